// Canonicalization of scf.execute_region and scf.index_switch: an execute_region directly in a
// function becomes blocks of it (its yields branches to the block after it), unless
// no_inline; one elsewhere with a single block is inlined; results that only ever hold one
// value from outside become that value and go; an index_switch on a constant takes its case
// (or default) region; its results merge and go as an scf.if's do.
// Expected output is the reference build's for this input.
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @multi_block(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   "t.before"() : () -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = "t.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:   cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %1 = "t.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:   cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   "t.after"(%2) : (i32) -> ()
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multi_block_no_inline(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %1 = "t.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_in_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT:   scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     %0 = "t.a"(%arg3) : (i32) -> i32
// CHECK-NEXT:     "t.use"(%0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_value(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   scf.execute_region no_inline {
// CHECK-NEXT:     "t.a"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_constant(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_results(%arg0: index, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = scf.index_switch %arg0 -> i32 
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     "t.a"() : () -> ()
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   case 7 {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg1, %0, %arg2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_no_results(%arg0: index) {
// CHECK-NEXT:   "t.three"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @multi_block(%c: i1, %x: i32) -> i32 {
  "t.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %s = "t.a"(%x) : (i32) -> i32
    scf.yield %s : i32
  ^b:
    %t = "t.b"(%x) : (i32) -> i32
    scf.yield %t : i32
  }
  "t.after"(%r) : (i32) -> ()
  return %r : i32
}

func.func @multi_block_no_inline(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^a, ^b
  ^a:
    %s = "t.a"(%x) : (i32) -> i32
    scf.yield %s : i32
  ^b:
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @nested_in_loop(%lb: index, %ub: index, %s: index, %x: i32) {
  scf.for %i = %lb to %ub step %s {
    %r = scf.execute_region -> i32 {
      %v = "t.a"(%x) : (i32) -> i32
      scf.yield %v : i32
    }
    "t.use"(%r) : (i32) -> ()
  }
  return
}

func.func @same_value(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    "t.a"() : () -> ()
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @switch_constant(%x: i32, %y: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %a = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %x : i32
  }
  case 2 {
    %s = arith.addi %x, %y : i32
    scf.yield %s : i32
  }
  default {
    scf.yield %y : i32
  }
  %b = scf.index_switch %c5 -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    %m = arith.muli %x, %y : i32
    scf.yield %m : i32
  }
  return %a, %b : i32, i32
}

func.func @switch_results(%i: index, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:4 = scf.index_switch %i -> i32, i32, i32, i32
  case 1 {
    "t.a"() : () -> ()
    scf.yield %x, %x, %y, %x : i32, i32, i32, i32
  }
  case 7 {
    scf.yield %x, %y, %y, %x : i32, i32, i32, i32
  }
  default {
    scf.yield %x, %y, %y, %y : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

func.func @switch_no_results(%i: index) {
  %c3 = arith.constant 3 : index
  scf.index_switch %c3
  case 3 {
    "t.three"() : () -> ()
    scf.yield
  }
  default {
    "t.default"() : () -> ()
  }
  scf.index_switch %i
  case 3 {
    scf.yield
  }
  default {
  }
  return
}
