; kogge_stone_north_attacks
	push	r15
	push	r14
	push	r12
	push	rbx
	mov	rax, rdi
	mov	r10, qword ptr [rsi]
	mov	r11, qword ptr [rsi + 8]
	mov	rbx, qword ptr [rsi + 16]
	mov	rsi, qword ptr [rsi + 24]
	mov	r12, qword ptr [rdx]
	mov	r15, qword ptr [rdx + 8]
	mov	r14, qword ptr [rdx + 16]
	mov	r9, qword ptr [rdx + 24]
	mov	rdi, r10
	shl	rdi, 16
	mov	rdx, r11
	shld	rdx, r10, 16
	mov	r8, rbx
	shld	r8, r11, 16
	mov	rcx, rsi
	shld	rcx, rbx, 16
	and	rdi, r12
	and	rdx, r15
	and	r8, r14
	and	rcx, r9
	or	rdi, r10
	or	rdx, r11
	or	r8, rbx
	mov	r10, r15
	shld	r10, r12, 16
	or	rcx, rsi
	mov	r11, r14
	shld	r11, r15, 16
	mov	rsi, r12
	mov	rbx, r9
	shld	rbx, r14, 16
	shl	rsi, 16
	and	rsi, r12
	and	r10, r15
	and	r11, r14
	and	rbx, r9
	mov	r15, rdx
	shld	r15, rdi, 32
	mov	r9, rdi
	mov	r14, r8
	shld	r14, rdx, 32
	shl	r9, 32
	mov	r12, rcx
	shld	r12, r8, 32
	and	r9, rsi
	and	r15, r10
	and	r14, r11
	and	r12, rbx
	or	r9, rdi
	or	r14, r8
	shrd	rsi, r10, 32
	mov	rdi, r11
	shld	rdi, r10, 32
	mov	r8, rbx
	shld	r8, r11, 32
	and	rsi, r10
	and	rdi, r11
	and	r8, rbx
	and	rsi, r9
	or	rsi, r15
	mov	r10, r8
	and	r10, r14
	or	r10, r12
	or	rsi, rdx
	and	rdi, rsi
	and	r8, rdi
	or	rdi, r14
	or	r10, rcx
	or	r10, r8
	shld	r10, rdi, 16
	shld	rdi, rsi, 16
	shld	rsi, r9, 16
	shl	r9, 16
	mov	qword ptr [rax], r9
	mov	qword ptr [rax + 8], rsi
	mov	qword ptr [rax + 16], rdi
	mov	qword ptr [rax + 24], r10
	pop	rbx
	pop	r12
	pop	r14
	pop	r15
	ret
