# npucc --target=opu: inputs/int8_qdq_narrow_m3.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_0_elementwise_3x64_f32xi8,@function
	.p2align 2
main_dispatch_0_elementwise_3x64_f32xi8:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 1, line 23): HostKernel npucc_hk_0, 1512 bytes
	ld t0, 0(s0)
	sd t0, 80(sp)
	ld t0, 8(s0)
	sd t0, 88(sp)
	ld t0, 16(s0)
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
	.size main_dispatch_0_elementwise_3x64_f32xi8, .-main_dispatch_0_elementwise_3x64_f32xi8

	# task 1: matmul on the OPU
	.type main_dispatch_1_matmul_like_3x24x64_i8xi8xi32,@function
	.p2align 2
main_dispatch_1_matmul_like_3x24x64_i8xi8xi32:
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
	li t0, 3
	sd t0, 0(sp)		# in_size0
	li t0, 64
	sd t0, 8(sp)		# in_size1
	li t0, 1
	sd t0, 16(sp)		# out_size0
	li t0, 64
	sd t0, 24(sp)		# out_size1
	li t0, 4
	sd t0, 32(sp)		# out_size2
	li t0, 1
	sd t0, 40(sp)		# out_size3
	sd zero, 48(sp)		# padding_value
	li t0, 2
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 16(s0)
	mv a1, s1		# in_offset
	li a2, 64		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 72(s0)
	li a5, 0		# out_offset
	li a6, 256		# out_stride0
	li a7, 4		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 128
	sd t0, 0(sp)		# out_stride0
	li t0, 1
	sd t0, 8(sp)		# M
	li t0, 2
	sd t0, 16(sp)		# N
	li t0, 64
	sd t0, 24(sp)		# K
	li t0, 4
	sd t0, 32(sp)		# M0
	li t0, 16
	sd t0, 40(sp)		# N0
	li t0, 1
	sd t0, 48(sp)		# K0
	li t0, 514
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 72(s0)
	li a1, 0		# lhs_offset
	li a2, 256		# lhs_stride0
	lla a3, npucc_packed_rhs_1
	mv a4, s2		# rhs_offset
	li a5, 1024		# rhs_stride0
	ld a6, 80(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 1
	sd t0, 0(sp)		# in_size0
	li t0, 2
	sd t0, 8(sp)		# in_size1
	li t0, 4
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 3
	sd t0, 32(sp)		# out_size0
	li t0, 24
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 80(s0)
	li a1, 0		# in_offset
	li a2, 128		# in_stride0
	li a3, 64		# in_stride1
	ld a4, 24(s0)
	mv a5, s4		# out_offset
	li a6, 24		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	# epilogue linalg.generic (op 4, line 44), fused after the unpack
	ld s1, 24(s0)
	ld s2, 40(s0)
	ld s3, 48(s0)
	li t0, 0x39fffffe
	fmv.w.x ft0, t0	# 0.000488281192
	li s4, 3
.Ld1_e1_l0:
	li s5, 24
.Ld1_e1_l1:
	lw t2, 0(s1)
	lw t3, 0(s2)
	add t4, t2, t3
	addiw t4, t4, 0
	fcvt.s.l ft1, t4, rne
	fmul.s ft2, ft1, ft0, rne
	fmv.s ft11, ft2
	feq.s t0, ft2, ft2
	bnez t0, 1f
	lui t1, 0x7fc00
	fmv.w.x ft11, t1
1:
	fsw ft11, 0(s3)
	addi s1, s1, 4
	addi s2, s2, 4
	addi s3, s3, 4
	addi s5, s5, -1
	bnez s5, .Ld1_e1_l1
	addi s2, s2, -96
	addi s4, s4, -1
	bnez s4, .Ld1_e1_l0
	# epilogue linalg.generic (op 5, line 52), fused after the unpack
	ld s1, 48(s0)
	ld s2, 64(s0)
	li t0, 0x3e000000
	fmv.w.x ft0, t0	# 0.125
	li t0, 0x40400000
	fmv.w.x ft1, t0	# 3
	li t0, 0xc3000000
	fmv.w.x ft2, t0	# -128
	li t0, 0x42fe0000
	fmv.w.x ft3, t0	# 127
	li s3, 3
.Ld1_e2_l0:
	li s4, 24
.Ld1_e2_l1:
	flw ft4, 0(s1)
	fdiv.s ft5, ft4, ft0, rne
	lui t1, 0x4b000
	fmv.w.x ft10, t1
	fabs.s ft11, ft5
	flt.s t0, ft11, ft10
	fmv.s ft4, ft5
	beqz t0, 1f
	fcvt.w.s t1, ft5, rne
	fcvt.s.w ft4, t1, rne
	fsgnj.s ft4, ft4, ft5
1:
	fadd.s ft5, ft4, ft1, rne
	fmax.s ft4, ft5, ft2
	feq.s t0, ft5, ft5
	feq.s t1, ft2, ft2
	and t0, t0, t1
	bnez t0, 1f
	fadd.s ft4, ft5, ft2, rne
1:
	fmin.s ft5, ft4, ft3
	feq.s t0, ft4, ft4
	feq.s t1, ft3, ft3
	and t0, t0, t1
	bnez t0, 1f
	fadd.s ft5, ft4, ft3, rne
1:
	fcvt.l.s t2, ft5, rtz
	feq.s t0, ft5, ft5
	bnez t0, 1f
	li t2, 0
1:
	li t0, 127
	ble t2, t0, 1f
	mv t2, t0
1:
	li t0, -128
	bge t2, t0, 1f
	mv t2, t0
1:
	sb t2, 0(s2)
	addi s1, s1, 4
	addi s2, s2, 1
	addi s4, s4, -1
	bnez s4, .Ld1_e2_l1
	addi s3, s3, -1
	bnez s3, .Ld1_e2_l0
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
	.size main_dispatch_1_matmul_like_3x24x64_i8xi8xi32, .-main_dispatch_1_matmul_like_3x24x64_i8xi8xi32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 1600 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
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
				# slot 0: buffer 0 %pooled (input)
	lla t1, npucc_zeros
	sd t1, 8(s0)
				# slot 1: buffer 3 (zeros)
	addi t1, a2, 1408
	sd t1, 16(s0)
				# slot 2: buffer 4 (workspace)
	addi t1, a2, 512
	sd t1, 24(s0)
				# slot 3: buffer 8 (workspace)
	lla t1, npucc_zeros
	sd t1, 32(s0)
				# slot 4: buffer 9 (zeros)
	lla t1, npucc_const_10
	sd t1, 40(s0)
				# slot 5: buffer 10 (rodata)
	addi t1, a2, 832
	sd t1, 48(s0)
				# slot 6: buffer 11 (workspace)
	lla t1, npucc_zeros
	sd t1, 56(s0)
				# slot 7: buffer 12 (zeros)
	ld t1, 0(a1)
	sd t1, 64(s0)
				# slot 8: buffer 13 %class_scores (output)
	addi t1, a2, 1152
	sd t1, 72(s0)
				# slot 9: scratch lhs_packed of task 1 (workspace)
	addi t1, a2, 0
	sd t1, 80(s0)
				# slot 10: scratch out_packed of task 1 (workspace)
	sd a1, 88(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_elementwise_3x64_f32xi8
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_matmul_like_3x24x64_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 1
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
	.type npucc_const_10,@object
npucc_const_10:	# buffer 10
	.8byte 0xfffff91bfffffea4, 0x0000091c000000ea, 0xfffff699fffff5d3, 0xfffff74b0000056d
	.8byte 0x000006eefffffffb, 0x00000484fffff623, 0xfffff57bfffffb26, 0x00000228fffff708
	.8byte 0xfffff684000001a9, 0xfffff72ffffffbfb, 0x000001dd000005ea, 0x00000660fffff62c
	.size npucc_const_10, 96
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 0: linalg.generic
	.8byte 0x00000002314b484e, 0x00000000000005e8, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,13,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 11,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 232,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,3,0,0,0,0,0,0,0,64
	.zero 55
	.byte 6,0,0,0,2,0,0,0,3,0,0,0,0,0,0,0,64
	.zero 55
	.byte 6,0,0,0,2,0,0,0,3,0,0,0,0,0,0,0,64
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000006, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x000000063fa00000, 0x0000000000000000, 0xffffffff00000002
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000001b00000000, 0x0000000300000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.8byte 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000340080000, 0x0000000400000000, 0xffffffff00000005, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x00000009c0600000, 0x0000000600000000
	.8byte 0xffffffff00000007, 0x0000000000000000, 0x0000000000000000, 0x0000000100000000
	.8byte 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000a405fc000, 0x0000000800000000, 0xffffffff00000009, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000003400000000, 0x0000000a00000006, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_0, 1512
	.balign 64
	.type npucc_packed_rhs_1,@object
npucc_packed_rhs_1:	# task 1: %2 packed [N1=2][K1=64][N0=16][K0=1] x 1
	.8byte 0x8ac344fd9553134c, 0x3d4378f9172aa681, 0x992f0b0a6aea603b, 0x2ac43b4f340e11b2
	.8byte 0x34f2c14fe94ddd98, 0x99cb4c2334b34299, 0x1404b269566ffddd, 0x6b7a014f65337926
	.8byte 0xb3072e6201979f17, 0xe2b339d0c52a1c9e, 0x2685ac48b1840633, 0xe0cf1f1f2c680fd6
	.8byte 0xf17c99e64019edb0, 0x5f2c1b65977b4fbf, 0x71e95235cef9ee05, 0x39fdf4c52f40b296
	.8byte 0xd5f401c2b1dd4e17, 0xec626eea7cc2056e, 0xf84f23cf00e139a5, 0x1f6d6a79aa29ded3
	.8byte 0x10cb5470a94c3bfd, 0x1d88af8f77f42082, 0xa8b26c90175b0071, 0x4d494fed841ec573
	.8byte 0xd21cbf212fa677dd, 0x8c9b37992c218aa5, 0xaa966d561ea10e34, 0x28655769c46a221f
	.8byte 0xf148fbf17069b172, 0x55911537fbc70ff3, 0xfa78c7c8c75c0196, 0xc0963789e06df2ef
	.8byte 0x3e7f748e89dfd7ad, 0x63d8ef34b6744144, 0xda93a19424ff3ff7, 0xb0a73607b0887b06
	.8byte 0xa16a381133b972ba, 0x10be7fd242aa31ec, 0x59e683f107e25bd4, 0x26bc38a32a5a0e08
	.8byte 0x9094e3a32131aba7, 0x37279e9043f98b84, 0x6d311144bae94aba, 0x5e133a94f998cc74
	.8byte 0x41886c308dae7c34, 0xca3627ed3b7f2e58, 0xc28418c8b7264a0a, 0x36797f7a3f3c4b07
	.8byte 0x73ba9e31dedd8926, 0xf0d873326cdd8844, 0x97c455f781fd92d7, 0xeca1a2bbc61e182e
	.8byte 0xc66efb55210511ee, 0xf343b28964cda4c1, 0xfae518a79faa0481, 0x500b3245085f5dfd
	.8byte 0xd7835b6a5ff66c46, 0x5b17dfcaa3d2c1eb, 0x97256ebc451f20e9, 0x576a6a41a1eae2b2
	.8byte 0x58d57f63de6cfd78, 0x4d2a27c65fe41837, 0x9e020252a87e391d, 0x7b97977848443149
	.8byte 0xb078adbf6b523b7a, 0xf66e3efb5da121ba, 0x21d679a63ce013b3, 0x62908141c7926ac4
	.8byte 0x2070e39a3965c783, 0x56a5e05c563d9bd7, 0x9ba757640973854a, 0x79727f6584e0f37d
	.8byte 0x5d7a7e0c4cb335e7, 0xd9470b4ec2d5f1ac, 0x2ac040018c453863, 0xff5261078179207d
	.8byte 0x8fc8a8b1ce13b65c, 0xb8e0627c34ce3bc6, 0x6dfbafdab014dc54, 0xdc200d64e3fab924
	.8byte 0x24b9c5f11cb51f65, 0x5701252afc8f797c, 0x0c447f99df40ee4a, 0x2790c871aa2566eb
	.8byte 0xae9809eff1909d2b, 0xd038c59181dbc430, 0x3bf3ff4ec99e3e94, 0x8e6c8445bed065c2
	.8byte 0x9c84673f5e2725cc, 0xe7889f10a3774cc4, 0xb84c875b9aa8a364, 0x1dfa3267ec65d419
	.8byte 0xa4532cb99d09ae4d, 0x264611f8db17bae5, 0x147ce6bfe9873dba, 0xded16889256c9f40
	.8byte 0x8f6816e0173707dd, 0x2b17cbcfaf1724ea, 0x93d44df8772eee14, 0x1c9c635c84fdeff5
	.8byte 0xaaddda0704547a3c, 0x1a17e89309fbae6a, 0x6179061c6d55c10a, 0x36dde34955c46d50
	.8byte 0xb54e0b858adb4a5a, 0x9b26fa88538c4782, 0xba708db79da5e0b5, 0xdffadcb9ebc57a5f
	.8byte 0x018f1068513fb158, 0x6c6f086b7ae7b4b4, 0x2d9f953c94245b72, 0x9a427e02b24b2b1c
	.8byte 0x8378465c45b6f1b0, 0x1aa7cc120bb7d4b9, 0x280c190fea3bb62b, 0x5f5eef97006d1a41
	.8byte 0xcdecc95a3422b41c, 0xb3b8f1798929e733, 0xdcefe8dc3addd16b, 0x781ba849ca56e908
	.8byte 0x09ba91a7820e22ad, 0xcf0cb778841bf7c2, 0x7e0bcb5fa4d3daa0, 0xa25d484cc6166b81
	.8byte 0xbf816a1c159f7fda, 0x7cef92b6b67d20cf, 0x114be2e942145c6d, 0x5b1028b0908e553f
	.8byte 0xb34efec68646d2e0, 0x0000000000000000, 0x7ed6ed5997301d4e, 0x0000000000000000
	.8byte 0x6a2854b468178c74, 0x0000000000000000, 0xdcceef1bbfdd2388, 0x0000000000000000
	.8byte 0x615e56b619a4bafc, 0x0000000000000000, 0x8efe2ea1cbe408e1, 0x0000000000000000
	.8byte 0x944ce25549f3f364, 0x0000000000000000, 0xc1a00a8685ad7849, 0x0000000000000000
	.8byte 0xfefb29fa1bc5fd1d, 0x0000000000000000, 0x7ae626d2c51b32e1, 0x0000000000000000
	.8byte 0x7cdddf382f9d1247, 0x0000000000000000, 0xdf9abcf994fe0751, 0x0000000000000000
	.8byte 0x882292673af7fb26, 0x0000000000000000, 0x52a4244b863200f4, 0x0000000000000000
	.8byte 0x8971ddcade7bcb4d, 0x0000000000000000, 0x3e893f0abe241b51, 0x0000000000000000
	.8byte 0xa30de79e2e3ca994, 0x0000000000000000, 0x4ce45a1202a73ec9, 0x0000000000000000
	.8byte 0x43b1e3124f4a8213, 0x0000000000000000, 0x79b02bc6e03f4f0c, 0x0000000000000000
	.8byte 0x0b908919df2d9a0b, 0x0000000000000000, 0x9d769ff12a65ac90, 0x0000000000000000
	.8byte 0x48285c51b4bcf2c2, 0x0000000000000000, 0x1916980547d53060, 0x0000000000000000
	.8byte 0x8388a4d98e795630, 0x0000000000000000, 0x197ce32a7bbfaf0c, 0x0000000000000000
	.8byte 0x506e739c14ae4f9b, 0x0000000000000000, 0xa8e4672558b8f94c, 0x0000000000000000
	.8byte 0x96aecf4882badd2e, 0x0000000000000000, 0x4707068d756e06a6, 0x0000000000000000
	.8byte 0x1b179d8ba2c39278, 0x0000000000000000, 0xa9d7dab8a0422b56, 0x0000000000000000
	.8byte 0x4e79f5a31e3a9d20, 0x0000000000000000, 0x90d2f5227ffb8828, 0x0000000000000000
	.8byte 0xe83ff9442bdfa642, 0x0000000000000000, 0x9ffb93c4fb0e2ea1, 0x0000000000000000
	.8byte 0x7c0ff4c663310ccc, 0x0000000000000000, 0x84d38a59acc20a0f, 0x0000000000000000
	.8byte 0x6151988119ac3b36, 0x0000000000000000, 0x168eef79973c28a0, 0x0000000000000000
	.8byte 0xcddd7924c506c107, 0x0000000000000000, 0x958f027c2a52d202, 0x0000000000000000
	.8byte 0x38565b3518e8e4d9, 0x0000000000000000, 0x49b9a8e2600b0447, 0x0000000000000000
	.8byte 0xad44c73b92b7fec2, 0x0000000000000000, 0xb2f51e77d3f4fd13, 0x0000000000000000
	.8byte 0x6a12b25b195718c7, 0x0000000000000000, 0xcee1f069c126004e, 0x0000000000000000
	.8byte 0xdeaa1464f69bbef9, 0x0000000000000000, 0x5587249024f0fc91, 0x0000000000000000
	.8byte 0x3d1dbc2752d9889e, 0x0000000000000000, 0xffadcdecd91f8172, 0x0000000000000000
	.8byte 0xb4f96170d4fceb10, 0x0000000000000000, 0xc83a24644232dfa7, 0x0000000000000000
	.8byte 0x6b6c877624ed2d8c, 0x0000000000000000, 0x2c63d57afc121205, 0x0000000000000000
	.8byte 0xb86204e89bcb8882, 0x0000000000000000, 0x2ca472ac660b5e19, 0x0000000000000000
	.8byte 0x278d42ddef3dbccd, 0x0000000000000000, 0x01f81db328c21928, 0x0000000000000000
	.8byte 0xe4fe8b10575e788f, 0x0000000000000000, 0x1a08253f97d322c5, 0x0000000000000000
	.8byte 0xb469d14bdb1e8767, 0x0000000000000000, 0xaccbc07407bd1c7d, 0x0000000000000000
	.size npucc_packed_rhs_1, 2048
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 1600, 1, 1
	.8byte 768	# input 0
	.8byte 72	# output 0
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
	.zero 288
	.size npucc_zeros, 288

	.section .note.GNU-stack,"",@progbits
