// scf ops in custom form: loops with and without iter_args and with integer bounds,
// conditionals, while loops, execute_region, index_switch and parallel loops.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s
// RUN: mlir-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG


func.func @loops(%lb: index, %ub: index, %st: index, %f: f32, %i: i32, %j: i32) -> f32 {
  // The induction variable prints no location, so it takes no alias: the loop's alias is
  // directly followed by its nested op's.
  // DEBUG: #loc8 = loc({{.*}}:[[@LINE+2]]:3)
  // DEBUG-NEXT: #loc9 = loc({{.*}}:[[@LINE+2]]:10)
  scf.for %iv = %lb to %ub step %st {
    %x = arith.addi %iv, %iv : index
  }
  %r = scf.for %iv = %lb to %ub step %st iter_args(%acc = %f) -> (f32) {
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  %r2:2 = scf.for %iv = %lb to %ub step %st iter_args(%a = %f, %b = %i) -> (f32, i32) {
    scf.yield %a, %b : f32, i32
  }
  scf.for unsigned %iv = %i to %j step %i : i32 {
  } {some.attr = 1 : i64}
  scf.for %iv = %i to %j step %i : i32 {
    scf.yield
  }
  return %r : f32
}
func.func @conditionals(%c: i1, %a: i32) -> i32 {
  scf.if %c {
    %x = arith.addi %a, %a : i32
  }
  scf.if %c {
  } else {
  } {x.y = 1 : i64}
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %z = arith.muli %a, %a : i32
    scf.yield %z : i32
  }
  %s:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %a, %a : i32, i32
  }
  return %r : i32
}
func.func @whiles(%init: i32, %lim: i32) -> i32 {
  %0 = scf.while (%arg = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %arg, %lim : i32
    scf.condition(%c) %arg : i32
  } do {
  ^bb0(%arg2: i32):
    %n = arith.addi %arg2, %arg2 : i32
    scf.yield %n : i32
  }
  scf.while : () -> () {
    %t = arith.constant true
    scf.condition(%t) {cond.attr}
  } do {
    scf.yield
  } attributes {w.attr}
  return %0 : i32
}
func.func @regions(%a: i32, %idx: index) -> i32 {
  %0 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %1:2 = scf.execute_region -> (i32, i32) no_inline {
    cf.br ^bb1
  ^bb1:
    scf.yield %a, %a : i32, i32
  }
  %2 = scf.index_switch %idx -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -5 {
    %m = arith.muli %a, %a : i32
    scf.yield %m : i32
  }
  default {
    scf.yield %a : i32
  }
  scf.index_switch %idx {sw.attr}
  default {
  }
  return %0 : i32
}
func.func @parallel(%lb: index, %ub: index, %st: index, %f: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %x = arith.addi %i, %j : index
    scf.reduce
  }
  %0 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    %v = arith.constant 1.0 : f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  } {p.attr}
  return %0 : f32
}

// CHECK-LABEL: func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: i32) -> f32 {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %2 = arith.addi %arg6, %arg6 : index
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %arg4) -> (f32, i32) {
// CHECK-NEXT: scf.yield %arg7, %arg8 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg6 = %arg4 to %arg5 step %arg4  : i32 {
// CHECK-NEXT: } {some.attr = 1 : i64}
// CHECK-NEXT: scf.for %arg6 = %arg4 to %arg5 step %arg4  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @conditionals(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: } {x.y = 1 : i64}
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: scf.yield %arg1, %arg1 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @whiles(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.condition(%true) {cond.attr}
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } attributes {w.attr}
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @regions(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (i32, i32) no_inline {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0, %arg0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.index_switch %arg1 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT: %3 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg1 {sw.attr}
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @parallel(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: %1 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.reduce(%cst : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %1 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: } {p.attr}
// CHECK-NEXT: return %0 : f32
