//! `Location` and its subclasses (`UnknownLoc`, `FileLineColLoc`, `NameLoc`, `CallSiteLoc`,
//! `FusedLoc`). A location is uniqued in its context; the Python object holds the context and the
//! location's index, and is created as the subclass matching its kind.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;

use mlir_ir::attrs::FileForm;
use mlir_ir::{Diagnostic, LocKind, Location, Severity};

use crate::context::{resolve, resolve_named, CurrentDescriptor, PyContext};
use crate::stack::{self, FrameKind};

pub use repr::PyLocation;

/// `Location`'s fields, reached only through the checked accessors of `handle::context_bound!`.
mod repr {
    use pyo3::prelude::*;

    use crate::context::PyContext;

    #[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "Location", frozen, subclass, weakref)]
    pub struct PyLocation {
        context: Py<PyContext>,
        loc: mlir_ir::Location,
    }

    crate::handle::context_bound!(PyLocation, loc: mlir_ir::Location, copy);
}

impl PyLocation {
    fn text(&self) -> String {
        let (c, l) = self.parts();
        mlir_ir::print::location_to_string(c.get().core(), l)
    }
}

/// Wraps a location as the Python subclass of its kind.
pub fn wrap(py: Python<'_>, context: &Py<PyContext>, loc: Location) -> PyResult<Py<PyLocation>> {
    let base = PyLocation::new(context.clone_ref(py), loc);
    let init = PyClassInitializer::from(base);
    let obj: Py<PyAny> = match context.get().core().loc_kind(loc) {
        LocKind::Unknown => Py::new(py, init.add_subclass(UnknownLoc))?.into_any(),
        LocKind::FileLineCol { .. } => Py::new(py, init.add_subclass(FileLineColLoc))?.into_any(),
        LocKind::Name { .. } => Py::new(py, init.add_subclass(NameLoc))?.into_any(),
        LocKind::CallSite { .. } => Py::new(py, init.add_subclass(CallSiteLoc))?.into_any(),
        LocKind::Fused(_) => Py::new(py, init.add_subclass(FusedLocPy))?.into_any(),
    };
    Ok(obj.cast_bound::<PyLocation>(py).map_err(PyErr::from)?.clone().unbind())
}

/// Resolves `loc=`: the explicit location, else `Location.current`, else an error.
pub fn resolve_loc(py: Python<'_>, loc: Option<Py<PyLocation>>) -> PyResult<Py<PyLocation>> {
    match loc {
        Some(l) => Ok(l),
        None => stack::current_location(py).ok_or_else(|| {
            pyo3::exceptions::PyRuntimeError::new_err(
                "An MLIR function requires a Location but none was provided in the call or from the surrounding \
                 environment. Either pass to the function with a 'loc=' argument or establish a default using \
                 'with loc:'",
            )
        }),
    }
}

/// Upstream's `FusedLoc::get` (see [`mlir_ir::Context::fused_loc`]).
pub fn fuse(ctx: &mlir_ir::Context, locs: &[Location], metadata: Option<mlir_ir::Attribute>) -> Location {
    ctx.fused_loc(locs, metadata)
}

fn file_loc(ctx: &mlir_ir::Context, file: &str, line: u32, col: u32, end: Option<(u32, u32)>) -> Location {
    let file = ctx.ident(file);
    let (end_line, end_col, form) = match end {
        None => (line, col, FileForm::LineCol),
        Some((el, ec)) => (el, ec, if el == line { FileForm::ToCol } else { FileForm::ToLineCol }),
    };
    ctx.loc(LocKind::FileLineCol { file, line, col, end_line, end_col, form })
}

#[pymethods]
impl PyLocation {
    #[classattr]
    fn current() -> CurrentDescriptor {
        CurrentDescriptor { kind: FrameKind::Location }
    }

    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn unknown(py: Python<'_>, context: Option<Py<PyContext>>) -> PyResult<Py<PyLocation>> {
        let c = resolve(py, context)?;
        let l = c.get().core().unknown_loc();
        wrap(py, &c, l)
    }

    #[staticmethod]
    #[pyo3(signature = (filename, line, col, end_line=None, end_col=None, context=None))]
    fn file(
        py: Python<'_>,
        filename: &str,
        line: u32,
        col: u32,
        end_line: Option<u32>,
        end_col: Option<u32>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyLocation>> {
        let c = resolve(py, context)?;
        let end = match (end_line, end_col) {
            (Some(l), Some(cc)) => Some((l, cc)),
            (None, None) => None,
            _ => return Err(PyValueError::new_err("Location.file needs both end_line and end_col, or neither")),
        };
        let l = file_loc(c.get().core(), filename, line, col, end);
        wrap(py, &c, l)
    }

    #[staticmethod]
    #[pyo3(signature = (name, childLoc=None, context=None))]
    #[allow(non_snake_case)]
    fn name(py: Python<'_>, name: &str, childLoc: Option<Py<PyLocation>>, context: Option<Py<PyContext>>) -> PyResult<Py<PyLocation>> {
        let (c, named) = resolve_named(py, context)?;
        let ctx = c.get().core();
        let child = childLoc.map(|l| l.get().in_context(&c, "the child location", named)).transpose()?;
        let child = child.filter(|&l| l != ctx.unknown_loc());
        let l = ctx.loc(LocKind::Name { name: ctx.ident(name), child });
        wrap(py, &c, l)
    }

    #[staticmethod]
    #[pyo3(signature = (callee, frames, context=None))]
    fn callsite(py: Python<'_>, callee: Py<PyLocation>, frames: Vec<Py<PyLocation>>, context: Option<Py<PyContext>>) -> PyResult<Py<PyLocation>> {
        let (c, named) = resolve_named(py, context)?;
        let ctx = c.get().core();
        let callee = callee.get().in_context(&c, "the callee location", named)?;
        let frames = frames
            .iter()
            .enumerate()
            .map(|(i, f)| f.get().in_context(&c, format_args!("frame {i}"), named))
            .collect::<PyResult<Vec<_>>>()?;
        let Some((&last, rest)) = frames.split_last() else {
            return Err(PyValueError::new_err("No caller frames provided"));
        };
        // callsite(callee at callsite(f0 at callsite(f1 ... at fN)))
        let mut caller = last;
        for &f in rest.iter().rev() {
            caller = ctx.loc(LocKind::CallSite { callee: f, caller });
        }
        let l = ctx.loc(LocKind::CallSite { callee, caller });
        wrap(py, &c, l)
    }

    #[staticmethod]
    #[pyo3(signature = (locations, metadata=None, context=None))]
    fn fused(
        py: Python<'_>,
        locations: Vec<Py<PyLocation>>,
        metadata: Option<PyRef<'_, crate::attrs::PyAttribute>>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyLocation>> {
        let (c, named) = resolve_named(py, context)?;
        let locs = locations
            .iter()
            .enumerate()
            .map(|(i, l)| l.get().in_context(&c, format_args!("location {i}"), named))
            .collect::<PyResult<Vec<Location>>>()?;
        let metadata = metadata.map(|m| m.in_context(&c, "the metadata", named)).transpose()?;
        let l = fuse(c.get().core(), &locs, metadata);
        wrap(py, &c, l)
    }

    #[staticmethod]
    #[pyo3(signature = (attribute, context=None))]
    fn from_attr(py: Python<'_>, attribute: PyRef<'_, crate::attrs::PyAttribute>, context: Option<Py<PyContext>>) -> PyResult<Py<PyLocation>> {
        let (c, named) = resolve_named(py, context)?;
        let a = attribute.in_context(&c, "the attribute", named)?;
        let l = c
            .get()
            .core()
            .as_location(a)
            .ok_or_else(|| PyValueError::new_err("Attribute is not a location"))?;
        wrap(py, &c, l)
    }

    #[getter]
    fn get_context(&self, py: Python<'_>) -> Py<PyContext> {
        self.context().clone_ref(py)
    }

    #[getter]
    fn typeid(&self) -> crate::typeid::PyTypeID {
        crate::typeid::PyTypeID::named(match self.kind() {
            LocKind::Unknown => "builtin.UnknownLoc",
            LocKind::FileLineCol { .. } => "builtin.FileLineColLoc",
            LocKind::Name { .. } => "builtin.NameLoc",
            LocKind::CallSite { .. } => "builtin.CallSiteLoc",
            LocKind::Fused(_) => "builtin.FusedLoc",
        })
    }

    #[getter]
    fn attr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let (c, l) = self.parts();
        crate::attrs::wrap_plain(py, c, l.attr())
    }

    fn emit_error(&self, py: Python<'_>, message: &str) -> PyResult<()> {
        self.emit(py, Severity::Error, message)
    }

    fn __enter__(slf: &Bound<'_, Self>) -> Py<Self> {
        let py = slf.py();
        let me = slf.get();
        stack::push(py, FrameKind::Location, slf.clone().into_any().unbind(), me.context().clone_ref(py), None, Some(slf.clone().unbind()));
        slf.clone().unbind()
    }

    fn __exit__(slf: &Bound<'_, Self>, _a: &Bound<'_, PyAny>, _b: &Bound<'_, PyAny>, _c: &Bound<'_, PyAny>) -> PyResult<()> {
        stack::pop(FrameKind::Location, slf.as_any())
    }

    /// Locations of different contexts are never equal.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyLocation>() {
            Ok(o) => {
                let ((oc, ol), (c, l)) = (o.get().parts(), self.parts());
                ol == l && oc.is(c)
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let (c, l) = self.parts();
        crate::hash_of(&(c.as_ptr() as usize, l))
    }

    fn __str__(&self) -> String {
        self.text()
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        if slf.is_exact_instance_of::<PyLocation>() {
            return Ok(slf.get().text());
        }
        let cls = crate::nbargs::bound_class_name(slf.as_any())?;
        Ok(format!("{}({})", cls, slf.get().text()))
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.ir.Location._CAPIPtr", slf.as_any())
    }

    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, c"mlir.ir.Location._CAPIPtr")
    }
}

impl PyLocation {
    fn emit(&self, py: Python<'_>, severity: Severity, message: &str) -> PyResult<()> {
        let (c, l) = self.parts();
        let ctx = c.get().core();
        let ((), diags) = crate::state::capture(ctx, || {
            ctx.emit(Diagnostic::new(severity, l, message));
        });
        crate::diag::dispatch(py, c, &diags)
    }

    fn kind(&self) -> &LocKind {
        let (c, l) = self.parts();
        c.get().core().loc_kind(l)
    }
}

/// The casting constructor and `static_typeid` of a location subclass.
macro_rules! loc_class_common {
    ($rust:ident, $name:literal, $pat:pat) => {
        #[pymethods]
        impl $rust {
            #[new]
            fn py_new(loc: &Bound<'_, PyLocation>) -> PyResult<PyClassInitializer<Self>> {
                let l = loc.get();
                if !matches!(l.kind(), $pat) {
                    return Err(PyValueError::new_err(format!("Cannot cast location to {} (from {})", $name, l.text())));
                }
                Ok(PyClassInitializer::from(l.clone_ref(loc.py())).add_subclass($rust))
            }

            #[staticmethod]
            fn isinstance(other: &Bound<'_, PyAny>) -> bool {
                other.cast::<PyLocation>().is_ok_and(|l| matches!(l.get().kind(), $pat))
            }

            #[classattr]
            fn static_typeid() -> crate::typeid::PyTypeID {
                crate::typeid::PyTypeID::named(concat!("builtin.", $name))
            }
        }
    };
}

loc_class_common!(UnknownLoc, "UnknownLoc", LocKind::Unknown);
loc_class_common!(FileLineColLoc, "FileLineColLoc", LocKind::FileLineCol { .. });
loc_class_common!(NameLoc, "NameLoc", LocKind::Name { .. });
loc_class_common!(CallSiteLoc, "CallSiteLoc", LocKind::CallSite { .. });
loc_class_common!(FusedLocPy, "FusedLoc", LocKind::Fused(_));

#[pymethods]
impl UnknownLoc {
    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn get(py: Python<'_>, context: Option<Py<PyContext>>) -> PyResult<Py<PyLocation>> {
        PyLocation::unknown(py, context)
    }
}

#[pymethods]
impl FileLineColLoc {
    #[staticmethod]
    #[pyo3(signature = (filename, line, col, context=None))]
    fn get(py: Python<'_>, filename: &str, line: u32, col: u32, context: Option<Py<PyContext>>) -> PyResult<Py<PyLocation>> {
        PyLocation::file(py, filename, line, col, None, None, context)
    }
}

#[pymethods]
impl NameLoc {
    #[staticmethod]
    #[pyo3(signature = (name, child_loc=None, context=None))]
    fn get(py: Python<'_>, name: &str, child_loc: Option<Py<PyLocation>>, context: Option<Py<PyContext>>) -> PyResult<Py<PyLocation>> {
        PyLocation::name(py, name, child_loc, context)
    }
}

#[pymethods]
impl CallSiteLoc {
    #[staticmethod]
    #[pyo3(signature = (callee, frames, context=None))]
    fn get(py: Python<'_>, callee: Py<PyLocation>, frames: Vec<Py<PyLocation>>, context: Option<Py<PyContext>>) -> PyResult<Py<PyLocation>> {
        PyLocation::callsite(py, callee, frames, context)
    }
}

#[pymethods]
impl FusedLocPy {
    #[staticmethod]
    #[pyo3(signature = (locations, metadata=None, context=None))]
    fn get(
        py: Python<'_>,
        locations: Vec<Py<PyLocation>>,
        metadata: Option<PyRef<'_, crate::attrs::PyAttribute>>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyLocation>> {
        PyLocation::fused(py, locations, metadata, context)
    }
}

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", extends = PyLocation, frozen)]
pub struct UnknownLoc;

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", extends = PyLocation, frozen)]
pub struct FileLineColLoc;

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", extends = PyLocation, frozen)]
pub struct NameLoc;

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", extends = PyLocation, frozen)]
pub struct CallSiteLoc;

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "FusedLoc", extends = PyLocation, frozen)]
pub struct FusedLocPy;

#[pymethods]
impl FileLineColLoc {
    #[getter]
    fn filename(slf: &Bound<'_, Self>) -> String {
        let b = slf.as_super().get();
        match b.kind() {
            LocKind::FileLineCol { file, .. } => b.context().get().core().str(*file).to_string(),
            _ => unreachable!("FileLineColLoc wraps a file location"),
        }
    }
    #[getter]
    fn start_line(slf: &Bound<'_, Self>) -> u32 {
        file_fields(slf.as_super().get()).0
    }
    #[getter]
    fn start_col(slf: &Bound<'_, Self>) -> u32 {
        file_fields(slf.as_super().get()).1
    }
    #[getter]
    fn end_line(slf: &Bound<'_, Self>) -> u32 {
        file_fields(slf.as_super().get()).2
    }
    #[getter]
    fn end_col(slf: &Bound<'_, Self>) -> u32 {
        file_fields(slf.as_super().get()).3
    }
}

fn file_fields(l: &PyLocation) -> (u32, u32, u32, u32) {
    match l.kind() {
        LocKind::FileLineCol { line, col, end_line, end_col, .. } => (*line, *col, *end_line, *end_col),
        _ => (0, 0, 0, 0),
    }
}

#[pymethods]
impl NameLoc {
    #[getter]
    fn name_str(slf: &Bound<'_, Self>) -> String {
        let b = slf.as_super().get();
        match b.kind() {
            LocKind::Name { name, .. } => b.context().get().core().str(*name).to_string(),
            _ => String::new(),
        }
    }
    #[getter]
    fn child_loc(slf: &Bound<'_, Self>) -> PyResult<Py<PyLocation>> {
        let b = slf.as_super().get();
        let py = slf.py();
        let ctx = b.context().get().core();
        let child = match b.kind() {
            LocKind::Name { child: Some(c), .. } => *c,
            _ => ctx.unknown_loc(),
        };
        wrap(py, b.context(), child)
    }
}

#[pymethods]
impl CallSiteLoc {
    #[getter]
    fn callee(slf: &Bound<'_, Self>) -> PyResult<Py<PyLocation>> {
        let b = slf.as_super().get();
        match b.kind() {
            LocKind::CallSite { callee, .. } => wrap(slf.py(), b.context(), *callee),
            _ => unreachable!("CallSiteLoc wraps a call-site location"),
        }
    }
    #[getter]
    fn caller(slf: &Bound<'_, Self>) -> PyResult<Py<PyLocation>> {
        let b = slf.as_super().get();
        match b.kind() {
            LocKind::CallSite { caller, .. } => wrap(slf.py(), b.context(), *caller),
            _ => unreachable!("CallSiteLoc wraps a call-site location"),
        }
    }
}

#[pymethods]
impl FusedLocPy {
    #[getter]
    fn locations<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
        let b = slf.as_super().get();
        let py = slf.py();
        let locs: Vec<Location> = match b.kind() {
            LocKind::Fused(f) => f.locs.to_vec(),
            _ => Vec::new(),
        };
        let items = locs.into_iter().map(|l| wrap(py, b.context(), l)).collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, items)
    }
    #[getter]
    fn metadata(slf: &Bound<'_, Self>) -> PyResult<Option<Py<PyAny>>> {
        let b = slf.as_super().get();
        match b.kind() {
            LocKind::Fused(f) => match f.metadata {
                Some(m) => Ok(Some(crate::attrs::wrap(slf.py(), b.context(), m)?)),
                None => Ok(None),
            },
            _ => Ok(None),
        }
    }
}
