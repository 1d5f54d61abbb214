// Casts fold element by element on dense constants that are not splats: integer extensions,
// truncations and index casts; int-to-float conversions (rounded once); float extensions and
// exact truncations (an inexact one stays).
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %cst = arith.constant dense<[-1, 2, 300]> : vector<3xi64>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[4294967295, 2, 300]> : vector<3xi64>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[-1, 2, 44]> : vector<3xi8>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[-1, 2, 300]> : vector<3xindex>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[4294967295, 2, 300]> : vector<3xindex>
// CHECK-NEXT:    %cst_4 = arith.constant dense<[-1, 0]> : vector<2xi32>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : vector<3xi64>, vector<3xi64>, vector<3xi8>, vector<3xindex>, vector<3xindex>, vector<2xi32>
// CHECK-LABEL: func.func @g(
// CHECK-NEXT:    %cst = arith.constant dense<3.000000e+00> : vector<2xf32>
// CHECK-NEXT:    %cst_0 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT:    %cst_1 = arith.constant 7.000000e+00 : f32
// CHECK-NEXT:    %cst_2 = arith.constant dense<[1.500000e+00, 1.000000e-01]> : vector<2xf32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<[-1.000000e+00, 2.000000e+00, 0x4B800000]> : vector<3xf32>
// CHECK-NEXT:    %cst_4 = arith.constant dense<[4.2949673E+9, 2.000000e+00, 0x4B800000]> : vector<3xf32>
// CHECK-NEXT:    %cst_5 = arith.constant dense<[1.500000e+00, -2.500000e-01, 0x7FF8000000000000]> : vector<3xf64>
// CHECK-NEXT:    %cst_6 = arith.constant dense<[1.500000e+00, 3.000000e+00]> : vector<2xf16>
// CHECK-NEXT:    %0 = arith.truncf %cst_2 : vector<2xf32> to vector<2xf16>
// CHECK-NEXT:    return %cst_3, %cst_4, %cst_5, %cst_6, %0, %cst_1, %cst_0, %cst : vector<3xf32>, vector<3xf32>, vector<3xf64>, vector<2xf16>, vector<2xf16>, f32, f64, vector<2xf32>

func.func @f() -> (vector<3xi64>, vector<3xi64>, vector<3xi8>, vector<3xindex>, vector<3xindex>, vector<2xi32>) {
  %a = arith.constant dense<[-1, 2, 300]> : vector<3xi32>
  %s = arith.extsi %a : vector<3xi32> to vector<3xi64>
  %u = arith.extui %a : vector<3xi32> to vector<3xi64>
  %t = arith.trunci %a : vector<3xi32> to vector<3xi8>
  %i = arith.index_cast %a : vector<3xi32> to vector<3xindex>
  %j = arith.index_castui %a : vector<3xi32> to vector<3xindex>
  %b = arith.constant dense<[true, false]> : vector<2xi1>
  %e = arith.extsi %b : vector<2xi1> to vector<2xi32>
  return %s, %u, %t, %i, %j, %e : vector<3xi64>, vector<3xi64>, vector<3xi8>, vector<3xindex>, vector<3xindex>, vector<2xi32>
}

func.func @g() -> (vector<3xf32>, vector<3xf32>, vector<3xf64>, vector<2xf16>, vector<2xf16>, f32, f64, vector<2xf32>) {
  %a = arith.constant dense<[-1, 2, 16777217]> : vector<3xi32>
  %s = arith.sitofp %a : vector<3xi32> to vector<3xf32>
  %u = arith.uitofp %a : vector<3xi32> to vector<3xf32>
  %f = arith.constant dense<[1.5, -0.25, 0x7FC00000]> : vector<3xf32>
  %e = arith.extf %f : vector<3xf32> to vector<3xf64>
  %h = arith.constant dense<[1.5, 3.0]> : vector<2xf32>
  %t = arith.truncf %h : vector<2xf32> to vector<2xf16>
  %h2 = arith.constant dense<[1.5, 0.1]> : vector<2xf32>
  %t2 = arith.truncf %h2 : vector<2xf32> to vector<2xf16>
  %i = arith.constant 7 : i8
  %si = arith.sitofp %i : i8 to f32
  %x = arith.constant 0.5 : f32
  %ex = arith.extf %x : f32 to f64
  %sp = arith.constant dense<3> : vector<2xi32>
  %spf = arith.uitofp %sp : vector<2xi32> to vector<2xf32>
  return %s, %u, %e, %t, %t2, %si, %ex, %spf : vector<3xf32>, vector<3xf32>, vector<3xf64>, vector<2xf16>, vector<2xf16>, f32, f64, vector<2xf32>
}
