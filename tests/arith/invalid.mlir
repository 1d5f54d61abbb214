// Malformed and invalid arith ops: parse errors and verifier errors, with upstream's
// wording and locations.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @operand_type(%f: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @zero_width(%a: i0) {
  // expected-error@+1 {{'arith.muli' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'i0'}}
  %0 = arith.muli %a, %a : i0
  return
}

// -----

func.func @operand_count(%a: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @result_count(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op expected 2 results}}
  %0 = "arith.addui_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @same_type(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @float_operand(%a: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @missing_predicate(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @bad_predicate_keyword(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @bad_predicate_string(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' invalid predicate attribute specification: "foo"}}
  %0 = arith.cmpi "foo", %a, %a : i32
  return
}

// -----

func.func @cmpf_result(%a: f32) {
  // expected-error@+1 {{'arith.cmpf' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> i32
  return
}

// -----

func.func @cmpi_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @strict_properties(%a: i32) {
  // expected-error@+1 {{custom op 'arith.addi' inherent attribute 'overflowFlags' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
  %0 = arith.addi %a, %a {overflowFlags = #arith.overflow<nsw>} : i32
  return
}

// -----

func.func @unknown_fastmath(%a: f32) {
  // expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<slow> : f32
  return
}

// -----

func.func @missing_to(%a: i32) {
  // expected-error@+1 {{custom op 'arith.extsi' expected 'to'}}
  %0 = arith.extsi %a : i32 too i64
  return
}

// -----

func.func @missing_colon(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %a, %a i32
  return
}

// -----

func.func @cast_width(%a: i32) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func.func @cast_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi32> to vector<2xi64>
  return
}

// -----

func.func @index_cast_both_index(%a: index) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_cast %a : index to index
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f16' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f16
  return
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64
  return
}

// -----

func.func @constant_signed() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() {value = 1 : si32} : () -> si32
  return
}

// -----

func.func @constant_missing_value() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @select_condition(%c: vector<4xi1>, %a: vector<2xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<4xi1>, vector<2xi32>
  return
}

// -----

func.func @select_two_operands(%c: i1, %a: i32) {
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

func.func @select_four_operands(%c: i1, %a: i32) {
  // The whole list is read before it is counted: the error points at its start.
  // expected-error@+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a, %a, %a : i32
  return
}

// -----

func.func @select_no_operands(%c: i1, %a: i32) {
  // expected-error@+1 {{expected operand}}
  %0 = arith.select : i32
  return
}

// -----

func.func @select_types(%c: i1, %a: i32, %b: i64) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @elementwise(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'arith.addf' op requires the same type for all operands and results}}
  %0 = "arith.addf"(%a, %b) : (vector<4xf32>, f32) -> vector<4xf32>
  return
}

// -----

func.func @use_type(%a: i32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.addi %a, %a : i64
  return
}
