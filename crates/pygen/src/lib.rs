//! The Python op classes of every dialect, generated from the op-definition model.
//!
//! Upstream generates `mlir/dialects/_<d>_ops_gen.py` and `_<d>_enum_gen.py` from ODS with
//! `mlir-tblgen`; this crate writes the same Python API from the `OpDef`s the Rust dialects
//! build (`mlir_dialects::all()`, plus the description of the builtin ops the core registers
//! by hand). [`files`] is the whole output; the `mlir-pygen` binary writes it into
//! `python/mlir/dialects/` or, with `--check`, fails when the files there differ.

pub mod enums;
pub mod names;
pub mod ops;
pub mod pytypes;

use mlir_ods::DialectDef;

/// The dialects Python modules are generated for.
pub fn dialects() -> Vec<&'static DialectDef> {
    static BUILTIN: std::sync::OnceLock<DialectDef> = std::sync::OnceLock::new();
    let mut out = vec![BUILTIN.get_or_init(mlir_dialects::builtin::description)];
    out.extend(mlir_dialects::all());
    out
}

/// Every generated file: `(file name, contents)`, in a stable order.
pub fn files() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for d in dialects() {
        out.push((format!("_{}_ops_gen.py", d.name), ops::generate(d)));
        if let Some(text) = enums::generate(d) {
            out.push((format!("_{}_enum_gen.py", d.name), text));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Every dialect generates, and class and helper names are unique within a dialect.
    #[test]
    fn names_are_unique() {
        for d in dialects() {
            let mut classes = HashSet::new();
            let mut helpers = HashSet::new();
            for op in &d.ops {
                assert!(classes.insert(op.class_name.clone()), "{}: class {} twice", d.name, op.class_name);
                assert!(helpers.insert(names::helper_name(&op.name)), "{}: helper for {} twice", d.name, op.name);
            }
        }
        assert_eq!(files().len(), 14);
    }

    /// Result types: from the first operand, inferred natively, or given, as upstream decides.
    #[test]
    fn result_type_modes() {
        let find = |name: &str| dialects().into_iter().flat_map(|d| d.ops.iter()).find(|o| o.name == name).unwrap();
        assert_eq!(ops::result_types(find("arith.addi")), ops::ResultTypes::FirstOperand);
        assert_eq!(ops::result_types(find("arith.cmpi")), ops::ResultTypes::Inferred);
        assert_eq!(ops::result_types(find("arith.constant")), ops::ResultTypes::Inferred);
        assert_eq!(ops::result_types(find("index.sizeof")), ops::ResultTypes::Inferred);
        assert_eq!(ops::result_types(find("arith.extf")), ops::ResultTypes::Given);
        assert_eq!(ops::result_types(find("scf.if")), ops::ResultTypes::Given);
        assert_eq!(ops::result_types(find("func.call")), ops::ResultTypes::Given);
    }
}
