main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 7 K 3, panels of 7
li x22, 0
addi x21, x22, 0
li x16, 43008
li x14, 0
addi x15, x21, 0
dma.load.ch5 x14, x15, x16
vli.all m28, 0xc3e0
li x1, 0
li x5, 6144
li x8, 71680
li x4, 114688
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x29, 0
li x28, 2048
dma.config.ch1 x0
li x24, 86016
li x27, 86016
sub x26, x24, x27
li x27, 14336
add x21, x21, x27
addi x23, x24, 0
li x27, 28672
dma.config.ch2 x0
li x17, 1
li x7, -1
li x20, 0
li x9, 43008
li x10, 57344
li x25, 114688
li x18, 1
delay 34
vli.all m29, 0xc3e0
delay 63
vli.all m30, 0x43e0
delay 63
vli.all m31, 0x43e0
delay 63
vli.all m22, 0x3c00
delay 63
vli.all m23, 0x3c00
delay 63
vli.all m24, 0x0000
delay 63
vli.all m25, 0x0000
delay 63
vli.all m26, 0x3f80
delay 63
vli.all m27, 0x3f80
dma.wait.ch1
dma.config.ch1 x0
sub x11, x23, x27
li x27, 14336
dma.wait.ch2
dma.config.ch2 x0
sub x12, x23, x27
li x27, 14336
add x23, x23, x27
li x27, 28672
li x13, 14336
dma.wait.ch5
vload m32, 0(x1)
delay 32
vload m33, 32(x1)
delay 32
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vload m32, 64(x1)
delay 32
vload m33, 96(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m4, 0(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m5, m32, e0
delay 64
vload m32, 128(x1)
delay 32
vload m33, 160(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 64(x1)
delay 32
vload m0, 0(x28)
delay 29
vminimum.bf16 m32, m32, m30
delay 1
vmatpush.weight.mxu0 w0, m0
delay 61
vpack.bf16.fp8 m6, m32, e0
delay 64
vload m32, 192(x1)
delay 32
vload m33, 224(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m6, 128(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m7, m32, e0
delay 64
vload m32, 256(x1)
delay 32
vload m33, 288(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 192(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vload m32, 320(x1)
delay 32
vload m33, 352(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m4, 256(x1)
delay 32
vload m3, 192(x28)
delay 29
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m5, m32, e0
delay 64
vload m32, 384(x1)
delay 32
vload m33, 416(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 320(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vload m32, 448(x1)
delay 32
vload m33, 480(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m6, 384(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m7, m32, e0
delay 64
vload m32, 512(x1)
delay 32
vload m33, 544(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 448(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vload m32, 576(x1)
delay 32
vload m33, 608(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m4, 512(x1)
delay 32
vload m1, 448(x28)
delay 29
vminimum.bf16 m32, m32, m30
delay 1
vmatpush.weight.mxu0 w1, m1
delay 61
vpack.bf16.fp8 m5, m32, e0
delay 64
vload m32, 640(x1)
delay 32
vload m33, 672(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 576(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vload m32, 704(x1)
delay 32
vload m33, 736(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m6, 640(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m7, m32, e0
delay 64
vload m32, 768(x1)
delay 32
vload m33, 800(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 704(x1)
delay 32
vload m0, 640(x28)
delay 29
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vload m32, 832(x1)
delay 32
vload m33, 864(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m4, 768(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m5, m32, e0
delay 64
vload m32, 896(x1)
delay 32
vload m33, 928(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 832(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vload m32, 960(x1)
delay 32
vload m33, 992(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m6, 896(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m7, m32, e0
delay 64
vload m32, 1024(x1)
delay 32
vload m33, 1056(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 960(x1)
delay 32
vload m2, 896(x28)
delay 29
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vload m32, 1088(x1)
delay 32
vload m33, 1120(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m4, 1024(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m5, m32, e0
delay 64
vload m32, 1152(x1)
delay 32
vload m33, 1184(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 1088(x1)
delay 32
vload m5, 0(x29)
delay 29
vminimum.bf16 m32, m32, m30
delay 1
vmatpush.weight.mxu1 w0, m5
delay 30
vload m5, 576(x29)
delay 29
vpack.bf16.fp8 m6, m32, e0
delay 64
vload m32, 1216(x1)
delay 32
vload m33, 1248(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m6, 1152(x1)
delay 32
vload m6, 448(x29)
delay 29
vminimum.bf16 m32, m32, m30
delay 1
vmatpush.weight.mxu1 w1, m6
vload m1, 1088(x28)
delay 32
vload m6, 1024(x29)
delay 26
vpack.bf16.fp8 m7, m32, e0
delay 64
vload m32, 1280(x1)
delay 32
vload m33, 1312(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 1216(x1)
delay 32
vload m7, 896(x29)
delay 29
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vstore m4, 1280(x1)
delay 32
vload m4, 128(x29)
dma.wait.ch0
add x4, x4, x5
li x8, 77824
dma.load.ch0 x8, x4, x6
delay 28
vload m32, 2240(x1)
delay 32
vload m33, 2272(x1)
delay 32
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m40, m32, e0
delay 64
vload m32, 2304(x1)
delay 32
vload m33, 2336(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m40, 2240(x1)
delay 32
vmatmul.mxu1 acc0, m40, w0
vload m36, 2176(x28)
delay 28
vminimum.bf16 m32, m32, m30
delay 2
vmatpush.weight.mxu1 w0, m7
vmatmul.mxu0 acc0, m36, w0
delay 29
vload m7, 192(x29)
delay 28
vpack.bf16.fp8 m41, m32, e0
delay 33
vmatpush.weight.mxu0 w0, m2
delay 29
vload m32, 2368(x1)
delay 32
vload m33, 2400(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m41, 2304(x1)
delay 32
vmatmul.acc.mxu1 acc0, m41, w1
vload m37, 2240(x28)
delay 28
vminimum.bf16 m32, m32, m30
delay 2
vmatmul.acc.mxu0 acc0, m37, w1
vmatpush.weight.mxu1 w1, m5
delay 30
vload m5, 1088(x29)
delay 27
vpack.bf16.fp8 m42, m32, e0
delay 32
vload m37, 2176(x28)
vmatpush.weight.mxu0 w1, m0
delay 31
vstore m42, 2368(x1)
delay 32
vmatmul.acc.mxu1 acc0, m42, w0
vload m36, 2304(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m36, w0
delay 29
vadd.bf16 m16, m12, m22
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc1, m40, w0
vload m4, 640(x29)
delay 29
vmatpop.bf16.acc.mxu0 m8, acc0
vsub.bf16 m18, m24, m16
delay 0
vmatmul.acc.mxu1 acc1, m41, w1
vload m36, 2240(x28)
delay 26
vmatpush.weight.mxu0 w0, m3
delay 4
vmatpush.weight.mxu1 w0, m6
delay 24
vmatmul.mxu0 acc1, m37, w0
delay 1
vexp.bf16 m20, m18
delay 1
vmatmul.acc.mxu1 acc1, m42, w0
vload m6, 320(x29)
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 26
vadd.bf16 m18, m20, m26
delay 2
vmatpush.weight.mxu1 w0, m7
delay 21
vmatmul.acc.mxu0 acc1, m36, w1
vload m37, 2304(x28)
delay 6
vmatmul.mxu1 acc0, m40, w0
delay 24
vload m7, 768(x29)
li x28, 0
delay 1
vrecip.bf16 m20, m18
delay 3
vmatpush.weight.mxu1 w1, m4
delay 23
vload m2, 0(x28)
delay 5
vmatmul.acc.mxu1 acc0, m41, w1
delay 18
vmatpush.weight.mxu0 w0, m1
delay 5
vload m4, 1216(x29)
delay 0
vmul.bf16 m18, m16, m20
delay 4
vmatpush.weight.mxu1 w0, m5
delay 15
vmatmul.acc.mxu0 acc1, m37, w0
delay 7
vload m3, 448(x28)
delay 4
vmatmul.acc.mxu1 acc0, m42, w0
delay 26
vadd.bf16 m16, m8, m22
vload m5, 384(x29)
delay 4
vmatpop.bf16.acc.mxu1 m12, acc0
delay 26
vload m0, 896(x28)
delay 2
vmatpush.weight.mxu1 w0, m6
delay 12
vmatpop.bf16.acc.mxu0 m10, acc1
delay 14
vload m1, 192(x28)
delay 0
vmatmul.mxu1 acc1, m40, w0
delay 12
vmatpush.weight.mxu0 w0, m2
delay 16
vload m6, 832(x29)
delay 1
vmatpush.weight.mxu1 w1, m7
delay 9
vmatpush.weight.mxu0 w1, m3
delay 18
vload m2, 640(x28)
vmatmul.acc.mxu1 acc1, m41, w1
delay 31
vload m7, 1280(x29)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m42, w0
vload m4, 64(x29)
delay 32
vmatpush.weight.mxu1 w0, m5
vload m3, 1088(x28)
delay 29
vmatmul.mxu1 acc0, m40, w0
delay 1
vload m5, 512(x29)
delay 30
vmatpush.weight.mxu1 w1, m6
delay 30
vmatmul.acc.mxu1 acc0, m41, w1
vload m6, 960(x29)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m42, w0
vload m7, 128(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatpush.weight.mxu1 w1, m5
vload m4, 576(x29)
delay 32
vload m5, 1024(x29)
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 27
vstore m18, 1344(x1)
delay 32
vstore m19, 1376(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m14, m22
vstore m18, 1408(x1)
delay 32
vstore m19, 1440(x1)
delay 29
vmatpop.bf16.acc.mxu1 m14, acc1
delay 1
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m12, m22
vstore m18, 1472(x1)
delay 32
vstore m19, 1504(x1)
delay 29
vmatpop.bf16.acc.mxu1 m12, acc0
delay 1
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m10, m22
vstore m18, 1536(x1)
delay 32
vstore m19, 1568(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m14, m22
vstore m18, 1600(x1)
delay 32
vstore m19, 1632(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m12, m22
vstore m18, 1664(x1)
delay 32
vstore m19, 1696(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vstore m18, 1728(x1)
delay 32
vstore m19, 1760(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m32, 2432(x1)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 28672
xori x6, x6, -1
li x8, 71680
and x6, x6, x5
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 22
vload m33, 2464(x1)
delay 32
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m40, m32, e0
delay 64
vload m32, 2496(x1)
delay 32
vload m33, 2528(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m40, 2432(x1)
delay 32
vload m36, 2432(x28)
vmatmul.mxu1 acc1, m40, w0
delay 28
vminimum.bf16 m32, m32, m30
delay 1
vmatmul.mxu0 acc0, m36, w0
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m6, 256(x29)
delay 27
vpack.bf16.fp8 m41, m32, e0
delay 31
vmatpush.weight.mxu0 w0, m0
delay 30
vload m0, 320(x28)
delay 32
vload m32, 2560(x1)
delay 32
vload m33, 2592(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m41, 2496(x1)
delay 32
vload m37, 2496(x28)
vmatmul.acc.mxu1 acc1, m41, w1
delay 28
vminimum.bf16 m32, m32, m30
delay 1
vmatmul.acc.mxu0 acc0, m37, w1
delay 0
vmatpush.weight.mxu1 w1, m4
delay 30
vload m4, 1152(x29)
delay 27
vpack.bf16.fp8 m42, m32, e0
delay 31
vload m37, 2432(x28)
vmatpush.weight.mxu0 w1, m2
delay 31
vstore m42, 2560(x1)
delay 32
vload m36, 2560(x28)
vmatmul.acc.mxu1 acc1, m42, w0
delay 31
vmatmul.acc.mxu0 acc0, m36, w0
vload m2, 1216(x28)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc0, m40, w0
vload m7, 704(x29)
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
delay 3
vmatmul.acc.mxu1 acc0, m41, w1
vload m36, 2496(x28)
delay 24
vadd.bf16 m16, m8, m22
vmatpush.weight.mxu0 w0, m1
delay 5
vmatpush.weight.mxu1 w0, m5
delay 23
vmatmul.mxu0 acc1, m37, w0
vload m1, 768(x28)
delay 4
vmatmul.acc.mxu1 acc0, m42, w0
delay 24
vsub.bf16 m18, m24, m16
delay 0
vload m5, 384(x29)
delay 5
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 20
vmatmul.acc.mxu0 acc1, m36, w1
vload m37, 2560(x28)
delay 0
vexp.bf16 m20, m18
delay 5
vmatmul.mxu1 acc1, m40, w0
delay 23
vload m6, 832(x29)
delay 8
vmatpush.weight.mxu1 w1, m7
delay 22
vadd.bf16 m18, m20, m26
delay 6
vmatmul.acc.mxu1 acc1, m41, w1
vload m7, 1280(x29)
delay 16
vmatpush.weight.mxu0 w0, m3
delay 14
vmatpush.weight.mxu1 w0, m4
vload m36, 2432(x28)
delay 13
vmatmul.acc.mxu0 acc1, m37, w0
delay 5
vrecip.bf16 m20, m18
delay 7
vmatmul.acc.mxu1 acc1, m42, w0
delay 33
vmatpush.weight.mxu1 w0, m5
delay 20
vmul.bf16 m18, m16, m20
delay 8
vmatmul.mxu1 acc0, m40, w0
delay 11
vmatpop.bf16.acc.mxu0 m10, acc1
vload m37, 2496(x28)
delay 19
vmatpush.weight.mxu1 w1, m6
delay 8
vmatpush.weight.mxu0 w0, m0
delay 9
vadd.bf16 m16, m14, m22
delay 9
vmatmul.acc.mxu1 acc0, m41, w1
delay 8
vmatmul.mxu0 acc0, m36, w0
delay 23
vmatpush.weight.mxu1 w0, m7
delay 30
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmatmul.acc.mxu1 acc0, m42, w0
delay 5
vmatpush.weight.mxu0 w1, m1
vload m36, 2560(x28)
delay 29
vmatmul.acc.mxu0 acc0, m37, w1
delay 94
vmatpush.weight.mxu0 w0, m2
delay 30
vmatmul.acc.mxu0 acc0, m36, w0
delay 94
vmatpop.bf16.acc.mxu0 m8, acc0
dma.wait.ch2
vstore m18, 1792(x1)
add x12, x12, x27
delay 31
vstore m19, 1824(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m12, m22
vstore m18, 1856(x1)
delay 32
vstore m19, 1888(x1)
delay 29
vmatpop.bf16.acc.mxu1 m12, acc0
delay 1
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m10, m22
vstore m18, 1920(x1)
delay 32
vstore m19, 1952(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m14, m22
vstore m18, 1984(x1)
delay 32
vstore m19, 2016(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m8, m22
vstore m18, 2048(x1)
delay 32
vstore m19, 2080(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m12, m22
vstore m18, 2112(x1)
delay 32
vstore m19, 2144(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vstore m18, 2176(x1)
delay 32
vstore m19, 2208(x1)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
t1_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 3 K 7, panels of 3
li x22, 43008
addi x21, x22, 0
li x16, 43008
li x14, 0
addi x15, x21, 0
dma.load.ch5 x14, x15, x16
li x5, 14336
li x8, 43008
li x4, 86016
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m24, 0xc3e0
li x1, 0
li x24, 126976
li x27, 126976
dma.config.ch1 x0
sub x26, x24, x27
li x27, 6144
add x21, x21, x27
addi x23, x24, 0
li x27, 12288
dma.config.ch2 x0
li x28, 2048
li x29, 0
li x17, 1
li x7, -1
li x20, 0
li x9, 71680
li x10, 77824
li x25, 86016
li x18, 1
delay 41
vli.all m25, 0xc3e0
delay 63
vli.all m26, 0x43e0
delay 63
vli.all m27, 0x43e0
delay 63
vli.all m22, 0xbc80
delay 63
vli.all m23, 0xbc80
dma.wait.ch1
sub x11, x23, x27
li x27, 6144
dma.config.ch1 x0
dma.wait.ch2
sub x12, x23, x27
li x27, 6144
add x23, x23, x27
li x27, 12288
dma.config.ch2 x0
li x13, 6144
dma.wait.ch5
vload m28, 0(x1)
li x14, 83968
li x16, 6144
addi x15, x11, 0
dma.load.ch3 x14, x15, x16
delay 26
vload m29, 32(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vload m28, 64(x1)
delay 32
vload m29, 96(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m4, 0(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m5, m28, e0
delay 64
vload m28, 128(x1)
delay 32
vload m29, 160(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 64(x1)
delay 32
vload m0, 0(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 1
vmatpush.weight.mxu0 w0, m0
delay 61
vpack.bf16.fp8 m6, m28, e0
delay 64
vload m28, 192(x1)
delay 32
vload m29, 224(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m6, 128(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m7, m28, e0
delay 64
vload m28, 256(x1)
delay 32
vload m29, 288(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 192(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vload m28, 320(x1)
delay 32
vload m29, 352(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m4, 256(x1)
delay 32
vload m1, 192(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 1
vmatpush.weight.mxu0 w1, m1
delay 61
vpack.bf16.fp8 m5, m28, e0
delay 64
vload m28, 384(x1)
delay 32
vload m29, 416(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 320(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vload m28, 448(x1)
delay 32
vload m29, 480(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m6, 384(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m7, m28, e0
delay 64
vload m28, 512(x1)
delay 32
vload m29, 544(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 448(x1)
delay 32
vload m2, 384(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vload m28, 576(x1)
delay 32
vload m29, 608(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m4, 512(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m5, m28, e0
delay 64
vload m28, 640(x1)
delay 32
vload m29, 672(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 576(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vload m28, 704(x1)
delay 32
vload m29, 736(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m6, 640(x1)
delay 32
vload m3, 576(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m7, m28, e0
delay 64
vload m28, 768(x1)
delay 32
vload m29, 800(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 704(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vload m28, 832(x1)
delay 32
vload m29, 864(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m4, 768(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m5, m28, e0
delay 64
vload m28, 896(x1)
delay 32
vload m29, 928(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 832(x1)
delay 32
vload m0, 768(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vload m28, 960(x1)
delay 32
vload m29, 992(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m6, 896(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m7, m28, e0
delay 64
vload m28, 1024(x1)
delay 32
vload m29, 1056(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 960(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vload m28, 1088(x1)
delay 32
vload m29, 1120(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m4, 1024(x1)
delay 32
vload m1, 960(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m5, m28, e0
delay 64
vload m28, 1152(x1)
delay 32
vload m29, 1184(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 1088(x1)
delay 32
vload m5, 0(x29)
delay 29
vminimum.bf16 m28, m28, m26
delay 1
vmatpush.weight.mxu1 w0, m5
delay 30
vload m5, 768(x29)
delay 29
vpack.bf16.fp8 m6, m28, e0
delay 64
vload m28, 1216(x1)
delay 32
vload m29, 1248(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m6, 1152(x1)
delay 32
vload m6, 192(x29)
delay 29
vminimum.bf16 m28, m28, m26
delay 1
vmatpush.weight.mxu1 w1, m6
delay 30
vload m6, 960(x29)
delay 29
vpack.bf16.fp8 m7, m28, e0
delay 64
vload m28, 1280(x1)
delay 32
vload m29, 1312(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 1216(x1)
delay 32
vload m7, 384(x29)
delay 29
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vstore m4, 1280(x1)
delay 32
vload m4, 576(x29)
dma.wait.ch0
add x4, x4, x5
li x8, 57344
dma.load.ch0 x8, x4, x6
delay 28
vload m28, 1344(x1)
delay 32
vload m29, 1376(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m36, m28, e0
delay 64
vload m28, 1408(x1)
delay 32
vload m29, 1440(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m36, 1344(x1)
delay 32
vload m32, 1280(x28)
vmatmul.mxu1 acc0, m36, w0
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.mxu0 acc0, m32, w0
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vload m7, 1152(x29)
delay 27
vpack.bf16.fp8 m37, m28, e0
delay 31
vmatpush.weight.mxu0 w0, m2
delay 30
vload m2, 1152(x28)
delay 32
vload m28, 1472(x1)
delay 32
vload m29, 1504(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m37, 1408(x1)
delay 32
vload m33, 1344(x28)
vmatmul.acc.mxu1 acc0, m37, w1
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc0, m33, w1
delay 0
vmatpush.weight.mxu1 w1, m4
delay 30
vload m4, 128(x29)
delay 27
vpack.bf16.fp8 m38, m28, e0
delay 31
vmatpush.weight.mxu0 w1, m3
delay 30
vload m3, 0(x28)
delay 32
vload m28, 1536(x1)
delay 32
vload m29, 1568(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m38, 1472(x1)
delay 32
vload m32, 1408(x28)
vmatmul.acc.mxu1 acc0, m38, w0
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc0, m32, w0
delay 0
vmatpush.weight.mxu1 w0, m5
delay 30
vload m5, 320(x29)
delay 27
vpack.bf16.fp8 m39, m28, e0
delay 31
vmatpush.weight.mxu0 w0, m0
delay 30
vload m0, 192(x28)
delay 32
vload m28, 1600(x1)
delay 32
vload m29, 1632(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m39, 1536(x1)
delay 32
vload m33, 1472(x28)
vmatmul.acc.mxu1 acc0, m39, w1
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc0, m33, w1
delay 0
vmatpush.weight.mxu1 w1, m6
delay 30
vload m6, 512(x29)
delay 27
vpack.bf16.fp8 m40, m28, e0
delay 31
vmatpush.weight.mxu0 w1, m1
delay 30
vload m1, 384(x28)
delay 32
vload m28, 1664(x1)
delay 32
vload m29, 1696(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m40, 1600(x1)
delay 32
vload m32, 1536(x28)
vmatmul.acc.mxu1 acc0, m40, w0
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc0, m32, w0
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vload m7, 704(x29)
delay 27
vpack.bf16.fp8 m41, m28, e0
delay 31
vmatpush.weight.mxu0 w0, m2
delay 30
vload m2, 576(x28)
delay 32
vload m28, 1728(x1)
delay 32
vload m29, 1760(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m41, 1664(x1)
delay 32
vmatmul.acc.mxu1 acc0, m41, w1
vload m33, 1600(x28)
delay 28
vminimum.bf16 m28, m28, m26
delay 2
vmatpush.weight.mxu1 w1, m5
vmatmul.acc.mxu0 acc0, m33, w1
delay 29
vload m5, 1088(x29)
delay 28
vpack.bf16.fp8 m42, m28, e0
delay 33
vmatpush.weight.mxu0 w1, m0
delay 29
vstore m42, 1728(x1)
delay 32
vmatmul.acc.mxu1 acc0, m42, w0
vload m32, 1664(x28)
delay 32
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m32, w0
vload m0, 960(x28)
delay 28
vmatmul.mxu1 acc1, m36, w0
delay 2
vload m4, 896(x29)
delay 29
vmatmul.acc.mxu1 acc1, m37, w1
delay 28
vmatpush.weight.mxu0 w0, m3
delay 3
vmatpush.weight.mxu1 w0, m6
delay 25
vmatpop.bf16.acc.mxu0 m8, acc0
vload m3, 768(x28)
delay 2
vmatmul.acc.mxu1 acc1, m38, w0
delay 28
vload m6, 1280(x29)
delay 3
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m39, w1
vload m7, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m40, w0
vload m4, 192(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m41, w1
vload m5, 384(x29)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vadd.bf16 m16, m12, m22
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m42, w0
vload m6, 576(x29)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatpush.weight.mxu1 w1, m4
vload m7, 768(x29)
delay 29
vmatpop.bf16.acc.mxu1 m14, acc1
delay 1
vload m4, 960(x29)
dma.wait.ch3
li x16, 6144
addi x15, x12, 0
li x14, 90112
dma.load.ch3 x14, x15, x16
delay 26
vload m18, 2624(x1)
delay 32
vload m19, 2656(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vadd.bf16 m16, m8, m22
vload m18, 2688(x1)
delay 32
vload m19, 2720(x1)
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 27
vstore m20, 2240(x1)
delay 32
vstore m21, 2272(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vadd.bf16 m16, m14, m22
vstore m20, 2304(x1)
delay 32
vstore m21, 2336(x1)
delay 32
vload m18, 2752(x1)
delay 32
vload m19, 2784(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vstore m20, 2368(x1)
delay 32
vstore m21, 2400(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m28, 1792(x1)
and x6, x27, x7
and x27, x27, x20
xori x6, x6, -1
sub x4, x4, x27
li x8, 43008
and x6, x6, x5
add x4, x4, x5
dma.load.ch0 x8, x4, x6
li x27, 12288
delay 22
vload m29, 1824(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m36, m28, e0
delay 64
vload m28, 1856(x1)
delay 32
vload m29, 1888(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m36, 1792(x1)
delay 32
vload m33, 1728(x28)
vmatmul.mxu1 acc0, m36, w0
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.mxu0 acc1, m33, w0
delay 0
vmatpush.weight.mxu1 w0, m5
delay 30
vload m5, 1152(x29)
delay 27
vpack.bf16.fp8 m37, m28, e0
delay 31
vmatpush.weight.mxu0 w0, m1
delay 30
vload m1, 1152(x28)
delay 32
vload m28, 1920(x1)
delay 32
vload m29, 1952(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m37, 1856(x1)
delay 32
vload m32, 1792(x28)
vmatmul.acc.mxu1 acc0, m37, w1
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc1, m32, w1
delay 0
vmatpush.weight.mxu1 w1, m6
delay 30
vload m6, 128(x29)
delay 27
vpack.bf16.fp8 m38, m28, e0
delay 31
vmatpush.weight.mxu0 w1, m2
delay 31
vload m28, 1984(x1)
delay 32
vload m29, 2016(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m38, 1920(x1)
delay 32
vload m33, 1856(x28)
vmatmul.acc.mxu1 acc0, m38, w0
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc1, m33, w0
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vload m7, 320(x29)
delay 27
vpack.bf16.fp8 m39, m28, e0
delay 31
vmatpush.weight.mxu0 w0, m3
delay 31
vload m28, 2048(x1)
delay 32
vload m29, 2080(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m39, 1984(x1)
delay 32
vload m32, 1920(x28)
vmatmul.acc.mxu1 acc0, m39, w1
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc1, m32, w1
delay 0
vmatpush.weight.mxu1 w1, m4
delay 30
vload m4, 512(x29)
delay 27
vpack.bf16.fp8 m40, m28, e0
delay 31
vmatpush.weight.mxu0 w1, m0
delay 31
vload m28, 2112(x1)
delay 32
vload m29, 2144(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m40, 2048(x1)
delay 32
vload m33, 1984(x28)
vmatmul.acc.mxu1 acc0, m40, w0
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc1, m33, w0
delay 0
vmatpush.weight.mxu1 w0, m5
delay 30
vload m5, 704(x29)
delay 27
vpack.bf16.fp8 m41, m28, e0
delay 31
vmatpush.weight.mxu0 w0, m1
delay 31
vload m28, 2176(x1)
delay 32
vload m29, 2208(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m41, 2112(x1)
delay 32
vload m32, 2048(x28)
vmatmul.acc.mxu1 acc0, m41, w1
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc1, m32, w1
delay 0
vmatpush.weight.mxu1 w1, m7
delay 30
vload m7, 1088(x29)
delay 27
vpack.bf16.fp8 m42, m28, e0
delay 64
vstore m42, 2176(x1)
delay 32
vmatmul.acc.mxu1 acc0, m42, w0
vload m33, 2112(x28)
delay 32
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc1, m33, w0
delay 29
vmatpop.bf16.acc.mxu1 m12, acc0
vload m6, 896(x29)
delay 29
vmatmul.mxu1 acc1, m36, w0
vadd.bf16 m16, m12, m22
delay 30
vmatpop.bf16.acc.mxu0 m10, acc1
delay 0
vmatmul.acc.mxu1 acc1, m37, w1
delay 33
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m38, w0
vload m4, 1280(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m39, w1
delay 33
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m40, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m41, w1
delay 33
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m42, w0
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
dma.wait.ch3
vload m18, 2816(x1)
delay 32
vload m19, 2848(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vadd.bf16 m16, m10, m22
vload m18, 2880(x1)
delay 32
vload m19, 2912(x1)
dma.wait.ch2
add x12, x12, x27
delay 30
vstore m20, 2432(x1)
delay 32
vstore m21, 2464(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vadd.bf16 m16, m14, m22
vstore m20, 2496(x1)
delay 32
vstore m21, 2528(x1)
delay 32
vload m18, 2944(x1)
delay 32
vload m19, 2976(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vstore m20, 2560(x1)
delay 32
vstore m21, 2592(x1)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
