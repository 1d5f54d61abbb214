import threading

import pytest

from mlir.ir import (
    Context,
    IntegerType,
    FileLineColLoc,
    InsertionPoint,
    Location,
    Module,
    NameLoc,
    UnknownLoc,
)


def test_context_manager_sets_current():
    with Context() as ctx:
        assert Context.current is ctx
        with Location.unknown() as loc:
            assert Location.current == loc
            assert Context.current is ctx
    # As upstream: no current context or location reads as None.
    assert Context.current is None
    assert Location.current is None
    with pytest.raises(ValueError, match="No current InsertionPoint"):
        InsertionPoint.current


def test_nested_frames_inherit_location_and_insertion_point():
    with Context() as ctx, Location.name("outer"):
        m = Module.create()
        with InsertionPoint(m.body) as ip:
            with ctx:
                # Same context: the location and insertion point carry over.
                assert str(Location.current) == 'loc("outer")'
                assert InsertionPoint.current is ip
        with Context():
            # A different context starts without a location.
            assert Location.current is None


def test_context_stack_is_per_thread():
    seen = []
    with Context():
        t = threading.Thread(target=lambda: seen.append(_current_or_none()))
        t.start()
        t.join()
    assert seen == [None]


def _current_or_none():
    return Context.current


def test_unbalanced_exit_raises():
    ctx = Context()
    loc = Location.unknown(ctx)
    ctx.__enter__()
    with pytest.raises(RuntimeError, match="Unbalanced Location enter/exit"):
        loc.__exit__(None, None, None)
    ctx.__exit__(None, None, None)


def test_locations():
    with Context():
        f = Location.file("foo.mlir", 1, 2)
        assert isinstance(f, FileLineColLoc)
        assert repr(f) == 'FileLineColLoc(loc("foo.mlir":1:2))'
        assert (f.filename, f.start_line, f.start_col) == ("foo.mlir", 1, 2)
        r = Location.file("f", 1, 2, 3, 4)
        assert str(r) == 'loc("f":1:2 to 3:4)'
        assert (r.end_line, r.end_col) == (3, 4)
        n = Location.name("x", childLoc=f)
        assert isinstance(n, NameLoc) and n.name_str == "x"
        assert str(n) == 'loc("x"("foo.mlir":1:2))'
        assert isinstance(Location.unknown(), UnknownLoc)
        # Fusing drops unknown locations and collapses to a single location.
        assert Location.fused([f, Location.unknown()]) == f
        fused = Location.fused([f, Location.name("y")])
        assert str(fused) == 'loc(fused["foo.mlir":1:2, "y"])'
        cs = Location.callsite(f, [Location.name("a"), Location.name("b")])
        assert str(cs) == 'loc(callsite("foo.mlir":1:2 at callsite("a" at "b")))'
        assert repr(f.attr) == 'Attribute(loc("foo.mlir":1:2))'


def test_dialects_and_registration():
    with Context() as ctx:
        assert ctx.is_registered_operation("arith.addi")
        assert not ctx.is_registered_operation("arith.nope")
        assert ctx.dialects.arith.descriptor.namespace == "arith"
        assert ctx.get_dialect_descriptor("func").namespace == "func"
        with pytest.raises(ValueError):
            ctx.get_dialect_descriptor("nope")
        assert not ctx.allow_unregistered_dialects
        ctx.allow_unregistered_dialects = True
        assert ctx.allow_unregistered_dialects


def test_live_context_count():
    import gc

    gc.collect()
    n = Context._get_live_count()
    c = Context()
    assert Context._get_live_count() == n + 1
    m = Module.parse("module {}", c)
    del c
    gc.collect()
    # The module keeps its context alive.
    assert Context._get_live_count() == n + 1
    assert m.context._get_live_count() == n + 1
    del m
    gc.collect()
    assert Context._get_live_count() == n


def test_transient_scope():
    ctx = Context()
    assert not ctx.is_in_transient_scope
    ctx.end_transient_scope()  # outside a scope: nothing to end
    ctx.begin_transient_scope()
    with pytest.raises(ValueError, match="already in a transient scope"):
        ctx.begin_transient_scope()
    ctx.end_transient_scope()
    with ctx.transient_scope() as c:
        assert c is ctx and ctx.is_in_transient_scope
        t = IntegerType.get_signless(77, context=ctx)
    assert not ctx.is_in_transient_scope
    # What the scope made stays usable here (the tables are append-only).
    assert str(t) == "i77"
