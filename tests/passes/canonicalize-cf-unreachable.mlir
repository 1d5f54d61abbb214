// cf.cond_br to a block holding only ub.unreachable becomes a branch (at the cond_br's location)
// to the other successor, the false one when both are; a block with other ops first is left
// alone. Expected output is the reference build's for this input.
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --canonicalize %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --canonicalize --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOC

// LOC: cf.br ^bb1(%arg2 : i32) loc("br":1:1)

// CHECK-LABEL: func.func @t_unreach(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @f_unreach(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @both(%arg0: i1) {
// CHECK-NEXT:     ub.unreachable {b}
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @with_ops(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "t.side"() : () -> ()
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @switch(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       3: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @br(%arg0: i32) -> i32 {
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @keep(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg2 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return %arg2 : i32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @both_args(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   }

func.func @t_unreach(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return %x : i32
}
// -----
func.func @f_unreach(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  ub.unreachable
}
// -----
func.func @both(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable {a}
^bb2:
  ub.unreachable {b}
}
// -----
func.func @with_ops(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "t.side"() : () -> ()
  ub.unreachable
^bb2:
  return %x : i32
}
// -----
func.func @switch(%s: i32, %x: i32) -> i32 {
  cf.switch %s : i32, [
    default: ^bb1,
    3: ^bb2
  ]
^bb1:
  ub.unreachable
^bb2:
  return %x : i32
}
// -----
func.func @br(%x: i32) -> i32 {
  cf.br ^bb1
^bb1:
  ub.unreachable
}
// -----
func.func @keep(%c: i1, %d: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%x : i32) loc("br":1:1)
^bb1:
  ub.unreachable
^bb2(%a: i32):
  "t.use"(%a) : (i32) -> ()
  cf.cond_br %d, ^bb2(%a : i32), ^bb3
^bb3:
  return %x : i32
}
// -----
func.func @both_args(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32) loc("br":2:2)
^bb1(%a: i32):
  ub.unreachable
}
