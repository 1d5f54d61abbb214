//! The op-definition model and the engine that runs it.
//!
//! A dialect describes each op as an [`OpDef`] (operands, results, attributes, regions,
//! successors, traits, interfaces, `assemblyFormat`, and hooks for what needs code) and
//! registers a [`DialectDef`] into a context with [`register_dialect`]. From then on the core
//! parses, prints and verifies those ops through [`OpHooks`] that this crate implements once
//! for every op: the declarative format is interpreted ([`format`]), the constraints checked
//! ([`verify`]). The definitions stay reachable ([`op_def`]) for introspection and code
//! generation.

pub mod compiled;
pub mod constraint;
pub mod custom;
pub mod def;
pub mod enums;
pub mod format;
pub mod groups;
pub mod infer;
pub mod interfaces;
pub mod terminator;
pub mod verify;

pub use compiled::CompiledOp;
pub use constraint::{AttrConstraint, AttrSyntax, TypeConstraint};
pub use def::{Arg, Arity, AttrDef, DialectDef, FoldResult, Interface, OpCode, OpDef, Trait};
pub use enums::{BitEnumAttr, EnumDef};

use mlir_ir::asm::{AsmParser, PResult, ParsedOp};
use mlir_ir::print::OpPrinter;
use mlir_ir::{Context, EmitResult, Ir, OpHooks, OpId, OpInfo, Traits};
use std::sync::Arc;

/// The hooks every model-defined op gets.
struct ModelHooks {
    c: CompiledOp,
    /// For ops whose checks depend only on their operand and result types, attributes and
    /// properties (see [`memo_safe`]): a number naming these hooks in the verified-shape memo
    /// ([`shape_memo`]); `None` when every op is verified in full.
    memo_id: Option<u64>,
}

/// Whether verifying an op of `def` looks at nothing but the op's own types, attributes and
/// properties: no regions, successors, parent or symbol rules, and an own verifier or
/// predicates only when declared local.
fn memo_safe(def: &OpDef) -> bool {
    let local = def.code.local_checks;
    def.regions.is_empty()
        && def.successors.is_empty()
        && (def.code.verify.is_none() || local)
        && def.code.verify_regions.is_none()
        && def.code.verify_symbols.is_none()
        && !def.traits.iter().any(|t| {
            matches!(t, Trait::HasParent(_) | Trait::Terminator | Trait::ReturnLike | Trait::Symbol | Trait::SymbolTable)
                || matches!(t, Trait::Pred { .. }) && !local
        })
}

/// The verified-shape memo: op shapes that passed verification, so that a shape a parsed
/// file repeats many times is checked once.
///
/// A shape is (the op's hooks, number of operands, operand then result types, attributes,
/// properties): for a [`memo_safe`] definition, verification is a function of it. Each thread
/// keeps a small direct-mapped table (no lock; an entry is overwritten by a later shape with
/// the same slot). Hooks are named by a number drawn once from a process-wide counter, never
/// reused, so an entry can never match the hooks of another (or a later) context, whose
/// type and attribute numbers mean other things.
mod shape_memo {
    use mlir_ir::{Ir, OpId};
    use std::cell::RefCell;
    use std::sync::atomic::{AtomicU64, Ordering};

    /// Shapes with more operand and result types than this are not memoized.
    const MAX_TYPES: usize = 6;
    const SLOTS: usize = 256;

    #[derive(Clone, Copy, PartialEq, Eq, Default)]
    pub struct Shape {
        hooks: u64,
        operands: u32,
        len: u32,
        attrs: u32,
        /// The properties' number plus one; 0 for none.
        props: u32,
        types: [u32; MAX_TYPES],
    }

    static NEXT_ID: AtomicU64 = AtomicU64::new(1);

    /// A fresh hooks number (never 0, which marks an empty slot).
    pub fn new_id() -> u64 {
        NEXT_ID.fetch_add(1, Ordering::Relaxed)
    }

    thread_local! {
        static TABLE: RefCell<Vec<Shape>> = const { RefCell::new(Vec::new()) };
    }

    /// `op`'s shape under hooks `id`, or `None` when it has too many types to memoize.
    pub fn shape(id: u64, ir: &Ir, op: OpId) -> Option<Shape> {
        let mut types = [0; MAX_TYPES];
        let mut n = 0;
        let sig = ir.signature(op, |t| {
            if let Some(w) = types.get_mut(n) {
                *w = t.index();
            }
            n += 1;
        });
        if sig.num_types > MAX_TYPES {
            return None;
        }
        Some(Shape {
            hooks: id,
            operands: sig.num_operands as u32,
            len: sig.num_types as u32,
            attrs: sig.attrs.index(),
            props: sig.props.map_or(0, |p| p.index() + 1),
            types,
        })
    }

    fn slot(s: &Shape) -> usize {
        let mut h = s.hooks.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        for w in [s.operands, s.attrs, s.props].iter().chain(&s.types[..s.len as usize]) {
            h = (h ^ *w as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
        (h >> 56) as usize % SLOTS
    }

    pub fn contains(s: &Shape) -> bool {
        TABLE.with(|t| t.borrow().get(slot(s)).is_some_and(|e| e == s))
    }

    pub fn insert(s: Shape) {
        TABLE.with(|t| {
            let mut t = t.borrow_mut();
            if t.is_empty() {
                t.resize(SLOTS, Shape::default());
            }
            let i = slot(&s);
            t[i] = s;
        })
    }
}

impl ModelHooks {
    fn new(c: CompiledOp) -> ModelHooks {
        let memo_id = memo_safe(&c.def).then(shape_memo::new_id);
        ModelHooks { c, memo_id }
    }
}

impl OpHooks for ModelHooks {
    fn verify(&self, ir: &Ir, op: OpId) -> EmitResult {
        let Some(shape) = self.memo_id.and_then(|id| shape_memo::shape(id, ir, op)) else {
            return verify::verify(&self.c, ir, op);
        };
        if shape_memo::contains(&shape) {
            return Ok(());
        }
        verify::verify(&self.c, ir, op)?;
        shape_memo::insert(shape);
        Ok(())
    }

    fn verify_regions(&self, ir: &Ir, op: OpId) -> EmitResult {
        match self.c.def.code.verify_regions {
            Some(f) => f(ir, op),
            None => Ok(()),
        }
    }

    fn verify_symbol_uses(&self, ir: &Ir, op: OpId, symbols: &mut mlir_ir::symbol::SymbolCache) -> EmitResult {
        match self.c.def.code.verify_symbols {
            Some(f) => f(ir, op, symbols),
            None => Ok(()),
        }
    }

    fn has_symbol_uses(&self) -> bool {
        self.c.def.code.verify_symbols.is_some()
    }

    fn print(&self, p: &mut OpPrinter<'_>, op: OpId) -> Option<()> {
        if self.c.format.is_some() {
            return format::print::print(&self.c, p, op);
        }
        let f = self.c.def.code.print?;
        f(p, op);
        Some(())
    }

    fn hides_entry_args(&self, region: usize) -> bool {
        self.c.def.hidden_entry_args.contains(&region)
    }

    fn prints_attr_bare(&self, name: &str) -> bool {
        self.c.def.bare_attrs.iter().any(|n| n == name)
    }

    fn prints_terminator(&self, ir: &Ir, op: OpId, region: usize) -> bool {
        if let Some(f) = self.c.def.code.prints_terminator {
            return f(ir, op, region);
        }
        if self.c.format.is_some() && self.c.def.implicit_terminator().is_some() {
            return !format::print::bare_terminator(ir, ir.region(op, region));
        }
        true
    }

    fn region_print_order(&self, ir: &Ir, op: OpId) -> Option<Vec<usize>> {
        self.c.def.code.region_print_order.map(|f| f(ir, op))
    }

    fn check_inherent_attrs(&self, ctx: &Context, attrs: &[(mlir_ir::Ident, mlir_ir::Attribute)]) -> Option<String> {
        for (i, a) in self.c.def.attrs.iter().enumerate() {
            let Some((_, v)) = attrs.iter().find(|(n, _)| *n == self.c.attr_ids[i]) else { continue };
            if !a.constraint.check(ctx, *v) {
                return Some(format!("attribute '{}' failed to satisfy constraint: {}", a.name, a.constraint.summary));
            }
        }
        None
    }

    fn fold(&self, ir: &Ir, op: OpId, operands: &[Option<mlir_ir::Attribute>]) -> Option<Vec<FoldResult>> {
        if let Some(r) = self.c.def.code.fold.and_then(|f| f(ir, op, operands)) {
            return Some(r);
        }
        // The interface's own fold (upstream's `foldCastInterfaceOp`), tried when the op's
        // fails: a cast whose operands have its results' types is its operands.
        if self.c.def.interfaces.contains(&Interface::CastOpInterface) {
            let n = ir.num_operands(op);
            let same = n > 0 && n == ir.num_results(op) && ir.operands(op).zip(ir.result_types(op)).all(|(v, t)| ir.value_type(v) == t);
            if same {
                return Some(ir.operands(op).map(FoldResult::Value).collect());
            }
        }
        None
    }

    fn fold_in_place(&self, ir: &mut Ir, op: OpId) -> bool {
        self.c.def.code.fold_in_place.is_some_and(|f| f(ir, op))
    }

    fn has_custom_parser(&self) -> bool {
        self.c.format.is_some() || self.c.def.code.parse.is_some()
    }

    fn parse(&self, p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
        if self.c.format.is_some() {
            return format::parse::parse(&self.c, p, st);
        }
        match self.c.def.code.parse {
            Some(f) => f(p, st),
            None => {
                let at = p.name_offset();
                Err(p.error_at(at, "has no custom assembly form".into()))
            }
        }
    }

    fn gives_result_names(&self) -> bool {
        self.c.def.code.result_names.is_some()
    }

    fn result_names(&self, ir: &Ir, op: OpId) -> Option<Vec<(usize, String)>> {
        let f = self.c.def.code.result_names?;
        let names = f(ir, op);
        Some(names.into_iter().enumerate().filter_map(|(i, n)| n.map(|n| (i, n))).collect())
    }
}

/// The core trait bits an op definition implies.
fn core_traits(def: &OpDef) -> Traits {
    let mut t = Traits::default();
    for tr in &def.traits {
        t = t | match tr {
            Trait::Terminator => Traits::TERMINATOR,
            Trait::IsolatedFromAbove => Traits::ISOLATED_FROM_ABOVE,
            Trait::SymbolTable => Traits::SYMBOL_TABLE,
            Trait::NoTerminator => Traits::NO_TERMINATOR,
            Trait::SingleBlock | Trait::SingleBlockImplicitTerminator(_) => Traits::SINGLE_BLOCK,
            Trait::Symbol => Traits::SYMBOL,
            Trait::AffineScope => Traits::AFFINE_SCOPE,
            Trait::AutomaticAllocationScope => Traits::AUTOMATIC_ALLOCATION_SCOPE,
            Trait::Commutative => Traits::COMMUTATIVE,
            _ => Traits::default(),
        };
    }
    t
}

/// Registers every op and attribute of `dialect` into `ctx`. An op whose format cannot be
/// read is an error naming the op (a bug in the dialect's definition).
pub fn register_dialect(ctx: &Context, dialect: &DialectDef) -> Result<(), String> {
    ctx.load_dialect(&dialect.name);
    for (mnemonic, hooks) in &dialect.attrs {
        ctx.register_attr(&dialect.name, mnemonic, SharedAttrHooks(hooks.clone()));
    }
    for (mnemonic, hooks) in &dialect.types {
        ctx.register_type(&dialect.name, mnemonic, hooks.clone());
    }
    for def in &dialect.ops {
        let def = Arc::new(def.clone());
        let c = CompiledOp::new(ctx, def.clone()).map_err(|e| format!("{}: {e}", def.name))?;
        let mut info = OpInfo::new(&def.name, core_traits(&def));
        info.inherent_attrs = def.attrs.iter().map(|a| Box::from(a.name.as_str())).collect();
        if c.sized_operands {
            info.inherent_attrs.push("operandSegmentSizes".into());
        }
        if c.sized_results {
            info.inherent_attrs.push("resultSegmentSizes".into());
        }
        info.default_props = c
            .attr_ids
            .iter()
            .zip(&c.defaults)
            .zip(&def.attrs)
            .filter_map(|((n, d), a)| d.filter(|_| a.default_stored).map(|d| (*n, d)))
            .collect();
        info.default_dialect = def.default_dialect.as_deref().map(Box::from);
        info.def = Some(def.clone());
        info.hooks = Box::new(ModelHooks::new(c));
        ctx.register_op(info);
    }
    Ok(())
}

/// The definition `name` was registered with, if it came from the model.
pub fn op_def(ctx: &Context, name: &str) -> Option<Arc<OpDef>> {
    let info = ctx.op_info(ctx.op_name(name))?;
    info.def.clone()?.downcast::<OpDef>().ok()
}

struct SharedAttrHooks(Arc<dyn mlir_ir::AttrHooks>);

impl mlir_ir::AttrHooks for SharedAttrHooks {
    fn parse(&self, p: &mut dyn AsmParser, ty: Option<mlir_ir::Type>) -> PResult<mlir_ir::Attribute> {
        self.0.parse(p, ty)
    }
    fn print(&self, w: &mut mlir_ir::print::AsmWriter<'_>, params: &[mlir_ir::Attribute]) {
        self.0.print(w, params)
    }
    fn attr_type(&self, ctx: &Context, params: &[mlir_ir::Attribute]) -> Option<mlir_ir::Type> {
        self.0.attr_type(ctx, params)
    }
}
