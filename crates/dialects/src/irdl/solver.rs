//! What an IRDL definition's SSA values stand for at run time, and the solver that checks
//! attributes (types as type attributes) against them.
//!
//! Each constraint op of a definition is one slot, numbered in body order. Verifying one op,
//! type or attribute uses one [`Solver`]: the first attribute a slot accepts is bound to it,
//! and later checks of that slot then demand the same attribute (so `results(a: %0, b: %0)`
//! means "both results have one type"). `any_of` is greedy (first alternative that holds
//! wins, no backtracking), as upstream's.

use mlir_ir::print::attr_to_string;
use mlir_ir::{AttrKind, Attribute, Context, LocKind, TypeKind};

/// One slot's constraint.
#[derive(Clone, Debug)]
pub(super) enum Constraint {
    /// Exactly this attribute.
    Is(Attribute),
    /// A type (as a type attribute) of the kind named `name` (`builtin.integer`, `d.t`).
    BaseType(String),
    /// An attribute of the kind named `name`.
    BaseAttr(String),
    /// The dynamic type `dialect.name`, its parameters checked against the slots `args`.
    DynType { dialect: String, name: String, args: Vec<usize> },
    /// The dynamic attribute `dialect.name`, likewise.
    DynAttr { dialect: String, name: String, args: Vec<usize> },
    Any,
    AnyOf(Vec<usize>),
    AllOf(Vec<usize>),
}

/// A region definition: its entry arguments (when constrained) and block count (when fixed).
#[derive(Clone, Debug)]
pub(super) struct RegionConstraint {
    pub args: Option<Vec<usize>>,
    pub blocks: Option<i64>,
}

/// The kind name of a type, as upstream's abstract type names it.
pub(super) fn type_kind_name(ctx: &Context, t: mlir_ir::Type) -> String {
    let n = match ctx.type_kind(t) {
        TypeKind::Integer { .. } => "builtin.integer",
        TypeKind::Index => "builtin.index",
        TypeKind::None => "builtin.none",
        TypeKind::Float(k) => return format!("builtin.{}", k.mlir_type_name()),
        TypeKind::Complex(_) => "builtin.complex",
        TypeKind::Tuple(_) => "builtin.tuple",
        TypeKind::Function { .. } => "builtin.function",
        TypeKind::Vector { .. } => "builtin.vector",
        TypeKind::RankedTensor { .. } => "builtin.tensor",
        TypeKind::UnrankedTensor { .. } => "builtin.unranked_tensor",
        TypeKind::MemRef { .. } => "builtin.memref",
        TypeKind::UnrankedMemRef { .. } => "builtin.unranked_memref",
        TypeKind::Opaque { .. } => "builtin.opaque",
        TypeKind::Dialect { dialect, mnemonic, .. } => return format!("{}.{}", ctx.str(*dialect), ctx.str(*mnemonic)),
    };
    n.to_string()
}

/// The kind name of an attribute, as upstream's abstract attribute names it.
pub(super) fn attr_kind_name(ctx: &Context, a: Attribute) -> String {
    let n = match ctx.attr_kind(a) {
        AttrKind::Unit => "builtin.unit",
        AttrKind::Integer { .. } => "builtin.integer",
        AttrKind::Float { .. } => "builtin.float",
        AttrKind::String { .. } => "builtin.string",
        AttrKind::Type(_) => "builtin.type",
        AttrKind::Array(_) => "builtin.array",
        AttrKind::Dictionary(_) => "builtin.dictionary",
        AttrKind::SymbolRef { .. } => "builtin.symbol_ref",
        AttrKind::DenseElements { .. } => "builtin.dense_int_or_fp_elements",
        AttrKind::DenseString { .. } => "builtin.dense_string_elements",
        AttrKind::DenseArray { .. } => "builtin.dense_array",
        AttrKind::DenseResource { .. } => "builtin.dense_resource_elements",
        AttrKind::Dialect { dialect, mnemonic, .. } => return format!("{}.{}", ctx.str(*dialect), ctx.str(*mnemonic)),
        AttrKind::Opaque { .. } => "builtin.opaque",
        AttrKind::AffineMap(_) => "builtin.affine_map",
        AttrKind::IntegerSet(_) => "builtin.integer_set",
        AttrKind::StridedLayout { .. } => "builtin.strided_layout",
        AttrKind::Location(l) => match l {
            LocKind::Unknown => "builtin.unknown_loc",
            LocKind::FileLineCol { .. } => "builtin.file_line_range",
            LocKind::Name { .. } => "builtin.name_loc",
            LocKind::CallSite { .. } => "builtin.call_site_loc",
            LocKind::Fused(_) => "builtin.fused_loc",
        },
        AttrKind::Sparse { .. } => "builtin.sparse_elements",
        AttrKind::Distinct { .. } => "builtin.distinct",
    };
    n.to_string()
}

/// The builtin type kinds `irdl.base "!name"` may name.
pub(super) const BUILTIN_TYPES: &[&str] = &[
    "builtin.integer",
    "builtin.index",
    "builtin.none",
    "builtin.complex",
    "builtin.tuple",
    "builtin.function",
    "builtin.vector",
    "builtin.tensor",
    "builtin.unranked_tensor",
    "builtin.memref",
    "builtin.unranked_memref",
    "builtin.opaque",
];

/// The builtin attribute kinds `irdl.base "#name"` may name.
pub(super) const BUILTIN_ATTRS: &[&str] = &[
    "builtin.unit",
    "builtin.integer",
    "builtin.float",
    "builtin.string",
    "builtin.type",
    "builtin.array",
    "builtin.dictionary",
    "builtin.symbol_ref",
    "builtin.dense_int_or_fp_elements",
    "builtin.dense_string_elements",
    "builtin.dense_array",
    "builtin.dense_resource_elements",
    "builtin.opaque",
    "builtin.affine_map",
    "builtin.integer_set",
    "builtin.strided_layout",
    "builtin.sparse_elements",
    "builtin.distinct",
    "builtin.unknown_loc",
    "builtin.file_line_range",
    "builtin.name_loc",
    "builtin.call_site_loc",
    "builtin.fused_loc",
];

/// One verification's bindings over a definition's slots.
pub(super) struct Solver<'a> {
    ctx: &'a Context,
    constraints: &'a [Constraint],
    assigned: Vec<Option<Attribute>>,
}

impl<'a> Solver<'a> {
    pub fn new(ctx: &'a Context, constraints: &'a [Constraint]) -> Self {
        Solver { ctx, constraints, assigned: vec![None; constraints.len()] }
    }

    fn text(&self, a: Attribute) -> String {
        attr_to_string(self.ctx, a)
    }

    /// Checks `attr` against slot `slot`, binding the slot when it accepts; the error message
    /// otherwise.
    pub fn verify(&mut self, attr: Attribute, slot: usize) -> Result<(), String> {
        if let Some(bound) = self.assigned.get(slot).copied().flatten() {
            if bound == attr {
                return Ok(());
            }
            return Err(format!("expected '{}' but got '{}'", self.text(bound), self.text(attr)));
        }
        let Some(c) = self.constraints.get(slot) else { return Ok(()) };
        self.check(c, attr)?;
        self.assigned[slot] = Some(attr);
        Ok(())
    }

    fn check(&mut self, c: &'a Constraint, attr: Attribute) -> Result<(), String> {
        let ctx = self.ctx;
        match c {
            Constraint::Is(want) => {
                if *want == attr {
                    Ok(())
                } else {
                    Err(format!("expected '{}' but got '{}'", self.text(*want), self.text(attr)))
                }
            }
            Constraint::BaseAttr(name) => {
                let got = attr_kind_name(ctx, attr);
                if got == *name {
                    Ok(())
                } else {
                    Err(format!("expected base attribute '{name}' but got '{got}'"))
                }
            }
            Constraint::BaseType(name) => {
                let AttrKind::Type(t) = ctx.attr_kind(attr) else {
                    return Err(format!("expected type, got attribute '{}", self.text(attr)));
                };
                let got = type_kind_name(ctx, *t);
                if got == *name {
                    Ok(())
                } else {
                    Err(format!("expected base type '{name}' but got '{got}'"))
                }
            }
            Constraint::DynType { dialect, name, args } => {
                let AttrKind::Type(t) = ctx.attr_kind(attr) else {
                    return Err(format!("expected type, got attribute '{}", self.text(attr)));
                };
                let params = match ctx.type_kind(*t) {
                    TypeKind::Dialect { dialect: d, mnemonic: m, params } if ctx.str(*d) == dialect && ctx.str(*m) == name => params.clone(),
                    _ => return Err(format!("expected base type '{dialect}.{name}' but got '{}'", self.text(attr))),
                };
                self.check_params(dialect, name, &params, args)
            }
            Constraint::DynAttr { dialect, name, args } => {
                let params = match ctx.attr_kind(attr) {
                    AttrKind::Dialect { dialect: d, mnemonic: m, params } if ctx.str(*d) == dialect && ctx.str(*m) == name => params.clone(),
                    // Upstream names the expected attribute with its parts swapped.
                    _ => return Err(format!("expected base attribute '{name}.{dialect}' but got '{}'", self.text(attr))),
                };
                self.check_params(dialect, name, &params, args)
            }
            Constraint::Any => Ok(()),
            Constraint::AnyOf(slots) => {
                for &s in slots {
                    if self.verify(attr, s).is_ok() {
                        return Ok(());
                    }
                }
                Err(format!("'{}' does not satisfy the constraint", self.text(attr)))
            }
            Constraint::AllOf(slots) => {
                for &s in slots {
                    self.verify(attr, s)?;
                }
                Ok(())
            }
        }
    }

    fn check_params(&mut self, dialect: &str, name: &str, params: &[Attribute], args: &[usize]) -> Result<(), String> {
        if params.len() != args.len() {
            return Err(format!("attribute '{dialect}.{name}' expects {} parameters but got {}", params.len(), args.len()));
        }
        for (p, s) in params.iter().zip(args) {
            self.verify(*p, *s)?;
        }
        Ok(())
    }
}
