; generated_kogge_stone_fused_rook_attacks
; identical code: LLVM merged it into _ZN5probe38asm_generated_kogge_stone_rook_attacks
	vmovdqa	ymm1, ymmword ptr [rip + .LCPI71_0]
	vmovdqa	ymm4, ymmword ptr [rip + .LCPI71_1]
	vpbroadcastq	ymm0, rdi
	vpsllvq	ymm2, ymm0, ymm1
	vpsrlvq	ymm3, ymm0, ymm1
	vpblendd	ymm2, ymm2, ymm3, 60
	vpbroadcastq	ymm3, rsi
	vpand	ymm3, ymm3, ymm4
	vpternlogq	ymm2, ymm3, ymm0, 234
	vpsllvq	ymm0, ymm3, ymm1
	vpsrlvq	ymm5, ymm3, ymm1
	vpblendd	ymm0, ymm0, ymm5, 60
	vpand	ymm0, ymm0, ymm3
	vmovdqa	ymm3, ymmword ptr [rip + .LCPI71_2]
	vpsllvq	ymm5, ymm2, ymm3
	vpsrlvq	ymm6, ymm2, ymm3
	vpblendd	ymm5, ymm5, ymm6, 60
	vpternlogq	ymm5, ymm2, ymm0, 236
	vpsllvq	ymm2, ymm0, ymm3
	vpsrlvq	ymm3, ymm0, ymm3
	vpblendd	ymm2, ymm2, ymm3, 60
	vmovdqa	ymm3, ymmword ptr [rip + .LCPI71_3]
	vpsllvq	ymm6, ymm5, ymm3
	vpsrlvq	ymm3, ymm5, ymm3
	vpblendd	ymm3, ymm6, ymm3, 60
	vpand	ymm2, ymm2, ymm3
	vpternlogq	ymm2, ymm5, ymm0, 236
	vpsllvq	ymm0, ymm2, ymm1
	vpsrlvq	ymm1, ymm2, ymm1
	vpblendd	ymm0, ymm0, ymm1, 60
	vextracti128	xmm1, ymm0, 1
	vpternlogq	xmm4, xmm1, xmm0, 236
	vpshufd	xmm0, xmm4, 238
	vpor	xmm0, xmm4, xmm0
	vmovq	rax, xmm0
	vzeroupper
	ret
