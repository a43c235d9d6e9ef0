# npucc --target=gemmini: inputs/int8_qdq_narrow_m3.mlir
# rv64gc, LP64D; Gemmini RoCC commands as .insn (custom-3). Link with the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/gemmini.md.
# built for Gemmini parameters defaults: DIM 16, scratchpad 4 x 4096 rows, accumulator 1024 rows
	.text

	# task 0: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
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
	.size main_dispatch_0_elementwise_3x64_f32xi8, .-main_dispatch_0_elementwise_3x64_f32xi8

	# task 1: matmul on Gemmini
	.type main_dispatch_1_matmul_like_3x24x64_i8xi8xi32,@function
	.p2align 2
main_dispatch_1_matmul_like_3x24x64_i8xi8xi32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	.insn r CUSTOM_3, 3, 7, x0, x0, x0	# FLUSH 0: drop Gemmini's TLB state
	# Gemmini WS, LOOP_WS: C[3 x 24] = A[3 x 64] . B, tiles 1x2x4 (DIM units), grid 1x1x1
	li t1, 0x1000000000000
	li t0, 0x3f80000000010004
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_EX: weight-stationary
	li t1, 0x3f80000000000060
	li t0, 0x2
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_ST: int32 C (full width)
	li t1, 0x40
	li t0, 0x3f80000000100101
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 0: A
	li t1, 0x18
	li t0, 0x3f80000000100109
	.insn r CUSTOM_3, 3, 0, x0, t0, t1	# CONFIG_LD slot 1: B
	# batch 0, outer tile (i0,j0,k0) = (0,0,0): 3x24x64 elements
	li t1, 0x400020001
	li t0, 0x8000d
	.insn r CUSTOM_3, 3, 9, x0, t0, t1	# LOOP_WS_CONFIG_BOUNDS: pads; K, J, I tiles
	ld t0, 24(s0)
	ld t1, 8(s0)
	.insn r CUSTOM_3, 3, 10, x0, t0, t1	# A, B
	ld t1, 32(s0)
	.insn r CUSTOM_3, 3, 11, x0, x0, t1	# no D; C
	li t1, 0x18
	li t0, 0x40
	.insn r CUSTOM_3, 3, 12, x0, t0, t1	# STRIDES_AB (elements)
	li t1, 0x18
	.insn r CUSTOM_3, 3, 13, x0, x0, t1	# STRIDES_DC (elements)
	li t0, 0x50002
	.insn r CUSTOM_3, 3, 8, x0, t0, x0	# LOOP_WS
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
	.size main_dispatch_1_matmul_like_3x24x64_i8xi8xi32, .-main_dispatch_1_matmul_like_3x24x64_i8xi8xi32

	# task 2: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_2_elementwise_3x24_i32xi32xf32,@function
	.p2align 2
main_dispatch_2_elementwise_3x24_i32xi32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 4, line 44): HostKernel npucc_hk_1, 1384 bytes
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
	.size main_dispatch_2_elementwise_3x24_i32xi32xf32, .-main_dispatch_2_elementwise_3x24_i32xi32xf32

	# task 3: elementwise on the host: gemmini offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_3_elementwise_3x24_f32xi8,@function
	.p2align 2
main_dispatch_3_elementwise_3x24_f32xi8:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 5, line 52): HostKernel npucc_hk_2, 1512 bytes
	ld t0, 56(s0)
	sd t0, 80(sp)
	ld t0, 64(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	lla a0, npucc_hk_2
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
	.size main_dispatch_3_elementwise_3x24_f32xi8, .-main_dispatch_3_elementwise_3x24_f32xi8

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 640 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
	# host kernel failed (its message in npucc_error)
	.globl npucc_main
	.p2align 2
	.type npucc_main,@function
npucc_main:
	addi sp, sp, -112
	sd ra, 104(sp)
	sd s0, 96(sp)
	sd s1, 88(sp)
	mv s0, sp
	ld t1, 0(a0)
	sd t1, 0(s0)
				# slot 0: buffer 0 %pooled (input)
	lla t1, npucc_const_2
	sd t1, 8(s0)
				# slot 1: buffer 2 %__auto.head.weight.int8 (rodata)
	lla t1, npucc_zeros
	sd t1, 16(s0)
				# slot 2: buffer 3 (zeros)
	addi t1, a2, 320
	sd t1, 24(s0)
				# slot 3: buffer 4 (workspace)
	addi t1, a2, 0
	sd t1, 32(s0)
				# slot 4: buffer 8 (workspace)
	lla t1, npucc_zeros
	sd t1, 40(s0)
				# slot 5: buffer 9 (zeros)
	lla t1, npucc_const_10
	sd t1, 48(s0)
				# slot 6: buffer 10 (rodata)
	addi t1, a2, 320
	sd t1, 56(s0)
				# slot 7: buffer 11 (workspace)
	lla t1, npucc_zeros
	sd t1, 64(s0)
				# slot 8: buffer 12 (zeros)
	ld t1, 0(a1)
	sd t1, 72(s0)
				# slot 9: buffer 13 %class_scores (output)
	sd a1, 80(s0)
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
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_elementwise_3x24_i32xi32xf32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_elementwise_3x24_f32xi8
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
	.size npucc_main, .-npucc_main

	.section .rodata
npucc_name_0:
	.asciz "main"
	.balign 64
	.type npucc_const_2,@object
npucc_const_2:	# buffer 2 %__auto.head.weight.int8
	.8byte 0x8ac344fd9553134c, 0x3d4378f9172aa681, 0xb34efec68646d2e0, 0x992f0b0a6aea603b
	.8byte 0x2ac43b4f340e11b2, 0x7ed6ed5997301d4e, 0x34f2c14fe94ddd98, 0x99cb4c2334b34299
	.8byte 0x6a2854b468178c74, 0x1404b269566ffddd, 0x6b7a014f65337926, 0xdcceef1bbfdd2388
	.8byte 0xb3072e6201979f17, 0xe2b339d0c52a1c9e, 0x615e56b619a4bafc, 0x2685ac48b1840633
	.8byte 0xe0cf1f1f2c680fd6, 0x8efe2ea1cbe408e1, 0xf17c99e64019edb0, 0x5f2c1b65977b4fbf
	.8byte 0x944ce25549f3f364, 0x71e95235cef9ee05, 0x39fdf4c52f40b296, 0xc1a00a8685ad7849
	.8byte 0xd5f401c2b1dd4e17, 0xec626eea7cc2056e, 0xfefb29fa1bc5fd1d, 0xf84f23cf00e139a5
	.8byte 0x1f6d6a79aa29ded3, 0x7ae626d2c51b32e1, 0x10cb5470a94c3bfd, 0x1d88af8f77f42082
	.8byte 0x7cdddf382f9d1247, 0xa8b26c90175b0071, 0x4d494fed841ec573, 0xdf9abcf994fe0751
	.8byte 0xd21cbf212fa677dd, 0x8c9b37992c218aa5, 0x882292673af7fb26, 0xaa966d561ea10e34
	.8byte 0x28655769c46a221f, 0x52a4244b863200f4, 0xf148fbf17069b172, 0x55911537fbc70ff3
	.8byte 0x8971ddcade7bcb4d, 0xfa78c7c8c75c0196, 0xc0963789e06df2ef, 0x3e893f0abe241b51
	.8byte 0x3e7f748e89dfd7ad, 0x63d8ef34b6744144, 0xa30de79e2e3ca994, 0xda93a19424ff3ff7
	.8byte 0xb0a73607b0887b06, 0x4ce45a1202a73ec9, 0xa16a381133b972ba, 0x10be7fd242aa31ec
	.8byte 0x43b1e3124f4a8213, 0x59e683f107e25bd4, 0x26bc38a32a5a0e08, 0x79b02bc6e03f4f0c
	.8byte 0x9094e3a32131aba7, 0x37279e9043f98b84, 0x0b908919df2d9a0b, 0x6d311144bae94aba
	.8byte 0x5e133a94f998cc74, 0x9d769ff12a65ac90, 0x41886c308dae7c34, 0xca3627ed3b7f2e58
	.8byte 0x48285c51b4bcf2c2, 0xc28418c8b7264a0a, 0x36797f7a3f3c4b07, 0x1916980547d53060
	.8byte 0x73ba9e31dedd8926, 0xf0d873326cdd8844, 0x8388a4d98e795630, 0x97c455f781fd92d7
	.8byte 0xeca1a2bbc61e182e, 0x197ce32a7bbfaf0c, 0xc66efb55210511ee, 0xf343b28964cda4c1
	.8byte 0x506e739c14ae4f9b, 0xfae518a79faa0481, 0x500b3245085f5dfd, 0xa8e4672558b8f94c
	.8byte 0xd7835b6a5ff66c46, 0x5b17dfcaa3d2c1eb, 0x96aecf4882badd2e, 0x97256ebc451f20e9
	.8byte 0x576a6a41a1eae2b2, 0x4707068d756e06a6, 0x58d57f63de6cfd78, 0x4d2a27c65fe41837
	.8byte 0x1b179d8ba2c39278, 0x9e020252a87e391d, 0x7b97977848443149, 0xa9d7dab8a0422b56
	.8byte 0xb078adbf6b523b7a, 0xf66e3efb5da121ba, 0x4e79f5a31e3a9d20, 0x21d679a63ce013b3
	.8byte 0x62908141c7926ac4, 0x90d2f5227ffb8828, 0x2070e39a3965c783, 0x56a5e05c563d9bd7
	.8byte 0xe83ff9442bdfa642, 0x9ba757640973854a, 0x79727f6584e0f37d, 0x9ffb93c4fb0e2ea1
	.8byte 0x5d7a7e0c4cb335e7, 0xd9470b4ec2d5f1ac, 0x7c0ff4c663310ccc, 0x2ac040018c453863
	.8byte 0xff5261078179207d, 0x84d38a59acc20a0f, 0x8fc8a8b1ce13b65c, 0xb8e0627c34ce3bc6
	.8byte 0x6151988119ac3b36, 0x6dfbafdab014dc54, 0xdc200d64e3fab924, 0x168eef79973c28a0
	.8byte 0x24b9c5f11cb51f65, 0x5701252afc8f797c, 0xcddd7924c506c107, 0x0c447f99df40ee4a
	.8byte 0x2790c871aa2566eb, 0x958f027c2a52d202, 0xae9809eff1909d2b, 0xd038c59181dbc430
	.8byte 0x38565b3518e8e4d9, 0x3bf3ff4ec99e3e94, 0x8e6c8445bed065c2, 0x49b9a8e2600b0447
	.8byte 0x9c84673f5e2725cc, 0xe7889f10a3774cc4, 0xad44c73b92b7fec2, 0xb84c875b9aa8a364
	.8byte 0x1dfa3267ec65d419, 0xb2f51e77d3f4fd13, 0xa4532cb99d09ae4d, 0x264611f8db17bae5
	.8byte 0x6a12b25b195718c7, 0x147ce6bfe9873dba, 0xded16889256c9f40, 0xcee1f069c126004e
	.8byte 0x8f6816e0173707dd, 0x2b17cbcfaf1724ea, 0xdeaa1464f69bbef9, 0x93d44df8772eee14
	.8byte 0x1c9c635c84fdeff5, 0x5587249024f0fc91, 0xaaddda0704547a3c, 0x1a17e89309fbae6a
	.8byte 0x3d1dbc2752d9889e, 0x6179061c6d55c10a, 0x36dde34955c46d50, 0xffadcdecd91f8172
	.8byte 0xb54e0b858adb4a5a, 0x9b26fa88538c4782, 0xb4f96170d4fceb10, 0xba708db79da5e0b5
	.8byte 0xdffadcb9ebc57a5f, 0xc83a24644232dfa7, 0x018f1068513fb158, 0x6c6f086b7ae7b4b4
	.8byte 0x6b6c877624ed2d8c, 0x2d9f953c94245b72, 0x9a427e02b24b2b1c, 0x2c63d57afc121205
	.8byte 0x8378465c45b6f1b0, 0x1aa7cc120bb7d4b9, 0xb86204e89bcb8882, 0x280c190fea3bb62b
	.8byte 0x5f5eef97006d1a41, 0x2ca472ac660b5e19, 0xcdecc95a3422b41c, 0xb3b8f1798929e733
	.8byte 0x278d42ddef3dbccd, 0xdcefe8dc3addd16b, 0x781ba849ca56e908, 0x01f81db328c21928
	.8byte 0x09ba91a7820e22ad, 0xcf0cb778841bf7c2, 0xe4fe8b10575e788f, 0x7e0bcb5fa4d3daa0
	.8byte 0xa25d484cc6166b81, 0x1a08253f97d322c5, 0xbf816a1c159f7fda, 0x7cef92b6b67d20cf
	.8byte 0xb469d14bdb1e8767, 0x114be2e942145c6d, 0x5b1028b0908e553f, 0xaccbc07407bd1c7d
	.size npucc_const_2, 1536
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
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 2: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000006, 0x0000010000000002, 0x0000000000000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,8,0,0,0,2,0,0,0,3,0,0,0,0,0,0,0,24
	.zero 55
	.byte 8,0,0,0,1,0,0,0,24
	.zero 67
	.byte 2,0,0,0,3,0,0,0,0,0,0,0,24
	.zero 59
	.byte 2,0,0,0,3,0,0,0,0,0,0,0,24
	.zero 59
	.8byte 0x0000000000000008, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000100000008, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000001e00000000, 0x0000000000000008
	.8byte 0xffffffff00000001, 0x0000000000000000, 0x0000000000000000, 0x0000003200000000
	.8byte 0x0000000300000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0xc000000000000000, 0x000000053f3fffff, 0x0000000400000000, 0xffffffff00000005
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_1, 1384
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 3: linalg.generic
	.8byte 0x00000002314b484e, 0x00000000000005e8, 0x0000000100000000, 0x0000000100000001
	.byte 2,0,0,0,13,0,0,0,1,0,0,0,8,3,0,0,224,3
	.zero 50
	.byte 11,0,0,0,0,0,0,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 638
	.byte 232,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,3,0,0,0,0,0,0,0,24
	.zero 55
	.byte 6,0,0,0,2,0,0,0,3,0,0,0,0,0,0,0,24
	.zero 55
	.byte 6,0,0,0,2,0,0,0,3,0,0,0,0,0,0,0,24
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000006, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffff00000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x000000063fc00000, 0x0000000000000000, 0xffffffff00000002
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
	.size npucc_hk_2, 1512
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 640, 1, 1
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
