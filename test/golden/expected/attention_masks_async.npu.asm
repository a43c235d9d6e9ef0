main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_attention:
# flash attention: batch 2, M 48, d 64, kv 80, dv 40
li x13, 2048
li x11, 40960
li x12, 118784
dma.load.ch5 x11, x12, x13
vli.all m6, 0x3838
li x1, 40960
li x4, 0
seli e4, 64
li x4, 0
li x5, 24576
li x6, 73728
li x7, 90112
li x8, 49152
li x9, 2
delay 54
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
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
delay 32
t0_heads:
li x13, 0
addi x14, x4, 0
li x15, 12288
dma.load.ch5 x13, x14, x15
li x1, 0
li x23, 6144
li x24, 0
addi x25, x8, 0
addi x26, x23, 0
li x16, 24576
addi x17, x6, 0
li x12, 12288
li x11, 18432
dma.config.ch1 x0
dma.config.ch2 x0
li x19, 32768
li x20, 36864
dma.wait.ch5
vload m26, 0(x1)
li x13, 0
addi x14, x5, 0
li x15, 12288
delay 29
vload m27, 32(x1)
delay 32
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 64(x1)
delay 32
vload m27, 96(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m6, 384(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m7, m26, e0
delay 64
vload m26, 128(x1)
delay 32
vload m27, 160(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m7, 416(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 192(x1)
delay 32
vload m27, 224(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m6, 448(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m7, m26, e0
delay 64
vload m26, 256(x1)
delay 32
vload m27, 288(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m7, 480(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 320(x1)
delay 32
vload m27, 352(x1)
delay 32
dma.load.ch5 x13, x14, x15
vmaximum.bf16 m26, m26, m22
vstore m6, 512(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m7, m26, e0
delay 64
vstore m7, 544(x1)
dma.wait.ch5
delay 31
vload m26, 0(x1)
li x15, 4096
addi x18, x15, 0
dma.load.ch0 x16, x17, x18
li x13, 8192
sub x21, x7, x13
li x13, 4096
add x22, x21, x13
li x13, 4096
li x14, 1
delay 23
vload m27, 32(x1)
delay 32
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 64(x1)
delay 32
vload m27, 96(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m6, 576(x1)
delay 32
vload m8, 0(x11)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vmatpush.weight.mxu0 w0, m8
delay 61
vpack.bf16.fp8 m7, m26, e0
delay 64
vload m26, 128(x1)
delay 32
vload m27, 160(x1)
delay 32
dma.load.ch3 x24, x25, x26
vmaximum.bf16 m26, m26, m22
vstore m7, 608(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 192(x1)
delay 32
vload m27, 224(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m6, 640(x1)
delay 32
vload m9, 64(x11)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vmatpush.weight.mxu0 w1, m9
delay 30
vload m9, 32(x11)
delay 29
vpack.bf16.fp8 m7, m26, e0
delay 64
vload m26, 256(x1)
delay 32
vload m27, 288(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m7, 672(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 320(x1)
delay 32
vload m27, 352(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m6, 704(x1)
delay 32
vload m6, 0(x12)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vmatpush.weight.mxu1 w0, m6
vload m8, 128(x11)
delay 32
vload m6, 32(x12)
delay 26
vpack.bf16.fp8 m7, m26, e0
delay 64
vstore m7, 736(x1)
delay 32
vload m7, 96(x12)
dma.wait.ch0
add x17, x17, x13
li x13, 6144
li x16, 28672
dma.load.ch0 x16, x17, x18
delay 26
vload m26, 768(x1)
delay 32
vload m27, 800(x1)
delay 32
vmul.bf16 m26, m26, m58
delay 64
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vload m26, 832(x1)
vmatmul.mxu1 acc0, m0, w0
delay 31
vload m27, 864(x1)
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vmul.bf16 m26, m26, m58
vload m7, 128(x12)
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
vload m6, 64(x12)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 160(x12)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m6, 0(x12)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 96(x12)
delay 32
vmatpop.bf16.acc.mxu1 m34, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vload m6, 32(x12)
dma.wait.ch3
li x24, 6144
add x25, x25, x13
dma.load.ch3 x24, x25, x26
delay 27
vload m38, 0(x1)
li x13, 8192
delay 31
vload m39, 32(x1)
delay 32
vload m42, 64(x1)
vadd.bf16 m40, m30, m38
delay 31
vload m43, 96(x1)
delay 32
vload m46, 128(x1)
vadd.bf16 m44, m32, m42
delay 31
vload m47, 160(x1)
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
vload m8, 96(x11)
delay 93
vmatpush.weight.mxu0 w1, m9
delay 30
vmatmul.mxu0 acc1, m2, w1
vload m9, 160(x11)
delay 93
vmatpush.weight.mxu0 w0, m8
delay 30
vmatmul.acc.mxu0 acc1, m3, w0
vload m8, 0(x11)
delay 93
vmatpush.weight.mxu0 w1, m9
delay 30
vmatpop.bf16.acc.mxu0 m54, acc0
vload m9, 64(x11)
delay 29
vmatmul.acc.mxu0 acc1, m4, w1
vmul.bf16 m54, m54, m16
delay 93
vmatpush.weight.mxu0 w0, m8
delay 30
vmatpush.weight.mxu0 w1, m9
vload m8, 128(x11)
delay 29
vmatpop.bf16.acc.mxu0 m56, acc1
delay 1
vload m9, 32(x11)
delay 27
vmul.bf16 m56, m56, m16
dma.wait.ch1
add x21, x21, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
vstore m54, 1024(x1)
delay 32
vstore m55, 1056(x1)
delay 32
vstore m56, 1088(x1)
delay 32
vstore m57, 1120(x1)
delay 32
dma.store.ch1 x21, x19, x15
dma.wait.ch0
vload m26, 896(x1)
and x18, x15, x13
li x13, 4096
add x17, x17, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
li x16, 24576
dma.load.ch0 x16, x17, x18
delay 24
vload m27, 928(x1)
delay 32
vmul.bf16 m26, m26, m58
delay 64
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vload m26, 960(x1)
vmatmul.mxu1 acc0, m0, w0
delay 31
vload m27, 992(x1)
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vmul.bf16 m26, m26, m58
vload m7, 128(x12)
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
vload m6, 64(x12)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 160(x12)
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
vload m38, 192(x1)
and x26, x23, x13
li x13, 6144
add x25, x25, x13
li x24, 0
dma.load.ch3 x24, x25, x26
li x13, 8192
delay 25
vload m39, 224(x1)
delay 32
vload m42, 256(x1)
vadd.bf16 m40, m30, m38
delay 31
vload m43, 288(x1)
delay 32
vload m46, 320(x1)
vadd.bf16 m44, m32, m42
delay 31
vload m47, 352(x1)
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
vload m8, 96(x11)
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
vload m9, 160(x11)
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
vstore m54, 1152(x1)
add x22, x22, x13
delay 31
vstore m55, 1184(x1)
delay 32
vstore m56, 1216(x1)
delay 32
vstore m57, 1248(x1)
delay 32
dma.store.ch2 x22, x20, x15
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
dma.wait.ch3
li x10, 12288
add x4, x4, x10
li x10, 12288
add x5, x5, x10
li x10, 8192
add x6, x6, x10
li x10, 8192
add x7, x7, x10
li x10, 12288
add x8, x8, x10
addi x9, x9, -1
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
li x11, 40960
dma.load.ch5 x11, x12, x13
vli.all m6, 0x3838
li x1, 40960
li x4, 0
seli e4, 64
li x4, 0
li x5, 24576
li x6, 73728
li x7, 49152
li x8, 106496
li x9, 2
delay 54
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
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
delay 32
t1_heads:
li x13, 0
addi x14, x4, 0
li x15, 12288
dma.load.ch5 x13, x14, x15
li x1, 0
li x23, 6144
li x24, 0
addi x25, x8, 0
addi x26, x23, 0
li x16, 24576
addi x17, x6, 0
li x12, 12288
li x11, 18432
dma.config.ch1 x0
dma.config.ch2 x0
li x19, 32768
li x20, 36864
dma.wait.ch5
vload m26, 0(x1)
li x13, 0
addi x14, x5, 0
li x15, 12288
delay 29
vload m27, 32(x1)
delay 32
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 64(x1)
delay 32
vload m27, 96(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m6, 384(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m7, m26, e0
delay 64
vload m26, 128(x1)
delay 32
vload m27, 160(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m7, 416(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 192(x1)
delay 32
vload m27, 224(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m6, 448(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m7, m26, e0
delay 64
vload m26, 256(x1)
delay 32
vload m27, 288(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m7, 480(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 320(x1)
delay 32
vload m27, 352(x1)
delay 32
dma.load.ch5 x13, x14, x15
vmaximum.bf16 m26, m26, m22
vstore m6, 512(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m7, m26, e0
delay 64
vstore m7, 544(x1)
dma.wait.ch5
delay 31
vload m26, 0(x1)
li x15, 4096
addi x18, x15, 0
dma.load.ch0 x16, x17, x18
li x13, 8192
sub x21, x7, x13
li x13, 4096
add x22, x21, x13
li x13, 4096
li x14, 1
delay 23
vload m27, 32(x1)
delay 32
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 64(x1)
delay 32
vload m27, 96(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m6, 576(x1)
delay 32
vload m8, 0(x11)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vmatpush.weight.mxu0 w0, m8
delay 61
vpack.bf16.fp8 m7, m26, e0
delay 64
vload m26, 128(x1)
delay 32
vload m27, 160(x1)
delay 32
dma.load.ch3 x24, x25, x26
vmaximum.bf16 m26, m26, m22
vstore m7, 608(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 192(x1)
delay 32
vload m27, 224(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m6, 640(x1)
delay 32
vload m9, 64(x11)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vmatpush.weight.mxu0 w1, m9
delay 30
vload m9, 32(x11)
delay 29
vpack.bf16.fp8 m7, m26, e0
delay 64
vload m26, 256(x1)
delay 32
vload m27, 288(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m7, 672(x1)
delay 63
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m6, m26, e0
delay 64
vload m26, 320(x1)
delay 32
vload m27, 352(x1)
delay 32
vmaximum.bf16 m26, m26, m22
vstore m6, 704(x1)
delay 32
vload m6, 0(x12)
delay 29
vminimum.bf16 m26, m26, m24
delay 1
vmatpush.weight.mxu1 w0, m6
vload m8, 128(x11)
delay 32
vload m6, 32(x12)
delay 26
vpack.bf16.fp8 m7, m26, e0
delay 64
vstore m7, 736(x1)
delay 32
vload m7, 96(x12)
dma.wait.ch0
add x17, x17, x13
li x13, 6144
li x16, 28672
dma.load.ch0 x16, x17, x18
delay 26
vload m26, 768(x1)
delay 32
vload m27, 800(x1)
delay 32
vmul.bf16 m26, m26, m58
delay 64
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vload m26, 832(x1)
vmatmul.mxu1 acc0, m0, w0
delay 31
vload m27, 864(x1)
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vmul.bf16 m26, m26, m58
vload m7, 128(x12)
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
vload m6, 64(x12)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 160(x12)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m6, 0(x12)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 96(x12)
delay 32
vmatpop.bf16.acc.mxu1 m34, acc0
delay 30
vmatpush.weight.mxu1 w0, m6
delay 30
vload m6, 32(x12)
dma.wait.ch3
li x24, 6144
add x25, x25, x13
dma.load.ch3 x24, x25, x26
delay 27
vload m38, 0(x1)
li x13, 8192
delay 31
vload m39, 32(x1)
delay 32
vload m42, 64(x1)
vadd.bf16 m40, m30, m38
delay 31
vload m43, 96(x1)
delay 32
vload m46, 128(x1)
vadd.bf16 m44, m32, m42
delay 31
vload m47, 160(x1)
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
vload m8, 96(x11)
delay 93
vmatpush.weight.mxu0 w1, m9
delay 30
vmatmul.mxu0 acc1, m2, w1
vload m9, 160(x11)
delay 93
vmatpush.weight.mxu0 w0, m8
delay 30
vmatmul.acc.mxu0 acc1, m3, w0
vload m8, 0(x11)
delay 93
vmatpush.weight.mxu0 w1, m9
delay 30
vmatpop.bf16.acc.mxu0 m54, acc0
vload m9, 64(x11)
delay 29
vmatmul.acc.mxu0 acc1, m4, w1
vmul.bf16 m54, m54, m16
delay 93
vmatpush.weight.mxu0 w0, m8
delay 30
vmatpush.weight.mxu0 w1, m9
vload m8, 128(x11)
delay 29
vmatpop.bf16.acc.mxu0 m56, acc1
delay 1
vload m9, 32(x11)
delay 27
vmul.bf16 m56, m56, m16
dma.wait.ch1
add x21, x21, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
vstore m54, 1024(x1)
delay 32
vstore m55, 1056(x1)
delay 32
vstore m56, 1088(x1)
delay 32
vstore m57, 1120(x1)
delay 32
dma.store.ch1 x21, x19, x15
dma.wait.ch0
vload m26, 896(x1)
and x18, x15, x13
li x13, 4096
add x17, x17, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
li x16, 24576
dma.load.ch0 x16, x17, x18
delay 24
vload m27, 928(x1)
delay 32
vmul.bf16 m26, m26, m58
delay 64
vmaximum.bf16 m26, m26, m22
delay 64
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m0, m26, e0
delay 64
vload m26, 960(x1)
vmatmul.mxu1 acc0, m0, w0
delay 31
vload m27, 992(x1)
delay 0
vmatpush.weight.mxu1 w0, m7
delay 30
vmul.bf16 m26, m26, m58
vload m7, 128(x12)
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
vload m6, 64(x12)
delay 32
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.acc.mxu1 acc0, m1, w0
vload m7, 160(x12)
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
vload m38, 192(x1)
and x26, x23, x13
li x13, 6144
add x25, x25, x13
li x24, 0
dma.load.ch3 x24, x25, x26
li x13, 8192
delay 25
vload m39, 224(x1)
delay 32
vload m42, 256(x1)
vadd.bf16 m40, m30, m38
delay 31
vload m43, 288(x1)
delay 32
vload m46, 320(x1)
vadd.bf16 m44, m32, m42
delay 31
vload m47, 352(x1)
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
vload m8, 96(x11)
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
vload m9, 160(x11)
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
vstore m54, 1152(x1)
add x22, x22, x13
delay 31
vstore m55, 1184(x1)
delay 32
vstore m56, 1216(x1)
delay 32
vstore m57, 1248(x1)
delay 32
dma.store.ch2 x22, x20, x15
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
dma.wait.ch3
li x10, 12288
add x4, x4, x10
li x10, 12288
add x5, x5, x10
li x10, 8192
add x6, x6, x10
li x10, 8192
add x7, x7, x10
addi x9, x9, -1
beq x9, x0, t1_heads_end
nop
nop
jal x0, t1_heads
nop
nop
t1_heads_end:
