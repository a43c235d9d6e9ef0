main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_matmul:
jal x0, t1_call
nop
nop
t1_body:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 98 K 1, panels of 98
li x1, 1047552
sw x4, 0(x1)
li x5, 2048
lw x25, 4(x1)
li x8, 501760
addi x4, x25, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m32, 0xbf80
lw x22, 8(x1)
dma.config.ch1 x0
lw x24, 12(x1)
dma.config.ch2 x0
lw x27, 16(x1)
addi x21, x22, 0
li x9, 0
li x10, 200704
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
li x16, 200704
dma.load.ch5 x14, x15, x16
li x28, 501760
li x29, 401408
li x27, 129024
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
vmaximum.bf16 m20, m20, m16
vload m22, 448(x28)
delay 32
vload m23, 480(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 160(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 512(x28)
delay 32
vload m21, 544(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 192(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 576(x28)
delay 32
vload m23, 608(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 224(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 640(x28)
delay 32
vload m21, 672(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 256(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 704(x28)
delay 32
vload m23, 736(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 288(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 768(x28)
delay 32
vload m21, 800(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 320(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 832(x28)
delay 32
vload m23, 864(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 352(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 896(x28)
delay 32
vload m21, 928(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 384(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 960(x28)
delay 32
vload m23, 992(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 416(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1024(x28)
delay 32
vload m21, 1056(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 448(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1088(x28)
delay 32
vload m23, 1120(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 480(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1152(x28)
delay 32
vload m21, 1184(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 512(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1216(x28)
delay 32
vload m23, 1248(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 544(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1280(x28)
delay 32
vload m21, 1312(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 576(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1344(x28)
delay 32
vload m23, 1376(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 608(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1408(x28)
delay 32
vload m21, 1440(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 640(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1472(x28)
delay 32
vload m23, 1504(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 672(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1536(x28)
delay 32
vload m21, 1568(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 704(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1600(x28)
delay 32
vload m23, 1632(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 736(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1664(x28)
delay 32
vload m21, 1696(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 768(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1728(x28)
delay 32
vload m23, 1760(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 800(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1792(x28)
delay 32
vload m21, 1824(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 832(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1856(x28)
delay 32
vload m23, 1888(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 864(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1920(x28)
delay 32
vload m21, 1952(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 896(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1984(x28)
delay 32
vload m23, 2016(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 928(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2048(x28)
delay 32
vload m21, 2080(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 960(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2112(x28)
delay 32
vload m23, 2144(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 992(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2176(x28)
delay 32
vload m21, 2208(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1024(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2240(x28)
delay 32
vload m23, 2272(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1056(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2304(x28)
delay 32
vload m21, 2336(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1088(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2368(x28)
delay 32
vload m23, 2400(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1120(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2432(x28)
delay 32
vload m21, 2464(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1152(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2496(x28)
delay 32
vload m23, 2528(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1184(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2560(x28)
delay 32
vload m21, 2592(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1216(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2624(x28)
delay 32
vload m23, 2656(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1248(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2688(x28)
delay 32
vload m21, 2720(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1280(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2752(x28)
delay 32
vload m23, 2784(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1312(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2816(x28)
delay 32
vload m21, 2848(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1344(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2880(x28)
delay 32
vload m23, 2912(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1376(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2944(x28)
delay 32
vload m21, 2976(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1408(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3008(x28)
delay 32
vload m23, 3040(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1440(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3072(x28)
delay 32
vload m21, 3104(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1472(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3136(x28)
delay 32
vload m23, 3168(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1504(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3200(x28)
delay 32
vload m21, 3232(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1536(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3264(x28)
delay 32
vload m23, 3296(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1568(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3328(x28)
delay 32
vload m21, 3360(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1600(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3392(x28)
delay 32
vload m23, 3424(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1632(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3456(x28)
delay 32
vload m21, 3488(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1664(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3520(x28)
delay 32
vload m23, 3552(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1696(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3584(x28)
delay 32
vload m21, 3616(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1728(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3648(x28)
delay 32
vload m23, 3680(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1760(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3712(x28)
delay 32
vload m21, 3744(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1792(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3776(x28)
delay 32
vload m23, 3808(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1824(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3840(x28)
delay 32
vload m21, 3872(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1856(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3904(x28)
delay 32
vload m23, 3936(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1888(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3968(x28)
delay 32
vload m21, 4000(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
add x28, x28, x27
vstore m4, 1920(x29)
li x27, 100352
delay 58
vmaximum.bf16 m20, m20, m16
vload m22, 0(x28)
delay 32
vload m23, 32(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1952(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 64(x28)
delay 32
vload m21, 96(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1984(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 128(x28)
delay 32
vload m23, 160(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2016(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 192(x28)
delay 32
vload m21, 224(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2048(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 256(x28)
delay 32
vload m23, 288(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2080(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 320(x28)
delay 32
vload m21, 352(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2112(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 384(x28)
delay 32
vload m23, 416(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2144(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 448(x28)
delay 32
vload m21, 480(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2176(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 512(x28)
delay 32
vload m23, 544(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2208(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 576(x28)
delay 32
vload m21, 608(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2240(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 640(x28)
delay 32
vload m23, 672(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2272(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 704(x28)
delay 32
vload m21, 736(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2304(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 768(x28)
delay 32
vload m23, 800(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2336(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 832(x28)
delay 32
vload m21, 864(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2368(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 896(x28)
delay 32
vload m23, 928(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2400(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 960(x28)
delay 32
vload m21, 992(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2432(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1024(x28)
delay 32
vload m23, 1056(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2464(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1088(x28)
delay 32
vload m21, 1120(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2496(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1152(x28)
delay 32
vload m23, 1184(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2528(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1216(x28)
delay 32
vload m21, 1248(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2560(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1280(x28)
delay 32
vload m23, 1312(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2592(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1344(x28)
delay 32
vload m21, 1376(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2624(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1408(x28)
delay 32
vload m23, 1440(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2656(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1472(x28)
delay 32
vload m21, 1504(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2688(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1536(x28)
delay 32
vload m23, 1568(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2720(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1600(x28)
delay 32
vload m21, 1632(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2752(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1664(x28)
delay 32
vload m23, 1696(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2784(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1728(x28)
delay 32
vload m21, 1760(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2816(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1792(x28)
delay 32
vload m23, 1824(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2848(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1856(x28)
delay 32
vload m21, 1888(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2880(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1920(x28)
delay 32
vload m23, 1952(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2912(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1984(x28)
delay 32
vload m21, 2016(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2944(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2048(x28)
delay 32
vload m23, 2080(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2976(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2112(x28)
delay 32
vload m21, 2144(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 3008(x29)
delay 61
vload m22, 2176(x28)
vmaximum.bf16 m20, m20, m16
delay 31
vload m23, 2208(x28)
delay 31
vminimum.bf16 m20, m20, m18
vstore m7, 3040(x29)
delay 63
vmaximum.bf16 m22, m22, m16
delay 64
vminimum.bf16 m22, m22, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vpack.bf16.fp8 m5, m22, e0
vstore m4, 3072(x29)
delay 63
vstore m5, 3104(x29)
delay 32
add x29, x29, x27
li x28, 501760
vload m20, 0(x28)
li x29, 401408
li x27, 200704
dma.config.ch1 x0
add x21, x21, x27
li x27, 401408
sub x11, x23, x27
li x2, 0
li x27, 200704
sub x12, x23, x27
li x27, 200704
add x23, x23, x27
li x27, 401408
dma.config.ch2 x0
li x13, 200704
li x30, 31
delay 17
vload m21, 32(x28)
delay 32
vmul.bf16 m20, m20, m24
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vload m0, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vmatpush.weight.mxu0 w0, m0
delay 26
vstore m30, 0(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
vload m28, 0(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.mxu0 acc0, m28, w0
delay 29
vmatmul.mxu1 acc1, m30, w1
vmul.bf16 m12, m12, m26
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmul.bf16 m14, m14, m26
delay 64
vmul.bf16 m8, m8, m26
dma.wait.ch1
vstore m12, 0(x2)
add x11, x11, x27
li x27, 6144
add x31, x9, x27
delay 28
vstore m13, 32(x2)
delay 32
vstore m14, 64(x2)
delay 32
vstore m15, 96(x2)
delay 32
vstore m8, 128(x2)
delay 32
vstore m9, 160(x2)
delay 32
t1_groups:
sub x29, x31, x9
srli x29, x29, 1
li x27, 401408
add x29, x29, x27
vload m4, 0(x29)
li x28, 501760
li x27, 6144
addi x30, x30, -1
delay 27
vload m31, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m5, 32(x29)
vmatmul.mxu1 acc0, m31, w0
delay 31
vload m1, 64(x29)
delay 0
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatpush.weight.mxu1 w1, m5
vload m29, 0(x28)
vmatpush.weight.mxu0 w1, m1
vmul.bf16 m12, m12, m26
delay 27
vmatmul.mxu1 acc1, m31, w1
delay 1
vmatmul.mxu0 acc0, m29, w1
delay 30
vmatpop.bf16.acc.mxu1 m14, acc1
delay 0
vstore m12, 0(x31)
delay 28
vmul.bf16 m14, m14, m26
delay 2
vstore m13, 32(x31)
delay 26
vmatpop.bf16.acc.mxu0 m8, acc0
delay 32
vstore m14, 64(x31)
vmul.bf16 m8, m8, m26
delay 31
vstore m15, 96(x31)
delay 32
vstore m8, 128(x31)
delay 32
vstore m9, 160(x31)
delay 32
add x31, x31, x27
bne x30, x0, t1_groups
nop
nop
t1_groups_end:
sub x29, x31, x9
srli x29, x29, 1
li x27, 401408
add x29, x29, x27
vload m6, 0(x29)
li x28, 501760
delay 30
vload m30, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
vmatmul.mxu1 acc0, m30, w0
vload m7, 32(x29)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatpush.weight.mxu1 w1, m7
vmul.bf16 m12, m12, m26
delay 29
vmatmul.mxu1 acc1, m30, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
vstore m12, 0(x31)
delay 29
vmul.bf16 m14, m14, m26
delay 1
vstore m13, 32(x31)
delay 61
vstore m14, 64(x31)
delay 32
vstore m15, 96(x31)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
li x1, 1047552
lw x4, 0(x1)
delay 0
jalr x0, x4, 8
nop
nop
t1_call:
li x1, 1047552
li x4, 200704
sw x4, 4(x1)
li x5, 0
sw x5, 8(x1)
li x4, 1806336
sw x4, 12(x1)
li x5, 1806336
sw x5, 16(x1)
jal x4, t1_body
nop
nop
ecall
main_seg1:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t3_batch_matmul:
# depthwise: 1 bands of 98 tiles, 9 taps
li x8, 18432
li x6, 2007040
li x7, 40960
dma.load.ch7 x7, x6, x8
li x14, 18432
li x4, 0
li x15, 0
addi x16, x4, 0
addi x17, x14, 0
dma.load.ch0 x15, x16, x17
li x5, 1806336
li x12, 4096
sub x21, x5, x12
li x12, 2048
dma.config.ch1 x0
dma.config.ch2 x0
li x18, 2048
li x20, 38912
li x19, 36864
add x22, x21, x12
li x13, 49
dma.wait.ch7
t3_tiles:
li x12, 18432
li x1, 0
vload m4, 1280(x1)
delay 32
vload m5, 1312(x1)
delay 32
vload m10, 1344(x1)
delay 32
vload m11, 1376(x1)
dma.wait.ch0
li x15, 18432
add x16, x16, x12
dma.load.ch0 x15, x16, x17
delay 27
vload m2, 0(x1)
li x12, 4096
delay 31
vload m3, 32(x1)
delay 32
vmul.bf16 m0, m2, m4
vload m8, 64(x1)
delay 32
vload m9, 96(x1)
delay 32
vmul.bf16 m12, m8, m10
vload m2, 128(x1)
delay 32
vload m3, 160(x1)
delay 29
vadd.bf16 m0, m0, m12
delay 1
vload m4, 1408(x1)
delay 32
vload m5, 1440(x1)
delay 32
vmul.bf16 m6, m2, m4
vload m8, 192(x1)
delay 32
vload m9, 224(x1)
delay 29
vadd.bf16 m0, m0, m6
delay 1
vload m10, 1472(x1)
delay 32
vload m11, 1504(x1)
delay 32
vmul.bf16 m12, m8, m10
vload m2, 256(x1)
delay 32
vload m3, 288(x1)
delay 29
vadd.bf16 m0, m0, m12
delay 1
vload m4, 1536(x1)
delay 32
vload m5, 1568(x1)
delay 32
vmul.bf16 m6, m2, m4
vload m8, 320(x1)
delay 32
vload m9, 352(x1)
delay 29
vadd.bf16 m0, m0, m6
delay 1
vload m10, 1600(x1)
delay 32
vload m11, 1632(x1)
delay 32
vload m2, 384(x1)
vmul.bf16 m12, m8, m10
delay 31
vload m3, 416(x1)
delay 31
vadd.bf16 m0, m0, m12
vload m4, 1664(x1)
delay 32
vload m5, 1696(x1)
delay 32
vmul.bf16 m6, m2, m4
vload m8, 448(x1)
delay 32
vload m9, 480(x1)
delay 29
vadd.bf16 m0, m0, m6
delay 1
vload m2, 512(x1)
delay 32
vload m3, 544(x1)
delay 32
vload m10, 1728(x1)
delay 32
vload m11, 1760(x1)
delay 32
vmul.bf16 m12, m8, m10
vload m4, 1792(x1)
delay 32
vload m5, 1824(x1)
delay 29
vadd.bf16 m0, m0, m12
delay 1
vload m10, 1344(x1)
delay 32
vload m11, 1376(x1)
delay 27
vmul.bf16 m6, m2, m4
delay 64
vadd.bf16 m0, m0, m6
vload m4, 1280(x1)
delay 32
vload m5, 1312(x1)
dma.wait.ch1
add x21, x21, x12
addi x12, x13, -1
sltu x12, x0, x12
sub x12, x0, x12
addi x13, x13, -1
delay 26
vstore m0, 1152(x1)
delay 32
vstore m1, 1184(x1)
delay 32
dma.store.ch1 x21, x19, x18
dma.wait.ch0
and x17, x14, x12
li x12, 18432
add x16, x16, x12
li x15, 0
dma.load.ch0 x15, x16, x17
vload m2, 576(x1)
li x12, 4096
delay 31
vload m3, 608(x1)
delay 32
vmul.bf16 m0, m2, m4
vload m8, 640(x1)
delay 32
vload m9, 672(x1)
delay 32
vmul.bf16 m12, m8, m10
vload m2, 704(x1)
delay 32
vload m3, 736(x1)
delay 29
vadd.bf16 m0, m0, m12
delay 1
vload m4, 1408(x1)
delay 32
vload m5, 1440(x1)
delay 32
vmul.bf16 m6, m2, m4
vload m8, 768(x1)
delay 32
vload m9, 800(x1)
delay 29
vadd.bf16 m0, m0, m6
delay 1
vload m10, 1472(x1)
delay 32
vload m11, 1504(x1)
delay 32
vmul.bf16 m12, m8, m10
vload m2, 832(x1)
delay 32
vload m3, 864(x1)
delay 29
vadd.bf16 m0, m0, m12
delay 1
vload m4, 1536(x1)
delay 32
vload m5, 1568(x1)
delay 32
vmul.bf16 m6, m2, m4
vload m8, 896(x1)
delay 32
vload m9, 928(x1)
delay 29
vadd.bf16 m0, m0, m6
delay 1
vload m10, 1600(x1)
delay 32
vload m11, 1632(x1)
delay 32
vmul.bf16 m12, m8, m10
vload m2, 960(x1)
delay 32
vload m3, 992(x1)
delay 29
vadd.bf16 m0, m0, m12
delay 1
vload m4, 1664(x1)
delay 32
vload m5, 1696(x1)
delay 32
vmul.bf16 m6, m2, m4
vload m8, 1024(x1)
delay 32
vload m9, 1056(x1)
delay 29
vadd.bf16 m0, m0, m6
delay 1
vload m10, 1728(x1)
delay 32
vload m11, 1760(x1)
delay 32
vmul.bf16 m12, m8, m10
vload m2, 1088(x1)
delay 32
vload m3, 1120(x1)
delay 29
vadd.bf16 m0, m0, m12
delay 1
vload m4, 1792(x1)
delay 32
vload m5, 1824(x1)
delay 32
vmul.bf16 m6, m2, m4
delay 64
vadd.bf16 m0, m0, m6
dma.wait.ch2
add x22, x22, x12
delay 62
vstore m0, 1216(x1)
delay 32
vstore m1, 1248(x1)
delay 32
dma.store.ch2 x22, x20, x18
bne x13, x0, t3_tiles
nop
nop
t3_tiles_end:
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
li x9, 1806336
add x4, x4, x9
li x9, 200704
add x5, x5, x9
li x9, 18432
add x6, x6, x9
t4_matmul:
jal x0, t4_call
nop
nop
t4_body:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 98 K 1, panels of 98
li x1, 1047552
sw x4, 0(x1)
li x5, 2048
lw x25, 4(x1)
li x8, 501760
addi x4, x25, 0
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
vli.all m32, 0xbf80
lw x22, 8(x1)
dma.config.ch1 x0
lw x24, 12(x1)
dma.config.ch2 x0
lw x27, 16(x1)
addi x21, x22, 0
li x9, 0
li x10, 200704
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
li x16, 200704
dma.load.ch5 x14, x15, x16
li x28, 501760
li x29, 401408
li x27, 129024
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
vmaximum.bf16 m20, m20, m16
vload m22, 448(x28)
delay 32
vload m23, 480(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 160(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 512(x28)
delay 32
vload m21, 544(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 192(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 576(x28)
delay 32
vload m23, 608(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 224(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 640(x28)
delay 32
vload m21, 672(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 256(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 704(x28)
delay 32
vload m23, 736(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 288(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 768(x28)
delay 32
vload m21, 800(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 320(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 832(x28)
delay 32
vload m23, 864(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 352(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 896(x28)
delay 32
vload m21, 928(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 384(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 960(x28)
delay 32
vload m23, 992(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 416(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1024(x28)
delay 32
vload m21, 1056(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 448(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1088(x28)
delay 32
vload m23, 1120(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 480(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1152(x28)
delay 32
vload m21, 1184(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 512(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1216(x28)
delay 32
vload m23, 1248(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 544(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1280(x28)
delay 32
vload m21, 1312(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 576(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1344(x28)
delay 32
vload m23, 1376(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 608(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1408(x28)
delay 32
vload m21, 1440(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 640(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1472(x28)
delay 32
vload m23, 1504(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 672(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1536(x28)
delay 32
vload m21, 1568(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 704(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1600(x28)
delay 32
vload m23, 1632(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 736(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1664(x28)
delay 32
vload m21, 1696(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 768(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1728(x28)
delay 32
vload m23, 1760(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 800(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1792(x28)
delay 32
vload m21, 1824(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 832(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1856(x28)
delay 32
vload m23, 1888(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 864(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1920(x28)
delay 32
vload m21, 1952(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 896(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1984(x28)
delay 32
vload m23, 2016(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 928(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2048(x28)
delay 32
vload m21, 2080(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 960(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2112(x28)
delay 32
vload m23, 2144(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 992(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2176(x28)
delay 32
vload m21, 2208(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1024(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2240(x28)
delay 32
vload m23, 2272(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1056(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2304(x28)
delay 32
vload m21, 2336(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1088(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2368(x28)
delay 32
vload m23, 2400(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1120(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2432(x28)
delay 32
vload m21, 2464(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1152(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2496(x28)
delay 32
vload m23, 2528(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1184(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2560(x28)
delay 32
vload m21, 2592(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1216(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2624(x28)
delay 32
vload m23, 2656(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1248(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2688(x28)
delay 32
vload m21, 2720(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1280(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2752(x28)
delay 32
vload m23, 2784(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1312(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2816(x28)
delay 32
vload m21, 2848(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1344(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2880(x28)
delay 32
vload m23, 2912(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1376(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2944(x28)
delay 32
vload m21, 2976(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1408(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3008(x28)
delay 32
vload m23, 3040(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1440(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3072(x28)
delay 32
vload m21, 3104(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1472(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3136(x28)
delay 32
vload m23, 3168(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1504(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3200(x28)
delay 32
vload m21, 3232(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1536(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3264(x28)
delay 32
vload m23, 3296(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1568(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3328(x28)
delay 32
vload m21, 3360(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1600(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3392(x28)
delay 32
vload m23, 3424(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1632(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3456(x28)
delay 32
vload m21, 3488(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1664(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3520(x28)
delay 32
vload m23, 3552(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1696(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3584(x28)
delay 32
vload m21, 3616(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1728(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3648(x28)
delay 32
vload m23, 3680(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1760(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3712(x28)
delay 32
vload m21, 3744(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 1792(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3776(x28)
delay 32
vload m23, 3808(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1824(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3840(x28)
delay 32
vload m21, 3872(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1856(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 3904(x28)
delay 32
vload m23, 3936(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 1888(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 3968(x28)
delay 32
vload m21, 4000(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
add x28, x28, x27
vstore m4, 1920(x29)
li x27, 100352
delay 58
vmaximum.bf16 m20, m20, m16
vload m22, 0(x28)
delay 32
vload m23, 32(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 1952(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 64(x28)
delay 32
vload m21, 96(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 1984(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 128(x28)
delay 32
vload m23, 160(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2016(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 192(x28)
delay 32
vload m21, 224(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2048(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 256(x28)
delay 32
vload m23, 288(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2080(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 320(x28)
delay 32
vload m21, 352(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2112(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 384(x28)
delay 32
vload m23, 416(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2144(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 448(x28)
delay 32
vload m21, 480(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2176(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 512(x28)
delay 32
vload m23, 544(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2208(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 576(x28)
delay 32
vload m21, 608(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2240(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 640(x28)
delay 32
vload m23, 672(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2272(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 704(x28)
delay 32
vload m21, 736(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2304(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 768(x28)
delay 32
vload m23, 800(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2336(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 832(x28)
delay 32
vload m21, 864(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2368(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 896(x28)
delay 32
vload m23, 928(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2400(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 960(x28)
delay 32
vload m21, 992(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2432(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1024(x28)
delay 32
vload m23, 1056(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2464(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1088(x28)
delay 32
vload m21, 1120(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2496(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1152(x28)
delay 32
vload m23, 1184(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2528(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1216(x28)
delay 32
vload m21, 1248(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2560(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1280(x28)
delay 32
vload m23, 1312(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2592(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1344(x28)
delay 32
vload m21, 1376(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2624(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1408(x28)
delay 32
vload m23, 1440(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2656(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1472(x28)
delay 32
vload m21, 1504(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2688(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1536(x28)
delay 32
vload m23, 1568(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2720(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1600(x28)
delay 32
vload m21, 1632(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2752(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1664(x28)
delay 32
vload m23, 1696(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2784(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1728(x28)
delay 32
vload m21, 1760(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2816(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1792(x28)
delay 32
vload m23, 1824(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2848(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1856(x28)
delay 32
vload m21, 1888(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 2880(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 1920(x28)
delay 32
vload m23, 1952(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m7, 2912(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 1984(x28)
delay 32
vload m21, 2016(x28)
delay 29
vpack.bf16.fp8 m5, m22, e0
delay 1
vstore m4, 2944(x29)
delay 61
vmaximum.bf16 m20, m20, m16
vload m22, 2048(x28)
delay 32
vload m23, 2080(x28)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vstore m5, 2976(x29)
delay 61
vmaximum.bf16 m22, m22, m16
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vminimum.bf16 m22, m22, m18
vload m20, 2112(x28)
delay 32
vload m21, 2144(x28)
delay 29
vpack.bf16.fp8 m7, m22, e0
delay 1
vstore m6, 3008(x29)
delay 61
vload m22, 2176(x28)
vmaximum.bf16 m20, m20, m16
delay 31
vload m23, 2208(x28)
delay 31
vminimum.bf16 m20, m20, m18
vstore m7, 3040(x29)
delay 63
vmaximum.bf16 m22, m22, m16
delay 64
vminimum.bf16 m22, m22, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vpack.bf16.fp8 m5, m22, e0
vstore m4, 3072(x29)
delay 63
vstore m5, 3104(x29)
delay 32
add x29, x29, x27
li x28, 501760
vload m20, 0(x28)
li x29, 401408
li x27, 200704
dma.config.ch1 x0
add x21, x21, x27
li x27, 401408
sub x11, x23, x27
li x2, 0
li x27, 200704
sub x12, x23, x27
li x27, 200704
add x23, x23, x27
li x27, 401408
dma.config.ch2 x0
li x13, 200704
li x30, 31
delay 17
vload m21, 32(x28)
delay 32
vmul.bf16 m20, m20, m24
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 32(x29)
delay 28
vpack.bf16.fp8 m30, m20, e0
delay 2
vload m0, 64(x29)
vmatpush.weight.mxu1 w1, m7
delay 31
vmatpush.weight.mxu0 w0, m0
delay 26
vstore m30, 0(x28)
delay 32
vmatmul.mxu1 acc0, m30, w0
vload m28, 0(x28)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vmatmul.mxu0 acc0, m28, w0
delay 29
vmatmul.mxu1 acc1, m30, w1
vmul.bf16 m12, m12, m26
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 28
vmatpop.bf16.acc.mxu0 m8, acc0
delay 0
vmul.bf16 m14, m14, m26
delay 64
vmul.bf16 m8, m8, m26
dma.wait.ch1
vstore m12, 0(x2)
add x11, x11, x27
li x27, 6144
add x31, x9, x27
delay 28
vstore m13, 32(x2)
delay 32
vstore m14, 64(x2)
delay 32
vstore m15, 96(x2)
delay 32
vstore m8, 128(x2)
delay 32
vstore m9, 160(x2)
delay 32
t4_groups:
sub x29, x31, x9
srli x29, x29, 1
li x27, 401408
add x29, x29, x27
vload m4, 0(x29)
li x28, 501760
li x27, 6144
addi x30, x30, -1
delay 27
vload m31, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
vload m5, 32(x29)
vmatmul.mxu1 acc0, m31, w0
delay 31
vload m1, 64(x29)
delay 0
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatpush.weight.mxu1 w1, m5
vload m29, 0(x28)
vmatpush.weight.mxu0 w1, m1
vmul.bf16 m12, m12, m26
delay 27
vmatmul.mxu1 acc1, m31, w1
delay 1
vmatmul.mxu0 acc0, m29, w1
delay 30
vmatpop.bf16.acc.mxu1 m14, acc1
delay 0
vstore m12, 0(x31)
delay 28
vmul.bf16 m14, m14, m26
delay 2
vstore m13, 32(x31)
delay 26
vmatpop.bf16.acc.mxu0 m8, acc0
delay 32
vstore m14, 64(x31)
vmul.bf16 m8, m8, m26
delay 31
vstore m15, 96(x31)
delay 32
vstore m8, 128(x31)
delay 32
vstore m9, 160(x31)
delay 32
add x31, x31, x27
bne x30, x0, t4_groups
nop
nop
t4_groups_end:
sub x29, x31, x9
srli x29, x29, 1
li x27, 401408
add x29, x29, x27
vload m6, 0(x29)
li x28, 501760
delay 30
vload m30, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
vmatmul.mxu1 acc0, m30, w0
vload m7, 32(x29)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
delay 30
vmatpush.weight.mxu1 w1, m7
vmul.bf16 m12, m12, m26
delay 29
vmatmul.mxu1 acc1, m30, w1
delay 33
vmatpop.bf16.acc.mxu1 m14, acc1
vstore m12, 0(x31)
delay 29
vmul.bf16 m14, m14, m26
delay 1
vstore m13, 32(x31)
delay 61
vstore m14, 64(x31)
delay 32
vstore m15, 96(x31)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
li x1, 1047552
lw x4, 0(x1)
delay 0
jalr x0, x4, 8
nop
nop
t4_call:
li x1, 1047552
li x4, 2025472
sw x4, 4(x1)
li x5, 1806336
sw x5, 8(x1)
li x4, 0
sw x4, 12(x1)
li x5, 0
sw x5, 16(x1)
jal x4, t4_body
nop
nop
