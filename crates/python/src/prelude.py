# Parts of `mlir._mlir_libs._mlir.ir` that are plain Python classes upstream (enums and the
# MLIRError exception). Executed into the native `ir` module when it is created.
import enum as _enum


class DiagnosticSeverity(_enum.Enum):
    ERROR = 0
    WARNING = 1
    NOTE = 2
    REMARK = 3


class RemarkKind(_enum.Enum):
    UNKNOWN = 0
    PASSED = 1
    MISSED = 2
    FAILURE = 3
    ANALYSIS = 4


class RemarkFormat(_enum.Enum):
    YAML = 0
    BITSTREAM = 1


class RemarkPolicy(_enum.Enum):
    ALL = 0
    FINAL = 1


class _TransientScope:
    """What `Context.transient_scope()` returns: begins the scope on entry, ends it on exit."""

    def __init__(self, context):
        self._context = context

    def __enter__(self):
        self._context.begin_transient_scope()
        return self._context

    def __exit__(self, *exc):
        self._context.end_transient_scope()
        return False


class WalkOrder(_enum.Enum):
    PRE_ORDER = 0
    POST_ORDER = 1


class WalkResult(_enum.Enum):
    ADVANCE = 0
    INTERRUPT = 1
    SKIP = 2


def _loc_text(loc):
    text = str(loc)
    if text.startswith("loc(") and text.endswith(")"):
        return text[4:-1]
    return text


class MLIRError(Exception):
    """An error from MLIR, with the error diagnostics that explain it (`error_diagnostics`)."""

    def __init__(self, message, error_diagnostics):
        super().__init__(message, error_diagnostics)
        self._message = message
        self._error_diagnostics = error_diagnostics

    @property
    def message(self):
        return self._message

    @property
    def error_diagnostics(self):
        return self._error_diagnostics

    def __str__(self):
        out = self.message
        if self.error_diagnostics:
            out += ":"
        for d in self.error_diagnostics:
            out += "\nerror: " + _loc_text(d.location) + ": " + d.message
            for n in d.notes:
                out += "\n note: " + _loc_text(n.location) + ": " + n.message
        return out


class _GlobalDebug:
    """Debug switches (upstream's `mlir.ir._GlobalDebug`); `flag` enables debug output."""

    flag = False
    _types = []

    @staticmethod
    def set_types(types):
        _GlobalDebug._types = [types] if isinstance(types, str) else list(types)


class OperationEquivalenceFlags(_enum.IntFlag):
    NONE = 0
    IGNORE_LOCATIONS = 1
    IGNORE_DISCARDABLE_ATTRS = 2
    IGNORE_PROPERTIES = 4
    IGNORE_COMMUTATIVITY = 8


class Speculatability(_enum.Enum):
    NotSpeculatable = 0
    Speculatable = 1
    RecursivelySpeculatable = 2


class DynamicOpTrait:
    """Base of the op trait classes `Operation.has_trait` accepts."""


class IsTerminatorTrait(DynamicOpTrait):
    """The op ends its block."""


class NoTerminatorTrait(DynamicOpTrait):
    """The op's regions' blocks need no terminator."""


class IsIsolatedFromAboveTrait(DynamicOpTrait):
    """The op's regions do not use values defined outside it."""


class ShapedTypeComponents:
    """A shape (or none: unranked), an element type and an optional attribute: what shape
    inference produces for one result."""

    def __init__(self, shape, element_type, attribute=None):
        self._shape = None if shape is None else list(shape)
        self._element_type = element_type
        self._attribute = attribute

    @staticmethod
    def get(*args):
        if len(args) == 1:
            return ShapedTypeComponents(None, args[0])
        if len(args) in (2, 3):
            return ShapedTypeComponents(*args)
        raise TypeError("ShapedTypeComponents.get(element_type) or get(shape, element_type[, attribute])")

    @property
    def element_type(self):
        return self._element_type

    @property
    def has_rank(self):
        return self._shape is not None

    @property
    def rank(self):
        return None if self._shape is None else len(self._shape)

    @property
    def shape(self):
        return None if self._shape is None else list(self._shape)


def _register_sequences():
    # The list-like views behave as sequences (len, indexing), so `match` sequence patterns and
    # `isinstance(x, Sequence)` accept them, as upstream's do.
    import collections.abc as _abc

    for name in ("BlockPredecessors", "BlockSuccessors", "OpOperands", "OperationList", "BlockList",
                 "BlockArgumentList", "OpResultList", "OpOperandList", "RegionSequence", "OpSuccessors"):
        cls = globals().get(name)
        if cls is not None:
            _abc.Sequence.register(cls)


_register_sequences()


class OnExplicitAction(_enum.Enum):
    USE_EXPLICIT = 0
    USE_TRACEBACK = 1


class CurrentLocAction(_enum.Enum):
    FALLBACK = 0
    NAMELOC_WRAP = 1


def _traceback_location(explicit, limit, use_traceback, nameloc_wrap, excluded, included):
    """The location of an op being created with `loc_tracebacks()` enabled: the Python call
    stack (innermost first, at most `limit` frames, skipping the registered excluded files) as
    call-site locations of named file ranges. Called by the native builders."""
    import sys

    if explicit is not None and not use_traceback:
        return explicit
    context = Context.current
    located = []
    frame = sys._getframe(1)
    while frame is not None and len(located) < limit:
        code = frame.f_code
        name = code.co_filename
        if name in included or name not in excluded:
            line, end_line, col, end_col = frame.f_lineno, frame.f_lineno, 0, 0
            positions = getattr(code, "co_positions", None)
            if positions is not None and frame.f_lasti >= 0:
                pos = list(positions())[frame.f_lasti // 2]
                if pos[0] is not None:
                    line, end_line = pos[0], pos[1] if pos[1] is not None else pos[0]
                    col, end_col = pos[2] or 0, pos[3] or 0
            file_loc = Location.file(name, line, col, end_line, end_col, context=context)
            qualname = getattr(code, "co_qualname", code.co_name)
            located.append(Location.name(qualname, childLoc=file_loc, context=context))
        frame = frame.f_back
    if not located:
        if explicit is not None:
            return explicit
        current = Location.current
        return current if current is not None else Location.unknown(context=context)
    loc = located[0] if len(located) == 1 else Location.callsite(located[0], located[1:], context=context)
    current = Location.current
    if nameloc_wrap and current is not None and isinstance(current, NameLoc):
        loc = Location.name(current.name_str, childLoc=loc, context=context)
    return loc


def _member_repr(self):
    return f"{type(self).__name__}.{self.name}"


# Upstream's (nanobind) enums print as `Kind.MEMBER`, and its flag enums as their integer.
for _cls in (DiagnosticSeverity, RemarkKind, RemarkFormat, RemarkPolicy, WalkOrder, WalkResult, Speculatability,
             OnExplicitAction, CurrentLocAction):
    _cls.__repr__ = _member_repr
OperationEquivalenceFlags.__repr__ = int.__repr__
del _cls
