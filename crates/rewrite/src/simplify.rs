//! Region simplification after each pass of the driver (upstream's `simplifyRegions`): blocks
//! no path from the entry reaches are erased, then the ops and block arguments nothing live
//! needs (a fixed-point liveness analysis, so dead cycles go too); at the aggressive level,
//! identical blocks merge too (`merge.rs`).

use mlir_ir::{BlockId, Ir, OpId, RegionId, Traits, Value, WalkOrder, WalkResult};
use rustc_hash::FxHashSet;

use crate::config::RegionSimplification;
use mlir_ir::rewriter::{erase_op, Note};

/// Whether `op` has no effect worth keeping once its results are unused (upstream's
/// `wouldOpBeTriviallyDead`): not a terminator nor a symbol, and free of memory effects.
pub(crate) fn would_be_trivially_dead(ir: &Ir, op: OpId) -> bool {
    let traits = ir.traits(op);
    if traits.contains(Traits::TERMINATOR) || traits.contains(Traits::SYMBOL) || !ir.is_registered(op) {
        return false;
    }
    mlir_ods::interfaces::effects_allow_erasure(ir, op)
}

/// Unused results and [`would_be_trivially_dead`] (upstream's `isOpTriviallyDead`).
pub(crate) fn is_trivially_dead(ir: &Ir, op: OpId) -> bool {
    !ir.op_has_uses(op) && would_be_trivially_dead(ir, op)
}

/// Simplifies `regions` and the regions nested in them as `level` says (unreachable blocks go
/// even when it is `Disabled`, as upstream's); returns whether anything changed.
pub(crate) fn simplify_regions(ir: &mut Ir, regions: &[RegionId], level: RegionSimplification, notes: &mut Vec<Note>) -> bool {
    let mut changed = erase_unreachable_blocks(ir, regions, notes);
    if level == RegionSimplification::Disabled {
        return changed;
    }
    changed |= run_region_dce(ir, regions, notes);
    if level == RegionSimplification::Aggressive {
        changed |= crate::merge::merge_identical_blocks(ir, regions);
        changed |= crate::merge::drop_redundant_arguments(ir, regions);
    }
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

pub(crate) fn erase_unreachable_blocks(ir: &mut Ir, regions: &[RegionId], notes: &mut Vec<Note>) -> bool {
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

/// What the dead-code analysis proved live (upstream's `LiveMap`): it starts from "all dead"
/// and grows to a fixed point, so dead cycles (including through block arguments) go too.
#[derive(Default)]
struct Live {
    ops: FxHashSet<OpId>,
    args: FxHashSet<Value>,
    changed: bool,
}

impl Live {
    fn set_op(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    fn set_value(&mut self, ir: &Ir, v: Value) {
        match ir.defining_op(v) {
            Some(op) => self.set_op(op),
            None => self.changed |= self.args.insert(v),
        }
    }
    fn value_is_live(&self, ir: &Ir, v: Value) -> bool {
        match ir.defining_op(v) {
            Some(op) => self.ops.contains(&op),
            None => self.args.contains(&v),
        }
    }
}

/// The successor-operand ranges of a terminator with a branch interface.
fn successor_ranges(ir: &Ir, op: OpId) -> Option<Vec<std::ops::Range<usize>>> {
    let def = mlir_ods::op_def(&ir.ctx, ir.name_str(op))?;
    let f = def.code.successor_operands?;
    Some((0..ir.num_successors(op)).map(|i| f(ir, op, i)).collect())
}

/// The block argument operand `index` of `op` is forwarded to, if it is a successor operand.
fn forwarded_to(ir: &Ir, op: OpId, index: usize) -> Option<Value> {
    if !ir.traits(op).contains(Traits::TERMINATOR) {
        return None;
    }
    let ranges = successor_ranges(ir, op)?;
    let (i, r) = ranges.iter().enumerate().find(|(_, r)| r.contains(&index))?;
    let block = ir.successors(op).nth(i)?;
    ir.arguments(block).nth(index - r.start)
}

/// Blocks reachable from the entry, in post-order.
fn post_order(ir: &Ir, region: RegionId) -> Vec<BlockId> {
    let Some(entry) = ir.first_block(region) else { return Vec::new() };
    let mut out = Vec::new();
    let mut seen: FxHashSet<BlockId> = FxHashSet::default();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    seen.insert(entry);
    while let Some((b, i)) = stack.pop() {
        let next = ir.last_op(b).and_then(|t| ir.successors(t).nth(i));
        match next {
            Some(s) => {
                stack.push((b, i + 1));
                if seen.insert(s) {
                    stack.push((s, 0));
                }
            }
            None => out.push(b),
        }
    }
    out
}

fn process_value(ir: &Ir, live: &mut Live, v: Value) {
    let proved = ir.uses(v).any(|u| {
        // A successor operand is only as live as the block argument it feeds.
        if let Some(arg) = forwarded_to(ir, u.op, u.index) {
            if !live.args.contains(&arg) {
                return false;
            }
        }
        live.ops.contains(&u.op)
    });
    if proved {
        live.set_value(ir, v);
    }
}

fn propagate_op(ir: &Ir, live: &mut Live, op: OpId) {
    for r in ir.regions(op).collect::<Vec<_>>() {
        propagate_region(ir, live, r);
    }
    if ir.traits(op).contains(Traits::TERMINATOR) {
        live.set_op(op);
        // Without a branch interface, every argument of every successor is needed.
        if successor_ranges(ir, op).is_none() {
            for s in ir.successors(op).collect::<Vec<_>>() {
                for a in ir.arguments(s).collect::<Vec<_>>() {
                    live.set_value(ir, a);
                }
            }
        }
        return;
    }
    if live.ops.contains(&op) {
        return;
    }
    if !would_be_trivially_dead(ir, op) {
        live.set_op(op);
        return;
    }
    for v in ir.results(op).collect::<Vec<_>>() {
        process_value(ir, live, v);
    }
}

fn propagate_region(ir: &Ir, live: &mut Live, region: RegionId) {
    let entry = ir.first_block(region);
    for b in post_order(ir, region) {
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        for &op in ops.iter().rev() {
            propagate_op(ir, live, op);
        }
        // Entry block arguments belong to the region's op: never removed.
        if Some(b) == entry {
            continue;
        }
        for a in ir.arguments(b).collect::<Vec<_>>() {
            if !live.value_is_live(ir, a) {
                process_value(ir, live, a);
            }
        }
    }
}

/// Drops the operands a terminator forwards to dead block arguments.
fn erase_dead_successor_operands(ir: &mut Ir, live: &Live, op: OpId) {
    let Some(def) = mlir_ods::op_def(&ir.ctx, ir.name_str(op)) else { return };
    let (Some(_), Some(set)) = (def.code.successor_operands, def.code.set_successor_operands) else { return };
    let Some(ranges) = successor_ranges(ir, op) else { return };
    for (i, r) in ranges.into_iter().enumerate().rev() {
        let Some(block) = ir.successors(op).nth(i) else { continue };
        let args: Vec<Value> = ir.arguments(block).collect();
        let operands: Vec<Value> = ir.operands(op).collect();
        let forwarded = &operands[r];
        let kept: Vec<Value> = forwarded.iter().enumerate().filter(|(j, _)| args.get(*j).is_none_or(|a| live.args.contains(a))).map(|(_, v)| *v).collect();
        if kept.len() != forwarded.len() {
            set(ir, op, i, &kept);
        }
    }
}

fn delete_deadness(ir: &mut Ir, live: &Live, regions: &[RegionId], notes: &mut Vec<Note>) -> bool {
    let mut erased = false;
    for &r in regions {
        if !ir.is_live_region(r) || ir.first_block(r).is_none() {
            continue;
        }
        let single = ir.region_blocks(r).nth(1).is_none();
        let mut dead = Vec::new();
        for b in post_order(ir, r) {
            if !single {
                if let Some(t) = ir.last_op(b) {
                    erase_dead_successor_operands(ir, live, t);
                }
            }
            for op in ir.block_ops(b).collect::<Vec<_>>().into_iter().rev() {
                if !live.ops.contains(&op) {
                    dead.push(op);
                } else {
                    let nested: Vec<RegionId> = ir.regions(op).collect();
                    erased |= delete_deadness(ir, live, &nested, notes);
                }
            }
        }
        // Dead ops may use each other in any order (graph regions): drop their uses first.
        for &op in &dead {
            for v in ir.operands(op).collect::<Vec<_>>() {
                if ir.uses(v).nth(1).is_none() {
                    if let Some(def) = ir.defining_op(v) {
                        notes.push(Note::Visit(def));
                    }
                }
            }
            ir.set_operands(op, &[]);
        }
        for op in dead {
            if ir.is_live_op(op) && erase_op(ir, op, notes).is_ok() {
                erased = true;
            }
        }
        for b in ir.region_blocks(r).skip(1).collect::<Vec<_>>() {
            let n = ir.arguments(b).count();
            for i in (0..n).rev() {
                let a = ir.arguments(b).nth(i).expect("argument");
                if !live.args.contains(&a) && ir.erase_argument(b, i).is_ok() {
                    erased = true;
                }
            }
        }
    }
    erased
}

/// Upstream's `runRegionDCE`: erases the ops and (non-entry) block arguments that nothing
/// live needs.
fn run_region_dce(ir: &mut Ir, regions: &[RegionId], notes: &mut Vec<Note>) -> bool {
    let mut live = Live::default();
    loop {
        live.changed = false;
        for &r in regions {
            if ir.is_live_region(r) {
                propagate_region(ir, &mut live, r);
            }
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(ir, &live, regions, notes)
}
