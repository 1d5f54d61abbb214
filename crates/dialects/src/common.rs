//! Pieces several dialects share: type transforms and container helpers.

use mlir_ir::{Context, Signedness, Type, TypeKind};

/// `i1` with the shape of `t` (upstream's `getI1SameShape`): `i1` for scalars, a vector or
/// tensor of `i1` of the same shape otherwise.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Option<Type> {
    let i1 = ctx.integer_type(1, Signedness::Signless);
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
