# npucc --target=opu: inputs/attention_decomposed_chains.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: batch_matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_0_batch_matmul_6x70x90x32_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_0_batch_matmul_6x70x90x32_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.batch_matmul (op 8, line 32): HostKernel npucc_hk_0, 1384 bytes
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
	.size main_dispatch_0_batch_matmul_6x70x90x32_bf16xbf16xf32, .-main_dispatch_0_batch_matmul_6x70x90x32_bf16xbf16xf32

	# task 1: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_1_elementwise_6x70x90_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_1_elementwise_6x70x90_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 9, line 34): HostKernel npucc_hk_1, 1424 bytes
	ld t0, 64(s0)
	sd t0, 80(sp)
	ld t0, 24(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	ld t0, 80(s0)
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
	.size main_dispatch_1_elementwise_6x70x90_f32xbf16xbf16, .-main_dispatch_1_elementwise_6x70x90_f32xbf16xbf16

	# task 2: softmax on the host: opu offloads only i8 x i8 -> i32 contractions (this is softmax)
	.type main_dispatch_2_softmax_6x70x90_bf16xbf16,@function
	.p2align 2
main_dispatch_2_softmax_6x70x90_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.softmax (op 10, line 42): HostKernel npucc_hk_2, 992 bytes
	ld t0, 80(s0)
	sd t0, 80(sp)
	ld t0, 72(s0)
	sd t0, 88(sp)
	ld t0, 88(s0)
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
	.size main_dispatch_2_softmax_6x70x90_bf16xbf16, .-main_dispatch_2_softmax_6x70x90_bf16xbf16

	# task 3: batch_matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_3_batch_matmul_6x70x40x90_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_3_batch_matmul_6x70x40x90_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.batch_matmul (op 12, line 45): HostKernel npucc_hk_3, 1384 bytes
	ld t0, 88(s0)
	sd t0, 80(sp)
	ld t0, 16(s0)
	sd t0, 88(sp)
	ld t0, 96(s0)
	sd t0, 96(sp)
	ld t0, 104(s0)
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
	.size main_dispatch_3_batch_matmul_6x70x40x90_bf16xbf16xf32, .-main_dispatch_3_batch_matmul_6x70x40x90_bf16xbf16xf32

	# task 4: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_4_elementwise_70x6x40_f32xbf16,@function
	.p2align 2
main_dispatch_4_elementwise_70x6x40_f32xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 13, line 47): HostKernel npucc_hk_4, 1152 bytes
	ld t0, 104(s0)
	sd t0, 80(sp)
	ld t0, 112(s0)
	sd t0, 88(sp)
	ld t0, 120(s0)
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
	.size main_dispatch_4_elementwise_70x6x40_f32xbf16, .-main_dispatch_4_elementwise_70x6x40_f32xbf16

	# task 5: batch_matmul on the host: f32 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_5_batch_matmul_4x25x33x16_f32xf32xf32,@function
	.p2align 2
main_dispatch_5_batch_matmul_4x25x33x16_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.batch_matmul (op 16, line 55): HostKernel npucc_hk_5, 1304 bytes
	ld t0, 32(s0)
	sd t0, 80(sp)
	ld t0, 40(s0)
	sd t0, 88(sp)
	ld t0, 128(s0)
	sd t0, 96(sp)
	ld t0, 136(s0)
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
	.size main_dispatch_5_batch_matmul_4x25x33x16_f32xf32xf32, .-main_dispatch_5_batch_matmul_4x25x33x16_f32xf32xf32

	# task 6: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_6_elementwise_4x25x33_f32xf32,@function
	.p2align 2
main_dispatch_6_elementwise_4x25x33_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 17, line 56): HostKernel npucc_hk_6, 1192 bytes
	ld t0, 136(s0)
	sd t0, 80(sp)
	ld t0, 128(s0)
	sd t0, 88(sp)
	ld t0, 144(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_6
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld6_fail
	li a0, 0
.Ld6_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld6_fail:
	li a0, 1
	j .Ld6_ret
	.size main_dispatch_6_elementwise_4x25x33_f32xf32, .-main_dispatch_6_elementwise_4x25x33_f32xf32

	# task 7: softmax on the host: opu offloads only i8 x i8 -> i32 contractions (this is softmax)
	.type main_dispatch_7_softmax_4x25x33_f32xf32,@function
	.p2align 2
main_dispatch_7_softmax_4x25x33_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.softmax (op 23, line 63): HostKernel npucc_hk_7, 992 bytes
	ld t0, 144(s0)
	sd t0, 80(sp)
	ld t0, 128(s0)
	sd t0, 88(sp)
	ld t0, 152(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_7
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld7_fail
	li a0, 0
.Ld7_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld7_fail:
	li a0, 1
	j .Ld7_ret
	.size main_dispatch_7_softmax_4x25x33_f32xf32, .-main_dispatch_7_softmax_4x25x33_f32xf32

	# task 8: batch_matmul on the host: f32 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_8_batch_matmul_4x25x12x33_f32xf32xf32,@function
	.p2align 2
main_dispatch_8_batch_matmul_4x25x12x33_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.batch_matmul (op 25, line 87): HostKernel npucc_hk_8, 1304 bytes
	ld t0, 152(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
	ld t0, 160(s0)
	sd t0, 96(sp)
	ld t0, 168(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_8
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld8_fail
	li a0, 0
.Ld8_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld8_fail:
	li a0, 1
	j .Ld8_ret
	.size main_dispatch_8_batch_matmul_4x25x12x33_f32xf32xf32, .-main_dispatch_8_batch_matmul_4x25x12x33_f32xf32xf32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 226880 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_main
	.p2align 2
	.type npucc_main,@function
npucc_main:
	addi sp, sp, -208
	sd ra, 200(sp)
	sd s0, 192(sp)
	sd s1, 184(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %query (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 2 %key_t (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 4 %value (input)
	ld t1, 24(a0)
	sd t1, 24(s0)
				# slot 3: buffer 6 %attn_bias (input)
	ld t1, 32(a0)
	sd t1, 32(s0)
				# slot 4: buffer 8 %q2 (input)
	ld t1, 40(a0)
	sd t1, 40(s0)
				# slot 5: buffer 10 %k2 (input)
	ld t1, 48(a0)
	sd t1, 48(s0)
				# slot 6: buffer 12 %v2 (input)
	lla t1, npucc_zeros
	sd t1, 56(s0)
				# slot 7: buffer 14 (zeros)
	addi t1, a2, 0
	sd t1, 64(s0)
				# slot 8: buffer 17 (workspace)
	lla t1, npucc_zeros
	sd t1, 72(s0)
				# slot 9: buffer 18 (zeros)
	li t2, 151232
	add t1, a2, t2
	sd t1, 80(s0)
				# slot 10: buffer 19 (workspace)
	addi t1, a2, 0
	sd t1, 88(s0)
				# slot 11: buffer 20 (workspace)
	lla t1, npucc_zeros
	sd t1, 96(s0)
				# slot 12: buffer 21 (zeros)
	li t2, 75648
	add t1, a2, t2
	sd t1, 104(s0)
				# slot 13: buffer 23 (workspace)
	lla t1, npucc_zeros
	sd t1, 112(s0)
				# slot 14: buffer 24 (zeros)
	ld t1, 0(a1)
	sd t1, 120(s0)
				# slot 15: buffer 25 (output)
	lla t1, npucc_zeros
	sd t1, 128(s0)
				# slot 16: buffer 27 (zeros)
	addi t1, a2, 0
	sd t1, 136(s0)
				# slot 17: buffer 29 (workspace)
	li t2, 13248
	add t1, a2, t2
	sd t1, 144(s0)
				# slot 18: buffer 30 (workspace)
	addi t1, a2, 0
	sd t1, 152(s0)
				# slot 19: buffer 38 (workspace)
	lla t1, npucc_zeros
	sd t1, 160(s0)
				# slot 20: buffer 39 (zeros)
	ld t1, 8(a1)
	sd t1, 168(s0)
				# slot 21: buffer 41 %context_f32 (output)
	sd a1, 176(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_batch_matmul_6x70x90x32_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_elementwise_6x70x90_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_softmax_6x70x90_bf16xbf16
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_batch_matmul_6x70x40x90_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li s1, 5
	mv a0, s0
	call	main_dispatch_4_elementwise_70x6x40_f32xbf16
	bnez a0, .Le0_fail
	li a0, 4
	mv a1, s0
	call	npucc_task_hook
	li s1, 6
	mv a0, s0
	call	main_dispatch_5_batch_matmul_4x25x33x16_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 5
	mv a1, s0
	call	npucc_task_hook
	li s1, 7
	mv a0, s0
	call	main_dispatch_6_elementwise_4x25x33_f32xf32
	bnez a0, .Le0_fail
	li a0, 6
	mv a1, s0
	call	npucc_task_hook
	li s1, 8
	mv a0, s0
	call	main_dispatch_7_softmax_4x25x33_f32xf32
	bnez a0, .Le0_fail
	li a0, 7
	mv a1, s0
	call	npucc_task_hook
	li s1, 9
	mv a0, s0
	call	main_dispatch_8_batch_matmul_4x25x12x33_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 8
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 200(sp)
	ld s0, 192(sp)
	ld s1, 184(sp)
	addi sp, sp, 208
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
npucc_hk_0:	# task 0: linalg.batch_matmul
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.8byte 0x0000000800000004, 0x0000030800000001, 0x0000000000000428, 0x0000000000000000
	.byte 1
	.zero 35
	.8byte 0x0000000000000006, 0x0003010000000003, 0x0000000000000000, 0x0002030000000003
	.byte 0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 621
	.8byte 0x0000000000000568, 0x0000000300000002, 0x0000000000000006, 0x0000000000000046
	.byte 32
	.zero 47
	.byte 2,0,0,0,3,0,0,0,6,0,0,0,0,0,0,0,32,0,0,0,0,0,0,0,90
	.zero 51
	.byte 3,0,0,0,6,0,0,0,0,0,0,0,70,0,0,0,0,0,0,0,90
	.zero 51
	.byte 3,0,0,0,6,0,0,0,0,0,0,0,70,0,0,0,0,0,0,0,90
	.zero 51
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
	.8byte 0x00000002314b484e, 0x0000000000000590, 0x0000000200000000, 0x0000000100000001
	.byte 3,0,0,0,9,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000007, 0x0002010000000003, 0x0000000000000000, 0x0000020100000002
	.byte 0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 621
	.8byte 0x0000000000000590, 0x0000000300000000, 0x0000000000000006, 0x0000000000000046
	.byte 90
	.zero 47
	.byte 2,0,0,0,2,0,0,0,70,0,0,0,0,0,0,0,90
	.zero 55
	.byte 2,0,0,0,3,0,0,0,6,0,0,0,0,0,0,0,70,0,0,0,0,0,0,0,90
	.zero 47
	.byte 2,0,0,0,3,0,0,0,6,0,0,0,0,0,0,0,70,0,0,0,0,0,0,0,90
	.zero 59
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x8000000000000000, 0x000000053fc6a09e, 0x0000000000000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000300000000, 0x0000000400000000, 0xffffffff00000005, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003100000000, 0x0000000600000002, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_1, 1424
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 2: linalg.softmax
	.8byte 0x00000002314b484e, 0x00000002000003e0, 0x0000000100000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,224,3
	.zero 714
	.8byte 0x000003e000000002, 0x0000000200000000, 0x0000000600000003, 0x0000004600000000
	.byte 0,0,0,0,90
	.zero 47
	.byte 2,0,0,0,3,0,0,0,6,0,0,0,0,0,0,0,70,0,0,0,0,0,0,0,90
	.zero 47
	.byte 2,0,0,0,3,0,0,0,6,0,0,0,0,0,0,0,70,0,0,0,0,0,0,0,90
	.zero 47
	.size npucc_hk_2, 992
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 3: linalg.batch_matmul
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.8byte 0x0000000800000004, 0x0000030800000001, 0x0000000000000428, 0x0000000000000000
	.byte 1
	.zero 35
	.8byte 0x0000000000000006, 0x0003010000000003, 0x0000000000000000, 0x0002030000000003
	.byte 0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 621
	.8byte 0x0000000000000568, 0x0000000300000002, 0x0000000000000006, 0x0000000000000046
	.byte 90
	.zero 47
	.byte 2,0,0,0,3,0,0,0,6,0,0,0,0,0,0,0,90,0,0,0,0,0,0,0,40
	.zero 51
	.byte 3,0,0,0,6,0,0,0,0,0,0,0,70,0,0,0,0,0,0,0,40
	.zero 51
	.byte 3,0,0,0,6,0,0,0,0,0,0,0,70,0,0,0,0,0,0,0,40
	.zero 51
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
	.size npucc_hk_3, 1384
	.balign 16
	.type npucc_hk_4,@object
npucc_hk_4:	# task 4: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000480, 0x0000000100000000, 0x0000000100000001
	.byte 3,0,0,0,4,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 2,0,0,0,0,0,0,0,3,0,0,0,1,0,2,0,0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 637
	.8byte 0x0000000000000480, 0x0000000300000000, 0x0000000000000006, 0x0000000000000046
	.byte 40
	.zero 47
	.byte 2,0,0,0,3,0,0,0,70,0,0,0,0,0,0,0,6,0,0,0,0,0,0,0,40
	.zero 47
	.byte 2,0,0,0,3,0,0,0,70,0,0,0,0,0,0,0,6,0,0,0,0,0,0,0,40
	.zero 59
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003100000000, 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_4, 1152
	.balign 16
	.type npucc_hk_5,@object
npucc_hk_5:	# task 5: linalg.batch_matmul
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000001, 0x0000000100000001
	.8byte 0x0000000600000004, 0x0000030800000001, 0x0000000000000428, 0x0000000000000000
	.byte 1
	.zero 35
	.8byte 0x0000000000000004, 0x0003010000000003, 0x0000000000000000, 0x0003020000000003
	.byte 0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 621
	.8byte 0x0000000000000518, 0x0000000300000000, 0x0000000000000004, 0x0000000000000019
	.byte 16
	.zero 51
	.byte 3,0,0,0,4,0,0,0,0,0,0,0,33,0,0,0,0,0,0,0,16
	.zero 51
	.byte 3,0,0,0,4,0,0,0,0,0,0,0,25,0,0,0,0,0,0,0,33
	.zero 51
	.byte 3,0,0,0,4,0,0,0,0,0,0,0,25,0,0,0,0,0,0,0,33
	.zero 59
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000200000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_5, 1304
	.balign 16
	.type npucc_hk_6,@object
npucc_hk_6:	# task 6: linalg.generic
	.8byte 0x00000002314b484e, 0x00000000000004a8, 0x0000000100000000, 0x0000000100000001
	.byte 3,0,0,0,5,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 3,0,0,0,0,0,0,0,3,0,0,0,0,1,2,0,0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 637
	.8byte 0x00000000000004a8, 0x0000000300000000, 0x0000000000000004, 0x0000000000000019
	.byte 33
	.zero 51
	.byte 3,0,0,0,4,0,0,0,0,0,0,0,25,0,0,0,0,0,0,0,33
	.zero 51
	.byte 3,0,0,0,4,0,0,0,0,0,0,0,25,0,0,0,0,0,0,0,33
	.zero 59
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x000000053fd00000, 0x0000000000000000, 0xffffffff00000002
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_6, 1192
	.balign 16
	.type npucc_hk_7,@object
npucc_hk_7:	# task 7: linalg.softmax
	.8byte 0x00000002314b484e, 0x00000002000003e0, 0x0000000100000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,224,3
	.zero 714
	.8byte 0x000003e000000002, 0x0000000000000000, 0x0000000400000003, 0x0000001900000000
	.byte 0,0,0,0,33
	.zero 51
	.byte 3,0,0,0,4,0,0,0,0,0,0,0,25,0,0,0,0,0,0,0,33
	.zero 51
	.byte 3,0,0,0,4,0,0,0,0,0,0,0,25,0,0,0,0,0,0,0,33
	.zero 47
	.size npucc_hk_7, 992
	.balign 16
	.type npucc_hk_8,@object
npucc_hk_8:	# task 8: linalg.batch_matmul
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000001, 0x0000000100000001
	.8byte 0x0000000600000004, 0x0000030800000001, 0x0000000000000428, 0x0000000000000000
	.byte 1
	.zero 35
	.8byte 0x0000000000000004, 0x0003010000000003, 0x0000000000000000, 0x0002030000000003
	.byte 0,0,0,0,0,0,0,0,3,0,0,0,0,1,2
	.zero 621
	.8byte 0x0000000000000518, 0x0000000300000000, 0x0000000000000004, 0x0000000000000019
	.byte 33
	.zero 51
	.byte 3,0,0,0,4,0,0,0,0,0,0,0,33,0,0,0,0,0,0,0,12
	.zero 51
	.byte 3,0,0,0,4,0,0,0,0,0,0,0,25,0,0,0,0,0,0,0,12
	.zero 51
	.byte 3,0,0,0,4,0,0,0,0,0,0,0,25,0,0,0,0,0,0,0,12
	.zero 59
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000200000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_8, 1304
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 226880, 7, 2
	.8byte 26880	# input 0
	.8byte 34560	# input 1
	.8byte 43200	# input 2
	.8byte 12600	# input 3
	.8byte 6400	# input 4
	.8byte 8448	# input 5
	.8byte 6336	# input 6
	.8byte 33600	# output 0
	.8byte 4800	# output 1
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
	.zero 151200
	.size npucc_zeros, 151200

	.section .note.GNU-stack,"",@progbits
