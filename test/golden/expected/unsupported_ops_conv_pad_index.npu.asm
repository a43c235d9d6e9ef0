main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 8 K 2, panels of 8
li x22, 0
addi x21, x22, 0
li x14, 0
addi x15, x21, 0
li x16, 32768
dma.load.ch5 x14, x15, x16
vli.all m16, 0xc3e0
li x1, 0
li x5, 4096
li x25, 49152
addi x4, x25, 0
li x8, 65536
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x28, 2048
li x29, 0
dma.config.ch1 x0
li x24, 32768
li x27, 32768
sub x26, x24, x27
li x27, 16384
add x21, x21, x27
addi x23, x24, 0
li x27, 32768
dma.config.ch2 x0
li x9, 32768
li x10, 49152
li x18, 1
delay 41
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
dma.wait.ch1
dma.config.ch1 x0
sub x11, x23, x27
li x27, 16384
dma.wait.ch2
sub x12, x23, x27
li x27, 16384
add x23, x23, x27
li x27, 32768
li x13, 16384
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
vload m20, 64(x1)
delay 32
vload m21, 96(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 0(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 128(x1)
delay 32
vload m21, 160(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 64(x1)
delay 32
vload m0, 0(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu0 w0, m0
delay 61
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 192(x1)
delay 32
vload m21, 224(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 128(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 256(x1)
delay 32
vload m21, 288(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 192(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 320(x1)
delay 32
vload m21, 352(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 256(x1)
delay 32
vload m2, 192(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 384(x1)
delay 32
vload m21, 416(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 320(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 448(x1)
delay 32
vload m21, 480(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 384(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 512(x1)
delay 32
vload m21, 544(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 448(x1)
delay 32
vload m0, 384(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 576(x1)
delay 32
vload m21, 608(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 512(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 640(x1)
delay 32
vload m21, 672(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 576(x1)
delay 32
vload m1, 512(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu0 w1, m1
delay 61
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 704(x1)
delay 32
vload m21, 736(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 640(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 768(x1)
delay 32
vload m21, 800(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 704(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 832(x1)
delay 32
vload m21, 864(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 768(x1)
delay 32
vload m4, 0(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu1 w0, m4
vload m3, 704(x28)
delay 32
vload m4, 192(x29)
delay 26
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 896(x1)
delay 32
vload m21, 928(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 832(x1)
delay 32
vload m5, 512(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu1 w1, m5
delay 30
vload m5, 704(x29)
delay 29
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 960(x1)
delay 32
vload m21, 992(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 896(x1)
delay 32
vload m6, 128(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vstore m7, 960(x1)
delay 32
vload m7, 640(x29)
delay 32
vload m1, 896(x28)
dma.wait.ch0
delay 31
vload m20, 2048(x1)
delay 32
vload m21, 2080(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m28, m20, e0
delay 64
vload m20, 2112(x1)
delay 32
vload m21, 2144(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m28, 2048(x1)
delay 32
vload m24, 1984(x28)
vmatmul.mxu1 acc0, m28, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.mxu0 acc0, m24, w0
delay 0
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc1, m28, w0
vload m6, 320(x29)
delay 26
vpack.bf16.fp8 m29, m20, e0
delay 4
vmatpush.weight.mxu1 w0, m4
delay 25
vload m24, 1984(x28)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m29, 2112(x1)
vmatmul.mxu0 acc1, m24, w0
delay 31
vload m25, 2048(x28)
vmatmul.acc.mxu1 acc0, m29, w1
delay 31
vload m4, 384(x29)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 25
vmatmul.acc.mxu0 acc0, m25, w1
delay 3
vmatpop.bf16.acc.mxu1 m12, acc0
vload m24, 1984(x28)
delay 29
vmatmul.acc.mxu1 acc1, m29, w1
delay 1
vload m7, 832(x29)
delay 30
vmatmul.mxu1 acc0, m28, w0
delay 22
vload m25, 2048(x28)
vmatpush.weight.mxu0 w1, m3
delay 8
vmatpush.weight.mxu1 w1, m5
delay 20
vmatpop.bf16.acc.mxu0 m8, acc0
delay 8
vmatpop.bf16.acc.mxu1 m14, acc1
vload m5, 896(x29)
delay 19
vmatmul.acc.mxu0 acc1, m25, w1
delay 8
vmatmul.acc.mxu1 acc0, m29, w1
delay 33
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc1, m28, w0
delay 17
vmatpush.weight.mxu0 w0, m0
vload m25, 2048(x28)
delay 13
vmatpush.weight.mxu1 w1, m7
delay 14
vmatmul.mxu0 acc0, m24, w0
delay 14
vmatmul.acc.mxu1 acc1, m29, w1
delay 33
vmatpush.weight.mxu1 w0, m4
delay 30
vmatpush.weight.mxu1 w1, m5
delay 11
vmatpush.weight.mxu0 w1, m1
delay 30
vmatmul.acc.mxu0 acc0, m25, w1
delay 94
vmatpop.bf16.acc.mxu0 m10, acc1
dma.wait.ch1
vstore m12, 1024(x1)
add x11, x11, x27
delay 31
vstore m13, 1056(x1)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vstore m8, 1088(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m9, 1120(x1)
delay 30
vmatmul.acc.mxu1 acc0, m29, w1
delay 0
vstore m14, 1152(x1)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m15, 1184(x1)
delay 32
vstore m12, 1216(x1)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m13, 1248(x1)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vstore m10, 1280(x1)
delay 32
vstore m11, 1312(x1)
delay 32
vstore m14, 1344(x1)
delay 32
vstore m15, 1376(x1)
delay 32
vstore m12, 1408(x1)
delay 32
vstore m13, 1440(x1)
delay 32
vstore m8, 1472(x1)
delay 32
vstore m9, 1504(x1)
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
vli.all m22, 0x3e00
dma.config.ch1 x0
dma.config.ch2 x0
li x10, 6144
li x9, 4096
li x18, 1
li x17, 5
delay 56
vli.all m23, 0x3e00
delay 63
vli.all m24, 0xc3e0
delay 63
vli.all m25, 0xc3e0
delay 63
vli.all m26, 0x43e0
delay 63
vli.all m27, 0x43e0
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
li x1, 0
li x29, 10240
vload m4, 0(x29)
li x28, 10240
li x27, 4096
addi x17, x17, -1
delay 28
vmatpush.weight.mxu1 w0, m4
vload m0, 0(x28)
delay 32
li x28, 2048
vmatpush.weight.mxu0 w0, m0
vload m18, 256(x1)
delay 32
vload m19, 288(x1)
dma.wait.ch0
li x8, 2048
add x4, x4, x5
dma.load.ch0 x8, x4, x6
delay 27
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m36, m28, e0
delay 64
vstore m36, 0(x1)
delay 32
vmatmul.mxu1 acc0, m36, w0
delay 33
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmul.bf16 m16, m12, m22
delay 64
vadd.bf16 m20, m16, m18
delay 64
vload m18, 256(x1)
delay 32
vload m19, 288(x1)
dma.wait.ch1
add x11, x11, x27
li x27, 4096
delay 29
vstore m20, 128(x1)
delay 32
vstore m21, 160(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m28, 64(x1)
add x4, x4, x5
li x8, 0
dma.load.ch0 x8, x4, x6
delay 29
vload m29, 96(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m36, m28, e0
delay 64
vstore m36, 64(x1)
delay 32
vload m32, 0(x28)
delay 32
vmatmul.mxu0 acc0, m32, w0
delay 94
vmatpop.bf16.acc.mxu0 m8, acc0
delay 30
vmul.bf16 m16, m8, m22
delay 64
vadd.bf16 m20, m16, m18
dma.wait.ch2
add x12, x12, x27
delay 62
vstore m20, 192(x1)
delay 32
vstore m21, 224(x1)
delay 32
dma.store.ch2 x12, x10, x13
bne x17, x0, t5_rows
nop
nop
t5_rows_end:
li x1, 0
li x29, 10240
vload m5, 0(x29)
li x27, 4096
delay 31
vmatpush.weight.mxu1 w0, m5
vload m18, 256(x1)
delay 32
vload m19, 288(x1)
dma.wait.ch0
delay 31
vload m28, 0(x1)
delay 32
vload m29, 32(x1)
delay 32
vmaximum.bf16 m28, m28, m24
delay 64
vminimum.bf16 m28, m28, m26
delay 64
vpack.bf16.fp8 m36, m28, e0
delay 64
vstore m36, 0(x1)
delay 32
vmatmul.mxu1 acc1, m36, w0
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmul.bf16 m16, m14, m22
delay 64
vadd.bf16 m20, m16, m18
dma.wait.ch1
add x11, x11, x27
delay 62
vstore m20, 128(x1)
delay 32
vstore m21, 160(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
