main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_attention:
# flash attention: batch 6, M 30, d 16, kv 50, dv 24
li x12, 88064
li x13, 2048
li x11, 12288
dma.load.ch5 x11, x12, x13
li x4, 0
li x4, 0
li x5, 24576
vli.all m5, 0x3838
li x1, 12288
li x10, 22528
li x6, 49152
li x7, 61440
sw x6, 0(x10)
li x8, 0
sw x7, 4(x10)
seli e4, 64
sw x8, 8(x10)
li x9, 6
delay 52
vli.all m40, 0x3e80
vmatpush.weight.mxu1 w1, m5
delay 62
vli.all m41, 0x3e80
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
li x12, 4096
li x13, 4096
dma.load.ch5 x11, x4, x13
dma.load.ch6 x12, x5, x13
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
dma.wait.ch5
dma.wait.ch6
delay 30
t0_heads:
li x18, 2048
li x19, 14336
addi x20, x6, 0
addi x21, x18, 0
dma.load.ch0 x19, x20, x21
li x1, 0
vload m26, 0(x1)
li x15, 8192
addi x10, x9, -1
sltu x10, x0, x10
dma.config.ch5 x0
sub x10, x0, x10
li x13, 4096
dma.config.ch6 x0
and x13, x13, x10
li x11, 0
li x12, 4096
sub x11, x11, x13
sub x12, x12, x13
li x14, 10240
li x16, 4096
sub x24, x7, x16
dma.config.ch1 x0
li x16, 2048
add x25, x24, x16
li x22, 18432
li x16, 4096
dma.config.ch2 x0
li x23, 20480
delay 7
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
vstore m5, 256(x1)
delay 61
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m30, e0
delay 64
vpack.bf16.fp8 m5, m26, e0
vload m30, 192(x1)
delay 32
vload m31, 224(x1)
delay 32
vmaximum.bf16 m30, m30, m22
vstore m6, 288(x1)
delay 32
vstore m5, 320(x1)
delay 29
vminimum.bf16 m30, m30, m24
delay 1
vload m5, 0(x15)
delay 32
vmatpush.weight.mxu1 w0, m5
vload m7, 0(x14)
delay 26
vpack.bf16.fp8 m6, m30, e0
delay 4
vmatpush.weight.mxu0 w0, m7
delay 58
vstore m6, 352(x1)
delay 32
vload m6, 32(x15)
delay 32
vload m8, 32(x14)
delay 32
vmatpush.weight.mxu0 w1, m8
dma.wait.ch0
vload m26, 448(x1)
delay 32
vload m27, 480(x1)
delay 32
vmul.bf16 m26, m26, m40
delay 64
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
delay 30
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
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
dma.wait.ch1
add x24, x24, x16
delay 62
vstore m38, 576(x1)
delay 32
vstore m39, 608(x1)
delay 32
dma.store.ch1 x24, x22, x18
dma.wait.ch5
dma.wait.ch6
add x4, x4, x13
add x5, x5, x13
add x11, x11, x13
add x12, x12, x13
dma.load.ch5 x11, x4, x13
dma.load.ch6 x12, x5, x13
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
li x10, 2048
add x6, x6, x10
li x10, 2048
add x7, x7, x10
li x10, 4096
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
# flash attention: batch 1, M 30, d 16, kv 50, dv 24
li x13, 2048
li x11, 12288
li x12, 90112
dma.load.ch5 x11, x12, x13
li x4, 0
li x4, 73728
li x2, 0
li x5, 77824
vli.all m22, 0xc3e0
li x8, 81920
li x23, 4096
li x24, 0
addi x25, x8, 0
addi x26, x23, 0
li x6, 86016
li x16, 14336
addi x17, x6, 0
li x1, 12288
li x15, 8192
seli e4, 64
li x14, 10240
li x7, 0
dma.config.ch1 x0
li x19, 18432
dma.config.ch2 x0
li x20, 20480
delay 43
vli.all m23, 0xc3e0
delay 63
vli.all m24, 0x43e0
delay 63
vli.all m25, 0x43e0
delay 63
vli.all m5, 0x3838
delay 63
vmatpush.weight.mxu1 w1, m5
vli.all m56, 0x3e80
delay 63
vli.all m57, 0x3e80
dma.wait.ch5
li x11, 0
addi x12, x4, 0
li x13, 4096
dma.load.ch5 x11, x12, x13
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
dma.wait.ch5
delay 31
vload m26, 0(x2)
li x11, 0
addi x12, x5, 0
li x13, 4096
delay 29
vload m27, 32(x2)
delay 32
vload m30, 64(x2)
vmaximum.bf16 m26, m26, m22
delay 31
vload m31, 96(x2)
delay 31
vminimum.bf16 m26, m26, m24
dma.load.ch5 x11, x12, x13
delay 63
vmaximum.bf16 m30, m30, m22
delay 64
vminimum.bf16 m30, m30, m24
delay 64
vpack.bf16.fp8 m5, m26, e0
delay 64
vpack.bf16.fp8 m6, m30, e0
vstore m5, 256(x2)
delay 63
vstore m6, 288(x2)
dma.wait.ch5
delay 31
vload m26, 0(x2)
li x13, 2048
addi x18, x13, 0
dma.load.ch0 x16, x17, x18
li x11, 4096
sub x21, x7, x11
li x11, 2048
add x22, x21, x11
li x11, 4096
delay 22
vload m27, 32(x2)
delay 32
vload m30, 64(x2)
vmaximum.bf16 m26, m26, m22
delay 31
vload m31, 96(x2)
delay 31
vminimum.bf16 m26, m26, m24
dma.load.ch3 x24, x25, x26
delay 63
vpack.bf16.fp8 m5, m26, e0
delay 64
vmaximum.bf16 m30, m30, m22
vstore m5, 320(x2)
delay 32
vload m5, 0(x15)
delay 29
vminimum.bf16 m30, m30, m24
delay 1
vmatpush.weight.mxu1 w0, m5
vload m7, 0(x14)
delay 32
vmatpush.weight.mxu0 w0, m7
delay 26
vpack.bf16.fp8 m6, m30, e0
delay 64
vstore m6, 352(x2)
delay 32
vload m6, 32(x15)
delay 32
vload m8, 32(x14)
delay 32
vmatpush.weight.mxu0 w1, m8
dma.wait.ch0
vload m26, 64(x1)
delay 32
vload m27, 96(x1)
delay 32
vmul.bf16 m26, m26, m56
delay 64
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
delay 30
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m32, acc0
dma.wait.ch3
vload m42, 64(x2)
delay 32
vload m43, 96(x2)
delay 32
vadd.bf16 m44, m32, m42
vload m38, 0(x2)
delay 32
vload m39, 32(x2)
delay 29
vminimum.bf16 m44, m44, m28
delay 64
vadd.bf16 m40, m30, m38
delay 64
vmaximum.bf16 m10, m40, m44
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m40, m40, m10
delay 64
vexp.bf16 m40, m40
delay 64
vsub.bf16 m44, m44, m10
delay 64
vpack.bf16.fp8 m1, m40, e4
delay 64
vexp.bf16 m44, m44
vmatmul.mxu1 acc1, m1, w1
delay 33
vmatmul.mxu0 acc0, m1, w0
delay 28
vpack.bf16.fp8 m2, m44, e4
delay 64
vmatmul.acc.mxu1 acc1, m2, w1
delay 33
vmatmul.acc.mxu0 acc0, m2, w1
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 61
vmatpop.bf16.acc.mxu0 m54, acc0
delay 30
vmul.bf16 m54, m54, m16
dma.wait.ch1
add x21, x21, x11
delay 62
vstore m54, 192(x1)
delay 32
vstore m55, 224(x1)
delay 32
dma.store.ch1 x21, x19, x13
dma.wait.ch1
dma.wait.ch2
