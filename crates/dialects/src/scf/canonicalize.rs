//! Canonicalization patterns of `scf` (upstream's), registered for the `canonicalize` pass in
//! upstream's order. Every region op (`scf.for`, `scf.if`, `scf.while`, `scf.execute_region`,
//! `scf.index_switch`) ends its list with upstream's generic region-branch patterns
//! ([`super::region_branch`]: inputs holding one value from outside, duplicate inputs, dead
//! inputs, inlining along the single path constant operands leave).
//!
//! `scf.if`, before those: an if with an else region on `xori(c, true)` becomes one on `c` with
//! its regions swapped (in place: upstream's folder, which runs before the patterns); two
//! adjacent ifs on one condition (or one on its negation) merge into one; an if whose then
//! block holds only another if (else blocks only yielding) becomes one if on `arith.andi` of
//! the conditions; uses of the condition inside the then (else) region become `true`
//! (`false`); results defined outside the regions become `arith.select`s (or the value
//! itself); an empty else region of an if without results is dropped; results yielding the
//! same value, or `true`/`false` constants, become that value or the condition (or its
//! negation).

use mlir_ir::rewriter::{erase_op, modified, replace_op, CanonicalizationPattern, Note};
use mlir_ir::{AttrKind, Context, IntValue, Ir, OpId, Value};

use super::loop_canonicalize as lc;
use super::region_branch as rb;

pub fn register(ctx: &Context) {
    let add = |op: &str, label: &'static str, apply: mlir_ir::rewriter::CanonicalizeFn| {
        ctx.register_canonicalization(op, CanonicalizationPattern { label, benefit: 1, apply });
    };
    // Upstream's `populateRegionBranchOpInterfaceCanonicalizationPatterns` and
    // `populateRegionBranchOpInterfaceInliningPattern`, which each op adds after its own.
    let region_branch = |op: &str| {
        add(op, "InlineRegionBranchOp", rb::inline_region_branch);
        add(op, "MakeRegionBranchOpSuccessorInputsDead", rb::make_inputs_dead);
        add(op, "RemoveDuplicateSuccessorInputUses", rb::remove_duplicate_inputs);
        add(op, "RemoveDeadRegionBranchOpSuccessorInputs", rb::remove_dead_inputs);
    };
    add("scf.execute_region", "MultiBlockExecuteInliner", lc::multi_block_execute_inliner);
    region_branch("scf.execute_region");
    region_branch("scf.for");
    add("scf.if", "SwapNegatedCondition", swap_negated_condition);
    add("scf.if", "CombineIfs", combine_ifs);
    add("scf.if", "CombineNestedIfs", combine_nested_ifs);
    add("scf.if", "ConditionPropagation", condition_propagation);
    add("scf.if", "ConvertTrivialIfToSelect", convert_trivial_if_to_select);
    add("scf.if", "RemoveEmptyElseBranch", remove_empty_else);
    add("scf.if", "ReplaceIfYieldWithConditionOrValue", replace_yield_with_condition_or_value);
    region_branch("scf.if");
    add("scf.while", "WhileConditionTruth", lc::while_condition_truth);
    add("scf.while", "WhileCmpCond", lc::while_cmp_cond);
    add("scf.while", "WhileOpAlignBeforeArgs", lc::while_align_before_args);
    add("scf.while", "WhileMoveIfDown", lc::while_move_if_down);
    region_branch("scf.while");
    region_branch("scf.index_switch");
    add("scf.parallel", "CollapseSingleIterationLoops", super::parallel_canonicalize::collapse_single_iteration);
    add("scf.parallel", "RemoveEmptyParallelLoops", super::parallel_canonicalize::remove_empty);
    add("scf.parallel", "MergeNestedParallelLoops", super::parallel_canonicalize::merge_nested);
}

fn remove_empty_else(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    if ir.num_results(op) != 0 {
        return false;
    }
    let Some(else_region) = ir.regions(op).nth(1) else { return false };
    let blocks: Vec<_> = ir.region_blocks(else_region).collect();
    let [block] = blocks[..] else { return false };
    if ir.block_ops(block).count() != 1 {
        return false;
    }
    if ir.erase_block(block).is_err() {
        return false;
    }
    modified(op, notes);
    true
}

/// The `scf.yield` ending region `k` of `op` (its single block).
fn region_yield(ir: &Ir, op: OpId, k: usize) -> Option<OpId> {
    let r = ir.regions(op).nth(k)?;
    let b = ir.first_block(r)?;
    ir.last_op(b).filter(|&t| ir.name_str(t) == "scf.yield")
}

/// Whether `v` is defined in region `r` (not in a region nested inside it).
fn defined_in(ir: &Ir, v: Value, r: mlir_ir::RegionId) -> bool {
    ir.value_block(v).and_then(|b| ir.parent_region_of_block(b)) == Some(r)
}

/// A new `scf.if` on `cond` with `types` results and no regions filled, before `anchor`.
fn new_if(ir: &mut Ir, anchor: OpId, cond: Value, types: Vec<mlir_ir::Type>) -> Option<OpId> {
    let mut st = mlir_ir::OperationState::new(ir.ctx.op_name("scf.if"), ir.loc(anchor));
    st.operands = vec![cond];
    st.result_types = types;
    st.num_regions = 2;
    let new = ir.create_op(st);
    ir.insert_op_before(anchor, new).ok()?;
    Some(new)
}

/// Moves the blocks of region `k` of `from` into region `k` of `to`.
fn take_region(ir: &mut Ir, from: OpId, to: OpId, k: usize) -> Option<()> {
    let src = ir.regions(from).nth(k)?;
    let dst = ir.regions(to).nth(k)?;
    let blocks: Vec<_> = ir.region_blocks(src).collect();
    for b in blocks {
        ir.detach_block(b).ok()?;
        ir.append_block(dst, b).ok()?;
    }
    Some(())
}

/// Sets the operands of the `scf.yield` ending region `k` of `op`.
fn set_yield(ir: &mut Ir, op: OpId, k: usize, values: &[Value], notes: &mut Vec<Note>) {
    if let Some(y) = region_yield(ir, op, k) {
        ir.set_operands(y, values);
        modified(y, notes);
    }
}

fn convert_trivial_if_to_select(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let n = ir.num_results(op);
    if n == 0 {
        return false;
    }
    let (Some(ty), Some(fy)) = (region_yield(ir, op, 0), region_yield(ir, op, 1)) else { return false };
    let (Some(then_r), Some(else_r)) = (ir.regions(op).next(), ir.regions(op).nth(1)) else { return false };
    let t: Vec<Value> = ir.operands(ty).collect();
    let f: Vec<Value> = ir.operands(fy).collect();
    if t.len() != n || f.len() != n {
        return false;
    }
    let inside = |ir: &Ir, i: usize| defined_in(ir, t[i], then_r) || defined_in(ir, f[i], else_r);
    let kept: Vec<usize> = (0..n).filter(|&i| inside(ir, i)).collect();
    if kept.len() == n {
        return false;
    }
    let Some(cond) = ir.operands(op).next() else { return false };
    let types: Vec<mlir_ir::Type> = kept.iter().map(|&i| ir.value_type(t[i])).collect();
    let Some(new) = new_if(ir, op, cond, types) else { return false };
    if take_region(ir, op, new, 0).is_none() || take_region(ir, op, new, 1).is_none() {
        return false;
    }
    notes.push(Note::Visit(new));
    let mut results = Vec::with_capacity(n);
    let mut k = 0;
    for i in 0..n {
        if kept.contains(&i) {
            results.push(ir.result(new, k));
            k += 1;
        } else if t[i] == f[i] {
            results.push(t[i]);
        } else {
            let mut st = mlir_ir::OperationState::new(ir.ctx.op_name("arith.select"), ir.loc(op));
            st.operands = vec![cond, t[i], f[i]];
            st.result_types = vec![ir.value_type(t[i])];
            let select = ir.create_op(st);
            if ir.insert_op_before(new, select).is_err() {
                return false;
            }
            notes.push(Note::Visit(select));
            results.push(ir.result(select, 0));
        }
    }
    let kept_t: Vec<Value> = kept.iter().map(|&i| t[i]).collect();
    let kept_f: Vec<Value> = kept.iter().map(|&i| f[i]).collect();
    set_yield(ir, new, 0, &kept_t, notes);
    set_yield(ir, new, 1, &kept_f, notes);
    replace_op(ir, op, &results, notes).is_ok()
}

/// The boolean a constant-like op defining `v` stands for.
fn constant_bool(ir: &Ir, v: Value) -> Option<bool> {
    let def = ir.defining_op(v)?;
    let a = mlir_ods::interfaces::constant_value(ir, def)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Integer { ty, value: IntValue::Small(c) } if matches!(ir.ctx.type_kind(*ty), mlir_ir::TypeKind::Integer { width: 1, .. }) => {
            Some(*c != 0)
        }
        _ => None,
    }
}

fn replace_yield_with_condition_or_value(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    if ir.num_results(op) == 0 {
        return false;
    }
    let (Some(ty), Some(fy)) = (region_yield(ir, op, 0), region_yield(ir, op, 1)) else { return false };
    let t: Vec<Value> = ir.operands(ty).collect();
    let f: Vec<Value> = ir.operands(fy).collect();
    let results: Vec<Value> = ir.results(op).collect();
    let Some(cond) = ir.operands(op).next() else { return false };
    let mut changed = false;
    for i in 0..results.len().min(t.len()).min(f.len()) {
        let r = results[i];
        if !ir.has_uses(r) {
            continue;
        }
        let users: Vec<OpId> = ir.uses(r).map(|u| u.op).collect();
        if t[i] == f[i] {
            ir.replace_all_uses_with(r, t[i]);
            users.into_iter().for_each(|u| modified(u, notes));
            changed = true;
            continue;
        }
        let (Some(tv), Some(fv)) = (constant_bool(ir, t[i]), constant_bool(ir, f[i])) else { continue };
        if !tv && fv {
            // The negated condition: `xori %cond, true`, the constant made by the dialect of
            // the yielded constant.
            let Some(dialect) = ir.defining_op(t[i]).map(|d| ir.name_str(d).split('.').next().unwrap_or("").to_string()) else { continue };
            let Some(materialize) = ir.ctx.constant_materializer(&dialect) else { continue };
            let ctx = ir.ctx.clone();
            let i1 = ctx.integer_type(1, mlir_ir::Signedness::Signless);
            let Some(one) = materialize(ir, ctx.integer_attr(i1, 1), i1, ir.loc(op)) else { continue };
            if ir.insert_op_before(op, one).is_err() {
                continue;
            }
            notes.push(Note::Visit(one));
            let mut st = mlir_ir::OperationState::new(ctx.op_name("arith.xori"), ir.loc(op));
            st.operands = vec![cond, ir.result(one, 0)];
            st.result_types = vec![i1];
            let xor = ir.create_op(st);
            if ir.insert_op_before(op, xor).is_err() {
                continue;
            }
            notes.push(Note::Visit(xor));
            let nv = ir.result(xor, 0);
            ir.replace_all_uses_with(r, nv);
            users.into_iter().for_each(|u| modified(u, notes));
            changed = true;
        } else if tv && !fv {
            ir.replace_all_uses_with(r, cond);
            users.into_iter().for_each(|u| modified(u, notes));
            changed = true;
        }
    }
    changed
}

/// The region holding `op` (its block's region).
fn region_of(ir: &Ir, op: OpId) -> Option<mlir_ir::RegionId> {
    ir.parent_block(op).and_then(|b| ir.parent_region_of_block(b))
}

/// Whether region `inner` is `outer` or nested in it (upstream's `Region::isAncestor`).
fn region_within(ir: &Ir, mut inner: mlir_ir::RegionId, outer: mlir_ir::RegionId) -> bool {
    loop {
        if inner == outer {
            return true;
        }
        let Some(parent) = ir.parent_op_of_region(inner).and_then(|o| region_of(ir, o)) else { return false };
        inner = parent;
    }
}

/// An `i1` constant `true` of the arith dialect, before `anchor` at `loc`.
fn bool_constant(ir: &mut Ir, anchor: OpId, value: bool, loc: mlir_ir::Location, notes: &mut Vec<Note>) -> Option<Value> {
    let ctx = ir.ctx.clone();
    let i1 = ctx.integer_type(1, mlir_ir::Signedness::Signless);
    let mut st = mlir_ir::OperationState::new(ctx.op_name("arith.constant"), loc);
    st.result_types = vec![i1];
    st.props = Some(ctx.dictionary(vec![(ctx.ident("value"), ctx.integer_attr(i1, value as i128))]));
    let c = ir.create_op(st);
    ir.insert_op_before(anchor, c).ok()?;
    notes.push(Note::Visit(c));
    Some(ir.result(c, 0))
}

/// Uses of the condition inside the then (else) region become `true` (`false`).
fn condition_propagation(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(cond) = ir.operands(op).next() else { return false };
    if ir.defining_op(cond).is_some_and(|d| mlir_ods::interfaces::constant_value(ir, d).is_some()) {
        return false;
    }
    let (Some(then_r), else_r) = (ir.regions(op).next(), ir.regions(op).nth(1)) else { return false };
    let Some(end) = ir.value_block(cond).and_then(|b| ir.parent_region_of_block(b)) else { return false };
    let uses: Vec<mlir_ir::Use> = ir.uses(cond).collect();
    let (mut t, mut f) = (None, None);
    let mut changed = false;
    for u in uses {
        let Some(mut r) = region_of(ir, u.op) else { continue };
        // Up from the user's region to the condition's: the then or else region of `op`?
        let side = loop {
            if r == end {
                break None;
            }
            if r == then_r {
                break Some(true);
            }
            if Some(r) == else_r {
                break Some(false);
            }
            match ir.parent_op_of_region(r).and_then(|o| region_of(ir, o)) {
                Some(p) => r = p,
                None => break None,
            }
        };
        let Some(side) = side else { continue };
        let slot = if side { &mut t } else { &mut f };
        if slot.is_none() {
            let loc = ir.loc(op);
            *slot = bool_constant(ir, op, side, loc, notes);
        }
        let Some(c) = *slot else { continue };
        ir.set_operand(u.op, u.index, c);
        modified(u.op, notes);
        changed = true;
    }
    changed
}

/// Whether `v` is `xori(x, true)`: then `x`.
fn negation_of(ir: &Ir, v: Value) -> Option<Value> {
    let d = ir.defining_op(v).filter(|&d| ir.name_str(d) == "arith.xori")?;
    (constant_bool(ir, ir.operand(d, 1)) == Some(true)).then(|| ir.operand(d, 0))
}

/// The single block of region `k` of `op`, if the region has one.
pub(super) fn region_block(ir: &Ir, op: OpId, k: usize) -> Option<mlir_ir::BlockId> {
    ir.regions(op).nth(k).and_then(|r| ir.first_block(r))
}

/// Moves the ops of `from` to the end of `to` (upstream's `mergeBlocks` without arguments);
/// each moved op is to be revisited.
pub(super) fn merge_blocks(ir: &mut Ir, from: mlir_ir::BlockId, to: mlir_ir::BlockId, notes: &mut Vec<Note>) -> Option<()> {
    let ops: Vec<OpId> = ir.block_ops(from).collect();
    for o in ops {
        ir.detach_op(o).ok()?;
        ir.append_op(to, o).ok()?;
        notes.push(Note::Visit(o));
    }
    ir.erase_block(from).ok()
}

/// Appends an `scf.yield` of `values` at `loc` to `block` (the caller erases the old one).
fn replace_yield(ir: &mut Ir, block: mlir_ir::BlockId, values: Vec<Value>, loc: mlir_ir::Location, notes: &mut Vec<Note>) -> Option<()> {
    let mut st = mlir_ir::OperationState::new(ir.ctx.op_name("scf.yield"), loc);
    st.operands = values;
    let y = ir.create_op(st);
    ir.append_op(block, y).ok()?;
    notes.push(Note::Visit(y));
    Some(())
}

/// Two adjacent `scf.if`s on the same condition (or one on its negation) become one.
fn combine_ifs(ir: &mut Ir, next: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(prev) = ir.prev_op(next).filter(|&p| ir.name_str(p) == "scf.if") else { return false };
    let (pc, nc) = (ir.operand(prev, 0), ir.operand(next, 0));
    let next_then = region_block(ir, next, 0);
    let next_else_b = region_block(ir, next, 1);
    let (mut then_b, mut else_b) = (None, None);
    if nc == pc {
        then_b = next_then;
        else_b = next_else_b;
    }
    if negation_of(ir, nc) == Some(pc) || negation_of(ir, pc) == Some(nc) {
        else_b = next_then;
        if next_else_b.is_some() {
            then_b = next_else_b;
        }
    }
    if then_b.is_none() && else_b.is_none() {
        return false;
    }
    // Uses of `prev`'s results inside `next` take the value yielded on that side.
    if let (Some(py), Some(pey)) = (region_yield(ir, prev, 0), region_yield(ir, prev, 1)) {
        let then_vals: Vec<Value> = ir.operands(py).collect();
        let else_vals: Vec<Value> = ir.operands(pey).collect();
        let results: Vec<Value> = ir.results(prev).collect();
        for (i, r) in results.into_iter().enumerate() {
            let (Some(&tv), Some(&ev)) = (then_vals.get(i), else_vals.get(i)) else { break };
            let uses: Vec<mlir_ir::Use> = ir.uses(r).collect();
            for u in uses {
                let Some(ur) = region_of(ir, u.op) else { continue };
                let inside = |b: Option<mlir_ir::BlockId>| b.and_then(|b| ir.parent_region_of_block(b)).is_some_and(|br| region_within(ir, ur, br));
                if inside(then_b) {
                    ir.set_operand(u.op, u.index, tv);
                    modified(u.op, notes);
                } else if inside(else_b) {
                    ir.set_operand(u.op, u.index, ev);
                    modified(u.op, notes);
                }
            }
        }
    }
    let mut types: Vec<mlir_ir::Type> = ir.result_types(prev).collect();
    types.extend(ir.result_types(next));
    let mut st = mlir_ir::OperationState::new(ir.ctx.op_name("scf.if"), ir.loc(next));
    st.operands = vec![pc];
    st.result_types = types;
    st.num_regions = 2;
    let combined = ir.create_op(st);
    if ir.insert_op_before(next, combined).is_err() {
        return false;
    }
    notes.push(Note::Visit(combined));
    if take_region(ir, prev, combined, 0).is_none() {
        return false;
    }
    if let (Some(nt), Some(ct)) = (then_b, region_block(ir, combined, 0)) {
        let (Some(y1), Some(y2)) = (ir.last_op(ct), ir.last_op(nt)) else { return false };
        let mut vals: Vec<Value> = ir.operands(y1).collect();
        vals.extend(ir.operands(y2));
        let loc = ir.loc(y2);
        if merge_blocks(ir, nt, ct, notes).is_none() || replace_yield(ir, ct, vals, loc, notes).is_none() {
            return false;
        }
        let _ = erase_op(ir, y1, notes);
        let _ = erase_op(ir, y2, notes);
    }
    if take_region(ir, prev, combined, 1).is_none() {
        return false;
    }
    if let Some(ne) = else_b {
        match region_block(ir, combined, 1) {
            None => {
                let Some(src) = ir.parent_region_of_block(ne) else { return false };
                let Some(dst) = ir.regions(combined).nth(1) else { return false };
                if ir.detach_block(ne).is_err() || ir.append_block(dst, ne).is_err() {
                    return false;
                }
                let _ = src;
            }
            Some(ce) => {
                let (Some(y1), Some(y2)) = (ir.last_op(ce), ir.last_op(ne)) else { return false };
                let mut vals: Vec<Value> = ir.operands(y1).collect();
                vals.extend(ir.operands(y2));
                let loc = ir.loc(y2);
                if merge_blocks(ir, ne, ce, notes).is_none() || replace_yield(ir, ce, vals, loc, notes).is_none() {
                    return false;
                }
                let _ = erase_op(ir, y1, notes);
                let _ = erase_op(ir, y2, notes);
            }
        }
    }
    let n_prev = ir.num_results(prev);
    let all: Vec<Value> = ir.results(combined).collect();
    let ok = replace_op(ir, prev, &all[..n_prev], notes).is_ok();
    ok && replace_op(ir, next, &all[n_prev..], notes).is_ok()
}

/// An `scf.if` whose then block holds only another `scf.if` (and whose else blocks only
/// yield) becomes one `scf.if` on `andi` of the conditions.
fn combine_nested_ifs(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(then_b) = region_block(ir, op, 0) else { return false };
    let body: Vec<OpId> = ir.block_ops(then_b).collect();
    let [nested, _yield] = body[..] else { return false };
    if ir.name_str(nested) != "scf.if" {
        return false;
    }
    let else_b = region_block(ir, op, 1);
    if else_b.is_some_and(|b| ir.block_ops(b).count() != 1) {
        return false;
    }
    if region_block(ir, nested, 1).is_some_and(|b| ir.block_ops(b).count() != 1) {
        return false;
    }
    let Some(ty) = region_yield(ir, op, 0) else { return false };
    let mut then_vals: Vec<Value> = ir.operands(ty).collect();
    let else_vals: Vec<Value> = region_yield(ir, op, 1).map(|y| ir.operands(y).collect()).unwrap_or_default();
    let Some(then_r) = ir.regions(op).next() else { return false };
    let mut to_select = Vec::new();
    for i in 0..then_vals.len() {
        let v = then_vals[i];
        if ir.defining_op(v) == Some(nested) {
            let k = ir.results(nested).position(|r| r == v).unwrap_or(0);
            let Some(ney) = region_yield(ir, nested, 1) else { return false };
            if else_vals.get(i) != Some(&ir.operand(ney, k)) {
                return false;
            }
            let Some(nty) = region_yield(ir, nested, 0) else { return false };
            then_vals[i] = ir.operand(nty, k);
            continue;
        }
        if defined_in(ir, v, then_r) {
            return false;
        }
        to_select.push(i);
    }
    let loc = ir.loc(op);
    let ctx = ir.ctx.clone();
    let (c0, c1) = (ir.operand(op, 0), ir.operand(nested, 0));
    let mut st = mlir_ir::OperationState::new(ctx.op_name("arith.andi"), loc);
    st.operands = vec![c0, c1];
    st.result_types = vec![ir.value_type(c0)];
    let and = ir.create_op(st);
    if ir.insert_op_before(op, and).is_err() {
        return false;
    }
    notes.push(Note::Visit(and));
    let cond = ir.result(and, 0);
    let mut st = mlir_ir::OperationState::new(ctx.op_name("scf.if"), loc);
    st.operands = vec![cond];
    st.result_types = ir.result_types(op).collect();
    st.num_regions = 2;
    let new = ir.create_op(st);
    if ir.insert_op_before(op, new).is_err() {
        return false;
    }
    notes.push(Note::Visit(new));
    let block = ir.create_block();
    let Some(new_then) = ir.regions(new).next() else { return false };
    if ir.append_block(new_then, block).is_err() {
        return false;
    }
    let mut results: Vec<Value> = ir.results(new).collect();
    for &i in &to_select {
        let mut st = mlir_ir::OperationState::new(ctx.op_name("arith.select"), loc);
        st.operands = vec![c0, then_vals[i], else_vals[i]];
        st.result_types = vec![ir.value_type(then_vals[i])];
        let s = ir.create_op(st);
        if ir.insert_op_before(new, s).is_err() {
            return false;
        }
        notes.push(Note::Visit(s));
        results[i] = ir.result(s, 0);
    }
    let Some(nested_then) = region_block(ir, nested, 0) else { return false };
    if merge_blocks(ir, nested_then, block, notes).is_none() {
        return false;
    }
    let Some(old_yield) = ir.last_op(block) else { return false };
    let yloc = ir.loc(old_yield);
    if replace_yield(ir, block, then_vals, yloc, notes).is_none() {
        return false;
    }
    let _ = erase_op(ir, old_yield, notes);
    if !else_vals.is_empty() {
        let eb = ir.create_block();
        let Some(new_else) = ir.regions(new).nth(1) else { return false };
        if ir.append_block(new_else, eb).is_err() || replace_yield(ir, eb, else_vals, loc, notes).is_none() {
            return false;
        }
    }
    replace_op(ir, op, &results, notes).is_ok()
}

/// An `scf.if` with an else region on `xori(c, true)` becomes one on `c` with its regions
/// swapped (in place), as the reference build does.
fn swap_negated_condition(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(c) = negation_of(ir, ir.operand(op, 0)) else { return false };
    let (Some(then_r), Some(else_r)) = (ir.regions(op).next(), ir.regions(op).nth(1)) else { return false };
    if ir.first_block(else_r).is_none() {
        return false;
    }
    let tb: Vec<_> = ir.region_blocks(then_r).collect();
    let eb: Vec<_> = ir.region_blocks(else_r).collect();
    for &b in tb.iter().chain(&eb) {
        if ir.detach_block(b).is_err() {
            return false;
        }
    }
    for b in eb {
        let _ = ir.append_block(then_r, b);
    }
    for b in tb {
        let _ = ir.append_block(else_r, b);
    }
    ir.set_operand(op, 0, c);
    modified(op, notes);
    true
}
