"""The `memref` dialect (generated op classes).

This build has the allocation, access, shape-query, cast and global ops of upstream's memref
dialect; the view ops (and with them upstream's `subview` helper) are not here yet."""

from ._memref_ops_gen import *
from ._memref_ops_gen import _Dialect
