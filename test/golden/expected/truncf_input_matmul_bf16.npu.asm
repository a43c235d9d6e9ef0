main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 3 K 8, panels of 3
li x5, 16384
li x4, 49152
li x8, 24576
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m32, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 0
li x24, 81920
addi x21, x22, 0
li x27, 81920
li x10, 63488
li x9, 57344
li x25, 49152
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
li x16, 6144
li x14, 57344
dma.load.ch5 x14, x15, x16
li x29, 0
li x17, 7
t1_b_rows:
addi x28, x14, 0
add x27, x9, x10
dma.wait.ch5
sub x14, x27, x14
li x27, 6144
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m20, 0(x28)
li x27, 3072
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
vload m20, 128(x28)
vmaximum.bf16 m22, m22, m16
delay 31
vload m21, 160(x28)
delay 31
vminimum.bf16 m22, m22, m18
vstore m4, 0(x29)
delay 63
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m22, e0
delay 64
vpack.bf16.fp8 m6, m20, e0
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
vload m20, 128(x28)
vmaximum.bf16 m22, m22, m16
delay 31
vload m21, 160(x28)
delay 31
vminimum.bf16 m22, m22, m18
vstore m7, 0(x29)
delay 63
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m22, e0
delay 64
vpack.bf16.fp8 m5, m20, e0
vstore m4, 32(x29)
delay 63
vstore m5, 64(x29)
delay 32
add x29, x29, x27
li x28, 24576
li x27, 6144
add x21, x21, x27
li x27, 12288
sub x11, x23, x27
li x27, 6144
sub x12, x23, x27
li x27, 6144
add x23, x23, x27
li x27, 4096
li x29, 0
vload m6, 0(x29)
dma.config.ch1 x0
li x1, 57344
li x17, 1
li x7, -1
li x20, 0
dma.config.ch2 x0
li x13, 6144
delay 24
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m0, 64(x29)
delay 32
vmatpush.weight.mxu0 w0, m0
dma.wait.ch0
add x4, x4, x5
li x8, 40960
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
li x27, 2048
delay 61
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 0(x28)
delay 32
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
li x28, 24576
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
add x28, x28, x27
vload m22, 0(x28)
vmatmul.mxu1 acc1, m30, w1
vmatmul.mxu0 acc0, m28, w0
li x27, 3072
add x29, x29, x27
li x27, 12288
delay 26
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
vload m6, 96(x29)
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
vload m7, 128(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m2, 160(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vmatpush.weight.mxu0 w0, m2
vload m4, 192(x29)
delay 32
vload m5, 224(x29)
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
vload m3, 256(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
vload m6, 288(x29)
delay 27
vpack.bf16.fp8 m31, m22, e0
delay 3
vload m7, 320(x29)
delay 32
vload m0, 352(x29)
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
vload m4, 384(x29)
delay 32
vload m5, 416(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vload m1, 448(x29)
delay 32
vload m6, 480(x29)
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
vload m7, 512(x29)
delay 32
vload m2, 544(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vload m4, 576(x29)
vmatpush.weight.mxu0 w0, m2
delay 31
vload m5, 608(x29)
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
vload m3, 640(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
li x29, 0
vload m6, 0(x29)
delay 26
vpack.bf16.fp8 m30, m20, e0
delay 4
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
li x28, 40960
delay 28
vmatmul.acc.mxu1 acc1, m31, w1
vmul.bf16 m12, m12, m26
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmul.bf16 m14, m14, m26
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpush.weight.mxu1 w1, m7
delay 31
vmul.bf16 m8, m8, m26
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
vstore m12, 0(x1)
delay 32
vstore m13, 32(x1)
delay 32
vstore m8, 128(x1)
delay 32
vstore m9, 160(x1)
delay 32
vstore m14, 64(x1)
delay 32
vstore m15, 96(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m20, 0(x28)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 4096
xori x6, x6, -1
and x6, x6, x5
add x4, x4, x5
li x8, 24576
dma.load.ch0 x8, x4, x6
delay 23
vload m21, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m20, m8
add x28, x28, x27
li x27, 2048
delay 61
vmaximum.bf16 m20, m20, m8
delay 64
vload m8, 0(x28)
delay 32
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
li x28, 40960
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
add x28, x28, x27
vload m22, 0(x28)
vmatmul.mxu1 acc1, m30, w1
vmatmul.mxu0 acc0, m28, w0
li x27, 3072
add x29, x29, x27
li x27, 12288
delay 26
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
vload m6, 96(x29)
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
vload m7, 128(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m2, 160(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vmatpush.weight.mxu0 w0, m2
vload m4, 192(x29)
delay 32
vload m5, 224(x29)
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
vload m3, 256(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
vload m6, 288(x29)
delay 27
vpack.bf16.fp8 m31, m22, e0
delay 3
vload m7, 320(x29)
delay 32
vload m0, 352(x29)
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
vload m4, 384(x29)
delay 32
vload m5, 416(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vload m1, 448(x29)
delay 32
vload m6, 480(x29)
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
vload m7, 512(x29)
delay 32
vload m2, 544(x29)
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 2
vload m4, 576(x29)
vmatpush.weight.mxu0 w0, m2
delay 31
vload m5, 608(x29)
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
vload m3, 640(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 64
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
delay 62
vpack.bf16.fp8 m31, m22, e0
delay 64
vstore m31, 384(x28)
delay 32
vmatmul.acc.mxu1 acc0, m31, w0
vload m29, 384(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m29, w1
delay 29
vmatmul.acc.mxu1 acc1, m31, w1
vmul.bf16 m12, m12, m26
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmul.bf16 m14, m14, m26
delay 64
vmul.bf16 m8, m8, m26
dma.wait.ch2
vstore m12, 192(x1)
add x12, x12, x27
delay 31
vstore m13, 224(x1)
delay 32
vstore m14, 256(x1)
delay 32
vstore m15, 288(x1)
delay 32
vstore m8, 320(x1)
delay 32
vstore m9, 352(x1)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
