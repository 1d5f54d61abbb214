//! The canonicalization patterns of `cf` (upstream's, from `ControlFlowOps.cpp`), registered
//! in the context for the `canonicalize` pass.
//!
//! - `cf.br`: merge into the branch's block a successor that has no other predecessor; skip a
//!   successor that only branches on (a pass-through block).
//! - `cf.cond_br`: a constant condition becomes a `cf.br`; pass-through successors are
//!   skipped; identical successors become a `cf.br` (with `arith.select`s for differing
//!   operands when this block is the successor's only predecessor); a branch on the condition
//!   its single predecessor branched on is decided; in a successor reached only from here,
//!   uses of the condition become constants.
//! - `cf.cond_br` to a block that is only `ub.unreachable` becomes a `cf.br` to the other
//!   successor (the false one when both are).
//! - `cf.switch`: only a default becomes a `cf.br`; cases like the default are dropped; a
//!   constant flag is decided; pass-through successors are skipped; a switch on the flag its
//!   single predecessor switched on is decided (or, reached as that switch's default, loses the
//!   cases that cannot happen).
//! - `cf.assert`: erased when its condition is constant true.
//! - A successor of a `cf` branch with several predecessors, all of them branches that say what
//!   they forward: each argument every predecessor passes the same value for is replaced by that
//!   value (the argument stays, unused, for region simplification), as the reference build's
//!   `canonicalize` does.

use mlir_ir::rewriter::{erase_op, modified, CanonicalizationPattern, Note};
use crate::apint::ApInt;
use crate::arith::fold::{int_const, int_width};
use mlir_ir::{AttrKind, BlockId, Context, Ir, OpId, OperationState, Value};

/// Registers the patterns in `ctx`.
pub fn register(ctx: &Context) {
    let add = |op: &str, label: &'static str, apply: mlir_ir::rewriter::CanonicalizeFn| {
        ctx.register_canonicalization(op, CanonicalizationPattern { label, benefit: 1, apply });
    };
    add("cf.br", "SimplifyBrToBlockWithSinglePred", br_to_single_pred);
    add("cf.br", "SimplifyPassThroughBr", pass_through_br);
    add("cf.cond_br", "SimplifyConstCondBranchPred", const_cond_branch);
    add("cf.cond_br", "SimplifyPassThroughCondBranch", pass_through_cond_branch);
    add("cf.cond_br", "SimplifyCondBranchIdenticalSuccessors", identical_successors);
    add("cf.cond_br", "SimplifyCondBranchFromCondBranchOnSameCondition", cond_branch_on_same_condition);
    add("cf.cond_br", "CondBranchTruthPropagation", truth_propagation);
    add("cf.cond_br", "SimplifyCondBranchToUnreachable", cond_branch_to_unreachable);
    add("cf.assert", "EraseAssertOnTrue", erase_assert_on_true);
    // For a switch, tried before its own patterns (as upstream's order has it: the values its
    // edges forward alike replace the arguments before cases are merged or dropped).
    add("cf.switch", "DropRedundantSuccessorArguments", drop_redundant_successor_arguments);
    add("cf.switch", "SimplifySwitchWithOnlyDefault", switch_only_default);
    add("cf.switch", "DropSwitchCasesThatMatchDefault", drop_cases_matching_default);
    add("cf.switch", "SimplifyConstSwitchValue", const_switch_value);
    add("cf.switch", "SimplifyPassThroughSwitch", pass_through_switch);
    add("cf.switch", "SimplifySwitchFromSwitchOnSameCondition", switch_from_switch_on_same_condition);
    add("cf.switch", "SimplifySwitchFromDefaultSwitchOnSameCondition", switch_from_default_switch_on_same_condition);
    for op in ["cf.br", "cf.cond_br"] {
        add(op, "DropRedundantSuccessorArguments", drop_redundant_successor_arguments);
    }
}

/// The integer a constant-like op defining `v` stands for (also `i1` booleans), in the width
/// of `v`'s type.
fn constant_int(ir: &Ir, v: Value) -> Option<ApInt> {
    let a = mlir_ods::interfaces::constant_value(ir, ir.defining_op(v)?)?;
    if !matches!(ir.ctx.attr_kind(a), AttrKind::Integer { .. }) {
        return None;
    }
    int_const(&ir.ctx, Some(a), int_width(&ir.ctx, ir.value_type(v))?)
}

/// Each edge into `b`: (terminator, successor index).
fn predecessor_edges(ir: &Ir, b: BlockId) -> Vec<(OpId, usize)> {
    let Some(r) = ir.parent_region_of_block(b) else { return Vec::new() };
    let mut out = Vec::new();
    for p in ir.region_blocks(r) {
        if let Some(t) = ir.last_op(p) {
            for (i, s) in ir.successors(t).enumerate() {
                if s == b {
                    out.push((t, i));
                }
            }
        }
    }
    out
}

/// The block of the only edge into `b` (upstream's `getSinglePredecessor`: two edges from one
/// block do not count).
fn single_predecessor(ir: &Ir, b: BlockId) -> Option<BlockId> {
    match predecessor_edges(ir, b)[..] {
        [(t, _)] => ir.parent_block(t),
        _ => None,
    }
}

/// The block every edge into `b` comes from (upstream's `getUniquePredecessor`).
fn unique_predecessor(ir: &Ir, b: BlockId) -> Option<BlockId> {
    let edges = predecessor_edges(ir, b);
    let first = ir.parent_block(edges.first()?.0)?;
    edges.iter().all(|(t, _)| ir.parent_block(*t) == Some(first)).then_some(first)
}

/// The operands `cond_br` passes to successor `k` (0: true, 1: false).
fn cond_br_dest_operands(ir: &Ir, op: OpId, k: usize) -> Vec<Value> {
    let seg = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    let t = seg.get(1).copied().unwrap_or(0).max(0) as usize;
    let f = seg.get(2).copied().unwrap_or(0).max(0) as usize;
    let all: Vec<Value> = ir.operands(op).collect();
    let range = if k == 0 { 1..1 + t } else { 1 + t..1 + t + f };
    all.get(range).map(<[Value]>::to_vec).unwrap_or_default()
}

/// Creates `cf.br ^dest(operands)` before `anchor` (at its location).
fn create_br(ir: &mut Ir, anchor: OpId, dest: BlockId, operands: Vec<Value>, notes: &mut Vec<Note>) -> Option<OpId> {
    let mut st = OperationState::new(ir.ctx.op_name("cf.br"), ir.loc(anchor));
    st.operands = operands;
    st.successors = vec![dest];
    let br = ir.create_op(st);
    ir.insert_op_before(anchor, br).ok()?;
    notes.push(Note::Visit(br));
    Some(br)
}

/// Replaces the terminator `op` by `cf.br ^dest(operands)`.
fn replace_with_br(ir: &mut Ir, op: OpId, dest: BlockId, operands: Vec<Value>, notes: &mut Vec<Note>) -> bool {
    if create_br(ir, op, dest, operands, notes).is_none() {
        return false;
    }
    erase_op(ir, op, notes).is_ok()
}

/// Upstream's `collapseBranch`: when `successor` holds nothing but a `cf.br` elsewhere that uses
/// its arguments only as operands (and that does not lead into a cycle of unconditional
/// branches), the destination and operands to branch to instead.
fn collapse(ir: &Ir, successor: BlockId, operands: &[Value]) -> Option<(BlockId, Vec<Value>)> {
    let mut ops = ir.block_ops(successor);
    let br = ops.next()?;
    if ops.next().is_some() || ir.name_str(br) != "cf.br" {
        return None;
    }
    let args: Vec<Value> = ir.arguments(successor).collect();
    if args.iter().any(|&a| ir.uses(a).any(|u| u.op != br)) {
        return None;
    }
    let dest = ir.successors(br).next()?;
    if dest == successor {
        return None;
    }
    // Nor into a cycle of unconditional branches (the blocks reached by following `cf.br`
    // terminators from `dest` must not come back), as the reference build refuses.
    let mut visited = vec![successor, dest];
    let mut next = ir.last_op(dest).filter(|&t| ir.name_str(t) == "cf.br");
    while let Some(t) = next {
        let to = ir.successors(t).next()?;
        if visited.contains(&to) {
            return None;
        }
        visited.push(to);
        next = ir.last_op(to).filter(|&t| ir.name_str(t) == "cf.br");
    }
    let forwarded = ir
        .operands(br)
        .map(|v| match args.iter().position(|&a| a == v) {
            Some(i) => operands.get(i).copied().unwrap_or(v),
            None => v,
        })
        .collect();
    Some((dest, forwarded))
}

fn br_to_single_pred(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let (Some(succ), Some(parent)) = (ir.successors(op).next(), ir.parent_block(op)) else { return false };
    if succ == parent || predecessor_edges(ir, succ).len() != 1 {
        return false;
    }
    let operands: Vec<Value> = ir.operands(op).collect();
    let args: Vec<Value> = ir.arguments(succ).collect();
    if args.len() != operands.len() || erase_op(ir, op, notes).is_err() {
        return false;
    }
    // Merge: the arguments become the branch's operands, the ops move to the end of `parent`.
    for (&a, &v) in args.iter().zip(&operands) {
        for u in ir.uses(a).collect::<Vec<_>>() {
            modified(u.op, notes);
        }
        ir.replace_all_uses_with(a, v);
    }
    let moved: Vec<OpId> = ir.block_ops(succ).collect();
    for o in moved {
        if ir.detach_op(o).is_err() || ir.append_op(parent, o).is_err() {
            return true;
        }
        notes.push(Note::Visit(o));
    }
    let _ = ir.erase_block(succ);
    true
}

fn pass_through_br(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(dest) = ir.successors(op).next() else { return false };
    if Some(dest) == ir.parent_block(op) {
        return false;
    }
    let operands: Vec<Value> = ir.operands(op).collect();
    let Some((to, forwarded)) = collapse(ir, dest, &operands) else { return false };
    replace_with_br(ir, op, to, forwarded, notes)
}

fn const_cond_branch(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(cond) = ir.operands(op).next() else { return false };
    let Some(c) = constant_int(ir, cond) else { return false };
    let k = usize::from(c.is_zero());
    let Some(dest) = ir.successors(op).nth(k) else { return false };
    let operands = cond_br_dest_operands(ir, op, k);
    replace_with_br(ir, op, dest, operands, notes)
}

fn pass_through_cond_branch(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let succs: Vec<BlockId> = ir.successors(op).collect();
    if succs.len() != 2 {
        return false;
    }
    let mut changed = false;
    let mut new = Vec::new();
    for k in 0..2 {
        let operands = cond_br_dest_operands(ir, op, k);
        match collapse(ir, succs[k], &operands) {
            Some((to, forwarded)) => {
                changed = true;
                new.push((to, forwarded));
            }
            None => new.push((succs[k], operands)),
        }
    }
    if !changed {
        return false;
    }
    let Some(set) = mlir_ods::op_def(&ir.ctx, "cf.cond_br").and_then(|d| d.code.set_successor_operands) else { return false };
    for (k, (to, forwarded)) in new.into_iter().enumerate() {
        ir.set_successor(op, k, to);
        set(ir, op, k, &forwarded);
    }
    modified(op, notes);
    true
}

fn identical_successors(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let succs: Vec<BlockId> = ir.successors(op).collect();
    if succs.len() != 2 || succs[0] != succs[1] {
        return false;
    }
    let dest = succs[0];
    let (t, f) = (cond_br_dest_operands(ir, op, 0), cond_br_dest_operands(ir, op, 1));
    if t == f {
        return replace_with_br(ir, op, dest, t, notes);
    }
    if unique_predecessor(ir, dest) != ir.parent_block(op) || t.len() != f.len() {
        return false;
    }
    let Some(cond) = ir.operands(op).next() else { return false };
    let mut merged = Vec::with_capacity(t.len());
    for (&a, &b) in t.iter().zip(&f) {
        if a == b {
            merged.push(a);
            continue;
        }
        let mut st = OperationState::new(ir.ctx.op_name("arith.select"), ir.loc(op));
        st.operands = vec![cond, a, b];
        st.result_types = vec![ir.value_type(a)];
        let select = ir.create_op(st);
        if ir.insert_op_before(op, select).is_err() {
            return false;
        }
        notes.push(Note::Visit(select));
        merged.push(ir.result(select, 0));
    }
    replace_with_br(ir, op, dest, merged, notes)
}

fn cond_branch_on_same_condition(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(current) = ir.parent_block(op) else { return false };
    let Some(pred) = single_predecessor(ir, current) else { return false };
    let Some(pred_br) = ir.last_op(pred) else { return false };
    if ir.name_str(pred_br) != "cf.cond_br" || ir.operands(pred_br).next() != ir.operands(op).next() {
        return false;
    }
    let k = if ir.successors(pred_br).next() == Some(current) { 0 } else { 1 };
    let Some(dest) = ir.successors(op).nth(k) else { return false };
    let operands = cond_br_dest_operands(ir, op, k);
    replace_with_br(ir, op, dest, operands, notes)
}

fn truth_propagation(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(cond) = ir.operands(op).next() else { return false };
    let succs: Vec<BlockId> = ir.successors(op).collect();
    let mut replaced = false;
    for (k, value) in [(0, true), (1, false)] {
        let Some(&dest) = succs.get(k) else { continue };
        if single_predecessor(ir, dest).is_none() {
            continue;
        }
        let uses: Vec<_> = ir.uses(cond).filter(|u| ir.parent_block(u.op) == Some(dest)).collect();
        if uses.is_empty() {
            continue;
        }
        let ctx = ir.ctx.clone();
        let i1 = ctx.integer_type(1, mlir_ir::Signedness::Signless);
        let mut st = OperationState::new(ctx.op_name("arith.constant"), ir.loc(op));
        st.result_types = vec![i1];
        st.props = Some(ctx.dictionary(vec![(ctx.ident("value"), ctx.bool_attr(value))]));
        let c = ir.create_op(st);
        if ir.insert_op_before(op, c).is_err() {
            return replaced;
        }
        notes.push(Note::Visit(c));
        let cv = ir.result(c, 0);
        for u in uses {
            ir.set_operand(u.op, u.index, cv);
            modified(u.op, notes);
        }
        replaced = true;
    }
    replaced
}

/// Whether `b` holds nothing but `ub.unreachable`: reaching it is undefined behaviour.
fn is_unreachable_block(ir: &Ir, b: BlockId) -> bool {
    ir.first_op(b).is_some_and(|o| ir.name_str(o) == "ub.unreachable")
}

fn cond_branch_to_unreachable(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let succs: Vec<BlockId> = ir.successors(op).collect();
    let [t, f] = succs[..] else { return false };
    let keep = if is_unreachable_block(ir, t) {
        1
    } else if is_unreachable_block(ir, f) {
        0
    } else {
        return false;
    };
    let operands = cond_br_dest_operands(ir, op, keep);
    replace_with_br(ir, op, succs[keep], operands, notes)
}

fn erase_assert_on_true(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(cond) = ir.operands(op).next() else { return false };
    constant_int(ir, cond).is_some_and(|c| !c.is_zero()) && erase_op(ir, op, notes).is_ok()
}

/// What a `cf.switch` says: its flag, default edge and cases (value, destination, operands).
struct Switch {
    flag: Value,
    default: (BlockId, Vec<Value>),
    cases: Vec<(ApInt, BlockId, Vec<Value>)>,
}

fn read_switch(ir: &Ir, op: OpId) -> Option<Switch> {
    let all: Vec<Value> = ir.operands(op).collect();
    let succs: Vec<BlockId> = ir.successors(op).collect();
    let operands = |k: usize| all.get(crate::cf::switch_operands(ir, op, k)).map(<[Value]>::to_vec).unwrap_or_default();
    let values = crate::cf::case_values(ir, op);
    if values.len() + 1 != succs.len() {
        return None;
    }
    Some(Switch {
        flag: *all.first()?,
        default: (succs[0], operands(0)),
        cases: values.into_iter().enumerate().map(|(i, v)| (v, succs[i + 1], operands(i + 1))).collect(),
    })
}

/// Replaces the switch `op` by a new `cf.switch` of `sw` (with `case_values` rebuilt unless
/// `keep_values`, as upstream's builders do); the discardable attributes are not kept.
fn replace_switch(ir: &mut Ir, op: OpId, sw: Switch, keep_values: bool, notes: &mut Vec<Note>) -> bool {
    let ctx = ir.ctx.clone();
    let mut st = OperationState::new(ctx.op_name("cf.switch"), ir.loc(op));
    st.operands.push(sw.flag);
    st.operands.extend(&sw.default.1);
    st.successors.push(sw.default.0);
    let case_total: usize = sw.cases.iter().map(|c| c.2.len()).sum();
    for (_, dest, operands) in &sw.cases {
        st.operands.extend(operands);
        st.successors.push(*dest);
    }
    let i32t = ctx.integer_type(32, mlir_ir::Signedness::Signless);
    let dense_i32 = |v: &[i32]| {
        let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        ctx.attr(AttrKind::DenseArray { elem: i32t, len: v.len(), raw: raw.into() })
    };
    let segments: Vec<i32> = sw.cases.iter().map(|c| c.2.len() as i32).collect();
    let mut props = vec![(ctx.ident("case_operand_segments"), dense_i32(&segments))];
    let values: Vec<ApInt> = sw.cases.iter().map(|c| c.0.clone()).collect();
    let attr = if keep_values { mlir_ods::groups::prop(ir, op, "case_values") } else { None };
    let attr = attr.or_else(|| (!values.is_empty()).then(|| crate::cf::case_values_attr(&ctx, ir.value_type(sw.flag), &values)).flatten());
    if let Some(a) = attr {
        props.push((ctx.ident("case_values"), a));
    }
    props.push((ctx.ident("operandSegmentSizes"), dense_i32(&[1, sw.default.1.len() as i32, case_total as i32])));
    st.props = Some(ctx.dictionary(props));
    let new = ir.create_op(st);
    if ir.insert_op_before(op, new).is_err() {
        return false;
    }
    notes.push(Note::Visit(new));
    erase_op(ir, op, notes).is_ok()
}

/// Upstream's `foldSwitch`: branch where the switch would go for `value`.
fn fold_switch(ir: &mut Ir, op: OpId, sw: Switch, value: &ApInt, notes: &mut Vec<Note>) -> bool {
    let (dest, operands) = match sw.cases.into_iter().find(|c| c.0 == *value) {
        Some((_, d, o)) => (d, o),
        None => sw.default,
    };
    replace_with_br(ir, op, dest, operands, notes)
}

fn switch_only_default(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(sw) = read_switch(ir, op) else { return false };
    if !sw.cases.is_empty() {
        return false;
    }
    replace_with_br(ir, op, sw.default.0, sw.default.1, notes)
}

fn drop_cases_matching_default(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(mut sw) = read_switch(ir, op) else { return false };
    let before = sw.cases.len();
    let default = sw.default.clone();
    sw.cases.retain(|c| !(c.1 == default.0 && c.2 == default.1));
    if sw.cases.len() == before {
        return false;
    }
    replace_switch(ir, op, sw, false, notes)
}

fn const_switch_value(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(sw) = read_switch(ir, op) else { return false };
    let Some(value) = constant_int(ir, sw.flag) else { return false };
    fold_switch(ir, op, sw, &value, notes)
}

fn pass_through_switch(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(mut sw) = read_switch(ir, op) else { return false };
    let mut changed = false;
    for case in &mut sw.cases {
        if let Some((to, forwarded)) = collapse(ir, case.1, &case.2) {
            case.1 = to;
            case.2 = forwarded;
            changed = true;
        }
    }
    if let Some((to, forwarded)) = collapse(ir, sw.default.0, &sw.default.1) {
        sw.default = (to, forwarded);
        changed = true;
    }
    changed && replace_switch(ir, op, sw, true, notes)
}

/// The switch ending the single predecessor of `op`'s block, when it switches on `flag`.
fn predecessor_switch(ir: &Ir, op: OpId, flag: Value) -> Option<(BlockId, Switch)> {
    let current = ir.parent_block(op)?;
    let pred = single_predecessor(ir, current)?;
    let t = ir.last_op(pred)?;
    if ir.name_str(t) != "cf.switch" {
        return None;
    }
    let sw = read_switch(ir, t)?;
    (sw.flag == flag).then_some((current, sw))
}

fn switch_from_switch_on_same_condition(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(sw) = read_switch(ir, op) else { return false };
    let Some((current, pred)) = predecessor_switch(ir, op, sw.flag) else { return false };
    if pred.default.0 == current {
        return false;
    }
    match pred.cases.iter().find(|c| c.1 == current) {
        Some(c) => fold_switch(ir, op, sw, &c.0, notes),
        None => replace_with_br(ir, op, sw.default.0, sw.default.1, notes),
    }
}

fn switch_from_default_switch_on_same_condition(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(mut sw) = read_switch(ir, op) else { return false };
    let Some((current, pred)) = predecessor_switch(ir, op, sw.flag) else { return false };
    if pred.default.0 != current {
        return false;
    }
    let impossible: Vec<&ApInt> = pred.cases.iter().filter(|c| c.1 != current).map(|c| &c.0).collect();
    let before = sw.cases.len();
    sw.cases.retain(|c| !impossible.contains(&&c.0));
    if sw.cases.len() == before {
        return false;
    }
    replace_switch(ir, op, sw, false, notes)
}

/// The successor-operand hooks of a registered branch op (upstream's `BranchOpInterface`).
fn branch_hooks(ir: &Ir, op: OpId) -> Option<(fn(&Ir, OpId, usize) -> std::ops::Range<usize>, fn(&mut Ir, OpId, usize, &[Value]))> {
    let def = mlir_ods::op_def(&ir.ctx, ir.name_str(op))?;
    Some((def.code.successor_operands?, def.code.set_successor_operands?))
}

fn drop_redundant_successor_arguments(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let mut changed = false;
    let succs: Vec<BlockId> = ir.successors(op).collect();
    for (k, block) in succs.into_iter().enumerate() {
        // A block reached twice from this op is handled once.
        if ir.successors(op).take(k).any(|b| b == block) {
            continue;
        }
        changed |= drop_redundant_arguments_of(ir, block, notes);
    }
    changed
}

/// Replaces the uses of each argument of `block` that every one of its (two or more)
/// predecessors passes the same value for with that value, when every predecessor is a branch
/// that says what it forwards. As the reference build does, the arguments stay (unused, for
/// region simplification to drop).
fn drop_redundant_arguments_of(ir: &mut Ir, block: BlockId, notes: &mut Vec<Note>) -> bool {
    if ir.num_arguments(block) == 0 {
        return false;
    }
    let edges = predecessor_edges(ir, block);
    if edges.len() < 2 {
        return false;
    }
    let mut hooks = Vec::with_capacity(edges.len());
    for &(t, i) in &edges {
        let Some((get, _)) = branch_hooks(ir, t) else { return false };
        if get(ir, t, i).len() != ir.num_arguments(block) {
            return false;
        }
        hooks.push(get);
    }
    // The forwarded value of argument `a` along edge `e`, read live: replacing an earlier
    // argument may have rewritten what a branch from this very block forwards.
    let forwarded = |ir: &Ir, e: usize, a: usize| {
        let (t, i) = edges[e];
        ir.operand(t, hooks[e](ir, t, i).start + a)
    };
    let args: Vec<Value> = ir.arguments(block).collect();
    let mut changed = false;
    for (a, &arg) in args.iter().enumerate() {
        if !ir.has_uses(arg) {
            continue;
        }
        let common = forwarded(ir, 0, a);
        if common == arg || (1..edges.len()).any(|e| forwarded(ir, e, a) != common) {
            continue;
        }
        for u in ir.uses(arg).collect::<Vec<_>>() {
            modified(u.op, notes);
        }
        ir.replace_all_uses_with(arg, common);
        changed = true;
    }
    changed
}

