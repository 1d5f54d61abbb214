//! Attribute and type aliases (`#map = affine_map<...>`, `#loc1 = loc(...)`, `!tuple = ...`).
//!
//! As upstream's `AliasInitializer`: a dry run visits, in print order, every attribute and type
//! the printer will write (op attributes, operand/result/argument types, and locations with
//! debug info), recursing into sub-elements. Values the builtin dialect names get an alias
//! (affine maps `map`, integer sets `set`, locations `loc`, tuples of more than 16 types
//! `tuple`). Aliases are ordered by nesting depth, then types before attributes, then by name,
//! then by first visit, and numbered per name (`map`, `map1`, ...). Aliases reachable only from
//! op locations are "deferred" and printed after the top-level op.

use super::attr::AsmWriter;
use super::PrintFlags;
use crate::attrs::{AttrKind, Attribute, LocKind};
use crate::context::Context;
use crate::store::{Ir, OpId};
use crate::types::{Type, TypeKind};
use rustc_hash::FxHashMap;
use std::fmt::Write;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Key {
    Attr(Attribute),
    Type(Type),
}

struct Info {
    key: Key,
    alias: Option<&'static str>,
    depth: u32,
    can_defer: bool,
    /// Range of `Collector::child_list`.
    children: std::ops::Range<u32>,
}

/// The aliases chosen for one print.
#[derive(Default)]
pub struct AliasState {
    attr_names: FxHashMap<Attribute, String>,
    type_names: FxHashMap<Type, String>,
    /// Definitions in print order: (key, name, deferred).
    order: Vec<(Attribute, Option<Type>, String, bool)>,
    /// `dense_resource` handles the printed IR refers to, in first-use order.
    pub(crate) resources: Vec<crate::ident::Ident>,
}

impl AliasState {
    pub fn empty() -> AliasState {
        AliasState::default()
    }

    pub fn attr_alias(&self, a: Attribute) -> Option<&str> {
        if self.attr_names.is_empty() {
            return None;
        }
        self.attr_names.get(&a).map(|s| s.as_str())
    }

    pub fn type_alias(&self, t: Type) -> Option<&str> {
        if self.type_names.is_empty() {
            return None;
        }
        self.type_names.get(&t).map(|s| s.as_str())
    }

    /// Collects the aliases for printing `root` with `flags`.
    pub fn collect(ir: &Ir, root: OpId, flags: &PrintFlags) -> AliasState {
        // Without debug info, only some attributes and types get aliases; when the context has
        // none of them there is nothing to look for.
        if !flags.debug_info && !ir.ctx.may_have_aliases() {
            return AliasState::empty();
        }
        let mut c = Collector {
            ctx: &ir.ctx,
            flags,
            infos: Vec::new(),
            attr_index: vec![UNSEEN; ir.ctx.num_attributes()],
            type_index: vec![UNSEEN; ir.ctx.num_types()],
            child_list: Vec::new(),
            scratch: Vec::new(),
        };
        c.visit_op(ir, root);
        let resources: Vec<crate::ident::Ident> = c
            .infos
            .iter()
            .filter_map(|i| match i.key {
                Key::Attr(a) => match ir.ctx.attr_kind(a) {
                    AttrKind::DenseResource { handle, .. } => Some(*handle),
                    _ => None,
                },
                Key::Type(_) => None,
            })
            .collect();
        let mut st = if flags.local_scope { AliasState::empty() } else { c.finish() };
        // Upstream finds resources in the alias pass, which local scope skips.
        if !flags.local_scope {
            st.resources = resources;
        }
        st
    }

    /// Writes the definitions of deferred (`true`) or non-deferred aliases.
    pub fn write_definitions(&self, w: &mut AsmWriter<'_>, deferred: bool) {
        for (attr, ty, name, is_deferred) in &self.order {
            if *is_deferred != deferred {
                continue;
            }
            match ty {
                Some(t) => {
                    let _ = write!(w.out, "!{name} = ");
                    w.print_type_inner(*t);
                }
                None => {
                    let _ = write!(w.out, "#{name} = ");
                    if let AttrKind::Location(_) = w.ctx.attr_kind(*attr) {
                        w.print_location(crate::attrs::Location(*attr), false);
                    } else {
                        w.print_attr_inner(*attr, super::attr::Elision::Never);
                    }
                }
            }
            w.out.push('\n');
        }
    }
}

const UNSEEN: u32 = u32::MAX;

struct Collector<'a> {
    ctx: &'a Context,
    flags: &'a PrintFlags,
    infos: Vec<Info>,
    /// Attribute / type index → its entry in `infos` (`UNSEEN` if not visited): dense tables,
    /// since visiting looks every operand and result type up.
    attr_index: Vec<u32>,
    type_index: Vec<u32>,
    /// The children of every entry, each entry's contiguous.
    child_list: Vec<usize>,
    /// Children of the entries being visited (a stack).
    scratch: Vec<(u32, usize)>,
}

impl Collector<'_> {
    fn visit_op(&mut self, ir: &Ir, op: OpId) {
        if self.flags.debug_info {
            self.visit_attr(ir.loc(op).attr(), true);
        }
        // The module's custom form prints its attributes before its body.
        let custom_module = !self.flags.generic
            && ir.name_str(op) == crate::builtin::MODULE
            && crate::builtin::module_has_custom_form(ir, op);
        if custom_module {
            // `module @name attributes {...} { ... }`
            let attrs = ir.attrs(op);
            for &(_, a) in ir.ctx.dict_entries(attrs) {
                self.visit_attr(a, false);
            }
            if !self.flags.skip_regions {
                for r in ir.regions(op) {
                    self.visit_region(ir, r, false, false);
                }
            }
            return;
        }
        // Attributes as upstream's `getAttrs` lists them: discardable and inherent together,
        // by name. A custom form (a function signature, say) shows them before its regions.
        let hooks = if self.flags.generic { None } else { ir.ctx.op_info(ir.name(op)) };
        let custom = hooks.is_some();
        let attrs_first = custom;
        if attrs_first {
            self.visit_op_attrs(ir, op);
        }
        if !self.flags.skip_regions {
            // Custom forms may never show some regions' entry arguments (`scf.for`'s
            // induction variable): their locations are not printed, so not collected.
            let regions: Vec<crate::store::RegionId> = ir.regions(op).collect();
            let order: Vec<usize> = hooks
                .as_ref()
                .and_then(|h| h.hooks.region_print_order(ir, op))
                .unwrap_or_else(|| (0..regions.len()).collect());
            for i in order {
                let Some(&r) = regions.get(i) else { continue };
                let hidden = hooks.as_ref().is_some_and(|h| h.hooks.hides_entry_args(i));
                let elided = hooks.as_ref().is_some_and(|h| !h.hooks.prints_terminator(ir, op, i));
                self.visit_region(ir, r, hidden, elided);
            }
        }
        for v in ir.operands(op) {
            self.visit_type(ir.value_type(v));
        }
        for t in ir.result_types(op) {
            self.visit_type(t);
        }
        if !attrs_first {
            self.visit_op_attrs(ir, op);
        }
    }

    fn visit_op_attrs(&mut self, ir: &Ir, op: OpId) {
        let ctx = ir.ctx.clone();
        let attrs = ctx.dict_entries(ir.attrs(op));
        // Upstream visits an op's attribute dictionary: for a registered op its inherent
        // attributes (the properties) merged in, for an unregistered op its discardable ones
        // alone (its `<{...}>` properties are not visited, so they get no alias of their own).
        let props = if ir.is_registered(op) { ir.props(op).map(|p| ctx.dict_entries(p)).unwrap_or(&[]) } else { &[] };
        if props.is_empty() {
            for &(_, a) in attrs {
                self.visit_attr(a, false);
            }
            return;
        }
        let mut all: Vec<(crate::ident::Ident, crate::attrs::Attribute)> = attrs.iter().chain(props).copied().collect();
        if !self.flags.generic {
            if let Some(info) = ctx.op_info(ir.name(op)) {
                all.retain(|(n, _)| !info.hooks.prints_attr_bare(ctx.str(*n)));
            }
        }
        all.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        for (_, a) in all {
            self.visit_attr(a, false);
        }
    }

    /// `hide_entry_args`: the entry block's arguments are not printed; `elide_terminator`:
    /// neither is the entry block's terminator.
    fn visit_region(&mut self, ir: &Ir, r: crate::store::RegionId, hide_entry_args: bool, elide_terminator: bool) {
        for (k, b) in ir.region_blocks(r).enumerate() {
            if k == 0 && (hide_entry_args || elide_terminator) {
                if !hide_entry_args {
                    for a in ir.arguments(b) {
                        self.visit_type(ir.value_type(a));
                        if self.flags.debug_info {
                            self.visit_attr(ir.argument_loc(a).expect("argument").attr(), false);
                        }
                    }
                }
                let last = if elide_terminator { ir.last_op(b) } else { None };
                for op in ir.block_ops(b) {
                    if Some(op) != last {
                        self.visit_op(ir, op);
                    }
                }
                continue;
            }
            for a in ir.arguments(b) {
                self.visit_type(ir.value_type(a));
                if self.flags.debug_info {
                    self.visit_attr(ir.argument_loc(a).expect("argument").attr(), false);
                }
            }
            for op in ir.block_ops(b) {
                self.visit_op(ir, op);
            }
        }
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        // The common case (already non-deferrable) allocates nothing.
        if !self.infos[i].can_defer {
            return;
        }
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            if !self.infos[i].can_defer {
                continue;
            }
            self.infos[i].can_defer = false;
            let r = self.infos[i].children.clone();
            stack.extend(self.child_list[r.start as usize..r.end as usize].iter().copied());
        }
    }

    /// Returns (depth, index) of the visited value.
    fn visit_key(&mut self, key: Key, can_defer: bool) -> (u32, usize) {
        if let Some(i) = self.lookup(key) {
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return (self.infos[i].depth, i);
        }
        let alias = self.builtin_alias(key);
        let i = self.infos.len();
        self.infos.push(Info { key, alias, depth: 0, can_defer, children: 0..0 });
        self.record(key, i);
        // Children are pushed on the shared scratch stack above `start` (nested visits use and
        // pop the part above theirs), then moved to `child_list`.
        let start = self.scratch.len();
        self.visit_children(key, can_defer);
        let mut depth = 0;
        for &(d, c) in &self.scratch[start..] {
            let contrib = d + u32::from(self.infos[c].alias.is_some());
            depth = depth.max(contrib);
        }
        let first = self.child_list.len() as u32;
        self.child_list.extend(self.scratch[start..].iter().map(|&(_, c)| c));
        self.scratch.truncate(start);
        self.infos[i].depth = depth;
        self.infos[i].children = first..self.child_list.len() as u32;
        (depth, i)
    }

    fn slot(&mut self, key: Key) -> &mut u32 {
        // Tables are sized when collection starts; values uniqued since then (by another
        // thread) grow them.
        let (table, i) = match key {
            Key::Attr(a) => (&mut self.attr_index, a.0 as usize),
            Key::Type(t) => (&mut self.type_index, t.0 as usize),
        };
        if i >= table.len() {
            table.resize(i + 1, UNSEEN);
        }
        &mut table[i]
    }

    fn lookup(&mut self, key: Key) -> Option<usize> {
        let v = *self.slot(key);
        (v != UNSEEN).then_some(v as usize)
    }

    fn record(&mut self, key: Key, i: usize) {
        *self.slot(key) = i as u32;
    }

    fn visit_attr(&mut self, a: Attribute, can_defer: bool) -> (u32, usize) {
        self.visit_key(Key::Attr(a), can_defer)
    }

    fn visit_type(&mut self, t: Type) -> (u32, usize) {
        self.visit_key(Key::Type(t), false)
    }

    fn builtin_alias(&self, key: Key) -> Option<&'static str> {
        match key {
            Key::Attr(a) => match self.ctx.attr_kind(a) {
                AttrKind::AffineMap(_) => Some("map"),
                AttrKind::IntegerSet(_) => Some("set"),
                AttrKind::Location(_) => Some("loc"),
                AttrKind::Distinct { referenced, .. } if *referenced != self.ctx.unit_attr() => Some("distinct"),
                _ => None,
            },
            Key::Type(t) => match self.ctx.type_kind(t) {
                TypeKind::Tuple(e) if e.len() > 16 => Some("tuple"),
                _ => None,
            },
        }
    }

    fn visit_children(&mut self, key: Key, can_defer: bool) {
        let ctx = self.ctx;
        match key {
            Key::Type(t) => match ctx.type_kind(t) {
                TypeKind::Complex(e) | TypeKind::UnrankedTensor { elem: e } => { let r = self.visit_type(*e); self.scratch.push(r) },
                TypeKind::Tuple(es) => {
                    for e in es.iter() {
                        { let r = self.visit_type(*e); self.scratch.push(r) };
                    }
                }
                TypeKind::Function { inputs, results } => {
                    for e in inputs.iter().chain(results.iter()) {
                        { let r = self.visit_type(*e); self.scratch.push(r) };
                    }
                }
                TypeKind::Vector { elem, .. } => { let r = self.visit_type(*elem); self.scratch.push(r) },
                TypeKind::RankedTensor { elem, encoding, .. } => {
                    { let r = self.visit_type(*elem); self.scratch.push(r) };
                    if let Some(e) = encoding {
                        { let r = self.visit_attr(*e, false); self.scratch.push(r) };
                    }
                }
                TypeKind::MemRef { elem, layout, memory_space, .. } => {
                    { let r = self.visit_type(*elem); self.scratch.push(r) };
                    if let Some(l) = layout {
                        { let r = self.visit_attr(*l, false); self.scratch.push(r) };
                    }
                    if let Some(m) = memory_space {
                        { let r = self.visit_attr(*m, false); self.scratch.push(r) };
                    }
                }
                TypeKind::UnrankedMemRef { elem, memory_space } => {
                    { let r = self.visit_type(*elem); self.scratch.push(r) };
                    if let Some(m) = memory_space {
                        { let r = self.visit_attr(*m, false); self.scratch.push(r) };
                    }
                }
                _ => {}
            },
            Key::Attr(a) => match ctx.attr_kind(a) {
                AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => { let r = self.visit_type(*ty); self.scratch.push(r) },
                AttrKind::String { ty: Some(ty), .. } | AttrKind::Opaque { ty: Some(ty), .. } => { let r = self.visit_type(*ty); self.scratch.push(r) },
                AttrKind::Type(t) => { let r = self.visit_type(*t); self.scratch.push(r) },
                AttrKind::Array(es) => {
                    for e in es.iter() {
                        { let r = self.visit_attr(*e, can_defer); self.scratch.push(r) };
                    }
                }
                AttrKind::Dictionary(es) => {
                    for (_, e) in es.iter() {
                        { let r = self.visit_attr(*e, can_defer); self.scratch.push(r) };
                    }
                }
                AttrKind::DenseElements { ty, .. } | AttrKind::DenseString { ty, .. } | AttrKind::DenseResource { ty, .. } => {
                    { let r = self.visit_type(*ty); self.scratch.push(r) }
                }
                AttrKind::DenseArray { elem, .. } => { let r = self.visit_type(*elem); self.scratch.push(r) },
                AttrKind::Distinct { referenced, .. } => { let r = self.visit_attr(*referenced, can_defer); self.scratch.push(r) },
                AttrKind::Dialect { params, .. } => {
                    for p in params.iter() {
                        { let r = self.visit_attr(*p, can_defer); self.scratch.push(r) };
                    }
                }
                // Children are visited in the order they print (upstream finds them by printing).
                AttrKind::Sparse { ty, indices, values } => {
                    { let r = self.visit_attr(*indices, can_defer); self.scratch.push(r) };
                    { let r = self.visit_attr(*values, can_defer); self.scratch.push(r) };
                    { let r = self.visit_type(*ty); self.scratch.push(r) };
                }
                AttrKind::Location(l) => match l {
                    LocKind::Name { child: Some(c), .. } => { let r = self.visit_attr(c.attr(), can_defer); self.scratch.push(r) },
                    LocKind::CallSite { callee, caller } => {
                        { let r = self.visit_attr(callee.attr(), can_defer); self.scratch.push(r) };
                        { let r = self.visit_attr(caller.attr(), can_defer); self.scratch.push(r) };
                    }
                    // `fused<metadata>[locations]`: the metadata prints first.
                    LocKind::Fused(f) => {
                        let (locs, metadata) = (&f.locs, &f.metadata);
                        if let Some(m) = metadata {
                            { let r = self.visit_attr(*m, can_defer); self.scratch.push(r) };
                        }
                        for l in locs.iter() {
                            { let r = self.visit_attr(l.attr(), can_defer); self.scratch.push(r) };
                        }
                    }
                    _ => {}
                },
                _ => {}
            },
        }
    }

    fn finish(self) -> AliasState {
        let mut named: Vec<usize> = (0..self.infos.len()).filter(|&i| self.infos[i].alias.is_some()).collect();
        named.sort_by(|&a, &b| {
            let (ia, ib) = (&self.infos[a], &self.infos[b]);
            let ta = matches!(ia.key, Key::Type(_));
            let tb = matches!(ib.key, Key::Type(_));
            ia.depth.cmp(&ib.depth).then(tb.cmp(&ta)).then(ia.alias.cmp(&ib.alias)).then(a.cmp(&b))
        });
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        let mut st = AliasState::default();
        for i in named {
            let info = &self.infos[i];
            let base = info.alias.expect("named");
            let n = counts.entry(base).or_insert(0);
            let name = if *n == 0 { base.to_string() } else { format!("{base}{n}") };
            *n += 1;
            match info.key {
                Key::Attr(a) => {
                    st.attr_names.insert(a, name.clone());
                    st.order.push((a, None, name, info.can_defer));
                }
                Key::Type(t) => {
                    st.type_names.insert(t, name.clone());
                    st.order.push((Attribute(0), Some(t), name, info.can_defer));
                }
            }
        }
        st
    }
}
