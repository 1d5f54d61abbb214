"""Helpers turning Python functions into the bodies of region-holding ops."""

import inspect
from functools import wraps

from ..dialects._ods_common import get_op_result_or_op_results
from ..ir import InsertionPoint, Type

__all__ = ["get_op_result_or_op_results", "op_region_builder", "region_op"]


def op_region_builder(op, op_region, terminator=None):
    """A decorator filling `op_region` of `op` with the decorated function's body.

    If the region has no block yet, one is created whose arguments have the types the
    function's parameters are annotated with (each must be an `mlir.ir.Type`). The function is
    called with the block arguments inside the block; when `terminator` is given, it is called
    last with the function's return values as a list. The decorated name becomes the op's
    result, results, or the op itself."""

    def build(body):
        if len(op_region.blocks) == 0:
            params = inspect.signature(body).parameters.values()
            types = [p.annotation for p in params]
            if not all(isinstance(t, Type) for t in types):
                raise ValueError(
                    f"for body_builder={body!r} every parameter needs an mlir Type annotation: "
                    f"{inspect.signature(body)}"
                )
            op_region.blocks.append(*types)
        entry = op_region.blocks[0]
        with InsertionPoint(entry):
            returned = body(*list(entry.arguments))
        if terminator is not None:
            values = []
            if isinstance(returned, (tuple, list)):
                values.extend(returned)
            elif returned is not None:
                values.append(returned)
            with InsertionPoint(list(op_region.blocks)[-1]):
                terminator(values)
        return get_op_result_or_op_results(op)

    return build


def region_op(op_constructor, terminator=None):
    """Makes `op_constructor` (building an op with one region) usable as a decorator: the
    decorated function becomes the region's body (see `op_region_builder`). Works bare
    (`@f`) or with the constructor's arguments (`@f(...)`)."""

    def with_args(*args, **kwargs):
        op = op_constructor(*args, **kwargs)
        return op_region_builder(op, op.regions[0], terminator)

    @wraps(with_args)
    def decorator(*args, **kwargs):
        if len(args) == 1 and not kwargs and callable(args[0]):
            return with_args()(args[0])
        return with_args(*args, **kwargs)

    return decorator
