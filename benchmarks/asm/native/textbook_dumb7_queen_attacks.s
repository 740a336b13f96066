; textbook_dumb7_queen_attacks
	vmovq	xmm3, rsi
	vmovdqa	ymm1, ymmword ptr [rip + .LCPI95_0]
	vmovq	xmm0, rdi
	vpbroadcastq	ymm3, xmm3
	vpand	ymm3, ymm3, ymmword ptr [rip + .LCPI95_1]
	vpbroadcastq	ymm0, xmm0
	vpsllvq	ymm2, ymm0, ymm1
	vpsrlvq	ymm5, ymm0, ymm1
	vmovdqa	ymm1, ymmword ptr [rip + .LCPI95_3]
	vpinsrq	xmm4, xmm3, rsi, 0
	vpand	ymm2, ymm2, ymm3
	vpermq	ymm4, ymm4, 4
	vpand	ymm4, ymm4, ymmword ptr [rip + .LCPI95_2]
	vpsllvq	ymm4, ymm4, ymm1
	vpand	ymm2, ymm2, ymm4
	vpsllvq	ymm4, ymm2, ymm1
	vpand	ymm4, ymm4, ymm3
	vpsllvq	ymm6, ymm4, ymm1
	vpand	ymm6, ymm6, ymm3
	vpsllvq	ymm7, ymm6, ymm1
	vpand	ymm7, ymm7, ymm3
	vpor	ymm7, ymm7, ymm0
	vpsllvq	ymm8, ymm7, ymm1
	vpor	ymm2, ymm7, ymm2
	vpand	ymm8, ymm8, ymm3
	vpermq	ymm3, ymm3, 209
	vpor	ymm2, ymm2, ymm4
	vpor	ymm2, ymm8, ymm2
	vpor	ymm2, ymm2, ymm6
	vpsllvq	ymm2, ymm2, ymm1
	vpsrlvq	ymm4, ymm3, ymm1
	vpand	ymm5, ymm5, ymm3
	vpand	ymm4, ymm5, ymm4
	vpsrlvq	ymm5, ymm4, ymm1
	vpand	ymm5, ymm5, ymm3
	vpsrlvq	ymm6, ymm5, ymm1
	vpand	ymm6, ymm6, ymm3
	vpsrlvq	ymm7, ymm6, ymm1
	vpand	ymm7, ymm7, ymm3
	vpor	ymm0, ymm7, ymm0
	vpsrlvq	ymm7, ymm0, ymm1
	vpor	ymm0, ymm0, ymm4
	vpand	ymm3, ymm7, ymm3
	vpor	ymm0, ymm0, ymm5
	vpor	ymm0, ymm0, ymm3
	vpor	ymm0, ymm0, ymm6
	vpsrlvq	ymm0, ymm0, ymm1
	vpand	ymm0, ymm0, ymmword ptr [rip + .LCPI95_4]
	vpand	ymm1, ymm2, ymmword ptr [rip + .LCPI95_5]
	vpor	ymm0, ymm1, ymm0
	vextracti128	xmm1, ymm0, 1
	vpor	xmm0, xmm0, xmm1
	vpshufd	xmm1, xmm0, 238
	vpor	xmm0, xmm0, xmm1
	vmovq	rax, xmm0
	vzeroupper
	ret
