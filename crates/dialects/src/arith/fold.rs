//! Folders of the arith ops: constant folding of scalars and splats, and the identities
//! upstream's folders apply (`x + 0 → x`, `(a - b) + b → a`, `x & ~x → 0`, `x >> x → 0`,
//! `cmpi eq x, x → true`, ...), checked in upstream's order (identities before constants,
//! so that an existing value is reused rather than a constant made). The folds upstream does
//! in place (`extui(extui(x))`, `trunci` of an extension or truncation, `cmpi` with a constant
//! on the left only) are the ops' `fold_in_place` hooks.
//!
//! Integers of every width fold (`index` as 64 bits), computed as [`ApInt`]s.
//! Floats fold in every format (see [`fsem`]): computed in `f64` and rounded once to the
//! format, which is exact for one operation on these formats; `f80` and `f128`, whose values
//! `f64` cannot hold, are computed exactly on their bits by `mlir_apfloat` (scalar
//! `addf`/`subf`/`mulf`/`divf`/`remf`/`negf` and conversions).

use crate::apint::ApInt;
use mlir_ir::dialect::FoldResult;
use mlir_ir::{AttrKind, Attribute, Context, FloatKind, Ir, OpId, Signedness, Type, TypeKind, Value};
use mlir_ods::def::FoldFn;
use mlir_ods::OpDef;

/// The bit width integer folding works in, if `t` (or its element type) is an integer or
/// `index` (`i0` has no values to fold).
pub(crate) fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    let e = ctx.type_kind(t).element_type().unwrap_or(t);
    match ctx.type_kind(e) {
        TypeKind::Integer { width, .. } if *width >= 1 => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// A constant integer operand (scalar, or the value of a splat) in `w` bits.
pub(crate) fn int_const(ctx: &Context, a: Option<Attribute>, w: u32) -> Option<ApInt> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(ApInt::from_int_value(w, value)),
        AttrKind::DenseElements { splat: true, raw, ty } => {
            let e = ctx.type_kind(*ty).element_type()?;
            if !matches!(ctx.type_kind(e), TypeKind::Integer { .. } | TypeKind::Index) {
                return None;
            }
            Some(ApInt::from_le_bytes(w, raw))
        }
        _ => None,
    }
}

/// Whether integers of the scalar type `t` are held signed: not for unsigned types and `i1`
/// (as the parser stores them, so that equal constants are equal attributes).
fn held_signed(ctx: &Context, t: Type) -> bool {
    !matches!(ctx.type_kind(t), TypeKind::Integer { width: 1, .. } | TypeKind::Integer { signedness: Signedness::Unsigned, .. })
}

/// The attribute of type `ty` (a scalar or a shaped type, then a splat) holding `v`.
pub(crate) fn int_result(ctx: &Context, ty: Type, v: &ApInt) -> Option<Attribute> {
    let elem = ctx.type_kind(ty).element_type();
    let signed = held_signed(ctx, elem.unwrap_or(ty));
    match elem {
        None => Some(ctx.attr(AttrKind::Integer { ty, value: v.to_int_value(signed) })),
        Some(_) => {
            if !ctx.type_kind(ty).shape().is_some_and(|s| s.iter().all(|d| *d >= 0)) {
                return None;
            }
            let mut raw = Vec::new();
            v.write_le(mlir_ir::attrs::dense_elem_bytes(v.width()), signed, &mut raw);
            Some(ctx.attr(AttrKind::DenseElements { ty, splat: true, raw: raw.into() }))
        }
    }
}

/// The elements of a dense integer constant in `w` bits, and whether it is a splat (one
/// element then).
pub(crate) fn int_elements(ctx: &Context, a: Option<Attribute>, w: u32) -> Option<(Vec<ApInt>, bool)> {
    let AttrKind::DenseElements { ty, splat, raw } = ctx.attr_kind(a?) else { return None };
    let e = ctx.type_kind(*ty).element_type()?;
    if !matches!(ctx.type_kind(e), TypeKind::Integer { .. } | TypeKind::Index) {
        return None;
    }
    let size = mlir_ir::attrs::dense_elem_bytes(w);
    Some((raw.chunks(size).map(|c| ApInt::from_le_bytes(w, c)).collect(), *splat))
}

/// A dense constant of type `ty` holding `vals` of `w` bits (a splat when they are all equal,
/// as upstream's dense attributes are built).
fn int_elements_result(ctx: &Context, ty: Type, vals: &[ApInt], w: u32) -> Option<Attribute> {
    let Some(first) = vals.first() else { return Some(empty_elements(ctx, ty, w == 1)) };
    if vals.iter().all(|v| v == first) {
        return int_result(ctx, ty, first);
    }
    let size = mlir_ir::attrs::dense_elem_bytes(w);
    let signed = held_signed(ctx, elem(ctx, ty));
    let mut raw = Vec::with_capacity(vals.len() * size);
    for v in vals {
        v.write_le(size, signed, &mut raw);
    }
    Some(ctx.attr(AttrKind::DenseElements { ty, splat: false, raw: raw.into() }))
}

/// A dense constant of a shaped type with no elements, as upstream builds it: `dense<>`, or
/// for booleans the one-byte splat `dense<false>` (their packed storage is never empty).
pub(crate) fn empty_elements(ctx: &Context, ty: Type, boolean: bool) -> Attribute {
    let raw: Vec<u8> = if boolean { vec![0] } else { Vec::new() };
    ctx.attr(AttrKind::DenseElements { ty, splat: boolean, raw: raw.into() })
}

/// `f` applied element by element to two dense integer constants, at least one of them not a
/// splat (upstream's `constFoldBinaryOp` on `ElementsAttr`); `None` if any element declines.
fn int_elementwise(ctx: &Context, ty: Type, c: &[Option<Attribute>], w: u32, out_w: u32, f: &dyn Fn(&ApInt, &ApInt) -> Option<ApInt>) -> Option<Attribute> {
    let (a, sa) = int_elements(ctx, c.first().copied().flatten(), w)?;
    let (b, sb) = int_elements(ctx, c.get(1).copied().flatten(), w)?;
    if sa && sb {
        return None;
    }
    let n = a.len().max(b.len());
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let x = if sa { a.first()? } else { a.get(i)? };
        let y = if sb { b.first()? } else { b.get(i)? };
        out.push(f(x, y)?);
    }
    int_elements_result(ctx, ty, &out, out_w)
}

/// `f` applied to two integer constants of `w` bits giving a result of `out_w` bits, as an
/// attribute of type `ty`: to the scalars or splat values `consts` (the operands' values as
/// [`int_const`] reads them, where both are known), else element by element.
pub(crate) fn int_map2(ctx: &Context, ty: Type, consts: Option<(&ApInt, &ApInt)>, c: &[Option<Attribute>], w: u32, out_w: u32, f: &dyn Fn(&ApInt, &ApInt) -> Option<ApInt>) -> Option<Attribute> {
    if let Some((a, b)) = consts {
        if let Some(v) = f(a, b) {
            return int_result(ctx, ty, &v);
        }
    }
    int_elementwise(ctx, ty, c, w, out_w, f)
}

/// `f` applied to an integer constant of `w` bits (a scalar, a splat, or element by element),
/// as an attribute of type `ty`; `None` if the operand is not one or `f` declines.
pub(crate) fn int_map(ctx: &Context, ty: Type, a: Option<Attribute>, w: u32, out_w: u32, f: &dyn Fn(&ApInt) -> Option<ApInt>) -> Option<Attribute> {
    if let Some(v) = int_const(ctx, a, w) {
        return int_result(ctx, ty, &f(&v)?);
    }
    let (vals, _) = int_elements(ctx, a, w)?;
    let out = vals.iter().map(f).collect::<Option<Vec<_>>>()?;
    int_elements_result(ctx, ty, &out, out_w)
}

fn result_type(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.result(op, 0))
}

/// What an integer folder's identity rules see: the op, its constant operands (in `w` bits,
/// where known) and the width.
struct IntOperands<'a> {
    ir: &'a Ir,
    op: OpId,
    a: Option<ApInt>,
    b: Option<ApInt>,
    w: u32,
}

impl IntOperands<'_> {
    fn lhs(&self) -> FoldResult {
        FoldResult::Value(self.ir.operand(self.op, 0))
    }

    fn rhs(&self) -> FoldResult {
        FoldResult::Value(self.ir.operand(self.op, 1))
    }

    fn zero(&self) -> Option<FoldResult> {
        zero_of(self.ir, self.op, self.w)
    }

    fn same(&self) -> bool {
        same_operands(self.ir, self.op)
    }

    /// Whether the left operand is a constant for which `p` holds.
    fn lhs_is(&self, p: fn(&ApInt) -> bool) -> bool {
        self.a.as_ref().is_some_and(p)
    }

    /// Whether the right operand is a constant for which `p` holds.
    fn rhs_is(&self, p: fn(&ApInt) -> bool) -> bool {
        self.b.as_ref().is_some_and(p)
    }
}

type Identity = fn(&IntOperands) -> Option<FoldResult>;

/// Folds a binary integer op as upstream's folders do: `before` (the identities upstream checks
/// first), then constants through `f` (`None`: undefined, no fold), then `after` (the
/// identities of traits, tried when the folder fails).
fn int_binary(ir: &Ir, op: OpId, operands: &[Option<Attribute>], before: Identity, f: fn(&ApInt, &ApInt) -> Option<ApInt>, after: Identity) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let ty = result_type(ir, op);
    let w = int_width(ctx, ty)?;
    let a = int_const(ctx, operands.first().copied().flatten(), w);
    let b = int_const(ctx, operands.get(1).copied().flatten(), w);
    let x = IntOperands { ir, op, a, b, w };
    if let Some(r) = before(&x) {
        return Some(vec![r]);
    }
    // Poison operands give poison, except to the shifts (as the reference build folds).
    if !matches!(ir.name_str(op), "arith.shli" | "arith.shrsi" | "arith.shrui") {
        if let Some(p) = poison_operand(ctx, operands) {
            return Some(vec![FoldResult::Attr(p)]);
        }
    }
    if let Some(r) = int_map2(ctx, ty, x.a.as_ref().zip(x.b.as_ref()), operands, w, w, &f) {
        return Some(vec![FoldResult::Attr(r)]);
    }
    after(&x).map(|r| vec![r])
}

fn none(_: &IntOperands) -> Option<FoldResult> {
    None
}

fn same_operands(ir: &Ir, op: OpId) -> bool {
    ir.operand(op, 0) == ir.operand(op, 1)
}

fn zero_of(ir: &Ir, op: OpId, w: u32) -> Option<FoldResult> {
    int_result(&ir.ctx, result_type(ir, op), &ApInt::zero(w)).map(FoldResult::Attr)
}

/// The op named `name` defining `v`.
fn def(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    ir.defining_op(v).filter(|&d| ir.name_str(d) == name)
}

/// The all-ones constant (scalar or splat) defining `v`, if it is one.
fn is_all_ones(ir: &Ir, v: Value, w: u32) -> bool {
    let Some(a) = ir.defining_op(v).and_then(|d| mlir_ods::interfaces::constant_value(ir, d)) else { return false };
    int_const(&ir.ctx, Some(a), w).is_some_and(|k| k.is_all_ones())
}

/// `xori(x, all ones)` defining `v`, with `x`: the xor and `x`.
fn not_of(ir: &Ir, v: Value, w: u32) -> Option<(OpId, Value)> {
    let x = def(ir, v, "arith.xori")?;
    is_all_ones(ir, ir.operand(x, 1), w).then(|| (x, ir.operand(x, 0)))
}

fn overflow_bits(ir: &Ir, op: OpId) -> u64 {
    mlir_ods::groups::prop(ir, op, "overflowFlags").and_then(|a| mlir_ods::enums::bit_enum_value(&ir.ctx, a)).unwrap_or(0)
}

/// `(a * b) / b → a` (upstream's `foldDivMul`), when the `muli` has the flags `flags`.
fn div_of_mul(x: &IntOperands, flags: u64) -> Option<FoldResult> {
    let (ir, op) = (x.ir, x.op);
    let rhs = ir.operand(op, 1);
    let mul = def(ir, ir.operand(op, 0), "arith.muli")?;
    if overflow_bits(ir, mul) & flags != flags {
        return None;
    }
    if ir.operand(mul, 0) == rhs {
        return Some(FoldResult::Value(ir.operand(mul, 1)));
    }
    (ir.operand(mul, 1) == rhs).then(|| FoldResult::Value(ir.operand(mul, 0)))
}

/// Signed division rounded up (`ceil`) or down, `None` where it is undefined.
fn rounded_sdiv(a: &ApInt, b: &ApInt, ceil: bool) -> Option<ApInt> {
    let q = a.sdiv(b)?;
    let inexact = !a.srem(b)?.is_zero();
    let same_sign = a.is_negative() == b.is_negative();
    let one = ApInt::from_u64(a.width(), 1);
    Some(if inexact && ceil && same_sign {
        q.add(&one)
    } else if inexact && !ceil && !same_sign {
        q.sub(&one)
    } else {
        q
    })
}

/// The identities of the divisions, in upstream's order: `x / 1` and `0 / x` are the left
/// operand; `x / x` is 1 (where a constant of the type can be made: not for dynamic shapes).
fn div_identities(x: &IntOperands) -> Option<FoldResult> {
    if x.rhs_is(ApInt::is_one) || x.lhs_is(ApInt::is_zero) {
        return Some(x.lhs());
    }
    if x.same() {
        return int_result(&x.ir.ctx, result_type(x.ir, x.op), &ApInt::from_u64(x.w, 1)).map(FoldResult::Attr);
    }
    None
}

/// The identities of the remainders: `x % 1`, `0 % x` and `x % x` are 0 (a new constant).
fn rem_identities(x: &IntOperands) -> Option<FoldResult> {
    if x.rhs_is(ApInt::is_one) || x.lhs_is(ApInt::is_zero) || x.same() {
        return x.zero();
    }
    None
}

/// Dense constants folded as upstream's shift and `floordivsi` folders do when an element is
/// undefined: their flag for it is set anew by each element computed, so only the last
/// element decides whether the op folds. `f` gives an element's value and whether it is
/// defined.
fn elements_last_decides(ir: &Ir, op: OpId, c: &[Option<Attribute>], f: &dyn Fn(&ApInt, &ApInt) -> (ApInt, bool)) -> Option<Vec<FoldResult>> {
    let ty = result_type(ir, op);
    let w = int_width(&ir.ctx, ty)?;
    let defined = std::cell::Cell::new(true);
    let r = int_elementwise(&ir.ctx, ty, c, w, w, &|a, b| {
        let (v, ok) = f(a, b);
        defined.set(ok);
        Some(v)
    })?;
    defined.get().then(|| vec![FoldResult::Attr(r)])
}

/// A shift of dense constants with some amount out of range: the others shift by the width
/// (to zero, or to the sign bits for `shrsi`), and the last amount decides.
fn shift_elements(ir: &Ir, op: OpId, c: &[Option<Attribute>], f: fn(&ApInt, u32) -> ApInt) -> Option<Vec<FoldResult>> {
    elements_last_decides(ir, op, c, &|a, b| {
        let s = b.shift_amount();
        (f(a, s.unwrap_or(a.width())), s.is_some())
    })
}

/// The trivial shifts: `0 << x`, `0 >> x`, `x >> x` are 0; `-1 >>s x` is -1.
fn trivial_shift(x: &IntOperands, right: bool, signed: bool) -> Option<FoldResult> {
    if x.rhs_is(ApInt::is_zero) || x.lhs_is(ApInt::is_zero) {
        return Some(x.lhs());
    }
    if right && x.same() {
        return x.zero();
    }
    if signed && x.lhs_is(ApInt::is_all_ones) {
        return Some(x.lhs());
    }
    None
}

/// The folder of each integer binary op, by name.
fn int_folder(name: &str) -> Option<FoldFn> {
    Some(match name {
        "arith.addi" => |ir, op, c| {
            int_binary(
                ir,
                op,
                c,
                |x| {
                    if x.rhs_is(ApInt::is_zero) {
                        return Some(x.lhs());
                    }
                    let (ir, op) = (x.ir, x.op);
                    let (l, r) = (ir.operand(op, 0), ir.operand(op, 1));
                    // (a - b) + b and b + (a - b) are a.
                    if let Some(sub) = def(ir, l, "arith.subi").filter(|&s| ir.operand(s, 1) == r) {
                        return Some(FoldResult::Value(ir.operand(sub, 0)));
                    }
                    if let Some(sub) = def(ir, r, "arith.subi").filter(|&s| ir.operand(s, 1) == l) {
                        return Some(FoldResult::Value(ir.operand(sub, 0)));
                    }
                    None
                },
                |a, b| Some(a.add(b)),
                none,
            )
        },
        "arith.subi" => |ir, op, c| {
            int_binary(
                ir,
                op,
                c,
                |x| {
                    let dynamic = x.ir.ctx.type_kind(result_type(x.ir, x.op)).shape().is_some_and(|s| s.contains(&mlir_ir::DYNAMIC));
                    if x.same() && !dynamic {
                        return x.zero();
                    }
                    if x.rhs_is(ApInt::is_zero) {
                        return Some(x.lhs());
                    }
                    // (a + b) - b is a; (a + b) - a is b.
                    let (ir, op) = (x.ir, x.op);
                    let (l, r) = (ir.operand(op, 0), ir.operand(op, 1));
                    if let Some(add) = def(ir, l, "arith.addi") {
                        if ir.operand(add, 1) == r {
                            return Some(FoldResult::Value(ir.operand(add, 0)));
                        }
                        if ir.operand(add, 0) == r {
                            return Some(FoldResult::Value(ir.operand(add, 1)));
                        }
                    }
                    // a - (a - b) is b.
                    let sub = def(ir, r, "arith.subi")?;
                    (ir.operand(sub, 0) == l).then(|| FoldResult::Value(ir.operand(sub, 1)))
                },
                |a, b| Some(a.sub(b)),
                none,
            )
        },
        "arith.muli" => |ir, op, c| {
            // `x * 0` is the zero operand itself (upstream returns the value, not a new constant).
            int_binary(
                ir,
                op,
                c,
                |x| {
                    if x.rhs_is(ApInt::is_zero) {
                        Some(x.rhs())
                    } else if x.rhs_is(ApInt::is_one) {
                        Some(x.lhs())
                    } else {
                        None
                    }
                },
                |a, b| Some(a.mul(b)),
                none,
            )
        },
        "arith.divui" => |ir, op, c| int_binary(ir, op, c, |x| div_identities(x).or_else(|| div_of_mul(x, 2)), ApInt::udiv, none),
        "arith.divsi" => |ir, op, c| int_binary(ir, op, c, |x| div_identities(x).or_else(|| div_of_mul(x, 1)), ApInt::sdiv, none),
        "arith.ceildivui" => |ir, op, c| {
            int_binary(
                ir,
                op,
                c,
                div_identities,
                |a, b| {
                    let one = ApInt::from_u64(a.width(), 1);
                    if a.is_zero() {
                        return (!b.is_zero()).then(|| a.clone());
                    }
                    Some(a.sub(&one).udiv(b)?.add(&one))
                },
                none,
            )
        },
        "arith.ceildivsi" => |ir, op, c| int_binary(ir, op, c, div_identities, |a, b| rounded_sdiv(a, b, true), none),
        "arith.floordivsi" => |ir, op, c| {
            // An undefined element (division by zero or overflow) keeps its dividend, and the
            // last element decides.
            int_binary(ir, op, c, div_identities, |a, b| rounded_sdiv(a, b, false), none)
                .or_else(|| elements_last_decides(ir, op, c, &|a, b| rounded_sdiv(a, b, false).map_or((a.clone(), false), |q| (q, true))))
        },
        "arith.remui" => |ir, op, c| int_binary(ir, op, c, rem_identities, ApInt::urem, none),
        "arith.remsi" => |ir, op, c| int_binary(ir, op, c, rem_identities, ApInt::srem, none),
        "arith.andi" => |ir, op, c| {
            int_binary(
                ir,
                op,
                c,
                |x| {
                    if x.rhs_is(ApInt::is_zero) {
                        return Some(x.rhs());
                    }
                    if x.rhs_is(ApInt::is_all_ones) {
                        return Some(x.lhs());
                    }
                    let (ir, op, w) = (x.ir, x.op, x.w);
                    let (l, r) = (ir.operand(op, 0), ir.operand(op, 1));
                    // x & ~x and ~x & x are 0.
                    if not_of(ir, r, w).is_some_and(|(_, v)| v == l) || not_of(ir, l, w).is_some_and(|(_, v)| v == r) {
                        return x.zero();
                    }
                    // a & (a & b) is (a & b), on either side.
                    for (prev, other) in [(l, r), (r, l)] {
                        if let Some(p) = def(ir, prev, "arith.andi") {
                            if other == ir.operand(p, 0) || other == ir.operand(p, 1) {
                                return Some(FoldResult::Value(prev));
                            }
                        }
                    }
                    None
                },
                |a, b| Some(a.and(b)),
                |x| x.same().then(|| x.lhs()),
            )
        },
        "arith.ori" => |ir, op, c| {
            int_binary(
                ir,
                op,
                c,
                |x| {
                    if x.rhs_is(ApInt::is_zero) {
                        return Some(x.lhs());
                    }
                    if x.rhs_is(ApInt::is_all_ones) {
                        // The constant itself (upstream returns the attribute).
                        return Some(FoldResult::Attr(ir_const(x.ir, x.ir.operand(x.op, 1))?));
                    }
                    let (ir, op, w) = (x.ir, x.op, x.w);
                    let (l, r) = (ir.operand(op, 0), ir.operand(op, 1));
                    // x | ~x and ~x | x are the all-ones operand of the `xori`.
                    if let Some((n, _)) = not_of(ir, r, w).filter(|(_, v)| *v == l) {
                        return Some(FoldResult::Value(ir.operand(n, 1)));
                    }
                    if let Some((n, _)) = not_of(ir, l, w).filter(|(_, v)| *v == r) {
                        return Some(FoldResult::Value(ir.operand(n, 1)));
                    }
                    // a | (a | b) is (a | b), on either side.
                    for (prev, other) in [(l, r), (r, l)] {
                        if let Some(p) = def(ir, prev, "arith.ori") {
                            if other == ir.operand(p, 0) || other == ir.operand(p, 1) {
                                return Some(FoldResult::Value(prev));
                            }
                        }
                    }
                    None
                },
                |a, b| Some(a.or(b)),
                |x| x.same().then(|| x.lhs()),
            )
        },
        "arith.xori" => |ir, op, c| {
            int_binary(
                ir,
                op,
                c,
                |x| {
                    if x.rhs_is(ApInt::is_zero) {
                        return Some(x.lhs());
                    }
                    if x.same() {
                        return x.zero();
                    }
                    // (x ^ a) ^ a, (a ^ x) ^ a, a ^ (x ^ a) and a ^ (a ^ x) are x.
                    let (ir, op) = (x.ir, x.op);
                    let (l, r) = (ir.operand(op, 0), ir.operand(op, 1));
                    for (prev, other) in [(l, r), (r, l)] {
                        if let Some(p) = def(ir, prev, "arith.xori") {
                            if ir.operand(p, 1) == other {
                                return Some(FoldResult::Value(ir.operand(p, 0)));
                            }
                            if ir.operand(p, 0) == other {
                                return Some(FoldResult::Value(ir.operand(p, 1)));
                            }
                        }
                    }
                    None
                },
                |a, b| Some(a.xor(b)),
                none,
            )
        },
        "arith.shli" => |ir, op, c| {
            int_binary(ir, op, c, |x| trivial_shift(x, false, false), |a, b| Some(a.shl(b.shift_amount()?)), none).or_else(|| shift_elements(ir, op, c, ApInt::shl))
        },
        "arith.shrui" => |ir, op, c| {
            int_binary(ir, op, c, |x| trivial_shift(x, true, false), |a, b| Some(a.lshr(b.shift_amount()?)), none).or_else(|| shift_elements(ir, op, c, ApInt::lshr))
        },
        "arith.shrsi" => |ir, op, c| {
            int_binary(ir, op, c, |x| trivial_shift(x, true, true), |a, b| Some(a.ashr(b.shift_amount()?)), none).or_else(|| shift_elements(ir, op, c, ApInt::ashr))
        },
        "arith.maxsi" => |ir, op, c| {
            int_binary(ir, op, c, |x| bounds(x, ApInt::signed_max(x.w), ApInt::signed_min(x.w)), |a, b| Some(if a.scmp(b).is_ge() { a } else { b }.clone()), none)
        },
        "arith.maxui" => |ir, op, c| int_binary(ir, op, c, |x| bounds(x, ApInt::all_ones(x.w), ApInt::zero(x.w)), |a, b| Some(if a.ucmp(b).is_ge() { a } else { b }.clone()), none),
        "arith.minsi" => |ir, op, c| {
            int_binary(ir, op, c, |x| bounds(x, ApInt::signed_min(x.w), ApInt::signed_max(x.w)), |a, b| Some(if a.scmp(b).is_le() { a } else { b }.clone()), none)
        },
        "arith.minui" => |ir, op, c| int_binary(ir, op, c, |x| bounds(x, ApInt::zero(x.w), ApInt::all_ones(x.w)), |a, b| Some(if a.ucmp(b).is_le() { a } else { b }.clone()), none),
        _ => return None,
    })
}

/// The constant value of `v`.
fn ir_const(ir: &Ir, v: Value) -> Option<Attribute> {
    mlir_ods::interfaces::constant_value(ir, ir.defining_op(v)?)
}

/// A max/min: of equal operands, the operand; against `absorbing` the constant, against
/// `neutral` the other operand.
fn bounds(x: &IntOperands, absorbing: ApInt, neutral: ApInt) -> Option<FoldResult> {
    if x.same() {
        return Some(x.rhs());
    }
    match &x.b {
        Some(b) if *b == absorbing => Some(x.rhs()),
        Some(b) if *b == neutral => Some(x.lhs()),
        _ => None,
    }
}

// ----- comparisons and select -----

fn cmpi_eval(pred: u64, a: &ApInt, b: &ApInt) -> Option<bool> {
    let (s, u) = (a.scmp(b), a.ucmp(b));
    Some(match pred {
        0 => a == b,
        1 => a != b,
        2 => s.is_lt(),
        3 => s.is_le(),
        4 => s.is_gt(),
        5 => s.is_ge(),
        6 => u.is_lt(),
        7 => u.is_le(),
        8 => u.is_gt(),
        9 => u.is_ge(),
        _ => return None,
    })
}

fn fold_cmpi(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let pred = super::cmpi_predicate().int_value(ctx, mlir_ods::groups::prop(ir, op, "predicate")?)?;
    let ty = result_type(ir, op);
    let lhs_ty = ir.value_type(ir.operand(op, 0));
    let w = int_width(ctx, lhs_ty)?;
    let value = |v| Some(vec![FoldResult::Value(v)]);
    if same_operands(ir, op) {
        // x == x, x <= x, x >= x hold; the strict comparisons and != do not.
        let v = matches!(pred, 0 | 3 | 5 | 7 | 9);
        return Some(vec![FoldResult::Attr(int_result(ctx, ty, &ApInt::from_bool(v))?)]);
    }
    let (a, b) = (int_const(ctx, c.first().copied().flatten(), w), int_const(ctx, c.get(1).copied().flatten(), w));
    let lhs = ir.operand(op, 0);
    let elem_i1 = |t: Type| matches!(ctx.type_kind(ctx.type_kind(t).element_type().unwrap_or(t)), TypeKind::Integer { width: 1, .. });
    if b.as_ref().is_some_and(ApInt::is_zero) && pred == 1 {
        // ext(x : i1) != 0 is x (scalars and vectors, as upstream's `getIntegerWidth`).
        for ext in ["arith.extsi", "arith.extui"] {
            if let Some(e) = def(ir, lhs, ext) {
                let src = ir.value_type(ir.operand(e, 0));
                let scalar_or_vector = matches!(ctx.type_kind(src), TypeKind::Integer { .. } | TypeKind::Vector { .. });
                if scalar_or_vector && elem_i1(src) {
                    return value(ir.operand(e, 0));
                }
            }
        }
        if elem_i1(lhs_ty) {
            return value(lhs);
        }
    }
    if b.as_ref().is_some_and(ApInt::is_one) && pred == 0 && elem_i1(lhs_ty) {
        return value(lhs);
    }
    let r = int_map2(ctx, ty, a.as_ref().zip(b.as_ref()), c, w, 1, &|a, b| cmpi_eval(pred, a, b).map(ApInt::from_bool))?;
    Some(vec![FoldResult::Attr(r)])
}

/// The predicate `p` reads as with its operands swapped.
fn swapped_predicate(p: u64) -> u64 {
    match p {
        2 => 4,
        4 => 2,
        3 => 5,
        5 => 3,
        6 => 8,
        8 => 6,
        7 => 9,
        9 => 7,
        p => p,
    }
}

/// `cmpi` with a constant on the left only: the operands swap (and the predicate with them).
fn cmpi_in_place(ir: &mut Ir, op: OpId) -> bool {
    let (l, r) = (ir.operand(op, 0), ir.operand(op, 1));
    if ir_const(ir, l).is_none() || ir_const(ir, r).is_some() {
        return false;
    }
    let ctx = ir.ctx.clone();
    let Some(p) = mlir_ods::groups::prop(ir, op, "predicate").and_then(|a| super::cmpi_predicate().int_value(&ctx, a)) else { return false };
    let attr = ctx.integer_attr(ctx.integer_type(64, Signedness::Signless), swapped_predicate(p) as i128);
    set_prop(ir, op, "predicate", attr);
    ir.set_operands(op, &[r, l]);
    true
}

/// Sets the property `name` of `op`.
fn set_prop(ir: &mut Ir, op: OpId, name: &str, value: Attribute) {
    let ctx = ir.ctx.clone();
    let id = ctx.ident(name);
    let mut entries: Vec<(mlir_ir::Ident, Attribute)> = ir.props(op).map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
    match entries.iter_mut().find(|(n, _)| *n == id) {
        Some(e) => e.1 = value,
        None => entries.push((id, value)),
    }
    ir.set_props(op, Some(ctx.dictionary(entries)));
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
        return value(if k.is_one() { t } else { f });
    }
    let poison = |a: Option<Attribute>| a.is_some_and(|a| crate::ub::is_poison(ctx, a));
    if poison(c.get(1).copied().flatten()) {
        return value(f);
    }
    if poison(c.get(2).copied().flatten()) {
        return value(t);
    }
    let i1 = matches!(ctx.type_kind(result_type(ir, op)), TypeKind::Integer { width: 1, signedness: mlir_ir::Signedness::Signless });
    let i1_const = |i: usize, p: fn(&ApInt) -> bool| int_const(ctx, c.get(i).copied().flatten(), 1).as_ref().is_some_and(p);
    if i1 && i1_const(1, ApInt::is_one) && i1_const(2, ApInt::is_zero) {
        return value(cond);
    }
    if let Some(cmp) = ir.defining_op(cond).filter(|&d| ir.name_str(d) == "arith.cmpi") {
        let pred = mlir_ods::groups::prop(ir, cmp, "predicate").and_then(|p| match ctx.attr_kind(p) {
            AttrKind::Integer { value, .. } => value.as_i64(),
            _ => None,
        });
        let (l, r) = (ir.operand(cmp, 0), ir.operand(cmp, 1));
        if matches!(pred, Some(0 | 1)) && ((l == t && r == f) || (r == t && l == f)) {
            return value(if pred == Some(1) { t } else { f });
        }
    }
    select_elements(ctx, result_type(ir, op), c).map(|a| vec![FoldResult::Attr(a)])
}

/// `select` of three dense constants, element by element (upstream's fold for a condition
/// that is not a splat).
fn select_elements(ctx: &Context, ty: Type, c: &[Option<Attribute>]) -> Option<Attribute> {
    let dense = |i: usize| match ctx.attr_kind(c.get(i).copied().flatten()?) {
        AttrKind::DenseElements { splat, raw, .. } => Some((*splat, raw.clone())),
        _ => None,
    };
    let ((sc, rc), (st, rt), (sf, rf)) = (dense(0)?, dense(1)?, dense(2)?);
    let elem = ctx.type_kind(ty).element_type()?;
    let bits = match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        TypeKind::Float(k) => k.bit_width(),
        _ => return None,
    };
    let size = mlir_ir::attrs::dense_elem_bytes(bits);
    let n = ctx.type_kind(ty).num_elements()?.max(0) as usize;
    let pick = |raw: &[u8], splat: bool, i: usize| -> Option<Vec<u8>> {
        let k = if splat { 0 } else { i };
        raw.get(k * size..(k + 1) * size).map(|s| s.to_vec())
    };
    let mut elems: Vec<Vec<u8>> = Vec::with_capacity(n);
    for i in 0..n {
        let cv = if sc { *rc.first()? } else { *rc.get(i)? };
        elems.push(if cv != 0 { pick(&rt, st, i)? } else { pick(&rf, sf, i)? });
    }
    if elems.is_empty() {
        return Some(empty_elements(ctx, ty, bits == 1));
    }
    let splat = elems.iter().all(|e| *e == elems[0]);
    let raw: Vec<u8> = if splat { elems[0].clone() } else { elems.concat() };
    Some(ctx.attr(AttrKind::DenseElements { ty, splat, raw: raw.into() }))
}

/// The first operand constant that is `#ub.poison`: upstream's constant folders give it as
/// the result (after the op's own identities).
fn poison_operand(ctx: &Context, c: &[Option<Attribute>]) -> Option<Attribute> {
    c.iter().flatten().copied().find(|a| crate::ub::is_poison(ctx, *a))
}

/// A cast's poison operand folds to poison (upstream's `constFoldCastOp`).
fn poison_cast(ir: &Ir, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    poison_operand(&ir.ctx, c).map(|p| vec![FoldResult::Attr(p)])
}

/// The two results of an extended op: `(a, b)` as folded results.
fn pair(a: FoldResult, b: FoldResult) -> Option<Vec<FoldResult>> {
    Some(vec![a, b])
}

/// Upstream's `addui_extended` folder: `x + 0` is `(x, false)`; constants give the sum and
/// its carry; a poison operand gives poison for both.
fn fold_addui_extended(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let ty = result_type(ir, op);
    let oty = ir.value_type(ir.result(op, 1));
    let w = int_width(ctx, ty)?;
    let (a, b) = (int_const(ctx, c.first().copied().flatten(), w), int_const(ctx, c.get(1).copied().flatten(), w));
    if b.as_ref().is_some_and(ApInt::is_zero) {
        return pair(FoldResult::Value(ir.operand(op, 0)), FoldResult::Attr(int_result(ctx, oty, &ApInt::from_bool(false))?));
    }
    if let Some(p) = poison_operand(ctx, c) {
        return pair(FoldResult::Attr(p), FoldResult::Attr(p));
    }
    // Scalars and splats, else element by element.
    let consts = a.as_ref().zip(b.as_ref());
    let sum = int_map2(ctx, ty, consts, c, w, w, &|x, y| Some(x.add(y)))?;
    let carry = int_map2(ctx, oty, consts, c, w, 1, &|x, y| Some(ApInt::from_bool(x.add(y).ucmp(x).is_lt())))?;
    pair(FoldResult::Attr(sum), FoldResult::Attr(carry))
}

/// Upstream's `mulsi_extended`/`mului_extended` folders: `x * 0` is `(0, 0)`; for the unsigned
/// one `x * 1` is `(x, 0)`; constants give the low and high halves of the product; a poison
/// operand gives poison for both.
fn fold_mul_extended(ir: &Ir, op: OpId, c: &[Option<Attribute>], signed: bool) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let ty = result_type(ir, op);
    let w = int_width(ctx, ty)?;
    let (a, b) = (int_const(ctx, c.first().copied().flatten(), w), int_const(ctx, c.get(1).copied().flatten(), w));
    if b.as_ref().is_some_and(ApInt::is_zero) {
        let zero = FoldResult::Attr(int_result(ctx, ty, &ApInt::zero(w))?);
        return pair(zero, zero);
    }
    if !signed && b.as_ref().is_some_and(ApInt::is_one) {
        return pair(FoldResult::Value(ir.operand(op, 0)), FoldResult::Attr(int_result(ctx, ty, &ApInt::zero(w))?));
    }
    if let Some(p) = poison_operand(ctx, c) {
        return pair(FoldResult::Attr(p), FoldResult::Attr(p));
    }
    // Scalars and splats, else element by element.
    let consts = a.as_ref().zip(b.as_ref());
    let low = int_map2(ctx, ty, consts, c, w, w, &|x, y| Some(x.mul(y)))?;
    let high = int_map2(ctx, ty, consts, c, w, w, &|x, y| Some(x.mul_high(y, signed)))?;
    pair(FoldResult::Attr(low), FoldResult::Attr(high))
}

// ----- casts -----

fn fold_int_cast(ir: &Ir, op: OpId, c: &[Option<Attribute>], signed: bool) -> Option<Vec<FoldResult>> {
    if let Some(p) = poison_cast(ir, c) {
        return Some(p);
    }
    let ctx = &ir.ctx;
    let from = int_width(ctx, ir.value_type(ir.operand(op, 0)))?;
    let ty = result_type(ir, op);
    let to = int_width(ctx, ty)?;
    let r = int_map(ctx, ty, c.first().copied().flatten(), from, to, &|v| Some(v.resize(to, signed)))?;
    Some(vec![FoldResult::Attr(r)])
}

/// The element type of `t` (itself for a scalar).
fn elem(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

/// `trunci(ext(a))` truncating back to `a`'s own type is `a`; then constants.
fn fold_trunci(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let x = ir.operand(op, 0);
    if let Some(e) = def(ir, x, "arith.extui").or_else(|| def(ir, x, "arith.extsi")) {
        let src = ir.operand(e, 0);
        if elem(ctx, ir.value_type(src)) == elem(ctx, result_type(ir, op)) {
            return Some(vec![FoldResult::Value(src)]);
        }
    }
    fold_int_cast(ir, op, c, true)
}

/// `trunci(ext(a))` wider than the result truncates `a` instead; `trunci(trunci(a))` truncates
/// `a` (in place, as upstream's folder).
fn trunci_in_place(ir: &mut Ir, op: OpId) -> bool {
    let ctx = ir.ctx.clone();
    let x = ir.operand(op, 0);
    if let Some(e) = def(ir, x, "arith.extui").or_else(|| def(ir, x, "arith.extsi")) {
        let src = ir.operand(e, 0);
        let (ws, wd) = (int_width(&ctx, ir.value_type(src)), int_width(&ctx, result_type(ir, op)));
        if ws > wd {
            ir.set_operands(op, &[src]);
            return true;
        }
        return false;
    }
    if let Some(t) = def(ir, x, "arith.trunci") {
        let src = ir.operand(t, 0);
        ir.set_operands(op, &[src]);
        return true;
    }
    false
}

/// `ext(ext(a))` of the same kind extends `a` (in place).
fn ext_in_place(ir: &mut Ir, op: OpId) -> bool {
    let name = ir.name_str(op).to_string();
    let Some(inner) = def(ir, ir.operand(op, 0), &name) else { return false };
    let src = ir.operand(inner, 0);
    // `extui` takes the inner extension's `nneg`, as the reference build does.
    let non_neg = (name == "arith.extui").then(|| mlir_ods::groups::prop(ir, inner, "nonNeg"));
    ir.set_operands(op, &[src]);
    if let Some(v) = non_neg {
        set_or_clear_prop(ir, op, "nonNeg", v);
    }
    true
}

/// Sets (or, given `None`, removes) the property `name` of `op`.
pub(crate) fn set_or_clear_prop(ir: &mut Ir, op: OpId, name: &str, value: Option<Attribute>) {
    let ctx = ir.ctx.clone();
    let id = ctx.ident(name);
    let mut entries: Vec<(mlir_ir::Ident, Attribute)> = ir.props(op).map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
    entries.retain(|(n, _)| *n != id);
    if let Some(v) = value {
        entries.push((id, v));
    }
    ir.set_props(op, (!entries.is_empty()).then(|| ctx.dictionary(entries)));
}

/// Constants, then `index_cast(index_cast(x))` back to `x`'s type when the middle type is at
/// least as wide (`index` counts as 64 bits).
fn fold_index_cast(ir: &Ir, op: OpId, c: &[Option<Attribute>], signed: bool) -> Option<Vec<FoldResult>> {
    if let Some(r) = fold_int_cast(ir, op, c, signed) {
        return Some(r);
    }
    let ctx = &ir.ctx;
    let name = ir.name_str(op);
    let inner = def(ir, ir.operand(op, 0), name)?;
    let x = ir.operand(inner, 0);
    let xty = ir.value_type(x);
    if xty != result_type(ir, op) {
        return None;
    }
    (int_width(ctx, result_type(ir, inner))? >= int_width(ctx, xty)?).then(|| vec![FoldResult::Value(x)])
}

// ----- floats -----

/// The formats float folding handles: every format but `f80` and `f128` (`f64` itself, and
/// those of at most 24 bits of precision: `f32`, `tf32`, `f16`, `bf16`, the 8-, 6- and 4-bit
/// formats). It computes in `f64`, which holds each of their values exactly, and rounds once
/// to the format (through `mlir_apfloat`, as APFloat converts, the format's own overflow and
/// NaN rules included): exact for one operation, since the double rounding is innocuous when
/// the wide format has at least 2p+2 bits of precision.
pub(crate) fn fsem(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_kind(t) {
        TypeKind::Float(FloatKind::F80 | FloatKind::F128) => None,
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// The formats whose values `f64` does not hold (`f80`, `f128`): folded exactly by
/// `mlir_apfloat` on their bits, scalars only.
fn wide_format(ctx: &Context, t: Type) -> Option<FloatKind> {
    match ctx.type_kind(t) {
        TypeKind::Float(k @ (FloatKind::F80 | FloatKind::F128)) => Some(*k),
        _ => None,
    }
}

/// The bits of a scalar float constant.
fn float_bits(ctx: &Context, a: Option<Attribute>) -> Option<u128> {
    match ctx.attr_kind(a?) {
        AttrKind::Float { bits, .. } => Some(*bits),
        _ => None,
    }
}

/// A binary op in `f80`/`f128` (see [`float_binary`]): the identities see the right
/// operand where `f64` holds it exactly, then scalar constants are computed exactly
/// (`addf`, `subf`, `mulf`, `divf`, `remf`).
fn wide_float_binary(ir: &Ir, op: OpId, c: &[Option<Attribute>], sem: FloatKind, identity: fn(&Ir, OpId, FloatKind, Option<f64>) -> Option<FoldResult>) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let b = float_bits(ctx, c.get(1).copied().flatten());
    let b_exact = b.and_then(|b| {
        let v = mlir_apfloat::to_f64(sem, b);
        (mlir_apfloat::from_f64(sem, v).0 == b).then_some(v)
    });
    if let Some(r) = identity(ir, op, sem, b_exact) {
        return Some(vec![r]);
    }
    if let Some(p) = poison_operand(ctx, c) {
        return Some(vec![FoldResult::Attr(p)]);
    }
    if mlir_ods::groups::prop(ir, op, "roundingmode").is_some() {
        return None;
    }
    use mlir_apfloat::BinaryOp::*;
    let kind = match ir.name_str(op) {
        "arith.addf" => Add,
        "arith.subf" => Sub,
        "arith.mulf" => Mul,
        "arith.divf" => Div,
        "arith.remf" => Rem,
        _ => return None,
    };
    let (a, b) = (float_bits(ctx, c.first().copied().flatten())?, b?);
    let ty = result_type(ir, op);
    Some(vec![FoldResult::Attr(ctx.attr(AttrKind::Float { ty, bits: mlir_apfloat::binary(sem, kind, a, b) }))])
}

/// The value of a scalar float constant of format `sem`.
pub(crate) fn fval(ctx: &Context, a: Option<Attribute>, sem: FloatKind) -> Option<f64> {
    match ctx.attr_kind(a?) {
        AttrKind::Float { bits, .. } => Some(mlir_apfloat::to_f64(sem, *bits)),
        _ => None,
    }
}

/// `v` rounded to `ty` (of format `sem`) and whether that was exact.
fn fattr_exact(ctx: &Context, ty: Type, sem: FloatKind, v: f64) -> (Attribute, bool) {
    let (bits, exact) = mlir_apfloat::from_f64(sem, v);
    (ctx.attr(AttrKind::Float { ty, bits }), exact)
}

fn fattr(ctx: &Context, ty: Type, sem: FloatKind, v: f64) -> Attribute {
    fattr_exact(ctx, ty, sem, v).0
}

/// `sitofp`/`uitofp` of a constant (rounded to nearest, ties to even).
fn fold_int_to_fp(ir: &Ir, op: OpId, c: &[Option<Attribute>], signed: bool) -> Option<Vec<FoldResult>> {
    if let Some(p) = poison_cast(ir, c) {
        return Some(p);
    }
    let ctx = &ir.ctx;
    let a = c.first().copied().flatten()?;
    let in_ty = ir.value_type(ir.operand(op, 0));
    let w = int_width(ctx, in_ty)?;
    let ty = result_type(ir, op);
    let sem = fsem(ctx, ctx.type_kind(ty).element_type().unwrap_or(ty))?;
    // Rounded once, to the format's precision, then exact in f64.
    let convert = |v: &ApInt| v.to_float(signed, sem.precision());
    if let AttrKind::Integer { .. } = ctx.attr_kind(a) {
        let v = int_const(ctx, Some(a), w)?;
        return Some(vec![FoldResult::Attr(fattr(ctx, ty, sem, convert(&v)))]);
    }
    let (vals, _) = int_elements(ctx, Some(a), w)?;
    let out: Vec<f64> = vals.iter().map(convert).collect();
    Some(vec![FoldResult::Attr(float_elements_result(ctx, ty, sem, &out)?)])
}

/// `fptosi`/`fptoui` of a constant (scalar or dense), as upstream's folder: the value
/// rounded toward zero, when it is in range of the result type (no fold for NaN, infinities
/// and values out of range).
fn fold_fp_to_int(ir: &Ir, op: OpId, c: &[Option<Attribute>], signed: bool) -> Option<Vec<FoldResult>> {
    if let Some(p) = poison_cast(ir, c) {
        return Some(p);
    }
    let ctx = &ir.ctx;
    let sem = fsem(ctx, elem(ctx, ir.value_type(ir.operand(op, 0))))?;
    let ty = result_type(ir, op);
    let w = int_width(ctx, ty)?;
    let (lo, hi) = if signed {
        (-(num_bigint::BigInt::from(1u8) << (w - 1)), (num_bigint::BigInt::from(1u8) << (w - 1)) - 1u8)
    } else {
        (num_bigint::BigInt::ZERO, (num_bigint::BigInt::from(1u8) << w) - 1u8)
    };
    let convert = |x: f64| {
        let t = integral_to_bigint(x.trunc())?;
        (lo <= t && t <= hi).then(|| ApInt::from_bigint(w, &t))
    };
    let (vals, _) = float_elements(ctx, c.first().copied().flatten(), sem)?;
    let out = vals.iter().map(|v| convert(*v)).collect::<Option<Vec<_>>>()?;
    let r = if ctx.type_kind(ty).element_type().is_none() { int_result(ctx, ty, out.first()?)? } else { int_elements_result(ctx, ty, &out, w)? };
    Some(vec![FoldResult::Attr(r)])
}

/// The integer an integral `f64` holds, exactly; `None` for NaN and infinities.
pub(crate) fn integral_to_bigint(x: f64) -> Option<num_bigint::BigInt> {
    if !x.is_finite() {
        return None;
    }
    let bits = x.abs().to_bits();
    let (exp, frac) = ((bits >> 52) as i64, bits & ((1u64 << 52) - 1));
    // A normal number is (2^52 + frac) * 2^(exp - 1075); an integral one has exp >= 1023.
    let mag = if exp == 0 { num_bigint::BigInt::ZERO } else { num_bigint::BigInt::from((1u64 << 52) | frac) };
    let shift = exp - 1075;
    let mag = if shift >= 0 { mag << shift as u64 } else { mag >> (-shift) as u64 };
    Some(if x < 0.0 { -mag } else { mag })
}

/// `bitcast` of a constant (upstream's folder): dense elements keep their bits under the new
/// element type; a scalar integer or float is read as the other.
fn fold_bitcast(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if let Some(p) = poison_cast(ir, c) {
        return Some(p);
    }
    let ctx = &ir.ctx;
    let a = c.first().copied().flatten()?;
    let ty = result_type(ir, op);
    let bits = match ctx.attr_kind(a) {
        AttrKind::DenseElements { splat, raw, .. } => {
            let raw = raw.clone();
            return Some(vec![FoldResult::Attr(ctx.attr(AttrKind::DenseElements { ty, splat: *splat, raw }))]);
        }
        _ if ctx.type_kind(ty).element_type().is_some() => return None,
        AttrKind::Integer { ty: in_ty, value } => ApInt::from_int_value(int_width(ctx, *in_ty)?, value),
        AttrKind::Float { ty: in_ty, bits } => match ctx.type_kind(*in_ty) {
            TypeKind::Float(k) => ApInt::from_le_bytes(k.bit_width(), &bits.to_le_bytes()),
            _ => return None,
        },
        _ => return None,
    };
    let r = match ctx.type_kind(ty) {
        TypeKind::Float(_) => {
            let mut bytes = Vec::with_capacity(16);
            bits.write_le(16, false, &mut bytes);
            ctx.attr(AttrKind::Float { ty, bits: u128::from_le_bytes(bytes.try_into().ok()?) })
        }
        _ => int_result(ctx, ty, &bits.resize(int_width(ctx, ty)?, false))?,
    };
    Some(vec![FoldResult::Attr(r)])
}

/// `extf`/`truncf` of a scalar constant, when the value converts exactly.
fn fold_float_cast(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if let Some(p) = poison_cast(ir, c) {
        return Some(p);
    }
    // Only exact conversions fold, so a rounding mode makes no difference.
    let ctx = &ir.ctx;
    let in_ty = ir.value_type(ir.operand(op, 0));
    let ty = result_type(ir, op);
    let (from_k, to_k) = (elem(ctx, in_ty), elem(ctx, ty));
    if wide_format(ctx, from_k).is_some() || wide_format(ctx, to_k).is_some() {
        // To or from f80/f128: converted on their bits (a scalar, or each dense element).
        let (TypeKind::Float(from), TypeKind::Float(to)) = (ctx.type_kind(from_k), ctx.type_kind(to_k)) else { return None };
        let (from, to) = (*from, *to);
        let convert = |bits: u128| {
            let (r, exact) = mlir_apfloat::convert_bits(from, to, bits);
            (exact || mlir_apfloat::is_nan(from, bits)).then_some(r)
        };
        let a = c.first().copied().flatten()?;
        if let Some(bits) = float_bits(ctx, Some(a)) {
            return Some(vec![FoldResult::Attr(ctx.attr(AttrKind::Float { ty, bits: convert(bits)? }))]);
        }
        let AttrKind::DenseElements { splat, raw, .. } = ctx.attr_kind(a) else { return None };
        let (n_in, n_out) = (mlir_ir::attrs::dense_elem_bytes(from.bit_width()), mlir_ir::attrs::dense_elem_bytes(to.bit_width()));
        let mut out = Vec::with_capacity(raw.len() / n_in * n_out);
        for chunk in raw.chunks(n_in) {
            let mut le = [0u8; 16];
            le[..chunk.len()].copy_from_slice(chunk);
            out.extend_from_slice(&convert(u128::from_le_bytes(le))?.to_le_bytes()[..n_out]);
        }
        return Some(vec![FoldResult::Attr(ctx.attr(AttrKind::DenseElements { ty, splat: *splat, raw: out.into() }))]);
    }
    let from = fsem(ctx, ctx.type_kind(in_ty).element_type().unwrap_or(in_ty))?;
    let to = fsem(ctx, ctx.type_kind(ty).element_type().unwrap_or(ty))?;
    let (vals, _) = float_elements(ctx, c.first().copied().flatten(), from)?;
    // Only conversions that are exact (or of NaNs) fold.
    if !vals.iter().all(|v| v.is_nan() || mlir_apfloat::from_f64(to, *v).1) {
        return None;
    }
    if ctx.type_kind(ty).element_type().is_none() {
        return Some(vec![FoldResult::Attr(fattr(ctx, ty, to, vals[0]))]);
    }
    Some(vec![FoldResult::Attr(float_elements_result(ctx, ty, to, &vals)?)])
}

/// `cmpf` of two scalar constants (a NaN on either side decides for both).
fn fold_cmpf(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let pred = super::cmpf_predicate().int_value(ctx, mlir_ods::groups::prop(ir, op, "predicate")?)?;
    let lhs_ty = ir.value_type(ir.operand(op, 0));
    let ord = if let Some(k) = wide_format(ctx, lhs_ty) {
        // f80/f128: compared exactly on their bits.
        let (a, b) = (float_bits(ctx, c.first().copied().flatten()), float_bits(ctx, c.get(1).copied().flatten()));
        let nan = |x: Option<u128>| x.is_some_and(|x| mlir_apfloat::is_nan(k, x));
        if nan(a) || nan(b) {
            None
        } else {
            Some(mlir_apfloat::compare(k, a?, b?)?)
        }
    } else {
        let sem = fsem(ctx, lhs_ty)?;
        let a = fval(ctx, c.first().copied().flatten(), sem);
        let b = fval(ctx, c.get(1).copied().flatten(), sem);
        let (a, b) = match (a, b) {
            (Some(a), _) if a.is_nan() => (a, a),
            (_, Some(b)) if b.is_nan() => (b, b),
            (Some(a), Some(b)) => (a, b),
            _ => return None,
        };
        a.partial_cmp(&b)
    };
    Some(vec![FoldResult::Attr(ctx.bool_attr(cmpf_holds(pred, ord)))])
}

/// Whether the `cmpf` predicate `pred` holds for operands in order `ord` (`None`: unordered).
fn cmpf_holds(pred: u64, ord: Option<std::cmp::Ordering>) -> bool {
    use std::cmp::Ordering::*;
    let (lt, eq, gt, uno) = (ord == Some(Less), ord == Some(Equal), ord == Some(Greater), ord.is_none());
    match pred {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => !uno && !eq,
        7 => !uno,
        8 => uno || eq,
        9 => uno || gt,
        10 => uno || gt || eq,
        11 => uno || lt,
        12 => uno || lt || eq,
        13 => !eq,
        14 => uno,
        _ => true,
    }
}

/// A binary float op: `identity` first (as upstream's folders), then constants through `f`.
/// `x * 1` is `x`.
fn mulf_by_one(ir: &Ir, op: OpId, _: FloatKind, b: Option<f64>) -> Option<FoldResult> {
    is_exactly(b, 1.0).then(|| FoldResult::Value(ir.operand(op, 0)))
}

/// `x * 1` is `x`; `x * 0` is the zero (its sign kept) with `nnan` and `nsz`.
fn mulf_identities(ir: &Ir, op: OpId, k: FloatKind, b: Option<f64>) -> Option<FoldResult> {
    if let Some(r) = mulf_by_one(ir, op, k, b) {
        return Some(r);
    }
    let fm = mlir_ods::groups::prop(ir, op, "fastmath").and_then(|a| mlir_ods::enums::bit_enum_value(&ir.ctx, a)).unwrap_or(0);
    (fm & 10 == 10 && b == Some(0.0)).then(|| FoldResult::Value(ir.operand(op, 1)))
}

fn float_binary(ir: &Ir, op: OpId, c: &[Option<Attribute>], identity: fn(&Ir, OpId, FloatKind, Option<f64>) -> Option<FoldResult>, f: fn(f64, f64) -> f64) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let ty = result_type(ir, op);
    let scalar_ty = ctx.type_kind(ty).element_type().unwrap_or(ty);
    if let Some(k) = wide_format(ctx, scalar_ty) {
        return if scalar_ty == ty { wide_float_binary(ir, op, c, k, identity) } else { None };
    }
    let sem = fsem(ctx, scalar_ty)?;
    let b = float_elements(ctx, c.get(1).copied().flatten(), sem);
    // Identities see a scalar or splat right operand.
    let b_splat = b.as_ref().filter(|(_, splat)| *splat).map(|(v, _)| v[0]);
    if let Some(r) = identity(ir, op, sem, b_splat) {
        return Some(vec![r]);
    }
    if let Some(p) = poison_operand(ctx, c) {
        return Some(vec![FoldResult::Attr(p)]);
    }
    // A rounding mode other than the default is left to a later, mode-aware folder.
    if mlir_ods::groups::prop(ir, op, "roundingmode").is_some() {
        return None;
    }
    let apply = |x: f64, y: f64| {
        let v = f(x, y);
        if !v.is_nan() {
            return v;
        }
        // APFloat's: a NaN operand (the left one first) passes through; a new NaN is the
        // positive default one (the host's would be negative).
        if x.is_nan() {
            x
        } else if y.is_nan() {
            y
        } else {
            f64::NAN.copysign(1.0)
        }
    };
    let r = float_map2(ctx, ty, c.first().copied().flatten(), c.get(1).copied().flatten(), &apply)?;
    Some(vec![FoldResult::Attr(r)])
}

/// A float constant's value(s) in format `sem`: a scalar (as one splat element) or a dense
/// constant's elements, with whether it is a splat.
fn float_elements(ctx: &Context, a: Option<Attribute>, sem: FloatKind) -> Option<(Vec<f64>, bool)> {
    match ctx.attr_kind(a?) {
        AttrKind::Float { bits, .. } => Some((vec![mlir_apfloat::to_f64(sem, *bits)], true)),
        AttrKind::DenseElements { ty, splat, raw } => {
            let e = ctx.type_kind(*ty).element_type()?;
            if fsem(ctx, e)? != sem {
                return None;
            }
            let size = mlir_ir::attrs::dense_elem_bytes(sem.bit_width());
            let vals = raw
                .chunks(size)
                .map(|c| {
                    let mut bits = 0u128;
                    for (i, b) in c.iter().enumerate() {
                        bits |= (*b as u128) << (8 * i);
                    }
                    mlir_apfloat::to_f64(sem, bits)
                })
                .collect();
            Some((vals, *splat))
        }
        _ => None,
    }
}

/// A dense float constant of type `ty` holding `vals` rounded to `sem` (a splat when the
/// rounded elements are all equal).
fn float_elements_result(ctx: &Context, ty: Type, sem: FloatKind, vals: &[f64]) -> Option<Attribute> {
    if !ctx.type_kind(ty).shape().is_some_and(|s| s.iter().all(|d| *d >= 0)) {
        return None;
    }
    if vals.is_empty() {
        return Some(empty_elements(ctx, ty, false));
    }
    let size = mlir_ir::attrs::dense_elem_bytes(sem.bit_width());
    let bits: Vec<u128> = vals.iter().map(|v| mlir_apfloat::from_f64(sem, *v).0).collect();
    let splat = bits.iter().all(|b| *b == bits[0]);
    let mut raw = Vec::with_capacity(bits.len() * size);
    for b in bits.iter().take(if splat { 1 } else { bits.len() }) {
        raw.extend_from_slice(&b.to_le_bytes()[..size]);
    }
    Some(ctx.attr(AttrKind::DenseElements { ty, splat, raw: raw.into() }))
}

/// `f` applied to a float constant (a scalar, or dense elements) of a format [`fsem`] handles,
/// through `f64` (which holds every value of these formats exactly), the result rounded back
/// to the format: exact for the operations that never round (sign changes, rounding to an
/// integral value) and for one arithmetic operation. NaN operands reach `f` as NaN.
pub(crate) fn float_map(ctx: &Context, ty: Type, a: Option<Attribute>, f: &dyn Fn(f64) -> f64) -> Option<Attribute> {
    let sem = fsem(ctx, elem(ctx, ty))?;
    let (vals, _) = float_elements(ctx, a, sem)?;
    let out: Vec<f64> = vals.iter().map(|v| f(*v)).collect();
    if ctx.type_kind(ty).element_type().is_none() {
        return Some(fattr(ctx, ty, sem, *out.first()?));
    }
    float_elements_result(ctx, ty, sem, &out)
}

/// As [`float_map`], for two operands (each a scalar, a splat or dense elements).
pub(crate) fn float_map2(ctx: &Context, ty: Type, a: Option<Attribute>, b: Option<Attribute>, f: &dyn Fn(f64, f64) -> f64) -> Option<Attribute> {
    let sem = fsem(ctx, elem(ctx, ty))?;
    let ((ea, sa), (eb, sb)) = (float_elements(ctx, a, sem)?, float_elements(ctx, b, sem)?);
    let n = if sa && sb { 1 } else { ea.len().max(eb.len()) };
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let x = if sa { ea.first()? } else { ea.get(i)? };
        let y = if sb { eb.first()? } else { eb.get(i)? };
        out.push(f(*x, *y));
    }
    if ctx.type_kind(ty).element_type().is_none() {
        return Some(fattr(ctx, ty, sem, *out.first()?));
    }
    float_elements_result(ctx, ty, sem, &out)
}

/// Upstream's min/max identities: `op(x, x)` is `x`; so is `op(x, neutral)`, where the
/// neutral right operand is an infinity (`minimumf`/`maximumf`) or, for `minnumf`/`maxnumf`,
/// any NaN (`nan`).
fn min_max_identity(ir: &Ir, op: OpId, b: Option<f64>, neutral: f64, nan: bool) -> Option<FoldResult> {
    let lhs = ir.operand(op, 0);
    if lhs == ir.operand(op, 1) {
        return Some(FoldResult::Value(lhs));
    }
    let b = b?;
    let neutral_rhs = if nan { b.is_nan() } else { b == neutral };
    neutral_rhs.then_some(FoldResult::Value(lhs))
}

/// LLVM's `minimum`: a NaN operand wins (the left one first); `-0` is below `+0`.
fn fminimum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        return a;
    }
    if b.is_nan() {
        return b;
    }
    if a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
        return if a.is_sign_negative() { a } else { b };
    }
    if b < a { b } else { a }
}

/// LLVM's `maximum`: a NaN operand wins (the left one first); `+0` is above `-0`.
fn fmaximum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        return a;
    }
    if b.is_nan() {
        return b;
    }
    if a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
        return if a.is_sign_negative() { b } else { a };
    }
    if a < b { b } else { a }
}

/// LLVM's `minnum`: a NaN operand gives the other; `-0` is below `+0`.
fn fminnum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    fminimum(a, b)
}

/// LLVM's `maxnum`: a NaN operand gives the other; `+0` is above `-0`.
fn fmaxnum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    fmaximum(a, b)
}

/// The right operand is exactly `neutral` (bit for bit: `-0.0` differs from `0.0`).
fn is_exactly(b: Option<f64>, neutral: f64) -> bool {
    b.is_some_and(|b| b.to_bits() == neutral.to_bits())
}

fn fold_negf(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let x = ir.operand(op, 0);
    if let Some(def) = ir.defining_op(x) {
        if ir.name_str(def) == "arith.negf" {
            return Some(vec![FoldResult::Value(ir.operand(def, 0))]);
        }
    }
    if let Some(p) = poison_cast(ir, c) {
        return Some(p);
    }
    let ctx = &ir.ctx;
    let ty = result_type(ir, op);
    if let Some(k) = wide_format(ctx, ty) {
        // The sign bit flipped, as APFloat's changeSign.
        let bits = float_bits(ctx, c.first().copied().flatten())?;
        return Some(vec![FoldResult::Attr(ctx.attr(AttrKind::Float { ty, bits: bits ^ (1u128 << (k.bit_width() - 1)) }))]);
    }
    let r = float_map(ctx, ty, c.first().copied().flatten(), &|a| -a)?;
    Some(vec![FoldResult::Attr(r)])
}

/// Installs the folder of every arith op that has one.
pub(super) fn add_folders(ops: &mut [OpDef]) {
    for d in ops.iter_mut() {
        let f: Option<FoldFn> = match d.name.as_str() {
            "arith.constant" => Some(|ir, op, _| Some(vec![FoldResult::Attr(mlir_ods::groups::prop(ir, op, "value")?)])),
            "arith.cmpi" => Some(fold_cmpi),
            "arith.select" => Some(fold_select),
            "arith.extui" => Some(|ir, op, c| fold_int_cast(ir, op, c, false)),
            "arith.extsi" => Some(|ir, op, c| fold_int_cast(ir, op, c, true)),
            "arith.trunci" => Some(fold_trunci),
            "arith.index_cast" => Some(|ir, op, c| fold_index_cast(ir, op, c, true)),
            "arith.index_castui" => Some(|ir, op, c| fold_index_cast(ir, op, c, false)),
            "arith.addf" => Some(|ir, op, c| float_binary(ir, op, c, |ir, op, _, b| is_exactly(b, -0.0).then(|| FoldResult::Value(ir.operand(op, 0))), |a, b| a + b)),
            "arith.subf" => Some(|ir, op, c| float_binary(ir, op, c, |ir, op, _, b| is_exactly(b, 0.0).then(|| FoldResult::Value(ir.operand(op, 0))), |a, b| a - b)),
            "arith.mulf" => Some(|ir, op, c| {
                // Two constants fold by value before the `nnan`/`nsz` zero rule, as the reference
                // build does (-46.3 * 0.0 is -0.0, NaN * 0.0 is NaN).
                let lhs_constant = c.first().copied().flatten().is_some();
                float_binary(ir, op, c, if lhs_constant { mulf_by_one } else { mulf_identities }, |a, b| a * b)
            }),
            "arith.minimumf" => Some(|ir, op, c| float_binary(ir, op, c, |ir, op, _, b| min_max_identity(ir, op, b, f64::INFINITY, false), fminimum)),
            "arith.maximumf" => Some(|ir, op, c| float_binary(ir, op, c, |ir, op, _, b| min_max_identity(ir, op, b, f64::NEG_INFINITY, false), fmaximum)),
            "arith.minnumf" => Some(|ir, op, c| float_binary(ir, op, c, |ir, op, _, b| min_max_identity(ir, op, b, f64::NAN, true), fminnum)),
            "arith.maxnumf" => Some(|ir, op, c| float_binary(ir, op, c, |ir, op, _, b| min_max_identity(ir, op, b, f64::NAN, true), fmaxnum)),
            "arith.divf" => Some(|ir, op, c| float_binary(ir, op, c, |ir, op, _, b| is_exactly(b, 1.0).then(|| FoldResult::Value(ir.operand(op, 0))), |a, b| a / b)),
            "arith.extf" | "arith.truncf" => Some(fold_float_cast),
            "arith.negf" => Some(fold_negf),
            "arith.sitofp" => Some(|ir, op, c| fold_int_to_fp(ir, op, c, true)),
            "arith.uitofp" => Some(|ir, op, c| fold_int_to_fp(ir, op, c, false)),
            "arith.cmpf" => Some(fold_cmpf),
            "arith.fptosi" => Some(|ir, op, c| fold_fp_to_int(ir, op, c, true)),
            "arith.fptoui" => Some(|ir, op, c| fold_fp_to_int(ir, op, c, false)),
            "arith.bitcast" => Some(fold_bitcast),
            "arith.remf" => Some(|ir, op, c| float_binary(ir, op, c, |_, _, _, _| None, |a, b| a % b)),
            "arith.addui_extended" => Some(fold_addui_extended),
            "arith.mulsi_extended" => Some(|ir, op, c| fold_mul_extended(ir, op, c, true)),
            "arith.mului_extended" => Some(|ir, op, c| fold_mul_extended(ir, op, c, false)),
            name => int_folder(name),
        };
        if let Some(f) = f {
            d.code.fold = Some(f);
        }
        d.code.fold_in_place = match d.name.as_str() {
            "arith.cmpi" => Some(cmpi_in_place),
            "arith.trunci" => Some(trunci_in_place),
            "arith.extui" | "arith.extsi" => Some(ext_in_place),
            _ => None,
        };
    }
}
