# npucc --target=opu: inputs/unsupported_ops_conv_pad_index.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_0_transpose_1x16x16x4x3x3_f32xf32,@function
	.p2align 2
main_dispatch_0_transpose_1x16x16x4x3x3_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# npucc.im2col (op 2, line 20): HostKernel npucc_hk_0, 1336 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 128(s0)
	sd t0, 88(sp)
	ld t0, 120(s0)
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
	.size main_dispatch_0_transpose_1x16x16x4x3x3_f32xf32, .-main_dispatch_0_transpose_1x16x16x4x3x3_f32xf32

	# task 1: matmul on the host: f32 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_1_matmul_like_256x8x36_f32xf32xf32,@function
	.p2align 2
main_dispatch_1_matmul_like_256x8x36_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.conv_2d_nchw_fchw (op 3, line 20): HostKernel npucc_hk_1, 1304 bytes
	ld t0, 120(s0)
	sd t0, 80(sp)
	ld t0, 24(s0)
	sd t0, 88(sp)
	ld t0, 16(s0)
	sd t0, 96(sp)
	ld t0, 32(s0)
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
	.size main_dispatch_1_matmul_like_256x8x36_f32xf32xf32, .-main_dispatch_1_matmul_like_256x8x36_f32xf32xf32

	# task 2: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_2_memcpy_1x8x18x18_f32xf32,@function
	.p2align 2
main_dispatch_2_memcpy_1x8x18x18_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# tensor.pad (op 4, line 21): HostKernel npucc_hk_2, 920 bytes
	ld t0, 32(s0)
	sd t0, 80(sp)
	ld t0, 40(s0)
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
	.size main_dispatch_2_memcpy_1x8x18x18_f32xf32, .-main_dispatch_2_memcpy_1x8x18x18_f32xf32

	# task 3: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_3_elementwise_8x324_f32xf32,@function
	.p2align 2
main_dispatch_3_elementwise_8x324_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 6, line 27): HostKernel npucc_hk_3, 1352 bytes
	ld t0, 40(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
	ld t0, 56(s0)
	sd t0, 96(sp)
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
	.size main_dispatch_3_elementwise_8x324_f32xf32, .-main_dispatch_3_elementwise_8x324_f32xf32

	# task 4: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_4_transpose_324x8_f32xf32,@function
	.p2align 2
main_dispatch_4_transpose_324x8_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 7, line 37): HostKernel npucc_hk_4, 1112 bytes
	ld t0, 56(s0)
	sd t0, 80(sp)
	ld t0, 64(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
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
	.size main_dispatch_4_transpose_324x8_f32xf32, .-main_dispatch_4_transpose_324x8_f32xf32

	# task 5: matmul on the host: f32 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_5_matmul_like_324x20x8_f32xf32xf32,@function
	.p2align 2
main_dispatch_5_matmul_like_324x20x8_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 9, line 43): HostKernel npucc_hk_5, 1304 bytes
	ld t0, 72(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 80(s0)
	sd t0, 96(sp)
	ld t0, 88(s0)
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
	.size main_dispatch_5_matmul_like_324x20x8_f32xf32xf32, .-main_dispatch_5_matmul_like_324x20x8_f32xf32xf32

	# task 6: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_6_elementwise_324x20_f32xf32xf32,@function
	.p2align 2
main_dispatch_6_elementwise_324x20_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 10, line 44): HostKernel npucc_hk_6, 1264 bytes
	ld t0, 88(s0)
	sd t0, 80(sp)
	ld t0, 96(s0)
	sd t0, 88(sp)
	ld t0, 80(s0)
	sd t0, 96(sp)
	ld t0, 104(s0)
	sd t0, 104(sp)
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
	.size main_dispatch_6_elementwise_324x20_f32xf32xf32, .-main_dispatch_6_elementwise_324x20_f32xf32xf32

	# task 7: data_movement on the host: opu offloads only i8 x i8 -> i32 contractions (this is data_movement)
	.type main_dispatch_7_memcpy_100x20_f32xf32,@function
	.p2align 2
main_dispatch_7_memcpy_100x20_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# tensor.extract_slice (op 11, line 49): HostKernel npucc_hk_7, 920 bytes
	ld t0, 104(s0)
	sd t0, 80(sp)
	ld t0, 112(s0)
	sd t0, 88(sp)
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
	.size main_dispatch_7_memcpy_100x20_f32xf32, .-main_dispatch_7_memcpy_100x20_f32xf32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 45056 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_main
	.p2align 2
	.type npucc_main,@function
npucc_main:
	addi sp, sp, -176
	sd ra, 168(sp)
	sd s0, 160(sp)
	sd s1, 152(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %image_nchw (input)
	lla t1, npucc_const_2
	sd t1, 8(s0)
				# slot 1: buffer 2 %__auto.proj.weight (rodata)
	lla t1, npucc_zeros
	sd t1, 16(s0)
				# slot 2: buffer 3 (zeros)
	lla t1, npucc_const_6
	sd t1, 24(s0)
				# slot 3: buffer 6 (rodata)
	li t2, 36864
	add t1, a2, t2
	sd t1, 32(s0)
				# slot 4: buffer 7 (workspace)
	addi t1, a2, 0
	sd t1, 40(s0)
				# slot 5: buffer 8 (workspace)
	lla t1, npucc_zeros
	sd t1, 48(s0)
				# slot 6: buffer 10 (zeros)
	li t2, 10368
	add t1, a2, t2
	sd t1, 56(s0)
				# slot 7: buffer 11 (workspace)
	lla t1, npucc_zeros
	sd t1, 64(s0)
				# slot 8: buffer 12 (zeros)
	li t2, 25920
	add t1, a2, t2
	sd t1, 72(s0)
				# slot 9: buffer 13 (workspace)
	lla t1, npucc_zeros
	sd t1, 80(s0)
				# slot 10: buffer 14 (zeros)
	addi t1, a2, 0
	sd t1, 88(s0)
				# slot 11: buffer 16 (workspace)
	lla t1, npucc_const_17
	sd t1, 96(s0)
				# slot 12: buffer 17 (rodata)
	ld t1, 0(a1)
	sd t1, 104(s0)
				# slot 13: buffer 18 %features (output)
	ld t1, 8(a1)
	sd t1, 112(s0)
				# slot 14: buffer 19 %strided_rows (output)
	addi t1, a2, 0
	sd t1, 120(s0)
				# slot 15: buffer 22 (workspace)
	lla t1, npucc_zeros
	sd t1, 128(s0)
				# slot 16: buffer 23 (zeros)
	sd a1, 136(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_transpose_1x16x16x4x3x3_f32xf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_matmul_like_256x8x36_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_memcpy_1x8x18x18_f32xf32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_elementwise_8x324_f32xf32
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li s1, 5
	mv a0, s0
	call	main_dispatch_4_transpose_324x8_f32xf32
	bnez a0, .Le0_fail
	li a0, 4
	mv a1, s0
	call	npucc_task_hook
	li s1, 6
	mv a0, s0
	call	main_dispatch_5_matmul_like_324x20x8_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 5
	mv a1, s0
	call	npucc_task_hook
	li s1, 7
	mv a0, s0
	call	main_dispatch_6_elementwise_324x20_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 6
	mv a1, s0
	call	npucc_task_hook
	li s1, 8
	mv a0, s0
	call	main_dispatch_7_memcpy_100x20_f32xf32
	bnez a0, .Le0_fail
	li a0, 7
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 168(sp)
	ld s0, 160(sp)
	ld s1, 152(sp)
	addi sp, sp, 176
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
	.type npucc_const_2,@object
npucc_const_2:	# buffer 2 %__auto.proj.weight
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.8byte 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000, 0x3e0000003e000000
	.size npucc_const_2, 640
	.balign 64
	.type npucc_const_6,@object
npucc_const_6:	# buffer 6
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.8byte 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd, 0xbd4ccccdbd4ccccd
	.size npucc_const_6, 1152
	.balign 64
	.type npucc_const_17,@object
npucc_const_17:	# buffer 17
	.8byte 0xbca3d70a3c23d70a, 0xbd23d70a3cf5c28f, 0xbd75c28f3d4ccccd, 0xbda3d70a3d8f5c29
	.8byte 0xbdcccccd3db851ec, 0xbdf5c28f3de147ae, 0xbe0f5c293e051eb8, 0xbe23d70a3e19999a
	.8byte 0xbe3851ec3e2e147b, 0xbe4ccccd3e428f5c
	.size npucc_const_17, 80
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: npucc.im2col
	.8byte 0x00000002314b484e, 0x0000000000000538, 0x0000000100000000, 0x0000000100000001
	.byte 6,0,0,0,3,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 58
	.byte 4,0,0,0,0,3,254,254,0,0,0,0,0,0,0,0,6,0,0,0,0,1,2,3,4,5
	.zero 230
	.byte 2
	.zero 403
	.8byte 0x0000000000000458, 0x0000000400000000, 0x0000000000000001, 0x0000000000000004
	.byte 18,0,0,0,0,0,0,0,18
	.zero 43
	.8byte 0x0000000100000006, 0x0000001000000000, 0x0000001000000000, 0x0000000400000000
	.8byte 0x0000000300000000, 0x0000000300000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000006, 0x0000001000000000, 0x0000001000000000
	.byte 0,0,0,0,4,0,0,0,0,0,0,0,3,0,0,0,0,0,0,0,3
	.zero 35
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000000000002, 0x0000000000000000
	.byte 0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 67
	.8byte 0x0000000000000003, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 55
	.size npucc_hk_0, 1336
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 1: linalg.conv_2d_nchw_fchw
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000001, 0x0000000100000001
	.8byte 0x0000000600000007, 0x0000030800000001, 0x0000000000000428, 0x0000000000000000
	.8byte 0x0000000100000000, 0x0000000100000001, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000400000000, 0x0000000600000000, 0x0000060504030200, 0x0000000400000000
	.byte 1,4,5,6,0,0,0,0,0,0,0,0,4,0,0,0,0,1,2,3
	.zero 620
	.8byte 0x0000000000000518, 0x0000000600000000, 0x0000000000000001, 0x0000000000000010
	.8byte 0x0000000000000010, 0x0000000000000004, 0x0000000000000003, 0x0000000000000003
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000400000000, 0x0000000000000008
	.byte 4,0,0,0,0,0,0,0,3,0,0,0,0,0,0,0,3
	.zero 43
	.byte 4,0,0,0,1,0,0,0,0,0,0,0,8,0,0,0,0,0,0,0,16,0,0,0,0,0,0,0,16
	.zero 43
	.byte 4,0,0,0,1,0,0,0,0,0,0,0,8,0,0,0,0,0,0,0,16,0,0,0,0,0,0,0,16
	.zero 51
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
	.zero 526
	.byte 1,0,0,0,0,0,0,0,1
	.zero 55
	.byte 1,0,0,0,0,0,0,0,1
	.zero 119
	.8byte 0x0000000000000398, 0x0000000400000000, 0x0000000000000001, 0x0000000000000008
	.byte 16,0,0,0,0,0,0,0,16
	.zero 43
	.byte 4,0,0,0,1,0,0,0,0,0,0,0,8,0,0,0,0,0,0,0,18,0,0,0,0,0,0,0,18
	.zero 39
	.size npucc_hk_2, 920
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 3: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000548, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,9,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 7,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 72,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,8,0,0,0,0,0,0,0,68,1
	.zero 58
	.byte 2,0,0,0,8,0,0,0,0,0,0,0,68,1
	.zero 58
	.byte 2,0,0,0,8,0,0,0,0,0,0,0,68,1
	.zero 66
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000200000000, 0x000000010000000a, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003900000000, 0x0000000200000009, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003200000000, 0x0000000300000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.8byte 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x000000053f600000, 0x0000000400000000, 0xffffffff00000005, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000000000000, 0xffffffff00000006
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_3, 1352
	.balign 16
	.type npucc_hk_4,@object
npucc_hk_4:	# task 4: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000458, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,3,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 58
	.byte 2,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 88,4,0,0,0,0,0,0,0,0,0,0,2,0,0,0,8,0,0,0,0,0,0,0,68,1
	.zero 58
	.byte 2,0,0,0,68,1,0,0,0,0,0,0,8
	.zero 59
	.byte 2,0,0,0,68,1,0,0,0,0,0,0,8
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_4, 1112
	.balign 16
	.type npucc_hk_5,@object
npucc_hk_5:	# task 5: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,6,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000004, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 24,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,68,1,0,0,0,0,0,0,8
	.zero 59
	.byte 2,0,0,0,8,0,0,0,0,0,0,0,20
	.zero 59
	.byte 2,0,0,0,68,1,0,0,0,0,0,0,20
	.zero 59
	.byte 2,0,0,0,68,1,0,0,0,0,0,0,20
	.zero 67
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
	.8byte 0x00000002314b484e, 0x00000000000004f0, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,5,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000003, 0x0000010000000002, 0x0000000000000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 240,4,0,0,0,0,0,0,0,0,0,0,2,0,0,0,68,1,0,0,0,0,0,0,20
	.zero 59
	.byte 1,0,0,0,20
	.zero 67
	.byte 2,0,0,0,68,1,0,0,0,0,0,0,20
	.zero 59
	.byte 2,0,0,0,68,1,0,0,0,0,0,0,20
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_6, 1264
	.balign 16
	.type npucc_hk_7,@object
npucc_hk_7:	# task 7: tensor.extract_slice
	.8byte 0x00000002314b484e, 0x0000000a00000398, 0x0000000100000000, 0x0000000100000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,152,3
	.zero 318
	.byte 2
	.zero 63
	.byte 100,0,0,0,0,0,0,0,20
	.zero 55
	.byte 3,0,0,0,0,0,0,0,1
	.zero 263
	.byte 152,3,0,0,0,0,0,0,0,0,0,0,2,0,0,0,68,1,0,0,0,0,0,0,20
	.zero 59
	.byte 2,0,0,0,100,0,0,0,0,0,0,0,20
	.zero 55
	.size npucc_hk_7, 920
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 45056, 1, 2
	.8byte 5184	# input 0
	.8byte 25920	# output 0
	.8byte 8000	# output 1
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
	.zero 36864
	.size npucc_zeros, 36864

	.section .note.GNU-stack,"",@progbits
