rmsnorm:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_reduction:
# row group: 4 ops over 1 bands of 7 tiles
li x4, 75776
li x5, 14336
li x6, 14336
dma.load.ch7 x4, x5, x6
li x7, 0
li x8, 0
li x2, 0
li x1, 92160
vli.all m28, 0x4348
li x12, 28672
dma.config.ch1 x0
li x10, 28672
dma.config.ch2 x0
li x11, 43008
delay 57
vli.all m29, 0x4348
delay 63
vli.all m30, 0x3586
delay 63
vli.all m31, 0x3586
dma.wait.ch7
li x4, 92160
li x5, 43008
li x6, 2048
dma.load.ch7 x4, x5, x6
dma.wait.ch7
li x6, 14336
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
vload m26, 0(x1)
li x4, 28672
sub x12, x12, x4
li x4, 14336
add x13, x12, x4
li x4, 28672
delay 26
vload m27, 32(x1)
dma.wait.ch0
delay 31
vload m0, 0(x2)
delay 32
vload m1, 32(x2)
delay 32
vmul.bf16 m2, m0, m0
delay 64
vstore m2, 1792(x2)
delay 32
vstore m3, 1824(x2)
delay 32
vload m0, 64(x2)
delay 32
vload m1, 96(x2)
delay 32
vmul.bf16 m2, m0, m0
vload m6, 1792(x2)
delay 32
vload m7, 1824(x2)
delay 32
vstore m2, 1856(x2)
delay 32
vstore m3, 1888(x2)
delay 32
vload m0, 128(x2)
delay 32
vload m1, 160(x2)
delay 32
vmul.bf16 m2, m0, m0
vload m8, 1856(x2)
delay 32
vload m9, 1888(x2)
delay 32
vstore m2, 1920(x2)
vadd.bf16 m10, m6, m8
delay 31
vstore m3, 1952(x2)
delay 32
vload m0, 192(x2)
delay 32
vload m1, 224(x2)
delay 32
vmul.bf16 m2, m0, m0
vload m6, 1920(x2)
delay 32
vload m7, 1952(x2)
delay 32
vstore m2, 1984(x2)
delay 32
vstore m3, 2016(x2)
delay 32
vload m0, 256(x2)
delay 32
vload m1, 288(x2)
delay 32
vmul.bf16 m2, m0, m0
vload m8, 1984(x2)
delay 32
vload m9, 2016(x2)
delay 32
vstore m2, 2048(x2)
vadd.bf16 m12, m6, m8
delay 31
vstore m3, 2080(x2)
delay 31
vadd.bf16 m10, m10, m12
vload m0, 320(x2)
delay 32
vload m1, 352(x2)
delay 32
vmul.bf16 m2, m0, m0
vload m6, 2048(x2)
delay 32
vload m7, 2080(x2)
delay 32
vstore m2, 2112(x2)
delay 32
vstore m3, 2144(x2)
delay 32
vload m0, 384(x2)
delay 32
vload m1, 416(x2)
delay 32
vmul.bf16 m2, m0, m0
vload m8, 2112(x2)
delay 32
vload m9, 2144(x2)
delay 29
vrecip.bf16 m0, m28
delay 1
vstore m2, 2176(x2)
delay 32
vstore m3, 2208(x2)
delay 27
vadd.bf16 m12, m6, m8
delay 64
vload m6, 2176(x2)
vadd.bf16 m10, m10, m12
delay 31
vload m7, 2208(x2)
delay 32
vmul.bf16 m6, m6, m26
delay 64
vadd.bf16 m10, m10, m6
delay 64
vredsum.row.bf16 m10, m10
delay 37
vstore m10, 2240(x2)
delay 32
vstore m11, 2272(x2)
delay 32
vload m2, 2240(x2)
delay 32
vload m3, 2272(x2)
delay 32
vmul.bf16 m4, m2, m0
delay 64
vadd.bf16 m32, m4, m30
vload m0, 0(x2)
delay 32
vload m1, 32(x2)
delay 29
vsqrt.bf16 m34, m32
delay 64
vrecip.bf16 m36, m34
vload m32, 2368(x2)
delay 32
vload m33, 2400(x2)
delay 32
vstore m36, 2304(x2)
delay 32
vstore m37, 2336(x2)
delay 32
vload m2, 2304(x2)
delay 32
vload m3, 2336(x2)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vmul.bf16 m34, m4, m32
vload m0, 64(x2)
delay 32
vload m1, 96(x2)
delay 32
vload m2, 2304(x2)
delay 32
vload m3, 2336(x2)
delay 32
vmul.bf16 m4, m0, m2
vload m32, 2432(x2)
delay 32
vload m33, 2464(x2)
delay 32
vload m0, 128(x2)
delay 32
vload m1, 160(x2)
delay 32
vload m2, 2304(x2)
delay 32
vload m3, 2336(x2)
dma.wait.ch1
add x12, x12, x4
delay 30
vstore m34, 896(x2)
delay 32
vstore m35, 928(x2)
delay 32
vmul.bf16 m34, m4, m32
delay 64
vmul.bf16 m4, m0, m2
vstore m34, 960(x2)
delay 32
vstore m35, 992(x2)
delay 32
vload m32, 2496(x2)
delay 32
vload m33, 2528(x2)
delay 32
vmul.bf16 m34, m4, m32
vload m0, 192(x2)
delay 32
vload m1, 224(x2)
delay 32
vload m2, 2304(x2)
delay 32
vload m3, 2336(x2)
delay 32
vmul.bf16 m4, m0, m2
vstore m34, 1024(x2)
delay 32
vstore m35, 1056(x2)
delay 32
vload m32, 2560(x2)
delay 32
vload m33, 2592(x2)
delay 32
vmul.bf16 m34, m4, m32
vload m0, 256(x2)
delay 32
vload m1, 288(x2)
delay 32
vload m2, 2304(x2)
delay 32
vload m3, 2336(x2)
delay 32
vmul.bf16 m4, m0, m2
vstore m34, 1088(x2)
delay 32
vstore m35, 1120(x2)
delay 32
vload m32, 2624(x2)
delay 32
vload m33, 2656(x2)
delay 32
vmul.bf16 m34, m4, m32
vload m0, 320(x2)
delay 32
vload m1, 352(x2)
delay 32
vload m2, 2304(x2)
delay 32
vload m3, 2336(x2)
delay 32
vmul.bf16 m4, m0, m2
vstore m34, 1152(x2)
delay 32
vstore m35, 1184(x2)
delay 32
vload m32, 2688(x2)
delay 32
vload m33, 2720(x2)
delay 32
vmul.bf16 m34, m4, m32
vload m0, 384(x2)
delay 32
vload m1, 416(x2)
delay 32
vload m2, 2304(x2)
delay 32
vload m3, 2336(x2)
delay 32
vmul.bf16 m4, m0, m2
vstore m34, 1216(x2)
delay 32
vstore m35, 1248(x2)
delay 32
vload m32, 2752(x2)
delay 32
vload m33, 2784(x2)
delay 32
vmul.bf16 m34, m4, m32
delay 64
vstore m34, 1280(x2)
delay 32
vstore m35, 1312(x2)
delay 32
dma.store.ch1 x12, x10, x6
dma.wait.ch1
dma.wait.ch2
ecall
gelu_bias_transpose:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t2_reduction:
# reduction: 1 x 2 bands of 1 tiles
li x6, 2048
li x4, 8192
li x5, 45056
dma.load.ch7 x4, x5, x6
li x7, 0
li x8, 0
li x12, 4096
li x1, 8192
li x2, 0
vli.all m22, 0xff7f
dma.config.ch1 x0
dma.config.ch2 x0
li x11, 6144
li x10, 4096
delay 58
vli.all m23, 0xff7f
dma.wait.ch7
li x6, 2048
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
li x4, 4096
sub x12, x12, x4
li x4, 2048
add x13, x12, x4
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
add x12, x12, x4
addi x4, x5, -1
sltu x4, x0, x4
sub x4, x0, x4
delay 59
vstore m6, 128(x2)
delay 32
vstore m7, 160(x2)
delay 32
dma.store.ch1 x12, x10, x6
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
add x13, x13, x4
delay 62
vstore m6, 192(x2)
delay 32
vstore m7, 224(x2)
delay 32
dma.store.ch2 x13, x11, x6
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
