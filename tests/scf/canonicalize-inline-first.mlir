// A loop that never runs its body (or runs it once) is inlined by InlineRegionBranchOp, tried
// before the other region-branch patterns as upstream does: the loop goes in the same
// sweep that forwards its results, so the constants folded afterwards land where the
// reference build puts them. Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

func.func private @sink(i1)
// CHECK-LABEL: func.func @zero_trip_with_effects(%arg0: i1) -> index {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   return %c1 : index
// CHECK-NEXT: }
func.func @zero_trip_with_effects(%x: i1) -> index {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %c1) -> (index) {
    func.call @sink(%x) : (i1) -> ()
    scf.yield %a : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @constants_after_zero_trip(%arg0: i1) -> (index, i32) {
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   return %c2, %c7_i32 : index, i32
// CHECK-NEXT: }
func.func @constants_after_zero_trip(%x: i1) -> (index, i32) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %c1) -> (index) {
    func.call @sink(%x) : (i1) -> ()
    scf.yield %a : index
  }
  %k = arith.constant 7 : i32
  %s = arith.addi %r, %c1 : index
  return %s, %k : index, i32
}

// CHECK-LABEL: func.func @select_after_zero_trip(%arg0: i64, %arg1: index, %arg2: i1) -> i1 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.select %arg2, %true, %arg2 : i1
// CHECK-NEXT:   return %0 : i1
// CHECK-NEXT: }
func.func @select_after_zero_trip(%lb: i64, %x: index, %c: i1) -> i1 {
  %r1 = scf.if %c -> (index) {
    scf.yield %x : index
  } else {
    %c1 = arith.constant 1 : i64
    %r = scf.for %iv = %lb to %lb step %c1 iter_args(%it = %c) -> (i1) : i64 {
      func.call @sink(%it) : (i1) -> ()
      scf.yield %it : i1
    }
    %t = arith.constant true
    %n = arith.xori %r, %t : i1
    scf.yield %x : index
  }
  %r2 = scf.if %c -> (i1) {
    scf.if %c {
    }
    %t2 = arith.constant true
    scf.yield %t2 : i1
  } else {
    scf.yield %c : i1
  }
  return %r2 : i1
}
