import io

import pytest

from mlir.ir import *

SOURCE = """
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
"""

PRINTED = """module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
}
"""


def test_parse_and_print():
    with Context():
        m = Module.parse(SOURCE)
        assert str(m) == PRINTED
        assert str(m.operation) == PRINTED
        generic = m.operation.get_asm(print_generic_op_form=True)
        assert '"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}>' in generic
        buf = io.StringIO()
        m.operation.print(file=buf, enable_debug_info=True)
        assert 'loc("-":3:8)' in buf.getvalue()
        assert m.operation.get_asm(binary=True) == PRINTED.encode()


def test_navigation():
    with Context():
        m = Module.parse(SOURCE)
        f = m.body.operations[0]
        assert f.operation.name == "func.func"
        assert len(m.body.operations) == 1 and m.body.operations[-1] == f
        block = f.regions[0].blocks[0]
        assert str(block) == "^bb0(%arg0: i32):\n  %0 = arith.addi %arg0, %arg0 : i32\n  func.return %0 : i32\n"
        add, ret = list(block.operations)
        assert str(add) == "%0 = arith.addi %arg0, %arg0 : i32"
        assert str(ret) == "func.return %0 : i32"
        arg = block.arguments[0]
        assert str(arg) == "BlockArgument(<block argument> of type 'i32' at index: 0)"
        assert arg.get_name() == "%arg0" and arg.arg_number == 0 and arg.owner == block
        res = add.results[0]
        assert str(res) == "OpResult(%0 = arith.addi %arg0, %arg0 : i32)"
        assert res.owner == add and res.result_number == 0 and add.result == res
        assert [u.owner for u in res.uses] == [ret]
        assert list(add.operands) == [arg, arg]
        assert add.parent == f and add.block == block and f.parent == m.operation
        assert block.owner == f and block.region == f.regions[0]
        assert list(f.attributes) == ["function_type", "sym_name"]
        assert repr(f.attributes[0]) == "NamedAttribute(function_type=(i32) -> i32)"
        assert str(f.attributes["sym_name"]) == '"f"'
        assert add.is_before_in_block(ret)
        assert str(res.type) == "i32"


def test_build_with_insertion_points():
    with Context(), Location.unknown():
        i32 = IntegerType.get_signless(32)
        m = Module.create()
        with InsertionPoint(m.body):
            c = Operation.create(
                "arith.constant", results=[i32], attributes={"value": IntegerAttr.get(i32, 7)}
            )
            s = Operation.create("arith.addi", results=[i32], operands=[c.result, c.result])
        assert m.operation.verify()
        assert str(m) == (
            "module {\n"
            "  %c7_i32 = arith.constant 7 : i32\n"
            "  %0 = arith.addi %c7_i32, %c7_i32 : i32\n"
            "}\n"
        )
        # Insert before an op, at a block's start, after an op.
        first = Operation.create("arith.constant", results=[i32], attributes={"value": IntegerAttr.get(i32, 1)},
                                 ip=InsertionPoint.at_block_begin(m.body))
        assert m.body.operations[0] == first
        InsertionPoint.after(s).insert(Operation.create("arith.constant", results=[i32],
                                                        attributes={"value": IntegerAttr.get(i32, 2)}))
        assert len(m.body.operations) == 4
        s.operands[1] = first.result
        assert list(s.operands) == [c.result, first.result]
        s.attributes["tag"] = UnitAttr.get()
        assert "tag" in s.attributes
        del s.attributes["tag"]
        assert "tag" not in s.attributes


def test_regions_blocks_and_successors():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        i32 = IntegerType.get_signless(32)
        op = Operation.create("test.op", regions=1)
        region = op.regions[0]
        entry = region.blocks.append(i32)
        second = entry.create_after(i32, i32)
        head = Block.create_at_start(region, [])
        assert [len(b.arguments) for b in region.blocks] == [0, 1, 2]
        with InsertionPoint(head):
            Operation.create("test.br", successors=[entry])
        assert head.successors == [entry] and entry.predecessors == [head]
        second.erase_argument(0)
        assert len(second.arguments) == 1
        arg = second.add_argument(i32, Location.unknown())
        assert arg.arg_number == 1


def test_clone_move_walk():
    with Context(), Location.unknown():
        m = Module.parse(SOURCE)
        f = m.body.operations[0]
        block = f.regions[0].blocks[0]
        add = block.operations[0]
        names = []
        m.operation.walk(lambda op: names.append(op.name) or WalkResult.ADVANCE)
        assert names == ["arith.addi", "func.return", "func.func", "builtin.module"]
        pre = []
        m.operation.walk(lambda op: pre.append(op.name) or WalkResult.ADVANCE, WalkOrder.PRE_ORDER)
        assert pre == ["builtin.module", "func.func", "arith.addi", "func.return"]
        first = []
        m.operation.walk(lambda op: first.append(op.name) or WalkResult.INTERRUPT)
        assert first == ["arith.addi"]
        with InsertionPoint(block.operations[1]):
            dup = add.clone()
        assert len(block.operations) == 3 and block.operations[1] == dup
        dup.move_before(add)
        assert block.operations[0] == dup
        detached = dup.detach_from_parent()
        assert not detached.attached and len(block.operations) == 2
        with pytest.raises(ValueError, match="Detached operations have no parent"):
            detached.parent


def test_replace_uses():
    with Context(), Location.unknown():
        m = Module.parse(SOURCE)
        block = m.body.operations[0].regions[0].blocks[0]
        add, ret = block.operations
        add.result.replace_all_uses_with(block.arguments[0])
        assert str(ret) == "func.return %arg0 : i32"
        add.erase()
        assert len(block.operations) == 1


def test_diagnostics_and_verification():
    with Context() as ctx:
        with pytest.raises(MLIRError) as e:
            Module.parse("func.func @f(")
        assert str(e.value) == 'Unable to parse module assembly:\nerror: "-":1:13: expected non-function type'
        assert e.value.message == "Unable to parse module assembly"
        d = e.value.error_diagnostics[0]
        assert d.severity == DiagnosticSeverity.ERROR and d.message == "expected non-function type"
        assert repr(d.location) == 'loc("-":1:13)'
        m = Module.parse("func.func @f() { return }")
        ret = m.body.operations[0].regions[0].blocks[0].operations[0]
        ret.move_before(m.body.operations[0])
        with pytest.raises(MLIRError) as e:
            m.operation.verify()
        assert str(e.value) == (
            "Verification failed:\n"
            "error: \"-\":1:18: 'func.return' op expects parent op 'func.func'\n"
            ' note: "-":1:18: see current operation: "func.return"() : () -> ()'
        )
        # A module that fails to verify prints in generic form, as upstream.
        assert '"func.return"() : () -> ()' in str(m)
        seen = []

        def handler(diag):
            seen.append((diag.severity, str(diag.location), diag.message))
            return True

        h = ctx.attach_diagnostic_handler(handler)
        Location.file("x.mlir", 3, 4).emit_error("boom")
        assert seen == [(DiagnosticSeverity.ERROR, 'loc("x.mlir":3:4)', "boom")]
        h.detach()
        assert not h.attached


def test_dialect_classes_and_block_printing():
    with Context() as ctx:
        arith = ctx.dialects.arith
        assert repr(arith) == "<Dialect arith (class mlir.dialects._arith_ops_gen._Dialect)>"
        assert arith.AddIOp.OPERATION_NAME == "arith.addi"
        m = Module.parse(
            """
            func.func @f(%c: i1) {
              cf.cond_br %c, ^bb1, ^bb2
            ^bb1:
              cf.br ^bb2
            ^bb2:
              return
            }"""
        )
        blocks = list(m.body.operations[0].regions[0].blocks)
        assert str(blocks[2]).startswith("^bb2:  // 2 preds: ^bb0, ^bb1\n")
        assert str(blocks[1]).startswith("^bb1:  // pred: ^bb0\n")
        region = m.body.operations[0].regions[0]
        with pytest.raises(RuntimeError, match="requires a Location"):
            region.blocks.append(IntegerType.get_signless(1))


def test_iterators_traits_and_asm_state():
    with Context():
        m = Module.parse(SOURCE)
        ops = iter(m.body.operations)
        assert type(ops).__name__ == "OperationIterator"
        f = next(ops)
        block = f.regions[0].blocks[0]
        assert type(iter(f.regions[0])).__name__ == "BlockIterator"
        ret = block.operations[1]
        assert ret.operation.has_trait(IsTerminatorTrait)
        assert not ret.operation.has_trait(IsIsolatedFromAboveTrait)
        assert f.operation.has_trait(IsIsolatedFromAboveTrait)
        assert m.operation.has_trait(NoTerminatorTrait)
        uses = block.operations[0].result.uses
        assert type(uses).__name__ == "OpOperandIterator" and [u.operand_number for u in uses] == [0]
        assert type(block.successors).__name__ == "BlockSuccessors" and len(block.successors) == 0
        state = AsmState(m.operation)
        assert block.arguments[0].get_name(state) == "%arg0"
        assert list(DenseI32ArrayAttr.get([1, 2])) == [1, 2]
        assert OperationEquivalenceFlags.IGNORE_LOCATIONS | OperationEquivalenceFlags.IGNORE_PROPERTIES == 5


def test_create_with_type_inference():
    with Context(), Location.unknown():
        i32 = IntegerType.get_signless(32)
        m = Module.create()
        with InsertionPoint(m.body):
            c = Operation.create("arith.constant", results=[i32], attributes={"value": IntegerAttr.get(i32, 2)})
            a = Operation.create("arith.addi", operands=[c.result, c.result], infer_type=True)
            p = Operation.create(
                "arith.cmpi",
                operands=[a.result, c.result],
                attributes={"predicate": IntegerAttr.get(IntegerType.get_signless(64), 2)},
                infer_type=True,
            )
        assert str(a.result.type) == "i32" and str(p.result.type) == "i1"
        with pytest.raises(MLIRError, match="does not support type inference"):
            Operation.create("arith.index_cast", operands=[c.result], infer_type=True)


def test_structural_equivalence():
    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        m = Module.parse(
            """
            %a = "t.a"() : () -> i32
            %b = "t.b"() : () -> i32
            %0 = "t.x"(%a) {d = 1} : (i32) -> i32 loc("p")
            %1 = "t.x"(%a) {d = 1} : (i32) -> i32 loc("q")
            %2 = "t.x"(%a) {d = 2} : (i32) -> i32 loc("p")
            %3 = arith.addi %a, %b : i32 loc("p")
            %4 = arith.addi %b, %a : i32 loc("p")
            "t.r"() ({ ^bb0(%x: i32): "t.y"(%x) : (i32) -> () }) : () -> () loc("p")
            "t.r"() ({ ^bb0(%x: i32): "t.y"(%x) : (i32) -> () }) : () -> () loc("p")
            "t.r"() ({ ^bb0(%x: i32): "t.y"(%a) : (i32) -> () }) : () -> () loc("p")
            """
        )
        ops = list(m.body.operations)
        F = OperationEquivalenceFlags
        # Locations count unless ignored; discardable attributes likewise.
        assert not ops[2].is_structurally_equivalent(ops[3])
        assert ops[2].is_structurally_equivalent(ops[3], F.IGNORE_LOCATIONS)
        assert ops[2].structural_hash(F.IGNORE_LOCATIONS) == ops[3].structural_hash(F.IGNORE_LOCATIONS)
        assert not ops[2].is_structurally_equivalent(ops[4])
        assert ops[2].is_structurally_equivalent(ops[4], F.IGNORE_DISCARDABLE_ATTRS)
        # Commutative operands compare as a set, unless told otherwise.
        assert ops[5].is_structurally_equivalent(ops[6])
        assert ops[5].structural_hash() == ops[6].structural_hash()
        assert not ops[5].is_structurally_equivalent(ops[6], F.IGNORE_COMMUTATIVITY)
        # Regions: block arguments correspond by position; outside values must be the same.
        # (the nested ops sit on different lines, so their locations differ).
        assert not ops[7].is_structurally_equivalent(ops[8])
        assert ops[7].is_structurally_equivalent(ops[8].opview, F.IGNORE_LOCATIONS)
        assert not ops[7].is_structurally_equivalent(ops[9], F.IGNORE_LOCATIONS)
        assert ops[7].structural_hash() == ops[9].structural_hash()  # regions are not hashed
        with pytest.raises(TypeError, match="OperationEquivalenceFlags"):
            ops[0].structural_hash(1)
        ops[3].erase()
        with pytest.raises(RuntimeError, match="invalidated"):
            ops[2].is_structurally_equivalent(ops[3])


def test_build_generic_reports_none_items():
    class Probe(OpView):
        OPERATION_NAME = "probe.op"

    with Context() as ctx, Location.unknown():
        ctx.allow_unregistered_dialects = True
        m = Module.create()
        with InsertionPoint(m.body):
            v = Operation.create("probe.value", results=[IntegerType.get_signless(8)]).result
            with pytest.raises(ValueError, match=r'Operand 0 of operation "probe.op" must be a Value \(contained a None item\)'):
                Probe.build_generic(results=[], operands=[None, v])
            with pytest.raises(ValueError, match=r"Result 1 .* must be a Type \(contained a None item\)"):
                Probe.build_generic(results=[v.type, None], operands=[v])
            with pytest.raises(ValueError, match=r"must be a Type \(was 3\)"):
                Probe.build_generic(results=[3], operands=[])


def test_attribute_sequence_merges_inherent_and_discardable_by_name():
    # Upstream lists the op's merged attribute dictionary: properties and discardable
    # attributes together, sorted by name ('.' sorts before '_').
    with Context():
        m = Module.parse("""
func.func @f(%c: i1) {
  cf.cond_br %c weights([10, 90]), ^bb1, ^bb1 {branch.tag}
^bb1:
  return
}""")
        br = m.body.operations[0].regions[0].blocks[0].operations[0]
        names = [br.attributes[i].name for i in range(len(br.attributes))]
        assert names == ["branch.tag", "branch_weights", "operandSegmentSizes"]
        assert list(br.attributes) == names


def test_parent_of_module_op_is_none_and_of_detached_op_raises():
    with Context(), Location.unknown():
        m = Module.parse("func.func private @f()")
        assert m.operation.parent is None
        f = m.body.operations[0]
        assert f.parent.name == "builtin.module"
        f.detach_from_parent()
        with pytest.raises(ValueError, match="Detached operations have no parent"):
            f.parent
        with pytest.raises(ValueError, match="Detached operations have no parent"):
            Operation.create("func.return").parent
