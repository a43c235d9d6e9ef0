main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_softmax:
jal x0, t0_call
nop
nop
t0_body:
# softmax: 1 chunks of 1 groups x 2 tiles
li x1, 1047552
sw x4, 0(x1)
lw x5, 4(x1)
li x6, 2048
li x4, 16384
dma.load.ch7 x4, x5, x6
lw x8, 8(x1)
li x7, 0
li x2, 16384
li x3, 0
lw x12, 12(x1)
dma.config.ch1 x0
li x10, 8192
dma.config.ch2 x0
li x11, 12288
dma.wait.ch7
li x6, 4096
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
vload m0, 0(x2)
li x4, 8192
sub x12, x12, x4
li x4, 4096
add x13, x12, x4
li x4, 8192
delay 27
vload m1, 32(x2)
dma.wait.ch0
delay 31
vload m24, 0(x3)
delay 32
vload m25, 32(x3)
delay 32
vload m26, 64(x3)
vmaximum.bf16 m2, m24, m24
delay 31
vload m27, 96(x3)
delay 32
vminimum.bf16 m26, m26, m0
delay 64
vmaximum.bf16 m2, m2, m26
delay 64
vredmax.row.bf16 m2, m2
delay 32
vsub.bf16 m24, m24, m2
delay 64
vsub.bf16 m26, m26, m2
delay 64
vexp.bf16 m24, m24
delay 64
vexp.bf16 m26, m26
delay 64
vadd.bf16 m8, m24, m26
delay 64
vredsum.row.bf16 m8, m8
delay 37
vrecip.bf16 m8, m8
delay 64
vmul.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m8
dma.wait.ch1
vstore m24, 256(x3)
add x12, x12, x4
delay 31
vstore m25, 288(x3)
delay 32
vstore m26, 320(x3)
delay 32
vstore m27, 352(x3)
delay 32
dma.store.ch1 x12, x10, x6
dma.wait.ch1
dma.wait.ch2
lw x4, 0(x1)
delay 0
jalr x0, x4, 8
nop
nop
t0_call:
li x1, 1047552
li x4, 14336
sw x4, 4(x1)
li x5, 0
sw x5, 8(x1)
li x4, 8192
sw x4, 12(x1)
jal x4, t0_body
nop
nop
t1_softmax:
li x1, 1047552
li x4, 16384
sw x4, 4(x1)
li x5, 4096
sw x5, 8(x1)
li x4, 0
sw x4, 12(x1)
jal x4, t0_body
nop
nop
t2_softmax:
# softmax: 1 chunks of 1 groups x 1 tiles
li x5, 18432
li x6, 2048
li x4, 8192
dma.load.ch7 x4, x5, x6
li x7, 0
li x8, 12288
li x1, 8192
li x2, 0
li x12, 4096
dma.config.ch1 x0
li x10, 4096
dma.config.ch2 x0
li x11, 6144
dma.wait.ch7
li x6, 2048
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
vload m0, 0(x1)
li x4, 4096
sub x12, x12, x4
li x4, 2048
add x13, x12, x4
li x4, 4096
delay 26
vload m1, 32(x1)
dma.wait.ch0
delay 31
vload m24, 0(x2)
delay 32
vload m25, 32(x2)
delay 32
vminimum.bf16 m24, m24, m0
delay 64
vmaximum.bf16 m2, m24, m24
delay 64
vredmax.bf16 m2, m2
delay 128
vsub.bf16 m24, m24, m2
delay 64
vexp.bf16 m24, m24
delay 64
vredsum.bf16 m8, m24
delay 128
vrecip.bf16 m8, m8
delay 64
vmul.bf16 m24, m24, m8
dma.wait.ch1
add x12, x12, x4
delay 62
vstore m24, 128(x2)
delay 32
vstore m25, 160(x2)
delay 32
dma.store.ch1 x12, x10, x6
dma.wait.ch1
dma.wait.ch2
