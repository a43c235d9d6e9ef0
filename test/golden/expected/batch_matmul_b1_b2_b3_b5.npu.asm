main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_batch_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 3, tiles M 1 N 2 K 2, panels of 2
vli.all m28, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x5, 4096
li x9, 8192
li x10, 12288
li x25, 0
li x22, 12288
li x24, 24576
li x19, 3
delay 54
vli.all m29, 0xbf80
delay 63
vli.all m30, 0x4301
delay 63
vli.all m31, 0x4301
delay 63
vli.all m32, 0x1f80
delay 63
vli.all m33, 0x1f80
delay 63
t1_batch:
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
addi x21, x22, 0
li x14, 16384
addi x15, x21, 0
li x16, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
li x27, 24576
sub x26, x24, x27
li x27, 2048
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
li x29, 16384
li x1, 8192
li x18, 1
addi x19, x19, -1
dma.wait.ch1
sub x11, x23, x27
li x27, 4096
dma.config.ch1 x0
dma.wait.ch2
sub x12, x23, x27
li x27, 4096
add x23, x23, x27
li x27, 2048
li x13, 4096
dma.config.ch2 x0
dma.wait.ch0
vload m16, 0(x28)
delay 32
vload m17, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m18, m16, m8
li x28, 0
delay 63
vmaximum.bf16 m16, m16, m8
delay 64
vmul.bf16 m18, m18, m28
delay 64
vmaximum.bf16 m16, m16, m18
delay 64
vredmax.row.bf16 m16, m16
delay 32
vmaximum.bf16 m16, m16, m32
delay 64
vmul.bf16 m18, m16, m30
delay 64
vsub.bf16 m8, m18, m16
delay 64
vsub.bf16 m22, m18, m8
vload m16, 0(x28)
delay 32
vload m17, 32(x28)
delay 29
vrecip.bf16 m20, m22
delay 64
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m26, m16, e0
delay 64
vstore m26, 0(x28)
vli.all m8, 0x3e80
delay 31
add x28, x28, x27
vload m18, 0(x28)
li x27, 2048
delay 27
vli.all m9, 0x3e80
delay 1
vload m19, 32(x28)
delay 60
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m27, m18, e0
delay 64
vstore m27, 0(x28)
vmul.bf16 m22, m22, m8
dma.wait.ch5
delay 30
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m26, w0
add x29, x29, x27
vload m6, 0(x29)
li x27, 8192
delay 30
vmatpush.weight.mxu1 w1, m5
vload m7, 32(x29)
delay 29
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc1, m26, w1
delay 33
vmatmul.acc.mxu1 acc0, m27, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 30
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatmul.acc.mxu1 acc1, m27, w1
vmul.bf16 m12, m12, m22
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m22
dma.wait.ch1
vstore m12, 0(x1)
add x11, x11, x27
li x27, 4096
add x25, x25, x27
li x27, 4096
add x22, x22, x27
li x27, 4096
add x24, x24, x27
delay 25
vstore m13, 32(x1)
delay 32
vstore m14, 64(x1)
delay 32
vstore m15, 96(x1)
delay 32
dma.store.ch1 x11, x9, x13
bne x19, x0, t1_batch
nop
nop
t1_batch_end:
dma.wait.ch1
dma.wait.ch2
t2_batch_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 5, tiles M 1 N 1 K 1, panels of 1
vli.all m32, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x5, 2048
li x10, 6144
li x22, 47104
li x9, 4096
li x25, 36864
li x24, 0
li x19, 5
delay 51
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
delay 63
t2_batch:
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
addi x21, x22, 0
li x27, 0
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
dma.wait.ch1
dma.wait.ch2
li x16, 2048
li x14, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
li x29, 8192
dma.wait.ch0
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmul.bf16 m22, m20, m32
addi x28, x14, 0
delay 63
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
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vstore m4, 0(x29)
delay 32
addi x29, x29, 1024
li x28, 0
vload m20, 0(x28)
li x29, 8192
li x27, 2048
dma.config.ch1 x0
add x21, x21, x27
li x27, 4096
sub x11, x23, x27
li x1, 4096
li x27, 2048
addi x12, x23, -2048
add x23, x23, x27
li x13, 2048
li x27, 4096
dma.config.ch2 x0
addi x19, x19, -1
delay 15
vload m21, 32(x28)
delay 32
vmul.bf16 m20, m20, m24
vload m5, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m5
delay 29
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 0(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m26
dma.wait.ch1
add x11, x11, x27
li x27, 2048
add x25, x25, x27
li x27, 2048
add x22, x22, x27
li x27, 2048
add x24, x24, x27
delay 53
vstore m12, 0(x1)
delay 32
vstore m13, 32(x1)
delay 32
dma.store.ch1 x11, x9, x13
bne x19, x0, t2_batch
nop
nop
t2_batch_end:
dma.wait.ch1
dma.wait.ch2
t3_batch_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 2, tiles M 1 N 1 K 1, panels of 1
vli.all m32, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x5, 2048
li x10, 6144
li x9, 4096
li x25, 57344
li x22, 61440
li x24, 36864
li x19, 2
delay 52
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
delay 63
t3_batch:
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
addi x21, x22, 0
li x27, 36864
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
dma.wait.ch1
dma.wait.ch2
li x16, 2048
li x14, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
li x29, 8192
dma.wait.ch0
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmul.bf16 m22, m20, m32
addi x28, x14, 0
delay 63
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
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vstore m4, 0(x29)
delay 32
addi x29, x29, 1024
li x28, 0
vload m20, 0(x28)
li x29, 8192
li x27, 2048
dma.config.ch1 x0
add x21, x21, x27
li x27, 4096
sub x11, x23, x27
li x1, 4096
li x27, 2048
addi x12, x23, -2048
add x23, x23, x27
li x13, 2048
li x27, 4096
dma.config.ch2 x0
addi x19, x19, -1
delay 15
vload m21, 32(x28)
delay 32
vmul.bf16 m20, m20, m24
vload m5, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m5
delay 29
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 0(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m26
dma.wait.ch1
add x11, x11, x27
li x27, 2048
add x25, x25, x27
li x27, 2048
add x22, x22, x27
li x27, 2048
add x24, x24, x27
delay 53
vstore m12, 0(x1)
delay 32
vstore m13, 32(x1)
delay 32
dma.store.ch1 x11, x9, x13
bne x19, x0, t3_batch
nop
nop
t3_batch_end:
dma.wait.ch1
dma.wait.ch2
