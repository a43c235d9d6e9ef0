main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 24 N 7 K 24, panels of 7
li x5, 49152
li x4, 0
li x8, 172032
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m32, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 1179648
li x24, 1523712
addi x21, x22, 0
li x27, 1523712
li x10, 284672
li x9, 270336
li x25, 0
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 49
vli.all m33, 0xbf80
delay 63
vli.all m34, 0x4301
delay 63
vli.all m35, 0x4301
delay 63
vli.all m36, 0x1f80
delay 63
vli.all m37, 0x1f80
delay 63
vli.all m16, 0xc3e0
delay 63
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
dma.wait.ch1
dma.wait.ch2
delay 61
li x16, 14336
li x14, 270336
dma.load.ch5 x14, x15, x16
li x29, 0
li x17, 23
t1_b_rows:
addi x28, x14, 0
add x27, x9, x10
dma.wait.ch5
sub x14, x27, x14
li x27, 14336
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m20, 0(x28)
li x27, 7168
delay 30
vload m21, 32(x28)
delay 32
vmaximum.bf16 m20, m20, m16
vload m22, 64(x28)
delay 32
vload m23, 96(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vmaximum.bf16 m22, m22, m16
vload m20, 128(x28)
delay 32
vload m21, 160(x28)
delay 29
vminimum.bf16 m22, m22, m18
delay 1
vstore m4, 0(x29)
delay 61
vmaximum.bf16 m20, m20, m16
delay 64
vpack.bf16.fp8 m5, m22, e0
delay 64
vminimum.bf16 m20, m20, m18
vload m22, 192(x28)
delay 32
vload m23, 224(x28)
delay 29
vpack.bf16.fp8 m6, m20, e0
delay 1
vstore m5, 32(x29)
delay 61
vmaximum.bf16 m22, m22, m16
vload m20, 256(x28)
delay 32
vload m21, 288(x28)
delay 29
vminimum.bf16 m22, m22, m18
delay 1
vstore m6, 64(x29)
delay 61
vmaximum.bf16 m20, m20, m16
delay 64
vpack.bf16.fp8 m7, m22, e0
delay 64
vminimum.bf16 m20, m20, m18
vload m22, 320(x28)
delay 32
vload m23, 352(x28)
delay 29
vpack.bf16.fp8 m4, m20, e0
delay 1
vstore m7, 96(x29)
delay 61
vload m20, 384(x28)
vmaximum.bf16 m22, m22, m16
delay 31
vload m21, 416(x28)
delay 31
vminimum.bf16 m22, m22, m18
vstore m4, 128(x29)
delay 63
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m22, e0
delay 64
vpack.bf16.fp8 m6, m20, e0
vstore m5, 160(x29)
delay 63
vstore m6, 192(x29)
delay 32
add x29, x29, x27
addi x17, x17, -1
bne x17, x0, t1_b_rows
nop
nop
t1_b_rows_end:
addi x28, x14, 0
li x27, 7168
dma.wait.ch5
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmaximum.bf16 m20, m20, m16
vload m22, 64(x28)
delay 32
vload m23, 96(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vmaximum.bf16 m22, m22, m16
vload m20, 128(x28)
delay 32
vload m21, 160(x28)
delay 29
vminimum.bf16 m22, m22, m18
delay 1
vstore m7, 0(x29)
delay 61
vmaximum.bf16 m20, m20, m16
delay 64
vpack.bf16.fp8 m4, m22, e0
delay 64
vminimum.bf16 m20, m20, m18
vload m22, 192(x28)
delay 32
vload m23, 224(x28)
delay 29
vpack.bf16.fp8 m5, m20, e0
delay 1
vstore m4, 32(x29)
delay 61
vmaximum.bf16 m22, m22, m16
vload m20, 256(x28)
delay 32
vload m21, 288(x28)
delay 29
vminimum.bf16 m22, m22, m18
delay 1
vstore m5, 64(x29)
delay 61
vmaximum.bf16 m20, m20, m16
delay 64
vpack.bf16.fp8 m6, m22, e0
delay 64
vminimum.bf16 m20, m20, m18
vload m22, 320(x28)
delay 32
vload m23, 352(x28)
delay 29
vpack.bf16.fp8 m7, m20, e0
delay 1
vstore m6, 96(x29)
delay 61
vload m20, 384(x28)
vmaximum.bf16 m22, m22, m16
delay 31
vload m21, 416(x28)
delay 31
vminimum.bf16 m22, m22, m18
vstore m7, 128(x29)
delay 63
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m22, e0
delay 64
vpack.bf16.fp8 m5, m20, e0
vstore m4, 160(x29)
delay 63
vstore m5, 192(x29)
delay 32
add x29, x29, x27
li x27, 14336
add x21, x21, x27
li x27, 28672
sub x11, x23, x27
li x27, 14336
sub x12, x23, x27
li x27, 14336
dma.config.ch1 x0
dma.config.ch2 x0
li x13, 14336
add x23, x23, x27
li x20, 0
li x7, -1
li x17, 12
t1_rows:
li x28, 172032
li x27, 4096
li x16, 2
dma.wait.ch0
add x4, x4, x5
li x8, 221184
dma.load.ch0 x8, x4, x6
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m20, m8
add x28, x28, x27
delay 63
vmaximum.bf16 m20, m20, m8
delay 64
t1_amax:
vload m8, 0(x28)
li x27, 16384
addi x16, x16, -1
delay 30
vload m9, 32(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 128(x28)
delay 32
vload m9, 160(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 192(x28)
delay 32
vload m9, 224(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 256(x28)
delay 32
vload m9, 288(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 320(x28)
delay 32
vload m9, 352(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 384(x28)
delay 32
vload m9, 416(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 448(x28)
delay 32
vload m9, 480(x28)
delay 32
vminimum.bf16 m22, m22, m8
add x28, x28, x27
delay 63
vmaximum.bf16 m20, m20, m8
delay 64
bne x16, x0, t1_amax
nop
nop
t1_amax_end:
vload m8, 0(x28)
li x29, 0
li x27, 2048
li x16, 2
delay 28
vload m9, 32(x28)
delay 32
vminimum.bf16 m22, m22, m8
vload m6, 0(x29)
delay 32
vload m7, 32(x29)
vmatpush.weight.mxu1 w0, m6
delay 28
vmaximum.bf16 m20, m20, m8
delay 1
vload m0, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vmatpush.weight.mxu0 w0, m0
delay 27
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 128(x28)
delay 32
vload m9, 160(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 192(x28)
delay 32
vload m9, 224(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 256(x28)
delay 32
vload m9, 288(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 320(x28)
delay 32
vload m9, 352(x28)
delay 32
vminimum.bf16 m22, m22, m8
li x28, 172032
delay 63
vmaximum.bf16 m20, m20, m8
delay 64
vmul.bf16 m22, m22, m32
delay 64
vmaximum.bf16 m20, m20, m22
delay 64
vredmax.row.bf16 m20, m20
delay 32
vmaximum.bf16 m20, m20, m36
delay 64
vmul.bf16 m22, m20, m34
delay 64
vsub.bf16 m8, m22, m20
delay 64
vsub.bf16 m26, m22, m8
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 29
vrecip.bf16 m24, m26
delay 64
vmul.bf16 m20, m20, m24
delay 64
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 0(x28)
delay 32
vload m28, 0(x28)
vmatmul.mxu1 acc0, m30, w0
delay 31
vmatmul.mxu0 acc0, m28, w0
add x28, x28, x27
vmatmul.mxu1 acc1, m30, w1
li x27, 7168
add x29, x29, x27
delay 89
t1_k:
vload m22, 0(x28)
li x27, 16384
addi x16, x16, -1
delay 30
vload m23, 32(x28)
delay 32
vmul.bf16 m22, m22, m24
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vmatpush.weight.mxu1 w1, m5
vload m1, 64(x29)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m6, 224(x29)
delay 32
vstore m31, 0(x28)
delay 32
vload m29, 0(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 64(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 96(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vload m7, 256(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m2, 288(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vmatpush.weight.mxu0 w0, m2
vload m4, 448(x29)
delay 32
vload m5, 480(x29)
delay 32
vstore m30, 64(x28)
delay 32
vload m28, 64(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 128(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatmul.acc.mxu1 acc1, m30, w1
delay 30
vload m23, 160(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m22, m22, m24
vmatpush.weight.mxu1 w1, m5
vload m3, 512(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
vload m6, 672(x29)
delay 27
vpack.bf16.fp8 m31, m22, e0
delay 3
vload m7, 704(x29)
delay 32
vload m0, 736(x29)
delay 32
vstore m31, 128(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vload m29, 128(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 192(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 224(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vmatpush.weight.mxu1 w1, m7
vload m4, 896(x29)
delay 32
vload m5, 928(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vload m1, 960(x29)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m6, 1120(x29)
delay 32
vstore m30, 192(x28)
delay 32
vload m28, 192(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 256(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatmul.acc.mxu1 acc1, m30, w1
delay 30
vload m23, 288(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m22, m22, m24
vmatpush.weight.mxu1 w1, m5
vload m7, 1152(x29)
delay 32
vload m2, 1184(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vload m4, 1344(x29)
vmatpush.weight.mxu0 w0, m2
delay 31
vload m5, 1376(x29)
delay 32
vstore m31, 256(x28)
delay 32
vload m29, 256(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 320(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 352(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vmatpush.weight.mxu1 w1, m7
vload m3, 1408(x29)
delay 32
vload m6, 1568(x29)
vmatpush.weight.mxu0 w1, m3
delay 27
vpack.bf16.fp8 m30, m20, e0
delay 2
vload m7, 1600(x29)
delay 32
vload m0, 1632(x29)
delay 32
vstore m30, 320(x28)
delay 32
vload m28, 320(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 384(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatmul.acc.mxu1 acc1, m30, w1
delay 30
vload m23, 416(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m22, m22, m24
vmatpush.weight.mxu1 w1, m5
delay 26
vmatpush.weight.mxu0 w0, m0
delay 35
vpack.bf16.fp8 m31, m22, e0
delay 64
vstore m31, 384(x28)
delay 32
vload m29, 384(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 448(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 480(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vmatpush.weight.mxu1 w1, m7
delay 63
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 448(x28)
delay 32
vload m28, 448(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vmatmul.acc.mxu0 acc0, m28, w0
add x28, x28, x27
vmatmul.acc.mxu1 acc1, m30, w1
li x27, 57344
add x29, x29, x27
delay 90
bne x16, x0, t1_k
nop
nop
t1_k_end:
vload m22, 0(x28)
li x1, 270336
li x27, 28672
li x16, 2
delay 29
vload m23, 32(x28)
delay 32
vmul.bf16 m22, m22, m24
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vmatpush.weight.mxu1 w1, m5
vload m1, 64(x29)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m6, 224(x29)
delay 32
vstore m31, 0(x28)
delay 32
vload m29, 0(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 64(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 96(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vload m7, 256(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m2, 288(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vmatpush.weight.mxu0 w0, m2
vload m4, 448(x29)
delay 32
vload m5, 480(x29)
delay 32
vstore m30, 64(x28)
delay 32
vload m28, 64(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 128(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatmul.acc.mxu1 acc1, m30, w1
delay 30
vload m23, 160(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m22, m22, m24
vmatpush.weight.mxu1 w1, m5
vload m3, 512(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
vload m6, 672(x29)
delay 27
vpack.bf16.fp8 m31, m22, e0
delay 3
vload m7, 704(x29)
delay 32
vload m0, 736(x29)
delay 32
vstore m31, 128(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vload m29, 128(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 192(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 224(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vmatpush.weight.mxu1 w1, m7
vload m4, 896(x29)
delay 32
vload m5, 928(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vload m1, 960(x29)
delay 32
vload m6, 1120(x29)
vmatpush.weight.mxu0 w1, m1
delay 31
vstore m30, 192(x28)
delay 32
vload m28, 192(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 256(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatmul.acc.mxu1 acc1, m30, w1
delay 30
vload m23, 288(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m22, m22, m24
vmatpush.weight.mxu1 w1, m5
vload m7, 1152(x29)
delay 32
vload m2, 1184(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vload m4, 1344(x29)
vmatpush.weight.mxu0 w0, m2
delay 31
vload m5, 1376(x29)
delay 32
vstore m31, 256(x28)
delay 32
vload m29, 256(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 320(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 352(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vmatpush.weight.mxu1 w1, m7
vload m3, 1408(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
li x29, 3072
vload m6, 0(x29)
delay 25
vpack.bf16.fp8 m30, m20, e0
delay 5
vload m7, 32(x29)
delay 32
vload m0, 64(x29)
delay 32
vstore m30, 320(x28)
delay 32
vload m28, 320(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 384(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m23, 416(x28)
vmatmul.acc.mxu1 acc1, m30, w1
delay 31
vmul.bf16 m22, m22, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 25
vmatpush.weight.mxu0 w0, m0
delay 35
vpack.bf16.fp8 m31, m22, e0
delay 64
vstore m31, 384(x28)
delay 32
vmatmul.acc.mxu1 acc0, m31, w0
vload m29, 384(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m29, w1
li x28, 172032
vload m30, 0(x28)
delay 27
vmatmul.acc.mxu1 acc1, m31, w1
vmul.bf16 m12, m12, m26
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m14, m14, m26
delay 29
vmatmul.mxu1 acc0, m30, w0
delay 33
vmatpush.weight.mxu1 w1, m7
vmul.bf16 m8, m8, m26
delay 29
vmatmul.mxu1 acc1, m30, w1
delay 33
vmatmul.mxu0 acc0, m30, w0
dma.wait.ch1
vstore m12, 0(x1)
add x11, x11, x27
li x27, 2048
add x28, x28, x27
li x27, 7168
add x29, x29, x27
delay 25
vstore m13, 32(x1)
delay 32
vstore m14, 64(x1)
delay 32
vstore m15, 96(x1)
delay 32
vstore m8, 128(x1)
delay 32
vstore m9, 160(x1)
delay 32
t1_k_1:
vload m4, 0(x29)
li x27, 16384
addi x16, x16, -1
delay 30
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m1, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m31, 0(x28)
vmatpush.weight.mxu0 w1, m1
delay 31
vload m6, 224(x29)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m7, 256(x29)
delay 0
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m28, 64(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m31, w1
delay 28
vload m2, 288(x29)
vmatmul.acc.mxu1 acc0, m28, w0
delay 31
vload m4, 448(x29)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpush.weight.mxu0 w0, m2
delay 0
vload m5, 480(x29)
vmatmul.acc.mxu1 acc1, m28, w1
delay 31
vload m29, 128(x28)
delay 0
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m28, w0
delay 29
vload m3, 512(x29)
vmatmul.acc.mxu1 acc0, m29, w0
delay 31
vload m6, 672(x29)
delay 0
vmatpush.weight.mxu1 w1, m5
delay 27
vmatpush.weight.mxu0 w1, m3
delay 1
vmatmul.acc.mxu1 acc1, m29, w1
vload m7, 704(x29)
delay 32
vload m30, 192(x28)
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m29, w1
delay 29
vmatpush.weight.mxu1 w1, m7
vload m0, 736(x29)
delay 29
vmatmul.acc.mxu1 acc0, m30, w0
delay 1
vload m4, 896(x29)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 0
vmatmul.acc.mxu1 acc1, m30, w1
delay 0
vload m5, 928(x29)
delay 31
vmatpush.weight.mxu1 w0, m4
vload m31, 256(x28)
vmatmul.acc.mxu0 acc0, m30, w0
delay 28
vmatpush.weight.mxu1 w1, m5
delay 1
vload m1, 960(x29)
delay 27
vmatmul.acc.mxu1 acc0, m31, w0
delay 3
vload m6, 1120(x29)
delay 27
vmatpush.weight.mxu0 w1, m1
vmatmul.acc.mxu1 acc1, m31, w1
delay 2
vload m7, 1152(x29)
delay 29
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m31, w1
delay 0
vload m28, 320(x28)
delay 27
vmatpush.weight.mxu1 w1, m7
delay 3
vload m2, 1184(x29)
delay 25
vmatmul.acc.mxu1 acc0, m28, w0
delay 5
vload m4, 1344(x29)
delay 24
vmatpush.weight.mxu0 w0, m2
delay 0
vmatmul.acc.mxu1 acc1, m28, w1
delay 4
vload m5, 1376(x29)
delay 27
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m28, w0
delay 2
vload m29, 384(x28)
delay 25
vmatpush.weight.mxu1 w1, m5
delay 5
vload m3, 1408(x29)
delay 23
vmatmul.acc.mxu1 acc0, m29, w0
delay 7
vload m6, 1568(x29)
delay 22
vmatpush.weight.mxu0 w1, m3
delay 0
vmatmul.acc.mxu1 acc1, m29, w1
delay 6
vload m30, 448(x28)
delay 25
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m29, w1
delay 4
vload m7, 1600(x29)
add x28, x28, x27
li x27, 57344
delay 21
vmatmul.acc.mxu1 acc0, m30, w0
delay 7
vload m0, 1632(x29)
delay 24
vmatpush.weight.mxu1 w1, m7
delay 6
add x29, x29, x27
delay 20
vmatpush.weight.mxu0 w0, m0
delay 0
vmatmul.acc.mxu1 acc1, m30, w1
delay 33
vmatmul.acc.mxu0 acc0, m30, w0
delay 94
bne x16, x0, t1_k_1
nop
nop
t1_k_end_1:
vload m4, 0(x29)
li x1, 276480
li x27, 2048
li x16, 2
delay 27
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m1, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m31, 0(x28)
vmatpush.weight.mxu0 w1, m1
delay 31
vload m6, 224(x29)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m7, 256(x29)
delay 0
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m28, 64(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m31, w1
delay 28
vload m2, 288(x29)
vmatmul.acc.mxu1 acc0, m28, w0
delay 31
vload m4, 448(x29)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpush.weight.mxu0 w0, m2
delay 0
vmatmul.acc.mxu1 acc1, m28, w1
vload m5, 480(x29)
delay 32
vload m29, 128(x28)
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m28, w0
delay 29
vmatpush.weight.mxu1 w1, m5
vload m3, 512(x29)
delay 29
vmatmul.acc.mxu1 acc0, m29, w0
delay 1
vload m6, 672(x29)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 0
vmatmul.acc.mxu1 acc1, m29, w1
delay 0
vload m7, 704(x29)
delay 31
vmatpush.weight.mxu1 w0, m6
vload m30, 192(x28)
vmatmul.acc.mxu0 acc0, m29, w1
delay 28
vmatpush.weight.mxu1 w1, m7
delay 1
vload m0, 736(x29)
delay 27
vmatmul.acc.mxu1 acc0, m30, w0
delay 3
vload m4, 896(x29)
delay 27
vmatpush.weight.mxu0 w0, m0
vmatmul.acc.mxu1 acc1, m30, w1
delay 2
vload m5, 928(x29)
delay 29
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m30, w0
delay 0
vload m31, 256(x28)
delay 27
vmatpush.weight.mxu1 w1, m5
delay 3
vload m1, 960(x29)
delay 25
vmatmul.acc.mxu1 acc0, m31, w0
delay 5
vload m6, 1120(x29)
delay 24
vmatpush.weight.mxu0 w1, m1
delay 0
vmatmul.acc.mxu1 acc1, m31, w1
delay 4
vload m7, 1152(x29)
delay 27
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m31, w1
delay 2
vload m28, 320(x28)
delay 25
vmatpush.weight.mxu1 w1, m7
delay 5
vload m2, 1184(x29)
delay 23
vmatmul.acc.mxu1 acc0, m28, w0
delay 7
vload m4, 1344(x29)
delay 22
vmatpush.weight.mxu0 w0, m2
delay 0
vmatmul.acc.mxu1 acc1, m28, w1
delay 6
vload m29, 384(x28)
delay 25
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m28, w0
delay 4
vload m5, 1376(x29)
li x28, 172032
delay 22
vmatmul.acc.mxu1 acc0, m29, w0
delay 7
vload m3, 1408(x29)
delay 24
vmatpush.weight.mxu1 w1, m5
delay 6
li x29, 6144
vload m6, 0(x29)
delay 18
vmatpush.weight.mxu0 w1, m3
delay 0
vmatpop.bf16.acc.mxu1 m12, acc0
delay 10
vload m30, 0(x28)
delay 18
vmatmul.acc.mxu1 acc1, m29, w1
vmul.bf16 m12, m12, m26
delay 11
add x28, x28, x27
li x27, 7168
add x29, x29, x27
delay 16
vmatmul.acc.mxu0 acc0, m29, w1
vmatpop.bf16.acc.mxu1 m14, acc1
delay 29
vstore m12, 0(x1)
vmul.bf16 m14, m14, m26
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m30, w0
vstore m13, 32(x1)
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
delay 3
vstore m14, 64(x1)
delay 25
vmul.bf16 m8, m8, m26
delay 5
vstore m15, 96(x1)
delay 57
vstore m8, 128(x1)
delay 32
vstore m9, 160(x1)
delay 32
t1_k_2:
vload m7, 0(x29)
li x27, 16384
addi x16, x16, -1
delay 30
vload m31, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m4, 224(x29)
vmatmul.acc.mxu1 acc0, m31, w1
delay 31
vload m28, 64(x28)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m5, 448(x29)
vmatmul.acc.mxu1 acc0, m28, w0
delay 31
vload m29, 128(x28)
delay 0
vmatpush.weight.mxu1 w1, m5
delay 30
vload m6, 672(x29)
vmatmul.acc.mxu1 acc0, m29, w1
delay 31
vload m30, 192(x28)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m7, 896(x29)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m31, 256(x28)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 30
vload m4, 1120(x29)
vmatmul.acc.mxu1 acc0, m31, w1
delay 31
vload m28, 320(x28)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m5, 1344(x29)
vmatmul.acc.mxu1 acc0, m28, w0
delay 31
vload m29, 384(x28)
delay 0
vmatpush.weight.mxu1 w1, m5
delay 30
vload m6, 1568(x29)
vmatmul.acc.mxu1 acc0, m29, w1
delay 31
vload m30, 448(x28)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc0, m30, w0
add x28, x28, x27
li x27, 57344
add x29, x29, x27
delay 30
bne x16, x0, t1_k_2
nop
nop
t1_k_end_2:
vload m31, 0(x28)
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
li x1, 282624
li x16, 2
delay 27
vload m7, 0(x29)
delay 32
vload m28, 64(x28)
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc0, m31, w1
vload m4, 224(x29)
delay 32
vload m29, 128(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc0, m28, w0
vload m30, 192(x28)
delay 32
vload m5, 448(x29)
delay 32
vload m31, 256(x28)
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc0, m29, w1
vload m28, 320(x28)
delay 32
vload m29, 384(x28)
delay 32
vload m6, 672(x29)
li x28, 221184
delay 31
vmatpush.weight.mxu1 w0, m6
vload m7, 896(x29)
delay 29
vmatmul.acc.mxu1 acc0, m30, w0
delay 1
vload m4, 1120(x29)
delay 30
vmatpush.weight.mxu1 w1, m7
delay 0
vload m5, 1344(x29)
delay 28
vmatmul.acc.mxu1 acc0, m31, w1
delay 33
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc0, m28, w0
delay 33
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc0, m29, w1
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m26
delay 64
vstore m12, 0(x1)
delay 32
vstore m13, 32(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
and x6, x27, x7
and x27, x27, x20
xori x6, x6, -1
sub x4, x4, x27
and x6, x6, x5
add x4, x4, x5
li x8, 172032
dma.load.ch0 x8, x4, x6
vload m20, 0(x28)
li x27, 4096
delay 31
vload m21, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m20, m8
add x28, x28, x27
delay 63
vmaximum.bf16 m20, m20, m8
delay 64
t1_amax_1:
vload m8, 0(x28)
li x27, 16384
addi x16, x16, -1
delay 30
vload m9, 32(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 128(x28)
delay 32
vload m9, 160(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 192(x28)
delay 32
vload m9, 224(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 256(x28)
delay 32
vload m9, 288(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 320(x28)
delay 32
vload m9, 352(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 384(x28)
delay 32
vload m9, 416(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 448(x28)
delay 32
vload m9, 480(x28)
delay 32
vminimum.bf16 m22, m22, m8
add x28, x28, x27
delay 63
vmaximum.bf16 m20, m20, m8
delay 64
bne x16, x0, t1_amax_1
nop
nop
t1_amax_end_1:
vload m8, 0(x28)
li x29, 0
li x27, 2048
li x16, 2
delay 28
vload m9, 32(x28)
delay 32
vminimum.bf16 m22, m22, m8
vload m6, 0(x29)
delay 32
vload m7, 32(x29)
vmatpush.weight.mxu1 w0, m6
delay 28
vmaximum.bf16 m20, m20, m8
delay 1
vload m0, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vmatpush.weight.mxu0 w0, m0
delay 27
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 128(x28)
delay 32
vload m9, 160(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 192(x28)
delay 32
vload m9, 224(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 256(x28)
delay 32
vload m9, 288(x28)
delay 32
vminimum.bf16 m22, m22, m8
delay 64
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 320(x28)
delay 32
vload m9, 352(x28)
delay 32
vminimum.bf16 m22, m22, m8
li x28, 221184
delay 63
vmaximum.bf16 m20, m20, m8
delay 64
vmul.bf16 m22, m22, m32
delay 64
vmaximum.bf16 m20, m20, m22
delay 64
vredmax.row.bf16 m20, m20
delay 32
vmaximum.bf16 m20, m20, m36
delay 64
vmul.bf16 m22, m20, m34
delay 64
vsub.bf16 m8, m22, m20
delay 64
vsub.bf16 m26, m22, m8
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 29
vrecip.bf16 m24, m26
delay 64
vmul.bf16 m20, m20, m24
delay 64
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 0(x28)
delay 32
vload m28, 0(x28)
vmatmul.mxu1 acc0, m30, w0
delay 31
vmatmul.mxu0 acc0, m28, w0
add x28, x28, x27
vmatmul.mxu1 acc1, m30, w1
li x27, 7168
add x29, x29, x27
delay 89
t1_k_3:
vload m22, 0(x28)
li x27, 16384
addi x16, x16, -1
delay 30
vload m23, 32(x28)
delay 32
vmul.bf16 m22, m22, m24
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vmatpush.weight.mxu1 w1, m5
vload m1, 64(x29)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m6, 224(x29)
delay 32
vstore m31, 0(x28)
delay 32
vload m29, 0(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 64(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 96(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vload m7, 256(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m2, 288(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vmatpush.weight.mxu0 w0, m2
vload m4, 448(x29)
delay 32
vload m5, 480(x29)
delay 32
vstore m30, 64(x28)
delay 32
vload m28, 64(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 128(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatmul.acc.mxu1 acc1, m30, w1
delay 30
vload m23, 160(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m22, m22, m24
vmatpush.weight.mxu1 w1, m5
vload m3, 512(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
vload m6, 672(x29)
delay 27
vpack.bf16.fp8 m31, m22, e0
delay 3
vload m7, 704(x29)
delay 32
vload m0, 736(x29)
delay 32
vstore m31, 128(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vload m29, 128(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 192(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 224(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vmatpush.weight.mxu1 w1, m7
vload m4, 896(x29)
delay 32
vload m5, 928(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vload m1, 960(x29)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m6, 1120(x29)
delay 32
vstore m30, 192(x28)
delay 32
vload m28, 192(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 256(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatmul.acc.mxu1 acc1, m30, w1
delay 30
vload m23, 288(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m22, m22, m24
vmatpush.weight.mxu1 w1, m5
vload m7, 1152(x29)
delay 32
vload m2, 1184(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vload m4, 1344(x29)
vmatpush.weight.mxu0 w0, m2
delay 31
vload m5, 1376(x29)
delay 32
vstore m31, 256(x28)
delay 32
vload m29, 256(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 320(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 352(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vmatpush.weight.mxu1 w1, m7
vload m3, 1408(x29)
delay 32
vload m6, 1568(x29)
vmatpush.weight.mxu0 w1, m3
delay 27
vpack.bf16.fp8 m30, m20, e0
delay 2
vload m7, 1600(x29)
delay 32
vload m0, 1632(x29)
delay 32
vstore m30, 320(x28)
delay 32
vload m28, 320(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 384(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatmul.acc.mxu1 acc1, m30, w1
delay 30
vload m23, 416(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m22, m22, m24
vmatpush.weight.mxu1 w1, m5
delay 26
vmatpush.weight.mxu0 w0, m0
delay 35
vpack.bf16.fp8 m31, m22, e0
delay 64
vstore m31, 384(x28)
delay 32
vload m29, 384(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 448(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 480(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vmatpush.weight.mxu1 w1, m7
delay 63
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 448(x28)
delay 32
vload m28, 448(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vmatmul.acc.mxu0 acc0, m28, w0
add x28, x28, x27
vmatmul.acc.mxu1 acc1, m30, w1
li x27, 57344
add x29, x29, x27
delay 90
bne x16, x0, t1_k_3
nop
nop
t1_k_end_3:
vload m22, 0(x28)
li x1, 284672
li x27, 28672
li x16, 2
delay 28
vload m23, 32(x28)
delay 32
vmul.bf16 m22, m22, m24
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vmatpush.weight.mxu1 w1, m5
vload m1, 64(x29)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m6, 224(x29)
delay 32
vstore m31, 0(x28)
delay 32
vload m29, 0(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 64(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 96(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vload m7, 256(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m2, 288(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vmatpush.weight.mxu0 w0, m2
vload m4, 448(x29)
delay 32
vload m5, 480(x29)
delay 32
vstore m30, 64(x28)
delay 32
vload m28, 64(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 128(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatmul.acc.mxu1 acc1, m30, w1
delay 30
vload m23, 160(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m22, m22, m24
vmatpush.weight.mxu1 w1, m5
vload m3, 512(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
vload m6, 672(x29)
delay 27
vpack.bf16.fp8 m31, m22, e0
delay 3
vload m7, 704(x29)
delay 32
vload m0, 736(x29)
delay 32
vstore m31, 128(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vload m29, 128(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 192(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 224(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vmatpush.weight.mxu1 w1, m7
vload m4, 896(x29)
delay 32
vload m5, 928(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vload m1, 960(x29)
delay 32
vload m6, 1120(x29)
vmatpush.weight.mxu0 w1, m1
delay 31
vstore m30, 192(x28)
delay 32
vload m28, 192(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 256(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatmul.acc.mxu1 acc1, m30, w1
delay 30
vload m23, 288(x28)
delay 1
vmatpush.weight.mxu1 w0, m4
delay 29
vmul.bf16 m22, m22, m24
vmatpush.weight.mxu1 w1, m5
vload m7, 1152(x29)
delay 32
vload m2, 1184(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vload m4, 1344(x29)
vmatpush.weight.mxu0 w0, m2
delay 31
vload m5, 1376(x29)
delay 32
vstore m31, 256(x28)
delay 32
vload m29, 256(x28)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m20, 320(x28)
vmatmul.acc.mxu0 acc0, m29, w1
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m21, 352(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
delay 29
vmul.bf16 m20, m20, m24
vmatpush.weight.mxu1 w1, m7
vload m3, 1408(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
li x29, 3072
vload m6, 0(x29)
delay 25
vpack.bf16.fp8 m30, m20, e0
delay 5
vload m7, 32(x29)
delay 32
vload m0, 64(x29)
delay 32
vstore m30, 320(x28)
delay 32
vload m28, 320(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m22, 384(x28)
vmatmul.acc.mxu0 acc0, m28, w0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m23, 416(x28)
vmatmul.acc.mxu1 acc1, m30, w1
delay 31
vmul.bf16 m22, m22, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 25
vmatpush.weight.mxu0 w0, m0
delay 35
vpack.bf16.fp8 m31, m22, e0
delay 64
vstore m31, 384(x28)
delay 32
vmatmul.acc.mxu1 acc0, m31, w0
vload m29, 384(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m29, w1
li x28, 221184
vload m30, 0(x28)
delay 27
vmatmul.acc.mxu1 acc1, m31, w1
vmul.bf16 m12, m12, m26
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m14, m14, m26
delay 29
vmatmul.mxu1 acc0, m30, w0
delay 33
vmatpush.weight.mxu1 w1, m7
vmul.bf16 m8, m8, m26
delay 29
vmatmul.mxu1 acc1, m30, w1
delay 33
vmatmul.mxu0 acc0, m30, w0
dma.wait.ch2
vstore m12, 0(x1)
add x12, x12, x27
li x27, 2048
add x28, x28, x27
li x27, 7168
add x29, x29, x27
delay 25
vstore m13, 32(x1)
delay 32
vstore m14, 64(x1)
delay 32
vstore m15, 96(x1)
delay 32
vstore m8, 128(x1)
delay 32
vstore m9, 160(x1)
delay 32
t1_k_4:
vload m4, 0(x29)
li x27, 16384
addi x16, x16, -1
delay 30
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m1, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m31, 0(x28)
vmatpush.weight.mxu0 w1, m1
delay 31
vload m6, 224(x29)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m7, 256(x29)
delay 0
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m28, 64(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m31, w1
delay 28
vload m2, 288(x29)
vmatmul.acc.mxu1 acc0, m28, w0
delay 31
vload m4, 448(x29)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpush.weight.mxu0 w0, m2
delay 0
vload m5, 480(x29)
vmatmul.acc.mxu1 acc1, m28, w1
delay 31
vload m29, 128(x28)
delay 0
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m28, w0
delay 29
vload m3, 512(x29)
vmatmul.acc.mxu1 acc0, m29, w0
delay 31
vload m6, 672(x29)
delay 0
vmatpush.weight.mxu1 w1, m5
delay 27
vmatpush.weight.mxu0 w1, m3
delay 1
vmatmul.acc.mxu1 acc1, m29, w1
vload m7, 704(x29)
delay 32
vload m30, 192(x28)
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m29, w1
delay 29
vmatpush.weight.mxu1 w1, m7
vload m0, 736(x29)
delay 29
vmatmul.acc.mxu1 acc0, m30, w0
delay 1
vload m4, 896(x29)
delay 28
vmatpush.weight.mxu0 w0, m0
delay 0
vmatmul.acc.mxu1 acc1, m30, w1
delay 0
vload m5, 928(x29)
delay 31
vmatpush.weight.mxu1 w0, m4
vload m31, 256(x28)
vmatmul.acc.mxu0 acc0, m30, w0
delay 28
vmatpush.weight.mxu1 w1, m5
delay 1
vload m1, 960(x29)
delay 27
vmatmul.acc.mxu1 acc0, m31, w0
delay 3
vload m6, 1120(x29)
delay 27
vmatpush.weight.mxu0 w1, m1
vmatmul.acc.mxu1 acc1, m31, w1
delay 2
vload m7, 1152(x29)
delay 29
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m31, w1
delay 0
vload m28, 320(x28)
delay 27
vmatpush.weight.mxu1 w1, m7
delay 3
vload m2, 1184(x29)
delay 25
vmatmul.acc.mxu1 acc0, m28, w0
delay 5
vload m4, 1344(x29)
delay 24
vmatpush.weight.mxu0 w0, m2
delay 0
vmatmul.acc.mxu1 acc1, m28, w1
delay 4
vload m5, 1376(x29)
delay 27
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m28, w0
delay 2
vload m29, 384(x28)
delay 25
vmatpush.weight.mxu1 w1, m5
delay 5
vload m3, 1408(x29)
delay 23
vmatmul.acc.mxu1 acc0, m29, w0
delay 7
vload m6, 1568(x29)
delay 22
vmatpush.weight.mxu0 w1, m3
delay 0
vmatmul.acc.mxu1 acc1, m29, w1
delay 6
vload m30, 448(x28)
delay 25
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m29, w1
delay 4
vload m7, 1600(x29)
add x28, x28, x27
li x27, 57344
delay 21
vmatmul.acc.mxu1 acc0, m30, w0
delay 7
vload m0, 1632(x29)
delay 24
vmatpush.weight.mxu1 w1, m7
delay 6
add x29, x29, x27
delay 20
vmatpush.weight.mxu0 w0, m0
delay 0
vmatmul.acc.mxu1 acc1, m30, w1
delay 33
vmatmul.acc.mxu0 acc0, m30, w0
delay 94
bne x16, x0, t1_k_4
nop
nop
t1_k_end_4:
vload m4, 0(x29)
li x1, 290816
li x27, 2048
li x16, 2
delay 28
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m1, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m31, 0(x28)
vmatpush.weight.mxu0 w1, m1
delay 31
vload m6, 224(x29)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vload m7, 256(x29)
delay 0
vmatmul.acc.mxu1 acc1, m31, w1
delay 30
vload m28, 64(x28)
delay 1
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m31, w1
delay 28
vload m2, 288(x29)
vmatmul.acc.mxu1 acc0, m28, w0
delay 31
vload m4, 448(x29)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 28
vmatpush.weight.mxu0 w0, m2
delay 0
vmatmul.acc.mxu1 acc1, m28, w1
vload m5, 480(x29)
delay 32
vload m29, 128(x28)
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m28, w0
delay 29
vmatpush.weight.mxu1 w1, m5
vload m3, 512(x29)
delay 29
vmatmul.acc.mxu1 acc0, m29, w0
delay 1
vload m6, 672(x29)
delay 28
vmatpush.weight.mxu0 w1, m3
delay 0
vmatmul.acc.mxu1 acc1, m29, w1
delay 0
vload m7, 704(x29)
delay 31
vmatpush.weight.mxu1 w0, m6
vload m30, 192(x28)
vmatmul.acc.mxu0 acc0, m29, w1
delay 28
vmatpush.weight.mxu1 w1, m7
delay 1
vload m0, 736(x29)
delay 27
vmatmul.acc.mxu1 acc0, m30, w0
delay 3
vload m4, 896(x29)
delay 27
vmatpush.weight.mxu0 w0, m0
vmatmul.acc.mxu1 acc1, m30, w1
delay 2
vload m5, 928(x29)
delay 29
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m30, w0
delay 0
vload m31, 256(x28)
delay 27
vmatpush.weight.mxu1 w1, m5
delay 3
vload m1, 960(x29)
delay 25
vmatmul.acc.mxu1 acc0, m31, w0
delay 5
vload m6, 1120(x29)
delay 24
vmatpush.weight.mxu0 w1, m1
delay 0
vmatmul.acc.mxu1 acc1, m31, w1
delay 4
vload m7, 1152(x29)
delay 27
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m31, w1
delay 2
vload m28, 320(x28)
delay 25
vmatpush.weight.mxu1 w1, m7
delay 5
vload m2, 1184(x29)
delay 23
vmatmul.acc.mxu1 acc0, m28, w0
delay 7
vload m4, 1344(x29)
delay 22
vmatpush.weight.mxu0 w0, m2
delay 0
vmatmul.acc.mxu1 acc1, m28, w1
delay 6
vload m29, 384(x28)
delay 25
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m28, w0
delay 4
vload m5, 1376(x29)
li x28, 221184
delay 22
vmatmul.acc.mxu1 acc0, m29, w0
delay 7
vload m3, 1408(x29)
delay 24
vmatpush.weight.mxu1 w1, m5
delay 6
li x29, 6144
vload m6, 0(x29)
delay 18
vmatpush.weight.mxu0 w1, m3
delay 0
vmatpop.bf16.acc.mxu1 m12, acc0
delay 10
vload m30, 0(x28)
delay 18
vmatmul.acc.mxu1 acc1, m29, w1
vmul.bf16 m12, m12, m26
delay 11
add x28, x28, x27
li x27, 7168
add x29, x29, x27
delay 16
vmatmul.acc.mxu0 acc0, m29, w1
vmatpop.bf16.acc.mxu1 m14, acc1
delay 29
vstore m12, 0(x1)
vmul.bf16 m14, m14, m26
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m30, w0
vstore m13, 32(x1)
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
delay 3
vstore m14, 64(x1)
delay 25
vmul.bf16 m8, m8, m26
delay 5
vstore m15, 96(x1)
delay 57
vstore m8, 128(x1)
delay 32
vstore m9, 160(x1)
delay 32
t1_k_5:
vload m7, 0(x29)
li x27, 16384
addi x16, x16, -1
delay 30
vload m31, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m4, 224(x29)
vmatmul.acc.mxu1 acc0, m31, w1
delay 31
vload m28, 64(x28)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m5, 448(x29)
vmatmul.acc.mxu1 acc0, m28, w0
delay 31
vload m29, 128(x28)
delay 0
vmatpush.weight.mxu1 w1, m5
delay 30
vload m6, 672(x29)
vmatmul.acc.mxu1 acc0, m29, w1
delay 31
vload m30, 192(x28)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m7, 896(x29)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m31, 256(x28)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 30
vload m4, 1120(x29)
vmatmul.acc.mxu1 acc0, m31, w1
delay 31
vload m28, 320(x28)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m5, 1344(x29)
vmatmul.acc.mxu1 acc0, m28, w0
delay 31
vload m29, 384(x28)
delay 0
vmatpush.weight.mxu1 w1, m5
delay 30
vload m6, 1568(x29)
vmatmul.acc.mxu1 acc0, m29, w1
delay 31
vload m30, 448(x28)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc0, m30, w0
add x28, x28, x27
li x27, 57344
add x29, x29, x27
delay 30
bne x16, x0, t1_k_5
nop
nop
t1_k_end_5:
vload m7, 0(x29)
li x1, 296960
addi x17, x17, -1
delay 29
vload m31, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m4, 224(x29)
vmatmul.acc.mxu1 acc0, m31, w1
delay 31
vload m28, 64(x28)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m5, 448(x29)
vmatmul.acc.mxu1 acc0, m28, w0
delay 31
vload m29, 128(x28)
delay 0
vmatpush.weight.mxu1 w1, m5
delay 30
vload m6, 672(x29)
vmatmul.acc.mxu1 acc0, m29, w1
delay 31
vload m30, 192(x28)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m7, 896(x29)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vload m31, 256(x28)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 30
vload m4, 1120(x29)
vmatmul.acc.mxu1 acc0, m31, w1
delay 31
vload m28, 320(x28)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m5, 1344(x29)
vmatmul.acc.mxu1 acc0, m28, w0
delay 31
vload m29, 384(x28)
delay 0
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc0, m29, w1
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m26
delay 64
vstore m12, 0(x1)
delay 32
vstore m13, 32(x1)
delay 32
dma.store.ch2 x12, x10, x13
beq x17, x0, t1_rows_end
nop
nop
jal x0, t1_rows
nop
nop
t1_rows_end:
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
