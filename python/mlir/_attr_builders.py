"""Attribute builders: functions turning plain Python values into attributes, registered by ODS
attribute kind (`I32Attr`, `StrAttr`, ...) so generated op builders accept plain values.

Builders look attribute classes up when called (`_ir.X`), so a class the native module lacks
only fails the builders that need it.

A builder is called as `builder(value, context)`; generated code calls it only when the value
is not already an `Attribute`. Dialect enum builders live in the generated
`_<dialect>_enum_gen.py` modules."""

from ._mlir_libs._mlir import ir as _ir
from ._mlir_libs._mlir.ir import AttrBuilder, Attribute

__all__ = ["register_attribute_builder"]


def register_attribute_builder(kind, replace=False, allow_existing=False):
    """Decorator registering `func(value, context)` as the builder for attribute kind `kind`."""

    def decorate(func):
        AttrBuilder.insert(kind, func, replace=replace, allow_existing=allow_existing)
        return func

    return decorate


def _expect(kind, value, accepted, what):
    """Raises a TypeError naming the attribute kind when `value` is not an instance of
    `accepted` (bool is not taken for an int)."""
    if isinstance(value, bool) and bool not in accepted:
        ok = False
    else:
        ok = isinstance(value, accepted)
    if not ok:
        raise TypeError(f"{kind}: expected {what}, got {type(value).__name__} ({value!r})")
    return value


def _register(kind, func):
    # `allow_existing`: user code may have registered its own builder first; keep it.
    AttrBuilder.insert(kind, func, allow_existing=True)


# ----- integers -----


def _int_builder(kind, make_type):
    def build(x, context):
        _expect(kind, x, (int,), "an int")
        return _ir.IntegerAttr.get(make_type(context), x)

    return build


for _width in (1, 8, 16, 32, 64):
    for _prefix, _getter in (("I", _ir.IntegerType.get_signless), ("SI", _ir.IntegerType.get_signed), ("UI", _ir.IntegerType.get_unsigned)):
        if _prefix == "I" and _width == 1:
            continue
        _kind = f"{_prefix}{_width}Attr"
        _register(_kind, _int_builder(_kind, lambda c, g=_getter, w=_width: g(w, context=c)))


def _i1_attr(x, context):
    _expect("I1Attr", x, (bool, int), "a bool or an int")
    return _ir.IntegerAttr.get(_ir.IntegerType.get_signless(1, context=context), int(x))


_register("I1Attr", _i1_attr)
_register("IndexAttr", _int_builder("IndexAttr", lambda c: _ir.IndexType.get(context=c)))
_register("APIntAttr", _int_builder("APIntAttr", lambda c: _ir.IntegerType.get_signless(64, context=c)))


def _bool_attr(x, context):
    _expect("BoolAttr", x, (bool,), "a bool")
    return _ir.BoolAttr.get(x, context=context)


_register("BoolAttr", _bool_attr)

# ----- floats -----


def _f32_attr(x, context):
    _expect("F32Attr", x, (int, float), "a float")
    return _ir.FloatAttr.get_f32(float(x), context=context)


def _f64_attr(x, context):
    _expect("F64Attr", x, (int, float), "a float")
    return _ir.FloatAttr.get_f64(float(x), context=context)


_register("F32Attr", _f32_attr)
_register("F64Attr", _f64_attr)

# ----- strings and symbols -----


def _str_attr(x, context):
    _expect("StrAttr", x, (str, bytes), "a str")
    return _ir.StringAttr.get(x, context=context)


def _symbol_name_attr(x, context):
    _expect("SymbolNameAttr", x, (str,), "a str")
    return _ir.StringAttr.get(x, context=context)


def _flat_symbol_ref_attr(x, context):
    _expect("FlatSymbolRefAttr", x, (str,), "a str")
    return _ir.FlatSymbolRefAttr.get(x, context=context)


def _symbol_ref_attr(x, context):
    if isinstance(x, (list, tuple)):
        return _ir.SymbolRefAttr.get(list(x), context=context)
    _expect("SymbolRefAttr", x, (str,), "a str or a list of str")
    return _ir.FlatSymbolRefAttr.get(x, context=context)


_register("StrAttr", _str_attr)
_register("SymbolNameAttr", _symbol_name_attr)
_register("FlatSymbolRefAttr", _flat_symbol_ref_attr)
_register("SymbolRefAttr", _symbol_ref_attr)


def _unit_attr(x, context):
    return _ir.UnitAttr.get(context=context) if x else None


_register("UnitAttr", _unit_attr)

# ----- types -----


def _type_attr(x, context):
    return _ir.TypeAttr.get(x, context=context)


_register("TypeAttr", _type_attr)
# `TypeAttrOf<...>` (a type attribute whose type is constrained): the same value.
_register("TypeAttrOf", _type_attr)
_register("MemRefTypeAttr", _type_attr)


def _type_array_attr(x, context):
    return _ir.ArrayAttr.get([_ir.TypeAttr.get(t, context=context) for t in x], context=context)


_register("TypeArrayAttr", _type_array_attr)

# ----- affine -----


def _affine_map_attr(x, context):
    return _ir.AffineMapAttr.get(x)


def _integer_set_attr(x, context):
    return _ir.IntegerSetAttr.get(x)


_register("AffineMapAttr", _affine_map_attr)
_register("IntegerSetAttr", _integer_set_attr)

# ----- containers -----


def _dict_attr(x, context):
    return _ir.DictAttr.get(x, context=context)


def _array_attr(x, context):
    return _ir.ArrayAttr.get(list(x), context=context)


def _array_of(element_builder):
    def build(x, context):
        return _ir.ArrayAttr.get([v if isinstance(v, Attribute) else element_builder(v, context) for v in x], context=context)

    return build


_register("DictionaryAttr", _dict_attr)
_register("ArrayAttr", _array_attr)
_register("DictArrayAttr", _array_of(_dict_attr))
_register("AffineMapArrayAttr", _array_of(_affine_map_attr))
_register("BoolArrayAttr", _array_of(_bool_attr))
_register("FlatSymbolRefArrayAttr", _array_of(_flat_symbol_ref_attr))
_register("SymbolRefArrayAttr", _array_of(_symbol_ref_attr))
_register("StrArrayAttr", _array_of(_str_attr))
_register("F32ArrayAttr", _array_of(_f32_attr))
_register("F64ArrayAttr", _array_of(_f64_attr))
_i32 = _int_builder("I32ArrayAttr", lambda c: _ir.IntegerType.get_signless(32, context=c))
_i64 = _int_builder("I64ArrayAttr", lambda c: _ir.IntegerType.get_signless(64, context=c))
_register("I32ArrayAttr", _array_of(_i32))
_register("I64ArrayAttr", _array_of(_i64))
_register("I64SmallVectorArrayAttr", _array_of(_i64))
_register("IndexListArrayAttr", _array_of(_array_of(_i64)))

for _kind in (
    "DenseBoolArrayAttr",
    "DenseI8ArrayAttr",
    "DenseI16ArrayAttr",
    "DenseI32ArrayAttr",
    "DenseI64ArrayAttr",
    "DenseF32ArrayAttr",
    "DenseF64ArrayAttr",
):
    _register(_kind, lambda x, context, cls=_kind: getattr(_ir, cls).get(list(x), context=context))

# ----- elements (need numpy, as upstream's) -----
try:
    import numpy as _np
except ImportError:  # pragma: no cover - numpy is optional
    _np = None

if _np is not None:

    def _elements(dtype, make_type):
        def build(x, context):
            return _ir.DenseElementsAttr.get(_np.array(x, dtype=dtype), type=make_type(context), context=context)

        return build

    _register("F64ElementsAttr", _elements(_np.float64, lambda c: _ir.F64Type.get(context=c)))
    _register("I32ElementsAttr", _elements(_np.int32, lambda c: _ir.IntegerType.get_signless(32, context=c)))
    _register("I64ElementsAttr", _elements(_np.int64, lambda c: _ir.IntegerType.get_signless(64, context=c)))
    _register("IndexElementsAttr", _elements(_np.int64, lambda c: _ir.IndexType.get(context=c)))

del _width, _prefix, _getter, _kind
