//! `cse`: common sub-expression elimination (upstream's `CSE`).
//!
//! Ops are visited in dominance order with a scoped table of the ops seen so far: a block sees
//! the ops of the blocks that dominate it, a nested region sees its enclosing ones (except
//! through isolated-from-above ops, which start afresh). An op without memory effects that
//! matches a known op (same name, attributes, properties, operands and result types;
//! commutative operands in any order; locations ignored) has its uses replaced by the known
//! op's results and is erased; an op whose results are unused and that has no effect is
//! erased too. Terminators and ops with multi-block regions are left alone, and so are
//! multi-block graph regions. Erasures happen after the walk, as upstream's.

use rustc_hash::{FxHashMap, FxHashSet};

use mlir_ir::equivalence::{is_equivalent, structural_hash, Flags};
use mlir_ir::{BlockId, Emitted, Ir, LocKind, OpId, RegionId, Traits};
use mlir_ods::interfaces::memory_effect_free;

/// The pass; its statistics are those of its last run, as upstream's (which assigns them).
#[derive(Default)]
pub struct Cse {
    num_cse: u64,
    num_dce: u64,
}

impl crate::Pass for Cse {
    fn argument(&self) -> &str {
        "cse"
    }

    fn name(&self) -> &str {
        "CSEPass"
    }

    fn statistics(&self) -> Vec<crate::Statistic> {
        vec![
            crate::Statistic { name: "num-cse'd", description: "Number of operations CSE'd", value: self.num_cse },
            crate::Statistic { name: "num-dce'd", description: "Number of operations DCE'd", value: self.num_dce },
        ]
    }

    fn run(&mut self, ir: &mut Ir, root: OpId) -> Result<(), Emitted> {
        let mut driver = Driver::default();
        let regions: Vec<RegionId> = ir.regions(root).collect();
        crate::timing::analysis("DominanceInfo", || ());
        for r in regions {
            driver.region(ir, r);
        }
        self.num_cse = driver.num_cse;
        self.num_dce = driver.num_dce;
        for op in driver.erase {
            if ir.check_op(op).is_ok() {
                // Uses were all replaced (or the op was dead), so this cannot fail.
                let _ = ir.erase_op(op);
            }
        }
        Ok(())
    }
}

/// Flags for matching: locations do not matter.
const MATCH: Flags = Flags::IGNORE_LOCATIONS;

#[derive(Default)]
struct Driver {
    /// Known ops by structural hash, in insertion order; `scopes` marks where each scope began.
    known: Vec<(u64, OpId)>,
    scopes: Vec<usize>,
    /// The ops in `known` (upstream asks the table whether it holds a user).
    known_set: FxHashSet<OpId>,
    erase: Vec<OpId>,
    /// Scratch for the dominator trees (see `dominator_tree`).
    numbering: Vec<u32>,
    /// Ops replaced by a known one, and ops erased as dead.
    num_cse: u64,
    num_dce: u64,
}

impl Driver {
    fn push_scope(&mut self) {
        self.scopes.push(self.known.len());
    }

    fn pop_scope(&mut self) {
        let start = self.scopes.pop().expect("balanced scopes");
        for (_, op) in self.known.drain(start..) {
            self.known_set.remove(&op);
        }
    }

    fn lookup(&self, ir: &Ir, op: OpId, hash: u64) -> Option<OpId> {
        self.known.iter().rev().find(|&&(h, k)| h == hash && is_equivalent(ir, k, op, MATCH)).map(|&(_, k)| k)
    }

    fn region(&mut self, ir: &mut Ir, r: RegionId) {
        let blocks: Vec<BlockId> = ir.region_blocks(r).collect();
        let ssa = mlir_ir::verify::has_ssa_dominance(ir, r);
        match blocks.len() {
            0 => {}
            1 => {
                self.push_scope();
                self.block(ir, blocks[0], ssa);
                self.pop_scope();
            }
            _ if !ssa => {}
            _ => {
                // Dominator-tree preorder: each block in the scope of its dominators.
                let (rpo, idom) = crate::timing::analysis("DominanceInfo", || mlir_ir::verify::dominator_tree(ir, r, &mut self.numbering));
                let mut children: FxHashMap<usize, Vec<usize>> = FxHashMap::default();
                for (i, &d) in idom.iter().enumerate().skip(1) {
                    children.entry(d).or_default().push(i);
                }
                let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
                self.push_scope();
                self.block(ir, rpo[0], ssa);
                while let Some(&mut (node, ref mut next)) = stack.last_mut() {
                    let child = children.get(&node).and_then(|c| c.get(*next)).copied();
                    *next += 1;
                    match child {
                        Some(c) => {
                            stack.push((c, 0));
                            self.push_scope();
                            self.block(ir, rpo[c], ssa);
                        }
                        None => {
                            stack.pop();
                            self.pop_scope();
                        }
                    }
                }
            }
        }
    }

    fn block(&mut self, ir: &mut Ir, b: BlockId, ssa: bool) {
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        for op in ops {
            if ir.num_regions(op) != 0 {
                let regions: Vec<RegionId> = ir.regions(op).collect();
                if ir.traits(op).contains(Traits::ISOLATED_FROM_ABOVE) {
                    // A fresh table, sharing the scratch numbering and the erase list.
                    let mut nested = Driver { numbering: std::mem::take(&mut self.numbering), ..Driver::default() };
                    for r in regions {
                        nested.region(ir, r);
                    }
                    self.erase.append(&mut nested.erase);
                    self.numbering = nested.numbering;
                    self.num_cse += nested.num_cse;
                    self.num_dce += nested.num_dce;
                } else {
                    for r in regions {
                        self.region(ir, r);
                    }
                }
            }
            self.operation(ir, op, ssa);
        }
    }

    fn operation(&mut self, ir: &mut Ir, op: OpId, ssa: bool) {
        if ir.traits(op).contains(Traits::TERMINATOR) {
            return;
        }
        if !ir.results(op).any(|v| ir.has_uses(v)) && would_be_trivially_dead(ir, op) {
            self.erase.push(op);
            self.num_dce += 1;
            return;
        }
        if ir.regions(op).any(|r| ir.region_blocks(r).count() > 1) || !memory_effect_free(ir, op) {
            return;
        }
        let hash = structural_hash(ir, op, MATCH);
        let Some(existing) = self.lookup(ir, op, hash) else {
            self.known.push((hash, op));
            self.known_set.insert(op);
            return;
        };
        let pairs: Vec<_> = ir.results(op).zip(ir.results(existing)).collect();
        if ssa {
            for (from, to) in pairs {
                ir.replace_all_uses_with(from, to);
            }
            self.erase.push(op);
        } else {
            // Without dominance, only uses not yet visited may be redirected.
            let known = &self.known_set;
            for (from, to) in pairs {
                ir.replace_uses_where(from, to, |u| !known.contains(&u.op));
            }
            if !ir.results(op).any(|v| ir.has_uses(v)) {
                self.erase.push(op);
            }
        }
        self.num_cse += 1;
        let unknown = |ir: &Ir, o: OpId| matches!(ir.ctx.loc_kind(ir.loc(o)), LocKind::Unknown);
        if unknown(ir, existing) && !unknown(ir, op) {
            let loc = ir.loc(op);
            ir.set_loc(existing, loc);
        }
    }
}

/// Upstream's `wouldOpBeTriviallyDead`: not a terminator nor a symbol, and free of effects
/// (reading and allocating count as free when nothing else happens).
fn would_be_trivially_dead(ir: &Ir, op: OpId) -> bool {
    let traits = ir.traits(op);
    if traits.contains(Traits::TERMINATOR) || traits.contains(Traits::SYMBOL) {
        return false;
    }
    mlir_ods::interfaces::effects_allow_erasure(ir, op)
}
