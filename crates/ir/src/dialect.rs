//! What the core knows about registered operations: their traits and their hooks.
//!
//! The op-definition model (a later layer) fills an [`OpInfo`] per operation; the core reads
//! only the trait bits and calls the hooks. An unregistered operation has no `OpInfo` and is
//! treated conservatively (any region kind, not a terminator unless it is the last op, ...).

use crate::asm::{AsmParser, PResult, ParsedOp};
use crate::attrs::Attribute;
use crate::diag::EmitResult;
use crate::store::{Ir, OpId};
use crate::types::Type;
use std::any::Any;
use std::sync::Arc;

/// Structural traits the core verifier and printer rely on (upstream `OpTrait`s).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Traits(pub u32);

impl Traits {
    pub const TERMINATOR: Traits = Traits(1 << 0);
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 1);
    pub const SYMBOL_TABLE: Traits = Traits(1 << 2);
    pub const NO_TERMINATOR: Traits = Traits(1 << 3);
    pub const SINGLE_BLOCK: Traits = Traits(1 << 4);
    pub const SYMBOL: Traits = Traits(1 << 5);
    /// Regions are graph regions (no dominance, no terminator rule), as `RegionKindInterface`.
    pub const GRAPH_REGIONS: Traits = Traits(1 << 6);
    pub const AFFINE_SCOPE: Traits = Traits(1 << 7);
    pub const AUTOMATIC_ALLOCATION_SCOPE: Traits = Traits(1 << 8);
    pub const ZERO_OPERANDS: Traits = Traits(1 << 9);
    pub const ZERO_RESULTS: Traits = Traits(1 << 10);
    pub const ONE_REGION: Traits = Traits(1 << 11);
    /// Operand order does not matter (structural equivalence compares them as a set).
    pub const COMMUTATIVE: Traits = Traits(1 << 12);

    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }

    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.union(rhs)
    }
}

/// Per-operation behaviour supplied by a dialect. Every method has a default that matches an
/// operation with no custom behaviour.
pub trait OpHooks: Send + Sync {
    /// Op-specific verification, run after the structural checks; emit diagnostics and return
    /// `Err` on failure.
    fn verify(&self, _ir: &Ir, _op: OpId) -> EmitResult {
        Ok(())
    }

    /// Verification that needs the op's nested ops verified first (upstream's
    /// `verifyRegions`), run after them.
    fn verify_regions(&self, _ir: &Ir, _op: OpId) -> EmitResult {
        Ok(())
    }

    /// Checks the symbols the op refers to (upstream's `SymbolUserOpInterface`), run when the
    /// enclosing symbol table is verified.
    fn verify_symbol_uses(&self, _ir: &Ir, _op: OpId, _symbols: &mut crate::symbol::SymbolCache) -> EmitResult {
        Ok(())
    }

    /// Whether [`verify_symbol_uses`](OpHooks::verify_symbol_uses) checks anything: a symbol
    /// table holding no op that says so skips the walk for symbol uses.
    fn has_symbol_uses(&self) -> bool {
        true
    }

    /// Prints the op's custom form: everything after the result names, its own name included
    /// (e.g. `arith.addi %a, %b : i32`). Returns `None` *without printing anything* to ask for
    /// the generic form. The printer adds indentation, results and the trailing location.
    fn print(&self, _p: &mut crate::print::OpPrinter<'_>, _op: OpId) -> Option<()> {
        None
    }

    /// Names for the op's results in custom-form printing (upstream's `getAsmResultNames`):
    /// (result number, name) pairs; each named result starts a result group.
    fn result_names(&self, _ir: &Ir, _op: OpId) -> Option<Vec<(usize, String)>> {
        None
    }

    /// False when [`result_names`](OpHooks::result_names) gives `None` for every op: the
    /// printer then does not ask.
    fn gives_result_names(&self) -> bool {
        true
    }

    /// Whether the custom form never shows the entry-block arguments of region `region`
    /// (`scf.for` names its induction variable in its header, without a location).
    fn hides_entry_args(&self, _region: usize) -> bool {
        false
    }

    /// Whether the custom form writes the inherent attribute `name` in a syntax of its own
    /// rather than as an attribute (so it gets no alias).
    fn prints_attr_bare(&self, _name: &str) -> bool {
        false
    }

    /// Whether the custom form prints the terminator of region `region`'s entry block
    /// (implicit terminators are often left out).
    fn prints_terminator(&self, _ir: &Ir, _op: OpId, _region: usize) -> bool {
        true
    }

    /// The order the custom form prints the regions in, when not their own order
    /// (`scf.index_switch` prints its cases before its default region).
    fn region_print_order(&self, _ir: &Ir, _op: OpId) -> Option<Vec<usize>> {
        None
    }

    /// Checks inherent attributes given in a generic op's attribute dictionary, as the
    /// generic parser does (upstream's `verifyInherentAttrs`): the message of the first that
    /// breaks its constraint.
    fn check_inherent_attrs(&self, _ctx: &crate::Context, _attrs: &[(crate::Ident, Attribute)]) -> Option<String> {
        None
    }

    /// Folds the op (upstream's `fold`): given the constant value of each operand where known,
    /// the op's results as constants or existing values; `None` when it does not fold.
    fn fold(&self, _ir: &Ir, _op: OpId, _operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
        None
    }

    /// The part of the op's folder that changes the op in place (upstream's folders that
    /// update an operand or attribute and return the op's own result): whether it did.
    /// Tried before [`OpHooks::fold`]; an op whose in-place and value folds could both apply
    /// must say in this hook's own checks which comes first.
    fn fold_in_place(&self, _ir: &mut Ir, _op: OpId) -> bool {
        false
    }

    /// Whether the op has a custom form at all (a parse hook). Ops without one can only be
    /// written generically.
    fn has_custom_parser(&self) -> bool {
        false
    }

    /// Parses the op's custom form; called with the op name consumed. Fills `st`; the parser
    /// then creates the op, reads its trailing location and binds the result names.
    fn parse(&self, p: &mut dyn AsmParser, _st: &mut ParsedOp) -> PResult<()> {
        let at = p.name_offset();
        Err(p.error_at(at, "operation has no custom assembly form".into()))
    }
}

/// The custom syntax of one dialect attribute (`#dialect.mnemonic<body>`), registered per
/// mnemonic. Its value is an [`crate::AttrKind::Dialect`] whose parameters this code defines.
pub trait AttrHooks: Send + Sync {
    /// Parses the body after the mnemonic (`<fast>` in `#arith.fastmath<fast>`), returning the
    /// attribute.
    fn parse(&self, p: &mut dyn AsmParser, ty: Option<Type>) -> PResult<Attribute>;
    /// Prints the body after the mnemonic.
    fn print(&self, w: &mut crate::print::AsmWriter<'_>, params: &[Attribute]);
    /// The attribute's type, for attributes that have one (upstream's `TypedAttr`): printed
    /// after the attribute as ` : type`.
    fn attr_type(&self, _ctx: &crate::Context, _params: &[Attribute]) -> Option<Type> {
        None
    }
}

/// The syntax of a dialect type (`!dialect.mnemonic<...>`), as [`AttrHooks`] for attributes.
pub trait TypeHooks: Send + Sync {
    /// Parses the body after the mnemonic (`<42 : i32>` in `!d.t<42 : i32>`; nothing at all
    /// for a type without one), returning the type.
    fn parse(&self, p: &mut dyn AsmParser) -> PResult<Type>;
    /// Prints the body after the mnemonic.
    fn print(&self, w: &mut crate::print::AsmWriter<'_>, params: &[Attribute]);
}

/// A dialect's constant materializer (upstream's `Dialect::materializeConstant`): creates,
/// detached, an op whose single result of type `ty` is the constant `value`; `None` when the
/// dialect cannot express it. The op must be constant-like.
pub type MaterializeFn = fn(ir: &mut Ir, value: Attribute, ty: Type, loc: crate::attrs::Location) -> Option<OpId>;

/// One folded result: a constant, or an existing value that the result equals.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    Attr(Attribute),
    Value(crate::store::Value),
}

/// The default hooks: no custom behaviour.
pub struct NoHooks;
impl OpHooks for NoHooks {
    fn has_symbol_uses(&self) -> bool {
        false
    }
    fn gives_result_names(&self) -> bool {
        false
    }
}

/// A registered operation.
pub struct OpInfo {
    /// Full name, `dialect.op`.
    pub name: Box<str>,
    pub traits: Traits,
    /// Names of inherent attributes, kept in the op's properties (printed as `<{...}>`).
    pub inherent_attrs: Vec<Box<str>>,
    pub hooks: Box<dyn OpHooks>,
    /// The dialect whose ops may drop their prefix inside this op's regions (upstream's
    /// `OpAsmOpInterface::getDefaultDialect`, e.g. `func` for `func.func`).
    pub default_dialect: Option<Box<str>>,
    /// The full definition this registration came from, for layers that know its type (the
    /// op-definition model keeps its `OpDef` here).
    pub def: Option<Arc<dyn Any + Send + Sync>>,
    /// Default-valued properties, set on every new op that lacks them.
    pub default_props: Vec<(crate::ident::Ident, Attribute)>,
    /// The dictionary of `default_props` alone: the properties of an op created without any
    /// (made once, on first use, in this registration's context).
    pub(crate) defaults_dict: std::sync::OnceLock<Attribute>,
}

impl OpInfo {
    pub fn new(name: &str, traits: Traits) -> Self {
        OpInfo {
            name: name.into(),
            traits,
            inherent_attrs: Vec::new(),
            hooks: Box::new(NoHooks),
            default_dialect: None,
            def: None,
            default_props: Vec::new(),
            defaults_dict: std::sync::OnceLock::new(),
        }
    }

    pub fn with_hooks(mut self, hooks: impl OpHooks + 'static) -> Self {
        self.hooks = Box::new(hooks);
        self
    }

    pub fn with_default_dialect(mut self, dialect: &str) -> Self {
        self.default_dialect = Some(dialect.into());
        self
    }

    pub fn with_inherent_attrs(mut self, names: &[&str]) -> Self {
        self.inherent_attrs = names.iter().map(|n| Box::from(*n)).collect();
        self
    }
}
