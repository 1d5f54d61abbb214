// `nneg` (the operand is known non-negative) survives the rewrites of casts and of logic ops
// on extensions as the reference build keeps it: a cast folded into another takes the inner
// cast's flag, an extension of an `and` keeps it when either side had it, of an `or`/`xor`
// when both had it.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @a(
// CHECK-NEXT:    %0 = arith.extui %arg0 nneg : i1 to i64
// CHECK-NEXT:    return %0 : i64
// CHECK-LABEL: func.func @b(
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:    %1 = arith.extui %0 nneg : i8 to i64
// CHECK-NEXT:    %2 = arith.extui %arg1 nneg : i8 to i64
// CHECK-NEXT:    %3 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:    %4 = arith.extui %3 nneg : i8 to i64
// CHECK-NEXT:    %5 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT:    %6 = arith.extui %5 nneg : i8 to i64
// CHECK-NEXT:    %7 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT:    %8 = arith.extui %7 : i8 to i64
// CHECK-NEXT:    %9 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:    %10 = arith.extui %9 nneg : i8 to i64
// CHECK-NEXT:    %11 = arith.xori %arg1, %arg0 : i8
// CHECK-NEXT:    %12 = arith.extui %11 : i8 to i64
// CHECK-NEXT:    return %1, %2, %4, %6, %8, %10, %12 : i64, i64, i64, i64, i64, i64, i64
// CHECK-LABEL: func.func @c(
// CHECK-NEXT:    %0 = arith.index_castui %arg0 nneg : i8 to index
// CHECK-NEXT:    %1 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT:    return %0, %1 : index, index
// CHECK-LABEL: func.func @d(
// CHECK-NEXT:    %0 = arith.uitofp %arg0 nneg : i32 to f32
// CHECK-NEXT:    %1 = arith.uitofp %arg1 nneg : i4 to bf16
// CHECK-NEXT:    return %0, %1 : f32, bf16
// CHECK-LABEL: func.func @e(
// CHECK-NEXT:    %0 = arith.extui %arg0 nneg : i8 to i16
// CHECK-NEXT:    return %0, %0 : i16, i16
// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %0 = arith.extui %arg0 nneg : i8 to i64
// CHECK-NEXT:    %1 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT:    return %0, %1 : i64, i64
// CHECK-LABEL: func.func @g(
// CHECK-NEXT:    %0 = arith.uitofp %arg0 nneg : i8 to f32
// CHECK-NEXT:    %1 = arith.uitofp %arg0 : i8 to f32
// CHECK-NEXT:    return %0, %1 : f32, f32

func.func @a(%x: i1) -> i64 {
  %e = arith.extui %x nneg : i1 to i8
  %s = arith.extsi %e : i8 to i64
  return %s : i64
}
func.func @b(%x: i8, %y: i8) -> (i64, i64, i64, i64, i64, i64, i64) {
  %p = arith.extui %x nneg : i8 to i64
  %q = arith.extui %y : i8 to i64
  %r = arith.extui %y nneg : i8 to i64
  %and1 = arith.andi %p, %q : i64
  %and2 = arith.andi %q, %r : i64
  %and3 = arith.andi %p, %r : i64
  %or1 = arith.ori %p, %r : i64
  %or2 = arith.ori %p, %q : i64
  %xor1 = arith.xori %p, %r : i64
  %xor2 = arith.xori %q, %p : i64
  return %and1, %and2, %and3, %or1, %or2, %xor1, %xor2 : i64, i64, i64, i64, i64, i64, i64
}
func.func @c(%x: i8) -> (index, index) {
  %e = arith.extui %x nneg : i8 to i16
  %i = arith.index_castui %e : i16 to index
  %f = arith.extui %x : i8 to i16
  %j = arith.index_castui %f nneg : i16 to index
  return %i, %j : index, index
}
func.func @d(%x: i32, %y: i4) -> (f32, bf16) {
  %u = arith.uitofp %x nneg : i32 to f64
  %t = arith.truncf %u : f64 to f32
  %e = arith.extui %y nneg : i4 to i8
  %s = arith.sitofp %e : i8 to bf16
  return %t, %s : f32, bf16
}
func.func @e(%x: i8) -> (i16, i16) {
  %e = arith.extui %x nneg : i8 to i32
  %t = arith.trunci %e : i32 to i16
  %f = arith.extui %x nneg : i8 to i32
  %g = arith.trunci %f : i32 to i8
  return %t, %t : i16, i16
}
func.func @f(%x: i8) -> (i64, i64) {
  %e = arith.extui %x nneg : i8 to i16
  %u = arith.extui %e : i16 to i64
  %v = arith.extui %x : i8 to i16
  %w = arith.extui %v nneg : i16 to i64
  return %u, %w : i64, i64
}
func.func @g(%x: i8) -> (f32, f32) {
  %e = arith.extui %x nneg : i8 to i16
  %u = arith.uitofp %e : i16 to f32
  %v = arith.extui %x : i8 to i16
  %w = arith.uitofp %v nneg : i16 to f32
  return %u, %w : f32, f32
}
