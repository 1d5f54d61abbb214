//! `mlir.rewrite`: rewrite patterns written in Python, applied by the greedy driver (with
//! folding) or the walk driver of `mlir_rewrite`.
//!
//! The driver runs with the IR locked only between patterns: each pattern is called with the
//! op (as its `OpView`) and a `PatternRewriter`, with the IR unlocked, so that it can use the
//! whole Python API. What it does through the rewriter (`replace_op`, `erase_op`) is reported
//! to the driver, which revisits the users and operands as upstream's does; ops it creates
//! with the Python builders are visited in the driver's next pass. A pattern returns a false
//! value (usually `None`) when it applied and a true one when it did not match, as upstream.
//! An exception in a pattern stops the driver and propagates.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use mlir_ir::{OpId, Value};
use mlir_rewrite::{GreedyConfig, GreedyDriver, Note, RegionSimplification, Strictness};
use parking_lot::Mutex;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyModule;

use crate::context::PyContext;
use crate::handle::{ir_err, OpRef};

/// A pattern written in Python.
struct PyPattern {
    root: Option<String>,
    benefit: u16,
    func: Py<PyAny>,
}

impl PyPattern {
    fn clone_ref(&self, py: Python<'_>) -> PyPattern {
        PyPattern { root: self.root.clone(), benefit: self.benefit, func: self.func.clone_ref(py) }
    }
}

fn no_context() -> PyErr {
    PyRuntimeError::new_err(
        "An MLIR function requires a Context but none was provided in the call or from the surrounding environment. \
         Either pass to the function with a 'context=' argument or establish a default using 'with Context():'",
    )
}

/// The op name a pattern root names: an `OpView` subclass (its `OPERATION_NAME`) or a string.
fn root_name(root: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(s) = root.extract::<String>() {
        return Ok(s);
    }
    match root.getattr("OPERATION_NAME") {
        Ok(n) => n.extract(),
        Err(_) => Err(PyTypeError::new_err(format!(
            "a pattern root must be an op name or an OpView class with OPERATION_NAME, got {}",
            root.repr()?
        ))),
    }
}

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.rewrite", name = "RewritePatternSet", frozen)]
pub struct PyRewritePatternSet {
    context: Py<PyContext>,
    patterns: Mutex<Vec<PyPattern>>,
}

#[pymethods]
impl PyRewritePatternSet {
    #[new]
    #[pyo3(signature = (context=None))]
    fn py_new(py: Python<'_>, context: Option<Py<PyContext>>) -> PyResult<Self> {
        let context = context.or_else(|| crate::stack::current_context(py)).ok_or_else(no_context)?;
        Ok(PyRewritePatternSet { context, patterns: Mutex::new(Vec::new()) })
    }

    /// Adds `fn(op, rewriter)` as a pattern for ops named by `root` (an op name or an `OpView`
    /// class). Patterns with a higher benefit are tried first.
    #[pyo3(signature = (root, r#fn, benefit=1))]
    fn add(&self, root: &Bound<'_, PyAny>, r#fn: &Bound<'_, PyAny>, benefit: u16) -> PyResult<()> {
        if !r#fn.is_callable() {
            return Err(PyTypeError::new_err("a pattern must be callable as fn(op, rewriter)"));
        }
        let root = root_name(root)?;
        self.patterns.lock().push(PyPattern { root: Some(root), benefit, func: r#fn.clone().unbind() });
        Ok(())
    }

    /// The patterns, ready to be applied (the set stays usable).
    fn freeze(&self, py: Python<'_>) -> PyFrozenRewritePatternSet {
        let patterns = self.patterns.lock().iter().map(|p| p.clone_ref(py)).collect();
        PyFrozenRewritePatternSet { context: self.context.clone_ref(py), patterns: Mutex::new(patterns) }
    }

    fn __traverse__(&self, visit: pyo3::PyVisit<'_>) -> Result<(), pyo3::PyTraverseError> {
        visit.call(&self.context)?;
        if let Some(ps) = self.patterns.try_lock() {
            for p in ps.iter() {
                visit.call(&p.func)?;
            }
        }
        Ok(())
    }

    fn __clear__(&self) {
        if let Some(mut ps) = self.patterns.try_lock() {
            ps.clear();
        }
    }
}

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.rewrite", name = "FrozenRewritePatternSet", frozen)]
pub struct PyFrozenRewritePatternSet {
    context: Py<PyContext>,
    patterns: Mutex<Vec<PyPattern>>,
}

#[pymethods]
impl PyFrozenRewritePatternSet {
    fn __traverse__(&self, visit: pyo3::PyVisit<'_>) -> Result<(), pyo3::PyTraverseError> {
        visit.call(&self.context)?;
        if let Some(ps) = self.patterns.try_lock() {
            for p in ps.iter() {
                visit.call(&p.func)?;
            }
        }
        Ok(())
    }

    fn __clear__(&self) {
        if let Some(mut ps) = self.patterns.try_lock() {
            ps.clear();
        }
    }
}

/// What a pattern uses to change the IR. Valid only during the pattern's call.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.rewrite", name = "PatternRewriter", frozen)]
pub struct PyPatternRewriter {
    op: OpRef,
    notes: Arc<Mutex<Vec<Note>>>,
    valid: AtomicBool,
}

impl PyPatternRewriter {
    fn check(&self) -> PyResult<()> {
        if self.valid.load(Ordering::Relaxed) {
            Ok(())
        } else {
            Err(PyRuntimeError::new_err("a PatternRewriter may only be used during the call of the pattern it was given to"))
        }
    }
}

#[pymethods]
impl PyPatternRewriter {
    /// An insertion point just before the op being rewritten.
    #[getter]
    fn ip(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.check()?;
        let op = crate::operation::operation(py, self.op.clone_ref(py))?;
        Ok(Py::new(py, crate::ip::PyInsertionPoint::before(py, op.bind(py))?)?.into_any())
    }

    /// Replaces `op` with `new_op`'s results, or with `values`, and erases it.
    #[pyo3(signature = (op, new))]
    fn replace_op(&self, py: Python<'_>, op: &Bound<'_, PyAny>, new: &Bound<'_, PyAny>) -> PyResult<()> {
        self.check()?;
        let target = crate::operation::op_arg(op)?;
        let context = self.op.context();
        let id = target.in_context(context, "the operation to replace", "the rewriter")?;
        let values: Vec<Value> = if let Ok(new_op) = crate::operation::op_arg(new) {
            let nid = new_op.in_context(context, "the replacement operation", "the rewriter")?;
            crate::handle::with_ir(py, context, |ir| {
                crate::handle::with_op_check(ir, nid)?;
                Ok(ir.results(nid).collect())
            })?
        } else {
            let mut vs = Vec::new();
            for (i, item) in new.try_iter().map_err(|_| PyTypeError::new_err("replace_op expects an operation or a sequence of values"))?.enumerate() {
                let item = item?;
                match crate::value::try_arg_in(&item, context, format!("replacement value {i}"), "the rewriter")? {
                    Some(v) => vs.push(v),
                    None => return Err(PyTypeError::new_err(format!("replacement {i} is not a Value: {}", item.repr()?))),
                }
            }
            vs
        };
        crate::handle::with_ir(py, context, |ir| {
            crate::handle::with_op_check(ir, id)?;
            let mut notes = self.notes.lock();
            mlir_rewrite::replace_op(ir, id, &values, &mut notes).map_err(|e| PyValueError::new_err(e.to_string()))
        })
    }

    /// Erases `op` (its results must be unused).
    fn erase_op(&self, py: Python<'_>, op: &Bound<'_, PyAny>) -> PyResult<()> {
        self.check()?;
        let target = crate::operation::op_arg(op)?;
        let context = self.op.context();
        let id = target.in_context(context, "the operation to erase", "the rewriter")?;
        crate::handle::with_ir(py, context, |ir| {
            crate::handle::with_op_check(ir, id)?;
            let mut notes = self.notes.lock();
            mlir_rewrite::erase_op(ir, id, &mut notes).map_err(ir_err)
        })
    }
}

/// Settings of the greedy driver (upstream's `GreedyRewriteConfig`).
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.rewrite", name = "GreedyRewriteConfig", frozen)]
pub struct PyGreedyRewriteConfig {
    config: Mutex<GreedyConfig>,
}

fn enum_index(py: Python<'_>, enum_name: &str, obj: &Bound<'_, PyAny>) -> PyResult<usize> {
    let cls = rewrite_attr(py, enum_name)?;
    if !obj.is_instance(cls.bind(py))? {
        return Err(PyTypeError::new_err(format!("expected a {enum_name}, got {}", obj.repr()?)));
    }
    obj.getattr("value")?.extract()
}

fn enum_member(py: Python<'_>, enum_name: &str, index: usize) -> PyResult<Py<PyAny>> {
    rewrite_attr(py, enum_name)?.call1(py, (index,))
}

static REWRITE_MODULE: pyo3::sync::PyOnceLock<Py<PyModule>> = pyo3::sync::PyOnceLock::new();

fn rewrite_attr(py: Python<'_>, name: &str) -> PyResult<Py<PyAny>> {
    let m = REWRITE_MODULE.get(py).ok_or_else(|| PyRuntimeError::new_err("mlir._mlir_libs._mlir.rewrite is not initialized"))?;
    Ok(m.bind(py).getattr(name)?.unbind())
}

#[pymethods]
impl PyGreedyRewriteConfig {
    #[new]
    fn py_new() -> Self {
        PyGreedyRewriteConfig { config: Mutex::new(GreedyConfig::default()) }
    }

    #[getter]
    fn max_iterations(&self) -> i64 {
        self.config.lock().max_iterations
    }
    #[setter]
    fn set_max_iterations(&self, v: i64) {
        self.config.lock().max_iterations = v;
    }
    #[getter]
    fn max_num_rewrites(&self) -> i64 {
        self.config.lock().max_num_rewrites
    }
    #[setter]
    fn set_max_num_rewrites(&self, v: i64) {
        self.config.lock().max_num_rewrites = v;
    }
    #[getter]
    fn use_top_down_traversal(&self) -> bool {
        self.config.lock().use_top_down_traversal
    }
    #[setter]
    fn set_use_top_down_traversal(&self, v: bool) {
        self.config.lock().use_top_down_traversal = v;
    }
    #[getter]
    fn enable_folding(&self) -> bool {
        self.config.lock().enable_folding
    }
    #[setter]
    fn set_enable_folding(&self, v: bool) {
        self.config.lock().enable_folding = v;
    }
    #[getter]
    fn enable_constant_cse(&self) -> bool {
        self.config.lock().enable_constant_cse
    }
    #[setter]
    fn set_enable_constant_cse(&self, v: bool) {
        self.config.lock().enable_constant_cse = v;
    }
    #[getter]
    fn strictness(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let i = match self.config.lock().strictness {
            Strictness::AnyOp => 0,
            Strictness::ExistingAndNewOps => 1,
            Strictness::ExistingOps => 2,
        };
        enum_member(py, "GreedyRewriteStrictness", i)
    }
    #[setter]
    fn set_strictness(&self, py: Python<'_>, v: &Bound<'_, PyAny>) -> PyResult<()> {
        let s = match enum_index(py, "GreedyRewriteStrictness", v)? {
            0 => Strictness::AnyOp,
            1 => Strictness::ExistingAndNewOps,
            _ => Strictness::ExistingOps,
        };
        self.config.lock().strictness = s;
        Ok(())
    }
    #[getter]
    fn region_simplification_level(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let i = match self.config.lock().region_simplification {
            RegionSimplification::Disabled => 0,
            RegionSimplification::Normal => 1,
            RegionSimplification::Aggressive => 2,
        };
        enum_member(py, "GreedySimplifyRegionLevel", i)
    }
    #[setter]
    fn set_region_simplification_level(&self, py: Python<'_>, v: &Bound<'_, PyAny>) -> PyResult<()> {
        let l = match enum_index(py, "GreedySimplifyRegionLevel", v)? {
            0 => RegionSimplification::Disabled,
            1 => RegionSimplification::Normal,
            _ => RegionSimplification::Aggressive,
        };
        self.config.lock().region_simplification = l;
        Ok(())
    }
}

/// The op a `Module` or an `Operation`/`OpView` argument names.
fn target_op(obj: &Bound<'_, PyAny>, allow_module: bool) -> PyResult<OpRef> {
    if allow_module {
        if let Ok(m) = obj.cast::<crate::operation::PyMlirModule>() {
            return Ok(m.get().op.clone_ref(obj.py()));
        }
    }
    crate::operation::op_arg(obj)
}

/// The patterns of `set` for `name`, best first (benefit, then the order they were added).
fn candidates<'p>(patterns: &'p [PyPattern], name: &str) -> Vec<&'p PyPattern> {
    let mut out: Vec<&PyPattern> = patterns.iter().filter(|p| p.root.as_deref().is_none_or(|r| r == name)).collect();
    out.sort_by(|a, b| b.benefit.cmp(&a.benefit));
    out
}

/// Tries the patterns for `op` in turn; returns whether one applied, and what they did.
fn run_patterns(py: Python<'_>, context: &Py<PyContext>, patterns: &[PyPattern], op: OpId) -> PyResult<(bool, Vec<Note>)> {
    let name = crate::handle::with_ir(py, context, |ir| Ok(ir.name_str(op).to_string()))?;
    let notes = Arc::new(Mutex::new(Vec::new()));
    for p in candidates(patterns, &name) {
        let op_ref = OpRef::new(context.clone_ref(py), op);
        let view = crate::operation::opview(py, op_ref.clone_ref(py), &name)?;
        let rewriter = Py::new(py, PyPatternRewriter { op: op_ref, notes: notes.clone(), valid: AtomicBool::new(true) })?;
        let result = p.func.call1(py, (view, rewriter.clone_ref(py)));
        rewriter.get().valid.store(false, Ordering::Relaxed);
        if !result?.bind(py).is_truthy()? {
            let notes = std::mem::take(&mut *notes.lock());
            return Ok((true, notes));
        }
        // A pattern that did not match may still have changed nothing we need to know about;
        // keep what it reported.
    }
    let notes = std::mem::take(&mut *notes.lock());
    Ok((false, notes))
}

/// Applies `set` to the regions of `module`/`op` with the greedy driver (folding and erasing
/// dead ops too); raises `RuntimeError` if it does not converge.
#[pyfunction]
#[pyo3(signature = (op, set, config=None))]
fn apply_patterns_and_fold_greedily(
    py: Python<'_>,
    op: &Bound<'_, PyAny>,
    set: &PyFrozenRewritePatternSet,
    config: Option<&PyGreedyRewriteConfig>,
) -> PyResult<()> {
    let target = target_op(op, true)?;
    let context = set.context.clone_ref(py);
    let root = target.in_context(&context, "the operation", "the pattern set")?;
    let config = match config {
        Some(c) => c.config.lock().clone(),
        None => PyGreedyRewriteConfig::py_new().config.into_inner(),
    };
    let patterns: Vec<PyPattern> = set.patterns.lock().iter().map(|p| p.clone_ref(py)).collect();
    let roots = patterns.iter().map(|p| p.root.clone()).collect();
    let mut driver = crate::handle::with_ir(py, &context, |ir| {
        crate::handle::with_op_check(ir, root)?;
        Ok(GreedyDriver::new(ir, root, config, roots))
    })?;
    loop {
        let next = crate::handle::with_ir(py, &context, |ir| Ok(driver.next(ir)))?;
        let Some(op) = next else { break };
        let (applied, notes) = run_patterns(py, &context, &patterns, op)?;
        crate::handle::with_ir(py, &context, |ir| {
            driver.after_patterns(ir, applied, &notes);
            Ok(())
        })?;
    }
    if !driver.converged() {
        return Err(PyRuntimeError::new_err("pattern application failed to converge"));
    }
    Ok(())
}

/// Applies `set` once to each op in and under `op`, in a post-order walk (no folding).
#[pyfunction]
#[pyo3(signature = (op, set))]
fn walk_and_apply_patterns(py: Python<'_>, op: &Bound<'_, PyAny>, set: &PyFrozenRewritePatternSet) -> PyResult<()> {
    let target = target_op(op, false)?;
    let context = set.context.clone_ref(py);
    let root = target.in_context(&context, "the operation", "the pattern set")?;
    let patterns: Vec<PyPattern> = set.patterns.lock().iter().map(|p| p.clone_ref(py)).collect();
    let ops: Vec<OpId> = crate::handle::with_ir(py, &context, |ir| {
        crate::handle::with_op_check(ir, root)?;
        let mut ops = Vec::new();
        ir.walk(root, mlir_ir::WalkOrder::PostOrder, &mut |o| {
            ops.push(o);
            mlir_ir::WalkResult::Advance
        });
        Ok(ops)
    })?;
    for op in ops {
        if !crate::handle::with_ir(py, &context, |ir| Ok(ir.is_live_op(op)))? {
            continue;
        }
        run_patterns(py, &context, &patterns, op)?;
    }
    Ok(())
}

/// The enums are plain Python enums, as upstream's.
const ENUMS: &str = r#"
import enum as _enum


class GreedyRewriteStrictness(_enum.Enum):
    ANY_OP = 0
    EXISTING_AND_NEW_OPS = 1
    EXISTING_OPS = 2


class GreedySimplifyRegionLevel(_enum.Enum):
    DISABLED = 0
    NORMAL = 1
    AGGRESSIVE = 2
"#;

pub fn module<'py>(py: Python<'py>, parent: &str) -> PyResult<Bound<'py, PyModule>> {
    let m = PyModule::new(py, "rewrite")?;
    m.setattr("__name__", format!("{parent}.rewrite"))?;
    m.add_class::<PyRewritePatternSet>()?;
    m.add_class::<PyFrozenRewritePatternSet>()?;
    m.add_class::<PyPatternRewriter>()?;
    m.add_class::<PyGreedyRewriteConfig>()?;
    m.add_function(wrap_pyfunction!(apply_patterns_and_fold_greedily, &m)?)?;
    m.add_function(wrap_pyfunction!(walk_and_apply_patterns, &m)?)?;
    let code = std::ffi::CString::new(ENUMS).expect("no NUL");
    let globals = m.dict();
    globals.set_item("__builtins__", py.import("builtins")?)?;
    py.run(&code, Some(&globals), None)?;
    let all = m.index()?;
    for name in ["GreedyRewriteStrictness", "GreedySimplifyRegionLevel"] {
        let cls = m.getattr(name)?;
        cls.setattr("__module__", format!("{parent}.rewrite"))?;
        all.append(name)?;
    }
    let _ = REWRITE_MODULE.set(py, m.clone().unbind());
    Ok(m)
}
