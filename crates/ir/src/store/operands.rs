//! Operand storage: the operands of every op of a store, out of line, in one table.
//!
//! Most ops have zero to three operands. Kept inline, every op record paid for the largest
//! common case (two operands, 56 bytes with the vector's header) and ops with more spilled
//! them to a separate allocation; here an op keeps a 4+4-byte [`Span`] and its operands sit
//! in [`OperandTable`], in creation order, which is also the order the parser, the verifier
//! and the printer visit them.
//!
//! Invariants:
//! - a live op's operands are the `len` entries of the table from `start` (its span); the
//!   spans of live ops never overlap;
//! - every other entry is dead; the table counts them, and [`Ir::compact_operands`] moves
//!   every live span to the front (in op index order) when more than half the table is dead.
//!   It runs only when operands are allocated, never while a span or an operand reference
//!   is held;
//! - use lists name an operand by (op index, operand number), never by table position, so
//!   moving spans breaks no link.

use super::{Ir, Operand, RawValue, UseRef};

/// Where an op's operands are in the store's [`OperandTable`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Span {
    pub(crate) start: u32,
    pub(crate) len: u32,
}

impl Span {
    #[inline]
    pub(crate) fn len(self) -> usize {
        self.len as usize
    }

    /// Its entries' positions in the table.
    #[inline]
    pub(crate) fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.start as usize + self.len as usize
    }
}

/// The operands of every op of a store (see the module docs).
#[derive(Default)]
pub(crate) struct OperandTable {
    pub(super) items: Vec<Operand>,
    /// Entries no live op's span covers.
    dead: usize,
}

/// Compaction is not worth running for fewer dead entries than this.
const MIN_DEAD_TO_COMPACT: usize = 1024;

impl OperandTable {
    #[inline]
    pub(crate) fn get(&self, s: Span) -> &[Operand] {
        &self.items[s.range()]
    }

    #[inline]
    pub(crate) fn get_mut(&mut self, s: Span) -> &mut [Operand] {
        &mut self.items[s.range()]
    }

    /// Appends `values` as operands linked into no use list; their span.
    pub(crate) fn push(&mut self, values: impl ExactSizeIterator<Item = RawValue>) -> Span {
        let (start, len) = (self.items.len(), values.len());
        assert!(start + len <= u32::MAX as usize, "more than 2^32 operands in one IR");
        self.items.extend(values.map(|value| Operand { value, prev: UseRef::NIL, next: UseRef::NIL }));
        Span { start: start as u32, len: len as u32 }
    }

    /// The entries of `s` are no longer used by any op.
    pub(crate) fn release(&mut self, s: Span) {
        self.dead += s.len as usize;
    }

    /// Keeps the first `len` entries of `s` (which has at least that many); the rest die.
    pub(crate) fn shrink(&mut self, s: Span, len: u32) -> Span {
        self.dead += (s.len - len) as usize;
        Span { start: s.start, len }
    }

    pub(crate) fn reserve(&mut self, additional: usize) {
        self.items.reserve(additional);
    }

    fn wants_compaction(&self) -> bool {
        self.dead >= MIN_DEAD_TO_COMPACT && self.dead * 2 > self.items.len()
    }
}

impl Ir {
    /// Moves every live op's operands to the front of the table when more than half of it is
    /// dead (after many erasures or operand-list changes). O(live ops + live operands).
    pub(super) fn compact_operands(&mut self) {
        if !self.operand_table.wants_compaction() {
            return;
        }
        let old = std::mem::take(&mut self.operand_table.items);
        let mut items = Vec::with_capacity(old.len() - self.operand_table.dead);
        for op in self.ops.values_mut() {
            let s = op.operands;
            let start = items.len() as u32;
            items.extend_from_slice(&old[s.range()]);
            op.operands = Span { start, len: s.len };
        }
        self.operand_table = OperandTable { items, dead: 0 };
    }
}

#[cfg(test)]
mod tests {
    use crate::store::{Ir, OperationState};
    use crate::Context;

    /// Ops whose operand lists change and which are erased leave dead entries; compaction
    /// reclaims them and every op keeps its operands and use lists.
    #[test]
    fn compaction_keeps_operands_and_uses() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let mut ir = Ir::new(&ctx);
        let i32 = ctx.integer_type(32, crate::types::Signedness::Signless);
        let def = |ir: &mut Ir| {
            let mut st = OperationState::new(ctx.op_name("test.def"), ctx.unknown_loc());
            st.result_types.push(i32);
            let op = ir.create_op(st);
            ir.result(op, 0)
        };
        let a = def(&mut ir);
        let b = def(&mut ir);
        let mut users = Vec::new();
        for k in 0..3000 {
            let mut st = OperationState::new(ctx.op_name("test.use"), ctx.unknown_loc());
            st.operands = vec![a, b, a];
            let op = ir.create_op(st);
            if k % 3 == 0 {
                ir.erase_op(op).unwrap();
            } else {
                if k % 3 == 1 {
                    // Grows twice: a new span each time, the old one dies.
                    ir.set_operands(op, &[b, a, b, a]);
                    ir.set_operands(op, &[a, b, a, b, a]);
                }
                users.push(op);
            }
        }
        let pushed = 3 * 3000 + 4 * 1000 + 5 * 1000;
        let table = &ir.operand_table;
        assert!(table.items.len() < pushed, "compaction ran: {} entries", table.items.len());
        let live: usize = users.iter().map(|&o| ir.num_operands(o)).sum();
        assert_eq!(table.items.len() - table.dead, live, "dead entries counted exactly");
        for (k, &op) in users.iter().enumerate() {
            let want: Vec<_> = if k % 2 == 0 { vec![a, b, a, b, a] } else { vec![a, b, a] };
            assert_eq!(ir.operands(op).collect::<Vec<_>>(), want);
        }
        let uses_of = |v| ir.uses(v).count();
        assert_eq!(uses_of(a) + uses_of(b), users.iter().map(|&o| ir.num_operands(o)).sum::<usize>());
        for u in ir.uses(a) {
            assert_eq!(ir.operand(u.op, u.index), a);
        }
        for u in ir.uses(b) {
            assert_eq!(ir.operand(u.op, u.index), b);
        }
    }
}
