main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 3 K 2, panels of 3
li x22, 0
addi x21, x22, 0
li x14, 0
addi x15, x21, 0
li x16, 12288
dma.load.ch5 x14, x15, x16
li x5, 4096
li x8, 30720
li x4, 36864
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x24, 12288
li x27, 12288
sub x26, x24, x27
addi x23, x24, 0
li x27, 12288
vli.all m20, 0xc3e0
li x1, 0
li x29, 0
li x28, 2048
dma.config.ch1 x0
dma.config.ch2 x0
li x17, 1
li x7, -1
li x20, 0
li x10, 18432
li x9, 12288
li x25, 36864
li x18, 1
delay 49
vli.all m21, 0xc3e0
delay 63
vli.all m22, 0x43e0
delay 63
vli.all m23, 0x43e0
dma.wait.ch1
dma.config.ch1 x0
dma.wait.ch2
dma.config.ch2 x0
li x13, 6144
dma.wait.ch5
sub x15, x23, x27
sub x15, x15, x26
li x27, 45056
li x16, 6144
li x14, 24576
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m24, 0(x1)
li x27, 6144
add x21, x21, x27
li x27, 12288
sub x11, x23, x27
li x27, 6144
sub x12, x23, x27
li x27, 6144
add x23, x23, x27
li x27, 12288
delay 20
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
delay 63
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m5, m24, e0
delay 64
vload m24, 128(x1)
delay 32
vload m25, 160(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m5, 64(x1)
delay 32
vload m0, 0(x28)
delay 29
vminimum.bf16 m24, m24, m22
delay 1
vmatpush.weight.mxu0 w0, m0
vload m2, 0(x28)
delay 60
vpack.bf16.fp8 m6, m24, e0
delay 64
vload m24, 192(x1)
delay 32
vload m25, 224(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m6, 128(x1)
delay 32
vload m6, 0(x29)
delay 29
vminimum.bf16 m24, m24, m22
delay 1
vmatpush.weight.mxu1 w0, m6
delay 30
vload m6, 0(x29)
delay 29
vpack.bf16.fp8 m7, m24, e0
delay 64
vload m24, 256(x1)
delay 32
vload m25, 288(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m7, 192(x1)
delay 32
vload m7, 192(x29)
delay 29
vminimum.bf16 m24, m24, m22
delay 1
vmatpush.weight.mxu1 w1, m7
delay 30
vload m7, 192(x29)
delay 29
vpack.bf16.fp8 m4, m24, e0
delay 64
vload m24, 320(x1)
delay 32
vload m25, 352(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m4, 256(x1)
delay 32
vload m4, 128(x29)
delay 29
vminimum.bf16 m24, m24, m22
delay 1
vload m1, 192(x28)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m3, 192(x28)
delay 26
vpack.bf16.fp8 m5, m24, e0
delay 64
vstore m5, 320(x1)
delay 32
vload m5, 320(x29)
dma.wait.ch5
delay 31
vload m16, 768(x1)
delay 32
vload m17, 800(x1)
dma.wait.ch0
li x8, 34816
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 27
vload m24, 960(x1)
delay 32
vload m25, 992(x1)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m32, m24, e0
delay 64
vload m24, 1024(x1)
delay 32
vload m25, 1056(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m32, 960(x1)
delay 32
vmatmul.mxu1 acc0, m32, w0
vload m28, 896(x28)
delay 28
vminimum.bf16 m24, m24, m22
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.mxu0 acc0, m28, w0
delay 29
vmatmul.mxu1 acc1, m32, w0
vload m4, 128(x29)
delay 27
vpack.bf16.fp8 m33, m24, e0
delay 3
vmatpush.weight.mxu1 w0, m6
delay 28
vmatpush.weight.mxu0 w0, m2
delay 29
vstore m33, 1024(x1)
delay 32
vmatmul.acc.mxu1 acc0, m33, w1
vload m29, 960(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m29, w1
delay 29
vadd.bf16 m18, m12, m16
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m33, w1
vload m5, 320(x29)
delay 29
vmatpop.bf16.acc.mxu0 m8, acc0
delay 1
vload m16, 832(x1)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 26
vmatpush.weight.mxu0 w1, m3
delay 2
vmatpush.weight.mxu1 w1, m7
vload m17, 864(x1)
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 27
vstore m18, 384(x1)
delay 32
vstore m19, 416(x1)
delay 32
vadd.bf16 m18, m8, m16
delay 64
vstore m18, 448(x1)
delay 32
vstore m19, 480(x1)
delay 32
vload m16, 896(x1)
delay 32
vload m17, 928(x1)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 512(x1)
delay 32
vstore m19, 544(x1)
delay 32
vload m16, 768(x1)
dma.store.ch1 x11, x9, x13
delay 31
vload m17, 800(x1)
dma.wait.ch0
delay 31
vload m24, 1088(x1)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 12288
xori x6, x6, -1
li x8, 30720
and x6, x6, x5
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 22
vload m25, 1120(x1)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m32, m24, e0
delay 64
vload m24, 1152(x1)
delay 32
vload m25, 1184(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m32, 1088(x1)
delay 32
vload m28, 1024(x28)
vmatmul.mxu1 acc0, m32, w0
delay 28
vminimum.bf16 m24, m24, m22
delay 1
vmatmul.mxu0 acc1, m28, w0
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc1, m32, w0
delay 27
vpack.bf16.fp8 m33, m24, e0
delay 64
vstore m33, 1152(x1)
delay 32
vmatmul.acc.mxu1 acc0, m33, w1
vload m29, 1088(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc1, m29, w1
delay 29
vadd.bf16 m18, m12, m16
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m33, w1
delay 30
vmatpop.bf16.acc.mxu0 m10, acc1
vload m16, 832(x1)
delay 0
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vload m17, 864(x1)
dma.wait.ch2
add x12, x12, x27
delay 30
vstore m18, 576(x1)
delay 32
vstore m19, 608(x1)
delay 32
vadd.bf16 m18, m10, m16
delay 64
vstore m18, 640(x1)
delay 32
vstore m19, 672(x1)
delay 32
vload m16, 896(x1)
delay 32
vload m17, 928(x1)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 704(x1)
delay 32
vstore m19, 736(x1)
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
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 2 K 2, panels of 2
li x22, 24576
addi x21, x22, 0
li x14, 0
addi x15, x21, 0
li x16, 8192
dma.load.ch5 x14, x15, x16
li x5, 4096
li x25, 32768
addi x4, x25, 0
li x8, 8192
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m16, 0xc3e0
li x1, 0
li x28, 2048
li x29, 0
dma.config.ch1 x0
li x24, 51200
li x27, 51200
sub x26, x24, x27
li x27, 4096
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
dma.config.ch2 x0
li x9, 16384
li x10, 20480
li x18, 1
delay 45
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
dma.wait.ch1
dma.config.ch1 x0
sub x11, x23, x27
li x27, 4096
dma.wait.ch2
sub x12, x23, x27
li x27, 4096
add x23, x23, x27
li x27, 8192
li x13, 4096
dma.config.ch2 x0
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
delay 32
vload m4, 0(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu1 w0, m4
delay 61
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
vload m5, 128(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu1 w1, m5
delay 61
vpack.bf16.fp8 m7, m20, e0
delay 64
vstore m7, 192(x1)
delay 32
vload m1, 128(x28)
delay 32
vmatpush.weight.mxu0 w1, m1
dma.wait.ch0
vload m20, 256(x1)
delay 32
vload m21, 288(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m28, m20, e0
delay 64
vload m20, 320(x1)
delay 32
vload m21, 352(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m28, 256(x1)
delay 32
vload m24, 192(x28)
vmatmul.mxu1 acc0, m28, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.mxu0 acc0, m24, w0
delay 61
vpack.bf16.fp8 m29, m20, e0
delay 64
vstore m29, 320(x1)
delay 32
vload m25, 256(x28)
vmatmul.acc.mxu1 acc0, m29, w1
delay 31
vmatmul.acc.mxu0 acc0, m25, w1
delay 0
vmatpop.bf16.acc.mxu1 m12, acc0
delay 92
vmatpop.bf16.acc.mxu0 m8, acc0
dma.wait.ch1
vstore m12, 512(x1)
add x11, x11, x27
delay 31
vstore m13, 544(x1)
delay 32
vstore m8, 576(x1)
delay 32
vstore m9, 608(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
t3_matmul:
# matmul npu_uk_matmul_bf16_bf16_bf16: batch 1, tiles M 2 N 3 K 2, panels of 3
li x22, 0
addi x21, x22, 0
li x14, 0
addi x15, x21, 0
li x16, 12288
dma.load.ch5 x14, x15, x16
li x5, 4096
li x4, 36864
li x8, 24576
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m16, 0xc3e0
li x1, 0
li x29, 0
li x28, 2048
dma.config.ch1 x0
li x24, 24576
li x27, 24576
sub x26, x24, x27
li x27, 6144
add x21, x21, x27
addi x23, x24, 0
li x27, 12288
dma.config.ch2 x0
li x17, 1
li x7, -1
li x20, 0
li x10, 18432
li x9, 12288
li x25, 36864
li x18, 1
delay 41
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
dma.wait.ch1
dma.config.ch1 x0
sub x11, x23, x27
li x27, 6144
dma.wait.ch2
dma.config.ch2 x0
sub x12, x23, x27
li x27, 6144
add x23, x23, x27
li x27, 12288
li x13, 6144
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
vload m2, 0(x28)
delay 60
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
delay 30
vload m6, 0(x29)
delay 29
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 256(x1)
delay 32
vload m21, 288(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 192(x1)
delay 32
vload m7, 192(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu1 w1, m7
delay 30
vload m7, 192(x29)
delay 29
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 320(x1)
delay 32
vload m21, 352(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 256(x1)
delay 32
vload m4, 128(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vload m1, 192(x28)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m3, 192(x28)
delay 26
vpack.bf16.fp8 m5, m20, e0
delay 64
vstore m5, 320(x1)
delay 32
vload m5, 320(x29)
dma.wait.ch0
add x4, x4, x5
li x8, 28672
dma.load.ch0 x8, x4, x6
delay 28
vload m20, 768(x1)
delay 32
vload m21, 800(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m28, m20, e0
delay 64
vload m20, 832(x1)
delay 32
vload m21, 864(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m28, 768(x1)
delay 32
vmatmul.mxu1 acc0, m28, w0
vload m24, 704(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.mxu0 acc0, m24, w0
delay 29
vmatmul.mxu1 acc1, m28, w0
vload m4, 128(x29)
delay 27
vpack.bf16.fp8 m29, m20, e0
delay 3
vmatpush.weight.mxu1 w0, m6
delay 28
vmatpush.weight.mxu0 w0, m2
delay 29
vstore m29, 832(x1)
delay 32
vmatmul.acc.mxu1 acc0, m29, w1
vload m25, 768(x28)
delay 32
vmatpush.weight.mxu1 w1, m5
vmatmul.acc.mxu0 acc0, m25, w1
delay 29
vmatmul.acc.mxu1 acc1, m29, w1
vload m5, 320(x29)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
delay 28
vmatpush.weight.mxu0 w1, m3
delay 0
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmatpop.bf16.acc.mxu1 m14, acc1
dma.wait.ch1
vstore m12, 384(x1)
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 28
vstore m13, 416(x1)
delay 32
vstore m14, 512(x1)
delay 32
vstore m15, 544(x1)
delay 32
vstore m8, 448(x1)
delay 32
vstore m9, 480(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m20, 896(x1)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 12288
xori x6, x6, -1
and x6, x6, x5
add x4, x4, x5
li x8, 24576
dma.load.ch0 x8, x4, x6
delay 23
vload m21, 928(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m28, m20, e0
delay 64
vload m20, 960(x1)
delay 32
vload m21, 992(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m28, 896(x1)
delay 32
vload m24, 832(x28)
vmatmul.mxu1 acc0, m28, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.mxu0 acc1, m24, w0
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc1, m28, w0
delay 27
vpack.bf16.fp8 m29, m20, e0
delay 64
vstore m29, 960(x1)
delay 32
vload m25, 896(x28)
vmatmul.acc.mxu1 acc0, m29, w1
delay 31
vmatmul.acc.mxu0 acc1, m25, w1
delay 0
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m29, w1
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 25
vmatpop.bf16.acc.mxu0 m10, acc1
delay 3
vmatpop.bf16.acc.mxu1 m14, acc1
dma.wait.ch2
vstore m12, 576(x1)
add x12, x12, x27
delay 31
vstore m13, 608(x1)
delay 32
vstore m10, 640(x1)
delay 32
vstore m11, 672(x1)
delay 32
vstore m14, 704(x1)
delay 32
vstore m15, 736(x1)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
