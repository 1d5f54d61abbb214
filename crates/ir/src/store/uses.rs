//! Use lists: every value heads an intrusive doubly linked list of the operands that use it.
//!
//! Invariants: an operand is in exactly the list of the value it names; `prev`/`next` of the
//! list nodes are consistent; the head is stored in the value's `ResultData`/`ArgData`.
//! Linking and unlinking are O(1); replacing all uses is O(uses).

use super::*;

impl Ir {
    fn head_mut(&mut self, v: RawValue) -> &mut UseRef {
        if v.is_arg() {
            &mut self.blocks.at_mut(v.owner).args[v.number() as usize].first_use
        } else {
            &mut self.ops.at_mut(v.owner).results[v.number() as usize].first_use
        }
    }

    fn head(&self, v: RawValue) -> UseRef {
        if v.is_arg() {
            self.blocks.at(v.owner).args[v.number() as usize].first_use
        } else {
            self.ops.at(v.owner).results[v.number() as usize].first_use
        }
    }

    #[inline]
    pub(super) fn operand_mut(&mut self, u: UseRef) -> &mut Operand {
        let span = self.ops.at(u.op).operands;
        &mut self.operand_table.get_mut(span)[u.idx as usize]
    }

    #[inline]
    pub(super) fn operand_at(&self, u: UseRef) -> &Operand {
        &self.operand_table.get(self.ops.at(u.op).operands)[u.idx as usize]
    }

    /// Pushes operand `(op, idx)` onto the front of its value's use list.
    pub(crate) fn link_use(&mut self, op: u32, idx: u32) {
        let value = self.operand_at(UseRef { op, idx }).value;
        self.link_use_of(op, idx, value);
    }

    /// As [`Ir::link_use`], for a caller that knows the operand's value.
    pub(super) fn link_use_of(&mut self, op: u32, idx: u32, value: RawValue) {
        let me = UseRef { op, idx };
        let head = self.push_use_front(value, me);
        let o = self.operand_mut(me);
        o.prev = UseRef::NIL;
        o.next = head;
    }

    /// Makes `me` the head of `value`'s use list, the old head pointing back to it; returns
    /// the old head (for `me`'s `next`, which the caller sets).
    #[inline(always)]
    fn push_use_front(&mut self, value: RawValue, me: UseRef) -> UseRef {
        let head = std::mem::replace(self.head_mut(value), me);
        if !head.is_nil() {
            self.operand_mut(head).prev = me;
        }
        head
    }

    /// Links the operands of a fresh op `op`, held in `span` of the operand table and linked
    /// into no list yet, each onto the front of its value's use list (as [`Ir::link_use_of`]
    /// for each, in order, without finding the op's operands again for each).
    pub(super) fn link_fresh_operands(&mut self, op: u32, span: super::operands::Span) {
        for (i, k) in span.range().enumerate() {
            let me = UseRef { op, idx: i as u32 };
            let value = self.operand_table.items[k].value;
            self.operand_table.items[k].next = self.push_use_front(value, me);
        }
    }

    /// Removes operand `(op, idx)` from its value's use list.
    pub(crate) fn unlink_use(&mut self, op: u32, idx: u32) {
        let me = UseRef { op, idx };
        let (value, prev, next) = {
            let o = self.operand_at(me);
            (o.value, o.prev, o.next)
        };
        if prev.is_nil() {
            // Only unlink if we are really the head (a never-linked operand has nil links).
            if *self.head_mut(value) == me {
                *self.head_mut(value) = next;
            }
        } else {
            self.operand_mut(prev).next = next;
        }
        if !next.is_nil() {
            self.operand_mut(next).prev = prev;
        }
        let o = self.operand_mut(me);
        o.prev = UseRef::NIL;
        o.next = UseRef::NIL;
    }

    /// The uses of `v`, most recently added first (as upstream's use lists).
    pub fn uses(&self, v: Value) -> Uses<'_> {
        assert!(self.is_live_value(v), "{}", IrError::Stale("value"));
        Uses { ir: self, cur: self.head(v.raw) }
    }

    pub fn has_uses(&self, v: Value) -> bool {
        !self.head(v.raw).is_nil()
    }

    pub fn has_one_use(&self, v: Value) -> bool {
        let h = self.head(v.raw);
        !h.is_nil() && self.operand_at(h).next.is_nil()
    }

    /// Whether any result of `op` is used.
    pub fn op_has_uses(&self, op: OpId) -> bool {
        self.op_data(op).results.iter().any(|r| !r.first_use.is_nil())
    }

    /// Makes every use of `from` use `to` instead.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        self.replace_uses_where(from, to, |_| true);
    }

    /// Replaces the uses of `from` that `pred` accepts with `to`.
    pub fn replace_uses_where(&mut self, from: Value, to: Value, mut pred: impl FnMut(Use) -> bool) {
        assert!(self.is_live_value(from) && self.is_live_value(to), "{}", IrError::Stale("value"));
        if from == to {
            return;
        }
        let list: Vec<UseRef> = {
            let mut v = Vec::new();
            let mut u = self.head(from.raw);
            while !u.is_nil() {
                v.push(u);
                u = self.operand_at(u).next;
            }
            v
        };
        for u in list {
            let use_ = Use { op: self.op_id(u.op), index: u.idx as usize };
            if pred(use_) {
                self.unlink_use(u.op, u.idx);
                self.operand_mut(u).value = to.raw;
                self.link_use(u.op, u.idx);
            }
        }
    }

    /// Replaces each result of `op` with the matching value of `with`.
    pub fn replace_op_uses(&mut self, op: OpId, with: &[Value]) {
        let results: Vec<Value> = self.results(op).collect();
        assert_eq!(results.len(), with.len(), "replacement count must match the result count");
        for (r, w) in results.into_iter().zip(with) {
            self.replace_all_uses_with(r, *w);
        }
    }
}

/// Iterator over the uses of a value.
pub struct Uses<'a> {
    ir: &'a Ir,
    cur: UseRef,
}

impl Iterator for Uses<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        if self.cur.is_nil() {
            return None;
        }
        let u = self.cur;
        self.cur = self.ir.operand_at(u).next;
        Some(Use { op: self.ir.op_id(u.op), index: u.idx as usize })
    }
}
