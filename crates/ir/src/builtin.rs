//! The builtin dialect's operations, which the core itself needs: `builtin.module` (the
//! implicit top level) and `builtin.unrealized_conversion_cast`.

use crate::asm::{AsmParser, PResult, ParsedOp, Punct};
use crate::attrs::{AttrKind, Attribute};
use crate::context::Context;
use crate::dialect::{OpHooks, OpInfo, Traits};
use crate::print::{write_keyword_or_string, OpPrinter};
use crate::store::{Ir, OpId};
use crate::types::Type;

pub const MODULE: &str = "builtin.module";
pub const UNREALIZED_CONVERSION_CAST: &str = "builtin.unrealized_conversion_cast";

pub(crate) fn register(ctx: &Context) {
    ctx.load_dialect("builtin");
    ctx.register_op(
        OpInfo::new(
        MODULE,
        Traits::ISOLATED_FROM_ABOVE
            | Traits::SYMBOL_TABLE
            | Traits::NO_TERMINATOR
            | Traits::SINGLE_BLOCK
            | Traits::GRAPH_REGIONS
            | Traits::AFFINE_SCOPE
            | Traits::ZERO_OPERANDS
            | Traits::ZERO_RESULTS
            | Traits::ONE_REGION
            | Traits::SYMBOL,
        )
        .with_inherent_attrs(&["sym_name", "sym_visibility"])
        .with_default_dialect("builtin")
        .with_hooks(ModuleHooks),
    );
    ctx.register_op(OpInfo::new(UNREALIZED_CONVERSION_CAST, Traits::default()).with_hooks(CastHooks));
}

/// Whether a `builtin.module` has the shape its custom form can express (unverified IR may
/// not, and then prints generically).
pub(crate) fn module_has_custom_form(ir: &Ir, op: OpId) -> bool {
    ir.num_regions(op) == 1 && ir.num_operands(op) == 0 && ir.num_results(op) == 0 && ir.num_successors(op) == 0
}

struct ModuleHooks;

impl OpHooks for ModuleHooks {
    fn has_symbol_uses(&self) -> bool {
        false
    }

    fn has_custom_parser(&self) -> bool {
        true
    }

    /// `module (@name)? (<props>)? (attributes {...})? region`
    fn parse(&self, p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
        let ctx = p.context().clone();
        if let Some(n) = p.parse_optional_symbol_name() {
            st.props.push((ctx.ident(crate::symbol::SYM_NAME), ctx.string_attr(&n)));
        }
        // `<name = value, ...>`: properties the format does not place.
        if p.parse_optional_punct(Punct::Less) {
            if !p.parse_optional_punct(Punct::Greater) {
                loop {
                    let Some(n) = p.parse_optional_any_keyword() else {
                        return Err(p.wrong_token("expected attribute name"));
                    };
                    if !p.parse_optional_punct(Punct::Equal) {
                        return Err(p.wrong_token("expected '=' after property name"));
                    }
                    let v = p.parse_attribute(None)?;
                    st.props.push((ctx.ident(&n), v));
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::Greater)?;
            }
        }
        let dict_at = p.offset();
        p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
        // Inherent attributes belong in the properties, as upstream's strict properties rule.
        let inherent = [ctx.ident(crate::symbol::SYM_NAME), ctx.ident(crate::symbol::SYM_VISIBILITY)];
        if let Some((n, _)) = st.attrs.iter().find(|(n, _)| inherent.contains(n)) {
            let msg = format!(
                "inherent attribute '{}' cannot be parsed from attr-dict when strict properties in assembly format is enabled",
                ctx.str(*n)
            );
            return Err(p.error_at(dict_at, msg));
        }
        let mut blocks = p.parse_region(&[])?;
        if blocks.is_empty() {
            if let Some(ir) = p.ir() {
                blocks.push(ir.create_block());
            }
        }
        st.regions.push(blocks);
        Ok(())
    }

    /// `module @name <props> attributes {...} {...}`
    fn print(&self, p: &mut OpPrinter<'_>, op: OpId) -> Option<()> {
        let ir = p.ir;
        if !module_has_custom_form(ir, op) {
            return None;
        }
        let ctx = &ir.ctx;
        p.print_op_name(op);
        let mut props: Vec<(crate::ident::Ident, Attribute)> =
            ir.props(op).map(|d| ctx.dict_entries(d).to_vec()).unwrap_or_default();
        let sym = ctx.ident(crate::symbol::SYM_NAME);
        if let Some(pos) = props.iter().position(|(n, _)| *n == sym) {
            let (_, name) = props.remove(pos);
            if let AttrKind::String { value, .. } = ctx.attr_kind(name) {
                p.out().push_str(" @");
                write_keyword_or_string(p.out(), &String::from_utf8_lossy(value));
            }
        }
        // Properties without a place in the format print as `<name = value>`.
        if !props.is_empty() {
            p.out().push_str(" <");
            p.w.print_named_attrs(&props);
            p.out().push('>');
        }
        let entries = ctx.dict_entries(ir.attrs(op));
        if !entries.is_empty() {
            p.out().push_str(" attributes {");
            p.w.print_named_attrs(entries);
            p.out().push('}');
        }
        p.out().push(' ');
        p.print_region(ir.region(op, 0), false, true, false);
        Some(())
    }
}

struct CastHooks;

impl OpHooks for CastHooks {
    fn has_symbol_uses(&self) -> bool {
        false
    }

    /// Upstream's fold: a cast to its own operand types is its operands; a cast undoing a
    /// cast whose results it takes whole, in order, is that cast's operands.
    fn fold(&self, ir: &Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<Vec<crate::FoldResult>> {
        let inputs: Vec<crate::Value> = ir.operands(op).collect();
        let in_types: Vec<crate::Type> = inputs.iter().map(|&v| ir.value_type(v)).collect();
        let out_types: Vec<crate::Type> = ir.result_types(op).collect();
        if out_types.is_empty() {
            return None;
        }
        if in_types == out_types {
            return Some(inputs.into_iter().map(crate::FoldResult::Value).collect());
        }
        let first = *inputs.first()?;
        let producer = ir.defining_op(first)?;
        if ir.name_str(producer) != UNREALIZED_CONVERSION_CAST || ir.results(producer).collect::<Vec<_>>() != inputs {
            return None;
        }
        let sources: Vec<crate::Value> = ir.operands(producer).collect();
        if sources.iter().map(|&v| ir.value_type(v)).collect::<Vec<_>>() != out_types {
            return None;
        }
        Some(sources.into_iter().map(crate::FoldResult::Value).collect())
    }

    fn has_custom_parser(&self) -> bool {
        true
    }

    /// `unrealized_conversion_cast (%in, ... : types)? to types attr-dict`
    fn parse(&self, p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
        let mut uses = Vec::new();
        p.parse_operand_list(&mut uses)?;
        let mut in_types = Vec::new();
        if !uses.is_empty() {
            p.parse_punct(Punct::Colon)?;
            p.parse_type_list(&mut in_types)?;
        }
        p.parse_keyword("to")?;
        p.parse_type_list(&mut st.result_types)?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
        if uses.len() != in_types.len() {
            return Err(p.error(format!("{} operands present, but expected {}", uses.len(), in_types.len())));
        }
        for (u, t) in uses.into_iter().zip(in_types) {
            st.operands.push(p.resolve_operand(u, t)?);
        }
        Ok(())
    }

    /// `unrealized_conversion_cast %a, %b : t1, t2 to t3 {attrs}`
    fn print(&self, p: &mut OpPrinter<'_>, op: OpId) -> Option<()> {
        let ir = p.ir;
        if ir.num_regions(op) != 0 || ir.num_successors(op) != 0 || ir.props(op).is_some() {
            return None;
        }
        p.print_op_name(op);
        if ir.num_operands(op) > 0 {
            p.out().push(' ');
            p.print_values(ir.operands(op));
            p.out().push_str(" : ");
            let types: Vec<Type> = ir.operand_types(op).collect();
            p.w.comma_types(&types);
        }
        p.out().push_str(" to ");
        let results: Vec<Type> = ir.result_types(op).collect();
        p.w.comma_types(&results);
        p.print_optional_attr_dict(ir.ctx.dict_entries(ir.attrs(op)), &[]);
        Some(())
    }
}
