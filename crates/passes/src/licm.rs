//! `loop-invariant-code-motion`: moves ops that do not depend on a loop out of it (upstream's
//! `LoopInvariantCodeMotion`).
//!
//! Loops (ops implementing `LoopLikeOpInterface`) are visited innermost first, so what leaves
//! an inner loop can leave the outer one too. An op of a loop body moves just before the loop
//! when it is not a terminator, has no memory effect, is speculatable (it may run even when the
//! loop body would not), and every value it and its nested ops use is defined outside the loop
//! body or inside the op itself. Users of a moved op are then looked at again.

use std::collections::VecDeque;

use mlir_ir::{Emitted, Ir, OpId, RegionId, Traits, Value};
use mlir_ods::def::Interface;
use mlir_ods::interfaces::{is_speculatable, memory_effect_free};

pub struct Licm;

impl crate::Pass for Licm {
    fn argument(&self) -> &str {
        "loop-invariant-code-motion"
    }

    fn name(&self) -> &str {
        "LoopInvariantCodeMotionPass"
    }

    fn run(&mut self, ir: &mut Ir, root: OpId) -> Result<(), Emitted> {
        // Post-order: inner loops come before the loops that contain them.
        let mut loops = Vec::new();
        ir.walk(root, mlir_ir::WalkOrder::PostOrder, &mut |op| {
            if is_loop(ir, op) {
                loops.push(op);
            }
            mlir_ir::WalkResult::Advance
        });
        for l in loops {
            hoist(ir, l);
        }
        Ok(())
    }
}

fn is_loop(ir: &Ir, op: OpId) -> bool {
    mlir_ods::op_def(&ir.ctx, ir.name_str(op)).is_some_and(|d| d.interfaces.contains(&Interface::LoopLikeOpInterface))
}

/// The region that defines `v` (the region of its block).
fn defining_region(ir: &Ir, v: Value) -> Option<RegionId> {
    ir.value_block(v).and_then(|b| ir.parent_region_of_block(b))
}

fn hoist(ir: &mut Ir, looped: OpId) {
    let regions: Vec<RegionId> = ir.regions(looped).collect();
    for region in regions {
        let mut worklist: VecDeque<OpId> = ir.region_blocks(region).flat_map(|b| ir.block_ops(b)).collect();
        while let Some(op) = worklist.pop_front() {
            let in_body = ir.parent_block(op).and_then(|b| ir.parent_region_of_block(b)) == Some(region);
            if !in_body || !memory_effect_free(ir, op) || !is_speculatable(ir, op) || !can_be_hoisted(ir, op, looped) {
                continue;
            }
            if ir.move_op_before(op, looped).is_err() {
                continue;
            }
            let users: Vec<OpId> = ir.results(op).flat_map(|r| ir.uses(r).map(|u| u.op).collect::<Vec<_>>()).collect();
            for user in users {
                if ir.parent_block(user).and_then(|b| ir.parent_region_of_block(b)) == Some(region) {
                    worklist.push_back(user);
                }
            }
        }
    }
}

/// Not a terminator, and every value `op` (or an op inside it) uses comes from outside the
/// loop's regions or from inside `op`.
fn can_be_hoisted(ir: &Ir, op: OpId, looped: OpId) -> bool {
    if ir.traits(op).contains(Traits::TERMINATOR) {
        return false;
    }
    ir.collect_ops(op).into_iter().all(|child| {
        ir.operands(child).all(|v| match defining_region(ir, v).and_then(|r| ir.parent_op_of_region(r)) {
            // Defined in a region of `op` (or of an op inside it).
            Some(owner) if ir.is_ancestor(op, owner) => true,
            // Defined outside the loop's regions.
            Some(owner) => !ir.is_ancestor(looped, owner),
            None => true,
        })
    })
}
