// scf.reduce with several reductions prints every region, comma-separated, in the custom
// form, and reads back the same (through the generic form too).
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @two_reductions
// CHECK:         scf.reduce(%{{.*}}, %{{.*}} : index, index)  {
// CHECK-NEXT:    ^bb0(%[[A:.*]]: index, %[[B:.*]]: index):
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT:      scf.reduce.return %[[S]] : index
// CHECK-NEXT:    }, {
// CHECK-NEXT:    ^bb0(%[[C:.*]]: index, %[[D:.*]]: index):
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[C]], %[[D]] : index
// CHECK-NEXT:      scf.reduce.return %[[M]] : index
// CHECK-NEXT:    }
func.func @two_reductions(%lb: index, %ub: index, %a: index, %b: index) -> (index, index) {
  %0:2 = scf.parallel (%i) = (%lb) to (%ub) step (%lb) init(%a, %b) -> (index, index) {
    scf.reduce(%i, %i : index, index)  {
    ^bb0(%lhs: index, %rhs: index):
      %1 = arith.addi %lhs, %rhs : index
      scf.reduce.return %1 : index
    }, {
    ^bb0(%lhs: index, %rhs: index):
      %2 = arith.muli %lhs, %rhs : index
      scf.reduce.return %2 : index
    }
  }
  return %0#0, %0#1 : index, index
}
