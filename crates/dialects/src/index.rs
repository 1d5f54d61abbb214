//! The `index` dialect: arithmetic on `index` values whose width depends on the target.

use mlir_ir::{AttrKind, Ir, OpId};
use mlir_ods::constraint::{self as c, AttrConstraint, AttrSyntax, TypeConstraint};
use mlir_ods::{BitEnumAttr, DialectDef, EnumDef, Interface, OpDef, Trait};
use std::sync::{Arc, OnceLock};

/// `#index<cmp_predicate slt>`, spelled `slt` in `index.cmp`.
pub fn cmp_predicate() -> &'static Arc<BitEnumAttr> {
    static E: OnceLock<Arc<BitEnumAttr>> = OnceLock::new();
    E.get_or_init(|| {
        let def = EnumDef::int(
            "IndexCmpPredicate",
            "::mlir::index::IndexCmpPredicate",
            32,
            &[("eq", 0), ("ne", 1), ("slt", 2), ("sle", 3), ("sgt", 4), ("sge", 5), ("ult", 6), ("ule", 7), ("ugt", 8), ("uge", 9)],
        );
        Arc::new(BitEnumAttr {
            def: Arc::new(def),
            dialect: "index".into(),
            mnemonic: "cmp_predicate".into(),
            ods_name: "IndexCmpPredicateAttr".into(),
            bare: true,
        })
    })
}

fn int_or_index() -> TypeConstraint {
    TypeConstraint::new("AnyTypeOf<[AnyInteger, Index]>", "integer or index", |ctx, t| {
        matches!(ctx.type_kind(t), mlir_ir::TypeKind::Integer { .. } | mlir_ir::TypeKind::Index)
    })
}

fn binary(name: &str, pure: bool, commutative: bool) -> OpDef {
    let mut d = OpDef::new(&format!("index.{name}"))
        .operand("lhs", c::index())
        .operand("rhs", c::index())
        .result("result", c::index())
        .interfaces([Interface::InferTypeOpInterface, Interface::Other("InferIntRangeInterface".into())])
        .format("$lhs `,` $rhs attr-dict");
    if pure {
        d = d.traits([Trait::Pure]);
    }
    if commutative {
        d = d.traits([Trait::Commutative]);
    }
    d
}

fn cast(name: &str) -> OpDef {
    OpDef::new(&format!("index.{name}"))
        .operand("input", int_or_index())
        .result("output", int_or_index())
        .traits([Trait::Pure])
        .interfaces([Interface::CastOpInterface])
        .format("$input attr-dict `:` type($input) `to` type($output)")
        .verifier(|ir, op| {
            let ctx = &ir.ctx;
            let a = ir.value_type(ir.operand(op, 0));
            let b = ir.value_type(ir.result(op, 0));
            if c::is_index(ctx, a) != c::is_index(ctx, b) {
                return Ok(());
            }
            let s = |t| mlir_ir::print::type_to_string(ctx, t);
            Err(mlir_ir::verify::emit_op_error_prefixed(
                ir,
                op,
                format!("operand type '{}' and result type '{}' are cast incompatible", s(a), s(b)),
            ))
        })
}

fn index_attr_name(ir: &Ir, op: OpId) -> Vec<Option<String>> {
    let ctx = &ir.ctx;
    let v = mlir_ods::groups::prop(ir, op, "value");
    match v.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => vec![Some(format!("idx{value}"))],
        _ => vec![None],
    }
}

fn bool_attr_name(ir: &Ir, op: OpId) -> Vec<Option<String>> {
    let ctx = &ir.ctx;
    match mlir_ods::groups::prop(ir, op, "value").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => vec![Some(if value.as_i64() == Some(0) { "false" } else { "true" }.into())],
        _ => vec![None],
    }
}

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("index");
    d.attrs.push(("cmp_predicate".into(), cmp_predicate().clone()));
    let ops = &mut d.ops;
    ops.push(binary("add", true, true));
    ops.push(binary("sub", true, false));
    ops.push(binary("mul", true, true));
    for n in ["divs", "divu", "ceildivs", "ceildivu", "floordivs", "rems", "remu"] {
        ops.push(binary(n, false, false));
    }
    for n in ["maxs", "maxu", "mins", "minu"] {
        ops.push(binary(n, true, true));
    }
    for n in ["shl", "shrs", "shru"] {
        ops.push(binary(n, true, false));
    }
    for n in ["and", "or", "xor"] {
        ops.push(binary(n, true, true));
    }
    ops.push(cast("casts"));
    ops.push(cast("castu"));
    let pred: AttrConstraint = cmp_predicate().constraint("index comparison predicate kind");
    ops.push(
        OpDef::new("index.cmp")
            .attr("pred", pred)
            .operand("lhs", c::index())
            .operand("rhs", c::index())
            .result("result", c::i1())
            .traits([Trait::Pure])
            .interfaces([Interface::InferTypeOpInterface])
            .format("`` $pred `(` $lhs `,` $rhs `)` attr-dict"),
    );
    ops.push(OpDef::new("index.sizeof").result("result", c::index()).traits([Trait::Pure]).format("attr-dict"));
    ops.push(
        OpDef::new("index.constant")
            .attr("value", c::index_attr())
            .result("result", c::index())
            .traits([Trait::ConstantLike, Trait::Pure])
            .interfaces([Interface::OpAsmOpInterface])
            .format("attr-dict $value")
            .result_names(index_attr_name),
    );
    ops.push(
        OpDef::new("index.bool.constant")
            .attr("value", AttrConstraint::new("BoolAttr", "bool attribute", AttrSyntax::WithoutType(|ctx| ctx.i1_type()), |ctx, a| {
                matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if c::is_i1(ctx, *ty))
            }))
            .result("result", c::i1())
            .traits([Trait::ConstantLike, Trait::Pure])
            .interfaces([Interface::OpAsmOpInterface])
            .format("attr-dict $value")
            .result_names(bool_attr_name),
    );
    d
}
