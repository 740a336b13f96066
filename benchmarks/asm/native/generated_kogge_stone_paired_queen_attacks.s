; generated_kogge_stone_paired_queen_attacks
; identical code: LLVM merged it into _ZN5probe37asm_sliders_kogge_stone_queen_attacks
; a tail call to _ZN13bitfill_suite10contenders9generated6paired11kogge_stone13queen_attacks, whose body this is
	vmovq	xmm5, rsi
	vmovdqa	ymm1, ymmword ptr [rip + .LCPI24_0]
	vmovdqa	ymm3, ymmword ptr [rip + .LCPI24_1]
	vmovq	xmm0, rdi
	vmovdqa	ymm7, ymmword ptr [rip + .LCPI24_3]
	vpbroadcastq	ymm5, xmm5
	vpand	ymm5, ymm5, ymmword ptr [rip + .LCPI24_2]
	vpbroadcastq	ymm0, xmm0
	vpsllvq	ymm2, ymm0, ymm1
	vpsrlvq	ymm4, ymm0, ymm3
	vpsllvq	ymm6, ymm5, ymm1
	vpand	ymm2, ymm5, ymm2
	vpand	ymm4, ymm5, ymm4
	vpand	ymm6, ymm6, ymm5
	vpor	ymm2, ymm2, ymm0
	vpor	ymm0, ymm4, ymm0
	vpsrlvq	ymm5, ymm0, ymmword ptr [rip + .LCPI24_5]
	vpermq	ymm4, ymm6, 216
	vpsllvq	ymm8, ymm6, ymm7
	vpsllvq	ymm7, ymm2, ymm7
	vpand	ymm7, ymm7, ymm6
	vpand	ymm8, ymm8, ymm6
	vpor	ymm2, ymm7, ymm2
	vpsllvq	ymm7, ymm2, ymmword ptr [rip + .LCPI24_4]
	vpsrlvq	ymm4, ymm4, ymm3
	vpand	ymm4, ymm4, ymm5
	vpor	ymm0, ymm4, ymm0
	vpermq	ymm4, ymm8, 216
	vpsrlvq	ymm4, ymm4, ymmword ptr [rip + .LCPI24_6]
	vpsrlvq	ymm5, ymm0, ymmword ptr [rip + .LCPI24_7]
	vpand	ymm7, ymm8, ymm7
	vpor	ymm2, ymm7, ymm2
	vpsllvq	ymm1, ymm2, ymm1
	vpand	ymm1, ymm1, ymmword ptr [rip + .LCPI24_8]
	vpand	ymm4, ymm5, ymm4
	vpor	ymm0, ymm4, ymm0
	vpsrlvq	ymm0, ymm0, ymm3
	vpand	ymm0, ymm0, ymmword ptr [rip + .LCPI24_9]
	vpor	ymm0, ymm1, ymm0
	vextracti128	xmm1, ymm0, 1
	vpor	xmm0, xmm0, xmm1
	vpshufd	xmm1, xmm0, 238
	vpor	xmm0, xmm0, xmm1
	vmovq	rax, xmm0
	vzeroupper
	ret
