import gc

import pytest

from mlir.ir import *

SOURCE = """
func.func private @foo() {
  call @bar() : () -> ()
  return
}
func.func private @bar()
module @inner {
}
"""


def test_lookup_insert_erase():
    with Context():
        m = Module.parse(SOURCE)
        table = SymbolTable(m.operation)
        assert "foo" in table and "nope" not in table
        assert table["bar"].operation.name == "func.func"
        with pytest.raises(KeyError, match="Symbol 'nope' not in the symbol table."):
            table["nope"]
        other = Module.parse("func.func private @foo()")
        dup = other.body.operations[0]
        dup.detach_from_parent()
        renamed = table.insert(dup)
        assert isinstance(renamed, StringAttr) and renamed.value == "foo_0"
        assert "foo_0" in table
        bar = table["bar"]
        del table["bar"]
        assert "bar" not in table
        with pytest.raises(RuntimeError, match="invalidated"):
            bar.name
        with pytest.raises(TypeError, match="Operation is not a Symbol Table."):
            SymbolTable(table["foo"])


def test_names_visibility_and_uses():
    with Context():
        m = Module.parse(SOURCE)
        foo, bar = list(m.body.operations)[:2]
        assert repr(SymbolTable.get_symbol_name(foo)) == 'StringAttr("foo")'
        assert repr(SymbolTable.get_visibility(foo)) == 'StringAttr("private")'
        SymbolTable.set_visibility(foo, "nested")
        with pytest.raises(ValueError, match="Expected visibility"):
            SymbolTable.set_visibility(foo, "bogus")
        SymbolTable.set_symbol_name(bar, "baz")
        SymbolTable.replace_all_symbol_uses("bar", "baz", m.operation)
        text = str(m)
        assert "call @baz()" in text and "func.func private @baz()" in text
        assert "func.func nested @foo()" in text
        seen = []
        SymbolTable.walk_symbol_tables(m.operation, True, lambda op, vis: seen.append((op.name, vis)))
        assert seen == [("builtin.module", True), ("builtin.module", True)]

        def boom(op, vis):
            raise AssertionError("from the callback")

        with pytest.raises(RuntimeError, match="Exception raised in callback:\nAssertionError: from the callback"):
            SymbolTable.walk_symbol_tables(m.operation, True, boom)


def test_capsules_do_not_keep_objects_alive():
    ctx = Context()
    cap = ctx._CAPIPtr
    assert "mlir.ir.Context._CAPIPtr" in repr(cap)
    assert Context._CAPICreate(cap) is ctx
    m = Module.parse("module {}", ctx)
    assert Module._CAPICreate(m._CAPIPtr) is m
    op_cap = m.operation._CAPIPtr
    del m
    gc.collect()
    # Capsules hold weak references: the op object is gone with the module.
    with pytest.raises(ValueError, match="no longer exists"):
        Operation._CAPICreate(op_cap)
    del ctx, cap
    gc.collect()


def test_thread_pool():
    tp = ThreadPool()
    assert tp.get_max_concurrency() > 0
    ctx = Context(thread_pool=tp)
    assert ctx.get_num_threads() == tp.get_max_concurrency()
    assert ctx._mlir_thread_pool_ptr() == tp._mlir_thread_pool_ptr()


def test_typeid_and_registry_capsules():
    tid = F32Type.static_typeid
    assert TypeID._CAPICreate(tid._CAPIPtr) is tid
    registry = DialectRegistry()
    assert DialectRegistry._CAPICreate(registry._CAPIPtr) is registry
