// canonicalize drops the arguments of a block with several predecessors, all of them branches
// saying what they forward, that every predecessor passes the same value for; not with an
// unregistered predecessor, not in a loop passing the argument back, not with one
// predecessor. Expected output is the reference build's for this input.
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @unreg_pred(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   "t.br"(%arg1, %arg1)[^bb2, ^bb1] : (i32, i32) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "t.keep"(%0) : (i32) -> ()
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "t.keep"(%0) : (i32) -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @partial(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "t.x"() : () -> ()
// CHECK-NEXT:   cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "t.keep"(%arg1, %0) : (i32, i32) -> ()
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_pred(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb2,
// CHECK-NEXT:     3: ^bb1
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "t.x"() : () -> ()
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "t.keep"(%arg1) : (i32) -> ()
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_pred_nonmerge(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   "t.x"() : () -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   "t.keep"(%0) : (i32) -> ()
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }

func.func @unreg_pred(%c: i1, %y: i32) -> i32 {
  "t.br"(%y, %y)[^bb1, ^bb2] : (i32, i32) -> ()
^bb2:
  cf.br ^bb1(%y : i32)
^bb1(%a: i32):
  "t.keep"(%a) : (i32) -> ()
  return %a : i32
}
func.func @loop(%c: i1, %y: i32) -> i32 {
  cf.br ^bb1(%y : i32)
^bb1(%a: i32):
  "t.keep"(%a) : (i32) -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  return %a : i32
}
func.func @partial(%c: i1, %y: i32, %z: i32) -> i32 {
  cf.cond_br %c, ^bb1(%y, %z : i32, i32), ^bb2
^bb2:
  "t.x"() : () -> ()
  cf.br ^bb1(%y, %y : i32, i32)
^bb1(%a: i32, %b: i32):
  "t.keep"(%a, %b) : (i32, i32) -> ()
  return %a : i32
}
func.func @switch_pred(%s: i32, %y: i32) -> i32 {
  cf.switch %s : i32, [
    default: ^bb1(%y : i32),
    3: ^bb2
  ]
^bb2:
  "t.x"() : () -> ()
  cf.br ^bb1(%y : i32)
^bb1(%a: i32):
  "t.keep"(%a) : (i32) -> ()
  return %a : i32
}
func.func @single_pred_nonmerge(%c: i1, %y: i32) -> i32 {
  "t.x"() : () -> ()
  cf.cond_br %c, ^bb1(%y : i32), ^bb3
^bb3:
  return %y : i32
^bb1(%a: i32):
  "t.keep"(%a) : (i32) -> ()
  return %a : i32
}

// A switch reaching one block along two edges, and the block branching back to itself with
// the argument that is dropped: every edge, the self edge included, loses that operand.
// CHECK-LABEL: func.func @switch_self_loop(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg3 : i32, [
// CHECK-NEXT:     default: ^bb1(%arg2 : i32),
// CHECK-NEXT:     7: ^bb1(%arg1 : i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT:   %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:   "t.keep"(%1) : (i32) -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
func.func @switch_self_loop(%c: i1, %x: i32, %y: i32, %s: i32) -> i32 {
  cf.switch %s : i32, [
    default: ^bb3(%y, %x : i32, i32),
    7: ^bb3(%x, %x : i32, i32)
  ]
^bb3(%a: i32, %b: i32):
  %v = arith.addi %a, %b : i32
  "t.keep"(%v) : (i32) -> ()
  cf.cond_br %c, ^bb3(%b, %x : i32, i32), ^bb4
^bb4:
  return %x : i32
}
