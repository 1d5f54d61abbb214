//! The builtin dialect's ops described in the op-definition model.
//!
//! `builtin.module` and `builtin.unrealized_conversion_cast` are registered by the core itself
//! (`mlir_ir::builtin`, hand-written hooks), so [`description`] is not registered anywhere: it
//! states what those ops take (operands, results, attributes, regions) for readers of the
//! model, such as the Python op-class generator.

use mlir_ods::constraint::{self as c};
use mlir_ods::{DialectDef, OpDef, Trait};

/// The builtin ops as the model would describe them (never registered; see the module doc).
pub fn description() -> DialectDef {
    let mut d = DialectDef::new("builtin");
    d.ops.push(
        OpDef::new("builtin.module")
            .optional_attr("sym_name", c::symbol_name_attr())
            .optional_attr("sym_visibility", c::str_attr())
            .sized_region("bodyRegion")
            .traits([
                Trait::AffineScope,
                Trait::IsolatedFromAbove,
                Trait::NoTerminator,
                Trait::SymbolTable,
                Trait::Symbol,
                Trait::SingleBlock,
            ]),
    );
    d.ops.push(
        OpDef::new("builtin.unrealized_conversion_cast")
            .variadic_operand("inputs", c::any_type())
            .variadic_result("outputs", c::any_type())
            .traits([Trait::Pure]),
    );
    d
}
