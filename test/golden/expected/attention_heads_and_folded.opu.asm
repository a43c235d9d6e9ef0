# npucc --target=opu: inputs/attention_heads_and_folded.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: attention on the host: opu offloads only i8 x i8 -> i32 contractions (this is attention)
	.type main_dispatch_0_attention_2x3x30x24_f16xf16xf16xf16,@function
	.p2align 2
main_dispatch_0_attention_2x3x30x24_f16xf16xf16xf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# iree_linalg_ext.attention (op 7, line 33): HostKernel npucc_hk_0, 1208 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 16(s0)
	sd t0, 96(sp)
	ld t0, 64(s0)
	sd t0, 104(sp)
	ld t0, 56(s0)
	sd t0, 112(sp)
	ld t0, 72(s0)
	sd t0, 120(sp)
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
	.size main_dispatch_0_attention_2x3x30x24_f16xf16xf16xf16, .-main_dispatch_0_attention_2x3x30x24_f16xf16xf16xf16

	# task 1: attention on the host: opu offloads only i8 x i8 -> i32 contractions (this is attention)
	.type main_dispatch_1_attention_30x24_f32xf32xf32xf32,@function
	.p2align 2
main_dispatch_1_attention_30x24_f32xf32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# iree_linalg_ext.attention (op 8, line 38): HostKernel npucc_hk_1, 1280 bytes
	ld t0, 24(s0)
	sd t0, 80(sp)
	ld t0, 32(s0)
	sd t0, 88(sp)
	ld t0, 40(s0)
	sd t0, 96(sp)
	ld t0, 88(s0)
	sd t0, 104(sp)
	ld t0, 48(s0)
	sd t0, 112(sp)
	ld t0, 80(s0)
	sd t0, 120(sp)
	ld t0, 96(s0)
	sd t0, 128(sp)
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
	.size main_dispatch_1_attention_30x24_f32xf32xf32xf32, .-main_dispatch_1_attention_30x24_f32xf32xf32xf32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 0 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
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
				# slot 0: buffer 0 %q_heads (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 2 %k_heads (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 4 %v_heads (input)
	ld t1, 24(a0)
	sd t1, 24(s0)
				# slot 3: buffer 6 %q_folded (input)
	ld t1, 32(a0)
	sd t1, 32(s0)
				# slot 4: buffer 8 %k_folded (input)
	ld t1, 40(a0)
	sd t1, 40(s0)
				# slot 5: buffer 10 %v_folded (input)
	ld t1, 48(a0)
	sd t1, 48(s0)
				# slot 6: buffer 12 %mask_folded (input)
	lla t1, npucc_zeros
	sd t1, 56(s0)
				# slot 7: buffer 14 (zeros)
	lla t1, npucc_const_15
	sd t1, 64(s0)
				# slot 8: buffer 15 (rodata)
	ld t1, 0(a1)
	sd t1, 72(s0)
				# slot 9: buffer 16 %attn_heads (output)
	lla t1, npucc_zeros
	sd t1, 80(s0)
				# slot 10: buffer 17 (zeros)
	lla t1, npucc_const_18
	sd t1, 88(s0)
				# slot 11: buffer 18 (rodata)
	ld t1, 8(a1)
	sd t1, 96(s0)
				# slot 12: buffer 19 %attn_folded (output)
	sd a1, 104(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_attention_2x3x30x24_f16xf16xf16xf16
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_attention_30x24_f32xf32xf32xf32
	bnez a0, .Le0_fail
	li a0, 1
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
	.type npucc_const_15,@object
npucc_const_15:	# buffer 15
	.byte 0,52
	.size npucc_const_15, 2
	.balign 64
	.type npucc_const_18,@object
npucc_const_18:	# buffer 18
	.byte 0,0,128,62
	.size npucc_const_18, 4
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: iree_linalg_ext.attention
	.8byte 0x00000002314b484e, 0x00000003000004b8, 0x0000000400000000, 0x0000000100000001
	.byte 6,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,184,4
	.zero 58
	.8byte 0x0302010000000004, 0x0000000000000000, 0x0304010000000004, 0x0000000000000000
	.8byte 0x0504010000000004, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0502010000000004
	.zero 588
	.8byte 0x00000000000004b8, 0x0000000400000001, 0x0000000000000002, 0x0000000000000003
	.byte 30,0,0,0,0,0,0,0,16
	.zero 39
	.8byte 0x0000000400000001, 0x0000000000000002, 0x0000000000000003, 0x0000000000000032
	.byte 16
	.zero 39
	.8byte 0x0000000400000001, 0x0000000000000002, 0x0000000000000003, 0x0000000000000032
	.byte 24
	.zero 39
	.byte 1
	.zero 71
	.8byte 0x0000000400000001, 0x0000000000000002, 0x0000000000000003, 0x000000000000001e
	.byte 24
	.zero 39
	.8byte 0x0000000400000001, 0x0000000000000002, 0x0000000000000003, 0x000000000000001e
	.byte 24
	.zero 39
	.size npucc_hk_0, 1208
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 1: iree_linalg_ext.attention
	.8byte 0x00000002314b484e, 0x0000000300000500, 0x0000000500000002, 0x0000000100000001
	.byte 4,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,0,5
	.zero 58
	.8byte 0x0000010000000002, 0x0000000000000000, 0x0000010200000002, 0x0000000000000000
	.8byte 0x0000030200000002, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.byte 2,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,3
	.zero 575
	.8byte 0x0000000000000005, 0x1e00000002000000, 0x1000000000000000
	.zero 59
	.byte 2,0,0,0,50,0,0,0,0,0,0,0,16
	.zero 59
	.byte 2,0,0,0,50,0,0,0,0,0,0,0,24
	.zero 131
	.byte 2,0,0,0,30,0,0,0,0,0,0,0,50
	.zero 59
	.byte 2,0,0,0,30,0,0,0,0,0,0,0,24
	.zero 59
	.byte 2,0,0,0,30,0,0,0,0,0,0,0,24
	.zero 55
	.size npucc_hk_1, 1280
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 0, 7, 2
	.8byte 5760	# input 0
	.8byte 9600	# input 1
	.8byte 14400	# input 2
	.8byte 1920	# input 3
	.8byte 3200	# input 4
	.8byte 4800	# input 5
	.8byte 6000	# input 6
	.8byte 8640	# output 0
	.8byte 2880	# output 1
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
	.zero 8640
	.size npucc_zeros, 8640

	.section .note.GNU-stack,"",@progbits
