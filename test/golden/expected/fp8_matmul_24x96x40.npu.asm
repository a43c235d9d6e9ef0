main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t0_matmul:
# matmul npu_uk_matmul_f8E4M3FN_f8E4M3FN_f32: batch 1, tiles M 1 N 2 K 3, panels of 2
li x22, 0
addi x21, x22, 0
li x16, 6144
li x14, 0
addi x15, x21, 0
dma.load.ch5 x14, x15, x16
li x5, 3072
li x25, 16384
li x8, 14336
addi x4, x25, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x1, 14336
li x28, 1024
li x29, 0
dma.config.ch1 x0
li x24, 12288
li x27, 12288
sub x26, x24, x27
li x27, 2048
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
li x2, 6144
dma.config.ch2 x0
li x9, 6144
li x10, 10240
li x18, 1
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
vload m1, 64(x28)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m4, 0(x29)
delay 32
vload m2, 128(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m5, 64(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 128(x29)
dma.wait.ch0
delay 31
vload m20, 0(x1)
delay 32
vload m16, 416(x28)
vmatmul.mxu1 acc0, m20, w0
delay 31
vmatmul.mxu0 acc0, m16, w0
vload m21, 32(x1)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m17, 448(x28)
vmatmul.acc.mxu1 acc0, m21, w1
delay 31
vload m22, 64(x1)
delay 25
vmatmul.acc.mxu0 acc0, m17, w1
delay 5
vload m16, 480(x28)
vmatmul.acc.mxu1 acc0, m22, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 51
vmatpush.weight.mxu0 w0, m2
delay 30
vmatmul.acc.mxu0 acc0, m16, w0
delay 94
vmatpop.bf16.acc.mxu0 m8, acc0
dma.wait.ch1
vstore m12, 0(x2)
add x11, x11, x27
delay 31
vstore m13, 32(x2)
delay 32
vstore m8, 64(x2)
delay 32
vstore m9, 96(x2)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
t1_matmul:
# matmul npu_uk_matmul_f8E5M2_f8E4M3FN_f32: batch 1, tiles M 1 N 2 K 3, panels of 2
li x5, 6144
li x25, 6144
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x22, 0
addi x21, x22, 0
li x16, 6144
li x14, 12288
addi x15, x21, 0
dma.load.ch5 x14, x15, x16
vli.all m16, 0xc3e0
li x1, 0
li x28, 13312
li x29, 12288
dma.config.ch1 x0
li x24, 16384
li x27, 16384
sub x26, x24, x27
li x27, 2048
add x21, x21, x27
addi x23, x24, 0
li x27, 8192
dma.config.ch2 x0
li x9, 18432
li x10, 22528
li x18, 1
delay 44
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
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
li x28, 0
vmatpush.weight.mxu0 w0, m0
vload m1, 480(x28)
delay 32
vmatpush.weight.mxu0 w1, m1
vload m4, 0(x29)
delay 32
vload m2, 544(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m5, 64(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 128(x29)
dma.wait.ch0
delay 31
vload m20, 0(x1)
delay 32
vload m21, 32(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m28, m20, e0
delay 64
vload m20, 64(x1)
delay 32
vload m21, 96(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m28, 0(x1)
delay 32
vload m24, 0(x28)
vmatmul.mxu1 acc0, m28, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.mxu0 acc0, m24, w0
delay 0
vmatpush.weight.mxu1 w0, m6
delay 59
vpack.bf16.fp8 m29, m20, e0
delay 31
vmatpush.weight.mxu0 w0, m2
delay 31
vload m20, 128(x1)
delay 32
vload m21, 160(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m29, 64(x1)
delay 32
vload m25, 64(x28)
vmatmul.acc.mxu1 acc0, m29, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
delay 61
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 128(x1)
delay 32
vload m24, 128(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 31
vmatmul.acc.mxu0 acc0, m24, w0
delay 0
vmatpop.bf16.acc.mxu1 m12, acc0
delay 92
vmatpop.bf16.acc.mxu0 m8, acc0
dma.wait.ch1
vstore m12, 576(x1)
add x11, x11, x27
delay 31
vstore m13, 608(x1)
delay 32
vstore m8, 640(x1)
delay 32
vstore m9, 672(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
