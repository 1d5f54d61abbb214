// math folds on dense constants (splat or not, elementwise, for the unary ops, the binary ops
// and the classifications), poison operands giving poison, and no fold of i1 powers.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %0 = ub.poison : f32
// CHECK-NEXT:    %cst = arith.constant dense<[1.41421354, 0.333333343]> : vector<2xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[1.3258177, 1.89254689]> : vector<2xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[2.000000e+00, -3.000000e+00]> : vector<2xf32>
// CHECK-NEXT:    %1 = math.isnan %0 : f32
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %0, %0, %0, %1 : vector<2xf32>, vector<2xf32>, vector<2xf32>, f32, f32, f32, i1
// CHECK-LABEL: func.func @g(
// CHECK-NEXT:    %0 = ub.poison : f32
// CHECK-NEXT:    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:    %c27_i8 = arith.constant 27 : i8
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %1 = math.ipowi %true, %false : i1
// CHECK-NEXT:    %2 = math.ipowi %false, %true : i1
// CHECK-NEXT:    return %1, %2, %c27_i8, %cst, %0 : i1, i1, i8, vector<2xf32>, f32

func.func @f() -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, f32, f32, f32, i1) {
  %a = arith.constant dense<[2.0, 3.0]> : vector<2xf32>
  %b = arith.constant dense<[0.5, -1.0]> : vector<2xf32>
  %p = ub.poison : f32
  %c = arith.constant 2.0 : f32
  %r0 = math.powf %a, %b : vector<2xf32>
  %r1 = math.atan2 %a, %b : vector<2xf32>
  %r2 = math.copysign %a, %b : vector<2xf32>
  %r3 = math.powf %p, %c : f32
  %r4 = math.sqrt %p : f32
  %r5 = math.absf %p : f32
  %r6 = math.isnan %p : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : vector<2xf32>, vector<2xf32>, vector<2xf32>, f32, f32, f32, i1
}

func.func @g() -> (i1, i1, i8, vector<2xf32>, f32) {
  %a = arith.constant true
  %b = arith.constant false
  %r = math.ipowi %a, %b : i1
  %r2 = math.ipowi %b, %a : i1
  %c = arith.constant 3 : i8
  %r3 = math.ipowi %c, %c : i8
  %v = arith.constant dense<[1.0, 4.0]> : vector<2xf32>
  %s = math.sqrt %v : vector<2xf32>
  %p = ub.poison : f32
  %q = math.sin %p : f32
  return %r, %r2, %r3, %s, %q : i1, i1, i8, vector<2xf32>, f32
}
