; textbook_dumb7_queen_attacks
	push	r14
	push	rbx
	mov	r10, rdi
	shl	r10, 16
	lea	r8, [4*rdi]
	mov	rdx, rdi
	shl	rdx, 18
	mov	rbx, rdi
	shl	rbx, 14
	movabs	r9, 9187201950435737471
	mov	rcx, rsi
	and	rcx, r9
	movabs	r11, -72340172838076674
	mov	rax, rsi
	and	rax, r11
	mov	r14, rcx
	shl	r14, 7
	and	rbx, rcx
	and	rbx, r14
	lea	r14, [rax + rax]
	and	r8, rax
	and	r8, r14
	movq	xmm1, rbx
	mov	r14, rbx
	shl	r14, 7
	lea	rbx, [r8 + r8]
	and	r14, rcx
	and	rbx, rax
	movq	xmm2, r14
	shl	r14, 7
	and	r14, rcx
	movq	xmm10, r14
	lea	r14, [rbx + rbx]
	and	r14, rax
	movq	xmm9, r14
	mov	r14, rsi
	shl	r14, 8
	and	r14, r10
	mov	r10, rax
	shl	r10, 9
	and	rdx, rax
	and	rdx, r10
	movq	xmm11, r11
	movq	xmm0, rdi
	pshufd	xmm5, xmm0, 68
	movdqa	xmm4, xmm0
	psllq	xmm4, 2
	movdqa	xmm12, xmm5
	psllq	xmm12, 14
	movsd	xmm12, xmm4
	movdqa	xmm4, xmm0
	psllq	xmm4, 18
	movdqa	xmm15, xmm5
	psllq	xmm15, 16
	movsd	xmm15, xmm4
	movdqa	xmm4, xmm0
	psrlq	xmm4, 2
	movdqa	xmm3, xmm5
	psrlq	xmm3, 14
	movsd	xmm3, xmm4
	movapd	xmmword ptr [rsp - 24], xmm3
	psrlq	xmm0, 18
	movdqa	xmm4, xmm5
	psrlq	xmm4, 16
	movsd	xmm4, xmm0
	movq	xmm6, rsi
	pshufd	xmm3, xmm6, 68
	pand	xmm11, xmm6
	movq	xmm0, rcx
	movdqa	xmm7, xmm11
	punpcklqdq	xmm7, xmm0
	movdqa	xmm0, xmm7
	psllq	xmm0, 7
	movdqa	xmm13, xmm11
	paddq	xmm13, xmm13
	shufpd	xmm13, xmm0, 2
	movdqa	xmm8, xmm11
	andpd	xmm13, xmm12
	psllq	xmm11, 9
	movdqa	xmm14, xmm3
	psllq	xmm14, 8
	movsd	xmm14, xmm11
	movq	xmm0, r8
	and	r14, rsi
	andpd	xmm14, xmm15
	punpcklqdq	xmm0, xmm1
	movq	xmm12, rdx
	movq	xmm1, r14
	punpcklqdq	xmm12, xmm1
	movq	xmm1, rbx
	mov	r10, rdi
	shr	r10, 16
	shl	r14, 8
	shl	rdx, 9
	and	r14, rsi
	and	rdx, rax
	punpcklqdq	xmm1, xmm2
	movq	xmm2, rdx
	shl	rdx, 9
	and	rdx, rax
	por	xmm1, xmm0
	movq	xmm0, r14
	punpcklqdq	xmm2, xmm0
	movq	xmm11, rdx
	mov	rdx, rdi
	shr	rdx, 2
	por	xmm2, xmm12
	pshufd	xmm12, xmm10, 68
	paddq	xmm9, xmm9
	psllq	xmm12, 7
	movsd	xmm12, xmm9
	shl	r14, 8
	and	r14, rsi
	psllq	xmm10, 7
	punpcklqdq	xmm9, xmm10
	movq	xmm0, r14
	mov	r8, rdi
	shr	r8, 14
	shr	rdi, 18
	movdqa	xmmword ptr [rsp - 40], xmm3
	andpd	xmm12, xmm3
	por	xmm9, xmm13
	pshufd	xmm13, xmm0, 68
	psllq	xmm11, 9
	psllq	xmm13, 8
	movsd	xmm13, xmm11
	andpd	xmm13, xmm3
	psllq	xmm0, 8
	punpcklqdq	xmm11, xmm0
	movq	xmm10, r9
	andpd	xmm12, xmmword ptr [rip + .LCPI69_0]
	andpd	xmm13, xmmword ptr [rip + .LCPI69_1]
	mov	r9, rsi
	shr	r9, 8
	and	r9, r10
	mov	r10, rcx
	shr	r10, 9
	and	rdi, rcx
	and	rdi, r10
	mov	r10, rax
	shr	r10, 7
	and	r8, rax
	and	r8, r10
	mov	r10, rcx
	shr	r10
	and	rdx, rcx
	and	rdx, r10
	por	xmm11, xmm14
	orpd	xmm12, xmm5
	orpd	xmm13, xmm5
	movapd	xmm3, xmm5
	movapd	xmm0, xmm12
	paddq	xmm0, xmm0
	psllq	xmm12, 7
	movsd	xmm12, xmm0
	movapd	xmm0, xmm13
	psllq	xmm0, 9
	psllq	xmm13, 8
	movsd	xmm13, xmm0
	movdqa	xmm0, xmm1
	paddq	xmm0, xmm0
	psllq	xmm1, 7
	movsd	xmm1, xmm0
	orpd	xmm1, xmm9
	and	r9, rsi
	movq	xmm15, r9
	shr	r9, 8
	and	r9, rsi
	movq	xmm9, r9
	shr	r9, 8
	and	esi, r9d
	pand	xmm10, xmm6
	punpcklqdq	xmm8, xmm6
	orpd	xmm1, xmm12
	andpd	xmm1, xmm7
	movdqa	xmm0, xmm2
	psllq	xmm0, 9
	psllq	xmm2, 8
	movsd	xmm2, xmm0
	orpd	xmm2, xmm11
	orpd	xmm2, xmm13
	andpd	xmm2, xmm8
	orpd	xmm1, xmm5
	orpd	xmm2, xmm5
	movapd	xmm0, xmm1
	paddq	xmm0, xmm0
	psllq	xmm1, 7
	movsd	xmm1, xmm0
	movapd	xmm0, xmm2
	psllq	xmm0, 9
	psllq	xmm2, 8
	movsd	xmm2, xmm0
	movq	xmm0, rax
	movdqa	xmm8, xmm10
	punpcklqdq	xmm8, xmm0
	movdqa	xmm7, xmm10
	punpcklqdq	xmm7, xmm6
	movdqa	xmm0, xmm8
	psrlq	xmm0, 7
	movdqa	xmm11, xmm10
	psrlq	xmm11, 1
	shufps	xmm11, xmm0, 228
	andps	xmm11, xmmword ptr [rsp - 24]
	movq	xmm13, rdx
	movq	xmm12, rdi
	shr	rdi, 9
	shr	rdx
	and	rdi, rcx
	and	rdx, rcx
	movq	xmm6, rdx
	movq	xmm5, rdi
	shr	rdi, 9
	shr	rdx
	and	rdx, rcx
	and	ecx, edi
	psrlq	xmm10, 9
	movdqa	xmm14, xmmword ptr [rsp - 40]
	psrlq	xmm14, 8
	movsd	xmm14, xmm10
	andpd	xmm14, xmm4
	movq	xmm0, r8
	shr	r8, 7
	and	r8, rax
	movq	xmm10, r8
	shr	r8, 7
	and	r8, rax
	punpcklqdq	xmm13, xmm0
	movd	xmm4, ecx
	punpcklqdq	xmm12, xmm15
	movq	xmm0, r8
	punpcklqdq	xmm6, xmm10
	movd	xmm15, esi
	por	xmm6, xmm13
	punpcklqdq	xmm5, xmm9
	por	xmm5, xmm12
	pshufd	xmm10, xmm0, 68
	pshufd	xmm9, xmm15, 68
	movdqa	xmm12, xmm4
	psrlq	xmm12, 9
	psrlq	xmm9, 8
	movsd	xmm9, xmm12
	movq	xmm12, rdx
	psrlq	xmm12, 1
	psrlq	xmm10, 7
	movsd	xmm10, xmm12
	psrlq	xmm0, 7
	punpcklqdq	xmm12, xmm0
	por	xmm12, xmm11
	psrld	xmm4, 9
	psrld	xmm15, 8
	punpcklqdq	xmm4, xmm15
	andpd	xmm10, xmm8
	andpd	xmm9, xmm7
	por	xmm4, xmm14
	orpd	xmm10, xmm3
	orpd	xmm9, xmm3
	movapd	xmm0, xmm10
	psrlq	xmm0, 1
	psrlq	xmm10, 7
	movsd	xmm10, xmm0
	movapd	xmm0, xmm9
	psrlq	xmm0, 9
	psrlq	xmm9, 8
	movsd	xmm9, xmm0
	movdqa	xmm0, xmm6
	psrlq	xmm0, 1
	psrlq	xmm6, 7
	movsd	xmm6, xmm0
	orpd	xmm6, xmm12
	orpd	xmm6, xmm10
	andpd	xmm6, xmm8
	movdqa	xmm0, xmm5
	psrlq	xmm0, 9
	psrlq	xmm5, 8
	movsd	xmm5, xmm0
	orpd	xmm5, xmm4
	orpd	xmm5, xmm9
	andpd	xmm5, xmm7
	orpd	xmm6, xmm3
	orpd	xmm5, xmm3
	movapd	xmm0, xmm6
	psrlq	xmm0, 1
	psrlq	xmm6, 7
	movsd	xmm6, xmm0
	movapd	xmm0, xmm5
	psrlq	xmm0, 9
	psrlq	xmm5, 8
	andpd	xmm6, xmmword ptr [rip + .LCPI69_2]
	andpd	xmm1, xmmword ptr [rip + .LCPI69_3]
	movsd	xmm5, xmm0
	orpd	xmm1, xmm6
	andpd	xmm5, xmmword ptr [rip + .LCPI69_4]
	andpd	xmm2, xmmword ptr [rip + .LCPI69_5]
	orpd	xmm2, xmm5
	orpd	xmm2, xmm1
	pshufd	xmm0, xmm2, 238
	por	xmm0, xmm2
	movq	rax, xmm0
	pop	rbx
	pop	r14
	ret
