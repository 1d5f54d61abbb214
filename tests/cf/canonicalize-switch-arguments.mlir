// A switch's edges that forward the same value to a block replace the block argument before
// the switch's own patterns drop a case matching the default (upstream's order), so the
// argument goes even where the dropped case leaves the block one predecessor; a block with
// one predecessor from the start keeps its argument. Expected output is the reference
// build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @two_cases(%arg0: i64, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg0 : i64, [
// CHECK-NEXT:     default: ^bb2,
// CHECK-NEXT:     1: ^bb1,
// CHECK-NEXT:     3: ^bb1
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: }
func.func @two_cases(%a: i64, %x: i32, %y: i32) -> i32 {
  cf.switch %a : i64, [
    default: ^bb3,
    1: ^bb2(%x : i32),
    3: ^bb2(%x : i32)
  ]
^bb2(%b: i32):
  return %b : i32
^bb3:
  return %y : i32
}
// CHECK-LABEL: func.func @dup(%arg0: i64, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg0 : i64, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     1: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: }
func.func @dup(%a: i64, %x: i32, %y: i32) -> i32 {
  cf.switch %a : i64, [
    default: ^bb2(%x : i32),
    1: ^bb3,
    3: ^bb2(%x : i32)
  ]
^bb2(%b: i32):
  return %b : i32
^bb3:
  return %y : i32
}
// CHECK-LABEL: func.func @condbr(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
func.func @condbr(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb2(%x : i32), ^bb2(%x : i32)
^bb2(%b: i32):
  return %b : i32
}

// CHECK-LABEL: func.func @single_predecessor(%arg0: i64, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg0 : i64, [
// CHECK-NEXT:     default: ^bb1(%arg1 : i32),
// CHECK-NEXT:     1: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: }
func.func @single_predecessor(%a: i64, %x: i32, %y: i32) -> i32 {
  cf.switch %a : i64, [
    default: ^bb2(%x : i32),
    1: ^bb3
  ]
^bb2(%b: i32):
  return %b : i32
^bb3:
  return %y : i32
}
