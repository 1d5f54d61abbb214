// cmpf of an integer converted by sitofp/uitofp against a float constant becomes a cmpi of
// the integer (the predicate adjusted for a fractional constant), or a constant where the
// integer type's range decides; left alone where the conversion could round the integer in
// a way that changes the outcome, and for NaN constants. Expected output is the reference
// build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f0(%arg0: i65) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %c255_i65 = arith.constant 255 : i65
// CHECK-NEXT:   %c0_i65 = arith.constant 0 : i65
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c127_i65 = arith.constant 127 : i65
// CHECK-NEXT:   %0 = arith.cmpi uge, %arg0, %c127_i65 : i65
// CHECK-NEXT:   %1 = arith.cmpi ule, %arg0, %c0_i65 : i65
// CHECK-NEXT:   %2 = arith.cmpi sle, %arg0, %c255_i65 : i65
// CHECK-NEXT:   %3 = arith.cmpi sle, %arg0, %c127_i65 : i65
// CHECK-NEXT:   %4 = arith.cmpi ule, %arg0, %c127_i65 : i65
// CHECK-NEXT:   %5 = arith.cmpi sge, %arg0, %c0_i65 : i65
// CHECK-NEXT:   return %0, %true, %1, %2, %true, %3, %4, %5 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @f0(%x: i65) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %x : i65 to bf16
  %u = arith.uitofp %x : i65 to bf16
  %c0 = arith.constant 127.0 : bf16
  %r0 = arith.cmpf uge, %u, %c0 : bf16
  %c1 = arith.constant 0xFF80 : bf16
  %r1 = arith.cmpf uge, %s, %c1 : bf16
  %c2 = arith.constant 0.0 : bf16
  %r2 = arith.cmpf ole, %u, %c2 : bf16
  %c3 = arith.constant 255.0 : bf16
  %r3 = arith.cmpf ule, %s, %c3 : bf16
  %c4 = arith.constant 0xFF80 : bf16
  %r4 = arith.cmpf ord, %u, %c4 : bf16
  %c5 = arith.constant 127.5 : bf16
  %r5 = arith.cmpf ult, %s, %c5 : bf16
  %c6 = arith.constant 127.5 : bf16
  %r6 = arith.cmpf ule, %u, %c6 : bf16
  %c7 = arith.constant 0.0 : bf16
  %r7 = arith.cmpf oge, %s, %c7 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @f1(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:   %1 = arith.cmpi ne, %arg0, %c2_i32 : i32
// CHECK-NEXT:   %2 = arith.cmpi sgt, %arg0, %c3_i32 : i32
// CHECK-NEXT:   %3 = arith.cmpi uge, %arg0, %c2_i32 : i32
// CHECK-NEXT:   %4 = arith.cmpi uge, %arg0, %c2_i32 : i32
// CHECK-NEXT:   return %0, %true, %1, %2, %false, %true, %3, %4 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @f1(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %x : i32 to f16
  %u = arith.uitofp %x : i32 to f16
  %c0 = arith.constant -0.0 : f16
  %r0 = arith.cmpf ueq, %u, %c0 : f16
  %c1 = arith.constant 2.0 : f16
  %r1 = arith.cmpf ord, %u, %c1 : f16
  %c2 = arith.constant 2.0 : f16
  %r2 = arith.cmpf one, %s, %c2 : f16
  %c3 = arith.constant 3.5 : f16
  %r3 = arith.cmpf oge, %s, %c3 : f16
  %c4 = arith.constant 0x7E00 : f16
  %r4 = arith.cmpf ole, %s, %c4 : f16
  %c5 = arith.constant 2.0 : f16
  %r5 = arith.cmpf ord, %u, %c5 : f16
  %c6 = arith.constant 2.0 : f16
  %r6 = arith.cmpf uge, %u, %c6 : f16
  %c7 = arith.constant 2.0 : f16
  %r7 = arith.cmpf uge, %u, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @f2(%arg0: i53) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %c4_i53 = arith.constant 4 : i53
// CHECK-NEXT:   %c3_i53 = arith.constant 3 : i53
// CHECK-NEXT:   %c128_i53 = arith.constant 128 : i53
// CHECK-NEXT:   %c0_i53 = arith.constant 0 : i53
// CHECK-NEXT:   %0 = arith.cmpi uge, %arg0, %c0_i53 : i53
// CHECK-NEXT:   %1 = arith.cmpi ugt, %arg0, %c128_i53 : i53
// CHECK-NEXT:   %2 = arith.cmpi sle, %arg0, %c3_i53 : i53
// CHECK-NEXT:   %3 = arith.cmpi ugt, %arg0, %c4_i53 : i53
// CHECK-NEXT:   %4 = arith.cmpi ugt, %arg0, %c0_i53 : i53
// CHECK-NEXT:   return %0, %1, %2, %3, %false, %true, %4, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @f2(%x: i53) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %x : i53 to bf16
  %u = arith.uitofp %x : i53 to bf16
  %c0 = arith.constant -0.0 : bf16
  %r0 = arith.cmpf uge, %u, %c0 : bf16
  %c1 = arith.constant 128.0 : bf16
  %r1 = arith.cmpf ugt, %u, %c1 : bf16
  %c2 = arith.constant 3.5 : bf16
  %r2 = arith.cmpf ult, %s, %c2 : bf16
  %c3 = arith.constant 4.0 : bf16
  %r3 = arith.cmpf ogt, %u, %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = arith.cmpf uno, %u, %c4 : bf16
  %c5 = arith.constant 0xFF80 : bf16
  %r5 = arith.cmpf one, %s, %c5 : bf16
  %c6 = arith.constant 0.5 : bf16
  %r6 = arith.cmpf oge, %u, %c6 : bf16
  %c7 = arith.constant -0.0 : bf16
  %r7 = arith.cmpf ord, %u, %c7 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @f3(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %0 = arith.cmpi sgt, %arg0, %c0_i8 : i8
// CHECK-NEXT:   %1 = arith.cmpi ne, %arg0, %c1_i8 : i8
// CHECK-NEXT:   return %true, %false, %true, %0, %true, %true, %1, %false : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @f3(%x: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %x : i8 to f64
  %u = arith.uitofp %x : i8 to f64
  %c0 = arith.constant 1.0 : f64
  %r0 = arith.cmpf ord, %s, %c0 : f64
  %c1 = arith.constant 2147483647.0 : f64
  %r1 = arith.cmpf ugt, %u, %c1 : f64
  %c2 = arith.constant 255.5 : f64
  %r2 = arith.cmpf ole, %s, %c2 : f64
  %c3 = arith.constant 0.0 : f64
  %r3 = arith.cmpf ogt, %s, %c3 : f64
  %c4 = arith.constant 1.0 : f64
  %r4 = arith.cmpf ord, %s, %c4 : f64
  %c5 = arith.constant -4.4 : f64
  %r5 = arith.cmpf oge, %u, %c5 : f64
  %c6 = arith.constant 1.0 : f64
  %r6 = arith.cmpf one, %u, %c6 : f64
  %c7 = arith.constant -2147483648.0 : f64
  %r7 = arith.cmpf uno, %s, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @g0(%arg0: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %c-3_i16 = arith.constant -3 : i16
// CHECK-NEXT:   %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT:   %0 = arith.cmpi ugt, %arg0, %c3_i16 : i16
// CHECK-NEXT:   %1 = arith.cmpi eq, %arg0, %c-1_i16 : i16
// CHECK-NEXT:   %2 = arith.cmpi sgt, %arg0, %c0_i16 : i16
// CHECK-NEXT:   %3 = arith.cmpi slt, %arg0, %c-3_i16 : i16
// CHECK-NEXT:   return %false, %0, %1, %true, %2, %false, %3, %false : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @g0(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %x : i16 to f32
  %u = arith.uitofp %x : i16 to f32
  %c0 = arith.constant 4294967296.0 : f32
  %r0 = arith.cmpf ogt, %s, %c0 : f32
  %c1 = arith.constant 3.5 : f32
  %r1 = arith.cmpf uge, %u, %c1 : f32
  %c2 = arith.constant -1.0 : f32
  %r2 = arith.cmpf oeq, %s, %c2 : f32
  %c3 = arith.constant -0.5 : f32
  %r3 = arith.cmpf ord, %u, %c3 : f32
  %c4 = arith.constant 0.5 : f32
  %r4 = arith.cmpf ogt, %s, %c4 : f32
  %c5 = arith.constant 9.2233720368547758e18 : f32
  %r5 = arith.cmpf uno, %s, %c5 : f32
  %c6 = arith.constant -3.5 : f32
  %r6 = arith.cmpf ult, %s, %c6 : f32
  %c7 = arith.constant -1.0 : f32
  %r7 = arith.cmpf oeq, %u, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @g1(%arg0: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   return %true, %false, %false, %true, %false, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @g1(%x: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %x : i1 to bf16
  %u = arith.uitofp %x : i1 to bf16
  %c0 = arith.constant 127.0 : bf16
  %r0 = arith.cmpf ord, %u, %c0 : bf16
  %c1 = arith.constant 127.5 : bf16
  %r1 = arith.cmpf uge, %s, %c1 : bf16
  %c2 = arith.constant 65504.0 : bf16
  %r2 = arith.cmpf ogt, %s, %c2 : bf16
  %c3 = arith.constant -128.5 : bf16
  %r3 = arith.cmpf ogt, %u, %c3 : bf16
  %c4 = arith.constant 0.5 : bf16
  %r4 = arith.cmpf uge, %s, %c4 : bf16
  %c5 = arith.constant -129.0 : bf16
  %r5 = arith.cmpf ult, %u, %c5 : bf16
  %c6 = arith.constant 9.2233720368547758e18 : bf16
  %r6 = arith.cmpf ueq, %u, %c6 : bf16
  %c7 = arith.constant 0x7F80 : bf16
  %r7 = arith.cmpf ole, %u, %c7 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @g2(%arg0: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %cst = arith.constant 6.553600e+04 : bf16
// CHECK-NEXT:   %cst_0 = arith.constant 2.560000e+02 : bf16
// CHECK-NEXT:   %0 = arith.sitofp %arg0 : i16 to bf16
// CHECK-NEXT:   %1 = arith.uitofp %arg0 : i16 to bf16
// CHECK-NEXT:   %2 = arith.cmpf uge, %0, %cst_0 : bf16
// CHECK-NEXT:   %3 = arith.cmpf one, %1, %cst : bf16
// CHECK-NEXT:   %4 = arith.cmpi sgt, %arg0, %c0_i16 : i16
// CHECK-NEXT:   return %2, %3, %false, %4, %true, %false, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @g2(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %x : i16 to bf16
  %u = arith.uitofp %x : i16 to bf16
  %c0 = arith.constant 255.5 : bf16
  %r0 = arith.cmpf uge, %s, %c0 : bf16
  %c1 = arith.constant 65504.0 : bf16
  %r1 = arith.cmpf one, %u, %c1 : bf16
  %c2 = arith.constant 1.8446744073709552e19 : bf16
  %r2 = arith.cmpf uge, %u, %c2 : bf16
  %c3 = arith.constant 0.5 : bf16
  %r3 = arith.cmpf ugt, %s, %c3 : bf16
  %c4 = arith.constant 1.0e20 : bf16
  %r4 = arith.cmpf une, %s, %c4 : bf16
  %c5 = arith.constant 2147483647.0 : bf16
  %r5 = arith.cmpf ueq, %s, %c5 : bf16
  %c6 = arith.constant 1.0e20 : bf16
  %r6 = arith.cmpf ult, %s, %c6 : bf16
  %c7 = arith.constant 0.5 : bf16
  %r7 = arith.cmpf one, %u, %c7 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @g3(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c65504_i64 = arith.constant 65504 : i64
// CHECK-NEXT:   %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %cst = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT:   %0 = arith.uitofp %arg0 : i64 to f32
// CHECK-NEXT:   %1 = arith.cmpi sle, %arg0, %c0_i64 : i64
// CHECK-NEXT:   %2 = arith.cmpi ule, %arg0, %c65504_i64 : i64
// CHECK-NEXT:   %3 = arith.cmpf oeq, %0, %cst : f32
// CHECK-NEXT:   return %false, %false, %1, %2, %3, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
func.func @g3(%x: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %s = arith.sitofp %x : i64 to f32
  %u = arith.uitofp %x : i64 to f32
  %c0 = arith.constant 0x7F800000 : f32
  %r0 = arith.cmpf uno, %s, %c0 : f32
  %c1 = arith.constant -0.5 : f32
  %r1 = arith.cmpf ueq, %u, %c1 : f32
  %c2 = arith.constant 0.5 : f32
  %r2 = arith.cmpf ule, %s, %c2 : f32
  %c3 = arith.constant 65504.0 : f32
  %r3 = arith.cmpf ole, %u, %c3 : f32
  %c4 = arith.constant 4294967295.0 : f32
  %r4 = arith.cmpf oeq, %u, %c4 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %r5 = arith.cmpf oge, %u, %c5 : f32
  %c6 = arith.constant -3.5 : f32
  %r6 = arith.cmpf oeq, %u, %c6 : f32
  %c7 = arith.constant -129.0 : f32
  %r7 = arith.cmpf oge, %u, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @nan_left_alone(%arg0: i8) -> i1 {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   return %false : i1
// CHECK-NEXT: }
func.func @nan_left_alone(%x: i8) -> i1 {
  %s = arith.sitofp %x : i8 to f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %s, %nan : f32
  return %0 : i1
}
