main:
dma.config.ch0 x0
seli e0, 1
dma.wait.ch0
t1_matmul:
# matmul npu_uk_matmul_f32_f32_f32: batch 1, tiles M 24 N 7 K 24, panels of 7
li x22, 1179648
addi x21, x22, 0
li x14, 0
addi x15, x21, 0
li x16, 262144
dma.load.ch5 x14, x15, x16
li x24, 1523712
li x27, 1523712
sub x26, x24, x27
li x27, 262144
vli.all m16, 0xc3e0
li x1, 0
li x2, 131072
li x5, 49152
li x4, 0
li x8, 344064
addi x6, x5, 0
dma.load.ch0 x8, x4, x6
li x3, 262144
dma.config.ch1 x0
dma.config.ch2 x0
addi x23, x24, 0
li x10, 456704
li x9, 442368
li x25, 0
li x18, 1
li x20, 0
li x7, -1
li x17, 12
delay 44
vli.all m17, 0xc3e0
delay 63
vli.all m18, 0x43e0
delay 63
vli.all m19, 0x43e0
dma.wait.ch1
dma.config.ch1 x0
dma.wait.ch2
dma.config.ch2 x0
li x13, 14336
dma.wait.ch5
li x14, 262144
add x15, x21, x27
li x16, 81920
dma.load.ch5 x14, x15, x16
vload m20, 0(x1)
li x27, 14336
add x21, x21, x27
li x27, 28672
sub x11, x23, x27
li x27, 14336
sub x12, x23, x27
li x27, 14336
add x23, x23, x27
delay 21
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
delay 63
vminimum.bf16 m20, m20, m18
delay 64
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
delay 63
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
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2048(x2)
delay 32
vload m21, 2080(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1984(x2)
delay 63
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
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2176(x2)
delay 32
vload m21, 2208(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2112(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2240(x2)
delay 32
vload m21, 2272(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2176(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2304(x2)
delay 32
vload m21, 2336(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 2240(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2368(x2)
delay 32
vload m21, 2400(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2304(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2432(x2)
delay 32
vload m21, 2464(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2368(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2496(x2)
delay 32
vload m21, 2528(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2432(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2560(x2)
delay 32
vload m21, 2592(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 2496(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2624(x2)
delay 32
vload m21, 2656(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2560(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2688(x2)
delay 32
vload m21, 2720(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2624(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2752(x2)
delay 32
vload m21, 2784(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2688(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2816(x2)
delay 32
vload m21, 2848(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 2752(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2880(x2)
delay 32
vload m21, 2912(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2816(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2944(x2)
delay 32
vload m21, 2976(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2880(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3008(x2)
delay 32
vload m21, 3040(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2944(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3072(x2)
delay 32
vload m21, 3104(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3008(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3136(x2)
delay 32
vload m21, 3168(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3072(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3200(x2)
delay 32
vload m21, 3232(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3136(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3264(x2)
delay 32
vload m21, 3296(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3200(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3328(x2)
delay 32
vload m21, 3360(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3264(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3392(x2)
delay 32
vload m21, 3424(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3328(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3456(x2)
delay 32
vload m21, 3488(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3392(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3520(x2)
delay 32
vload m21, 3552(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3456(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3584(x2)
delay 32
vload m21, 3616(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3520(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3648(x2)
delay 32
vload m21, 3680(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3584(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3712(x2)
delay 32
vload m21, 3744(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3648(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 3776(x2)
delay 32
vload m21, 3808(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3712(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 3840(x2)
delay 32
vload m21, 3872(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 3776(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 3904(x2)
delay 32
vload m21, 3936(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 3840(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 3968(x2)
delay 32
vload m21, 4000(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 3904(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 4032(x2)
delay 32
vload m21, 4064(x2)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 3968(x2)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vstore m7, 4032(x2)
dma.wait.ch5
delay 31
vload m20, 0(x3)
delay 32
vload m21, 32(x3)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 64(x3)
delay 32
vload m21, 96(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 0(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 128(x3)
delay 32
vload m21, 160(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 64(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 192(x3)
delay 32
vload m21, 224(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 128(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 256(x3)
delay 32
vload m21, 288(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 192(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 320(x3)
delay 32
vload m21, 352(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 256(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 384(x3)
delay 32
vload m21, 416(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 320(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 448(x3)
delay 32
vload m21, 480(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 384(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 512(x3)
delay 32
vload m21, 544(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 448(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 576(x3)
delay 32
vload m21, 608(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 512(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 640(x3)
delay 32
vload m21, 672(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 576(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 704(x3)
delay 32
vload m21, 736(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 640(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 768(x3)
delay 32
vload m21, 800(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 704(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 832(x3)
delay 32
vload m21, 864(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 768(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 896(x3)
delay 32
vload m21, 928(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 832(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 960(x3)
delay 32
vload m21, 992(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 896(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1024(x3)
delay 32
vload m21, 1056(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 960(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1088(x3)
delay 32
vload m21, 1120(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1024(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1152(x3)
delay 32
vload m21, 1184(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1088(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1216(x3)
delay 32
vload m21, 1248(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1152(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1280(x3)
delay 32
vload m21, 1312(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1216(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1344(x3)
delay 32
vload m21, 1376(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1280(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1408(x3)
delay 32
vload m21, 1440(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1344(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1472(x3)
delay 32
vload m21, 1504(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1408(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1536(x3)
delay 32
vload m21, 1568(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1472(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1600(x3)
delay 32
vload m21, 1632(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1536(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1664(x3)
delay 32
vload m21, 1696(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1600(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1728(x3)
delay 32
vload m21, 1760(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1664(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 1792(x3)
delay 32
vload m21, 1824(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1728(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 1856(x3)
delay 32
vload m21, 1888(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 1792(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 1920(x3)
delay 32
vload m21, 1952(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 1856(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 1984(x3)
delay 32
vload m21, 2016(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 1920(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2048(x3)
delay 32
vload m21, 2080(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 1984(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2112(x3)
delay 32
vload m21, 2144(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2048(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2176(x3)
delay 32
vload m21, 2208(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2112(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2240(x3)
delay 32
vload m21, 2272(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2176(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vload m20, 2304(x3)
delay 32
vload m21, 2336(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m7, 2240(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m4, m20, e0
delay 64
vload m20, 2368(x3)
delay 32
vload m21, 2400(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m4, 2304(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m5, m20, e0
delay 64
vload m20, 2432(x3)
delay 32
vload m21, 2464(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m5, 2368(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m6, m20, e0
delay 64
vload m20, 2496(x3)
delay 32
vload m21, 2528(x3)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m6, 2432(x3)
delay 63
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m7, m20, e0
delay 64
vstore m7, 2496(x3)
delay 32
t1_rows:
li x1, 344064
li x29, 0
vload m4, 0(x29)
li x28, 2048
li x27, 28672
delay 29
vmatpush.weight.mxu1 w0, m4
vload m5, 448(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 896(x29)
delay 32
vload m7, 1344(x29)
delay 32
vload m4, 1792(x29)
delay 32
vload m5, 2240(x29)
delay 32
vload m0, 0(x28)
delay 32
li x28, 344064
vmatpush.weight.mxu0 w0, m0
dma.wait.ch0
add x4, x4, x5
li x8, 393216
dma.load.ch0 x8, x4, x6
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
vmatmul.mxu1 acc0, m28, w0
vload m24, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.mxu0 acc0, m24, w0
li x28, 16384
vload m1, 0(x28)
delay 32
vload m6, 2688(x29)
li x28, 346112
delay 21
vpack.bf16.fp8 m29, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m1
delay 29
vload m20, 128(x1)
delay 32
vload m21, 160(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m29, 64(x1)
delay 32
vmatmul.acc.mxu1 acc0, m29, w1
vload m25, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m7
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 30720
vload m2, 0(x28)
delay 32
vload m7, 3136(x29)
li x28, 348160
delay 21
vpack.bf16.fp8 m30, m20, e0
delay 33
vmatpush.weight.mxu0 w0, m2
delay 29
vload m20, 192(x1)
delay 32
vload m21, 224(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m30, 128(x1)
delay 32
vmatmul.acc.mxu1 acc0, m30, w0
vload m24, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 45056
vload m3, 0(x28)
delay 32
vload m4, 3584(x29)
li x28, 350208
delay 21
vpack.bf16.fp8 m31, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m3
delay 29
vload m20, 256(x1)
delay 32
vload m21, 288(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m31, 192(x1)
delay 32
vmatmul.acc.mxu1 acc0, m31, w1
vload m25, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m5
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 59392
vload m0, 0(x28)
delay 32
vload m5, 4032(x29)
li x28, 352256
delay 21
vpack.bf16.fp8 m32, m20, e0
delay 8
li x29, 143360
delay 23
vmatpush.weight.mxu0 w0, m0
delay 29
vload m20, 320(x1)
delay 32
vload m21, 352(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m32, 256(x1)
delay 32
vmatmul.acc.mxu1 acc0, m32, w0
vload m24, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 73728
vload m1, 0(x28)
delay 32
vload m6, 0(x29)
li x28, 354304
delay 21
vpack.bf16.fp8 m33, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m1
delay 29
vload m20, 384(x1)
delay 32
vload m21, 416(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m33, 320(x1)
delay 32
vmatmul.acc.mxu1 acc0, m33, w1
vload m25, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m7
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 88064
vload m2, 0(x28)
delay 32
vload m7, 448(x29)
li x28, 356352
delay 21
vpack.bf16.fp8 m34, m20, e0
delay 33
vmatpush.weight.mxu0 w0, m2
delay 29
vload m20, 448(x1)
delay 32
vload m21, 480(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m34, 384(x1)
delay 32
vmatmul.acc.mxu1 acc0, m34, w0
vload m24, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 102400
vload m3, 0(x28)
delay 32
vload m4, 896(x29)
li x28, 358400
delay 21
vpack.bf16.fp8 m35, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m3
delay 29
vload m20, 512(x1)
delay 32
vload m21, 544(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m35, 448(x1)
delay 32
vmatmul.acc.mxu1 acc0, m35, w1
vload m25, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m5
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 116736
vload m0, 0(x28)
delay 32
vload m5, 1344(x29)
li x28, 360448
delay 21
vpack.bf16.fp8 m36, m20, e0
delay 33
vmatpush.weight.mxu0 w0, m0
delay 29
vload m20, 576(x1)
delay 32
vload m21, 608(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m36, 512(x1)
delay 32
vmatmul.acc.mxu1 acc0, m36, w0
vload m24, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 131072
vload m1, 0(x28)
delay 32
vload m6, 1792(x29)
li x28, 362496
delay 21
vpack.bf16.fp8 m37, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m1
delay 29
vload m20, 640(x1)
delay 32
vload m21, 672(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m37, 576(x1)
delay 32
vmatmul.acc.mxu1 acc0, m37, w1
vload m25, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m7
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 145408
vload m2, 0(x28)
delay 32
vload m7, 2240(x29)
li x28, 364544
delay 21
vpack.bf16.fp8 m38, m20, e0
delay 33
vmatpush.weight.mxu0 w0, m2
delay 29
vload m20, 704(x1)
delay 32
vload m21, 736(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m38, 640(x1)
delay 32
vmatmul.acc.mxu1 acc0, m38, w0
vload m24, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 159744
vload m3, 0(x28)
delay 32
vload m4, 2688(x29)
li x28, 366592
delay 21
vpack.bf16.fp8 m39, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m3
delay 29
vload m20, 768(x1)
delay 32
vload m21, 800(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m39, 704(x1)
delay 32
vmatmul.acc.mxu1 acc0, m39, w1
vload m25, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m5
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 174080
vload m0, 0(x28)
delay 32
vload m5, 3136(x29)
li x28, 368640
delay 21
vpack.bf16.fp8 m40, m20, e0
delay 33
vmatpush.weight.mxu0 w0, m0
delay 29
vload m20, 832(x1)
delay 32
vload m21, 864(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m40, 768(x1)
delay 32
vmatmul.acc.mxu1 acc0, m40, w0
vload m24, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 188416
vload m1, 0(x28)
delay 32
vload m6, 3584(x29)
li x28, 370688
delay 21
vpack.bf16.fp8 m41, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m1
delay 29
vload m20, 896(x1)
delay 32
vload m21, 928(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m41, 832(x1)
delay 32
vmatmul.acc.mxu1 acc0, m41, w1
vload m25, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m7
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 202752
vload m2, 0(x28)
delay 32
vload m7, 4032(x29)
li x28, 372736
delay 21
vpack.bf16.fp8 m42, m20, e0
delay 8
li x29, 286720
delay 23
vmatpush.weight.mxu0 w0, m2
delay 29
vload m20, 960(x1)
delay 32
vload m21, 992(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m42, 896(x1)
delay 32
vmatmul.acc.mxu1 acc0, m42, w0
vload m24, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 217088
vload m3, 0(x28)
delay 32
vload m4, 0(x29)
li x28, 374784
delay 21
vpack.bf16.fp8 m43, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m3
delay 29
vload m20, 1024(x1)
delay 32
vload m21, 1056(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m43, 960(x1)
delay 32
vmatmul.acc.mxu1 acc0, m43, w1
vload m25, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m5
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 231424
vload m0, 0(x28)
delay 32
vload m5, 448(x29)
li x28, 376832
delay 21
vpack.bf16.fp8 m44, m20, e0
delay 33
vmatpush.weight.mxu0 w0, m0
delay 29
vload m20, 1088(x1)
delay 32
vload m21, 1120(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m44, 1024(x1)
delay 32
vmatmul.acc.mxu1 acc0, m44, w0
vload m24, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 245760
vload m1, 0(x28)
delay 32
vload m6, 896(x29)
li x28, 378880
delay 21
vpack.bf16.fp8 m45, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m1
delay 29
vload m20, 1152(x1)
delay 32
vload m21, 1184(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m45, 1088(x1)
delay 32
vmatmul.acc.mxu1 acc0, m45, w1
vload m25, 0(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m7
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 260096
vload m2, 0(x28)
delay 32
vload m7, 1344(x29)
delay 22
vpack.bf16.fp8 m46, m20, e0
delay 8
li x29, 4096
vload m3, 448(x28)
delay 22
vmatpush.weight.mxu0 w0, m2
delay 8
vload m0, 896(x28)
delay 20
vmatpush.weight.mxu0 w1, m3
delay 10
vload m20, 1216(x1)
delay 32
vload m21, 1248(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m46, 1152(x1)
delay 32
vmatmul.acc.mxu1 acc0, m46, w0
vload m24, 3776(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m24, w0
vload m1, 1344(x28)
delay 32
vload m4, 0(x29)
delay 24
vpack.bf16.fp8 m47, m20, e0
delay 6
vload m2, 1792(x28)
delay 25
vmatpush.weight.mxu0 w0, m0
delay 5
vload m3, 2240(x28)
delay 32
vload m20, 1280(x1)
delay 32
vload m21, 1312(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m47, 1216(x1)
delay 32
vmatmul.acc.mxu1 acc0, m47, w1
vload m25, 3840(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m5
vmatmul.acc.mxu0 acc0, m25, w1
delay 29
vload m5, 448(x29)
delay 28
vpack.bf16.fp8 m48, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m1
delay 29
vload m20, 1344(x1)
delay 32
vload m21, 1376(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m48, 1280(x1)
delay 32
vmatmul.acc.mxu1 acc0, m48, w0
vload m24, 3904(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m6
vmatmul.acc.mxu0 acc0, m24, w0
delay 29
vload m6, 896(x29)
delay 28
vpack.bf16.fp8 m49, m20, e0
delay 33
vmatpush.weight.mxu0 w0, m2
delay 29
vload m20, 1408(x1)
delay 32
vload m21, 1440(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m49, 1344(x1)
delay 32
vmatmul.acc.mxu1 acc0, m49, w1
vload m25, 3968(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w1, m7
vmatmul.acc.mxu0 acc0, m25, w1
delay 29
vload m7, 1344(x29)
delay 28
vpack.bf16.fp8 m50, m20, e0
delay 33
vmatpush.weight.mxu0 w1, m3
delay 29
vload m20, 1472(x1)
delay 32
vload m21, 1504(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m50, 1408(x1)
delay 32
vmatmul.acc.mxu1 acc0, m50, w0
vload m24, 4032(x28)
delay 28
vminimum.bf16 m20, m20, m18
delay 2
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 391168
delay 27
vmatmul.mxu1 acc1, m28, w0
vload m4, 1792(x29)
delay 27
vpack.bf16.fp8 m51, m20, e0
delay 3
vmatpush.weight.mxu1 w0, m6
delay 30
vload m6, 2688(x29)
delay 32
vstore m51, 1472(x1)
delay 32
vmatmul.acc.mxu1 acc0, m51, w1
vload m25, 0(x28)
delay 32
vmatpush.weight.mxu1 w1, m5
li x28, 8192
vload m0, 0(x28)
vmatmul.acc.mxu0 acc0, m25, w1
delay 27
vmatmul.acc.mxu1 acc1, m29, w1
delay 2
vload m5, 2240(x29)
li x28, 344064
delay 28
vmatmul.acc.mxu1 acc1, m30, w0
delay 1
vload m24, 0(x28)
delay 27
vmatpush.weight.mxu0 w0, m0
delay 1
vmatpush.weight.mxu1 w1, m7
delay 0
li x28, 22528
vload m1, 0(x28)
delay 23
vmatmul.mxu0 acc1, m24, w0
delay 1
vmatmul.acc.mxu1 acc1, m31, w1
delay 4
vload m7, 3136(x29)
li x28, 346112
delay 25
vmatpush.weight.mxu1 w0, m4
delay 3
vload m25, 0(x28)
delay 25
vmatmul.acc.mxu1 acc1, m32, w0
delay 5
vload m4, 3584(x29)
li x28, 36864
delay 16
vmatpush.weight.mxu0 w1, m1
delay 7
vmatpush.weight.mxu1 w1, m5
delay 4
vload m2, 0(x28)
delay 15
vmatmul.acc.mxu0 acc1, m25, w1
delay 7
vmatmul.acc.mxu1 acc1, m33, w1
delay 6
vload m5, 4032(x29)
li x28, 348160
delay 24
vmatpush.weight.mxu1 w0, m6
delay 5
li x29, 147456
vload m24, 0(x28)
delay 22
vmatmul.acc.mxu1 acc1, m34, w0
delay 8
vload m6, 0(x29)
li x28, 51200
delay 6
vmatpush.weight.mxu0 w0, m2
delay 13
vmatpush.weight.mxu1 w1, m7
delay 7
vload m3, 0(x28)
delay 6
vmatmul.acc.mxu0 acc1, m24, w0
delay 13
vmatmul.acc.mxu1 acc1, m35, w1
delay 9
vload m7, 448(x29)
li x28, 350208
delay 20
vmatpush.weight.mxu1 w0, m4
delay 8
vload m25, 0(x28)
delay 20
vmatmul.acc.mxu1 acc1, m36, w0
delay 10
vload m4, 896(x29)
li x28, 65536
vmatpush.weight.mxu0 w1, m3
delay 19
vmatpush.weight.mxu1 w1, m5
delay 9
vmatmul.acc.mxu0 acc1, m25, w1
vload m0, 0(x28)
delay 18
vmatmul.acc.mxu1 acc1, m37, w1
delay 12
vload m5, 1344(x29)
li x28, 352256
delay 18
vmatpush.weight.mxu1 w0, m6
delay 11
vload m24, 0(x28)
delay 17
vmatmul.acc.mxu1 acc1, m38, w0
delay 6
vmatpush.weight.mxu0 w0, m0
delay 5
vload m6, 1792(x29)
li x28, 79872
delay 16
vmatpush.weight.mxu1 w1, m7
delay 3
vmatmul.acc.mxu0 acc1, m24, w0
delay 7
vload m1, 0(x28)
delay 16
vmatmul.acc.mxu1 acc1, m39, w1
delay 14
vload m7, 2240(x29)
li x28, 354304
delay 15
vmatpush.weight.mxu1 w0, m4
delay 13
vload m25, 0(x28)
delay 15
vmatmul.acc.mxu1 acc1, m40, w0
delay 0
vmatpush.weight.mxu0 w1, m1
delay 13
vload m4, 2688(x29)
li x28, 94208
delay 14
vmatmul.acc.mxu0 acc1, m25, w1
vmatpush.weight.mxu1 w1, m5
delay 14
vload m2, 0(x28)
delay 14
vmatmul.acc.mxu1 acc1, m41, w1
delay 16
vload m5, 3136(x29)
li x28, 356352
delay 14
vmatpush.weight.mxu1 w0, m6
delay 15
vload m24, 0(x28)
delay 9
vmatpush.weight.mxu0 w0, m2
delay 2
vmatmul.acc.mxu1 acc1, m42, w0
delay 17
vload m6, 3584(x29)
li x28, 108544
delay 5
vmatmul.acc.mxu0 acc1, m24, w0
delay 5
vmatpush.weight.mxu1 w1, m7
delay 16
vload m3, 0(x28)
delay 12
vmatmul.acc.mxu1 acc1, m43, w1
delay 18
vload m7, 4032(x29)
li x28, 358400
delay 11
vmatpush.weight.mxu1 w0, m4
delay 17
li x29, 290816
vload m25, 0(x28)
delay 0
vmatpush.weight.mxu0 w1, m3
delay 8
vmatmul.acc.mxu1 acc1, m44, w0
delay 20
vload m4, 0(x29)
vmatmul.acc.mxu0 acc1, m25, w1
li x28, 122880
delay 9
vmatpush.weight.mxu1 w1, m5
delay 19
vload m0, 0(x28)
delay 9
vmatmul.acc.mxu1 acc1, m45, w1
delay 21
vload m5, 448(x29)
li x28, 360448
delay 9
vmatpush.weight.mxu1 w0, m6
delay 15
vmatpush.weight.mxu0 w0, m0
delay 3
vload m24, 0(x28)
delay 8
vmatmul.acc.mxu1 acc1, m46, w0
delay 15
vmatpop.bf16.acc.mxu0 m8, acc0
delay 5
vload m6, 896(x29)
li x28, 137216
delay 7
vmatpush.weight.mxu1 w1, m7
delay 12
vmatmul.acc.mxu0 acc1, m24, w0
delay 7
vload m1, 0(x28)
delay 7
vmatmul.acc.mxu1 acc1, m47, w1
delay 23
vload m7, 1344(x29)
li x28, 362496
delay 6
vmatpush.weight.mxu1 w0, m4
delay 22
li x29, 6144
vload m25, 0(x28)
delay 4
vmatmul.acc.mxu1 acc1, m48, w0
delay 9
vmatpush.weight.mxu0 w1, m1
delay 15
vload m4, 0(x29)
li x28, 151552
delay 4
vmatpush.weight.mxu1 w1, m5
delay 6
vmatmul.acc.mxu0 acc1, m25, w1
delay 17
vload m2, 0(x28)
delay 3
vmatmul.acc.mxu1 acc1, m49, w1
delay 27
vload m5, 448(x29)
li x28, 364544
delay 3
vmatpush.weight.mxu1 w0, m6
delay 26
vload m24, 0(x28)
delay 2
vmatmul.acc.mxu1 acc1, m50, w0
delay 3
vmatpush.weight.mxu0 w0, m2
delay 23
vload m6, 896(x29)
li x28, 165888
delay 1
vmatpush.weight.mxu1 w1, m7
delay 0
vmatmul.acc.mxu0 acc1, m24, w0
delay 25
vload m3, 0(x28)
delay 1
vmatpop.bf16.acc.mxu1 m12, acc0
delay 29
vload m7, 1344(x29)
vmatmul.acc.mxu1 acc1, m51, w1
li x28, 366592
delay 29
vload m25, 0(x28)
vmatpush.weight.mxu0 w1, m3
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vload m4, 1792(x29)
vmatmul.acc.mxu0 acc1, m25, w1
li x28, 180224
delay 30
vmatpush.weight.mxu1 w1, m5
vload m0, 0(x28)
delay 29
vmatmul.acc.mxu1 acc0, m29, w1
delay 1
vload m5, 2240(x29)
li x28, 368640
delay 25
vmatpush.weight.mxu0 w0, m0
delay 2
vmatpush.weight.mxu1 w0, m6
delay 0
vload m24, 0(x28)
delay 28
vmatmul.acc.mxu1 acc0, m30, w0
delay 2
vload m6, 2688(x29)
vmatmul.acc.mxu0 acc1, m24, w0
li x28, 194560
delay 26
vmatpush.weight.mxu1 w1, m7
delay 1
vload m1, 0(x28)
delay 27
vmatmul.acc.mxu1 acc0, m31, w1
delay 3
vload m7, 3136(x29)
li x28, 370688
delay 25
vmatpush.weight.mxu0 w1, m1
vmatpush.weight.mxu1 w0, m4
delay 2
vload m25, 0(x28)
delay 26
vmatmul.acc.mxu1 acc0, m32, w0
delay 4
vload m4, 3584(x29)
vmatmul.acc.mxu0 acc1, m25, w1
li x28, 208896
delay 25
vmatpush.weight.mxu1 w1, m5
delay 3
vload m2, 0(x28)
delay 25
vmatmul.acc.mxu1 acc0, m33, w1
delay 5
vload m5, 4032(x29)
li x28, 372736
delay 25
vmatpush.weight.mxu1 w0, m6
vmatpush.weight.mxu0 w0, m2
delay 3
li x29, 149504
vload m24, 0(x28)
delay 22
vmatmul.acc.mxu1 acc0, m34, w0
delay 8
vload m6, 0(x29)
vmatmul.acc.mxu0 acc1, m24, w0
li x28, 223232
delay 20
vmatpush.weight.mxu1 w1, m7
delay 7
vload m3, 0(x28)
delay 21
vmatmul.acc.mxu1 acc0, m35, w1
delay 9
vload m7, 448(x29)
li x28, 374784
delay 20
vmatpush.weight.mxu1 w0, m4
delay 3
vmatpush.weight.mxu0 w1, m3
delay 3
vload m25, 0(x28)
delay 20
vmatmul.acc.mxu1 acc0, m36, w0
delay 10
vload m4, 896(x29)
vmatmul.acc.mxu0 acc1, m25, w1
li x28, 237568
delay 19
vmatpush.weight.mxu1 w1, m5
delay 9
vload m0, 0(x28)
delay 19
vmatmul.acc.mxu1 acc0, m37, w1
delay 11
vload m5, 1344(x29)
li x28, 376832
delay 19
vmatpush.weight.mxu1 w0, m6
delay 5
vmatpush.weight.mxu0 w0, m0
delay 3
vload m24, 0(x28)
delay 18
vmatmul.acc.mxu1 acc0, m38, w0
delay 12
vload m6, 1792(x29)
vmatmul.acc.mxu0 acc1, m24, w0
li x28, 251904
delay 16
vmatpush.weight.mxu1 w1, m7
delay 11
vload m1, 0(x28)
delay 17
vmatmul.acc.mxu1 acc0, m39, w1
delay 13
vload m7, 2240(x29)
delay 18
vmatpush.weight.mxu1 w0, m4
delay 7
vmatpush.weight.mxu0 w1, m1
delay 3
vload m25, 3968(x28)
delay 16
vmatmul.acc.mxu1 acc0, m40, w0
delay 14
vload m4, 2688(x29)
vmatmul.acc.mxu0 acc1, m25, w1
delay 16
vmatpush.weight.mxu1 w1, m5
delay 13
vload m2, 448(x28)
delay 15
vmatmul.acc.mxu1 acc0, m41, w1
delay 15
vload m5, 3136(x29)
delay 16
vmatpush.weight.mxu1 w0, m6
delay 9
vmatpush.weight.mxu0 w0, m2
delay 3
vload m24, 4032(x28)
delay 14
vmatmul.acc.mxu1 acc0, m42, w0
delay 16
vload m6, 3584(x29)
vmatmul.acc.mxu0 acc1, m24, w0
delay 14
vmatpush.weight.mxu1 w1, m7
delay 15
vload m3, 896(x28)
delay 13
vmatmul.acc.mxu1 acc0, m43, w1
delay 17
vload m7, 4032(x29)
li x28, 382976
delay 12
vmatpush.weight.mxu1 w0, m4
delay 11
vmatpush.weight.mxu0 w1, m3
delay 3
li x29, 292864
vload m25, 0(x28)
delay 10
vmatmul.acc.mxu1 acc0, m44, w0
delay 20
vload m4, 0(x29)
vmatmul.acc.mxu0 acc1, m25, w1
li x28, 294912
delay 9
vmatpush.weight.mxu1 w1, m5
delay 19
vload m0, 0(x28)
delay 9
vmatmul.acc.mxu1 acc0, m45, w1
delay 21
vload m5, 448(x29)
delay 10
vmatpush.weight.mxu1 w0, m6
delay 15
vmatpush.weight.mxu0 w0, m0
delay 3
vload m24, 2816(x28)
delay 8
vmatmul.acc.mxu1 acc0, m46, w0
delay 22
vload m6, 896(x29)
vmatmul.acc.mxu0 acc1, m24, w0
delay 8
vmatpush.weight.mxu1 w1, m7
delay 21
vload m1, 448(x28)
delay 7
vmatmul.acc.mxu1 acc0, m47, w1
delay 23
vload m7, 1344(x29)
delay 8
vmatpush.weight.mxu1 w0, m4
delay 17
vmatpush.weight.mxu0 w1, m1
delay 3
li x29, 10240
vload m25, 2880(x28)
delay 4
vmatmul.acc.mxu1 acc0, m48, w0
delay 26
vload m4, 0(x29)
vmatmul.acc.mxu0 acc1, m25, w1
delay 4
vmatpush.weight.mxu1 w1, m5
delay 25
vload m24, 2944(x28)
delay 3
vmatmul.acc.mxu1 acc0, m49, w1
delay 27
vload m5, 448(x29)
delay 4
vmatpush.weight.mxu1 w0, m6
delay 26
vload m25, 3008(x28)
delay 2
vmatmul.acc.mxu1 acc0, m50, w0
delay 28
vload m6, 896(x29)
delay 3
vmatpush.weight.mxu1 w1, m7
delay 27
vload m2, 896(x28)
delay 1
vmatpop.bf16.acc.mxu1 m14, acc1
delay 29
vload m7, 1344(x29)
vmatmul.acc.mxu1 acc0, m51, w1
vmatpush.weight.mxu0 w0, m2
delay 30
vmatmul.acc.mxu0 acc1, m24, w0
vload m3, 1344(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc1, m28, w0
vload m4, 1792(x29)
li x28, 0
delay 31
vmatpush.weight.mxu1 w1, m5
vload m0, 0(x28)
delay 24
vmatpush.weight.mxu0 w1, m3
delay 3
vmatmul.acc.mxu1 acc1, m29, w1
delay 1
vload m5, 2240(x29)
li x28, 393216
delay 21
vmatmul.acc.mxu0 acc1, m25, w1
delay 6
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m30, w0
vload m6, 2688(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
delay 19
vmatpush.weight.mxu0 w0, m0
delay 9
vmatmul.acc.mxu1 acc1, m31, w1
vload m7, 3136(x29)
delay 18
vmatpop.bf16.acc.mxu0 m10, acc1
delay 12
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m32, w0
vload m4, 3584(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m33, w1
vload m5, 4032(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
li x29, 153600
delay 28
vmatmul.acc.mxu1 acc1, m34, w0
vload m6, 0(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m35, w1
vload m7, 448(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m36, w0
vload m4, 896(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m37, w1
vload m5, 1344(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m38, w0
vload m6, 1792(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m39, w1
vload m7, 2240(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m40, w0
vload m4, 2688(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m41, w1
vload m5, 3136(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m42, w0
vload m6, 3584(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m43, w1
vload m7, 4032(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
li x29, 296960
delay 28
vmatmul.acc.mxu1 acc1, m44, w0
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m45, w1
vload m5, 448(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m46, w0
vload m6, 896(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc1, m47, w1
vload m7, 1344(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
li x29, 12288
delay 29
vmatmul.acc.mxu1 acc1, m48, w0
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc1, m49, w1
vload m5, 448(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m50, w0
vload m6, 896(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatpush.weight.mxu1 w1, m7
vload m4, 1792(x29)
delay 29
vmatmul.acc.mxu1 acc1, m51, w1
delay 1
vload m7, 1344(x29)
delay 30
vmatpush.weight.mxu1 w1, m5
delay 30
vload m5, 2240(x29)
dma.wait.ch1
add x11, x11, x27
addi x27, x17, -1
sltu x27, x0, x27
addi x27, x27, -1
addi x17, x17, -1
delay 26
vstore m12, 3072(x1)
delay 32
vstore m13, 3104(x1)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vstore m14, 3200(x1)
delay 29
vmatmul.mxu1 acc0, m28, w0
delay 1
vstore m15, 3232(x1)
delay 30
vmatmul.acc.mxu1 acc0, m29, w1
delay 0
vstore m12, 3264(x1)
delay 31
vmatpush.weight.mxu1 w0, m6
vstore m13, 3296(x1)
delay 29
vmatmul.acc.mxu1 acc0, m30, w0
delay 1
vload m6, 2688(x29)
delay 30
vmatpush.weight.mxu1 w1, m7
delay 0
vstore m8, 3136(x1)
delay 28
vmatmul.acc.mxu1 acc0, m31, w1
delay 2
vload m7, 3136(x29)
delay 29
vmatpush.weight.mxu1 w0, m4
delay 1
vstore m9, 3168(x1)
delay 27
vmatmul.acc.mxu1 acc0, m32, w0
delay 3
vload m4, 3584(x29)
delay 28
vmatpush.weight.mxu1 w1, m5
delay 2
vstore m10, 3328(x1)
delay 26
vmatmul.acc.mxu1 acc0, m33, w1
delay 4
vload m5, 4032(x29)
delay 27
vmatpush.weight.mxu1 w0, m6
delay 3
li x29, 155648
vstore m11, 3360(x1)
delay 24
vmatmul.acc.mxu1 acc0, m34, w0
delay 6
vload m6, 0(x29)
delay 25
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc0, m35, w1
vload m7, 448(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc0, m36, w0
vload m4, 896(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc0, m37, w1
vload m5, 1344(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc0, m38, w0
vload m6, 1792(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc0, m39, w1
vload m7, 2240(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc0, m40, w0
vload m4, 2688(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc0, m41, w1
vload m5, 3136(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc0, m42, w0
vload m6, 3584(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc0, m43, w1
vload m7, 4032(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
li x29, 299008
delay 29
vmatmul.acc.mxu1 acc0, m44, w0
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc0, m45, w1
vload m5, 448(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc0, m46, w0
vload m6, 896(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc0, m47, w1
vload m7, 1344(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
li x29, 2048
delay 28
vmatmul.acc.mxu1 acc0, m48, w0
vload m4, 0(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc0, m49, w1
vload m5, 448(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc0, m50, w0
vload m6, 896(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
delay 30
vmatmul.acc.mxu1 acc0, m51, w1
vload m7, 1344(x29)
delay 32
vmatpop.bf16.acc.mxu1 m14, acc1
delay 30
vmatpush.weight.mxu1 w0, m4
vstore m14, 3392(x1)
delay 29
vmatpush.weight.mxu1 w1, m5
delay 1
vload m4, 1792(x29)
delay 27
vmatpop.bf16.acc.mxu1 m12, acc0
delay 3
vload m5, 2240(x29)
delay 32
vstore m15, 3424(x1)
delay 32
vstore m12, 3456(x1)
delay 32
vstore m13, 3488(x1)
delay 32
dma.store.ch1 x11, x9, x13
dma.wait.ch0
vload m20, 1536(x1)
and x6, x27, x7
and x27, x27, x20
xori x6, x6, -1
sub x4, x4, x27
and x6, x6, x5
add x4, x4, x5
li x8, 344064
dma.load.ch0 x8, x4, x6
li x27, 28672
delay 23
vload m21, 1568(x1)
delay 32
vmaximum.bf16 m20, m20, m16
delay 64
vminimum.bf16 m20, m20, m18
delay 64
vpack.bf16.fp8 m28, m20, e0
delay 64
vload m20, 1600(x1)
delay 32
vload m21, 1632(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m28, 1536(x1)
delay 32
vload m24, 0(x28)
vmatmul.mxu1 acc1, m28, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.mxu0 acc0, m24, w0
li x28, 14336
vload m1, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
li x28, 395264
vload m6, 2688(x29)
delay 22
vpack.bf16.fp8 m29, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m1
delay 31
vload m20, 1664(x1)
delay 32
vload m21, 1696(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m29, 1600(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m29, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 28672
vload m2, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
li x28, 397312
vload m7, 3136(x29)
delay 24
vpack.bf16.fp8 m30, m20, e0
delay 31
vmatpush.weight.mxu0 w0, m2
delay 31
vload m20, 1728(x1)
delay 32
vload m21, 1760(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m30, 1664(x1)
delay 32
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m30, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 43008
vload m3, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
li x28, 399360
vload m4, 3584(x29)
delay 22
vpack.bf16.fp8 m31, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m3
delay 31
vload m20, 1792(x1)
delay 32
vload m21, 1824(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m31, 1728(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m31, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 57344
vload m0, 0(x28)
vmatpush.weight.mxu1 w1, m5
delay 31
li x28, 401408
vload m5, 4032(x29)
delay 24
vpack.bf16.fp8 m32, m20, e0
delay 6
li x29, 145408
delay 22
vmatpush.weight.mxu0 w0, m0
delay 31
vload m20, 1856(x1)
delay 32
vload m21, 1888(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m32, 1792(x1)
delay 32
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m32, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 71680
vload m1, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
li x28, 403456
vload m6, 0(x29)
delay 22
vpack.bf16.fp8 m33, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m1
delay 31
vload m20, 1920(x1)
delay 32
vload m21, 1952(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m33, 1856(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m33, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 86016
vload m2, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
li x28, 405504
vload m7, 448(x29)
delay 24
vpack.bf16.fp8 m34, m20, e0
delay 31
vmatpush.weight.mxu0 w0, m2
delay 31
vload m20, 1984(x1)
delay 32
vload m21, 2016(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m34, 1920(x1)
delay 32
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m34, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 100352
vload m3, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
li x28, 407552
vload m4, 896(x29)
delay 22
vpack.bf16.fp8 m35, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m3
delay 31
vload m20, 2048(x1)
delay 32
vload m21, 2080(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m35, 1984(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m35, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 114688
vload m0, 0(x28)
vmatpush.weight.mxu1 w1, m5
delay 31
li x28, 409600
vload m5, 1344(x29)
delay 24
vpack.bf16.fp8 m36, m20, e0
delay 31
vmatpush.weight.mxu0 w0, m0
delay 31
vload m20, 2112(x1)
delay 32
vload m21, 2144(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m36, 2048(x1)
delay 32
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m36, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 129024
vload m1, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
li x28, 411648
vload m6, 1792(x29)
delay 22
vpack.bf16.fp8 m37, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m1
delay 31
vload m20, 2176(x1)
delay 32
vload m21, 2208(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m37, 2112(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m37, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 143360
vload m2, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
li x28, 413696
vload m7, 2240(x29)
delay 24
vpack.bf16.fp8 m38, m20, e0
delay 31
vmatpush.weight.mxu0 w0, m2
delay 31
vload m20, 2240(x1)
delay 32
vload m21, 2272(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m38, 2176(x1)
delay 32
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m38, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 157696
vload m3, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
li x28, 415744
vload m4, 2688(x29)
delay 22
vpack.bf16.fp8 m39, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m3
delay 31
vload m20, 2304(x1)
delay 32
vload m21, 2336(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m39, 2240(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m39, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 172032
vload m0, 0(x28)
vmatpush.weight.mxu1 w1, m5
delay 31
li x28, 417792
vload m5, 3136(x29)
delay 24
vpack.bf16.fp8 m40, m20, e0
delay 31
vmatpush.weight.mxu0 w0, m0
delay 31
vload m20, 2368(x1)
delay 32
vload m21, 2400(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m40, 2304(x1)
delay 32
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m40, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 186368
vload m1, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
li x28, 419840
vload m6, 3584(x29)
delay 22
vpack.bf16.fp8 m41, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m1
delay 31
vload m20, 2432(x1)
delay 32
vload m21, 2464(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m41, 2368(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m41, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 200704
vload m2, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
li x28, 421888
vload m7, 4032(x29)
delay 24
vpack.bf16.fp8 m42, m20, e0
delay 6
li x29, 288768
delay 22
vmatpush.weight.mxu0 w0, m2
delay 31
vload m20, 2496(x1)
delay 32
vload m21, 2528(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m42, 2432(x1)
delay 32
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m42, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 215040
vload m3, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
li x28, 423936
vload m4, 0(x29)
delay 22
vpack.bf16.fp8 m43, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m3
delay 31
vload m20, 2560(x1)
delay 32
vload m21, 2592(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m43, 2496(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m43, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 229376
vload m0, 0(x28)
vmatpush.weight.mxu1 w1, m5
delay 31
li x28, 425984
vload m5, 448(x29)
delay 24
vpack.bf16.fp8 m44, m20, e0
delay 31
vmatpush.weight.mxu0 w0, m0
delay 31
vload m20, 2624(x1)
delay 32
vload m21, 2656(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m44, 2560(x1)
delay 32
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m44, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 243712
vload m1, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
li x28, 428032
vload m6, 896(x29)
delay 22
vpack.bf16.fp8 m45, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m1
delay 31
vload m20, 2688(x1)
delay 32
vload m21, 2720(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m45, 2624(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m45, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 258048
vload m2, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
li x28, 430080
vload m7, 1344(x29)
delay 24
vpack.bf16.fp8 m46, m20, e0
delay 6
li x29, 4096
delay 23
vmatpush.weight.mxu0 w0, m2
delay 31
vload m20, 2752(x1)
delay 32
vload m21, 2784(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m46, 2688(x1)
delay 32
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m46, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 272384
vload m3, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 31
li x28, 432128
vload m4, 0(x29)
delay 22
vpack.bf16.fp8 m47, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m3
delay 31
vload m20, 2816(x1)
delay 32
vload m21, 2848(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m47, 2752(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m47, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 286720
vload m0, 0(x28)
vmatpush.weight.mxu1 w1, m5
delay 31
li x28, 434176
vload m5, 448(x29)
delay 24
vpack.bf16.fp8 m48, m20, e0
delay 31
vmatpush.weight.mxu0 w0, m0
delay 31
vload m20, 2880(x1)
delay 32
vload m21, 2912(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m48, 2816(x1)
delay 32
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m48, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
li x28, 301056
vload m1, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 31
li x28, 436224
vload m6, 896(x29)
delay 22
vpack.bf16.fp8 m49, m20, e0
delay 31
vmatpush.weight.mxu0 w1, m1
delay 31
vload m20, 2944(x1)
delay 32
vload m21, 2976(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m49, 2880(x1)
delay 32
vload m25, 0(x28)
vmatmul.acc.mxu1 acc1, m49, w1
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m25, w1
li x28, 315392
vload m2, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 31
vload m3, 448(x28)
delay 25
vpack.bf16.fp8 m50, m20, e0
delay 5
vload m7, 1344(x29)
delay 24
vmatpush.weight.mxu0 w0, m2
delay 30
vmatpush.weight.mxu0 w1, m3
vload m20, 3008(x1)
delay 32
vload m21, 3040(x1)
delay 32
vmaximum.bf16 m20, m20, m16
vstore m50, 2944(x1)
delay 32
vload m24, 3840(x28)
vmatmul.acc.mxu1 acc1, m50, w0
delay 28
vminimum.bf16 m20, m20, m18
delay 1
vmatmul.acc.mxu0 acc0, m24, w0
delay 0
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc0, m28, w0
vload m4, 1792(x29)
delay 26
vpack.bf16.fp8 m51, m20, e0
delay 4
vmatpush.weight.mxu1 w0, m6
delay 30
vload m6, 2688(x29)
delay 32
vstore m51, 3008(x1)
delay 32
vload m25, 3904(x28)
vmatmul.acc.mxu1 acc1, m51, w1
delay 31
li x28, 6144
vload m0, 0(x28)
vmatmul.acc.mxu0 acc0, m25, w1
vmatpush.weight.mxu1 w1, m5
delay 30
li x28, 393216
vload m24, 0(x28)
vmatmul.acc.mxu1 acc0, m29, w1
delay 31
li x28, 20480
vload m1, 0(x28)
vmatmul.acc.mxu1 acc0, m30, w0
delay 24
vmatpush.weight.mxu0 w0, m0
delay 5
li x28, 395264
vload m25, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 20
vmatmul.mxu0 acc1, m24, w0
delay 8
vmatmul.acc.mxu1 acc0, m31, w1
li x28, 34816
vload m2, 0(x28)
delay 30
vmatpush.weight.mxu1 w0, m4
delay 0
li x28, 397312
vload m5, 2240(x29)
delay 27
vmatmul.acc.mxu1 acc0, m32, w0
delay 3
vload m7, 3136(x29)
delay 12
vmatpush.weight.mxu0 w1, m1
delay 14
vmatpush.weight.mxu1 w1, m5
delay 2
vload m24, 0(x28)
delay 10
vmatmul.acc.mxu0 acc1, m25, w1
delay 14
vmatmul.acc.mxu1 acc0, m33, w1
delay 4
li x28, 49152
vload m3, 0(x28)
delay 26
vmatpush.weight.mxu1 w0, m6
delay 4
li x28, 399360
vload m4, 3584(x29)
delay 22
vmatmul.acc.mxu1 acc0, m34, w0
delay 8
vload m5, 4032(x29)
delay 1
vmatpush.weight.mxu0 w0, m2
delay 20
vmatpush.weight.mxu1 w1, m7
delay 7
vload m25, 0(x28)
vmatmul.acc.mxu0 acc1, m24, w0
li x29, 147456
delay 19
vmatmul.acc.mxu1 acc0, m35, w1
delay 9
li x28, 63488
vload m0, 0(x28)
delay 20
vmatpush.weight.mxu1 w0, m4
delay 10
li x28, 401408
vload m6, 0(x29)
delay 17
vmatmul.acc.mxu1 acc0, m36, w0
delay 5
vmatpush.weight.mxu0 w1, m3
delay 6
vload m24, 0(x28)
delay 18
vmatpush.weight.mxu1 w1, m5
delay 2
vmatmul.acc.mxu0 acc1, m25, w1
delay 8
li x28, 77824
vload m1, 0(x28)
delay 15
vmatmul.acc.mxu1 acc0, m37, w1
delay 15
li x28, 403456
vload m7, 448(x29)
delay 14
vmatpush.weight.mxu1 w0, m6
delay 16
vload m4, 896(x29)
delay 12
vmatmul.acc.mxu1 acc0, m38, w0
vmatpush.weight.mxu0 w0, m0
delay 17
vload m25, 0(x28)
delay 11
vmatmul.acc.mxu0 acc1, m24, w0
delay 0
vmatpush.weight.mxu1 w1, m7
delay 17
li x28, 92160
vload m2, 0(x28)
delay 9
vmatmul.acc.mxu1 acc0, m39, w1
delay 21
li x28, 405504
vload m5, 1344(x29)
delay 9
vmatpush.weight.mxu1 w0, m4
delay 21
vload m6, 1792(x29)
delay 2
vmatpush.weight.mxu0 w1, m1
delay 3
vmatmul.acc.mxu1 acc0, m40, w0
delay 23
vload m24, 0(x28)
delay 0
vmatmul.acc.mxu0 acc1, m25, w1
delay 6
vmatpush.weight.mxu1 w1, m5
delay 22
li x28, 106496
vload m3, 0(x28)
delay 5
vmatmul.acc.mxu1 acc0, m41, w1
delay 25
li x28, 407552
vload m7, 2240(x29)
delay 4
vmatpush.weight.mxu1 w0, m6
delay 19
vmatpush.weight.mxu0 w0, m2
delay 5
vload m25, 0(x28)
delay 2
vmatmul.acc.mxu1 acc0, m42, w0
delay 19
vmatmul.acc.mxu0 acc1, m24, w0
delay 7
li x28, 120832
vload m0, 0(x28)
delay 1
vmatpush.weight.mxu1 w1, m7
delay 29
li x28, 409600
vload m4, 2688(x29)
vmatmul.acc.mxu1 acc0, m43, w1
delay 31
vload m5, 3136(x29)
delay 0
vmatpush.weight.mxu1 w0, m4
delay 12
vmatpush.weight.mxu0 w1, m3
delay 16
vload m24, 0(x28)
vmatmul.acc.mxu1 acc0, m44, w0
delay 11
vmatmul.acc.mxu0 acc1, m25, w1
delay 18
li x28, 135168
vload m1, 0(x28)
vmatpush.weight.mxu1 w1, m5
delay 30
vmatmul.acc.mxu1 acc0, m45, w1
li x28, 411648
vload m6, 3584(x29)
delay 30
vmatpop.bf16.acc.mxu1 m14, acc1
delay 0
vload m7, 4032(x29)
delay 3
vmatpush.weight.mxu0 w0, m0
delay 23
vmatpush.weight.mxu1 w0, m6
delay 2
vload m25, 0(x28)
li x29, 290816
delay 0
vmatmul.acc.mxu0 acc1, m24, w0
delay 23
vmatmul.acc.mxu1 acc0, m46, w0
delay 4
li x28, 149504
vload m2, 0(x28)
delay 25
vmatpush.weight.mxu1 w1, m7
delay 5
li x28, 413696
vload m4, 0(x29)
delay 22
vmatmul.acc.mxu1 acc0, m47, w1
delay 2
vmatpush.weight.mxu0 w1, m1
delay 4
vload m24, 0(x28)
delay 23
vmatpush.weight.mxu1 w0, m4
vmatmul.acc.mxu0 acc1, m25, w1
delay 6
li x28, 163840
vload m3, 0(x28)
delay 20
vmatmul.acc.mxu1 acc0, m48, w0
delay 10
li x28, 415744
vload m5, 448(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 896(x29)
delay 14
vmatpush.weight.mxu0 w0, m2
delay 13
vmatmul.acc.mxu1 acc0, m49, w1
delay 1
vload m25, 0(x28)
delay 12
vmatmul.acc.mxu0 acc1, m24, w0
delay 16
vmatpush.weight.mxu1 w0, m6
delay 0
li x28, 178176
vload m0, 0(x28)
delay 26
vmatmul.acc.mxu1 acc0, m50, w0
delay 4
li x28, 417792
vload m7, 1344(x29)
delay 32
li x29, 8192
vload m4, 0(x29)
vmatpush.weight.mxu1 w1, m7
delay 1
vmatpush.weight.mxu0 w1, m3
delay 27
vmatmul.acc.mxu1 acc0, m51, w1
vload m24, 0(x28)
delay 0
vmatmul.acc.mxu0 acc1, m25, w1
delay 30
li x28, 192512
vload m1, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.mxu1 acc1, m28, w0
li x28, 419840
vload m5, 448(x29)
delay 25
vmatpush.weight.mxu0 w0, m0
delay 3
vmatpop.bf16.acc.mxu1 m12, acc0
delay 0
vload m25, 0(x28)
delay 23
vmatmul.acc.mxu0 acc1, m24, w0
delay 3
vmatpush.weight.mxu1 w1, m5
delay 2
li x28, 206848
vload m2, 0(x28)
delay 24
vmatmul.acc.mxu1 acc1, m29, w1
delay 6
li x28, 421888
vload m6, 896(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 1344(x29)
delay 13
vmatpush.weight.mxu0 w1, m1
delay 14
vmatmul.acc.mxu1 acc1, m30, w0
delay 1
vload m24, 0(x28)
delay 11
vmatmul.acc.mxu0 acc1, m25, w1
delay 17
vmatpush.weight.mxu1 w1, m7
delay 0
li x28, 221184
vload m3, 0(x28)
delay 27
vmatmul.acc.mxu1 acc1, m31, w1
delay 3
li x28, 423936
vload m4, 1792(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 2240(x29)
delay 1
vmatpush.weight.mxu0 w0, m2
delay 26
vmatmul.acc.mxu1 acc1, m32, w0
delay 1
vload m25, 0(x28)
vmatmul.acc.mxu0 acc1, m24, w0
delay 29
vmatpush.weight.mxu1 w1, m5
delay 0
li x28, 235520
vload m0, 0(x28)
delay 26
vmatmul.acc.mxu1 acc1, m33, w1
delay 4
li x28, 425984
vload m6, 2688(x29)
delay 24
vmatpush.weight.mxu0 w1, m3
delay 6
vload m24, 0(x28)
vmatpush.weight.mxu1 w0, m6
delay 21
vmatmul.acc.mxu0 acc1, m25, w1
delay 7
vmatmul.acc.mxu1 acc1, m34, w0
li x28, 249856
vload m1, 0(x28)
delay 32
li x28, 428032
vload m7, 3136(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
vload m4, 3584(x29)
delay 12
vmatpush.weight.mxu0 w0, m0
delay 15
vmatmul.acc.mxu1 acc1, m35, w1
delay 1
vload m25, 0(x28)
delay 10
vmatmul.acc.mxu0 acc1, m24, w0
delay 18
vmatpush.weight.mxu1 w0, m4
delay 0
li x28, 264192
vload m2, 0(x28)
delay 26
vmatmul.acc.mxu1 acc1, m36, w0
delay 4
li x28, 430080
vload m5, 4032(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
li x29, 151552
vload m6, 0(x29)
vmatpush.weight.mxu0 w1, m1
delay 27
vmatmul.acc.mxu1 acc1, m37, w1
delay 1
vmatmul.acc.mxu0 acc1, m25, w1
vload m24, 0(x28)
delay 29
vmatpush.weight.mxu1 w0, m6
delay 1
li x28, 278528
vload m3, 0(x28)
delay 26
vmatmul.acc.mxu1 acc1, m38, w0
delay 4
li x28, 432128
vload m7, 448(x29)
delay 22
vmatpush.weight.mxu0 w0, m2
delay 8
vload m25, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 19
vmatmul.acc.mxu0 acc1, m24, w0
delay 9
vmatmul.acc.mxu1 acc1, m39, w1
li x28, 292864
vload m0, 0(x28)
delay 32
li x28, 434176
vload m4, 896(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 1344(x29)
delay 10
vmatpush.weight.mxu0 w1, m3
delay 17
vmatmul.acc.mxu1 acc1, m40, w0
delay 1
vload m24, 0(x28)
delay 8
vmatmul.acc.mxu0 acc1, m25, w1
delay 20
vmatpush.weight.mxu1 w1, m5
delay 0
li x28, 307200
vload m1, 0(x28)
delay 27
vmatmul.acc.mxu1 acc1, m41, w1
delay 3
vload m2, 448(x28)
delay 32
vload m6, 1792(x29)
delay 1
vmatpush.weight.mxu0 w0, m0
delay 29
vload m25, 4032(x28)
vmatmul.acc.mxu0 acc1, m24, w0
vmatpush.weight.mxu1 w0, m6
delay 30
li x28, 438272
vload m7, 2240(x29)
vmatmul.acc.mxu1 acc1, m42, w0
delay 31
vload m4, 2688(x29)
delay 0
vmatpush.weight.mxu1 w1, m7
delay 24
vmatpush.weight.mxu0 w1, m1
delay 4
vload m24, 0(x28)
vmatmul.acc.mxu1 acc1, m43, w1
delay 23
vmatmul.acc.mxu0 acc1, m25, w1
delay 6
li x28, 335872
vload m3, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 30
vmatmul.acc.mxu1 acc1, m44, w0
vload m5, 3136(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 3584(x29)
delay 16
vmatpush.weight.mxu0 w0, m2
delay 11
vmatmul.acc.mxu1 acc1, m45, w1
delay 1
vload m25, 3264(x28)
delay 14
vmatmul.acc.mxu0 acc1, m24, w0
delay 14
vmatpush.weight.mxu1 w0, m6
delay 0
li x28, 12288
vload m0, 0(x28)
delay 27
vmatmul.acc.mxu1 acc1, m46, w0
delay 3
li x28, 393216
vload m7, 4032(x29)
delay 32
vmatpush.weight.mxu1 w1, m7
li x29, 294912
vload m4, 0(x29)
delay 4
vmatpush.weight.mxu0 w1, m3
delay 22
vmatmul.acc.mxu1 acc1, m47, w1
delay 2
vload m24, 0(x28)
delay 2
vmatmul.acc.mxu0 acc1, m25, w1
delay 25
vmatpush.weight.mxu1 w0, m4
delay 1
li x28, 26624
vload m1, 0(x28)
delay 25
vmatmul.acc.mxu1 acc1, m48, w0
delay 5
li x28, 395264
vload m5, 448(x29)
delay 26
vmatpop.bf16.acc.mxu0 m8, acc0
delay 4
vload m25, 0(x28)
vmatpush.weight.mxu1 w1, m5
delay 23
vmatpush.weight.mxu0 w0, m0
delay 5
vmatmul.acc.mxu1 acc1, m49, w1
li x28, 40960
vload m2, 0(x28)
delay 21
vmatmul.mxu0 acc0, m24, w0
delay 9
li x28, 397312
vload m6, 896(x29)
delay 32
vload m7, 1344(x29)
vmatpush.weight.mxu1 w0, m6
delay 30
vmatmul.acc.mxu1 acc1, m50, w0
li x29, 10240
vload m4, 0(x29)
delay 12
vmatpush.weight.mxu0 w1, m1
delay 16
vmatpush.weight.mxu1 w1, m7
delay 0
vload m24, 0(x28)
delay 10
vmatmul.acc.mxu0 acc0, m25, w1
delay 16
vmatmul.acc.mxu1 acc1, m51, w1
delay 2
li x28, 55296
vload m3, 0(x28)
delay 27
vmatpush.weight.mxu1 w0, m4
delay 3
li x28, 399360
vload m5, 448(x29)
delay 23
vmatmul.mxu1 acc0, m28, w0
delay 7
vload m6, 896(x29)
delay 0
vmatpush.weight.mxu0 w0, m2
delay 22
vmatpush.weight.mxu1 w1, m5
delay 6
vmatmul.acc.mxu0 acc0, m24, w0
vload m25, 0(x28)
delay 21
vmatmul.acc.mxu1 acc0, m29, w1
delay 9
li x28, 69632
vload m0, 0(x28)
delay 21
vmatpush.weight.mxu1 w0, m6
delay 9
li x28, 401408
vload m7, 1344(x29)
delay 18
vmatmul.acc.mxu1 acc0, m30, w0
delay 3
vmatpush.weight.mxu0 w1, m3
delay 7
vload m24, 0(x28)
delay 19
vmatpush.weight.mxu1 w1, m7
delay 0
vmatmul.acc.mxu0 acc0, m25, w1
delay 9
li x28, 83968
vload m1, 0(x28)
delay 15
vmatmul.acc.mxu1 acc0, m31, w1
delay 15
li x28, 403456
vload m4, 1792(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 2240(x29)
delay 10
vmatpush.weight.mxu0 w0, m0
delay 17
vmatmul.acc.mxu1 acc0, m32, w0
delay 1
vload m25, 0(x28)
delay 8
vmatmul.acc.mxu0 acc0, m24, w0
delay 20
vmatpush.weight.mxu1 w1, m5
delay 0
li x28, 98304
vload m2, 0(x28)
delay 27
vmatmul.acc.mxu1 acc0, m33, w1
delay 3
li x28, 405504
vload m6, 2688(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 3136(x29)
vmatpush.weight.mxu0 w1, m1
delay 28
vmatmul.acc.mxu1 acc0, m34, w0
delay 0
vmatmul.acc.mxu0 acc0, m25, w1
vload m24, 0(x28)
delay 30
vmatpush.weight.mxu1 w1, m7
delay 0
li x28, 112640
vload m3, 0(x28)
delay 26
vmatmul.acc.mxu1 acc0, m35, w1
delay 4
li x28, 407552
vload m4, 3584(x29)
delay 21
vmatpush.weight.mxu0 w0, m2
delay 9
vload m25, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 18
vmatmul.acc.mxu0 acc0, m24, w0
delay 10
vmatmul.acc.mxu1 acc0, m36, w0
li x28, 126976
vload m0, 0(x28)
delay 32
li x28, 409600
vload m5, 4032(x29)
delay 32
li x29, 153600
vmatpush.weight.mxu1 w1, m5
vload m6, 0(x29)
delay 8
vmatpush.weight.mxu0 w1, m3
delay 19
vmatmul.acc.mxu1 acc0, m37, w1
delay 1
vload m24, 0(x28)
delay 6
vmatmul.acc.mxu0 acc0, m25, w1
delay 22
vmatpush.weight.mxu1 w0, m6
delay 0
li x28, 141312
vload m1, 0(x28)
delay 26
vmatmul.acc.mxu1 acc0, m38, w0
delay 4
li x28, 411648
vload m7, 448(x29)
delay 30
vmatpush.weight.mxu0 w0, m0
delay 0
vload m25, 0(x28)
vmatpush.weight.mxu1 w1, m7
delay 27
vmatmul.acc.mxu0 acc0, m24, w0
delay 1
vmatmul.acc.mxu1 acc0, m39, w1
li x28, 155648
vload m2, 0(x28)
delay 32
li x28, 413696
vload m4, 896(x29)
delay 32
vmatpush.weight.mxu1 w0, m4
vload m5, 1344(x29)
delay 19
vmatpush.weight.mxu0 w1, m1
delay 8
vmatmul.acc.mxu1 acc0, m40, w0
delay 1
vload m24, 0(x28)
delay 17
vmatmul.acc.mxu0 acc0, m25, w1
delay 11
vmatpush.weight.mxu1 w1, m5
delay 0
li x28, 169984
vload m3, 0(x28)
delay 26
vmatmul.acc.mxu1 acc0, m41, w1
delay 4
li x28, 415744
vload m6, 1792(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 2240(x29)
delay 6
vmatpush.weight.mxu0 w0, m2
delay 21
vmatmul.acc.mxu1 acc0, m42, w0
delay 1
vload m25, 0(x28)
delay 4
vmatmul.acc.mxu0 acc0, m24, w0
delay 24
vmatpush.weight.mxu1 w1, m7
delay 0
li x28, 184320
vload m0, 0(x28)
delay 27
vmatmul.acc.mxu1 acc0, m43, w1
delay 3
li x28, 417792
vload m4, 2688(x29)
delay 30
vmatpush.weight.mxu0 w1, m3
delay 0
vload m24, 0(x28)
vmatpush.weight.mxu1 w0, m4
delay 27
vmatmul.acc.mxu0 acc0, m25, w1
delay 1
vmatmul.acc.mxu1 acc0, m44, w0
li x28, 198656
vload m1, 0(x28)
delay 32
li x28, 419840
vload m5, 3136(x29)
delay 32
vmatpush.weight.mxu1 w1, m5
vload m6, 3584(x29)
delay 17
vmatpush.weight.mxu0 w0, m0
delay 10
vmatmul.acc.mxu1 acc0, m45, w1
delay 1
vload m25, 0(x28)
delay 15
vmatmul.acc.mxu0 acc0, m24, w0
delay 13
vmatpush.weight.mxu1 w0, m6
delay 0
li x28, 212992
vload m2, 0(x28)
delay 27
vmatmul.acc.mxu1 acc0, m46, w0
delay 3
li x28, 421888
vload m7, 4032(x29)
delay 32
li x29, 296960
vmatpush.weight.mxu1 w1, m7
vload m4, 0(x29)
delay 4
vmatpush.weight.mxu0 w1, m1
delay 23
vmatmul.acc.mxu1 acc0, m47, w1
delay 1
vload m24, 0(x28)
delay 2
vmatmul.acc.mxu0 acc0, m25, w1
delay 26
vmatpush.weight.mxu1 w0, m4
delay 0
li x28, 227328
vload m3, 0(x28)
delay 26
vmatmul.acc.mxu1 acc0, m48, w0
delay 4
li x28, 423936
vload m5, 448(x29)
delay 26
vmatpush.weight.mxu0 w0, m2
delay 4
vload m25, 0(x28)
vmatpush.weight.mxu1 w1, m5
delay 23
vmatmul.acc.mxu0 acc0, m24, w0
delay 5
vmatmul.acc.mxu1 acc0, m49, w1
li x28, 241664
vload m0, 0(x28)
delay 32
li x28, 425984
vload m6, 896(x29)
delay 32
vmatpush.weight.mxu1 w0, m6
vload m7, 1344(x29)
delay 15
vmatpush.weight.mxu0 w1, m3
delay 12
vmatmul.acc.mxu1 acc0, m50, w0
delay 1
vload m24, 0(x28)
delay 13
vmatmul.acc.mxu0 acc0, m25, w1
delay 15
vmatpush.weight.mxu1 w1, m7
delay 0
li x28, 256000
vload m1, 0(x28)
delay 26
vmatmul.acc.mxu1 acc0, m51, w1
delay 4
li x28, 428032
delay 38
vmatpush.weight.mxu0 w0, m0
vload m25, 0(x28)
delay 29
vmatmul.acc.mxu0 acc0, m24, w0
delay 1
li x28, 270336
vload m2, 0(x28)
delay 32
li x28, 430080
delay 56
vmatpush.weight.mxu0 w1, m1
vload m24, 0(x28)
delay 29
vmatmul.acc.mxu0 acc0, m25, w1
delay 1
li x28, 284672
vload m3, 0(x28)
delay 32
li x28, 432128
delay 54
vmatpush.weight.mxu0 w0, m2
vload m25, 0(x28)
delay 29
vmatmul.acc.mxu0 acc0, m24, w0
delay 1
li x28, 299008
vload m0, 0(x28)
delay 32
li x28, 434176
delay 56
vmatpush.weight.mxu0 w1, m3
vload m24, 0(x28)
delay 29
vmatmul.acc.mxu0 acc0, m25, w1
delay 1
li x28, 313344
vload m1, 0(x28)
delay 32
vload m2, 448(x28)
delay 32
vload m3, 896(x28)
delay 21
vmatpush.weight.mxu0 w0, m0
delay 9
vload m25, 3840(x28)
delay 19
vmatmul.acc.mxu0 acc0, m24, w0
delay 94
vmatpush.weight.mxu0 w1, m1
vload m24, 3904(x28)
delay 29
vmatmul.acc.mxu0 acc0, m25, w1
delay 94
vmatpush.weight.mxu0 w0, m2
vload m25, 3968(x28)
delay 29
vmatmul.acc.mxu0 acc0, m24, w0
delay 94
vmatpush.weight.mxu0 w1, m3
delay 30
vmatmul.acc.mxu0 acc0, m25, w1
delay 94
vmatpop.bf16.acc.mxu0 m10, acc1
dma.wait.ch2
vstore m8, 3520(x1)
add x12, x12, x27
delay 31
vstore m9, 3552(x1)
delay 32
vstore m14, 3584(x1)
vmatpop.bf16.acc.mxu0 m8, acc0
delay 31
vstore m15, 3616(x1)
delay 32
vstore m12, 3648(x1)
vmatpop.bf16.acc.mxu1 m14, acc1
delay 31
vstore m13, 3680(x1)
delay 32
vmatpop.bf16.acc.mxu1 m12, acc0
vstore m10, 3712(x1)
delay 32
vstore m11, 3744(x1)
delay 32
vstore m14, 3776(x1)
delay 32
vstore m15, 3808(x1)
delay 32
vstore m12, 3840(x1)
delay 32
vstore m13, 3872(x1)
delay 32
vstore m8, 3904(x1)
delay 32
vstore m9, 3936(x1)
delay 32
dma.store.ch2 x12, x10, x13
beq x17, x0, t1_rows_end
nop
nop
jal x0, t1_rows
nop
nop
t1_rows_end:
dma.wait.ch0
dma.wait.ch1
dma.wait.ch2
