// scf.forall in custom form: normalized (`in`) and explicit bounds mixing constants and
// values (constant SSA bounds of 0 and 1 print in the normalized form, as upstream), shared
// outputs, rank 0, and the implicit `scf.forall.in_parallel`.
// RUN: mlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s

func.func @forall(%n: index, %m: index, %t: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (%n) {
    %x = arith.addi %i, %i : index
  }
  scf.forall (%i, %j) = (2, %m) to (%n, 16) step (%m, 4) {
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
    scf.forall.in_parallel {
    }
  }
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall () in () {
  } {some.attr}
  scf.forall (%i, %j) in (4, %n) {
  } {other.attr}
  return %r : tensor<?xf32>
}

// CHECK-LABEL: func.func @forall(%arg0: index, %arg1: index, %arg2: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (2, %arg1) to (%arg0, 16) step (%arg1, 4) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg0) shared_outs(%arg4 = %arg2) -> (tensor<?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall () in () {
// CHECK-NEXT: } {some.attr}
// CHECK-NEXT: scf.forall (%arg3, %arg4) in (4, %arg0) {
// CHECK-NEXT: } {other.attr}
// CHECK-NEXT: return %0 : tensor<?xf32>
