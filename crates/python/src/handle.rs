//! Handles to mutable IR held by Python objects: the context object plus a generational id.
//!
//! A handle is checked on every use: `with_ir` takes the context's IR lock and verifies the
//! entity is still alive, raising `RuntimeError` naming what happened otherwise. Because the
//! handle holds a strong reference to its `Context`, the store it indexes always exists.
//!
//! Every wrapper pairing a context with something only meaningful in that context's store or
//! uniquing tables (`Type`, `Attribute`, `Location`, `Value`, `Block`, `Region`, operations, affine
//! expressions, maps and sets) keeps its fields in a private module of its own and exposes them
//! through the accessors of [`context_bound!`]: `in_context` hands the id out only for the
//! expected context (raising [`foreign`]'s `ValueError` otherwise), `parts` hands it out together
//! with its own context. So no site can use an argument's id with another object's context
//! without the compiler pointing at it.

use std::fmt::Display;

use pyo3::exceptions::{PyIndexError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use mlir_ir::{BlockId, Ir, IrError, OpId, RegionId, Value};

use crate::context::PyContext;

/// The error for an object of one context given where another context's is needed:
/// `ValueError("<what> belongs to a different context than <other>")`.
#[cold]
pub fn foreign(what: impl Display, other: impl Display) -> PyErr {
    PyValueError::new_err(format!("{what} belongs to a different context than {other}"))
}

/// A description formatted only when needed (an error is raised): `Describe(|f| write!(f, ...))`.
pub struct Describe<F: Fn(&mut std::fmt::Formatter<'_>) -> std::fmt::Result>(pub F);

impl<F: Fn(&mut std::fmt::Formatter<'_>) -> std::fmt::Result> Display for Describe<F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (self.0)(f)
    }
}

/// Checks that `actual` is `expected` (a pointer comparison), raising [`foreign`] otherwise.
#[inline]
pub fn check_same(actual: &Py<PyContext>, expected: &Py<PyContext>, what: impl Display, other: impl Display) -> PyResult<()> {
    if actual.is(expected) {
        Ok(())
    } else {
        Err(foreign(what, other))
    }
}

/// The accessors of a wrapper struct `$t` holding `context: Py<PyContext>` and `$field`, a value
/// only meaningful in that context. Invoke it in the (private) module declaring the struct, so
/// these are the only way to its fields. `copy` values are returned by value, `ref` ones by
/// reference.
macro_rules! context_bound {
    ($t:ident, $field:ident: $id:ty, copy) => {
        $crate::handle::context_bound!(@common $t, $field: $id);
        impl $t {
            /// The value together with the context it belongs to (use it with that context only).
            #[inline]
            pub fn parts(&self) -> (&::pyo3::Py<$crate::context::PyContext>, $id) {
                (&self.context, self.$field)
            }
            /// The value, for use in `expected`; raises `ValueError("<what> belongs to a different
            /// context than <other>")` if this object belongs to another context.
            #[inline]
            pub fn in_context(
                &self,
                expected: &::pyo3::Py<$crate::context::PyContext>,
                what: impl ::std::fmt::Display,
                other: impl ::std::fmt::Display,
            ) -> ::pyo3::PyResult<$id> {
                $crate::handle::check_same(&self.context, expected, what, other)?;
                Ok(self.$field)
            }
        }
    };
    ($t:ident, $field:ident: $id:ty, ref) => {
        $crate::handle::context_bound!(@common $t, $field: $id);
        impl $t {
            /// The value together with the context it belongs to (use it with that context only).
            #[inline]
            pub fn parts(&self) -> (&::pyo3::Py<$crate::context::PyContext>, &$id) {
                (&self.context, &self.$field)
            }
            /// The value, for use in `expected`; raises `ValueError("<what> belongs to a different
            /// context than <other>")` if this object belongs to another context.
            #[inline]
            pub fn in_context(
                &self,
                expected: &::pyo3::Py<$crate::context::PyContext>,
                what: impl ::std::fmt::Display,
                other: impl ::std::fmt::Display,
            ) -> ::pyo3::PyResult<&$id> {
                $crate::handle::check_same(&self.context, expected, what, other)?;
                Ok(&self.$field)
            }
        }
    };
    (@common $t:ident, $field:ident: $id:ty) => {
        impl $t {
            /// Pairs `$field` with the context it belongs to.
            #[inline]
            pub fn new(context: ::pyo3::Py<$crate::context::PyContext>, $field: $id) -> Self {
                $t { context, $field }
            }
            /// The context this object belongs to.
            #[inline]
            pub fn context(&self) -> &::pyo3::Py<$crate::context::PyContext> {
                &self.context
            }
            /// Another wrapper of the same value.
            #[inline]
            pub fn clone_ref(&self, py: ::pyo3::Python<'_>) -> Self {
                $t { context: self.context.clone_ref(py), $field: ::std::clone::Clone::clone(&self.$field) }
            }
        }
    };
}
pub(crate) use context_bound;

/// Converts a store error to the Python exception a user would expect.
pub fn ir_err(e: IrError) -> PyErr {
    match e {
        IrError::Stale(what) => stale(what),
        IrError::OutOfRange { .. } => PyIndexError::new_err(e.to_string()),
        _ => PyValueError::new_err(e.to_string()),
    }
}

/// Runs `f` with the IR of `context` locked.
pub fn with_ir<R>(py: Python<'_>, context: &Py<PyContext>, f: impl FnOnce(&mut Ir) -> PyResult<R>) -> PyResult<R> {
    let state = &context.get().state;
    let mut ir = state.lock(py)?;
    f(&mut ir)
}

pub use op_ref::OpRef;

mod op_ref {
    use pyo3::prelude::*;

    use mlir_ir::{Ir, OpId};

    use crate::context::PyContext;

    /// An operation of `context`'s store.
    pub struct OpRef {
        context: Py<PyContext>,
        id: OpId,
    }

    crate::handle::context_bound!(OpRef, id: OpId, copy);

    impl OpRef {
        /// Runs `f` on the live op, or raises if it was erased.
        pub fn with<R>(&self, py: Python<'_>, f: impl FnOnce(&mut Ir, OpId) -> PyResult<R>) -> PyResult<R> {
            super::with_ir(py, &self.context, |ir| {
                ir.check_op(self.id).map_err(|_| super::stale("operation"))?;
                f(ir, self.id)
            })
        }
    }
}

/// The error for a handle whose entity is gone (upstream's wording, plus the cause).
pub fn stale(what: &str) -> PyErr {
    PyRuntimeError::new_err(format!("the {what} has been invalidated (it, or an operation containing it, was erased)"))
}

pub fn check_block(ir: &Ir, b: BlockId) -> PyResult<BlockId> {
    ir.check_block(b).map_err(|_| stale("block"))
}

pub fn check_region(ir: &Ir, r: RegionId) -> PyResult<RegionId> {
    ir.check_region(r).map_err(|_| stale("region"))
}

pub fn check_value(ir: &Ir, v: Value) -> PyResult<Value> {
    ir.check_value(v).map_err(|_| stale("value"))
}

pub fn with_op_check(ir: &Ir, op: OpId) -> PyResult<OpId> {
    ir.check_op(op).map_err(|_| stale("operation"))
}
