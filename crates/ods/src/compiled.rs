//! An op definition made ready for one context: its format read, its attribute names
//! interned, its default values built.

use crate::def::{OpDef, Trait};
use crate::format::Format;
use mlir_ir::{Attribute, Context, Ident, Ir, OpId};
use std::sync::Arc;

pub struct CompiledOp {
    pub def: Arc<OpDef>,
    /// The format, read once per definition and shared by every context.
    pub format: Option<Arc<Format>>,
    /// The interned name of each attribute of `def.attrs`.
    pub attr_ids: Vec<Ident>,
    /// The default value of each attribute, if it has one.
    pub defaults: Vec<Option<Attribute>>,
    /// `AttrSizedOperandSegments` / `AttrSizedResultSegments`.
    pub sized_operands: bool,
    pub sized_results: bool,
    /// Every operand (result) group holds one value, without segment sizes.
    pub single_operands: bool,
    pub single_results: bool,
    pub operand_segments_id: Ident,
    pub result_segments_id: Ident,
    /// The trait type constraints with their names resolved, in trait order.
    pub links: Vec<Link>,
    /// Per attribute of `def.attrs` written in a dialect attribute's own syntax: its hooks,
    /// found on first use (under the context's lock) and kept. Only a found hook is kept: a
    /// dialect loaded later can still register it.
    pub attr_hooks: Vec<std::sync::OnceLock<Arc<dyn mlir_ir::AttrHooks>>>,
    /// Per attribute of `def.attrs`: the interned (dialect, mnemonic) of the dialect attribute
    /// its syntax names, if any.
    pub dialect_attr_ids: Vec<Option<(Ident, Ident)>>,
    /// The straight-line parse of a simple format (`format/simple.rs`), when it has one.
    pub simple: Option<crate::format::simple::Plan>,
}

/// A named operand, result or attribute of the definition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Named {
    Operand(usize),
    Result(usize),
    Attr(usize),
}

/// A type relation between named values that a trait states.
#[derive(Clone, Debug)]
pub enum Link {
    /// `SameOperandsAndResultType` (`with_results`) or `SameTypeOperands`.
    Same { with_results: bool },
    AllMatch(Vec<Named>),
    MatchWith { from: Named, to: Named, transform: fn(&Context, mlir_ir::Type) -> Option<mlir_ir::Type> },
}

fn named(def: &OpDef, name: &str) -> Option<Named> {
    if let Some(i) = def.operands.iter().position(|o| o.name == name) {
        return Some(Named::Operand(i));
    }
    if let Some(i) = def.results.iter().position(|o| o.name == name) {
        return Some(Named::Result(i));
    }
    def.attrs.iter().position(|o| o.name == name).map(Named::Attr)
}

impl CompiledOp {
    pub fn new(ctx: &Context, def: Arc<OpDef>) -> Result<CompiledOp, String> {
        let format = match &def.format {
            Some(text) => {
                let read = def.format_cache.get_or_init(|| Format::new(&def, text).map(Arc::new));
                Some(read.clone()?)
            }
            None => None,
        };
        let attr_ids = def.attrs.iter().map(|a| ctx.ident(&a.name)).collect();
        let defaults = def.attrs.iter().map(|a| a.default.as_ref().map(|d| (d.build)(ctx))).collect();
        let mut links = Vec::new();
        for t in &def.traits {
            match t {
                Trait::SameOperandsAndResultType => links.push(Link::Same { with_results: true }),
                Trait::SameTypeOperands => links.push(Link::Same { with_results: false }),
                Trait::AllTypesMatch(names) => {
                    let vars: Option<Vec<Named>> = names.iter().map(|n| named(&def, n)).collect();
                    links.push(Link::AllMatch(vars.ok_or_else(|| format!("AllTypesMatch names an unknown value in {names:?}"))?));
                }
                Trait::TypesMatchWith { from, to, transform, .. } => {
                    let (Some(f), Some(t)) = (named(&def, from), named(&def, to)) else {
                        return Err(format!("TypesMatchWith names an unknown value: {from} / {to}"));
                    };
                    links.push(Link::MatchWith { from: f, to: t, transform: *transform });
                }
                _ => {}
            }
        }
        let single = |v: &[crate::def::ValueDef]| v.iter().all(|d| d.arity == crate::def::Arity::Single);
        let (sized_operands, sized_results) = (def.has_trait(&Trait::AttrSizedOperandSegments), def.has_trait(&Trait::AttrSizedResultSegments));
        let single_operands = !sized_operands && single(&def.operands);
        let single_results = !sized_results && single(&def.results);
        let simple = format.as_ref().and_then(|f| crate::format::simple::plan(&def, f, &links, single_operands && single_results));
        Ok(CompiledOp {
            simple,
            single_operands,
            single_results,
            sized_operands,
            sized_results,
            operand_segments_id: ctx.ident("operandSegmentSizes"),
            result_segments_id: ctx.ident("resultSegmentSizes"),
            links,
            attr_hooks: def.attrs.iter().map(|_| std::sync::OnceLock::new()).collect(),
            dialect_attr_ids: def
                .attrs
                .iter()
                .map(|a| match &a.constraint.syntax {
                    crate::constraint::AttrSyntax::Dialect { dialect, mnemonic, .. } => Some((ctx.ident(dialect), ctx.ident(mnemonic))),
                    _ => None,
                })
                .collect(),
            def,
            format,
            attr_ids,
            defaults,
        })
    }

    /// The hooks of the dialect attribute that attribute `i`'s syntax names, if registered.
    pub fn dialect_attr_hooks(&self, ctx: &Context, i: usize) -> Option<&Arc<dyn mlir_ir::AttrHooks>> {
        let cell = &self.attr_hooks[i];
        if cell.get().is_none() {
            let (dialect, mnemonic) = self.dialect_attr_ids[i]?;
            let _ = cell.set(ctx.attr_hooks_by_id(dialect, mnemonic)?);
        }
        cell.get()
    }

    /// The value of attribute `i` (a property), if set.
    pub fn attr(&self, ir: &Ir, op: OpId, i: usize) -> Option<Attribute> {
        let props = ir.props(op)?;
        let id = self.attr_ids[i];
        ir.ctx.dict_entries(props).iter().find(|(n, _)| *n == id).map(|(_, a)| *a)
    }

    /// Whether attribute `i` is set to something other than its default.
    pub fn attr_is_non_default(&self, ir: &Ir, op: OpId, i: usize) -> bool {
        match self.attr(ir, op, i) {
            None => false,
            Some(a) => self.defaults[i] != Some(a),
        }
    }
}
