"""Stale handles raise instead of crashing or aliasing other IR."""
import gc

import pytest

from mlir.ir import *

SOURCE = """
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  return %1 : i32
}
"""

STALE = "has been invalidated"


def ops_of(m):
    return list(m.body.operations[0].regions[0].blocks[0].operations)


def test_erase_then_access():
    with Context():
        m = Module.parse(SOURCE)
        ret = ops_of(m)[2]
        ret.erase()
        for access in (lambda: ret.name, lambda: str(ret), lambda: ret.operands, lambda: ret.verify()):
            with pytest.raises(RuntimeError, match=STALE):
                access()


def test_erase_parent_then_access_child():
    with Context():
        m = Module.parse(SOURCE)
        f = m.body.operations[0]
        add = ops_of(m)[0]
        block = f.regions[0].blocks[0]
        arg = block.arguments[0]
        f.erase()
        with pytest.raises(RuntimeError, match=STALE):
            add.name
        with pytest.raises(RuntimeError, match=STALE):
            block.operations
        with pytest.raises(RuntimeError, match=STALE):
            arg.type
        # A new op reusing the freed storage is not reachable through the old handles.
        Module.parse(SOURCE)
        with pytest.raises(RuntimeError, match=STALE):
            add.name


def test_replace_op_then_access_old_results():
    with Context():
        m = Module.parse(SOURCE)
        add, mul, ret = ops_of(m)
        old = mul.result
        old.replace_all_uses_with(add.result)
        mul.erase()
        with pytest.raises(RuntimeError, match=STALE):
            old.type
        with pytest.raises(RuntimeError, match=STALE):
            str(old)
        assert str(ret) == "func.return %0 : i32"


def test_module_collected_while_op_handle_lives():
    with Context():
        m = Module.parse(SOURCE)
        add = ops_of(m)[0]
        del m
        gc.collect()
        with pytest.raises(RuntimeError, match=STALE):
            add.name


def test_module_operation_keeps_module_alive():
    with Context():
        op = Module.parse(SOURCE).operation
        gc.collect()
        assert op.name == "builtin.module"


def test_erase_with_live_uses_is_refused():
    with Context():
        m = Module.parse(SOURCE)
        add = ops_of(m)[0]
        with pytest.raises(ValueError, match="still used"):
            add.erase()
        # Nothing was lost.
        assert len(ops_of(m)) == 3 and m.operation.verify()


def test_misuse_gives_clear_errors():
    with Context(), Location.unknown():
        m = Module.parse(SOURCE)
        add = ops_of(m)[0]
        with pytest.raises(IndexError):
            add.operands[5]
        with pytest.raises(ValueError, match="Cannot call .result"):
            ops_of(m)[2].result
        with pytest.raises(ValueError, match="already attached"):
            InsertionPoint(m.body).insert(add)
        with pytest.raises(ValueError, match="not a Value"):
            Operation.create("arith.addi", operands=[1, 2])
        with pytest.raises(RuntimeError, match="not initialized"):
            OpView.__new__(OpView).name


def test_moves_into_itself_are_refused_and_change_nothing():
    with Context():
        m = Module.parse(SOURCE)
        f = m.body.operations[0]
        add = ops_of(m)[0]
        with pytest.raises(ValueError, match="into itself"):
            f.operation.move_before(add)
        with pytest.raises(ValueError, match="into itself"):
            f.regions[0].blocks[0].append(f)
        body = f.regions[0].blocks[0]
        with pytest.raises(ValueError, match="into itself"):
            m.body.append_to(f.regions[0])
        # Nothing moved.
        assert f.operation.parent == m.operation and body.owner.operation == f.operation
        assert m.operation.verify()


def test_erase_refused_while_a_nested_argument_is_used_outside():
    with Context():
        m = Module.parse(SOURCE)
        f = m.body.operations[0]
        add = ops_of(m)[0]
        # Move a user of the function's argument out of the function, then erase the function.
        add.move_before(f)
        with pytest.raises(ValueError, match="block argument"):
            f.erase()
        # The refused erase left everything in place; the moved op is still printable.
        assert "arith.addi" in str(add)
