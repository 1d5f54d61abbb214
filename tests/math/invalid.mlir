// Invalid math ops, with upstream's wording.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @float_operand(%i: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%i) : (i32) -> i32
  return
}

// -----

func.func @int_operand(%f: f32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%f) : (f32) -> f32
  return
}

// -----

func.func @classification_shape(%v: vector<4xf32>) {
  // expected-error@+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%v) : (vector<4xf32>) -> i1
  return
}

// -----

func.func @fpowi_types(%f: f32, %n: i32) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%f, %n) : (f32, i32) -> f64
  return
}

// -----

func.func @clampf_keyword(%a: f32) {
  // expected-error@+1 {{custom op 'math.clampf' expected 'to'}}
  %0 = math.clampf %a [%a, %a] : f32
  return
}

// -----

func.func @strict(%a: f32) {
  // expected-error@+1 {{custom op 'math.absf' inherent attribute 'fastmath' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
  %0 = math.absf %a {fastmath = #arith.fastmath<fast>} : f32
  return
}
