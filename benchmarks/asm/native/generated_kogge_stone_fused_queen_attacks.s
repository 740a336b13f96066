; generated_kogge_stone_fused_queen_attacks
; identical code: LLVM merged it into _ZN5probe38asm_textbook_kogge_stone_queen_attacks
	vmovq	xmm4, rsi
	vmovq	xmm0, rdi
	vmovdqa	ymm6, ymmword ptr [rip + .LCPI99_2]
	vmovdqa	ymm8, ymmword ptr [rip + .LCPI99_3]
	vpbroadcastq	ymm4, xmm4
	vpbroadcastq	ymm1, xmm0
	vmovdqa	ymm0, ymmword ptr [rip + .LCPI99_0]
	vpand	ymm4, ymm4, ymmword ptr [rip + .LCPI99_1]
	vpsllvq	ymm2, ymm1, ymm0
	vpsllvq	ymm5, ymm4, ymm0
	vpsrlvq	ymm3, ymm1, ymm0
	vpand	ymm2, ymm4, ymm2
	vpand	ymm5, ymm5, ymm4
	vpermq	ymm4, ymm4, 209
	vpor	ymm2, ymm2, ymm1
	vpsllvq	ymm7, ymm2, ymm6
	vpand	ymm7, ymm7, ymm5
	vpor	ymm2, ymm7, ymm2
	vpsllvq	ymm7, ymm5, ymm6
	vpsllvq	ymm9, ymm2, ymm8
	vpand	ymm5, ymm7, ymm5
	vpand	ymm3, ymm4, ymm3
	vpand	ymm5, ymm9, ymm5
	vpor	ymm1, ymm3, ymm1
	vpsrlvq	ymm3, ymm4, ymm0
	vpor	ymm2, ymm5, ymm2
	vpand	ymm3, ymm3, ymm4
	vpsrlvq	ymm4, ymm1, ymm6
	vpsllvq	ymm2, ymm2, ymm0
	vpand	ymm4, ymm4, ymm3
	vpsrlvq	ymm6, ymm3, ymm6
	vpor	ymm1, ymm4, ymm1
	vpand	ymm3, ymm6, ymm3
	vpsrlvq	ymm5, ymm1, ymm8
	vpand	ymm3, ymm3, ymm5
	vpor	ymm1, ymm3, ymm1
	vpsrlvq	ymm0, ymm1, ymm0
	vpand	ymm1, ymm2, ymmword ptr [rip + .LCPI99_4]
	vpand	ymm0, ymm0, ymmword ptr [rip + .LCPI99_5]
	vpor	ymm0, ymm1, ymm0
	vextracti128	xmm1, ymm0, 1
	vpor	xmm0, xmm0, xmm1
	vpshufd	xmm1, xmm0, 238
	vpor	xmm0, xmm0, xmm1
	vmovq	rax, xmm0
	vzeroupper
	ret
