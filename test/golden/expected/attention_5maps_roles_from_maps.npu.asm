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
vli.all m48, 0x3e51
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
vli.all m49, 0x3e51
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
li x13, 2048
li x14, 1
delay 21
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
vload m3, 0(x12)
vmatpush.weight.mxu0 w0, m5
delay 25
vpack.bf16.fp8 m4, m32, e0
delay 4
vload m5, 0(x11)
delay 58
vstore m4, 224(x1)
delay 32
vload m4, 32(x12)
delay 32
vmatpush.weight.mxu1 w1, m4
vload m6, 32(x11)
delay 32
vload m4, 32(x12)
vmatpush.weight.mxu0 w1, m6
delay 31
vload m6, 32(x11)
dma.wait.ch0
li x16, 2048
add x17, x17, x13
dma.load.ch0 x16, x17, x18
delay 27
vload m32, 0(x1)
li x13, 4096
delay 31
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
vmatpush.weight.mxu1 w0, m3
delay 30
vmatpush.weight.mxu1 w1, m4
delay 31
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
vredsum.row.bf16 m20, m22
delay 37
vpack.bf16.fp8 m1, m18, e4
delay 64
vpack.bf16.fp8 m2, m40, e4
vmatmul.mxu0 acc0, m1, w0
delay 63
vrecip.bf16 m20, m20
delay 29
vmatmul.acc.mxu0 acc0, m2, w1
delay 33
vmul.bf16 m20, m20, m36
delay 59
vmatpop.bf16.acc.mxu0 m42, acc0
delay 30
vmatpush.weight.mxu0 w0, m5
vmul.bf16 m42, m42, m20
delay 29
vmatpush.weight.mxu0 w1, m6
dma.wait.ch1
add x22, x22, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
delay 28
vstore m42, 320(x1)
delay 32
vstore m43, 352(x1)
delay 32
dma.store.ch1 x22, x20, x19
dma.wait.ch0
vload m32, 64(x1)
and x18, x15, x13
li x13, 2048
add x17, x17, x13
li x13, 4096
li x16, 0
dma.load.ch0 x16, x17, x18
delay 25
vload m33, 96(x1)
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
dma.wait.ch2
add x23, x23, x13
delay 62
vstore m42, 384(x1)
delay 32
vstore m43, 416(x1)
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
vli.all m50, 0x3e35
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
vli.all m51, 0x3e35
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
vstore m3, 576(x1)
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
vstore m4, 608(x1)
delay 63
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m3, m32, e0
delay 64
vstore m3, 640(x1)
dma.wait.ch5
delay 31
vload m32, 0(x1)
li x15, 2048
addi x18, x15, 0
li x13, 8192
sub x22, x7, x13
li x13, 4096
add x23, x22, x13
li x13, 2048
li x14, 1
delay 22
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
dma.load.ch0 x16, x17, x18
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
li x16, 10240
add x17, x17, x13
dma.load.ch0 x16, x17, x18
delay 27
vload m32, 256(x1)
li x13, 8192
delay 31
vload m33, 288(x1)
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
vmul.bf16 m46, m8, m50
delay 32
vmatpop.bf16.acc.mxu1 m38, acc0
delay 30
vmul.bf16 m48, m38, m50
vmatpush.weight.mxu1 w0, m3
delay 30
vmatmul.mxu1 acc0, m0, w0
vload m3, 0(x12)
delay 30
vredmax.row.bf16 m12, m46
delay 0
vmatpop.bf16.acc.mxu1 m8, acc0
delay 30
vredmax.row.bf16 m22, m48
vmatpush.weight.mxu1 w0, m3
delay 30
vmatpush.weight.mxu1 w1, m4
vmaximum.bf16 m12, m12, m22
vload m3, 64(x12)
delay 63
vsub.bf16 m18, m46, m12
delay 64
vmul.bf16 m46, m8, m50
delay 64
vsub.bf16 m40, m48, m12
delay 64
vminimum.bf16 m46, m46, m34
delay 64
vexp.bf16 m18, m18
delay 64
vexp.bf16 m40, m40
delay 64
vredmax.row.bf16 m10, m46
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
vsub.bf16 m18, m46, m14
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
dma.wait.ch1
vstore m42, 0(x1)
add x22, x22, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
delay 28
vstore m43, 32(x1)
delay 32
vstore m44, 64(x1)
delay 32
vstore m45, 96(x1)
delay 32
dma.store.ch1 x22, x20, x19
dma.wait.ch0
vload m32, 320(x1)
and x18, x15, x13
li x13, 2048
add x17, x17, x13
li x13, 8192
li x16, 8192
dma.load.ch0 x16, x17, x18
delay 25
vload m33, 352(x1)
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
vmul.bf16 m46, m8, m50
delay 32
vmatpop.bf16.acc.mxu1 m38, acc0
delay 30
vmul.bf16 m48, m38, m50
vmatpush.weight.mxu1 w0, m3
delay 30
vmatmul.mxu1 acc0, m0, w0
delay 31
vredmax.row.bf16 m12, m46
delay 0
vmatpop.bf16.acc.mxu1 m8, acc0
delay 30
vredmax.row.bf16 m22, m48
delay 32
vmaximum.bf16 m12, m12, m22
delay 64
vsub.bf16 m18, m46, m12
delay 64
vsub.bf16 m40, m48, m12
delay 64
vmul.bf16 m46, m8, m50
delay 64
vexp.bf16 m18, m18
delay 64
vexp.bf16 m40, m40
delay 64
vminimum.bf16 m46, m46, m34
delay 64
vadd.bf16 m22, m18, m40
delay 64
vredmax.row.bf16 m10, m46
delay 32
vmaximum.bf16 m14, m12, m10
delay 64
vpack.bf16.fp8 m1, m18, e4
delay 64
vsub.bf16 m16, m12, m14
vmatmul.mxu0 acc0, m1, w0
delay 63
vsub.bf16 m18, m46, m14
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
dma.wait.ch2
vstore m42, 128(x1)
add x23, x23, x13
delay 31
vstore m43, 160(x1)
delay 32
vstore m44, 192(x1)
delay 32
vstore m45, 224(x1)
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
