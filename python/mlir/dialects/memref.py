"""The `memref` dialect (generated op classes).

This build has the allocation, access, shape-query, cast, global, atomic and prefetch ops of
upstream's memref dialect; the view ops (and with them upstream's `subview` helper) are not
here yet."""

from ._memref_ops_gen import *
from ._memref_ops_gen import _Dialect
