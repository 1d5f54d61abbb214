// scf.for with i128 bounds: the constant trip count is computed at the bounds' width, so a
// loop from 0 to a 101-bit step runs once and is inlined; one to just past twice that step
// runs three times and stays. Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @one_trip() -> i128 {
// CHECK-NEXT:   %c2_i128 = arith.constant 2 : i128
// CHECK-NEXT:   return %c2_i128 : i128
// CHECK-NEXT: }
func.func @one_trip() -> i128 {
  %c0 = arith.constant 0 : i128
  %c2 = arith.constant 2 : i128
  %step = arith.constant 1267650600228229401496703205376 : i128
  %r = scf.for %i = %c0 to %step step %step iter_args(%acc = %c0) -> i128 : i128 {
    %d = arith.addi %acc, %c2 : i128
    scf.yield %d : i128
  }
  return %r : i128
}

// CHECK-LABEL: func.func @three_trips() -> i128 {
// CHECK-NEXT:   %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:   %c2_i128 = arith.constant 2 : i128
// CHECK-NEXT:   %c2535301200456458802993406410753_i128 = arith.constant 2535301200456458802993406410753 : i128
// CHECK-NEXT:   %c1267650600228229401496703205376_i128 = arith.constant 1267650600228229401496703205376 : i128
// CHECK-NEXT:   %0 = scf.for %arg0 = %c0_i128 to %c2535301200456458802993406410753_i128 step %c1267650600228229401496703205376_i128 iter_args(%arg1 = %c0_i128) -> (i128)  : i128 {
// CHECK-NEXT:     %1 = arith.addi %arg1, %c2_i128 : i128
// CHECK-NEXT:     scf.yield %1 : i128
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i128
// CHECK-NEXT: }
func.func @three_trips() -> i128 {
  %c0 = arith.constant 0 : i128
  %c2 = arith.constant 2 : i128
  %ub = arith.constant 2535301200456458802993406410753 : i128
  %step = arith.constant 1267650600228229401496703205376 : i128
  %r = scf.for %i = %c0 to %ub step %step iter_args(%acc = %c0) -> i128 : i128 {
    %d = arith.addi %acc, %c2 : i128
    scf.yield %d : i128
  }
  return %r : i128
}
