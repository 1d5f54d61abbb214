"""The `cf` dialect (generated op classes)."""

from ._cf_ops_gen import *
from ._cf_ops_gen import _Dialect
