//! `Value`, `OpResult`, `BlockArgument` and `OpOperand`.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::PyClass;

use mlir_ir::print::PrintFlags;
use mlir_ir::{Value, ValueDef};

use crate::block::PyBlock;
use crate::context::PyContext;
use crate::handle::{check_value, with_ir, OpRef};

pub use repr::PyValue;

/// `Value`'s fields, reached only through the checked accessors of `handle::context_bound!`.
mod repr {
    use pyo3::prelude::*;

    use crate::context::PyContext;

    #[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "Value", frozen, subclass, weakref)]
    pub struct PyValue {
        context: Py<PyContext>,
        v: mlir_ir::Value,
    }

    crate::handle::context_bound!(PyValue, v: mlir_ir::Value, copy);
}

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "OpResult", extends = PyValue, frozen)]
pub struct PyOpResult;

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "BlockArgument", extends = PyValue, frozen)]
pub struct PyBlockArgument;

impl PyValue {
    /// What `str(value)` shows inside `Value(...)`: the defining op, or the argument's position.
    fn text(&self, py: Python<'_>) -> PyResult<String> {
        let r = self.with(py, |ir, v| {
            Ok(match ir.value_def(v) {
                ValueDef::Result { op, .. } => Ok(op),
                ValueDef::Argument { index, .. } => Err((index, ir.value_type(v))),
            })
        })?;
        match r {
            Ok(op) => crate::operation::print_text(py, &OpRef::new(self.context().clone_ref(py), op), &PrintFlags::default()),
            Err((index, t)) => Ok(format!(
                "<block argument> of type '{}' at index: {}",
                mlir_ir::print::type_to_string(self.context().get().core(), t),
                index
            )),
        }
    }

    pub fn with<R>(&self, py: Python<'_>, f: impl FnOnce(&mut mlir_ir::Ir, Value) -> PyResult<R>) -> PyResult<R> {
        let (c, v) = self.parts();
        with_ir(py, c, |ir| {
            check_value(ir, v)?;
            f(ir, v)
        })
    }
}

/// Wraps a value as `OpResult` or `BlockArgument` (after user-registered value casters).
pub fn wrap(py: Python<'_>, context: &Py<PyContext>, v: Value) -> PyResult<Py<PyAny>> {
    let obj = wrap_builtin(py, context, v)?;
    crate::globals::cast_value(py, context, v, obj)
}

pub fn wrap_builtin(py: Python<'_>, context: &Py<PyContext>, v: Value) -> PyResult<Py<PyAny>> {
    let base = PyValue::new(context.clone_ref(py), v);
    if v.is_block_argument() {
        Ok(Py::new(py, PyClassInitializer::from(base).add_subclass(PyBlockArgument))?.into_any())
    } else {
        Ok(Py::new(py, PyClassInitializer::from(base).add_subclass(PyOpResult))?.into_any())
    }
}

/// The value behind a `Value` argument, for use in `expected` (`what` names the argument and
/// `other` what it is used with, for the `ValueError` if it belongs to another context);
/// `Ok(None)` when `obj` is not a `Value`.
pub fn try_arg_in(
    obj: &Bound<'_, PyAny>,
    expected: &Py<PyContext>,
    what: impl std::fmt::Display,
    other: impl std::fmt::Display,
) -> PyResult<Option<Value>> {
    match obj.cast::<PyValue>() {
        Ok(v) => v.get().in_context(expected, what, other).map(Some),
        Err(_) => Ok(None),
    }
}

fn base<'a, T: PyClass>(slf: &'a Bound<'_, T>) -> &'a PyValue {
    slf.as_any().cast::<PyValue>().expect("extends Value").get()
}

#[pymethods]
impl PyValue {
    #[new]
    #[pyo3(signature = (value, *_args, **_kwargs))]
    fn py_new(value: &Bound<'_, PyValue>, _args: &Bound<'_, pyo3::types::PyTuple>, _kwargs: Option<&Bound<'_, pyo3::types::PyDict>>) -> Self {
        value.get().clone_ref(value.py())
    }

    /// Lets Python subclasses call `super().__init__(value)` (the value was taken by `__new__`).
    /// (Bound as `__init__` by the prelude, an ordinary method as upstream's.)
    #[pyo3(name = "_init", signature = (*_args, **_kwargs))]
    fn init(&self, _args: &Bound<'_, pyo3::types::PyTuple>, _kwargs: Option<&Bound<'_, pyo3::types::PyDict>>) {}

    /// `Value[T]` in annotations, as upstream's generic `Value`.
    #[classmethod]
    fn __class_getitem__(cls: &Bound<'_, pyo3::types::PyType>, _item: &Bound<'_, PyAny>) -> Py<PyAny> {
        cls.clone().into_any().unbind()
    }

    #[getter]
    fn get_context(&self, py: Python<'_>) -> Py<PyContext> {
        self.context().clone_ref(py)
    }

    #[getter]
    fn r#type(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let t = self.with(py, |ir, v| Ok(ir.value_type(v)))?;
        crate::types::wrap(py, self.context(), t)
    }

    fn set_type(&self, py: Python<'_>, r#type: &Bound<'_, PyAny>) -> PyResult<()> {
        let t = crate::types::arg_in(r#type, self.context(), "the type", "the value")?;
        self.with(py, |ir, v| {
            ir.set_value_type(v, t);
            Ok(())
        })
    }

    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let def = self.with(py, |ir, v| {
            Ok(match ir.value_def(v) {
                ValueDef::Result { op, .. } => Ok((op, ir.name_str(op).to_string())),
                ValueDef::Argument { block, .. } => Err(block),
            })
        })?;
        match def {
            Ok((op, name)) => crate::operation::opview(py, OpRef::new(self.context().clone_ref(py), op), &name),
            Err(b) => Ok(Py::new(py, PyBlock::new(self.context().clone_ref(py), b))?.into_any()),
        }
    }

    #[getter]
    fn location(&self, py: Python<'_>) -> PyResult<Py<crate::location::PyLocation>> {
        let l = self.with(py, |ir, v| {
            Ok(match ir.value_def(v) {
                ValueDef::Result { op, .. } => ir.loc(op),
                ValueDef::Argument { .. } => ir.argument_loc(v).unwrap_or_else(|| ir.ctx.unknown_loc()),
            })
        })?;
        crate::location::wrap(py, self.context(), l)
    }

    #[getter]
    fn uses(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let uses = self.with(py, |ir, v| Ok(ir.uses(v).map(|u| (u.op, u.index)).collect::<Vec<_>>()))?;
        let items = uses
            .into_iter()
            .map(|(op, index)| {
                Ok(Py::new(py, PyOpOperand { op: OpRef::new(self.context().clone_ref(py), op), index })?.into_any())
            })
            .collect::<PyResult<Vec<_>>>()?;
        Ok(Py::new(py, crate::iters::OpOperandIterator::new(items))?.into_any())
    }

    fn replace_all_uses_with(&self, py: Python<'_>, with_: PyRef<'_, PyValue>) -> PyResult<()> {
        let to = with_.in_context(self.context(), "the replacement value", "the value being replaced")?;
        self.with(py, |ir, v| {
            check_value(ir, to)?;
            ir.replace_all_uses_with(v, to);
            Ok(())
        })
    }

    fn replace_all_uses_except(&self, py: Python<'_>, with_: PyRef<'_, PyValue>, exceptions: &Bound<'_, PyAny>) -> PyResult<()> {
        const REPLACED: &str = "the value being replaced";
        let to = with_.in_context(self.context(), "the replacement value", REPLACED)?;
        let mut except = Vec::new();
        if let Ok(op) = crate::operation::op_arg(exceptions) {
            except.push(op.in_context(self.context(), "the excepted operation", REPLACED)?);
        } else {
            for (i, e) in exceptions.try_iter()?.enumerate() {
                except.push(crate::operation::op_arg(&e?)?.in_context(self.context(), format_args!("excepted operation {i}"), REPLACED)?);
            }
        }
        self.with(py, |ir, v| {
            check_value(ir, to)?;
            ir.replace_uses_where(v, to, |u| !except.contains(&u.op));
            Ok(())
        })
    }

    /// `get_name(use_local_scope=False, use_name_loc_as_prefix=False)` or `get_name(state)`
    /// (also `state=`). Names are those of the value's enclosing isolated-from-above op, which
    /// is what a local scope or an `AsmState` of that op gives.
    #[pyo3(signature = (use_local_scope=None, use_name_loc_as_prefix=false, *, state=None))]
    fn get_name(
        &self,
        py: Python<'_>,
        use_local_scope: Option<&Bound<'_, PyAny>>,
        use_name_loc_as_prefix: bool,
        state: Option<PyRef<'_, crate::operation::PyAsmState>>,
    ) -> PyResult<String> {
        let _ = (use_local_scope, state);
        let flags = PrintFlags { name_loc_as_prefix: use_name_loc_as_prefix, ..Default::default() };
        self.with(py, |ir, v| Ok(mlir_ir::print::value_name(ir, v, &flags)))
    }

    fn maybe_downcast(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let (c, v) = self.parts();
        wrap(py, c, v)
    }

    fn dump(&self, py: Python<'_>) -> PyResult<()> {
        let s = self.text(py)?;
        eprintln!("{s}");
        Ok(())
    }

    fn __str__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let text = slf.get().text(slf.py())?;
        Ok(format!("{}({})", crate::nbargs::bound_class_name(slf.as_any())?, text))
    }

    /// Values of different contexts are never equal.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyValue>() {
            Ok(o) => {
                let ((oc, ov), (c, v)) = (o.get().parts(), self.parts());
                ov == v && oc.is(c)
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let (c, v) = self.parts();
        crate::hash_of(&(c.as_ptr() as usize, v))
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.ir.Value._CAPIPtr", slf.as_any())
    }

    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, c"mlir.ir.Value._CAPIPtr")
    }
}

#[pymethods]
impl PyOpResult {
    #[new]
    fn py_new(value: &Bound<'_, PyValue>) -> PyResult<PyClassInitializer<Self>> {
        let v = value.get();
        if v.parts().1.is_block_argument() {
            let s = v.text(value.py())?;
            return Err(PyValueError::new_err(format!("Cannot cast value to OpResult (from Value({s}))")));
        }
        Ok(PyClassInitializer::from(v.clone_ref(value.py())).add_subclass(PyOpResult))
    }

    #[staticmethod]
    fn isinstance(other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyValue>().is_ok_and(|v| !v.get().parts().1.is_block_argument())
    }

    #[getter]
    fn owner(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        base(slf).owner(slf.py())
    }

    #[getter]
    fn result_number(slf: &Bound<'_, Self>) -> PyResult<usize> {
        base(slf).with(slf.py(), |ir, v| {
            Ok(match ir.value_def(v) {
                ValueDef::Result { index, .. } => index,
                _ => 0,
            })
        })
    }
}

#[pymethods]
impl PyBlockArgument {
    #[new]
    fn py_new(value: &Bound<'_, PyValue>) -> PyResult<PyClassInitializer<Self>> {
        let v = value.get();
        if !v.parts().1.is_block_argument() {
            let s = v.text(value.py())?;
            return Err(PyValueError::new_err(format!("Cannot cast value to BlockArgument (from Value({s}))")));
        }
        Ok(PyClassInitializer::from(v.clone_ref(value.py())).add_subclass(PyBlockArgument))
    }

    #[staticmethod]
    fn isinstance(other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyValue>().is_ok_and(|v| v.get().parts().1.is_block_argument())
    }

    #[getter]
    fn owner(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        base(slf).owner(slf.py())
    }

    #[getter]
    fn arg_number(slf: &Bound<'_, Self>) -> PyResult<usize> {
        base(slf).with(slf.py(), |ir, v| {
            Ok(match ir.value_def(v) {
                ValueDef::Argument { index, .. } => index,
                _ => 0,
            })
        })
    }

    fn set_type(slf: &Bound<'_, Self>, r#type: &Bound<'_, PyAny>) -> PyResult<()> {
        base(slf).set_type(slf.py(), r#type)
    }

    fn set_location(slf: &Bound<'_, Self>, loc: PyRef<'_, crate::location::PyLocation>) -> PyResult<()> {
        let l = loc.in_context(base(slf).context(), "the location", "the block argument")?;
        base(slf).with(slf.py(), |ir, v| {
            ir.set_argument_loc(v, l);
            Ok(())
        })
    }
}

/// `OpOperand`: the `index`-th operand of `op`.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "OpOperand", frozen)]
pub struct PyOpOperand {
    pub op: OpRef,
    pub index: usize,
}

#[pymethods]
impl PyOpOperand {
    #[getter]
    fn owner(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let name = self.op.with(py, |ir, id| Ok(ir.name_str(id).to_string()))?;
        crate::operation::opview(py, self.op.clone_ref(py), &name)
    }

    #[getter]
    fn operand_number(&self) -> usize {
        self.index
    }

    fn get(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let v = self.op.with(py, |ir, id| {
            if self.index >= ir.num_operands(id) {
                return Err(PyTypeError::new_err("operand no longer exists"));
            }
            Ok(ir.operand(id, self.index))
        })?;
        wrap(py, self.op.context(), v)
    }
}
