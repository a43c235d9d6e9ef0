main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_batch_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 3, tiles M 1 N 2 K 2, panels of 2
vli.all m18, 0x3e80
dma.config.ch1 x0
dma.config.ch2 x0
li x27, 0
seli e27, 16
li x5, 4096
li x9, 16384
li x10, 20480
li x25, 24576
li x22, 0
li x24, 36864
li x19, 3
delay 52
vli.all m19, 0x3e80
delay 63
vli.all m20, 0xc3e0
delay 63
vli.all m21, 0xc3e0
delay 63
vli.all m22, 0x43e0
delay 63
vli.all m23, 0x43e0
delay 63
vli.all m28, 0x3d80
delay 63
vli.all m29, 0x3d80
delay 63
t1_batch:
addi x21, x22, 0
li x14, 0
addi x15, x21, 0
li x16, 8192
dma.load.ch5 x14, x15, x16
addi x4, x25, 0
li x8, 8192
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x1, 8192
li x28, 2048
li x29, 0
li x27, 36864
sub x26, x24, x27
li x27, 4096
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
li x18, 1
addi x19, x19, -1
dma.wait.ch1
dma.config.ch1 x0
sub x11, x23, x27
li x27, 4096
dma.wait.ch2
sub x12, x23, x27
li x27, 4096
add x23, x23, x27
li x27, 8192
li x13, 4096
dma.config.ch2 x0
dma.wait.ch5
vload m0, 0(x28)
delay 32
vmatpush.weight.mxu0 w0, m0
vload m4, 0(x29)
delay 32
vload m1, 32(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m2, 128(x28)
vmatpush.weight.mxu0 w1, m1
delay 31
vload m5, 32(x29)
delay 32
vload m6, 128(x29)
vmatpush.weight.mxu1 w1, m5
delay 31
vload m7, 160(x29)
delay 32
vload m3, 160(x28)
dma.wait.ch0
delay 31
vload m24, 0(x1)
delay 32
vload m25, 32(x1)
delay 32
vmaximum.bf16 m24, m24, m20
delay 64
vminimum.bf16 m24, m24, m22
delay 64
vpack.bf16.fp8 m38, m24, e0
delay 64
vunpack.fp8.bf16 m26, m38, e0
delay 64
vsub.bf16 m26, m24, m26
vstore m38, 0(x1)
delay 32
vload m30, 192(x28)
vmatmul.mxu1 acc0, m38, w0
delay 28
vpack.bf16.fp8 m39, m26, e27
delay 1
vload m24, 64(x1)
vmatmul.mxu0 acc0, m30, w0
delay 31
vload m25, 96(x1)
delay 32
vmaximum.bf16 m24, m24, m20
vstore m39, 32(x1)
delay 32
vload m31, 224(x28)
vmatmul.mxu1 acc1, m39, w0
delay 28
vminimum.bf16 m24, m24, m22
delay 1
vmatmul.mxu0 acc1, m31, w0
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m38, w1
delay 27
vpack.bf16.fp8 m40, m24, e0
delay 4
vmatpush.weight.mxu1 w1, m7
delay 25
vmatpush.weight.mxu0 w0, m2
delay 30
vmatmul.acc.mxu0 acc1, m30, w1
vunpack.fp8.bf16 m26, m40, e0
delay 64
vsub.bf16 m26, m24, m26
vstore m40, 64(x1)
delay 26
vmatpush.weight.mxu0 w1, m3
delay 4
vload m32, 256(x28)
vmatmul.acc.mxu1 acc0, m40, w0
delay 28
vpack.bf16.fp8 m41, m26, e27
delay 1
vmatmul.acc.mxu0 acc0, m32, w0
delay 0
vmatpop.bf16.acc.mxu1 m12, acc0
delay 59
vstore m41, 96(x1)
delay 31
vmatpop.bf16.acc.mxu0 m8, acc0
vload m33, 288(x28)
vmatmul.acc.mxu1 acc1, m41, w0
delay 31
vmatmul.acc.mxu0 acc1, m33, w0
delay 0
vmatmul.acc.mxu1 acc1, m40, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m28
delay 25
vmatmul.acc.mxu0 acc1, m32, w1
delay 37
vadd.bf16 m12, m12, m14
delay 55
vmatpop.bf16.acc.mxu0 m10, acc1
delay 7
vmul.bf16 m16, m12, m18
delay 64
vmul.bf16 m10, m10, m28
delay 64
vadd.bf16 m8, m8, m10
dma.wait.ch1
vstore m16, 256(x1)
add x11, x11, x27
li x27, 4096
add x25, x25, x27
li x27, 8192
add x22, x22, x27
li x27, 4096
add x24, x24, x27
delay 25
vstore m17, 288(x1)
delay 32
vmul.bf16 m16, m8, m18
delay 64
vstore m16, 320(x1)
delay 32
vstore m17, 352(x1)
delay 32
dma.store.ch1 x11, x9, x13
bne x19, x0, t1_batch
nop
nop
t1_batch_end:
dma.wait.ch1
dma.wait.ch2
t2_batch_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 5, tiles M 1 N 1 K 1, panels of 1
vli.all m16, 0xc3e0
dma.config.ch1 x0
dma.config.ch2 x0
li x5, 2048
li x10, 6144
li x22, 59392
li x27, 0
seli e27, 16
li x9, 4096
li x25, 49152
li x24, 24576
li x19, 5
delay 49
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
delay 63
vli.all m24, 0x3d80
delay 63
vli.all m25, 0x3d80
delay 63
t2_batch:
addi x21, x22, 0
li x16, 2048
li x14, 8192
addi x15, x21, 0
dma.load.ch5 x14, x15, x16
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x1, 8192
li x2, 0
li x29, 8192
li x27, 24576
sub x26, x24, x27
li x27, 2048
add x21, x21, x27
addi x23, x24, 0
li x27, 4096
li x18, 1
addi x19, x19, -1
dma.wait.ch1
dma.config.ch1 x0
sub x11, x23, x27
li x27, 2048
dma.wait.ch2
addi x12, x23, -2048
add x23, x23, x27
li x13, 2048
li x27, 4096
dma.config.ch2 x0
dma.wait.ch5
vload m20, 0(x1)
delay 32
vload m21, 32(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vunpack.fp8.bf16 m22, m4, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m4, 0(x1)
delay 32
vload m6, 0(x29)
delay 29
vpack.bf16.fp8 m5, m22, e27
delay 1
vmatpush.weight.mxu1 w0, m6
delay 61
vstore m5, 32(x1)
delay 32
vload m7, 32(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
dma.wait.ch0
vload m20, 0(x2)
delay 32
vload m21, 32(x2)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m34, m20, e0
delay 64
vunpack.fp8.bf16 m22, m34, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m34, 0(x2)
delay 32
vmatmul.mxu1 acc0, m34, w0
delay 29
vpack.bf16.fp8 m35, m22, e27
delay 2
vmatpop.bf16.acc.mxu1 m12, acc0
delay 60
vstore m35, 32(x2)
delay 32
vmatmul.mxu1 acc1, m35, w0
delay 33
vmatmul.acc.mxu1 acc1, m34, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m24
delay 64
vadd.bf16 m12, m12, m14
dma.wait.ch1
add x11, x11, x27
li x27, 2048
add x25, x25, x27
li x27, 2048
add x22, x22, x27
li x27, 2048
add x24, x24, x27
delay 53
vstore m12, 128(x2)
delay 32
vstore m13, 160(x2)
delay 32
dma.store.ch1 x11, x9, x13
bne x19, x0, t2_batch
nop
nop
t2_batch_end:
dma.wait.ch1
dma.wait.ch2
t3_batch_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 2, tiles M 1 N 1 K 1, panels of 1
vli.all m16, 0xc3e0
dma.config.ch1 x0
dma.config.ch2 x0
li x5, 2048
li x10, 6144
li x27, 0
seli e27, 16
li x9, 4096
li x25, 69632
li x22, 73728
li x24, 49152
li x19, 2
delay 50
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
delay 63
vli.all m24, 0x3d80
delay 63
vli.all m25, 0x3d80
delay 63
t3_batch:
addi x21, x22, 0
li x16, 2048
li x14, 8192
addi x15, x21, 0
dma.load.ch5 x14, x15, x16
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x1, 8192
li x2, 0
li x29, 8192
li x27, 49152
sub x26, x24, x27
li x27, 2048
add x21, x21, x27
addi x23, x24, 0
li x27, 4096
li x18, 1
addi x19, x19, -1
dma.wait.ch1
dma.config.ch1 x0
sub x11, x23, x27
li x27, 2048
dma.wait.ch2
addi x12, x23, -2048
add x23, x23, x27
li x13, 2048
li x27, 4096
dma.config.ch2 x0
dma.wait.ch5
vload m20, 0(x1)
delay 32
vload m21, 32(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vunpack.fp8.bf16 m22, m4, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m4, 0(x1)
delay 32
vload m6, 0(x29)
delay 29
vpack.bf16.fp8 m5, m22, e27
delay 1
vmatpush.weight.mxu1 w0, m6
delay 61
vstore m5, 32(x1)
delay 32
vload m7, 32(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
dma.wait.ch0
vload m20, 0(x2)
delay 32
vload m21, 32(x2)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m34, m20, e0
delay 64
vunpack.fp8.bf16 m22, m34, e0
delay 64
vsub.bf16 m22, m20, m22
vstore m34, 0(x2)
delay 32
vmatmul.mxu1 acc0, m34, w0
delay 29
vpack.bf16.fp8 m35, m22, e27
delay 2
vmatpop.bf16.acc.mxu1 m12, acc0
delay 60
vstore m35, 32(x2)
delay 32
vmatmul.mxu1 acc1, m35, w0
delay 33
vmatmul.acc.mxu1 acc1, m34, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m14, m14, m24
delay 64
vadd.bf16 m12, m12, m14
dma.wait.ch1
add x11, x11, x27
li x27, 2048
add x25, x25, x27
li x27, 2048
add x22, x22, x27
li x27, 2048
add x24, x24, x27
delay 53
vstore m12, 128(x2)
delay 32
vstore m13, 160(x2)
delay 32
dma.store.ch1 x11, x9, x13
bne x19, x0, t3_batch
nop
nop
t3_batch_end:
dma.wait.ch1
dma.wait.ch2
