// Elements of `array<T: ...>` follow upstream's dense-array rules, which differ from
// `dense<...>`'s: an integer wraps to the element width as long as no set bit is lost (so
// `-1` is 255 for `ui8` and 200 is -56 for `i8`), `-true` is `true`, and floats take decimal and
// hexadecimal literals (a decimal integer is refused, as in every float literal).
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK: a = array<i8: -128, 127, -56, -1>
// CHECK-SAME: b = array<ui8: 255>
// CHECK-SAME: c = array<si8: -128>
// CHECK-SAME: d = array<i1: true, false>
// CHECK-SAME: e = array<i64: -9223372036854775808, -1>
// CHECK-SAME: f = array<f32: -1.500000e+00, 2.000000e+00, 0x7FC00000>
// CHECK-SAME: g = array<i8: -1>
"test.op"() {a = array<i8: -128, 127, 200, 255>, b = array<ui8: -1>, c = array<si8: -128>, d = array<i1: -true, false>, e = array<i64: -9223372036854775808, 18446744073709551615>, f = array<f32: -1.5, 2.0, 0x7FC00000>, g = array<i8: 0xFF>} : () -> ()
