rmsnorm:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_elementwise:
# elementwise: 1 x 1 bands of 7 tiles
li x6, 14336
li x7, 0
li x8, 0
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
li x1, 0
li x13, 28672
li x4, 28672
sub x13, x13, x4
dma.config.ch1 x0
li x4, 14336
add x14, x13, x4
li x10, 14336
li x4, 28672
li x11, 28672
dma.config.ch2 x0
li x12, 43008
dma.wait.ch0
vload m0, 0(x1)
delay 32
vload m1, 32(x1)
delay 32
vmul.bf16 m2, m0, m0
delay 64
vload m0, 64(x1)
delay 32
vload m1, 96(x1)
dma.wait.ch1
add x13, x13, x4
delay 30
vstore m2, 896(x1)
delay 32
vstore m3, 928(x1)
delay 32
vmul.bf16 m2, m0, m0
delay 64
vstore m2, 960(x1)
delay 32
vstore m3, 992(x1)
delay 32
vload m0, 128(x1)
delay 32
vload m1, 160(x1)
delay 32
vmul.bf16 m2, m0, m0
delay 64
vstore m2, 1024(x1)
delay 32
vstore m3, 1056(x1)
delay 32
vload m0, 192(x1)
delay 32
vload m1, 224(x1)
delay 32
vmul.bf16 m2, m0, m0
delay 64
vstore m2, 1088(x1)
delay 32
vstore m3, 1120(x1)
delay 32
vload m0, 256(x1)
delay 32
vload m1, 288(x1)
delay 32
vmul.bf16 m2, m0, m0
delay 64
vstore m2, 1152(x1)
delay 32
vstore m3, 1184(x1)
delay 32
vload m0, 320(x1)
delay 32
vload m1, 352(x1)
delay 32
vmul.bf16 m2, m0, m0
delay 64
vstore m2, 1216(x1)
delay 32
vstore m3, 1248(x1)
delay 32
vload m0, 384(x1)
delay 32
vload m1, 416(x1)
delay 32
vmul.bf16 m2, m0, m0
delay 64
vstore m2, 1280(x1)
delay 32
vstore m3, 1312(x1)
delay 32
dma.store.ch1 x13, x11, x10
dma.wait.ch1
dma.wait.ch2
t1_reduction:
# reduction: 1 x 1 bands of 7 tiles
li x5, 43008
li x6, 2048
li x4, 32768
dma.load.ch7 x4, x5, x6
li x7, 0
li x8, 28672
li x2, 0
li x1, 32768
li x13, 47104
dma.config.ch1 x0
li x10, 2048
li x11, 28672
dma.config.ch2 x0
li x12, 30720
dma.wait.ch7
li x6, 14336
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
vload m0, 0(x1)
li x4, 4096
sub x13, x13, x4
li x4, 2048
add x14, x13, x4
li x4, 4096
delay 26
vload m1, 32(x1)
dma.wait.ch0
delay 31
vload m2, 0(x2)
delay 32
vload m3, 32(x2)
delay 32
vload m4, 64(x2)
delay 32
vload m5, 96(x2)
delay 32
vadd.bf16 m6, m2, m4
delay 64
vload m2, 128(x2)
delay 32
vload m3, 160(x2)
delay 32
vload m4, 192(x2)
delay 32
vload m5, 224(x2)
delay 32
vadd.bf16 m8, m2, m4
delay 64
vadd.bf16 m6, m6, m8
vload m2, 256(x2)
delay 32
vload m3, 288(x2)
delay 32
vload m4, 320(x2)
delay 32
vload m5, 352(x2)
delay 32
vadd.bf16 m8, m2, m4
delay 64
vload m2, 384(x2)
vadd.bf16 m6, m6, m8
delay 31
vload m3, 416(x2)
delay 32
vmul.bf16 m2, m2, m0
delay 64
vadd.bf16 m6, m6, m2
delay 64
vredsum.row.bf16 m6, m6
dma.wait.ch1
add x13, x13, x4
delay 35
vstore m6, 896(x2)
delay 32
vstore m7, 928(x2)
delay 32
dma.store.ch1 x13, x11, x10
dma.wait.ch1
dma.wait.ch2
t2_elementwise:
# elementwise: 1 x 1 bands of 1 tiles
li x6, 2048
li x8, 47104
li x7, 0
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
vli.all m6, 0x4348
li x1, 0
li x13, 49152
li x4, 4096
sub x13, x13, x4
dma.config.ch1 x0
li x4, 2048
add x14, x13, x4
li x10, 2048
li x4, 4096
li x11, 4096
dma.config.ch2 x0
li x12, 6144
delay 48
vli.all m7, 0x4348
delay 63
vrecip.bf16 m0, m6
delay 64
vli.all m8, 0x3586
delay 63
vli.all m9, 0x3586
dma.wait.ch0
vload m2, 0(x1)
delay 32
vload m3, 32(x1)
delay 32
vmul.bf16 m4, m2, m0
delay 64
vadd.bf16 m0, m4, m8
delay 64
vsqrt.bf16 m4, m0
delay 64
vrecip.bf16 m0, m4
dma.wait.ch1
add x13, x13, x4
delay 62
vstore m0, 128(x1)
delay 32
vstore m1, 160(x1)
delay 32
dma.store.ch1 x13, x11, x10
dma.wait.ch1
dma.wait.ch2
t3_elementwise:
# elementwise: 1 x 1 bands of 7 tiles
li x5, 14336
li x6, 14336
li x4, 61440
dma.load.ch7 x4, x5, x6
li x7, 0
li x8, 0
li x10, 2048
li x11, 28672
li x12, 49152
addi x13, x10, 0
dma.load.ch1 x11, x12, x13
li x1, 0
li x17, 28672
dma.config.ch2 x0
li x14, 14336
li x15, 32768
dma.config.ch3 x0
li x16, 47104
dma.wait.ch7
li x6, 14336
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
li x4, 28672
sub x17, x17, x4
li x4, 14336
add x18, x17, x4
li x4, 28672
dma.wait.ch0
vload m0, 0(x1)
delay 32
vload m1, 32(x1)
dma.wait.ch1
delay 31
vload m2, 896(x1)
delay 32
vload m3, 928(x1)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vload m2, 1920(x1)
delay 32
vload m3, 1952(x1)
delay 32
vmul.bf16 m0, m4, m2
delay 64
vload m2, 896(x1)
delay 32
vload m3, 928(x1)
dma.wait.ch2
add x17, x17, x4
delay 30
vstore m0, 1024(x1)
delay 32
vstore m1, 1056(x1)
delay 32
vload m0, 64(x1)
delay 32
vload m1, 96(x1)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vload m2, 1984(x1)
delay 32
vload m3, 2016(x1)
delay 32
vmul.bf16 m0, m4, m2
delay 64
vstore m0, 1088(x1)
delay 32
vstore m1, 1120(x1)
delay 32
vload m0, 128(x1)
delay 32
vload m1, 160(x1)
delay 32
vload m2, 896(x1)
delay 32
vload m3, 928(x1)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vload m2, 2048(x1)
delay 32
vload m3, 2080(x1)
delay 32
vmul.bf16 m0, m4, m2
delay 64
vstore m0, 1152(x1)
delay 32
vstore m1, 1184(x1)
delay 32
vload m0, 192(x1)
delay 32
vload m1, 224(x1)
delay 32
vload m2, 896(x1)
delay 32
vload m3, 928(x1)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vload m2, 2112(x1)
delay 32
vload m3, 2144(x1)
delay 32
vmul.bf16 m0, m4, m2
delay 64
vstore m0, 1216(x1)
delay 32
vstore m1, 1248(x1)
delay 32
vload m0, 256(x1)
delay 32
vload m1, 288(x1)
delay 32
vload m2, 896(x1)
delay 32
vload m3, 928(x1)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vload m2, 2176(x1)
delay 32
vload m3, 2208(x1)
delay 32
vmul.bf16 m0, m4, m2
delay 64
vstore m0, 1280(x1)
delay 32
vstore m1, 1312(x1)
delay 32
vload m0, 320(x1)
delay 32
vload m1, 352(x1)
delay 32
vload m2, 896(x1)
delay 32
vload m3, 928(x1)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vload m2, 2240(x1)
delay 32
vload m3, 2272(x1)
delay 32
vmul.bf16 m0, m4, m2
delay 64
vstore m0, 1344(x1)
delay 32
vstore m1, 1376(x1)
delay 32
vload m0, 384(x1)
delay 32
vload m1, 416(x1)
delay 32
vload m2, 896(x1)
delay 32
vload m3, 928(x1)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vload m2, 2304(x1)
delay 32
vload m3, 2336(x1)
delay 32
vmul.bf16 m0, m4, m2
delay 64
vstore m0, 1408(x1)
delay 32
vstore m1, 1440(x1)
delay 32
dma.store.ch2 x17, x15, x14
dma.wait.ch2
dma.wait.ch3
ecall
gelu_bias_transpose:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t5_reduction:
# reduction: 1 x 2 bands of 1 tiles
li x6, 2048
li x4, 8192
li x5, 45056
dma.load.ch7 x4, x5, x6
li x7, 0
li x8, 0
li x13, 4096
li x1, 8192
li x2, 0
vli.all m22, 0xff7f
dma.config.ch1 x0
dma.config.ch2 x0
li x10, 2048
li x12, 6144
li x11, 4096
delay 56
vli.all m23, 0xff7f
dma.wait.ch7
li x6, 2048
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
li x4, 4096
sub x13, x13, x4
li x4, 2048
add x14, x13, x4
li x4, 2048
vload m0, 0(x1)
li x5, 1
delay 31
vload m1, 32(x1)
dma.wait.ch0
li x7, 2048
add x8, x8, x4
dma.load.ch0 x7, x8, x9
delay 27
vload m2, 0(x2)
li x4, 4096
delay 31
vload m3, 32(x2)
delay 32
vminimum.bf16 m2, m2, m0
delay 64
vredmax.row.bf16 m6, m2
delay 32
vmaximum.bf16 m6, m6, m22
dma.wait.ch1
add x13, x13, x4
addi x4, x5, -1
sltu x4, x0, x4
sub x4, x0, x4
delay 59
vstore m6, 128(x2)
delay 32
vstore m7, 160(x2)
delay 32
dma.store.ch1 x13, x11, x10
dma.wait.ch0
vload m2, 64(x2)
and x9, x6, x4
li x4, 2048
add x8, x8, x4
li x4, 4096
li x7, 0
dma.load.ch0 x7, x8, x9
delay 25
vload m3, 96(x2)
delay 32
vminimum.bf16 m2, m2, m0
delay 64
vredmax.row.bf16 m6, m2
delay 32
vmaximum.bf16 m6, m6, m22
dma.wait.ch2
add x14, x14, x4
delay 62
vstore m6, 192(x2)
delay 32
vstore m7, 224(x2)
delay 32
dma.store.ch2 x14, x12, x10
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
