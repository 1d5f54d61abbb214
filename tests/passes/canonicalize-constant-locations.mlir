// Where canonicalize's constants end up and which location they keep, as in the reference
// build: a constant made by folding takes the folded op's location; a constant that comes to
// stand for several (a duplicate merged into it, or a fold giving its value) takes an unknown
// location, as does one hoisted out of a nested block; one moved to the front of its own block
// keeps its location; new constants come after those already at the front.
// RUN: mlir-opt --canonicalize --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s

// CHECK-LABEL: func.func @folded_once
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32 loc("x":1:1)
func.func @folded_once() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %c2, %c3 : i32 loc("x":1:1)
  return %a : i32
}

// CHECK-LABEL: func.func @folded_twice
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32 loc(unknown)
func.func @folded_twice() -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %c2, %c3 : i32 loc("x":2:2)
  %b = arith.addi %c3, %c2 : i32 loc("x":2:2)
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @duplicates
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32 loc(unknown)
func.func @duplicates() -> (i32, i32) {
  %a = arith.constant 1 : i32 loc("x":3:3)
  %b = arith.constant 1 : i32 loc("x":3:3)
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @fold_to_existing
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32 loc(unknown)
func.func @fold_to_existing() -> (i32, i32) {
  %c5 = arith.constant 5 : i32 loc("x":4:4)
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %c2, %c3 : i32 loc("x":5:5)
  return %a, %c5 : i32, i32
}

// Multiplying by zero is the zero operand itself: no new constant, the location stays.
// CHECK-LABEL: func.func @times_zero
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32 loc("x":6:6)
func.func @times_zero(%x: i32) -> (i32, i32) {
  %z = arith.constant 0 : i32 loc("x":6:6)
  %a = arith.muli %x, %z : i32
  %b = arith.andi %x, %z : i32
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @hoisted_in_block
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32 loc("x":7:7)
func.func @hoisted_in_block(%x: i32) -> i32 {
  %a = arith.muli %x, %x : i32
  %c = arith.constant 7 : i32 loc("x":7:7)
  %b = arith.muli %a, %c : i32
  return %b : i32
}

// CHECK-LABEL: func.func @hoisted_out_of_region
// CHECK-NEXT:    %c9_i32 = arith.constant 9 : i32 loc(unknown)
func.func @hoisted_out_of_region(%x: i32, %p: i1) -> i32 {
  %r = scf.if %p -> i32 {
    %c = arith.constant 9 : i32 loc("x":8:8)
    %s = arith.muli %x, %c : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @after_known
// CHECK-NEXT:    %c9_i32 = arith.constant 9 : i32 loc("x":9:9)
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32 loc("x":10:10)
func.func @after_known() -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %k = arith.constant 9 : i32 loc("x":9:9)
  %a = arith.addi %c2, %c3 : i32 loc("x":10:10)
  return %k, %a : i32, i32
}
