// Rewrites keep the flags that still hold, and two constants fold by value before an identity
// that fast-math flags allow.
// RUN: mlir-opt --canonicalize --split-input-file %s | FileCheck %s

// trunci(shrsi(x, 32)) of an i64 to i32 shifts in no sign bits that survive: it becomes an
// unsigned shift, still `exact`.
// CHECK-LABEL: func.func @shift_keeps_exact
// CHECK:         %[[S:.*]] = arith.shrui %arg0, %{{.*}} exact : i64
// CHECK:         arith.trunci %[[S]] : i64 to i32
func.func @shift_keeps_exact(%x: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 exact : i64
  %t = arith.trunci %s : i64 to i32
  return %t : i32
}

// -----

// CHECK-LABEL: func.func @mulf_constants
// CHECK-NEXT:    %[[N:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %[[Q:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    return %[[N]], %[[Q]], %arg0
func.func @mulf_constants(%x: f32) -> (f32, f32, f32) {
  %a = arith.constant -46.3 : f32
  %z = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %r0 = arith.mulf %a, %z fastmath<nnan,nsz> : f32
  %r1 = arith.mulf %nan, %z fastmath<nnan,nsz> : f32
  %r2 = arith.mulf %x, %one : f32
  return %r0, %r1, %r2 : f32, f32, f32
}

// -----

// Without a constant left-hand side, x * 0 with nnan and nsz is the zero itself, its sign kept.
// CHECK-LABEL: func.func @mulf_zero_identity
// CHECK-NEXT:    %[[Z:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    return %[[Z]]
func.func @mulf_zero_identity(%x: f32) -> f32 {
  %z = arith.constant -0.0 : f32
  %r = arith.mulf %x, %z fastmath<nnan,nsz> : f32
  return %r : f32
}
