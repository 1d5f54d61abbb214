//! The sequence views of the IR: `OperationList`, `BlockList`, `BlockArgumentList`,
//! `OpOperandList`, `OpResultList`, `RegionSequence`, `OpSuccessors`, `OpAttributeMap`.
//! Each reads the live structure on every access (no snapshot), through a checked handle.

use pyo3::exceptions::{PyIndexError, PyKeyError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PySlice};

use mlir_ir::{BlockId, RegionId};

use crate::block::{PyBlock, PyRegion};
use crate::context::PyContext;
use crate::handle::{check_block, check_region, with_ir, OpRef};

/// The items of a Python sequence or iterable; lists and tuples are read directly (generic
/// iteration asks Python for a length hint first, which costs a call per use).
pub fn items_of<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Vec<Bound<'py, PyAny>>> {
    if let Ok(l) = obj.cast::<PyList>() {
        return Ok(l.iter().collect());
    }
    if let Ok(t) = obj.cast::<pyo3::types::PyTuple>() {
        return Ok(t.iter().collect());
    }
    let mut out = Vec::new();
    for item in obj.try_iter()? {
        out.push(item?);
    }
    Ok(out)
}

/// Normalises a Python index (negative from the end) or raises `IndexError(message)`.
pub fn index(i: isize, len: usize, message: &str) -> PyResult<usize> {
    let j = if i < 0 { i + len as isize } else { i };
    if j < 0 || j as usize >= len {
        return Err(PyIndexError::new_err(message.to_string()));
    }
    Ok(j as usize)
}

/// Items selected by an index or a slice.
enum Sel {
    One(usize),
    Many(Vec<usize>),
}

fn select(key: &Bound<'_, PyAny>, len: usize, message: &str) -> PyResult<Sel> {
    if let Ok(s) = key.cast::<PySlice>() {
        let ind = s.indices(len as isize)?;
        let mut out = Vec::new();
        let mut i = ind.start;
        for _ in 0..ind.slicelength {
            out.push(i as usize);
            i += ind.step;
        }
        return Ok(Sel::Many(out));
    }
    let i: isize = key.extract().map_err(|_| PyTypeError::new_err("indices must be integers or slices"))?;
    Ok(Sel::One(index(i, len, message)?))
}

fn list_or_one<'py>(py: Python<'py>, sel: Sel, mut f: impl FnMut(usize) -> PyResult<Py<PyAny>>) -> PyResult<Py<PyAny>> {
    match sel {
        Sel::One(i) => f(i),
        Sel::Many(is) => {
            let items = is.into_iter().map(f).collect::<PyResult<Vec<_>>>()?;
            Ok(PyList::new(py, items)?.into_any().unbind())
        }
    }
}

/// `seq + other` for the list views: a new list of `seq`'s items then `other`'s.
pub fn concat(seq: &Bound<'_, PyAny>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let list = PyList::empty(seq.py());
    for v in seq.try_iter()? {
        list.append(v?)?;
    }
    for o in other.try_iter()? {
        list.append(o?)?;
    }
    Ok(list.into_any().unbind())
}

// ----- operations of a block -----

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "OperationList", frozen)]
pub struct PyOperationList {
    context: Py<PyContext>,
    block: BlockId,
}

impl PyOperationList {
    /// The view of the ops of `block`, a block of `context`.
    pub fn new(context: Py<PyContext>, block: BlockId) -> Self {
        PyOperationList { context, block }
    }

    fn ops(&self, py: Python<'_>) -> PyResult<Vec<mlir_ir::OpId>> {
        with_ir(py, &self.context, |ir| {
            check_block(ir, self.block)?;
            Ok(ir.block_ops(self.block).collect())
        })
    }
}

#[pymethods]
impl PyOperationList {
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.ops(py)?.len())
    }
    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let ops = self.ops(py)?;
        let sel = select(key, ops.len(), "attempt to access out of bounds operation")?;
        list_or_one(py, sel, |i| {
            let name = with_ir(py, &self.context, |ir| Ok(ir.name_str(ops[i]).to_string()))?;
            crate::operation::opview(py, OpRef::new(self.context.clone_ref(py), ops[i]), &name)
        })
    }
    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let ops = self.ops(py)?;
        let items = crate::operation::list_ops(py, &self.context, &ops)?.iter().map(|o| o.unbind()).collect();
        Ok(Py::new(py, crate::iters::OperationIterator::new(items))?.into_any())
    }
}

// ----- blocks of a region -----

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "BlockList", frozen)]
pub struct PyBlockList {
    context: Py<PyContext>,
    region: RegionId,
}

impl PyBlockList {
    /// The view of the blocks of `region`, a region of `context`.
    pub fn new(context: Py<PyContext>, region: RegionId) -> Self {
        PyBlockList { context, region }
    }

    fn blocks(&self, py: Python<'_>) -> PyResult<Vec<BlockId>> {
        with_ir(py, &self.context, |ir| {
            check_region(ir, self.region)?;
            Ok(ir.region_blocks(self.region).collect())
        })
    }
}

#[pymethods]
impl PyBlockList {
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.blocks(py)?.len())
    }
    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let blocks = self.blocks(py)?;
        let sel = select(key, blocks.len(), "attempt to access out of bounds block")?;
        list_or_one(py, sel, |i| Ok(Py::new(py, PyBlock::new(self.context.clone_ref(py), blocks[i]))?.into_any()))
    }
    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let items = self
            .blocks(py)?
            .into_iter()
            .map(|b| Ok(Py::new(py, PyBlock::new(self.context.clone_ref(py), b))?.into_any()))
            .collect::<PyResult<Vec<_>>>()?;
        Ok(Py::new(py, crate::iters::BlockIterator::new(items))?.into_any())
    }
    /// Appends a new block with arguments of `arg_types` (locations from `arg_locs`).
    #[pyo3(signature = (*arg_types, arg_locs=None))]
    fn append(
        &self,
        py: Python<'_>,
        arg_types: Vec<Bound<'_, PyAny>>,
        arg_locs: Option<Vec<Py<crate::location::PyLocation>>>,
    ) -> PyResult<PyBlock> {
        let specs = crate::block::arg_specs(py, &self.context, &arg_types, arg_locs)?;
        let r = self.region;
        let b = with_ir(py, &self.context, |ir| {
            check_region(ir, r)?;
            let b = ir.create_block();
            for &(t, l) in &specs {
                ir.add_argument(b, t, l);
            }
            ir.append_block(r, b).map_err(crate::handle::ir_err)?;
            Ok(b)
        })?;
        Ok(PyBlock::new(self.context.clone_ref(py), b))
    }
}

// ----- sliceable views: block arguments, operands, results, regions, successors -----

/// Which items of an underlying list a view shows: `len` items from `start`, `step` apart
/// (upstream's `Sliceable`). Fixed when the view is made (`ir.operands` made before an operand is
/// added keeps its length); the items themselves are read live on each access, and an item that
/// no longer exists raises `IndexError`.
#[derive(Clone, Copy, Debug)]
pub struct Span {
    start: isize,
    len: usize,
    step: isize,
}

impl Span {
    /// Every item of a list of `len` items.
    pub fn all(len: usize) -> Span {
        Span { start: 0, len, step: 1 }
    }

    /// The underlying position of item `i` of the view (`i < len`).
    fn at(&self, i: usize) -> usize {
        (self.start + i as isize * self.step) as usize
    }

    /// The underlying positions of the view, in order.
    fn positions(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len).map(|i| self.at(i))
    }
}

/// What a key of `__getitem__` selects in a view: one underlying position, or a sub-view.
enum Pick {
    One(usize),
    Sub(Span),
}

const OUT_OF_RANGE: &str = "index out of range";

fn pick(span: &Span, key: &Bound<'_, PyAny>) -> PyResult<Pick> {
    if let Ok(s) = key.cast::<PySlice>() {
        let ind = s.indices(span.len as isize)?;
        return Ok(Pick::Sub(Span {
            start: span.start + ind.start * span.step,
            len: ind.slicelength,
            step: span.step * ind.step,
        }));
    }
    let i: isize = key.extract().map_err(|_| PyTypeError::new_err("indices must be integers or slices"))?;
    Ok(Pick::One(span.at(index(i, span.len, OUT_OF_RANGE)?)))
}

/// `pos` when the underlying list (now of `len` items) still has it.
fn live(pos: usize, len: usize) -> PyResult<usize> {
    if pos < len {
        Ok(pos)
    } else {
        Err(PyIndexError::new_err(OUT_OF_RANGE))
    }
}

/// Declares the Python methods shared by the sliceable views of an op's lists: `__len__`,
/// `__getitem__` (an item, or a view of the same class for a slice) and `__add__` (a list).
/// Iteration is Python's sequence iteration over `__getitem__`, as upstream's.
macro_rules! sliceable_op_view {
    ($view:ident, $count:ident, |$py:ident, $ctx:ident, $ir:ident, $id:ident, $pos:ident| $item:expr) => {
        impl $view {
            /// The view of every item of `op`'s list (as many as it has now).
            pub fn new(py: Python<'_>, op: OpRef) -> PyResult<Self> {
                let n = op.with(py, |ir, id| Ok(ir.$count(id)))?;
                Ok($view { op, span: Span::all(n) })
            }
        }

        #[pymethods]
        impl $view {
            #[classmethod]
            fn __class_getitem__(cls: &Bound<'_, pyo3::types::PyType>, _item: &Bound<'_, PyAny>) -> Py<PyAny> {
                cls.clone().into_any().unbind()
            }
            fn __len__(&self) -> usize {
                self.span.len
            }
            fn __getitem__(&self, $py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                match pick(&self.span, key)? {
                    Pick::Sub(span) => Ok(Py::new($py, $view { op: self.op.clone_ref($py), span })?.into_any()),
                    Pick::One(p) => {
                        let $ctx = self.op.context();
                        let item = self.op.with($py, |$ir, $id| {
                            let $pos = live(p, $ir.$count($id))?;
                            Ok($item)
                        })?;
                        item.into_py_any($py)
                    }
                }
            }
            fn __add__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                concat(slf.as_any(), other)
            }
        }
    };
}

/// A value of the IR, to be wrapped once the IR is released.
struct ValueItem<'a>(&'a Py<PyContext>, mlir_ir::Value);

impl ValueItem<'_> {
    fn into_py_any(self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        crate::value::wrap(py, self.0, self.1)
    }
}

/// A region of the IR, to be wrapped once the IR is released.
struct RegionItem<'a>(&'a Py<PyContext>, RegionId);

impl RegionItem<'_> {
    fn into_py_any(self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        Ok(Py::new(py, PyRegion::new(self.0.clone_ref(py), self.1))?.into_any())
    }
}

/// A block of the IR, to be wrapped once the IR is released.
struct BlockItem<'a>(&'a Py<PyContext>, BlockId);

impl BlockItem<'_> {
    fn into_py_any(self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        Ok(Py::new(py, PyBlock::new(self.0.clone_ref(py), self.1))?.into_any())
    }
}

// ----- block arguments -----

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "BlockArgumentList", frozen, sequence)]
pub struct PyBlockArgumentList {
    context: Py<PyContext>,
    block: BlockId,
    span: Span,
}

impl PyBlockArgumentList {
    /// The view of the arguments of `block`, a block of `context`.
    pub fn new(py: Python<'_>, context: Py<PyContext>, block: BlockId) -> PyResult<Self> {
        let n = with_ir(py, &context, |ir| {
            check_block(ir, block)?;
            Ok(ir.num_arguments(block))
        })?;
        Ok(PyBlockArgumentList { context, block, span: Span::all(n) })
    }

    /// The arguments the view shows, each checked to still exist.
    fn args(&self, py: Python<'_>) -> PyResult<Vec<mlir_ir::Value>> {
        with_ir(py, &self.context, |ir| {
            check_block(ir, self.block)?;
            let n = ir.num_arguments(self.block);
            self.span.positions().map(|p| Ok(ir.argument(self.block, live(p, n)?))).collect()
        })
    }
}

#[pymethods]
impl PyBlockArgumentList {
    #[classmethod]
    fn __class_getitem__(cls: &Bound<'_, pyo3::types::PyType>, _item: &Bound<'_, PyAny>) -> Py<PyAny> {
        cls.clone().into_any().unbind()
    }
    fn __len__(&self) -> usize {
        self.span.len
    }
    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        match pick(&self.span, key)? {
            Pick::Sub(span) => {
                Ok(Py::new(py, PyBlockArgumentList { context: self.context.clone_ref(py), block: self.block, span })?.into_any())
            }
            Pick::One(p) => {
                let v = with_ir(py, &self.context, |ir| {
                    check_block(ir, self.block)?;
                    Ok(ir.argument(self.block, live(p, ir.num_arguments(self.block))?))
                })?;
                crate::value::wrap(py, &self.context, v)
            }
        }
    }
    fn __add__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        concat(slf.as_any(), other)
    }
    #[getter]
    fn types(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let args = self.args(py)?;
        let ts: Vec<mlir_ir::Type> = with_ir(py, &self.context, |ir| Ok(args.into_iter().map(|v| ir.value_type(v)).collect()))?;
        Ok(crate::types::list_of(py, &self.context, &ts)?.into_any().unbind())
    }
}

// ----- operands, results, regions, successors of an op -----

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "OpOperandList", frozen, sequence)]
pub struct PyOpOperandList {
    pub op: OpRef,
    span: Span,
}

sliceable_op_view!(PyOpOperandList, num_operands, |py, ctx, ir, id, pos| ValueItem(ctx, ir.operand(id, pos)));

#[pymethods]
impl PyOpOperandList {
    fn __setitem__(&self, py: Python<'_>, index: isize, value: PyRef<'_, crate::value::PyValue>) -> PyResult<()> {
        let v = value.in_context(self.op.context(), "the new operand", "the operation")?;
        let p = self.span.at(crate::lists::index(index, self.span.len, OUT_OF_RANGE)?);
        self.op.with(py, |ir, id| {
            crate::handle::check_value(ir, v)?;
            let i = live(p, ir.num_operands(id))?;
            ir.set_operand(id, i, v);
            Ok(())
        })
    }
}

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "OpResultList", frozen, sequence)]
pub struct PyOpResultList {
    pub op: OpRef,
    span: Span,
}

sliceable_op_view!(PyOpResultList, num_results, |py, ctx, ir, id, pos| ValueItem(ctx, ir.result(id, pos)));

#[pymethods]
impl PyOpResultList {
    #[getter]
    fn types(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let ts = self.op.with(py, |ir, id| {
            let n = ir.num_results(id);
            self.span.positions().map(|p| Ok(ir.value_type(ir.result(id, live(p, n)?)))).collect::<PyResult<Vec<_>>>()
        })?;
        Ok(crate::types::list_of(py, self.op.context(), &ts)?.into_any().unbind())
    }
    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let name = self.op.with(py, |ir, id| Ok(ir.name_str(id).to_string()))?;
        crate::operation::opview(py, self.op.clone_ref(py), &name)
    }
}

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "RegionSequence", frozen, sequence)]
pub struct PyRegionSequence {
    pub op: OpRef,
    span: Span,
}

sliceable_op_view!(PyRegionSequence, num_regions, |py, ctx, ir, id, pos| RegionItem(ctx, ir.region(id, pos)));

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "OpSuccessors", frozen, sequence)]
pub struct PyOpSuccessors {
    pub op: OpRef,
    span: Span,
}

sliceable_op_view!(PyOpSuccessors, num_successors, |py, ctx, ir, id, pos| BlockItem(ctx, ir.successor(id, pos)));

#[pymethods]
impl PyOpSuccessors {
    fn __setitem__(&self, py: Python<'_>, index: isize, block: PyRef<'_, PyBlock>) -> PyResult<()> {
        let b = block.in_context(self.op.context(), "the successor block", "the operation")?;
        let p = self.span.at(crate::lists::index(index, self.span.len, OUT_OF_RANGE)?);
        self.op.with(py, |ir, id| {
            check_block(ir, b)?;
            let i = live(p, ir.num_successors(id))?;
            ir.set_successor(id, i, b);
            Ok(())
        })
    }
}

// ----- attributes of an op -----

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "OpAttributeMap", frozen, mapping)]
pub struct PyOpAttributeMap {
    pub op: OpRef,
}

impl PyOpAttributeMap {
    /// All attributes, inherent (properties) and discardable together, sorted by name: upstream
    /// lists the op's merged attribute dictionary.
    fn entries(&self, py: Python<'_>) -> PyResult<Vec<(String, mlir_ir::Attribute)>> {
        self.op.with(py, |ir, id| {
            let ctx = &ir.ctx;
            let mut out = Vec::new();
            if let Some(p) = ir.props(id) {
                if let mlir_ir::AttrKind::Dictionary(es) = ctx.attr_kind(p) {
                    for (k, a) in es.iter() {
                        out.push((ctx.str(*k).to_string(), *a));
                    }
                }
            }
            for (k, a) in ctx.dict_entries(ir.attrs(id)) {
                out.push((ctx.str(*k).to_string(), *a));
            }
            out.sort_by(|a, b| a.0.cmp(&b.0));
            Ok(out)
        })
    }
}

#[pymethods]
impl PyOpAttributeMap {
    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.entries(py)?.len())
    }
    fn __contains__(&self, py: Python<'_>, name: &str) -> PyResult<bool> {
        Ok(self.entries(py)?.iter().any(|(k, _)| k == name))
    }
    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let es = self.entries(py)?;
        if let Ok(name) = key.extract::<String>() {
            return match es.iter().find(|(k, _)| *k == name) {
                Some((_, a)) => crate::attrs::wrap(py, self.op.context(), *a),
                None => Err(PyKeyError::new_err(format!("attempt to access a non-existent attribute: {name}"))),
            };
        }
        let i: isize = key.extract().map_err(|_| PyTypeError::new_err("attribute keys must be str or int"))?;
        let i = index(i, es.len(), "attempt to access out of bounds attribute")?;
        let (k, a) = &es[i];
        Ok(Py::new(py, crate::attrs::PyNamedAttribute { name: k.clone(), attr: crate::attrs::wrap(py, self.op.context(), *a)? })?.into_any())
    }
    fn __setitem__(&self, py: Python<'_>, name: &str, attr: &Bound<'_, PyAny>) -> PyResult<()> {
        let a = crate::attrs::arg_in(attr, self.op.context(), format_args!("attribute '{name}'"), "the operation")?;
        self.op.with(py, |ir, id| {
            set_attr(ir, id, name, Some(a));
            Ok(())
        })
    }
    fn __delitem__(&self, py: Python<'_>, name: &str) -> PyResult<()> {
        let present = self.__contains__(py, name)?;
        if !present {
            return Err(PyKeyError::new_err(format!("attempt to delete a non-existent attribute: {name}")));
        }
        self.op.with(py, |ir, id| {
            set_attr(ir, id, name, None);
            Ok(())
        })
    }
    #[pyo3(signature = (key, default=None))]
    fn get(&self, py: Python<'_>, key: &str, default: Option<Py<PyAny>>) -> PyResult<Option<Py<PyAny>>> {
        match self.entries(py)?.iter().find(|(k, _)| k == key) {
            Some((_, a)) => Ok(Some(crate::attrs::wrap(py, self.op.context(), *a)?)),
            None => Ok(default),
        }
    }
    fn keys(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        Ok(self.entries(py)?.into_iter().map(|(k, _)| k).collect())
    }
    fn values(&self, py: Python<'_>) -> PyResult<Vec<Py<PyAny>>> {
        self.entries(py)?.into_iter().map(|(_, a)| crate::attrs::wrap(py, self.op.context(), a)).collect()
    }
    fn items(&self, py: Python<'_>) -> PyResult<Vec<(String, Py<PyAny>)>> {
        self.entries(py)?.into_iter().map(|(k, a)| Ok((k, crate::attrs::wrap(py, self.op.context(), a)?))).collect()
    }
    fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let names = self.keys(py)?;
        Ok(PyList::new(py, names)?.try_iter()?.into_any().unbind())
    }
}

/// Sets (or removes, with `None`) an attribute: an inherent one in the op's properties when the
/// op is registered and `name` is inherent, else a discardable one.
fn set_attr(ir: &mut mlir_ir::Ir, op: mlir_ir::OpId, name: &str, value: Option<mlir_ir::Attribute>) {
    let ctx = ir.ctx.clone();
    let inherent = ctx.op_info(ir.name(op)).is_some_and(|info| info.inherent_attrs.iter().any(|a| &**a == name));
    if inherent {
        let mut entries: Vec<(mlir_ir::Ident, mlir_ir::Attribute)> = match ir.props(op) {
            Some(p) => ctx.dict_entries(p).to_vec(),
            None => Vec::new(),
        };
        entries.retain(|(k, _)| ctx.str(*k) != name);
        if let Some(v) = value {
            entries.push((ctx.ident(name), v));
        }
        let dict = ctx.dictionary(entries);
        ir.set_props(op, Some(dict));
    } else {
        ir.set_attr(op, name, value);
    }
}
