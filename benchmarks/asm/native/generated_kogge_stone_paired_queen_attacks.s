; generated_kogge_stone_paired_queen_attacks
; a tail call to _ZN13bitfill_suite10contenders9generated6paired11kogge_stone13queen_attacks, whose body this is
	vpbroadcastq	xmm3, rsi
	vpand	xmm3, xmm3, xmmword ptr [rip + .LCPI24_1]
	vmovdqa64	zmm4, zmmword ptr [rip + .LCPI24_2]
	vbroadcasti64x4	zmm7, ymmword ptr [rip + .LCPI24_4]
	vmovdqa64	zmm0, zmmword ptr [rip + .LCPI24_0]
	vpbroadcastq	zmm1, rdi
	mov	al, 114
	kmovd	k1, eax
	mov	al, 48
	kmovd	k2, eax
	vpermq	ymm8, ymm3, 64
	vpsllvq	ymm5, ymm8, ymmword ptr [rip + .LCPI24_3]
	vpermq	zmm4, zmm4, zmm3
	vpsllvq	zmm2, zmm1, zmm0
	vpsrlvq	zmm2 {k1}, zmm1, zmm0
	vpandq	zmm2, zmm4, zmm2
	vpermi2q	zmm7, zmm5, zmm3
	valignq	ymm3, ymm1, ymm8, 1
	vpand	ymm6, ymm8, ymm5
	vmovdqa64	zmm8, zmmword ptr [rip + .LCPI24_6]
	vpblendd	ymm3, ymm3, ymm5, 12
	vpsllvq	ymm5, ymm6, ymmword ptr [rip + .LCPI24_5]
	vinserti64x4	zmm3, zmm1, ymm3, 1
	vporq	zmm1, zmm2, zmm1
	vporq	zmm4, zmm2, zmm3
	vbroadcasti32x4	zmm2, xmmword ptr [rip + .LCPI24_7]
	vpandq	zmm3, zmm7, zmm3
	vinserti32x4	zmm3, zmm3, xmm4, 0
	vpsllvq	zmm4, zmm4, zmm8
	vpsrlvq	zmm4 {k1}, zmm3, zmm8
	vmovdqa64	zmm8, zmmword ptr [rip + .LCPI24_9]
	vpand	ymm5, ymm5, ymm6
	vinserti64x4	zmm7, zmm5, ymm5, 1
	vpermi2q	zmm2, zmm6, zmm1
	vpsrlvq	zmm2, zmm2, zmmword ptr [rip + .LCPI24_8]
	vpermi2q	zmm8, zmm6, zmm2
	vpsrlvq	zmm8 {k2}, zmm1, zmmword ptr [rip + .LCPI24_10]
	vmovdqa64	zmm6, zmmword ptr [rip + .LCPI24_13]
	vmovdqa64	zmm2, zmmword ptr [rip + .LCPI24_12]
	vpternlogq	zmm8, zmm1, zmm4, 236
	vpsrlvq	ymm1, ymm5, ymmword ptr [rip + .LCPI24_11]
	vpsllvq	zmm4, zmm8, zmm2
	vpsrlvq	zmm4 {k1}, zmm8, zmm2
	vpermi2q	zmm6, zmm7, zmm1
	vpternlogq	zmm6, zmm8, zmm4, 236
	vpsllvq	zmm1, zmm6, zmm0
	vpsrlvq	zmm1 {k1}, zmm6, zmm0
	vpandq	zmm0, zmm1, zmmword ptr [rip + .LCPI24_14]
	vextracti64x4	ymm1, zmm0, 1
	vporq	zmm0, zmm0, zmm1
	vextracti128	xmm1, ymm0, 1
	vpor	xmm0, xmm0, xmm1
	vpshufd	xmm1, xmm0, 238
	vpor	xmm0, xmm0, xmm1
	vmovq	rax, xmm0
	vzeroupper
	ret
