//! Optimization remarks from Python: `Context.enable_remarks` / `finalize_remarks` /
//! `remarks_enabled`, `Location.emit_remark`, and the `Remark` handed to callbacks.
//!
//! The engine itself is the core's (`mlir_ir::remark`). The Python callback is kept on the
//! `Context` object (where the collector can see it); the core callback holds the context only
//! through a weak reference and looks the Python callback up there. The `Remark` object a
//! callback receives is invalidated when the call returns, as upstream's is.

use std::sync::Arc;

use parking_lot::Mutex;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use mlir_ir::remark::{Filters, Format, NewRemark, Policy, Remark, RemarkKind, RemarkOptions};

use crate::context::PyContext;
use crate::location::PyLocation;

const KINDS: [RemarkKind; 5] = [RemarkKind::Unknown, RemarkKind::Passed, RemarkKind::Missed, RemarkKind::Failure, RemarkKind::Analysis];

/// The value of a member of the prelude enum `enum_name`, or `None` when `obj` is not one.
fn enum_value(py: Python<'_>, enum_name: &str, obj: &Bound<'_, PyAny>) -> PyResult<Option<usize>> {
    let cls = crate::prelude_attr(py, enum_name)?;
    if !obj.is_instance(cls.bind(py))? {
        return Ok(None);
    }
    Ok(Some(obj.getattr("value")?.extract()?))
}

/// The `TypeError` nanobind raises for arguments of the wrong type (its first line is what
/// callers match on).
fn incompatible(method: &str, signature: &str, args: &[(&str, &Bound<'_, PyAny>)]) -> PyErr {
    let invoked = args
        .iter()
        .map(|(n, v)| format!("{n}: {}", v.get_type().name().map(|s| s.to_string()).unwrap_or_default()))
        .collect::<Vec<_>>()
        .join(", ");
    PyTypeError::new_err(format!(
        "{method}(): incompatible function arguments. The following argument types are supported:\n    1. {method}{signature}\n\nInvoked with types: {invoked}"
    ))
}

const ENABLE_SIGNATURE: &str = "(self, *, policy: RemarkPolicy = RemarkPolicy.ALL, output_file: str | None = None, \
format: RemarkFormat = RemarkFormat.YAML, all_filter: str = '', passed_filter: str = '', missed_filter: str = '', \
analysis_filter: str = '', failed_filter: str = '', callback: object | None = None, print_as_emit_remarks: bool | None = None) -> None";

const EMIT_SIGNATURE: &str = "(self, kind: RemarkKind, remark_name: str, *, category: str = '', sub_category: str = '', \
function_name: str = '', message: str = '', args: Sequence[tuple[str, str]] = []) -> bool";

/// A remark given to a callback; usable only during the call.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "Remark", frozen)]
pub struct PyRemark {
    live: Mutex<Option<(Remark, Py<PyContext>)>>,
}

const INVALID: &str = "Remark is invalid (used outside of callback)";

impl PyRemark {
    fn with<R>(&self, f: impl FnOnce(&Remark, &Py<PyContext>) -> PyResult<R>) -> PyResult<R> {
        match &*self.live.lock() {
            Some((r, ctx)) => f(r, ctx),
            None => Err(PyValueError::new_err(INVALID)),
        }
    }
}

#[pymethods]
impl PyRemark {
    #[new]
    #[pyo3(signature = (*_args, **_kwargs))]
    fn py_new(_args: &Bound<'_, PyTuple>, _kwargs: Option<&Bound<'_, pyo3::types::PyDict>>) -> PyResult<Self> {
        Err(PyTypeError::new_err("mlir._mlir_libs._mlir.ir.Remark: no constructor defined!"))
    }

    /// Returns the kind of the remark.
    #[getter]
    fn kind(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let index = self.with(|r, _| Ok(KINDS.iter().position(|&k| k == r.kind).unwrap_or(0)))?;
        crate::prelude_attr(py, "RemarkKind")?.call1(py, (index,))
    }

    /// Returns the name identifying the remark.
    #[getter]
    fn remark_name(&self) -> PyResult<String> {
        self.with(|r, _| Ok(r.display_name().to_string()))
    }

    /// Returns the category of the remark (what the filters match).
    #[getter]
    fn category_name(&self) -> PyResult<String> {
        self.with(|r, _| Ok(r.category.clone()))
    }

    /// Returns the combined `category:subcategory` name.
    #[getter]
    fn full_category_name(&self) -> PyResult<String> {
        self.with(|r, _| Ok(r.full_category()))
    }

    /// Returns the name of the function the remark refers to.
    #[getter]
    fn function_name(&self) -> PyResult<String> {
        self.with(|r, _| Ok(r.display_function().to_string()))
    }

    /// Returns the location associated with the remark.
    #[getter]
    fn location(&self, py: Python<'_>) -> PyResult<Py<PyLocation>> {
        self.with(|r, ctx| crate::location::wrap(py, ctx, r.loc))
    }

    /// Returns the id of the remark within its engine.
    #[getter]
    fn remark_id(&self) -> PyResult<u64> {
        self.with(|r, _| Ok(r.id))
    }

    /// Returns the key/value arguments as a list of tuples.
    #[getter]
    fn args(&self) -> PyResult<Vec<(String, String)>> {
        self.with(|r, _| Ok(r.args.clone()))
    }

    /// Returns the textual form of the remark, `[Kind] name | Category:... | key=value, ...`.
    #[getter]
    fn message(&self) -> PyResult<String> {
        self.with(|r, _| Ok(r.message()))
    }

    fn __str__(&self) -> String {
        self.with(|r, _| Ok(r.message())).unwrap_or_else(|_| "<Invalid Remark>".to_string())
    }
}

/// Calls `callback` with a `Remark` valid for the call. An exception is reported on stderr
/// and dropped, as upstream does.
fn deliver(py: Python<'_>, context: &Py<PyAny>, r: &Remark) {
    let Ok(Some(ctx)) = context.call0(py).map(|c| c.extract::<Py<PyContext>>(py).ok()) else { return };
    let Some(callback) = ctx.get().remark_callback.lock().as_ref().map(|c| c.clone_ref(py)) else { return };
    let remark = match Py::new(py, PyRemark { live: Mutex::new(Some((r.clone(), ctx))) }) {
        Ok(obj) => obj,
        Err(e) => return e.write_unraisable(py, None),
    };
    if let Err(e) = callback.call1(py, (remark.clone_ref(py),)) {
        if let Ok(stderr) = py.import("sys").and_then(|s| s.getattr("stderr")) {
            let _ = stderr.call_method1("write", ("MLIR Python remark callback raised exception: ",));
        }
        e.display(py);
    }
    *remark.get().live.lock() = None;
}

/// Runs a core remark call, then hands the diagnostics it produced to the context's handlers.
fn with_diagnostics<R>(py: Python<'_>, context: &Py<PyContext>, f: impl FnOnce() -> R) -> PyResult<R> {
    let (r, diags) = crate::state::capture(context.get().core(), f);
    crate::diag::dispatch(py, context, &diags)?;
    Ok(r)
}

#[pymethods]
impl PyContext {
    /// Enables the optimization remark engine on this context (see upstream's docs: filters
    /// are anchored category regexes; the sink is the output file, the callback, or remark
    /// diagnostics).
    #[pyo3(signature = (*, policy=None, output_file=None, format=None, all_filter=String::new(), passed_filter=String::new(),
        missed_filter=String::new(), analysis_filter=String::new(), failed_filter=String::new(), callback=None,
        print_as_emit_remarks=None))]
    #[allow(clippy::too_many_arguments)]
    fn enable_remarks(
        slf: &Bound<'_, Self>,
        policy: Option<&Bound<'_, PyAny>>,
        output_file: Option<String>,
        format: Option<&Bound<'_, PyAny>>,
        all_filter: String,
        passed_filter: String,
        missed_filter: String,
        analysis_filter: String,
        failed_filter: String,
        callback: Option<&Bound<'_, PyAny>>,
        print_as_emit_remarks: Option<bool>,
    ) -> PyResult<()> {
        let py = slf.py();
        let policy = match policy {
            None => Policy::All,
            Some(p) => match enum_value(py, "RemarkPolicy", p)? {
                Some(0) => Policy::All,
                Some(_) => Policy::Final,
                None => return Err(incompatible("enable_remarks", ENABLE_SIGNATURE, &[("policy", p)])),
            },
        };
        let format = match format {
            None => Format::Yaml,
            Some(f) => match enum_value(py, "RemarkFormat", f)? {
                Some(0) => Format::Yaml,
                Some(_) => Format::Bitstream,
                None => return Err(incompatible("enable_remarks", ENABLE_SIGNATURE, &[("format", f)])),
            },
        };
        let callback = match callback.filter(|c| !c.is_none()) {
            None => None,
            Some(cb) => {
                if !cb.is_callable() {
                    return Err(PyTypeError::new_err("enable_remarks(): callback must be callable"));
                }
                let weak = py.import("weakref")?.getattr("ref")?.call1((slf,))?.unbind();
                let core: mlir_ir::remark::RemarkCallback = Arc::new(move |r: &Remark| Python::attach(|py| deliver(py, &weak, r)));
                Some((core, cb.clone().unbind()))
            }
        };
        let (callback, python_callback) = match callback {
            Some((core, py_cb)) => (Some(core), Some(py_cb)),
            None => (None, None),
        };
        let opts = RemarkOptions {
            policy,
            output: output_file.map(|p| (p.into(), format)),
            filters: Filters { all: all_filter, passed: passed_filter, missed: missed_filter, analysis: analysis_filter, failed: failed_filter },
            callback,
            emit_as_diagnostics: print_as_emit_remarks,
        };
        slf.get().core().enable_remarks(opts).map_err(PyValueError::new_err)?;
        // Only now: a refused call leaves the enabled engine's callback in place.
        *slf.get().remark_callback.lock() = python_callback;
        Ok(())
    }

    /// Finalizes and removes the remark engine: postponed remarks are reported, the output
    /// file is written and the callback is released. Does nothing without an engine.
    fn finalize_remarks(slf: &Bound<'_, Self>) -> PyResult<()> {
        let context = slf.clone().unbind();
        let r = with_diagnostics(slf.py(), &context, || slf.get().core().finalize_remarks());
        *slf.get().remark_callback.lock() = None;
        r?.map_err(PyValueError::new_err)
    }

    /// Whether a remark engine is enabled on this context.
    #[getter]
    fn remarks_enabled(&self) -> bool {
        self.core().remarks_enabled()
    }
}

#[pymethods]
impl PyLocation {
    /// Emits an optimization remark at this location through the context's remark engine.
    /// Returns whether it was reported (False without an engine or when filtered out).
    #[pyo3(signature = (kind, remark_name, *, category=String::new(), sub_category=String::new(), function_name=String::new(),
        message=String::new(), args=Vec::new()))]
    #[allow(clippy::too_many_arguments)]
    fn emit_remark(
        &self,
        py: Python<'_>,
        kind: &Bound<'_, PyAny>,
        remark_name: &Bound<'_, PyAny>,
        category: String,
        sub_category: String,
        function_name: String,
        message: String,
        args: Vec<(String, String)>,
    ) -> PyResult<bool> {
        let Some(kind_index) = enum_value(py, "RemarkKind", kind)? else {
            return Err(incompatible("emit_remark", EMIT_SIGNATURE, &[("kind", kind), ("remark_name", remark_name)]));
        };
        let Ok(name) = remark_name.extract::<String>() else {
            return Err(incompatible("emit_remark", EMIT_SIGNATURE, &[("kind", kind), ("remark_name", remark_name)]));
        };
        let new = NewRemark {
            kind: KINDS.get(kind_index).copied().unwrap_or(RemarkKind::Unknown),
            name: &name,
            category: &category,
            sub_category: &sub_category,
            function: &function_name,
            message: &message,
            args: &args,
            loc: self.parts().1,
        };
        let c = self.context();
        with_diagnostics(py, c, || c.get().core().emit_remark(new))
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyRemark>()
}
