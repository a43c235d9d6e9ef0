# npucc --target=opu: inputs/weights_blobs_elided_missing.mlir
# rv64gcv, LP64D. Link with an iree_uk_pack/mmt4d/unpack library and the host runtime
# (targets/host/kernel_run.c + src/numeric.c built for riscv64): see docs/opu.md.
# mode ukernel, tile 16x16x1 (M0xN0xK0; narrow M uses smaller M0)
	.option arch, +v
	.text

	# task 0: matmul on the OPU
	.type main_dispatch_0_matmul_like_6x20x8_i8xi8xi32,@function
	.p2align 2
main_dispatch_0_matmul_like_6x20x8_i8xi8xi32:
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
	li t0, 6
	sd t0, 0(sp)		# in_size0
	li t0, 8
	sd t0, 8(sp)		# in_size1
	li t0, 1
	sd t0, 16(sp)		# out_size0
	li t0, 8
	sd t0, 24(sp)		# out_size1
	li t0, 8
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
	li a2, 8		# in_stride0
	li a3, 1		# in_stride1
	ld a4, 160(s0)
	li a5, 0		# out_offset
	li a6, 64		# out_stride0
	li a7, 8		# out_stride1
	call	iree_uk_pack
	# mmt4d: iree_uk_mmt4d
	li t0, 256
	sd t0, 0(sp)		# out_stride0
	li t0, 1
	sd t0, 8(sp)		# M
	li t0, 2
	sd t0, 16(sp)		# N
	li t0, 8
	sd t0, 24(sp)		# K
	li t0, 8
	sd t0, 32(sp)		# M0
	li t0, 16
	sd t0, 40(sp)		# N0
	li t0, 1
	sd t0, 48(sp)		# K0
	li t0, 514
	sd t0, 56(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 64(sp)		# cpu_data
	ld a0, 160(s0)
	li a1, 0		# lhs_offset
	li a2, 64		# lhs_stride0
	lla a3, npucc_packed_rhs_0
	mv a4, s2		# rhs_offset
	li a5, 128		# rhs_stride0
	ld a6, 168(s0)
	li a7, 0		# out_offset
	call	iree_uk_mmt4d
	# unpack: iree_uk_unpack
	li t0, 1
	sd t0, 0(sp)		# in_size0
	li t0, 2
	sd t0, 8(sp)		# in_size1
	li t0, 8
	sd t0, 16(sp)		# in_size2
	li t0, 16
	sd t0, 24(sp)		# in_size3
	li t0, 6
	sd t0, 32(sp)		# out_size0
	li t0, 20
	sd t0, 40(sp)		# out_size1
	li t0, 3
	sd t0, 48(sp)		# flags
	lla t0, npucc_cpu_data
	sd t0, 56(sp)		# cpu_data
	ld a0, 168(s0)
	li a1, 0		# in_offset
	li a2, 256		# in_stride0
	li a3, 128		# in_stride1
	ld a4, 64(s0)
	mv a5, s4		# out_offset
	li a6, 20		# out_stride0
	li a7, 1		# out_stride1
	call	iree_uk_unpack
	li a0, 0
.Ld0_ret:
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
.Ld0_fail:
	li a0, 1
	j .Ld0_ret
	.size main_dispatch_0_matmul_like_6x20x8_i8xi8xi32, .-main_dispatch_0_matmul_like_6x20x8_i8xi8xi32

	# task 1: matmul on the host: f32 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_1_matmul_like_6x12x20_f32xf32xf32,@function
	.p2align 2
main_dispatch_1_matmul_like_6x12x20_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 3, line 47): HostKernel npucc_hk_0, 1304 bytes
	ld t0, 8(s0)
	sd t0, 80(sp)
	ld t0, 32(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	ld t0, 80(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_0
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
	.size main_dispatch_1_matmul_like_6x12x20_f32xf32xf32, .-main_dispatch_1_matmul_like_6x12x20_f32xf32xf32

	# task 2: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_2_elementwise_6x12_f32xf32xf32,@function
	.p2align 2
main_dispatch_2_elementwise_6x12_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 4, line 53): HostKernel npucc_hk_1, 1264 bytes
	ld t0, 80(s0)
	sd t0, 80(sp)
	ld t0, 88(s0)
	sd t0, 88(sp)
	ld t0, 72(s0)
	sd t0, 96(sp)
	ld t0, 96(s0)
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
	.size main_dispatch_2_elementwise_6x12_f32xf32xf32, .-main_dispatch_2_elementwise_6x12_f32xf32xf32

	# task 3: matmul on the host: bf16 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_3_matmul_like_5x16x24_bf16xbf16xf32,@function
	.p2align 2
main_dispatch_3_matmul_like_5x16x24_bf16xbf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 6, line 63): HostKernel npucc_hk_2, 1384 bytes
	ld t0, 16(s0)
	sd t0, 80(sp)
	ld t0, 40(s0)
	sd t0, 88(sp)
	ld t0, 104(s0)
	sd t0, 96(sp)
	ld t0, 112(s0)
	sd t0, 104(sp)
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
	.size main_dispatch_3_matmul_like_5x16x24_bf16xbf16xf32, .-main_dispatch_3_matmul_like_5x16x24_bf16xbf16xf32

	# task 4: matmul on the host: f32 contraction: opu supports i8 x i8 -> i32
	.type main_dispatch_4_matmul_like_5x12x16_f32xf32xf32,@function
	.p2align 2
main_dispatch_4_matmul_like_5x12x16_f32xf32xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.matmul (op 8, line 76): HostKernel npucc_hk_3, 1304 bytes
	ld t0, 24(s0)
	sd t0, 80(sp)
	ld t0, 48(s0)
	sd t0, 88(sp)
	ld t0, 120(s0)
	sd t0, 96(sp)
	ld t0, 128(s0)
	sd t0, 104(sp)
	lla a0, npucc_hk_3
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
	.size main_dispatch_4_matmul_like_5x12x16_f32xf32xf32, .-main_dispatch_4_matmul_like_5x12x16_f32xf32xf32

	# task 5: elementwise on the host: opu offloads only i8 x i8 -> i32 contractions (this is elementwise)
	.type main_dispatch_5_elementwise_5x12_f32xi1xf16xf32,@function
	.p2align 2
main_dispatch_5_elementwise_5x12_f32xi1xf16xf32:
	addi sp, sp, -336
	sd ra, 224(sp)
	sd s0, 232(sp)
	mv s0, a0
	# linalg.generic (op 9, line 82): HostKernel npucc_hk_4, 1608 bytes
	ld t0, 128(s0)
	sd t0, 80(sp)
	ld t0, 136(s0)
	sd t0, 88(sp)
	ld t0, 144(s0)
	sd t0, 96(sp)
	ld t0, 56(s0)
	sd t0, 104(sp)
	ld t0, 120(s0)
	sd t0, 112(sp)
	ld t0, 152(s0)
	sd t0, 120(sp)
	lla a0, npucc_hk_4
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
	.size main_dispatch_5_elementwise_5x12_f32xi1xf16xf32, .-main_dispatch_5_elementwise_5x12_f32xi1xf16xf32

	# entry @main: int32_t npucc_main(void *const *inputs, void *const *outputs, void *workspace)
	# workspace: 1088 bytes, 64-byte aligned; returns 0, or 1 + the id of the task whose
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
				# slot 0: buffer 0 %x_i8 (input)
	ld t1, 8(a0)
	sd t1, 8(s0)
				# slot 1: buffer 1 %x_f32 (input)
	ld t1, 16(a0)
	sd t1, 16(s0)
				# slot 2: buffer 2 %y_bf16 (input)
	ld t1, 24(a0)
	sd t1, 24(s0)
				# slot 3: buffer 3 %z_f32 (input)
	lla t1, npucc_const_5
	sd t1, 32(s0)
				# slot 4: buffer 5 %__auto.enc.w_f32 (rodata)
	lla t1, npucc_const_6
	sd t1, 40(s0)
				# slot 5: buffer 6 %__auto.enc.w_bf16 (rodata)
	lla t1, npucc_param___hoisted_tensor_16x12xf32
	sd t1, 48(s0)
				# slot 6: buffer 7 %__hoisted_tensor_16x12xf32 (bss_param)
	lla t1, npucc_const_8
	sd t1, 56(s0)
				# slot 7: buffer 8 %__auto.enc.gain (rodata)
	ld t1, 0(a1)
	sd t1, 64(s0)
				# slot 8: buffer 12 %enc_i8 (output)
	lla t1, npucc_zeros
	sd t1, 72(s0)
				# slot 9: buffer 13 (zeros)
	addi t1, a2, 0
	sd t1, 80(s0)
				# slot 10: buffer 16 (workspace)
	lla t1, npucc_param_t17
	sd t1, 88(s0)
				# slot 11: buffer 17 (bss_param)
	ld t1, 8(a1)
	sd t1, 96(s0)
				# slot 12: buffer 18 %enc_f32_bias (output)
	lla t1, npucc_zeros
	sd t1, 104(s0)
				# slot 13: buffer 19 (zeros)
	ld t1, 16(a1)
	sd t1, 112(s0)
				# slot 14: buffer 21 %enc_bf16 (output)
	lla t1, npucc_zeros
	sd t1, 120(s0)
				# slot 15: buffer 22 (zeros)
	addi t1, a2, 0
	sd t1, 128(s0)
				# slot 16: buffer 24 (workspace)
	lla t1, npucc_const_25
	sd t1, 136(s0)
				# slot 17: buffer 25 (rodata)
	lla t1, npucc_const_26
	sd t1, 144(s0)
				# slot 18: buffer 26 (rodata)
	ld t1, 24(a1)
	sd t1, 152(s0)
				# slot 19: buffer 27 %enc_elided_gated (output)
	addi t1, a2, 1024
	sd t1, 160(s0)
				# slot 20: scratch lhs_packed of task 0 (workspace)
	addi t1, a2, 0
	sd t1, 168(s0)
				# slot 21: scratch out_packed of task 0 (workspace)
	sd a1, 176(s0)
	li s1, 1
	mv a0, s0
	call	main_dispatch_0_matmul_like_6x20x8_i8xi8xi32
	bnez a0, .Le0_fail
	li a0, 0
	mv a1, s0
	call	npucc_task_hook
	li s1, 2
	mv a0, s0
	call	main_dispatch_1_matmul_like_6x12x20_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 1
	mv a1, s0
	call	npucc_task_hook
	li s1, 3
	mv a0, s0
	call	main_dispatch_2_elementwise_6x12_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 2
	mv a1, s0
	call	npucc_task_hook
	li s1, 4
	mv a0, s0
	call	main_dispatch_3_matmul_like_5x16x24_bf16xbf16xf32
	bnez a0, .Le0_fail
	li a0, 3
	mv a1, s0
	call	npucc_task_hook
	li s1, 5
	mv a0, s0
	call	main_dispatch_4_matmul_like_5x12x16_f32xf32xf32
	bnez a0, .Le0_fail
	li a0, 4
	mv a1, s0
	call	npucc_task_hook
	li s1, 6
	mv a0, s0
	call	main_dispatch_5_elementwise_5x12_f32xi1xf16xf32
	bnez a0, .Le0_fail
	li a0, 5
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
	.balign 64
	.type npucc_const_5,@object
npucc_const_5:	# buffer 5 %__auto.enc.w_f32
	.8byte 0x3e2147aebcd013a9, 0xbeb6fd223e2a64c3, 0xbe00346ebefa6b51, 0x3e9edfa4be676c8b
	.8byte 0x3dcfdf3b3e432ca5, 0x3e252bd43d6e6320, 0xbd7559b4beb59b3d, 0x3ecfdf3bbeace704
	.8byte 0x3ea339c1bee1e4f7, 0x3e3f62b7bed9ce07, 0xbdc36113be26e979, 0xbef67a103eaf4f0e
	.8byte 0x3ed47ae1bee0ded3, 0xbed168733c11d14e, 0x3ee4b5dd3ef9652c, 0xbd9d4952bec66666
	.8byte 0xbe400000bebad42c, 0xbeac49ba3df8d4fe, 0xbee5aee63e4985f0, 0x3ea1a36ebea85879
	.8byte 0xbda64c30bdcbc6a8, 0xbcbe0ded3dc49ba6, 0xbef0624ebdec56d6, 0x3eef5c293e67bb30
	.8byte 0x3e2786c23ef3dd98, 0xbe0c2f83be132618, 0x3e31f8a13e42a993, 0xbe87ae14bec5bc02
	.8byte 0x3c3ac711be0bfb16, 0x000000003e9ec56d, 0x3ea52bd4bef19ce0, 0x3c9ba5e3bd8ef34d
	.8byte 0xbd95182bbe8e3bcd, 0x3e8b367abde4f766, 0x3d4ccccdbecb7803, 0x3e489a02bea4dd2f
	.8byte 0xbe64dd2fbeed288d, 0x3e0c2f83be1f8a09, 0xbd26b50bbee55326, 0xbe5f559bbe95182b
	.8byte 0x3eeadababcc22681, 0x3ee96bbabc9ba5e3, 0x3ed930bebeaa3055, 0xbe9f212dbe0b0f28
	.8byte 0x3ed2f1aa3e7e76c9, 0xbe6d42c4befc91d1, 0xbe21ff2e3e8a9931, 0xbefb98c8be844d01
	.8byte 0x3df3eab3beeb851f, 0x3eff3b643ef7b4a2, 0xbef3c3613b6bedfa, 0x3e932618be35c28f
	.8byte 0x3e0ebee03ea9fbe7, 0x3cded289be8a7efa, 0x3e020c4abcb923a3, 0x3ee4b5ddbe72fec5
	.8byte 0xbead013b3ec9e1b1, 0x3ebf1412be55b574, 0x3ee346dcbe630553, 0x3e48b4393c79096c
	.8byte 0xbe92617c3e519ce0, 0xbe7afb7fbe5c28f6, 0x3e46c2273e3bb2ff, 0x3ec5d639bebc91d1
	.8byte 0xbe84816fbda339c1, 0x3ef58106bd84816f, 0x3dff62b73d7559b4, 0x3eec8b443ed6fd22
	.8byte 0xbda88ce73e855326, 0x3ecd4fdf3db50b0f, 0x3da43fe63e941206, 0xbe06a7f0be1c28f6
	.8byte 0x3d81a36e3e71758e, 0x3e572474bef73eab, 0x3e986c223ecebee0, 0x3ed22d0e3ecb851f
	.8byte 0x3e9404ea3d0ef34d, 0xbecdab9fbdf6c8b4, 0xbe4068dcbe1652bd, 0x3e41a36e3ede353f
	.8byte 0x3dfa0f913d2a64c3, 0x3d0c7e28bec02752, 0xbdd8adac3e4d6a16, 0xbdbeab36be822681
	.8byte 0x3e3dbf48be34a234, 0xbed1a9fcbeb765fe, 0x3e487fccbe400000, 0x3e2339c13e84ea4b
	.8byte 0xbe09a0273ede9100, 0xbc47e282bef0cb29, 0xbea425afbd669ad4, 0xbe2282413e2b6ae8
	.8byte 0xbe30be0ebe85fd8b, 0xbefc0ebf3ee339c1, 0xbe619653be0f0d84, 0xbd8a3d71be98ef35
	.8byte 0x3ed67a10be8f27bb, 0x3e4adaba3a83126f, 0xbd10ff97beace704, 0x3eaf90973dda1cac
	.8byte 0xbd257a78be800d1b, 0x3ea9d4953eb5a858, 0x3d1ba5e3be8b851f, 0xbdd66cf43e85c91d
	.8byte 0x3e27381d3e318fc5, 0x3d5cc63f3ef1de6a, 0xbe19652c3e3923a3, 0xbe35f6fd3e6de00d
	.8byte 0xbe0e8a72b8d1b717, 0xbeba6b51be456d5d, 0x3d3573ebbe8c710d, 0xbee87fccbe7e0ded
	.8byte 0xbe5b8bac3e9b7176, 0x3dca57a83edf4880, 0x3ebf06f7bde31f8a, 0xbe374bc73ecb5dcc
	.8byte 0x3e104817bebf9724, 0x3dde353f3eaf7660, 0xbdb367a13e918fc5, 0xbe727bb33df14120
	.size npucc_const_5, 960
	.balign 64
	.type npucc_const_6,@object
npucc_const_6:	# buffer 6 %__auto.enc.w_bf16
	.8byte 0x3f323ebc3ebdbef6, 0xbf0cbf34bf09bf20, 0xbf123d80bf3d3eef, 0x3e5e3f2cbe0cbed2
	.8byte 0x3f3ebf34bee5bf78, 0x3efa3f273f1c3f1e, 0x3f33bef93f163f66, 0xbe103e033f02bcd8
	.8byte 0xbf43bebebe0fbe8b, 0x3ec33f783f183f23, 0x3eb5bf3a3efe3dde, 0x3d39bf18bf25bde7
	.8byte 0xbe553e58bda6befc, 0xbf07bf07bc95bf3d, 0x3e9abf5abe88bf1c, 0x3f5d3ee0be613f68
	.8byte 0x3f2d3f1cbf37bf69, 0x3f3cbe31bf2e3e8e, 0x3f35bf183f1b3f45, 0x3f71bf393eddbe80
	.8byte 0x3e70bf133ee43e53, 0x3ee9be903e3a3e25, 0x3ebcbf2bbed1bea2, 0x3e92bf5cbf0cbf46
	.8byte 0xbdf7bf6c3db13de6, 0x3f7ebf7ebf50bea0, 0x3e47beecbecbbf41, 0x3f2bbe88bd76bf58
	.8byte 0x3f70bbe1bea9bf7d, 0xbed03eadbd533d08, 0x3ef43f523b34bf6f, 0xbef73f323ebcbef7
	.8byte 0xbed9bf02be933e34, 0xbe51bf6cbe98bf17, 0xbf7d3e4c3f04bf53, 0x3ddfbd1dbf1e3f0c
	.8byte 0xbf39be05bed7beab, 0xbf103f25bf463f3a, 0xbf3ebf6ebe64bec9, 0x3f7a3f40bdeebe8e
	.8byte 0x3f1bbf3d3d8fbf69, 0xbf3f3db93f49beb5, 0xbf333f3cbf00bf7d, 0x3f1abe9ebe83bd2c
	.8byte 0x3f5e3eaa3edfbf12, 0x3e16bdf33f573d22, 0xbf443f4b3f2d3e76, 0x3d893f1f3d8abf39
	.8byte 0xbf53bece3f6cbecd, 0xbf493ee8bf70bf65, 0x3f1e3f7f3f3b3edd, 0x3edd3f2a3e7abe1a
	.8byte 0xbec4bf473f06bed6, 0x3f11beedbd6b3f7e, 0xbef6bf71bf7ebdcc, 0x3f33bf013f5fbeac
	.8byte 0x3f063f7cbe2b3f35, 0x3f4dbd9fbef4bd02, 0xbd43be7ebf1c3d96, 0x3f24bf6e3e15bf1e
	.8byte 0xbec53e36bf4bbf24, 0x3f2b3d2fbbc83f45, 0xbe123e983efbbf12, 0xbf363f39bf743f6b
	.8byte 0x3ab3bf64bf313f2d, 0x3e5dbcddbef83f5a, 0xbdcfbf7b3d78bf03, 0xbf65bf0fbea33f05
	.8byte 0x3ef63f54be153ecd, 0x3f223f5d3f54bf4c, 0x3eab3ee23eb93f29, 0x3ee7bf3bbef83e39
	.8byte 0x3e613e91bf633e45, 0xbe733f403f0c3cbd, 0xbe303e13bac03f21, 0xbea53f67bde33f5d
	.8byte 0xbe7f3ebc3f533eb0, 0x3f20be2fbd31bf58, 0xbe37bdd63f783f11, 0xbf11bf573eff3e03
	.8byte 0x3f6fbeccbeb3bf35, 0xbf17bed23f5dbf15, 0xbf3ebf46bf523f72, 0xbf2ebf13be68bf5d
	.8byte 0xbf09bf663ecabf77, 0x3ed53ea33f443e06, 0xbf303f343f183ecd, 0x3d2b3d1a3e77bf64
	.8byte 0xbe163ed3bf263f10, 0x3e21bedfbf02be20, 0x3edcbee13f503ddd, 0x3f37bf2d3e9bbf4e
	.8byte 0xbf0f3f1dbefb3f6e, 0xbf4abdefbf4bbec7, 0x3ed6be233e1a3ed1, 0xbf7ebe8bbeacbf08
	.size npucc_const_6, 768
	.balign 64
	.type npucc_const_8,@object
npucc_const_8:	# buffer 8 %__auto.enc.gain
	.8byte 0x4000400040004000, 0x4000400040004000, 0x4000400040004000
	.size npucc_const_8, 24
	.balign 64
	.type npucc_const_25,@object
npucc_const_25:	# buffer 25
	.byte 1,0,1,1,0,1,0,0,1,1,1,0
	.size npucc_const_25, 12
	.balign 64
	.type npucc_const_26,@object
npucc_const_26:	# buffer 26
	.8byte 0xb0003400b8003c00, 0xa0002400a8002c00, 0x9000140098001c00
	.size npucc_const_26, 24
	.balign 64
	.type npucc_packed_rhs_0,@object
npucc_packed_rhs_0:	# task 0: %4 packed [N1=2][K1=8][N0=16][K0=1] x 1
	.8byte 0xf4f8486d5c105ef4, 0xfa044eb0b1175b03, 0x64500a98a5cef399, 0xf477e67c198b2332
	.8byte 0x8a909108558420a9, 0xd4f748881abe62b1, 0x962a8200cc24bc05, 0x586f7f0ee9c828f6
	.8byte 0x45119288ca04bb43, 0x7692e3cb599ce79c, 0x7be1f98e6a6eb6b7, 0x48b3221193ece636
	.8byte 0x9f6d43e97784d6d0, 0x4df890839a35c0a3, 0xa2453c7db103f3b1, 0xb77eece69ee325ec
	.8byte 0x00000000b04c1e22, 0x0000000000000000, 0x00000000271e3e28, 0x0000000000000000
	.8byte 0x00000000b35818f1, 0x0000000000000000, 0x00000000d1c23696, 0x0000000000000000
	.8byte 0x0000000081305985, 0x0000000000000000, 0x0000000097d7c62d, 0x0000000000000000
	.8byte 0x00000000102faefd, 0x0000000000000000, 0x00000000795ec681, 0x0000000000000000
	.size npucc_packed_rhs_0, 256
	.balign 16
	.type npucc_hk_0,@object
npucc_hk_0:	# task 1: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,6,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000004, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 24,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,6,0,0,0,0,0,0,0,20
	.zero 59
	.byte 2,0,0,0,20,0,0,0,0,0,0,0,12
	.zero 59
	.byte 2,0,0,0,6,0,0,0,0,0,0,0,12
	.zero 59
	.byte 2,0,0,0,6,0,0,0,0,0,0,0,12
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000200000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_0, 1304
	.balign 16
	.type npucc_hk_1,@object
npucc_hk_1:	# task 2: linalg.generic
	.8byte 0x00000002314b484e, 0x00000000000004f0, 0x0000000200000000, 0x0000000100000001
	.byte 2,0,0,0,5,0,0,0,1,0,0,0,8,3,0,0,40,4
	.zero 50
	.8byte 0x0000000000000003, 0x0000010000000002, 0x0000000000000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 240,4,0,0,0,0,0,0,0,0,0,0,2,0,0,0,6,0,0,0,0,0,0,0,12
	.zero 59
	.byte 1,0,0,0,12
	.zero 67
	.byte 2,0,0,0,6,0,0,0,0,0,0,0,12
	.zero 59
	.byte 2,0,0,0,6,0,0,0,0,0,0,0,12
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000300000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000, 0xffffffff0000000b
	.byte 255,255,255,255,255,255,255,255,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0
	.size npucc_hk_1, 1264
	.balign 16
	.type npucc_hk_2,@object
npucc_hk_2:	# task 3: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000568, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,8,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000006, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 104,5,0,0,0,0,0,0,2,0,0,0,2,0,0,0,5,0,0,0,0,0,0,0,24
	.zero 55
	.byte 2,0,0,0,2,0,0,0,24,0,0,0,0,0,0,0,16
	.zero 59
	.byte 2,0,0,0,5,0,0,0,0,0,0,0,16
	.zero 59
	.byte 2,0,0,0,5,0,0,0,0,0,0,0,16
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
npucc_hk_3:	# task 4: linalg.matmul
	.8byte 0x00000002314b484e, 0x0000000000000518, 0x0000000200000001, 0x0000000100000001
	.byte 3,0,0,0,6,0,0,0,1,0,0,0,8,3,0,0,40,4,0,0,0,0,0,0,0,0,0,0,1
	.zero 39
	.8byte 0x0000000000000004, 0x0000020000000002, 0x0000000000000000, 0x0000010200000002
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 622
	.byte 24,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,5,0,0,0,0,0,0,0,16
	.zero 59
	.byte 2,0,0,0,16,0,0,0,0,0,0,0,12
	.zero 59
	.byte 2,0,0,0,5,0,0,0,0,0,0,0,12
	.zero 59
	.byte 2,0,0,0,5,0,0,0,0,0,0,0,12
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000000000000, 0xffffffff00000001
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000000, 0x0000000200000000
	.8byte 0xffffffff00000003, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_3, 1304
	.balign 16
	.type npucc_hk_4,@object
npucc_hk_4:	# task 5: linalg.generic
	.8byte 0x00000002314b484e, 0x0000000000000648, 0x0000000400000000, 0x0000000100000001
	.byte 2,0,0,0,10,0,0,0,1,0,0,0,8,3,0,0,184,4
	.zero 50
	.8byte 0x0000000000000008, 0x0000010000000002, 0x0000000000000000, 0x0000000100000001
	.8byte 0x0000000000000000, 0x0000000100000001, 0x0000000000000000, 0x0000000100000001
	.byte 0,0,0,0,0,0,0,0,2,0,0,0,0,1
	.zero 590
	.byte 72,6,0,0,0,0,0,0,0,0,0,0,2,0,0,0,5,0,0,0,0,0,0,0,12
	.zero 55
	.byte 5,0,0,0,1,0,0,0,12
	.zero 63
	.byte 1,0,0,0,1,0,0,0,12
	.zero 63
	.byte 1,0,0,0,1,0,0,0,12
	.zero 67
	.byte 2,0,0,0,5,0,0,0,0,0,0,0,12
	.zero 59
	.byte 2,0,0,0,5,0,0,0,0,0,0,0,12
	.zero 67
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000100000005, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000200000001, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000300000001, 0xffffffffffffffff
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000000000000000, 0x0000000400000000
	.8byte 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000, 0x0000003000000000
	.8byte 0x0000000200000000, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.8byte 0x0000003000000000, 0x0000000300000000, 0xffffffffffffffff, 0x0000000000000000
	.8byte 0x0000000000000000, 0x0000000500000000, 0x0000000000000000, 0xffffffff00000006
	.8byte 0x0000000000000000, 0x0000000000000000, 0x0000003d00000000, 0x0000000100000000
	.8byte 0x0000000500000007, 0x0000000000000000, 0x0000000000000000, 0x0000003e00000000
	.8byte 0xffffffff0000000b, 0xffffffffffffffff, 0x0000000000000000, 0x0000000000000000
	.byte 0,0,0,0
	.size npucc_hk_4, 1608
	.balign 8
	.globl npucc_main_info
	.type npucc_main_info,@object
npucc_main_info:	# workspace, #inputs, #outputs, bytes of each
	.8byte 1088, 4, 4
	.8byte 48	# input 0
	.8byte 480	# input 1
	.8byte 240	# input 2
	.8byte 320	# input 3
	.8byte 480	# output 0
	.8byte 288	# output 1
	.8byte 320	# output 2
	.8byte 240	# output 3
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
	.zero 320
	.size npucc_zeros, 320
	.balign 64
	.globl npucc_param___hoisted_tensor_16x12xf32
	.type npucc_param___hoisted_tensor_16x12xf32,@object
npucc_param___hoisted_tensor_16x12xf32:	# elided weight: the loader fills it
	.zero 768
	.size npucc_param___hoisted_tensor_16x12xf32, 768
	.balign 64
	.globl npucc_param_t17
	.type npucc_param_t17,@object
npucc_param_t17:	# elided weight: the loader fills it
	.zero 48
	.size npucc_param_t17, 48

	.section .note.GNU-stack,"",@progbits
