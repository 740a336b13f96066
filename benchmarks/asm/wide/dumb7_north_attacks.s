; dumb7_north_attacks
	push	rbp
	push	r15
	push	r14
	push	r13
	push	r12
	push	rbx
	mov	r13, rdi
	mov	rax, qword ptr [rsi]
	mov	qword ptr [rsp - 32], rax
	mov	r11, qword ptr [rsi + 8]
	mov	r10, qword ptr [rsi + 16]
	mov	r9, qword ptr [rsi + 24]
	mov	rsi, rax
	shl	rsi, 16
	mov	rcx, r11
	shld	rcx, rax, 16
	mov	rdi, rcx
	mov	qword ptr [rsp - 24], rcx
	mov	rax, r10
	shld	rax, r11, 16
	mov	rcx, rax
	mov	qword ptr [rsp - 16], rax
	mov	rax, r9
	shld	rax, r10, 16
	mov	qword ptr [rsp - 8], rax
	mov	r12, qword ptr [rdx]
	mov	r15, qword ptr [rdx + 8]
	mov	r8, qword ptr [rdx + 16]
	mov	rbx, qword ptr [rdx + 24]
	mov	rdx, r15
	and	rdx, rdi
	mov	r14, r8
	and	r14, rcx
	mov	rdi, rbx
	and	rdi, rax
	shld	rdi, r14, 16
	shld	r14, rdx, 16
	and	rsi, r12
	shld	rdx, rsi, 16
	and	rdx, r15
	and	r14, r8
	mov	rax, r14
	shld	rax, rdx, 16
	mov	rbp, rdx
	or	rdx, r11
	and	rdi, rbx
	mov	rcx, rdi
	shld	rcx, r14, 16
	or	r14, r10
	or	rdi, r9
	shl	rsi, 16
	and	rsi, r12
	mov	r10, rsi
	shl	r10, 16
	shld	rbp, rsi, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	rcx, rbx
	or	rdi, rcx
	shld	rcx, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	mov	r9, qword ptr [rsp - 32]
	or	rsi, r9
	or	rsi, r10
	shl	r10, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	rcx, rbx
	or	rdi, rcx
	shld	rcx, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	or	rsi, r10
	shl	r10, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	rcx, rbx
	mov	r11, rcx
	shld	r11, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	or	rdi, rcx
	or	rsi, r10
	shl	r10, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	r11, rbx
	or	rdi, r11
	shld	r11, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	or	rsi, r10
	shl	r10, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	r11, rbx
	or	rdi, r11
	shld	r11, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	or	rsi, r10
	shl	r10, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	r11, rbx
	or	rdi, r11
	shld	r11, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	or	rsi, r10
	shl	r10, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	r11, rbx
	mov	rcx, r11
	shld	rcx, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	or	rdi, r11
	or	rsi, r10
	shl	r10, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	rcx, rbx
	or	rdi, rcx
	shld	rcx, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	or	rsi, r10
	shl	r10, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	rcx, rbx
	or	rdi, rcx
	shld	rcx, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	or	rsi, r10
	shl	r10, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	rcx, rbx
	or	rdi, rcx
	shld	rcx, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	or	rsi, r10
	shl	r10, 16
	and	r10, r12
	and	rbp, r15
	and	rax, r8
	and	rcx, rbx
	mov	r11, rcx
	shld	r11, rax, 16
	or	r14, rax
	shld	rax, rbp, 16
	or	rdx, rbp
	shld	rbp, r10, 16
	or	rdi, rcx
	or	rsi, r10
	or	r10, r9
	shl	r10, 16
	and	r10, r12
	or	rsi, r10
	or	rbp, qword ptr [rsp - 24]
	and	rbp, r15
	or	rdx, rbp
	or	rax, qword ptr [rsp - 16]
	and	rax, r8
	or	r14, rax
	or	r11, qword ptr [rsp - 8]
	and	r11, rbx
	or	rdi, r11
	shld	rdi, r14, 16
	shld	r14, rdx, 16
	shld	rdx, rsi, 16
	shl	rsi, 16
	mov	qword ptr [r13], rsi
	mov	qword ptr [r13 + 8], rdx
	mov	qword ptr [r13 + 16], r14
	mov	qword ptr [r13 + 24], rdi
	mov	rax, r13
	pop	rbx
	pop	r12
	pop	r13
	pop	r14
	pop	r15
	pop	rbp
	ret
