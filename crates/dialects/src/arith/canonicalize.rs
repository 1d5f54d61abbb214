//! Canonicalization patterns of `arith` (upstream's, from `ArithCanonicalization.td` and
//! `ArithOps.cpp`), registered for the `canonicalize` pass, op by op in upstream's order:
//!
//! - `addi`: constant reassociation (`(x + c0) + c1`, `(x - c0) + c1`, `(c0 - x) + c1`) and
//!   `x + y * -1 → x - y` (either side); `subi`: the six constant reassociations and
//!   `(x - y) - x → 0 - y`; `muli`: `(x * c0) * c1`. The overflow flags of a reassociation
//!   are those both ops carry (upstream's `mergeOverflowFlags`), or none where upstream
//!   drops them.
//! - `xori`: `cmpi(p, a, b) ^ true → cmpi(!p, a, b)`; `ext(x) ^ ext(y) → ext(x ^ y)`; the
//!   same for `andi` and `ori` (`extui` and `extsi`); `cmpi eq/ne` of two like extensions
//!   compares the narrow values.
//! - `select`: nested selects on the same condition, `select(!p, a, b) → select(p, b, a)`,
//!   `select(p, false, true) → !p`, `select(p, 1, 0) → extui(p)` (and `extui(!p)`).
//! - casts: `index_cast(extsi)`, `index_castui(extui)`, `bitcast(bitcast)`,
//!   `extsi(extui) → extui`, `trunci(extsi/extui)` dropping only extension bits,
//!   `trunci(shrsi(x, c))` shifting out exactly the truncated bits becomes `shrui`,
//!   `truncf(sitofp/uitofp)`, `uitofp(extui)`, `sitofp(extsi)`, `sitofp(extui) → uitofp`.
//! - `mulf`/`divf` of two `negf`s; `addui_extended`/`mulsi_extended`/`mului_extended` whose
//!   second result is unused become `addi`/`muli`; `mulsi_extended(x, 1)`.
//!
//! As a generated (DRR) rewrite does, a pattern matching `n` ops has benefit `n`, and the ops
//! it creates are located at the fused location of the first `n` ops the matcher recorded:
//! the root, then each operand's matched op after the ops matched below it (a constant
//! matched by value counts in that order, though not in `n`; see [`drr_loc`]).

use mlir_ir::rewriter::{replace_op, CanonicalizationPattern, CanonicalizeFn, Note};
use mlir_ir::{AttrKind, Attribute, Context, IntValue, Ir, Location, OpId, OperationState, Type, TypeKind, Value};
use mlir_ods::enums::bit_enum_value;

use super::fold::{fsem, fval, int_const, int_result, int_width, integral_to_bigint};
use crate::apint::ApInt;

pub fn register(ctx: &Context) {
    let add = |op: &str, label: &'static str, benefit: u16, apply: CanonicalizeFn| {
        ctx.register_canonicalization(op, CanonicalizationPattern { label, benefit, apply });
    };
    add("arith.addi", "AddIAddConstant", 2, addi_addi_constant);
    add("arith.addi", "AddISubConstantRHS", 2, addi_subi_constant_rhs);
    add("arith.addi", "AddISubConstantLHS", 2, addi_subi_constant_lhs);
    add("arith.addi", "AddIMulNegativeOneRhs", 2, addi_muli_negative_one_rhs);
    add("arith.addi", "AddIMulNegativeOneLhs", 2, addi_muli_negative_one_lhs);
    add("arith.addui_extended", "AddUIExtendedToAddI", 1, |ir, op, notes| extended_to_single(ir, op, "arith.addi", notes));
    add("arith.andi", "AndOfExtUI", 3, |ir, op, notes| logic_of_ext(ir, op, "arith.extui", notes));
    add("arith.andi", "AndOfExtSI", 3, |ir, op, notes| logic_of_ext(ir, op, "arith.extsi", notes));
    add("arith.andi", "AndIAndIConstant", 2, andi_andi_constant);
    add("arith.addf", "AddFNegFLhs", 2, |ir, op, notes| addf_of_negf(ir, op, true, notes));
    add("arith.addf", "AddFNegFRhs", 2, |ir, op, notes| addf_of_negf(ir, op, false, notes));
    add("arith.bitcast", "BitcastOfBitcast", 2, |ir, op, notes| cast_of_cast(ir, op, "arith.bitcast", "arith.bitcast", notes));
    add("arith.cmpi", "CmpIExtSI", 3, |ir, op, notes| cmpi_of_ext(ir, op, "arith.extsi", notes));
    add("arith.cmpi", "CmpIExtUI", 3, |ir, op, notes| cmpi_of_ext(ir, op, "arith.extui", notes));
    add("arith.cmpf", "CmpFIntToFPConst", 1, cmpf_int_to_fp_const);
    add("arith.divf", "DivFOfNegF", 3, float_of_negf);
    add("arith.extsi", "ExtSIOfExtUI", 2, |ir, op, notes| cast_of_cast(ir, op, "arith.extui", "arith.extui", notes));
    add("arith.index_cast", "IndexCastOfExtSI", 2, |ir, op, notes| cast_of_cast(ir, op, "arith.extsi", "arith.index_cast", notes));
    add("arith.index_castui", "IndexCastUIOfExtUI", 2, |ir, op, notes| cast_of_cast(ir, op, "arith.extui", "arith.index_castui", notes));
    add("arith.mulf", "MulFOfNegF", 3, float_of_negf);
    add("arith.muli", "MulIMulIConstant", 2, muli_muli_constant);
    add("arith.mulsi_extended", "MulSIExtendedToMulI", 1, |ir, op, notes| extended_to_single(ir, op, "arith.muli", notes));
    add("arith.mulsi_extended", "MulSIExtendedRHSOne", 1, mulsi_extended_rhs_one);
    add("arith.mului_extended", "MulUIExtendedToMulI", 1, |ir, op, notes| extended_to_single(ir, op, "arith.muli", notes));
    add("arith.ori", "OrOfExtUI", 3, |ir, op, notes| logic_of_ext(ir, op, "arith.extui", notes));
    add("arith.ori", "OrOfExtSI", 3, |ir, op, notes| logic_of_ext(ir, op, "arith.extsi", notes));
    add("arith.ori", "OrIOrIConstant", 2, ori_ori_constant);
    add("arith.select", "RedundantSelectFalse", 2, redundant_select_false);
    add("arith.select", "RedundantSelectTrue", 2, redundant_select_true);
    add("arith.select", "SelectNotCond", 2, select_not_cond);
    add("arith.select", "SelectI1ToNot", 1, select_i1_to_not);
    add("arith.select", "SelectToExtUI", 1, select_to_extui);
    add("arith.select", "SelectCmpIToMinMax", 1, select_cmpi_to_min_max);
    add("arith.sitofp", "SIToFPOfExtSI", 2, |ir, op, notes| cast_of_cast(ir, op, "arith.extsi", "arith.sitofp", notes));
    add("arith.sitofp", "SIToFPOfExtUI", 2, |ir, op, notes| cast_of_cast(ir, op, "arith.extui", "arith.uitofp", notes));
    add("arith.subi", "SubIRHSAddConstant", 2, subi_rhs_add_constant);
    add("arith.subi", "SubILHSAddConstant", 2, subi_lhs_add_constant);
    add("arith.subi", "SubIRHSSubConstantRHS", 2, subi_rhs_sub_constant_rhs);
    add("arith.subi", "SubIRHSSubConstantLHS", 2, subi_rhs_sub_constant_lhs);
    add("arith.subi", "SubILHSSubConstantRHS", 2, subi_lhs_sub_constant_rhs);
    add("arith.subi", "SubILHSSubConstantLHS", 2, subi_lhs_sub_constant_lhs);
    add("arith.subi", "SubISubILHSRHSLHS", 2, subi_subi_lhs_rhs_lhs);
    add("arith.truncf", "TruncFSIToFPToSIToFP", 2, |ir, op, notes| truncf_of_int_to_fp(ir, op, "arith.sitofp", notes));
    add("arith.truncf", "TruncFUIToFPToUIToFP", 2, |ir, op, notes| truncf_of_int_to_fp(ir, op, "arith.uitofp", notes));
    add("arith.trunci", "TruncIExtSIToExtSI", 2, |ir, op, notes| trunci_of_ext(ir, op, "arith.extsi", notes));
    add("arith.trunci", "TruncIExtUIToExtUI", 2, |ir, op, notes| trunci_of_ext(ir, op, "arith.extui", notes));
    add("arith.trunci", "TruncIShrSIToTrunciShrUI", 2, trunci_shrsi_to_shrui);
    add("arith.uitofp", "UIToFPOfExtUI", 2, |ir, op, notes| cast_of_cast(ir, op, "arith.extui", "arith.uitofp", notes));
    add("arith.xori", "XOrINotCmpI", 2, xori_not_cmpi);
    add("arith.xori", "XOrIOfExtUI", 3, |ir, op, notes| logic_of_ext(ir, op, "arith.extui", notes));
    add("arith.xori", "XOrIOfExtSI", 3, |ir, op, notes| logic_of_ext(ir, op, "arith.extsi", notes));
    add("arith.xori", "XOrIXOrIConstant", 2, xori_xori_constant);
}

// ----- matching -----

/// The op named `name` defining `v`.
fn def(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    ir.defining_op(v).filter(|&d| ir.name_str(d) == name)
}

/// Upstream's `ConstantLikeMatcher APIntAttr`: the constant-like op defining `v` when its value
/// is a scalar integer attribute, with that value.
fn int_constant(ir: &Ir, v: Value) -> Option<(OpId, ApInt)> {
    let d = ir.defining_op(v)?;
    let a = mlir_ods::interfaces::constant_value(ir, d)?;
    let AttrKind::Integer { ty, .. } = ir.ctx.attr_kind(a) else { return None };
    let w = int_width(&ir.ctx, *ty)?;
    Some((d, int_const(&ir.ctx, Some(a), w)?))
}

/// The constant-like op defining `v` and its value (`ConstantLikeMatcher AnyAttr`).
fn any_constant(ir: &Ir, v: Value) -> Option<(OpId, Attribute)> {
    let d = ir.defining_op(v)?;
    Some((d, mlir_ods::interfaces::constant_value(ir, d)?))
}

/// The integer a scalar or splat integer attribute holds (`getIntOrSplatIntValue`), in its
/// element width.
fn int_or_splat(ctx: &Context, a: Attribute) -> Option<ApInt> {
    let ty = match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } => *ty,
        AttrKind::DenseElements { splat: true, ty, .. } => *ty,
        _ => return None,
    };
    let elem = ctx.type_kind(ty).element_type().unwrap_or(ty);
    if !matches!(ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Index) {
        return None;
    }
    let w = int_width(ctx, elem)?;
    int_const(ctx, Some(a), w)
}

/// Whether `v` is a constant integer (scalar or splat) equal to `k` (`m_Zero`, `m_One`).
fn is_int_value(ir: &Ir, v: Value, k: i64) -> bool {
    let Some((_, a)) = any_constant(ir, v) else { return false };
    int_or_splat(&ir.ctx, a).is_some_and(|x| x == ApInt::from_i64(x.width(), k))
}

/// The element bit width of an integer or float (or shaped) type (upstream's
/// `getScalarOrElementWidth`).
fn elem_width(ctx: &Context, t: Type) -> Option<u32> {
    let e = ctx.type_kind(t).element_type().unwrap_or(t);
    crate::common::bit_width(ctx, e)
}

fn result_type(ir: &Ir, op: OpId) -> Type {
    ir.value_type(ir.result(op, 0))
}

fn overflow_bits(ir: &Ir, op: OpId) -> u64 {
    mlir_ods::groups::prop(ir, op, "overflowFlags").and_then(|a| bit_enum_value(&ir.ctx, a)).unwrap_or(0)
}

/// The flags both ops carry (upstream's `mergeOverflowFlags`).
fn merged_overflow(ir: &Ir, a: OpId, b: OpId) -> u64 {
    overflow_bits(ir, a) & overflow_bits(ir, b)
}

// ----- rewriting -----

/// The location a generated rewrite gives the ops it creates: the fused location of `ops`,
/// the first `n` ops its matcher recorded (`n` being the number of ops in the source pattern).
/// The matcher records the root first, then, operand by operand, what it matched below an
/// operand before the operand's own op, constants matched by value included.
fn drr_loc(ir: &Ir, ops: &[OpId]) -> Location {
    let locs: Vec<Location> = ops.iter().map(|&o| ir.loc(o)).collect();
    ir.ctx.fused_loc(&locs, None)
}

/// A rewrite in progress: new ops go before `root`, at `loc`.
struct Rewrite<'a> {
    ir: &'a mut Ir,
    root: OpId,
    loc: Location,
    notes: &'a mut Vec<Note>,
    ok: bool,
}

impl<'a> Rewrite<'a> {
    fn new(ir: &'a mut Ir, root: OpId, loc: Location, notes: &'a mut Vec<Note>) -> Self {
        Rewrite { ir, root, loc, notes, ok: true }
    }

    /// Creates `name(operands) : ty` with the properties `props` (the others default).
    fn op(&mut self, name: &str, operands: Vec<Value>, ty: Type, props: Vec<(&str, Attribute)>) -> Value {
        let ctx = self.ir.ctx.clone();
        let mut st = OperationState::new(ctx.op_name(name), self.loc);
        st.operands = operands;
        st.result_types = vec![ty];
        if !props.is_empty() {
            st.props = Some(ctx.dictionary(props.into_iter().map(|(k, v)| (ctx.ident(k), v)).collect()));
        }
        let op = self.ir.create_op(st);
        if self.ir.insert_op_before(self.root, op).is_err() {
            self.ok = false;
        }
        self.notes.push(Note::Visit(op));
        self.ir.result(op, 0)
    }

    fn constant(&mut self, value: Attribute, ty: Type) -> Value {
        self.op("arith.constant", Vec::new(), ty, vec![("value", value)])
    }

    /// An integer op with these overflow flags.
    fn int_op(&mut self, name: &str, a: Value, b: Value, ty: Type, flags: u64) -> Value {
        let f = super::overflow().get(&self.ir.ctx, flags);
        self.op(name, vec![a, b], ty, vec![("overflowFlags", f)])
    }

    /// Replaces the root by `values` and says whether every step succeeded.
    fn finish(self, values: &[Value]) -> bool {
        self.ok && replace_op(self.ir, self.root, values, self.notes).is_ok()
    }
}

// ----- addi, subi, muli -----

/// How the constant of a reassociation is computed from `c0` and `c1`.
#[derive(Clone, Copy)]
enum Fold {
    Add,
    /// `c0 - c1` (the first matched constant minus the second).
    Sub,
    /// `c1 - c0`.
    SubRev,
    Mul,
    And,
    Or,
    Xor,
}

/// What a reassociation builds: `new_op(x, k)` or `new_op(k, x)` with `k` the folded constant.
struct Reassoc {
    /// The op the inner one must be.
    inner: &'static str,
    /// The root's constant is its left operand (else its right).
    outer_const_lhs: bool,
    /// The inner op's constant is its left operand (else its right).
    inner_const_lhs: bool,
    fold: Fold,
    new_op: &'static str,
    /// The new op takes the constant as its left operand.
    new_const_lhs: bool,
    /// The flags both ops carry (else none).
    merge_flags: bool,
}

fn reassociate(ir: &mut Ir, op: OpId, r: Reassoc, notes: &mut Vec<Note>) -> bool {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let (outer_const, inner_v) = if r.outer_const_lhs { (lhs, rhs) } else { (rhs, lhs) };
    let Some(inner) = def(ir, inner_v, r.inner) else { return false };
    let (il, ir_) = (ir.operand(inner, 0), ir.operand(inner, 1));
    let (inner_const, x) = if r.inner_const_lhs { (il, ir_) } else { (ir_, il) };
    let Some((c0op, c0)) = int_constant(ir, inner_const) else { return false };
    let Some((c1op, c1)) = int_constant(ir, outer_const) else { return false };
    let ty = result_type(ir, op);
    if int_width(&ir.ctx, ty) != Some(c0.width()) || c1.width() != c0.width() || ir.ctx.type_kind(ty).element_type().is_some() {
        return false;
    }
    let k = match r.fold {
        Fold::Add => c0.add(&c1),
        Fold::Sub => c0.sub(&c1),
        Fold::SubRev => c1.sub(&c0),
        Fold::Mul => c0.mul(&c1),
        Fold::And => c0.and(&c1),
        Fold::Or => c0.or(&c1),
        Fold::Xor => c0.xor(&c1),
    };
    let Some(k) = int_result(&ir.ctx, ty, &k) else { return false };
    let flags = if r.merge_flags { merged_overflow(ir, op, inner) } else { 0 };
    // The matcher records the root's operands in order: a constant as itself, the inner op
    // after its constant.
    let recorded = if r.outer_const_lhs { c1op } else { c0op };
    let loc = drr_loc(ir, &[op, recorded]);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let kv = rw.constant(k, ty);
    let (a, b) = if r.new_const_lhs { (kv, x) } else { (x, kv) };
    let v = match r.fold {
        Fold::And | Fold::Or | Fold::Xor => rw.op(r.new_op, vec![a, b], ty, Vec::new()),
        _ => rw.int_op(r.new_op, a, b, ty, flags),
    };
    rw.finish(&[v])
}

macro_rules! reassoc {
    ($name:ident, $inner:literal, $ocl:expr, $icl:expr, $fold:ident, $new:literal, $ncl:expr, $merge:expr) => {
        fn $name(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
            let r = Reassoc {
                inner: $inner,
                outer_const_lhs: $ocl,
                inner_const_lhs: $icl,
                fold: Fold::$fold,
                new_op: $new,
                new_const_lhs: $ncl,
                merge_flags: $merge,
            };
            reassociate(ir, op, r, notes)
        }
    };
}

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
reassoc!(addi_addi_constant, "arith.addi", false, false, Add, "arith.addi", false, true);
// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
reassoc!(addi_subi_constant_rhs, "arith.subi", false, false, SubRev, "arith.addi", false, true);
// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
reassoc!(addi_subi_constant_lhs, "arith.subi", false, true, Add, "arith.subi", true, true);
// subi(addi(x, c0), c1) -> addi(x, c0 - c1), without flags
reassoc!(subi_rhs_add_constant, "arith.addi", false, false, Sub, "arith.addi", false, false);
// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
reassoc!(subi_lhs_add_constant, "arith.addi", true, false, SubRev, "arith.subi", true, true);
// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
reassoc!(subi_rhs_sub_constant_rhs, "arith.subi", false, false, Add, "arith.subi", false, true);
// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
reassoc!(subi_rhs_sub_constant_lhs, "arith.subi", false, true, Sub, "arith.subi", true, true);
// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
reassoc!(subi_lhs_sub_constant_rhs, "arith.subi", true, false, Add, "arith.subi", true, true);
// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
reassoc!(subi_lhs_sub_constant_lhs, "arith.subi", true, true, SubRev, "arith.addi", false, true);

// andi/ori/xori(op(x, c0), c1) -> op(x, c0 op c1)
reassoc!(andi_andi_constant, "arith.andi", false, false, And, "arith.andi", false, false);
reassoc!(ori_ori_constant, "arith.ori", false, false, Or, "arith.ori", false, false);
reassoc!(xori_xori_constant, "arith.xori", false, false, Xor, "arith.xori", false, false);

// muli(muli(x, c0), c1) -> muli(x, c0 * c1), when the constants have the result's type
fn muli_muli_constant(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let ty = result_type(ir, op);
    let typed = |ir: &Ir, v: Value| {
        int_constant(ir, v).is_some_and(|(d, _)| {
            mlir_ods::interfaces::constant_value(ir, d).is_some_and(|a| matches!(ir.ctx.attr_kind(a), AttrKind::Integer { ty: t, .. } if *t == ty))
        })
    };
    let Some(inner) = def(ir, ir.operand(op, 0), "arith.muli") else { return false };
    if !typed(ir, ir.operand(inner, 1)) || !typed(ir, ir.operand(op, 1)) {
        return false;
    }
    let r = Reassoc { inner: "arith.muli", outer_const_lhs: false, inner_const_lhs: false, fold: Fold::Mul, new_op: "arith.muli", new_const_lhs: false, merge_flags: true };
    reassociate(ir, op, r, notes)
}

/// `addi(x, muli(y, -1)) → subi(x, y)` (`mul_on_rhs`) or `addi(muli(x, -1), y) → subi(y, x)`.
fn addi_muli_negative_one(ir: &mut Ir, op: OpId, mul_on_rhs: bool, notes: &mut Vec<Note>) -> bool {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let (other, mul_v) = if mul_on_rhs { (lhs, rhs) } else { (rhs, lhs) };
    let Some(mul) = def(ir, mul_v, "arith.muli") else { return false };
    let Some((c, a)) = any_constant(ir, ir.operand(mul, 1)) else { return false };
    if !int_or_splat(&ir.ctx, a).is_some_and(|v| v.is_all_ones()) {
        return false;
    }
    let y = ir.operand(mul, 0);
    let ty = result_type(ir, op);
    let loc = drr_loc(ir, &[op, c]);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = rw.int_op("arith.subi", other, y, ty, 0);
    rw.finish(&[v])
}

fn addi_muli_negative_one_rhs(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    addi_muli_negative_one(ir, op, true, notes)
}

fn addi_muli_negative_one_lhs(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    addi_muli_negative_one(ir, op, false, notes)
}

/// The zero of `ty` (upstream's `getZeroAttr`), for integers and static shapes of them.
fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    int_result(ctx, ty, &ApInt::zero(int_width(ctx, ty)?))
}

// subi(subi(x, y), x) -> subi(0, y)
fn subi_subi_lhs_rhs_lhs(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(inner) = def(ir, ir.operand(op, 0), "arith.subi") else { return false };
    let (x, y) = (ir.operand(inner, 0), ir.operand(inner, 1));
    if ir.operand(op, 1) != x {
        return false;
    }
    let yty = ir.value_type(y);
    let Some(zero) = zero_attr(&ir.ctx, yty) else { return false };
    let flags = merged_overflow(ir, op, inner);
    let ty = result_type(ir, op);
    let loc = drr_loc(ir, &[op, inner]);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let z = rw.constant(zero, yty);
    let v = rw.int_op("arith.subi", z, y, ty, flags);
    rw.finish(&[v])
}

/// `addui_extended`/`mulsi_extended`/`mului_extended` whose second result is unused: the
/// plain op (no flags), and the first operand standing in for the unused result.
fn extended_to_single(ir: &mut Ir, op: OpId, name: &str, notes: &mut Vec<Note>) -> bool {
    if ir.num_results(op) != 2 || ir.has_uses(ir.result(op, 1)) {
        return false;
    }
    let (x, y) = (ir.operand(op, 0), ir.operand(op, 1));
    let ty = result_type(ir, op);
    let loc = ir.loc(op);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = rw.int_op(name, x, y, ty, 0);
    rw.finish(&[v, x])
}

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
fn mulsi_extended_rhs_one(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some((_, a)) = any_constant(ir, ir.operand(op, 1)) else { return false };
    // One, and strictly positive: not an `i1` (where 1 is -1).
    if !int_or_splat(&ir.ctx, a).is_some_and(|v| v.is_one() && v.width() > 1) {
        return false;
    }
    let x = ir.operand(op, 0);
    let xty = ir.value_type(x);
    let Some(zero) = zero_attr(&ir.ctx, xty) else { return false };
    let Some(i1ty) = crate::common::i1_same_shape(&ir.ctx, xty) else { return false };
    let high_ty = ir.value_type(ir.result(op, 1));
    let slt = ir.ctx.integer_attr(ir.ctx.integer_type(64, mlir_ir::Signedness::Signless), 2);
    let loc = ir.loc(op);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let z = rw.constant(zero, xty);
    let c = rw.op("arith.cmpi", vec![x, z], i1ty, vec![("predicate", slt)]);
    let h = rw.op("arith.extsi", vec![c], high_ty, Vec::new());
    rw.finish(&[x, h])
}

// ----- xori, andi, ori, cmpi -----

/// The predicate `cmpi` attribute's value.
pub(crate) fn cmpi_pred(ir: &Ir, op: OpId) -> Option<u64> {
    super::cmpi_predicate().int_value(&ir.ctx, mlir_ods::groups::prop(ir, op, "predicate")?)
}

fn pred_attr(ctx: &Context, p: u64) -> Attribute {
    ctx.integer_attr(ctx.integer_type(64, mlir_ir::Signedness::Signless), p as i128)
}

/// The predicate that holds exactly when `p` does not (upstream's `invertPredicate`).
pub(crate) fn invert_predicate(p: u64) -> u64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        _ => 6,
    }
}

// xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)
fn xori_not_cmpi(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(cmp) = def(ir, ir.operand(op, 0), "arith.cmpi") else { return false };
    let Some(p) = cmpi_pred(ir, cmp) else { return false };
    // The constant `true` of type i1 (`ConstantAttr<I1Attr, "1">`).
    let Some((_, a)) = any_constant(ir, ir.operand(op, 1)) else { return false };
    let is_true = matches!(ir.ctx.attr_kind(a), AttrKind::Integer { ty, value: IntValue::Small(v) }
        if *v != 0 && matches!(ir.ctx.type_kind(*ty), TypeKind::Integer { width: 1, signedness: mlir_ir::Signedness::Signless }));
    if !is_true {
        return false;
    }
    let (a, b) = (ir.operand(cmp, 0), ir.operand(cmp, 1));
    let ty = result_type(ir, op);
    let loc = drr_loc(ir, &[op, cmp]);
    let attr = pred_attr(&ir.ctx, invert_predicate(p));
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = rw.op("arith.cmpi", vec![a, b], ty, vec![("predicate", attr)]);
    rw.finish(&[v])
}

/// The extensions named `ext` of both operands of `op`, from values of one type.
fn both_extended(ir: &Ir, op: OpId, ext: &str) -> Option<(OpId, OpId, Value, Value)> {
    let e1 = def(ir, ir.operand(op, 0), ext)?;
    let e2 = def(ir, ir.operand(op, 1), ext)?;
    let (x, y) = (ir.operand(e1, 0), ir.operand(e2, 0));
    (ir.value_type(x) == ir.value_type(y)).then_some((e1, e2, x, y))
}

// and/or/xor of ext(x), ext(y) -> ext(and/or/xor(x, y))
fn logic_of_ext(ir: &mut Ir, op: OpId, ext: &str, notes: &mut Vec<Note>) -> bool {
    let Some((e1, e2, x, y)) = both_extended(ir, op, ext) else { return false };
    let name = ir.name_str(op).to_string();
    let xty = ir.value_type(x);
    let ty = result_type(ir, op);
    // `nneg` holds for an `and` when it held for either side, for `or`/`xor` when for both.
    let (n1, n2) = (non_neg(ir, e1), non_neg(ir, e2));
    let kept = if name == "arith.andi" { n1.or(n2) } else { n1.and(n2) };
    let loc = drr_loc(ir, &[op, e1, e2]);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let inner = rw.op(&name, vec![x, y], xty, Vec::new());
    let v = rw.op(ext, vec![inner], ty, kept.map(|a| ("nonNeg", a)).into_iter().collect());
    rw.finish(&[v])
}

/// The `nonNeg` property (`nneg`) of a cast that has one.
fn non_neg(ir: &Ir, op: OpId) -> Option<mlir_ir::Attribute> {
    mlir_ods::groups::prop(ir, op, "nonNeg")
}

/// The casts that carry `nneg`.
fn takes_nneg(name: &str) -> bool {
    matches!(name, "arith.extui" | "arith.uitofp" | "arith.index_castui")
}

// cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b)
fn cmpi_of_ext(ir: &mut Ir, op: OpId, ext: &str, notes: &mut Vec<Note>) -> bool {
    let Some(p) = cmpi_pred(ir, op) else { return false };
    let Some((e1, e2, a, b)) = both_extended(ir, op, ext) else { return false };
    if p > 1 {
        return false;
    }
    let ty = result_type(ir, op);
    let loc = drr_loc(ir, &[op, e1, e2]);
    let attr = pred_attr(&ir.ctx, p);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = rw.op("arith.cmpi", vec![a, b], ty, vec![("predicate", attr)]);
    rw.finish(&[v])
}

// ----- select -----

/// The `arith.select` defining `v` on the condition `pred`: its (true, false) values.
fn select_on(ir: &Ir, v: Value, pred: Value) -> Option<(OpId, Value, Value)> {
    let d = def(ir, v, "arith.select")?;
    (ir.operand(d, 0) == pred).then(|| (d, ir.operand(d, 1), ir.operand(d, 2)))
}

fn replace_by_select(ir: &mut Ir, op: OpId, loc: Location, operands: Vec<Value>, notes: &mut Vec<Note>) -> bool {
    let ty = result_type(ir, op);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = rw.op("arith.select", operands, ty, Vec::new());
    rw.finish(&[v])
}

// select(p, select(p, a, b), c) -> select(p, a, c)
fn redundant_select_true(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let (p, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let Some((inner, a, _)) = select_on(ir, t, p) else { return false };
    let loc = drr_loc(ir, &[op, inner]);
    replace_by_select(ir, op, loc, vec![p, a, f], notes)
}

// select(p, a, select(p, b, c)) -> select(p, a, c)
fn redundant_select_false(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let (p, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let Some((inner, _, c)) = select_on(ir, f, p) else { return false };
    let loc = drr_loc(ir, &[op, inner]);
    replace_by_select(ir, op, loc, vec![p, t, c], notes)
}

// select(xori(p, -1), a, b) -> select(p, b, a)
fn select_not_cond(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let (c, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let Some(not) = def(ir, c, "arith.xori") else { return false };
    let Some((ones, v)) = int_constant(ir, ir.operand(not, 1)) else { return false };
    if !v.is_all_ones() {
        return false;
    }
    let p = ir.operand(not, 0);
    let loc = drr_loc(ir, &[op, ones]);
    replace_by_select(ir, op, loc, vec![p, f, t], notes)
}

/// The `i1` constant (scalar) defining `v`.
fn i1_constant(ir: &Ir, v: Value) -> Option<bool> {
    let a = mlir_ods::interfaces::constant_value(ir, ir.defining_op(v)?)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Integer { ty, value: IntValue::Small(c) } if matches!(ir.ctx.type_kind(*ty), TypeKind::Integer { width: 1, .. }) => Some(*c != 0),
        _ => None,
    }
}

// select(p, false, true) -> xori(p, true)
fn select_i1_to_not(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let (p, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    if i1_constant(ir, t) != Some(false) || i1_constant(ir, f) != Some(true) {
        return false;
    }
    let ctx = ir.ctx.clone();
    let i1 = ctx.integer_type(1, mlir_ir::Signedness::Signless);
    let loc = ir.loc(op);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let one = rw.constant(ctx.bool_attr(true), i1);
    let v = rw.op("arith.xori", vec![p, one], i1, Vec::new());
    rw.finish(&[v])
}

// select(p, 1, 0) -> extui(p); select(p, 0, 1) -> extui(xori(p, 1)), for integers wider than i1
fn select_to_extui(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let ty = result_type(ir, op);
    if !matches!(ir.ctx.type_kind(ty), TypeKind::Integer { width, .. } if *width != 1) {
        return false;
    }
    let (p, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let negate = if is_int_value(ir, t, 1) && is_int_value(ir, f, 0) {
        false
    } else if is_int_value(ir, t, 0) && is_int_value(ir, f, 1) {
        true
    } else {
        return false;
    };
    let pty = ir.value_type(p);
    let one = ir.ctx.integer_attr(pty, 1);
    let loc = ir.loc(op);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let cond = if negate {
        let c = rw.constant(one, pty);
        rw.op("arith.xori", vec![p, c], pty, Vec::new())
    } else {
        p
    };
    let v = rw.op("arith.extui", vec![cond], ty, Vec::new());
    rw.finish(&[v])
}

// ----- casts -----

/// `outer(inner(x)) → new(x)` with the outer cast's result type.
fn cast_of_cast(ir: &mut Ir, op: OpId, inner: &str, new: &str, notes: &mut Vec<Note>) -> bool {
    let Some(i) = def(ir, ir.operand(op, 0), inner) else { return false };
    let x = ir.operand(i, 0);
    let ty = result_type(ir, op);
    // The new cast keeps the inner cast's `nneg` (the outer's no longer applies).
    let props: Vec<(&str, mlir_ir::Attribute)> = if takes_nneg(new) { non_neg(ir, i).map(|a| ("nonNeg", a)).into_iter().collect() } else { Vec::new() };
    let loc = drr_loc(ir, &[op, i]);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = rw.op(new, vec![x], ty, props);
    rw.finish(&[v])
}

// trunci(extsi/extui(x)) -> extsi/extui(x), when the truncation only drops extension bits
fn trunci_of_ext(ir: &mut Ir, op: OpId, ext: &str, notes: &mut Vec<Note>) -> bool {
    let Some(e) = def(ir, ir.operand(op, 0), ext) else { return false };
    let x = ir.operand(e, 0);
    let ctx = &ir.ctx;
    let ty = result_type(ir, op);
    let (Some(we), Some(wt), Some(wx)) = (elem_width(ctx, result_type(ir, e)), elem_width(ctx, ty), elem_width(ctx, ir.value_type(x))) else { return false };
    if !(we > wt && wt > 0 && wt > wx && wx > 0) {
        return false;
    }
    let props: Vec<(&str, mlir_ir::Attribute)> = if takes_nneg(ext) { non_neg(ir, e).map(|a| ("nonNeg", a)).into_iter().collect() } else { Vec::new() };
    let loc = drr_loc(ir, &[op, e]);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = rw.op(ext, vec![x], ty, props);
    rw.finish(&[v])
}

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)), when c is the number of bits truncated
fn trunci_shrsi_to_shrui(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(sh) = def(ir, ir.operand(op, 0), "arith.shrsi") else { return false };
    let Some((c, a)) = any_constant(ir, ir.operand(sh, 1)) else { return false };
    // A typed attribute (`TypedAttrInterface`).
    let aty = ir.value_type(ir.operand(sh, 1));
    let x = ir.operand(sh, 0);
    let ty = result_type(ir, op);
    let ctx = &ir.ctx;
    let (Some(wx), Some(wt)) = (elem_width(ctx, ir.value_type(x)), elem_width(ctx, ty)) else { return false };
    let Some(k) = int_or_splat(ctx, a) else { return false };
    if k.to_u64().map(|k| k as i64) != Some(wx as i64 - wt as i64) {
        return false;
    }
    let flags = overflow_bits(ir, op);
    let shty = result_type(ir, sh);
    // The shift keeps its `exact` flag.
    let exact: Vec<(&str, mlir_ir::Attribute)> = mlir_ods::groups::prop(ir, sh, "isExact").map(|e| ("isExact", e)).into_iter().collect();
    let loc = drr_loc(ir, &[op, c]);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let cv = rw.constant(a, aty);
    let s = rw.op("arith.shrui", vec![x, cv], shty, exact);
    let f = super::overflow().get(&rw.ir.ctx, flags);
    let v = rw.op("arith.trunci", vec![s], ty, vec![("overflowFlags", f)]);
    rw.finish(&[v])
}

// truncf(sitofp/uitofp(x)) -> sitofp/uitofp(x), with the default rounding mode
fn truncf_of_int_to_fp(ir: &mut Ir, op: OpId, conv: &str, notes: &mut Vec<Note>) -> bool {
    if mlir_ods::groups::prop(ir, op, "roundingmode").is_some() {
        return false;
    }
    cast_of_cast(ir, op, conv, conv, notes)
}

// mulf/divf(negf(x), negf(y)) -> mulf/divf(x, y), keeping the fast-math flags
fn float_of_negf(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    if mlir_ods::groups::prop(ir, op, "roundingmode").is_some() {
        return false;
    }
    let Some(n1) = def(ir, ir.operand(op, 0), "arith.negf") else { return false };
    let Some(n2) = def(ir, ir.operand(op, 1), "arith.negf") else { return false };
    let (x, y) = (ir.operand(n1, 0), ir.operand(n2, 0));
    if ir.value_type(x) != ir.value_type(y) {
        return false;
    }
    let name = ir.name_str(op).to_string();
    let fmf = mlir_ods::groups::prop(ir, op, "fastmath");
    let ty = result_type(ir, op);
    let loc = drr_loc(ir, &[op, n1, n2]);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = rw.op(&name, vec![x, y], ty, fmf.map(|f| vec![("fastmath", f)]).unwrap_or_default());
    rw.finish(&[v])
}

// addf(negf(x), y) -> subf(y, x) (`neg_lhs`); addf(x, negf(y)) -> subf(x, y); keeping the
// rounding mode and fast-math flags
fn addf_of_negf(ir: &mut Ir, op: OpId, neg_lhs: bool, notes: &mut Vec<Note>) -> bool {
    let (l, r) = (ir.operand(op, 0), ir.operand(op, 1));
    let (neg_v, other) = if neg_lhs { (l, r) } else { (r, l) };
    let Some(neg) = def(ir, neg_v, "arith.negf") else { return false };
    let x = ir.operand(neg, 0);
    let mut props = Vec::new();
    for name in ["roundingmode", "fastmath"] {
        if let Some(a) = mlir_ods::groups::prop(ir, op, name) {
            props.push((name, a));
        }
    }
    let ty = result_type(ir, op);
    let loc = drr_loc(ir, &[op, neg]);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = rw.op("arith.subf", vec![other, x], ty, props);
    rw.finish(&[v])
}

// select(cmpi(p, a, b), a, b) -> min/max(a, b): the smaller for `<`/`<=`, the larger for
// `>`/`>=` (signed or unsigned as the predicate); with the branches swapped, the other one.
fn select_cmpi_to_min_max(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(cmp) = def(ir, ir.operand(op, 0), "arith.cmpi") else { return false };
    let Some(p) = cmpi_pred(ir, cmp) else { return false };
    let (a, b) = (ir.operand(cmp, 0), ir.operand(cmp, 1));
    let (t, f) = (ir.operand(op, 1), ir.operand(op, 2));
    let picks_lhs = if t == a && f == b {
        true
    } else if t == b && f == a {
        false
    } else {
        return false;
    };
    // (signed, lhs when the predicate holds is the minimum)
    let (signed, lhs_is_min) = match p {
        2 | 3 => (true, true),
        4 | 5 => (true, false),
        6 | 7 => (false, true),
        8 | 9 => (false, false),
        _ => return false,
    };
    let min = lhs_is_min == picks_lhs;
    let name = match (signed, min) {
        (true, true) => "arith.minsi",
        (true, false) => "arith.maxsi",
        (false, true) => "arith.minui",
        (false, false) => "arith.maxui",
    };
    let ty = result_type(ir, op);
    let loc = drr_loc(ir, &[op, cmp]);
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = rw.op(name, vec![a, b], ty, Vec::new());
    rw.finish(&[v])
}


// ----- cmpf -----

/// `cmpf(sitofp(x) or uitofp(x), c)` as a `cmpi` of `x` (upstream's `CmpFIntToFPConst`), or a
/// constant when the comparison is decided by the range of `x`'s type; only where the
/// conversion cannot change the comparison's outcome. For constants in the formats `fsem`
/// handles (computed exactly through `f64`); an infinite constant against an integer wider
/// than the format's precision only in f16, bf16, f32 and f64 (whose largest finite values
/// `largest_bits` gives).
fn cmpf_int_to_fp_const(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(plan) = cmpf_as_cmpi(ir, op) else { return false };
    let loc = ir.loc(op);
    let ctx = ir.ctx.clone();
    let mut rw = Rewrite::new(ir, op, loc, notes);
    let v = match plan {
        CmpfPlan::Constant(b) => rw.constant(ctx.bool_attr(b), ctx.i1_type()),
        CmpfPlan::Cmpi { pred, x, k } => {
            let xty = rw.ir.value_type(x);
            let Some(k) = int_result(&ctx, xty, &k) else { return false };
            let kv = rw.constant(k, xty);
            rw.op("arith.cmpi", vec![x, kv], ctx.i1_type(), vec![("predicate", pred_attr(&ctx, pred))])
        }
    };
    rw.finish(&[v])
}

enum CmpfPlan {
    Constant(bool),
    Cmpi { pred: u64, x: Value, k: ApInt },
}

/// What `cmpf_int_to_fp_const` replaces `op` with, if it applies.
fn cmpf_as_cmpi(ir: &Ir, op: OpId) -> Option<CmpfPlan> {
    let ctx = &ir.ctx;
    let c = any_constant(ir, ir.operand(op, 1))?.1;
    let fty = ir.value_type(ir.operand(op, 1));
    let sem = fsem(ctx, fty)?;
    let rhs = fval(ctx, Some(c), sem)?;
    if rhs.is_nan() {
        return None;
    }
    let (x, unsigned) = match ir.defining_op(ir.operand(op, 0)).map(|d| (d, ir.name_str(d))) {
        Some((d, "arith.sitofp")) => (ir.operand(d, 0), false),
        Some((d, "arith.uitofp")) => (ir.operand(d, 0), true),
        _ => return None,
    };
    let TypeKind::Integer { width: w, .. } = *ctx.type_kind(ir.value_type(x)) else { return None };
    if w == 0 {
        return None;
    }
    let mantissa = sem.precision() as i64;
    let value_bits = if unsigned { w } else { w - 1 } as i64;
    // The converted value may be rounded: leave comparisons the rounding could change.
    if w as i64 > mantissa {
        if rhs.is_infinite() {
            let max_exponent = ilogb(mlir_apfloat::to_f64(sem, largest_bits(sem)?));
            if max_exponent < value_bits {
                return None;
            }
        } else {
            let e = ilogb(rhs);
            if mantissa <= e && e <= value_bits {
                return None;
            }
        }
    }
    let fpred = super::cmpf_predicate().int_value(ctx, mlir_ods::groups::prop(ir, op, "predicate")?)?;
    // The conversion makes no NaN: `ord` holds, `uno` does not.
    let mut pred = match fpred {
        7 => return Some(CmpfPlan::Constant(true)),
        14 => return Some(CmpfPlan::Constant(false)),
        1 | 8 => 0,
        6 | 13 => 1,
        2 | 9 => if unsigned { 8 } else { 4 },
        3 | 10 => if unsigned { 9 } else { 5 },
        4 | 11 => if unsigned { 6 } else { 2 },
        5 | 12 => if unsigned { 7 } else { 3 },
        _ => return None,
    };
    // The type's range, converted to the float format: beyond it the outcome is known.
    let in_format = |v: &ApInt| mlir_apfloat::to_f64(sem, mlir_apfloat::from_f64(sem, v.to_float(!unsigned, sem.precision())).0);
    let (min, max) = if unsigned { (ApInt::zero(w), ApInt::all_ones(w)) } else { (ApInt::signed_min(w), ApInt::signed_max(w)) };
    if in_format(&max) < rhs {
        // ne, lt, le hold
        return Some(CmpfPlan::Constant(matches!(pred, 1 | 2 | 3 | 6 | 7)));
    }
    if in_format(&min) > rhs {
        // ne, gt, ge hold
        return Some(CmpfPlan::Constant(matches!(pred, 1 | 4 | 5 | 8 | 9)));
    }
    // The constant rounded toward zero, which must fit the type.
    let t = integral_to_bigint(rhs.trunc())?;
    let (lo, hi) = (if unsigned { min.to_unsigned() } else { min.to_signed() }, if unsigned { max.to_unsigned() } else { max.to_signed() });
    if t < lo || t > hi {
        return None;
    }
    let k = ApInt::from_bigint(w, &t);
    if rhs != 0.0 && in_format(&k) != rhs {
        // A fractional constant: equality is decided, the orderings move to the integer
        // toward zero (and some are decided by the sign).
        let neg = rhs < 0.0;
        match pred {
            1 => return Some(CmpfPlan::Constant(true)),
            0 => return Some(CmpfPlan::Constant(false)),
            7 if neg => return Some(CmpfPlan::Constant(false)),
            3 if neg => pred = 2,
            6 if neg => return Some(CmpfPlan::Constant(false)),
            6 => pred = 7,
            2 if !neg => pred = 3,
            8 if neg => return Some(CmpfPlan::Constant(true)),
            4 if neg => pred = 5,
            9 if neg => return Some(CmpfPlan::Constant(true)),
            9 => pred = 8,
            5 if !neg => pred = 4,
            _ => {}
        }
    }
    Some(CmpfPlan::Cmpi { pred, x, k })
}

/// `ilogb`: the exponent of `x` as `x = m * 2^e` with `1 <= |m| < 2` (a very negative number
/// for zero).
fn ilogb(x: f64) -> i64 {
    if x == 0.0 {
        return i64::from(i32::MIN) + 1;
    }
    let bits = x.abs().to_bits();
    let exp = (bits >> 52) as i64;
    if exp == 0 {
        // Subnormal: the leading bit of the fraction decides.
        return -1074 + 63 - (bits.leading_zeros() as i64);
    }
    exp - 1023
}

/// The bits of the largest finite value of the formats `fsem` accepts.
fn largest_bits(sem: mlir_ir::FloatKind) -> Option<u128> {
    Some(match sem {
        mlir_ir::FloatKind::F16 => 0x7BFF,
        mlir_ir::FloatKind::BF16 => 0x7F7F,
        mlir_ir::FloatKind::F32 => 0x7F7F_FFFF,
        mlir_ir::FloatKind::F64 => 0x7FEF_FFFF_FFFF_FFFF,
        _ => return None,
    })
}
