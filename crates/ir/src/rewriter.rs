//! Changing the IR on behalf of a rewrite driver (upstream's `RewriterBase`, from
//! `PatternMatch.h`): each change is reported as [`Note`]s, which keep the driver's worklist up
//! to date (upstream's rewriter listener notifications). Patterns written in Rust (the dialects'
//! canonicalization patterns, see [`CanonicalizeFn`]) change the IR through these.

use crate::{Ir, IrError, OpId, Value, WalkOrder, WalkResult};

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

/// Reports that `op` was changed in place (its operands, attributes or successors), so that it
/// is visited again.
pub fn modified(op: OpId, notes: &mut Vec<Note>) {
    notes.push(Note::Visit(op));
}

/// A canonicalization pattern written in Rust: tries to rewrite `op`, reporting every change
/// as notes, and says whether it changed anything (upstream's `matchAndRewrite`; it must not
/// change the IR when it returns false).
pub type CanonicalizeFn = fn(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool;

/// A canonicalization pattern as a dialect registers it: its label (what `canonicalize`'s
/// `disable-patterns`/`enable-patterns` options name), its benefit, and what it does.
#[derive(Clone, Copy, Debug)]
pub struct CanonicalizationPattern {
    pub label: &'static str,
    pub benefit: u16,
    pub apply: CanonicalizeFn,
}
