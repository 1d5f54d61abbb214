//! Structural equivalence and hashing of operations (upstream `OperationEquivalence`).
//!
//! Two ops are equivalent when they have the same name, discardable attributes, properties,
//! location, operands, result types and, recursively, regions. Operands defined outside the
//! compared ops must be the very same values; values defined inside (results of nested ops,
//! block arguments) are matched by position as the comparison goes. [`Flags`] relax the
//! comparison. [`structural_hash`] hashes what [`is_equivalent`] compares except the regions,
//! so equivalent ops always hash alike.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use rustc_hash::FxHasher;

use crate::dialect::Traits;
use crate::store::{BlockId, Ir, OpId, RegionId, Value};

/// What the comparison may ignore (upstream `OperationEquivalence::Flags`, same bits).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags(pub u32);

impl Flags {
    pub const NONE: Flags = Flags(0);
    pub const IGNORE_LOCATIONS: Flags = Flags(1);
    pub const IGNORE_DISCARDABLE_ATTRS: Flags = Flags(2);
    pub const IGNORE_PROPERTIES: Flags = Flags(4);
    /// Compare the operands of commutative ops in order, as for any other op.
    pub const IGNORE_COMMUTATIVITY: Flags = Flags(8);

    fn has(self, f: Flags) -> bool {
        self.0 & f.0 != 0
    }
}

/// Operands in the order the comparison uses: as written, or for commutative ops sorted with
/// block arguments first (by block, then position), then results (by defining op, position).
fn ordered_operands(ir: &Ir, op: OpId, flags: Flags) -> Vec<Value> {
    let mut operands: Vec<Value> = ir.operands(op).collect();
    if !flags.has(Flags::IGNORE_COMMUTATIVITY) && ir.traits(op).contains(Traits::COMMUTATIVE) {
        operands.sort_by_key(|v| (!v.is_block_argument(), *v));
    }
    operands
}

/// A hash of `op`'s name, attributes, properties, result types, operands and (unless ignored)
/// location. Regions are not visited.
pub fn structural_hash(ir: &Ir, op: OpId, flags: Flags) -> u64 {
    let mut h = FxHasher::default();
    ir.name(op).hash(&mut h);
    if !flags.has(Flags::IGNORE_DISCARDABLE_ATTRS) {
        ir.attrs(op).hash(&mut h);
    }
    if !flags.has(Flags::IGNORE_PROPERTIES) {
        ir.props(op).hash(&mut h);
    }
    for ty in ir.result_types(op) {
        ty.hash(&mut h);
    }
    if !flags.has(Flags::IGNORE_LOCATIONS) {
        ir.loc(op).hash(&mut h);
    }
    for v in ordered_operands(ir, op, flags) {
        v.hash(&mut h);
    }
    h.finish()
}

/// Whether `lhs` and `rhs` are structurally equivalent (recursing into regions).
pub fn is_equivalent(ir: &Ir, lhs: OpId, rhs: OpId, flags: Flags) -> bool {
    Matcher { ir, flags, values: HashMap::new(), blocks: HashMap::new() }.ops(lhs, rhs)
}

struct Matcher<'a> {
    ir: &'a Ir,
    flags: Flags,
    /// Values defined inside the compared ops, left to right.
    values: HashMap<Value, Value>,
    /// Blocks of the compared regions, left to right.
    blocks: HashMap<BlockId, BlockId>,
}

impl Matcher<'_> {
    fn ops(&mut self, lhs: OpId, rhs: OpId) -> bool {
        if lhs == rhs {
            return true;
        }
        let (ir, flags) = (self.ir, self.flags);
        let same_shape = ir.name(lhs) == ir.name(rhs)
            && ir.num_regions(lhs) == ir.num_regions(rhs)
            && ir.num_successors(lhs) == ir.num_successors(rhs)
            && ir.num_operands(lhs) == ir.num_operands(rhs)
            && ir.num_results(lhs) == ir.num_results(rhs)
            && (flags.has(Flags::IGNORE_DISCARDABLE_ATTRS) || ir.attrs(lhs) == ir.attrs(rhs))
            && (flags.has(Flags::IGNORE_PROPERTIES) || ir.props(lhs) == ir.props(rhs))
            && (flags.has(Flags::IGNORE_LOCATIONS) || ir.loc(lhs) == ir.loc(rhs));
        if !same_shape {
            return false;
        }
        let (l_operands, r_operands) = (ordered_operands(ir, lhs, flags), ordered_operands(ir, rhs, flags));
        for (l, r) in l_operands.into_iter().zip(r_operands) {
            if l != r && (ir.value_type(l) != ir.value_type(r) || self.values.get(&l) != Some(&r)) {
                return false;
            }
        }
        for (l, r) in ir.results(lhs).zip(ir.results(rhs)) {
            if ir.value_type(l) != ir.value_type(r) {
                return false;
            }
            self.values.insert(l, r);
        }
        let regions: Vec<(RegionId, RegionId)> = ir.regions(lhs).zip(ir.regions(rhs)).collect();
        regions.into_iter().all(|(l, r)| self.regions(l, r))
    }

    fn regions(&mut self, lhs: RegionId, rhs: RegionId) -> bool {
        let ir = self.ir;
        let (l_blocks, r_blocks): (Vec<_>, Vec<_>) = (ir.region_blocks(lhs).collect(), ir.region_blocks(rhs).collect());
        l_blocks.len() == r_blocks.len() && l_blocks.into_iter().zip(r_blocks).all(|(l, r)| self.blocks(l, r))
    }

    fn blocks(&mut self, lhs: BlockId, rhs: BlockId) -> bool {
        let ir = self.ir;
        if ir.num_arguments(lhs) != ir.num_arguments(rhs) || !self.map_block(lhs, rhs) {
            return false;
        }
        for (l, r) in ir.arguments(lhs).zip(ir.arguments(rhs)) {
            if ir.value_type(l) != ir.value_type(r) {
                return false;
            }
            if !self.flags.has(Flags::IGNORE_LOCATIONS) && ir.argument_loc(l) != ir.argument_loc(r) {
                return false;
            }
            self.values.insert(l, r);
        }
        let (l_ops, r_ops): (Vec<_>, Vec<_>) = (ir.block_ops(lhs).collect(), ir.block_ops(rhs).collect());
        l_ops.len() == r_ops.len()
            && l_ops.into_iter().zip(r_ops).all(|(l, r)| {
            self.ops(l, r) && ir.successors(l).zip(ir.successors(r)).all(|(ls, rs)| self.map_block(ls, rs))
        })
    }

    /// Records that `lhs` corresponds to `rhs`; false if `lhs` already corresponds to another.
    fn map_block(&mut self, lhs: BlockId, rhs: BlockId) -> bool {
        *self.blocks.entry(lhs).or_insert(rhs) == rhs
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Context, OperationState};

    #[test]
    fn successor_blocks_must_correspond_consistently() {
        // Two regions whose branches target their blocks in the same pattern are equivalent;
        // branching to a different block breaks the correspondence.
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let mut ir = Ir::new(&ctx);
        let loc = ctx.unknown_loc();
        let make = |ir: &mut Ir, target_second: bool| {
            let mut st = OperationState::new(ctx.op_name("t.r"), loc);
            st.num_regions = 1;
            let op = ir.create_op(st);
            let r = ir.region(op, 0);
            let (b0, b1, b2) = (ir.create_block(), ir.create_block(), ir.create_block());
            for b in [b0, b1, b2] {
                ir.append_block(r, b).unwrap();
            }
            let mut br = OperationState::new(ctx.op_name("t.br"), loc);
            br.successors = vec![if target_second { b1 } else { b2 }, b1];
            let br = ir.create_op(br);
            ir.append_op(b0, br).unwrap();
            for b in [b1, b2] {
                let t = ir.create_op(OperationState::new(ctx.op_name("t.end"), loc));
                ir.append_op(b, t).unwrap();
            }
            op
        };
        let (a, b, c) = (make(&mut ir, true), make(&mut ir, true), make(&mut ir, false));
        assert!(is_equivalent(&ir, a, b, Flags::NONE));
        assert!(!is_equivalent(&ir, a, c, Flags::NONE));
    }
}
