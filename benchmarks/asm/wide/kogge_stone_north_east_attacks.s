; kogge_stone_north_east_attacks
	push	rbp
	push	r15
	push	r14
	push	r13
	push	r12
	push	rbx
	movabs	rcx, -281479271743490
	mov	r8, qword ptr [rdx]
	and	r8, rcx
	mov	rbx, qword ptr [rdx + 8]
	and	rbx, rcx
	mov	r15, qword ptr [rdx + 16]
	and	r15, rcx
	mov	rdx, qword ptr [rdx + 24]
	and	rdx, rcx
	mov	r10, qword ptr [rsi]
	mov	r12, qword ptr [rsi + 8]
	mov	r13, qword ptr [rsi + 16]
	mov	rsi, qword ptr [rsi + 24]
	mov	r9, r12
	shld	r9, r10, 17
	mov	r14, r10
	mov	r11, r13
	shld	r11, r12, 17
	shl	r14, 17
	mov	rax, rsi
	shld	rax, r13, 17
	and	r14, r8
	and	r9, rbx
	and	r11, r15
	and	rax, rdx
	or	r14, r10
	or	r9, r12
	or	r11, r13
	or	rax, rsi
	mov	r10, r8
	mov	r13, rbx
	shld	r13, r8, 17
	shl	r10, 17
	mov	rbp, r15
	shld	rbp, rbx, 17
	mov	rsi, rdx
	shld	rsi, r15, 17
	and	r10, r8
	and	r13, rbx
	and	rbp, r15
	and	rsi, rdx
	mov	rdx, r14
	shl	rdx, 34
	mov	r15, r9
	shld	r15, r14, 34
	mov	rbx, r11
	shld	rbx, r9, 34
	mov	r8, rax
	shld	r8, r11, 34
	and	rdx, r10
	and	r15, r13
	and	rbx, rbp
	or	rdx, r14
	shrd	r10, r13, 30
	or	r15, r9
	mov	r12, rbp
	shld	r12, r13, 34
	or	rbx, r11
	mov	r14, rsi
	shld	r14, rbp, 34
	and	r10, r13
	and	r12, rbp
	mov	r9, rdx
	shl	r9, 4
	and	r9, r10
	or	r9, r15
	shl	r15, 4
	shl	r10, 4
	mov	r11, rdx
	shl	r11, 8
	and	r11, r10
	or	r11, r15
	and	r11, r12
	or	r11, rbx
	shl	rbx, 4
	shl	r12, 4
	mov	r10, r9
	shl	r10, 8
	and	r10, r12
	or	r10, rbx
	and	r10, r14
	or	r10, r8
	and	r10, rsi
	or	r10, rax
	shld	r10, r11, 17
	shld	r11, r9, 17
	shld	r9, rdx, 17
	mov	rax, rdi
	shl	rdx, 17
	lea	rsi, [rcx - 65534]
	and	rsi, rdx
	and	r9, rcx
	and	r11, rcx
	and	r10, rcx
	mov	qword ptr [rdi], rsi
	mov	qword ptr [rdi + 8], r9
	mov	qword ptr [rdi + 16], r11
	mov	qword ptr [rdi + 24], r10
	pop	rbx
	pop	r12
	pop	r13
	pop	r14
	pop	r15
	pop	rbp
	ret
