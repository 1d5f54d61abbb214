//! Canonicalization patterns of `arith` (upstream's, from `ArithCanonicalization.td`),
//! registered for the `canonicalize` pass. Written so far, for `arith.select`:
//! `select(p, select(p, a, b), c)` and `select(p, a, select(p, b, c))` become
//! `select(p, a, c)`, and `select(p, false, true)` on `i1` becomes `xori(p, true)`. The other
//! upstream patterns (constant reassociation, casts, comparisons, ...) are not written yet.
//!
//! As a generated (DRR) rewrite does, a new op is located at the fused locations of the ops
//! the pattern matched (constants matched as values do not count).

use mlir_ir::rewriter::{replace_op, CanonicalizationPattern, Note};
use mlir_ir::{AttrKind, Context, IntValue, Ir, Location, OpId, OperationState, TypeKind, Value};

pub fn register(ctx: &Context) {
    let add = |op: &str, label: &'static str, apply: mlir_ir::rewriter::CanonicalizeFn| {
        ctx.register_canonicalization(op, CanonicalizationPattern { label, benefit: 1, apply });
    };
    add("arith.select", "RedundantSelectFalse", redundant_select_false);
    add("arith.select", "RedundantSelectTrue", redundant_select_true);
    add("arith.select", "SelectI1ToNot", select_i1_to_not);
}

/// Creates `name(operands) : result` at `loc` before `anchor`.
fn create(ir: &mut Ir, anchor: OpId, name: &str, operands: Vec<Value>, result: mlir_ir::Type, loc: Location, notes: &mut Vec<Note>) -> Option<Value> {
    let mut st = OperationState::new(ir.ctx.op_name(name), loc);
    st.operands = operands;
    st.result_types = vec![result];
    let op = ir.create_op(st);
    ir.insert_op_before(anchor, op).ok()?;
    notes.push(Note::Visit(op));
    Some(ir.result(op, 0))
}

/// The `arith.select` defining `v` on the condition `pred`: its (true, false) values.
fn select_on(ir: &Ir, v: Value, pred: Value) -> Option<(OpId, Value, Value)> {
    let d = ir.defining_op(v).filter(|&d| ir.name_str(d) == "arith.select")?;
    (ir.operand(d, 0) == pred).then(|| (d, ir.operand(d, 1), ir.operand(d, 2)))
}

fn redundant_select_true(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let (p, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let Some((inner, a, _)) = select_on(ir, t, p) else { return false };
    let loc = ir.ctx.fused_loc(&[ir.loc(op), ir.loc(inner)], None);
    let ty = ir.value_type(ir.result(op, 0));
    let Some(v) = create(ir, op, "arith.select", vec![p, a, f], ty, loc, notes) else { return false };
    replace_op(ir, op, &[v], notes).is_ok()
}

fn redundant_select_false(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let (p, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let Some((inner, _, c)) = select_on(ir, f, p) else { return false };
    let loc = ir.ctx.fused_loc(&[ir.loc(op), ir.loc(inner)], None);
    let ty = ir.value_type(ir.result(op, 0));
    let Some(v) = create(ir, op, "arith.select", vec![p, t, c], ty, loc, notes) else { return false };
    replace_op(ir, op, &[v], notes).is_ok()
}

/// The `i1` constant (scalar) defining `v`.
fn i1_constant(ir: &Ir, v: Value) -> Option<bool> {
    let a = mlir_ods::interfaces::constant_value(ir, ir.defining_op(v)?)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Integer { ty, value: IntValue::Small(c) } if matches!(ir.ctx.type_kind(*ty), TypeKind::Integer { width: 1, .. }) => Some(*c != 0),
        _ => None,
    }
}

fn select_i1_to_not(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let (p, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    if i1_constant(ir, t) != Some(false) || i1_constant(ir, f) != Some(true) {
        return false;
    }
    let ctx = ir.ctx.clone();
    let i1 = ctx.integer_type(1, mlir_ir::Signedness::Signless);
    let loc = ir.loc(op);
    let mut st = OperationState::new(ctx.op_name("arith.constant"), loc);
    st.result_types = vec![i1];
    st.props = Some(ctx.dictionary(vec![(ctx.ident("value"), ctx.bool_attr(true))]));
    let one = ir.create_op(st);
    if ir.insert_op_before(op, one).is_err() {
        return false;
    }
    notes.push(Note::Visit(one));
    let one = ir.result(one, 0);
    let Some(v) = create(ir, op, "arith.xori", vec![p, one], i1, loc, notes) else { return false };
    replace_op(ir, op, &[v], notes).is_ok()
}
