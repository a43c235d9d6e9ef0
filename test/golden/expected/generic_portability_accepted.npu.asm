main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 2 K 1, panels of 2
li x5, 2048
li x25, 4096
addi x4, x25, 0
li x8, 8192
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x22, 6144
addi x21, x22, 0
li x16, 2048
li x14, 12288
addi x15, x21, 0
dma.load.ch5 x14, x15, x16
li x28, 8192
vli.all m22, 0xc3e0
li x29, 12288
dma.config.ch1 x0
li x24, 0
li x27, 0
sub x26, x24, x27
li x27, 2048
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
li x1, 0
dma.config.ch2 x0
li x9, 0
li x10, 4096
li x18, 1
delay 48
vli.all m23, 0xc3e0
delay 63
vli.all m24, 0x43e0
delay 63
vli.all m25, 0x43e0
delay 63
vli.all m20, 0x3f00
delay 63
vli.all m21, 0x3f00
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
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
dma.wait.ch0
vload m26, 0(x28)
delay 32
vload m27, 32(x28)
delay 32
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m32, m26, e0
delay 64
vstore m32, 0(x28)
delay 32
vmatmul.mxu1 acc0, m32, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m16, m12, m20
vmatmul.mxu1 acc1, m32, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vtanh.bf16 m18, m16
delay 64
vmul.bf16 m16, m14, m20
dma.wait.ch1
vstore m18, 0(x1)
add x11, x11, x27
delay 31
vstore m19, 32(x1)
delay 32
vtanh.bf16 m18, m16
delay 64
vstore m18, 64(x1)
delay 32
vstore m19, 96(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
