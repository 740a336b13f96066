; generated_kogge_stone_paired_rook_attacks
	push	rbx
	mov	rdx, rdi
	shl	rdx, 8
	mov	r10, rsi
	shl	r10, 8
	movabs	r8, 9114861777597660798
	and	rdx, rsi
	and	r10, rsi
	and	r8, rsi
	or	rdx, rdi
	mov	r9, r10
	shl	r9, 16
	lea	rcx, [r8 + r8]
	mov	r11, rdx
	shl	r11, 16
	and	r9, r10
	and	rcx, r8
	and	r11, r10
	shr	r10, 8
	lea	rax, [4*rcx]
	or	r11, rdx
	mov	rdx, r11
	shl	rdx, 32
	and	rax, rcx
	and	rdx, r9
	shr	r9, 24
	or	rdx, r11
	mov	r11, rdi
	shr	r11, 8
	and	r11, rsi
	shl	rdx, 8
	or	r11, rdi
	mov	rbx, r11
	shr	rbx, 16
	and	rbx, r10
	or	rbx, r11
	mov	r11, rdi
	shr	r11
	mov	rsi, rbx
	shr	rsi, 32
	and	r11, r8
	and	esi, r9d
	lea	r9, [rdi + rdi]
	or	r11, rdi
	and	r9, r8
	or	rsi, rbx
	or	r9, rdi
	mov	rdi, r11
	shr	rdi, 2
	shr	rsi, 8
	lea	r10, [4*r9]
	or	rsi, rdx
	movabs	rdx, -72340172838076674
	and	r10, rcx
	shr	rcx
	or	r10, r9
	and	rdi, rcx
	mov	r9, r10
	shl	r9, 4
	or	rdi, r11
	and	r9, rax
	mov	rcx, rdi
	shr	rax, 3
	shr	rcx, 4
	and	rcx, rax
	or	r9, r10
	movabs	rax, 9187201950435737471
	or	rcx, rdi
	add	r9, r9
	and	rdx, r9
	shr	rcx
	or	rdx, rsi
	and	rax, rcx
	or	rax, rdx
	pop	rbx
	ret
