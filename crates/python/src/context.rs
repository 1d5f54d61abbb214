//! `Context`, `DialectRegistry`, `Dialects`/`Dialect`/`DialectDescriptor`, and the class-level
//! `current` properties.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use pyo3::exceptions::{PyAttributeError, PyIndexError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use crate::diag::PyDiagnosticHandler;
use crate::state::{State, LIVE_CONTEXTS};
use crate::stack::{self, FrameKind};

/// A Python `Context`. Holds the `State` (see `state.rs`); every handle created in this context
/// holds a strong reference to this object, so `op.context is ctx` and the store outlives them.
#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "Context", frozen, subclass, weakref)]
pub struct PyContext {
    pub state: Arc<State>,
    pub handlers: parking_lot::Mutex<Vec<Py<PyDiagnosticHandler>>>,
    /// When set, errors go to the diagnostic handlers instead of into `MLIRError`s.
    pub emit_error_diagnostics: std::sync::atomic::AtomicBool,
    thread_pool: parking_lot::Mutex<Option<Py<PyThreadPool>>>,
    /// The Python callable of the enabled remark engine (the engine itself holds only a weak
    /// reference to this context, so the collector sees the cycle a callback closing over its
    /// context makes).
    pub remark_callback: parking_lot::Mutex<Option<Py<PyAny>>>,
    /// Between `begin_transient_scope` and `end_transient_scope`.
    transient: std::sync::atomic::AtomicBool,
}

/// `ThreadPool`: a pool contexts may share. Our passes do not run threads yet, so it records
/// the concurrency a context would use.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "ThreadPool", frozen)]
pub struct PyThreadPool {
    max_concurrency: usize,
}

#[pymethods]
impl PyThreadPool {
    #[new]
    fn new() -> Self {
        PyThreadPool { max_concurrency: std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1) }
    }
    fn get_max_concurrency(&self) -> usize {
        self.max_concurrency
    }
    fn _mlir_thread_pool_ptr(slf: &Bound<'_, Self>) -> usize {
        slf.as_ptr() as usize
    }
}

impl PyContext {
    pub fn core(&self) -> &mlir_ir::Context {
        &self.state.ctx
    }
}

/// Resolves an explicit `context=` argument or the current one.
pub fn resolve(py: Python<'_>, context: Option<Py<PyContext>>) -> PyResult<Py<PyContext>> {
    match context {
        Some(c) => Ok(c),
        None => stack::current_context(py).ok_or_else(|| {
            PyRuntimeError::new_err(
                "An MLIR function requires a Context but none was provided in the call or from the surrounding \
                 environment. Either pass to the function with a 'context=' argument or establish a default using \
                 'with Context():'",
            )
        }),
    }
}

/// Resolves `context=` as [`resolve`] does, with what to call the result in an error message
/// about an argument of another context.
pub fn resolve_named(py: Python<'_>, context: Option<Py<PyContext>>) -> PyResult<(Py<PyContext>, &'static str)> {
    let named = if context.is_some() { "the context= argument" } else { "the current context" };
    Ok((resolve(py, context)?, named))
}

/// Checks an explicit `context=` argument of a method whose context is given by another
/// argument (`what`, of context `actual`); `None` accepts anything.
pub fn check_explicit(actual: &Py<PyContext>, context: Option<&Py<PyContext>>, what: &str) -> PyResult<()> {
    match context {
        Some(c) => crate::handle::check_same(actual, c, what, "the context= argument"),
        None => Ok(()),
    }
}

#[pymethods]
impl PyContext {
    #[new]
    #[pyo3(signature = (load_on_create_dialects=None, thread_pool=None))]
    fn new(load_on_create_dialects: Option<Vec<String>>, thread_pool: Option<Py<PyThreadPool>>) -> Self {
        let ctx = PyContext {
            state: Arc::new(State::new()),
            handlers: parking_lot::Mutex::new(Vec::new()),
            emit_error_diagnostics: std::sync::atomic::AtomicBool::new(false),
            thread_pool: parking_lot::Mutex::new(thread_pool),
            remark_callback: parking_lot::Mutex::new(None),
            transient: std::sync::atomic::AtomicBool::new(false),
        };
        for d in load_on_create_dialects.unwrap_or_default() {
            ctx.core().load_dialect(&d);
        }
        ctx
    }

    /// Begins a transient scope. Upstream rolls back the types, attributes and affine
    /// expressions uniqued during the scope when it ends; here the uniquing tables are
    /// append-only, so what the scope creates stays allocated and valid (objects referring to
    /// it keep working instead of dangling). Raises `ValueError` when already in a scope.
    fn begin_transient_scope(&self) -> PyResult<()> {
        if self.transient.swap(true, std::sync::atomic::Ordering::Relaxed) {
            return Err(PyValueError::new_err("Context is already in a transient scope"));
        }
        Ok(())
    }

    /// Ends the transient scope (nothing happens outside one).
    fn end_transient_scope(&self) {
        self.transient.store(false, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether the context is in a transient scope.
    #[getter]
    fn is_in_transient_scope(&self) -> bool {
        self.transient.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// A context manager that begins a transient scope and ends it on exit; `with` binds the
    /// context.
    fn transient_scope(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        crate::prelude_attr(py, "_TransientScope")?.call1(py, (slf,))
    }

    fn __traverse__(&self, visit: pyo3::PyVisit<'_>) -> Result<(), pyo3::PyTraverseError> {
        // Never block here: a callback being replaced on another thread is skipped this time.
        if let Some(cb) = self.remark_callback.try_lock() {
            if let Some(cb) = cb.as_ref() {
                visit.call(cb)?;
            }
        }
        Ok(())
    }

    fn __clear__(&self) {
        if let Some(mut cb) = self.remark_callback.try_lock() {
            *cb = None;
        }
    }

    fn set_thread_pool(&self, pool: Py<PyThreadPool>) {
        *self.thread_pool.lock() = Some(pool);
    }

    fn _mlir_thread_pool_ptr(&self, py: Python<'_>) -> usize {
        self.thread_pool.lock().as_ref().map(|p| p.bind(py).as_ptr() as usize).unwrap_or(0)
    }

    #[classattr]
    fn current() -> CurrentDescriptor {
        CurrentDescriptor { kind: FrameKind::Context }
    }

    #[staticmethod]
    fn _get_live_count() -> usize {
        LIVE_CONTEXTS.load(Ordering::Relaxed)
    }

    fn _get_context_again(slf: Py<Self>) -> Py<Self> {
        slf
    }

    /// Number of live Python `Operation` objects of this context.
    fn _get_live_operation_count(&self) -> usize {
        self.state.live_ops.lock().len()
    }

    fn _get_live_operation_objects(&self, py: Python<'_>) -> Vec<Py<PyAny>> {
        let ptrs: Vec<usize> = self.state.live_ops.lock().values().map(|&(_, p)| p).collect();
        // SAFETY: as in `operation::operation`: entries are live objects while the GIL is held.
        ptrs.into_iter().map(|p| unsafe { Bound::from_borrowed_ptr(py, p as *mut pyo3::ffi::PyObject) }.unbind()).collect()
    }

    /// Forgets the live `Operation` objects (they stay usable handles); returns how many.
    fn _clear_live_operations(&self) -> usize {
        let mut live = self.state.live_ops.lock();
        let n = live.len();
        live.clear();
        n
    }

    fn _get_live_module_count(&self) -> usize {
        self.state.live_modules.load(Ordering::Relaxed)
    }

    #[getter]
    fn get_emit_error_diagnostics(&self) -> bool {
        self.emit_error_diagnostics.load(Ordering::Relaxed)
    }

    #[setter]
    fn set_emit_error_diagnostics(&self, on: bool) {
        self.emit_error_diagnostics.store(on, Ordering::Relaxed)
    }

    fn __enter__(slf: &Bound<'_, Self>) -> Py<Self> {
        let py = slf.py();
        stack::push(py, FrameKind::Context, slf.clone().into_any().unbind(), slf.clone().unbind(), None, None);
        slf.clone().unbind()
    }

    fn __exit__(slf: &Bound<'_, Self>, _a: &Bound<'_, PyAny>, _b: &Bound<'_, PyAny>, _c: &Bound<'_, PyAny>) -> PyResult<()> {
        stack::pop(FrameKind::Context, slf.as_any())
    }

    #[getter]
    fn get_allow_unregistered_dialects(&self) -> bool {
        self.core().allows_unregistered_dialects()
    }

    #[setter]
    fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.core().set_allow_unregistered_dialects(allow)
    }

    fn is_registered_operation(&self, name: &str) -> bool {
        let ctx = self.core();
        ctx.op_info(ctx.op_name(name)).is_some()
    }

    fn load_all_available_dialects(&self) {
        for d in mlir_dialects::all() {
            self.core().load_dialect(&d.name);
        }
    }

    fn append_dialect_registry(&self, _registry: &Bound<'_, PyDialectRegistry>) {
        // Every dialect this build knows is registered in every context already.
    }

    fn enable_multithreading(&self, _enable: bool) {}

    #[getter]
    fn dialects(slf: Py<Self>) -> PyDialects {
        PyDialects { context: slf }
    }

    /// Short alias of `dialects`.
    #[getter]
    fn d(slf: Py<Self>) -> PyDialects {
        PyDialects { context: slf }
    }

    fn is_dialect_loaded(&self, dialect_name: &str) -> bool {
        self.core().is_dialect_loaded(dialect_name)
    }

    fn get_num_threads(&self) -> usize {
        self.thread_pool.lock().as_ref().map(|p| p.get().max_concurrency).unwrap_or(1)
    }

    fn get_dialect_descriptor(slf: Py<Self>, py: Python<'_>, dialect_name: &str) -> PyResult<PyDialectDescriptor> {
        if !dialect_exists(dialect_name) {
            return Err(PyValueError::new_err(format!("Dialect '{dialect_name}' not found")));
        }
        slf.get().core().load_dialect(dialect_name);
        Ok(PyDialectDescriptor { context: slf.clone_ref(py), namespace: dialect_name.to_string() })
    }

    /// Attaches a diagnostic handler: `callback(Diagnostic) -> bool` (True when handled).
    fn attach_diagnostic_handler(slf: Py<Self>, py: Python<'_>, callback: Py<PyAny>) -> PyResult<Py<PyDiagnosticHandler>> {
        let h = Py::new(py, PyDiagnosticHandler::new(callback))?;
        slf.get().handlers.lock().push(h.clone_ref(py));
        Ok(h)
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.ir.Context._CAPIPtr", slf.as_any())
    }

    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, c"mlir.ir.Context._CAPIPtr")
    }

    fn __repr__(slf: &Bound<'_, Self>) -> String {
        format!("<mlir._mlir_libs._mlir.ir.Context object at {:p}>", slf.as_ptr())
    }
}

fn dialect_exists(name: &str) -> bool {
    name == "builtin" || mlir_dialects::all().iter().any(|d| d.name == name)
}

/// `Context.current`, `Location.current`, `InsertionPoint.current`: a descriptor in the class
/// dictionary, so the property works on the class itself as upstream's static properties do.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct CurrentDescriptor {
    pub kind: FrameKind,
}

#[pymethods]
impl CurrentDescriptor {
    fn __get__(&self, py: Python<'_>, _obj: Option<&Bound<'_, PyAny>>, _owner: Option<&Bound<'_, PyAny>>) -> PyResult<Py<PyAny>> {
        match self.kind {
            // As upstream: no current context or location reads as None...
            FrameKind::Context => Ok(stack::current_context(py).map(|c| c.into_any()).unwrap_or_else(|| py.None())),
            FrameKind::Location => Ok(stack::current_location(py).map(|c| c.into_any()).unwrap_or_else(|| py.None())),
            // ...but a missing insertion point raises.
            FrameKind::InsertionPoint => stack::current_ip(py)
                .map(|c| c.into_any())
                .ok_or_else(|| PyValueError::new_err("No current InsertionPoint")),
        }
    }
}

/// `DialectRegistry`: every dialect is always registered, so this is an empty token that the
/// upstream API passes around.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "DialectRegistry", frozen, weakref)]
pub struct PyDialectRegistry;

#[pymethods]
impl PyDialectRegistry {
    #[new]
    fn new() -> Self {
        PyDialectRegistry
    }
    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.ir.DialectRegistry._CAPIPtr", slf.as_any())
    }
    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, c"mlir.ir.DialectRegistry._CAPIPtr")
    }
}

/// `ctx.dialects`: attribute and item access by namespace.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "Dialects", frozen)]
pub struct PyDialects {
    context: Py<PyContext>,
}

impl PyDialects {
    fn get(&self, py: Python<'_>, name: &str) -> Option<Py<PyAny>> {
        if !dialect_exists(name) {
            return None;
        }
        self.context.get().core().load_dialect(name);
        let desc = PyDialectDescriptor { context: self.context.clone_ref(py), namespace: name.to_string() };
        // A registered Python dialect class wins (upstream's `_Dialect` subclasses).
        if let Some(cls) = crate::globals::dialect_class(py, name) {
            let desc = Py::new(py, desc).ok()?;
            return cls.call1(py, (desc,)).ok();
        }
        let d = Py::new(py, PyDialect { descriptor: Py::new(py, desc).ok()? }).ok()?;
        Some(d.into_any())
    }
}

#[pymethods]
impl PyDialects {
    fn __getattr__(&self, py: Python<'_>, name: &str) -> PyResult<Py<PyAny>> {
        self.get(py, name).ok_or_else(|| PyAttributeError::new_err(format!("Dialect '{name}' not found")))
    }
    fn __getitem__(&self, py: Python<'_>, name: &str) -> PyResult<Py<PyAny>> {
        self.get(py, name).ok_or_else(|| PyIndexError::new_err(format!("Dialect '{name}' not found")))
    }
}

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "DialectDescriptor", frozen)]
pub struct PyDialectDescriptor {
    context: Py<PyContext>,
    namespace: String,
}

#[pymethods]
impl PyDialectDescriptor {
    #[getter]
    fn namespace(&self) -> &str {
        &self.namespace
    }
    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.context.clone_ref(py)
    }
    fn __repr__(&self) -> String {
        format!("<DialectDescriptor {}>", self.namespace)
    }
}

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "Dialect", subclass, frozen)]
pub struct PyDialect {
    descriptor: Py<PyDialectDescriptor>,
}

#[pymethods]
impl PyDialect {
    #[new]
    fn new(descriptor: Py<PyDialectDescriptor>) -> Self {
        PyDialect { descriptor }
    }
    #[getter]
    fn descriptor(&self, py: Python<'_>) -> Py<PyDialectDescriptor> {
        self.descriptor.clone_ref(py)
    }
    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let ty = slf.get_type();
        let module: String = ty.getattr("__module__")?.extract()?;
        let name = ty.name()?;
        Ok(format!("<Dialect {} (class {}.{})>", slf.get().descriptor.get().namespace, module, name))
    }
}

