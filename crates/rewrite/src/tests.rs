//! The drivers on small functions: folding, constant uniquing and hoisting, dead code,
//! patterns written in Rust, limits, strictness and region simplification. The expected texts
//! are what upstream's driver gives for the same input and settings.

use mlir_ir::{Context, Ir, OpId, OperationState};

use crate::{apply_greedily, replace_op, walk_and_apply, GreedyConfig, Pattern, RegionSimplification, Strictness};

fn setup(text: &str) -> (Ir, OpId) {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let module = mlir_parser::parse_source(&mut ir, text, "test.mlir", true).expect("parses");
    (ir, module)
}

fn print(ir: &Ir, op: OpId) -> String {
    mlir_ir::print::print_op(ir, op, &ir.ctx.default_print_flags())
}

fn run(text: &str, patterns: &[Pattern], config: GreedyConfig) -> (String, bool) {
    let (mut ir, module) = setup(text);
    let converged = apply_greedily(&mut ir, module, patterns, config);
    assert!(mlir_ir::verify::verify(&ir, module).is_ok(), "the result verifies");
    (print(&ir, module), converged)
}

/// Replaces `arith.addi` by `arith.subi` of the same operands.
fn addi_to_subi() -> Pattern {
    Pattern {
        root: Some("arith.addi".into()),
        benefit: 1,
        apply: Box::new(|ir, op, notes| {
            let ctx = ir.ctx.clone();
            let mut st = OperationState::new(ctx.op_name("arith.subi"), ir.loc(op));
            st.operands = ir.operands(op).collect();
            st.result_types = ir.result_types(op).collect();
            let new = ir.create_op(st);
            // (Like ops a Python pattern builds, the new op is not announced: the next pass
            // visits it.)
            ir.insert_op_before(op, new).unwrap();
            let with: Vec<_> = ir.results(new).collect();
            replace_op(ir, op, &with, notes).is_ok()
        }),
    }
}

#[test]
fn folds_materializes_and_hoists_constants() {
    let text = "func.func @f(%a: i32) -> (i32, i32) {\n  %c1 = arith.constant 1 : i32\n  %x = arith.addi %a, %a : i32\n  %c2 = arith.constant 2 : i32\n  %s = arith.addi %c1, %c2 : i32\n  %m = arith.muli %x, %c1 : i32\n  %dead = arith.muli %x, %x : i32\n  return %s, %m : i32, i32\n}\n";
    let (out, converged) = run(text, &[], GreedyConfig::default());
    assert!(converged);
    assert_eq!(
        out,
        "module {\n  func.func @f(%arg0: i32) -> (i32, i32) {\n    %c3_i32 = arith.constant 3 : i32\n    %0 = arith.addi %arg0, %arg0 : i32\n    return %c3_i32, %0 : i32, i32\n  }\n}\n"
    );
}

#[test]
fn equal_constants_merge_unless_disabled() {
    let text = "func.func @f() -> (i64, i64) {\n  %0 = arith.constant 2 : i64\n  %1 = arith.constant 2 : i64\n  return %0, %1 : i64, i64\n}\n";
    let (out, _) = run(text, &[], GreedyConfig::default());
    assert!(out.contains("return %c2_i64, %c2_i64 : i64, i64"), "{out}");
    let (out, _) = run(text, &[], GreedyConfig { enable_constant_cse: false, ..GreedyConfig::default() });
    assert!(out.contains("return %c2_i64, %c2_i64_0 : i64, i64"), "{out}");
}

#[test]
fn commutative_ops_move_constants_last() {
    let text = "func.func @f(%a: i32) -> i32 {\n  %c5 = arith.constant 5 : i32\n  %0 = arith.addi %c5, %a : i32\n  return %0 : i32\n}\n";
    let (out, _) = run(text, &[], GreedyConfig::default());
    assert!(out.contains("%0 = arith.addi %arg0, %c5_i32 : i32"), "{out}");
}

#[test]
fn patterns_apply_and_folding_can_be_turned_off() {
    let text = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";
    // With folding, the new `subi %a, %a` folds to 0.
    let (out, _) = run(text, &[addi_to_subi()], GreedyConfig::default());
    assert!(out.contains("%c0_i32 = arith.constant 0 : i32\n    return %c0_i32"), "{out}");
    let (out, _) = run(text, &[addi_to_subi()], GreedyConfig { enable_folding: false, ..GreedyConfig::default() });
    assert!(out.contains("%0 = arith.subi %arg0, %arg0 : i32"), "{out}");
}

#[test]
fn a_pattern_that_never_settles_hits_the_iteration_limit() {
    // addi -> subi -> addi -> ...: the driver gives up after `max_iterations` passes.
    let subi_to_addi = Pattern {
        root: Some("arith.subi".into()),
        benefit: 1,
        apply: Box::new(|ir, op, notes| {
            let ctx = ir.ctx.clone();
            let mut st = OperationState::new(ctx.op_name("arith.addi"), ir.loc(op));
            st.operands = ir.operands(op).collect();
            st.result_types = ir.result_types(op).collect();
            let new = ir.create_op(st);
            ir.insert_op_before(op, new).unwrap();
            let with: Vec<_> = ir.results(new).collect();
            replace_op(ir, op, &with, notes).is_ok()
        }),
    };
    let text = "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}\n";
    let config = GreedyConfig { max_iterations: 3, enable_folding: false, ..GreedyConfig::default() };
    let (out, converged) = run(text, &[addi_to_subi(), subi_to_addi], config);
    assert!(!converged);
    assert!(out.contains("arith.subi %arg0, %arg1"), "{out}");
}

#[test]
fn existing_ops_strictness_leaves_new_ops_alone() {
    let text = "func.func @f(%a: i32) -> i32 {\n  %c1 = arith.constant 1 : i32\n  %c2 = arith.constant 2 : i32\n  %0 = arith.addi %c1, %c2 : i32\n  %1 = arith.addi %0, %a : i32\n  return %1 : i32\n}\n";
    for strictness in [Strictness::AnyOp, Strictness::ExistingOps, Strictness::ExistingAndNewOps] {
        let (out, converged) = run(text, &[], GreedyConfig { strictness, ..GreedyConfig::default() });
        assert!(converged);
        assert!(out.contains("%c3_i32 = arith.constant 3 : i32"), "{strictness:?}: {out}");
    }
}

#[test]
fn region_simplification_erases_unreachable_blocks_and_dead_ops() {
    let text = "func.func @f(%a: i32) -> i32 {\n  cf.br ^bb1\n^bb2:\n  %x = arith.addi %a, %a : i32\n  cf.br ^bb1\n^bb1:\n  return %a : i32\n}\n";
    let (out, _) = run(text, &[], GreedyConfig::default());
    assert!(!out.contains("arith.addi"), "{out}");
    assert!(!out.contains("^bb2"), "{out}");
    // Unreachable blocks go even when simplification is off (as upstream's); dead block
    // arguments only when it is on.
    let (out, _) = run(text, &[], GreedyConfig { region_simplification: RegionSimplification::Disabled, ..GreedyConfig::default() });
    assert!(!out.contains("// no predecessors"), "{out}");
    let args = "func.func @f(%a: i32, %c: i1) -> i32 {\n  cf.cond_br %c, ^bb1(%a : i32), ^bb2\n^bb1(%y: i32):\n  cf.br ^bb2\n^bb2:\n  return %a : i32\n}\n";
    let (out, _) = run(args, &[], GreedyConfig { region_simplification: RegionSimplification::Disabled, ..GreedyConfig::default() });
    assert!(out.contains("^bb1(%0: i32):"), "{out}");
    let (out, _) = run(args, &[], GreedyConfig { region_simplification: RegionSimplification::Normal, ..GreedyConfig::default() });
    assert!(out.contains("cf.cond_br %arg1, ^bb1, ^bb2\n  ^bb1:"), "{out}");
}

#[test]
fn aggressive_simplification_merges_identical_blocks() {
    let text = "func.func @f(%c: i1) -> i32 {\n  %c1 = arith.constant 1 : i32\n  %c2 = arith.constant 2 : i32\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  return %c1 : i32\n^bb2:\n  return %c2 : i32\n}\n";
    let (out, _) = run(text, &[], GreedyConfig::default());
    assert!(out.contains("cf.cond_br %arg0, ^bb1(%c1_i32 : i32), ^bb1(%c2_i32 : i32)\n  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0\n    return %0 : i32"), "{out}");
    let (out, _) = run(text, &[], GreedyConfig { region_simplification: RegionSimplification::Normal, ..GreedyConfig::default() });
    assert!(out.contains("return %c2_i32 : i32"), "{out}");
}

#[test]
fn walk_applies_once_per_op_without_folding() {
    let text = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  %1 = arith.addi %0, %0 : i32\n  return %1 : i32\n}\n";
    let (mut ir, module) = setup(text);
    walk_and_apply(&mut ir, module, &[addi_to_subi()]);
    let out = print(&ir, module);
    assert!(out.contains("%0 = arith.subi %arg0, %arg0 : i32\n    %1 = arith.subi %0, %0 : i32"), "{out}");
}
