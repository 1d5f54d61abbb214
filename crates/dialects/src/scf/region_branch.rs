//! Upstream's generic canonicalization of region branch ops (`ControlFlowInterfaces.cpp`:
//! `populateRegionBranchOpInterfaceCanonicalizationPatterns` and
//! `populateRegionBranchOpInterfaceInliningPattern`), which `scf.for`, `scf.if`, `scf.while`,
//! `scf.execute_region` and `scf.index_switch` register after their own patterns.
//!
//! The patterns read the ops' control flow as upstream's `RegionBranchOpInterface` describes
//! it: from each branch point (the op itself, "parent", or a terminator in one of its regions)
//! control goes to successors (a region, or back to the parent), forwarding successor operands
//! (operands of the op or of the terminator) into successor inputs (the entry block arguments
//! of the region, or the op's results). The model of each op is in [`successors`],
//! [`inputs`] and [`operands`]; `scf.for` counts its iterations as upstream's
//! `constantTripCount` does ([`trip_count`]).
//!
//! - `MakeRegionBranchOpSuccessorInputsDead`: an input that can only ever hold one value from
//!   outside the op (or, for a block argument, another argument of its block) is replaced by it.
//! - `RemoveDuplicateSuccessorInputUses`: an input that receives, from every branch point, the
//!   same values as an earlier input of the same block (or the op's results) is replaced by it.
//! - `RemoveDeadRegionBranchOpSuccessorInputs`: a set of tied inputs (those some operand
//!   flows into together) without uses goes, with the operands flowing into it; results go
//!   through a new op (upstream's `eraseOpResults`).
//! - `InlineRegionBranchOp`: when constant operands leave a single acyclic path from the parent
//!   back to it through single-block regions, those regions are inlined before the op, which is
//!   replaced by the values reaching its results (the induction variable of `scf.for` becomes
//!   its lower bound).

use crate::apint::ApInt;
use crate::arith::fold::{int_const, int_width};
use mlir_ir::rewriter::{erase_op, modified, replace_op, Note};
use mlir_ir::{AttrKind, Attribute, BlockId, Ir, OpId, OperationState, TypeKind, Value, ValueDef};

/// Where control goes: back to the op ("parent") or into region `k`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Succ {
    Parent,
    Region(usize),
}

/// An operand: operand `index` of `owner`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Operand {
    owner: OpId,
    index: usize,
}

fn is_terminator(ir: &Ir, t: OpId) -> bool {
    matches!(ir.name_str(t), "scf.yield" | "scf.condition")
}

/// The value of the constant-like op defining `v` (upstream's `m_Constant`).
fn constant_of(ir: &Ir, v: Value) -> Option<Attribute> {
    let d = ir.defining_op(v)?;
    mlir_ods::interfaces::constant_value(ir, d)
}

fn bool_constant(ir: &Ir, v: Value) -> Option<bool> {
    let a = constant_of(ir, v)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } if matches!(ir.ctx.type_kind(*ty), TypeKind::Integer { width: 1, .. }) => {
            Some(value.as_i64()? & 1 != 0)
        }
        _ => None,
    }
}

/// A constant integer (scalar or splat, upstream's `m_ConstantInt`) in `w` bits.
fn int_constant(ir: &Ir, v: Value, w: u32) -> Option<ApInt> {
    int_const(&ir.ctx, constant_of(ir, v), w)
}

/// Upstream's `scf::computeUbMinusLb`: `ub` is `arith.addi lb, c` with the `nsw` (signed) or
/// `nuw` (unsigned) flag; then `c`.
fn ub_minus_lb(ir: &Ir, lb: Value, ub: Value, signed: bool, w: u32) -> Option<ApInt> {
    let add = ir.defining_op(ub).filter(|&d| ir.name_str(d) == "arith.addi")?;
    let flags = mlir_ods::groups::prop(ir, add, "overflowFlags")
        .and_then(|a| mlir_ods::enums::bit_enum_value(&ir.ctx, a))
        .unwrap_or(0);
    // nsw = 1, nuw = 2.
    if (signed && flags & 1 == 0) || (!signed && flags & 2 == 0) {
        return None;
    }
    if ir.operand(add, 0) != lb {
        return None;
    }
    int_constant(ir, ir.operand(add, 1), w)
}

/// Upstream's `constantTripCount` for an `scf.for` (signed unless `unsignedCmp`), on `w`-bit
/// patterns: equal bounds give 0; from 0 to the step itself, 1; a zero step, a bound of which only one is constant, a
/// non-constant step or (signed) a negative one give no count; constant bounds with
/// `ub <= lb` give 0; otherwise the unsigned `ceil((ub - lb) / step)`, `ub - lb` read from
/// `ub = arith.addi lb, c` when the bounds are not constant (0 when `c` is negative).
pub(crate) fn trip_count(ir: &Ir, op: OpId) -> Option<ApInt> {
    let signed = mlir_ods::groups::prop(ir, op, "unsignedCmp").is_none();
    constant_trip_count(ir, ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2), signed)
}

/// The constant trip count of a loop dimension from `lb` to `ub` by `step` (upstream's
/// `constantTripCount`; see [`trip_count`]).
pub(crate) fn constant_trip_count(ir: &Ir, lb: Value, ub: Value, step: Value, signed: bool) -> Option<ApInt> {
    let w = int_width(&ir.ctx, ir.value_type(lb))?;
    if int_width(&ir.ctx, ir.value_type(ub))? != w {
        return None;
    }
    if lb == ub {
        return Some(ApInt::zero(w));
    }
    // From 0 to a bound that is the step: one iteration (the reference build's rule).
    if ub == step && int_constant(ir, lb, w).is_some_and(|l| l.is_zero()) {
        return Some(ApInt::from_u64(w, 1));
    }
    let step_c = int_constant(ir, step, w);
    if step_c.as_ref().is_some_and(ApInt::is_zero) {
        return None;
    }
    let diff = match (int_constant(ir, lb, w), int_constant(ir, ub, w)) {
        (Some(l), Some(u)) => {
            let le = if signed { u.scmp(&l).is_le() } else { u.ucmp(&l).is_le() };
            if le {
                return Some(ApInt::zero(w));
            }
            u.sub(&l)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => {
            let d = ub_minus_lb(ir, lb, ub, signed, w)?;
            if d.is_negative() {
                return Some(ApInt::zero(w));
            }
            d
        }
    };
    let s = step_c?;
    if signed && s.is_negative() {
        return None;
    }
    let count = diff.udiv(&s)?;
    Some(if diff.urem(&s)?.is_zero() { count } else { count.add(&ApInt::from_u64(w, 1)) })
}

/// The ops this module models.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    For,
    If,
    While,
    ExecuteRegion,
    IndexSwitch,
}

fn kind(ir: &Ir, op: OpId) -> Option<Kind> {
    Some(match ir.name_str(op) {
        "scf.for" => Kind::For,
        "scf.if" => Kind::If,
        "scf.while" => Kind::While,
        "scf.execute_region" => Kind::ExecuteRegion,
        "scf.index_switch" => Kind::IndexSwitch,
        _ => return None,
    })
}

fn region_is_empty(ir: &Ir, op: OpId, k: usize) -> bool {
    ir.regions(op).nth(k).is_none_or(|r| ir.first_block(r).is_none())
}

/// The index of the region holding terminator `t` of `op`.
fn region_of_terminator(ir: &Ir, op: OpId, t: OpId) -> Option<usize> {
    let r = ir.parent_block(t).and_then(|b| ir.parent_region_of_block(b))?;
    ir.regions(op).position(|x| x == r)
}

/// The successors of branch point `point` (`None`: the parent) of `op` (upstream's
/// `getSuccessorRegions`, or with `consts` the constant-aware `getEntrySuccessorRegions` /
/// terminator `getSuccessorRegions` the inlining pattern asks).
fn successors(ir: &Ir, op: OpId, k: Kind, point: Option<OpId>, consts: bool) -> Vec<Succ> {
    match (k, point) {
        (Kind::For, p) => {
            let tc = trip_count(ir, op);
            match (tc, p) {
                (Some(n), None) if n.is_zero() => vec![Succ::Parent],
                (Some(_), None) => vec![Succ::Region(0)],
                (Some(n), Some(_)) if n.is_one() => vec![Succ::Parent],
                _ => vec![Succ::Region(0), Succ::Parent],
            }
        }
        (Kind::If, None) => {
            let else_succ = if region_is_empty(ir, op, 1) { Succ::Parent } else { Succ::Region(1) };
            match if consts { bool_constant(ir, ir.operand(op, 0)) } else { None } {
                Some(true) => vec![Succ::Region(0)],
                Some(false) => vec![else_succ],
                None => vec![Succ::Region(0), else_succ],
            }
        }
        (Kind::While, None) => vec![Succ::Region(0)],
        (Kind::While, Some(t)) => {
            if region_of_terminator(ir, op, t) == Some(1) {
                return vec![Succ::Region(0)];
            }
            if consts {
                match bool_constant(ir, ir.operand(t, 0)) {
                    Some(true) => return vec![Succ::Region(1)],
                    Some(false) => return vec![Succ::Parent],
                    None => return vec![Succ::Region(1), Succ::Parent],
                }
            }
            vec![Succ::Parent, Succ::Region(1)]
        }
        (Kind::ExecuteRegion, None) => vec![Succ::Region(0)],
        (Kind::IndexSwitch, None) => {
            let n = ir.num_regions(op);
            if consts {
                let arg = constant_of(ir, ir.operand(op, 0)).and_then(|a| match ir.ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => value.as_i64(),
                    _ => None,
                });
                if let Some(arg) = arg {
                    let cases = super::branch::switch_cases(ir, op);
                    let k = cases.iter().position(|&c| c == arg).map_or(0, |i| i + 1);
                    return vec![Succ::Region(k)];
                }
            }
            (0..n).map(Succ::Region).collect()
        }
        (_, Some(_)) => vec![Succ::Parent],
    }
}

/// The successor inputs of `succ`.
fn inputs(ir: &Ir, op: OpId, k: Kind, succ: Succ) -> Vec<Value> {
    match succ {
        Succ::Parent => ir.results(op).collect(),
        Succ::Region(r) => match k {
            Kind::For | Kind::While => {
                let Some(b) = ir.regions(op).nth(r).and_then(|r| ir.first_block(r)) else { return Vec::new() };
                ir.arguments(b).skip(if k == Kind::For { 1 } else { 0 }).collect()
            }
            _ => Vec::new(),
        },
    }
}

/// The operands branch point `point` forwards to a successor.
fn operands(ir: &Ir, op: OpId, k: Kind, point: Option<OpId>) -> Vec<Operand> {
    match point {
        None => {
            let from = match k {
                Kind::For => 3,
                Kind::While => 0,
                _ => return Vec::new(),
            };
            (from..ir.num_operands(op)).map(|index| Operand { owner: op, index }).collect()
        }
        Some(t) => {
            let from = if ir.name_str(t) == "scf.condition" { 1 } else { 0 };
            (from..ir.num_operands(t)).map(|index| Operand { owner: t, index }).collect()
        }
    }
}

/// Every branch point of `op`: the parent, then the region branch terminators, region by
/// region, block by block.
fn branch_points(ir: &Ir, op: OpId) -> Vec<Option<OpId>> {
    let mut points = vec![None];
    for r in ir.regions(op) {
        for b in ir.region_blocks(r) {
            if let Some(t) = ir.last_op(b).filter(|&t| is_terminator(ir, t)) {
                points.push(Some(t));
            }
        }
    }
    points
}

/// Upstream's successor operand to input mapping, both ways, in the order the edges are met.
struct Mapping {
    /// operand → the inputs it flows into.
    forward: Vec<(Operand, Vec<Value>)>,
    /// input → the operands flowing into it.
    inverse: Vec<(Value, Vec<Operand>)>,
}

impl Mapping {
    fn new(ir: &Ir, op: OpId, k: Kind) -> Mapping {
        let mut m = Mapping { forward: Vec::new(), inverse: Vec::new() };
        for point in branch_points(ir, op) {
            let ops = operands(ir, op, k, point);
            for succ in successors(ir, op, k, point, false) {
                let ins = inputs(ir, op, k, succ);
                if ins.len() != ops.len() {
                    continue;
                }
                for (&o, &v) in ops.iter().zip(&ins) {
                    match m.forward.iter_mut().find(|(x, _)| *x == o) {
                        Some((_, vs)) => vs.push(v),
                        None => m.forward.push((o, vec![v])),
                    }
                    match m.inverse.iter_mut().find(|(x, _)| *x == v) {
                        Some((_, os)) => os.push(o),
                        None => m.inverse.push((v, vec![o])),
                    }
                }
            }
        }
        m
    }

    fn operands_of(&self, v: Value) -> Option<&[Operand]> {
        self.inverse.iter().find(|(x, _)| *x == v).map(|(_, os)| &os[..])
    }
}

/// The values outside the inputs that may reach input `v` (upstream's
/// `computeReachableValuesFromSuccessorInput`), stopping once there are more than one.
fn reachable(ir: &Ir, m: &Mapping, v: Value) -> Vec<Value> {
    let mut result = Vec::new();
    let mut visited = Vec::new();
    let mut work = vec![v];
    while let Some(next) = work.pop() {
        let Some(ops) = m.operands_of(next) else {
            if !result.contains(&next) {
                result.push(next);
                if result.len() > 1 {
                    return result;
                }
            }
            continue;
        };
        for o in ops {
            let x = ir.operand(o.owner, o.index);
            if !visited.contains(&x) {
                visited.push(x);
                work.push(x);
            }
        }
    }
    result
}

/// The region a value is defined in.
fn value_region(ir: &Ir, v: Value) -> Option<mlir_ir::RegionId> {
    ir.value_block(v).and_then(|b| ir.parent_region_of_block(b))
}

/// Whether `a` may stand for input `b` of `op` (upstream's `isDefinedBefore`).
fn defined_before(ir: &Ir, op: OpId, a: Value, b: Value) -> bool {
    let inside = value_region(ir, a).and_then(|r| ir.parent_op_of_region(r)) == Some(op);
    if !inside {
        return true;
    }
    match (ir.value_def(a), ir.value_def(b)) {
        (_, ValueDef::Result { .. }) => false,
        (ValueDef::Argument { block: x, .. }, ValueDef::Argument { block: y, .. }) => x == y,
        _ => false,
    }
}

/// Replaces every use of `from` with `to`, each user to be revisited.
fn replace_uses(ir: &mut Ir, from: Value, to: Value, notes: &mut Vec<Note>) {
    let users: Vec<OpId> = ir.uses(from).map(|u| u.op).collect();
    ir.replace_all_uses_with(from, to);
    for u in users {
        modified(u, notes);
    }
}

/// `MakeRegionBranchOpSuccessorInputsDead`.
pub(crate) fn make_inputs_dead(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(k) = kind(ir, op) else { return false };
    let m = Mapping::new(ir, op, k);
    let mut changed = false;
    let keys: Vec<Value> = m.inverse.iter().map(|(v, _)| *v).collect();
    for v in keys {
        if !ir.has_uses(v) {
            continue;
        }
        let r = reachable(ir, &m, v);
        let [a] = r[..] else { continue };
        if a == v || !defined_before(ir, op, a, v) {
            continue;
        }
        replace_uses(ir, v, a, notes);
        changed = true;
    }
    changed
}

/// The argument or result number of a value.
fn number(ir: &Ir, v: Value) -> usize {
    match ir.value_def(v) {
        ValueDef::Result { index, .. } | ValueDef::Argument { index, .. } => index,
    }
}

/// What owns a value: its block (arguments) or defining op (results).
fn owner(ir: &Ir, v: Value) -> (Option<BlockId>, Option<OpId>) {
    match ir.value_def(v) {
        ValueDef::Result { op, .. } => (None, Some(op)),
        ValueDef::Argument { block, .. } => (Some(block), None),
    }
}

/// `RemoveDuplicateSuccessorInputUses`.
pub(crate) fn remove_duplicate_inputs(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(k) = kind(ir, op) else { return false };
    let m = Mapping::new(ir, op, k);
    let mut ins: Vec<Value> = m.inverse.iter().map(|(v, _)| *v).collect();
    ins.sort_by_key(|&v| number(ir, v));
    type Key = ((Option<BlockId>, Option<OpId>), Vec<(OpId, Value)>);
    let mut canon: Vec<(Key, Value)> = Vec::new();
    let mut changed = false;
    for v in ins {
        let mut sig: Vec<(OpId, Value)> =
            m.operands_of(v).unwrap_or(&[]).iter().map(|o| (o.owner, ir.operand(o.owner, o.index))).collect();
        sig.sort();
        let key = (owner(ir, v), sig);
        match canon.iter().find(|(k2, _)| *k2 == key) {
            Some(&(_, c)) => {
                if !ir.has_uses(v) {
                    continue;
                }
                replace_uses(ir, v, c, notes);
                changed = true;
            }
            None => canon.push((key, v)),
        }
    }
    changed
}

/// `RemoveDeadRegionBranchOpSuccessorInputs`.
pub(crate) fn remove_dead_inputs(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(k) = kind(ir, op) else { return false };
    let m = Mapping::new(ir, op, k);
    // Union-find over the inputs.
    let values: Vec<Value> = m.inverse.iter().map(|(v, _)| *v).collect();
    let mut parent: Vec<usize> = (0..values.len()).collect();
    fn find(p: &mut [usize], mut i: usize) -> usize {
        while p[i] != i {
            p[i] = p[p[i]];
            i = p[i];
        }
        i
    }
    let idx = |v: Value| values.iter().position(|&x| x == v).unwrap_or(0);
    for (_, ins) in &m.forward {
        let a = idx(ins[0]);
        for &v in &ins[1..] {
            let (ra, rb) = (find(&mut parent, a), find(&mut parent, idx(v)));
            if ra != rb {
                parent[rb] = ra;
            }
        }
    }
    let n = values.len();
    let mut live_set = vec![false; n];
    for i in 0..n {
        if ir.has_uses(values[i]) {
            let r = find(&mut parent, i);
            live_set[r] = true;
        }
    }
    let dead: Vec<Value> = (0..n).filter(|&i| !live_set[find(&mut parent, i)]).map(|i| values[i]).collect();
    if dead.is_empty() {
        return false;
    }
    // Operands to erase, by owner.
    let mut by_owner: Vec<(OpId, Vec<usize>)> = Vec::new();
    for &v in &dead {
        for o in m.operands_of(v).unwrap_or(&[]) {
            match by_owner.iter_mut().find(|(x, _)| *x == o.owner) {
                Some((_, is)) => {
                    if !is.contains(&o.index) {
                        is.push(o.index)
                    }
                }
                None => by_owner.push((o.owner, vec![o.index])),
            }
        }
    }
    for (owner_op, idxs) in by_owner {
        let kept: Vec<Value> =
            ir.operands(owner_op).enumerate().filter(|(i, _)| !idxs.contains(i)).map(|(_, v)| v).collect();
        ir.set_operands(owner_op, &kept);
        modified(owner_op, notes);
    }
    // Block arguments, by block.
    let mut by_block: Vec<(BlockId, Vec<usize>)> = Vec::new();
    let mut results = Vec::new();
    for &v in &dead {
        match ir.value_def(v) {
            ValueDef::Argument { block, index } => match by_block.iter_mut().find(|(b, _)| *b == block) {
                Some((_, is)) => is.push(index),
                None => by_block.push((block, vec![index])),
            },
            ValueDef::Result { index, .. } => results.push(index),
        }
    }
    for (b, mut idxs) in by_block {
        idxs.sort_unstable();
        for &i in idxs.iter().rev() {
            let _ = ir.erase_argument(b, i);
        }
        modified(op, notes);
    }
    if !results.is_empty() {
        erase_results(ir, op, &results, notes);
    }
    true
}

/// Upstream's `RewriterBase::eraseOpResults`: a new op like `op` without results `drop`
/// (unused) takes its regions and replaces it.
pub(crate) fn erase_results(ir: &mut Ir, op: OpId, drop: &[usize], notes: &mut Vec<Note>) -> Option<OpId> {
    let mut st = OperationState::new(ir.name(op), ir.loc(op));
    st.operands = ir.operands(op).collect();
    st.result_types = ir.result_types(op).enumerate().filter(|(i, _)| !drop.contains(i)).map(|(_, t)| t).collect();
    st.attrs = Some(ir.attrs(op));
    st.props = ir.props(op);
    st.num_regions = ir.num_regions(op);
    let new = ir.create_op(st);
    ir.insert_op_before(op, new).ok()?;
    for k in 0..ir.num_regions(op) {
        let (src, dst) = (ir.region(op, k), ir.region(new, k));
        let blocks: Vec<BlockId> = ir.region_blocks(src).collect();
        for b in blocks {
            ir.detach_block(b).ok()?;
            ir.append_block(dst, b).ok()?;
        }
    }
    notes.push(Note::Visit(new));
    let old: Vec<Value> = ir.results(op).collect();
    let mut repl = Vec::with_capacity(old.len());
    let mut j = 0;
    for (i, &r) in old.iter().enumerate() {
        if drop.contains(&i) {
            repl.push(r);
        } else {
            repl.push(ir.result(new, j));
            j += 1;
        }
    }
    replace_op(ir, op, &repl, notes).ok()?;
    Some(new)
}

/// Moves the ops of `block` before `anchor`, its arguments replaced by `args` (upstream's
/// `inlineBlockBefore`); the block goes.
pub(crate) fn inline_block_before(ir: &mut Ir, block: BlockId, anchor: OpId, args: &[Value], notes: &mut Vec<Note>) -> Option<()> {
    let formal: Vec<Value> = ir.arguments(block).collect();
    for (&f, &a) in formal.iter().zip(args) {
        replace_uses(ir, f, a, notes);
    }
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    for o in ops {
        ir.move_op_before(o, anchor).ok()?;
        notes.push(Note::Visit(o));
    }
    ir.erase_block(block).ok()
}

/// `InlineRegionBranchOp`: `scf.execute_region` with `no_inline` is left alone, as the
/// reference build's matcher says.
pub(crate) fn inline_region_branch(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(k) = kind(ir, op) else { return false };
    if k == Kind::ExecuteRegion && mlir_ods::groups::prop(ir, op, "no_inline").is_some() {
        return false;
    }
    // The single acyclic path.
    let mut path = Vec::new();
    let mut visited = Vec::new();
    let mut point = None;
    loop {
        let s = successors(ir, op, k, point, true);
        let [next] = s[..] else { return false };
        path.push(next);
        let Succ::Region(r) = next else { break };
        let region = ir.region(op, r);
        let blocks: Vec<BlockId> = ir.region_blocks(region).collect();
        let [b] = blocks[..] else { return false };
        if visited.contains(&r) {
            return false;
        }
        visited.push(r);
        let Some(t) = ir.last_op(b).filter(|&t| is_terminator(ir, t)) else { return false };
        point = Some(t);
    }
    let mut fwd: Vec<Value> = operands(ir, op, k, None).iter().map(|o| ir.operand(o.owner, o.index)).collect();
    for succ in path {
        let ins = inputs(ir, op, k, succ);
        if ins.len() != fwd.len() {
            return false;
        }
        let first = ins.first().map_or(0, |&v| number(ir, v));
        let (num, values): (usize, Vec<Value>) = match succ {
            Succ::Parent => (ir.num_results(op), ir.results(op).collect()),
            Succ::Region(r) => {
                let b = ir.first_block(ir.region(op, r)).expect("one block");
                (ir.num_arguments(b), ir.arguments(b).collect())
            }
        };
        let mut repl = Vec::with_capacity(num);
        for &v in values.iter().take(first) {
            repl.push(non_input_replacement(ir, op, k, v));
        }
        repl.extend(fwd.iter().copied());
        for &v in values.iter().skip(repl.len()) {
            repl.push(non_input_replacement(ir, op, k, v));
        }
        match succ {
            Succ::Parent => return replace_op(ir, op, &repl, notes).is_ok(),
            Succ::Region(r) => {
                let b = ir.first_block(ir.region(op, r)).expect("one block");
                let t = ir.last_op(b).expect("terminator");
                if inline_block_before(ir, b, op, &repl, notes).is_none() {
                    return true;
                }
                fwd = operands(ir, op, k, Some(t)).iter().map(|o| ir.operand(o.owner, o.index)).collect();
                let _ = erase_op(ir, t, notes);
            }
        }
    }
    true
}

/// The value standing for a block argument or result that is no successor input (upstream's
/// `replBuilderFn`): the induction variable of `scf.for` is its lower bound.
fn non_input_replacement(ir: &Ir, op: OpId, k: Kind, v: Value) -> Value {
    match k {
        Kind::For => ir.operand(op, 0),
        _ => v,
    }
}
