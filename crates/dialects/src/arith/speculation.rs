//! When integer division and remainder may be executed speculatively (upstream's
//! `getSpeculatability` of the div/rem ops): only with a constant divisor that can never trap
//! (no zero element, and for signed ops no -1 element, since `MIN / -1` overflows).

use mlir_ir::{AttrKind, Ir, OpId, TypeKind};
use mlir_ods::interfaces::Speculatability;

/// The elements of the constant divisor (operand 1) as sign-extended 64-bit values, if it is
/// an `arith.constant` integer or dense integer attribute.
fn constant_divisor(ir: &Ir, op: OpId) -> Option<Vec<i64>> {
    let def = ir.defining_op(ir.operand(op, 1))?;
    if ir.name_str(def) != "arith.constant" {
        return None;
    }
    let ctx = &ir.ctx;
    match ctx.attr_kind(mlir_ods::groups::prop(ir, def, "value")?) {
        AttrKind::Integer { value, .. } => Some(vec![value.as_i64()?]),
        AttrKind::DenseElements { ty, splat, raw } => {
            let w = match ctx.type_kind(ctx.type_kind(*ty).element_type()?) {
                TypeKind::Integer { width, .. } if (2..=64).contains(width) => *width,
                TypeKind::Index => 64,
                _ => return None,
            };
            let bytes = w.div_ceil(8) as usize;
            let elems = if *splat { &raw[..bytes.min(raw.len())] } else { &raw[..] };
            Some(
                elems
                    .chunks(bytes)
                    .map(|c| {
                        let v = c.iter().rev().fold(0u64, |acc, b| (acc << 8) | *b as u64);
                        ((v << (64 - w)) as i64) >> (64 - w)
                    })
                    .collect(),
            )
        }
        _ => None,
    }
}

pub(super) fn unsigned(ir: &Ir, op: OpId) -> Speculatability {
    match constant_divisor(ir, op) {
        Some(v) if v.iter().all(|&d| d != 0) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

pub(super) fn signed(ir: &Ir, op: OpId) -> Speculatability {
    match constant_divisor(ir, op) {
        Some(v) if v.iter().all(|&d| d != 0 && d != -1) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}
