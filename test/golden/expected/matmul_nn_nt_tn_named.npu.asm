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
li x29, 0
li x28, 2048
li x24, 24576
dma.config.ch1 x0
li x27, 24576
sub x26, x24, x27
dma.config.ch2 x0
li x27, 4096
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
li x17, 1
li x7, -1
li x20, 0
li x9, 24576
li x10, 28672
li x25, 0
li x18, 1
delay 43
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
dma.wait.ch1
sub x11, x23, x27
li x27, 4096
dma.config.ch1 x0
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
vload m20, 64(x1)
delay 32
vload m21, 96(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 0(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 128(x1)
delay 32
vload m21, 160(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 64(x1)
delay 32
vload m0, 0(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu0 w0, m0
delay 61
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 192(x1)
delay 32
vload m21, 224(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 128(x1)
delay 32
vload m6, 0(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu1 w0, m6
delay 61
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 256(x1)
delay 32
vload m21, 288(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 192(x1)
delay 32
vload m7, 128(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu1 w1, m7
vload m6, 128(x29)
delay 32
vload m1, 128(x28)
delay 26
vpack.bf16.fp8 m4, m20, e0
delay 4
vmatpush.weight.mxu0 w1, m1
delay 58
vload m20, 320(x1)
delay 32
vload m21, 352(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 256(x1)
delay 32
vload m4, 256(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vload m7, 256(x29)
delay 61
vpack.bf16.fp8 m5, m20, e0
delay 64
vstore m5, 320(x1)
delay 32
vload m5, 0(x29)
delay 32
vload m2, 256(x28)
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
vpack.bf16.fp8 m28, m20, e0
delay 64
vload m20, 448(x1)
delay 32
vload m21, 480(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m28, 384(x1)
delay 32
vmatmul.mxu1 acc0, m28, w0
vload m24, 320(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatmul.mxu0 acc0, m24, w0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m4, 64(x29)
delay 27
vpack.bf16.fp8 m29, m20, e0
delay 32
vmatpush.weight.mxu0 w0, m2
delay 30
vload m20, 512(x1)
delay 32
vload m21, 544(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m29, 448(x1)
delay 32
vmatmul.acc.mxu1 acc0, m29, w1
vload m25, 384(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m6
vmatmul.acc.mxu0 acc0, m25, w1
delay 29
vload m6, 320(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 512(x1)
delay 32
vload m24, 448(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vmatmul.acc.mxu0 acc0, m24, w0
delay 0
vmatpush.weight.mxu1 w0, m5
delay 30
vmatpop.bf16.acc.mxu1 m12, acc0
vload m5, 192(x29)
delay 59
vmatpop.bf16.acc.mxu0 m8, acc0
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
vstore m12, 768(x1)
delay 32
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
vpack.bf16.fp8 m28, m20, e0
delay 64
vload m20, 640(x1)
delay 32
vload m21, 672(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m28, 576(x1)
delay 32
vmatmul.mxu1 acc1, m28, w0
delay 29
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m7
delay 60
vpack.bf16.fp8 m29, m20, e0
delay 64
vload m20, 704(x1)
delay 32
vload m21, 736(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m29, 640(x1)
delay 32
vmatmul.acc.mxu1 acc1, m29, w1
delay 29
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m5
delay 60
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 704(x1)
delay 32
vmatmul.acc.mxu1 acc1, m30, w0
delay 33
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
delay 33
vmatmul.acc.mxu1 acc0, m29, w1
delay 33
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc0, m30, w0
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmatpop.bf16.acc.mxu1 m12, acc0
dma.wait.ch2
vstore m14, 896(x1)
add x12, x12, x27
delay 31
vstore m15, 928(x1)
delay 32
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
li x24, 0
li x27, 0
dma.config.ch1 x0
sub x26, x24, x27
li x27, 2048
dma.config.ch2 x0
add x21, x21, x27
addi x23, x24, 0
li x27, 4096
vli.all m20, 0xc3e0
li x1, 8192
li x2, 0
li x29, 8192
li x9, 12288
li x10, 14336
li x18, 1
delay 56
vli.all m21, 0xc3e0
delay 63
vli.all m22, 0x43e0
delay 63
vli.all m23, 0x43e0
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
li x16, 2048
add x15, x11, x27
li x14, 16384
dma.load.ch3 x14, x15, x16
vload m24, 0(x1)
li x27, 4096
delay 31
vload m25, 32(x1)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vload m24, 64(x1)
delay 32
vload m25, 96(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m4, 0(x1)
delay 32
vload m6, 0(x29)
delay 29
vminimum.bf16 m24, m24, m22
delay 1
vmatpush.weight.mxu1 w0, m6
delay 61
vpack.bf16.fp8 m5, m24, e0
delay 64
vstore m5, 64(x1)
delay 32
vload m7, 64(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
dma.wait.ch0
vload m24, 0(x2)
delay 32
vload m25, 32(x2)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m32, m24, e0
delay 64
vload m24, 64(x2)
delay 32
vload m25, 96(x2)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m32, 0(x2)
delay 32
vmatmul.mxu1 acc0, m32, w0
delay 29
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m33, m24, e0
delay 64
vstore m33, 64(x2)
delay 32
vmatmul.acc.mxu1 acc0, m33, w1
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
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
