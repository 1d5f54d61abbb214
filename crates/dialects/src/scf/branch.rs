//! Control-flow checks of the region-holding scf ops (upstream's `RegionBranchOpInterface`
//! verification and the ops' own region verifiers).

use mlir_ir::verify::{emit_op_error_prefixed as op_error, with_current_op};
use mlir_ir::{AttrKind, BlockId, Diagnostic, EmitResult, Emitted, Ir, OpId, RegionId, Type};

fn types_of(ir: &Ir, vals: impl Iterator<Item = mlir_ir::Value>) -> Vec<Type> {
    vals.map(|v| ir.value_type(v)).collect()
}

/// One control-flow edge: `operands` flow into `inputs`; `point` is the op the edge leaves
/// from (the terminator, or the op itself for the edge from the parent).
/// One end of a control-flow edge, named in messages as upstream names it.
#[derive(Clone, Copy)]
enum End {
    /// The op holding the regions, as where control comes from (`parent`).
    Parent,
    /// An op (the region op itself as where control goes back to, or a terminator).
    Op(OpId),
    /// `Region #i`.
    Region(usize),
}

impl End {
    fn name(self, ir: &Ir) -> String {
        match self {
            End::Parent => "parent".to_string(),
            End::Op(t) => format!("Operation {}", ir.name_str(t)),
            End::Region(i) => format!("Region #{i}"),
        }
    }
}

/// Checks the values passed along the edge `src -> dst` against what `dst` takes; the names
/// of the ends are made only for a message.
fn check_edge(ir: &Ir, op: OpId, src: End, dst: End, operands: &[Type], inputs: &[Type], point: OpId) -> EmitResult {
    let head = || format!("'{}' op along control flow edge from {} to {}: ", ir.name_str(op), src.name(ir), dst.name(ir));
    let msg = if operands.len() != inputs.len() {
        format!("{}region branch point has {} operands, but region successor needs {} inputs", head(), operands.len(), inputs.len())
    } else {
        match operands.iter().zip(inputs).position(|(a, b)| a != b) {
            None => return Ok(()),
            Some(i) => {
                let s = |t: Type| mlir_ir::print::type_to_string(&ir.ctx, t);
                format!("{}successor operand type #{i} '{}' should match successor input type #{i} '{}'", head(), s(operands[i]), s(inputs[i]))
            }
        }
    };
    let d = with_current_op(ir, op, Diagnostic::error(ir.loc(op), msg)).with_note(ir.loc(point), "region branch point");
    ir.ctx.emit(d);
    Err(Emitted)
}

fn entry(ir: &Ir, r: RegionId) -> Option<BlockId> {
    ir.first_block(r)
}

fn terminator(ir: &Ir, r: RegionId) -> Option<OpId> {
    entry(ir, r).and_then(|b| ir.last_op(b))
}

fn args_from(ir: &Ir, b: BlockId, skip: usize) -> Vec<Type> {
    types_of(ir, ir.arguments(b).skip(skip))
}

pub fn verify_for(ir: &Ir, op: OpId) -> EmitResult {
    let r = ir.region(op, 0);
    let Some(body) = entry(ir, r) else { return Ok(()) };
    let inits = types_of(ir, ir.operands(op).skip(3));
    let results: Vec<Type> = ir.result_types(op).collect();
    let iter = args_from(ir, body, 1);
    let me = End::Op(op);
    check_edge(ir, op, End::Parent, me, &inits, &results, op)?;
    check_edge(ir, op, End::Parent, End::Region(0), &inits, &iter, op)?;
    if let Some(t) = terminator(ir, r).filter(|t| ir.name_str(*t) == "scf.yield") {
        let ys = types_of(ir, ir.operands(t));
        check_edge(ir, op, End::Op(t), End::Region(0), &ys, &iter, t)?;
        check_edge(ir, op, End::Op(t), me, &ys, &results, t)?;
    }
    Ok(())
}

pub fn verify_if(ir: &Ir, op: OpId) -> EmitResult {
    let results: Vec<Type> = ir.result_types(op).collect();
    let me = End::Op(op);
    if entry(ir, ir.region(op, 1)).is_none() {
        check_edge(ir, op, End::Parent, me, &[], &results, op)?;
    }
    for i in 0..2 {
        if let Some(t) = terminator(ir, ir.region(op, i)).filter(|t| ir.name_str(*t) == "scf.yield") {
            let ys = types_of(ir, ir.operands(t));
            check_edge(ir, op, End::Op(t), me, &ys, &results, t)?;
        }
    }
    Ok(())
}

fn expect_terminator(ir: &Ir, op: OpId, r: RegionId, name: &str, which: &str) -> Result<Option<OpId>, Emitted> {
    let Some(t) = terminator(ir, r) else { return Ok(None) };
    if ir.name_str(t) != name {
        let msg = format!("'{}' op expects the '{which}' region to terminate with '{name}'", ir.name_str(op));
        let d = with_current_op(ir, op, Diagnostic::error(ir.loc(op), msg)).with_note(ir.loc(t), "terminator here");
        ir.ctx.emit(d);
        return Err(Emitted);
    }
    Ok(Some(t))
}

/// The terminators of both regions, checked with the op itself (upstream's `verify`), before
/// the ops inside are.
pub fn verify_while_terminators(ir: &Ir, op: OpId) -> EmitResult {
    let (before, after) = (ir.region(op, 0), ir.region(op, 1));
    for r in [before, after] {
        if entry(ir, r).is_some_and(|b| ir.block_is_empty(b)) {
            return Err(op_error(ir, op, "expects a non-empty block"));
        }
    }
    expect_terminator(ir, op, before, "scf.condition", "before")?;
    expect_terminator(ir, op, after, "scf.yield", "after")?;
    Ok(())
}

/// The types flowing along the region edges, once the ops inside are verified.
pub fn verify_while(ir: &Ir, op: OpId) -> EmitResult {
    let (before, after) = (ir.region(op, 0), ir.region(op, 1));
    for r in [before, after] {
        if entry(ir, r).is_some_and(|b| ir.block_is_empty(b)) {
            return Err(op_error(ir, op, "expects a non-empty block"));
        }
    }
    let cond = expect_terminator(ir, op, before, "scf.condition", "before")?;
    let yield_ = expect_terminator(ir, op, after, "scf.yield", "after")?;
    let me = End::Op(op);
    let inits = types_of(ir, ir.operands(op));
    let results: Vec<Type> = ir.result_types(op).collect();
    let before_args = entry(ir, before).map(|b| args_from(ir, b, 0)).unwrap_or_default();
    let after_args = entry(ir, after).map(|b| args_from(ir, b, 0)).unwrap_or_default();
    check_edge(ir, op, End::Parent, End::Region(0), &inits, &before_args, op)?;
    if let Some(c) = cond {
        let args = types_of(ir, ir.operands(c).skip(1));
        check_edge(ir, op, End::Op(c), me, &args, &results, c)?;
        check_edge(ir, op, End::Op(c), End::Region(1), &args, &after_args, c)?;
    }
    if let Some(y) = yield_ {
        let ys = types_of(ir, ir.operands(y));
        check_edge(ir, op, End::Op(y), End::Region(0), &ys, &before_args, y)?;
    }
    Ok(())
}

pub fn verify_execute_region(ir: &Ir, op: OpId) -> EmitResult {
    verify_yields_to_results(ir, op, "scf.yield")
}

/// The edges from the `terminator` ops ending the blocks of `op`'s one region to `op`'s
/// results (a region that runs once and yields the op's results: `scf.execute_region`,
/// `memref.alloca_scope`).
pub(crate) fn verify_yields_to_results(ir: &Ir, op: OpId, terminator: &str) -> EmitResult {
    let results: Vec<Type> = ir.result_types(op).collect();
    let me = End::Op(op);
    let r = ir.region(op, 0);
    for b in ir.region_blocks(r) {
        if let Some(t) = ir.last_op(b).filter(|t| ir.name_str(*t) == terminator) {
            let ys = types_of(ir, ir.operands(t));
            check_edge(ir, op, End::Op(t), me, &ys, &results, t)?;
        }
    }
    Ok(())
}

/// The case values of an `scf.index_switch`.
pub(crate) fn switch_cases(ir: &Ir, op: OpId) -> Vec<i64> {
    match mlir_ods::groups::prop(ir, op, "cases").map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { len, raw, .. }) if raw.len() == len * 8 => {
            raw.chunks(8).map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes"))).collect()
        }
        _ => Vec::new(),
    }
}

pub fn verify_index_switch(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let cases = switch_cases(ir, op);
    let n_case_regions = ir.num_regions(op).saturating_sub(1);
    if n_case_regions != cases.len() {
        return Err(op_error(ir, op, format!("has {n_case_regions} case regions but {} case values", cases.len())));
    }
    let mut seen = std::collections::HashSet::new();
    for v in &cases {
        if !seen.insert(*v) {
            return Err(op_error(ir, op, format!("has duplicate case value: {v}")));
        }
    }
    let results: Vec<Type> = ir.result_types(op).collect();
    let regions: Vec<RegionId> = ir.regions(op).collect();
    for (i, r) in regions.into_iter().enumerate() {
        let name = if i == 0 { "default region".to_string() } else { format!("case region #{}", i - 1) };
        let Some(t) = terminator(ir, r) else { continue };
        if ir.name_str(t) != "scf.yield" {
            return Err(op_error(ir, op, format!("expected region to end with scf.yield, but got {}", ir.name_str(t))));
        }
        if ir.num_operands(t) != results.len() {
            let msg = format!(
                "'{}' op expected each region to return {} values, but {name} returns {}",
                ir.name_str(op),
                results.len(),
                ir.num_operands(t)
            );
            ctx.emit(with_current_op(ir, op, Diagnostic::error(ir.loc(op), msg)).with_note(ir.loc(t), "see yield operation here"));
            return Err(Emitted);
        }
        for (k, v) in ir.operands(t).enumerate() {
            let ty = ir.value_type(v);
            if ty != results[k] {
                let s = |t: Type| mlir_ir::print::type_to_string(ctx, t);
                let msg = format!("'{}' op expected result #{k} of each region to be '{}'", ir.name_str(op), s(results[k]));
                ctx.emit(with_current_op(ir, op, Diagnostic::error(ir.loc(op), msg)).with_note(ir.loc(t), format!("{name} returns '{}' here", s(ty))));
                return Err(Emitted);
            }
        }
    }
    Ok(())
}

pub fn verify_parallel(ir: &Ir, op: OpId) -> EmitResult {
    let seg = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    let n = seg.first().copied().unwrap_or(0).max(0) as usize;
    if n == 0 {
        return Err(op_error(ir, op, "needs at least one tuple element for lowerBound, upperBound and step"));
    }
    let Some(body) = entry(ir, ir.region(op, 0)) else { return Ok(()) };
    let n_args = ir.num_arguments(body);
    if n_args != n {
        return Err(op_error(ir, op, format!("expects the same number of induction variables: {n_args} as bound and step values: {n}")));
    }
    if ir.arguments(body).any(|a| !matches!(ir.ctx.type_kind(ir.value_type(a)), mlir_ir::TypeKind::Index)) {
        return Err(op_error(ir, op, "expects arguments for the induction variable to be of index type"));
    }
    // A step given by a constant must be positive.
    for k in 2 * n..3 * n {
        let v = ir.operand(op, k);
        let Some(def) = ir.defining_op(v) else { continue };
        if ir.name_str(def) != "arith.constant" && ir.name_str(def) != "index.constant" {
            continue;
        }
        if let Some(AttrKind::Integer { value, .. }) = mlir_ods::groups::prop(ir, def, "value").map(|a| ir.ctx.attr_kind(a)) {
            if value.as_i64().is_some_and(|x| x <= 0) {
                return Err(op_error(ir, op, "constant step operand must be positive"));
            }
        }
    }
    let Some(t) = ir.last_op(body) else { return Ok(()) };
    if ir.name_str(t) != "scf.reduce" {
        let msg = format!("'{}' op expects body to terminate with 'scf.reduce'", ir.name_str(op));
        ir.ctx.emit(with_current_op(ir, op, Diagnostic::error(ir.loc(op), msg)).with_note(ir.loc(t), "terminator here"));
        return Err(Emitted);
    }
    let n_res = ir.num_results(op);
    // Reductions are counted by their regions (operands are checked by `scf.reduce`).
    let n_red = ir.num_regions(t);
    if n_res != n_red {
        return Err(op_error(ir, op, format!("expects number of results: {n_res} to be the same as number of reductions: {n_red}")));
    }
    let n_init = seg.get(3).copied().unwrap_or(0).max(0) as usize;
    if n_res != n_init {
        return Err(op_error(ir, op, format!("expects number of results: {n_res} to be the same as number of initial values: {n_init}")));
    }
    Ok(())
}

pub fn verify_reduce(ir: &Ir, op: OpId) -> EmitResult {
    let regions: Vec<RegionId> = ir.regions(op).collect();
    if regions.len() != ir.num_operands(op) {
        return Err(op_error(
            ir,
            op,
            format!(
                "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
                regions.len(),
                ir.num_operands(op)
            ),
        ));
    }
    if let Some(parent) = ir.parent_op(op) {
        let results: Vec<Type> = ir.result_types(parent).collect();
        for (i, v) in ir.operands(op).enumerate() {
            let t = ir.value_type(v);
            if let Some(r) = results.get(i) {
                if *r != t {
                    let s = |t| mlir_ir::print::type_to_string(&ir.ctx, t);
                    return Err(op_error(
                        ir,
                        op,
                        format!("expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'", s(t), s(*r)),
                    ));
                }
            }
        }
    }
    for (i, r) in regions.into_iter().enumerate() {
        let Some(b) = entry(ir, r) else { continue };
        let Some(v) = ir.operands(op).nth(i) else { continue };
        let t = ir.value_type(v);
        if ir.num_arguments(b) != 2 || ir.arguments(b).any(|a| ir.value_type(a) != t) {
            let s = mlir_ir::print::type_to_string(&ir.ctx, t);
            return Err(op_error(ir, op, format!("expected two block arguments with type '{s}' in the {i}-th reduction region")));
        }
        if ir.last_op(b).is_none_or(|t| ir.name_str(t) != "scf.reduce.return") {
            return Err(op_error(ir, op, "reduction bodies must be terminated with an 'scf.reduce.return' op"));
        }
    }
    Ok(())
}
