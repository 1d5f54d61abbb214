//! `symbol-dce`: erases the symbols nothing can reach (upstream's `SymbolDCE`).
//!
//! Live to begin with: every op of the table that is not a symbol, and every symbol that may
//! not be discarded: public ones, and nested ones unless the table is hidden (private, or the
//! top-level op). Then whatever a live op
//! refers to (resolved from its table, nested references through their tables) is live, and
//! the tables among the live ops are processed the same way. Every symbol left unmarked, in
//! this table and in nested ones, is erased.

use rustc_hash::FxHashSet;

use mlir_ir::attrs::{AttrKind, Attribute};
use mlir_ir::diag::Diagnostic;
use mlir_ir::symbol::{collect_refs, lookup, visibility, Visibility};
use mlir_ir::{Emitted, Ir, OpId, Traits};

/// The pass; its statistic counts across runs, as upstream's.
#[derive(Default)]
pub struct SymbolDce {
    num_dce: u64,
}

impl crate::Pass for SymbolDce {
    fn argument(&self) -> &str {
        "symbol-dce"
    }

    fn name(&self) -> &str {
        "SymbolDCEPass"
    }

    fn statistics(&self) -> Vec<crate::Statistic> {
        vec![crate::Statistic { name: "num-dce'd", description: "Number of symbols DCE'd", value: self.num_dce }]
    }

    fn run(&mut self, ir: &mut Ir, table: OpId) -> Result<(), Emitted> {
        if !ir.traits(table).contains(Traits::SYMBOL_TABLE) {
            return Err(mlir_ir::verify::emit_op_error_prefixed(ir, table, " was scheduled to run under SymbolDCE, but does not define a symbol table"));
        }
        let hidden = match ir.parent_op(table) {
            Some(_) if is_symbol(ir, table) => visibility(ir, table) == Visibility::Private,
            _ => true,
        };
        let mut live = FxHashSet::default();
        mark_live(ir, table, hidden, &mut live)?;
        let mut dead = Vec::new();
        for op in ir.collect_ops(table) {
            if ir.traits(op).contains(Traits::SYMBOL_TABLE) {
                dead.extend(body_ops(ir, op).filter(|&o| is_symbol(ir, o) && !live.contains(&o)));
            }
        }
        for op in dead {
            // A dead symbol may sit inside another dead one that is already gone.
            if ir.check_op(op).is_ok() {
                ir.erase_op(op).map_err(|e| {
                    ir.ctx.emit(Diagnostic::error(ir.loc(op), format!("symbol-dce could not erase the symbol: {e}")));
                    Emitted
                })?;
                self.num_dce += 1;
            }
        }
        Ok(())
    }
}

fn is_symbol(ir: &Ir, op: OpId) -> bool {
    ir.traits(op).contains(Traits::SYMBOL)
}

/// The ops of the table's body (its first region's blocks).
fn body_ops(ir: &Ir, table: OpId) -> impl Iterator<Item = OpId> + '_ {
    ir.regions(table).take(1).flat_map(move |r| ir.region_blocks(r)).flat_map(move |b| ir.block_ops(b))
}

fn mark_live(ir: &Ir, table: OpId, hidden: bool, live: &mut FxHashSet<OpId>) -> Result<(), Emitted> {
    let mut worklist = Vec::new();
    for op in body_ops(ir, table) {
        if !is_symbol(ir, op) {
            worklist.push(op);
            continue;
        }
        // Upstream's `(hidden || private) && canDiscardOnUseEmpty()`, where the latter is
        // "not public" for every symbol op of these dialects.
        let vis = visibility(ir, op);
        let discardable = (hidden || vis == Visibility::Private) && vis != Visibility::Public;
        if !discardable && live.insert(op) {
            worklist.push(op);
        }
    }
    while let Some(op) = worklist.pop() {
        if ir.traits(op).contains(Traits::SYMBOL_TABLE) {
            let nested_hidden = hidden || !is_symbol(ir, op) || visibility(ir, op) == Visibility::Private;
            mark_live(ir, op, nested_hidden, live)?;
        }
        let Some(scope) = ir.parent_op(op) else { continue };
        let Some(uses) = uses_held_by(ir, op) else {
            let msg = "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses";
            return Err(mlir_ir::verify::emit_op_error(ir, op, msg));
        };
        for reference in uses {
            for symbol in resolve(ir, scope, reference) {
                if live.insert(symbol) {
                    worklist.push(symbol);
                }
            }
        }
    }
    Ok(())
}

/// The symbol references in `op`'s attributes and in those of the ops nested in it, except
/// inside nested symbol tables; `None` when an op of unknown kind with regions (which may be a
/// symbol table) is among them.
fn uses_held_by(ir: &Ir, op: OpId) -> Option<Vec<Attribute>> {
    let mut out = Vec::new();
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        if !ir.is_registered(o) && ir.num_regions(o) > 0 {
            return None;
        }
        collect_refs(ir, ir.attrs(o), &mut out);
        if let Some(p) = ir.props(o) {
            collect_refs(ir, p, &mut out);
        }
        if o != op && ir.traits(o).contains(Traits::SYMBOL_TABLE) {
            continue;
        }
        for r in ir.regions(o) {
            for b in ir.region_blocks(r) {
                stack.extend(ir.block_ops(b));
            }
        }
    }
    Some(out)
}

/// The symbols a reference names, looked up from `scope`: the root, then each nested name in
/// the previous symbol's table. Unknown symbols resolve to nothing.
fn resolve(ir: &Ir, scope: OpId, reference: Attribute) -> Vec<OpId> {
    let AttrKind::SymbolRef { root, nested } = ir.ctx.attr_kind(reference) else { return Vec::new() };
    let mut out = Vec::new();
    let Some(mut current) = lookup(ir, scope, ir.ctx.str(*root)) else { return out };
    out.push(current);
    for name in nested.iter() {
        match lookup(ir, current, ir.ctx.str(*name)) {
            Some(next) => {
                out.push(next);
                current = next;
            }
            None => return Vec::new(),
        }
    }
    out
}
