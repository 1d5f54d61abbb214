//! Changing the IR on behalf of the driver: each change is reported as [`Note`]s, which keep
//! the driver's worklist up to date (upstream's rewriter listener notifications).

use mlir_ir::{Ir, IrError, OpId, Value, WalkOrder, WalkResult};

/// What a change means for the driver's worklist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// Visit `op` (again): it was created or changed, or an operand of it lost users.
    Visit(OpId),
    /// `op` is gone.
    Erased(OpId),
}

/// Erases `op` and what it contains, as upstream's `RewriterBase::eraseOp`: every erased op is
/// reported (innermost first), and the defining op of each of their operands that is left with
/// at most one use is to be revisited (it may now be dead, or simpler to rewrite).
pub fn erase_op(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> Result<(), IrError> {
    ir.check_op(op)?;
    let mut ops = Vec::new();
    ir.walk(op, WalkOrder::PostOrder, &mut |o| {
        ops.push(o);
        WalkResult::Advance
    });
    for &o in &ops {
        for v in ir.operands(o) {
            // The use by `o` still counts here, as in upstream's listener.
            if ir.uses(v).nth(1).is_none() {
                if let Some(def) = ir.defining_op(v) {
                    notes.push(Note::Visit(def));
                }
            }
        }
        notes.push(Note::Erased(o));
    }
    ir.erase_op(op)
}

/// Replaces every use of `op`'s results with `values` (one per result) and erases `op`, as
/// upstream's `RewriterBase::replaceOp`: the users are to be revisited.
pub fn replace_op(ir: &mut Ir, op: OpId, values: &[Value], notes: &mut Vec<Note>) -> Result<(), IrError> {
    ir.check_op(op)?;
    if values.len() != ir.num_results(op) {
        return Err(IrError::CountMismatch { what: "replacement values", expected: ir.num_results(op), got: values.len() });
    }
    let results: Vec<Value> = ir.results(op).collect();
    for r in results {
        for u in ir.uses(r) {
            notes.push(Note::Visit(u.op));
        }
    }
    ir.replace_op_uses(op, values);
    erase_op(ir, op, notes)
}
