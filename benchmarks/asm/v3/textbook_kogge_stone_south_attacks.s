; textbook_kogge_stone_south_attacks
	mov	rcx, rdi
	shr	rcx, 8
	and	rcx, rsi
	or	rcx, rdi
	mov	rax, rsi
	shr	rax, 8
	and	rax, rsi
	mov	rdx, rcx
	shr	rdx, 16
	and	rdx, rax
	or	rdx, rcx
	mov	rcx, rax
	shr	rcx, 16
	mov	rsi, rdx
	shr	rsi, 32
	and	eax, ecx
	and	eax, esi
	or	rax, rdx
	shr	rax, 8
	ret
