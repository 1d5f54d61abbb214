//! Dense elements attributes: `DenseElementsAttr` with its subclasses `DenseIntElementsAttr` and
//! `DenseFPElementsAttr`, and `DenseResourceElementsAttr`. Elements come in from objects exposing
//! the buffer protocol (read through `memoryview`: abi3 builds for 3.10 have no `PyBuffer`), from
//! lists of attributes, or as splats; they go out as Python values, element attributes, or numpy
//! arrays (`__array__`, standing in for upstream's buffer export). Storage is the core's:
//! little-endian scalars of `dense_elem_bytes` each (an `i1` is one byte holding 0 or 1, a complex
//! element two scalars), a splat keeping one element.

use num_bigint::{BigInt, Sign};
use pyo3::exceptions::{PyBufferError, PyIndexError, PyMemoryError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyDict, PyList, PyTuple};
use pyo3::PyClass;

use mlir_ir::attrs::dense_elem_bytes;
use mlir_ir::{AttrKind, Attribute, FloatKind, IntValue, Signedness, Type, TypeKind};

use crate::attrs::{attr_type, AttrClass, PyAttribute};
use crate::context::{resolve, PyContext};
use crate::typeid::PyTypeID;
use crate::types::PyType;

const LAYOUT_ERROR: &str = "DenseElementsAttr could not be constructed from the given buffer. This may mean that the \
                            Python buffer layout does not match that MLIR expected layout and is a bug.";

// ----- classes -----

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "DenseElementsAttr", extends = PyAttribute, frozen, subclass)]
pub struct DenseElementsAttr;

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "DenseIntElementsAttr", extends = DenseElementsAttr, frozen, subclass)]
pub struct DenseIntElementsAttr;

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "DenseFPElementsAttr", extends = DenseElementsAttr, frozen, subclass)]
pub struct DenseFPElementsAttr;

#[pyclass(module = "mlir._mlir_libs._mlir.ir", name = "DenseResourceElementsAttr", extends = PyAttribute, frozen, subclass)]
pub struct DenseResourceElementsAttr;

fn elem_kind<'a>(ctx: &'a mlir_ir::Context, kind: &AttrKind) -> Option<&'a TypeKind> {
    match kind {
        AttrKind::DenseElements { ty, .. } => ctx.type_kind(*ty).element_type().map(|e| ctx.type_kind(e)),
        _ => None,
    }
}

impl AttrClass for DenseElementsAttr {
    fn init(base: PyAttribute) -> PyClassInitializer<Self> {
        PyClassInitializer::from(base).add_subclass(DenseElementsAttr)
    }
    fn holds(_: &mlir_ir::Context, kind: &AttrKind) -> bool {
        matches!(kind, AttrKind::DenseElements { .. } | AttrKind::DenseString { .. })
    }
}

impl AttrClass for DenseIntElementsAttr {
    fn init(base: PyAttribute) -> PyClassInitializer<Self> {
        DenseElementsAttr::init(base).add_subclass(DenseIntElementsAttr)
    }
    fn holds(ctx: &mlir_ir::Context, kind: &AttrKind) -> bool {
        matches!(elem_kind(ctx, kind), Some(TypeKind::Integer { .. } | TypeKind::Index))
    }
}

impl AttrClass for DenseFPElementsAttr {
    fn init(base: PyAttribute) -> PyClassInitializer<Self> {
        DenseElementsAttr::init(base).add_subclass(DenseFPElementsAttr)
    }
    fn holds(ctx: &mlir_ir::Context, kind: &AttrKind) -> bool {
        matches!(elem_kind(ctx, kind), Some(TypeKind::Float(_)))
    }
}

impl AttrClass for DenseResourceElementsAttr {
    fn init(base: PyAttribute) -> PyClassInitializer<Self> {
        PyClassInitializer::from(base).add_subclass(DenseResourceElementsAttr)
    }
    fn holds(_: &mlir_ir::Context, kind: &AttrKind) -> bool {
        matches!(kind, AttrKind::DenseResource { .. })
    }
}

fn make<T: AttrClass>(py: Python<'_>, context: &Py<PyContext>, a: Attribute) -> PyResult<Py<PyAny>> {
    Ok(Py::new(py, T::init(PyAttribute::new(context.clone_ref(py), a)))?.into_any())
}

/// Wraps a dense attribute as its most specific class: `DenseIntElementsAttr` for integer and
/// index elements, `DenseFPElementsAttr` for floats, `DenseElementsAttr` for the rest (complex
/// numbers, strings). Resources stay plain `Attribute`s, as upstream (cast them explicitly).
pub fn wrap(py: Python<'_>, context: &Py<PyContext>, a: Attribute) -> PyResult<Py<PyAny>> {
    let ctx = context.get().core();
    let kind = ctx.attr_kind(a);
    if DenseIntElementsAttr::holds(ctx, kind) {
        make::<DenseIntElementsAttr>(py, context, a)
    } else if DenseFPElementsAttr::holds(ctx, kind) {
        make::<DenseFPElementsAttr>(py, context, a)
    } else if DenseElementsAttr::holds(ctx, kind) {
        make::<DenseElementsAttr>(py, context, a)
    } else {
        crate::attrs::wrap_plain(py, context, a)
    }
}

fn base<'a, T: PyClass>(slf: &'a Bound<'_, T>) -> PyResult<&'a PyAttribute> {
    Ok(slf.as_any().cast::<PyAttribute>()?.get())
}

/// The casting constructor shared by the classes: `DenseIntElementsAttr(attr)`.
fn cast_init<T: AttrClass>(attr: &Bound<'_, PyAttribute>, name: &str) -> PyResult<PyClassInitializer<T>> {
    let a = attr.get();
    if !T::holds(a.context().get().core(), a.kind()) {
        return Err(PyValueError::new_err(format!("Cannot cast attribute to {name} (from Attribute({}))", a.text())));
    }
    Ok(T::init(a.clone_ref(attr.py())))
}

fn holds_any<T: AttrClass>(other: &Bound<'_, PyAny>) -> bool {
    match other.cast::<PyAttribute>() {
        Ok(a) => T::holds(a.get().context().get().core(), a.get().kind()),
        Err(_) => false,
    }
}

// ----- element layout -----

/// One stored scalar: an integer of `width` bits (read as signed when `signed`, the way the core
/// keeps `IntValue`s: signed except for unsigned types and `i1`), or a float.
#[derive(Clone, Copy)]
enum Scalar {
    Int { width: u32, signed: bool },
    Float(FloatKind),
}

impl Scalar {
    fn of(ctx: &mlir_ir::Context, ty: Type) -> Option<Scalar> {
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                Some(Scalar::Int { width: *width, signed: *signedness != Signedness::Unsigned && *width != 1 })
            }
            TypeKind::Index => Some(Scalar::Int { width: 64, signed: true }),
            TypeKind::Float(k) => Some(Scalar::Float(*k)),
            _ => None,
        }
    }

    fn bytes(self) -> usize {
        match self {
            Scalar::Int { width, .. } => dense_elem_bytes(width),
            Scalar::Float(k) => dense_elem_bytes(k.bit_width()),
        }
    }
}

/// How one element is stored: a scalar, or (complex) two scalars of type `part`.
#[derive(Clone, Copy)]
struct Layout {
    part: Type,
    scalar: Scalar,
    parts: usize,
}

impl Layout {
    fn of(ctx: &mlir_ir::Context, elem: Type) -> Option<Layout> {
        match ctx.type_kind(elem) {
            TypeKind::Complex(p) => Scalar::of(ctx, *p).map(|scalar| Layout { part: *p, scalar, parts: 2 }),
            _ => Scalar::of(ctx, elem).map(|scalar| Layout { part: elem, scalar, parts: 1 }),
        }
    }

    fn bytes(self) -> usize {
        self.scalar.bytes() * self.parts
    }
}

fn read_int(bytes: &[u8], width: u32, signed: bool) -> BigInt {
    let modulus = BigInt::from(1) << width;
    let mut v = BigInt::from_bytes_le(Sign::Plus, bytes) % &modulus;
    if signed && width > 0 && v >= (BigInt::from(1) << (width - 1)) {
        v -= &modulus;
    }
    v
}

/// Appends `v` in two's complement, little-endian, in `nbytes` bytes (as the parser stores it).
fn write_int(v: &BigInt, nbytes: usize, out: &mut Vec<u8>) {
    let b = v.to_signed_bytes_le();
    let fill = if v.sign() == Sign::Minus { 0xff } else { 0 };
    out.extend((0..nbytes).map(|i| *b.get(i).unwrap_or(&fill)));
}

fn float_bits(bytes: &[u8]) -> u128 {
    bytes.iter().take(16).enumerate().fold(0u128, |acc, (j, b)| acc | ((*b as u128) << (8 * j)))
}

/// Brings buffer contents to the form the parser stores (which the printer and readers expect):
/// `i1` bytes become 0/1, integers narrower than their storage are sign- or zero-extended.
fn canonicalize(scalar: Scalar, raw: &mut [u8]) {
    let Scalar::Int { width, signed } = scalar else { return };
    if width == 1 {
        for b in raw.iter_mut() {
            *b = (*b != 0) as u8;
        }
        return;
    }
    if width % 8 == 0 {
        return;
    }
    let n = scalar.bytes();
    for chunk in raw.chunks_mut(n) {
        let mut out = Vec::with_capacity(n);
        write_int(&read_int(chunk, width, signed), n, &mut out);
        chunk.copy_from_slice(&out);
    }
}

/// Splat detection as upstream: one element given, or all elements equal.
fn with_splat(mut raw: Vec<u8>, esize: usize, numel: usize) -> (bool, Vec<u8>) {
    if numel == 0 && raw.is_empty() {
        return (false, raw);
    }
    if raw.len() == esize {
        return (true, raw);
    }
    let first = raw.get(..esize).unwrap_or(&[]).to_vec();
    if esize > 0 && raw.chunks(esize).all(|c| c == first.as_slice()) {
        raw.truncate(esize);
        return (true, raw);
    }
    (false, raw)
}

/// The element count and layout of a statically shaped type with int/float/complex elements.
fn shaped_layout(ctx: &mlir_ir::Context, ty: Type) -> Option<(usize, Type, Layout)> {
    let kind = ctx.type_kind(ty);
    let elem = kind.element_type()?;
    let numel = usize::try_from(kind.num_elements()?).ok()?;
    Some((numel, elem, Layout::of(ctx, elem)?))
}

/// A dense attribute of `ty` from raw element bytes (all elements, or one for a splat); `None`
/// if the bytes do not fit the type.
fn from_raw(ctx: &mlir_ir::Context, ty: Type, raw: Vec<u8>) -> Option<Attribute> {
    let (numel, _, layout) = shaped_layout(ctx, ty)?;
    let esize = layout.bytes();
    if raw.len() != esize && Some(raw.len()) != esize.checked_mul(numel) {
        return None;
    }
    // Splats are detected on the bytes as given (upstream keeps them as given).
    let (splat, mut raw) = with_splat(raw, esize, numel);
    canonicalize(layout.scalar, &mut raw);
    Some(ctx.attr(AttrKind::DenseElements { ty, splat, raw: raw.into() }))
}

fn ranked_tensor(ctx: &mlir_ir::Context, shape: Vec<i64>, elem: Type) -> Type {
    ctx.intern_type(TypeKind::RankedTensor { shape: shape.into(), elem, encoding: None })
}

/// The stored bytes of element `i` (a splat repeats its one element).
fn element_bytes(raw: &[u8], splat: bool, esize: usize, i: usize) -> &[u8] {
    let at = if splat { 0 } else { i * esize };
    raw.get(at..at + esize).unwrap_or(&[])
}

/// The attribute for one stored element: integer, float, or for complex numbers an array of
/// the two parts (as upstream's `get_splat_value`).
fn element_attr(ctx: &mlir_ir::Context, layout: Layout, bytes: &[u8]) -> Attribute {
    let scalar_attr = |b: &[u8]| match layout.scalar {
        Scalar::Int { width: 1, .. } => ctx.attr(AttrKind::Integer {
            ty: layout.part,
            value: IntValue::Small(b.first().is_some_and(|x| *x != 0) as i64),
        }),
        Scalar::Int { width, signed } => {
            ctx.attr(AttrKind::Integer { ty: layout.part, value: IntValue::from_bigint(read_int(b, width, signed)) })
        }
        Scalar::Float(_) => ctx.attr(AttrKind::Float { ty: layout.part, bits: float_bits(b) }),
    };
    if layout.parts == 1 {
        return scalar_attr(bytes);
    }
    let n = layout.scalar.bytes();
    let parts: Vec<Attribute> = bytes.chunks(n).take(layout.parts).map(scalar_attr).collect();
    ctx.attr(AttrKind::Array(parts.into()))
}

/// The stored bytes of an integer or float attribute of scalar type `elem`.
fn encode_scalar_attr(ctx: &mlir_ir::Context, elem: Type, a: Attribute) -> Option<Vec<u8>> {
    let scalar = Scalar::of(ctx, elem)?;
    let n = scalar.bytes();
    let mut out = Vec::with_capacity(n);
    match (ctx.attr_kind(a), scalar) {
        (AttrKind::Integer { value, .. }, Scalar::Int { .. }) => write_int(&value.to_bigint(), n, &mut out),
        (AttrKind::Float { bits, .. }, Scalar::Float(_)) => out.extend_from_slice(&bits.to_le_bytes()[..n.min(16)]),
        _ => return None,
    }
    Some(out)
}

// ----- reading buffers -----

/// The contents of a Python buffer, C order.
struct Buffer {
    format: String,
    itemsize: usize,
    shape: Vec<i64>,
    bytes: Vec<u8>,
}

fn not_contiguous(obj: &Bound<'_, PyAny>) -> PyErr {
    if obj.hasattr("dtype").unwrap_or(false) {
        PyValueError::new_err("ndarray is not C-contiguous")
    } else {
        PyBufferError::new_err("memoryview: underlying buffer is not C-contiguous")
    }
}

/// Reads `obj` through `memoryview`. Without `need_format`, a numpy array whose dtype has no
/// buffer format (e.g. `datetime64`) is read through `tobytes()` instead, as upstream then asks
/// for the buffer without its format.
fn read_buffer(obj: &Bound<'_, PyAny>, need_format: bool) -> PyResult<Buffer> {
    let py = obj.py();
    let mv = match py.import("builtins")?.getattr("memoryview")?.call1((obj,)) {
        Ok(mv) => mv,
        Err(e) => {
            if !need_format && obj.hasattr("dtype")? && obj.hasattr("tobytes")? {
                return read_numpy(obj);
            }
            return Err(e);
        }
    };
    let read = || -> PyResult<Buffer> {
        if !mv.getattr("c_contiguous")?.extract::<bool>()? {
            return Err(not_contiguous(obj));
        }
        Ok(Buffer {
            format: mv.getattr("format")?.extract()?,
            itemsize: mv.getattr("itemsize")?.extract()?,
            shape: mv.getattr("shape")?.extract()?,
            bytes: mv.call_method0("tobytes")?.cast_into::<PyBytes>()?.as_bytes().to_vec(),
        })
    };
    let result = read();
    let _ = mv.call_method0("release");
    result
}

fn read_numpy(obj: &Bound<'_, PyAny>) -> PyResult<Buffer> {
    if !obj.getattr("flags")?.getattr("c_contiguous")?.extract::<bool>()? {
        return Err(not_contiguous(obj));
    }
    Ok(Buffer {
        format: String::new(),
        itemsize: obj.getattr("itemsize")?.extract()?,
        shape: obj.getattr("shape")?.extract()?,
        bytes: obj.call_method0("tobytes")?.cast_into::<PyBytes>()?.as_bytes().to_vec(),
    })
}

/// The element type upstream infers from a buffer format.
fn infer_element_type(ctx: &mlir_ir::Context, format: &str, itemsize: usize, signless: bool) -> PyResult<Type> {
    let int =
        |signedness| ctx.integer_type((itemsize * 8) as u32, if signless { Signedness::Signless } else { signedness });
    Ok(match format {
        "f" => ctx.float_type(FloatKind::F32),
        "d" => ctx.float_type(FloatKind::F64),
        "e" => ctx.float_type(FloatKind::F16),
        "?" => ctx.integer_type(1, Signedness::Signless),
        "Zf" => ctx.intern_type(TypeKind::Complex(ctx.float_type(FloatKind::F32))),
        "Zd" => ctx.intern_type(TypeKind::Complex(ctx.float_type(FloatKind::F64))),
        "b" | "h" | "i" | "l" | "q" => int(Signedness::Signed),
        "B" | "H" | "I" | "L" | "Q" => int(Signedness::Unsigned),
        _ => {
            return Err(PyValueError::new_err(format!("unimplemented array format conversion from format: {format}")));
        }
    })
}

/// A `Type` argument with its context.
fn type_arg(obj: &Bound<'_, PyAny>) -> PyResult<(Py<PyContext>, Type)> {
    let t = obj.cast::<PyType>().map_err(|_| {
        PyTypeError::new_err(format!("expected a Type, got {}", obj.repr().map(|r| r.to_string()).unwrap_or_default()))
    })?;
    let (c, ty) = t.get().parts();
    Ok((c.clone_ref(obj.py()), ty))
}

/// The context of a dense attribute being built, with what to call it in errors: the `context=`
/// argument (which must then be the type's), else the type's (`ty`), else `fallback`.
fn dense_context(
    py: Python<'_>,
    context: Option<Py<PyContext>>,
    ty: &Option<(Py<PyContext>, Type)>,
    fallback: impl FnOnce() -> PyResult<(Py<PyContext>, &'static str)>,
) -> PyResult<(Py<PyContext>, &'static str)> {
    match (context, ty) {
        (Some(c), Some((tc, _))) => {
            crate::handle::check_same(tc, &c, "the type", "the context= argument")?;
            Ok((c, "the context= argument"))
        }
        (Some(c), None) => Ok((c, "the context= argument")),
        (None, Some((tc, _))) => Ok((tc.clone_ref(py), "the type")),
        (None, None) => fallback(),
    }
}

fn type_repr(py: Python<'_>, c: &Py<PyContext>, ty: Type) -> PyResult<String> {
    Ok(crate::types::wrap(py, c, ty)?.bind(py).repr()?.to_string())
}

fn plain_type(ctx: &mlir_ir::Context, ty: Type) -> String {
    format!("Type({})", mlir_ir::print::type_to_string(ctx, ty))
}

fn plain_attr(ctx: &mlir_ir::Context, a: Attribute) -> String {
    format!("Attribute({})", mlir_ir::print::attr_to_string(ctx, a))
}

fn from_buffer(
    py: Python<'_>,
    array: &Bound<'_, PyAny>,
    signless: bool,
    ty: Option<(Py<PyContext>, Type)>,
    shape: Option<Vec<i64>>,
    context: Option<Py<PyContext>>,
) -> PyResult<(Py<PyContext>, Attribute)> {
    let (c, _) = dense_context(py, context, &ty, || Ok((resolve(py, None)?, "the current context")))?;
    let buf = read_buffer(array, ty.is_none())?;
    let ctx = c.get().core();
    let shaped = match ty {
        Some((_, t)) if ctx.type_kind(t).is_shaped() => {
            if shape.is_some() {
                return Err(PyValueError::new_err(
                    "Shape can only be specified explicitly when the type is not a shaped type.",
                ));
            }
            t
        }
        explicit => {
            let elem = match explicit {
                Some((_, t)) => t,
                None => infer_element_type(ctx, &buf.format, buf.itemsize, signless)?,
            };
            let dims = shape.unwrap_or(buf.shape);
            if Layout::of(ctx, elem).is_none() || dims.iter().any(|d| *d < 0) {
                return Err(PyValueError::new_err(LAYOUT_ERROR));
            }
            ranked_tensor(ctx, dims, elem)
        }
    };
    let a = from_raw(ctx, shaped, buf.bytes).ok_or_else(|| PyValueError::new_err(LAYOUT_ERROR))?;
    Ok((c.clone_ref(py), a))
}

fn from_list(
    py: Python<'_>,
    items: &Bound<'_, PyAny>,
    ty: Option<(Py<PyContext>, Type)>,
    context: Option<Py<PyContext>>,
) -> PyResult<(Py<PyContext>, Attribute)> {
    let items: Vec<Bound<'_, PyAny>> = items.try_iter()?.collect::<PyResult<_>>()?;
    if items.is_empty() {
        return Err(PyValueError::new_err("Attributes list must be non-empty."));
    }
    let mut objs = Vec::with_capacity(items.len());
    for it in &items {
        let a = it.cast::<PyAttribute>().map_err(|_| {
            PyRuntimeError::new_err("Invalid attribute when attempting to create an ArrayAttribute (std::bad_cast)")
        })?;
        objs.push(a.get());
    }
    let (c, other) = dense_context(py, context, &ty, || Ok((objs[0].context().clone_ref(py), "attribute 0")))?;
    let attrs = objs
        .iter()
        .enumerate()
        .map(|(i, a)| a.in_context(&c, format_args!("attribute {i}"), other))
        .collect::<PyResult<Vec<Attribute>>>()?;
    let ctx = c.get().core();
    let shaped = match ty {
        Some((_, t)) => {
            let kind = ctx.type_kind(t);
            if kind.shape().is_none() || kind.num_elements().is_none() || kind.element_type().is_none() {
                return Err(PyValueError::new_err(format!(
                    "Expected a static ShapedType for the shaped_type parameter: {}",
                    plain_type(ctx, t)
                )));
            }
            t
        }
        None => {
            let elem = attr_type(ctx, attrs[0]).unwrap_or_else(|| ctx.none_type());
            ranked_tensor(ctx, vec![attrs.len() as i64], elem)
        }
    };
    let kind = ctx.type_kind(shaped);
    let elem = kind.element_type().unwrap_or_else(|| ctx.none_type());
    let numel = kind.num_elements().unwrap_or(0) as usize;
    for a in &attrs {
        let at = attr_type(ctx, *a).unwrap_or_else(|| ctx.none_type());
        if at != elem {
            return Err(PyValueError::new_err(format!(
                "All attributes must be of the same type and match the type parameter: expected={}, but got={}",
                type_repr(py, &c, shaped)?,
                type_repr(py, &c, at)?
            )));
        }
    }
    if attrs.len() != numel && attrs.len() != 1 {
        return Err(PyValueError::new_err(format!(
            "Expected {numel} attributes (or one to splat) for {}, but got {}",
            plain_type(ctx, shaped),
            attrs.len()
        )));
    }
    if attrs.iter().all(|a| matches!(ctx.attr_kind(*a), AttrKind::String { .. })) {
        let mut values: Vec<Box<[u8]>> = attrs
            .iter()
            .map(|a| match ctx.attr_kind(*a) {
                AttrKind::String { value, .. } => value.clone(),
                _ => Box::default(),
            })
            .collect();
        let splat = values.len() == 1 || values.iter().all(|v| *v == values[0]);
        if splat {
            values.truncate(1);
        }
        return Ok((c.clone_ref(py), ctx.attr(AttrKind::DenseString { ty: shaped, splat, values: values.into() })));
    }
    let mut raw = Vec::new();
    for a in &attrs {
        match encode_scalar_attr(ctx, elem, *a) {
            Some(b) => raw.extend(b),
            None => {
                return Err(PyValueError::new_err(format!(
                    "Illegal element type for DenseElementsAttr: {}",
                    plain_attr(ctx, *a)
                )));
            }
        }
    }
    let esize = raw.len() / attrs.len();
    let (splat, raw) = with_splat(raw, esize, numel);
    Ok((c.clone_ref(py), ctx.attr(AttrKind::DenseElements { ty: shaped, splat, raw: raw.into() })))
}

/// `DenseElementsAttr.get`: a buffer (numpy array, `bytes`, `array.array`, ...) or a list of
/// attributes; for a list, the second positional argument is the type (upstream's overload).
fn get_impl(
    py: Python<'_>,
    array: &Bound<'_, PyAny>,
    signless: Option<Bound<'_, PyAny>>,
    r#type: Option<Bound<'_, PyAny>>,
    shape: Option<Vec<i64>>,
    context: Option<Py<PyContext>>,
) -> PyResult<Py<PyAny>> {
    if array.cast::<PyList>().is_ok() || array.cast::<PyTuple>().is_ok() {
        let ty_obj = match (&r#type, &signless) {
            (Some(t), _) => Some(t.clone()),
            (None, Some(s)) if s.cast::<PyType>().is_ok() => Some(s.clone()),
            _ => None,
        };
        let ty = ty_obj.as_ref().map(type_arg).transpose()?;
        let (c, a) = from_list(py, array, ty, context)?;
        return make::<DenseElementsAttr>(py, &c, a);
    }
    let signless = match signless {
        Some(s) => s.extract::<bool>()?,
        None => true,
    };
    let ty = r#type.as_ref().map(type_arg).transpose()?;
    let (c, a) = from_buffer(py, array, signless, ty, shape, context)?;
    make::<DenseElementsAttr>(py, &c, a)
}

fn get_splat_impl(py: Python<'_>, shaped_type: &PyType, element_attr: &PyAttribute) -> PyResult<Py<PyAny>> {
    let (c, ty) = shaped_type.parts();
    let ctx = c.get().core();
    let kind = ctx.type_kind(ty);
    let (Some(elem), Some(_), Some(_)) = (kind.element_type(), kind.shape(), kind.num_elements()) else {
        return Err(PyValueError::new_err(format!(
            "Expected a static ShapedType for the shaped_type parameter: {}",
            plain_type(ctx, ty)
        )));
    };
    let a = element_attr.in_context(c, "the element attribute", "the shaped type")?;
    if !matches!(ctx.attr_kind(a), AttrKind::Integer { .. } | AttrKind::Float { .. }) {
        return Err(PyValueError::new_err(format!(
            "Illegal element type for DenseElementsAttr: {}",
            plain_attr(ctx, a)
        )));
    }
    let raw = match (attr_type(ctx, a) == Some(elem)).then(|| encode_scalar_attr(ctx, elem, a)).flatten() {
        Some(raw) => raw,
        None => {
            return Err(PyValueError::new_err(format!(
                "Shaped element type and attribute type must be equal: shaped={}, element={}",
                plain_type(ctx, ty),
                plain_attr(ctx, a)
            )));
        }
    };
    let attr = ctx.attr(AttrKind::DenseElements { ty, splat: true, raw: raw.into() });
    make::<DenseElementsAttr>(py, c, attr)
}

// ----- DenseElementsAttr -----

/// The parts of a dense attribute: its type, element type, element count and splat flag.
struct Dense<'a> {
    ctx: &'a mlir_ir::Context,
    elem: Type,
    shape: Vec<i64>,
    numel: usize,
    splat: bool,
    data: DenseData<'a>,
}

enum DenseData<'a> {
    Raw(&'a [u8]),
    Strings(&'a [Box<[u8]>]),
}

fn dense(b: &PyAttribute) -> PyResult<Dense<'_>> {
    let ctx = b.context().get().core();
    let (ty, splat, data) = match b.kind() {
        AttrKind::DenseElements { ty, splat, raw } => (*ty, *splat, DenseData::Raw(raw)),
        AttrKind::DenseString { ty, splat, values } => (*ty, *splat, DenseData::Strings(values)),
        _ => return Err(PyTypeError::new_err("expected a dense elements attribute")),
    };
    let kind = ctx.type_kind(ty);
    Ok(Dense {
        ctx,
        elem: kind.element_type().unwrap_or_else(|| ctx.none_type()),
        shape: kind.shape().unwrap_or(&[]).to_vec(),
        numel: kind.num_elements().unwrap_or(0).max(0) as usize,
        splat,
        data,
    })
}

impl Dense<'_> {
    /// The bytes of element `i`, after the bounds check upstream's `__getitem__` makes.
    fn element(&self, i: isize) -> PyResult<(&[u8], Layout)> {
        if i < 0 || i as usize >= self.numel {
            return Err(PyIndexError::new_err("attempt to access out of bounds element"));
        }
        let (DenseData::Raw(raw), Some(layout)) = (&self.data, Layout::of(self.ctx, self.elem)) else {
            return Err(PyTypeError::new_err("expected int or float elements"));
        };
        Ok((element_bytes(raw, self.splat, layout.bytes(), i as usize), layout))
    }
}

/// What the three element classes share: the casting constructor, `isinstance`, and the
/// factories, which (as upstream's) build a `DenseElementsAttr` whichever class they are called on.
macro_rules! dense_elements_class {
    ($rust:ident, $name:literal) => {
        #[pymethods]
        impl $rust {
            #[new]
            fn py_new(cast_from_attr: &Bound<'_, PyAttribute>) -> PyResult<PyClassInitializer<Self>> {
                cast_init(cast_from_attr, $name)
            }

            #[staticmethod]
            fn isinstance(other: &Bound<'_, PyAny>) -> bool {
                holds_any::<Self>(other)
            }

            #[classattr]
            fn static_typeid() -> PyTypeID {
                PyTypeID::named("builtin.dense_elements")
            }

            /// Gets a DenseElementsAttr from a Python buffer or array (element type inferred from
            /// its format unless `type` is given), or from a list of attributes.
            #[staticmethod]
            #[pyo3(signature = (array, signless=None, r#type=None, shape=None, context=None))]
            fn get(
                py: Python<'_>,
                array: &Bound<'_, PyAny>,
                signless: Option<Bound<'_, PyAny>>,
                r#type: Option<Bound<'_, PyAny>>,
                shape: Option<Vec<i64>>,
                context: Option<Py<PyContext>>,
            ) -> PyResult<Py<PyAny>> {
                get_impl(py, array, signless, r#type, shape, context)
            }

            /// Gets a DenseElementsAttr where all values are the same.
            #[staticmethod]
            fn get_splat(
                py: Python<'_>,
                shaped_type: PyRef<'_, PyType>,
                element_attr: PyRef<'_, PyAttribute>,
            ) -> PyResult<Py<PyAny>> {
                get_splat_impl(py, &shaped_type, &element_attr)
            }
        }
    };
}

dense_elements_class!(DenseElementsAttr, "DenseElementsAttr");
dense_elements_class!(DenseIntElementsAttr, "DenseIntElementsAttr");
dense_elements_class!(DenseFPElementsAttr, "DenseFPElementsAttr");

#[pymethods]
impl DenseElementsAttr {
    #[getter]
    fn is_splat(slf: &Bound<'_, Self>) -> PyResult<bool> {
        Ok(dense(base(slf)?)?.splat)
    }

    fn get_splat_value(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        let b = base(slf)?;
        let d = dense(b)?;
        if !d.splat {
            return Err(PyValueError::new_err("get_splat_value called on a non-splat attribute"));
        }
        let ctx = d.ctx;
        let a = match d.data {
            DenseData::Strings(values) => {
                let ty = (*ctx.type_kind(d.elem) != TypeKind::None).then_some(d.elem);
                ctx.attr(AttrKind::String { value: values.first().cloned().unwrap_or_default(), ty })
            }
            DenseData::Raw(raw) => {
                let layout = Layout::of(ctx, d.elem).ok_or_else(|| PyTypeError::new_err("unsupported element type"))?;
                element_attr(ctx, layout, element_bytes(raw, true, layout.bytes(), 0))
            }
        };
        crate::attrs::wrap(slf.py(), b.context(), a)
    }

    fn __len__(slf: &Bound<'_, Self>) -> PyResult<usize> {
        Ok(dense(base(slf)?)?.numel)
    }

    /// A numpy array of the elements (upstream exports a buffer, which abi3 builds for 3.10 cannot
    /// define): `np.array(attr)` works the same way.
    #[pyo3(signature = (dtype=None, copy=None))]
    fn __array__(
        slf: &Bound<'_, Self>,
        dtype: Option<Bound<'_, PyAny>>,
        copy: Option<Bound<'_, PyAny>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = copy;
        let py = slf.py();
        let np = py.import("numpy")?;
        let d = dense(base(slf)?)?;
        let code = numpy_dtype(d.ctx, d.elem);
        let arr = match (&d.data, code) {
            (DenseData::Raw(raw), Ok(Some(code))) => {
                let bytes = repeated(py, raw, if d.splat { d.numel } else { 1 })?;
                let flat = np.call_method1("frombuffer", (bytes, code))?;
                flat.call_method1("reshape", (PyTuple::new(py, &d.shape)?,))?
            }
            (DenseData::Raw(_), Err(e)) if d.numel != 0 => return Err(e),
            (DenseData::Raw(_), Err(_)) => np.call_method1("empty", (0,))?,
            // Strings and other complex numbers have no buffer form: numpy then wraps the object.
            _ => {
                let kw = PyDict::new(py);
                kw.set_item("dtype", "O")?;
                let arr = np.call_method("empty", (PyTuple::empty(py),), Some(&kw))?;
                arr.set_item(PyTuple::empty(py), slf)?;
                arr
            }
        };
        match dtype {
            Some(dt) if !dt.is_none() => Ok(arr.call_method1("astype", (dt,))?.unbind()),
            _ => Ok(arr.unbind()),
        }
    }
}

/// A (writable) bytearray holding `raw` `n` times: a splat's element once per element.
fn repeated<'py>(py: Python<'py>, raw: &[u8], n: usize) -> PyResult<Bound<'py, PyByteArray>> {
    let total = raw.len().checked_mul(n).ok_or_else(|| PyMemoryError::new_err("dense attribute too large"))?;
    PyByteArray::new_with(py, total, |buf| {
        if !raw.is_empty() {
            for chunk in buf.chunks_mut(raw.len()) {
                chunk.copy_from_slice(raw);
            }
        }
        Ok(())
    })
}

/// The numpy dtype of an element type: `Ok(None)` when only an object array can hold it. 64-bit
/// integers use `q`/`Q` (numpy's `longlong`), the buffer formats upstream exports.
fn numpy_dtype(ctx: &mlir_ir::Context, elem: Type) -> PyResult<Option<&'static str>> {
    Ok(Some(match ctx.type_kind(elem) {
        TypeKind::Integer { width: 1, .. } => "?",
        TypeKind::Integer { width, signedness } => {
            let unsigned = *signedness == Signedness::Unsigned;
            match (width, unsigned) {
                (8, false) => "<i1",
                (16, false) => "<i2",
                (32, false) => "<i4",
                (64, false) => "<q",
                (8, true) => "<u1",
                (16, true) => "<u2",
                (32, true) => "<u4",
                (64, true) => "<Q",
                _ => return Err(PyTypeError::new_err("Unsupported integer type")),
            }
        }
        TypeKind::Index => "<q",
        TypeKind::Float(FloatKind::F16) => "<f2",
        TypeKind::Float(FloatKind::F32) => "<f4",
        TypeKind::Float(FloatKind::F64) => "<f8",
        TypeKind::Float(_) => return Err(PyTypeError::new_err("Unsupported floating-point type")),
        TypeKind::Complex(p) => match ctx.type_kind(*p) {
            TypeKind::Float(FloatKind::F32) => "<c8",
            TypeKind::Float(FloatKind::F64) => "<c16",
            _ => return Ok(None),
        },
        _ => return Ok(None),
    }))
}

// ----- DenseIntElementsAttr / DenseFPElementsAttr -----

#[pymethods]
impl DenseIntElementsAttr {
    /// Element `index` as a Python int (signed unless the type is unsigned; `index` elements are
    /// read unsigned and `i1` as 0/1, as upstream).
    fn __getitem__(slf: &Bound<'_, Self>, index: isize) -> PyResult<Py<PyAny>> {
        let py = slf.py();
        let d = dense(base(slf)?)?;
        let (bytes, _) = d.element(index)?;
        let word = |n: usize| -> u64 {
            bytes.iter().take(n).enumerate().fold(0u64, |acc, (j, b)| acc | ((*b as u64) << (8 * j)))
        };
        match d.ctx.type_kind(d.elem) {
            TypeKind::Integer { width: 1, .. } => Ok(((word(1) != 0) as i64).into_pyobject(py)?.into_any().unbind()),
            TypeKind::Integer { width: w @ (8 | 16 | 32 | 64), signedness } => {
                let v = word((*w / 8) as usize);
                if *signedness == Signedness::Unsigned {
                    Ok(v.into_pyobject(py)?.into_any().unbind())
                } else {
                    let shift = 64 - *w;
                    Ok((((v << shift) as i64) >> shift).into_pyobject(py)?.into_any().unbind())
                }
            }
            TypeKind::Index => Ok(word(8).into_pyobject(py)?.into_any().unbind()),
            _ => Err(PyTypeError::new_err("Unsupported integer type")),
        }
    }
}

#[pymethods]
impl DenseFPElementsAttr {
    /// Element `index` as a Python float (`f32` and `f64` elements only, as upstream).
    fn __getitem__(slf: &Bound<'_, Self>, index: isize) -> PyResult<f64> {
        let d = dense(base(slf)?)?;
        let (bytes, _) = d.element(index)?;
        match d.ctx.type_kind(d.elem) {
            TypeKind::Float(FloatKind::F32) => Ok(f32::from_bits(float_bits(bytes) as u32) as f64),
            TypeKind::Float(FloatKind::F64) => Ok(f64::from_bits(float_bits(bytes) as u64)),
            _ => Err(PyTypeError::new_err("Unsupported floating-point type")),
        }
    }
}

// ----- DenseResourceElementsAttr -----

#[pymethods]
impl DenseResourceElementsAttr {
    #[new]
    fn py_new(cast_from_attr: &Bound<'_, PyAttribute>) -> PyResult<PyClassInitializer<Self>> {
        cast_init(cast_from_attr, "DenseResourceElementsAttr")
    }

    #[staticmethod]
    fn isinstance(other: &Bound<'_, PyAny>) -> bool {
        holds_any::<Self>(other)
    }

    #[classattr]
    fn static_typeid() -> PyTypeID {
        PyTypeID::named("builtin.dense_resource_elements")
    }

    #[classattr]
    fn attr_name() -> &'static str {
        "builtin.dense_resource_elements"
    }

    /// A resource attribute whose blob (prefixed, as in the textual form, by its alignment as a
    /// 32-bit word) is a copy of `array`'s bytes, stored in the context under `name` or, if taken,
    /// `name_1`, `name_2`... As upstream keeps the buffer for the blob's life, `array` is kept
    /// alive until the context is collected.
    #[staticmethod]
    #[pyo3(signature = (array, name, r#type, alignment=None, is_mutable=false, context=None))]
    fn get_from_buffer(
        py: Python<'_>,
        array: &Bound<'_, PyAny>,
        name: &str,
        r#type: PyRef<'_, PyType>,
        alignment: Option<usize>,
        is_mutable: bool,
        context: Option<Py<PyContext>>,
    ) -> PyResult<Py<PyAny>> {
        let _ = is_mutable;
        let (c, ty) = r#type.parts();
        crate::context::check_explicit(c, context.as_ref(), "the type")?;
        let mv = py.import("builtins")?.getattr("memoryview")?.call1((array,))?;
        let read = || -> PyResult<(usize, Vec<u8>)> {
            if !mv.getattr("contiguous")?.extract::<bool>()? {
                return Err(PyValueError::new_err("Contiguous buffer is required."));
            }
            let itemsize: usize = mv.getattr("itemsize")?.extract()?;
            let kw = PyDict::new(py);
            kw.set_item("order", "A")?;
            let bytes = mv.call_method("tobytes", (), Some(&kw))?.cast_into::<PyBytes>()?.as_bytes().to_vec();
            Ok((itemsize, bytes))
        };
        let result = read();
        let _ = mv.call_method0("release");
        let (itemsize, bytes) = result?;
        let ctx = c.get().core();
        if !ctx.type_kind(ty).is_shaped() {
            return Err(PyValueError::new_err("Constructing a DenseResourceElementsAttr requires a ShapedType."));
        }
        let align = alignment.unwrap_or(itemsize).max(1);
        let align = u32::try_from(align)
            .ok()
            .filter(|a| a.is_power_of_two())
            .ok_or_else(|| PyValueError::new_err(format!("alignment must be a power of two, got {align}")))?;
        let mut blob = Vec::with_capacity(4 + bytes.len());
        blob.extend_from_slice(&align.to_le_bytes());
        blob.extend_from_slice(&bytes);
        let mut handle = ctx.ident(name);
        let mut n = 1u64;
        while ctx.resource(handle).is_some() {
            handle = ctx.ident(&format!("{name}_{n}"));
            n += 1;
        }
        ctx.set_resource(handle, blob.into());
        // `weakref.finalize` holds its arguments until the context goes: that keeps `array` alive.
        let builtins = py.import("builtins")?;
        py.import("weakref")?.getattr("finalize")?.call1((c.bind(py), builtins.getattr("id")?, array))?;
        let a = ctx.attr(AttrKind::DenseResource { ty, handle });
        make::<DenseResourceElementsAttr>(py, c, a)
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<DenseElementsAttr>()?;
    m.add_class::<DenseIntElementsAttr>()?;
    m.add_class::<DenseFPElementsAttr>()?;
    m.add_class::<DenseResourceElementsAttr>()?;
    Ok(())
}
