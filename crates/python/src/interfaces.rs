//! What the op interface classes of `mlir.ir` (`InferTypeOpInterface`,
//! `MemoryEffectsOpInterface`, `ConditionallySpeculatable`, ...; written in `prelude.py`) ask
//! the model: whether an op implements an interface, its memory effects and its
//! speculatability. The answers are `mlir_ods::interfaces`'.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use mlir_ods::interfaces::{self as ifaces, EffectKind, Speculatability};

use crate::context::PyContext;

/// `(infers result types, has memory effects, is conditionally speculatable, infers shaped
/// result types)` for the op named `op_name` in `context`; all false for an op the context
/// does not define.
#[pyfunction]
pub fn _op_interfaces(op_name: &str, context: Py<PyContext>) -> (bool, bool, bool, bool) {
    match definition(context.get().core(), op_name) {
        None => (false, false, false, false),
        Some(def) => (ifaces::infers_result_types(&def), ifaces::has_memory_effects(&def), ifaces::is_conditionally_speculatable(&def), false),
    }
}

/// The definition of `name`: the registered one, or for the builtin ops (whose hooks the core
/// writes by hand) their description in the model.
fn definition(ctx: &mlir_ir::Context, name: &str) -> Option<std::sync::Arc<mlir_ods::OpDef>> {
    if let Some(def) = mlir_ods::op_def(ctx, name) {
        return Some(def);
    }
    if !name.starts_with("builtin.") || ctx.op_info(ctx.op_name(name)).is_none() {
        return None;
    }
    mlir_dialects::builtin::description().ops.into_iter().find(|d| d.name == name).map(std::sync::Arc::new)
}

fn op_def_of(py: Python<'_>, op: &crate::handle::OpRef) -> PyResult<std::sync::Arc<mlir_ods::OpDef>> {
    let name = op.with(py, |ir, id| Ok(ir.name_str(id).to_string()))?;
    let (context, _) = op.parts();
    definition(context.get().core(), &name)
        .ok_or_else(|| PyValueError::new_err(format!("'{name}' is not an operation of a registered dialect")))
}

/// The memory effects of `operation`: `(kind, value)` pairs, kind 0..4 for Allocate, Free,
/// Read, Write.
#[pyfunction]
pub fn _op_memory_effects(py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<Vec<(u8, Py<PyAny>)>> {
    let op = crate::operation::op_arg(operation)?;
    let def = op_def_of(py, &op)?;
    let effects = op.with(py, |ir, id| {
        ifaces::memory_effects(&def, ir, id)
            .ok_or_else(|| PyValueError::new_err("the operation does not implement MemoryEffectsOpInterface"))
    })?;
    let (context, _) = op.parts();
    effects
        .into_iter()
        .map(|e| {
            let kind = match e.kind {
                EffectKind::Allocate => 0,
                EffectKind::Free => 1,
                EffectKind::Read => 2,
                EffectKind::Write => 3,
            };
            let value = match e.value {
                Some(v) => crate::value::wrap(py, context, v)?,
                None => py.None(),
            };
            Ok((kind, value))
        })
        .collect()
}

/// The speculatability of `operation`: 0 not speculatable, 1 speculatable, 2 recursively.
#[pyfunction]
pub fn _op_speculatability(py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<u8> {
    let op = crate::operation::op_arg(operation)?;
    let def = op_def_of(py, &op)?;
    let s = op.with(py, |ir, id| {
        ifaces::speculatability(&def, ir, id)
            .ok_or_else(|| PyValueError::new_err("the operation does not implement ConditionallySpeculatable"))
    })?;
    Ok(match s {
        Speculatability::NotSpeculatable => 0,
        Speculatability::Speculatable => 1,
        Speculatability::RecursivelySpeculatable => 2,
    })
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_op_interfaces, m)?)?;
    m.add_function(wrap_pyfunction!(_op_memory_effects, m)?)?;
    m.add_function(wrap_pyfunction!(_op_speculatability, m)?)
}
