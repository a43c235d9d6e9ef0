main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_bf16_f8E4M3FN_f32: batch 1, tiles M 2 N 16 K 24, panels of 8
vli.all m32, 0xbf80
li x28, 689152
li x16, 4
delay 60
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
vli.all m8, 0x0000
delay 63
t0_mx_pads:
vstore m8, 0(x28)
li x27, 8192
addi x16, x16, -1
delay 30
vstore m8, 64(x28)
delay 32
vstore m8, 128(x28)
delay 32
vstore m8, 192(x28)
delay 32
add x28, x28, x27
bne x16, x0, t0_mx_pads
nop
nop
t0_mx_pads_end:
li x5, 49152
li x4, 393216
li x8, 589824
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
dma.config.ch1 x0
li x22, 0
dma.config.ch2 x0
addi x21, x22, 0
sub x15, x21, x22
li x27, 608256
li x24, 491520
slli x15, x15, 1
li x9, 746496
li x10, 762880
li x25, 393216
addi x23, x24, 0
add x15, x15, x27
dma.wait.ch1
dma.wait.ch2
li x14, 779264
li x16, 16384
dma.load.ch5 x14, x15, x16
dma.wait.ch5
addi x15, x21, 0
li x14, 393216
li x16, 8192
dma.load.ch5 x14, x15, x16
li x28, 779264
li x29, 688128
li x13, 2
t0_mx_halves:
vload m8, 0(x28)
li x27, 8192
addi x13, x13, -1
delay 30
vstore m8, 0(x29)
delay 32
vload m9, 32(x28)
delay 32
vstore m9, 64(x29)
delay 32
vload m10, 64(x28)
delay 32
vstore m10, 128(x29)
delay 32
vload m11, 96(x28)
delay 32
vstore m11, 192(x29)
delay 32
vload m8, 128(x28)
delay 32
vstore m8, 256(x29)
delay 32
vload m9, 160(x28)
delay 32
vstore m9, 320(x29)
delay 32
vload m10, 192(x28)
delay 32
vstore m10, 384(x29)
delay 32
vload m11, 224(x28)
delay 32
vstore m11, 448(x29)
add x28, x28, x27
li x27, 16384
delay 30
add x29, x29, x27
bne x13, x0, t0_mx_halves
nop
nop
t0_mx_halves_end:
vli.row m12, 1
li x28, 688128
li x29, 0
li x17, 8
delay 60
vli.row m13, 1
delay 63
vrecip.bf16 m14, m12
delay 64
vsub.bf16 m12, m12, m14
delay 64
vrecip.bf16 m14, m12
delay 64
vadd.bf16 m14, m14, m12
delay 64
t0_mx_columns:
li x13, 6
t0_mx_blocks:
vload m24, 0(x28)
li x27, 65536
addi x13, x13, -1
delay 30
vload m25, 64(x28)
delay 32
vminimum.bf16 m24, m24, m14
vload m8, 1(x28)
delay 32
vload m9, 65(x28)
delay 29
vredmax.bf16 m26, m24
delay 128
vminimum.bf16 m8, m8, m14
vload m24, 2(x28)
delay 32
vload m25, 66(x28)
delay 29
vredmax.bf16 m10, m8
delay 1
vstore m26, 0(x29)
delay 32
vstore m27, 32(x29)
delay 91
vminimum.bf16 m24, m24, m14
vload m8, 3(x28)
delay 32
vload m9, 67(x28)
delay 29
vredmax.bf16 m26, m24
delay 1
vstore m10, 512(x29)
addi x28, x28, 128
delay 31
vstore m11, 544(x29)
delay 91
vminimum.bf16 m8, m8, m14
vstore m26, 1024(x29)
delay 32
vstore m27, 1056(x29)
delay 29
vredmax.bf16 m10, m8
delay 128
vstore m10, 1536(x29)
delay 32
vstore m11, 1568(x29)
delay 32
add x29, x29, x27
bne x13, x0, t0_mx_blocks
nop
nop
t0_mx_blocks_end:
li x27, 3328
add x28, x28, x27
li x27, 391168
sub x29, x29, x27
addi x17, x17, -1
bne x17, x0, t0_mx_columns
nop
nop
t0_mx_columns_end:
li x17, 23
t0_b_rows:
li x27, 8192
dma.wait.ch5
add x14, x14, x27
li x27, 16384
add x15, x15, x27
dma.load.ch5 x14, x15, x16
addi x17, x17, -1
bne x17, x0, t0_b_rows
nop
nop
t0_b_rows_end:
dma.wait.ch5
li x28, 589824
li x27, 8192
add x21, x21, x27
li x27, 65536
sub x11, x23, x27
li x27, 32768
sub x12, x23, x27
li x27, 16384
add x23, x23, x27
li x20, 98304
add x20, x20, x25
li x27, 557056
sub x20, x20, x27
li x27, 4096
dma.config.ch6 x0
li x30, 25600
li x19, 557056
li x26, 720896
sub x19, x19, x30
li x29, 720896
li x31, 0
vload m26, 0(x31)
li x1, 745472
dma.config.ch1 x0
li x17, 1
dma.config.ch2 x0
li x13, 16384
sub x15, x21, x22
slli x15, x15, 1
li x7, 0
li x25, 557056
li x18, 1
delay 22
vload m27, 32(x31)
delay 32
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
dma.wait.ch0
add x4, x4, x5
li x8, 638976
dma.load.ch0 x8, x4, x6
delay 28
vload m16, 0(x28)
delay 32
vload m17, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m18, m16, m8
add x28, x28, x27
li x27, 32768
delay 62
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 128(x28)
delay 32
vload m9, 160(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 192(x28)
delay 32
vload m9, 224(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 256(x28)
delay 32
vload m9, 288(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 320(x28)
delay 32
vload m9, 352(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 384(x28)
delay 32
vload m9, 416(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 448(x28)
delay 32
vload m9, 480(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 512(x28)
delay 32
vload m9, 544(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 576(x28)
delay 32
vload m9, 608(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 640(x28)
delay 32
vload m9, 672(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 704(x28)
delay 32
vload m9, 736(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 768(x28)
delay 32
vload m9, 800(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 832(x28)
delay 32
vload m9, 864(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 896(x28)
delay 32
vload m9, 928(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 960(x28)
delay 32
vload m9, 992(x28)
delay 32
vminimum.bf16 m18, m18, m8
add x28, x28, x27
li x27, 32768
delay 62
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 128(x28)
delay 32
vload m9, 160(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 192(x28)
delay 32
vload m9, 224(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 256(x28)
delay 32
vload m9, 288(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 320(x28)
delay 32
vload m9, 352(x28)
delay 32
vminimum.bf16 m18, m18, m8
li x28, 589824
delay 63
vmaximum.bf16 m16, m16, m8
delay 64
vmul.bf16 m18, m18, m32
delay 64
vmaximum.bf16 m16, m16, m18
delay 64
vredmax.row.bf16 m16, m16
delay 32
vmaximum.bf16 m16, m16, m36
delay 64
vmul.bf16 m18, m16, m34
delay 64
vsub.bf16 m8, m18, m16
delay 64
vsub.bf16 m22, m18, m8
vload m16, 0(x28)
delay 32
vload m17, 32(x28)
delay 29
vrecip.bf16 m20, m22
delay 64
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
dma.wait.ch6
add x19, x19, x30
delay 62
vstore m4, 0(x29)
delay 32
vstore m4, 0(x28)
delay 32
vload m18, 64(x28)
delay 32
vload m19, 96(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 32(x29)
delay 32
vstore m5, 64(x28)
delay 32
vload m16, 128(x28)
delay 32
vload m17, 160(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 64(x29)
delay 32
vstore m6, 128(x28)
delay 32
vload m18, 192(x28)
delay 32
vload m19, 224(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 96(x29)
delay 32
vstore m7, 192(x28)
delay 32
vload m16, 256(x28)
delay 32
vload m17, 288(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
delay 64
vstore m4, 128(x29)
delay 32
vstore m4, 256(x28)
delay 32
vload m18, 320(x28)
delay 32
vload m19, 352(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 160(x29)
delay 32
vstore m5, 320(x28)
delay 32
vload m16, 384(x28)
delay 32
vload m17, 416(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 192(x29)
delay 32
vstore m6, 384(x28)
delay 32
vload m18, 448(x28)
delay 32
vload m19, 480(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 224(x29)
delay 32
vstore m7, 448(x28)
delay 32
vload m16, 512(x28)
delay 32
vload m17, 544(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
delay 64
vstore m4, 256(x29)
delay 32
vstore m4, 512(x28)
delay 32
vload m18, 576(x28)
delay 32
vload m19, 608(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 288(x29)
delay 32
vstore m5, 576(x28)
delay 32
vload m16, 640(x28)
delay 32
vload m17, 672(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 320(x29)
delay 32
vstore m6, 640(x28)
delay 32
vload m18, 704(x28)
delay 32
vload m19, 736(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 352(x29)
delay 32
vstore m7, 704(x28)
delay 32
vload m16, 768(x28)
delay 32
vload m17, 800(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
delay 64
vstore m4, 384(x29)
delay 32
vstore m4, 768(x28)
delay 32
vload m18, 832(x28)
delay 32
vload m19, 864(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 416(x29)
delay 32
vstore m5, 832(x28)
delay 32
vload m16, 896(x28)
delay 32
vload m17, 928(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 448(x29)
delay 32
vstore m6, 896(x28)
delay 32
vload m18, 960(x28)
delay 32
vload m19, 992(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 480(x29)
delay 32
vstore m7, 960(x28)
delay 32
add x28, x28, x27
vload m16, 0(x28)
li x27, 16384
add x29, x29, x27
li x27, 16384
delay 29
vload m17, 32(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
delay 64
vstore m4, 0(x29)
delay 32
vstore m4, 0(x28)
delay 32
vload m18, 64(x28)
delay 32
vload m19, 96(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 32(x29)
delay 32
vstore m5, 64(x28)
delay 32
vload m16, 128(x28)
delay 32
vload m17, 160(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 64(x29)
delay 32
vstore m6, 128(x28)
delay 32
vload m18, 192(x28)
delay 32
vload m19, 224(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 96(x29)
delay 32
vstore m7, 192(x28)
delay 32
vload m16, 256(x28)
delay 32
vload m17, 288(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
delay 64
vstore m4, 128(x29)
delay 32
vstore m4, 256(x28)
delay 32
vload m18, 320(x28)
delay 32
vload m19, 352(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 160(x29)
delay 32
vstore m5, 320(x28)
delay 32
vload m16, 384(x28)
delay 32
vload m17, 416(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 192(x29)
delay 32
vstore m6, 384(x28)
delay 32
vload m18, 448(x28)
delay 32
vload m19, 480(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 224(x29)
delay 32
vstore m7, 448(x28)
delay 32
add x28, x28, x27
li x27, 8192
add x29, x29, x27
li x29, 393216
vload m4, 0(x29)
li x28, 589824
li x27, 2048
delay 29
vload m30, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
vmatmul.mxu1 acc0, m30, w0
vload m5, 32(x29)
add x28, x28, x27
li x27, 8192
delay 30
vmatpop.bf16.acc.mxu1 m24, acc0
add x29, x29, x27
vload m6, 0(x29)
li x27, 16384
add x31, x31, x27
li x27, 131072
delay 25
vmatpush.weight.mxu1 w1, m5
vmul.bf16 m12, m24, m26
delay 1
vload m31, 0(x28)
delay 26
vmatmul.mxu1 acc1, m30, w1
delay 4
vload m7, 32(x29)
delay 27
vmatpush.weight.mxu1 w0, m6
delay 3
vload m26, 0(x31)
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m27, 32(x31)
delay 23
vmatmul.mxu1 acc0, m31, w0
vmul.bf16 m14, m8, m10
delay 6
vload m4, 256(x29)
delay 24
vmatpop.bf16.acc.mxu1 m24, acc0
delay 6
vload m30, 64(x28)
delay 22
vmatpush.weight.mxu1 w1, m7
vmul.bf16 m24, m24, m26
delay 7
vload m10, 64(x31)
delay 20
vmatmul.mxu1 acc1, m31, w1
delay 10
vload m11, 96(x31)
delay 21
vmatpop.bf16.acc.mxu1 m8, acc1
vadd.bf16 m12, m12, m24
delay 8
vload m26, 512(x31)
delay 19
vmatpush.weight.mxu1 w0, m4
delay 11
vload m5, 288(x29)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 1
vmul.bf16 m8, m8, m10
delay 10
vload m27, 544(x31)
delay 18
vmatpop.bf16.acc.mxu1 m24, acc0
delay 12
vload m6, 512(x29)
delay 16
vmatpush.weight.mxu1 w1, m5
delay 0
vadd.bf16 m14, m14, m8
delay 12
vload m10, 576(x31)
delay 14
vmatmul.mxu1 acc1, m30, w1
delay 16
vload m11, 608(x31)
delay 15
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m24, m24, m26
delay 14
vload m31, 128(x28)
delay 13
vmatpop.bf16.acc.mxu1 m8, acc1
delay 17
vload m7, 544(x29)
delay 11
vmatmul.mxu1 acc0, m31, w0
delay 1
vadd.bf16 m12, m12, m24
delay 16
vload m26, 1024(x31)
delay 12
vmatpush.weight.mxu1 w1, m7
delay 18
vload m27, 1056(x31)
delay 10
vmatmul.mxu1 acc1, m31, w1
delay 0
vmul.bf16 m8, m8, m10
delay 18
vload m4, 768(x29)
delay 11
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m30, 192(x28)
delay 9
vmatpush.weight.mxu1 w0, m4
vadd.bf16 m14, m14, m8
delay 20
vload m10, 1088(x31)
delay 7
vmatmul.mxu1 acc0, m30, w0
delay 23
vload m11, 1120(x31)
delay 8
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 21
vload m5, 800(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 1024(x29)
delay 5
vadd.bf16 m12, m12, m24
delay 22
vmatmul.mxu1 acc1, m30, w1
delay 1
vload m26, 1536(x31)
delay 30
vmatpush.weight.mxu1 w0, m6
delay 0
vload m27, 1568(x31)
delay 3
vmul.bf16 m8, m8, m10
delay 23
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 256(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m7, 1056(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 30
vload m10, 1600(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vmul.bf16 m24, m24, m26
vload m11, 1632(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
vload m4, 1280(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2048(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m27, 2080(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 320(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
vload m5, 1312(x29)
delay 24
vadd.bf16 m14, m14, m8
delay 6
vload m10, 2112(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m11, 2144(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m6, 1536(x29)
delay 21
vmatmul.mxu1 acc1, m30, w1
delay 9
vload m31, 384(x28)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w0, m6
delay 8
vload m26, 2560(x31)
delay 32
vload m27, 2592(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m7, 1568(x29)
delay 17
vmatmul.mxu1 acc0, m31, w0
delay 13
vload m4, 1792(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w1, m7
delay 12
vload m10, 2624(x31)
delay 16
vmatpush.weight.mxu1 w0, m4
delay 14
vload m11, 2656(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m30, 448(x28)
delay 13
vmatmul.mxu1 acc1, m31, w1
delay 17
vload m5, 1824(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 18
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 10
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m6, 2048(x29)
delay 9
vmatmul.mxu1 acc0, m30, w0
delay 21
vload m31, 512(x28)
delay 8
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 20
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 6
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 23
vload m7, 2080(x29)
delay 5
vmatmul.mxu1 acc1, m30, w1
delay 25
vload m4, 2304(x29)
delay 4
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 24
vload m26, 3584(x31)
delay 32
vload m27, 3616(x31)
delay 2
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 27
vload m30, 576(x28)
delay 1
vmatmul.mxu1 acc0, m31, w0
delay 29
vload m5, 2336(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 28
vload m10, 3648(x31)
delay 32
vmul.bf16 m24, m24, m26
vload m11, 3680(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
add x31, x31, x27
vload m6, 2560(x29)
li x27, 32768
delay 27
vadd.bf16 m12, m12, m24
delay 1
vmatpush.weight.mxu1 w1, m5
vload m26, 0(x31)
delay 32
vload m27, 32(x31)
delay 26
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 3
vload m31, 640(x28)
delay 25
vmatmul.mxu1 acc0, m30, w0
delay 5
vload m7, 2592(x29)
delay 24
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 4
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m4, 2816(x29)
delay 21
vmatmul.mxu1 acc1, m30, w1
delay 9
vload m5, 2848(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 8
vload m26, 512(x31)
delay 32
vload m27, 544(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m30, 704(x28)
delay 17
vmatmul.mxu1 acc0, m31, w0
delay 13
vload m6, 3072(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 12
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m7, 3104(x29)
delay 13
vmatmul.mxu1 acc1, m31, w1
delay 17
vload m4, 3328(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 16
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 10
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m31, 768(x28)
delay 9
vmatmul.mxu1 acc0, m30, w0
delay 21
vload m5, 3360(x29)
delay 8
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 20
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 6
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 23
vload m6, 3584(x29)
delay 5
vmatmul.mxu1 acc1, m30, w1
delay 25
vstore m22, 0(x1)
delay 4
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 24
vload m26, 1536(x31)
dma.store.ch6 x19, x26, x30
delay 31
vload m27, 1568(x31)
delay 2
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 27
vload m30, 832(x28)
delay 1
vmatmul.mxu1 acc0, m31, w0
delay 29
vload m7, 3616(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 28
vload m10, 1600(x31)
delay 32
vmul.bf16 m24, m24, m26
vload m11, 1632(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
vload m4, 3840(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 896(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
vload m5, 3872(x29)
delay 25
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 3
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 23
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 960(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 65536
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 192(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 320(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 395264
delay 30
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 589824
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 2624(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 2656(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m30, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 0
li x31, 4096
delay 28
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
delay 32
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 63
vmul.bf16 m12, m12, m22
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 29
vadd.bf16 m14, m14, m8
delay 64
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
dma.wait.ch1
vstore m12, 32(x1)
add x11, x11, x27
li x27, 2048
add x28, x28, x27
li x27, 8192
add x29, x29, x27
li x27, 16384
add x31, x31, x27
li x27, 131072
delay 23
vstore m13, 64(x1)
delay 32
vmul.bf16 m12, m24, m26
vload m6, 0(x29)
delay 32
vload m31, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
vstore m14, 96(x1)
vmatmul.mxu1 acc0, m31, w0
delay 31
vstore m15, 128(x1)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
delay 31
vload m7, 32(x29)
delay 32
vload m27, 32(x31)
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.mxu1 acc1, m31, w1
vmul.bf16 m24, m24, m26
vload m10, 64(x31)
delay 31
vmatpop.bf16.acc.mxu1 m8, acc1
vload m4, 256(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m11, 96(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m30, 64(x28)
delay 27
vmul.bf16 m8, m8, m10
delay 3
vload m26, 512(x31)
vmatmul.mxu1 acc0, m30, w0
delay 31
vload m5, 288(x29)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 23
vadd.bf16 m14, m14, m8
delay 5
vload m27, 544(x31)
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m10, 576(x31)
delay 23
vmul.bf16 m24, m24, m26
delay 7
vload m6, 512(x29)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 31
vload m11, 608(x31)
vmatpush.weight.mxu1 w0, m6
delay 20
vadd.bf16 m12, m12, m24
delay 9
vload m31, 128(x28)
delay 32
vload m26, 1024(x31)
vmatmul.mxu1 acc0, m31, w0
delay 18
vmul.bf16 m8, m8, m10
delay 11
vload m7, 544(x29)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m27, 1056(x31)
vmatpush.weight.mxu1 w1, m7
delay 16
vadd.bf16 m14, m14, m8
delay 12
vmatmul.mxu1 acc1, m31, w1
vload m10, 1088(x31)
delay 32
vload m4, 768(x29)
delay 15
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 14
vload m11, 1120(x31)
delay 14
vmatpush.weight.mxu1 w0, m4
delay 16
vload m30, 192(x28)
delay 13
vadd.bf16 m12, m12, m24
delay 17
vload m26, 1536(x31)
vmatmul.mxu1 acc0, m30, w0
delay 31
vload m5, 800(x29)
delay 11
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 18
vload m27, 1568(x31)
delay 10
vmatpush.weight.mxu1 w1, m5
delay 20
vload m6, 1024(x29)
delay 8
vmatmul.mxu1 acc1, m30, w1
vadd.bf16 m14, m14, m8
delay 21
vload m10, 1600(x31)
delay 9
vmatpush.weight.mxu1 w0, m6
delay 21
vload m11, 1632(x31)
delay 7
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 22
vload m31, 256(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m7, 1056(x29)
delay 4
vadd.bf16 m12, m12, m24
delay 26
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.mxu1 acc1, m31, w1
vload m27, 2080(x31)
delay 2
vmul.bf16 m8, m8, m10
delay 28
vmatpop.bf16.acc.mxu1 m24, acc0
vload m4, 1280(x29)
delay 32
vload m30, 320(x28)
vadd.bf16 m14, m14, m8
vmatpush.weight.mxu1 w0, m4
delay 30
vload m10, 2112(x31)
vmatmul.mxu1 acc0, m30, w0
delay 30
vmul.bf16 m24, m24, m26
vload m11, 2144(x31)
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vload m5, 1312(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m27, 2592(x31)
delay 27
vmul.bf16 m8, m8, m10
delay 3
vmatpop.bf16.acc.mxu1 m24, acc0
vload m6, 1536(x29)
delay 32
vload m31, 384(x28)
vmatpush.weight.mxu1 w0, m6
delay 23
vadd.bf16 m14, m14, m8
delay 6
vload m10, 2624(x31)
vmatmul.mxu1 acc0, m31, w0
delay 31
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 1568(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m4, 1792(x29)
delay 19
vadd.bf16 m12, m12, m24
delay 8
vmatmul.mxu1 acc1, m31, w1
delay 1
vload m26, 3072(x31)
delay 30
vmatpush.weight.mxu1 w0, m4
delay 0
vload m27, 3104(x31)
delay 17
vmul.bf16 m8, m8, m10
delay 9
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 448(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
vload m5, 1824(x29)
delay 14
vadd.bf16 m14, m14, m8
delay 16
vload m10, 3136(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m11, 3168(x31)
delay 12
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 17
vload m6, 2048(x29)
delay 11
vmatmul.mxu1 acc1, m30, w1
delay 19
vload m31, 512(x28)
delay 10
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w0, m6
delay 18
vload m26, 3584(x31)
delay 32
vload m27, 3616(x31)
delay 8
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 21
vload m7, 2080(x29)
delay 7
vmatmul.mxu1 acc0, m31, w0
delay 23
vload m4, 2304(x29)
delay 6
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w1, m7
delay 22
vload m10, 3648(x31)
delay 6
vmatpush.weight.mxu1 w0, m4
delay 24
vload m11, 3680(x31)
delay 4
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 25
add x31, x31, x27
vload m30, 576(x28)
li x27, 32768
delay 1
vmatmul.mxu1 acc1, m31, w1
delay 28
vload m5, 2336(x29)
delay 1
vadd.bf16 m12, m12, m24
delay 29
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m30, w0
vload m6, 2560(x29)
delay 30
vadd.bf16 m14, m14, m8
delay 0
vload m10, 64(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 96(x31)
delay 28
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 1
vload m31, 640(x28)
delay 27
vmatmul.mxu1 acc1, m30, w1
delay 3
vload m7, 2592(x29)
delay 26
vadd.bf16 m12, m12, m24
delay 4
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 24
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 5
vload m4, 2816(x29)
delay 23
vmatmul.mxu1 acc0, m31, w0
delay 7
vload m30, 704(x28)
delay 22
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 6
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 20
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 9
vload m5, 2848(x29)
delay 19
vmatmul.mxu1 acc1, m31, w1
delay 11
vload m6, 3072(x29)
delay 18
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 10
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 16
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 13
vload m31, 768(x28)
delay 15
vmatmul.mxu1 acc0, m30, w0
delay 15
vload m7, 3104(x29)
delay 14
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 14
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 12
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 17
vload m4, 3328(x29)
delay 11
vmatmul.mxu1 acc1, m30, w1
delay 19
vload m5, 3360(x29)
delay 10
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 18
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 8
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 21
vload m30, 832(x28)
delay 7
vmatmul.mxu1 acc0, m31, w0
delay 23
vload m6, 3584(x29)
delay 6
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 22
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 4
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 25
vload m7, 3616(x29)
delay 3
vmatmul.mxu1 acc1, m31, w1
delay 27
vload m4, 3840(x29)
delay 2
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 26
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
delay 0
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 29
vload m31, 896(x28)
vmatmul.mxu1 acc0, m30, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 2112(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 2144(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 0
vload m5, 3872(x29)
delay 28
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 960(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 2048
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 192(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 320(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 397312
delay 31
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 589824
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 8192
add x29, x29, x27
vload m6, 0(x29)
li x27, 16384
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
li x31, 8192
vload m6, 512(x29)
delay 12
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vmul.bf16 m12, m12, m22
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vadd.bf16 m14, m14, m8
delay 5
vstore m12, 160(x1)
add x31, x31, x27
li x27, 131072
delay 30
vstore m13, 192(x1)
delay 23
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 768(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vmul.bf16 m12, m24, m26
vstore m14, 224(x1)
vmatpush.weight.mxu1 w1, m5
delay 31
vstore m15, 256(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 3
vload m27, 32(x31)
delay 28
vmatpush.weight.mxu1 w0, m6
delay 2
vmul.bf16 m24, m24, m26
vload m10, 64(x31)
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m11, 96(x31)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 4
vadd.bf16 m12, m12, m24
delay 1
vload m26, 512(x31)
delay 24
vmatpush.weight.mxu1 w1, m7
delay 6
vload m27, 544(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 128(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m30, 192(x28)
delay 24
vadd.bf16 m14, m14, m8
delay 6
vload m10, 576(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 608(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m5, 800(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m6, 1024(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 256(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m7, 1056(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m4, 1280(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 17
vload m5, 1312(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 16
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 10
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m30, 320(x28)
delay 9
vmatmul.mxu1 acc0, m31, w0
delay 21
vload m6, 1536(x29)
delay 8
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 20
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 6
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 23
vload m7, 1568(x29)
delay 5
vmatmul.mxu1 acc1, m31, w1
delay 25
vload m4, 1792(x29)
delay 4
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 24
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
delay 2
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 27
vload m31, 384(x28)
delay 1
vmatmul.mxu1 acc0, m30, w0
delay 29
vload m5, 1824(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 28
vload m10, 2112(x31)
delay 32
vmul.bf16 m24, m24, m26
vload m11, 2144(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m6, 2048(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 448(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
vload m7, 2080(x29)
delay 25
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 3
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 23
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 2304(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 512(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2336(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 2560(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 576(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 2592(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 2816(x29)
li x27, 32768
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 640(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2848(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3072(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 704(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3104(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3328(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 768(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3360(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3584(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 832(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3616(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3840(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 896(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3872(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 960(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 2048
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 192(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 320(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 399360
delay 30
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 589824
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 8192
add x29, x29, x27
vload m6, 0(x29)
li x27, 16384
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
li x31, 12288
vload m6, 512(x29)
delay 12
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vmul.bf16 m12, m12, m22
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vadd.bf16 m14, m14, m8
delay 5
vstore m12, 288(x1)
add x31, x31, x27
li x27, 131072
delay 30
vstore m13, 320(x1)
delay 23
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 768(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vmul.bf16 m12, m24, m26
vstore m14, 352(x1)
vmatpush.weight.mxu1 w1, m5
delay 31
vstore m15, 384(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 3
vload m27, 32(x31)
delay 28
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 64(x31)
vmul.bf16 m24, m24, m26
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m11, 96(x31)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 5
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
delay 25
vmatpush.weight.mxu1 w1, m7
delay 5
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m30, 192(x28)
delay 26
vadd.bf16 m14, m14, m8
delay 4
vload m10, 576(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 608(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m5, 800(x29)
delay 23
vmatmul.mxu1 acc1, m31, w1
delay 7
vload m6, 1024(x29)
delay 22
vmul.bf16 m8, m8, m10
delay 0
vmatpush.weight.mxu1 w1, m5
delay 6
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 20
vadd.bf16 m12, m12, m24
delay 10
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 18
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 256(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m7, 1056(x29)
delay 16
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 12
vload m4, 1280(x29)
delay 16
vmatmul.mxu1 acc1, m30, w1
delay 14
vload m5, 1312(x29)
delay 14
vmul.bf16 m8, m8, m10
delay 1
vmatpush.weight.mxu1 w0, m6
delay 13
vload m26, 1536(x31)
delay 15
vmatpush.weight.mxu1 w1, m7
delay 15
vload m27, 1568(x31)
delay 12
vadd.bf16 m12, m12, m24
delay 18
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 10
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m30, 320(x28)
delay 9
vmatmul.mxu1 acc0, m31, w0
delay 21
vload m6, 1536(x29)
delay 8
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 20
vload m7, 1568(x29)
delay 8
vmatmul.mxu1 acc1, m31, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 2048(x31)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m27, 2080(x31)
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 384(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
vload m4, 1792(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m5, 1824(x29)
delay 25
vmatmul.mxu1 acc1, m30, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 2560(x31)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m27, 2592(x31)
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 448(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
vload m6, 2048(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m7, 2080(x29)
delay 25
vmatmul.mxu1 acc1, m31, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 3072(x31)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m27, 3104(x31)
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 512(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
vload m4, 2304(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m5, 2336(x29)
delay 25
vmatmul.mxu1 acc1, m30, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 3584(x31)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m27, 3616(x31)
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
add x31, x31, x27
vload m30, 576(x28)
li x27, 32768
delay 24
vmatmul.mxu1 acc0, m31, w0
delay 5
vload m6, 2560(x29)
delay 24
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m7, 2592(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 0(x31)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m27, 32(x31)
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 640(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
vload m4, 2816(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m5, 2848(x29)
delay 25
vmatmul.mxu1 acc1, m30, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 512(x31)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m27, 544(x31)
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 704(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
vload m6, 3072(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m7, 3104(x29)
delay 25
vmatmul.mxu1 acc1, m31, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 1024(x31)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m27, 1056(x31)
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 768(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
vload m4, 3328(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m5, 3360(x29)
delay 25
vmatmul.mxu1 acc1, m30, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 1536(x31)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m27, 1568(x31)
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 832(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
vload m6, 3584(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m7, 3616(x29)
delay 25
vmatmul.mxu1 acc1, m31, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 2048(x31)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m27, 2080(x31)
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 896(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
vload m4, 3840(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m5, 3872(x29)
delay 25
vmatmul.mxu1 acc1, m30, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 2560(x31)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m27, 2592(x31)
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 960(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 21
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m7, 32(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 3072(x31)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m27, 3104(x31)
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 0(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
vload m4, 256(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m5, 288(x29)
delay 25
vmatmul.mxu1 acc1, m30, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 3584(x31)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m27, 3616(x31)
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
add x31, x31, x27
vload m30, 64(x28)
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 22
vmatmul.mxu1 acc0, m31, w0
delay 5
vload m6, 512(x29)
delay 24
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m7, 544(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 0(x31)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m27, 32(x31)
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 128(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
vload m4, 768(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m5, 800(x29)
delay 25
vmatmul.mxu1 acc1, m30, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 512(x31)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m27, 544(x31)
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 192(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
vload m6, 1024(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m7, 1056(x29)
delay 25
vmatmul.mxu1 acc1, m31, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 1024(x31)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m27, 1056(x31)
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 256(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
vload m4, 1280(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m5, 1312(x29)
delay 25
vmatmul.mxu1 acc1, m30, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 1536(x31)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m27, 1568(x31)
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 320(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
vload m6, 1536(x29)
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 3
vload m7, 1568(x29)
delay 25
vmatmul.mxu1 acc1, m31, w1
delay 5
li x29, 720896
delay 23
vmul.bf16 m8, m8, m10
vload m26, 2048(x31)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vload m27, 2080(x31)
vmatpush.weight.mxu1 w1, m5
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 384(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
li x28, 638976
delay 25
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 2560(x31)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vload m27, 2592(x31)
vmatpush.weight.mxu1 w1, m7
delay 28
vadd.bf16 m12, m12, m24
delay 1
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 27
vadd.bf16 m14, m14, m8
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m31, w0
delay 31
vmul.bf16 m24, m24, m26
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
delay 30
vmul.bf16 m8, m8, m10
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 29
vadd.bf16 m14, m14, m8
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 27
vmatpop.bf16.acc.mxu1 m8, acc1
vadd.bf16 m12, m12, m24
delay 2
li x31, 0
delay 60
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 63
vadd.bf16 m14, m14, m8
delay 64
vmul.bf16 m24, m24, m26
delay 64
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
delay 32
vload m27, 32(x31)
delay 29
vmul.bf16 m12, m12, m22
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 27
vmul.bf16 m14, m14, m22
delay 3
vstore m12, 416(x1)
delay 32
vstore m13, 448(x1)
delay 32
vstore m14, 480(x1)
delay 32
vstore m15, 512(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m16, 0(x28)
li x6, 23552
and x6, x6, x27
and x27, x27, x20
sub x4, x4, x27
li x27, 4096
sub x6, x5, x6
add x4, x4, x5
li x8, 589824
dma.load.ch0 x8, x4, x6
li x5, 25600
delay 20
vload m17, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m18, m16, m8
add x28, x28, x27
li x27, 32768
delay 62
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 128(x28)
delay 32
vload m9, 160(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 192(x28)
delay 32
vload m9, 224(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 256(x28)
delay 32
vload m9, 288(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 320(x28)
delay 32
vload m9, 352(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 384(x28)
delay 32
vload m9, 416(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 448(x28)
delay 32
vload m9, 480(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 512(x28)
delay 32
vload m9, 544(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 576(x28)
delay 32
vload m9, 608(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 640(x28)
delay 32
vload m9, 672(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 704(x28)
delay 32
vload m9, 736(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 768(x28)
delay 32
vload m9, 800(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 832(x28)
delay 32
vload m9, 864(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 896(x28)
delay 32
vload m9, 928(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 960(x28)
delay 32
vload m9, 992(x28)
delay 32
vminimum.bf16 m18, m18, m8
add x28, x28, x27
li x27, 32768
delay 62
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 128(x28)
delay 32
vload m9, 160(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 192(x28)
delay 32
vload m9, 224(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 256(x28)
delay 32
vload m9, 288(x28)
delay 32
vminimum.bf16 m18, m18, m8
delay 64
vmaximum.bf16 m16, m16, m8
delay 64
vload m8, 320(x28)
delay 32
vload m9, 352(x28)
delay 32
vminimum.bf16 m18, m18, m8
li x28, 638976
delay 63
vmaximum.bf16 m16, m16, m8
delay 64
vmul.bf16 m18, m18, m32
delay 64
vmaximum.bf16 m16, m16, m18
delay 64
vredmax.row.bf16 m16, m16
delay 32
vmaximum.bf16 m16, m16, m36
delay 64
vmul.bf16 m18, m16, m34
delay 64
vsub.bf16 m8, m18, m16
delay 64
vsub.bf16 m22, m18, m8
vload m16, 0(x28)
delay 32
vload m17, 32(x28)
delay 29
vrecip.bf16 m20, m22
delay 64
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
dma.wait.ch6
add x19, x19, x30
delay 62
vstore m4, 0(x29)
delay 32
vstore m4, 0(x28)
delay 32
vload m18, 64(x28)
delay 32
vload m19, 96(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 32(x29)
delay 32
vstore m5, 64(x28)
delay 32
vload m16, 128(x28)
delay 32
vload m17, 160(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 64(x29)
delay 32
vstore m6, 128(x28)
delay 32
vload m18, 192(x28)
delay 32
vload m19, 224(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 96(x29)
delay 32
vstore m7, 192(x28)
delay 32
vload m16, 256(x28)
delay 32
vload m17, 288(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
delay 64
vstore m4, 128(x29)
delay 32
vstore m4, 256(x28)
delay 32
vload m18, 320(x28)
delay 32
vload m19, 352(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 160(x29)
delay 32
vstore m5, 320(x28)
delay 32
vload m16, 384(x28)
delay 32
vload m17, 416(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 192(x29)
delay 32
vstore m6, 384(x28)
delay 32
vload m18, 448(x28)
delay 32
vload m19, 480(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 224(x29)
delay 32
vstore m7, 448(x28)
delay 32
vload m16, 512(x28)
delay 32
vload m17, 544(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
delay 64
vstore m4, 256(x29)
delay 32
vstore m4, 512(x28)
delay 32
vload m18, 576(x28)
delay 32
vload m19, 608(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 288(x29)
delay 32
vstore m5, 576(x28)
delay 32
vload m16, 640(x28)
delay 32
vload m17, 672(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 320(x29)
delay 32
vstore m6, 640(x28)
delay 32
vload m18, 704(x28)
delay 32
vload m19, 736(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 352(x29)
delay 32
vstore m7, 704(x28)
delay 32
vload m16, 768(x28)
delay 32
vload m17, 800(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
delay 64
vstore m4, 384(x29)
delay 32
vstore m4, 768(x28)
delay 32
vload m18, 832(x28)
delay 32
vload m19, 864(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 416(x29)
delay 32
vstore m5, 832(x28)
delay 32
vload m16, 896(x28)
delay 32
vload m17, 928(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 448(x29)
delay 32
vstore m6, 896(x28)
delay 32
vload m18, 960(x28)
delay 32
vload m19, 992(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 480(x29)
delay 32
vstore m7, 960(x28)
delay 32
add x28, x28, x27
vload m16, 0(x28)
li x27, 16384
add x29, x29, x27
li x27, 16384
delay 29
vload m17, 32(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
delay 64
vstore m4, 0(x29)
delay 32
vstore m4, 0(x28)
delay 32
vload m18, 64(x28)
delay 32
vload m19, 96(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 32(x29)
delay 32
vstore m5, 64(x28)
delay 32
vload m16, 128(x28)
delay 32
vload m17, 160(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 64(x29)
delay 32
vstore m6, 128(x28)
delay 32
vload m18, 192(x28)
delay 32
vload m19, 224(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 96(x29)
delay 32
vstore m7, 192(x28)
delay 32
vload m16, 256(x28)
delay 32
vload m17, 288(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m4, m16, e0
delay 64
vstore m4, 128(x29)
delay 32
vstore m4, 256(x28)
delay 32
vload m18, 320(x28)
delay 32
vload m19, 352(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m5, m18, e0
delay 64
vstore m5, 160(x29)
delay 32
vstore m5, 320(x28)
delay 32
vload m16, 384(x28)
delay 32
vload m17, 416(x28)
delay 32
vmul.bf16 m16, m16, m20
delay 64
vpack.bf16.fp8 m6, m16, e0
delay 64
vstore m6, 192(x29)
delay 32
vstore m6, 384(x28)
delay 32
vload m18, 448(x28)
delay 32
vload m19, 480(x28)
delay 32
vmul.bf16 m18, m18, m20
delay 64
vpack.bf16.fp8 m7, m18, e0
delay 64
vstore m7, 224(x29)
delay 32
vstore m7, 448(x28)
delay 32
add x28, x28, x27
li x27, 8192
add x29, x29, x27
li x29, 393216
vload m4, 0(x29)
li x28, 638976
li x27, 2048
delay 29
vload m30, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
vmatmul.mxu1 acc0, m30, w0
vload m5, 32(x29)
add x28, x28, x27
li x27, 8192
delay 30
vmatpop.bf16.acc.mxu1 m24, acc0
add x29, x29, x27
vload m6, 0(x29)
li x27, 16384
add x31, x31, x27
li x27, 131072
delay 25
vmatpush.weight.mxu1 w1, m5
vmul.bf16 m12, m24, m26
delay 1
vload m31, 0(x28)
delay 26
vmatmul.mxu1 acc1, m30, w1
delay 4
vload m7, 32(x29)
delay 27
vmatpush.weight.mxu1 w0, m6
delay 3
vload m26, 0(x31)
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m27, 32(x31)
delay 23
vmatmul.mxu1 acc0, m31, w0
vmul.bf16 m14, m8, m10
delay 6
vload m4, 256(x29)
delay 24
vmatpop.bf16.acc.mxu1 m24, acc0
delay 6
vload m30, 64(x28)
delay 22
vmatpush.weight.mxu1 w1, m7
vmul.bf16 m24, m24, m26
delay 7
vload m10, 64(x31)
delay 20
vmatmul.mxu1 acc1, m31, w1
delay 10
vload m11, 96(x31)
delay 21
vmatpop.bf16.acc.mxu1 m8, acc1
vadd.bf16 m12, m12, m24
delay 8
vload m26, 512(x31)
delay 19
vmatpush.weight.mxu1 w0, m4
delay 11
vload m5, 288(x29)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 1
vmul.bf16 m8, m8, m10
delay 10
vload m27, 544(x31)
delay 18
vmatpop.bf16.acc.mxu1 m24, acc0
delay 12
vload m6, 512(x29)
delay 16
vmatpush.weight.mxu1 w1, m5
delay 0
vadd.bf16 m14, m14, m8
delay 12
vload m10, 576(x31)
delay 14
vmatmul.mxu1 acc1, m30, w1
delay 16
vload m11, 608(x31)
delay 15
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m24, m24, m26
delay 14
vload m31, 128(x28)
delay 13
vmatpop.bf16.acc.mxu1 m8, acc1
delay 17
vload m7, 544(x29)
delay 11
vmatmul.mxu1 acc0, m31, w0
delay 1
vadd.bf16 m12, m12, m24
delay 16
vload m26, 1024(x31)
delay 12
vmatpush.weight.mxu1 w1, m7
delay 18
vload m27, 1056(x31)
delay 10
vmatmul.mxu1 acc1, m31, w1
delay 0
vmul.bf16 m8, m8, m10
delay 18
vload m4, 768(x29)
delay 11
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m30, 192(x28)
delay 9
vmatpush.weight.mxu1 w0, m4
vadd.bf16 m14, m14, m8
delay 20
vload m10, 1088(x31)
delay 7
vmatmul.mxu1 acc0, m30, w0
delay 23
vload m11, 1120(x31)
delay 8
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 21
vload m5, 800(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 1024(x29)
delay 5
vadd.bf16 m12, m12, m24
delay 22
vmatmul.mxu1 acc1, m30, w1
delay 1
vload m26, 1536(x31)
delay 30
vmatpush.weight.mxu1 w0, m6
delay 0
vload m27, 1568(x31)
delay 3
vmul.bf16 m8, m8, m10
delay 23
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 256(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m7, 1056(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 30
vload m10, 1600(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vmul.bf16 m24, m24, m26
vload m11, 1632(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
vload m4, 1280(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2048(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m27, 2080(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 320(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
vload m5, 1312(x29)
delay 24
vadd.bf16 m14, m14, m8
delay 6
vload m10, 2112(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m11, 2144(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m6, 1536(x29)
delay 21
vmatmul.mxu1 acc1, m30, w1
delay 9
vload m31, 384(x28)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w0, m6
delay 8
vload m26, 2560(x31)
delay 32
vload m27, 2592(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m7, 1568(x29)
delay 17
vmatmul.mxu1 acc0, m31, w0
delay 13
vload m4, 1792(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w1, m7
delay 12
vload m10, 2624(x31)
delay 16
vmatpush.weight.mxu1 w0, m4
delay 14
vload m11, 2656(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m30, 448(x28)
delay 13
vmatmul.mxu1 acc1, m31, w1
delay 17
vload m5, 1824(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 18
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 10
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m6, 2048(x29)
delay 9
vmatmul.mxu1 acc0, m30, w0
delay 21
vload m31, 512(x28)
delay 8
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 20
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 6
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 23
vload m7, 2080(x29)
delay 5
vmatmul.mxu1 acc1, m30, w1
delay 25
vload m4, 2304(x29)
delay 4
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 24
vload m26, 3584(x31)
delay 32
vload m27, 3616(x31)
delay 2
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 27
vload m30, 576(x28)
delay 1
vmatmul.mxu1 acc0, m31, w0
delay 29
vload m5, 2336(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 28
vload m10, 3648(x31)
delay 32
vmul.bf16 m24, m24, m26
vload m11, 3680(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
add x31, x31, x27
vload m6, 2560(x29)
li x27, 32768
delay 27
vadd.bf16 m12, m12, m24
delay 1
vmatpush.weight.mxu1 w1, m5
vload m26, 0(x31)
delay 32
vload m27, 32(x31)
delay 26
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 3
vload m31, 640(x28)
delay 25
vmatmul.mxu1 acc0, m30, w0
delay 5
vload m7, 2592(x29)
delay 24
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 4
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m4, 2816(x29)
delay 21
vmatmul.mxu1 acc1, m30, w1
delay 9
vload m5, 2848(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 8
vload m26, 512(x31)
delay 32
vload m27, 544(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m30, 704(x28)
delay 17
vmatmul.mxu1 acc0, m31, w0
delay 13
vload m6, 3072(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 12
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m7, 3104(x29)
delay 13
vmatmul.mxu1 acc1, m31, w1
delay 17
vload m4, 3328(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 16
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 10
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m31, 768(x28)
delay 9
vmatmul.mxu1 acc0, m30, w0
delay 21
vload m5, 3360(x29)
delay 8
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 20
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 6
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 23
vload m6, 3584(x29)
delay 5
vmatmul.mxu1 acc1, m30, w1
delay 25
vstore m22, 0(x1)
delay 4
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 24
vload m26, 1536(x31)
dma.store.ch6 x19, x26, x30
delay 31
vload m27, 1568(x31)
delay 2
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 27
vload m30, 832(x28)
delay 1
vmatmul.mxu1 acc0, m31, w0
delay 29
vload m7, 3616(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 28
vload m10, 1600(x31)
delay 32
vmul.bf16 m24, m24, m26
vload m11, 1632(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
vload m4, 3840(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 896(x28)
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 4
vload m5, 3872(x29)
delay 25
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 3
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 23
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 960(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 65536
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 192(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 320(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 395264
delay 30
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 638976
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 2624(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 2656(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m30, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 0
li x31, 4096
delay 28
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
delay 32
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 63
vmul.bf16 m12, m12, m22
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 29
vadd.bf16 m14, m14, m8
delay 64
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
dma.wait.ch2
vstore m12, 544(x1)
add x12, x12, x27
li x27, 2048
add x28, x28, x27
li x27, 8192
add x29, x29, x27
li x27, 16384
add x31, x31, x27
li x27, 131072
delay 23
vstore m13, 576(x1)
delay 32
vmul.bf16 m12, m24, m26
vload m6, 0(x29)
delay 32
vload m31, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
vstore m14, 608(x1)
vmatmul.mxu1 acc0, m31, w0
delay 31
vstore m15, 640(x1)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
delay 31
vload m7, 32(x29)
delay 32
vload m27, 32(x31)
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.mxu1 acc1, m31, w1
vmul.bf16 m24, m24, m26
vload m10, 64(x31)
delay 31
vmatpop.bf16.acc.mxu1 m8, acc1
vload m4, 256(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m11, 96(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m30, 64(x28)
delay 27
vmul.bf16 m8, m8, m10
delay 3
vload m26, 512(x31)
vmatmul.mxu1 acc0, m30, w0
delay 31
vload m5, 288(x29)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 23
vadd.bf16 m14, m14, m8
delay 5
vload m27, 544(x31)
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m10, 576(x31)
delay 23
vmul.bf16 m24, m24, m26
delay 7
vload m6, 512(x29)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 31
vload m11, 608(x31)
vmatpush.weight.mxu1 w0, m6
delay 20
vadd.bf16 m12, m12, m24
delay 9
vload m31, 128(x28)
delay 32
vload m26, 1024(x31)
vmatmul.mxu1 acc0, m31, w0
delay 18
vmul.bf16 m8, m8, m10
delay 11
vload m7, 544(x29)
delay 0
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m27, 1056(x31)
vmatpush.weight.mxu1 w1, m7
delay 16
vadd.bf16 m14, m14, m8
delay 12
vmatmul.mxu1 acc1, m31, w1
vload m10, 1088(x31)
delay 32
vload m4, 768(x29)
delay 15
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 14
vload m11, 1120(x31)
delay 14
vmatpush.weight.mxu1 w0, m4
delay 16
vload m30, 192(x28)
delay 13
vadd.bf16 m12, m12, m24
delay 17
vload m26, 1536(x31)
vmatmul.mxu1 acc0, m30, w0
delay 31
vload m5, 800(x29)
delay 11
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 18
vload m27, 1568(x31)
delay 10
vmatpush.weight.mxu1 w1, m5
delay 20
vload m6, 1024(x29)
delay 8
vmatmul.mxu1 acc1, m30, w1
vadd.bf16 m14, m14, m8
delay 21
vload m10, 1600(x31)
delay 9
vmatpush.weight.mxu1 w0, m6
delay 21
vload m11, 1632(x31)
delay 7
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 22
vload m31, 256(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m7, 1056(x29)
delay 4
vadd.bf16 m12, m12, m24
delay 26
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.mxu1 acc1, m31, w1
vload m27, 2080(x31)
delay 2
vmul.bf16 m8, m8, m10
delay 28
vmatpop.bf16.acc.mxu1 m24, acc0
vload m4, 1280(x29)
delay 32
vload m30, 320(x28)
vadd.bf16 m14, m14, m8
vmatpush.weight.mxu1 w0, m4
delay 30
vload m10, 2112(x31)
vmatmul.mxu1 acc0, m30, w0
delay 30
vmul.bf16 m24, m24, m26
vload m11, 2144(x31)
delay 0
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vload m5, 1312(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m27, 2592(x31)
delay 27
vmul.bf16 m8, m8, m10
delay 3
vmatpop.bf16.acc.mxu1 m24, acc0
vload m6, 1536(x29)
delay 32
vload m31, 384(x28)
vmatpush.weight.mxu1 w0, m6
delay 23
vadd.bf16 m14, m14, m8
delay 6
vload m10, 2624(x31)
vmatmul.mxu1 acc0, m31, w0
delay 31
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 1568(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m4, 1792(x29)
delay 19
vadd.bf16 m12, m12, m24
delay 8
vmatmul.mxu1 acc1, m31, w1
delay 1
vload m26, 3072(x31)
delay 30
vmatpush.weight.mxu1 w0, m4
delay 0
vload m27, 3104(x31)
delay 17
vmul.bf16 m8, m8, m10
delay 9
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 448(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
vload m5, 1824(x29)
delay 14
vadd.bf16 m14, m14, m8
delay 16
vload m10, 3136(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m11, 3168(x31)
delay 12
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 17
vload m6, 2048(x29)
delay 11
vmatmul.mxu1 acc1, m30, w1
delay 19
vload m31, 512(x28)
delay 10
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w0, m6
delay 18
vload m26, 3584(x31)
delay 32
vload m27, 3616(x31)
delay 8
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 21
vload m7, 2080(x29)
delay 7
vmatmul.mxu1 acc0, m31, w0
delay 23
vload m4, 2304(x29)
delay 6
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w1, m7
delay 22
vload m10, 3648(x31)
delay 6
vmatpush.weight.mxu1 w0, m4
delay 24
vload m11, 3680(x31)
delay 4
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 25
add x31, x31, x27
vload m30, 576(x28)
li x27, 32768
delay 1
vmatmul.mxu1 acc1, m31, w1
delay 28
vload m5, 2336(x29)
delay 1
vadd.bf16 m12, m12, m24
delay 29
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m30, w0
vload m6, 2560(x29)
delay 30
vadd.bf16 m14, m14, m8
delay 0
vload m10, 64(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 96(x31)
delay 28
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 1
vload m31, 640(x28)
delay 27
vmatmul.mxu1 acc1, m30, w1
delay 3
vload m7, 2592(x29)
delay 26
vadd.bf16 m12, m12, m24
delay 4
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 24
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 5
vload m4, 2816(x29)
delay 23
vmatmul.mxu1 acc0, m31, w0
delay 7
vload m30, 704(x28)
delay 22
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 6
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 20
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 9
vload m5, 2848(x29)
delay 19
vmatmul.mxu1 acc1, m31, w1
delay 11
vload m6, 3072(x29)
delay 18
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 10
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 16
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 13
vload m31, 768(x28)
delay 15
vmatmul.mxu1 acc0, m30, w0
delay 15
vload m7, 3104(x29)
delay 14
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 14
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 12
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 17
vload m4, 3328(x29)
delay 11
vmatmul.mxu1 acc1, m30, w1
delay 19
vload m5, 3360(x29)
delay 10
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 18
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 8
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 21
vload m30, 832(x28)
delay 7
vmatmul.mxu1 acc0, m31, w0
delay 23
vload m6, 3584(x29)
delay 6
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 22
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 4
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 25
vload m7, 3616(x29)
delay 3
vmatmul.mxu1 acc1, m31, w1
delay 27
vload m4, 3840(x29)
delay 2
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 26
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
delay 0
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 29
vload m31, 896(x28)
vmatmul.mxu1 acc0, m30, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 2112(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 2144(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 0
vload m5, 3872(x29)
delay 28
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 960(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 2048
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 192(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 320(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 397312
delay 31
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 638976
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 8192
add x29, x29, x27
vload m6, 0(x29)
li x27, 16384
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
li x31, 8192
vload m6, 512(x29)
delay 12
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vmul.bf16 m12, m12, m22
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vadd.bf16 m14, m14, m8
delay 5
vstore m12, 672(x1)
add x31, x31, x27
li x27, 131072
delay 30
vstore m13, 704(x1)
delay 23
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 768(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vmul.bf16 m12, m24, m26
vstore m14, 736(x1)
vmatpush.weight.mxu1 w1, m5
delay 31
vstore m15, 768(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 3
vload m27, 32(x31)
delay 28
vmatpush.weight.mxu1 w0, m6
delay 2
vmul.bf16 m24, m24, m26
vload m10, 64(x31)
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m11, 96(x31)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 4
vadd.bf16 m12, m12, m24
delay 1
vload m26, 512(x31)
delay 24
vmatpush.weight.mxu1 w1, m7
delay 6
vload m27, 544(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 128(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m30, 192(x28)
delay 24
vadd.bf16 m14, m14, m8
delay 6
vload m10, 576(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 608(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m5, 800(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m6, 1024(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 256(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m7, 1056(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m4, 1280(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 17
vload m5, 1312(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 16
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 10
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m30, 320(x28)
delay 9
vmatmul.mxu1 acc0, m31, w0
delay 21
vload m6, 1536(x29)
delay 8
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 20
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 6
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 23
vload m7, 1568(x29)
delay 5
vmatmul.mxu1 acc1, m31, w1
delay 25
vload m4, 1792(x29)
delay 4
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 24
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
delay 2
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 27
vload m31, 384(x28)
delay 1
vmatmul.mxu1 acc0, m30, w0
delay 29
vload m5, 1824(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 28
vload m10, 2112(x31)
delay 32
vmul.bf16 m24, m24, m26
vload m11, 2144(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m6, 2048(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 448(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
vload m7, 2080(x29)
delay 25
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 3
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 23
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 2304(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 512(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2336(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 2560(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 576(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 2592(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 2816(x29)
li x27, 32768
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 640(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2848(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3072(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 704(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3104(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3328(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 768(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3360(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3584(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 832(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3616(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3840(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 896(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3872(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 960(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 2048
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 192(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 320(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 399360
delay 30
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 638976
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 8192
add x29, x29, x27
vload m6, 0(x29)
li x27, 16384
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
li x31, 12288
vload m6, 512(x29)
delay 12
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vmul.bf16 m12, m12, m22
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vadd.bf16 m14, m14, m8
delay 5
vstore m12, 800(x1)
add x31, x31, x27
li x27, 131072
delay 30
vstore m13, 832(x1)
delay 23
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 768(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vmul.bf16 m12, m24, m26
vstore m14, 864(x1)
vmatpush.weight.mxu1 w1, m5
delay 31
vstore m15, 896(x1)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 3
vload m27, 32(x31)
delay 28
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 64(x31)
vmul.bf16 m24, m24, m26
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m11, 96(x31)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 5
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
delay 25
vmatpush.weight.mxu1 w1, m7
delay 5
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m30, 192(x28)
delay 26
vadd.bf16 m14, m14, m8
delay 4
vload m10, 576(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 608(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m5, 800(x29)
delay 23
vmatmul.mxu1 acc1, m31, w1
delay 7
vload m6, 1024(x29)
delay 22
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 6
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 20
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 9
vload m31, 256(x28)
delay 19
vmatmul.mxu1 acc0, m30, w0
delay 11
vload m7, 1056(x29)
delay 18
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 10
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 16
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 13
vload m4, 1280(x29)
delay 15
vmatmul.mxu1 acc1, m30, w1
delay 15
vload m5, 1312(x29)
delay 14
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 14
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 12
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 17
vload m30, 320(x28)
delay 11
vmatmul.mxu1 acc0, m31, w0
delay 19
vload m6, 1536(x29)
delay 10
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 18
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 8
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 21
vload m7, 1568(x29)
delay 7
vmatmul.mxu1 acc1, m31, w1
delay 23
vload m4, 1792(x29)
delay 6
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 22
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
delay 4
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 25
vload m31, 384(x28)
delay 3
vmatmul.mxu1 acc0, m30, w0
delay 27
vload m5, 1824(x29)
delay 2
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 26
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 0
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 29
vload m6, 2048(x29)
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 448(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 2080(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 2304(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 512(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2336(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 2560(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 576(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 2592(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 2816(x29)
li x27, 32768
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 640(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2848(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3072(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 704(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3104(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3328(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 768(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3360(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3584(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 832(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3616(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3840(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 896(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3872(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 960(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 64(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 608256
add x15, x15, x27
delay 20
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 192(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 320(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 2112(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 2144(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m31, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 63
vadd.bf16 m14, m14, m8
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 63
vadd.bf16 m12, m12, m24
delay 64
vmul.bf16 m8, m8, m10
delay 64
vadd.bf16 m14, m14, m8
delay 64
vmul.bf16 m12, m12, m22
delay 64
vmul.bf16 m14, m14, m22
vstore m12, 928(x1)
delay 32
vstore m13, 960(x1)
delay 32
vstore m14, 992(x1)
delay 32
vstore m15, 1024(x1)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch6
dma.wait.ch1
dma.wait.ch2
li x14, 779264
li x16, 16384
dma.load.ch5 x14, x15, x16
dma.wait.ch5
addi x15, x21, 0
li x14, 393216
li x16, 8192
dma.load.ch5 x14, x15, x16
li x28, 779264
li x29, 688128
li x13, 2
t0_mx_halves_1:
vload m8, 0(x28)
li x27, 8192
addi x13, x13, -1
delay 30
vstore m8, 0(x29)
delay 32
vload m9, 32(x28)
delay 32
vstore m9, 64(x29)
delay 32
vload m10, 64(x28)
delay 32
vstore m10, 128(x29)
delay 32
vload m11, 96(x28)
delay 32
vstore m11, 192(x29)
delay 32
vload m8, 128(x28)
delay 32
vstore m8, 256(x29)
delay 32
vload m9, 160(x28)
delay 32
vstore m9, 320(x29)
delay 32
vload m10, 192(x28)
delay 32
vstore m10, 384(x29)
delay 32
vload m11, 224(x28)
delay 32
vstore m11, 448(x29)
add x28, x28, x27
li x27, 16384
delay 30
add x29, x29, x27
bne x13, x0, t0_mx_halves_1
nop
nop
t0_mx_halves_end_1:
vli.row m12, 1
li x28, 688128
li x29, 0
li x17, 8
delay 60
vli.row m13, 1
delay 63
vrecip.bf16 m14, m12
delay 64
vsub.bf16 m12, m12, m14
delay 64
vrecip.bf16 m14, m12
delay 64
vadd.bf16 m14, m14, m12
delay 64
t0_mx_columns_1:
li x13, 6
t0_mx_blocks_1:
vload m24, 0(x28)
li x27, 65536
addi x13, x13, -1
delay 30
vload m25, 64(x28)
delay 32
vminimum.bf16 m24, m24, m14
vload m8, 1(x28)
delay 32
vload m9, 65(x28)
delay 29
vredmax.bf16 m26, m24
delay 128
vminimum.bf16 m8, m8, m14
vload m24, 2(x28)
delay 32
vload m25, 66(x28)
delay 29
vredmax.bf16 m10, m8
delay 1
vstore m26, 0(x29)
delay 32
vstore m27, 32(x29)
delay 91
vminimum.bf16 m24, m24, m14
vload m8, 3(x28)
delay 32
vload m9, 67(x28)
delay 29
vredmax.bf16 m26, m24
delay 1
vstore m10, 512(x29)
addi x28, x28, 128
delay 31
vstore m11, 544(x29)
delay 91
vminimum.bf16 m8, m8, m14
vstore m26, 1024(x29)
delay 32
vstore m27, 1056(x29)
delay 29
vredmax.bf16 m10, m8
delay 128
vstore m10, 1536(x29)
delay 32
vstore m11, 1568(x29)
delay 32
add x29, x29, x27
bne x13, x0, t0_mx_blocks_1
nop
nop
t0_mx_blocks_end_1:
li x27, 3328
add x28, x28, x27
li x27, 391168
sub x29, x29, x27
addi x17, x17, -1
bne x17, x0, t0_mx_columns_1
nop
nop
t0_mx_columns_end_1:
li x17, 23
t0_b_rows_1:
li x27, 8192
dma.wait.ch5
add x14, x14, x27
li x27, 16384
add x15, x15, x27
dma.load.ch5 x14, x15, x16
addi x17, x17, -1
bne x17, x0, t0_b_rows_1
nop
nop
t0_b_rows_end_1:
dma.wait.ch5
li x29, 393216
vload m4, 0(x29)
li x28, 589824
li x31, 0
li x27, 8192
add x21, x21, x27
li x27, 65536
sub x11, x23, x27
li x27, 32768
sub x12, x23, x27
li x27, 16384
add x23, x23, x27
li x27, 8192
li x1, 614400
dma.config.ch1 x0
li x2, 746496
li x17, 1
li x7, -1
li x20, 0
dma.config.ch2 x0
li x13, 16384
delay 12
vmatpush.weight.mxu1 w0, m4
vload m26, 0(x31)
delay 32
vload m5, 32(x29)
delay 32
vload m27, 32(x31)
vmatpush.weight.mxu1 w1, m5
add x29, x29, x27
li x27, 16384
delay 29
vload m10, 64(x31)
delay 32
vload m6, 0(x29)
delay 32
vload m11, 96(x31)
delay 32
add x31, x31, x27
vload m7, 32(x29)
li x27, 131072
delay 31
vload m4, 256(x29)
delay 32
vload m5, 288(x29)
dma.wait.ch0
add x4, x4, x5
li x8, 638976
dma.load.ch0 x8, x4, x6
delay 28
vload m30, 0(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
addi x28, x28, 1024
vload m31, 0(x28)
delay 31
vmatpop.bf16.acc.mxu1 m24, acc0
vload m22, 0(x1)
delay 29
vmul.bf16 m12, m24, m26
vmatmul.mxu1 acc1, m30, w1
delay 0
vload m23, 0(x1)
delay 31
vmatpush.weight.mxu1 w0, m6
vload m30, 32(x28)
delay 29
vmatpop.bf16.acc.mxu1 m8, acc1
delay 1
vload m26, 0(x31)
delay 27
vmatmul.mxu1 acc0, m31, w0
vmul.bf16 m14, m8, m10
delay 2
vload m27, 32(x31)
delay 28
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m6, 512(x29)
delay 26
vmatpush.weight.mxu1 w1, m7
vmul.bf16 m24, m24, m26
delay 3
vload m10, 64(x31)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 6
vload m11, 96(x31)
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
vadd.bf16 m12, m12, m24
delay 4
vload m26, 512(x31)
delay 23
vmatpush.weight.mxu1 w0, m4
delay 7
vload m27, 544(x31)
delay 21
vmatmul.mxu1 acc0, m30, w0
delay 1
vmul.bf16 m8, m8, m10
delay 6
vload m31, 64(x28)
delay 22
vmatpop.bf16.acc.mxu1 m24, acc0
delay 8
vload m7, 544(x29)
delay 20
vmatpush.weight.mxu1 w1, m5
delay 0
vadd.bf16 m14, m14, m8
delay 8
vload m10, 576(x31)
delay 18
vmatmul.mxu1 acc1, m30, w1
delay 12
vload m11, 608(x31)
delay 19
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m24, m24, m26
delay 10
vload m4, 768(x29)
delay 17
vmatpop.bf16.acc.mxu1 m8, acc1
delay 13
vload m30, 96(x28)
delay 15
vmatmul.mxu1 acc0, m31, w0
delay 1
vadd.bf16 m12, m12, m24
delay 12
vload m26, 1024(x31)
delay 16
vmatpush.weight.mxu1 w1, m7
delay 14
vload m27, 1056(x31)
delay 14
vmatmul.mxu1 acc1, m31, w1
delay 0
vmul.bf16 m8, m8, m10
delay 14
vload m5, 800(x29)
delay 15
vmatpop.bf16.acc.mxu1 m24, acc0
delay 15
vload m6, 1024(x29)
delay 13
vmatpush.weight.mxu1 w0, m4
vadd.bf16 m14, m14, m8
delay 16
vload m10, 1088(x31)
delay 11
vmatmul.mxu1 acc0, m30, w0
delay 19
vload m11, 1120(x31)
delay 12
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 17
vload m31, 128(x28)
delay 11
vmatpush.weight.mxu1 w1, m5
delay 19
vload m7, 1056(x29)
delay 9
vmatmul.mxu1 acc1, m30, w1
vadd.bf16 m12, m12, m24
delay 20
vload m26, 1536(x31)
delay 10
vmatpush.weight.mxu1 w0, m6
delay 20
vload m27, 1568(x31)
delay 8
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 21
vload m4, 1280(x29)
delay 7
vmatmul.mxu1 acc0, m31, w0
delay 23
vload m30, 160(x28)
delay 6
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w1, m7
delay 22
vload m10, 1600(x31)
delay 6
vmatpush.weight.mxu1 w0, m4
delay 24
vload m11, 1632(x31)
delay 4
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 25
vload m5, 1312(x29)
delay 3
vmatmul.mxu1 acc1, m31, w1
delay 27
vload m6, 1536(x29)
delay 2
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 26
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
delay 0
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 29
vload m31, 192(x28)
vmatmul.mxu1 acc0, m30, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 2112(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 2144(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 0
vload m7, 1568(x29)
delay 28
vmatmul.mxu1 acc1, m30, w1
delay 2
vload m4, 1792(x29)
delay 27
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 1
vload m26, 2560(x31)
delay 32
vload m27, 2592(x31)
delay 25
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 4
vload m30, 224(x28)
delay 24
vmatmul.mxu1 acc0, m31, w0
delay 6
vload m5, 1824(x29)
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 5
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 21
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 8
vload m6, 2048(x29)
delay 20
vmatmul.mxu1 acc1, m31, w1
delay 10
vload m7, 2080(x29)
delay 19
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 9
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 17
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 12
vload m31, 256(x28)
delay 16
vmatmul.mxu1 acc0, m30, w0
delay 14
vload m4, 2304(x29)
delay 15
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 13
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 13
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 16
vload m5, 2336(x29)
delay 12
vmatmul.mxu1 acc1, m30, w1
delay 18
vload m6, 2560(x29)
delay 11
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 17
vload m26, 3584(x31)
delay 32
vload m27, 3616(x31)
delay 9
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 20
vload m30, 288(x28)
delay 8
vmatmul.mxu1 acc0, m31, w0
delay 22
vload m7, 2592(x29)
delay 7
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 21
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 5
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 24
add x31, x31, x27
vload m4, 2816(x29)
li x27, 16384
delay 2
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 320(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2848(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3072(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 352(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3104(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3328(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3360(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3584(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 416(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3616(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3840(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 448(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3872(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 480(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 65536
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 64(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 96(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 160(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 395264
delay 30
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 192(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 589824
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
addi x28, x28, 1024
delay 27
vadd.bf16 m14, m14, m8
vload m10, 2624(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 2656(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 0(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 0
li x31, 4096
delay 28
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
delay 32
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 61
vmul.bf16 m12, m12, m22
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 29
vadd.bf16 m14, m14, m8
delay 64
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
dma.wait.ch1
vstore m12, 0(x2)
add x11, x11, x27
li x27, 8192
add x29, x29, x27
li x27, 16384
add x31, x31, x27
li x27, 131072
delay 26
vstore m13, 32(x2)
delay 32
vmul.bf16 m12, m24, m26
vload m6, 0(x29)
delay 32
vstore m14, 64(x2)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m31, w0
vstore m15, 96(x2)
delay 32
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m7, 32(x29)
delay 32
vload m27, 32(x31)
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.mxu1 acc1, m31, w1
vmul.bf16 m24, m24, m26
vload m10, 64(x31)
delay 31
vmatpop.bf16.acc.mxu1 m8, acc1
vload m4, 256(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m11, 96(x31)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m30, w0
vload m26, 512(x31)
delay 27
vmul.bf16 m8, m8, m10
delay 3
vload m5, 288(x29)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 31
vload m27, 544(x31)
vmatpush.weight.mxu1 w1, m5
delay 24
vadd.bf16 m14, m14, m8
delay 4
vmatmul.mxu1 acc1, m30, w1
vload m10, 576(x31)
delay 32
vload m6, 512(x29)
delay 23
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m11, 608(x31)
delay 22
vmatpush.weight.mxu1 w0, m6
delay 8
vload m31, 64(x28)
delay 21
vadd.bf16 m12, m12, m24
delay 9
vload m26, 1024(x31)
vmatmul.mxu1 acc0, m31, w0
delay 31
vload m7, 544(x29)
delay 19
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 10
vload m27, 1056(x31)
delay 18
vmatpush.weight.mxu1 w1, m7
delay 12
vload m4, 768(x29)
delay 16
vmatmul.mxu1 acc1, m31, w1
vadd.bf16 m14, m14, m8
delay 13
vload m10, 1088(x31)
delay 17
vmatpush.weight.mxu1 w0, m4
delay 13
vload m11, 1120(x31)
delay 15
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 14
vload m30, 96(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
vload m5, 800(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 18
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m27, 1568(x31)
delay 10
vmul.bf16 m8, m8, m10
delay 20
vmatpop.bf16.acc.mxu1 m24, acc0
vload m6, 1024(x29)
delay 32
vload m31, 128(x28)
vmatpush.weight.mxu1 w0, m6
delay 6
vadd.bf16 m14, m14, m8
delay 23
vload m10, 1600(x31)
vmatmul.mxu1 acc0, m31, w0
delay 31
vload m11, 1632(x31)
delay 5
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 24
vload m7, 1056(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m4, 1280(x29)
delay 2
vadd.bf16 m12, m12, m24
delay 25
vmatmul.mxu1 acc1, m31, w1
delay 1
vload m26, 2048(x31)
delay 30
vmatpush.weight.mxu1 w0, m4
delay 0
vload m27, 2080(x31)
delay 0
vmul.bf16 m8, m8, m10
delay 26
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 160(x28)
delay 32
vadd.bf16 m14, m14, m8
vload m10, 2112(x31)
vmatmul.mxu1 acc0, m30, w0
delay 31
vload m11, 2144(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 0
vload m5, 1312(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 1536(x29)
delay 26
vadd.bf16 m12, m12, m24
delay 1
vmatmul.mxu1 acc1, m30, w1
delay 1
vload m26, 2560(x31)
delay 30
vmatpush.weight.mxu1 w0, m6
delay 0
vload m27, 2592(x31)
delay 24
vmul.bf16 m8, m8, m10
delay 2
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 192(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m7, 1568(x29)
delay 21
vadd.bf16 m14, m14, m8
delay 9
vload m10, 2624(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m11, 2656(x31)
delay 19
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 10
vload m4, 1792(x29)
delay 18
vmatmul.mxu1 acc1, m31, w1
delay 12
vload m30, 224(x28)
delay 17
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w0, m4
delay 11
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 15
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 14
vload m5, 1824(x29)
delay 14
vmatmul.mxu1 acc0, m30, w0
delay 16
vload m6, 2048(x29)
delay 13
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w1, m5
delay 15
vload m10, 3136(x31)
delay 13
vmatpush.weight.mxu1 w0, m6
delay 17
vload m11, 3168(x31)
delay 11
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 18
vload m31, 256(x28)
delay 10
vmatmul.mxu1 acc1, m30, w1
delay 20
vload m7, 2080(x29)
delay 9
vadd.bf16 m12, m12, m24
delay 21
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 7
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 22
vload m4, 2304(x29)
delay 6
vmatmul.mxu1 acc0, m31, w0
delay 24
vload m30, 288(x28)
delay 5
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 23
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 3
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 26
add x31, x31, x27
vload m5, 2336(x29)
li x27, 16384
delay 0
vmatmul.mxu1 acc1, m31, w1
delay 29
vload m6, 2560(x29)
delay 0
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 28
vload m26, 0(x31)
delay 32
vmul.bf16 m8, m8, m10
vload m27, 32(x31)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m30, w0
vload m31, 320(x28)
delay 29
vadd.bf16 m14, m14, m8
delay 1
vload m10, 64(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 96(x31)
delay 27
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 2
vload m7, 2592(x29)
delay 26
vmatmul.mxu1 acc1, m30, w1
delay 4
vload m4, 2816(x29)
delay 25
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 3
vload m26, 512(x31)
delay 32
vload m27, 544(x31)
delay 23
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 6
vload m30, 352(x28)
delay 22
vmatmul.mxu1 acc0, m31, w0
delay 8
vload m5, 2848(x29)
delay 21
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 7
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 19
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 10
vload m6, 3072(x29)
delay 18
vmatmul.mxu1 acc1, m31, w1
delay 12
vload m7, 3104(x29)
delay 17
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 11
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 15
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 14
vload m31, 384(x28)
delay 14
vmatmul.mxu1 acc0, m30, w0
delay 16
vload m4, 3328(x29)
delay 13
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 15
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 11
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 18
vload m5, 3360(x29)
delay 10
vmatmul.mxu1 acc1, m30, w1
delay 20
vload m6, 3584(x29)
delay 9
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 19
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 7
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 22
vload m30, 416(x28)
delay 6
vmatmul.mxu1 acc0, m31, w0
delay 24
vload m7, 3616(x29)
delay 5
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 23
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 3
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 26
vload m4, 3840(x29)
delay 2
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 448(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3872(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 480(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 8192
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 64(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 96(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 160(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 397312
delay 31
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 192(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 589824
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
add x29, x29, x27
li x27, 16384
delay 30
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m6, 0(x29)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
addi x28, x28, 1024
vload m7, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 2
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m4, 256(x29)
delay 23
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 0(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 288(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
li x31, 8192
vload m6, 512(x29)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vmul.bf16 m12, m12, m22
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vadd.bf16 m14, m14, m8
delay 5
vstore m12, 128(x2)
add x31, x31, x27
li x27, 131072
delay 30
vstore m13, 160(x2)
delay 23
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 768(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vmul.bf16 m12, m24, m26
vstore m14, 192(x2)
vmatpush.weight.mxu1 w1, m5
delay 31
vstore m15, 224(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 3
vload m27, 32(x31)
delay 28
vmatpush.weight.mxu1 w0, m6
delay 2
vmul.bf16 m24, m24, m26
vload m10, 64(x31)
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m11, 96(x31)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 4
vadd.bf16 m12, m12, m24
delay 1
vload m26, 512(x31)
delay 24
vmatpush.weight.mxu1 w1, m7
delay 6
vload m27, 544(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 64(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m30, 96(x28)
delay 24
vadd.bf16 m14, m14, m8
delay 6
vload m10, 576(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 608(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m5, 800(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m6, 1024(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 128(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m7, 1056(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m4, 1280(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 17
vload m5, 1312(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 16
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 10
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m30, 160(x28)
delay 9
vmatmul.mxu1 acc0, m31, w0
delay 21
vload m6, 1536(x29)
delay 8
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 20
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 6
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 23
vload m7, 1568(x29)
delay 5
vmatmul.mxu1 acc1, m31, w1
delay 25
vload m4, 1792(x29)
delay 4
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 24
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
delay 2
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 27
vload m31, 192(x28)
delay 1
vmatmul.mxu1 acc0, m30, w0
delay 29
vload m5, 1824(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 28
vload m10, 2112(x31)
delay 32
vmul.bf16 m24, m24, m26
vload m11, 2144(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m6, 2048(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 224(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
vload m7, 2080(x29)
delay 25
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 3
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 23
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 2304(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2336(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 2560(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 288(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 2592(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 2816(x29)
li x27, 16384
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 320(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2848(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3072(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 352(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3104(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3328(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3360(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3584(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 416(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3616(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3840(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 448(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3872(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 480(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 8192
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 64(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 96(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 160(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 399360
delay 30
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 192(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 589824
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
add x29, x29, x27
li x27, 16384
delay 30
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m6, 0(x29)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
addi x28, x28, 1024
vload m7, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 2
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m4, 256(x29)
delay 23
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 0(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 288(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
li x31, 12288
vload m6, 512(x29)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vmul.bf16 m12, m12, m22
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vadd.bf16 m14, m14, m8
delay 5
vstore m12, 256(x2)
add x31, x31, x27
li x27, 131072
delay 30
vstore m13, 288(x2)
delay 23
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 768(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vmul.bf16 m12, m24, m26
vstore m14, 320(x2)
vmatpush.weight.mxu1 w1, m5
delay 31
vstore m15, 352(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 3
vload m27, 32(x31)
delay 28
vmatpush.weight.mxu1 w0, m6
delay 2
vmul.bf16 m24, m24, m26
vload m10, 64(x31)
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m11, 96(x31)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 4
vadd.bf16 m12, m12, m24
delay 1
vload m26, 512(x31)
delay 24
vmatpush.weight.mxu1 w1, m7
delay 6
vload m27, 544(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 64(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m30, 96(x28)
delay 24
vadd.bf16 m14, m14, m8
delay 6
vload m10, 576(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 608(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m5, 800(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m6, 1024(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 128(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m7, 1056(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m4, 1280(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 17
vload m5, 1312(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 16
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 10
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m30, 160(x28)
delay 9
vmatmul.mxu1 acc0, m31, w0
delay 21
vload m6, 1536(x29)
delay 8
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 20
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 6
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 23
vload m7, 1568(x29)
delay 5
vmatmul.mxu1 acc1, m31, w1
delay 25
vload m4, 1792(x29)
delay 4
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 24
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
delay 2
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 27
vload m31, 192(x28)
delay 1
vmatmul.mxu1 acc0, m30, w0
delay 29
vload m5, 1824(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 28
vload m10, 2112(x31)
delay 32
vmul.bf16 m24, m24, m26
vload m11, 2144(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m6, 2048(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 224(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
vload m7, 2080(x29)
delay 25
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 3
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 23
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 2304(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2336(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 2560(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 288(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 2592(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 2816(x29)
li x27, 16384
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 320(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2848(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3072(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 352(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3104(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3328(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3360(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3584(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 416(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3616(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3840(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 448(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3872(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 480(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 20
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 64(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 96(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 160(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 393216
delay 31
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 192(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 638976
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m31, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 2624(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 2656(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 63
vadd.bf16 m14, m14, m8
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 0
li x31, 0
delay 61
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
delay 32
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
delay 64
vmul.bf16 m12, m12, m22
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 29
vadd.bf16 m14, m14, m8
delay 1
vstore m12, 384(x2)
delay 32
vstore m13, 416(x2)
delay 27
vmul.bf16 m14, m14, m22
delay 64
vstore m14, 448(x2)
delay 32
vstore m15, 480(x2)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m30, 0(x28)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 8192
add x29, x29, x27
li x27, 16384
add x31, x31, x27
li x27, 131072
xori x6, x6, -1
and x6, x6, x5
add x4, x4, x5
li x8, 589824
dma.load.ch0 x8, x4, x6
delay 19
vmatmul.mxu1 acc0, m30, w0
vload m6, 0(x29)
addi x28, x28, 1024
delay 31
vmatpop.bf16.acc.mxu1 m24, acc0
vload m31, 0(x28)
delay 29
vmul.bf16 m12, m24, m26
vmatmul.mxu1 acc1, m30, w1
delay 0
vload m7, 32(x29)
delay 31
vmatpush.weight.mxu1 w0, m6
vload m4, 256(x29)
delay 29
vmatpop.bf16.acc.mxu1 m8, acc1
delay 1
vload m26, 0(x31)
delay 27
vmatmul.mxu1 acc0, m31, w0
vmul.bf16 m14, m8, m10
delay 2
vload m27, 32(x31)
delay 28
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 32(x28)
delay 26
vmatpush.weight.mxu1 w1, m7
vmul.bf16 m24, m24, m26
delay 3
vload m10, 64(x31)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 6
vload m11, 96(x31)
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
vadd.bf16 m12, m12, m24
delay 4
vload m26, 512(x31)
delay 23
vmatpush.weight.mxu1 w0, m4
delay 7
vload m5, 288(x29)
delay 21
vmatmul.mxu1 acc0, m30, w0
delay 1
vmul.bf16 m8, m8, m10
delay 6
vload m27, 544(x31)
delay 22
vmatpop.bf16.acc.mxu1 m24, acc0
delay 8
vload m6, 512(x29)
delay 20
vmatpush.weight.mxu1 w1, m5
delay 0
vadd.bf16 m14, m14, m8
delay 8
vload m10, 576(x31)
delay 18
vmatmul.mxu1 acc1, m30, w1
delay 12
vload m11, 608(x31)
delay 19
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m24, m24, m26
delay 10
vload m31, 64(x28)
delay 17
vmatpop.bf16.acc.mxu1 m8, acc1
delay 13
vload m7, 544(x29)
delay 15
vmatmul.mxu1 acc0, m31, w0
delay 1
vadd.bf16 m12, m12, m24
delay 12
vload m26, 1024(x31)
delay 16
vmatpush.weight.mxu1 w1, m7
delay 14
vload m27, 1056(x31)
delay 14
vmatmul.mxu1 acc1, m31, w1
delay 0
vmul.bf16 m8, m8, m10
delay 14
vload m4, 768(x29)
delay 15
vmatpop.bf16.acc.mxu1 m24, acc0
delay 15
vload m30, 96(x28)
delay 13
vmatpush.weight.mxu1 w0, m4
vadd.bf16 m14, m14, m8
delay 16
vload m10, 1088(x31)
delay 11
vmatmul.mxu1 acc0, m30, w0
delay 19
vload m11, 1120(x31)
delay 12
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 17
vload m5, 800(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 1024(x29)
delay 9
vadd.bf16 m12, m12, m24
delay 18
vmatmul.mxu1 acc1, m30, w1
delay 1
vload m26, 1536(x31)
delay 30
vmatpush.weight.mxu1 w0, m6
delay 0
vload m27, 1568(x31)
delay 7
vmul.bf16 m8, m8, m10
delay 19
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 128(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m7, 1056(x29)
delay 4
vadd.bf16 m14, m14, m8
delay 26
vload m10, 1600(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m11, 1632(x31)
delay 2
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 27
vload m4, 1280(x29)
delay 1
vmatmul.mxu1 acc1, m31, w1
delay 29
vload m30, 160(x28)
delay 0
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w0, m4
delay 28
vload m26, 2048(x31)
delay 32
vmul.bf16 m8, m8, m10
vload m27, 2080(x31)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m30, w0
vload m5, 1312(x29)
delay 29
vadd.bf16 m14, m14, m8
delay 1
vload m10, 2112(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m11, 2144(x31)
delay 27
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 2
vload m6, 1536(x29)
delay 26
vmatmul.mxu1 acc1, m30, w1
delay 4
vload m31, 192(x28)
delay 25
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w0, m6
delay 3
vload m26, 2560(x31)
delay 32
vload m27, 2592(x31)
delay 23
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 6
vload m7, 1568(x29)
delay 22
vmatmul.mxu1 acc0, m31, w0
delay 8
vload m4, 1792(x29)
delay 21
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w1, m7
delay 7
vload m10, 2624(x31)
delay 21
vmatpush.weight.mxu1 w0, m4
delay 9
vload m11, 2656(x31)
delay 19
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 10
vload m30, 224(x28)
delay 18
vmatmul.mxu1 acc1, m31, w1
delay 12
vload m5, 1824(x29)
delay 17
vadd.bf16 m12, m12, m24
delay 13
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 15
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 14
vload m6, 2048(x29)
delay 14
vmatmul.mxu1 acc0, m30, w0
delay 16
vload m31, 256(x28)
delay 13
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 15
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 11
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 18
vload m7, 2080(x29)
delay 10
vmatmul.mxu1 acc1, m30, w1
delay 20
vload m4, 2304(x29)
delay 9
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 19
vload m26, 3584(x31)
delay 32
vload m27, 3616(x31)
delay 7
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 22
vload m30, 288(x28)
delay 6
vmatmul.mxu1 acc0, m31, w0
delay 24
vload m5, 2336(x29)
delay 5
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 23
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 3
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 26
add x31, x31, x27
vload m6, 2560(x29)
li x27, 16384
delay 0
vmatmul.mxu1 acc1, m31, w1
delay 29
vload m7, 2592(x29)
delay 0
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 28
vload m26, 0(x31)
delay 32
vmul.bf16 m8, m8, m10
vload m27, 32(x31)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m30, w0
vload m31, 320(x28)
delay 29
vadd.bf16 m14, m14, m8
delay 1
vload m10, 64(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 96(x31)
delay 27
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 2
vload m4, 2816(x29)
delay 26
vmatmul.mxu1 acc1, m30, w1
delay 4
vload m5, 2848(x29)
delay 25
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 3
vload m26, 512(x31)
delay 32
vload m27, 544(x31)
delay 23
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 6
vload m30, 352(x28)
delay 22
vmatmul.mxu1 acc0, m31, w0
delay 8
vload m6, 3072(x29)
delay 21
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 7
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 19
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 10
vload m7, 3104(x29)
delay 18
vmatmul.mxu1 acc1, m31, w1
delay 12
vload m4, 3328(x29)
delay 17
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 11
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 15
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 14
vload m31, 384(x28)
delay 14
vmatmul.mxu1 acc0, m30, w0
delay 16
vload m5, 3360(x29)
delay 13
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 15
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 11
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 18
vload m6, 3584(x29)
delay 10
vmatmul.mxu1 acc1, m30, w1
delay 20
vload m22, 1536(x1)
delay 9
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 19
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 7
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 22
vload m30, 416(x28)
delay 6
vmatmul.mxu1 acc0, m31, w0
delay 24
vload m7, 3616(x29)
delay 5
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 23
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 3
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 26
vload m4, 3840(x29)
delay 2
vmatmul.mxu1 acc1, m31, w1
delay 28
vload m23, 1536(x1)
delay 1
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 27
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m30, w0
vload m31, 448(x28)
delay 30
vadd.bf16 m14, m14, m8
delay 0
vload m10, 2112(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 2144(x31)
delay 28
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 1
vload m5, 3872(x29)
delay 27
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 480(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 65536
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 64(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 96(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 160(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 395264
delay 30
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 192(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 638976
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
addi x28, x28, 1024
delay 27
vadd.bf16 m14, m14, m8
vload m10, 2624(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 2656(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 0(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 0
li x31, 4096
delay 28
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
delay 32
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 61
vmul.bf16 m12, m12, m22
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 29
vadd.bf16 m14, m14, m8
delay 64
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
dma.wait.ch2
vstore m12, 512(x2)
add x12, x12, x27
li x27, 8192
add x29, x29, x27
li x27, 16384
add x31, x31, x27
li x27, 131072
delay 26
vstore m13, 544(x2)
delay 32
vmul.bf16 m12, m24, m26
vload m6, 0(x29)
delay 32
vstore m14, 576(x2)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m31, w0
vstore m15, 608(x2)
delay 32
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vload m7, 32(x29)
delay 32
vload m27, 32(x31)
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.mxu1 acc1, m31, w1
vmul.bf16 m24, m24, m26
vload m10, 64(x31)
delay 31
vmatpop.bf16.acc.mxu1 m8, acc1
vload m4, 256(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m11, 96(x31)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m30, w0
vload m26, 512(x31)
delay 27
vmul.bf16 m8, m8, m10
delay 3
vload m5, 288(x29)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 31
vload m27, 544(x31)
vmatpush.weight.mxu1 w1, m5
delay 24
vadd.bf16 m14, m14, m8
delay 4
vmatmul.mxu1 acc1, m30, w1
vload m10, 576(x31)
delay 32
vload m6, 512(x29)
delay 23
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m11, 608(x31)
delay 22
vmatpush.weight.mxu1 w0, m6
delay 8
vload m31, 64(x28)
delay 21
vadd.bf16 m12, m12, m24
delay 9
vload m26, 1024(x31)
vmatmul.mxu1 acc0, m31, w0
delay 31
vload m7, 544(x29)
delay 19
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 10
vload m27, 1056(x31)
delay 18
vmatpush.weight.mxu1 w1, m7
delay 12
vload m4, 768(x29)
delay 16
vmatmul.mxu1 acc1, m31, w1
vadd.bf16 m14, m14, m8
delay 13
vload m10, 1088(x31)
delay 17
vmatpush.weight.mxu1 w0, m4
delay 13
vload m11, 1120(x31)
delay 15
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 14
vload m30, 96(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
vload m5, 800(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 18
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m27, 1568(x31)
delay 10
vmul.bf16 m8, m8, m10
delay 20
vmatpop.bf16.acc.mxu1 m24, acc0
vload m6, 1024(x29)
delay 32
vload m31, 128(x28)
vmatpush.weight.mxu1 w0, m6
delay 6
vadd.bf16 m14, m14, m8
delay 23
vload m10, 1600(x31)
vmatmul.mxu1 acc0, m31, w0
delay 31
vload m11, 1632(x31)
delay 5
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 24
vload m7, 1056(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m4, 1280(x29)
delay 2
vadd.bf16 m12, m12, m24
delay 25
vmatmul.mxu1 acc1, m31, w1
delay 1
vload m26, 2048(x31)
delay 30
vmatpush.weight.mxu1 w0, m4
delay 0
vload m27, 2080(x31)
delay 0
vmul.bf16 m8, m8, m10
delay 26
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 160(x28)
delay 32
vadd.bf16 m14, m14, m8
vload m10, 2112(x31)
vmatmul.mxu1 acc0, m30, w0
delay 31
vload m11, 2144(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 0
vload m5, 1312(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 1536(x29)
delay 26
vadd.bf16 m12, m12, m24
delay 1
vmatmul.mxu1 acc1, m30, w1
delay 1
vload m26, 2560(x31)
delay 30
vmatpush.weight.mxu1 w0, m6
delay 0
vload m27, 2592(x31)
delay 24
vmul.bf16 m8, m8, m10
delay 2
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 192(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m7, 1568(x29)
delay 21
vadd.bf16 m14, m14, m8
delay 9
vload m10, 2624(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m11, 2656(x31)
delay 19
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 10
vload m4, 1792(x29)
delay 18
vmatmul.mxu1 acc1, m31, w1
delay 12
vload m30, 224(x28)
delay 17
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w0, m4
delay 11
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 15
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 14
vload m5, 1824(x29)
delay 14
vmatmul.mxu1 acc0, m30, w0
delay 16
vload m6, 2048(x29)
delay 13
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w1, m5
delay 15
vload m10, 3136(x31)
delay 13
vmatpush.weight.mxu1 w0, m6
delay 17
vload m11, 3168(x31)
delay 11
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 18
vload m31, 256(x28)
delay 10
vmatmul.mxu1 acc1, m30, w1
delay 20
vload m7, 2080(x29)
delay 9
vadd.bf16 m12, m12, m24
delay 21
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 7
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 22
vload m4, 2304(x29)
delay 6
vmatmul.mxu1 acc0, m31, w0
delay 24
vload m30, 288(x28)
delay 5
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 23
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 3
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 26
add x31, x31, x27
vload m5, 2336(x29)
li x27, 16384
delay 0
vmatmul.mxu1 acc1, m31, w1
delay 29
vload m6, 2560(x29)
delay 0
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 28
vload m26, 0(x31)
delay 32
vmul.bf16 m8, m8, m10
vload m27, 32(x31)
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m30, w0
vload m31, 320(x28)
delay 29
vadd.bf16 m14, m14, m8
delay 1
vload m10, 64(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 96(x31)
delay 27
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 2
vload m7, 2592(x29)
delay 26
vmatmul.mxu1 acc1, m30, w1
delay 4
vload m4, 2816(x29)
delay 25
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 3
vload m26, 512(x31)
delay 32
vload m27, 544(x31)
delay 23
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 6
vload m30, 352(x28)
delay 22
vmatmul.mxu1 acc0, m31, w0
delay 8
vload m5, 2848(x29)
delay 21
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 7
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 19
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 10
vload m6, 3072(x29)
delay 18
vmatmul.mxu1 acc1, m31, w1
delay 12
vload m7, 3104(x29)
delay 17
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 11
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 15
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 14
vload m31, 384(x28)
delay 14
vmatmul.mxu1 acc0, m30, w0
delay 16
vload m4, 3328(x29)
delay 13
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 15
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 11
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 18
vload m5, 3360(x29)
delay 10
vmatmul.mxu1 acc1, m30, w1
delay 20
vload m6, 3584(x29)
delay 9
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 19
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 7
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 22
vload m30, 416(x28)
delay 6
vmatmul.mxu1 acc0, m31, w0
delay 24
vload m7, 3616(x29)
delay 5
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 23
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 3
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 26
vload m4, 3840(x29)
delay 2
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 448(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3872(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 480(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 8192
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 64(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 96(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 160(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 397312
delay 31
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 192(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 638976
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
add x29, x29, x27
li x27, 16384
delay 30
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m6, 0(x29)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
addi x28, x28, 1024
vload m7, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 2
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m4, 256(x29)
delay 23
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 0(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 288(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
li x31, 8192
vload m6, 512(x29)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vmul.bf16 m12, m12, m22
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vadd.bf16 m14, m14, m8
delay 5
vstore m12, 640(x2)
add x31, x31, x27
li x27, 131072
delay 30
vstore m13, 672(x2)
delay 23
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 768(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vmul.bf16 m12, m24, m26
vstore m14, 704(x2)
vmatpush.weight.mxu1 w1, m5
delay 31
vstore m15, 736(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 3
vload m27, 32(x31)
delay 28
vmatpush.weight.mxu1 w0, m6
delay 2
vmul.bf16 m24, m24, m26
vload m10, 64(x31)
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m11, 96(x31)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 4
vadd.bf16 m12, m12, m24
delay 1
vload m26, 512(x31)
delay 24
vmatpush.weight.mxu1 w1, m7
delay 6
vload m27, 544(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m31, 64(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m30, 96(x28)
delay 24
vadd.bf16 m14, m14, m8
delay 6
vload m10, 576(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 608(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m5, 800(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m6, 1024(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 128(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m7, 1056(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m4, 1280(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 17
vload m5, 1312(x29)
delay 12
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 16
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 10
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 19
vload m30, 160(x28)
delay 9
vmatmul.mxu1 acc0, m31, w0
delay 21
vload m6, 1536(x29)
delay 8
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 20
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 6
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 23
vload m7, 1568(x29)
delay 5
vmatmul.mxu1 acc1, m31, w1
delay 25
vload m4, 1792(x29)
delay 4
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 24
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
delay 2
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 27
vload m31, 192(x28)
delay 1
vmatmul.mxu1 acc0, m30, w0
delay 29
vload m5, 1824(x29)
delay 0
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 28
vload m10, 2112(x31)
delay 32
vmul.bf16 m24, m24, m26
vload m11, 2144(x31)
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
vload m6, 2048(x29)
delay 29
vadd.bf16 m12, m12, m24
delay 1
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 27
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 2
vload m30, 224(x28)
delay 26
vmatmul.mxu1 acc0, m31, w0
delay 4
vload m7, 2080(x29)
delay 25
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 3
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 23
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 2304(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2336(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 2560(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 288(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 2592(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 2816(x29)
li x27, 16384
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 320(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2848(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3072(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 352(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3104(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3328(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3360(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3584(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 416(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3616(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3840(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 448(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3872(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 480(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
li x27, 8192
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 64(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 96(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 160(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
li x29, 399360
delay 30
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 0(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 192(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
li x28, 638976
vload m5, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 2112(x31)
add x29, x29, x27
li x27, 16384
delay 30
vload m11, 2144(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m6, 0(x29)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 0(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
addi x28, x28, 1024
vload m7, 32(x29)
delay 26
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 2
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m4, 256(x29)
delay 23
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 0(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 288(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
li x31, 12288
vload m6, 512(x29)
delay 23
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vmul.bf16 m12, m12, m22
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vadd.bf16 m14, m14, m8
delay 5
vstore m12, 768(x2)
add x31, x31, x27
li x27, 131072
delay 30
vstore m13, 800(x2)
delay 23
vmul.bf16 m14, m14, m22
vmatpop.bf16.acc.mxu1 m8, acc1
delay 6
vload m4, 768(x29)
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vmul.bf16 m12, m24, m26
vstore m14, 832(x2)
vmatpush.weight.mxu1 w1, m5
delay 31
vstore m15, 864(x2)
delay 29
vmatpop.bf16.acc.mxu1 m24, acc0
delay 1
vload m26, 0(x31)
vmul.bf16 m14, m8, m10
delay 26
vmatmul.mxu1 acc0, m30, w0
delay 3
vload m27, 32(x31)
delay 28
vmatpush.weight.mxu1 w0, m6
delay 2
vload m10, 64(x31)
vmul.bf16 m24, m24, m26
delay 25
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m11, 96(x31)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 5
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
delay 25
vmatpush.weight.mxu1 w1, m7
delay 5
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 64(x28)
delay 32
vmatmul.mxu1 acc0, m31, w0
vload m30, 96(x28)
delay 26
vadd.bf16 m14, m14, m8
delay 4
vload m10, 576(x31)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m11, 608(x31)
delay 24
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 5
vload m5, 800(x29)
delay 23
vmatmul.mxu1 acc1, m31, w1
delay 7
vload m6, 1024(x29)
delay 22
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 6
vload m26, 1024(x31)
delay 32
vload m27, 1056(x31)
delay 20
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 9
vload m31, 128(x28)
delay 19
vmatmul.mxu1 acc0, m30, w0
delay 11
vload m7, 1056(x29)
delay 18
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 10
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 16
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 13
vload m4, 1280(x29)
delay 15
vmatmul.mxu1 acc1, m30, w1
delay 15
vload m5, 1312(x29)
delay 14
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m7
delay 14
vload m26, 1536(x31)
delay 32
vload m27, 1568(x31)
delay 12
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 17
vload m30, 160(x28)
delay 11
vmatmul.mxu1 acc0, m31, w0
delay 19
vload m6, 1536(x29)
delay 10
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 18
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 8
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 21
vload m7, 1568(x29)
delay 7
vmatmul.mxu1 acc1, m31, w1
delay 23
vload m4, 1792(x29)
delay 6
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 22
vload m26, 2048(x31)
delay 32
vload m27, 2080(x31)
delay 4
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 25
vload m31, 192(x28)
delay 3
vmatmul.mxu1 acc0, m30, w0
delay 27
vload m5, 1824(x29)
delay 2
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 26
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 0
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 29
vload m6, 2048(x29)
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 224(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 2080(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 2304(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 256(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2336(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 2560(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 288(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 2592(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 2816(x29)
li x27, 16384
delay 22
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 320(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 2848(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3072(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 352(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3104(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3328(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 384(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3360(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 3584(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 416(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 3616(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 3840(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 448(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 3872(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 2112(x31)
delay 32
vload m11, 2144(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 480(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
add x28, x28, x27
li x27, 131072
add x29, x29, x27
vload m6, 0(x29)
li x27, 131072
delay 23
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 4
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 22
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 7
vload m7, 32(x29)
delay 21
vmatmul.mxu1 acc1, m31, w1
delay 9
vload m4, 256(x29)
delay 20
vadd.bf16 m12, m12, m24
delay 0
vmatpush.weight.mxu1 w1, m5
delay 8
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 18
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 11
vload m31, 0(x28)
delay 17
vmatmul.mxu1 acc0, m30, w0
delay 13
vload m5, 288(x29)
delay 16
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 12
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 14
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 15
vload m6, 512(x29)
delay 13
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3584(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 3616(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 32(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 544(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 3648(x31)
delay 32
vload m11, 3680(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
add x31, x31, x27
vload m4, 768(x29)
delay 23
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 0(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 32(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 64(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 800(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 64(x31)
delay 32
vload m11, 96(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1024(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 512(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 544(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 96(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1056(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 576(x31)
delay 32
vload m11, 608(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m4, 1280(x29)
delay 24
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1024(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 1056(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 128(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 2
vload m5, 1312(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m6
delay 1
vload m10, 1088(x31)
delay 32
vload m11, 1120(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 4
vload m6, 1536(x29)
delay 24
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 1536(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 1568(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m30, 160(x28)
delay 28
vmatmul.mxu1 acc0, m31, w0
delay 2
vload m7, 1568(x29)
delay 27
vadd.bf16 m14, m14, m8
delay 0
vmatpush.weight.mxu1 w0, m4
delay 1
vload m10, 1600(x31)
delay 32
vload m11, 1632(x31)
delay 25
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2048(x31)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m27, 2080(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 0
vload m31, 192(x28)
delay 28
vmatmul.mxu1 acc0, m30, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 2112(x31)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m11, 2144(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m30, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 2560(x31)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m27, 2592(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 30
vmatmul.mxu1 acc0, m31, w0
delay 31
vadd.bf16 m14, m14, m8
vload m10, 2624(x31)
delay 32
vload m11, 2656(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 30
vmatmul.mxu1 acc1, m31, w1
delay 31
vadd.bf16 m12, m12, m24
vload m26, 3072(x31)
delay 32
vload m27, 3104(x31)
delay 29
vmul.bf16 m8, m8, m10
vmatpop.bf16.acc.mxu1 m24, acc0
delay 63
vadd.bf16 m14, m14, m8
vload m10, 3136(x31)
delay 32
vload m11, 3168(x31)
delay 29
vmul.bf16 m24, m24, m26
vmatpop.bf16.acc.mxu1 m8, acc1
delay 63
vadd.bf16 m12, m12, m24
delay 64
vmul.bf16 m8, m8, m10
delay 64
vadd.bf16 m14, m14, m8
delay 64
vmul.bf16 m12, m12, m22
delay 64
vmul.bf16 m14, m14, m22
vstore m12, 896(x2)
delay 32
vstore m13, 928(x2)
delay 32
vstore m14, 960(x2)
delay 32
vstore m15, 992(x2)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
