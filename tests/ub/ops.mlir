// Every ub op in custom form, printed back as upstream prints it, also after a trip
// through the generic form.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

func.func @poison() {
  %0 = ub.poison : i32
  %1 = ub.poison : vector<4xf32>
  %2 = ub.poison <#ub.poison> : tensor<?xf64>
  %3 = ub.poison {x.y} : complex<f32>
  %4 = "ub.poison"() : () -> index
  return
}
func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable {reason.tag}
}

// CHECK-LABEL: func.func @poison() {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : vector<4xf32>
// CHECK-NEXT: %2 = ub.poison : tensor<?xf64>
// CHECK-NEXT: %3 = ub.poison {x.y} : complex<f32>
// CHECK-NEXT: %4 = ub.poison : index
// CHECK-NEXT: return
// CHECK-LABEL: func.func @unreachable(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: ub.unreachable {reason.tag}
