main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_softmax:
# softmax: 4 chunks of 1 groups x 1 tiles
li x6, 2048
li x4, 8192
li x5, 16384
dma.load.ch7 x4, x5, x6
li x7, 0
li x8, 0
li x1, 8192
li x12, 8192
dma.config.ch1 x0
dma.config.ch2 x0
li x11, 6144
li x10, 4096
dma.wait.ch7
li x6, 2048
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
vload m0, 0(x1)
li x4, 4096
sub x12, x12, x4
li x4, 2048
add x13, x12, x4
li x5, 2
delay 26
vload m1, 32(x1)
delay 32
t1_chunks:
li x4, 2048
li x1, 0
dma.wait.ch0
li x7, 2048
add x8, x8, x4
dma.load.ch0 x7, x8, x9
vload m24, 0(x1)
li x4, 4096
delay 31
vload m25, 32(x1)
delay 32
vminimum.bf16 m24, m24, m0
delay 64
vmaximum.bf16 m2, m24, m24
delay 64
vredmax.row.bf16 m2, m2
delay 32
vsub.bf16 m24, m24, m2
delay 64
vexp.bf16 m24, m24
delay 64
vredsum.row.bf16 m8, m24
delay 37
vrecip.bf16 m8, m8
delay 64
vmul.bf16 m24, m24, m8
dma.wait.ch1
add x12, x12, x4
addi x4, x5, -1
sltu x4, x0, x4
sub x4, x0, x4
addi x5, x5, -1
delay 58
vstore m24, 128(x1)
delay 32
vstore m25, 160(x1)
delay 32
dma.store.ch1 x12, x10, x6
dma.wait.ch0
vload m24, 64(x1)
and x9, x6, x4
li x4, 2048
add x8, x8, x4
li x4, 4096
li x7, 0
dma.load.ch0 x7, x8, x9
delay 25
vload m25, 96(x1)
delay 32
vminimum.bf16 m24, m24, m0
delay 64
vmaximum.bf16 m2, m24, m24
delay 64
vredmax.row.bf16 m2, m2
delay 32
vsub.bf16 m24, m24, m2
delay 64
vexp.bf16 m24, m24
delay 64
vredsum.row.bf16 m8, m24
delay 37
vrecip.bf16 m8, m8
delay 64
vmul.bf16 m24, m24, m8
dma.wait.ch2
add x13, x13, x4
delay 62
vstore m24, 192(x1)
delay 32
vstore m25, 224(x1)
delay 32
dma.store.ch2 x13, x11, x6
bne x5, x0, t1_chunks
nop
nop
t1_chunks_end:
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
