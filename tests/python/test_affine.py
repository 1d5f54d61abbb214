"""Affine expressions, maps, integer sets and the attributes wrapping them."""

import pytest

from mlir.ir import *


def test_leaf_expressions_and_their_classes():
    with Context() as ctx:
        k = AffineConstantExpr.get(-3)
        d = AffineExpr.get_dim(4)
        s = AffineSymbolExpr.get(0, context=ctx)
        assert (type(k), type(d), type(s)) == (AffineConstantExpr, AffineDimExpr, AffineSymbolExpr)
        assert (k.value, d.position, s.position) == (-3, 4, 0)
        assert (str(k), str(d), str(s)) == ("-3", "d4", "s0")
        assert repr(d) == "AffineExpr(d4)"
        assert d.context is ctx
        assert AffineExpr.get_constant(7) == AffineConstantExpr.get(7)
        assert d != AffineDimExpr.get(5)
        assert d != "d4"
        # Positions are 32-bit unsigned, as upstream's.
        assert str(AffineDimExpr.get(-1)) == "d4294967295"


def test_operators_build_simplified_expressions():
    with Context():
        i, j = AffineDimExpr.get(0), AffineDimExpr.get(1)
        n = AffineSymbolExpr.get(0)
        assert str(i + j) == "d0 + d1"
        assert str(5 + i) == "d0 + 5"
        assert str(i - j) == "d0 - d1"
        assert str(i - 5) == "d0 - 5"
        assert str(5 - i) == "-d0 + 5"
        assert str(3 * i) == str(i * 3) == "d0 * 3"
        assert str(i * n) == "d0 * s0"
        assert str(i % 8) == "d0 mod 8"
        assert str(8 % i) == "8 mod d0"
        assert str(i + i) == "d0 * 2"
        assert str((i * 4 + 2) % 2) == "0"
        # A result is created as the class of what it simplified to.
        assert type(AffineExpr.get_add(AffineConstantExpr.get(2), 3)) is AffineConstantExpr
        assert type(i + 0) is AffineDimExpr
        with pytest.raises(TypeError):
            i + "x"
        with pytest.raises(TypeError):
            i // 2
        with pytest.raises(TypeError):
            AffineExpr.get_mul(2, 3)


def test_binary_constructors_and_operands():
    with Context():
        i, c = AffineDimExpr.get(2), AffineConstantExpr.get(5)
        built = {
            AffineAddExpr: ("d2 + 5", AffineExpr.get_add),
            AffineMulExpr: ("d2 * 5", AffineExpr.get_mul),
            AffineModExpr: ("d2 mod 5", AffineExpr.get_mod),
            AffineFloorDivExpr: ("d2 floordiv 5", AffineExpr.get_floor_div),
            AffineCeilDivExpr: ("d2 ceildiv 5", AffineExpr.get_ceil_div),
        }
        for cls, (text, getter) in built.items():
            e = cls.get(i, c)
            assert type(e) is cls and isinstance(e, AffineBinaryExpr)
            assert str(e) == text
            assert e == getter(i, 5) == getter(i, c)
            assert e.lhs == i and e.rhs == c
            assert type(e.lhs) is AffineDimExpr
        assert str(AffineExpr.get_floor_div(7, i)) == "7 floordiv d2"
        diff = i - AffineDimExpr.get(0)
        neg = AffineMulExpr(diff.rhs)
        assert (str(neg.lhs), neg.rhs.value) == ("d0", -1)


def test_casts_and_isinstance():
    with Context():
        i = AffineDimExpr.get(0)
        total = i + AffineSymbolExpr.get(1)
        generic = total.lhs.maybe_downcast()
        assert type(generic) is AffineDimExpr
        assert type(AffineBinaryExpr(total)) is AffineBinaryExpr
        assert type(AffineAddExpr(total)) is AffineAddExpr
        with pytest.raises(ValueError, match=r"Cannot cast affine expression to AffineMulExpr \(from AffineExpr\(d0 \+ s1\)\)"):
            AffineMulExpr(total)
        with pytest.raises(ValueError, match="to AffineBinaryExpr"):
            AffineBinaryExpr(i)
        with pytest.raises(TypeError):
            AffineExpr(i)
        assert AffineAddExpr.isinstance(total) and AffineBinaryExpr.isinstance(total)
        assert not AffineModExpr.isinstance(total)
        assert AffineDimExpr.isinstance(i) and not AffineSymbolExpr.isinstance(i)
        assert not AffineDimExpr.isinstance(42)


def test_expression_equality_and_hash():
    with Context():
        a = AffineDimExpr.get(0) * 2 + AffineSymbolExpr.get(0)
        b = AffineSymbolExpr.get(0) + 2 * AffineDimExpr.get(0)
        assert a == b and hash(a) == hash(b)
        table = {a: "x"}
        assert table[b] == "x"
    # The same expression in another context is a different one.
    with Context():
        other = AffineDimExpr.get(0) * 2 + AffineSymbolExpr.get(0)
    assert other != a


def test_rewrites_of_expressions():
    with Context():
        d = [AffineDimExpr.get(k) for k in range(4)]
        s = [AffineSymbolExpr.get(k) for k in range(3)]
        assert (d[0] + d[1]).shift_dims(2, 2) == d[2] + d[3]
        assert (d[0] + d[1]).shift_dims(2, 1, offset=1) == d[0] + d[2]
        assert (s[0] * 3 + d[1]).shift_symbols(1, 2) == s[2] * 3 + d[1]
        m = AffineMap.get(2, 1, [d[1] + s[0], d[0] * 4])
        composed = (d[0] + d[1]).compose(m)
        assert str(composed) == "d1 + s0 + d0 * 4"
        assert type(composed) is AffineExpr


def test_simplify_by_flattening():
    with Context():
        i, j = AffineDimExpr.get(0), AffineDimExpr.get(1)
        n = AffineSymbolExpr.get(0)
        q = AffineExpr.get_floor_div(i, 8)
        assert str(AffineExpr.simplify_affine_expr(i - q * 8, 2, 1)) == "d0 mod 8"
        assert str(AffineExpr.simplify_affine_expr(q - q, 2, 1)) == "0"
        e = AffineExpr.get_ceil_div(i * 4 + j * 6, 10)
        assert str(AffineExpr.simplify_affine_expr(e, 2, 1)) == "(d0 * 2 + d1 * 3) ceildiv 5"
        assert AffineExpr.simplify_affine_expr(i + n, 1, 1) == i + n
        # Division by zero cannot be flattened and comes back as it was.
        bad = AffineExpr.get_mod(i, 0)
        assert AffineExpr.simplify_affine_expr(bad, 1, 0) == bad


def test_map_construction():
    with Context() as ctx:
        i, j = AffineDimExpr.get(0), AffineDimExpr.get(1)
        m = AffineMap.get(2, 1, [j, i + AffineSymbolExpr.get(0)])
        assert str(m) == "(d0, d1)[s0] -> (d1, d0 + s0)"
        assert repr(m) == "AffineMap((d0, d1)[s0] -> (d1, d0 + s0))"
        assert m.context is ctx
        assert (m.n_dims, m.n_symbols, m.n_inputs) == (2, 1, 3)
        assert str(AffineMap.get_empty()) == "() -> ()"
        assert str(AffineMap.get_constant(9)) == "() -> (9)"
        assert str(AffineMap.get_identity(3)) == "(d0, d1, d2) -> (d0, d1, d2)"
        assert str(AffineMap.get_minor_identity(3, 1)) == "(d0, d1, d2) -> (d2)"
        assert str(AffineMap.get_permutation([1, 2, 0])) == "(d0, d1, d2) -> (d1, d2, d0)"
        assert AffineMap.get(2, 0, [i, j]) == AffineMap.get_identity(2)
        assert hash(AffineMap.get(2, 0, [i, j])) == hash(AffineMap.get_identity(2))
        assert AffineMap.get_identity(2) != AffineMap.get_permutation([1, 0])
        with pytest.raises(RuntimeError, match=r"Invalid expression when attempting to create an AffineMap"):
            AffineMap.get(1, 0, [i, 3])
        with pytest.raises(RuntimeError, match=r"Invalid expression \(None\?\) when attempting to create an AffineMap"):
            AffineMap.get(1, 0, [None])
        with pytest.raises(RuntimeError, match="Invalid permutation"):
            AffineMap.get_permutation([0, 0])
        with pytest.raises(RuntimeError, match="Invalid permutation"):
            AffineMap.get_permutation([5])


def test_map_results_and_submaps():
    with Context():
        m = AffineMap.get_identity(4)
        results = m.results
        assert len(results) == 4
        assert [str(e) for e in results] == ["d0", "d1", "d2", "d3"]
        assert type(results[0]) is AffineDimExpr and results[-1] == AffineDimExpr.get(3)
        assert [str(e) for e in results[1::2]] == ["d1", "d3"]
        joined = results[:1] + results[3:]
        assert isinstance(joined, list) and [str(e) for e in joined] == ["d0", "d3"]
        with pytest.raises(IndexError):
            results[4]
        assert str(m.get_submap([3, 0])) == "(d0, d1, d2, d3) -> (d3, d0)"
        assert str(m.get_major_submap(1)) == "(d0, d1, d2, d3) -> (d0)"
        assert str(m.get_minor_submap(3)) == "(d0, d1, d2, d3) -> (d1, d2, d3)"
        with pytest.raises(ValueError, match="result position out of bounds"):
            m.get_submap([-1])
        with pytest.raises(ValueError, match="number of results out of bounds"):
            m.get_major_submap(4)
        with pytest.raises(ValueError, match="number of results out of bounds"):
            m.get_minor_submap(10)


def test_map_predicates_replace_and_compression():
    with Context() as ctx:
        d = [AffineDimExpr.get(k) for k in range(3)]
        s = [AffineSymbolExpr.get(k) for k in range(3)]
        assert AffineMap.get(2, 0, [d[1], d[0]]).is_permutation
        projection = AffineMap.get(3, 0, [d[2], d[0]])
        assert projection.is_projected_permutation and not projection.is_permutation
        assert not AffineMap.get(2, 0, [d[0], d[0]]).is_projected_permutation
        assert not AffineMap.get(1, 1, [d[0]]).is_projected_permutation

        m = AffineMap.get(2, 2, [d[0] + s[1], d[1] * 2])
        assert str(m.replace(d[1], s[0], 2, 2)) == "(d0, d1)[s0, s1] -> (d0 + s1, s0 * 2)"
        assert str(m.replace(d[0] + s[1], AffineConstantExpr.get(1), 2, 0)) == "(d0, d1) -> (1, d1 * 2)"

        maps = [AffineMap.get(1, 3, [d[0] + s[2]]), AffineMap.get(1, 3, [s[0] * 4])]
        packed = AffineMap.compress_unused_symbols(maps, ctx)
        assert [str(p) for p in packed] == ["(d0)[s0, s1] -> (d0 + s1)", "(d0)[s0, s1] -> (s0 * 4)"]
        with pytest.raises(ValueError):
            AffineMap.compress_unused_symbols([maps[0], AffineMap.get_identity(2)], ctx)


def test_integer_sets():
    with Context() as ctx:
        i, j = AffineDimExpr.get(0), AffineDimExpr.get(1)
        n = AffineSymbolExpr.get(0)
        s = IntegerSet.get(2, 1, [i - j, n - i - 1, j], [True, False, False])
        assert str(s) == "(d0, d1)[s0] : (d0 - d1 == 0, -d0 + s0 - 1 >= 0, d1 >= 0)"
        assert repr(s).startswith("IntegerSet((d0, d1)[s0]")
        assert (s.n_dims, s.n_symbols, s.n_inputs) == (2, 1, 3)
        assert (s.n_equalities, s.n_inequalities) == (1, 2)
        assert s.context is ctx and not s.is_canonical_empty
        cs = s.constraints
        assert len(cs) == 3
        assert [(str(c.expr), c.is_eq) for c in cs] == [("d0 - d1", True), ("-d0 + s0 - 1", False), ("d1", False)]
        assert cs[-1].expr == j and len(cs[1:]) == 2
        assert s == IntegerSet.get(2, 1, [i - j, n - i - 1, j], [True, False, False])
        assert hash(s) == hash(IntegerSet.get(2, 1, [i - j, n - i - 1, j], [True, False, False]))

        empty = IntegerSet.get_empty(1, 0)
        assert str(empty) == "(d0) : (1 == 0)" and empty.is_canonical_empty

        swapped = s.get_replaced([j, i], [AffineConstantExpr.get(10)], 2, 0)
        assert str(swapped) == "(d0, d1) : (d1 - d0 == 0, -d1 + 9 >= 0, d0 >= 0)"


def test_integer_set_errors():
    with Context():
        i = AffineDimExpr.get(0)
        with pytest.raises(ValueError, match="Expected non-empty list of constraints"):
            IntegerSet.get(1, 0, [], [])
        with pytest.raises(ValueError, match="match that of equality flags"):
            IntegerSet.get(1, 0, [i], [True, True])
        with pytest.raises(RuntimeError, match="Invalid expression when attempting to create an IntegerSet"):
            IntegerSet.get(1, 0, ["d0"], [True])
        s = IntegerSet.get(1, 1, [i], [False])
        with pytest.raises(ValueError, match="dimension replacement expressions"):
            s.get_replaced([], [i], 1, 1)
        with pytest.raises(ValueError, match="symbol replacement expressions"):
            s.get_replaced([i], [], 1, 1)
        with pytest.raises(RuntimeError, match=r"\(None\?\) when attempting to create an IntegerSet by replacing symbols"):
            s.get_replaced([i], [None], 1, 1)


def test_capsules_round_trip():
    with Context():
        e = AffineDimExpr.get(3)
        m = AffineMap.get_identity(1)
        s = IntegerSet.get_empty(0, 1)
        assert "mlir.ir.AffineExpr._CAPIPtr" in repr(e._CAPIPtr)
        assert AffineExpr._CAPICreate(e._CAPIPtr) == e
        assert AffineMap._CAPICreate(m._CAPIPtr) == m
        assert IntegerSet._CAPICreate(s._CAPIPtr) == s
        with pytest.raises(ValueError):
            AffineMap._CAPICreate(e._CAPIPtr)


def test_affine_map_and_integer_set_attributes():
    with Context():
        m = AffineMap.get_permutation([1, 0])
        a = AffineMapAttr.get(m)
        assert str(a) == "affine_map<(d0, d1) -> (d1, d0)>"
        assert type(a.value) is AffineMap and a.value == m
        assert type(Attribute.parse("affine_map<(d0) -> (d0 + 1)>")) is AffineMapAttr
        assert AffineMapAttr.attr_name == "builtin.affine_map"

        s = IntegerSet.get(1, 0, [AffineDimExpr.get(0) - 2], [False])
        sa = IntegerSetAttr.get(s)
        assert str(sa) == "affine_set<(d0) : (d0 - 2 >= 0)>"
        assert sa.value == s
        parsed = Attribute.parse("affine_set<(d0) : (d0 - 2 >= 0)>")
        assert type(parsed) is IntegerSetAttr and parsed == sa
        assert IntegerSetAttr(parsed) == sa and IntegerSetAttr.isinstance(parsed)
        assert sa.typeid == IntegerSetAttr.static_typeid
        with pytest.raises(ValueError, match=r"Cannot cast attribute to IntegerSetAttr \(from Attribute\(unit\)\)"):
            IntegerSetAttr(UnitAttr.get())


def test_strided_layout_attribute():
    with Context():
        a = StridedLayoutAttr.get(8, [4, 1])
        assert str(a) == "strided<[4, 1], offset: 8>"
        assert (a.offset, a.strides) == (8, [4, 1])
        assert str(StridedLayoutAttr.get(0, [1])) == "strided<[1]>"
        dyn = StridedLayoutAttr.get_fully_dynamic(2)
        assert str(dyn) == "strided<[?, ?], offset: ?>"
        assert dyn.offset == dyn.strides[0] == -(2**63)
        parsed = Attribute.parse("strided<[?, 1], offset: 3>")
        assert type(parsed) is StridedLayoutAttr and parsed.strides == [-(2**63), 1]
        assert StridedLayoutAttr.attr_name == "builtin.strided_layout"
        with pytest.raises(ValueError):
            StridedLayoutAttr.get_fully_dynamic(-1)
        with pytest.raises(ValueError, match="Cannot cast attribute to StridedLayoutAttr"):
            StridedLayoutAttr(UnitAttr.get())
