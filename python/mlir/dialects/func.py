"""The `func` dialect with its conveniences: `FuncOp(name, type)` with `add_entry_block`,
`arguments`, `from_py_func`; `CallOp(callee_op, args)`; `ConstantOp.type`."""

import inspect
from typing import Any, List, Optional, Sequence, Union

from ._func_ops_gen import *
from ._func_ops_gen import _Dialect
from ..ir import *
from ._ods_common import _cext as _ods_cext, get_default_loc_context as _get_default_loc_context

ARGUMENT_ATTRIBUTE_NAME = "arg_attrs"
RESULT_ATTRIBUTE_NAME = "res_attrs"


@_ods_cext.register_operation(_Dialect, replace=True)
class ConstantOp(ConstantOp):
    """`func.constant`, with the type of the function it refers to."""

    @property
    def type(self):
        return self.results[0].type


def _input_types(inputs):
    # Inputs may be given as `(name, type)` pairs; the type is what the signature needs.
    return [t[1] if isinstance(t, tuple) else t for t in inputs]


@_ods_cext.register_operation(_Dialect, replace=True)
class FuncOp(FuncOp):
    """`func.func` built from a name and a signature."""

    def __init__(self, name, type, *, visibility=None, body_builder=None, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
        """Creates a function `name` (a str) of `type`: a `FunctionType` or an
        `(inputs, results)` pair of type lists. `visibility` is "public", "private" or
        "nested" (no attribute when None). With `body_builder`, an entry block is added and
        `body_builder(op)` is called with the insertion point at its start; it must add the
        terminator."""
        sym_name = StringAttr.get(str(name))
        if isinstance(type, tuple):
            inputs, results = type
            type = FunctionType.get(inputs=_input_types(inputs), results=results)
        function_type = TypeAttr.get(type)
        vis = StringAttr.get(str(visibility)) if visibility is not None else None
        super().__init__(sym_name, function_type, sym_visibility=vis, loc=loc, ip=ip)
        if body_builder:
            with InsertionPoint(self.add_entry_block()):
                body_builder(self)

    @property
    def is_external(self):
        """True when the function has no body (a declaration)."""
        return len(self.regions[0].blocks) == 0

    @property
    def body(self):
        return self.regions[0]

    @property
    def type(self):
        return FunctionType(TypeAttr(self.attributes["function_type"]).value)

    @property
    def visibility(self):
        return self.attributes["sym_visibility"]

    @property
    def name(self) -> StringAttr:
        return StringAttr(self.attributes["sym_name"])

    @property
    def entry_block(self):
        if self.is_external:
            raise IndexError("External function does not have a body")
        return self.regions[0].blocks[0]

    def add_entry_block(self, arg_locs: Optional[Sequence[Location]] = None):
        """Adds the entry block, with one argument per input of the signature, and returns
        it. Raises IndexError if the function already has a body."""
        if not self.is_external:
            raise IndexError("The function already has an entry block!")
        self.body.blocks.append(*self.type.inputs, arg_locs=arg_locs)
        return self.body.blocks[0]

    @property
    def arg_attrs(self):
        """The argument attribute dictionaries (empty ones when the op has none)."""
        if ARGUMENT_ATTRIBUTE_NAME not in self.attributes:
            return ArrayAttr.get([DictAttr.get({}) for _ in self.type.inputs])
        return ArrayAttr(self.attributes[ARGUMENT_ATTRIBUTE_NAME])

    @arg_attrs.setter
    def arg_attrs(self, attribute: Union[ArrayAttr, list]):
        if not isinstance(attribute, ArrayAttr):
            attribute = ArrayAttr.get(attribute, context=self.context)
        self.attributes[ARGUMENT_ATTRIBUTE_NAME] = attribute

    @property
    def arguments(self):
        return self.entry_block.arguments

    @property
    def result_attrs(self):
        return self.attributes[RESULT_ATTRIBUTE_NAME]

    @result_attrs.setter
    def result_attrs(self, attribute: ArrayAttr):
        self.attributes[RESULT_ATTRIBUTE_NAME] = attribute

    @classmethod
    def from_py_func(FuncOp, *inputs: Type, results: Optional[Sequence[Type]] = None, name: Optional[str] = None):
        """Decorator defining a `func.func` from a Python function (at the current insertion
        point and location).

        The function is called once, inside a new entry block whose arguments (typed by
        `inputs`) it receives positionally; if it takes a `func_op` parameter (or `**kwargs`),
        the op is passed as `func_op`. The op is named after the function unless `name` is
        given. Without `results`, whatever the function returns (values, an op, a tuple or
        list, or None) is returned with a `func.return` and the function type gets those
        result types; with `results`, the function must return None and add its own
        terminator.

        The decorated name then emits a `func.call` when called, returning None, the single
        result, or the results."""

        def decorator(f):
            from . import func

            params = inspect.signature(f).parameters.values()
            pass_op = any(
                p.kind == p.VAR_KEYWORD or (p.name == "func_op" and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY))
                for p in params
            )
            implicit_return = results is None
            symbol = name or f.__name__
            fn_type = FunctionType.get(inputs=inputs, results=[] if implicit_return else results)
            func_op = FuncOp(name=symbol, type=fn_type)
            with InsertionPoint(func_op.add_entry_block()):
                kwargs = {"func_op": func_op} if pass_op else {}
                returned = f(*func_op.entry_block.arguments, **kwargs)
                if not implicit_return:
                    return_types = list(results)
                    assert returned is None, (
                        "Capturing a python function with explicit `results=` "
                        "requires that the wrapped function returns None."
                    )
                else:
                    if returned is None:
                        values = []
                    elif isinstance(returned, Value):
                        values = [returned]
                    elif isinstance(returned, OpView):
                        values = returned.operation.results
                    elif isinstance(returned, Operation):
                        values = returned.results
                    else:
                        values = list(returned)
                    func.ReturnOp(values)
                    return_types = [v.type for v in values]
                    func_op.attributes["function_type"] = TypeAttr.get(
                        FunctionType.get(inputs=inputs, results=return_types)
                    )

            def emit_call_op(*call_args):
                call = func.CallOp(return_types, FlatSymbolRefAttr.get(symbol), call_args)
                if return_types is None:
                    return None
                if len(return_types) == 1:
                    return call.result
                return call.results

            emit_call_op.__name__ = f.__name__
            emit_call_op.func_op = func_op
            return emit_call_op

        return decorator


func = FuncOp.from_py_func


@_ods_cext.register_operation(_Dialect, replace=True)
class CallOp(CallOp):
    """`func.call`, built from the callee op or from result types and a callee name."""

    def __init__(
        self,
        calleeOrResults: Union[FuncOp, List[Type]],
        argumentsOrCallee: Union[List, FlatSymbolRefAttr, str],
        arguments: Optional[List] = None,
        *,
        loc=None,
        ip=None,
    ):
        """Either `CallOp(func_op, [args])`, or `CallOp([result types], callee, [args])`
        where `callee` is a str or a `FlatSymbolRefAttr`."""
        if isinstance(calleeOrResults, FuncOp):
            if not isinstance(argumentsOrCallee, list):
                raise ValueError(
                    "when constructing a call to a function, expected the second argument to be a list of call "
                    f"arguments, got {type(argumentsOrCallee)}"
                )
            if arguments is not None:
                raise ValueError("unexpected third argument when constructing a call to a function")
            callee = FlatSymbolRefAttr.get(calleeOrResults.name.value, context=_get_default_loc_context(loc))
            super().__init__(calleeOrResults.type.results, callee, argumentsOrCallee, loc=loc, ip=ip)
            return
        if isinstance(argumentsOrCallee, list):
            raise ValueError(
                "when constructing a call to a function by name, expected the second argument to be a string or a "
                f"FlatSymbolRefAttr, got {type(argumentsOrCallee)}"
            )
        callee = argumentsOrCallee
        if isinstance(callee, str):
            callee = FlatSymbolRefAttr.get(callee, context=_get_default_loc_context(loc))
        super().__init__(calleeOrResults, callee, arguments, loc=loc, ip=ip)
