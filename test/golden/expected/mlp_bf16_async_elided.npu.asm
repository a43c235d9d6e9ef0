main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 7 K 3, panels of 7
li x5, 6144
li x8, 50176
li x4, 114688
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m22, 0x3c00
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 0
li x24, 86016
addi x21, x22, 0
li x27, 86016
li x9, 21504
li x10, 35840
li x25, 114688
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 48
vli.all m23, 0x3c00
delay 63
vli.all m24, 0x0000
delay 63
vli.all m25, 0x0000
delay 63
vli.all m26, 0x3f80
delay 63
vli.all m27, 0x3f80
delay 63
vli.all m44, 0xbf80
delay 63
vli.all m45, 0xbf80
delay 63
vli.all m46, 0x4301
delay 63
vli.all m47, 0x4301
delay 63
vli.all m48, 0x1f80
delay 63
vli.all m49, 0x1f80
delay 63
vli.all m28, 0xc3e0
delay 63
vli.all m29, 0xc3e0
delay 63
vli.all m30, 0x43e0
delay 63
vli.all m31, 0x43e0
dma.wait.ch1
dma.wait.ch2
delay 61
li x14, 21504
li x16, 14336
dma.load.ch5 x14, x15, x16
li x28, 50176
li x27, 4096
li x29, 0
li x17, 2
dma.wait.ch0
vload m32, 0(x28)
delay 32
vload m33, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m34, m32, m8
add x28, x28, x27
delay 63
vmaximum.bf16 m32, m32, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m34, m34, m8
delay 64
vmaximum.bf16 m32, m32, m8
delay 64
vmul.bf16 m34, m34, m44
delay 64
vmaximum.bf16 m32, m32, m34
delay 64
vredmax.row.bf16 m32, m32
delay 32
vmaximum.bf16 m32, m32, m48
delay 64
vmul.bf16 m34, m32, m46
delay 64
vsub.bf16 m8, m34, m32
delay 64
vsub.bf16 m38, m34, m8
delay 64
vrecip.bf16 m36, m38
delay 64
t0_b_rows:
addi x28, x14, 0
add x27, x9, x10
dma.wait.ch5
sub x14, x27, x14
li x27, 14336
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m32, 0(x28)
li x27, 7168
delay 30
vload m33, 32(x28)
delay 32
vmaximum.bf16 m32, m32, m28
vload m34, 64(x28)
delay 32
vload m35, 96(x28)
delay 29
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m32, e0
delay 64
vmaximum.bf16 m34, m34, m28
vload m32, 128(x28)
delay 32
vload m33, 160(x28)
delay 29
vminimum.bf16 m34, m34, m30
delay 1
vstore m4, 0(x29)
delay 61
vmaximum.bf16 m32, m32, m28
delay 64
vpack.bf16.fp8 m5, m34, e0
delay 64
vminimum.bf16 m32, m32, m30
vload m34, 192(x28)
delay 32
vload m35, 224(x28)
delay 29
vpack.bf16.fp8 m6, m32, e0
delay 1
vstore m5, 32(x29)
delay 61
vmaximum.bf16 m34, m34, m28
vload m32, 256(x28)
delay 32
vload m33, 288(x28)
delay 29
vminimum.bf16 m34, m34, m30
delay 1
vstore m6, 64(x29)
delay 61
vmaximum.bf16 m32, m32, m28
delay 64
vpack.bf16.fp8 m7, m34, e0
delay 64
vminimum.bf16 m32, m32, m30
vload m34, 320(x28)
delay 32
vload m35, 352(x28)
delay 29
vpack.bf16.fp8 m4, m32, e0
delay 1
vstore m7, 96(x29)
delay 61
vload m32, 384(x28)
vmaximum.bf16 m34, m34, m28
delay 31
vload m33, 416(x28)
delay 31
vminimum.bf16 m34, m34, m30
vstore m4, 128(x29)
delay 63
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m5, m34, e0
delay 64
vpack.bf16.fp8 m6, m32, e0
vstore m5, 160(x29)
delay 63
vstore m6, 192(x29)
delay 32
add x29, x29, x27
addi x17, x17, -1
bne x17, x0, t0_b_rows
nop
nop
t0_b_rows_end:
addi x28, x14, 0
li x27, 7168
dma.wait.ch5
vload m32, 0(x28)
delay 32
vload m33, 32(x28)
delay 32
vmaximum.bf16 m32, m32, m28
vload m34, 64(x28)
delay 32
vload m35, 96(x28)
delay 29
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m7, m32, e0
delay 64
vmaximum.bf16 m34, m34, m28
vload m32, 128(x28)
delay 32
vload m33, 160(x28)
delay 29
vminimum.bf16 m34, m34, m30
delay 1
vstore m7, 0(x29)
delay 61
vmaximum.bf16 m32, m32, m28
delay 64
vpack.bf16.fp8 m4, m34, e0
delay 64
vminimum.bf16 m32, m32, m30
vload m34, 192(x28)
delay 32
vload m35, 224(x28)
delay 29
vpack.bf16.fp8 m5, m32, e0
delay 1
vstore m4, 32(x29)
delay 61
vmaximum.bf16 m34, m34, m28
vload m32, 256(x28)
delay 32
vload m33, 288(x28)
delay 29
vminimum.bf16 m34, m34, m30
delay 1
vstore m5, 64(x29)
delay 61
vmaximum.bf16 m32, m32, m28
delay 64
vpack.bf16.fp8 m6, m34, e0
delay 64
vminimum.bf16 m32, m32, m30
vload m34, 320(x28)
delay 32
vload m35, 352(x28)
delay 29
vpack.bf16.fp8 m7, m32, e0
delay 1
vstore m6, 96(x29)
delay 61
vload m32, 384(x28)
vmaximum.bf16 m34, m34, m28
delay 31
vload m33, 416(x28)
delay 31
vminimum.bf16 m34, m34, m30
vstore m7, 128(x29)
delay 63
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m34, e0
delay 64
vpack.bf16.fp8 m5, m32, e0
vstore m4, 160(x29)
delay 63
vstore m5, 192(x29)
delay 32
add x29, x29, x27
li x8, 56320
add x4, x4, x5
dma.load.ch0 x8, x4, x6
li x28, 50176
vload m32, 0(x28)
li x27, 14336
add x21, x21, x27
li x27, 28672
sub x11, x23, x27
li x27, 14336
sub x12, x23, x27
li x27, 14336
add x23, x23, x27
li x27, 2048
li x29, 0
dma.config.ch1 x0
li x1, 21504
li x17, 1
li x7, -1
li x20, 0
dma.config.ch2 x0
li x13, 14336
delay 9
vload m33, 32(x28)
delay 32
vmul.bf16 m32, m32, m36
vload m6, 0(x29)
delay 32
vload m7, 32(x29)
vmatpush.weight.mxu1 w0, m6
delay 28
vpack.bf16.fp8 m42, m32, e0
delay 1
vload m0, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vmatpush.weight.mxu0 w0, m0
delay 27
vstore m42, 0(x28)
delay 32
vload m40, 0(x28)
vmatmul.mxu1 acc0, m42, w0
delay 31
add x28, x28, x27
vload m34, 0(x28)
li x27, 7168
add x29, x29, x27
vmatmul.mxu1 acc1, m42, w1
vmatmul.mxu0 acc0, m40, w0
li x27, 28672
delay 26
vload m35, 32(x28)
delay 32
vmul.bf16 m34, m34, m36
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 28
vpack.bf16.fp8 m43, m34, e0
delay 1
vload m1, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m6, 224(x29)
vmatpush.weight.mxu0 w1, m1
delay 31
vstore m43, 0(x28)
delay 32
vload m41, 0(x28)
vmatmul.acc.mxu1 acc0, m43, w0
delay 31
vload m32, 64(x28)
vmatmul.acc.mxu0 acc0, m41, w1
vmatpush.weight.mxu1 w0, m6
delay 30
vload m33, 96(x28)
vmatmul.acc.mxu1 acc1, m43, w1
delay 31
vmul.bf16 m32, m32, m36
vload m7, 256(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m2, 288(x29)
delay 28
vpack.bf16.fp8 m42, m32, e0
delay 2
vmatpush.weight.mxu0 w0, m2
li x29, 3072
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
delay 32
vstore m42, 64(x28)
delay 32
vmatmul.acc.mxu1 acc0, m42, w0
vload m40, 64(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m40, w0
li x28, 50176
vload m43, 0(x28)
delay 26
vmul.bf16 m12, m12, m38
vmatmul.acc.mxu1 acc1, m42, w1
delay 3
vload m41, 0(x28)
delay 28
vmatpop.bf16.acc.mxu1 m14, acc1
delay 2
vload m3, 64(x29)
delay 23
vmatpop.bf16.acc.mxu0 m8, acc0
vadd.bf16 m16, m12, m22
delay 0
vmatpush.weight.mxu1 w0, m4
delay 27
vmatpush.weight.mxu0 w1, m3
delay 1
vmatmul.mxu1 acc0, m43, w0
delay 27
vmatmul.mxu0 acc0, m41, w1
delay 1
vsub.bf16 m18, m24, m16
delay 1
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.mxu1 acc1, m43, w1
delay 29
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vmul.bf16 m14, m14, m38
delay 64
vadd.bf16 m16, m14, m22
delay 64
vmul.bf16 m8, m8, m38
dma.wait.ch1
vstore m18, 0(x1)
add x11, x11, x27
li x27, 2048
add x28, x28, x27
li x27, 7168
add x29, x29, x27
li x27, 2048
delay 23
vstore m19, 32(x1)
delay 32
vsub.bf16 m18, m24, m16
vload m6, 0(x29)
delay 32
vload m7, 32(x29)
vmatpush.weight.mxu1 w0, m6
delay 28
vexp.bf16 m20, m18
delay 1
vload m42, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m0, 64(x29)
vmatmul.acc.mxu1 acc0, m42, w0
delay 26
vadd.bf16 m18, m20, m26
delay 3
vload m40, 0(x28)
vmatpush.weight.mxu0 w0, m0
vmatmul.acc.mxu1 acc1, m42, w1
delay 30
vload m4, 224(x29)
vmatmul.acc.mxu0 acc0, m40, w0
delay 24
vrecip.bf16 m20, m18
delay 5
vload m43, 64(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
vmatmul.acc.mxu1 acc0, m43, w0
vload m5, 256(x29)
delay 22
vmul.bf16 m18, m16, m20
delay 8
vmatpop.bf16.acc.mxu1 m12, acc0
vload m1, 288(x29)
delay 29
vmatpush.weight.mxu1 w1, m5
delay 1
vload m41, 64(x28)
vmatpush.weight.mxu0 w1, m1
li x29, 6144
delay 16
vadd.bf16 m16, m8, m22
delay 6
vmatmul.acc.mxu1 acc1, m43, w1
delay 3
vstore m18, 64(x1)
vmatmul.acc.mxu0 acc0, m41, w1
li x28, 50176
delay 25
vmatpop.bf16.acc.mxu1 m14, acc1
delay 2
vstore m19, 96(x1)
delay 17
vmul.bf16 m12, m12, m38
delay 13
vload m6, 0(x29)
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
delay 3
vload m42, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 14
vsub.bf16 m18, m24, m16
delay 15
vmatmul.mxu1 acc0, m42, w0
add x28, x28, x27
vload m43, 0(x28)
li x27, 7168
add x29, x29, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 26
vload m42, 64(x28)
delay 11
vexp.bf16 m20, m18
delay 19
li x28, 56320
vload m7, 0(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m4, 224(x29)
delay 6
vadd.bf16 m18, m20, m26
delay 21
vmatmul.acc.mxu1 acc0, m43, w1
delay 1
li x29, 0
vload m5, 0(x29)
delay 29
vmatpush.weight.mxu1 w0, m4
delay 1
vload m6, 32(x29)
delay 3
vrecip.bf16 m20, m18
delay 22
vmatmul.acc.mxu1 acc0, m42, w0
delay 3
vload m2, 64(x29)
delay 28
vmatpush.weight.mxu1 w1, m5
delay 2
vmatpush.weight.mxu0 w0, m2
delay 1
vmul.bf16 m18, m16, m20
delay 23
vmatpush.weight.mxu1 w0, m6
delay 39
vadd.bf16 m16, m12, m22
vstore m18, 128(x1)
delay 32
vstore m19, 160(x1)
delay 29
vmul.bf16 m14, m14, m38
vmatpop.bf16.acc.mxu1 m12, acc0
delay 63
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m14, m22
vstore m18, 192(x1)
delay 32
vstore m19, 224(x1)
delay 29
vmul.bf16 m8, m8, m38
delay 64
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m8, m22
vstore m18, 256(x1)
delay 32
vstore m19, 288(x1)
delay 29
vmul.bf16 m12, m12, m38
delay 64
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m12, m22
vstore m18, 320(x1)
delay 32
vstore m19, 352(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vstore m18, 384(x1)
delay 32
vstore m19, 416(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m32, 0(x28)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 4096
xori x6, x6, -1
li x8, 50176
and x6, x6, x5
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 22
vload m33, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m34, m32, m8
add x28, x28, x27
li x27, 2048
delay 61
vmaximum.bf16 m32, m32, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m34, m34, m8
li x28, 56320
delay 62
vmaximum.bf16 m32, m32, m8
delay 64
vmul.bf16 m34, m34, m44
delay 64
vmaximum.bf16 m32, m32, m34
delay 64
vredmax.row.bf16 m32, m32
delay 32
vmaximum.bf16 m32, m32, m48
delay 64
vmul.bf16 m34, m32, m46
delay 64
vsub.bf16 m8, m34, m32
delay 64
vsub.bf16 m38, m34, m8
vload m32, 0(x28)
delay 32
vload m33, 32(x28)
delay 29
vrecip.bf16 m36, m38
delay 64
vmul.bf16 m32, m32, m36
delay 64
vpack.bf16.fp8 m43, m32, e0
delay 64
vstore m43, 0(x28)
delay 32
vload m40, 0(x28)
vmatmul.mxu1 acc0, m43, w1
delay 31
add x28, x28, x27
vload m34, 0(x28)
li x27, 7168
add x29, x29, x27
vmatmul.mxu1 acc1, m43, w0
vmatmul.mxu0 acc0, m40, w0
li x27, 28672
delay 26
vload m35, 32(x28)
delay 32
vmul.bf16 m34, m34, m36
vload m7, 0(x29)
delay 32
vload m4, 32(x29)
vmatpush.weight.mxu1 w1, m7
delay 28
vpack.bf16.fp8 m42, m34, e0
delay 1
vload m3, 64(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m5, 224(x29)
vmatpush.weight.mxu0 w1, m3
delay 31
vstore m42, 0(x28)
delay 32
vload m41, 0(x28)
vmatmul.acc.mxu1 acc0, m42, w1
delay 31
vload m32, 64(x28)
vmatmul.acc.mxu0 acc0, m41, w1
vmatpush.weight.mxu1 w1, m5
delay 30
vload m33, 96(x28)
vmatmul.acc.mxu1 acc1, m42, w0
delay 31
vmul.bf16 m32, m32, m36
vload m6, 256(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m0, 288(x29)
delay 28
vpack.bf16.fp8 m43, m32, e0
delay 2
vmatpush.weight.mxu0 w0, m0
li x29, 3072
vload m7, 0(x29)
delay 32
vload m4, 32(x29)
delay 32
vstore m43, 64(x28)
delay 32
vmatmul.acc.mxu1 acc0, m43, w1
vload m40, 64(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m40, w0
li x28, 56320
vload m42, 0(x28)
delay 26
vmul.bf16 m12, m12, m38
vmatmul.acc.mxu1 acc1, m43, w0
delay 3
vload m41, 0(x28)
delay 28
vmatpop.bf16.acc.mxu1 m14, acc1
delay 2
vload m1, 64(x29)
delay 23
vmatpop.bf16.acc.mxu0 m8, acc0
vadd.bf16 m16, m12, m22
delay 0
vmatpush.weight.mxu1 w1, m7
delay 27
vmatpush.weight.mxu0 w1, m1
delay 1
vmatmul.mxu1 acc0, m42, w1
delay 27
vmatmul.mxu0 acc0, m41, w1
delay 1
vsub.bf16 m18, m24, m16
delay 1
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc1, m42, w0
delay 29
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vmul.bf16 m14, m14, m38
delay 64
vadd.bf16 m16, m14, m22
delay 64
vmul.bf16 m8, m8, m38
dma.wait.ch2
vstore m18, 448(x1)
add x12, x12, x27
li x27, 2048
add x28, x28, x27
li x27, 7168
add x29, x29, x27
li x27, 2048
delay 23
vstore m19, 480(x1)
delay 32
vsub.bf16 m18, m24, m16
vload m5, 0(x29)
delay 32
vload m6, 32(x29)
vmatpush.weight.mxu1 w1, m5
delay 28
vexp.bf16 m20, m18
delay 1
vload m43, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m2, 64(x29)
vmatmul.acc.mxu1 acc0, m43, w1
delay 26
vadd.bf16 m18, m20, m26
delay 3
vload m40, 0(x28)
vmatpush.weight.mxu0 w0, m2
vmatmul.acc.mxu1 acc1, m43, w0
delay 30
vload m7, 224(x29)
vmatmul.acc.mxu0 acc0, m40, w0
delay 24
vrecip.bf16 m20, m18
delay 5
vload m42, 64(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
vmatmul.acc.mxu1 acc0, m42, w1
vload m4, 256(x29)
delay 22
vmul.bf16 m18, m16, m20
delay 8
vmatpop.bf16.acc.mxu1 m12, acc0
vload m3, 288(x29)
delay 29
vmatpush.weight.mxu1 w0, m4
delay 1
vload m41, 64(x28)
vmatpush.weight.mxu0 w1, m3
li x29, 6144
delay 16
vadd.bf16 m16, m8, m22
delay 6
vmatmul.acc.mxu1 acc1, m42, w0
delay 3
vstore m18, 512(x1)
vmatmul.acc.mxu0 acc0, m41, w1
li x28, 56320
delay 25
vmatpop.bf16.acc.mxu1 m14, acc1
delay 2
vstore m19, 544(x1)
delay 17
vmul.bf16 m12, m12, m38
delay 13
vload m43, 0(x28)
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
delay 3
vload m5, 0(x29)
add x28, x28, x27
li x27, 7168
delay 12
vsub.bf16 m18, m24, m16
delay 15
vmatpush.weight.mxu1 w1, m5
add x29, x29, x27
vload m6, 0(x29)
delay 28
vmatmul.mxu1 acc0, m43, w1
delay 2
vload m42, 0(x28)
delay 11
vexp.bf16 m20, m18
delay 16
vmatpush.weight.mxu1 w0, m6
delay 1
vload m7, 224(x29)
delay 27
vmatmul.acc.mxu1 acc0, m42, w0
delay 3
vload m43, 64(x28)
delay 9
vadd.bf16 m18, m20, m26
delay 17
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc0, m43, w1
delay 13
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m12, m22
vstore m18, 576(x1)
delay 32
vstore m19, 608(x1)
delay 29
vmul.bf16 m14, m14, m38
vmatpop.bf16.acc.mxu1 m12, acc0
delay 63
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m14, m22
vstore m18, 640(x1)
delay 32
vstore m19, 672(x1)
delay 29
vmul.bf16 m8, m8, m38
delay 64
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m8, m22
vstore m18, 704(x1)
delay 32
vstore m19, 736(x1)
delay 29
vmul.bf16 m12, m12, m38
delay 64
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vadd.bf16 m16, m12, m22
vstore m18, 768(x1)
delay 32
vstore m19, 800(x1)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m18, m20, m26
delay 64
vrecip.bf16 m20, m18
delay 64
vmul.bf16 m18, m16, m20
delay 64
vstore m18, 832(x1)
delay 32
vstore m19, 864(x1)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
t1_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 3 K 7, panels of 3
li x5, 14336
li x8, 21504
li x4, 86016
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m22, 0xbc80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 43008
li x24, 126976
addi x21, x22, 0
li x27, 126976
li x9, 50176
li x10, 56320
li x25, 86016
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 47
vli.all m23, 0xbc80
delay 63
vli.all m40, 0xbf80
delay 63
vli.all m41, 0xbf80
delay 63
vli.all m42, 0x4301
delay 63
vli.all m43, 0x4301
delay 63
vli.all m44, 0x1f80
delay 63
vli.all m45, 0x1f80
delay 63
vli.all m24, 0xc3e0
delay 63
vli.all m25, 0xc3e0
delay 63
vli.all m26, 0x43e0
delay 63
vli.all m27, 0x43e0
dma.wait.ch1
dma.wait.ch2
delay 61
li x14, 50176
li x16, 6144
dma.load.ch5 x14, x15, x16
li x29, 0
li x17, 6
t1_b_rows:
addi x28, x14, 0
add x27, x9, x10
dma.wait.ch5
sub x14, x27, x14
li x27, 6144
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m28, 0(x28)
li x27, 3072
delay 30
vload m29, 32(x28)
delay 32
vmaximum.bf16 m28, m28, m24
vload m30, 64(x28)
delay 32
vload m31, 96(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m28, e0
delay 64
vload m28, 128(x28)
vmaximum.bf16 m30, m30, m24
delay 31
vload m29, 160(x28)
delay 31
vminimum.bf16 m30, m30, m26
vstore m4, 0(x29)
delay 63
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m5, m30, e0
delay 64
vpack.bf16.fp8 m6, m28, e0
vstore m5, 32(x29)
delay 63
vstore m6, 64(x29)
delay 32
add x29, x29, x27
addi x17, x17, -1
bne x17, x0, t1_b_rows
nop
nop
t1_b_rows_end:
addi x28, x14, 0
li x27, 3072
dma.wait.ch5
vload m28, 0(x28)
delay 32
vload m29, 32(x28)
delay 32
vmaximum.bf16 m28, m28, m24
vload m30, 64(x28)
delay 32
vload m31, 96(x28)
delay 29
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m7, m28, e0
delay 64
vload m28, 128(x28)
vmaximum.bf16 m30, m30, m24
delay 31
vload m29, 160(x28)
delay 31
vminimum.bf16 m30, m30, m26
vstore m7, 0(x29)
delay 63
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m4, m30, e0
delay 64
vpack.bf16.fp8 m5, m28, e0
vstore m4, 32(x29)
delay 63
vstore m5, 64(x29)
delay 32
add x29, x29, x27
li x28, 21504
li x27, 6144
add x21, x21, x27
li x27, 12288
sub x11, x23, x27
li x27, 6144
sub x12, x23, x27
li x27, 6144
add x23, x23, x27
li x27, 4096
li x13, 6144
li x14, 62464
addi x15, x11, 0
dma.load.ch3 x14, x15, x13
li x29, 0
vload m6, 0(x29)
li x1, 62464
dma.config.ch1 x0
li x2, 50176
li x17, 1
li x7, -1
li x20, 0
dma.config.ch2 x0
delay 23
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m0, 64(x29)
delay 32
vmatpush.weight.mxu0 w0, m0
dma.wait.ch0
li x8, 35840
add x4, x4, x5
dma.load.ch0 x8, x4, x6
vload m28, 0(x28)
delay 32
vload m29, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m30, m28, m8
add x28, x28, x27
li x27, 2048
delay 61
vmaximum.bf16 m28, m28, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m30, m30, m8
delay 64
vmaximum.bf16 m28, m28, m8
delay 64
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m30, m30, m8
delay 64
vmaximum.bf16 m28, m28, m8
delay 64
vload m8, 128(x28)
delay 32
vload m9, 160(x28)
delay 32
vminimum.bf16 m30, m30, m8
delay 64
vmaximum.bf16 m28, m28, m8
delay 64
vload m8, 192(x28)
delay 32
vload m9, 224(x28)
delay 32
vminimum.bf16 m30, m30, m8
delay 64
vmaximum.bf16 m28, m28, m8
delay 64
vload m8, 256(x28)
delay 32
vload m9, 288(x28)
delay 32
vminimum.bf16 m30, m30, m8
li x28, 21504
delay 62
vmaximum.bf16 m28, m28, m8
delay 64
vmul.bf16 m30, m30, m40
delay 64
vmaximum.bf16 m28, m28, m30
delay 64
vredmax.row.bf16 m28, m28
delay 32
vmaximum.bf16 m28, m28, m44
delay 64
vmul.bf16 m30, m28, m42
delay 64
vsub.bf16 m8, m30, m28
delay 64
vsub.bf16 m34, m30, m8
vload m28, 0(x28)
delay 32
vload m29, 32(x28)
delay 29
vrecip.bf16 m32, m34
delay 64
vmul.bf16 m28, m28, m32
delay 64
vpack.bf16.fp8 m38, m28, e0
delay 64
vstore m38, 0(x28)
delay 32
vload m36, 0(x28)
vmatmul.mxu1 acc0, m38, w0
delay 31
add x28, x28, x27
vload m30, 0(x28)
vmatmul.mxu1 acc1, m38, w1
vmatmul.mxu0 acc0, m36, w0
li x27, 3072
add x29, x29, x27
li x27, 12288
delay 26
vload m31, 32(x28)
delay 32
vmul.bf16 m30, m30, m32
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m39, m30, e0
delay 2
vmatpush.weight.mxu1 w1, m5
vload m1, 64(x29)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m6, 96(x29)
delay 32
vstore m39, 0(x28)
delay 32
vload m37, 0(x28)
vmatmul.acc.mxu1 acc0, m39, w0
delay 31
vload m28, 64(x28)
vmatmul.acc.mxu0 acc0, m37, w1
vmatmul.acc.mxu1 acc1, m39, w1
delay 30
vload m29, 96(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m28, m28, m32
vload m7, 128(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m2, 160(x29)
delay 28
vpack.bf16.fp8 m38, m28, e0
delay 2
vmatpush.weight.mxu0 w0, m2
vload m4, 192(x29)
delay 32
vload m5, 224(x29)
delay 32
vstore m38, 64(x28)
delay 32
vload m36, 64(x28)
vmatmul.acc.mxu1 acc0, m38, w0
delay 31
vload m30, 128(x28)
vmatmul.acc.mxu0 acc0, m36, w0
vmatmul.acc.mxu1 acc1, m38, w1
delay 30
vload m31, 160(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m30, m30, m32
vmatpush.weight.mxu1 w1, m5
vload m3, 256(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
vload m6, 288(x29)
delay 27
vpack.bf16.fp8 m39, m30, e0
delay 3
vload m7, 320(x29)
delay 32
vload m0, 352(x29)
delay 32
vstore m39, 128(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vload m37, 128(x28)
vmatmul.acc.mxu1 acc0, m39, w0
delay 31
vload m28, 192(x28)
vmatmul.acc.mxu0 acc0, m37, w1
vmatmul.acc.mxu1 acc1, m39, w1
delay 30
vload m29, 224(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m28, m28, m32
vload m4, 384(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m5, 416(x29)
delay 29
vpack.bf16.fp8 m38, m28, e0
delay 1
vload m1, 448(x29)
delay 32
vload m6, 480(x29)
vmatpush.weight.mxu0 w1, m1
delay 31
vstore m38, 192(x28)
delay 32
vload m36, 192(x28)
vmatmul.acc.mxu1 acc0, m38, w0
delay 31
vload m30, 256(x28)
vmatmul.acc.mxu0 acc0, m36, w0
vmatmul.acc.mxu1 acc1, m38, w1
delay 30
vload m31, 288(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m30, m30, m32
vmatpush.weight.mxu1 w1, m5
vload m7, 512(x29)
delay 32
vload m2, 544(x29)
delay 28
vpack.bf16.fp8 m39, m30, e0
delay 2
vmatpush.weight.mxu0 w0, m2
li x29, 0
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
delay 32
vstore m39, 256(x28)
delay 32
vload m37, 256(x28)
vmatmul.acc.mxu1 acc0, m39, w0
delay 31
vload m28, 320(x28)
vmatmul.acc.mxu0 acc0, m37, w1
vmatpush.weight.mxu1 w0, m6
delay 30
vload m29, 352(x28)
vmatmul.acc.mxu1 acc1, m39, w1
delay 31
vmul.bf16 m28, m28, m32
vload m3, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vmatpush.weight.mxu0 w1, m3
delay 29
vpack.bf16.fp8 m38, m28, e0
delay 64
vstore m38, 320(x28)
delay 32
vmatmul.acc.mxu1 acc0, m38, w0
vload m36, 320(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m36, w0
li x28, 35840
delay 27
vmul.bf16 m12, m12, m34
vmatmul.acc.mxu1 acc1, m38, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
vadd.bf16 m16, m12, m22
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vmatpush.weight.mxu1 w1, m5
delay 30
vmul.bf16 m14, m14, m34
delay 64
vmul.bf16 m8, m8, m34
dma.wait.ch3
vload m18, 0(x1)
li x14, 68608
addi x15, x12, 0
dma.load.ch3 x14, x15, x13
delay 28
vload m19, 32(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vadd.bf16 m16, m14, m22
vload m18, 64(x1)
delay 32
vload m19, 96(x1)
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 27
vstore m20, 0(x2)
delay 32
vstore m21, 32(x2)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vadd.bf16 m16, m8, m22
vstore m20, 64(x2)
delay 32
vstore m21, 96(x2)
delay 32
vload m18, 128(x1)
delay 32
vload m19, 160(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vstore m20, 128(x2)
delay 32
vstore m21, 160(x2)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m28, 0(x28)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 4096
xori x6, x6, -1
li x8, 21504
and x6, x6, x5
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 22
vload m29, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m30, m28, m8
add x28, x28, x27
li x27, 2048
delay 61
vmaximum.bf16 m28, m28, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m30, m30, m8
delay 64
vmaximum.bf16 m28, m28, m8
delay 64
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m30, m30, m8
delay 64
vmaximum.bf16 m28, m28, m8
delay 64
vload m8, 128(x28)
delay 32
vload m9, 160(x28)
delay 32
vminimum.bf16 m30, m30, m8
delay 64
vmaximum.bf16 m28, m28, m8
delay 64
vload m8, 192(x28)
delay 32
vload m9, 224(x28)
delay 32
vminimum.bf16 m30, m30, m8
delay 64
vmaximum.bf16 m28, m28, m8
delay 64
vload m8, 256(x28)
delay 32
vload m9, 288(x28)
delay 32
vminimum.bf16 m30, m30, m8
li x28, 35840
delay 62
vmaximum.bf16 m28, m28, m8
delay 64
vmul.bf16 m30, m30, m40
delay 64
vmaximum.bf16 m28, m28, m30
delay 64
vredmax.row.bf16 m28, m28
delay 32
vmaximum.bf16 m28, m28, m44
delay 64
vmul.bf16 m30, m28, m42
delay 64
vsub.bf16 m8, m30, m28
delay 64
vsub.bf16 m34, m30, m8
vload m28, 0(x28)
delay 32
vload m29, 32(x28)
delay 29
vrecip.bf16 m32, m34
delay 64
vmul.bf16 m28, m28, m32
delay 64
vpack.bf16.fp8 m39, m28, e0
delay 64
vstore m39, 0(x28)
delay 32
vload m37, 0(x28)
vmatmul.mxu1 acc0, m39, w0
delay 31
add x28, x28, x27
vload m30, 0(x28)
vmatmul.mxu1 acc1, m39, w1
vmatmul.mxu0 acc0, m37, w1
li x27, 3072
add x29, x29, x27
li x27, 12288
delay 26
vload m31, 32(x28)
delay 32
vmul.bf16 m30, m30, m32
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 28
vpack.bf16.fp8 m38, m30, e0
delay 2
vmatpush.weight.mxu1 w1, m7
vload m0, 64(x29)
delay 32
vmatpush.weight.mxu0 w0, m0
vload m4, 96(x29)
delay 32
vstore m38, 0(x28)
delay 32
vload m36, 0(x28)
vmatmul.acc.mxu1 acc0, m38, w0
delay 31
vload m28, 64(x28)
vmatmul.acc.mxu0 acc0, m36, w0
vmatmul.acc.mxu1 acc1, m38, w1
delay 30
vload m29, 96(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m28, m28, m32
vload m5, 128(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m1, 160(x29)
delay 28
vpack.bf16.fp8 m39, m28, e0
delay 2
vmatpush.weight.mxu0 w1, m1
vload m6, 192(x29)
delay 32
vload m7, 224(x29)
delay 32
vstore m39, 64(x28)
delay 32
vload m37, 64(x28)
vmatmul.acc.mxu1 acc0, m39, w0
delay 31
vload m30, 128(x28)
vmatmul.acc.mxu0 acc0, m37, w1
vmatmul.acc.mxu1 acc1, m39, w1
delay 30
vload m31, 160(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m30, m30, m32
vmatpush.weight.mxu1 w1, m7
vload m2, 256(x29)
delay 32
vmatpush.weight.mxu0 w0, m2
vload m4, 288(x29)
delay 27
vpack.bf16.fp8 m38, m30, e0
delay 3
vload m5, 320(x29)
delay 32
vload m3, 352(x29)
delay 32
vstore m38, 128(x28)
vmatpush.weight.mxu0 w1, m3
delay 31
vload m36, 128(x28)
vmatmul.acc.mxu1 acc0, m38, w0
delay 31
vload m28, 192(x28)
vmatmul.acc.mxu0 acc0, m36, w0
vmatmul.acc.mxu1 acc1, m38, w1
delay 30
vload m29, 224(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m28, m28, m32
vload m6, 384(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m7, 416(x29)
delay 29
vpack.bf16.fp8 m39, m28, e0
delay 1
vload m0, 448(x29)
delay 32
vload m4, 480(x29)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m39, 192(x28)
delay 32
vload m37, 192(x28)
vmatmul.acc.mxu1 acc0, m39, w0
delay 31
vload m30, 256(x28)
vmatmul.acc.mxu0 acc0, m37, w1
vmatmul.acc.mxu1 acc1, m39, w1
delay 30
vload m31, 288(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m30, m30, m32
vmatpush.weight.mxu1 w1, m7
vload m5, 512(x29)
delay 32
vload m1, 544(x29)
delay 28
vpack.bf16.fp8 m38, m30, e0
delay 2
vmatpush.weight.mxu0 w1, m1
delay 60
vstore m38, 256(x28)
delay 32
vload m36, 256(x28)
vmatmul.acc.mxu1 acc0, m38, w0
delay 31
vload m28, 320(x28)
vmatmul.acc.mxu0 acc0, m36, w0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m29, 352(x28)
vmatmul.acc.mxu1 acc1, m38, w1
delay 31
vmul.bf16 m28, m28, m32
delay 0
vmatpush.weight.mxu1 w1, m5
delay 62
vpack.bf16.fp8 m39, m28, e0
delay 64
vstore m39, 320(x28)
delay 32
vmatmul.acc.mxu1 acc0, m39, w0
vload m37, 320(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m37, w1
delay 29
vmul.bf16 m12, m12, m34
vmatmul.acc.mxu1 acc1, m39, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
vadd.bf16 m16, m12, m22
delay 64
vmul.bf16 m14, m14, m34
delay 64
vmul.bf16 m8, m8, m34
dma.wait.ch3
vload m18, 192(x1)
delay 32
vload m19, 224(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vadd.bf16 m16, m14, m22
vload m18, 256(x1)
delay 32
vload m19, 288(x1)
dma.wait.ch2
add x12, x12, x27
delay 30
vstore m20, 192(x2)
delay 32
vstore m21, 224(x2)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vadd.bf16 m16, m8, m22
vstore m20, 256(x2)
delay 32
vstore m21, 288(x2)
delay 32
vload m18, 320(x1)
delay 32
vload m19, 352(x1)
delay 32
vadd.bf16 m20, m16, m18
delay 64
vstore m20, 320(x2)
delay 32
vstore m21, 352(x2)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
