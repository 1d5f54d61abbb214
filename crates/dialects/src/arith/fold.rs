//! Folders of the arith ops: constant folding of scalars and splats, and the identities
//! upstream's folders apply (`x + 0 → x`, `x * 1 → x`, `cmpi eq x, x → true`, ...).
//!
//! Integers of up to 64 bits (and `index`, as 64 bits) fold; wider ones are left alone.
//! Floats fold in `f32` and `f64`, the formats whose arithmetic the host does exactly as
//! IEEE-754 with round-to-nearest-even.

use mlir_ir::dialect::FoldResult;
use mlir_ir::{AttrKind, Attribute, Context, Ir, OpId, Signedness, Type, TypeKind};
use crate::common::{f32_or_f64, float_attr, float_value};
use mlir_ods::def::FoldFn;
use mlir_ods::OpDef;

/// The bit width integer folding works in, if `t` (or its element type) folds.
fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    let e = ctx.type_kind(t).element_type().unwrap_or(t);
    match ctx.type_kind(e) {
        TypeKind::Integer { width, .. } if (1..=64).contains(width) => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

fn sext(v: u64, w: u32) -> i64 {
    if w >= 64 {
        v as i64
    } else {
        let s = 64 - w;
        ((v << s) as i64) >> s
    }
}

/// A constant integer operand (scalar, or the value of a splat), as `w`-bit pattern.
fn int_const(ctx: &Context, a: Option<Attribute>, w: u32) -> Option<u64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some((value.as_i64()? as u64) & mask(w)),
        AttrKind::DenseElements { splat: true, raw, ty } => {
            let e = ctx.type_kind(*ty).element_type()?;
            if !matches!(ctx.type_kind(e), TypeKind::Integer { .. } | TypeKind::Index) {
                return None;
            }
            let mut v = 0u64;
            for (i, b) in raw.iter().take(8).enumerate() {
                v |= (*b as u64) << (8 * i);
            }
            Some(v & mask(w))
        }
        _ => None,
    }
}

/// The attribute of type `ty` (a scalar or a shaped type, then a splat) holding `v`.
fn int_result(ctx: &Context, ty: Type, v: u64, w: u32) -> Option<Attribute> {
    let v = v & mask(w);
    let elem = ctx.type_kind(ty).element_type();
    let scalar_ty = elem.unwrap_or(ty);
    let stored: i128 = match ctx.type_kind(scalar_ty) {
        TypeKind::Integer { width: 1, .. } => v as i128,
        TypeKind::Integer { signedness: Signedness::Unsigned, .. } => v as i128,
        _ => sext(v, w) as i128,
    };
    match elem {
        None => Some(ctx.integer_attr(ty, stored)),
        Some(_) => {
            if !ctx.type_kind(ty).shape().is_some_and(|s| s.iter().all(|d| *d >= 0)) {
                return None;
            }
            let bytes = mlir_ir::attrs::dense_elem_bytes(w);
            let raw: Vec<u8> = v.to_le_bytes()[..bytes.min(8)].to_vec();
            Some(ctx.attr(AttrKind::DenseElements { ty, splat: true, raw: raw.into() }))
        }
    }
}

fn result_type(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.result(op, 0))
}

/// Folds a binary integer op: constants through `f` (`None`: undefined, no fold), else
/// `identity` on the (operand, maybe-constant) pairs.
fn int_binary(
    ir: &Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    f: fn(u64, u64, u32) -> Option<u64>,
    identity: fn(&Ir, OpId, Option<u64>, Option<u64>, u32) -> Option<FoldResult>,
) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let ty = result_type(ir, op);
    let w = int_width(ctx, ty)?;
    let a = int_const(ctx, operands.first().copied().flatten(), w);
    let b = int_const(ctx, operands.get(1).copied().flatten(), w);
    if let (Some(a), Some(b)) = (a, b) {
        if let Some(v) = f(a, b, w) {
            return Some(vec![FoldResult::Attr(int_result(ctx, ty, v, w)?)]);
        }
    }
    identity(ir, op, a, b, w).map(|r| vec![r])
}

fn lhs(ir: &Ir, op: OpId) -> FoldResult {
    FoldResult::Value(ir.operand(op, 0))
}

fn same_operands(ir: &Ir, op: OpId) -> bool {
    ir.operand(op, 0) == ir.operand(op, 1)
}

fn zero_of(ir: &Ir, op: OpId, w: u32) -> Option<FoldResult> {
    int_result(&ir.ctx, result_type(ir, op), 0, w).map(FoldResult::Attr)
}

fn sdiv(a: u64, b: u64, w: u32) -> Option<(i64, i64)> {
    let (a, b) = (sext(a, w), sext(b, w));
    let min = if w >= 64 { i64::MIN } else { -(1i64 << (w - 1)) };
    if b == 0 || (a == min && b == -1) {
        return None;
    }
    Some((a, b))
}

/// Signed division rounded up (`ceil`) or down, `None` where it is undefined.
fn rounded_sdiv(a: u64, b: u64, w: u32, ceil: bool) -> Option<u64> {
    sdiv(a, b, w).map(|(a, b)| {
        let q = a / b;
        let inexact = a % b != 0;
        let same_sign = (a < 0) == (b < 0);
        (if inexact && ceil && same_sign {
            q + 1
        } else if inexact && !ceil && !same_sign {
            q - 1
        } else {
            q
        }) as u64
    })
}

/// The folder of each integer binary op, by name.
fn int_folder(name: &str) -> Option<FoldFn> {
    Some(match name {
        "arith.addi" => |ir, op, c| {
            int_binary(ir, op, c, |a, b, _| Some(a.wrapping_add(b)), |ir, op, _, b, _| (b == Some(0)).then(|| lhs(ir, op)))
        },
        "arith.subi" => |ir, op, c| {
            int_binary(ir, op, c, |a, b, _| Some(a.wrapping_sub(b)), |ir, op, _, b, w| {
                if b == Some(0) {
                    return Some(lhs(ir, op));
                }
                let dynamic = ir.ctx.type_kind(result_type(ir, op)).shape().is_some_and(|s| s.contains(&mlir_ir::DYNAMIC));
                if same_operands(ir, op) && !dynamic {
                    return zero_of(ir, op, w);
                }
                None
            })
        },
        "arith.muli" => |ir, op, c| {
            // `x * 0` is the zero operand itself (upstream returns the value, not a new constant).
            int_binary(ir, op, c, |a, b, _| Some(a.wrapping_mul(b)), |ir, op, _, b, _| match b {
                Some(1) => Some(lhs(ir, op)),
                Some(0) => Some(FoldResult::Value(ir.operand(op, 1))),
                _ => None,
            })
        },
        "arith.divui" => |ir, op, c| {
            int_binary(ir, op, c, |a, b, _| (b != 0).then(|| a / b), |ir, op, _, b, _| (b == Some(1)).then(|| lhs(ir, op)))
        },
        "arith.divsi" => |ir, op, c| {
            int_binary(ir, op, c, |a, b, w| sdiv(a, b, w).map(|(a, b)| (a / b) as u64), |ir, op, _, b, _| (b == Some(1)).then(|| lhs(ir, op)))
        },
        "arith.ceildivui" => |ir, op, c| {
            int_binary(ir, op, c, |a, b, _| (b != 0).then(|| if a == 0 { 0 } else { (a - 1) / b + 1 }), |ir, op, _, b, _| {
                (b == Some(1)).then(|| lhs(ir, op))
            })
        },
        "arith.ceildivsi" => |ir, op, c| int_binary(ir, op, c, |a, b, w| rounded_sdiv(a, b, w, true), |ir, op, _, b, _| (b == Some(1)).then(|| lhs(ir, op))),
        "arith.floordivsi" => |ir, op, c| int_binary(ir, op, c, |a, b, w| rounded_sdiv(a, b, w, false), |ir, op, _, b, _| (b == Some(1)).then(|| lhs(ir, op))),
        "arith.remui" => |ir, op, c| int_binary(ir, op, c, |a, b, _| (b != 0).then(|| a % b), |ir, op, _, b, w| if b == Some(1) { zero_of(ir, op, w) } else { None }),
        "arith.remsi" => |ir, op, c| {
            int_binary(
                ir,
                op,
                c,
                |a, b, w| {
                    let (a, b) = (sext(a, w), sext(b, w));
                    (b != 0).then(|| a.wrapping_rem(b) as u64)
                },
                |ir, op, _, b, w| if b == Some(1) { zero_of(ir, op, w) } else { None },
            )
        },
        "arith.andi" => |ir, op, c| {
            int_binary(ir, op, c, |a, b, _| Some(a & b), |ir, op, _, b, w| {
                if b == Some(0) {
                    return Some(FoldResult::Value(ir.operand(op, 1)));
                }
                if b == Some(mask(w)) || same_operands(ir, op) {
                    return Some(lhs(ir, op));
                }
                None
            })
        },
        "arith.ori" => |ir, op, c| {
            int_binary(ir, op, c, |a, b, _| Some(a | b), |ir, op, _, b, w| {
                if b == Some(0) || same_operands(ir, op) {
                    return Some(lhs(ir, op));
                }
                if b == Some(mask(w)) {
                    return int_result(&ir.ctx, result_type(ir, op), mask(w), w).map(FoldResult::Attr);
                }
                None
            })
        },
        "arith.xori" => |ir, op, c| {
            int_binary(ir, op, c, |a, b, _| Some(a ^ b), |ir, op, _, b, w| {
                if b == Some(0) {
                    return Some(lhs(ir, op));
                }
                if same_operands(ir, op) {
                    return zero_of(ir, op, w);
                }
                None
            })
        },
        "arith.shli" => |ir, op, c| {
            int_binary(ir, op, c, |a, b, w| ((b as u32) < w && b < 64).then(|| a << b), |ir, op, _, b, _| (b == Some(0)).then(|| lhs(ir, op)))
        },
        "arith.shrui" => |ir, op, c| {
            int_binary(ir, op, c, |a, b, w| ((b as u32) < w && b < 64).then(|| a >> b), |ir, op, _, b, _| (b == Some(0)).then(|| lhs(ir, op)))
        },
        "arith.shrsi" => |ir, op, c| {
            int_binary(
                ir,
                op,
                c,
                |a, b, w| ((b as u32) < w && b < 64).then(|| (sext(a, w) >> b) as u64),
                |ir, op, _, b, _| (b == Some(0)).then(|| lhs(ir, op)),
            )
        },
        "arith.maxsi" => |ir, op, c| int_binary(ir, op, c, |a, b, w| Some(if sext(a, w) >= sext(b, w) { a } else { b }), same_value),
        "arith.maxui" => |ir, op, c| int_binary(ir, op, c, |a, b, _| Some(a.max(b)), same_value),
        "arith.minsi" => |ir, op, c| int_binary(ir, op, c, |a, b, w| Some(if sext(a, w) <= sext(b, w) { a } else { b }), same_value),
        "arith.minui" => |ir, op, c| int_binary(ir, op, c, |a, b, _| Some(a.min(b)), same_value),
        _ => return None,
    })
}

fn same_value(ir: &Ir, op: OpId, _: Option<u64>, _: Option<u64>, _: u32) -> Option<FoldResult> {
    same_operands(ir, op).then(|| lhs(ir, op))
}

// ----- comparisons and select -----

fn cmpi_eval(pred: u64, a: u64, b: u64, w: u32) -> Option<bool> {
    let (sa, sb) = (sext(a, w), sext(b, w));
    Some(match pred {
        0 => a == b,
        1 => a != b,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => a < b,
        7 => a <= b,
        8 => a > b,
        9 => a >= b,
        _ => return None,
    })
}

fn fold_cmpi(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let pred = super::cmpi_predicate().int_value(ctx, mlir_ods::groups::prop(ir, op, "predicate")?)?;
    let ty = result_type(ir, op);
    let w = int_width(ctx, ir.value_type(ir.operand(op, 0)))?;
    let v = if same_operands(ir, op) {
        // x == x, x <= x, x >= x hold; the strict comparisons and != do not.
        matches!(pred, 0 | 3 | 5 | 7 | 9)
    } else {
        let a = int_const(ctx, c.first().copied().flatten(), w)?;
        let b = int_const(ctx, c.get(1).copied().flatten(), w)?;
        cmpi_eval(pred, a, b, w)?
    };
    Some(vec![FoldResult::Attr(int_result(ctx, ty, v as u64, 1)?)])
}

/// Upstream's select folder: equal branches; a constant condition; a poison branch gives the
/// other; `select %x, true, false` on `i1` is `%x`; selecting between the operands of an
/// `eq`/`ne` comparison on its result is the one the comparison makes equal.
fn fold_select(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let (cond, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let value = |v| Some(vec![FoldResult::Value(v)]);
    if t == f {
        return value(t);
    }
    if let Some(k) = int_const(ctx, c.first().copied().flatten(), 1) {
        return value(if k == 1 { t } else { f });
    }
    let poison = |a: Option<Attribute>| {
        a.is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Dialect { dialect, mnemonic, .. } if ctx.str(*dialect) == "ub" && ctx.str(*mnemonic) == "poison"))
    };
    if poison(c.get(1).copied().flatten()) {
        return value(f);
    }
    if poison(c.get(2).copied().flatten()) {
        return value(t);
    }
    let i1 = matches!(ctx.type_kind(result_type(ir, op)), TypeKind::Integer { width: 1, signedness: mlir_ir::Signedness::Signless });
    if i1 && int_const(ctx, c.get(1).copied().flatten(), 1) == Some(1) && int_const(ctx, c.get(2).copied().flatten(), 1) == Some(0) {
        return value(cond);
    }
    let cmp = ir.defining_op(cond).filter(|&d| ir.name_str(d) == "arith.cmpi")?;
    let pred = mlir_ods::groups::prop(ir, cmp, "predicate").and_then(|p| match ctx.attr_kind(p) {
        AttrKind::Integer { value, .. } => value.as_i64(),
        _ => None,
    })?;
    let (l, r) = (ir.operand(cmp, 0), ir.operand(cmp, 1));
    if (pred == 0 || pred == 1) && ((l == t && r == f) || (r == t && l == f)) {
        return value(if pred == 1 { t } else { f });
    }
    None
}

// ----- casts -----

fn fold_int_cast(ir: &Ir, op: OpId, c: &[Option<Attribute>], signed: bool) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let from = int_width(ctx, ir.value_type(ir.operand(op, 0)))?;
    let ty = result_type(ir, op);
    let to = int_width(ctx, ty)?;
    let v = int_const(ctx, c.first().copied().flatten(), from)?;
    let ext = if signed { sext(v, from) as u64 } else { v };
    Some(vec![FoldResult::Attr(int_result(ctx, ty, ext, to)?)])
}

// ----- floats -----

fn float_binary(ir: &Ir, op: OpId, c: &[Option<Attribute>], f32op: fn(f32, f32) -> f32, f64op: fn(f64, f64) -> f64) -> Option<Vec<FoldResult>> {
    // A rounding mode other than the default is left to a later, mode-aware folder.
    if mlir_ods::groups::prop(ir, op, "roundingmode").is_some() {
        return None;
    }
    let ctx = &ir.ctx;
    let ty = result_type(ir, op);
    let single = f32_or_f64(ctx, ty)?;
    let a = float_value(ctx, c.first().copied().flatten(), single)?;
    let b = float_value(ctx, c.get(1).copied().flatten(), single)?;
    let v = if single { f32op(a as f32, b as f32) as f64 } else { f64op(a, b) };
    Some(vec![FoldResult::Attr(float_attr(ctx, ty, v, single))])
}

/// `x op c → x` when `c` is this constant (checked bit for bit, so `-0.0` differs from `0.0`).
fn float_identity(ir: &Ir, op: OpId, c: &[Option<Attribute>], neutral: f64) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let single = f32_or_f64(ctx, result_type(ir, op))?;
    let b = float_value(ctx, c.get(1).copied().flatten(), single)?;
    (b.to_bits() == neutral.to_bits()).then(|| vec![FoldResult::Value(ir.operand(op, 0))])
}

fn fold_negf(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let x = ir.operand(op, 0);
    if let Some(def) = ir.defining_op(x) {
        if ir.name_str(def) == "arith.negf" {
            return Some(vec![FoldResult::Value(ir.operand(def, 0))]);
        }
    }
    let ctx = &ir.ctx;
    let ty = result_type(ir, op);
    let single = f32_or_f64(ctx, ty)?;
    let a = float_value(ctx, c.first().copied().flatten(), single)?;
    Some(vec![FoldResult::Attr(float_attr(ctx, ty, -a, single))])
}

/// Installs the folder of every arith op that has one.
pub(super) fn add_folders(ops: &mut [OpDef]) {
    for d in ops.iter_mut() {
        let f: Option<FoldFn> = match d.name.as_str() {
            "arith.constant" => Some(|ir, op, _| Some(vec![FoldResult::Attr(mlir_ods::groups::prop(ir, op, "value")?)])),
            "arith.cmpi" => Some(fold_cmpi),
            "arith.select" => Some(fold_select),
            "arith.extui" | "arith.index_castui" => Some(|ir, op, c| fold_int_cast(ir, op, c, false)),
            "arith.extsi" | "arith.trunci" | "arith.index_cast" => Some(|ir, op, c| fold_int_cast(ir, op, c, true)),
            "arith.addf" => Some(|ir, op, c| {
                float_binary(ir, op, c, |a, b| a + b, |a, b| a + b).or_else(|| float_identity(ir, op, c, -0.0))
            }),
            "arith.subf" => Some(|ir, op, c| float_binary(ir, op, c, |a, b| a - b, |a, b| a - b).or_else(|| float_identity(ir, op, c, 0.0))),
            "arith.mulf" => Some(|ir, op, c| float_binary(ir, op, c, |a, b| a * b, |a, b| a * b).or_else(|| float_identity(ir, op, c, 1.0))),
            "arith.divf" => Some(|ir, op, c| float_binary(ir, op, c, |a, b| a / b, |a, b| a / b).or_else(|| float_identity(ir, op, c, 1.0))),
            "arith.negf" => Some(fold_negf),
            name => int_folder(name),
        };
        if let Some(f) = f {
            d.code.fold = Some(f);
        }
    }
}
