// #complex.number: a complex constant attribute, typed complex<elem>; its parts are read as
// doubles and rounded to the element type. A trailing `: type` after a dialect attribute is
// read (and, for this attribute, not used).
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s | mlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: "test.numbers"() {a = #complex.number<:f64 1.000000e+00, 0.000000e+00> : complex<f64>,
// CHECK-SAME: b = #complex.number<:f16 1.000000e+00, 9.997550e-02> : complex<f16>,
// CHECK-SAME: c = #complex.number<:f64 1.000000e+00, -2.500000e+00> : complex<f64>,
// CHECK-SAME: d = #complex.number<:f32 1.000000e+00, 0.000000e+00> : complex<f32>}
"test.numbers"() {
  a = #complex.number<:f64 1.0, 0.0>,
  b = #complex.number<:f16 1.0, 0.1>,
  c = #complex.number<:f64 0x3FF0000000000000, -2.5>,
  d = #complex.number<:f32 1.0, 0.0> : complex<f64>
} : () -> ()
