//! A LIFO worklist of ops with set semantics and O(1) removal (upstream's `Worklist`).
//!
//! Invariants: `pos[op]` is the index of `op` in `list` for every op present; removed entries
//! become `None` holes, skipped by `pop`; an op is present at most once.

use mlir_ir::OpId;
use rustc_hash::FxHashMap;

#[derive(Default)]
pub(crate) struct Worklist {
    list: Vec<Option<OpId>>,
    pos: FxHashMap<OpId, usize>,
}

impl Worklist {
    pub(crate) fn clear(&mut self) {
        self.list.clear();
        self.pos.clear();
    }

    /// Appends `op` unless it is already present.
    pub(crate) fn push(&mut self, op: OpId) {
        if self.pos.contains_key(&op) {
            return;
        }
        self.pos.insert(op, self.list.len());
        self.list.push(Some(op));
    }

    /// The last op pushed (and not removed), if any.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.pos.remove(&op);
                return Some(op);
            }
        }
        None
    }

    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(i) = self.pos.remove(&op) {
            self.list[i] = None;
        }
    }

    /// Reverses the order (so that popping visits ops in the order they were pushed).
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        for (i, e) in self.list.iter().enumerate() {
            if let Some(op) = e {
                self.pos.insert(*op, i);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op(i: u32) -> OpId {
        OpId::from_raw(i, 0)
    }

    #[test]
    fn lifo_with_set_semantics_and_holes() {
        let mut w = Worklist::default();
        w.push(op(1));
        w.push(op(2));
        w.push(op(1));
        w.push(op(3));
        w.remove(op(2));
        assert_eq!(w.pop(), Some(op(3)));
        assert_eq!(w.pop(), Some(op(1)));
        assert_eq!(w.pop(), None);
        w.push(op(4));
        w.push(op(5));
        w.reverse();
        assert_eq!(w.pop(), Some(op(4)));
        w.push(op(4));
        assert_eq!(w.pop(), Some(op(4)));
        assert_eq!(w.pop(), Some(op(5)));
    }
}
