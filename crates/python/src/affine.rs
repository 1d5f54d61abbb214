//! The affine classes of `mlir.ir`: `AffineExpr` and its subclasses (`AffineConstantExpr`,
//! `AffineDimExpr`, `AffineSymbolExpr`, `AffineBinaryExpr` and the five binary kinds),
//! `AffineMap`, `IntegerSet` (with its constraint views), and the attributes wrapping them
//! (`AffineMapAttr`'s methods, `IntegerSetAttr`, `StridedLayoutAttr`).
//!
//! Expressions, maps and sets are plain values in the core (not uniqued): a Python object holds
//! its context and a copy of the value, and equality is structural within one context. Every
//! expression is built through the simplifying constructors of `mlir_ir::affine_ops`, so printing
//! and simplification follow upstream. Objects are created as the subclass matching their kind;
//! unlike upstream, this holds also when simplification turned the expression into another kind
//! (`AffineExpr.get_add(c1, c2)` is an `AffineConstantExpr`, where upstream hands back an
//! `AffineAddExpr` whose `lhs` crashes).

use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PySlice};
use pyo3::PyClass;

use mlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use mlir_ir::affine_ops as ops;
use mlir_ir::{AttrKind, Attribute, DYNAMIC};

use crate::attrs::{AffineMapAttr, AttrClass, PyAttribute};
use crate::context::{resolve, resolve_named, PyContext};
use crate::typeid::PyTypeID;

const EXPR_CAPSULE: &std::ffi::CStr = c"mlir.ir.AffineExpr._CAPIPtr";
const MAP_CAPSULE: &std::ffi::CStr = c"mlir.ir.AffineMap._CAPIPtr";
const SET_CAPSULE: &std::ffi::CStr = c"mlir.ir.IntegerSet._CAPIPtr";

fn expr_text(e: &AffineExpr) -> String {
    let mut s = String::new();
    ops::write_expr(&mut s, e);
    s
}

fn map_text(m: &AffineMap) -> String {
    let mut s = String::new();
    ops::write_map(&mut s, m);
    s
}

fn set_text(m: &IntegerSet) -> String {
    let mut s = String::new();
    ops::write_set(&mut s, m);
    s
}

// ----- expressions -----

pub use repr::{PyAffineExpr, PyAffineMap, PyIntegerSet};

/// The fields of `AffineExpr`, `AffineMap` and `IntegerSet`, reached only through the checked
/// accessors of `handle::context_bound!`.
mod repr {
    use pyo3::prelude::*;

    use mlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};

    use crate::context::PyContext;

    #[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "AffineExpr", frozen, subclass, weakref)]
    pub struct PyAffineExpr {
        context: Py<PyContext>,
        expr: AffineExpr,
    }

    #[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "AffineMap", frozen, weakref)]
    pub struct PyAffineMap {
        context: Py<PyContext>,
        map: AffineMap,
    }

    #[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "IntegerSet", frozen, weakref)]
    pub struct PyIntegerSet {
        context: Py<PyContext>,
        set: IntegerSet,
    }

    crate::handle::context_bound!(PyAffineExpr, expr: AffineExpr, ref);
    crate::handle::context_bound!(PyAffineMap, map: AffineMap, ref);
    crate::handle::context_bound!(PyIntegerSet, set: IntegerSet, ref);
}

/// A Python class for a kind of affine expression: how to build its object, which expressions
/// it holds.
pub trait ExprClass: PyClass + Sized {
    fn init(base: PyAffineExpr) -> PyClassInitializer<Self>;
    fn holds(e: &AffineExpr) -> bool;
}

impl ExprClass for PyAffineExpr {
    fn init(base: PyAffineExpr) -> PyClassInitializer<Self> {
        PyClassInitializer::from(base)
    }
    fn holds(_: &AffineExpr) -> bool {
        true
    }
}

fn make<T: ExprClass>(py: Python<'_>, context: &Py<PyContext>, e: AffineExpr) -> PyResult<Py<PyAny>> {
    Ok(Py::new(py, T::init(PyAffineExpr::new(context.clone_ref(py), e)))?.into_any())
}

/// Wraps an expression as the subclass of its kind.
pub fn wrap_expr(py: Python<'_>, context: &Py<PyContext>, e: AffineExpr) -> PyResult<Py<PyAny>> {
    match e {
        AffineExpr::Const(_) => make::<AffineConstantExpr>(py, context, e),
        AffineExpr::Dim(_) => make::<AffineDimExpr>(py, context, e),
        AffineExpr::Symbol(_) => make::<AffineSymbolExpr>(py, context, e),
        AffineExpr::Add(..) => make::<AffineAddExpr>(py, context, e),
        AffineExpr::Mul(..) => make::<AffineMulExpr>(py, context, e),
        AffineExpr::Mod(..) => make::<AffineModExpr>(py, context, e),
        AffineExpr::FloorDiv(..) => make::<AffineFloorDivExpr>(py, context, e),
        AffineExpr::CeilDiv(..) => make::<AffineCeilDivExpr>(py, context, e),
    }
}

/// The base object of an expression subclass.
fn base<'a, T: PyClass>(slf: &'a Bound<'_, T>) -> PyResult<&'a PyAffineExpr> {
    Ok(slf.as_any().cast::<PyAffineExpr>()?.get())
}

/// Converts a Python sequence of expressions of `expected` (`other` names it, for the error if
/// one belongs to another context), raising upstream's `RuntimeError`s for the others (`action`
/// is the tail of the message: "attempting to create an AffineMap").
fn exprs_arg(seq: &Bound<'_, PyAny>, action: &str, expected: &Py<PyContext>, other: &str) -> PyResult<Vec<AffineExpr>> {
    let mut out = Vec::new();
    for (i, item) in seq.try_iter()?.enumerate() {
        let item = item?;
        if item.is_none() {
            return Err(PyRuntimeError::new_err(format!("Invalid expression (None?) when {action} ()")));
        }
        match item.cast::<PyAffineExpr>() {
            Ok(e) => out.push(e.get().in_context(expected, format_args!("expression {i}"), other)?.clone()),
            Err(_) => {
                return Err(PyRuntimeError::new_err(format!("Invalid expression when {action} (std::bad_cast)")));
            }
        }
    }
    Ok(out)
}

/// An operand of a binary constructor or operator: an expression (with its context) or an
/// integer constant.
enum Operand {
    Expr(Py<PyContext>, AffineExpr),
    Int(i64),
}

fn operand(obj: &Bound<'_, PyAny>) -> Option<Operand> {
    if let Ok(e) = obj.cast::<PyAffineExpr>() {
        let (c, e) = e.get().parts();
        return Some(Operand::Expr(c.clone_ref(obj.py()), e.clone()));
    }
    obj.extract::<i64>().ok().map(Operand::Int)
}

/// Builds `lhs op rhs` for the static `get_*` constructors: at least one operand must be an
/// expression (its context is the result's).
fn binary(
    py: Python<'_>,
    name: &str,
    lhs: &Bound<'_, PyAny>,
    rhs: &Bound<'_, PyAny>,
    op: fn(AffineExpr, AffineExpr) -> AffineExpr,
) -> PyResult<Py<PyAny>> {
    let (l, r) = (operand(lhs), operand(rhs));
    let (context, l, r) = match (l, r) {
        (Some(Operand::Expr(c, l)), Some(Operand::Expr(rc, r))) => {
            crate::handle::check_same(&rc, &c, "the right operand", "the left operand")?;
            (c, l, r)
        }
        (Some(Operand::Expr(c, l)), Some(Operand::Int(r))) => (c, l, ops::constant(r)),
        (Some(Operand::Int(l)), Some(Operand::Expr(c, r))) => (c, ops::constant(l), r),
        _ => {
            return Err(PyTypeError::new_err(format!(
                "{name}(): incompatible function arguments: expected (AffineExpr, AffineExpr), (int, AffineExpr) or (AffineExpr, int), got ({}, {})",
                lhs.get_type().name()?,
                rhs.get_type().name()?
            )))
        }
    };
    wrap_expr(py, &context, op(l, r))
}

impl PyAffineExpr {
    /// `self op other` for the operators: `other` an expression or an int (as the right operand,
    /// or the left one when `reflected`); `NotImplemented` for anything else.
    fn operator(
        &self,
        py: Python<'_>,
        other: &Bound<'_, PyAny>,
        reflected: bool,
        op: fn(AffineExpr, AffineExpr) -> AffineExpr,
    ) -> PyResult<Py<PyAny>> {
        let other = match operand(other) {
            Some(Operand::Expr(c, e)) if !reflected => {
                crate::handle::check_same(&c, self.context(), "the right operand", "the left operand")?;
                e
            }
            Some(Operand::Int(i)) => ops::constant(i),
            _ => return Ok(py.NotImplemented()),
        };
        let e = if reflected { op(other, self.parts().1.clone()) } else { op(self.parts().1.clone(), other) };
        wrap_expr(py, self.context(), e)
    }
}

#[pymethods]
impl PyAffineExpr {
    #[getter]
    fn get_context(&self, py: Python<'_>) -> Py<PyContext> {
        self.context().clone_ref(py)
    }

    fn maybe_downcast(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        wrap_expr(py, self.context(), self.parts().1.clone())
    }

    fn dump(&self) {
        eprintln!("{}", expr_text(self.parts().1));
    }

    /// The expression with each dim replaced by the corresponding result of `map` (as a plain
    /// `AffineExpr`, like the other rewrites).
    fn compose(&self, py: Python<'_>, map: PyRef<'_, PyAffineMap>) -> PyResult<Py<PyAny>> {
        let map = map.in_context(self.context(), "the map", "the expression")?;
        make::<PyAffineExpr>(py, self.context(), ops::compose(self.parts().1, map))
    }

    #[pyo3(signature = (num_dims, shift, offset=0))]
    fn shift_dims(&self, py: Python<'_>, num_dims: u32, shift: u32, offset: u32) -> PyResult<Py<PyAny>> {
        make::<PyAffineExpr>(py, self.context(), ops::shift_dims(self.parts().1, num_dims, shift, offset))
    }

    #[pyo3(signature = (num_symbols, shift, offset=0))]
    fn shift_symbols(&self, py: Python<'_>, num_symbols: u32, shift: u32, offset: u32) -> PyResult<Py<PyAny>> {
        make::<PyAffineExpr>(py, self.context(), ops::shift_symbols(self.parts().1, num_symbols, shift, offset))
    }

    /// Simplify an affine expression by flattening and some amount of simple analysis.
    #[staticmethod]
    fn simplify_affine_expr(py: Python<'_>, expr: PyRef<'_, PyAffineExpr>, num_dims: u32, num_symbols: u32) -> PyResult<Py<PyAny>> {
        let (c, e) = expr.parts();
        make::<PyAffineExpr>(py, c, ops::simplify_affine_expr(e, num_dims, num_symbols))
    }

    /// Gets an affine expression containing a sum of two expressions (either may be an int).
    #[staticmethod]
    fn get_add(py: Python<'_>, lhs: &Bound<'_, PyAny>, rhs: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        binary(py, "get_add", lhs, rhs, ops::add)
    }

    /// Gets an affine expression containing a product of two expressions (either may be an int).
    #[staticmethod]
    fn get_mul(py: Python<'_>, lhs: &Bound<'_, PyAny>, rhs: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        binary(py, "get_mul", lhs, rhs, ops::mul)
    }

    /// Gets an affine expression containing the modulo of two expressions (either may be an int).
    #[staticmethod]
    fn get_mod(py: Python<'_>, lhs: &Bound<'_, PyAny>, rhs: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        binary(py, "get_mod", lhs, rhs, ops::modulo)
    }

    /// Gets an affine expression containing the rounded-down quotient of two expressions.
    #[staticmethod]
    fn get_floor_div(py: Python<'_>, lhs: &Bound<'_, PyAny>, rhs: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        binary(py, "get_floor_div", lhs, rhs, ops::floor_div)
    }

    /// Gets an affine expression containing the rounded-up quotient of two expressions.
    #[staticmethod]
    fn get_ceil_div(py: Python<'_>, lhs: &Bound<'_, PyAny>, rhs: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        binary(py, "get_ceil_div", lhs, rhs, ops::ceil_div)
    }

    /// Gets a constant affine expression with the given value.
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get_constant(py: Python<'_>, value: i64, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        make::<AffineConstantExpr>(py, &resolve(py, context)?, ops::constant(value))
    }

    /// Gets an affine expression of a dimension at the given position. Positions are truncated
    /// to 32 bits, as upstream's `unsigned` (so `-1` is `d4294967295`).
    #[staticmethod]
    #[pyo3(signature = (position, context=None))]
    fn get_dim(py: Python<'_>, position: i64, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        make::<AffineDimExpr>(py, &resolve(py, context)?, ops::dim(position as u32))
    }

    /// Gets an affine expression of a symbol at the given position.
    #[staticmethod]
    #[pyo3(signature = (position, context=None))]
    fn get_symbol(py: Python<'_>, position: i64, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        make::<AffineSymbolExpr>(py, &resolve(py, context)?, ops::symbol(position as u32))
    }

    fn __add__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.operator(py, other, false, ops::add)
    }

    /// `int + expr` is built as `expr + int`, as upstream.
    fn __radd__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.operator(py, other, false, ops::add)
    }

    fn __sub__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.operator(py, other, false, ops::sub)
    }

    /// `int - expr` is `expr * -1 + int`.
    fn __rsub__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.operator(py, other, true, |c, e| ops::add(ops::neg(e), c))
    }

    fn __mul__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.operator(py, other, false, ops::mul)
    }

    fn __rmul__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.operator(py, other, false, ops::mul)
    }

    fn __mod__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.operator(py, other, false, ops::modulo)
    }

    fn __rmod__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.operator(py, other, true, ops::modulo)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyAffineExpr>() {
            Ok(o) => {
                let ((oc, oe), (c, e)) = (o.get().parts(), self.parts());
                oc.is(c) && oe == e
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let (c, v) = self.parts();
        crate::hash_of(&(c.as_ptr() as usize, v))
    }

    fn __str__(&self) -> String {
        expr_text(self.parts().1)
    }

    fn __repr__(&self) -> String {
        format!("AffineExpr({})", expr_text(self.parts().1))
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), EXPR_CAPSULE, slf.as_any())
    }

    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, EXPR_CAPSULE)
    }
}

/// Declares an expression subclass `$rust` (Python name `$name`) of `$base`, holding the
/// expressions `$holds` accepts: its casting constructor and `isinstance`.
macro_rules! expr_class {
    ($rust:ident, $name:literal, $base:ty, |$e:ident| $holds:expr) => {
        #[pyclass(module = "mlir._mlir_libs._mlir.ir", name = $name, extends = $base, frozen, subclass)]
        pub struct $rust;

        impl ExprClass for $rust {
            fn init(base: PyAffineExpr) -> PyClassInitializer<Self> {
                <$base as ExprClass>::init(base).add_subclass($rust)
            }
            fn holds($e: &AffineExpr) -> bool {
                $holds
            }
        }

        #[pymethods]
        impl $rust {
            #[new]
            fn py_new(expr: &Bound<'_, PyAffineExpr>) -> PyResult<PyClassInitializer<Self>> {
                let e = expr.get();
                if !<$rust as ExprClass>::holds(e.parts().1) {
                    return Err(PyValueError::new_err(format!(
                        "Cannot cast affine expression to {} (from AffineExpr({}))",
                        $name,
                        expr_text(e.parts().1)
                    )));
                }
                Ok(<$rust as ExprClass>::init(e.clone_ref(expr.py())))
            }

            #[staticmethod]
            fn isinstance(other: &Bound<'_, PyAny>) -> bool {
                match other.cast::<PyAffineExpr>() {
                    Ok(e) => <$rust as ExprClass>::holds(e.get().parts().1),
                    Err(_) => false,
                }
            }
        }
    };
}

expr_class!(AffineConstantExpr, "AffineConstantExpr", PyAffineExpr, |e| matches!(e, AffineExpr::Const(_)));
expr_class!(AffineDimExpr, "AffineDimExpr", PyAffineExpr, |e| matches!(e, AffineExpr::Dim(_)));
expr_class!(AffineSymbolExpr, "AffineSymbolExpr", PyAffineExpr, |e| matches!(e, AffineExpr::Symbol(_)));
expr_class!(AffineBinaryExpr, "AffineBinaryExpr", PyAffineExpr, |e| !matches!(
    e,
    AffineExpr::Const(_) | AffineExpr::Dim(_) | AffineExpr::Symbol(_)
));
expr_class!(AffineAddExpr, "AffineAddExpr", AffineBinaryExpr, |e| matches!(e, AffineExpr::Add(..)));
expr_class!(AffineMulExpr, "AffineMulExpr", AffineBinaryExpr, |e| matches!(e, AffineExpr::Mul(..)));
expr_class!(AffineModExpr, "AffineModExpr", AffineBinaryExpr, |e| matches!(e, AffineExpr::Mod(..)));
expr_class!(AffineFloorDivExpr, "AffineFloorDivExpr", AffineBinaryExpr, |e| matches!(e, AffineExpr::FloorDiv(..)));
expr_class!(AffineCeilDivExpr, "AffineCeilDivExpr", AffineBinaryExpr, |e| matches!(e, AffineExpr::CeilDiv(..)));

#[pymethods]
impl AffineConstantExpr {
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get(py: Python<'_>, value: i64, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        PyAffineExpr::get_constant(py, value, context)
    }

    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<i64> {
        match base(slf)?.parts().1 {
            AffineExpr::Const(c) => Ok(*c),
            _ => Err(PyTypeError::new_err("not a constant expression")),
        }
    }
}

fn position<T: PyClass>(slf: &Bound<'_, T>) -> PyResult<u32> {
    match base(slf)?.parts().1 {
        AffineExpr::Dim(p) | AffineExpr::Symbol(p) => Ok(*p),
        _ => Err(PyTypeError::new_err("not a dim or symbol expression")),
    }
}

#[pymethods]
impl AffineDimExpr {
    #[staticmethod]
    #[pyo3(signature = (position, context=None))]
    fn get(py: Python<'_>, position: i64, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        PyAffineExpr::get_dim(py, position, context)
    }

    #[getter]
    fn position(slf: &Bound<'_, Self>) -> PyResult<u32> {
        position(slf)
    }
}

#[pymethods]
impl AffineSymbolExpr {
    #[staticmethod]
    #[pyo3(signature = (position, context=None))]
    fn get(py: Python<'_>, position: i64, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        PyAffineExpr::get_symbol(py, position, context)
    }

    #[getter]
    fn position(slf: &Bound<'_, Self>) -> PyResult<u32> {
        position(slf)
    }
}

#[pymethods]
impl AffineBinaryExpr {
    #[getter]
    fn lhs(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = base(slf)?;
        match b.parts().1 {
            AffineExpr::Add(l, _)
            | AffineExpr::Mul(l, _)
            | AffineExpr::Mod(l, _)
            | AffineExpr::FloorDiv(l, _)
            | AffineExpr::CeilDiv(l, _) => wrap_expr(slf.py(), b.context(), (**l).clone()),
            _ => Err(PyTypeError::new_err("not a binary expression")),
        }
    }

    #[getter]
    fn rhs(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = base(slf)?;
        match b.parts().1 {
            AffineExpr::Add(_, r)
            | AffineExpr::Mul(_, r)
            | AffineExpr::Mod(_, r)
            | AffineExpr::FloorDiv(_, r)
            | AffineExpr::CeilDiv(_, r) => wrap_expr(slf.py(), b.context(), (**r).clone()),
            _ => Err(PyTypeError::new_err("not a binary expression")),
        }
    }
}

/// `get(lhs, rhs)` of a binary expression class (both operands expressions, as upstream).
macro_rules! binary_get {
    ($rust:ident, $op:path) => {
        #[pymethods]
        impl $rust {
            #[staticmethod]
            fn get(py: Python<'_>, lhs: PyRef<'_, PyAffineExpr>, rhs: PyRef<'_, PyAffineExpr>) -> PyResult<Py<PyAny>> {
                let (c, l) = lhs.parts();
                let r = rhs.in_context(c, "the right operand", "the left operand")?;
                wrap_expr(py, c, $op(l.clone(), r.clone()))
            }
        }
    };
}

binary_get!(AffineAddExpr, ops::add);
binary_get!(AffineMulExpr, ops::mul);
binary_get!(AffineModExpr, ops::modulo);
binary_get!(AffineFloorDivExpr, ops::floor_div);
binary_get!(AffineCeilDivExpr, ops::ceil_div);

// ----- sequence views -----

/// The positions a Python index or slice selects: `Ok(i)` for an index, `Err(list)` for a slice.
fn select(key: &Bound<'_, PyAny>, len: usize) -> PyResult<Result<usize, Vec<usize>>> {
    if let Ok(s) = key.cast::<PySlice>() {
        let ind = s.indices(len as isize)?;
        let mut out = Vec::with_capacity(ind.slicelength);
        let mut i = ind.start;
        for _ in 0..ind.slicelength {
            out.push(i as usize);
            i += ind.step;
        }
        return Ok(Err(out));
    }
    let i: isize = key.extract().map_err(|_| PyTypeError::new_err("indices must be integers or slices"))?;
    Ok(Ok(crate::lists::index(i, len, "index out of range")?))
}

/// `AffineMap.results`: the result expressions of a map.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "AffineExprList", frozen)]
pub struct AffineExprList {
    context: Py<PyContext>,
    items: Vec<AffineExpr>,
}

impl AffineExprList {
    fn objects(&self, py: Python<'_>) -> PyResult<Vec<Py<PyAny>>> {
        self.items.iter().map(|e| wrap_expr(py, &self.context, e.clone())).collect()
    }
}

#[pymethods]
impl AffineExprList {
    fn __len__(&self) -> usize {
        self.items.len()
    }

    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        match select(key, self.items.len())? {
            Ok(i) => wrap_expr(py, &self.context, self.items[i].clone()),
            Err(is) => {
                let items = is.into_iter().map(|i| self.items[i].clone()).collect();
                Ok(Py::new(py, AffineExprList { context: self.context.clone_ref(py), items })?.into_any())
            }
        }
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        PyList::new(py, self.objects(py)?)?.try_iter().map(|i| i.into_any())
    }

    fn __add__<'py>(&self, py: Python<'py>, other: PyRef<'_, AffineExprList>) -> PyResult<Bound<'py, PyList>> {
        let mut items = self.objects(py)?;
        items.extend(other.objects(py)?);
        PyList::new(py, items)
    }
}

// ----- maps -----

fn new_map(py: Python<'_>, context: &Py<PyContext>, map: AffineMap) -> PyResult<Py<PyAffineMap>> {
    Py::new(py, PyAffineMap::new(context.clone_ref(py), map))
}

impl PyAffineMap {
    fn derived(&self, py: Python<'_>, results: Vec<AffineExpr>) -> PyResult<Py<PyAffineMap>> {
        let map = AffineMap { num_dims: self.parts().1.num_dims, num_symbols: self.parts().1.num_symbols, results: results.into() };
        new_map(py, self.context(), map)
    }

    /// The number of results for `get_major_submap` / `get_minor_submap`: upstream rejects
    /// `n >= len`; a negative `n` (a huge `unsigned` upstream) keeps every result.
    fn submap_len(&self, n_results: i64) -> PyResult<usize> {
        let len = self.parts().1.results.len();
        if n_results >= len as i64 {
            return Err(PyValueError::new_err("number of results out of bounds"));
        }
        Ok(if n_results < 0 { len } else { n_results as usize })
    }
}

#[pymethods]
impl PyAffineMap {
    /// Gets a map with the given expressions as results.
    #[staticmethod]
    #[pyo3(signature = (dim_count, symbol_count, exprs, context=None))]
    fn get(
        py: Python<'_>,
        dim_count: u32,
        symbol_count: u32,
        exprs: &Bound<'_, PyAny>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyAffineMap>> {
        let (c, named) = resolve_named(py, context)?;
        let results = exprs_arg(exprs, "attempting to create an AffineMap", &c, named)?;
        new_map(py, &c, AffineMap { num_dims: dim_count, num_symbols: symbol_count, results: results.into() })
    }

    /// Gets an affine map with a single constant result.
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get_constant(py: Python<'_>, value: i64, context: Option<Py<PyContext>>) -> PyResult<Py<PyAffineMap>> {
        let map = AffineMap { num_dims: 0, num_symbols: 0, results: Box::new([ops::constant(value)]) };
        new_map(py, &resolve(py, context)?, map)
    }

    /// Gets an empty affine map: `() -> ()`.
    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn get_empty(py: Python<'_>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAffineMap>> {
        new_map(py, &resolve(py, context)?, ops::identity_map(0))
    }

    /// Gets an identity map with the given number of dimensions.
    #[staticmethod]
    #[pyo3(signature = (n_dims, context=None))]
    fn get_identity(py: Python<'_>, n_dims: u32, context: Option<Py<PyContext>>) -> PyResult<Py<PyAffineMap>> {
        new_map(py, &resolve(py, context)?, ops::identity_map(n_dims))
    }

    /// Gets a minor identity map: the last `n_results` dims of `n_dims` (all of them when
    /// `n_results` exceeds `n_dims`, as upstream's release builds).
    #[staticmethod]
    #[pyo3(signature = (n_dims, n_results, context=None))]
    fn get_minor_identity(py: Python<'_>, n_dims: u32, n_results: u32, context: Option<Py<PyContext>>) -> PyResult<Py<PyAffineMap>> {
        let first = n_dims.saturating_sub(n_results);
        let map = AffineMap { num_dims: n_dims, num_symbols: 0, results: (first..n_dims).map(ops::dim).collect() };
        new_map(py, &resolve(py, context)?, map)
    }

    /// Gets an affine map that permutes its inputs: `[2, 0, 1]` is `(d0, d1, d2) -> (d2, d0, d1)`.
    #[staticmethod]
    #[pyo3(signature = (permutation, context=None))]
    fn get_permutation(py: Python<'_>, permutation: Vec<u32>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAffineMap>> {
        let n = permutation.len();
        let mut seen = vec![false; n];
        for &p in &permutation {
            match seen.get_mut(p as usize) {
                Some(s) if !*s => *s = true,
                _ => return Err(PyRuntimeError::new_err("Invalid permutation when attempting to create an AffineMap")),
            }
        }
        let map = AffineMap { num_dims: n as u32, num_symbols: 0, results: permutation.into_iter().map(ops::dim).collect() };
        new_map(py, &resolve(py, context)?, map)
    }

    /// Drops the symbols none of the maps uses, renumbering the others in every map.
    #[staticmethod]
    fn compress_unused_symbols(
        py: Python<'_>,
        affine_maps: &Bound<'_, PyAny>,
        context: Py<PyContext>,
    ) -> PyResult<Vec<Py<PyAffineMap>>> {
        let mut maps = Vec::new();
        for (i, item) in affine_maps.try_iter()?.enumerate() {
            let item = item?;
            match item.cast::<PyAffineMap>() {
                Ok(m) => maps.push(m.get().in_context(&context, format_args!("map {i}"), "the context= argument")?.clone()),
                Err(_) if item.is_none() => {
                    return Err(PyRuntimeError::new_err("Invalid expression (None?) when attempting to create an AffineMap ()"))
                }
                Err(_) => {
                    return Err(PyRuntimeError::new_err(
                        "Invalid expression when attempting to create an AffineMap (std::bad_cast)",
                    ))
                }
            }
        }
        let out = ops::compress_unused_symbols(&maps)
            .ok_or_else(|| PyValueError::new_err("expected maps with the same number of dims and symbols"))?;
        out.into_iter().map(|m| new_map(py, &context, m)).collect()
    }

    #[getter]
    fn get_context(&self, py: Python<'_>) -> Py<PyContext> {
        self.context().clone_ref(py)
    }

    /// The map keeping the results at `result_positions`, in that order.
    fn get_submap(&self, py: Python<'_>, result_positions: Vec<i64>) -> PyResult<Py<PyAffineMap>> {
        let len = self.parts().1.results.len();
        let mut results = Vec::with_capacity(result_positions.len());
        for p in result_positions {
            if p < 0 || p as u64 >= len as u64 {
                return Err(PyValueError::new_err("result position out of bounds"));
            }
            results.push(self.parts().1.results[p as usize].clone());
        }
        self.derived(py, results)
    }

    /// The map keeping the first `n_results` results.
    fn get_major_submap(&self, py: Python<'_>, n_results: i64) -> PyResult<Py<PyAffineMap>> {
        let n = self.submap_len(n_results)?;
        self.derived(py, self.parts().1.results[..n].to_vec())
    }

    /// The map keeping the last `n_results` results.
    fn get_minor_submap(&self, py: Python<'_>, n_results: i64) -> PyResult<Py<PyAffineMap>> {
        let n = self.submap_len(n_results)?;
        let len = self.parts().1.results.len();
        self.derived(py, self.parts().1.results[len - n..].to_vec())
    }

    /// Replaces every occurrence of `expr` by `replacement` in the results, over new input counts.
    fn replace(
        &self,
        py: Python<'_>,
        expr: PyRef<'_, PyAffineExpr>,
        replacement: PyRef<'_, PyAffineExpr>,
        n_result_dims: u32,
        n_result_syms: u32,
    ) -> PyResult<Py<PyAffineMap>> {
        let expr = expr.in_context(self.context(), "the expression to replace", "the map")?;
        let replacement = replacement.in_context(self.context(), "the replacement expression", "the map")?;
        let results = self.parts().1.results.iter().map(|e| ops::replace_expr(e, expr, replacement)).collect();
        new_map(py, self.context(), AffineMap { num_dims: n_result_dims, num_symbols: n_result_syms, results })
    }

    #[getter]
    fn is_permutation(&self) -> bool {
        ops::is_permutation(self.parts().1)
    }

    #[getter]
    fn is_projected_permutation(&self) -> bool {
        ops::is_projected_permutation(self.parts().1)
    }

    #[getter]
    fn n_dims(&self) -> u32 {
        self.parts().1.num_dims
    }

    #[getter]
    fn n_symbols(&self) -> u32 {
        self.parts().1.num_symbols
    }

    #[getter]
    fn n_inputs(&self) -> u64 {
        self.parts().1.num_dims as u64 + self.parts().1.num_symbols as u64
    }

    #[getter]
    fn results(&self, py: Python<'_>) -> AffineExprList {
        AffineExprList { context: self.context().clone_ref(py), items: self.parts().1.results.to_vec() }
    }

    fn dump(&self) {
        eprintln!("{}", map_text(self.parts().1));
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyAffineMap>() {
            Ok(o) => {
                let ((oc, om), (c, m)) = (o.get().parts(), self.parts());
                oc.is(c) && om == m
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let (c, v) = self.parts();
        crate::hash_of(&(c.as_ptr() as usize, v))
    }

    fn __str__(&self) -> String {
        map_text(self.parts().1)
    }

    fn __repr__(&self) -> String {
        format!("AffineMap({})", map_text(self.parts().1))
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), MAP_CAPSULE, slf.as_any())
    }

    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, MAP_CAPSULE)
    }
}

// ----- integer sets -----

fn new_set(py: Python<'_>, context: &Py<PyContext>, set: IntegerSet) -> PyResult<Py<PyIntegerSet>> {
    Py::new(py, PyIntegerSet::new(context.clone_ref(py), set))
}

/// Upstream's canonical empty set: the single constraint `1 == 0`.
fn empty_set(num_dims: u32, num_symbols: u32) -> IntegerSet {
    IntegerSet { num_dims, num_symbols, constraints: Box::new([ops::constant(1)]), eq_flags: Box::new([true]) }
}

#[pymethods]
impl PyIntegerSet {
    /// A set of constraints `expr == 0` (where `eq_flags[i]`) or `expr >= 0`.
    #[staticmethod]
    #[pyo3(signature = (num_dims, num_symbols, exprs, eq_flags, context=None))]
    fn get(
        py: Python<'_>,
        num_dims: u32,
        num_symbols: u32,
        exprs: &Bound<'_, PyAny>,
        eq_flags: Vec<bool>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyIntegerSet>> {
        if exprs.len()? != eq_flags.len() {
            return Err(PyValueError::new_err("Expected the number of constraints to match that of equality flags"));
        }
        if eq_flags.is_empty() {
            return Err(PyValueError::new_err("Expected non-empty list of constraints"));
        }
        let (c, named) = resolve_named(py, context)?;
        let constraints = exprs_arg(exprs, "attempting to create an IntegerSet", &c, named)?;
        new_set(py, &c, IntegerSet { num_dims, num_symbols, constraints: constraints.into(), eq_flags: eq_flags.into() })
    }

    /// The canonical empty set `(...) : (1 == 0)`.
    #[staticmethod]
    #[pyo3(signature = (num_dims, num_symbols, context=None))]
    fn get_empty(py: Python<'_>, num_dims: u32, num_symbols: u32, context: Option<Py<PyContext>>) -> PyResult<Py<PyIntegerSet>> {
        new_set(py, &resolve(py, context)?, empty_set(num_dims, num_symbols))
    }

    /// The set with dims and symbols replaced by the given expressions, over new input counts.
    fn get_replaced(
        &self,
        py: Python<'_>,
        dim_exprs: &Bound<'_, PyAny>,
        symbol_exprs: &Bound<'_, PyAny>,
        num_result_dims: u32,
        num_result_symbols: u32,
    ) -> PyResult<Py<PyIntegerSet>> {
        if dim_exprs.len()? != self.parts().1.num_dims as usize {
            return Err(PyValueError::new_err(
                "Expected the number of dimension replacement expressions to match that of dimensions",
            ));
        }
        if symbol_exprs.len()? != self.parts().1.num_symbols as usize {
            return Err(PyValueError::new_err(
                "Expected the number of symbol replacement expressions to match that of symbols",
            ));
        }
        let dims = exprs_arg(dim_exprs, "attempting to create an IntegerSet by replacing dimensions", self.context(), "the set")?;
        let syms = exprs_arg(symbol_exprs, "attempting to create an IntegerSet by replacing symbols", self.context(), "the set")?;
        let constraints = self.parts().1.constraints.iter().map(|e| ops::replace_dims_and_symbols(e, &dims, &syms)).collect();
        let set = IntegerSet {
            num_dims: num_result_dims,
            num_symbols: num_result_symbols,
            constraints,
            eq_flags: self.parts().1.eq_flags.clone(),
        };
        new_set(py, self.context(), set)
    }

    #[getter]
    fn is_canonical_empty(&self) -> bool {
        let set = self.parts().1;
        *set == empty_set(set.num_dims, set.num_symbols)
    }

    #[getter]
    fn n_dims(&self) -> u32 {
        self.parts().1.num_dims
    }

    #[getter]
    fn n_symbols(&self) -> u32 {
        self.parts().1.num_symbols
    }

    #[getter]
    fn n_inputs(&self) -> u64 {
        self.parts().1.num_dims as u64 + self.parts().1.num_symbols as u64
    }

    #[getter]
    fn n_equalities(&self) -> usize {
        self.parts().1.eq_flags.iter().filter(|&&f| f).count()
    }

    #[getter]
    fn n_inequalities(&self) -> usize {
        self.parts().1.constraints.len() - self.n_equalities().min(self.parts().1.constraints.len())
    }

    #[getter]
    fn constraints(&self, py: Python<'_>) -> IntegerSetConstraintList {
        let items = self
            .parts()
            .1
            .constraints
            .iter()
            .enumerate()
            .map(|(i, e)| (e.clone(), self.parts().1.eq_flags.get(i).copied().unwrap_or(false)))
            .collect();
        IntegerSetConstraintList { context: self.context().clone_ref(py), items }
    }

    #[getter]
    fn get_context(&self, py: Python<'_>) -> Py<PyContext> {
        self.context().clone_ref(py)
    }

    fn dump(&self) {
        eprintln!("{}", set_text(self.parts().1));
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyIntegerSet>() {
            Ok(o) => {
                let ((oc, os), (c, s)) = (o.get().parts(), self.parts());
                oc.is(c) && os == s
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let (c, v) = self.parts();
        crate::hash_of(&(c.as_ptr() as usize, v))
    }

    fn __str__(&self) -> String {
        set_text(self.parts().1)
    }

    fn __repr__(&self) -> String {
        format!("IntegerSet({})", set_text(self.parts().1))
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), SET_CAPSULE, slf.as_any())
    }

    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, SET_CAPSULE)
    }
}

/// One constraint of an `IntegerSet`: `expr == 0` when `is_eq`, else `expr >= 0`.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "IntegerSetConstraint", frozen)]
pub struct IntegerSetConstraint {
    context: Py<PyContext>,
    expr: AffineExpr,
    is_eq: bool,
}

#[pymethods]
impl IntegerSetConstraint {
    /// The constraint's expression, as a plain `AffineExpr` (as upstream).
    #[getter]
    fn expr(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        make::<PyAffineExpr>(py, &self.context, self.expr.clone())
    }

    #[getter]
    fn is_eq(&self) -> bool {
        self.is_eq
    }
}

/// `IntegerSet.constraints`.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "IntegerSetConstraintList", frozen)]
pub struct IntegerSetConstraintList {
    context: Py<PyContext>,
    items: Vec<(AffineExpr, bool)>,
}

impl IntegerSetConstraintList {
    fn object(&self, py: Python<'_>, i: usize) -> PyResult<Py<PyAny>> {
        let (expr, is_eq) = self.items[i].clone();
        Ok(Py::new(py, IntegerSetConstraint { context: self.context.clone_ref(py), expr, is_eq })?.into_any())
    }

    fn objects(&self, py: Python<'_>) -> PyResult<Vec<Py<PyAny>>> {
        (0..self.items.len()).map(|i| self.object(py, i)).collect()
    }
}

#[pymethods]
impl IntegerSetConstraintList {
    fn __len__(&self) -> usize {
        self.items.len()
    }

    fn __getitem__(&self, py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        match select(key, self.items.len())? {
            Ok(i) => self.object(py, i),
            Err(is) => {
                let items = is.into_iter().map(|i| self.items[i].clone()).collect();
                Ok(Py::new(py, IntegerSetConstraintList { context: self.context.clone_ref(py), items })?.into_any())
            }
        }
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        PyList::new(py, self.objects(py)?)?.try_iter().map(|i| i.into_any())
    }

    fn __add__<'py>(&self, py: Python<'py>, other: PyRef<'_, IntegerSetConstraintList>) -> PyResult<Bound<'py, PyList>> {
        let mut items = self.objects(py)?;
        items.extend(other.objects(py)?);
        PyList::new(py, items)
    }
}

// ----- attributes -----

fn make_attr<T: AttrClass>(py: Python<'_>, context: &Py<PyContext>, a: Attribute) -> PyResult<Py<PyAny>> {
    Ok(Py::new(py, T::init(PyAttribute::new(context.clone_ref(py), a)))?.into_any())
}

fn attr_kind<'a, T: PyClass>(slf: &'a Bound<'_, T>) -> PyResult<(&'a PyAttribute, &'a AttrKind)> {
    let b = slf.as_any().cast::<PyAttribute>()?.get();
    Ok((b, b.kind()))
}

/// Declares an attribute class (as `attrs.rs` does for the others): the casting constructor,
/// `isinstance`, `static_typeid` and `attr_name`.
macro_rules! affine_attr_class {
    ($rust:ident, $name:literal, $attr_name:expr, |$k:ident| $holds:expr) => {
        #[pyclass(module = "mlir._mlir_libs._mlir.ir", name = $name, extends = PyAttribute, frozen, subclass)]
        pub struct $rust;

        impl AttrClass for $rust {
            fn init(base: PyAttribute) -> PyClassInitializer<Self> {
                PyClassInitializer::from(base).add_subclass($rust)
            }
            fn holds(_: &mlir_ir::Context, $k: &AttrKind) -> bool {
                $holds
            }
        }

        #[pymethods]
        impl $rust {
            #[new]
            fn py_new(cast_from_attr: &Bound<'_, PyAttribute>) -> PyResult<PyClassInitializer<Self>> {
                let a = cast_from_attr.get();
                if !<$rust as AttrClass>::holds(a.context().get().core(), a.kind()) {
                    return Err(PyValueError::new_err(format!(
                        "Cannot cast attribute to {} (from Attribute({}))",
                        $name,
                        a.text()
                    )));
                }
                Ok(<$rust as AttrClass>::init(a.clone_ref(cast_from_attr.py())))
            }

            #[staticmethod]
            fn isinstance(other: &Bound<'_, PyAny>) -> bool {
                match other.cast::<PyAttribute>() {
                    Ok(a) => <$rust as AttrClass>::holds(a.get().context().get().core(), a.get().kind()),
                    Err(_) => false,
                }
            }

            #[classattr]
            fn static_typeid() -> PyTypeID {
                PyTypeID::named($attr_name)
            }

            #[classattr]
            fn attr_name() -> &'static str {
                $attr_name
            }
        }
    };
}

affine_attr_class!(IntegerSetAttr, "IntegerSetAttr", "builtin.integer_set", |k| matches!(k, AttrKind::IntegerSet(_)));
affine_attr_class!(StridedLayoutAttr, "StridedLayoutAttr", "builtin.strided_layout", |k| matches!(
    k,
    AttrKind::StridedLayout { .. }
));

#[pymethods]
impl AffineMapAttr {
    /// Gets an attribute wrapping an AffineMap.
    #[staticmethod]
    fn get(py: Python<'_>, affine_map: PyRef<'_, PyAffineMap>) -> PyResult<Py<PyAny>> {
        let (c, m) = affine_map.parts();
        let a = c.get().core().attr(AttrKind::AffineMap(m.clone()));
        make_attr::<AffineMapAttr>(py, c, a)
    }

    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<Py<PyAffineMap>> {
        match attr_kind(slf)? {
            (b, AttrKind::AffineMap(m)) => new_map(slf.py(), b.context(), m.clone()),
            _ => Err(PyTypeError::new_err("not an affine map attribute")),
        }
    }
}

#[pymethods]
impl IntegerSetAttr {
    /// Gets an attribute wrapping an IntegerSet.
    #[staticmethod]
    fn get(py: Python<'_>, integer_set: PyRef<'_, PyIntegerSet>) -> PyResult<Py<PyAny>> {
        let (c, s) = integer_set.parts();
        let a = c.get().core().attr(AttrKind::IntegerSet(Box::new(s.clone())));
        make_attr::<IntegerSetAttr>(py, c, a)
    }

    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<Py<PyIntegerSet>> {
        match attr_kind(slf)? {
            (b, AttrKind::IntegerSet(s)) => new_set(slf.py(), b.context(), (**s).clone()),
            _ => Err(PyTypeError::new_err("not an integer set attribute")),
        }
    }
}

#[pymethods]
impl StridedLayoutAttr {
    /// Gets a strided layout attribute; dynamic values are `-2**63`.
    #[staticmethod]
    #[pyo3(signature = (offset, strides, context=None))]
    fn get(py: Python<'_>, offset: i64, strides: Vec<i64>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let a = c.get().core().attr(AttrKind::StridedLayout { offset, strides: strides.into() });
        make_attr::<StridedLayoutAttr>(py, &c, a)
    }

    /// Gets a strided layout attribute with dynamic offset and strides of a given rank.
    #[staticmethod]
    #[pyo3(signature = (rank, context=None))]
    fn get_fully_dynamic(py: Python<'_>, rank: i64, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let rank = usize::try_from(rank).map_err(|_| PyValueError::new_err("cannot create std::vector larger than max_size()"))?;
        Self::get(py, DYNAMIC, vec![DYNAMIC; rank], context)
    }

    #[getter]
    fn offset(slf: &Bound<'_, Self>) -> PyResult<i64> {
        match attr_kind(slf)? {
            (_, AttrKind::StridedLayout { offset, .. }) => Ok(*offset),
            _ => Err(PyTypeError::new_err("not a strided layout attribute")),
        }
    }

    #[getter]
    fn strides(slf: &Bound<'_, Self>) -> PyResult<Vec<i64>> {
        match attr_kind(slf)? {
            (_, AttrKind::StridedLayout { strides, .. }) => Ok(strides.to_vec()),
            _ => Err(PyTypeError::new_err("not a strided layout attribute")),
        }
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyAffineExpr>()?;
    m.add_class::<AffineConstantExpr>()?;
    m.add_class::<AffineDimExpr>()?;
    m.add_class::<AffineSymbolExpr>()?;
    m.add_class::<AffineBinaryExpr>()?;
    m.add_class::<AffineAddExpr>()?;
    m.add_class::<AffineMulExpr>()?;
    m.add_class::<AffineModExpr>()?;
    m.add_class::<AffineFloorDivExpr>()?;
    m.add_class::<AffineCeilDivExpr>()?;
    m.add_class::<AffineExprList>()?;
    m.add_class::<PyAffineMap>()?;
    m.add_class::<PyIntegerSet>()?;
    m.add_class::<IntegerSetConstraint>()?;
    m.add_class::<IntegerSetConstraintList>()?;
    m.add_class::<IntegerSetAttr>()?;
    m.add_class::<StridedLayoutAttr>()?;
    Ok(())
}
