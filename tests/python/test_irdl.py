"""Dialects defined at run time with IRDL: building definitions from Python, loading them,
and the `DynamicType` / `DynamicAttr` classes over what they define."""

import pytest

from mlir.ir import (
    Attribute,
    Context,
    DynamicAttr,
    DynamicType,
    F32Type,
    F64Type,
    InsertionPoint,
    IntegerAttr,
    IntegerType,
    Location,
    MLIRError,
    Module,
    Operation,
    StringAttr,
    Type,
    TypeAttr,
    UnitAttr,
)
from mlir.dialects import irdl

GEO = """
irdl.dialect @geo {
  irdl.type @point {
    %f32 = irdl.is f32
    %f64 = irdl.is f64
    %elem = irdl.any_of(%f32, %f64)
    irdl.parameters(elem: %elem)
  }
  irdl.attribute @tag {
    %s = irdl.base "#builtin.string"
    irdl.parameters(text: %s)
  }
  irdl.operation @make {
    %f32 = irdl.is f32
    %f64 = irdl.is f64
    %elem = irdl.any_of(%f32, %f64)
    %point = irdl.parametric @geo::@point<%elem>
    irdl.operands(x: %elem, y: %elem)
    irdl.results(p: %point)
  }
}
"""


def load_geo():
    irdl.load_dialects(Module.parse(GEO))


def test_definitions_built_from_python_print_as_irdl():
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            d = irdl.dialect("shapes")
            with InsertionPoint(d.body):
                t = irdl.type_("box")
                with InsertionPoint(t.body):
                    width = irdl.is_(TypeAttr.get(F32Type.get()))
                    anything = irdl.any()
                    irdl.parameters([width, anything], ["width", "depth"])
                op = irdl.operation_("stack")
                with InsertionPoint(op.body):
                    i32 = irdl.is_(TypeAttr.get(IntegerType.get_signless(32)))
                    box = irdl.parametric(["shapes", "box"], [i32, i32])
                    irdl.operands_([box, i32], ["first", "rest"], [irdl.Variadicity.single, irdl.Variadicity.variadic])
                    irdl.results_([i32], ["count"], [irdl.Variadicity.optional])
                    irdl.attributes_([i32], ["size"])
        module.operation.verify()
        text = str(module)
        assert "irdl.type @box {" in text
        assert "irdl.parameters(width: %0, depth: %1)" in text
        assert "%1 = irdl.parametric @shapes::@box<%0, %0> \n" in text
        assert "irdl.operands(first: %1, rest: variadic %0)" in text
        assert "irdl.results(count: optional %0)" in text
        assert 'irdl.attributes {"size" = %0}' in text
        # The definition ops come back as the classes with `.body`.
        assert isinstance(d, irdl.DialectOp)
        assert d.body.operations[0].opview.sym_name.value == "box"
        assert str(irdl.Variadicity.variadic) == "variadic"


def test_loaded_dialect_checks_ops_types_and_attributes():
    with Context():
        load_geo()
        m = Module.parse("""
            func.func @f(%x: f64) -> !geo.point<f64> attributes {t = #geo.tag<"n">} {
              %p = "geo.make"(%x, %x) : (f64, f64) -> !geo.point<f64>
              return %p : !geo.point<f64>
            }""")
        assert '"geo.make"(%arg0, %arg0) : (f64, f64) -> !geo.point<f64>' in str(m)
        with pytest.raises(MLIRError, match="'i1' does not satisfy the constraint"):
            Type.parse("!geo.point<i1>")
        with pytest.raises(MLIRError, match="expected 1 type arguments, but had 0"):
            Type.parse("!geo.point")
        # One constraint value stands for one type within an op.
        with pytest.raises(MLIRError, match="expected 'f32' but got 'f64'"):
            Module.parse("""
                func.func @g(%x: f32, %y: f64) {
                  %p = "geo.make"(%x, %y) : (f32, f64) -> !geo.point<f32>
                  return
                }""")


def test_dynamic_type():
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        load_geo()
        t = DynamicType.get("geo.point", [TypeAttr.get(F32Type.get())])
        assert str(t) == "!geo.point<f32>"
        assert repr(t) == "DynamicType(!geo.point<f32>)"
        assert t.type_name == "geo.point"
        assert [str(p) for p in t.params] == ["f32"]
        assert DynamicType.isinstance(t)
        assert not DynamicType.isinstance(F32Type.get())
        # Types of the IRDL dialect itself are not dynamic.
        assert not DynamicType.isinstance(Type.parse("!irdl.attribute"))
        parsed = Type.parse("!geo.point<f32>")
        assert parsed == t
        assert DynamicType(parsed).params[0] == TypeAttr.get(F32Type.get())
        assert t.typeid == DynamicType.lookup_typeid("geo.point")
        # One TypeID per definition, whatever the parameters.
        assert t.typeid == DynamicType.get("geo.point", [TypeAttr.get(F64Type.get())]).typeid
        # Ops carry them like any type.
        with Location.unknown():
            m = Module.create()
            with InsertionPoint(m.body):
                Operation.create("test.op", results=[t])
        assert '"test.op"() : () -> !geo.point<f32>' in str(m)


def test_dynamic_type_errors():
    with Context():
        load_geo()
        with pytest.raises(ValueError, match="format '<dialectName>.<typeName>'"):
            DynamicType.get("point", [])
        with pytest.raises(IndexError, match="Dialect 'nowhere' not found"):
            DynamicType.get("nowhere.point", [])
        with pytest.raises(ValueError, match="Dialect 'arith' is not an extensible dialect."):
            DynamicType.get("arith.point", [])
        with pytest.raises(ValueError, match="Dialect 'geo' does not contain a type named 'line'."):
            DynamicType.get("geo.line", [])
        with pytest.raises(ValueError, match="Cannot cast type to DynamicType"):
            DynamicType(F32Type.get())


def test_dynamic_attr():
    with Context():
        load_geo()
        a = DynamicAttr.get("geo.tag", [StringAttr.get("north")])
        assert str(a) == '#geo.tag<"north">'
        assert a.attr_name == "geo.tag"
        assert [str(p) for p in a.params] == ['"north"']
        assert DynamicAttr.isinstance(Attribute.parse('#geo.tag<"north">'))
        assert not DynamicAttr.isinstance(UnitAttr.get())
        assert a.typeid == DynamicAttr.lookup_typeid("geo.tag")
        with pytest.raises(ValueError, match="does not contain an attribute named 'mark'"):
            DynamicAttr.get("geo.mark", [])
        with pytest.raises(MLIRError, match="expected base attribute 'builtin.string' but got 'builtin.integer'"):
            Attribute.parse("#geo.tag<1>")
        assert str(DynamicAttr.get("geo.tag", [IntegerAttr.get(IntegerType.get_signless(8), 1)])) == "#geo.tag<1 : i8>"


def test_load_failures_raise_and_keep_the_context_usable():
    with Context() as ctx:
        errors = []
        ctx.attach_diagnostic_handler(lambda d: errors.append(str(d)) or True)
        bad = Module.parse("""
            irdl.dialect @bad {
              irdl.type @t {
                %0 = irdl.any
                %1 = irdl.is i32
                %2 = irdl.any_of(%0, %1)
                irdl.parameters(p: %2)
              }
            }""")
        with pytest.raises(RuntimeError, match="failed to load IRDL dialects"):
            irdl.load_dialects(bad)
        assert errors == ["any_of constraints are not in the correct form"]
        # A name taken by a dialect of the build, and a definition loaded twice, are errors too
        # (upstream aborts the process on both).
        with pytest.raises(RuntimeError):
            irdl.load_dialects(Module.parse("irdl.dialect @arith {}"))
        assert "a dialect with namespace 'arith' has already been registered" in errors[-1]
        load_geo()
        with pytest.raises(RuntimeError):
            load_geo()
        assert "type 'geo.point' is already defined" in errors[-1]
        # What loaded first still works.
        assert str(Type.parse("!geo.point<f64>")) == "!geo.point<f64>"


def test_definitions_outlive_their_module():
    with Context():
        m = Module.parse(GEO)
        irdl.load_dialects(m)
        del m
        import gc

        gc.collect()
        assert str(Type.parse("!geo.point<f32>")) == "!geo.point<f32>"
