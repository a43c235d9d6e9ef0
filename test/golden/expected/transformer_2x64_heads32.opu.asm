# npucc --target=opu: inputs/transformer_2x64_heads32.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_0_elementwise_37x64_bf16xf32,@function
	.p2align 2
main_dispatch_0_elementwise_37x64_bf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 2, line 58): HostKernel npucc_hk_0, 1192 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 24(s0)
	sd t0, 88(sp)
	ld t0, 32(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_0
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld0_fail
	li a0, 0
.Ld0_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld0_fail:
	li a0, 1
	j .Ld0_ret
	.size main_dispatch_0_elementwise_37x64_bf16xf32, .-main_dispatch_0_elementwise_37x64_bf16xf32

	# task 1: reduction on the host: opu offloads only i8 x i8 -> i32 contractions (this is reduction)
	.type main_dispatch_1_reduction_37_f32xf32,@function
	.p2align 2
main_dispatch_1_reduction_37_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 4, line 66): HostKernel npucc_hk_1, 1152 bytes
	ld t0, 32(s0)
	sd t0, 80(sp)
	ld t0, 40(s0)
	sd t0, 88(sp)
	ld t0, 48(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_1
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld1_fail
	li a0, 0
.Ld1_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld1_fail:
	li a0, 1
	j .Ld1_ret
	.size main_dispatch_1_reduction_37_f32xf32, .-main_dispatch_1_reduction_37_f32xf32

	# task 2: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_2_elementwise_37_f32xf32,@function
	.p2align 2
main_dispatch_2_elementwise_37_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 5, line 72): HostKernel npucc_hk_2, 1312 bytes
	ld t0, 48(s0)
	sd t0, 80(sp)
	ld t0, 56(s0)
	sd t0, 88(sp)
	ld t0, 64(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_2
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld2_fail
	li a0, 0
.Ld2_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld2_fail:
	li a0, 1
	j .Ld2_ret
	.size main_dispatch_2_elementwise_37_f32xf32, .-main_dispatch_2_elementwise_37_f32xf32

	# task 3: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_3_elementwise_37x64_bf16xf32xbf16xbf16,@function
	.p2align 2
main_dispatch_3_elementwise_37x64_bf16xf32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 6, line 80): HostKernel npucc_hk_3, 1536 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 64(s0)
	sd t0, 88(sp)
	ld t0, 16(s0)
	sd t0, 96(sp)
	ld t0, 72(s0)
	sd t0, 104(sp)
	ld t0, 80(s0)
	sd t0, 112(sp)
	lla a0, npucc_hk_3
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld3_fail
	li a0, 0
.Ld3_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld3_fail:
	li a0, 1
	j .Ld3_ret
	.size main_dispatch_3_elementwise_37x64_bf16xf32xbf16xbf16, .-main_dispatch_3_elementwise_37x64_bf16xf32xbf16xbf16

	# task 4: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_4_matmul_like_37x64x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_4_matmul_like_37x64x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 8, line 92): HostKernel npucc_hk_4, 1384 bytes
	ld t0, 80(s0)
	sd t0, 80(sp)
	ld t0, 88(s0)
	sd t0, 88(sp)
	ld t0, 96(s0)
	sd t0, 96(sp)
	ld t0, 104(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_4
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld4_fail
	li a0, 0
.Ld4_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld4_fail:
	li a0, 1
	j .Ld4_ret
	.size main_dispatch_4_matmul_like_37x64x64_bf16xbf16xf32, .-main_dispatch_4_matmul_like_37x64x64_bf16xbf16xf32

	# task 5: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_5_elementwise_37x64_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_5_elementwise_37x64_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 9, line 95): HostKernel npucc_hk_5, 1344 bytes
	ld t0, 104(s0)
	sd t0, 80(sp)
	ld t0, 112(s0)
	sd t0, 88(sp)
	ld t0, 120(s0)
	sd t0, 96(sp)
	ld t0, 128(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_5
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld5_fail
	li a0, 0
.Ld5_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld5_fail:
	li a0, 1
	j .Ld5_ret
	.size main_dispatch_5_elementwise_37x64_f32xbf16xbf16, .-main_dispatch_5_elementwise_37x64_f32xbf16xbf16

	# task 6: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_6_matmul_like_37x64x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_6_matmul_like_37x64x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 11, line 105): HostKernel npucc_hk_4, 1384 bytes
	ld t0, 80(s0)
	sd t0, 80(sp)
	ld t0, 136(s0)
	sd t0, 88(sp)
	ld t0, 144(s0)
	sd t0, 96(sp)
	ld t0, 152(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_4
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld6_fail
	li a0, 0
.Ld6_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld6_fail:
	li a0, 1
	j .Ld6_ret
	.size main_dispatch_6_matmul_like_37x64x64_bf16xbf16xf32, .-main_dispatch_6_matmul_like_37x64x64_bf16xbf16xf32

	# task 7: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_7_elementwise_37x64_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_7_elementwise_37x64_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 12, line 108): HostKernel npucc_hk_5, 1344 bytes
	ld t0, 152(s0)
	sd t0, 80(sp)
	ld t0, 160(s0)
	sd t0, 88(sp)
	ld t0, 168(s0)
	sd t0, 96(sp)
	ld t0, 176(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_5
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld7_fail
	li a0, 0
.Ld7_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld7_fail:
	li a0, 1
	j .Ld7_ret
	.size main_dispatch_7_elementwise_37x64_f32xbf16xbf16, .-main_dispatch_7_elementwise_37x64_f32xbf16xbf16

	# task 8: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_8_matmul_like_37x64x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_8_matmul_like_37x64x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 14, line 118): HostKernel npucc_hk_4, 1384 bytes
	ld t0, 80(s0)
	sd t0, 80(sp)
	ld t0, 184(s0)
	sd t0, 88(sp)
	ld t0, 192(s0)
	sd t0, 96(sp)
	ld t0, 200(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_4
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld8_fail
	li a0, 0
.Ld8_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld8_fail:
	li a0, 1
	j .Ld8_ret
	.size main_dispatch_8_matmul_like_37x64x64_bf16xbf16xf32, .-main_dispatch_8_matmul_like_37x64x64_bf16xbf16xf32

	# task 9: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_9_elementwise_37x64_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_9_elementwise_37x64_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 15, line 121): HostKernel npucc_hk_5, 1344 bytes
	ld t0, 200(s0)
	sd t0, 80(sp)
	ld t0, 208(s0)
	sd t0, 88(sp)
	ld t0, 216(s0)
	sd t0, 96(sp)
	ld t0, 224(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_5
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld9_fail
	li a0, 0
.Ld9_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld9_fail:
	li a0, 1
	j .Ld9_ret
	.size main_dispatch_9_elementwise_37x64_f32xbf16xbf16, .-main_dispatch_9_elementwise_37x64_f32xbf16xbf16

	# task 10: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_10_transpose_2x37x32_bf16xbf16,@function
	.p2align 2
main_dispatch_10_transpose_2x37x32_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 17, line 130): HostKernel npucc_hk_6, 1112 bytes
	ld t0, 128(s0)
	sd t0, 80(sp)
	ld t0, 232(s0)
	sd t0, 88(sp)
	ld t0, 240(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_6
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld10_fail
	li a0, 0
.Ld10_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld10_fail:
	li a0, 1
	j .Ld10_ret
	.size main_dispatch_10_transpose_2x37x32_bf16xbf16, .-main_dispatch_10_transpose_2x37x32_bf16xbf16

	# task 11: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_11_transpose_2x37x32_bf16xbf16,@function
	.p2align 2
main_dispatch_11_transpose_2x37x32_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 19, line 136): HostKernel npucc_hk_6, 1112 bytes
	ld t0, 176(s0)
	sd t0, 80(sp)
	ld t0, 248(s0)
	sd t0, 88(sp)
	ld t0, 256(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_6
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld11_fail
	li a0, 0
.Ld11_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld11_fail:
	li a0, 1
	j .Ld11_ret
	.size main_dispatch_11_transpose_2x37x32_bf16xbf16, .-main_dispatch_11_transpose_2x37x32_bf16xbf16

	# task 12: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_12_transpose_2x37x32_bf16xbf16,@function
	.p2align 2
main_dispatch_12_transpose_2x37x32_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 21, line 142): HostKernel npucc_hk_6, 1112 bytes
	ld t0, 224(s0)
	sd t0, 80(sp)
	ld t0, 264(s0)
	sd t0, 88(sp)
	ld t0, 272(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_6
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld12_fail
	li a0, 0
.Ld12_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld12_fail:
	li a0, 1
	j .Ld12_ret
	.size main_dispatch_12_transpose_2x37x32_bf16xbf16, .-main_dispatch_12_transpose_2x37x32_bf16xbf16

	# task 13: attention on the host: opu offloads only i8 x i8 -> i32 contractions (this is attention)
	.type main_dispatch_13_attention_2x37x32_bf16xbf16xbf16xbf16,@function
	.p2align 2
main_dispatch_13_attention_2x37x32_bf16xbf16xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# iree_linalg_ext.attention (op 22, line 147): HostKernel npucc_hk_7, 1208 bytes
	ld t0, 240(s0)
	sd t0, 80(sp)
	ld t0, 256(s0)
	sd t0, 88(sp)
	ld t0, 272(s0)
	sd t0, 96(sp)
	ld t0, 288(s0)
	sd t0, 104(sp)
	ld t0, 280(s0)
	sd t0, 112(sp)
	ld t0, 296(s0)
	sd t0, 120(sp)
	lla a0, npucc_hk_7
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld13_fail
	li a0, 0
.Ld13_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld13_fail:
	li a0, 1
	j .Ld13_ret
	.size main_dispatch_13_attention_2x37x32_bf16xbf16xbf16xbf16, .-main_dispatch_13_attention_2x37x32_bf16xbf16xbf16xbf16

	# task 14: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_14_transpose_37x2x32_bf16xbf16,@function
	.p2align 2
main_dispatch_14_transpose_37x2x32_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 23, line 152): HostKernel npucc_hk_8, 1112 bytes
	ld t0, 296(s0)
	sd t0, 80(sp)
	ld t0, 304(s0)
	sd t0, 88(sp)
	ld t0, 312(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_8
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld14_fail
	li a0, 0
.Ld14_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld14_fail:
	li a0, 1
	j .Ld14_ret
	.size main_dispatch_14_transpose_37x2x32_bf16xbf16, .-main_dispatch_14_transpose_37x2x32_bf16xbf16

	# task 15: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_15_matmul_like_37x64x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_15_matmul_like_37x64x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 26, line 160): HostKernel npucc_hk_4, 1384 bytes
	ld t0, 312(s0)
	sd t0, 80(sp)
	ld t0, 320(s0)
	sd t0, 88(sp)
	ld t0, 328(s0)
	sd t0, 96(sp)
	ld t0, 336(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_4
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld15_fail
	li a0, 0
.Ld15_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld15_fail:
	li a0, 1
	j .Ld15_ret
	.size main_dispatch_15_matmul_like_37x64x64_bf16xbf16xf32, .-main_dispatch_15_matmul_like_37x64x64_bf16xbf16xf32

	# task 16: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_16_elementwise_37x64_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_16_elementwise_37x64_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 27, line 162): HostKernel npucc_hk_9, 1344 bytes
	ld t0, 336(s0)
	sd t0, 80(sp)
	ld t0, 0(s0)
	sd t0, 88(sp)
	ld t0, 344(s0)
	sd t0, 96(sp)
	ld t0, 352(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_9
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld16_fail
	li a0, 0
.Ld16_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld16_fail:
	li a0, 1
	j .Ld16_ret
	.size main_dispatch_16_elementwise_37x64_f32xbf16xbf16, .-main_dispatch_16_elementwise_37x64_f32xbf16xbf16

	# task 17: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_17_elementwise_37x64_bf16xf32,@function
	.p2align 2
main_dispatch_17_elementwise_37x64_bf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 28, line 171): HostKernel npucc_hk_0, 1192 bytes
	ld t0, 352(s0)
	sd t0, 80(sp)
	ld t0, 368(s0)
	sd t0, 88(sp)
	ld t0, 376(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_0
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld17_fail
	li a0, 0
.Ld17_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld17_fail:
	li a0, 1
	j .Ld17_ret
	.size main_dispatch_17_elementwise_37x64_bf16xf32, .-main_dispatch_17_elementwise_37x64_bf16xf32

	# task 18: reduction on the host: opu offloads only i8 x i8 -> i32 contractions (this is reduction)
	.type main_dispatch_18_reduction_37_f32xf32,@function
	.p2align 2
main_dispatch_18_reduction_37_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 30, line 179): HostKernel npucc_hk_1, 1152 bytes
	ld t0, 376(s0)
	sd t0, 80(sp)
	ld t0, 384(s0)
	sd t0, 88(sp)
	ld t0, 392(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_1
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld18_fail
	li a0, 0
.Ld18_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld18_fail:
	li a0, 1
	j .Ld18_ret
	.size main_dispatch_18_reduction_37_f32xf32, .-main_dispatch_18_reduction_37_f32xf32

	# task 19: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_19_elementwise_37_f32xf32,@function
	.p2align 2
main_dispatch_19_elementwise_37_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 31, line 185): HostKernel npucc_hk_2, 1312 bytes
	ld t0, 392(s0)
	sd t0, 80(sp)
	ld t0, 400(s0)
	sd t0, 88(sp)
	ld t0, 408(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_2
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld19_fail
	li a0, 0
.Ld19_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld19_fail:
	li a0, 1
	j .Ld19_ret
	.size main_dispatch_19_elementwise_37_f32xf32, .-main_dispatch_19_elementwise_37_f32xf32

	# task 20: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_20_elementwise_37x64_bf16xf32xbf16xbf16,@function
	.p2align 2
main_dispatch_20_elementwise_37x64_bf16xf32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 32, line 193): HostKernel npucc_hk_3, 1536 bytes
	ld t0, 352(s0)
	sd t0, 80(sp)
	ld t0, 408(s0)
	sd t0, 88(sp)
	ld t0, 360(s0)
	sd t0, 96(sp)
	ld t0, 416(s0)
	sd t0, 104(sp)
	ld t0, 424(s0)
	sd t0, 112(sp)
	lla a0, npucc_hk_3
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld20_fail
	li a0, 0
.Ld20_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld20_fail:
	li a0, 1
	j .Ld20_ret
	.size main_dispatch_20_elementwise_37x64_bf16xf32xbf16xbf16, .-main_dispatch_20_elementwise_37x64_bf16xf32xbf16xbf16

	# task 21: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_21_matmul_like_37x96x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_21_matmul_like_37x96x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 34, line 205): HostKernel npucc_hk_10, 1384 bytes
	ld t0, 424(s0)
	sd t0, 80(sp)
	ld t0, 432(s0)
	sd t0, 88(sp)
	ld t0, 440(s0)
	sd t0, 96(sp)
	ld t0, 448(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_10
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld21_fail
	li a0, 0
.Ld21_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld21_fail:
	li a0, 1
	j .Ld21_ret
	.size main_dispatch_21_matmul_like_37x96x64_bf16xbf16xf32, .-main_dispatch_21_matmul_like_37x96x64_bf16xbf16xf32

	# task 22: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_22_matmul_like_37x96x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_22_matmul_like_37x96x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 36, line 209): HostKernel npucc_hk_10, 1384 bytes
	ld t0, 424(s0)
	sd t0, 80(sp)
	ld t0, 456(s0)
	sd t0, 88(sp)
	ld t0, 464(s0)
	sd t0, 96(sp)
	ld t0, 472(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_10
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld22_fail
	li a0, 0
.Ld22_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld22_fail:
	li a0, 1
	j .Ld22_ret
	.size main_dispatch_22_matmul_like_37x96x64_bf16xbf16xf32, .-main_dispatch_22_matmul_like_37x96x64_bf16xbf16xf32

	# task 23: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_23_elementwise_37x96_f32xf32xbf16,@function
	.p2align 2
main_dispatch_23_elementwise_37x96_f32xf32xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 37, line 211): HostKernel npucc_hk_11, 1504 bytes
	ld t0, 448(s0)
	sd t0, 80(sp)
	ld t0, 472(s0)
	sd t0, 88(sp)
	ld t0, 480(s0)
	sd t0, 96(sp)
	ld t0, 488(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_11
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld23_fail
	li a0, 0
.Ld23_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld23_fail:
	li a0, 1
	j .Ld23_ret
	.size main_dispatch_23_elementwise_37x96_f32xf32xbf16, .-main_dispatch_23_elementwise_37x96_f32xf32xbf16

	# task 24: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_24_matmul_like_37x64x96_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_24_matmul_like_37x64x96_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 39, line 224): HostKernel npucc_hk_12, 1384 bytes
	ld t0, 488(s0)
	sd t0, 80(sp)
	ld t0, 496(s0)
	sd t0, 88(sp)
	ld t0, 504(s0)
	sd t0, 96(sp)
	ld t0, 512(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_12
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld24_fail
	li a0, 0
.Ld24_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld24_fail:
	li a0, 1
	j .Ld24_ret
	.size main_dispatch_24_matmul_like_37x64x96_bf16xbf16xf32, .-main_dispatch_24_matmul_like_37x64x96_bf16xbf16xf32

	# task 25: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_25_elementwise_37x64_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_25_elementwise_37x64_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 40, line 226): HostKernel npucc_hk_9, 1344 bytes
	ld t0, 512(s0)
	sd t0, 80(sp)
	ld t0, 352(s0)
	sd t0, 88(sp)
	ld t0, 520(s0)
	sd t0, 96(sp)
	ld t0, 528(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_9
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld25_fail
	li a0, 0
.Ld25_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld25_fail:
	li a0, 1
	j .Ld25_ret
	.size main_dispatch_25_elementwise_37x64_f32xbf16xbf16, .-main_dispatch_25_elementwise_37x64_f32xbf16xbf16

	# task 26: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_26_elementwise_37x64_bf16xf32,@function
	.p2align 2
main_dispatch_26_elementwise_37x64_bf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 41, line 235): HostKernel npucc_hk_0, 1192 bytes
	ld t0, 528(s0)
	sd t0, 80(sp)
	ld t0, 544(s0)
	sd t0, 88(sp)
	ld t0, 552(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_0
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld26_fail
	li a0, 0
.Ld26_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld26_fail:
	li a0, 1
	j .Ld26_ret
	.size main_dispatch_26_elementwise_37x64_bf16xf32, .-main_dispatch_26_elementwise_37x64_bf16xf32

	# task 27: reduction on the host: opu offloads only i8 x i8 -> i32 contractions (this is reduction)
	.type main_dispatch_27_reduction_37_f32xf32,@function
	.p2align 2
main_dispatch_27_reduction_37_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 43, line 243): HostKernel npucc_hk_1, 1152 bytes
	ld t0, 552(s0)
	sd t0, 80(sp)
	ld t0, 560(s0)
	sd t0, 88(sp)
	ld t0, 568(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_1
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld27_fail
	li a0, 0
.Ld27_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld27_fail:
	li a0, 1
	j .Ld27_ret
	.size main_dispatch_27_reduction_37_f32xf32, .-main_dispatch_27_reduction_37_f32xf32

	# task 28: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_28_elementwise_37_f32xf32,@function
	.p2align 2
main_dispatch_28_elementwise_37_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 44, line 249): HostKernel npucc_hk_2, 1312 bytes
	ld t0, 568(s0)
	sd t0, 80(sp)
	ld t0, 576(s0)
	sd t0, 88(sp)
	ld t0, 584(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_2
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld28_fail
	li a0, 0
.Ld28_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld28_fail:
	li a0, 1
	j .Ld28_ret
	.size main_dispatch_28_elementwise_37_f32xf32, .-main_dispatch_28_elementwise_37_f32xf32

	# task 29: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_29_elementwise_37x64_bf16xf32xbf16xbf16,@function
	.p2align 2
main_dispatch_29_elementwise_37x64_bf16xf32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 45, line 257): HostKernel npucc_hk_3, 1536 bytes
	ld t0, 528(s0)
	sd t0, 80(sp)
	ld t0, 584(s0)
	sd t0, 88(sp)
	ld t0, 536(s0)
	sd t0, 96(sp)
	ld t0, 592(s0)
	sd t0, 104(sp)
	ld t0, 600(s0)
	sd t0, 112(sp)
	lla a0, npucc_hk_3
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld29_fail
	li a0, 0
.Ld29_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld29_fail:
	li a0, 1
	j .Ld29_ret
	.size main_dispatch_29_elementwise_37x64_bf16xf32xbf16xbf16, .-main_dispatch_29_elementwise_37x64_bf16xf32xbf16xbf16

	# task 30: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_30_matmul_like_37x64x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_30_matmul_like_37x64x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 47, line 269): HostKernel npucc_hk_4, 1384 bytes
	ld t0, 600(s0)
	sd t0, 80(sp)
	ld t0, 608(s0)
	sd t0, 88(sp)
	ld t0, 616(s0)
	sd t0, 96(sp)
	ld t0, 624(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_4
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld30_fail
	li a0, 0
.Ld30_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld30_fail:
	li a0, 1
	j .Ld30_ret
	.size main_dispatch_30_matmul_like_37x64x64_bf16xbf16xf32, .-main_dispatch_30_matmul_like_37x64x64_bf16xbf16xf32

	# task 31: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_31_elementwise_37x64_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_31_elementwise_37x64_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 48, line 279): HostKernel npucc_hk_5, 1344 bytes
	ld t0, 624(s0)
	sd t0, 80(sp)
	ld t0, 632(s0)
	sd t0, 88(sp)
	ld t0, 640(s0)
	sd t0, 96(sp)
	ld t0, 648(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_5
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld31_fail
	li a0, 0
.Ld31_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld31_fail:
	li a0, 1
	j .Ld31_ret
	.size main_dispatch_31_elementwise_37x64_f32xbf16xbf16, .-main_dispatch_31_elementwise_37x64_f32xbf16xbf16

	# task 32: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_32_matmul_like_37x64x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_32_matmul_like_37x64x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 50, line 289): HostKernel npucc_hk_4, 1384 bytes
	ld t0, 600(s0)
	sd t0, 80(sp)
	ld t0, 656(s0)
	sd t0, 88(sp)
	ld t0, 664(s0)
	sd t0, 96(sp)
	ld t0, 672(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_4
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld32_fail
	li a0, 0
.Ld32_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld32_fail:
	li a0, 1
	j .Ld32_ret
	.size main_dispatch_32_matmul_like_37x64x64_bf16xbf16xf32, .-main_dispatch_32_matmul_like_37x64x64_bf16xbf16xf32

	# task 33: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_33_elementwise_37x64_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_33_elementwise_37x64_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 51, line 299): HostKernel npucc_hk_5, 1344 bytes
	ld t0, 672(s0)
	sd t0, 80(sp)
	ld t0, 680(s0)
	sd t0, 88(sp)
	ld t0, 688(s0)
	sd t0, 96(sp)
	ld t0, 696(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_5
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld33_fail
	li a0, 0
.Ld33_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld33_fail:
	li a0, 1
	j .Ld33_ret
	.size main_dispatch_33_elementwise_37x64_f32xbf16xbf16, .-main_dispatch_33_elementwise_37x64_f32xbf16xbf16

	# task 34: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_34_matmul_like_37x64x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_34_matmul_like_37x64x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 53, line 309): HostKernel npucc_hk_4, 1384 bytes
	ld t0, 600(s0)
	sd t0, 80(sp)
	ld t0, 704(s0)
	sd t0, 88(sp)
	ld t0, 712(s0)
	sd t0, 96(sp)
	ld t0, 720(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_4
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld34_fail
	li a0, 0
.Ld34_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld34_fail:
	li a0, 1
	j .Ld34_ret
	.size main_dispatch_34_matmul_like_37x64x64_bf16xbf16xf32, .-main_dispatch_34_matmul_like_37x64x64_bf16xbf16xf32

	# task 35: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_35_elementwise_37x64_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_35_elementwise_37x64_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 54, line 319): HostKernel npucc_hk_5, 1344 bytes
	ld t0, 720(s0)
	sd t0, 80(sp)
	ld t0, 728(s0)
	sd t0, 88(sp)
	ld t0, 736(s0)
	sd t0, 96(sp)
	ld t0, 744(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_5
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld35_fail
	li a0, 0
.Ld35_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld35_fail:
	li a0, 1
	j .Ld35_ret
	.size main_dispatch_35_elementwise_37x64_f32xbf16xbf16, .-main_dispatch_35_elementwise_37x64_f32xbf16xbf16

	# task 36: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_36_transpose_2x37x32_bf16xbf16,@function
	.p2align 2
main_dispatch_36_transpose_2x37x32_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 56, line 328): HostKernel npucc_hk_6, 1112 bytes
	ld t0, 648(s0)
	sd t0, 80(sp)
	ld t0, 752(s0)
	sd t0, 88(sp)
	ld t0, 760(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_6
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld36_fail
	li a0, 0
.Ld36_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld36_fail:
	li a0, 1
	j .Ld36_ret
	.size main_dispatch_36_transpose_2x37x32_bf16xbf16, .-main_dispatch_36_transpose_2x37x32_bf16xbf16

	# task 37: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_37_transpose_2x37x32_bf16xbf16,@function
	.p2align 2
main_dispatch_37_transpose_2x37x32_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 58, line 334): HostKernel npucc_hk_6, 1112 bytes
	ld t0, 696(s0)
	sd t0, 80(sp)
	ld t0, 768(s0)
	sd t0, 88(sp)
	ld t0, 776(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_6
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld37_fail
	li a0, 0
.Ld37_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld37_fail:
	li a0, 1
	j .Ld37_ret
	.size main_dispatch_37_transpose_2x37x32_bf16xbf16, .-main_dispatch_37_transpose_2x37x32_bf16xbf16

	# task 38: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_38_transpose_2x37x32_bf16xbf16,@function
	.p2align 2
main_dispatch_38_transpose_2x37x32_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 60, line 340): HostKernel npucc_hk_6, 1112 bytes
	ld t0, 744(s0)
	sd t0, 80(sp)
	ld t0, 784(s0)
	sd t0, 88(sp)
	ld t0, 792(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_6
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld38_fail
	li a0, 0
.Ld38_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld38_fail:
	li a0, 1
	j .Ld38_ret
	.size main_dispatch_38_transpose_2x37x32_bf16xbf16, .-main_dispatch_38_transpose_2x37x32_bf16xbf16

	# task 39: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_39_transpose_2x37x37_bf16xbf16,@function
	.p2align 2
main_dispatch_39_transpose_2x37x37_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 61, line 345): HostKernel npucc_hk_13, 1112 bytes
	ld t0, 8(s0)
	sd t0, 80(sp)
	ld t0, 800(s0)
	sd t0, 88(sp)
	ld t0, 808(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_13
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld39_fail
	li a0, 0
.Ld39_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld39_fail:
	li a0, 1
	j .Ld39_ret
	.size main_dispatch_39_transpose_2x37x37_bf16xbf16, .-main_dispatch_39_transpose_2x37x37_bf16xbf16

	# task 40: attention on the host: opu offloads only i8 x i8 -> i32 contractions (this is attention)
	.type main_dispatch_40_attention_2x37x32_bf16xbf16xbf16xbf16,@function
	.p2align 2
main_dispatch_40_attention_2x37x32_bf16xbf16xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# iree_linalg_ext.attention (op 62, line 350): HostKernel npucc_hk_14, 1280 bytes
	ld t0, 760(s0)
	sd t0, 80(sp)
	ld t0, 776(s0)
	sd t0, 88(sp)
	ld t0, 792(s0)
	sd t0, 96(sp)
	ld t0, 288(s0)
	sd t0, 104(sp)
	ld t0, 808(s0)
	sd t0, 112(sp)
	ld t0, 816(s0)
	sd t0, 120(sp)
	ld t0, 824(s0)
	sd t0, 128(sp)
	lla a0, npucc_hk_14
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld40_fail
	li a0, 0
.Ld40_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld40_fail:
	li a0, 1
	j .Ld40_ret
	.size main_dispatch_40_attention_2x37x32_bf16xbf16xbf16xbf16, .-main_dispatch_40_attention_2x37x32_bf16xbf16xbf16xbf16

	# task 41: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_41_transpose_37x2x32_bf16xbf16,@function
	.p2align 2
main_dispatch_41_transpose_37x2x32_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 63, line 355): HostKernel npucc_hk_8, 1112 bytes
	ld t0, 824(s0)
	sd t0, 80(sp)
	ld t0, 832(s0)
	sd t0, 88(sp)
	ld t0, 840(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_8
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld41_fail
	li a0, 0
.Ld41_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld41_fail:
	li a0, 1
	j .Ld41_ret
	.size main_dispatch_41_transpose_37x2x32_bf16xbf16, .-main_dispatch_41_transpose_37x2x32_bf16xbf16

	# task 42: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_42_matmul_like_37x64x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_42_matmul_like_37x64x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 66, line 363): HostKernel npucc_hk_4, 1384 bytes
	ld t0, 840(s0)
	sd t0, 80(sp)
	ld t0, 848(s0)
	sd t0, 88(sp)
	ld t0, 856(s0)
	sd t0, 96(sp)
	ld t0, 864(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_4
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld42_fail
	li a0, 0
.Ld42_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld42_fail:
	li a0, 1
	j .Ld42_ret
	.size main_dispatch_42_matmul_like_37x64x64_bf16xbf16xf32, .-main_dispatch_42_matmul_like_37x64x64_bf16xbf16xf32

	# task 43: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_43_elementwise_37x64_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_43_elementwise_37x64_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 67, line 372): HostKernel npucc_hk_9, 1344 bytes
	ld t0, 864(s0)
	sd t0, 80(sp)
	ld t0, 528(s0)
	sd t0, 88(sp)
	ld t0, 872(s0)
	sd t0, 96(sp)
	ld t0, 880(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_9
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld43_fail
	li a0, 0
.Ld43_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld43_fail:
	li a0, 1
	j .Ld43_ret
	.size main_dispatch_43_elementwise_37x64_f32xbf16xbf16, .-main_dispatch_43_elementwise_37x64_f32xbf16xbf16

	# task 44: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_44_elementwise_37x64_bf16xf32,@function
	.p2align 2
main_dispatch_44_elementwise_37x64_bf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 68, line 381): HostKernel npucc_hk_0, 1192 bytes
	ld t0, 880(s0)
	sd t0, 80(sp)
	ld t0, 896(s0)
	sd t0, 88(sp)
	ld t0, 904(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_0
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld44_fail
	li a0, 0
.Ld44_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld44_fail:
	li a0, 1
	j .Ld44_ret
	.size main_dispatch_44_elementwise_37x64_bf16xf32, .-main_dispatch_44_elementwise_37x64_bf16xf32

	# task 45: reduction on the host: opu offloads only i8 x i8 -> i32 contractions (this is reduction)
	.type main_dispatch_45_reduction_37_f32xf32,@function
	.p2align 2
main_dispatch_45_reduction_37_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 70, line 389): HostKernel npucc_hk_1, 1152 bytes
	ld t0, 904(s0)
	sd t0, 80(sp)
	ld t0, 912(s0)
	sd t0, 88(sp)
	ld t0, 920(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_1
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld45_fail
	li a0, 0
.Ld45_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld45_fail:
	li a0, 1
	j .Ld45_ret
	.size main_dispatch_45_reduction_37_f32xf32, .-main_dispatch_45_reduction_37_f32xf32

	# task 46: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_46_elementwise_37_f32xf32,@function
	.p2align 2
main_dispatch_46_elementwise_37_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 71, line 395): HostKernel npucc_hk_2, 1312 bytes
	ld t0, 920(s0)
	sd t0, 80(sp)
	ld t0, 928(s0)
	sd t0, 88(sp)
	ld t0, 936(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_2
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld46_fail
	li a0, 0
.Ld46_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld46_fail:
	li a0, 1
	j .Ld46_ret
	.size main_dispatch_46_elementwise_37_f32xf32, .-main_dispatch_46_elementwise_37_f32xf32

	# task 47: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_47_elementwise_37x64_bf16xf32xbf16xbf16,@function
	.p2align 2
main_dispatch_47_elementwise_37x64_bf16xf32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 72, line 403): HostKernel npucc_hk_3, 1536 bytes
	ld t0, 880(s0)
	sd t0, 80(sp)
	ld t0, 936(s0)
	sd t0, 88(sp)
	ld t0, 888(s0)
	sd t0, 96(sp)
	ld t0, 944(s0)
	sd t0, 104(sp)
	ld t0, 952(s0)
	sd t0, 112(sp)
	lla a0, npucc_hk_3
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld47_fail
	li a0, 0
.Ld47_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld47_fail:
	li a0, 1
	j .Ld47_ret
	.size main_dispatch_47_elementwise_37x64_bf16xf32xbf16xbf16, .-main_dispatch_47_elementwise_37x64_bf16xf32xbf16xbf16

	# task 48: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_48_matmul_like_37x96x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_48_matmul_like_37x96x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 74, line 415): HostKernel npucc_hk_10, 1384 bytes
	ld t0, 952(s0)
	sd t0, 80(sp)
	ld t0, 960(s0)
	sd t0, 88(sp)
	ld t0, 968(s0)
	sd t0, 96(sp)
	ld t0, 976(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_10
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld48_fail
	li a0, 0
.Ld48_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld48_fail:
	li a0, 1
	j .Ld48_ret
	.size main_dispatch_48_matmul_like_37x96x64_bf16xbf16xf32, .-main_dispatch_48_matmul_like_37x96x64_bf16xbf16xf32

	# task 49: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_49_matmul_like_37x96x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_49_matmul_like_37x96x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 76, line 426): HostKernel npucc_hk_10, 1384 bytes
	ld t0, 952(s0)
	sd t0, 80(sp)
	ld t0, 984(s0)
	sd t0, 88(sp)
	ld t0, 992(s0)
	sd t0, 96(sp)
	ld t0, 1000(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_10
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld49_fail
	li a0, 0
.Ld49_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld49_fail:
	li a0, 1
	j .Ld49_ret
	.size main_dispatch_49_matmul_like_37x96x64_bf16xbf16xf32, .-main_dispatch_49_matmul_like_37x96x64_bf16xbf16xf32

	# task 50: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_50_elementwise_37x96_f32xf32xbf16,@function
	.p2align 2
main_dispatch_50_elementwise_37x96_f32xf32xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 77, line 435): HostKernel npucc_hk_11, 1504 bytes
	ld t0, 976(s0)
	sd t0, 80(sp)
	ld t0, 1000(s0)
	sd t0, 88(sp)
	ld t0, 1008(s0)
	sd t0, 96(sp)
	ld t0, 1016(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_11
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld50_fail
	li a0, 0
.Ld50_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld50_fail:
	li a0, 1
	j .Ld50_ret
	.size main_dispatch_50_elementwise_37x96_f32xf32xbf16, .-main_dispatch_50_elementwise_37x96_f32xf32xbf16

	# task 51: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_51_matmul_like_37x64x96_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_51_matmul_like_37x64x96_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 79, line 448): HostKernel npucc_hk_12, 1384 bytes
	ld t0, 1016(s0)
	sd t0, 80(sp)
	ld t0, 1024(s0)
	sd t0, 88(sp)
	ld t0, 1032(s0)
	sd t0, 96(sp)
	ld t0, 1040(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_12
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld51_fail
	li a0, 0
.Ld51_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld51_fail:
	li a0, 1
	j .Ld51_ret
	.size main_dispatch_51_matmul_like_37x64x96_bf16xbf16xf32, .-main_dispatch_51_matmul_like_37x64x96_bf16xbf16xf32

	# task 52: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_52_elementwise_37x64_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_52_elementwise_37x64_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 80, line 457): HostKernel npucc_hk_9, 1344 bytes
	ld t0, 1040(s0)
	sd t0, 80(sp)
	ld t0, 880(s0)
	sd t0, 88(sp)
	ld t0, 1048(s0)
	sd t0, 96(sp)
	ld t0, 1056(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_9
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld52_fail
	li a0, 0
.Ld52_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld52_fail:
	li a0, 1
	j .Ld52_ret
	.size main_dispatch_52_elementwise_37x64_f32xbf16xbf16, .-main_dispatch_52_elementwise_37x64_f32xbf16xbf16

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 40256 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_main
	.p2align 2
	.type npucc_main,@function
npucc_main:
	addi sp, sp, -1104
	sd ra, 1096(sp)
	sd s0, 1088(sp)
	sd s1, 1080(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %hidden_states (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 2 %attn_mask (input)
	lla t1, npucc_const_4
	sd t1, 16(s0)
				# slot 2: buffer 4 %__auto.model.layers.0.input_layernorm.weight (rodata)
	lla t1, npucc_zeros
	sd t1, 24(s0)
				# slot 3: buffer 5 (zeros)
	addi t1, a2, 0
	sd t1, 32(s0)
				# slot 4: buffer 6 (workspace)
	lla t1, npucc_zeros
	sd t1, 40(s0)
				# slot 5: buffer 7 (zeros)
	li t2, 9472
	add t1, a2, t2
	sd t1, 48(s0)
				# slot 6: buffer 10 (workspace)
	lla t1, npucc_zeros
	sd t1, 56(s0)
				# slot 7: buffer 11 (zeros)
	addi t1, a2, 0
	sd t1, 64(s0)
				# slot 8: buffer 12 (workspace)
	lla t1, npucc_zeros
	sd t1, 72(s0)
				# slot 9: buffer 13 (zeros)
	li t2, 9472
	add t1, a2, t2
	sd t1, 80(s0)
				# slot 10: buffer 14 (workspace)
	lla t1, npucc_param___auto_model_layers_0_self_attn_q_proj_weight
	sd t1, 88(s0)
				# slot 11: buffer 15 %__auto.model.layers.0.self_attn.q_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 96(s0)
				# slot 12: buffer 16 (zeros)
	addi t1, a2, 0
	sd t1, 104(s0)
				# slot 13: buffer 18 (workspace)
	lla t1, npucc_param___auto_model_layers_0_self_attn_q_proj_bias
	sd t1, 112(s0)
				# slot 14: buffer 19 %__auto.model.layers.0.self_attn.q_proj.bias (bss_param)
	lla t1, npucc_zeros
	sd t1, 120(s0)
				# slot 15: buffer 20 (zeros)
	li t2, 14208
	add t1, a2, t2
	sd t1, 128(s0)
				# slot 16: buffer 21 (workspace)
	lla t1, npucc_param___auto_model_layers_0_self_attn_k_proj_weight
	sd t1, 136(s0)
				# slot 17: buffer 22 %__auto.model.layers.0.self_attn.k_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 144(s0)
				# slot 18: buffer 23 (zeros)
	addi t1, a2, 0
	sd t1, 152(s0)
				# slot 19: buffer 25 (workspace)
	lla t1, npucc_param___auto_model_layers_0_self_attn_k_proj_bias
	sd t1, 160(s0)
				# slot 20: buffer 26 %__auto.model.layers.0.self_attn.k_proj.bias (bss_param)
	lla t1, npucc_zeros
	sd t1, 168(s0)
				# slot 21: buffer 27 (zeros)
	li t2, 18944
	add t1, a2, t2
	sd t1, 176(s0)
				# slot 22: buffer 28 (workspace)
	lla t1, npucc_param___auto_model_layers_0_self_attn_v_proj_weight
	sd t1, 184(s0)
				# slot 23: buffer 29 %__auto.model.layers.0.self_attn.v_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 192(s0)
				# slot 24: buffer 30 (zeros)
	addi t1, a2, 0
	sd t1, 200(s0)
				# slot 25: buffer 32 (workspace)
	lla t1, npucc_param___auto_model_layers_0_self_attn_v_proj_bias
	sd t1, 208(s0)
				# slot 26: buffer 33 %__auto.model.layers.0.self_attn.v_proj.bias (bss_param)
	lla t1, npucc_zeros
	sd t1, 216(s0)
				# slot 27: buffer 34 (zeros)
	li t2, 9472
	add t1, a2, t2
	sd t1, 224(s0)
				# slot 28: buffer 35 (workspace)
	lla t1, npucc_zeros
	sd t1, 232(s0)
				# slot 29: buffer 37 (zeros)
	addi t1, a2, 0
	sd t1, 240(s0)
				# slot 30: buffer 38 (workspace)
	lla t1, npucc_zeros
	sd t1, 248(s0)
				# slot 31: buffer 40 (zeros)
	li t2, 4736
	add t1, a2, t2
	sd t1, 256(s0)
				# slot 32: buffer 41 (workspace)
	lla t1, npucc_zeros
	sd t1, 264(s0)
				# slot 33: buffer 43 (zeros)
	li t2, 14208
	add t1, a2, t2
	sd t1, 272(s0)
				# slot 34: buffer 44 (workspace)
	lla t1, npucc_zeros
	sd t1, 280(s0)
				# slot 35: buffer 45 (zeros)
	lla t1, npucc_const_46
	sd t1, 288(s0)
				# slot 36: buffer 46 (rodata)
	li t2, 9472
	add t1, a2, t2
	sd t1, 296(s0)
				# slot 37: buffer 47 (workspace)
	lla t1, npucc_zeros
	sd t1, 304(s0)
				# slot 38: buffer 48 (zeros)
	li t2, 14208
	add t1, a2, t2
	sd t1, 312(s0)
				# slot 39: buffer 49 (workspace)
	lla t1, npucc_param___auto_model_layers_0_self_attn_o_proj_weight
	sd t1, 320(s0)
				# slot 40: buffer 51 %__auto.model.layers.0.self_attn.o_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 328(s0)
				# slot 41: buffer 52 (zeros)
	addi t1, a2, 0
	sd t1, 336(s0)
				# slot 42: buffer 54 (workspace)
	lla t1, npucc_zeros
	sd t1, 344(s0)
				# slot 43: buffer 55 (zeros)
	li t2, 35520
	add t1, a2, t2
	sd t1, 352(s0)
				# slot 44: buffer 56 (workspace)
	lla t1, npucc_const_57
	sd t1, 360(s0)
				# slot 45: buffer 57 %__auto.model.layers.0.post_attention_layernorm.weight (rodata)
	lla t1, npucc_zeros
	sd t1, 368(s0)
				# slot 46: buffer 58 (zeros)
	addi t1, a2, 0
	sd t1, 376(s0)
				# slot 47: buffer 59 (workspace)
	lla t1, npucc_zeros
	sd t1, 384(s0)
				# slot 48: buffer 60 (zeros)
	li t2, 9472
	add t1, a2, t2
	sd t1, 392(s0)
				# slot 49: buffer 62 (workspace)
	lla t1, npucc_zeros
	sd t1, 400(s0)
				# slot 50: buffer 63 (zeros)
	addi t1, a2, 0
	sd t1, 408(s0)
				# slot 51: buffer 64 (workspace)
	lla t1, npucc_zeros
	sd t1, 416(s0)
				# slot 52: buffer 65 (zeros)
	li t2, 28416
	add t1, a2, t2
	sd t1, 424(s0)
				# slot 53: buffer 66 (workspace)
	lla t1, npucc_param___auto_model_layers_0_mlp_gate_proj_weight
	sd t1, 432(s0)
				# slot 54: buffer 67 %__auto.model.layers.0.mlp.gate_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 440(s0)
				# slot 55: buffer 68 (zeros)
	addi t1, a2, 0
	sd t1, 448(s0)
				# slot 56: buffer 70 (workspace)
	lla t1, npucc_param___auto_model_layers_0_mlp_up_proj_weight
	sd t1, 456(s0)
				# slot 57: buffer 71 %__auto.model.layers.0.mlp.up_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 464(s0)
				# slot 58: buffer 72 (zeros)
	li t2, 14208
	add t1, a2, t2
	sd t1, 472(s0)
				# slot 59: buffer 74 (workspace)
	lla t1, npucc_zeros
	sd t1, 480(s0)
				# slot 60: buffer 75 (zeros)
	li t2, 28416
	add t1, a2, t2
	sd t1, 488(s0)
				# slot 61: buffer 76 (workspace)
	lla t1, npucc_param___auto_model_layers_0_mlp_down_proj_weight
	sd t1, 496(s0)
				# slot 62: buffer 77 %__auto.model.layers.0.mlp.down_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 504(s0)
				# slot 63: buffer 78 (zeros)
	addi t1, a2, 0
	sd t1, 512(s0)
				# slot 64: buffer 80 (workspace)
	lla t1, npucc_zeros
	sd t1, 520(s0)
				# slot 65: buffer 81 (zeros)
	li t2, 9472
	add t1, a2, t2
	sd t1, 528(s0)
				# slot 66: buffer 82 (workspace)
	lla t1, npucc_const_83
	sd t1, 536(s0)
				# slot 67: buffer 83 %__auto.model.layers.1.input_layernorm.weight (rodata)
	lla t1, npucc_zeros
	sd t1, 544(s0)
				# slot 68: buffer 84 (zeros)
	addi t1, a2, 0
	sd t1, 552(s0)
				# slot 69: buffer 85 (workspace)
	lla t1, npucc_zeros
	sd t1, 560(s0)
				# slot 70: buffer 86 (zeros)
	li t2, 14208
	add t1, a2, t2
	sd t1, 568(s0)
				# slot 71: buffer 88 (workspace)
	lla t1, npucc_zeros
	sd t1, 576(s0)
				# slot 72: buffer 89 (zeros)
	addi t1, a2, 0
	sd t1, 584(s0)
				# slot 73: buffer 90 (workspace)
	lla t1, npucc_zeros
	sd t1, 592(s0)
				# slot 74: buffer 91 (zeros)
	li t2, 14208
	add t1, a2, t2
	sd t1, 600(s0)
				# slot 75: buffer 92 (workspace)
	lla t1, npucc_param___auto_model_layers_1_self_attn_q_proj_weight
	sd t1, 608(s0)
				# slot 76: buffer 93 %__auto.model.layers.1.self_attn.q_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 616(s0)
				# slot 77: buffer 94 (zeros)
	addi t1, a2, 0
	sd t1, 624(s0)
				# slot 78: buffer 96 (workspace)
	lla t1, npucc_param___auto_model_layers_1_self_attn_q_proj_bias
	sd t1, 632(s0)
				# slot 79: buffer 97 %__auto.model.layers.1.self_attn.q_proj.bias (bss_param)
	lla t1, npucc_zeros
	sd t1, 640(s0)
				# slot 80: buffer 98 (zeros)
	li t2, 18944
	add t1, a2, t2
	sd t1, 648(s0)
				# slot 81: buffer 99 (workspace)
	lla t1, npucc_param___auto_model_layers_1_self_attn_k_proj_weight
	sd t1, 656(s0)
				# slot 82: buffer 100 %__auto.model.layers.1.self_attn.k_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 664(s0)
				# slot 83: buffer 101 (zeros)
	addi t1, a2, 0
	sd t1, 672(s0)
				# slot 84: buffer 103 (workspace)
	lla t1, npucc_param___auto_model_layers_1_self_attn_k_proj_bias
	sd t1, 680(s0)
				# slot 85: buffer 104 %__auto.model.layers.1.self_attn.k_proj.bias (bss_param)
	lla t1, npucc_zeros
	sd t1, 688(s0)
				# slot 86: buffer 105 (zeros)
	li t2, 23680
	add t1, a2, t2
	sd t1, 696(s0)
				# slot 87: buffer 106 (workspace)
	lla t1, npucc_param___auto_model_layers_1_self_attn_v_proj_weight
	sd t1, 704(s0)
				# slot 88: buffer 107 %__auto.model.layers.1.self_attn.v_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 712(s0)
				# slot 89: buffer 108 (zeros)
	addi t1, a2, 0
	sd t1, 720(s0)
				# slot 90: buffer 110 (workspace)
	lla t1, npucc_param___auto_model_layers_1_self_attn_v_proj_bias
	sd t1, 728(s0)
				# slot 91: buffer 111 %__auto.model.layers.1.self_attn.v_proj.bias (bss_param)
	lla t1, npucc_zeros
	sd t1, 736(s0)
				# slot 92: buffer 112 (zeros)
	li t2, 14208
	add t1, a2, t2
	sd t1, 744(s0)
				# slot 93: buffer 113 (workspace)
	lla t1, npucc_zeros
	sd t1, 752(s0)
				# slot 94: buffer 115 (zeros)
	li t2, 28416
	add t1, a2, t2
	sd t1, 760(s0)
				# slot 95: buffer 116 (workspace)
	lla t1, npucc_zeros
	sd t1, 768(s0)
				# slot 96: buffer 118 (zeros)
	li t2, 18944
	add t1, a2, t2
	sd t1, 776(s0)
				# slot 97: buffer 119 (workspace)
	lla t1, npucc_zeros
	sd t1, 784(s0)
				# slot 98: buffer 121 (zeros)
	li t2, 23680
	add t1, a2, t2
	sd t1, 792(s0)
				# slot 99: buffer 122 (workspace)
	lla t1, npucc_zeros
	sd t1, 800(s0)
				# slot 100: buffer 123 (zeros)
	addi t1, a2, 0
	sd t1, 808(s0)
				# slot 101: buffer 124 (workspace)
	lla t1, npucc_zeros
	sd t1, 816(s0)
				# slot 102: buffer 125 (zeros)
	li t2, 14208
	add t1, a2, t2
	sd t1, 824(s0)
				# slot 103: buffer 126 (workspace)
	lla t1, npucc_zeros
	sd t1, 832(s0)
				# slot 104: buffer 127 (zeros)
	li t2, 18944
	add t1, a2, t2
	sd t1, 840(s0)
				# slot 105: buffer 128 (workspace)
	lla t1, npucc_param___auto_model_layers_1_self_attn_o_proj_weight
	sd t1, 848(s0)
				# slot 106: buffer 130 %__auto.model.layers.1.self_attn.o_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 856(s0)
				# slot 107: buffer 131 (zeros)
	addi t1, a2, 0
	sd t1, 864(s0)
				# slot 108: buffer 133 (workspace)
	lla t1, npucc_zeros
	sd t1, 872(s0)
				# slot 109: buffer 134 (zeros)
	li t2, 35520
	add t1, a2, t2
	sd t1, 880(s0)
				# slot 110: buffer 135 (workspace)
	lla t1, npucc_const_136
	sd t1, 888(s0)
				# slot 111: buffer 136 %__auto.model.layers.1.post_attention_layernorm.weight (rodata)
	lla t1, npucc_zeros
	sd t1, 896(s0)
				# slot 112: buffer 137 (zeros)
	addi t1, a2, 0
	sd t1, 904(s0)
				# slot 113: buffer 138 (workspace)
	lla t1, npucc_zeros
	sd t1, 912(s0)
				# slot 114: buffer 139 (zeros)
	li t2, 9472
	add t1, a2, t2
	sd t1, 920(s0)
				# slot 115: buffer 141 (workspace)
	lla t1, npucc_zeros
	sd t1, 928(s0)
				# slot 116: buffer 142 (zeros)
	addi t1, a2, 0
	sd t1, 936(s0)
				# slot 117: buffer 143 (workspace)
	lla t1, npucc_zeros
	sd t1, 944(s0)
				# slot 118: buffer 144 (zeros)
	li t2, 28416
	add t1, a2, t2
	sd t1, 952(s0)
				# slot 119: buffer 145 (workspace)
	lla t1, npucc_param___auto_model_layers_1_mlp_gate_proj_weight
	sd t1, 960(s0)
				# slot 120: buffer 146 %__auto.model.layers.1.mlp.gate_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 968(s0)
				# slot 121: buffer 147 (zeros)
	addi t1, a2, 0
	sd t1, 976(s0)
				# slot 122: buffer 149 (workspace)
	lla t1, npucc_param___auto_model_layers_1_mlp_up_proj_weight
	sd t1, 984(s0)
				# slot 123: buffer 150 %__auto.model.layers.1.mlp.up_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 992(s0)
				# slot 124: buffer 151 (zeros)
	li t2, 14208
	add t1, a2, t2
	sd t1, 1000(s0)
				# slot 125: buffer 153 (workspace)
	lla t1, npucc_zeros
	sd t1, 1008(s0)
				# slot 126: buffer 154 (zeros)
	li t2, 28416
	add t1, a2, t2
	sd t1, 1016(s0)
				# slot 127: buffer 155 (workspace)
	lla t1, npucc_param___auto_model_layers_1_mlp_down_proj_weight
	sd t1, 1024(s0)
				# slot 128: buffer 156 %__auto.model.layers.1.mlp.down_proj.weight (bss_param)
	lla t1, npucc_zeros
	sd t1, 1032(s0)
				# slot 129: buffer 157 (zeros)
	addi t1, a2, 0
	sd t1, 1040(s0)
				# slot 130: buffer 159 (workspace)
	lla t1, npucc_zeros
	sd t1, 1048(s0)
				# slot 131: buffer 160 (zeros)
	ld t1, 0(a1)
	sd t1, 1056(s0)
				# slot 132: buffer 161 %output0 (output)
	sd a1, 1064(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_elementwise_37x64_bf16xf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_reduction_37_f32xf32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_elementwise_37_f32xf32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_elementwise_37x64_bf16xf32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li s1, 5
	mv a0, s0
	call	main_dispatch_4_matmul_like_37x64x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 4
	mv a1, s0
	call	npucc_task_hook
	li s1, 6
	mv a0, s0
	call	main_dispatch_5_elementwise_37x64_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 5
	mv a1, s0
	call	npucc_task_hook
	li s1, 7
	mv a0, s0
	call	main_dispatch_6_matmul_like_37x64x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 6
	mv a1, s0
	call	npucc_task_hook
	li s1, 8
	mv a0, s0
	call	main_dispatch_7_elementwise_37x64_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 7
	mv a1, s0
	call	npucc_task_hook
	li s1, 9
	mv a0, s0
	call	main_dispatch_8_matmul_like_37x64x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 8
	mv a1, s0
	call	npucc_task_hook
	li s1, 10
	mv a0, s0
	call	main_dispatch_9_elementwise_37x64_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 9
	mv a1, s0
	call	npucc_task_hook
	li s1, 11
	mv a0, s0
	call	main_dispatch_10_transpose_2x37x32_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 10
	mv a1, s0
	call	npucc_task_hook
	li s1, 12
	mv a0, s0
	call	main_dispatch_11_transpose_2x37x32_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 11
	mv a1, s0
	call	npucc_task_hook
	li s1, 13
	mv a0, s0
	call	main_dispatch_12_transpose_2x37x32_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 12
	mv a1, s0
	call	npucc_task_hook
	li s1, 14
	mv a0, s0
	call	main_dispatch_13_attention_2x37x32_bf16xbf16xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 13
	mv a1, s0
	call	npucc_task_hook
	li s1, 15
	mv a0, s0
	call	main_dispatch_14_transpose_37x2x32_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 14
	mv a1, s0
	call	npucc_task_hook
	li s1, 16
	mv a0, s0
	call	main_dispatch_15_matmul_like_37x64x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 15
	mv a1, s0
	call	npucc_task_hook
	li s1, 17
	mv a0, s0
	call	main_dispatch_16_elementwise_37x64_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 16
	mv a1, s0
	call	npucc_task_hook
	li s1, 18
	mv a0, s0
	call	main_dispatch_17_elementwise_37x64_bf16xf32
	bnez a0, .Le0_fail
	li a0, 17
	mv a1, s0
	call	npucc_task_hook
	li s1, 19
	mv a0, s0
	call	main_dispatch_18_reduction_37_f32xf32
	bnez a0, .Le0_fail
	li a0, 18
	mv a1, s0
	call	npucc_task_hook
	li s1, 20
	mv a0, s0
	call	main_dispatch_19_elementwise_37_f32xf32
	bnez a0, .Le0_fail
	li a0, 19
	mv a1, s0
	call	npucc_task_hook
	li s1, 21
	mv a0, s0
	call	main_dispatch_20_elementwise_37x64_bf16xf32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 20
	mv a1, s0
	call	npucc_task_hook
	li s1, 22
	mv a0, s0
	call	main_dispatch_21_matmul_like_37x96x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 21
	mv a1, s0
	call	npucc_task_hook
	li s1, 23
	mv a0, s0
	call	main_dispatch_22_matmul_like_37x96x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 22
	mv a1, s0
	call	npucc_task_hook
	li s1, 24
	mv a0, s0
	call	main_dispatch_23_elementwise_37x96_f32xf32xbf16
	bnez a0, .Le0_fail
	li a0, 23
	mv a1, s0
	call	npucc_task_hook
	li s1, 25
	mv a0, s0
	call	main_dispatch_24_matmul_like_37x64x96_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 24
	mv a1, s0
	call	npucc_task_hook
	li s1, 26
	mv a0, s0
	call	main_dispatch_25_elementwise_37x64_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 25
	mv a1, s0
	call	npucc_task_hook
	li s1, 27
	mv a0, s0
	call	main_dispatch_26_elementwise_37x64_bf16xf32
	bnez a0, .Le0_fail
	li a0, 26
	mv a1, s0
	call	npucc_task_hook
	li s1, 28
	mv a0, s0
	call	main_dispatch_27_reduction_37_f32xf32
	bnez a0, .Le0_fail
	li a0, 27
	mv a1, s0
	call	npucc_task_hook
	li s1, 29
	mv a0, s0
	call	main_dispatch_28_elementwise_37_f32xf32
	bnez a0, .Le0_fail
	li a0, 28
	mv a1, s0
	call	npucc_task_hook
	li s1, 30
	mv a0, s0
	call	main_dispatch_29_elementwise_37x64_bf16xf32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 29
	mv a1, s0
	call	npucc_task_hook
	li s1, 31
	mv a0, s0
	call	main_dispatch_30_matmul_like_37x64x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 30
	mv a1, s0
	call	npucc_task_hook
	li s1, 32
	mv a0, s0
	call	main_dispatch_31_elementwise_37x64_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 31
	mv a1, s0
	call	npucc_task_hook
	li s1, 33
	mv a0, s0
	call	main_dispatch_32_matmul_like_37x64x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 32
	mv a1, s0
	call	npucc_task_hook
	li s1, 34
	mv a0, s0
	call	main_dispatch_33_elementwise_37x64_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 33
	mv a1, s0
	call	npucc_task_hook
	li s1, 35
	mv a0, s0
	call	main_dispatch_34_matmul_like_37x64x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 34
	mv a1, s0
	call	npucc_task_hook
	li s1, 36
	mv a0, s0
	call	main_dispatch_35_elementwise_37x64_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 35
	mv a1, s0
	call	npucc_task_hook
	li s1, 37
	mv a0, s0
	call	main_dispatch_36_transpose_2x37x32_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 36
	mv a1, s0
	call	npucc_task_hook
	li s1, 38
	mv a0, s0
	call	main_dispatch_37_transpose_2x37x32_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 37
	mv a1, s0
	call	npucc_task_hook
	li s1, 39
	mv a0, s0
	call	main_dispatch_38_transpose_2x37x32_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 38
	mv a1, s0
	call	npucc_task_hook
	li s1, 40
	mv a0, s0
	call	main_dispatch_39_transpose_2x37x37_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 39
	mv a1, s0
	call	npucc_task_hook
	li s1, 41
	mv a0, s0
	call	main_dispatch_40_attention_2x37x32_bf16xbf16xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 40
	mv a1, s0
	call	npucc_task_hook
	li s1, 42
	mv a0, s0
	call	main_dispatch_41_transpose_37x2x32_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 41
	mv a1, s0
	call	npucc_task_hook
	li s1, 43
	mv a0, s0
	call	main_dispatch_42_matmul_like_37x64x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 42
	mv a1, s0
	call	npucc_task_hook
	li s1, 44
	mv a0, s0
	call	main_dispatch_43_elementwise_37x64_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 43
	mv a1, s0
	call	npucc_task_hook
	li s1, 45
	mv a0, s0
	call	main_dispatch_44_elementwise_37x64_bf16xf32
	bnez a0, .Le0_fail
	li a0, 44
	mv a1, s0
	call	npucc_task_hook
	li s1, 46
	mv a0, s0
	call	main_dispatch_45_reduction_37_f32xf32
	bnez a0, .Le0_fail
	li a0, 45
	mv a1, s0
	call	npucc_task_hook
	li s1, 47
	mv a0, s0
	call	main_dispatch_46_elementwise_37_f32xf32
	bnez a0, .Le0_fail
	li a0, 46
	mv a1, s0
	call	npucc_task_hook
	li s1, 48
	mv a0, s0
	call	main_dispatch_47_elementwise_37x64_bf16xf32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 47
	mv a1, s0
	call	npucc_task_hook
	li s1, 49
	mv a0, s0
	call	main_dispatch_48_matmul_like_37x96x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 48
	mv a1, s0
	call	npucc_task_hook
	li s1, 50
	mv a0, s0
	call	main_dispatch_49_matmul_like_37x96x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 49
	mv a1, s0
	call	npucc_task_hook
	li s1, 51
	mv a0, s0
	call	main_dispatch_50_elementwise_37x96_f32xf32xbf16
	bnez a0, .Le0_fail
	li a0, 50
	mv a1, s0
	call	npucc_task_hook
	li s1, 52
	mv a0, s0
	call	main_dispatch_51_matmul_like_37x64x96_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 51
	mv a1, s0
	call	npucc_task_hook
	li s1, 53
	mv a0, s0
	call	main_dispatch_52_elementwise_37x64_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 52
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 1096(sp)
	ld s0, 1088(sp)
	ld s1, 1080(sp)
	addi sp, sp, 1104
	ret
.Le0_fail:
	mv a0, s1
	j .Le0_ret
	.size npucc_main, .-npucc_main

	.section .rodata
	.balign 8
	.weak npucc_cpu_data
	.type npucc_cpu_data,@object
npucc_cpu_data:	# IREE cpu_data: word 0 = V (bit 0) | XOPU (bit 63)
	.8byte 0x8000000000000001
	.zero 56
	.size npucc_cpu_data, 64
npucc_name_0:
	.asciz "main"
	.balign 64
	.type npucc_const_4,@object
npucc_const_4:	# buffer 4 %__auto.model.layers.0.input_layernorm.weight
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.size npucc_const_4, 128
	.balign 64
	.type npucc_const_46,@object
npucc_const_46:	# buffer 46
	.byte 53,62
	.size npucc_const_46, 2
	.balign 64
	.type npucc_const_57,@object
npucc_const_57:	# buffer 57 %__auto.model.layers.0.post_attention_layernorm.weight
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.size npucc_const_57, 128
	.balign 64
	.type npucc_const_83,@object
npucc_const_83:	# buffer 83 %__auto.model.layers.1.input_layernorm.weight
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.size npucc_const_83, 128
	.balign 64
	.type npucc_const_136,@object
npucc_const_136:	# buffer 136 %__auto.model.layers.1.post_attention_layernorm.weight
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.8byte 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80, 0x3f803f803f803f80
	.size npucc_const_136, 128
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: linalg.generic
	.8byte 0x00000002314b484e, 0x00000000000004a8, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,5,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 3,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 168,4,0,0,0,0,0,0,2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 59
	.byte 2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 59
	.byte 2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 59
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003000000000, 0x0000000000000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000500000000, 0x0000000200000000
	.8byte 0xffffffff00000002, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_0, 1192
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 1: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000480, 0x0000000100000001, 0x0000000100000001
	.byte 2,0,0,0,4,0,0,0,1,0,0,0,8,3,0,0,224,3,0,0,0,0,0,0,1
	.zero 43
	.byte 2,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,1
	.zero 643
	.byte 128,4,0,0,0,0,0,0,0,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 59
	.byte 1,0,0,0,37
	.zero 67
	.byte 1,0,0,0,37
	.zero 75
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000300000000, 0x0000000000000000, 0xffffffff00000001, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_1, 1152
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 2: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000520, 0x0000000100000000, 0x0000000100000001
	.byte 1,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 6,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 643
	.byte 32,5,0,0,0,0,0,0,0,0,0,0,1,0,0,0,37
	.zero 67
	.byte 1,0,0,0,37
	.zero 67
	.byte 1,0,0,0,37
	.zero 75
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000640500000, 0x0000000000000000, 0xffffffff00000002
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x8000000000000000, 0x000000033ee4f8b5
	.8byte 0x0000000300000000, 0xffffffff00000004, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000001200000000, 0x0000000500000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_2, 1312
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 3: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000600, 0x0000000300000000, 0x0000000100000001
	.byte 2,0,0,0,10,0,0,0,1,0,0,0,8,3,0,0,112,4
	.zero 50
	.8byte 0x0000000000000008, 0x0000010000000002, 0x0000000000000000, 0x0000000000000001
	.byte 0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 607
	.8byte 0x0200000000000006, 0x2500000002000000, 0x4000000000000000
	.zero 59
	.byte 1,0,0,0,37
	.zero 63
	.byte 2,0,0,0,1,0,0,0,64
	.zero 63
	.byte 2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 55
	.byte 2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 59
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000002, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000300000002
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003000000000
	.8byte 0x0000000000000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000500000000, 0x0000000400000000, 0xffffffff00000001, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003000000000, 0x0000000200000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000500000000, 0x0000000500000000
	.8byte 0xffffffff00000006, 0x0000000000000000, 0x0000000000000000, 0x0000003100000000
	.8byte 0x0000000700000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_3, 1536
	.balign 16
	.type npucc_hk_4,@object
npucc_hk_4:	# task 4: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000006, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 55
	.byte 2,0,0,0,2,0,0,0,64,0,0,0,0,0,0,0,64
	.zero 59
	.byte 2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 59
	.byte 2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 59
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003000000000, 0x0000000000000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000500000000, 0x0000000300000000, 0xffffffff00000004, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000200000000, 0xffffffff00000005
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_4, 1384
	.balign 16
	.type npucc_hk_5,@object
npucc_hk_5:	# task 5: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000540, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,7,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000005, 0x0000010000000002, 0x0000000000000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 64,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 55
	.byte 2,0,0,0,1,0,0,0,64
	.zero 63
	.byte 2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 55
	.byte 2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003000000000, 0x0000000100000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000000000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003100000000
	.8byte 0x0000000400000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_5, 1344
	.balign 16
	.type npucc_hk_6,@object
npucc_hk_6:	# task 10: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000458, 0x0000000100000000, 0x0000000100000001
	.byte 3,0,0,0,3,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 58
	.byte 3,0,0,0,1,0,2,0,0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 637
	.8byte 0x0000000000000458, 0x0000000300000002, 0x0000000000000025, 0x0000000000000002
	.byte 32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,32
	.zero 51
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_6, 1112
	.balign 16
	.type npucc_hk_7,@object
npucc_hk_7:	# task 13: iree_linalg_ext.attention
	.8byte 0x00000002314b484e, 0x00000003000004b8, 0x0000000400000000, 0x0000000100000001
	.byte 5,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,184,4
	.zero 58
	.8byte 0x0002010000000003, 0x0000000000000000, 0x0002030000000003, 0x0000000000000000
	.8byte 0x0004030000000003, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.byte 3,0,0,0,0,1,4
	.zero 589
	.8byte 0x00000000000004b8, 0x0000000300000002, 0x0000000000000002, 0x0000000000000025
	.byte 32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,32
	.zero 47
	.byte 2
	.zero 71
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,32
	.zero 47
	.size npucc_hk_7, 1208
	.balign 16
	.type npucc_hk_8,@object
npucc_hk_8:	# task 14: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000458, 0x0000000100000000, 0x0000000100000001
	.byte 3,0,0,0,3,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 58
	.byte 3,0,0,0,1,0,2,0,0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 637
	.8byte 0x0000000000000458, 0x0000000300000002, 0x0000000000000002, 0x0000000000000025
	.byte 32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,37,0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,37,0,0,0,0,0,0,0,2,0,0,0,0,0,0,0,32
	.zero 51
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_8, 1112
	.balign 16
	.type npucc_hk_9,@object
npucc_hk_9:	# task 16: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000540, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,7,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000005, 0x0000010000000002, 0x0000000000000000, 0x0000010000000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 64,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 55
	.byte 2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 55
	.byte 2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 55
	.byte 2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003000000000, 0x0000000100000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000000000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003100000000
	.8byte 0x0000000400000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_9, 1344
	.balign 16
	.type npucc_hk_10,@object
npucc_hk_10:	# task 21: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000006, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 55
	.byte 2,0,0,0,2,0,0,0,64,0,0,0,0,0,0,0,96
	.zero 59
	.byte 2,0,0,0,37,0,0,0,0,0,0,0,96
	.zero 59
	.byte 2,0,0,0,37,0,0,0,0,0,0,0,96
	.zero 59
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003000000000, 0x0000000000000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000500000000, 0x0000000300000000, 0xffffffff00000004, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000200000000, 0xffffffff00000005
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_10, 1384
	.balign 16
	.type npucc_hk_11,@object
npucc_hk_11:	# task 23: linalg.generic
	.8byte 0x00000002314b484e, 0x00000000000005e0, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,11,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000009, 0x0000010000000002, 0x0000000000000000, 0x0000010000000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 224,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,96
	.zero 59
	.byte 2,0,0,0,37,0,0,0,0,0,0,0,96
	.zero 55
	.byte 2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,96
	.zero 55
	.byte 2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,96
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000700000000, 0x0000000000000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000d00000000, 0x0000000300000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.8byte 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x000000033ff00000, 0x0000000400000000, 0xffffffff00000005, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000600000000, 0x0000000000000000, 0xffffffff00000006
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000500000000, 0x0000000700000000
	.8byte 0xffffffff00000001, 0x0000000000000000, 0x0000000000000000, 0x0000003100000000
	.8byte 0x0000000800000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_11, 1504
	.balign 16
	.type npucc_hk_12,@object
npucc_hk_12:	# task 24: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000006, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,96
	.zero 55
	.byte 2,0,0,0,2,0,0,0,96,0,0,0,0,0,0,0,64
	.zero 59
	.byte 2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 59
	.byte 2,0,0,0,37,0,0,0,0,0,0,0,64
	.zero 59
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003000000000, 0x0000000000000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000500000000, 0x0000000300000000, 0xffffffff00000004, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000200000000, 0xffffffff00000005
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_12, 1384
	.balign 16
	.type npucc_hk_13,@object
npucc_hk_13:	# task 39: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000458, 0x0000000100000000, 0x0000000100000001
	.byte 3,0,0,0,3,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 58
	.byte 2,0,0,0,1,2,0,0,0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 637
	.byte 88,4,0,0,0,0,0,0,2,0,0,0,2,0,0,0,37,0,0,0,0,0,0,0,37
	.zero 55
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,37
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,37
	.zero 51
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_13, 1112
	.balign 16
	.type npucc_hk_14,@object
npucc_hk_14:	# task 40: iree_linalg_ext.attention
	.8byte 0x00000002314b484e, 0x0000000300000500, 0x0000000500000002, 0x0000000100000001
	.byte 5,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,0,5
	.zero 58
	.8byte 0x0002010000000003, 0x0000000000000000, 0x0002030000000003, 0x0000000000000000
	.8byte 0x0004030000000003, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.byte 3,0,0,0,0,1,3,0,0,0,0,0,0,0,0,0,3,0,0,0,0,1,4
	.zero 574
	.8byte 0x0200000000000005, 0x0200000003000000, 0x2500000000000000, 0x2000000000000000
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,32
	.zero 47
	.byte 2
	.zero 71
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,37
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,37,0,0,0,0,0,0,0,32
	.zero 47
	.size npucc_hk_14, 1280
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 40256, 2, 1
	.8byte 4736	# input 0
	.8byte 2738	# input 1
	.8byte 4736	# output 0
	.size npucc_main_info, .-npucc_main_info

	.section .data.rel.ro,"aw"
	.balign 8
	.weak npucc_program
	.type npucc_program,@object
npucc_program:	# #entries, then {function, name, info}
	.8byte 1
	.8byte npucc_main, npucc_name_0, npucc_main_info
	.size npucc_program, .-npucc_program

	.text
	.p2align 2
	.weak npucc_task_hook
	.type npucc_task_hook,@function
npucc_task_hook:	# after each task: a0 = task id, a1 = the entry's buffer table;
	ret		# a runtime may define its own (npucc-run does)
	.size npucc_task_hook, .-npucc_task_hook

	.bss
	.balign 8
	.weak npucc_error
	.type npucc_error,@object
npucc_error:
	.zero 256
	.size npucc_error, 256
	.balign 64
	.type npucc_zeros,@object
npucc_zeros:	# tensor.empty reads as zeros
	.zero 14208
	.size npucc_zeros, 14208
	.balign 64
	.globl npucc_param___auto_model_layers_0_self_attn_q_proj_weight
	.type npucc_param___auto_model_layers_0_self_attn_q_proj_weight,@object
npucc_param___auto_model_layers_0_self_attn_q_proj_weight:	# elided weight: the loader fills it
	.zero 8192
	.size npucc_param___auto_model_layers_0_self_attn_q_proj_weight, 8192
	.balign 64
	.globl npucc_param___auto_model_layers_0_self_attn_q_proj_bias
	.type npucc_param___auto_model_layers_0_self_attn_q_proj_bias,@object
npucc_param___auto_model_layers_0_self_attn_q_proj_bias:	# elided weight: the loader fills it
	.zero 128
	.size npucc_param___auto_model_layers_0_self_attn_q_proj_bias, 128
	.balign 64
	.globl npucc_param___auto_model_layers_0_self_attn_k_proj_weight
	.type npucc_param___auto_model_layers_0_self_attn_k_proj_weight,@object
npucc_param___auto_model_layers_0_self_attn_k_proj_weight:	# elided weight: the loader fills it
	.zero 8192
	.size npucc_param___auto_model_layers_0_self_attn_k_proj_weight, 8192
	.balign 64
	.globl npucc_param___auto_model_layers_0_self_attn_k_proj_bias
	.type npucc_param___auto_model_layers_0_self_attn_k_proj_bias,@object
npucc_param___auto_model_layers_0_self_attn_k_proj_bias:	# elided weight: the loader fills it
	.zero 128
	.size npucc_param___auto_model_layers_0_self_attn_k_proj_bias, 128
	.balign 64
	.globl npucc_param___auto_model_layers_0_self_attn_v_proj_weight
	.type npucc_param___auto_model_layers_0_self_attn_v_proj_weight,@object
npucc_param___auto_model_layers_0_self_attn_v_proj_weight:	# elided weight: the loader fills it
	.zero 8192
	.size npucc_param___auto_model_layers_0_self_attn_v_proj_weight, 8192
	.balign 64
	.globl npucc_param___auto_model_layers_0_self_attn_v_proj_bias
	.type npucc_param___auto_model_layers_0_self_attn_v_proj_bias,@object
npucc_param___auto_model_layers_0_self_attn_v_proj_bias:	# elided weight: the loader fills it
	.zero 128
	.size npucc_param___auto_model_layers_0_self_attn_v_proj_bias, 128
	.balign 64
	.globl npucc_param___auto_model_layers_0_self_attn_o_proj_weight
	.type npucc_param___auto_model_layers_0_self_attn_o_proj_weight,@object
npucc_param___auto_model_layers_0_self_attn_o_proj_weight:	# elided weight: the loader fills it
	.zero 8192
	.size npucc_param___auto_model_layers_0_self_attn_o_proj_weight, 8192
	.balign 64
	.globl npucc_param___auto_model_layers_0_mlp_gate_proj_weight
	.type npucc_param___auto_model_layers_0_mlp_gate_proj_weight,@object
npucc_param___auto_model_layers_0_mlp_gate_proj_weight:	# elided weight: the loader fills it
	.zero 12288
	.size npucc_param___auto_model_layers_0_mlp_gate_proj_weight, 12288
	.balign 64
	.globl npucc_param___auto_model_layers_0_mlp_up_proj_weight
	.type npucc_param___auto_model_layers_0_mlp_up_proj_weight,@object
npucc_param___auto_model_layers_0_mlp_up_proj_weight:	# elided weight: the loader fills it
	.zero 12288
	.size npucc_param___auto_model_layers_0_mlp_up_proj_weight, 12288
	.balign 64
	.globl npucc_param___auto_model_layers_0_mlp_down_proj_weight
	.type npucc_param___auto_model_layers_0_mlp_down_proj_weight,@object
npucc_param___auto_model_layers_0_mlp_down_proj_weight:	# elided weight: the loader fills it
	.zero 12288
	.size npucc_param___auto_model_layers_0_mlp_down_proj_weight, 12288
	.balign 64
	.globl npucc_param___auto_model_layers_1_self_attn_q_proj_weight
	.type npucc_param___auto_model_layers_1_self_attn_q_proj_weight,@object
npucc_param___auto_model_layers_1_self_attn_q_proj_weight:	# elided weight: the loader fills it
	.zero 8192
	.size npucc_param___auto_model_layers_1_self_attn_q_proj_weight, 8192
	.balign 64
	.globl npucc_param___auto_model_layers_1_self_attn_q_proj_bias
	.type npucc_param___auto_model_layers_1_self_attn_q_proj_bias,@object
npucc_param___auto_model_layers_1_self_attn_q_proj_bias:	# elided weight: the loader fills it
	.zero 128
	.size npucc_param___auto_model_layers_1_self_attn_q_proj_bias, 128
	.balign 64
	.globl npucc_param___auto_model_layers_1_self_attn_k_proj_weight
	.type npucc_param___auto_model_layers_1_self_attn_k_proj_weight,@object
npucc_param___auto_model_layers_1_self_attn_k_proj_weight:	# elided weight: the loader fills it
	.zero 8192
	.size npucc_param___auto_model_layers_1_self_attn_k_proj_weight, 8192
	.balign 64
	.globl npucc_param___auto_model_layers_1_self_attn_k_proj_bias
	.type npucc_param___auto_model_layers_1_self_attn_k_proj_bias,@object
npucc_param___auto_model_layers_1_self_attn_k_proj_bias:	# elided weight: the loader fills it
	.zero 128
	.size npucc_param___auto_model_layers_1_self_attn_k_proj_bias, 128
	.balign 64
	.globl npucc_param___auto_model_layers_1_self_attn_v_proj_weight
	.type npucc_param___auto_model_layers_1_self_attn_v_proj_weight,@object
npucc_param___auto_model_layers_1_self_attn_v_proj_weight:	# elided weight: the loader fills it
	.zero 8192
	.size npucc_param___auto_model_layers_1_self_attn_v_proj_weight, 8192
	.balign 64
	.globl npucc_param___auto_model_layers_1_self_attn_v_proj_bias
	.type npucc_param___auto_model_layers_1_self_attn_v_proj_bias,@object
npucc_param___auto_model_layers_1_self_attn_v_proj_bias:	# elided weight: the loader fills it
	.zero 128
	.size npucc_param___auto_model_layers_1_self_attn_v_proj_bias, 128
	.balign 64
	.globl npucc_param___auto_model_layers_1_self_attn_o_proj_weight
	.type npucc_param___auto_model_layers_1_self_attn_o_proj_weight,@object
npucc_param___auto_model_layers_1_self_attn_o_proj_weight:	# elided weight: the loader fills it
	.zero 8192
	.size npucc_param___auto_model_layers_1_self_attn_o_proj_weight, 8192
	.balign 64
	.globl npucc_param___auto_model_layers_1_mlp_gate_proj_weight
	.type npucc_param___auto_model_layers_1_mlp_gate_proj_weight,@object
npucc_param___auto_model_layers_1_mlp_gate_proj_weight:	# elided weight: the loader fills it
	.zero 12288
	.size npucc_param___auto_model_layers_1_mlp_gate_proj_weight, 12288
	.balign 64
	.globl npucc_param___auto_model_layers_1_mlp_up_proj_weight
	.type npucc_param___auto_model_layers_1_mlp_up_proj_weight,@object
npucc_param___auto_model_layers_1_mlp_up_proj_weight:	# elided weight: the loader fills it
	.zero 12288
	.size npucc_param___auto_model_layers_1_mlp_up_proj_weight, 12288
	.balign 64
	.globl npucc_param___auto_model_layers_1_mlp_down_proj_weight
	.type npucc_param___auto_model_layers_1_mlp_down_proj_weight,@object
npucc_param___auto_model_layers_1_mlp_down_proj_weight:	# elided weight: the loader fills it
	.zero 12288
	.size npucc_param___auto_model_layers_1_mlp_down_proj_weight, 12288

	.section .note.GNU-stack,"",@progbits
