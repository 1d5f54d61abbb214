//! Building ops the way generated op classes do: `OpView.__init__(name, regions_spec,
//! operand_segments, result_segments, attributes=, results=, operands=, successors=, regions=,
//! loc=, ip=)` and `OpView.build_generic(...)` (upstream's `PyOpView::buildGeneric`), plus the
//! `AttrBuilder` registry and `OpAdaptor`.
//!
//! Segment specs follow upstream: `None` means every operand (result) is single; otherwise one
//! entry per ODS operand: `1` single (a Value), `0` optional (a Value or None), `-1` variadic (a
//! sequence of Values). With a spec, the `operandSegmentSizes` / `resultSegmentSizes` attribute is
//! added.

use pyo3::exceptions::{PyKeyError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use mlir_ir::{AttrKind, Attribute, Signedness, Type, Value};

use crate::context::PyContext;
use crate::operation::CREATED;

/// Flattens `items` by `spec` into a list, returning the segment sizes when a spec is given.
/// `convert(item, index, element)` converts one item (`element` is its position in a variadic
/// group), `Ok(None)` when it has the wrong kind.
fn flatten<T>(
    what: &str,
    op_name: &str,
    items: Option<&Bound<'_, PyAny>>,
    spec: Option<&Bound<'_, PyAny>>,
    mut convert: impl FnMut(&Bound<'_, PyAny>, usize, Option<usize>) -> PyResult<Option<T>>,
) -> PyResult<(Vec<T>, Option<Vec<i32>>)> {
    let items: Vec<Bound<'_, PyAny>> = match items {
        Some(l) if !l.is_none() => crate::lists::items_of(l)?,
        _ => Vec::new(),
    };
    let kind = if what == "operand" { "Value" } else { "Type" };
    let Some(spec) = spec.filter(|s| !s.is_none()) else {
        let mut out = Vec::with_capacity(items.len());
        for (i, it) in items.iter().enumerate() {
            match convert(it, i, None)? {
                Some(v) => out.push(v),
                None => {
                    return Err(PyValueError::new_err(format!(
                        "{} {i} of operation \"{op_name}\" must be a {kind} ({})",
                        capitalize(what),
                        what_was(it)?
                    )))
                }
            }
        }
        return Ok((out, None));
    };
    let spec: Vec<i32> = spec.extract()?;
    if spec.len() != items.len() {
        return Err(PyValueError::new_err(format!(
            "Operation \"{op_name}\" requires {} {what} segments but was passed {}",
            spec.len(),
            items.len()
        )));
    }
    let mut out = Vec::new();
    let mut sizes = Vec::with_capacity(spec.len());
    for (i, (s, it)) in spec.iter().zip(&items).enumerate() {
        match s {
            1 => match convert(it, i, None)? {
                Some(v) => {
                    out.push(v);
                    sizes.push(1);
                }
                None => {
                    return Err(PyValueError::new_err(format!(
                        "{} {i} of operation \"{op_name}\" must be a {kind} (was {} and {what} is not optional)",
                        capitalize(what),
                        it.repr()?
                    )))
                }
            },
            0 => {
                if it.is_none() {
                    sizes.push(0);
                } else {
                    match convert(it, i, None)? {
                        Some(v) => {
                            out.push(v);
                            sizes.push(1);
                        }
                        None => {
                            return Err(PyValueError::new_err(format!(
                                "{} {i} of operation \"{op_name}\" must be a {kind} or None (was {})",
                                capitalize(what),
                                it.repr()?
                            )))
                        }
                    }
                }
            }
            _ => {
                let mut n = 0;
                if !it.is_none() {
                    for (j, x) in it.try_iter()?.enumerate() {
                        let x = x?;
                        match convert(&x, i, Some(j))? {
                            Some(v) => {
                                out.push(v);
                                n += 1;
                            }
                            None => {
                                let detail = if x.is_none() { what_was(&x)? } else { format!("element {j} was {}", x.repr()?) };
                                return Err(PyValueError::new_err(format!(
                                    "{} {i} of operation \"{op_name}\" must be a Sequence of {kind}s ({detail})",
                                    capitalize(what),
                                )))
                            }
                        }
                    }
                }
                sizes.push(n);
            }
        }
    }
    Ok((out, Some(sizes)))
}

/// How a wrong item is described: upstream's words for a `None`, else its repr.
fn what_was(it: &Bound<'_, PyAny>) -> PyResult<String> {
    if it.is_none() {
        Ok("contained a None item".to_string())
    } else {
        Ok(format!("was {}", it.repr()?))
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Names an operand or result of an op being built, in errors: `operand 1 of arith.addi`,
/// `operand 0 (element 2) of scf.yield`.
struct Position<'a> {
    what: &'a str,
    op_name: &'a str,
    index: usize,
    element: Option<usize>,
}

impl std::fmt::Display for Position<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.what, self.index)?;
        if let Some(j) = self.element {
            write!(f, " (element {j})")?;
        }
        write!(f, " of {}", self.op_name)
    }
}

/// A Value argument of `context`: a `Value`, or an op (view) with exactly one result (its
/// result); `Ok(None)` for anything else.
fn as_value(obj: &Bound<'_, PyAny>, context: &Py<PyContext>, at: &Position<'_>) -> PyResult<Option<Value>> {
    if let Some(v) = crate::value::try_arg_in(obj, context, at, CREATED)? {
        return Ok(Some(v));
    }
    let Ok(op) = crate::operation::op_arg(obj) else { return Ok(None) };
    crate::handle::check_same(op.context(), context, at, CREATED)?;
    Ok(op.with(obj.py(), |ir, id| Ok((ir.num_results(id) == 1).then(|| ir.result(id, 0)))).ok().flatten())
}

fn dense_i32(ctx: &mlir_ir::Context, sizes: &[i32]) -> Attribute {
    let mut raw = Vec::with_capacity(sizes.len() * 4);
    for s in sizes {
        raw.extend_from_slice(&s.to_le_bytes());
    }
    ctx.attr(AttrKind::DenseArray { elem: ctx.integer_type(32, Signedness::Signless), len: sizes.len(), raw: raw.into() })
}

/// Creates an op as `OpView.build_generic` does and returns its `Operation` object. With
/// `results=None`, the result types are inferred from the op's definition (upstream's
/// `InferTypeOpInterface`).
#[allow(clippy::too_many_arguments)]
pub fn build(
    py: Python<'_>,
    name: &str,
    region_spec: Option<&Bound<'_, PyAny>>,
    operand_segments: Option<&Bound<'_, PyAny>>,
    result_segments: Option<&Bound<'_, PyAny>>,
    attributes: Option<&Bound<'_, PyAny>>,
    results: Option<&Bound<'_, PyAny>>,
    operands: Option<&Bound<'_, PyAny>>,
    successors: Option<&Bound<'_, PyAny>>,
    regions: Option<&Bound<'_, PyAny>>,
    loc: Option<&Bound<'_, PyAny>>,
    ip: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let loc: Option<Py<crate::location::PyLocation>> = match loc {
        Some(l) if !l.is_none() => Some(l.cast::<crate::location::PyLocation>().map_err(PyErr::from)?.clone().unbind()),
        _ => None,
    };
    let loc = crate::location::resolve_loc(py, crate::globals::op_location(py, loc)?)?;
    let (ctx_obj, l) = loc.get().parts();
    let ctx_obj = ctx_obj.clone_ref(py);
    let ctx = ctx_obj.get().core();

    let (min_regions, no_variadic) = match region_spec.filter(|r| !r.is_none()) {
        Some(r) => r.extract::<(usize, bool)>()?,
        None => (0, true),
    };
    let num_regions = match regions.filter(|r| !r.is_none()) {
        Some(r) => {
            let n: usize = r.extract()?;
            if n < min_regions {
                return Err(PyValueError::new_err(format!(
                    "Operation \"{name}\" requires a minimum of {min_regions} regions but was built with regions={n}"
                )));
            }
            if no_variadic && n > min_regions {
                return Err(PyValueError::new_err(format!(
                    "Operation \"{name}\" requires a maximum of {min_regions} regions but was built with regions={n}"
                )));
            }
            n
        }
        None => min_regions,
    };

    let at = |what, index, element| Position { what, op_name: name, index, element };
    let (operand_values, operand_sizes) =
        flatten("operand", name, operands, operand_segments, |obj, i, j| as_value(obj, &ctx_obj, &at("operand", i, j)))?;
    let infer = results.is_none_or(|r| r.is_none());
    let (mut result_types, result_sizes) = if infer {
        (Vec::new(), None)
    } else {
        flatten("result", name, results, result_segments, |obj, i, j| {
            crate::types::try_arg_in(obj, &ctx_obj, at("result", i, j), CREATED)
        })?
    };

    let mut entries: Vec<(mlir_ir::Ident, Attribute)> = Vec::new();
    if let Some(a) = attributes.filter(|a| !a.is_none()) {
        for (k, v) in a.cast::<PyDict>().map_err(PyErr::from)?.iter() {
            let k: String = k.extract().map_err(|_| PyTypeError::new_err("attribute names must be strings"))?;
            if v.is_none() {
                continue;
            }
            let a = crate::attrs::try_arg_in(&v, &ctx_obj, format_args!("attribute '{k}' of {name}"), CREATED)?.ok_or_else(|| {
                PyTypeError::new_err(format!("{name}: attribute '{k}' must be an Attribute (got {})", v.repr().map(|r| r.to_string()).unwrap_or_default()))
            })?;
            entries.push((ctx.ident(&k), a));
        }
    }
    if let Some(sizes) = &operand_sizes {
        entries.push((ctx.ident("operandSegmentSizes"), dense_i32(ctx, sizes)));
    }
    if let Some(sizes) = result_sizes {
        entries.push((ctx.ident("resultSegmentSizes"), dense_i32(ctx, &sizes)));
    }

    if infer {
        if let Some(def) = mlir_ods::op_def(ctx, name).filter(|d| !d.results.is_empty()) {
            let types: Vec<Type> = crate::handle::with_ir(py, &ctx_obj, |ir| {
                operand_values.iter().map(|&v| Ok(ir.value_type(crate::handle::check_value(ir, v)?))).collect()
            })?;
            let grouped = group_operands(&def, types, operand_sizes.as_deref());
            result_types = mlir_ods::infer::infer_result_types(ctx, &def, &grouped, &entries).map_err(PyValueError::new_err)?;
        }
    }

    let mut state = mlir_ir::OperationState::new(ctx.op_name(name), l);
    state.operands = operand_values;
    state.result_types = result_types;
    state.num_regions = num_regions;
    state.successors = crate::operation::successors_arg(successors, &ctx_obj)?;
    crate::operation::split_attrs(ctx, &mut state, entries);
    crate::operation::finish_create(py, ctx_obj, state, ip)
}

/// Operand types grouped by the definition's operands: by the segment sizes when given, else
/// with the one variable-length group (if any) taking what the single operands leave.
pub(crate) fn group_operands(def: &mlir_ods::OpDef, types: Vec<Type>, sizes: Option<&[i32]>) -> Vec<Vec<Type>> {
    let mut it = types.into_iter();
    match sizes {
        Some(sizes) => sizes.iter().map(|&n| it.by_ref().take(n.max(0) as usize).collect()).collect(),
        None => {
            let fixed = def.operands.iter().filter(|o| o.arity == mlir_ods::Arity::Single).count();
            let spare = it.len().saturating_sub(fixed);
            def.operands
                .iter()
                .map(|o| {
                    let n = if o.arity == mlir_ods::Arity::Single { 1 } else { spare };
                    it.by_ref().take(n).collect()
                })
                .collect()
        }
    }
}

/// `OpView.__init__`: `OpView(operation)` wraps an op; the builder form creates one.
pub fn init_opview<'py>(
    slf: &Bound<'py, crate::operation::PyOpView>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<()> {
    let py = slf.py();
    let base = slf.as_super().get();
    // Keyword names are interned once: this runs for every op a generated builder creates.
    let get_kw = |k: &Bound<'py, pyo3::types::PyString>| -> PyResult<Option<Bound<'py, PyAny>>> {
        match kwargs {
            Some(kw) => kw.get_item(k),
            None => Ok(None),
        }
    };
    let first = if args.is_empty() { get_kw(pyo3::intern!(py, "operation"))? } else { Some(args.get_item(0)?) };
    let Some(first) = first else {
        return Err(PyTypeError::new_err("OpView.__init__ expects an Operation or a builder specification"));
    };
    let op = if first.is_instance_of::<pyo3::types::PyString>() {
        let name: String = first.extract()?;
        // Parameters by position or keyword: (name, ods_regions, ods_operand_segments,
        // ods_result_segments, attributes, results, operands, successors, regions, loc, ip).
        let arg = |i: usize, k: &Bound<'py, pyo3::types::PyString>| -> PyResult<Option<Bound<'py, PyAny>>> {
            if args.len() > i {
                Ok(Some(args.get_item(i)?))
            } else {
                get_kw(k)
            }
        };
        let obj = build(
            py,
            &name,
            arg(1, pyo3::intern!(py, "ods_regions"))?.as_ref(),
            arg(2, pyo3::intern!(py, "ods_operand_segments"))?.as_ref(),
            arg(3, pyo3::intern!(py, "ods_result_segments"))?.as_ref(),
            arg(4, pyo3::intern!(py, "attributes"))?.as_ref(),
            arg(5, pyo3::intern!(py, "results"))?.as_ref(),
            arg(6, pyo3::intern!(py, "operands"))?.as_ref(),
            arg(7, pyo3::intern!(py, "successors"))?.as_ref(),
            arg(8, pyo3::intern!(py, "regions"))?.as_ref(),
            arg(9, pyo3::intern!(py, "loc"))?.as_ref(),
            arg(10, pyo3::intern!(py, "ip"))?.as_ref(),
        )?;
        let op = crate::operation::op_arg(obj.bind(py))?;
        base.set_operation_object(obj);
        op
    } else {
        crate::operation::op_arg(&first)?
    };
    base.set_handle(op)
}

/// `cls.build_generic(results=, operands=, attributes=, successors=, regions=, loc=, ip=)`.
#[allow(clippy::too_many_arguments)]
pub fn build_generic(
    cls: &Bound<'_, pyo3::types::PyType>,
    results: Option<&Bound<'_, PyAny>>,
    operands: Option<&Bound<'_, PyAny>>,
    attributes: Option<&Bound<'_, PyAny>>,
    successors: Option<&Bound<'_, PyAny>>,
    regions: Option<&Bound<'_, PyAny>>,
    loc: Option<&Bound<'_, PyAny>>,
    ip: Option<&Bound<'_, PyAny>>,
) -> PyResult<Py<PyAny>> {
    let py = cls.py();
    let name: String = cls
        .getattr("OPERATION_NAME")
        .map_err(|_| PyTypeError::new_err("OpView subclass has no OPERATION_NAME"))?
        .extract()?;
    let region_spec = cls.getattr("_ODS_REGIONS").ok();
    let operand_segments = cls.getattr("_ODS_OPERAND_SEGMENTS").ok();
    let result_segments = cls.getattr("_ODS_RESULT_SEGMENTS").ok();
    build(
        py,
        &name,
        region_spec.as_ref(),
        operand_segments.as_ref(),
        result_segments.as_ref(),
        attributes,
        results,
        operands,
        successors,
        regions,
        loc,
        ip,
    )
}

// ----- AttrBuilder -----

static ATTR_BUILDERS: parking_lot::Mutex<Option<rustc_hash::FxHashMap<String, Py<PyAny>>>> = parking_lot::Mutex::new(None);

/// The registered builder for attribute kind `kind` (a `str`), if any.
pub fn attr_builder(py: Python<'_>, kind: &Bound<'_, PyAny>) -> PyResult<Option<Py<PyAny>>> {
    let kind: std::borrow::Cow<'_, str> = kind.cast::<pyo3::types::PyString>().map_err(PyErr::from)?.to_cow()?;
    Ok(ATTR_BUILDERS.lock().as_ref().and_then(|m| m.get(kind.as_ref()).map(|f| f.clone_ref(py))))
}

/// `AttrBuilder`: converters from Python values to attributes, by ODS attribute kind.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "AttrBuilder", frozen)]
pub struct PyAttrBuilder;

#[pymethods]
impl PyAttrBuilder {
    #[staticmethod]
    fn contains(attribute_kind: &str) -> bool {
        ATTR_BUILDERS.lock().as_ref().is_some_and(|m| m.contains_key(attribute_kind))
    }

    #[staticmethod]
    fn get(py: Python<'_>, attribute_kind: &str) -> PyResult<Py<PyAny>> {
        ATTR_BUILDERS
            .lock()
            .as_ref()
            .and_then(|m| m.get(attribute_kind).map(|f| f.clone_ref(py)))
            .ok_or_else(|| PyKeyError::new_err(format!("Attribute builder for '{attribute_kind}' not found")))
    }

    #[staticmethod]
    #[pyo3(signature = (attribute_kind, attr_builder, replace=false, allow_existing=false))]
    fn insert(attribute_kind: &str, attr_builder: Py<PyAny>, replace: bool, allow_existing: bool) -> PyResult<()> {
        let mut g = ATTR_BUILDERS.lock();
        let m = g.get_or_insert_with(Default::default);
        if m.contains_key(attribute_kind) {
            if allow_existing {
                return Ok(());
            }
            if !replace {
                return Err(PyRuntimeError::new_err(format!(
                    "Attribute builder for '{attribute_kind}' is already registered"
                )));
            }
        }
        m.insert(attribute_kind.to_string(), attr_builder);
        Ok(())
    }
}

// ----- OpAdaptor -----

/// `OpAdaptor(operands, attributes)` or `OpAdaptor(operands, opview)`: named access to a
/// would-be op's operands and attributes (generated `<Op>Adaptor` classes subclass it).
#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "OpAdaptor", subclass, frozen)]
pub struct PyOpAdaptor {
    operands: Py<PyAny>,
    attributes: Py<PyAny>,
}

#[pymethods]
impl PyOpAdaptor {
    #[new]
    fn new(operands: Py<PyAny>, attributes: &Bound<'_, PyAny>) -> PyResult<Self> {
        let attributes = if attributes.cast::<crate::operation::PyOperationBase>().is_ok() {
            attributes.getattr("attributes")?.unbind()
        } else {
            attributes.clone().unbind()
        };
        Ok(PyOpAdaptor { operands, attributes })
    }
    #[getter]
    fn operands(&self, py: Python<'_>) -> Py<PyAny> {
        self.operands.clone_ref(py)
    }
    #[getter]
    fn attributes(&self, py: Python<'_>) -> Py<PyAny> {
        self.attributes.clone_ref(py)
    }
}
