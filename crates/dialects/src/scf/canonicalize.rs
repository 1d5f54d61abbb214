//! Canonicalization patterns of `scf` (upstream's), registered for the `canonicalize` pass.
//! Written so far: `scf.execute_region` with one block is inlined (even with `no_inline`, as
//! the reference build does);
//! `scf.if` on a constant condition is replaced by the region taken (or erased); an empty
//! else region of an `scf.if` without results is dropped; results defined outside the regions
//! become `arith.select`s (or the value itself); unused results are dropped; results yielding
//! the same value, or `true`/`false` constants, become that value or the condition (or its
//! negation). Upstream's other `scf` patterns (combining ifs, condition propagation, loop
//! simplifications, ...) are not written yet.

use mlir_ir::rewriter::{erase_op, modified, replace_op, CanonicalizationPattern, Note};
use mlir_ir::{AttrKind, Context, IntValue, Ir, OpId, Value};

pub fn register(ctx: &Context) {
    let add = |op: &str, label: &'static str, apply: mlir_ir::rewriter::CanonicalizeFn| {
        ctx.register_canonicalization(op, CanonicalizationPattern { label, benefit: 1, apply });
    };
    add("scf.execute_region", "SingleBlockExecuteInliner", single_block_execute_inliner);
    add("scf.if", "ConvertTrivialIfToSelect", convert_trivial_if_to_select);
    add("scf.if", "RemoveEmptyElseBranch", remove_empty_else);
    add("scf.if", "RemoveStaticCondition", remove_static_condition);
    add("scf.if", "RemoveUnusedResults", remove_unused_results);
    add("scf.if", "ReplaceIfYieldWithConditionOrValue", replace_yield_with_condition_or_value);
}

/// Upstream's `replaceOpWithRegion`: the single block of region `k` of `op` moves before `op`,
/// whose results become its terminator's operands; the terminator goes.
fn replace_with_region(ir: &mut Ir, op: OpId, k: usize, notes: &mut Vec<Note>) -> bool {
    let Some(region) = ir.regions(op).nth(k) else { return false };
    let blocks: Vec<_> = ir.region_blocks(region).collect();
    let [block] = blocks[..] else { return false };
    let Some(terminator) = ir.last_op(block) else { return false };
    let results: Vec<Value> = ir.operands(terminator).collect();
    if results.len() != ir.num_results(op) || ir.num_arguments(block) != 0 {
        return false;
    }
    let ops: Vec<OpId> = ir.block_ops(block).filter(|&o| o != terminator).collect();
    for o in ops {
        if ir.move_op_before(o, op).is_err() {
            return true;
        }
        notes.push(Note::Visit(o));
    }
    if ir.move_op_before(terminator, op).is_err() {
        // The terminator stays in the block, which goes with `op`.
        return replace_op(ir, op, &results, notes).is_ok();
    }
    let replaced = replace_op(ir, op, &results, notes).is_ok();
    let _ = erase_op(ir, terminator, notes);
    replaced
}

/// As the reference build's: `no_inline` does not keep a single-block region from inlining.
fn single_block_execute_inliner(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    replace_with_region(ir, op, 0, notes)
}

fn remove_static_condition(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(cond) = ir.operands(op).next() else { return false };
    let Some(def) = ir.defining_op(cond) else { return false };
    let Some(value) = mlir_ods::interfaces::constant_value(ir, def) else { return false };
    let AttrKind::Integer { value: IntValue::Small(c), .. } = *ir.ctx.attr_kind(value) else { return false };
    if c != 0 {
        return replace_with_region(ir, op, 0, notes);
    }
    let has_else = ir.regions(op).nth(1).is_some_and(|r| ir.first_block(r).is_some());
    if has_else {
        replace_with_region(ir, op, 1, notes)
    } else {
        erase_op(ir, op, notes).is_ok()
    }
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

fn remove_unused_results(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let results: Vec<Value> = ir.results(op).collect();
    let used: Vec<usize> = (0..results.len()).filter(|&i| ir.has_uses(results[i])).collect();
    if used.len() == results.len() {
        return false;
    }
    let (Some(ty), Some(fy)) = (region_yield(ir, op, 0), region_yield(ir, op, 1)) else { return false };
    let t: Vec<Value> = ir.operands(ty).collect();
    let f: Vec<Value> = ir.operands(fy).collect();
    let Some(cond) = ir.operands(op).next() else { return false };
    let types: Vec<mlir_ir::Type> = used.iter().map(|&i| ir.value_type(results[i])).collect();
    let Some(new) = new_if(ir, op, cond, types) else { return false };
    if take_region(ir, op, new, 0).is_none() || take_region(ir, op, new, 1).is_none() {
        return false;
    }
    notes.push(Note::Visit(new));
    let used_t: Vec<Value> = used.iter().filter_map(|&i| t.get(i).copied()).collect();
    let used_f: Vec<Value> = used.iter().filter_map(|&i| f.get(i).copied()).collect();
    set_yield(ir, new, 0, &used_t, notes);
    set_yield(ir, new, 1, &used_f, notes);
    // An unused result needs no replacement; its then-value (of its type) stands in.
    let mut replacement: Vec<Value> = t.clone();
    for (k, &i) in used.iter().enumerate() {
        replacement[i] = ir.result(new, k);
    }
    replacement.len() == results.len() && replace_op(ir, op, &replacement, notes).is_ok()
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
