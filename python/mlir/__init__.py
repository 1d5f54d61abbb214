"""MLIR's Python bindings (`mlir.ir`, `mlir.dialects`, ...) on a native Rust implementation."""
