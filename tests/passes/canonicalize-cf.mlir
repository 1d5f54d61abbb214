// canonicalize with the cf patterns: merging a block into its only predecessor, skipping
// pass-through blocks, constant and repeated conditions, identical successors (with selects),
// truth propagation into successors, true asserts, and the switch simplifications. Expected
// output is the reference build's for this input.
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{top-down=false}))' %s | FileCheck %s

// CHECK-LABEL: func.func @merge_single_pred(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @skip_pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @constant_condition(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_successor(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @truth_known(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "use.cond"(%true) : (i1) -> ()
// CHECK-NEXT:   return %true, %true : i1, i1
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "use.cond"(%false) : (i1) -> ()
// CHECK-NEXT:   return %false, %false : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_condition_twice(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "side.effect"() : () -> ()
// CHECK-NEXT:   cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @asserts(%arg0: i1) {
// CHECK-NEXT:   cf.assert %arg0, "maybe"
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switches(%arg0: i32, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1(%arg1 : f32),
// CHECK-NEXT:     2: ^bb1(%arg2 : f32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }

func.func @merge_single_pred(%x: i32) -> i32 {
  cf.br ^next(%x : i32)
^next(%y: i32):
  %s = arith.addi %y, %y : i32
  return %s : i32
}

func.func @skip_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^hop(%a : i32), ^other
^hop(%h: i32):
  cf.br ^end(%h : i32)
^other:
  cf.br ^end(%b : i32)
^end(%r: i32):
  return %r : i32
}

func.func @constant_condition(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^t(%a : i32), ^e(%b : i32)
^t(%x: i32):
  return %x : i32
^e(%y: i32):
  return %y : i32
}

func.func @same_successor(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^join(%a, %a : i32, i32), ^join(%b, %a : i32, i32)
^join(%p: i32, %q: i32):
  %s = arith.addi %p, %q : i32
  return %s : i32
}

func.func @truth_known(%c: i1) -> (i1, i1) {
  cf.cond_br %c, ^yes, ^no
^yes:
  "use.cond"(%c) : (i1) -> ()
  return %c, %c : i1, i1
^no:
  "use.cond"(%c) : (i1) -> ()
  return %c, %c : i1, i1
}

func.func @same_condition_twice(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^again, ^out(%b : i32)
^again:
  "side.effect"() : () -> ()
  cf.cond_br %c, ^out(%a : i32), ^out(%b : i32)
^out(%r: i32):
  return %r : i32
}

func.func @asserts(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %c, "maybe"
  return
}

func.func @switches(%flag: i32, %a: f32, %b: f32) -> f32 {
  %c7 = arith.constant 7 : i32
  cf.switch %flag : i32, [
    default: ^d(%a : f32),
    1: ^d(%a : f32),
    2: ^two(%b : f32),
    3: ^inner
  ]
^inner:
  cf.switch %flag : i32, [
    default: ^d(%b : f32),
    3: ^two(%a : f32)
  ]
^two(%t: f32):
  cf.switch %c7 : i32, [
    default: ^d(%t : f32),
    7: ^fin(%t : f32)
  ]
^d(%x: f32):
  cf.switch %flag : i32, [
    default: ^fin(%x : f32)
  ]
^fin(%y: f32):
  return %y : f32
}
