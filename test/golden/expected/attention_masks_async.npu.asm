main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_attention:
# flash attention: batch 2, M 48, d 64, kv 80, dv 40
li x13, 2048
li x11, 65536
li x12, 118784
dma.load.ch5 x11, x12, x13
li x4, 0
li x4, 0
li x5, 24576
vli.all m6, 0x3838
li x1, 65536
li x10, 6144
li x6, 73728
li x7, 90112
li x8, 49152
seli e4, 64
li x9, 2
delay 55
vli.all m58, 0x3e00
vmatpush.weight.mxu1 w1, m6
delay 62
vli.all m59, 0x3e00
delay 63
vli.all m22, 0xc3e0
delay 63
vli.all m23, 0xc3e0
delay 63
vli.all m24, 0x43e0
delay 63
vli.all m25, 0x43e0
dma.wait.ch5
li x11, 0
li x13, 12288
dma.load.ch5 x11, x4, x13
li x12, 12288
dma.load.ch6 x12, x5, x13
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
dma.wait.ch5
add x4, x4, x10
li x10, 6144
dma.wait.ch6
add x5, x5, x10
li x10, 67584
delay 24
sw x6, 0(x10)
sw x7, 4(x10)
sw x8, 8(x10)
t0_heads:
li x1, 0
vload m26, 0(x1)
addi x10, x9, -1
sltu x10, x0, x10
li x13, 6144
dma.config.ch5 x0
sub x10, x0, x10
dma.config.ch6 x0
and x13, x13, x10
li x11, 0
li x12, 12288
sub x11, x11, x13
sub x12, x12, x13
li x26, 6144
li x27, 36864
addi x28, x8, 0
addi x29, x26, 0
dma.load.ch3 x27, x28, x29
li x18, 4096
li x19, 49152
addi x20, x6, 0
addi x21, x18, 0
dma.load.ch0 x19, x20, x21
li x16, 8192
sub x24, x7, x16
li x16, 4096
add x25, x24, x16
li x16, 4096
li x15, 24576
li x14, 30720
dma.config.ch1 x0
li x17, 1
vload m27, 32(x1)
dma.config.ch2 x0
li x22, 57344
li x23, 61440
delay 29
vmaximum.bf16 m26, m26, m22
vload m30, 64(x1)
delay 32
vload m31, 96(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 64
vmaximum.bf16 m30, m30, m22
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vminimum.bf16 m30, m30, m24
vload m26, 128(x1)
delay 32
vload m27, 160(x1)
delay 29
vpack.bf16.fp8 m7, m30, e0
delay 1
vstore m6, 768(x1)
delay 61
vmaximum.bf16 m26, m26, m22
vload m30, 192(x1)
delay 32
vload m31, 224(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vstore m7, 800(x1)
delay 61
vmaximum.bf16 m30, m30, m22
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vminimum.bf16 m30, m30, m24
vload m26, 256(x1)
delay 32
vload m27, 288(x1)
delay 29
vpack.bf16.fp8 m7, m30, e0
delay 1
vstore m6, 832(x1)
delay 61
vmaximum.bf16 m26, m26, m22
vload m30, 320(x1)
delay 32
vload m31, 352(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vstore m7, 864(x1)
delay 61
vmaximum.bf16 m30, m30, m22
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vminimum.bf16 m30, m30, m24
vload m26, 384(x1)
delay 32
vload m27, 416(x1)
delay 29
vpack.bf16.fp8 m7, m30, e0
delay 1
vstore m6, 896(x1)
delay 61
vmaximum.bf16 m26, m26, m22
vload m30, 448(x1)
delay 32
vload m31, 480(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vstore m7, 928(x1)
delay 61
vmaximum.bf16 m30, m30, m22
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vminimum.bf16 m30, m30, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vpack.bf16.fp8 m7, m30, e0
delay 1
vstore m6, 960(x1)
delay 32
vload m8, 0(x14)
delay 27
vmaximum.bf16 m26, m26, m22
delay 3
vload m30, 576(x1)
vmatpush.weight.mxu0 w0, m8
delay 31
vload m31, 608(x1)
delay 25
vminimum.bf16 m26, m26, m24
delay 5
vstore m7, 992(x1)
delay 57
vmaximum.bf16 m30, m30, m22
delay 64
vminimum.bf16 m30, m30, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vpack.bf16.fp8 m7, m30, e0
vload m26, 640(x1)
delay 32
vload m27, 672(x1)
delay 32
vload m30, 704(x1)
vmaximum.bf16 m26, m26, m22
delay 31
vload m31, 736(x1)
delay 31
vminimum.bf16 m26, m26, m24
vstore m6, 1024(x1)
delay 32
vstore m7, 1056(x1)
delay 29
vpack.bf16.fp8 m6, m26, e0
delay 1
vload m9, 64(x14)
delay 32
vmatpush.weight.mxu0 w1, m9
delay 27
vmaximum.bf16 m30, m30, m22
vstore m6, 1088(x1)
delay 32
vload m6, 0(x15)
delay 29
vminimum.bf16 m30, m30, m24
delay 1
vmatpush.weight.mxu1 w0, m6
vload m8, 128(x14)
delay 32
vload m6, 32(x15)
delay 26
vpack.bf16.fp8 m7, m30, e0
delay 4
vload m9, 32(x14)
delay 58
vstore m7, 1120(x1)
delay 32
vload m7, 96(x15)
dma.wait.ch0
add x20, x20, x16
li x16, 6144
li x19, 53248
dma.load.ch0 x19, x20, x21
delay 26
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 32
vmul.bf16 m26, m26, m58
delay 64
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vload m26, 1600(x1)
vmatmul.mxu1 acc0, m0, w0
delay 31
vload m27, 1632(x1)
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vmul.bf16 m26, m26, m58
vload m7, 128(x15)
delay 63
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m1, m26, e0
delay 64
vmatmul.acc.mxu1 acc0, m1, w0
delay 33
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m6, 64(x15)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 160(x15)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m6, 0(x15)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 96(x15)
delay 32
vmatpop.bf16.acc.mxu1 m34, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vload m6, 32(x15)
dma.wait.ch3
li x27, 43008
add x28, x28, x16
dma.load.ch3 x27, x28, x29
li x16, 8192
delay 26
vload m38, 1152(x1)
delay 32
vload m39, 1184(x1)
delay 32
vload m42, 1216(x1)
vadd.bf16 m40, m30, m38
delay 31
vload m43, 1248(x1)
delay 32
vload m46, 1280(x1)
vadd.bf16 m44, m32, m42
delay 31
vload m47, 1312(x1)
delay 31
vmaximum.bf16 m10, m40, m44
delay 64
vadd.bf16 m48, m34, m46
delay 64
vminimum.bf16 m48, m48, m28
delay 64
vmaximum.bf16 m10, m10, m48
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m40, m40, m10
delay 64
vsub.bf16 m44, m44, m10
delay 64
vsub.bf16 m48, m48, m10
delay 64
vexp.bf16 m40, m40
delay 64
vexp.bf16 m44, m44
delay 64
vexp.bf16 m48, m48
delay 64
vpack.bf16.fp8 m2, m40, e4
delay 64
vpack.bf16.fp8 m3, m44, e4
vmatmul.mxu1 acc1, m2, w1
delay 33
vmatmul.mxu0 acc0, m2, w0
delay 28
vpack.bf16.fp8 m4, m48, e4
vmatmul.acc.mxu1 acc1, m3, w1
delay 63
vmatmul.acc.mxu0 acc0, m3, w1
vmatmul.acc.mxu1 acc1, m4, w1
delay 33
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 26
vmatpush.weight.mxu0 w0, m8
delay 30
vmatmul.acc.mxu0 acc0, m4, w0
vload m8, 96(x14)
delay 93
vmatpush.weight.mxu0 w1, m9
delay 30
vmatmul.mxu0 acc1, m2, w1
vload m9, 160(x14)
delay 93
vmatpush.weight.mxu0 w0, m8
delay 30
vmatmul.acc.mxu0 acc1, m3, w0
vload m8, 0(x14)
delay 93
vmatpush.weight.mxu0 w1, m9
delay 30
vmatpop.bf16.acc.mxu0 m54, acc0
vload m9, 64(x14)
delay 29
vmatmul.acc.mxu0 acc1, m4, w1
vmul.bf16 m54, m54, m16
delay 93
vmatpush.weight.mxu0 w0, m8
delay 30
vmatpush.weight.mxu0 w1, m9
vload m8, 128(x14)
delay 29
vmatpop.bf16.acc.mxu0 m56, acc1
delay 1
vload m9, 32(x14)
delay 27
vmul.bf16 m56, m56, m16
dma.wait.ch1
add x24, x24, x16
addi x16, x17, -1
sltu x16, x0, x16
sub x16, x0, x16
vstore m54, 1792(x1)
delay 32
vstore m55, 1824(x1)
delay 32
vstore m56, 1856(x1)
delay 32
vstore m57, 1888(x1)
delay 32
dma.store.ch1 x24, x22, x18
dma.wait.ch5
dma.wait.ch6
add x4, x4, x13
add x11, x11, x13
add x5, x5, x13
add x12, x12, x13
dma.load.ch5 x11, x4, x13
dma.load.ch6 x12, x5, x13
dma.wait.ch0
vload m26, 1664(x1)
and x21, x18, x16
li x16, 4096
add x20, x20, x16
addi x16, x17, -1
sltu x16, x0, x16
sub x16, x0, x16
li x19, 49152
dma.load.ch0 x19, x20, x21
delay 24
vload m27, 1696(x1)
delay 32
vmul.bf16 m26, m26, m58
delay 64
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vload m26, 1728(x1)
vmatmul.mxu1 acc0, m0, w0
delay 31
vload m27, 1760(x1)
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vmul.bf16 m26, m26, m58
vload m7, 128(x15)
delay 63
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m1, m26, e0
delay 64
vmatmul.acc.mxu1 acc0, m1, w0
delay 33
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m6, 64(x15)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 160(x15)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
delay 33
vmatpop.bf16.acc.mxu1 m34, acc0
dma.wait.ch3
vload m38, 1344(x1)
and x29, x26, x16
li x16, 6144
add x28, x28, x16
li x27, 36864
dma.load.ch3 x27, x28, x29
li x16, 8192
delay 25
vload m39, 1376(x1)
delay 32
vload m42, 1408(x1)
vadd.bf16 m40, m30, m38
delay 31
vload m43, 1440(x1)
delay 32
vload m46, 1472(x1)
vadd.bf16 m44, m32, m42
delay 31
vload m47, 1504(x1)
delay 31
vmaximum.bf16 m10, m40, m44
delay 64
vadd.bf16 m48, m34, m46
delay 64
vminimum.bf16 m48, m48, m28
delay 64
vmaximum.bf16 m10, m10, m48
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m40, m40, m10
delay 64
vexp.bf16 m40, m40
delay 64
vsub.bf16 m44, m44, m10
delay 64
vpack.bf16.fp8 m2, m40, e4
delay 64
vexp.bf16 m44, m44
vmatmul.mxu1 acc1, m2, w1
delay 33
vmatmul.mxu0 acc0, m2, w0
delay 28
vsub.bf16 m48, m48, m10
delay 64
vpack.bf16.fp8 m3, m44, e4
vmatpush.weight.mxu0 w0, m8
delay 30
vload m8, 96(x14)
delay 31
vexp.bf16 m48, m48
vmatmul.acc.mxu1 acc1, m3, w1
delay 33
vmatmul.acc.mxu0 acc0, m3, w1
delay 28
vpack.bf16.fp8 m4, m48, e4
delay 64
vmatmul.acc.mxu1 acc1, m4, w1
vmatpush.weight.mxu0 w1, m9
delay 30
vmatmul.mxu0 acc1, m2, w1
vload m9, 160(x14)
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 60
vmatmul.acc.mxu0 acc0, m4, w0
delay 94
vmatpush.weight.mxu0 w0, m8
delay 30
vmatmul.acc.mxu0 acc1, m3, w0
delay 94
vmatpush.weight.mxu0 w1, m9
delay 30
vmatmul.acc.mxu0 acc1, m4, w1
delay 94
vmatpop.bf16.acc.mxu0 m54, acc0
delay 30
vmul.bf16 m54, m54, m16
vmatpop.bf16.acc.mxu0 m56, acc1
delay 63
vmul.bf16 m56, m56, m16
dma.wait.ch2
vstore m54, 1920(x1)
add x25, x25, x16
delay 31
vstore m55, 1952(x1)
delay 32
vstore m56, 1984(x1)
delay 32
vstore m57, 2016(x1)
delay 32
dma.store.ch2 x25, x23, x18
dma.wait.ch5
dma.wait.ch6
add x4, x4, x13
add x5, x5, x13
add x11, x11, x13
add x12, x12, x13
dma.load.ch5 x11, x4, x13
dma.load.ch6 x12, x5, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
dma.wait.ch3
dma.wait.ch5
dma.wait.ch6
li x10, 67584
lw x6, 0(x10)
addi x9, x9, -1
lw x7, 4(x10)
delay 0
lw x8, 8(x10)
delay 0
li x10, 8192
add x6, x6, x10
li x10, 8192
add x7, x7, x10
li x10, 12288
add x8, x8, x10
li x10, 67584
sw x6, 0(x10)
sw x7, 4(x10)
sw x8, 8(x10)
beq x9, x0, t0_heads_end
nop
nop
jal x0, t0_heads
nop
nop
t0_heads_end:
t1_attention:
# flash attention: batch 2, M 48, d 64, kv 80, dv 40
li x12, 120832
li x13, 2048
li x11, 65536
dma.load.ch5 x11, x12, x13
li x4, 0
li x4, 0
li x5, 24576
vli.all m6, 0x3838
li x1, 65536
li x10, 6144
li x6, 73728
li x7, 49152
li x8, 106496
seli e4, 64
li x9, 2
delay 55
vli.all m58, 0x3e00
vmatpush.weight.mxu1 w1, m6
delay 62
vli.all m59, 0x3e00
delay 63
vli.all m22, 0xc3e0
delay 63
vli.all m23, 0xc3e0
delay 63
vli.all m24, 0x43e0
delay 63
vli.all m25, 0x43e0
dma.wait.ch5
li x11, 0
li x13, 12288
dma.load.ch5 x11, x4, x13
li x12, 12288
dma.load.ch6 x12, x5, x13
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
dma.wait.ch5
add x4, x4, x10
li x10, 6144
dma.wait.ch6
add x5, x5, x10
li x10, 67584
delay 24
sw x6, 0(x10)
sw x7, 4(x10)
sw x8, 8(x10)
t1_heads:
li x1, 0
vload m26, 0(x1)
addi x10, x9, -1
sltu x10, x0, x10
li x13, 6144
dma.config.ch5 x0
sub x10, x0, x10
dma.config.ch6 x0
and x13, x13, x10
li x11, 0
li x12, 12288
sub x11, x11, x13
sub x12, x12, x13
li x26, 6144
li x27, 36864
addi x28, x8, 0
addi x29, x26, 0
dma.load.ch3 x27, x28, x29
li x18, 4096
li x19, 49152
addi x20, x6, 0
addi x21, x18, 0
dma.load.ch0 x19, x20, x21
li x16, 8192
sub x24, x7, x16
li x16, 4096
add x25, x24, x16
li x16, 4096
li x15, 24576
li x14, 30720
dma.config.ch1 x0
li x17, 1
vload m27, 32(x1)
dma.config.ch2 x0
li x22, 57344
li x23, 61440
delay 29
vmaximum.bf16 m26, m26, m22
vload m30, 64(x1)
delay 32
vload m31, 96(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 64
vmaximum.bf16 m30, m30, m22
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vminimum.bf16 m30, m30, m24
vload m26, 128(x1)
delay 32
vload m27, 160(x1)
delay 29
vpack.bf16.fp8 m7, m30, e0
delay 1
vstore m6, 768(x1)
delay 61
vmaximum.bf16 m26, m26, m22
vload m30, 192(x1)
delay 32
vload m31, 224(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vstore m7, 800(x1)
delay 61
vmaximum.bf16 m30, m30, m22
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vminimum.bf16 m30, m30, m24
vload m26, 256(x1)
delay 32
vload m27, 288(x1)
delay 29
vpack.bf16.fp8 m7, m30, e0
delay 1
vstore m6, 832(x1)
delay 61
vmaximum.bf16 m26, m26, m22
vload m30, 320(x1)
delay 32
vload m31, 352(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vstore m7, 864(x1)
delay 61
vmaximum.bf16 m30, m30, m22
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vminimum.bf16 m30, m30, m24
vload m26, 384(x1)
delay 32
vload m27, 416(x1)
delay 29
vpack.bf16.fp8 m7, m30, e0
delay 1
vstore m6, 896(x1)
delay 61
vmaximum.bf16 m26, m26, m22
vload m30, 448(x1)
delay 32
vload m31, 480(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vstore m7, 928(x1)
delay 61
vmaximum.bf16 m30, m30, m22
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vminimum.bf16 m30, m30, m24
vload m26, 512(x1)
delay 32
vload m27, 544(x1)
delay 29
vpack.bf16.fp8 m7, m30, e0
delay 1
vstore m6, 960(x1)
delay 32
vload m8, 0(x14)
delay 27
vmaximum.bf16 m26, m26, m22
delay 3
vload m30, 576(x1)
vmatpush.weight.mxu0 w0, m8
delay 31
vload m31, 608(x1)
delay 25
vminimum.bf16 m26, m26, m24
delay 5
vstore m7, 992(x1)
delay 57
vmaximum.bf16 m30, m30, m22
delay 64
vminimum.bf16 m30, m30, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vpack.bf16.fp8 m7, m30, e0
vload m26, 640(x1)
delay 32
vload m27, 672(x1)
delay 32
vload m30, 704(x1)
vmaximum.bf16 m26, m26, m22
delay 31
vload m31, 736(x1)
delay 31
vminimum.bf16 m26, m26, m24
vstore m6, 1024(x1)
delay 32
vstore m7, 1056(x1)
delay 29
vpack.bf16.fp8 m6, m26, e0
delay 1
vload m9, 64(x14)
delay 32
vmatpush.weight.mxu0 w1, m9
delay 27
vmaximum.bf16 m30, m30, m22
vstore m6, 1088(x1)
delay 32
vload m6, 0(x15)
delay 29
vminimum.bf16 m30, m30, m24
delay 1
vmatpush.weight.mxu1 w0, m6
vload m8, 128(x14)
delay 32
vload m6, 32(x15)
delay 26
vpack.bf16.fp8 m7, m30, e0
delay 4
vload m9, 32(x14)
delay 58
vstore m7, 1120(x1)
delay 32
vload m7, 96(x15)
dma.wait.ch0
add x20, x20, x16
li x16, 6144
li x19, 53248
dma.load.ch0 x19, x20, x21
delay 26
vload m26, 1536(x1)
delay 32
vload m27, 1568(x1)
delay 32
vmul.bf16 m26, m26, m58
delay 64
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vload m26, 1600(x1)
vmatmul.mxu1 acc0, m0, w0
delay 31
vload m27, 1632(x1)
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vmul.bf16 m26, m26, m58
vload m7, 128(x15)
delay 63
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m1, m26, e0
delay 64
vmatmul.acc.mxu1 acc0, m1, w0
delay 33
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m6, 64(x15)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 160(x15)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m6, 0(x15)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 96(x15)
delay 32
vmatpop.bf16.acc.mxu1 m34, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vload m6, 32(x15)
dma.wait.ch3
li x27, 43008
add x28, x28, x16
dma.load.ch3 x27, x28, x29
li x16, 8192
delay 26
vload m38, 1152(x1)
delay 32
vload m39, 1184(x1)
delay 32
vload m42, 1216(x1)
vadd.bf16 m40, m30, m38
delay 31
vload m43, 1248(x1)
delay 32
vload m46, 1280(x1)
vadd.bf16 m44, m32, m42
delay 31
vload m47, 1312(x1)
delay 31
vmaximum.bf16 m10, m40, m44
delay 64
vadd.bf16 m48, m34, m46
delay 64
vminimum.bf16 m48, m48, m28
delay 64
vmaximum.bf16 m10, m10, m48
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m40, m40, m10
delay 64
vsub.bf16 m44, m44, m10
delay 64
vsub.bf16 m48, m48, m10
delay 64
vexp.bf16 m40, m40
delay 64
vexp.bf16 m44, m44
delay 64
vexp.bf16 m48, m48
delay 64
vpack.bf16.fp8 m2, m40, e4
delay 64
vpack.bf16.fp8 m3, m44, e4
vmatmul.mxu1 acc1, m2, w1
delay 33
vmatmul.mxu0 acc0, m2, w0
delay 28
vpack.bf16.fp8 m4, m48, e4
vmatmul.acc.mxu1 acc1, m3, w1
delay 63
vmatmul.acc.mxu0 acc0, m3, w1
vmatmul.acc.mxu1 acc1, m4, w1
delay 33
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 26
vmatpush.weight.mxu0 w0, m8
delay 30
vmatmul.acc.mxu0 acc0, m4, w0
vload m8, 96(x14)
delay 93
vmatpush.weight.mxu0 w1, m9
delay 30
vmatmul.mxu0 acc1, m2, w1
vload m9, 160(x14)
delay 93
vmatpush.weight.mxu0 w0, m8
delay 30
vmatmul.acc.mxu0 acc1, m3, w0
vload m8, 0(x14)
delay 93
vmatpush.weight.mxu0 w1, m9
delay 30
vmatpop.bf16.acc.mxu0 m54, acc0
vload m9, 64(x14)
delay 29
vmatmul.acc.mxu0 acc1, m4, w1
vmul.bf16 m54, m54, m16
delay 93
vmatpush.weight.mxu0 w0, m8
delay 30
vmatpush.weight.mxu0 w1, m9
vload m8, 128(x14)
delay 29
vmatpop.bf16.acc.mxu0 m56, acc1
delay 1
vload m9, 32(x14)
delay 27
vmul.bf16 m56, m56, m16
dma.wait.ch1
add x24, x24, x16
addi x16, x17, -1
sltu x16, x0, x16
sub x16, x0, x16
vstore m54, 1792(x1)
delay 32
vstore m55, 1824(x1)
delay 32
vstore m56, 1856(x1)
delay 32
vstore m57, 1888(x1)
delay 32
dma.store.ch1 x24, x22, x18
dma.wait.ch5
dma.wait.ch6
add x4, x4, x13
add x11, x11, x13
add x5, x5, x13
add x12, x12, x13
dma.load.ch5 x11, x4, x13
dma.load.ch6 x12, x5, x13
dma.wait.ch0
vload m26, 1664(x1)
and x21, x18, x16
li x16, 4096
add x20, x20, x16
addi x16, x17, -1
sltu x16, x0, x16
sub x16, x0, x16
li x19, 49152
dma.load.ch0 x19, x20, x21
delay 24
vload m27, 1696(x1)
delay 32
vmul.bf16 m26, m26, m58
delay 64
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vload m26, 1728(x1)
vmatmul.mxu1 acc0, m0, w0
delay 31
vload m27, 1760(x1)
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vmul.bf16 m26, m26, m58
vload m7, 128(x15)
delay 63
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m1, m26, e0
delay 64
vmatmul.acc.mxu1 acc0, m1, w0
delay 33
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m6, 64(x15)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 160(x15)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
delay 33
vmatpop.bf16.acc.mxu1 m34, acc0
dma.wait.ch3
vload m38, 1344(x1)
and x29, x26, x16
li x16, 6144
add x28, x28, x16
li x27, 36864
dma.load.ch3 x27, x28, x29
li x16, 8192
delay 25
vload m39, 1376(x1)
delay 32
vload m42, 1408(x1)
vadd.bf16 m40, m30, m38
delay 31
vload m43, 1440(x1)
delay 32
vload m46, 1472(x1)
vadd.bf16 m44, m32, m42
delay 31
vload m47, 1504(x1)
delay 31
vmaximum.bf16 m10, m40, m44
delay 64
vadd.bf16 m48, m34, m46
delay 64
vminimum.bf16 m48, m48, m28
delay 64
vmaximum.bf16 m10, m10, m48
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m40, m40, m10
delay 64
vexp.bf16 m40, m40
delay 64
vsub.bf16 m44, m44, m10
delay 64
vpack.bf16.fp8 m2, m40, e4
delay 64
vexp.bf16 m44, m44
vmatmul.mxu1 acc1, m2, w1
delay 33
vmatmul.mxu0 acc0, m2, w0
delay 28
vsub.bf16 m48, m48, m10
delay 64
vpack.bf16.fp8 m3, m44, e4
vmatpush.weight.mxu0 w0, m8
delay 30
vload m8, 96(x14)
delay 31
vexp.bf16 m48, m48
vmatmul.acc.mxu1 acc1, m3, w1
delay 33
vmatmul.acc.mxu0 acc0, m3, w1
delay 28
vpack.bf16.fp8 m4, m48, e4
delay 64
vmatmul.acc.mxu1 acc1, m4, w1
vmatpush.weight.mxu0 w1, m9
delay 30
vmatmul.mxu0 acc1, m2, w1
vload m9, 160(x14)
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 60
vmatmul.acc.mxu0 acc0, m4, w0
delay 94
vmatpush.weight.mxu0 w0, m8
delay 30
vmatmul.acc.mxu0 acc1, m3, w0
delay 94
vmatpush.weight.mxu0 w1, m9
delay 30
vmatmul.acc.mxu0 acc1, m4, w1
delay 94
vmatpop.bf16.acc.mxu0 m54, acc0
delay 30
vmul.bf16 m54, m54, m16
vmatpop.bf16.acc.mxu0 m56, acc1
delay 63
vmul.bf16 m56, m56, m16
dma.wait.ch2
vstore m54, 1920(x1)
add x25, x25, x16
delay 31
vstore m55, 1952(x1)
delay 32
vstore m56, 1984(x1)
delay 32
vstore m57, 2016(x1)
delay 32
dma.store.ch2 x25, x23, x18
dma.wait.ch5
dma.wait.ch6
add x4, x4, x13
add x5, x5, x13
add x11, x11, x13
add x12, x12, x13
dma.load.ch5 x11, x4, x13
dma.load.ch6 x12, x5, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
dma.wait.ch3
dma.wait.ch5
dma.wait.ch6
li x10, 67584
lw x6, 0(x10)
addi x9, x9, -1
lw x7, 4(x10)
delay 0
lw x8, 8(x10)
delay 0
li x10, 8192
add x6, x6, x10
li x10, 8192
add x7, x7, x10
li x10, 67584
sw x6, 0(x10)
sw x7, 4(x10)
sw x8, 8(x10)
beq x9, x0, t1_heads_end
nop
nop
jal x0, t1_heads
nop
nop
t1_heads_end:
