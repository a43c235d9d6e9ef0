main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_attention:
# flash attention: batch 3, M 40, d 24, kv 56, dv 20
li x13, 2048
li x11, 12288
li x12, 94208
dma.load.ch5 x11, x12, x13
li x4, 0
li x4, 36864
li x5, 49152
vli.all m5, 0x3838
li x1, 12288
li x10, 2048
li x6, 24576
li x7, 73728
li x8, 0
seli e4, 64
li x9, 3
delay 55
vli.all m40, 0x3e51
vmatpush.weight.mxu1 w1, m5
delay 62
vli.all m41, 0x3e51
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
li x13, 4096
dma.load.ch5 x11, x4, x13
li x12, 4096
dma.load.ch6 x12, x5, x13
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
dma.wait.ch5
add x4, x4, x10
li x10, 2048
dma.wait.ch6
add x5, x5, x10
li x10, 22528
delay 24
sw x6, 0(x10)
sw x7, 4(x10)
sw x8, 8(x10)
t0_heads:
li x18, 2048
li x19, 14336
addi x20, x6, 0
addi x21, x18, 0
dma.load.ch0 x19, x20, x21
li x1, 0
vload m26, 0(x1)
addi x10, x9, -1
sltu x10, x0, x10
li x13, 2048
dma.config.ch5 x0
sub x10, x0, x10
dma.config.ch6 x0
and x13, x13, x10
li x11, 0
li x12, 4096
sub x11, x11, x13
sub x12, x12, x13
li x16, 4096
sub x24, x7, x16
li x16, 2048
add x25, x24, x16
li x16, 2048
li x15, 8192
li x14, 10240
dma.config.ch1 x0
dma.config.ch2 x0
li x17, 1
li x22, 18432
li x23, 20480
delay 4
vload m27, 32(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vload m30, 64(x1)
delay 32
vload m31, 96(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 64
vmaximum.bf16 m30, m30, m22
delay 64
vminimum.bf16 m30, m30, m24
delay 64
vpack.bf16.fp8 m5, m26, e0
delay 64
vpack.bf16.fp8 m6, m30, e0
vload m26, 128(x1)
delay 32
vload m27, 160(x1)
delay 32
vload m30, 192(x1)
vmaximum.bf16 m26, m26, m22
delay 31
vload m31, 224(x1)
delay 31
vminimum.bf16 m26, m26, m24
vstore m5, 256(x1)
delay 32
vstore m6, 288(x1)
delay 29
vpack.bf16.fp8 m5, m26, e0
delay 64
vmaximum.bf16 m30, m30, m22
vstore m5, 320(x1)
delay 32
vload m5, 0(x15)
delay 29
vminimum.bf16 m30, m30, m24
delay 1
vmatpush.weight.mxu1 w0, m5
vload m7, 0(x14)
delay 32
vload m5, 0(x15)
vmatpush.weight.mxu0 w0, m7
delay 25
vpack.bf16.fp8 m6, m30, e0
delay 4
vload m7, 0(x14)
delay 58
vstore m6, 352(x1)
delay 32
vload m6, 32(x15)
delay 32
vload m8, 32(x14)
delay 32
vmatpush.weight.mxu0 w1, m8
delay 30
vload m8, 32(x14)
dma.wait.ch0
add x20, x20, x16
li x19, 16384
dma.load.ch0 x19, x20, x21
delay 28
vload m26, 448(x1)
li x16, 4096
delay 31
vload m27, 480(x1)
delay 32
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m30, m30, m40
delay 29
vmatmul.mxu1 acc0, m0, w0
vload m6, 32(x15)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmul.bf16 m32, m32, m40
vmatpush.weight.mxu1 w0, m5
delay 63
vminimum.bf16 m32, m32, m28
delay 64
vmaximum.bf16 m10, m30, m32
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m30, m30, m10
delay 64
vexp.bf16 m30, m30
delay 64
vsub.bf16 m32, m32, m10
delay 64
vpack.bf16.fp8 m1, m30, e4
delay 64
vexp.bf16 m32, m32
vmatmul.mxu1 acc1, m1, w1
delay 33
vmatmul.mxu0 acc0, m1, w0
delay 28
vpack.bf16.fp8 m2, m32, e4
delay 64
vmatmul.acc.mxu1 acc1, m2, w1
vmatpush.weight.mxu0 w0, m7
delay 32
vmatmul.acc.mxu0 acc0, m2, w1
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 61
vmatpop.bf16.acc.mxu0 m38, acc0
delay 30
vmul.bf16 m38, m38, m16
vmatpush.weight.mxu0 w1, m8
dma.wait.ch1
add x24, x24, x16
addi x16, x17, -1
sltu x16, x0, x16
sub x16, x0, x16
delay 58
vstore m38, 576(x1)
delay 32
vstore m39, 608(x1)
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
vload m26, 512(x1)
and x21, x18, x16
li x16, 2048
add x20, x20, x16
li x19, 14336
li x16, 4096
dma.load.ch0 x19, x20, x21
delay 24
vload m27, 544(x1)
delay 32
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m30, m30, m40
delay 29
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmul.bf16 m32, m32, m40
delay 64
vminimum.bf16 m32, m32, m28
delay 64
vmaximum.bf16 m10, m30, m32
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m30, m30, m10
delay 64
vexp.bf16 m30, m30
delay 64
vsub.bf16 m32, m32, m10
delay 64
vpack.bf16.fp8 m1, m30, e4
delay 64
vexp.bf16 m32, m32
vmatmul.mxu1 acc1, m1, w1
delay 33
vmatmul.mxu0 acc0, m1, w0
delay 28
vpack.bf16.fp8 m2, m32, e4
delay 64
vmatmul.acc.mxu1 acc1, m2, w1
delay 33
vmatmul.acc.mxu0 acc0, m2, w1
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 61
vmatpop.bf16.acc.mxu0 m38, acc0
delay 30
vmul.bf16 m38, m38, m16
dma.wait.ch2
add x25, x25, x16
delay 62
vstore m38, 640(x1)
delay 32
vstore m39, 672(x1)
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
dma.wait.ch5
dma.wait.ch6
li x10, 22528
lw x6, 0(x10)
addi x9, x9, -1
lw x7, 4(x10)
delay 0
lw x8, 8(x10)
delay 0
li x10, 4096
add x6, x6, x10
li x10, 4096
add x7, x7, x10
li x10, 8192
add x8, x8, x10
li x10, 22528
sw x6, 0(x10)
sw x7, 4(x10)
sw x8, 8(x10)
bne x9, x0, t0_heads
nop
nop
t0_heads_end:
t1_attention:
# flash attention: batch 2, M 36, d 32, kv 70, dv 48
li x11, 21504
li x12, 96256
li x13, 2048
dma.load.ch5 x11, x12, x13
vli.all m5, 0x3838
li x1, 21504
li x4, 0
seli e4, 64
li x4, 61440
li x5, 0
li x6, 86016
li x7, 24576
li x8, 0
li x9, 2
delay 53
vli.all m42, 0x3e35
vmatpush.weight.mxu1 w1, m5
delay 62
vli.all m43, 0x3e35
delay 63
vli.all m22, 0xc3e0
delay 63
vli.all m23, 0xc3e0
delay 63
vli.all m24, 0x43e0
delay 63
vli.all m25, 0x43e0
dma.wait.ch5
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
delay 32
t1_heads:
li x15, 6144
li x13, 0
addi x14, x4, 0
dma.load.ch5 x13, x14, x15
li x1, 0
li x16, 8192
addi x17, x6, 0
li x12, 18432
li x11, 12288
dma.config.ch1 x0
dma.config.ch2 x0
li x19, 4096
li x20, 0
li x21, 4096
dma.wait.ch5
vload m26, 0(x1)
li x13, 0
addi x14, x5, 0
li x15, 12288
delay 29
vload m27, 32(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vload m30, 64(x1)
delay 32
vload m31, 96(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m5, m26, e0
delay 64
vload m26, 128(x1)
vmaximum.bf16 m30, m30, m22
delay 31
vload m27, 160(x1)
delay 31
vminimum.bf16 m30, m30, m24
dma.load.ch5 x13, x14, x15
vstore m5, 576(x1)
delay 62
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m5, m26, e0
delay 64
vpack.bf16.fp8 m6, m30, e0
vstore m5, 640(x1)
delay 63
vstore m6, 608(x1)
dma.wait.ch5
delay 31
vload m26, 0(x1)
li x15, 2048
addi x18, x15, 0
li x13, 8192
sub x22, x7, x13
li x13, 4096
add x23, x22, x13
li x13, 2048
li x14, 1
delay 22
vload m27, 32(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vload m30, 64(x1)
delay 32
vload m31, 96(x1)
delay 29
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m5, m26, e0
delay 64
vmaximum.bf16 m30, m30, m22
vload m26, 128(x1)
delay 32
vload m27, 160(x1)
delay 29
vminimum.bf16 m30, m30, m24
delay 1
vstore m5, 384(x1)
delay 32
vload m7, 0(x11)
delay 27
vmaximum.bf16 m26, m26, m22
delay 3
vmatpush.weight.mxu0 w0, m7
delay 59
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m5, m26, e0
delay 64
vload m26, 256(x1)
vpack.bf16.fp8 m6, m30, e0
delay 31
vload m27, 288(x1)
delay 32
dma.load.ch0 x16, x17, x18
vload m30, 192(x1)
delay 32
vload m31, 224(x1)
delay 32
vmaximum.bf16 m30, m30, m22
vstore m6, 416(x1)
delay 32
vstore m5, 448(x1)
delay 29
vminimum.bf16 m30, m30, m24
delay 1
vload m8, 64(x11)
delay 32
vmatpush.weight.mxu0 w1, m8
delay 27
vpack.bf16.fp8 m6, m30, e0
delay 1
vload m8, 32(x11)
delay 61
vload m30, 320(x1)
vmaximum.bf16 m26, m26, m22
delay 31
vload m31, 352(x1)
delay 31
vminimum.bf16 m26, m26, m24
vstore m6, 480(x1)
delay 63
vpack.bf16.fp8 m5, m26, e0
delay 64
vmaximum.bf16 m30, m30, m22
vstore m5, 512(x1)
delay 32
vload m5, 0(x12)
delay 29
vminimum.bf16 m30, m30, m24
delay 1
vmatpush.weight.mxu1 w0, m5
vload m7, 128(x11)
delay 32
vload m5, 64(x12)
delay 26
vpack.bf16.fp8 m6, m30, e0
delay 64
vstore m6, 544(x1)
delay 32
vload m6, 32(x12)
dma.wait.ch0
li x16, 10240
add x17, x17, x13
dma.load.ch0 x16, x17, x18
delay 27
vload m26, 256(x1)
li x13, 8192
delay 31
vload m27, 288(x1)
delay 32
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m30, m30, m42
delay 29
vmatmul.mxu1 acc0, m0, w0
vload m6, 32(x12)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmatpush.weight.mxu1 w0, m5
vmul.bf16 m32, m32, m42
delay 29
vmatmul.mxu1 acc0, m0, w0
vload m5, 0(x12)
delay 32
vmatpop.bf16.acc.mxu1 m34, acc0
vmaximum.bf16 m10, m30, m32
delay 29
vmatpush.weight.mxu1 w0, m5
delay 30
vload m5, 64(x12)
delay 1
vmul.bf16 m34, m34, m42
delay 64
vminimum.bf16 m34, m34, m28
delay 64
vmaximum.bf16 m10, m10, m34
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m30, m30, m10
delay 64
vexp.bf16 m30, m30
delay 64
vsub.bf16 m32, m32, m10
delay 64
vpack.bf16.fp8 m1, m30, e4
delay 64
vexp.bf16 m32, m32
vmatmul.mxu1 acc1, m1, w1
delay 33
vmatmul.mxu0 acc0, m1, w0
delay 28
vsub.bf16 m34, m34, m10
delay 64
vpack.bf16.fp8 m2, m32, e4
vmatpush.weight.mxu0 w0, m7
delay 30
vload m7, 96(x11)
delay 31
vexp.bf16 m34, m34
vmatmul.acc.mxu1 acc1, m2, w1
delay 33
vmatmul.acc.mxu0 acc0, m2, w1
delay 28
vpack.bf16.fp8 m3, m34, e4
delay 64
vmatmul.acc.mxu1 acc1, m3, w1
vmatpush.weight.mxu0 w1, m8
delay 30
vmatmul.mxu0 acc1, m1, w1
vload m8, 160(x11)
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 60
vmatmul.acc.mxu0 acc0, m3, w0
delay 94
vmatpush.weight.mxu0 w0, m7
delay 30
vmatmul.acc.mxu0 acc1, m2, w0
vload m7, 0(x11)
delay 93
vmatpush.weight.mxu0 w1, m8
delay 30
vmatpop.bf16.acc.mxu0 m38, acc0
vload m8, 64(x11)
delay 29
vmatmul.acc.mxu0 acc1, m3, w1
vmul.bf16 m38, m38, m16
delay 93
vmatpush.weight.mxu0 w0, m7
delay 30
vmatpush.weight.mxu0 w1, m8
vload m7, 128(x11)
delay 29
vmatpop.bf16.acc.mxu0 m40, acc1
delay 1
vload m8, 32(x11)
delay 27
vmul.bf16 m40, m40, m16
dma.wait.ch1
add x22, x22, x13
addi x13, x14, -1
sltu x13, x0, x13
vstore m38, 0(x1)
sub x13, x0, x13
delay 31
vstore m39, 32(x1)
delay 32
vstore m40, 64(x1)
delay 32
vstore m41, 96(x1)
delay 32
dma.store.ch1 x22, x20, x19
dma.wait.ch0
vload m26, 320(x1)
and x18, x15, x13
li x13, 2048
add x17, x17, x13
li x13, 8192
li x16, 8192
dma.load.ch0 x16, x17, x18
delay 25
vload m27, 352(x1)
delay 32
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m30, m30, m42
delay 29
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmatpush.weight.mxu1 w0, m5
vmul.bf16 m32, m32, m42
delay 29
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m34, acc0
vmaximum.bf16 m10, m30, m32
delay 64
vmul.bf16 m34, m34, m42
delay 64
vminimum.bf16 m34, m34, m28
delay 64
vmaximum.bf16 m10, m10, m34
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m30, m30, m10
delay 64
vexp.bf16 m30, m30
delay 64
vsub.bf16 m32, m32, m10
delay 64
vpack.bf16.fp8 m1, m30, e4
delay 64
vexp.bf16 m32, m32
vmatmul.mxu1 acc1, m1, w1
delay 33
vmatmul.mxu0 acc0, m1, w0
delay 28
vsub.bf16 m34, m34, m10
delay 64
vpack.bf16.fp8 m2, m32, e4
vmatpush.weight.mxu0 w0, m7
delay 30
vload m7, 96(x11)
delay 31
vexp.bf16 m34, m34
vmatmul.acc.mxu1 acc1, m2, w1
delay 33
vmatmul.acc.mxu0 acc0, m2, w1
delay 28
vpack.bf16.fp8 m3, m34, e4
delay 64
vmatmul.acc.mxu1 acc1, m3, w1
vmatpush.weight.mxu0 w1, m8
delay 30
vmatmul.mxu0 acc1, m1, w1
vload m8, 160(x11)
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 60
vmatmul.acc.mxu0 acc0, m3, w0
delay 94
vmatpush.weight.mxu0 w0, m7
delay 30
vmatmul.acc.mxu0 acc1, m2, w0
delay 94
vmatpush.weight.mxu0 w1, m8
delay 30
vmatmul.acc.mxu0 acc1, m3, w1
delay 94
vmatpop.bf16.acc.mxu0 m38, acc0
delay 30
vmul.bf16 m38, m38, m16
vmatpop.bf16.acc.mxu0 m40, acc1
delay 63
vmul.bf16 m40, m40, m16
dma.wait.ch2
vstore m38, 128(x1)
add x23, x23, x13
delay 31
vstore m39, 160(x1)
delay 32
vstore m40, 192(x1)
delay 32
vstore m41, 224(x1)
delay 32
dma.store.ch2 x23, x21, x19
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
li x10, 6144
add x4, x4, x10
li x10, 12288
add x5, x5, x10
li x10, 4096
add x6, x6, x10
li x10, 8192
add x7, x7, x10
li x10, 12288
add x8, x8, x10
addi x9, x9, -1
bne x9, x0, t1_heads
nop
nop
t1_heads_end:
