main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_f8E4M3FN_f8E4M3FN_f32: batch 1, tiles M 1 N 2 K 2, panels of 2
li x22, 0
addi x21, x22, 0
li x14, 8192
addi x15, x21, 0
li x16, 4096
dma.load.ch5 x14, x15, x16
li x5, 2048
li x25, 12288
addi x4, x25, 0
li x8, 12288
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x29, 8192
li x28, 12288
li x24, 8192
li x27, 8192
dma.config.ch1 x0
sub x26, x24, x27
li x27, 2048
dma.config.ch2 x0
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
li x1, 0
li x9, 0
li x10, 4096
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
delay 30
vmatmul.acc.mxu1 acc0, m19, w0
delay 33
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m19, w1
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
t1_elementwise:
# elementwise: 1 x 1 bands of 2 tiles
li x6, 4096
li x7, 0
li x8, 8192
addi x9, x6, 0
li x10, 8192
li x11, 4096
addi x12, x6, 0
dma.load.ch0 x7, x8, x9
dma.load.ch1 x10, x11, x12
li x1, 0
li x15, 0
li x4, 8192
dma.config.ch2 x0
sub x15, x15, x4
li x4, 4096
add x16, x15, x4
li x4, 8192
li x13, 16384
dma.config.ch3 x0
li x14, 20480
dma.wait.ch0
vload m0, 0(x1)
delay 32
vload m1, 32(x1)
dma.wait.ch1
delay 31
vload m2, 256(x1)
delay 32
vload m3, 288(x1)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vload m0, 64(x1)
delay 32
vload m1, 96(x1)
delay 32
vload m2, 320(x1)
delay 32
vload m3, 352(x1)
dma.wait.ch2
add x15, x15, x4
delay 30
vstore m4, 512(x1)
delay 32
vstore m5, 544(x1)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vstore m4, 576(x1)
delay 32
vstore m5, 608(x1)
delay 32
dma.store.ch2 x15, x13, x6
dma.wait.ch2
dma.wait.ch3
