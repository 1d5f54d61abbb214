"""The `ub` dialect (generated op classes)."""

from ._ub_ops_gen import *
from ._ub_ops_gen import _Dialect
