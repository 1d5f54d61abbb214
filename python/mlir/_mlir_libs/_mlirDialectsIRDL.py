"""MLIR IRDL dialect (upstream's native `_mlirDialectsIRDL` module)."""

from ._mlir import load_irdl_dialects as _load


def load_dialects(module):
    """Load IRDL dialects from the given module."""
    _load(module)


__all__ = ["load_dialects"]
