//! Region simplification after each pass of the driver (part of upstream's
//! `simplifyRegions`): blocks no path from the entry reaches are erased, then trivially dead
//! ops. Upstream also drops dead block arguments (and, when aggressive, merges identical
//! blocks); this does not yet.

use mlir_ir::{BlockId, Ir, OpId, RegionId, Traits, WalkOrder, WalkResult};
use rustc_hash::FxHashSet;

use crate::notes::{erase_op, Note};

/// Whether `op` has no effect worth keeping once its results are unused (upstream's
/// `wouldOpBeTriviallyDead`): not a terminator nor a symbol, and free of memory effects.
pub(crate) fn would_be_trivially_dead(ir: &Ir, op: OpId) -> bool {
    let traits = ir.traits(op);
    if traits.contains(Traits::TERMINATOR) || traits.contains(Traits::SYMBOL) || !ir.is_registered(op) {
        return false;
    }
    mlir_ods::interfaces::memory_effect_free(ir, op)
}

/// Unused results and [`would_be_trivially_dead`] (upstream's `isOpTriviallyDead`).
pub(crate) fn is_trivially_dead(ir: &Ir, op: OpId) -> bool {
    !ir.op_has_uses(op) && would_be_trivially_dead(ir, op)
}

/// Simplifies `regions` and the regions nested in them; returns whether anything changed.
pub(crate) fn simplify_regions(ir: &mut Ir, regions: &[RegionId], notes: &mut Vec<Note>) -> bool {
    let mut changed = erase_unreachable_blocks(ir, regions, notes);
    changed |= erase_dead_ops(ir, regions, notes);
    changed
}

/// Every region in `regions` and below, outermost first.
fn all_regions(ir: &Ir, regions: &[RegionId]) -> Vec<RegionId> {
    let mut out = Vec::new();
    for &r in regions {
        out.push(r);
        for b in ir.region_blocks(r).collect::<Vec<_>>() {
            for op in ir.block_ops(b).collect::<Vec<_>>() {
                ir.walk(op, WalkOrder::PreOrder, &mut |o| {
                    out.extend(ir.regions(o));
                    WalkResult::Advance
                });
            }
        }
    }
    out
}

fn erase_unreachable_blocks(ir: &mut Ir, regions: &[RegionId], notes: &mut Vec<Note>) -> bool {
    let mut changed = false;
    for r in all_regions(ir, regions) {
        if !ir.is_live_region(r) {
            continue;
        }
        let Some(entry) = ir.first_block(r) else { continue };
        let mut reached: FxHashSet<BlockId> = FxHashSet::default();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if !reached.insert(b) {
                continue;
            }
            if let Some(t) = ir.last_op(b) {
                stack.extend(ir.successors(t));
            }
        }
        let dead: Vec<BlockId> = ir.region_blocks(r).filter(|b| !reached.contains(b)).collect();
        if dead.is_empty() {
            continue;
        }
        // Unreachable code may use values of other unreachable blocks in any order: drop every
        // use first, then erase.
        let mut ops = Vec::new();
        for &b in &dead {
            for op in ir.block_ops(b).collect::<Vec<_>>() {
                ir.walk(op, WalkOrder::PostOrder, &mut |o| {
                    ops.push(o);
                    WalkResult::Advance
                });
            }
        }
        for &o in &ops {
            for v in ir.operands(o).collect::<Vec<_>>() {
                if ir.uses(v).nth(1).is_none() {
                    if let Some(def) = ir.defining_op(v) {
                        notes.push(Note::Visit(def));
                    }
                }
            }
            ir.set_operands(o, &[]);
            notes.push(Note::Erased(o));
        }
        for b in dead {
            if ir.erase_block(b).is_ok() {
                changed = true;
            }
        }
    }
    changed
}

fn erase_dead_ops(ir: &mut Ir, regions: &[RegionId], notes: &mut Vec<Note>) -> bool {
    let mut changed = false;
    for r in all_regions(ir, regions).into_iter().rev() {
        if !ir.is_live_region(r) {
            continue;
        }
        let blocks: Vec<BlockId> = ir.region_blocks(r).collect();
        for b in blocks.into_iter().rev() {
            let mut cur = ir.last_op(b);
            while let Some(op) = cur {
                cur = ir.prev_op(op);
                if is_trivially_dead(ir, op) && erase_op(ir, op, notes).is_ok() {
                    changed = true;
                }
            }
        }
    }
    changed
}
