// Constant folds of the remaining casts and extended ops: bitcast between integers and
// floats of one width (scalars reinterpreted, dense constants keep their bits), fptosi and
// fptoui rounding toward zero (no fold for NaN, infinities or values out of the result's
// range), truncf with an explicit rounding mode when the value converts exactly, and the
// extended ops on dense vectors that are not splats. Expected output is the reference
// build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @bitcasts() -> (f32, i32, bf16, i64, vector<2xf16>, vector<2xi32>) {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %c-1071644672_i32 = arith.constant -1071644672 : i32
// CHECK-NEXT:   %cst_0 = arith.constant 7.812500e-03 : bf16
// CHECK-NEXT:   %c9221120237041090560_i64 = arith.constant 9221120237041090560 : i64
// CHECK-NEXT:   %cst_1 = arith.constant dense<[1.000000e+00, 0xFC00]> : vector<2xf16>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[1065353216, -2147483648]> : vector<2xi32>
// CHECK-NEXT:   return %cst, %c-1071644672_i32, %cst_0, %c9221120237041090560_i64, %cst_1, %cst_2 : f32, i32, bf16, i64, vector<2xf16>, vector<2xi32>
// CHECK-NEXT: }
func.func @bitcasts() -> (f32, i32, bf16, i64, vector<2xf16>, vector<2xi32>) {
  %a = arith.constant 1065353216 : i32
  %b = arith.constant -2.5 : f32
  %c = arith.constant 1.0 : f16
  %d = arith.constant 0x7FF8000000000000 : f64
  %e = arith.constant dense<[15360, -1024]> : vector<2xi16>
  %f = arith.constant dense<[1.0, -0.0]> : vector<2xf32>
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %b : f32 to i32
  %2 = arith.bitcast %c : f16 to bf16
  %3 = arith.bitcast %d : f64 to i64
  %4 = arith.bitcast %e : vector<2xi16> to vector<2xf16>
  %5 = arith.bitcast %f : vector<2xf32> to vector<2xi32>
  return %0, %1, %2, %3, %4, %5 : f32, i32, bf16, i64, vector<2xf16>, vector<2xi32>
}

// CHECK-LABEL: func.func @float_to_int() -> (i32, i32, i8, i8, i8, i8, i1, i128, vector<2xi16>, i32, i32) {
// CHECK-NEXT:   %cst = arith.constant dense<[3, -3]> : vector<2xi16>
// CHECK-NEXT:   %c1000000015047466219876688855040_i128 = arith.constant 1000000015047466219876688855040 : i128
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT:   %cst_0 = arith.constant -2.750000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 1.280000e+02 : f64
// CHECK-NEXT:   %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:   %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:   %0 = arith.fptoui %cst_0 : f32 to i32
// CHECK-NEXT:   %1 = arith.fptosi %cst_1 : f64 to i8
// CHECK-NEXT:   %2 = arith.fptosi %cst_2 : f32 to i32
// CHECK-NEXT:   %3 = arith.fptoui %cst_3 : f32 to i32
// CHECK-NEXT:   return %c-2_i32, %0, %c127_i8, %1, %c-1_i8, %c0_i8, %false, %c1000000015047466219876688855040_i128, %cst, %2, %3 : i32, i32, i8, i8, i8, i8, i1, i128, vector<2xi16>, i32, i32
// CHECK-NEXT: }
func.func @float_to_int() -> (i32, i32, i8, i8, i8, i8, i1, i128, vector<2xi16>, i32, i32) {
  %a = arith.constant -2.75 : f32
  %b = arith.constant 127.9 : f64
  %c = arith.constant 128.0 : f64
  %d = arith.constant 255.5 : f16
  %e = arith.constant -0.5 : bf16
  %f = arith.constant 1.0e30 : f32
  %g = arith.constant dense<[3.5, -3.5]> : vector<2xf32>
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.fptosi %a : f32 to i32
  %1 = arith.fptoui %a : f32 to i32
  %2 = arith.fptosi %b : f64 to i8
  %3 = arith.fptosi %c : f64 to i8
  %4 = arith.fptoui %d : f16 to i8
  %5 = arith.fptoui %e : bf16 to i8
  %6 = arith.fptosi %e : bf16 to i1
  %7 = arith.fptosi %f : f32 to i128
  %8 = arith.fptosi %g : vector<2xf32> to vector<2xi16>
  %9 = arith.fptosi %nan : f32 to i32
  %10 = arith.fptoui %inf : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i8, i8, i8, i8, i1, i128, vector<2xi16>, i32, i32
}

// CHECK-LABEL: func.func @truncf_rounding() -> (f32, f16, bf16, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:   %0 = arith.truncf %cst downward : f64 to f32
// CHECK-NEXT:   %1 = arith.truncf %cst : f64 to f32
// CHECK-NEXT:   return %cst_0, %cst_1, %cst_2, %0, %1 : f32, f16, bf16, f32, f32
// CHECK-NEXT: }
func.func @truncf_rounding() -> (f32, f16, bf16, f32, f32) {
  %one = arith.constant 1.0 : f64
  %tenth = arith.constant 0.1 : f64
  %0 = arith.truncf %one to_nearest_even : f64 to f32
  %1 = arith.truncf %one upward : f64 to f16
  %2 = arith.truncf %one toward_zero : f64 to bf16
  %3 = arith.truncf %tenth downward : f64 to f32
  %4 = arith.truncf %tenth : f64 to f32
  return %0, %1, %2, %3, %4 : f32, f16, bf16, f32, f32
}

// CHECK-LABEL: func.func @extended_elements() -> (vector<2xi32>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT:   %cst = arith.constant dense<[1, 3]> : vector<2xi32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[false, true]> : vector<2xi1>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[44, -15]> : vector<2xi8>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[1, -1]> : vector<2xi8>
// CHECK-NEXT:   %cst_3 = arith.constant dense<[1, 4]> : vector<2xi8>
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_1, %cst_3 : vector<2xi32>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
// CHECK-NEXT: }
func.func @extended_elements() -> (vector<2xi32>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[1, -1]> : vector<2xi32>
  %b = arith.constant dense<[0, 4]> : vector<2xi32>
  %c = arith.constant dense<[100, -3]> : vector<2xi8>
  %d = arith.constant dense<[3, 5]> : vector<2xi8>
  %s, %o = arith.addui_extended %a, %b : vector<2xi32>, vector<2xi1>
  %l, %h = arith.mulsi_extended %c, %d : vector<2xi8>
  %lu, %hu = arith.mului_extended %c, %d : vector<2xi8>
  return %s, %o, %l, %h, %lu, %hu : vector<2xi32>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// CHECK-LABEL: func.func @or_absorption(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:   %0 = arith.ori %arg0, %arg1 : index
// CHECK-NEXT:   return %0, %0, %0, %0 : index, index, index, index
// CHECK-NEXT: }
func.func @or_absorption(%a: index, %b: index) -> (index, index, index, index) {
  %0 = arith.ori %a, %b : index
  %1 = arith.ori %0, %a : index
  %2 = arith.ori %a, %0 : index
  %3 = arith.ori %0, %b : index
  %4 = arith.ori %b, %0 : index
  return %1, %2, %3, %4 : index, index, index, index
}
