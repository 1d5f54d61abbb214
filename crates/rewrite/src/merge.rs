//! Block merging for the aggressive region simplification (upstream's `mergeIdenticalBlocks`
//! and `dropRedundantArguments`).
//!
//! Non-entry blocks that branch to the same successors and hold the same ops (operands may
//! differ where they come from outside the block) merge into the first of them: operands that
//! differ become new block arguments, which each predecessor passes. Then a block argument
//! that every predecessor passes the same value for is replaced by that value.

use std::collections::BTreeSet;
use std::hash::{Hash, Hasher};

use mlir_ir::{BlockId, Ir, Location, OpId, RegionId, Value};
use rustc_hash::{FxHashMap, FxHasher};

/// Each edge into `b` from a terminator of its region: (terminator, successor index).
fn predecessors(ir: &Ir, b: BlockId) -> Vec<(OpId, usize)> {
    let Some(r) = ir.parent_region_of_block(b) else { return Vec::new() };
    let mut out = Vec::new();
    for p in ir.region_blocks(r) {
        if let Some(t) = ir.last_op(p) {
            for (i, s) in ir.successors(t).enumerate() {
                if s == b {
                    out.push((t, i));
                }
            }
        }
    }
    out
}

fn branch_hooks(ir: &Ir, op: OpId) -> Option<(fn(&Ir, OpId, usize) -> std::ops::Range<usize>, fn(&mut Ir, OpId, usize, &[Value]))> {
    let def = mlir_ods::op_def(&ir.ctx, ir.name_str(op))?;
    Some((def.code.successor_operands?, def.code.set_successor_operands?))
}

fn forwarded(ir: &Ir, op: OpId, i: usize) -> Option<Vec<Value>> {
    let (get, _) = branch_hooks(ir, op)?;
    let all: Vec<Value> = ir.operands(op).collect();
    Some(all[get(ir, op, i)].to_vec())
}

fn set_forwarded(ir: &mut Ir, op: OpId, i: usize, values: &[Value]) {
    if let Some((_, set)) = branch_hooks(ir, op) {
        set(ir, op, i, values);
    }
}

/// Whether every result of `op` is used only in `block`.
fn used_outside(ir: &Ir, v: Value, block: BlockId) -> bool {
    ir.uses(v).any(|u| ir.parent_block(u.op) != Some(block))
}

/// The data that says whether two blocks hold the same ops (upstream's
/// `BlockEquivalenceData`).
struct BlockData {
    block: BlockId,
    hash: u64,
    /// The index of each value defined in the block: arguments first, then results in order.
    order: FxHashMap<Value, usize>,
}

impl BlockData {
    fn new(ir: &Ir, block: BlockId) -> BlockData {
        let mut order = FxHashMap::default();
        for (i, a) in ir.arguments(block).enumerate() {
            order.insert(a, i);
        }
        let mut next = order.len();
        let mut h = FxHasher::default();
        for op in ir.block_ops(block) {
            for v in ir.results(op) {
                order.insert(v, next);
                next += 1;
            }
            // Values and locations do not count.
            ir.name(op).hash(&mut h);
            ir.attrs(op).hash(&mut h);
            ir.props(op).hash(&mut h);
            for t in ir.result_types(op) {
                t.hash(&mut h);
            }
        }
        BlockData { block, hash: h.finish(), order }
    }
}

/// Ops equal but for their operand values and locations.
fn same_op(ir: &Ir, l: OpId, r: OpId) -> bool {
    ir.name(l) == ir.name(r)
        && ir.attrs(l) == ir.attrs(r)
        && ir.props(l) == ir.props(r)
        && ir.num_operands(l) == ir.num_operands(r)
        && ir.num_successors(l) == ir.num_successors(r)
        && ir.num_regions(l) == ir.num_regions(r)
        && ir.result_types(l).eq(ir.result_types(r))
        && ir.successors(l).eq(ir.successors(r))
}

struct Cluster {
    leader: BlockData,
    members: Vec<BlockId>,
    /// (op index, operand index) pairs that differ and become arguments.
    operands: BTreeSet<(usize, usize)>,
}

impl Cluster {
    fn try_add(&mut self, ir: &Ir, data: &BlockData) -> bool {
        if self.leader.hash != data.hash {
            return false;
        }
        let (lb, rb) = (self.leader.block, data.block);
        let lt: Vec<_> = ir.arguments(lb).map(|a| ir.value_type(a)).collect();
        let rt: Vec<_> = ir.arguments(rb).map(|a| ir.value_type(a)).collect();
        if lt != rt {
            return false;
        }
        let l_ops: Vec<OpId> = ir.block_ops(lb).collect();
        let r_ops: Vec<OpId> = ir.block_ops(rb).collect();
        if l_ops.len() != r_ops.len() {
            return false;
        }
        let mut mismatched = Vec::new();
        for (k, (&l, &r)) in l_ops.iter().zip(&r_ops).enumerate() {
            if !same_op(ir, l, r) {
                return false;
            }
            let l_vals: Vec<Value> = ir.operands(l).collect();
            let r_vals: Vec<Value> = ir.operands(r).collect();
            for (j, (&lv, &rv)) in l_vals.iter().zip(&r_vals).enumerate() {
                if lv == rv {
                    continue;
                }
                if ir.value_type(lv) != ir.value_type(rv) {
                    return false;
                }
                let l_in = ir.value_block(lv) == Some(lb);
                let r_in = ir.value_block(rv) == Some(rb);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    // A value made by a predecessor's terminator cannot be passed to the merged
                    // block from that predecessor.
                    let valid = |block: BlockId, v: Value| {
                        let Some(def_block) = ir.value_block(v) else { return true };
                        if ir.defining_op(v) != ir.last_op(def_block) {
                            return true;
                        }
                        !predecessors(ir, block).iter().any(|(t, _)| ir.parent_block(*t) == Some(def_block))
                    };
                    if !valid(lb, lv) || !valid(rb, rv) {
                        return false;
                    }
                    mismatched.push((k, j));
                    continue;
                }
                if self.leader.order.get(&lv) != data.order.get(&rv) {
                    return false;
                }
            }
            if ir.results(r).any(|v| used_outside(ir, v, rb)) || ir.results(l).any(|v| used_outside(ir, v, lb)) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        self.members.push(rb);
        true
    }

    fn merge(self, ir: &mut Ir) -> bool {
        if self.members.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        let all_blocks: Vec<BlockId> = std::iter::once(leader).chain(self.members.iter().copied()).collect();
        if !self.operands.is_empty() {
            let updatable = all_blocks.iter().all(|&b| predecessors(ir, b).iter().all(|(t, _)| branch_hooks(ir, *t).is_some()));
            if !updatable {
                return false;
            }
            // The differing operands of each block, in (op, operand) order.
            let ops_of: Vec<Vec<OpId>> = all_blocks.iter().map(|&b| ir.block_ops(b).collect()).collect();
            let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); all_blocks.len()];
            let num_old = ir.num_arguments(leader);
            for &(k, j) in &self.operands {
                for (i, ops) in ops_of.iter().enumerate() {
                    let v = ir.operands(ops[k]).nth(j).expect("operand");
                    new_args[i].push(v);
                    if i == 0 {
                        let ty = ir.value_type(v);
                        let loc = value_loc(ir, v);
                        let a = ir.add_argument(leader, ty, loc);
                        ir.set_operand(ops[k], j, a);
                    }
                }
            }
            let new_args = prune_redundant(ir, new_args, num_old, leader);
            for (i, &b) in all_blocks.iter().enumerate() {
                for (t, s) in predecessors(ir, b) {
                    if let Some(mut vals) = forwarded(ir, t, s) {
                        vals.extend_from_slice(&new_args[i]);
                        set_forwarded(ir, t, s, &vals);
                    }
                }
            }
        }
        for &b in &self.members {
            for (t, s) in predecessors(ir, b) {
                ir.set_successor(t, s, leader);
            }
            let _ = ir.erase_block(b);
        }
        true
    }
}

/// The location a value carries: its op's, or its argument's.
fn value_loc(ir: &Ir, v: Value) -> Location {
    match ir.defining_op(v) {
        Some(op) => ir.loc(op),
        None => ir.argument_loc(v).unwrap_or_else(|| ir.ctx.unknown_loc()),
    }
}

/// Drops new arguments that repeat an earlier one in every list (upstream's
/// `pruneRedundantArguments`), in `block` (whose first `num_old` arguments are not new) and
/// in the lists.
fn prune_redundant(ir: &mut Ir, lists: Vec<Vec<Value>>, num_old: usize, block: BlockId) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else { return lists };
    let n = first.len();
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, v) in first.iter().enumerate() {
        first_index.entry(*v).or_insert(j);
    }
    let mut replace: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..n {
        let k = first_index[&first[j]];
        if k != j && lists.iter().skip(1).all(|l| l[k] == l[j]) {
            replace.insert(j, k);
        }
    }
    let pruned: Vec<Vec<Value>> =
        lists.iter().map(|l| l.iter().enumerate().filter(|(j, _)| !replace.contains_key(j)).map(|(_, v)| *v).collect()).collect();
    let mut erase: Vec<usize> = Vec::new();
    for (&j, &k) in &replace {
        let old = ir.arguments(block).nth(num_old + j).expect("argument");
        let new = ir.arguments(block).nth(num_old + k).expect("argument");
        ir.replace_all_uses_with(old, new);
        erase.push(num_old + j);
    }
    erase.sort_unstable();
    for i in erase.into_iter().rev() {
        let _ = ir.erase_argument(block, i);
    }
    pruned
}

/// Merges identical blocks in `region`; returns whether any merged.
fn merge_in_region(ir: &mut Ir, region: RegionId) -> bool {
    let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for &b in &blocks[1..] {
        let succs: Vec<BlockId> = ir.last_op(b).map(|t| ir.successors(t).collect()).unwrap_or_default();
        match groups.iter_mut().find(|(s, _)| *s == succs) {
            Some((_, members)) => members.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let mut merged = false;
    for (_, members) in groups {
        if members.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in members {
            let has_region = ir.block_ops(b).any(|o| ir.regions(o).any(|r| ir.first_block(r).is_some()));
            if has_region || ir.arguments(b).any(|a| used_outside(ir, a, b)) {
                continue;
            }
            let data = BlockData::new(ir, b);
            if !clusters.iter_mut().any(|c| c.try_add(ir, &data)) {
                clusters.push(Cluster { leader: data, members: Vec::new(), operands: BTreeSet::new() });
            }
        }
        for c in clusters {
            merged |= c.merge(ir);
        }
    }
    merged
}

/// Every region among `regions` and below.
fn nested_regions(ir: &Ir, region: RegionId) -> Vec<RegionId> {
    let mut out = Vec::new();
    for b in ir.region_blocks(region) {
        for op in ir.block_ops(b) {
            out.extend(ir.regions(op));
        }
    }
    out
}

/// Upstream's `mergeIdenticalBlocks` over `regions` and the regions nested in them.
pub(crate) fn merge_identical_blocks(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        if !ir.is_live_region(r) {
            continue;
        }
        if merge_in_region(ir, r) {
            worklist.push(r);
            changed = true;
        }
        for n in nested_regions(ir, r) {
            if !worklist.contains(&n) {
                worklist.push(n);
            }
        }
    }
    changed
}

/// Upstream's `dropRedundantArguments`: an argument every predecessor passes the same value
/// for is replaced by that value.
pub(crate) fn drop_redundant_arguments(ir: &mut Ir, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(r) = worklist.pop() {
        if !ir.is_live_region(r) {
            continue;
        }
        for b in ir.region_blocks(r).collect::<Vec<_>>() {
            changed |= drop_in_block(ir, b);
            for n in ir.block_ops(b).flat_map(|o| ir.regions(o)).collect::<Vec<_>>() {
                if !worklist.contains(&n) {
                    worklist.push(n);
                }
            }
        }
    }
    changed
}

fn drop_in_block(ir: &mut Ir, b: BlockId) -> bool {
    let preds = predecessors(ir, b);
    let n = ir.num_arguments(b);
    let mut erase = Vec::new();
    for i in 0..n {
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(t, s) in &preds {
            let Some(vals) = forwarded(ir, t, s) else {
                same = false;
                break;
            };
            let Some(&v) = vals.get(i) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                _ => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            let a = ir.arguments(b).nth(i).expect("argument");
            ir.replace_all_uses_with(a, c);
            erase.push(i);
        }
    }
    for &i in erase.iter().rev() {
        let _ = ir.erase_argument(b, i);
        for &(t, s) in &preds {
            if let Some(mut vals) = forwarded(ir, t, s) {
                vals.remove(i);
                set_forwarded(ir, t, s, &vals);
            }
        }
    }
    !erase.is_empty()
}
