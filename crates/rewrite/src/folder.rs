//! Constants: what a constant op stands for, folding an op, and the table that uniques and
//! hoists constants (upstream's `OperationFolder`, as the greedy driver uses it).
//!
//! Invariants of [`ConstantTable`]: each entry maps (dialect, value, type) in one insertion
//! region to a live constant op of that region's entry block that the table owns; an owned
//! op is in `owned` with the keys it is registered under.

use mlir_ir::{Attribute, FoldResult, Ir, OpId, RegionId, Traits, Type, Value};
use rustc_hash::FxHashMap;

use mlir_ir::rewriter::{erase_op, replace_op, Note};

/// The dialect of an op name (`arith` for `arith.addi`).
pub fn dialect_of(name: &str) -> &str {
    name.split_once('.').map_or(name, |(d, _)| d)
}

pub use mlir_ods::interfaces::{constant_value, is_constant_like};

/// The constant value of `v`, when a constant-like op defines it.
pub fn value_constant(ir: &Ir, v: Value) -> Option<Attribute> {
    constant_value(ir, ir.defining_op(v)?)
}

/// The region constants folded for `op`'s block are placed in: the nearest enclosing region
/// whose op is isolated from above, unregistered, or top-level.
pub fn insertion_region(ir: &Ir, op: OpId) -> Option<RegionId> {
    let mut block = ir.parent_block(op)?;
    loop {
        let region = ir.parent_region_of_block(block)?;
        let parent = ir.parent_op_of_region(region)?;
        let isolated = !ir.is_registered(parent) || ir.traits(parent).contains(Traits::ISOLATED_FROM_ABOVE);
        match ir.parent_block(parent) {
            Some(b) if !isolated => block = b,
            _ => return Some(region),
        }
    }
}

type Key = (String, Attribute, Type);

/// Uniqued constants per insertion region.
#[derive(Default)]
pub struct ConstantTable {
    scopes: FxHashMap<RegionId, FxHashMap<Key, OpId>>,
    owned: FxHashMap<OpId, Vec<Key>>,
}

impl ConstantTable {
    /// Registers the constant op `op` (of value `value`), as upstream's `insertKnownConstant`:
    /// if an equal constant is already known in its insertion region, `op`'s uses go to that
    /// one and `op` is erased (returns false); otherwise `op` becomes the known one and moves to
    /// the start of the region's entry block, unless it already sits in the run of known
    /// constants there.
    pub fn insert_known(&mut self, ir: &mut Ir, op: OpId, value: Attribute, notes: &mut Vec<Note>) -> bool {
        let Some(block) = ir.parent_block(op) else { return true };
        if self.owned.contains_key(&op) {
            self.rehoist(ir, op, block);
            return true;
        }
        let Some(region) = insertion_region(ir, op) else { return true };
        let ty = ir.result_types(op).next().expect("one result");
        let key: Key = (dialect_of(ir.name_str(op)).to_string(), value, ty);
        if let Some(&existing) = self.scopes.get(&region).and_then(|s| s.get(&key)) {
            if ir.is_live_op(existing) {
                let with: Vec<Value> = ir.results(existing).collect();
                let _ = replace_op(ir, op, &with, notes);
                // The constant now stands for several: it keeps no single one's location.
                ir.set_loc(existing, ir.ctx.unknown_loc());
                return false;
            }
        }
        let Some(entry) = ir.first_block(region) else { return true };
        let prev_owned = ir.prev_op(op).is_some_and(|p| self.owned.contains_key(&p));
        if block != entry || (ir.first_op(entry) != Some(op) && !prev_owned) {
            // Hoisted out of its block, it no longer sits where its location says.
            if block != entry {
                ir.set_loc(op, ir.ctx.unknown_loc());
            }
            let _ = match ir.first_op(entry) {
                Some(first) if first != op => ir.move_op_before(op, first),
                Some(_) => Ok(()),
                None => ir.detach_op(op).and_then(|()| ir.append_op(entry, op)),
            };
        }
        self.scopes.entry(region).or_default().insert(key.clone(), op);
        self.owned.insert(op, vec![key]);
        true
    }

    /// Moves a known constant back to the front of its block when a non-constant op got in
    /// front of it.
    fn rehoist(&mut self, ir: &mut Ir, op: OpId, block: mlir_ir::BlockId) {
        let first = ir.first_op(block);
        let prev_owned = ir.prev_op(op).is_some_and(|p| self.owned.contains_key(&p));
        if let Some(first) = first {
            if first != op && !prev_owned {
                let _ = ir.move_op_before(op, first);
            }
        }
    }

    /// Forgets `op` (it is being erased).
    pub fn forget(&mut self, op: OpId) {
        let Some(keys) = self.owned.remove(&op) else { return };
        for scope in self.scopes.values_mut() {
            for k in &keys {
                if scope.get(k) == Some(&op) {
                    scope.remove(k);
                }
            }
        }
    }
}

/// Folds `op` (upstream's `Operation::fold`): the op's own folder, then, when that fails, the
/// commutative trait's (constant operands move to the end, in place). `Some(vec![])` means
/// the op was changed in place.
pub fn fold(ir: &mut Ir, op: OpId) -> Option<Vec<FoldResult>> {
    if let Some(info) = ir.ctx.op_info(ir.name(op)).cloned() {
        if info.hooks.fold_in_place(ir, op) {
            return Some(Vec::new());
        }
    }
    let consts: Vec<Option<Attribute>> = ir.operands(op).map(|v| value_constant(ir, v)).collect();
    if let Some(info) = ir.ctx.op_info(ir.name(op)).cloned() {
        if let Some(rs) = info.hooks.fold(ir, op, &consts) {
            // A result folded to itself is an in-place fold, which falls through to the traits.
            let own = rs.len() == ir.num_results(op) && rs.iter().zip(ir.results(op)).all(|(r, v)| *r == FoldResult::Value(v));
            if !own && rs.len() == ir.num_results(op) {
                return Some(rs);
            }
        }
    }
    if ir.num_operands(op) >= 2 && ir.traits(op).contains(Traits::COMMUTATIVE) {
        let operands: Vec<Value> = ir.operands(op).collect();
        let first_const = consts.iter().position(|c| c.is_some())?;
        let mut reordered: Vec<Value> = operands[..first_const].to_vec();
        reordered.extend(operands[first_const..].iter().zip(&consts[first_const..]).filter(|(_, c)| c.is_none()).map(|(v, _)| *v));
        reordered.extend(operands[first_const..].iter().zip(&consts[first_const..]).filter(|(_, c)| c.is_some()).map(|(v, _)| *v));
        if reordered != operands {
            ir.set_operands(op, &reordered);
            return Some(Vec::new());
        }
    }
    None
}

/// Creates (detached) the constant op for `value` as a `ty` result, through the materializer
/// of `op`'s dialect, at `op`'s location.
pub fn materialize(ir: &mut Ir, op: OpId, value: Attribute, ty: Type) -> Option<OpId> {
    let f = ir.ctx.constant_materializer(dialect_of(ir.name_str(op)))?;
    let loc = ir.loc(op);
    let c = f(ir, value, ty, loc)?;
    if constant_value(ir, c).is_none() {
        // A materializer must give a constant; anything else is not used.
        let _ = erase_op(ir, c, &mut Vec::new());
        return None;
    }
    Some(c)
}
