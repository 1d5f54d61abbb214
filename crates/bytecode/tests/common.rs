//! Helpers shared by the integration tests: a context with every dialect, parsing, printing.
#![allow(dead_code)]

use mlir_ir::{Context, Ir, OpId};

pub fn context() -> Context {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx.attach_diagnostic_handler(Box::new(|_| true));
    ctx
}

pub fn parse(ir: &mut Ir, text: &str) -> OpId {
    match mlir_parser::parse_source(ir, text, "in.mlir", true) {
        Ok(op) => op,
        Err(_) => panic!("test input does not parse:\n{text}"),
    }
}

pub fn print(ir: &Ir, op: OpId) -> String {
    let flags = mlir_ir::print::PrintFlags { debug_info: true, ..Default::default() };
    mlir_ir::print::print_op(ir, op, &flags)
}
