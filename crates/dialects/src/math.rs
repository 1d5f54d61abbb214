//! The `math` dialect: elementwise mathematical functions on floats and integers.

use crate::arith::{fastmath, fastmath_attr, rounding_mode};
use crate::common::i1_same_shape;
use mlir_ods::constraint::{self as c, scalar_or_container, TypeConstraint};
use mlir_ods::{DialectDef, Interface, OpDef, Trait};

fn float_like() -> TypeConstraint {
    c::float_like()
}

/// `SignlessIntegerOrIndexLike`: any signless width (i0 included) or index, or containers.
fn int_like() -> TypeConstraint {
    TypeConstraint::new("SignlessIntegerOrIndexLike", "signless-integer-like", |ctx, t| {
        scalar_or_container(ctx, t, |ctx, e| c::is_signless_int(ctx, e) || c::is_index(ctx, e))
    })
}

fn base(name: &str) -> OpDef {
    OpDef::new(&format!("math.{name}"))
        .traits([Trait::Pure, Trait::Elementwise, Trait::Scalarizable, Trait::Vectorizable, Trait::Tensorizable])
        .interfaces([Interface::InferTypeOpInterface, Interface::VectorUnrollOpInterface])
}

fn with_fastmath(d: OpDef) -> OpDef {
    d.default_attr("fastmath", fastmath_attr(), "::mlir::arith::FastMathFlags::none", |ctx| fastmath().get(ctx, 0))
        .interfaces([Interface::ArithFastMathInterface])
}

fn float_unary(name: &str) -> OpDef {
    with_fastmath(base(name).operand("operand", float_like()).result("result", float_like()))
        .traits([Trait::SameOperandsAndResultType])
        .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
}

fn int_unary(name: &str) -> OpDef {
    base(name)
        .operand("operand", int_like())
        .result("result", int_like())
        .traits([Trait::SameOperandsAndResultType])
        .format("$operand attr-dict `:` type($result)")
}

fn float_binary(name: &str) -> OpDef {
    with_fastmath(base(name).operand("lhs", float_like()).operand("rhs", float_like()).result("result", float_like()))
        .traits([Trait::SameOperandsAndResultType])
        .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
}

fn classification(name: &str) -> OpDef {
    with_fastmath(base(name).operand("operand", float_like()).result("result", c::bool_like()))
        .traits([Trait::TypesMatchWith {
            from: "operand".into(),
            to: "result".into(),
            summary: "result type has i1 element type and same shape as operands".into(),
            transform: i1_same_shape,
        }])
        .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)")
}

const FLOAT_UNARY: [&str; 30] = [
    "absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf", "erfc", "exp", "exp2", "expm1", "floor",
    "log", "log10", "log1p", "log2", "round", "roundeven", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc",
];

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("math");
    d.dependencies.extend(["arith".to_string(), "ub".to_string()]);
    let ops = &mut d.ops;
    for n in FLOAT_UNARY {
        ops.push(float_unary(n));
    }
    for n in ["absi", "ctlz", "cttz", "ctpop"] {
        ops.push(int_unary(n));
    }
    for n in ["atan2", "copysign", "powf"] {
        ops.push(float_binary(n));
    }
    ops.push(
        base("ipowi")
            .operand("lhs", int_like())
            .operand("rhs", int_like())
            .result("result", int_like())
            .traits([Trait::SameOperandsAndResultType])
            .format("$lhs `,` $rhs attr-dict `:` type($result)"),
    );
    ops.push(
        with_fastmath(base("fma").operand("a", float_like()).operand("b", float_like()).operand("c", float_like()).result("result", float_like()))
            .optional_attr("roundingmode", rounding_mode().int_attr_constraint("Arith_RoundingModeAttr"))
            .traits([Trait::SameOperandsAndResultType])
            .format("$a `,` $b `,` $c ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    );
    ops.push(
        with_fastmath(base("clampf").operand("value", float_like()).operand("min", float_like()).operand("max", float_like()).result("result", float_like()))
            .traits([Trait::SameOperandsAndResultType])
            .format("$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    );
    for n in ["isfinite", "isinf", "isnan", "isnormal"] {
        ops.push(classification(n));
    }
    ops.push(
        with_fastmath(base("fpowi").operand("lhs", float_like()).operand("rhs", int_like()).result("result", float_like()))
            .traits([Trait::AllTypesMatch(vec!["lhs".into(), "result".into()]), Trait::SameOperandsAndResultShape])
            .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"),
    );
    ops.push(
        with_fastmath(base("sincos").operand("operand", float_like()).result("sin", float_like()).result("cos", float_like()))
            .traits([Trait::SameOperandsAndResultType])
            .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)")
            .result_names(|_, _| vec![Some("sin".into()), Some("cos".into())]),
    );
    add_folders(ops);
    d.set_class_names(&[
        ("absf", "AbsFOp"),
        ("absi", "AbsIOp"),
        ("clampf", "ClampFOp"),
        ("copysign", "CopySignOp"),
        ("ctlz", "CountLeadingZerosOp"),
        ("cttz", "CountTrailingZerosOp"),
        ("ctpop", "CtPopOp"),
        ("expm1", "ExpM1Op"),
        ("fpowi", "FPowIOp"),
        ("ipowi", "IPowIOp"),
        ("isfinite", "IsFiniteOp"),
        ("isinf", "IsInfOp"),
        ("isnan", "IsNaNOp"),
        ("isnormal", "IsNormalOp"),
        ("powf", "PowFOp"),
        ("roundeven", "RoundEvenOp"),
    ]);
    d
}

// ----- folding -----

use crate::common::{f32_or_f64, float_attr, float_value};
use mlir_ir::dialect::FoldResult;
use mlir_ir::{AttrKind, Attribute, Ir, OpId, Type, TypeKind};

/// Folds a unary float op computing `f` exactly (rounding, sign and absolute value: no
/// precision question arises), on scalar f32/f64 constants.
fn unary_exact(ir: &Ir, op: OpId, c: &[Option<Attribute>], f32op: fn(f32) -> f32, f64op: fn(f64) -> f64) -> Option<Vec<FoldResult>> {
    let ty = ir.value_type(ir.result(op, 0));
    let single = f32_or_f64(&ir.ctx, ty)?;
    let a = float_value(&ir.ctx, c.first().copied().flatten(), single)?;
    let v = if single { f32op(a as f32) as f64 } else { f64op(a) };
    Some(vec![FoldResult::Attr(float_attr(&ir.ctx, ty, v, single))])
}

fn classify(ir: &Ir, op: OpId, c: &[Option<Attribute>], f: fn(f64, bool) -> bool) -> Option<Vec<FoldResult>> {
    let single = f32_or_f64(&ir.ctx, ir.value_type(ir.operand(op, 0)))?;
    let a = float_value(&ir.ctx, c.first().copied().flatten(), single)?;
    Some(vec![FoldResult::Attr(ir.ctx.bool_attr(f(a, single)))])
}

/// An integer operand of up to 64 bits (index as 64), with its width.
fn int_operand(ir: &Ir, c: &[Option<Attribute>], i: usize, t: Type) -> Option<(u64, u32)> {
    let w = match ir.ctx.type_kind(t) {
        TypeKind::Integer { width, .. } if (1..=64).contains(width) => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    match ir.ctx.attr_kind(c.get(i).copied().flatten()?) {
        AttrKind::Integer { value, .. } => {
            let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
            Some(((value.as_i64()? as u64) & m, w))
        }
        _ => None,
    }
}

fn int_attr(ir: &Ir, ty: Type, v: u64, w: u32) -> Attribute {
    let s = if w >= 64 { v as i64 } else { ((v << (64 - w)) as i64) >> (64 - w) };
    let stored = if w == 1 { (v & 1) as i128 } else { s as i128 };
    ir.ctx.integer_attr(ty, stored)
}

fn fold_int_unary(ir: &Ir, op: OpId, c: &[Option<Attribute>], f: fn(u64, u32) -> u64) -> Option<Vec<FoldResult>> {
    let ty = ir.value_type(ir.result(op, 0));
    let (a, w) = int_operand(ir, c, 0, ty)?;
    Some(vec![FoldResult::Attr(int_attr(ir, ty, f(a, w), w))])
}

fn folder(name: &str) -> Option<mlir_ods::def::FoldFn> {
    Some(match name {
        "math.absf" => |ir, op, c| unary_exact(ir, op, c, f32::abs, f64::abs),
        "math.ceil" => |ir, op, c| unary_exact(ir, op, c, f32::ceil, f64::ceil),
        "math.floor" => |ir, op, c| unary_exact(ir, op, c, f32::floor, f64::floor),
        "math.round" => |ir, op, c| unary_exact(ir, op, c, f32::round, f64::round),
        "math.roundeven" => |ir, op, c| unary_exact(ir, op, c, f32::round_ties_even, f64::round_ties_even),
        "math.trunc" => |ir, op, c| unary_exact(ir, op, c, f32::trunc, f64::trunc),
        "math.copysign" => |ir, op, c| {
            let ty = ir.value_type(ir.result(op, 0));
            let single = f32_or_f64(&ir.ctx, ty)?;
            let (a, b) = (float_value(&ir.ctx, c.first().copied().flatten(), single)?, float_value(&ir.ctx, c.get(1).copied().flatten(), single)?);
            Some(vec![FoldResult::Attr(float_attr(&ir.ctx, ty, a.copysign(b), single))])
        },
        "math.isnan" => |ir, op, c| classify(ir, op, c, |a, _| a.is_nan()),
        "math.isinf" => |ir, op, c| classify(ir, op, c, |a, _| a.is_infinite()),
        "math.isfinite" => |ir, op, c| classify(ir, op, c, |a, _| a.is_finite()),
        "math.isnormal" => |ir, op, c| classify(ir, op, c, |a, single| if single { (a as f32).is_normal() } else { a.is_normal() }),
        "math.absi" => |ir, op, c| {
            fold_int_unary(ir, op, c, |a, w| {
                let s = if w >= 64 { a as i64 } else { ((a << (64 - w)) as i64) >> (64 - w) };
                s.unsigned_abs()
            })
        },
        "math.ctlz" => |ir, op, c| fold_int_unary(ir, op, c, |a, w| (a.leading_zeros() - (64 - w)) as u64),
        "math.cttz" => |ir, op, c| fold_int_unary(ir, op, c, |a, w| if a == 0 { w as u64 } else { a.trailing_zeros() as u64 }),
        "math.ctpop" => |ir, op, c| fold_int_unary(ir, op, c, |a, _| a.count_ones() as u64),
        _ => return None,
    })
}

pub(crate) fn add_folders(ops: &mut [OpDef]) {
    for d in ops.iter_mut() {
        if let Some(f) = folder(&d.name) {
            d.code.fold = Some(f);
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn exact_folds() {
        let got = crate::test_util::fold_all(
            "math.",
            "func.func @f() {
               %a = arith.constant -2.5 : f32
               %b = arith.constant 0.5 : f64
               %nb = arith.constant -1.0 : f64
               %h = arith.constant 1.5 : f16
               %i = arith.constant -8 : i32
               %z = arith.constant 0 : i32
               %x = arith.constant 12 : i8
               %0 = math.absf %a : f32
               %1 = math.ceil %a : f32
               %2 = math.floor %b : f64
               %3 = math.round %b : f64
               %4 = math.roundeven %b : f64
               %5 = math.trunc %a : f32
               %6 = math.copysign %b, %nb : f64
               %7 = math.isnan %a : f32
               %8 = math.isfinite %b : f64
               %9 = math.absi %i : i32
               %10 = math.ctlz %x : i8
               %11 = math.cttz %z : i32
               %12 = math.ctpop %i : i32
               %13 = math.absf %h : f16
               %14 = math.sin %b : f64
               return
             }",
        );
        let expected = [
            "math.absf: 2.500000e+00 : f32",
            "math.ceil: -2.000000e+00 : f32",
            "math.floor: 0.000000e+00 : f64",
            "math.round: 1.000000e+00 : f64",
            "math.roundeven: 0.000000e+00 : f64",
            "math.trunc: -2.000000e+00 : f32",
            "math.copysign: -5.000000e-01 : f64",
            "math.isnan: false",
            "math.isfinite: true",
            "math.absi: 8 : i32",
            "math.ctlz: 4 : i8",
            "math.cttz: 32 : i32",
            "math.ctpop: 29 : i32",
            // Only f32 and f64 fold here so far; transcendental functions need libm-exact
            // results and do not fold yet.
            "math.absf: -",
            "math.sin: -",
        ];
        assert_eq!(got, expected);
    }
}
