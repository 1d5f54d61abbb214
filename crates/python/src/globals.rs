//! Process-wide Python registries (upstream's `PyGlobals`): dialect classes, op classes (what
//! `.opview` instantiates), type and value casters, and the module prefixes searched for a
//! dialect's Python module (`mlir.dialects`).

use parking_lot::Mutex;
use pyo3::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::context::PyContext;

#[derive(Default)]
struct Registry {
    dialect_classes: FxHashMap<String, Py<PyAny>>,
    op_classes: FxHashMap<String, Py<PyAny>>,
    type_casters: FxHashMap<u64, Py<PyAny>>,
    value_casters: FxHashMap<u64, Py<PyAny>>,
    search_prefixes: Vec<String>,
    /// Dialect namespaces whose Python module was imported.
    loaded: FxHashSet<String>,
    /// Namespaces without a module, remembered for implicit lookups (`.opview`) so a dialect
    /// with no Python module does not cost an import attempt per op.
    missing: FxHashSet<String>,
}

static REGISTRY: Mutex<Option<Registry>> = Mutex::new(None);

/// `loc_tracebacks()` state: whether ops created without a location get one from the Python
/// call stack, how many frames, the two policies (as enum members), and the files whose
/// frames are skipped (generated op modules register themselves) or kept.
struct Tracebacks {
    enabled: bool,
    frame_limit: usize,
    on_explicit: Option<Py<PyAny>>,
    on_current: Option<Py<PyAny>>,
    excluded: FxHashSet<String>,
    included: FxHashSet<String>,
}

static TRACEBACKS: Mutex<Tracebacks> = Mutex::new(Tracebacks {
    enabled: false,
    frame_limit: 10,
    on_explicit: None,
    on_current: None,
    excluded: FxHashSet::with_hasher(rustc_hash::FxBuildHasher),
    included: FxHashSet::with_hasher(rustc_hash::FxBuildHasher),
});
static TRACEBACKS_ON: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn action(py: Python<'_>, stored: &Option<Py<PyAny>>, enum_name: &str, default: &str) -> PyResult<Py<PyAny>> {
    match stored {
        Some(a) => Ok(a.clone_ref(py)),
        None => crate::prelude_attr(py, enum_name)?.getattr(py, default),
    }
}

/// The location for an op being created: `explicit` unless `loc_tracebacks()` is on, in which
/// case the Python call stack decides (see `_traceback_location` in prelude.py).
pub fn op_location(py: Python<'_>, explicit: Option<Py<crate::location::PyLocation>>) -> PyResult<Option<Py<crate::location::PyLocation>>> {
    if !TRACEBACKS_ON.load(std::sync::atomic::Ordering::Relaxed) {
        return Ok(explicit);
    }
    let (limit, on_explicit, on_current, excluded, included) = {
        let t = TRACEBACKS.lock();
        (
            t.frame_limit,
            action(py, &t.on_explicit, "OnExplicitAction", "USE_EXPLICIT")?,
            action(py, &t.on_current, "CurrentLocAction", "FALLBACK")?,
            t.excluded.iter().cloned().collect::<Vec<_>>(),
            t.included.iter().cloned().collect::<Vec<_>>(),
        )
    };
    let use_traceback = on_explicit.getattr(py, "name")?.extract::<String>(py)? == "USE_TRACEBACK";
    let wrap = on_current.getattr(py, "name")?.extract::<String>(py)? == "NAMELOC_WRAP";
    let excluded = pyo3::types::PyFrozenSet::new(py, excluded.iter())?;
    let included = pyo3::types::PyFrozenSet::new(py, included.iter())?;
    let f = crate::prelude_attr(py, "_traceback_location")?;
    let loc = f.call1(py, (explicit, limit, use_traceback, wrap, excluded, included))?;
    if loc.is_none(py) {
        return Ok(None);
    }
    Ok(Some(loc.bind(py).cast::<crate::location::PyLocation>().map_err(PyErr::from)?.clone().unbind()))
}

/// Whether any type / value caster was ever registered (lets the common case skip the lookup).
static HAS_TYPE_CASTERS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
static HAS_VALUE_CASTERS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn with<R>(f: impl FnOnce(&mut Registry) -> R) -> R {
    let mut g = REGISTRY.lock();
    let r = g.get_or_insert_with(|| Registry { search_prefixes: vec!["mlir.dialects".into()], ..Default::default() });
    f(r)
}

/// Imports the dialect module for `namespace` (first match among the search prefixes), so its
/// op classes register themselves. Returns whether one is loaded. With `retry`, a namespace
/// that had no module is looked for again.
fn ensure_loaded(py: Python<'_>, namespace: &str, retry: bool) -> bool {
    let prefixes = with(|r| {
        if r.loaded.contains(namespace) || (!retry && r.missing.contains(namespace)) {
            None
        } else {
            Some(r.search_prefixes.clone())
        }
    });
    let Some(prefixes) = prefixes else { return with(|r| r.loaded.contains(namespace)) };
    for p in prefixes {
        if py.import(format!("{p}.{namespace}").as_str()).is_ok() {
            with(|r| {
                r.loaded.insert(namespace.to_string());
                r.missing.remove(namespace);
            });
            return true;
        }
    }
    with(|r| r.missing.insert(namespace.to_string()));
    false
}

pub fn dialect_class(py: Python<'_>, namespace: &str) -> Option<Py<PyAny>> {
    ensure_loaded(py, namespace, false);
    with(|r| r.dialect_classes.get(namespace).map(|c| c.clone_ref(py)))
}

pub fn op_class(py: Python<'_>, op_name: &str) -> Option<Py<PyAny>> {
    if let Some(c) = with(|r| r.op_classes.get(op_name).map(|c| c.clone_ref(py))) {
        return Some(c);
    }
    let ns = op_name.split('.').next()?;
    ensure_loaded(py, ns, false);
    with(|r| r.op_classes.get(op_name).map(|c| c.clone_ref(py)))
}

pub fn cast_type(py: Python<'_>, context: &Py<PyContext>, ty: mlir_ir::Type) -> PyResult<Option<Py<PyAny>>> {
    if !HAS_TYPE_CASTERS.load(std::sync::atomic::Ordering::Relaxed) {
        return Ok(None);
    }
    let id = crate::typeid::PyTypeID::of_type(context.get().core().type_kind(ty)).id;
    let Some(caster) = with(|r| r.type_casters.get(&id).map(|c| c.clone_ref(py))) else { return Ok(None) };
    let obj = crate::types::wrap_builtin(py, context, ty)?;
    Ok(Some(caster.call1(py, (obj,))?))
}

pub fn cast_value(py: Python<'_>, context: &Py<PyContext>, v: mlir_ir::Value, obj: Py<PyAny>) -> PyResult<Py<PyAny>> {
    if !HAS_VALUE_CASTERS.load(std::sync::atomic::Ordering::Relaxed) {
        return Ok(obj);
    }
    let ty = crate::handle::with_ir(py, context, |ir| Ok(ir.value_type(v)))?;
    let id = crate::typeid::PyTypeID::of_type(context.get().core().type_kind(ty)).id;
    match with(|r| r.value_casters.get(&id).map(|c| c.clone_ref(py))) {
        Some(caster) => caster.call1(py, (obj,)),
        None => Ok(obj),
    }
}

/// `register_dialect(cls)`: registers a `Dialect` subclass by its `DIALECT_NAMESPACE`.
#[pyfunction]
pub fn register_dialect(py: Python<'_>, dialect_class: Py<PyAny>) -> PyResult<Py<PyAny>> {
    let ns: String = dialect_class.getattr(py, "DIALECT_NAMESPACE")?.extract(py)?;
    with(|r| r.dialect_classes.insert(ns, dialect_class.clone_ref(py)));
    Ok(dialect_class)
}

/// `register_operation(dialect_class, *, replace=False)`: a decorator registering an `OpView`
/// subclass by its `OPERATION_NAME`.
#[pyfunction]
#[pyo3(signature = (dialect_class, *, replace=false))]
pub fn register_operation(py: Python<'_>, dialect_class: Py<PyAny>, replace: bool) -> PyResult<Py<PyAny>> {
    let f = pyo3::types::PyCFunction::new_closure(py, None, None, move |args, _kw| -> PyResult<Py<PyAny>> {
        let py = args.py();
        let cls = args.get_item(0)?;
        // As upstream, the op class becomes an attribute of its dialect class
        // (`ctx.dialects.arith.AddFOp`).
        let class_name = cls.getattr("__name__")?;
        dialect_class.bind(py).setattr(class_name.cast::<pyo3::types::PyString>().map_err(PyErr::from)?, &cls)?;
        let name: String = cls.getattr("OPERATION_NAME")?.extract()?;
        let exists = with(|r| r.op_classes.contains_key(&name));
        if exists && !replace {
            return Err(pyo3::exceptions::PyRuntimeError::new_err(format!(
                "Operation '{name}' is already registered."
            )));
        }
        with(|r| r.op_classes.insert(name, cls.clone().unbind()));
        Ok(cls.unbind())
    })?;
    Ok(f.into_any().unbind())
}

fn caster_decorator(py: Python<'_>, typeid: &Bound<'_, crate::typeid::PyTypeID>, replace: bool, values: bool) -> PyResult<Py<PyAny>> {
    let id = typeid.get().id;
    let f = pyo3::types::PyCFunction::new_closure(py, None, None, move |args, _kw| -> PyResult<Py<PyAny>> {
        let caster = args.get_item(0)?;
        let exists = with(|r| if values { r.value_casters.contains_key(&id) } else { r.type_casters.contains_key(&id) });
        if exists && !replace {
            return Err(pyo3::exceptions::PyRuntimeError::new_err("Caster for this TypeID is already registered"));
        }
        with(|r| {
            let m = if values { &mut r.value_casters } else { &mut r.type_casters };
            m.insert(id, caster.clone().unbind())
        });
        let flag = if values { &HAS_VALUE_CASTERS } else { &HAS_TYPE_CASTERS };
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
        Ok(caster.unbind())
    })?;
    Ok(f.into_any().unbind())
}

#[pyfunction]
#[pyo3(signature = (typeid, *, replace=false))]
pub fn register_type_caster(py: Python<'_>, typeid: &Bound<'_, crate::typeid::PyTypeID>, replace: bool) -> PyResult<Py<PyAny>> {
    caster_decorator(py, typeid, replace, false)
}

#[pyfunction]
#[pyo3(signature = (typeid, *, replace=false))]
pub fn register_value_caster(py: Python<'_>, typeid: &Bound<'_, crate::typeid::PyTypeID>, replace: bool) -> PyResult<Py<PyAny>> {
    caster_decorator(py, typeid, replace, true)
}

/// `_mlir.globals`: the search prefixes and registration queries.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir", name = "_Globals", frozen)]
pub struct PyGlobals;

#[pymethods]
impl PyGlobals {
    #[getter]
    fn dialect_search_modules(&self) -> Vec<String> {
        with(|r| r.search_prefixes.clone())
    }
    #[setter]
    fn set_dialect_search_modules(&self, prefixes: Vec<String>) {
        with(|r| r.search_prefixes = prefixes)
    }
    fn append_dialect_search_prefix(&self, module_name: String) {
        with(|r| {
            r.search_prefixes.push(module_name);
            r.missing.clear();
        })
    }
    /// Frames of `filename` are left out of traceback locations (generated op modules).
    fn register_traceback_file_exclusion(&self, filename: String) {
        let mut t = TRACEBACKS.lock();
        t.included.remove(&filename);
        t.excluded.insert(filename);
    }
    /// Frames of `filename` are kept in traceback locations (undoes an exclusion; the last
    /// registration of a file wins).
    fn register_traceback_file_inclusion(&self, filename: String) {
        let mut t = TRACEBACKS.lock();
        t.excluded.remove(&filename);
        t.included.insert(filename);
    }
    fn loc_tracebacks_enabled(&self) -> bool {
        TRACEBACKS.lock().enabled
    }
    fn set_loc_tracebacks_enabled(&self, value: bool) {
        TRACEBACKS.lock().enabled = value;
        TRACEBACKS_ON.store(value, std::sync::atomic::Ordering::Relaxed);
    }
    fn loc_tracebacks_frame_limit(&self) -> usize {
        TRACEBACKS.lock().frame_limit
    }
    fn set_loc_tracebacks_frame_limit(&self, value: usize) {
        TRACEBACKS.lock().frame_limit = value;
    }
    fn traceback_action_on_explicit_loc(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        action(py, &TRACEBACKS.lock().on_explicit, "OnExplicitAction", "USE_EXPLICIT")
    }
    fn set_traceback_action_on_explicit_loc(&self, value: Py<PyAny>) {
        TRACEBACKS.lock().on_explicit = Some(value);
    }
    fn traceback_action_on_current_loc(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        action(py, &TRACEBACKS.lock().on_current, "CurrentLocAction", "FALLBACK")
    }
    fn set_traceback_action_on_current_loc(&self, value: Py<PyAny>) {
        TRACEBACKS.lock().on_current = Some(value);
    }

    fn _check_dialect_module_loaded(&self, py: Python<'_>, dialect_namespace: &str) -> bool {
        ensure_loaded(py, dialect_namespace, true)
    }
    fn _register_dialect_impl(&self, dialect_namespace: String, dialect_class: Py<PyAny>) {
        with(|r| r.dialect_classes.insert(dialect_namespace, dialect_class));
    }
    #[pyo3(signature = (operation_name, operation_class, *, replace=false))]
    fn _register_operation_impl(&self, operation_name: String, operation_class: Py<PyAny>, replace: bool) -> PyResult<()> {
        let exists = with(|r| r.op_classes.contains_key(&operation_name));
        if exists && !replace {
            return Err(pyo3::exceptions::PyRuntimeError::new_err(format!(
                "Operation '{operation_name}' is already registered."
            )));
        }
        with(|r| r.op_classes.insert(operation_name, operation_class));
        Ok(())
    }
}
