"""`loc_tracebacks()`: ops created without a location get the Python call stack as their
location (named file ranges chained as call sites)."""
import inspect

from mlir.ir import *


def make_constant(i32):
    return Operation.create("arith.constant", results=[i32], attributes={"value": IntegerAttr.get(i32, 1)})


def test_ops_get_the_call_stack_as_location():
    with Context(), Location.unknown():
        i32 = IntegerType.get_signless(32)
        m = Module.create()
        with InsertionPoint(m.body):
            with loc_tracebacks(max_depth=2):
                op = make_constant(i32)
                explicit = Operation.create("test.x", loc=Location.name("mine"))
            plain = make_constant(i32)
        assert isinstance(op.location, CallSiteLoc)
        callee = op.location.callee
        assert isinstance(callee, NameLoc) and callee.name_str == "make_constant"
        assert callee.child_loc.filename == __file__ and callee.child_loc.start_line == inspect.getsourcelines(make_constant)[1] + 1
        assert op.location.caller.name_str.endswith("test_ops_get_the_call_stack_as_location")
        # An explicit location wins by default; outside the block nothing changes.
        assert str(explicit.location) == 'loc("mine")'
        assert str(plain.location) == "loc(unknown)"


def test_traceback_can_override_explicit_locations():
    with Context(), Location.unknown():
        m = Module.create()
        with InsertionPoint(m.body):
            with loc_tracebacks(max_depth=1, on_explicit_actn=OnExplicitAction.USE_TRACEBACK):
                op = Operation.create("test.x", loc=Location.name("mine"))
        assert isinstance(op.location, NameLoc) and op.location.name_str.endswith("override_explicit_locations")
