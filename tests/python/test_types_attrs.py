import pytest

from mlir.ir import *


def test_type_parse_print_and_downcast():
    with Context():
        t = Type.parse("i32")
        assert repr(t) == "IntegerType(i32)"
        assert isinstance(t, IntegerType) and t.width == 32 and t.is_signless
        assert repr(Type(t)) == "Type(i32)"
        assert Type(t).maybe_downcast() == t
        assert repr(Type.parse("f32")) == "F32Type(f32)"
        assert IntegerType.get_signed(8).is_signed
        assert str(IntegerType.get_unsigned(16)) == "ui16"
        assert IndexType.get() == Type.parse("index")
        assert str(F16Type.get()) == "f16" and F64Type.get().width == 64
        assert str(ComplexType.get(F32Type.get())) == "complex<f32>"
        assert str(FunctionType.get([t], [t, IndexType.get()])) == "(i32) -> (i32, index)"
        tup = TupleType.get_tuple([t, F32Type.get()])
        assert tup.num_types == 2 and tup.get_type(1) == F32Type.get()
        assert str(NoneType.get()) == "none"


def test_unsigned_fp8():
    # f8E5M3FNU has no sign bit: 0x80 is +2.0 and only 0xFF is NaN.
    with Context():
        t = Float8E5M3FNUType.get()
        assert str(t) == "f8E5M3FNU" and t.width == 8 and isinstance(Type.parse("f8E5M3FNU"), Float8E5M3FNUType)
        assert FloatAttr(Attribute.parse("0x80 : f8E5M3FNU")).value == 2.0
        assert str(Attribute.parse("0xFE : f8E5M3FNU")) == "1.146880e+05 : f8E5M3FNU"
        assert str(Attribute.parse("0xFF : f8E5M3FNU")) == "0xFF : f8E5M3FNU"


def test_cast_errors():
    with Context():
        with pytest.raises(ValueError, match=r"Cannot cast type to IntegerType \(from Type\(f32\)\)"):
            IntegerType(F32Type.get())
        with pytest.raises(MLIRError) as e:
            Type.parse("foo")
        assert str(e.value) == 'Unable to parse type:\nerror: "foo":1:1: expected non-function type'
        # What is left unread is quoted, from the first unread token on.
        with pytest.raises(MLIRError) as e:
            Type.parse("i32  x")
        assert str(e.value) == """Unable to parse type:\nerror: "i32  x":1:6: found trailing characters: 'x'"""
        with pytest.raises(MLIRError) as e:
            Attribute.parse("#undefined")
        assert str(e.value).endswith(""""#undefined":1:10: undefined symbol alias id 'undefined'""")


def test_shaped_types():
    with Context(), Location.unknown():
        f32 = F32Type.get()
        v = VectorType.get([2, 3], f32, scalable_dims=[1])
        assert str(v) == "vector<2x[3]xf32>" and v.scalable and v.scalable_dims == [False, True]
        t = RankedTensorType.get([ShapedType.get_dynamic_size(), 4], f32)
        assert str(t) == "tensor<?x4xf32>"
        assert t.rank == 2 and t.is_dynamic_dim(0) and not t.has_static_shape and t.shape[1] == 4
        assert t.element_type == f32
        assert str(UnrankedTensorType.get(f32)) == "tensor<*xf32>"
        m = MemRefType.get([4], f32, memory_space=Attribute.parse("1"))
        assert str(m) == "memref<4xf32, 1>" and str(m.layout) == "affine_map<(d0) -> (d0)>"
        with pytest.raises(MLIRError):
            VectorType.get([0], f32)
        # The element type is checked first, with upstream's (generated) wording.
        with pytest.raises(MLIRError) as e:
            VectorType.get([0], NoneType.get())
        assert "failed to verify 'elementType': VectorElementTypeInterface instance" in str(e.value)


def test_attributes():
    with Context():
        a = Attribute.parse("42 : i32")
        assert repr(a) == "IntegerAttr(42 : i32)" and a.value == 42
        assert IntegerAttr.get(IntegerType.get_signless(8), 255).value == -1
        big = IntegerAttr.get(IntegerType.get_signless(128), 2**100)
        assert big.value == 2**100
        assert str(FloatAttr.get_f32(1.5)) == "1.500000e+00 : f32"
        assert float(FloatAttr.get_f64(0.25)) == 0.25
        assert BoolAttr.get(True).value is True and str(BoolAttr.get(False)) == "false"
        s = StringAttr.get("hi\n")
        assert str(s) == '"hi\\0A"' and s.value == "hi\n"
        arr = ArrayAttr.get([a, s])
        assert len(arr) == 2 and arr[1] == s and list(arr)[0] == a
        d = DictAttr.get({"b": a, "a": UnitAttr.get()})
        assert str(d) == "{a, b = 42 : i32}" and "b" in d and d["b"] == a
        assert str(TypeAttr.get(F32Type.get())) == "f32"
        assert FlatSymbolRefAttr.get("f").value == "f"
        assert SymbolRefAttr.get(["a", "b"]).value == ["a", "b"]
        arr64 = DenseI64ArrayAttr.get([1, 2, 3])
        assert str(arr64) == "array<i64: 1, 2, 3>" and list(arr64) == [1, 2, 3] and arr64[-1] == 3
        assert str(DenseF32ArrayAttr.get([1.0])) == "array<f32: 1.000000e+00>"
        assert hash(Attribute.parse("1 : i8")) == hash(IntegerAttr.get(IntegerType.get_signless(8), 1))
        with pytest.raises(MLIRError) as e:
            Attribute.parse("foo<")
        assert str(e.value) == 'Unable to parse attribute:\nerror: "foo<":1:1: expected attribute value'


def test_float_attr_of_non_float_type_is_mlir_error():
    # Upstream's checked FloatAttr.get reports through the diagnostics, as an MLIRError located
    # where the caller says (or the current location).
    with Context(), Location.unknown():
        with pytest.raises(MLIRError) as e:
            FloatAttr.get(IntegerType.get_signless(32), 42)
        assert str(e.value) == "Invalid attribute:\nerror: unknown: expected floating point type"
        with pytest.raises(MLIRError) as e:
            FloatAttr.get(IndexType.get(), 1.0, loc=Location.file("a.py", 3, 4))
        assert str(e.value) == 'Invalid attribute:\nerror: "a.py":3:4: expected floating point type'
        # The unchecked form would build an invalid attribute upstream; we refuse it.
        with pytest.raises(ValueError, match="FloatAttr requires a float type"):
            FloatAttr.get_unchecked(IntegerType.get_signless(32), 42)
        assert str(FloatAttr.get(F32Type.get(), 42.0)) == "4.200000e+01 : f32"
