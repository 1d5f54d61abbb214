import pytest

from mlir.ir import *
import mlir.dialects.arith as arith
import mlir.dialects.func as func

SOURCE = """
func.func @f(%a: i32, %b: i32, %c: i1, %lo: index, %hi: index, %v: vector<2xi32>) {
  %two = arith.constant 2 : i32
  %minus1 = arith.constant -1 : i32
  %one = arith.constant 1 : index
  %lanes = arith.constant dense<[3, 0]> : vector<2xi32>
  %0 = arith.addi %a, %b : i32
  %1 = arith.divsi %a, %two : i32
  %2 = arith.divsi %a, %minus1 : i32
  %3 = arith.divui %a, %minus1 : i32
  %4 = arith.remui %v, %lanes : vector<2xi32>
  %5 = index.divs %lo, %hi
  cf.assert %c, "checked"
  scf.for %i = %lo to %hi step %one { scf.yield }
  scf.for %i = %lo to %hi step %hi { scf.yield }
  scf.if %c { scf.yield }
  return
}
"""


def ops_of(m):
    # (The caller keeps `m`: a collected Module erases its ops.)
    return list(m.body.operations[0].regions[0].blocks[0].operations)


def speculatability(op):
    try:
        return ConditionallySpeculatable(op).getSpeculatability()
    except ValueError:
        return None


def test_speculatability_follows_the_divisor():
    with Context(), Location.unknown():
        m = Module.parse(SOURCE)
        ops = ops_of(m)
        S = Speculatability
        got = {(o.name, i): speculatability(o) for i, o in enumerate(ops)}
        assert got[("arith.addi", 4)] == S.Speculatable
        assert got[("arith.divsi", 5)] == S.Speculatable  # constant 2
        assert got[("arith.divsi", 6)] == S.NotSpeculatable  # MIN / -1 overflows
        assert got[("arith.divui", 7)] == S.Speculatable  # -1 is a large unsigned divisor
        assert got[("arith.remui", 8)] == S.NotSpeculatable  # one lane is zero
        assert got[("index.divs", 9)] is None  # no memory effect, but not speculatable
        assert got[("scf.for", 11)] == S.RecursivelySpeculatable  # step 1 always terminates
        assert got[("scf.for", 12)] == S.NotSpeculatable
        assert got[("scf.if", 13)] == S.RecursivelySpeculatable
        assert got[("func.return", 14)] == S.Speculatable


def test_memory_effects():
    with Context(), Location.unknown():
        m = Module.parse(SOURCE)
        ops = ops_of(m)
        assert MemoryEffectsOpInterface(ops[4]).get_effects() == []
        assert MemoryEffectsOpInterface(ops[9]).get_effects() == []
        (write,) = MemoryEffectsOpInterface(ops[10]).get_effects()
        assert write.effect == MemoryEffect.Write and write.effect != MemoryEffect.Read
        assert write.value is None and write.stage == 0 and not write.effect_on_full_region
        for loop in (ops[11], ops[13]):  # their effects are their bodies'
            with pytest.raises(ValueError, match="does not implement MemoryEffectsOpInterface"):
                MemoryEffectsOpInterface(loop)
        instance = MemoryEffectInstance(MemoryEffect.Read, ops[4].result, stage=2)
        assert instance.value == ops[4].result and instance.stage == 2 and instance.resource is SideEffectResource.Default


def test_infer_type_interface():
    with Context() as ctx, Location.unknown():
        m = Module.parse(SOURCE)
        ops = ops_of(m)
        a, b = ops[4].operands
        assert [str(t) for t in InferTypeOpInterface(ops[4]).inferReturnTypes(operands=[a, b])] == ["i32"]
        static = InferTypeOpInterface(arith.CmpIOp)
        predicate = DictAttr.get({"predicate": IntegerAttr.get(IntegerType.get_signless(64), 2)})
        (t,) = static.inferReturnTypes(operands=[a, b], attributes=predicate)
        assert type(t) is Type and str(t) == "i1"
        with pytest.raises(TypeError, match="static interface"):
            static.operation
        assert InferTypeOpInterface(ops[4]).opview.operation == ops[4]
        for no in (func.ReturnOp, func.FuncOp):
            with pytest.raises(ValueError, match="does not implement InferTypeOpInterface"):
                InferTypeOpInterface(no)
        with pytest.raises(ValueError, match="does not implement InferShapedTypeOpInterface"):
            InferShapedTypeOpInterface(ops[4])


def test_attaching_needs_a_dynamic_dialect():
    with Context():
        for cls in (IsTerminatorTrait, RecursiveMemoryEffectsTrait, MemoryEffectsOpInterface):
            with pytest.raises(ValueError, match="dynamic"):
                cls.attach("arith.addi")
