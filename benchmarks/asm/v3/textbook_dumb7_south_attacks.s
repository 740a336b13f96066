; textbook_dumb7_south_attacks
	mov	rax, rdi
	shr	rax, 16
	mov	rcx, rsi
	shr	rcx, 8
	and	rcx, rax
	and	rcx, rsi
	mov	rdx, rcx
	shr	rdx, 8
	and	rdx, rsi
	mov	r8, rdx
	shr	r8, 8
	and	r8d, esi
	mov	eax, r8d
	shr	eax, 8
	and	eax, esi
	or	rax, rdi
	mov	rdi, rax
	shr	rdi, 8
	and	rdi, rsi
	or	rax, rcx
	or	rax, rdx
	or	rax, rdi
	or	rax, r8
	shr	rax, 8
	ret
