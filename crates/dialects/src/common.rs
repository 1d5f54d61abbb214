//! Pieces several dialects share: type transforms and container helpers.

use mlir_ir::{AttrKind, Attribute, Context, Type, TypeKind};

/// `i1` with the shape of `t` (upstream's `getI1SameShape`): `i1` for scalars, a vector or
/// tensor of `i1` of the same shape otherwise.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Option<Type> {
    let i1 = ctx.i1_type();
    Some(match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } => {
            ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), elem: i1 })
        }
        TypeKind::RankedTensor { shape, encoding, .. } => {
            ctx.intern_type(TypeKind::RankedTensor { shape: shape.clone(), elem: i1, encoding: *encoding })
        }
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { elem: i1 }),
        _ => i1,
    })
}

/// What holds the elements of a value: a scalar (0), vector (1), tensor (2) or memref (3).
pub fn container(ctx: &Context, t: Type) -> (u8, Type) {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } => (1, *elem),
        TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => (2, *elem),
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => (3, *elem),
        _ => (0, t),
    }
}

/// The bit width of an integer or float type.
pub fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

/// `Some(true)` for `f32`, `Some(false)` for `f64`: the formats folders compute in, where the
/// host's IEEE-754 arithmetic is exactly upstream's.
pub fn f32_or_f64(ctx: &Context, t: Type) -> Option<bool> {
    match ctx.type_kind(t) {
        TypeKind::Float(mlir_ir::FloatKind::F32) => Some(true),
        TypeKind::Float(mlir_ir::FloatKind::F64) => Some(false),
        _ => None,
    }
}

/// The value of a float constant of the format `f32_or_f64` chose.
pub fn float_value(ctx: &Context, a: Option<Attribute>, single: bool) -> Option<f64> {
    match ctx.attr_kind(a?) {
        AttrKind::Float { bits, .. } => Some(if single { f32::from_bits(*bits as u32) as f64 } else { f64::from_bits(*bits as u64) }),
        _ => None,
    }
}

/// The float attribute of type `ty` holding `v` (rounded to `f32` when `single`).
pub fn float_attr(ctx: &Context, ty: Type, v: f64, single: bool) -> Attribute {
    let bits = if single { (v as f32).to_bits() as u128 } else { v.to_bits() as u128 };
    ctx.attr(AttrKind::Float { ty, bits })
}

/// The `i64` entries of a dense array attribute.
pub fn i64s(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { len, raw, .. }) if raw.len() == len * 8 => {
            raw.chunks(8).map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes"))).collect()
        }
        _ => Vec::new(),
    }
}

/// An `i64` dense array attribute (`array<i64: ...>`) of `v`.
pub fn i64_array(ctx: &Context, v: &[i64]) -> Attribute {
    let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    ctx.attr(AttrKind::DenseArray { elem: ctx.i64_type(), len: v.len(), raw: raw.into() })
}
