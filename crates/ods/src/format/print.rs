//! Prints an op by its declarative format (upstream's generated `print` methods).

use super::simple::PrintStep;
use super::{is_unit_attr, Elem, Group, Item, TypeOf, Var};
use crate::compiled::CompiledOp;
use crate::constraint::AttrSyntax;
use mlir_ir::print::{write_keyword_or_string, Elision, OpPrinter};
use mlir_ir::{AttrKind, OpId, Type};

struct Ctx<'c> {
    c: &'c CompiledOp,
    op: OpId,
    operands: crate::groups::Ranges,
    results: crate::groups::Ranges,
}

/// Prints `op`; `None` (having printed nothing) when the op does not fit its definition
/// (unverified IR), so the caller falls back to the generic form.
pub fn print(c: &CompiledOp, p: &mut OpPrinter<'_>, op: OpId) -> Option<()> {
    let format = c.format.as_ref()?;
    if c.simple.is_some() && super::simple::enabled() {
        return print_simple(c, p, op, &format.elems);
    }
    let ir = p.ir;
    let cx = Ctx { c, op, operands: crate::groups::operand_ranges(c, ir, op)?, results: crate::groups::result_ranges(c, ir, op)? };
    if ir.num_regions(op) != c.def.regions.len() && !c.def.regions.iter().any(|r| r.variadic) {
        return None;
    }
    if ir.num_successors(op) < c.def.successors.iter().filter(|s| !s.variadic).count() {
        return None;
    }
    p.print_op_name(op);
    items(&cx, p, &format.elems);
    Some(())
}

/// [`print`] for a format with a straight-line parse (`simple.rs`): every operand and result
/// is single, so the value of group `i` is value `i` and needs no range. The plan's steps print
/// operands, types and fixed text directly; any other element prints as [`item`] prints it.
fn print_simple(c: &CompiledOp, p: &mut OpPrinter<'_>, op: OpId, elems: &[Item]) -> Option<()> {
    let ir = p.ir;
    // The checks `print` makes through the group ranges: counts as defined, no regions.
    if ir.num_operands(op) != c.def.operands.len() || ir.num_results(op) != c.def.results.len() || ir.num_regions(op) != 0 {
        return None;
    }
    let plan = c.simple.as_ref()?;
    p.print_op_name(op);
    let cx = Ctx { c, op, operands: Default::default(), results: Default::default() };
    for step in &plan.print {
        match step {
            PrintStep::Text(t) => p.out().push_str(t),
            PrintStep::Operand(i) => p.print_value(ir.operand(op, *i), true),
            PrintStep::OperandType(i) => p.print_type(ir.value_type(ir.operand(op, *i))),
            PrintStep::ResultType(i) => p.print_type(ir.value_type(ir.result(op, *i))),
            PrintStep::Item(k) => item(&cx, p, &elems[*k]),
        }
    }
    Some(())
}

fn items(cx: &Ctx<'_>, p: &mut OpPrinter<'_>, items_: &[Item]) {
    for it in items_ {
        item(cx, p, it);
    }
}

fn space(p: &mut OpPrinter<'_>, it: &Item) {
    if it.space {
        p.out().push(' ');
    }
}

fn item(cx: &Ctx<'_>, p: &mut OpPrinter<'_>, it: &Item) {
    let ir = p.ir;
    let op = cx.op;
    match &it.elem {
        Elem::Literal(v) => {
            space(p, it);
            p.out().push_str(v);
        }
        Elem::Space(true) => p.out().push(' '),
        Elem::Space(false) | Elem::Ref(_) => {}
        Elem::Newline => {
            p.out().push('\n');
        }
        Elem::AttrDict { with_keyword } => attr_dict(cx, p, *with_keyword),
        Elem::PropDict => prop_dict(cx, p),
        Elem::Optional(g) => group(cx, p, g),
        Elem::Oilist(clauses) => {
            for (kw, es) in clauses {
                if es.iter().any(|e| present(cx, p, &e.elem)) {
                    p.out().push(' ');
                    p.out().push_str(kw);
                    items(cx, p, es);
                }
            }
        }
        e => {
            space(p, it);
            match e {
                Elem::Var(v) => var(cx, p, *v, false),
                Elem::Qualified(v) => var(cx, p, *v, true),
                Elem::Type { of, .. } => {
                    let tys = types_of(cx, p, *of);
                    p.w.comma_types(&tys);
                }
                Elem::FunctionalType(a, b) => {
                    let (ins, outs) = (types_of(cx, p, *a), types_of(cx, p, *b));
                    p.out().push('(');
                    p.w.comma_types(&ins);
                    p.out().push_str(") -> ");
                    let bare = outs.len() == 1 && !matches!(ir.ctx.type_kind(outs[0]), mlir_ir::TypeKind::Function { .. });
                    if bare {
                        p.print_type(outs[0]);
                    } else {
                        p.out().push('(');
                        p.w.comma_types(&outs);
                        p.out().push(')');
                    }
                }
                Elem::Operands => p.print_values(ir.operands(op)),
                Elem::Regions => {
                    let rs: Vec<_> = ir.regions(op).collect();
                    for (i, r) in rs.into_iter().enumerate() {
                        if i > 0 {
                            p.out().push_str(", ");
                        }
                        region(cx, p, r);
                    }
                }
                Elem::Successors => {
                    let bs: Vec<_> = ir.successors(op).collect();
                    for (i, b) in bs.into_iter().enumerate() {
                        if i > 0 {
                            p.out().push_str(", ");
                        }
                        p.print_block_name(b);
                    }
                }
                Elem::Custom { name, args } => {
                    if let Some(d) = crate::custom::directive(name) {
                        (d.print)(p, op, &cx.c.def, args);
                    }
                }
                _ => {}
            }
        }
    }
}

fn types_of(cx: &Ctx<'_>, p: &OpPrinter<'_>, of: TypeOf) -> smallvec::SmallVec<[Type; 4]> {
    let ir = p.ir;
    let op = cx.op;
    match of {
        TypeOf::Operand(i) => {
            let r = cx.operands[i].clone();
            ir.operand_types(op).skip(r.start).take(r.len()).collect()
        }
        TypeOf::Result(i) => cx.results[i].clone().map(|k| ir.value_type(ir.result(op, k))).collect(),
        TypeOf::AllOperands => ir.operand_types(op).collect(),
        TypeOf::AllResults => ir.result_types(op).collect(),
    }
}

/// Whether the region's terminator carries nothing (an implicit terminator the format may
/// leave out).
pub fn bare_terminator(ir: &mlir_ir::Ir, r: mlir_ir::RegionId) -> bool {
    let Some(t) = ir.first_block(r).and_then(|b| ir.last_op(b)) else {
        return false;
    };
    ir.num_operands(t) == 0 && ir.num_results(t) == 0 && ir.ctx.dict_entries(ir.attrs(t)).is_empty() && ir.props(t).is_none()
}

/// The positions, among an op's `total` regions (or successors), of the declared one at
/// `i`, given which declarations are variadic: a variadic one takes what the fixed ones
/// leave (shared equally, should there be several).
fn group_range(variadic: impl Iterator<Item = bool> + Clone, total: usize, i: usize) -> std::ops::Range<usize> {
    let (n, n_var) = variadic.clone().fold((0, 0), |(n, v), is| (n + 1, v + usize::from(is)));
    let var_len = total.saturating_sub(n - n_var).checked_div(n_var).unwrap_or(0);
    let len = |v: bool| if v { var_len } else { 1 };
    let start: usize = variadic.clone().take(i).map(len).sum();
    let end = (start + variadic.clone().nth(i).map_or(0, len)).min(total);
    start.min(end)..end
}

/// The regions of the op's declared region `i` (see [`group_range`]).
fn region_range(cx: &Ctx<'_>, ir: &mlir_ir::Ir, i: usize) -> std::ops::Range<usize> {
    group_range(cx.c.def.regions.iter().map(|r| r.variadic), ir.num_regions(cx.op), i)
}

/// The successors of the op's declared successor `i` (see [`group_range`]).
fn successor_range(cx: &Ctx<'_>, ir: &mlir_ir::Ir, i: usize) -> std::ops::Range<usize> {
    group_range(cx.c.def.successors.iter().map(|s| s.variadic), ir.num_successors(cx.op), i)
}

fn region(cx: &Ctx<'_>, p: &mut OpPrinter<'_>, r: mlir_ir::RegionId) {
    let print_terminators = cx.c.def.implicit_terminator().is_none() || !bare_terminator(p.ir, r);
    p.print_region(r, true, print_terminators, false);
}

fn var(cx: &Ctx<'_>, p: &mut OpPrinter<'_>, v: Var, qualified: bool) {
    let ir = p.ir;
    let op = cx.op;
    match v {
        Var::Operand(i) => {
            p.print_values(cx.operands[i].clone().map(|k| ir.operand(op, k)));
        }
        Var::Result(i) => {
            p.print_values(cx.results[i].clone().map(|k| ir.result(op, k)));
        }
        Var::Region(i) => {
            let range = region_range(cx, ir, i);
            for (k, r) in ir.regions(op).skip(range.start).take(range.len()).enumerate() {
                if k > 0 {
                    p.out().push_str(", ");
                }
                region(cx, p, r);
            }
        }
        Var::Successor(i) => {
            let range = successor_range(cx, ir, i);
            for (k, b) in ir.successors(op).skip(range.start).take(range.len()).enumerate() {
                if k > 0 {
                    p.out().push_str(", ");
                }
                p.print_block_name(b);
            }
        }
        Var::Attr(i) => {
            let Some(a) = cx.c.attr(ir, op, i) else {
                return;
            };
            if qualified {
                p.print_attr(a);
                return;
            }
            let ctx = &ir.ctx;
            match &cx.c.def.attrs[i].constraint.syntax {
                AttrSyntax::Full => p.print_attr(a),
                AttrSyntax::WithoutType(_) => p.w.print_attr(a, Elision::Must),
                AttrSyntax::Unit => {}
                AttrSyntax::SymbolName => {
                    if let AttrKind::String { value, .. } = ctx.attr_kind(a) {
                        p.out().push('@');
                        write_keyword_or_string(p.out(), &String::from_utf8_lossy(value));
                    } else {
                        p.print_attr(a);
                    }
                }
                AttrSyntax::Type => match ctx.attr_kind(a) {
                    AttrKind::Type(t) => p.print_type(*t),
                    _ => p.print_attr(a),
                },
                AttrSyntax::IntEnum(e) => match e.int_value(ctx, a).and_then(|v| e.stringify(v)) {
                    Some(kw) => write_keyword_or_string(p.out(), &kw),
                    None => p.print_attr(a),
                },
                AttrSyntax::Dialect { .. } => {
                    // The expected attribute prints through the hooks the definition keeps.
                    let hooked = match ctx.attr_kind(a) {
                        AttrKind::Dialect { dialect, mnemonic, params } if cx.c.dialect_attr_ids[i] == Some((*dialect, *mnemonic)) => {
                            cx.c.dialect_attr_hooks(ctx, i).map(|h| (h, params))
                        }
                        _ => None,
                    };
                    match hooked {
                        Some((h, params)) => {
                            if p.push_remembered(a) {
                                return;
                            }
                            let start = p.out().len();
                            h.print(&mut p.w, params);
                            // Integer parameters (enum cases, flags) print the same wherever
                            // met: no aliases, nothing nested.
                            if params.iter().all(|q| matches!(ctx.attr_kind(*q), AttrKind::Integer { .. })) {
                                p.remember_since(a, start);
                            }
                        }
                        None => p.w.print_stripped_attr(a),
                    }
                }
                AttrSyntax::DenseArray(_) => {
                    // `array<i32: 1, 2>` prints as `[1, 2]`.
                    let full = mlir_ir::print::attr_to_string(ctx, a);
                    let body = full.strip_prefix("array<").and_then(|b| b.strip_suffix('>')).map(|b| b.split_once(": ").map_or("", |(_, e)| e));
                    match body {
                        Some(items) => {
                            p.out().push('[');
                            p.out().push_str(items);
                            p.out().push(']');
                        }
                        None => p.print_attr(a),
                    }
                }
            }
        }
    }
}

/// Whether an optional group's anchor (or an oilist clause's element) is present.
fn present(cx: &Ctx<'_>, p: &OpPrinter<'_>, e: &Elem) -> bool {
    let ir = p.ir;
    match e {
        Elem::Var(v) | Elem::Qualified(v) => match *v {
            Var::Operand(i) => !cx.operands[i].is_empty(),
            Var::Result(i) => !cx.results[i].is_empty(),
            Var::Region(i) => {
                let range = region_range(cx, ir, i);
                ir.regions(cx.op).skip(range.start).take(range.len()).any(|r| ir.first_block(r).is_some())
            }
            Var::Successor(i) => !successor_range(cx, ir, i).is_empty(),
            Var::Attr(i) => cx.c.attr_is_non_default(ir, cx.op, i),
        },
        Elem::Type { of, .. } | Elem::FunctionalType(of, _) => match *of {
            TypeOf::Operand(i) => !cx.operands[i].is_empty(),
            TypeOf::Result(i) => !cx.results[i].is_empty(),
            TypeOf::AllOperands => ir.num_operands(cx.op) > 0,
            TypeOf::AllResults => ir.num_results(cx.op) > 0,
        },
        Elem::Operands => ir.num_operands(cx.op) > 0,
        Elem::Regions => ir.num_regions(cx.op) > 0,
        Elem::Successors => ir.num_successors(cx.op) > 0,
        Elem::Custom { args, .. } => args.iter().any(|a| present(cx, p, a)),
        _ => false,
    }
}

fn group(cx: &Ctx<'_>, p: &mut OpPrinter<'_>, g: &Group) {
    if present(cx, p, &g.then[g.anchor].elem) {
        for (j, t) in g.then.iter().enumerate() {
            if j == g.anchor && j != 0 && is_unit_attr(&cx.c.def, &t.elem) {
                continue;
            }
            item(cx, p, t);
        }
    } else {
        items(cx, p, &g.els);
    }
}

/// ` {a = 1}`: the discardable attributes (strict properties: inherent ones never go here).
fn attr_dict(cx: &Ctx<'_>, p: &mut OpPrinter<'_>, with_keyword: bool) {
    let ir = p.ir;
    let entries = ir.ctx.dict_entries(ir.attrs(cx.op));
    if entries.is_empty() {
        return;
    }
    if with_keyword {
        p.out().push_str(" attributes");
    }
    p.print_optional_attr_dict(entries, &[]);
}

/// ` <name = value, unit>`: properties the format does not place, in declaration order,
/// leaving out absent and default-valued ones.
fn prop_dict(cx: &Ctx<'_>, p: &mut OpPrinter<'_>) {
    let ir = p.ir;
    let placed = &cx.c.format.as_ref().expect("format").placed_attrs;
    let mut first = true;
    for (i, a) in cx.c.def.attrs.iter().enumerate() {
        if placed.contains(&i) || !cx.c.attr_is_non_default(ir, cx.op, i) {
            continue;
        }
        p.out().push_str(if first { " <" } else { ", " });
        first = false;
        p.out().push_str(&a.name);
        if !matches!(a.constraint.syntax, AttrSyntax::Unit) {
            p.out().push_str(" = ");
            var(cx, p, Var::Attr(i), false);
        }
    }
    if !first {
        p.out().push('>');
    }
}
