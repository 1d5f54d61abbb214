"""mlir.rewrite: patterns written in Python, the greedy driver (with folding) and the walk
driver. Expected texts are what upstream's bindings print for the same script."""

import gc

import pytest

from mlir.dialects import arith
from mlir.ir import Context, InsertionPoint, Module
from mlir.rewrite import (
    FrozenRewritePatternSet,
    GreedyRewriteConfig,
    GreedyRewriteStrictness,
    GreedySimplifyRegionLevel,
    PatternRewriter,
    RewritePatternSet,
    apply_patterns_and_fold_greedily,
    walk_and_apply_patterns,
)

ADD = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}"""


def to_muli(op, rewriter):
    assert isinstance(op, arith.AddIOp) and isinstance(rewriter, PatternRewriter)
    with rewriter.ip:
        new = arith.muli(op.lhs, op.rhs, loc=op.location)
    rewriter.replace_op(op, new.owner)


def to_addi(op, rewriter):
    with rewriter.ip:
        new = arith.addi(op.lhs, op.rhs, loc=op.location)
    rewriter.replace_op(op, [new])


def test_config_defaults_and_setters():
    config = GreedyRewriteConfig()
    assert (config.max_iterations, config.max_num_rewrites) == (10, -1)
    assert not config.use_top_down_traversal and config.enable_folding and config.enable_constant_cse
    assert config.strictness == GreedyRewriteStrictness.ANY_OP
    assert config.region_simplification_level == GreedySimplifyRegionLevel.AGGRESSIVE
    config.strictness = GreedyRewriteStrictness.EXISTING_OPS
    config.region_simplification_level = GreedySimplifyRegionLevel.DISABLED
    assert str(config.strictness) == "GreedyRewriteStrictness.EXISTING_OPS"
    assert config.region_simplification_level == GreedySimplifyRegionLevel.DISABLED
    with pytest.raises(TypeError):
        config.strictness = 1


def test_pattern_replaces_and_folding_cleans_up():
    with Context():
        m = Module.parse(ADD)
        patterns = RewritePatternSet()
        patterns.add(arith.AddIOp, to_muli)
        frozen = patterns.freeze()
        assert isinstance(frozen, FrozenRewritePatternSet)
        apply_patterns_and_fold_greedily(m, frozen)
        assert "%0 = arith.muli %arg0, %arg1 : i32" in str(m)
        # Folding alone: x - x is 0, and the dead op goes.
        m = Module.parse("""
func.func @g(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  return %0 : i32
}""")
        apply_patterns_and_fold_greedily(m.operation, RewritePatternSet().freeze())
        assert str(m) == (
            "module {\n  func.func @g(%arg0: i32) -> i32 {\n    %c0_i32 = arith.constant 0 : i32\n"
            "    return %c0_i32 : i32\n  }\n}\n"
        )


def test_a_true_result_means_no_match():
    calls = []

    def only_ones(op, rewriter):
        calls.append(op.value.value)
        if op.value.value != 1:
            return True
        with rewriter.ip:
            new = arith.constant(op.type, 2, loc=op.location)
        rewriter.replace_op(op, [new])

    with Context():
        m = Module.parse("""
func.func @h() -> (i64, i64) {
  %0 = arith.constant 1 : i64
  %1 = arith.constant 3 : i64
  return %0, %1 : i64, i64
}""")
        patterns = RewritePatternSet()
        patterns.add("arith.constant", only_ones)
        apply_patterns_and_fold_greedily(m, patterns.freeze())
        assert "%c2_i64 = arith.constant 2 : i64\n    %c3_i64 = arith.constant 3 : i64" in str(m)
        assert 1 in calls and 3 in calls


def test_benefit_orders_patterns():
    order = []

    def low(op, rewriter):
        order.append("low")
        return True

    def high(op, rewriter):
        order.append("high")
        return True

    with Context():
        m = Module.parse(ADD)
        patterns = RewritePatternSet()
        patterns.add(arith.AddIOp, low, benefit=1)
        patterns.add(arith.AddIOp, high, benefit=5)
        apply_patterns_and_fold_greedily(m, patterns.freeze())
        assert order[:2] == ["high", "low"]


def test_non_convergence_raises():
    with Context():
        m = Module.parse(ADD)
        patterns = RewritePatternSet()
        patterns.add(arith.AddIOp, to_muli)
        patterns.add(arith.MulIOp, to_addi)
        config = GreedyRewriteConfig()
        config.max_iterations = 3
        with pytest.raises(RuntimeError, match="pattern application failed to converge"):
            apply_patterns_and_fold_greedily(m, patterns.freeze(), config)
        # Three passes: addi -> muli -> addi -> muli.
        assert "arith.muli" in str(m)


def test_errors_are_exceptions_and_leave_valid_ir():
    def boom(op, rewriter):
        raise ValueError("boom")

    def wrong_count(op, rewriter):
        rewriter.replace_op(op, [])

    kept = []

    def keep(op, rewriter):
        kept.append(rewriter)
        return True

    with Context():
        m = Module.parse(ADD)
        for fn, exc, text in [(boom, ValueError, "boom"), (wrong_count, ValueError, "expected 1 replacement values, got 0")]:
            patterns = RewritePatternSet()
            patterns.add("arith.addi", fn)
            with pytest.raises(exc, match=text):
                apply_patterns_and_fold_greedily(m, patterns.freeze())
            assert m.operation.verify()
        patterns = RewritePatternSet()
        patterns.add("arith.addi", keep)
        apply_patterns_and_fold_greedily(m, patterns.freeze())
        # A rewriter is only valid during its call.
        with pytest.raises(RuntimeError, match="only be used during the call"):
            kept[0].ip
        with pytest.raises(TypeError):
            RewritePatternSet().add(3, keep)


def test_walk_applies_once_and_takes_ops_only():
    with Context():
        m = Module.parse("""
func.func @w(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}""")
        patterns = RewritePatternSet()
        patterns.add(arith.AddIOp, to_muli)
        patterns.add(arith.MulIOp, to_addi)
        walk_and_apply_patterns(m.operation, patterns.freeze())
        # New ops are not visited: each addi became a muli, and stays one.
        text = str(m)
        assert text.count("arith.muli") == 2 and "arith.addi" not in text
        with pytest.raises(TypeError):
            walk_and_apply_patterns(m, patterns.freeze())


def test_erased_ops_raise_and_sets_are_collected():
    with Context():
        m = Module.parse(ADD)
        add = m.body.operations[0].regions[0].blocks[0].operations[0]
        patterns = RewritePatternSet()
        patterns.add(arith.AddIOp, to_muli)
        apply_patterns_and_fold_greedily(m, patterns.freeze())
        with pytest.raises(RuntimeError, match="invalidated"):
            add.name
        # A pattern closing over its own set is a cycle the collector frees.
        cyclic = RewritePatternSet()
        cyclic.add("arith.muli", lambda op, rw: cyclic and True)
        del cyclic
        gc.collect()


def test_needs_a_context():
    with pytest.raises(RuntimeError, match="requires a Context"):
        RewritePatternSet()
    with Context() as ctx:
        patterns = RewritePatternSet(context=ctx)
        m = Module.parse(ADD)
        with InsertionPoint(m.body):
            pass
        apply_patterns_and_fold_greedily(m, patterns.freeze())


def test_region_simplification_levels():
    text = """
func.func @f(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %c1 : i32
^bb2:
  return %c2 : i32
^bb3:
  return %c2 : i32
}"""
    outputs = {}
    with Context():
        for level in GreedySimplifyRegionLevel:
            m = Module.parse(text)
            config = GreedyRewriteConfig()
            config.region_simplification_level = level
            apply_patterns_and_fold_greedily(m, RewritePatternSet().freeze(), config)
            outputs[level] = str(m)
    # Unreachable blocks go at every level; identical blocks merge only when aggressive.
    assert all("^bb3" not in out for out in outputs.values())
    assert outputs[GreedySimplifyRegionLevel.DISABLED] == outputs[GreedySimplifyRegionLevel.NORMAL]
    assert (
        "cf.cond_br %arg0, ^bb1(%c1_i32 : i32), ^bb1(%c2_i32 : i32)\n  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0\n"
        "    return %0 : i32" in outputs[GreedySimplifyRegionLevel.AGGRESSIVE]
    )
