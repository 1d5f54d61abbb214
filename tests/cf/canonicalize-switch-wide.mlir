// cf.switch on a constant flag wider than 64 bits: the matching case is taken (and the one
// block left merged into the entry), as for a small constant; past 128 bits a case value
// whose low 128 bits equal the flag's is not taken.
// Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @wide_case(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @wide_case(%a: i32, %b: i32) -> i32 {
  %f = arith.constant 1267650600228229401496703205376 : i128
  cf.switch %f : i128, [
    default: ^bb1(%a : i32),
    1267650600228229401496703205376: ^bb2(%b : i32),
    -5: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %z = arith.addi %y, %y : i32
  return %z : i32
}

// CHECK-LABEL: func.func @negative_case(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @negative_case(%a: i32, %b: i32) -> i32 {
  %f = arith.constant -5 : i128
  cf.switch %f : i128, [
    default: ^bb1(%a : i32),
    1267650600228229401496703205376: ^bb2(%b : i32),
    -5: ^bb2(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %z = arith.addi %y, %y : i32
  return %z : i32
}

// CHECK-LABEL: func.func @past_128_bits(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @past_128_bits(%a: i32, %b: i32) -> i32 {
  %f = arith.constant 0 : i200
  cf.switch %f : i200, [
    default: ^bb1(%a : i32),
    1361129467683753853853498429727072845824: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %z = arith.addi %y, %y : i32
  return %z : i32
}
