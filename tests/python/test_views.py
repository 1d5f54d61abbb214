"""The list views of the IR (block arguments, operands, results, regions, successors) slice as
upstream's: a slice is a view of the same class, its length fixed when made, its items read
live; the attribute map is a Mapping; argument conversions follow upstream's rules."""

import collections.abc

import pytest

from mlir.ir import *

SOURCE = """
"t.a"() ({
  ^bb0(%a: i8, %b: i16, %c: i24, %d: i32):
    %0:4 = "t.p"(%a, %b, %c, %d) : (i8, i16, i24, i32) -> (i1, i2, i3, i4)
    "t.br"()[^bb1, ^bb2] : () -> ()
  ^bb1: "t.y"() : () -> ()
  ^bb2: "t.y"() : () -> ()
}, {}, {}) : () -> ()
"""


def parts(ctx):
    m = Module.parse(SOURCE, ctx)
    top = m.body.operations[0]
    blk = top.regions[0].blocks[0]
    return m, top, blk, blk.operations[0], blk.operations[1]


def types(seq):
    return [str(v.type) for v in seq]


def test_slices_are_views_of_the_same_class():
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m, top, blk, p, br = parts(ctx)
        args = blk.arguments[1:]
        assert type(args) is BlockArgumentList
        assert types(args) == ["i16", "i24", "i32"]
        assert [str(t) for t in args.types] == ["i16", "i24", "i32"]
        assert [str(t) for t in args[::-1][1:].types] == ["i24", "i16"]
        assert type(p.operands[::2]) is OpOperandList and types(p.operands[::2]) == ["i8", "i24"]
        assert type(p.results[1:3]) is OpResultList and [str(t) for t in p.results[1:3].types] == ["i2", "i3"]
        assert p.results[1:].owner == p
        assert type(top.regions[1:]) is RegionSequence and len(top.regions[1:]) == 2
        assert type(br.successors[::-1]) is OpSuccessors and len(br.successors[5:9]) == 0
        # Concatenation gives a list.
        assert type(blk.arguments[:2] + blk.arguments[1:]) is list
        assert len(blk.arguments[:2] + blk.arguments[1:]) == 5
        # Iteration is Python's sequence iteration over the items.
        assert type(iter(p.results)).__name__ == "iterator"
        assert len(list(p.results[::-1])) == 4


def test_slice_bounds_and_liveness():
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m, top, blk, p, br = parts(ctx)
        for seq in (blk.arguments, p.operands, p.results, top.regions, br.successors):
            with pytest.raises(IndexError, match="index out of range"):
                seq[10]
            with pytest.raises(IndexError, match="index out of range"):
                seq[-10]
            with pytest.raises(IndexError, match="index out of range"):
                seq[5:9][0]
        # The length of a view is fixed when it is made...
        view = blk.arguments[1:]
        blk.add_argument(IntegerType.get_signless(64), Location.unknown(ctx))
        assert len(view) == 3 and len(blk.arguments) == 5
        # ... its items are read when asked for.
        operands = p.operands[1:3]
        p.operands[1] = blk.arguments[0]
        assert str(operands[0].type) == "i8"
        # A view whose items are gone raises rather than reading something else.
        view = blk.arguments[4:]
        blk.erase_argument(4)
        with pytest.raises(IndexError, match="index out of range"):
            view[0]


def test_attribute_map_is_a_mapping():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    m = Module.parse('"some.op"() {some.attribute = 1 : i8, other = 3.0, dependent = "text"} : () -> ()', ctx)
    op = m.body.operations[0]
    assert isinstance(op.attributes, collections.abc.Mapping)
    match op:
        case OpView(attributes={"missing": _}):
            assert False
        case OpView(attributes={"some.attribute": IntegerAttr(value=v), "dependent": StringAttr() as d, **rest}):
            assert v == 1 and d.value == "text"
            assert list(rest) == ["other"]
        case _:
            assert False, "the mapping pattern did not match"


def test_name_locations_as_prefixes():
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        m = Module.parse(
            """
            func.func @f(%a: i32 loc("argA"), %b: i32) -> i32 {
              %0 = arith.addi %a, %b : i32 loc("sum")
              %r = "t.r"() ({ %9 = arith.addi %0, %0 : i32 loc(callsite("inner" at "x.c":1:1))
                "t.y"(%9) : (i32) -> () }) : () -> i32
              return %0 : i32
            }""")
        f = m.body.operations[0]
        blk = f.regions[0].blocks[0]
        inner = blk.operations[1].regions[0].blocks[0].operations[0]
        text = f.get_asm(use_name_loc_as_prefix=True)
        assert "func.func @f(%argA: i32, %arg1: i32) -> i32 {" in text
        assert "%sum = arith.addi %argA, %arg1 : i32" in text
        assert "%0 = \"t.r\"()" in text
        assert "%inner = arith.addi %sum, %sum : i32" in text
        assert "%argA" not in f.get_asm()
        assert blk.arguments[0].get_name(use_name_loc_as_prefix=True) == "%argA"
        assert blk.arguments[0].get_name() == "%arg0"
        assert inner.result.get_name(use_name_loc_as_prefix=True) == "%inner"
        assert inner.get_asm(use_name_loc_as_prefix=True) == "%inner = arith.addi %sum, %sum : i32"


def test_dense_array_item_conversions():
    class Truthy:
        def __bool__(self):
            return True

    class Index:
        def __index__(self):
            return 3

    class Int:
        def __int__(self):
            return 4

    with Context():
        assert str(DenseBoolArrayAttr.get([Truthy(), 0, None, "x"])) == "array<i1: true, false, false, true>"
        assert str(DenseI8ArrayAttr.get([Index(), Int(), True, "12"])) == "array<i8: 3, 4, 1, 12>"
        assert str(DenseI8ArrayAttr.get([Attribute.parse(s) for s in ["4 : i8", "2 : ui16"]])) == "array<i8: 4, 2>"
        assert str(DenseF32ArrayAttr.get([Index(), 1, Attribute.parse("2.0")])) == \
            "array<f32: 3.000000e+00, 1.000000e+00, 2.000000e+00>"
        assert str(DenseI16ArrayAttr.get(bytearray(b"ab"))) == "array<i16: 97, 98>"
        for cls, values in [(DenseI8ArrayAttr, [4, 2.0]), (DenseI8ArrayAttr, [40000]), (DenseI8ArrayAttr, [BoolAttr.get(True)]),
                            (DenseI64ArrayAttr, [2**63]), (DenseF64ArrayAttr, ["1.0"]), (DenseI32ArrayAttr, 5),
                            (DenseI32ArrayAttr, "ab"), (DenseI32ArrayAttr, b"ab"), (DenseI32ArrayAttr, {1: 2})]:
            with pytest.raises(TypeError) as e:
                cls.get(values)
            first = str(e.value).splitlines()
            assert first[0] == "get(): incompatible function arguments. The following argument types are supported:"
            assert first[1].startswith("    1. get(values: collections.abc.Sequence[")
            assert first[-1].startswith("Invoked with types: ")


def test_array_attr_items_must_be_attributes():
    with Context():
        with pytest.raises(RuntimeError, match=r"^Invalid attribute \(None\?\) when attempting to create an ArrayAttribute"):
            ArrayAttr.get([None])
        with pytest.raises(RuntimeError, match="^Invalid attribute when attempting to create an ArrayAttribute"):
            ArrayAttr.get([StringAttr.get("a"), 42])
        array = ArrayAttr.get([StringAttr.get("a")]) + [StringAttr.get("b")]
        assert str(array) == '["a", "b"]'
        with pytest.raises(IndexError, match="ArrayAttribute index out of range"):
            array[2]


def test_every_class_can_be_subclassed():
    # Upstream's classes are all subclassable (value casters return subclasses of OpResult,
    # BlockArgument, Value); only the enums are final.
    import enum
    import mlir.ir as ir

    for name in dir(ir):
        cls = getattr(ir, name)
        if isinstance(cls, type) and not issubclass(cls, enum.Enum):
            type("Sub" + name, (cls,), {})


def test_value_caster_returning_a_subclass():
    class Tagged(OpResult):
        def __init__(self, v):
            super().__init__(v)

    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        i17 = IntegerType.get_signless(17)
        register_value_caster(i17.typeid)(lambda v: Tagged(v) if isinstance(v, OpResult) else v)
        module = Module.create()
        with InsertionPoint(module.body):
            results = Operation.create("t.op", results=[i17, i17]).results
            assert type(results[1]) is Tagged and results[1].result_number == 1
            assert type(results[:1][0]) is Tagged
            assert results[0].get_name(state=AsmState(module.operation)) == "%0#0"


def test_subclass_instances_print_with_the_bound_class_name():
    class MyInt(IntegerType):
        pass

    class MyVal(Value):
        def __str__(self):
            return super().__str__().replace(Value.__name__, "MyVal")

    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        t = MyInt(IntegerType.get_signless(3))
        assert repr(t) == "IntegerType(i3)"
        assert repr(IntegerAttr.get(t, 1)) == "IntegerAttr(1 : i3)"
        r = Operation.create("t.x", results=[t]).result
        assert str(MyVal(r)).startswith('MyVal(%0 = "t.x"()')
