//! The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`, `cf.switch`,
//! `cf.assert`).

use crate::apint::ApInt;
use mlir_ir::asm::{AsmParser, PResult, ParsedOp, Punct};
use mlir_ir::print::OpPrinter;
use mlir_ir::verify::emit_op_error_prefixed as op_error;
use mlir_ir::{AttrKind, BlockId, EmitResult, Ir, OpId, Signedness, TypeKind, Value};
use mlir_ods::constraint::{self as c};
use mlir_ods::groups::prop;
use mlir_ods::{DialectDef, Interface, OpDef, Trait};

use mlir_ods::interfaces::{Effect, EffectKind};

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("cf");
    d.dependencies.extend(["arith".to_string(), "ub".to_string()]);
    d.ops.push(
        OpDef::new("cf.assert")
            .operand("arg", c::i1())
            .attr("msg", c::str_attr())
            .interfaces([Interface::MemoryEffects])
            .format("$arg `,` $msg attr-dict")
            .memory_effects(|_, _| {
                // Writes, so that it is not removed as dead (upstream's `AssertOp::getEffects`).
                vec![Effect { kind: EffectKind::Write, value: None }]
            }),
    );
    d.ops.push(
        OpDef::new("cf.br")
            .variadic_operand("destOperands", c::any_type())
            .successor("dest")
            .traits([Trait::Pure, Trait::Terminator])
            .interfaces([Interface::BranchOpInterface])
            .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
            .successor_operands(|ir, op, _| 0..ir.num_operands(op))
            .set_successor_operands(|ir, op, _, values| ir.set_operands(op, values)),
    );
    d.ops.push(
        OpDef::new("cf.cond_br")
            .operand("condition", c::i1())
            .variadic_operand("trueDestOperands", c::any_type())
            .variadic_operand("falseDestOperands", c::any_type())
            .optional_attr("branch_weights", c::dense_i32_array_attr())
            .successor("trueDest")
            .successor("falseDest")
            .traits([Trait::AttrSizedOperandSegments, Trait::Pure, Trait::Terminator])
            .interfaces([Interface::BranchOpInterface])
            .format(
                "$condition (`weights` `(` $branch_weights^ `)` )? `,` \
                 $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
                 $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
            )
            .successor_operands(cond_br_operands)
            .set_successor_operands(set_cond_br_operands)
            .verifier(verify_weights),
    );
    d.ops.push(
        OpDef::new("cf.switch")
            .operand("flag", c::signless_integer())
            .variadic_operand("defaultOperands", c::any_type())
            .variadic_operand("caseOperands", c::any_type())
            .optional_attr("case_values", c::int_elements_attr())
            .attr("case_operand_segments", c::dense_i32_array_attr())
            .successor("defaultDestination")
            .variadic_successor("caseDestinations")
            .traits([Trait::AttrSizedOperandSegments, Trait::Pure, Trait::Terminator])
            .interfaces([Interface::BranchOpInterface])
            .custom_syntax(parse_switch, print_switch)
            .successor_operands(switch_operands)
            .set_successor_operands(set_switch_operands)
            .verifier(verify_switch),
    );
    d.set_class_names(&[("br", "BranchOp"), ("cond_br", "CondBranchOp")]);
    d
}

/// `^bb` or `^bb(%a, %b : t1, t2)`; appends the operands.
fn parse_successor_and_operands(p: &mut dyn AsmParser, operands: &mut Vec<Value>) -> PResult<(BlockId, usize)> {
    let b = p.parse_successor()?;
    let mut n = 0;
    if p.parse_optional_punct(Punct::LParen) {
        let mut uses = Vec::new();
        p.parse_operand_list(&mut uses)?;
        let at = p.offset();
        p.parse_punct(Punct::Colon)?;
        let mut tys = Vec::new();
        p.parse_type_list(&mut tys)?;
        p.parse_punct(Punct::RParen)?;
        if uses.len() != tys.len() {
            return Err(p.error_at(at, format!("number of operands and types do not match: got {} operands and {} types", uses.len(), tys.len())));
        }
        n = uses.len();
        for (u, t) in uses.into_iter().zip(tys) {
            operands.push(p.resolve_operand(u, t)?);
        }
    }
    Ok((b, n))
}

/// `%flag : type, [ default: ^bb(...), value: ^bb(...), ... ] attr-dict`
fn parse_switch(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let flag = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let at = p.offset();
    let fty = p.parse_type()?;
    let width = match ctx.type_kind(fty) {
        TypeKind::Integer { width, .. } => *width,
        _ => {
            let text = mlir_ir::print::type_to_string(&ctx, fty);
            return Err(p.error_at(at, format!("invalid kind of type specified: expected builtin.integer, but found '{text}'")));
        }
    };
    p.parse_punct(Punct::Comma)?;
    p.parse_punct(Punct::LSquare)?;
    p.parse_keyword("default")?;
    p.parse_punct(Punct::Colon)?;
    // The flag is resolved once the cases are read (upstream's order).
    let mut default_ops = Vec::new();
    let (dflt, n_default) = parse_successor_and_operands(p, &mut default_ops)?;
    st.operands.extend(default_ops);
    st.successors.push(dflt);
    let mut values: Vec<num_bigint::BigInt> = Vec::new();
    let mut segments: Vec<i32> = Vec::new();
    let mut case_total = 0;
    while p.parse_optional_punct(Punct::Comma) {
        let at = p.offset();
        let Some(v) = p.parse_optional_integer()? else {
            return Err(p.error_at(at, "expected integer value".into()));
        };
        let fits = {
            let lo = -(num_bigint::BigInt::from(1) << (width.max(1) - 1));
            let hi = (num_bigint::BigInt::from(1) << width) - 1;
            v >= lo && v <= hi
        };
        if !fits {
            let text = mlir_ir::print::type_to_string(&ctx, fty);
            return Err(p.error_at(at, format!("case value is out of range for '{text}'")));
        }
        values.push(v);
        p.parse_punct(Punct::Colon)?;
        let mut ops = Vec::new();
        let (b, n) = parse_successor_and_operands(p, &mut ops)?;
        st.operands.extend(ops);
        st.successors.push(b);
        segments.push(n as i32);
        case_total += n;
    }
    p.parse_punct(Punct::RSquare)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let flag_value = p.resolve_operand(flag, fty)?;
    st.operands.insert(0, flag_value);
    let i32t = ctx.integer_type(32, Signedness::Signless);
    let dense_i32 = |v: &[i32]| {
        let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
        ctx.attr(AttrKind::DenseArray { elem: i32t, len: v.len(), raw: raw.into() })
    };
    st.props.push((ctx.ident("case_operand_segments"), dense_i32(&segments)));
    if !values.is_empty() {
        let vty = ctx.intern_type(TypeKind::Vector { shape: vec![values.len() as i64].into(), scalable: Box::new([]), elem: fty });
        let bytes = mlir_ir::attrs::dense_elem_bytes(width);
        let splat = values.iter().all(|v| *v == values[0]);
        let mut raw = Vec::new();
        for v in values.iter().take(if splat { 1 } else { values.len() }) {
            if width == 1 {
                // Booleans are stored as 0 or 1, as every other `i1` dense element.
                raw.push(u8::from(v.bit(0)));
                continue;
            }
            let mut le = v.to_signed_bytes_le();
            let fill = if v.sign() == num_bigint::Sign::Minus { 0xFF } else { 0 };
            le.resize(bytes, fill);
            raw.extend_from_slice(&le[..bytes]);
        }
        st.props.push((ctx.ident("case_values"), ctx.attr(AttrKind::DenseElements { ty: vty, splat, raw: raw.into() })));
    }
    st.props.push((ctx.ident("operandSegmentSizes"), dense_i32(&[1, n_default as i32, case_total as i32])));
    Ok(())
}

/// The case values of a switch, in the flag's width.
pub(crate) fn case_values(ir: &Ir, op: OpId) -> Vec<ApInt> {
    let ctx = &ir.ctx;
    let Some(a) = prop(ir, op, "case_values") else { return Vec::new() };
    let AttrKind::DenseElements { ty, splat, raw } = ctx.attr_kind(a) else { return Vec::new() };
    let Some(elem) = ctx.type_kind(*ty).element_type() else { return Vec::new() };
    let TypeKind::Integer { width, .. } = ctx.type_kind(elem) else { return Vec::new() };
    if *width == 0 {
        return Vec::new();
    }
    let n = ctx.type_kind(*ty).num_elements().unwrap_or(0).max(0) as usize;
    let bytes = mlir_ir::attrs::dense_elem_bytes(*width);
    let read = |i: usize| raw.get(i * bytes..(i + 1) * bytes).map(|chunk| ApInt::from_le_bytes(*width, chunk));
    (0..n).map_while(|i| if *splat { read(0) } else { read(i) }).collect()
}

fn print_switch(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = &ir.ctx;
    p.print_op_name(op);
    p.out().push(' ');
    p.print_value(ir.operand(op, 0), true);
    p.out().push_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.out().push_str(", [");
    p.print_newline();
    let ranges = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    let n_default = ranges.get(1).copied().unwrap_or(0) as usize;
    let segs = mlir_ods::groups::segment_sizes(ir, op, "case_operand_segments").unwrap_or_default();
    let succs: Vec<BlockId> = ir.successors(op).collect();
    let print_succ = |p: &mut OpPrinter<'_>, b: BlockId, from: usize, n: usize| {
        p.print_block_name(b);
        if n > 0 {
            p.out().push('(');
            let vals: Vec<Value> = (from..from + n).map(|k| ir.operand(op, k)).collect();
            p.print_values(vals.iter().copied());
            p.out().push_str(" : ");
            let tys: Vec<mlir_ir::Type> = vals.iter().map(|v| ir.value_type(*v)).collect();
            p.w.comma_types(&tys);
            p.out().push(')');
        }
    };
    p.out().push_str("  default: ");
    print_succ(p, succs[0], 1, n_default);
    let values = case_values(ir, op);
    let mut at = 1 + n_default;
    for (i, v) in values.iter().enumerate() {
        p.out().push(',');
        p.print_newline();
        p.out().push_str(&format!("  {}: ", v.to_signed()));
        let n = segs.get(i).copied().unwrap_or(0) as usize;
        if let Some(b) = succs.get(i + 1) {
            print_succ(p, *b, at, n);
        }
        at += n;
    }
    if !values.is_empty() {
        p.print_newline();
    }
    p.out().push(']');
    p.print_optional_attr_dict(ctx.dict_entries(ir.attrs(op)), &[]);
}

fn verify_switch(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let flag_ty = ir.value_type(ir.operand(op, 0));
    let n_cases = ir.num_successors(op) - 1;
    let mut n_values = 0;
    if let Some(a) = prop(ir, op, "case_values") {
        if let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(a) {
            let elem = ctx.type_kind(*ty).element_type().unwrap_or(*ty);
            if elem != flag_ty {
                let s = |t| mlir_ir::print::type_to_string(ctx, t);
                return Err(op_error(ir, op, format!("'flag' type ('{}') should match case value type ('{}')", s(flag_ty), s(elem))));
            }
            n_values = ctx.type_kind(*ty).num_elements().unwrap_or(0) as usize;
        }
    }
    if n_values != n_cases {
        return Err(op_error(ir, op, format!("number of case values ({n_values}) should match number of case destinations ({n_cases})")));
    }
    Ok(())
}

fn cond_br_operands(ir: &Ir, op: OpId, k: usize) -> std::ops::Range<usize> {
    let seg = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    let t = seg.get(1).copied().unwrap_or(0).max(0) as usize;
    let f = seg.get(2).copied().unwrap_or(0).max(0) as usize;
    if k == 0 {
        1..1 + t
    } else {
        1 + t..1 + t + f
    }
}

pub(crate) fn switch_operands(ir: &Ir, op: OpId, k: usize) -> std::ops::Range<usize> {
    let seg = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    let d = seg.get(1).copied().unwrap_or(0).max(0) as usize;
    if k == 0 {
        return 1..1 + d;
    }
    let cases = mlir_ods::groups::segment_sizes(ir, op, "case_operand_segments").unwrap_or_default();
    let start = 1 + d + cases.iter().take(k - 1).map(|c| c.max(&0)).sum::<i64>() as usize;
    let n = cases.get(k - 1).copied().unwrap_or(0).max(0) as usize;
    start..start + n
}

/// Replaces the operands of `range` with `values`.
fn splice_operands(ir: &mut Ir, op: OpId, range: std::ops::Range<usize>, values: &[Value]) {
    let mut all: Vec<Value> = ir.operands(op).collect();
    all.splice(range, values.iter().copied());
    ir.set_operands(op, &all);
}

/// Sets the `i32` dense-array property `name`.
fn set_i32_array_prop(ir: &mut Ir, op: OpId, name: &str, values: &[i64]) {
    let ctx = ir.ctx.clone();
    let raw: Vec<u8> = values.iter().flat_map(|v| (*v as i32).to_le_bytes()).collect();
    let elem = ctx.integer_type(32, mlir_ir::Signedness::Signless);
    let array = ctx.attr(AttrKind::DenseArray { elem, len: values.len(), raw: raw.into() });
    let id = ctx.ident(name);
    let mut entries = ir.props(op).map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
    match entries.iter_mut().find(|(n, _)| *n == id) {
        Some(e) => e.1 = array,
        None => entries.push((id, array)),
    }
    ir.set_props(op, Some(ctx.dictionary(entries)));
}

fn set_cond_br_operands(ir: &mut Ir, op: OpId, k: usize, values: &[Value]) {
    let range = cond_br_operands(ir, op, k);
    let mut seg = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    seg.resize(3, 0);
    seg[1 + k.min(1)] = values.len() as i64;
    splice_operands(ir, op, range, values);
    set_i32_array_prop(ir, op, "operandSegmentSizes", &seg);
}

fn set_switch_operands(ir: &mut Ir, op: OpId, k: usize, values: &[Value]) {
    let range = switch_operands(ir, op, k);
    let mut seg = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    seg.resize(3, 0);
    splice_operands(ir, op, range, values);
    if k == 0 {
        seg[1] = values.len() as i64;
    } else {
        let mut cases = mlir_ods::groups::segment_sizes(ir, op, "case_operand_segments").unwrap_or_default();
        if cases.len() < k {
            cases.resize(k, 0);
        }
        cases[k - 1] = values.len() as i64;
        seg[2] = cases.iter().sum();
        set_i32_array_prop(ir, op, "case_operand_segments", &cases);
    }
    set_i32_array_prop(ir, op, "operandSegmentSizes", &seg);
}

fn verify_weights(ir: &Ir, op: OpId) -> EmitResult {
    let Some(w) = prop(ir, op, "branch_weights") else { return Ok(()) };
    if let AttrKind::DenseArray { len, raw, .. } = ir.ctx.attr_kind(w) {
        let n = ir.num_successors(op);
        if *len > 0 && raw.iter().all(|b| *b == 0) {
            let d = mlir_ir::Diagnostic::error(ir.loc(op), "branch weights cannot all be zero");
            ir.ctx.emit(mlir_ir::verify::with_current_op(ir, op, d));
            return Err(mlir_ir::Emitted);
        }
        if *len != n {
            let d = mlir_ir::Diagnostic::error(ir.loc(op), format!("expects number of branch weights to match number of successors: {len} vs {n}"));
            ir.ctx.emit(mlir_ir::verify::with_current_op(ir, op, d));
            return Err(mlir_ir::Emitted);
        }
    }
    Ok(())
}

/// The `case_values` attribute of a switch on a `flag_ty` value: `dense<...> : vector<Nx flag>`,
/// as upstream's parser and builder make it.
pub(crate) fn case_values_attr(ctx: &mlir_ir::Context, flag_ty: mlir_ir::Type, values: &[ApInt]) -> Option<mlir_ir::Attribute> {
    let TypeKind::Integer { width, .. } = ctx.type_kind(flag_ty) else { return None };
    let bytes = mlir_ir::attrs::dense_elem_bytes(*width);
    let vty = ctx.intern_type(TypeKind::Vector { shape: vec![values.len() as i64].into(), scalable: Box::new([]), elem: flag_ty });
    let splat = !values.is_empty() && values.iter().all(|v| *v == values[0]);
    let mut raw = Vec::new();
    for v in values.iter().take(if splat { 1 } else { values.len() }) {
        // Booleans are stored as 0 or 1, other integers sign-filled past the width.
        v.write_le(bytes, *width != 1, &mut raw);
    }
    Some(ctx.attr(AttrKind::DenseElements { ty: vty, splat, raw: raw.into() }))
}
