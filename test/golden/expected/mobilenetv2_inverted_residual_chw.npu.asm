main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 98 K 1, panels of 98
li x22, 0
addi x21, x22, 0
li x14, 401408
addi x15, x21, 0
li x16, 200704
dma.load.ch5 x14, x15, x16
vli.all m16, 0xc3e0
li x1, 401408
li x2, 532480
li x5, 2048
li x25, 401408
addi x4, x25, 0
li x8, 602112
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x28, 403456
dma.config.ch1 x0
li x24, 200704
li x27, 200704
sub x26, x24, x27
li x27, 200704
add x21, x21, x27
addi x23, x24, 0
li x27, 401408
li x3, 0
li x29, 401408
dma.config.ch2 x0
li x9, 0
li x10, 200704
li x18, 1
delay 38
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
dma.wait.ch1
dma.config.ch1 x0
sub x11, x23, x27
li x27, 200704
dma.wait.ch2
sub x12, x23, x27
li x27, 200704
add x23, x23, x27
li x27, 401408
li x13, 200704
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
li x28, 602112
vmatpush.weight.mxu0 w0, m0
delay 60
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
delay 63
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
delay 63
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
delay 63
vminimum.bf16 m20, m20, m18
delay 64
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
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 896(x1)
delay 32
vload m21, 928(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 832(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 960(x1)
delay 32
vload m21, 992(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 896(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1024(x1)
delay 32
vload m21, 1056(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 960(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1088(x1)
delay 32
vload m21, 1120(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1024(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1152(x1)
delay 32
vload m21, 1184(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1088(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1216(x1)
delay 32
vload m21, 1248(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1152(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1280(x1)
delay 32
vload m21, 1312(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1216(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1344(x1)
delay 32
vload m21, 1376(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1280(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1408(x1)
delay 32
vload m21, 1440(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1344(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1472(x1)
delay 32
vload m21, 1504(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1408(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1536(x1)
delay 32
vload m21, 1568(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1472(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1600(x1)
delay 32
vload m21, 1632(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1536(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1664(x1)
delay 32
vload m21, 1696(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1600(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1728(x1)
delay 32
vload m21, 1760(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1664(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1792(x1)
delay 32
vload m21, 1824(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1728(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1856(x1)
delay 32
vload m21, 1888(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1792(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1920(x1)
delay 32
vload m21, 1952(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1856(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1984(x1)
delay 32
vload m21, 2016(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1920(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2048(x1)
delay 32
vload m21, 2080(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1984(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2112(x1)
delay 32
vload m21, 2144(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2048(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2176(x1)
delay 32
vload m21, 2208(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2112(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2240(x1)
delay 32
vload m21, 2272(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2176(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2304(x1)
delay 32
vload m21, 2336(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 2240(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2368(x1)
delay 32
vload m21, 2400(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2304(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2432(x1)
delay 32
vload m21, 2464(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2368(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2496(x1)
delay 32
vload m21, 2528(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2432(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2560(x1)
delay 32
vload m21, 2592(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 2496(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2624(x1)
delay 32
vload m21, 2656(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2560(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2688(x1)
delay 32
vload m21, 2720(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2624(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2752(x1)
delay 32
vload m21, 2784(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2688(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2816(x1)
delay 32
vload m21, 2848(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 2752(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2880(x1)
delay 32
vload m21, 2912(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2816(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2944(x1)
delay 32
vload m21, 2976(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2880(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3008(x1)
delay 32
vload m21, 3040(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2944(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3072(x1)
delay 32
vload m21, 3104(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3008(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3136(x1)
delay 32
vload m21, 3168(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3072(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3200(x1)
delay 32
vload m21, 3232(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3136(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3264(x1)
delay 32
vload m21, 3296(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3200(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3328(x1)
delay 32
vload m21, 3360(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3264(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3392(x1)
delay 32
vload m21, 3424(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3328(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3456(x1)
delay 32
vload m21, 3488(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3392(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3520(x1)
delay 32
vload m21, 3552(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3456(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3584(x1)
delay 32
vload m21, 3616(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3520(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3648(x1)
delay 32
vload m21, 3680(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3584(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3712(x1)
delay 32
vload m21, 3744(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3648(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3776(x1)
delay 32
vload m21, 3808(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3712(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3840(x1)
delay 32
vload m21, 3872(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3776(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3904(x1)
delay 32
vload m21, 3936(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3840(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3968(x1)
delay 32
vload m21, 4000(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3904(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 4032(x1)
delay 32
vload m21, 4064(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3968(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 0(x2)
delay 32
vload m21, 32(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 4032(x1)
delay 32
li x1, 131072
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 64(x2)
delay 32
vload m21, 96(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 0(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 128(x2)
delay 32
vload m21, 160(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 64(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 192(x2)
delay 32
vload m21, 224(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 128(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 256(x2)
delay 32
vload m21, 288(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 192(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 320(x2)
delay 32
vload m21, 352(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 256(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 384(x2)
delay 32
vload m21, 416(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 320(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 448(x2)
delay 32
vload m21, 480(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 384(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 512(x2)
delay 32
vload m21, 544(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 448(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 576(x2)
delay 32
vload m21, 608(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 512(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 640(x2)
delay 32
vload m21, 672(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 576(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 704(x2)
delay 32
vload m21, 736(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 640(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 768(x2)
delay 32
vload m21, 800(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 704(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 832(x2)
delay 32
vload m21, 864(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 768(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 896(x2)
delay 32
vload m21, 928(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 832(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 960(x2)
delay 32
vload m21, 992(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 896(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1024(x2)
delay 32
vload m21, 1056(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 960(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1088(x2)
delay 32
vload m21, 1120(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1024(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1152(x2)
delay 32
vload m21, 1184(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1088(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1216(x2)
delay 32
vload m21, 1248(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1152(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1280(x2)
delay 32
vload m21, 1312(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1216(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1344(x2)
delay 32
vload m21, 1376(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1280(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1408(x2)
delay 32
vload m21, 1440(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1344(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1472(x2)
delay 32
vload m21, 1504(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1408(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1536(x2)
delay 32
vload m21, 1568(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1472(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1600(x2)
delay 32
vload m21, 1632(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1536(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1664(x2)
delay 32
vload m21, 1696(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1600(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1728(x2)
delay 32
vload m21, 1760(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1664(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1792(x2)
delay 32
vload m21, 1824(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1728(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1856(x2)
delay 32
vload m21, 1888(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1792(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1920(x2)
delay 32
vload m21, 1952(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1856(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1984(x2)
delay 32
vload m21, 2016(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1920(x2)
delay 32
vload m6, 0(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu1 w0, m6
delay 30
vload m6, 448(x29)
delay 29
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2048(x2)
delay 32
vload m21, 2080(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1984(x2)
delay 32
vload m7, 128(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2112(x2)
delay 32
vload m21, 2144(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2048(x2)
delay 32
vload m4, 192(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vstore m5, 2112(x2)
delay 32
vload m5, 320(x29)
dma.wait.ch0
delay 31
vload m20, 2176(x2)
delay 32
vload m21, 2208(x2)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m28, m20, e0
delay 64
vstore m28, 2176(x2)
delay 32
vload m24, 0(x28)
vmatmul.mxu1 acc0, m28, w0
delay 31
vmatmul.mxu0 acc0, m24, w0
li x28, 409600
vload m1, 0(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
li x28, 602112
vload m25, 0(x28)
delay 31
vmatpop.bf16.acc.mxu1 m12, acc0
li x28, 413696
vload m2, 0(x28)
delay 22
vmatpush.weight.mxu0 w0, m1
delay 4
vmatpush.weight.mxu1 w0, m4
delay 2
li x28, 602112
vload m24, 0(x28)
delay 19
vmatmul.mxu0 acc1, m25, w0
delay 4
vmatmul.mxu1 acc0, m28, w0
delay 5
li x28, 419840
vload m3, 0(x28)
delay 24
vmatpop.bf16.acc.mxu1 m14, acc1
delay 6
li x28, 602112
vload m7, 512(x29)
delay 21
vmatpush.weight.mxu1 w0, m5
delay 9
vload m4, 640(x29)
delay 10
vmatpop.bf16.acc.mxu0 m8, acc0
delay 7
vmatmul.mxu1 acc1, m28, w0
delay 11
vload m25, 0(x28)
delay 8
vmatpush.weight.mxu0 w0, m2
delay 10
vmatpush.weight.mxu1 w0, m6
delay 10
li x28, 425984
vload m0, 0(x28)
delay 5
vmatmul.mxu0 acc0, m24, w0
delay 25
li x28, 602112
vload m5, 704(x29)
delay 32
vload m6, 832(x29)
delay 32
vmatpop.bf16.acc.mxu0 m10, acc1
vload m24, 0(x28)
delay 29
vmatpush.weight.mxu0 w0, m3
delay 1
li x28, 430080
vload m1, 0(x28)
delay 26
vmatmul.mxu0 acc1, m25, w0
delay 4
li x28, 602112
delay 88
vmatpush.weight.mxu0 w0, m0
vload m25, 0(x28)
delay 32
li x28, 436224
vload m2, 0(x28)
delay 32
li x28, 602112
dma.wait.ch1
vstore m8, 64(x3)
add x11, x11, x27
delay 31
vstore m9, 96(x3)
delay 32
vmatpop.bf16.acc.mxu0 m8, acc0
vstore m10, 256(x3)
delay 29
vmatmul.mxu0 acc0, m24, w0
delay 1
vstore m11, 288(x3)
delay 32
vstore m8, 384(x3)
delay 32
vstore m9, 416(x3)
delay 23
vmatpop.bf16.acc.mxu0 m10, acc1
delay 7
vload m24, 0(x28)
delay 21
vmatpush.weight.mxu0 w0, m1
delay 9
li x28, 440320
vload m3, 0(x28)
delay 17
vmatmul.mxu0 acc1, m25, w0
delay 13
vstore m10, 576(x3)
li x28, 602112
delay 31
vstore m11, 608(x3)
delay 32
vstore m12, 0(x3)
delay 11
vmatpop.bf16.acc.mxu0 m8, acc0
delay 19
vstore m13, 32(x3)
delay 9
vmatpush.weight.mxu0 w0, m2
delay 21
vload m25, 0(x28)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 6
vmatmul.mxu0 acc0, m24, w0
delay 22
vmatmul.mxu1 acc0, m28, w0
vstore m14, 128(x3)
li x28, 446464
delay 31
vstore m15, 160(x3)
vmatpush.weight.mxu1 w0, m7
delay 31
vmatpop.bf16.acc.mxu1 m14, acc1
vload m0, 0(x28)
delay 0
vmatpop.bf16.acc.mxu0 m10, acc1
delay 27
vmatmul.mxu1 acc1, m28, w0
delay 1
vmatpush.weight.mxu0 w0, m3
vstore m8, 768(x3)
li x28, 602112
delay 28
vmatmul.mxu0 acc1, m25, w0
vmatpush.weight.mxu1 w0, m4
delay 0
vstore m9, 800(x3)
delay 32
vstore m12, 192(x3)
delay 32
vstore m13, 224(x3)
delay 23
vmatpop.bf16.acc.mxu0 m8, acc0
delay 7
vload m24, 0(x28)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 20
vmatpush.weight.mxu0 w0, m0
delay 8
vmatmul.mxu1 acc0, m28, w0
vstore m14, 320(x3)
li x28, 452608
delay 17
vmatmul.mxu0 acc0, m24, w0
delay 11
vstore m15, 352(x3)
vmatpush.weight.mxu1 w0, m5
delay 31
vload m1, 0(x28)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m10, 896(x3)
li x28, 602112
delay 12
vmatpush.weight.mxu0 w0, m1
delay 17
vstore m11, 928(x3)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m25, 0(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m12, 448(x3)
vmatmul.mxu0 acc1, m25, w0
li x28, 456704
delay 29
vstore m13, 480(x3)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vstore m14, 512(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 544(x3)
delay 32
vload m7, 960(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m2, 0(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m8, 1088(x3)
li x28, 602112
vmatpush.weight.mxu0 w0, m2
delay 30
vstore m9, 1120(x3)
delay 32
vload m24, 0(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m12, 640(x3)
vmatmul.mxu0 acc0, m24, w0
li x28, 462848
delay 30
vstore m13, 672(x3)
delay 32
vload m4, 1024(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m14, 704(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 736(x3)
delay 32
vload m5, 1152(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m3, 0(x28)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m10, 1216(x3)
li x28, 602112
vmatpush.weight.mxu0 w0, m3
delay 30
vstore m11, 1248(x3)
delay 32
vload m25, 0(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m12, 832(x3)
vmatmul.mxu0 acc1, m25, w0
li x28, 468992
delay 29
vstore m13, 864(x3)
delay 32
vload m6, 1280(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m14, 960(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 992(x3)
delay 32
vload m7, 1344(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m0, 0(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m8, 1408(x3)
li x28, 602112
vmatpush.weight.mxu0 w0, m0
delay 30
vstore m9, 1440(x3)
delay 32
vload m24, 0(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m12, 1024(x3)
vmatmul.mxu0 acc0, m24, w0
li x28, 473088
delay 29
vstore m13, 1056(x3)
delay 32
vload m4, 1472(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m14, 1152(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 1184(x3)
delay 32
vload m5, 1536(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m10, 1600(x3)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m11, 1632(x3)
delay 32
vload m1, 0(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m12, 1280(x3)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m13, 1312(x3)
delay 32
vload m6, 1664(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m14, 1344(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 1376(x3)
delay 32
vload m7, 1792(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m8, 1728(x3)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m9, 1760(x3)
delay 32
vload m2, 192(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m12, 1472(x3)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m13, 1504(x3)
delay 32
vload m4, 1856(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m10, 1920(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m11, 1952(x3)
delay 32
vload m3, 320(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m14, 1536(x3)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m15, 1568(x3)
delay 32
vload m5, 1984(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m12, 1664(x3)
delay 32
vstore m13, 1696(x3)
delay 32
vload m6, 2048(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m8, 2112(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m9, 2144(x3)
delay 32
vload m0, 512(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m14, 1792(x3)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m15, 1824(x3)
delay 32
vload m7, 2176(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m12, 1856(x3)
delay 32
vstore m13, 1888(x3)
delay 32
vload m4, 2304(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m10, 2240(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m11, 2272(x3)
delay 32
vload m1, 704(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m14, 1984(x3)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m15, 2016(x3)
delay 32
vload m5, 2368(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m12, 2048(x3)
delay 32
vstore m13, 2080(x3)
delay 32
vload m6, 2496(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m8, 2432(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m9, 2464(x3)
delay 32
vload m2, 832(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m14, 2176(x3)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m15, 2208(x3)
delay 32
vload m7, 2624(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m12, 2304(x3)
delay 32
vstore m13, 2336(x3)
delay 32
vload m4, 2688(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m10, 2560(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m11, 2592(x3)
delay 32
vload m3, 1024(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m14, 2368(x3)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m15, 2400(x3)
delay 32
vload m5, 2816(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m12, 2496(x3)
delay 32
vstore m13, 2528(x3)
delay 32
vload m6, 2880(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m8, 2752(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m9, 2784(x3)
delay 32
vload m0, 1152(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m14, 2624(x3)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m15, 2656(x3)
delay 32
vload m7, 3008(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m12, 2688(x3)
delay 32
vstore m13, 2720(x3)
delay 32
vload m4, 3136(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vstore m10, 2944(x3)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vstore m11, 2976(x3)
delay 32
vload m1, 1344(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m14, 2816(x3)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m15, 2848(x3)
delay 32
vload m5, 3200(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m5
vstore m12, 2880(x3)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m13, 2912(x3)
delay 32
vload m6, 3328(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vstore m8, 3072(x3)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m28, w0
vstore m9, 3104(x3)
delay 32
vload m2, 1536(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m14, 3008(x3)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m15, 3040(x3)
delay 32
vload m7, 3456(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m7
vstore m12, 3136(x3)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m13, 3168(x3)
delay 32
vload m4, 3520(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vstore m10, 3264(x3)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vstore m11, 3296(x3)
delay 32
vload m3, 1664(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m14, 3200(x3)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m15, 3232(x3)
delay 32
vload m5, 3648(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m5
vstore m12, 3328(x3)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m13, 3360(x3)
delay 32
vload m6, 3712(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vstore m8, 3392(x3)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m28, w0
vstore m9, 3424(x3)
delay 32
vload m0, 1856(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m14, 3456(x3)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m15, 3488(x3)
delay 32
vload m7, 3840(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m7
vstore m12, 3520(x3)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m13, 3552(x3)
delay 32
vload m4, 3968(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vstore m10, 3584(x3)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vstore m11, 3616(x3)
delay 32
vload m1, 2048(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m14, 3648(x3)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m15, 3680(x3)
delay 32
vload m5, 4032(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m5
li x29, 534528
vstore m8, 3776(x3)
delay 27
vmatmul.mxu1 acc1, m28, w0
delay 3
vstore m9, 3808(x3)
delay 32
vload m2, 2176(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m12, 3712(x3)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m13, 3744(x3)
delay 32
vload m6, 0(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m14, 3840(x3)
delay 32
vstore m15, 3872(x3)
delay 32
vload m7, 64(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m7
vstore m10, 3904(x3)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m11, 3936(x3)
delay 32
vload m3, 2368(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m12, 3968(x3)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m13, 4000(x3)
delay 32
vload m4, 192(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m14, 4032(x3)
delay 32
vstore m15, 4064(x3)
delay 32
vload m5, 320(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m5
vstore m8, 0(x1)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m9, 32(x1)
delay 32
vload m0, 2496(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m12, 64(x1)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m13, 96(x1)
delay 32
vload m6, 384(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m14, 128(x1)
delay 32
vstore m15, 160(x1)
delay 32
vload m7, 512(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m7
vstore m10, 192(x1)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m11, 224(x1)
delay 32
vload m1, 2688(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m12, 256(x1)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m13, 288(x1)
delay 32
vload m4, 640(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m14, 384(x1)
delay 32
vstore m15, 416(x1)
delay 32
vload m5, 704(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m5
vstore m8, 320(x1)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m9, 352(x1)
delay 32
vload m2, 2880(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m12, 448(x1)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m13, 480(x1)
delay 32
vload m6, 832(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m14, 576(x1)
delay 32
vstore m15, 608(x1)
delay 32
vload m7, 896(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m7
vstore m10, 512(x1)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m11, 544(x1)
delay 32
vload m3, 3008(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m12, 704(x1)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m13, 736(x1)
delay 32
vload m4, 1024(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m14, 768(x1)
delay 32
vstore m15, 800(x1)
delay 32
vload m5, 1152(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m8, 640(x1)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m9, 672(x1)
delay 32
vload m0, 3200(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m12, 896(x1)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m13, 928(x1)
delay 32
vload m6, 1216(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m14, 960(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 992(x1)
delay 32
vload m7, 1344(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m10, 832(x1)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m11, 864(x1)
delay 32
vload m1, 3328(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m12, 1088(x1)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m13, 1120(x1)
delay 32
vload m4, 1472(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m14, 1216(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 1248(x1)
delay 32
vload m5, 1536(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m8, 1024(x1)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m9, 1056(x1)
delay 32
vload m2, 3520(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m12, 1280(x1)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m13, 1312(x1)
delay 32
vload m6, 1664(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m14, 1408(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 1440(x1)
delay 32
vload m7, 1728(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m10, 1152(x1)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m11, 1184(x1)
delay 32
vload m3, 3712(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m12, 1536(x1)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m13, 1568(x1)
delay 32
vload m4, 1856(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m14, 1600(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 1632(x1)
delay 32
vload m5, 1984(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m8, 1344(x1)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m9, 1376(x1)
delay 32
vload m0, 3840(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m12, 1728(x1)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m13, 1760(x1)
delay 32
vload m6, 2048(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m10, 1472(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m11, 1504(x1)
delay 32
vstore m8, 1664(x1)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m9, 1696(x1)
delay 32
vstore m14, 1792(x1)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m15, 1824(x1)
delay 32
vstore m12, 1920(x1)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m13, 1952(x1)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vstore m10, 1856(x1)
delay 32
vstore m11, 1888(x1)
delay 32
vstore m8, 1984(x1)
delay 32
vstore m9, 2016(x1)
delay 32
vstore m14, 2048(x1)
delay 32
vstore m15, 2080(x1)
delay 32
vstore m12, 2112(x1)
delay 32
vstore m13, 2144(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
ecall
main_seg1:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t4_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 1 N 98 K 1, panels of 98
li x22, 0
addi x21, x22, 0
li x14, 401408
addi x15, x21, 0
li x16, 200704
dma.load.ch5 x14, x15, x16
vli.all m16, 0xc3e0
li x1, 401408
li x2, 532480
li x5, 2048
li x25, 403456
addi x4, x25, 0
li x8, 602112
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x28, 403456
dma.config.ch1 x0
li x24, 200704
li x27, 200704
sub x26, x24, x27
li x27, 200704
add x21, x21, x27
addi x23, x24, 0
li x27, 401408
li x3, 0
li x29, 401408
dma.config.ch2 x0
li x9, 0
li x10, 200704
li x18, 1
delay 37
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
dma.wait.ch1
dma.config.ch1 x0
sub x11, x23, x27
li x27, 200704
dma.wait.ch2
sub x12, x23, x27
li x27, 200704
add x23, x23, x27
li x27, 401408
li x13, 200704
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
li x28, 602112
vmatpush.weight.mxu0 w0, m0
delay 60
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
delay 63
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
delay 63
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
delay 63
vminimum.bf16 m20, m20, m18
delay 64
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
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 896(x1)
delay 32
vload m21, 928(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 832(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 960(x1)
delay 32
vload m21, 992(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 896(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1024(x1)
delay 32
vload m21, 1056(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 960(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1088(x1)
delay 32
vload m21, 1120(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1024(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1152(x1)
delay 32
vload m21, 1184(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1088(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1216(x1)
delay 32
vload m21, 1248(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1152(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1280(x1)
delay 32
vload m21, 1312(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1216(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1344(x1)
delay 32
vload m21, 1376(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1280(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1408(x1)
delay 32
vload m21, 1440(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1344(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1472(x1)
delay 32
vload m21, 1504(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1408(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1536(x1)
delay 32
vload m21, 1568(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1472(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1600(x1)
delay 32
vload m21, 1632(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1536(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1664(x1)
delay 32
vload m21, 1696(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1600(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1728(x1)
delay 32
vload m21, 1760(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1664(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1792(x1)
delay 32
vload m21, 1824(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1728(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1856(x1)
delay 32
vload m21, 1888(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1792(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1920(x1)
delay 32
vload m21, 1952(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1856(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1984(x1)
delay 32
vload m21, 2016(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1920(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2048(x1)
delay 32
vload m21, 2080(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1984(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2112(x1)
delay 32
vload m21, 2144(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2048(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2176(x1)
delay 32
vload m21, 2208(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2112(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2240(x1)
delay 32
vload m21, 2272(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2176(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2304(x1)
delay 32
vload m21, 2336(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 2240(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2368(x1)
delay 32
vload m21, 2400(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2304(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2432(x1)
delay 32
vload m21, 2464(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2368(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2496(x1)
delay 32
vload m21, 2528(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2432(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2560(x1)
delay 32
vload m21, 2592(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 2496(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2624(x1)
delay 32
vload m21, 2656(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2560(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2688(x1)
delay 32
vload m21, 2720(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2624(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2752(x1)
delay 32
vload m21, 2784(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2688(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2816(x1)
delay 32
vload m21, 2848(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 2752(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2880(x1)
delay 32
vload m21, 2912(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2816(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2944(x1)
delay 32
vload m21, 2976(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2880(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3008(x1)
delay 32
vload m21, 3040(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2944(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3072(x1)
delay 32
vload m21, 3104(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3008(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3136(x1)
delay 32
vload m21, 3168(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3072(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3200(x1)
delay 32
vload m21, 3232(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3136(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3264(x1)
delay 32
vload m21, 3296(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3200(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3328(x1)
delay 32
vload m21, 3360(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3264(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3392(x1)
delay 32
vload m21, 3424(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3328(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3456(x1)
delay 32
vload m21, 3488(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3392(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3520(x1)
delay 32
vload m21, 3552(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3456(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3584(x1)
delay 32
vload m21, 3616(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3520(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3648(x1)
delay 32
vload m21, 3680(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3584(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3712(x1)
delay 32
vload m21, 3744(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3648(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3776(x1)
delay 32
vload m21, 3808(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3712(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3840(x1)
delay 32
vload m21, 3872(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3776(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3904(x1)
delay 32
vload m21, 3936(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3840(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3968(x1)
delay 32
vload m21, 4000(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3904(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 4032(x1)
delay 32
vload m21, 4064(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3968(x1)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 0(x2)
delay 32
vload m21, 32(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 4032(x1)
delay 32
li x1, 131072
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 64(x2)
delay 32
vload m21, 96(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 0(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 128(x2)
delay 32
vload m21, 160(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 64(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 192(x2)
delay 32
vload m21, 224(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 128(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 256(x2)
delay 32
vload m21, 288(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 192(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 320(x2)
delay 32
vload m21, 352(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 256(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 384(x2)
delay 32
vload m21, 416(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 320(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 448(x2)
delay 32
vload m21, 480(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 384(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 512(x2)
delay 32
vload m21, 544(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 448(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 576(x2)
delay 32
vload m21, 608(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 512(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 640(x2)
delay 32
vload m21, 672(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 576(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 704(x2)
delay 32
vload m21, 736(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 640(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 768(x2)
delay 32
vload m21, 800(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 704(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 832(x2)
delay 32
vload m21, 864(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 768(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 896(x2)
delay 32
vload m21, 928(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 832(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 960(x2)
delay 32
vload m21, 992(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 896(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1024(x2)
delay 32
vload m21, 1056(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 960(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1088(x2)
delay 32
vload m21, 1120(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1024(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1152(x2)
delay 32
vload m21, 1184(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1088(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1216(x2)
delay 32
vload m21, 1248(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1152(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1280(x2)
delay 32
vload m21, 1312(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1216(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1344(x2)
delay 32
vload m21, 1376(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1280(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1408(x2)
delay 32
vload m21, 1440(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1344(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1472(x2)
delay 32
vload m21, 1504(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1408(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1536(x2)
delay 32
vload m21, 1568(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1472(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1600(x2)
delay 32
vload m21, 1632(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1536(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1664(x2)
delay 32
vload m21, 1696(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1600(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1728(x2)
delay 32
vload m21, 1760(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1664(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1792(x2)
delay 32
vload m21, 1824(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1728(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1856(x2)
delay 32
vload m21, 1888(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1792(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1920(x2)
delay 32
vload m21, 1952(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1856(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1984(x2)
delay 32
vload m21, 2016(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1920(x2)
delay 32
vload m6, 0(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 1
vmatpush.weight.mxu1 w0, m6
delay 30
vload m6, 448(x29)
delay 29
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2048(x2)
delay 32
vload m21, 2080(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1984(x2)
delay 32
vload m7, 128(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2112(x2)
delay 32
vload m21, 2144(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2048(x2)
delay 32
vload m4, 192(x29)
delay 29
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vstore m5, 2112(x2)
delay 32
vload m5, 320(x29)
dma.wait.ch0
delay 31
vload m20, 2176(x2)
delay 32
vload m21, 2208(x2)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m28, m20, e0
delay 64
vstore m28, 2176(x2)
delay 32
vload m24, 0(x28)
vmatmul.mxu1 acc0, m28, w0
delay 31
vmatmul.mxu0 acc0, m24, w0
li x28, 409600
vload m1, 0(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
li x28, 602112
vload m25, 0(x28)
delay 31
vmatpop.bf16.acc.mxu1 m12, acc0
li x28, 413696
vload m2, 0(x28)
delay 22
vmatpush.weight.mxu0 w0, m1
delay 4
vmatpush.weight.mxu1 w0, m4
delay 2
li x28, 602112
vload m24, 0(x28)
delay 19
vmatmul.mxu0 acc1, m25, w0
delay 4
vmatmul.mxu1 acc0, m28, w0
delay 5
li x28, 419840
vload m3, 0(x28)
delay 24
vmatpop.bf16.acc.mxu1 m14, acc1
delay 6
li x28, 602112
vload m7, 512(x29)
delay 21
vmatpush.weight.mxu1 w0, m5
delay 9
vload m4, 640(x29)
delay 10
vmatpop.bf16.acc.mxu0 m8, acc0
delay 7
vmatmul.mxu1 acc1, m28, w0
delay 11
vload m25, 0(x28)
delay 8
vmatpush.weight.mxu0 w0, m2
delay 10
vmatpush.weight.mxu1 w0, m6
delay 10
li x28, 425984
vload m0, 0(x28)
delay 5
vmatmul.mxu0 acc0, m24, w0
delay 25
li x28, 602112
vload m5, 704(x29)
delay 32
vload m6, 832(x29)
delay 32
vmatpop.bf16.acc.mxu0 m10, acc1
vload m24, 0(x28)
delay 29
vmatpush.weight.mxu0 w0, m3
delay 1
li x28, 430080
vload m1, 0(x28)
delay 26
vmatmul.mxu0 acc1, m25, w0
delay 4
li x28, 602112
delay 88
vmatpush.weight.mxu0 w0, m0
vload m25, 0(x28)
delay 32
li x28, 436224
vload m2, 0(x28)
delay 32
li x28, 602112
dma.wait.ch1
vstore m8, 64(x3)
add x11, x11, x27
delay 31
vstore m9, 96(x3)
delay 32
vmatpop.bf16.acc.mxu0 m8, acc0
vstore m10, 256(x3)
delay 29
vmatmul.mxu0 acc0, m24, w0
delay 1
vstore m11, 288(x3)
delay 32
vstore m8, 384(x3)
delay 32
vstore m9, 416(x3)
delay 23
vmatpop.bf16.acc.mxu0 m10, acc1
delay 7
vload m24, 0(x28)
delay 21
vmatpush.weight.mxu0 w0, m1
delay 9
li x28, 440320
vload m3, 0(x28)
delay 17
vmatmul.mxu0 acc1, m25, w0
delay 13
vstore m10, 576(x3)
li x28, 602112
delay 31
vstore m11, 608(x3)
delay 32
vstore m12, 0(x3)
delay 11
vmatpop.bf16.acc.mxu0 m8, acc0
delay 19
vstore m13, 32(x3)
delay 9
vmatpush.weight.mxu0 w0, m2
delay 21
vload m25, 0(x28)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 6
vmatmul.mxu0 acc0, m24, w0
delay 22
vmatmul.mxu1 acc0, m28, w0
vstore m14, 128(x3)
li x28, 446464
delay 31
vstore m15, 160(x3)
vmatpush.weight.mxu1 w0, m7
delay 31
vmatpop.bf16.acc.mxu1 m14, acc1
vload m0, 0(x28)
delay 0
vmatpop.bf16.acc.mxu0 m10, acc1
delay 27
vmatmul.mxu1 acc1, m28, w0
delay 1
vmatpush.weight.mxu0 w0, m3
vstore m8, 768(x3)
li x28, 602112
delay 28
vmatmul.mxu0 acc1, m25, w0
vmatpush.weight.mxu1 w0, m4
delay 0
vstore m9, 800(x3)
delay 32
vstore m12, 192(x3)
delay 32
vstore m13, 224(x3)
delay 23
vmatpop.bf16.acc.mxu0 m8, acc0
delay 7
vload m24, 0(x28)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 20
vmatpush.weight.mxu0 w0, m0
delay 8
vmatmul.mxu1 acc0, m28, w0
vstore m14, 320(x3)
li x28, 452608
delay 17
vmatmul.mxu0 acc0, m24, w0
delay 11
vstore m15, 352(x3)
vmatpush.weight.mxu1 w0, m5
delay 31
vload m1, 0(x28)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m10, 896(x3)
li x28, 602112
delay 12
vmatpush.weight.mxu0 w0, m1
delay 17
vstore m11, 928(x3)
vmatpush.weight.mxu1 w0, m6
delay 31
vload m25, 0(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m12, 448(x3)
vmatmul.mxu0 acc1, m25, w0
li x28, 456704
delay 29
vstore m13, 480(x3)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vstore m14, 512(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 544(x3)
delay 32
vload m7, 960(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m2, 0(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m8, 1088(x3)
li x28, 602112
vmatpush.weight.mxu0 w0, m2
delay 30
vstore m9, 1120(x3)
delay 32
vload m24, 0(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m12, 640(x3)
vmatmul.mxu0 acc0, m24, w0
li x28, 462848
delay 30
vstore m13, 672(x3)
delay 32
vload m4, 1024(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m14, 704(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 736(x3)
delay 32
vload m5, 1152(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m3, 0(x28)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m10, 1216(x3)
li x28, 602112
vmatpush.weight.mxu0 w0, m3
delay 30
vstore m11, 1248(x3)
delay 32
vload m25, 0(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m12, 832(x3)
vmatmul.mxu0 acc1, m25, w0
li x28, 468992
delay 29
vstore m13, 864(x3)
delay 32
vload m6, 1280(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m14, 960(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 992(x3)
delay 32
vload m7, 1344(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m0, 0(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m8, 1408(x3)
li x28, 602112
vmatpush.weight.mxu0 w0, m0
delay 30
vstore m9, 1440(x3)
delay 32
vload m24, 0(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m12, 1024(x3)
vmatmul.mxu0 acc0, m24, w0
li x28, 473088
delay 29
vstore m13, 1056(x3)
delay 32
vload m4, 1472(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m14, 1152(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 1184(x3)
delay 32
vload m5, 1536(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m10, 1600(x3)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m11, 1632(x3)
delay 32
vload m1, 0(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m12, 1280(x3)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m13, 1312(x3)
delay 32
vload m6, 1664(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m14, 1344(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 1376(x3)
delay 32
vload m7, 1792(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m8, 1728(x3)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m9, 1760(x3)
delay 32
vload m2, 192(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m12, 1472(x3)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m13, 1504(x3)
delay 32
vload m4, 1856(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m10, 1920(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m11, 1952(x3)
delay 32
vload m3, 320(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m14, 1536(x3)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m15, 1568(x3)
delay 32
vload m5, 1984(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m12, 1664(x3)
delay 32
vstore m13, 1696(x3)
delay 32
vload m6, 2048(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m8, 2112(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m9, 2144(x3)
delay 32
vload m0, 512(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m14, 1792(x3)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m15, 1824(x3)
delay 32
vload m7, 2176(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m12, 1856(x3)
delay 32
vstore m13, 1888(x3)
delay 32
vload m4, 2304(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m10, 2240(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m11, 2272(x3)
delay 32
vload m1, 704(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m14, 1984(x3)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m15, 2016(x3)
delay 32
vload m5, 2368(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m12, 2048(x3)
delay 32
vstore m13, 2080(x3)
delay 32
vload m6, 2496(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m8, 2432(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m9, 2464(x3)
delay 32
vload m2, 832(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m14, 2176(x3)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m15, 2208(x3)
delay 32
vload m7, 2624(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m12, 2304(x3)
delay 32
vstore m13, 2336(x3)
delay 32
vload m4, 2688(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m10, 2560(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m11, 2592(x3)
delay 32
vload m3, 1024(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m14, 2368(x3)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m15, 2400(x3)
delay 32
vload m5, 2816(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m12, 2496(x3)
delay 32
vstore m13, 2528(x3)
delay 32
vload m6, 2880(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m8, 2752(x3)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m9, 2784(x3)
delay 32
vload m0, 1152(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m14, 2624(x3)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m15, 2656(x3)
delay 32
vload m7, 3008(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m12, 2688(x3)
delay 32
vstore m13, 2720(x3)
delay 32
vload m4, 3136(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vstore m10, 2944(x3)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vstore m11, 2976(x3)
delay 32
vload m1, 1344(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m14, 2816(x3)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m15, 2848(x3)
delay 32
vload m5, 3200(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m5
vstore m12, 2880(x3)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m13, 2912(x3)
delay 32
vload m6, 3328(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vstore m8, 3072(x3)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m28, w0
vstore m9, 3104(x3)
delay 32
vload m2, 1536(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m14, 3008(x3)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m15, 3040(x3)
delay 32
vload m7, 3456(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m7
vstore m12, 3136(x3)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m13, 3168(x3)
delay 32
vload m4, 3520(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vstore m10, 3264(x3)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vstore m11, 3296(x3)
delay 32
vload m3, 1664(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m14, 3200(x3)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m15, 3232(x3)
delay 32
vload m5, 3648(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m5
vstore m12, 3328(x3)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m13, 3360(x3)
delay 32
vload m6, 3712(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vstore m8, 3392(x3)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m28, w0
vstore m9, 3424(x3)
delay 32
vload m0, 1856(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m14, 3456(x3)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m15, 3488(x3)
delay 32
vload m7, 3840(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m7
vstore m12, 3520(x3)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m13, 3552(x3)
delay 32
vload m4, 3968(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vstore m10, 3584(x3)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vstore m11, 3616(x3)
delay 32
vload m1, 2048(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m14, 3648(x3)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m15, 3680(x3)
delay 32
vload m5, 4032(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m5
li x29, 534528
vstore m8, 3776(x3)
delay 27
vmatmul.mxu1 acc1, m28, w0
delay 3
vstore m9, 3808(x3)
delay 32
vload m2, 2176(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m12, 3712(x3)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m13, 3744(x3)
delay 32
vload m6, 0(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m14, 3840(x3)
delay 32
vstore m15, 3872(x3)
delay 32
vload m7, 64(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m7
vstore m10, 3904(x3)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m11, 3936(x3)
delay 32
vload m3, 2368(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m12, 3968(x3)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m13, 4000(x3)
delay 32
vload m4, 192(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m14, 4032(x3)
delay 32
vstore m15, 4064(x3)
delay 32
vload m5, 320(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m5
vstore m8, 0(x1)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m9, 32(x1)
delay 32
vload m0, 2496(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m12, 64(x1)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m13, 96(x1)
delay 32
vload m6, 384(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m14, 128(x1)
delay 32
vstore m15, 160(x1)
delay 32
vload m7, 512(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m7
vstore m10, 192(x1)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m11, 224(x1)
delay 32
vload m1, 2688(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m12, 256(x1)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m13, 288(x1)
delay 32
vload m4, 640(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m14, 384(x1)
delay 32
vstore m15, 416(x1)
delay 32
vload m5, 704(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m5
vstore m8, 320(x1)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m9, 352(x1)
delay 32
vload m2, 2880(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m12, 448(x1)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m13, 480(x1)
delay 32
vload m6, 832(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc0, m24, w0
vstore m14, 576(x1)
delay 32
vstore m15, 608(x1)
delay 32
vload m7, 896(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vmatpush.weight.mxu1 w0, m7
vstore m10, 512(x1)
delay 29
vmatmul.mxu1 acc1, m28, w0
delay 1
vstore m11, 544(x1)
delay 32
vload m3, 3008(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m12, 704(x1)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m13, 736(x1)
delay 32
vload m4, 1024(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vmatmul.mxu0 acc1, m25, w0
vstore m14, 768(x1)
delay 32
vstore m15, 800(x1)
delay 32
vload m5, 1152(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m8, 640(x1)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m9, 672(x1)
delay 32
vload m0, 3200(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m12, 896(x1)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m13, 928(x1)
delay 32
vload m6, 1216(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m14, 960(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 992(x1)
delay 32
vload m7, 1344(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m10, 832(x1)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m11, 864(x1)
delay 32
vload m1, 3328(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m1
delay 31
vstore m12, 1088(x1)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m13, 1120(x1)
delay 32
vload m4, 1472(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m14, 1216(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 1248(x1)
delay 32
vload m5, 1536(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m8, 1024(x1)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m9, 1056(x1)
delay 32
vload m2, 3520(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m2
delay 31
vstore m12, 1280(x1)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m13, 1312(x1)
delay 32
vload m6, 1664(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m14, 1408(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 1440(x1)
delay 32
vload m7, 1728(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m10, 1152(x1)
vmatpush.weight.mxu1 w0, m7
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m11, 1184(x1)
delay 32
vload m3, 3712(x28)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vload m25, 4032(x28)
vmatpush.weight.mxu0 w0, m3
delay 31
vstore m12, 1536(x1)
vmatmul.mxu0 acc1, m25, w0
delay 31
vstore m13, 1568(x1)
delay 32
vload m4, 1856(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m4
vstore m14, 1600(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 1632(x1)
delay 32
vload m5, 1984(x29)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m8, 1344(x1)
vmatpush.weight.mxu1 w0, m5
delay 30
vmatmul.mxu1 acc1, m28, w0
vstore m9, 1376(x1)
delay 32
vload m0, 3840(x28)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vload m24, 4032(x28)
vmatpush.weight.mxu0 w0, m0
delay 31
vstore m12, 1728(x1)
vmatmul.mxu0 acc0, m24, w0
delay 31
vstore m13, 1760(x1)
delay 32
vload m6, 2048(x29)
vmatpop.bf16.acc.mxu1 m12, acc0
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m10, 1472(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m11, 1504(x1)
delay 32
vstore m8, 1664(x1)
vmatpop.bf16.acc.mxu0 m10, acc1
delay 31
vstore m9, 1696(x1)
delay 32
vstore m14, 1792(x1)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m15, 1824(x1)
delay 32
vstore m12, 1920(x1)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m13, 1952(x1)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vstore m10, 1856(x1)
delay 32
vstore m11, 1888(x1)
delay 32
vstore m8, 1984(x1)
delay 32
vstore m9, 2016(x1)
delay 32
vstore m14, 2048(x1)
delay 32
vstore m15, 2080(x1)
delay 32
vstore m12, 2112(x1)
delay 32
vstore m13, 2144(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch1
dma.wait.ch2
