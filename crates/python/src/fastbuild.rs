//! `_mlir._ods_build(view, spec, operands, attributes, results, loc, ip)`: the whole body of a
//! generated builder in one native call, for ops whose arguments are plain (single operands,
//! attributes, results that are inferred or follow the first operand). The generated classes
//! pass their arguments unchanged; `spec` is the class's `_ODS_FAST` tuple:
//! `(op_name, operand_names, ((attr_name, builder_kind, required, unit), ...), result_mode,
//! num_results)` with result_mode 1 = like the first operand, 2 = inferred from the definition.
//!
//! With `view` an `OpView` being initialised, the op becomes its op and None is returned; with
//! `view` None (the functional helper), the op's single result is returned.

use std::sync::Arc;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use rustc_hash::FxHashMap;

use mlir_ir::{Attribute, Ident, OperationState, Type, Value};

use crate::context::PyContext;
use crate::handle::Describe;
use crate::operation::CREATED;

struct AttrSpec {
    name: String,
    kind: Option<Py<PyAny>>,
    required: bool,
    unit: bool,
}

struct Spec {
    op_name: String,
    operand_names: Vec<String>,
    attrs: Vec<AttrSpec>,
    first_operand_results: bool,
    num_results: usize,
    /// Keeps the spec tuple alive, so its address (the cache key) is never reused.
    _owner: Py<PyAny>,
}

static SPECS: parking_lot::Mutex<Option<FxHashMap<usize, Arc<Spec>>>> = parking_lot::Mutex::new(None);

fn spec_of(spec: &Bound<'_, PyAny>) -> PyResult<Arc<Spec>> {
    let key = spec.as_ptr() as usize;
    if let Some(s) = SPECS.lock().as_ref().and_then(|m| m.get(&key).cloned()) {
        return Ok(s);
    }
    let (op_name, operand_names, attrs, mode, num_results): (String, Vec<String>, Vec<Bound<'_, PyAny>>, u32, usize) =
        spec.extract()?;
    let attrs = attrs
        .into_iter()
        .map(|a| {
            let (name, kind, required, unit): (String, Option<Py<PyAny>>, bool, bool) = a.extract()?;
            Ok(AttrSpec { name, kind, required, unit })
        })
        .collect::<PyResult<Vec<_>>>()?;
    let s = Arc::new(Spec {
        op_name,
        operand_names,
        attrs,
        first_operand_results: mode == 1,
        num_results,
        _owner: spec.clone().unbind(),
    });
    SPECS.lock().get_or_insert_with(Default::default).insert(key, s.clone());
    Ok(s)
}

fn describe(obj: &Bound<'_, PyAny>) -> String {
    let ty = obj.get_type().name().map(|n| n.to_string()).unwrap_or_default();
    let mut text = obj.repr().map(|r| r.to_string()).unwrap_or_default();
    if text.chars().count() > 60 {
        text = text.chars().take(57).collect::<String>() + "...";
    }
    format!("{ty} ({text})")
}

/// An operand of `context`: a Value, or an op with exactly one result.
fn operand(spec: &Spec, i: usize, obj: &Bound<'_, PyAny>, context: &Py<PyContext>) -> PyResult<Value> {
    let name = &spec.operand_names[i];
    let what = Describe(|f| write!(f, "operand '{name}' of {}", spec.op_name));
    if let Some(v) = crate::value::try_arg_in(obj, context, &what, CREATED)? {
        return Ok(v);
    }
    if let Ok(op) = crate::operation::op_arg(obj) {
        crate::handle::check_same(op.context(), context, &what, CREATED)?;
        let (n, v) = op.with(obj.py(), |ir, id| Ok((ir.num_results(id), (ir.num_results(id) == 1).then(|| ir.result(id, 0)))))?;
        return v.ok_or_else(|| {
            PyValueError::new_err(format!(
                "{}: operand '{name}' must be a Value or an op with exactly one result, got an op with {n} results",
                spec.op_name
            ))
        });
    }
    Err(PyTypeError::new_err(format!("{}: operand '{name}' must be a Value, got {}", spec.op_name, describe(obj))))
}

#[pyfunction]
#[pyo3(signature = (view, spec, operands, attributes, results, loc, ip))]
#[allow(clippy::too_many_arguments)]
pub fn _ods_build(
    py: Python<'_>,
    view: &Bound<'_, PyAny>,
    spec: &Bound<'_, PyAny>,
    operands: &Bound<'_, PyTuple>,
    attributes: &Bound<'_, PyTuple>,
    results: &Bound<'_, PyAny>,
    loc: &Bound<'_, PyAny>,
    ip: &Bound<'_, PyAny>,
) -> PyResult<Py<PyAny>> {
    let spec = spec_of(spec)?;
    let loc = if loc.is_none() { None } else { Some(loc.cast::<crate::location::PyLocation>().map_err(PyErr::from)?.clone().unbind()) };
    let loc = crate::location::resolve_loc(py, crate::globals::op_location(py, loc)?)?;
    let (ctx_obj, l) = loc.get().parts();
    let ctx_obj = ctx_obj.clone_ref(py);
    let ctx = ctx_obj.get().core();

    let mut values = Vec::with_capacity(operands.len());
    for (i, o) in operands.iter().enumerate() {
        values.push(operand(&spec, i, &o, &ctx_obj)?);
    }

    let mut entries: Vec<(Ident, Attribute)> = Vec::new();
    for (a, v) in spec.attrs.iter().zip(attributes.iter()) {
        if v.is_none() || (a.unit && !v.is_truthy()?) {
            if a.required {
                return Err(PyValueError::new_err(format!("{}: attribute '{}' is required", spec.op_name, a.name)));
            }
            continue;
        }
        let what = Describe(|f| write!(f, "attribute '{}' of {}", a.name, spec.op_name));
        let attr = if a.unit {
            ctx.unit_attr()
        } else if let Ok(attr) = v.cast::<crate::attrs::PyAttribute>() {
            attr.get().in_context(&ctx_obj, &what, CREATED)?
        } else {
            let builder = match &a.kind {
                Some(kind) => crate::builder::attr_builder(py, kind.bind(py))?,
                None => None,
            };
            let built = match builder {
                Some(b) => {
                    let kw = pyo3::types::PyDict::new(py);
                    kw.set_item(pyo3::intern!(py, "context"), &ctx_obj)?;
                    Some(b.bind(py).call((v.clone(),), Some(&kw))?)
                }
                None => None,
            };
            match built.as_ref().and_then(|b| b.cast::<crate::attrs::PyAttribute>().ok()) {
                Some(attr) => attr.get().in_context(&ctx_obj, &what, CREATED)?,
                None => {
                    return Err(PyTypeError::new_err(format!(
                        "{}: attribute '{}' must be an Attribute, got {}",
                        spec.op_name,
                        a.name,
                        describe(&v)
                    )))
                }
            }
        };
        entries.push((ctx.ident(&a.name), attr));
    }

    let result_types: Vec<Type> = if !results.is_none() {
        crate::lists::items_of(results)?
            .iter()
            .enumerate()
            .map(|(i, t)| crate::types::arg_in(t, &ctx_obj, format_args!("result type {i} of {}", spec.op_name), CREATED))
            .collect::<PyResult<Vec<_>>>()?
    } else {
        let types: Vec<Type> = crate::handle::with_ir(py, &ctx_obj, |ir| {
            values.iter().map(|&v| Ok(ir.value_type(crate::handle::check_value(ir, v)?))).collect()
        })?;
        if spec.first_operand_results {
            match types.first() {
                Some(&t) => vec![t; spec.num_results],
                None => return Err(PyValueError::new_err(format!("{}: needs an operand to take the result type from", spec.op_name))),
            }
        } else {
            let def = mlir_ods::op_def(ctx, &spec.op_name)
                .ok_or_else(|| PyValueError::new_err(format!("'{}' is not a registered operation", spec.op_name)))?;
            let grouped: Vec<Vec<Type>> = types.into_iter().map(|t| vec![t]).collect();
            mlir_ods::infer::infer_result_types(ctx, &def, &grouped, &entries).map_err(PyValueError::new_err)?
        }
    };

    let mut state = OperationState::new(ctx.op_name(&spec.op_name), l);
    state.operands = values;
    state.result_types = result_types;
    crate::operation::split_attrs(ctx, &mut state, entries);
    let ip = if ip.is_none() { None } else { Some(ip) };
    let op_obj = crate::operation::finish_create(py, ctx_obj, state, ip)?;
    if view.is_none() {
        return op_obj.bind(py).getattr(pyo3::intern!(py, "result")).map(|r| r.unbind());
    }
    let base = view.cast::<crate::operation::PyOperationBase>().map_err(PyErr::from)?.get();
    let handle = crate::operation::op_arg(op_obj.bind(py))?;
    base.set_operation_object(op_obj);
    base.set_handle(handle)?;
    Ok(py.None())
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_ods_build, m)?)
}
