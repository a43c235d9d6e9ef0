# npucc --target=gemmini: inputs/int8_qdq_chain_90x150x72.mlir
# rv64gc, LP64D; Gemmini RoCC commands as .insn (custom-3). Link with the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/gemmini.md.
# built for Gemmini parameters defaults: DIM 16, scratchpad 4 x 4096 rows, accumulator 1024 rows
	.text

	# task 0: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
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
	ld t0, 16(s0)
	sd t0, 88(sp)
	ld t0, 24(s0)
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

	# task 1: matmul on Gemmini
	.type main_dispatch_1_matmul_like_90x72x150_i8xi8xi32,@function
	.p2align 2
main_dispatch_1_matmul_like_90x72x150_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	.insn r CUSTOM_3, 3, 7, x0, x0, x0	# FLUSH 0: drop Gemmini's TLB state
	# Gemmini WS, LOOP_WS: C[90 x 72] = A[90 x 150] . B, tiles 6x5x10 (DIM units), grid 1x1x1
	li t1, 0x1000000000000
	li t0, 0x3f80000000010004
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_EX: weight-stationary
	li t1, 0x3f80000000000120
	li t0, 0x2
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_ST: int32 C (full width)
	li t1, 0x96
	li t0, 0x3f80000000100101
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 0: A
	li t1, 0x48
	li t0, 0x3f80000000100109
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 1: B
	# batch 0, outer tile (i0,j0,k0) = (0,0,0): 90x72x150 elements
	li t1, 0xa00050006
	li t0, 0xa00080006
	.insn r CUSTOM_3, 3, 9, x0, t0, t1	# LOOP_WS_CONFIG_BOUNDS: pads; K, J, I tiles
	ld t0, 24(s0)
	ld t1, 8(s0)
	.insn r CUSTOM_3, 3, 10, x0, t0, t1	# A, B
	ld t1, 32(s0)
	.insn r CUSTOM_3, 3, 11, x0, x0, t1	# no D; C
	li t1, 0x48
	li t0, 0x96
	.insn r CUSTOM_3, 3, 12, x0, t0, t1	# STRIDES_AB (elements)
	li t1, 0x48
	.insn r CUSTOM_3, 3, 13, x0, x0, t1	# STRIDES_DC (elements)
	li t0, 0x50002
	.insn r CUSTOM_3, 3, 8, x0, t0, x0	# LOOP_WS
	fence				# C is in memory before the CPU reads it
	li a0, 0
.Ld1_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld1_fail:
	li a0, 1
	j .Ld1_ret
	.size main_dispatch_1_matmul_like_90x72x150_i8xi8xi32, .-main_dispatch_1_matmul_like_90x72x150_i8xi8xi32

	# task 2: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_2_elementwise_90x72_i32xf32xf32,@function
	.p2align 2
main_dispatch_2_elementwise_90x72_i32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 4, line 50): HostKernel npucc_hk_1, 1384 bytes
	ld t0, 32(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
	ld t0, 40(s0)
	sd t0, 96(sp)
	ld t0, 56(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_1
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
	.size main_dispatch_2_elementwise_90x72_i32xf32xf32, .-main_dispatch_2_elementwise_90x72_i32xf32xf32

	# task 3: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_3_elementwise_90x72_f32xi8,@function
	.p2align 2
main_dispatch_3_elementwise_90x72_f32xi8:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 5, line 58): HostKernel npucc_hk_2, 1592 bytes
	ld t0, 56(s0)
	sd t0, 80(sp)
	ld t0, 64(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_2
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
	.size main_dispatch_3_elementwise_90x72_f32xi8, .-main_dispatch_3_elementwise_90x72_f32xi8

	# task 4: matmul on Gemmini
	.type main_dispatch_4_matmul_like_90x56x72_i8xi8xi32,@function
	.p2align 2
main_dispatch_4_matmul_like_90x56x72_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# Gemmini WS, LOOP_WS: C[90 x 56] = A[90 x 72] . B, tiles 6x4x5 (DIM units), grid 1x1x1
	li t1, 0x1000000000000
	li t0, 0x3f80000000010004
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_EX: weight-stationary
	li t1, 0x3f800000000000e0
	li t0, 0x2
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_ST: int32 C (full width)
	li t1, 0x48
	li t0, 0x3f80000000100101
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 0: A
	li t1, 0x38
	li t0, 0x3f80000000100109
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 1: B
	# batch 0, outer tile (i0,j0,k0) = (0,0,0): 90x56x72 elements
	li t1, 0x500040006
	li t0, 0x800080006
	.insn r CUSTOM_3, 3, 9, x0, t0, t1	# LOOP_WS_CONFIG_BOUNDS: pads; K, J, I tiles
	ld t0, 72(s0)
	lla t1, npucc_gemmini_b_4
	.insn r CUSTOM_3, 3, 10, x0, t0, t1	# A, B
	ld t1, 80(s0)
	.insn r CUSTOM_3, 3, 11, x0, x0, t1	# no D; C
	li t1, 0x38
	li t0, 0x48
	.insn r CUSTOM_3, 3, 12, x0, t0, t1	# STRIDES_AB (elements)
	li t1, 0x38
	.insn r CUSTOM_3, 3, 13, x0, x0, t1	# STRIDES_DC (elements)
	li t0, 0x50002
	.insn r CUSTOM_3, 3, 8, x0, t0, x0	# LOOP_WS
	fence				# C is in memory before the CPU reads it
	li a0, 0
.Ld4_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld4_fail:
	li a0, 1
	j .Ld4_ret
	.size main_dispatch_4_matmul_like_90x56x72_i8xi8xi32, .-main_dispatch_4_matmul_like_90x56x72_i8xi8xi32

	# task 5: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_5_elementwise_90x56_i32xf32,@function
	.p2align 2
main_dispatch_5_elementwise_90x56_i32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 8, line 84): HostKernel npucc_hk_3, 1232 bytes
	ld t0, 80(s0)
	sd t0, 80(sp)
	ld t0, 88(s0)
	sd t0, 88(sp)
	ld t0, 96(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_3
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
	.size main_dispatch_5_elementwise_90x56_i32xf32, .-main_dispatch_5_elementwise_90x56_i32xf32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 58368 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_main
	.p2align 2
	.type npucc_main,@function
npucc_main:
	addi sp, sp, -144
	sd ra, 136(sp)
	sd s0, 128(sp)
	sd s1, 120(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %features (input)
	lla t1, npucc_const_2
	sd t1, 8(s0)
				# slot 1: buffer 2 %__hoisted_tensor_150x72xi8 (rodata)
	lla t1, npucc_zeros
	sd t1, 16(s0)
				# slot 2: buffer 4 (zeros)
	li t2, 25920
	add t1, a2, t2
	sd t1, 24(s0)
				# slot 3: buffer 5 (workspace)
	addi t1, a2, 0
	sd t1, 32(s0)
				# slot 4: buffer 9 (workspace)
	lla t1, npucc_zeros
	sd t1, 40(s0)
				# slot 5: buffer 10 (zeros)
	lla t1, npucc_const_11
	sd t1, 48(s0)
				# slot 6: buffer 11 (rodata)
	li t2, 25920
	add t1, a2, t2
	sd t1, 56(s0)
				# slot 7: buffer 12 (workspace)
	lla t1, npucc_zeros
	sd t1, 64(s0)
				# slot 8: buffer 13 (zeros)
	li t2, 51840
	add t1, a2, t2
	sd t1, 72(s0)
				# slot 9: buffer 14 (workspace)
	addi t1, a2, 0
	sd t1, 80(s0)
				# slot 10: buffer 17 (workspace)
	lla t1, npucc_zeros
	sd t1, 88(s0)
				# slot 11: buffer 18 (zeros)
	ld t1, 0(a1)
	sd t1, 96(s0)
				# slot 12: buffer 19 %logits (output)
	sd a1, 104(s0)
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
	call	main_dispatch_2_elementwise_90x72_i32xf32xf32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_elementwise_90x72_f32xi8
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li s1, 5
	mv a0, s0
	call	main_dispatch_4_matmul_like_90x56x72_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 4
	mv a1, s0
	call	npucc_task_hook
	li s1, 6
	mv a0, s0
	call	main_dispatch_5_elementwise_90x56_i32xf32
	bnez a0, .Le0_fail
	li a0, 5
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 136(sp)
	ld s0, 128(sp)
	ld s1, 120(sp)
	addi sp, sp, 144
	ret
.Le0_fail:
	mv a0, s1
	j .Le0_ret
	.size npucc_main, .-npucc_main

	.section .rodata
npucc_name_0:
	.asciz "main"
	.balign 64
	.type npucc_const_2,@object
npucc_const_2:	# buffer 2 %__hoisted_tensor_150x72xi8
	.fill 10800, 1, 0x05
	.size npucc_const_2, 10800
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
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 2: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000006, 0x0000010000000002, 0x0000000000000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,8,0,0,0,2,0,0,0,90,0,0,0,0,0,0,0,72
	.zero 59
	.byte 1,0,0,0,72
	.zero 67
	.byte 2,0,0,0,90,0,0,0,0,0,0,0,72
	.zero 59
	.byte 2,0,0,0,90,0,0,0,0,0,0,0,72
	.zero 59
	.8byte 0x0000000000000008, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003200000000, 0x0000000000000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.8byte 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000, 0xe000000000000000
	.8byte 0x000000053f340fe1, 0x0000000300000000, 0xffffffff00000004, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000500000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_1, 1384
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 3: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000638, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,15,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 13,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 56,6,0,0,0,0,0,0,0,0,0,0,2,0,0,0,90,0,0,0,0,0,0,0,72
	.zero 55
	.byte 6,0,0,0,2,0,0,0,90,0,0,0,0,0,0,0,72
	.zero 55
	.byte 6,0,0,0,2,0,0,0,90,0,0,0,0,0,0,0,72
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000006, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000900000000, 0x0000000000000000, 0xffffffff00000002
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000540308000
	.8byte 0x0000000300000000, 0xffffffff00000004, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000001b00000000, 0x0000000500000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003bc0600000, 0x0000000600000005
	.8byte 0xffffffff00000007, 0x000000000000000b, 0x0000000000000000, 0x0000003d00000000
	.8byte 0x0000000800000000, 0x0000000600000007, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003b405fc000, 0x0000000900000005, 0xffffffff0000000a
	.8byte 0x0000000000000009, 0x0000000000000000, 0x0000003d00000000, 0x0000000b00000000
	.8byte 0x000000090000000a, 0x0000000000000000, 0x0000000000000000, 0x0000003400000000
	.8byte 0x0000000c00000006, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_2, 1592
	.balign 64
	.type npucc_gemmini_b_4,@object
npucc_gemmini_b_4:	# task 4: B transposed to K x N at compile time
	.fill 4032, 1, 0xfd
	.size npucc_gemmini_b_4, 4032
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 5: linalg.generic
	.8byte 0x00000002314b484e, 0x00000000000004d0, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,6,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 4,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 208,4,0,0,0,0,0,0,8,0,0,0,2,0,0,0,90,0,0,0,0,0,0,0,56
	.zero 59
	.byte 2,0,0,0,90,0,0,0,0,0,0,0,56
	.zero 59
	.byte 2,0,0,0,90,0,0,0,0,0,0,0,56
	.zero 59
	.8byte 0x0000000000000008, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003200000000, 0x0000000000000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0xe000000000000000, 0x000000053f63ffff
	.8byte 0x0000000200000000, 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_3, 1232
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 58368, 1, 1
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
