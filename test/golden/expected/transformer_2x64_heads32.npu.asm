main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_reduction:
jal x0, t0_call
nop
nop
t0_body:
# row group: 4 ops over 2 bands of 2 tiles
li x1, 1047552
sw x4, 0(x1)
li x6, 4096
lw x8, 4(x1)
li x7, 0
addi x9, x6, 0
dma.load.ch0 x7, x8, x9
lw x12, 8(x1)
li x4, 8192
sub x12, x12, x4
li x4, 4096
add x13, x12, x4
li x4, 4096
li x2, 0
vli.all m26, 0x4280
dma.config.ch1 x0
dma.config.ch2 x0
li x5, 1
li x10, 8192
li x11, 12288
delay 58
vli.all m27, 0x4280
delay 63
vli.all m28, 0x3728
delay 63
vli.all m29, 0x3728
delay 63
vli.all m30, 0x3f80
delay 63
vli.all m31, 0x3f80
dma.wait.ch0
add x8, x8, x4
li x7, 4096
dma.load.ch0 x7, x8, x9
vload m0, 0(x2)
li x4, 8192
delay 31
vload m1, 32(x2)
delay 32
vmul.bf16 m2, m0, m0
delay 64
vstore m2, 512(x2)
delay 32
vstore m3, 544(x2)
delay 32
vload m0, 64(x2)
delay 32
vload m1, 96(x2)
delay 32
vmul.bf16 m2, m0, m0
vload m6, 512(x2)
delay 32
vload m7, 544(x2)
delay 29
vrecip.bf16 m0, m26
delay 1
vstore m2, 576(x2)
delay 32
vstore m3, 608(x2)
delay 32
vload m8, 576(x2)
delay 32
vload m9, 608(x2)
delay 32
vadd.bf16 m10, m6, m8
delay 64
vredsum.row.bf16 m10, m10
delay 37
vstore m10, 640(x2)
delay 32
vstore m11, 672(x2)
delay 32
vload m2, 640(x2)
delay 32
vload m3, 672(x2)
delay 32
vmul.bf16 m4, m2, m0
delay 64
vadd.bf16 m32, m4, m28
vload m0, 0(x2)
delay 32
vload m1, 32(x2)
delay 29
vsqrt.bf16 m34, m32
delay 64
vrecip.bf16 m36, m34
delay 64
vstore m36, 704(x2)
delay 32
vstore m37, 736(x2)
delay 32
vload m2, 704(x2)
delay 32
vload m3, 736(x2)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vmul.bf16 m32, m4, m30
vload m0, 64(x2)
delay 32
vload m1, 96(x2)
delay 32
vload m2, 704(x2)
delay 32
vload m3, 736(x2)
delay 32
vmul.bf16 m4, m0, m2
dma.wait.ch1
vstore m32, 256(x2)
add x12, x12, x4
addi x4, x5, -1
sltu x4, x0, x4
sub x4, x0, x4
delay 28
vstore m33, 288(x2)
delay 32
vmul.bf16 m32, m4, m30
delay 64
vstore m32, 320(x2)
delay 32
vstore m33, 352(x2)
delay 32
dma.store.ch1 x12, x10, x6
dma.wait.ch0
vload m0, 128(x2)
and x9, x6, x4
li x4, 4096
add x8, x8, x4
li x4, 8192
li x7, 0
dma.load.ch0 x7, x8, x9
delay 26
vload m1, 160(x2)
delay 32
vmul.bf16 m2, m0, m0
delay 64
vstore m2, 512(x2)
delay 32
vstore m3, 544(x2)
delay 32
vload m0, 192(x2)
delay 32
vload m1, 224(x2)
delay 32
vmul.bf16 m2, m0, m0
vload m6, 512(x2)
delay 32
vload m7, 544(x2)
delay 29
vrecip.bf16 m0, m26
delay 1
vstore m2, 576(x2)
delay 32
vstore m3, 608(x2)
delay 32
vload m8, 576(x2)
delay 32
vload m9, 608(x2)
delay 32
vadd.bf16 m10, m6, m8
delay 64
vredsum.row.bf16 m10, m10
delay 37
vstore m10, 640(x2)
delay 32
vstore m11, 672(x2)
delay 32
vload m2, 640(x2)
delay 32
vload m3, 672(x2)
delay 32
vmul.bf16 m4, m2, m0
delay 64
vadd.bf16 m32, m4, m28
vload m0, 128(x2)
delay 32
vload m1, 160(x2)
delay 29
vsqrt.bf16 m34, m32
delay 64
vrecip.bf16 m36, m34
delay 64
vstore m36, 704(x2)
delay 32
vstore m37, 736(x2)
delay 32
vload m2, 704(x2)
delay 32
vload m3, 736(x2)
delay 32
vmul.bf16 m4, m0, m2
delay 64
vmul.bf16 m32, m4, m30
vload m0, 192(x2)
delay 32
vload m1, 224(x2)
delay 32
vload m2, 704(x2)
delay 32
vload m3, 736(x2)
delay 32
vmul.bf16 m4, m0, m2
dma.wait.ch2
vstore m32, 384(x2)
add x13, x13, x4
delay 31
vstore m33, 416(x2)
delay 32
vmul.bf16 m32, m4, m30
delay 64
vstore m32, 448(x2)
delay 32
vstore m33, 480(x2)
delay 32
dma.store.ch2 x13, x11, x6
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
lw x4, 0(x1)
delay 0
jalr x0, x4, 8
nop
nop
t0_call:
li x1, 1047552
li x4, 0
sw x4, 4(x1)
li x5, 8192
sw x5, 8(x1)
jal x4, t0_body
nop
nop
t1_matmul:
jal x0, t1_call
nop
nop
t1_body:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 2 K 2, panels of 2
li x1, 1047552
sw x4, 0(x1)
lw x25, 4(x1)
li x5, 4096
lw x22, 8(x1)
li x8, 0
lw x24, 12(x1)
addi x6, x5, 0
lw x4, 16(x1)
vli.all m36, 0xbf80
dma.load.ch0 x8, x4, x6
dma.config.ch1 x0
dma.config.ch2 x0
lw x27, 20(x1)
addi x21, x22, 0
li x9, 8192
li x10, 12288
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 52
vli.all m37, 0xbf80
delay 63
vli.all m38, 0x4301
delay 63
vli.all m39, 0x4301
delay 63
vli.all m40, 0x1f80
delay 63
vli.all m41, 0x1f80
delay 63
vli.all m20, 0xc3e0
delay 63
vli.all m21, 0xc3e0
delay 63
vli.all m22, 0x43e0
delay 63
vli.all m23, 0x43e0
dma.wait.ch1
dma.wait.ch2
delay 61
li x14, 8192
li x16, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
add x27, x9, x10
li x29, 16384
dma.wait.ch0
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
addi x28, x14, 0
vminimum.bf16 m26, m24, m8
delay 64
vmaximum.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m36
delay 64
vmaximum.bf16 m24, m24, m26
delay 64
vredmax.row.bf16 m24, m24
delay 32
vmaximum.bf16 m24, m24, m40
delay 64
vmul.bf16 m26, m24, m38
delay 64
vsub.bf16 m8, m26, m24
delay 64
vsub.bf16 m30, m26, m8
delay 64
vrecip.bf16 m28, m30
dma.wait.ch5
sub x14, x27, x14
li x27, 4096
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m24, 0(x28)
li x27, 2048
delay 30
vload m25, 32(x28)
delay 32
vload m26, 64(x28)
vmaximum.bf16 m24, m24, m20
delay 31
vload m27, 96(x28)
delay 31
vminimum.bf16 m24, m24, m22
delay 64
vmaximum.bf16 m26, m26, m20
delay 64
vminimum.bf16 m26, m26, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vpack.bf16.fp8 m5, m26, e0
vstore m4, 0(x29)
delay 63
vstore m5, 32(x29)
delay 32
add x29, x29, x27
addi x28, x14, 0
li x27, 2048
dma.wait.ch5
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m26, 64(x28)
vmaximum.bf16 m24, m24, m20
delay 31
vload m27, 96(x28)
delay 31
vminimum.bf16 m24, m24, m22
delay 64
vmaximum.bf16 m26, m26, m20
delay 64
vminimum.bf16 m26, m26, m22
delay 64
vpack.bf16.fp8 m6, m24, e0
delay 64
vpack.bf16.fp8 m7, m26, e0
vstore m6, 0(x29)
delay 63
vstore m7, 32(x29)
delay 32
add x29, x29, x27
add x4, x4, x5
li x8, 4096
dma.load.ch0 x8, x4, x6
lw x27, 24(x1)
li x14, 20480
sub x15, x23, x27
lw x27, 28(x1)
sub x15, x15, x26
add x15, x15, x27
li x16, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
vload m24, 0(x28)
li x27, 4096
add x21, x21, x27
li x27, 8192
sub x11, x23, x27
li x27, 4096
sub x12, x23, x27
li x27, 4096
add x23, x23, x27
li x27, 2048
li x29, 16384
dma.config.ch1 x0
li x17, 1
li x7, -1
li x20, 0
li x2, 20480
li x3, 8192
dma.config.ch2 x0
li x13, 4096
delay 13
vload m25, 32(x28)
delay 32
vmul.bf16 m24, m24, m28
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 28
vpack.bf16.fp8 m34, m24, e0
delay 1
vmatpush.weight.mxu1 w1, m5
delay 61
vstore m34, 0(x28)
delay 32
add x28, x28, x27
vload m26, 0(x28)
li x27, 2048
vmatmul.mxu1 acc0, m34, w0
add x29, x29, x27
li x27, 8192
delay 27
vload m27, 32(x28)
delay 2
vmatmul.mxu1 acc1, m34, w1
delay 28
vmul.bf16 m26, m26, m28
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 28
vpack.bf16.fp8 m35, m26, e0
delay 2
vmatpush.weight.mxu1 w1, m7
li x29, 16384
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
delay 32
vstore m35, 0(x28)
delay 32
li x28, 4096
vmatmul.acc.mxu1 acc0, m35, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatmul.acc.mxu1 acc1, m35, w1
vmul.bf16 m12, m12, m30
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m30
vmatpush.weight.mxu1 w0, m4
delay 30
vmatpush.weight.mxu1 w1, m5
dma.wait.ch5
vload m16, 0(x2)
delay 32
vload m17, 32(x2)
delay 32
vadd.bf16 m18, m12, m16
delay 64
vload m16, 64(x2)
delay 32
vload m17, 96(x2)
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 27
vstore m18, 0(x3)
delay 32
vstore m19, 32(x3)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 64(x3)
delay 32
vstore m19, 96(x3)
delay 32
vload m16, 0(x2)
dma.store.ch1 x11, x9, x13
delay 31
vload m17, 32(x2)
dma.wait.ch0
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 2048
xori x6, x6, -1
and x6, x6, x5
add x4, x4, x5
li x8, 0
dma.load.ch0 x8, x4, x6
delay 21
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m26, m24, m8
li x28, 4096
delay 63
vmaximum.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m36
delay 64
vmaximum.bf16 m24, m24, m26
delay 64
vredmax.row.bf16 m24, m24
delay 32
vmaximum.bf16 m24, m24, m40
delay 64
vmul.bf16 m26, m24, m38
delay 64
vsub.bf16 m8, m26, m24
delay 64
vsub.bf16 m30, m26, m8
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 29
vrecip.bf16 m28, m30
delay 64
vmul.bf16 m24, m24, m28
delay 64
vpack.bf16.fp8 m34, m24, e0
delay 64
vstore m34, 0(x28)
delay 32
add x28, x28, x27
vload m26, 0(x28)
li x27, 2048
vmatmul.mxu1 acc0, m34, w0
add x29, x29, x27
li x27, 8192
delay 27
vload m27, 32(x28)
delay 2
vmatmul.mxu1 acc1, m34, w1
delay 28
vmul.bf16 m26, m26, m28
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 28
vpack.bf16.fp8 m35, m26, e0
delay 2
vmatpush.weight.mxu1 w1, m7
delay 60
vstore m35, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m35, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m30
vmatmul.acc.mxu1 acc1, m35, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vadd.bf16 m18, m12, m16
delay 64
vmul.bf16 m14, m14, m30
vload m16, 64(x2)
delay 32
vload m17, 96(x2)
dma.wait.ch2
add x12, x12, x27
delay 30
vstore m18, 128(x3)
delay 32
vstore m19, 160(x3)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 192(x3)
delay 32
vstore m19, 224(x3)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
lw x4, 0(x1)
delay 0
jalr x0, x4, 8
nop
nop
t1_call:
li x1, 1047552
li x4, 8192
sw x4, 4(x1)
li x5, 110592
sw x5, 8(x1)
li x4, 90112
sw x4, 12(x1)
li x5, 8192
sw x5, 16(x1)
li x4, 90112
sw x4, 20(x1)
li x5, 90112
sw x5, 24(x1)
li x4, 208896
sw x4, 28(x1)
jal x4, t1_body
nop
nop
t2_matmul:
li x1, 1047552
li x4, 8192
sw x4, 4(x1)
li x5, 118784
sw x5, 8(x1)
li x4, 176128
sw x4, 12(x1)
li x5, 8192
sw x5, 16(x1)
li x4, 176128
sw x4, 20(x1)
li x5, 176128
sw x5, 24(x1)
li x4, 212992
sw x4, 28(x1)
jal x4, t1_body
nop
nop
t3_matmul:
li x1, 1047552
li x4, 8192
sw x4, 4(x1)
li x5, 126976
sw x5, 8(x1)
li x4, 184320
sw x4, 12(x1)
li x5, 8192
sw x5, 16(x1)
li x4, 184320
sw x4, 20(x1)
li x5, 184320
sw x5, 24(x1)
li x4, 217088
sw x4, 28(x1)
jal x4, t1_body
nop
nop
t7_attention:
# flash attention: batch 2, M 37, d 32, kv 37, dv 32
li x13, 2048
li x11, 8192
li x12, 233472
dma.load.ch5 x11, x12, x13
vli.all m5, 0x3838
li x1, 8192
li x4, 0
seli e4, 64
li x4, 176128
li x5, 184320
li x6, 90112
li x7, 8192
li x8, 0
li x9, 2
delay 54
vli.all m40, 0x3e35
vmatpush.weight.mxu1 w1, m5
delay 62
vli.all m41, 0x3e35
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
t7_heads:
li x15, 2048
li x13, 0
addi x14, x4, 0
li x16, 2
t7_kv_rows:
dma.load.ch5 x13, x14, x15
li x17, 2048
addi x16, x16, -1
dma.wait.ch5
add x13, x13, x17
li x17, 4096
add x14, x14, x17
bne x16, x0, t7_kv_rows
nop
nop
t7_kv_rows_end:
li x1, 0
vload m26, 0(x1)
li x15, 2048
li x13, 0
addi x14, x5, 0
li x16, 2
delay 27
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
delay 64
vtrpose.xlu m10, m5
delay 64
vminimum.bf16 m30, m30, m24
vstore m10, 128(x1)
delay 63
vpack.bf16.fp8 m6, m30, e0
delay 64
vtrpose.xlu m12, m6
delay 64
vstore m12, 160(x1)
delay 32
t7_kv_rows_1:
dma.load.ch5 x13, x14, x15
li x17, 2048
addi x16, x16, -1
dma.wait.ch5
add x13, x13, x17
li x17, 4096
add x14, x14, x17
bne x16, x0, t7_kv_rows_1
nop
nop
t7_kv_rows_end_1:
vload m26, 0(x1)
li x15, 2048
li x16, 0
addi x17, x6, 0
addi x18, x15, 0
li x13, 8192
sub x21, x7, x13
li x13, 4096
add x22, x21, x13
li x13, 4096
li x12, 4096
li x11, 6144
dma.config.ch1 x0
dma.config.ch2 x0
li x14, 1
li x19, 10240
li x20, 12288
delay 13
vload m27, 32(x1)
delay 32
dma.load.ch0 x16, x17, x18
vload m30, 64(x1)
vmaximum.bf16 m26, m26, m22
delay 31
vload m31, 96(x1)
delay 31
vminimum.bf16 m26, m26, m24
delay 64
vpack.bf16.fp8 m5, m26, e0
delay 64
vmaximum.bf16 m30, m30, m22
vstore m5, 192(x1)
delay 32
vload m5, 0(x12)
delay 29
vminimum.bf16 m30, m30, m24
delay 1
vmatpush.weight.mxu1 w0, m5
vload m7, 0(x11)
delay 32
vload m5, 0(x12)
vmatpush.weight.mxu0 w0, m7
delay 25
vpack.bf16.fp8 m6, m30, e0
delay 4
vload m7, 0(x11)
delay 58
vstore m6, 224(x1)
delay 32
vload m6, 32(x12)
delay 32
vload m8, 32(x11)
delay 32
vmatpush.weight.mxu0 w1, m8
delay 30
vload m8, 32(x11)
dma.wait.ch0
li x16, 2048
add x17, x17, x13
dma.load.ch0 x16, x17, x18
delay 27
vload m26, 0(x1)
li x13, 8192
delay 31
vload m27, 32(x1)
delay 32
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
vmul.bf16 m30, m30, m40
delay 29
vmatmul.mxu1 acc0, m0, w0
vload m6, 32(x12)
delay 32
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmul.bf16 m32, m32, m40
vmatpush.weight.mxu1 w0, m5
delay 63
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
vmatpush.weight.mxu0 w0, m7
delay 32
vmatmul.acc.mxu0 acc0, m2, w1
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 61
vmatpop.bf16.acc.mxu0 m38, acc0
delay 30
vmul.bf16 m38, m38, m16
vmatpush.weight.mxu0 w1, m8
dma.wait.ch1
add x21, x21, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
delay 58
vstore m38, 320(x1)
delay 32
vstore m39, 352(x1)
delay 32
dma.store.ch1 x21, x19, x15
dma.wait.ch0
vload m26, 64(x1)
and x18, x15, x13
li x13, 4096
add x17, x17, x13
li x13, 8192
li x16, 0
dma.load.ch0 x16, x17, x18
delay 26
vload m27, 96(x1)
delay 32
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
vmul.bf16 m30, m30, m40
delay 29
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m32, acc0
delay 30
vmul.bf16 m32, m32, m40
delay 64
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
dma.wait.ch2
add x22, x22, x13
delay 62
vstore m38, 384(x1)
delay 32
vstore m39, 416(x1)
delay 32
dma.store.ch2 x22, x20, x15
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
li x10, 2048
add x4, x4, x10
li x10, 2048
add x5, x5, x10
li x10, 2048
add x6, x6, x10
li x10, 2048
add x7, x7, x10
li x10, 8192
add x8, x8, x10
addi x9, x9, -1
bne x9, x0, t7_heads
nop
nop
t7_heads_end:
t9_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 2 K 2, panels of 2
li x5, 4096
li x4, 8192
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m36, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 135168
li x24, 176128
addi x21, x22, 0
li x27, 176128
li x9, 8192
li x10, 12288
li x25, 8192
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 50
vli.all m37, 0xbf80
delay 63
vli.all m38, 0x4301
delay 63
vli.all m39, 0x4301
delay 63
vli.all m40, 0x1f80
delay 63
vli.all m41, 0x1f80
delay 63
vli.all m20, 0xc3e0
delay 63
vli.all m21, 0xc3e0
delay 63
vli.all m22, 0x43e0
delay 63
vli.all m23, 0x43e0
dma.wait.ch1
dma.wait.ch2
delay 61
li x14, 8192
li x16, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
add x27, x9, x10
li x29, 16384
dma.wait.ch0
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
addi x28, x14, 0
vminimum.bf16 m26, m24, m8
delay 64
vmaximum.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m36
delay 64
vmaximum.bf16 m24, m24, m26
delay 64
vredmax.row.bf16 m24, m24
delay 32
vmaximum.bf16 m24, m24, m40
delay 64
vmul.bf16 m26, m24, m38
delay 64
vsub.bf16 m8, m26, m24
delay 64
vsub.bf16 m30, m26, m8
delay 64
vrecip.bf16 m28, m30
dma.wait.ch5
sub x14, x27, x14
li x27, 4096
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m24, 0(x28)
li x27, 2048
delay 30
vload m25, 32(x28)
delay 32
vload m26, 64(x28)
vmaximum.bf16 m24, m24, m20
delay 31
vload m27, 96(x28)
delay 31
vminimum.bf16 m24, m24, m22
delay 64
vmaximum.bf16 m26, m26, m20
delay 64
vminimum.bf16 m26, m26, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vpack.bf16.fp8 m5, m26, e0
vstore m4, 0(x29)
delay 63
vstore m5, 32(x29)
delay 32
add x29, x29, x27
addi x28, x14, 0
li x27, 2048
dma.wait.ch5
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m26, 64(x28)
vmaximum.bf16 m24, m24, m20
delay 31
vload m27, 96(x28)
delay 31
vminimum.bf16 m24, m24, m22
delay 64
vmaximum.bf16 m26, m26, m20
delay 64
vminimum.bf16 m26, m26, m22
delay 64
vpack.bf16.fp8 m6, m24, e0
delay 64
vpack.bf16.fp8 m7, m26, e0
vstore m6, 0(x29)
delay 63
vstore m7, 32(x29)
delay 32
add x29, x29, x27
li x27, 4096
add x21, x21, x27
li x27, 8192
sub x11, x23, x27
li x27, 4096
sub x12, x23, x27
li x27, 4096
add x23, x23, x27
li x27, 167936
li x13, 4096
sub x15, x11, x27
li x14, 20480
dma.load.ch3 x14, x15, x13
add x4, x4, x5
li x8, 4096
dma.load.ch0 x8, x4, x6
li x28, 0
vload m24, 0(x28)
li x29, 16384
li x27, 2048
dma.config.ch1 x0
li x17, 1
li x7, -1
li x20, 0
li x1, 20480
li x2, 8192
dma.config.ch2 x0
delay 22
vload m25, 32(x28)
delay 32
vmul.bf16 m24, m24, m28
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 28
vpack.bf16.fp8 m34, m24, e0
delay 1
vmatpush.weight.mxu1 w1, m5
delay 61
vstore m34, 0(x28)
delay 32
add x28, x28, x27
li x27, 2048
add x29, x29, x27
li x27, 8192
vload m26, 0(x28)
vmatmul.mxu1 acc0, m34, w0
delay 31
vload m27, 32(x28)
delay 0
vmatmul.mxu1 acc1, m34, w1
delay 30
vmul.bf16 m26, m26, m28
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 28
vpack.bf16.fp8 m35, m26, e0
delay 2
vmatpush.weight.mxu1 w1, m7
li x29, 16384
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
delay 32
vstore m35, 0(x28)
delay 32
li x28, 4096
vmatmul.acc.mxu1 acc0, m35, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatmul.acc.mxu1 acc1, m35, w1
vmul.bf16 m12, m12, m30
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m30
vmatpush.weight.mxu1 w0, m4
delay 30
vmatpush.weight.mxu1 w1, m5
dma.wait.ch3
li x14, 24576
vload m16, 0(x1)
delay 32
vload m17, 32(x1)
delay 32
vadd.bf16 m18, m12, m16
delay 64
vload m16, 64(x1)
delay 32
vload m17, 96(x1)
dma.wait.ch1
add x11, x11, x27
li x27, 167936
sub x15, x12, x27
dma.load.ch3 x14, x15, x13
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 24
vstore m18, 0(x2)
delay 32
vstore m19, 32(x2)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 64(x2)
delay 32
vstore m19, 96(x2)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m24, 0(x28)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 2048
xori x6, x6, -1
and x6, x6, x5
add x4, x4, x5
li x8, 0
dma.load.ch0 x8, x4, x6
delay 22
vload m25, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m26, m24, m8
li x28, 4096
delay 63
vmaximum.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m36
delay 64
vmaximum.bf16 m24, m24, m26
delay 64
vredmax.row.bf16 m24, m24
delay 32
vmaximum.bf16 m24, m24, m40
delay 64
vmul.bf16 m26, m24, m38
delay 64
vsub.bf16 m8, m26, m24
delay 64
vsub.bf16 m30, m26, m8
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 29
vrecip.bf16 m28, m30
delay 64
vmul.bf16 m24, m24, m28
delay 64
vpack.bf16.fp8 m34, m24, e0
delay 64
vstore m34, 0(x28)
delay 32
add x28, x28, x27
vload m26, 0(x28)
li x27, 2048
vmatmul.mxu1 acc0, m34, w0
add x29, x29, x27
li x27, 8192
delay 27
vload m27, 32(x28)
delay 2
vmatmul.mxu1 acc1, m34, w1
delay 28
vmul.bf16 m26, m26, m28
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 28
vpack.bf16.fp8 m35, m26, e0
delay 2
vmatpush.weight.mxu1 w1, m7
delay 60
vstore m35, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m35, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m30
vmatmul.acc.mxu1 acc1, m35, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m30
dma.wait.ch3
vload m16, 128(x1)
delay 32
vload m17, 160(x1)
delay 32
vadd.bf16 m18, m12, m16
delay 64
vload m16, 192(x1)
delay 32
vload m17, 224(x1)
dma.wait.ch2
add x12, x12, x27
delay 30
vstore m18, 128(x2)
delay 32
vstore m19, 160(x2)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 192(x2)
delay 32
vstore m19, 224(x2)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
t10_reduction:
li x1, 1047552
li x4, 176128
sw x4, 4(x1)
li x5, 184320
sw x5, 8(x1)
jal x4, t0_body
nop
nop
t11_matmul:
jal x0, t11_call
nop
nop
t11_body:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 3 K 2, panels of 3
li x1, 1047552
sw x4, 0(x1)
lw x25, 4(x1)
li x5, 4096
lw x22, 8(x1)
li x8, 18432
lw x24, 12(x1)
addi x6, x5, 0
lw x4, 16(x1)
vli.all m32, 0xbf80
dma.load.ch0 x8, x4, x6
dma.config.ch1 x0
dma.config.ch2 x0
lw x27, 20(x1)
addi x21, x22, 0
li x10, 6144
li x9, 0
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
li x16, 6144
li x14, 0
dma.load.ch5 x14, x15, x16
li x28, 18432
add x27, x9, x10
li x29, 12288
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
li x8, 22528
add x4, x4, x5
dma.load.ch0 x8, x4, x6
li x28, 18432
vload m20, 0(x28)
li x27, 6144
add x21, x21, x27
li x27, 12288
sub x11, x23, x27
li x27, 6144
sub x12, x23, x27
li x27, 6144
add x23, x23, x27
li x27, 2048
li x29, 12288
dma.config.ch1 x0
li x2, 0
li x17, 1
li x7, -1
li x20, 0
dma.config.ch2 x0
li x13, 6144
delay 10
vload m21, 32(x28)
delay 32
vmul.bf16 m20, m20, m24
vload m6, 0(x29)
delay 32
vload m7, 32(x29)
vmatpush.weight.mxu1 w0, m6
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 1
vload m0, 64(x29)
vmatpush.weight.mxu1 w1, m7
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
li x27, 3072
add x29, x29, x27
vmatmul.mxu0 acc0, m28, w0
vmatmul.mxu1 acc1, m30, w1
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
vload m1, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vmatpush.weight.mxu0 w1, m1
li x29, 12288
vload m6, 0(x29)
delay 32
vstore m31, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m31, w0
vload m29, 0(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m29, w1
li x28, 22528
vload m7, 32(x29)
delay 26
vmatmul.acc.mxu1 acc1, m31, w1
vmul.bf16 m12, m12, m26
delay 3
vload m2, 64(x29)
delay 27
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmul.bf16 m14, m14, m26
vmatpush.weight.mxu1 w0, m6
delay 27
vmatpush.weight.mxu0 w0, m2
delay 1
vmatpush.weight.mxu1 w1, m7
delay 31
vmul.bf16 m8, m8, m26
dma.wait.ch1
delay 63
vstore m8, 128(x2)
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 28
vstore m9, 160(x2)
delay 32
vstore m12, 0(x2)
delay 32
vstore m13, 32(x2)
delay 32
vstore m14, 64(x2)
delay 32
vstore m15, 96(x2)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m20, 0(x28)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 2048
xori x6, x6, -1
li x8, 18432
and x6, x6, x5
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 21
vload m21, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m22, m20, m8
li x28, 22528
delay 62
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
li x27, 3072
add x29, x29, x27
vmatmul.mxu0 acc0, m28, w0
vmatmul.mxu1 acc1, m30, w1
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
vload m3, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vmatpush.weight.mxu0 w1, m3
delay 26
vstore m31, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m31, w0
vload m29, 0(x28)
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
vstore m12, 192(x2)
add x12, x12, x27
delay 31
vstore m13, 224(x2)
delay 32
vstore m14, 256(x2)
delay 32
vstore m15, 288(x2)
delay 32
vstore m8, 320(x2)
delay 32
vstore m9, 352(x2)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
lw x4, 0(x1)
delay 0
jalr x0, x4, 8
nop
nop
t11_call:
li x1, 1047552
li x4, 184320
sw x4, 4(x1)
li x5, 16384
sw x5, 8(x1)
li x4, 0
sw x4, 12(x1)
li x5, 184320
sw x5, 16(x1)
li x4, 0
sw x4, 20(x1)
jal x4, t11_body
nop
nop
t12_matmul:
jal x0, t12_call
nop
nop
t12_body:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 3 K 2, panels of 3
li x1, 1047552
sw x4, 0(x1)
lw x25, 4(x1)
li x5, 4096
lw x22, 8(x1)
li x8, 30720
lw x24, 12(x1)
addi x6, x5, 0
lw x4, 16(x1)
vli.all m24, 0x0000
dma.load.ch0 x8, x4, x6
dma.config.ch1 x0
dma.config.ch2 x0
lw x27, 20(x1)
addi x21, x22, 0
li x10, 6144
li x9, 0
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 51
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
li x16, 6144
li x14, 0
dma.load.ch5 x14, x15, x16
li x28, 30720
add x27, x9, x10
li x29, 12288
dma.wait.ch0
vload m32, 0(x28)
delay 32
vload m33, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
addi x28, x14, 0
vminimum.bf16 m34, m32, m8
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
dma.wait.ch5
sub x14, x27, x14
li x27, 6144
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m32, 0(x28)
li x27, 3072
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
vload m32, 128(x28)
vmaximum.bf16 m34, m34, m28
delay 31
vload m33, 160(x28)
delay 31
vminimum.bf16 m34, m34, m30
vstore m4, 0(x29)
delay 63
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m5, m34, e0
delay 64
vpack.bf16.fp8 m6, m32, e0
vstore m5, 32(x29)
delay 63
vstore m6, 64(x29)
delay 32
add x29, x29, x27
addi x28, x14, 0
li x27, 3072
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
vload m32, 128(x28)
vmaximum.bf16 m34, m34, m28
delay 31
vload m33, 160(x28)
delay 31
vminimum.bf16 m34, m34, m30
vstore m7, 0(x29)
delay 63
vmaximum.bf16 m32, m32, m28
delay 64
vminimum.bf16 m32, m32, m30
delay 64
vpack.bf16.fp8 m4, m34, e0
delay 64
vpack.bf16.fp8 m5, m32, e0
vstore m4, 32(x29)
delay 63
vstore m5, 64(x29)
delay 32
add x29, x29, x27
li x27, 6144
add x21, x21, x27
li x27, 12288
sub x11, x23, x27
li x27, 6144
sub x12, x23, x27
li x27, 6144
add x23, x23, x27
lw x27, 24(x1)
li x13, 6144
li x14, 18432
sub x15, x11, x27
dma.load.ch3 x14, x15, x13
li x28, 30720
vload m32, 0(x28)
li x29, 12288
li x27, 2048
dma.config.ch1 x0
li x8, 34816
add x4, x4, x5
dma.load.ch0 x8, x4, x6
li x2, 18432
li x3, 0
li x17, 1
li x7, -1
li x20, 0
dma.config.ch2 x0
delay 17
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
li x27, 3072
add x29, x29, x27
li x27, 12288
vload m34, 0(x28)
vmatmul.mxu1 acc1, m42, w1
vmatmul.mxu0 acc0, m40, w0
delay 30
vload m35, 32(x28)
delay 32
vmul.bf16 m34, m34, m36
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m43, m34, e0
delay 2
vmatpush.weight.mxu1 w1, m5
vload m1, 64(x29)
delay 32
vmatpush.weight.mxu0 w1, m1
li x29, 12288
vload m6, 0(x29)
delay 32
vstore m43, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m43, w0
vload m41, 0(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m41, w1
li x28, 34816
vload m7, 32(x29)
delay 26
vmul.bf16 m12, m12, m38
vmatmul.acc.mxu1 acc1, m43, w1
delay 3
vload m2, 64(x29)
delay 28
vmatpop.bf16.acc.mxu1 m14, acc1
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
delay 1
vmul.bf16 m14, m14, m38
vmatpush.weight.mxu1 w0, m6
delay 26
vmatpush.weight.mxu0 w0, m2
delay 2
vmatpush.weight.mxu1 w1, m7
delay 31
vmul.bf16 m8, m8, m38
dma.wait.ch3
li x14, 24576
vload m16, 0(x2)
delay 32
vload m17, 32(x2)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m22, m20, m26
delay 64
vrecip.bf16 m18, m22
delay 64
vmul.bf16 m20, m16, m18
delay 64
vload m16, 64(x2)
vmul.bf16 m22, m20, m12
delay 31
vload m17, 96(x2)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
dma.wait.ch1
add x11, x11, x27
lw x27, 28(x1)
delay 0
sub x15, x12, x27
dma.load.ch3 x14, x15, x13
vstore m22, 0(x3)
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 29
vstore m23, 32(x3)
delay 32
vadd.bf16 m22, m20, m26
delay 64
vrecip.bf16 m18, m22
delay 64
vmul.bf16 m20, m16, m18
delay 64
vload m16, 128(x2)
vmul.bf16 m22, m20, m14
delay 31
vload m17, 160(x2)
delay 32
vsub.bf16 m18, m24, m16
vstore m22, 64(x3)
delay 32
vstore m23, 96(x3)
delay 29
vexp.bf16 m20, m18
delay 64
vadd.bf16 m22, m20, m26
delay 64
vrecip.bf16 m18, m22
delay 64
vmul.bf16 m20, m16, m18
delay 64
vmul.bf16 m22, m20, m8
delay 64
vstore m22, 128(x3)
delay 32
vstore m23, 160(x3)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m32, 0(x28)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 2048
xori x6, x6, -1
li x8, 30720
and x6, x6, x5
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 21
vload m33, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m34, m32, m8
li x28, 34816
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
vpack.bf16.fp8 m42, m32, e0
delay 64
vstore m42, 0(x28)
delay 32
vload m40, 0(x28)
vmatmul.mxu1 acc0, m42, w0
delay 31
add x28, x28, x27
vload m34, 0(x28)
li x27, 3072
add x29, x29, x27
vmatmul.mxu1 acc1, m42, w1
vmatmul.mxu0 acc0, m40, w0
li x27, 12288
delay 26
vload m35, 32(x28)
delay 32
vmul.bf16 m34, m34, m36
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 32(x29)
delay 28
vpack.bf16.fp8 m43, m34, e0
delay 2
vmatpush.weight.mxu1 w1, m5
vload m3, 64(x29)
delay 32
vmatpush.weight.mxu0 w1, m3
delay 25
vstore m43, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m43, w0
vload m41, 0(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.acc.mxu0 acc0, m41, w1
delay 29
vmul.bf16 m12, m12, m38
vmatmul.acc.mxu1 acc1, m43, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 27
vmatpop.bf16.acc.mxu0 m8, acc0
delay 1
vmul.bf16 m14, m14, m38
delay 64
vmul.bf16 m8, m8, m38
dma.wait.ch3
vload m16, 192(x2)
delay 32
vload m17, 224(x2)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
delay 64
vadd.bf16 m22, m20, m26
delay 64
vrecip.bf16 m18, m22
delay 64
vmul.bf16 m20, m16, m18
delay 64
vload m16, 256(x2)
vmul.bf16 m22, m20, m12
delay 31
vload m17, 288(x2)
delay 32
vsub.bf16 m18, m24, m16
delay 64
vexp.bf16 m20, m18
dma.wait.ch2
vstore m22, 192(x3)
add x12, x12, x27
delay 31
vstore m23, 224(x3)
delay 32
vadd.bf16 m22, m20, m26
delay 64
vrecip.bf16 m18, m22
delay 64
vmul.bf16 m20, m16, m18
delay 64
vload m16, 320(x2)
vmul.bf16 m22, m20, m14
delay 31
vload m17, 352(x2)
delay 32
vsub.bf16 m18, m24, m16
vstore m22, 256(x3)
delay 32
vstore m23, 288(x3)
delay 29
vexp.bf16 m20, m18
delay 64
vadd.bf16 m22, m20, m26
delay 64
vrecip.bf16 m18, m22
delay 64
vmul.bf16 m20, m16, m18
delay 64
vmul.bf16 m22, m20, m8
delay 64
vstore m22, 320(x3)
delay 32
vstore m23, 352(x3)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
lw x4, 0(x1)
delay 0
jalr x0, x4, 8
nop
nop
t12_call:
li x1, 1047552
li x4, 184320
sw x4, 4(x1)
li x5, 28672
sw x5, 8(x1)
li x4, 90112
sw x4, 12(x1)
li x5, 184320
sw x5, 16(x1)
li x4, 90112
sw x4, 20(x1)
li x5, 77824
sw x5, 24(x1)
li x4, 77824
sw x4, 28(x1)
jal x4, t12_body
nop
nop
t13_matmul:
jal x0, t13_call
nop
nop
t13_body:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 2 K 3, panels of 2
li x1, 1047552
sw x4, 0(x1)
lw x25, 4(x1)
li x5, 6144
lw x22, 8(x1)
li x8, 0
lw x24, 12(x1)
addi x6, x5, 0
lw x4, 16(x1)
vli.all m36, 0xbf80
dma.load.ch0 x8, x4, x6
dma.config.ch1 x0
dma.config.ch2 x0
lw x27, 20(x1)
addi x21, x22, 0
li x9, 18432
li x10, 22528
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 50
vli.all m37, 0xbf80
delay 63
vli.all m38, 0x4301
delay 63
vli.all m39, 0x4301
delay 63
vli.all m40, 0x1f80
delay 63
vli.all m41, 0x1f80
delay 63
vli.all m20, 0xc3e0
delay 63
vli.all m21, 0xc3e0
delay 63
vli.all m22, 0x43e0
delay 63
vli.all m23, 0x43e0
dma.wait.ch1
dma.wait.ch2
delay 61
li x14, 18432
li x16, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
li x27, 4096
li x29, 12288
li x17, 2
dma.wait.ch0
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m26, m24, m8
add x28, x28, x27
delay 63
vmaximum.bf16 m24, m24, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m26, m26, m8
delay 64
vmaximum.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m36
delay 64
vmaximum.bf16 m24, m24, m26
delay 64
vredmax.row.bf16 m24, m24
delay 32
vmaximum.bf16 m24, m24, m40
delay 64
vmul.bf16 m26, m24, m38
delay 64
vsub.bf16 m8, m26, m24
delay 64
vsub.bf16 m30, m26, m8
delay 64
vrecip.bf16 m28, m30
delay 64
t13_b_rows:
addi x28, x14, 0
add x27, x9, x10
dma.wait.ch5
sub x14, x27, x14
li x27, 4096
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m24, 0(x28)
li x27, 2048
delay 30
vload m25, 32(x28)
delay 32
vload m26, 64(x28)
vmaximum.bf16 m24, m24, m20
delay 31
vload m27, 96(x28)
delay 31
vminimum.bf16 m24, m24, m22
delay 64
vmaximum.bf16 m26, m26, m20
delay 64
vminimum.bf16 m26, m26, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vpack.bf16.fp8 m5, m26, e0
vstore m4, 0(x29)
delay 63
vstore m5, 32(x29)
delay 32
add x29, x29, x27
addi x17, x17, -1
bne x17, x0, t13_b_rows
nop
nop
t13_b_rows_end:
addi x28, x14, 0
li x27, 2048
dma.wait.ch5
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m26, 64(x28)
vmaximum.bf16 m24, m24, m20
delay 31
vload m27, 96(x28)
delay 31
vminimum.bf16 m24, m24, m22
delay 64
vmaximum.bf16 m26, m26, m20
delay 64
vminimum.bf16 m26, m26, m22
delay 64
vpack.bf16.fp8 m6, m24, e0
delay 64
vpack.bf16.fp8 m7, m26, e0
vstore m6, 0(x29)
delay 63
vstore m7, 32(x29)
delay 32
add x29, x29, x27
li x8, 6144
add x4, x4, x5
dma.load.ch0 x8, x4, x6
li x27, 4096
add x21, x21, x27
li x27, 8192
sub x11, x23, x27
li x27, 4096
sub x12, x23, x27
li x27, 4096
li x1, 1047552
add x23, x23, x27
lw x27, 24(x1)
li x14, 26624
li x13, 4096
add x15, x11, x27
dma.load.ch3 x14, x15, x13
li x28, 0
vload m24, 0(x28)
li x29, 12288
li x27, 2048
dma.config.ch1 x0
li x17, 1
li x7, -1
li x20, 0
li x2, 26624
li x3, 18432
dma.config.ch2 x0
delay 20
vload m25, 32(x28)
delay 32
vmul.bf16 m24, m24, m28
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 28
vpack.bf16.fp8 m34, m24, e0
delay 1
vmatpush.weight.mxu1 w1, m5
delay 61
vstore m34, 0(x28)
delay 32
add x28, x28, x27
vload m26, 0(x28)
li x27, 2048
add x29, x29, x27
li x27, 8192
vmatmul.mxu1 acc0, m34, w0
delay 27
vload m27, 32(x28)
delay 4
vmatmul.mxu1 acc1, m34, w1
delay 26
vmul.bf16 m26, m26, m28
vload m6, 0(x29)
delay 32
vload m7, 32(x29)
vmatpush.weight.mxu1 w0, m6
delay 28
vpack.bf16.fp8 m35, m26, e0
delay 1
vload m4, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m5, 96(x29)
delay 32
vstore m35, 0(x28)
li x29, 12288
delay 31
vload m24, 64(x28)
vmatmul.acc.mxu1 acc0, m35, w0
delay 31
vload m25, 96(x28)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vmul.bf16 m24, m24, m28
vmatmul.acc.mxu1 acc1, m35, w1
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m7, 32(x29)
delay 27
vpack.bf16.fp8 m34, m24, e0
delay 64
vstore m34, 64(x28)
delay 32
li x28, 6144
vmatmul.acc.mxu1 acc0, m34, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatmul.acc.mxu1 acc1, m34, w1
vmul.bf16 m12, m12, m30
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m30
vmatpush.weight.mxu1 w0, m6
delay 30
vmatpush.weight.mxu1 w1, m7
dma.wait.ch3
li x14, 30720
vload m16, 0(x2)
delay 32
vload m17, 32(x2)
delay 32
vadd.bf16 m18, m12, m16
delay 64
vload m16, 64(x2)
delay 32
vload m17, 96(x2)
dma.wait.ch1
add x11, x11, x27
delay 30
lw x27, 28(x1)
delay 0
add x15, x12, x27
dma.load.ch3 x14, x15, x13
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
vstore m18, 0(x3)
delay 32
vstore m19, 32(x3)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 64(x3)
delay 32
vstore m19, 96(x3)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m24, 0(x28)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 4096
xori x6, x6, -1
and x6, x6, x5
add x4, x4, x5
li x8, 0
dma.load.ch0 x8, x4, x6
delay 23
vload m25, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m26, m24, m8
add x28, x28, x27
li x27, 2048
delay 61
vmaximum.bf16 m24, m24, m8
delay 64
vload m8, 0(x28)
delay 32
vload m9, 32(x28)
delay 32
vminimum.bf16 m26, m26, m8
li x28, 6144
delay 62
vmaximum.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m36
delay 64
vmaximum.bf16 m24, m24, m26
delay 64
vredmax.row.bf16 m24, m24
delay 32
vmaximum.bf16 m24, m24, m40
delay 64
vmul.bf16 m26, m24, m38
delay 64
vsub.bf16 m8, m26, m24
delay 64
vsub.bf16 m30, m26, m8
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 29
vrecip.bf16 m28, m30
delay 64
vmul.bf16 m24, m24, m28
delay 64
vpack.bf16.fp8 m35, m24, e0
delay 64
vstore m35, 0(x28)
delay 32
add x28, x28, x27
vload m26, 0(x28)
vmatmul.mxu1 acc0, m35, w0
li x27, 2048
add x29, x29, x27
li x27, 8192
delay 27
vload m27, 32(x28)
delay 0
vmatmul.mxu1 acc1, m35, w1
delay 30
vmul.bf16 m26, m26, m28
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 28
vpack.bf16.fp8 m34, m26, e0
delay 1
vload m6, 64(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m7, 96(x29)
delay 32
vstore m34, 0(x28)
delay 32
vload m24, 64(x28)
vmatmul.acc.mxu1 acc0, m34, w0
delay 31
vload m25, 96(x28)
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmul.bf16 m24, m24, m28
vmatmul.acc.mxu1 acc1, m34, w1
delay 33
vmatpush.weight.mxu1 w1, m7
delay 28
vpack.bf16.fp8 m35, m24, e0
delay 64
vstore m35, 64(x28)
delay 32
vmatmul.acc.mxu1 acc0, m35, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m30
vmatmul.acc.mxu1 acc1, m35, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m30
dma.wait.ch3
vload m16, 128(x2)
delay 32
vload m17, 160(x2)
delay 32
vadd.bf16 m18, m12, m16
delay 64
vload m16, 192(x2)
delay 32
vload m17, 224(x2)
dma.wait.ch2
add x12, x12, x27
delay 30
vstore m18, 128(x3)
delay 32
vstore m19, 160(x3)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 192(x3)
delay 32
vstore m19, 224(x3)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
lw x4, 0(x1)
delay 0
jalr x0, x4, 8
nop
nop
t13_call:
li x1, 1047552
li x4, 90112
sw x4, 4(x1)
li x5, 40960
sw x5, 8(x1)
li x4, 184320
sw x4, 12(x1)
li x5, 90112
sw x5, 16(x1)
li x4, 184320
sw x4, 20(x1)
li x5, 0
sw x5, 24(x1)
li x4, 0
sw x4, 28(x1)
jal x4, t13_body
nop
nop
t14_reduction:
li x1, 1047552
li x4, 184320
sw x4, 4(x1)
li x5, 176128
sw x5, 8(x1)
jal x4, t0_body
nop
nop
t15_matmul:
li x1, 1047552
li x4, 176128
sw x4, 4(x1)
li x5, 143360
sw x5, 8(x1)
li x4, 90112
sw x4, 12(x1)
li x5, 176128
sw x5, 16(x1)
li x4, 90112
sw x4, 20(x1)
li x5, 90112
sw x5, 24(x1)
li x4, 221184
sw x4, 28(x1)
jal x4, t1_body
nop
nop
t16_matmul:
li x1, 1047552
li x4, 176128
sw x4, 4(x1)
li x5, 151552
sw x5, 8(x1)
li x4, 192512
sw x4, 12(x1)
li x5, 176128
sw x5, 16(x1)
li x4, 192512
sw x4, 20(x1)
li x5, 192512
sw x5, 24(x1)
li x4, 225280
sw x4, 28(x1)
jal x4, t1_body
nop
nop
t17_matmul:
li x1, 1047552
li x4, 176128
sw x4, 4(x1)
li x5, 159744
sw x5, 8(x1)
li x4, 200704
sw x4, 12(x1)
li x5, 176128
sw x5, 16(x1)
li x4, 200704
sw x4, 20(x1)
li x5, 200704
sw x5, 24(x1)
li x4, 229376
sw x4, 28(x1)
jal x4, t1_body
nop
nop
t21_data_movement:
# broadcast: 2 x 2 x 2 tiles
li x4, 102400
li x8, 0
li x9, 8192
dma.load.ch0 x8, x4, x9
li x5, 0
li x6, 2
dma.wait.ch0
t21_copies:
dma.store.ch0 x5, x8, x9
li x11, 8192
addi x6, x6, -1
dma.wait.ch0
add x5, x5, x11
bne x6, x0, t21_copies
nop
nop
t21_copies_end:
t22_attention:
# flash attention: batch 2, M 37, d 32, kv 37, dv 32
li x12, 235520
li x13, 2048
li x11, 12288
dma.load.ch5 x11, x12, x13
vli.all m5, 0x3838
li x1, 12288
li x4, 0
seli e4, 64
li x4, 192512
li x5, 200704
li x6, 90112
li x7, 176128
li x8, 0
li x9, 2
delay 54
vli.all m62, 0x3e35
vmatpush.weight.mxu1 w1, m5
delay 62
vli.all m63, 0x3e35
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
t22_heads:
li x15, 2048
li x13, 0
addi x14, x4, 0
li x16, 2
t22_kv_rows:
dma.load.ch5 x13, x14, x15
li x17, 2048
addi x16, x16, -1
dma.wait.ch5
add x13, x13, x17
li x17, 4096
add x14, x14, x17
bne x16, x0, t22_kv_rows
nop
nop
t22_kv_rows_end:
li x1, 0
vload m24, 0(x1)
li x15, 2048
li x13, 0
addi x14, x5, 0
li x16, 2
delay 27
vload m25, 32(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vload m28, 64(x1)
delay 32
vload m29, 96(x1)
delay 29
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m5, m24, e0
delay 64
vmaximum.bf16 m28, m28, m20
delay 64
vtrpose.xlu m10, m5
delay 64
vminimum.bf16 m28, m28, m22
vstore m10, 256(x1)
delay 63
vpack.bf16.fp8 m6, m28, e0
delay 64
vtrpose.xlu m12, m6
delay 64
vstore m12, 288(x1)
delay 32
t22_kv_rows_1:
dma.load.ch5 x13, x14, x15
li x17, 2048
addi x16, x16, -1
dma.wait.ch5
add x13, x13, x17
li x17, 4096
add x14, x14, x17
bne x16, x0, t22_kv_rows_1
nop
nop
t22_kv_rows_end_1:
vload m24, 0(x1)
li x23, 4096
li x24, 0
addi x25, x8, 0
addi x26, x23, 0
li x15, 2048
li x16, 14336
addi x17, x6, 0
addi x18, x15, 0
dma.load.ch0 x16, x17, x18
li x13, 8192
sub x21, x7, x13
li x13, 4096
add x22, x21, x13
li x13, 4096
li x12, 8192
li x11, 10240
dma.config.ch1 x0
li x14, 1
dma.config.ch2 x0
li x19, 18432
li x20, 20480
delay 7
vload m25, 32(x1)
delay 32
vload m28, 64(x1)
vmaximum.bf16 m24, m24, m20
delay 31
vload m29, 96(x1)
delay 31
vminimum.bf16 m24, m24, m22
dma.load.ch3 x24, x25, x26
delay 63
vpack.bf16.fp8 m5, m24, e0
delay 64
vmaximum.bf16 m28, m28, m20
vstore m5, 320(x1)
delay 32
vload m5, 0(x12)
delay 29
vminimum.bf16 m28, m28, m22
delay 1
vmatpush.weight.mxu1 w0, m5
vload m7, 0(x11)
delay 32
vload m5, 0(x12)
vmatpush.weight.mxu0 w0, m7
delay 25
vpack.bf16.fp8 m6, m28, e0
delay 4
vload m7, 0(x11)
delay 58
vstore m6, 352(x1)
delay 32
vload m6, 32(x12)
delay 32
vload m8, 32(x11)
delay 32
vmatpush.weight.mxu0 w1, m8
delay 30
vload m8, 32(x11)
dma.wait.ch0
add x17, x17, x13
li x13, 4096
li x16, 16384
dma.load.ch0 x16, x17, x18
delay 27
vload m24, 448(x1)
delay 32
vload m25, 480(x1)
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
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m36, m28, m62
delay 29
vmatmul.mxu1 acc0, m0, w0
vload m6, 32(x12)
delay 32
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmul.bf16 m42, m30, m62
vmatpush.weight.mxu1 w0, m5
dma.wait.ch3
add x25, x25, x13
li x24, 4096
dma.load.ch3 x24, x25, x26
vload m44, 64(x1)
li x13, 8192
delay 31
vload m45, 96(x1)
delay 32
vadd.bf16 m46, m42, m44
vload m38, 0(x1)
delay 32
vload m39, 32(x1)
delay 29
vminimum.bf16 m46, m46, m26
delay 64
vadd.bf16 m40, m36, m38
delay 64
vmaximum.bf16 m10, m40, m46
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m40, m40, m10
delay 64
vsub.bf16 m46, m46, m10
delay 64
vexp.bf16 m46, m46
delay 64
vexp.bf16 m40, m40
delay 64
vpack.bf16.fp8 m2, m46, e4
delay 64
vpack.bf16.fp8 m1, m40, e4
delay 64
vmatmul.mxu1 acc1, m1, w1
delay 33
vmatmul.mxu0 acc0, m1, w0
vmatmul.acc.mxu1 acc1, m2, w1
delay 33
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 26
vmatmul.acc.mxu0 acc0, m2, w1
delay 94
vmatpop.bf16.acc.mxu0 m60, acc0
delay 30
vmatpush.weight.mxu0 w0, m7
vmul.bf16 m60, m60, m16
delay 29
vmatpush.weight.mxu0 w1, m8
dma.wait.ch1
add x21, x21, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
delay 28
vstore m60, 576(x1)
delay 32
vstore m61, 608(x1)
delay 32
dma.store.ch1 x21, x19, x15
dma.wait.ch0
vload m24, 512(x1)
and x18, x15, x13
li x13, 4096
add x17, x17, x13
addi x13, x14, -1
sltu x13, x0, x13
sub x13, x0, x13
li x16, 14336
dma.load.ch0 x16, x17, x18
delay 23
vload m25, 544(x1)
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
vmatpush.weight.mxu1 w0, m6
vmul.bf16 m36, m28, m62
delay 29
vmatmul.mxu1 acc0, m0, w0
delay 33
vmatpop.bf16.acc.mxu1 m30, acc0
delay 30
vmul.bf16 m42, m30, m62
dma.wait.ch3
vload m44, 192(x1)
and x26, x23, x13
li x13, 4096
add x25, x25, x13
li x24, 0
dma.load.ch3 x24, x25, x26
li x13, 8192
delay 26
vload m45, 224(x1)
delay 32
vadd.bf16 m46, m42, m44
vload m38, 128(x1)
delay 32
vload m39, 160(x1)
delay 29
vminimum.bf16 m46, m46, m26
delay 64
vadd.bf16 m40, m36, m38
delay 64
vmaximum.bf16 m10, m40, m46
delay 64
vredmax.row.bf16 m10, m10
delay 32
vsub.bf16 m40, m40, m10
delay 64
vexp.bf16 m40, m40
delay 64
vsub.bf16 m46, m46, m10
delay 64
vpack.bf16.fp8 m1, m40, e4
delay 64
vexp.bf16 m46, m46
vmatmul.mxu1 acc1, m1, w1
delay 33
vmatmul.mxu0 acc0, m1, w0
delay 28
vpack.bf16.fp8 m2, m46, e4
delay 64
vmatmul.acc.mxu1 acc1, m2, w1
delay 33
vmatmul.acc.mxu0 acc0, m2, w1
vmatpop.bf16.acc.mxu1 m16, acc1
delay 30
vrecip.bf16 m16, m16
delay 61
vmatpop.bf16.acc.mxu0 m60, acc0
delay 30
vmul.bf16 m60, m60, m16
dma.wait.ch2
add x22, x22, x13
delay 62
vstore m60, 640(x1)
delay 32
vstore m61, 672(x1)
delay 32
dma.store.ch2 x22, x20, x15
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
dma.wait.ch3
li x10, 2048
add x4, x4, x10
li x10, 2048
add x5, x5, x10
li x10, 2048
add x6, x6, x10
li x10, 2048
add x7, x7, x10
li x10, 8192
add x8, x8, x10
addi x9, x9, -1
bne x9, x0, t22_heads
nop
nop
t22_heads_end:
t24_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 2 N 2 K 2, panels of 2
li x5, 4096
li x4, 176128
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m36, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 167936
li x24, 102400
addi x21, x22, 0
li x27, 102400
li x9, 8192
li x10, 12288
li x25, 176128
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 50
vli.all m37, 0xbf80
delay 63
vli.all m38, 0x4301
delay 63
vli.all m39, 0x4301
delay 63
vli.all m40, 0x1f80
delay 63
vli.all m41, 0x1f80
delay 63
vli.all m20, 0xc3e0
delay 63
vli.all m21, 0xc3e0
delay 63
vli.all m22, 0x43e0
delay 63
vli.all m23, 0x43e0
dma.wait.ch1
dma.wait.ch2
delay 61
li x14, 8192
li x16, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
add x27, x9, x10
li x29, 16384
dma.wait.ch0
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
addi x28, x14, 0
vminimum.bf16 m26, m24, m8
delay 64
vmaximum.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m36
delay 64
vmaximum.bf16 m24, m24, m26
delay 64
vredmax.row.bf16 m24, m24
delay 32
vmaximum.bf16 m24, m24, m40
delay 64
vmul.bf16 m26, m24, m38
delay 64
vsub.bf16 m8, m26, m24
delay 64
vsub.bf16 m30, m26, m8
delay 64
vrecip.bf16 m28, m30
dma.wait.ch5
sub x14, x27, x14
li x27, 4096
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m24, 0(x28)
li x27, 2048
delay 30
vload m25, 32(x28)
delay 32
vload m26, 64(x28)
vmaximum.bf16 m24, m24, m20
delay 31
vload m27, 96(x28)
delay 31
vminimum.bf16 m24, m24, m22
delay 64
vmaximum.bf16 m26, m26, m20
delay 64
vminimum.bf16 m26, m26, m22
delay 64
vpack.bf16.fp8 m4, m24, e0
delay 64
vpack.bf16.fp8 m5, m26, e0
vstore m4, 0(x29)
delay 63
vstore m5, 32(x29)
delay 32
add x29, x29, x27
addi x28, x14, 0
li x27, 2048
dma.wait.ch5
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 32
vload m26, 64(x28)
vmaximum.bf16 m24, m24, m20
delay 31
vload m27, 96(x28)
delay 31
vminimum.bf16 m24, m24, m22
delay 64
vmaximum.bf16 m26, m26, m20
delay 64
vminimum.bf16 m26, m26, m22
delay 64
vpack.bf16.fp8 m6, m24, e0
delay 64
vpack.bf16.fp8 m7, m26, e0
vstore m6, 0(x29)
delay 63
vstore m7, 32(x29)
delay 32
add x29, x29, x27
li x27, 4096
add x21, x21, x27
li x27, 8192
sub x11, x23, x27
li x27, 4096
sub x12, x23, x27
li x27, 4096
add x23, x23, x27
li x27, 90112
li x13, 4096
add x15, x11, x27
li x14, 20480
dma.load.ch3 x14, x15, x13
add x4, x4, x5
li x8, 4096
dma.load.ch0 x8, x4, x6
li x28, 0
vload m24, 0(x28)
li x29, 16384
li x27, 2048
dma.config.ch1 x0
li x17, 1
li x7, -1
li x20, 0
li x1, 20480
li x2, 8192
dma.config.ch2 x0
delay 22
vload m25, 32(x28)
delay 32
vmul.bf16 m24, m24, m28
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
vmatpush.weight.mxu1 w0, m4
delay 28
vpack.bf16.fp8 m34, m24, e0
delay 1
vmatpush.weight.mxu1 w1, m5
delay 61
vstore m34, 0(x28)
delay 32
add x28, x28, x27
li x27, 2048
add x29, x29, x27
li x27, 8192
vload m26, 0(x28)
vmatmul.mxu1 acc0, m34, w0
delay 31
vload m27, 32(x28)
delay 0
vmatmul.mxu1 acc1, m34, w1
delay 30
vmul.bf16 m26, m26, m28
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 28
vpack.bf16.fp8 m35, m26, e0
delay 2
vmatpush.weight.mxu1 w1, m7
li x29, 16384
vload m4, 0(x29)
delay 32
vload m5, 32(x29)
delay 32
vstore m35, 0(x28)
delay 32
li x28, 4096
vmatmul.acc.mxu1 acc0, m35, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatmul.acc.mxu1 acc1, m35, w1
vmul.bf16 m12, m12, m30
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m30
vmatpush.weight.mxu1 w0, m4
delay 30
vmatpush.weight.mxu1 w1, m5
dma.wait.ch3
li x14, 24576
vload m16, 0(x1)
delay 32
vload m17, 32(x1)
delay 32
vadd.bf16 m18, m12, m16
delay 64
vload m16, 64(x1)
delay 32
vload m17, 96(x1)
dma.wait.ch1
add x11, x11, x27
li x27, 90112
add x15, x12, x27
dma.load.ch3 x14, x15, x13
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
delay 24
vstore m18, 0(x2)
delay 32
vstore m19, 32(x2)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 64(x2)
delay 32
vstore m19, 96(x2)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m24, 0(x28)
and x6, x27, x7
and x27, x27, x20
sub x4, x4, x27
li x27, 2048
xori x6, x6, -1
and x6, x6, x5
add x4, x4, x5
li x8, 0
dma.load.ch0 x8, x4, x6
delay 22
vload m25, 32(x28)
delay 32
vload m8, 64(x28)
delay 32
vload m9, 96(x28)
delay 32
vminimum.bf16 m26, m24, m8
li x28, 4096
delay 63
vmaximum.bf16 m24, m24, m8
delay 64
vmul.bf16 m26, m26, m36
delay 64
vmaximum.bf16 m24, m24, m26
delay 64
vredmax.row.bf16 m24, m24
delay 32
vmaximum.bf16 m24, m24, m40
delay 64
vmul.bf16 m26, m24, m38
delay 64
vsub.bf16 m8, m26, m24
delay 64
vsub.bf16 m30, m26, m8
vload m24, 0(x28)
delay 32
vload m25, 32(x28)
delay 29
vrecip.bf16 m28, m30
delay 64
vmul.bf16 m24, m24, m28
delay 64
vpack.bf16.fp8 m34, m24, e0
delay 64
vstore m34, 0(x28)
delay 32
add x28, x28, x27
vload m26, 0(x28)
li x27, 2048
vmatmul.mxu1 acc0, m34, w0
add x29, x29, x27
li x27, 8192
delay 27
vload m27, 32(x28)
delay 2
vmatmul.mxu1 acc1, m34, w1
delay 28
vmul.bf16 m26, m26, m28
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 28
vpack.bf16.fp8 m35, m26, e0
delay 2
vmatpush.weight.mxu1 w1, m7
delay 60
vstore m35, 0(x28)
delay 32
vmatmul.acc.mxu1 acc0, m35, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m30
vmatmul.acc.mxu1 acc1, m35, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m30
dma.wait.ch3
vload m16, 128(x1)
delay 32
vload m17, 160(x1)
delay 32
vadd.bf16 m18, m12, m16
delay 64
vload m16, 192(x1)
delay 32
vload m17, 224(x1)
dma.wait.ch2
add x12, x12, x27
delay 30
vstore m18, 128(x2)
delay 32
vstore m19, 160(x2)
delay 32
vadd.bf16 m18, m14, m16
delay 64
vstore m18, 192(x2)
delay 32
vstore m19, 224(x2)
delay 32
dma.store.ch2 x12, x10, x13
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
t25_reduction:
li x1, 1047552
li x4, 102400
sw x4, 4(x1)
li x5, 176128
sw x5, 8(x1)
jal x4, t0_body
nop
nop
t26_matmul:
li x1, 1047552
li x4, 176128
sw x4, 4(x1)
li x5, 53248
sw x5, 8(x1)
li x4, 0
sw x4, 12(x1)
li x5, 176128
sw x5, 16(x1)
li x4, 0
sw x4, 20(x1)
jal x4, t11_body
nop
nop
t27_matmul:
li x1, 1047552
li x4, 176128
sw x4, 4(x1)
li x5, 65536
sw x5, 8(x1)
li x4, 90112
sw x4, 12(x1)
li x5, 176128
sw x5, 16(x1)
li x4, 90112
sw x4, 20(x1)
li x5, 77824
sw x5, 24(x1)
li x4, 77824
sw x4, 28(x1)
jal x4, t12_body
nop
nop
t28_matmul:
li x1, 1047552
li x4, 90112
sw x4, 4(x1)
li x5, 77824
sw x5, 8(x1)
li x4, 0
sw x4, 12(x1)
li x5, 90112
sw x5, 16(x1)
li x4, 0
sw x4, 20(x1)
li x5, 110592
sw x5, 24(x1)
li x4, 110592
sw x4, 28(x1)
jal x4, t13_body
nop
nop
