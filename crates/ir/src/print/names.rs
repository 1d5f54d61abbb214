//! SSA value and block names for printing (upstream's `SSANameState`).
//!
//! Numbering, as upstream: the values of a region (block arguments, then op results, block by
//! block) are numbered before the regions nested in its ops; every nested region starts from the
//! counters where its parent region ended, so sibling regions reuse numbers. Entry-block
//! arguments are `%argN`, other values `%N`; an op with several results is named by its first
//! result (`%0:2`, used as `%0#1`). Blocks are `^bbN`, numbered per region. With
//! `unique_ssa_ids` (and in generic form, as upstream), counters are never rewound.
//!
//! Names live in dense tables indexed by op and block index (no hashing on the print path).

use super::PrintFlags;
use crate::store::{BlockId, Ir, OpId, RegionId, Value};

const UNSET: u32 = u32::MAX;
/// Marks a block whose arguments are `%argN` (entry blocks).
const ARG_FLAG: u32 = 1 << 31;

pub struct NameState {
    /// Op index → number of its first result (or its id with `print_value_users`).
    op_numbers: Vec<u32>,
    /// Block index → number of its first argument, with `ARG_FLAG` for `%argN` names.
    block_args: Vec<u32>,
    /// Block index → its `^bbN` number within its region.
    block_numbers: Vec<u32>,
}

impl NameState {
    pub fn new(ir: &Ir, root: OpId, flags: &PrintFlags) -> NameState {
        let (nops, nblocks) = ir.index_bounds();
        let mut st = NameState { op_numbers: vec![UNSET; nops], block_args: vec![UNSET; nblocks], block_numbers: vec![UNSET; nblocks] };
        let (mut next_value, mut next_arg) = (0u32, 0u32);
        st.number_op(ir, root, &mut next_value, flags);
        // (region, next value id, next argument id). As upstream, regions are taken from the
        // back of a stack filled in region order: with unique ids, later sibling regions get
        // the lower numbers.
        let mut stack: Vec<(RegionId, u32, u32)> = ir.regions(root).map(|r| (r, 0, 0)).collect();
        let unique = flags.unique_ssa_ids || flags.generic;
        while let Some((region, v, a)) = stack.pop() {
            if !unique {
                next_value = v;
                next_arg = a;
            }
            st.number_region(ir, region, &mut next_value, &mut next_arg, flags);
            for b in ir.region_blocks(region) {
                for op in ir.block_ops(b) {
                    for r in ir.regions(op) {
                        stack.push((r, next_value, next_arg));
                    }
                }
            }
        }
        st
    }

    fn number_region(&mut self, ir: &Ir, region: RegionId, next_value: &mut u32, next_arg: &mut u32, flags: &PrintFlags) {
        for (i, b) in ir.region_blocks(region).enumerate() {
            self.block_numbers[b.idx as usize] = i as u32;
            let n = ir.num_arguments(b) as u32;
            if i == 0 {
                self.block_args[b.idx as usize] = *next_arg | ARG_FLAG;
                *next_arg += n;
            } else {
                self.block_args[b.idx as usize] = *next_value;
                *next_value += n;
            }
            for op in ir.block_ops(b) {
                self.number_op(ir, op, next_value, flags);
            }
        }
    }

    fn number_op(&mut self, ir: &Ir, op: OpId, next_value: &mut u32, flags: &PrintFlags) {
        if ir.num_results(op) == 0 && !flags.print_value_users {
            return;
        }
        self.op_numbers[op.idx as usize] = *next_value;
        *next_value += 1;
    }

    /// Writes `%name` for `v`; for a result of a multi-result op, `%name#i` when `result_no`.
    pub fn write_value(&self, ir: &Ir, out: &mut String, v: Value, result_no: bool) {
        let mut buf = itoa::Buffer::new();
        if v.raw.is_arg() {
            let base = self.block_args.get(v.raw.owner as usize).copied().unwrap_or(UNSET);
            if base == UNSET {
                out.push_str("<<UNKNOWN SSA VALUE>>");
                return;
            }
            out.push('%');
            if base & ARG_FLAG != 0 {
                out.push_str("arg");
            }
            out.push_str(buf.format((base & !ARG_FLAG) + v.raw.number()));
            return;
        }
        let n = self.op_numbers.get(v.raw.owner as usize).copied().unwrap_or(UNSET);
        if n == UNSET {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        out.push('%');
        out.push_str(buf.format(n));
        if result_no {
            let op = OpId { idx: v.raw.owner, gen: v.gen };
            if ir.num_results(op) > 1 {
                out.push('#');
                out.push_str(buf.format(v.raw.number()));
            }
        }
    }

    pub fn write_block(&self, out: &mut String, b: BlockId) {
        match self.block_numbers.get(b.idx as usize).copied().unwrap_or(UNSET) {
            UNSET => out.push_str("INVALIDBLOCK"),
            n => {
                out.push_str("^bb");
                out.push_str(itoa::Buffer::new().format(n));
            }
        }
    }

    pub fn block_ordering(&self, b: BlockId) -> i64 {
        match self.block_numbers.get(b.idx as usize).copied().unwrap_or(UNSET) {
            UNSET => -1,
            n => n as i64,
        }
    }

    pub fn write_op_id(&self, out: &mut String, op: OpId) {
        match self.op_numbers.get(op.idx as usize).copied().unwrap_or(UNSET) {
            UNSET => out.push_str("<<UNKNOWN OPERATION>>"),
            n => {
                out.push('%');
                out.push_str(itoa::Buffer::new().format(n));
            }
        }
    }
}
