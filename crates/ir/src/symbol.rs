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
/// `check_uses` false skips the symbol-use checks of the ops inside (the caller knows no op
/// there has any).
pub fn verify_symbol_table(ir: &Ir, table: OpId, check_uses: bool) -> EmitResult {
    let Some(r) = ir.regions(table).next() else { return Ok(()) };
    let Some(b) = ir.first_block(r) else { return Ok(()) };
    let mut seen: FxHashMap<String, OpId> = FxHashMap::default();
    for op in ir.block_ops(b) {
        if !ir.traits(op).contains(Traits::SYMBOL) {
            continue;
        }
        let Some(name) = symbol_name(ir, op) else { continue };
        if let Some(&prev) = seen.get(&name) {
            // Upstream's `op->emitError()`: the "see current operation" note comes first.
            let d = crate::verify::with_current_op(ir, op, Diagnostic::error(ir.loc(op), format!("redefinition of symbol named '{name}'")))
                .with_note(ir.loc(prev), "see existing symbol definition here");
            ir.ctx.emit(d);
            return Err(Emitted);
        }
        seen.insert(name, op);
    }
    if !check_uses {
        return Ok(());
    }
    // The symbol uses of the ops inside (not inside nested symbol tables, which check their own).
    let mut cache = SymbolCache::default();
    cache.tables.insert(table, seen);
    // Upstream's `walkSymbolTable` order: the ops of a region in order, their regions
    // queued, regions taken last-in first-out; nested symbol tables are not entered.
    let mut users = Vec::new();
    let mut worklist: Vec<crate::store::RegionId> = ir.regions(table).collect();
    while let Some(r) = worklist.pop() {
        for blk in ir.region_blocks(r) {
            for op in ir.block_ops(blk) {
                users.push(op);
                if !ir.traits(op).contains(Traits::SYMBOL_TABLE) {
                    worklist.extend(ir.regions(op));
                }
            }
        }
    }
    for op in users {
        if let Some(info) = ir.ctx.op_info(ir.name(op)) {
            info.hooks.verify_symbol_uses(ir, op, &mut cache)?;
        }
    }
    Ok(())
}

/// Symbol tables' contents by name, filled as they are first looked into (upstream's
/// `SymbolTableCollection`): repeated lookups cost O(1).
#[derive(Default)]
pub struct SymbolCache {
    tables: FxHashMap<OpId, FxHashMap<String, OpId>>,
}

impl SymbolCache {
    /// The symbol `name` in the nearest symbol table around `from` (not `from` itself).
    pub fn lookup_nearest(&mut self, ir: &Ir, from: OpId, name: &str) -> Option<OpId> {
        let table = nearest_symbol_table(ir, ir.parent_op(from)?)?;
        let map = self.tables.entry(table).or_insert_with(|| {
            let mut m = FxHashMap::default();
            if let Some(b) = ir.regions(table).next().and_then(|r| ir.first_block(r)) {
                for o in ir.block_ops(b) {
                    if let Some(n) = symbol_name(ir, o) {
                        m.entry(n).or_insert(o);
                    }
                }
            }
            m
        });
        map.get(name).copied()
    }
}

/// A symbol's visibility (`sym_visibility`): public when absent.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Visibility {
    Public,
    Private,
    Nested,
}

pub fn visibility(ir: &Ir, op: OpId) -> Visibility {
    let id = ir.ctx.ident(SYM_VISIBILITY);
    let find = |dict: Attribute| ir.ctx.dict_entries(dict).iter().find(|(n, _)| *n == id).map(|(_, a)| *a);
    match ir.props(op).and_then(find).or_else(|| find(ir.attrs(op))).map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) if &**value == b"private" => Visibility::Private,
        Some(AttrKind::String { value, .. }) if &**value == b"nested" => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Sets the `sym_name` of `op` (in its properties when it has them, else its attributes).
pub fn set_symbol_name(ir: &mut Ir, op: OpId, name: &str) {
    let id = ir.ctx.ident(SYM_NAME);
    let value = ir.ctx.string_attr(name);
    if let Some(props) = ir.props(op) {
        if ir.ctx.dict_entries(props).iter().any(|(n, _)| *n == id) {
            let mut entries: Vec<_> = ir.ctx.dict_entries(props).to_vec();
            for e in entries.iter_mut().filter(|e| e.0 == id) {
                e.1 = value;
            }
            let dict = ir.ctx.dictionary(entries);
            ir.set_props(op, Some(dict));
            return;
        }
    }
    ir.set_attr(op, SYM_NAME, Some(value));
}

/// Inserts `op` (detached) at the end of symbol table `table`'s body, before its terminator if
/// it has one, renaming it `name_0`, `name_1`, ... if its name is taken. Returns the final name.
pub fn insert_symbol(ir: &mut Ir, table: OpId, op: OpId) -> Result<Option<String>, crate::store::IrError> {
    let region = ir.regions(table).next().ok_or(crate::store::IrError::Stale("symbol table body"))?;
    let block = ir.first_block(region).ok_or(crate::store::IrError::Stale("symbol table body"))?;
    let mut final_name = symbol_name(ir, op);
    if let Some(name) = final_name.clone() {
        if lookup(ir, table, &name).is_some() {
            let mut counter = 0;
            let unique = loop {
                let candidate = format!("{name}_{counter}");
                counter += 1;
                if lookup(ir, table, &candidate).is_none() {
                    break candidate;
                }
            };
            set_symbol_name(ir, op, &unique);
            final_name = Some(unique);
        }
    }
    match ir.terminator(block) {
        Some(t) => ir.insert_op_before(t, op)?,
        None => ir.append_op(block, op)?,
    }
    Ok(final_name)
}

/// A use of a symbol: the op whose attribute (at any depth) holds the reference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymbolUse {
    pub user: OpId,
    pub reference: Attribute,
}

/// Appends the symbol references inside `a` (at any depth of arrays and dictionaries) to `out`.
pub fn collect_refs(ir: &Ir, a: Attribute, out: &mut Vec<Attribute>) {
    match ir.ctx.attr_kind(a) {
        AttrKind::SymbolRef { .. } => out.push(a),
        AttrKind::Array(es) => es.iter().for_each(|e| collect_refs(ir, *e, out)),
        AttrKind::Dictionary(es) => es.iter().for_each(|(_, e)| collect_refs(ir, *e, out)),
        _ => {}
    }
}

/// Every symbol reference held by ops nested in `from` (not `from` itself), in walk order.
pub fn symbol_uses(ir: &Ir, from: OpId) -> Vec<SymbolUse> {
    let mut uses = Vec::new();
    for op in ir.collect_ops(from).into_iter().skip(1) {
        let mut refs = Vec::new();
        collect_refs(ir, ir.attrs(op), &mut refs);
        if let Some(p) = ir.props(op) {
            collect_refs(ir, p, &mut refs);
        }
        uses.extend(refs.into_iter().map(|reference| SymbolUse { user: op, reference }));
    }
    uses
}

fn rename_refs(ir: &Ir, a: Attribute, old: crate::ident::Ident, new: crate::ident::Ident) -> Attribute {
    let ctx = &ir.ctx;
    match ctx.attr_kind(a).clone() {
        AttrKind::SymbolRef { root, nested } if root == old => ctx.attr(AttrKind::SymbolRef { root: new, nested }),
        AttrKind::Array(es) => {
            let mapped: Vec<Attribute> = es.iter().map(|e| rename_refs(ir, *e, old, new)).collect();
            ctx.attr(AttrKind::Array(mapped.into()))
        }
        AttrKind::Dictionary(es) => {
            let mapped: Vec<_> = es.iter().map(|(n, e)| (*n, rename_refs(ir, *e, old, new))).collect();
            ctx.dictionary(mapped)
        }
        _ => a,
    }
}

/// Rewrites every reference whose root is `@old` to `@new` in the ops nested in `within`.
/// Returns how many ops changed.
pub fn replace_all_symbol_uses(ir: &mut Ir, old: &str, new: &str, within: OpId) -> usize {
    let (old, new) = (ir.ctx.ident(old), ir.ctx.ident(new));
    let mut changed = 0;
    for op in ir.collect_ops(within).into_iter().skip(1) {
        let attrs = ir.attrs(op);
        let new_attrs = rename_refs(ir, attrs, old, new);
        let props = ir.props(op);
        let new_props = props.map(|p| rename_refs(ir, p, old, new));
        if new_attrs != attrs || new_props != props {
            ir.set_attrs(op, new_attrs);
            ir.set_props(op, new_props);
            changed += 1;
        }
    }
    changed
}
