main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 3 K 2, panels of 3
li x5, 4096
li x4, 36864
li x8, 24576
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m36, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 0
li x24, 12288
addi x21, x22, 0
li x27, 12288
li x10, 6144
li x9, 0
li x25, 36864
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 49
vli.all m37, 0xbf80
delay 63
vli.all m38, 0x4301
delay 63
vli.all m39, 0x4301
delay 63
vli.all m40, 0x1f80
delay 63
vli.all m41, 0x1f80
delay 63
vli.all m20, 0xc3e0
delay 63
vli.all m21, 0xc3e0
delay 63
vli.all m22, 0x43e0
delay 63
vli.all m23, 0x43e0
dma.wait.ch1
dma.wait.ch2
delay 61
li x16, 6144
li x14, 0
dma.load.ch5 x14, x15, x16
li x28, 24576
add x27, x9, x10
li x29, 12288
dma.wait.ch0
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
addi x28, x14, 0
vminimum.bf16 m26, m24, m8
delay 64
vmaximum.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m36
delay 64
vmaximum.bf16 m24, m24, m26
delay 64
vredmax.row.bf16 m24, m24
delay 32
vmaximum.bf16 m24, m24, m40
delay 64
vmul.bf16 m26, m24, m38
delay 64
vsub.bf16 m8, m26, m24
delay 64
vsub.bf16 m30, m26, m8
delay 64
vrecip.bf16 m28, m30
dma.wait.ch5
sub x14, x27, x14
li x27, 6144
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m24, 0(x28)
li x27, 3072
delay 30
vload m25, 32(x28)
delay 32
vmaximum.bf16 m24, m24, m20
vload m26, 64(x28)
delay 32
vload m27, 96(x28)
delay 29
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vload m24, 128(x28)
vmaximum.bf16 m26, m26, m20
delay 31
vload m25, 160(x28)
delay 31
vminimum.bf16 m26, m26, m22
vstore m4, 0(x29)
delay 63
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m5, m26, e0
delay 64
vpack.bf16.fp8 m6, m24, e0
vstore m5, 32(x29)
delay 63
vstore m6, 64(x29)
delay 32
add x29, x29, x27
addi x28, x14, 0
li x27, 3072
dma.wait.ch5
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vmaximum.bf16 m24, m24, m20
vload m26, 64(x28)
delay 32
vload m27, 96(x28)
delay 29
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m7, m24, e0
delay 64
vload m24, 128(x28)
vmaximum.bf16 m26, m26, m20
delay 31
vload m25, 160(x28)
delay 31
vminimum.bf16 m26, m26, m22
vstore m7, 0(x29)
delay 63
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m4, m26, e0
delay 64
vpack.bf16.fp8 m5, m24, e0
vstore m4, 32(x29)
delay 63
vstore m5, 64(x29)
delay 32
add x29, x29, x27
li x27, 12288
sub x15, x23, x27
li x14, 18432
sub x15, x15, x26
li x27, 45056
li x16, 6144
add x15, x15, x27
dma.load.ch5 x14, x15, x16
add x4, x4, x5
li x8, 28672
dma.load.ch0 x8, x4, x6
li x28, 24576
vload m24, 0(x28)
li x27, 6144
add x21, x21, x27
li x27, 12288
sub x11, x23, x27
li x27, 6144
sub x12, x23, x27
li x27, 6144
add x23, x23, x27
li x27, 2048
li x29, 12288
li x1, 18432
dma.config.ch1 x0
li x2, 0
li x17, 1
li x7, -1
li x20, 0
dma.config.ch2 x0
li x13, 6144
delay 8
vload m25, 32(x28)
delay 32
vmul.bf16 m24, m24, m28
vload m6, 0(x29)
delay 32
vload m7, 32(x29)
vmatpush.weight.mxu1 w0, m6
delay 28
vpack.bf16.fp8 m34, m24, e0
delay 1
vload m0, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vmatpush.weight.mxu0 w0, m0
delay 27
vstore m34, 0(x28)
delay 32
vload m32, 0(x28)
vmatmul.mxu1 acc0, m34, w0
delay 31
add x28, x28, x27
vload m26, 0(x28)
li x27, 3072
add x29, x29, x27
vmatmul.mxu1 acc1, m34, w1
vmatmul.mxu0 acc0, m32, w0
li x27, 12288
delay 26
vload m27, 32(x28)
delay 32
vmul.bf16 m26, m26, m28
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m35, m26, e0
delay 2
vmatpush.weight.mxu1 w1, m5
vload m1, 64(x29)
delay 32
vmatpush.weight.mxu0 w1, m1
li x29, 12288
vload m6, 0(x29)
delay 32
vstore m35, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m35, w0
vload m33, 0(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m33, w1
li x28, 28672
vload m7, 32(x29)
delay 27
vmul.bf16 m12, m12, m30
vmatmul.acc.mxu1 acc1, m35, w1
delay 2
vload m2, 64(x29)
delay 29
vmatpop.bf16.acc.mxu1 m14, acc1
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
delay 1
vmul.bf16 m14, m14, m30
vmatpush.weight.mxu1 w0, m6
delay 26
vmatpush.weight.mxu0 w0, m2
delay 2
vmatpush.weight.mxu1 w1, m7
delay 31
vmul.bf16 m8, m8, m30
dma.wait.ch5
vload m16, 0(x1)
delay 32
vload m17, 32(x1)
delay 32
vadd.bf16 m18, m12, m16
delay 64
vload m16, 64(x1)
delay 32
vload m17, 96(x1)
dma.wait.ch1
delay 31
vstore m18, 0(x2)
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 28
vstore m19, 32(x2)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 64(x2)
delay 32
vstore m19, 96(x2)
delay 32
vload m16, 128(x1)
delay 32
vload m17, 160(x1)
delay 32
vadd.bf16 m18, m8, m16
delay 64
vstore m18, 128(x2)
delay 32
vstore m19, 160(x2)
delay 32
vload m16, 0(x1)
dma.store.ch1 x11, x9, x13
delay 31
vload m17, 32(x1)
dma.wait.ch0
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 2048
xori x6, x6, -1
and x6, x6, x5
add x4, x4, x5
li x8, 24576
dma.load.ch0 x8, x4, x6
delay 21
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m26, m24, m8
li x28, 28672
delay 63
vmaximum.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m36
delay 64
vmaximum.bf16 m24, m24, m26
delay 64
vredmax.row.bf16 m24, m24
delay 32
vmaximum.bf16 m24, m24, m40
delay 64
vmul.bf16 m26, m24, m38
delay 64
vsub.bf16 m8, m26, m24
delay 64
vsub.bf16 m30, m26, m8
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 29
vrecip.bf16 m28, m30
delay 64
vmul.bf16 m24, m24, m28
delay 64
vpack.bf16.fp8 m34, m24, e0
delay 64
vstore m34, 0(x28)
delay 32
vload m32, 0(x28)
vmatmul.mxu1 acc0, m34, w0
delay 31
add x28, x28, x27
vload m26, 0(x28)
li x27, 3072
add x29, x29, x27
vmatmul.mxu1 acc1, m34, w1
vmatmul.mxu0 acc0, m32, w0
li x27, 12288
delay 26
vload m27, 32(x28)
delay 32
vmul.bf16 m26, m26, m28
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m35, m26, e0
delay 2
vmatpush.weight.mxu1 w1, m5
vload m3, 64(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
delay 25
vstore m35, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m35, w0
vload m33, 0(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m33, w1
delay 29
vmul.bf16 m12, m12, m30
vmatmul.acc.mxu1 acc1, m35, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
vadd.bf16 m18, m12, m16
delay 64
vmul.bf16 m14, m14, m30
vload m16, 64(x1)
delay 32
vload m17, 96(x1)
delay 29
vmul.bf16 m8, m8, m30
dma.wait.ch2
add x12, x12, x27
vstore m18, 192(x2)
delay 32
vstore m19, 224(x2)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 256(x2)
delay 32
vstore m19, 288(x2)
delay 32
vload m16, 128(x1)
delay 32
vload m17, 160(x1)
delay 32
vadd.bf16 m18, m8, m16
delay 64
vstore m18, 320(x2)
delay 32
vstore m19, 352(x2)
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
li x5, 4096
li x25, 32768
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m32, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 24576
li x24, 51200
li x27, 51200
addi x21, x22, 0
li x9, 8192
li x10, 12288
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 49
vli.all m33, 0xbf80
delay 63
vli.all m34, 0x4301
delay 63
vli.all m35, 0x4301
delay 63
vli.all m36, 0x1f80
delay 63
vli.all m37, 0x1f80
delay 63
vli.all m16, 0xc3e0
delay 63
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
dma.wait.ch1
dma.wait.ch2
delay 61
li x14, 8192
li x16, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
add x27, x9, x10
li x29, 16384
dma.wait.ch0
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
addi x28, x14, 0
vminimum.bf16 m22, m20, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vmul.bf16 m22, m22, m32
delay 64
vmaximum.bf16 m20, m20, m22
delay 64
vredmax.row.bf16 m20, m20
delay 32
vmaximum.bf16 m20, m20, m36
delay 64
vmul.bf16 m22, m20, m34
delay 64
vsub.bf16 m8, m22, m20
delay 64
vsub.bf16 m26, m22, m8
delay 64
vrecip.bf16 m24, m26
dma.wait.ch5
sub x14, x27, x14
li x27, 4096
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m20, 0(x28)
li x27, 2048
delay 30
vload m21, 32(x28)
delay 32
vload m22, 64(x28)
vmaximum.bf16 m20, m20, m16
delay 31
vload m23, 96(x28)
delay 31
vminimum.bf16 m20, m20, m18
delay 64
vmaximum.bf16 m22, m22, m16
delay 64
vminimum.bf16 m22, m22, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vpack.bf16.fp8 m5, m22, e0
vstore m4, 0(x29)
delay 63
vstore m5, 32(x29)
delay 32
add x29, x29, x27
addi x28, x14, 0
li x27, 2048
dma.wait.ch5
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vload m22, 64(x28)
vmaximum.bf16 m20, m20, m16
delay 31
vload m23, 96(x28)
delay 31
vminimum.bf16 m20, m20, m18
delay 64
vmaximum.bf16 m22, m22, m16
delay 64
vminimum.bf16 m22, m22, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vpack.bf16.fp8 m7, m22, e0
vstore m6, 0(x29)
delay 63
vstore m7, 32(x29)
delay 32
add x29, x29, x27
li x28, 0
vload m20, 0(x28)
li x27, 4096
add x21, x21, x27
li x27, 8192
sub x11, x23, x27
li x27, 4096
sub x12, x23, x27
li x27, 4096
add x23, x23, x27
li x27, 2048
li x29, 16384
dma.config.ch1 x0
li x1, 8192
li x13, 4096
dma.config.ch2 x0
delay 17
vload m21, 32(x28)
delay 32
vmul.bf16 m20, m20, m24
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 1
vmatpush.weight.mxu1 w1, m5
delay 61
vstore m30, 0(x28)
delay 32
add x28, x28, x27
vload m22, 0(x28)
li x27, 2048
vmatmul.mxu1 acc0, m30, w0
add x29, x29, x27
li x27, 8192
delay 27
vload m23, 32(x28)
delay 2
vmatmul.mxu1 acc1, m30, w1
delay 28
vmul.bf16 m22, m22, m24
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vmatpush.weight.mxu1 w1, m7
delay 60
vstore m31, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m31, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatmul.acc.mxu1 acc1, m31, w1
vmul.bf16 m12, m12, m26
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m26
dma.wait.ch1
vstore m12, 0(x1)
add x11, x11, x27
delay 31
vstore m13, 32(x1)
delay 32
vstore m14, 64(x1)
delay 32
vstore m15, 96(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
t3_matmul:
# matmul npu_uk_matmul_bf16_bf16_bf16: batch 1, tiles M 2 N 3 K 2, panels of 3
li x5, 4096
li x8, 18432
li x4, 36864
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m32, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 0
li x24, 24576
addi x21, x22, 0
li x27, 24576
li x10, 6144
li x9, 0
li x25, 36864
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 49
vli.all m33, 0xbf80
delay 63
vli.all m34, 0x4301
delay 63
vli.all m35, 0x4301
delay 63
vli.all m36, 0x1f80
delay 63
vli.all m37, 0x1f80
delay 63
vli.all m16, 0xc3e0
delay 63
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
dma.wait.ch1
dma.wait.ch2
delay 61
li x16, 6144
li x14, 0
dma.load.ch5 x14, x15, x16
li x28, 18432
add x27, x9, x10
li x29, 12288
dma.wait.ch0
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
addi x28, x14, 0
vminimum.bf16 m22, m20, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vmul.bf16 m22, m22, m32
delay 64
vmaximum.bf16 m20, m20, m22
delay 64
vredmax.row.bf16 m20, m20
delay 32
vmaximum.bf16 m20, m20, m36
delay 64
vmul.bf16 m22, m20, m34
delay 64
vsub.bf16 m8, m22, m20
delay 64
vsub.bf16 m26, m22, m8
delay 64
vrecip.bf16 m24, m26
dma.wait.ch5
sub x14, x27, x14
li x27, 6144
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m20, 0(x28)
li x27, 3072
delay 30
vload m21, 32(x28)
delay 32
vmaximum.bf16 m20, m20, m16
vload m22, 64(x28)
delay 32
vload m23, 96(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 128(x28)
vmaximum.bf16 m22, m22, m16
delay 31
vload m21, 160(x28)
delay 31
vminimum.bf16 m22, m22, m18
vstore m4, 0(x29)
delay 63
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m22, e0
delay 64
vpack.bf16.fp8 m6, m20, e0
vstore m5, 32(x29)
delay 63
vstore m6, 64(x29)
delay 32
add x29, x29, x27
addi x28, x14, 0
li x27, 3072
dma.wait.ch5
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmaximum.bf16 m20, m20, m16
vload m22, 64(x28)
delay 32
vload m23, 96(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 128(x28)
vmaximum.bf16 m22, m22, m16
delay 31
vload m21, 160(x28)
delay 31
vminimum.bf16 m22, m22, m18
vstore m7, 0(x29)
delay 63
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m22, e0
delay 64
vpack.bf16.fp8 m5, m20, e0
vstore m4, 32(x29)
delay 63
vstore m5, 64(x29)
delay 32
add x29, x29, x27
li x8, 22528
add x4, x4, x5
dma.load.ch0 x8, x4, x6
li x28, 18432
vload m20, 0(x28)
li x27, 6144
add x21, x21, x27
li x27, 12288
sub x11, x23, x27
li x27, 6144
sub x12, x23, x27
li x27, 6144
add x23, x23, x27
li x27, 2048
li x29, 12288
dma.config.ch1 x0
li x1, 0
li x17, 1
li x7, -1
li x20, 0
dma.config.ch2 x0
li x13, 6144
delay 10
vload m21, 32(x28)
delay 32
vmul.bf16 m20, m20, m24
vload m6, 0(x29)
delay 32
vload m7, 32(x29)
vmatpush.weight.mxu1 w0, m6
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 1
vload m0, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vmatpush.weight.mxu0 w0, m0
delay 27
vstore m30, 0(x28)
delay 32
vload m28, 0(x28)
vmatmul.mxu1 acc0, m30, w0
delay 31
add x28, x28, x27
vload m22, 0(x28)
li x27, 3072
add x29, x29, x27
vmatmul.mxu0 acc0, m28, w0
vmatmul.mxu1 acc1, m30, w1
li x27, 12288
delay 26
vload m23, 32(x28)
delay 32
vmul.bf16 m22, m22, m24
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vload m1, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vmatpush.weight.mxu0 w1, m1
li x29, 12288
vload m6, 0(x29)
delay 32
vstore m31, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m31, w0
vload m29, 0(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m29, w1
li x28, 22528
vload m7, 32(x29)
delay 26
vmatmul.acc.mxu1 acc1, m31, w1
vmul.bf16 m12, m12, m26
delay 3
vload m2, 64(x29)
delay 27
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmul.bf16 m14, m14, m26
vmatpush.weight.mxu1 w0, m6
delay 27
vmatpush.weight.mxu0 w0, m2
delay 1
vmatpush.weight.mxu1 w1, m7
delay 31
vmul.bf16 m8, m8, m26
dma.wait.ch1
delay 63
vstore m8, 128(x1)
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 28
vstore m9, 160(x1)
delay 32
vstore m12, 0(x1)
delay 32
vstore m13, 32(x1)
delay 32
vstore m14, 64(x1)
delay 32
vstore m15, 96(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m20, 0(x28)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 2048
xori x6, x6, -1
li x8, 18432
and x6, x6, x5
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 21
vload m21, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m20, m8
li x28, 22528
delay 62
vmaximum.bf16 m20, m20, m8
delay 64
vmul.bf16 m22, m22, m32
delay 64
vmaximum.bf16 m20, m20, m22
delay 64
vredmax.row.bf16 m20, m20
delay 32
vmaximum.bf16 m20, m20, m36
delay 64
vmul.bf16 m22, m20, m34
delay 64
vsub.bf16 m8, m22, m20
delay 64
vsub.bf16 m26, m22, m8
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 29
vrecip.bf16 m24, m26
delay 64
vmul.bf16 m20, m20, m24
delay 64
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 0(x28)
delay 32
vload m28, 0(x28)
vmatmul.mxu1 acc0, m30, w0
delay 31
add x28, x28, x27
vload m22, 0(x28)
li x27, 3072
add x29, x29, x27
vmatmul.mxu0 acc0, m28, w0
vmatmul.mxu1 acc1, m30, w1
li x27, 12288
delay 26
vload m23, 32(x28)
delay 32
vmul.bf16 m22, m22, m24
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vload m3, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vmatpush.weight.mxu0 w1, m3
delay 26
vstore m31, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m31, w0
vload m29, 0(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m29, w1
delay 29
vmatmul.acc.mxu1 acc1, m31, w1
vmul.bf16 m12, m12, m26
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmul.bf16 m14, m14, m26
delay 64
vmul.bf16 m8, m8, m26
dma.wait.ch2
vstore m12, 192(x1)
add x12, x12, x27
delay 31
vstore m13, 224(x1)
delay 32
vstore m14, 256(x1)
delay 32
vstore m15, 288(x1)
delay 32
vstore m8, 320(x1)
delay 32
vstore m9, 352(x1)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
