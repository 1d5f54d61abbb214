// Canonicalization of arith casts and of ops on extended values: ext of ext, trunci of an
// extension (only extension bits dropped, or back to the source type), trunci of a shrsi
// shifting out exactly the truncated bits (becomes shrui, keeping the trunci's flags),
// index_cast of ext and of index_cast, bitcast of bitcast (an identity cast folds away),
// int-to-float of an extension, truncf of an int-to-float (default rounding only),
// and/or/xor and cmpi eq/ne of two like extensions, and mulf/divf/addf with negf operands
// (not with a rounding mode, except addf). Expected output is the reference build's.
// RUN: mlir-opt --canonicalize %s | FileCheck %s
// RUN: mlir-opt --canonicalize --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOC

// LOC-LABEL: func.func @locations
// LOC: arith.andi %arg0, %arg1 : i8 loc(fused["and", "ux", "uy"])
// LOC: arith.extui %0 : i8 to i32 loc(fused["and", "ux", "uy"])
// LOC: arith.extsi %arg0 : i8 to i16 loc(fused["trunc", "sx"])

// CHECK-LABEL: func.func @ext_of_ext(%arg0: i8) -> (i64, i64, i64) {
// CHECK-NEXT:   %0 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT:   %1 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT:   %2 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:   return %0, %1, %2 : i64, i64, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trunc_of_ext(%arg0: i8, %arg1: i32) -> (i16, i16, i8, i32, i16) {
// CHECK-NEXT:   %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT:   %1 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT:   %2 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT:   return %0, %1, %arg0, %arg1, %2 : i16, i16, i8, i32, i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trunc_of_shift(%arg0: i32, %arg1: vector<2xi64>) -> (i16, i16, vector<2xi32>) {
// CHECK-NEXT:   %cst = arith.constant dense<32> : vector<2xi64>
// CHECK-NEXT:   %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:   %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT:   %0 = arith.shrui %arg0, %c16_i32 : i32
// CHECK-NEXT:   %1 = arith.trunci %0 overflow<nuw> : i32 to i16
// CHECK-NEXT:   %2 = arith.shrsi %arg0, %c8_i32 : i32
// CHECK-NEXT:   %3 = arith.trunci %2 : i32 to i16
// CHECK-NEXT:   %4 = arith.shrui %arg1, %cst : vector<2xi64>
// CHECK-NEXT:   %5 = arith.trunci %4 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT:   return %1, %3, %5 : i16, i16, vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_casts(%arg0: i8, %arg1: index) -> (index, index, index, i32, i64) {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT:   %1 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT:   %2 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:   %3 = arith.index_cast %2 : i32 to index
// CHECK-NEXT:   %4 = arith.index_castui %3 : index to i32
// CHECK-NEXT:   %5 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT:   %6 = arith.index_castui %5 : index to i64
// CHECK-NEXT:   return %0, %1, %arg1, %4, %6 : index, index, index, i32, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcasts(%arg0: f32) -> (i32, f32) {
// CHECK-NEXT:   %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:   return %0, %arg0 : i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_to_fp(%arg0: i8, %arg1: i16) -> (f32, f32, f32, f16, f32) {
// CHECK-NEXT:   %0 = arith.uitofp %arg0 : i8 to f32
// CHECK-NEXT:   %1 = arith.sitofp %arg0 : i8 to f32
// CHECK-NEXT:   %2 = arith.uitofp %arg0 : i8 to f32
// CHECK-NEXT:   %3 = arith.sitofp %arg1 : i16 to f16
// CHECK-NEXT:   %4 = arith.uitofp %arg1 : i16 to f64
// CHECK-NEXT:   %5 = arith.truncf %4 to_nearest_away : f64 to f32
// CHECK-NEXT:   return %0, %1, %2, %3, %5 : f32, f32, f32, f16, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @logic_of_ext(%arg0: i8, %arg1: i8, %arg2: i16) -> (i32, i32, i32, i32, i32, i32, i1, i1, i1, i32) {
// CHECK-NEXT:   %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:   %1 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT:   %2 = arith.extui %arg2 : i16 to i32
// CHECK-NEXT:   %3 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:   %4 = arith.extui %3 : i8 to i32
// CHECK-NEXT:   %5 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT:   %6 = arith.extsi %5 : i8 to i32
// CHECK-NEXT:   %7 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:   %8 = arith.extui %7 : i8 to i32
// CHECK-NEXT:   %9 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:   %10 = arith.extsi %9 : i8 to i32
// CHECK-NEXT:   %11 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT:   %12 = arith.extui %11 : i8 to i32
// CHECK-NEXT:   %13 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:   %14 = arith.extsi %13 : i8 to i32
// CHECK-NEXT:   %15 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT:   %16 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT:   %17 = arith.cmpi ult, %0, %1 : i32
// CHECK-NEXT:   %18 = arith.andi %0, %2 : i32
// CHECK-NEXT:   return %4, %6, %8, %10, %12, %14, %15, %16, %17, %18 : i32, i32, i32, i32, i32, i32, i1, i1, i1, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @float_negations(%arg0: f32, %arg1: f32) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %0 = arith.negf %arg0 : f32
// CHECK-NEXT:   %1 = arith.negf %arg1 : f32
// CHECK-NEXT:   %2 = arith.mulf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:   %3 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:   %4 = arith.mulf %0, %1 downward : f32
// CHECK-NEXT:   %5 = arith.subf %arg1, %arg0 fastmath<fast> : f32
// CHECK-NEXT:   %6 = arith.subf %arg1, %arg0 upward : f32
// CHECK-NEXT:   return %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @locations(%arg0: i8, %arg1: i8) -> (i32, i16) {
// CHECK-NEXT:   %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:   %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT:   %2 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT:   return %1, %2 : i32, i16
// CHECK-NEXT: }

func.func @ext_of_ext(%x: i8) -> (i64, i64, i64) {
  %a = arith.extui %x : i8 to i16
  %b = arith.extsi %a : i16 to i64
  %c = arith.extui %a : i16 to i64
  %d = arith.extsi %x : i8 to i32
  %e = arith.extsi %d : i32 to i64
  return %b, %c, %e : i64, i64, i64
}

func.func @trunc_of_ext(%x: i8, %y: i32) -> (i16, i16, i8, i32, i16) {
  %a = arith.extsi %x : i8 to i32
  %r0 = arith.trunci %a : i32 to i16
  %b = arith.extui %x : i8 to i32
  %r1 = arith.trunci %b : i32 to i16
  %r2 = arith.trunci %b : i32 to i8
  %c = arith.extui %y : i32 to i64
  %r3 = arith.trunci %c : i64 to i32
  %d = arith.trunci %c : i64 to i32
  %r4 = arith.trunci %d : i32 to i16
  return %r0, %r1, %r2, %r3, %r4 : i16, i16, i8, i32, i16
}

func.func @trunc_of_shift(%x: i32, %v: vector<2xi64>) -> (i16, i16, vector<2xi32>) {
  %c16 = arith.constant 16 : i32
  %c8 = arith.constant 8 : i32
  %s = arith.shrsi %x, %c16 : i32
  %r0 = arith.trunci %s overflow<nuw> : i32 to i16
  %t = arith.shrsi %x, %c8 : i32
  %r1 = arith.trunci %t : i32 to i16
  %c32 = arith.constant dense<32> : vector<2xi64>
  %u = arith.shrsi %v, %c32 : vector<2xi64>
  %r2 = arith.trunci %u : vector<2xi64> to vector<2xi32>
  return %r0, %r1, %r2 : i16, i16, vector<2xi32>
}

func.func @index_casts(%x: i8, %i: index) -> (index, index, index, i32, i64) {
  %a = arith.extsi %x : i8 to i32
  %r0 = arith.index_cast %a : i32 to index
  %b = arith.extui %x : i8 to i32
  %r1 = arith.index_castui %b : i32 to index
  %c = arith.index_cast %i : index to i64
  %r2 = arith.index_cast %c : i64 to index
  %d = arith.index_cast %i : index to i32
  %r3 = arith.index_cast %d : i32 to index
  %r4 = arith.index_castui %r3 : index to i32
  %e = arith.index_castui %x : i8 to index
  %r5 = arith.index_castui %e : index to i64
  return %r0, %r1, %r2, %r4, %r5 : index, index, index, i32, i64
}

func.func @bitcasts(%x: f32) -> (i32, f32) {
  %a = arith.bitcast %x : f32 to i32
  %b = arith.bitcast %a : i32 to f32
  %c = arith.bitcast %b : f32 to i32
  return %c, %b : i32, f32
}

func.func @int_to_fp(%x: i8, %d: i16) -> (f32, f32, f32, f16, f32) {
  %a = arith.extui %x : i8 to i32
  %r0 = arith.uitofp %a : i32 to f32
  %b = arith.extsi %x : i8 to i32
  %r1 = arith.sitofp %b : i32 to f32
  %r2 = arith.sitofp %a : i32 to f32
  %c = arith.sitofp %d : i16 to f32
  %r3 = arith.truncf %c : f32 to f16
  %e = arith.uitofp %d : i16 to f64
  %r4 = arith.truncf %e to_nearest_away : f64 to f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f16, f32
}

func.func @logic_of_ext(%x: i8, %y: i8, %z: i16) -> (i32, i32, i32, i32, i32, i32, i1, i1, i1, i32) {
  %ux = arith.extui %x : i8 to i32
  %uy = arith.extui %y : i8 to i32
  %sx = arith.extsi %x : i8 to i32
  %sy = arith.extsi %y : i8 to i32
  %uz = arith.extui %z : i16 to i32
  %r0 = arith.andi %ux, %uy : i32
  %r1 = arith.ori %sx, %sy : i32
  %r2 = arith.xori %ux, %uy : i32
  %r3 = arith.andi %sx, %sy : i32
  %r4 = arith.ori %ux, %uy : i32
  %r5 = arith.xori %sx, %sy : i32
  %r6 = arith.cmpi eq, %ux, %uy : i32
  %r7 = arith.cmpi ne, %sx, %sy : i32
  %r8 = arith.cmpi ult, %ux, %uy : i32
  %r9 = arith.andi %ux, %uz : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i32, i32, i32, i32, i32, i32, i1, i1, i1, i32
}

func.func @float_negations(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %r0 = arith.mulf %nx, %ny fastmath<nnan> : f32
  %r1 = arith.divf %nx, %ny : f32
  %r2 = arith.mulf %nx, %ny downward : f32
  %r3 = arith.addf %nx, %y fastmath<fast> : f32
  %r4 = arith.addf %y, %nx upward : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

func.func @locations(%x: i8, %y: i8) -> (i32, i16) {
  %ux = arith.extui %x : i8 to i32 loc("ux")
  %uy = arith.extui %y : i8 to i32 loc("uy")
  %r0 = arith.andi %ux, %uy : i32 loc("and")
  %a = arith.extsi %x : i8 to i32 loc("sx")
  %r1 = arith.trunci %a : i32 to i16 loc("trunc")
  return %r0, %r1 : i32, i16
}
