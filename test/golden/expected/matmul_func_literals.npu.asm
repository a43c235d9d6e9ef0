matmul_fp8:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_f8E4M3FN_f8E4M3FN_f32: batch 1, tiles M 2 N 1 K 3, panels of 1
li x5, 3072
li x4, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x22, 10240
addi x21, x22, 0
li x14, 6144
li x16, 3072
addi x15, x21, 0
dma.load.ch5 x14, x15, x16
li x29, 6144
li x28, 0
li x24, 6144
li x27, 6144
dma.config.ch1 x0
sub x26, x24, x27
dma.config.ch2 x0
li x27, 1024
add x21, x21, x27
addi x23, x24, 0
li x27, 4096
li x17, 1
li x7, -1
li x20, 0
li x1, 9216
li x9, 9216
li x10, 11264
li x25, 0
li x18, 1
dma.wait.ch1
sub x11, x23, x27
dma.config.ch1 x0
li x27, 2048
dma.wait.ch2
addi x12, x23, -2048
add x23, x23, x27
li x27, 4096
dma.config.ch2 x0
li x13, 2048
dma.wait.ch5
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
addi x29, x29, 1024
vload m5, 0(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 32(x29)
delay 32
li x29, 6144
vload m7, 0(x29)
delay 32
addi x29, x29, 1024
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
dma.wait.ch0
li x8, 3072
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 27
vload m18, 0(x28)
delay 32
vmatmul.mxu1 acc0, m18, w0
addi x28, x28, 1024
vload m19, 0(x28)
delay 31
vmatpush.weight.mxu1 w0, m6
vload m18, 32(x28)
delay 29
vmatmul.acc.mxu1 acc0, m19, w1
delay 1
li x28, 3072
delay 29
vmatmul.acc.mxu1 acc0, m18, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatpush.weight.mxu1 w1, m7
delay 30
vmatpush.weight.mxu1 w0, m4
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
vstore m12, 0(x1)
delay 32
vstore m13, 32(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
and x6, x27, x7
and x27, x27, x20
xori x6, x6, -1
sub x4, x4, x27
and x6, x6, x5
add x4, x4, x5
li x8, 0
dma.load.ch0 x8, x4, x6
vload m19, 0(x28)
li x27, 4096
delay 31
vmatmul.mxu1 acc0, m19, w1
addi x28, x28, 1024
vload m18, 0(x28)
delay 31
vmatpush.weight.mxu1 w1, m5
vload m19, 32(x28)
delay 29
vmatmul.acc.mxu1 acc0, m18, w0
delay 33
vmatmul.acc.mxu1 acc0, m19, w1
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
dma.wait.ch2
add x12, x12, x27
delay 28
vstore m12, 64(x1)
delay 32
vstore m13, 96(x1)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
ecall
matmul_f32_accumulate:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t2_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 1 K 1, panels of 1
li x5, 2048
li x25, 13312
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x22, 17408
addi x21, x22, 0
li x14, 12288
addi x15, x21, 0
li x16, 1024
dma.load.ch5 x14, x15, x16
li x24, 10240
li x27, 10240
dma.config.ch1 x0
sub x26, x24, x27
dma.config.ch2 x0
li x27, 1024
add x21, x21, x27
addi x23, x24, 0
li x27, 4096
li x28, 0
vli.all m32, 0xbf80
li x29, 12288
li x1, 8192
li x2, 4096
li x9, 4096
li x10, 6144
li x18, 1
delay 56
vli.all m33, 0xbf80
delay 63
vli.all m36, 0x1f80
delay 63
vli.all m37, 0x1f80
delay 63
vli.all m34, 0x4301
delay 63
vli.all m35, 0x4301
dma.wait.ch1
sub x11, x23, x27
li x27, 2048
dma.config.ch1 x0
dma.wait.ch2
addi x12, x23, -2048
add x23, x23, x27
li x27, 9216
li x13, 2048
dma.config.ch2 x0
dma.wait.ch0
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmul.bf16 m22, m20, m32
li x28, 0
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
vli.all m8, 0x4000
vstore m30, 0(x28)
delay 62
vli.all m9, 0x4000
delay 63
vmul.bf16 m26, m26, m8
dma.wait.ch5
add x15, x11, x27
li x14, 8192
dma.load.ch3 x14, x15, x13
vload m4, 0(x29)
li x27, 4096
delay 31
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m30, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m26
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
