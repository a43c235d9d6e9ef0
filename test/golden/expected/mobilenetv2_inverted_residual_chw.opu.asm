# npucc --target=opu: inputs/mobilenetv2_inverted_residual_chw.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_0_transpose_56x56x3x3x3_f32xf32,@function
	.p2align 2
main_dispatch_0_transpose_56x56x3x3x3_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# npucc.im2col (op 1, line 7): HostKernel npucc_hk_0, 1336 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 96(s0)
	sd t0, 88(sp)
	ld t0, 88(s0)
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
	.size main_dispatch_0_transpose_56x56x3x3x3_f32xf32, .-main_dispatch_0_transpose_56x56x3x3x3_f32xf32

	# task 1: matmul on the host: f32 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_1_matmul_like_3136x32x27_f32xf32xf32,@function
	.p2align 2
main_dispatch_1_matmul_like_3136x32x27_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 2, line 7): HostKernel npucc_hk_1, 1304 bytes
	ld t0, 88(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 32(s0)
	sd t0, 96(sp)
	ld t0, 40(s0)
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
	.size main_dispatch_1_matmul_like_3136x32x27_f32xf32xf32, .-main_dispatch_1_matmul_like_3136x32x27_f32xf32xf32

	# task 2: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_2_memcpy_32x58x58_f32xf32,@function
	.p2align 2
main_dispatch_2_memcpy_32x58x58_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# tensor.pad (op 3, line 14): HostKernel npucc_hk_2, 920 bytes
	ld t0, 40(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
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
	.size main_dispatch_2_memcpy_32x58x58_f32xf32, .-main_dispatch_2_memcpy_32x58x58_f32xf32

	# task 3: conv on the host: convolution with no batch-matmul after im2col (depthwise: no N dim; zero points; window not a stride/dilation): the host runs it
	.type main_dispatch_3_generic_32x56x56_f32xf32xf32,@function
	.p2align 2
main_dispatch_3_generic_32x56x56_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 5, line 20): HostKernel npucc_hk_3, 1528 bytes
	ld t0, 48(s0)
	sd t0, 80(sp)
	ld t0, 16(s0)
	sd t0, 88(sp)
	ld t0, 56(s0)
	sd t0, 96(sp)
	ld t0, 64(s0)
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
	.size main_dispatch_3_generic_32x56x56_f32xf32xf32, .-main_dispatch_3_generic_32x56x56_f32xf32xf32

	# task 4: matmul on the host: f32 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_4_matmul_like_3136x16x32_f32xf32xf32,@function
	.p2align 2
main_dispatch_4_matmul_like_3136x16x32_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 7, line 29): HostKernel npucc_hk_4, 1304 bytes
	ld t0, 64(s0)
	sd t0, 80(sp)
	ld t0, 24(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	ld t0, 80(s0)
	sd t0, 104(sp)
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
	.size main_dispatch_4_matmul_like_3136x16x32_f32xf32xf32, .-main_dispatch_4_matmul_like_3136x16x32_f32xf32xf32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 832000 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
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
				# slot 0: buffer 0 %arg0 (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 1 %arg1 (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 2 %arg2 (input)
	ld t1, 24(a0)
	sd t1, 24(s0)
				# slot 3: buffer 3 %arg3 (input)
	lla t1, npucc_zeros
	sd t1, 32(s0)
				# slot 4: buffer 4 (zeros)
	li t2, 430592
	add t1, a2, t2
	sd t1, 40(s0)
				# slot 5: buffer 7 (workspace)
	addi t1, a2, 0
	sd t1, 48(s0)
				# slot 6: buffer 8 (workspace)
	lla t1, npucc_zeros
	sd t1, 56(s0)
				# slot 7: buffer 9 (zeros)
	li t2, 430592
	add t1, a2, t2
	sd t1, 64(s0)
				# slot 8: buffer 11 (workspace)
	lla t1, npucc_zeros
	sd t1, 72(s0)
				# slot 9: buffer 12 (zeros)
	ld t1, 0(a1)
	sd t1, 80(s0)
				# slot 10: buffer 14 %output0 (output)
	addi t1, a2, 0
	sd t1, 88(s0)
				# slot 11: buffer 15 (workspace)
	lla t1, npucc_zeros
	sd t1, 96(s0)
				# slot 12: buffer 16 (zeros)
	sd a1, 104(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_transpose_56x56x3x3x3_f32xf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_matmul_like_3136x32x27_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_memcpy_32x58x58_f32xf32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_generic_32x56x56_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li s1, 5
	mv a0, s0
	call	main_dispatch_4_matmul_like_3136x16x32_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 4
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
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: npucc.im2col
	.8byte 0x00000002314b484e, 0x0000000000000538, 0x0000000100000000, 0x0000000100000001
	.byte 5,0,0,0,3,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 58
	.byte 3,0,0,0,2,254,254,0,0,0,0,0,0,0,0,0,5,0,0,0,0,1,2,3,4
	.zero 231
	.byte 2
	.zero 403
	.8byte 0x0000000000000458, 0x0000000300000000, 0x0000000000000003, 0x0000000000000071
	.byte 113
	.zero 51
	.8byte 0x0000003800000005, 0x0000003800000000, 0x0000000300000000, 0x0000000300000000
	.byte 0,0,0,0,3
	.zero 35
	.8byte 0x0000003800000005, 0x0000003800000000, 0x0000000300000000, 0x0000000300000000
	.byte 0,0,0,0,3
	.zero 43
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000000000001, 0x0000000200000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 75
	.8byte 0x0000000000000002, 0x0000000000000000, 0x0000000200000000, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 63
	.size npucc_hk_0, 1336
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 1: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000001, 0x0000000100000001
	.8byte 0x0000000600000006, 0x0000030800000001, 0x0000000000000428, 0x0000000000000000
	.8byte 0x0000000100000001, 0x0000000000000001, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000400000000, 0x0000000500000000, 0x0000000504030201, 0x0000000400000000
	.byte 0,3,4,5,0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 621
	.8byte 0x0000000000000518, 0x0000000500000000, 0x0000000000000038, 0x0000000000000038
	.byte 3,0,0,0,0,0,0,0,3,0,0,0,0,0,0,0,3
	.zero 35
	.byte 4,0,0,0,32,0,0,0,0,0,0,0,3,0,0,0,0,0,0,0,3,0,0,0,0,0,0,0,3
	.zero 43
	.byte 3,0,0,0,32,0,0,0,0,0,0,0,56,0,0,0,0,0,0,0,56
	.zero 51
	.byte 3,0,0,0,32,0,0,0,0,0,0,0,56,0,0,0,0,0,0,0,56
	.zero 59
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000200000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_1, 1304
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 2: tensor.pad
	.8byte 0x00000002314b484e, 0x0000000900000398, 0x0000000100000000, 0x0000000100000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,152,3
	.zero 518
	.byte 1,0,0,0,0,0,0,0,1
	.zero 55
	.byte 1,0,0,0,0,0,0,0,1
	.zero 127
	.8byte 0x0000000000000398, 0x0000000300000000, 0x0000000000000020, 0x0000000000000038
	.byte 56
	.zero 51
	.byte 3,0,0,0,32,0,0,0,0,0,0,0,58,0,0,0,0,0,0,0,58
	.zero 47
	.size npucc_hk_2, 920
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 3: linalg.generic
	.8byte 0x00000002314b484e, 0x00000000000005f8, 0x0000000200000001, 0x0000000100000001
	.8byte 0x0000000600000005, 0x0000030800000001, 0x0000000000000428, 0x0000000000000000
	.8byte 0x0000000100000001, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000400000000, 0x0000000300000000, 0x0000000000fefe00, 0x0000000300000000
	.byte 0,3,4,0,0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 217
	.byte 2
	.zero 403
	.8byte 0x0000000000000518, 0x0000000300000000, 0x0000000000000020, 0x000000000000003a
	.byte 58
	.zero 51
	.byte 3,0,0,0,32,0,0,0,0,0,0,0,3,0,0,0,0,0,0,0,3
	.zero 51
	.byte 3,0,0,0,32,0,0,0,0,0,0,0,56,0,0,0,0,0,0,0,56
	.zero 51
	.byte 3,0,0,0,32,0,0,0,0,0,0,0,56,0,0,0,0,0,0,0,56
	.zero 59
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000200000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000001, 0x0000000000000000, 0x0000000100000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 75
	.8byte 0x0000000000000002, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 63
	.size npucc_hk_3, 1528
	.balign 16
	.type npucc_hk_4,@object
npucc_hk_4:	# task 4: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000001, 0x0000000100000001
	.8byte 0x0000000600000004, 0x0000030800000001, 0x0000000000000428, 0x0000000000000000
	.byte 1
	.zero 35
	.8byte 0x0000000000000004, 0x0002010300000003, 0x0000000000000000, 0x0000030000000002
	.byte 0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 621
	.8byte 0x0000000000000518, 0x0000000300000000, 0x0000000000000020, 0x0000000000000038
	.byte 56
	.zero 51
	.byte 2,0,0,0,16,0,0,0,0,0,0,0,32
	.zero 59
	.byte 3,0,0,0,16,0,0,0,0,0,0,0,56,0,0,0,0,0,0,0,56
	.zero 51
	.byte 3,0,0,0,16,0,0,0,0,0,0,0,56,0,0,0,0,0,0,0,56
	.zero 59
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000200000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_4, 1304
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 832000, 4, 1
	.8byte 153228	# input 0
	.8byte 3456	# input 1
	.8byte 1152	# input 2
	.8byte 2048	# input 3
	.8byte 200704	# output 0
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
	.zero 401408
	.size npucc_zeros, 401408

	.section .note.GNU-stack,"",@progbits
