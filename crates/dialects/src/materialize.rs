//! How each dialect turns a folded constant back into an op (upstream's
//! `Dialect::materializeConstant`), registered with the context by [`register`].
//!
//! Folding an op of dialect `D` yields attributes; the greedy rewrite driver asks `D`'s
//! materializer for a constant op of the result type. Each function creates the op detached
//! (the caller places it) and returns `None` when the value cannot be a constant of `D`.

use mlir_ir::{AttrKind, Attribute, Context, Ir, Location, OpId, OperationState, Type, TypeKind};

/// Registers the materializers of the dialects of this crate.
pub fn register(ctx: &Context) {
    ctx.register_constant_materializer("arith", arith);
    ctx.register_constant_materializer("math", math);
    ctx.register_constant_materializer("complex", complex);
    ctx.register_constant_materializer("index", index);
    ctx.register_constant_materializer("ub", ub);
    ctx.register_constant_materializer("func", func);
    // memref's materializer is arith's (upstream's `arith::ConstantOp::materialize`).
    ctx.register_constant_materializer("memref", arith);
}

/// `name` with property `value`, one result of type `ty`.
fn constant(ir: &mut Ir, name: &str, value: Attribute, ty: Type, loc: Location) -> OpId {
    let ctx = ir.ctx.clone();
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.result_types.push(ty);
    st.props = Some(ctx.dictionary(vec![(ctx.ident("value"), value)]));
    ir.create_op(st)
}

use crate::ub::is_poison;

/// `ub.poison` for the poison attribute.
fn ub(ir: &mut Ir, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    is_poison(&ir.ctx, value).then(|| constant(ir, "ub.poison", value, ty, loc))
}

/// The type of a typed attribute (integers, floats, elements).
fn typed_attr_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::DenseElements { ty, .. } | AttrKind::DenseString { ty, .. } | AttrKind::DenseResource { ty, .. } | AttrKind::Sparse { ty, .. } => {
            Some(*ty)
        }
        _ => None,
    }
}

/// `arith.constant` when `value` is an integer, float or elements attribute of exactly type
/// `ty` (signless when an integer); `ub.poison` for poison.
fn arith(ir: &mut Ir, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    if is_poison(&ir.ctx, value) {
        return ub(ir, value, ty, loc);
    }
    let ctx = ir.ctx.clone();
    if typed_attr_type(&ctx, value) != Some(ty) {
        return None;
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
        if *signedness != mlir_ir::Signedness::Signless {
            return None;
        }
    }
    Some(constant(ir, "arith.constant", value, ty, loc))
}

/// As arith (math has no constant op of its own).
fn math(ir: &mut Ir, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    arith(ir, value, ty, loc)
}

/// `complex.constant` for a `[re, im]` array of a complex type's parts; else as arith.
fn complex(ir: &mut Ir, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    let ctx = ir.ctx.clone();
    if let (AttrKind::Array(parts), TypeKind::Complex(elem)) = (ctx.attr_kind(value), ctx.type_kind(ty)) {
        let fits = parts.len() == 2 && parts.iter().all(|&p| typed_attr_type(&ctx, p) == Some(*elem));
        return fits.then(|| constant(ir, "complex.constant", value, ty, loc));
    }
    arith(ir, value, ty, loc)
}

/// `index.bool.constant` for a boolean of type `i1`, `index.constant` for an index integer.
fn index(ir: &mut Ir, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    let ctx = ir.ctx.clone();
    let AttrKind::Integer { ty: vty, .. } = ctx.attr_kind(value) else { return None };
    match (ctx.type_kind(*vty), ctx.type_kind(ty)) {
        (TypeKind::Integer { width: 1, signedness: mlir_ir::Signedness::Signless }, TypeKind::Integer { width: 1, signedness: mlir_ir::Signedness::Signless }) => {
            Some(constant(ir, "index.bool.constant", value, ty, loc))
        }
        (TypeKind::Index, TypeKind::Index) => Some(constant(ir, "index.constant", value, ty, loc)),
        _ => None,
    }
}

/// `func.constant` for a flat symbol reference of a function type.
fn func(ir: &mut Ir, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    let ctx = ir.ctx.clone();
    let flat = matches!(ctx.attr_kind(value), AttrKind::SymbolRef { nested, .. } if nested.is_empty());
    let fn_type = matches!(ctx.type_kind(ty), TypeKind::Function { .. });
    (flat && fn_type).then(|| constant(ir, "func.constant", value, ty, loc))
}
