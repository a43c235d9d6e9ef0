main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 2 K 3, panels of 2
li x5, 6144
li x4, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m32, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 12288
li x24, 24576
addi x21, x22, 0
li x27, 24576
li x9, 18432
li x10, 22528
li x25, 0
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 48
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
li x14, 18432
li x16, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
li x27, 4096
li x29, 12288
li x17, 2
dma.wait.ch0
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m20, m8
add x28, x28, x27
delay 63
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m22, m22, m8
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
delay 64
t0_b_rows:
addi x28, x14, 0
add x27, x9, x10
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
addi x17, x17, -1
bne x17, x0, t0_b_rows
nop
nop
t0_b_rows_end:
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
li x8, 6144
add x4, x4, x5
dma.load.ch0 x8, x4, x6
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
li x29, 12288
dma.config.ch1 x0
li x17, 1
li x7, -1
li x20, 0
li x1, 18432
dma.config.ch2 x0
li x13, 4096
delay 13
vload m21, 32(x28)
delay 32
vmul.bf16 m20, m20, m24
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vmatpush.weight.mxu1 w1, m5
delay 60
vstore m30, 0(x28)
delay 32
add x28, x28, x27
vload m22, 0(x28)
vmatmul.mxu1 acc0, m30, w0
li x27, 2048
add x29, x29, x27
li x27, 8192
delay 27
vload m23, 32(x28)
delay 0
vmatmul.mxu1 acc1, m30, w1
delay 30
vmul.bf16 m22, m22, m24
vload m6, 0(x29)
delay 32
vload m7, 32(x29)
vmatpush.weight.mxu1 w0, m6
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 1
vload m4, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m5, 96(x29)
delay 32
vstore m31, 0(x28)
li x29, 12288
delay 31
vload m20, 64(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m21, 96(x28)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vmul.bf16 m20, m20, m24
vmatmul.acc.mxu1 acc1, m31, w1
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m7, 32(x29)
delay 27
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 64(x28)
delay 32
li x28, 6144
vmatmul.acc.mxu1 acc0, m30, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatmul.acc.mxu1 acc1, m30, w1
vmul.bf16 m12, m12, m26
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m26
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpush.weight.mxu1 w1, m7
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
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
li x27, 4096
xori x6, x6, -1
and x6, x6, x5
add x4, x4, x5
li x8, 0
dma.load.ch0 x8, x4, x6
delay 23
vload m21, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m20, m8
add x28, x28, x27
li x27, 2048
delay 61
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m22, m22, m8
li x28, 6144
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
vpack.bf16.fp8 m31, m20, e0
delay 64
vstore m31, 0(x28)
delay 32
add x28, x28, x27
vload m22, 0(x28)
vmatmul.mxu1 acc0, m31, w0
li x27, 2048
add x29, x29, x27
li x27, 8192
delay 27
vload m23, 32(x28)
delay 0
vmatmul.mxu1 acc1, m31, w1
delay 30
vmul.bf16 m22, m22, m24
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 28
vpack.bf16.fp8 m30, m22, e0
delay 1
vload m6, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m7, 96(x29)
delay 32
vstore m30, 0(x28)
delay 32
vload m20, 64(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m21, 96(x28)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmul.bf16 m20, m20, m24
vmatmul.acc.mxu1 acc1, m30, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vpack.bf16.fp8 m31, m20, e0
delay 64
vstore m31, 64(x28)
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
dma.wait.ch2
vstore m12, 128(x1)
add x12, x12, x27
delay 31
vstore m13, 160(x1)
delay 32
vstore m14, 192(x1)
delay 32
vstore m15, 224(x1)
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
li x5, 4096
li x25, 32768
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m36, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 36864
li x24, 0
addi x21, x22, 0
li x27, 0
li x10, 10240
li x9, 8192
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 50
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
li x16, 2048
li x14, 8192
dma.load.ch5 x14, x15, x16
li x28, 0
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
vminimum.bf16 m26, m24, m8
addi x28, x14, 0
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
delay 64
vrecip.bf16 m28, m30
dma.wait.ch5
sub x14, x27, x14
li x27, 2048
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vstore m4, 0(x29)
delay 32
addi x29, x29, 1024
addi x28, x14, 0
dma.wait.ch5
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m5, m24, e0
delay 64
vstore m5, 0(x29)
delay 32
addi x29, x29, 1024
li x27, 2048
add x21, x21, x27
li x27, 4096
sub x11, x23, x27
li x27, 2048
addi x12, x23, -2048
add x23, x23, x27
li x13, 2048
li x27, 45056
li x14, 14336
add x15, x11, x27
dma.load.ch3 x14, x15, x13
li x28, 0
vload m24, 0(x28)
li x27, 2048
li x29, 12288
li x1, 14336
dma.config.ch1 x0
li x2, 8192
dma.config.ch2 x0
delay 24
vload m25, 32(x28)
delay 32
vmul.bf16 m24, m24, m28
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
addi x29, x29, 1024
vload m7, 0(x29)
delay 27
vpack.bf16.fp8 m34, m24, e0
delay 3
vmatpush.weight.mxu1 w1, m7
delay 59
vstore m34, 0(x28)
delay 32
add x28, x28, x27
vload m26, 0(x28)
vmatmul.mxu1 acc0, m34, w0
li x27, 4096
delay 30
vload m27, 32(x28)
delay 32
vmul.bf16 m26, m26, m28
delay 64
vpack.bf16.fp8 m35, m26, e0
delay 64
vstore m35, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m35, w1
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m30
dma.wait.ch3
vload m16, 0(x1)
delay 32
vload m17, 32(x1)
delay 32
vadd.bf16 m18, m12, m16
dma.wait.ch1
add x11, x11, x27
delay 62
vstore m18, 0(x2)
delay 32
vstore m19, 32(x2)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
