//! The custom directives of the IRDL ops' formats, as upstream's `IRDL.cpp` spells them:
//! - `custom<SingleBlockRegion>($body)`: an optional region; absent or empty, the body is one
//!   empty block, printed not at all;
//! - `custom<NamedValueList>($args, $names)`: `(name: %v, ...)`;
//! - `custom<NamedValueListWithVariadicity>($args, $names, $variadicity)`: the same with an
//!   optional `single`/`optional`/`variadic` before each value (`single` is never printed);
//! - `custom<AttributesOp>($values, $names)`: `{"name" = %v, ...}`, or nothing when empty.

use super::{variadicities_of, variadicity_array, Variadicity};
use mlir_ir::asm::{AsmParser, PResult, Punct, UnresolvedOperand};
use mlir_ir::print::OpPrinter;
use mlir_ir::{AttrKind, Attribute, Context, OpId};
use mlir_ods::custom::{register_directive, CustomDirective};
use mlir_ods::format::parse::FormatState;
use mlir_ods::format::{Elem, Var};
use mlir_ods::OpDef;

pub(super) fn register_directives() {
    register_directive("SingleBlockRegion", CustomDirective { print: print_single_block, parse: parse_single_block });
    register_directive("NamedValueList", CustomDirective { print: print_named_values, parse: parse_named_values });
    register_directive(
        "NamedValueListWithVariadicity",
        CustomDirective { print: print_named_values, parse: parse_named_values_with_variadicity },
    );
    register_directive("AttributesOp", CustomDirective { print: print_attributes, parse: parse_attributes });
}

use mlir_ods::custom::arg_var as var;

fn parse_single_block(p: &mut dyn AsmParser, fs: &mut FormatState, _def: &OpDef, args: &[Elem]) -> PResult<()> {
    let Some(Var::Region(k)) = var(args, 0) else { return Ok(()) };
    let mut blocks = p.parse_optional_region(&[])?.unwrap_or_default();
    if blocks.is_empty() {
        if let Some(ir) = p.ir() {
            blocks.push(ir.create_block());
        }
    }
    fs.regions[k] = vec![blocks];
    Ok(())
}

fn print_single_block(p: &mut OpPrinter<'_>, op: OpId, _def: &OpDef, args: &[Elem]) {
    let Some(Var::Region(k)) = var(args, 0) else { return };
    let ir = p.ir;
    let Some(r) = ir.regions(op).nth(k) else { return };
    let non_empty = ir.first_block(r).is_some_and(|b| ir.block_ops(b).next().is_some());
    if non_empty {
        p.print_region(r, true, true, false);
    }
}

fn strings(ctx: &Context, names: &[String]) -> Attribute {
    let items: Vec<Attribute> = names.iter().map(|n| ctx.string_attr(n)).collect();
    ctx.attr(AttrKind::Array(items.into()))
}

/// The entries of a string array attribute.
pub(super) fn string_list(ctx: &Context, a: Option<Attribute>) -> Vec<String> {
    let Some(a) = a else { return Vec::new() };
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items
            .iter()
            .filter_map(|i| match ctx.attr_kind(*i) {
                AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// `(name: [variadicity] %v, ...)`; `with_variadicity` reads the optional keyword.
fn parse_list(p: &mut dyn AsmParser, with_variadicity: bool) -> PResult<(Vec<UnresolvedOperand>, Vec<String>, Vec<Variadicity>)> {
    let (mut values, mut names, mut vs) = (Vec::new(), Vec::new(), Vec::new());
    p.parse_punct(Punct::LParen)?;
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((values, names, vs));
    }
    loop {
        let Some(name) = p.parse_optional_any_keyword() else {
            let at = p.offset();
            return Err(p.error_at(at, "expected valid keyword".into()));
        };
        p.parse_punct(Punct::Colon)?;
        let mut v = Variadicity::Single;
        if with_variadicity {
            for cand in [Variadicity::Single, Variadicity::Optional, Variadicity::Variadic] {
                if p.parse_optional_keyword(cand.keyword()) {
                    v = cand;
                    break;
                }
            }
        }
        values.push(p.parse_operand()?);
        names.push(name);
        vs.push(v);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok((values, names, vs))
}

fn store_list(p: &mut dyn AsmParser, fs: &mut FormatState, args: &[Elem], with_variadicity: bool) -> PResult<()> {
    let (values, names, vs) = parse_list(p, with_variadicity)?;
    let ctx = p.context().clone();
    if let Some(Var::Operand(i)) = var(args, 0) {
        fs.operands[i] = values.into_iter().collect();
    }
    if let Some(Var::Attr(j)) = var(args, 1) {
        fs.attrs[j] = Some(strings(&ctx, &names));
    }
    if let Some(Var::Attr(j)) = var(args, 2) {
        fs.attrs[j] = Some(variadicity_array(&ctx, &vs));
    }
    Ok(())
}

fn parse_named_values(p: &mut dyn AsmParser, fs: &mut FormatState, _def: &OpDef, args: &[Elem]) -> PResult<()> {
    store_list(p, fs, args, false)
}

fn parse_named_values_with_variadicity(p: &mut dyn AsmParser, fs: &mut FormatState, _def: &OpDef, args: &[Elem]) -> PResult<()> {
    store_list(p, fs, args, true)
}

/// The attribute an argument names (an inherent attribute of the op).
fn attr_arg(p: &OpPrinter<'_>, op: OpId, def: &OpDef, args: &[Elem], i: usize) -> Option<Attribute> {
    let Some(Var::Attr(j)) = var(args, i) else { return None };
    mlir_ods::groups::prop(p.ir, op, &def.attrs[j].name)
}

fn print_named_values(p: &mut OpPrinter<'_>, op: OpId, def: &OpDef, args: &[Elem]) {
    let ctx = p.ir.ctx.clone();
    let names = string_list(&ctx, attr_arg(p, op, def, args, 1));
    let vs = attr_arg(p, op, def, args, 2).and_then(|a| variadicities_of(&ctx, a)).unwrap_or_default();
    let values: Vec<_> = p.ir.operands(op).collect();
    p.out().push('(');
    for (i, v) in values.into_iter().enumerate() {
        if i > 0 {
            p.out().push_str(", ");
        }
        let name = names.get(i).map_or("", String::as_str).to_string();
        p.out().push_str(&name);
        p.out().push_str(": ");
        match vs.get(i) {
            Some(Variadicity::Optional) => p.out().push_str("optional "),
            Some(Variadicity::Variadic) => p.out().push_str("variadic "),
            _ => {}
        }
        p.print_value(v, true);
    }
    p.out().push(')');
}

fn parse_attributes(p: &mut dyn AsmParser, fs: &mut FormatState, _def: &OpDef, args: &[Elem]) -> PResult<()> {
    let (mut values, mut names) = (Vec::new(), Vec::new());
    if p.parse_optional_punct(Punct::LBrace) {
        loop {
            names.push(p.parse_attribute(None)?);
            p.parse_punct(Punct::Equal)?;
            values.push(p.parse_operand()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RBrace)?;
    }
    let ctx = p.context().clone();
    if let Some(Var::Operand(i)) = var(args, 0) {
        fs.operands[i] = values.into_iter().collect();
    }
    if let Some(Var::Attr(j)) = var(args, 1) {
        fs.attrs[j] = Some(ctx.attr(AttrKind::Array(names.into())));
    }
    Ok(())
}

fn print_attributes(p: &mut OpPrinter<'_>, op: OpId, def: &OpDef, args: &[Elem]) {
    let Some(names) = attr_arg(p, op, def, args, 1) else { return };
    let ctx = p.ir.ctx.clone();
    let items: Vec<Attribute> = match ctx.attr_kind(names) {
        AttrKind::Array(items) => items.to_vec(),
        _ => return,
    };
    if items.is_empty() {
        return;
    }
    let values: Vec<_> = p.ir.operands(op).collect();
    p.out().push('{');
    for (i, name) in items.into_iter().enumerate() {
        if i > 0 {
            p.out().push_str(", ");
        }
        p.print_attr(name);
        p.out().push_str(" = ");
        if let Some(v) = values.get(i) {
            p.print_value(*v, true);
        }
    }
    p.out().push('}');
}
