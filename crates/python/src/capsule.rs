//! `_CAPIPtr` / `_CAPICreate`: objects cross to C extensions as capsules named as upstream's
//! (`mlir.ir.Operation._CAPIPtr`, ...). Until the C API lands, a capsule carries the Python
//! object itself, so `_CAPICreate(x._CAPIPtr)` round-trips.

use std::ffi::CStr;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyCapsule;

pub fn make(py: Python<'_>, name: &'static CStr, obj: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let cap = PyCapsule::new_with_value(py, obj.clone().unbind(), name)?;
    Ok(cap.into_any().unbind())
}

pub fn take(capsule: &Bound<'_, PyAny>, name: &'static CStr) -> PyResult<Py<PyAny>> {
    let wrong = || PyValueError::new_err(format!("expected a capsule named '{}'", name.to_string_lossy()));
    let cap = capsule.cast::<PyCapsule>().map_err(|_| wrong())?;
    let ptr = cap.pointer_checked(Some(name)).map_err(|_| wrong())?;
    // SAFETY: capsules with this name are only made by `make`, whose value is a `Py<PyAny>`
    // boxed by `PyCapsule::new_with_value`, alive as long as the capsule (which we hold).
    let obj: &Py<PyAny> = unsafe { &*(ptr.as_ptr() as *const Py<PyAny>) };
    Ok(obj.clone_ref(capsule.py()))
}
