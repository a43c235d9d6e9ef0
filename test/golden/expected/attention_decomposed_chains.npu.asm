main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_attention:
# flash attention: batch 6, M 70, d 32, kv 90, dv 40
li x11, 29696
li x12, 280576
li x13, 2048
dma.load.ch5 x11, x12, x13
vli.all m4, 0x3838
li x1, 29696
li x4, 0
seli e4, 64
li x4, 184320
li x5, 0
li x6, 147456
li x7, 73728
li x8, 221184
li x9, 6
delay 53
vli.all m56, 0x3e35
vmatpush.weight.mxu1 w1, m4
delay 62
vli.all m57, 0x3e35
delay 63
vli.all m20, 0xc3e0
delay 63
vli.all m21, 0xc3e0
delay 63
vli.all m22, 0x43e0
delay 63
vli.all m23, 0x43e0
dma.wait.ch5
vload m26, 0(x1)
delay 32
vload m27, 32(x1)
delay 32
t0_heads:
li x15, 6144
li x13, 0
addi x14, x4, 0
dma.load.ch5 x13, x14, x15
li x1, 0
li x24, 6144
li x25, 0
addi x26, x8, 0
addi x27, x24, 0
li x16, 31744
addi x17, x6, 0
dma.config.ch1 x0
li x12, 26624
li x11, 12288
li x20, 18432
li x19, 4096
dma.config.ch2 x0
li x21, 22528
dma.wait.ch5
vload m24, 0(x1)
li x13, 0
addi x14, x5, 0
li x15, 12288
delay 29
vload m25, 32(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vload m28, 64(x1)
delay 32
vload m29, 96(x1)
delay 29
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vload m24, 128(x1)
vmaximum.bf16 m28, m28, m20
delay 31
vload m25, 160(x1)
delay 31
vminimum.bf16 m28, m28, m22
dma.load.ch5 x13, x14, x15
vstore m4, 832(x1)
delay 62
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vstore m4, 896(x1)
vpack.bf16.fp8 m5, m28, e0
delay 64
vstore m5, 864(x1)
dma.wait.ch5
delay 31
vload m24, 0(x1)
li x15, 2048
addi x18, x15, 0
dma.load.ch0 x16, x17, x18
li x13, 8192
sub x22, x7, x13
li x13, 4096
add x23, x22, x13
li x13, 2048
li x14, 1
delay 21
vload m25, 32(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vload m28, 64(x1)
delay 32
vload m29, 96(x1)
delay 29
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vload m24, 128(x1)
vmaximum.bf16 m28, m28, m20
delay 31
vload m25, 160(x1)
delay 31
vminimum.bf16 m28, m28, m22
dma.load.ch3 x25, x26, x27
vstore m4, 384(x1)
delay 32
vload m6, 0(x11)
delay 28
vpack.bf16.fp8 m5, m28, e0
delay 2
vmatpush.weight.mxu0 w0, m6
delay 60
vmaximum.bf16 m24, m24, m20
vload m28, 192(x1)
delay 32
vload m29, 224(x1)
delay 29
vminimum.bf16 m24, m24, m22
delay 1
vstore m5, 416(x1)
delay 61
vmaximum.bf16 m28, m28, m20
delay 64
vminimum.bf16 m28, m28, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vpack.bf16.fp8 m5, m28, e0
vload m24, 256(x1)
delay 32
vload m25, 288(x1)
delay 32
vload m28, 320(x1)
vmaximum.bf16 m24, m24, m20
delay 31
vload m29, 352(x1)
delay 31
vminimum.bf16 m24, m24, m22
vstore m4, 448(x1)
delay 32
vstore m5, 480(x1)
delay 29
vpack.bf16.fp8 m4, m24, e0
delay 1
vload m7, 64(x11)
delay 32
vmatpush.weight.mxu0 w1, m7
delay 27
vmaximum.bf16 m28, m28, m20
vstore m4, 512(x1)
delay 32
vload m4, 0(x12)
delay 29
vminimum.bf16 m28, m28, m22
delay 1
vmatpush.weight.mxu1 w0, m4
vload m6, 128(x11)
delay 32
vload m4, 64(x12)
delay 26
vpack.bf16.fp8 m5, m28, e0
delay 4
vload m7, 32(x11)
delay 58
vstore m5, 544(x1)
delay 32
vload m5, 32(x12)
dma.wait.ch0
add x17, x17, x13
li x13, 6144
li x16, 33792
dma.load.ch0 x16, x17, x18
delay 25
vload m24, 992(x1)
delay 32
vload m25, 1024(x1)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m0, m24, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m28, acc0
delay 30
vmatpush.weight.mxu1 w0, m5
vmul.bf16 m34, m28, m56
delay 29
vmatmul.mxu1 acc0, m0, w0
vload m5, 32(x12)
delay 32
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m4
vmul.bf16 m40, m30, m56
delay 29
vmatmul.mxu1 acc0, m0, w0
vload m4, 0(x12)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmul.bf16 m46, m32, m56
vmatpush.weight.mxu1 w0, m4
delay 30
vload m4, 64(x12)
dma.wait.ch3
li x25, 6144
add x26, x26, x13
dma.load.ch3 x25, x26, x27
delay 27
vload m36, 0(x1)
li x13, 8192
delay 31
vload m37, 32(x1)
delay 32
vload m42, 64(x1)
vadd.bf16 m38, m34, m36
delay 31
vload m43, 96(x1)
delay 32
vload m48, 128(x1)
vadd.bf16 m44, m40, m42
delay 31
vload m49, 160(x1)
delay 31
vmaximum.bf16 m8, m38, m44
delay 64
vadd.bf16 m50, m46, m48
delay 64
vminimum.bf16 m50, m50, m26
delay 64
vmaximum.bf16 m8, m8, m50
delay 64
vredmax.row.bf16 m8, m8
delay 32
vsub.bf16 m38, m38, m8
delay 64
vexp.bf16 m38, m38
delay 64
vsub.bf16 m44, m44, m8
delay 64
vpack.bf16.fp8 m1, m38, e4
delay 64
vexp.bf16 m44, m44
vmatmul.mxu1 acc1, m1, w1
delay 33
vmatmul.mxu0 acc0, m1, w0
delay 28
vsub.bf16 m50, m50, m8
delay 64
vpack.bf16.fp8 m2, m44, e4
vmatpush.weight.mxu0 w0, m6
delay 30
vload m6, 96(x11)
delay 31
vexp.bf16 m50, m50
vmatmul.acc.mxu1 acc1, m2, w1
delay 33
vmatmul.acc.mxu0 acc0, m2, w1
delay 28
vpack.bf16.fp8 m3, m50, e4
delay 64
vmatmul.acc.mxu1 acc1, m3, w1
vmatpush.weight.mxu0 w1, m7
delay 30
vmatmul.mxu0 acc1, m1, w1
vload m7, 160(x11)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vrecip.bf16 m14, m14
delay 60
vmatmul.acc.mxu0 acc0, m3, w0
delay 94
vmatpush.weight.mxu0 w0, m6
delay 30
vmatmul.acc.mxu0 acc1, m2, w0
vload m6, 0(x11)
delay 93
vmatpush.weight.mxu0 w1, m7
delay 30
vmatmul.acc.mxu0 acc1, m3, w1
vload m7, 64(x11)
delay 93
vmatpop.bf16.acc.mxu0 m52, acc0
delay 30
vmul.bf16 m52, m52, m14
vmatpop.bf16.acc.mxu0 m54, acc1
delay 30
vmatpush.weight.mxu0 w0, m6
delay 30
vmatpush.weight.mxu0 w1, m7
vmul.bf16 m54, m54, m14
vload m6, 128(x11)
delay 32
vload m7, 32(x11)
dma.wait.ch1
add x22, x22, x13
li x13, 2048
delay 28
vstore m52, 576(x1)
delay 32
vstore m53, 608(x1)
delay 32
vstore m54, 640(x1)
delay 32
vstore m55, 672(x1)
delay 32
dma.store.ch1 x22, x20, x19
dma.wait.ch0
add x17, x17, x13
li x13, 6144
li x16, 31744
dma.load.ch0 x16, x17, x18
vload m24, 1056(x1)
delay 32
vload m25, 1088(x1)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m0, m24, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m28, acc0
delay 30
vmatpush.weight.mxu1 w0, m5
vmul.bf16 m34, m28, m56
delay 29
vmatmul.mxu1 acc0, m0, w0
vload m5, 32(x12)
delay 32
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m4
vmul.bf16 m40, m30, m56
delay 29
vmatmul.mxu1 acc0, m0, w0
vload m4, 0(x12)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmul.bf16 m46, m32, m56
vmatpush.weight.mxu1 w0, m4
delay 30
vload m4, 64(x12)
dma.wait.ch3
add x26, x26, x13
li x25, 0
dma.load.ch3 x25, x26, x27
delay 28
vload m36, 192(x1)
li x13, 8192
delay 31
vload m37, 224(x1)
delay 32
vload m42, 256(x1)
vadd.bf16 m38, m34, m36
delay 31
vload m43, 288(x1)
delay 32
vload m48, 320(x1)
vadd.bf16 m44, m40, m42
delay 31
vload m49, 352(x1)
delay 31
vmaximum.bf16 m8, m38, m44
delay 64
vadd.bf16 m50, m46, m48
delay 64
vminimum.bf16 m50, m50, m26
delay 64
vmaximum.bf16 m8, m8, m50
delay 64
vredmax.row.bf16 m8, m8
delay 32
vsub.bf16 m38, m38, m8
delay 64
vsub.bf16 m44, m44, m8
delay 64
vsub.bf16 m50, m50, m8
delay 64
vexp.bf16 m38, m38
delay 64
vexp.bf16 m44, m44
delay 64
vexp.bf16 m50, m50
delay 64
vpack.bf16.fp8 m1, m38, e4
delay 64
vpack.bf16.fp8 m2, m44, e4
vmatmul.mxu1 acc1, m1, w1
delay 33
vmatmul.mxu0 acc0, m1, w0
delay 28
vpack.bf16.fp8 m3, m50, e4
vmatmul.acc.mxu1 acc1, m2, w1
delay 63
vmatmul.acc.mxu0 acc0, m2, w1
vmatmul.acc.mxu1 acc1, m3, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vrecip.bf16 m14, m14
delay 26
vmatpush.weight.mxu0 w0, m6
delay 30
vmatmul.acc.mxu0 acc0, m3, w0
vload m6, 96(x11)
delay 93
vmatpush.weight.mxu0 w1, m7
delay 30
vmatmul.mxu0 acc1, m1, w1
vload m7, 160(x11)
delay 93
vmatpush.weight.mxu0 w0, m6
delay 30
vmatmul.acc.mxu0 acc1, m2, w0
vload m6, 0(x11)
delay 93
vmatpush.weight.mxu0 w1, m7
delay 30
vmatpop.bf16.acc.mxu0 m52, acc0
vload m7, 64(x11)
delay 29
vmatmul.acc.mxu0 acc1, m3, w1
vmul.bf16 m52, m52, m14
delay 93
vmatpush.weight.mxu0 w0, m6
delay 30
vmatpush.weight.mxu0 w1, m7
vload m6, 128(x11)
delay 29
vmatpop.bf16.acc.mxu0 m54, acc1
delay 1
vload m7, 32(x11)
delay 27
vmul.bf16 m54, m54, m14
dma.wait.ch2
add x23, x23, x13
li x13, 8192
delay 0
vstore m52, 704(x1)
delay 32
vstore m53, 736(x1)
delay 32
vstore m54, 768(x1)
delay 32
vstore m55, 800(x1)
delay 32
dma.store.ch2 x23, x21, x19
dma.wait.ch0
vload m24, 992(x1)
delay 32
vload m25, 1024(x1)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m0, m24, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m28, acc0
delay 30
vmatpush.weight.mxu1 w0, m5
vmul.bf16 m34, m28, m56
delay 29
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmatpush.weight.mxu1 w0, m4
vmul.bf16 m40, m30, m56
delay 29
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmul.bf16 m46, m32, m56
dma.wait.ch3
vload m36, 0(x1)
delay 32
vload m37, 32(x1)
delay 32
vload m42, 64(x1)
vadd.bf16 m38, m34, m36
delay 31
vload m43, 96(x1)
delay 32
vload m48, 128(x1)
vadd.bf16 m44, m40, m42
delay 31
vload m49, 160(x1)
delay 31
vmaximum.bf16 m8, m38, m44
delay 64
vadd.bf16 m50, m46, m48
delay 64
vminimum.bf16 m50, m50, m26
delay 64
vmaximum.bf16 m8, m8, m50
delay 64
vredmax.row.bf16 m8, m8
delay 32
vsub.bf16 m38, m38, m8
delay 64
vexp.bf16 m38, m38
delay 64
vsub.bf16 m44, m44, m8
delay 64
vpack.bf16.fp8 m1, m38, e4
delay 64
vexp.bf16 m44, m44
vmatmul.mxu1 acc1, m1, w1
delay 33
vmatmul.mxu0 acc0, m1, w0
delay 28
vsub.bf16 m50, m50, m8
delay 64
vpack.bf16.fp8 m2, m44, e4
vmatpush.weight.mxu0 w0, m6
delay 30
vload m6, 96(x11)
delay 31
vexp.bf16 m50, m50
vmatmul.acc.mxu1 acc1, m2, w1
delay 33
vmatmul.acc.mxu0 acc0, m2, w1
delay 28
vpack.bf16.fp8 m3, m50, e4
delay 64
vmatmul.acc.mxu1 acc1, m3, w1
vmatpush.weight.mxu0 w1, m7
delay 30
vmatmul.mxu0 acc1, m1, w1
vload m7, 160(x11)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vrecip.bf16 m14, m14
delay 60
vmatmul.acc.mxu0 acc0, m3, w0
delay 94
vmatpush.weight.mxu0 w0, m6
delay 30
vmatmul.acc.mxu0 acc1, m2, w0
delay 94
vmatpush.weight.mxu0 w1, m7
delay 30
vmatmul.acc.mxu0 acc1, m3, w1
delay 94
vmatpop.bf16.acc.mxu0 m52, acc0
delay 30
vmul.bf16 m52, m52, m14
vmatpop.bf16.acc.mxu0 m54, acc1
delay 63
vmul.bf16 m54, m54, m14
dma.wait.ch1
vstore m52, 576(x1)
add x22, x22, x13
delay 31
vstore m53, 608(x1)
delay 32
vstore m54, 640(x1)
delay 32
vstore m55, 672(x1)
delay 32
dma.store.ch1 x22, x20, x19
dma.wait.ch1
dma.wait.ch2
li x10, 6144
add x4, x4, x10
li x10, 12288
add x5, x5, x10
li x10, 6144
add x6, x6, x10
li x10, 12288
add x7, x7, x10
addi x9, x9, -1
beq x9, x0, t0_heads_end
nop
nop
jal x0, t0_heads
nop
nop
t0_heads_end:
ecall
main_seg1:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t4_attention:
# flash attention: batch 4, M 25, d 16, kv 33, dv 12
li x13, 2048
li x11, 12288
li x12, 282624
dma.load.ch5 x11, x12, x13
li x4, 0
li x4, 239616
li x5, 256000
vli.all m5, 0x3838
li x1, 12288
li x6, 272384
li x10, 22528
li x7, 0
sw x6, 0(x10)
li x8, 0
sw x7, 4(x10)
seli e4, 64
sw x8, 8(x10)
li x9, 4
delay 51
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
t4_heads:
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
bne x9, x0, t4_heads
nop
nop
t4_heads_end:
