# npucc --target=gemmini: inputs/attention_5maps_roles_from_maps.mlir
# rv64gc, LP64D; Gemmini RoCC commands as .insn (custom-3). Link with the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/gemmini.md.
# built for Gemmini parameters defaults: DIM 16, scratchpad 4 x 4096 rows, accumulator 1024 rows
	.text

	# task 0: attention on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is attention)
	.type main_dispatch_0_attention_3x40x20_f32xf32xf32xf32,@function
	.p2align 2
main_dispatch_0_attention_3x40x20_f32xf32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# iree_linalg_ext.attention (op 6, line 27): HostKernel npucc_hk_0, 1208 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 16(s0)
	sd t0, 96(sp)
	ld t0, 56(s0)
	sd t0, 104(sp)
	ld t0, 48(s0)
	sd t0, 112(sp)
	ld t0, 64(s0)
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
	.size main_dispatch_0_attention_3x40x20_f32xf32xf32xf32, .-main_dispatch_0_attention_3x40x20_f32xf32xf32xf32

	# task 1: attention on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is attention)
	.type main_dispatch_1_attention_2x36x48_bf16xbf16xbf16xbf16,@function
	.p2align 2
main_dispatch_1_attention_2x36x48_bf16xbf16xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# iree_linalg_ext.attention (op 7, line 32): HostKernel npucc_hk_1, 1208 bytes
	ld t0, 24(s0)
	sd t0, 80(sp)
	ld t0, 32(s0)
	sd t0, 88(sp)
	ld t0, 40(s0)
	sd t0, 96(sp)
	ld t0, 80(s0)
	sd t0, 104(sp)
	ld t0, 72(s0)
	sd t0, 112(sp)
	ld t0, 88(s0)
	sd t0, 120(sp)
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
	.size main_dispatch_1_attention_2x36x48_bf16xbf16xbf16xbf16, .-main_dispatch_1_attention_2x36x48_bf16xbf16xbf16xbf16

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 0 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_main
	.p2align 2
	.type npucc_main,@function
npucc_main:
	addi sp, sp, -128
	sd ra, 120(sp)
	sd s0, 112(sp)
	sd s1, 104(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %q (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 2 %k (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 4 %v (input)
	ld t1, 24(a0)
	sd t1, 24(s0)
				# slot 3: buffer 6 %q_bf16 (input)
	ld t1, 32(a0)
	sd t1, 32(s0)
				# slot 4: buffer 8 %k_t_bf16 (input)
	ld t1, 40(a0)
	sd t1, 40(s0)
				# slot 5: buffer 10 %v_t_bf16 (input)
	lla t1, npucc_zeros
	sd t1, 48(s0)
				# slot 6: buffer 12 (zeros)
	lla t1, npucc_const_13
	sd t1, 56(s0)
				# slot 7: buffer 13 (rodata)
	ld t1, 0(a1)
	sd t1, 64(s0)
				# slot 8: buffer 14 %attn_f32 (output)
	lla t1, npucc_zeros
	sd t1, 72(s0)
				# slot 9: buffer 15 (zeros)
	lla t1, npucc_const_16
	sd t1, 80(s0)
				# slot 10: buffer 16 (rodata)
	ld t1, 8(a1)
	sd t1, 88(s0)
				# slot 11: buffer 17 %attn_kt_vt_bf16 (output)
	sd a1, 96(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_attention_3x40x20_f32xf32xf32xf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_attention_2x36x48_bf16xbf16xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 120(sp)
	ld s0, 112(sp)
	ld s1, 104(sp)
	addi sp, sp, 128
	ret
.Le0_fail:
	mv a0, s1
	j .Le0_ret
	.size npucc_main, .-npucc_main

	.section .rodata
npucc_name_0:
	.asciz "main"
	.balign 64
	.type npucc_const_13,@object
npucc_const_13:	# buffer 13
	.byte 226,5,81,62
	.size npucc_const_13, 4
	.balign 64
	.type npucc_const_16,@object
npucc_const_16:	# buffer 16
	.byte 53,62
	.size npucc_const_16, 2
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: iree_linalg_ext.attention
	.8byte 0x00000002314b484e, 0x00000003000004b8, 0x0000000400000000, 0x0000000100000001
	.byte 5,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,184,4
	.zero 58
	.8byte 0x0002010000000003, 0x0000000000000000, 0x0002030000000003, 0x0000000000000000
	.8byte 0x0004030000000003, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.byte 3,0,0,0,0,1,4
	.zero 589
	.8byte 0x00000000000004b8, 0x0000000300000000, 0x0000000000000003, 0x0000000000000028
	.byte 24
	.zero 51
	.byte 3,0,0,0,3,0,0,0,0,0,0,0,56,0,0,0,0,0,0,0,24
	.zero 51
	.byte 3,0,0,0,3,0,0,0,0,0,0,0,56,0,0,0,0,0,0,0,20
	.zero 123
	.byte 3,0,0,0,3,0,0,0,0,0,0,0,40,0,0,0,0,0,0,0,20
	.zero 51
	.byte 3,0,0,0,3,0,0,0,0,0,0,0,40,0,0,0,0,0,0,0,20
	.zero 47
	.size npucc_hk_0, 1208
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 1: iree_linalg_ext.attention
	.8byte 0x00000002314b484e, 0x00000003000004b8, 0x0000000400000000, 0x0000000100000001
	.byte 5,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,184,4
	.zero 58
	.8byte 0x0002010000000003, 0x0000000000000000, 0x0003020000000003, 0x0000000000000000
	.8byte 0x0003040000000003, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.byte 3,0,0,0,0,1,4
	.zero 589
	.8byte 0x00000000000004b8, 0x0000000300000002, 0x0000000000000002, 0x0000000000000024
	.byte 32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,32,0,0,0,0,0,0,0,70
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,48,0,0,0,0,0,0,0,70
	.zero 47
	.byte 2
	.zero 71
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,36,0,0,0,0,0,0,0,48
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,36,0,0,0,0,0,0,0,48
	.zero 47
	.size npucc_hk_1, 1208
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 0, 6, 2
	.8byte 11520	# input 0
	.8byte 16128	# input 1
	.8byte 13440	# input 2
	.8byte 4608	# input 3
	.8byte 8960	# input 4
	.8byte 13440	# input 5
	.8byte 9600	# output 0
	.8byte 6912	# output 1
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
	.zero 9600
	.size npucc_zeros, 9600

	.section .note.GNU-stack,"",@progbits
