"""Attribute builders: functions turning plain Python values into attributes, registered by ODS
attribute kind (`I32Attr`, `StrAttr`, ...) so generated op builders accept plain values."""

from ._mlir_libs._mlir.ir import AttrBuilder


def register_attribute_builder(kind, replace=False, allow_existing=False):
    """Decorator registering `func(value, context)` as the builder for attribute kind `kind`."""

    def decorate(func):
        AttrBuilder.insert(kind, func, replace=replace, allow_existing=allow_existing)
        return func

    return decorate
