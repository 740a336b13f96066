; generated_dumb7_queen_attacks
; identical code: LLVM merged it into _ZN5probe31asm_sliders_dumb7_queen_attacks
; a tail call to _ZN13bitfill_suite10contenders9generated5split5dumb713queen_attacks, whose body this is
	mov	rcx, rdi
	shl	rcx, 8
	je	.LBB18_1
	and	rcx, rsi
	shl	rcx, 8
	and	rcx, rsi
	mov	rdx, rcx
	shl	rdx, 8
	and	rdx, rsi
	mov	r8, rdx
	shl	r8, 8
	and	r8, rsi
	mov	rax, r8
	shl	rax, 8
	and	rax, rsi
	or	rax, rdi
	mov	r9, rax
	shl	r9, 8
	and	r9, rsi
	or	rax, rcx
	or	rax, rdx
	or	rax, r9
	or	rax, r8
	shl	rax, 8
	mov	rcx, rdi
	shr	rcx, 8
	je	.LBB18_5
.LBB18_4:
	and	rcx, rsi
	shr	rcx, 8
	and	rcx, rsi
	mov	rdx, rcx
	shr	rdx, 8
	and	rdx, rsi
	mov	r8, rdx
	shr	r8, 8
	and	r8, rsi
	mov	r9, r8
	shr	r9, 8
	and	r9, rsi
	or	r9, rdi
	mov	r10, r9
	shr	r10, 8
	and	r10, rsi
	or	r9, rcx
	or	r9, rdx
	or	r9, r10
	or	r9, r8
	shr	r9, 8
	or	rax, r9
.LBB18_5:
	push	r15
	push	r14
	push	r12
	push	rbx
	movabs	rdx, -72340172838076674
	movabs	rcx, 9187201950435737471
	test	rdi, rcx
	je	.LBB18_7
	mov	r8, rsi
	and	r8, rdx
	lea	r9, [4*rdi]
	lea	r10, [r8 + r8]
	and	r9, r8
	and	r9, r10
	lea	r10, [r9 + r9]
	and	r10, r8
	lea	r11, [r10 + r10]
	and	r11, r8
	lea	rbx, [r11 + r11]
	and	rbx, r8
	or	rbx, rdi
	lea	r14, [rbx + rbx]
	and	r14, r8
	or	rbx, r9
	or	rbx, r10
	or	rbx, r14
	or	rbx, r11
	add	rbx, rbx
	and	rbx, rdx
	or	rax, rbx
.LBB18_7:
	test	rdi, rdx
	je	.LBB18_9
	mov	r8, rsi
	and	r8, rcx
	mov	r9, rdi
	shr	r9, 2
	mov	r10, r8
	shr	r10
	and	r9, r8
	and	r9, r10
	mov	r10, r9
	shr	r10
	and	r10, r8
	mov	r11, r10
	shr	r11
	and	r11, r8
	mov	rbx, r11
	shr	rbx
	and	rbx, r8
	or	rbx, rdi
	mov	r14, rbx
	shr	r14
	and	r14, r8
	or	rbx, r9
	or	rbx, r10
	or	rbx, r14
	or	rbx, r11
	shr	rbx
	and	rbx, rcx
	or	rax, rbx
.LBB18_9:
	movabs	r8, 35887507618889599
	test	rdi, r8
	je	.LBB18_11
	mov	r9, rsi
	and	r9, rdx
	mov	r10, rdi
	shl	r10, 18
	mov	r11, r9
	shl	r11, 9
	and	r10, r9
	and	r10, r11
	mov	r11, r10
	shl	r11, 9
	and	r11, r9
	mov	rbx, r11
	shl	rbx, 9
	and	rbx, r9
	mov	r14, rbx
	shl	r14, 9
	and	r14, r9
	or	r14, rdi
	mov	r15, r14
	shl	r15, 9
	and	r15, r9
	or	r14, r10
	or	r14, r11
	or	r14, r15
	or	r14, rbx
	shl	r14, 9
	lea	r9, [rdx - 254]
	and	r9, r14
	or	rax, r9
.LBB18_11:
	movabs	r9, 71775015237779198
	test	rdi, r9
	je	.LBB18_13
	mov	r10, rsi
	and	r10, rcx
	mov	r11, rdi
	shl	r11, 14
	mov	rbx, r10
	shl	rbx, 7
	and	r11, r10
	and	r11, rbx
	mov	rbx, r11
	shl	rbx, 7
	and	rbx, r10
	mov	r14, rbx
	shl	r14, 7
	and	r14, r10
	mov	r15, r14
	shl	r15, 7
	and	r15, r10
	or	r15, rdi
	mov	r12, r15
	shl	r12, 7
	and	r12, r10
	or	r15, r11
	or	r15, rbx
	or	r15, r12
	or	r15, r14
	shl	r15, 7
	lea	r10, [rcx - 127]
	and	r10, r15
	or	rax, r10
.LBB18_13:
	lea	r10, [rcx - 127]
	test	rdi, r10
	je	.LBB18_15
	mov	r10, rsi
	and	r10, rdx
	mov	r11, rdi
	shr	r11, 14
	mov	rbx, r10
	shr	rbx, 7
	and	r11, r10
	and	r11, rbx
	mov	rbx, r11
	shr	rbx, 7
	and	rbx, r10
	mov	r14, rbx
	shr	r14, 7
	and	r14, r10
	mov	r15, r14
	shr	r15, 7
	and	r15, r10
	or	r15, rdi
	mov	r12, r15
	shr	r12, 7
	and	r12, r10
	or	r15, r11
	or	r15, rbx
	or	r15, r12
	or	r15, r14
	shr	r15, 7
	and	r15, r9
	or	rax, r15
.LBB18_15:
	add	rdx, -254
	test	rdi, rdx
	pop	rbx
	pop	r12
	pop	r14
	pop	r15
	je	.LBB18_17
	and	rsi, rcx
	mov	rcx, rdi
	shr	rcx, 18
	mov	rdx, rsi
	shr	rdx, 9
	and	rcx, rsi
	and	rcx, rdx
	mov	rdx, rcx
	shr	rdx, 9
	and	rdx, rsi
	mov	r9, rdx
	shr	r9, 9
	and	r9d, esi
	mov	r10d, r9d
	shr	r10d, 9
	and	r10d, esi
	or	r10, rdi
	mov	rdi, r10
	shr	rdi, 9
	and	rdi, rsi
	or	r10, rcx
	or	r10, rdx
	or	r10, rdi
	or	r10, r9
	shr	r10, 9
	and	r10, r8
	or	rax, r10
.LBB18_17:
	ret
.LBB18_1:
	xor	eax, eax
	mov	rcx, rdi
	shr	rcx, 8
	jne	.LBB18_4
	jmp	.LBB18_5
