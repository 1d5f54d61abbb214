"""The generated `mlir.dialects.memref` module: builders, accessors and helpers."""

from mlir.ir import (
    Context,
    F32Type,
    FunctionType,
    IndexType,
    InsertionPoint,
    Location,
    MemRefType,
    Module,
    StringAttr,
    TypeAttr,
)
from mlir.dialects import arith, func, memref


def test_builders_and_helpers():
    with Context(), Location.unknown():
        m = Module.create()
        f32, index = F32Type.get(), IndexType.get()
        buf = MemRefType.get([4, 8], f32)
        with InsertionPoint(m.body):
            memref.GlobalOp(sym_name="table", type_=TypeAttr.get(MemRefType.get([2], f32)), sym_visibility=StringAttr.get("private"))
            f = func.FuncOp("f", FunctionType.get([buf, index], []))
            with InsertionPoint(f.add_entry_block()):
                src, i = f.arguments
                alloc = memref.alloc(MemRefType.get([16], f32), [], [])
                x = memref.load(src, [i, i])
                memref.store(x, alloc, [i])
                d = memref.dim(src, arith.constant(index, 1))
                meta = memref.ExtractStridedMetadataOp(src)
                assert len(meta.sizes) == 2 and len(meta.strides) == 2
                assert str(meta.offset.type) == "index"
                assert str(meta.base_buffer.type) == "memref<f32>"
                memref.dealloc(alloc)
                func.ReturnOp([])
        m.operation.verify()
        text = str(m)
        assert 'memref.global "private" @table : memref<2xf32>' in text
        assert "%alloc = memref.alloc() : memref<16xf32>" in text
        assert "memref.load %arg0[%arg1, %arg1] : memref<4x8xf32>" in text
        assert "memref.store %0, %alloc[%arg1] : memref<16xf32>" in text
        assert "%dim = memref.dim %arg0, %c1 : memref<4x8xf32>" in text
        assert "%base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0" in text
        assert str(d.type) == "index"


def test_parsed_ops_come_back_as_their_classes():
    with Context():
        m = Module.parse("""
            func.func @g(%m: memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1], offset: 9>> {
              %s = memref.subview %m[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
              return %s : memref<4x4xf32, strided<[8, 1], offset: 9>>
            }""")
        op = m.body.operations[0].regions[0].blocks[0].operations[0]
        assert isinstance(op, memref.SubViewOp)
        assert list(op.static_offsets) == [1, 1]
        assert str(op.result.type) == "memref<4x4xf32, strided<[8, 1], offset: 9>>"
