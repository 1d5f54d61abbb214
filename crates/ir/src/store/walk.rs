//! Walking nested IR.

use super::*;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// A parent before the ops in its regions.
    PreOrder,
    /// The ops in its regions before a parent.
    PostOrder,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkResult {
    Advance,
    /// Don't visit the regions of the op just visited (pre-order only).
    Skip,
    /// Stop the whole walk.
    Interrupt,
}

impl Ir {
    /// Visits `root` and every op nested in it. The callback must not mutate the IR (collect the
    /// ops first for that). Returns `false` if the walk was interrupted.
    pub fn walk(&self, root: OpId, order: WalkOrder, f: &mut dyn FnMut(OpId) -> WalkResult) -> bool {
        self.check_op(root).expect("live op");
        self.walk_impl(root.idx, order, f)
    }

    fn walk_impl(&self, o: u32, order: WalkOrder, f: &mut dyn FnMut(OpId) -> WalkResult) -> bool {
        if order == WalkOrder::PreOrder {
            match f(self.op_id(o)) {
                WalkResult::Interrupt => return false,
                WalkResult::Skip => return true,
                WalkResult::Advance => {}
            }
        }
        for &r in self.ops.at(o).regions() {
            let mut b = self.regions.at(r).first_block;
            while b != NONE {
                let mut op = self.blocks.at(b).first_op;
                while op != NONE {
                    if !self.walk_impl(op, order, f) {
                        return false;
                    }
                    op = self.ops.at(op).next;
                }
                b = self.blocks.at(b).next;
            }
        }
        if order == WalkOrder::PostOrder && f(self.op_id(o)) == WalkResult::Interrupt {
            return false;
        }
        true
    }

    /// `root` and all ops nested in it, in pre-order.
    pub fn collect_ops(&self, root: OpId) -> Vec<OpId> {
        let mut v = Vec::new();
        self.walk(root, WalkOrder::PreOrder, &mut |o| {
            v.push(o);
            WalkResult::Advance
        });
        v
    }
}
