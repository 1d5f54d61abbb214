//! The context: owner of every uniqued object, the op registry and the diagnostics engine.
//!
//! Invariants:
//! - A [`Context`] is a cheap handle (`Arc`) to shared state; clones refer to the same context.
//! - Uniqued objects ([`Type`], [`Attribute`], [`Location`], [`Ident`], [`OpName`]) are indices
//!   into append-only tables of the context that made them. They stay valid as long as any handle
//!   to the context lives, and are never freed or moved before that.
//! - All methods take `&self` and are safe to call from several threads at once: the tables are
//!   lock-free to read and take a short lock to insert (see `intern.rs`); the registry and the
//!   handler list are behind read-write locks.

use crate::attrs::{AttrKind, Attribute, FileForm, IntValue, LocKind, Location};
use crate::diag::{DiagHandler, Diagnostic, HandlerId};
use crate::dialect::{OpInfo, Traits};
use crate::ident::Ident;
use crate::intern::{fx_hash, Interner};
use crate::types::{FloatKind, Signedness, Type, TypeKind};
use parking_lot::{Mutex, RwLock};
use rustc_hash::{FxHashMap, FxHashSet};
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

/// An interned operation name, with its registration (if any).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) u32);

pub(crate) struct OpNameData {
    pub(crate) name: Box<str>,
    pub(crate) info: OnceLock<Arc<OpInfo>>,
    /// Where the dialect prefix ends (the first `.`) when the rest holds no other `.`: the
    /// names a default dialect lets the printer shorten.
    pub(crate) short_at: Option<u32>,
}

impl PartialEq for OpNameData {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for OpNameData {}
impl Hash for OpNameData {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.name.hash(state)
    }
}

struct Common {
    unknown_loc: Location,
    empty_dict: Attribute,
    unit: Attribute,
    index: Type,
    none: Type,
    i1: Type,
    i64: Type,
}

pub(crate) struct ContextInner {
    idents: Interner<Box<str>>,
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    op_names: Interner<OpNameData>,
    loaded_dialects: RwLock<FxHashSet<Box<str>>>,
    /// Custom syntax of dialect attributes, by `dialect.mnemonic`, and by the interned
    /// (dialect, mnemonic) pair for the printer.
    attr_hooks: RwLock<FxHashMap<Box<str>, Arc<dyn crate::dialect::AttrHooks>>>,
    attr_hooks_by_id: RwLock<FxHashMap<(Ident, Ident), Arc<dyn crate::dialect::AttrHooks>>>,
    /// Dialects defined at run time (IRDL): their ops, types and attributes may grow.
    dynamic_dialects: RwLock<FxHashSet<Box<str>>>,
    /// Dialect types' syntax, by `(dialect, mnemonic)`.
    type_hooks: RwLock<FxHashMap<(Ident, Ident), Arc<dyn crate::dialect::TypeHooks>>>,
    /// Each dialect's constant materializer (upstream's `Dialect::materializeConstant`).
    materializers: RwLock<FxHashMap<Box<str>, crate::dialect::MaterializeFn>>,
    /// The canonicalization patterns of each op (by op name), in registration order.
    canonicalizations: RwLock<FxHashMap<Box<str>, Vec<crate::rewriter::CanonicalizationPattern>>>,
    allow_unregistered: AtomicBool,
    handlers: RwLock<Vec<(HandlerId, Arc<DiagHandler>)>>,
    next_handler: AtomicU64,
    /// `dense_resource` blobs by handle name.
    resources: Mutex<FxHashMap<Ident, Arc<[u8]>>>,
    common: OnceLock<Common>,
    /// Whether verifier errors carry a "see current operation" note.
    print_op_on_diagnostic: AtomicBool,
    /// Source of ids for distinct attributes.
    next_distinct: AtomicU64,
    /// Printing flags that apply when none are given (upstream's `--mlir-print-*` options).
    default_print_flags: RwLock<crate::print::PrintFlags>,
    /// Set once an attribute or type that printing could give an alias (`#map`, `#set`,
    /// `#distinct`, `#loc` inside an attribute, `!tuple`, a `dense_resource`) is uniqued;
    /// until then printing skips the alias walk. Never reset.
    may_alias: AtomicBool,
    /// The optimization remark engine, when enabled (see `remark`).
    remarks: Mutex<Option<crate::remark::RemarkEngine>>,
    /// Attributes built from a small key, remembered (see [`Context::memo_attr`]).
    memo: Mutex<FxHashMap<(u64, u64), Attribute>>,
}

/// A key space for [`Context::memo_attr`]: each maker of memoized attributes takes one, and
/// no two makers share one (ids come from a process-wide counter and are never reused).
pub fn memo_space() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// The hash of an attribute. File locations hash so that nearby source positions land in
/// nearby buckets (a parser interns one location per op, in order: this keeps those inserts
/// cache-friendly); the top bits stay well mixed for the table's tag bytes.
fn attr_hash(kind: &AttrKind) -> u64 {
    match kind {
        AttrKind::Location(LocKind::FileLineCol { file, line, col, .. }) => file_loc_hash(*file, *line, *col),
        AttrKind::String { value, ty } => string_attr_hash(value, *ty),
        AttrKind::Dictionary(entries) => dictionary_hash(entries),
        AttrKind::Dialect { dialect, mnemonic, params } => dialect_attr_hash(*dialect, *mnemonic, params),
        _ => fx_hash(kind),
    }
}

/// The hash of a file location, from its file and start (ranges with the same start share
/// it): the low bits follow the source position, so that a parser's in-order inserts land in
/// nearby buckets; the top bits (the table's tag bytes) mix in the rest.
fn file_loc_hash(file: Ident, line: u32, col: u32) -> u64 {
    let seq = (line as u64).wrapping_mul(16).wrapping_add(col as u64 & 15);
    let mix = (file.0 as u64 ^ (line as u64) << 20 ^ col as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (mix & 0xFE00_0000_0000_0000) | (seq & 0x01FF_FFFF_FFFF_FFFF)
}

/// The hash of a dialect attribute, from its parts.
fn dialect_attr_hash(dialect: Ident, mnemonic: Ident, params: &[Attribute]) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    3u8.hash(&mut h);
    dialect.hash(&mut h);
    mnemonic.hash(&mut h);
    params.hash(&mut h);
    h.finish()
}

/// The hash of a string attribute, from its parts (so it can be looked up borrowed).
fn string_attr_hash(value: &[u8], ty: Option<Type>) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    1u8.hash(&mut h);
    value.hash(&mut h);
    ty.hash(&mut h);
    h.finish()
}

/// The hash of a dictionary attribute, from its (sorted, unique) entries.
fn dictionary_hash(entries: &[(Ident, Attribute)]) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    2u8.hash(&mut h);
    entries.hash(&mut h);
    h.finish()
}

fn function_hash(inputs: &[Type], results: &[Type]) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    inputs.hash(&mut h);
    results.hash(&mut h);
    h.finish()
}

/// The hash of a type: function types hash their two lists only, so that `function_type` can
/// look one up from borrowed slices.
fn type_hash(kind: &TypeKind) -> u64 {
    match kind {
        TypeKind::Function { inputs, results } => function_hash(inputs, results),
        _ => fx_hash(kind),
    }
}

/// See the module docs.
#[derive(Clone)]
pub struct Context {
    inner: Arc<ContextInner>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl PartialEq for Context {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }
}
impl Eq for Context {}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Context({:p})", Arc::as_ptr(&self.inner))
    }
}

impl Context {
    /// A new context with the builtin dialect loaded.
    pub fn new() -> Context {
        let ctx = Context {
            inner: Arc::new(ContextInner {
                idents: Interner::new(),
                types: Interner::with_hasher(type_hash),
                attrs: Interner::with_hasher(attr_hash),
                op_names: Interner::new(),
                loaded_dialects: RwLock::new(FxHashSet::default()),
                attr_hooks: RwLock::new(FxHashMap::default()),
                attr_hooks_by_id: RwLock::new(FxHashMap::default()),
                type_hooks: RwLock::new(FxHashMap::default()),
                dynamic_dialects: RwLock::new(FxHashSet::default()),
                materializers: RwLock::new(FxHashMap::default()),
                canonicalizations: RwLock::new(FxHashMap::default()),
                allow_unregistered: AtomicBool::new(false),
                handlers: RwLock::new(Vec::new()),
                next_handler: AtomicU64::new(1),
                resources: Mutex::new(FxHashMap::default()),
                common: OnceLock::new(),
                default_print_flags: RwLock::new(crate::print::PrintFlags::default()),
                next_distinct: AtomicU64::new(0),
                print_op_on_diagnostic: AtomicBool::new(true),
                remarks: Mutex::new(None),
                may_alias: AtomicBool::new(false),
                memo: Mutex::new(FxHashMap::default()),
            }),
        };
        let common = Common {
            unknown_loc: Location(ctx.attr(AttrKind::Location(LocKind::Unknown))),
            empty_dict: ctx.attr(AttrKind::Dictionary(Box::new([]))),
            unit: ctx.attr(AttrKind::Unit),
            index: ctx.intern_type(TypeKind::Index),
            none: ctx.intern_type(TypeKind::None),
            i1: ctx.integer_type(1, Signedness::Signless),
            i64: ctx.integer_type(64, Signedness::Signless),
        };
        let _ = ctx.inner.common.set(common);
        crate::builtin::register(&ctx);
        ctx
    }

    /// A stable address identifying this context (for the C and Python faces).
    pub fn as_ptr(&self) -> *const () {
        Arc::as_ptr(&self.inner) as *const ()
    }

    fn common(&self) -> &Common {
        self.inner.common.get().expect("context initialised")
    }

    // ----- identifiers -----

    pub fn ident(&self, s: &str) -> Ident {
        Ident(self.inner.idents.intern_with(fx_hash(s), |v| &**v == s, || s.into()))
    }

    pub fn str(&self, id: Ident) -> &str {
        self.inner.idents.get(id.0)
    }

    // ----- types -----

    pub fn intern_type(&self, kind: TypeKind) -> Type {
        if !self.inner.may_alias.load(Ordering::Relaxed) && self.type_may_alias(&kind) {
            self.inner.may_alias.store(true, Ordering::Relaxed);
        }
        Type(self.inner.types.intern(kind))
    }

    /// Whether printing may have to give aliases (see `ContextInner::may_alias`); when false,
    /// no attribute or type of this context gets one.
    pub fn may_have_aliases(&self) -> bool {
        self.inner.may_alias.load(Ordering::Relaxed)
    }

    fn is_location_attr(&self, a: Attribute) -> bool {
        matches!(self.attr_kind(a), AttrKind::Location(_))
    }

    fn type_may_alias(&self, kind: &TypeKind) -> bool {
        match kind {
            TypeKind::Tuple(es) => es.len() > 16,
            TypeKind::RankedTensor { encoding: Some(a), .. } | TypeKind::UnrankedMemRef { memory_space: Some(a), .. } => {
                self.is_location_attr(*a)
            }
            TypeKind::MemRef { layout, memory_space, .. } => layout.iter().chain(memory_space).any(|a| self.is_location_attr(*a)),
            _ => false,
        }
    }

    fn attr_may_alias(&self, kind: &AttrKind) -> bool {
        match kind {
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) | AttrKind::Distinct { .. } | AttrKind::DenseResource { .. } => true,
            AttrKind::Array(es) => es.iter().any(|e| self.is_location_attr(*e)),
            AttrKind::Dictionary(es) => es.iter().any(|(_, e)| self.is_location_attr(*e)),
            AttrKind::Dialect { params, .. } => params.iter().any(|e| self.is_location_attr(*e)),
            _ => false,
        }
    }

    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.inner.types.get(ty.0)
    }

    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        self.intern_type(TypeKind::Integer { width, signedness })
    }

    pub fn index_type(&self) -> Type {
        self.common().index
    }

    pub fn none_type(&self) -> Type {
        self.common().none
    }

    pub fn i1_type(&self) -> Type {
        self.common().i1
    }

    pub fn i64_type(&self) -> Type {
        self.common().i64
    }

    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeKind::Float(kind))
    }

    /// Looks the type up without building it first (function types are made once per op
    /// while parsing; most are already uniqued).
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        Type(self.inner.types.intern_with(
            function_hash(inputs, results),
            |k| matches!(k, TypeKind::Function { inputs: i, results: r } if **i == *inputs && **r == *results),
            || TypeKind::Function { inputs: inputs.into(), results: results.into() },
        ))
    }

    // ----- attributes -----

    pub fn attr(&self, kind: AttrKind) -> Attribute {
        if !self.inner.may_alias.load(Ordering::Relaxed) && self.attr_may_alias(&kind) {
            self.inner.may_alias.store(true, Ordering::Relaxed);
        }
        Attribute(self.inner.attrs.intern(kind))
    }

    /// The attribute `make` builds for `key` in key space `space` (from [`memo_space`]),
    /// built once per context: later calls with the same key cost one table lookup. `make`
    /// must give the same attribute every time for the same key (it runs without the table
    /// locked, so it may itself build attributes).
    pub fn memo_attr(&self, space: u64, key: u64, make: impl FnOnce() -> Attribute) -> Attribute {
        if let Some(&a) = self.inner.memo.lock().get(&(space, key)) {
            return a;
        }
        let a = make();
        self.inner.memo.lock().insert((space, key), a);
        a
    }

    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.inner.attrs.get(attr.0)
    }

    pub fn unit_attr(&self) -> Attribute {
        self.common().unit
    }

    pub fn empty_dictionary(&self) -> Attribute {
        self.common().empty_dict
    }

    pub fn string_attr(&self, s: &str) -> Attribute {
        self.string_attr_bytes(s.as_bytes(), None)
    }

    /// The string attribute holding `value` (any bytes), typed by `ty` if given. A string
    /// seen before costs no allocation.
    pub fn string_attr_bytes(&self, value: &[u8], ty: Option<Type>) -> Attribute {
        Attribute(self.inner.attrs.intern_with(
            string_attr_hash(value, ty),
            |k| matches!(k, AttrKind::String { value: v, ty: t } if **v == *value && *t == ty),
            || AttrKind::String { value: value.into(), ty },
        ))
    }

    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.attr(AttrKind::Type(ty))
    }

    /// A new distinct attribute wrapping `referenced`: never equal to any other attribute.
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self.inner.next_distinct.fetch_add(1, Ordering::Relaxed);
        self.attr(AttrKind::Distinct { id, referenced })
    }

    pub fn bool_attr(&self, b: bool) -> Attribute {
        self.attr(AttrKind::Integer { ty: self.i1_type(), value: IntValue::Small(b as i64) })
    }

    pub fn integer_attr(&self, ty: Type, value: i128) -> Attribute {
        self.attr(AttrKind::Integer { ty, value: IntValue::from_i128(value) })
    }

    /// A dictionary from entries in any order. Entries are sorted by name; for duplicate names
    /// the last one wins.
    pub fn dictionary(&self, mut entries: Vec<(Ident, Attribute)>) -> Attribute {
        self.dictionary_in(&mut entries)
    }

    /// As [`Context::dictionary`], sorting and deduplicating `entries` in place (the caller
    /// can reuse the buffer). A dictionary seen before costs no allocation.
    pub fn dictionary_in(&self, entries: &mut Vec<(Ident, Attribute)>) -> Attribute {
        if entries.is_empty() {
            return self.empty_dictionary();
        }
        if entries.len() > 1 {
            entries.sort_by(|a, b| self.str(a.0).cmp(self.str(b.0)));
            // Keep the last of each run of equal names (stable sort keeps insertion order).
            let mut w = 0;
            for r in 0..entries.len() {
                if w > 0 && entries[w - 1].0 == entries[r].0 {
                    entries[w - 1] = entries[r];
                } else {
                    entries[w] = entries[r];
                    w += 1;
                }
            }
            entries.truncate(w);
        }
        let entries = &entries[..];
        Attribute(self.inner.attrs.intern_with(
            dictionary_hash(entries),
            |k| matches!(k, AttrKind::Dictionary(es) if **es == *entries),
            || {
                let kind = AttrKind::Dictionary(entries.into());
                if !self.inner.may_alias.load(Ordering::Relaxed) && self.attr_may_alias(&kind) {
                    self.inner.may_alias.store(true, Ordering::Relaxed);
                }
                kind
            },
        ))
    }

    /// The entries of a dictionary attribute (empty for any other attribute).
    pub fn dict_entries(&self, attr: Attribute) -> &[(Ident, Attribute)] {
        match self.attr_kind(attr) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }

    // ----- locations -----

    pub fn loc(&self, kind: LocKind) -> Location {
        Location(self.attr(AttrKind::Location(kind)))
    }

    /// `"file":line:col` (upstream's `FileLineColLoc::get`): the location the parser gives
    /// every op, built without going through [`Context::attr`]'s general path.
    pub fn file_line_col(&self, file: Ident, line: u32, col: u32) -> Location {
        Location(Attribute(self.inner.attrs.intern_with(
            file_loc_hash(file, line, col),
            |k| {
                matches!(k, AttrKind::Location(LocKind::FileLineCol { file: f, line: l, col: c, end_line: el, end_col: ec, form: FileForm::LineCol })
                    if *f == file && *l == line && *c == col && *el == line && *ec == col)
            },
            // A file location never makes printing look for aliases (`attr_may_alias`).
            || AttrKind::Location(LocKind::FileLineCol { file, line, col, end_line: line, end_col: col, form: FileForm::LineCol }),
        )))
    }

    /// Upstream's `FusedLoc::get`: flattens fused locations with the same metadata, drops unknown
    /// and duplicate locations, and returns the single remaining location when there is no metadata.
    pub fn fused_loc(&self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let ctx = self;
        let mut out: Vec<Location> = Vec::new();
        let push = |l: Location, out: &mut Vec<Location>| {
            if !out.contains(&l) {
                out.push(l);
            }
        };
        for &l in locs {
            match ctx.loc_kind(l) {
                LocKind::Fused(f) if f.metadata == metadata => {
                    for &inner in f.locs.iter() {
                        push(inner, &mut out);
                    }
                }
                LocKind::Unknown => {}
                _ => push(l, &mut out),
            }
        }
        if out.is_empty() {
            return match metadata {
                None => ctx.unknown_loc(),
                Some(m) => ctx.loc(LocKind::Fused(Box::new(crate::attrs::FusedLoc { locs: Box::new([ctx.unknown_loc()]), metadata: Some(m) }))),
            };
        }
        if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        ctx.loc(LocKind::Fused(Box::new(crate::attrs::FusedLoc { locs: out.into(), metadata })))
    }

    pub fn loc_kind(&self, loc: Location) -> &LocKind {
        match self.attr_kind(loc.0) {
            AttrKind::Location(k) => k,
            _ => unreachable!("a Location always wraps a location attribute"),
        }
    }

    /// Views an attribute as a location, if it is one.
    pub fn as_location(&self, attr: Attribute) -> Option<Location> {
        matches!(self.attr_kind(attr), AttrKind::Location(_)).then_some(Location(attr))
    }

    pub fn unknown_loc(&self) -> Location {
        self.common().unknown_loc
    }

    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        let file = self.ident(file);
        self.loc(LocKind::FileLineCol { file, line, col, end_line: line, end_col: col, form: crate::attrs::FileForm::LineCol })
    }

    // ----- operation names and registration -----

    pub fn op_name(&self, name: &str) -> OpName {
        OpName(self.inner.op_names.intern_with(
            fx_hash(name),
            |v| &*v.name == name,
            || OpNameData {
                name: name.into(),
                info: OnceLock::new(),
                short_at: name.split_once('.').filter(|(_, rest)| !rest.contains('.')).map(|(d, _)| d.len() as u32),
            },
        ))
    }

    pub fn op_name_str(&self, name: OpName) -> &str {
        &self.inner.op_names.get(name.0).name
    }

    /// The name as printed where `default` is the default dialect: without its `default.`
    /// prefix when the rest has no other `.`, else whole.
    pub fn op_name_in_dialect(&self, name: OpName, default: &str) -> &str {
        let data = self.inner.op_names.get(name.0);
        match data.short_at {
            Some(n) if !default.is_empty() && &data.name[..n as usize] == default => &data.name[n as usize + 1..],
            _ => &data.name,
        }
    }

    /// The registration of an operation name, if its dialect registered it.
    pub fn op_info(&self, name: OpName) -> Option<&Arc<OpInfo>> {
        self.inner.op_names.get(name.0).info.get()
    }

    pub fn op_traits(&self, name: OpName) -> Traits {
        self.op_info(name).map_or(Traits::default(), |i| i.traits)
    }

    /// Registers an operation; its dialect (the name's prefix before the first `.`) counts as
    /// loaded. Registering a name twice keeps the first registration.
    pub fn register_op(&self, info: OpInfo) {
        let name = self.op_name(&info.name);
        if let Some((dialect, _)) = info.name.split_once('.') {
            self.inner.loaded_dialects.write().insert(dialect.into());
        }
        let _ = self.inner.op_names.get(name.0).info.set(Arc::new(info));
    }

    /// Registers the syntax of `#dialect.mnemonic` attributes; the dialect counts as loaded.
    pub fn register_attr(&self, dialect: &str, mnemonic: &str, hooks: impl crate::dialect::AttrHooks + 'static) {
        self.load_dialect(dialect);
        let hooks: Arc<dyn crate::dialect::AttrHooks> = Arc::new(hooks);
        let key = (self.ident(dialect), self.ident(mnemonic));
        self.inner.attr_hooks.write().insert(format!("{dialect}.{mnemonic}").into(), hooks.clone());
        self.inner.attr_hooks_by_id.write().insert(key, hooks);
    }

    /// The hooks of the dialect attribute `dialect`.`mnemonic`, by interned names.
    pub fn attr_hooks_by_id(&self, dialect: Ident, mnemonic: Ident) -> Option<Arc<dyn crate::dialect::AttrHooks>> {
        self.inner.attr_hooks_by_id.read().get(&(dialect, mnemonic)).cloned()
    }

    /// The hooks of `#dialect.mnemonic` (`full` is `dialect.mnemonic`).
    pub fn attr_hooks(&self, full: &str) -> Option<Arc<dyn crate::dialect::AttrHooks>> {
        self.inner.attr_hooks.read().get(full).cloned()
    }

    /// Whether `dialect` registered the syntax of any attribute.
    pub fn has_attr_hooks_for(&self, dialect: &str) -> bool {
        let prefix = format!("{dialect}.");
        self.inner.attr_hooks.read().keys().any(|k| k.starts_with(&prefix))
    }

    /// A dialect attribute with the given parameters.
    pub fn dialect_attr(&self, dialect: &str, mnemonic: &str, params: &[Attribute]) -> Attribute {
        let (dialect, mnemonic) = (self.ident(dialect), self.ident(mnemonic));
        Attribute(self.inner.attrs.intern_with(
            dialect_attr_hash(dialect, mnemonic, params),
            |k| matches!(k, AttrKind::Dialect { dialect: d, mnemonic: m, params: ps } if *d == dialect && *m == mnemonic && **ps == *params),
            || {
                let kind = AttrKind::Dialect { dialect, mnemonic, params: params.into() };
                if !self.inner.may_alias.load(Ordering::Relaxed) && self.attr_may_alias(&kind) {
                    self.inner.may_alias.store(true, Ordering::Relaxed);
                }
                kind
            },
        ))
    }

    /// Loads `namespace` as a dynamic dialect (one defined at run time, e.g. by IRDL): `false`
    /// when a dialect of that name is already loaded and is not dynamic.
    pub fn load_dynamic_dialect(&self, namespace: &str) -> bool {
        let mut dynamic = self.inner.dynamic_dialects.write();
        if dynamic.contains(namespace) {
            return true;
        }
        if self.is_dialect_loaded(namespace) {
            return false;
        }
        dynamic.insert(namespace.into());
        self.load_dialect(namespace);
        true
    }

    /// Whether `namespace` is a dialect defined at run time.
    pub fn is_dynamic_dialect(&self, namespace: &str) -> bool {
        self.inner.dynamic_dialects.read().contains(namespace)
    }

    /// Registers the syntax of `!dialect.mnemonic` types; the dialect counts as loaded.
    pub fn register_type(&self, dialect: &str, mnemonic: &str, hooks: Arc<dyn crate::dialect::TypeHooks>) {
        self.load_dialect(dialect);
        let key = (self.ident(dialect), self.ident(mnemonic));
        self.inner.type_hooks.write().insert(key, hooks);
    }

    /// The hooks of the dialect type `dialect`.`mnemonic`.
    pub fn type_hooks(&self, dialect: &str, mnemonic: &str) -> Option<Arc<dyn crate::dialect::TypeHooks>> {
        let key = (self.ident(dialect), self.ident(mnemonic));
        self.inner.type_hooks.read().get(&key).cloned()
    }

    /// The hooks of the dialect type `dialect`.`mnemonic`, by interned names.
    pub fn type_hooks_by_id(&self, dialect: Ident, mnemonic: Ident) -> Option<Arc<dyn crate::dialect::TypeHooks>> {
        self.inner.type_hooks.read().get(&(dialect, mnemonic)).cloned()
    }

    /// Whether `dialect` registered the syntax of any type.
    pub fn has_type_hooks_for(&self, dialect: &str) -> bool {
        let d = self.ident(dialect);
        self.inner.type_hooks.read().keys().any(|(k, _)| *k == d)
    }

    /// A dialect type with the given parameters.
    pub fn dialect_type(&self, dialect: &str, mnemonic: &str, params: &[Attribute]) -> Type {
        let (dialect, mnemonic) = (self.ident(dialect), self.ident(mnemonic));
        self.intern_type(TypeKind::Dialect { dialect, mnemonic, params: params.into() })
    }

    /// Sets how `dialect` turns a folded constant into an op (folding replaces a result with
    /// a constant of the folded op's dialect).
    pub fn register_constant_materializer(&self, dialect: &str, f: crate::dialect::MaterializeFn) {
        self.inner.materializers.write().insert(dialect.into(), f);
    }

    /// Adds a canonicalization pattern of the op `op_name` (upstream's
    /// `getCanonicalizationPatterns`), used by the `canonicalize` pass.
    pub fn register_canonicalization(&self, op_name: &str, pattern: crate::rewriter::CanonicalizationPattern) {
        self.inner.canonicalizations.write().entry(op_name.into()).or_default().push(pattern);
    }

    /// Every registered canonicalization pattern, with the name of the op it applies to.
    pub fn canonicalization_patterns(&self) -> Vec<(String, crate::rewriter::CanonicalizationPattern)> {
        let map = self.inner.canonicalizations.read();
        let mut ops: Vec<&Box<str>> = map.keys().collect();
        ops.sort();
        ops.into_iter().flat_map(|op| map[op].iter().map(move |p| (op.to_string(), *p))).collect()
    }

    /// The constant materializer of `dialect`, if it has one.
    pub fn constant_materializer(&self, dialect: &str) -> Option<crate::dialect::MaterializeFn> {
        self.inner.materializers.read().get(dialect).copied()
    }

    pub fn load_dialect(&self, namespace: &str) {
        self.inner.loaded_dialects.write().insert(namespace.into());
    }

    pub fn is_dialect_loaded(&self, namespace: &str) -> bool {
        self.inner.loaded_dialects.read().contains(namespace)
    }

    pub fn loaded_dialects(&self) -> Vec<String> {
        let mut v: Vec<String> = self.inner.loaded_dialects.read().iter().map(|s| s.to_string()).collect();
        v.sort();
        v
    }

    pub fn allows_unregistered_dialects(&self) -> bool {
        self.inner.allow_unregistered.load(Ordering::Relaxed)
    }

    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.inner.allow_unregistered.store(allow, Ordering::Relaxed)
    }

    // ----- printing defaults -----

    /// The flags used when printing without explicit flags (diagnostic notes, `dump`), as
    /// upstream's command-line printing options.
    pub fn default_print_flags(&self) -> crate::print::PrintFlags {
        self.inner.default_print_flags.read().clone()
    }

    pub fn set_default_print_flags(&self, flags: crate::print::PrintFlags) {
        *self.inner.default_print_flags.write() = flags;
    }

    /// Whether diagnostics about an op carry a note showing the op (upstream's
    /// `printOpOnDiagnostic`; on by default).
    pub fn print_op_on_diagnostic(&self) -> bool {
        self.inner.print_op_on_diagnostic.load(Ordering::Relaxed)
    }

    pub fn set_print_op_on_diagnostic(&self, on: bool) {
        self.inner.print_op_on_diagnostic.store(on, Ordering::Relaxed)
    }

    // ----- resources -----

    pub fn set_resource(&self, handle: Ident, blob: Arc<[u8]>) {
        self.inner.resources.lock().insert(handle, blob);
    }

    pub fn resource(&self, handle: Ident) -> Option<Arc<[u8]>> {
        self.inner.resources.lock().get(&handle).cloned()
    }

    pub(crate) fn remark_slot(&self) -> &Mutex<Option<crate::remark::RemarkEngine>> {
        &self.inner.remarks
    }

    // ----- diagnostics -----

    /// Registers a handler; newer handlers see diagnostics first.
    pub fn attach_diagnostic_handler(&self, handler: DiagHandler) -> HandlerId {
        let id = HandlerId(self.inner.next_handler.fetch_add(1, Ordering::Relaxed));
        self.inner.handlers.write().push((id, Arc::new(handler)));
        id
    }

    pub fn detach_diagnostic_handler(&self, id: HandlerId) {
        self.inner.handlers.write().retain(|(h, _)| *h != id);
    }

    /// Offers `diag` to the handlers, newest first. Returns whether one handled it; an unhandled
    /// error is also printed to stderr.
    pub fn emit(&self, diag: Diagnostic) -> bool {
        // Clone the list so a handler may (de)register handlers without deadlocking.
        let handlers: Vec<Arc<DiagHandler>> = self.inner.handlers.read().iter().map(|(_, h)| h.clone()).collect();
        for h in handlers.iter().rev() {
            if h(&diag) {
                return true;
            }
        }
        if diag.severity == crate::diag::Severity::Error {
            eprint!("{}", crate::print::format_diagnostic(self, &diag));
        }
        false
    }

    /// Makes room for `n` more attributes (e.g. one location per op a parser expects to read).
    pub fn reserve_attributes(&self, n: usize) {
        self.inner.attrs.reserve(n);
    }

    /// Number of uniqued attributes (for tests and statistics).
    pub fn num_attributes(&self) -> usize {
        self.inner.attrs.len()
    }

    /// Number of uniqued types (an upper bound on type indices, for dense side tables).
    pub fn num_types(&self) -> usize {
        self.inner.types.len()
    }
}
