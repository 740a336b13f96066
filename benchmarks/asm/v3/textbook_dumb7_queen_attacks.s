; textbook_dumb7_queen_attacks
	vmovq	xmm0, rdi
	vpbroadcastq	ymm0, xmm0
	vmovdqa	ymm1, ymmword ptr [rip + .LCPI69_0]
	vpsllvq	ymm2, ymm0, ymm1
	vmovq	xmm3, rsi
	vpbroadcastq	ymm3, xmm3
	vpand	ymm3, ymm3, ymmword ptr [rip + .LCPI69_1]
	vpsrlvq	ymm4, ymm0, ymm1
	vpinsrq	xmm1, xmm3, rsi, 0
	vpermq	ymm1, ymm1, 4
	vpand	ymm5, ymm1, ymmword ptr [rip + .LCPI69_2]
	vmovdqa	ymm1, ymmword ptr [rip + .LCPI69_3]
	vpsllvq	ymm5, ymm5, ymm1
	vpand	ymm2, ymm2, ymm3
	vpand	ymm2, ymm2, ymm5
	vpsllvq	ymm5, ymm2, ymm1
	vpand	ymm5, ymm5, ymm3
	vpsllvq	ymm6, ymm5, ymm1
	vpand	ymm6, ymm6, ymm3
	vpsllvq	ymm7, ymm6, ymm1
	vpand	ymm7, ymm7, ymm3
	vpor	ymm7, ymm7, ymm0
	vpsllvq	ymm8, ymm7, ymm1
	vpand	ymm8, ymm8, ymm3
	vpor	ymm2, ymm7, ymm2
	vpor	ymm2, ymm2, ymm5
	vpor	ymm2, ymm8, ymm2
	vpor	ymm2, ymm2, ymm6
	vpsllvq	ymm2, ymm2, ymm1
	vpermq	ymm3, ymm3, 209
	vpsrlvq	ymm5, ymm3, ymm1
	vpand	ymm4, ymm4, ymm3
	vpand	ymm4, ymm4, ymm5
	vpsrlvq	ymm5, ymm4, ymm1
	vpand	ymm5, ymm5, ymm3
	vpsrlvq	ymm6, ymm5, ymm1
	vpand	ymm6, ymm6, ymm3
	vpsrlvq	ymm7, ymm6, ymm1
	vpand	ymm7, ymm7, ymm3
	vpor	ymm0, ymm7, ymm0
	vpsrlvq	ymm7, ymm0, ymm1
	vpand	ymm3, ymm7, ymm3
	vpor	ymm0, ymm0, ymm4
	vpor	ymm0, ymm0, ymm5
	vpor	ymm0, ymm0, ymm3
	vpor	ymm0, ymm0, ymm6
	vpsrlvq	ymm0, ymm0, ymm1
	vpand	ymm0, ymm0, ymmword ptr [rip + .LCPI69_4]
	vpand	ymm1, ymm2, ymmword ptr [rip + .LCPI69_5]
	vpor	ymm0, ymm1, ymm0
	vextracti128	xmm1, ymm0, 1
	vpor	xmm0, xmm0, xmm1
	vpshufd	xmm1, xmm0, 238
	vpor	xmm0, xmm0, xmm1
	vmovq	rax, xmm0
	vzeroupper
	ret
