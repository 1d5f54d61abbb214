// RUN: mlir-opt --allow-unregistered-dialect --loop-invariant-code-motion %s | FileCheck %s

// Invariant chains leave the loop in order; what depends on the induction variable or may trap
// (division by an unknown value) stays.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT:    %[[P:.*]] = arith.muli %[[S]], %[[S]] : i32
// CHECK-NEXT:    %[[C:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[H:.*]] = arith.divsi %arg3, %[[C]] : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.index_cast
// CHECK-NEXT:      arith.addi %[[P]]
// CHECK-NEXT:      arith.divsi %arg3, %arg4 : i32
func.func @chain(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) {
  scf.for %i = %lb to %ub step %st {
    %0 = arith.addi %a, %b : i32
    %1 = arith.muli %0, %0 : i32
    %iv = arith.index_cast %i : index to i32
    %2 = arith.addi %1, %iv : i32
    %d = arith.divsi %a, %b : i32
    %c2 = arith.constant 2 : i32
    %half = arith.divsi %a, %c2 : i32
    "test.use"(%2, %d, %half) : (i32, i32, i32) -> ()
  }
  return
}

// Inner loops first: what leaves the inner loop may leave the outer one as well.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:    scf.for %[[I:.*]] = 
// CHECK-NEXT:      arith.index_cast %[[I]]
// CHECK-NEXT:      arith.addi %[[A]]
// CHECK-NEXT:      scf.for
func.func @nested(%lb: index, %ub: index, %st: index, %a: i32) {
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %lb to %ub step %st {
      %0 = arith.addi %a, %a : i32
      %ii = arith.index_cast %i : index to i32
      %1 = arith.addi %0, %ii : i32
      "test.use"(%1) : (i32) -> ()
    }
  }
  return
}

// Ops with regions move when all they contain may; both regions of a while loop count.
// CHECK-LABEL: func.func @regions
// CHECK-NEXT:    scf.if
// CHECK:         arith.muli %arg4, %arg4
// CHECK-NEXT:    arith.addi %arg4, %arg4
// CHECK-NEXT:    scf.while
func.func @regions(%lb: index, %ub: index, %st: index, %c: i1, %a: i32) -> i32 {
  scf.for %i = %lb to %ub step %st {
    %r = scf.if %c -> i32 {
      %x = arith.addi %a, %a : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    "test.use"(%r) : (i32) -> ()
  }
  %w = scf.while (%x = %a) : (i32) -> i32 {
    %inv = arith.muli %a, %a : i32
    %y = arith.addi %x, %inv : i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%z: i32):
    %inv2 = arith.addi %a, %a : i32
    %v = arith.addi %z, %inv2 : i32
    scf.yield %v : i32
  }
  return %w : i32
}
