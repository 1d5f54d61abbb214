//! Canonicalization patterns of `scf.parallel` (upstream's, in its order): dimensions that run
//! once are dropped (their induction variable becomes the lower bound; when none is left the
//! body and the reductions are inlined), a loop with a dimension that never runs (or whose
//! bounds are one value) gives its initial values, and a loop whose body is only another
//! loop without reductions becomes one loop over both.
//!
//! The operands of `scf.parallel` are its lower bounds, upper bounds, steps and initial values,
//! in that order (`operandSegmentSizes`); its body is one block with one index argument per
//! dimension, ending in `scf.reduce`.

use mlir_ir::rewriter::{replace_op, Note};
use mlir_ir::{AttrKind, BlockId, Context, Ir, Location, OpId, OperationState, Value, ValueMap};

use super::canonicalize::region_block;
use super::region_branch::constant_trip_count;

/// A parallel loop's bounds, steps and initial values.
struct Parts {
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
}

fn parts(ir: &Ir, op: OpId) -> Option<Parts> {
    let seg = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes")?;
    let [l, u, s, i] = seg[..] else { return None };
    let all: Vec<Value> = ir.operands(op).collect();
    let take = |from: i64, n: i64| all.get(from as usize..(from + n) as usize).map(|v| v.to_vec());
    Some(Parts { lbs: take(0, l)?, ubs: take(l, u)?, steps: take(l + u, s)?, inits: take(l + u + s, i)? })
}

fn body(ir: &Ir, op: OpId) -> Option<BlockId> {
    region_block(ir, op, 0)
}

/// The `operandSegmentSizes` property of a loop with `dims` dimensions and `inits` values.
fn segments(ctx: &Context, dims: usize, inits: usize) -> mlir_ir::Attribute {
    let raw: Vec<u8> = [dims, dims, dims, inits].iter().flat_map(|n| (*n as i32).to_le_bytes()).collect();
    let i32t = ctx.integer_type(32, mlir_ir::Signedness::Signless);
    let seg = ctx.attr(AttrKind::DenseArray { elem: i32t, len: 4, raw: raw.into() });
    ctx.dictionary(vec![(ctx.ident("operandSegmentSizes"), seg)])
}

/// Clones `ops` before `anchor`, through `map`.
fn clone_before(ir: &mut Ir, ops: &[OpId], anchor: OpId, map: &mut ValueMap, notes: &mut Vec<Note>) -> Option<()> {
    for &o in ops {
        let c = ir.clone_op(o, map);
        ir.insert_op_before(anchor, c).ok()?;
        notes.push(Note::Visit(c));
    }
    Some(())
}

/// The ops of `b` but its terminator.
fn ops_but_terminator(ir: &Ir, b: BlockId) -> Vec<OpId> {
    let mut ops: Vec<OpId> = ir.block_ops(b).collect();
    ops.pop();
    ops
}

// Upstream's `CollapseSingleIterationLoops`.
pub(crate) fn collapse_single_iteration(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    collapse(ir, op, notes).unwrap_or(false)
}

fn collapse(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> Option<bool> {
    let p = parts(ir, op)?;
    let b = body(ir, op)?;
    let ivs: Vec<Value> = ir.arguments(b).collect();
    let n = p.lbs.len();
    if ivs.len() != n || p.ubs.len() != n || p.steps.len() != n {
        return None;
    }
    let mut once = Vec::new();
    for d in 0..n {
        match constant_trip_count(ir, p.lbs[d], p.ubs[d], p.steps[d], true) {
            Some(t) if t.is_zero() => return Some(replace_op(ir, op, &p.inits, notes).is_ok()),
            Some(t) if t.is_one() => once.push(d),
            _ => {}
        }
    }
    if once.is_empty() {
        return Some(false);
    }
    if once.len() == n {
        // Checked before anything changes: one reduction (two arguments, a terminator) per
        // initial value.
        let reduce = ir.last_op(b)?;
        let well_formed = ir.num_regions(reduce) == p.inits.len()
            && ir.regions(reduce).all(|r| ir.first_block(r).is_some_and(|rb| ir.num_arguments(rb) == 2 && ir.last_op(rb).is_some_and(|t| ir.num_operands(t) == 1)));
        if !well_formed || ir.num_operands(reduce) != p.inits.len() {
            return None;
        }
        let mut map = ValueMap::new();
        for &d in &once {
            map.map_value(ivs[d], p.lbs[d]);
        }
        // Every dimension runs once: the body, then each reduction applied to the initial value.
        clone_before(ir, &ops_but_terminator(ir, b), op, &mut map, notes)?;
        let reduce = ir.last_op(b)?;
        let mut results = Vec::with_capacity(p.inits.len());
        for (i, r) in ir.regions(reduce).collect::<Vec<_>>().into_iter().enumerate() {
            let rb = ir.first_block(r)?;
            let args: Vec<Value> = ir.arguments(rb).collect();
            let [lhs, rhs] = args[..] else { return None };
            map.map_value(lhs, *p.inits.get(i)?);
            map.map_value(rhs, map.lookup_value(ir.operand(reduce, i)));
            clone_before(ir, &ops_but_terminator(ir, rb), op, &mut map, notes)?;
            let ret = ir.last_op(rb)?;
            results.push(map.lookup_value(ir.operand(ret, 0)));
        }
        return Some(replace_op(ir, op, &results, notes).is_ok());
    }
    // A loop over the other dimensions, with the same body (built anew: no discardable
    // attributes, as upstream's builder).
    let keep: Vec<usize> = (0..n).filter(|d| !once.contains(d)).collect();
    let pick = |v: &[Value]| keep.iter().map(|&d| v[d]).collect::<Vec<_>>();
    let mut operands = pick(&p.lbs);
    operands.extend(pick(&p.ubs));
    operands.extend(pick(&p.steps));
    operands.extend(p.inits.iter().copied());
    // The copy's induction variables of the dimensions that run once become their lower
    // bounds, before the copy is placed.
    let new = ir.clone_op(op, &mut ValueMap::new());
    let nb = body(ir, new)?;
    let new_ivs: Vec<Value> = ir.arguments(nb).collect();
    for &d in once.iter().rev() {
        ir.replace_all_uses_with(new_ivs[d], p.lbs[d]);
        ir.erase_argument(nb, d).ok()?;
    }
    ir.insert_op_before(op, new).ok()?;
    ir.set_operands(new, &operands);
    let props = segments(&ir.ctx, keep.len(), p.inits.len());
    ir.set_props(new, Some(props));
    let empty = ir.ctx.dictionary(Vec::new());
    ir.set_attrs(new, empty);
    notes.push(Note::Visit(new));
    let results: Vec<Value> = ir.results(new).collect();
    Some(replace_op(ir, op, &results, notes).is_ok())
}

// Upstream's `RemoveEmptyParallelLoops`: a dimension whose bounds are one value.
pub(crate) fn remove_empty(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let Some(p) = parts(ir, op) else { return false };
    if !p.lbs.iter().zip(&p.ubs).any(|(l, u)| l == u) {
        return false;
    }
    replace_op(ir, op, &p.inits, notes).is_ok()
}

// Upstream's `MergeNestedParallelLoops`: the outer loop's body is only an inner loop whose
// bounds do not use the outer induction variables; neither has reductions.
pub(crate) fn merge_nested(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    merge(ir, op, notes).unwrap_or(false)
}

fn merge(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> Option<bool> {
    let outer_body = body(ir, op)?;
    let [inner] = ops_but_terminator(ir, outer_body)[..] else { return Some(false) };
    if ir.name_str(inner) != "scf.parallel" {
        return Some(false);
    }
    let (po, pi) = (parts(ir, op)?, parts(ir, inner)?);
    let outer_ivs: Vec<Value> = ir.arguments(outer_body).collect();
    let bounds_use_ivs = pi.lbs.iter().chain(&pi.ubs).chain(&pi.steps).any(|v| outer_ivs.contains(v));
    if bounds_use_ivs || !po.inits.is_empty() || !pi.inits.is_empty() {
        return Some(false);
    }
    let inner_body = body(ir, inner)?;
    let inner_ivs: Vec<Value> = ir.arguments(inner_body).collect();
    let loc: Location = ir.loc(op);
    let ctx = ir.ctx.clone();
    let dims = outer_ivs.len() + inner_ivs.len();
    let mut st = OperationState::new(ctx.op_name("scf.parallel"), loc);
    st.operands = [po.lbs, pi.lbs, po.ubs, pi.ubs, po.steps, pi.steps].concat();
    st.props = Some(segments(&ctx, dims, 0));
    st.num_regions = 1;
    let new = ir.create_op(st);
    ir.insert_op_before(op, new).ok()?;
    notes.push(Note::Visit(new));
    let nb = ir.create_block();
    let region = ir.regions(new).next()?;
    ir.append_block(region, nb).ok()?;
    let mut map = ValueMap::new();
    for &iv in outer_ivs.iter().chain(&inner_ivs) {
        let a = ir.add_argument(nb, ctx.index_type(), loc);
        map.map_value(iv, a);
    }
    for o in ops_but_terminator(ir, inner_body) {
        let c = ir.clone_op(o, &mut map);
        ir.append_op(nb, c).ok()?;
        notes.push(Note::Visit(c));
    }
    let reduce = ir.create_op(OperationState::new(ctx.op_name("scf.reduce"), loc));
    ir.append_op(nb, reduce).ok()?;
    Some(replace_op(ir, op, &[], notes).is_ok())
}
