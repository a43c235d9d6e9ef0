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
vli.all m58, 0x3e35
li x1, 29696
li x4, 0
seli e4, 128
li x4, 184320
li x5, 0
li x6, 147456
li x7, 73728
li x8, 221184
li x9, 6
delay 53
vli.all m59, 0x3e35
delay 63
vli.all m28, 0xc3e0
delay 63
vli.all m29, 0xc3e0
delay 63
vli.all m30, 0x43e0
delay 63
vli.all m31, 0x43e0
delay 63
vli.all m36, 0x3c00
delay 63
vli.all m37, 0x3c00
dma.wait.ch5
vload m34, 0(x1)
delay 32
vload m35, 32(x1)
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
li x12, 26624
dma.config.ch1 x0
li x11, 12288
li x20, 18432
li x19, 4096
dma.config.ch2 x0
li x21, 22528
dma.wait.ch5
vload m32, 0(x1)
li x13, 0
addi x14, x5, 0
li x15, 12288
delay 29
vload m33, 32(x1)
delay 32
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m3, m32, e0
delay 64
vload m32, 64(x1)
delay 32
vload m33, 96(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m3, 832(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vload m32, 128(x1)
delay 32
vload m33, 160(x1)
delay 32
dma.load.ch5 x13, x14, x15
vmaximum.bf16 m32, m32, m28
vstore m4, 864(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m3, m32, e0
delay 64
vstore m3, 896(x1)
dma.wait.ch5
delay 31
vload m32, 0(x1)
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
vload m33, 32(x1)
delay 32
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m3, m32, e0
delay 64
vload m32, 64(x1)
delay 32
vload m33, 96(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m3, 384(x1)
delay 32
vload m5, 0(x11)
delay 29
vminimum.bf16 m32, m32, m30
delay 1
vmatpush.weight.mxu0 w0, m5
delay 61
vpack.bf16.fp8 m4, m32, e0
delay 64
vload m32, 128(x1)
delay 32
vload m33, 160(x1)
delay 32
dma.load.ch3 x25, x26, x27
vmaximum.bf16 m32, m32, m28
vstore m4, 416(x1)
delay 32
vload m5, 32(x11)
delay 29
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m3, m32, e0
delay 64
vload m32, 192(x1)
delay 32
vload m33, 224(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m3, 448(x1)
delay 32
vload m6, 64(x11)
delay 29
vminimum.bf16 m32, m32, m30
delay 1
vmatpush.weight.mxu0 w1, m6
delay 61
vpack.bf16.fp8 m4, m32, e0
delay 64
vload m32, 256(x1)
delay 32
vload m33, 288(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m4, 480(x1)
delay 32
vload m6, 96(x11)
delay 29
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m3, m32, e0
delay 64
vload m32, 320(x1)
delay 32
vload m33, 352(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m3, 512(x1)
delay 32
vload m3, 0(x12)
delay 29
vminimum.bf16 m32, m32, m30
delay 1
vmatpush.weight.mxu1 w0, m3
delay 30
vload m3, 64(x12)
delay 29
vpack.bf16.fp8 m4, m32, e0
delay 64
vstore m4, 544(x1)
delay 32
vload m4, 32(x12)
delay 32
vmatpush.weight.mxu1 w1, m4
delay 30
vload m4, 32(x12)
dma.wait.ch0
add x17, x17, x13
li x13, 6144
li x16, 33792
dma.load.ch0 x16, x17, x18
delay 25
vload m32, 992(x1)
delay 32
vload m33, 1024(x1)
delay 32
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m0, m32, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m8, acc0
delay 30
vmul.bf16 m46, m8, m58
vmatmul.mxu1 acc0, m0, w1
delay 33
vmatpop.bf16.acc.mxu1 m38, acc0
delay 30
vmul.bf16 m52, m38, m58
vmatpush.weight.mxu1 w0, m3
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m3, 0(x12)
delay 32
vmatpop.bf16.acc.mxu1 m8, acc0
delay 30
vmatpush.weight.mxu1 w0, m3
delay 30
vmatpush.weight.mxu1 w1, m4
vload m3, 64(x12)
delay 32
vload m4, 32(x12)
dma.wait.ch3
li x25, 6144
add x26, x26, x13
dma.load.ch3 x25, x26, x27
delay 27
vload m48, 0(x1)
li x13, 8192
delay 31
vload m49, 32(x1)
delay 32
vadd.bf16 m50, m46, m48
vload m54, 64(x1)
delay 32
vload m55, 96(x1)
delay 29
vredmax.row.bf16 m12, m50
delay 1
vload m48, 128(x1)
delay 29
vadd.bf16 m56, m52, m54
delay 1
vload m49, 160(x1)
delay 61
vredmax.row.bf16 m22, m56
delay 32
vmaximum.bf16 m12, m12, m22
delay 64
vsub.bf16 m18, m50, m12
delay 64
vmul.bf16 m46, m8, m58
delay 64
vsub.bf16 m40, m56, m12
delay 64
vadd.bf16 m50, m46, m48
delay 64
vexp.bf16 m18, m18
delay 64
vexp.bf16 m40, m40
delay 64
vminimum.bf16 m50, m50, m34
delay 64
vadd.bf16 m22, m18, m40
delay 64
vredmax.row.bf16 m10, m50
delay 32
vmaximum.bf16 m14, m12, m10
delay 64
vpack.bf16.fp8 m1, m18, e4
delay 64
vsub.bf16 m16, m12, m14
vmatmul.mxu0 acc0, m1, w0
delay 63
vsub.bf16 m18, m50, m14
delay 29
vmatpush.weight.mxu0 w0, m5
delay 30
vmatmul.mxu0 acc1, m1, w0
vload m5, 128(x11)
delay 0
vpack.bf16.fp8 m2, m40, e4
delay 64
vexp.bf16 m18, m18
delay 25
vmatmul.acc.mxu0 acc0, m2, w1
delay 37
vredsum.row.bf16 m20, m22
delay 37
vexp.bf16 m16, m16
delay 16
vmatpush.weight.mxu0 w1, m6
delay 30
vmatpop.bf16.acc.mxu0 m42, acc0
vload m6, 160(x11)
delay 13
vredsum.row.bf16 m22, m18
delay 14
vmatmul.acc.mxu0 acc1, m2, w1
delay 21
vpack.bf16.fp8 m1, m18, e4
delay 64
vmul.bf16 m20, m20, m16
delay 5
vmatpush.weight.mxu0 w0, m5
delay 30
vmatmul.mxu0 acc0, m1, w0
vload m5, 0(x11)
delay 24
vadd.bf16 m20, m20, m22
delay 64
vmul.bf16 m42, m42, m16
delay 1
vmatpop.bf16.acc.mxu0 m44, acc1
delay 30
vmatpush.weight.mxu0 w1, m6
delay 29
vrecip.bf16 m20, m20
vmatmul.mxu0 acc1, m1, w1
vload m6, 64(x11)
delay 62
vmul.bf16 m44, m44, m16
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 30
vmatpop.bf16.acc.mxu0 m26, acc1
delay 1
vadd.bf16 m42, m42, m24
delay 27
vmatpush.weight.mxu0 w0, m5
delay 30
vload m5, 32(x11)
vmatpush.weight.mxu0 w1, m6
delay 2
vmul.bf16 m20, m20, m36
delay 27
vload m6, 96(x11)
delay 35
vadd.bf16 m44, m44, m26
delay 64
vmul.bf16 m42, m42, m20
delay 64
vmul.bf16 m44, m44, m20
dma.wait.ch1
add x22, x22, x13
li x13, 2048
vstore m42, 576(x1)
delay 32
vstore m43, 608(x1)
delay 32
vstore m44, 640(x1)
delay 32
vstore m45, 672(x1)
delay 32
dma.store.ch1 x22, x20, x19
dma.wait.ch0
add x17, x17, x13
li x13, 6144
li x16, 31744
dma.load.ch0 x16, x17, x18
vload m32, 1056(x1)
delay 32
vload m33, 1088(x1)
delay 32
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m0, m32, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m8, acc0
delay 30
vmatmul.mxu1 acc0, m0, w1
vmul.bf16 m46, m8, m58
delay 32
vmatpop.bf16.acc.mxu1 m38, acc0
delay 30
vmul.bf16 m52, m38, m58
vmatpush.weight.mxu1 w0, m3
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m3, 0(x12)
delay 32
vmatpop.bf16.acc.mxu1 m8, acc0
delay 30
vmatpush.weight.mxu1 w0, m3
delay 30
vmatpush.weight.mxu1 w1, m4
vload m3, 64(x12)
dma.wait.ch3
add x26, x26, x13
li x25, 0
dma.load.ch3 x25, x26, x27
delay 28
vload m48, 192(x1)
li x13, 8192
delay 31
vload m49, 224(x1)
delay 32
vload m54, 256(x1)
vadd.bf16 m50, m46, m48
delay 31
vload m55, 288(x1)
delay 31
vredmax.row.bf16 m12, m50
vload m48, 320(x1)
delay 31
vadd.bf16 m56, m52, m54
vload m49, 352(x1)
delay 63
vredmax.row.bf16 m22, m56
delay 32
vmaximum.bf16 m12, m12, m22
delay 64
vsub.bf16 m18, m50, m12
delay 64
vmul.bf16 m46, m8, m58
delay 64
vadd.bf16 m50, m46, m48
delay 64
vsub.bf16 m40, m56, m12
delay 64
vminimum.bf16 m50, m50, m34
delay 64
vexp.bf16 m18, m18
delay 64
vexp.bf16 m40, m40
delay 64
vredmax.row.bf16 m10, m50
delay 32
vadd.bf16 m22, m18, m40
delay 64
vmaximum.bf16 m14, m12, m10
delay 64
vpack.bf16.fp8 m1, m18, e4
delay 64
vsub.bf16 m16, m12, m14
vmatmul.mxu0 acc0, m1, w0
delay 63
vsub.bf16 m18, m50, m14
delay 29
vmatpush.weight.mxu0 w0, m5
delay 30
vmatmul.mxu0 acc1, m1, w0
vload m5, 128(x11)
delay 0
vexp.bf16 m16, m16
delay 64
vredsum.row.bf16 m20, m22
delay 25
vmatpush.weight.mxu0 w0, m5
delay 10
vexp.bf16 m18, m18
delay 18
vload m5, 0(x11)
delay 44
vmul.bf16 m20, m20, m16
delay 64
vredsum.row.bf16 m22, m18
delay 37
vadd.bf16 m20, m20, m22
delay 64
vpack.bf16.fp8 m2, m40, e4
delay 64
vmatmul.acc.mxu0 acc0, m2, w1
vpack.bf16.fp8 m1, m18, e4
delay 64
vrecip.bf16 m20, m20
delay 27
vmatpush.weight.mxu0 w1, m6
delay 30
vmatpop.bf16.acc.mxu0 m42, acc0
vload m6, 160(x11)
delay 2
vmul.bf16 m20, m20, m36
delay 25
vmatmul.acc.mxu0 acc1, m2, w1
delay 37
vmul.bf16 m42, m42, m16
delay 55
vmatmul.mxu0 acc0, m1, w0
delay 94
vmatpop.bf16.acc.mxu0 m44, acc1
delay 30
vmatpush.weight.mxu0 w1, m6
vmul.bf16 m44, m44, m16
delay 29
vmatmul.mxu0 acc1, m1, w1
vload m6, 64(x11)
delay 93
vmatpop.bf16.acc.mxu0 m24, acc0
delay 30
vadd.bf16 m42, m42, m24
vmatpush.weight.mxu0 w0, m5
delay 30
vmatpop.bf16.acc.mxu0 m26, acc1
vload m5, 32(x11)
delay 29
vmatpush.weight.mxu0 w1, m6
vadd.bf16 m44, m44, m26
delay 29
vload m6, 96(x11)
delay 33
vmul.bf16 m42, m42, m20
delay 64
vmul.bf16 m44, m44, m20
dma.wait.ch2
vstore m42, 704(x1)
add x23, x23, x13
li x13, 8192
delay 30
vstore m43, 736(x1)
delay 32
vstore m44, 768(x1)
delay 32
vstore m45, 800(x1)
delay 32
dma.store.ch2 x23, x21, x19
dma.wait.ch0
vload m32, 992(x1)
delay 32
vload m33, 1024(x1)
delay 32
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m0, m32, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m8, acc0
delay 30
vmatmul.mxu1 acc0, m0, w1
vmul.bf16 m46, m8, m58
delay 32
vmatpop.bf16.acc.mxu1 m38, acc0
delay 30
vmul.bf16 m52, m38, m58
vmatpush.weight.mxu1 w0, m3
delay 30
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m8, acc0
dma.wait.ch3
vload m48, 0(x1)
delay 32
vload m49, 32(x1)
delay 32
vload m54, 64(x1)
vadd.bf16 m50, m46, m48
delay 31
vload m55, 96(x1)
delay 31
vredmax.row.bf16 m12, m50
vload m48, 128(x1)
delay 31
vadd.bf16 m56, m52, m54
vload m49, 160(x1)
delay 63
vredmax.row.bf16 m22, m56
delay 32
vmaximum.bf16 m12, m12, m22
delay 64
vsub.bf16 m18, m50, m12
delay 64
vmul.bf16 m46, m8, m58
delay 64
vsub.bf16 m40, m56, m12
delay 64
vadd.bf16 m50, m46, m48
delay 64
vexp.bf16 m18, m18
delay 64
vexp.bf16 m40, m40
delay 64
vminimum.bf16 m50, m50, m34
delay 64
vadd.bf16 m22, m18, m40
delay 64
vredmax.row.bf16 m10, m50
delay 32
vmaximum.bf16 m14, m12, m10
delay 64
vpack.bf16.fp8 m1, m18, e4
delay 64
vsub.bf16 m16, m12, m14
vmatmul.mxu0 acc0, m1, w0
delay 63
vsub.bf16 m18, m50, m14
delay 29
vmatpush.weight.mxu0 w0, m5
delay 30
vmatmul.mxu0 acc1, m1, w0
vload m5, 128(x11)
delay 0
vpack.bf16.fp8 m2, m40, e4
delay 64
vexp.bf16 m18, m18
delay 25
vmatmul.acc.mxu0 acc0, m2, w1
delay 37
vredsum.row.bf16 m20, m22
delay 37
vexp.bf16 m16, m16
delay 16
vmatpush.weight.mxu0 w1, m6
delay 30
vmatpop.bf16.acc.mxu0 m42, acc0
vload m6, 160(x11)
delay 13
vredsum.row.bf16 m22, m18
delay 14
vmatmul.acc.mxu0 acc1, m2, w1
delay 21
vpack.bf16.fp8 m1, m18, e4
delay 64
vmul.bf16 m20, m20, m16
delay 5
vmatpush.weight.mxu0 w0, m5
delay 30
vmatmul.mxu0 acc0, m1, w0
delay 25
vadd.bf16 m20, m20, m22
delay 64
vmul.bf16 m42, m42, m16
delay 1
vmatpop.bf16.acc.mxu0 m44, acc1
delay 30
vmatpush.weight.mxu0 w1, m6
delay 29
vrecip.bf16 m20, m20
vmatmul.mxu0 acc1, m1, w1
delay 63
vmul.bf16 m44, m44, m16
delay 29
vmatpop.bf16.acc.mxu0 m24, acc0
delay 30
vmatpop.bf16.acc.mxu0 m26, acc1
delay 1
vadd.bf16 m42, m42, m24
delay 64
vmul.bf16 m20, m20, m36
delay 64
vadd.bf16 m44, m44, m26
delay 64
vmul.bf16 m42, m42, m20
delay 64
vmul.bf16 m44, m44, m20
dma.wait.ch1
vstore m42, 576(x1)
add x22, x22, x13
delay 31
vstore m43, 608(x1)
delay 32
vstore m44, 640(x1)
delay 32
vstore m45, 672(x1)
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
li x11, 8192
li x12, 282624
dma.load.ch5 x11, x12, x13
vli.all m48, 0x3e80
li x1, 8192
li x4, 0
li x4, 239616
li x5, 256000
li x6, 272384
seli e4, 128
li x7, 0
li x8, 0
li x9, 4
delay 51
vli.all m49, 0x3e80
delay 63
vli.all m28, 0xc3e0
delay 63
vli.all m29, 0xc3e0
delay 63
vli.all m30, 0x43e0
delay 63
vli.all m31, 0x43e0
delay 63
vli.all m36, 0x3c00
delay 63
vli.all m37, 0x3c00
dma.wait.ch5
vload m34, 0(x1)
delay 32
vload m35, 32(x1)
delay 32
t4_heads:
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
vload m32, 0(x1)
li x13, 0
addi x14, x5, 0
li x15, 4096
delay 29
vload m33, 32(x1)
delay 32
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m3, m32, e0
delay 64
vload m32, 64(x1)
delay 32
vload m33, 96(x1)
delay 32
dma.load.ch5 x13, x14, x15
vmaximum.bf16 m32, m32, m28
vstore m3, 128(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vstore m4, 160(x1)
dma.wait.ch5
delay 31
vload m32, 0(x1)
li x15, 2048
addi x18, x15, 0
li x13, 4096
sub x22, x7, x13
li x13, 2048
add x23, x22, x13
li x13, 4096
delay 23
vload m33, 32(x1)
delay 32
dma.load.ch0 x16, x17, x18
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m3, m32, e0
delay 64
vload m32, 64(x1)
delay 32
vload m33, 96(x1)
delay 32
vmaximum.bf16 m32, m32, m28
vstore m3, 192(x1)
delay 32
vload m3, 0(x12)
delay 29
vminimum.bf16 m32, m32, m30
delay 1
vmatpush.weight.mxu1 w0, m3
vload m5, 0(x11)
delay 32
vmatpush.weight.mxu0 w0, m5
delay 26
vpack.bf16.fp8 m4, m32, e0
delay 64
vstore m4, 224(x1)
delay 32
vload m4, 32(x12)
delay 32
vmatpush.weight.mxu1 w1, m4
vload m6, 32(x11)
delay 32
vmatpush.weight.mxu0 w1, m6
dma.wait.ch0
vload m32, 0(x1)
delay 32
vload m33, 32(x1)
delay 32
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m0, m32, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m8, acc0
delay 30
vmatmul.mxu1 acc0, m0, w1
vmul.bf16 m44, m8, m48
delay 32
vmatpop.bf16.acc.mxu1 m38, acc0
delay 30
vmul.bf16 m46, m38, m48
delay 64
vminimum.bf16 m46, m46, m34
delay 64
vredmax.row.bf16 m12, m44
delay 32
vredmax.row.bf16 m22, m46
delay 32
vmaximum.bf16 m12, m12, m22
delay 64
vsub.bf16 m18, m44, m12
delay 64
vsub.bf16 m40, m46, m12
delay 64
vexp.bf16 m18, m18
delay 64
vexp.bf16 m40, m40
delay 64
vadd.bf16 m22, m18, m40
delay 64
vpack.bf16.fp8 m1, m18, e4
delay 64
vmatmul.mxu0 acc0, m1, w0
vpack.bf16.fp8 m2, m40, e4
delay 64
vredsum.row.bf16 m20, m22
delay 27
vmatmul.acc.mxu0 acc0, m2, w1
delay 8
vrecip.bf16 m20, m20
delay 64
vmul.bf16 m20, m20, m36
delay 18
vmatpop.bf16.acc.mxu0 m42, acc0
delay 44
vmul.bf16 m42, m42, m20
dma.wait.ch1
add x22, x22, x13
delay 62
vstore m42, 320(x1)
delay 32
vstore m43, 352(x1)
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
bne x9, x0, t4_heads
nop
nop
t4_heads_end:
