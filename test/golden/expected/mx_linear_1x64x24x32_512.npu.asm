main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_bf16_f8E4M3FN_f32: batch 1, tiles M 2 N 16 K 24, panels of 8
li x5, 49152
li x4, 1179648
li x8, 589824
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m16, 0xc3e0
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 786432
li x24, 1277952
li x27, 1277952
li x9, 688128
li x10, 704512
li x25, 1179648
addi x21, x22, 0
addi x23, x24, 0
sub x26, x24, x27
li x18, 2
delay 51
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
delay 63
t0_panels:
li x14, 393216
addi x15, x21, 0
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 16384
li x1, 589824
li x29, 393216
li x2, 0
li x3, 131072
li x28, 394240
li x20, 98304
li x7, -1
li x17, 1
dma.wait.ch1
dma.config.ch1 x0
dma.wait.ch2
dma.config.ch2 x0
li x13, 16384
dma.wait.ch5
li x14, 401408
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 32768
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m0, 0(x28)
delay 32
li x28, 589824
vmatpush.weight.mxu0 w0, m0
dma.wait.ch5
li x14, 409600
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 49152
vload m5, 256(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
dma.wait.ch5
li x14, 417792
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 65536
vload m6, 512(x29)
dma.wait.ch5
li x14, 425984
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 81920
delay 26
vload m7, 768(x29)
dma.wait.ch5
li x14, 434176
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 98304
delay 26
vload m4, 1024(x29)
dma.wait.ch5
li x14, 442368
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 114688
delay 26
vload m5, 1280(x29)
dma.wait.ch5
li x14, 450560
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 131072
dma.wait.ch5
li x14, 458752
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 147456
dma.wait.ch5
li x14, 466944
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 163840
dma.wait.ch5
li x14, 475136
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 180224
dma.wait.ch5
li x14, 483328
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 196608
dma.wait.ch5
li x14, 491520
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 212992
dma.wait.ch5
li x14, 499712
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 229376
dma.wait.ch5
li x14, 507904
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 245760
dma.wait.ch5
li x14, 516096
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 262144
dma.wait.ch5
li x14, 524288
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 278528
dma.wait.ch5
li x14, 532480
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 294912
dma.wait.ch5
li x14, 540672
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 311296
dma.wait.ch5
li x14, 548864
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 327680
dma.wait.ch5
li x14, 557056
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 344064
dma.wait.ch5
li x14, 565248
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 360448
dma.wait.ch5
li x14, 573440
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 376832
dma.wait.ch5
li x14, 581632
add x15, x21, x27
li x16, 8192
dma.load.ch5 x14, x15, x16
li x27, 0
dma.wait.ch5
sub x15, x21, x22
slli x15, x15, 1
add x15, x15, x27
li x14, 0
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 16384
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
dma.wait.ch5
add x15, x15, x27
li x14, 32768
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 49152
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 65536
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 81920
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 98304
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 114688
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 131072
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 147456
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 163840
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 180224
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 196608
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 212992
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 229376
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 245760
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 262144
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 278528
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 294912
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 311296
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 327680
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 344064
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 360448
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 32768
dma.wait.ch5
add x15, x15, x27
li x14, 376832
li x16, 16384
dma.load.ch5 x14, x15, x16
li x27, 8192
add x21, x21, x27
li x27, 65536
sub x11, x23, x27
li x27, 32768
sub x12, x23, x27
li x27, 16384
add x23, x23, x27
addi x27, x18, -1
sltu x27, x0, x27
sub x27, x0, x27
and x20, x20, x27
addi x27, x18, -1
sltu x27, x0, x27
addi x27, x27, -1
and x7, x7, x27
li x27, 65536
addi x18, x18, -1
dma.wait.ch5
dma.wait.ch0
vload m20, 0(x1)
add x4, x4, x5
li x8, 638976
dma.load.ch0 x8, x4, x6
delay 29
vload m21, 32(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m32, m20, e0
delay 64
vload m20, 64(x1)
delay 32
vload m21, 96(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m32, 0(x1)
delay 32
vmatmul.mxu1 acc0, m32, w0
vload m28, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpop.bf16.acc.mxu1 m24, acc0
vmatmul.mxu0 acc0, m28, w0
li x28, 402432
vload m1, 0(x28)
delay 26
vmatpush.weight.mxu1 w0, m6
delay 4
li x28, 591872
delay 21
vpack.bf16.fp8 m33, m20, e0
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu0 w1, m1
delay 29
vload m20, 128(x1)
vmul.bf16 m12, m24, m26
delay 31
vload m21, 160(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m33, 64(x1)
delay 32
vmatmul.mxu1 acc0, m33, w1
vload m26, 512(x2)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vload m27, 544(x2)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w1, m7
vload m29, 0(x28)
delay 26
vpack.bf16.fp8 m34, m20, e0
delay 4
vload m7, 1792(x29)
li x28, 410624
delay 30
vload m2, 0(x28)
delay 24
vmul.bf16 m24, m24, m26
delay 6
vload m20, 192(x1)
li x28, 593920
vmatpush.weight.mxu0 w0, m2
delay 30
vload m21, 224(x1)
delay 22
vadd.bf16 m12, m12, m24
delay 8
vstore m34, 128(x1)
delay 32
vmatmul.mxu1 acc0, m34, w0
vload m26, 1024(x2)
delay 19
vmaximum.bf16 m20, m20, m16
delay 11
vload m27, 1056(x2)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w0, m4
vload m28, 0(x28)
delay 17
vminimum.bf16 m20, m20, m18
delay 13
vload m4, 2048(x29)
li x28, 418816
delay 30
vload m3, 0(x28)
delay 15
vpack.bf16.fp8 m35, m20, e0
delay 15
li x28, 595968
delay 46
vload m20, 256(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 288(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m35, 192(x1)
delay 32
vmatmul.mxu1 acc0, m35, w1
vload m26, 1536(x2)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 1568(x2)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w1, m5
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m5, 2304(x29)
delay 61
vpack.bf16.fp8 m36, m20, e0
delay 64
vload m20, 320(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 352(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m36, 256(x1)
delay 32
vmatmul.mxu1 acc0, m36, w0
vload m26, 2048(x2)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 2080(x2)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m6, 2560(x29)
delay 61
vpack.bf16.fp8 m37, m20, e0
delay 64
vload m20, 384(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 416(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m37, 320(x1)
delay 32
vmatmul.mxu1 acc0, m37, w1
vload m26, 2560(x2)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 2592(x2)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w1, m7
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m7, 2816(x29)
delay 61
vpack.bf16.fp8 m38, m20, e0
delay 64
vload m20, 448(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 480(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m38, 384(x1)
delay 32
vmatmul.mxu1 acc0, m38, w0
vload m26, 3072(x2)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 3104(x2)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w0, m4
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m4, 3072(x29)
delay 61
vpack.bf16.fp8 m39, m20, e0
delay 64
vload m20, 512(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 544(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m39, 448(x1)
delay 32
vmatmul.mxu1 acc0, m39, w1
vload m26, 3584(x2)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 3616(x2)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w1, m5
li x2, 688128
delay 26
vminimum.bf16 m20, m20, m18
delay 1
vload m5, 3328(x29)
delay 61
vpack.bf16.fp8 m40, m20, e0
delay 64
vload m20, 576(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 608(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m40, 512(x1)
delay 32
vmatmul.mxu1 acc0, m40, w0
vload m26, 0(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 32(x3)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m6, 3584(x29)
delay 61
vpack.bf16.fp8 m41, m20, e0
delay 64
vload m20, 640(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 672(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m41, 576(x1)
delay 32
vmatmul.mxu1 acc0, m41, w1
vload m26, 512(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 544(x3)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w1, m7
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m7, 3840(x29)
delay 32
li x29, 524288
delay 27
vpack.bf16.fp8 m42, m20, e0
delay 64
vload m20, 704(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 736(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m42, 640(x1)
delay 32
vmatmul.mxu1 acc0, m42, w0
vload m26, 1024(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 1056(x3)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w0, m4
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m4, 0(x29)
delay 61
vpack.bf16.fp8 m43, m20, e0
delay 64
vload m20, 768(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 800(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m43, 704(x1)
delay 32
vmatmul.mxu1 acc0, m43, w1
vload m26, 1536(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 1568(x3)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w1, m5
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m5, 256(x29)
delay 61
vpack.bf16.fp8 m44, m20, e0
delay 64
vload m20, 832(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 864(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m44, 768(x1)
delay 32
vmatmul.mxu1 acc0, m44, w0
vload m26, 2048(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 2080(x3)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m6, 512(x29)
delay 61
vpack.bf16.fp8 m45, m20, e0
delay 64
vload m20, 896(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 928(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m45, 832(x1)
delay 32
vmatmul.mxu1 acc0, m45, w1
vload m26, 2560(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 2592(x3)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w1, m7
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m7, 768(x29)
delay 61
vpack.bf16.fp8 m46, m20, e0
delay 64
vload m20, 960(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 992(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m46, 896(x1)
delay 32
vmatmul.mxu1 acc0, m46, w0
vload m26, 3072(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 3104(x3)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w0, m4
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m4, 1024(x29)
delay 61
vpack.bf16.fp8 m47, m20, e0
delay 64
vload m20, 1024(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 1056(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m47, 960(x1)
delay 32
vmatmul.mxu1 acc0, m47, w1
vload m26, 3584(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 3616(x3)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w1, m5
li x3, 2048
delay 25
vminimum.bf16 m20, m20, m18
delay 1
vload m5, 1280(x29)
delay 61
vpack.bf16.fp8 m48, m20, e0
delay 64
vload m20, 1088(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 1120(x1)
delay 31
vadd.bf16 m12, m12, m24
vstore m48, 1024(x1)
delay 32
vmatmul.mxu1 acc0, m48, w0
delay 29
vmaximum.bf16 m20, m20, m16
delay 2
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 28
vminimum.bf16 m20, m20, m18
delay 0
vload m6, 1536(x29)
delay 62
vpack.bf16.fp8 m49, m20, e0
delay 64
vload m20, 1152(x1)
delay 32
vload m21, 1184(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m49, 1088(x1)
delay 32
vmatmul.mxu1 acc0, m49, w1
delay 29
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m7
delay 30
vload m7, 1792(x29)
delay 28
vpack.bf16.fp8 m50, m20, e0
delay 2
li x29, 395264
delay 59
vload m20, 1216(x1)
delay 32
vload m21, 1248(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m50, 1152(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m51, m20, e0
delay 64
vload m20, 1280(x1)
delay 32
vload m21, 1312(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m51, 1216(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m52, m20, e0
delay 64
vload m20, 1344(x1)
delay 32
vload m21, 1376(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m52, 1280(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m53, m20, e0
delay 64
vload m20, 1408(x1)
delay 32
vload m21, 1440(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m53, 1344(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m54, m20, e0
delay 64
vload m20, 1472(x1)
delay 32
vload m21, 1504(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m54, 1408(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m55, m20, e0
delay 64
vstore m55, 1472(x1)
delay 32
li x1, 262144
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 32
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m12, m12, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m50, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m54, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x1)
vmatmul.mxu1 acc1, m32, w0
delay 31
vload m27, 3104(x1)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m24, acc0
vload m4, 1024(x29)
delay 29
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m55, w1
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
li x1, 133120
vload m5, 1280(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m12, m12, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 30
vmatmul.mxu0 acc0, m29, w1
vmul.bf16 m8, m24, m26
delay 64
vload m26, 512(x3)
delay 27
vmatpop.bf16.acc.mxu0 m24, acc0
delay 3
vload m27, 544(x3)
delay 25
vmatmul.mxu0 acc0, m28, w0
delay 5
vmul.bf16 m24, m24, m26
vload m29, 0(x28)
delay 32
li x28, 427008
vload m0, 0(x28)
delay 27
vadd.bf16 m8, m8, m24
delay 3
vload m26, 1024(x3)
li x28, 598016
delay 15
vmatpush.weight.mxu0 w1, m3
delay 14
vload m27, 1056(x3)
delay 14
vmatpush.weight.mxu0 w0, m0
delay 16
vload m28, 0(x28)
delay 12
vmatpop.bf16.acc.mxu0 m24, acc0
delay 18
li x28, 435200
vload m1, 0(x28)
delay 8
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 21
li x28, 600064
delay 39
vadd.bf16 m8, m8, m24
vload m26, 1536(x3)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 443392
vload m2, 0(x28)
delay 32
li x28, 602112
delay 23
vadd.bf16 m8, m8, m24
vload m26, 2048(x3)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 451584
vload m3, 0(x28)
delay 32
li x28, 604160
delay 22
vadd.bf16 m8, m8, m24
vload m26, 2560(x3)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 459776
vload m0, 0(x28)
delay 32
li x28, 606208
delay 23
vadd.bf16 m8, m8, m24
vload m26, 3072(x3)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 467968
vload m1, 0(x28)
delay 32
li x28, 608256
delay 22
vadd.bf16 m8, m8, m24
vload m26, 3584(x3)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
li x3, 690176
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 476160
vload m2, 0(x28)
delay 32
li x28, 610304
delay 23
vadd.bf16 m8, m8, m24
vload m26, 0(x1)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 484352
vload m3, 0(x28)
delay 32
vload m0, 256(x28)
delay 23
vadd.bf16 m8, m8, m24
delay 7
vload m26, 512(x1)
delay 20
vmatpush.weight.mxu0 w1, m3
delay 10
vload m27, 544(x1)
delay 21
vmatpop.bf16.acc.mxu0 m24, acc0
delay 9
vload m29, 4000(x28)
delay 19
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 10
vload m1, 512(x28)
delay 51
vadd.bf16 m8, m8, m24
vload m26, 1024(x1)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 4064(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 616448
delay 58
vadd.bf16 m8, m8, m24
vload m26, 1536(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 508928
vload m2, 0(x28)
delay 32
vload m3, 256(x28)
delay 23
vadd.bf16 m8, m8, m24
delay 7
vload m26, 2048(x1)
delay 20
vmatpush.weight.mxu0 w0, m2
delay 10
vload m27, 2080(x1)
delay 21
vmatpop.bf16.acc.mxu0 m24, acc0
delay 9
vload m28, 3424(x28)
delay 19
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 10
vload m0, 512(x28)
delay 32
vload m1, 768(x28)
delay 17
vadd.bf16 m8, m8, m24
delay 13
vload m26, 2560(x1)
delay 14
vmatpush.weight.mxu0 w1, m3
delay 16
vload m27, 2592(x1)
delay 15
vmatpop.bf16.acc.mxu0 m24, acc0
delay 15
vload m29, 3488(x28)
delay 13
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 16
vload m2, 1024(x28)
delay 32
vload m3, 1280(x28)
delay 11
vadd.bf16 m8, m8, m24
delay 19
vload m26, 3072(x1)
delay 8
vmatpush.weight.mxu0 w0, m0
delay 22
vload m27, 3104(x1)
delay 9
vmatpop.bf16.acc.mxu0 m24, acc0
delay 21
vload m28, 3552(x28)
delay 7
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 22
vload m0, 1536(x28)
delay 39
vadd.bf16 m8, m8, m24
vload m26, 3584(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 3616(x28)
li x1, 4096
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
vload m1, 1792(x28)
delay 59
vadd.bf16 m8, m8, m24
delay 29
vload m28, 3680(x28)
vmatpush.weight.mxu0 w0, m2
delay 31
vload m2, 2048(x28)
vmatpop.bf16.acc.mxu0 m24, acc0
delay 30
vmatmul.mxu0 acc0, m29, w1
delay 94
vload m29, 3744(x28)
vmatpush.weight.mxu0 w1, m3
delay 31
vload m3, 2304(x28)
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 27
vstore m12, 0(x2)
delay 32
vstore m13, 32(x2)
delay 32
li x2, 264192
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 32
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m8, m8, m24
vload m26, 512(x2)
delay 32
vload m27, 544(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 63
vadd.bf16 m8, m8, m24
vload m26, 1024(x2)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 1056(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 3808(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 63
vadd.bf16 m8, m8, m24
vload m26, 1536(x2)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 3872(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 63
vadd.bf16 m8, m8, m24
vload m26, 2048(x2)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 3936(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 63
vadd.bf16 m8, m8, m24
vload m26, 2560(x2)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 4000(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 397312
vload m0, 0(x28)
delay 32
li x28, 589824
delay 24
vadd.bf16 m8, m8, m24
vload m26, 3072(x2)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 405504
vload m1, 0(x28)
delay 32
li x28, 591872
delay 23
vadd.bf16 m8, m8, m24
vload m26, 3584(x2)
delay 28
vmatmul.mxu0 acc1, m28, w0
delay 2
vload m27, 3616(x2)
delay 32
li x2, 135168
vload m29, 0(x28)
delay 32
li x28, 413696
vload m2, 0(x28)
delay 20
vmatpop.bf16.acc.mxu0 m24, acc0
delay 10
li x28, 593920
vload m28, 0(x28)
delay 17
vmul.bf16 m24, m24, m26
vmatpush.weight.mxu0 w1, m1
delay 12
li x28, 421888
vload m3, 0(x28)
delay 15
vmatpush.weight.mxu0 w0, m2
delay 15
li x28, 595968
delay 13
vadd.bf16 m8, m8, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vstore m8, 0(x3)
delay 27
vmul.bf16 m14, m24, m26
vmatmul.mxu1 acc1, m33, w1
delay 2
vstore m9, 32(x3)
delay 29
vmatpush.weight.mxu1 w1, m7
delay 1
li x3, 266240
delay 25
vload m26, 512(x1)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vload m27, 544(x1)
vmatmul.mxu1 acc1, m34, w0
delay 31
vmul.bf16 m24, m24, m26
vload m7, 1792(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m4, 2048(x29)
delay 29
vadd.bf16 m14, m14, m24
delay 1
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 27
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m35, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 2304(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m36, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 2560(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m37, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 2816(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m38, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x1)
delay 32
vload m27, 3104(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 3072(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m39, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 3328(x29)
li x1, 692224
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m40, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 3584(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m41, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 512(x2)
delay 32
vload m27, 544(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 3840(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m42, w0
delay 2
li x29, 526336
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1024(x2)
delay 32
vload m27, 1056(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m43, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x2)
delay 32
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m44, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x2)
delay 32
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m45, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x2)
delay 32
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m46, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x2)
delay 32
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 1024(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m47, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x2)
delay 32
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 1280(x29)
li x2, 6144
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m48, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 1536(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m49, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 512(x3)
delay 32
vload m27, 544(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 1792(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m50, w0
delay 2
li x29, 396288
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1024(x3)
delay 32
vload m27, 1056(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x3)
delay 32
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x3)
delay 32
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x3)
delay 32
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m54, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x3)
vmatmul.mxu1 acc0, m32, w0
delay 31
vload m27, 3104(x3)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m24, acc1
vload m4, 1024(x29)
delay 29
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m55, w1
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x3)
delay 32
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 1280(x29)
li x3, 137216
delay 25
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m14, m14, m24
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vstore m14, 0(x1)
delay 27
vmul.bf16 m12, m24, m26
vmatmul.mxu1 acc0, m33, w1
delay 2
vstore m15, 32(x1)
delay 29
vmatpush.weight.mxu1 w1, m7
delay 1
li x1, 268288
delay 24
vload m26, 512(x2)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m27, 544(x2)
vmatmul.mxu1 acc0, m34, w0
delay 31
vmul.bf16 m24, m24, m26
vload m7, 1792(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m4, 2048(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 1024(x2)
delay 32
vload m27, 1056(x2)
delay 27
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m35, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x2)
delay 32
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 2304(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m36, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x2)
delay 32
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 2560(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m37, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x2)
delay 32
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 2816(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m38, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x2)
delay 32
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 3072(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m39, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x2)
delay 32
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 3328(x29)
li x2, 694272
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m40, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 3584(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m41, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 512(x3)
delay 32
vload m27, 544(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 3840(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m42, w0
delay 2
li x29, 527360
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x3)
delay 32
vload m27, 1056(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m43, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x3)
delay 32
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m44, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x3)
delay 32
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m45, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x3)
delay 32
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m46, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x3)
delay 32
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 1024(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m47, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x3)
delay 32
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 1280(x29)
li x3, 8192
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m48, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 1536(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m49, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 1792(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m50, w0
delay 2
li x29, 398336
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m54, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x1)
vmatmul.mxu1 acc1, m32, w0
delay 31
vload m27, 3104(x1)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m24, acc0
vload m4, 1024(x29)
delay 29
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m55, w1
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
li x1, 139264
vload m5, 1280(x29)
delay 26
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m12, m12, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vstore m12, 0(x2)
delay 27
vmatmul.mxu0 acc1, m29, w1
vmul.bf16 m10, m24, m26
delay 2
vstore m13, 32(x2)
delay 32
li x2, 270336
delay 26
vload m26, 512(x3)
delay 27
vmatpop.bf16.acc.mxu0 m24, acc1
delay 3
vload m27, 544(x3)
delay 25
vmatmul.mxu0 acc1, m28, w0
delay 5
vmul.bf16 m24, m24, m26
vload m29, 0(x28)
delay 32
li x28, 430080
vload m0, 0(x28)
delay 28
vadd.bf16 m10, m10, m24
delay 2
vload m26, 1024(x3)
li x28, 598016
delay 16
vmatpush.weight.mxu0 w1, m3
delay 13
vload m27, 1056(x3)
delay 15
vmatpush.weight.mxu0 w0, m0
delay 15
vload m28, 0(x28)
delay 13
vmatpop.bf16.acc.mxu0 m24, acc1
delay 17
li x28, 438272
vload m1, 0(x28)
delay 10
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 19
li x28, 600064
delay 41
vadd.bf16 m10, m10, m24
vload m26, 1536(x3)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 446464
vload m2, 0(x28)
delay 32
li x28, 602112
delay 24
vadd.bf16 m10, m10, m24
vload m26, 2048(x3)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 454656
vload m3, 0(x28)
delay 32
li x28, 604160
delay 23
vadd.bf16 m10, m10, m24
vload m26, 2560(x3)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 462848
vload m0, 0(x28)
delay 32
li x28, 606208
delay 24
vadd.bf16 m10, m10, m24
vload m26, 3072(x3)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 471040
vload m1, 0(x28)
delay 32
li x28, 608256
delay 23
vadd.bf16 m10, m10, m24
vload m26, 3584(x3)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
li x3, 696320
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 479232
vload m2, 0(x28)
delay 32
li x28, 610304
delay 24
vadd.bf16 m10, m10, m24
vload m26, 0(x1)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 487424
vload m3, 0(x28)
delay 32
vload m0, 256(x28)
delay 24
vadd.bf16 m10, m10, m24
delay 6
vload m26, 512(x1)
delay 21
vmatpush.weight.mxu0 w1, m3
delay 9
vload m27, 544(x1)
delay 22
vmatpop.bf16.acc.mxu0 m24, acc1
delay 8
vload m29, 3904(x28)
delay 20
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 9
vload m1, 512(x28)
delay 32
vload m2, 768(x28)
delay 18
vadd.bf16 m10, m10, m24
delay 12
vload m26, 1024(x1)
delay 15
vmatpush.weight.mxu0 w0, m0
delay 15
vload m27, 1056(x1)
delay 16
vmatpop.bf16.acc.mxu0 m24, acc1
delay 14
vload m28, 3968(x28)
delay 14
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 63
vadd.bf16 m10, m10, m24
vload m26, 1536(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 4032(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 618496
delay 59
vadd.bf16 m10, m10, m24
vload m26, 2048(x1)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 520192
vload m3, 0(x28)
delay 32
vload m0, 256(x28)
delay 24
vadd.bf16 m10, m10, m24
delay 6
vload m26, 2560(x1)
delay 21
vmatpush.weight.mxu0 w1, m3
delay 9
vload m27, 2592(x1)
delay 22
vmatpop.bf16.acc.mxu0 m24, acc1
delay 8
vload m29, 3136(x28)
delay 20
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 9
vload m1, 512(x28)
delay 32
vload m2, 768(x28)
delay 18
vadd.bf16 m10, m10, m24
delay 12
vload m26, 3072(x1)
delay 15
vmatpush.weight.mxu0 w0, m0
delay 15
vload m27, 3104(x1)
delay 16
vmatpop.bf16.acc.mxu0 m24, acc1
delay 14
vload m28, 3200(x28)
delay 14
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 15
vload m3, 1024(x28)
delay 32
vload m0, 1280(x28)
delay 12
vadd.bf16 m10, m10, m24
delay 18
vload m26, 3584(x1)
delay 9
vmatpush.weight.mxu0 w1, m1
delay 21
vload m27, 3616(x1)
delay 10
vmatpop.bf16.acc.mxu0 m24, acc1
delay 20
vload m29, 3264(x28)
li x1, 10240
delay 6
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 21
vload m1, 1536(x28)
delay 40
vadd.bf16 m10, m10, m24
vload m26, 0(x2)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 3328(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
vload m2, 1792(x28)
delay 59
vadd.bf16 m10, m10, m24
vload m26, 512(x2)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 544(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 3392(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
vload m3, 2048(x28)
delay 59
vadd.bf16 m10, m10, m24
vload m26, 1024(x2)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 1056(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 3456(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 63
vadd.bf16 m10, m10, m24
vload m26, 1536(x2)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 3520(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 63
vadd.bf16 m10, m10, m24
vload m26, 2048(x2)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 3584(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 63
vadd.bf16 m10, m10, m24
vload m26, 2560(x2)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 3648(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 400384
vload m0, 0(x28)
delay 32
li x28, 589824
delay 23
vadd.bf16 m10, m10, m24
vload m26, 3072(x2)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 408576
vload m1, 0(x28)
delay 32
li x28, 591872
delay 22
vadd.bf16 m10, m10, m24
vload m26, 3584(x2)
delay 28
vmatmul.mxu0 acc0, m28, w0
delay 2
vload m27, 3616(x2)
delay 32
li x2, 141312
vload m29, 0(x28)
delay 32
li x28, 416768
vload m2, 0(x28)
delay 18
vmatpop.bf16.acc.mxu0 m24, acc1
delay 12
li x28, 593920
vload m28, 0(x28)
delay 15
vmul.bf16 m24, m24, m26
vmatpush.weight.mxu0 w1, m1
delay 14
li x28, 424960
vload m3, 0(x28)
delay 12
vmatpush.weight.mxu0 w0, m2
delay 18
li x28, 595968
delay 10
vadd.bf16 m10, m10, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vstore m10, 0(x3)
delay 27
vmul.bf16 m14, m24, m26
vmatmul.mxu1 acc1, m33, w1
delay 2
vstore m11, 32(x3)
delay 29
vmatpush.weight.mxu1 w1, m7
delay 1
li x3, 272384
delay 24
vload m26, 512(x1)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vload m27, 544(x1)
vmatmul.mxu1 acc1, m34, w0
delay 31
vmul.bf16 m24, m24, m26
vload m7, 1792(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m4, 2048(x29)
delay 29
vadd.bf16 m14, m14, m24
delay 1
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 27
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m35, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 2304(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m36, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 2560(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m37, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 2816(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m38, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x1)
delay 32
vload m27, 3104(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 3072(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m39, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 3328(x29)
li x1, 698368
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m40, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 3584(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m41, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 512(x2)
delay 32
vload m27, 544(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 3840(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m42, w0
delay 2
li x29, 529408
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1024(x2)
delay 32
vload m27, 1056(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m43, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x2)
delay 32
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m44, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x2)
delay 32
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m45, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x2)
delay 32
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m46, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x2)
delay 32
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 1024(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m47, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x2)
delay 32
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 1280(x29)
li x2, 12288
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m48, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 1536(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m49, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 512(x3)
delay 32
vload m27, 544(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 1792(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m50, w0
delay 2
li x29, 399360
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1024(x3)
delay 32
vload m27, 1056(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x3)
delay 32
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x3)
delay 32
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x3)
delay 32
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m54, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x3)
vmatmul.mxu1 acc0, m32, w0
delay 31
vload m27, 3104(x3)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m24, acc1
vload m4, 1024(x29)
delay 29
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m55, w1
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x3)
delay 32
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 1280(x29)
li x3, 143360
delay 26
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m14, m14, m24
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vstore m14, 0(x1)
delay 27
vmul.bf16 m12, m24, m26
vmatmul.mxu1 acc0, m33, w1
delay 2
vstore m15, 32(x1)
delay 29
vmatpush.weight.mxu1 w1, m7
delay 1
li x1, 274432
delay 25
vload m26, 512(x2)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m27, 544(x2)
vmatmul.mxu1 acc0, m34, w0
delay 31
vmul.bf16 m24, m24, m26
vload m7, 1792(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m4, 2048(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 1024(x2)
delay 32
vload m27, 1056(x2)
delay 27
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m35, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x2)
delay 32
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 2304(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m36, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x2)
delay 32
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 2560(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m37, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x2)
delay 32
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 2816(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m38, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x2)
delay 32
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 3072(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m39, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x2)
delay 32
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 3328(x29)
li x2, 700416
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m40, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 3584(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m41, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 512(x3)
delay 32
vload m27, 544(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 3840(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m42, w0
delay 2
li x29, 530432
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x3)
delay 32
vload m27, 1056(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m43, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x3)
delay 32
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m44, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x3)
delay 32
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m45, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x3)
delay 32
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m46, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x3)
delay 32
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 1024(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m47, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x3)
delay 32
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 1280(x29)
li x3, 14336
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m48, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 1536(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m49, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 1792(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m50, w0
delay 2
li x29, 393216
delay 29
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m54, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x1)
delay 32
vload m27, 3104(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 1024(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m55, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
li x1, 145408
vload m5, 1280(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m12, m12, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vstore m12, 0(x2)
delay 27
vmatmul.mxu0 acc0, m29, w1
vmul.bf16 m8, m24, m26
delay 2
vstore m13, 32(x2)
delay 32
li x2, 276480
delay 25
vload m26, 512(x3)
delay 27
vmatpop.bf16.acc.mxu0 m24, acc0
delay 3
vload m27, 544(x3)
delay 25
vmatmul.mxu0 acc0, m28, w0
delay 5
vmul.bf16 m24, m24, m26
vload m29, 0(x28)
delay 32
li x28, 433152
vload m0, 0(x28)
delay 27
vadd.bf16 m8, m8, m24
delay 3
vload m26, 1024(x3)
li x28, 598016
delay 15
vmatpush.weight.mxu0 w1, m3
delay 14
vload m27, 1056(x3)
delay 14
vmatpush.weight.mxu0 w0, m0
delay 16
vload m28, 0(x28)
delay 12
vmatpop.bf16.acc.mxu0 m24, acc0
delay 18
li x28, 441344
vload m1, 0(x28)
delay 8
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 21
li x28, 600064
delay 39
vadd.bf16 m8, m8, m24
vload m26, 1536(x3)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 449536
vload m2, 0(x28)
delay 32
li x28, 602112
delay 23
vadd.bf16 m8, m8, m24
vload m26, 2048(x3)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 457728
vload m3, 0(x28)
delay 32
li x28, 604160
delay 22
vadd.bf16 m8, m8, m24
vload m26, 2560(x3)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 465920
vload m0, 0(x28)
delay 32
li x28, 606208
delay 23
vadd.bf16 m8, m8, m24
vload m26, 3072(x3)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 474112
vload m1, 0(x28)
delay 32
li x28, 608256
delay 22
vadd.bf16 m8, m8, m24
vload m26, 3584(x3)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
li x3, 702464
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 482304
vload m2, 0(x28)
delay 32
vload m3, 256(x28)
delay 23
vadd.bf16 m8, m8, m24
delay 7
vload m26, 0(x1)
delay 20
vmatpush.weight.mxu0 w0, m2
delay 10
vload m27, 32(x1)
delay 21
vmatpop.bf16.acc.mxu0 m24, acc0
delay 9
vload m28, 4000(x28)
delay 19
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 10
vload m0, 512(x28)
delay 51
vadd.bf16 m8, m8, m24
vload m26, 512(x1)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 544(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 4064(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 614400
delay 59
vadd.bf16 m8, m8, m24
vload m26, 1024(x1)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 506880
vload m1, 0(x28)
delay 32
vload m2, 256(x28)
delay 23
vadd.bf16 m8, m8, m24
delay 7
vload m26, 1536(x1)
delay 20
vmatpush.weight.mxu0 w1, m1
delay 10
vload m27, 1568(x1)
delay 21
vmatpop.bf16.acc.mxu0 m24, acc0
delay 9
vload m29, 3424(x28)
delay 19
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 10
vload m3, 512(x28)
delay 32
vload m0, 768(x28)
delay 17
vadd.bf16 m8, m8, m24
delay 13
vload m26, 2048(x1)
delay 14
vmatpush.weight.mxu0 w0, m2
delay 16
vload m27, 2080(x1)
delay 15
vmatpop.bf16.acc.mxu0 m24, acc0
delay 15
vload m28, 3488(x28)
delay 13
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 16
vload m1, 1024(x28)
delay 32
vload m2, 1280(x28)
delay 11
vadd.bf16 m8, m8, m24
delay 19
vload m26, 2560(x1)
delay 8
vmatpush.weight.mxu0 w1, m3
delay 22
vload m27, 2592(x1)
delay 9
vmatpop.bf16.acc.mxu0 m24, acc0
delay 21
vload m29, 3552(x28)
delay 7
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 22
vload m3, 1536(x28)
delay 39
vadd.bf16 m8, m8, m24
vload m26, 3072(x1)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 3616(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
vload m0, 1792(x28)
delay 59
vload m26, 3584(x1)
vadd.bf16 m8, m8, m24
delay 28
vmatpush.weight.mxu0 w1, m1
delay 1
vload m27, 3616(x1)
delay 31
vmatpop.bf16.acc.mxu0 m24, acc0
li x1, 638976
vload m29, 3680(x28)
delay 28
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 1
vload m1, 2048(x28)
delay 60
vadd.bf16 m8, m8, m24
vload m26, 0(x2)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 3744(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
vload m2, 2304(x28)
delay 59
vadd.bf16 m8, m8, m24
vload m26, 512(x2)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 544(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 3808(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
vload m3, 2560(x28)
delay 59
vadd.bf16 m8, m8, m24
vload m26, 1024(x2)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 1056(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 3872(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 63
vadd.bf16 m8, m8, m24
vload m26, 1536(x2)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 3936(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 63
vadd.bf16 m8, m8, m24
vload m26, 2048(x2)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 4000(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 63
vadd.bf16 m8, m8, m24
vload m26, 2560(x2)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 4064(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 395264
vload m0, 0(x28)
delay 32
li x28, 638976
delay 23
vadd.bf16 m8, m8, m24
vload m26, 3072(x2)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 63
vadd.bf16 m8, m8, m24
vload m26, 3584(x2)
delay 32
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
li x2, 0
delay 27
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m8, m8, m24
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 32
vstore m8, 0(x3)
delay 32
vstore m9, 32(x3)
delay 32
li x3, 131072
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m20, 0(x1)
and x6, x27, x7
and x27, x27, x20
xori x6, x6, -1
sub x4, x4, x27
and x6, x6, x5
add x4, x4, x5
li x8, 589824
dma.load.ch0 x8, x4, x6
li x27, 65536
delay 23
vload m21, 32(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m32, m20, e0
delay 64
vload m20, 64(x1)
delay 32
vload m21, 96(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m32, 0(x1)
delay 32
vmatmul.mxu1 acc1, m32, w0
vload m28, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpop.bf16.acc.mxu1 m24, acc1
vmatmul.mxu0 acc1, m28, w0
li x28, 403456
vload m1, 0(x28)
delay 26
vmatpush.weight.mxu1 w0, m6
delay 4
li x28, 641024
delay 21
vpack.bf16.fp8 m33, m20, e0
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu0 w1, m1
delay 29
vload m20, 128(x1)
vmul.bf16 m14, m24, m26
delay 31
vload m21, 160(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m33, 64(x1)
delay 32
vmatmul.mxu1 acc1, m33, w1
vload m26, 512(x2)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vload m27, 544(x2)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w1, m7
vload m29, 0(x28)
delay 26
vpack.bf16.fp8 m34, m20, e0
delay 4
vload m7, 1792(x29)
li x28, 411648
delay 30
vload m2, 0(x28)
delay 24
vmul.bf16 m24, m24, m26
delay 6
vload m20, 192(x1)
li x28, 643072
vmatpush.weight.mxu0 w0, m2
delay 30
vload m21, 224(x1)
delay 22
vadd.bf16 m14, m14, m24
delay 8
vstore m34, 128(x1)
delay 32
vmatmul.mxu1 acc1, m34, w0
vload m26, 1024(x2)
delay 19
vmaximum.bf16 m20, m20, m16
delay 11
vload m27, 1056(x2)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w0, m4
vload m28, 0(x28)
delay 17
vminimum.bf16 m20, m20, m18
delay 13
vload m4, 2048(x29)
li x28, 419840
delay 30
vload m3, 0(x28)
delay 15
vpack.bf16.fp8 m35, m20, e0
delay 15
li x28, 645120
delay 46
vload m20, 256(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 288(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m35, 192(x1)
delay 32
vmatmul.mxu1 acc1, m35, w1
vload m26, 1536(x2)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 1568(x2)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w1, m5
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m5, 2304(x29)
delay 61
vpack.bf16.fp8 m36, m20, e0
delay 64
vload m20, 320(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 352(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m36, 256(x1)
delay 32
vmatmul.mxu1 acc1, m36, w0
vload m26, 2048(x2)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 2080(x2)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w0, m6
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m6, 2560(x29)
delay 61
vpack.bf16.fp8 m37, m20, e0
delay 64
vload m20, 384(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 416(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m37, 320(x1)
delay 32
vmatmul.mxu1 acc1, m37, w1
vload m26, 2560(x2)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 2592(x2)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w1, m7
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m7, 2816(x29)
delay 61
vpack.bf16.fp8 m38, m20, e0
delay 64
vload m20, 448(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 480(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m38, 384(x1)
delay 32
vmatmul.mxu1 acc1, m38, w0
vload m26, 3072(x2)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 3104(x2)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w0, m4
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m4, 3072(x29)
delay 61
vpack.bf16.fp8 m39, m20, e0
delay 64
vload m20, 512(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 544(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m39, 448(x1)
delay 32
vmatmul.mxu1 acc1, m39, w1
vload m26, 3584(x2)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 3616(x2)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w1, m5
li x2, 704512
delay 26
vminimum.bf16 m20, m20, m18
delay 1
vload m5, 3328(x29)
delay 61
vpack.bf16.fp8 m40, m20, e0
delay 64
vload m20, 576(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 608(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m40, 512(x1)
delay 32
vmatmul.mxu1 acc1, m40, w0
vload m26, 0(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 32(x3)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w0, m6
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m6, 3584(x29)
delay 61
vpack.bf16.fp8 m41, m20, e0
delay 64
vload m20, 640(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 672(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m41, 576(x1)
delay 32
vmatmul.mxu1 acc1, m41, w1
vload m26, 512(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 544(x3)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w1, m7
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m7, 3840(x29)
delay 32
li x29, 524288
delay 27
vpack.bf16.fp8 m42, m20, e0
delay 64
vload m20, 704(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 736(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m42, 640(x1)
delay 32
vmatmul.mxu1 acc1, m42, w0
vload m26, 1024(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 1056(x3)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w0, m4
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m4, 0(x29)
delay 61
vpack.bf16.fp8 m43, m20, e0
delay 64
vload m20, 768(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 800(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m43, 704(x1)
delay 32
vmatmul.mxu1 acc1, m43, w1
vload m26, 1536(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 1568(x3)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w1, m5
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m5, 256(x29)
delay 61
vpack.bf16.fp8 m44, m20, e0
delay 64
vload m20, 832(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 864(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m44, 768(x1)
delay 32
vmatmul.mxu1 acc1, m44, w0
vload m26, 2048(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 2080(x3)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w0, m6
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m6, 512(x29)
delay 61
vpack.bf16.fp8 m45, m20, e0
delay 64
vload m20, 896(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 928(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m45, 832(x1)
delay 32
vmatmul.mxu1 acc1, m45, w1
vload m26, 2560(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 2592(x3)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w1, m7
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m7, 768(x29)
delay 61
vpack.bf16.fp8 m46, m20, e0
delay 64
vload m20, 960(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 992(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m46, 896(x1)
delay 32
vmatmul.mxu1 acc1, m46, w0
vload m26, 3072(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 3104(x3)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w0, m4
delay 27
vminimum.bf16 m20, m20, m18
delay 1
vload m4, 1024(x29)
delay 61
vpack.bf16.fp8 m47, m20, e0
delay 64
vload m20, 1024(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 1056(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m47, 960(x1)
delay 32
vmatmul.mxu1 acc1, m47, w1
vload m26, 3584(x3)
delay 28
vmaximum.bf16 m20, m20, m16
delay 2
vload m27, 3616(x3)
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w1, m5
li x3, 2048
delay 25
vminimum.bf16 m20, m20, m18
delay 1
vload m5, 1280(x29)
delay 61
vpack.bf16.fp8 m48, m20, e0
delay 64
vload m20, 1088(x1)
vmul.bf16 m24, m24, m26
delay 31
vload m21, 1120(x1)
delay 31
vadd.bf16 m14, m14, m24
vstore m48, 1024(x1)
delay 32
vmatmul.mxu1 acc1, m48, w0
delay 29
vmaximum.bf16 m20, m20, m16
delay 2
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmatpush.weight.mxu1 w0, m6
delay 28
vminimum.bf16 m20, m20, m18
delay 0
vload m6, 1536(x29)
delay 62
vpack.bf16.fp8 m49, m20, e0
delay 64
vload m20, 1152(x1)
delay 32
vload m21, 1184(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m49, 1088(x1)
delay 32
vmatmul.mxu1 acc1, m49, w1
delay 29
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m7
delay 30
vload m7, 1792(x29)
delay 28
vpack.bf16.fp8 m50, m20, e0
delay 2
li x29, 394240
delay 59
vload m20, 1216(x1)
delay 32
vload m21, 1248(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m50, 1152(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m51, m20, e0
delay 64
vload m20, 1280(x1)
delay 32
vload m21, 1312(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m51, 1216(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m52, m20, e0
delay 64
vload m20, 1344(x1)
delay 32
vload m21, 1376(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m52, 1280(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m53, m20, e0
delay 64
vload m20, 1408(x1)
delay 32
vload m21, 1440(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m53, 1344(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m54, m20, e0
delay 64
vload m20, 1472(x1)
delay 32
vload m21, 1504(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m54, 1408(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m55, m20, e0
delay 64
vstore m55, 1472(x1)
delay 32
li x1, 262144
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 32
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m14, m14, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m50, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m54, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x1)
vmatmul.mxu1 acc0, m32, w0
delay 31
vload m27, 3104(x1)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m24, acc1
vload m4, 1024(x29)
delay 29
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m55, w1
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 1280(x29)
li x1, 133120
delay 25
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m14, m14, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m12, m24, m26
vmatmul.mxu1 acc0, m33, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vload m26, 512(x3)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m27, 544(x3)
vmatmul.mxu1 acc0, m34, w0
delay 31
vmul.bf16 m24, m24, m26
vload m7, 1792(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m4, 2048(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 1024(x3)
delay 32
vload m27, 1056(x3)
delay 27
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m35, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x3)
delay 32
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 2304(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m36, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x3)
delay 32
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 2560(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m37, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x3)
delay 32
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 2816(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m38, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x3)
delay 32
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 3072(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m39, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x3)
delay 32
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 3328(x29)
li x3, 706560
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m40, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 3584(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m41, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 3840(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m42, w0
delay 2
li x29, 525312
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m43, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m44, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m45, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m46, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x1)
delay 32
vload m27, 3104(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 1024(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m47, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 1280(x29)
li x1, 4096
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m48, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
delay 0
vload m6, 1536(x29)
delay 62
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m49, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 30
vload m7, 1792(x29)
delay 32
li x29, 396288
dma.wait.ch2
vstore m14, 0(x2)
add x12, x12, x27
delay 31
vstore m15, 32(x2)
delay 32
li x2, 264192
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 32
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m12, m12, m24
vload m26, 512(x2)
delay 32
vload m27, 544(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m50, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x2)
delay 32
vload m27, 1056(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x2)
delay 32
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x2)
delay 32
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x2)
delay 32
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m54, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x2)
vmatmul.mxu1 acc1, m32, w0
delay 31
vload m27, 3104(x2)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m24, acc0
vload m4, 1024(x29)
delay 29
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m55, w1
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x2)
delay 32
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
li x2, 135168
vload m5, 1280(x29)
delay 26
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m12, m12, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vstore m12, 0(x3)
delay 27
vmatmul.mxu0 acc1, m29, w1
vmul.bf16 m10, m24, m26
delay 2
vstore m13, 32(x3)
delay 32
li x3, 266240
delay 26
vload m26, 512(x1)
delay 27
vmatpop.bf16.acc.mxu0 m24, acc1
delay 3
vload m27, 544(x1)
delay 25
vmatmul.mxu0 acc1, m28, w0
delay 5
vmul.bf16 m24, m24, m26
vload m29, 0(x28)
delay 32
li x28, 428032
vload m0, 0(x28)
delay 27
vadd.bf16 m10, m10, m24
delay 3
vload m26, 1024(x1)
li x28, 647168
delay 15
vmatpush.weight.mxu0 w1, m3
delay 14
vload m27, 1056(x1)
delay 14
vmatpush.weight.mxu0 w0, m0
delay 16
vload m28, 0(x28)
delay 12
vmatpop.bf16.acc.mxu0 m24, acc1
delay 18
li x28, 436224
vload m1, 0(x28)
delay 8
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 21
li x28, 649216
delay 39
vadd.bf16 m10, m10, m24
vload m26, 1536(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 444416
vload m2, 0(x28)
delay 32
li x28, 651264
delay 23
vadd.bf16 m10, m10, m24
vload m26, 2048(x1)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 452608
vload m3, 0(x28)
delay 32
li x28, 653312
delay 22
vadd.bf16 m10, m10, m24
vload m26, 2560(x1)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 460800
vload m0, 0(x28)
delay 32
li x28, 655360
delay 23
vadd.bf16 m10, m10, m24
vload m26, 3072(x1)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 468992
vload m1, 0(x28)
delay 32
li x28, 657408
delay 22
vadd.bf16 m10, m10, m24
vload m26, 3584(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
li x1, 708608
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 477184
vload m2, 0(x28)
delay 32
li x28, 659456
delay 23
vadd.bf16 m10, m10, m24
vload m26, 0(x2)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 485376
vload m3, 0(x28)
delay 32
li x28, 661504
delay 22
vadd.bf16 m10, m10, m24
vload m26, 512(x2)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 544(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 493568
vload m0, 0(x28)
delay 32
li x28, 663552
delay 23
vadd.bf16 m10, m10, m24
vload m26, 1024(x2)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 1056(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 501760
vload m1, 0(x28)
delay 32
li x28, 665600
delay 22
vadd.bf16 m10, m10, m24
vload m26, 1536(x2)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 509952
vload m2, 0(x28)
delay 32
li x28, 667648
delay 23
vadd.bf16 m10, m10, m24
vload m26, 2048(x2)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 518144
vload m3, 0(x28)
delay 32
li x28, 669696
delay 22
vadd.bf16 m10, m10, m24
vload m26, 2560(x2)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 526336
vload m0, 0(x28)
delay 32
li x28, 671744
delay 23
vadd.bf16 m10, m10, m24
vload m26, 3072(x2)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 534528
vload m1, 0(x28)
delay 32
li x28, 673792
delay 22
vadd.bf16 m10, m10, m24
vload m26, 3584(x2)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
li x2, 6144
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 542720
vload m2, 0(x28)
delay 32
li x28, 675840
delay 23
vadd.bf16 m10, m10, m24
vload m26, 0(x3)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 550912
vload m3, 0(x28)
delay 32
vload m0, 256(x28)
delay 23
vadd.bf16 m10, m10, m24
delay 7
vload m26, 512(x3)
delay 20
vmatpush.weight.mxu0 w1, m3
delay 10
vload m27, 544(x3)
delay 21
vmatpop.bf16.acc.mxu0 m24, acc1
delay 9
vload m29, 3968(x28)
delay 19
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 10
vload m1, 512(x28)
delay 51
vadd.bf16 m10, m10, m24
vload m26, 1024(x3)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 1056(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 4032(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 681984
delay 58
vadd.bf16 m10, m10, m24
vload m26, 1536(x3)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 575488
vload m2, 0(x28)
delay 32
vload m3, 256(x28)
delay 23
vadd.bf16 m10, m10, m24
delay 7
vload m26, 2048(x3)
delay 20
vmatpush.weight.mxu0 w0, m2
delay 10
vload m27, 2080(x3)
delay 21
vmatpop.bf16.acc.mxu0 m24, acc1
delay 9
vload m28, 3392(x28)
delay 19
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 63
vadd.bf16 m10, m10, m24
vload m26, 2560(x3)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m29, 3456(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m28, w0
delay 2
li x28, 398336
vload m0, 0(x28)
delay 32
li x28, 638976
delay 23
vadd.bf16 m10, m10, m24
vload m26, 3072(x3)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc1, m29, w1
delay 2
li x28, 406528
vload m1, 0(x28)
delay 32
li x28, 641024
delay 22
vadd.bf16 m10, m10, m24
vload m26, 3584(x3)
delay 28
vmatmul.mxu0 acc0, m28, w0
delay 2
vload m27, 3616(x3)
delay 32
li x3, 137216
vload m29, 0(x28)
delay 32
li x28, 414720
vload m2, 0(x28)
delay 18
vmatpop.bf16.acc.mxu0 m24, acc1
delay 12
li x28, 643072
vload m28, 0(x28)
delay 15
vmul.bf16 m24, m24, m26
vmatpush.weight.mxu0 w1, m1
delay 14
li x28, 422912
vload m3, 0(x28)
delay 12
vmatpush.weight.mxu0 w0, m2
delay 18
li x28, 645120
delay 10
vadd.bf16 m10, m10, m24
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vstore m10, 0(x1)
delay 27
vmul.bf16 m14, m24, m26
vmatmul.mxu1 acc1, m33, w1
delay 2
vstore m11, 32(x1)
delay 29
vmatpush.weight.mxu1 w1, m7
delay 1
li x1, 268288
delay 24
vload m26, 512(x2)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vload m27, 544(x2)
vmatmul.mxu1 acc1, m34, w0
delay 31
vmul.bf16 m24, m24, m26
vload m7, 1792(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m4, 2048(x29)
delay 29
vadd.bf16 m14, m14, m24
delay 1
vload m26, 1024(x2)
delay 32
vload m27, 1056(x2)
delay 27
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m35, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x2)
delay 32
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 2304(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m36, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x2)
delay 32
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 2560(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m37, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x2)
delay 32
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 2816(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m38, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x2)
delay 32
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 3072(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m39, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x2)
delay 32
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 3328(x29)
li x2, 710656
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m40, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 3584(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m41, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 512(x3)
delay 32
vload m27, 544(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 3840(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m42, w0
delay 2
li x29, 527360
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1024(x3)
delay 32
vload m27, 1056(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m43, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x3)
delay 32
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m44, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x3)
delay 32
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m45, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x3)
delay 32
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m46, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x3)
delay 32
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 1024(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m47, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x3)
delay 32
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 1280(x29)
li x3, 8192
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m48, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 1536(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m49, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 1792(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m50, w0
delay 2
li x29, 397312
delay 29
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m54, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x1)
vmatmul.mxu1 acc0, m32, w0
delay 31
vload m27, 3104(x1)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m24, acc1
vload m4, 1024(x29)
delay 29
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m55, w1
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 1280(x29)
li x1, 139264
delay 26
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m14, m14, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vstore m14, 0(x2)
delay 27
vmul.bf16 m12, m24, m26
vmatmul.mxu1 acc0, m33, w1
delay 2
vstore m15, 32(x2)
delay 29
vmatpush.weight.mxu1 w1, m7
delay 1
li x2, 270336
delay 25
vload m26, 512(x3)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m27, 544(x3)
vmatmul.mxu1 acc0, m34, w0
delay 31
vmul.bf16 m24, m24, m26
vload m7, 1792(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m4, 2048(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 1024(x3)
delay 32
vload m27, 1056(x3)
delay 27
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m35, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x3)
delay 32
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 2304(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m36, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x3)
delay 32
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 2560(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m37, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x3)
delay 32
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 2816(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m38, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x3)
delay 32
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 3072(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m39, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x3)
delay 32
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 3328(x29)
li x3, 712704
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m40, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 3584(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m41, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 3840(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m42, w0
delay 2
li x29, 528384
delay 29
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m43, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m44, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m45, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m46, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x1)
delay 32
vload m27, 3104(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 1024(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m47, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 1280(x29)
li x1, 10240
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m48, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 1536(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m49, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 512(x2)
delay 32
vload m27, 544(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 1792(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m50, w0
delay 2
li x29, 399360
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x2)
delay 32
vload m27, 1056(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x2)
delay 32
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x2)
delay 32
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x2)
delay 32
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m54, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x2)
vmatmul.mxu1 acc1, m32, w0
delay 31
vload m27, 3104(x2)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m24, acc0
vload m4, 1024(x29)
delay 29
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m55, w1
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x2)
delay 32
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
li x2, 141312
vload m5, 1280(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m12, m12, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vstore m12, 0(x3)
delay 27
vmatmul.mxu0 acc0, m29, w1
vmul.bf16 m8, m24, m26
delay 2
vstore m13, 32(x3)
delay 32
li x3, 272384
delay 25
vload m26, 512(x1)
delay 27
vmatpop.bf16.acc.mxu0 m24, acc0
delay 3
vload m27, 544(x1)
delay 25
vmatmul.mxu0 acc0, m28, w0
delay 5
vmul.bf16 m24, m24, m26
vload m29, 0(x28)
delay 32
li x28, 431104
vload m0, 0(x28)
delay 27
vadd.bf16 m8, m8, m24
delay 3
vload m26, 1024(x1)
li x28, 647168
delay 15
vmatpush.weight.mxu0 w1, m3
delay 14
vload m27, 1056(x1)
delay 14
vmatpush.weight.mxu0 w0, m0
delay 16
vload m28, 0(x28)
delay 12
vmatpop.bf16.acc.mxu0 m24, acc0
delay 18
li x28, 439296
vload m1, 0(x28)
delay 8
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 21
li x28, 649216
delay 39
vadd.bf16 m8, m8, m24
vload m26, 1536(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 447488
vload m2, 0(x28)
delay 32
li x28, 651264
delay 23
vadd.bf16 m8, m8, m24
vload m26, 2048(x1)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 455680
vload m3, 0(x28)
delay 32
li x28, 653312
delay 22
vadd.bf16 m8, m8, m24
vload m26, 2560(x1)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 463872
vload m0, 0(x28)
delay 32
li x28, 655360
delay 23
vadd.bf16 m8, m8, m24
vload m26, 3072(x1)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 472064
vload m1, 0(x28)
delay 32
li x28, 657408
delay 22
vadd.bf16 m8, m8, m24
vload m26, 3584(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
li x1, 714752
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 480256
vload m2, 0(x28)
delay 32
li x28, 659456
delay 23
vadd.bf16 m8, m8, m24
vload m26, 0(x2)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 488448
vload m3, 0(x28)
delay 32
li x28, 661504
delay 22
vadd.bf16 m8, m8, m24
vload m26, 512(x2)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 544(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 496640
vload m0, 0(x28)
delay 32
li x28, 663552
delay 23
vadd.bf16 m8, m8, m24
vload m26, 1024(x2)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 1056(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 504832
vload m1, 0(x28)
delay 32
li x28, 665600
delay 22
vadd.bf16 m8, m8, m24
vload m26, 1536(x2)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 513024
vload m2, 0(x28)
delay 32
li x28, 667648
delay 23
vadd.bf16 m8, m8, m24
vload m26, 2048(x2)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 521216
vload m3, 0(x28)
delay 32
li x28, 669696
delay 22
vadd.bf16 m8, m8, m24
vload m26, 2560(x2)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 529408
vload m0, 0(x28)
delay 32
li x28, 671744
delay 23
vadd.bf16 m8, m8, m24
vload m26, 3072(x2)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 2
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 2
li x28, 537600
vload m1, 0(x28)
delay 32
li x28, 673792
delay 22
vadd.bf16 m8, m8, m24
vload m26, 3584(x2)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
li x2, 12288
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 545792
vload m2, 0(x28)
delay 32
vload m3, 256(x28)
delay 23
vadd.bf16 m8, m8, m24
delay 7
vload m26, 0(x3)
delay 20
vmatpush.weight.mxu0 w0, m2
delay 10
vload m27, 32(x3)
delay 21
vmatpop.bf16.acc.mxu0 m24, acc0
delay 9
vload m28, 4064(x28)
delay 19
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 10
li x28, 677888
delay 50
vadd.bf16 m8, m8, m24
vload m26, 512(x3)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 544(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 0(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 2
li x28, 562176
vload m0, 0(x28)
delay 32
vload m1, 256(x28)
delay 23
vadd.bf16 m8, m8, m24
delay 7
vload m26, 1024(x3)
delay 20
vmatpush.weight.mxu0 w0, m0
delay 10
vload m27, 1056(x3)
delay 21
vmatpop.bf16.acc.mxu0 m24, acc0
delay 9
vload m28, 3680(x28)
delay 19
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 10
vload m2, 512(x28)
delay 32
vload m3, 768(x28)
delay 17
vadd.bf16 m8, m8, m24
delay 13
vload m26, 1536(x3)
delay 14
vmatpush.weight.mxu0 w1, m1
delay 16
vload m27, 1568(x3)
delay 15
vmatpop.bf16.acc.mxu0 m24, acc0
delay 15
vload m29, 3744(x28)
delay 13
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 63
vadd.bf16 m8, m8, m24
vload m26, 2048(x3)
delay 28
vmatpush.weight.mxu0 w0, m2
delay 2
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m28, 3808(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 63
vadd.bf16 m8, m8, m24
vload m26, 2560(x3)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
vload m29, 3872(x28)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m28, w0
delay 63
vadd.bf16 m8, m8, m24
vload m26, 3072(x3)
delay 32
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu0 acc0, m29, w1
delay 63
vadd.bf16 m8, m8, m24
vload m26, 3584(x3)
delay 32
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 1
li x3, 143360
delay 27
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m8, m8, m24
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vstore m8, 0(x1)
delay 27
vmul.bf16 m14, m24, m26
vmatmul.mxu1 acc1, m33, w1
delay 2
vstore m9, 32(x1)
delay 29
vmatpush.weight.mxu1 w1, m7
delay 1
li x1, 274432
delay 25
vload m26, 512(x2)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vload m27, 544(x2)
vmatmul.mxu1 acc1, m34, w0
delay 31
vmul.bf16 m24, m24, m26
vload m7, 1792(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m4, 2048(x29)
delay 29
vadd.bf16 m14, m14, m24
delay 1
vload m26, 1024(x2)
delay 32
vload m27, 1056(x2)
delay 27
vmatpop.bf16.acc.mxu1 m24, acc1
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m35, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x2)
delay 32
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 2304(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m36, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x2)
delay 32
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 2560(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m37, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x2)
delay 32
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 2816(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m38, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x2)
delay 32
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 3072(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m39, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x2)
delay 32
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 3328(x29)
li x2, 716800
delay 26
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m40, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 3584(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m41, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 512(x3)
delay 32
vload m27, 544(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 3840(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m42, w0
delay 2
li x29, 530432
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1024(x3)
delay 32
vload m27, 1056(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m43, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x3)
delay 32
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m44, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x3)
delay 32
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m45, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x3)
delay 32
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m46, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x3)
delay 32
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 1024(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m47, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x3)
delay 32
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 1280(x29)
li x3, 14336
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m48, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 1536(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m49, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 1792(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m50, w0
delay 2
li x29, 400384
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m14, m14, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m54, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3072(x1)
vmatmul.mxu1 acc0, m32, w0
delay 31
vload m27, 3104(x1)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m24, acc1
vload m4, 1024(x29)
delay 29
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc1, m55, w1
delay 0
vload m6, 1536(x29)
delay 31
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m14, m14, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc1
delay 1
vload m5, 1280(x29)
li x1, 145408
delay 25
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m14, m14, m24
vload m26, 0(x3)
delay 32
vload m27, 32(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vstore m14, 0(x2)
delay 27
vmul.bf16 m12, m24, m26
vmatmul.mxu1 acc0, m33, w1
delay 2
vstore m15, 32(x2)
delay 29
vmatpush.weight.mxu1 w1, m7
delay 1
li x2, 276480
delay 24
vload m26, 512(x3)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m27, 544(x3)
vmatmul.mxu1 acc0, m34, w0
delay 31
vmul.bf16 m24, m24, m26
vload m7, 1792(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m4, 2048(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 1024(x3)
delay 32
vload m27, 1056(x3)
delay 27
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m35, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x3)
delay 32
vload m27, 1568(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 2304(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m36, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x3)
delay 32
vload m27, 2080(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 2560(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m37, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x3)
delay 32
vload m27, 2592(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 2816(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m38, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x3)
delay 32
vload m27, 3104(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 3072(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m39, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x3)
delay 32
vload m27, 3616(x3)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 3328(x29)
li x3, 718848
delay 25
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m40, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 3584(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m41, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 3840(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m42, w0
delay 2
li x29, 531456
delay 28
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x1)
delay 32
vload m27, 1056(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 0(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m43, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 256(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m44, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x1)
delay 32
vload m27, 2080(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 512(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m45, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x1)
delay 32
vload m27, 2592(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 768(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m46, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3072(x1)
delay 32
vload m27, 3104(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m4, 1024(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m47, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 3584(x1)
delay 32
vload m27, 3616(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m5, 1280(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m48, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 0(x2)
delay 32
vload m27, 32(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m6, 1536(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m49, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 512(x2)
delay 32
vload m27, 544(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m7, 1792(x29)
delay 27
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m50, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1024(x2)
delay 32
vload m27, 1056(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m51, w1
delay 33
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
vload m26, 1536(x2)
delay 32
vload m27, 1568(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m52, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2048(x2)
delay 32
vload m27, 2080(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m53, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
vload m26, 2560(x2)
delay 32
vload m27, 2592(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m54, w0
delay 63
vadd.bf16 m12, m12, m24
vload m26, 3072(x2)
delay 32
vload m27, 3104(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
vmatmul.mxu1 acc0, m55, w1
delay 63
vadd.bf16 m12, m12, m24
vload m26, 3584(x2)
delay 32
vload m27, 3616(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m12, m12, m24
delay 64
vstore m12, 0(x3)
delay 32
vstore m13, 32(x3)
delay 32
dma.store.ch2 x12, x10, x13
beq x18, x0, t0_panels_end
nop
nop
jal x0, t0_panels
nop
nop
t0_panels_end:
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
