//! Diagnostics on the Python side: `Diagnostic` (given to handlers), `DiagnosticInfo` (kept by
//! `MLIRError`), `DiagnosticHandler`, and the dispatch of diagnostics captured during a call.
//!
//! A call that may emit runs under `state::capture`; afterwards, with the IR lock released, the
//! errors become an `MLIRError` (when the call failed) and everything else goes to the Python
//! handlers attached to the context, newest first, as upstream's engine does. An error no handler
//! takes is printed to stderr.

use pyo3::prelude::*;
use pyo3::types::PyTuple;

use mlir_ir::{Diagnostic, Severity};

use crate::context::PyContext;
use crate::location::PyLocation;

fn severity_obj(py: Python<'_>, s: Severity) -> PyResult<Py<PyAny>> {
    let cls = crate::prelude_attr(py, "DiagnosticSeverity")?;
    let name = match s {
        Severity::Error => "ERROR",
        Severity::Warning => "WARNING",
        Severity::Note => "NOTE",
        Severity::Remark => "REMARK",
    };
    cls.getattr(py, name)
}

/// A diagnostic handed to a handler (`Diagnostic`) or kept in an `MLIRError` (`DiagnosticInfo`).
/// Both have `severity`, `location`, `message` and `notes`.
macro_rules! diag_class {
    ($rust:ident, $name:literal) => {
        #[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = $name, frozen)]
        pub struct $rust {
            severity: Py<PyAny>,
            location: Py<PyLocation>,
            message: String,
            notes: Vec<Py<$rust>>,
        }

        impl $rust {
            pub fn build(py: Python<'_>, ctx: &Py<PyContext>, d: &Diagnostic) -> PyResult<Py<$rust>> {
                let notes = d.notes.iter().map(|n| $rust::build(py, ctx, n)).collect::<PyResult<Vec<_>>>()?;
                Py::new(
                    py,
                    $rust {
                        severity: severity_obj(py, d.severity)?,
                        location: Py::new(py, PyLocation::new(ctx.clone_ref(py), d.loc))?,
                        message: d.message.clone(),
                        notes,
                    },
                )
            }
        }

        #[pymethods]
        impl $rust {
            #[getter]
            fn severity(&self, py: Python<'_>) -> Py<PyAny> {
                self.severity.clone_ref(py)
            }
            #[getter]
            fn location(&self, py: Python<'_>) -> Py<PyLocation> {
                self.location.clone_ref(py)
            }
            #[getter]
            fn message(&self) -> &str {
                &self.message
            }
            fn __str__(&self) -> &str {
                &self.message
            }
        }
    };
}

diag_class!(PyDiagnostic, "Diagnostic");
diag_class!(PyDiagnosticInfo, "DiagnosticInfo");

#[pymethods]
impl PyDiagnostic {
    #[getter]
    fn notes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.notes.iter().map(|n| n.clone_ref(py)))
    }
}

impl PyDiagnosticInfo {
    /// A copy of `d` and its notes.
    fn copy_of(py: Python<'_>, d: &PyDiagnostic) -> PyResult<Self> {
        let notes = d.notes.iter().map(|n| Py::new(py, Self::copy_of(py, n.get())?)).collect::<PyResult<Vec<_>>>()?;
        Ok(PyDiagnosticInfo {
            severity: d.severity.clone_ref(py),
            location: d.location.clone_ref(py),
            message: d.message.clone(),
            notes,
        })
    }
}

#[pymethods]
impl PyDiagnosticInfo {
    /// `DiagnosticInfo(diag)`: a copy of a handler's `Diagnostic` that outlives the handler.
    #[new]
    fn py_new(py: Python<'_>, diag: &Bound<'_, PyDiagnostic>) -> PyResult<Self> {
        Self::copy_of(py, diag.get())
    }

    #[getter]
    fn notes(&self, py: Python<'_>) -> Vec<Py<PyDiagnosticInfo>> {
        self.notes.iter().map(|n| n.clone_ref(py)).collect()
    }
}

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "DiagnosticHandler", frozen)]
pub struct PyDiagnosticHandler {
    callback: Py<PyAny>,
    state: parking_lot::Mutex<HandlerState>,
}

#[derive(Default)]
struct HandlerState {
    detached: bool,
    had_error: bool,
}

impl PyDiagnosticHandler {
    pub fn new(callback: Py<PyAny>) -> Self {
        PyDiagnosticHandler { callback, state: parking_lot::Mutex::new(HandlerState::default()) }
    }

    /// Offers `d` to the handler; `Ok(true)` when it handled it.
    fn offer(&self, py: Python<'_>, d: &Py<PyDiagnostic>) -> bool {
        if self.state.lock().detached {
            return false;
        }
        match self.callback.call1(py, (d.clone_ref(py),)) {
            Ok(r) => r.is_truthy(py).unwrap_or(false),
            Err(e) => {
                eprintln!("MLIR Python Diagnostic handler raised exception: {e}");
                self.state.lock().had_error = true;
                false
            }
        }
    }
}

#[pymethods]
impl PyDiagnosticHandler {
    #[getter]
    fn attached(&self) -> bool {
        !self.state.lock().detached
    }
    #[getter]
    fn had_error(&self) -> bool {
        self.state.lock().had_error
    }
    fn detach(&self) {
        self.state.lock().detached = true;
    }
    fn __enter__(slf: Py<Self>) -> Py<Self> {
        slf
    }
    fn __exit__(&self, _a: &Bound<'_, PyAny>, _b: &Bound<'_, PyAny>, _c: &Bound<'_, PyAny>) {
        self.detach();
    }
}

/// Offers diagnostics to the context's Python handlers (newest first); an error none handles is
/// printed to stderr as upstream's default handler does.
pub fn dispatch(py: Python<'_>, ctx: &Py<PyContext>, diags: &[Diagnostic]) -> PyResult<()> {
    for d in diags {
        let handlers: Vec<Py<PyDiagnosticHandler>> = {
            let mut hs = ctx.get().handlers.lock();
            hs.retain(|h| !h.get().state.lock().detached);
            hs.iter().map(|h| h.clone_ref(py)).collect()
        };
        let mut handled = false;
        if !handlers.is_empty() {
            let obj = PyDiagnostic::build(py, ctx, d)?;
            for h in handlers.iter().rev() {
                if h.get().offer(py, &obj) {
                    handled = true;
                    break;
                }
            }
        }
        if !handled && d.severity == Severity::Error {
            eprint!("{}", mlir_ir::print::format_diagnostic(ctx.get().core(), d));
        }
    }
    Ok(())
}

/// Builds an `MLIRError(message, error_diagnostics)` from the errors among `diags`, dispatching
/// the others to the handlers.
pub fn mlir_error(py: Python<'_>, ctx: &Py<PyContext>, message: &str, diags: Vec<Diagnostic>) -> PyErr {
    let to_handlers = ctx.get().emit_error_diagnostics.load(std::sync::atomic::Ordering::Relaxed);
    let (errors, others): (Vec<_>, Vec<_>) =
        diags.into_iter().partition(|d| d.severity == Severity::Error && !to_handlers);
    if let Err(e) = dispatch(py, ctx, &others) {
        return e;
    }
    let build = || -> PyResult<PyErr> {
        let infos = errors.iter().map(|d| PyDiagnosticInfo::build(py, ctx, d)).collect::<PyResult<Vec<_>>>()?;
        let cls = crate::prelude_attr(py, "MLIRError")?;
        let exc = cls.call1(py, (message, infos))?;
        Ok(PyErr::from_value(exc.into_bound(py)))
    };
    build().unwrap_or_else(|e| e)
}

/// Runs a fallible core operation under diagnostic capture; on failure raises `MLIRError` with
/// `message`, on success dispatches what was emitted (warnings, remarks) to the handlers.
pub fn check<T, E>(
    py: Python<'_>,
    ctx: &Py<PyContext>,
    message: &str,
    r: (Result<T, E>, Vec<Diagnostic>),
) -> PyResult<T> {
    match r {
        (Ok(v), diags) => {
            dispatch(py, ctx, &diags)?;
            Ok(v)
        }
        (Err(_), diags) => Err(mlir_error(py, ctx, message, diags)),
    }
}
