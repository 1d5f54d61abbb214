// Invalid cf ops: verifier and parser errors with upstream's wording.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @assert_type(%a: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%a) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @assert_msg(%a: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%a) : (i1) -> ()
  return
}

// -----

func.func @strict(%a: i1) {
  // expected-error@+1 {{custom op 'cf.assert' inherent attribute 'msg' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
  cf.assert %a, "x" {msg = "y"}
  return
}

// -----

func.func @br_successors() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @cond_br_type(%a: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @weights(%c: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @switch_values(%f: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (1) should match number of case destinations (2)}}
  "cf.switch"(%f)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_type(%f: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_range(%f: i8) {
  cf.switch %f : i8, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' case value is out of range for 'i8'}}
    256: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_default(%f: i32) {
  cf.switch %f : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @branch_args(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @assert_number(%a: i1) {
  // A message is read as an attribute of type `none`, so a bare number is refused where it stands.
  // expected-error@+1 {{integer literal not valid for specified type}}
  cf.assert %a, 0
  return
}

// -----

func.func @lexer_error_after_name(%a: i1) {
  // The unknown name `quoted` is consumed first, so the lexer's error on `\` is the one shown.
  // expected-error@+1 {{unexpected character}}
  cf.assert %a, ""quoted\""
  return
}
