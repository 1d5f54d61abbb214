//! The syntax pieces memref ops write by hand, as upstream's: `memref.global`'s type and
//! initial value (a custom directive of its format) and `memref.alloca_scope`.

use mlir_ir::asm::{AsmParser, PResult, ParsedOp, Punct};
use mlir_ir::print::{Elision, OpPrinter};
use mlir_ir::{AttrKind, OpId, TypeKind};
use mlir_ods::custom::{register_directive, CustomDirective};
use mlir_ods::format::parse::FormatState;
use mlir_ods::format::{Elem, Var};
use mlir_ods::groups::prop;
use mlir_ods::OpDef;

pub(super) fn register_directives() {
    register_directive("DynamicIndexList", CustomDirective { print: print_dynamic_index_list, parse: parse_dynamic_index_list });
    register_directive(
        "GlobalMemrefOpTypeAndInitialValue",
        CustomDirective { print: print_type_and_initial_value, parse: parse_type_and_initial_value },
    );
}

use mlir_ods::custom::arg_var as var;

/// `type [= initial-value | = uninitialized]` of `memref.global`: the initial value is read
/// with the memref's shape and element type as a tensor type.
fn parse_type_and_initial_value(p: &mut dyn AsmParser, fs: &mut FormatState, _def: &OpDef, args: &[Elem]) -> PResult<()> {
    let ctx = p.context().clone();
    let ty = p.parse_type()?;
    let tensor = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, elem, .. } if shape.iter().all(|d| *d != mlir_ir::DYNAMIC) => {
            ctx.intern_type(TypeKind::RankedTensor { shape: shape.clone(), elem: *elem, encoding: None })
        }
        _ => {
            // Reported at the op, as upstream's.
            let text = mlir_ir::print::type_to_string(&ctx, ty);
            let at = p.name_offset();
            return Err(p.error_at(at, format!("type should be static shaped memref, but got '{text}'")));
        }
    };
    if let Some(Var::Attr(j)) = var(args, 0) {
        fs.attrs[j] = Some(ctx.type_attr(ty));
    }
    if !p.parse_optional_punct(Punct::Equal) {
        return Ok(());
    }
    let value = if p.parse_optional_keyword("uninitialized") {
        ctx.unit_attr()
    } else {
        let v = p.parse_attribute(Some(tensor))?;
        if !matches!(ctx.attr_kind(v), AttrKind::DenseElements { .. } | AttrKind::DenseString { .. } | AttrKind::DenseResource { .. } | AttrKind::Sparse { .. }) {
            let at = p.name_offset();
            return Err(p.error_at(at, "initial value should be a unit or elements attribute".into()));
        }
        v
    };
    if let Some(Var::Attr(j)) = var(args, 1) {
        fs.attrs[j] = Some(value);
    }
    Ok(())
}

fn print_type_and_initial_value(p: &mut OpPrinter<'_>, op: OpId, _def: &OpDef, _args: &[Elem]) {
    let ir = p.ir;
    let ctx = ir.ctx.clone();
    if let Some(AttrKind::Type(t)) = prop(ir, op, "type").map(|a| ctx.attr_kind(a)) {
        p.print_type(*t);
    }
    if let Some(v) = prop(ir, op, "initial_value") {
        p.out().push_str(" = ");
        if matches!(ctx.attr_kind(v), AttrKind::Unit) {
            p.out().push_str("uninitialized");
        } else {
            p.w.print_attr(v, Elision::Must);
        }
    }
}

/// `[-> types] region attr-dict`: the body's terminator is implicit when the scope yields
/// nothing.
pub(super) fn parse_alloca_scope(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    if p.parse_optional_punct(Punct::Arrow) {
        p.parse_arrow_type_list(&mut st.result_types)?;
    }
    let mut blocks = p.parse_region(&[])?;
    crate::scf::syntax::ensure_terminator(p, &mut blocks, "memref.alloca_scope.return");
    st.regions.push(blocks);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

pub(super) fn print_alloca_scope(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    p.out().push(' ');
    let tys: Vec<_> = ir.result_types(op).collect();
    if !tys.is_empty() {
        p.out().push_str(" -> (");
        p.w.comma_types(&tys);
        p.out().push(')');
    }
    p.out().push(' ');
    p.print_region(ir.region(op, 0), false, !tys.is_empty(), false);
    let entries = ir.ctx.dict_entries(ir.attrs(op)).to_vec();
    p.print_optional_attr_dict(&entries, &[]);
}

/// Operand `%m[%i, ...]` resolved against `ty`'s element count of indices (index type).
fn parse_access(p: &mut dyn AsmParser) -> PResult<(mlir_ir::UnresolvedOperand, Vec<mlir_ir::UnresolvedOperand>)> {
    let m = p.parse_operand()?;
    p.parse_punct(Punct::LSquare)?;
    let mut indices = Vec::new();
    p.parse_operand_list(&mut indices)?;
    p.parse_punct(Punct::RSquare)?;
    Ok((m, indices))
}

fn print_access(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let vals: Vec<_> = ir.operands(op).collect();
    p.out().push(' ');
    p.print_value(vals[0], true);
    p.out().push('[');
    p.print_values(vals[1..].iter().copied());
    p.out().push(']');
}

/// `%m[%i, ...], read|write, locality<N>, data|instr [attr-dict] : type` (the dictionary is
/// printed, not parsed, as upstream's)
pub(super) fn parse_prefetch(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let (m, indices) = parse_access(p)?;
    p.parse_punct(Punct::Comma)?;
    // Its errors point at the op, as upstream's.
    let at = p.name_offset();
    let rw = p.parse_optional_any_keyword().unwrap_or_default();
    if rw != "read" && rw != "write" {
        return Err(p.error_at(at, "rw specifier has to be 'read' or 'write'".into()));
    }
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("locality")?;
    p.parse_punct(Punct::Less)?;
    let i32t = ctx.integer_type(32, mlir_ir::Signedness::Signless);
    let hint = p.parse_attribute(Some(i32t))?;
    p.parse_punct(Punct::Greater)?;
    p.parse_punct(Punct::Comma)?;
    let cache = p.parse_optional_any_keyword().unwrap_or_default();
    if cache != "data" && cache != "instr" {
        return Err(p.error_at(at, "cache type has to be 'data' or 'instr'".into()));
    }
    // (Upstream's parser reads no attribute dictionary here, although its printer writes one.)
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(m, ty)?);
    for i in indices {
        st.operands.push(p.resolve_operand(i, ctx.index_type())?);
    }
    st.props.push((ctx.ident("isWrite"), ctx.bool_attr(rw == "write")));
    st.props.push((ctx.ident("localityHint"), hint));
    st.props.push((ctx.ident("isDataCache"), ctx.bool_attr(cache == "data")));
    Ok(())
}

pub(super) fn print_prefetch(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = ir.ctx.clone();
    p.print_op_name(op);
    print_access(p, op);
    let flag = |name: &str| prop(ir, op, name).is_some_and(|a| a == ctx.bool_attr(true));
    p.out().push_str(if flag("isWrite") { ", write" } else { ", read" });
    p.out().push_str(", locality<");
    if let Some(h) = prop(ir, op, "localityHint") {
        p.w.print_attr(h, Elision::Must);
    }
    p.out().push('>');
    p.out().push_str(if flag("isDataCache") { ", data" } else { ", instr" });
    let entries = ctx.dict_entries(ir.attrs(op)).to_vec();
    p.print_optional_attr_dict(&entries, &[]);
    p.out().push_str(" : ");
    let t = ir.value_type(ir.operand(op, 0));
    p.print_type(t);
}

/// `%m[%i, ...] : type region attr-dict`: the body's one argument has the element type.
pub(super) fn parse_generic_atomic_rmw(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let (m, indices) = parse_access(p)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(m, ty)?);
    for i in indices {
        st.operands.push(p.resolve_operand(i, ctx.index_type())?);
    }
    let blocks = p.parse_region(&[])?;
    st.regions.push(blocks);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if let Some(e) = ctx.type_kind(ty).element_type() {
        st.result_types.push(e);
    }
    Ok(())
}

pub(super) fn print_generic_atomic_rmw(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    p.print_op_name(op);
    print_access(p, op);
    p.out().push_str(" : ");
    let t = ir.value_type(ir.operand(op, 0));
    p.print_type(t);
    p.out().push(' ');
    p.print_region(ir.region(op, 0), true, true, false);
    let entries = ir.ctx.dict_entries(ir.attrs(op)).to_vec();
    p.print_optional_attr_dict(&entries, &[]);
}

/// `custom<DynamicIndexList>($values, $static)`: `[` entries `]`, each an SSA value (where the
/// static array holds the dynamic marker) or an integer.
fn parse_dynamic_index_list(p: &mut dyn AsmParser, fs: &mut FormatState, _def: &OpDef, args: &[Elem]) -> PResult<()> {
    let ctx = p.context().clone();
    let (mut values, mut statics) = (Vec::new(), Vec::new());
    p.parse_punct(Punct::LSquare)?;
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            if let Some(v) = p.parse_optional_operand()? {
                values.push(v);
                statics.push(mlir_ir::DYNAMIC);
            } else if let Some(i) = p.parse_optional_integer()? {
                statics.push(i64::try_from(i).unwrap_or(mlir_ir::DYNAMIC));
            } else {
                // Upstream reports the failed integer, then the entry, at the op.
                let at = p.offset();
                p.error_at(at, "expected integer value".into());
                let op_at = p.name_offset();
                return Err(p.error_at(op_at, "expected SSA value or integer".into()));
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        if !p.parse_optional_punct(Punct::RSquare) {
            return Err(p.wrong_token("expected ']' in dynamic index list"));
        }
    }
    if let Some(Var::Operand(i)) = var(args, 0) {
        fs.operands[i] = values.into_iter().collect();
    }
    if let Some(Var::Attr(j)) = var(args, 1) {
        fs.attrs[j] = Some(crate::common::i64_array(&ctx, &statics));
    }
    Ok(())
}

fn print_dynamic_index_list(p: &mut OpPrinter<'_>, op: OpId, def: &OpDef, args: &[Elem]) {
    let ir = p.ir;
    let (Some(Var::Operand(i)), Some(Var::Attr(j))) = (var(args, 0), var(args, 1)) else { return };
    let segments = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes");
    let ranges = mlir_ods::groups::split(&def.operands, ir.num_operands(op), segments.as_deref());
    let values: Vec<_> = match ranges.and_then(|r| r.get(i).cloned()) {
        Some(r) => r.map(|k| ir.operand(op, k)).collect(),
        None => Vec::new(),
    };
    let statics = crate::common::i64s(&ir.ctx, prop(ir, op, &def.attrs[j].name));
    let mut next = values.into_iter();
    p.out().push('[');
    for (k, s) in statics.iter().enumerate() {
        if k > 0 {
            p.out().push_str(", ");
        }
        if *s == mlir_ir::DYNAMIC {
            if let Some(v) = next.next() {
                p.print_value(v, true);
            }
        } else {
            p.out().push_str(&s.to_string());
        }
    }
    p.out().push(']');
}

/// `%in (d0, d1) -> (d1, d0) attr-dict : type to type`: the permutation as a bare map.
pub(super) fn parse_transpose(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let input = p.parse_operand()?;
    let map = p.parse_affine_map_attr()?;
    let mut dict = Vec::new();
    p.parse_optional_attr_dict(&mut dict)?;
    st.attrs.extend(dict);
    p.parse_punct(Punct::Colon)?;
    let in_ty = p.parse_type()?;
    p.parse_keyword("to")?;
    let out_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(input, in_ty)?);
    st.result_types.push(out_ty);
    st.props.push((ctx.ident("permutation"), map));
    Ok(())
}

pub(super) fn print_transpose(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = ir.ctx.clone();
    p.print_op_name(op);
    p.out().push(' ');
    p.print_value(ir.operand(op, 0), true);
    p.out().push(' ');
    if let Some(AttrKind::AffineMap(m)) = prop(ir, op, "permutation").map(|a| ctx.attr_kind(a)) {
        let mut text = String::new();
        mlir_ir::affine_ops::write_map(&mut text, m);
        p.out().push_str(&text);
    }
    let entries = ctx.dict_entries(ir.attrs(op)).to_vec();
    p.print_optional_attr_dict(&entries, &[]);
    p.out().push_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.out().push_str(" to ");
    if let Some(t) = ir.result_types(op).next() {
        p.print_type(t);
    }
}

/// `%src[...], %dst[...], %n, %tag[...][, %stride, %per_stride] : src, dst, tag` (an attribute
/// dictionary is printed after the operands, not parsed)
pub(super) fn parse_dma_start(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let index = ctx.index_type();
    let (src, src_indices) = parse_access(p)?;
    p.parse_punct(Punct::Comma)?;
    let (dst, dst_indices) = parse_access(p)?;
    p.parse_punct(Punct::Comma)?;
    let n = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let (tag, tag_indices) = parse_access(p)?;
    let mut strides = Vec::new();
    if p.parse_optional_punct(Punct::Comma) {
        p.parse_operand_list(&mut strides)?;
    }
    if !strides.is_empty() && strides.len() != 2 {
        let at = p.name_offset();
        return Err(p.error_at(at, "expected two stride related operands".into()));
    }
    // (As upstream's, no attribute dictionary is read, although one is printed.)
    p.parse_punct(Punct::Colon)?;
    let mut types = Vec::new();
    p.parse_type_list(&mut types)?;
    if types.len() != 3 {
        let at = p.name_offset();
        return Err(p.error_at(at, "fewer/more types expected".into()));
    }
    st.operands.push(p.resolve_operand(src, types[0])?);
    for i in src_indices {
        st.operands.push(p.resolve_operand(i, index)?);
    }
    st.operands.push(p.resolve_operand(dst, types[1])?);
    for i in dst_indices {
        st.operands.push(p.resolve_operand(i, index)?);
    }
    st.operands.push(p.resolve_operand(n, index)?);
    st.operands.push(p.resolve_operand(tag, types[2])?);
    for i in tag_indices {
        st.operands.push(p.resolve_operand(i, index)?);
    }
    for s in strides {
        st.operands.push(p.resolve_operand(s, index)?);
    }
    Ok(())
}

pub(super) fn print_dma_start(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = ir.ctx.clone();
    let vals: Vec<_> = ir.operands(op).collect();
    let rank = |k: usize| vals.get(k).and_then(|v| ctx.type_kind(ir.value_type(*v)).shape().map(<[i64]>::len)).unwrap_or(0);
    let src_rank = rank(0);
    let dst_at = 1 + src_rank;
    let dst_rank = rank(dst_at);
    let n_at = dst_at + 1 + dst_rank;
    let tag_at = n_at + 1;
    let tag_rank = rank(tag_at);
    let end = (tag_at + 1 + tag_rank).min(vals.len());
    p.print_op_name(op);
    p.out().push(' ');
    let access = |p: &mut OpPrinter<'_>, at: usize, r: usize| {
        if let Some(v) = vals.get(at) {
            p.print_value(*v, true);
        }
        p.out().push('[');
        p.print_values(vals.iter().skip(at + 1).take(r).copied());
        p.out().push(']');
    };
    access(p, 0, src_rank);
    p.out().push_str(", ");
    access(p, dst_at, dst_rank);
    p.out().push_str(", ");
    if let Some(v) = vals.get(n_at) {
        p.print_value(*v, true);
    }
    p.out().push_str(", ");
    access(p, tag_at, tag_rank);
    if vals.len() > end {
        p.out().push_str(", ");
        p.print_values(vals[end..].iter().copied());
    }
    let entries = ctx.dict_entries(ir.attrs(op)).to_vec();
    p.print_optional_attr_dict(&entries, &[]);
    p.out().push_str(" : ");
    for (k, at) in [0, dst_at, tag_at].into_iter().enumerate() {
        if k > 0 {
            p.out().push_str(", ");
        }
        if let Some(v) = vals.get(at) {
            p.print_type(ir.value_type(*v));
        }
    }
}
