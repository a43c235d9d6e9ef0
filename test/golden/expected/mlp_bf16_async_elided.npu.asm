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
seli e27, 16
li x5, 6144
li x8, 71680
li x4, 114688
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x28, 2048
li x29, 0
dma.config.ch1 x0
li x27, 0
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
delay 32
vli.all m29, 0xc3e0
delay 63
vli.all m30, 0x43e0
delay 63
vli.all m31, 0x43e0
delay 63
vli.all m36, 0x3d80
delay 63
vli.all m37, 0x3d80
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
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 0(x1)
delay 63
vload m32, 64(x1)
vpack.bf16.fp8 m5, m34, e27
delay 31
vload m33, 96(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 32(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vunpack.fp8.bf16 m34, m6, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m6, 64(x1)
delay 32
vload m0, 0(x28)
delay 29
vpack.bf16.fp8 m7, m34, e27
delay 1
vload m32, 128(x1)
vmatpush.weight.mxu0 w0, m0
delay 31
vload m33, 160(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 96(x1)
delay 32
vload m1, 32(x28)
delay 29
vminimum.bf16 m32, m32, m30
delay 1
vmatpush.weight.mxu0 w1, m1
delay 61
vpack.bf16.fp8 m4, m32, e0
delay 64
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 128(x1)
delay 63
vload m32, 192(x1)
vpack.bf16.fp8 m5, m34, e27
delay 31
vload m33, 224(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 160(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vunpack.fp8.bf16 m34, m6, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m6, 192(x1)
delay 63
vload m32, 256(x1)
vpack.bf16.fp8 m7, m34, e27
delay 31
vload m33, 288(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 224(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 256(x1)
delay 63
vload m32, 320(x1)
vpack.bf16.fp8 m5, m34, e27
delay 31
vload m33, 352(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 288(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vunpack.fp8.bf16 m34, m6, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m6, 320(x1)
delay 63
vload m32, 384(x1)
vpack.bf16.fp8 m7, m34, e27
delay 31
vload m33, 416(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 352(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 384(x1)
delay 63
vload m32, 448(x1)
vpack.bf16.fp8 m5, m34, e27
delay 31
vload m33, 480(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 416(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vunpack.fp8.bf16 m34, m6, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m6, 448(x1)
delay 63
vload m32, 512(x1)
vpack.bf16.fp8 m7, m34, e27
delay 31
vload m33, 544(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 480(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 512(x1)
delay 32
vload m2, 448(x28)
delay 29
vpack.bf16.fp8 m5, m34, e27
delay 1
vload m32, 576(x1)
delay 32
vload m33, 608(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 544(x1)
delay 32
vload m3, 480(x28)
delay 29
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vunpack.fp8.bf16 m34, m6, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m6, 576(x1)
delay 63
vload m32, 640(x1)
vpack.bf16.fp8 m7, m34, e27
delay 31
vload m33, 672(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 608(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 640(x1)
delay 63
vload m32, 704(x1)
vpack.bf16.fp8 m5, m34, e27
delay 31
vload m33, 736(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 672(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vunpack.fp8.bf16 m34, m6, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m6, 704(x1)
delay 63
vload m32, 768(x1)
vpack.bf16.fp8 m7, m34, e27
delay 31
vload m33, 800(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 736(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 768(x1)
delay 63
vload m32, 832(x1)
vpack.bf16.fp8 m5, m34, e27
delay 31
vload m33, 864(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 800(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vunpack.fp8.bf16 m34, m6, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m6, 832(x1)
delay 63
vload m32, 896(x1)
vpack.bf16.fp8 m7, m34, e27
delay 31
vload m33, 928(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 864(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 896(x1)
delay 63
vload m32, 960(x1)
vpack.bf16.fp8 m5, m34, e27
delay 31
vload m33, 992(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 928(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vunpack.fp8.bf16 m34, m6, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m6, 960(x1)
delay 32
vload m0, 896(x28)
delay 29
vpack.bf16.fp8 m7, m34, e27
delay 1
vload m32, 1024(x1)
delay 32
vload m33, 1056(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 992(x1)
delay 32
vload m1, 928(x28)
delay 29
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 1024(x1)
delay 63
vload m32, 1088(x1)
vpack.bf16.fp8 m5, m34, e27
delay 31
vload m33, 1120(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 1056(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vunpack.fp8.bf16 m34, m6, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m6, 1088(x1)
delay 63
vload m32, 1152(x1)
vpack.bf16.fp8 m7, m34, e27
delay 31
vload m33, 1184(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 1120(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 1152(x1)
delay 63
vload m32, 1216(x1)
vpack.bf16.fp8 m5, m34, e27
delay 31
vload m33, 1248(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m5, 1184(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m6, m32, e0
delay 64
vunpack.fp8.bf16 m34, m6, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m6, 1216(x1)
delay 32
vload m6, 0(x29)
delay 29
vpack.bf16.fp8 m7, m34, e27
delay 1
vload m32, 1280(x1)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m33, 1312(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m7, 1248(x1)
delay 32
vload m7, 32(x29)
delay 29
vminimum.bf16 m32, m32, m30
delay 1
vmatpush.weight.mxu1 w1, m7
vload m6, 896(x29)
delay 32
vload m7, 928(x29)
delay 26
vpack.bf16.fp8 m4, m32, e0
delay 64
vunpack.fp8.bf16 m34, m4, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m4, 1280(x1)
delay 32
vload m4, 448(x29)
delay 29
vpack.bf16.fp8 m5, m34, e27
delay 64
vstore m5, 1312(x1)
delay 32
vload m5, 480(x29)
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
vpack.bf16.fp8 m46, m32, e0
delay 64
vunpack.fp8.bf16 m34, m46, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m46, 2240(x1)
delay 32
vload m38, 2176(x28)
vmatmul.mxu1 acc0, m46, w0
delay 28
vpack.bf16.fp8 m47, m34, e27
delay 1
vload m32, 2304(x1)
vmatmul.mxu0 acc0, m38, w0
delay 31
vload m33, 2336(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m47, 2272(x1)
delay 32
vload m39, 2208(x28)
vmatmul.mxu1 acc1, m47, w0
delay 28
vminimum.bf16 m32, m32, m30
delay 1
vmatmul.mxu0 acc1, m39, w0
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m46, w1
vload m4, 128(x29)
delay 26
vpack.bf16.fp8 m48, m32, e0
delay 4
vmatpush.weight.mxu1 w1, m5
delay 25
vmatpush.weight.mxu0 w0, m2
delay 3
vload m5, 160(x29)
delay 25
vmatmul.acc.mxu0 acc1, m38, w1
vunpack.fp8.bf16 m34, m48, e0
delay 4
vload m2, 192(x28)
delay 58
vsub.bf16 m34, m32, m34
vstore m48, 2304(x1)
delay 26
vmatpush.weight.mxu0 w1, m3
delay 4
vmatmul.acc.mxu1 acc0, m48, w0
vload m40, 2240(x28)
delay 28
vpack.bf16.fp8 m49, m34, e27
delay 2
vload m32, 2368(x1)
vmatmul.acc.mxu0 acc0, m40, w0
delay 31
vload m33, 2400(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m49, 2336(x1)
delay 32
vmatmul.acc.mxu1 acc1, m49, w0
vload m41, 2272(x28)
delay 28
vminimum.bf16 m32, m32, m30
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc1, m41, w0
vload m3, 224(x28)
delay 28
vmatmul.acc.mxu1 acc1, m48, w1
delay 2
vload m6, 576(x29)
delay 24
vpack.bf16.fp8 m50, m32, e0
delay 3
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpush.weight.mxu0 w0, m0
vload m41, 2208(x28)
delay 28
vunpack.fp8.bf16 m34, m50, e0
vmatmul.acc.mxu0 acc1, m40, w1
delay 1
vload m7, 608(x29)
delay 32
vload m0, 640(x28)
delay 26
vsub.bf16 m34, m32, m34
delay 4
vstore m50, 2368(x1)
delay 23
vmatpush.weight.mxu0 w1, m1
delay 7
vmatmul.acc.mxu1 acc0, m50, w0
vload m38, 2304(x28)
delay 23
vpack.bf16.fp8 m51, m34, e27
delay 7
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m38, w0
vload m40, 2176(x28)
delay 32
vload m1, 672(x28)
delay 32
vstore m51, 2400(x1)
delay 25
vmatpop.bf16.acc.mxu0 m8, acc0
delay 5
vmatmul.acc.mxu1 acc1, m51, w0
vload m39, 2336(x28)
delay 32
vmatmul.acc.mxu1 acc1, m50, w1
vmatmul.acc.mxu0 acc1, m39, w0
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m36
vmatpush.weight.mxu1 w0, m4
delay 27
vmatmul.acc.mxu0 acc1, m38, w1
vload m39, 2272(x28)
delay 0
vmatmul.mxu1 acc0, m46, w0
delay 30
vload m4, 1024(x29)
vadd.bf16 m12, m12, m14
delay 0
vmatmul.mxu1 acc1, m47, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 21
vmatpop.bf16.acc.mxu0 m10, acc1
vload m38, 2240(x28)
delay 3
vadd.bf16 m16, m12, m22
delay 1
vmatpush.weight.mxu1 w0, m6
delay 21
vmatpush.weight.mxu0 w0, m2
delay 1
vload m5, 1056(x29)
delay 4
vmatmul.acc.mxu1 acc1, m46, w1
delay 21
vmatmul.mxu0 acc0, m40, w0
delay 3
vload m6, 192(x29)
delay 1
vsub.bf16 m18, m24, m16
delay 2
vmatmul.acc.mxu1 acc0, m48, w0
delay 25
vload m2, 1088(x28)
delay 6
vmatmul.acc.mxu1 acc1, m49, w0
delay 25
vexp.bf16 m20, m18
delay 6
vmatpush.weight.mxu1 w1, m7
delay 12
vmatmul.mxu0 acc1, m41, w0
delay 16
vmatpush.weight.mxu1 w0, m4
vload m7, 224(x29)
delay 23
vadd.bf16 m18, m20, m26
delay 4
vmatmul.acc.mxu1 acc1, m48, w1
delay 1
vload m4, 640(x29)
delay 30
vmatmul.acc.mxu1 acc0, m50, w0
delay 9
vmatpush.weight.mxu0 w1, m3
vload m41, 2336(x28)
delay 11
vrecip.bf16 m20, m18
delay 8
vmatmul.acc.mxu1 acc1, m51, w0
delay 6
vmatpush.weight.mxu0 w0, m0
delay 1
vload m3, 1120(x28)
delay 22
vmatpush.weight.mxu1 w1, m5
delay 3
vmatmul.acc.mxu0 acc1, m40, w1
delay 14
vmul.bf16 m10, m10, m36
delay 9
vmatmul.acc.mxu1 acc1, m50, w1
vload m5, 672(x29)
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 18
vmul.bf16 m18, m16, m20
delay 10
vmatpop.bf16.acc.mxu1 m12, acc0
delay 0
vmatmul.acc.mxu0 acc0, m38, w0
vload m40, 2304(x28)
delay 27
vmatpush.weight.mxu1 w0, m6
delay 3
li x28, 0
vload m0, 0(x28)
delay 14
vadd.bf16 m8, m8, m10
delay 8
vmatmul.mxu1 acc0, m46, w0
delay 6
vload m6, 1088(x29)
delay 24
vmatmul.acc.mxu0 acc1, m39, w0
vmatmul.mxu1 acc1, m47, w0
delay 19
vadd.bf16 m16, m8, m22
delay 12
vmatpush.weight.mxu1 w1, m7
delay 30
vmatpush.weight.mxu1 w0, m4
vload m7, 1120(x29)
delay 17
vmul.bf16 m14, m14, m36
delay 6
vmatpush.weight.mxu0 w1, m1
delay 2
vmatmul.acc.mxu1 acc1, m46, w1
delay 1
vload m4, 320(x29)
delay 23
vmatpush.weight.mxu0 w0, m2
delay 5
vmatmul.acc.mxu1 acc0, m48, w0
delay 0
vload m1, 32(x28)
delay 15
vadd.bf16 m12, m12, m14
delay 4
vmatmul.acc.mxu0 acc1, m38, w1
delay 8
vmatmul.acc.mxu1 acc1, m49, w0
vload m2, 448(x28)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatpush.weight.mxu1 w0, m6
vload m5, 352(x29)
delay 16
vmatmul.acc.mxu0 acc0, m40, w0
delay 11
vmatmul.acc.mxu1 acc1, m48, w1
delay 1
vload m6, 768(x29)
delay 30
vmatmul.acc.mxu1 acc0, m50, w0
delay 33
vmatmul.acc.mxu1 acc1, m51, w0
delay 11
vmatmul.acc.mxu0 acc1, m41, w0
delay 20
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m50, w1
vload m7, 800(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 5
vmatpush.weight.mxu0 w1, m3
delay 23
vmatpop.bf16.acc.mxu1 m14, acc1
vload m4, 1216(x29)
delay 4
vmatmul.acc.mxu0 acc1, m40, w1
delay 23
vmatpush.weight.mxu1 w1, m5
vmul.bf16 m14, m14, m36
delay 0
vload m3, 480(x28)
delay 32
vload m5, 1248(x29)
delay 32
vmatpop.bf16.acc.mxu0 m10, acc1
delay 30
vmul.bf16 m10, m10, m36
vmatpop.bf16.acc.mxu0 m8, acc0
delay 30
vmatpush.weight.mxu0 w0, m0
delay 30
vmatpush.weight.mxu0 w1, m1
vadd.bf16 m8, m8, m10
vload m0, 896(x28)
delay 32
vload m1, 928(x28)
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
vadd.bf16 m16, m12, m22
vstore m18, 1408(x1)
delay 32
vstore m19, 1440(x1)
delay 29
vmatpop.bf16.acc.mxu1 m12, acc0
delay 1
vsub.bf16 m18, m24, m16
delay 27
vmatmul.mxu1 acc0, m46, w0
delay 33
vmatmul.mxu1 acc1, m47, w0
delay 0
vexp.bf16 m20, m18
delay 31
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m46, w1
vadd.bf16 m18, m20, m26
vload m6, 384(x29)
delay 31
vmatmul.acc.mxu1 acc0, m48, w0
delay 30
vrecip.bf16 m20, m18
delay 1
vmatmul.acc.mxu1 acc1, m49, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 26
vmul.bf16 m18, m16, m20
delay 2
vmatpush.weight.mxu1 w0, m4
vload m7, 416(x29)
delay 29
vmatmul.acc.mxu1 acc1, m48, w1
delay 1
vload m4, 832(x29)
delay 25
vadd.bf16 m12, m12, m14
delay 3
vmatmul.acc.mxu1 acc0, m50, w0
delay 0
vstore m18, 1472(x1)
delay 31
vmatmul.acc.mxu1 acc1, m51, w0
vstore m19, 1504(x1)
delay 23
vadd.bf16 m16, m12, m22
delay 7
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m50, w1
vload m5, 864(x29)
delay 22
vsub.bf16 m18, m24, m16
delay 8
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 22
vexp.bf16 m20, m18
delay 6
vmatmul.mxu1 acc0, m46, w0
vload m6, 1280(x29)
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 21
vadd.bf16 m18, m20, m26
delay 7
vmatmul.mxu1 acc1, m47, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 20
vrecip.bf16 m20, m18
delay 8
vmatmul.acc.mxu1 acc1, m46, w1
vload m7, 1312(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 19
vmul.bf16 m18, m16, m20
delay 9
vmatmul.acc.mxu1 acc0, m48, w0
vload m4, 64(x29)
delay 32
vmatmul.acc.mxu1 acc1, m49, w0
delay 18
vadd.bf16 m16, m8, m22
vstore m18, 1536(x1)
delay 12
vmatpush.weight.mxu1 w1, m5
delay 18
vstore m19, 1568(x1)
delay 10
vmatmul.acc.mxu1 acc1, m48, w1
delay 17
vmul.bf16 m14, m14, m36
delay 1
vload m5, 96(x29)
delay 11
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc0, m50, w0
vload m6, 512(x29)
delay 15
vsub.bf16 m18, m24, m16
delay 15
vmatmul.acc.mxu1 acc1, m51, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 12
vexp.bf16 m20, m18
delay 16
vmatmul.acc.mxu1 acc1, m50, w1
vload m7, 544(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 11
vadd.bf16 m18, m20, m26
delay 17
vmatpush.weight.mxu1 w1, m5
vload m4, 960(x29)
delay 32
vload m5, 992(x29)
delay 10
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m12, m12, m14
vstore m18, 1600(x1)
delay 32
vstore m19, 1632(x1)
delay 29
vadd.bf16 m16, m12, m22
vmatpop.bf16.acc.mxu1 m14, acc1
delay 63
vsub.bf16 m18, m24, m16
vmatpop.bf16.acc.mxu1 m12, acc0
delay 63
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m14, m14, m36
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m12, m12, m14
vstore m18, 1664(x1)
delay 32
vstore m19, 1696(x1)
delay 29
vadd.bf16 m16, m12, m22
delay 64
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
vpack.bf16.fp8 m46, m32, e0
delay 64
vunpack.fp8.bf16 m34, m46, e0
delay 64
vsub.bf16 m34, m32, m34
vstore m46, 2432(x1)
delay 32
vload m38, 2432(x28)
vmatmul.mxu1 acc0, m46, w0
delay 28
vpack.bf16.fp8 m47, m34, e27
delay 1
vload m32, 2496(x1)
vmatmul.mxu0 acc0, m38, w0
delay 31
vload m33, 2528(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m47, 2464(x1)
delay 32
vload m39, 2464(x28)
vmatmul.mxu1 acc1, m47, w0
delay 28
vminimum.bf16 m32, m32, m30
delay 1
vmatmul.mxu0 acc1, m39, w0
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m46, w1
vload m6, 128(x29)
delay 26
vpack.bf16.fp8 m48, m32, e0
delay 4
vmatpush.weight.mxu1 w1, m7
delay 25
vmatpush.weight.mxu0 w0, m2
delay 3
vload m7, 160(x29)
delay 25
vmatmul.acc.mxu0 acc1, m38, w1
vunpack.fp8.bf16 m34, m48, e0
delay 4
vload m2, 192(x28)
delay 58
vsub.bf16 m34, m32, m34
vstore m48, 2496(x1)
delay 26
vmatpush.weight.mxu0 w1, m3
delay 4
vload m40, 2496(x28)
vmatmul.acc.mxu1 acc0, m48, w0
delay 28
vpack.bf16.fp8 m49, m34, e27
delay 1
vload m32, 2560(x1)
vmatmul.acc.mxu0 acc0, m40, w0
delay 31
vload m33, 2592(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m49, 2528(x1)
delay 32
vload m41, 2528(x28)
vmatmul.acc.mxu1 acc1, m49, w0
delay 28
vminimum.bf16 m32, m32, m30
delay 1
vmatmul.acc.mxu0 acc1, m41, w0
vload m3, 224(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m48, w1
vload m4, 576(x29)
delay 26
vpack.bf16.fp8 m50, m32, e0
delay 4
vmatpush.weight.mxu1 w1, m5
delay 25
vmatpush.weight.mxu0 w0, m0
vload m41, 2464(x28)
delay 29
vmatmul.acc.mxu0 acc1, m40, w1
vunpack.fp8.bf16 m34, m50, e0
delay 0
vload m0, 640(x28)
delay 32
vload m5, 608(x29)
delay 28
vsub.bf16 m34, m32, m34
delay 2
vstore m50, 2560(x1)
delay 23
vmatpush.weight.mxu0 w1, m1
delay 7
vload m38, 2560(x28)
vmatmul.acc.mxu1 acc0, m50, w0
delay 25
vpack.bf16.fp8 m51, m34, e27
delay 4
vmatmul.acc.mxu0 acc0, m38, w0
vload m40, 2432(x28)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m1, 672(x28)
delay 32
vstore m51, 2592(x1)
delay 25
vmatpop.bf16.acc.mxu0 m8, acc0
delay 5
vload m39, 2592(x28)
vmatmul.acc.mxu1 acc1, m51, w0
delay 31
vmatmul.acc.mxu0 acc1, m39, w0
delay 0
vmatmul.acc.mxu1 acc1, m50, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmatpush.weight.mxu1 w0, m6
delay 25
vmatmul.acc.mxu0 acc1, m38, w1
vload m39, 2528(x28)
delay 2
vmatmul.mxu1 acc0, m46, w0
delay 28
vload m6, 1024(x29)
delay 3
vmatmul.mxu1 acc1, m47, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 19
vmatpop.bf16.acc.mxu0 m10, acc1
vload m38, 2496(x28)
delay 8
vmatpush.weight.mxu1 w0, m4
delay 19
vmul.bf16 m10, m10, m36
vmatpush.weight.mxu0 w0, m2
delay 0
vload m7, 1056(x29)
delay 6
vmatmul.acc.mxu1 acc1, m46, w1
delay 20
vmatmul.mxu0 acc0, m40, w0
delay 2
vload m2, 1088(x28)
delay 7
vmatmul.acc.mxu1 acc0, m48, w0
delay 18
vadd.bf16 m8, m8, m10
delay 3
vload m4, 256(x29)
delay 8
vmatmul.acc.mxu1 acc1, m49, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 11
vmatmul.mxu0 acc1, m41, w0
delay 1
vadd.bf16 m16, m8, m22
delay 14
vmatpush.weight.mxu1 w0, m6
vload m5, 288(x29)
delay 29
vmatmul.acc.mxu1 acc1, m48, w1
delay 1
vload m6, 704(x29)
delay 13
vsub.bf16 m18, m24, m16
delay 15
vmatmul.acc.mxu1 acc0, m50, w0
delay 8
vmatpush.weight.mxu0 w1, m3
vload m41, 2592(x28)
delay 22
vmatmul.acc.mxu1 acc1, m51, w0
delay 5
vmatpush.weight.mxu0 w0, m0
delay 1
vload m3, 1120(x28)
delay 2
vexp.bf16 m20, m18
delay 19
vmatpush.weight.mxu1 w1, m7
delay 2
vmatmul.acc.mxu0 acc1, m40, w1
delay 3
vload m0, 320(x28)
delay 21
vmatmul.acc.mxu1 acc1, m50, w1
delay 9
vload m7, 736(x29)
delay 0
vadd.bf16 m18, m20, m26
delay 20
vmatpush.weight.mxu1 w0, m4
delay 30
vmatpush.weight.mxu1 w1, m5
vmatmul.acc.mxu0 acc0, m38, w0
vload m40, 2560(x28)
delay 8
vrecip.bf16 m20, m18
delay 22
vload m4, 1152(x29)
delay 32
vload m5, 1184(x29)
delay 6
vmul.bf16 m14, m14, m36
delay 17
vmatmul.acc.mxu0 acc1, m39, w0
delay 45
vmul.bf16 m18, m16, m20
delay 47
vmatpush.weight.mxu0 w1, m1
vload m39, 2464(x28)
delay 14
vadd.bf16 m12, m12, m14
delay 13
vmatpush.weight.mxu0 w0, m2
delay 1
vload m1, 352(x28)
delay 27
vmatmul.acc.mxu0 acc1, m38, w1
delay 3
vload m2, 768(x28)
delay 12
vadd.bf16 m16, m12, m22
vmatpop.bf16.acc.mxu1 m14, acc1
delay 63
vmul.bf16 m14, m14, m36
vmatpop.bf16.acc.mxu1 m12, acc0
delay 8
vmatmul.acc.mxu0 acc0, m40, w0
vload m38, 2432(x28)
delay 19
vmatmul.mxu1 acc0, m46, w0
delay 31
vadd.bf16 m12, m12, m14
delay 0
vmatmul.mxu1 acc1, m47, w0
delay 33
vmatpush.weight.mxu1 w0, m6
delay 2
vmatmul.acc.mxu0 acc1, m41, w0
delay 26
vmatmul.acc.mxu1 acc1, m46, w1
vload m6, 384(x29)
delay 32
vmatmul.acc.mxu1 acc0, m48, w0
delay 31
vmatpush.weight.mxu0 w1, m3
vload m41, 2528(x28)
vmatmul.acc.mxu1 acc1, m49, w0
delay 28
vmatmul.acc.mxu0 acc1, m40, w1
delay 1
vload m3, 800(x28)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 30
vmatpush.weight.mxu1 w0, m4
vload m7, 416(x29)
delay 29
vmatmul.acc.mxu1 acc1, m48, w1
delay 1
vload m4, 832(x29)
delay 22
vmatpop.bf16.acc.mxu0 m10, acc1
delay 6
vmatmul.acc.mxu1 acc0, m50, w0
delay 0
vload m40, 2496(x28)
delay 20
vmatpop.bf16.acc.mxu0 m8, acc0
vmul.bf16 m10, m10, m36
delay 8
vmatmul.acc.mxu1 acc1, m51, w0
delay 19
vmatpush.weight.mxu0 w0, m0
delay 12
vmatpush.weight.mxu1 w1, m5
delay 16
vmatmul.mxu0 acc0, m38, w0
vload m0, 1216(x28)
delay 0
vadd.bf16 m8, m8, m10
delay 9
vmatmul.acc.mxu1 acc1, m50, w1
delay 19
vload m5, 864(x29)
delay 12
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m36
vmatpush.weight.mxu1 w0, m6
delay 12
vmatmul.mxu0 acc1, m39, w0
delay 16
vmatpush.weight.mxu1 w1, m7
vload m6, 1280(x29)
delay 32
vload m7, 1312(x29)
delay 41
vmatpush.weight.mxu0 w1, m1
vload m39, 2592(x28)
delay 29
vmatpush.weight.mxu0 w0, m2
delay 1
vload m1, 1248(x28)
delay 27
vmatmul.acc.mxu0 acc1, m38, w1
delay 94
vmatmul.acc.mxu0 acc0, m40, w0
vload m38, 2560(x28)
delay 93
vmatmul.acc.mxu0 acc1, m41, w0
delay 94
vmatpush.weight.mxu0 w1, m3
delay 30
vmatpush.weight.mxu0 w0, m0
delay 30
vmatmul.acc.mxu0 acc1, m40, w1
delay 94
vmatmul.acc.mxu0 acc0, m38, w0
delay 94
vmatmul.acc.mxu0 acc1, m39, w0
delay 94
vmatpush.weight.mxu0 w1, m1
delay 30
vmatmul.acc.mxu0 acc1, m38, w1
delay 94
vmatpop.bf16.acc.mxu0 m10, acc1
delay 30
vmul.bf16 m10, m10, m36
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
delay 27
vmatmul.mxu1 acc0, m46, w0
delay 33
vmatmul.mxu1 acc1, m47, w0
delay 0
vexp.bf16 m20, m18
delay 31
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m46, w1
vadd.bf16 m18, m20, m26
delay 32
vmatmul.acc.mxu1 acc0, m48, w0
delay 30
vrecip.bf16 m20, m18
delay 1
vmatmul.acc.mxu1 acc1, m49, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 26
vmul.bf16 m18, m16, m20
delay 2
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m48, w1
delay 28
vadd.bf16 m16, m8, m22
vstore m18, 1920(x1)
delay 2
vmatmul.acc.mxu1 acc0, m50, w0
delay 28
vstore m19, 1952(x1)
delay 3
vmatmul.acc.mxu1 acc1, m51, w0
delay 24
vadd.bf16 m12, m12, m14
vmatpop.bf16.acc.mxu0 m8, acc0
delay 6
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m50, w1
delay 23
vsub.bf16 m18, m24, m16
delay 8
vmatpop.bf16.acc.mxu1 m14, acc1
delay 54
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m12, m22
vstore m18, 1984(x1)
delay 32
vstore m19, 2016(x1)
delay 29
vadd.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m12, acc0
delay 63
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
delay 29
vmul.bf16 m14, m14, m36
delay 64
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
vadd.bf16 m12, m12, m14
vstore m18, 2112(x1)
delay 32
vstore m19, 2144(x1)
delay 29
vadd.bf16 m16, m12, m22
delay 64
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
seli e27, 16
li x27, 0
li x24, 126976
li x27, 126976
dma.config.ch1 x0
sub x26, x24, x27
li x27, 6144
add x21, x21, x27
addi x23, x24, 0
li x27, 12288
li x29, 0
li x28, 2048
dma.config.ch2 x0
li x17, 1
li x7, -1
li x20, 0
li x9, 71680
li x10, 77824
li x25, 86016
li x18, 1
delay 39
vli.all m25, 0xc3e0
delay 63
vli.all m26, 0x43e0
delay 63
vli.all m27, 0x43e0
delay 63
vli.all m32, 0x3d80
delay 63
vli.all m33, 0x3d80
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
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 0(x1)
delay 63
vload m28, 64(x1)
vpack.bf16.fp8 m5, m30, e27
delay 31
vload m29, 96(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 32(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vunpack.fp8.bf16 m30, m6, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m6, 64(x1)
delay 32
vload m0, 0(x28)
delay 29
vpack.bf16.fp8 m7, m30, e27
delay 1
vload m28, 128(x1)
vmatpush.weight.mxu0 w0, m0
delay 31
vload m29, 160(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 96(x1)
delay 32
vload m1, 32(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 1
vmatpush.weight.mxu0 w1, m1
delay 61
vpack.bf16.fp8 m4, m28, e0
delay 64
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 128(x1)
delay 63
vload m28, 192(x1)
vpack.bf16.fp8 m5, m30, e27
delay 31
vload m29, 224(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 160(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vunpack.fp8.bf16 m30, m6, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m6, 192(x1)
delay 63
vload m28, 256(x1)
vpack.bf16.fp8 m7, m30, e27
delay 31
vload m29, 288(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 224(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 256(x1)
delay 32
vload m2, 192(x28)
delay 29
vpack.bf16.fp8 m5, m30, e27
delay 1
vload m28, 320(x1)
delay 32
vload m29, 352(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 288(x1)
delay 32
vload m3, 224(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vunpack.fp8.bf16 m30, m6, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m6, 320(x1)
delay 63
vload m28, 384(x1)
vpack.bf16.fp8 m7, m30, e27
delay 31
vload m29, 416(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 352(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 384(x1)
delay 63
vload m28, 448(x1)
vpack.bf16.fp8 m5, m30, e27
delay 31
vload m29, 480(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 416(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vunpack.fp8.bf16 m30, m6, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m6, 448(x1)
delay 32
vload m0, 384(x28)
delay 29
vpack.bf16.fp8 m7, m30, e27
delay 1
vload m28, 512(x1)
delay 32
vload m29, 544(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 480(x1)
delay 32
vload m1, 416(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 512(x1)
delay 63
vload m28, 576(x1)
vpack.bf16.fp8 m5, m30, e27
delay 31
vload m29, 608(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 544(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vunpack.fp8.bf16 m30, m6, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m6, 576(x1)
delay 63
vload m28, 640(x1)
vpack.bf16.fp8 m7, m30, e27
delay 31
vload m29, 672(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 608(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 640(x1)
delay 63
vload m28, 704(x1)
vpack.bf16.fp8 m5, m30, e27
delay 31
vload m29, 736(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 672(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vunpack.fp8.bf16 m30, m6, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m6, 704(x1)
delay 63
vload m28, 768(x1)
vpack.bf16.fp8 m7, m30, e27
delay 31
vload m29, 800(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 736(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 768(x1)
delay 63
vload m28, 832(x1)
vpack.bf16.fp8 m5, m30, e27
delay 31
vload m29, 864(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 800(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vunpack.fp8.bf16 m30, m6, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m6, 832(x1)
delay 63
vload m28, 896(x1)
vpack.bf16.fp8 m7, m30, e27
delay 31
vload m29, 928(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 864(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 896(x1)
delay 63
vload m28, 960(x1)
vpack.bf16.fp8 m5, m30, e27
delay 31
vload m29, 992(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 928(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vunpack.fp8.bf16 m30, m6, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m6, 960(x1)
delay 63
vload m28, 1024(x1)
vpack.bf16.fp8 m7, m30, e27
delay 31
vload m29, 1056(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 992(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 1024(x1)
delay 63
vload m28, 1088(x1)
vpack.bf16.fp8 m5, m30, e27
delay 31
vload m29, 1120(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 1056(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vunpack.fp8.bf16 m30, m6, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m6, 1088(x1)
delay 63
vload m28, 1152(x1)
vpack.bf16.fp8 m7, m30, e27
delay 31
vload m29, 1184(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 1120(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 1152(x1)
delay 63
vload m28, 1216(x1)
vpack.bf16.fp8 m5, m30, e27
delay 31
vload m29, 1248(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 1184(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vunpack.fp8.bf16 m30, m6, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m6, 1216(x1)
delay 32
vload m6, 0(x29)
delay 29
vpack.bf16.fp8 m7, m30, e27
delay 1
vload m28, 1280(x1)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m29, 1312(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m7, 1248(x1)
delay 32
vload m7, 32(x29)
delay 29
vminimum.bf16 m28, m28, m26
delay 1
vmatpush.weight.mxu1 w1, m7
vload m6, 384(x29)
delay 32
vload m7, 416(x29)
delay 26
vpack.bf16.fp8 m4, m28, e0
delay 64
vunpack.fp8.bf16 m30, m4, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m4, 1280(x1)
delay 32
vload m4, 192(x29)
delay 29
vpack.bf16.fp8 m5, m30, e27
delay 64
vstore m5, 1312(x1)
delay 32
vload m5, 224(x29)
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
vpack.bf16.fp8 m42, m28, e0
delay 64
vunpack.fp8.bf16 m30, m42, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m42, 1344(x1)
delay 32
vmatmul.mxu1 acc0, m42, w0
vload m34, 1280(x28)
delay 28
vpack.bf16.fp8 m43, m30, e27
delay 2
vload m28, 1408(x1)
vmatmul.mxu0 acc0, m34, w0
delay 31
vload m29, 1440(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m43, 1376(x1)
delay 32
vmatmul.mxu1 acc1, m43, w0
vload m35, 1312(x28)
delay 28
vminimum.bf16 m28, m28, m26
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.mxu0 acc1, m35, w0
delay 29
vmatmul.acc.mxu1 acc1, m42, w1
vload m4, 576(x29)
delay 27
vpack.bf16.fp8 m44, m28, e0
delay 3
vmatpush.weight.mxu1 w1, m5
delay 28
vmatpush.weight.mxu0 w0, m2
delay 0
vload m5, 608(x29)
delay 27
vunpack.fp8.bf16 m30, m44, e0
vmatmul.acc.mxu0 acc1, m34, w1
delay 2
vload m2, 576(x28)
delay 59
vsub.bf16 m30, m28, m30
vstore m44, 1408(x1)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vmatmul.acc.mxu1 acc0, m44, w0
vload m36, 1344(x28)
delay 28
vpack.bf16.fp8 m45, m30, e27
delay 2
vload m28, 1472(x1)
vmatmul.acc.mxu0 acc0, m36, w0
delay 31
vload m29, 1504(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m45, 1440(x1)
delay 32
vmatmul.acc.mxu1 acc1, m45, w0
vload m37, 1376(x28)
delay 28
vminimum.bf16 m28, m28, m26
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc1, m37, w0
vload m3, 608(x28)
delay 28
vmatmul.acc.mxu1 acc1, m44, w1
delay 2
vload m6, 768(x29)
delay 24
vpack.bf16.fp8 m46, m28, e0
delay 3
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpush.weight.mxu0 w0, m0
delay 0
vload m7, 800(x29)
delay 27
vunpack.fp8.bf16 m30, m46, e0
vmatmul.acc.mxu0 acc1, m36, w1
delay 2
vload m0, 768(x28)
delay 59
vsub.bf16 m30, m28, m30
vstore m46, 1472(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vmatmul.acc.mxu1 acc0, m46, w0
vload m34, 1408(x28)
delay 28
vpack.bf16.fp8 m47, m30, e27
delay 2
vload m28, 1536(x1)
vmatmul.acc.mxu0 acc0, m34, w0
delay 31
vload m29, 1568(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m47, 1504(x1)
delay 32
vmatmul.acc.mxu1 acc1, m47, w0
vload m35, 1440(x28)
delay 28
vminimum.bf16 m28, m28, m26
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc1, m35, w0
vload m1, 800(x28)
delay 28
vmatmul.acc.mxu1 acc1, m46, w1
delay 2
vload m4, 960(x29)
delay 24
vpack.bf16.fp8 m48, m28, e0
delay 3
vmatpush.weight.mxu1 w1, m5
delay 28
vmatpush.weight.mxu0 w0, m2
delay 0
vload m5, 992(x29)
delay 27
vunpack.fp8.bf16 m30, m48, e0
vmatmul.acc.mxu0 acc1, m34, w1
delay 2
vload m2, 960(x28)
delay 59
vsub.bf16 m30, m28, m30
vstore m48, 1536(x1)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vmatmul.acc.mxu1 acc0, m48, w0
vload m36, 1472(x28)
delay 28
vpack.bf16.fp8 m49, m30, e27
delay 2
vload m28, 1600(x1)
vmatmul.acc.mxu0 acc0, m36, w0
delay 31
vload m29, 1632(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m49, 1568(x1)
delay 32
vmatmul.acc.mxu1 acc1, m49, w0
vload m37, 1504(x28)
delay 28
vminimum.bf16 m28, m28, m26
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc1, m37, w0
vload m3, 992(x28)
delay 28
vmatmul.acc.mxu1 acc1, m48, w1
delay 2
vload m6, 1152(x29)
delay 24
vpack.bf16.fp8 m50, m28, e0
delay 3
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpush.weight.mxu0 w0, m0
delay 0
vload m7, 1184(x29)
delay 27
vunpack.fp8.bf16 m30, m50, e0
vmatmul.acc.mxu0 acc1, m36, w1
delay 2
vload m0, 1152(x28)
delay 59
vsub.bf16 m30, m28, m30
vstore m50, 1600(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vmatmul.acc.mxu1 acc0, m50, w0
vload m34, 1536(x28)
delay 28
vpack.bf16.fp8 m51, m30, e27
delay 2
vload m28, 1664(x1)
vmatmul.acc.mxu0 acc0, m34, w0
delay 31
vload m29, 1696(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m51, 1632(x1)
delay 32
vmatmul.acc.mxu1 acc1, m51, w0
vload m35, 1568(x28)
delay 28
vminimum.bf16 m28, m28, m26
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc1, m35, w0
vload m1, 1184(x28)
delay 28
vmatmul.acc.mxu1 acc1, m50, w1
delay 2
vload m4, 128(x29)
delay 24
vpack.bf16.fp8 m52, m28, e0
delay 3
vmatpush.weight.mxu1 w1, m5
delay 28
vmatpush.weight.mxu0 w0, m2
delay 0
vload m5, 160(x29)
delay 27
vunpack.fp8.bf16 m30, m52, e0
vmatmul.acc.mxu0 acc1, m34, w1
delay 2
vload m2, 0(x28)
delay 59
vsub.bf16 m30, m28, m30
vstore m52, 1664(x1)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vmatmul.acc.mxu1 acc0, m52, w0
vload m36, 1600(x28)
delay 28
vpack.bf16.fp8 m53, m30, e27
delay 2
vload m28, 1728(x1)
vmatmul.acc.mxu0 acc0, m36, w0
delay 31
vload m29, 1760(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m53, 1696(x1)
delay 32
vmatmul.acc.mxu1 acc1, m53, w0
vload m37, 1632(x28)
delay 28
vminimum.bf16 m28, m28, m26
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc1, m37, w0
vload m3, 32(x28)
delay 28
vmatmul.acc.mxu1 acc1, m52, w1
delay 2
vload m6, 320(x29)
delay 24
vpack.bf16.fp8 m54, m28, e0
delay 3
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpush.weight.mxu0 w0, m0
delay 0
vload m7, 352(x29)
delay 27
vunpack.fp8.bf16 m30, m54, e0
vmatmul.acc.mxu0 acc1, m36, w1
delay 2
vload m0, 192(x28)
delay 59
vsub.bf16 m30, m28, m30
vstore m54, 1728(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vmatmul.acc.mxu1 acc0, m54, w0
vload m34, 1664(x28)
delay 28
vpack.bf16.fp8 m55, m30, e27
delay 2
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m34, w0
vload m1, 224(x28)
delay 58
vstore m55, 1760(x1)
delay 32
vmatmul.acc.mxu1 acc1, m55, w0
vload m35, 1696(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vmatmul.acc.mxu1 acc1, m54, w1
vmatmul.acc.mxu0 acc1, m35, w0
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m42, w0
vload m4, 512(x29)
delay 27
vmatmul.acc.mxu0 acc1, m34, w1
delay 3
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmatmul.mxu1 acc1, m43, w0
vmul.bf16 m14, m14, m32
delay 32
vmatpush.weight.mxu1 w1, m5
delay 22
vmatpush.weight.mxu0 w0, m2
delay 6
vmatmul.acc.mxu1 acc1, m42, w1
vload m5, 544(x29)
vadd.bf16 m12, m12, m14
delay 20
vmatpop.bf16.acc.mxu0 m10, acc1
delay 9
vmatpush.weight.mxu1 w0, m6
vload m2, 384(x28)
delay 18
vmatpush.weight.mxu0 w1, m3
delay 9
vmatmul.acc.mxu1 acc0, m44, w0
vadd.bf16 m16, m12, m22
delay 0
vload m6, 704(x29)
delay 30
vmatmul.acc.mxu1 acc1, m45, w0
delay 0
vload m3, 416(x28)
delay 28
vmul.bf16 m10, m10, m32
delay 1
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m44, w1
vload m7, 736(x29)
delay 28
vadd.bf16 m8, m8, m10
delay 2
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc0, m46, w0
vload m4, 896(x29)
delay 32
vmatmul.acc.mxu1 acc1, m47, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m46, w1
vload m5, 928(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc0, m48, w0
vload m6, 1088(x29)
delay 32
vmatmul.acc.mxu1 acc1, m49, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m48, w1
vload m7, 1120(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc0, m50, w0
vload m4, 1280(x29)
delay 32
vmatmul.acc.mxu1 acc1, m51, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m50, w1
vload m5, 1312(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc0, m52, w0
vload m6, 0(x29)
delay 32
vmatmul.acc.mxu1 acc1, m53, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 30
vmatpush.weight.mxu1 w0, m4
vload m7, 32(x29)
delay 29
vmatmul.acc.mxu1 acc1, m52, w1
delay 1
vload m4, 192(x29)
delay 30
vmatmul.acc.mxu1 acc0, m54, w0
delay 33
vmatmul.acc.mxu1 acc1, m55, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m54, w1
vload m5, 224(x29)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m14, acc1
vload m6, 384(x29)
delay 29
vmatpush.weight.mxu1 w1, m7
vmul.bf16 m14, m14, m32
delay 29
vload m7, 416(x29)
delay 33
vadd.bf16 m12, m12, m14
dma.wait.ch3
li x16, 6144
addi x15, x12, 0
li x14, 90112
dma.load.ch3 x14, x15, x16
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
vadd.bf16 m16, m12, m22
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
vpack.bf16.fp8 m42, m28, e0
delay 64
vunpack.fp8.bf16 m30, m42, e0
delay 64
vsub.bf16 m30, m28, m30
vstore m42, 1792(x1)
delay 32
vload m36, 1728(x28)
vmatmul.mxu1 acc0, m42, w0
delay 28
vpack.bf16.fp8 m43, m30, e27
delay 1
vload m28, 1856(x1)
vmatmul.mxu0 acc0, m36, w0
delay 31
vload m29, 1888(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m43, 1824(x1)
delay 32
vload m37, 1760(x28)
vmatmul.mxu1 acc1, m43, w0
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.mxu0 acc1, m37, w0
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m42, w1
vload m4, 576(x29)
delay 26
vpack.bf16.fp8 m44, m28, e0
delay 4
vmatpush.weight.mxu1 w1, m5
delay 25
vmatpush.weight.mxu0 w0, m0
delay 3
vload m5, 608(x29)
delay 25
vmatmul.acc.mxu0 acc1, m36, w1
vunpack.fp8.bf16 m30, m44, e0
delay 4
vload m0, 576(x28)
delay 58
vsub.bf16 m30, m28, m30
vstore m44, 1856(x1)
delay 26
vmatpush.weight.mxu0 w1, m1
delay 4
vload m34, 1792(x28)
vmatmul.acc.mxu1 acc0, m44, w0
delay 28
vpack.bf16.fp8 m45, m30, e27
delay 1
vload m28, 1920(x1)
vmatmul.acc.mxu0 acc0, m34, w0
delay 31
vload m29, 1952(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m45, 1888(x1)
delay 32
vload m35, 1824(x28)
vmatmul.acc.mxu1 acc1, m45, w0
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc1, m35, w0
vload m1, 608(x28)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m44, w1
vload m6, 768(x29)
delay 26
vpack.bf16.fp8 m46, m28, e0
delay 4
vmatpush.weight.mxu1 w1, m7
delay 25
vmatpush.weight.mxu0 w0, m2
delay 3
vload m7, 800(x29)
delay 25
vmatmul.acc.mxu0 acc1, m34, w1
vunpack.fp8.bf16 m30, m46, e0
delay 4
vload m2, 768(x28)
delay 58
vsub.bf16 m30, m28, m30
vstore m46, 1920(x1)
delay 26
vmatpush.weight.mxu0 w1, m3
delay 4
vload m36, 1856(x28)
vmatmul.acc.mxu1 acc0, m46, w0
delay 28
vpack.bf16.fp8 m47, m30, e27
delay 1
vload m28, 1984(x1)
vmatmul.acc.mxu0 acc0, m36, w0
delay 31
vload m29, 2016(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m47, 1952(x1)
delay 32
vload m37, 1888(x28)
vmatmul.acc.mxu1 acc1, m47, w0
delay 28
vminimum.bf16 m28, m28, m26
delay 1
vmatmul.acc.mxu0 acc1, m37, w0
vload m3, 800(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m46, w1
vload m4, 960(x29)
delay 26
vpack.bf16.fp8 m48, m28, e0
delay 4
vmatpush.weight.mxu1 w1, m5
delay 25
vmatpush.weight.mxu0 w0, m0
delay 3
vload m5, 992(x29)
delay 25
vmatmul.acc.mxu0 acc1, m36, w1
vunpack.fp8.bf16 m30, m48, e0
delay 4
vload m0, 960(x28)
delay 58
vsub.bf16 m30, m28, m30
vstore m48, 1984(x1)
delay 26
vmatpush.weight.mxu0 w1, m1
delay 4
vload m34, 1920(x28)
vmatmul.acc.mxu1 acc0, m48, w0
delay 28
vpack.bf16.fp8 m49, m30, e27
delay 1
vload m28, 2048(x1)
vmatmul.acc.mxu0 acc0, m34, w0
delay 31
vload m29, 2080(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m49, 2016(x1)
delay 32
vmatmul.acc.mxu1 acc1, m49, w0
vload m35, 1952(x28)
delay 28
vminimum.bf16 m28, m28, m26
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc1, m35, w0
vload m1, 992(x28)
delay 28
vmatmul.acc.mxu1 acc1, m48, w1
delay 2
vload m6, 1152(x29)
delay 24
vpack.bf16.fp8 m50, m28, e0
delay 3
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpush.weight.mxu0 w0, m2
delay 0
vload m7, 1184(x29)
delay 27
vunpack.fp8.bf16 m30, m50, e0
vmatmul.acc.mxu0 acc1, m34, w1
delay 2
vload m2, 1152(x28)
delay 59
vsub.bf16 m30, m28, m30
vstore m50, 2048(x1)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vmatmul.acc.mxu1 acc0, m50, w0
vload m36, 1984(x28)
delay 28
vpack.bf16.fp8 m51, m30, e27
delay 2
vload m28, 2112(x1)
vmatmul.acc.mxu0 acc0, m36, w0
delay 31
vload m29, 2144(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m51, 2080(x1)
delay 32
vmatmul.acc.mxu1 acc1, m51, w0
vload m37, 2016(x28)
delay 28
vminimum.bf16 m28, m28, m26
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc1, m37, w0
vload m3, 1184(x28)
delay 28
vmatmul.acc.mxu1 acc1, m50, w1
delay 2
vload m4, 128(x29)
delay 24
vpack.bf16.fp8 m52, m28, e0
delay 3
vmatpush.weight.mxu1 w1, m5
delay 28
vmatpush.weight.mxu0 w0, m0
delay 0
vload m5, 160(x29)
delay 27
vunpack.fp8.bf16 m30, m52, e0
vmatmul.acc.mxu0 acc1, m36, w1
delay 63
vsub.bf16 m30, m28, m30
vstore m52, 2112(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vmatmul.acc.mxu1 acc0, m52, w0
vload m34, 2048(x28)
delay 28
vpack.bf16.fp8 m53, m30, e27
delay 2
vload m28, 2176(x1)
vmatmul.acc.mxu0 acc0, m34, w0
delay 31
vload m29, 2208(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m53, 2144(x1)
delay 32
vmatmul.acc.mxu1 acc1, m53, w0
vload m35, 2080(x28)
delay 28
vminimum.bf16 m28, m28, m26
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc1, m35, w0
delay 29
vmatmul.acc.mxu1 acc1, m52, w1
vload m6, 320(x29)
delay 27
vpack.bf16.fp8 m54, m28, e0
delay 3
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpush.weight.mxu0 w0, m2
delay 0
vload m7, 352(x29)
delay 27
vunpack.fp8.bf16 m30, m54, e0
vmatmul.acc.mxu0 acc1, m34, w1
delay 63
vsub.bf16 m30, m28, m30
vstore m54, 2176(x1)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vmatmul.acc.mxu1 acc0, m54, w0
vload m36, 2112(x28)
delay 28
vpack.bf16.fp8 m55, m30, e27
delay 2
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m36, w0
delay 59
vstore m55, 2208(x1)
delay 32
vmatmul.acc.mxu1 acc1, m55, w0
vload m37, 2144(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vmatmul.acc.mxu1 acc1, m54, w1
vmatmul.acc.mxu0 acc1, m37, w0
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m42, w0
vload m4, 512(x29)
delay 27
vmatmul.acc.mxu0 acc1, m36, w1
delay 3
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmatmul.mxu1 acc1, m43, w0
vmul.bf16 m14, m14, m32
delay 32
vmatpush.weight.mxu1 w1, m5
delay 22
vmatpop.bf16.acc.mxu0 m10, acc1
delay 6
vmatpush.weight.mxu1 w0, m6
vload m5, 544(x29)
vadd.bf16 m12, m12, m14
delay 28
vmatmul.acc.mxu1 acc1, m42, w1
delay 1
vload m6, 704(x29)
delay 30
vmatmul.acc.mxu1 acc0, m44, w0
vadd.bf16 m16, m12, m22
delay 32
vmatmul.acc.mxu1 acc1, m45, w0
delay 30
vmul.bf16 m10, m10, m32
delay 1
vmatpush.weight.mxu1 w1, m7
delay 30
vmatpush.weight.mxu1 w0, m4
vload m7, 736(x29)
delay 28
vadd.bf16 m8, m8, m10
vmatmul.acc.mxu1 acc1, m44, w1
delay 1
vload m4, 896(x29)
delay 30
vmatmul.acc.mxu1 acc0, m46, w0
delay 33
vmatmul.acc.mxu1 acc1, m47, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 30
vmatpush.weight.mxu1 w0, m6
vload m5, 928(x29)
delay 29
vmatmul.acc.mxu1 acc1, m46, w1
delay 1
vload m6, 1088(x29)
delay 30
vmatmul.acc.mxu1 acc0, m48, w0
delay 33
vmatmul.acc.mxu1 acc1, m49, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 30
vmatpush.weight.mxu1 w0, m4
vload m7, 1120(x29)
delay 29
vmatmul.acc.mxu1 acc1, m48, w1
delay 1
vload m4, 1280(x29)
delay 30
vmatmul.acc.mxu1 acc0, m50, w0
delay 33
vmatmul.acc.mxu1 acc1, m51, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 30
vmatpush.weight.mxu1 w0, m6
vload m5, 1312(x29)
delay 29
vmatmul.acc.mxu1 acc1, m50, w1
delay 33
vmatmul.acc.mxu1 acc0, m52, w0
delay 33
vmatmul.acc.mxu1 acc1, m53, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 30
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m52, w1
delay 33
vmatmul.acc.mxu1 acc0, m54, w0
delay 33
vmatmul.acc.mxu1 acc1, m55, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m54, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m32
vmatpop.bf16.acc.mxu1 m12, acc0
delay 63
vadd.bf16 m12, m12, m14
dma.wait.ch3
vload m18, 2816(x1)
delay 32
vload m19, 2848(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vadd.bf16 m16, m8, m22
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
vadd.bf16 m16, m12, m22
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
