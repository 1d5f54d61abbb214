// Constant reassociation of arith.addi, subi, muli, andi, ori and xori; x + y * -1 and
// (x - y) - x. The folded constant has the result's type and wraps; the new op keeps only the
// overflow flags both matched ops carry (none where upstream drops them: subi(addi(x, c0), c1)
// and the -1 multiplications). New ops sit at the fused location of the root and the first
// constant the matcher met. Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s
// RUN: mlir-opt --canonicalize --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOC

// LOC-LABEL: func.func @locations
// LOC: arith.constant 1 : i32 loc(fused["lhs_const", "c2"])
// LOC: arith.constant 3 : i32 loc(fused["outer", "c1"])
// LOC: arith.addi %arg0, %c3_i32 : i32 loc(fused["outer", "c1"])
// LOC: arith.subi %c1_i32, %arg0 : i32 loc(fused["lhs_const", "c2"])

// CHECK-LABEL: func.func @addi_chain(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %c13_i32 = arith.constant 13 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c13_i32 overflow<nsw> : i32
// CHECK-NEXT:   %1 = arith.addi %arg0, %c7_i32 overflow<nuw> : i32
// CHECK-NEXT:   %2 = arith.subi %c13_i32, %arg0 : i32
// CHECK-NEXT:   return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subi_chain(%arg0: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT:   %c13 = arith.constant 13 : index
// CHECK-NEXT:   %c5 = arith.constant 5 : index
// CHECK-NEXT:   %c-5 = arith.constant -5 : index
// CHECK-NEXT:   %0 = arith.addi %arg0, %c-5 : index
// CHECK-NEXT:   %1 = arith.subi %c5, %arg0 overflow<nsw> : index
// CHECK-NEXT:   %2 = arith.subi %arg0, %c13 : index
// CHECK-NEXT:   %3 = arith.subi %c13, %arg0 : index
// CHECK-NEXT:   %4 = arith.subi %c-5, %arg0 overflow<nuw> : index
// CHECK-NEXT:   %5 = arith.addi %arg0, %c5 overflow<nuw> : index
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negative_one(%arg0: i64, %arg1: i64) -> (i64, i64, i64) {
// CHECK-NEXT:   %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 : i64
// CHECK-NEXT:   %1 = arith.subi %arg0, %arg1 : i64
// CHECK-NEXT:   %2 = arith.subi %c0_i64, %arg1 : i64
// CHECK-NEXT:   return %0, %1, %2 : i64, i64, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vector_negative_one(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> vector<4xi8> {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 : vector<4xi8>
// CHECK-NEXT:   return %0 : vector<4xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @muli_and_bits(%arg0: i16) -> (i16, i16, i16, i16) {
// CHECK-NEXT:   %c10_i16 = arith.constant 10 : i16
// CHECK-NEXT:   %c14_i16 = arith.constant 14 : i16
// CHECK-NEXT:   %c4_i16 = arith.constant 4 : i16
// CHECK-NEXT:   %c72_i16 = arith.constant 72 : i16
// CHECK-NEXT:   %0 = arith.muli %arg0, %c72_i16 overflow<nsw> : i16
// CHECK-NEXT:   %1 = arith.andi %arg0, %c4_i16 : i16
// CHECK-NEXT:   %2 = arith.ori %arg0, %c14_i16 : i16
// CHECK-NEXT:   %3 = arith.xori %arg0, %c10_i16 : i16
// CHECK-NEXT:   return %0, %1, %2, %3 : i16, i16, i16, i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wraps(%arg0: i8) -> i8 {
// CHECK-NEXT:   %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT:   %0 = arith.addi %arg0, %c-56_i8 : i8
// CHECK-NEXT:   return %0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @locations(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:   %1 = arith.subi %c1_i32, %arg0 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }

func.func @addi_chain(%x: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %a = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %b = arith.addi %a, %c10 overflow<nsw> : i32
  %s = arith.subi %x, %c3 overflow<nuw> : i32
  %t = arith.addi %s, %c10 overflow<nuw> : i32
  %u = arith.subi %c3, %x : i32
  %v = arith.addi %u, %c10 : i32
  return %b, %t, %v : i32, i32, i32
}

func.func @subi_chain(%x: index) -> (index, index, index, index, index, index) {
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %a = arith.addi %x, %c4 overflow<nsw> : index
  %r0 = arith.subi %a, %c9 overflow<nsw> : index
  %r1 = arith.subi %c9, %a overflow<nsw> : index
  %s = arith.subi %x, %c4 : index
  %r2 = arith.subi %s, %c9 : index
  %r3 = arith.subi %c9, %s : index
  %t = arith.subi %c4, %x overflow<nuw> : index
  %r4 = arith.subi %t, %c9 overflow<nuw> : index
  %r5 = arith.subi %c9, %t overflow<nuw> : index
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

func.func @negative_one(%x: i64, %y: i64) -> (i64, i64, i64) {
  %m1 = arith.constant -1 : i64
  %m = arith.muli %y, %m1 : i64
  %a = arith.addi %x, %m : i64
  %b = arith.addi %m, %x overflow<nsw> : i64
  %s = arith.subi %x, %y : i64
  %z = arith.subi %s, %x : i64
  return %a, %b, %z : i64, i64, i64
}

func.func @vector_negative_one(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %m1 = arith.constant dense<-1> : vector<4xi8>
  %m = arith.muli %y, %m1 : vector<4xi8>
  %a = arith.addi %x, %m : vector<4xi8>
  return %a : vector<4xi8>
}

func.func @muli_and_bits(%x: i16) -> (i16, i16, i16, i16) {
  %c6 = arith.constant 6 : i16
  %c12 = arith.constant 12 : i16
  %m = arith.muli %x, %c6 overflow<nsw> : i16
  %r0 = arith.muli %m, %c12 overflow<nsw, nuw> : i16
  %a = arith.andi %x, %c6 : i16
  %r1 = arith.andi %a, %c12 : i16
  %o = arith.ori %x, %c6 : i16
  %r2 = arith.ori %o, %c12 : i16
  %e = arith.xori %x, %c6 : i16
  %r3 = arith.xori %e, %c12 : i16
  return %r0, %r1, %r2, %r3 : i16, i16, i16, i16
}

func.func @wraps(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %a = arith.addi %x, %c100 : i8
  %b = arith.addi %a, %c100 : i8
  return %b : i8
}

func.func @locations(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %a = arith.addi %x, %c1 : i32 loc("inner")
  %b = arith.addi %a, %c2 : i32 loc("outer")
  %s = arith.subi %c2, %a : i32 loc("lhs_const")
  return %b, %s : i32, i32
}
