//! The cast ops of `arith`: extensions, truncations, int/float conversions, index casts and
//! bitcasts, with upstream's compatibility rules (`CastOpInterface`).

use super::{fastmath_attr, fixed_int_like, float_like, overflow, overflow_attr, rounding_mode};
use crate::common::{bit_width, container};
use mlir_ir::verify::emit_op_error_prefixed as op_error;
use mlir_ir::{Context, EmitResult, Ir, OpId, Type, TypeKind};
use mlir_ods::constraint::{self as c, TypeConstraint};
use mlir_ods::{Interface, OpDef, Trait};

/// How a cast's element types must relate.
#[derive(Copy, Clone)]
enum Rule {
    IntWiden,
    IntNarrow,
    FloatWiden,
    FloatNarrow,
    FloatSameWidth,
    IntToFloat,
    FloatToInt,
    Index,
    Bitcast,
}

fn elem_ok(ctx: &Context, rule: Rule, a: Type, b: Type) -> bool {
    let is_int = |t| matches!(ctx.type_kind(t), TypeKind::Integer { .. });
    let is_float = |t| c::is_float(ctx, t);
    let (wa, wb) = (bit_width(ctx, a), bit_width(ctx, b));
    match rule {
        Rule::IntWiden => is_int(a) && is_int(b) && wb > wa,
        Rule::IntNarrow => is_int(a) && is_int(b) && wb < wa,
        Rule::FloatWiden => is_float(a) && is_float(b) && wb > wa,
        Rule::FloatNarrow => is_float(a) && is_float(b) && wb < wa,
        Rule::FloatSameWidth => is_float(a) && is_float(b) && wa == wb && a != b,
        Rule::IntToFloat => is_int(a) && is_float(b),
        Rule::FloatToInt => is_float(a) && is_int(b),
        Rule::Index => (c::is_index(ctx, a) && is_int(b)) || (is_int(a) && c::is_index(ctx, b)),
        Rule::Bitcast => wa.is_some() && wa == wb,
    }
}

fn cast_verifier(rule: Rule) -> fn(&Ir, OpId) -> EmitResult {
    macro_rules! v {
        ($r:expr) => {
            |ir: &Ir, op: OpId| verify_cast(ir, op, $r)
        };
    }
    match rule {
        Rule::IntWiden => v!(Rule::IntWiden),
        Rule::IntNarrow => v!(Rule::IntNarrow),
        Rule::FloatWiden => v!(Rule::FloatWiden),
        Rule::FloatNarrow => v!(Rule::FloatNarrow),
        Rule::FloatSameWidth => v!(Rule::FloatSameWidth),
        Rule::IntToFloat => v!(Rule::IntToFloat),
        Rule::FloatToInt => v!(Rule::FloatToInt),
        Rule::Index => v!(Rule::Index),
        Rule::Bitcast => v!(Rule::Bitcast),
    }
}

fn verify_cast(ir: &Ir, op: OpId, rule: Rule) -> EmitResult {
    let ctx = &ir.ctx;
    let n = ir.num_operands(op);
    let ins: Vec<Type> = ir.operand_types(op).collect();
    let out = ir.value_type(ir.result(op, 0));
    let (ka, a) = container(ctx, ins[0]);
    let (kb, b) = container(ctx, out);
    let memref_ok = matches!(rule, Rule::Index | Rule::Bitcast);
    let encoding = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    let ok = ka == kb && (ka != 3 || memref_ok) && encoding(ins[0]) == encoding(out) && elem_ok(ctx, rule, a, b);
    if ok {
        return Ok(());
    }
    let t = |t: Type| mlir_ir::print::type_to_string(ctx, t);
    let msg = if n == 1 {
        format!("operand type '{}' and result type '{}' are cast incompatible", t(ins[0]), t(out))
    } else {
        let list: Vec<String> = ins.iter().map(|x| format!("'{}'", t(*x))).collect();
        format!("operand types {} and result type '{}' are cast incompatible", list.join(", "), t(out))
    };
    Err(op_error(ir, op, msg))
}

/// `SameInputOutputTensorDims`: tensors on both sides have exactly the same shape (a
/// dynamic size only matches a dynamic size; ranked never matches unranked).
fn same_tensor_dims(ir: &Ir, op: OpId) -> bool {
    let ctx = &ir.ctx;
    let dims = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(Some(shape.to_vec())),
        TypeKind::UnrankedTensor { .. } => Some(None),
        _ => None,
    };
    let a = dims(ir.value_type(ir.operand(op, 0)));
    let b = dims(ir.value_type(ir.result(op, 0)));
    match (a, b) {
        (Some(x), Some(y)) => x == y,
        _ => true,
    }
}

fn tensor_dims_trait() -> Trait {
    Trait::Pred { summary: "input and output have the same tensor dimensions".into(), check: same_tensor_dims }
}

fn cast(name: &str, from: TypeConstraint, to: TypeConstraint, rule: Rule) -> OpDef {
    OpDef::new(&format!("arith.{name}"))
        .operand("in", from)
        .result("out", to)
        .traits([
            Trait::Pure,
            tensor_dims_trait(),
            Trait::SameOperandsAndResultShape,
            Trait::Elementwise,
            Trait::Scalarizable,
            Trait::Vectorizable,
            Trait::Tensorizable,
        ])
        .interfaces([Interface::CastOpInterface, Interface::VectorUnrollOpInterface])
        .format("$in attr-dict `:` type($in) `to` type($out)")
        .verifier(cast_verifier(rule))
        .local_checks()
}

fn nneg(d: OpDef) -> OpDef {
    d.optional_attr("nonNeg", c::unit_attr()).format("$in (`nneg` $nonNeg^)? attr-dict `:` type($in) `to` type($out)")
}

fn optional_fastmath(d: OpDef) -> OpDef {
    d.optional_attr("fastmath", fastmath_attr()).interfaces([Interface::ArithFastMathInterface])
}

fn optional_rounding(d: OpDef) -> OpDef {
    d.optional_attr("roundingmode", rounding_mode().int_attr_constraint("Arith_RoundingModeAttr"))
        .interfaces([Interface::ArithRoundingModeInterface])
}

pub(super) fn add(ops: &mut Vec<OpDef>) {
    ops.push(nneg(cast("extui", fixed_int_like(), fixed_int_like(), Rule::IntWiden)));
    ops.push(cast("extsi", fixed_int_like(), fixed_int_like(), Rule::IntWiden));
    ops.push(
        cast("trunci", fixed_int_like(), fixed_int_like(), Rule::IntNarrow)
            .default_attr("overflowFlags", overflow_attr(), "::mlir::arith::IntegerOverflowFlags::none", |ctx| overflow().get(ctx, 0))
            .format("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"),
    );
    ops.push(
        optional_fastmath(cast("extf", float_like(), float_like(), Rule::FloatWiden))
            .format("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
    );
    ops.push(
        optional_fastmath(optional_rounding(cast("truncf", float_like(), float_like(), Rule::FloatNarrow)))
            .format("$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
    );
    ops.push(
        optional_fastmath(optional_rounding(cast("convertf", float_like(), float_like(), Rule::FloatSameWidth)))
            .format("$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"),
    );
    ops.push(nneg(cast("uitofp", fixed_int_like(), float_like(), Rule::IntToFloat)));
    ops.push(cast("sitofp", fixed_int_like(), float_like(), Rule::IntToFloat));
    ops.push(cast("fptoui", float_like(), fixed_int_like(), Rule::FloatToInt));
    ops.push(cast("fptosi", float_like(), fixed_int_like(), Rule::FloatToInt));
    ops.push(cast("index_cast", super::index_cast_type(), super::index_cast_type(), Rule::Index));
    ops.push(nneg(cast("index_castui", super::index_cast_type(), super::index_cast_type(), Rule::Index)));
    ops.push(cast("bitcast", super::bitcast_type(), super::bitcast_type(), Rule::Bitcast));
    let scaling = |name: &str, rule: Rule| {
        OpDef::new(&format!("arith.{name}"))
            .operand("in", float_like())
            .operand("scale", float_like())
            .result("out", float_like())
            .traits([Trait::Pure, Trait::Elementwise, Trait::Scalarizable, Trait::Vectorizable, Trait::Tensorizable])
            .interfaces([Interface::CastOpInterface, Interface::VectorUnrollOpInterface])
            .verifier(cast_verifier(rule))
            .local_checks()
    };
    ops.push(
        optional_fastmath(scaling("scaling_extf", Rule::FloatWiden))
            .format("$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"),
    );
    ops.push(
        optional_fastmath(optional_rounding(scaling("scaling_truncf", Rule::FloatNarrow)))
            .format("$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"),
    );
}
