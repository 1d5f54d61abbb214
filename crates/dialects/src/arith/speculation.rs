//! When integer division and remainder may be executed speculatively (upstream's
//! `getSpeculatability` of the div/rem ops): only with a constant divisor that can never trap
//! (no zero element, and for signed ops no -1 element, since `MIN / -1` overflows).

use super::fold::{int_const, int_elements, int_width};
use crate::apint::ApInt;
use mlir_ir::Ir;
use mlir_ir::OpId;
use mlir_ods::interfaces::Speculatability;

/// The elements of the constant divisor (operand 1), if it is an `arith.constant` integer or
/// dense integer attribute (a scalar or splat as one element).
fn constant_divisor(ir: &Ir, op: OpId) -> Option<Vec<ApInt>> {
    let def = ir.defining_op(ir.operand(op, 1))?;
    if ir.name_str(def) != "arith.constant" {
        return None;
    }
    let ctx = &ir.ctx;
    let value = mlir_ods::groups::prop(ir, def, "value")?;
    let w = int_width(ctx, ir.value_type(ir.result(def, 0)))?;
    match int_const(ctx, Some(value), w) {
        Some(v) => Some(vec![v]),
        None => int_elements(ctx, Some(value), w).map(|(v, _)| v),
    }
}

pub(super) fn unsigned(ir: &Ir, op: OpId) -> Speculatability {
    match constant_divisor(ir, op) {
        Some(v) if v.iter().all(|d| !d.is_zero()) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

pub(super) fn signed(ir: &Ir, op: OpId) -> Speculatability {
    match constant_divisor(ir, op) {
        Some(v) if v.iter().all(|d| !d.is_zero() && !d.is_all_ones()) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}
