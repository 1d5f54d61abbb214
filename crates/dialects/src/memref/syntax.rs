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
    register_directive(
        "GlobalMemrefOpTypeAndInitialValue",
        CustomDirective { print: print_type_and_initial_value, parse: parse_type_and_initial_value },
    );
}

fn var(args: &[Elem], i: usize) -> Option<Var> {
    match args.get(i)? {
        Elem::Var(v) => Some(*v),
        _ => None,
    }
}

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
