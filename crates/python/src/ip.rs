//! `InsertionPoint`: a block and an optional op to insert before (else the block's end).

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::block::PyBlock;
use crate::context::{CurrentDescriptor, PyContext};
use crate::handle::{check_block, ir_err, with_ir, OpRef};
use crate::stack::{self, FrameKind};

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "InsertionPoint", frozen)]
pub struct PyInsertionPoint {
    block: Py<PyBlock>,
    /// Insert before this op; `None` inserts at the end of the block.
    ref_op: Option<OpRef>,
}

impl PyInsertionPoint {
    /// Inserts a detached op at this point.
    pub fn insert_op(&self, py: Python<'_>, op: &OpRef) -> PyResult<()> {
        let (c, id) = op.parts();
        with_ir(py, c, |ir| self.insert_locked(ir, c, id))
    }

    /// The context of this insertion point.
    pub fn context(&self) -> &Py<PyContext> {
        self.block.get().context()
    }

    /// Inserts detached op `op` here, with the IR of `context` (the op's) already locked. Raises
    /// if the insertion point belongs to another context.
    pub fn insert_locked(&self, ir: &mut mlir_ir::Ir, context: &Py<PyContext>, op: mlir_ir::OpId) -> PyResult<()> {
        const INSERTED: &str = "the operation being inserted";
        let block = self.block.get().in_context(context, "the insertion point", INSERTED)?;
        check_block(ir, block)?;
        crate::handle::with_op_check(ir, op)?;
        if ir.parent_block(op).is_some() {
            return Err(PyValueError::new_err("Attempt to insert operation that is already attached"));
        }
        match &self.ref_op {
            Some(r) => {
                let r = r.in_context(context, "the insertion point", INSERTED)?;
                crate::handle::with_op_check(ir, r)?;
                if ir.parent_block(r) != Some(block) {
                    return Err(PyValueError::new_err("insertion point's reference operation is no longer in its block"));
                }
                ir.insert_op_before(r, op).map_err(ir_err)
            }
            None => {
                if ir.last_op(block).is_some_and(|l| ir.traits(l).contains(mlir_ir::Traits::TERMINATOR)) {
                    return Err(pyo3::exceptions::PyIndexError::new_err(
                        "Cannot insert operation at the end of a block that already has a terminator. Did you mean \
                         to use 'InsertionPoint.at_block_terminator(block)' versus 'InsertionPoint(block)'?",
                    ));
                }
                ir.append_op(block, op).map_err(ir_err)
            }
        }
    }
}

impl PyInsertionPoint {
    /// The insertion point before `op` (an `Operation`/`OpView` object).
    pub fn before(py: Python<'_>, op: &Bound<'_, PyAny>) -> PyResult<Self> {
        Self::py_new(py, op)
    }
}

#[pymethods]
impl PyInsertionPoint {
    #[classattr]
    fn current() -> CurrentDescriptor {
        CurrentDescriptor { kind: FrameKind::InsertionPoint }
    }

    /// `InsertionPoint(block)` inserts at the end of `block`; `InsertionPoint(op)` before `op`.
    #[new]
    fn py_new(py: Python<'_>, block_or_op: &Bound<'_, PyAny>) -> PyResult<Self> {
        if let Ok(b) = block_or_op.cast::<PyBlock>() {
            return Ok(PyInsertionPoint { block: b.clone().unbind(), ref_op: None });
        }
        if let Ok(op) = crate::operation::op_arg(block_or_op) {
            let b = op.with(py, |ir, id| {
                ir.parent_block(id).ok_or_else(|| PyValueError::new_err("Operation is not attached to a block"))
            })?;
            let block = Py::new(py, PyBlock::new(op.context().clone_ref(py), b))?;
            return Ok(PyInsertionPoint { block, ref_op: Some(op) });
        }
        Err(PyTypeError::new_err("InsertionPoint expects a Block or an Operation"))
    }

    #[staticmethod]
    fn at_block_begin(py: Python<'_>, block: Py<PyBlock>) -> PyResult<Self> {
        let b = block.get();
        let first = b.with(py, |ir, id| Ok(ir.first_op(id)))?;
        let ref_op = first.map(|id| OpRef::new(b.context().clone_ref(py), id));
        Ok(PyInsertionPoint { block, ref_op })
    }

    #[staticmethod]
    fn at_block_terminator(py: Python<'_>, block: Py<PyBlock>) -> PyResult<Self> {
        let b = block.get();
        let term = b.with(py, |ir, id| {
            let last = ir.last_op(id);
            match last {
                Some(l) if ir.traits(l).contains(mlir_ir::Traits::TERMINATOR) => Ok(l),
                _ => Err(PyValueError::new_err("Block has no terminator")),
            }
        })?;
        let ref_op = Some(OpRef::new(b.context().clone_ref(py), term));
        Ok(PyInsertionPoint { block, ref_op })
    }

    #[staticmethod]
    fn after(py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<Self> {
        let op = crate::operation::op_arg(operation)?;
        let (b, next) = op.with(py, |ir, id| {
            let b = ir.parent_block(id).ok_or_else(|| PyValueError::new_err("Operation is not attached to a block"))?;
            Ok((b, ir.next_op(id)))
        })?;
        let block = Py::new(py, PyBlock::new(op.context().clone_ref(py), b))?;
        Ok(PyInsertionPoint { block, ref_op: next.map(|id| OpRef::new(op.context().clone_ref(py), id)) })
    }

    fn insert(&self, py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<()> {
        let op = crate::operation::op_arg(operation)?;
        self.insert_op(py, &op)
    }

    #[getter]
    fn block(&self, py: Python<'_>) -> Py<PyBlock> {
        self.block.clone_ref(py)
    }

    #[getter]
    fn ref_operation(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        match &self.ref_op {
            Some(r) => Ok(Some(crate::operation::operation(py, r.clone_ref(py))?)),
            None => Ok(None),
        }
    }

    fn __enter__(slf: &Bound<'_, Self>) -> Py<Self> {
        let py = slf.py();
        let ctx = slf.get().context().clone_ref(py);
        stack::push(py, FrameKind::InsertionPoint, slf.clone().into_any().unbind(), ctx, Some(slf.clone().unbind()), None);
        slf.clone().unbind()
    }

    fn __exit__(slf: &Bound<'_, Self>, _a: &Bound<'_, PyAny>, _b: &Bound<'_, PyAny>, _c: &Bound<'_, PyAny>) -> PyResult<()> {
        stack::pop(FrameKind::InsertionPoint, slf.as_any())
    }
}
