//! `Region` and `Block` handles.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use mlir_ir::{BlockId, Location, RegionId, Type};

use crate::context::PyContext;
use crate::handle::{check_block, check_region, ir_err, with_ir, OpRef};
use crate::location::PyLocation;

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "Region", frozen)]
pub struct PyRegion {
    pub context: Py<PyContext>,
    pub id: RegionId,
}

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "Block", frozen, weakref)]
pub struct PyBlock {
    pub context: Py<PyContext>,
    pub id: BlockId,
}

impl PyBlock {
    pub fn with<R>(&self, py: Python<'_>, f: impl FnOnce(&mut mlir_ir::Ir, BlockId) -> PyResult<R>) -> PyResult<R> {
        with_ir(py, &self.context, |ir| {
            check_block(ir, self.id)?;
            f(ir, self.id)
        })
    }
}

impl PyRegion {
    pub fn with<R>(&self, py: Python<'_>, f: impl FnOnce(&mut mlir_ir::Ir, RegionId) -> PyResult<R>) -> PyResult<R> {
        with_ir(py, &self.context, |ir| {
            check_region(ir, self.id)?;
            f(ir, self.id)
        })
    }
}

/// Reads `arg_types` and `arg_locs` (one location per type; default: unknown... as upstream,
/// the current location, else unknown).
fn arg_specs(py: Python<'_>, context: &Py<PyContext>, arg_types: &[Bound<'_, PyAny>], arg_locs: Option<Vec<Py<PyLocation>>>) -> PyResult<Vec<(Type, Location)>> {
    let types = arg_types.iter().map(crate::types::arg).collect::<PyResult<Vec<_>>>()?;
    let locs: Vec<Location> = match arg_locs {
        Some(ls) => {
            if ls.len() != types.len() {
                return Err(PyValueError::new_err(format!(
                    "Expected {} locations, got: {}",
                    types.len(),
                    ls.len()
                )));
            }
            ls.iter().map(|l| l.get().loc).collect()
        }
        None if types.is_empty() => Vec::new(),
        None => {
            let _ = context;
            vec![crate::location::resolve_loc(py, None)?.get().loc; types.len()]
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
        Ok(crate::lists::PyBlockList { context: self.context.clone_ref(py), region: self.id })
    }

    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let (op, name) = self.with(py, |ir, r| {
            let op = ir.parent_op_of_region(r).ok_or_else(|| PyValueError::new_err("region has no owner"))?;
            Ok((op, ir.name_str(op).to_string()))
        })?;
        crate::operation::opview(py, OpRef { context: self.context.clone_ref(py), id: op }, &name)
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let blocks = self.with(py, |ir, r| Ok(ir.region_blocks(r).collect::<Vec<_>>()))?;
        let items = blocks
            .into_iter()
            .map(|b| Ok(Py::new(py, PyBlock { context: self.context.clone_ref(py), id: b })?.into_any()))
            .collect::<PyResult<Vec<_>>>()?;
        Ok(Py::new(py, crate::iters::BlockIterator::new(items))?.into_any())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyRegion>() {
            Ok(o) => o.get().id == self.id && o.get().context.is(&self.context),
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        crate::hash_of(&(self.context.as_ptr() as usize, self.id))
    }
}

#[pymethods]
impl PyBlock {
    #[staticmethod]
    #[pyo3(signature = (parent, arg_types=Vec::new(), arg_locs=None))]
    fn create_at_start(py: Python<'_>, parent: PyRef<'_, PyRegion>, arg_types: Vec<Bound<'_, PyAny>>, arg_locs: Option<Vec<Py<PyLocation>>>) -> PyResult<PyBlock> {
        let specs = arg_specs(py, &parent.context, &arg_types, arg_locs)?;
        let b = parent.with(py, |ir, r| {
            let b = new_block(ir, &specs);
            match ir.first_block(r) {
                Some(first) => ir.insert_block_before(first, b).map_err(ir_err)?,
                None => ir.append_block(r, b).map_err(ir_err)?,
            }
            Ok(b)
        })?;
        Ok(PyBlock { context: parent.context.clone_ref(py), id: b })
    }

    #[pyo3(signature = (*arg_types, arg_locs=None))]
    fn create_before(&self, py: Python<'_>, arg_types: Vec<Bound<'_, PyAny>>, arg_locs: Option<Vec<Py<PyLocation>>>) -> PyResult<PyBlock> {
        let specs = arg_specs(py, &self.context, &arg_types, arg_locs)?;
        let b = self.with(py, |ir, me| {
            let b = new_block(ir, &specs);
            ir.insert_block_before(me, b).map_err(ir_err)?;
            Ok(b)
        })?;
        Ok(PyBlock { context: self.context.clone_ref(py), id: b })
    }

    #[pyo3(signature = (*arg_types, arg_locs=None))]
    fn create_after(&self, py: Python<'_>, arg_types: Vec<Bound<'_, PyAny>>, arg_locs: Option<Vec<Py<PyLocation>>>) -> PyResult<PyBlock> {
        let specs = arg_specs(py, &self.context, &arg_types, arg_locs)?;
        let b = self.with(py, |ir, me| {
            let b = new_block(ir, &specs);
            ir.insert_block_after(me, b).map_err(ir_err)?;
            Ok(b)
        })?;
        Ok(PyBlock { context: self.context.clone_ref(py), id: b })
    }

    fn append_to(&self, py: Python<'_>, region: PyRef<'_, PyRegion>) -> PyResult<()> {
        let r = region.id;
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
            Some((o, name)) => Ok(Some(crate::operation::opview(py, OpRef { context: self.context.clone_ref(py), id: o }, &name)?)),
            None => Ok(None),
        }
    }

    #[getter]
    fn region(&self, py: Python<'_>) -> PyResult<PyRegion> {
        let r = self.with(py, |ir, b| ir.parent_region_of_block(b).ok_or_else(|| PyValueError::new_err("block is not in a region")))?;
        Ok(PyRegion { context: self.context.clone_ref(py), id: r })
    }

    #[getter]
    fn arguments(&self, py: Python<'_>) -> PyResult<crate::lists::PyBlockArgumentList> {
        self.with(py, |_, _| Ok(()))?;
        Ok(crate::lists::PyBlockArgumentList { context: self.context.clone_ref(py), block: self.id })
    }

    #[getter]
    fn operations(&self, py: Python<'_>) -> PyResult<crate::lists::PyOperationList> {
        self.with(py, |_, _| Ok(()))?;
        Ok(crate::lists::PyOperationList { context: self.context.clone_ref(py), block: self.id })
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
            .map(|b| Ok(Py::new(py, PyBlock { context: self.context.clone_ref(py), id: b })?.into_any()))
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
            .map(|b| Ok(Py::new(py, PyBlock { context: self.context.clone_ref(py), id: b })?.into_any()))
            .collect::<PyResult<Vec<_>>>()?;
        Ok(crate::iters::BlockPredecessors::new(items))
    }

    #[pyo3(signature = (r#type, loc))]
    fn add_argument(&self, py: Python<'_>, r#type: &Bound<'_, PyAny>, loc: PyRef<'_, PyLocation>) -> PyResult<Py<PyAny>> {
        let t = crate::types::arg(r#type)?;
        let l = loc.loc;
        let v = self.with(py, |ir, b| Ok(ir.add_argument(b, t, l)))?;
        crate::value::wrap(py, &self.context, v)
    }

    fn erase_argument(&self, py: Python<'_>, index: usize) -> PyResult<()> {
        self.with(py, |ir, b| ir.erase_argument(b, index).map_err(ir_err))
    }

    fn append(&self, py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<()> {
        let op = crate::operation::op_arg(operation)?;
        self.with(py, |ir, b| {
            crate::handle::with_op_check(ir, op.id)?;
            if ir.block_parent_op(b).is_some_and(|p| ir.is_ancestor(op.id, p)) {
                return Err(ir_err(mlir_ir::IrError::Cycle));
            }
            if ir.parent_block(op.id).is_some() {
                ir.detach_op(op.id).map_err(ir_err)?;
            }
            ir.append_op(b, op.id).map_err(ir_err)
        })
    }

    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let ops = self.with(py, |ir, b| Ok(ir.block_ops(b).collect::<Vec<_>>()))?;
        let items = crate::operation::list_ops(py, &self.context, &ops)?.iter().map(|o| o.unbind()).collect();
        Ok(Py::new(py, crate::iters::OperationIterator::new(items))?.into_any())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyBlock>() {
            Ok(o) => o.get().id == self.id && o.get().context.is(&self.context),
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        crate::hash_of(&(self.context.as_ptr() as usize, self.id))
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.ir.Block._CAPIPtr", slf.as_any())
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        self.with(py, |ir, b| Ok(mlir_ir::print::print_block(ir, b, &mlir_ir::print::PrintFlags::default())))
    }
}
