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
vli.all m30, 0xbf80
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
vli.all m31, 0xbf80
delay 63
vli.all m34, 0x1f80
delay 63
vli.all m35, 0x1f80
delay 63
vli.all m32, 0x4301
delay 63
vli.all m33, 0x4301
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
dma.wait.ch0
vload m18, 0(x28)
delay 32
vload m19, 32(x28)
delay 32
vmul.bf16 m20, m18, m30
li x28, 8192
delay 63
vmaximum.bf16 m18, m18, m20
delay 64
vredmax.row.bf16 m18, m18
delay 32
vmaximum.bf16 m18, m18, m34
delay 64
vmul.bf16 m20, m18, m32
delay 64
vsub.bf16 m8, m20, m18
delay 64
vsub.bf16 m24, m20, m8
vload m18, 0(x28)
delay 32
vload m19, 32(x28)
delay 29
vrecip.bf16 m22, m24
delay 64
vmul.bf16 m18, m18, m22
delay 64
vpack.bf16.fp8 m28, m18, e0
delay 64
vli.all m8, 0x3f00
vstore m28, 0(x28)
delay 62
vli.all m9, 0x3f00
delay 63
vmul.bf16 m24, m24, m8
dma.wait.ch5
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m24
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.mxu1 acc1, m28, w1
delay 31
vtanh.bf16 m16, m12
delay 0
vmatpop.bf16.acc.mxu1 m14, acc1
delay 62
vmul.bf16 m14, m14, m24
dma.wait.ch1
vstore m16, 0(x1)
add x11, x11, x27
delay 31
vstore m17, 32(x1)
delay 32
vtanh.bf16 m16, m14
delay 64
vstore m16, 64(x1)
delay 32
vstore m17, 96(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
