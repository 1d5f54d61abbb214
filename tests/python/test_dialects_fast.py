"""The generated builders' native fast path (`_ods_build`): same ops, clear errors."""
import pytest

from mlir.ir import *
from mlir.dialects import arith, math


def test_fast_builders_build_the_same_ops():
    with Context(), Location.unknown():
        m = Module.create()
        i32 = IntegerType.get_signless(32)
        f32 = F32Type.get()
        with InsertionPoint(m.body):
            c = arith.constant(i32, 3)
            s = arith.addi(c, c, overflow_flags=arith.IntegerOverflowFlags.nsw)
            view = arith.AddIOp(s, c)
            p = arith.cmpi("slt", view, c)
            x = math.sqrt(arith.constant(f32, 2.0))
        assert isinstance(view, arith.AddIOp) and view.result.type == i32
        assert view.operation.name == "arith.addi" and view.lhs == s
        assert str(p.type) == "i1" and str(x.type) == "f32"
        assert "arith.addi %c3_i32, %c3_i32 overflow<nsw> : i32" in str(m)
        assert m.operation.verify()


def test_fast_builders_name_what_is_wrong():
    with Context(), Location.unknown():
        m = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(m.body):
            c = arith.constant(i32, 3)
            with pytest.raises(TypeError, match="arith.addi: operand 'lhs' must be a Value, got int"):
                arith.addi(1, c)
            with pytest.raises(ValueError, match="arith.cmpi: attribute 'predicate' is required"):
                arith.cmpi(None, c, c)
            with Context():
                # Another context: no current location, so no op can be built.
                with pytest.raises(RuntimeError, match="requires a Location"):
                    arith.addi(c, c)
        # Nothing half-built was left behind.
        assert len(m.body.operations) == 1
