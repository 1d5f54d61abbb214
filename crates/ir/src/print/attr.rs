//! Types, attributes and locations to text.

use super::{write_escaped, write_keyword_or_string, AliasState, PrintFlags};
use crate::attrs::{dense_elem_bytes, AttrKind, Attribute, IntValue, LocKind, Location};
use crate::context::Context;
use crate::types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC};
use std::fmt::Write;

/// Whether a typed attribute may or must leave out its `: type` suffix.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Elision {
    Never,
    May,
    Must,
}

/// Writes types, attributes and locations into `out`, using aliases from `aliases`.
pub struct AsmWriter<'a> {
    pub ctx: &'a Context,
    pub flags: &'a PrintFlags,
    pub aliases: &'a AliasState,
    pub out: String,
    /// Print-time ids of distinct attributes, numbered by first appearance.
    distinct_ids: rustc_hash::FxHashMap<Attribute, u64>,
    /// The text each type printed as, by type index (`(start, len)` in `type_text`; `len` is
    /// `u32::MAX` for a type not printed yet). A type prints the same way throughout one
    /// writer's life (same flags, same aliases), so later prints copy the text.
    type_spans: Vec<(u32, u32)>,
    type_text: String,
    /// Per identifier index: whether it prints bare as a dictionary key (1), quoted (2), or
    /// is not known yet (0).
    bare_keys: Vec<u8>,
}

/// Types with indices from here on are printed without caching their text (the cache is a
/// table indexed by type; a context holds far fewer types in practice).
const TYPE_CACHE_LIMIT: usize = 1 << 16;

impl<'a> AsmWriter<'a> {
    pub fn new(ctx: &'a Context, flags: &'a PrintFlags, aliases: &'a AliasState) -> Self {
        AsmWriter {
            ctx,
            flags,
            aliases,
            out: String::new(),
            distinct_ids: Default::default(),
            type_spans: Vec::new(),
            type_text: String::new(),
            bare_keys: Vec::new(),
        }
    }

    // ----- types -----

    pub fn print_type(&mut self, ty: Type) {
        let i = ty.0 as usize;
        if let Some(&(start, len)) = self.type_spans.get(i) {
            if len != u32::MAX {
                self.out.push_str(&self.type_text[start as usize..(start + len) as usize]);
                return;
            }
        }
        let begin = self.out.len();
        self.print_type_uncached(ty);
        if i < TYPE_CACHE_LIMIT {
            if self.type_spans.len() <= i {
                self.type_spans.resize(i + 1, (0, u32::MAX));
            }
            let start = self.type_text.len() as u32;
            self.type_text.push_str(&self.out[begin..]);
            self.type_spans[i] = (start, (self.out.len() - begin) as u32);
        }
    }

    fn print_type_uncached(&mut self, ty: Type) {
        if let Some(name) = self.aliases.type_alias(ty) {
            self.out.push('!');
            self.out.push_str(name);
            return;
        }
        self.print_type_inner(ty);
    }

    pub(crate) fn print_type_inner(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                self.out.push_str(prefix);
                self.out.push_str(itoa::Buffer::new().format(*width));
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Float(k) => self.out.push_str(k.mlir_type_name()),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(elems) => {
                self.out.push_str("tuple<");
                self.comma_types(elems);
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.comma_types(inputs);
                self.out.push_str(") -> ");
                self.print_result_types(results.iter().copied());
            }
            TypeKind::Vector { shape, scalable, elem } => {
                self.out.push_str("vector<");
                for (i, &d) in shape.iter().enumerate() {
                    if scalable.get(i).copied().unwrap_or(false) {
                        let _ = write!(self.out, "[{d}]");
                    } else {
                        let _ = write!(self.out, "{d}");
                    }
                    self.out.push('x');
                }
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeKind::RankedTensor { shape, elem, encoding } => {
                self.out.push_str("tensor<");
                self.print_dims(shape);
                self.print_type(*elem);
                if let Some(enc) = encoding {
                    self.out.push_str(", ");
                    self.print_attr(*enc, Elision::Never);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeKind::MemRef { shape, elem, layout, memory_space } => {
                self.out.push_str("memref<");
                self.print_dims(shape);
                self.print_type(*elem);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.print_attr(*l, Elision::May);
                }
                if let Some(ms) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*ms, Elision::May);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.out.push_str("memref<*x");
                self.print_type(*elem);
                if let Some(ms) = memory_space {
                    self.out.push_str(", ");
                    self.print_attr(*ms, Elision::May);
                }
                self.out.push('>');
            }
            TypeKind::Dialect { dialect, mnemonic, params } => {
                // As dialect attributes: `!dialect.mnemonic<body>` when that reads back as one
                // token, else `!dialect<mnemonic body>`.
                let (d, m) = (ctx.str(*dialect), ctx.str(*mnemonic));
                let hooks = ctx.type_hooks_by_id(*dialect, *mnemonic);
                let start = self.out.len();
                self.out.push_str(m);
                match hooks {
                    Some(h) => h.print(self, params),
                    None => self.print_params_fallback(params),
                }
                let text = self.out.split_off(start);
                write_dialect_symbol(&mut self.out, '!', d, &text);
            }
            TypeKind::Opaque { dialect, data } => {
                let d = ctx.str(*dialect);
                write_dialect_symbol(&mut self.out, '!', d, data);
            }
        }
    }

    fn print_dims(&mut self, shape: &[i64]) {
        for &d in shape {
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                let _ = write!(self.out, "{d}");
            }
            self.out.push('x');
        }
    }

    pub fn comma_types(&mut self, tys: &[Type]) {
        for (i, t) in tys.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(*t);
        }
    }

    /// The result part of a function type: a lone non-function type bare, else parenthesized.
    pub fn print_result_types(&mut self, results: impl ExactSizeIterator<Item = Type> + Clone) {
        let bare = results.len() == 1 && results.clone().next().is_some_and(|t| !matches!(self.ctx.type_kind(t), TypeKind::Function { .. }));
        if !bare {
            self.out.push('(');
        }
        for (i, t) in results.enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
        if !bare {
            self.out.push(')');
        }
    }

    // ----- attributes -----

    pub fn print_attr(&mut self, attr: Attribute, elision: Elision) {
        if let Some(name) = self.aliases.attr_alias(attr) {
            self.out.push('#');
            self.out.push_str(name);
            return;
        }
        self.print_attr_inner(attr, elision);
    }

    /// A dialect attribute's body (after `#dialect.mnemonic`), as its hooks print it: the
    /// "stripped" form ops print inside their custom syntax.
    pub fn print_dialect_attr_body(&mut self, dialect: &str, mnemonic: &str, params: &[Attribute]) {
        let ids = (self.ctx.ident(dialect), self.ctx.ident(mnemonic));
        self.print_dialect_attr_body_id(ids.0, ids.1, params)
    }

    /// As [`AsmWriter::print_dialect_attr_body`], by interned names.
    pub fn print_dialect_attr_body_id(&mut self, dialect: crate::ident::Ident, mnemonic: crate::ident::Ident, params: &[Attribute]) {
        let hooks = self.ctx.attr_hooks_by_id(dialect, mnemonic);
        self.print_dialect_attr_body_with(hooks.as_deref(), params);
    }

    /// `<p0, p1, ...>` (nothing when there are none): the parameters of a dialect attribute or
    /// type whose dialect registered no syntax for it, so the text still shows them.
    pub fn print_params_fallback(&mut self, params: &[Attribute]) {
        if params.is_empty() {
            return;
        }
        self.out.push('<');
        for (i, p) in params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_attr(*p, Elision::Never);
        }
        self.out.push('>');
    }

    /// The body of a dialect attribute, through its hooks when it has them.
    fn print_dialect_attr_body_with(&mut self, hooks: Option<&dyn crate::dialect::AttrHooks>, params: &[Attribute]) {
        match hooks {
            Some(h) => h.print(self, params),
            None => {
                // Not reachable through parsing (a dialect attribute is only built by its hooks);
                // print the parameters so the text still shows them.
                self.print_params_fallback(params);
            }
        }
    }

    /// The stripped form of `attr`: the body alone for dialect attributes, the full form otherwise.
    pub fn print_stripped_attr(&mut self, attr: Attribute) {
        if let AttrKind::Dialect { dialect, mnemonic, params } = self.ctx.attr_kind(attr) {
            self.print_dialect_attr_body_id(*dialect, *mnemonic, params);
        } else {
            self.print_attr(attr, Elision::Never);
        }
    }

    pub(crate) fn print_attr_inner(&mut self, attr: Attribute, elision: Elision) {
        let ctx = self.ctx;
        let typed: Option<Type> = match ctx.attr_kind(attr) {
            AttrKind::Unit => {
                self.out.push_str("unit");
                return;
            }
            AttrKind::Integer { ty, value } => {
                if let TypeKind::Integer { width: 1, signedness: Signedness::Signless } = ctx.type_kind(*ty) {
                    self.out.push_str(if is_zero(value) { "false" } else { "true" });
                    return;
                }
                match value {
                    IntValue::Small(v) => self.out.push_str(itoa::Buffer::new().format(*v)),
                    IntValue::Big(_) => {
                        let _ = write!(self.out, "{value}");
                    }
                }
                if elision == Elision::May && *ty == ctx.i64_type() {
                    return;
                }
                Some(*ty)
            }
            AttrKind::Float { ty, bits } => {
                let kind = float_kind(ctx, *ty);
                let text = mlir_apfloat::print_mlir(kind, *bits);
                let hex = text.starts_with("0x") || text.starts_with("-0x");
                self.out.push_str(&text);
                if elision == Elision::May && kind == FloatKind::F64 && !hex {
                    return;
                }
                Some(*ty)
            }
            AttrKind::String { value, ty } => {
                write_escaped(&mut self.out, value);
                *ty
            }
            AttrKind::Type(t) => {
                self.print_type(*t);
                return;
            }
            AttrKind::Array(elems) => {
                self.out.push('[');
                for (i, a) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attr(*a, Elision::May);
                }
                self.out.push(']');
                return;
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                self.print_named_attrs(entries);
                self.out.push('}');
                return;
            }
            AttrKind::SymbolRef { root, nested } => {
                self.out.push('@');
                write_keyword_or_string(&mut self.out, ctx.str(*root));
                for n in nested.iter() {
                    self.out.push_str("::@");
                    write_keyword_or_string(&mut self.out, ctx.str(*n));
                }
                return;
            }
            AttrKind::DenseElements { ty, splat, raw } => {
                if self.should_elide(*ty, *splat) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.print_dense_elements(*ty, *splat, raw, true);
                    self.out.push('>');
                }
                Some(*ty)
            }
            AttrKind::Sparse { ty, indices, values } => {
                let (indices, values) = (*indices, *values);
                let elide = |a: Attribute| match ctx.attr_kind(a) {
                    AttrKind::DenseElements { ty, splat, .. } | AttrKind::DenseString { ty, splat, .. } => self.should_elide(*ty, *splat),
                    _ => false,
                };
                if elide(indices) || elide(values) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("sparse<");
                    if let AttrKind::DenseElements { ty: ity, splat: isplat, raw: iraw } = ctx.attr_kind(indices) {
                        if ctx.type_kind(*ity).num_elements().unwrap_or(0) != 0 {
                            self.print_dense_elements(*ity, *isplat, iraw, false);
                            self.out.push_str(", ");
                            match ctx.attr_kind(values) {
                                AttrKind::DenseElements { ty: vty, splat: vsplat, raw: vraw } => {
                                    self.print_dense_elements(*vty, *vsplat, vraw, true)
                                }
                                AttrKind::DenseString { ty: vty, splat: vsplat, values: vs } => {
                                    let shape = ctx.type_kind(*vty).shape().unwrap_or(&[]).to_vec();
                                    print_nested(&mut self.out, *vsplat, &shape, |out, i| write_escaped(out, &vs[i]));
                                }
                                _ => {}
                            }
                        }
                    }
                    self.out.push('>');
                }
                Some(*ty)
            }
            AttrKind::DenseString { ty, splat, values } => {
                if self.should_elide(*ty, *splat) {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    let shape = ctx.type_kind(*ty).shape().unwrap_or(&[]).to_vec();
                    print_nested(&mut self.out, *splat, &shape, |out, i| write_escaped(out, &values[i]));
                    self.out.push('>');
                }
                Some(*ty)
            }
            AttrKind::DenseArray { elem, len, raw } => {
                self.out.push_str("array<");
                self.print_type(*elem);
                if *len > 0 {
                    self.out.push_str(": ");
                    for i in 0..*len {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.print_scalar(*elem, raw, i);
                    }
                }
                self.out.push('>');
                return;
            }
            AttrKind::DenseResource { ty, handle } => {
                self.out.push_str("dense_resource<");
                write_keyword_or_string(&mut self.out, ctx.str(*handle));
                self.out.push('>');
                Some(*ty)
            }
            AttrKind::Dialect { dialect, mnemonic, params } => {
                // `#dialect.mnemonic<body>` when that reads back as one token, else
                // `#dialect<mnemonic body>` (upstream's pretty-form rule).
                let (d, m) = (ctx.str(*dialect), ctx.str(*mnemonic));
                let hooks = ctx.attr_hooks_by_id(*dialect, *mnemonic);
                let start = self.out.len();
                self.out.push_str(m);
                self.print_dialect_attr_body_with(hooks.as_deref(), params);
                let text = self.out.split_off(start);
                write_dialect_symbol(&mut self.out, '#', d, &text);
                hooks.and_then(|h| h.attr_type(ctx, params))
            }
            AttrKind::Opaque { dialect, data, ty } => {
                write_dialect_symbol(&mut self.out, '#', ctx.str(*dialect), data);
                *ty
            }
            AttrKind::AffineMap(m) => {
                self.out.push_str("affine_map<");
                crate::affine_ops::write_map(&mut self.out, m);
                self.out.push('>');
                return;
            }
            AttrKind::IntegerSet(s) => {
                self.out.push_str("affine_set<");
                crate::affine_ops::write_set(&mut self.out, s);
                self.out.push('>');
                return;
            }
            AttrKind::StridedLayout { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write_int_or_question(&mut self.out, s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    write_int_or_question(&mut self.out, *offset);
                }
                self.out.push('>');
                return;
            }
            AttrKind::Location(_) => {
                self.print_location(Location(attr), true);
                return;
            }
            AttrKind::Distinct { referenced, .. } => {
                let next = self.distinct_ids.len() as u64;
                let id = *self.distinct_ids.entry(attr).or_insert(next);
                let _ = write!(self.out, "distinct[{id}]<");
                if *referenced != ctx.unit_attr() {
                    self.print_attr(*referenced, Elision::Never);
                }
                self.out.push('>');
                return;
            }
        };
        if elision != Elision::Must {
            if let Some(t) = typed {
                if t != ctx.none_type() {
                    self.out.push_str(" : ");
                    self.print_type(t);
                }
            }
        }
    }

    /// `name = value, ...` (unit values print the name alone).
    pub fn print_named_attrs(&mut self, entries: &[(crate::ident::Ident, Attribute)]) {
        for (i, (name, value)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_named_attr(*name, *value);
        }
    }

    pub fn print_named_attr(&mut self, name: crate::ident::Ident, value: Attribute) {
        // Names repeat from op to op: whether one prints bare is worked out once.
        let text = self.ctx.str(name);
        let i = name.0 as usize;
        if i < TYPE_CACHE_LIMIT {
            if self.bare_keys.len() <= i {
                self.bare_keys.resize(i + 1, 0);
            }
            if self.bare_keys[i] == 0 {
                self.bare_keys[i] = if super::is_bare_identifier(text) { 1 } else { 2 };
            }
            if self.bare_keys[i] == 1 {
                self.out.push_str(text);
            } else {
                write_keyword_or_string(&mut self.out, text);
            }
        } else {
            write_keyword_or_string(&mut self.out, text);
        }
        if *self.ctx.attr_kind(value) == AttrKind::Unit {
            return;
        }
        self.out.push_str(" = ");
        self.print_attr(value, Elision::Never);
    }

    fn should_elide(&self, ty: Type, splat: bool) -> bool {
        match self.flags.elide_elements_if_larger {
            Some(limit) => {
                let n = self.ctx.type_kind(ty).num_elements().unwrap_or(0);
                !splat && (n as u64) > limit
            }
            None => false,
        }
    }

    fn print_dense_elements(&mut self, ty: Type, splat: bool, raw: &[u8], allow_hex: bool) {
        let ctx = self.ctx;
        let kind = ctx.type_kind(ty);
        let elem = kind.element_type().expect("dense elements of a shaped type");
        let shape = kind.shape().unwrap_or(&[]).to_vec();
        let n = kind.num_elements().unwrap_or(0);
        let hex_limit = self.flags.hex_elements_if_larger.unwrap_or(100);
        if allow_hex && hex_limit >= 0 && !splat && n > hex_limit {
            self.out.push_str("\"0x");
            for b in raw {
                let _ = write!(self.out, "{b:02X}");
            }
            self.out.push('"');
            return;
        }
        let ctx2 = self.ctx;
        if let TypeKind::Complex(part) = ctx.type_kind(elem) {
            let part = *part;
            let w = scalar_bytes(ctx2, part);
            print_nested(&mut self.out, splat, &shape, |out, i| {
                out.push('(');
                write_scalar(ctx2, out, part, &raw[2 * i * w..], 0);
                out.push(',');
                write_scalar(ctx2, out, part, &raw[(2 * i + 1) * w..], 0);
                out.push(')');
            });
        } else {
            print_nested(&mut self.out, splat, &shape, |out, i| write_scalar(ctx2, out, elem, raw, i));
        }
    }

    fn print_scalar(&mut self, ty: Type, raw: &[u8], i: usize) {
        write_scalar(self.ctx, &mut self.out, ty, raw, i)
    }

    // ----- locations -----

    /// `loc(...)`, or the pretty form with `--mlir-pretty-debuginfo`. `allow_alias` lets the
    /// whole location print as its alias.
    pub fn print_location(&mut self, loc: Location, allow_alias: bool) {
        if self.flags.pretty_debug_info {
            self.print_loc_inner(loc, true, true);
            return;
        }
        self.out.push_str("loc(");
        if allow_alias {
            if let Some(name) = self.aliases.attr_alias(loc.attr()) {
                self.out.push('#');
                self.out.push_str(name);
                self.out.push(')');
                return;
            }
        }
        self.print_loc_inner(loc, false, true);
        self.out.push(')');
    }

    pub(crate) fn print_loc_inner(&mut self, loc: Location, pretty: bool, top_level: bool) {
        if !top_level {
            if let Some(name) = self.aliases.attr_alias(loc.attr()) {
                self.out.push('#');
                self.out.push_str(name);
                return;
            }
        }
        let ctx = self.ctx;
        match ctx.loc_kind(loc) {
            LocKind::Unknown => self.out.push_str(if pretty { "[unknown]" } else { "unknown" }),
            LocKind::FileLineCol { file, line, col, end_line, end_col, .. } => {
                if pretty {
                    self.out.push_str(ctx.str(*file));
                } else {
                    super::write_escaped_str(&mut self.out, ctx.str(*file));
                }
                if end_col == col && end_line == line {
                    let _ = write!(self.out, ":{line}:{col}");
                } else if end_line == line {
                    let _ = write!(self.out, ":{line}:{col} to :{end_col}");
                } else {
                    let _ = write!(self.out, ":{line}:{col} to {end_line}:{end_col}");
                }
            }
            LocKind::Name { name, child } => {
                super::write_escaped_str(&mut self.out, ctx.str(*name));
                if let Some(c) = child {
                    if *ctx.loc_kind(*c) != LocKind::Unknown {
                        self.out.push('(');
                        self.print_loc_inner(*c, pretty, false);
                        self.out.push(')');
                    }
                }
            }
            LocKind::CallSite { callee, caller } => {
                if !pretty {
                    self.out.push_str("callsite(");
                }
                self.print_loc_inner(*callee, pretty, false);
                if pretty {
                    let callee_is_name = matches!(ctx.loc_kind(*callee), LocKind::Name { .. });
                    let caller_is_file = matches!(ctx.loc_kind(*caller), LocKind::FileLineCol { .. });
                    if callee_is_name && caller_is_file {
                        self.out.push_str(" at ");
                    } else {
                        self.out.push_str("\n at ");
                    }
                } else {
                    self.out.push_str(" at ");
                }
                self.print_loc_inner(*caller, pretty, false);
                if !pretty {
                    self.out.push(')');
                }
            }
            LocKind::Fused(f) => {
                let (locs, metadata) = (&f.locs, &f.metadata);
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attr(*m, Elision::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_loc_inner(*l, pretty, false);
                }
                self.out.push(']');
            }
        }
    }
}

fn is_zero(v: &IntValue) -> bool {
    matches!(v, IntValue::Small(0))
}

fn write_int_or_question(out: &mut String, v: i64) {
    if v == DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{v}");
    }
}

pub(crate) fn float_kind(ctx: &Context, ty: Type) -> FloatKind {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => *k,
        _ => FloatKind::F64,
    }
}

/// Bytes per scalar of an int/index/float type in dense storage.
pub(crate) fn scalar_bytes(ctx: &Context, ty: Type) -> usize {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => dense_elem_bytes(*width),
        TypeKind::Index => 8,
        TypeKind::Float(k) => dense_elem_bytes(k.bit_width()),
        _ => 8,
    }
}

/// Writes scalar `i` of `raw` (an int/index/float element of type `ty`) as upstream prints dense
/// elements: `true`/`false` for 1-bit integers, signed unless the type is unsigned.
pub(crate) fn write_scalar(ctx: &Context, out: &mut String, ty: Type, raw: &[u8], i: usize) {
    let w = scalar_bytes(ctx, ty);
    let bytes = &raw[i * w..(i + 1) * w];
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => {
            if *width == 1 {
                out.push_str(if bytes[0] & 1 != 0 { "true" } else { "false" });
                return;
            }
            let v = int_from_le(bytes, *width, *signedness != Signedness::Unsigned);
            let _ = write!(out, "{v}");
        }
        TypeKind::Index => {
            let v = int_from_le(bytes, 64, true);
            let _ = write!(out, "{v}");
        }
        TypeKind::Float(k) => {
            let mut bits: u128 = 0;
            for (j, b) in bytes.iter().enumerate().take(16) {
                bits |= (*b as u128) << (8 * j);
            }
            out.push_str(&mlir_apfloat::print_mlir(*k, bits));
        }
        _ => out.push('?'),
    }
}

/// The integer of `width` bits stored little-endian in `bytes`, sign-extended if `signed`.
pub fn int_from_le(bytes: &[u8], width: u32, signed: bool) -> IntValue {
    if width <= 128 {
        let mut v: u128 = 0;
        for (j, b) in bytes.iter().enumerate().take(16) {
            v |= (*b as u128) << (8 * j);
        }
        if width < 128 {
            v &= (1u128 << width) - 1;
        }
        if signed && width > 0 && (v >> (width - 1)) & 1 == 1 {
            let s = if width == 128 { v as i128 } else { (v | !((1u128 << width) - 1)) as i128 };
            return IntValue::from_i128(s);
        }
        if v > i128::MAX as u128 {
            return IntValue::from_bigint(num_bigint::BigInt::from(v));
        }
        return IntValue::from_i128(v as i128);
    }
    let mut bytes = bytes.to_vec();
    let nbytes = (width as usize).div_ceil(8);
    bytes.truncate(nbytes);
    let extra = nbytes * 8 - width as usize;
    if extra > 0 {
        let last = bytes.len() - 1;
        bytes[last] &= 0xff >> extra;
    }
    let u = num_bigint::BigInt::from_bytes_le(num_bigint::Sign::Plus, &bytes);
    if signed && (&u >> (width as usize - 1)) & num_bigint::BigInt::from(1) == num_bigint::BigInt::from(1) {
        IntValue::from_bigint(u - (num_bigint::BigInt::from(1) << width as usize))
    } else {
        IntValue::from_bigint(u)
    }
}

/// Prints `n` elements with nested brackets per `shape` (upstream's mixed-radix counter); a
/// splat prints its one element bare.
pub(crate) fn print_nested(out: &mut String, splat: bool, shape: &[i64], mut elem: impl FnMut(&mut String, usize)) {
    if splat {
        elem(out, 0);
        return;
    }
    let num: i64 = shape.iter().product();
    if num <= 0 {
        return;
    }
    let rank = shape.len();
    if rank == 0 {
        elem(out, 0);
        return;
    }
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    for idx in 0..num as usize {
        if idx != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push('[');
            open += 1;
        }
        elem(out, idx);
        counter[rank - 1] += 1;
        for i in (1..rank).rev() {
            if counter[i] >= shape[i] {
                counter[i] = 0;
                counter[i - 1] += 1;
                open -= 1;
                out.push(']');
            }
        }
    }
    while open > 0 {
        out.push(']');
        open -= 1;
    }
}

/// `#dialect.symbol` when the symbol text is simple enough, else `#dialect<symbol>`.
pub(crate) fn write_dialect_symbol(out: &mut String, prefix: char, dialect: &str, data: &str) {
    out.push(prefix);
    out.push_str(dialect);
    if is_pretty_dialect_symbol(data) {
        out.push('.');
        out.push_str(data);
    } else {
        out.push('<');
        out.push_str(data);
        out.push('>');
    }
}

/// Upstream's `isDialectSymbolSimpleEnoughForPrettyForm`: an identifier (`[a-zA-Z][a-zA-Z0-9._]*`)
/// optionally followed by a `<...>` body that ends the text.
fn is_pretty_dialect_symbol(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let end = b.iter().position(|&c| !(c.is_ascii_alphanumeric() || c == b'.' || c == b'_')).unwrap_or(b.len());
    if end == b.len() {
        return true;
    }
    b[end] == b'<' && b[b.len() - 1] == b'>'
}

/// Upstream's location text for diagnostics: `file:line:col` for file locations (the first one
/// found inside fused/name/callsite locations), empty if none.
pub(crate) fn location_for_diagnostic(ctx: &Context, loc: Location) -> String {
    match ctx.loc_kind(loc) {
        LocKind::FileLineCol { file, line, col, .. } => format!("{}:{}:{}", ctx.str(*file), line, col),
        LocKind::Name { child: Some(c), .. } => location_for_diagnostic(ctx, *c),
        LocKind::CallSite { callee, .. } => location_for_diagnostic(ctx, *callee),
        LocKind::Fused(f) => {
            let locs = &f.locs;
            locs.iter().map(|l| location_for_diagnostic(ctx, *l)).find(|s| !s.is_empty()).unwrap_or_default()
        }
        _ => String::new(),
    }
}
