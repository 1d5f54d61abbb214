"""DenseElementsAttr and friends: building from buffers, lists and splats; reading back."""

import array
import gc
import weakref

import numpy as np  # installed by scripts/test.sh; a missing numpy must fail, not skip
import pytest

from mlir.ir import *


def i(width, signed=None):
    if signed is None:
        return IntegerType.get_signless(width)
    return IntegerType.get_signed(width) if signed else IntegerType.get_unsigned(width)


@pytest.mark.parametrize(
    "dtype, signless_text, signed_text",
    [
        (np.int8, "i8", "si8"),
        (np.uint8, "i8", "ui8"),
        (np.int16, "i16", "si16"),
        (np.uint16, "i16", "ui16"),
        (np.int32, "i32", "si32"),
        (np.uint32, "i32", "ui32"),
        (np.int64, "i64", "si64"),
        (np.uint64, "i64", "ui64"),
        (np.float16, "f16", "f16"),
        (np.float32, "f32", "f32"),
        (np.float64, "f64", "f64"),
        (np.bool_, "i1", "i1"),
    ],
)
def test_element_type_inference(dtype, signless_text, signed_text):
    with Context():
        values = np.array([[1, 0, 1], [0, 1, 1]], dtype=dtype)
        a = DenseElementsAttr.get(values)
        assert str(a.type) == f"tensor<2x3x{signless_text}>"
        assert str(DenseElementsAttr.get(values, signless=False).type) == f"tensor<2x3x{signed_text}>"
        back = np.array(a)
        assert back.shape == (2, 3)
        assert (back == values).all()
        # Signless integers read back signed; the signedness-keeping types read back as given.
        assert np.array(DenseElementsAttr.get(values, signless=False)).dtype == np.dtype(dtype)


def test_get_returns_base_class_and_parse_downcasts():
    with Context(), Location.unknown():
        built = DenseElementsAttr.get(np.array([4, 5, 6], dtype=np.int32))
        assert type(built) is DenseElementsAttr
        parsed = Attribute.parse("dense<[4, 5, 6]> : tensor<3xi32>")
        assert type(parsed) is DenseIntElementsAttr
        assert built == parsed and hash(built) == hash(parsed)
        assert repr(built) == "DenseElementsAttr(dense<[4, 5, 6]> : tensor<3xi32>)"
        assert type(Attribute.parse("dense<1.0> : vector<2xf32>")) is DenseFPElementsAttr
        # Subclass factories build the base class too (as upstream).
        assert type(DenseIntElementsAttr.get(np.array([1], dtype=np.int8))) is DenseElementsAttr


def test_splat_detection_and_values():
    with Context(), Location.unknown():
        a = DenseElementsAttr.get(np.full((2, 2), 3.5, dtype=np.float32))
        assert str(a) == "dense<3.500000e+00> : tensor<2x2xf32>"
        assert a.is_splat and len(a) == 4
        assert repr(a.get_splat_value()) == "FloatAttr(3.500000e+00 : f32)"
        assert (np.array(a) == 3.5).all() and np.array(a).shape == (2, 2)
        b = DenseElementsAttr.get(np.array([1, 2], dtype=np.int64))
        assert not b.is_splat
        with pytest.raises(ValueError, match="get_splat_value called on a non-splat attribute"):
            b.get_splat_value()
        single = DenseElementsAttr.get(np.array([9], dtype=np.int16), shape=[3, 2])
        assert str(single) == "dense<9> : tensor<3x2xi16>"
        scalar = DenseElementsAttr.get(np.array(7, dtype=np.int32))
        assert str(scalar) == "dense<7> : tensor<i32>" and len(scalar) == 1
        assert repr(Attribute.parse("dense<true> : tensor<2xi1>").get_splat_value()) == "BoolAttr(true)"


def test_explicit_type_and_shape():
    with Context(), Location.unknown():
        data = np.array([1, 2, 3, 4], dtype=np.int32)
        wide = data.astype(np.int64)
        assert str(DenseElementsAttr.get(wide, type=IndexType.get())) == "dense<[1, 2, 3, 4]> : tensor<4xindex>"
        assert np.array(DenseElementsAttr.get(wide, type=IndexType.get())).dtype == np.int64
        assert str(DenseElementsAttr.get(data, type=i(32), shape=(2, 2))) == "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"
        vec = VectorType.get([2, 2], i(32))
        assert str(DenseElementsAttr.get(data, type=vec)) == "dense<[[1, 2], [3, 4]]> : vector<2x2xi32>"
        with pytest.raises(ValueError, match="Shape can only be specified explicitly"):
            DenseElementsAttr.get(data, type=vec, shape=[4])
        with pytest.raises(ValueError, match="could not be constructed from the given buffer"):
            DenseElementsAttr.get(data, type=i(16))
        with pytest.raises(ValueError, match="could not be constructed from the given buffer"):
            DenseElementsAttr.get(data, shape=[3])
        # Bit casts: the bytes are reinterpreted, not converted.
        as_f32 = DenseElementsAttr.get(np.array([1.0], dtype=np.float32).view(np.int32), type=F32Type.get())
        assert str(as_f32) == "dense<1.000000e+00> : tensor<1xf32>"
        # A dtype without a buffer format is fine once the type is given.
        stamps = np.array([5, 6], dtype=np.int64).view("datetime64[s]")
        assert str(DenseElementsAttr.get(stamps, type=i(64))) == "dense<[5, 6]> : tensor<2xi64>"
        # Narrow integers keep the low bits.
        assert str(DenseElementsAttr.get(np.array([7, 8], dtype=np.int8), type=i(4))) == "dense<[7, -8]> : tensor<2xi4>"


def test_i1_from_bytes():
    with Context(), Location.unknown():
        raw = np.array([0, 3, 1, 0], dtype=np.uint8)
        a = DenseElementsAttr.get(raw, type=i(1), shape=(2, 2))
        assert str(a) == "dense<[[false, true], [true, false]]> : tensor<2x2xi1>"
        assert np.array(a).tolist() == [[False, True], [True, False]]
        one = DenseElementsAttr.get(np.array(255, dtype=np.uint8), type=i(1), shape=(3,))
        assert str(one) == "dense<true> : tensor<3xi1>"


def test_other_buffers():
    with Context(), Location.unknown():
        assert str(DenseElementsAttr.get(b"\x01\x02")) == "dense<[1, 2]> : tensor<2xi8>"
        assert str(DenseElementsAttr.get(array.array("d", [0.5, 0.25]))) == "dense<[5.000000e-01, 2.500000e-01]> : tensor<2xf64>"
        assert str(DenseElementsAttr.get(memoryview(b"abcd").cast("B", [2, 2]))).endswith(": tensor<2x2xi8>")


def test_buffer_errors():
    with Context():
        with pytest.raises(ValueError, match="unimplemented array format conversion from format: 5w"):
            DenseElementsAttr.get(np.array(["abcde"]))
        with pytest.raises(ValueError, match="unimplemented array format conversion from format: >i"):
            DenseElementsAttr.get(np.array([1], dtype=">i4"))
        with pytest.raises(ValueError, match="C-contiguous"):
            DenseElementsAttr.get(np.arange(6, dtype=np.int32).reshape(2, 3).T)
        with pytest.raises(TypeError):
            DenseElementsAttr.get(12)


def test_from_attribute_list():
    with Context(), Location.unknown():
        f64 = F64Type.get()
        vals = [FloatAttr.get(f64, 1.0), FloatAttr.get(f64, 2.0)]
        assert str(DenseElementsAttr.get(vals)) == "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>"
        shaped = RankedTensorType.get([1, 2], f64)
        assert str(DenseElementsAttr.get(vals, shaped)) == "dense<[[1.000000e+00, 2.000000e+00]]> : tensor<1x2xf64>"
        assert str(DenseElementsAttr.get([IntegerAttr.get(i(8), 3)], type=VectorType.get([4], i(8)))) == "dense<3> : vector<4xi8>"
        strings = DenseElementsAttr.get([StringAttr.get("x"), StringAttr.get("y")])
        assert str(strings) == 'dense<["x", "y"]> : tensor<2xnone>' and len(strings) == 2
        with pytest.raises(ValueError, match="Attributes list must be non-empty."):
            DenseElementsAttr.get([])
        with pytest.raises(RuntimeError, match="Invalid attribute when attempting to create an ArrayAttribute"):
            DenseElementsAttr.get([1.0])
        with pytest.raises(ValueError, match=r"expected=RankedTensorType\(tensor<2xf64>\), but got=F32Type\(f32\)"):
            DenseElementsAttr.get([vals[0], FloatAttr.get(F32Type.get(), 2.0)])
        with pytest.raises(ValueError, match=r"static ShapedType for the shaped_type parameter: Type\(tensor<\*xf64>\)"):
            DenseElementsAttr.get(vals, UnrankedTensorType.get(f64))


def test_extras():
    # Not in upstream: `isinstance`, and an error (upstream reads out of bounds) when a list has
    # neither one element nor as many as the type.
    with Context(), Location.unknown():
        a = Attribute.parse("dense<[0.5, -2.0]> : tensor<2xf64>")
        assert DenseFPElementsAttr.isinstance(a) and not DenseIntElementsAttr.isinstance(a)
        assert DenseElementsAttr.isinstance(a)
        f64 = F64Type.get()
        with pytest.raises(ValueError, match="Expected 3 attributes"):
            DenseElementsAttr.get([FloatAttr.get(f64, 1.0)] * 2, RankedTensorType.get([3], f64))


def test_get_splat():
    with Context(), Location.unknown():
        shaped = RankedTensorType.get([2, 3], i(32))
        a = DenseElementsAttr.get_splat(shaped, IntegerAttr.get(i(32), -7))
        assert str(a) == "dense<-7> : tensor<2x3xi32>" and a.is_splat and len(a) == 6
        assert a == Attribute.parse("dense<-7> : tensor<2x3xi32>")
        assert a.get_splat_value() == IntegerAttr.get(i(32), -7)
        with pytest.raises(ValueError, match=r"static ShapedType for the shaped_type parameter: Type\(i32\)"):
            DenseElementsAttr.get_splat(i(32), IntegerAttr.get(i(32), 1))
        with pytest.raises(ValueError, match=r"Illegal element type for DenseElementsAttr: Attribute\(unit\)"):
            DenseElementsAttr.get_splat(shaped, UnitAttr.get())
        with pytest.raises(ValueError, match=r"shaped=Type\(tensor<2x3xi32>\), element=Attribute\(1 : i64\)"):
            DenseElementsAttr.get_splat(shaped, IntegerAttr.get(i(64), 1))


def test_int_getitem():
    with Context(), Location.unknown():
        cases = {
            "dense<[-1, 2]> : tensor<2xi8>": [-1, 2],
            "dense<[255, 2]> : tensor<2xui8>": [255, 2],
            "dense<[-3, 2]> : tensor<2xsi64>": [-3, 2],
            "dense<[true, false]> : tensor<2xi1>": [1, 0],
            "dense<[-1, 5]> : tensor<2xindex>": [2**64 - 1, 5],
            "dense<4> : tensor<2xi32>": [4, 4],
        }
        for text, expected in cases.items():
            a = Attribute.parse(text)
            assert isinstance(a, DenseIntElementsAttr)
            assert [a[0], a[1]] == expected and list(a) == expected
            with pytest.raises(IndexError, match="attempt to access out of bounds element"):
                a[2]
            with pytest.raises(IndexError):
                a[-1]
        with pytest.raises(TypeError, match="Unsupported integer type"):
            Attribute.parse("dense<[1, 2]> : tensor<2xi7>")[0]
        with pytest.raises(ValueError, match="Cannot cast attribute to DenseIntElementsAttr"):
            DenseIntElementsAttr(Attribute.parse("dense<1.0> : tensor<2xf32>"))


def test_fp_getitem_and_array():
    with Context(), Location.unknown():
        a = DenseFPElementsAttr(Attribute.parse("dense<[0.5, -2.0]> : tensor<2xf64>"))
        assert list(a) == [0.5, -2.0]
        with pytest.raises(TypeError, match="Unsupported floating-point type"):
            Attribute.parse("dense<[0.5, 1.0]> : tensor<2xbf16>")[0]
        with pytest.raises(TypeError, match="Unsupported floating-point type"):
            np.array(Attribute.parse("dense<[0.5, 1.0]> : tensor<2xbf16>"))
        f16 = np.array(Attribute.parse("dense<[0.5, 1.0]> : tensor<2xf16>"))
        assert f16.dtype == np.float16 and f16.tolist() == [0.5, 1.0]
        as_f32 = np.array(a, dtype=np.float32)
        assert as_f32.dtype == np.float32
        writable = np.array(a)
        writable[0] = 3.0  # a fresh, writable copy
        assert a[0] == 0.5


def test_complex_and_string_elements():
    # Beyond upstream (whose parse raises for complex elements and whose `get` rejects complex
    # buffers): complex elements wrap as DenseElementsAttr and convert to numpy complex arrays.
    with Context(), Location.unknown():
        assert type(Attribute.parse("dense<(1, 2)> : tensor<2xcomplex<i8>>")) is DenseElementsAttr
        inferred = DenseElementsAttr.get(np.array([1 + 2j], dtype=np.complex64))
        assert str(inferred) == "dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>"
        c = Attribute.parse("dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>")
        assert type(c) is DenseElementsAttr and len(c) == 2
        assert np.array(c).tolist() == [1 + 2j, 3 + 4j]
        splat = Attribute.parse("dense<(5, 6)> : tensor<3xcomplex<i16>>")
        assert str(splat.get_splat_value()) == "[5 : i16, 6 : i16]"
        Context.current.allow_unregistered_dialects = True
        # Dense strings have no class of their own upstream: they stay `Attribute`s until cast.
        s = Attribute.parse('dense<"hi"> : tensor<2x!foo.t>')
        assert type(s) is Attribute
        s = DenseElementsAttr(s)
        assert type(s) is DenseElementsAttr and s.is_splat and len(s) == 2
        assert repr(s.get_splat_value()) == 'StringAttr("hi" : !foo.t)'


def test_resource_from_buffer():
    freed = []
    ctx = Context()
    data = np.array([1, 2, 3], dtype=np.int32)
    watch = weakref.ref(data, lambda _: freed.append(True))
    with ctx, Location.unknown():
        t = RankedTensorType.get([3], i(32))
        r = DenseResourceElementsAttr.get_from_buffer(data, "blob", t)
        assert repr(r) == "DenseResourceElementsAttr(dense_resource<blob> : tensor<3xi32>)"
        assert DenseResourceElementsAttr.attr_name == "builtin.dense_resource_elements"
        again = DenseResourceElementsAttr.get_from_buffer(b"\x00" * 12, "blob", t, alignment=16)
        assert str(again) == "dense_resource<blob_1> : tensor<3xi32>"
        m = Module.parse("module {}")
        m.operation.attributes["r"] = r
        m.operation.attributes["s"] = again
        text = str(m)
        assert 'blob: "0x04000000010000000200000003000000"' in text
        assert 'blob_1: "0x10000000000000000000000000000000"' in text
        assert type(m.operation.attributes["r"]) is Attribute  # not downcast, as upstream
        assert DenseResourceElementsAttr(m.operation.attributes["s"]) == again
        with pytest.raises(ValueError, match="requires a ShapedType"):
            DenseResourceElementsAttr.get_from_buffer(data, "x", i(32))
        with pytest.raises(ValueError, match="Contiguous buffer is required."):
            DenseResourceElementsAttr.get_from_buffer(np.arange(6).reshape(2, 3)[:, :2], "x", t)
        with pytest.raises(ValueError, match="Cannot cast attribute to DenseElementsAttr"):
            DenseElementsAttr(r)
        del m, r, again, t
    # The buffer lives as long as the context does.
    del data
    gc.collect()
    assert not freed
    del ctx
    gc.collect()
    assert freed
