//! Canonicalization patterns of `scf` (upstream's), registered for the `canonicalize` pass.
//! Written so far: `scf.execute_region` with one block is inlined (even with `no_inline`, as
//! the reference build does);
//! `scf.if` on a constant condition is replaced by the region taken (or erased), and an empty
//! else region of an `scf.if` without results is dropped. Upstream's other `scf` patterns
//! (unused results, if-to-select, loop simplifications, ...) are not written yet.

use mlir_ir::rewriter::{erase_op, modified, replace_op, CanonicalizationPattern, Note};
use mlir_ir::{AttrKind, Context, IntValue, Ir, OpId, Value};

pub fn register(ctx: &Context) {
    let add = |op: &str, label: &'static str, apply: mlir_ir::rewriter::CanonicalizeFn| {
        ctx.register_canonicalization(op, CanonicalizationPattern { label, benefit: 1, apply });
    };
    add("scf.execute_region", "SingleBlockExecuteInliner", single_block_execute_inliner);
    add("scf.if", "RemoveEmptyElseBranch", remove_empty_else);
    add("scf.if", "RemoveStaticCondition", remove_static_condition);
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
