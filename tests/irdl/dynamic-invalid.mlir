// RUN: mlir-opt %s --allow-unregistered-dialect --irdl-file=%S/Inputs/geo.irdl.mlir -split-input-file -verify-diagnostics

// Each constraint of a definition, broken once; messages and places as upstream's.

// expected-error@+1 {{'i1' does not satisfy the constraint}}
func.func @point_elem(%a: !geo.point<i1>) { return }

// -----

// expected-error@+1 {{expected 1 type arguments, but had 2}}
func.func @point_count(%a: !geo.point<f32, f32>) { return }

// -----

// expected-error@+1 {{expected 0 type arguments, but had 1}}
func.func @origin_count(%a: !geo.origin<f32>) { return }

// -----

// expected-error@+1 {{expected base attribute 'builtin.string' but got 'builtin.integer'}}
"test.op"() {t = #geo.tag<3>} : () -> ()

// -----

func.func @mixed(%x: f32, %y: f64) {
  // expected-error@+1 {{expected 'f32' but got 'f64'}}
  %p = "geo.make"(%x, %y) : (f32, f64) -> !geo.point<f32>
  return
}

// -----

func.func @wrong_result(%x: f32) {
  // expected-error@+1 {{expected base type 'geo.point' but got 'f32'}}
  %p = "geo.make"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @result_elem(%x: f32) {
  // expected-error@+1 {{expected 'f32' but got 'f64'}}
  %p = "geo.make"(%x, %x) : (f32, f32) -> !geo.point<f64>
  return
}

// -----

func.func @count(%x: f32) {
  // expected-error@+1 {{op expects exactly 2 operands, but got 1}}
  %p = "geo.make"(%x) : (f32) -> !geo.point<f32>
  return
}

// -----

func.func @results() {
  // expected-error@+1 {{op expects exactly 1 results, but got 0}}
  "geo.concat"() : () -> ()
  return
}

// -----

func.func @int_result(%x: f32) {
  // expected-error@+1 {{expected base type 'builtin.integer' but got 'builtin.f32'}}
  %n = "geo.concat"() : () -> f32
  return
}

// -----

func.func @too_few() {
  // expected-error@+1 {{op expects at least 1 operands, but got 0}}
  "geo.maybe"() : () -> ()
  return
}

// -----

func.func @too_many(%i: i32) {
  // expected-error@+1 {{op expects at most 2 operands, but got 3}}
  "geo.maybe"(%i, %i, %i) : (i32, i32, i32) -> ()
  return
}

// -----

func.func @no_segments(%i: i32) {
  // expected-error@+1 {{'operandSegmentSizes' attribute is expected but not provided}}
  "geo.pair"(%i) : (i32) -> ()
  return
}

// -----

func.func @segments_kind(%i: i32) {
  // expected-error@+1 {{'operandSegmentSizes' attribute is expected to be a dense i32 array}}
  "geo.pair"(%i) {operandSegmentSizes = array<i64: 0, 0, 1>} : (i32) -> ()
  return
}

// -----

func.func @segments_length(%i: i32) {
  // expected-error@+1 {{'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2}}
  "geo.pair"(%i) {operandSegmentSizes = array<i32: 0, 1>} : (i32) -> ()
  return
}

// -----

func.func @segments_negative(%i: i32) {
  // expected-error@+1 {{'operandSegmentSizes' attribute for specifying operand segments must have non-negative values}}
  "geo.pair"(%i) {operandSegmentSizes = array<i32: -1, 0, 2>} : (i32) -> ()
  return
}

// -----

func.func @segments_single(%i: i32) {
  // expected-error@+1 {{element 2 in 'operandSegmentSizes' attribute must be equal to 1}}
  "geo.pair"(%i, %i) {operandSegmentSizes = array<i32: 0, 0, 2>} : (i32, i32) -> ()
  return
}

// -----

func.func @segments_optional(%i: i32, %j: i64) {
  // expected-error@+1 {{element 1 in 'operandSegmentSizes' attribute must be equal to 0 or 1}}
  "geo.pair"(%j, %j, %i) {operandSegmentSizes = array<i32: 0, 2, 1>} : (i64, i64, i32) -> ()
  return
}

// -----

func.func @segments_sum(%i: i32) {
  // expected-error@+1 {{sum of elements in 'operandSegmentSizes' attribute must be equal to the number of operands}}
  "geo.pair"(%i, %i) {operandSegmentSizes = array<i32: 0, 0, 1>} : (i32, i32) -> ()
  return
}

// -----

func.func @no_label() {
  // expected-error@+1 {{'geo.labeled' op attribute "label" is expected but not provided}}
  "geo.labeled"() : () -> ()
  return
}

// -----

func.func @label_kind() {
  // expected-error@+1 {{expected base attribute 'tag.geo' but got '"north"'}}
  "geo.labeled"() {label = "north"} : () -> ()
  return
}

// -----

func.func @regions() {
  // expected-error@+1 {{'geo.scope' op unexpected number of regions: expected 2 but got 1}}
  "geo.scope"() ({
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @blocks() {
  // expected-error@+1 {{expected region 0 to have 1 block(s) but got 2}}
  "geo.scope"() ({
  ^bb0(%a: index):
    "test.end"() : () -> ()
  ^bb1:
    "test.end"() : () -> ()
  }, {
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @arg_count() {
  // expected-note@+1 {{see the operation}}
  "geo.scope"() ({
  // expected-error@+1 {{expected region 0 to have 1 arguments but got 2}}
  ^bb0(%a: index, %b: index):
    "test.end"() : () -> ()
  }, {
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @arg_type() {
  // expected-note@+1 {{see the operation}}
  "geo.scope"() ({
  // expected-error@+1 {{expected 'index' but got 'i32'}}
  ^bb0(%a: i32):
    "test.end"() : () -> ()
  }, {
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @no_args() {
  // expected-error@+1 {{expected region 0 to have 1 arguments but got 0}}
  "geo.scope"() ({
    "test.end"() : () -> ()
  }, {
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// A dialect loaded at run time knows only the types and attributes it was given.
// expected-error@+1 {{expected dynamic type}}
func.func @unknown_type(%a: !geo.line) { return }

// -----

// expected-error@+1 {{expected dynamic attribute}}
"test.op"() {t = #geo.mark} : () -> ()

// -----

func.func @unknown_op() {
  // expected-error@+1 {{unregistered operation 'geo.nope' found in dialect ('geo') that does not allow unknown operations}}
  "geo.nope"() : () -> ()
  return
}
