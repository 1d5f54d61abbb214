// remf of constants (the sign of the dividend, NaN for x rem 0 and inf rem x), and the
// extended multiplications of 64-bit constants.
// RUN: mlir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_2 = arith.constant -1.250000e+00 : f64
// CHECK-NEXT:    %c-9223372036854775805_i64 = arith.constant -9223372036854775805 : i64
// CHECK-NEXT:    %c-2_i64 = arith.constant -2 : i64
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_1, %cst_2, %c-9223372036854775805_i64, %c-2_i64, %c-9223372036854775805_i64, %c1_i64 : f32, f32, f32, f32, f64, i64, i64, i64, i64

func.func @f() -> (f32, f32, f32, f32, f64, i64, i64, i64, i64) {
  %a = arith.constant 5.5 : f32
  %b = arith.constant -2.0 : f32
  %z = arith.constant 0.0 : f32
  %i = arith.constant 0x7F800000 : f32
  %d = arith.constant -7.25 : f64
  %e = arith.constant 2.0 : f64
  %r0 = arith.remf %a, %b : f32
  %r1 = arith.remf %b, %a : f32
  %r2 = arith.remf %a, %z : f32
  %r3 = arith.remf %i, %a : f32
  %r4 = arith.remf %d, %e : f64
  %x = arith.constant -9223372036854775807 : i64
  %y = arith.constant 3 : i64
  %l, %h = arith.mulsi_extended %x, %y : i64
  %ul, %uh = arith.mului_extended %x, %y : i64
  return %r0, %r1, %r2, %r3, %r4, %l, %h, %ul, %uh : f32, f32, f32, f32, f64, i64, i64, i64, i64
}
