transpose_broadcast_matmul:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t2_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 1 K 1, panels of 1
li x5, 2048
li x25, 2048
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m36, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 0
li x24, 6144
li x27, 6144
addi x21, x22, 0
li x10, 6144
li x9, 4096
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 48
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
li x14, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
li x29, 12288
dma.wait.ch0
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vmul.bf16 m26, m24, m36
addi x28, x14, 0
delay 63
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
li x27, 2048
add x21, x21, x27
li x27, 4096
sub x11, x23, x27
li x27, 2048
addi x12, x23, -2048
add x23, x23, x27
li x27, 2048
li x13, 2048
add x15, x11, x27
li x14, 8192
dma.load.ch3 x14, x15, x13
li x28, 0
vload m24, 0(x28)
li x29, 12288
li x1, 8192
dma.config.ch1 x0
li x2, 4096
li x27, 4096
dma.config.ch2 x0
delay 26
vload m25, 32(x28)
delay 32
vmul.bf16 m24, m24, m28
vload m5, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m5
delay 29
vpack.bf16.fp8 m34, m24, e0
delay 64
vstore m34, 0(x28)
delay 32
vmatmul.mxu1 acc0, m34, w0
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
