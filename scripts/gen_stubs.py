#!/usr/bin/env python3
"""Writes the type stubs of the native module (`python/mlir/_mlir_libs/_mlir/{__init__,ir}.pyi`)
from the built module itself, so they always list every class and member it has.

Signatures come from the compiled functions' text signatures; parameter and result types come
from the tables below (by parameter name, and by member name), falling back to `Any`.

usage: scripts/gen_stubs.py [--check]   (run with the Python that has the package installed)
  --check  exit 1 if the files on disk differ from what would be written
"""
import enum
import inspect
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "python", "mlir", "_mlir_libs", "_mlir")

# Parameter name -> annotation.
PARAMS = {
    "context": "Context | None",
    "loc": "Location | None",
    "ip": "InsertionPoint | None",
    "asm": "str | bytes",
    "source": "str | bytes",
    "source_name": "str",
    "name": "str",
    "dialect_name": "str",
    "dialect_namespace": "str",
    "width": "int",
    "position": "int",
    "index": "int",
    "pos": "int",
    "shape": "Sequence[int]",
    "element_type": "Type",
    "type": "Type",
    "cast_from_type": "Type",
    "cast_from_attr": "Attribute",
    "attribute": "Attribute",
    "encoding": "Attribute | None",
    "memory_space": "Attribute | None",
    "layout": "Attribute | None",
    "results": "Sequence[Type] | None",
    "operands": "Sequence[Value] | None",
    "attributes": "dict[str, Attribute] | None",
    "successors": "Sequence[Block] | None",
    "regions": "int",
    "operation": "_OperationBase",
    "other": "object",
    "callback": "Callable[..., Any]",
    "filename": "str",
    "line": "int",
    "col": "int",
    "message": "str",
    "locations": "Sequence[Location]",
    "frames": "Sequence[Location]",
    "callee": "Location",
    "metadata": "Attribute | None",
    "value": "Any",
    "values": "Sequence[Any]",
    "inputs": "Sequence[Type]",
    "elements": "Sequence[Type]",
    "arg_types": "Sequence[Type]",
    "arg_locs": "Sequence[Location] | None",
    "parent": "Region",
    "region": "Region",
    "block": "Block",
    "binary": "bool",
    "file": "Any",
    "desired_version": "int | None",
    "enable_debug_info": "bool",
    "pretty_debug_info": "bool",
    "print_generic_op_form": "bool",
    "use_local_scope": "bool",
    "use_name_loc_as_prefix": "bool",
    "assume_verified": "bool",
    "skip_regions": "bool",
    "large_elements_limit": "int | None",
    "large_resource_limit": "int | None",
    "with_": "Value",
    "of": "Value",
    "symbol": "_OperationBase",
    "from_op": "_OperationBase",
    "old_symbol": "str",
    "new_symbol": "str",
    "visibility": "str",
}

# Member name -> result annotation (properties and methods).
RESULTS = {
    "__str__": "str",
    "__repr__": "str",
    "__eq__": "bool",
    "__hash__": "int",
    "__len__": "int",
    "__contains__": "bool",
    "__bool__": "bool",
    "__int__": "int",
    "__index__": "int",
    "__float__": "float",
    "__enter__": "Self",
    "__exit__": "None",
    "__init__": "None",
    "isinstance": "bool",
    "context": "Context",
    "location": "Location",
    "name": "str",
    "attributes": "OpAttributeMap",
    "operands": "OpOperandList",
    "results": "OpResultList",
    "result": "OpResult",
    "regions": "RegionSequence",
    "successors": "Any",
    "operation": "Operation",
    "opview": "OpView",
    "parent": "Operation | None",
    "block": "Block | None",
    "attached": "bool",
    "verify": "bool",
    "get_asm": "str | bytes",
    "print": "None",
    "write_bytecode": "None",
    "erase": "None",
    "dump": "None",
    "move_before": "None",
    "move_after": "None",
    "walk": "None",
    "is_before_in_block": "bool",
    "body": "Block",
    "blocks": "BlockList",
    "arguments": "BlockArgumentList",
    "operations": "OperationList",
    "owner": "Any",
    "type": "Type",
    "typeid": "TypeID",
    "static_typeid": "TypeID",
    "maybe_downcast": "Any",
    "get_name": "str",
    "width": "int",
    "rank": "int",
    "shape": "list[int]",
    "has_rank": "bool",
    "has_static_shape": "bool",
    "element_type": "Type",
    "is_signed": "bool",
    "is_signless": "bool",
    "is_unsigned": "bool",
    "allow_unregistered_dialects": "bool",
    "emit_error_diagnostics": "bool",
    "message": "str",
    "severity": "DiagnosticSeverity",
    "notes": "Sequence[Any]",
    "error_diagnostics": "list[DiagnosticInfo]",
    "filename": "str",
    "start_line": "int",
    "start_col": "int",
    "end_line": "int",
    "end_col": "int",
    "name_str": "str",
    "type_name": "str",
    "attr_name": "str",
    "arg_number": "int",
    "result_number": "int",
    "operand_number": "int",
    "namespace": "str",
    "is_registered_operation": "bool",
    "_get_live_count": "int",
}

# Constructors returning an instance of their own class.
SELF_RESULTS = {"get", "get_signless", "get_signed", "get_unsigned", "get_f32", "get_f64", "get_typed", "get_tuple",
                "get_unchecked", "get_splat", "create", "parseFile", "at_block_begin", "at_block_terminator", "after",
                "create_at_start", "create_before", "create_after", "unknown", "file", "name", "callsite", "fused",
                "from_attr", "get_fully_dynamic"}

# Properties with a setter.
SETTABLE = {("_OperationBase", "location"), ("Context", "allow_unregistered_dialects"), ("Context", "emit_error_diagnostics")}

HEADER = "# Generated by scripts/gen_stubs.py from the built module; do not edit.\n"


def params_of(obj, kind):
    sig = getattr(obj, "__text_signature__", None)
    if not sig:
        return "(self, *args: Any, **kwargs: Any)" if kind != "static" else "(*args: Any, **kwargs: Any)"
    try:
        if isinstance(obj, type):
            text = obj.__text_signature__
            parsed = inspect.signature(eval("lambda " + text[1:-1] + ": None")) if text else None
        else:
            parsed = inspect.signature(obj) if callable(obj) else None
    except (ValueError, TypeError, SyntaxError):
        parsed = None
    if parsed is None:
        return "(self, *args: Any, **kwargs: Any)"
    parts = []
    if kind == "method":
        parts.append("self")
    elif kind == "class":
        parts.append("cls")
    seen_kwonly = False
    for p in parsed.parameters.values():
        if p.name in ("self", "cls", "$self", "$cls", "slf", "$type"):
            continue
        ann = PARAMS.get(p.name, "Any")
        if p.kind == p.VAR_POSITIONAL:
            parts.append(f"*{p.name}: {ann if ann != 'Any' else 'Any'}")
            seen_kwonly = True
            continue
        if p.kind == p.VAR_KEYWORD:
            parts.append(f"**{p.name}: Any")
            continue
        if p.kind == p.KEYWORD_ONLY and not seen_kwonly:
            parts.append("*")
            seen_kwonly = True
        if p.default is not p.empty:
            if "None" not in ann and p.default is None:
                ann = f"{ann} | None"
            parts.append(f"{p.name}: {ann} = ...")
        else:
            parts.append(f"{p.name}: {ann}")
    return "(" + ", ".join(parts) + ")"


def stub_class(name, cls, module):
    bases = [b for b in cls.__bases__ if b is not object]
    base_names = []
    for b in bases:
        if b.__module__ == module.__name__:
            base_names.append(b.__name__)
        elif issubclass(b, BaseException) or b.__module__ in ("enum", "builtins"):
            base_names.append(f"{b.__module__}.{b.__name__}" if b.__module__ != "builtins" else b.__name__)
    head = f"class {name}({', '.join(base_names)}):" if base_names else f"class {name}:"
    lines = [head]
    if isinstance(cls, enum.EnumMeta):
        for m in cls:
            lines.append(f"    {m.name} = {m.value!r}")
        return lines
    body = []
    if "__init__" not in cls.__dict__ and getattr(cls, "__text_signature__", None):
        body += [f"    def __init__{params_of(cls, 'method')} -> None: ..."]
    for attr, raw in sorted(cls.__dict__.items()):
        if attr.startswith("__") and attr not in RESULTS and attr not in ("__init__", "__getitem__", "__setitem__", "__delitem__", "__iter__", "__next__", "__add__", "__get__"):
            continue
        if attr in ("__dict__", "__weakref__", "__module__", "__doc__"):
            continue
        ret = RESULTS.get(attr, "Any")
        if attr in SELF_RESULTS and (isinstance(raw, staticmethod) or type(raw).__name__ == "builtin_function_or_method"):
            ret = name
        if attr == "parse" and name in ("Type", "Attribute", "Module"):
            ret = name
        if isinstance(raw, staticmethod):
            body += ["    @staticmethod", f"    def {attr}{params_of(raw.__func__, 'static')} -> {ret}: ..."]
        elif isinstance(raw, classmethod):
            body += ["    @classmethod", f"    def {attr}{params_of(raw.__func__, 'class')} -> {ret}: ..."]
        elif type(raw).__name__ in ("getset_descriptor", "property", "member_descriptor"):
            body += ["    @property", f"    def {attr}(self) -> {ret}: ..."]
            if any((b.__name__, attr) in SETTABLE for b in cls.__mro__):
                body += [f"    @{attr}.setter", f"    def {attr}(self, value: {ret}) -> None: ..."]
        elif type(raw).__name__ in ("builtin_function_or_method",):
            body += ["    @staticmethod", f"    def {attr}{params_of(raw, 'static')} -> {ret}: ..."]
        elif callable(raw) and type(raw).__name__ in ("method_descriptor", "wrapper_descriptor", "function", "classmethod_descriptor"):
            kind = "class" if type(raw).__name__ == "classmethod_descriptor" else "method"
            if kind == "class":
                body += ["    @classmethod"]
            body += [f"    def {attr}{params_of(raw, kind)} -> {ret}: ..."]
        elif attr == "current":
            body += [f"    current: ClassVar[Any]"]
        else:
            value_type = type(raw).__name__ if type(raw).__module__ == "builtins" else "Any"
            if attr in RESULTS:
                value_type = RESULTS[attr]
            body += [f"    {attr}: ClassVar[{value_type}]"]
    return lines + (body or ["    ..."])


def ordered_classes(module):
    classes = [(n, c) for n, c in vars(module).items() if isinstance(c, type) and getattr(c, "__module__", "") == module.__name__]
    done, out = set(), []

    def visit(n, c):
        if n in done:
            return
        for b in c.__bases__:
            if b.__module__ == module.__name__ and b.__name__ in vars(module):
                visit(b.__name__, b)
        done.add(n)
        out.append((n, c))

    for n, c in sorted(classes):
        visit(n, c)
    return out


def render_ir(ir, imports=()):
    out = [HEADER, "from __future__ import annotations", "", "import builtins", "import enum",
           "from typing import Any, Callable, ClassVar, Sequence", "from typing_extensions import Self", *imports, ""]
    for name, cls in ordered_classes(ir):
        out += stub_class(name, cls, ir) + [""]
    for name in sorted(vars(ir)):
        obj = getattr(ir, name)
        if not name.startswith("_") and type(obj).__name__ == "builtin_function_or_method":
            out.append(f"def {name}{params_of(obj, 'static')} -> Any: ...")
    return "\n".join(out).rstrip() + "\n"


def render_init(mlir):
    out = [HEADER, "from __future__ import annotations", "", "from typing import Any, Callable", "",
           "from . import ir as ir", "from . import passmanager as passmanager", "from . import rewrite as rewrite", ""]
    for name in sorted(vars(mlir)):
        obj = getattr(mlir, name)
        if name.startswith("__") or name in ("ir", "passmanager", "rewrite"):
            continue
        if callable(obj) and type(obj).__name__ == "builtin_function_or_method":
            out.append(f"def {name}(*args: Any, **kwargs: Any) -> Callable[..., Any]: ...")
        elif not callable(obj):
            out.append(f"{name}: Any")
    return "\n".join(out).rstrip() + "\n"


def main():
    from mlir._mlir_libs import _mlir

    files = {
        os.path.join(OUT, "ir.pyi"): render_ir(_mlir.ir),
        os.path.join(OUT, "__init__.pyi"): render_init(_mlir),
        os.path.join(OUT, "passmanager.pyi"): render_ir(_mlir.passmanager, ["from .ir import Context, _OperationBase"]),
        os.path.join(OUT, "rewrite.pyi"): render_ir(_mlir.rewrite, ["from .ir import Context, _OperationBase"]),
    }
    if "--check" in sys.argv:
        stale = [p for p, text in files.items() if not os.path.exists(p) or open(p).read() != text]
        for p in stale:
            print(f"stub out of date: {os.path.relpath(p, ROOT)} (run scripts/gen_stubs.py)")
        return 1 if stale else 0
    os.makedirs(OUT, exist_ok=True)
    for p, text in files.items():
        with open(p, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
