"""The `irdl` dialect: dialects described as IR and loaded at run time.

Beyond the generated op classes: the definition ops (`DialectOp`, `OperationOp`, `TypeOp`,
`AttributeOp`) are created with their body block, reachable as `.body`; `dialect`,
`operation_`, `type_` and `attribute` return those ops; `Variadicity` lists build
`#irdl<variadicity_array[...]>`; `load_dialects(module)` registers what a module describes."""

from typing import Optional, Sequence, Union

from ._irdl_ops_gen import *
from ._irdl_ops_gen import _Dialect
from ._irdl_enum_gen import *
from .._mlir_libs._mlirDialectsIRDL import load_dialects
from ..ir import Attribute, Block, InsertionPoint, Location, register_attribute_builder
from ._ods_common import _cext as _ods_cext
from ._irdl_enum_gen import _ods_enum_value


def _with_body(base):
    """A definition op class whose `__init__` also creates the (empty) body block."""

    class Defined(base):
        __doc__ = base.__doc__

        def __init__(self, sym_name: Union[str, Attribute], *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
            super().__init__(sym_name, loc=loc, ip=ip)
            self.regions[0].blocks.append()

        @property
        def body(self) -> Block:
            """The block holding the definition."""
            return self.regions[0].blocks[0]

    Defined.__name__ = base.__name__
    Defined.__qualname__ = base.__qualname__
    return _ods_cext.register_operation(_Dialect, replace=True)(Defined)


DialectOp = _with_body(DialectOp)
OperationOp = _with_body(OperationOp)
TypeOp = _with_body(TypeOp)
AttributeOp = _with_body(AttributeOp)


def dialect(sym_name: Union[str, Attribute], *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None) -> DialectOp:
    return DialectOp(sym_name=sym_name, loc=loc, ip=ip)


def operation_(sym_name: Union[str, Attribute], *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None) -> OperationOp:
    return OperationOp(sym_name=sym_name, loc=loc, ip=ip)


def type_(sym_name: Union[str, Attribute], *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None) -> TypeOp:
    return TypeOp(sym_name=sym_name, loc=loc, ip=ip)


def attribute(sym_name: Union[str, Attribute], *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None) -> AttributeOp:
    return AttributeOp(sym_name=sym_name, loc=loc, ip=ip)


@register_attribute_builder("VariadicityArrayAttr")
def _variadicity_array_attr(x: Sequence[Variadicity], context) -> Attribute:
    elems = ", ".join(f"<{Variadicity(_ods_enum_value(Variadicity, v))}>" for v in x)
    return Attribute.parse(f"#irdl<variadicity_array[{elems}]>", context)
