// A block argument that every predecessor passes the same value for is replaced by that
// value; the argument itself stays until region simplification drops it (not at all when it is
// disabled). Blocks no path reaches are erased before any pattern runs, so their branches never
// count as predecessors.
// RUN: mlir-opt --canonicalize --split-input-file %s | FileCheck %s
// RUN: mlir-opt --canonicalize=region-simplify=disabled --split-input-file %s | FileCheck %s --check-prefix=KEEP

func.func private @effect()

// CHECK-LABEL: func.func @two_preds_same_value
// CHECK:         cf.br ^bb3(%arg1 : i32)
// CHECK:         cf.br ^bb3(%c7_i32 : i32)
// CHECK:       ^bb3(%[[X:.*]]: i32):
// CHECK-NEXT:    arith.andi %[[X]], %arg0 : i32
// KEEP-LABEL:  func.func @two_preds_same_value
// KEEP:          cf.br ^bb3(%arg0, %arg1 : i32, i32)
// KEEP:        ^bb3(%{{.*}}: i32, %[[Y:.*]]: i32):
// KEEP-NEXT:     arith.andi %[[Y]], %arg0 : i32
func.func @two_preds_same_value(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^left, ^right
^left:
  func.call @effect() : () -> ()
  cf.br ^join(%a, %b : i32, i32)
^right:
  func.call @effect() : () -> ()
  %k = arith.constant 7 : i32
  cf.br ^join(%a, %k : i32, i32)
^join(%x: i32, %y: i32):
  %r = arith.andi %y, %x : i32
  return %r : i32
}

// -----

// The second predecessor is unreachable: it is gone before the patterns run, and the join
// keeps both arguments (one predecessor left).
// CHECK-LABEL: func.func @unreachable_pred
// CHECK:         cf.cond_br %arg2, ^bb1, ^bb2(%arg0, %arg1 : i32, i32)
// CHECK:       ^bb2(%[[P:.*]]: i32, %[[Q:.*]]: i32):
// CHECK-NEXT:    arith.andi %[[Q]], %[[P]] : i32
// KEEP-LABEL:  func.func @unreachable_pred
// KEEP:          cf.cond_br %arg2, ^bb1, ^bb2(%arg0, %arg1 : i32, i32)
// KEEP-NOT:      arith.constant 7
func.func @unreachable_pred(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^exit, ^join(%a, %b : i32, i32)
^exit:
  return %a : i32
^dead:
  %k = arith.constant 7 : i32
  cf.br ^join(%a, %k : i32, i32)
^join(%x: i32, %y: i32):
  %r = arith.andi %y, %x : i32
  return %r : i32
}
