// Float binary ops fold on vector constants, splat or not, element by element (NaNs pass
// through, overflow gives infinities, f16 rounds in its own format), and their identities
// hold for splat right operands (x + -0.0, x / 1.0).
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %cst = arith.constant dense<[2.000000e+00, 2.000000e+00, 0x7FC00000]> : vector<3xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[3.000000e+00, -4.000000e+00, 0x7FC00000]> : vector<3xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[0x7FF0000000000000, 9.000000e+00]> : vector<2xf64>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[2.000000e+00, 0x7C00]> : vector<2xf16>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[3.000000e+00, 1.000000e+00]> : vector<2xf32>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %arg0, %arg0, %cst_2, %cst_3 : vector<3xf32>, vector<3xf32>, vector<2xf64>, vector<2xf32>, vector<2xf32>, vector<2xf16>, vector<2xf32>

func.func @f(%x: vector<2xf32>) -> (vector<3xf32>, vector<3xf32>, vector<2xf64>, vector<2xf32>, vector<2xf32>, vector<2xf16>, vector<2xf32>) {
  %a = arith.constant dense<[1.5, -2.0, 0x7FC00000]> : vector<3xf32>
  %b = arith.constant dense<[0.5, 4.0, 1.0]> : vector<3xf32>
  %s = arith.constant dense<2.0> : vector<3xf32>
  %r0 = arith.addf %a, %b : vector<3xf32>
  %r1 = arith.mulf %a, %s : vector<3xf32>
  %c = arith.constant dense<[1.0e300, 3.0]> : vector<2xf64>
  %r2 = arith.mulf %c, %c : vector<2xf64>
  %nz = arith.constant dense<-0.0> : vector<2xf32>
  %r3 = arith.addf %x, %nz : vector<2xf32>
  %one = arith.constant dense<1.0> : vector<2xf32>
  %r4 = arith.divf %x, %one : vector<2xf32>
  %h = arith.constant dense<[1.0, 65504.0]> : vector<2xf16>
  %r5 = arith.addf %h, %h : vector<2xf16>
  %m = arith.constant dense<[3.0, -1.0]> : vector<2xf32>
  %r6 = arith.maximumf %m, %one : vector<2xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : vector<3xf32>, vector<3xf32>, vector<2xf64>, vector<2xf32>, vector<2xf32>, vector<2xf16>, vector<2xf32>
}
