// Switch case values keep their sign on flags of any width, including widths that are not a
// whole number of bytes (i1, i65), through the custom form, the generic form and back.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @widths
// CHECK:         cf.switch %arg0 : i1, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      -1: ^bb1
// CHECK:         cf.switch %arg1 : i65, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      -1: ^bb2,
// CHECK-NEXT:      5: ^bb2
// CHECK:         cf.switch %arg2 : i7, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      -64: ^bb3,
// CHECK-NEXT:      63: ^bb3
// GENERIC: case_values = dense<true> : vector<1xi1>
// GENERIC: case_values = dense<[-1, 5]> : vector<2xi65>
// GENERIC: case_values = dense<[-64, 63]> : vector<2xi7>
func.func @widths(%x: i1, %y: i65, %z: i7) {
  cf.switch %x : i1, [
    default: ^bb1,
    -1: ^bb1
  ]
^bb1:
  cf.switch %y : i65, [
    default: ^bb2,
    -1: ^bb2,
    5: ^bb2
  ]
^bb2:
  cf.switch %z : i7, [
    default: ^bb3,
    -64: ^bb3,
    63: ^bb3
  ]
^bb3:
  return
}

// Past 128 bits, the values keep all their digits.
// CHECK-LABEL: func.func @past_128_bits
// CHECK:         cf.switch %arg0 : i200, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      1361129467683753853853498429727072845824: ^bb2(%arg2 : i32),
// CHECK-NEXT:      -1361129467683753853853498429727072845825: ^bb1(%arg2 : i32),
// CHECK-NEXT:      -1: ^bb2(%arg1 : i32)
// CHECK-NEXT:    ]
// GENERIC: case_values = dense<[1361129467683753853853498429727072845824, -1361129467683753853853498429727072845825, -1]> : vector<3xi200>
func.func @past_128_bits(%f: i200, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i200, [
    default: ^bb1(%a : i32),
    1361129467683753853853498429727072845824: ^bb2(%b : i32),
    -1361129467683753853853498429727072845825: ^bb1(%b : i32),
    -1: ^bb2(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
