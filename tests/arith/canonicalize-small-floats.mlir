// Float constant folding in the small formats (computed through f64, rounded once to the
// format with its own overflow and NaN rules): f8E4M3FN overflowing to NaN, f8E5M2 to
// infinity, f8E4M3FNUZ, tf32, f6E3M2FN and f4E2M1FN arithmetic, comparisons, negation and
// extension (an f8E4M3FN NaN keeps its significand bits when extended, as LLVM's). Expected
// output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f8_arithmetic() -> (f8E4M3FN, f8E4M3FN, f8E5M2, f8E5M2, f8E4M3FNUZ, i1, f8E4M3FN) {
// CHECK-NEXT:   %cst = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:   %cst_0 = arith.constant 2.250000e+00 : f8E4M3FN
// CHECK-NEXT:   %cst_1 = arith.constant 0x7C : f8E5M2
// CHECK-NEXT:   %cst_2 = arith.constant 0.000000e+00 : f8E5M2
// CHECK-NEXT:   %cst_3 = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %cst_4 = arith.constant -1.500000e+00 : f8E4M3FN
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %false, %cst_4 : f8E4M3FN, f8E4M3FN, f8E5M2, f8E5M2, f8E4M3FNUZ, i1, f8E4M3FN
// CHECK-NEXT: }
func.func @f8_arithmetic() -> (f8E4M3FN, f8E4M3FN, f8E5M2, f8E5M2, f8E4M3FNUZ, i1, f8E4M3FN) {
  %a = arith.constant 448.0 : f8E4M3FN
  %b = arith.constant 1.5 : f8E4M3FN
  %c = arith.constant 57344.0 : f8E5M2
  %d = arith.constant 0.125 : f8E5M2
  %e = arith.constant 12.0 : f8E4M3FNUZ
  %0 = arith.addf %a, %a : f8E4M3FN
  %1 = arith.mulf %b, %b : f8E4M3FN
  %2 = arith.mulf %c, %c : f8E5M2
  %3 = arith.divf %d, %c : f8E5M2
  %4 = arith.subf %e, %e : f8E4M3FNUZ
  %5 = arith.cmpf olt, %a, %b : f8E4M3FN
  %6 = arith.negf %b : f8E4M3FN
  return %0, %1, %2, %3, %4, %5, %6 : f8E4M3FN, f8E4M3FN, f8E5M2, f8E5M2, f8E4M3FNUZ, i1, f8E4M3FN
}

// CHECK-LABEL: func.func @other_formats() -> (tf32, vector<2xtf32>, f6E3M2FN, f4E2M1FN, f4E2M1FN) {
// CHECK-NEXT:   %cst = arith.constant dense<[1.500000e+00, -2.000000e+00]> : vector<2xtf32>
// CHECK-NEXT:   %cst_0 = arith.constant 2.001950e+00 : tf32
// CHECK-NEXT:   %cst_1 = arith.constant 8.000000e+00 : f6E3M2FN
// CHECK-NEXT:   %cst_2 = arith.constant 3.000000e+00 : f4E2M1FN
// CHECK-NEXT:   %cst_3 = arith.constant 1.000000e+00 : f4E2M1FN
// CHECK-NEXT:   return %cst_0, %cst, %cst_1, %cst_2, %cst_3 : tf32, vector<2xtf32>, f6E3M2FN, f4E2M1FN, f4E2M1FN
// CHECK-NEXT: }
func.func @other_formats() -> (tf32, vector<2xtf32>, f6E3M2FN, f4E2M1FN, f4E2M1FN) {
  %t = arith.constant 1.0009765625 : tf32
  %tv = arith.constant dense<[1.5, -2.0]> : vector<2xtf32>
  %s = arith.constant 3.0 : f6E3M2FN
  %f = arith.constant 1.0 : f4E2M1FN
  %g = arith.constant 2.0 : f4E2M1FN
  %0 = arith.addf %t, %t : tf32
  %1 = arith.maximumf %tv, %tv : vector<2xtf32>
  %2 = arith.mulf %s, %s : f6E3M2FN
  %3 = arith.addf %f, %g : f4E2M1FN
  %4 = math.absf %f : f4E2M1FN
  return %0, %1, %2, %3, %4 : tf32, vector<2xtf32>, f6E3M2FN, f4E2M1FN, f4E2M1FN
}

// CHECK-LABEL: func.func @nan_extension() -> (f32, vector<2xf16>, f32) {
// CHECK-NEXT:   %cst = arith.constant 0x7FF00000 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<0x7F80> : vector<2xf16>
// CHECK-NEXT:   %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   return %cst, %cst_0, %cst_1 : f32, vector<2xf16>, f32
// CHECK-NEXT: }
func.func @nan_extension() -> (f32, vector<2xf16>, f32) {
  %a = arith.constant 57344.0 : f8E4M3FN
  %0 = arith.extf %a : f8E4M3FN to f32
  %b = arith.constant dense<57344.0> : vector<2xf8E4M3FN>
  %1 = arith.extf %b : vector<2xf8E4M3FN> to vector<2xf16>
  %u = arith.constant 0x80 : f8E4M3FNUZ
  %2 = arith.extf %u : f8E4M3FNUZ to f32
  return %0, %1, %2 : f32, vector<2xf16>, f32
}
