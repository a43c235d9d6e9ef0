main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 2 K 3, panels of 2
li x22, 12288
addi x21, x22, 0
li x14, 0
addi x15, x21, 0
li x16, 12288
dma.load.ch5 x14, x15, x16
li x5, 6144
li x4, 0
li x8, 12288
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m16, 0xc3e0
li x1, 0
seli e27, 16
li x29, 0
li x28, 2048
dma.config.ch1 x0
li x27, 0
li x24, 24576
li x27, 24576
sub x26, x24, x27
li x27, 4096
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
dma.config.ch2 x0
li x17, 1
li x7, -1
li x20, 0
li x9, 24576
li x10, 28672
li x25, 0
li x18, 1
delay 41
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
delay 63
vli.all m24, 0x3d80
delay 63
vli.all m25, 0x3d80
dma.wait.ch1
dma.config.ch1 x0
sub x11, x23, x27
li x27, 4096
dma.wait.ch2
sub x12, x23, x27
li x27, 4096
add x23, x23, x27
li x27, 8192
dma.config.ch2 x0
li x13, 4096
dma.wait.ch5
vload m20, 0(x1)
delay 32
vload m21, 32(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vunpack.fp8.bf16 m22, m4, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m4, 0(x1)
delay 63
vload m20, 64(x1)
vpack.bf16.fp8 m5, m22, e27
delay 31
vload m21, 96(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 32(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vunpack.fp8.bf16 m22, m6, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m6, 64(x1)
delay 32
vload m0, 0(x28)
delay 29
vpack.bf16.fp8 m7, m22, e27
delay 1
vload m20, 128(x1)
vmatpush.weight.mxu0 w0, m0
delay 31
vload m21, 160(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 96(x1)
delay 32
vload m1, 32(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu0 w1, m1
delay 61
vpack.bf16.fp8 m4, m20, e0
delay 64
vunpack.fp8.bf16 m22, m4, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m4, 128(x1)
delay 63
vload m20, 192(x1)
vpack.bf16.fp8 m5, m22, e27
delay 31
vload m21, 224(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 160(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vunpack.fp8.bf16 m22, m6, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m6, 192(x1)
delay 32
vload m2, 128(x28)
delay 29
vpack.bf16.fp8 m7, m22, e27
delay 1
vload m20, 256(x1)
delay 32
vload m21, 288(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 224(x1)
delay 32
vload m3, 160(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vunpack.fp8.bf16 m22, m4, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m4, 256(x1)
delay 32
vload m4, 0(x29)
delay 29
vpack.bf16.fp8 m5, m22, e27
delay 1
vload m20, 320(x1)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m21, 352(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 288(x1)
delay 32
vload m5, 32(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu1 w1, m5
vload m4, 256(x29)
delay 32
vload m5, 288(x29)
delay 26
vpack.bf16.fp8 m6, m20, e0
delay 64
vunpack.fp8.bf16 m22, m6, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m6, 320(x1)
delay 32
vload m6, 128(x29)
delay 29
vpack.bf16.fp8 m7, m22, e27
delay 1
vload m0, 256(x28)
delay 61
vstore m7, 352(x1)
delay 32
vload m7, 160(x29)
delay 32
vload m1, 288(x28)
dma.wait.ch0
li x8, 18432
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 27
vload m20, 384(x1)
delay 32
vload m21, 416(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m34, m20, e0
delay 64
vunpack.fp8.bf16 m22, m34, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m34, 384(x1)
delay 32
vmatmul.mxu1 acc0, m34, w0
vload m26, 320(x28)
delay 28
vpack.bf16.fp8 m35, m22, e27
delay 2
vload m20, 448(x1)
vmatmul.mxu0 acc0, m26, w0
delay 31
vload m21, 480(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m35, 416(x1)
delay 32
vmatmul.mxu1 acc1, m35, w0
vload m27, 352(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatmul.acc.mxu1 acc1, m34, w1
vmatmul.mxu0 acc1, m27, w0
delay 32
vmatpush.weight.mxu1 w0, m6
delay 25
vpack.bf16.fp8 m36, m20, e0
delay 3
vmatpush.weight.mxu1 w1, m7
vload m6, 0(x29)
delay 27
vmatpush.weight.mxu0 w0, m2
delay 3
vload m7, 32(x29)
delay 24
vunpack.fp8.bf16 m22, m36, e0
vmatmul.acc.mxu0 acc1, m26, w1
delay 63
vsub.bf16 m22, m20, m22
vstore m36, 448(x1)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 2
vmatmul.acc.mxu1 acc0, m36, w0
vload m28, 384(x28)
delay 28
vpack.bf16.fp8 m37, m22, e27
delay 2
vload m20, 512(x1)
vmatmul.acc.mxu0 acc0, m28, w0
delay 31
vload m21, 544(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m37, 480(x1)
delay 32
vmatmul.acc.mxu1 acc1, m37, w0
vload m29, 416(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatmul.acc.mxu1 acc1, m36, w1
vmatmul.acc.mxu0 acc1, m29, w0
delay 32
vmatpush.weight.mxu1 w0, m4
delay 25
vpack.bf16.fp8 m38, m20, e0
delay 3
vmatpush.weight.mxu1 w1, m5
vload m4, 128(x29)
delay 27
vmatpush.weight.mxu0 w0, m0
delay 3
vload m5, 160(x29)
delay 24
vunpack.fp8.bf16 m22, m38, e0
vmatmul.acc.mxu0 acc1, m28, w1
delay 63
vsub.bf16 m22, m20, m22
vstore m38, 512(x1)
delay 28
vmatpush.weight.mxu0 w1, m1
delay 2
vmatmul.acc.mxu1 acc0, m38, w0
vload m26, 448(x28)
delay 28
vpack.bf16.fp8 m39, m22, e27
delay 2
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m26, w0
delay 59
vstore m39, 544(x1)
delay 32
vmatmul.acc.mxu1 acc1, m39, w0
vload m27, 480(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vmatmul.acc.mxu1 acc1, m38, w1
vmatmul.acc.mxu0 acc1, m27, w0
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpop.bf16.acc.mxu1 m14, acc1
vload m6, 256(x29)
delay 27
vmatmul.acc.mxu0 acc1, m26, w1
delay 0
vmatpush.weight.mxu1 w1, m7
vmul.bf16 m14, m14, m24
delay 29
vload m7, 288(x29)
delay 33
vadd.bf16 m12, m12, m14
delay 25
vmatpop.bf16.acc.mxu0 m10, acc1
delay 37
vmul.bf16 m10, m10, m24
delay 64
vadd.bf16 m8, m8, m10
dma.wait.ch1
vstore m12, 768(x1)
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 28
vstore m13, 800(x1)
delay 32
vstore m8, 832(x1)
delay 32
vstore m9, 864(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m20, 576(x1)
and x6, x27, x7
and x27, x27, x20
xori x6, x6, -1
sub x4, x4, x27
and x6, x6, x5
add x4, x4, x5
li x8, 12288
dma.load.ch0 x8, x4, x6
li x27, 8192
delay 23
vload m21, 608(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m34, m20, e0
delay 64
vunpack.fp8.bf16 m22, m34, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m34, 576(x1)
delay 32
vmatmul.mxu1 acc0, m34, w0
delay 29
vload m20, 640(x1)
vpack.bf16.fp8 m35, m22, e27
delay 31
vload m21, 672(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m35, 608(x1)
delay 32
vmatmul.mxu1 acc1, m35, w0
delay 29
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m34, w1
vload m4, 64(x29)
delay 27
vpack.bf16.fp8 m36, m20, e0
delay 3
vmatpush.weight.mxu1 w1, m5
delay 30
vload m5, 96(x29)
delay 27
vunpack.fp8.bf16 m22, m36, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m36, 640(x1)
delay 32
vmatmul.acc.mxu1 acc0, m36, w0
delay 29
vload m20, 704(x1)
vpack.bf16.fp8 m37, m22, e27
delay 31
vload m21, 736(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m37, 672(x1)
delay 32
vmatmul.acc.mxu1 acc1, m37, w0
delay 29
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m36, w1
vload m6, 192(x29)
delay 27
vpack.bf16.fp8 m38, m20, e0
delay 3
vmatpush.weight.mxu1 w1, m7
delay 30
vload m7, 224(x29)
delay 27
vunpack.fp8.bf16 m22, m38, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m38, 704(x1)
delay 32
vmatmul.acc.mxu1 acc0, m38, w0
delay 29
vpack.bf16.fp8 m39, m22, e27
delay 2
vmatpop.bf16.acc.mxu1 m12, acc0
delay 60
vstore m39, 736(x1)
delay 32
vmatmul.acc.mxu1 acc1, m39, w0
delay 33
vmatmul.acc.mxu1 acc1, m38, w1
delay 33
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m34, w0
vload m4, 320(x29)
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmatmul.mxu1 acc1, m35, w0
vmul.bf16 m14, m14, m24
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatpush.weight.mxu1 w0, m6
vload m5, 352(x29)
vadd.bf16 m12, m12, m14
delay 28
vmatmul.acc.mxu1 acc1, m34, w1
delay 33
vmatmul.acc.mxu1 acc0, m36, w0
delay 33
vmatmul.acc.mxu1 acc1, m37, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 30
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m36, w1
delay 33
vmatmul.acc.mxu1 acc0, m38, w0
delay 33
vmatmul.acc.mxu1 acc1, m39, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m38, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m24
dma.wait.ch2
vstore m12, 896(x1)
add x12, x12, x27
delay 31
vstore m13, 928(x1)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vadd.bf16 m12, m12, m14
delay 64
vstore m12, 960(x1)
delay 32
vstore m13, 992(x1)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
ecall
main_seg1:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t2_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 1 K 2, panels of 1
li x22, 36864
addi x21, x22, 0
li x14, 8192
addi x15, x21, 0
li x16, 4096
dma.load.ch5 x14, x15, x16
li x5, 4096
li x25, 32768
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m20, 0xc3e0
li x1, 8192
seli e27, 16
li x27, 0
li x24, 0
li x27, 0
dma.config.ch1 x0
sub x26, x24, x27
li x27, 2048
dma.config.ch2 x0
add x21, x21, x27
addi x23, x24, 0
li x27, 4096
li x2, 0
li x29, 8192
li x9, 12288
li x10, 14336
li x18, 1
delay 44
vli.all m21, 0xc3e0
delay 63
vli.all m22, 0x43e0
delay 63
vli.all m23, 0x43e0
delay 63
vli.all m28, 0x3d80
delay 63
vli.all m29, 0x3d80
dma.wait.ch1
sub x11, x23, x27
li x27, 2048
dma.config.ch1 x0
dma.wait.ch2
addi x12, x23, -2048
add x23, x23, x27
li x27, 45056
li x13, 2048
dma.config.ch2 x0
dma.wait.ch5
vload m24, 0(x1)
li x16, 2048
add x15, x11, x27
li x14, 16384
dma.load.ch3 x14, x15, x16
li x27, 4096
delay 26
vload m25, 32(x1)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vunpack.fp8.bf16 m26, m4, e0
delay 64
vsub.bf16 m26, m24, m26
vstore m4, 0(x1)
delay 32
vload m4, 0(x29)
delay 29
vpack.bf16.fp8 m5, m26, e27
delay 1
vload m24, 64(x1)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m25, 96(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m5, 32(x1)
delay 32
vload m5, 32(x29)
delay 29
vminimum.bf16 m24, m24, m22
delay 1
vmatpush.weight.mxu1 w1, m5
delay 61
vpack.bf16.fp8 m6, m24, e0
delay 64
vunpack.fp8.bf16 m26, m6, e0
delay 64
vsub.bf16 m26, m24, m26
vstore m6, 64(x1)
delay 32
vload m6, 64(x29)
delay 29
vpack.bf16.fp8 m7, m26, e27
delay 64
vstore m7, 96(x1)
delay 32
vload m7, 96(x29)
dma.wait.ch0
delay 31
vload m24, 0(x2)
delay 32
vload m25, 32(x2)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m38, m24, e0
delay 64
vunpack.fp8.bf16 m26, m38, e0
delay 64
vsub.bf16 m26, m24, m26
vstore m38, 0(x2)
delay 32
vmatmul.mxu1 acc0, m38, w0
delay 29
vload m24, 64(x2)
vpack.bf16.fp8 m39, m26, e27
delay 31
vload m25, 96(x2)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m39, 32(x2)
delay 32
vmatmul.mxu1 acc1, m39, w0
delay 29
vminimum.bf16 m24, m24, m22
delay 2
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m38, w1
delay 28
vpack.bf16.fp8 m40, m24, e0
delay 3
vmatpush.weight.mxu1 w1, m7
delay 59
vunpack.fp8.bf16 m26, m40, e0
delay 64
vsub.bf16 m26, m24, m26
vstore m40, 64(x2)
delay 32
vmatmul.acc.mxu1 acc0, m40, w0
delay 29
vpack.bf16.fp8 m41, m26, e27
delay 2
vmatpop.bf16.acc.mxu1 m12, acc0
delay 60
vstore m41, 96(x2)
delay 32
vmatmul.acc.mxu1 acc1, m41, w0
delay 33
vmatmul.acc.mxu1 acc1, m40, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m28
delay 64
vadd.bf16 m12, m12, m14
dma.wait.ch3
vload m16, 256(x1)
delay 32
vload m17, 288(x1)
delay 32
vadd.bf16 m18, m12, m16
dma.wait.ch1
add x11, x11, x27
delay 62
vstore m18, 128(x1)
delay 32
vstore m19, 160(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
