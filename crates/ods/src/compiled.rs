//! An op definition made ready for one context: its format read, its attribute names
//! interned, its default values built.

use crate::def::OpDef;
use crate::format::Format;
use mlir_ir::{Attribute, Context, Ident, Ir, OpId};
use std::sync::Arc;

pub struct CompiledOp {
    pub def: Arc<OpDef>,
    pub format: Option<Format>,
    /// The interned name of each attribute of `def.attrs`.
    pub attr_ids: Vec<Ident>,
    /// The default value of each attribute, if it has one.
    pub defaults: Vec<Option<Attribute>>,
}

impl CompiledOp {
    pub fn new(ctx: &Context, def: Arc<OpDef>) -> Result<CompiledOp, String> {
        let format = match &def.format {
            Some(text) => Some(Format::new(&def, text)?),
            None => None,
        };
        let attr_ids = def.attrs.iter().map(|a| ctx.ident(&a.name)).collect();
        let defaults = def.attrs.iter().map(|a| a.default.as_ref().map(|d| (d.build)(ctx))).collect();
        Ok(CompiledOp { def, format, attr_ids, defaults })
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
