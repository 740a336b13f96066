; sliders_kogge_stone_queen_attacks
; a tail call to _ZN13bitfill_suite10contenders9generated5split11kogge_stone13queen_attacks, whose body this is
	mov	rax, rdi
	shl	rax, 8
	je	.LBB15_1
	and	rax, rsi
	or	rax, rdi
	mov	rcx, rsi
	shl	rcx, 8
	and	rcx, rsi
	mov	rdx, rax
	shl	rdx, 16
	and	rdx, rcx
	or	rdx, rax
	mov	rax, rcx
	shl	rax, 16
	mov	r8, rdx
	shl	r8, 32
	and	rax, rcx
	and	rax, r8
	or	rax, rdx
	shl	rax, 8
	mov	rcx, rdi
	shr	rcx, 8
	je	.LBB15_5
.LBB15_4:
	and	rcx, rsi
	or	rcx, rdi
	mov	rdx, rsi
	shr	rdx, 8
	and	rdx, rsi
	mov	r8, rcx
	shr	r8, 16
	and	r8, rdx
	or	r8, rcx
	mov	rcx, rdx
	shr	rcx, 16
	mov	r9, r8
	shr	r9, 32
	and	edx, ecx
	and	edx, r9d
	or	rdx, r8
	shr	rdx, 8
	or	rax, rdx
.LBB15_5:
	movabs	rdx, -72340172838076674
	movabs	rcx, 9187201950435737471
	test	rdi, rcx
	je	.LBB15_7
	lea	r8, [rdi + rdi]
	mov	r9, rsi
	and	r9, rdx
	and	r8, r9
	or	r8, rdi
	lea	r10, [r9 + r9]
	and	r10, r9
	lea	r9, [4*r8]
	and	r9, r10
	or	r9, r8
	lea	r8, [4*r10]
	mov	r11, r9
	shl	r11, 4
	and	r8, r10
	and	r8, r11
	or	r8, r9
	add	r8, r8
	and	r8, rdx
	or	rax, r8
.LBB15_7:
	test	rdi, rdx
	je	.LBB15_9
	mov	r8, rdi
	shr	r8
	mov	r9, rsi
	and	r9, rcx
	and	r8, r9
	or	r8, rdi
	mov	r10, r9
	shr	r10
	and	r10, r9
	mov	r9, r8
	shr	r9, 2
	and	r9, r10
	or	r9, r8
	mov	r8, r10
	shr	r8, 2
	mov	r11, r9
	shr	r11, 4
	and	r8, r10
	and	r8, r11
	or	r8, r9
	shr	r8
	and	r8, rcx
	or	rax, r8
.LBB15_9:
	push	r14
	push	rbx
	movabs	r8, 35887507618889599
	test	rdi, r8
	je	.LBB15_11
	mov	r9, rdi
	shl	r9, 9
	mov	r10, rsi
	and	r10, rdx
	and	r9, r10
	or	r9, rdi
	mov	r11, r10
	shl	r11, 9
	and	r11, r10
	mov	r10, r9
	shl	r10, 18
	and	r10, r11
	or	r10, r9
	mov	r9, r11
	shl	r9, 18
	mov	rbx, r10
	shl	rbx, 36
	and	r9, r11
	and	r9, rbx
	or	r9, r10
	shl	r9, 9
	lea	r10, [rdx - 254]
	and	r10, r9
	or	rax, r10
.LBB15_11:
	movabs	r9, 71775015237779198
	test	rdi, r9
	je	.LBB15_13
	mov	r10, rdi
	shl	r10, 7
	mov	r11, rsi
	and	r11, rcx
	and	r10, r11
	or	r10, rdi
	mov	rbx, r11
	shl	rbx, 7
	and	rbx, r11
	mov	r11, r10
	shl	r11, 14
	and	r11, rbx
	or	r11, r10
	mov	r10, rbx
	shl	r10, 14
	mov	r14, r11
	shl	r14, 28
	and	r10, rbx
	and	r10, r14
	or	r10, r11
	shl	r10, 7
	lea	r11, [rcx - 127]
	and	r11, r10
	or	rax, r11
.LBB15_13:
	lea	r10, [rcx - 127]
	test	rdi, r10
	je	.LBB15_15
	mov	r10, rdi
	shr	r10, 7
	mov	r11, rsi
	and	r11, rdx
	and	r10, r11
	or	r10, rdi
	mov	rbx, r11
	shr	rbx, 7
	and	rbx, r11
	mov	r11, r10
	shr	r11, 14
	and	r11, rbx
	or	r11, r10
	mov	r10, rbx
	shr	r10, 14
	mov	r14, r11
	shr	r14, 28
	and	r10, rbx
	and	r10, r14
	or	r10, r11
	shr	r10, 7
	and	r10, r9
	or	rax, r10
.LBB15_15:
	add	rdx, -254
	test	rdi, rdx
	pop	rbx
	pop	r14
	je	.LBB15_17
	mov	rdx, rdi
	shr	rdx, 9
	and	rsi, rcx
	and	rdx, rsi
	or	rdx, rdi
	mov	rcx, rsi
	shr	rcx, 9
	and	rcx, rsi
	mov	rsi, rdx
	shr	rsi, 18
	and	rsi, rcx
	or	rsi, rdx
	mov	rdx, rcx
	shr	rdx, 18
	mov	rdi, rsi
	shr	rdi, 36
	and	ecx, edx
	and	ecx, edi
	or	rcx, rsi
	shr	rcx, 9
	and	rcx, r8
	or	rax, rcx
.LBB15_17:
	ret
.LBB15_1:
	xor	eax, eax
	mov	rcx, rdi
	shr	rcx, 8
	jne	.LBB15_4
	jmp	.LBB15_5
