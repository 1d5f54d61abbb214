"""A user program for the strict type check (tests/python/test_typecheck.py): builds an scf.for loop."""
from mlir.ir import Context, Location, Module, InsertionPoint, IndexType, F32Type
from mlir.dialects import arith, func, scf, math


def build() -> str:
    with Context(), Location.unknown():
        idx = IndexType.get()
        f32 = F32Type.get()
        m = Module.create()
        with InsertionPoint(m.body):
            f = func.FuncOp("loop", ([idx, f32], [f32]))
            with InsertionPoint(f.add_entry_block()):
                n = f.arguments[0]
                init = f.arguments[1]
                zero = arith.constant(idx, 0)
                one = arith.constant(idx, 1)
                loop = scf.ForOp(zero, n, one, [init])
                with InsertionPoint(loop.body):
                    acc = loop.inner_iter_args[0]
                    y = math.sqrt(arith.addf(acc, acc))
                    scf.yield_([y])
                func.return_([loop.result])
        return str(m)


print(build())
