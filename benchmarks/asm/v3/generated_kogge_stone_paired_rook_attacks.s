; generated_kogge_stone_paired_rook_attacks
; identical code: LLVM merged it into _ZN5probe38asm_generated_kogge_stone_rook_attacks
	push	rbx
	mov	r10, rsi
	shl	r10, 8
	and	r10, rsi
	mov	r9, r10
	shl	r9, 16
	and	r9, r10
	movabs	r8, 9114861777597660798
	and	r8, rsi
	lea	rcx, [r8 + r8]
	and	rcx, r8
	lea	rax, [4*rcx]
	and	rax, rcx
	mov	rdx, rdi
	shl	rdx, 8
	and	rdx, rsi
	or	rdx, rdi
	mov	r11, rdx
	shl	r11, 16
	and	r11, r10
	or	r11, rdx
	mov	rdx, r11
	shl	rdx, 32
	and	rdx, r9
	or	rdx, r11
	mov	r11, rdi
	shr	r11, 8
	and	r11, rsi
	or	r11, rdi
	shr	r10, 8
	mov	rbx, r11
	shr	rbx, 16
	and	rbx, r10
	or	rbx, r11
	shr	r9, 24
	mov	rsi, rbx
	shr	rsi, 32
	and	esi, r9d
	or	rsi, rbx
	lea	r9, [rdi + rdi]
	and	r9, r8
	or	r9, rdi
	lea	r10, [4*r9]
	and	r10, rcx
	or	r10, r9
	mov	r9, r10
	shl	r9, 4
	and	r9, rax
	or	r9, r10
	mov	r10, rdi
	shr	r10
	and	r10, r8
	or	r10, rdi
	shr	rcx
	mov	rdi, r10
	shr	rdi, 2
	and	rdi, rcx
	or	rdi, r10
	shr	rax, 3
	mov	rcx, rdi
	shr	rcx, 4
	and	rcx, rax
	or	rcx, rdi
	shl	rdx, 8
	shr	rsi, 8
	or	rsi, rdx
	add	r9, r9
	movabs	rdx, -72340172838076674
	and	rdx, r9
	or	rdx, rsi
	shr	rcx
	movabs	rax, 9187201950435737471
	and	rax, rcx
	or	rax, rdx
	pop	rbx
	ret
