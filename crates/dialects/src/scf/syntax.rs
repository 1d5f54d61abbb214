//! The hand-written syntax of the scf ops that upstream does not describe with a format.

use mlir_ir::asm::{Argument, AsmParser, PResult, ParsedOp, Punct, UnresolvedOperand};
use mlir_ir::print::OpPrinter;
use mlir_ir::{AttrKind, Attribute, BlockId, Ident, OpId, OperationState, RegionId, Traits, Type, TypeKind, Value};
use mlir_ods::groups::{prop, segment_sizes};

/// Moves the entries of `dict` named in `inherent` to the properties (hand-written parsers
/// accept inherent attributes in their dictionary).
fn take_dict(st: &mut ParsedOp, dict: Vec<(Ident, Attribute)>, inherent: &[&str], ctx: &mlir_ir::Context) {
    for (n, v) in dict {
        if inherent.contains(&ctx.str(n)) {
            st.props.push((n, v));
        } else {
            st.attrs.push((n, v));
        }
    }
}

/// Adds a bare `name` terminator to a parsed single-block region when it lacks one
/// (upstream's `ensureTerminator`).
pub(crate) fn ensure_terminator(p: &mut dyn AsmParser, blocks: &mut Vec<BlockId>, name: &str) {
    let ctx = p.context().clone();
    let Some(ir) = p.ir() else { return };
    if blocks.is_empty() {
        blocks.push(ir.create_block());
    }
    let b = blocks[0];
    let ends = ir.last_op(b).is_some_and(|t| ctx.op_traits(ir.name(t)).contains(Traits::TERMINATOR));
    if !ends {
        // The location is made only when a terminator is added.
        let loc = p.loc_at(p.name_offset());
        let Some(ir) = p.ir() else { return };
        let op = ir.create_op(OperationState::new(ctx.op_name(name), loc));
        ir.append_op(b, op).expect("fresh op");
    }
}

/// Discardable attributes, then the given inherent ones that are set (printed together in a
/// trailing dictionary by the hand-written printers).
fn print_attrs_except(p: &mut OpPrinter<'_>, op: OpId, props_shown: &[&str]) {
    let ir = p.ir;
    let ctx = &ir.ctx;
    let mut entries = ctx.dict_entries(ir.attrs(op)).to_vec();
    if let Some(pr) = ir.props(op) {
        for (n, v) in ctx.dict_entries(pr) {
            if !props_shown.contains(&ctx.str(*n)) && ctx.str(*n) != "operandSegmentSizes" {
                entries.push((*n, *v));
            }
        }
    }
    p.print_optional_attr_dict(&entries, &[]);
}

/// `-> T` or `-> (T1, T2)`: parenthesized unless one non-function type.
fn print_arrow_types(p: &mut OpPrinter<'_>, tys: &[Type]) {
    let ctx = &p.ir.ctx;
    p.out().push_str(" -> ");
    let bare = tys.len() == 1 && !matches!(ctx.type_kind(tys[0]), TypeKind::Function { .. });
    if !bare {
        p.out().push('(');
    }
    p.w.comma_types(tys);
    if !bare {
        p.out().push(')');
    }
}

fn result_types(p: &OpPrinter<'_>, op: OpId) -> Vec<Type> {
    p.ir.result_types(op).collect()
}

fn has_unit(p: &OpPrinter<'_>, op: OpId, name: &str) -> bool {
    prop(p.ir, op, name).is_some_and(|a| matches!(p.ir.ctx.attr_kind(a), AttrKind::Unit))
}

/// `(%arg = %value, ...)` after its `(` was consumed (upstream's `parseAssignmentList`):
/// the arguments and the values they take.
pub(super) fn parse_assignments(p: &mut dyn AsmParser) -> PResult<(Vec<Argument>, Vec<UnresolvedOperand>)> {
    let (mut args, mut values) = (Vec::new(), Vec::new());
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((args, values));
    }
    loop {
        let Some(a) = p.parse_optional_argument(false, false)? else {
            return Err(p.wrong_token("expected SSA operand"));
        };
        p.parse_punct(Punct::Equal)?;
        values.push(p.parse_operand()?);
        args.push(a);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    if !p.parse_optional_punct(Punct::RParen) {
        return Err(p.wrong_token("expected ',' or ')'"));
    }
    Ok((args, values))
}

/// `%i, %j)` after its `(` was consumed: loop induction variables, all of type `index`.
pub(super) fn parse_index_ivs(p: &mut dyn AsmParser) -> PResult<Vec<Argument>> {
    let index = p.context().index_type();
    let mut ivs: Vec<Argument> = Vec::new();
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(ivs);
    }
    loop {
        let Some(mut a) = p.parse_optional_argument(false, false)? else {
            return Err(p.wrong_token("expected SSA operand"));
        };
        a.ty = Some(index);
        ivs.push(a);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    if !p.parse_optional_punct(Punct::RParen) {
        return Err(p.wrong_token("expected ')' in argument list"));
    }
    Ok(ivs)
}

// ----- scf.for -----

/// `[unsigned] %iv = %lb to %ub step %step [iter_args(%a = %x, ...) -> (types)] [: type]
/// region attr-dict`
pub fn parse_for(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    if p.parse_optional_keyword("unsigned") {
        st.props.push((ctx.ident("unsignedCmp"), ctx.unit_attr()));
    }
    let Some(mut iv) = p.parse_optional_argument(false, false)? else {
        return Err(p.wrong_token("expected SSA operand"));
    };
    p.parse_punct(Punct::Equal)?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut args: Vec<Argument> = Vec::new();
    let mut inits: Vec<UnresolvedOperand> = Vec::new();
    let mut types = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        // Upstream's assignment list reports a missing `(` through the op's parser.
        if !p.parse_optional_punct(Punct::LParen) {
            let at = p.offset();
            return Err(p.error_at(at, "expected '('".into()));
        }
        (args, inits) = parse_assignments(p)?;
        p.parse_punct(Punct::Arrow)?;
        p.parse_arrow_type_list(&mut types)?;
        if types.len() != args.len() {
            let at = p.name_offset();
            return Err(p.error_at(at, "mismatch in number of loop-carried values and defined values".into()));
        }
    }
    let iv_ty = if p.parse_optional_punct(Punct::Colon) { p.parse_type()? } else { ctx.index_type() };
    iv.ty = Some(iv_ty);
    for (a, t) in args.iter_mut().zip(&types) {
        a.ty = Some(*t);
    }
    let mut region_args = vec![iv];
    region_args.extend(args);
    let mut blocks = p.parse_region(&region_args)?;
    ensure_terminator(p, &mut blocks, "scf.yield");
    st.regions.push(blocks);
    let mut dict = Vec::new();
    p.parse_optional_attr_dict(&mut dict)?;
    take_dict(st, dict, &["unsignedCmp"], &ctx);
    for u in [lb, ub, step] {
        st.operands.push(p.resolve_operand(u, iv_ty)?);
    }
    for (u, t) in inits.into_iter().zip(&types) {
        st.operands.push(p.resolve_operand(u, *t)?);
    }
    st.result_types = types;
    Ok(())
}

pub fn print_for(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    p.out().push(' ');
    if has_unit(p, op, "unsignedCmp") {
        p.out().push_str("unsigned ");
    }
    let r = ir.region(op, 0);
    let body = ir.first_block(r);
    match body {
        Some(b) if ir.num_arguments(b) > 0 => p.print_value(ir.argument(b, 0), false),
        _ => p.out().push_str("<<no induction variable>>"),
    }
    p.out().push_str(" = ");
    p.print_value(ir.operand(op, 0), true);
    p.out().push_str(" to ");
    p.print_value(ir.operand(op, 1), true);
    p.out().push_str(" step ");
    p.print_value(ir.operand(op, 2), true);
    let n_init = ir.num_operands(op).saturating_sub(3);
    if n_init > 0 {
        p.out().push_str(" iter_args(");
        for i in 0..n_init {
            if i > 0 {
                p.out().push_str(", ");
            }
            if let Some(b) = body.filter(|b| ir.num_arguments(*b) > i + 1) {
                p.print_value(ir.argument(b, i + 1), false);
            }
            p.out().push_str(" = ");
            p.print_value(ir.operand(op, 3 + i), true);
        }
        p.out().push_str(") -> (");
        let tys = result_types(p, op);
        p.w.comma_types(&tys);
        p.out().push(')');
    }
    p.out().push(' ');
    let iv_ty = ir.value_type(ir.operand(op, 0));
    if !matches!(ir.ctx.type_kind(iv_ty), TypeKind::Index) {
        p.out().push_str(" : ");
        p.print_type(iv_ty);
        p.out().push(' ');
    }
    p.print_region(r, false, n_init > 0, false);
    print_attrs_except(p, op, &["unsignedCmp"]);
}

// ----- scf.if -----

/// `%cond [-> types] region [else region] attr-dict`
pub fn parse_if(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let cond = p.parse_operand()?;
    st.operands.push(p.resolve_operand(cond, ctx.i1_type())?);
    if p.parse_optional_punct(Punct::Arrow) {
        p.parse_arrow_type_list(&mut st.result_types)?;
    }
    let mut then = p.parse_region(&[])?;
    ensure_terminator(p, &mut then, "scf.yield");
    st.regions.push(then);
    let mut els = Vec::new();
    if p.parse_optional_keyword("else") {
        els = p.parse_region(&[])?;
        ensure_terminator(p, &mut els, "scf.yield");
    }
    st.regions.push(els);
    let mut dict = Vec::new();
    p.parse_optional_attr_dict(&mut dict)?;
    take_dict(st, dict, &[], &ctx);
    Ok(())
}

pub fn print_if(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    p.out().push(' ');
    p.print_value(ir.operand(op, 0), true);
    let tys = result_types(p, op);
    let has_results = !tys.is_empty();
    if has_results {
        p.out().push_str(" -> (");
        p.w.comma_types(&tys);
        p.out().push(')');
    }
    p.out().push(' ');
    p.print_region(ir.region(op, 0), false, has_results, false);
    let els = ir.region(op, 1);
    if ir.first_block(els).is_some() {
        p.out().push_str(" else ");
        p.print_region(els, false, has_results, false);
    }
    print_attrs_except(p, op, &[]);
}

// ----- scf.while -----

/// `[(%a = %x, ...)] : (ins) -> results region do region [attributes {...}]`
pub fn parse_while(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let (mut args, inits) = if p.parse_optional_punct(Punct::LParen) { parse_assignments(p)? } else { (Vec::new(), Vec::new()) };
    let colon_at = p.offset();
    p.parse_punct(Punct::Colon)?;
    let fty = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty).clone() else {
        // Reported at the colon, as upstream's `parseColonType`.
        let text = mlir_ir::print::type_to_string(&ctx, fty);
        return Err(p.error_at(colon_at, format!("invalid kind of type specified: expected builtin.function, but found '{text}'")));
    };
    let at = colon_at;
    if inputs.len() != inits.len() {
        return Err(p.error_at(at, format!("expected as many input types as operands (expected {} got {})", inits.len(), inputs.len())));
    }
    for (a, t) in args.iter_mut().zip(inputs.iter()) {
        a.ty = Some(*t);
    }
    for (u, t) in inits.into_iter().zip(inputs.iter()) {
        st.operands.push(p.resolve_operand(u, *t)?);
    }
    st.result_types.extend(results.iter().copied());
    st.regions.push(p.parse_region(&args)?);
    p.parse_keyword("do")?;
    st.regions.push(p.parse_region(&[])?);
    let mut dict = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut dict)?;
    take_dict(st, dict, &[], &ctx);
    Ok(())
}

pub fn print_while(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    let before = ir.region(op, 0);
    let n = ir.num_operands(op);
    if n > 0 {
        p.out().push_str(" (");
        let entry = ir.first_block(before);
        for i in 0..n {
            if i > 0 {
                p.out().push_str(", ");
            }
            if let Some(b) = entry.filter(|b| ir.num_arguments(*b) > i) {
                p.print_value(ir.argument(b, i), false);
            }
            p.out().push_str(" = ");
            p.print_value(ir.operand(op, i), true);
        }
        p.out().push(')');
    }
    p.out().push_str(" : ");
    p.print_functional_type(op);
    p.out().push(' ');
    p.print_region(before, false, true, false);
    p.out().push_str(" do ");
    p.print_region(ir.region(op, 1), true, true, false);
    let entries = ir.ctx.dict_entries(ir.attrs(op)).to_vec();
    if !entries.is_empty() {
        p.out().push_str(" attributes");
        p.print_optional_attr_dict(&entries, &[]);
    }
}

// ----- scf.execute_region -----

/// `[-> types] [no_inline] region attr-dict`
pub fn parse_execute_region(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    if p.parse_optional_punct(Punct::Arrow) {
        p.parse_arrow_type_list(&mut st.result_types)?;
    }
    if p.parse_optional_keyword("no_inline") {
        st.props.push((ctx.ident("no_inline"), ctx.unit_attr()));
    }
    st.regions.push(p.parse_region(&[])?);
    let mut dict = Vec::new();
    p.parse_optional_attr_dict(&mut dict)?;
    take_dict(st, dict, &["no_inline"], &ctx);
    Ok(())
}

pub fn print_execute_region(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    let tys = result_types(p, op);
    if !tys.is_empty() {
        print_arrow_types(p, &tys);
    }
    if has_unit(p, op, "no_inline") {
        p.out().push_str(" no_inline");
    }
    p.out().push(' ');
    p.print_region(ir.region(op, 0), false, true, false);
    print_attrs_except(p, op, &["no_inline"]);
}

// ----- scf.index_switch -----

/// `%arg attr-dict [-> types] (case N region)* default region`
pub fn parse_index_switch(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let arg = p.parse_operand()?;
    st.operands.push(p.resolve_operand(arg, ctx.index_type())?);
    let at = p.offset();
    let mut dict = Vec::new();
    p.parse_optional_attr_dict(&mut dict)?;
    if let Some((n, _)) = dict.iter().find(|(n, _)| ctx.str(*n) == "cases") {
        let _ = n;
        return Err(p.error_at(at, "inherent attribute 'cases' cannot be parsed from attr-dict when strict properties in assembly format is enabled".into()));
    }
    st.attrs.extend(dict);
    if p.parse_optional_punct(Punct::Arrow) {
        p.parse_type_list(&mut st.result_types)?;
    }
    let mut cases: Vec<i64> = Vec::new();
    let mut case_regions = Vec::new();
    while p.parse_optional_keyword("case") {
        let at = p.offset();
        let Some(v) = p.parse_optional_integer()? else {
            return Err(p.error_at(at, "expected integer value".into()));
        };
        let Ok(v) = i64::try_from(v) else {
            return Err(p.error_at(at, "integer value too large".into()));
        };
        cases.push(v);
        case_regions.push(p.parse_region(&[])?);
    }
    p.parse_keyword("default")?;
    let mut dflt = p.parse_region(&[])?;
    ensure_terminator(p, &mut dflt, "scf.yield");
    st.regions.push(dflt);
    st.regions.extend(case_regions);
    let raw: Vec<u8> = cases.iter().flat_map(|v| v.to_le_bytes()).collect();
    let arr = ctx.attr(AttrKind::DenseArray { elem: ctx.i64_type(), len: cases.len(), raw: raw.into() });
    st.props.push((ctx.ident("cases"), arr));
    Ok(())
}

pub fn print_index_switch(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    p.out().push(' ');
    p.print_value(ir.operand(op, 0), true);
    let entries = ir.ctx.dict_entries(ir.attrs(op)).to_vec();
    p.print_optional_attr_dict(&entries, &[]);
    let tys = result_types(p, op);
    if !tys.is_empty() {
        p.out().push_str(" -> ");
        p.w.comma_types(&tys);
    }
    p.out().push(' ');
    let cases = segment_sizes_i64(p, op, "cases");
    let regions: Vec<RegionId> = ir.regions(op).collect();
    for (i, v) in cases.iter().enumerate() {
        p.print_newline();
        p.out().push_str(&format!("case {v} "));
        if let Some(r) = regions.get(i + 1) {
            p.print_region(*r, false, true, false);
        }
    }
    p.print_newline();
    p.out().push_str("default ");
    let dflt = regions[0];
    p.print_region(dflt, false, !bare_yield(ir, dflt), false);
}

/// Whether the region ends in a yield with no operands and no attributes.
pub fn bare_yield(ir: &mlir_ir::Ir, r: RegionId) -> bool {
    ir.first_block(r)
        .and_then(|b| ir.last_op(b))
        .is_some_and(|t| ir.num_operands(t) == 0 && ir.ctx.dict_entries(ir.attrs(t)).is_empty())
}

/// An i64 dense array property's values.
fn segment_sizes_i64(p: &OpPrinter<'_>, op: OpId, name: &str) -> Vec<i64> {
    let ir = p.ir;
    let Some(a) = prop(ir, op, name) else { return Vec::new() };
    match ir.ctx.attr_kind(a) {
        AttrKind::DenseArray { len, raw, .. } if raw.len() == len * 8 => {
            raw.chunks(8).map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes"))).collect()
        }
        _ => Vec::new(),
    }
}

// ----- scf.parallel -----

/// `(` operands `)` with exactly `n` entries.
fn parse_operand_group(p: &mut dyn AsmParser, n: usize) -> PResult<Vec<UnresolvedOperand>> {
    let at = p.offset();
    if !p.parse_optional_punct(Punct::LParen) {
        return Err(p.wrong_token("expected '(' in operand list"));
    }
    let mut us = Vec::new();
    if !p.at_punct(Punct::RParen) {
        loop {
            us.push(p.parse_operand()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
    }
    if !p.parse_optional_punct(Punct::RParen) {
        return Err(p.wrong_token("expected ')' in operand list"));
    }
    if us.len() != n {
        return Err(p.error_at(at, format!("expected {n} operands")));
    }
    Ok(us)
}

/// `[unsigned] (%ivs) = (lbs) to (ubs) step (steps) [init (%vs)] [-> types] region attr-dict`
pub fn parse_parallel(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    if p.parse_optional_keyword("unsigned") {
        st.props.push((ctx.ident("unsignedCmp"), ctx.unit_attr()));
    }
    p.parse_punct(Punct::LParen)?;
    let ivs = parse_index_ivs(p)?;
    let n = ivs.len();
    p.parse_punct(Punct::Equal)?;
    let lbs = parse_operand_group(p, n)?;
    p.parse_keyword("to")?;
    let ubs = parse_operand_group(p, n)?;
    p.parse_keyword("step")?;
    let steps = parse_operand_group(p, n)?;
    let mut inits = Vec::new();
    if p.parse_optional_keyword("init") {
        // A parenthesized operand list, with upstream's wording for its delimiters.
        if !p.parse_optional_punct(Punct::LParen) {
            return Err(p.wrong_token("expected '(' in operand list"));
        }
        if !p.parse_optional_punct(Punct::RParen) {
            p.parse_operand_list(&mut inits)?;
            if !p.parse_optional_punct(Punct::RParen) {
                return Err(p.wrong_token("expected ')' in operand list"));
            }
        }
    }
    if p.parse_optional_punct(Punct::Arrow) {
        p.parse_arrow_type_list(&mut st.result_types)?;
    }
    let mut blocks = p.parse_region(&ivs)?;
    ensure_terminator(p, &mut blocks, "scf.reduce");
    st.regions.push(blocks);
    let mut dict = Vec::new();
    p.parse_optional_attr_dict(&mut dict)?;
    take_dict(st, dict, &["unsignedCmp"], &ctx);
    let index = ctx.index_type();
    for u in lbs.iter().chain(&ubs).chain(&steps) {
        st.operands.push(p.resolve_operand(*u, index)?);
    }
    if inits.len() != st.result_types.len() {
        let at = p.name_offset();
        return Err(p.error_at(
            at,
            format!("number of operands and types do not match: got {} operands and {} types", inits.len(), st.result_types.len()),
        ));
    }
    let tys = st.result_types.clone();
    for (u, t) in inits.iter().zip(tys) {
        st.operands.push(p.resolve_operand(*u, t)?);
    }
    let i32t = ctx.integer_type(32, mlir_ir::Signedness::Signless);
    let seg = [n as i32, n as i32, n as i32, inits.len() as i32];
    let raw: Vec<u8> = seg.iter().flat_map(|x| x.to_le_bytes()).collect();
    st.props.push((ctx.ident("operandSegmentSizes"), ctx.attr(AttrKind::DenseArray { elem: i32t, len: 4, raw: raw.into() })));
    Ok(())
}

pub fn print_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    if has_unit(p, op, "unsignedCmp") {
        p.out().push_str(" unsigned");
    }
    let seg = segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_else(|| vec![0, 0, 0, 0]);
    let n = seg.first().copied().unwrap_or(0).max(0) as usize;
    let body = ir.first_block(ir.region(op, 0));
    p.out().push_str(" (");
    if let Some(b) = body {
        let args: Vec<Value> = ir.arguments(b).collect();
        p.print_values(args.into_iter());
    }
    let group = |p: &mut OpPrinter<'_>, from: usize| {
        p.out().push('(');
        let vals: Vec<Value> = (from..from + n).map(|k| ir.operand(op, k)).collect();
        p.print_values(vals.into_iter());
        p.out().push(')');
    };
    p.out().push_str(") = ");
    group(p, 0);
    p.out().push_str(" to ");
    group(p, n);
    p.out().push_str(" step ");
    group(p, 2 * n);
    let n_init = ir.num_operands(op).saturating_sub(3 * n);
    if n_init > 0 {
        p.out().push_str(" init (");
        let vals: Vec<Value> = (3 * n..3 * n + n_init).map(|k| ir.operand(op, k)).collect();
        p.print_values(vals.into_iter());
        p.out().push(')');
    }
    let tys = result_types(p, op);
    if !tys.is_empty() {
        print_arrow_types(p, &tys);
    }
    p.out().push(' ');
    p.print_region(ir.region(op, 0), false, true, false);
    print_attrs_except(p, op, &["unsignedCmp"]);
}
