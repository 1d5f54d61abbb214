//! The writer's tables: strings, dialects, op names, attributes and types, each numbered in
//! first-use order while the IR is walked, then renumbered so that entries of one dialect are
//! contiguous (the file lists op names, attributes and types grouped by dialect, and an
//! entry's index is its position in that grouped list).

use mlir_ir::{AttrKind, Attribute, Context, OpName, Type, TypeKind};
use rustc_hash::FxHashMap;

use crate::encoding::Emitter;

/// Interned byte strings, numbered in first-use order.
#[derive(Default)]
pub(crate) struct Strings {
    list: Vec<Vec<u8>>,
    index: FxHashMap<Vec<u8>, u64>,
}

impl Strings {
    pub(crate) fn intern(&mut self, s: &[u8]) -> u64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.list.len() as u64;
        self.list.push(s.to_vec());
        self.index.insert(s.to_vec(), i);
        i
    }

    /// The string section: count, the lengths (NUL included) last string first, then the
    /// strings with their NULs in order.
    pub(crate) fn encode(&self) -> Vec<u8> {
        let mut e = Emitter::new();
        e.varint(self.list.len() as u64);
        for s in self.list.iter().rev() {
            e.varint(s.len() as u64 + 1);
        }
        for s in &self.list {
            e.nul_terminated(s);
        }
        e.bytes
    }
}

/// A table of things (op names, attributes, types) that each belong to a dialect. `add`
/// numbers in first-use order; `finish` computes the grouped order.
pub(crate) struct Grouped<K> {
    pub(crate) entries: Vec<(K, u64)>,
    index: FxHashMap<K, usize>,
    /// `final_index[first_use_index]`, set by `finish`.
    final_index: Vec<u64>,
    /// First-use indices in grouped order, set by `finish`.
    pub(crate) order: Vec<usize>,
}

impl<K: Copy + Eq + std::hash::Hash> Grouped<K> {
    pub(crate) fn new() -> Self {
        Grouped { entries: Vec::new(), index: FxHashMap::default(), final_index: Vec::new(), order: Vec::new() }
    }

    /// Adds `key` (of dialect number `dialect`) if new; returns whether it was new.
    pub(crate) fn add(&mut self, key: K, dialect: impl FnOnce() -> u64) -> bool {
        if self.index.contains_key(&key) {
            return false;
        }
        self.index.insert(key, self.entries.len());
        let d = dialect();
        self.entries.push((key, d));
        true
    }

    pub(crate) fn finish(&mut self) {
        let mut order: Vec<usize> = (0..self.entries.len()).collect();
        order.sort_by_key(|&i| self.entries[i].1);
        self.final_index = vec![0; order.len()];
        for (pos, &i) in order.iter().enumerate() {
            self.final_index[i] = pos as u64;
        }
        self.order = order;
    }

    /// The index `key` has in the file. `key` must have been added.
    pub(crate) fn get(&self, key: K) -> Result<u64, String> {
        self.index
            .get(&key)
            .and_then(|&i| self.final_index.get(i).copied())
            .ok_or_else(|| "internal error: bytecode entry was not numbered".to_string())
    }

    /// Runs of one dialect in grouped order: `(dialect, first-use indices)`.
    pub(crate) fn groups(&self) -> Vec<(u64, Vec<usize>)> {
        let mut groups: Vec<(u64, Vec<usize>)> = Vec::new();
        for &i in &self.order {
            let d = self.entries[i].1;
            match groups.last_mut() {
                Some((gd, items)) if *gd == d => items.push(i),
                _ => groups.push((d, vec![i])),
            }
        }
        groups
    }
}

/// The dialect an attribute belongs to: the dialect of a dialect attribute, else `builtin`.
pub(crate) fn attr_dialect(ctx: &Context, a: Attribute) -> String {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { dialect, .. } | AttrKind::Opaque { dialect, .. } => ctx.str(*dialect).to_string(),
        _ => "builtin".to_string(),
    }
}

pub(crate) fn type_dialect(ctx: &Context, t: Type) -> String {
    match ctx.type_kind(t) {
        TypeKind::Dialect { dialect, .. } | TypeKind::Opaque { dialect, .. } => ctx.str(*dialect).to_string(),
        _ => "builtin".to_string(),
    }
}

/// Splits an op name at its first dot: `("arith", "addi")`; a name without a dot is all
/// dialect (upstream's reading of such old names).
pub(crate) fn split_op_name(ctx: &Context, name: OpName) -> (String, String) {
    let full = ctx.op_name_str(name);
    match full.split_once('.') {
        Some((d, n)) => (d.to_string(), n.to_string()),
        None => (full.to_string(), String::new()),
    }
}
