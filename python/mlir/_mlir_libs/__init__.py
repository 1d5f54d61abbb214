"""Native libraries of the `mlir` package.

`_mlir` is the extension module (built from `crates/python`); its `ir` submodule holds the core
classes that `mlir.ir` re-exports. Every dialect this build knows is registered in every context,
so the registry functions below exist for upstream compatibility.
"""

from . import _mlir  # noqa: F401

_load_on_create_dialects = []


def get_dialect_registry():
    """The registry of dialects every new context loads (all of this build's dialects)."""
    return _mlir.ir.DialectRegistry()


def append_load_on_create_dialect(dialect: str):
    _load_on_create_dialects.append(dialect)


def get_load_on_create_dialects():
    return list(_load_on_create_dialects)


def get_include_dirs():
    return []


def get_lib_dirs():
    return []
