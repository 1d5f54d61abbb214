"""The `memref` dialect (generated op classes).

This build has most of upstream's memref ops (allocation, access, shape queries, casts,
globals, atomics, `subview`, `view`, `transpose`, `reinterpret_cast`, ...); `expand_shape`
and `collapse_shape` are not here yet, nor upstream's `subview` helper that infers the result
type."""

from ._memref_ops_gen import *
from ._memref_ops_gen import _Dialect
