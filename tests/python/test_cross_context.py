"""Objects of one Context handed to a method working in another.

Types, attributes, locations, values, blocks, regions, ops and affine objects only mean something
in the context that made them. Passing one where another context's object is needed must raise a
ValueError naming the offending argument ("... belongs to a different context than ...") and
leave the IR of both contexts exactly as it was; comparing objects of two contexts is simply
unequal.
"""

import array
from contextlib import contextmanager
from types import SimpleNamespace

import pytest

from mlir._mlir_libs import _mlir
from mlir.dialects import arith, cf
from mlir.ir import *

# Each context gets the same IR, so that ids coincide across the two stores (the dangerous case).
SOURCE = """
%a = "t.a"() : () -> i32
%b = "t.b"(%a) : (i32) -> i32
"t.r"() ({
^bb0(%x: i32):
  "t.br"(%x)[^bb1] : (i32) -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()
"t.sym"() {sym_name = "s"} : () -> ()
"""

FOREIGN = "belongs to a different context than"


def _side(ctx):
    """One context with its module and handles into it."""
    ctx.allow_unregistered_dialects = True
    module = Module.parse(SOURCE, ctx)
    ops = list(module.body.operations)
    region = ops[2].regions[0]
    with ctx:
        return SimpleNamespace(
            ctx=ctx,
            module=module,
            ops=ops,
            a=ops[0].result,
            b=ops[1].result,
            region=region,
            blocks=list(region.blocks),
            i32=IntegerType.get_signless(32),
            f32=F32Type.get(),
            tensor=RankedTensorType.get([2], IntegerType.get_signless(32)),
            attr=IntegerAttr.get(IntegerType.get_signless(32), 7),
            loc=Location.file("x.mlir", 1, 2),
            unknown=Location.unknown(),
        )


@pytest.fixture
def x():
    """Two contexts `x.one` and `x.two` built alike."""
    pair = SimpleNamespace(one=_side(Context()), two=_side(Context()))
    yield pair
    # pytest keeps the fixture's value until after conftest.py's leak check: empty it here.
    pair.__dict__.clear()


@contextmanager
def unchanged(x):
    """The IR of both contexts prints the same after the block as before."""
    before = (str(x.one.module), str(x.two.module))
    yield
    assert (str(x.one.module), str(x.two.module)) == before


def refused(x, call, *args, **kwargs):
    """`call(*args, **kwargs)` raises the cross-context ValueError and changes nothing."""
    with unchanged(x):
        with pytest.raises(ValueError, match=FOREIGN) as info:
            call(*args, **kwargs)
    return str(info.value)


# ----- types -----


def test_types(x):
    one, two = x.one, x.two
    assert "input type 0" in refused(x, FunctionType.get, [one.i32], [], context=two.ctx)
    assert "result type 1" in refused(x, FunctionType.get, [two.i32], [two.i32, one.i32], context=two.ctx)
    with two.ctx:
        assert "the current context" in refused(x, FunctionType.get, [one.i32], [])
        refused(x, TupleType.get_tuple, [two.i32, one.f32])
    refused(x, TupleType.get_tuple, [one.i32], context=two.ctx)
    # Constructors taking their context from the element type check the other arguments.
    assert "encoding" in refused(x, RankedTensorType.get, [2], one.i32, encoding=two.attr)
    refused(x, RankedTensorType.get, [2], one.i32, loc=two.loc)
    refused(x, RankedTensorType.get_unchecked, [2], one.i32, context=two.ctx)
    refused(x, UnrankedTensorType.get, one.i32, loc=two.loc)
    refused(x, UnrankedTensorType.get_unchecked, one.i32, context=two.ctx)
    refused(x, VectorType.get, [2], one.f32, loc=two.loc)
    refused(x, VectorType.get_unchecked, [2], one.f32, context=two.ctx)
    assert "memory space" in refused(x, MemRefType.get, [2], one.f32, memory_space=two.attr)
    refused(x, MemRefType.get, [2], one.f32, layout=AffineMapAttr.get(AffineMap.get_identity(1, two.ctx)))
    refused(x, MemRefType.get_unchecked, [2], one.f32, context=two.ctx)
    refused(x, UnrankedMemRefType.get, one.f32, two.attr)
    # A value's type can only be set to a type of its own context.
    refused(x, two.a.set_type, one.f32)
    refused(x, two.blocks[0].arguments[0].set_type, one.f32)
    # Same-context calls still work.
    assert str(FunctionType.get([one.i32], [one.f32], context=one.ctx)) == "(i32) -> f32"
    assert str(RankedTensorType.get([2], one.i32, encoding=one.attr)) == "tensor<2xi32, 7 : i32>"


# ----- attributes -----


def test_attributes(x):
    one, two = x.one, x.two
    assert "attribute 0" in refused(x, ArrayAttr.get, [one.attr], context=two.ctx)
    with two.ctx:
        assert "attribute 1" in refused(x, ArrayAttr.get, [two.attr, one.attr])
        refused(x, DictAttr.get, {"k": one.attr})
    refused(x, ArrayAttr.get([two.attr], context=two.ctx).__add__, [one.attr])
    assert "attribute 'k'" in refused(x, DictAttr.get, {"k": one.attr}, context=two.ctx)
    refused(x, TypeAttr.get, one.i32, context=two.ctx)
    refused(x, OpaqueAttr.get, "t", b"x", one.i32, context=two.ctx)
    refused(x, FloatAttr.get, one.f32, 1.0, loc=two.loc)
    # Dense elements: the element attributes, the type and context= must agree.
    refused(x, DenseElementsAttr.get, [one.attr], context=two.ctx)
    refused(x, DenseElementsAttr.get, [two.attr, one.attr])
    refused(x, DenseElementsAttr.get, [one.attr, one.attr], type=two.tensor)
    refused(x, DenseElementsAttr.get, array.array("i", [1, 2]), type=one.tensor, context=two.ctx)
    refused(x, DenseElementsAttr.get_splat, two.tensor, one.attr)
    refused(x, DenseResourceElementsAttr.get_from_buffer, array.array("i", [1, 2]), "r", one.tensor, context=two.ctx)
    # The attribute of an op.
    assert "attribute 'k'" in refused(x, two.ops[0].attributes.__setitem__, "k", one.attr)
    # IntegerAttr.get takes its context from the type: no current context is needed or checked.
    with two.ctx:
        assert IntegerAttr.get(one.i32, 3).context is one.ctx
        assert TypeAttr.get(one.i32).context is one.ctx


# ----- locations -----


def test_locations(x):
    one, two = x.one, x.two
    assert "frame 0" in refused(x, Location.callsite, two.loc, [one.loc], context=two.ctx)
    assert "callee" in refused(x, Location.callsite, one.loc, [two.loc], context=two.ctx)
    with two.ctx:
        assert "location 1" in refused(x, Location.fused, [two.loc, one.loc])
        assert "metadata" in refused(x, Location.fused, [two.loc], metadata=one.attr)
        refused(x, Location.name, "n", childLoc=one.loc)
        refused(x, NameLoc.get, "n", one.loc)
        refused(x, FusedLoc.get, [one.loc])
        refused(x, CallSiteLoc.get, one.loc, [two.loc])
        refused(x, Location.from_attr, one.loc.attr)
    # Locations of ops and block arguments.
    op = two.ops[0]

    def set_location(loc):
        op.location = loc

    refused(x, set_location, one.loc)
    refused(x, two.blocks[0].arguments[0].set_location, one.loc)
    assert str(Location.fused([one.loc, one.unknown], context=one.ctx)) == 'loc("x.mlir":1:2)'


# ----- values and operands -----


def test_values_and_operands(x):
    one, two = x.one, x.two
    user = two.ops[1]
    assert "operand 0" in refused(x, Operation.create, "t.q", operands=[one.a], loc=two.unknown, ip=InsertionPoint(two.module.body))
    refused(x, Operation.create, "t.q", operands=[two.a, one.b], loc=two.unknown)
    refused(x, user.operands.__setitem__, 0, one.a)
    refused(x, two.a.replace_all_uses_with, one.a)
    refused(x, two.a.replace_all_uses_except, one.a, two.ops[2])
    refused(x, two.a.replace_all_uses_except, two.b, one.ops[1])
    refused(x, two.a.replace_all_uses_except, two.b, [two.ops[2], one.ops[1]])
    refused(x, user.replace_uses_of_with, one.a, two.b)
    refused(x, user.replace_uses_of_with, two.a, one.a)
    # Results of an op used as operands by the type inference helper.
    refused(x, _mlir._infer_result_types, "arith.addi", [two.a, one.a], None)
    refused(x, _mlir._infer_result_types, "arith.addi", [one.a, one.a], None, context=two.ctx)


# ----- blocks and successors -----


def test_blocks_and_successors(x):
    one, two = x.one, x.two
    branch = two.ops[2].regions[0].blocks[0].operations[0]
    assert "successor 0" in refused(x, Operation.create, "t.br2", successors=[one.blocks[1]], loc=two.unknown)
    refused(x, branch.successors.__setitem__, 0, one.blocks[1])
    # New blocks: argument types, argument locations and the default (current) location.
    assert "argument type 0" in refused(x, Block.create_at_start, two.region, [one.i32], [two.loc])
    assert "argument location 0" in refused(x, two.blocks[1].create_after, two.i32, arg_locs=[one.loc])
    refused(x, two.blocks[1].create_before, one.i32, arg_locs=[two.loc])
    refused(x, two.region.blocks.append, one.i32, arg_locs=[two.loc])
    with one.loc:
        assert "the current location" in refused(x, two.blocks[1].create_after, two.i32)
        refused(x, two.region.blocks.append, two.i32)
    refused(x, two.blocks[1].add_argument, one.i32, two.loc)
    refused(x, two.blocks[1].add_argument, two.i32, one.loc)
    # Through a generated builder taking a successor.
    with two.unknown, InsertionPoint(two.module.body):
        refused(x, cf.BranchOp, [], one.blocks[1])


# ----- regions -----


def test_regions(x):
    one, two = x.one, x.two
    with one.ctx:
        detached = Block.create_at_start(Operation.create("t.holder", regions=1, loc=one.unknown).regions[0])
    assert "the region" in refused(x, detached.append_to, two.region)
    refused(x, one.blocks[1].append_to, two.region)


# ----- operations -----


def test_operations(x):
    one, two = x.one, x.two
    mover = one.ops[1]
    refused(x, mover.move_before, two.ops[1])
    refused(x, mover.move_after, two.ops[0])
    refused(x, one.ops[0].is_before_in_block, two.ops[1])
    refused(x, two.module.body.append, one.ops[1])
    refused(x, two.blocks[1].append, one.ops[3])
    assert "insertion point" in refused(x, InsertionPoint(two.module.body).insert, one.ops[3])
    refused(x, InsertionPoint(two.ops[0]).insert, one.ops[3])
    refused(x, InsertionPoint.at_block_begin(two.module.body).insert, one.ops[3])
    # A new op goes into the insertion point of its location's context only.
    refused(x, Operation.create, "t.q", loc=two.unknown, ip=InsertionPoint(one.module.body))
    with InsertionPoint(one.module.body):
        refused(x, Operation.create, "t.q", loc=two.unknown)
        refused(x, two.ops[0].clone)
    refused(x, two.ops[0].clone, ip=InsertionPoint(one.module.body))
    # Symbol tables.
    with one.ctx:
        sym = Operation.create("t.sym2", attributes={"sym_name": StringAttr.get("s2")}, loc=one.unknown)
    table = SymbolTable(two.module.operation)
    refused(x, table.insert, sym)
    refused(x, table.erase, one.ops[3])
    assert "s" in table
    # Structural equivalence across contexts is a plain "no".
    assert not one.ops[0].is_structurally_equivalent(two.ops[0])


# ----- affine expressions, maps and sets -----


def test_affine(x):
    one, two = x.one, x.two
    d1 = AffineDimExpr.get(0, one.ctx)
    d2 = AffineDimExpr.get(0, two.ctx)
    s2 = AffineSymbolExpr.get(0, two.ctx)
    map2 = AffineMap.get(1, 1, [d2 + s2], two.ctx)
    assert "expression 0" in refused(x, AffineMap.get, 1, 0, [d1], context=two.ctx)
    with two.ctx:
        assert "expression 1" in refused(x, AffineMap.get, 1, 0, [d2, d1])
        refused(x, IntegerSet.get, 1, 0, [d1], [True])
    assert "right operand" in refused(x, lambda: d2 + d1)
    refused(x, lambda: d2 * d1)
    refused(x, lambda: d2 % d1)
    refused(x, lambda: d2 - d1)
    refused(x, AffineExpr.get_add, d2, d1)
    refused(x, AffineExpr.get_floor_div, d1, d2)
    refused(x, AffineAddExpr.get, d2, d1)
    refused(x, AffineCeilDivExpr.get, d1, d2)
    refused(x, d1.compose, map2)
    refused(x, map2.replace, d1, d2, 1, 1)
    refused(x, map2.replace, d2, d1, 1, 1)
    refused(x, AffineMap.compress_unused_symbols, [map2], one.ctx)
    set2 = IntegerSet.get(1, 0, [d2], [True], two.ctx)
    refused(x, set2.get_replaced, [d1], [], 1, 0)
    # Mixing with integers is fine, and the same expression in one context still combines.
    assert str(d2 + 1) == "d0 + 1"
    assert str(AffineExpr.get_mul(d2, s2)) == "d0 * s0"


# ----- generated builders -----


def test_generated_builders(x):
    one, two = x.one, x.two
    with two.unknown, InsertionPoint(two.module.body):
        # The one-call fast path (`_ods_build`), by function and by class.
        assert "operand 'lhs' of arith.addi" in refused(x, arith.addi, one.a, two.a)
        assert "operand 'rhs' of arith.addi" in refused(x, arith.AddIOp, two.a, one.a)
        refused(x, arith.addi, one.ops[0], two.a)
        refused(x, arith.addi, two.a, two.b, results=[one.i32])
        # ConstantOp builds its attribute in the type's context.
        assert "attribute 'value'" in refused(x, arith.ConstantOp, one.i32, 1)
        refused(x, arith.ConstantOp, one.attr, None)
        refused(x, arith.constant, one.i32, 5)
        # The generic path (`OpView.__init__` with segments), results and operands.
        assert "operand 1 of arith.addui_extended" in refused(
            x, arith.AddUIExtendedOp, two.i32, IntegerType.get_signless(1), two.a, one.a
        )
        assert "result 0" in refused(x, arith.AddUIExtendedOp, one.i32, IntegerType.get_signless(1), two.a, two.a)
        refused(x, Operation.create, "arith.addi", operands=[two.a, one.a], infer_type=True)
        refused(x, arith.AddIOp.build_generic, operands=[two.a, one.a], results=[two.i32])
        # An insertion point of the other context.
        refused(x, arith.addi, two.a, two.b, ip=InsertionPoint(one.module.body))
        # All of one context: fine.
        assert str(arith.addi(two.a, two.b).type) == "i32"


# ----- comparisons -----


def test_comparisons_across_contexts_are_unequal(x):
    one, two = x.one, x.two
    pairs = [
        (one.i32, two.i32),
        (one.attr, two.attr),
        (one.loc, two.loc),
        (one.a, two.a),
        (one.blocks[0], two.blocks[0]),
        (one.module.body, two.module.body),
        (one.region, two.region),
        (one.ops[0], two.ops[0]),
        (one.ops[0].operation, two.ops[0].operation),
        (one.module, two.module),
        (AffineDimExpr.get(0, one.ctx), AffineDimExpr.get(0, two.ctx)),
        (AffineMap.get_identity(2, one.ctx), AffineMap.get_identity(2, two.ctx)),
        (IntegerSet.get_empty(1, 0, one.ctx), IntegerSet.get_empty(1, 0, two.ctx)),
    ]
    for a, b in pairs:
        assert not (a == b)
        assert a != b
    # The same objects within one context are still equal.
    assert one.i32 == IntegerType.get_signless(32, one.ctx)
    assert one.a == one.ops[0].result
