"""Dialect modules (`mlir.dialects.<name>`)."""
