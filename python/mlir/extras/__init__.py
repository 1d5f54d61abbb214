"""Conveniences over `mlir.ir` (`types`: short type constructors; `meta`: region-op helpers)."""
