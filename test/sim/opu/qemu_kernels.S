# qemu_kernels.S: hand-written rv64gcv code for the qemu tests: OPU kernels in the
# spec §4.4 pattern (trapped and emulated) and LP64D callers of the C ukernels.

# OPU instructions in the decimal .insn form npucc emits (spec §4.2); matrix and
# vector operands are register numbers, the row index a GPR name.
	.macro VOPACC md, vs1, vs2
	.insn r 87, 2, 81, x\md, x\vs1, x\vs2
	.endm
	.macro OPMVINBCAST md, vs2
	.insn r 87, 6, 89, x\md, x0, x\vs2
	.endm
	.macro VMV_RV md, row, vs2
	.insn r 87, 6, 85, x\md, \row, x\vs2
	.endm
	.macro VMV_VR vd, row, ms2
	.insn r 87, 6, 93, x\vd, \row, x\ms2
	.endm

# VOPACC with rs1 = LHS and rs2 = RHS, or (swap = 1) the operand order of
# Merlin's kernels (spec §4.5), which stores each 16x16 block transposed.
	.macro OPACC md, lhs, rhs, swap
	.if \swap
	VOPACC \md, \rhs, \lhs
	.else
	VOPACC \md, \lhs, \rhs
	.endif
	.endm

	.text

# void opu_test_tile16(const int8_t *lhs, const int8_t *rhs, int64_t k1,
#                      int32_t *out, int64_t accumulate)
# One 16x16x1 tile as in spec §4.4: lhs and rhs are packed panels [k1][16], out a
# row-major 16x16 int32 tile, reloaded first when accumulate != 0.
	.macro TILE16 name, swap
	.globl \name
	.type \name,@function
\name:
	vsetivli zero, 16, e32, m4, ta, ma
	beqz a4, 1f
	mv t1, a3
	li t0, 0
	li t2, 16
2:	vle32.v v0, (t1)
	VMV_RV 0, t0, 0
	addi t1, t1, 64
	addi t0, t0, 1
	blt t0, t2, 2b
	j 3f
1:	vmv.v.i v0, 0
	OPMVINBCAST 0, 0
3:	vsetivli zero, 16, e8, m1, ta, ma
	beqz a2, 5f
4:	vle8.v v16, (a0)
	vle8.v v17, (a1)
	OPACC 0, 16, 17, \swap
	addi a0, a0, 16
	addi a1, a1, 16
	addi a2, a2, -1
	bnez a2, 4b
5:	vsetivli zero, 16, e32, m4, ta, ma
	li t0, 0
	li t2, 16
6:	VMV_VR 0, t0, 0
	vse32.v v0, (a3)
	addi a3, a3, 64
	addi t0, t0, 1
	blt t0, t2, 6b
	ret
	.size \name, .-\name
	.endm

	TILE16 opu_test_tile16, 0
	TILE16 opu_test_tile16_swapped, 1

# Rows 0..M0-1 of a 16-column OUT tile at `base` into matrix register md, and back.
# Use t0 (row index) and t1; M0 is in s9; vtype must be e32/m4, vl 16.
	.macro ROWS_IN md, base
	mv t1, \base
	li t0, 0
1:	vle32.v v0, (t1)
	VMV_RV \md, t0, 0
	addi t1, t1, 64
	addi t0, t0, 1
	blt t0, s9, 1b
	.endm
	.macro ROWS_OUT md, base
	mv t1, \base
	li t0, 0
1:	VMV_VR 0, t0, \md
	vse32.v v0, (t1)
	addi t1, t1, 64
	addi t0, t0, 1
	blt t0, s9, 1b
	.endm

# int opu_test_mmt4d(<the 17 iree_uk_mmt4d arguments>)
# mmt4d on the OPU for s8s8s32 with N0 = 16, K0 = 1, 1 <= M0 <= 16, honouring
# offsets, panel strides and ACCUMULATE. Tiles go 2x2 at a time into m0-m3
# (m0 (i,j), m1 (i,j+1), m2 (i+1,j), m3 (i+1,j+1)); at the edges the missing
# neighbours are skipped, so it issues exactly M1*N1*K1 VOPACCs. Returns 0, or
# -1 (touching nothing) for parameters outside that range.
	.macro MMT4D name, swap
	.globl \name
	.type \name,@function
\name:
	addi sp, sp, -96
	sd s0, 0(sp)
	sd s1, 8(sp)
	sd s2, 16(sp)
	sd s3, 24(sp)
	sd s4, 32(sp)
	sd s5, 40(sp)
	sd s6, 48(sp)
	sd s7, 56(sp)
	sd s8, 64(sp)
	sd s9, 72(sp)
	sd s10, 80(sp)
	sd s11, 88(sp)
	ld t0, 96(sp)		# out_stride0
	ld s6, 104(sp)		# M1
	ld s7, 112(sp)		# N1
	ld s8, 120(sp)		# K1
	lw s9, 128(sp)		# M0
	lw t1, 136(sp)		# N0
	lw t2, 144(sp)		# K0
	lw s11, 152(sp)		# flags
	li t3, 16
	bne t1, t3, 90f
	li t3, 1
	bne t2, t3, 90f
	blez s9, 90f
	li t3, 16
	bgt s9, t3, 90f
	andi t3, s11, 0xff
	li t4, 2
	bne t3, t4, 90f
	andi s11, s11, 0x100	# ACCUMULATE
	add s0, a0, a1		# LHS panel 0 (int8: elements are bytes)
	mv s1, a2		# LHS panel stride
	add s2, a3, a4		# RHS panel 0
	mv s3, a5		# RHS panel stride
	slli t3, a7, 2
	add s4, a6, t3		# OUT + 4 * out_offset
	slli s5, t0, 2		# OUT panel stride in bytes
	slli s10, s9, 6		# OUT tile bytes: M0 * 16 * 4
	blez s6, 80f
	blez s7, 80f
	li a0, 0		# i
10:	addi t3, a0, 1
	slt a3, t3, s6		# row panel i+1 exists
	mul t3, a0, s1
	add a1, s0, t3		# LHS panel i
	add a2, a1, s1		# LHS panel i+1
	mul t3, a0, s5
	add t6, s4, t3		# OUT tile (i, 0)
	li a4, 0		# j
20:	addi t3, a4, 1
	slt a7, t3, s7		# column panel j+1 exists
	mul t3, a4, s3
	add a5, s2, t3		# RHS panel j
	add a6, a5, s3		# RHS panel j+1
	vsetivli zero, 16, e32, m4, ta, ma
	bnez s11, 30f
	vmv.v.i v0, 0
	OPMVINBCAST 0, 0
	OPMVINBCAST 1, 0
	OPMVINBCAST 2, 0
	OPMVINBCAST 3, 0
	j 40f
30:	ROWS_IN 0, t6
	beqz a7, 31f
	add t5, t6, s10
	ROWS_IN 1, t5
31:	beqz a3, 40f
	add t5, t6, s5
	ROWS_IN 2, t5
	beqz a7, 40f
	add t5, t5, s10
	ROWS_IN 3, t5
40:	vsetivli zero, 16, e8, m1, ta, ma
	vmv.v.i v16, 0		# LHS lanes >= M0 stay zero (tail-undisturbed loads)
	vmv.v.i v17, 0
	mv t1, a1
	mv t2, a2
	mv t3, a5
	mv t4, a6
	mv t0, s8
	beqz t0, 50f
41:	vsetvli zero, s9, e8, m1, tu, ma
	vle8.v v16, (t1)
	beqz a3, 42f
	vle8.v v17, (t2)
42:	vsetivli zero, 16, e8, m1, ta, ma
	vle8.v v18, (t3)
	OPACC 0, 16, 18, \swap
	beqz a3, 43f
	OPACC 2, 17, 18, \swap
43:	beqz a7, 44f
	vle8.v v19, (t4)
	OPACC 1, 16, 19, \swap
	beqz a3, 44f
	OPACC 3, 17, 19, \swap
44:	add t1, t1, s9
	add t2, t2, s9
	addi t3, t3, 16
	addi t4, t4, 16
	addi t0, t0, -1
	bnez t0, 41b
50:	vsetivli zero, 16, e32, m4, ta, ma
	ROWS_OUT 0, t6
	beqz a7, 51f
	add t5, t6, s10
	ROWS_OUT 1, t5
51:	beqz a3, 52f
	add t5, t6, s5
	ROWS_OUT 2, t5
	beqz a7, 52f
	add t5, t5, s10
	ROWS_OUT 3, t5
52:	slli t3, s10, 1
	add t6, t6, t3		# OUT tile (i, j+2)
	addi a4, a4, 2
	blt a4, s7, 20b
	addi a0, a0, 2
	blt a0, s6, 10b
80:	li a0, 0
	j 91f
90:	li a0, -1
91:	ld s0, 0(sp)
	ld s1, 8(sp)
	ld s2, 16(sp)
	ld s3, 24(sp)
	ld s4, 32(sp)
	ld s5, 40(sp)
	ld s6, 48(sp)
	ld s7, 56(sp)
	ld s8, 64(sp)
	ld s9, 72(sp)
	ld s10, 80(sp)
	ld s11, 88(sp)
	addi sp, sp, 96
	ret
	.size \name, .-\name
	.endm

	MMT4D opu_test_mmt4d, 0
	MMT4D opu_test_mmt4d_swapped, 1

# void opu_test_recipe_50x20x24(const int8_t *A, const int8_t *B, int8_t *Ap,
#     int8_t *Bp, int32_t *Cp, int32_t *C, uint64_t mmt4d_flags,
#     const uint64_t *cpu_data)
# The four calls of spec §2.5 with the argument values of its table, as an
# emitter writes them: eight in a0-a7, the rest in the outgoing area at 0(sp).
# With ACCUMULATE in the flags, C is first packed into Cp (I32I32) so that
# the result is C + A*B. The `mmt4d` argument names the kernel to call.
	.macro RECIPE name, mmt4d
	.globl \name
	.type \name,@function
\name:
	addi sp, sp, -160
	sd ra, 152(sp)
	sd s0, 144(sp)
	sd s1, 136(sp)
	sd s2, 128(sp)
	sd s3, 120(sp)
	sd s4, 112(sp)
	sd s5, 104(sp)
	sd s6, 96(sp)
	sd s7, 88(sp)
	mv s0, a0
	mv s1, a1
	mv s2, a2
	mv s3, a3
	mv s4, a4
	mv s5, a5
	mv s6, a6
	mv s7, a7
	# pack A: A, 0, 24, 1, Ap, 0, 384, 16 | 50, 24, 4, 24, 16, 1, 0, 0x002, cpu
	li t0, 50
	sd t0, 0(sp)
	li t0, 24
	sd t0, 8(sp)
	li t0, 4
	sd t0, 16(sp)
	li t0, 24
	sd t0, 24(sp)
	li t0, 16
	sd t0, 32(sp)
	li t0, 1
	sd t0, 40(sp)
	sd zero, 48(sp)
	li t0, 0x002
	sd t0, 56(sp)
	sd s7, 64(sp)
	mv a0, s0
	li a1, 0
	li a2, 24
	li a3, 1
	mv a4, s2
	li a5, 0
	li a6, 384
	li a7, 16
	call iree_uk_pack
	# pack B: B, 0, 20, 1, Bp, 0, 384, 16 | 24, 20, 2, 24, 16, 1, 0, 0x302, cpu
	li t0, 24
	sd t0, 0(sp)
	li t0, 20
	sd t0, 8(sp)
	li t0, 2
	sd t0, 16(sp)
	li t0, 24
	sd t0, 24(sp)
	li t0, 16
	sd t0, 32(sp)
	li t0, 1
	sd t0, 40(sp)
	sd zero, 48(sp)
	li t0, 0x302
	sd t0, 56(sp)
	sd s7, 64(sp)
	mv a0, s1
	li a1, 0
	li a2, 20
	li a3, 1
	mv a4, s3
	li a5, 0
	li a6, 384
	li a7, 16
	call iree_uk_pack
	andi t0, s6, 0x100
	beqz t0, 1f
	# pack C (accumulator): C, 0, 20, 1, Cp, 0, 512, 256 | 50, 20, 4, 2, 16, 16, 0, 0x003, cpu
	li t0, 50
	sd t0, 0(sp)
	li t0, 20
	sd t0, 8(sp)
	li t0, 4
	sd t0, 16(sp)
	li t0, 2
	sd t0, 24(sp)
	li t0, 16
	sd t0, 32(sp)
	sd t0, 40(sp)
	sd zero, 48(sp)
	li t0, 0x003
	sd t0, 56(sp)
	sd s7, 64(sp)
	mv a0, s5
	li a1, 0
	li a2, 20
	li a3, 1
	mv a4, s4
	li a5, 0
	li a6, 512
	li a7, 256
	call iree_uk_pack
	# mmt4d: Ap, 0, 384, Bp, 0, 384, Cp, 0 | 512, 4, 2, 24, 16, 16, 1, flags, cpu
1:	li t0, 512
	sd t0, 0(sp)
	li t0, 4
	sd t0, 8(sp)
	li t0, 2
	sd t0, 16(sp)
	li t0, 24
	sd t0, 24(sp)
	li t0, 16
	sd t0, 32(sp)
	sd t0, 40(sp)
	li t0, 1
	sd t0, 48(sp)
	sd s6, 56(sp)
	sd s7, 64(sp)
	mv a0, s2
	li a1, 0
	li a2, 384
	mv a3, s3
	li a4, 0
	li a5, 384
	mv a6, s4
	li a7, 0
	call \mmt4d
	# unpack: Cp, 0, 512, 256, C, 0, 20, 1 | 4, 2, 16, 16, 50, 20, 0x003, cpu
	li t0, 4
	sd t0, 0(sp)
	li t0, 2
	sd t0, 8(sp)
	li t0, 16
	sd t0, 16(sp)
	sd t0, 24(sp)
	li t0, 50
	sd t0, 32(sp)
	li t0, 20
	sd t0, 40(sp)
	li t0, 0x003
	sd t0, 48(sp)
	sd s7, 56(sp)
	mv a0, s4
	li a1, 0
	li a2, 512
	li a3, 256
	mv a4, s5
	li a5, 0
	li a6, 20
	li a7, 1
	call iree_uk_unpack
	ld ra, 152(sp)
	ld s0, 144(sp)
	ld s1, 136(sp)
	ld s2, 128(sp)
	ld s3, 120(sp)
	ld s4, 112(sp)
	ld s5, 104(sp)
	ld s6, 96(sp)
	ld s7, 88(sp)
	addi sp, sp, 160
	ret
	.size \name, .-\name
	.endm

	RECIPE opu_test_recipe_50x20x24, iree_uk_mmt4d
	RECIPE opu_test_recipe_50x20x24_opu, opu_test_mmt4d

# void opu_test_call_abi(void (*fn)(void), const int64_t args[17])
# Calls fn with args[0..7] in a0-a7 and args[8..16] in the slots 0(sp)..64(sp)
# (a 16-argument callee ignores the last one), each 32-bit argument already
# sign-extended to 64 bits as the psABI wants.
	.globl opu_test_call_abi
	.type opu_test_call_abi,@function
opu_test_call_abi:
	addi sp, sp, -96
	sd ra, 88(sp)
	mv t1, a0
	mv t2, a1
	ld t0, 64(t2)
	sd t0, 0(sp)
	ld t0, 72(t2)
	sd t0, 8(sp)
	ld t0, 80(t2)
	sd t0, 16(sp)
	ld t0, 88(t2)
	sd t0, 24(sp)
	ld t0, 96(t2)
	sd t0, 32(sp)
	ld t0, 104(t2)
	sd t0, 40(sp)
	ld t0, 112(t2)
	sd t0, 48(sp)
	ld t0, 120(t2)
	sd t0, 56(sp)
	ld t0, 128(t2)
	sd t0, 64(sp)
	ld a0, 0(t2)
	ld a1, 8(t2)
	ld a2, 16(t2)
	ld a3, 24(t2)
	ld a4, 32(t2)
	ld a5, 40(t2)
	ld a6, 48(t2)
	ld a7, 56(t2)
	jalr t1
	ld ra, 88(sp)
	addi sp, sp, 96
	ret
	.size opu_test_call_abi, .-opu_test_call_abi

	.section .note.GNU-stack,"",@progbits
