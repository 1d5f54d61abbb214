"""The `memref` dialect (generated op classes).

This build has all of upstream's memref ops; upstream's `subview` helper, which infers the
result type, is not here yet."""

from ._memref_ops_gen import *
from ._memref_ops_gen import _Dialect
