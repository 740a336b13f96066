; sliders_kogge_stone_queen_attacks
	vpbroadcastq	zmm3, rsi
	vmovdqa64	zmm1, zmmword ptr [rip + .LCPI70_0]
	vpandq	zmm3, zmm3, zmmword ptr [rip + .LCPI70_1]
	vmovdqa64	zmm6, zmmword ptr [rip + .LCPI70_2]
	vpbroadcastq	zmm0, rdi
	mov	al, 114
	kmovd	k1, eax
	vpsllvq	zmm2, zmm0, zmm1
	vpsllvq	zmm4, zmm3, zmm1
	vpsrlvq	zmm2 {k1}, zmm0, zmm1
	vpsrlvq	zmm4 {k1}, zmm3, zmm1
	vpternlogq	zmm2, zmm3, zmm0, 234
	vpandq	zmm0, zmm4, zmm3
	vpsllvq	zmm4, zmm2, zmm6
	vpsllvq	zmm5, zmm0, zmm6
	vpsrlvq	zmm4 {k1}, zmm2, zmm6
	vpsrlvq	zmm5 {k1}, zmm0, zmm6
	vmovdqa64	zmm6, zmmword ptr [rip + .LCPI70_3]
	vpternlogq	zmm4, zmm2, zmm0, 236
	vpsllvq	zmm3, zmm4, zmm6
	vpsrlvq	zmm3 {k1}, zmm4, zmm6
	vpandq	zmm2, zmm5, zmm3
	vpternlogq	zmm2, zmm4, zmm0, 236
	vpsllvq	zmm0, zmm2, zmm1
	vpsrlvq	zmm0 {k1}, zmm2, zmm1
	vpandq	zmm0, zmm0, zmmword ptr [rip + .LCPI70_4]
	vextracti64x4	ymm1, zmm0, 1
	vporq	zmm0, zmm0, zmm1
	vextracti128	xmm1, ymm0, 1
	vpor	xmm0, xmm0, xmm1
	vpshufd	xmm1, xmm0, 238
	vpor	xmm0, xmm0, xmm1
	vmovq	rax, xmm0
	vzeroupper
	ret
