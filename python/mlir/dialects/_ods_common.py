"""Helpers shared by the generated op classes (`_<dialect>_ops_gen.py`) and hand-written
dialect extensions: segment accessors, argument normalisation, default contexts."""

from typing import Sequence as _Sequence, Union as _Union

from .._mlir_libs import _mlir as _cext
from ..ir import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    DenseI64ArrayAttr,
    IntegerAttr,
    IntegerType,
    OpView,
    Operation,
    ShapedType,
    Value,
)

__all__ = [
    "equally_sized_accessor",
    "get_default_loc_context",
    "get_op_result_or_value",
    "get_op_results_or_values",
    "get_op_result_or_op_results",
    "segmented_accessor",
]


def segmented_accessor(elements, raw_segments, idx):
    """The slice of `elements` (operands or results) forming segment `idx`, given the
    segment-sizes attribute `raw_segments` (a dense i32 array)."""
    sizes = list(_cext.ir.DenseI32ArrayAttr(raw_segments))
    begin = sum(sizes[:idx])
    return elements[begin : begin + sizes[idx]]


def equally_sized_accessor(elements, n_simple, n_variadic, n_preceding_simple, n_preceding_variadic):
    """Where a variadic group starts and how long each group is, when all variadic groups
    have the same length: returns `(start, elements_per_group)`."""
    variadic_total = len(elements) - n_simple
    assert variadic_total % n_variadic == 0, "variadic groups must have equal sizes"
    per_group = variadic_total // n_variadic
    return n_preceding_simple + n_preceding_variadic * per_group, per_group


def get_default_loc_context(location=None):
    """The context of `location`, or of the current location (None when there is none)."""
    if location is not None:
        return location.context
    current = _cext.ir.Location.current
    return current.context if current else None


def get_op_result_or_value(arg):
    """A Value from a Value, an op with exactly one result, or a result list (its first)."""
    if isinstance(arg, OpView):
        return arg.operation.result
    if isinstance(arg, Operation):
        return arg.result
    if isinstance(arg, _cext.ir.OpResultList):
        return arg[0]
    if not isinstance(arg, Value):
        raise TypeError(f"expected a Value, an Operation or an OpView, got {type(arg).__name__}")
    return arg


def get_op_results_or_values(arg):
    """The results of an op, or the given sequence of values unchanged."""
    if isinstance(arg, OpView):
        return arg.operation.results
    if isinstance(arg, Operation):
        return arg.results
    return arg


def _describe(arg):
    text = repr(arg)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{type(arg).__name__} ({text})"


def _operand_value(arg, name, op):
    """Operand `name` of a generated builder of `op` (the OpView being built): a Value, or the
    single result of an op. Anything else raises a TypeError naming the operand."""
    if isinstance(arg, Value):
        return arg
    if isinstance(arg, (OpView, Operation)):
        results = arg.results
        if len(results) == 1:
            return results[0]
        raise ValueError(
            f"{op.OPERATION_NAME}: operand '{name}' must be a Value or an op with exactly one result, "
            f"got an op with {len(results)} results ({arg.operation.name})"
        )
    if isinstance(arg, _cext.ir.OpResultList) and len(arg) == 1:
        return arg[0]
    raise TypeError(f"{op.OPERATION_NAME}: operand '{name}' must be a Value, got {_describe(arg)}")


def _operand_values(arg, name, op):
    """Variadic operand group `name` of a generated builder: the results of an op, or a
    sequence of Values (each may be an op with one result)."""
    if isinstance(arg, (OpView, Operation)):
        return list(arg.results)
    if isinstance(arg, Value) or isinstance(arg, (str, bytes)):
        raise TypeError(f"{op.OPERATION_NAME}: operand group '{name}' must be a sequence of Values, got {_describe(arg)}")
    try:
        items = list(arg)
    except TypeError:
        raise TypeError(
            f"{op.OPERATION_NAME}: operand group '{name}' must be a sequence of Values, got {_describe(arg)}"
        ) from None
    out = []
    for i, v in enumerate(items):
        if isinstance(v, Value):
            out.append(v)
            continue
        try:
            out.append(_operand_value(v, name, op))
        except TypeError:
            raise TypeError(
                f"{op.OPERATION_NAME}: operand group '{name}' must be a sequence of Values, "
                f"element {i} is {_describe(v)}"
            ) from None
    return out


def get_op_result_or_op_results(op):
    """What a functional builder returns: the single result, the results, or the op itself
    when it has none."""
    results = op.results
    if len(results) == 1:
        return results[0]
    if len(results) > 1:
        return results
    return op.operation if isinstance(op, OpView) else op


def _register_op_adaptor(op_class, *, replace=False):
    """Decorator registering an `OpAdaptor` subclass for `op_class` (available as
    `op_class.Adaptor`)."""

    def decorate(adaptor_class):
        if not replace and "Adaptor" in vars(op_class):
            raise RuntimeError(f"Adaptor for '{op_class.OPERATION_NAME}' is already registered")
        op_class.Adaptor = adaptor_class
        return adaptor_class

    return decorate


# Generated modules register their adaptors through the native module's
# `register_op_adaptor`; provide it where the native module lacks it.
if not hasattr(_cext, "register_op_adaptor"):
    _cext.register_op_adaptor = _register_op_adaptor


# The exact classes of plain values (generated builders take these without conversion).
_VALUE_TYPES = (_cext.ir.OpResult, _cext.ir.BlockArgument, _cext.ir.Value)

ResultValueTypeTuple = _cext.ir.Operation, _cext.ir.OpView, _cext.ir.Value
ResultValueT = _Union[ResultValueTypeTuple]
VariadicResultValueT = _Union[ResultValueT, _Sequence[ResultValueT]]


def _dispatch_mixed_values(values):
    """Splits a mix of static ints/attributes and dynamic values into (dynamic values, packed
    static attribute, static list with ShapedType.get_dynamic_size() for dynamic entries)."""
    dynamic = []
    static = []
    if isinstance(values, ArrayAttr):
        return dynamic, values, [IntegerAttr(a).value for a in values]
    if isinstance(values, (Operation, OpView, Value)):
        values = [values]
    for v in values:
        if isinstance(v, int):
            static.append(v)
        elif isinstance(v, IntegerAttr):
            static.append(v.value)
        else:
            static.append(ShapedType.get_dynamic_size())
            dynamic.append(get_op_result_or_value(v))
    return dynamic, DenseI64ArrayAttr.get(static), static
