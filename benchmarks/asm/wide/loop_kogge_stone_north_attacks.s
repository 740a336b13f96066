; loop_kogge_stone_north_attacks
	push	r15
	push	r14
	push	rbx
	mov	rax, qword ptr [rsi]
	mov	r8, qword ptr [rsi + 8]
	mov	r9, qword ptr [rsi + 16]
	mov	r11, qword ptr [rsi + 24]
	mov	rcx, qword ptr [rdx]
	mov	rsi, qword ptr [rdx + 8]
	mov	r10, qword ptr [rdx + 16]
	mov	rbx, qword ptr [rdx + 24]
	mov	rdx, rax
	shl	rdx, 16
	and	rdx, rcx
	or	rdx, rax
	mov	r15, rbx
	shld	r15, r10, 16
	and	r15, rbx
	mov	r14, r11
	shld	r14, r9, 16
	and	r14, rbx
	mov	rbx, rcx
	shl	rbx, 16
	and	rbx, rcx
	shrd	rcx, rsi, 48
	shrd	rax, r8, 48
	and	rcx, rsi
	and	rax, rsi
	shrd	rsi, r10, 48
	or	rax, r8
	and	rsi, r10
	or	r14, r11
	mov	r11, r15
	shld	r11, rsi, 32
	shrd	r8, r9, 48
	and	r8, r10
	and	r11, r15
	or	r8, r9
	mov	r10, r14
	shld	r10, r8, 32
	and	r10, r15
	mov	r9, rdx
	shl	r9, 32
	and	r9, rbx
	shrd	rbx, rcx, 32
	or	r9, rdx
	and	rbx, rcx
	shrd	rdx, rax, 32
	and	rdx, rcx
	or	rdx, rax
	shrd	rcx, rsi, 32
	and	rcx, rsi
	shrd	rax, r8, 32
	and	rax, rsi
	or	rax, r8
	mov	rsi, rcx
	and	rsi, r11
	and	r11, rax
	or	r11, r10
	mov	r8, r9
	and	r8, rbx
	or	r8, rdx
	and	rsi, r8
	or	r11, rsi
	or	r11, r14
	and	rbx, rcx
	and	rcx, rdx
	and	rbx, r9
	or	rbx, rax
	or	rbx, rcx
	shld	r11, rbx, 16
	shld	rbx, r8, 16
	shld	r8, r9, 16
	shl	r9, 16
	mov	qword ptr [rdi], r9
	mov	qword ptr [rdi + 8], r8
	mov	qword ptr [rdi + 16], rbx
	mov	qword ptr [rdi + 24], r11
	pop	rbx
	pop	r14
	pop	r15
	ret
