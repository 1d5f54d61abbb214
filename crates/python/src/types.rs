//! `Type` and the builtin type classes. A type is uniqued in its context: the Python object holds
//! the context and the type's index. Objects are created as the subclass matching the type's
//! kind (`maybe_downcast`, and every API returning a type), or by casting (`IntegerType(t)`).

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::PyClass;
use pyo3::types::PyList;

use mlir_ir::{FloatKind, Signedness, Type, TypeKind, DYNAMIC};

use crate::context::{resolve, resolve_named, PyContext};
use crate::typeid::PyTypeID;

pub use repr::PyType;

/// `Type`'s fields, reached only through the checked accessors of `handle::context_bound!`.
mod repr {
    use pyo3::prelude::*;

    use crate::context::PyContext;

    #[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "Type", frozen, subclass, weakref)]
    pub struct PyType {
        context: Py<PyContext>,
        ty: mlir_ir::Type,
    }

    crate::handle::context_bound!(PyType, ty: mlir_ir::Type, copy);
}

impl PyType {
    pub fn kind(&self) -> &TypeKind {
        let (c, t) = self.parts();
        c.get().core().type_kind(t)
    }
    pub fn text(&self) -> String {
        let (c, t) = self.parts();
        mlir_ir::print::type_to_string(c.get().core(), t)
    }
}

/// A Python class for a kind of builtin type: how to build its object and which types it holds.
pub trait TypeClass: PyClass + Sized {
    fn init(base: PyType) -> PyClassInitializer<Self>;
    fn holds(kind: &TypeKind) -> bool;
}

impl TypeClass for PyType {
    fn init(base: PyType) -> PyClassInitializer<Self> {
        PyClassInitializer::from(base)
    }
    fn holds(_: &TypeKind) -> bool {
        true
    }
}

fn make<T: TypeClass>(py: Python<'_>, context: &Py<PyContext>, ty: Type) -> PyResult<Py<PyAny>> {
    Ok(Py::new(py, T::init(PyType::new(context.clone_ref(py), ty)))?.into_any())
}

/// The builtin type classes, most specific first (dispatch for `maybe_downcast`).
pub fn wrap(py: Python<'_>, context: &Py<PyContext>, ty: Type) -> PyResult<Py<PyAny>> {
    if let Some(obj) = crate::globals::cast_type(py, context, ty)? {
        return Ok(obj);
    }
    wrap_builtin(py, context, ty)
}

pub fn wrap_builtin(py: Python<'_>, context: &Py<PyContext>, ty: Type) -> PyResult<Py<PyAny>> {
    let kind = context.get().core().type_kind(ty).clone();
    match kind {
        TypeKind::Integer { .. } => make::<IntegerType>(py, context, ty),
        TypeKind::Index => make::<IndexType>(py, context, ty),
        TypeKind::None => make::<NoneType>(py, context, ty),
        TypeKind::Float(k) => wrap_float(py, context, ty, k),
        TypeKind::Complex(_) => make::<ComplexType>(py, context, ty),
        TypeKind::Tuple(_) => make::<TupleType>(py, context, ty),
        TypeKind::Function { .. } => make::<FunctionType>(py, context, ty),
        TypeKind::Vector { .. } => make::<VectorType>(py, context, ty),
        TypeKind::RankedTensor { .. } => make::<RankedTensorType>(py, context, ty),
        TypeKind::UnrankedTensor { .. } => make::<UnrankedTensorType>(py, context, ty),
        TypeKind::MemRef { .. } => make::<MemRefType>(py, context, ty),
        TypeKind::UnrankedMemRef { .. } => make::<UnrankedMemRefType>(py, context, ty),
        TypeKind::Opaque { .. } => make::<OpaqueType>(py, context, ty),
        TypeKind::Dialect { .. } => Ok(Py::new(py, PyType::new(context.clone_ref(py), ty))?.into_any()),
    }
}

/// The type of a `Type` argument, for use in `expected` (`what` names the argument and `other`
/// what it is used with, for the `ValueError` if it belongs to another context); `Ok(None)` when
/// `obj` is not a `Type`.
pub fn try_arg_in(
    obj: &Bound<'_, PyAny>,
    expected: &Py<PyContext>,
    what: impl std::fmt::Display,
    other: impl std::fmt::Display,
) -> PyResult<Option<Type>> {
    match obj.cast::<PyType>() {
        Ok(t) => t.get().in_context(expected, what, other).map(Some),
        Err(_) => Ok(None),
    }
}

/// As [`try_arg_in`], raising `TypeError` for an object that is not a `Type`.
pub fn arg_in(
    obj: &Bound<'_, PyAny>,
    expected: &Py<PyContext>,
    what: impl std::fmt::Display,
    other: impl std::fmt::Display,
) -> PyResult<Type> {
    try_arg_in(obj, expected, what, other)?.ok_or_else(|| {
        PyTypeError::new_err(format!("expected a Type, got {}", obj.repr().map(|r| r.to_string()).unwrap_or_default()))
    })
}

/// The types of a list of `Type` arguments, for use in `expected`; `what` names the list
/// ("input type" makes "input type 0").
fn types_in(ts: &[PyRef<'_, PyType>], expected: &Py<PyContext>, what: &str, other: &str) -> PyResult<Vec<Type>> {
    ts.iter().enumerate().map(|(i, t)| t.in_context(expected, format_args!("{what} {i}"), other)).collect()
}

/// The location of a `loc=` argument of a type constructor, checked to belong to the context of
/// the element type.
fn loc_arg(c: &Py<PyContext>, loc: Option<Py<crate::location::PyLocation>>) -> PyResult<Option<mlir_ir::Location>> {
    loc.map(|l| l.get().in_context(c, "the location", "the element type")).transpose()
}

/// The attribute of an optional attribute argument of a type constructor (`encoding`,
/// `layout`, `memory_space`), checked to belong to the context of the element type.
fn attr_arg(c: &Py<PyContext>, a: Option<PyRef<'_, crate::attrs::PyAttribute>>, what: &str) -> PyResult<Option<mlir_ir::Attribute>> {
    a.map(|a| a.in_context(c, format_args!("the {what} attribute"), "the element type")).transpose()
}

#[pymethods]
impl PyType {
    #[new]
    fn py_new(cast_from_type: &Bound<'_, PyType>) -> Self {
        cast_from_type.get().clone_ref(cast_from_type.py())
    }

    #[staticmethod]
    #[pyo3(signature = (asm, context=None))]
    fn parse(py: Python<'_>, asm: &str, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let r = crate::state::capture(c.get().core(), || mlir_parser::parse_type_named(c.get().core(), asm, asm));
        let ty = crate::diag::check(py, &c, "Unable to parse type", r)?;
        wrap(py, &c, ty)
    }

    #[getter]
    fn get_context(&self, py: Python<'_>) -> Py<PyContext> {
        self.context().clone_ref(py)
    }

    #[getter]
    fn typeid(&self) -> PyTypeID {
        PyTypeID::of_type(self.kind())
    }

    fn maybe_downcast(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let (c, t) = self.parts();
        wrap(py, c, t)
    }

    fn dump(&self) {
        eprintln!("{}", self.text());
    }

    /// Types of different contexts are never equal.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyType>() {
            Ok(o) => {
                let ((oc, ot), (c, t)) = (o.get().parts(), self.parts());
                ot == t && oc.is(c)
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let (c, t) = self.parts();
        crate::hash_of(&(c.as_ptr() as usize, t))
    }

    fn __str__(&self) -> String {
        self.text()
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        Ok(format!("{}({})", crate::nbargs::bound_class_name(slf.as_any())?, slf.get().text()))
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.ir.Type._CAPIPtr", slf.as_any())
    }

    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, c"mlir.ir.Type._CAPIPtr")
    }
}

/// Declares a builtin type class: `$rust` (Python name `$name`) under `$base`, holding the
/// types `$holds` accepts; `type_name` is upstream's `builtin.*` name.
macro_rules! type_class {
    ($rust:ident, $name:literal, $base:ty, $type_name:expr, |$k:ident| $holds:expr) => {
        #[pyclass(module = "mlir._mlir_libs._mlir.ir", name = $name, extends = $base, frozen, subclass)]
        pub struct $rust;

        impl TypeClass for $rust {
            fn init(base: PyType) -> PyClassInitializer<Self> {
                <$base as TypeClass>::init(base).add_subclass($rust)
            }
            fn holds($k: &TypeKind) -> bool {
                <$base as TypeClass>::holds($k) && $holds
            }
        }

        #[pymethods]
        impl $rust {
            #[new]
            fn py_new(cast_from_type: &Bound<'_, PyType>) -> PyResult<PyClassInitializer<Self>> {
                let t = cast_from_type.get();
                if !<$rust as TypeClass>::holds(t.kind()) {
                    return Err(PyValueError::new_err(format!(
                        "Cannot cast type to {} (from Type({}))",
                        $name,
                        t.text()
                    )));
                }
                Ok(<$rust as TypeClass>::init(t.clone_ref(cast_from_type.py())))
            }

            #[staticmethod]
            fn isinstance(other: &Bound<'_, PyAny>) -> bool {
                match other.cast::<PyType>() {
                    Ok(t) => <$rust as TypeClass>::holds(t.get().kind()),
                    Err(_) => false,
                }
            }

            #[classattr]
            fn static_typeid() -> PyTypeID {
                PyTypeID::named($type_name)
            }

            #[classattr]
            fn type_name() -> &'static str {
                $type_name
            }
        }
    };
}

type_class!(IntegerType, "IntegerType", PyType, "builtin.integer", |k| matches!(k, TypeKind::Integer { .. }));
type_class!(IndexType, "IndexType", PyType, "builtin.index", |k| matches!(k, TypeKind::Index));
type_class!(NoneType, "NoneType", PyType, "builtin.none", |k| matches!(k, TypeKind::None));
type_class!(ComplexType, "ComplexType", PyType, "builtin.complex", |k| matches!(k, TypeKind::Complex(_)));
type_class!(TupleType, "TupleType", PyType, "builtin.tuple", |k| matches!(k, TypeKind::Tuple(_)));
type_class!(FunctionType, "FunctionType", PyType, "builtin.function", |k| matches!(k, TypeKind::Function { .. }));
type_class!(OpaqueType, "OpaqueType", PyType, "builtin.opaque", |k| matches!(k, TypeKind::Opaque { .. }));
type_class!(FloatType, "FloatType", PyType, "builtin.float", |k| matches!(k, TypeKind::Float(_)));
type_class!(ShapedType, "ShapedType", PyType, "builtin.shaped", |k| k.is_shaped());
type_class!(VectorType, "VectorType", ShapedType, "builtin.vector", |k| matches!(k, TypeKind::Vector { .. }));
type_class!(RankedTensorType, "RankedTensorType", ShapedType, "builtin.tensor", |k| matches!(
    k,
    TypeKind::RankedTensor { .. }
));
type_class!(UnrankedTensorType, "UnrankedTensorType", ShapedType, "builtin.unranked_tensor", |k| matches!(
    k,
    TypeKind::UnrankedTensor { .. }
));
type_class!(MemRefType, "MemRefType", ShapedType, "builtin.memref", |k| matches!(k, TypeKind::MemRef { .. }));
type_class!(UnrankedMemRefType, "UnrankedMemRefType", ShapedType, "builtin.unranked_memref", |k| matches!(
    k,
    TypeKind::UnrankedMemRef { .. }
));

/// Declares the float type classes with their `get`.
macro_rules! float_classes {
    ($(($rust:ident, $name:literal, $kind:ident, $type_name:literal)),* $(,)?) => {
        $(
            type_class!($rust, $name, FloatType, $type_name, |k| matches!(k, TypeKind::Float(FloatKind::$kind)));

            #[pymethods]
            impl $rust {
                #[staticmethod]
                #[pyo3(signature = (context=None))]
                fn get(py: Python<'_>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
                    let c = resolve(py, context)?;
                    let t = c.get().core().float_type(FloatKind::$kind);
                    make::<$rust>(py, &c, t)
                }
            }
        )*

        fn wrap_float(py: Python<'_>, context: &Py<PyContext>, ty: Type, k: FloatKind) -> PyResult<Py<PyAny>> {
            match k {
                $(FloatKind::$kind => make::<$rust>(py, context, ty),)*
                // f80 and f128 have no Python class upstream: a plain `Type`.
                #[allow(unreachable_patterns)]
                _ => make::<PyType>(py, context, ty),
            }
        }
    };
}

float_classes!(
    (BF16Type, "BF16Type", BF16, "builtin.bf16"),
    (F16Type, "F16Type", F16, "builtin.f16"),
    (FloatTF32Type, "FloatTF32Type", TF32, "builtin.tf32"),
    (F32Type, "F32Type", F32, "builtin.f32"),
    (F64Type, "F64Type", F64, "builtin.f64"),
    (Float4E2M1FNType, "Float4E2M1FNType", F4E2M1FN, "builtin.f4E2M1FN"),
    (Float6E2M3FNType, "Float6E2M3FNType", F6E2M3FN, "builtin.f6E2M3FN"),
    (Float6E3M2FNType, "Float6E3M2FNType", F6E3M2FN, "builtin.f6E3M2FN"),
    (Float8E3M4Type, "Float8E3M4Type", F8E3M4, "builtin.f8E3M4"),
    (Float8E4M3Type, "Float8E4M3Type", F8E4M3, "builtin.f8E4M3"),
    (Float8E4M3FNType, "Float8E4M3FNType", F8E4M3FN, "builtin.f8E4M3FN"),
    (Float8E4M3FNUZType, "Float8E4M3FNUZType", F8E4M3FNUZ, "builtin.f8E4M3FNUZ"),
    (Float8E4M3B11FNUZType, "Float8E4M3B11FNUZType", F8E4M3B11FNUZ, "builtin.f8E4M3B11FNUZ"),
    (Float8E5M2Type, "Float8E5M2Type", F8E5M2, "builtin.f8E5M2"),
    (Float8E5M2FNUZType, "Float8E5M2FNUZType", F8E5M2FNUZ, "builtin.f8E5M2FNUZ"),
    (Float8E5M3FNUType, "Float8E5M3FNUType", F8E5M3FNU, "builtin.f8E5M3FNU"),
    (Float8E8M0FNUType, "Float8E8M0FNUType", F8E8M0FNU, "builtin.f8E8M0FNU"),
);

fn base<'a, T: PyClass>(slf: &'a Bound<'_, T>) -> &'a PyType {
    slf.as_any().cast::<PyType>().expect("a type class extends Type").get()
}

// ----- integer -----

static SIGNEDNESS: pyo3::sync::PyOnceLock<Py<PyAny>> = pyo3::sync::PyOnceLock::new();

/// `IntegerType.Signedness`, an `IntEnum` (SIGNLESS, SIGNED, UNSIGNED) as upstream's.
fn signedness_enum(py: Python<'_>) -> PyResult<&Py<PyAny>> {
    SIGNEDNESS.get_or_try_init(py, || {
        let members = vec![("SIGNLESS", 0), ("SIGNED", 1), ("UNSIGNED", 2)];
        let e = py.import("enum")?.getattr("IntEnum")?.call1(("Signedness", members))?;
        e.setattr("__qualname__", "IntegerType.Signedness")?;
        Ok(e.unbind())
    })
}

fn signedness_member(py: Python<'_>, name: &str) -> PyResult<Py<PyAny>> {
    signedness_enum(py)?.getattr(py, name)
}

#[pymethods]
impl IntegerType {
    #[classattr]
    fn Signedness(py: Python<'_>) -> PyResult<Py<PyAny>> {
        Ok(signedness_enum(py)?.clone_ref(py))
    }
    #[classattr]
    fn SIGNLESS(py: Python<'_>) -> PyResult<Py<PyAny>> {
        signedness_member(py, "SIGNLESS")
    }
    #[classattr]
    fn SIGNED(py: Python<'_>) -> PyResult<Py<PyAny>> {
        signedness_member(py, "SIGNED")
    }
    #[classattr]
    fn UNSIGNED(py: Python<'_>) -> PyResult<Py<PyAny>> {
        signedness_member(py, "UNSIGNED")
    }

    #[staticmethod]
    #[pyo3(signature = (width, context=None))]
    fn get_signless(py: Python<'_>, width: u32, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        int_type(py, width, Signedness::Signless, context)
    }
    #[staticmethod]
    #[pyo3(signature = (width, context=None))]
    fn get_signed(py: Python<'_>, width: u32, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        int_type(py, width, Signedness::Signed, context)
    }
    #[staticmethod]
    #[pyo3(signature = (width, context=None))]
    fn get_unsigned(py: Python<'_>, width: u32, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        int_type(py, width, Signedness::Unsigned, context)
    }
    #[staticmethod]
    #[pyo3(signature = (width, signedness=None, context=None))]
    fn get(py: Python<'_>, width: u32, signedness: Option<i32>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let signedness = signedness.unwrap_or(0);
        let s = match signedness {
            0 => Signedness::Signless,
            1 => Signedness::Signed,
            2 => Signedness::Unsigned,
            _ => return Err(PyValueError::new_err("signedness must be SIGNLESS, SIGNED or UNSIGNED")),
        };
        int_type(py, width, s, context)
    }
    #[getter]
    fn width(slf: &Bound<'_, Self>) -> u32 {
        match base(slf).kind() {
            TypeKind::Integer { width, .. } => *width,
            _ => 0,
        }
    }
    #[getter]
    fn signedness(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        signedness_member(slf.py(), ["SIGNLESS", "SIGNED", "UNSIGNED"][signedness_code(slf) as usize])
    }
    #[getter]
    fn is_signless(slf: &Bound<'_, Self>) -> bool {
        signedness_code(slf) == 0
    }
    #[getter]
    fn is_signed(slf: &Bound<'_, Self>) -> bool {
        signedness_code(slf) == 1
    }
    #[getter]
    fn is_unsigned(slf: &Bound<'_, Self>) -> bool {
        signedness_code(slf) == 2
    }
}

fn signedness_code(slf: &Bound<'_, IntegerType>) -> i32 {
    match base(slf).kind() {
        TypeKind::Integer { signedness: Signedness::Signed, .. } => 1,
        TypeKind::Integer { signedness: Signedness::Unsigned, .. } => 2,
        _ => 0,
    }
}

fn int_type(py: Python<'_>, width: u32, s: Signedness, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
    if width > (1 << 24) {
        return Err(PyValueError::new_err(format!("integer bitwidth is limited to 16777215 bits, got {width}")));
    }
    let c = resolve(py, context)?;
    let t = c.get().core().integer_type(width, s);
    make::<IntegerType>(py, &c, t)
}

#[pymethods]
impl IndexType {
    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn get(py: Python<'_>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let t = c.get().core().index_type();
        make::<IndexType>(py, &c, t)
    }
}

#[pymethods]
impl NoneType {
    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn get(py: Python<'_>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let t = c.get().core().none_type();
        make::<NoneType>(py, &c, t)
    }
}

#[pymethods]
impl FloatType {
    #[getter]
    fn width(slf: &Bound<'_, Self>) -> u32 {
        match base(slf).kind() {
            TypeKind::Float(k) => k.bit_width(),
            _ => 0,
        }
    }
}

#[pymethods]
impl ComplexType {
    #[staticmethod]
    fn get(py: Python<'_>, element_type: PyRef<'_, PyType>) -> PyResult<Py<PyAny>> {
        let (c, elem) = element_type.parts();
        let ctx = c.get().core();
        if !matches!(ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Float(_)) {
            return Err(PyValueError::new_err(format!(
                "invalid 'Type({})' and expected floating point or integer type.",
                element_type.text()
            )));
        }
        let t = ctx.intern_type(TypeKind::Complex(elem));
        make::<ComplexType>(py, c, t)
    }
    #[getter]
    fn element_type(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = base(slf);
        match b.kind() {
            TypeKind::Complex(e) => wrap(slf.py(), b.context(), *e),
            _ => unreachable!(),
        }
    }
}

#[pymethods]
impl TupleType {
    #[staticmethod]
    #[pyo3(signature = (elements, context=None))]
    fn get_tuple(py: Python<'_>, elements: Vec<PyRef<'_, PyType>>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let (c, named) = resolve_named(py, context)?;
        let tys = types_in(&elements, &c, "element type", named)?;
        let t = c.get().core().intern_type(TypeKind::Tuple(tys.into()));
        make::<TupleType>(py, &c, t)
    }
    fn get_type(slf: &Bound<'_, Self>, pos: usize) -> PyResult<Py<PyAny>> {
        let b = base(slf);
        match b.kind() {
            TypeKind::Tuple(ts) => match ts.get(pos) {
                Some(&t) => wrap(slf.py(), b.context(), t),
                None => Err(pyo3::exceptions::PyIndexError::new_err("tuple index out of range")),
            },
            _ => unreachable!(),
        }
    }
    #[getter]
    fn num_types(slf: &Bound<'_, Self>) -> usize {
        match base(slf).kind() {
            TypeKind::Tuple(ts) => ts.len(),
            _ => 0,
        }
    }
    #[getter]
    fn types<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
        let b = base(slf);
        let ts: Vec<Type> = match b.kind() {
            TypeKind::Tuple(ts) => ts.to_vec(),
            _ => Vec::new(),
        };
        list_of(slf.py(), b.context(), &ts)
    }
}

pub fn list_of<'py>(py: Python<'py>, context: &Py<PyContext>, ts: &[Type]) -> PyResult<Bound<'py, PyList>> {
    let items = ts.iter().map(|&t| wrap(py, context, t)).collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, items)
}

#[pymethods]
impl FunctionType {
    #[staticmethod]
    #[pyo3(signature = (inputs, results, context=None))]
    fn get(
        py: Python<'_>,
        inputs: Vec<PyRef<'_, PyType>>,
        results: Vec<PyRef<'_, PyType>>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let (c, named) = resolve_named(py, context)?;
        let i = types_in(&inputs, &c, "input type", named)?;
        let r = types_in(&results, &c, "result type", named)?;
        let t = c.get().core().function_type(&i, &r);
        make::<FunctionType>(py, &c, t)
    }
    #[getter]
    fn inputs<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
        let b = base(slf);
        let ts: Vec<Type> = match b.kind() {
            TypeKind::Function { inputs, .. } => inputs.to_vec(),
            _ => Vec::new(),
        };
        list_of(slf.py(), b.context(), &ts)
    }
    #[getter]
    fn results<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
        let b = base(slf);
        let ts: Vec<Type> = match b.kind() {
            TypeKind::Function { results, .. } => results.to_vec(),
            _ => Vec::new(),
        };
        list_of(slf.py(), b.context(), &ts)
    }
}

#[pymethods]
impl OpaqueType {
    #[staticmethod]
    #[pyo3(signature = (dialect_namespace, buffer, context=None))]
    fn get(py: Python<'_>, dialect_namespace: &str, buffer: &str, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let ctx = c.get().core();
        let t = ctx.intern_type(TypeKind::Opaque { dialect: ctx.ident(dialect_namespace), data: buffer.into() });
        make::<OpaqueType>(py, &c, t)
    }
    #[getter]
    fn dialect_namespace(slf: &Bound<'_, Self>) -> String {
        let b = base(slf);
        match b.kind() {
            TypeKind::Opaque { dialect, .. } => b.context().get().core().str(*dialect).to_string(),
            _ => String::new(),
        }
    }
    #[getter]
    fn data(slf: &Bound<'_, Self>) -> String {
        match base(slf).kind() {
            TypeKind::Opaque { data, .. } => data.to_string(),
            _ => String::new(),
        }
    }
}

// ----- shaped types -----

fn shape_of(b: &PyType) -> Option<Vec<i64>> {
    b.kind().shape().map(|s| s.to_vec())
}

fn check_dim(b: &PyType, dim: i64) -> PyResult<i64> {
    let shape = shape_of(b).ok_or_else(|| PyValueError::new_err("calling this method requires that the type has a rank."))?;
    if dim < 0 || dim as usize >= shape.len() {
        return Err(PyValueError::new_err("Invalid dimension index"));
    }
    Ok(shape[dim as usize])
}

#[pymethods]
impl ShapedType {
    #[getter]
    fn element_type(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = base(slf);
        wrap(slf.py(), b.context(), b.kind().element_type().expect("shaped"))
    }
    #[getter]
    fn has_rank(slf: &Bound<'_, Self>) -> bool {
        shape_of(base(slf)).is_some()
    }
    #[getter]
    fn rank(slf: &Bound<'_, Self>) -> PyResult<usize> {
        shape_of(base(slf))
            .map(|s| s.len())
            .ok_or_else(|| PyValueError::new_err("calling this method requires that the type has a rank."))
    }
    #[getter]
    fn has_static_shape(slf: &Bound<'_, Self>) -> bool {
        shape_of(base(slf)).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC))
    }
    #[getter]
    fn shape(slf: &Bound<'_, Self>) -> PyResult<Vec<i64>> {
        shape_of(base(slf)).ok_or_else(|| PyValueError::new_err("calling this method requires that the type has a rank."))
    }
    fn is_dynamic_dim(slf: &Bound<'_, Self>, dim: i64) -> PyResult<bool> {
        Ok(check_dim(base(slf), dim)? == DYNAMIC)
    }
    fn is_static_dim(slf: &Bound<'_, Self>, dim: i64) -> PyResult<bool> {
        Ok(check_dim(base(slf), dim)? != DYNAMIC)
    }
    fn get_dim_size(slf: &Bound<'_, Self>, dim: i64) -> PyResult<i64> {
        check_dim(base(slf), dim)
    }
    fn is_dynamic_stride_or_offset(&self, dim_size: i64) -> bool {
        dim_size == DYNAMIC
    }
    fn is_static_stride_or_offset(&self, dim_size: i64) -> bool {
        dim_size != DYNAMIC
    }
    #[staticmethod]
    fn get_dynamic_size() -> i64 {
        DYNAMIC
    }
    #[staticmethod]
    fn is_dynamic_size(dim_size: i64) -> bool {
        dim_size == DYNAMIC
    }
    #[staticmethod]
    fn is_static_size(dim_size: i64) -> bool {
        dim_size != DYNAMIC
    }
    #[staticmethod]
    fn get_dynamic_stride_or_offset() -> i64 {
        DYNAMIC
    }
}

fn check_shape(shape: &[i64]) -> PyResult<()> {
    if let Some(d) = shape.iter().find(|&&d| d < 0 && d != DYNAMIC) {
        return Err(PyValueError::new_err(format!("invalid dimension size {d}")));
    }
    Ok(())
}

fn elem_ok_for_tensor(k: &TypeKind) -> bool {
    !matches!(k, TypeKind::Function { .. } | TypeKind::None | TypeKind::Tuple(_))
}

/// Raises upstream's "Invalid type" MLIRError for a failed `get`, at `loc` (from [`loc_arg`]),
/// else the current location if it is one of `c`, else an unknown one.
fn invalid(py: Python<'_>, c: &Py<PyContext>, loc: Option<mlir_ir::Location>, message: String) -> PyErr {
    invalid_object(py, c, loc, "Invalid type", message)
}

/// Raises `MLIRError(header)` carrying one error `message` at `loc`, else at the current
/// location if it is one of `c`, else at an unknown one (how upstream's checked `get`s report).
pub(crate) fn invalid_object(py: Python<'_>, c: &Py<PyContext>, loc: Option<mlir_ir::Location>, header: &str, message: String) -> PyErr {
    let ctx = c.get().core();
    let current = || {
        let cur = crate::stack::current_location(py)?;
        let (lc, l) = cur.get().parts();
        lc.is(c).then_some(l)
    };
    let l = loc.or_else(current).unwrap_or(ctx.unknown_loc());
    crate::diag::mlir_error(py, c, header, vec![mlir_ir::Diagnostic::error(l, message)])
}

#[pymethods]
impl VectorType {
    /// As `get`, reporting an invalid type as an exception without a location.
    #[staticmethod]
    #[pyo3(signature = (shape, element_type, *, scalable=None, scalable_dims=None, context=None))]
    fn get_unchecked(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: PyRef<'_, PyType>,
        scalable: Option<Vec<bool>>,
        scalable_dims: Option<Vec<i64>>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        crate::context::check_explicit(element_type.context(), context.as_ref(), "the element type")?;
        Self::get(py, shape, element_type, scalable, scalable_dims, None)
    }

    #[staticmethod]
    #[pyo3(signature = (shape, element_type, *, scalable=None, scalable_dims=None, loc=None))]
    fn get(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: PyRef<'_, PyType>,
        scalable: Option<Vec<bool>>,
        scalable_dims: Option<Vec<i64>>,
        loc: Option<Py<crate::location::PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        let (c, elem) = element_type.parts();
        let loc = loc_arg(c, loc)?;
        let ctx = c.get().core();
        if scalable.is_some() && scalable_dims.is_some() {
            return Err(PyValueError::new_err("'scalable' and 'scalable_dims' kwargs are mutually exclusive."));
        }
        let mut flags = vec![false; shape.len()];
        if let Some(s) = scalable {
            if s.len() != shape.len() {
                return Err(PyValueError::new_err("Expected len(scalable) == len(shape)."));
            }
            flags = s;
        }
        if let Some(dims) = scalable_dims {
            for d in dims {
                if d < 0 || d as usize >= shape.len() {
                    return Err(PyValueError::new_err("Scalable dimension index out of bounds."));
                }
                flags[d as usize] = true;
            }
        }
        // The element type's constraint is checked before the sizes, as upstream's generated
        // verifier runs before the type's own.
        if !matches!(ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)) {
            return Err(invalid(py, c, loc, "failed to verify 'elementType': VectorElementTypeInterface instance".to_string()));
        }
        if shape.iter().any(|&d| d <= 0) {
            return Err(invalid(py, c, loc, "vector types must have positive constant sizes but got ".to_string() + &dims_text(&shape)));
        }
        let scalable: Box<[bool]> = if flags.iter().any(|&f| f) { flags.into() } else { Box::new([]) };
        let t = ctx.intern_type(TypeKind::Vector { shape: shape.into(), scalable, elem });
        make::<VectorType>(py, c, t)
    }
    #[getter]
    fn scalable(slf: &Bound<'_, Self>) -> bool {
        match base(slf).kind() {
            TypeKind::Vector { scalable, .. } => scalable.iter().any(|&s| s),
            _ => false,
        }
    }
    #[getter]
    fn scalable_dims(slf: &Bound<'_, Self>) -> Vec<bool> {
        match base(slf).kind() {
            TypeKind::Vector { scalable, shape, .. } => {
                if scalable.is_empty() {
                    vec![false; shape.len()]
                } else {
                    scalable.to_vec()
                }
            }
            _ => Vec::new(),
        }
    }
}

fn dims_text(shape: &[i64]) -> String {
    shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

#[pymethods]
impl RankedTensorType {
    #[staticmethod]
    #[pyo3(signature = (shape, element_type, encoding=None, context=None))]
    fn get_unchecked(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: PyRef<'_, PyType>,
        encoding: Option<PyRef<'_, crate::attrs::PyAttribute>>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        crate::context::check_explicit(element_type.context(), context.as_ref(), "the element type")?;
        Self::get(py, shape, element_type, encoding, None)
    }

    #[staticmethod]
    #[pyo3(signature = (shape, element_type, encoding=None, loc=None))]
    fn get(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: PyRef<'_, PyType>,
        encoding: Option<PyRef<'_, crate::attrs::PyAttribute>>,
        loc: Option<Py<crate::location::PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        let (c, elem) = element_type.parts();
        let loc = loc_arg(c, loc)?;
        let encoding = attr_arg(c, encoding, "encoding")?;
        let ctx = c.get().core();
        check_shape(&shape)?;
        if !elem_ok_for_tensor(ctx.type_kind(elem)) {
            return Err(invalid(py, c, loc, format!("invalid tensor element type: {}", element_type.text())));
        }
        let t = ctx.intern_type(TypeKind::RankedTensor { shape: shape.into(), elem, encoding });
        make::<RankedTensorType>(py, c, t)
    }
    #[getter]
    fn encoding(slf: &Bound<'_, Self>) -> PyResult<Option<Py<PyAny>>> {
        let b = base(slf);
        match b.kind() {
            TypeKind::RankedTensor { encoding: Some(e), .. } => Ok(Some(crate::attrs::wrap(slf.py(), b.context(), *e)?)),
            _ => Ok(None),
        }
    }
}

#[pymethods]
impl UnrankedTensorType {
    #[staticmethod]
    #[pyo3(signature = (element_type, context=None))]
    fn get_unchecked(py: Python<'_>, element_type: PyRef<'_, PyType>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        crate::context::check_explicit(element_type.context(), context.as_ref(), "the element type")?;
        Self::get(py, element_type, None)
    }

    #[staticmethod]
    #[pyo3(signature = (element_type, loc=None))]
    fn get(py: Python<'_>, element_type: PyRef<'_, PyType>, loc: Option<Py<crate::location::PyLocation>>) -> PyResult<Py<PyAny>> {
        let (c, elem) = element_type.parts();
        let loc = loc_arg(c, loc)?;
        let ctx = c.get().core();
        if !elem_ok_for_tensor(ctx.type_kind(elem)) {
            return Err(invalid(py, c, loc, format!("invalid tensor element type: {}", element_type.text())));
        }
        let t = ctx.intern_type(TypeKind::UnrankedTensor { elem });
        make::<UnrankedTensorType>(py, c, t)
    }
}

#[pymethods]
impl MemRefType {
    #[staticmethod]
    #[pyo3(signature = (shape, element_type, layout=None, memory_space=None, context=None))]
    fn get_unchecked(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: PyRef<'_, PyType>,
        layout: Option<PyRef<'_, crate::attrs::PyAttribute>>,
        memory_space: Option<PyRef<'_, crate::attrs::PyAttribute>>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        crate::context::check_explicit(element_type.context(), context.as_ref(), "the element type")?;
        Self::get(py, shape, element_type, layout, memory_space, None)
    }

    /// The layout as an affine map attribute's map text (identity for the default layout).
    #[getter]
    fn affine_map(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let layout = Self::layout(slf)?;
        let b = base(slf);
        let ctx = b.context().get().core();
        let a = layout.bind(slf.py()).cast::<crate::attrs::PyAttribute>()?.get().in_context(b.context(), "the layout", "the memref type")?;
        match ctx.attr_kind(a) {
            mlir_ir::AttrKind::AffineMap(_) => Ok(layout.getattr(slf.py(), "value")?),
            _ => Err(PyValueError::new_err("the memref layout is not an affine map")),
        }
    }

    /// `(strides, offset)` of a memref with the identity or a strided layout.
    fn get_strides_and_offset(slf: &Bound<'_, Self>) -> PyResult<(Vec<i64>, i64)> {
        let b = base(slf);
        let ctx = b.context().get().core();
        match b.kind() {
            TypeKind::MemRef { layout: None, shape, .. } => {
                let mut strides = vec![0i64; shape.len()];
                let mut running: i64 = 1;
                for (i, &d) in shape.iter().enumerate().rev() {
                    strides[i] = running;
                    running = if d == DYNAMIC || running == DYNAMIC { DYNAMIC } else { running.saturating_mul(d) };
                }
                Ok((strides, 0))
            }
            TypeKind::MemRef { layout: Some(l), .. } => match ctx.attr_kind(*l) {
                mlir_ir::AttrKind::StridedLayout { offset, strides } => Ok((strides.to_vec(), *offset)),
                _ => Err(PyValueError::new_err("Failed to get strides and offset: the layout is not strided")),
            },
            _ => unreachable!(),
        }
    }

    #[staticmethod]
    #[pyo3(signature = (shape, element_type, layout=None, memory_space=None, loc=None))]
    fn get(
        py: Python<'_>,
        shape: Vec<i64>,
        element_type: PyRef<'_, PyType>,
        layout: Option<PyRef<'_, crate::attrs::PyAttribute>>,
        memory_space: Option<PyRef<'_, crate::attrs::PyAttribute>>,
        loc: Option<Py<crate::location::PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        let (c, elem) = element_type.parts();
        let loc = loc_arg(c, loc)?;
        let layout = attr_arg(c, layout, "layout")?;
        let memory_space = attr_arg(c, memory_space, "memory space")?;
        let ctx = c.get().core();
        check_shape(&shape)?;
        if !elem_ok_for_tensor(ctx.type_kind(elem)) {
            return Err(invalid(py, c, loc, "invalid memref element type".to_string()));
        }
        // An identity layout is the default and is not stored (upstream drops it too).
        let layout = layout.filter(|&l| !is_identity_layout(ctx, l));
        let t = ctx.intern_type(TypeKind::MemRef { shape: shape.into(), elem, layout, memory_space });
        make::<MemRefType>(py, c, t)
    }
    #[getter]
    fn layout(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = base(slf);
        let ctx = b.context().get().core();
        match b.kind() {
            TypeKind::MemRef { layout: Some(l), .. } => crate::attrs::wrap(slf.py(), b.context(), *l),
            TypeKind::MemRef { shape, .. } => {
                let n = shape.len() as u32;
                let map = mlir_ir::affine::AffineMap {
                    num_dims: n,
                    num_symbols: 0,
                    results: (0..n).map(mlir_ir::affine::AffineExpr::Dim).collect(),
                };
                let a = ctx.attr(mlir_ir::AttrKind::AffineMap(map));
                crate::attrs::wrap(slf.py(), b.context(), a)
            }
            _ => unreachable!(),
        }
    }
    #[getter]
    fn memory_space(slf: &Bound<'_, Self>) -> PyResult<Option<Py<PyAny>>> {
        let b = base(slf);
        match b.kind() {
            TypeKind::MemRef { memory_space: Some(m), .. } => Ok(Some(crate::attrs::wrap(slf.py(), b.context(), *m)?)),
            _ => Ok(None),
        }
    }
}

fn is_identity_layout(ctx: &mlir_ir::Context, l: mlir_ir::Attribute) -> bool {
    match ctx.attr_kind(l) {
        mlir_ir::AttrKind::AffineMap(m) => mlir_ir::affine_ops::is_identity(m),
        _ => false,
    }
}

#[pymethods]
impl UnrankedMemRefType {
    #[staticmethod]
    #[pyo3(signature = (element_type, memory_space, context=None))]
    fn get_unchecked(
        py: Python<'_>,
        element_type: PyRef<'_, PyType>,
        memory_space: Option<PyRef<'_, crate::attrs::PyAttribute>>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        crate::context::check_explicit(element_type.context(), context.as_ref(), "the element type")?;
        Self::get(py, element_type, memory_space, None)
    }

    #[staticmethod]
    #[pyo3(signature = (element_type, memory_space, loc=None))]
    fn get(
        py: Python<'_>,
        element_type: PyRef<'_, PyType>,
        memory_space: Option<PyRef<'_, crate::attrs::PyAttribute>>,
        loc: Option<Py<crate::location::PyLocation>>,
    ) -> PyResult<Py<PyAny>> {
        let (c, elem) = element_type.parts();
        loc_arg(c, loc)?;
        let memory_space = attr_arg(c, memory_space, "memory space")?;
        let t = c.get().core().intern_type(TypeKind::UnrankedMemRef { elem, memory_space });
        make::<UnrankedMemRefType>(py, c, t)
    }
    #[getter]
    fn memory_space(slf: &Bound<'_, Self>) -> PyResult<Option<Py<PyAny>>> {
        let b = base(slf);
        match b.kind() {
            TypeKind::UnrankedMemRef { memory_space: Some(m), .. } => Ok(Some(crate::attrs::wrap(slf.py(), b.context(), *m)?)),
            _ => Ok(None),
        }
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyType>()?;
    m.add_class::<IntegerType>()?;
    m.add_class::<IndexType>()?;
    m.add_class::<NoneType>()?;
    m.add_class::<ComplexType>()?;
    m.add_class::<TupleType>()?;
    m.add_class::<FunctionType>()?;
    m.add_class::<OpaqueType>()?;
    m.add_class::<FloatType>()?;
    m.add_class::<BF16Type>()?;
    m.add_class::<F16Type>()?;
    m.add_class::<FloatTF32Type>()?;
    m.add_class::<F32Type>()?;
    m.add_class::<F64Type>()?;
    m.add_class::<Float4E2M1FNType>()?;
    m.add_class::<Float6E2M3FNType>()?;
    m.add_class::<Float6E3M2FNType>()?;
    m.add_class::<Float8E3M4Type>()?;
    m.add_class::<Float8E4M3Type>()?;
    m.add_class::<Float8E4M3FNType>()?;
    m.add_class::<Float8E4M3FNUZType>()?;
    m.add_class::<Float8E4M3B11FNUZType>()?;
    m.add_class::<Float8E5M2Type>()?;
    m.add_class::<Float8E5M2FNUZType>()?;
    m.add_class::<Float8E5M3FNUType>()?;
    m.add_class::<Float8E8M0FNUType>()?;
    m.add_class::<ShapedType>()?;
    m.add_class::<VectorType>()?;
    m.add_class::<RankedTensorType>()?;
    m.add_class::<UnrankedTensorType>()?;
    m.add_class::<MemRefType>()?;
    m.add_class::<UnrankedMemRefType>()?;
    Ok(())
}
