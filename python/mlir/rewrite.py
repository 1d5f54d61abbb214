"""Rewrite patterns and the drivers that apply them (upstream's `mlir.rewrite`)."""

from ._mlir_libs._mlir.rewrite import *  # noqa: F401,F403
