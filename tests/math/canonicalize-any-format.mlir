// Float folds upstream does in every format: absf, floor, ceil, roundeven, copysign and
// negf (arith) on f16 and bf16 scalars and dense vectors, NaN and signed zeros included;
// atan2 of two zeros is the format's NaN in f16 and bf16 (a dense constant only when every
// pair is zeros), while round, trunc and atan2 of other values fold in f32 and f64 only.
// Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @half_scalars() -> (f16, f16, f16, f16, f16, bf16, bf16, bf16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -3.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -2.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant 0xFE00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 4.000000e+00 : bf16
// CHECK-NEXT:   %cst_4 = arith.constant -3.500000e+00 : bf16
// CHECK-NEXT:   %cst_5 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_1, %cst_2, %cst_3, %cst_4, %cst_3, %cst_5, %cst_2 : f16, f16, f16, f16, f16, bf16, bf16, bf16, f16, f16
// CHECK-NEXT: }
func.func @half_scalars() -> (f16, f16, f16, f16, f16, bf16, bf16, bf16, f16, f16) {
  %a = arith.constant -2.500000e+00 : f16
  %b = arith.constant 3.500000e+00 : bf16
  %nan = arith.constant 0x7E00 : f16
  %nz = arith.constant -0.000000e+00 : f16
  %0 = math.absf %a : f16
  %1 = math.floor %a : f16
  %2 = math.ceil %a : f16
  %3 = math.roundeven %a : f16
  %4 = math.copysign %nan, %a : f16
  %5 = math.roundeven %b : bf16
  %nb = arith.constant -1.000000e+00 : bf16
  %6 = math.copysign %b, %nb : bf16
  %7 = math.ceil %b : bf16
  %8 = math.absf %nz : f16
  %9 = arith.negf %nan : f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f16, f16, f16, f16, f16, bf16, bf16, bf16, f16, f16
}

// CHECK-LABEL: func.func @half_vectors() -> (vector<2xf16>, vector<2xbf16>, vector<2xf16>, vector<2xf32>, vector<2xf64>, vector<2xbf16>) {
// CHECK-NEXT:   %cst = arith.constant dense<[-3.000000e+00, 7.000000e+00]> : vector<2xf16>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[1.500000e+00, 0.000000e+00]> : vector<2xbf16>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[-2.500000e+00, -7.250000e+00]> : vector<2xf16>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[-1.000000e+00, 0xFFC00000]> : vector<2xf32>
// CHECK-NEXT:   %cst_3 = arith.constant dense<-2.000000e+00> : vector<2xf64>
// CHECK-NEXT:   %cst_4 = arith.constant dense<[-1.500000e+00, 0.000000e+00]> : vector<2xbf16>
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : vector<2xf16>, vector<2xbf16>, vector<2xf16>, vector<2xf32>, vector<2xf64>, vector<2xbf16>
// CHECK-NEXT: }
func.func @half_vectors() -> (vector<2xf16>, vector<2xbf16>, vector<2xf16>, vector<2xf32>, vector<2xf64>, vector<2xbf16>) {
  %a = arith.constant dense<[-2.500000e+00, 7.250000e+00]> : vector<2xf16>
  %b = arith.constant dense<[1.500000e+00, -0.000000e+00]> : vector<2xbf16>
  %s = arith.constant dense<-1.000000e+00> : vector<2xf16>
  %c = arith.constant dense<[1.000000e+00, 0x7FC00000]> : vector<2xf32>
  %d = arith.constant dense<2.000000e+00> : vector<2xf64>
  %0 = math.floor %a : vector<2xf16>
  %1 = math.absf %b : vector<2xbf16>
  %2 = math.copysign %a, %s : vector<2xf16>
  %3 = arith.negf %c : vector<2xf32>
  %4 = arith.negf %d : vector<2xf64>
  %5 = arith.negf %b : vector<2xbf16>
  return %0, %1, %2, %3, %4, %5 : vector<2xf16>, vector<2xbf16>, vector<2xf16>, vector<2xf32>, vector<2xf64>, vector<2xbf16>
}

// CHECK-LABEL: func.func @left_alone_in_half() -> (f16, f16, bf16, f16) {
// CHECK-NEXT:   %cst = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_0 = arith.constant 3.500000e+00 : bf16
// CHECK-NEXT:   %cst_1 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:   %0 = math.round %cst : f16
// CHECK-NEXT:   %1 = math.trunc %cst : f16
// CHECK-NEXT:   %2 = math.round %cst_0 : bf16
// CHECK-NEXT:   %3 = math.atan2 %cst_1, %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3 : f16, f16, bf16, f16
// CHECK-NEXT: }
func.func @left_alone_in_half() -> (f16, f16, bf16, f16) {
  %a = arith.constant -2.500000e+00 : f16
  %b = arith.constant 3.500000e+00 : bf16
  %o = arith.constant 1.000000e+00 : f16
  %0 = math.round %a : f16
  %1 = math.trunc %a : f16
  %2 = math.round %b : bf16
  %3 = math.atan2 %o, %a : f16
  return %0, %1, %2, %3 : f16, f16, bf16, f16
}

// CHECK-LABEL: func.func @atan2_of_zeros() -> (f16, f16, bf16, vector<2xf16>, vector<2xf16>, f32) {
// CHECK-NEXT:   %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %cst_0 = arith.constant dense<[0.000000e+00, -0.000000e+00]> : vector<2xf16>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[0.000000e+00, 1.000000e+00]> : vector<2xf16>
// CHECK-NEXT:   %cst_2 = arith.constant 0x7E00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT:   %cst_4 = arith.constant dense<0x7E00> : vector<2xf16>
// CHECK-NEXT:   %0 = math.atan2 %cst_0, %cst_1 : vector<2xf16>
// CHECK-NEXT:   return %cst_2, %cst_2, %cst_3, %cst_4, %0, %cst : f16, f16, bf16, vector<2xf16>, vector<2xf16>, f32
// CHECK-NEXT: }
func.func @atan2_of_zeros() -> (f16, f16, bf16, vector<2xf16>, vector<2xf16>, f32) {
  %z = arith.constant 0.000000e+00 : f16
  %nz = arith.constant -0.000000e+00 : f16
  %zb = arith.constant 0.000000e+00 : bf16
  %zv = arith.constant dense<[0.000000e+00, -0.000000e+00]> : vector<2xf16>
  %mixed = arith.constant dense<[0.000000e+00, 1.000000e+00]> : vector<2xf16>
  %zf = arith.constant 0.000000e+00 : f32
  %0 = math.atan2 %z, %z : f16
  %1 = math.atan2 %nz, %z : f16
  %2 = math.atan2 %zb, %zb : bf16
  %3 = math.atan2 %zv, %zv : vector<2xf16>
  %4 = math.atan2 %zv, %mixed : vector<2xf16>
  %5 = math.atan2 %zf, %zf : f32
  return %0, %1, %2, %3, %4, %5 : f16, f16, bf16, vector<2xf16>, vector<2xf16>, f32
}
