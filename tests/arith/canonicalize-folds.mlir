// Folders of arith under canonicalize: and/or of a value and its negation, and/xor with a
// repeated operand, add/sub that cancel, (a * b) / b with the needed overflow flag, max/min
// against the type's bounds, the trivial shifts (0 << x, x >> x, -1 >>s x; an out-of-range
// constant amount is left alone), ext/trunci chains merged in place, a cmpi constant moved to
// the right, and constant folding in f16, bf16 and f32 (an inexact truncf is left alone; 0/0
// is the positive default NaN). Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @int_identities(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:   %c2147483647_i32 = arith.constant 2147483647 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:   %2 = arith.divsi %1, %arg1 : i32
// CHECK-NEXT:   return %c0_i32, %c-1_i32, %0, %arg0, %arg0, %arg1, %arg0, %2, %c2147483647_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shifts(%arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:   %0 = arith.shli %arg0, %c40_i32 : i32
// CHECK-NEXT:   return %c0_i32, %c0_i32, %c-1_i32, %0 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts_in_place(%arg0: i8, %arg1: i64) -> (i64, i16, i1) {
// CHECK-NEXT:   %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT:   %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:   %1 = arith.trunci %arg1 : i64 to i16
// CHECK-NEXT:   %2 = arith.cmpi uge, %arg1, %c7_i64 : i64
// CHECK-NEXT:   return %0, %1, %2 : i64, i16, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floats() -> (f16, bf16, f32, f16, f32, i1, f64) {
// CHECK-NEXT:   %cst = arith.constant 0.10000000149011612 : f64
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 3.375000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:   %cst_4 = arith.constant 0x4B800000 : f32
// CHECK-NEXT:   %0 = arith.truncf %cst_1 : f32 to f16
// CHECK-NEXT:   return %cst_2, %cst_3, %cst_4, %0, %cst_0, %false, %cst : f16, bf16, f32, f16, f32, i1, f64
// CHECK-NEXT: }

func.func @int_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %m1 = arith.constant -1 : i32
  %nx = arith.xori %x, %m1 : i32
  %r0 = arith.andi %x, %nx : i32
  %r1 = arith.ori %nx, %x : i32
  %a = arith.andi %x, %y : i32
  %r2 = arith.andi %a, %y : i32
  %e = arith.xori %x, %y : i32
  %r3 = arith.xori %e, %y : i32
  %s = arith.subi %x, %y : i32
  %r4 = arith.addi %s, %y : i32
  %p = arith.addi %x, %y : i32
  %r5 = arith.subi %p, %x : i32
  %mul = arith.muli %x, %y overflow<nuw> : i32
  %r6 = arith.divui %mul, %y : i32
  %mul2 = arith.muli %x, %y : i32
  %r7 = arith.divsi %mul2, %y : i32
  %max = arith.constant 2147483647 : i32
  %r8 = arith.maxsi %x, %max : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @shifts(%x: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %r0 = arith.shli %c0, %x : i32
  %r1 = arith.shrui %x, %x : i32
  %r2 = arith.shrsi %m1, %x : i32
  %c40 = arith.constant 40 : i32
  %r3 = arith.shli %x, %c40 : i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}

func.func @casts_in_place(%x: i8, %y: i64) -> (i64, i16, i1) {
  %a = arith.extsi %x : i8 to i16
  %b = arith.extsi %a : i16 to i64
  %t = arith.trunci %y : i64 to i32
  %u = arith.trunci %t : i32 to i16
  %c7 = arith.constant 7 : i64
  %r = arith.cmpi ule, %c7, %y : i64
  return %b, %u, %r : i64, i16, i1
}

func.func @floats() -> (f16, bf16, f32, f16, f32, i1, f64) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant 2.25 : f16
  %r0 = arith.mulf %a, %b : f16
  %c = arith.constant 3.0 : bf16
  %r1 = arith.divf %c, %c : bf16
  %i = arith.constant 16777217 : i32
  %r2 = arith.sitofp %i : i32 to f32
  %d = arith.constant 0.1 : f32
  %r3 = arith.truncf %d : f32 to f16
  %z = arith.constant 0.0 : f32
  %r4 = arith.divf %z, %z : f32
  %r5 = arith.cmpf ord, %r4, %d : f32
  %r6 = arith.extf %d : f32 to f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : f16, bf16, f32, f16, f32, i1, f64
}
