"""Short constructors for builtin types (`T.i32()`, `T.tensor(2, 3, T.f32())`, ...).

Every constructor uses the current context (`with Context():`)."""

from functools import partial
from typing import List, Optional

from .. import ir as _ir
from ..ir import Type


def index():
    return _ir.IndexType.get()


def i(width):
    """The signless integer type of `width` bits."""
    return _ir.IntegerType.get_signless(width)


def si(width):
    return _ir.IntegerType.get_signed(width)


def ui(width):
    return _ir.IntegerType.get_unsigned(width)


def _fixed(make, width):
    return lambda: make(width)


bool = _fixed(i, 1)
i8, i16, i32, i64 = (_fixed(i, w) for w in (8, 16, 32, 64))
si8, si16, si32, si64 = (_fixed(si, w) for w in (8, 16, 32, 64))
ui8, ui16, ui32, ui64 = (_fixed(ui, w) for w in (8, 16, 32, 64))


def _float(class_name):
    cls = getattr(_ir, class_name, None)

    def make():
        if cls is None:
            raise NotImplementedError(f"{class_name} is not available")
        return cls.get()

    make.__name__ = class_name
    return make


f16 = _float("F16Type")
f32 = _float("F32Type")
tf32 = _float("FloatTF32Type")
f64 = _float("F64Type")
bf16 = _float("BF16Type")
f8E5M2 = _float("Float8E5M2Type")
f8E4M3 = _float("Float8E4M3Type")
f8E4M3FN = _float("Float8E4M3FNType")
f8E4M3B11FNUZ = _float("Float8E4M3B11FNUZType")
f8E3M4 = _float("Float8E3M4Type")
f4E2M1FN = _float("Float4E2M1FNType")
f6E2M3FN = _float("Float6E2M3FNType")
f6E3M2FN = _float("Float6E3M2FNType")
f8E5M3FNU = _float("Float8E5M3FNUType")
f8E8M0FNU = _float("Float8E8M0FNUType")
f8E5M3FNU = _float("Float8E5M3FNUType")


def none():
    return _ir.NoneType.get()


def complex(type):
    return _ir.ComplexType.get(type)


def opaque(dialect_namespace, type_data):
    return _ir.OpaqueType.get(dialect_namespace, type_data)


def _split_shape(shape, element_type):
    """(sizes, element type) from `*shape` whose last entry may be the element type."""
    last_is_type = len(shape) > 0 and isinstance(shape[-1], Type)
    if last_is_type == (element_type is not None):
        raise ValueError(
            "Either element_type must be provided explicitly XOR last arg to tensor type constructor must be the element type."
        )
    if element_type is not None:
        return list(shape), element_type
    return list(shape[:-1]), shape[-1]


def _shaped(*shape, element_type: Type = None, type_constructor=None):
    if type_constructor is None:
        raise ValueError("shaped is an abstract base class - cannot be constructed.")
    sizes, elem = _split_shape(shape, element_type)
    return type_constructor(sizes, elem) if sizes else type_constructor(elem)


def vector(*shape, element_type: Type = None, scalable: Optional[List[bool]] = None, scalable_dims: Optional[List[int]] = None):
    make = partial(_ir.VectorType.get, scalable=scalable, scalable_dims=scalable_dims)
    return _shaped(*shape, element_type=element_type, type_constructor=make)


def _unranked(shape):
    return not shape or (len(shape) == 1 and isinstance(shape[-1], Type))


def tensor(*shape, element_type: Type = None, encoding: Optional[str] = None):
    enc = _ir.StringAttr.get(encoding) if encoding is not None else None
    if _unranked(shape):
        if enc is not None:
            raise ValueError("UnrankedTensorType does not support encoding.")
        return _shaped(*shape, element_type=element_type, type_constructor=_ir.UnrankedTensorType.get)
    return _shaped(*shape, element_type=element_type, type_constructor=partial(_ir.RankedTensorType.get, encoding=enc))


def memref(*shape, element_type: Type = None, memory_space: Optional[int] = None, layout: Optional["StridedLayoutAttr"] = None):
    space = _ir.Attribute.parse(str(memory_space)) if memory_space is not None else None
    if _unranked(shape):
        return _shaped(*shape, element_type=element_type, type_constructor=partial(_ir.UnrankedMemRefType.get, memory_space=space))
    return _shaped(*shape, element_type=element_type, type_constructor=partial(_ir.MemRefType.get, memory_space=space, layout=layout))


def tuple(*elements):
    return _ir.TupleType.get_tuple(elements)


def function(*, inputs, results):
    return _ir.FunctionType.get(inputs, results)
