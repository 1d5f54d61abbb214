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
        )
        .summary("index comparison predicate kind")
        .attr_kind("IndexCmpPredicate")
        .symbols(&[
            ("eq", "EQ"),
            ("ne", "NE"),
            ("slt", "SLT"),
            ("sle", "SLE"),
            ("sgt", "SGT"),
            ("sge", "SGE"),
            ("ult", "ULT"),
            ("ule", "ULE"),
            ("ugt", "UGT"),
            ("uge", "UGE"),
        ]);
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
    d = d.traits([if pure { Trait::Pure } else { Trait::NoMemoryEffect }]);
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
    d.add_enum_attr(cmp_predicate());
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
    add_folders(ops);
    d.set_class_names(CLASS_NAMES);
    d
}

/// Op class names (upstream's C++ classes) the default rule does not give.
const CLASS_NAMES: &[(&str, &str)] = &[
    ("divs", "DivSOp"),
    ("divu", "DivUOp"),
    ("ceildivs", "CeilDivSOp"),
    ("ceildivu", "CeilDivUOp"),
    ("floordivs", "FloorDivSOp"),
    ("rems", "RemSOp"),
    ("remu", "RemUOp"),
    ("maxs", "MaxSOp"),
    ("maxu", "MaxUOp"),
    ("mins", "MinSOp"),
    ("minu", "MinUOp"),
    ("shrs", "ShrSOp"),
    ("shru", "ShrUOp"),
    ("xor", "XOrOp"),
    ("casts", "CastSOp"),
    ("castu", "CastUOp"),
    ("sizeof", "SizeOfOp"),
];

// ----- folding -----

/// An `index` constant operand.
fn index_const(ir: &Ir, c: &[Option<mlir_ir::Attribute>], i: usize) -> Option<i64> {
    match ir.ctx.attr_kind(c.get(i).copied().flatten()?) {
        AttrKind::Integer { value, .. } => value.as_i64(),
        _ => None,
    }
}

/// Folds `f` on the operands as 64-bit and as 32-bit values; the fold holds only when both
/// agree (the index width is the target's), as upstream's index folders require.
fn fold_binary(ir: &Ir, _op: OpId, c: &[Option<mlir_ir::Attribute>], f: fn(i64, i64, u32) -> Option<i64>) -> Option<Vec<mlir_ir::dialect::FoldResult>> {
    let (a, b) = (index_const(ir, c, 0)?, index_const(ir, c, 1)?);
    let r64 = f(a, b, 64)?;
    let r32 = f(a as i32 as i64, b as i32 as i64, 32)?;
    if r64 as i32 as i64 != r32 {
        return None;
    }
    let ctx = &ir.ctx;
    Some(vec![mlir_ir::dialect::FoldResult::Attr(ctx.integer_attr(ctx.index_type(), r64 as i128))])
}

/// `x` truncated to `w` bits (32 or 64), sign-extended back.
fn wrap(x: i128, w: u32) -> i64 {
    if w == 32 {
        x as i32 as i64
    } else {
        x as i64
    }
}

fn unsigned(x: i64, w: u32) -> u64 {
    if w == 32 {
        x as u32 as u64
    } else {
        x as u64
    }
}

fn binary_folder(name: &str) -> Option<mlir_ods::def::FoldFn> {
    Some(match name {
        "index.add" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| Some(wrap(a as i128 + b as i128, w))),
        "index.sub" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| Some(wrap(a as i128 - b as i128, w))),
        "index.mul" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| Some(wrap(a as i128 * b as i128, w))),
        "index.divs" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| (b != 0).then(|| wrap(a as i128 / b as i128, w))),
        "index.divu" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| (b != 0).then(|| wrap((unsigned(a, w) / unsigned(b, w)) as i128, w))),
        "index.rems" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| (b != 0).then(|| wrap(a as i128 % b as i128, w))),
        "index.remu" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| (b != 0).then(|| wrap((unsigned(a, w) % unsigned(b, w)) as i128, w))),
        "index.maxs" => |ir, op, c| fold_binary(ir, op, c, |a, b, _| Some(a.max(b))),
        "index.mins" => |ir, op, c| fold_binary(ir, op, c, |a, b, _| Some(a.min(b))),
        "index.maxu" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| Some(if unsigned(a, w) >= unsigned(b, w) { a } else { b })),
        "index.minu" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| Some(if unsigned(a, w) <= unsigned(b, w) { a } else { b })),
        "index.and" => |ir, op, c| fold_binary(ir, op, c, |a, b, _| Some(a & b)),
        "index.or" => |ir, op, c| fold_binary(ir, op, c, |a, b, _| Some(a | b)),
        "index.xor" => |ir, op, c| fold_binary(ir, op, c, |a, b, _| Some(a ^ b)),
        "index.shl" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| ((0..w as i64).contains(&b)).then(|| wrap((a as i128) << b, w))),
        "index.shrs" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| ((0..w as i64).contains(&b)).then(|| a >> b)),
        "index.shru" => |ir, op, c| fold_binary(ir, op, c, |a, b, w| ((0..w as i64).contains(&b)).then(|| wrap((unsigned(a, w) >> b) as i128, w))),
        "index.constant" | "index.bool.constant" => |ir, op, _| {
            Some(vec![mlir_ir::dialect::FoldResult::Attr(mlir_ods::groups::prop(ir, op, "value")?)])
        },
        _ => return None,
    })
}

pub(crate) fn add_folders(ops: &mut [OpDef]) {
    for d in ops.iter_mut() {
        if let Some(f) = binary_folder(&d.name) {
            d.code.fold = Some(f);
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn folds_agree_on_32_and_64_bits() {
        let got = crate::test_util::fold_all(
            "index.",
            "func.func @f() {
               %a = index.constant 7
               %b = index.constant -2
               %big = index.constant 4294967296
               %0 = index.add %a, %b
               %1 = index.mul %a, %b
               %2 = index.divs %a, %b
               %3 = index.divu %a, %b
               %4 = index.remu %a, %b
               %5 = index.maxu %a, %b
               %6 = index.shl %a, %a
               %7 = index.add %big, %a
               %two = index.constant 2
               %8 = index.divs %big, %two
               %10 = index.shl %a, %big
               %z = index.constant 0
               %9 = index.divs %a, %z
               return
             }",
        );
        let expected = [
            "index.add: 5 : index",
            "index.mul: -14 : index",
            "index.divs: -3 : index",
            // 7 / (2^64 - 2) is 0 on 64 bits and on 32 bits.
            "index.divu: 0 : index",
            "index.remu: 7 : index",
            "index.maxu: -2 : index",
            "index.shl: 896 : index",
            // 2^32 + 7: its low 32 bits are what 32-bit arithmetic gives, so it folds.
            "index.add: 4294967303 : index",
            // 2^32 / 2 is 2^31 on 64 bits but 0 on 32 bits: not folded.
            "index.divs: -",
            "index.shl: -",
            "index.divs: -",
        ];
        assert_eq!(got, expected);
    }
}
