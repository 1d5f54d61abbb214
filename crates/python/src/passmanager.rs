//! `mlir.passmanager`: `PassManager` over the core pass manager (`mlir_passes`), plus passes
//! written in Python (`pm.add(callable)`), which run with the IR unlocked so that they can use
//! the whole Python API.
//!
//! A manager is a list of segments run in order: runs of textual pipeline elements (run with
//! the store locked and the GIL released) and Python passes. An op a pass erases is gone for
//! Python too: its handles raise afterwards.

use parking_lot::Mutex;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::context::PyContext;

enum Segment {
    Native(mlir_passes::PassManager),
    Python { run: Py<PyAny>, argument: String, name: String, op_name: String },
}

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.passmanager", name = "PassManager", frozen, weakref)]
pub struct PyPassManager {
    context: Py<PyContext>,
    anchor: String,
    segments: Mutex<Vec<Segment>>,
    verify: std::sync::atomic::AtomicBool,
    printing: Mutex<Option<mlir_passes::IrPrinting>>,
    /// `enable_statistics`: the report follows each run.
    statistics: Mutex<Option<mlir_passes::DisplayMode>>,
    /// `enable_timing`: what the runs took, reported when the manager goes away.
    timing: Mutex<Option<Timing>>,
}

/// The time a timed manager's runs took, in all and per pass.
#[derive(Default)]
struct Timing {
    total: std::time::Duration,
    timers: Vec<mlir_passes::timing::Timer>,
}

impl Drop for PyPassManager {
    fn drop(&mut self) {
        if let Some(t) = self.timing.get_mut().take() {
            eprint!("{}", mlir_passes::timing::render(&t.timers, t.total, mlir_passes::timing::TimingDisplay::Tree));
        }
    }
}

/// What a Python pass receives besides the op: it can signal failure.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.passmanager", name = "ExternalPass", frozen)]
pub struct PyExternalPass {
    failed: std::sync::atomic::AtomicBool,
}

#[pymethods]
impl PyExternalPass {
    /// Marks the pass (and so the pipeline run) as failed.
    fn signal_pass_failure(&self) {
        self.failed.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

impl PyPassManager {
    fn with_segments(context: Py<PyContext>, anchor: String, segments: Vec<Segment>) -> PyPassManager {
        PyPassManager {
            context,
            anchor,
            segments: Mutex::new(segments),
            verify: std::sync::atomic::AtomicBool::new(true),
            printing: Mutex::new(None),
            statistics: Mutex::new(None),
            timing: Mutex::new(None),
        }
    }

    /// The segments; a Python pass that uses its own manager while it runs gets an error
    /// instead of a deadlock.
    fn segments(&self) -> PyResult<parking_lot::MutexGuard<'_, Vec<Segment>>> {
        self.segments
            .try_lock()
            .ok_or_else(|| pyo3::exceptions::PyRuntimeError::new_err("the pass manager is running: it cannot be changed, run or printed from one of its passes"))
    }

    fn add_text(&self, text: &str) -> PyResult<()> {
        let mut segments = self.segments()?;
        if !matches!(segments.last(), Some(Segment::Native(_))) {
            segments.push(Segment::Native(mlir_passes::PassManager::new(&self.anchor)));
        }
        let Some(Segment::Native(pm)) = segments.last_mut() else { unreachable!("just pushed") };
        pm.add(text).map_err(PyValueError::new_err)
    }
}

const FAILURE: &str = "Failure while executing pass pipeline";

#[pymethods]
impl PyPassManager {
    /// Create a new PassManager for the current (or provided) Context.
    #[new]
    #[pyo3(signature = (anchor_op="any", context=None))]
    fn py_new(py: Python<'_>, anchor_op: &str, context: Option<Py<PyContext>>) -> PyResult<Self> {
        let context = crate::context::resolve(py, context)?;
        Ok(Self::with_segments(context, anchor_op.to_string(), Vec::new()))
    }

    /// Parse a textual pass-pipeline and return a top-level PassManager. Raises ValueError if
    /// the pipeline can't be parsed.
    #[staticmethod]
    #[pyo3(signature = (pipeline, context=None))]
    fn parse(py: Python<'_>, pipeline: &str, context: Option<Py<PyContext>>) -> PyResult<Self> {
        let context = crate::context::resolve(py, context)?;
        let pm = mlir_passes::PassManager::parse(pipeline).map_err(PyValueError::new_err)?;
        Ok(Self::with_segments(context, pm.anchor.clone(), vec![Segment::Native(pm)]))
    }

    /// `add(pipeline)`: textual pipeline elements; `add(run, name=None, argument='',
    /// description='', op_name='')`: a Python pass, `run(op, pass_)`.
    #[pyo3(signature = (pipeline, name=None, argument=String::new(), description=String::new(), op_name=String::new()))]
    fn add(
        &self,
        pipeline: &Bound<'_, PyAny>,
        name: Option<String>,
        argument: String,
        description: String,
        op_name: String,
    ) -> PyResult<()> {
        let _ = description;
        if let Ok(text) = pipeline.extract::<String>() {
            return self.add_text(&text);
        }
        if !pipeline.is_callable() {
            return Err(PyTypeError::new_err("add() expects a pipeline string or a callable pass"));
        }
        let name = match name {
            Some(n) => n,
            None => pipeline.getattr("__name__").and_then(|n| n.extract()).unwrap_or_else(|_| "python-pass".to_string()),
        };
        let argument = if argument.is_empty() { name.clone() } else { argument };
        self.segments()?.push(Segment::Python { run: pipeline.clone().unbind(), argument, name, op_name });
        Ok(())
    }

    /// Dumps the IR (to stderr) before and/or after the passes, as upstream's `-mlir-print-ir-*`
    /// options. `tree_printing_dir_path` (one file per pass) is not supported.
    #[pyo3(signature = (print_before_all=false, print_after_all=true, print_module_scope=false, print_after_change=false,
        print_after_failure=false, large_elements_limit=None, large_resource_limit=None, enable_debug_info=false,
        print_generic_op_form=false, tree_printing_dir_path=None))]
    #[allow(clippy::too_many_arguments)]
    fn enable_ir_printing(
        &self,
        print_before_all: bool,
        print_after_all: bool,
        print_module_scope: bool,
        print_after_change: bool,
        print_after_failure: bool,
        large_elements_limit: Option<u64>,
        large_resource_limit: Option<u64>,
        enable_debug_info: bool,
        print_generic_op_form: bool,
        tree_printing_dir_path: Option<String>,
    ) -> PyResult<()> {
        if tree_printing_dir_path.is_some() {
            return Err(PyValueError::new_err("enable_ir_printing: tree_printing_dir_path is not supported by this build"));
        }
        let mut flags = self.context.get().core().default_print_flags();
        flags.elide_elements_if_larger = large_elements_limit;
        flags.elide_resources_if_larger = large_resource_limit;
        flags.debug_info = enable_debug_info;
        flags.generic = print_generic_op_form;
        *self.printing.lock() = Some(mlir_passes::IrPrinting {
            before: print_before_all,
            after: print_after_all,
            after_change: print_after_change,
            after_failure: print_after_failure,
            module_scope: print_module_scope,
            flags,
            sink: None,
        });
        Ok(())
    }

    /// Turns the verification after each pass on or off.
    fn enable_verifier(&self, enable: bool) {
        self.verify.store(enable, std::sync::atomic::Ordering::Relaxed);
    }

    /// Run the pass manager on the provided operation, raising an MLIRError on failure.
    ///
    /// `invalidate_ops` (newer upstream's keyword) is accepted for compatibility: handles here
    /// are checked one by one, so ops the passes erased raise and the others stay usable
    /// either way.
    #[pyo3(signature = (operation, invalidate_ops=true))]
    fn run(&self, py: Python<'_>, operation: &Bound<'_, PyAny>, invalidate_ops: bool) -> PyResult<()> {
        let _ = invalidate_ops;
        let start = std::time::Instant::now();
        let result = self.run_segments(py, operation);
        if let Some(mode) = *self.statistics.lock() {
            let entries = self.report_entries()?;
            eprint!("{}", mlir_passes::report::render(&entries, mode));
        }
        if let Some(t) = self.timing.lock().as_mut() {
            t.total += start.elapsed();
            let timers = self.timers()?;
            mlir_passes::timing::merge(&mut t.timers, timers);
        }
        result
    }

    /// Enable pass statistics.
    #[pyo3(signature = (displayMode=None))]
    #[allow(non_snake_case)]
    fn enable_statistics(&self, py: Python<'_>, displayMode: Option<&Bound<'_, PyAny>>) -> PyResult<()> {
        let mode = match displayMode {
            None => mlir_passes::DisplayMode::Pipeline,
            Some(m) => {
                let cls = py.import("mlir._mlir_libs._mlir.passmanager").and_then(|m| m.getattr("PassDisplayMode")).ok();
                let ok = cls.as_ref().is_some_and(|c| m.is_instance(c).unwrap_or(false));
                if !ok {
                    return Err(PyTypeError::new_err("enable_statistics(): displayMode must be a PassDisplayMode"));
                }
                match m.getattr("name")?.extract::<String>()?.as_str() {
                    "LIST" => mlir_passes::DisplayMode::List,
                    _ => mlir_passes::DisplayMode::Pipeline,
                }
            }
        };
        *self.statistics.lock() = Some(mode);
        Ok(())
    }

    /// Enable pass timing.
    ///
    /// (The report goes to stderr when the manager is destroyed.)
    fn enable_timing(&self) {
        let mut t = self.timing.lock();
        if t.is_none() {
            *t = Some(Timing::default());
        }
    }
}

impl PyPassManager {
    /// The statistics report's entries: the native segments' elements and the Python passes,
    /// in order.
    fn report_entries(&self) -> PyResult<Vec<mlir_passes::Entry>> {
        let mut out = Vec::new();
        for s in self.segments()?.iter() {
            match s {
                Segment::Native(pm) => out.extend(pm.statistics_entries()),
                Segment::Python { name, .. } => out.push(mlir_passes::Entry::Pass { name: name.clone(), statistics: Vec::new() }),
            }
        }
        Ok(out)
    }

    /// What the native segments measured (Python passes are part of `Rest`).
    fn timers(&self) -> PyResult<Vec<mlir_passes::timing::Timer>> {
        let mut out = Vec::new();
        for s in self.segments()?.iter() {
            if let Segment::Native(pm) = s {
                out.extend(pm.timers());
            }
        }
        Ok(out)
    }

    fn run_segments(&self, py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<()> {
        let op = crate::operation::op_arg(operation)?;
        let id = op.in_context(&self.context, "the operation", "the pass manager")?;
        let state = self.context.get().state.clone();
        let verify = self.verify.load(std::sync::atomic::Ordering::Relaxed);
        let mut segments = self.segments()?;
        if segments.is_empty() {
            // Still check the anchor, as an empty upstream pipeline does.
            segments.push(Segment::Native(mlir_passes::PassManager::new(&self.anchor)));
        }
        for segment in segments.iter_mut() {
            match segment {
                Segment::Native(pm) => {
                    pm.verify_each = verify;
                    pm.ir_printing = self.printing.lock().clone();
                    pm.timing = self.timing.lock().is_some();
                    let r = py.detach(|| {
                        let mut ir = state.lock_detached();
                        if ir.check_op(id).is_err() {
                            return None;
                        }
                        Some(crate::state::capture(&state.ctx, || pm.run(&mut ir, id)))
                    });
                    let r = r.ok_or_else(|| crate::handle::stale("operation"))?;
                    crate::diag::check(py, &self.context, FAILURE, r)?;
                }
                Segment::Python { run, name, op_name, .. } => {
                    let actual = op.with(py, |ir, id| Ok(ir.name_str(id).to_string()))?;
                    if !op_name.is_empty() && *op_name != actual {
                        let msg = format!("trying to schedule pass '{name}' on an unsupported operation");
                        let r = op.with(py, |ir, id| Ok(crate::state::capture(&ir.ctx, || Err::<(), _>(mlir_ir::verify::emit_op_error_prefixed(ir, id, &msg)))))?;
                        return crate::diag::check(py, &self.context, FAILURE, r);
                    }
                    let pass = Py::new(py, PyExternalPass { failed: std::sync::atomic::AtomicBool::new(false) })?;
                    let op_obj = crate::operation::operation(py, op.clone_ref(py))?;
                    run.call1(py, (op_obj, pass.clone_ref(py)))?;
                    if pass.get().failed.load(std::sync::atomic::Ordering::Relaxed) {
                        return Err(crate::diag::mlir_error(py, &self.context, FAILURE, Vec::new()));
                    }
                    if verify {
                        let r = op.with(py, |ir, id| Ok(crate::state::capture(&ir.ctx, || mlir_ir::verify::verify(ir, id))))?;
                        crate::diag::check(py, &self.context, FAILURE, r)?;
                    }
                }
            }
        }
        Ok(())
    }
}

#[pymethods]
impl PyPassManager {
    /// Lets Python's collector see the passes written in Python (a pass closing over its own
    /// manager forms a cycle).
    fn __traverse__(&self, visit: pyo3::PyVisit<'_>) -> Result<(), pyo3::PyTraverseError> {
        visit.call(&self.context)?;
        // Never block here: a running manager is skipped (it is reachable anyway).
        if let Some(segments) = self.segments.try_lock() {
            for s in segments.iter() {
                if let Segment::Python { run, .. } = s {
                    visit.call(run)?;
                }
            }
        }
        Ok(())
    }

    fn __clear__(&self) {
        if let Some(mut segments) = self.segments.try_lock() {
            segments.retain(|s| matches!(s, Segment::Native(_)));
        }
    }

    fn __str__(&self) -> PyResult<String> {
        let mut parts = Vec::new();
        for s in self.segments()?.iter() {
            match s {
                Segment::Native(pm) => {
                    let text = pm.to_string();
                    let inner = &text[pm.anchor.len() + 1..text.len() - 1];
                    if !inner.is_empty() {
                        parts.push(inner.to_string());
                    }
                }
                Segment::Python { argument, .. } => parts.push(argument.clone()),
            }
        }
        Ok(format!("{}({})", self.anchor, parts.join(",")))
    }

    /// A capsule naming this pass manager (`mlir.passmanager.PassManager._CAPIPtr`).
    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.passmanager.PassManager._CAPIPtr", slf.as_any())
    }

    /// The pass manager a `_CAPIPtr` capsule names.
    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, c"mlir.passmanager.PassManager._CAPIPtr")
    }

    /// Upstream hands the native object over to a capsule here; this object keeps owning its
    /// manager (capsules refer to it weakly), so there is nothing to release.
    fn _testing_release(&self) {}

    /// The context the pass manager belongs to.
    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.context.clone_ref(py)
    }
}

/// Builds the `passmanager` submodule.
pub fn module<'py>(py: Python<'py>, parent: &str) -> PyResult<Bound<'py, PyModule>> {
    let m = PyModule::new(py, "passmanager")?;
    m.setattr("__name__", format!("{parent}.passmanager"))?;
    m.add_class::<PyPassManager>()?;
    m.add_class::<PyExternalPass>()?;
    // Upstream's display modes of the statistics report, a Python enum.
    let code = c"import enum as _enum\n\nclass PassDisplayMode(_enum.Enum):\n    LIST = 0\n    PIPELINE = 1\n\nPassDisplayMode.__module__ = __name__\ndel _enum\n";
    py.run(code, Some(&m.dict()), None)?;
    m.index()?.append("PassDisplayMode")?;
    Ok(m)
}
