//! Type and attribute constraints: a predicate, the summary upstream's messages quote
//! (`operand #0 must be <summary>, but got 'f32'`), and, for attributes, how the assembly
//! format spells a value.

use crate::enums::EnumDef;
use mlir_ir::{AttrKind, Attribute, Context, Signedness, Type, TypeKind};
use std::sync::Arc;

pub type TypePred = Arc<dyn Fn(&Context, Type) -> bool + Send + Sync>;
pub type AttrPred = Arc<dyn Fn(&Context, Attribute) -> bool + Send + Sync>;

/// A constraint on the type of an operand or result.
#[derive(Clone)]
pub struct TypeConstraint {
    /// The ODS name (`SignlessIntegerLike`), for generated code and stubs.
    pub name: String,
    pub summary: String,
    pub pred: TypePred,
    /// The one type the constraint allows, when it fixes one (`I1`, `Index`): a format may
    /// leave such a type out.
    pub buildable: Option<fn(&Context) -> Type>,
    /// The builtin type class the constraint names (`builtin.complex`, ...) with its test: a
    /// type of another class is rejected while parsing ("invalid kind of type specified").
    pub class: Option<(&'static str, fn(&Context, Type) -> bool)>,
}

impl std::fmt::Debug for TypeConstraint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "TypeConstraint({})", self.name)
    }
}

impl TypeConstraint {
    pub fn new(name: &str, summary: &str, pred: impl Fn(&Context, Type) -> bool + Send + Sync + 'static) -> Self {
        TypeConstraint { name: name.into(), summary: summary.into(), pred: Arc::new(pred), buildable: None, class: None }
    }

    /// Names the builtin type class values of this constraint belong to.
    pub fn class(mut self, name: &'static str, test: fn(&Context, Type) -> bool) -> Self {
        self.class = Some((name, test));
        self
    }

    pub fn buildable(mut self, b: fn(&Context) -> Type) -> Self {
        self.buildable = Some(b);
        self
    }

    pub fn check(&self, ctx: &Context, ty: Type) -> bool {
        (self.pred)(ctx, ty)
    }

    /// `a or b`, as ODS's `AnyTypeOf`.
    pub fn or(self, other: TypeConstraint, name: &str, summary: &str) -> Self {
        let (a, b) = (self.pred, other.pred);
        TypeConstraint::new(name, summary, move |c, t| a(c, t) || b(c, t))
    }
}

// ----- type predicates -----

pub fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, .. })
}

pub fn is_signless_nonzero_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, width } if *width > 0)
}

pub fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}

pub fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

pub fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, width: 1 })
}

/// The element type of a vector or tensor (ranked or not); `None` for anything else.
pub fn vector_or_tensor_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}

/// `t` satisfies `scalar`, or is a vector/tensor whose elements do (ODS's `TypeOrContainer`).
pub fn scalar_or_container(ctx: &Context, t: Type, scalar: impl Fn(&Context, Type) -> bool) -> bool {
    if scalar(ctx, t) {
        return true;
    }
    vector_or_tensor_elem(ctx, t).is_some_and(|e| scalar(ctx, e))
}

/// The element type of a shaped type, or the type itself.
pub fn element_type_or_self(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

// ----- common type constraints -----

pub fn any_type() -> TypeConstraint {
    TypeConstraint::new("AnyType", "any type", |_, _| true)
}

pub fn is_integer_class(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. })
}

pub fn index() -> TypeConstraint {
    TypeConstraint::new("Index", "index", is_index).buildable(|c| c.index_type()).class("builtin.index", is_index)
}

pub fn i1() -> TypeConstraint {
    TypeConstraint::new("I1", "1-bit signless integer", is_i1).buildable(|c| c.i1_type()).class("builtin.integer", is_integer_class)
}

pub fn signless_integer() -> TypeConstraint {
    TypeConstraint::new("AnySignlessInteger", "signless integer", is_signless_int).class("builtin.integer", is_integer_class)
}

pub fn signless_int_or_index() -> TypeConstraint {
    TypeConstraint::new("AnySignlessIntegerOrIndex", "signless integer or index", |c, t| is_signless_int(c, t) || is_index(c, t))
}

pub fn float() -> TypeConstraint {
    TypeConstraint::new("AnyFloat", "floating-point", is_float)
}

pub fn float_like() -> TypeConstraint {
    TypeConstraint::new("FloatLike", "floating-point-like", |c, t| scalar_or_container(c, t, is_float))
}

pub fn bool_like() -> TypeConstraint {
    TypeConstraint::new("BoolLike", "bool-like", |c, t| scalar_or_container(c, t, is_i1))
}

pub fn signless_int_like() -> TypeConstraint {
    TypeConstraint::new("SignlessIntegerOrIndexLike", "signless-non-zero-bitwidth-integer-like", |c, t| {
        scalar_or_container(c, t, |c, e| is_signless_nonzero_int(c, e) || is_index(c, e))
    })
}

pub fn signless_fixed_width_int_like() -> TypeConstraint {
    TypeConstraint::new("SignlessFixedWidthIntegerLike", "signless-fixed-width-integer-like", |c, t| {
        scalar_or_container(c, t, is_signless_nonzero_int)
    })
}

pub fn function_type() -> TypeConstraint {
    let is_fn = |c: &Context, t: Type| matches!(c.type_kind(t), TypeKind::Function { .. });
    TypeConstraint::new("FunctionType", "function type", is_fn).class("builtin.function", is_fn)
}

// ----- attribute constraints -----

/// How a format spells an attribute variable.
#[derive(Clone)]
pub enum AttrSyntax {
    /// The attribute's full form, its type included (`42 : i32`, `[1, 2]`, `"s"`).
    Full,
    /// Without its type, which is this one (`I64Attr` prints `5`, parses `5` as `i64`).
    WithoutType(fn(&Context) -> Type),
    /// `UnitAttr`: present or not; only usable as an optional group's anchor.
    Unit,
    /// `SymbolNameAttr`: a string attribute spelled `@name`.
    SymbolName,
    /// `TypeAttr`: the type alone.
    Type,
    /// An integer enum spelled by its case keyword (`slt`).
    IntEnum(Arc<EnumDef>),
    /// A dense array spelled by its elements alone (`[1, 2]` for `array<i32: 1, 2>`); the
    /// element type is this one.
    DenseArray(fn(&Context) -> Type),
    /// A dialect attribute spelled by its body alone (`<fast>` for `#arith.fastmath<fast>`).
    /// `full` is `dialect.mnemonic`, the key of its hooks.
    Dialect { dialect: String, mnemonic: String, full: String },
}

/// A constraint on an attribute's value.
#[derive(Clone)]
pub struct AttrConstraint {
    /// The ODS name (`I64Attr`, `Arith_CmpIPredicateAttr`), for generated code.
    pub name: String,
    pub summary: String,
    pub pred: AttrPred,
    pub syntax: AttrSyntax,
    /// The constraint names a storage class (symbol reference, array, ...): a value of
    /// another kind is rejected while parsing ("invalid kind of attribute specified").
    pub class_checked: bool,
}

impl std::fmt::Debug for AttrConstraint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AttrConstraint({})", self.name)
    }
}

impl AttrConstraint {
    pub fn new(name: &str, summary: &str, syntax: AttrSyntax, pred: impl Fn(&Context, Attribute) -> bool + Send + Sync + 'static) -> Self {
        AttrConstraint { name: name.into(), summary: summary.into(), pred: Arc::new(pred), syntax, class_checked: false }
    }

    /// Marks the constraint as a storage class checked at parse time.
    pub fn class_checked(mut self) -> Self {
        self.class_checked = true;
        self
    }

    pub fn check(&self, ctx: &Context, a: Attribute) -> bool {
        (self.pred)(ctx, a)
    }
}

fn is_int_attr_of(ctx: &Context, a: Attribute, width: u32) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => {
            matches!(ctx.type_kind(*ty), TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width)
        }
        _ => false,
    }
}

pub fn any_attr() -> AttrConstraint {
    AttrConstraint::new("AnyAttr", "any attribute", AttrSyntax::Full, |_, _| true)
}

pub fn unit_attr() -> AttrConstraint {
    AttrConstraint::new("UnitAttr", "unit attribute", AttrSyntax::Unit, |c, a| matches!(c.attr_kind(a), AttrKind::Unit))
}

/// Read with the type `none` expected (as upstream's generated parsers read a `StrAttr`), so a
/// bare number is refused where it stands.
pub fn str_attr() -> AttrConstraint {
    AttrConstraint::new("StrAttr", "string attribute", AttrSyntax::WithoutType(|ctx| ctx.none_type()), |c, a| {
        matches!(c.attr_kind(a), AttrKind::String { ty: None, .. })
    })
    .class_checked()
}

pub fn symbol_name_attr() -> AttrConstraint {
    AttrConstraint::new("SymbolNameAttr", "string attribute", AttrSyntax::SymbolName, |c, a| {
        matches!(c.attr_kind(a), AttrKind::String { ty: None, .. })
    })
}

pub fn flat_symbol_ref_attr() -> AttrConstraint {
    AttrConstraint::new("FlatSymbolRefAttr", "flat symbol reference attribute", AttrSyntax::Full, |c, a| {
        matches!(c.attr_kind(a), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
    })
    .class_checked()
}

pub fn symbol_ref_attr() -> AttrConstraint {
    AttrConstraint::new("SymbolRefAttr", "symbol reference attribute", AttrSyntax::Full, |c, a| {
        matches!(c.attr_kind(a), AttrKind::SymbolRef { .. })
    })
    .class_checked()
}

pub fn i32_attr() -> AttrConstraint {
    AttrConstraint::new("I32Attr", "32-bit signless integer attribute", AttrSyntax::WithoutType(|c| c.integer_type(32, Signedness::Signless)), |c, a| is_int_attr_of(c, a, 32))
}

pub fn i64_attr() -> AttrConstraint {
    AttrConstraint::new("I64Attr", "64-bit signless integer attribute", AttrSyntax::WithoutType(|c| c.i64_type()), |c, a| is_int_attr_of(c, a, 64))
}

pub fn index_attr() -> AttrConstraint {
    AttrConstraint::new("IndexAttr", "index attribute", AttrSyntax::WithoutType(|c| c.index_type()), |c, a| {
        matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if is_index(c, *ty))
    })
}

pub fn bool_attr() -> AttrConstraint {
    AttrConstraint::new("BoolAttr", "bool attribute", AttrSyntax::Full, |c, a| is_int_attr_of(c, a, 1))
}

pub fn type_attr_of(name: &str, summary: &str, ty: TypeConstraint) -> AttrConstraint {
    let full = format!("type attribute of {summary}");
    AttrConstraint::new(name, &full, AttrSyntax::Type, move |c, a| match c.attr_kind(a) {
        AttrKind::Type(t) => ty.check(c, *t),
        _ => false,
    })
}

/// Read with the type `none` expected, as upstream's generated parsers read an `ArrayAttr` (so
/// `1.0 : f32` is refused at the colon rather than read as a typed float).
pub fn array_attr() -> AttrConstraint {
    AttrConstraint::new("ArrayAttr", "array attribute", AttrSyntax::WithoutType(|ctx| ctx.none_type()), |c, a| {
        matches!(c.attr_kind(a), AttrKind::Array(_))
    })
    .class_checked()
}

pub fn dictionary_array_attr() -> AttrConstraint {
    AttrConstraint::new("DictArrayAttr", "Array of dictionary attributes", AttrSyntax::Full, |c, a| match c.attr_kind(a) {
        AttrKind::Array(es) => es.iter().all(|e| matches!(c.attr_kind(*e), AttrKind::Dictionary(_))),
        _ => false,
    })
}

/// Attributes with a type (integers, floats, elements, ...): upstream's `TypedAttrInterface`.
pub fn typed_attr() -> AttrConstraint {
    AttrConstraint::new("TypedAttrInterface", "TypedAttr instance", AttrSyntax::Full, |c, a| typed_attr_type(c, a).is_some()).class_checked()
}

/// The type of a typed attribute.
pub fn typed_attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseString { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        AttrKind::String { ty: Some(t), .. } | AttrKind::Opaque { ty: Some(t), .. } => Some(*t),
        // A plain string is typed too (upstream: its type is `none`).
        AttrKind::String { ty: None, .. } => Some(ctx.none_type()),
        _ => None,
    }
}

/// `DenseI64ArrayAttr` and friends.
pub fn dense_i32_array_attr() -> AttrConstraint {
    AttrConstraint::new("DenseI32ArrayAttr", "i32 dense array attribute", AttrSyntax::DenseArray(|c| c.integer_type(32, Signedness::Signless)), |c, a| {
        matches!(c.attr_kind(a), AttrKind::DenseArray { elem, .. } if matches!(c.type_kind(*elem), TypeKind::Integer { width: 32, .. }))
    })
}

pub fn dense_i64_array_attr() -> AttrConstraint {
    AttrConstraint::new("DenseI64ArrayAttr", "i64 dense array attribute", AttrSyntax::DenseArray(|c| c.i64_type()), |c, a| {
        matches!(c.attr_kind(a), AttrKind::DenseArray { elem, .. } if matches!(c.type_kind(*elem), TypeKind::Integer { width: 64, .. }))
    })
}

/// `AnyIntElementsAttr`: dense elements of an integer type.
pub fn int_elements_attr() -> AttrConstraint {
    AttrConstraint::new("AnyIntElementsAttr", "integer elements attribute", AttrSyntax::Full, |c, a| match c.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => c.type_kind(*ty).element_type().is_some_and(|e| matches!(c.type_kind(e), TypeKind::Integer { .. })),
        _ => false,
    })
}
