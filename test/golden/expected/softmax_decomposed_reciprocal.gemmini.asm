# npucc --target=gemmini: inputs/softmax_decomposed_reciprocal.mlir
# rv64gc, LP64D; Gemmini RoCC commands as .insn (custom-3). Link with the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/gemmini.md.
# built for Gemmini parameters defaults: DIM 16, scratchpad 4 x 4096 rows, accumulator 1024 rows
	.text

	# task 0: softmax on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is softmax)
	.type main_dispatch_0_softmax_5x33x29_bf16xbf16,@function
	.p2align 2
main_dispatch_0_softmax_5x33x29_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.softmax (op 9, line 23): HostKernel npucc_hk_0, 992 bytes
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
	.size main_dispatch_0_softmax_5x33x29_bf16xbf16, .-main_dispatch_0_softmax_5x33x29_bf16xbf16

	# task 1: softmax on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is softmax)
	.type main_dispatch_1_softmax_9x40_f32xf32,@function
	.p2align 2
main_dispatch_1_softmax_9x40_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.softmax (op 15, line 53): HostKernel npucc_hk_1, 992 bytes
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
	.size main_dispatch_1_softmax_9x40_f32xf32, .-main_dispatch_1_softmax_9x40_f32xf32

	# task 2: reduction on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is reduction)
	.type main_dispatch_2_reduction_6_f32xf32,@function
	.p2align 2
main_dispatch_2_reduction_6_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 17, line 79): HostKernel npucc_hk_2, 1152 bytes
	ld t0, 16(s0)
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
	.size main_dispatch_2_reduction_6_f32xf32, .-main_dispatch_2_reduction_6_f32xf32

	# task 3: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_3_elementwise_6x20_f32xf32xf32,@function
	.p2align 2
main_dispatch_3_elementwise_6x20_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 18, line 85): HostKernel npucc_hk_3, 1304 bytes
	ld t0, 16(s0)
	sd t0, 80(sp)
	ld t0, 64(s0)
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
	.size main_dispatch_3_elementwise_6x20_f32xf32xf32, .-main_dispatch_3_elementwise_6x20_f32xf32xf32

	# task 4: reduction on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is reduction)
	.type main_dispatch_4_reduction_6_f32xf32,@function
	.p2align 2
main_dispatch_4_reduction_6_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 20, line 92): HostKernel npucc_hk_4, 1152 bytes
	ld t0, 80(s0)
	sd t0, 80(sp)
	ld t0, 56(s0)
	sd t0, 88(sp)
	ld t0, 88(s0)
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
	.size main_dispatch_4_reduction_6_f32xf32, .-main_dispatch_4_reduction_6_f32xf32

	# task 5: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_5_elementwise_6x20_f32xf32xf32,@function
	.p2align 2
main_dispatch_5_elementwise_6x20_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 21, line 97): HostKernel npucc_hk_5, 1264 bytes
	ld t0, 80(s0)
	sd t0, 80(sp)
	ld t0, 88(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	ld t0, 96(s0)
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
	.size main_dispatch_5_elementwise_6x20_f32xf32xf32, .-main_dispatch_5_elementwise_6x20_f32xf32xf32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 576 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
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
				# slot 0: buffer 0 %attn_scores (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 2 %router_logits (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 4 %not_softmax (input)
	lla t1, npucc_zeros
	sd t1, 24(s0)
				# slot 3: buffer 10 (zeros)
	ld t1, 0(a1)
	sd t1, 32(s0)
				# slot 4: buffer 16 %probs_recip (output)
	lla t1, npucc_zeros
	sd t1, 40(s0)
				# slot 5: buffer 21 (zeros)
	ld t1, 8(a1)
	sd t1, 48(s0)
				# slot 6: buffer 26 %probs_inline_recip (output)
	lla t1, npucc_zeros
	sd t1, 56(s0)
				# slot 7: buffer 27 (zeros)
	addi t1, a2, 512
	sd t1, 64(s0)
				# slot 8: buffer 29 (workspace)
	lla t1, npucc_zeros
	sd t1, 72(s0)
				# slot 9: buffer 30 (zeros)
	addi t1, a2, 0
	sd t1, 80(s0)
				# slot 10: buffer 31 (workspace)
	addi t1, a2, 512
	sd t1, 88(s0)
				# slot 11: buffer 33 (workspace)
	ld t1, 16(a1)
	sd t1, 96(s0)
				# slot 12: buffer 34 %zero_init_max (output)
	sd a1, 104(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_softmax_5x33x29_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_softmax_9x40_f32xf32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_reduction_6_f32xf32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_elementwise_6x20_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li s1, 5
	mv a0, s0
	call	main_dispatch_4_reduction_6_f32xf32
	bnez a0, .Le0_fail
	li a0, 4
	mv a1, s0
	call	npucc_task_hook
	li s1, 6
	mv a0, s0
	call	main_dispatch_5_elementwise_6x20_f32xf32xf32
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
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: linalg.softmax
	.8byte 0x00000002314b484e, 0x00000002000003e0, 0x0000000100000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,224,3
	.zero 714
	.8byte 0x000003e000000002, 0x0000000200000000, 0x0000000500000003, 0x0000002100000000
	.byte 0,0,0,0,29
	.zero 47
	.byte 2,0,0,0,3,0,0,0,5,0,0,0,0,0,0,0,33,0,0,0,0,0,0,0,29
	.zero 47
	.byte 2,0,0,0,3,0,0,0,5,0,0,0,0,0,0,0,33,0,0,0,0,0,0,0,29
	.zero 47
	.size npucc_hk_0, 992
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 1: linalg.softmax
	.8byte 0x00000002314b484e, 0x00000002000003e0, 0x0000000100000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,224,3
	.zero 714
	.byte 1,0,0,0,224,3,0,0,0,0,0,0,0,0,0,0,2,0,0,0,9,0,0,0,0,0,0,0,40
	.zero 59
	.byte 2,0,0,0,9,0,0,0,0,0,0,0,40
	.zero 59
	.byte 2,0,0,0,9,0,0,0,0,0,0,0,40
	.zero 55
	.size npucc_hk_1, 992
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 2: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000480, 0x0000000100000001, 0x0000000100000001
	.byte 2,0,0,0,4,0,0,0,1,0,0,0,8,3,0,0,224,3,0,0,0,0,0,0,1
	.zero 43
	.byte 2,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,1
	.zero 643
	.byte 128,4,0,0,0,0,0,0,0,0,0,0,2,0,0,0,6,0,0,0,0,0,0,0,20
	.zero 59
	.byte 1,0,0,0,6
	.zero 67
	.byte 1,0,0,0,6
	.zero 75
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000900000000, 0x0000000000000000, 0xffffffff00000001, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_2, 1152
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 3: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,6,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000004, 0x0000010000000002, 0x0000000000000000, 0x0000000000000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 24,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,6,0,0,0,0,0,0,0,20
	.zero 59
	.byte 1,0,0,0,6
	.zero 67
	.byte 2,0,0,0,6,0,0,0,0,0,0,0,20
	.zero 59
	.byte 2,0,0,0,6,0,0,0,0,0,0,0,20
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000400000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000d00000000, 0x0000000300000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_3, 1304
	.balign 16
	.type npucc_hk_4,@object
npucc_hk_4:	# task 4: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000480, 0x0000000100000001, 0x0000000100000001
	.byte 2,0,0,0,4,0,0,0,1,0,0,0,8,3,0,0,224,3,0,0,0,0,0,0,1
	.zero 43
	.byte 2,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,1
	.zero 643
	.byte 128,4,0,0,0,0,0,0,0,0,0,0,2,0,0,0,6,0,0,0,0,0,0,0,20
	.zero 59
	.byte 1,0,0,0,6
	.zero 67
	.byte 1,0,0,0,6
	.zero 75
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000300000000, 0x0000000000000000, 0xffffffff00000001, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_4, 1152
	.balign 16
	.type npucc_hk_5,@object
npucc_hk_5:	# task 5: linalg.generic
	.8byte 0x00000002314b484e, 0x00000000000004f0, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,5,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000003, 0x0000010000000002, 0x0000000000000000, 0x0000000000000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 240,4,0,0,0,0,0,0,0,0,0,0,2,0,0,0,6,0,0,0,0,0,0,0,20
	.zero 59
	.byte 1,0,0,0,6
	.zero 67
	.byte 2,0,0,0,6,0,0,0,0,0,0,0,20
	.zero 59
	.byte 2,0,0,0,6,0,0,0,0,0,0,0,20
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000600000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_5, 1264
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 576, 3, 3
	.8byte 9570	# input 0
	.8byte 1440	# input 1
	.8byte 480	# input 2
	.8byte 9570	# output 0
	.8byte 1440	# output 1
	.8byte 480	# output 2
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
	.zero 9570
	.size npucc_zeros, 9570

	.section .note.GNU-stack,"",@progbits
