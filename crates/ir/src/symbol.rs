//! Symbol tables: ops with the `SymbolTable` trait hold ops named by a `sym_name` string
//! attribute (or property); names are unique within one table.

use crate::attrs::{AttrKind, Attribute};
use crate::diag::{Diagnostic, EmitResult, Emitted};
use crate::dialect::Traits;
use crate::store::{Ir, OpId};
use rustc_hash::FxHashMap;

pub const SYM_NAME: &str = "sym_name";
pub const SYM_VISIBILITY: &str = "sym_visibility";

/// The symbol name of `op`, from its properties or its attributes.
pub fn symbol_name(ir: &Ir, op: OpId) -> Option<String> {
    let id = ir.ctx.ident(SYM_NAME);
    let find = |dict: Attribute| ir.ctx.dict_entries(dict).iter().find(|(n, _)| *n == id).map(|(_, a)| *a);
    let a = ir.props(op).and_then(find).or_else(|| find(ir.attrs(op)))?;
    match ir.ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// Looks `name` up among the ops directly inside symbol table `table`. O(ops in the table).
pub fn lookup(ir: &Ir, table: OpId, name: &str) -> Option<OpId> {
    let r = ir.regions(table).next()?;
    let b = ir.first_block(r)?;
    ir.block_ops(b).find(|&o| symbol_name(ir, o).as_deref() == Some(name))
}

/// The nearest ancestor (or `op` itself) that is a symbol table.
pub fn nearest_symbol_table(ir: &Ir, mut op: OpId) -> Option<OpId> {
    loop {
        if ir.traits(op).contains(Traits::SYMBOL_TABLE) {
            return Some(op);
        }
        op = ir.parent_op(op)?;
    }
}

/// Symbols directly in a table must have unique names (only registered symbol ops count, as
/// upstream checks ops implementing the symbol interface).
pub fn verify_symbol_table(ir: &Ir, table: OpId) -> EmitResult {
    let Some(r) = ir.regions(table).next() else { return Ok(()) };
    let Some(b) = ir.first_block(r) else { return Ok(()) };
    let mut seen: FxHashMap<String, OpId> = FxHashMap::default();
    for op in ir.block_ops(b) {
        if !ir.traits(op).contains(Traits::SYMBOL) {
            continue;
        }
        let Some(name) = symbol_name(ir, op) else { continue };
        if let Some(&prev) = seen.get(&name) {
            let d = Diagnostic::error(ir.loc(op), format!("redefinition of symbol named '{name}'"))
                .with_note(ir.loc(prev), "see existing symbol definition here");
            ir.ctx.emit(d);
            return Err(Emitted);
        }
        seen.insert(name, op);
    }
    Ok(())
}
