"""A user program for the strict type check (tests/python/test_typecheck.py): builds a function with arith ops."""
from mlir.ir import Context, Location, Module, InsertionPoint, IntegerType, F32Type, Value
from mlir.dialects import arith, func


def build() -> str:
    with Context(), Location.unknown():
        i32 = IntegerType.get_signless(32)
        f32 = F32Type.get()
        m = Module.create()
        with InsertionPoint(m.body):
            f = func.FuncOp("f", ([i32, f32], [i32]))
            with InsertionPoint(f.add_entry_block()):
                a: Value = f.arguments[0]
                c = arith.constant(i32, 3)
                s = arith.addi(a, c)
                cmp = arith.cmpi(arith.CmpIPredicate.slt, s, c)
                x = arith.select(cmp, s, c)
                func.return_([x])
        return str(m)


print(build())
