//! `custom<Name>(...)` directives: Rust functions a format calls by name.

use crate::def::OpDef;
use crate::format::Elem;
use crate::format::parse::FormatState;
use mlir_ir::asm::{AsmParser, PResult};
use mlir_ir::print::OpPrinter;
use mlir_ir::OpId;
use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

/// A custom directive: prints and parses the elements named by its arguments.
#[derive(Copy, Clone)]
pub struct CustomDirective {
    pub print: fn(&mut OpPrinter<'_>, OpId, &OpDef, &[Elem]),
    pub parse: fn(&mut dyn AsmParser, &mut FormatState, &OpDef, &[Elem]) -> PResult<()>,
}

fn registry() -> &'static RwLock<HashMap<String, CustomDirective>> {
    static R: OnceLock<RwLock<HashMap<String, CustomDirective>>> = OnceLock::new();
    R.get_or_init(Default::default)
}

/// Makes `custom<name>` available to every format.
pub fn register_directive(name: &str, d: CustomDirective) {
    registry().write().unwrap_or_else(|e| e.into_inner()).insert(name.into(), d);
}

pub fn directive(name: &str) -> Option<CustomDirective> {
    registry().read().unwrap_or_else(|e| e.into_inner()).get(name).copied()
}

/// The variable a directive's argument `i` names (`$body` in `custom<X>($body)`), if it is one.
pub fn arg_var(args: &[Elem], i: usize) -> Option<crate::format::Var> {
    match args.get(i)? {
        Elem::Var(v) => Some(*v),
        _ => None,
    }
}
