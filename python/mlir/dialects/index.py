"""The `index` dialect (generated op classes and the `IndexCmpPredicate` enum)."""

from ._index_ops_gen import *
from ._index_ops_gen import _Dialect
from ._index_enum_gen import *
