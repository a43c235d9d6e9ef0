# npucc --target=opu: inputs/tinyllama_qkv_multi_n_int8.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: batch_matmul on the OPU
	.type main_dispatch_0_batch_matmul_32x16x64x2048_i8xi8xi32,@function
	.p2align 2
main_dispatch_0_batch_matmul_32x16x64x2048_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	sd s1, 240(sp)
	sd s2, 248(sp)
	sd s3, 256(sp)
	sd s4, 264(sp)
	sd s5, 272(sp)
	sd s6, 280(sp)
	sd s7, 288(sp)
	sd s8, 296(sp)
	sd s9, 304(sp)
	sd s10, 312(sp)
	sd s11, 320(sp)
	mv s0, a0
	li s1, 0
	li s2, 0
	li s3, 0
	li s4, 0
	li s5, 32
.Ld0_b0:
	# pack lhs: iree_uk_pack
	li t0, 16
	sd t0, 0(sp)		# in_size0
	li t0, 2048
	sd t0, 8(sp)		# in_size1
	li t0, 1
	sd t0, 16(sp)		# out_size0
	li t0, 2048
	sd t0, 24(sp)		# out_size1
	li t0, 16
	sd t0, 32(sp)		# out_size2
	li t0, 1
	sd t0, 40(sp)		# out_size3
	sd zero, 48(sp)		# padding_value
	li t0, 2
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 0(s0)
	mv a1, s1		# in_offset
	li a2, 2048		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 80(s0)
	li a5, 0		# out_offset
	li a6, 32768		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# pack rhs: iree_uk_pack
	li t0, 2048
	sd t0, 0(sp)		# in_size0
	li t0, 64
	sd t0, 8(sp)		# in_size1
	li t0, 4
	sd t0, 16(sp)		# out_size0
	li t0, 2048
	sd t0, 24(sp)		# out_size1
	li t0, 16
	sd t0, 32(sp)		# out_size2
	li t0, 1
	sd t0, 40(sp)		# out_size3
	sd zero, 48(sp)		# padding_value
	li t0, 770
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 8(s0)
	mv a1, s2		# in_offset
	li a2, 2048		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 88(s0)
	li a5, 0		# out_offset
	li a6, 32768		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 1024
	sd t0, 0(sp)		# out_stride0
	li t0, 1
	sd t0, 8(sp)		# M
	li t0, 4
	sd t0, 16(sp)		# N
	li t0, 2048
	sd t0, 24(sp)		# K
	li t0, 16
	sd t0, 32(sp)		# M0
	li t0, 16
	sd t0, 40(sp)		# N0
	li t0, 1
	sd t0, 48(sp)		# K0
	li t0, 514
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 80(s0)
	li a1, 0		# lhs_offset
	li a2, 32768		# lhs_stride0
	ld a3, 88(s0)
	li a4, 0		# rhs_offset
	li a5, 32768		# rhs_stride0
	ld a6, 96(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 1
	sd t0, 0(sp)		# in_size0
	li t0, 4
	sd t0, 8(sp)		# in_size1
	li t0, 16
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 16
	sd t0, 32(sp)		# out_size0
	li t0, 64
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 96(s0)
	li a1, 0		# in_offset
	li a2, 1024		# in_stride0
	li a3, 256		# in_stride1
	ld a4, 48(s0)
	mv a5, s4		# out_offset
	li a6, 64		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	addi s2, s2, 64
	addi s3, s3, 1024
	addi s4, s4, 1024
	addi s5, s5, -1
	bnez s5, .Ld0_b0
	li a0, 0
.Ld0_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	ld s1, 240(sp)
	ld s2, 248(sp)
	ld s3, 256(sp)
	ld s4, 264(sp)
	ld s5, 272(sp)
	ld s6, 280(sp)
	ld s7, 288(sp)
	ld s8, 296(sp)
	ld s9, 304(sp)
	ld s10, 312(sp)
	ld s11, 320(sp)
	addi sp, sp, 336
	ret
.Ld0_fail:
	li a0, 1
	j .Ld0_ret
	.size main_dispatch_0_batch_matmul_32x16x64x2048_i8xi8xi32, .-main_dispatch_0_batch_matmul_32x16x64x2048_i8xi8xi32

	# task 1: batch_matmul on the OPU
	.type main_dispatch_1_batch_matmul_4x16x64x2048_i8xi8xi32,@function
	.p2align 2
main_dispatch_1_batch_matmul_4x16x64x2048_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	sd s1, 240(sp)
	sd s2, 248(sp)
	sd s3, 256(sp)
	sd s4, 264(sp)
	sd s5, 272(sp)
	sd s6, 280(sp)
	sd s7, 288(sp)
	sd s8, 296(sp)
	sd s9, 304(sp)
	sd s10, 312(sp)
	sd s11, 320(sp)
	mv s0, a0
	li s1, 0
	li s2, 0
	li s3, 0
	li s4, 0
	li s5, 4
.Ld1_b0:
	# pack lhs: iree_uk_pack
	li t0, 16
	sd t0, 0(sp)		# in_size0
	li t0, 2048
	sd t0, 8(sp)		# in_size1
	li t0, 1
	sd t0, 16(sp)		# out_size0
	li t0, 2048
	sd t0, 24(sp)		# out_size1
	li t0, 16
	sd t0, 32(sp)		# out_size2
	li t0, 1
	sd t0, 40(sp)		# out_size3
	sd zero, 48(sp)		# padding_value
	li t0, 2
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 0(s0)
	mv a1, s1		# in_offset
	li a2, 2048		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 104(s0)
	li a5, 0		# out_offset
	li a6, 32768		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# pack rhs: iree_uk_pack
	li t0, 2048
	sd t0, 0(sp)		# in_size0
	li t0, 64
	sd t0, 8(sp)		# in_size1
	li t0, 4
	sd t0, 16(sp)		# out_size0
	li t0, 2048
	sd t0, 24(sp)		# out_size1
	li t0, 16
	sd t0, 32(sp)		# out_size2
	li t0, 1
	sd t0, 40(sp)		# out_size3
	sd zero, 48(sp)		# padding_value
	li t0, 770
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 16(s0)
	mv a1, s2		# in_offset
	li a2, 256		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 112(s0)
	li a5, 0		# out_offset
	li a6, 32768		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 1024
	sd t0, 0(sp)		# out_stride0
	li t0, 1
	sd t0, 8(sp)		# M
	li t0, 4
	sd t0, 16(sp)		# N
	li t0, 2048
	sd t0, 24(sp)		# K
	li t0, 16
	sd t0, 32(sp)		# M0
	li t0, 16
	sd t0, 40(sp)		# N0
	li t0, 1
	sd t0, 48(sp)		# K0
	li t0, 514
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 104(s0)
	li a1, 0		# lhs_offset
	li a2, 32768		# lhs_stride0
	ld a3, 112(s0)
	li a4, 0		# rhs_offset
	li a5, 32768		# rhs_stride0
	ld a6, 120(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 1
	sd t0, 0(sp)		# in_size0
	li t0, 4
	sd t0, 8(sp)		# in_size1
	li t0, 16
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 16
	sd t0, 32(sp)		# out_size0
	li t0, 64
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 120(s0)
	li a1, 0		# in_offset
	li a2, 1024		# in_stride0
	li a3, 256		# in_stride1
	ld a4, 56(s0)
	mv a5, s4		# out_offset
	li a6, 64		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	addi s2, s2, 64
	addi s3, s3, 1024
	addi s4, s4, 1024
	addi s5, s5, -1
	bnez s5, .Ld1_b0
	li a0, 0
.Ld1_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	ld s1, 240(sp)
	ld s2, 248(sp)
	ld s3, 256(sp)
	ld s4, 264(sp)
	ld s5, 272(sp)
	ld s6, 280(sp)
	ld s7, 288(sp)
	ld s8, 296(sp)
	ld s9, 304(sp)
	ld s10, 312(sp)
	ld s11, 320(sp)
	addi sp, sp, 336
	ret
.Ld1_fail:
	li a0, 1
	j .Ld1_ret
	.size main_dispatch_1_batch_matmul_4x16x64x2048_i8xi8xi32, .-main_dispatch_1_batch_matmul_4x16x64x2048_i8xi8xi32

	# task 2: batch_matmul on the OPU
	.type main_dispatch_2_batch_matmul_4x16x64x2048_i8xi8xi32,@function
	.p2align 2
main_dispatch_2_batch_matmul_4x16x64x2048_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	sd s1, 240(sp)
	sd s2, 248(sp)
	sd s3, 256(sp)
	sd s4, 264(sp)
	sd s5, 272(sp)
	sd s6, 280(sp)
	sd s7, 288(sp)
	sd s8, 296(sp)
	sd s9, 304(sp)
	sd s10, 312(sp)
	sd s11, 320(sp)
	mv s0, a0
	li s1, 0
	li s2, 0
	li s3, 0
	li s4, 0
	li s5, 4
.Ld2_b0:
	# pack lhs: iree_uk_pack
	li t0, 16
	sd t0, 0(sp)		# in_size0
	li t0, 2048
	sd t0, 8(sp)		# in_size1
	li t0, 1
	sd t0, 16(sp)		# out_size0
	li t0, 2048
	sd t0, 24(sp)		# out_size1
	li t0, 16
	sd t0, 32(sp)		# out_size2
	li t0, 1
	sd t0, 40(sp)		# out_size3
	sd zero, 48(sp)		# padding_value
	li t0, 2
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 0(s0)
	mv a1, s1		# in_offset
	li a2, 2048		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 128(s0)
	li a5, 0		# out_offset
	li a6, 32768		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# pack rhs: iree_uk_pack
	li t0, 2048
	sd t0, 0(sp)		# in_size0
	li t0, 64
	sd t0, 8(sp)		# in_size1
	li t0, 4
	sd t0, 16(sp)		# out_size0
	li t0, 2048
	sd t0, 24(sp)		# out_size1
	li t0, 16
	sd t0, 32(sp)		# out_size2
	li t0, 1
	sd t0, 40(sp)		# out_size3
	sd zero, 48(sp)		# padding_value
	li t0, 770
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 24(s0)
	mv a1, s2		# in_offset
	li a2, 256		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 136(s0)
	li a5, 0		# out_offset
	li a6, 32768		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 1024
	sd t0, 0(sp)		# out_stride0
	li t0, 1
	sd t0, 8(sp)		# M
	li t0, 4
	sd t0, 16(sp)		# N
	li t0, 2048
	sd t0, 24(sp)		# K
	li t0, 16
	sd t0, 32(sp)		# M0
	li t0, 16
	sd t0, 40(sp)		# N0
	li t0, 1
	sd t0, 48(sp)		# K0
	li t0, 514
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 128(s0)
	li a1, 0		# lhs_offset
	li a2, 32768		# lhs_stride0
	ld a3, 136(s0)
	li a4, 0		# rhs_offset
	li a5, 32768		# rhs_stride0
	ld a6, 144(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 1
	sd t0, 0(sp)		# in_size0
	li t0, 4
	sd t0, 8(sp)		# in_size1
	li t0, 16
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 16
	sd t0, 32(sp)		# out_size0
	li t0, 64
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 144(s0)
	li a1, 0		# in_offset
	li a2, 1024		# in_stride0
	li a3, 256		# in_stride1
	ld a4, 64(s0)
	mv a5, s4		# out_offset
	li a6, 64		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	addi s2, s2, 64
	addi s3, s3, 1024
	addi s4, s4, 1024
	addi s5, s5, -1
	bnez s5, .Ld2_b0
	li a0, 0
.Ld2_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	ld s1, 240(sp)
	ld s2, 248(sp)
	ld s3, 256(sp)
	ld s4, 264(sp)
	ld s5, 272(sp)
	ld s6, 280(sp)
	ld s7, 288(sp)
	ld s8, 296(sp)
	ld s9, 304(sp)
	ld s10, 312(sp)
	ld s11, 320(sp)
	addi sp, sp, 336
	ret
.Ld2_fail:
	li a0, 1
	j .Ld2_ret
	.size main_dispatch_2_batch_matmul_4x16x64x2048_i8xi8xi32, .-main_dispatch_2_batch_matmul_4x16x64x2048_i8xi8xi32

	# task 3: matmul on the OPU
	.type main_dispatch_3_matmul_like_16x2048x2048_i8xi8xi32,@function
	.p2align 2
main_dispatch_3_matmul_like_16x2048x2048_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	sd s1, 240(sp)
	sd s2, 248(sp)
	sd s3, 256(sp)
	sd s4, 264(sp)
	sd s5, 272(sp)
	sd s6, 280(sp)
	sd s7, 288(sp)
	sd s8, 296(sp)
	sd s9, 304(sp)
	sd s10, 312(sp)
	sd s11, 320(sp)
	mv s0, a0
	li s1, 0
	li s2, 0
	li s3, 0
	li s4, 0
	# pack lhs: iree_uk_pack
	li t0, 16
	sd t0, 0(sp)		# in_size0
	li t0, 2048
	sd t0, 8(sp)		# in_size1
	li t0, 1
	sd t0, 16(sp)		# out_size0
	li t0, 2048
	sd t0, 24(sp)		# out_size1
	li t0, 16
	sd t0, 32(sp)		# out_size2
	li t0, 1
	sd t0, 40(sp)		# out_size3
	sd zero, 48(sp)		# padding_value
	li t0, 2
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 32(s0)
	mv a1, s1		# in_offset
	li a2, 2048		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 152(s0)
	li a5, 0		# out_offset
	li a6, 32768		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# pack rhs: iree_uk_pack
	li t0, 2048
	sd t0, 0(sp)		# in_size0
	li t0, 2048
	sd t0, 8(sp)		# in_size1
	li t0, 128
	sd t0, 16(sp)		# out_size0
	li t0, 2048
	sd t0, 24(sp)		# out_size1
	li t0, 16
	sd t0, 32(sp)		# out_size2
	li t0, 1
	sd t0, 40(sp)		# out_size3
	sd zero, 48(sp)		# padding_value
	li t0, 770
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 40(s0)
	mv a1, s2		# in_offset
	li a2, 2048		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 160(s0)
	li a5, 0		# out_offset
	li a6, 32768		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 32768
	sd t0, 0(sp)		# out_stride0
	li t0, 1
	sd t0, 8(sp)		# M
	li t0, 128
	sd t0, 16(sp)		# N
	li t0, 2048
	sd t0, 24(sp)		# K
	li t0, 16
	sd t0, 32(sp)		# M0
	li t0, 16
	sd t0, 40(sp)		# N0
	li t0, 1
	sd t0, 48(sp)		# K0
	li t0, 514
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 152(s0)
	li a1, 0		# lhs_offset
	li a2, 32768		# lhs_stride0
	ld a3, 160(s0)
	li a4, 0		# rhs_offset
	li a5, 32768		# rhs_stride0
	ld a6, 168(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 1
	sd t0, 0(sp)		# in_size0
	li t0, 128
	sd t0, 8(sp)		# in_size1
	li t0, 16
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 16
	sd t0, 32(sp)		# out_size0
	li t0, 2048
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 168(s0)
	li a1, 0		# in_offset
	li a2, 32768		# in_stride0
	li a3, 256		# in_stride1
	ld a4, 72(s0)
	mv a5, s4		# out_offset
	li a6, 2048		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	li a0, 0
.Ld3_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	ld s1, 240(sp)
	ld s2, 248(sp)
	ld s3, 256(sp)
	ld s4, 264(sp)
	ld s5, 272(sp)
	ld s6, 280(sp)
	ld s7, 288(sp)
	ld s8, 296(sp)
	ld s9, 304(sp)
	ld s10, 312(sp)
	ld s11, 320(sp)
	addi sp, sp, 336
	ret
.Ld3_fail:
	li a0, 1
	j .Ld3_ret
	.size main_dispatch_3_matmul_like_16x2048x2048_i8xi8xi32, .-main_dispatch_3_matmul_like_16x2048x2048_i8xi8xi32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 4358144 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_main
	.p2align 2
	.type npucc_main,@function
npucc_main:
	addi sp, sp, -208
	sd ra, 200(sp)
	sd s0, 192(sp)
	sd s1, 184(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %arg0 (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 1 %arg1 (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 2 %arg2 (input)
	ld t1, 24(a0)
	sd t1, 24(s0)
				# slot 3: buffer 3 %arg3 (input)
	ld t1, 32(a0)
	sd t1, 32(s0)
				# slot 4: buffer 4 %arg4 (input)
	ld t1, 40(a0)
	sd t1, 40(s0)
				# slot 5: buffer 5 %arg5 (input)
	ld t1, 0(a1)
	sd t1, 48(s0)
				# slot 6: buffer 9 %output0 (output)
	ld t1, 8(a1)
	sd t1, 56(s0)
				# slot 7: buffer 12 %output1 (output)
	ld t1, 16(a1)
	sd t1, 64(s0)
				# slot 8: buffer 15 %output2 (output)
	ld t1, 24(a1)
	sd t1, 72(s0)
				# slot 9: buffer 18 %output3 (output)
	li t2, 131072
	add t1, a2, t2
	sd t1, 80(s0)
				# slot 10: scratch lhs_packed of task 0 (workspace)
	addi t1, a2, 0
	sd t1, 88(s0)
				# slot 11: scratch rhs_packed of task 0 (workspace)
	li t2, 163840
	add t1, a2, t2
	sd t1, 96(s0)
				# slot 12: scratch out_packed of task 0 (workspace)
	li t2, 131072
	add t1, a2, t2
	sd t1, 104(s0)
				# slot 13: scratch lhs_packed of task 1 (workspace)
	addi t1, a2, 0
	sd t1, 112(s0)
				# slot 14: scratch rhs_packed of task 1 (workspace)
	li t2, 163840
	add t1, a2, t2
	sd t1, 120(s0)
				# slot 15: scratch out_packed of task 1 (workspace)
	li t2, 131072
	add t1, a2, t2
	sd t1, 128(s0)
				# slot 16: scratch lhs_packed of task 2 (workspace)
	addi t1, a2, 0
	sd t1, 136(s0)
				# slot 17: scratch rhs_packed of task 2 (workspace)
	li t2, 163840
	add t1, a2, t2
	sd t1, 144(s0)
				# slot 18: scratch out_packed of task 2 (workspace)
	li t2, 4325376
	add t1, a2, t2
	sd t1, 152(s0)
				# slot 19: scratch lhs_packed of task 3 (workspace)
	addi t1, a2, 0
	sd t1, 160(s0)
				# slot 20: scratch rhs_packed of task 3 (workspace)
	li t2, 4194304
	add t1, a2, t2
	sd t1, 168(s0)
				# slot 21: scratch out_packed of task 3 (workspace)
	sd a1, 176(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_batch_matmul_32x16x64x2048_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_batch_matmul_4x16x64x2048_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_batch_matmul_4x16x64x2048_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_matmul_like_16x2048x2048_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 200(sp)
	ld s0, 192(sp)
	ld s1, 184(sp)
	addi sp, sp, 208
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
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 4358144, 6, 4
	.8byte 32768	# input 0
	.8byte 4194304	# input 1
	.8byte 524288	# input 2
	.8byte 524288	# input 3
	.8byte 32768	# input 4
	.8byte 4194304	# input 5
	.8byte 131072	# output 0
	.8byte 16384	# output 1
	.8byte 16384	# output 2
	.8byte 131072	# output 3
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

	.section .note.GNU-stack,"",@progbits
