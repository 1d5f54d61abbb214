// f80 and f128 constant folding, computed exactly on the formats' own bits (f64 cannot hold
// their values): addf, subf, mulf, divf, remf, negf, cmpf, and truncf/extf to and from them
// (only exact conversions, or NaNs; scalars and dense vectors), with NaNs, infinities, huge
// and subnormal values. Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @dense_conversions() -> (vector<2xf128>, vector<2xf64>) {
// CHECK-NEXT:   %cst = arith.constant dense<[0.000000e+00, 1.000000e+00]> : vector<2xf128>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[2.500000e+00, -0.000000e+00]> : vector<2xf64>
// CHECK-NEXT:   return %cst, %cst_0 : vector<2xf128>, vector<2xf64>
// CHECK-NEXT: }
func.func @dense_conversions() -> (vector<2xf128>, vector<2xf64>) {
  %a = arith.constant dense<[0.000000e+00, 1.000000e+00]> : vector<2xf80>
  %0 = arith.extf %a : vector<2xf80> to vector<2xf128>
  %b = arith.constant dense<[2.5, -0.0]> : vector<2xf128>
  %1 = arith.truncf %b : vector<2xf128> to vector<2xf64>
  return %0, %1 : vector<2xf128>, vector<2xf64>
}

// CHECK-LABEL: func.func @compare() -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   return %true, %false, %true, %true, %false : i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @compare() -> (i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f128
  %near = arith.constant 1.00000000000000000000000000000078886 : f128
  %nz = arith.constant -0.0 : f80
  %z = arith.constant 0.0 : f80
  %nan = arith.constant 0x7FFF8000000000000000000000000000 : f128
  %0 = arith.cmpf olt, %one, %near : f128
  %1 = arith.cmpf oeq, %one, %near : f128
  %2 = arith.cmpf oeq, %nz, %z : f80
  %3 = arith.cmpf uno, %nan, %one : f128
  %4 = arith.cmpf oge, %near, %nan : f128
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @beyond_f64() -> (f128, f128, f64, f128) {
// CHECK-NEXT:   %cst = arith.constant 0.333333333333333333333333333333333317 : f128
// CHECK-NEXT:   %cst_0 = arith.constant 1.00000000000000000000000000000078886 : f128
// CHECK-NEXT:   %cst_1 = arith.constant 7.88860905221011805411728565282786229E-31 : f128
// CHECK-NEXT:   %0 = arith.truncf %cst_0 : f128 to f64
// CHECK-NEXT:   return %cst_1, %cst_0, %0, %cst : f128, f128, f64, f128
// CHECK-NEXT: }
func.func @beyond_f64() -> (f128, f128, f64, f128) {
  %one = arith.constant 1.0 : f128
  %tiny = arith.constant 7.8886090522101180541172856528278622e-31 : f128
  %0 = arith.addf %one, %tiny : f128
  %1 = arith.subf %0, %one : f128
  %2 = arith.truncf %0 : f128 to f64
  %third = arith.constant 3.0 : f128
  %3 = arith.divf %one, %third : f128
  return %1, %0, %2, %3 : f128, f128, f64, f128
}

// CHECK-LABEL: func.func @gen1_0() -> (f128, f128, f128, f128, f128, f128, f128, f128) {
// CHECK-NEXT:   %cst = arith.constant 1.000000e-300 : f128
// CHECK-NEXT:   %cst_0 = arith.constant 0xFFFF8000000000000000000000000000 : f128
// CHECK-NEXT:   %cst_1 = arith.constant 0x7FFF8000000000000000000000000000 : f128
// CHECK-NEXT:   %cst_2 = arith.constant 0.000000e+00 : f128
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f128
// CHECK-NEXT:   %cst_4 = arith.constant 0xFFFF0000000000000000000000000000 : f128
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_2, %cst_3, %cst_4 : f128, f128, f128, f128, f128, f128, f128, f128
// CHECK-NEXT: }
func.func @gen1_0() -> (f128, f128, f128, f128, f128, f128, f128, f128) {
  %a0 = arith.constant 1.0 : f128
  %b0 = arith.constant 1.0e300 : f128
  %r0 = arith.divf %a0, %b0 : f128
  %a1 = arith.constant 0x7FFF8000000000000000000000000000 : f128
  %b1 = arith.constant 0.3333333333333333333333333 : f128
  %r1 = arith.negf %a1 : f128
  %a2 = arith.constant -1.0 : f128
  %b2 = arith.constant 0x7FFF8000000000000000000000000000 : f128
  %r2 = arith.divf %a2, %b2 : f128
  %a3 = arith.constant 1.5e-4940 : f128
  %b3 = arith.constant 0.0 : f128
  %r3 = arith.mulf %a3, %b3 : f128
  %a4 = arith.constant -7.25 : f128
  %b4 = arith.constant -1.0 : f128
  %c4 = arith.constant 1.5 : f64
  %r4 = arith.extf %c4 : f64 to f128
  %a5 = arith.constant 0.0 : f128
  %b5 = arith.constant 0.0 : f128
  %r5 = arith.addf %a5, %b5 : f128
  %a6 = arith.constant 0.3333333333333333333333333 : f128
  %b6 = arith.constant 2.5 : f128
  %c6 = arith.constant 1.5 : f64
  %r6 = arith.extf %c6 : f64 to f128
  %a7 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %b7 = arith.constant -7.25 : f128
  %r7 = arith.negf %a7 : f128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f128, f128, f128, f128, f128, f128, f128, f128
}

// CHECK-LABEL: func.func @gen1_1() -> (f80, f80, f80, f16, f80, f80, f80, f80) {
// CHECK-NEXT:   %cst = arith.constant -7.250000e+00 : f80
// CHECK-NEXT:   %cst_0 = arith.constant 1.0000000000000000525E+300 : f80
// CHECK-NEXT:   %cst_1 = arith.constant -3.000000e+00 : f80
// CHECK-NEXT:   %cst_2 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 0x7FFF8000000000000000 : f80
// CHECK-NEXT:   %cst_4 = arith.constant 1.000000e+00 : f80
// CHECK-NEXT:   %cst_5 = arith.constant 0xFFFFC000000000000000 : f80
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_3, %cst_5 : f80, f80, f80, f16, f80, f80, f80, f80
// CHECK-NEXT: }
func.func @gen1_1() -> (f80, f80, f80, f16, f80, f80, f80, f80) {
  %a0 = arith.constant -7.25 : f80
  %b0 = arith.constant -3.3e-4000 : f80
  %r0 = arith.subf %a0, %b0 : f80
  %a1 = arith.constant 1.189731495357231765e4932 : f80
  %b1 = arith.constant -1.0e-300 : f80
  %c1 = arith.constant 1.0e300 : f64
  %r1 = arith.extf %c1 : f64 to f80
  %a2 = arith.constant -1.0 : f80
  %b2 = arith.constant 3.0 : f80
  %r2 = arith.mulf %a2, %b2 : f80
  %a3 = arith.constant -1.0 : f80
  %b3 = arith.constant 1.0e4000 : f80
  %r3 = arith.truncf %a3 : f80 to f16
  %a4 = arith.constant 0x7FFF8000000000000000 : f80
  %b4 = arith.constant 1.5e-4940 : f80
  %r4 = arith.subf %a4, %b4 : f80
  %a5 = arith.constant -1.0e-300 : f80
  %b5 = arith.constant -1.0e-300 : f80
  %r5 = arith.divf %a5, %b5 : f80
  %a6 = arith.constant 0x7FFF8000000000000000 : f80
  %b6 = arith.constant 0.3333333333333333333333333 : f80
  %r6 = arith.addf %a6, %b6 : f80
  %a7 = arith.constant 0x7FFFC000000000000000 : f80
  %b7 = arith.constant -7.25 : f80
  %r7 = arith.negf %a7 : f80
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f80, f80, f80, f16, f80, f80, f80, f80
}

// CHECK-LABEL: func.func @gen1_2() -> (f80, f80, f32, f80, f80, f80, f80, f80) {
// CHECK-NEXT:   %cst = arith.constant 4.500000e-4940 : f80
// CHECK-NEXT:   %cst_0 = arith.constant 1.18973149535723176502E+4932 : f80
// CHECK-NEXT:   %cst_1 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 0x7FFFC000000000000000 : f80
// CHECK-NEXT:   %cst_3 = arith.constant -2.66666666666666666674 : f80
// CHECK-NEXT:   %cst_4 = arith.constant 0.000000e+00 : f80
// CHECK-NEXT:   %cst_5 = arith.constant -0.24999999999999999981 : f80
// CHECK-NEXT:   %cst_6 = arith.constant 1.500000e+00 : f80
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : f80, f80, f32, f80, f80, f80, f80, f80
// CHECK-NEXT: }
func.func @gen1_2() -> (f80, f80, f32, f80, f80, f80, f80, f80) {
  %a0 = arith.constant 1.5e-4940 : f80
  %b0 = arith.constant 3.0 : f80
  %r0 = arith.mulf %a0, %b0 : f80
  %a1 = arith.constant 1.0 : f80
  %b1 = arith.constant 1.189731495357231765e4932 : f80
  %r1 = arith.addf %a1, %b1 : f80
  %a2 = arith.constant 3.0 : f80
  %b2 = arith.constant 0x7FFF8000000000000000 : f80
  %r2 = arith.truncf %a2 : f80 to f32
  %a3 = arith.constant 0x7FFFC000000000000000 : f80
  %b3 = arith.constant 0.0 : f80
  %r3 = arith.mulf %a3, %b3 : f80
  %a4 = arith.constant 0.3333333333333333333333333 : f80
  %b4 = arith.constant 3.0 : f80
  %r4 = arith.subf %a4, %b4 : f80
  %a5 = arith.constant 0.0 : f80
  %b5 = arith.constant 2.5 : f80
  %r5 = arith.remf %a5, %b5 : f80
  %a6 = arith.constant -7.25 : f80
  %b6 = arith.constant 0.3333333333333333333333333 : f80
  %r6 = arith.remf %a6, %b6 : f80
  %a7 = arith.constant -3.3e-4000 : f80
  %b7 = arith.constant 1.189731495357231765e4932 : f80
  %c7 = arith.constant 1.5 : f64
  %r7 = arith.extf %c7 : f64 to f80
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f80, f80, f32, f80, f80, f80, f80, f80
}

// CHECK-LABEL: func.func @gen2_0() -> (f128, f128, f128, f128, f128, f128, f128, f128) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f128
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e-300 : f128
// CHECK-NEXT:   %cst_1 = arith.constant 1.00000000000000005250476025520442025E+300 : f128
// CHECK-NEXT:   %cst_2 = arith.constant 0xFFFF0000000000000000000000000000 : f128
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f128
// CHECK-NEXT:   %cst_4 = arith.constant 5.256250e+01 : f128
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_1, %cst_2, %cst_4 : f128, f128, f128, f128, f128, f128, f128, f128
// CHECK-NEXT: }
func.func @gen2_0() -> (f128, f128, f128, f128, f128, f128, f128, f128) {
  %a0 = arith.constant 1.0 : f128
  %b0 = arith.constant 1.0 : f128
  %r0 = arith.subf %a0, %b0 : f128
  %a1 = arith.constant -1.0e-300 : f128
  %b1 = arith.constant 1.0e300 : f128
  %r1 = arith.remf %a1, %b1 : f128
  %a2 = arith.constant -0.0 : f128
  %b2 = arith.constant 3.0 : f128
  %c2 = arith.constant 1.0e300 : f64
  %r2 = arith.extf %c2 : f64 to f128
  %a3 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %b3 = arith.constant -3.3e-4000 : f128
  %r3 = arith.divf %a3, %b3 : f128
  %a4 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %b4 = arith.constant 1.0e300 : f128
  %c4 = arith.constant 1.5 : f64
  %r4 = arith.extf %c4 : f64 to f128
  %a5 = arith.constant -3.3e-4000 : f128
  %b5 = arith.constant 1.189731495357231765e4932 : f128
  %c5 = arith.constant 1.0e300 : f64
  %r5 = arith.extf %c5 : f64 to f128
  %a6 = arith.constant 1.5e-4940 : f128
  %b6 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %r6 = arith.subf %a6, %b6 : f128
  %a7 = arith.constant -7.25 : f128
  %b7 = arith.constant -7.25 : f128
  %r7 = arith.mulf %a7, %b7 : f128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f128, f128, f128, f128, f128, f128, f128, f128
}

// CHECK-LABEL: func.func @gen2_1() -> (f128, f128, f128, f128, f128, f128, f128, f128) {
// CHECK-NEXT:   %cst = arith.constant 1.000000e-01 : f128
// CHECK-NEXT:   %cst_0 = arith.constant -3.000000e+00 : f128
// CHECK-NEXT:   %cst_1 = arith.constant 0xFFFF0000000000000000000000000000 : f128
// CHECK-NEXT:   %cst_2 = arith.constant 1.00000000000000005250476025520442025E+300 : f128
// CHECK-NEXT:   %cst_3 = arith.constant 0x7FFF0000000000000000000000000000 : f128
// CHECK-NEXT:   %cst_4 = arith.constant 0x7FFF8000000000000000000000000000 : f128
// CHECK-NEXT:   %cst_5 = arith.constant 0.000000e+00 : f128
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_0, %cst_3, %cst_4, %cst_5 : f128, f128, f128, f128, f128, f128, f128, f128
// CHECK-NEXT: }
func.func @gen2_1() -> (f128, f128, f128, f128, f128, f128, f128, f128) {
  %a0 = arith.constant 0.1 : f128
  %b0 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %r0 = arith.remf %a0, %b0 : f128
  %a1 = arith.constant 3.0 : f128
  %b1 = arith.constant 1.189731495357231765e4932 : f128
  %r1 = arith.negf %a1 : f128
  %a2 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %b2 = arith.constant -3.3e-4000 : f128
  %r2 = arith.negf %a2 : f128
  %a3 = arith.constant -3.3e-4000 : f128
  %b3 = arith.constant -3.3e-4000 : f128
  %c3 = arith.constant 1.0e300 : f64
  %r3 = arith.extf %c3 : f64 to f128
  %a4 = arith.constant 3.0 : f128
  %b4 = arith.constant 0.3333333333333333333333333 : f128
  %r4 = arith.negf %a4 : f128
  %a5 = arith.constant 1.189731495357231765e4932 : f128
  %b5 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %r5 = arith.mulf %a5, %b5 : f128
  %a6 = arith.constant 0x7FFF8000000000000000000000000000 : f128
  %b6 = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %r6 = arith.mulf %a6, %b6 : f128
  %a7 = arith.constant 1.189731495357231765e4932 : f128
  %b7 = arith.constant 1.189731495357231765e4932 : f128
  %r7 = arith.remf %a7, %b7 : f128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f128, f128, f128, f128, f128, f128, f128, f128
}

// CHECK-LABEL: func.func @gen2_2() -> (f80, f80, f80, f80, f80, f80, f80, f80) {
// CHECK-NEXT:   %cst = arith.constant 0.100000000000000005551 : f80
// CHECK-NEXT:   %cst_0 = arith.constant 0x7FFFC000000000000000 : f80
// CHECK-NEXT:   %cst_1 = arith.constant -1.500000e-4940 : f80
// CHECK-NEXT:   %cst_2 = arith.constant -1.000000e+00 : f80
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f80
// CHECK-NEXT:   %cst_4 = arith.constant 1.000000e+300 : f80
// CHECK-NEXT:   return %cst, %cst_0, %cst_0, %cst_1, %cst_0, %cst_2, %cst_3, %cst_4 : f80, f80, f80, f80, f80, f80, f80, f80
// CHECK-NEXT: }
func.func @gen2_2() -> (f80, f80, f80, f80, f80, f80, f80, f80) {
  %a0 = arith.constant 0x7FFFC000000000000000 : f80
  %b0 = arith.constant -7.25 : f80
  %c0 = arith.constant 0.1 : f64
  %r0 = arith.extf %c0 : f64 to f80
  %a1 = arith.constant 1.0e300 : f80
  %b1 = arith.constant 0x7FFFC000000000000000 : f80
  %r1 = arith.remf %a1, %b1 : f80
  %a2 = arith.constant 0x7FFF8000000000000000 : f80
  %b2 = arith.constant 0x7FFF8000000000000000 : f80
  %r2 = arith.remf %a2, %b2 : f80
  %a3 = arith.constant 1.5e-4940 : f80
  %b3 = arith.constant -1.0e-300 : f80
  %r3 = arith.negf %a3 : f80
  %a4 = arith.constant 0x7FFFC000000000000000 : f80
  %b4 = arith.constant 0x7FFF8000000000000000 : f80
  %r4 = arith.remf %a4, %b4 : f80
  %a5 = arith.constant 1.0 : f80
  %b5 = arith.constant 1.0e4000 : f80
  %r5 = arith.negf %a5 : f80
  %a6 = arith.constant 2.5 : f80
  %b6 = arith.constant -1.0 : f80
  %r6 = arith.addf %a6, %b6 : f80
  %a7 = arith.constant 1.0e300 : f80
  %b7 = arith.constant -7.25 : f80
  %r7 = arith.addf %a7, %b7 : f80
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f80, f80, f80, f80, f80, f80, f80, f80
}

