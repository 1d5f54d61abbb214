// RUN: mlir-opt --allow-unregistered-dialect --cse %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(cse))' %s | FileCheck %s

// Equal pure ops fold into the first; commutative operands match in either order; an unused
// pure op goes away.
// CHECK-LABEL: func.func @straight_line
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[SQ:.*]] = arith.muli %[[SUM]], %[[SUM]] : i32
// CHECK-NEXT:    %[[TWICE:.*]] = arith.addi %[[SQ]], %[[SQ]] : i32
// CHECK-NEXT:    return %[[TWICE]] : i32
func.func @straight_line(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.muli %0, %1 : i32
  %unused = arith.subi %a, %b : i32
  %4 = arith.addi %2, %3 : i32
  return %4 : i32
}

// CHECK-LABEL: func.func @constants
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[F:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    arith.addi %[[ONE]], %[[ONE]] : i32
// CHECK-NEXT:    arith.addf %[[F]], %[[F]] : f32
func.func @constants() -> (i32, i32, f32) {
  %c1 = arith.constant 1 : i32
  %c1_again = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %f = arith.constant 1.0 : f32
  %f_again = arith.constant 1.0 : f32
  %s = arith.addi %c1, %c1_again : i32
  %t = arith.addf %f, %f_again : f32
  return %s, %c2, %t : i32, i32, f32
}

// A block sees what its dominators computed, not what its siblings did.
// CHECK-LABEL: func.func @branches
// CHECK:         %[[D:.*]] = arith.addi %arg1, %arg1 : index
// CHECK:       ^bb1:
// CHECK-NEXT:    arith.muli %[[D]], %[[D]] : index
// CHECK:       ^bb2:
// CHECK-NEXT:    arith.muli %[[D]], %[[D]] : index
// CHECK:       ^bb3(%{{.*}}: index):
// CHECK-NEXT:    arith.muli %[[D]], %[[D]] : index
func.func @branches(%c: i1, %a: index) -> index {
  %0 = arith.addi %a, %a : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : index
  %x = arith.muli %1, %1 : index
  cf.br ^bb3(%x : index)
^bb2:
  %2 = arith.addi %a, %a : index
  %y = arith.muli %2, %2 : index
  cf.br ^bb3(%y : index)
^bb3(%r: index):
  %3 = arith.muli %0, %0 : index
  %z = arith.addi %r, %3 : index
  return %z : index
}

// Nested regions see the enclosing values.
// CHECK-LABEL: func.func @nested
// CHECK:         %[[OUT:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK:         scf.if
// CHECK-NEXT:      scf.yield %[[OUT]] : i32
// CHECK:           %[[M:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:      arith.addi %[[M]], %[[M]] : i32
// CHECK:         scf.for
// CHECK-NEXT:      arith.addi %{{.*}}, %[[OUT]] : i32
func.func @nested(%c: i1, %a: i32, %lb: index, %ub: index, %st: index) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  } else {
    %2 = arith.muli %a, %a : i32
    %3 = arith.muli %a, %a : i32
    %4 = arith.addi %2, %3 : i32
    scf.yield %4 : i32
  }
  %s = scf.for %i = %lb to %ub step %st iter_args(%acc = %r) -> i32 {
    %5 = arith.addi %a, %a : i32
    %6 = arith.addi %acc, %5 : i32
    scf.yield %6 : i32
  }
  %7 = arith.addi %0, %s : i32
  return %7 : i32
}

// Ops with effects (cf.assert) and ops of unknown effect stay.
// CHECK-LABEL: func.func @effects
// CHECK-NEXT:    %[[LT:.*]] = arith.cmpi slt
// CHECK-NEXT:    arith.cmpi sgt
// CHECK-NEXT:    cf.assert %[[LT]], "once"
// CHECK-NEXT:    cf.assert %[[LT]], "once"
// CHECK-NEXT:    "test.unknown"()
// CHECK-NEXT:    "test.unknown"()
func.func @effects(%a: i32, %b: i32) -> (i1, i1, i1) {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi slt, %a, %b : i32
  %2 = arith.cmpi sgt, %a, %b : i32
  cf.assert %0, "once"
  cf.assert %1, "once"
  %u = "test.unknown"() : () -> i32
  %v = "test.unknown"() : () -> i32
  return %0, %1, %2 : i1, i1, i1
}
