//! Handles to mutable IR held by Python objects: the context object plus a generational id.
//!
//! A handle is checked on every use: `with_ir` takes the context's IR lock and verifies the
//! entity is still alive, raising `RuntimeError` naming what happened otherwise. Because the
//! handle holds a strong reference to its `Context`, the store it indexes always exists.

use pyo3::exceptions::{PyIndexError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use mlir_ir::{BlockId, Ir, IrError, OpId, RegionId, Value};

use crate::context::PyContext;

/// Converts a store error to the Python exception a user would expect.
pub fn ir_err(e: IrError) -> PyErr {
    match e {
        IrError::Stale(what) => stale(what),
        IrError::OutOfRange { .. } => PyIndexError::new_err(e.to_string()),
        _ => PyValueError::new_err(e.to_string()),
    }
}

/// Runs `f` with the IR of `context` locked.
pub fn with_ir<R>(py: Python<'_>, context: &Py<PyContext>, f: impl FnOnce(&mut Ir) -> PyResult<R>) -> PyResult<R> {
    let state = &context.get().state;
    let mut ir = state.lock(py)?;
    f(&mut ir)
}

pub struct OpRef {
    pub context: Py<PyContext>,
    pub id: OpId,
}

impl OpRef {
    pub fn clone_ref(&self, py: Python<'_>) -> OpRef {
        OpRef { context: self.context.clone_ref(py), id: self.id }
    }

    /// Runs `f` on the live op, or raises if it was erased.
    pub fn with<R>(&self, py: Python<'_>, f: impl FnOnce(&mut Ir, OpId) -> PyResult<R>) -> PyResult<R> {
        with_ir(py, &self.context, |ir| {
            ir.check_op(self.id).map_err(|_| stale("operation"))?;
            f(ir, self.id)
        })
    }
}

/// The error for a handle whose entity is gone (upstream's wording, plus the cause).
pub fn stale(what: &str) -> PyErr {
    PyRuntimeError::new_err(format!("the {what} has been invalidated (it, or an operation containing it, was erased)"))
}

pub fn check_block(ir: &Ir, b: BlockId) -> PyResult<BlockId> {
    ir.check_block(b).map_err(|_| stale("block"))
}

pub fn check_region(ir: &Ir, r: RegionId) -> PyResult<RegionId> {
    ir.check_region(r).map_err(|_| stale("region"))
}

pub fn check_value(ir: &Ir, v: Value) -> PyResult<Value> {
    ir.check_value(v).map_err(|_| stale("value"))
}

pub fn with_op_check(ir: &Ir, op: OpId) -> PyResult<OpId> {
    ir.check_op(op).map_err(|_| stale("operation"))
}
