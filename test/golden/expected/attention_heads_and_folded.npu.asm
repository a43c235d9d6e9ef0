main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_attention:
# flash attention: batch 6, M 30, d 16, kv 50, dv 24
li x12, 88064
li x13, 2048
li x11, 8192
dma.load.ch5 x11, x12, x13
vli.all m42, 0x3e80
li x1, 8192
li x4, 0
seli e4, 64
li x4, 0
li x5, 24576
li x6, 49152
li x7, 61440
li x8, 0
li x9, 6
delay 54
vli.all m43, 0x3e80
delay 63
vli.all m24, 0xc3e0
delay 63
vli.all m25, 0xc3e0
delay 63
vli.all m26, 0x43e0
delay 63
vli.all m27, 0x43e0
delay 63
vli.all m18, 0x3c80
delay 63
vli.all m19, 0x3c80
dma.wait.ch5
vload m30, 0(x1)
delay 32
vload m31, 32(x1)
delay 32
t0_heads:
li x13, 0
addi x14, x4, 0
li x15, 4096
dma.load.ch5 x13, x14, x15
li x1, 0
li x16, 0
addi x17, x6, 0
li x12, 4096
li x11, 6144
dma.config.ch1 x0
li x19, 2048
li x20, 10240
dma.config.ch2 x0
li x21, 12288
dma.wait.ch5
vload m28, 0(x1)
li x13, 0
addi x14, x5, 0
li x15, 4096
delay 29
vload m29, 32(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m5, m28, e0
delay 64
vload m28, 64(x1)
delay 32
vload m29, 96(x1)
delay 32
dma.load.ch5 x13, x14, x15
vmaximum.bf16 m28, m28, m24
vstore m5, 128(x1)
delay 63
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m6, m28, e0
delay 64
vstore m6, 160(x1)
dma.wait.ch5
delay 31
vload m28, 0(x1)
li x15, 2048
addi x18, x15, 0
li x13, 4096
sub x22, x7, x13
li x13, 2048
add x23, x22, x13
li x13, 4096
delay 23
vload m29, 32(x1)
delay 32
dma.load.ch0 x16, x17, x18
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m5, m28, e0
delay 64
vload m28, 64(x1)
delay 32
vload m29, 96(x1)
delay 32
vmaximum.bf16 m28, m28, m24
vstore m5, 192(x1)
delay 32
vload m5, 0(x12)
delay 29
vminimum.bf16 m28, m28, m26
delay 1
vmatpush.weight.mxu1 w0, m5
vload m7, 0(x11)
delay 32
vmatpush.weight.mxu0 w0, m7
delay 26
vpack.bf16.fp8 m6, m28, e0
delay 64
vstore m6, 224(x1)
delay 32
vload m6, 32(x12)
delay 32
vmatpush.weight.mxu1 w1, m6
vload m8, 32(x11)
delay 32
vmatpush.weight.mxu0 w1, m8
dma.wait.ch0
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m0, m28, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmatmul.mxu1 acc0, m0, w1
vmul.bf16 m32, m32, m42
delay 32
vmatpop.bf16.acc.mxu1 m34, acc0
delay 30
vmul.bf16 m34, m34, m42
delay 64
vminimum.bf16 m34, m34, m30
delay 64
vmaximum.bf16 m10, m32, m34
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m32, m32, m10
delay 64
vsub.bf16 m34, m34, m10
delay 64
vexp.bf16 m32, m32
delay 64
vexp.bf16 m34, m34
delay 64
vpack.bf16.fp8 m1, m32, e4
delay 64
vpack.bf16.fp8 m2, m34, e4
vmatmul.mxu0 acc0, m1, w0
delay 63
vadd.bf16 m32, m32, m34
delay 29
vmatmul.acc.mxu0 acc0, m2, w1
delay 33
vredsum.row.bf16 m16, m32
delay 37
vrecip.bf16 m16, m16
delay 20
vmatpop.bf16.acc.mxu0 m40, acc0
delay 42
vmul.bf16 m16, m16, m18
delay 64
vmul.bf16 m40, m40, m16
dma.wait.ch1
add x22, x22, x13
delay 62
vstore m40, 320(x1)
delay 32
vstore m41, 352(x1)
delay 32
dma.store.ch1 x22, x20, x19
dma.wait.ch1
dma.wait.ch2
li x10, 4096
add x4, x4, x10
li x10, 4096
add x5, x5, x10
li x10, 2048
add x6, x6, x10
li x10, 2048
add x7, x7, x10
li x10, 4096
add x8, x8, x10
addi x9, x9, -1
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
vli.all m22, 0xc3e0
li x2, 0
li x5, 77824
li x8, 81920
li x24, 4096
li x25, 0
addi x26, x8, 0
addi x27, x24, 0
li x6, 86016
li x16, 14336
addi x17, x6, 0
li x1, 12288
li x15, 8192
seli e4, 64
li x14, 10240
li x7, 0
dma.config.ch1 x0
li x19, 2048
li x20, 18432
dma.config.ch2 x0
li x21, 20480
delay 39
vli.all m23, 0xc3e0
delay 63
vli.all m24, 0x43e0
delay 63
vli.all m25, 0x43e0
delay 63
vli.all m56, 0x3e80
delay 63
vli.all m57, 0x3e80
delay 63
vli.all m16, 0x3c80
delay 63
vli.all m17, 0x3c80
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
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m4, m26, e0
delay 64
vload m26, 64(x2)
delay 32
vload m27, 96(x2)
delay 32
dma.load.ch5 x11, x12, x13
vmaximum.bf16 m26, m26, m22
vstore m4, 256(x2)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m5, m26, e0
delay 64
vstore m5, 288(x2)
dma.wait.ch5
delay 31
vload m26, 0(x2)
li x13, 2048
addi x18, x13, 0
dma.load.ch0 x16, x17, x18
li x11, 4096
sub x22, x7, x11
li x11, 2048
add x23, x22, x11
li x11, 4096
delay 22
vload m27, 32(x2)
delay 32
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m4, m26, e0
delay 64
vload m26, 64(x2)
delay 32
vload m27, 96(x2)
delay 32
dma.load.ch3 x25, x26, x27
vmaximum.bf16 m26, m26, m22
vstore m4, 320(x2)
delay 32
vload m4, 0(x15)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vmatpush.weight.mxu1 w0, m4
vload m6, 0(x14)
delay 32
vmatpush.weight.mxu0 w0, m6
delay 26
vpack.bf16.fp8 m5, m26, e0
delay 64
vstore m5, 352(x2)
delay 32
vload m5, 32(x15)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m7, 32(x14)
delay 32
vmatpush.weight.mxu0 w1, m7
dma.wait.ch0
vload m26, 64(x1)
delay 32
vload m27, 96(x1)
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
vmatmul.mxu1 acc0, m0, w1
vmul.bf16 m36, m30, m56
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmul.bf16 m42, m32, m56
dma.wait.ch3
vload m44, 64(x2)
delay 32
vload m45, 96(x2)
delay 32
vadd.bf16 m46, m42, m44
vload m38, 0(x2)
delay 32
vload m39, 32(x2)
delay 29
vminimum.bf16 m46, m46, m28
delay 64
vadd.bf16 m40, m36, m38
delay 64
vmaximum.bf16 m8, m40, m46
delay 64
vredmax.row.bf16 m8, m8
delay 32
vsub.bf16 m40, m40, m8
delay 64
vsub.bf16 m46, m46, m8
delay 64
vexp.bf16 m40, m40
delay 64
vexp.bf16 m46, m46
delay 64
vpack.bf16.fp8 m1, m40, e4
delay 64
vpack.bf16.fp8 m2, m46, e4
vmatmul.mxu0 acc0, m1, w0
delay 63
vadd.bf16 m40, m40, m46
delay 29
vmatmul.acc.mxu0 acc0, m2, w1
delay 33
vredsum.row.bf16 m14, m40
delay 37
vrecip.bf16 m14, m14
delay 20
vmatpop.bf16.acc.mxu0 m54, acc0
delay 42
vmul.bf16 m14, m14, m16
delay 64
vmul.bf16 m54, m54, m14
dma.wait.ch1
add x22, x22, x11
delay 62
vstore m54, 192(x1)
delay 32
vstore m55, 224(x1)
delay 32
dma.store.ch1 x22, x20, x19
dma.wait.ch1
dma.wait.ch2
