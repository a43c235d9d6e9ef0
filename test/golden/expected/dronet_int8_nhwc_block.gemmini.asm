# npucc --target=gemmini: inputs/dronet_int8_nhwc_block.mlir
# rv64gc, LP64D; Gemmini RoCC commands as .insn (custom-3). Link with the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/gemmini.md.
# built for Gemmini parameters defaults: DIM 16, scratchpad 4 x 4096 rows, accumulator 1024 rows
	.text

	# task 0: data_movement on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is data_movement)
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

	# task 1: matmul on Gemmini
	.type main_dispatch_1_matmul_like_437x20x27_i8xi8xi32,@function
	.p2align 2
main_dispatch_1_matmul_like_437x20x27_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	.insn r CUSTOM_3, 3, 7, x0, x0, x0	# FLUSH 0: drop Gemmini's TLB state
	# Gemmini WS, LOOP_WS: C[437 x 20] = A[437 x 27] . B, tiles 14x2x2 (DIM units), grid 2x1x1
	li t1, 0x1000000000000
	li t0, 0x3f80000000010004
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_EX: weight-stationary
	li t1, 0x3f80000000000050
	li t0, 0x2
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_ST: int32 C (full width)
	li t1, 0x1b
	li t0, 0x3f80000000100101
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 0: A
	li t1, 0x14
	li t0, 0x3f80000000100109
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 1: B
	# batch 0, outer tile (i0,j0,k0) = (0,0,0): 224x20x27 elements
	li t1, 0x20002000e
	li t0, 0x5000c0000
	.insn r CUSTOM_3, 3, 9, x0, t0, t1	# LOOP_WS_CONFIG_BOUNDS: pads; K, J, I tiles
	ld t0, 96(s0)
	ld t1, 8(s0)
	.insn r CUSTOM_3, 3, 10, x0, t0, t1	# A, B
	ld t1, 24(s0)
	.insn r CUSTOM_3, 3, 11, x0, x0, t1	# no D; C
	li t1, 0x14
	li t0, 0x1b
	.insn r CUSTOM_3, 3, 12, x0, t0, t1	# STRIDES_AB (elements)
	li t1, 0x14
	.insn r CUSTOM_3, 3, 13, x0, x0, t1	# STRIDES_DC (elements)
	li t0, 0x50002
	.insn r CUSTOM_3, 3, 8, x0, t0, x0	# LOOP_WS
	# batch 0, outer tile (i0,j0,k0) = (1,0,0): 213x20x27 elements
	li t1, 0x20002000e
	li t0, 0x5000c000b
	.insn r CUSTOM_3, 3, 9, x0, t0, t1	# LOOP_WS_CONFIG_BOUNDS: pads; K, J, I tiles
	ld t0, 96(s0)
	li t2, 6048
	add t0, t0, t2
	.insn r CUSTOM_3, 3, 10, x0, t0, x0	# A; B stays resident
	ld t1, 24(s0)
	li t2, 17920
	add t1, t1, t2
	.insn r CUSTOM_3, 3, 11, x0, x0, t1	# no D; C
	li t1, 0x14
	li t0, 0x1b
	.insn r CUSTOM_3, 3, 12, x0, t0, t1	# STRIDES_AB (elements)
	li t1, 0x14
	.insn r CUSTOM_3, 3, 13, x0, x0, t1	# STRIDES_DC (elements)
	li t0, 0x90002
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
	.size main_dispatch_1_matmul_like_437x20x27_i8xi8xi32, .-main_dispatch_1_matmul_like_437x20x27_i8xi8xi32

	# task 2: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_2_elementwise_1x19x23x20_i32xi8,@function
	.p2align 2
main_dispatch_2_elementwise_1x19x23x20_i32xi8:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 4, line 18): HostKernel npucc_hk_1, 1392 bytes
	ld t0, 24(s0)
	sd t0, 80(sp)
	ld t0, 32(s0)
	sd t0, 88(sp)
	ld t0, 40(s0)
	sd t0, 96(sp)
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
	.size main_dispatch_2_elementwise_1x19x23x20_i32xi8, .-main_dispatch_2_elementwise_1x19x23x20_i32xi8

	# task 3: pooling on the host: pooling: no target has a pooling kernel yet; the host runs it
	.type main_dispatch_3_generic_1x9x11x20_i8xi8xi8,@function
	.p2align 2
main_dispatch_3_generic_1x9x11x20_i8xi8xi8:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.fill (op 5, line 30): HostKernel npucc_hk_2, 992 bytes
	ld t0, 64(s0)
	sd t0, 80(sp)
	ld t0, 56(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_2
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld3_fail
	# linalg.pooling_nhwc_max (op 6, line 31): HostKernel npucc_hk_3, 1488 bytes
	ld t0, 40(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	ld t0, 80(s0)
	sd t0, 104(sp)
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
	.size main_dispatch_3_generic_1x9x11x20_i8xi8xi8, .-main_dispatch_3_generic_1x9x11x20_i8xi8xi8

	# task 4: data_movement on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_4_transpose_1x9x11x1x1x20_i8xi8,@function
	.p2align 2
main_dispatch_4_transpose_1x9x11x1x1x20_i8xi8:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# npucc.im2col (op 8, line 35): HostKernel npucc_hk_4, 1336 bytes
	ld t0, 80(s0)
	sd t0, 80(sp)
	ld t0, 120(s0)
	sd t0, 88(sp)
	ld t0, 112(s0)
	sd t0, 96(sp)
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
	.size main_dispatch_4_transpose_1x9x11x1x1x20_i8xi8, .-main_dispatch_4_transpose_1x9x11x1x1x20_i8xi8

	# task 5: matmul on Gemmini
	.type main_dispatch_5_matmul_like_99x24x20_i8xi8xi32,@function
	.p2align 2
main_dispatch_5_matmul_like_99x24x20_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# Gemmini WS, LOOP_WS: C[99 x 24] = A[99 x 20] . B, tiles 7x2x2 (DIM units), grid 1x1x1
	li t1, 0x1000000000000
	li t0, 0x3f80000000010004
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_EX: weight-stationary
	li t1, 0x3f80000000000060
	li t0, 0x2
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_ST: int32 C (full width)
	li t1, 0x14
	li t0, 0x3f80000000100101
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 0: A
	li t1, 0x18
	li t0, 0x3f80000000100109
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 1: B
	# batch 0, outer tile (i0,j0,k0) = (0,0,0): 99x24x20 elements
	li t1, 0x200020007
	li t0, 0xc0008000d
	.insn r CUSTOM_3, 3, 9, x0, t0, t1	# LOOP_WS_CONFIG_BOUNDS: pads; K, J, I tiles
	ld t0, 112(s0)
	ld t1, 16(s0)
	.insn r CUSTOM_3, 3, 10, x0, t0, t1	# A, B
	ld t1, 88(s0)
	.insn r CUSTOM_3, 3, 11, x0, x0, t1	# no D; C
	li t1, 0x18
	li t0, 0x14
	.insn r CUSTOM_3, 3, 12, x0, t0, t1	# STRIDES_AB (elements)
	li t1, 0x18
	.insn r CUSTOM_3, 3, 13, x0, x0, t1	# STRIDES_DC (elements)
	li t0, 0x50002
	.insn r CUSTOM_3, 3, 8, x0, t0, x0	# LOOP_WS
	fence				# C is in memory before the CPU reads it
	li a0, 0
.Ld5_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld5_fail:
	li a0, 1
	j .Ld5_ret
	.size main_dispatch_5_matmul_like_99x24x20_i8xi8xi32, .-main_dispatch_5_matmul_like_99x24x20_i8xi8xi32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 46848 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
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
				# slot 0: buffer 0 %arg0 (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 1 %arg1 (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 2 %arg2 (input)
	addi t1, a2, 0
	sd t1, 24(s0)
				# slot 3: buffer 7 (workspace)
	lla t1, npucc_zeros
	sd t1, 32(s0)
				# slot 4: buffer 8 (zeros)
	li t2, 35008
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
	li t2, 35008
	add t1, a2, t2
	sd t1, 96(s0)
				# slot 12: buffer 18 (workspace)
	lla t1, npucc_zeros
	sd t1, 104(s0)
				# slot 13: buffer 19 (zeros)
	addi t1, a2, 0
	sd t1, 112(s0)
				# slot 14: buffer 22 (workspace)
	lla t1, npucc_zeros
	sd t1, 120(s0)
				# slot 15: buffer 23 (zeros)
	sd a1, 128(s0)
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
	call	main_dispatch_2_elementwise_1x19x23x20_i32xi8
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_generic_1x9x11x20_i8xi8xi8
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li s1, 5
	mv a0, s0
	call	main_dispatch_4_transpose_1x9x11x1x1x20_i8xi8
	bnez a0, .Le0_fail
	li a0, 4
	mv a1, s0
	call	npucc_task_hook
	li s1, 6
	mv a0, s0
	call	main_dispatch_5_matmul_like_99x24x20_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 5
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
npucc_hk_1:	# task 2: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000570, 0x0000000100000000, 0x0000000100000001
	.byte 4,0,0,0,10,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.8byte 0x0000000000000008, 0x0302010000000004, 0x0000000000000000, 0x0302010000000004
	.zero 636
	.8byte 0x0000000000000570, 0x0000000400000008, 0x0000000000000001, 0x0000000000000013
	.byte 23,0,0,0,0,0,0,0,20
	.zero 39
	.8byte 0x0000000400000006, 0x0000000000000001, 0x0000000000000013, 0x0000000000000017
	.byte 20
	.zero 39
	.8byte 0x0000000400000006, 0x0000000000000001, 0x0000000000000013, 0x0000000000000017
	.byte 20
	.zero 43
	.8byte 0x0000000000000008, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000006, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffff00000008, 0xffffffffffffffff
	.8byte 0x0000000700000000, 0x0000000000000000, 0x0000002d00000000, 0x0000000000000008
	.8byte 0xffffffff00000002, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.8byte 0xffffffff00000008, 0xffffffffffffffff, 0xffffff8000000000, 0x00000000ffffffff
	.8byte 0x0000002500000000, 0x0000000300000008, 0xffffffff00000004, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffff00000008, 0xffffffffffffffff
	.8byte 0x0000007f00000000, 0x0000000000000000, 0x0000002600000000, 0x0000000500000008
	.8byte 0xffffffff00000006, 0x0000000000000000, 0x0000000000000000, 0x0000003800000000
	.8byte 0x0000000700000006, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_1, 1392
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 3: linalg.fill
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
	.size npucc_hk_2, 992
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 3: linalg.pooling_nhwc_max
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
	.size npucc_hk_3, 1488
	.balign 16
	.type npucc_hk_4,@object
npucc_hk_4:	# task 4: npucc.im2col
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
	.size npucc_hk_4, 1336
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 46848, 3, 1
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
