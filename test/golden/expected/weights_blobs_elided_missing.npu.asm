main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 1 K 1, panels of 1
li x5, 2048
li x25, 0
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x22, 12288
addi x21, x22, 0
li x14, 10240
addi x15, x21, 0
li x16, 1024
dma.load.ch5 x14, x15, x16
li x24, 10240
li x27, 10240
sub x26, x24, x27
li x27, 10240
addi x23, x24, 0
li x28, 0
vli.all m32, 0xbf80
li x29, 10240
li x1, 8192
dma.config.ch1 x0
li x2, 4096
dma.config.ch2 x0
li x9, 4096
li x10, 6144
li x18, 1
delay 53
vli.all m33, 0xbf80
delay 63
vli.all m36, 0x1f80
delay 63
vli.all m37, 0x1f80
delay 63
vli.all m34, 0x4301
delay 63
vli.all m35, 0x4301
dma.wait.ch1
dma.config.ch1 x0
dma.wait.ch2
addi x12, x23, -2048
li x13, 2048
dma.config.ch2 x0
dma.wait.ch0
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
vli.all m8, 0x3e80
vstore m30, 0(x28)
delay 62
vli.all m9, 0x3e80
delay 63
vmul.bf16 m26, m26, m8
dma.wait.ch5
sub x15, x23, x27
sub x15, x15, x26
li x27, 8192
li x16, 2048
li x14, 8192
add x15, x15, x27
dma.load.ch5 x14, x15, x16
vload m4, 0(x29)
li x27, 1024
add x21, x21, x27
li x27, 4096
sub x11, x23, x27
li x27, 2048
add x23, x23, x27
li x27, 4096
delay 24
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m30, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m26
dma.wait.ch5
vload m16, 0(x1)
delay 32
vload m17, 32(x1)
delay 32
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
t2_matmul:
# matmul npu_uk_matmul_bf16_bf16_f32: batch 1, tiles M 1 N 1 K 1, panels of 1
li x5, 2048
li x25, 2048
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x28, 0
vli.all m28, 0xbf80
li x22, 13312
addi x21, x22, 0
li x14, 8192
addi x15, x21, 0
li x16, 1024
dma.load.ch5 x14, x15, x16
li x29, 8192
dma.config.ch1 x0
li x24, 0
li x27, 0
sub x26, x24, x27
li x27, 1024
add x21, x21, x27
addi x23, x24, 0
li x27, 4096
li x1, 4096
dma.config.ch2 x0
li x9, 4096
li x10, 6144
li x18, 1
delay 41
vli.all m29, 0xbf80
delay 63
vli.all m32, 0x1f80
delay 63
vli.all m33, 0x1f80
delay 63
vli.all m30, 0x4301
delay 63
vli.all m31, 0x4301
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
dma.wait.ch0
vload m16, 0(x28)
delay 32
vload m17, 32(x28)
delay 32
vmul.bf16 m18, m16, m28
li x28, 0
delay 63
vmaximum.bf16 m16, m16, m18
delay 64
vredmax.row.bf16 m16, m16
delay 32
vmaximum.bf16 m16, m16, m32
delay 64
vmul.bf16 m18, m16, m30
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
vpack.bf16.fp8 m26, m16, e0
delay 64
vli.all m8, 0x3f00
vstore m26, 0(x28)
delay 62
vli.all m9, 0x3f00
delay 63
vmul.bf16 m22, m22, m8
dma.wait.ch5
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m26, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m22
dma.wait.ch1
add x11, x11, x27
delay 62
vstore m12, 0(x1)
delay 32
vstore m13, 32(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
t3_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 1 K 1, panels of 1
li x5, 2048
li x25, 4096
addi x4, x25, 0
li x8, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m32, 0xbf80
dma.config.ch1 x0
dma.config.ch2 x0
li x22, 6144
li x24, 2048
li x27, 2048
addi x21, x22, 0
li x10, 6144
li x9, 4096
addi x23, x24, 0
sub x26, x24, x27
li x18, 1
addi x15, x21, 0
delay 47
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
li x16, 2048
li x14, 4096
dma.load.ch5 x14, x15, x16
li x28, 0
li x29, 8192
dma.wait.ch0
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmul.bf16 m22, m20, m32
addi x28, x14, 0
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
delay 64
vrecip.bf16 m24, m26
dma.wait.ch5
vload m20, 0(x28)
delay 32
vload m21, 32(x28)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vstore m4, 0(x29)
delay 32
addi x29, x29, 1024
li x28, 0
vload m20, 0(x28)
li x29, 8192
li x27, 2048
dma.config.ch1 x0
add x21, x21, x27
li x27, 4096
sub x11, x23, x27
li x1, 4096
li x27, 2048
addi x12, x23, -2048
add x23, x23, x27
li x13, 2048
li x27, 4096
dma.config.ch2 x0
delay 16
vload m21, 32(x28)
delay 32
vmul.bf16 m20, m20, m24
vload m5, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m5
delay 29
vpack.bf16.fp8 m30, m20, e0
delay 64
vstore m30, 0(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m12, m12, m26
dma.wait.ch1
add x11, x11, x27
delay 62
vstore m12, 0(x1)
delay 32
vstore m13, 32(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
