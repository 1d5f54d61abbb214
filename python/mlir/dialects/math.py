"""The `math` dialect (generated op classes)."""

from ._math_ops_gen import *
from ._math_ops_gen import _Dialect
