; sliders_dumb7_queen_attacks
; a tail call to _ZN13bitfill_suite10contenders9generated6paired5dumb713queen_attacks, whose body this is
	vmovq	xmm0, rdi
	vmovdqa	ymm9, ymmword ptr [rip + .LCPI25_4]
	vpbroadcastq	ymm1, xmm0
	vmovq	xmm0, rsi
	vpsllvq	ymm2, ymm1, ymmword ptr [rip + .LCPI25_0]
	vpsrlvq	ymm3, ymm1, ymmword ptr [rip + .LCPI25_1]
	vpbroadcastq	ymm0, xmm0
	vpand	ymm4, ymm0, ymmword ptr [rip + .LCPI25_2]
	vmovdqa	ymm0, ymmword ptr [rip + .LCPI25_3]
	vpsllvq	ymm5, ymm4, ymm0
	vpand	ymm2, ymm2, ymm4
	vpand	ymm3, ymm3, ymm4
	vpand	ymm2, ymm2, ymm5
	vpsllvq	ymm5, ymm2, ymm0
	vpand	ymm5, ymm5, ymm4
	vpsllvq	ymm6, ymm5, ymm0
	vpand	ymm6, ymm6, ymm4
	vpsllvq	ymm7, ymm6, ymm0
	vpand	ymm7, ymm7, ymm4
	vpor	ymm7, ymm7, ymm1
	vpsllvq	ymm8, ymm7, ymm0
	vpor	ymm2, ymm7, ymm2
	vpand	ymm8, ymm8, ymm4
	vpor	ymm2, ymm2, ymm5
	vpor	ymm2, ymm8, ymm2
	vpor	ymm2, ymm2, ymm6
	vpsrlvq	ymm6, ymm4, ymm9
	vpand	ymm3, ymm3, ymm6
	vpsllvq	ymm0, ymm2, ymm0
	vpand	ymm0, ymm0, ymmword ptr [rip + .LCPI25_6]
	vpsrlvq	ymm6, ymm3, ymm9
	vpand	ymm6, ymm6, ymm4
	vpsrlvq	ymm7, ymm6, ymm9
	vpand	ymm7, ymm7, ymm4
	vpsrlvq	ymm8, ymm7, ymm9
	vpand	ymm8, ymm8, ymm4
	vpor	ymm1, ymm8, ymm1
	vpsrlvq	ymm8, ymm1, ymm9
	vpor	ymm1, ymm1, ymm3
	vpand	ymm4, ymm8, ymm4
	vpor	ymm1, ymm1, ymm6
	vpor	ymm1, ymm1, ymm4
	vpor	ymm1, ymm1, ymm7
	vpsrlvq	ymm1, ymm1, ymm9
	vpand	ymm1, ymm1, ymmword ptr [rip + .LCPI25_5]
	vpor	ymm0, ymm0, ymm1
	vextracti128	xmm1, ymm0, 1
	vpor	xmm0, xmm0, xmm1
	vpshufd	xmm1, xmm0, 238
	vpor	xmm0, xmm0, xmm1
	vmovq	rax, xmm0
	vzeroupper
	ret
