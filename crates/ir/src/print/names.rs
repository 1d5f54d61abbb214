//! SSA value and block names for printing (upstream's `SSANameState`).
//!
//! Numbering, as upstream: the values of a region (block arguments, then op results, block by
//! block) are numbered before the regions nested in its ops; every nested region starts from the
//! counters where its parent region ended, so sibling regions reuse numbers. Entry-block
//! arguments are `%argN`, other values `%N`; an op with several results is named by its first
//! result (`%0:2`, used as `%0#1`). Blocks are `^bbN`, numbered per region. With
//! `unique_ssa_ids`, counters are never rewound.

use super::PrintFlags;
use crate::store::{BlockId, Ir, OpId, RegionId, Value};
use rustc_hash::FxHashMap;
use std::fmt::Write;

#[derive(Clone, Copy, Debug)]
enum ValueName {
    Number(u32),
    Arg(u32),
}

pub struct NameState {
    values: FxHashMap<Value, ValueName>,
    /// Block → (ordering within its region, number used in `^bbN`).
    blocks: FxHashMap<BlockId, u32>,
    /// Ops without results get an id only with `print_value_users`.
    op_ids: FxHashMap<OpId, u32>,
}

impl NameState {
    pub fn new(ir: &Ir, root: OpId, flags: &PrintFlags) -> NameState {
        let mut st = NameState { values: FxHashMap::default(), blocks: FxHashMap::default(), op_ids: FxHashMap::default() };
        let (mut next_value, mut next_arg) = (0u32, 0u32);
        st.number_op(ir, root, &mut next_value, flags);
        // (region, next value id, next argument id)
        let mut stack: Vec<(RegionId, u32, u32)> = ir.regions(root).map(|r| (r, 0, 0)).collect();
        // As upstream, regions are taken from the back of a stack filled in region order: with
        // unique ids, later sibling regions get the lower numbers.
        while let Some((region, v, a)) = stack.pop() {
            // Generic printing implies unique ids, as upstream.
            if !(flags.unique_ssa_ids || flags.generic) {
                next_value = v;
                next_arg = a;
            }
            st.number_region(ir, region, &mut next_value, &mut next_arg, flags);
            let mut children = Vec::new();
            for b in ir.region_blocks(region) {
                for op in ir.block_ops(b) {
                    for r in ir.regions(op) {
                        children.push((r, next_value, next_arg));
                    }
                }
            }
            stack.extend(children);
        }
        st
    }

    fn number_region(&mut self, ir: &Ir, region: RegionId, next_value: &mut u32, next_arg: &mut u32, flags: &PrintFlags) {
        for (i, b) in ir.region_blocks(region).enumerate() {
            self.blocks.insert(b, i as u32);
            let entry = i == 0;
            for a in ir.arguments(b) {
                if entry {
                    self.values.insert(a, ValueName::Arg(*next_arg));
                    *next_arg += 1;
                } else {
                    self.values.insert(a, ValueName::Number(*next_value));
                    *next_value += 1;
                }
            }
            for op in ir.block_ops(b) {
                self.number_op(ir, op, next_value, flags);
            }
        }
    }

    fn number_op(&mut self, ir: &Ir, op: OpId, next_value: &mut u32, flags: &PrintFlags) {
        if ir.num_results(op) == 0 {
            if flags.print_value_users {
                self.op_ids.insert(op, *next_value);
                *next_value += 1;
            }
            return;
        }
        self.values.insert(ir.result(op, 0), ValueName::Number(*next_value));
        *next_value += 1;
    }

    /// Writes `%name` for `v`; for a result of a multi-result op, `%name#i` when `result_no`.
    pub fn write_value(&self, ir: &Ir, out: &mut String, v: Value, result_no: bool) {
        let (lookup, no) = match ir.defining_op(v) {
            Some(op) if ir.num_results(op) > 1 => {
                let idx = ir.value_def(v);
                let i = match idx {
                    crate::store::ValueDef::Result { index, .. } => index,
                    _ => 0,
                };
                (ir.result(op, 0), Some(i))
            }
            _ => (v, None),
        };
        match self.values.get(&lookup) {
            Some(ValueName::Number(n)) => {
                let _ = write!(out, "%{n}");
            }
            Some(ValueName::Arg(n)) => {
                let _ = write!(out, "%arg{n}");
            }
            None => {
                out.push_str("<<UNKNOWN SSA VALUE>>");
                return;
            }
        }
        if let (Some(i), true) = (no, result_no) {
            let _ = write!(out, "#{i}");
        }
    }

    pub fn write_block(&self, out: &mut String, b: BlockId) {
        match self.blocks.get(&b) {
            Some(n) => {
                let _ = write!(out, "^bb{n}");
            }
            None => out.push_str("INVALIDBLOCK"),
        }
    }

    pub fn block_ordering(&self, b: BlockId) -> i64 {
        self.blocks.get(&b).map_or(-1, |&n| n as i64)
    }

    pub fn write_op_id(&self, out: &mut String, op: OpId) {
        match self.op_ids.get(&op) {
            Some(n) => {
                let _ = write!(out, "%{n}");
            }
            None => out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }
}
