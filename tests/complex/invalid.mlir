// Invalid complex ops, with upstream's wording.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @constant_size() {
  // expected-error@+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_types() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('f64', 'f64') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0, 2.0] : complex<f32>
  return
}

// -----

func.func @bitcast_two_scalars(%f: f32) {
  // expected-error@+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %f : f32 to i32
  return
}

// -----

func.func @bitcast_width(%c: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %c : complex<f32> to i32
  return
}

// -----

func.func @re_type(%c: complex<f32>) {
  // expected-error@+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%c) : (complex<f32>) -> f64
  return
}

// -----

func.func @constant_scalar() {
  // The value is read with type `none` expected: a float literal is refused at the colon.
  // expected-error@+1 {{floating point value not valid for specified type}}
  %0 = complex.constant 1.0 : complex<f32>
  return
}
