//! Types and attributes of dialects defined at run time (IRDL): `DynamicType`, `DynamicAttr`,
//! and `load_irdl_dialects`, behind `mlir.dialects.irdl.load_dialects`.
//!
//! A dynamic type is `!dialect.name<params>` with attribute parameters; its dialect must be
//! one that IRDL loaded (upstream's "extensible" dialects). As upstream's, `get` does not check
//! the parameters against the definition (the parser does).

use pyo3::exceptions::{PyIndexError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyList;

use mlir_ir::{AttrKind, Attribute, TypeKind};

use crate::attrs::PyAttribute;
use crate::context::{resolve, PyContext};
use crate::typeid::PyTypeID;
use crate::types::PyType;

/// `(dialect, name)` of `full`, with upstream's errors: no `.`, unknown dialect, a dialect
/// that is not dynamic, or one without a definition of that name (`what`: "type" or
/// "attribute").
fn split_checked(ctx: &mlir_ir::Context, full: &str, what: &str, class: &str) -> PyResult<(String, String)> {
    let Some((d, n)) = full.split_once('.') else {
        let placeholder = if what == "type" { "typeName" } else { "attrName" };
        return Err(PyValueError::new_err(format!(
            "Expected full {what} name to be in the format '<dialectName>.<{placeholder}>'."
        )));
    };
    if !ctx.is_dialect_loaded(d) {
        return Err(PyIndexError::new_err(format!("Dialect '{d}' not found")));
    }
    if !ctx.is_dynamic_dialect(d) {
        return Err(PyValueError::new_err(format!("Dialect '{d}' is not an extensible dialect.")));
    }
    let known = if what == "type" { ctx.type_hooks(d, n).is_some() } else { ctx.attr_hooks(full).is_some() };
    if !known {
        let article = if what == "type" { "a" } else { "an" };
        let _ = class;
        return Err(PyValueError::new_err(format!("Dialect '{d}' does not contain {article} {what} named '{n}'.")));
    }
    Ok((d.to_string(), n.to_string()))
}

fn params_list<'py>(py: Python<'py>, context: &Py<PyContext>, params: &[Attribute]) -> PyResult<Bound<'py, PyList>> {
    let items: Vec<Py<PyAny>> = params.iter().map(|a| crate::attrs::wrap(py, context, *a)).collect::<PyResult<_>>()?;
    PyList::new(py, items)
}

fn attrs_of(py: Python<'_>, c: &Py<PyContext>, attributes: &Bound<'_, PyAny>) -> PyResult<Vec<Attribute>> {
    let mut out = Vec::new();
    for (i, item) in attributes.try_iter()?.enumerate() {
        out.push(crate::attrs::arg_in(&item?, c, format_args!("attributes[{i}]"), "the context")?);
    }
    let _ = py;
    Ok(out)
}

/// Whether `t` is a type of a dynamic dialect.
fn is_dynamic_type(t: &PyType) -> bool {
    let (c, ty) = t.parts();
    let ctx = c.get().core();
    matches!(ctx.type_kind(ty), TypeKind::Dialect { dialect, .. } if ctx.is_dynamic_dialect(ctx.str(*dialect)))
}

fn is_dynamic_attr(a: &PyAttribute) -> bool {
    let (c, at) = a.parts();
    let ctx = c.get().core();
    matches!(ctx.attr_kind(at), AttrKind::Dialect { dialect, .. } if ctx.is_dynamic_dialect(ctx.str(*dialect)))
}

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "DynamicType", extends = PyType, frozen, subclass)]
pub struct DynamicType;

fn type_base<'a>(slf: &'a Bound<'_, DynamicType>) -> &'a PyType {
    slf.as_any().cast::<PyType>().expect("DynamicType extends Type").get()
}

#[pymethods]
impl DynamicType {
    #[new]
    fn py_new(cast_from_type: &Bound<'_, PyType>) -> PyResult<PyClassInitializer<Self>> {
        let t = cast_from_type.get();
        if !is_dynamic_type(t) {
            return Err(PyValueError::new_err(format!("Cannot cast type to DynamicType (from Type({}))", t.text())));
        }
        Ok(PyClassInitializer::from(t.clone_ref(cast_from_type.py())).add_subclass(DynamicType))
    }

    /// Create a dynamic type.
    #[staticmethod]
    #[pyo3(signature = (full_type_name, attributes, context=None))]
    fn get(py: Python<'_>, full_type_name: &str, attributes: &Bound<'_, PyAny>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let (d, n) = split_checked(c.get().core(), full_type_name, "type", "DynamicType")?;
        let params = attrs_of(py, &c, attributes)?;
        let t = c.get().core().dialect_type(&d, &n, &params);
        let init = PyClassInitializer::from(PyType::new(c.clone_ref(py), t)).add_subclass(DynamicType);
        Ok(Py::new(py, init)?.into_any())
    }

    /// Look up the TypeID for the given dynamic type name.
    #[staticmethod]
    #[pyo3(signature = (full_type_name, context=None))]
    fn lookup_typeid(py: Python<'_>, full_type_name: &str, context: Option<Py<PyContext>>) -> PyResult<PyTypeID> {
        let c = resolve(py, context)?;
        split_checked(c.get().core(), full_type_name, "type", "DynamicType")?;
        Ok(PyTypeID::named(full_type_name))
    }

    #[staticmethod]
    fn isinstance(other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyType>().is_ok_and(|t| is_dynamic_type(t.get()))
    }

    /// Returns the parameters of the dynamic type as a list of attributes.
    #[getter]
    fn params<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
        let b = type_base(slf);
        let params = match b.kind() {
            TypeKind::Dialect { params, .. } => params.to_vec(),
            _ => Vec::new(),
        };
        params_list(slf.py(), b.context(), &params)
    }

    /// `dialect.name` of the type.
    #[getter]
    fn type_name(slf: &Bound<'_, Self>) -> String {
        let b = type_base(slf);
        let ctx = b.context().get().core();
        match b.kind() {
            TypeKind::Dialect { dialect, mnemonic, .. } => format!("{}.{}", ctx.str(*dialect), ctx.str(*mnemonic)),
            _ => String::new(),
        }
    }

    /// The TypeID of the type's definition.
    #[getter]
    fn typeid(slf: &Bound<'_, Self>) -> PyTypeID {
        PyTypeID::named(&Self::type_name(slf))
    }

    /// Dynamic types have no class-wide TypeID (each definition has its own); this one
    /// stands for none of them.
    #[classattr]
    fn static_typeid() -> PyTypeID {
        PyTypeID::named("builtin.dynamic_type")
    }
}

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "DynamicAttr", extends = PyAttribute, frozen, subclass)]
pub struct DynamicAttr;

fn attr_base<'a>(slf: &'a Bound<'_, DynamicAttr>) -> &'a PyAttribute {
    slf.as_any().cast::<PyAttribute>().expect("DynamicAttr extends Attribute").get()
}

#[pymethods]
impl DynamicAttr {
    #[new]
    fn py_new(cast_from_attr: &Bound<'_, PyAttribute>) -> PyResult<PyClassInitializer<Self>> {
        let a = cast_from_attr.get();
        if !is_dynamic_attr(a) {
            return Err(PyValueError::new_err(format!("Cannot cast attribute to DynamicAttr (from Attribute({}))", a.text())));
        }
        Ok(PyClassInitializer::from(a.clone_ref(cast_from_attr.py())).add_subclass(DynamicAttr))
    }

    /// Create a dynamic attribute.
    #[staticmethod]
    #[pyo3(signature = (full_attr_name, attributes, context=None))]
    fn get(py: Python<'_>, full_attr_name: &str, attributes: &Bound<'_, PyAny>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let (d, n) = split_checked(c.get().core(), full_attr_name, "attribute", "DynamicAttr")?;
        let params = attrs_of(py, &c, attributes)?;
        let a = c.get().core().dialect_attr(&d, &n, &params);
        let init = PyClassInitializer::from(PyAttribute::new(c.clone_ref(py), a)).add_subclass(DynamicAttr);
        Ok(Py::new(py, init)?.into_any())
    }

    /// Look up the TypeID for the given dynamic attribute name.
    #[staticmethod]
    #[pyo3(signature = (full_attr_name, context=None))]
    fn lookup_typeid(py: Python<'_>, full_attr_name: &str, context: Option<Py<PyContext>>) -> PyResult<PyTypeID> {
        let c = resolve(py, context)?;
        split_checked(c.get().core(), full_attr_name, "attribute", "DynamicAttr")?;
        Ok(PyTypeID::named(full_attr_name))
    }

    #[staticmethod]
    fn isinstance(other: &Bound<'_, PyAny>) -> bool {
        other.cast::<PyAttribute>().is_ok_and(|a| is_dynamic_attr(a.get()))
    }

    /// Returns the parameters of the dynamic attribute as a list of attributes.
    #[getter]
    fn params<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
        let b = attr_base(slf);
        let params = match b.kind() {
            AttrKind::Dialect { params, .. } => params.to_vec(),
            _ => Vec::new(),
        };
        params_list(slf.py(), b.context(), &params)
    }

    /// `dialect.name` of the attribute.
    #[getter]
    fn attr_name(slf: &Bound<'_, Self>) -> String {
        let b = attr_base(slf);
        let ctx = b.context().get().core();
        match b.kind() {
            AttrKind::Dialect { dialect, mnemonic, .. } => format!("{}.{}", ctx.str(*dialect), ctx.str(*mnemonic)),
            _ => String::new(),
        }
    }

    /// The TypeID of the attribute's definition.
    #[getter]
    fn typeid(slf: &Bound<'_, Self>) -> PyTypeID {
        PyTypeID::named(&Self::attr_name(slf))
    }

    /// See `DynamicType.static_typeid`.
    #[classattr]
    fn static_typeid() -> PyTypeID {
        PyTypeID::named("builtin.dynamic_attr")
    }
}

/// Loads the dialects the `irdl.dialect` ops of `module` (a `Module` or an `Operation`)
/// describe; `RuntimeError` when that fails (the reasons go to the context's diagnostic
/// handlers, as upstream's).
#[pyfunction]
pub fn load_irdl_dialects(py: Python<'_>, module: &Bound<'_, PyAny>) -> PyResult<()> {
    let op = match module.cast::<crate::operation::PyMlirModule>() {
        Ok(m) => m.get().op.clone_ref(py),
        Err(_) => crate::operation::op_arg(module)?,
    };
    let (c, _) = op.parts();
    let c = c.clone_ref(py);
    let (ok, diags) = op.with(py, |ir, id| {
        Ok(crate::state::capture(c.get().core(), || mlir_dialects::irdl::load_dialects(ir, id).is_ok()))
    })?;
    // The reasons go to the context's handlers (printed when none takes them), as upstream's.
    crate::diag::dispatch(py, &c, &diags)?;
    if !ok {
        return Err(PyRuntimeError::new_err("failed to load IRDL dialects from the input module."));
    }
    Ok(())
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<DynamicType>()?;
    m.add_class::<DynamicAttr>()?;
    Ok(())
}
