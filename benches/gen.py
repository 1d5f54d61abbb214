#!/usr/bin/env python3
"""Generates the parse+print benchmark workloads (generic form, unregistered `test.*` ops so
both tools do the same work).

usage: gen.py OUT_DIR"""
import os
import sys


def chain(n):
    out = ['"test.func"() ({', "^bb0(%arg0: i32):"]
    out.append('  %0 = "test.constant"() {value = 1 : i32} : () -> i32')
    for i in range(1, n):
        out.append(f'  %{i} = "test.addi"(%{i - 1}, %arg0) : (i32, i32) -> i32')
    out.append(f'  "test.return"(%{n - 1}) : (i32) -> ()')
    out.append("}) {sym_name = \"chain\"} : () -> ()")
    return "\n".join(out) + "\n"


def functions(n):
    out = []
    for f in range(n):
        out.append('"test.func"() ({')
        out.append("^bb0(%arg0: i32, %arg1: f32):")
        out.append('  %0 = "test.addi"(%arg0, %arg0) : (i32, i32) -> i32')
        out.append('  %1 = "test.mulf"(%arg1, %arg1) {fastmath = "none"} : (f32, f32) -> f32')
        out.append('  %2 = "test.cmpi"(%0, %arg0) {predicate = 2 : i64} : (i32, i32) -> i1')
        out.append('  "test.cond_br"(%2)[^bb1, ^bb2] : (i1) -> ()')
        out.append("^bb1:")
        out.append('  "test.return"(%0) : (i32) -> ()')
        out.append("^bb2:")
        out.append('  "test.return"(%arg0) : (i32) -> ()')
        out.append(f'}}) {{sym_name = "f{f}", function_type = (i32, f32) -> i32}} : () -> ()')
    return "\n".join(out) + "\n"


def nested(depth, width):
    out = []

    def rec(d, indent):
        pad = "  " * indent
        if d == 0:
            for i in range(width):
                out.append(f'{pad}%v{d}_{i} = "test.leaf"() {{index = {i} : index}} : () -> index')
            return
        for i in range(width):
            out.append(f'{pad}"test.loop"() ({{')
            out.append(f"{pad}^bb0(%iv{d}_{i}: index):")
            rec(d - 1, indent + 1)
            out.append(f'{pad}  "test.yield"() : () -> ()')
            out.append(f"{pad}}}) : () -> ()")

    rec(depth, 0)
    return "\n".join(out) + "\n"


def dense(n_attrs, size):
    out = []
    for a in range(n_attrs):
        vals = ", ".join(str((a * 31 + i * 7) % 1000) for i in range(size))
        out.append(f'%c{a} = "test.constant"() {{value = dense<[{vals}]> : tensor<{size}xi32>}} : () -> tensor<{size}xi32>')
        fvals = ", ".join(f"{((a + i) % 97) / 8.0}" for i in range(size))
        out.append(f'%f{a} = "test.constant"() {{value = dense<[{fvals}]> : tensor<{size}xf32>}} : () -> tensor<{size}xf32>')
    return "\n".join(out) + "\n"


def custom_mix(n_funcs):
    """Functions in custom form mixing func, arith, scf and cf (about 100 ops each)."""
    out = []
    for f in range(n_funcs):
        out.append(f"func.func @f{f}(%a: i32, %b: i32, %x: f32, %lb: index, %ub: index, %c: i1) -> i32 {{")
        out.append("  %c0 = arith.constant 0 : index")
        out.append("  %c1 = arith.constant 1 : index")
        out.append("  %k = arith.constant 7 : i32")
        prev = "%a"
        for i in range(20):
            out.append(f"  %s{i} = arith.addi {prev}, %k overflow<nsw> : i32")
            out.append(f"  %m{i} = arith.muli %s{i}, %b : i32")
            out.append(f"  %p{i} = arith.cmpi slt, %m{i}, %a : i32")
            out.append(f"  %q{i} = arith.select %p{i}, %m{i}, %s{i} : i32")
            prev = f"%q{i}"
        out.append(f"  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = {prev}) -> (i32) {{")
        out.append("    %t = arith.addi %acc, %b : i32")
        out.append("    %u = arith.xori %t, %a : i32")
        out.append("    scf.yield %u : i32")
        out.append("  }")
        out.append("  %y = scf.if %c -> (f32) {")
        out.append("    %z = arith.addf %x, %x fastmath<fast> : f32")
        out.append("    scf.yield %z : f32")
        out.append("  } else {")
        out.append("    %w = arith.mulf %x, %x : f32")
        out.append("    scf.yield %w : f32")
        out.append("  }")
        out.append("  %e = arith.extsi %r : i32 to i64")
        out.append("  %tr = arith.trunci %e : i64 to i32")
        out.append("  cf.cond_br %c, ^bb1(%tr : i32), ^bb2")
        out.append("^bb1(%v: i32):")
        out.append("  return %v : i32")
        out.append("^bb2:")
        out.append("  return %r : i32")
        out.append("}")
    return "\n".join(out) + "\n"


WORKLOADS = {
    "chain-10k": lambda: chain(10_000),
    "chain-100k": lambda: chain(100_000),
    "chain-1m": lambda: chain(1_000_000),
    "functions-10k": lambda: functions(10_000),
    "nested-regions": lambda: nested(5, 6),
    "dense-constants": lambda: dense(200, 100),
    "custom-mix-1m": lambda: custom_mix(10_000),
}

# Workloads printed in custom form (registered dialects); the others print generically.
CUSTOM = {"custom-mix-1m"}

if __name__ == "__main__":
    out_dir = sys.argv[1]
    os.makedirs(out_dir, exist_ok=True)
    for name, make in WORKLOADS.items():
        path = os.path.join(out_dir, name + ".mlir")
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(make())
        print(path)
