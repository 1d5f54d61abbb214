//! The `complex` dialect: arithmetic on `complex<T>` values.

use crate::arith::{fastmath, fastmath_attr};
use crate::common::bit_width;
use mlir_ir::verify::emit_op_error_prefixed as op_error;
use mlir_ir::{AttrKind, Context, EmitResult, Ir, OpId, Type, TypeKind};
use mlir_ods::constraint::{self as c, TypeConstraint};
use mlir_ods::{DialectDef, Interface, OpDef, Trait};

fn is_complex(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Complex(_))
}

fn complex_float() -> TypeConstraint {
    TypeConstraint::new("Complex<AnyFloat>", "complex type with floating-point elements", |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::Complex(e) if c::is_float(ctx, *e))
    })
    .class("builtin.complex", is_complex)
}

fn any_complex() -> TypeConstraint {
    TypeConstraint::new("AnyComplex", "complex-type", is_complex).class("builtin.complex", is_complex)
}

fn element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Complex(e) => Some(*e),
        _ => None,
    }
}

fn base(name: &str) -> OpDef {
    OpDef::new(&format!("complex.{name}")).traits([Trait::Pure, Trait::Elementwise])
}

fn with_fastmath(d: OpDef) -> OpDef {
    d.default_attr("fastmath", fastmath_attr(), "::mlir::arith::FastMathFlags::none", |ctx| fastmath().get(ctx, 0))
        .interfaces([Interface::ArithFastMathInterface])
}

fn binary(name: &str, commutative: bool) -> OpDef {
    let mut d = with_fastmath(base(name).operand("lhs", complex_float()).operand("rhs", complex_float()).result("result", complex_float()))
        .traits([Trait::SameOperandsAndResultType])
        .interfaces([Interface::InferTypeOpInterface])
        .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)");
    if commutative {
        d = d.traits([Trait::Commutative]);
    }
    d
}

fn unary(name: &str) -> OpDef {
    with_fastmath(base(name).operand("complex", complex_float()).result("result", complex_float()))
        .traits([Trait::SameOperandsAndResultType])
        .interfaces([Interface::InferTypeOpInterface])
        .format("$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)")
}

fn to_float(name: &str, result: &str) -> OpDef {
    with_fastmath(base(name).operand("complex", complex_float()).result(result, c::float()))
        .traits([Trait::TypesMatchWith {
            from: "complex".into(),
            to: result.into(),
            summary: "complex element type matches result type".into(),
            transform: element,
        }])
        .interfaces([Interface::InferTypeOpInterface])
        .format("$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)")
}

fn compare(name: &str) -> OpDef {
    base(name)
        .operand("lhs", complex_float())
        .operand("rhs", complex_float())
        .result("result", c::i1())
        .traits([Trait::AllTypesMatch(vec!["lhs".into(), "rhs".into()])])
        .interfaces([Interface::InferTypeOpInterface])
        .format("$lhs `,` $rhs attr-dict `:` type($lhs)")
}

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("complex");
    d.dependencies.push("arith".into());
    let ops = &mut d.ops;
    for (n, comm) in [("add", true), ("atan2", false), ("div", false), ("mul", true), ("pow", false), ("sub", false)] {
        ops.push(binary(n, comm));
    }
    for n in ["conj", "cos", "exp", "expm1", "log", "log1p", "neg", "rsqrt", "sign", "sin", "sqrt", "tan", "tanh"] {
        ops.push(unary(n));
    }
    ops.push(to_float("abs", "result"));
    ops.push(to_float("angle", "result"));
    ops.push(to_float("re", "real"));
    ops.push(to_float("im", "imaginary"));
    ops.push(compare("eq"));
    ops.push(compare("neq"));
    ops.push(
        base("powi")
            .operand("lhs", complex_float())
            .operand("rhs", c::signless_integer())
            .result("result", complex_float())
            .optional_attr("fastmath", fastmath_attr())
            .traits([Trait::SameOperandsAndResultShape, Trait::AllTypesMatch(vec!["lhs".into(), "result".into()])])
            .interfaces([Interface::ArithFastMathInterface, Interface::InferTypeOpInterface])
            .format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) `,` type($rhs)"),
    );
    ops.push(
        OpDef::new("complex.create")
            .operand("real", c::float())
            .operand("imaginary", c::float())
            .result("complex", complex_float())
            .traits([
                Trait::Pure,
                Trait::AllTypesMatch(vec!["real".into(), "imaginary".into()]),
                Trait::TypesMatchWith {
                    from: "complex".into(),
                    to: "real".into(),
                    summary: "complex element type matches real operand type".into(),
                    transform: element,
                },
                Trait::TypesMatchWith {
                    from: "complex".into(),
                    to: "imaginary".into(),
                    summary: "complex element type matches imaginary operand type".into(),
                    transform: element,
                },
            ])
            .format("$real `,` $imaginary attr-dict `:` type($complex)"),
    );
    ops.push(
        OpDef::new("complex.constant")
            .attr("value", c::array_attr())
            .result("complex", any_complex())
            .traits([Trait::ConstantLike, Trait::Pure])
            .interfaces([Interface::OpAsmOpInterface])
            .format("$value attr-dict `:` type($complex)")
            .result_names(|_, _| vec![Some("cst".into())])
            .folder(|ir, op, _| Some(vec![mlir_ods::FoldResult::Attr(mlir_ods::groups::prop(ir, op, "value")?)]))
            .verifier(verify_constant),
    );
    ops.push(
        OpDef::new("complex.bitcast")
            .operand("operand", c::any_type())
            .result("result", c::any_type())
            .traits([Trait::Pure])
            .format("$operand attr-dict `:` type($operand) `to` type($result)")
            .verifier(verify_bitcast),
    );
    d.attrs.push(("number".into(), std::sync::Arc::new(NumberAttr)));
    d.set_class_names(&[("eq", "EqualOp"), ("neq", "NotEqualOp")]);
    for op in &mut d.ops {
        if let Some(f) = crate::complex_fold::folder(&op.name) {
            op.code.fold = Some(f);
        }
    }
    d
}

fn verify_constant(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let Some(v) = mlir_ods::groups::prop(ir, op, "value") else { return Ok(()) };
    let AttrKind::Array(es) = ctx.attr_kind(v) else { return Ok(()) };
    if es.len() != 2 {
        return Err(op_error(ir, op, "requires 'value' to be a complex constant, represented as array of two values"));
    }
    let ty_of = |a| match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        _ => None,
    };
    let (Some(a), Some(b)) = (ty_of(es[0]), ty_of(es[1])) else {
        return Err(op_error(ir, op, "requires attribute's elements to be float or integer attributes"));
    };
    let elem = element(ctx, ir.value_type(ir.result(op, 0)));
    if Some(a) != elem || Some(b) != elem {
        let s = |t| mlir_ir::print::type_to_string(ctx, t);
        let e = elem.map(s).unwrap_or_default();
        return Err(op_error(
            ir,
            op,
            format!("requires attribute's element types ('{}', '{}') to match the element type of the op's return type ('{e}')", s(a), s(b)),
        ));
    }
    Ok(())
}

fn verify_bitcast(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let a = ir.value_type(ir.operand(op, 0));
    let b = ir.value_type(ir.result(op, 0));
    if a == b {
        return Ok(());
    }
    let scalar = |t: Type| matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Complex(_));
    if !scalar(a) {
        return Err(op_error(ir, op, "operand must be int/float/complex"));
    }
    if !scalar(b) {
        return Err(op_error(ir, op, "result must be int/float/complex"));
    }
    let (ca, cb) = (element(ctx, a), element(ctx, b));
    if ca.is_some() == cb.is_some() {
        return Err(op_error(ir, op, "requires that either input or output has a complex type"));
    }
    let (cw, sw) = match (ca, cb) {
        (Some(e), None) => (bit_width(ctx, e), bit_width(ctx, b)),
        (None, Some(e)) => (bit_width(ctx, e), bit_width(ctx, a)),
        _ => (None, None),
    };
    if cw.map(|w| w * 2) != sw {
        return Err(op_error(ir, op, "casting bitwidths do not match"));
    }
    Ok(())
}

/// `#complex.number<:f64 1.0, 0.0>` (upstream's `NumberAttr`): a complex constant, typed
/// `complex<elem>`. Its parts are written as doubles and rounded to the element type; the
/// parameters are the two parts as float attributes of the element type.
struct NumberAttr;

impl mlir_ir::AttrHooks for NumberAttr {
    fn parse(&self, p: &mut dyn mlir_ir::asm::AsmParser, _ty: Option<Type>) -> mlir_ir::asm::PResult<mlir_ir::Attribute> {
        use mlir_ir::asm::Punct;
        p.parse_punct(Punct::Less)?;
        p.parse_punct(Punct::Colon)?;
        let at = p.offset();
        let elem = p.parse_type()?;
        let re = p.parse_float()?;
        p.parse_punct(Punct::Comma)?;
        let im = p.parse_float()?;
        p.parse_punct(Punct::Greater)?;
        let ctx = p.context().clone();
        let TypeKind::Float(kind) = *ctx.type_kind(elem) else {
            // Upstream aborts here; we report it.
            let text = mlir_ir::print::type_to_string(&ctx, elem);
            return Err(p.error_at(at, format!("complex number element type must be a floating-point type, got '{text}'")));
        };
        let part = |v: f64| ctx.attr(AttrKind::Float { ty: elem, bits: mlir_apfloat::from_f64(kind, v).0 });
        Ok(ctx.dialect_attr("complex", "number", &[part(re), part(im)]))
    }

    fn print(&self, w: &mut mlir_ir::print::AsmWriter<'_>, params: &[mlir_ir::Attribute]) {
        let ctx = w.ctx;
        let parts: Vec<(Type, u128)> = params
            .iter()
            .filter_map(|a| match ctx.attr_kind(*a) {
                AttrKind::Float { ty, bits } => Some((*ty, *bits)),
                _ => None,
            })
            .collect();
        let [(ty, re), (_, im)] = parts[..] else { return };
        let TypeKind::Float(kind) = *ctx.type_kind(ty) else { return };
        w.out.push_str("<:");
        w.print_type(ty);
        w.out.push(' ');
        w.out.push_str(&mlir_apfloat::print_mlir(kind, re));
        w.out.push_str(", ");
        w.out.push_str(&mlir_apfloat::print_mlir(kind, im));
        w.out.push('>');
    }

    fn attr_type(&self, ctx: &Context, params: &[mlir_ir::Attribute]) -> Option<Type> {
        match ctx.attr_kind(*params.first()?) {
            AttrKind::Float { ty, .. } => Some(ctx.intern_type(TypeKind::Complex(*ty))),
            _ => None,
        }
    }
}

