; generated_dumb7_queen_attacks
; identical code: LLVM merged it into _ZN5probe31asm_sliders_dumb7_queen_attacks
; a tail call to _ZN13bitfill_suite10contenders9generated5split5dumb713queen_attacks, whose body this is
	mov	rcx, rdi
	shl	rcx, 8
	je	.LBB22_1
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
	movabs	rcx, 9114861777597660798
	mov	rdx, rdi
	shr	rdx, 8
	je	.LBB22_5
.LBB22_4:
	and	rdx, rsi
	shr	rdx, 8
	and	rdx, rsi
	mov	r8, rdx
	shr	r8, 8
	and	r8, rsi
	mov	r9, r8
	shr	r9, 8
	and	r9, rsi
	mov	r10, r9
	shr	r10, 8
	and	r10, rsi
	or	r10, rdi
	mov	r11, r10
	shr	r11, 8
	and	r11, rsi
	or	r10, rdx
	or	r10, r8
	or	r10, r11
	or	r10, r9
	shr	r10, 8
	or	rax, r10
.LBB22_5:
	push	r15
	push	r14
	push	rbx
	and	rsi, rcx
	movabs	rcx, -72340172838076928
	movabs	rdx, 9187201950435737344
	lea	r8, [rdx + 127]
	test	rdi, r8
	je	.LBB22_7
	lea	r8, [4*rdi]
	lea	r9, [rsi + rsi]
	and	r8, rsi
	and	r8, r9
	lea	r9, [r8 + r8]
	and	r9, rsi
	lea	r10, [r9 + r9]
	and	r10, rsi
	lea	r11, [r10 + r10]
	and	r11, rsi
	or	r11, rdi
	lea	rbx, [r11 + r11]
	and	rbx, rsi
	or	r11, r8
	or	r11, r9
	or	r11, rbx
	or	r11, r10
	add	r11, r11
	lea	r8, [rcx + 254]
	and	r8, r11
	or	rax, r8
.LBB22_7:
	lea	r8, [rcx + 254]
	test	rdi, r8
	je	.LBB22_9
	mov	r8, rdi
	shr	r8, 2
	mov	r9, rsi
	shr	r9
	and	r8, rsi
	and	r8, r9
	mov	r9, r8
	shr	r9
	and	r9, rsi
	mov	r10, r9
	shr	r10
	and	r10, rsi
	mov	r11, r10
	shr	r11
	and	r11, rsi
	or	r11, rdi
	mov	rbx, r11
	shr	rbx
	and	rbx, rsi
	or	r11, r8
	or	r11, r9
	or	r11, rbx
	or	r11, r10
	shr	r11
	lea	r8, [rdx + 127]
	and	r8, r11
	or	rax, r8
.LBB22_9:
	movabs	r8, 35887507618889599
	test	rdi, r8
	je	.LBB22_11
	mov	r9, rdi
	shl	r9, 18
	mov	r10, rsi
	shl	r10, 9
	and	r9, rsi
	and	r9, r10
	mov	r10, r9
	shl	r10, 9
	and	r10, rsi
	mov	r11, r10
	shl	r11, 9
	and	r11, rsi
	mov	rbx, r11
	shl	rbx, 9
	and	rbx, rsi
	or	rbx, rdi
	mov	r14, rbx
	shl	r14, 9
	and	r14, rsi
	or	rbx, r9
	or	rbx, r10
	or	rbx, r14
	or	rbx, r11
	shl	rbx, 9
	and	rbx, rcx
	or	rax, rbx
.LBB22_11:
	movabs	r9, 71775015237779198
	test	rdi, r9
	je	.LBB22_13
	mov	r10, rdi
	shl	r10, 14
	mov	r11, rsi
	shl	r11, 7
	and	r10, rsi
	and	r10, r11
	mov	r11, r10
	shl	r11, 7
	and	r11, rsi
	mov	rbx, r11
	shl	rbx, 7
	and	rbx, rsi
	mov	r14, rbx
	shl	r14, 7
	and	r14, rsi
	or	r14, rdi
	mov	r15, r14
	shl	r15, 7
	and	r15, rsi
	or	r14, r10
	or	r14, r11
	or	r14, r15
	or	r14, rbx
	shl	r14, 7
	and	r14, rdx
	or	rax, r14
.LBB22_13:
	test	rdi, rdx
	je	.LBB22_15
	mov	rdx, rdi
	shr	rdx, 14
	mov	r10, rsi
	shr	r10, 7
	and	rdx, rsi
	and	rdx, r10
	mov	r10, rdx
	shr	r10, 7
	and	r10, rsi
	mov	r11, r10
	shr	r11, 7
	and	r11, rsi
	mov	rbx, r11
	shr	rbx, 7
	and	rbx, rsi
	or	rbx, rdi
	mov	r14, rbx
	shr	r14, 7
	and	r14, rsi
	or	rbx, rdx
	or	rbx, r10
	or	rbx, r14
	or	rbx, r11
	shr	rbx, 7
	and	rbx, r9
	or	rax, rbx
.LBB22_15:
	test	rdi, rcx
	pop	rbx
	pop	r14
	pop	r15
	je	.LBB22_17
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
.LBB22_17:
	ret
.LBB22_1:
	xor	eax, eax
	movabs	rcx, 9114861777597660798
	mov	rdx, rdi
	shr	rdx, 8
	jne	.LBB22_4
	jmp	.LBB22_5
