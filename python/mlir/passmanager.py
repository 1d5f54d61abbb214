"""Pass managers and textual pass pipelines (upstream's `mlir.passmanager`)."""

from ._mlir_libs._mlir.passmanager import *  # noqa: F401,F403
