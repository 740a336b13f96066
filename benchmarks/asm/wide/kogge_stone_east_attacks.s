; kogge_stone_east_attacks
	mov	rax, rdi
	movdqu	xmm1, xmmword ptr [rdx]
	movdqa	xmm0, xmmword ptr [rip + .LCPI2_0]
	pand	xmm1, xmm0
	movdqu	xmm2, xmmword ptr [rsi]
	movdqa	xmm3, xmm2
	paddq	xmm3, xmm3
	pand	xmm3, xmm1
	por	xmm3, xmm2
	movdqa	xmm2, xmm1
	paddq	xmm2, xmm2
	pand	xmm2, xmm1
	movdqa	xmm1, xmm3
	psllq	xmm1, 2
	pand	xmm1, xmm2
	por	xmm1, xmm3
	movdqa	xmm3, xmm2
	psllq	xmm3, 2
	pand	xmm3, xmm2
	movdqa	xmm2, xmm1
	psllq	xmm2, 4
	pand	xmm2, xmm3
	por	xmm2, xmm1
	movdqa	xmm1, xmm3
	psllq	xmm1, 4
	movdqa	xmm4, xmm2
	psllq	xmm4, 8
	pand	xmm1, xmm3
	pand	xmm1, xmm4
	por	xmm1, xmm2
	paddq	xmm1, xmm1
	pand	xmm1, xmm0
	movdqu	xmmword ptr [rdi], xmm1
	movdqu	xmm1, xmmword ptr [rdx + 16]
	pand	xmm1, xmm0
	movdqu	xmm2, xmmword ptr [rsi + 16]
	movdqa	xmm3, xmm2
	paddq	xmm3, xmm3
	pand	xmm3, xmm1
	por	xmm3, xmm2
	movdqa	xmm2, xmm1
	paddq	xmm2, xmm2
	pand	xmm2, xmm1
	movdqa	xmm1, xmm3
	psllq	xmm1, 2
	pand	xmm1, xmm2
	por	xmm1, xmm3
	movdqa	xmm3, xmm2
	psllq	xmm3, 2
	pand	xmm3, xmm2
	movdqa	xmm2, xmm1
	psllq	xmm2, 4
	pand	xmm2, xmm3
	por	xmm2, xmm1
	movdqa	xmm1, xmm3
	psllq	xmm1, 4
	movdqa	xmm4, xmm2
	psllq	xmm4, 8
	pand	xmm1, xmm3
	pand	xmm1, xmm4
	por	xmm1, xmm2
	paddq	xmm1, xmm1
	pand	xmm1, xmm0
	movdqu	xmmword ptr [rdi + 16], xmm1
	ret
