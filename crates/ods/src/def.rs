//! The op-definition model: everything a dialect says about one operation, as data.
//!
//! An [`OpDef`] is what ODS's `Op<...>` record is upstream: operands, results, attributes,
//! regions, successors, traits, interfaces, the declarative assembly format and the few hooks
//! that need code. One engine in this crate verifies, parses and prints every op from it;
//! Rust dialects build `OpDef`s with the builder methods below, and dialects defined at run
//! time (IRDL, Python) build the same data. Everything here is introspectable: the Python
//! generator reads the same `OpDef`s.

use crate::constraint::{AttrConstraint, TypeConstraint};
use mlir_ir::asm::{AsmParser, PResult, ParsedOp};
use mlir_ir::print::OpPrinter;
use mlir_ir::{Attribute, Context, EmitResult, Ir, OpId, Type};
use std::sync::Arc;

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// A named operand or result group.
#[derive(Clone, Debug)]
pub struct ValueDef {
    pub name: String,
    pub arity: Arity,
    pub constraint: TypeConstraint,
}

/// An inherent attribute (kept in the op's properties).
#[derive(Clone, Debug)]
pub struct AttrDef {
    pub name: String,
    pub constraint: AttrConstraint,
    /// Optional attributes may be absent; so may default-valued ones (which then read as
    /// their default).
    pub optional: bool,
    /// The default value's text as upstream spells it in ODS, with the attribute it stands for.
    pub default: Option<DefaultValue>,
    /// Whether a new op gets the default stored when it is not given (`DefaultValuedAttr`);
    /// `DefaultValuedOptionalAttr` leaves it absent (it only reads as the default).
    pub default_stored: bool,
}

#[derive(Clone)]
pub struct DefaultValue {
    /// How the default reads in the definition (e.g. `::mlir::arith::FastMathFlags::none`).
    pub text: String,
    pub build: Arc<dyn Fn(&Context) -> Attribute + Send + Sync>,
}

impl std::fmt::Debug for DefaultValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DefaultValue({})", self.text)
    }
}

/// A region of the op.
#[derive(Clone, Debug)]
pub struct RegionDef {
    pub name: String,
    pub variadic: bool,
    /// `SizedRegion<1>`: at most one block.
    pub single_block: bool,
}

/// A successor of the op.
#[derive(Clone, Debug)]
pub struct SuccessorDef {
    pub name: String,
    pub variadic: bool,
}

/// Op traits with meaning for the engine, the verifier or later layers (upstream `OpTrait`s).
#[derive(Clone, Debug)]
pub enum Trait {
    Pure,
    /// No memory effect, but not always speculatable (`Pure` is both).
    NoMemoryEffect,
    Commutative,
    Idempotent,
    Involution,
    IsolatedFromAbove,
    Terminator,
    ReturnLike,
    ConstantLike,
    SameOperandsAndResultType,
    SameOperandsAndResultShape,
    SameTypeOperands,
    SameOperandsAndResultElementType,
    Elementwise,
    Scalarizable,
    Vectorizable,
    Tensorizable,
    /// The op must sit directly inside one of these ops.
    HasParent(Vec<String>),
    /// Regions hold one block ending in this op, which the text may leave out.
    SingleBlockImplicitTerminator(String),
    SingleBlock,
    NoTerminator,
    AutomaticAllocationScope,
    AffineScope,
    Symbol,
    SymbolTable,
    RecursiveMemoryEffects,
    RecursivelySpeculatable,
    NoRegionArguments,
    AttrSizedOperandSegments,
    AttrSizedResultSegments,
    /// Several variadic operand (result) groups, all of one size (no segment sizes needed).
    SameVariadicOperandSize,
    SameVariadicResultSize,
    /// `AllTypesMatch<[names]>`: the named operands/results/attributes share one type.
    AllTypesMatch(Vec<String>),
    /// `PredOpTrait`: a predicate over the whole op; fails with "failed to verify that <summary>".
    Pred { summary: String, check: fn(&Ir, OpId) -> bool },
    /// `TypesMatchWith`: the type of `to` is computed from the type of `from`.
    TypesMatchWith { from: String, to: String, summary: String, transform: fn(&Context, Type) -> Option<Type> },
}

impl PartialEq for Trait {
    /// Traits compare by kind and names (a `TypesMatchWith` transform is not compared).
    fn eq(&self, other: &Trait) -> bool {
        use Trait::*;
        match (self, other) {
            (HasParent(a), HasParent(b)) => a == b,
            (SingleBlockImplicitTerminator(a), SingleBlockImplicitTerminator(b)) => a == b,
            (AllTypesMatch(a), AllTypesMatch(b)) => a == b,
            (Pred { summary: a, .. }, Pred { summary: b, .. }) => a == b,
            (TypesMatchWith { from: a, to: b, .. }, TypesMatchWith { from: c, to: d, .. }) => a == c && b == d,
            _ => std::mem::discriminant(self) == std::mem::discriminant(other),
        }
    }
}

/// Interfaces an op implements (upstream `OpInterface`s); methods that need code live in
/// [`OpHooks`](crate::OpDef::hooks) or in the layer that uses the interface.
#[derive(Clone, Debug, PartialEq)]
pub enum Interface {
    InferTypeOpInterface,
    MemoryEffects,
    ConditionallySpeculatable,
    SymbolOpInterface,
    SymbolUserOpInterface,
    CallOpInterface,
    CallableOpInterface,
    FunctionOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    BranchOpInterface,
    CastOpInterface,
    OpAsmOpInterface,
    VectorUnrollOpInterface,
    ArithFastMathInterface,
    ArithIntegerOverflowFlagsInterface,
    ArithRoundingModeInterface,
    LoopLikeOpInterface,
    DestinationStyleOpInterface,
    Other(String),
}

pub type VerifyFn = fn(&Ir, OpId) -> EmitResult;
pub type PrintFn = fn(&mut OpPrinter<'_>, OpId);
pub type ParseFn = fn(&mut dyn AsmParser, &mut ParsedOp) -> PResult<()>;
/// Result types from operand types and attributes, for ops whose format leaves them out.
pub type InferFn = fn(&Context, &[Type], &[(mlir_ir::Ident, Attribute)]) -> Option<Vec<Type>>;
/// SSA name hints for the results (`%c0`, `%cst`): one per result, `None` for no hint.
pub type ResultNamesFn = fn(&Ir, OpId) -> Vec<Option<String>>;
/// Constant folding: given the constant value of each operand (if known), the results.
pub type SymbolVerifyFn = fn(&Ir, OpId, &mut mlir_ir::symbol::SymbolCache) -> EmitResult;
pub type FoldFn = fn(&Ir, OpId, &[Option<Attribute>]) -> Option<Vec<FoldResult>>;

pub use mlir_ir::dialect::FoldResult;

/// The hooks an op needs beyond its declarative description.
#[derive(Clone, Default, Debug)]
pub struct OpCode {
    /// Extra verification, after the model's checks (upstream `hasVerifier`).
    pub verify: Option<VerifyFn>,
    /// Verification that looks at regions' contents (upstream `hasRegionVerifier`).
    pub verify_regions: Option<VerifyFn>,
    /// Hand-written syntax (upstream `hasCustomAssemblyFormat`); used when `format` is `None`.
    pub print: Option<PrintFn>,
    pub parse: Option<ParseFn>,
    pub infer_result_types: Option<InferFn>,
    pub result_names: Option<ResultNamesFn>,
    pub fold: Option<FoldFn>,
    /// The in-place part of the folder (see `OpHooks::fold_in_place`).
    pub fold_in_place: Option<fn(&mut Ir, OpId) -> bool>,
    /// The operands forwarded to successor `i` (upstream `BranchOpInterface`): checked
    /// against the successor's block arguments.
    pub successor_operands: Option<fn(&Ir, OpId, usize) -> std::ops::Range<usize>>,
    /// Replaces the operands forwarded to successor `i` (upstream's mutable successor operand
    /// range), keeping the op's segment sizes in step.
    pub set_successor_operands: Option<fn(&mut Ir, OpId, usize, &[mlir_ir::Value])>,
    /// Whether the custom form prints region `i`'s terminator (hand-written printers that
    /// leave out implicit terminators say when).
    pub prints_terminator: Option<fn(&Ir, OpId, usize) -> bool>,
    /// The order the custom form prints the regions in, when not their own.
    pub region_print_order: Option<fn(&Ir, OpId) -> Vec<usize>>,
    /// Checks of the symbols the op refers to (upstream `verifySymbolUses`).
    pub verify_symbols: Option<SymbolVerifyFn>,
    /// When the op may be executed speculatively (upstream `ConditionallySpeculatable`'s
    /// `getSpeculatability`), for ops whose answer depends on their operands.
    pub speculatability: Option<fn(&Ir, OpId) -> crate::interfaces::Speculatability>,
    /// The op's memory effects (upstream `MemoryEffectsOpInterface::getEffects`), for ops whose
    /// effects are not implied by their traits.
    pub memory_effects: Option<fn(&Ir, OpId) -> Vec<crate::interfaces::Effect>>,
    /// The op's own verifier and `Pred` traits look at nothing but its operand and result
    /// types, attributes and properties (so a verified combination need not be checked again).
    pub local_checks: bool,
}

/// An entry of the op's argument list (upstream ODS `arguments`): operands and attributes
/// interleaved in declaration order, which generated builders follow.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Operand(usize),
    Attr(usize),
}

/// The definition of one operation.
#[derive(Clone, Debug)]
pub struct OpDef {
    /// `dialect.op`
    pub name: String,
    /// The class name generated code uses (upstream's C++ class name: `AddIOp`, `CmpFOp`).
    pub class_name: String,
    pub summary: String,
    pub operands: Vec<ValueDef>,
    pub results: Vec<ValueDef>,
    pub attrs: Vec<AttrDef>,
    /// Operands and attributes in declaration order (see [`OpDef::args`]).
    pub arg_order: Vec<Arg>,
    pub regions: Vec<RegionDef>,
    pub successors: Vec<SuccessorDef>,
    pub traits: Vec<Trait>,
    pub interfaces: Vec<Interface>,
    /// The declarative assembly format, in upstream's grammar.
    pub format: Option<String>,
    /// Regions whose entry arguments the custom form never prints (with their locations).
    pub hidden_entry_args: Vec<usize>,
    /// Inherent attributes the custom form writes in a syntax of its own (not as attributes:
    /// `memref.transpose`'s bare permutation map), which so get no alias.
    pub bare_attrs: Vec<String>,
    /// Ops inside this op's regions may drop this dialect's prefix.
    pub default_dialect: Option<String>,
    pub code: OpCode,
    /// `format`, read (once, shared by clones) when first registered.
    pub format_cache: Arc<std::sync::OnceLock<Result<Arc<crate::format::Format>, String>>>,
}

impl OpDef {
    pub fn new(name: &str) -> OpDef {
        OpDef {
            name: name.into(),
            class_name: default_class_name(name),
            summary: String::new(),
            operands: Vec::new(),
            results: Vec::new(),
            attrs: Vec::new(),
            arg_order: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::new(),
            interfaces: Vec::new(),
            format: None,
            hidden_entry_args: Vec::new(),
            bare_attrs: Vec::new(),
            default_dialect: None,
            code: OpCode::default(),
            format_cache: Arc::default(),
        }
    }

    /// Names the op's class (upstream's C++ class name) when the default derived from the
    /// mnemonic (`index_switch` → `IndexSwitchOp`) is not it.
    pub fn class_name(mut self, c: &str) -> Self {
        self.class_name = c.into();
        self
    }

    /// Operands and attributes in declaration order. Entries a dialect pushed into the vectors
    /// directly (not through the builder methods) come last, operands first.
    pub fn args(&self) -> Vec<Arg> {
        let mut out: Vec<Arg> = self
            .arg_order
            .iter()
            .copied()
            .filter(|a| match a {
                Arg::Operand(i) => *i < self.operands.len(),
                Arg::Attr(i) => *i < self.attrs.len(),
            })
            .collect();
        for i in 0..self.operands.len() {
            if !out.contains(&Arg::Operand(i)) {
                out.push(Arg::Operand(i));
            }
        }
        for i in 0..self.attrs.len() {
            if !out.contains(&Arg::Attr(i)) {
                out.push(Arg::Attr(i));
            }
        }
        out
    }

    pub fn summary(mut self, s: &str) -> Self {
        self.summary = s.into();
        self
    }

    pub fn operand(mut self, name: &str, c: TypeConstraint) -> Self {
        self.arg_order.push(Arg::Operand(self.operands.len()));
        self.operands.push(ValueDef { name: name.into(), arity: Arity::Single, constraint: c });
        self
    }

    pub fn optional_operand(mut self, name: &str, c: TypeConstraint) -> Self {
        self.arg_order.push(Arg::Operand(self.operands.len()));
        self.operands.push(ValueDef { name: name.into(), arity: Arity::Optional, constraint: c });
        self
    }

    pub fn variadic_operand(mut self, name: &str, c: TypeConstraint) -> Self {
        self.arg_order.push(Arg::Operand(self.operands.len()));
        self.operands.push(ValueDef { name: name.into(), arity: Arity::Variadic, constraint: c });
        self
    }

    pub fn result(mut self, name: &str, c: TypeConstraint) -> Self {
        self.results.push(ValueDef { name: name.into(), arity: Arity::Single, constraint: c });
        self
    }

    pub fn optional_result(mut self, name: &str, c: TypeConstraint) -> Self {
        self.results.push(ValueDef { name: name.into(), arity: Arity::Optional, constraint: c });
        self
    }

    pub fn variadic_result(mut self, name: &str, c: TypeConstraint) -> Self {
        self.results.push(ValueDef { name: name.into(), arity: Arity::Variadic, constraint: c });
        self
    }

    /// A required attribute.
    pub fn attr(mut self, name: &str, c: AttrConstraint) -> Self {
        self.arg_order.push(Arg::Attr(self.attrs.len()));
        self.attrs.push(AttrDef { name: name.into(), constraint: c, optional: false, default: None, default_stored: false });
        self
    }

    pub fn optional_attr(mut self, name: &str, c: AttrConstraint) -> Self {
        self.arg_order.push(Arg::Attr(self.attrs.len()));
        self.attrs.push(AttrDef { name: name.into(), constraint: c, optional: true, default: None, default_stored: false });
        self
    }

    /// `DefaultValuedAttr`: may be absent, reads as `default` then, and is not printed when
    /// equal to it.
    pub fn default_attr(
        mut self,
        name: &str,
        c: AttrConstraint,
        text: &str,
        build: impl Fn(&Context) -> Attribute + Send + Sync + 'static,
    ) -> Self {
        let default = Some(DefaultValue { text: text.into(), build: Arc::new(build) });
        self.arg_order.push(Arg::Attr(self.attrs.len()));
        self.attrs.push(AttrDef { name: name.into(), constraint: c, optional: true, default, default_stored: true });
        self
    }

    /// `DefaultValuedOptionalAttr`: as [`OpDef::default_attr`], but an op that is not given
    /// the attribute does not store it.
    pub fn default_optional_attr(
        self,
        name: &str,
        c: AttrConstraint,
        text: &str,
        build: impl Fn(&Context) -> Attribute + Send + Sync + 'static,
    ) -> Self {
        let mut d = self.default_attr(name, c, text, build);
        if let Some(a) = d.attrs.last_mut() {
            a.default_stored = false;
        }
        d
    }

    pub fn region(mut self, name: &str) -> Self {
        self.regions.push(RegionDef { name: name.into(), variadic: false, single_block: false });
        self
    }

    pub fn sized_region(mut self, name: &str) -> Self {
        self.regions.push(RegionDef { name: name.into(), variadic: false, single_block: true });
        self
    }

    pub fn variadic_region(mut self, name: &str, single_block: bool) -> Self {
        self.regions.push(RegionDef { name: name.into(), variadic: true, single_block });
        self
    }

    pub fn successor(mut self, name: &str) -> Self {
        self.successors.push(SuccessorDef { name: name.into(), variadic: false });
        self
    }

    pub fn variadic_successor(mut self, name: &str) -> Self {
        self.successors.push(SuccessorDef { name: name.into(), variadic: true });
        self
    }

    pub fn traits(mut self, t: impl IntoIterator<Item = Trait>) -> Self {
        self.traits.extend(t);
        self
    }

    pub fn speculatability(mut self, f: fn(&Ir, OpId) -> crate::interfaces::Speculatability) -> Self {
        self.code.speculatability = Some(f);
        self
    }

    pub fn memory_effects(mut self, f: fn(&Ir, OpId) -> Vec<crate::interfaces::Effect>) -> Self {
        self.code.memory_effects = Some(f);
        self
    }

    pub fn interfaces(mut self, i: impl IntoIterator<Item = Interface>) -> Self {
        self.interfaces.extend(i);
        self
    }

    pub fn format(mut self, f: &str) -> Self {
        self.format = Some(f.into());
        self.format_cache = Arc::default();
        self
    }

    pub fn prints_terminator(mut self, f: fn(&Ir, OpId, usize) -> bool) -> Self {
        self.code.prints_terminator = Some(f);
        self
    }

    pub fn region_print_order(mut self, f: fn(&Ir, OpId) -> Vec<usize>) -> Self {
        self.code.region_print_order = Some(f);
        self
    }

    pub fn hides_entry_args(mut self, regions: &[usize]) -> Self {
        self.hidden_entry_args = regions.to_vec();
        self
    }

    /// See [`OpDef::bare_attrs`].
    pub fn bare_attrs(mut self, names: &[&str]) -> Self {
        self.bare_attrs = names.iter().map(|n| n.to_string()).collect();
        self
    }

    pub fn default_dialect(mut self, d: &str) -> Self {
        self.default_dialect = Some(d.into());
        self
    }

    pub fn verifier(mut self, f: VerifyFn) -> Self {
        self.code.verify = Some(f);
        self
    }

    /// Declares that the verifier and the `Pred` traits given look only at the op's own
    /// types, attributes and properties (see [`OpCode::local_checks`]).
    pub fn local_checks(mut self) -> Self {
        self.code.local_checks = true;
        self
    }

    pub fn region_verifier(mut self, f: VerifyFn) -> Self {
        self.code.verify_regions = Some(f);
        self
    }

    pub fn custom_syntax(mut self, parse: ParseFn, print: PrintFn) -> Self {
        self.code.parse = Some(parse);
        self.code.print = Some(print);
        self
    }

    pub fn infer(mut self, f: InferFn) -> Self {
        self.code.infer_result_types = Some(f);
        if !self.interfaces.contains(&Interface::InferTypeOpInterface) {
            self.interfaces.push(Interface::InferTypeOpInterface);
        }
        self
    }

    pub fn result_names(mut self, f: ResultNamesFn) -> Self {
        self.code.result_names = Some(f);
        self
    }

    pub fn successor_operands(mut self, f: fn(&Ir, OpId, usize) -> std::ops::Range<usize>) -> Self {
        self.code.successor_operands = Some(f);
        self
    }

    pub fn set_successor_operands(mut self, f: fn(&mut Ir, OpId, usize, &[mlir_ir::Value])) -> Self {
        self.code.set_successor_operands = Some(f);
        self
    }

    pub fn symbol_verifier(mut self, f: SymbolVerifyFn) -> Self {
        self.code.verify_symbols = Some(f);
        self
    }

    pub fn folder(mut self, f: FoldFn) -> Self {
        self.code.fold = Some(f);
        self
    }

    /// The in-place part of the folder (see `OpHooks::fold_in_place`).
    pub fn in_place_folder(mut self, f: fn(&mut Ir, OpId) -> bool) -> Self {
        self.code.fold_in_place = Some(f);
        self
    }

    pub fn has_trait(&self, t: &Trait) -> bool {
        self.traits.contains(t)
    }

    pub fn attr_index(&self, name: &str) -> Option<usize> {
        self.attrs.iter().position(|a| a.name == name)
    }

    pub fn implicit_terminator(&self) -> Option<&str> {
        self.traits.iter().find_map(|t| match t {
            Trait::SingleBlockImplicitTerminator(n) => Some(n.as_str()),
            _ => None,
        })
    }
}

/// The class name ODS would give an op by default: its mnemonic in CamelCase with `Op`
/// (`index_switch` → `IndexSwitchOp`, `forall.in_parallel` → `ForallInParallelOp`).
pub fn default_class_name(op_name: &str) -> String {
    let mnemonic = op_name.split_once('.').map_or(op_name, |(_, m)| m);
    let mut out = String::new();
    for part in mnemonic.split(['.', '_']) {
        let mut cs = part.chars();
        if let Some(f) = cs.next() {
            out.extend(f.to_uppercase());
            out.push_str(cs.as_str());
        }
    }
    out.push_str("Op");
    out
}

/// A dialect: a namespace, its ops and its attributes' syntax.
pub struct DialectDef {
    pub name: String,
    pub ops: Vec<OpDef>,
    /// Dialect attributes (enums and others) with their syntax.
    pub attrs: Vec<(String, Arc<dyn mlir_ir::AttrHooks>)>,
    /// Dialect types with their syntax, by mnemonic.
    pub types: Vec<(String, Arc<dyn mlir_ir::TypeHooks>)>,
    /// Dialects whose ops or attributes this one uses (loaded with it).
    pub dependencies: Vec<String>,
    /// The dialect's enumerations (upstream `EnumInfo`s), for generated code.
    pub enums: Vec<Arc<crate::enums::EnumDef>>,
    /// The dialect attributes wrapping an enum (upstream `EnumAttr`s), for generated code.
    pub enum_attrs: Vec<Arc<crate::enums::BitEnumAttr>>,
}

impl DialectDef {
    pub fn new(name: &str) -> DialectDef {
        DialectDef {
            name: name.into(),
            ops: Vec::new(),
            attrs: Vec::new(),
            types: Vec::new(),
            dependencies: Vec::new(),
            enums: Vec::new(),
            enum_attrs: Vec::new(),
        }
    }

    /// Sets the class names of the ops whose name the default rule does not give, from
    /// `(mnemonic, class)` pairs. A mnemonic naming no op is a bug in the table (panics).
    pub fn set_class_names(&mut self, names: &[(&str, &str)]) {
        for (mnemonic, class) in names {
            let full = format!("{}.{mnemonic}", self.name);
            let op = self.ops.iter_mut().find(|o| o.name == full);
            let op = op.unwrap_or_else(|| panic!("class name for unknown op {full}"));
            op.class_name = (*class).into();
        }
    }

    /// Registers an enum attribute wrapper: its syntax hooks and, for generated code, it and
    /// its enumeration.
    pub fn add_enum_attr(&mut self, attr: &Arc<crate::enums::BitEnumAttr>) {
        self.attrs.push((attr.mnemonic.clone(), attr.clone()));
        self.add_enum(&attr.def);
        self.enum_attrs.push(attr.clone());
    }

    /// Lists an enumeration for generated code (once).
    pub fn add_enum(&mut self, e: &Arc<crate::enums::EnumDef>) {
        if !self.enums.iter().any(|x| Arc::ptr_eq(x, e)) {
            self.enums.push(e.clone());
        }
    }
}
