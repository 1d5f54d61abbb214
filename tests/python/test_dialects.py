"""The dialect modules: generated op classes, adaptors, functional helpers and enums, and the
hand-written conveniences (func.FuncOp, arith.ConstantOp, scf loops, builtin.ModuleOp)."""

import inspect
from contextlib import contextmanager

import pytest

from mlir.ir import *
from mlir.dialects import arith, builtin, cf, complex as complex_d, func, index, math, scf, ub
from mlir.extras import types as T


@contextmanager
def in_module():
    """A context with an unknown location and a module whose body is the insertion point;
    yields the module."""
    with Context(), Location.unknown():
        m = builtin.ModuleOp()
        with InsertionPoint(m.body):
            yield m


def body_text(m):
    """The module's text without the `module {` / `}` lines, dedented."""
    lines = str(m).splitlines()[1:-1]
    return "\n".join(line[2:] for line in lines)


# ----- arith -----


def test_arith_ops_and_helpers():
    with in_module() as module:
        i32 = IntegerType.get_signless(32)
        a = arith.constant(i32, 7)
        b = arith.ConstantOp(i32, 5).result
        s = arith.addi(a, b)
        t = arith.AddIOp(s, b, overflowFlags=arith.IntegerOverflowFlags.nsw | arith.IntegerOverflowFlags.nuw)
        c = arith.cmpi(arith.CmpIPredicate.sge, s, t)
        arith.select(c, s, t)
        low, high = arith.mulsi_extended(s, t)
        assert isinstance(t, arith.AddIOp) and t.lhs == s and t.rhs == b
        assert body_text(module) == "\n".join(
            [
                "%c7_i32 = arith.constant 7 : i32",
                "%c5_i32 = arith.constant 5 : i32",
                "%0 = arith.addi %c7_i32, %c5_i32 : i32",
                "%1 = arith.addi %0, %c5_i32 overflow<nsw, nuw> : i32",
                "%2 = arith.cmpi sge, %0, %1 : i32",
                "%3 = arith.select %2, %0, %1 : i32",
                "%low, %high = arith.mulsi_extended %0, %1 : i32",
            ]
        )
        assert module.operation.verify()


def test_arith_float_fastmath_and_casts():
    with in_module() as module:
        f32, f64 = F32Type.get(), F64Type.get()
        x = arith.constant(f32, 1.5)
        y = arith.addf(x, x, fastmath=arith.FastMathFlags.nnan | arith.FastMathFlags.ninf)
        z = arith.mulf(y, x, fastmath="fast")
        w = arith.extf(f64, z)
        arith.cmpf(arith.CmpFPredicate.OLT, w, w)
        text = body_text(module)
        assert "arith.addf %cst, %cst fastmath<nnan,ninf> : f32" in text
        assert "arith.mulf %0, %cst fastmath<fast> : f32" in text
        assert "arith.extf %1 : f32 to f64" in text
        assert "arith.cmpf olt, %2, %2 : f64" in text


def test_arith_constant_forms():
    with in_module() as module:
        i64 = IntegerType.get_signless(64)
        c1 = arith.ConstantOp(i64, 100)
        c2 = arith.ConstantOp(F32Type.get(), 3.14)
        c3 = arith.ConstantOp.create_index(10)
        c4 = arith.ConstantOp(value=IntegerAttr.get(i64, 3), result=i64)
        assert c1.literal_value == 100
        assert c2.literal_value == pytest.approx(3.14, rel=1e-6)
        assert c3.literal_value == 10 and c3.type == IndexType.get()
        assert c4.value == IntegerAttr.get(i64, 3)
        assert "arith.constant 10 : index" in str(module)


def test_enums():
    assert str(arith.CmpIPredicate.slt) == "slt" and int(arith.CmpIPredicate.slt) == 2
    assert str(arith.CmpFPredicate.AlwaysTrue) == "true"
    flags = arith.FastMathFlags.nnan | arith.FastMathFlags.contract
    assert str(flags) == "nnan,contract"
    assert str(arith.FastMathFlags.none) == "none"
    assert str(arith.IntegerOverflowFlags.nsw | arith.IntegerOverflowFlags.nuw) == "nsw, nuw"
    assert str(arith.RoundingMode.toward_zero) == "toward_zero"
    assert str(index.IndexCmpPredicate.ULE) == "ule"


def test_attribute_builders():
    with Context() as ctx:
        assert str(AttrBuilder.get("I64Attr")(5, context=ctx)) == "5 : i64"
        assert str(AttrBuilder.get("I32Attr")(-1, context=ctx)) == "-1 : i32"
        assert str(AttrBuilder.get("IndexAttr")(3, context=ctx)) == "3 : index"
        assert str(AttrBuilder.get("StrAttr")("s", context=ctx)) == '"s"'
        assert str(AttrBuilder.get("SymbolNameAttr")("f", context=ctx)) == '"f"'
        assert str(AttrBuilder.get("FlatSymbolRefAttr")("f", context=ctx)) == "@f"
        assert str(AttrBuilder.get("UnitAttr")(True, context=ctx)) == "unit"
        assert str(AttrBuilder.get("BoolAttr")(True, context=ctx)) == "true"
        assert str(AttrBuilder.get("DenseI64ArrayAttr")([1, 2], context=ctx)) == "array<i64: 1, 2>"
        assert str(AttrBuilder.get("DenseI32ArrayAttr")([3], context=ctx)) == "array<i32: 3>"
        assert str(AttrBuilder.get("F64Attr")(1.0, context=ctx)) == "1.000000e+00 : f64"
        assert str(AttrBuilder.get("TypeAttr")(IndexType.get(), context=ctx)) == "index"
        assert str(AttrBuilder.get("Arith_CmpIPredicateAttr")("ne", context=ctx)) == "1 : i64"
        assert str(AttrBuilder.get("arith.Arith_FastMathAttr")("nnan", context=ctx)) == "#arith.fastmath<nnan>"
        assert str(AttrBuilder.get("index.IndexCmpPredicateAttr")("slt", context=ctx)) == "#index<cmp_predicate slt>"
        with pytest.raises(TypeError, match="I64Attr"):
            AttrBuilder.get("I64Attr")("five", context=ctx)


def test_user_attribute_builder():
    # A user builder for a kind generated code does not use (registered once per process).
    @register_attribute_builder("TestDialectsOnly_PairAttr", allow_existing=True)
    def _pair(x, context):
        return ArrayAttr.get([IntegerAttr.get(IndexType.get(context=context), v) for v in x], context=context)

    with Context() as ctx:
        assert str(AttrBuilder.get("TestDialectsOnly_PairAttr")((1, 2), context=ctx)) == "[1 : index, 2 : index]"
    with pytest.raises(RuntimeError):
        register_attribute_builder("TestDialectsOnly_PairAttr")(_pair)


# ----- accessors, setters, adaptors -----


def test_attribute_accessors():
    with in_module() as module:
        i32 = IntegerType.get_signless(32)
        a = arith.constant(i32, 1)
        op = arith.DivSIOp(a, a, isExact=True)
        assert op.isExact is True
        op.isExact = False
        assert op.isExact is False and "exact" not in str(op)
        op.isExact = True
        del op.isExact
        assert "isExact" not in op.operation.attributes

        add = arith.AddFOp(arith.constant(F32Type.get(), 1.0), arith.constant(F32Type.get(), 2.0))
        assert add.roundingmode is None
        add.roundingmode = IntegerAttr.get(IntegerType.get_signless(32), 1)
        assert "downward" in str(add)
        add.roundingmode = None
        assert add.roundingmode is None
        with pytest.raises(ValueError, match="'None' not allowed"):
            add.fastmath = None
        assert str(add.fastmath) == "#arith.fastmath<none>"


def test_adaptor():
    with in_module() as module:
        i32 = IntegerType.get_signless(32)
        a = arith.constant(i32, 1)
        op = arith.CmpIOp(arith.CmpIPredicate.eq, a, a)
        assert arith.CmpIOp.Adaptor is arith.CmpIOpAdaptor
        adaptor = arith.CmpIOpAdaptor([a, a], op.operation)
        assert adaptor.lhs == a and adaptor.rhs == a
        assert adaptor.predicate == op.predicate
        assert arith.CmpIOpAdaptor.OPERATION_NAME == "arith.cmpi"


def test_generated_signatures_follow_upstream():
    params = lambda f: [(p.name, p.kind.name, p.default) for p in inspect.signature(f).parameters.values()]
    assert params(arith.AddFOp.__init__) == [
        ("self", "POSITIONAL_OR_KEYWORD", inspect.Parameter.empty),
        ("lhs", "POSITIONAL_OR_KEYWORD", inspect.Parameter.empty),
        ("rhs", "POSITIONAL_OR_KEYWORD", inspect.Parameter.empty),
        ("fastmath", "KEYWORD_ONLY", None),
        ("roundingmode", "KEYWORD_ONLY", None),
        ("results", "KEYWORD_ONLY", None),
        ("loc", "KEYWORD_ONLY", None),
        ("ip", "KEYWORD_ONLY", None),
    ]
    # Operands and attributes interleave in declaration order; result types come first when
    # they cannot be inferred.
    assert [p[0] for p in params(arith.cmpi)][:3] == ["predicate", "lhs", "rhs"]
    assert [p[0] for p in params(arith.bitcast)][:2] == ["out", "in_"]
    assert [p[0] for p in params(cf.cond_br)][:5] == [
        "condition",
        "true_dest_operands",
        "false_dest_operands",
        "true_dest",
        "false_dest",
    ]
    assert cf.CondBranchOp._ODS_OPERAND_SEGMENTS == [1, -1, -1]
    assert scf.IndexSwitchOp._ODS_REGIONS == (1, False)
    assert func.ReturnOp.OPERATION_NAME == "func.return"


# ----- func, cf, builtin -----


def test_func_and_call():
    with in_module() as module:
        f32 = F32Type.get()
        callee = func.FuncOp("callee", ([f32], [f32]), visibility="private")
        assert callee.is_external and callee.name.value == "callee"
        assert callee.visibility == StringAttr.get("private")

        @func.FuncOp.from_py_func(f32)
        def caller(x):
            y = func.CallOp(callee, [x])
            return math.absf(y.result)

        assert caller.func_op.type == FunctionType.get([f32], [f32])
        f = func.FuncOp("with_body", ([f32, f32], [f32]), body_builder=lambda op: func.ReturnOp([op.arguments[1]]))
        assert len(f.arguments) == 2
        with pytest.raises(IndexError):
            f.add_entry_block()
        assert body_text(module) == "\n".join(
            [
                "func.func private @callee(f32) -> f32",
                "func.func @caller(%arg0: f32) -> f32 {",
                "  %0 = call @callee(%arg0) : (f32) -> f32",
                "  %1 = math.absf %0 : f32",
                "  return %1 : f32",
                "}",
                "func.func @with_body(%arg0: f32, %arg1: f32) -> f32 {",
                "  return %arg1 : f32",
                "}",
            ]
        )
        assert module.operation.verify()


def test_opview_is_the_registered_class():
    with Context():
        m = Module.parse("func.func @f() {\n  return\n}")
        f = m.body.operations[0]
        assert type(f) is func.FuncOp
        assert type(f.body.blocks[0].operations[0]) is func.ReturnOp
        assert f.type == FunctionType.get([], [])


def test_cf_branches():
    with in_module() as module:
        i1 = IntegerType.get_signless(1)
        f = func.FuncOp("branches", ([i1], []))
        entry = f.add_entry_block()
        then_block = f.body.blocks.append(i1)
        exit_block = f.body.blocks.append()
        with InsertionPoint(entry):
            cf.cond_br(f.arguments[0], [f.arguments[0]], [], then_block, exit_block)
        with InsertionPoint(then_block):
            cf.assert_(then_block.arguments[0], "must hold")
            cf.BranchOp([], exit_block)
        with InsertionPoint(exit_block):
            func.return_([])
        text = str(module)
        assert "cf.cond_br %arg0, ^bb1(%arg0 : i1), ^bb2" in text
        assert 'cf.assert %0, "must hold"' in text
        assert "cf.br ^bb2" in text
        cond = entry.operations[0]
        assert isinstance(cond, cf.CondBranchOp)
        assert list(cond.trueDestOperands) == [f.arguments[0]] and len(cond.falseDestOperands) == 0
        assert module.operation.verify()


def test_builtin_module_and_cast():
    with Context(), Location.unknown():
        m = builtin.ModuleOp()
        assert len(m.body.operations) == 0
        with InsertionPoint(m.body):
            inner = builtin.ModuleOp()
            inner.sym_name = StringAttr.get("inner")
            v = arith.constant(IndexType.get(), 1)
            cast = builtin.unrealized_conversion_cast([IntegerType.get_signless(64)], [v])
        assert isinstance(cast, OpResult)
        assert "module @inner {" in str(m)
        assert "%0 = unrealized_conversion_cast %c1 : index to i64" in str(m)


# ----- scf -----


def test_scf_loops_and_if():
    with in_module() as module:
        index_t = IndexType.get()
        i32 = IntegerType.get_signless(32)
        f = func.FuncOp("loops", ([index_t, IntegerType.get_signless(1)], [i32]))
        with InsertionPoint(f.add_entry_block()):
            n, cond = f.arguments
            init = arith.constant(i32, 0)
            total = None
            for iv, acc, total in scf.for_(0, n, 1, iter_args=[init]):
                v = arith.index_cast(i32, iv)
                scf.yield_([arith.addi(acc, v)])
            if_op = scf.IfOp(cond, [i32], has_else=True)
            with InsertionPoint(if_op.then_block):
                scf.YieldOp([total])
            with InsertionPoint(if_op.else_block):
                scf.YieldOp([init])
            no_else = scf.IfOp(cond)
            assert no_else.else_block is None
            with InsertionPoint(no_else.then_block):
                scf.YieldOp([])
            func.ReturnOp([if_op.result])
        assert module.operation.verify()
        text = str(module)
        assert "scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %c0_i32) -> (i32) {" in text
        assert "= scf.if %arg1 -> (i32) {" in text


def test_scf_for_op_and_forall():
    with in_module() as module:
        index_t = IndexType.get()
        f32 = F32Type.get()
        tensor = RankedTensorType.get([4, 8], f32)
        f = func.FuncOp("nest", ([index_t, tensor], [tensor]))
        with InsertionPoint(f.add_entry_block()):
            ub, t = f.arguments
            lb = arith.ConstantOp.create_index(0)
            step = arith.ConstantOp.create_index(1)
            loop = scf.ForOp(lb, ub, step)
            assert len(loop.inner_iter_args) == 0
            with InsertionPoint(loop.body):
                arith.addi(loop.induction_variable, loop.induction_variable)
                scf.YieldOp([])
            forall = scf.ForallOp([0, 0], [4, ub], [1, 1], [t])
            assert forall.rank == 2
            with InsertionPoint(forall.body):
                i, j = forall.induction_variables
                arith.addi(i, j)
                forall.terminator()
            func.ReturnOp([forall.results[0]])
        assert module.operation.verify()
        assert "scf.forall (%arg2, %arg3) in (4, %arg0) shared_outs(%arg4 = %arg1) -> (tensor<4x8xf32>) {" in str(module)


def test_scf_index_switch():
    with in_module() as module:
        i32 = T.i32()
        f = func.FuncOp("switch", ([T.index()], [i32]))
        with InsertionPoint(f.add_entry_block()):
            result = scf.index_switch(
                [i32],
                f.arguments[0],
                [2, 5],
                case_body_builder=lambda op, i, value: scf.yield_([arith.constant(i32, value)]),
                default_body_builder=lambda op: scf.yield_([arith.constant(i32, -1)]),
            )
            func.return_([result])
        assert module.operation.verify()
        text = str(module)
        assert "scf.index_switch %arg0 -> i32" in text and "case 5 {" in text and "default {" in text


# ----- math, complex, index, ub -----


def test_math_complex_index_ub():
    with in_module() as module:
        f32 = F32Type.get()
        x = arith.constant(f32, 2.0)
        math.fma(math.sqrt(x), x, x)
        math.ipowi(arith.constant(T.i32(), 2), arith.constant(T.i32(), 3))
        z = complex_d.CreateOp(ComplexType.get(f32), x, x).result
        complex_d.add(z, z)
        complex_d.abs(z)
        complex_d.eq(z, z)
        a = index.constant(42)
        b = index.ConstantOp(value=7)
        index.add(a, b)
        index.cmp("ult", a, b)
        index.casts(IntegerType.get_signless(64), a)
        index.bool_constant(True)
        index.sizeof()
        ub.poison(f32)
        text = body_text(module)
        for expected in [
            "%0 = math.sqrt %cst : f32",
            "%1 = math.fma %0, %cst, %cst : f32",
            "math.ipowi %c2_i32, %c3_i32 : i32",
            "%3 = complex.create %cst, %cst : complex<f32>",
            "%4 = complex.add %3, %3 : complex<f32>",
            "%5 = complex.abs %3 : complex<f32>",
            "%6 = complex.eq %3, %3 : complex<f32>",
            "%idx42 = index.constant 42",
            "%7 = index.add %idx42, %idx7",
            "%8 = index.cmp ult(%idx42, %idx7)",
            "%9 = index.casts %idx42 : index to i64",
            "%true = index.bool.constant true",
            "%10 = index.sizeof",
            "%11 = ub.poison : f32",
        ]:
            assert expected in text, expected
        assert module.operation.verify()


# ----- errors -----


def test_operand_errors_name_the_operand():
    with in_module() as module:
        i32 = IntegerType.get_signless(32)
        a = arith.constant(i32, 1)
        with pytest.raises(TypeError, match="arith.addi: operand 'lhs' must be a Value, got int"):
            arith.addi(1, a)
        with pytest.raises(TypeError, match="operand 'rhs' must be a Value, got IntegerType"):
            arith.AddIOp(a, i32)
        with pytest.raises(ValueError, match="operand 'lhs' must be a Value or an op with exactly one result"):
            arith.addi(arith.MulSIExtendedOp(a, a), a)
        with pytest.raises(TypeError, match="func.return: operand group 'operands_' must be a sequence of Values, got int"):
            func.ReturnOp(5)
        with pytest.raises(TypeError, match="element 1 is int"):
            func.ReturnOp([a, 3])
        with pytest.raises(TypeError, match="cf.assert: operand 'arg' must be a Value, got str"):
            cf.assert_("x", "message")
        # Nothing half-built is left behind (the constant and the two-result op remain).
        assert len(module.body.operations) == 2


def test_attribute_errors():
    with in_module() as module:
        i32 = IntegerType.get_signless(32)
        a = arith.constant(i32, 1)
        with pytest.raises(ValueError, match="'bogus' is not a case of CmpIPredicate"):
            arith.cmpi("bogus", a, a)
        with pytest.raises(TypeError, match="expected a CmpIPredicate, an int or a case keyword, got float"):
            arith.cmpi(1.5, a, a)
        with pytest.raises(ValueError, match="is not a case of FastMathFlags"):
            arith.addf(a, a, fastmath="quick")
        with pytest.raises(TypeError, match="FlatSymbolRefAttr: expected a str, got int"):
            func.CallOp([i32], 3, [])
        with pytest.raises(TypeError, match="attribute 'value' must be an Attribute, got str"):
            arith.ConstantOp(i32, "seven")


def test_enum_accepts_values_and_keywords():
    with in_module() as module:
        i32 = IntegerType.get_signless(32)
        a = arith.constant(i32, 1)
        for pred in (arith.CmpIPredicate.ult, 6, "ult"):
            op = arith.CmpIOp(pred, a, a)
            assert "arith.cmpi ult" in str(op)


def test_opview_parse_checks_the_op_name_not_the_name_attribute():
    from mlir.dialects.func import FuncOp

    with Context():
        f = FuncOp.parse("func.func @parsed() { return }")
        assert isinstance(f, FuncOp) and f.name.value == "parsed"
        with pytest.raises(ValueError, match="Expected a 'func.func' op"):
            FuncOp.parse("%0 = ub.poison : i32")
