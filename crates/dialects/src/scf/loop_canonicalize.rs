//! Upstream's own canonicalization patterns of `scf.while` and `scf.execute_region` (the
//! generic region-branch ones they register after these are in [`super::region_branch`]).
//!
//! `scf.while`, in upstream's order:
//! - `WhileConditionTruth`: an after-region argument fed the condition itself becomes `true`.
//! - `WhileCmpCond`: in the after region, an `arith.cmpi` of an argument fed one operand of the
//!   condition's `arith.cmpi`, against its other operand, becomes `true` (same predicate) or
//!   `false` (the inverse one), a constant created before the loop at the comparison's location.
//! - `WhileOpAlignBeforeArgs`: when the condition forwards the before-region arguments in
//!   another order, a new loop forwards them in block order (results and after arguments
//!   permuted along).
//! - `WhileMoveIfDown`: an `scf.if` on the loop condition right before `scf.condition`, with an
//!   else region that only yields, moves into the after region; the condition forwards the
//!   else values and, as new arguments, the before-region values the then region uses.
//!
//! `scf.execute_region` (`MultiBlockExecuteInliner`): unless `no_inline`, one directly in a
//! function or another `scf.execute_region` is inlined as blocks: the block holding it is
//! split, a `cf.br` enters the region and every `scf.yield` becomes a `cf.br` to the split-off
//! block, whose new arguments replace the results.

use mlir_ir::rewriter::{erase_op, modified, replace_op, Note};
use mlir_ir::{BlockId, Ir, Location, OpId, OperationState, Type, Value, ValueDef, WalkOrder, WalkResult};

use super::region_branch::inline_block_before;

use super::canonicalize::{merge_blocks, region_block};
use crate::arith::canonicalize::{cmpi_pred as cmpi_predicate, invert_predicate};

/// The `scf.condition` ending the before region and the after region's entry block.
fn while_parts(ir: &Ir, op: OpId) -> Option<(BlockId, OpId, BlockId)> {
    let before = region_block(ir, op, 0)?;
    let cond = ir.last_op(before).filter(|&t| ir.name_str(t) == "scf.condition")?;
    let after = region_block(ir, op, 1)?;
    Some((before, cond, after))
}

/// A new `arith.constant` of `i1` `value` before `anchor`.
fn i1_constant(ir: &mut Ir, anchor: OpId, value: bool, loc: Location, notes: &mut Vec<Note>) -> Option<Value> {
    let ctx = ir.ctx.clone();
    let i1 = ctx.integer_type(1, mlir_ir::Signedness::Signless);
    let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
    st.result_types = vec![i1];
    st.props = Some(ctx.dictionary(vec![(ctx.ident("value"), ctx.integer_attr(i1, value as i128))]));
    let c = ir.create_op(st);
    ir.insert_op_before(anchor, c).ok()?;
    notes.push(Note::Visit(c));
    Some(ir.result(c, 0))
}

/// Replaces every use of `from` with `to`, each user to be revisited.
fn replace_uses(ir: &mut Ir, from: Value, to: Value, notes: &mut Vec<Note>) {
    let users: Vec<OpId> = ir.uses(from).map(|u| u.op).collect();
    ir.replace_all_uses_with(from, to);
    for u in users {
        modified(u, notes);
    }
}

/// `WhileConditionTruth`.
pub(crate) fn while_condition_truth(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some((_, cond, after)) = while_parts(ir, op) else { return false };
    let c = ir.operand(cond, 0);
    let args: Vec<Value> = ir.operands(cond).skip(1).collect();
    let after_args: Vec<Value> = ir.arguments(after).collect();
    let mut truth = None;
    let mut changed = false;
    for (a, p) in args.into_iter().zip(after_args) {
        if a != c || !ir.has_uses(p) {
            continue;
        }
        if truth.is_none() {
            let loc = ir.loc(op);
            truth = i1_constant(ir, op, true, loc, notes);
        }
        let Some(t) = truth else { return changed };
        replace_uses(ir, p, t, notes);
        changed = true;
    }
    changed
}


/// `WhileCmpCond`.
pub(crate) fn while_cmp_cond(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some((_, cond, after)) = while_parts(ir, op) else { return false };
    let Some(cmp) = ir.defining_op(ir.operand(cond, 0)).filter(|&d| ir.name_str(d) == "arith.cmpi") else { return false };
    let Some(pred) = cmpi_predicate(ir, cmp) else { return false };
    let args: Vec<Value> = ir.operands(cond).skip(1).collect();
    let after_args: Vec<Value> = ir.arguments(after).collect();
    let mut changed = false;
    for (a, p) in args.into_iter().zip(after_args) {
        for k in 0..2 {
            if a != ir.operand(cmp, k) {
                continue;
            }
            let users: Vec<OpId> = ir.uses(p).map(|u| u.op).collect();
            for cmp2 in users {
                if !ir.is_live_op(cmp2) || ir.name_str(cmp2) != "arith.cmpi" {
                    continue;
                }
                if ir.operand(cmp2, 1 - k) != ir.operand(cmp, 1 - k) {
                    continue;
                }
                let Some(pred2) = cmpi_predicate(ir, cmp2) else { continue };
                let same = if pred2 == pred {
                    true
                } else if pred2 == invert_predicate(pred) {
                    false
                } else {
                    continue;
                };
                // `replaceOpWithNewOp` builds at the rewriter's insertion point: before the loop.
                let loc = ir.loc(cmp2);
                let Some(c) = i1_constant(ir, op, same, loc, notes) else { continue };
                if replace_op(ir, cmp2, &[c], notes).is_ok() {
                    changed = true;
                }
            }
        }
    }
    changed
}

/// The location upstream's `Value::getLoc` gives: the defining op's, or the argument's.
fn value_loc(ir: &Ir, v: Value) -> Location {
    match ir.value_def(v) {
        ValueDef::Result { op, .. } => ir.loc(op),
        ValueDef::Argument { .. } => ir.argument_loc(v).unwrap_or_else(|| ir.ctx.unknown_loc()),
    }
}

/// A new `scf.while` on `inits` with `types` results before `anchor`, its blocks built as
/// upstream's builder does (before arguments located at the inits, after ones at the op).
fn new_while(ir: &mut Ir, anchor: OpId, inits: Vec<Value>, types: Vec<Type>) -> Option<OpId> {
    let loc = ir.loc(anchor);
    let mut st = OperationState::new(ir.name(anchor), loc);
    st.operands = inits.clone();
    st.result_types = types.clone();
    st.num_regions = 2;
    let new = ir.create_op(st);
    ir.insert_op_before(anchor, new).ok()?;
    let before = ir.create_block();
    for &v in &inits {
        let l = value_loc(ir, v);
        ir.add_argument(before, ir.value_type(v), l);
    }
    ir.append_block(ir.region(new, 0), before).ok()?;
    let after = ir.create_block();
    for &t in &types {
        ir.add_argument(after, t, loc);
    }
    ir.append_block(ir.region(new, 1), after).ok()?;
    Some(new)
}

/// `WhileOpAlignBeforeArgs`.
pub(crate) fn while_align_before_args(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some((before, cond, after)) = while_parts(ir, op) else { return false };
    let before_args: Vec<Value> = ir.arguments(before).collect();
    let term_args: Vec<Value> = ir.operands(cond).skip(1).collect();
    if before_args == term_args {
        return false;
    }
    for (i, a) in term_args.iter().enumerate() {
        if term_args[..i].contains(a) {
            return false;
        }
    }
    if before_args.len() != term_args.len() {
        return false;
    }
    // mapping[j] = i: condition argument j forwards before argument i.
    let mut mapping = vec![0usize; term_args.len()];
    for (i, a) in before_args.iter().enumerate() {
        let Some(j) = term_args.iter().position(|t| t == a) else { return false };
        mapping[j] = i;
    }
    // The condition, rebuilt on the block's arguments.
    let c = ir.operand(cond, 0);
    let mut st = OperationState::new(ir.name(cond), ir.loc(cond));
    st.operands = std::iter::once(c).chain(before_args.iter().copied()).collect();
    st.attrs = Some(ir.attrs(cond));
    let new_cond = ir.create_op(st);
    if ir.insert_op_before(cond, new_cond).is_err() {
        return false;
    }
    notes.push(Note::Visit(new_cond));
    let _ = erase_op(ir, cond, notes);
    let results: Vec<Value> = ir.results(op).collect();
    let mut types = vec![ir.value_type(results[0]); results.len()];
    for (i, &j) in mapping.iter().enumerate() {
        types[j] = ir.value_type(results[i]);
    }
    let inits: Vec<Value> = ir.operands(op).collect();
    let Some(new) = new_while(ir, op, inits, types) else { return true };
    notes.push(Note::Visit(new));
    let (Some(nb), Some(na)) = (region_block(ir, new, 0), region_block(ir, new, 1)) else { return true };
    let mut new_results = Vec::with_capacity(results.len());
    let mut new_after_args = Vec::with_capacity(results.len());
    for &j in &mapping {
        new_results.push(ir.result(new, j));
        new_after_args.push(ir.argument(na, j));
    }
    let nb_args: Vec<Value> = ir.arguments(nb).collect();
    let _ = inline_block_at_start(ir, before, nb, &nb_args, notes);
    let _ = inline_block_at_start(ir, after, na, &new_after_args, notes);
    let _ = replace_op(ir, op, &new_results, notes);
    true
}

/// Upstream's `inlineBlockBefore(source, dest, dest->begin(), args)`.
fn inline_block_at_start(ir: &mut Ir, source: BlockId, dest: BlockId, args: &[Value], notes: &mut Vec<Note>) -> Option<()> {
    match ir.first_op(dest) {
        Some(first) => inline_block_before(ir, source, first, args, notes),
        None => {
            let formal: Vec<Value> = ir.arguments(source).collect();
            for (&f, &a) in formal.iter().zip(args) {
                replace_uses(ir, f, a, notes);
            }
            merge_blocks(ir, source, dest, notes)
        }
    }
}

/// `WhileMoveIfDown`.
pub(crate) fn while_move_if_down(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some((_, cond, after)) = while_parts(ir, op) else { return false };
    let Some(if_op) = ir.prev_op(cond).filter(|&p| ir.name_str(p) == "scf.if") else { return false };
    if ir.operand(if_op, 0) != ir.operand(cond, 0) {
        return false;
    }
    let else_block = region_block(ir, if_op, 1);
    if else_block.is_some_and(|b| ir.block_ops(b).count() != 1) {
        return false;
    }
    let Some(then_block) = region_block(ir, if_op, 0) else { return false };
    let Some(then_yield) = ir.last_op(then_block) else { return false };
    let else_yield = else_block.and_then(|b| ir.last_op(b));
    let loc = ir.loc(op);
    // Uses of the if's results in the condition take the else values; the after arguments
    // they feed take the then values.
    let cond_args: Vec<Value> = ir.operands(cond).skip(1).collect();
    let if_results: Vec<Value> = ir.results(if_op).collect();
    for (idx, arg) in cond_args.into_iter().enumerate() {
        let Some(k) = if_results.iter().position(|&r| r == arg) else { continue };
        let then_value = ir.operand(then_yield, k);
        let Some(else_value) = else_yield.map(|y| ir.operand(y, k)) else { continue };
        replace_uses(ir, if_results[k], else_value, notes);
        let after_arg = ir.argument(after, idx);
        replace_uses(ir, after_arg, then_value, notes);
    }
    // Before-region values the then region uses, in upstream's (post-order) walk order.
    let before_region = ir.region(op, 0);
    let then_region = ir.region(if_op, 0);
    let mut extra: Vec<Value> = Vec::new();
    let mut ops = Vec::new();
    for b in ir.region_blocks(then_region).collect::<Vec<_>>() {
        for o in ir.block_ops(b).collect::<Vec<_>>() {
            ir.walk(o, WalkOrder::PostOrder, &mut |x| {
                ops.push(x);
                WalkResult::Advance
            });
        }
    }
    for o in ops {
        for v in ir.operands(o) {
            let region = ir.value_block(v).and_then(|b| ir.parent_region_of_block(b));
            if region == Some(before_region) && !extra.contains(&v) {
                extra.push(v);
            }
        }
    }
    let mut types: Vec<Type> = ir.result_types(op).collect();
    let extra_types: Vec<Type> = extra.iter().map(|&v| ir.value_type(v)).collect();
    types.extend(extra_types.iter().copied());
    let inits: Vec<Value> = ir.operands(op).collect();
    let Some(new) = new_while(ir, op, inits, types) else { return true };
    notes.push(Note::Visit(new));
    // takeBody: the new loop's built blocks give way to the old loop's.
    for k in 0..2 {
        let (src, dst) = (ir.region(op, k), ir.region(new, k));
        for b in ir.region_blocks(dst).collect::<Vec<_>>() {
            let _ = ir.erase_block(b);
        }
        for b in ir.region_blocks(src).collect::<Vec<_>>() {
            if ir.detach_block(b).is_err() || ir.append_block(dst, b).is_err() {
                return true;
            }
        }
    }
    modified(new, notes);
    let new_args: Vec<Value> = extra_types.iter().map(|&t| ir.add_argument(after, t, loc)).collect();
    let mut cond_operands: Vec<Value> = ir.operands(cond).collect();
    cond_operands.extend(extra.iter().copied());
    ir.set_operands(cond, &cond_operands);
    modified(cond, notes);
    // Uses inside the then region of the extra values take the new arguments.
    for (&v, &a) in extra.iter().zip(&new_args) {
        let users: Vec<mlir_ir::Use> = ir.uses(v).collect();
        for u in users {
            let inside = ir.parent_block(u.op).and_then(|b| ir.parent_region_of_block(b)).is_some_and(|r| within(ir, r, then_region));
            if inside {
                ir.set_operand(u.op, u.index, a);
                modified(u.op, notes);
            }
        }
    }
    let _ = erase_op(ir, then_yield, notes);
    let _ = inline_block_at_start(ir, then_block, after, &[], notes);
    let _ = erase_op(ir, if_op, notes);
    let n = ir.num_results(op);
    let results: Vec<Value> = ir.results(new).take(n).collect();
    let _ = replace_op(ir, op, &results, notes);
    true
}

/// Whether region `inner` is `outer` or nested in it.
fn within(ir: &Ir, mut inner: mlir_ir::RegionId, outer: mlir_ir::RegionId) -> bool {
    loop {
        if inner == outer {
            return true;
        }
        let Some(p) = ir.parent_op_of_region(inner).and_then(|o| ir.parent_block(o)).and_then(|b| ir.parent_region_of_block(b)) else {
            return false;
        };
        inner = p;
    }
}

/// `MultiBlockExecuteInliner`.
pub(crate) fn multi_block_execute_inliner(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    if mlir_ods::groups::prop(ir, op, "no_inline").is_some() {
        return false;
    }
    let Some(parent) = ir.parent_op(op) else { return false };
    let in_function = mlir_ods::op_def(&ir.ctx, ir.name_str(parent))
        .is_some_and(|d| d.interfaces.contains(&mlir_ods::Interface::FunctionOpInterface));
    if !in_function && ir.name_str(parent) != "scf.execute_region" {
        return false;
    }
    let Some(prev_block) = ir.parent_block(op) else { return false };
    let Some(entry) = region_block(ir, op, 0) else { return false };
    // splitBlock: `op` and what follows move to a new block.
    let post = ir.create_block();
    if ir.insert_block_after(prev_block, post).is_err() {
        return false;
    }
    let mut moving = Vec::new();
    let mut cur = Some(op);
    while let Some(o) = cur {
        moving.push(o);
        cur = ir.next_op(o);
    }
    for o in moving {
        if ir.detach_op(o).is_err() || ir.append_op(post, o).is_err() {
            return true;
        }
        notes.push(Note::Visit(o));
    }
    let loc = ir.loc(op);
    let mut st = OperationState::new(ir.ctx.op_name("cf.br"), loc);
    st.successors = vec![entry];
    let br = ir.create_op(st);
    let _ = ir.append_op(prev_block, br);
    notes.push(Note::Visit(br));
    let region = ir.region(op, 0);
    let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
    for &b in &blocks {
        let Some(t) = ir.last_op(b).filter(|&t| ir.name_str(t) == "scf.yield") else { continue };
        let mut st = OperationState::new(ir.ctx.op_name("cf.br"), ir.loc(t));
        st.operands = ir.operands(t).collect();
        st.successors = vec![post];
        let br = ir.create_op(st);
        if ir.insert_op_before(t, br).is_err() {
            return true;
        }
        notes.push(Note::Visit(br));
        let _ = erase_op(ir, t, notes);
    }
    for b in blocks {
        if ir.detach_block(b).is_err() || ir.insert_block_before(post, b).is_err() {
            return true;
        }
    }
    let types: Vec<Type> = ir.result_types(op).collect();
    let args: Vec<Value> = types.into_iter().map(|t| ir.add_argument(post, t, loc)).collect();
    let _ = replace_op(ir, op, &args, notes);
    true
}
