// Integer folds element by element on dense constants that are not splats (binary ops and
// comparisons), wrapping at the element width; a division by a zero element does not fold.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %cst = arith.constant dense<[1, 0, 1]> : vector<3xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[1, 2, 3]> : vector<3xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[true, true, false]> : vector<3xi1>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[false, false, true]> : vector<3xi1>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[2, 4, 7]> : vector<3xi32>
// CHECK-NEXT:    %cst_4 = arith.constant dense<[2, 4, 6]> : vector<3xi32>
// CHECK-NEXT:    %cst_5 = arith.constant dense<[0, -128, 127]> : vector<3xi8>
// CHECK-NEXT:    %cst_6 = arith.constant dense<[0, 0, 1]> : vector<3xi32>
// CHECK-NEXT:    %cst_7 = arith.constant dense<[-9223372036854775808, 0]> : vector<2xi64>
// CHECK-NEXT:    %0 = arith.divsi %cst_0, %cst : vector<3xi32>
// CHECK-NEXT:    return %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %0 : vector<3xi1>, vector<3xi1>, vector<3xi32>, vector<3xi32>, vector<3xi8>, vector<3xi32>, vector<2xi64>, vector<3xi32>

func.func @f() -> (vector<3xi1>, vector<3xi1>, vector<3xi32>, vector<3xi32>, vector<3xi8>, vector<3xi32>, vector<2xi64>, vector<3xi32>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[1, 2, 4]> : vector<3xi32>
  %s = arith.constant dense<2> : vector<3xi32>
  %c0 = arith.cmpi eq, %a, %b : vector<3xi32>
  %c1 = arith.cmpi sgt, %a, %s : vector<3xi32>
  %x = arith.addi %a, %b : vector<3xi32>
  %y = arith.muli %a, %s : vector<3xi32>
  %p = arith.constant dense<[-1, 127, -128]> : vector<3xi8>
  %q = arith.constant dense<[1, 1, -1]> : vector<3xi8>
  %z = arith.addi %p, %q : vector<3xi8>
  %r = arith.remsi %b, %a : vector<3xi32>
  %u = arith.constant dense<[9223372036854775807, -1]> : vector<2xi64>
  %v = arith.constant dense<[1, 1]> : vector<2xi64>
  %w = arith.addi %u, %v : vector<2xi64>
  %dz = arith.constant dense<[1, 0, 1]> : vector<3xi32>
  %d = arith.divsi %a, %dz : vector<3xi32>
  return %c0, %c1, %x, %y, %z, %r, %w, %d : vector<3xi1>, vector<3xi1>, vector<3xi32>, vector<3xi32>, vector<3xi8>, vector<3xi32>, vector<2xi64>, vector<3xi32>
}
