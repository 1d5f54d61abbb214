//! `scf.forall` (a parallel loop nest over mixed static/dynamic bounds, with shared outputs)
//! and its terminator `scf.forall.in_parallel`.

use mlir_ir::asm::{Argument, AsmParser, PResult, ParsedOp, Punct, UnresolvedOperand};
use mlir_ir::print::OpPrinter;
use mlir_ir::verify::emit_op_error_prefixed as op_error;
use mlir_ir::{AttrKind, BlockId, EmitResult, Ir, OpId, OperationState, Signedness, Type, TypeKind, Value};
use mlir_ods::groups::{prop, segment_sizes};

/// The marker of a dynamic entry in a static list (upstream's `ShapedType::kDynamic`).
const DYNAMIC: i64 = i64::MIN;

/// One entry of a bound list: a constant or an SSA value.
enum Entry {
    Static(i64),
    Dynamic(UnresolvedOperand),
}

/// `(` (integer | ssa-value) (`,` ...)* `)`
fn parse_mixed_list(p: &mut dyn AsmParser) -> PResult<Vec<Entry>> {
    if !p.parse_optional_punct(Punct::LParen) {
        return Err(p.wrong_token("expected '(' in dynamic index list"));
    }
    let mut out = Vec::new();
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(out);
    }
    loop {
        if let Some(u) = p.parse_optional_operand()? {
            out.push(Entry::Dynamic(u));
        } else {
            let at = p.offset();
            match p.parse_optional_integer()? {
                Some(v) => match i64::try_from(v) {
                    Ok(v) => out.push(Entry::Static(v)),
                    Err(_) => return Err(p.error_at(at, "integer value too large".into())),
                },
                None => {
                    let at = p.offset();
                    return Err(p.error_at(at, "expected integer value".into()));
                }
            }
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    if !p.parse_optional_punct(Punct::RParen) {
        return Err(p.wrong_token("expected ')' in dynamic index list"));
    }
    Ok(out)
}

/// `(%ivs) (in (ubs) | = (lbs) to (ubs) step (steps)) [shared_outs(%o = %t, ...) [-> types]]
/// region attr-dict`
pub fn parse_forall(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let index = ctx.index_type();
    if !p.parse_optional_punct(Punct::LParen) {
        return Err(p.wrong_token("expected '(' in argument list"));
    }
    let ivs = super::syntax::parse_index_ivs(p)?;
    // As upstream, each bound list is resolved (as `index`) as soon as it is read.
    let mut sizes = [0i32; 4];
    let mut statics: [Vec<i64>; 3] = [Vec::new(), Vec::new(), Vec::new()];
    let mut take = |p: &mut dyn AsmParser, st: &mut ParsedOp, k: usize, list: Vec<Entry>| -> PResult<()> {
        for e in list {
            match e {
                Entry::Static(v) => statics[k].push(v),
                Entry::Dynamic(u) => {
                    statics[k].push(DYNAMIC);
                    st.operands.push(p.resolve_operand(u, index)?);
                    sizes[k] += 1;
                }
            }
        }
        Ok(())
    };
    if p.parse_optional_keyword("in") {
        let ubs = parse_mixed_list(p)?;
        // One zero lower bound and unit step per induction variable, as upstream.
        let n = ivs.len();
        take(p, st, 1, ubs)?;
        take(p, st, 0, (0..n).map(|_| Entry::Static(0)).collect())?;
        take(p, st, 2, (0..n).map(|_| Entry::Static(1)).collect())?;
    } else {
        p.parse_punct(Punct::Equal)?;
        let lbs = parse_mixed_list(p)?;
        take(p, st, 0, lbs)?;
        p.parse_keyword("to")?;
        let ubs = parse_mixed_list(p)?;
        take(p, st, 1, ubs)?;
        p.parse_keyword("step")?;
        let steps = parse_mixed_list(p)?;
        take(p, st, 2, steps)?;
    }
    let mut out_args: Vec<Argument> = Vec::new();
    let mut out_types: Vec<Type> = Vec::new();
    let outs_at = p.offset();
    if p.parse_optional_keyword("shared_outs") {
        // Upstream's assignment list reports a missing `(` through the op's parser.
        if !p.parse_optional_punct(Punct::LParen) {
            let at = p.offset();
            return Err(p.error_at(at, "expected '('".into()));
        }
        let outs;
        (out_args, outs) = super::syntax::parse_assignments(p)?;
        if p.parse_optional_punct(Punct::Arrow) {
            p.parse_arrow_type_list(&mut out_types)?;
        }
        if out_types.len() != outs.len() {
            return Err(p.error_at(
                outs_at,
                format!("number of operands and types do not match: got {} operands and {} types", outs.len(), out_types.len()),
            ));
        }
        for (u, t) in outs.into_iter().zip(&out_types) {
            st.operands.push(p.resolve_operand(u, *t)?);
            sizes[3] += 1;
        }
    }
    for (a, t) in out_args.iter_mut().zip(&out_types) {
        a.ty = Some(*t);
    }
    let mut region_args = ivs;
    region_args.extend(out_args);
    let mut blocks = p.parse_region(&region_args)?;
    ensure_in_parallel(p, &mut blocks);
    st.regions.push(blocks);
    let mut dict = Vec::new();
    p.parse_optional_attr_dict(&mut dict)?;
    st.result_types = out_types;
    let names = ["staticLowerBound", "staticUpperBound", "staticStep"];
    for (k, n) in names.iter().enumerate() {
        st.props.push((ctx.ident(n), crate::common::i64_array(&ctx, &statics[k])));
    }
    let i32t = ctx.integer_type(32, Signedness::Signless);
    let raw: Vec<u8> = sizes.iter().flat_map(|x| x.to_le_bytes()).collect();
    st.props.push((ctx.ident("operandSegmentSizes"), ctx.attr(AttrKind::DenseArray { elem: i32t, len: 4, raw: raw.into() })));
    for (n, v) in dict {
        if ctx.str(n) == "mapping" {
            st.props.push((n, v));
        } else {
            st.attrs.push((n, v));
        }
    }
    Ok(())
}

/// An empty `scf.forall.in_parallel` closes a body that lacks one.
fn ensure_in_parallel(p: &mut dyn AsmParser, blocks: &mut Vec<BlockId>) {
    let loc = p.loc_at(p.name_offset());
    let ctx = p.context().clone();
    let Some(ir) = p.ir() else { return };
    if blocks.is_empty() {
        blocks.push(ir.create_block());
    }
    let b = blocks[0];
    if ir.last_op(b).is_some_and(|t| ir.name_str(t) == "scf.forall.in_parallel") {
        return;
    }
    let mut st = OperationState::new(ctx.op_name("scf.forall.in_parallel"), loc);
    st.num_regions = 1;
    let op = ir.create_op(st);
    let inner = ir.create_block();
    let r = ir.region(op, 0);
    ir.append_block(r, inner).expect("fresh block");
    ir.append_op(b, op).expect("fresh op");
}

/// The value of a constant index (static entry or `arith.constant`).
fn constant_of(ir: &Ir, v: Value) -> Option<i64> {
    let def = ir.defining_op(v)?;
    if ir.name_str(def) != "arith.constant" && ir.name_str(def) != "index.constant" {
        return None;
    }
    match ir.ctx.attr_kind(prop(ir, def, "value")?) {
        AttrKind::Integer { value, .. } => value.as_i64(),
        _ => None,
    }
}

/// The bound lists: each entry a constant or the operand it takes.
fn bounds(ir: &Ir, op: OpId) -> [Vec<Result<i64, Value>>; 3] {
    let names = ["staticLowerBound", "staticUpperBound", "staticStep"];
    let mut next = 0usize;
    let mut out: [Vec<Result<i64, Value>>; 3] = [Vec::new(), Vec::new(), Vec::new()];
    for (k, n) in names.iter().enumerate() {
        for v in crate::common::i64s(&ir.ctx, prop(ir, op, n)) {
            if v == DYNAMIC && next < ir.num_operands(op) {
                out[k].push(Err(ir.operand(op, next)));
                next += 1;
            } else {
                out[k].push(Ok(v));
            }
        }
    }
    out
}

fn print_list(p: &mut OpPrinter<'_>, list: &[Result<i64, Value>]) {
    p.out().push('(');
    for (i, e) in list.iter().enumerate() {
        if i > 0 {
            p.out().push_str(", ");
        }
        match e {
            Ok(v) => p.out().push_str(&v.to_string()),
            Err(v) => p.print_value(*v, true),
        }
    }
    p.out().push(')');
}

pub fn print_forall(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    let body = ir.first_block(ir.region(op, 0));
    let [lbs, ubs, steps] = bounds(ir, op);
    let rank = ubs.len();
    p.out().push_str(" (");
    if let Some(b) = body {
        let ivs: Vec<Value> = ir.arguments(b).take(rank).collect();
        p.print_values(ivs.into_iter());
    }
    p.out().push(')');
    let is = |e: &Result<i64, Value>, k: i64| match e {
        Ok(v) => *v == k,
        Err(v) => constant_of(ir, *v) == Some(k),
    };
    if lbs.iter().all(|e| is(e, 0)) && steps.iter().all(|e| is(e, 1)) {
        p.out().push_str(" in ");
        print_list(p, &ubs);
    } else {
        p.out().push_str(" = ");
        print_list(p, &lbs);
        p.out().push_str(" to ");
        print_list(p, &ubs);
        p.out().push_str(" step ");
        print_list(p, &steps);
    }
    let seg = segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    let n_outs = seg.get(3).copied().unwrap_or(0).max(0) as usize;
    let first_out = ir.num_operands(op) - n_outs;
    if n_outs > 0 {
        p.out().push_str(" shared_outs(");
        for i in 0..n_outs {
            if i > 0 {
                p.out().push_str(", ");
            }
            if let Some(b) = body.filter(|b| ir.num_arguments(*b) > rank + i) {
                p.print_value(ir.argument(b, rank + i), false);
            }
            p.out().push_str(" = ");
            p.print_value(ir.operand(op, first_out + i), true);
        }
        p.out().push(')');
    }
    p.out().push(' ');
    let results: Vec<Type> = ir.result_types(op).collect();
    if !results.is_empty() {
        p.out().push_str("-> (");
        p.w.comma_types(&results);
        p.out().push_str(") ");
    }
    p.print_region(ir.region(op, 0), false, !results.is_empty(), false);
    let ctx = &ir.ctx;
    let mut entries = ctx.dict_entries(ir.attrs(op)).to_vec();
    if let Some(m) = prop(ir, op, "mapping") {
        entries.push((ctx.ident("mapping"), m));
    }
    p.print_optional_attr_dict(&entries, &[]);
}

pub fn verify_forall(ir: &Ir, op: OpId) -> EmitResult {
    let [lbs, ubs, steps] = bounds(ir, op);
    // The rank is the number of lower bounds (upstream's `getRank`).
    let rank = lbs.len();
    let seg = segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    let n_outs = seg.get(3).copied().unwrap_or(0).max(0) as usize;
    if ir.num_results(op) != n_outs {
        return Err(op_error(ir, op, format!("produces {} results, but has only {n_outs} outputs", ir.num_results(op))));
    }
    let Some(body) = ir.first_block(ir.region(op, 0)) else { return Ok(()) };
    if ir.num_arguments(body) != rank + n_outs {
        return Err(op_error(ir, op, format!("region expects {rank} arguments")));
    }
    for i in 0..rank {
        if !matches!(ir.ctx.type_kind(ir.value_type(ir.argument(body, i))), TypeKind::Index) {
            return Err(op_error(ir, op, format!("expects {i}-th block argument to be an index")));
        }
    }
    let first_out = ir.num_operands(op) - n_outs;
    for i in 0..n_outs {
        if ir.value_type(ir.argument(body, rank + i)) != ir.value_type(ir.operand(op, first_out + i)) {
            return Err(op_error(ir, op, format!("type mismatch between {i}-th output and corresponding block argument")));
        }
    }
    if let Some(m) = prop(ir, op, "mapping") {
        if let AttrKind::Array(es) = ir.ctx.attr_kind(m) {
            if es.len() != rank {
                return Err(op_error(ir, op, "mapping attribute size must match op rank"));
            }
        }
    }
    for (list, what) in [(&lbs, "lower bound"), (&ubs, "upper bound"), (&steps, "step")] {
        if list.len() != rank {
            let d = mlir_ir::Diagnostic::error(ir.loc(op), format!("expected {rank} {what} values, got {}", list.len()));
            ir.ctx.emit(mlir_ir::verify::with_current_op(ir, op, d));
            return Err(mlir_ir::Emitted);
        }
    }
    Ok(())
}

pub fn parse_in_parallel(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let mut blocks = p.parse_region(&[])?;
    if blocks.is_empty() {
        if let Some(ir) = p.ir() {
            blocks.push(ir.create_block());
        }
    }
    st.regions.push(blocks);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

pub fn print_in_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    p.out().push(' ');
    p.print_region(ir.region(op, 0), false, true, false);
    let entries = ir.ctx.dict_entries(ir.attrs(op)).to_vec();
    p.print_optional_attr_dict(&entries, &[]);
}

/// Upstream's `InParallelOp::verify`: the body holds only ops of the parallel-combining
/// interface (none of the dialects here has one yet: `tensor.parallel_insert_slice` is one).
pub fn verify_in_parallel(ir: &Ir, op: OpId) -> EmitResult {
    let Some(b) = ir.first_block(ir.region(op, 0)) else { return Ok(()) };
    for o in ir.block_ops(b) {
        let combining = mlir_ods::op_def(&ir.ctx, ir.name_str(o))
            .is_some_and(|d| d.interfaces.iter().any(|i| matches!(i, mlir_ods::Interface::Other(n) if n == "ParallelCombiningOpInterface")));
        if !combining {
            return Err(op_error(ir, op, "expected only ParallelCombiningOpInterface ops"));
        }
    }
    Ok(())
}
