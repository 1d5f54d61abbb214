"""Bytecode: Operation.write_bytecode and Module.parse / Module.parseFile of bytecode."""

import io

import pytest

from mlir.ir import *

ASM = """\
func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  cf.br ^bb1(%c : i32)
^bb1(%d: i32):
  %e = "test.op"(%d) <{p = 1 : i64}> ({
  ^bb0(%x: index):
    "test.yield"(%x) : (index) -> ()
  }) {q = dense<[1, 2]> : tensor<2xi8>} : (i32) -> i32 loc("x.mlir":3:4)
  return %e : i32
}
"""


def _module(ctx):
    ctx.allow_unregistered_dialects = True
    return Module.parse(ASM)


def _bytecode(op, **kwargs):
    buf = io.BytesIO()
    op.write_bytecode(buf, **kwargs)
    return buf.getvalue()


def test_write_bytecode_then_parse_round_trips():
    with Context() as ctx:
        m = _module(ctx)
        data = _bytecode(m.operation)
        assert data.startswith(b"ML\xefR")
        again = Module.parse(data)
        assert str(again) == str(m)
        debug = dict(enable_debug_info=True)
        assert again.operation.get_asm(**debug) == m.operation.get_asm(**debug)


def test_every_version_up_to_the_current_one_round_trips():
    with Context() as ctx:
        m = _module(ctx)
        for version in range(0, 7):
            data = _bytecode(m.operation, desired_version=version)
            assert data[4] == (version << 1) | 1
            text = str(Module.parse(data))
            if version >= 5:
                assert text == str(m)
            else:
                # Before native properties, an unregistered op's properties travel with its
                # attributes (as upstream writes them).
                assert '"test.op"(%1) ({' in text and "{p = 1 : i64, q = dense" in text


def test_unsupported_version_raises_value_error():
    with Context() as ctx:
        m = _module(ctx)
        with pytest.raises(ValueError, match="Unable to honor desired bytecode version 7"):
            _bytecode(m.operation, desired_version=7)
        with pytest.raises(ValueError, match="Unable to honor desired bytecode version -1"):
            _bytecode(m.operation, desired_version=-1)


def test_file_is_any_object_with_write():
    chunks = []

    class Sink:
        def write(self, b):
            chunks.append(bytes(b))

    with Context() as ctx:
        m = _module(ctx)
        m.operation.write_bytecode(file=Sink())
        assert b"".join(chunks).startswith(b"ML\xefR")
        with pytest.raises(AttributeError):
            m.operation.write_bytecode(object())


def test_file_may_be_a_path(tmp_path):
    with Context() as ctx:
        m = _module(ctx)
        as_str = tmp_path / "s.mlirbc"
        m.operation.write_bytecode(str(as_str), desired_version=1)
        assert as_str.read_bytes() == _bytecode(m.operation, desired_version=1)
        as_path = tmp_path / "p.mlirbc"
        m.operation.write_bytecode(as_path)
        assert str(Module.parse(as_path.read_bytes())) == str(m)
        with pytest.raises(OSError, match="Unable to open file"):
            m.operation.write_bytecode(str(tmp_path / "missing" / "x.mlirbc"))


def test_parse_file_reads_bytecode(tmp_path):
    with Context() as ctx:
        m = _module(ctx)
        path = tmp_path / "m.mlirbc"
        path.write_bytes(_bytecode(m.operation))
        assert str(Module.parseFile(str(path))) == str(m)


def test_malformed_bytecode_raises_mlir_error():
    with Context() as ctx:
        m = _module(ctx)
        data = _bytecode(m.operation)
        for cut in range(4, len(data), 7):
            with pytest.raises(MLIRError):
                Module.parse(data[:cut])
        with pytest.raises(MLIRError, match="bytecode version 9 is newer than the current version 6"):
            Module.parse(b"ML\xefR\x13")


def test_stale_operation_raises():
    with Context() as ctx:
        m = _module(ctx)
        op = m.body.operations[0]
        op.operation.erase()
        with pytest.raises(RuntimeError):
            _bytecode(op)
