//! The `index` dialect: arithmetic on `index` values whose width depends on the target.

use crate::arith::fold::{int_const, int_result, int_width};
use mlir_ir::dialect::FoldResult;
use mlir_ir::{AttrKind, Ir, OpId, TypeKind};
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
            memo: mlir_ir::context::memo_space(),
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
fn fold_binary(ir: &Ir, _op: OpId, c: &[Option<mlir_ir::Attribute>], f: fn(i64, i64, u32) -> Option<i64>) -> Option<Vec<FoldResult>> {
    let (a, b) = (index_const(ir, c, 0)?, index_const(ir, c, 1)?);
    let r64 = f(a, b, 64)?;
    let r32 = f(a as i32 as i64, b as i32 as i64, 32)?;
    if r64 as i32 as i64 != r32 {
        return None;
    }
    let ctx = &ir.ctx;
    Some(vec![FoldResult::Attr(ctx.integer_attr(ctx.index_type(), r64 as i128))])
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

/// Constants first, then upstream's identities on a constant right operand: `x + 0`, `x - 0`
/// and `x * 1` are `x`, `x * 0` is the zero.
fn fold_with_identity(ir: &Ir, op: OpId, c: &[Option<mlir_ir::Attribute>], f: fn(i64, i64, u32) -> Option<i64>) -> Option<Vec<FoldResult>> {
    if let Some(r) = fold_binary(ir, op, c, f) {
        return Some(r);
    }
    let b = index_const(ir, c, 1)?;
    let lhs = FoldResult::Value(ir.operand(op, 0));
    match (ir.name_str(op), b) {
        ("index.add" | "index.sub", 0) | ("index.mul", 1) => Some(vec![lhs]),
        ("index.mul", 0) => Some(vec![FoldResult::Value(ir.operand(op, 1))]),
        _ => None,
    }
}

/// `ceildivs(n, m)`: `n*m > 0 ? (n+x)/m + 1 : -(-n/m)` with `x = m > 0 ? -1 : 1`, on `w` bits.
fn ceildivs(n: i64, m: i64, w: u32) -> Option<i64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    if (n > 0) != (m > 0) {
        return Some(wrap(-(wrap(-(n as i128), w) as i128 / m as i128), w));
    }
    let x: i128 = if m > 0 { -1 } else { 1 };
    Some(wrap(wrap(n as i128 + x, w) as i128 / m as i128 + 1, w))
}

/// `ceildivu(n, m)`: `n == 0 ? 0 : (n-1)/m + 1`, on `w` bits.
fn ceildivu(n: i64, m: i64, w: u32) -> Option<i64> {
    let (n, m) = (unsigned(n, w), unsigned(m, w));
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    Some(wrap(((n - 1) / m + 1) as i128, w))
}

/// `floordivs(n, m)`: `n*m < 0 ? -1 - (x-n)/m : n/m` with `x = m < 0 ? 1 : -1`, on `w` bits.
fn floordivs(n: i64, m: i64, w: u32) -> Option<i64> {
    if m == 0 {
        return None;
    }
    if n == 0 {
        return Some(0);
    }
    if (n < 0) == (m < 0) {
        return Some(wrap(n as i128 / m as i128, w));
    }
    let x: i128 = if m < 0 { 1 } else { -1 };
    Some(wrap(-1 - wrap(x - n as i128, w) as i128 / m as i128, w))
}

/// Whether `pred` (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge) holds for `a` and `b` as
/// `w`-bit values.
fn compare(pred: u64, a: i64, b: i64, w: u32) -> Option<bool> {
    let (sa, sb) = (wrap(a as i128, w), wrap(b as i128, w));
    let (ua, ub) = (unsigned(a, w), unsigned(b, w));
    Some(match pred {
        0 => ua == ub,
        1 => ua != ub,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        9 => ua >= ub,
        _ => return None,
    })
}

/// Whether `pred` holds for every value of `lo..=hi` against `b` (`Some(true)`), for none
/// (`Some(false)`), or neither; the range is signed or unsigned as `signed` says, the
/// predicate's own signedness must match it (eq/ne work with either).
fn range_compare(pred: u64, lo: i128, hi: i128, b: i128, signed: bool) -> Option<bool> {
    let pred_signed = matches!(pred, 2..=5);
    let pred_unsigned = matches!(pred, 6..=9);
    if (pred_signed && !signed) || (pred_unsigned && signed) {
        return None;
    }
    let all = |f: &dyn Fn(i128) -> bool| f(lo) && f(hi);
    let none = |f: &dyn Fn(i128) -> bool| !f(lo) && !f(hi);
    let decide = |f: &dyn Fn(i128) -> bool| {
        if all(f) {
            Some(true)
        } else if none(f) {
            Some(false)
        } else {
            None
        }
    };
    match pred {
        0 => {
            if lo == hi && lo == b {
                Some(true)
            } else if b < lo || b > hi {
                Some(false)
            } else {
                None
            }
        }
        1 => range_compare(0, lo, hi, b, signed).map(|v| !v),
        2 | 6 => decide(&|x| x < b),
        3 | 7 => decide(&|x| x <= b),
        4 | 8 => decide(&|x| x > b),
        5 | 9 => decide(&|x| x >= b),
        _ => None,
    }
}

/// `cmp(max/min(x, A), B)`: the range the left side is known to lie in decides the predicate
/// on `w` bits (upstream's `foldCmpOfMaxOrMin`).
fn cmp_of_min_max(kind: &str, a: i64, b: i64, w: u32, pred: u64) -> Option<bool> {
    let (smin, smax) = if w == 32 { (i32::MIN as i128, i32::MAX as i128) } else { (i64::MIN as i128, i64::MAX as i128) };
    let umax = if w == 32 { u32::MAX as i128 } else { u64::MAX as i128 };
    let (sa, sb) = (wrap(a as i128, w) as i128, wrap(b as i128, w) as i128);
    let (ua, ub) = (unsigned(a, w) as i128, unsigned(b, w) as i128);
    match kind {
        "index.mins" => range_compare(pred, smin, sa, sb, true),
        "index.maxs" => range_compare(pred, sa, smax, sb, true),
        "index.minu" => range_compare(pred, 0, ua, ub, false),
        "index.maxu" => range_compare(pred, ua, umax, ub, false),
        _ => None,
    }
}

/// `index.cmp`: constants (when 64- and 32-bit agree), a min/max against a constant bound,
/// and equal operands.
fn fold_cmp(ir: &Ir, op: OpId, c: &[Option<mlir_ir::Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let pred = mlir_ods::enums::bit_enum_value(ctx, mlir_ods::groups::prop(ir, op, "pred")?)?;
    let bool_attr = |v: bool| Some(vec![FoldResult::Attr(ctx.bool_attr(v))]);
    if let (Some(a), Some(b)) = (index_const(ir, c, 0), index_const(ir, c, 1)) {
        let (r64, r32) = (compare(pred, a, b, 64)?, compare(pred, a, b, 32)?);
        return if r64 == r32 { bool_attr(r64) } else { None };
    }
    if let (Some(lhs_op), Some(b)) = (ir.defining_op(ir.operand(op, 0)), index_const(ir, c, 1)) {
        let kind = ir.name_str(lhs_op);
        if matches!(kind, "index.mins" | "index.maxs" | "index.minu" | "index.maxu") {
            let a = ir.defining_op(ir.operand(lhs_op, 1)).and_then(|d| mlir_ods::interfaces::constant_value(ir, d)).and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => value.as_i64(),
                _ => None,
            });
            if let Some(a) = a {
                if let (Some(r64), Some(r32)) = (cmp_of_min_max(kind, a, b, 64, pred), cmp_of_min_max(kind, a, b, 32, pred)) {
                    if r64 == r32 {
                        return bool_attr(r64);
                    }
                }
            }
        }
    }
    if ir.operand(op, 0) == ir.operand(op, 1) {
        return bool_attr(matches!(pred, 0 | 3 | 5 | 7 | 9));
    }
    None
}

/// `index.casts`/`index.castu` of an integer constant (upstream's `foldCastOp`): to `index`,
/// extended (or truncated) to 64 bits; from `index`, when the 32-bit target agrees.
fn fold_cast(ir: &Ir, op: OpId, c: &[Option<mlir_ir::Attribute>], signed: bool) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let a = c.first().copied().flatten()?;
    let AttrKind::Integer { ty: in_ty, .. } = ctx.attr_kind(a) else { return None };
    let v = int_const(ctx, Some(a), int_width(ctx, *in_ty)?)?;
    let out_ty = ir.value_type(ir.result(op, 0));
    let result = match ctx.type_kind(out_ty) {
        TypeKind::Index => v.resize(64, signed),
        TypeKind::Integer { width, .. } => {
            // From `index`: the 64-bit value and its low 32 bits must cast alike.
            let (w, v32) = (*width, v.resize(32, false));
            if w == 0 {
                return None;
            } else if w <= 32 {
                v.resize(w, false)
            } else if w >= 64 {
                if v32.resize(64, signed) != v {
                    return None;
                }
                v.resize(w, signed)
            } else {
                let r = v.resize(w, signed);
                if r != v32.resize(w, signed) {
                    return None;
                }
                r
            }
        }
        _ => return None,
    };
    Some(vec![FoldResult::Attr(int_result(ctx, out_ty, &result)?)])
}

fn binary_folder(name: &str) -> Option<mlir_ods::def::FoldFn> {
    Some(match name {
        "index.add" => |ir, op, c| fold_with_identity(ir, op, c, |a, b, w| Some(wrap(a as i128 + b as i128, w))),
        "index.sub" => |ir, op, c| fold_with_identity(ir, op, c, |a, b, w| Some(wrap(a as i128 - b as i128, w))),
        "index.mul" => |ir, op, c| fold_with_identity(ir, op, c, |a, b, w| Some(wrap(a as i128 * b as i128, w))),
        "index.ceildivs" => |ir, op, c| fold_binary(ir, op, c, ceildivs),
        "index.ceildivu" => |ir, op, c| fold_binary(ir, op, c, ceildivu),
        "index.floordivs" => |ir, op, c| fold_binary(ir, op, c, floordivs),
        "index.cmp" => fold_cmp,
        "index.casts" => |ir, op, c| fold_cast(ir, op, c, true),
        "index.castu" => |ir, op, c| fold_cast(ir, op, c, false),
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

/// `index.cmp`'s canonicalization (upstream's): `x - y cmp 0` becomes `x cmp y`, and
/// `0 cmp x - y` becomes `y cmp x`.
pub(crate) fn register_canonicalization(ctx: &mlir_ir::Context) {
    ctx.register_canonicalization(
        "index.cmp",
        mlir_ir::rewriter::CanonicalizationPattern { label: "CmpOfSubWithZero", benefit: 1, apply: cmp_of_sub_with_zero },
    );
}

fn cmp_of_sub_with_zero(ir: &mut Ir, op: OpId, notes: &mut Vec<mlir_ir::rewriter::Note>) -> bool {
    let is_zero = |ir: &Ir, v: mlir_ir::Value| {
        ir.defining_op(v)
            .and_then(|d| mlir_ods::interfaces::constant_value(ir, d))
            .is_some_and(|a| matches!(ir.ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.as_i64() == Some(0)))
    };
    let (l, r) = (ir.operand(op, 0), ir.operand(op, 1));
    let (rhs_zero, lhs_zero) = (is_zero(ir, r), is_zero(ir, l));
    if !rhs_zero && !lhs_zero {
        return false;
    }
    let sub_of = if rhs_zero { l } else { r };
    let Some(sub) = ir.defining_op(sub_of).filter(|&d| ir.name_str(d) == "index.sub") else { return false };
    let (x, y) = (ir.operand(sub, 0), ir.operand(sub, 1));
    let (new_l, new_r) = if rhs_zero { (x, y) } else { (y, x) };
    let ctx = ir.ctx.clone();
    let mut st = mlir_ir::OperationState::new(ctx.op_name("index.cmp"), ir.loc(op));
    st.operands = vec![new_l, new_r];
    st.result_types = vec![ir.value_type(ir.result(op, 0))];
    st.props = ir.props(op);
    let new = ir.create_op(st);
    if ir.insert_op_before(op, new).is_err() {
        return false;
    }
    notes.push(mlir_ir::rewriter::Note::Visit(new));
    let v = ir.result(new, 0);
    mlir_ir::rewriter::replace_op(ir, op, &[v], notes).is_ok()
}

