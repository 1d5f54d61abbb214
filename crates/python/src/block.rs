//! `Region` and `Block` handles.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use mlir_ir::{BlockId, Location, RegionId, Type};

use crate::context::PyContext;
use crate::handle::{check_block, check_region, ir_err, with_ir, OpRef};
use crate::location::PyLocation;

pub use repr::{PyBlock, PyRegion};

/// The fields of `Region` and `Block`, reached only through the checked accessors of
/// `handle::context_bound!`.
mod repr {
    use pyo3::prelude::*;

    use mlir_ir::{BlockId, RegionId};

    use crate::context::PyContext;

    #[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "Region", frozen)]
    pub struct PyRegion {
        context: Py<PyContext>,
        id: RegionId,
    }

    #[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "Block", frozen, weakref)]
    pub struct PyBlock {
        context: Py<PyContext>,
        id: BlockId,
    }

    crate::handle::context_bound!(PyRegion, id: RegionId, copy);
    crate::handle::context_bound!(PyBlock, id: BlockId, copy);
}

impl PyBlock {
    pub fn with<R>(&self, py: Python<'_>, f: impl FnOnce(&mut mlir_ir::Ir, BlockId) -> PyResult<R>) -> PyResult<R> {
        let (c, id) = self.parts();
        with_ir(py, c, |ir| {
            check_block(ir, id)?;
            f(ir, id)
        })
    }
}

impl PyRegion {
    pub fn with<R>(&self, py: Python<'_>, f: impl FnOnce(&mut mlir_ir::Ir, RegionId) -> PyResult<R>) -> PyResult<R> {
        let (c, id) = self.parts();
        with_ir(py, c, |ir| {
            check_region(ir, id)?;
            f(ir, id)
        })
    }
}

/// Reads `arg_types` and `arg_locs` of a new block of `context` (one location per type;
/// default, as upstream: the current location, which must exist). Every type and location must
/// belong to `context`.
pub(crate) fn arg_specs(
    py: Python<'_>,
    context: &Py<PyContext>,
    arg_types: &[Bound<'_, PyAny>],
    arg_locs: Option<Vec<Py<PyLocation>>>,
) -> PyResult<Vec<(Type, Location)>> {
    const NEW_BLOCK: &str = "the block being created";
    let types = arg_types
        .iter()
        .enumerate()
        .map(|(i, t)| crate::types::arg_in(t, context, format_args!("argument type {i}"), NEW_BLOCK))
        .collect::<PyResult<Vec<_>>>()?;
    let locs: Vec<Location> = match arg_locs {
        Some(ls) => {
            if ls.len() != types.len() {
                return Err(PyValueError::new_err(format!(
                    "Expected {} locations, got: {}",
                    types.len(),
                    ls.len()
                )));
            }
            ls.iter()
                .enumerate()
                .map(|(i, l)| l.get().in_context(context, format_args!("argument location {i}"), NEW_BLOCK))
                .collect::<PyResult<Vec<_>>>()?
        }
        None if types.is_empty() => Vec::new(),
        None => {
            let l = crate::location::resolve_loc(py, None)?.get().in_context(context, "the current location", NEW_BLOCK)?;
            vec![l; types.len()]
        }
    };
    Ok(types.into_iter().zip(locs).collect())
}

fn new_block(ir: &mut mlir_ir::Ir, specs: &[(Type, Location)]) -> BlockId {
    let b = ir.create_block();
    for &(t, l) in specs {
        ir.add_argument(b, t, l);
    }
    b
}

#[pymethods]
impl PyRegion {
    #[getter]
    fn blocks(&self, py: Python<'_>) -> PyResult<crate::lists::PyBlockList> {
        self.with(py, |_, _| Ok(()))?;
        let (c, r) = self.parts();
        Ok(crate::lists::PyBlockList::new(c.clone_ref(py), r))
    }

    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let (op, name) = self.with(py, |ir, r| {
            let op = ir.parent_op_of_region(r).ok_or_else(|| PyValueError::new_err("region has no owner"))?;
            Ok((op, ir.name_str(op).to_string()))
        })?;
        crate::operation::opview(py, OpRef::new(self.context().clone_ref(py), op), &name)
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let blocks = self.with(py, |ir, r| Ok(ir.region_blocks(r).collect::<Vec<_>>()))?;
        let items = blocks
            .into_iter()
            .map(|b| Ok(Py::new(py, PyBlock::new(self.context().clone_ref(py), b))?.into_any()))
            .collect::<PyResult<Vec<_>>>()?;
        Ok(Py::new(py, crate::iters::BlockIterator::new(items))?.into_any())
    }

    /// Regions of different contexts are never equal.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyRegion>() {
            Ok(o) => {
                let ((oc, or), (c, r)) = (o.get().parts(), self.parts());
                or == r && oc.is(c)
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let (c, r) = self.parts();
        crate::hash_of(&(c.as_ptr() as usize, r))
    }
}

#[pymethods]
impl PyBlock {
    #[staticmethod]
    #[pyo3(signature = (parent, arg_types=Vec::new(), arg_locs=None))]
    fn create_at_start(py: Python<'_>, parent: PyRef<'_, PyRegion>, arg_types: Vec<Bound<'_, PyAny>>, arg_locs: Option<Vec<Py<PyLocation>>>) -> PyResult<PyBlock> {
        let specs = arg_specs(py, parent.context(), &arg_types, arg_locs)?;
        let b = parent.with(py, |ir, r| {
            let b = new_block(ir, &specs);
            match ir.first_block(r) {
                Some(first) => ir.insert_block_before(first, b).map_err(ir_err)?,
                None => ir.append_block(r, b).map_err(ir_err)?,
            }
            Ok(b)
        })?;
        Ok(PyBlock::new(parent.context().clone_ref(py), b))
    }

    #[pyo3(signature = (*arg_types, arg_locs=None))]
    fn create_before(&self, py: Python<'_>, arg_types: Vec<Bound<'_, PyAny>>, arg_locs: Option<Vec<Py<PyLocation>>>) -> PyResult<PyBlock> {
        let specs = arg_specs(py, self.context(), &arg_types, arg_locs)?;
        let b = self.with(py, |ir, me| {
            let b = new_block(ir, &specs);
            ir.insert_block_before(me, b).map_err(ir_err)?;
            Ok(b)
        })?;
        Ok(PyBlock::new(self.context().clone_ref(py), b))
    }

    #[pyo3(signature = (*arg_types, arg_locs=None))]
    fn create_after(&self, py: Python<'_>, arg_types: Vec<Bound<'_, PyAny>>, arg_locs: Option<Vec<Py<PyLocation>>>) -> PyResult<PyBlock> {
        let specs = arg_specs(py, self.context(), &arg_types, arg_locs)?;
        let b = self.with(py, |ir, me| {
            let b = new_block(ir, &specs);
            ir.insert_block_after(me, b).map_err(ir_err)?;
            Ok(b)
        })?;
        Ok(PyBlock::new(self.context().clone_ref(py), b))
    }

    fn append_to(&self, py: Python<'_>, region: PyRef<'_, PyRegion>) -> PyResult<()> {
        let r = region.in_context(self.context(), "the region", "the block being appended")?;
        self.with(py, |ir, me| {
            check_region(ir, r)?;
            // Refuse (before changing anything) to put a block inside itself.
            if ir.parent_op_of_region(r).is_some_and(|owner| ir.ancestor_in_block(me, owner).is_some()) {
                return Err(ir_err(mlir_ir::IrError::Cycle));
            }
            if ir.parent_region_of_block(me).is_some() {
                ir.detach_block(me).map_err(ir_err)?;
            }
            ir.append_block(r, me).map_err(ir_err)
        })
    }

    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        let op = self.with(py, |ir, b| Ok(ir.block_parent_op(b).map(|o| (o, ir.name_str(o).to_string()))))?;
        match op {
            Some((o, name)) => Ok(Some(crate::operation::opview(py, OpRef::new(self.context().clone_ref(py), o), &name)?)),
            None => Ok(None),
        }
    }

    #[getter]
    fn region(&self, py: Python<'_>) -> PyResult<PyRegion> {
        let r = self.with(py, |ir, b| ir.parent_region_of_block(b).ok_or_else(|| PyValueError::new_err("block is not in a region")))?;
        Ok(PyRegion::new(self.context().clone_ref(py), r))
    }

    #[getter]
    fn arguments(&self, py: Python<'_>) -> PyResult<crate::lists::PyBlockArgumentList> {
        let (c, b) = self.parts();
        crate::lists::PyBlockArgumentList::new(py, c.clone_ref(py), b)
    }

    #[getter]
    fn operations(&self, py: Python<'_>) -> PyResult<crate::lists::PyOperationList> {
        self.with(py, |_, _| Ok(()))?;
        let (c, b) = self.parts();
        Ok(crate::lists::PyOperationList::new(c.clone_ref(py), b))
    }

    #[getter]
    fn successors(&self, py: Python<'_>) -> PyResult<crate::iters::BlockSuccessors> {
        let succ = self.with(py, |ir, b| {
            // The last op's successors are the block's (upstream's `Block::getSuccessors`).
            Ok(match ir.last_op(b) {
                Some(t) => ir.successors(t).collect::<Vec<_>>(),
                None => Vec::new(),
            })
        })?;
        let items = succ
            .into_iter()
            .map(|b| Ok(Py::new(py, PyBlock::new(self.context().clone_ref(py), b))?.into_any()))
            .collect::<PyResult<Vec<_>>>()?;
        Ok(crate::iters::BlockSuccessors::new(items))
    }

    #[getter]
    fn predecessors(&self, py: Python<'_>) -> PyResult<crate::iters::BlockPredecessors> {
        let preds = self.with(py, |ir, me| {
            let mut out = Vec::new();
            if let Some(r) = ir.parent_region_of_block(me) {
                for b in ir.region_blocks(r) {
                    if let Some(t) = ir.last_op(b) {
                        for s in ir.successors(t) {
                            if s == me {
                                out.push(b);
                            }
                        }
                    }
                }
            }
            Ok(out)
        })?;
        let items = preds
            .into_iter()
            .map(|b| Ok(Py::new(py, PyBlock::new(self.context().clone_ref(py), b))?.into_any()))
            .collect::<PyResult<Vec<_>>>()?;
        Ok(crate::iters::BlockPredecessors::new(items))
    }

    #[pyo3(signature = (r#type, loc))]
    fn add_argument(&self, py: Python<'_>, r#type: &Bound<'_, PyAny>, loc: PyRef<'_, PyLocation>) -> PyResult<Py<PyAny>> {
        let t = crate::types::arg_in(r#type, self.context(), "the argument type", "the block")?;
        let l = loc.in_context(self.context(), "the argument location", "the block")?;
        let v = self.with(py, |ir, b| Ok(ir.add_argument(b, t, l)))?;
        crate::value::wrap(py, self.context(), v)
    }

    fn erase_argument(&self, py: Python<'_>, index: usize) -> PyResult<()> {
        self.with(py, |ir, b| ir.erase_argument(b, index).map_err(ir_err))
    }

    fn append(&self, py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<()> {
        let op = crate::operation::op_arg(operation)?.in_context(self.context(), "the operation", "the block")?;
        self.with(py, |ir, b| {
            crate::handle::with_op_check(ir, op)?;
            if ir.block_parent_op(b).is_some_and(|p| ir.is_ancestor(op, p)) {
                return Err(ir_err(mlir_ir::IrError::Cycle));
            }
            if ir.parent_block(op).is_some() {
                ir.detach_op(op).map_err(ir_err)?;
            }
            ir.append_op(b, op).map_err(ir_err)
        })
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let ops = self.with(py, |ir, b| Ok(ir.block_ops(b).collect::<Vec<_>>()))?;
        let items = crate::operation::list_ops(py, self.context(), &ops)?.iter().map(|o| o.unbind()).collect();
        Ok(Py::new(py, crate::iters::OperationIterator::new(items))?.into_any())
    }

    /// Blocks of different contexts are never equal.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyBlock>() {
            Ok(o) => {
                let ((oc, ob), (c, b)) = (o.get().parts(), self.parts());
                ob == b && oc.is(c)
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let (c, b) = self.parts();
        crate::hash_of(&(c.as_ptr() as usize, b))
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.ir.Block._CAPIPtr", slf.as_any())
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        self.with(py, |ir, b| Ok(mlir_ir::print::print_block(ir, b, &mlir_ir::print::PrintFlags::default())))
    }
}
