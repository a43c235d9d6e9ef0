# npucc --target=gemmini: inputs/named_transpose_broadcast.mlir
# rv64gc, LP64D; Gemmini RoCC commands as .insn (custom-3). Link with the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/gemmini.md.
# built for Gemmini parameters defaults: DIM 16, scratchpad 4 x 4096 rows, accumulator 1024 rows
	.text

	# task 0: data_movement on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type transpose_broadcast_matmul_dispatch_0_transpose_10x24_f32xf32,@function
	.p2align 2
transpose_broadcast_matmul_dispatch_0_transpose_10x24_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.transpose (op 0, line 7): HostKernel npucc_hk_0, 1112 bytes
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
	.size transpose_broadcast_matmul_dispatch_0_transpose_10x24_f32xf32, .-transpose_broadcast_matmul_dispatch_0_transpose_10x24_f32xf32

	# task 1: data_movement on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type transpose_broadcast_matmul_dispatch_1_transpose_10x14_f32xf32,@function
	.p2align 2
transpose_broadcast_matmul_dispatch_1_transpose_10x14_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.broadcast (op 1, line 9): HostKernel npucc_hk_1, 1112 bytes
	ld t0, 8(s0)
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
	.size transpose_broadcast_matmul_dispatch_1_transpose_10x14_f32xf32, .-transpose_broadcast_matmul_dispatch_1_transpose_10x14_f32xf32

	# task 2: matmul on the host: f32 contraction: gemmini supports i8 x i8 -> i32
	.type transpose_broadcast_matmul_dispatch_2_matmul_like_10x14x24_f32xf32xf32,@function
	.p2align 2
transpose_broadcast_matmul_dispatch_2_matmul_like_10x14x24_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 2, line 10): HostKernel npucc_hk_2, 1304 bytes
	ld t0, 32(s0)
	sd t0, 80(sp)
	ld t0, 16(s0)
	sd t0, 88(sp)
	ld t0, 48(s0)
	sd t0, 96(sp)
	ld t0, 56(s0)
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
	.size transpose_broadcast_matmul_dispatch_2_matmul_like_10x14x24_f32xf32xf32, .-transpose_broadcast_matmul_dispatch_2_matmul_like_10x14x24_f32xf32xf32

	# entry @transpose_broadcast_matmul: int32_t npucc_transpose_broadcast_matmul(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 1536 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_transpose_broadcast_matmul
	.p2align 2
	.type npucc_transpose_broadcast_matmul,@function
npucc_transpose_broadcast_matmul:
	addi sp, sp, -96
	sd ra, 88(sp)
	sd s0, 80(sp)
	sd s1, 72(sp)
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
	lla t1, npucc_zeros
	sd t1, 24(s0)
				# slot 3: buffer 3 (zeros)
	addi t1, a2, 0
	sd t1, 32(s0)
				# slot 4: buffer 4 (workspace)
	lla t1, npucc_zeros
	sd t1, 40(s0)
				# slot 5: buffer 5 (zeros)
	addi t1, a2, 960
	sd t1, 48(s0)
				# slot 6: buffer 6 (workspace)
	ld t1, 0(a1)
	sd t1, 56(s0)
				# slot 7: buffer 7 %output0 (output)
	sd a1, 64(s0)
	li s1, 1
	mv a0, s0
	call	transpose_broadcast_matmul_dispatch_0_transpose_10x24_f32xf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	transpose_broadcast_matmul_dispatch_1_transpose_10x14_f32xf32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	transpose_broadcast_matmul_dispatch_2_matmul_like_10x14x24_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 88(sp)
	ld s0, 80(sp)
	ld s1, 72(sp)
	addi sp, sp, 96
	ret
.Le0_fail:
	mv a0, s1
	j .Le0_ret
	.size npucc_transpose_broadcast_matmul, .-npucc_transpose_broadcast_matmul

	.section .rodata
npucc_name_0:
	.asciz "transpose_broadcast_matmul"
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: linalg.transpose
	.8byte 0x00000002314b484e, 0x0000000000000458, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,3,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 58
	.byte 2,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 88,4,0,0,0,0,0,0,0,0,0,0,2,0,0,0,24,0,0,0,0,0,0,0,10
	.zero 59
	.byte 2,0,0,0,10,0,0,0,0,0,0,0,24
	.zero 59
	.byte 2,0,0,0,10,0,0,0,0,0,0,0,24
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_0, 1112
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 1: linalg.broadcast
	.8byte 0x00000002314b484e, 0x0000000000000458, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,3,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 58
	.byte 1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 88,4,0,0,0,0,0,0,0,0,0,0,1,0,0,0,14
	.zero 67
	.byte 2,0,0,0,10,0,0,0,0,0,0,0,14
	.zero 59
	.byte 2,0,0,0,10,0,0,0,0,0,0,0,14
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_1, 1112
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 2: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000000, 0x0000000100000001
	.byte 3,0,0,0,6,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000004, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 24,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,10,0,0,0,0,0,0,0,24
	.zero 59
	.byte 2,0,0,0,24,0,0,0,0,0,0,0,14
	.zero 59
	.byte 2,0,0,0,10,0,0,0,0,0,0,0,14
	.zero 59
	.byte 2,0,0,0,10,0,0,0,0,0,0,0,14
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
	.balign 8
	.globl npucc_transpose_broadcast_matmul_info
	.type npucc_transpose_broadcast_matmul_info,@object
npucc_transpose_broadcast_matmul_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 1536, 3, 1
	.8byte 960	# input 0
	.8byte 56	# input 1
	.8byte 1344	# input 2
	.8byte 560	# output 0
	.size npucc_transpose_broadcast_matmul_info, .-npucc_transpose_broadcast_matmul_info

	.section .data.rel.ro,"aw"
	.balign 8
	.weak npucc_program
	.type npucc_program,@object
npucc_program:	# #entries, then {function, name, info}
	.8byte 1
	.8byte npucc_transpose_broadcast_matmul, npucc_name_0, npucc_transpose_broadcast_matmul_info
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
	.zero 960
	.size npucc_zeros, 960

	.section .note.GNU-stack,"",@progbits
