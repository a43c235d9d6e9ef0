# npucc --target=opu: inputs/matmul_func_literals.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: matmul on the host: f8E4M3FN contraction: opu supports i8 x i8 -> i32
	.type matmul_fp8_dispatch_0_matmul_like_64x32x96_f8E4M3FNxf8E4M3FNxf32,@function
	.p2align 2
matmul_fp8_dispatch_0_matmul_like_64x32x96_f8E4M3FNxf8E4M3FNxf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 1, line 7): HostKernel npucc_hk_0, 1384 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 16(s0)
	sd t0, 96(sp)
	ld t0, 24(s0)
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
	.size matmul_fp8_dispatch_0_matmul_like_64x32x96_f8E4M3FNxf8E4M3FNxf32, .-matmul_fp8_dispatch_0_matmul_like_64x32x96_f8E4M3FNxf8E4M3FNxf32

	# entry @matmul_fp8: int32_t npucc_matmul_fp8(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 0 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_matmul_fp8
	.p2align 2
	.type npucc_matmul_fp8,@function
npucc_matmul_fp8:
	addi sp, sp, -64
	sd ra, 56(sp)
	sd s0, 48(sp)
	sd s1, 40(sp)
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
	ld t1, 0(a1)
	sd t1, 24(s0)
				# slot 3: buffer 5 %output0 (output)
	sd a1, 32(s0)
	li s1, 1
	mv a0, s0
	call	matmul_fp8_dispatch_0_matmul_like_64x32x96_f8E4M3FNxf8E4M3FNxf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le0_ret:
	ld ra, 56(sp)
	ld s0, 48(sp)
	ld s1, 40(sp)
	addi sp, sp, 64
	ret
.Le0_fail:
	mv a0, s1
	j .Le0_ret
	.size npucc_matmul_fp8, .-npucc_matmul_fp8

	# task 1: matmul on the OPU
	.type matmul_i8_literal_dispatch_1_matmul_like_10x6x4_i8xi8xi32,@function
	.p2align 2
matmul_i8_literal_dispatch_1_matmul_like_10x6x4_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	sd s1, 240(sp)
	sd s2, 248(sp)
	sd s3, 256(sp)
	sd s4, 264(sp)
	sd s5, 272(sp)
	sd s6, 280(sp)
	sd s7, 288(sp)
	sd s8, 296(sp)
	sd s9, 304(sp)
	sd s10, 312(sp)
	sd s11, 320(sp)
	mv s0, a0
	li s1, 0
	li s2, 0
	li s3, 0
	li s4, 0
	# pack lhs: iree_uk_pack
	li t0, 10
	sd t0, 0(sp)		# in_size0
	li t0, 4
	sd t0, 8(sp)		# in_size1
	li t0, 1
	sd t0, 16(sp)		# out_size0
	li t0, 4
	sd t0, 24(sp)		# out_size1
	li t0, 16
	sd t0, 32(sp)		# out_size2
	li t0, 1
	sd t0, 40(sp)		# out_size3
	sd zero, 48(sp)		# padding_value
	li t0, 2
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 0(s0)
	mv a1, s1		# in_offset
	li a2, 4		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 16(s0)
	li a5, 0		# out_offset
	li a6, 64		# out_stride0
	li a7, 16		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 256
	sd t0, 0(sp)		# out_stride0
	li t0, 1
	sd t0, 8(sp)		# M
	li t0, 1
	sd t0, 16(sp)		# N
	li t0, 4
	sd t0, 24(sp)		# K
	li t0, 16
	sd t0, 32(sp)		# M0
	li t0, 16
	sd t0, 40(sp)		# N0
	li t0, 1
	sd t0, 48(sp)		# K0
	li t0, 514
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 16(s0)
	li a1, 0		# lhs_offset
	li a2, 64		# lhs_stride0
	lla a3, npucc_packed_rhs_1
	mv a4, s2		# rhs_offset
	li a5, 64		# rhs_stride0
	ld a6, 24(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 1
	sd t0, 0(sp)		# in_size0
	li t0, 1
	sd t0, 8(sp)		# in_size1
	li t0, 16
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 10
	sd t0, 32(sp)		# out_size0
	li t0, 6
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 24(s0)
	li a1, 0		# in_offset
	li a2, 256		# in_stride0
	li a3, 256		# in_stride1
	ld a4, 8(s0)
	mv a5, s4		# out_offset
	li a6, 6		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	li a0, 0
.Ld1_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	ld s1, 240(sp)
	ld s2, 248(sp)
	ld s3, 256(sp)
	ld s4, 264(sp)
	ld s5, 272(sp)
	ld s6, 280(sp)
	ld s7, 288(sp)
	ld s8, 296(sp)
	ld s9, 304(sp)
	ld s10, 312(sp)
	ld s11, 320(sp)
	addi sp, sp, 336
	ret
.Ld1_fail:
	li a0, 1
	j .Ld1_ret
	.size matmul_i8_literal_dispatch_1_matmul_like_10x6x4_i8xi8xi32, .-matmul_i8_literal_dispatch_1_matmul_like_10x6x4_i8xi8xi32

	# entry @matmul_i8_literal: int32_t npucc_matmul_i8_literal(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 1088 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_matmul_i8_literal
	.p2align 2
	.type npucc_matmul_i8_literal,@function
npucc_matmul_i8_literal:
	addi sp, sp, -64
	sd ra, 56(sp)
	sd s0, 48(sp)
	sd s1, 40(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 6 %arg0 (input)
	ld t1, 0(a1)
	sd t1, 8(s0)
				# slot 1: buffer 11 %output0 (output)
	addi t1, a2, 1024
	sd t1, 16(s0)
				# slot 2: scratch lhs_packed of task 1 (workspace)
	addi t1, a2, 0
	sd t1, 24(s0)
				# slot 3: scratch out_packed of task 1 (workspace)
	sd a1, 32(s0)
	li s1, 2
	mv a0, s0
	call	matmul_i8_literal_dispatch_1_matmul_like_10x6x4_i8xi8xi32
	bnez a0, .Le1_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le1_ret:
	ld ra, 56(sp)
	ld s0, 48(sp)
	ld s1, 40(sp)
	addi sp, sp, 64
	ret
.Le1_fail:
	mv a0, s1
	j .Le1_ret
	.size npucc_matmul_i8_literal, .-npucc_matmul_i8_literal

	# task 2: matmul on the host: f32 contraction: opu supports i8 x i8 -> i32
	.type matmul_f32_accumulate_dispatch_2_matmul_like_5x2x3_f32xf32xf32,@function
	.p2align 2
matmul_f32_accumulate_dispatch_2_matmul_like_5x2x3_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 4, line 22): HostKernel npucc_hk_1, 1304 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 16(s0)
	sd t0, 88(sp)
	ld t0, 8(s0)
	sd t0, 96(sp)
	ld t0, 24(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_1
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
	.size matmul_f32_accumulate_dispatch_2_matmul_like_5x2x3_f32xf32xf32, .-matmul_f32_accumulate_dispatch_2_matmul_like_5x2x3_f32xf32xf32

	# entry @matmul_f32_accumulate: int32_t npucc_matmul_f32_accumulate(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 0 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_matmul_f32_accumulate
	.p2align 2
	.type npucc_matmul_f32_accumulate,@function
npucc_matmul_f32_accumulate:
	addi sp, sp, -64
	sd ra, 56(sp)
	sd s0, 48(sp)
	sd s1, 40(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 12 %arg0 (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 13 %arg1 (input)
	lla t1, npucc_const_14
	sd t1, 16(s0)
				# slot 2: buffer 14 (rodata)
	ld t1, 0(a1)
	sd t1, 24(s0)
				# slot 3: buffer 15 %output0 (output)
	sd a1, 32(s0)
	li s1, 3
	mv a0, s0
	call	matmul_f32_accumulate_dispatch_2_matmul_like_5x2x3_f32xf32xf32
	bnez a0, .Le2_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li a0, 0
.Le2_ret:
	ld ra, 56(sp)
	ld s0, 48(sp)
	ld s1, 40(sp)
	addi sp, sp, 64
	ret
.Le2_fail:
	mv a0, s1
	j .Le2_ret
	.size npucc_matmul_f32_accumulate, .-npucc_matmul_f32_accumulate

	.section .rodata
	.balign 8
	.weak npucc_cpu_data
	.type npucc_cpu_data,@object
npucc_cpu_data:	# IREE cpu_data: word 0 = V (bit 0) | XOPU (bit 63)
	.8byte 0x8000000000000001
	.zero 56
	.size npucc_cpu_data, 64
npucc_name_0:
	.asciz "matmul_fp8"
npucc_name_1:
	.asciz "matmul_i8_literal"
npucc_name_2:
	.asciz "matmul_f32_accumulate"
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000006, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,3,0,0,0,2,0,0,0,64,0,0,0,0,0,0,0,96
	.zero 55
	.byte 3,0,0,0,2,0,0,0,96,0,0,0,0,0,0,0,32
	.zero 59
	.byte 2,0,0,0,64,0,0,0,0,0,0,0,32
	.zero 59
	.byte 2,0,0,0,64,0,0,0,0,0,0,0,32
	.zero 59
	.8byte 0x0000000000000003, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000003, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003000000000, 0x0000000000000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000500000000, 0x0000000300000000, 0xffffffff00000004, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000200000000, 0xffffffff00000005
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_0, 1384
	.balign 8
	.globl npucc_matmul_fp8_info
	.type npucc_matmul_fp8_info,@object
npucc_matmul_fp8_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 0, 2, 1
	.8byte 6144	# input 0
	.8byte 3072	# input 1
	.8byte 8192	# output 0
	.size npucc_matmul_fp8_info, .-npucc_matmul_fp8_info
	.balign 64
	.type npucc_packed_rhs_1,@object
npucc_packed_rhs_1:	# task 1: %10 packed [N1=1][K1=4][N0=16][K0=1] x 1
	.8byte 0x0000fa05fc03fe01, 0x0000000000000000, 0x0000f40bf609f807, 0x0000000000000000
	.8byte 0x000012ef10f10ef3, 0x0000000000000000, 0x00001817eaeb1413, 0x0000000000000000
	.size npucc_packed_rhs_1, 64
	.balign 8
	.globl npucc_matmul_i8_literal_info
	.type npucc_matmul_i8_literal_info,@object
npucc_matmul_i8_literal_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 1088, 1, 1
	.8byte 40	# input 0
	.8byte 240	# output 0
	.size npucc_matmul_i8_literal_info, .-npucc_matmul_i8_literal_info
	.balign 64
	.type npucc_const_14,@object
npucc_const_14:	# buffer 14
	.8byte 0xbfa000003f000000, 0x3f40000040000000, 0x3f800000c0600000
	.size npucc_const_14, 24
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 2: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000000, 0x0000000100000001
	.byte 3,0,0,0,6,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000004, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 24,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,5,0,0,0,0,0,0,0,3
	.zero 59
	.byte 2,0,0,0,3,0,0,0,0,0,0,0,2
	.zero 59
	.byte 2,0,0,0,5,0,0,0,0,0,0,0,2
	.zero 59
	.byte 2,0,0,0,5,0,0,0,0,0,0,0,2
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000200000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_1, 1304
	.balign 8
	.globl npucc_matmul_f32_accumulate_info
	.type npucc_matmul_f32_accumulate_info,@object
npucc_matmul_f32_accumulate_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 0, 2, 1
	.8byte 60	# input 0
	.8byte 40	# input 1
	.8byte 40	# output 0
	.size npucc_matmul_f32_accumulate_info, .-npucc_matmul_f32_accumulate_info

	.section .data.rel.ro,"aw"
	.balign 8
	.weak npucc_program
	.type npucc_program,@object
npucc_program:	# #entries, then {function, name, info}
	.8byte 3
	.8byte npucc_matmul_fp8, npucc_name_0, npucc_matmul_fp8_info
	.8byte npucc_matmul_i8_literal, npucc_name_1, npucc_matmul_i8_literal_info
	.8byte npucc_matmul_f32_accumulate, npucc_name_2, npucc_matmul_f32_accumulate_info
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
	.zero 8192
	.size npucc_zeros, 8192

	.section .note.GNU-stack,"",@progbits
