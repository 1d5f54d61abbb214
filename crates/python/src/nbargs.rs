//! Argument conversion with the rules of upstream's bindings (nanobind), for the places where
//! PyO3's own conversions differ in what they accept or in how they refuse.
//!
//! nanobind converts a `Sequence[T]` argument from any object passing `PySequence_Check` other
//! than `str` and `bytes`, and each item as its `T` caster does in conversion mode: an integer
//! through `int(x)` (floats refused, values out of the C type's range refused), a float through
//! `__float__`/`__index__`, a `bool` through truthiness. A refusal is one `TypeError` describing
//! the overload, which is what callers match on.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyFloat, PyInt, PyString};

/// The name nanobind shows for the type of `obj`: the bare name for builtins, else
/// `module.qualname`.
pub fn type_name(obj: &Bound<'_, PyAny>) -> String {
    let t = obj.get_type();
    let name = t.qualname().map(|s| s.to_string()).unwrap_or_default();
    match t.module().map(|s| s.to_string()) {
        Ok(m) if m != "builtins" => format!("{m}.{name}"),
        _ => name,
    }
}

/// nanobind's "incompatible function arguments" `TypeError` for a function with one overload.
pub fn incompatible(method: &str, signature: &str, positional: &[&Bound<'_, PyAny>], keywords: &[(&str, &Bound<'_, PyAny>)]) -> PyErr {
    let mut invoked = positional.iter().map(|v| type_name(v)).collect::<Vec<_>>().join(", ");
    if !keywords.is_empty() {
        let kw = keywords.iter().map(|(k, v)| format!("{k}: {}", type_name(v))).collect::<Vec<_>>().join(", ");
        invoked.push_str(&format!(", kwargs = {{ {kw} }}"));
    }
    PyTypeError::new_err(format!(
        "{method}(): incompatible function arguments. The following argument types are supported:\n    1. {method}{signature}\n\nInvoked with types: {invoked}"
    ))
}

/// The items of a `Sequence[T]` argument converted by `item`, or `None` when `obj` is not a
/// sequence or an item does not convert.
pub fn sequence_of<T>(obj: &Bound<'_, PyAny>, item: impl Fn(&Bound<'_, PyAny>) -> Option<T>) -> Option<Vec<T>> {
    // SAFETY: `obj` is a live object borrowed for the call; PySequence_Check only inspects its type.
    let is_sequence = unsafe { pyo3::ffi::PySequence_Check(obj.as_ptr()) } == 1;
    if !is_sequence || obj.is_instance_of::<PyString>() || obj.is_instance_of::<PyBytes>() {
        return None;
    }
    let mut out = Vec::with_capacity(obj.len().unwrap_or(0));
    for v in obj.try_iter().ok()? {
        out.push(item(&v.ok()?)?);
    }
    Some(out)
}

/// An integer item: `int(x)` unless `x` is a float, within the range of `T`.
pub fn int_item<T: for<'a, 'py> FromPyObject<'a, 'py>>(obj: &Bound<'_, PyAny>) -> Option<T> {
    if obj.is_exact_instance_of::<PyInt>() {
        return obj.extract().ok();
    }
    if obj.is_instance_of::<PyFloat>() {
        return None;
    }
    let as_int = obj.py().get_type::<PyInt>().call1((obj,)).ok()?;
    as_int.extract().ok()
}

/// A float item: `__float__`, else `__index__`.
pub fn float_item(obj: &Bound<'_, PyAny>) -> Option<f64> {
    obj.extract().ok()
}

/// A `bool` item: the object's truth value.
pub fn bool_item(obj: &Bound<'_, PyAny>) -> Option<bool> {
    obj.is_truthy().ok()
}

/// The name of the nearest class of `obj` that this module defines (a user subclass of
/// `IntegerType` reprs as `IntegerType(...)`, as upstream's bound classes do).
pub fn bound_class_name(obj: &Bound<'_, PyAny>) -> PyResult<String> {
    let t = obj.get_type();
    for base in t.mro().iter() {
        let Ok(base) = base.cast_into::<pyo3::types::PyType>() else { continue };
        if base.module()?.to_str()?.starts_with("mlir._mlir_libs._mlir") {
            return Ok(base.name()?.to_string());
        }
    }
    Ok(t.name()?.to_string())
}
