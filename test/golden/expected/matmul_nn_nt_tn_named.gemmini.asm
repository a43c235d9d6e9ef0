# npucc --target=gemmini: inputs/matmul_nn_nt_tn_named.mlir
# rv64gc, LP64D; Gemmini RoCC commands as .insn (custom-3). Link with the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/gemmini.md.
# built for Gemmini parameters defaults: DIM 16, scratchpad 4 x 4096 rows, accumulator 1024 rows
	.text

	# task 0: matmul on the host: bf16 contraction: gemmini supports i8 x i8 -> i32
	.type main_dispatch_0_matmul_like_40x56x72_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_0_matmul_like_40x56x72_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 8, line 31): HostKernel npucc_hk_0, 1384 bytes
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
	.size main_dispatch_0_matmul_like_40x56x72_bf16xbf16xf32, .-main_dispatch_0_matmul_like_40x56x72_bf16xbf16xf32

	# task 1: matmul on Gemmini
	.type main_dispatch_1_matmul_like_48x36x80_i8xi8xi32,@function
	.p2align 2
main_dispatch_1_matmul_like_48x36x80_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	.insn r CUSTOM_3, 3, 7, x0, x0, x0	# FLUSH 0: drop Gemmini's TLB state
	# Gemmini WS, LOOP_WS: C[48 x 36] = A[48 x 80] . B^T, tiles 3x3x5 (DIM units), grid 1x1x1
	li t1, 0x1000000000000
	li t0, 0x3f80000000010204
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_EX: weight-stationary
	li t1, 0x3f80000000000090
	li t0, 0x2
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_ST: int32 C (full width)
	li t1, 0x50
	li t0, 0x3f80000000100101
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 0: A
	li t1, 0x50
	li t0, 0x3f80000000100109
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 1: B
	# batch 0, outer tile (i0,j0,k0) = (0,0,0): 48x36x80 elements
	li t1, 0x500030003
	li t0, 0xc0000
	.insn r CUSTOM_3, 3, 9, x0, t0, t1	# LOOP_WS_CONFIG_BOUNDS: pads; K, J, I tiles
	ld t0, 16(s0)
	ld t1, 24(s0)
	.insn r CUSTOM_3, 3, 10, x0, t0, t1	# A, B
	ld t1, 72(s0)
	.insn r CUSTOM_3, 3, 11, x0, x0, t1	# no D; C
	li t1, 0x50
	li t0, 0x50
	.insn r CUSTOM_3, 3, 12, x0, t0, t1	# STRIDES_AB (elements)
	li t1, 0x24
	.insn r CUSTOM_3, 3, 13, x0, x0, t1	# STRIDES_DC (elements)
	li t1, 0x2
	li t0, 0x50002
	.insn r CUSTOM_3, 3, 8, x0, t0, t1	# LOOP_WS
	fence				# C is in memory before the CPU reads it
	li a0, 0
.Ld1_ret:
	ld ra, 224(sp)
	ld s0, 232(sp)
	addi sp, sp, 336
	ret
.Ld1_fail:
	li a0, 1
	j .Ld1_ret
	.size main_dispatch_1_matmul_like_48x36x80_i8xi8xi32, .-main_dispatch_1_matmul_like_48x36x80_i8xi8xi32

	# task 2: matmul on the host: f32 contraction: gemmini supports i8 x i8 -> i32
	.type main_dispatch_2_matmul_like_20x28x64_f32xf32xf32,@function
	.p2align 2
main_dispatch_2_matmul_like_20x28x64_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 11, line 52): HostKernel npucc_hk_1, 1304 bytes
	ld t0, 32(s0)
	sd t0, 80(sp)
	ld t0, 40(s0)
	sd t0, 88(sp)
	ld t0, 48(s0)
	sd t0, 96(sp)
	ld t0, 80(s0)
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
	.size main_dispatch_2_matmul_like_20x28x64_f32xf32xf32, .-main_dispatch_2_matmul_like_20x28x64_f32xf32xf32

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
				# slot 0: buffer 0 %lhs_bf16 (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 2 %rhs_bf16 (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 4 %lhs_i8 (input)
	ld t1, 24(a0)
	sd t1, 24(s0)
				# slot 3: buffer 6 %rhs_i8_nk (input)
	ld t1, 32(a0)
	sd t1, 32(s0)
				# slot 4: buffer 8 %lhs_f32_km (input)
	ld t1, 40(a0)
	sd t1, 40(s0)
				# slot 5: buffer 10 %rhs_f32 (input)
	ld t1, 48(a0)
	sd t1, 48(s0)
				# slot 6: buffer 12 %acc_f32 (input)
	lla t1, npucc_zeros
	sd t1, 56(s0)
				# slot 7: buffer 14 (zeros)
	ld t1, 0(a1)
	sd t1, 64(s0)
				# slot 8: buffer 17 %nn_bf16 (output)
	ld t1, 8(a1)
	sd t1, 72(s0)
				# slot 9: buffer 21 %nt_i8 (output)
	ld t1, 16(a1)
	sd t1, 80(s0)
				# slot 10: buffer 22 %tn_f32_acc (output)
	sd a1, 88(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_matmul_like_40x56x72_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_matmul_like_48x36x80_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_matmul_like_20x28x64_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 2
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
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000006, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,2,0,0,0,2,0,0,0,40,0,0,0,0,0,0,0,72
	.zero 55
	.byte 2,0,0,0,2,0,0,0,72,0,0,0,0,0,0,0,56
	.zero 59
	.byte 2,0,0,0,40,0,0,0,0,0,0,0,56
	.zero 59
	.byte 2,0,0,0,40,0,0,0,0,0,0,0,56
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
npucc_hk_1:	# task 2: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000000, 0x0000000100000001
	.byte 3,0,0,0,6,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000004, 0x0000000200000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 24,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,64,0,0,0,0,0,0,0,20
	.zero 59
	.byte 2,0,0,0,64,0,0,0,0,0,0,0,28
	.zero 59
	.byte 2,0,0,0,20,0,0,0,0,0,0,0,28
	.zero 59
	.byte 2,0,0,0,20,0,0,0,0,0,0,0,28
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
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 0, 7, 3
	.8byte 5760	# input 0
	.8byte 8064	# input 1
	.8byte 3840	# input 2
	.8byte 2880	# input 3
	.8byte 5120	# input 4
	.8byte 7168	# input 5
	.8byte 2240	# input 6
	.8byte 8960	# output 0
	.8byte 6912	# output 1
	.8byte 2240	# output 2
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
	.zero 8960
	.size npucc_zeros, 8960

	.section .note.GNU-stack,"",@progbits
