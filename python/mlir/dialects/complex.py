"""The `complex` dialect (generated op classes)."""

from ._complex_ops_gen import *
from ._complex_ops_gen import _Dialect
