//! Changing the IR on behalf of a rewrite driver (upstream's `RewriterBase`, from
//! `PatternMatch.h`): each change is reported as [`Note`]s, which keep the driver's worklist up
//! to date (upstream's rewriter listener notifications). Patterns written in Rust (the dialects'
//! canonicalization patterns, see [`CanonicalizeFn`]) change the IR through these.

use crate::{Ir, IrError, OpId, Value};

/// What a change means for the driver's worklist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// Visit `op` (again): it was created or changed, or an operand of it lost users.
    Visit(OpId),
    /// `op` is gone.
    Erased(OpId),
}

/// Erases `op` and what it contains, as upstream's `RewriterBase::eraseOp`: ops are erased one
/// by one, users before definitions (regions last to first, blocks in post-order of the
/// control flow, ops last to first, each op after what it contains), each reported as erased;
/// as each goes, the defining op of each of its operands left with at most one other user
/// (erased ops no longer count) is to be revisited (it may now be dead, or simpler to
/// rewrite).
pub fn erase_op(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> Result<(), IrError> {
    ir.check_op(op)?;
    let mut order = Vec::new();
    erase_order(ir, op, &mut order);
    let mut gone: rustc_hash::FxHashSet<OpId> = rustc_hash::FxHashSet::default();
    for &o in &order {
        for v in ir.operands(o) {
            let Some(def) = ir.defining_op(v) else { continue };
            let mut other = None;
            let mut more = false;
            for u in ir.uses(v) {
                if u.op == o || Some(u.op) == other || gone.contains(&u.op) {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                notes.push(Note::Visit(def));
            }
        }
        notes.push(Note::Erased(o));
        gone.insert(o);
    }
    ir.erase_op(op)
}

/// The order upstream's `eraseOp` erases `op` and its nested ops in.
fn erase_order(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
    let regions: Vec<_> = ir.regions(op).collect();
    for &r in regions.iter().rev() {
        let mut remaining: Vec<crate::BlockId> = ir.region_blocks(r).collect();
        while let Some(&start) = remaining.first() {
            // Post-order of the blocks reachable from `start` among those left.
            let mut post = Vec::new();
            let mut seen = vec![start];
            let mut stack = vec![(start, 0usize)];
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                let succs: Vec<crate::BlockId> = ir.last_op(b).map(|t| ir.successors(t).collect()).unwrap_or_default();
                if let Some(&s) = succs.get(*next) {
                    *next += 1;
                    if remaining.contains(&s) && !seen.contains(&s) {
                        seen.push(s);
                        stack.push((s, 0));
                    }
                    continue;
                }
                post.push(b);
                stack.pop();
            }
            for &b in &post {
                let ops: Vec<OpId> = ir.block_ops(b).collect();
                for &o in ops.iter().rev() {
                    erase_order(ir, o, out);
                }
            }
            remaining.retain(|b| !post.contains(b));
        }
    }
    out.push(op);
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
