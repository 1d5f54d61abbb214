"""A Python-bindings workload, runnable against any MLIR Python package.

usage: py_workload.py PACKAGE N [MODE]
  PACKAGE  the package holding the bindings: `mlir` (ours) or `iree.compiler` (upstream's,
           from iree-base-compiler)
  N        number of arith.addi ops
  MODE     `create` (default): ops built with Operation.create at module level;
           `helpers`: a func.FuncOp whose body is built with the generated helpers
           (arith.constant, arith.addi, func.return)

Builds a module holding one arith.constant and a chain of N arith.addi ops, prints it,
re-parses the text, and prints one JSON line with the seconds each phase took and the printed
text's length.
"""
import importlib
import json
import sys
import time


def build_with_helpers(package, ir, module, n):
    arith = importlib.import_module(package + ".dialects.arith")
    func = importlib.import_module(package + ".dialects.func")
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint(module.body):
        f = func.FuncOp("chain", ([i32], [i32]))
        with ir.InsertionPoint(f.add_entry_block()):
            value = arith.constant(i32, 1)
            for _ in range(n):
                value = arith.addi(value, value)
            func.return_([value])


def main():
    package, n = sys.argv[1], int(sys.argv[2])
    mode = sys.argv[3] if len(sys.argv) > 3 else "create"
    ir = importlib.import_module(package + ".ir")
    if mode == "helpers":
        with ir.Context(), ir.Location.unknown():
            module = ir.Module.create()
            t0 = time.perf_counter()
            build_with_helpers(package, ir, module, n)
            t1 = time.perf_counter()
            text = str(module)
            t2 = time.perf_counter()
            reparsed = ir.Module.parse(text)
            t3 = time.perf_counter()
            assert len(reparsed.body.operations) == 1
        print(json.dumps({"build": t1 - t0, "print": t2 - t1, "parse": t3 - t2, "total": t3 - t0, "chars": len(text)}))
        return
    with ir.Context(), ir.Location.unknown():
        i32 = ir.IntegerType.get_signless(32)
        module = ir.Module.create()
        t0 = time.perf_counter()
        with ir.InsertionPoint(module.body):
            one = ir.IntegerAttr.get(i32, 1)
            value = ir.Operation.create("arith.constant", results=[i32], attributes={"value": one}).result
            for _ in range(n):
                value = ir.Operation.create("arith.addi", results=[i32], operands=[value, value]).result
        t1 = time.perf_counter()
        text = str(module)
        t2 = time.perf_counter()
        reparsed = ir.Module.parse(text)
        t3 = time.perf_counter()
        assert len(reparsed.body.operations) == n + 1
    print(json.dumps({"build": t1 - t0, "print": t2 - t1, "parse": t3 - t2, "total": t3 - t0, "chars": len(text)}))


if __name__ == "__main__":
    main()
