# npucc --target=opu: inputs/mlp_bf16_async_elided.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_0_matmul_like_40x200x96_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_0_matmul_like_40x200x96_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 2, line 21): HostKernel npucc_hk_0, 1384 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 24(s0)
	sd t0, 96(sp)
	ld t0, 32(s0)
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
	.size main_dispatch_0_matmul_like_40x200x96_bf16xbf16xf32, .-main_dispatch_0_matmul_like_40x200x96_bf16xbf16xf32

	# task 1: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_1_elementwise_40x200_f32xbf16xbf16,@function
	.p2align 2
main_dispatch_1_elementwise_40x200_f32xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 3, line 23): HostKernel npucc_hk_1, 1544 bytes
	ld t0, 32(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
	ld t0, 40(s0)
	sd t0, 96(sp)
	ld t0, 56(s0)
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
	.size main_dispatch_1_elementwise_40x200_f32xbf16xbf16, .-main_dispatch_1_elementwise_40x200_f32xbf16xbf16

	# task 2: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_2_matmul_like_40x96x200_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_2_matmul_like_40x96x200_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 5, line 36): HostKernel npucc_hk_2, 1384 bytes
	ld t0, 56(s0)
	sd t0, 80(sp)
	ld t0, 16(s0)
	sd t0, 88(sp)
	ld t0, 64(s0)
	sd t0, 96(sp)
	ld t0, 72(s0)
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
	.size main_dispatch_2_matmul_like_40x96x200_bf16xbf16xf32, .-main_dispatch_2_matmul_like_40x96x200_bf16xbf16xf32

	# task 3: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_3_elementwise_40x96_f32xbf16xbf16xbf16,@function
	.p2align 2
main_dispatch_3_elementwise_40x96_f32xbf16xbf16xbf16:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 6, line 38): HostKernel npucc_hk_3, 1536 bytes
	ld t0, 72(s0)
	sd t0, 80(sp)
	ld t0, 88(s0)
	sd t0, 88(sp)
	ld t0, 0(s0)
	sd t0, 96(sp)
	ld t0, 80(s0)
	sd t0, 104(sp)
	ld t0, 96(s0)
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
	.size main_dispatch_3_elementwise_40x96_f32xbf16xbf16xbf16, .-main_dispatch_3_elementwise_40x96_f32xbf16xbf16xbf16

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 48000 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
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
				# slot 0: buffer 0 %hidden (input)
	lla t1, npucc_param___hoisted_tensor_96x200xbf16
	sd t1, 8(s0)
				# slot 1: buffer 2 %__hoisted_tensor_96x200xbf16 (bss_param)
	lla t1, npucc_param___hoisted_tensor_200x96xbf16
	sd t1, 16(s0)
				# slot 2: buffer 3 %__hoisted_tensor_200x96xbf16 (bss_param)
	lla t1, npucc_zeros
	sd t1, 24(s0)
				# slot 3: buffer 4 (zeros)
	addi t1, a2, 0
	sd t1, 32(s0)
				# slot 4: buffer 7 (workspace)
	lla t1, npucc_zeros
	sd t1, 40(s0)
				# slot 5: buffer 8 (zeros)
	lla t1, npucc_const_9
	sd t1, 48(s0)
				# slot 6: buffer 9 (rodata)
	li t2, 32000
	add t1, a2, t2
	sd t1, 56(s0)
				# slot 7: buffer 10 (workspace)
	lla t1, npucc_zeros
	sd t1, 64(s0)
				# slot 8: buffer 11 (zeros)
	addi t1, a2, 0
	sd t1, 72(s0)
				# slot 9: buffer 13 (workspace)
	lla t1, npucc_zeros
	sd t1, 80(s0)
				# slot 10: buffer 14 (zeros)
	lla t1, npucc_const_15
	sd t1, 88(s0)
				# slot 11: buffer 15 (rodata)
	ld t1, 0(a1)
	sd t1, 96(s0)
				# slot 12: buffer 16 %output0 (output)
	sd a1, 104(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_matmul_like_40x200x96_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_elementwise_40x200_f32xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_matmul_like_40x96x200_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_elementwise_40x96_f32xbf16xbf16xbf16
	bnez a0, .Le0_fail
	li a0, 3
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
	.type npucc_const_9,@object
npucc_const_9:	# buffer 9
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00, 0x3c003c003c003c00
	.8byte 0x3c003c003c003c00, 0x3c003c003c003c00
	.size npucc_const_9, 400
	.balign 64
	.type npucc_const_15,@object
npucc_const_15:	# buffer 15
	.8byte 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80
	.8byte 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80
	.8byte 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80
	.8byte 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80
	.8byte 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80
	.8byte 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80, 0xbc80bc80bc80bc80
	.size npucc_const_15, 192
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000006, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,2,0,0,0,2,0,0,0,40,0,0,0,0,0,0,0,96
	.zero 55
	.byte 2,0,0,0,2,0,0,0,96,0,0,0,0,0,0,0,200
	.zero 59
	.byte 2,0,0,0,40,0,0,0,0,0,0,0,200
	.zero 59
	.byte 2,0,0,0,40,0,0,0,0,0,0,0,200
	.zero 59
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
	.8byte 0x00000002314b484e, 0x0000000000000608, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,12,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x000000000000000a, 0x0000010000000002, 0x0000000000000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 8,6,0,0,0,0,0,0,0,0,0,0,2,0,0,0,40,0,0,0,0,0,0,0,200
	.zero 55
	.byte 2,0,0,0,1,0,0,0,200
	.zero 63
	.byte 2,0,0,0,2,0,0,0,40,0,0,0,0,0,0,0,200
	.zero 55
	.byte 2,0,0,0,2,0,0,0,40,0,0,0,0,0,0,0,200
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003000000000, 0x0000000100000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000000000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000000700000000
	.8byte 0x0000000400000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000d00000000, 0x0000000500000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x000000033ff00000, 0x0000000600000000
	.8byte 0xffffffff00000007, 0x0000000000000000, 0x0000000000000000, 0x0000000600000000
	.8byte 0x0000000400000000, 0xffffffff00000008, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003100000000, 0x0000000900000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b, 0xffffffffffffffff
	.byte 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_1, 1544
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 2: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000006, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,2,0,0,0,2,0,0,0,40,0,0,0,0,0,0,0,200
	.zero 55
	.byte 2,0,0,0,2,0,0,0,200,0,0,0,0,0,0,0,96
	.zero 59
	.byte 2,0,0,0,40,0,0,0,0,0,0,0,96
	.zero 59
	.byte 2,0,0,0,40,0,0,0,0,0,0,0,96
	.zero 59
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
	.size npucc_hk_2, 1384
	.balign 16
	.type npucc_hk_3,@object
npucc_hk_3:	# task 3: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000600, 0x0000000300000000, 0x0000000100000001
	.byte 2,0,0,0,10,0,0,0,1,0,0,0,8,3,0,0,112,4
	.zero 50
	.8byte 0x0000000000000008, 0x0000010000000002, 0x0000000000000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 607
	.8byte 0x0000000000000006, 0x2800000002000000, 0x6000000000000000
	.zero 55
	.byte 2,0,0,0,1,0,0,0,96
	.zero 63
	.byte 2,0,0,0,2,0,0,0,40,0,0,0,0,0,0,0,96
	.zero 55
	.byte 2,0,0,0,2,0,0,0,40,0,0,0,0,0,0,0,96
	.zero 55
	.byte 2,0,0,0,2,0,0,0,40,0,0,0,0,0,0,0,96
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000002, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000002, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000002, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003000000000, 0x0000000100000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000300000000
	.8byte 0x0000000000000000, 0xffffffff00000004, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000500000000, 0xffffffff00000006
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003100000000, 0x0000000700000002
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_3, 1536
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 48000, 1, 1
	.8byte 7680	# input 0
	.8byte 7680	# output 0
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
	.zero 32000
	.size npucc_zeros, 32000
	.balign 64
	.globl npucc_param___hoisted_tensor_96x200xbf16
	.type npucc_param___hoisted_tensor_96x200xbf16,@object
npucc_param___hoisted_tensor_96x200xbf16:	# elided weight: the loader fills it
	.zero 38400
	.size npucc_param___hoisted_tensor_96x200xbf16, 38400
	.balign 64
	.globl npucc_param___hoisted_tensor_200x96xbf16
	.type npucc_param___hoisted_tensor_200x96xbf16,@object
npucc_param___hoisted_tensor_200x96xbf16:	# elided weight: the loader fills it
	.zero 38400
	.size npucc_param___hoisted_tensor_200x96xbf16, 38400

	.section .note.GNU-stack,"",@progbits
