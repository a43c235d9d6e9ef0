# npucc --target=opu: inputs/attention_masks_async.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: attention on the host: opu offloads only i8 x i8 -> i32 contractions (this is attention)
	.type main_dispatch_0_attention_2x48x40_bf16xbf16xbf16xbf16,@function
	.p2align 2
main_dispatch_0_attention_2x48x40_bf16xbf16xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# iree_linalg_ext.attention (op 5, line 26): HostKernel npucc_hk_0, 1280 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 16(s0)
	sd t0, 96(sp)
	ld t0, 48(s0)
	sd t0, 104(sp)
	ld t0, 24(s0)
	sd t0, 112(sp)
	ld t0, 40(s0)
	sd t0, 120(sp)
	ld t0, 56(s0)
	sd t0, 128(sp)
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
	.size main_dispatch_0_attention_2x48x40_bf16xbf16xbf16xbf16, .-main_dispatch_0_attention_2x48x40_bf16xbf16xbf16xbf16

	# task 1: attention on the host: opu offloads only i8 x i8 -> i32 contractions (this is attention)
	.type main_dispatch_1_attention_2x48x40_bf16xbf16xbf16xbf16,@function
	.p2align 2
main_dispatch_1_attention_2x48x40_bf16xbf16xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# iree_linalg_ext.attention (op 6, line 30): HostKernel npucc_hk_1, 1280 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 16(s0)
	sd t0, 96(sp)
	ld t0, 48(s0)
	sd t0, 104(sp)
	ld t0, 32(s0)
	sd t0, 112(sp)
	ld t0, 40(s0)
	sd t0, 120(sp)
	ld t0, 64(s0)
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
	.size main_dispatch_1_attention_2x48x40_bf16xbf16xbf16xbf16, .-main_dispatch_1_attention_2x48x40_bf16xbf16xbf16xbf16

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 0 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_main
	.p2align 2
	.type npucc_main,@function
npucc_main:
	addi sp, sp, -112
	sd ra, 104(sp)
	sd s0, 96(sp)
	sd s1, 88(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %query (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 2 %key (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 4 %value (input)
	ld t1, 24(a0)
	sd t1, 24(s0)
				# slot 3: buffer 6 %keep_mask (input)
	ld t1, 32(a0)
	sd t1, 32(s0)
				# slot 4: buffer 8 %bias_mask (input)
	lla t1, npucc_zeros
	sd t1, 40(s0)
				# slot 5: buffer 10 (zeros)
	lla t1, npucc_const_11
	sd t1, 48(s0)
				# slot 6: buffer 11 (rodata)
	ld t1, 0(a1)
	sd t1, 56(s0)
				# slot 7: buffer 12 %out_i1_mask (output)
	ld t1, 8(a1)
	sd t1, 64(s0)
				# slot 8: buffer 13 %out_float_mask (output)
	sd a1, 72(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_attention_2x48x40_bf16xbf16xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_attention_2x48x40_bf16xbf16xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 104(sp)
	ld s0, 96(sp)
	ld s1, 88(sp)
	addi sp, sp, 112
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
	.byte 0,62
	.size npucc_const_11, 2
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: iree_linalg_ext.attention
	.8byte 0x00000002314b484e, 0x0000000300000500, 0x0000000500000002, 0x0000000100000001
	.byte 5,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,0,5
	.zero 58
	.8byte 0x0002010000000003, 0x0000000000000000, 0x0002030000000003, 0x0000000000000000
	.8byte 0x0004030000000003, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.byte 3,0,0,0,0,1,3,0,0,0,0,0,0,0,0,0,3,0,0,0,0,1,4
	.zero 574
	.8byte 0x0200000000000005, 0x0200000003000000, 0x3000000000000000, 0x4000000000000000
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,80,0,0,0,0,0,0,0,64
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,80,0,0,0,0,0,0,0,40
	.zero 47
	.byte 2
	.zero 71
	.byte 5,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,48,0,0,0,0,0,0,0,80
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,48,0,0,0,0,0,0,0,40
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,48,0,0,0,0,0,0,0,40
	.zero 47
	.size npucc_hk_0, 1280
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 1: iree_linalg_ext.attention
	.8byte 0x00000002314b484e, 0x0000000300000500, 0x0000000500000002, 0x0000000100000001
	.byte 5,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,0,5
	.zero 58
	.8byte 0x0002010000000003, 0x0000000000000000, 0x0002030000000003, 0x0000000000000000
	.8byte 0x0004030000000003, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.byte 2,0,0,0,1,3,0,0,0,0,0,0,0,0,0,0,3,0,0,0,0,1,4
	.zero 574
	.8byte 0x0200000000000005, 0x0200000003000000, 0x3000000000000000, 0x4000000000000000
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,80,0,0,0,0,0,0,0,64
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,80,0,0,0,0,0,0,0,40
	.zero 47
	.byte 2
	.zero 71
	.byte 2,0,0,0,2,0,0,0,48,0,0,0,0,0,0,0,80
	.zero 55
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,48,0,0,0,0,0,0,0,40
	.zero 47
	.byte 2,0,0,0,3,0,0,0,2,0,0,0,0,0,0,0,48,0,0,0,0,0,0,0,40
	.zero 47
	.size npucc_hk_1, 1280
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 0, 5, 2
	.8byte 12288	# input 0
	.8byte 20480	# input 1
	.8byte 12800	# input 2
	.8byte 7680	# input 3
	.8byte 7680	# input 4
	.8byte 7680	# output 0
	.8byte 7680	# output 1
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
	.zero 7680
	.size npucc_zeros, 7680

	.section .note.GNU-stack,"",@progbits
