//! The dialects, each described in the op-definition model (`mlir-ods`): one module per
//! dialect, each exposing `dialect()` with its ops and attributes. [`register_all`] makes
//! them available in a context; nothing in the core knows about them.

pub(crate) mod apint;
pub mod arith;
pub mod builtin;
pub mod cf;
mod cf_canonicalize;
pub mod common;
pub mod complex;
mod complex_fold;
pub mod func;
mod func_canonicalize;
pub mod index;
pub mod irdl;
mod libm;
pub mod materialize;
pub mod math;
pub mod memref;
pub mod scf;
pub mod ub;
#[cfg(test)]
mod test_util;

use mlir_ir::Context;

/// Every dialect of this crate (built once; registering them into a context reuses them).
pub fn all() -> &'static [mlir_ods::DialectDef] {
    static ALL: std::sync::OnceLock<Vec<mlir_ods::DialectDef>> = std::sync::OnceLock::new();
    ALL.get_or_init(build_all)
}

fn build_all() -> Vec<mlir_ods::DialectDef> {
    vec![
        func::dialect(),
        arith::dialect(),
        cf::dialect(),
        scf::dialect(),
        math::dialect(),
        index::dialect(),
        ub::dialect(),
        complex::dialect(),
        irdl::dialect(),
        memref::dialect(),
    ]
}

/// Registers every dialect into `ctx`.
pub fn register_all(ctx: &Context) {
    for d in all() {
        if let Err(e) = mlir_ods::register_dialect(ctx, d) {
            // A definition that does not read is a bug in this crate; tests catch it.
            debug_assert!(false, "{e}");
            let _ = e;
        }
    }
    materialize::register(ctx);
    cf_canonicalize::register(ctx);
    func_canonicalize::register(ctx);
    scf::canonicalize::register(ctx);
    arith::canonicalize::register(ctx);
    complex_fold::register(ctx);
    index::register_canonicalization(ctx);
    memref::canonicalize::register(ctx);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every op's definition is consistent: its format reads and its trait names resolve.
    #[test]
    fn every_definition_compiles() {
        let ctx = Context::new();
        let mut n = 0;
        for d in all() {
            for op in &d.ops {
                let c = mlir_ods::CompiledOp::new(&ctx, std::sync::Arc::new(op.clone()));
                assert!(c.is_ok(), "{}: {}", op.name, c.err().unwrap_or_default());
                n += 1;
            }
        }
        assert_eq!(n, 229);
    }

    /// Op counts per dialect, as upstream has them.
    #[test]
    fn op_counts() {
        let counts: Vec<(&str, usize)> = all().iter().map(|d| (d.name.as_str(), d.ops.len())).collect();
        let expected =
            [("func", 5), ("arith", 56), ("cf", 4), ("scf", 12), ("math", 46), ("index", 26), ("ub", 2), ("complex", 29), ("irdl", 17), ("memref", 32)];
        assert_eq!(counts, expected);
    }

    /// Registering makes every op known, with a custom form where the definition has one.
    #[test]
    fn registration_covers_every_op() {
        let ctx = Context::new();
        register_all(&ctx);
        for d in all() {
            assert!(ctx.is_dialect_loaded(&d.name));
            for op in &d.ops {
                let info = ctx.op_info(ctx.op_name(&op.name));
                assert!(info.is_some(), "{} not registered", op.name);
                let custom = op.format.is_some() || op.code.parse.is_some();
                assert_eq!(info.unwrap().hooks.has_custom_parser(), custom, "{}", op.name);
            }
        }
    }
}
