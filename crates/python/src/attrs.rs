//! `Attribute`, `NamedAttribute` and the builtin attribute classes. Like types, attributes are
//! uniqued: the Python object holds the context and the attribute's index, and is created as the
//! subclass matching the attribute's kind.

use num_bigint::BigInt;
use pyo3::exceptions::{PyKeyError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::PyClass;
use pyo3::types::PyDict;

use mlir_ir::{AttrKind, Attribute, IntValue, Signedness, Type, TypeKind};

use crate::context::{resolve, resolve_named, PyContext};
use crate::typeid::PyTypeID;
use crate::types::PyType;

pub use repr::PyAttribute;

/// `Attribute`'s fields, reached only through the checked accessors of `handle::context_bound!`.
mod repr {
    use pyo3::prelude::*;

    use crate::context::PyContext;

    #[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "Attribute", frozen, subclass, weakref)]
    pub struct PyAttribute {
        context: Py<PyContext>,
        attr: mlir_ir::Attribute,
    }

    crate::handle::context_bound!(PyAttribute, attr: mlir_ir::Attribute, copy);
}

impl PyAttribute {
    pub fn kind(&self) -> &AttrKind {
        let (c, a) = self.parts();
        c.get().core().attr_kind(a)
    }
    pub fn text(&self) -> String {
        let (c, a) = self.parts();
        mlir_ir::print::attr_to_string(c.get().core(), a)
    }
}

pub trait AttrClass: PyClass + Sized {
    fn init(base: PyAttribute) -> PyClassInitializer<Self>;
    fn holds(ctx: &mlir_ir::Context, kind: &AttrKind) -> bool;
}

impl AttrClass for PyAttribute {
    fn init(base: PyAttribute) -> PyClassInitializer<Self> {
        PyClassInitializer::from(base)
    }
    fn holds(_: &mlir_ir::Context, _: &AttrKind) -> bool {
        true
    }
}

fn make<T: AttrClass>(py: Python<'_>, context: &Py<PyContext>, a: Attribute) -> PyResult<Py<PyAny>> {
    Ok(Py::new(py, T::init(PyAttribute::new(context.clone_ref(py), a)))?.into_any())
}

/// A plain `Attribute` object (no downcast), as upstream returns from `Location.attr`.
pub fn wrap_plain(py: Python<'_>, context: &Py<PyContext>, a: Attribute) -> PyResult<Py<PyAny>> {
    make::<PyAttribute>(py, context, a)
}

/// Wraps an attribute as the subclass of its kind (after user-registered casters).
pub fn wrap(py: Python<'_>, context: &Py<PyContext>, a: Attribute) -> PyResult<Py<PyAny>> {
    let ctx = context.get().core();
    let kind = ctx.attr_kind(a);
    match kind {
        AttrKind::Unit => make::<UnitAttr>(py, context, a),
        AttrKind::Integer { ty, .. } if is_bool_type(ctx, *ty) => make::<BoolAttr>(py, context, a),
        AttrKind::Integer { .. } => make::<IntegerAttr>(py, context, a),
        AttrKind::Float { .. } => make::<FloatAttr>(py, context, a),
        AttrKind::String { .. } => make::<StringAttr>(py, context, a),
        AttrKind::Type(_) => make::<TypeAttr>(py, context, a),
        AttrKind::Array(_) => make::<ArrayAttr>(py, context, a),
        AttrKind::Dictionary(_) => make::<DictAttr>(py, context, a),
        AttrKind::SymbolRef { nested, .. } if nested.is_empty() => make::<FlatSymbolRefAttr>(py, context, a),
        AttrKind::SymbolRef { .. } => make::<SymbolRefAttr>(py, context, a),
        AttrKind::Opaque { .. } => make::<OpaqueAttr>(py, context, a),
        AttrKind::AffineMap(_) => make::<AffineMapAttr>(py, context, a),
        AttrKind::IntegerSet(_) => make::<crate::affine::IntegerSetAttr>(py, context, a),
        AttrKind::StridedLayout { .. } => make::<crate::affine::StridedLayoutAttr>(py, context, a),
        AttrKind::DenseArray { elem, .. } => match dense_array_kind(ctx, *elem) {
            Some(DenseArrayKind::Bool) => make::<DenseBoolArrayAttr>(py, context, a),
            Some(DenseArrayKind::I8) => make::<DenseI8ArrayAttr>(py, context, a),
            Some(DenseArrayKind::I16) => make::<DenseI16ArrayAttr>(py, context, a),
            Some(DenseArrayKind::I32) => make::<DenseI32ArrayAttr>(py, context, a),
            Some(DenseArrayKind::I64) => make::<DenseI64ArrayAttr>(py, context, a),
            Some(DenseArrayKind::F32) => make::<DenseF32ArrayAttr>(py, context, a),
            Some(DenseArrayKind::F64) => make::<DenseF64ArrayAttr>(py, context, a),
            None => make::<PyAttribute>(py, context, a),
        },
        AttrKind::DenseElements { .. } => crate::dense::wrap(py, context, a),
        // Upstream has no class for dense string elements: they stay `Attribute`s (an explicit
        // `DenseElementsAttr(a)` still works).
        _ => make::<PyAttribute>(py, context, a),
    }
}

fn is_bool_type(ctx: &mlir_ir::Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, signedness: Signedness::Signless })
}

/// The attribute of an `Attribute` argument, for use in `expected` (`what` names the argument
/// and `other` what it is used with, for the `ValueError` if it belongs to another context);
/// `Ok(None)` when `obj` is not an `Attribute`.
pub fn try_arg_in(
    obj: &Bound<'_, PyAny>,
    expected: &Py<PyContext>,
    what: impl std::fmt::Display,
    other: impl std::fmt::Display,
) -> PyResult<Option<Attribute>> {
    match obj.cast::<PyAttribute>() {
        Ok(a) => a.get().in_context(expected, what, other).map(Some),
        Err(_) => Ok(None),
    }
}

/// As [`try_arg_in`], raising `TypeError` for an object that is not an `Attribute`.
pub fn arg_in(
    obj: &Bound<'_, PyAny>,
    expected: &Py<PyContext>,
    what: impl std::fmt::Display,
    other: impl std::fmt::Display,
) -> PyResult<Attribute> {
    try_arg_in(obj, expected, what, other)?.ok_or_else(|| {
        PyTypeError::new_err(format!("expected an Attribute, got {}", obj.repr().map(|r| r.to_string()).unwrap_or_default()))
    })
}

fn base<'a, T: PyClass>(slf: &'a Bound<'_, T>) -> &'a PyAttribute {
    slf.as_any().cast::<PyAttribute>().expect("an attribute class extends Attribute").get()
}

#[pymethods]
impl PyAttribute {
    #[new]
    fn py_new(cast_from_type: &Bound<'_, PyAttribute>) -> Self {
        cast_from_type.get().clone_ref(cast_from_type.py())
    }

    #[staticmethod]
    #[pyo3(signature = (asm, context=None))]
    fn parse(py: Python<'_>, asm: &str, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let r = crate::state::capture(c.get().core(), || mlir_parser::parse_attribute_named(c.get().core(), asm, asm));
        let a = crate::diag::check(py, &c, "Unable to parse attribute", r)?;
        wrap(py, &c, a)
    }

    #[getter]
    fn get_context(&self, py: Python<'_>) -> Py<PyContext> {
        self.context().clone_ref(py)
    }

    #[getter]
    fn r#type(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let (c, a) = self.parts();
        let ctx = c.get().core();
        let ty = attr_type(ctx, a).unwrap_or_else(|| ctx.none_type());
        crate::types::wrap(py, c, ty)
    }

    #[getter]
    fn typeid(&self) -> PyTypeID {
        PyTypeID::of_attr(self.kind())
    }

    fn get_named(&self, py: Python<'_>, name: String) -> PyResult<PyNamedAttribute> {
        let (c, a) = self.parts();
        Ok(PyNamedAttribute { name, attr: wrap(py, c, a)? })
    }

    fn maybe_downcast(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let (c, a) = self.parts();
        wrap(py, c, a)
    }

    fn dump(&self) {
        eprintln!("{}", self.text());
    }

    /// Attributes of different contexts are never equal.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        match other.cast::<PyAttribute>() {
            Ok(o) => {
                let ((oc, oa), (c, a)) = (o.get().parts(), self.parts());
                oa == a && oc.is(c)
            }
            Err(_) => false,
        }
    }

    fn __hash__(&self) -> u64 {
        let (c, a) = self.parts();
        crate::hash_of(&(c.as_ptr() as usize, a))
    }

    fn __str__(&self) -> String {
        self.text()
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        Ok(format!("{}({})", crate::nbargs::bound_class_name(slf.as_any())?, slf.get().text()))
    }

    #[getter]
    fn _CAPIPtr(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        crate::capsule::make(slf.py(), c"mlir.ir.Attribute._CAPIPtr", slf.as_any())
    }

    #[staticmethod]
    fn _CAPICreate(capsule: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        crate::capsule::take(capsule, c"mlir.ir.Attribute._CAPIPtr")
    }
}

/// The type of a typed attribute (upstream's `TypedAttr`), `None` for untyped ones.
pub fn attr_type(ctx: &mlir_ir::Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } => Some(ty.unwrap_or_else(|| ctx.none_type())),
        AttrKind::DenseElements { ty, .. } | AttrKind::DenseString { ty, .. } | AttrKind::DenseResource { ty, .. } => Some(*ty),
        AttrKind::Sparse { ty, .. } => Some(*ty),
        AttrKind::Opaque { ty, .. } => *ty,
        _ => None,
    }
}

/// `NamedAttribute`: a name and an attribute.
#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "NamedAttribute", frozen)]
pub struct PyNamedAttribute {
    pub name: String,
    pub attr: Py<PyAny>,
}

#[pymethods]
impl PyNamedAttribute {
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }
    #[getter]
    fn attr(&self, py: Python<'_>) -> Py<PyAny> {
        self.attr.clone_ref(py)
    }
    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!("NamedAttribute({}={})", self.name, self.attr.bind(py).str()?))
    }
}

macro_rules! attr_class {
    ($rust:ident, $name:literal, $attr_name:expr, |$c:ident, $k:ident| $holds:expr) => {
        #[pyclass(module = "mlir._mlir_libs._mlir.ir", name = $name, extends = PyAttribute, frozen, subclass)]
        pub struct $rust;

        impl AttrClass for $rust {
            fn init(base: PyAttribute) -> PyClassInitializer<Self> {
                PyClassInitializer::from(base).add_subclass($rust)
            }
            fn holds($c: &mlir_ir::Context, $k: &AttrKind) -> bool {
                let _ = $c;
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

attr_class!(UnitAttr, "UnitAttr", "builtin.unit", |c, k| matches!(k, AttrKind::Unit));
attr_class!(IntegerAttr, "IntegerAttr", "builtin.integer", |c, k| matches!(k, AttrKind::Integer { .. }));
attr_class!(BoolAttr, "BoolAttr", "builtin.bool", |c, k| matches!(k, AttrKind::Integer { ty, .. } if is_bool_type(c, *ty)));
attr_class!(FloatAttr, "FloatAttr", "builtin.float", |c, k| matches!(k, AttrKind::Float { .. }));
attr_class!(StringAttr, "StringAttr", "builtin.string", |c, k| matches!(k, AttrKind::String { .. }));
attr_class!(TypeAttr, "TypeAttr", "builtin.type", |c, k| matches!(k, AttrKind::Type(_)));
attr_class!(ArrayAttr, "ArrayAttr", "builtin.array", |c, k| matches!(k, AttrKind::Array(_)));
attr_class!(DictAttr, "DictAttr", "builtin.dictionary", |c, k| matches!(k, AttrKind::Dictionary(_)));
attr_class!(FlatSymbolRefAttr, "FlatSymbolRefAttr", "builtin.symbol_ref", |c, k| matches!(
    k,
    AttrKind::SymbolRef { nested, .. } if nested.is_empty()
));
attr_class!(SymbolRefAttr, "SymbolRefAttr", "builtin.symbol_ref", |c, k| matches!(k, AttrKind::SymbolRef { .. }));
attr_class!(OpaqueAttr, "OpaqueAttr", "builtin.opaque", |c, k| matches!(k, AttrKind::Opaque { .. }));
attr_class!(AffineMapAttr, "AffineMapAttr", "builtin.affine_map", |c, k| matches!(k, AttrKind::AffineMap(_)));

// ----- scalars -----

fn int_value(py: Python<'_>, v: &IntValue) -> PyResult<Py<PyAny>> {
    match v {
        IntValue::Small(s) => Ok(s.into_pyobject(py)?.into_any().unbind()),
        IntValue::Big(b) => Ok(b.as_ref().clone().into_pyobject(py)?.into_any().unbind()),
    }
}

#[pymethods]
impl IntegerAttr {
    #[staticmethod]
    fn get(py: Python<'_>, r#type: PyRef<'_, PyType>, value: BigInt) -> PyResult<Py<PyAny>> {
        let (c, t) = r#type.parts();
        let a = int_attr(c.get().core(), t, value)?;
        make::<IntegerAttr>(py, c, a)
    }
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        match base(slf).kind() {
            AttrKind::Integer { value, .. } => int_value(slf.py(), value),
            _ => unreachable!(),
        }
    }
    fn __int__(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        Self::value(slf)
    }
    fn __index__(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        Self::value(slf)
    }
}

/// Builds an integer attribute, truncating `value` to the type's width as upstream's APInt does
/// (signed view for signless/signed types except `i1`, unsigned view otherwise).
pub fn int_attr(ctx: &mlir_ir::Context, ty: Type, value: BigInt) -> PyResult<Attribute> {
    let (width, signed) = match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => (*width, *signedness != Signedness::Unsigned && *width != 1),
        TypeKind::Index => (64, true),
        _ => return Err(PyValueError::new_err("IntegerAttr requires an integer or index type")),
    };
    let modulus = BigInt::from(1) << width;
    let mut v = ((value % &modulus) + &modulus) % &modulus;
    if signed && width > 0 && v >= (BigInt::from(1) << (width - 1)) {
        v -= &modulus;
    }
    Ok(ctx.attr(AttrKind::Integer { ty, value: IntValue::from_bigint(v) }))
}

#[pymethods]
impl BoolAttr {
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get(py: Python<'_>, value: bool, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let a = c.get().core().bool_attr(value);
        make::<BoolAttr>(py, &c, a)
    }
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> bool {
        matches!(base(slf).kind(), AttrKind::Integer { value: IntValue::Small(v), .. } if *v != 0)
    }
    fn __bool__(slf: &Bound<'_, Self>) -> bool {
        Self::value(slf)
    }
}

#[pymethods]
impl UnitAttr {
    #[staticmethod]
    #[pyo3(signature = (context=None))]
    fn get(py: Python<'_>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let a = c.get().core().unit_attr();
        make::<UnitAttr>(py, &c, a)
    }
}

/// A `FloatAttr` of `ty`; a non-float `ty` is upstream's checked-construction error ("expected
/// floating point type" as an `MLIRError`) when `checked` gives the location to report at,
/// else a `ValueError` (upstream's unchecked form would build an invalid attribute).
fn float_attr(py: Python<'_>, c: &Py<PyContext>, ty: Type, value: f64, checked: Option<Option<mlir_ir::Location>>) -> PyResult<Py<PyAny>> {
    let ctx = c.get().core();
    let sem = match (ctx.type_kind(ty), checked) {
        (TypeKind::Float(k), _) => *k,
        (_, Some(loc)) => {
            return Err(crate::types::invalid_object(py, c, loc, "Invalid attribute", "expected floating point type".into()))
        }
        (_, None) => return Err(PyValueError::new_err("FloatAttr requires a float type")),
    };
    let (bits, _) = mlir_apfloat::from_f64(sem, value);
    let a = ctx.attr(AttrKind::Float { ty, bits });
    make::<FloatAttr>(py, c, a)
}

#[pymethods]
impl FloatAttr {
    #[staticmethod]
    #[pyo3(signature = (r#type, value, loc=None))]
    fn get(py: Python<'_>, r#type: PyRef<'_, PyType>, value: f64, loc: Option<Py<crate::location::PyLocation>>) -> PyResult<Py<PyAny>> {
        let (c, t) = r#type.parts();
        let loc = loc.map(|l| l.get().in_context(c, "the location", "the type")).transpose()?;
        float_attr(py, c, t, value, Some(loc))
    }
    #[staticmethod]
    #[pyo3(signature = (r#type, value))]
    fn get_unchecked(py: Python<'_>, r#type: PyRef<'_, PyType>, value: f64) -> PyResult<Py<PyAny>> {
        let (c, t) = r#type.parts();
        float_attr(py, c, t, value, None)
    }
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get_f32(py: Python<'_>, value: f64, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let t = c.get().core().float_type(mlir_ir::FloatKind::F32);
        float_attr(py, &c, t, value, None)
    }
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get_f64(py: Python<'_>, value: f64, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let t = c.get().core().float_type(mlir_ir::FloatKind::F64);
        float_attr(py, &c, t, value, None)
    }
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> f64 {
        let b = base(slf);
        match b.kind() {
            AttrKind::Float { ty, bits } => match b.context().get().core().type_kind(*ty) {
                TypeKind::Float(k) => mlir_apfloat::to_f64(*k, *bits),
                _ => f64::NAN,
            },
            _ => f64::NAN,
        }
    }
    fn __float__(slf: &Bound<'_, Self>) -> f64 {
        Self::value(slf)
    }
}

#[pymethods]
impl StringAttr {
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get(py: Python<'_>, value: &Bound<'_, PyAny>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let bytes = str_or_bytes(value)?;
        let a = c.get().core().attr(AttrKind::String { value: bytes.into(), ty: None });
        make::<StringAttr>(py, &c, a)
    }
    #[staticmethod]
    fn get_typed(py: Python<'_>, r#type: PyRef<'_, PyType>, value: &str) -> PyResult<Py<PyAny>> {
        let (c, t) = r#type.parts();
        let a = c.get().core().attr(AttrKind::String { value: value.as_bytes().into(), ty: Some(t) });
        make::<StringAttr>(py, c, a)
    }
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> String {
        match base(slf).kind() {
            AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
            _ => String::new(),
        }
    }
    #[getter]
    fn value_bytes<'py>(slf: &Bound<'py, Self>) -> Bound<'py, pyo3::types::PyBytes> {
        match base(slf).kind() {
            AttrKind::String { value, .. } => pyo3::types::PyBytes::new(slf.py(), value),
            _ => pyo3::types::PyBytes::new(slf.py(), b""),
        }
    }
}

fn str_or_bytes(v: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(s) = v.extract::<String>() {
        return Ok(s.into_bytes());
    }
    if let Ok(b) = v.extract::<Vec<u8>>() {
        return Ok(b);
    }
    Err(PyTypeError::new_err("expected str or bytes"))
}

#[pymethods]
impl TypeAttr {
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get(py: Python<'_>, value: PyRef<'_, PyType>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let (c, t) = value.parts();
        crate::context::check_explicit(c, context.as_ref(), "the type")?;
        let a = c.get().core().type_attr(t);
        make::<TypeAttr>(py, c, a)
    }
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = base(slf);
        match b.kind() {
            AttrKind::Type(t) => crate::types::wrap(slf.py(), b.context(), *t),
            _ => unreachable!(),
        }
    }
}

#[pymethods]
impl FlatSymbolRefAttr {
    #[staticmethod]
    #[pyo3(signature = (value, context=None))]
    fn get(py: Python<'_>, value: &str, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let ctx = c.get().core();
        let a = ctx.attr(AttrKind::SymbolRef { root: ctx.ident(value), nested: Box::new([]) });
        make::<FlatSymbolRefAttr>(py, &c, a)
    }
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> String {
        let b = base(slf);
        match b.kind() {
            AttrKind::SymbolRef { root, .. } => b.context().get().core().str(*root).to_string(),
            _ => String::new(),
        }
    }
}

#[pymethods]
impl SymbolRefAttr {
    #[staticmethod]
    #[pyo3(signature = (symbols, context=None))]
    fn get(py: Python<'_>, symbols: Vec<String>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let c = resolve(py, context)?;
        let ctx = c.get().core();
        let Some((root, rest)) = symbols.split_first() else {
            return Err(PyValueError::new_err("SymbolRefAttr must be composed of at least one symbol."));
        };
        let a = ctx.attr(AttrKind::SymbolRef { root: ctx.ident(root), nested: rest.iter().map(|s| ctx.ident(s)).collect() });
        wrap(py, &c, a)
    }
    #[getter]
    fn value(slf: &Bound<'_, Self>) -> Vec<String> {
        let b = base(slf);
        let ctx = b.context().get().core();
        match b.kind() {
            AttrKind::SymbolRef { root, nested } => {
                std::iter::once(root).chain(nested.iter()).map(|i| ctx.str(*i).to_string()).collect()
            }
            _ => Vec::new(),
        }
    }
}

#[pymethods]
impl OpaqueAttr {
    #[staticmethod]
    #[pyo3(signature = (dialect_namespace, buffer, r#type, context=None))]
    fn get(
        py: Python<'_>,
        dialect_namespace: &str,
        buffer: &Bound<'_, PyAny>,
        r#type: PyRef<'_, PyType>,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let (c, named) = resolve_named(py, context)?;
        let ty = r#type.in_context(&c, "the type", named)?;
        let ctx = c.get().core();
        let data = String::from_utf8_lossy(&str_or_bytes(buffer)?).into_owned();
        let a = ctx.attr(AttrKind::Opaque { dialect: ctx.ident(dialect_namespace), data: data.into(), ty: Some(ty) });
        make::<OpaqueAttr>(py, &c, a)
    }
    #[getter]
    fn dialect_namespace(slf: &Bound<'_, Self>) -> String {
        let b = base(slf);
        match b.kind() {
            AttrKind::Opaque { dialect, .. } => b.context().get().core().str(*dialect).to_string(),
            _ => String::new(),
        }
    }
    #[getter]
    fn data<'py>(slf: &Bound<'py, Self>) -> Bound<'py, pyo3::types::PyBytes> {
        match base(slf).kind() {
            AttrKind::Opaque { data, .. } => pyo3::types::PyBytes::new(slf.py(), data.as_bytes()),
            _ => pyo3::types::PyBytes::new(slf.py(), b""),
        }
    }
}

// ----- containers -----

/// Item `i` of a list given to `ArrayAttr.get` or `+`: upstream's `RuntimeError` for an item that
/// is not an attribute (its message starts as upstream's), a `ValueError` for one of another
/// context.
fn array_item(obj: &Bound<'_, PyAny>, c: &Py<PyContext>, i: usize, other: &str) -> PyResult<Attribute> {
    try_arg_in(obj, c, format_args!("attribute {i}"), other)?.ok_or_else(|| {
        let msg = if obj.is_none() {
            format!("Invalid attribute (None?) when attempting to create an ArrayAttribute (item {i} is None)")
        } else {
            format!("Invalid attribute when attempting to create an ArrayAttribute (item {i} is {})", crate::nbargs::type_name(obj))
        };
        pyo3::exceptions::PyRuntimeError::new_err(msg)
    })
}

fn array_items(b: &PyAttribute) -> Vec<Attribute> {
    match b.kind() {
        AttrKind::Array(items) => items.to_vec(),
        _ => Vec::new(),
    }
}

#[pymethods]
impl ArrayAttr {
    #[staticmethod]
    #[pyo3(signature = (attributes, context=None))]
    fn get(py: Python<'_>, attributes: Vec<Bound<'_, PyAny>>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let (c, named) = resolve_named(py, context)?;
        let items = attributes
            .iter()
            .enumerate()
            .map(|(i, a)| array_item(a, &c, i, named))
            .collect::<PyResult<Vec<_>>>()?;
        let a = c.get().core().attr(AttrKind::Array(items.into()));
        make::<ArrayAttr>(py, &c, a)
    }
    fn __len__(slf: &Bound<'_, Self>) -> usize {
        array_items(base(slf)).len()
    }
    fn __getitem__(slf: &Bound<'_, Self>, index: isize) -> PyResult<Py<PyAny>> {
        let b = base(slf);
        let items = array_items(b);
        let i = crate::lists::index(index, items.len(), "ArrayAttribute index out of range")?;
        wrap(slf.py(), b.context(), items[i])
    }
    fn __iter__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        let b = base(slf);
        let items = array_items(b).into_iter().map(|a| wrap(slf.py(), b.context(), a)).collect::<PyResult<Vec<_>>>()?;
        Ok(Bound::new(slf.py(), crate::iters::ArrayAttributeIterator::new(items))?.into_any())
    }
    fn __add__(slf: &Bound<'_, Self>, other: Vec<Bound<'_, PyAny>>) -> PyResult<Py<PyAny>> {
        let b = base(slf);
        let mut items = array_items(b);
        for (i, o) in other.iter().enumerate() {
            items.push(array_item(o, b.context(), i, "the array attribute")?);
        }
        let a = b.context().get().core().attr(AttrKind::Array(items.into()));
        make::<ArrayAttr>(slf.py(), b.context(), a)
    }
}

fn dict_entries(b: &PyAttribute) -> Vec<(mlir_ir::Ident, Attribute)> {
    match b.kind() {
        AttrKind::Dictionary(e) => e.to_vec(),
        _ => Vec::new(),
    }
}

#[pymethods]
impl DictAttr {
    #[staticmethod]
    #[pyo3(signature = (value=None, context=None))]
    fn get(py: Python<'_>, value: Option<Bound<'_, PyDict>>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
        let (c, named) = resolve_named(py, context)?;
        let ctx = c.get().core();
        let mut entries = Vec::new();
        if let Some(d) = value {
            for (k, v) in d.iter() {
                let k: String = k.extract()?;
                let a = arg_in(&v, &c, format_args!("attribute '{k}'"), named)?;
                entries.push((ctx.ident(&k), a));
            }
        }
        let a = ctx.dictionary(entries);
        make::<DictAttr>(py, &c, a)
    }
    fn __len__(slf: &Bound<'_, Self>) -> usize {
        dict_entries(base(slf)).len()
    }
    fn __contains__(slf: &Bound<'_, Self>, name: &str) -> bool {
        let b = base(slf);
        let ctx = b.context().get().core();
        dict_entries(b).iter().any(|(k, _)| ctx.str(*k) == name)
    }
    fn __getitem__(slf: &Bound<'_, Self>, key: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let b = base(slf);
        let ctx = b.context().get().core();
        let entries = dict_entries(b);
        if let Ok(name) = key.extract::<String>() {
            return match entries.iter().find(|(k, _)| ctx.str(*k) == name) {
                Some((_, a)) => wrap(slf.py(), b.context(), *a),
                None => Err(PyKeyError::new_err("attempt to access a non-existent attribute")),
            };
        }
        let i: isize = key.extract()?;
        let i = crate::lists::index(i, entries.len(), "attempt to access out of bounds attribute")?;
        let (k, a) = entries[i];
        Ok(Py::new(slf.py(), PyNamedAttribute { name: ctx.str(k).to_string(), attr: wrap(slf.py(), b.context(), a)? })?.into_any())
    }
}

// ----- dense arrays -----

#[derive(Clone, Copy, PartialEq)]
enum DenseArrayKind {
    Bool,
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
}

fn dense_array_kind(ctx: &mlir_ir::Context, elem: Type) -> Option<DenseArrayKind> {
    Some(match ctx.type_kind(elem) {
        TypeKind::Integer { width: 1, .. } => DenseArrayKind::Bool,
        TypeKind::Integer { width: 8, .. } => DenseArrayKind::I8,
        TypeKind::Integer { width: 16, .. } => DenseArrayKind::I16,
        TypeKind::Integer { width: 32, .. } => DenseArrayKind::I32,
        TypeKind::Integer { width: 64, .. } => DenseArrayKind::I64,
        TypeKind::Float(mlir_ir::FloatKind::F32) => DenseArrayKind::F32,
        TypeKind::Float(mlir_ir::FloatKind::F64) => DenseArrayKind::F64,
        _ => return None,
    })
}

macro_rules! dense_array_class {
    ($rust:ident, $name:literal, $iter:ident, $kind:ident, $elem:ty, $bytes:expr, |$ctx:ident| $elem_type:expr, $to:expr, $from:expr, $item:expr, $pyelem:literal) => {
        attr_class!($rust, $name, "builtin.dense_array", |c, k| matches!(
            k,
            AttrKind::DenseArray { elem, .. } if dense_array_kind(c, *elem) == Some(DenseArrayKind::$kind)
        ));

        #[pymethods]
        impl $rust {
            #[staticmethod]
            #[pyo3(signature = (values, context=None))]
            fn get(py: Python<'_>, values: &Bound<'_, PyAny>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
                let item: fn(&Bound<'_, PyAny>) -> Option<$elem> = $item;
                let Some(values) = crate::nbargs::sequence_of(values, item) else {
                    let ctx = context.as_ref().map(|c| c.bind(py).clone().into_any());
                    let keywords: Vec<(&str, &Bound<'_, PyAny>)> = ctx.iter().map(|c| ("context", c)).collect();
                    return Err(crate::nbargs::incompatible(
                        "get",
                        concat!("(values: collections.abc.Sequence[", $pyelem, "], context: _mlir.ir.Context | None = None) -> mlir._mlir_libs._mlir.ir.", $name),
                        &[values],
                        &keywords,
                    ));
                };
                Self::build(py, values, context)
            }
        }

        impl $rust {
            fn build(py: Python<'_>, values: Vec<$elem>, context: Option<Py<PyContext>>) -> PyResult<Py<PyAny>> {
                let c = resolve(py, context)?;
                let $ctx = c.get().core();
                let mut raw = Vec::with_capacity(values.len() * $bytes);
                for v in &values {
                    let f: fn(&$elem) -> [u8; $bytes] = $from;
                    raw.extend_from_slice(&f(v));
                }
                let a = $ctx.attr(AttrKind::DenseArray { elem: $elem_type, len: values.len(), raw: raw.into() });
                make::<$rust>(py, &c, a)
            }
        }

        #[pymethods]
        impl $rust {
            fn __len__(slf: &Bound<'_, Self>) -> usize {
                match base(slf).kind() {
                    AttrKind::DenseArray { len, .. } => *len,
                    _ => 0,
                }
            }
            fn __getitem__(slf: &Bound<'_, Self>, index: isize) -> PyResult<$elem> {
                let items = Self::values(slf);
                let i = crate::lists::index(index, items.len(), "DenseArray index out of range")?;
                Ok(items[i].clone())
            }
            fn __iter__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
                let py = slf.py();
                let items = Self::values(slf)
                    .into_iter()
                    .map(|v| Ok(v.into_pyobject(py)?.to_owned().into_any().unbind()))
                    .collect::<PyResult<Vec<_>>>()?;
                Ok(Bound::new(py, crate::iters::$iter::new(items))?.into_any())
            }
            fn __add__(slf: &Bound<'_, Self>, other: Vec<$elem>) -> PyResult<Py<PyAny>> {
                let mut v = Self::values(slf);
                v.extend(other);
                Self::build(slf.py(), v, Some(base(slf).context().clone_ref(slf.py())))
            }
        }

        impl $rust {
            fn values(slf: &Bound<'_, Self>) -> Vec<$elem> {
                match base(slf).kind() {
                    AttrKind::DenseArray { raw, .. } => {
                        let f: fn(&[u8]) -> $elem = $to;
                        raw.chunks($bytes).map(f).collect()
                    }
                    _ => Vec::new(),
                }
            }
        }
    };
}

dense_array_class!(DenseBoolArrayAttr, "DenseBoolArrayAttr", DenseBoolArrayIterator, Bool, bool, 1, |ctx| ctx.integer_type(1, Signedness::Signless), |b| b[0] != 0, |v| [*v as u8], crate::nbargs::bool_item, "bool");
dense_array_class!(DenseI8ArrayAttr, "DenseI8ArrayAttr", DenseI8ArrayIterator, I8, i8, 1, |ctx| ctx.integer_type(8, Signedness::Signless), |b| b[0] as i8, |v| v.to_le_bytes(), crate::nbargs::int_item, "int");
dense_array_class!(DenseI16ArrayAttr, "DenseI16ArrayAttr", DenseI16ArrayIterator, I16, i16, 2, |ctx| ctx.integer_type(16, Signedness::Signless), |b| i16::from_le_bytes([b[0], b[1]]), |v| v.to_le_bytes(), crate::nbargs::int_item, "int");
dense_array_class!(DenseI32ArrayAttr, "DenseI32ArrayAttr", DenseI32ArrayIterator, I32, i32, 4, |ctx| ctx.integer_type(32, Signedness::Signless), |b| i32::from_le_bytes(b.try_into().unwrap_or([0; 4])), |v| v.to_le_bytes(), crate::nbargs::int_item, "int");
dense_array_class!(DenseI64ArrayAttr, "DenseI64ArrayAttr", DenseI64ArrayIterator, I64, i64, 8, |ctx| ctx.integer_type(64, Signedness::Signless), |b| i64::from_le_bytes(b.try_into().unwrap_or([0; 8])), |v| v.to_le_bytes(), crate::nbargs::int_item, "int");
dense_array_class!(DenseF32ArrayAttr, "DenseF32ArrayAttr", DenseF32ArrayIterator, F32, f32, 4, |ctx| ctx.float_type(mlir_ir::FloatKind::F32), |b| f32::from_le_bytes(b.try_into().unwrap_or([0; 4])), |v| v.to_le_bytes(), |o| crate::nbargs::float_item(o).map(|v| v as f32), "float");
dense_array_class!(DenseF64ArrayAttr, "DenseF64ArrayAttr", DenseF64ArrayIterator, F64, f64, 8, |ctx| ctx.float_type(mlir_ir::FloatKind::F64), |b| f64::from_le_bytes(b.try_into().unwrap_or([0; 8])), |v| v.to_le_bytes(), crate::nbargs::float_item, "float");

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyAttribute>()?;
    m.add_class::<PyNamedAttribute>()?;
    m.add_class::<UnitAttr>()?;
    m.add_class::<IntegerAttr>()?;
    m.add_class::<BoolAttr>()?;
    m.add_class::<FloatAttr>()?;
    m.add_class::<StringAttr>()?;
    m.add_class::<TypeAttr>()?;
    m.add_class::<ArrayAttr>()?;
    m.add_class::<DictAttr>()?;
    m.add_class::<FlatSymbolRefAttr>()?;
    m.add_class::<SymbolRefAttr>()?;
    m.add_class::<OpaqueAttr>()?;
    m.add_class::<AffineMapAttr>()?;
    m.add_class::<DenseBoolArrayAttr>()?;
    m.add_class::<DenseI8ArrayAttr>()?;
    m.add_class::<DenseI16ArrayAttr>()?;
    m.add_class::<DenseI32ArrayAttr>()?;
    m.add_class::<DenseI64ArrayAttr>()?;
    m.add_class::<DenseF32ArrayAttr>()?;
    m.add_class::<DenseF64ArrayAttr>()?;
    Ok(())
}
