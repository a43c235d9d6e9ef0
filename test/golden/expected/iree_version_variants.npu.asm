main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t2_matmul:
# matmul npu_matmul_f8E4M3FN_f8E4M3FN_f32: batch 1, tiles M 1 N 2 K 2, panels of 2
li x22, 0
addi x21, x22, 0
li x14, 12288
addi x15, x21, 0
li x16, 4096
dma.load.ch5 x14, x15, x16
li x5, 2048
li x25, 8192
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x28, 13312
li x1, 0
li x29, 12288
dma.config.ch1 x0
li x24, 4096
li x27, 4096
sub x26, x24, x27
li x27, 2048
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
dma.config.ch2 x0
li x9, 4096
li x10, 8192
li x18, 1
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
vload m0, 0(x28)
delay 32
li x28, 0
vmatpush.weight.mxu0 w0, m0
vload m1, 480(x28)
delay 32
vload m4, 0(x29)
vmatpush.weight.mxu0 w1, m1
delay 31
vmatpush.weight.mxu1 w0, m4
vload m5, 64(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
dma.wait.ch0
vload m20, 0(x1)
delay 32
vload m16, 0(x28)
vmatmul.mxu1 acc0, m20, w0
delay 31
vmatmul.mxu0 acc0, m16, w0
vload m21, 32(x1)
delay 32
vload m17, 32(x28)
vmatmul.acc.mxu1 acc0, m21, w1
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 23
vmatmul.acc.mxu0 acc0, m17, w1
delay 94
vmatpop.bf16.acc.mxu0 m8, acc0
dma.wait.ch1
vstore m12, 128(x1)
add x11, x11, x27
delay 31
vstore m13, 160(x1)
delay 32
vstore m8, 192(x1)
delay 32
vstore m9, 224(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
