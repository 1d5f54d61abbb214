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
        # Continuation lines of a message are indented under it, as upstream does.
        for d in self.error_diagnostics:
            out += "\nerror: " + _loc_text(d.location) + ": " + d.message.replace("\n", "\n  ")
            for n in d.notes:
                out += "\n note: " + _loc_text(n.location) + ": " + n.message.replace("\n", "\n  ")
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


def _no_dynamic_ops(what, op_name):
    name = getattr(op_name, "OPERATION_NAME", op_name)
    raise ValueError(
        f"cannot attach {what} to '{name}': traits and interface implementations can be attached only to "
        "operations of dynamic (Python-defined) dialects, and this build has none"
    )


class DynamicOpTrait:
    """Base of the op trait classes `Operation.has_trait` accepts."""

    @classmethod
    def attach(cls, op_name, target=None, context=None):
        """Attach the trait to the given operation name (dynamic dialects only)."""
        _no_dynamic_ops(cls.__name__, op_name)


class IsTerminatorTrait(DynamicOpTrait):
    """The op ends its block."""


class NoTerminatorTrait(DynamicOpTrait):
    """The op's regions' blocks need no terminator."""


class IsIsolatedFromAboveTrait(DynamicOpTrait):
    """The op's regions do not use values defined outside it."""


class RecursiveMemoryEffectsTrait(DynamicOpTrait):
    """The op's memory effects are those of the ops in its regions."""


class MemoryEffect:
    """A memory effect."""

    __slots__ = ("_kind",)

    def __init__(self, *args, **kwargs):
        raise TypeError("MemoryEffect: no constructor defined! (use MemoryEffect.Read, .Write, .Allocate or .Free)")

    @classmethod
    def _make(cls, kind):
        e = object.__new__(cls)
        e._kind = kind
        return e

    def __eq__(self, other):
        return isinstance(other, MemoryEffect) and other._kind == self._kind

    def __hash__(self):
        return hash(("MemoryEffect", self._kind))


MemoryEffect.Allocate = MemoryEffect._make(0)
MemoryEffect.Free = MemoryEffect._make(1)
MemoryEffect.Read = MemoryEffect._make(2)
MemoryEffect.Write = MemoryEffect._make(3)
_EFFECTS = (MemoryEffect.Allocate, MemoryEffect.Free, MemoryEffect.Read, MemoryEffect.Write)


class SideEffectResource:
    """A side effect resource."""

    def __init__(self, *args, **kwargs):
        raise TypeError("SideEffectResource: no constructor defined! (use SideEffectResource.Default)")


SideEffectResource.Default = object.__new__(SideEffectResource)


class MemoryEffectInstance:
    """A concrete instance of a memory effect."""

    def __init__(self, effect, target=None, *, parameters=None, stage=0, effect_on_full_region=False,
                 resource=None):
        if not isinstance(effect, MemoryEffect):
            raise TypeError(f"MemoryEffectInstance: effect must be a MemoryEffect, got {type(effect).__name__}")
        if target is not None and not isinstance(target, (OpOperand, Value, SymbolRefAttr, FlatSymbolRefAttr)):
            raise TypeError("MemoryEffectInstance: target must be an OpOperand, a Value, a SymbolRefAttr or None, "
                            f"got {type(target).__name__}")
        self._effect = effect
        self._target = target
        self._parameters = parameters
        self._stage = int(stage)
        self._full = bool(effect_on_full_region)
        self._resource = SideEffectResource.Default if resource is None else resource

    @property
    def effect(self):
        """Returns the kind of memory effect."""
        return self._effect

    @property
    def value(self):
        """Returns the affected value, if any."""
        t = self._target
        if isinstance(t, OpOperand):
            return t.get()
        return t if isinstance(t, Value) else None

    @property
    def symbol_ref(self):
        """Returns the affected symbol reference, if any."""
        t = self._target
        return t if isinstance(t, (SymbolRefAttr, FlatSymbolRefAttr)) else None

    @property
    def parameters(self):
        """Returns the effect parameters, if any."""
        return self._parameters

    @property
    def stage(self):
        """Returns the stage at which the effect occurs."""
        return self._stage

    @property
    def effect_on_full_region(self):
        """Returns whether the effect applies to the full resource."""
        return self._full

    @property
    def resource(self):
        """Returns the affected side effect resource."""
        return self._resource


class _OpInterface:
    """An interface of an op (from an Operation or OpView) or of an op class (a static interface,
    from an OpView subclass). Raises ValueError if the op does not implement it."""

    _index = None

    def __init__(self, object, context=None):
        if isinstance(object, type):
            name = getattr(object, "OPERATION_NAME", None)
            if name is None:
                raise TypeError(f"{type(self).__name__}: expected an op class with OPERATION_NAME, got {object!r}")
            ctx = context if context is not None else Context.current
            if ctx is None:
                raise RuntimeError(
                    "An MLIR function requires a Context but none was provided in the call or from the surrounding "
                    "environment. Either pass to the function with a 'context=' argument or establish a default using "
                    "'with Context():'"
                )
            self._op = None
        elif isinstance(object, _OperationBase):
            name, ctx = object.operation.name, object.operation.context
            self._op = object.operation
        else:
            raise TypeError(f"{type(self).__name__}: expected an Operation, an OpView or an op class, got "
                            f"{type(object).__name__}")
        self._name, self._context = name, ctx
        if not _op_interfaces(name, ctx)[self._index]:
            raise ValueError(f"the operation does not implement {type(self).__name__}")

    @property
    def operation(self):
        """The operation, for an interface made from one."""
        if self._op is None:
            raise TypeError("Cannot get an operation from a static interface")
        return self._op

    @property
    def opview(self):
        """The operation's OpView, for an interface made from one."""
        return self.operation.opview

    @classmethod
    def attach(cls, op_name, *, target=None, context=None):
        """Attach the interface subclass to the given operation name (dynamic dialects only)."""
        _no_dynamic_ops(cls.__name__, op_name)


class InferTypeOpInterface(_OpInterface):
    _index = 0

    def inferReturnTypes(self, operands=None, attributes=None, properties=None, regions=None, context=None,
                         loc=None):
        """The result types of the op for these operands and attributes (a DictAttr)."""
        import sys

        native = sys.modules[__name__.rpartition(".")[0]]
        attrs = None if attributes is None else {a.name: a.attr for a in DictAttr(attributes)}
        ctx = context if context is not None else self._context
        # Upstream hands back plain `Type`s here.
        return [Type(t) for t in native._infer_result_types(self._name, list(operands or []), attrs, context=ctx)]


class InferShapedTypeOpInterface(_OpInterface):
    _index = 3

    def inferReturnTypeComponents(self, operands=None, attributes=None, properties=None, regions=None,
                                  context=None, loc=None):
        """The shaped type components of the results (no op of this build implements it)."""
        raise ValueError("the operation does not implement InferShapedTypeOpInterface")


class MemoryEffectsOpInterface(_OpInterface):
    _index = 1

    def get_effects(self):
        """Returns the memory effects of the operation."""
        return [MemoryEffectInstance(_EFFECTS[k], v) for k, v in _op_memory_effects(self.operation)]


class ConditionallySpeculatable(_OpInterface):
    _index = 2

    def getSpeculatability(self):
        """Returns the speculatability of the given operation."""
        return Speculatability(_op_speculatability(self.operation))


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
    # The attribute map of an op is a mapping (names to attributes), for `match` mapping
    # patterns and `isinstance(x, Mapping)`.
    cls = globals().get("OpAttributeMap")
    if cls is not None:
        _abc.Mapping.register(cls)


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


def _dialects_getattr(self, name):
    """`context.dialects.<name>`: the descriptor of the loaded dialect `name`
    (`AttributeError` for one that is not)."""
    return Dialects.__getattribute__(self, name)


# Upstream's `Dialects` declares `__getattr__` (ours resolves names in `__getattribute__`);
# the explicit method is the same lookup.
Dialects.__getattr__ = _dialects_getattr


# `OpView.__init__` and `Value.__init__` are ordinary methods upstream (nanobind); ours are
# defined natively under another name and bound here, so they are methods too (with the
# signature `inspect` shows), not type slots.
OpView.__init__ = OpView._init
Value.__init__ = Value._init
