"""The `arith` dialect with its conveniences: `ConstantOp(result_type, python_value)`,
`ConstantOp.create_index`, `literal_value`, and the `constant` helper."""

from array import array as _array
from typing import Any, List, Optional, Union, overload

from ._arith_ops_gen import *
from ._arith_ops_gen import _Dialect
from ._arith_enum_gen import *
from ..ir import *
from ._ods_common import (
    _cext as _ods_cext,
    get_default_loc_context as _get_default_loc_context,
    get_op_result_or_op_results as _get_op_result_or_op_results,
)


def _isa(obj: Any, cls: type):
    try:
        cls(obj)
    except (ValueError, TypeError):
        return False
    return True


def _is_any_of(obj: Any, classes: List[type]):
    return any(_isa(obj, cls) for cls in classes)


def _is_integer_like_type(type: Type):
    return _is_any_of(type, [IntegerType, IndexType])


def _is_float_type(type: Type):
    return _is_any_of(type, [BF16Type, F16Type, F32Type, F64Type])


@_ods_cext.register_operation(_Dialect, replace=True)
class ConstantOp(ConstantOp):
    """`arith.constant` from an attribute, or from a result type and a Python value."""

    @overload
    def __init__(self, value: Attribute, *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None): ...

    @overload
    def __init__(self, result: Type, value: Union[int, float, "_array[Any]"], *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None): ...

    def __init__(self, result, value, *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
        """`ConstantOp(type, 42)` / `ConstantOp(type, 1.5)` build an integer or float
        constant of `type`; an `array.array` builds a dense vector/tensor constant of `type`;
        any attribute is used as the value (`ConstantOp(type, attr)`, or
        `ConstantOp(attr, None)`)."""
        if value is None:
            if not isinstance(result, Attribute):
                raise TypeError(f"arith.constant: expected an Attribute value, got {type(result).__name__}")
            super().__init__(result, loc=loc, ip=ip)
            return
        if isinstance(value, bool) or isinstance(value, int):
            attr = IntegerAttr.get(result, int(value))
        elif isinstance(value, float):
            attr = FloatAttr.get(result, value)
        elif isinstance(value, _array):
            width = result.element_type.width
            if 8 * value.itemsize != width:
                raise ValueError(f"Mismatching array element ({8 * value.itemsize}) and type ({width}) width.")
            if value.typecode in ("i", "l", "q"):
                attr = DenseIntElementsAttr.get(value, type=result)
            elif value.typecode in ("f", "d"):
                attr = DenseFPElementsAttr.get(value, type=result)
            else:
                raise ValueError(f'Unsupported typecode: "{value.typecode}".')
        else:
            attr = value
        super().__init__(attr, loc=loc, ip=ip)

    @classmethod
    def create_index(cls, value: int, *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
        """An `index` constant."""
        return cls(IndexType.get(context=_get_default_loc_context(loc)), value, loc=loc, ip=ip)

    @property
    def type(self):
        return self.results[0].type

    @property
    def value(self):
        return self.operation.attributes["value"]

    @property
    def literal_value(self) -> Union[int, float]:
        """The constant as a Python int or float (integer, index and float constants only)."""
        if _is_integer_like_type(self.type):
            return IntegerAttr(self.value).value
        if _is_float_type(self.type):
            return FloatAttr(self.value).value
        raise ValueError("only integer and float constants have literal values")


def constant(result: Type, value: Union[int, float, Attribute, "_array[Any]"], *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None) -> Value:
    """The result of a new `arith.constant` (see `ConstantOp`)."""
    return _get_op_result_or_op_results(ConstantOp(result, value, loc=loc, ip=ip))
