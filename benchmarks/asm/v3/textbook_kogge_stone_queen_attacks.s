; textbook_kogge_stone_queen_attacks
	vmovq	xmm0, rdi
	vpbroadcastq	ymm1, xmm0
	vmovdqa	ymm0, ymmword ptr [rip + .LCPI73_0]
	vpsllvq	ymm2, ymm1, ymm0
	vmovq	xmm3, rsi
	vpbroadcastq	ymm3, xmm3
	vpand	ymm3, ymm3, ymmword ptr [rip + .LCPI73_1]
	vpsrlvq	ymm4, ymm1, ymm0
	vpand	ymm2, ymm3, ymm2
	vpor	ymm2, ymm2, ymm1
	vpsllvq	ymm5, ymm3, ymm0
	vpand	ymm5, ymm5, ymm3
	vmovdqa	ymm6, ymmword ptr [rip + .LCPI73_2]
	vpsllvq	ymm7, ymm2, ymm6
	vpand	ymm7, ymm7, ymm5
	vpor	ymm2, ymm7, ymm2
	vpsllvq	ymm7, ymm5, ymm6
	vmovdqa	ymm8, ymmword ptr [rip + .LCPI73_3]
	vpsllvq	ymm9, ymm2, ymm8
	vpand	ymm5, ymm7, ymm5
	vpand	ymm5, ymm9, ymm5
	vpor	ymm2, ymm5, ymm2
	vpsllvq	ymm2, ymm2, ymm0
	vpermq	ymm3, ymm3, 209
	vpand	ymm4, ymm3, ymm4
	vpor	ymm1, ymm4, ymm1
	vpsrlvq	ymm4, ymm3, ymm0
	vpand	ymm3, ymm4, ymm3
	vpsrlvq	ymm4, ymm1, ymm6
	vpand	ymm4, ymm4, ymm3
	vpor	ymm1, ymm4, ymm1
	vpsrlvq	ymm4, ymm3, ymm6
	vpsrlvq	ymm5, ymm1, ymm8
	vpand	ymm3, ymm4, ymm3
	vpand	ymm3, ymm3, ymm5
	vpor	ymm1, ymm3, ymm1
	vpsrlvq	ymm0, ymm1, ymm0
	vpand	ymm1, ymm2, ymmword ptr [rip + .LCPI73_4]
	vpand	ymm0, ymm0, ymmword ptr [rip + .LCPI73_5]
	vpor	ymm0, ymm1, ymm0
	vextracti128	xmm1, ymm0, 1
	vpor	xmm0, xmm0, xmm1
	vpshufd	xmm1, xmm0, 238
	vpor	xmm0, xmm0, xmm1
	vmovq	rax, xmm0
	vzeroupper
	ret
