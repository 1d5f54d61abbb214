// math.fpowi folds as the reference build computes it (square-and-multiply in the float's
// own format, one over that for a negative power; f32 and f64 only), and math.sincos folds to
// both results, on scalars and dense constants.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %cst = arith.constant 2.500000e-01 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 17.4494152 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 17.449402268886445 : f64
// CHECK-NEXT:    %cst_4 = arith.constant 1.33100009 : f32
// CHECK-NEXT:    %cst_5 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_0, %cst_5, %cst_6 : f32, f32, f32, f32, f64, f32, f32, f32, f32
// CHECK-LABEL: func.func @sincos_and_vectors(
// CHECK-NEXT:    %cst = arith.constant 0.841470957 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0.540302277 : f32
// CHECK-NEXT:    %cst_1 = arith.constant dense<[0.000000e+00, 0.841470957]> : vector<2xf32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[1.000000e+00, 0.540302277]> : vector<2xf32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[2.250000e+00, 5.000000e-01, -2.700000e+01]> : vector<3xf32>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, vector<2xf32>, vector<2xf32>, vector<3xf32>

func.func @f() -> (f32, f32, f32, f32, f64, f32, f32, f32, f32) {
  %two = arith.constant 2.0 : f32
  %z = arith.constant 0.0 : f32
  %t = arith.constant 1.1 : f32
  %d = arith.constant 1.1 : f64
  %m2 = arith.constant -2 : i32
  %p0 = arith.constant 0 : i32
  %p3 = arith.constant 3 : i32
  %p30 = arith.constant 30 : i32
  %big = arith.constant 2147483647 : i32
  %r0 = math.fpowi %two, %m2 : f32, i32
  %r1 = math.fpowi %z, %m2 : f32, i32
  %r2 = math.fpowi %z, %p0 : f32, i32
  %r3 = math.fpowi %t, %p30 : f32, i32
  %r4 = math.fpowi %d, %p30 : f64, i32
  %r5 = math.fpowi %t, %p3 : f32, i32
  %r6 = math.fpowi %t, %big : f32, i32
  %m = arith.constant -1.0 : f32
  %r7 = math.fpowi %m, %big : f32, i32
  %h = arith.constant 0.5 : f32
  %r8 = math.fpowi %h, %big : f32, i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, f32, f32, f32, f64, f32, f32, f32, f32
}

func.func @sincos_and_vectors() -> (f32, f32, vector<2xf32>, vector<2xf32>, vector<3xf32>) {
  %x = arith.constant 1.0 : f32
  %s, %c = math.sincos %x : f32
  %v = arith.constant dense<[0.0, 1.0]> : vector<2xf32>
  %vs, %vc = math.sincos %v : vector<2xf32>
  %b = arith.constant dense<[1.5, 2.0, -3.0]> : vector<3xf32>
  %p = arith.constant dense<[2, -1, 3]> : vector<3xi32>
  %r = math.fpowi %b, %p : vector<3xf32>, vector<3xi32>
  return %s, %c, %vs, %vc, %r : f32, f32, vector<2xf32>, vector<2xf32>, vector<3xf32>
}
