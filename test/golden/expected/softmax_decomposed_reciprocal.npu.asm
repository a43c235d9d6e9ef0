main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_softmax:
# softmax: 10 chunks of 1 groups x 1 tiles
li x5, 47104
li x6, 2048
li x4, 8192
dma.load.ch7 x4, x5, x6
li x7, 0
li x8, 0
li x1, 8192
li x12, 20480
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
li x5, 5
delay 26
vload m1, 32(x1)
delay 32
t0_chunks:
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
bne x5, x0, t0_chunks
nop
nop
t0_chunks_end:
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
t1_softmax:
# softmax: 1 chunks of 1 groups x 2 tiles
li x6, 2048
li x4, 16384
li x5, 49152
dma.load.ch7 x4, x5, x6
li x7, 0
li x8, 40960
li x1, 16384
li x2, 0
li x12, 0
dma.config.ch1 x0
li x10, 8192
dma.config.ch2 x0
li x11, 12288
dma.wait.ch7
li x6, 4096
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
vload m0, 0(x1)
li x4, 8192
sub x12, x12, x4
li x4, 4096
add x13, x12, x4
li x4, 8192
delay 27
vload m1, 32(x1)
dma.wait.ch0
delay 31
vload m24, 0(x2)
delay 32
vload m25, 32(x2)
delay 32
vload m26, 64(x2)
vmaximum.bf16 m2, m24, m24
delay 31
vload m27, 96(x2)
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
vstore m24, 256(x2)
add x12, x12, x4
delay 31
vstore m25, 288(x2)
delay 32
vstore m26, 320(x2)
delay 32
vstore m27, 352(x2)
delay 32
dma.store.ch1 x12, x10, x6
dma.wait.ch1
dma.wait.ch2
t2_reduction:
# row group: 4 ops over 1 bands of 1 tiles
li x5, 51200
li x6, 2048
li x4, 16384
dma.load.ch7 x4, x5, x6
li x7, 0
li x8, 45056
li x1, 16384
li x2, 0
vli.all m28, 0x0000
li x12, 40960
dma.config.ch1 x0
li x10, 4096
dma.config.ch2 x0
li x11, 6144
delay 57
vli.all m29, 0x0000
dma.wait.ch7
li x4, 18432
li x6, 2048
li x5, 53248
dma.load.ch7 x4, x5, x6
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
dma.wait.ch7
li x6, 2048
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
delay 27
vload m30, 64(x1)
li x4, 4096
sub x12, x12, x4
li x4, 2048
add x13, x12, x4
li x4, 4096
delay 26
vload m31, 96(x1)
dma.wait.ch0
delay 31
vload m6, 0(x2)
delay 32
vload m7, 32(x2)
delay 32
vminimum.bf16 m6, m6, m26
vload m0, 0(x2)
delay 32
vload m1, 32(x2)
delay 29
vredmax.row.bf16 m10, m6
delay 32
vmaximum.bf16 m10, m10, m28
delay 64
vstore m10, 256(x2)
delay 32
vstore m11, 288(x2)
delay 32
vload m2, 256(x2)
delay 32
vload m3, 288(x2)
delay 32
vsub.bf16 m4, m0, m2
delay 64
vexp.bf16 m32, m4
delay 64
vstore m32, 320(x2)
delay 32
vstore m33, 352(x2)
delay 32
vload m6, 320(x2)
delay 32
vload m7, 352(x2)
delay 32
vmul.bf16 m6, m6, m30
vload m4, 320(x2)
delay 32
vload m5, 352(x2)
delay 29
vredsum.row.bf16 m10, m6
delay 37
vstore m10, 384(x2)
delay 32
vstore m11, 416(x2)
delay 32
vload m0, 384(x2)
delay 32
vload m1, 416(x2)
delay 32
vrecip.bf16 m2, m0
delay 64
vmul.bf16 m32, m4, m2
dma.wait.ch1
add x12, x12, x4
delay 62
vstore m32, 128(x2)
delay 32
vstore m33, 160(x2)
delay 32
dma.store.ch1 x12, x10, x6
dma.wait.ch1
dma.wait.ch2
