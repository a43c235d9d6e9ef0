main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_f8E4M3FN_f8E4M3FN_f32: batch 1, tiles M 1 N 2 K 3, panels of 2
li x22, 0
addi x21, x22, 0
li x16, 6144
li x14, 0
addi x15, x21, 0
dma.load.ch5 x14, x15, x16
li x5, 3072
li x25, 16384
li x8, 14336
addi x4, x25, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x29, 0
li x28, 14336
li x24, 12288
li x27, 12288
dma.config.ch1 x0
sub x26, x24, x27
li x27, 2048
dma.config.ch2 x0
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
li x1, 6144
li x9, 6144
li x10, 10240
li x18, 1
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
dma.wait.ch5
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
add x29, x29, x27
vload m6, 0(x29)
vmatpush.weight.mxu1 w1, m5
li x27, 8192
delay 30
vload m7, 32(x29)
delay 32
vload m4, 64(x29)
delay 32
vload m5, 96(x29)
dma.wait.ch0
delay 31
vload m18, 0(x28)
delay 32
vmatmul.mxu1 acc0, m18, w0
addi x28, x28, 1024
vload m19, 0(x28)
delay 31
vmatmul.mxu1 acc1, m18, w1
delay 33
vmatpush.weight.mxu1 w0, m6
vload m18, 32(x28)
delay 29
vmatmul.acc.mxu1 acc0, m19, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m19, w1
delay 33
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc0, m18, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m18, w1
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatpop.bf16.acc.mxu1 m14, acc1
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
t1_matmul:
# matmul npu_uk_matmul_f8E5M2_f8E4M3FN_f32: batch 1, tiles M 1 N 2 K 3, panels of 2
li x5, 6144
li x25, 6144
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x22, 0
addi x21, x22, 0
li x16, 6144
li x14, 12288
addi x15, x21, 0
dma.load.ch5 x14, x15, x16
li x28, 0
li x24, 16384
li x27, 16384
sub x26, x24, x27
li x27, 4096
vli.all m28, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
addi x23, x24, 0
li x29, 12288
li x1, 18432
li x9, 18432
li x10, 22528
li x18, 1
delay 52
vli.all m29, 0xbf80
delay 63
vli.all m32, 0x1f80
delay 63
vli.all m33, 0x1f80
delay 63
vli.all m30, 0x4301
delay 63
vli.all m31, 0x4301
dma.wait.ch1
dma.config.ch1 x0
dma.wait.ch2
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
add x28, x28, x27
li x27, 2048
add x21, x21, x27
li x27, 8192
sub x11, x23, x27
li x27, 4096
sub x12, x23, x27
li x27, 4096
add x23, x23, x27
li x27, 2048
delay 52
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m18, m18, m8
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
delay 32
add x28, x28, x27
vload m18, 0(x28)
li x27, 2048
delay 30
vload m19, 32(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m27, m18, e0
delay 64
vstore m27, 0(x28)
delay 32
vload m16, 64(x28)
delay 32
vload m17, 96(x28)
delay 32
vmul.bf16 m16, m16, m20
dma.wait.ch5
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 29
vmatmul.mxu1 acc0, m26, w0
delay 1
add x29, x29, x27
vload m6, 0(x29)
li x27, 8192
delay 28
vmatpush.weight.mxu1 w1, m5
delay 1
vload m7, 32(x29)
delay 27
vmatmul.mxu1 acc1, m26, w1
delay 3
vload m4, 64(x29)
delay 28
vpack.bf16.fp8 m26, m16, e0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m5, 96(x29)
delay 27
vmatmul.acc.mxu1 acc0, m27, w0
delay 31
vstore m26, 64(x28)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 30
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m27, w1
delay 33
vmatmul.acc.mxu1 acc0, m26, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 30
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatmul.acc.mxu1 acc1, m26, w1
vmul.bf16 m12, m12, m22
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m22
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
