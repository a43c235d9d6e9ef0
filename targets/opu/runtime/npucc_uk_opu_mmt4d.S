# npucc_uk_opu_mmt4d.S: npucc's Saturn-OPU tile loop behind the iree_uk_mmt4d
# ABI (s8s8s32, N0 = 16, K0 = 1, M0 <= 16), for a library's mmt4d to call.
#
# int npucc_uk_opu_mmt4d(<the 17 iree_uk_mmt4d arguments, spec/opu.md §1.1>)
#
# Returns 0 when it computed the product on the OPU, -1 (touching nothing)
# when it does not take these arguments: XOPU bit clear in cpu_data word 0,
# a type other than s8s8s32, flag bits outside 0x7ff, N0 != 16, K0 != 1,
# M0 outside 1..16. The caller then runs its generic tile function, as
# Merlin's iree_uk_mmt4d early handler does. Same blocking as the inline
# kernel npucc emits: 2x2 tiles in m0-m3, rs1 = LHS rows, rs2 = RHS columns.

#define NPUCC_XOPU_BIT 63	/* targets/opu/opu.h OPU_XOPU_BIT */

	.option arch, +v

	.macro VOPACC md, vs1, vs2
	.insn r 87, 2, 81, x\md, x\vs1, x\vs2
	.endm
	.macro OPMVINBCAST md
	.insn r 87, 6, 89, x\md, x0, x0
	.endm

# Rows 0..M0-1 of the 16-column OUT tile at t1 into (VMV_RV) or out of
# (VMV_VR) matrix register md; vtype e32/m4, vl 16.
	.macro ROWS_IN md
	li t0, 0
77:	vsetivli zero, 16, e32, m4, ta, ma
	vle32.v v0, (t1)
	.insn r 87, 6, 85, x\md, t0, x0
	addi t1, t1, 64
	addi t0, t0, 1
	blt t0, s9, 77b
	.endm
	.macro ROWS_OUT md
	li t0, 0
78:	vsetivli zero, 16, e32, m4, ta, ma
	.insn r 87, 6, 93, x0, t0, x\md
	vse32.v v0, (t1)
	addi t1, t1, 64
	addi t0, t0, 1
	blt t0, s9, 78b
	.endm

# A rows x cols block of tiles: m0 (i,j), m1 (i,j+1), m2 (i+1,j), m3 (i+1,j+1);
# LHS panels at a5 (+s1), RHS panels at a6 (+s3), OUT tile (i,j) at t6.
	.macro BLOCK rows, cols, narrow
	vsetivli zero, 16, e32, m4, ta, ma
	bnez s11, 71f
	vmv.v.i v0, 0
	OPMVINBCAST 0
	.if \cols == 2
	OPMVINBCAST 1
	.endif
	.if \rows == 2
	OPMVINBCAST 2
	.if \cols == 2
	OPMVINBCAST 3
	.endif
	.endif
	j 72f
71:	mv t1, t6
	ROWS_IN 0
	.if \cols == 2
	add t1, t6, s10
	ROWS_IN 1
	.endif
	.if \rows == 2
	add t1, t6, s5
	ROWS_IN 2
	.if \cols == 2
	add t1, t6, s5
	add t1, t1, s10
	ROWS_IN 3
	.endif
	.endif
72:	vsetivli zero, 16, e8, m1, ta, ma
	mv t1, a5
	add t2, a5, s1
	mv t3, a6
	add t4, a6, s3
	mv t0, s8
	beqz t0, 74f
73:	vsetvli zero, s9, e8, m1, ta, ma	# every group sets vl/vtype after its label
	vle8.v v16, (t1)
	.if \rows == 2
	vle8.v v17, (t2)
	.endif
	.if \narrow
	vsetivli zero, 16, e8, m1, ta, ma
	.endif
	vle8.v v18, (t3)
	.if \cols == 2
	vle8.v v19, (t4)
	.endif
	VOPACC 0, 16, 18
	.if \cols == 2
	VOPACC 1, 16, 19
	.endif
	.if \rows == 2
	VOPACC 2, 17, 18
	.if \cols == 2
	VOPACC 3, 17, 19
	.endif
	.endif
	add t1, t1, s9
	.if \rows == 2
	add t2, t2, s9
	.endif
	addi t3, t3, 16
	.if \cols == 2
	addi t4, t4, 16
	.endif
	addi t0, t0, -1
	bnez t0, 73b
74:	vsetivli zero, 16, e32, m4, ta, ma
	mv t1, t6
	ROWS_OUT 0
	.if \cols == 2
	add t1, t6, s10
	ROWS_OUT 1
	.endif
	.if \rows == 2
	add t1, t6, s5
	ROWS_OUT 2
	.if \cols == 2
	add t1, t6, s5
	add t1, t1, s10
	ROWS_OUT 3
	.endif
	.endif
	.endm

# Every column panel of a row panel pair (rows = 2) or of the last one.
	.macro ROWPANEL rows, narrow
	mv a6, s2
	mv t6, a7
	srli a4, s7, 1
	beqz a4, 86f
85:	BLOCK \rows, 2, \narrow
	add a6, a6, s3
	add a6, a6, s3
	add t6, t6, s10
	add t6, t6, s10
	addi a4, a4, -1
	bnez a4, 85b
86:	andi t0, s7, 1
	beqz t0, 87f
	BLOCK \rows, 1, \narrow
87:
	.endm

	.macro DRIVER narrow
	mv a5, s0
	mv a7, s4
	srli a3, s6, 1
	beqz a3, 82f
81:	ROWPANEL 2, \narrow
	add a5, a5, s1
	add a5, a5, s1
	add a7, a7, s5
	add a7, a7, s5
	addi a3, a3, -1
	bnez a3, 81b
82:	andi t0, s6, 1
	beqz t0, 83f
	ROWPANEL 1, \narrow
83:
	.endm

	.text
	.globl npucc_uk_opu_mmt4d
	.p2align 2
	.type npucc_uk_opu_mmt4d,@function
npucc_uk_opu_mmt4d:
	ld t0, 64(sp)			# cpu_data
	ld t0, 0(t0)
	srli t0, t0, NPUCC_XOPU_BIT
	andi t0, t0, 1
	beqz t0, 99f
	lw t0, 56(sp)			# flags
	andi t1, t0, 0xff
	li t2, 2			# s8s8s32
	bne t1, t2, 99f
	li t1, -0x800			# only type | ACCUMULATE | generic | skip-roundings
	and t1, t0, t1
	bnez t1, 99f
	lw t1, 40(sp)			# N0
	li t2, 16
	bne t1, t2, 99f
	lw t1, 48(sp)			# K0
	li t2, 1
	bne t1, t2, 99f
	lw t1, 32(sp)			# M0
	blez t1, 99f
	li t2, 16
	bgt t1, t2, 99f
	ld t1, 8(sp)			# M1, N1, K1 >= 0
	bltz t1, 99f
	ld t1, 16(sp)
	bltz t1, 99f
	ld t1, 24(sp)
	bltz t1, 99f

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
	add s0, a0, a1			# LHS + offset (int8: elements are bytes)
	mv s1, a2			# LHS panel stride
	add s2, a3, a4			# RHS + offset
	mv s3, a5			# RHS panel stride
	slli t0, a7, 2
	add s4, a6, t0			# OUT + 4 * offset
	ld t0, 96(sp)
	slli s5, t0, 2			# OUT panel stride, bytes
	ld s6, 104(sp)			# M1
	ld s7, 112(sp)			# N1
	ld s8, 120(sp)			# K1
	lw s9, 128(sp)			# M0
	slli s10, s9, 6			# OUT tile bytes: M0 * 16 * 4
	lw s11, 152(sp)
	andi s11, s11, 0x100		# ACCUMULATE
	li t0, 16
	beq s9, t0, 10f
	DRIVER 1
	j 20f
10:	DRIVER 0
20:	ld s0, 0(sp)
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
	li a0, 0
	ret
99:	li a0, -1
	ret
	.size npucc_uk_opu_mmt4d, .-npucc_uk_opu_mmt4d

	.section .note.GNU-stack,"",@progbits
