import pytest

from mlir.ir import *
from mlir.passmanager import PassManager

SOURCE = """
func.func private @unused() { return }
func.func @kept(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
"""


def test_pipeline_text_round_trips():
    with Context():
        pm = PassManager.parse("builtin.module( symbol-dce, func.func(cse) )")
        assert str(pm) == "builtin.module(symbol-dce,func.func(cse))"
        pm.add("strip-debuginfo")
        assert str(pm) == "builtin.module(symbol-dce,func.func(cse),strip-debuginfo)"
        assert str(PassManager()) == "any()"
        with pytest.raises(ValueError, match="'nope' does not refer to a registered pass"):
            PassManager.parse("builtin.module(nope)")
        with pytest.raises(ValueError, match="wrapped with the anchor operation type"):
            PassManager.parse("cse")


def test_passes_transform_and_erased_ops_raise():
    with Context():
        module = Module.parse(SOURCE)
        unused, kept = module.body.operations
        first_add = kept.regions[0].blocks[0].operations[1]
        PassManager.parse("builtin.module(symbol-dce,func.func(cse))").run(module.operation)
        assert [op.name.value for op in module.body.operations] == ["kept"]
        # The pass erased these ops: their handles say so instead of showing other IR.
        for gone in (unused, first_add):
            with pytest.raises(RuntimeError, match="invalidated"):
                gone.name
        assert "arith.muli %0, %0" in str(module)


def test_failures_and_anchors():
    with Context():
        module = Module.parse(SOURCE)
        with pytest.raises(MLIRError, match="can't run 'func.func' pass manager on 'builtin.module' op"):
            PassManager.parse("func.func(cse)").run(module.operation)
        with pytest.raises(MLIRError, match="does not define a symbol table"):
            PassManager.parse("builtin.module(func.func(symbol-dce))").run(module.operation)
        other = Context()
        with pytest.raises(ValueError, match="different context"):
            PassManager.parse("builtin.module(cse)", context=other).run(module.operation)


def test_python_passes():
    with Context():
        module = Module.parse(SOURCE)
        seen = []

        def erase_private(op, pass_):
            seen.append(op.name)
            for f in list(op.regions[0].blocks[0].operations):
                if "sym_visibility" in f.attributes:
                    f.erase()

        pm = PassManager("builtin.module")
        pm.add(erase_private, argument="erase-private")
        pm.add("func.func(cse)")
        assert str(pm) == "builtin.module(erase-private,func.func(cse))"
        pm.run(module.operation)
        assert seen == ["builtin.module"] and len(module.body.operations) == 1

        def fail(op, pass_):
            pass_.signal_pass_failure()

        failing = PassManager("builtin.module")
        failing.add(fail)
        with pytest.raises(MLIRError, match="Failure while executing pass pipeline"):
            failing.run(module.operation)

        def boom(op, pass_):
            raise KeyError("boom")

        raising = PassManager()
        raising.add(boom)
        with pytest.raises(KeyError):
            raising.run(module.operation)

        picky = PassManager()
        picky.add(fail, op_name="func.func")
        with pytest.raises(MLIRError, match="trying to schedule pass 'fail' on an unsupported operation"):
            picky.run(module.operation)


def test_ir_printing(capfd):
    with Context():
        module = Module.parse(SOURCE)
        pm = PassManager.parse("builtin.module(func.func(cse))")
        pm.enable_ir_printing(print_before_all=True, print_after_all=False, print_module_scope=True)
        pm.run(module.operation)
        err = capfd.readouterr().err
        assert err.startswith("// -----// IR Dump Before CSEPass: cse ('func.func' operation: @unused) //----- //\nmodule {")
        assert "IR Dump After" not in err


def test_a_pass_using_its_own_manager_gets_an_error_not_a_deadlock():
    with Context():
        module = Module.parse(SOURCE)
        pm = PassManager("builtin.module")

        def reenter(op, pass_):
            with pytest.raises(RuntimeError, match="the pass manager is running"):
                pm.run(op)
            with pytest.raises(RuntimeError, match="the pass manager is running"):
                pm.add("cse")

        pm.add(reenter)
        pm.run(module.operation)
        assert str(pm) == "builtin.module(reenter)"


STATS_SOURCE = """
func.func private @dead()
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}
"""


def test_statistics_follow_each_run(capfd):
    from mlir.passmanager import PassDisplayMode

    assert [m.name for m in PassDisplayMode] == ["LIST", "PIPELINE"]
    with Context():
        m = Module.parse(STATS_SOURCE)
        pm = PassManager.parse("builtin.module(symbol-dce,func.func(cse))")
        pm.enable_statistics()
        pm.run(m.operation)
        err = capfd.readouterr().err
        assert err == (
            "===-------------------------------------------------------------------------===\n"
            "                         ... Pass statistics report ...\n"
            "===-------------------------------------------------------------------------===\n"
            "SymbolDCEPass\n"
            "  (S) 1 num-dce'd - Number of symbols DCE'd\n"
            "'func.func' Pipeline\n"
            "  CSEPass\n"
            "    (S) 0 num-cse'd - Number of operations CSE'd\n"
            "    (S) 1 num-dce'd - Number of operations DCE'd\n"
            "\n"
        )
        pm2 = PassManager.parse("builtin.module(cse)")
        pm2.enable_statistics(PassDisplayMode.LIST)
        pm2.run(m.operation)
        assert capfd.readouterr().err.endswith(
            "  CSEPass\n    (S) 0 num-cse'd - Number of operations CSE'd\n    (S) 0 num-dce'd - Number of operations DCE'd\n\n"
        )
        with pytest.raises(TypeError):
            pm2.enable_statistics("LIST")


def test_timing_is_reported_when_the_manager_goes(capfd):
    import gc

    with Context():
        m = Module.parse(STATS_SOURCE)
        pm = PassManager.parse("builtin.module(func.func(cse))")
        pm.enable_timing()
        pm.run(m.operation)
        assert capfd.readouterr().err == ""
        del pm
        gc.collect()
        err = capfd.readouterr().err
        assert "... Execution time report ..." in err
        names = [line.split("%)  ", 1)[1] for line in err.splitlines() if "%)  " in line]
        assert names == ["'func.func' Pipeline", "  CSEPass", "    (A) DominanceInfo", "Rest", "Total"]


def test_canonicalize_options_print_as_upstream():
    with Context():
        assert str(PassManager.parse("builtin.module(canonicalize)")) == (
            "builtin.module(canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 "
            "region-simplify=normal test-convergence=false top-down=true})"
        )
        assert str(PassManager.parse("builtin.module(canonicalize{enable-patterns=A,B top-down=0 max-iterations=3})")) == (
            "builtin.module(canonicalize{cse-between-iterations=false  enable-patterns={A,B}  max-iterations=3 "
            "max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false})"
        )
        with pytest.raises(ValueError, match="no such option foo"):
            PassManager.parse("builtin.module(canonicalize{foo=1})")


def test_option_values_that_do_not_parse_report_as_upstream(capfd):
    # The command-line library prints the value's error on stderr (with no program name in
    # Python); the exception says only that the pass could not be added.
    with Context():
        with pytest.raises(ValueError) as e:
            PassManager.parse("builtin.module(canonicalize{region-simplify=x})")
        assert str(e.value) == "\nfailed to add `canonicalize` with options `region-simplify=x`\n"
        assert capfd.readouterr().err == ": for the --region-simplify option: Cannot find option named 'x'!\n"
        with pytest.raises(ValueError) as e:
            PassManager.parse("builtin.module(canonicalize{max-iterations=abc})")
        assert str(e.value) == "\nfailed to add `canonicalize` with options `max-iterations=abc`\n"
        assert capfd.readouterr().err == ": for the --max-iterations option: 'abc' value invalid for long argument!\n"


def test_canonicalize_runs_the_dialect_patterns():
    with Context():
        m = Module.parse(
            """
            func.func @f(%a: i32, %b: i32) -> i32 {
              %t = arith.constant true
              cf.cond_br %t, ^x(%a : i32), ^x(%b : i32)
            ^x(%v: i32):
              return %v : i32
            }"""
        )
        pm = PassManager.parse("builtin.module(canonicalize)")
        pm.run(m.operation)
        assert "return %arg0 : i32" in str(m) and "cf." not in str(m)
        # A disabled pattern does not apply: the branch stays, folded no further.
        m2 = Module.parse(str(m).replace("return %arg0 : i32", "cf.br ^bb1\n^bb1:\n return %arg0 : i32"))
        PassManager.parse("builtin.module(canonicalize{disable-patterns=SimplifyBrToBlockWithSinglePred})").run(m2.operation)
        assert "cf.br ^bb1" in str(m2)
