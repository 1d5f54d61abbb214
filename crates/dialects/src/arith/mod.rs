//! The `arith` dialect: integer and floating-point arithmetic, comparisons, casts,
//! `select` and `constant`, with upstream's syntax, constraints and messages.

pub mod canonicalize;
mod casts;
pub(crate) mod fold;
mod speculation;
#[cfg(test)]
mod tests;

use crate::common::i1_same_shape;
use mlir_ir::asm::{AsmParser, PResult, ParsedOp, Punct};
use mlir_ir::print::OpPrinter;
use mlir_ir::verify::emit_op_error_prefixed as op_error;
use mlir_ir::{AttrKind, Context, EmitResult, Ir, OpId, Signedness, Type, TypeKind};
use mlir_ods::constraint::{self as c, scalar_or_container, AttrConstraint, TypeConstraint};
use mlir_ods::{BitEnumAttr, DialectDef, EnumDef, Interface, OpDef, Trait};
use std::sync::{Arc, OnceLock};

// ----- type constraints -----

pub fn sint_like() -> TypeConstraint {
    c::signless_int_like()
}

pub fn fixed_int_like() -> TypeConstraint {
    c::signless_fixed_width_int_like()
}

pub fn float_like() -> TypeConstraint {
    c::float_like()
}

pub fn bool_like() -> TypeConstraint {
    c::bool_like()
}

fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

fn index_cast_type() -> TypeConstraint {
    TypeConstraint::new("IndexCastTypeConstraint", "signless-non-zero-bitwidth-integer-like or memref of signless-integer", |ctx, t| {
        let int_or_index = |ctx: &Context, e: Type| c::is_signless_nonzero_int(ctx, e) || c::is_index(ctx, e);
        scalar_or_container(ctx, t, int_or_index) || memref_elem(ctx, t).is_some_and(|e| int_or_index(ctx, e))
    })
}

fn bitcast_type() -> TypeConstraint {
    TypeConstraint::new(
        "BitcastTypeConstraint",
        "non-zero-bitwidth-signless-integer-or-float-like or memref of non-zero-bitwidth signless integer or float",
        |ctx, t| {
            let scalar = |ctx: &Context, e: Type| c::is_signless_nonzero_int(ctx, e) || c::is_float(ctx, e);
            scalar_or_container(ctx, t, scalar) || memref_elem(ctx, t).is_some_and(|e| scalar(ctx, e))
        },
    )
}

// ----- enums and attributes -----

pub fn cmpi_predicate() -> &'static Arc<EnumDef> {
    static E: OnceLock<Arc<EnumDef>> = OnceLock::new();
    E.get_or_init(|| {
        Arc::new(EnumDef::int(
            "CmpIPredicate",
            "::mlir::arith::CmpIPredicate",
            64,
            &[("eq", 0), ("ne", 1), ("slt", 2), ("sle", 3), ("sgt", 4), ("sge", 5), ("ult", 6), ("ule", 7), ("ugt", 8), ("uge", 9)],
        )
        .attr_kind("Arith_CmpIPredicateAttr"))
    })
}

pub fn cmpf_predicate() -> &'static Arc<EnumDef> {
    static E: OnceLock<Arc<EnumDef>> = OnceLock::new();
    E.get_or_init(|| {
        let names = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];
        let cases: Vec<(&str, u64)> = names.iter().enumerate().map(|(i, n)| (*n, i as u64)).collect();
        let symbols = [
            ("false", "AlwaysFalse"),
            ("oeq", "OEQ"),
            ("ogt", "OGT"),
            ("oge", "OGE"),
            ("olt", "OLT"),
            ("ole", "OLE"),
            ("one", "ONE"),
            ("ord", "ORD"),
            ("ueq", "UEQ"),
            ("ugt", "UGT"),
            ("uge", "UGE"),
            ("ult", "ULT"),
            ("ule", "ULE"),
            ("une", "UNE"),
            ("uno", "UNO"),
            ("true", "AlwaysTrue"),
        ];
        Arc::new(EnumDef::int("CmpFPredicate", "::mlir::arith::CmpFPredicate", 64, &cases).symbols(&symbols).attr_kind("Arith_CmpFPredicateAttr"))
    })
}

pub fn rounding_mode() -> &'static Arc<EnumDef> {
    static E: OnceLock<Arc<EnumDef>> = OnceLock::new();
    E.get_or_init(|| {
        Arc::new(EnumDef::int(
            "RoundingMode",
            "::mlir::arith::RoundingMode",
            32,
            &[("to_nearest_even", 0), ("downward", 1), ("upward", 2), ("toward_zero", 3), ("to_nearest_away", 4)],
        )
        .summary("Floating point rounding mode")
        .attr_kind("Arith_RoundingModeAttr"))
    })
}

pub fn atomic_rmw_kind() -> &'static Arc<EnumDef> {
    static E: OnceLock<Arc<EnumDef>> = OnceLock::new();
    E.get_or_init(|| {
        let names = [
            "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori",
        ];
        let cases: Vec<(&str, u64)> = names.iter().enumerate().map(|(i, n)| (*n, i as u64)).collect();
        Arc::new(EnumDef::int("AtomicRMWKind", "::mlir::arith::AtomicRMWKind", 64, &cases).attr_kind("AtomicRMWKindAttr"))
    })
}

pub fn fastmath() -> &'static Arc<BitEnumAttr> {
    static E: OnceLock<Arc<BitEnumAttr>> = OnceLock::new();
    E.get_or_init(|| {
        let def = EnumDef::bits(
            "FastMathFlags",
            "::mlir::arith::FastMathFlags",
            ",",
            &[("none", 0), ("reassoc", 1), ("nnan", 2), ("ninf", 4), ("nsz", 8), ("arcp", 16), ("contract", 32), ("afn", 64), ("fast", 127)],
        )
        .summary("Floating point fast math flags")
        .attr_kind("FastMathFlags");
        Arc::new(BitEnumAttr {
            def: Arc::new(def),
            dialect: "arith".into(),
            mnemonic: "fastmath".into(),
            ods_name: "Arith_FastMathAttr".into(),
            bare: false,
            memo: mlir_ir::context::memo_space(),
        })
    })
}

pub fn overflow() -> &'static Arc<BitEnumAttr> {
    static E: OnceLock<Arc<BitEnumAttr>> = OnceLock::new();
    E.get_or_init(|| {
        let def = EnumDef::bits("IntegerOverflowFlags", "::mlir::arith::IntegerOverflowFlags", ", ", &[("none", 0), ("nsw", 1), ("nuw", 2)])
            .summary("Integer overflow arith flags")
            .attr_kind("Arith_IntegerOverflowFlags");
        Arc::new(BitEnumAttr {
            def: Arc::new(def),
            dialect: "arith".into(),
            mnemonic: "overflow".into(),
            ods_name: "Arith_IntegerOverflowAttr".into(),
            bare: false,
            memo: mlir_ir::context::memo_space(),
        })
    })
}

pub fn fastmath_attr() -> AttrConstraint {
    fastmath().constraint("Floating point fast math flags")
}

pub fn overflow_attr() -> AttrConstraint {
    overflow().constraint("Integer overflow arith flags")
}

// ----- op families -----

fn with_fastmath(d: OpDef) -> OpDef {
    d.default_attr("fastmath", fastmath_attr(), "::mlir::arith::FastMathFlags::none", |ctx| fastmath().get(ctx, 0))
}

fn with_overflow(d: OpDef) -> OpDef {
    d.default_attr("overflowFlags", overflow_attr(), "::mlir::arith::IntegerOverflowFlags::none", |ctx| overflow().get(ctx, 0))
}

fn elementwise() -> [Trait; 4] {
    [Trait::Elementwise, Trait::Scalarizable, Trait::Vectorizable, Trait::Tensorizable]
}

fn binary(name: &str, ty: TypeConstraint, pure: bool) -> OpDef {
    let mut d = OpDef::new(&format!("arith.{name}")).operand("lhs", ty.clone()).operand("rhs", ty.clone()).result("result", ty);
    if pure {
        d = d.traits([Trait::Pure]);
    }
    d.traits([Trait::SameOperandsAndResultType])
        .traits(elementwise())
        .interfaces([Interface::InferTypeOpInterface, Interface::VectorUnrollOpInterface])
}

fn int_binary(name: &str, commutative: bool, idempotent: bool) -> OpDef {
    let mut d = binary(name, sint_like(), true).format("$lhs `,` $rhs attr-dict `:` type($result)");
    if commutative {
        d = d.traits([Trait::Commutative]);
    }
    if idempotent {
        d = d.traits([Trait::Idempotent]);
    }
    d
}

/// A division or remainder: no memory effect, speculatable as `rule` decides.
fn conditionally_speculatable(d: OpDef, rule: fn(&Ir, OpId) -> mlir_ods::interfaces::Speculatability) -> OpDef {
    d.speculatability(rule).interfaces([Interface::ConditionallySpeculatable])
}

fn int_binary_exact(name: &str) -> OpDef {
    binary(name, sint_like(), true)
        .optional_attr("isExact", c::unit_attr())
        .format("$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)")
}

fn int_binary_overflow(name: &str, commutative: bool) -> OpDef {
    let mut d = with_overflow(binary(name, sint_like(), true))
        .format("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)")
        .interfaces([Interface::ArithIntegerOverflowFlagsInterface]);
    if commutative {
        d = d.traits([Trait::Commutative]);
    }
    d
}

fn float_binary(name: &str, commutative: bool, rounding: bool) -> OpDef {
    let mut d = with_fastmath(binary(name, float_like(), true)).interfaces([Interface::ArithFastMathInterface]);
    if rounding {
        d = d
            .optional_attr("roundingmode", rounding_mode().int_attr_constraint("Arith_RoundingModeAttr"))
            .format("$lhs `,` $rhs ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
            .interfaces([Interface::ArithRoundingModeInterface]);
    } else {
        d = d.format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)");
    }
    if commutative {
        d = d.traits([Trait::Commutative]);
    }
    d
}

fn float_unary(name: &str) -> OpDef {
    let d = OpDef::new(&format!("arith.{name}")).operand("operand", float_like()).result("result", float_like());
    with_fastmath(d)
        .traits([Trait::Pure, Trait::SameOperandsAndResultType])
        .traits(elementwise())
        .interfaces([Interface::InferTypeOpInterface, Interface::ArithFastMathInterface, Interface::VectorUnrollOpInterface])
        .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
}

fn extended(name: &str, results: [&str; 2], second: TypeConstraint, matching: &[&str], infer: bool) -> OpDef {
    let mut d = OpDef::new(&format!("arith.{name}"))
        .operand("lhs", sint_like())
        .operand("rhs", sint_like())
        .result(results[0], sint_like())
        .result(results[1], second)
        .traits([Trait::Pure, Trait::AllTypesMatch(matching.iter().map(|s| s.to_string()).collect())])
        .traits(elementwise())
        .result_names(name_results_by_def);
    if infer {
        d = d.format("$lhs `,` $rhs attr-dict `:` type($lhs)").infer(infer_same_twice);
    } else {
        d = d.format(&format!("$lhs `,` $rhs attr-dict `:` type(${}) `,` type(${})", results[0], results[1]));
    }
    d
}

fn infer_same_twice(_: &Context, operands: &[Type], _: &[(mlir_ir::Ident, mlir_ir::Attribute)]) -> Option<Vec<Type>> {
    let t = *operands.first()?;
    Some(vec![t, t])
}

/// Results named after their definition (`%sum, %overflow`).
fn name_results_by_def(ir: &Ir, op: OpId) -> Vec<Option<String>> {
    match mlir_ods::op_def(&ir.ctx, ir.name_str(op)) {
        Some(d) => d.results.iter().map(|r| Some(r.name.clone())).collect(),
        None => Vec::new(),
    }
}

fn compare(name: &str, operand: TypeConstraint, pred: AttrConstraint, with_fm: bool) -> OpDef {
    let mut d = OpDef::new(&format!("arith.{name}")).attr("predicate", pred).operand("lhs", operand.clone()).operand("rhs", operand);
    d = d.result("result", bool_like());
    d = d
        .traits([
            Trait::Pure,
            Trait::SameTypeOperands,
            Trait::TypesMatchWith {
                from: "lhs".into(),
                to: "result".into(),
                summary: "result type has i1 element type and same shape as operands".into(),
                transform: i1_same_shape,
            },
        ])
        .traits(elementwise())
        .interfaces([Interface::InferTypeOpInterface, Interface::VectorUnrollOpInterface]);
    if with_fm {
        with_fastmath(d)
            .format("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)")
            .interfaces([Interface::ArithFastMathInterface])
    } else {
        d.format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)")
    }
}

/// Every op of the dialect.
pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("arith");
    // Upstream's order of the enums (the generated module lists them so).
    d.add_enum(cmpf_predicate());
    d.add_enum(cmpi_predicate());
    d.add_enum(&overflow().def);
    d.add_enum(rounding_mode());
    d.add_enum(atomic_rmw_kind());
    d.add_enum_attr(fastmath());
    d.add_enum_attr(overflow());
    d.dependencies.push("ub".into());
    let ops = &mut d.ops;
    // Integer arithmetic.
    ops.push(int_binary_overflow("addi", true));
    ops.push(int_binary_overflow("subi", false));
    ops.push(int_binary_overflow("muli", true));
    ops.push(int_binary_overflow("shli", false));
    ops.push(conditionally_speculatable(int_binary_exact("divui"), speculation::unsigned));
    ops.push(conditionally_speculatable(int_binary_exact("divsi"), speculation::signed));
    ops.push(conditionally_speculatable(int_binary("ceildivui", false, false), speculation::unsigned));
    ops.push(conditionally_speculatable(int_binary("ceildivsi", false, false), speculation::signed));
    ops.push(int_binary("floordivsi", false, false));
    ops.push(conditionally_speculatable(int_binary("remui", false, false), speculation::unsigned));
    ops.push(conditionally_speculatable(int_binary("remsi", false, false), speculation::signed));
    ops.push(int_binary("andi", true, true));
    ops.push(int_binary("ori", true, true));
    ops.push(int_binary("xori", true, false));
    ops.push(int_binary_exact("shrui"));
    ops.push(int_binary_exact("shrsi"));
    for m in ["maxsi", "maxui", "minsi", "minui"] {
        ops.push(int_binary(m, true, false));
    }
    ops.push(extended("addui_extended", ["sum", "overflow"], bool_like(), &["lhs", "rhs", "sum"], false).traits([Trait::Commutative]));
    ops.push(extended("subui_extended", ["diff", "borrow"], bool_like(), &["lhs", "rhs", "diff"], false));
    ops.push(extended("mulsi_extended", ["low", "high"], sint_like(), &["lhs", "rhs", "low", "high"], true).traits([Trait::Commutative]));
    ops.push(extended("mului_extended", ["low", "high"], sint_like(), &["lhs", "rhs", "low", "high"], true).traits([Trait::Commutative]));
    // Floating point.
    ops.push(float_unary("negf"));
    ops.push(float_unary("flush_denormals"));
    ops.push(float_binary("addf", true, true));
    ops.push(float_binary("subf", false, true));
    ops.push(float_binary("mulf", true, true));
    ops.push(float_binary("divf", false, true));
    ops.push(float_binary("remf", false, false));
    for m in ["maximumf", "maxnumf", "minimumf", "minnumf", "maximumnumf", "minimumnumf"] {
        ops.push(float_binary(m, true, false));
    }
    // Comparisons, select, constant.
    ops.push(compare("cmpi", sint_like(), cmpi_predicate().int_attr_constraint("Arith_CmpIPredicateAttr"), false));
    ops.push(compare("cmpf", float_like(), cmpf_predicate().int_attr_constraint("Arith_CmpFPredicateAttr"), true));
    ops.push(select());
    ops.push(constant());
    // Casts.
    casts::add(ops);
    fold::add_folders(ops);
    d.set_class_names(CLASS_NAMES);
    d
}

/// Op class names (upstream's C++ classes) the default rule does not give.
const CLASS_NAMES: &[(&str, &str)] = &[
    ("addf", "AddFOp"),
    ("addi", "AddIOp"),
    ("addui_extended", "AddUIExtendedOp"),
    ("andi", "AndIOp"),
    ("ceildivsi", "CeilDivSIOp"),
    ("ceildivui", "CeilDivUIOp"),
    ("cmpf", "CmpFOp"),
    ("cmpi", "CmpIOp"),
    ("convertf", "ConvertFOp"),
    ("divf", "DivFOp"),
    ("divsi", "DivSIOp"),
    ("divui", "DivUIOp"),
    ("extf", "ExtFOp"),
    ("extsi", "ExtSIOp"),
    ("extui", "ExtUIOp"),
    ("fptosi", "FPToSIOp"),
    ("fptoui", "FPToUIOp"),
    ("floordivsi", "FloorDivSIOp"),
    ("index_castui", "IndexCastUIOp"),
    ("maxnumf", "MaxNumFOp"),
    ("maxsi", "MaxSIOp"),
    ("maxui", "MaxUIOp"),
    ("maximumf", "MaximumFOp"),
    ("maximumnumf", "MaximumNumFOp"),
    ("minnumf", "MinNumFOp"),
    ("minsi", "MinSIOp"),
    ("minui", "MinUIOp"),
    ("minimumf", "MinimumFOp"),
    ("minimumnumf", "MinimumNumFOp"),
    ("mulf", "MulFOp"),
    ("muli", "MulIOp"),
    ("mulsi_extended", "MulSIExtendedOp"),
    ("mului_extended", "MulUIExtendedOp"),
    ("negf", "NegFOp"),
    ("ori", "OrIOp"),
    ("remf", "RemFOp"),
    ("remsi", "RemSIOp"),
    ("remui", "RemUIOp"),
    ("sitofp", "SIToFPOp"),
    ("scaling_extf", "ScalingExtFOp"),
    ("scaling_truncf", "ScalingTruncFOp"),
    ("shli", "ShLIOp"),
    ("shrsi", "ShRSIOp"),
    ("shrui", "ShRUIOp"),
    ("subf", "SubFOp"),
    ("subi", "SubIOp"),
    ("subui_extended", "SubUIExtendedOp"),
    ("truncf", "TruncFOp"),
    ("trunci", "TruncIOp"),
    ("uitofp", "UIToFPOp"),
    ("xori", "XOrIOp"),
];

// ----- select -----

fn select() -> OpDef {
    OpDef::new("arith.select")
        .operand("condition", bool_like())
        .operand("true_value", c::any_type())
        .operand("false_value", c::any_type())
        .result("result", c::any_type())
        .traits([
            Trait::Pure,
            Trait::AllTypesMatch(vec!["true_value".into(), "false_value".into(), "result".into()]),
            Trait::Pred { summary: "condition is signless i1 or has matching shape".into(), check: select_condition_ok },
        ])
        .traits(elementwise())
        .interfaces([Interface::InferTypeOpInterface, Interface::VectorUnrollOpInterface])
        .custom_syntax(parse_select, print_select)
        .verifier(verify_select)
        .local_checks()
}

/// `%c, %t, %f attr-dict : [cond-type ,] type`
fn parse_select(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    // Upstream's operand list of three: the whole list is read, then counted. Only the first
    // three are kept (no allocation per op).
    let mut uses = [None; 3];
    let mut count = 0;
    let at = p.offset();
    let mut next = p.parse_optional_operand()?;
    while let Some(u) = next {
        if let Some(slot) = uses.get_mut(count) {
            *slot = Some(u);
        }
        count += 1;
        next = if p.parse_optional_punct(Punct::Comma) { Some(p.parse_operand()?) } else { None };
    }
    if count == 0 {
        return Err(p.wrong_token("expected operand"));
    }
    let (3, [Some(c), Some(a), Some(b)]) = (count, uses) else {
        return Err(p.error_at(at, "expected 3 operands".into()));
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mut cond = p.parse_colon_type()?;
    let ty = if p.parse_optional_punct(Punct::Comma) {
        p.parse_type()?
    } else {
        let t = cond;
        cond = p.context().i1_type();
        t
    };
    st.operands.push(p.resolve_operand(c, cond)?);
    st.operands.push(p.resolve_operand(a, ty)?);
    st.operands.push(p.resolve_operand(b, ty)?);
    st.result_types.push(ty);
    Ok(())
}

fn print_select(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    p.out().push(' ');
    p.print_values(ir.operands(op));
    let entries = ir.ctx.dict_entries(ir.attrs(op));
    p.print_optional_attr_dict(entries, &[]);
    p.out().push_str(" : ");
    let cond = ir.value_type(ir.operand(op, 0));
    if ir.ctx.type_kind(cond).is_shaped() {
        p.print_type(cond);
        p.out().push_str(", ");
    }
    p.print_type(ir.value_type(ir.result(op, 0)));
}

/// The condition is `i1`, or a vector/tensor of `i1` shaped like the result.
fn select_condition_ok(ir: &Ir, op: OpId) -> bool {
    let ctx = &ir.ctx;
    let cond = ir.value_type(ir.operand(op, 0));
    let res = ir.value_type(ir.result(op, 0));
    if c::is_i1(ctx, cond) {
        return true;
    }
    let shape = |t: Type| match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } => Some((0, shape.to_vec(), scalable.to_vec())),
        TypeKind::RankedTensor { shape, .. } => Some((1, shape.to_vec(), Vec::new())),
        TypeKind::UnrankedTensor { .. } => Some((2, Vec::new(), Vec::new())),
        _ => None,
    };
    let elem_i1 = ctx.type_kind(cond).element_type().is_some_and(|e| c::is_i1(ctx, e));
    elem_i1 && shape(cond).is_some() && shape(cond) == shape(res)
}

/// The condition's full type (encoding included) must be the result's with `i1` elements.
fn verify_select(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let cond = ir.value_type(ir.operand(op, 0));
    if c::is_i1(ctx, cond) {
        return Ok(());
    }
    let res = ir.value_type(ir.result(op, 0));
    let expected = i1_same_shape(ctx, res);
    if expected != Some(cond) {
        let s = |t| mlir_ir::print::type_to_string(ctx, t);
        let e = expected.map(s).unwrap_or_default();
        return Err(op_error(
            ir,
            op,
            format!("expected condition type to have the same shape as the result type, expected '{e}', but got '{}'", s(cond)),
        ));
    }
    Ok(())
}

// ----- constant -----

fn constant() -> OpDef {
    OpDef::new("arith.constant")
        .attr("value", c::typed_attr())
        .result("result", c::any_type())
        .traits([Trait::ConstantLike, Trait::Pure, Trait::AllTypesMatch(vec!["value".into(), "result".into()])])
        .interfaces([Interface::OpAsmOpInterface, Interface::InferTypeOpInterface])
        .format("attr-dict $value")
        .infer(|ctx, _, attrs| {
            let v = attrs.iter().find(|(n, _)| ctx.str(*n) == "value")?.1;
            Some(vec![c::typed_attr_type(ctx, v)?])
        })
        .result_names(constant_name)
        .verifier(verify_constant)
        .local_checks()
}

/// `%c42_i32`, `%c0` (index), `%true`/`%false`, `%cst` otherwise.
fn constant_name(ir: &Ir, op: OpId) -> Vec<Option<String>> {
    let ctx = &ir.ctx;
    let Some(v) = mlir_ods::groups::prop(ir, op, "value") else {
        return vec![Some("cst".into())];
    };
    let ty = ir.value_type(ir.result(op, 0));
    let name = match ctx.attr_kind(v) {
        AttrKind::Integer { value, .. } => match ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => {
                if value.as_i64() == Some(0) {
                    "false".into()
                } else {
                    "true".into()
                }
            }
            TypeKind::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                format!("c{value}_{prefix}{width}")
            }
            _ => format!("c{value}"),
        },
        _ => "cst".into(),
    };
    vec![Some(name)]
}

fn verify_constant(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let ty = ir.value_type(ir.result(op, 0));
    let elem = c::element_type_or_self(ctx, ty);
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(elem) {
        if *signedness != Signedness::Signless {
            return Err(op_error(ir, op, "integer return type must be signless"));
        }
    }
    let Some(v) = mlir_ods::groups::prop(ir, op, "value") else {
        return Ok(());
    };
    let ok = matches!(
        ctx.attr_kind(v),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. } | AttrKind::DenseString { .. } | AttrKind::DenseResource { .. } | AttrKind::Sparse { .. }
    );
    if !ok {
        return Err(op_error(ir, op, "value must be an integer, float, or elements attribute"));
    }
    if let TypeKind::Vector { scalable, .. } = ctx.type_kind(ty) {
        let splat = matches!(ctx.attr_kind(v), AttrKind::DenseElements { splat: true, .. });
        if scalable.iter().any(|s| *s) && !splat {
            return Err(op_error(ir, op, "initializing scalable vectors with elements attribute is not supported unless it's a vector splat"));
        }
    }
    Ok(())
}
