//! Folders and canonicalization patterns of `complex`, with the reference build's rules.
//!
//! Folders: a constant folds to its value; `bitcast` to its own type is its operand;
//! `create(re(z), im(z))` is `z`; `re`/`im` of a constant or of a `create` are that part;
//! `neg` and `conj` applied twice are the operand; multiplying by a `complex.constant` one
//! (either sign of zero imaginary part) is the other operand; subtracting a
//! `complex.constant` zero (either sign) is the left operand, adding one only when both
//! parts are negative zeros (`a + (+0)` is not `a` for `a = -0`).
//!
//! Folds that are not exact in floating point need fast-math flags, as in the reference
//! build (found by trying each flag): `add(sub(a, b), b)`, `add(b, sub(a, b))` and
//! `sub(add(a, b), b)` are `a` when the inner op has `reassoc` and the outer one `reassoc`
//! and `nsz`; `exp(log(a))` is `a` when the `log` has `reassoc`, `nnan`, `ninf` and `nsz` and
//! the `exp` has `reassoc`; dividing by a constant one is the left operand when the `div` has
//! `nnan` or the left operand is a constant without NaN; a constant left operand with a NaN
//! part divides to that NaN in both parts. `log(exp(a))` never folds (the logarithm's branch
//! cut).
//!
//! Patterns: `re`/`im` of `neg(create(a, b))` become `arith.negf` of `a`/`b`; a bitcast of a
//! bitcast (complex or arith) becomes one bitcast, complex if either end is complex.

use mlir_ir::rewriter::{replace_op, CanonicalizationPattern, Note};
use mlir_ir::{AttrKind, Attribute, Context, FoldResult, Ir, OpId, OperationState, Type, TypeKind, Value};
use mlir_ods::def::FoldFn;

/// The folder upstream gives the op `name`, if any.
pub(crate) fn folder(name: &str) -> Option<FoldFn> {
    Some(match name {
        "complex.bitcast" => fold_bitcast,
        "complex.create" => fold_create,
        "complex.re" => |ir, op, c| fold_part(ir, op, c, 0),
        "complex.im" => |ir, op, c| fold_part(ir, op, c, 1),
        "complex.add" => fold_add,
        "complex.sub" => fold_sub,
        "complex.neg" => |ir, op, _| fold_involution(ir, op, "complex.neg"),
        "complex.conj" => |ir, op, _| fold_involution(ir, op, "complex.conj"),
        "complex.exp" => fold_exp,
        "complex.mul" => fold_mul,
        "complex.div" => fold_div,
        _ => return None,
    })
}

pub fn register(ctx: &Context) {
    let add = |op: &str, label: &'static str, apply: mlir_ir::rewriter::CanonicalizeFn| {
        ctx.register_canonicalization(op, CanonicalizationPattern { label, benefit: 1, apply });
    };
    // Upstream collects patterns op by op in name order: arith.bitcast's own come first.
    add("arith.bitcast", "MergeArithBitcast", merge_arith_bitcast);
    add("complex.bitcast", "MergeComplexBitcast", merge_complex_bitcast);
    add("complex.im", "FoldComponentNeg", |ir, op, notes| component_of_negated_create(ir, op, 1, notes));
    add("complex.re", "FoldComponentNeg", |ir, op, notes| component_of_negated_create(ir, op, 0, notes));
}

fn value(v: Value) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Value(v)])
}

/// The op named `name` defining `v`.
fn defined_by(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    ir.defining_op(v).filter(|&d| ir.name_str(d) == name)
}

fn fold_bitcast(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let x = ir.operand(op, 0);
    (ir.value_type(x) == ir.value_type(ir.result(op, 0))).then(|| value(x)).flatten()
}

fn fold_create(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let re = defined_by(ir, ir.operand(op, 0), "complex.re")?;
    let im = defined_by(ir, ir.operand(op, 1), "complex.im")?;
    let z = ir.operand(re, 0);
    (z == ir.operand(im, 0)).then(|| value(z)).flatten()
}

/// `re` (`part` 0) or `im` (1): of a constant pair, of a `create`.
fn fold_part(ir: &Ir, op: OpId, c: &[Option<Attribute>], part: usize) -> Option<Vec<FoldResult>> {
    if let Some(a) = c.first().copied().flatten() {
        if let AttrKind::Array(items) = ir.ctx.attr_kind(a) {
            if items.len() == 2 {
                return Some(vec![FoldResult::Attr(items[part])]);
            }
        }
    }
    let create = defined_by(ir, ir.operand(op, 0), "complex.create")?;
    value(ir.operand(create, part))
}

/// `op(inner(a))` is `a` when `inner` undoes `op`.
fn fold_involution(ir: &Ir, op: OpId, inner: &str) -> Option<Vec<FoldResult>> {
    let d = defined_by(ir, ir.operand(op, 0), inner)?;
    value(ir.operand(d, 0))
}

/// The float parts of a constant pair.
fn float_parts(ctx: &Context, a: Attribute) -> Option<[(Type, u128); 2]> {
    let AttrKind::Array(items) = ctx.attr_kind(a) else { return None };
    let part = |i: usize| match items.get(i).map(|&x| ctx.attr_kind(x)) {
        Some(AttrKind::Float { ty, bits }) => Some((*ty, *bits)),
        _ => None,
    };
    if items.len() != 2 {
        return None;
    }
    Some([part(0)?, part(1)?])
}

fn semantics(ctx: &Context, t: Type) -> Option<mlir_ir::FloatKind> {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

fn is_zero(ctx: &Context, (t, bits): (Type, u128)) -> bool {
    semantics(ctx, t).is_some_and(|s| mlir_apfloat::is_zero(s, bits))
}

fn is_one(ctx: &Context, (t, bits): (Type, u128)) -> bool {
    semantics(ctx, t).is_some_and(|s| mlir_apfloat::from_f64(s, 1.0).0 == bits)
}

/// The value of the `complex.constant` defining `v` (upstream looks for that op, not for any
/// constant).
fn complex_constant(ir: &Ir, v: Value) -> Option<[(Type, u128); 2]> {
    let c = defined_by(ir, v, "complex.constant")?;
    float_parts(&ir.ctx, mlir_ods::groups::prop(ir, c, "value")?)
}

/// Whether the `complex.constant` defining `v` is zero: both parts negative zeros when
/// `negative_only`, else zeros of either sign.
fn is_zero_constant(ir: &Ir, v: Value, negative_only: bool) -> bool {
    let ctx = &ir.ctx;
    let zero = |p: (Type, u128)| is_zero(ctx, p) && (!negative_only || semantics(ctx, p.0).is_some_and(|s| mlir_apfloat::is_negative(s, p.1)));
    complex_constant(ir, v).is_some_and(|[re, im]| zero(re) && zero(im))
}

const REASSOC: u64 = 1;
const NNAN: u64 = 2;
const NINF: u64 = 4;
const NSZ: u64 = 8;

/// Whether `op`'s fast-math flags include all of `flags`.
fn has_flags(ir: &Ir, op: OpId, flags: u64) -> bool {
    let bits = mlir_ods::groups::prop(ir, op, "fastmath").and_then(|a| mlir_ods::enums::bit_enum_value(&ir.ctx, a)).unwrap_or(0);
    bits & flags == flags
}

/// `outer(inner(...))` may be reassociated: `reassoc` on the inner op, `reassoc` and `nsz`
/// on the outer one.
fn may_reassociate(ir: &Ir, inner: OpId, outer: OpId) -> bool {
    has_flags(ir, inner, REASSOC) && has_flags(ir, outer, REASSOC | NSZ)
}

fn fold_add(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if let Some(sub) = defined_by(ir, lhs, "complex.sub") {
        if ir.operand(sub, 1) == rhs && may_reassociate(ir, sub, op) {
            return value(ir.operand(sub, 0));
        }
    }
    if let Some(sub) = defined_by(ir, rhs, "complex.sub") {
        if ir.operand(sub, 1) == lhs && may_reassociate(ir, sub, op) {
            return value(ir.operand(sub, 0));
        }
    }
    is_zero_constant(ir, rhs, true).then(|| value(lhs)).flatten()
}

fn fold_sub(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if let Some(add) = defined_by(ir, lhs, "complex.add") {
        if ir.operand(add, 1) == rhs && may_reassociate(ir, add, op) {
            return value(ir.operand(add, 0));
        }
    }
    is_zero_constant(ir, rhs, false).then(|| value(lhs)).flatten()
}

fn fold_exp(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let log = defined_by(ir, ir.operand(op, 0), "complex.log")?;
    (has_flags(ir, log, REASSOC | NNAN | NINF | NSZ) && has_flags(ir, op, REASSOC)).then(|| value(ir.operand(log, 0))).flatten()
}

fn is_unit(ctx: &Context, [re, im]: [(Type, u128); 2]) -> bool {
    is_zero(ctx, im) && is_one(ctx, re)
}

fn fold_mul(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let rhs = complex_constant(ir, ir.operand(op, 1))?;
    is_unit(&ir.ctx, rhs).then(|| value(ir.operand(op, 0))).flatten()
}

fn is_nan(ctx: &Context, (t, bits): (Type, u128)) -> bool {
    semantics(ctx, t).is_some_and(|s| mlir_apfloat::is_nan(s, bits))
}

fn fold_div(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let lhs_const = c.first().copied().flatten();
    let lhs = lhs_const.and_then(|a| float_parts(ctx, a));
    if let (Some(a), Some([re, im])) = (lhs_const, lhs) {
        if is_nan(ctx, re) || is_nan(ctx, im) {
            let AttrKind::Array(items) = ctx.attr_kind(a) else { return None };
            let nan = if is_nan(ctx, re) { items[0] } else { items[1] };
            return Some(vec![FoldResult::Attr(ctx.attr(AttrKind::Array(vec![nan, nan].into())))]);
        }
    }
    let rhs = float_parts(ctx, c.get(1).copied().flatten()?)?;
    if !is_unit(ctx, rhs) {
        return None;
    }
    (lhs.is_some() || has_flags(ir, op, NNAN)).then(|| value(ir.operand(op, 0))).flatten()
}

/// Replaces `op` by a new one-result op `name(operand) : ty` at `op`'s location.
fn replace_with(ir: &mut Ir, op: OpId, name: &str, operand: Value, ty: Type, notes: &mut Vec<Note>) -> bool {
    let mut st = OperationState::new(ir.ctx.op_name(name), ir.loc(op));
    st.operands = vec![operand];
    st.result_types = vec![ty];
    let new = ir.create_op(st);
    if ir.insert_op_before(op, new).is_err() {
        return false;
    }
    notes.push(Note::Visit(new));
    let r = ir.result(new, 0);
    replace_op(ir, op, &[r], notes).is_ok()
}

fn component_of_negated_create(ir: &mut Ir, op: OpId, part: usize, notes: &mut Vec<Note>) -> bool {
    let Some(neg) = defined_by(ir, ir.operand(op, 0), "complex.neg") else { return false };
    let Some(create) = defined_by(ir, ir.operand(neg, 0), "complex.create") else { return false };
    let x = ir.operand(create, part);
    let ty = ir.value_type(x);
    if semantics(&ir.ctx, ty).is_none() {
        return false;
    }
    replace_with(ir, op, "arith.negf", x, ty, notes)
}

fn is_complex(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Complex(_))
}

fn merge_complex_bitcast(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let ty = ir.value_type(ir.result(op, 0));
    let x = ir.operand(op, 0);
    if let Some(inner) = defined_by(ir, x, "complex.bitcast") {
        let source = ir.operand(inner, 0);
        // complex.bitcast needs a complex end; between two scalars it is arith's.
        let name = if is_complex(&ir.ctx, ty) || is_complex(&ir.ctx, ir.value_type(source)) { "complex.bitcast" } else { "arith.bitcast" };
        return replace_with(ir, op, name, source, ty, notes);
    }
    if let Some(inner) = defined_by(ir, x, "arith.bitcast") {
        let source = ir.operand(inner, 0);
        return replace_with(ir, op, "complex.bitcast", source, ty, notes);
    }
    false
}

fn merge_arith_bitcast(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(inner) = defined_by(ir, ir.operand(op, 0), "complex.bitcast") else { return false };
    let ty = ir.value_type(ir.result(op, 0));
    let source = ir.operand(inner, 0);
    replace_with(ir, op, "complex.bitcast", source, ty, notes)
}
