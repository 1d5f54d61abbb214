//! Deep copies of operations, with a mapping from old values and blocks to new ones.

use super::*;
use rustc_hash::FxHashMap;

/// Maps values and blocks of the original IR to their copies (upstream's `IRMapping`).
#[derive(Default, Debug, Clone)]
pub struct ValueMap {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl ValueMap {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    pub fn lookup_value(&self, v: Value) -> Value {
        self.values.get(&v).copied().unwrap_or(v)
    }
    pub fn lookup_block(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
    pub fn contains_value(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }
}

impl Ir {
    /// Deep-copies `op` (detached). Operands defined outside the copied IR are looked up in
    /// `map` and kept as they are when absent; results, blocks and block arguments of the copy
    /// are recorded in `map`.
    pub fn clone_op(&mut self, op: OpId, map: &mut ValueMap) -> OpId {
        self.check_op(op).expect("live op");
        // Pass 1: create every block (so successors that jump forward can be mapped).
        let new = self.clone_shell(op, map);
        self.clone_fill(op, new, map);
        new
    }

    fn clone_shell(&mut self, op: OpId, map: &mut ValueMap) -> OpId {
        let d = self.op_data(op);
        let result_types: Vec<Type> = d.results.iter().map(|r| r.ty).collect();
        let (name, loc, attrs, props) = (d.name, d.loc, d.attrs, d.props);
        // The location is copied as stored (a source position stays one).
        let new = self.create_op_from(name, loc, &[], &result_types, Some(attrs), props, &[], 0);
        for (o, n) in self.results(op).zip(self.results(new)).collect::<Vec<_>>() {
            map.map_value(o, n);
        }
        let regions: Vec<RegionId> = self.regions(op).collect();
        for r in regions {
            let nr = self.add_region(new);
            let blocks: Vec<BlockId> = self.region_blocks(r).collect();
            for b in blocks {
                let nb = self.create_block();
                // Locations are copied as stored (a source position stays one).
                let args: Vec<(Value, Type, OpLoc)> = self.blocks.at(b.idx).args.iter().enumerate().map(|(i, d)| (self.argument(b, i), d.ty, d.loc)).collect();
                for (a, ty, loc) in args {
                    let na = self.add_argument_at(nb, ty, loc);
                    map.map_value(a, na);
                }
                self.append_block(nr, nb).expect("fresh block");
                map.map_block(b, nb);
                let ops: Vec<OpId> = self.block_ops(b).collect();
                for o in ops {
                    let no = self.clone_shell(o, map);
                    self.append_op(nb, no).expect("fresh op");
                }
            }
        }
        new
    }

    fn clone_fill(&mut self, op: OpId, new: OpId, map: &ValueMap) {
        let operands: Vec<Value> = self.operands(op).map(|v| map.lookup_value(v)).collect();
        self.set_operands(new, &operands);
        let succs: Vec<BlockId> = self.successors(op).map(|b| map.lookup_block(b)).collect();
        if !succs.is_empty() {
            self.op_data_mut(new).extra_mut().successors = succs.iter().map(|b| b.idx).collect();
        }
        let pairs: Vec<(OpId, OpId)> = {
            let mut v = Vec::new();
            for (r, nr) in self.regions(op).zip(self.regions(new)) {
                for (b, nb) in self.region_blocks(r).zip(self.region_blocks(nr)) {
                    v.extend(self.block_ops(b).zip(self.block_ops(nb)));
                }
            }
            v
        };
        for (o, n) in pairs {
            self.clone_fill(o, n, map);
        }
    }
}
