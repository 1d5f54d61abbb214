//! A builder: creates operations at an insertion point (upstream's `OpBuilder`).

use crate::attrs::Location;
use crate::store::{BlockId, Ir, IrError, OpId, OperationState};

/// Where the next operation goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    BlockEnd(BlockId),
    BlockStart(BlockId),
    Before(OpId),
    /// After this op; the point moves after each inserted op, so ops keep their creation order.
    After(OpId),
}

/// Creates ops and inserts them at its insertion point. Without a point, ops stay detached.
pub struct Builder<'a> {
    pub ir: &'a mut Ir,
    pub ip: Option<InsertPoint>,
    pub loc: Location,
}

impl<'a> Builder<'a> {
    pub fn new(ir: &'a mut Ir) -> Builder<'a> {
        let loc = ir.ctx.unknown_loc();
        Builder { ir, ip: None, loc }
    }

    pub fn at(ir: &'a mut Ir, ip: InsertPoint) -> Builder<'a> {
        let mut b = Builder::new(ir);
        b.ip = Some(ip);
        b
    }

    /// Inserts a detached op at the insertion point.
    pub fn insert(&mut self, op: OpId) -> Result<OpId, IrError> {
        match self.ip {
            None => {}
            Some(InsertPoint::BlockEnd(b)) => self.ir.append_op(b, op)?,
            Some(InsertPoint::BlockStart(b)) => {
                self.ir.prepend_op(b, op)?;
                // Keep later ops after this one.
                self.ip = Some(InsertPoint::After(op));
            }
            Some(InsertPoint::Before(anchor)) => self.ir.insert_op_before(anchor, op)?,
            Some(InsertPoint::After(anchor)) => {
                self.ir.insert_op_after(anchor, op)?;
                self.ip = Some(InsertPoint::After(op));
            }
        }
        Ok(op)
    }

    /// Creates an op from `state` and inserts it.
    pub fn create(&mut self, state: OperationState) -> Result<OpId, IrError> {
        let op = self.ir.create_op(state);
        match self.insert(op) {
            Ok(op) => Ok(op),
            Err(e) => {
                // Nothing refers to the new op yet: erasing it cannot fail.
                let _ = self.ir.erase_op(op);
                Err(e)
            }
        }
    }
}
