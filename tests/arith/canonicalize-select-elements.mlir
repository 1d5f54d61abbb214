// select of dense constants on a condition that is not a splat picks element by element
// (integers and floats; equal branches fold to the branch whatever the condition).
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %cst = arith.constant dense<9> : vector<3xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<7> : vector<2xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[1, 5, 3]> : vector<3xi32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[1.500000e+00, 0.000000e+00, 3.500000e+00]> : vector<3xf32>
// CHECK-NEXT:    return %cst_1, %cst_2, %cst_0, %cst : vector<3xi32>, vector<3xf32>, vector<2xi32>, vector<3xi32>

func.func @f() -> (vector<3xi32>, vector<3xf32>, vector<2xi32>, vector<3xi32>) {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %r0 = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  %fa = arith.constant dense<[1.5, 2.5, 3.5]> : vector<3xf32>
  %fb = arith.constant dense<0.0> : vector<3xf32>
  %r1 = arith.select %c, %fa, %fb : vector<3xi1>, vector<3xf32>
  %c2 = arith.constant dense<[true, false]> : vector<2xi1>
  %s7 = arith.constant dense<7> : vector<2xi32>
  %r2 = arith.select %c2, %s7, %s7 : vector<2xi1>, vector<2xi32>
  %sa = arith.constant dense<9> : vector<3xi32>
  %r3 = arith.select %c, %sa, %sa : vector<3xi1>, vector<3xi32>
  return %r0, %r1, %r2, %r3 : vector<3xi32>, vector<3xf32>, vector<2xi32>, vector<3xi32>
}
