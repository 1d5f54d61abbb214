//! `mlir._mlir_libs._mlir`: the native module of the `mlir` Python package.
//!
//! Submodule `ir` holds the core classes (upstream's `mlir.ir` surface); the package's
//! `mlir/ir.py` re-exports it. Every class here is a thin layer over `mlir-ir`: Python objects
//! hold checked handles (`handle.rs`), calls take the context's IR lock (`state.rs`), and errors
//! become Python exceptions; no Rust panic is meant to reach Python (PyO3 turns one into
//! `PanicException` if it does).

#![allow(non_snake_case)]

use std::hash::{Hash, Hasher};

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;

pub mod affine;
pub mod attrs;
pub mod block;
pub mod builder;
pub mod capsule;
pub mod context;
pub mod dense;
pub mod diag;
pub mod dynamic;
pub mod fastbuild;
pub mod globals;
pub mod handle;
pub mod infer;
pub mod interfaces;
pub mod ip;
pub mod iters;
pub mod lists;
pub mod nbargs;
pub mod location;
pub mod operation;
pub mod passmanager;
pub mod remarks;
pub mod rewrite;
pub mod stack;
pub mod symtab;
pub mod state;
pub mod typeid;
pub mod types;
pub mod value;

static IR_MODULE: PyOnceLock<Py<PyModule>> = PyOnceLock::new();

/// An attribute of the `ir` submodule defined by `prelude.py` (enums, `MLIRError`).
pub fn prelude_attr(py: Python<'_>, name: &str) -> PyResult<Py<PyAny>> {
    let m = IR_MODULE
        .get(py)
        .ok_or_else(|| pyo3::exceptions::PyRuntimeError::new_err("mlir._mlir_libs._mlir.ir is not initialized"))?;
    Ok(m.bind(py).getattr(name)?.unbind())
}

pub fn hash_of<T: Hash>(v: &T) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    v.hash(&mut h);
    h.finish()
}

fn ir_module<'py>(py: Python<'py>, parent: &str) -> PyResult<Bound<'py, PyModule>> {
    let m = PyModule::new(py, "ir")?;
    m.setattr("__name__", format!("{parent}.ir"))?;
    m.add_class::<context::PyContext>()?;
    m.add("_BaseContext", m.getattr("Context")?)?;
    m.add_class::<context::PyDialectRegistry>()?;
    m.add_class::<context::PyThreadPool>()?;
    m.add_class::<context::PyDialects>()?;
    m.add_class::<context::PyDialectDescriptor>()?;
    m.add_class::<context::PyDialect>()?;
    m.add_class::<location::PyLocation>()?;
    m.add_class::<location::UnknownLoc>()?;
    m.add_class::<location::FileLineColLoc>()?;
    m.add_class::<location::NameLoc>()?;
    m.add_class::<location::CallSiteLoc>()?;
    m.add_class::<location::FusedLocPy>()?;
    m.add_class::<diag::PyDiagnostic>()?;
    m.add_class::<diag::PyDiagnosticInfo>()?;
    m.add_class::<diag::PyDiagnosticHandler>()?;
    m.add_class::<typeid::PyTypeID>()?;
    types::register(&m)?;
    attrs::register(&m)?;
    dynamic::register(&m)?;
    dense::register(&m)?;
    affine::register(&m)?;
    m.add_class::<operation::PyOperationBase>()?;
    m.add_class::<operation::PyOperation>()?;
    m.add_class::<operation::PyOpView>()?;
    m.add_class::<operation::PyMlirModule>()?;
    m.add_class::<block::PyRegion>()?;
    m.add_class::<block::PyBlock>()?;
    m.add_class::<value::PyValue>()?;
    m.add_class::<value::PyOpResult>()?;
    m.add_class::<value::PyBlockArgument>()?;
    m.add_class::<value::PyOpOperand>()?;
    m.add_class::<ip::PyInsertionPoint>()?;
    m.add_class::<builder::PyAttrBuilder>()?;
    m.add_class::<symtab::PySymbolTable>()?;
    m.add_class::<operation::PyAsmState>()?;
    iters::register(&m)?;
    remarks::register(&m)?;
    interfaces::register(&m)?;
    m.add_class::<builder::PyOpAdaptor>()?;
    m.add_class::<lists::PyOperationList>()?;
    m.add_class::<lists::PyBlockList>()?;
    m.add_class::<lists::PyBlockArgumentList>()?;
    m.add_class::<lists::PyOpOperandList>()?;
    m.add_class::<lists::PyOpResultList>()?;
    m.add_class::<lists::PyRegionSequence>()?;
    m.add_class::<lists::PyOpSuccessors>()?;
    m.add_class::<lists::PyOpAttributeMap>()?;
    // The enums and MLIRError are Python classes, as upstream's.
    let code = std::ffi::CString::new(include_str!("prelude.py")).expect("no NUL in prelude.py");
    let globals = m.dict();
    globals.set_item("__builtins__", py.import("builtins")?)?;
    py.run(&code, Some(&globals), None)?;
    // PyO3 keeps `__all__` for the classes it adds; list the prelude's public names too.
    let all = m.index()?;
    for name in [
        "DiagnosticSeverity",
        "RemarkKind",
        "RemarkFormat",
        "RemarkPolicy",
        "WalkOrder",
        "WalkResult",
        "MLIRError",
        "OperationEquivalenceFlags",
        "Speculatability",
        "DynamicOpTrait",
        "IsTerminatorTrait",
        "NoTerminatorTrait",
        "IsIsolatedFromAboveTrait",
        "ShapedTypeComponents",
        "ConditionallySpeculatable",
        "MemoryEffectsOpInterface",
        "InferShapedTypeOpInterface",
        "InferTypeOpInterface",
        "MemoryEffectInstance",
        "SideEffectResource",
        "MemoryEffect",
        "RecursiveMemoryEffectsTrait",
        "OnExplicitAction",
        "CurrentLocAction",
    ] {
        all.append(name)?;
    }
    Ok(m)
}

#[pymodule]
fn _mlir(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let ir = ir_module(py, &m.name()?.to_string())?;
    let _ = IR_MODULE.set(py, ir.clone().unbind());
    m.add_submodule(&ir)?;
    // Make `import mlir._mlir_libs._mlir.ir` work (submodules of extension modules are not
    // packages the import system can find).
    let full = format!("{}.ir", m.name()?);
    py.import("sys")?.getattr("modules")?.set_item(&full, &ir)?;
    let pm = passmanager::module(py, &m.name()?.to_string())?;
    m.add_submodule(&pm)?;
    py.import("sys")?.getattr("modules")?.set_item(format!("{}.passmanager", m.name()?), &pm)?;
    let rw = rewrite::module(py, &m.name()?.to_string())?;
    m.add_submodule(&rw)?;
    py.import("sys")?.getattr("modules")?.set_item(format!("{}.rewrite", m.name()?), &rw)?;
    m.add_function(wrap_pyfunction!(globals::register_dialect, m)?)?;
    m.add_function(wrap_pyfunction!(globals::register_operation, m)?)?;
    m.add_function(wrap_pyfunction!(globals::register_type_caster, m)?)?;
    m.add_function(wrap_pyfunction!(globals::register_value_caster, m)?)?;
    m.add_function(wrap_pyfunction!(dynamic::load_irdl_dialects, m)?)?;
    m.add("globals", Py::new(py, globals::PyGlobals)?)?;
    fastbuild::register(m)?;
    infer::register(m)?;
    Ok(())
}
