//! `_mlir._infer_result_types(op_name, operands, attributes, context=None)`: the result types
//! of a model-defined op about to be built, for generated builders called without `results=`
//! (upstream's builders get them from `InferTypeOpInterface`). The rule is the model's
//! (`mlir_ods::infer`); this file only converts the Python arguments.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use mlir_ir::{Attribute, Ident, Type, Value};

use crate::context::PyContext;
use crate::value::PyValue;

/// The operand groups as the generated builder lists them: a Value, None (an absent optional
/// operand) or a sequence of Values (a variadic group), one entry per group when the op has
/// segment sizes; otherwise a flat list of Values, regrouped here by the definition.
fn operand_values<'py>(operands: &Bound<'py, PyAny>, op_name: &str) -> PyResult<Vec<Vec<Bound<'py, PyValue>>>> {
    let mut groups = Vec::new();
    let value = |obj: &Bound<'py, PyAny>, i: usize| -> PyResult<Bound<'py, PyValue>> {
        let v = obj.cast::<PyValue>().map_err(|_| {
            PyTypeError::new_err(format!(
                "{op_name}: operand {i} must be a Value, got {}",
                obj.get_type().name().map(|n| n.to_string()).unwrap_or_default()
            ))
        })?;
        Ok(v.clone())
    };
    for (i, item) in operands.try_iter()?.enumerate() {
        let item = item?;
        if item.is_none() {
            groups.push(Vec::new());
        } else if item.cast::<PyValue>().is_ok() {
            groups.push(vec![value(&item, i)?]);
        } else {
            let mut g = Vec::new();
            for x in item.try_iter()? {
                g.push(value(&x?, i)?);
            }
            groups.push(g);
        }
    }
    Ok(groups)
}

#[pyfunction]
#[pyo3(signature = (op_name, operands, attributes, context=None))]
pub fn _infer_result_types<'py>(
    py: Python<'py>,
    op_name: &str,
    operands: &Bound<'py, PyAny>,
    attributes: &Bound<'py, PyAny>,
    context: Option<Py<PyContext>>,
) -> PyResult<Bound<'py, PyList>> {
    let groups = operand_values(operands, op_name)?;
    // The context: the given one, else the first operand's, else the current one. Every operand
    // and attribute must belong to it.
    let first = groups.iter().flatten().next().map(|v| v.get().context().clone_ref(py));
    let (ctx_obj, other) = match (context, first) {
        (Some(c), _) => (c, "the context= argument"),
        (None, Some(c)) => (c, "the first operand"),
        (None, None) => (crate::context::resolve(py, None)?, "the current context"),
    };
    let ctx = ctx_obj.get().core();
    let def = mlir_ods::op_def(ctx, op_name)
        .ok_or_else(|| PyValueError::new_err(format!("cannot infer the result types of '{op_name}': the op is not registered")))?;
    let mut attrs: Vec<(Ident, Attribute)> = Vec::new();
    if !attributes.is_none() {
        let dict = attributes.cast::<PyDict>().map_err(PyErr::from)?;
        for (k, v) in dict.iter() {
            let name: String = k.extract()?;
            let a = crate::attrs::try_arg_in(&v, &ctx_obj, format_args!("attribute '{name}' of {op_name}"), other)?.ok_or_else(|| {
                PyTypeError::new_err(format!(
                    "{op_name}: attribute '{name}' must be an Attribute, got {}",
                    v.get_type().name().map(|n| n.to_string()).unwrap_or_default()
                ))
            })?;
            attrs.push((ctx.ident(&name), a));
        }
    }
    // Without segment sizes the list is flat: regroup it by the definition's groups.
    let sized = def.has_trait(&mlir_ods::Trait::AttrSizedOperandSegments);
    let mut flat: Vec<Value> = Vec::new();
    for (i, g) in groups.iter().enumerate() {
        for v in g {
            flat.push(v.get().in_context(&ctx_obj, format_args!("operand {i} of {op_name}"), other)?);
        }
    }
    let types: Vec<Type> = crate::handle::with_ir(py, &ctx_obj, |ir| {
        let mut out = Vec::with_capacity(flat.len());
        for &v in &flat {
            crate::handle::check_value(ir, v)?;
            out.push(ir.value_type(v));
        }
        Ok(out)
    })?;
    let grouped: Vec<Vec<Type>> = if sized {
        let mut it = types.into_iter();
        groups.iter().map(|g| it.by_ref().take(g.len()).collect()).collect()
    } else {
        crate::builder::group_operands(&def, types, None)
    };
    let result = mlir_ods::infer::infer_result_types(ctx, &def, &grouped, &attrs).map_err(PyValueError::new_err)?;
    crate::types::list_of(py, &ctx_obj, &result)
}

/// Adds the function to the native module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_infer_result_types, m)?)
}
