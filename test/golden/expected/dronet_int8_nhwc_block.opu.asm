# npucc --target=opu: inputs/dronet_int8_nhwc_block.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_0_transpose_1x19x23x3x3x3_i8xi8,@function
	.p2align 2
main_dispatch_0_transpose_1x19x23x3x3x3_i8xi8:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# npucc.im2col (op 2, line 15): HostKernel npucc_hk_0, 1336 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 104(s0)
	sd t0, 88(sp)
	ld t0, 96(s0)
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
	.size main_dispatch_0_transpose_1x19x23x3x3x3_i8xi8, .-main_dispatch_0_transpose_1x19x23x3x3x3_i8xi8

	# task 1: matmul on the OPU
	.type main_dispatch_1_matmul_like_437x20x27_i8xi8xi32,@function
	.p2align 2
main_dispatch_1_matmul_like_437x20x27_i8xi8xi32:
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
	li t0, 437
	sd t0, 0(sp)		# in_size0
	li t0, 27
	sd t0, 8(sp)		# in_size1
	li t0, 28
	sd t0, 16(sp)		# out_size0
	li t0, 27
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
	ld a0, 96(s0)
	mv a1, s1		# in_offset
	li a2, 27		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 128(s0)
	li a5, 0		# out_offset
	li a6, 432		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# pack rhs: iree_uk_pack
	li t0, 27
	sd t0, 0(sp)		# in_size0
	li t0, 20
	sd t0, 8(sp)		# in_size1
	li t0, 2
	sd t0, 16(sp)		# out_size0
	li t0, 27
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
	li a2, 20		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 136(s0)
	li a5, 0		# out_offset
	li a6, 432		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 512
	sd t0, 0(sp)		# out_stride0
	li t0, 28
	sd t0, 8(sp)		# M
	li t0, 2
	sd t0, 16(sp)		# N
	li t0, 27
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
	li a2, 432		# lhs_stride0
	ld a3, 136(s0)
	li a4, 0		# rhs_offset
	li a5, 432		# rhs_stride0
	ld a6, 144(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 28
	sd t0, 0(sp)		# in_size0
	li t0, 2
	sd t0, 8(sp)		# in_size1
	li t0, 16
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 437
	sd t0, 32(sp)		# out_size0
	li t0, 20
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 144(s0)
	li a1, 0		# in_offset
	li a2, 512		# in_stride0
	li a3, 256		# in_stride1
	ld a4, 24(s0)
	mv a5, s4		# out_offset
	li a6, 20		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	# epilogue linalg.generic (op 4, line 18), fused after the unpack
	ld s1, 24(s0)
	ld s2, 40(s0)
	li t2, 7
	li t3, -128
	li t4, 127
	li s3, 1
.Ld1_e1_l0:
	li s4, 19
.Ld1_e1_l1:
	li s5, 23
.Ld1_e1_l2:
	li s6, 20
.Ld1_e1_l3:
	lw t5, 0(s1)
	slli t0, t2, 32
	srli t0, t0, 32
	li t1, 31
	bleu t0, t1, 1f
	mv t0, t1
1:
	sra t6, t5, t0
	mv t5, t6
	bge t6, t3, 1f
	mv t5, t3
1:
	mv t6, t5
	ble t5, t4, 1f
	mv t6, t4
1:
	mv t5, t6
	slli t5, t5, 56
	srai t5, t5, 56
	sb t5, 0(s2)
	addi s1, s1, 4
	addi s2, s2, 1
	addi s6, s6, -1
	bnez s6, .Ld1_e1_l3
	addi s5, s5, -1
	bnez s5, .Ld1_e1_l2
	addi s4, s4, -1
	bnez s4, .Ld1_e1_l1
	addi s3, s3, -1
	bnez s3, .Ld1_e1_l0
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
	.size main_dispatch_1_matmul_like_437x20x27_i8xi8xi32, .-main_dispatch_1_matmul_like_437x20x27_i8xi8xi32

	# task 2: pooling on the host: pooling: no target has a pooling kernel yet; the host runs it
	.type main_dispatch_2_generic_1x9x11x20_i8xi8xi8,@function
	.p2align 2
main_dispatch_2_generic_1x9x11x20_i8xi8xi8:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.fill (op 5, line 30): HostKernel npucc_hk_1, 992 bytes
	ld t0, 64(s0)
	sd t0, 80(sp)
	ld t0, 56(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_1
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld2_fail
	# linalg.pooling_nhwc_max (op 6, line 31): HostKernel npucc_hk_2, 1488 bytes
	ld t0, 40(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	ld t0, 80(s0)
	sd t0, 104(sp)
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
	.size main_dispatch_2_generic_1x9x11x20_i8xi8xi8, .-main_dispatch_2_generic_1x9x11x20_i8xi8xi8

	# task 3: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_3_transpose_1x9x11x1x1x20_i8xi8,@function
	.p2align 2
main_dispatch_3_transpose_1x9x11x1x1x20_i8xi8:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# npucc.im2col (op 8, line 35): HostKernel npucc_hk_3, 1336 bytes
	ld t0, 80(s0)
	sd t0, 80(sp)
	ld t0, 120(s0)
	sd t0, 88(sp)
	ld t0, 112(s0)
	sd t0, 96(sp)
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
	.size main_dispatch_3_transpose_1x9x11x1x1x20_i8xi8, .-main_dispatch_3_transpose_1x9x11x1x1x20_i8xi8

	# task 4: matmul on the OPU
	.type main_dispatch_4_matmul_like_99x24x20_i8xi8xi32,@function
	.p2align 2
main_dispatch_4_matmul_like_99x24x20_i8xi8xi32:
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
	li t0, 99
	sd t0, 0(sp)		# in_size0
	li t0, 20
	sd t0, 8(sp)		# in_size1
	li t0, 7
	sd t0, 16(sp)		# out_size0
	li t0, 20
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
	ld a0, 112(s0)
	mv a1, s1		# in_offset
	li a2, 20		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 152(s0)
	li a5, 0		# out_offset
	li a6, 320		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# pack rhs: iree_uk_pack
	li t0, 20
	sd t0, 0(sp)		# in_size0
	li t0, 24
	sd t0, 8(sp)		# in_size1
	li t0, 2
	sd t0, 16(sp)		# out_size0
	li t0, 20
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
	li a2, 24		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 160(s0)
	li a5, 0		# out_offset
	li a6, 320		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 512
	sd t0, 0(sp)		# out_stride0
	li t0, 7
	sd t0, 8(sp)		# M
	li t0, 2
	sd t0, 16(sp)		# N
	li t0, 20
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
	li a2, 320		# lhs_stride0
	ld a3, 160(s0)
	li a4, 0		# rhs_offset
	li a5, 320		# rhs_stride0
	ld a6, 168(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 7
	sd t0, 0(sp)		# in_size0
	li t0, 2
	sd t0, 8(sp)		# in_size1
	li t0, 16
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 99
	sd t0, 32(sp)		# out_size0
	li t0, 24
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 168(s0)
	li a1, 0		# in_offset
	li a2, 512		# in_stride0
	li a3, 256		# in_stride1
	ld a4, 88(s0)
	mv a5, s4		# out_offset
	li a6, 24		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	li a0, 0
.Ld4_ret:
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
.Ld4_fail:
	li a0, 1
	j .Ld4_ret
	.size main_dispatch_4_matmul_like_99x24x20_i8xi8xi32, .-main_dispatch_4_matmul_like_99x24x20_i8xi8xi32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 125952 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
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
	li t2, 57344
	add t1, a2, t2
	sd t1, 24(s0)
				# slot 3: buffer 7 (workspace)
	lla t1, npucc_zeros
	sd t1, 32(s0)
				# slot 4: buffer 8 (zeros)
	li t2, 116288
	add t1, a2, t2
	sd t1, 40(s0)
				# slot 5: buffer 9 (workspace)
	lla t1, npucc_zeros
	sd t1, 48(s0)
				# slot 6: buffer 10 (zeros)
	lla t1, npucc_zeros
	sd t1, 56(s0)
				# slot 7: buffer 11 (zeros)
	lla t1, npucc_const_12
	sd t1, 64(s0)
				# slot 8: buffer 12 (rodata)
	addi t1, a2, 0
	sd t1, 72(s0)
				# slot 9: buffer 13 (workspace)
	addi t1, a2, 1984
	sd t1, 80(s0)
				# slot 10: buffer 14 (workspace)
	ld t1, 0(a1)
	sd t1, 88(s0)
				# slot 11: buffer 17 %output0 (output)
	li t2, 104448
	add t1, a2, t2
	sd t1, 96(s0)
				# slot 12: buffer 18 (workspace)
	lla t1, npucc_zeros
	sd t1, 104(s0)
				# slot 13: buffer 19 (zeros)
	li t2, 16576
	add t1, a2, t2
	sd t1, 112(s0)
				# slot 14: buffer 22 (workspace)
	lla t1, npucc_zeros
	sd t1, 120(s0)
				# slot 15: buffer 23 (zeros)
	li t2, 92352
	add t1, a2, t2
	sd t1, 128(s0)
				# slot 16: scratch lhs_packed of task 1 (workspace)
	li t2, 125056
	add t1, a2, t2
	sd t1, 136(s0)
				# slot 17: scratch rhs_packed of task 1 (workspace)
	addi t1, a2, 0
	sd t1, 144(s0)
				# slot 18: scratch out_packed of task 1 (workspace)
	li t2, 14336
	add t1, a2, t2
	sd t1, 152(s0)
				# slot 19: scratch lhs_packed of task 4 (workspace)
	li t2, 18560
	add t1, a2, t2
	sd t1, 160(s0)
				# slot 20: scratch rhs_packed of task 4 (workspace)
	addi t1, a2, 0
	sd t1, 168(s0)
				# slot 21: scratch out_packed of task 4 (workspace)
	sd a1, 176(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_transpose_1x19x23x3x3x3_i8xi8
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_matmul_like_437x20x27_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_generic_1x9x11x20_i8xi8xi8
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_transpose_1x9x11x1x1x20_i8xi8
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li s1, 5
	mv a0, s0
	call	main_dispatch_4_matmul_like_99x24x20_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 4
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
	.balign 64
	.type npucc_const_12,@object
npucc_const_12:	# buffer 12
	.byte 128
	.size npucc_const_12, 1
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: npucc.im2col
	.8byte 0x00000002314b484e, 0x0000000000000538, 0x0000000100000008, 0x0000000100000001
	.byte 6,0,0,0,3,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 58
	.byte 4,0,0,0,0,254,254,5,0,0,0,0,0,0,0,0,6,0,0,0,0,1,2,3,4,5
	.zero 230
	.byte 2
	.zero 403
	.8byte 0x0000000000000458, 0x0000000400000006, 0x0000000000000001, 0x0000000000000025
	.byte 45,0,0,0,0,0,0,0,3
	.zero 39
	.8byte 0x0000000600000006, 0x0000000000000001, 0x0000000000000013, 0x0000000000000017
	.8byte 0x0000000000000003, 0x0000000000000003, 0x0000000000000003, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000600000006, 0x0000000000000001, 0x0000000000000013
	.8byte 0x0000000000000017, 0x0000000000000003, 0x0000000000000003, 0x0000000000000003
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000600000000, 0xffffffff00000000
	.8byte 0x00000000ffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000600000000
	.8byte 0xffffffff00000001, 0x00000000ffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000b0000003e, 0xffffffffffffffff, 0x00000000ffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000
	.byte 2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 75
	.8byte 0xffffffff00000002, 0x00000000ffffffff, 0x0000000000000000, 0x0000000200000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 63
	.size npucc_hk_0, 1336
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 2: linalg.fill
	.8byte 0x00000002314b484e, 0x00000001000003e0, 0x0000000100000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,224,3
	.zero 718
	.byte 224,3,0,0,0,0,0,0,6
	.zero 71
	.8byte 0x0000000400000006, 0x0000000000000001, 0x0000000000000009, 0x000000000000000b
	.byte 20
	.zero 39
	.8byte 0x0000000400000006, 0x0000000000000001, 0x0000000000000009, 0x000000000000000b
	.byte 20
	.zero 39
	.size npucc_hk_1, 992
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 2: linalg.pooling_nhwc_max
	.8byte 0x00000002314b484e, 0x00000000000005d0, 0x0000000200000000, 0x0000000100000001
	.8byte 0x0000000500000006, 0x0000030800000001, 0x0000000000000428, 0x0000000000000000
	.8byte 0x0000000100000000, 0x0000000000000001, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000300000000, 0x0000000400000000, 0x0000000003fefe00, 0x0000000200000000
	.byte 4,5,0,0,0,0,0,0,0,0,0,0,4,0,0,0,0,1,2,3
	.zero 216
	.byte 2
	.zero 403
	.8byte 0x00000000000004f0, 0x0000000400000006, 0x0000000000000001, 0x0000000000000013
	.byte 23,0,0,0,0,0,0,0,20
	.zero 39
	.byte 6,0,0,0,2,0,0,0,2,0,0,0,0,0,0,0,2
	.zero 55
	.8byte 0x0000000400000006, 0x0000000000000001, 0x0000000000000009, 0x000000000000000b
	.byte 20
	.zero 39
	.8byte 0x0000000400000006, 0x0000000000000001, 0x0000000000000009, 0x000000000000000b
	.byte 20
	.zero 43
	.8byte 0x0000000000000006, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000006, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000006, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000002500000000, 0x0000000200000006
	.8byte 0xffffffff00000000, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000001, 0x0000000000000000, 0x0000000200000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 67
	.8byte 0x0000000000000002, 0x0000000000000000, 0x0000000000000000, 0x0000000200000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 55
	.size npucc_hk_2, 1488
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 3: npucc.im2col
	.8byte 0x00000002314b484e, 0x0000000000000538, 0x0000000100000000, 0x0000000100000001
	.byte 6,0,0,0,3,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 58
	.byte 4,0,0,0,0,254,254,5,0,0,0,0,0,0,0,0,6,0,0,0,0,1,2,3,4,5
	.zero 230
	.byte 2
	.zero 403
	.8byte 0x0000000000000458, 0x0000000400000006, 0x0000000000000001, 0x0000000000000009
	.byte 11,0,0,0,0,0,0,0,20
	.zero 39
	.8byte 0x0000000600000006, 0x0000000000000001, 0x0000000000000009, 0x000000000000000b
	.8byte 0x0000000000000001, 0x0000000000000001, 0x0000000000000014, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000600000006, 0x0000000000000001, 0x0000000000000009
	.8byte 0x000000000000000b, 0x0000000000000001, 0x0000000000000001, 0x0000000000000014
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000600000000, 0xffffffff00000000
	.8byte 0x00000000ffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000600000000
	.8byte 0xffffffff00000001, 0x00000000ffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000b0000003e, 0xffffffffffffffff, 0x00000000ffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0x0000000000000000, 0x0000000000000000
	.byte 1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 75
	.8byte 0x0000000000000002, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 63
	.size npucc_hk_3, 1336
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 125952, 3, 1
	.8byte 4995	# input 0
	.8byte 540	# input 1
	.8byte 480	# input 2
	.8byte 9504	# output 0
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
	.zero 11799
	.size npucc_zeros, 11799

	.section .note.GNU-stack,"",@progbits
