"""The `memref` dialect (generated op classes).

This build has most of upstream's memref ops (allocation, access, shape queries, casts,
globals, atomics, `subview`, `reinterpret_cast`, ...); `view`, `expand_shape`,
`collapse_shape` and `transpose` are not here yet, nor upstream's `subview` helper that infers
the result type."""

from ._memref_ops_gen import *
from ._memref_ops_gen import _Dialect
