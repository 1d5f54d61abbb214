//! `_OperationBase`, `Operation`, `OpView` and `Module`.
//!
//! `Operation` and `OpView` share `_OperationBase`, which holds the checked handle. An `OpView`
//! subclass (a dialect's op class, registered with `register_operation`) is what `.opview`
//! returns; its `__init__` builds the op and sets the handle, so the handle is set once.
//! A `Module` owns its top-level op: when the `Module` object is collected the op is erased,
//! and handles into it then raise instead of touching freed IR.

use std::sync::OnceLock;

use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};

use mlir_ir::print::PrintFlags;
use mlir_ir::{Ir, OpId, OperationState, Traits, WalkOrder, WalkResult};

use crate::block::PyBlock;
use crate::context::{resolve, PyContext};
use crate::handle::{ir_err, with_ir, OpRef};
use crate::ip::PyInsertionPoint;
use crate::location::{resolve_loc, PyLocation};
use crate::value::PyValue;

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "_OperationBase", subclass, frozen, weakref)]
pub struct PyOperationBase {
    handle: OnceLock<OpRef>,
    /// An `OpView`'s `Operation` object, kept once made (upstream's views hold theirs), so
    /// `view.operation` is a field read.
    op_obj: OnceLock<Py<PyAny>>,
}

impl PyOperationBase {
    pub fn new(op: OpRef) -> Self {
        let handle = OnceLock::new();
        let _ = handle.set(op);
        PyOperationBase { handle, op_obj: OnceLock::new() }
    }

    /// Remembers the `Operation` object of this view (see `op_obj`).
    pub fn set_operation_object(&self, obj: Py<PyAny>) {
        let _ = self.op_obj.set(obj);
    }

    pub fn set_handle(&self, op: OpRef) -> PyResult<()> {
        self.handle.set(op).map_err(|_| PyRuntimeError::new_err("OpView already initialized"))
    }

    pub fn op(&self) -> PyResult<&OpRef> {
        self.handle
            .get()
            .ok_or_else(|| PyRuntimeError::new_err("the OpView was not initialized with an operation (call OpView.__init__)"))
    }
}

/// An `Operation` object. There is at most one live object per op (see `State::live_ops`), so
/// `module.operation is module.operation` holds as upstream.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "Operation", extends = PyOperationBase, frozen)]
pub struct PyOperation {
    /// An object this handle keeps alive (the `Module` that owns a module op).
    keep_alive: OnceLock<Py<PyAny>>,
    state: std::sync::Arc<crate::state::State>,
    id: OpId,
    serial: u64,
}

impl Drop for PyOperation {
    fn drop(&mut self) {
        // Runs before the fields are dropped (which may run Python code): unregister first.
        let mut live = self.state.live_ops.lock();
        if live.get(&self.id).is_some_and(|&(serial, _)| serial == self.serial) {
            live.remove(&self.id);
        }
    }
}

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "OpView", extends = PyOperationBase, subclass, frozen)]
pub struct PyOpView;

/// The `Operation` object for `op`: the live one if there is one, else a new one.
pub fn operation(py: Python<'_>, op: OpRef) -> PyResult<Py<PyAny>> {
    let (c, id) = op.parts();
    let state = c.get().state.clone();
    if let Some(&(_, ptr)) = state.live_ops.lock().get(&id) {
        // SAFETY: entries are removed by the object's `Drop` before it is freed, and both that
        // and this lookup run with the GIL held, so `ptr` is a live object; we take a new
        // strong reference to it.
        return Ok(unsafe { Bound::from_borrowed_ptr(py, ptr as *mut pyo3::ffi::PyObject) }.unbind());
    }
    let serial = state.next_serial.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let obj = Py::new(
        py,
        PyClassInitializer::from(PyOperationBase::new(op))
            .add_subclass(PyOperation { keep_alive: OnceLock::new(), state: state.clone(), id, serial }),
    )?;
    state.live_ops.lock().insert(id, (serial, obj.as_ptr() as usize));
    Ok(obj.into_any())
}

fn operation_keeping(py: Python<'_>, op: OpRef, keep: Py<PyAny>) -> PyResult<Py<PyAny>> {
    let obj = operation(py, op)?;
    let o = obj.bind(py).cast::<PyOperation>().map_err(PyErr::from)?;
    let _ = o.get().keep_alive.set(keep);
    Ok(obj)
}

/// Creates the `OpView` for `op`: an instance of the class registered for its name, else a plain
/// `OpView`.
pub fn opview(py: Python<'_>, op: OpRef, name: &str) -> PyResult<Py<PyAny>> {
    if let Some(cls) = crate::globals::op_class(py, name) {
        let obj = cls.call_method1(py, "__new__", (cls.clone_ref(py),))?;
        let base = obj.bind(py).cast::<PyOperationBase>().map_err(PyErr::from)?.get();
        if base.handle.set(op).is_err() {
            return Err(PyRuntimeError::new_err("OpView already initialized"));
        }
        return Ok(obj);
    }
    Ok(Py::new(py, PyClassInitializer::from(PyOperationBase::new(op)).add_subclass(PyOpView))?.into_any())
}

/// The op handle of an `Operation`/`OpView` argument.
pub fn op_arg(obj: &Bound<'_, PyAny>) -> PyResult<OpRef> {
    match obj.cast::<PyOperationBase>() {
        Ok(b) => Ok(b.get().op()?.clone_ref(obj.py())),
        Err(_) => Err(PyTypeError::new_err(format!("expected an Operation or OpView, got {}", obj.repr()?))),
    }
}

fn print_flags(
    large_elements_limit: Option<u64>,
    large_resource_limit: Option<u64>,
    enable_debug_info: bool,
    pretty_debug_info: bool,
    print_generic_op_form: bool,
    use_local_scope: bool,
    use_name_loc_as_prefix: bool,
    assume_verified: bool,
    skip_regions: bool,
) -> PrintFlags {
    PrintFlags {
        generic: print_generic_op_form,
        name_loc_as_prefix: use_name_loc_as_prefix,
        debug_info: enable_debug_info,
        pretty_debug_info,
        local_scope: use_local_scope,
        elide_elements_if_larger: large_elements_limit,
        elide_resources_if_larger: large_resource_limit,
        assume_verified,
        skip_regions,
        ..Default::default()
    }
}

/// Prints an op as `str(op)` / `op.get_asm()` do: a top-level op with its alias definitions, a
/// nested one with value names from its enclosing isolated scope.
pub fn print_text(py: Python<'_>, op: &OpRef, flags: &PrintFlags) -> PyResult<String> {
    let (c, id) = op.parts();
    let state = c.get().state.clone();
    let flags = flags.clone();
    py.detach(move || {
        let ir = state.lock_detached();
        ir.check_op(id).map_err(|_| "operation")?;
        let mut flags = flags;
        // Upstream prints the generic form of an op that does not verify.
        if !flags.generic && !flags.assume_verified {
            let ctx = &ir.ctx;
            let (r, _diags) = crate::state::capture(ctx, || mlir_ir::verify::verify(&ir, id));
            if r.is_err() {
                flags.generic = true;
            }
        }
        flags.assume_verified = true;
        let text = if ir.parent_block(id).is_none() {
            mlir_ir::print::print_op(&ir, id, &flags)
        } else {
            mlir_ir::print::print_op_in_scope(&ir, id, &flags)
        };
        Ok(text)
    })
    .map_err(|what: &str| crate::handle::stale(what))
}

#[pymethods]
impl PyOperationBase {
    #[new]
    #[pyo3(signature = (*_args, **_kwargs))]
    fn py_new(_args: &Bound<'_, PyTuple>, _kwargs: Option<&Bound<'_, PyDict>>) -> Self {
        PyOperationBase { handle: OnceLock::new(), op_obj: OnceLock::new() }
    }

    #[getter]
    fn operation(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        if slf.is_instance_of::<PyOperation>() {
            return Ok(slf.clone().into_any().unbind());
        }
        let me = slf.get();
        if let Some(o) = me.op_obj.get() {
            return Ok(o.clone_ref(py));
        }
        let o = operation(py, me.op()?.clone_ref(py))?;
        me.set_operation_object(o.clone_ref(py));
        Ok(o)
    }

    #[getter]
    fn opview(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        if slf.is_instance_of::<PyOpView>() {
            return Ok(slf.clone().into_any().unbind());
        }
        let op = slf.get().op()?;
        let name = op.with(py, |ir, id| Ok(ir.name_str(id).to_string()))?;
        opview(py, op.clone_ref(py), &name)
    }

    #[getter]
    fn context(&self, py: Python<'_>) -> PyResult<Py<PyContext>> {
        Ok(self.op()?.context().clone_ref(py))
    }

    #[getter]
    fn name(&self, py: Python<'_>) -> PyResult<String> {
        self.op()?.with(py, |ir, id| Ok(ir.name_str(id).to_string()))
    }

    #[getter]
    fn get_location(&self, py: Python<'_>) -> PyResult<Py<PyLocation>> {
        let op = self.op()?;
        let l = op.with(py, |ir, id| Ok(ir.loc(id)))?;
        crate::location::wrap(py, op.context(), l)
    }

    #[setter]
    fn set_location(&self, py: Python<'_>, location: PyRef<'_, PyLocation>) -> PyResult<()> {
        let op = self.op()?;
        let l = location.in_context(op.context(), "the location", "the operation")?;
        op.with(py, |ir, id| {
            ir.set_loc(id, l);
            Ok(())
        })
    }

    #[getter]
    fn attributes(&self, py: Python<'_>) -> PyResult<crate::lists::PyOpAttributeMap> {
        let op = self.op()?;
        op.with(py, |_, _| Ok(()))?;
        Ok(crate::lists::PyOpAttributeMap { op: op.clone_ref(py) })
    }

    #[getter]
    fn operands(&self, py: Python<'_>) -> PyResult<crate::lists::PyOpOperandList> {
        let op = self.op()?;
        crate::lists::PyOpOperandList::new(py, op.clone_ref(py))
    }

    #[getter]
    fn op_operands(&self, py: Python<'_>) -> PyResult<crate::iters::OpOperands> {
        let op = self.op()?;
        let n = op.with(py, |ir, id| Ok(ir.num_operands(id)))?;
        let items = (0..n)
            .map(|i| Ok(Py::new(py, crate::value::PyOpOperand { op: op.clone_ref(py), index: i })?.into_any()))
            .collect::<PyResult<Vec<_>>>()?;
        Ok(crate::iters::OpOperands::new(items))
    }

    #[getter]
    fn results(&self, py: Python<'_>) -> PyResult<crate::lists::PyOpResultList> {
        let op = self.op()?;
        crate::lists::PyOpResultList::new(py, op.clone_ref(py))
    }

    #[getter]
    fn result(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let op = self.op()?;
        let (n, v, name) = op.with(py, |ir, id| {
            let n = ir.num_results(id);
            Ok((n, if n == 1 { Some(ir.result(id, 0)) } else { None }, ir.name_str(id).to_string()))
        })?;
        match v {
            Some(v) => crate::value::wrap(py, op.context(), v),
            None => Err(PyValueError::new_err(format!(
                "Cannot call .result on operation {name} which has {n} results (it is only valid for operations with a single result)"
            ))),
        }
    }

    #[getter]
    fn regions(&self, py: Python<'_>) -> PyResult<crate::lists::PyRegionSequence> {
        let op = self.op()?;
        crate::lists::PyRegionSequence::new(py, op.clone_ref(py))
    }

    #[getter]
    fn successors(&self, py: Python<'_>) -> PyResult<crate::lists::PyOpSuccessors> {
        let op = self.op()?;
        crate::lists::PyOpSuccessors::new(py, op.clone_ref(py))
    }

    #[getter]
    fn parent(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        let op = self.op()?;
        let p = op.with(py, |ir, id| {
            if ir.parent_block(id).is_none() {
                // A module's op is attached to its `Module` (no parent); any other op without a
                // block is detached, as upstream says.
                if op.context().get().state.module_ops.lock().contains(&id) {
                    return Ok(None);
                }
                return Err(PyValueError::new_err("Detached operations have no parent"));
            }
            Ok(ir.parent_op(id))
        })?;
        match p {
            Some(p) => Ok(Some(operation(py, OpRef::new(op.context().clone_ref(py), p))?)),
            None => Ok(None),
        }
    }

    #[getter]
    fn block(&self, py: Python<'_>) -> PyResult<Option<PyBlock>> {
        let op = self.op()?;
        let b = op.with(py, |ir, id| Ok(ir.parent_block(id)))?;
        Ok(b.map(|b| PyBlock::new(op.context().clone_ref(py), b)))
    }

    /// Whether the op has the trait of `trait_cls` (`IsTerminatorTrait`, `NoTerminatorTrait`,
    /// `IsIsolatedFromAboveTrait`).
    fn has_trait(&self, py: Python<'_>, trait_cls: &Bound<'_, pyo3::types::PyType>) -> PyResult<bool> {
        let t = match trait_cls.name()?.to_string().as_str() {
            "IsTerminatorTrait" => Traits::TERMINATOR,
            "NoTerminatorTrait" => Traits::NO_TERMINATOR,
            "IsIsolatedFromAboveTrait" => Traits::ISOLATED_FROM_ABOVE,
            other => return Err(PyTypeError::new_err(format!("has_trait: unknown trait class '{other}'"))),
        };
        self.op()?.with(py, |ir, id| Ok(has_traits(ir, id, t)))
    }

    #[getter]
    fn attached(&self, py: Python<'_>) -> PyResult<bool> {
        self.op()?.with(py, |ir, id| Ok(ir.parent_block(id).is_some()))
    }

    fn verify(&self, py: Python<'_>) -> PyResult<bool> {
        let op = self.op()?;
        let (c, id) = op.parts();
        let state = c.get().state.clone();
        let r = py.detach(|| {
            let ir = state.lock_detached();
            if ir.check_op(id).is_err() {
                return None;
            }
            Some(crate::state::capture(&state.ctx, || mlir_ir::verify::verify(&ir, id)))
        });
        let r = r.ok_or_else(|| crate::handle::stale("operation"))?;
        crate::diag::check(py, c, "Verification failed", r)?;
        Ok(true)
    }

    #[pyo3(signature = (state=None, file=None, binary=false, *, large_elements_limit=None, large_resource_limit=None,
        enable_debug_info=false, pretty_debug_info=false, print_generic_op_form=false, use_local_scope=false,
        use_name_loc_as_prefix=false, assume_verified=false, skip_regions=false))]
    #[allow(clippy::too_many_arguments)]
    fn print(
        &self,
        py: Python<'_>,
        state: Option<&Bound<'_, PyAny>>,
        file: Option<&Bound<'_, PyAny>>,
        binary: bool,
        large_elements_limit: Option<u64>,
        large_resource_limit: Option<u64>,
        enable_debug_info: bool,
        pretty_debug_info: bool,
        print_generic_op_form: bool,
        use_local_scope: bool,
        use_name_loc_as_prefix: bool,
        assume_verified: bool,
        skip_regions: bool,
    ) -> PyResult<()> {
        let _ = state;
        let flags = print_flags(
            large_elements_limit,
            large_resource_limit,
            enable_debug_info,
            pretty_debug_info,
            print_generic_op_form,
            use_local_scope,
            use_name_loc_as_prefix,
            assume_verified,
            skip_regions,
        );
        let text = print_text(py, self.op()?, &flags)?;
        write_out(py, file, &text, binary)
    }

    /// Writes the bytecode form of the operation to `file` (an object with a `write(bytes)`
    /// method), in `desired_version` of the format (the newest when `None`).
    #[pyo3(signature = (file, desired_version=None))]
    fn write_bytecode(&self, py: Python<'_>, file: &Bound<'_, PyAny>, desired_version: Option<i64>) -> PyResult<()> {
        let bytes = bytecode_of(py, self.op()?, desired_version)?;
        // A path (str or os.PathLike) names the file to write; anything else is a binary stream.
        if file.is_instance_of::<pyo3::types::PyString>() || file.hasattr("__fspath__")? {
            let path: std::path::PathBuf = file.extract()?;
            return std::fs::write(&path, &bytes).map_err(|e| {
                pyo3::exceptions::PyOSError::new_err(format!("Unable to open file '{}' for writing: {e}", path.display()))
            });
        }
        file.call_method1("write", (pyo3::types::PyBytes::new(py, &bytes),))?;
        Ok(())
    }

    #[pyo3(signature = (binary=false, large_elements_limit=None, large_resource_limit=None, enable_debug_info=false,
        pretty_debug_info=false, print_generic_op_form=false, use_local_scope=false, use_name_loc_as_prefix=false,
        assume_verified=false, skip_regions=false))]
    #[allow(clippy::too_many_arguments)]
    fn get_asm(
        &self,
        py: Python<'_>,
        binary: bool,
        large_elements_limit: Option<u64>,
        large_resource_limit: Option<u64>,
        enable_debug_info: bool,
        pretty_debug_info: bool,
        print_generic_op_form: bool,
        use_local_scope: bool,
        use_name_loc_as_prefix: bool,
        assume_verified: bool,
        skip_regions: bool,
    ) -> PyResult<Py<PyAny>> {
        let flags = print_flags(
            large_elements_limit,
            large_resource_limit,
            enable_debug_info,
            pretty_debug_info,
            print_generic_op_form,
            use_local_scope,
            use_name_loc_as_prefix,
            assume_verified,
            skip_regions,
        );
        let text = print_text(py, self.op()?, &flags)?;
        if binary {
            Ok(pyo3::types::PyBytes::new(py, text.as_bytes()).into_any().unbind())
        } else {
            Ok(PyString::new(py, &text).into_any().unbind())
        }
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        print_text(py, self.op()?, &PrintFlags::default())
    }

    /// Ops of different contexts are never equal.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        let Ok(o) = other.cast::<PyOperationBase>() else { return false };
        match (self.handle.get(), o.get().handle.get()) {
            (Some(a), Some(b)) => {
                let ((ac, a), (bc, b)) = (a.parts(), b.parts());
                a == b && ac.is(bc)
            }
            _ => false,
        }
    }

    fn __hash__(&self) -> u64 {
        match self.handle.get() {
            Some(h) => {
                let (c, id) = h.parts();
                crate::hash_of(&(c.as_ptr() as usize, id))
            }
            None => 0,
        }
    }

    #[pyo3(signature = (ip=None))]
    fn clone(&self, py: Python<'_>, ip: Option<&Bound<'_, PyAny>>) -> PyResult<Py<PyAny>> {
        let op = self.op()?;
        // `ip=False` leaves the clone detached; `None` uses the current insertion point.
        let ip = match ip {
            Some(v) if v.is_instance_of::<pyo3::types::PyBool>() && !v.is_truthy()? => None,
            Some(v) if !v.is_none() => Some(v.cast::<PyInsertionPoint>().map_err(PyErr::from)?.clone().unbind()),
            _ => crate::stack::current_ip(py),
        };
        // Checked before cloning anything (`insert_op` checks again).
        if let Some(ip) = &ip {
            crate::handle::check_same(ip.get().context(), op.context(), "the insertion point", "the operation being cloned")?;
        }
        let (new, name) = op.with(py, |ir, id| {
            let mut map = mlir_ir::ValueMap::new();
            let new = ir.clone_op(id, &mut map);
            Ok((new, ir.name_str(id).to_string()))
        })?;
        let new_ref = OpRef::new(op.context().clone_ref(py), new);
        if let Some(ip) = ip {
            ip.get().insert_op(py, &new_ref)?;
        }
        opview(py, new_ref, &name)
    }

    fn erase(&self, py: Python<'_>) -> PyResult<()> {
        self.op()?.with(py, |ir, id| ir.erase_op(id).map_err(ir_err))
    }

    fn move_before(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<()> {
        let op = self.op()?;
        let other = op_arg(other)?.in_context(op.context(), "the reference operation", "the operation being moved")?;
        op.with(py, |ir, id| {
            ir.check_op(other).map_err(|_| crate::handle::stale("operation"))?;
            ir.move_op_before(id, other).map_err(ir_err)
        })
    }

    fn move_after(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<()> {
        let op = self.op()?;
        let other = op_arg(other)?.in_context(op.context(), "the reference operation", "the operation being moved")?;
        op.with(py, |ir, id| {
            ir.check_op(other).map_err(|_| crate::handle::stale("operation"))?;
            ir.move_op_after(id, other).map_err(ir_err)
        })
    }

    fn detach_from_parent(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        let op = slf.get().op()?;
        op.with(py, |ir, id| {
            if ir.parent_block(id).is_none() {
                return Err(PyValueError::new_err("Detached operation has no parent."));
            }
            ir.detach_op(id).map_err(ir_err)
        })?;
        Self::opview(slf)
    }

    /// A hash of the op's name, attributes, properties, result types, operands and location
    /// (as `flags` allow); regions are not visited. Equivalent ops hash alike.
    #[pyo3(signature = (flags=None))]
    fn structural_hash(&self, py: Python<'_>, flags: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
        let flags = equivalence_flags(py, "structural_hash", flags)?;
        self.op()?.with(py, |ir, id| Ok(mlir_ir::equivalence::structural_hash(ir, id, flags)))
    }

    /// Whether `other` is structurally equivalent to this op, regions included.
    #[pyo3(signature = (other, flags=None))]
    fn is_structurally_equivalent(&self, py: Python<'_>, other: &Bound<'_, PyAny>, flags: Option<&Bound<'_, PyAny>>) -> PyResult<bool> {
        let flags = equivalence_flags(py, "is_structurally_equivalent", flags)?;
        let other = op_arg(other)?;
        let op = self.op()?;
        // Ops of different contexts are never equivalent.
        let (oc, other) = other.parts();
        if !op.context().is(oc) {
            return Ok(false);
        }
        op.with(py, |ir, id| {
            ir.check_op(other).map_err(|_| crate::handle::stale("operation"))?;
            Ok(mlir_ir::equivalence::is_equivalent(ir, id, other, flags))
        })
    }

    fn is_before_in_block(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let op = self.op()?;
        let other = op_arg(other)?.in_context(op.context(), "the other operation", "this operation")?;
        op.with(py, |ir, id| {
            ir.check_op(other).map_err(|_| crate::handle::stale("operation"))?;
            if ir.parent_block(id).is_none() || ir.parent_block(id) != ir.parent_block(other) {
                return Err(PyValueError::new_err("operations are not in the same block"));
            }
            Ok(ir.is_before_in_block(id, other))
        })
    }

    fn replace_uses_of_with(&self, py: Python<'_>, of: PyRef<'_, PyValue>, with_: PyRef<'_, PyValue>) -> PyResult<()> {
        let op = self.op()?;
        let from = of.in_context(op.context(), "the value to replace", "the operation")?;
        let to = with_.in_context(op.context(), "the replacement value", "the operation")?;
        op.with(py, |ir, id| {
            crate::handle::check_value(ir, from)?;
            crate::handle::check_value(ir, to)?;
            let n = ir.num_operands(id);
            for i in 0..n {
                if ir.operand(id, i) == from {
                    ir.set_operand(id, i, to);
                }
            }
            Ok(())
        })
    }

    /// Walks the op and its nested ops (post-order by default), calling `callback(op)`; the
    /// callback returns a `WalkResult` (ADVANCE, SKIP, INTERRUPT).
    #[pyo3(signature = (callback, walk_order=None, op_class=None))]
    fn walk(
        &self,
        py: Python<'_>,
        callback: &Bound<'_, PyAny>,
        walk_order: Option<&Bound<'_, PyAny>>,
        op_class: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<()> {
        let op = self.op()?;
        let order = match walk_order {
            Some(o) if o.getattr("name")?.extract::<String>()? == "PRE_ORDER" => WalkOrder::PreOrder,
            _ => WalkOrder::PostOrder,
        };
        let filter: Option<String> = match op_class {
            Some(c) if !c.is_none() => Some(c.getattr("OPERATION_NAME")?.extract()?),
            _ => None,
        };
        op.with(py, |_, _| Ok(()))?;
        let walk_result = crate::prelude_attr(py, "WalkResult")?;
        let advance = walk_result.getattr(py, "ADVANCE")?;
        let skip = walk_result.getattr(py, "SKIP")?;
        let interrupt = walk_result.getattr(py, "INTERRUPT")?;
        // The callback runs without the IR lock: it may inspect or change the IR. Ops are visited
        // one at a time from the live structure, so erasing the op being visited is allowed.
        let (c, root) = op.parts();
        walk_op(py, c, root, order, &filter, &mut |py, id| {
            let obj = operation(py, OpRef::new(c.clone_ref(py), id))?;
            let r = callback.call1((obj,))?;
            if r.is(&interrupt) {
                Ok(WalkResult::Interrupt)
            } else if r.is(&skip) {
                Ok(WalkResult::Skip)
            } else if r.is(&advance) || r.is_none() {
                Ok(WalkResult::Advance)
            } else {
                Err(PyTypeError::new_err("walk callback must return a WalkResult"))
            }
        })?;
        Ok(())
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let op = Self::operation(slf)?;
        crate::capsule::make(slf.py(), c"mlir.ir.Operation._CAPIPtr", op.bind(slf.py()))
    }
}

/// Visits `root` and its nested ops in `order`, reading the structure afresh at each step.
fn walk_op(
    py: Python<'_>,
    context: &Py<PyContext>,
    root: OpId,
    order: WalkOrder,
    filter: &Option<String>,
    f: &mut dyn FnMut(Python<'_>, OpId) -> PyResult<WalkResult>,
) -> PyResult<bool> {
    // One look per visit: is the op still alive (the callback may have erased it), does it
    // pass the filter, and (post-order: before the callback) its regions.
    let look = |ir: &Ir| -> Option<(bool, Vec<mlir_ir::RegionId>)> {
        if !ir.is_live_op(root) {
            return None;
        }
        let matches = filter.as_ref().is_none_or(|n| ir.name_str(root) == n);
        Some((matches, ir.regions(root).collect()))
    };
    let Some((matches, mut regions)) = with_ir(py, context, |ir| Ok(look(ir)))? else { return Ok(true) };
    if order == WalkOrder::PreOrder && matches {
        match f(py, root)? {
            WalkResult::Interrupt => return Ok(false),
            WalkResult::Skip => return Ok(true),
            WalkResult::Advance => {}
        }
        // The regions as the callback left them.
        match with_ir(py, context, |ir| Ok(look(ir)))? {
            Some((_, r)) => regions = r,
            None => return Ok(true),
        }
    }
    // Children: snapshot each block's ops before visiting (so the callback may erase them).
    for r in regions {
        let blocks: Vec<mlir_ir::BlockId> =
            with_ir(py, context, |ir| Ok(if ir.is_live_region(r) { ir.region_blocks(r).collect() } else { Vec::new() }))?;
        for b in blocks {
            let ops: Vec<OpId> = with_ir(py, context, |ir| Ok(if ir.is_live_block(b) { ir.block_ops(b).collect() } else { Vec::new() }))?;
            for o in ops {
                if !walk_op(py, context, o, order, filter, f)? {
                    return Ok(false);
                }
            }
        }
    }
    if order == WalkOrder::PostOrder {
        let still = with_ir(py, context, |ir| Ok(ir.is_live_op(root) && filter.as_ref().is_none_or(|n| ir.name_str(root) == n)))?;
        if still {
            if let WalkResult::Interrupt = f(py, root)? {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// The bytecode of `op` (written with the GIL released). A version the writer cannot honor
/// raises `ValueError` with upstream's message.
fn bytecode_of(py: Python<'_>, op: &OpRef, desired_version: Option<i64>) -> PyResult<Vec<u8>> {
    let (c, id) = op.parts();
    let state = c.get().state.clone();
    let version = match desired_version {
        Some(v) => match u64::try_from(v) {
            Ok(v) => Some(v),
            Err(_) => return Err(PyValueError::new_err(format!("Unable to honor desired bytecode version {v}"))),
        },
        None => None,
    };
    let result = py.detach(move || {
        let ir = state.lock_detached();
        ir.check_op(id).map_err(|_| None)?;
        let mut out = Vec::new();
        mlir_bytecode::write(&ir, id, version, &mut out).map_err(Some)?;
        Ok(out)
    });
    result.map_err(|e: Option<String>| match (e, desired_version) {
        (None, _) => crate::handle::stale("operation"),
        (Some(_), Some(v)) => PyValueError::new_err(format!("Unable to honor desired bytecode version {v}")),
        (Some(msg), None) => PyValueError::new_err(msg),
    })
}

fn write_out(py: Python<'_>, file: Option<&Bound<'_, PyAny>>, text: &str, binary: bool) -> PyResult<()> {
    match file {
        Some(f) if !f.is_none() => {
            if binary {
                f.call_method1("write", (pyo3::types::PyBytes::new(py, text.as_bytes()),))?;
            } else {
                f.call_method1("write", (text,))?;
            }
            Ok(())
        }
        _ => {
            let sys = py.import("sys")?;
            sys.getattr("stdout")?.call_method1("write", (text,))?;
            Ok(())
        }
    }
}

/// What an argument of an op being built is checked against.
pub const CREATED: &str = "the operation being created";

/// Converts an `operands=` sequence of values of `context`.
fn values_arg(obj: Option<&Bound<'_, PyAny>>, context: &Py<PyContext>) -> PyResult<Vec<mlir_ir::Value>> {
    let mut out = Vec::new();
    if let Some(seq) = obj.filter(|o| !o.is_none()) {
        for (i, item) in crate::lists::items_of(seq)?.into_iter().enumerate() {
            match crate::value::try_arg_in(&item, context, format_args!("operand {i}"), CREATED)? {
                Some(v) => out.push(v),
                None => {
                    return Err(PyValueError::new_err(format!(
                        "Operation.create: operand {i} is not a Value (got {})",
                        item.repr()?
                    )))
                }
            }
        }
    }
    Ok(out)
}

#[pymethods]
impl PyOperation {
    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, c"mlir.ir.Operation._CAPIPtr")
    }

    #[staticmethod]
    #[pyo3(signature = (name, results=None, operands=None, attributes=None, successors=None, regions=0, loc=None, ip=None, infer_type=false))]
    #[allow(clippy::too_many_arguments)]
    fn create(
        py: Python<'_>,
        name: &str,
        results: Option<&Bound<'_, PyAny>>,
        operands: Option<&Bound<'_, PyAny>>,
        attributes: Option<&Bound<'_, PyDict>>,
        successors: Option<&Bound<'_, PyAny>>,
        regions: usize,
        loc: Option<Py<PyLocation>>,
        ip: Option<&Bound<'_, PyAny>>,
        infer_type: bool,
    ) -> PyResult<Py<PyAny>> {
        if infer_type {
            // Result types from the op's definition (upstream: InferTypeOpInterface).
            if results.is_some_and(|r| !r.is_none()) {
                return Err(PyValueError::new_err("Operation.create: give either results or infer_type=True, not both"));
            }
            let loc = resolve_loc(py, loc)?;
            let (ctx, l) = loc.get().parts();
            let ctx = ctx.clone_ref(py);
            let def = mlir_ods::op_def(ctx.get().core(), name);
            if def.as_ref().is_none_or(|d| !mlir_ods::infer::results_derivable(d)) {
                let d = mlir_ir::Diagnostic::error(
                    l,
                    format!(
                        "type inference was requested for the operation {name}, but the operation does not support type \
                         inference; result types must be specified explicitly"
                    ),
                );
                return Err(crate::diag::mlir_error(py, &ctx, "Operation creation failed", vec![d]));
            }
            let spec = (regions, true).into_pyobject(py)?;
            let regions_obj = regions.into_pyobject(py)?;
            let loc_obj = loc.into_bound(py).into_any();
            return crate::builder::build(
                py,
                name,
                Some(spec.as_any()),
                None,
                None,
                attributes.map(|a| a.as_any()),
                None,
                operands,
                successors,
                Some(regions_obj.as_any()),
                Some(&loc_obj),
                ip,
            );
        }
        create_op(py, name, results, operands, attributes, successors, regions, loc, ip)
    }

    #[staticmethod]
    #[pyo3(signature = (source, *, source_name="", context=None))]
    fn parse(py: Python<'_>, source: &Bound<'_, PyAny>, source_name: &str, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let text = source_text(source)?;
        let filename = if source_name.is_empty() { "-".to_string() } else { source_name.to_string() };
        let id = parse_into(py, &c, &text, &filename, false)?;
        let name = with_ir(py, &c, |ir| Ok(ir.name_str(id).to_string()))?;
        opview(py, OpRef::new(c, id), &name)
    }
}

/// `Operation.create` without type inference: builds the op and inserts it at `ip` (or the
/// current insertion point). Returns the `Operation` object.
#[allow(clippy::too_many_arguments)]
pub fn create_op(
    py: Python<'_>,
    name: &str,
    results: Option<&Bound<'_, PyAny>>,
    operands: Option<&Bound<'_, PyAny>>,
    attributes: Option<&Bound<'_, PyDict>>,
    successors: Option<&Bound<'_, PyAny>>,
    regions: usize,
    loc: Option<Py<PyLocation>>,
    ip: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let loc = resolve_loc(py, crate::globals::op_location(py, loc)?)?;
    let (context, l) = loc.get().parts();
    let context = context.clone_ref(py);
    let ctx = context.get().core();
    let mut state = OperationState::new(ctx.op_name(name), l);
    state.operands = values_arg(operands, &context)?;
    if let Some(rs) = results.filter(|r| !r.is_none()) {
        for (i, t) in crate::lists::items_of(rs)?.into_iter().enumerate() {
            let t = crate::types::try_arg_in(&t, &context, format_args!("result type {i}"), CREATED)?
                .ok_or_else(|| PyValueError::new_err(format!("result {i} of Operation.create is not a Type")))?;
            state.result_types.push(t);
        }
    }
    if let Some(attrs) = attributes {
        let mut entries = Vec::with_capacity(attrs.len());
        for (k, v) in attrs.iter() {
            let k: String = k.extract().map_err(|_| PyValueError::new_err("attribute names must be strings"))?;
            let a = crate::attrs::try_arg_in(&v, &context, format_args!("attribute '{k}'"), CREATED)?
                .ok_or_else(|| PyValueError::new_err(format!("attribute '{k}' is not an Attribute")))?;
            entries.push((ctx.ident(&k), a));
        }
        split_attrs(ctx, &mut state, entries);
    }
    state.successors = successors_arg(successors, &context)?;
    state.num_regions = regions;
    finish_create(py, context, state, ip)
}

/// Converts a `successors=` sequence of blocks of `context`.
pub fn successors_arg(successors: Option<&Bound<'_, PyAny>>, context: &Py<PyContext>) -> PyResult<Vec<mlir_ir::BlockId>> {
    let mut out = Vec::new();
    if let Some(succ) = successors.filter(|s| !s.is_none()) {
        for (i, s) in succ.try_iter()?.enumerate() {
            let s = s?;
            let b = s.cast::<PyBlock>().map_err(|_| PyValueError::new_err("successors must be Blocks"))?;
            out.push(b.get().in_context(context, format_args!("successor {i}"), CREATED)?);
        }
    }
    Ok(out)
}

/// As upstream's `Operation::create`: inherent attributes of a registered op go to its
/// properties, the others stay discardable attributes.
pub fn split_attrs(ctx: &mlir_ir::Context, state: &mut OperationState, entries: Vec<(mlir_ir::Ident, mlir_ir::Attribute)>) {
    let info = ctx.op_info(state.name).cloned();
    let (props, attrs): (Vec<_>, Vec<_>) = entries
        .into_iter()
        .partition(|(k, _)| info.as_ref().is_some_and(|i| i.inherent_attrs.iter().any(|n| **n == *ctx.str(*k))));
    if !attrs.is_empty() {
        state.attrs = Some(ctx.dictionary(attrs));
    }
    if !props.is_empty() {
        state.props = Some(ctx.dictionary(props));
    }
}

/// Creates the op of `state` in `context` and inserts it at `ip` (or the current insertion
/// point); returns its `Operation` object. The operands, successors, types and attributes of
/// `state` must be of `context` (the callers check them as they read them).
pub fn finish_create(
    py: Python<'_>,
    context: Py<PyContext>,
    state: OperationState,
    ip: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let ip: Option<Py<PyInsertionPoint>> = match ip {
        Some(v) if !v.is_none() => Some(v.cast::<PyInsertionPoint>().map_err(PyErr::from)?.clone().unbind()),
        _ => crate::stack::current_ip(py),
    };
    // Checked before creating anything (`insert_locked` checks again).
    if let Some(ip) = &ip {
        crate::handle::check_same(ip.get().context(), &context, "the insertion point", CREATED)?;
    }
    // Create and insert under one lock. If inserting fails, the op stays detached (as upstream).
    let (id, inserted) = with_ir(py, &context, |ir| {
        for &v in &state.operands {
            crate::handle::check_value(ir, v)?;
        }
        for &b in &state.successors {
            crate::handle::check_block(ir, b)?;
        }
        let id = ir.create_op(state);
        let inserted = match &ip {
            Some(ip) => ip.get().insert_locked(ir, &context, id),
            None => Ok(()),
        };
        Ok((id, inserted))
    })?;
    let r = OpRef::new(context.clone_ref(py), id);
    inserted?;
    operation(py, r)
}

/// What a parse entry point was given: text, or a bytecode file (bytes starting with the
/// bytecode magic number).
pub enum Source {
    Text(String),
    Bytecode(Vec<u8>),
}

fn source_text(source: &Bound<'_, PyAny>) -> PyResult<Source> {
    if let Ok(s) = source.extract::<String>() {
        return Ok(Source::Text(s));
    }
    if let Ok(b) = source.extract::<Vec<u8>>() {
        return source_of_bytes(b);
    }
    Err(PyTypeError::new_err("source must be str or bytes"))
}

pub fn source_of_bytes(b: Vec<u8>) -> PyResult<Source> {
    if mlir_bytecode::is_bytecode(&b) {
        return Ok(Source::Bytecode(b));
    }
    String::from_utf8(b).map(Source::Text).map_err(|e| PyValueError::new_err(format!("source is not valid UTF-8: {e}")))
}

/// Parses (or reads, for bytecode) `source` into the context's store, verifies it, and
/// returns the top-level op.
fn parse_into(py: Python<'_>, c: &Py<PyContext>, source: &Source, filename: &str, implicit_module: bool) -> PyResult<OpId> {
    let state = c.get().state.clone();
    let r = py.detach(|| {
        let mut ir = state.lock_detached();
        crate::state::capture(&state.ctx, || {
            let top = match source {
                Source::Text(text) => mlir_parser::parse_source(&mut ir, text, filename, implicit_module),
                Source::Bytecode(data) => mlir_bytecode::read(&mut ir, data, filename, implicit_module),
            }
            .map_err(|_| ())?;
            if mlir_ir::verify::verify(&ir, top).is_err() {
                let _ = ir.erase_op(top);
                return Err(());
            }
            Ok(top)
        })
    });
    let message = if implicit_module { "Unable to parse module assembly" } else { "Unable to parse operation assembly" };
    crate::diag::check(py, c, message, r)
}

#[pymethods]
impl PyOpView {
    #[new]
    #[pyo3(signature = (*_args, **_kwargs))]
    fn py_new(_args: &Bound<'_, PyTuple>, _kwargs: Option<&Bound<'_, PyDict>>) -> PyClassInitializer<Self> {
        PyClassInitializer::from(PyOperationBase { handle: OnceLock::new(), op_obj: OnceLock::new() }).add_subclass(PyOpView)
    }

    /// `OpView(operation)` wraps an op; `OpView(name, regions_spec, operand_segments,
    /// result_segments, attributes=..., ...)` builds one (what generated classes call).
    /// (Bound as `__init__` by the prelude, so that it is an ordinary, introspectable method as
    /// upstream's is, not a type slot.)
    #[pyo3(name = "_init", signature = (*args, **kwargs))]
    fn init(slf: &Bound<'_, Self>, args: &Bound<'_, PyTuple>, kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<()> {
        crate::builder::init_opview(slf, args, kwargs)
    }

    #[classattr]
    fn _ODS_REGIONS() -> (usize, bool) {
        (0, true)
    }

    #[classattr]
    fn _ODS_OPERAND_SEGMENTS() -> Option<Vec<i32>> {
        None
    }

    #[classattr]
    fn _ODS_RESULT_SEGMENTS() -> Option<Vec<i32>> {
        None
    }

    #[classmethod]
    #[pyo3(signature = (*, results=None, operands=None, attributes=None, successors=None, regions=None, loc=None, ip=None))]
    #[allow(clippy::too_many_arguments)]
    fn build_generic(
        cls: &Bound<'_, pyo3::types::PyType>,
        results: Option<&Bound<'_, PyAny>>,
        operands: Option<&Bound<'_, PyAny>>,
        attributes: Option<&Bound<'_, PyAny>>,
        successors: Option<&Bound<'_, PyAny>>,
        regions: Option<&Bound<'_, PyAny>>,
        loc: Option<&Bound<'_, PyAny>>,
        ip: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Py<PyAny>> {
        crate::builder::build_generic(cls, results, operands, attributes, successors, regions, loc, ip)
    }

    /// Parses one op of this class from `source`.
    #[classmethod]
    #[pyo3(signature = (source, *, source_name="", context=None))]
    fn parse(
        cls: &Bound<'_, pyo3::types::PyType>,
        source: &Bound<'_, PyAny>,
        source_name: &str,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let py = cls.py();
        let op = PyOperation::parse(py, source, source_name, context)?;
        let expected: Option<String> = cls.getattr("OPERATION_NAME").ok().and_then(|n| n.extract().ok());
        if let Some(expected) = expected {
            // (Not the `name` attribute: an OpView subclass may use it for something else.)
            let name = op_arg(op.bind(py))?.with(py, |ir, id| Ok(ir.name_str(id).to_string()))?;
            if name != expected {
                return Err(PyValueError::new_err(format!("Expected a '{expected}' op, got: '{name}'")));
            }
        }
        Ok(op)
    }
}

// ----- Module -----

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "Module", frozen, weakref)]
pub struct PyMlirModule {
    pub op: OpRef,
}

impl Drop for PyMlirModule {
    fn drop(&mut self) {
        let (c, id) = self.op.parts();
        c.get().state.live_modules.fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        c.get().state.module_ops.lock().remove(&id);
        // The module owns its op (upstream destroys it with the module object). Never blocks:
        // see `State::erase_later`.
        c.get().state.erase_later(id);
    }
}

impl PyMlirModule {
    fn new(op: OpRef) -> Self {
        let (c, id) = op.parts();
        c.get().state.live_modules.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        c.get().state.module_ops.lock().insert(id);
        PyMlirModule { op }
    }
}

#[pymethods]
impl PyMlirModule {
    #[staticmethod]
    #[pyo3(signature = (loc=None))]
    fn create(py: Python<'_>, loc: Option<Py<PyLocation>>) -> PyResult<Self> {
        let loc = resolve_loc(py, loc)?;
        let (c, l) = loc.get().parts();
        let c = c.clone_ref(py);
        let id = with_ir(py, &c, |ir| {
            let ctx = ir.ctx.clone();
            let mut st = OperationState::new(ctx.op_name("builtin.module"), l);
            st.num_regions = 1;
            let id = ir.create_op(st);
            let r = ir.region(id, 0);
            let b = ir.create_block();
            ir.append_block(r, b).map_err(ir_err)?;
            Ok(id)
        })?;
        Ok(PyMlirModule::new(OpRef::new(c, id)))
    }

    #[staticmethod]
    #[pyo3(signature = (asm, context=None))]
    fn parse(py: Python<'_>, asm: &Bound<'_, PyAny>, context: Option<Py<PyContext>>) -> PyResult<Self> {
        let c = resolve(py, context)?;
        let text = source_text(asm)?;
        let id = parse_into(py, &c, &text, "-", true)?;
        Ok(PyMlirModule::new(OpRef::new(c, id)))
    }

    #[staticmethod]
    #[pyo3(name = "parseFile", signature = (path, context=None))]
    fn parse_file(py: Python<'_>, path: &str, context: Option<Py<PyContext>>) -> PyResult<Self> {
        let c = resolve(py, context)?;
        let bytes = std::fs::read(path).map_err(|e| PyValueError::new_err(format!("cannot read '{path}': {e}")))?;
        let source = source_of_bytes(bytes)?;
        let id = parse_into(py, &c, &source, path, true)?;
        Ok(PyMlirModule::new(OpRef::new(c, id)))
    }

    #[getter]
    fn context(&self, py: Python<'_>) -> Py<PyContext> {
        self.op.context().clone_ref(py)
    }

    #[getter]
    fn operation(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        let me = slf.get();
        me.op.with(py, |_, _| Ok(()))?;
        operation_keeping(py, me.op.clone_ref(py), slf.clone().into_any().unbind())
    }

    #[getter]
    fn body(&self, py: Python<'_>) -> PyResult<PyBlock> {
        let b = self.op.with(py, |ir, id| {
            let r = ir.region(id, 0);
            ir.first_block(r).ok_or_else(|| PyValueError::new_err("module has no body block"))
        })?;
        Ok(PyBlock::new(self.op.context().clone_ref(py), b))
    }

    fn dump(&self, py: Python<'_>) -> PyResult<()> {
        let text = print_text(py, &self.op, &PrintFlags::default())?;
        eprint!("{text}");
        Ok(())
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        print_text(py, &self.op, &PrintFlags::default())
    }

    /// Modules of different contexts are never equal.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyMlirModule>() {
            Ok(o) => {
                let ((oc, oid), (c, id)) = (o.get().op.parts(), self.op.parts());
                oid == id && oc.is(c)
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let (c, id) = self.op.parts();
        crate::hash_of(&(c.as_ptr() as usize, id))
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.ir.Module._CAPIPtr", slf.as_any())
    }

    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, c"mlir.ir.Module._CAPIPtr")
    }
}

/// Whether `op` has `trait_` (for `OpView.has_trait`-style checks by the dialect modules).
/// An `OperationEquivalenceFlags` argument (absent means none). Plain ints are refused, as
/// upstream's typed signature does.
fn equivalence_flags(py: Python<'_>, method: &str, flags: Option<&Bound<'_, PyAny>>) -> PyResult<mlir_ir::equivalence::Flags> {
    let Some(flags) = flags.filter(|f| !f.is_none()) else {
        return Ok(mlir_ir::equivalence::Flags::NONE);
    };
    let cls = crate::prelude_attr(py, "OperationEquivalenceFlags")?;
    if !flags.is_instance(cls.bind(py))? {
        return Err(PyTypeError::new_err(format!(
            "{method}(): flags must be an OperationEquivalenceFlags, got {}",
            flags.get_type().name()?
        )));
    }
    Ok(mlir_ir::equivalence::Flags(flags.extract::<u32>()?))
}

pub fn has_traits(ir: &mlir_ir::Ir, op: OpId, t: Traits) -> bool {
    ir.traits(op).contains(t)
}

pub fn list_ops<'py>(py: Python<'py>, context: &Py<PyContext>, ids: &[OpId]) -> PyResult<Bound<'py, PyList>> {
    let names: Vec<String> = with_ir(py, context, |ir| Ok(ids.iter().map(|&i| ir.name_str(i).to_string()).collect()))?;
    let items = ids
        .iter()
        .zip(names)
        .map(|(&id, n)| opview(py, OpRef::new(context.clone_ref(py), id), &n))
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, items)
}

/// `AsmState(value_or_op, use_local_scope=False)`: upstream caches value numbering in it for
/// repeated printing. Our names come from the same numbering every time, so it only carries the
/// flag; `print(state=...)` and `get_name(state)` accept it.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "AsmState", frozen)]
pub struct PyAsmState {
    #[pyo3(get)]
    use_local_scope: bool,
}

#[pymethods]
impl PyAsmState {
    #[new]
    #[pyo3(signature = (value_or_op, use_local_scope=false))]
    fn new(value_or_op: &Bound<'_, PyAny>, use_local_scope: bool) -> PyResult<Self> {
        if value_or_op.cast::<PyOperationBase>().is_err() && value_or_op.cast::<PyValue>().is_err() {
            return Err(PyTypeError::new_err("AsmState expects a Value or an Operation"));
        }
        Ok(PyAsmState { use_local_scope })
    }
}
