"""The core IR classes: contexts, locations, types, attributes, operations, blocks, regions,
values and insertion points (upstream's `mlir.ir`)."""

from __future__ import annotations

from contextlib import contextmanager as _contextmanager

from ._mlir_libs._mlir.ir import *  # noqa: F401,F403
from ._mlir_libs._mlir.ir import _OperationBase, _BaseContext, _GlobalDebug  # noqa: F401
from ._mlir_libs._mlir import (  # noqa: F401
    register_type_caster,
    register_value_caster,
    globals as _globals,
)
from ._mlir_libs import (  # noqa: F401
    get_dialect_registry,
    append_load_on_create_dialect,
    get_load_on_create_dialects,
)


@_contextmanager
def loc_tracebacks(*, max_depth=None, on_explicit_actn=OnExplicitAction.USE_EXPLICIT,
                   current_loc_actn=CurrentLocAction.FALLBACK):
    """Within this block, ops created without a location get one from the Python call stack
    (at most `max_depth` frames): named file ranges chained as call sites. `on_explicit_actn`
    says whether an explicit `loc=` still wins; `current_loc_actn` whether the current name
    location wraps the result."""
    was_enabled = _globals.loc_tracebacks_enabled()
    old_limit = _globals.loc_tracebacks_frame_limit()
    old_explicit = _globals.traceback_action_on_explicit_loc()
    old_current = _globals.traceback_action_on_current_loc()
    try:
        _globals.set_loc_tracebacks_frame_limit(old_limit if max_depth is None else max_depth)
        _globals.set_traceback_action_on_explicit_loc(on_explicit_actn)
        _globals.set_traceback_action_on_current_loc(current_loc_actn)
        _globals.set_loc_tracebacks_enabled(True)
        yield
    finally:
        _globals.set_loc_tracebacks_enabled(was_enabled)
        _globals.set_loc_tracebacks_frame_limit(old_limit)
        _globals.set_traceback_action_on_explicit_loc(old_explicit)
        _globals.set_traceback_action_on_current_loc(old_current)


def get_parent_of_type(op, op_class):
    """The closest enclosing operation that is an instance of `op_class` (an OpView subclass),
    or None."""
    if not (isinstance(op_class, type) and issubclass(op_class, OpView)):
        raise TypeError(f"op_class must be an OpView subclass, got {op_class!r}")
    parent = op.parent
    while parent is not None:
        view = parent.opview
        if isinstance(view, op_class):
            return view
        parent = parent.parent
    return None


def get_ops_of_type(root, op_class=None):
    """Every operation under `root` (an op or a Module), optionally only those of `op_class`."""
    start = root.operation if isinstance(root, Module) else root
    found = []

    def visit(op):
        found.append(op.opview)
        return WalkResult.ADVANCE

    start.walk(visit, op_class=op_class)
    return found


# Builders turning plain Python values into attributes, by ODS attribute kind (used by the
# generated op classes).
from . import _attr_builders  # noqa: E402
from ._attr_builders import register_attribute_builder  # noqa: E402,F401
