main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 8 K 2, panels of 8
li x5, 4096
li x25, 49152
addi x4, x25, 0
li x8, 49152
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m32, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 0
li x24, 32768
addi x21, x22, 0
li x27, 32768
li x9, 0
li x10, 16384
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 51
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
li x14, 0
li x16, 16384
dma.load.ch5 x14, x15, x16
li x28, 49152
add x27, x9, x10
li x29, 32768
dma.wait.ch0
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
addi x28, x14, 0
vminimum.bf16 m22, m20, m8
delay 64
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
delay 64
vrecip.bf16 m24, m26
dma.wait.ch5
sub x14, x27, x14
li x27, 16384
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m20, 0(x28)
li x27, 8192
delay 31
vload m21, 32(x28)
delay 32
vmaximum.bf16 m20, m20, m16
vload m22, 64(x28)
delay 32
vload m23, 96(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 128(x28)
delay 32
vload m21, 160(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 0(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 192(x28)
delay 32
vload m23, 224(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 32(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 256(x28)
delay 32
vload m21, 288(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 64(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 320(x28)
delay 32
vload m23, 352(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 96(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 384(x28)
delay 32
vload m21, 416(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 128(x29)
delay 61
vload m22, 448(x28)
vmaximum.bf16 m20, m20, m16
delay 31
vload m23, 480(x28)
delay 31
vminimum.bf16 m20, m20, m18
vstore m5, 160(x29)
delay 63
vmaximum.bf16 m22, m22, m16
delay 64
vminimum.bf16 m22, m22, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vpack.bf16.fp8 m7, m22, e0
vstore m6, 192(x29)
delay 63
vstore m7, 224(x29)
delay 32
add x29, x29, x27
addi x28, x14, 0
li x27, 8192
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
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 128(x28)
delay 32
vload m21, 160(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 0(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 192(x28)
delay 32
vload m23, 224(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 32(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 256(x28)
delay 32
vload m21, 288(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 64(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 320(x28)
delay 32
vload m23, 352(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 96(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 384(x28)
delay 32
vload m21, 416(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 128(x29)
delay 61
vload m22, 448(x28)
vmaximum.bf16 m20, m20, m16
delay 31
vload m23, 480(x28)
delay 31
vminimum.bf16 m20, m20, m18
vstore m5, 160(x29)
delay 63
vmaximum.bf16 m22, m22, m16
delay 64
vminimum.bf16 m22, m22, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vpack.bf16.fp8 m7, m22, e0
vstore m6, 192(x29)
delay 63
vstore m7, 224(x29)
delay 32
add x29, x29, x27
li x28, 49152
vload m20, 0(x28)
li x27, 16384
add x21, x21, x27
li x27, 32768
sub x11, x23, x27
li x27, 16384
sub x12, x23, x27
li x27, 16384
add x23, x23, x27
li x27, 2048
li x29, 32768
dma.config.ch1 x0
li x1, 0
li x13, 16384
dma.config.ch2 x0
delay 17
vload m21, 32(x28)
delay 32
vmul.bf16 m20, m20, m24
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 1
vload m0, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vmatpush.weight.mxu0 w0, m0
delay 27
vstore m30, 0(x28)
delay 32
vload m28, 0(x28)
vmatmul.mxu1 acc0, m30, w0
delay 31
add x28, x28, x27
vload m22, 0(x28)
li x27, 8192
add x29, x29, x27
vmatmul.mxu0 acc0, m28, w0
vmatmul.mxu1 acc1, m30, w1
li x27, 32768
delay 27
vload m23, 32(x28)
delay 32
vmul.bf16 m22, m22, m24
vload m6, 0(x29)
delay 32
vload m7, 32(x29)
vmatpush.weight.mxu1 w0, m6
delay 28
vpack.bf16.fp8 m31, m22, e0
delay 1
vload m1, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vmatpush.weight.mxu0 w1, m1
li x29, 35840
vload m4, 0(x29)
delay 32
vstore m31, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m31, w0
vload m29, 0(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m29, w1
li x28, 49152
vload m30, 0(x28)
delay 27
vmatmul.acc.mxu1 acc1, m31, w1
vmul.bf16 m12, m12, m26
delay 2
vload m5, 32(x29)
delay 28
vmatpush.weight.mxu1 w0, m4
delay 2
vload m28, 0(x28)
delay 24
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmatpop.bf16.acc.mxu1 m14, acc1
delay 4
vload m2, 64(x29)
delay 24
vmatmul.mxu1 acc0, m30, w0
vmul.bf16 m14, m14, m26
delay 5
vmatpush.weight.mxu0 w0, m2
delay 25
vmatpush.weight.mxu1 w1, m5
delay 3
vmatmul.mxu0 acc0, m28, w0
delay 25
vmatmul.mxu1 acc1, m30, w1
vmul.bf16 m8, m8, m26
dma.wait.ch1
add x11, x11, x27
li x27, 2048
add x28, x28, x27
li x27, 8192
add x29, x29, x27
vload m6, 0(x29)
li x27, 2048
delay 30
vload m31, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m7, 32(x29)
vmatmul.acc.mxu1 acc0, m31, w0
delay 31
vstore m12, 0(x1)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 30
vstore m13, 32(x1)
vmatmul.acc.mxu1 acc1, m31, w1
delay 31
vload m3, 64(x29)
delay 0
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vload m29, 0(x28)
vmatpush.weight.mxu0 w1, m3
li x29, 38912
vmul.bf16 m12, m12, m26
delay 28
vload m4, 0(x29)
vmatmul.acc.mxu0 acc0, m29, w1
li x28, 49152
delay 30
vstore m14, 64(x1)
vmatpush.weight.mxu1 w0, m4
delay 31
vstore m15, 96(x1)
delay 32
vload m30, 0(x28)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m26
vload m5, 32(x29)
add x28, x28, x27
li x27, 8192
vmatmul.mxu1 acc0, m30, w0
delay 29
add x29, x29, x27
vload m6, 0(x29)
delay 1
vmatpush.weight.mxu1 w1, m5
delay 29
vstore m8, 128(x1)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc1, m30, w1
vstore m9, 160(x1)
delay 32
vload m31, 0(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 30
vmul.bf16 m8, m8, m26
vmatmul.acc.mxu1 acc0, m31, w0
vload m7, 32(x29)
delay 32
vstore m12, 192(x1)
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m31, w1
vstore m13, 224(x1)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vstore m14, 256(x1)
delay 29
vmul.bf16 m12, m12, m26
delay 1
vstore m15, 288(x1)
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
vstore m8, 320(x1)
delay 29
vmul.bf16 m14, m14, m26
delay 1
vstore m9, 352(x1)
delay 32
vstore m12, 384(x1)
delay 32
vstore m13, 416(x1)
delay 32
vstore m14, 448(x1)
delay 32
vstore m15, 480(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
ecall
main_seg1:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t5_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 11 N 1 K 1, panels of 1
li x22, 55296
addi x21, x22, 0
li x14, 10240
addi x15, x21, 0
li x16, 1024
dma.load.ch5 x14, x15, x16
li x24, 22528
li x27, 22528
sub x26, x24, x27
li x27, 22528
addi x23, x24, 0
li x5, 2048
li x25, 0
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m32, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x10, 6144
li x9, 4096
li x18, 1
li x17, 5
delay 56
vli.all m33, 0xbf80
delay 63
vli.all m34, 0x4301
delay 63
vli.all m35, 0x4301
delay 63
vli.all m36, 0x1f80
delay 63
vli.all m37, 0x1f80
dma.wait.ch1
dma.config.ch1 x0
dma.wait.ch2
dma.config.ch2 x0
addi x12, x23, -2048
li x13, 2048
dma.wait.ch5
sub x15, x23, x27
sub x15, x15, x26
li x27, 53248
li x16, 2048
li x14, 8192
add x15, x15, x27
dma.load.ch5 x14, x15, x16
li x27, 1024
add x21, x21, x27
li x27, 4096
sub x11, x23, x27
li x27, 2048
add x23, x23, x27
dma.wait.ch5
delay 39
t5_rows:
li x28, 0
li x29, 10240
vload m4, 0(x29)
li x1, 8192
li x2, 4096
li x27, 4096
addi x17, x17, -1
delay 28
vmatpush.weight.mxu1 w0, m4
li x29, 10240
vload m5, 0(x29)
delay 32
vload m16, 0(x1)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m17, 32(x1)
dma.wait.ch0
li x8, 2048
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 27
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmul.bf16 m22, m20, m32
li x28, 0
delay 63
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
vli.all m8, 0x3e00
delay 31
li x28, 2048
vmatmul.mxu1 acc0, m30, w0
delay 28
vli.all m9, 0x3e00
delay 3
vmatpop.bf16.acc.mxu1 m12, acc0
delay 58
vmul.bf16 m26, m26, m8
delay 64
vmul.bf16 m12, m12, m26
delay 64
vadd.bf16 m18, m12, m16
delay 64
vload m16, 0(x1)
delay 32
vload m17, 32(x1)
dma.wait.ch1
add x11, x11, x27
li x27, 4096
delay 29
vstore m18, 0(x2)
delay 32
vstore m19, 32(x2)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m20, 0(x28)
add x4, x4, x5
li x8, 0
dma.load.ch0 x8, x4, x6
delay 29
vload m21, 32(x28)
delay 32
vmul.bf16 m22, m20, m32
li x28, 2048
delay 62
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
vpack.bf16.fp8 m31, m20, e0
delay 64
vli.all m8, 0x3e00
vstore m31, 0(x28)
delay 32
vmatmul.mxu1 acc0, m31, w1
delay 28
vli.all m9, 0x3e00
delay 3
vmatpop.bf16.acc.mxu1 m12, acc0
delay 58
vmul.bf16 m26, m26, m8
delay 64
vmul.bf16 m12, m12, m26
delay 64
vadd.bf16 m18, m12, m16
dma.wait.ch2
add x12, x12, x27
delay 62
vstore m18, 64(x2)
delay 32
vstore m19, 96(x2)
delay 32
dma.store.ch2 x12, x10, x13
bne x17, x0, t5_rows
nop
nop
t5_rows_end:
li x28, 0
li x29, 10240
vload m6, 0(x29)
li x1, 8192
li x2, 4096
li x27, 4096
delay 29
vmatpush.weight.mxu1 w0, m6
vload m16, 0(x1)
delay 32
vload m17, 32(x1)
dma.wait.ch0
delay 31
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmul.bf16 m22, m20, m32
li x28, 0
delay 63
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
vli.all m8, 0x3e00
vstore m30, 0(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
delay 28
vli.all m9, 0x3e00
delay 3
vmatpop.bf16.acc.mxu1 m12, acc0
delay 58
vmul.bf16 m26, m26, m8
delay 64
vmul.bf16 m12, m12, m26
delay 64
vadd.bf16 m18, m12, m16
dma.wait.ch1
add x11, x11, x27
delay 62
vstore m18, 0(x2)
delay 32
vstore m19, 32(x2)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
