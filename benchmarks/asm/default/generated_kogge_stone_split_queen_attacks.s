; generated_kogge_stone_split_queen_attacks
; identical code: LLVM merged it into _ZN5probe37asm_sliders_kogge_stone_queen_attacks
; a tail call to _ZN13bitfill_suite10contenders9generated5split11kogge_stone13queen_attacks, whose body this is
	mov	r9, rsi
	shl	r9, 8
	and	r9, rsi
	mov	r8, r9
	shl	r8, 16
	and	r8, r9
	movabs	rcx, 9114861777597660798
	and	rcx, rsi
	lea	r11, [rcx + rcx]
	and	r11, rcx
	mov	rax, rdi
	shl	rax, 8
	je	.LBB20_1
	and	rax, rsi
	or	rax, rdi
	mov	rdx, rax
	shl	rdx, 16
	and	rdx, r9
	or	rdx, rax
	mov	rax, rdx
	shl	rax, 32
	and	rax, r8
	or	rax, rdx
	shl	rax, 8
	jmp	.LBB20_3
.LBB20_1:
	xor	eax, eax
.LBB20_3:
	push	r15
	push	r14
	push	r12
	push	rbx
	mov	rdx, rcx
	shl	rdx, 9
	lea	rbx, [4*r11]
	mov	r10, rdi
	shr	r10, 8
	je	.LBB20_5
	and	rsi, r10
	or	rsi, rdi
	shr	r9, 8
	mov	r10, rsi
	shr	r10, 16
	and	r10, r9
	or	r10, rsi
	shr	r8, 24
	mov	rsi, r10
	shr	rsi, 32
	and	r8d, esi
	or	r8, r10
	shr	r8, 8
	or	rax, r8
.LBB20_5:
	mov	r9, rcx
	shl	r9, 7
	and	rdx, rcx
	and	rbx, r11
	movabs	rsi, -72340172838076928
	movabs	r10, 9187201950435737344
	lea	r8, [r10 + 127]
	test	rdi, r8
	je	.LBB20_7
	lea	r8, [rdi + rdi]
	and	r8, rcx
	or	r8, rdi
	lea	r14, [4*r8]
	and	r14, r11
	or	r14, r8
	mov	r8, r14
	shl	r8, 4
	and	r8, rbx
	or	r8, r14
	add	r8, r8
	lea	r14, [rsi + 254]
	and	r14, r8
	or	rax, r14
.LBB20_7:
	and	r9, rcx
	mov	r8, rdx
	shl	r8, 18
	lea	r14, [rsi + 254]
	test	rdi, r14
	je	.LBB20_9
	mov	r14, rdi
	shr	r14
	and	r14, rcx
	or	r14, rdi
	shr	r11
	mov	r15, r14
	shr	r15, 2
	and	r15, r11
	or	r15, r14
	shr	rbx, 3
	mov	r11, r15
	shr	r11, 4
	and	r11, rbx
	or	r11, r15
	shr	r11
	lea	rbx, [r10 + 127]
	and	rbx, r11
	or	rax, rbx
.LBB20_9:
	mov	rbx, r9
	shl	rbx, 14
	and	r8, rdx
	movabs	r11, 35887507618889599
	test	rdi, r11
	je	.LBB20_11
	mov	r14, rdi
	shl	r14, 9
	and	r14, rcx
	or	r14, rdi
	mov	r15, r14
	shl	r15, 18
	and	r15, rdx
	or	r15, r14
	mov	r14, r15
	shl	r14, 36
	and	r14, r8
	or	r14, r15
	shl	r14, 9
	and	r14, rsi
	or	rax, r14
.LBB20_11:
	and	rbx, r9
	movabs	r14, 71775015237779198
	test	rdi, r14
	je	.LBB20_13
	mov	r15, rdi
	shl	r15, 7
	and	r15, rcx
	or	r15, rdi
	mov	r12, r15
	shl	r12, 14
	and	r12, r9
	or	r12, r15
	mov	r15, r12
	shl	r15, 28
	and	r15, rbx
	or	r15, r12
	shl	r15, 7
	and	r15, r10
	or	rax, r15
.LBB20_13:
	test	rdi, r10
	je	.LBB20_15
	mov	r10, rdi
	shr	r10, 7
	and	r10, rcx
	or	r10, rdi
	shr	r9, 7
	mov	r15, r10
	shr	r15, 14
	and	r15, r9
	or	r15, r10
	shr	rbx, 21
	mov	r9, r15
	shr	r9, 28
	and	r9, rbx
	or	r9, r15
	shr	r9, 7
	and	r9, r14
	or	rax, r9
.LBB20_15:
	test	rdi, rsi
	pop	rbx
	pop	r12
	pop	r14
	pop	r15
	je	.LBB20_17
	mov	rsi, rdi
	shr	rsi, 9
	and	rcx, rsi
	or	rcx, rdi
	shr	rdx, 9
	mov	rsi, rcx
	shr	rsi, 18
	and	rsi, rdx
	or	rsi, rcx
	shr	r8, 27
	mov	rcx, rsi
	shr	rcx, 36
	and	r8d, ecx
	or	r8, rsi
	shr	r8, 9
	and	r8, r11
	or	rax, r8
.LBB20_17:
	ret
