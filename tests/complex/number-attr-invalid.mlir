// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"test.a"() {a = #complex.number<:f64 1, 0.0>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"test.a"() {a = #complex.number<:f64 x, 0.0>} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"test.a"() {a = #complex.number<f32 1.0, 0.0>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"test.a"() {a = #complex.number<:f32 1.0 0.0>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `foo` in dialect `complex`}}
"test.a"() {a = #complex.foo<1>} : () -> ()
