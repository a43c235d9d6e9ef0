# npucc --target=opu: inputs/rmsnorm_elementwise_func.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type rmsnorm_dispatch_0_elementwise_12x200_f32xf32,@function
	.p2align 2
rmsnorm_dispatch_0_elementwise_12x200_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 0, line 11): HostKernel npucc_hk_0, 1152 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 16(s0)
	sd t0, 88(sp)
	ld t0, 24(s0)
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
	.size rmsnorm_dispatch_0_elementwise_12x200_f32xf32, .-rmsnorm_dispatch_0_elementwise_12x200_f32xf32

	# task 1: reduction on the host: opu offloads only i8 x i8 -> i32 contractions (this is reduction)
	.type rmsnorm_dispatch_1_reduction_12_f32xf32,@function
	.p2align 2
rmsnorm_dispatch_1_reduction_12_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 2, line 18): HostKernel npucc_hk_1, 1152 bytes
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
	.size rmsnorm_dispatch_1_reduction_12_f32xf32, .-rmsnorm_dispatch_1_reduction_12_f32xf32

	# task 2: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type rmsnorm_dispatch_2_elementwise_12_f32xf32,@function
	.p2align 2
rmsnorm_dispatch_2_elementwise_12_f32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 3, line 31): HostKernel npucc_hk_2, 1312 bytes
	ld t0, 40(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
	ld t0, 56(s0)
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
	.size rmsnorm_dispatch_2_elementwise_12_f32xf32, .-rmsnorm_dispatch_2_elementwise_12_f32xf32

	# task 3: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type rmsnorm_dispatch_3_elementwise_12x200_f32xf32xf32xf32,@function
	.p2align 2
rmsnorm_dispatch_3_elementwise_12x200_f32xf32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 4, line 39): HostKernel npucc_hk_3, 1416 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 56(s0)
	sd t0, 88(sp)
	ld t0, 8(s0)
	sd t0, 96(sp)
	ld t0, 64(s0)
	sd t0, 104(sp)
	ld t0, 72(s0)
	sd t0, 112(sp)
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
	.size rmsnorm_dispatch_3_elementwise_12x200_f32xf32xf32xf32, .-rmsnorm_dispatch_3_elementwise_12x200_f32xf32xf32xf32

	# entry @rmsnorm: int32_t npucc_rmsnorm(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 9664 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_rmsnorm
	.p2align 2
	.type npucc_rmsnorm,@function
npucc_rmsnorm:
	addi sp, sp, -112
	sd ra, 104(sp)
	sd s0, 96(sp)
	sd s1, 88(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %arg0 (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 1 %arg1 (input)
	lla t1, npucc_zeros
	sd t1, 16(s0)
				# slot 2: buffer 2 (zeros)
	addi t1, a2, 0
	sd t1, 24(s0)
				# slot 3: buffer 3 (workspace)
	lla t1, npucc_zeros
	sd t1, 32(s0)
				# slot 4: buffer 4 (zeros)
	li t2, 9600
	add t1, a2, t2
	sd t1, 40(s0)
				# slot 5: buffer 7 (workspace)
	lla t1, npucc_zeros
	sd t1, 48(s0)
				# slot 6: buffer 8 (zeros)
	addi t1, a2, 0
	sd t1, 56(s0)
				# slot 7: buffer 9 (workspace)
	lla t1, npucc_zeros
	sd t1, 64(s0)
				# slot 8: buffer 10 (zeros)
	ld t1, 0(a1)
	sd t1, 72(s0)
				# slot 9: buffer 11 %output0 (output)
	sd a1, 80(s0)
	li s1, 1
	mv a0, s0
	call	rmsnorm_dispatch_0_elementwise_12x200_f32xf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	rmsnorm_dispatch_1_reduction_12_f32xf32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	rmsnorm_dispatch_2_elementwise_12_f32xf32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	rmsnorm_dispatch_3_elementwise_12x200_f32xf32xf32xf32
	bnez a0, .Le0_fail
	li a0, 3
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
	.size npucc_rmsnorm, .-npucc_rmsnorm

	# task 4: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type gelu_bias_transpose_dispatch_4_elementwise_36x20_bf16xbf16xbf16,@function
	.p2align 2
gelu_bias_transpose_dispatch_4_elementwise_36x20_bf16xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 5, line 55): HostKernel npucc_hk_4, 1904 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 16(s0)
	sd t0, 96(sp)
	ld t0, 24(s0)
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
	.size gelu_bias_transpose_dispatch_4_elementwise_36x20_bf16xbf16xbf16, .-gelu_bias_transpose_dispatch_4_elementwise_36x20_bf16xbf16xbf16

	# task 5: reduction on the host: opu offloads only i8 x i8 -> i32 contractions (this is reduction)
	.type gelu_bias_transpose_dispatch_5_reduction_36_bf16xbf16,@function
	.p2align 2
gelu_bias_transpose_dispatch_5_reduction_36_bf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.fill (op 6, line 73): HostKernel npucc_hk_5, 992 bytes
	ld t0, 40(s0)
	sd t0, 80(sp)
	ld t0, 32(s0)
	sd t0, 88(sp)
	ld t0, 48(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_5
	addi a1, sp, 80
	lla a2, npucc_error
	li a3, 256
	call	host_kernel_run
	beqz a0, .Ld5_fail
	# linalg.generic (op 7, line 74): HostKernel npucc_hk_6, 1152 bytes
	ld t0, 24(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
	ld t0, 56(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_6
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
	.size gelu_bias_transpose_dispatch_5_reduction_36_bf16xbf16, .-gelu_bias_transpose_dispatch_5_reduction_36_bf16xbf16

	# entry @gelu_bias_transpose: int32_t npucc_gelu_bias_transpose(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 128 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_gelu_bias_transpose
	.p2align 2
	.type npucc_gelu_bias_transpose,@function
npucc_gelu_bias_transpose:
	addi sp, sp, -96
	sd ra, 88(sp)
	sd s0, 80(sp)
	sd s1, 72(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 12 %arg0 (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 13 %arg1 (input)
	lla t1, npucc_zeros
	sd t1, 16(s0)
				# slot 2: buffer 14 (zeros)
	ld t1, 0(a1)
	sd t1, 24(s0)
				# slot 3: buffer 15 %output0 (output)
	lla t1, npucc_zeros
	sd t1, 32(s0)
				# slot 4: buffer 16 (zeros)
	lla t1, npucc_const_17
	sd t1, 40(s0)
				# slot 5: buffer 17 (rodata)
	addi t1, a2, 0
	sd t1, 48(s0)
				# slot 6: buffer 18 (workspace)
	ld t1, 8(a1)
	sd t1, 56(s0)
				# slot 7: buffer 19 %output1 (output)
	sd a1, 64(s0)
	li s1, 5
	mv a0, s0
	call	gelu_bias_transpose_dispatch_4_elementwise_36x20_bf16xbf16xbf16
	bnez a0, .Le1_fail
	li a0, 4
	mv a1, s0
	call	npucc_task_hook
	li s1, 6
	mv a0, s0
	call	gelu_bias_transpose_dispatch_5_reduction_36_bf16xbf16
	bnez a0, .Le1_fail
	li a0, 5
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le1_ret:
	ld ra, 88(sp)
	ld s0, 80(sp)
	ld s1, 72(sp)
	addi sp, sp, 96
	ret
.Le1_fail:
	mv a0, s1
	j .Le1_ret
	.size npucc_gelu_bias_transpose, .-npucc_gelu_bias_transpose

	.section .rodata
	.balign 8
	.weak npucc_cpu_data
	.type npucc_cpu_data,@object
npucc_cpu_data:	# IREE cpu_data: word 0 = V (bit 0) | XOPU (bit 63)
	.8byte 0x8000000000000001
	.zero 56
	.size npucc_cpu_data, 64
npucc_name_0:
	.asciz "rmsnorm"
npucc_name_1:
	.asciz "gelu_bias_transpose"
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000480, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,4,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 2,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 128,4,0,0,0,0,0,0,0,0,0,0,2,0,0,0,12,0,0,0,0,0,0,0,200
	.zero 59
	.byte 2,0,0,0,12,0,0,0,0,0,0,0,200
	.zero 59
	.byte 2,0,0,0,12,0,0,0,0,0,0,0,200
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000500000000, 0x0000000000000000, 0xffffffff00000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_0, 1152
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 1: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000480, 0x0000000100000001, 0x0000000100000001
	.byte 2,0,0,0,4,0,0,0,1,0,0,0,8,3,0,0,224,3,0,0,0,0,0,0,1
	.zero 43
	.byte 2,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,1
	.zero 643
	.byte 128,4,0,0,0,0,0,0,0,0,0,0,2,0,0,0,12,0,0,0,0,0,0,0,200
	.zero 59
	.byte 1,0,0,0,12
	.zero 67
	.byte 1,0,0,0,12
	.zero 75
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000300000000, 0x0000000000000000, 0xffffffff00000001, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_1, 1152
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 2: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000520, 0x0000000100000000, 0x0000000100000001
	.byte 1,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 6,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1
	.zero 643
	.byte 32,5,0,0,0,0,0,0,0,0,0,0,1,0,0,0,12
	.zero 67
	.byte 1,0,0,0,12
	.zero 67
	.byte 1,0,0,0,12
	.zero 75
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000640690000, 0x0000000000000000, 0xffffffff00000002
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0xa000000000000000, 0x000000033eb0c6f7
	.8byte 0x0000000300000000, 0xffffffff00000004, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000001200000000, 0x0000000500000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_2, 1312
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 3: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000588, 0x0000000300000000, 0x0000000100000001
	.byte 2,0,0,0,7,0,0,0,1,0,0,0,8,3,0,0,112,4
	.zero 50
	.8byte 0x0000000000000005, 0x0000010000000002, 0x0000000000000000, 0x0000000000000001
	.byte 0,0,0,0,0,0,0,0,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 606
	.byte 136,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,12,0,0,0,0,0,0,0,200
	.zero 59
	.byte 1,0,0,0,12
	.zero 67
	.byte 1,0,0,0,200
	.zero 67
	.byte 2,0,0,0,12,0,0,0,0,0,0,0,200
	.zero 59
	.byte 2,0,0,0,12,0,0,0,0,0,0,0,200
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000500000000, 0x0000000000000000
	.8byte 0xffffffff00000001, 0x0000000000000000, 0x0000000000000000, 0x0000000500000000
	.8byte 0x0000000400000000, 0xffffffff00000002, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000
	.byte 0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_3, 1416
	.balign 8
	.globl npucc_rmsnorm_info
	.type npucc_rmsnorm_info,@object
npucc_rmsnorm_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 9664, 2, 1
	.8byte 9600	# input 0
	.8byte 800	# input 1
	.8byte 9600	# output 0
	.size npucc_rmsnorm_info, .-npucc_rmsnorm_info
	.balign 64
	.type npucc_const_17,@object
npucc_const_17:	# buffer 17
	.byte 127,255
	.size npucc_const_17, 2
	.balign 16
	.type npucc_hk_4,@object
npucc_hk_4:	# task 4: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000770, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,21,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000013, 0x0000000100000002, 0x0000000000000000, 0x0000000000000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 112,7,0,0,0,0,0,0,2,0,0,0,2,0,0,0,20,0,0,0,0,0,0,0,36
	.zero 55
	.byte 2,0,0,0,1,0,0,0,36
	.zero 63
	.byte 2,0,0,0,2,0,0,0,36,0,0,0,0,0,0,0,20
	.zero 55
	.byte 2,0,0,0,2,0,0,0,36,0,0,0,0,0,0,0,20
	.zero 59
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000002, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003000000000, 0x0000000000000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000300000000, 0x0000000300000000, 0xffffffff00000004, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000500000000, 0xffffffff00000005
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000500000000, 0x0000000600000000
	.8byte 0xffffffff00000005, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.8byte 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000, 0x6000000000000000
	.8byte 0x000000053fa6e4e2, 0x0000000700000000, 0xffffffff00000008, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000500000000, 0xffffffff00000009
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x2000000000000000, 0x000000053fe98846
	.8byte 0x0000000a00000000, 0xffffffff0000000b, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000001300000000, 0x0000000c00000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x000000033ff00000, 0x0000000d00000000
	.8byte 0xffffffff0000000e, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.8byte 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x000000053fe00000, 0x0000000500000000, 0xffffffff00000010, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000001100000000, 0xffffffff0000000f
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003100000000, 0x0000001200000002
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_4, 1904
	.balign 16
	.type npucc_hk_5,@object
npucc_hk_5:	# task 5: linalg.fill
	.8byte 0x00000002314b484e, 0x00000001000003e0, 0x0000000100000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,8,3,0,0,224,3
	.zero 718
	.byte 224,3,0,0,0,0,0,0,2
	.zero 71
	.byte 2,0,0,0,1,0,0,0,36
	.zero 63
	.byte 2,0,0,0,1,0,0,0,36
	.zero 63
	.size npucc_hk_5, 992
	.balign 16
	.type npucc_hk_6,@object
npucc_hk_6:	# task 5: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000480, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,4,0,0,0,1,0,0,0,8,3,0,0,224,3,0,0,0,0,0,0,1
	.zero 43
	.byte 2,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,1
	.zero 643
	.byte 128,4,0,0,0,0,0,0,2,0,0,0,2,0,0,0,36,0,0,0,0,0,0,0,20
	.zero 55
	.byte 2,0,0,0,1,0,0,0,36
	.zero 63
	.byte 2,0,0,0,1,0,0,0,36
	.zero 67
	.8byte 0x0000000000000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000900000000, 0x0000000000000002, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_6, 1152
	.balign 8
	.globl npucc_gelu_bias_transpose_info
	.type npucc_gelu_bias_transpose_info,@object
npucc_gelu_bias_transpose_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 128, 2, 2
	.8byte 1440	# input 0
	.8byte 72	# input 1
	.8byte 1440	# output 0
	.8byte 72	# output 1
	.size npucc_gelu_bias_transpose_info, .-npucc_gelu_bias_transpose_info

	.section .data.rel.ro,"aw"
	.balign 8
	.weak npucc_program
	.type npucc_program,@object
npucc_program:	# #entries, then {function, name, info}
	.8byte 2
	.8byte npucc_rmsnorm, npucc_name_0, npucc_rmsnorm_info
	.8byte npucc_gelu_bias_transpose, npucc_name_1, npucc_gelu_bias_transpose_info
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
