# npucc --target=opu: inputs/int8_qdq_chain_90x150x72.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_0_elementwise_90x150_f32xi8,@function
	.p2align 2
main_dispatch_0_elementwise_90x150_f32xi8:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 1, line 27): HostKernel npucc_hk_0, 1432 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 16(s0)
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
	.size main_dispatch_0_elementwise_90x150_f32xi8, .-main_dispatch_0_elementwise_90x150_f32xi8

	# task 1: matmul on the OPU
	.type main_dispatch_1_matmul_like_90x72x150_i8xi8xi32,@function
	.p2align 2
main_dispatch_1_matmul_like_90x72x150_i8xi8xi32:
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
	li t0, 90
	sd t0, 0(sp)		# in_size0
	li t0, 150
	sd t0, 8(sp)		# in_size1
	li t0, 6
	sd t0, 16(sp)		# out_size0
	li t0, 150
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
	ld a0, 16(s0)
	mv a1, s1		# in_offset
	li a2, 150		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 96(s0)
	li a5, 0		# out_offset
	li a6, 2400		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 1280
	sd t0, 0(sp)		# out_stride0
	li t0, 6
	sd t0, 8(sp)		# M
	li t0, 5
	sd t0, 16(sp)		# N
	li t0, 150
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
	ld a0, 96(s0)
	li a1, 0		# lhs_offset
	li a2, 2400		# lhs_stride0
	lla a3, npucc_packed_rhs_1
	mv a4, s2		# rhs_offset
	li a5, 2400		# rhs_stride0
	ld a6, 104(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 6
	sd t0, 0(sp)		# in_size0
	li t0, 5
	sd t0, 8(sp)		# in_size1
	li t0, 16
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 90
	sd t0, 32(sp)		# out_size0
	li t0, 72
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 104(s0)
	li a1, 0		# in_offset
	li a2, 1280		# in_stride0
	li a3, 256		# in_stride1
	ld a4, 24(s0)
	mv a5, s4		# out_offset
	li a6, 72		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	# epilogue linalg.generic (op 4, line 50), fused after the unpack
	ld s1, 24(s0)
	ld s2, 40(s0)
	ld s3, 48(s0)
	li t0, 0x39a07f0f
	fmv.w.x ft0, t0	# 0.000306122442
	li s4, 90
.Ld1_e1_l0:
	li s5, 72
.Ld1_e1_l1:
	lw t2, 0(s1)
	flw ft1, 0(s2)
	fcvt.s.l ft2, t2, rne
	fmul.s ft3, ft2, ft0, rne
	fadd.s ft2, ft3, ft1, rne
	fmv.s ft11, ft2
	feq.s t0, ft2, ft2
	bnez t0, 1f
	lui t1, 0x7fc00
	fmv.w.x ft11, t1
1:
	fsw ft11, 0(s3)
	addi s1, s1, 4
	addi s2, s2, 4
	addi s3, s3, 4
	addi s5, s5, -1
	bnez s5, .Ld1_e1_l1
	addi s2, s2, -288
	addi s4, s4, -1
	bnez s4, .Ld1_e1_l0
	# epilogue linalg.generic (op 5, line 58), fused after the unpack
	ld s1, 48(s0)
	ld s2, 64(s0)
	li t0, 0x00000000
	fmv.w.x ft0, t0	# 0
	li t0, 0x41840000
	fmv.w.x ft1, t0	# 16.5
	li t0, 0xc3000000
	fmv.w.x ft2, t0	# -128
	li t0, 0x42fe0000
	fmv.w.x ft3, t0	# 127
	li s3, 90
.Ld1_e2_l0:
	li s4, 72
.Ld1_e2_l1:
	flw ft4, 0(s1)
	fmax.s ft5, ft4, ft0
	feq.s t0, ft4, ft4
	feq.s t1, ft0, ft0
	and t0, t0, t1
	bnez t0, 1f
	fadd.s ft5, ft4, ft0, rne
1:
	fmul.s ft4, ft5, ft1, rne
	lui t1, 0x4b000
	fmv.w.x ft10, t1
	fabs.s ft11, ft4
	flt.s t0, ft11, ft10
	fmv.s ft5, ft4
	beqz t0, 1f
	fcvt.w.s t1, ft4, rne
	fcvt.s.w ft5, t1, rne
	fsgnj.s ft5, ft5, ft4
1:
	fle.s t2, ft2, ft5
	xori t2, t2, 1
	fmv.s ft4, ft5
	beqz t2, 1f
	fmv.s ft4, ft2
1:
	fle.s t2, ft4, ft3
	xori t2, t2, 1
	fmv.s ft5, ft4
	beqz t2, 1f
	fmv.s ft5, ft3
1:
	fcvt.l.s t2, ft5, rtz
	feq.s t0, ft5, ft5
	bnez t0, 1f
	li t2, 0
1:
	li t0, 127
	ble t2, t0, 1f
	mv t2, t0
1:
	li t0, -128
	bge t2, t0, 1f
	mv t2, t0
1:
	sb t2, 0(s2)
	addi s1, s1, 4
	addi s2, s2, 1
	addi s4, s4, -1
	bnez s4, .Ld1_e2_l1
	addi s3, s3, -1
	bnez s3, .Ld1_e2_l0
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
	.size main_dispatch_1_matmul_like_90x72x150_i8xi8xi32, .-main_dispatch_1_matmul_like_90x72x150_i8xi8xi32

	# task 2: matmul on the OPU
	.type main_dispatch_2_matmul_like_90x56x72_i8xi8xi32,@function
	.p2align 2
main_dispatch_2_matmul_like_90x56x72_i8xi8xi32:
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
	li t0, 90
	sd t0, 0(sp)		# in_size0
	li t0, 72
	sd t0, 8(sp)		# in_size1
	li t0, 6
	sd t0, 16(sp)		# out_size0
	li t0, 72
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
	ld a0, 64(s0)
	mv a1, s1		# in_offset
	li a2, 72		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 112(s0)
	li a5, 0		# out_offset
	li a6, 1152		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 1024
	sd t0, 0(sp)		# out_stride0
	li t0, 6
	sd t0, 8(sp)		# M
	li t0, 4
	sd t0, 16(sp)		# N
	li t0, 72
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
	ld a0, 112(s0)
	li a1, 0		# lhs_offset
	li a2, 1152		# lhs_stride0
	lla a3, npucc_packed_rhs_2
	mv a4, s2		# rhs_offset
	li a5, 1152		# rhs_stride0
	ld a6, 120(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 6
	sd t0, 0(sp)		# in_size0
	li t0, 4
	sd t0, 8(sp)		# in_size1
	li t0, 16
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 90
	sd t0, 32(sp)		# out_size0
	li t0, 56
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 120(s0)
	li a1, 0		# in_offset
	li a2, 1024		# in_stride0
	li a3, 256		# in_stride1
	ld a4, 72(s0)
	mv a5, s4		# out_offset
	li a6, 56		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	# epilogue linalg.generic (op 8, line 84), fused after the unpack
	ld s1, 72(s0)
	ld s2, 88(s0)
	li t0, 0x3b1fffff
	fmv.w.x ft0, t0	# 0.00244140602
	li s3, 90
.Ld2_e1_l0:
	li s4, 56
.Ld2_e1_l1:
	lw t2, 0(s1)
	fcvt.s.l ft1, t2, rne
	fmul.s ft2, ft1, ft0, rne
	fmv.s ft11, ft2
	feq.s t0, ft2, ft2
	bnez t0, 1f
	lui t1, 0x7fc00
	fmv.w.x ft11, t1
1:
	fsw ft11, 0(s2)
	addi s1, s1, 4
	addi s2, s2, 4
	addi s4, s4, -1
	bnez s4, .Ld2_e1_l1
	addi s3, s3, -1
	bnez s3, .Ld2_e1_l0
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
	.size main_dispatch_2_matmul_like_90x56x72_i8xi8xi32, .-main_dispatch_2_matmul_like_90x56x72_i8xi8xi32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 116992 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_main
	.p2align 2
	.type npucc_main,@function
npucc_main:
	addi sp, sp, -160
	sd ra, 152(sp)
	sd s0, 144(sp)
	sd s1, 136(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %features (input)
	lla t1, npucc_zeros
	sd t1, 8(s0)
				# slot 1: buffer 4 (zeros)
	li t2, 96960
	add t1, a2, t2
	sd t1, 16(s0)
				# slot 2: buffer 5 (workspace)
	li t2, 30720
	add t1, a2, t2
	sd t1, 24(s0)
				# slot 3: buffer 9 (workspace)
	lla t1, npucc_zeros
	sd t1, 32(s0)
				# slot 4: buffer 10 (zeros)
	lla t1, npucc_const_11
	sd t1, 40(s0)
				# slot 5: buffer 11 (rodata)
	li t2, 56640
	add t1, a2, t2
	sd t1, 48(s0)
				# slot 6: buffer 12 (workspace)
	lla t1, npucc_zeros
	sd t1, 56(s0)
				# slot 7: buffer 13 (zeros)
	li t2, 110464
	add t1, a2, t2
	sd t1, 64(s0)
				# slot 8: buffer 14 (workspace)
	li t2, 24576
	add t1, a2, t2
	sd t1, 72(s0)
				# slot 9: buffer 17 (workspace)
	lla t1, npucc_zeros
	sd t1, 80(s0)
				# slot 10: buffer 18 (zeros)
	ld t1, 0(a1)
	sd t1, 88(s0)
				# slot 11: buffer 19 %logits (output)
	li t2, 82560
	add t1, a2, t2
	sd t1, 96(s0)
				# slot 12: scratch lhs_packed of task 1 (workspace)
	addi t1, a2, 0
	sd t1, 104(s0)
				# slot 13: scratch out_packed of task 1 (workspace)
	li t2, 44736
	add t1, a2, t2
	sd t1, 112(s0)
				# slot 14: scratch lhs_packed of task 2 (workspace)
	addi t1, a2, 0
	sd t1, 120(s0)
				# slot 15: scratch out_packed of task 2 (workspace)
	sd a1, 128(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_elementwise_90x150_f32xi8
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_matmul_like_90x72x150_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_matmul_like_90x56x72_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 152(sp)
	ld s0, 144(sp)
	ld s1, 136(sp)
	addi sp, sp, 160
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
	.type npucc_const_11,@object
npucc_const_11:	# buffer 11
	.8byte 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000
	.8byte 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000
	.8byte 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000
	.8byte 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000
	.8byte 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000
	.8byte 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000
	.8byte 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000
	.8byte 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000
	.8byte 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000, 0xbd800000bd800000
	.size npucc_const_11, 288
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000598, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,11,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 9,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 152,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,90,0,0,0,0,0,0,0,150
	.zero 55
	.byte 6,0,0,0,2,0,0,0,90,0,0,0,0,0,0,0,150
	.zero 55
	.byte 6,0,0,0,2,0,0,0,90,0,0,0,0,0,0,0,150
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000006, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0xc000000000000000, 0x000000054038cccc, 0x0000000000000000, 0xffffffff00000002
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000001b00000000, 0x0000000300000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.8byte 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x00000009c0600000, 0x0000000400000000, 0xffffffff00000005, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000a405fc000, 0x0000000600000000
	.8byte 0xffffffff00000007, 0x0000000000000000, 0x0000000000000000, 0x0000003400000000
	.8byte 0x0000000800000006, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_0, 1432
	.balign 64
	.type npucc_packed_rhs_1,@object
npucc_packed_rhs_1:	# task 1: %2 packed [N1=5][K1=150][N0=16][K0=1] x 1
	.fill 9608, 1, 0x05
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000, 0x0505050505050505
	.8byte 0x0000000000000000, 0x0505050505050505, 0x0000000000000000
	.size npucc_packed_rhs_1, 12000
	.balign 64
	.type npucc_packed_rhs_2,@object
npucc_packed_rhs_2:	# task 2: %3 packed [N1=4][K1=72][N0=16][K0=1] x 1
	.fill 3464, 1, 0xfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000, 0xfdfdfdfdfdfdfdfd
	.8byte 0x0000000000000000, 0xfdfdfdfdfdfdfdfd, 0x0000000000000000
	.size npucc_packed_rhs_2, 4608
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 116992, 1, 1
	.8byte 54000	# input 0
	.8byte 20160	# output 0
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
	.zero 25920
	.size npucc_zeros, 25920

	.section .note.GNU-stack,"",@progbits
