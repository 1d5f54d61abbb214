//! `_CAPIPtr` / `_CAPICreate`: objects cross to C extensions as capsules named as upstream's
//! (`mlir.ir.Operation._CAPIPtr`, ...). Until the C API lands, a capsule carries a weak
//! reference to the Python object: like upstream's raw pointer it does not keep the object
//! alive, but a capsule that outlives its object raises instead of dangling.

use std::ffi::CStr;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyCapsule, PyWeakrefMethods, PyWeakrefReference};

pub fn make(py: Python<'_>, name: &'static CStr, obj: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let weak = PyWeakrefReference::new(obj)?.unbind();
    let cap = PyCapsule::new_with_value(py, weak, name)?;
    Ok(cap.into_any().unbind())
}

pub fn take(capsule: &Bound<'_, PyAny>, name: &'static CStr) -> PyResult<Py<PyAny>> {
    let wrong = || PyValueError::new_err(format!("expected a capsule named '{}'", name.to_string_lossy()));
    let cap = capsule.cast::<PyCapsule>().map_err(|_| wrong())?;
    let ptr = cap.pointer_checked(Some(name)).map_err(|_| wrong())?;
    // SAFETY: capsules with this name are only made by `make`, whose value is a
    // `Py<PyWeakrefReference>` boxed by `PyCapsule::new_with_value`, alive as long as the
    // capsule (which we hold).
    let weak: &Py<PyWeakrefReference> = unsafe { &*(ptr.as_ptr() as *const Py<PyWeakrefReference>) };
    match weak.bind(capsule.py()).upgrade() {
        Some(obj) => Ok(obj.unbind()),
        None => Err(PyValueError::new_err(format!(
            "the object behind this '{}' capsule no longer exists",
            name.to_string_lossy()
        ))),
    }
}
