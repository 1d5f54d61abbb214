// Identities of the integer divisions and remainders beside x / 1 and x % 1: 0 / x is the
// zero operand, x / x is 1 and 0 % x, x % x are 0 (not for dynamic shapes, where no constant
// can be made), division by -1 or 0 is left alone. Dense constants with an undefined element:
// the shifts and floordivsi fold when their last element is defined (an out-of-range shift
// gives 0, or the sign bits for shrsi; a floordivsi by 0 keeps the dividend), the other
// divisions never. Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @zero_dividend(%arg0: i8, %arg1: vector<2xi8>) -> (i8, i8, i8, i8, i8, i8, i8, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:   return %c0_i8, %c0_i8, %c0_i8, %c0_i8, %c0_i8, %c0_i8, %c0_i8, %cst, %cst, %cst, %cst, %cst, %cst, %cst : i8, i8, i8, i8, i8, i8, i8, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
// CHECK-NEXT: }
func.func @zero_dividend(%x: i8, %v: vector<2xi8>) -> (i8, i8, i8, i8, i8, i8, i8, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %z = arith.constant 0 : i8
  %zv = arith.constant dense<0> : vector<2xi8>
  %s0 = arith.divui %z, %x : i8
  %s1 = arith.divsi %z, %x : i8
  %s2 = arith.ceildivui %z, %x : i8
  %s3 = arith.ceildivsi %z, %x : i8
  %s4 = arith.floordivsi %z, %x : i8
  %s5 = arith.remui %z, %x : i8
  %s6 = arith.remsi %z, %x : i8
  %v0 = arith.divui %zv, %v : vector<2xi8>
  %v1 = arith.divsi %zv, %v : vector<2xi8>
  %v2 = arith.ceildivui %zv, %v : vector<2xi8>
  %v3 = arith.ceildivsi %zv, %v : vector<2xi8>
  %v4 = arith.floordivsi %zv, %v : vector<2xi8>
  %v5 = arith.remui %zv, %v : vector<2xi8>
  %v6 = arith.remsi %zv, %v : vector<2xi8>
  return %s0, %s1, %s2, %s3, %s4, %s5, %s6, %v0, %v1, %v2, %v3, %v4, %v5, %v6 : i8, i8, i8, i8, i8, i8, i8, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// CHECK-LABEL: func.func @same_operands(%arg0: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT:   %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   return %c1_i8, %c1_i8, %c1_i8, %c1_i8, %c1_i8, %c0_i8, %c0_i8 : i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }
func.func @same_operands(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
  %s0 = arith.divui %x, %x : i8
  %s1 = arith.divsi %x, %x : i8
  %s2 = arith.ceildivui %x, %x : i8
  %s3 = arith.ceildivsi %x, %x : i8
  %s4 = arith.floordivsi %x, %x : i8
  %s5 = arith.remui %x, %x : i8
  %s6 = arith.remsi %x, %x : i8
  return %s0, %s1, %s2, %s3, %s4, %s5, %s6 : i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @same_vectors(%arg0: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT:   %cst = arith.constant dense<1> : vector<2xi8>
// CHECK-NEXT:   %cst_0 = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT:   return %cst, %cst, %cst, %cst, %cst, %cst_0, %cst_0 : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
// CHECK-NEXT: }
func.func @same_vectors(%x: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %s0 = arith.divui %x, %x : vector<2xi8>
  %s1 = arith.divsi %x, %x : vector<2xi8>
  %s2 = arith.ceildivui %x, %x : vector<2xi8>
  %s3 = arith.ceildivsi %x, %x : vector<2xi8>
  %s4 = arith.floordivsi %x, %x : vector<2xi8>
  %s5 = arith.remui %x, %x : vector<2xi8>
  %s6 = arith.remsi %x, %x : vector<2xi8>
  return %s0, %s1, %s2, %s3, %s4, %s5, %s6 : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// CHECK-LABEL: func.func @same_dynamic(%arg0: tensor<?xi8>) -> (tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>) {
// CHECK-NEXT:   %0 = arith.divui %arg0, %arg0 : tensor<?xi8>
// CHECK-NEXT:   %1 = arith.divsi %arg0, %arg0 : tensor<?xi8>
// CHECK-NEXT:   %2 = arith.ceildivui %arg0, %arg0 : tensor<?xi8>
// CHECK-NEXT:   %3 = arith.ceildivsi %arg0, %arg0 : tensor<?xi8>
// CHECK-NEXT:   %4 = arith.floordivsi %arg0, %arg0 : tensor<?xi8>
// CHECK-NEXT:   %5 = arith.remui %arg0, %arg0 : tensor<?xi8>
// CHECK-NEXT:   %6 = arith.remsi %arg0, %arg0 : tensor<?xi8>
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5, %6 : tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>
// CHECK-NEXT: }
func.func @same_dynamic(%x: tensor<?xi8>) -> (tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>) {
  %s0 = arith.divui %x, %x : tensor<?xi8>
  %s1 = arith.divsi %x, %x : tensor<?xi8>
  %s2 = arith.ceildivui %x, %x : tensor<?xi8>
  %s3 = arith.ceildivsi %x, %x : tensor<?xi8>
  %s4 = arith.floordivsi %x, %x : tensor<?xi8>
  %s5 = arith.remui %x, %x : tensor<?xi8>
  %s6 = arith.remsi %x, %x : tensor<?xi8>
  return %s0, %s1, %s2, %s3, %s4, %s5, %s6 : tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>, tensor<?xi8>
}

// CHECK-LABEL: func.func @by_minus_one(%arg0: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %0 = arith.divui %arg0, %c-1_i8 : i8
// CHECK-NEXT:   %1 = arith.divsi %arg0, %c-1_i8 : i8
// CHECK-NEXT:   %2 = arith.ceildivui %arg0, %c-1_i8 : i8
// CHECK-NEXT:   %3 = arith.ceildivsi %arg0, %c-1_i8 : i8
// CHECK-NEXT:   %4 = arith.floordivsi %arg0, %c-1_i8 : i8
// CHECK-NEXT:   %5 = arith.remui %arg0, %c-1_i8 : i8
// CHECK-NEXT:   %6 = arith.remsi %arg0, %c-1_i8 : i8
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }
func.func @by_minus_one(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
  %k = arith.constant -1 : i8
  %s0 = arith.divui %x, %k : i8
  %s1 = arith.divsi %x, %k : i8
  %s2 = arith.ceildivui %x, %k : i8
  %s3 = arith.ceildivsi %x, %k : i8
  %s4 = arith.floordivsi %x, %k : i8
  %s5 = arith.remui %x, %k : i8
  %s6 = arith.remsi %x, %k : i8
  return %s0, %s1, %s2, %s3, %s4, %s5, %s6 : i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @by_zero(%arg0: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT:   %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:   %0 = arith.divui %arg0, %c0_i8 : i8
// CHECK-NEXT:   %1 = arith.divsi %arg0, %c0_i8 : i8
// CHECK-NEXT:   %2 = arith.ceildivui %arg0, %c0_i8 : i8
// CHECK-NEXT:   %3 = arith.ceildivsi %arg0, %c0_i8 : i8
// CHECK-NEXT:   %4 = arith.floordivsi %arg0, %c0_i8 : i8
// CHECK-NEXT:   %5 = arith.remui %arg0, %c0_i8 : i8
// CHECK-NEXT:   %6 = arith.remsi %arg0, %c0_i8 : i8
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT: }
func.func @by_zero(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
  %k = arith.constant 0 : i8
  %s0 = arith.divui %x, %k : i8
  %s1 = arith.divsi %x, %k : i8
  %s2 = arith.ceildivui %x, %k : i8
  %s3 = arith.ceildivsi %x, %k : i8
  %s4 = arith.floordivsi %x, %k : i8
  %s5 = arith.remui %x, %k : i8
  %s6 = arith.remsi %x, %k : i8
  return %s0, %s1, %s2, %s3, %s4, %s5, %s6 : i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @shift_elements() -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT:   %cst = arith.constant dense<[0, 1]> : vector<2xi8>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[-1, 1]> : vector<2xi8>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[-128, 3]> : vector<2xi8>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[1, 8]> : vector<2xi8>
// CHECK-NEXT:   %cst_3 = arith.constant dense<[0, 6]> : vector<2xi8>
// CHECK-NEXT:   %0 = arith.shli %cst_1, %cst_2 : vector<2xi8>
// CHECK-NEXT:   %1 = arith.shrsi %cst_1, %cst_2 : vector<2xi8>
// CHECK-NEXT:   %2 = arith.shrui %cst_1, %cst_2 : vector<2xi8>
// CHECK-NEXT:   return %cst_3, %0, %cst_0, %1, %cst, %2 : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
// CHECK-NEXT: }
func.func @shift_elements() -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[-128, 3]> : vector<2xi8>
  %first_out = arith.constant dense<[8, 1]> : vector<2xi8>
  %last_out = arith.constant dense<[1, 8]> : vector<2xi8>
  %0 = arith.shli %a, %first_out : vector<2xi8>
  %1 = arith.shli %a, %last_out : vector<2xi8>
  %2 = arith.shrsi %a, %first_out : vector<2xi8>
  %3 = arith.shrsi %a, %last_out : vector<2xi8>
  %4 = arith.shrui %a, %first_out : vector<2xi8>
  %5 = arith.shrui %a, %last_out : vector<2xi8>
  return %0, %1, %2, %3, %4, %5 : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// CHECK-LABEL: func.func @division_elements() -> (vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT:   %cst = arith.constant dense<[-128, 3]> : vector<2xi8>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[2, -1]> : vector<2xi8>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[7, -128]> : vector<2xi8>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[1, 0, 1]> : vector<3xi8>
// CHECK-NEXT:   %cst_3 = arith.constant dense<[0, 1, 85]> : vector<3xi8>
// CHECK-NEXT:   %cst_4 = arith.constant dense<[1, 85, 0]> : vector<3xi8>
// CHECK-NEXT:   %cst_5 = arith.constant dense<[1, 0, 0]> : vector<3xi8>
// CHECK-NEXT:   %0 = arith.floordivsi %cst_2, %cst_4 : vector<3xi8>
// CHECK-NEXT:   %1 = arith.ceildivsi %cst_2, %cst_3 : vector<3xi8>
// CHECK-NEXT:   %2 = arith.ceildivui %cst_2, %cst_3 : vector<3xi8>
// CHECK-NEXT:   %3 = arith.divsi %cst_2, %cst_3 : vector<3xi8>
// CHECK-NEXT:   %4 = arith.remsi %cst_2, %cst_3 : vector<3xi8>
// CHECK-NEXT:   %5 = arith.divui %cst_2, %cst_3 : vector<3xi8>
// CHECK-NEXT:   %6 = arith.floordivsi %cst_1, %cst_0 : vector<2xi8>
// CHECK-NEXT:   return %cst_5, %0, %1, %2, %3, %4, %5, %cst, %6 : vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<2xi8>, vector<2xi8>
// CHECK-NEXT: }
func.func @division_elements() -> (vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[1, 0, 1]> : vector<3xi8>
  %first_zero = arith.constant dense<[0, 1, 85]> : vector<3xi8>
  %last_zero = arith.constant dense<[1, 85, 0]> : vector<3xi8>
  %0 = arith.floordivsi %a, %first_zero : vector<3xi8>
  %1 = arith.floordivsi %a, %last_zero : vector<3xi8>
  %2 = arith.ceildivsi %a, %first_zero : vector<3xi8>
  %3 = arith.ceildivui %a, %first_zero : vector<3xi8>
  %4 = arith.divsi %a, %first_zero : vector<3xi8>
  %5 = arith.remsi %a, %first_zero : vector<3xi8>
  %6 = arith.divui %a, %first_zero : vector<3xi8>
  %min = arith.constant dense<[-128, 7]> : vector<2xi8>
  %b = arith.constant dense<[-1, 2]> : vector<2xi8>
  %c = arith.constant dense<[7, -128]> : vector<2xi8>
  %d = arith.constant dense<[2, -1]> : vector<2xi8>
  %7 = arith.floordivsi %min, %b : vector<2xi8>
  %8 = arith.floordivsi %c, %d : vector<2xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<3xi8>, vector<2xi8>, vector<2xi8>
}
