"""The `scf` dialect with its conveniences: `ForOp` / `for_` (loops whose body block is
created), `ForallOp`, `InParallelOp`, `IfOp` (then/else blocks), `IndexSwitchOp` /
`index_switch`."""

from typing import List, Optional, Sequence, Tuple, Union

from ._scf_ops_gen import *
from ._scf_ops_gen import _Dialect
from .arith import constant
from ..ir import *
from ._ods_common import (
    _cext as _ods_cext,
    get_op_result_or_op_results as _get_op_result_or_op_results,
    get_op_result_or_value as _get_op_result_or_value,
    get_op_results_or_values as _get_op_results_or_values,
)


def _values(arg):
    """Loop-carried values given as an op (its results) or a sequence of values/ops."""
    if isinstance(arg, (OpView, Operation)):
        return list(arg.results)
    return [_get_op_result_or_value(v) for v in arg]


@_ods_cext.register_operation(_Dialect, replace=True)
class ForOp(ForOp):
    """`scf.for` with its body block (induction variable, then the loop-carried values)."""

    def __init__(self, lower_bound, upper_bound, step, iter_args: Optional[Union[Operation, OpView, Sequence[Value]]] = None, *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
        """A loop from `lower_bound` to `upper_bound` by `step` carrying `iter_args` (values,
        or an op whose results they are); the results have the types of `iter_args`."""
        iter_args = _values(iter_args if iter_args is not None else [])
        results = [v.type for v in iter_args]
        super().__init__(results, lower_bound, upper_bound, step, iter_args, loc=loc, ip=ip)
        self.regions[0].blocks.append(self.operands[0].type, *results)

    @property
    def body(self):
        """The loop's block."""
        return self.regions[0].blocks[0]

    @property
    def induction_variable(self):
        return self.body.arguments[0]

    @property
    def inner_iter_args(self):
        """The loop-carried values as the body sees them (the block arguments after the
        induction variable); the operands are `initArgs`."""
        return self.body.arguments[1:]


def _dispatch_index_op_fold_results(ofrs: Sequence[Union[Operation, OpView, Value, int]]) -> Tuple[List[Value], List[int]]:
    """Splits mixed static/dynamic bounds into the dynamic values and the static list (with
    the dynamic-size marker where a value is dynamic)."""
    dynamic, static = [], []
    for x in ofrs:
        if isinstance(x, (Operation, OpView, Value)):
            dynamic.append(_get_op_result_or_value(x))
            static.append(ShapedType.get_dynamic_size())
        else:
            static.append(x)
    return dynamic, static


@_ods_cext.register_operation(_Dialect, replace=True)
class ForallOp(ForallOp):
    """`scf.forall` from mixed static/dynamic bounds, with its body block."""

    def __init__(
        self,
        lower_bounds: Sequence[Union[Operation, OpView, Value, int]],
        upper_bounds: Sequence[Union[Operation, OpView, Value, int]],
        steps: Sequence[Union[Value, int]],
        shared_outs: Optional[Union[Operation, OpView, Sequence[Value]]] = None,
        *,
        mapping=None,
        loc=None,
        ip=None,
    ):
        """A parallel loop nest; each bound and step is an int or a value. `shared_outs` are
        the destination tensors (values or an op's results)."""
        assert len(lower_bounds) == len(upper_bounds) == len(steps), "Mismatch in length of lower bounds, upper bounds, and steps"
        shared_outs = _values(shared_outs if shared_outs is not None else [])
        dyn_lbs, static_lbs = _dispatch_index_op_fold_results(lower_bounds)
        dyn_ubs, static_ubs = _dispatch_index_op_fold_results(upper_bounds)
        dyn_steps, static_steps = _dispatch_index_op_fold_results(steps)
        results = [v.type for v in shared_outs]
        super().__init__(
            results, dyn_lbs, dyn_ubs, dyn_steps, static_lbs, static_ubs, static_steps, shared_outs,
            mapping=mapping, loc=loc, ip=ip,
        )
        self.regions[0].blocks.append(*([IndexType.get()] * len(static_lbs)), *results)

    @property
    def body(self) -> Block:
        return self.regions[0].blocks[0]

    @property
    def rank(self) -> int:
        """The number of induction variables."""
        return len(self.staticLowerBound)

    @property
    def induction_variables(self) -> BlockArgumentList:
        return self.body.arguments[: self.rank]

    @property
    def inner_iter_args(self) -> BlockArgumentList:
        """The shared outputs as the body sees them; the operands are `outputs`."""
        return self.body.arguments[self.rank :]

    def terminator(self) -> InParallelOp:
        """The body's `scf.forall.in_parallel`, created at the end of the body if absent."""
        ops = self.body.operations
        with InsertionPoint(self.body):
            if len(ops) and isinstance(ops[len(ops) - 1], InParallelOp):
                return ops[len(ops) - 1]
            return InParallelOp()


@_ods_cext.register_operation(_Dialect, replace=True)
class InParallelOp(InParallelOp):
    """`scf.forall.in_parallel` with its block."""

    def __init__(self, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
        super().__init__(loc=loc, ip=ip)
        self.region.blocks.append()

    @property
    def block(self) -> Block:
        return self.region.blocks[0]


@_ods_cext.register_operation(_Dialect, replace=True)
class IfOp(IfOp):
    """`scf.if` with its then block (and else block with `has_else`)."""

    def __init__(self, cond, results_=None, *, has_else=False, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
        """An `scf.if` on `cond` (an i1 value) with result types `results_`."""
        super().__init__(list(results_ or []), cond, loc=loc, ip=ip)
        self.regions[0].blocks.append()
        if has_else:
            self.regions[1].blocks.append()

    @property
    def then_block(self) -> Block:
        return self.regions[0].blocks[0]

    @property
    def else_block(self) -> Optional[Block]:
        """The else block, or None when the op has none."""
        if len(self.regions[1].blocks) == 0:
            return None
        return self.regions[1].blocks[0]


def for_(start, stop=None, step=None, iter_args: Optional[Sequence[Value]] = None, *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
    """A generator building an `scf.for` for use in a Python `for` statement:
    `for i in for_(10)`, `for i in for_(lb, ub, step)`; with `iter_args`, it yields
    `(iv, inner_args, results)` (single values when there is one), the insertion point set
    inside the body. Python ints become index constants."""
    if step is None:
        step = 1
    if stop is None:
        start, stop = 0, start
    bounds = []
    for p in (start, stop, step):
        if isinstance(p, float):
            raise ValueError(f"p={p!r} must be int.")
        bounds.append(constant(IndexType.get(), p) if isinstance(p, int) else p)
    loop = ForOp(*bounds, iter_args, loc=loc, ip=ip)
    iv = loop.induction_variable
    inner = tuple(loop.inner_iter_args)
    with InsertionPoint(loop.body):
        if len(inner) > 1:
            yield iv, inner, loop.results
        elif len(inner) == 1:
            yield iv, inner[0], loop.results[0]
        else:
            yield iv


@_ods_cext.register_operation(_Dialect, replace=True)
class IndexSwitchOp(IndexSwitchOp):
    __doc__ = IndexSwitchOp.__doc__

    def __init__(self, results, arg, cases, case_body_builder=None, default_body_builder=None, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
        """An `scf.index_switch` on `arg` with one region per case value plus the default
        region, each with a block. `default_body_builder(op)` and
        `case_body_builder(op, i, case_value)` fill them (insertion point set)."""
        cases = DenseI64ArrayAttr.get(list(cases))
        super().__init__(results, arg, cases, num_caseRegions=len(cases), loc=loc, ip=ip)
        for region in self.regions:
            region.blocks.append()
        if default_body_builder is not None:
            with InsertionPoint(self.default_block):
                default_body_builder(self)
        if case_body_builder is not None:
            for i in range(len(cases)):
                with InsertionPoint(self.case_block(i)):
                    case_body_builder(self, i, self.cases[i])

    @property
    def default_region(self) -> Region:
        return self.regions[0]

    @property
    def default_block(self) -> Block:
        return self.default_region.blocks[0]

    @property
    def case_regions(self) -> Sequence[Region]:
        return self.regions[1:]

    def case_region(self, i: int) -> Region:
        return self.case_regions[i]

    @property
    def case_blocks(self) -> Sequence[Block]:
        return [r.blocks[0] for r in self.case_regions]

    def case_block(self, i: int) -> Block:
        return self.case_regions[i].blocks[0]


def index_switch(results, arg, cases, case_body_builder=None, default_body_builder=None, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None) -> Union[OpResult, OpResultList, IndexSwitchOp]:
    """The result(s) of a new `IndexSwitchOp` (the op when it has none)."""
    op = IndexSwitchOp(
        results=results, arg=arg, cases=cases, case_body_builder=case_body_builder,
        default_body_builder=default_body_builder, loc=loc, ip=ip,
    )
    return _get_op_result_or_op_results(op)
