# npucc --target=gemmini: inputs/matmul_generic_casts_mixed.mlir
# rv64gc, LP64D; Gemmini RoCC commands as .insn (custom-3). Link with the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/gemmini.md.
# built for Gemmini parameters defaults: DIM 16, scratchpad 4 x 4096 rows, accumulator 1024 rows
	.text

	# task 0: matmul on the host: bf16 contraction: gemmini supports i8 x i8 -> i32
	.type main_dispatch_0_matmul_like_33x80x64_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_0_matmul_like_33x80x64_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 7, line 32): HostKernel npucc_hk_0, 1384 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 56(s0)
	sd t0, 96(sp)
	ld t0, 64(s0)
	sd t0, 104(sp)
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
	.size main_dispatch_0_matmul_like_33x80x64_bf16xbf16xf32, .-main_dispatch_0_matmul_like_33x80x64_bf16xbf16xf32

	# task 1: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_1_elementwise_33x80_f32xf32xbf16,@function
	.p2align 2
main_dispatch_1_elementwise_33x80_f32xf32xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 8, line 41): HostKernel npucc_hk_1, 1304 bytes
	ld t0, 64(s0)
	sd t0, 80(sp)
	ld t0, 80(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	ld t0, 88(s0)
	sd t0, 104(sp)
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
	.size main_dispatch_1_elementwise_33x80_f32xf32xbf16, .-main_dispatch_1_elementwise_33x80_f32xf32xbf16

	# task 2: matmul on Gemmini
	.type main_dispatch_2_matmul_like_17x40x48_i8xi8xi32,@function
	.p2align 2
main_dispatch_2_matmul_like_17x40x48_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	.insn r CUSTOM_3, 3, 7, x0, x0, x0	# FLUSH 0: drop Gemmini's TLB state
	# Gemmini WS, LOOP_WS: C[17 x 40] = A[17 x 48] . B, tiles 2x3x3 (DIM units), grid 1x1x1
	li t1, 0x1000000000000
	li t0, 0x3f80000000010004
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_EX: weight-stationary
	li t1, 0x3f800000000000a0
	li t0, 0x2
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_ST: int32 C (full width)
	li t1, 0x30
	li t0, 0x3f80000000100101
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 0: A
	li t1, 0x28
	li t0, 0x3f80000000100109
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 1: B
	# batch 0, outer tile (i0,j0,k0) = (0,0,0): 17x40x48 elements
	li t1, 0x300030002
	li t0, 0x8000f
	.insn r CUSTOM_3, 3, 9, x0, t0, t1	# LOOP_WS_CONFIG_BOUNDS: pads; K, J, I tiles
	ld t0, 16(s0)
	lla t1, npucc_gemmini_b_2
	.insn r CUSTOM_3, 3, 10, x0, t0, t1	# A, B
	ld t1, 104(s0)
	.insn r CUSTOM_3, 3, 11, x0, x0, t1	# no D; C
	li t1, 0x28
	li t0, 0x30
	.insn r CUSTOM_3, 3, 12, x0, t0, t1	# STRIDES_AB (elements)
	li t1, 0x28
	.insn r CUSTOM_3, 3, 13, x0, x0, t1	# STRIDES_DC (elements)
	li t0, 0x50002
	.insn r CUSTOM_3, 3, 8, x0, t0, x0	# LOOP_WS
	fence				# C is in memory before the CPU reads it
	li a0, 0
.Ld2_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld2_fail:
	li a0, 1
	j .Ld2_ret
	.size main_dispatch_2_matmul_like_17x40x48_i8xi8xi32, .-main_dispatch_2_matmul_like_17x40x48_i8xi8xi32

	# task 3: matmul on the host: f32 contraction: gemmini supports i8 x i8 -> i32
	.type main_dispatch_3_matmul_like_26x44x52_f32xf32xf32,@function
	.p2align 2
main_dispatch_3_matmul_like_26x44x52_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 12, line 59): HostKernel npucc_hk_2, 1304 bytes
	ld t0, 24(s0)
	sd t0, 80(sp)
	ld t0, 32(s0)
	sd t0, 88(sp)
	ld t0, 112(s0)
	sd t0, 96(sp)
	ld t0, 120(s0)
	sd t0, 104(sp)
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
	.size main_dispatch_3_matmul_like_26x44x52_f32xf32xf32, .-main_dispatch_3_matmul_like_26x44x52_f32xf32xf32

	# task 4: matmul on the host: bf16 contraction: gemmini supports i8 x i8 -> i32
	.type main_dispatch_4_matmul_like_33x80x64_bf16xbf16xbf16,@function
	.p2align 2
main_dispatch_4_matmul_like_33x80x64_bf16xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 14, line 67): HostKernel npucc_hk_3, 1464 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 128(s0)
	sd t0, 96(sp)
	ld t0, 136(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_3
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
	.size main_dispatch_4_matmul_like_33x80x64_bf16xbf16xbf16, .-main_dispatch_4_matmul_like_33x80x64_bf16xbf16xbf16

	# task 5: matmul on the host: unsigned i8 (extui) contraction: gemmini multiplies signed int8
	.type main_dispatch_5_matmul_like_17x40x48_i8xi8xi32,@function
	.p2align 2
main_dispatch_5_matmul_like_17x40x48_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 15, line 77): HostKernel npucc_hk_4, 1384 bytes
	ld t0, 40(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
	ld t0, 96(s0)
	sd t0, 96(sp)
	ld t0, 144(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_4
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
	.size main_dispatch_5_matmul_like_17x40x48_i8xi8xi32, .-main_dispatch_5_matmul_like_17x40x48_i8xi8xi32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 10560 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_main
	.p2align 2
	.type npucc_main,@function
npucc_main:
	addi sp, sp, -192
	sd ra, 184(sp)
	sd s0, 176(sp)
	sd s1, 168(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %x_bf16 (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 2 %w_bf16 (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 4 %x_i8 (input)
	ld t1, 24(a0)
	sd t1, 24(s0)
				# slot 3: buffer 6 %xt_f32 (input)
	ld t1, 32(a0)
	sd t1, 32(s0)
				# slot 4: buffer 8 %w_f32 (input)
	ld t1, 40(a0)
	sd t1, 40(s0)
				# slot 5: buffer 10 %x_u8 (input)
	lla t1, npucc_const_12
	sd t1, 48(s0)
				# slot 6: buffer 12 %__hoisted_tensor_40x48xi8 (rodata)
	lla t1, npucc_zeros
	sd t1, 56(s0)
				# slot 7: buffer 13 (zeros)
	addi t1, a2, 0
	sd t1, 64(s0)
				# slot 8: buffer 16 (workspace)
	lla t1, npucc_zeros
	sd t1, 72(s0)
				# slot 9: buffer 17 (zeros)
	lla t1, npucc_const_18
	sd t1, 80(s0)
				# slot 10: buffer 18 (rodata)
	ld t1, 0(a1)
	sd t1, 88(s0)
				# slot 11: buffer 19 %nn_bf16_bias (output)
	lla t1, npucc_zeros
	sd t1, 96(s0)
				# slot 12: buffer 20 (zeros)
	ld t1, 8(a1)
	sd t1, 104(s0)
				# slot 13: buffer 23 %nt_i8 (output)
	lla t1, npucc_zeros
	sd t1, 112(s0)
				# slot 14: buffer 24 (zeros)
	ld t1, 16(a1)
	sd t1, 120(s0)
				# slot 15: buffer 26 %tn_f32 (output)
	lla t1, npucc_zeros
	sd t1, 128(s0)
				# slot 16: buffer 27 (zeros)
	ld t1, 24(a1)
	sd t1, 136(s0)
				# slot 17: buffer 30 %nn_bf16_acc (output)
	ld t1, 32(a1)
	sd t1, 144(s0)
				# slot 18: buffer 31 %nt_u8s8 (output)
	sd a1, 152(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_matmul_like_33x80x64_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_elementwise_33x80_f32xf32xbf16
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_matmul_like_17x40x48_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_matmul_like_26x44x52_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li s1, 5
	mv a0, s0
	call	main_dispatch_4_matmul_like_33x80x64_bf16xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 4
	mv a1, s0
	call	npucc_task_hook
	li s1, 6
	mv a0, s0
	call	main_dispatch_5_matmul_like_17x40x48_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 5
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 184(sp)
	ld s0, 176(sp)
	ld s1, 168(sp)
	addi sp, sp, 192
	ret
.Le0_fail:
	mv a0, s1
	j .Le0_ret
	.size npucc_main, .-npucc_main

	.section .rodata
npucc_name_0:
	.asciz "main"
	.balign 64
	.type npucc_const_12,@object
npucc_const_12:	# buffer 12 %__hoisted_tensor_40x48xi8
	.fill 1920, 1, 0x07
	.size npucc_const_12, 1920
	.balign 64
	.type npucc_const_18,@object
npucc_const_18:	# buffer 18
	.8byte 0xbe8000003e000000, 0xbf0000003ec00000, 0xbf4000003f200000, 0xbf8000003f600000
	.8byte 0xbfa000003f900000, 0xbfc000003fb00000, 0xbfe000003fd00000, 0xc00000003ff00000
	.8byte 0xc010000040080000, 0xc020000040180000, 0xc030000040280000, 0xc040000040380000
	.8byte 0xc050000040480000, 0xc060000040580000, 0xc070000040680000, 0xc080000040780000
	.8byte 0xc088000040840000, 0xc0900000408c0000, 0xc098000040940000, 0xc0a00000409c0000
	.8byte 0xc0a8000040a40000, 0xc0b0000040ac0000, 0xc0b8000040b40000, 0xc0c0000040bc0000
	.8byte 0xc0c8000040c40000, 0xc0d0000040cc0000, 0xc0d8000040d40000, 0xc0e0000040dc0000
	.8byte 0xc0e8000040e40000, 0xc0f0000040ec0000, 0xc0f8000040f40000, 0xc100000040fc0000
	.8byte 0xc104000041020000, 0xc108000041060000, 0xc10c0000410a0000, 0xc1100000410e0000
	.8byte 0xc114000041120000, 0xc118000041160000, 0xc11c0000411a0000, 0xc1200000411e0000
	.size npucc_const_18, 320
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000006, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,2,0,0,0,2,0,0,0,33,0,0,0,0,0,0,0,64
	.zero 55
	.byte 2,0,0,0,2,0,0,0,64,0,0,0,0,0,0,0,80
	.zero 59
	.byte 2,0,0,0,33,0,0,0,0,0,0,0,80
	.zero 59
	.byte 2,0,0,0,33,0,0,0,0,0,0,0,80
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
	.size npucc_hk_0, 1384
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 1: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,6,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000004, 0x0000010000000002, 0x0000000000000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 24,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,33,0,0,0,0,0,0,0,80
	.zero 59
	.byte 1,0,0,0,80
	.zero 63
	.byte 2,0,0,0,2,0,0,0,33,0,0,0,0,0,0,0,80
	.zero 55
	.byte 2,0,0,0,2,0,0,0,33,0,0,0,0,0,0,0,80
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003100000000, 0x0000000300000002
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_1, 1304
	.balign 64
	.type npucc_gemmini_b_2,@object
npucc_gemmini_b_2:	# task 2: B transposed to K x N at compile time
	.fill 1920, 1, 0x07
	.size npucc_gemmini_b_2, 1920
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 3: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,6,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000004, 0x0000000200000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 24,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,52,0,0,0,0,0,0,0,26
	.zero 59
	.byte 2,0,0,0,52,0,0,0,0,0,0,0,44
	.zero 59
	.byte 2,0,0,0,26,0,0,0,0,0,0,0,44
	.zero 59
	.byte 2,0,0,0,26,0,0,0,0,0,0,0,44
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000200000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_2, 1304
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 4: linalg.generic
	.8byte 0x00000002314b484e, 0x00000000000005b8, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,10,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000008, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 184,5,0,0,0,0,0,0,2,0,0,0,2,0,0,0,33,0,0,0,0,0,0,0,64
	.zero 55
	.byte 2,0,0,0,2,0,0,0,64,0,0,0,0,0,0,0,80
	.zero 55
	.byte 2,0,0,0,2,0,0,0,33,0,0,0,0,0,0,0,80
	.zero 55
	.byte 2,0,0,0,2,0,0,0,33,0,0,0,0,0,0,0,80
	.zero 59
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000002, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003000000000, 0x0000000000000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000300000000, 0xffffffff00000004
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000500000000
	.8byte 0xffffffff00000006, 0x0000000000000000, 0x0000000000000000, 0x0000003100000000
	.8byte 0x0000000700000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_3, 1464
	.balign 16
	.type npucc_hk_4,@object
npucc_hk_4:	# task 5: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000006, 0x0000020000000002, 0x0000000000000000, 0x0000020100000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,6,0,0,0,2,0,0,0,17,0,0,0,0,0,0,0,48
	.zero 55
	.byte 6,0,0,0,2,0,0,0,40,0,0,0,0,0,0,0,48
	.zero 55
	.byte 8,0,0,0,2,0,0,0,17,0,0,0,0,0,0,0,40
	.zero 55
	.byte 8,0,0,0,2,0,0,0,17,0,0,0,0,0,0,0,40
	.zero 59
	.8byte 0x0000000000000006, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000006, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000008, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003700000000, 0x0000000000000008
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003600000000
	.8byte 0x0000000100000008, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000002000000000, 0x0000000300000008, 0xffffffff00000004, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000001e00000000, 0x0000000200000008, 0xffffffff00000005
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_4, 1384
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 10560, 6, 5
	.8byte 4224	# input 0
	.8byte 10240	# input 1
	.8byte 816	# input 2
	.8byte 5408	# input 3
	.8byte 9152	# input 4
	.8byte 816	# input 5
	.8byte 5280	# output 0
	.8byte 2720	# output 1
	.8byte 4576	# output 2
	.8byte 5280	# output 3
	.8byte 2720	# output 4
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
	.zero 10560
	.size npucc_zeros, 10560

	.section .note.GNU-stack,"",@progbits
