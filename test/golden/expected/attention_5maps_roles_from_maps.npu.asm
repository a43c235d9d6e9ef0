main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_attention:
# flash attention: batch 3, M 40, d 24, kv 56, dv 20
li x13, 2048
li x11, 8192
li x12, 94208
dma.load.ch5 x11, x12, x13
vli.all m40, 0x3e51
li x1, 8192
li x4, 0
seli e4, 128
li x4, 36864
li x5, 49152
li x6, 24576
li x7, 73728
li x8, 0
li x9, 3
delay 54
vli.all m41, 0x3e51
delay 63
vli.all m26, 0xc3e0
delay 63
vli.all m27, 0xc3e0
delay 63
vli.all m28, 0x43e0
delay 63
vli.all m29, 0x43e0
delay 63
vli.all m34, 0x3c00
delay 63
vli.all m35, 0x3c00
dma.wait.ch5
vload m32, 0(x1)
delay 32
vload m33, 32(x1)
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
dma.config.ch2 x0
li x19, 2048
li x20, 10240
li x21, 12288
dma.wait.ch5
vload m30, 0(x1)
li x13, 0
addi x14, x5, 0
li x15, 4096
delay 29
vload m31, 32(x1)
delay 32
vmaximum.bf16 m30, m30, m26
delay 64
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m2, m30, e0
delay 64
vload m30, 64(x1)
delay 32
vload m31, 96(x1)
delay 32
dma.load.ch5 x13, x14, x15
vmaximum.bf16 m30, m30, m26
vstore m2, 128(x1)
delay 63
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m3, m30, e0
delay 64
vstore m3, 160(x1)
dma.wait.ch5
delay 31
vload m30, 0(x1)
li x15, 2048
addi x18, x15, 0
li x13, 4096
sub x22, x7, x13
li x13, 2048
add x23, x22, x13
li x13, 2048
li x14, 1
delay 21
vload m31, 32(x1)
delay 32
dma.load.ch0 x16, x17, x18
vmaximum.bf16 m30, m30, m26
delay 64
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m2, m30, e0
delay 64
vload m30, 64(x1)
delay 32
vload m31, 96(x1)
delay 32
vmaximum.bf16 m30, m30, m26
vstore m2, 192(x1)
delay 32
vload m2, 0(x12)
delay 29
vminimum.bf16 m30, m30, m28
delay 1
vmatpush.weight.mxu1 w0, m2
vload m4, 0(x11)
delay 32
vload m2, 32(x12)
vmatpush.weight.mxu0 w0, m4
delay 25
vpack.bf16.fp8 m3, m30, e0
delay 64
vstore m3, 224(x1)
delay 32
vload m4, 32(x11)
dma.wait.ch0
li x16, 2048
add x17, x17, x13
dma.load.ch0 x16, x17, x18
delay 27
vload m30, 0(x1)
li x13, 4096
delay 31
vload m31, 32(x1)
delay 32
vmaximum.bf16 m30, m30, m26
delay 64
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m0, m30, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m6, acc0
delay 30
vmul.bf16 m38, m6, m40
vmatpush.weight.mxu1 w0, m2
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m2, 0(x12)
delay 30
vredmax.row.bf16 m10, m38
delay 0
vmatpop.bf16.acc.mxu1 m6, acc0
delay 30
vsub.bf16 m16, m38, m10
vmatpush.weight.mxu1 w0, m2
delay 30
vload m2, 32(x12)
delay 31
vmul.bf16 m38, m6, m40
delay 64
vminimum.bf16 m38, m38, m32
delay 64
vexp.bf16 m16, m16
delay 64
vredmax.row.bf16 m8, m38
delay 32
vmaximum.bf16 m12, m10, m8
delay 64
vredsum.row.bf16 m18, m16
delay 37
vpack.bf16.fp8 m1, m16, e4
delay 64
vsub.bf16 m14, m10, m12
vmatmul.mxu0 acc0, m1, w0
delay 63
vsub.bf16 m16, m38, m12
delay 29
vmatpop.bf16.acc.mxu0 m36, acc0
delay 30
vmatpush.weight.mxu0 w0, m4
delay 1
vexp.bf16 m16, m16
delay 27
vload m4, 0(x11)
delay 35
vexp.bf16 m14, m14
delay 64
vredsum.row.bf16 m20, m16
delay 37
vmul.bf16 m18, m18, m14
delay 64
vpack.bf16.fp8 m1, m16, e4
delay 64
vadd.bf16 m18, m18, m20
vmatmul.mxu0 acc0, m1, w0
delay 63
vmul.bf16 m36, m36, m14
delay 29
vmatpop.bf16.acc.mxu0 m22, acc0
delay 30
vmatpush.weight.mxu0 w0, m4
delay 1
vrecip.bf16 m18, m18
delay 27
vload m4, 32(x11)
delay 35
vadd.bf16 m36, m36, m22
delay 64
vmul.bf16 m18, m18, m34
delay 64
vmul.bf16 m36, m36, m18
dma.wait.ch1
add x22, x22, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
delay 59
vstore m36, 320(x1)
delay 32
vstore m37, 352(x1)
delay 32
dma.store.ch1 x22, x20, x19
dma.wait.ch0
vload m30, 64(x1)
and x18, x15, x13
li x13, 2048
add x17, x17, x13
li x13, 4096
li x16, 0
dma.load.ch0 x16, x17, x18
delay 25
vload m31, 96(x1)
delay 32
vmaximum.bf16 m30, m30, m26
delay 64
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m0, m30, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m6, acc0
delay 30
vmul.bf16 m38, m6, m40
vmatpush.weight.mxu1 w0, m2
delay 30
vmatmul.mxu1 acc0, m0, w0
delay 31
vredmax.row.bf16 m10, m38
delay 0
vmatpop.bf16.acc.mxu1 m6, acc0
delay 30
vsub.bf16 m16, m38, m10
delay 64
vmul.bf16 m38, m6, m40
delay 64
vminimum.bf16 m38, m38, m32
delay 64
vexp.bf16 m16, m16
delay 64
vredmax.row.bf16 m8, m38
delay 32
vmaximum.bf16 m12, m10, m8
delay 64
vredsum.row.bf16 m18, m16
delay 37
vpack.bf16.fp8 m1, m16, e4
delay 64
vsub.bf16 m14, m10, m12
vmatmul.mxu0 acc0, m1, w0
delay 63
vsub.bf16 m16, m38, m12
delay 29
vmatpop.bf16.acc.mxu0 m36, acc0
delay 30
vmatpush.weight.mxu0 w0, m4
delay 1
vexp.bf16 m16, m16
delay 64
vexp.bf16 m14, m14
delay 64
vredsum.row.bf16 m20, m16
delay 37
vmul.bf16 m18, m18, m14
delay 64
vpack.bf16.fp8 m1, m16, e4
delay 64
vadd.bf16 m18, m18, m20
vmatmul.mxu0 acc0, m1, w0
delay 63
vmul.bf16 m36, m36, m14
delay 29
vmatpop.bf16.acc.mxu0 m22, acc0
delay 33
vrecip.bf16 m18, m18
delay 64
vadd.bf16 m36, m36, m22
delay 64
vmul.bf16 m18, m18, m34
delay 64
vmul.bf16 m36, m36, m18
dma.wait.ch2
add x23, x23, x13
delay 62
vstore m36, 384(x1)
delay 32
vstore m37, 416(x1)
delay 32
dma.store.ch2 x23, x21, x19
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
li x10, 4096
add x4, x4, x10
li x10, 4096
add x5, x5, x10
li x10, 4096
add x6, x6, x10
li x10, 4096
add x7, x7, x10
li x10, 8192
add x8, x8, x10
addi x9, x9, -1
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
vli.all m42, 0x3e35
li x1, 21504
li x4, 0
seli e4, 128
li x4, 61440
li x5, 0
li x6, 86016
li x7, 24576
li x8, 0
li x9, 2
delay 53
vli.all m43, 0x3e35
delay 63
vli.all m26, 0xc3e0
delay 63
vli.all m27, 0xc3e0
delay 63
vli.all m28, 0x43e0
delay 63
vli.all m29, 0x43e0
delay 63
vli.all m34, 0x3c00
delay 63
vli.all m35, 0x3c00
dma.wait.ch5
vload m32, 0(x1)
delay 32
vload m33, 32(x1)
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
vload m30, 0(x1)
li x13, 0
addi x14, x5, 0
li x15, 12288
delay 29
vload m31, 32(x1)
delay 32
vmaximum.bf16 m30, m30, m26
delay 64
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m2, m30, e0
delay 64
vload m30, 64(x1)
delay 32
vload m31, 96(x1)
delay 32
vmaximum.bf16 m30, m30, m26
vstore m2, 576(x1)
delay 63
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m3, m30, e0
delay 64
vload m30, 128(x1)
delay 32
vload m31, 160(x1)
delay 32
dma.load.ch5 x13, x14, x15
vmaximum.bf16 m30, m30, m26
vstore m3, 608(x1)
delay 63
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m2, m30, e0
delay 64
vstore m2, 640(x1)
dma.wait.ch5
delay 31
vload m30, 0(x1)
li x15, 2048
addi x18, x15, 0
li x13, 8192
sub x22, x7, x13
li x13, 4096
add x23, x22, x13
li x13, 2048
li x14, 1
delay 22
vload m31, 32(x1)
delay 32
vmaximum.bf16 m30, m30, m26
delay 64
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m2, m30, e0
delay 64
vload m30, 64(x1)
delay 32
vload m31, 96(x1)
delay 32
vmaximum.bf16 m30, m30, m26
vstore m2, 384(x1)
delay 32
vload m4, 0(x11)
delay 29
vminimum.bf16 m30, m30, m28
delay 1
vmatpush.weight.mxu0 w0, m4
delay 61
vpack.bf16.fp8 m3, m30, e0
delay 64
vload m30, 128(x1)
delay 32
vload m31, 160(x1)
delay 32
vmaximum.bf16 m30, m30, m26
vstore m3, 416(x1)
delay 32
vload m5, 32(x11)
delay 29
vminimum.bf16 m30, m30, m28
delay 1
vmatpush.weight.mxu0 w1, m5
delay 61
vpack.bf16.fp8 m2, m30, e0
delay 64
vload m30, 192(x1)
delay 32
vload m31, 224(x1)
delay 32
vmaximum.bf16 m30, m30, m26
vstore m2, 448(x1)
delay 32
vload m4, 64(x11)
delay 29
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m3, m30, e0
delay 64
vload m30, 256(x1)
delay 32
vload m31, 288(x1)
delay 32
dma.load.ch0 x16, x17, x18
vmaximum.bf16 m30, m30, m26
vstore m3, 480(x1)
delay 32
vload m5, 96(x11)
delay 29
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m2, m30, e0
delay 64
vload m30, 320(x1)
delay 32
vload m31, 352(x1)
delay 32
vmaximum.bf16 m30, m30, m26
vstore m2, 512(x1)
delay 32
vload m2, 0(x12)
delay 29
vminimum.bf16 m30, m30, m28
delay 1
vmatpush.weight.mxu1 w0, m2
delay 30
vload m2, 32(x12)
delay 29
vpack.bf16.fp8 m3, m30, e0
delay 64
vstore m3, 544(x1)
dma.wait.ch0
delay 31
vload m30, 256(x1)
li x16, 10240
add x17, x17, x13
dma.load.ch0 x16, x17, x18
li x13, 8192
delay 27
vload m31, 288(x1)
delay 32
vmaximum.bf16 m30, m30, m26
delay 64
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m0, m30, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m6, acc0
delay 30
vmul.bf16 m40, m6, m42
vmatpush.weight.mxu1 w0, m2
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m2, 64(x12)
delay 30
vredmax.row.bf16 m10, m40
delay 0
vmatpop.bf16.acc.mxu1 m6, acc0
delay 30
vsub.bf16 m16, m40, m10
vmatpush.weight.mxu1 w0, m2
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m2, 0(x12)
delay 30
vmul.bf16 m40, m6, m42
delay 0
vmatpush.weight.mxu1 w0, m2
delay 30
vload m2, 32(x12)
delay 30
vexp.bf16 m16, m16
vmatpop.bf16.acc.mxu1 m6, acc0
delay 63
vredmax.row.bf16 m8, m40
delay 32
vmaximum.bf16 m12, m10, m8
delay 64
vredsum.row.bf16 m18, m16
delay 37
vpack.bf16.fp8 m1, m16, e4
delay 64
vsub.bf16 m14, m10, m12
vmatmul.mxu0 acc0, m1, w0
delay 63
vsub.bf16 m16, m40, m12
delay 29
vmatmul.mxu0 acc1, m1, w1
delay 33
vexp.bf16 m14, m14
delay 59
vmatpop.bf16.acc.mxu0 m36, acc0
delay 3
vmul.bf16 m40, m6, m42
delay 25
vmatpop.bf16.acc.mxu0 m38, acc1
delay 30
vmatpush.weight.mxu0 w0, m4
delay 5
vmul.bf16 m18, m18, m14
delay 23
vmatpush.weight.mxu0 w1, m5
vload m4, 128(x11)
delay 32
vload m5, 160(x11)
delay 4
vminimum.bf16 m40, m40, m32
delay 64
vmul.bf16 m36, m36, m14
delay 64
vexp.bf16 m16, m16
delay 64
vredmax.row.bf16 m8, m40
delay 32
vmul.bf16 m38, m38, m14
delay 64
vmaximum.bf16 m10, m12, m8
delay 64
vredsum.row.bf16 m20, m16
delay 37
vpack.bf16.fp8 m1, m16, e4
delay 64
vsub.bf16 m14, m12, m10
vmatmul.mxu0 acc0, m1, w0
delay 63
vsub.bf16 m16, m40, m10
delay 29
vmatmul.mxu0 acc1, m1, w1
delay 33
vadd.bf16 m18, m18, m20
delay 59
vmatpop.bf16.acc.mxu0 m22, acc0
delay 3
vexp.bf16 m16, m16
delay 25
vmatpush.weight.mxu0 w0, m4
delay 30
vmatpop.bf16.acc.mxu0 m24, acc1
vload m4, 0(x11)
delay 4
vexp.bf16 m14, m14
delay 23
vmatpush.weight.mxu0 w1, m5
delay 30
vload m5, 32(x11)
delay 7
vredsum.row.bf16 m20, m16
delay 37
vpack.bf16.fp8 m1, m16, e4
delay 64
vmul.bf16 m18, m18, m14
vmatmul.mxu0 acc0, m1, w0
delay 63
vadd.bf16 m36, m36, m22
delay 29
vmatmul.mxu0 acc1, m1, w1
delay 33
vadd.bf16 m18, m18, m20
delay 59
vmatpop.bf16.acc.mxu0 m22, acc0
delay 3
vadd.bf16 m38, m38, m24
delay 25
vmatpush.weight.mxu0 w0, m4
delay 30
vmatpush.weight.mxu0 w1, m5
vload m4, 64(x11)
delay 4
vmul.bf16 m36, m36, m14
delay 23
vmatpop.bf16.acc.mxu0 m24, acc1
delay 1
vload m5, 96(x11)
delay 36
vrecip.bf16 m18, m18
delay 64
vadd.bf16 m36, m36, m22
delay 64
vmul.bf16 m38, m38, m14
delay 64
vmul.bf16 m18, m18, m34
delay 64
vadd.bf16 m38, m38, m24
delay 64
vmul.bf16 m36, m36, m18
delay 64
vmul.bf16 m38, m38, m18
dma.wait.ch1
vstore m36, 0(x1)
add x22, x22, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
delay 28
vstore m37, 32(x1)
delay 32
vstore m38, 64(x1)
delay 32
vstore m39, 96(x1)
delay 32
dma.store.ch1 x22, x20, x19
dma.wait.ch0
vload m30, 320(x1)
and x18, x15, x13
li x13, 2048
add x17, x17, x13
li x13, 8192
li x16, 8192
dma.load.ch0 x16, x17, x18
delay 25
vload m31, 352(x1)
delay 32
vmaximum.bf16 m30, m30, m26
delay 64
vminimum.bf16 m30, m30, m28
delay 64
vpack.bf16.fp8 m0, m30, e0
delay 64
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m6, acc0
delay 30
vmul.bf16 m40, m6, m42
vmatpush.weight.mxu1 w0, m2
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m2, 64(x12)
delay 30
vredmax.row.bf16 m10, m40
delay 0
vmatpop.bf16.acc.mxu1 m6, acc0
delay 30
vsub.bf16 m16, m40, m10
vmatpush.weight.mxu1 w0, m2
delay 30
vmatmul.mxu1 acc0, m0, w0
delay 31
vmul.bf16 m40, m6, m42
delay 64
vexp.bf16 m16, m16
vmatpop.bf16.acc.mxu1 m6, acc0
delay 63
vredmax.row.bf16 m8, m40
delay 32
vmaximum.bf16 m12, m10, m8
delay 64
vredsum.row.bf16 m18, m16
delay 37
vpack.bf16.fp8 m1, m16, e4
delay 64
vsub.bf16 m14, m10, m12
vmatmul.mxu0 acc0, m1, w0
delay 63
vsub.bf16 m16, m40, m12
delay 29
vmatmul.mxu0 acc1, m1, w1
delay 33
vexp.bf16 m14, m14
delay 59
vmatpop.bf16.acc.mxu0 m36, acc0
delay 3
vmul.bf16 m40, m6, m42
delay 25
vmatpop.bf16.acc.mxu0 m38, acc1
delay 30
vmatpush.weight.mxu0 w0, m4
delay 5
vmul.bf16 m18, m18, m14
delay 23
vmatpush.weight.mxu0 w1, m5
vload m4, 128(x11)
delay 32
vload m5, 160(x11)
delay 4
vminimum.bf16 m40, m40, m32
delay 64
vmul.bf16 m36, m36, m14
delay 64
vexp.bf16 m16, m16
delay 64
vredmax.row.bf16 m8, m40
delay 32
vmul.bf16 m38, m38, m14
delay 64
vmaximum.bf16 m10, m12, m8
delay 64
vredsum.row.bf16 m20, m16
delay 37
vpack.bf16.fp8 m1, m16, e4
delay 64
vsub.bf16 m14, m12, m10
vmatmul.mxu0 acc0, m1, w0
delay 63
vsub.bf16 m16, m40, m10
delay 29
vmatmul.mxu0 acc1, m1, w1
delay 33
vadd.bf16 m18, m18, m20
delay 59
vmatpop.bf16.acc.mxu0 m22, acc0
delay 3
vexp.bf16 m16, m16
delay 25
vmatpush.weight.mxu0 w0, m4
delay 30
vmatpop.bf16.acc.mxu0 m24, acc1
delay 5
vexp.bf16 m14, m14
delay 23
vmatpush.weight.mxu0 w1, m5
delay 39
vredsum.row.bf16 m20, m16
delay 37
vpack.bf16.fp8 m1, m16, e4
delay 64
vmul.bf16 m18, m18, m14
vmatmul.mxu0 acc0, m1, w0
delay 63
vadd.bf16 m36, m36, m22
delay 29
vmatmul.mxu0 acc1, m1, w1
delay 33
vadd.bf16 m18, m18, m20
delay 59
vmatpop.bf16.acc.mxu0 m22, acc0
delay 3
vadd.bf16 m38, m38, m24
delay 64
vmul.bf16 m36, m36, m14
vmatpop.bf16.acc.mxu0 m24, acc1
delay 63
vrecip.bf16 m18, m18
delay 64
vadd.bf16 m36, m36, m22
delay 64
vmul.bf16 m38, m38, m14
delay 64
vmul.bf16 m18, m18, m34
delay 64
vadd.bf16 m38, m38, m24
delay 64
vmul.bf16 m36, m36, m18
delay 64
vmul.bf16 m38, m38, m18
dma.wait.ch2
vstore m36, 128(x1)
add x23, x23, x13
delay 31
vstore m37, 160(x1)
delay 32
vstore m38, 192(x1)
delay 32
vstore m39, 224(x1)
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
