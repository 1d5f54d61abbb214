//! The dialects, each described in the op-definition model (`mlir-ods`): one module per
//! dialect, each exposing `dialect()` with its ops and attributes. [`register_all`] makes
//! them available in a context; nothing in the core knows about them.

pub mod arith;
pub mod cf;
pub mod common;
pub mod complex;
pub mod func;
pub mod index;
pub mod math;
pub mod scf;
pub mod ub;

use mlir_ir::Context;

/// Every dialect of this crate, by namespace.
pub fn all() -> Vec<mlir_ods::DialectDef> {
    vec![
        func::dialect(),
        arith::dialect(),
        cf::dialect(),
        scf::dialect(),
        math::dialect(),
        index::dialect(),
        ub::dialect(),
        complex::dialect(),
    ]
}

/// Registers every dialect into `ctx`.
pub fn register_all(ctx: &Context) {
    for d in all() {
        if let Err(e) = mlir_ods::register_dialect(ctx, &d) {
            // A definition that does not read is a bug in this crate; tests catch it.
            debug_assert!(false, "{e}");
            let _ = e;
        }
    }
}
