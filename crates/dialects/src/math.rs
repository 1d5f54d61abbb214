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
    d
}
