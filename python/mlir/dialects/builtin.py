"""The `builtin` dialect: `ModuleOp` (created with its body block) and
`unrealized_conversion_cast`."""

from typing import Dict, Optional

from ._builtin_ops_gen import *
from ._builtin_ops_gen import _Dialect
from ..extras.meta import region_op
from ..ir import *
from ._ods_common import _cext as _ods_cext


@_ods_cext.register_operation(_Dialect, replace=True)
class ModuleOp(ModuleOp):
    """A `builtin.module` created with its (single) body block."""

    def __init__(self, *, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
        super().__init__(loc=loc, ip=ip)
        self.regions[0].blocks.append()

    @property
    def body(self):
        """The module's block."""
        return self.regions[0].blocks[0]


@region_op
def module(*, sym_name=None, sym_visibility=None, attrs: Optional[Dict[str, Attribute]] = None, loc: Optional[Location] = None, ip: Optional[InsertionPoint] = None):
    """A `builtin.module` whose body is the decorated function (see `extras.meta.region_op`);
    `attrs` are set on the op as discardable attributes."""
    op = ModuleOp.__base__(sym_name=sym_name, sym_visibility=sym_visibility, loc=loc, ip=ip)
    for name, value in (attrs or {}).items():
        op.operation.attributes[name] = value
    return op
