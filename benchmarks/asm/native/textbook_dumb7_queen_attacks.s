; textbook_dumb7_queen_attacks
; identical code: LLVM merged it into _ZN5probe31asm_sliders_dumb7_queen_attacks
	vmovdqa64	zmm1, zmmword ptr [rip + .LCPI68_0]
	vpbroadcastq	zmm0, rdi
	mov	al, 114
	vpbroadcastq	zmm3, rsi
	kmovd	k1, eax
	vpsllvq	zmm2, zmm0, zmm1
	vpsrlvq	zmm2 {k1}, zmm0, zmm1
	vpandq	zmm1, zmm3, zmmword ptr [rip + .LCPI68_1]
	vmovdqa64	zmm3, zmmword ptr [rip + .LCPI68_2]
	vpsllvq	zmm4, zmm1, zmm3
	vpsrlvq	zmm4 {k1}, zmm1, zmm3
	vpternlogq	zmm4, zmm1, zmm2, 128
	vpsllvq	zmm2, zmm4, zmm3
	vpsrlvq	zmm2 {k1}, zmm4, zmm3
	vpandq	zmm2, zmm2, zmm1
	vpsllvq	zmm5, zmm2, zmm3
	vpsrlvq	zmm5 {k1}, zmm2, zmm3
	vpandq	zmm5, zmm5, zmm1
	vpsllvq	zmm6, zmm5, zmm3
	vpsrlvq	zmm6 {k1}, zmm5, zmm3
	vpandq	zmm6, zmm6, zmm1
	vporq	zmm7, zmm6, zmm0
	vpsllvq	zmm8, zmm7, zmm3
	vpsrlvq	zmm8 {k1}, zmm7, zmm3
	vpternlogq	zmm8, zmm0, zmm1, 236
	vpternlogq	zmm8, zmm4, zmm6, 254
	vpternlogq	zmm8, zmm5, zmm2, 254
	vpsllvq	zmm0, zmm8, zmm3
	vpsrlvq	zmm0 {k1}, zmm8, zmm3
	vpandq	zmm0, zmm0, zmmword ptr [rip + .LCPI68_3]
	vextracti64x4	ymm1, zmm0, 1
	vporq	zmm0, zmm0, zmm1
	vextracti128	xmm1, ymm0, 1
	vpor	xmm0, xmm0, xmm1
	vpshufd	xmm1, xmm0, 238
	vpor	xmm0, xmm0, xmm1
	vmovq	rax, xmm0
	vzeroupper
	ret
