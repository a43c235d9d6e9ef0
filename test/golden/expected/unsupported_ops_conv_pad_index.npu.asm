main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t5_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 11 N 1 K 1, panels of 1
li x22, 47104
addi x21, x22, 0
li x14, 10240
addi x15, x21, 0
li x16, 1024
dma.load.ch5 x14, x15, x16
li x24, 22528
li x27, 22528
sub x26, x24, x27
li x27, 22528
addi x23, x24, 0
li x5, 2048
li x25, 0
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m22, 0x3e00
dma.config.ch1 x0
dma.config.ch2 x0
li x10, 6144
li x9, 4096
li x18, 1
li x17, 5
delay 56
vli.all m23, 0x3e00
delay 63
vli.all m24, 0xc3e0
delay 63
vli.all m25, 0xc3e0
delay 63
vli.all m26, 0x43e0
delay 63
vli.all m27, 0x43e0
dma.wait.ch1
dma.config.ch1 x0
dma.wait.ch2
dma.config.ch2 x0
addi x12, x23, -2048
li x13, 2048
dma.wait.ch5
sub x15, x23, x27
sub x15, x15, x26
li x27, 45056
li x16, 2048
li x14, 8192
add x15, x15, x27
dma.load.ch5 x14, x15, x16
li x27, 1024
add x21, x21, x27
li x27, 4096
sub x11, x23, x27
li x27, 2048
add x23, x23, x27
dma.wait.ch5
delay 39
t5_rows:
li x1, 0
li x29, 10240
vload m4, 0(x29)
li x28, 10240
li x27, 4096
addi x17, x17, -1
delay 28
vmatpush.weight.mxu1 w0, m4
vload m0, 0(x28)
delay 32
li x28, 2048
vmatpush.weight.mxu0 w0, m0
vload m18, 256(x1)
delay 32
vload m19, 288(x1)
dma.wait.ch0
li x8, 2048
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 27
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m36, m28, e0
delay 64
vstore m36, 0(x1)
delay 32
vmatmul.mxu1 acc0, m36, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m16, m12, m22
delay 64
vadd.bf16 m20, m16, m18
delay 64
vload m18, 256(x1)
delay 32
vload m19, 288(x1)
dma.wait.ch1
add x11, x11, x27
li x27, 4096
delay 29
vstore m20, 128(x1)
delay 32
vstore m21, 160(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m28, 64(x1)
add x4, x4, x5
li x8, 0
dma.load.ch0 x8, x4, x6
delay 29
vload m29, 96(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m36, m28, e0
delay 64
vstore m36, 64(x1)
delay 32
vload m32, 0(x28)
delay 32
vmatmul.mxu0 acc0, m32, w0
delay 94
vmatpop.bf16.acc.mxu0 m8, acc0
delay 30
vmul.bf16 m16, m8, m22
delay 64
vadd.bf16 m20, m16, m18
dma.wait.ch2
add x12, x12, x27
delay 62
vstore m20, 192(x1)
delay 32
vstore m21, 224(x1)
delay 32
dma.store.ch2 x12, x10, x13
bne x17, x0, t5_rows
nop
nop
t5_rows_end:
li x1, 0
li x29, 10240
vload m5, 0(x29)
li x27, 4096
delay 31
vmatpush.weight.mxu1 w0, m5
vload m18, 256(x1)
delay 32
vload m19, 288(x1)
dma.wait.ch0
delay 31
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m36, m28, e0
delay 64
vstore m36, 0(x1)
delay 32
vmatmul.mxu1 acc1, m36, w0
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m16, m14, m22
delay 64
vadd.bf16 m20, m16, m18
dma.wait.ch1
add x11, x11, x27
delay 62
vstore m20, 128(x1)
delay 32
vstore m21, 160(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
