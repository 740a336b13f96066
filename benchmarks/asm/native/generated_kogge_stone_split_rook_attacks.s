; generated_kogge_stone_split_rook_attacks
	mov	r10, rsi
	shl	r10, 8
	movabs	rcx, 9114861777597660798
	mov	rax, rdi
	and	r10, rsi
	and	rcx, rsi
	mov	r9, r10
	shl	r9, 16
	lea	rdx, [rcx + rcx]
	and	r9, r10
	and	rdx, rcx
	shl	rax, 8
	je	.LBB73_1
	and	rax, rsi
	or	rax, rdi
	mov	r8, rax
	shl	r8, 16
	and	r8, r10
	or	r8, rax
	mov	rax, r8
	shl	rax, 32
	and	rax, r9
	or	rax, r8
	shl	rax, 8
	lea	r8, [4*rdx]
	mov	r11, rdi
	shr	r11, 8
	je	.LBB73_5
.LBB73_4:
	and	rsi, r11
	shr	r10, 8
	shr	r9, 24
	or	rsi, rdi
	mov	r11, rsi
	shr	r11, 16
	and	r11, r10
	or	r11, rsi
	mov	rsi, r11
	shr	rsi, 32
	and	r9d, esi
	or	r9, r11
	shr	r9, 8
	or	rax, r9
.LBB73_5:
	and	r8, rdx
	movabs	r9, -72340172838076674
	movabs	rsi, 9187201950435737471
	test	rdi, rsi
	je	.LBB73_7
	lea	r10, [rdi + rdi]
	and	r10, rcx
	or	r10, rdi
	lea	r11, [4*r10]
	and	r11, rdx
	or	r11, r10
	mov	r10, r11
	shl	r10, 4
	and	r10, r8
	or	r10, r11
	add	r10, r10
	and	r10, r9
	or	rax, r10
.LBB73_7:
	test	rdi, r9
	je	.LBB73_9
	mov	r9, rdi
	shr	r9
	shr	rdx
	shr	r8, 3
	and	rcx, r9
	or	rcx, rdi
	mov	rdi, rcx
	shr	rdi, 2
	and	rdi, rdx
	or	rdi, rcx
	mov	rcx, rdi
	shr	rcx, 4
	and	rcx, r8
	or	rcx, rdi
	shr	rcx
	and	rcx, rsi
	or	rax, rcx
.LBB73_9:
	ret
.LBB73_1:
	xor	eax, eax
	lea	r8, [4*rdx]
	mov	r11, rdi
	shr	r11, 8
	jne	.LBB73_4
	jmp	.LBB73_5
