// Invalid func ops: verifier and parser errors with upstream's wording.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f() -> i32 {
  %0 = arith.constant 1 : i64
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  return %0 : i64
}

// -----

func.func @f() -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @f(i32 {nodialect})

// -----

// expected-error@+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func f()

// -----

// expected-error@+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_name = "g"}

// -----

func.func @caller() {
  // expected-error@+1 {{'func.call' op 'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

func.func private @callee(i32)
func.func @caller() {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee: expected 1, but got 0}}
  call @callee() : () -> ()
  return
}

// -----

func.func private @callee(i32)
func.func @caller(%a: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  call @callee(%a) : (i64) -> ()
  return
}

// -----

func.func private @callee() -> i32
func.func @caller() {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee: expected 1, but got 0}}
  call @callee() : () -> ()
  return
}

// -----

func.func @caller(%f: () -> i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f) : (() -> i32) -> i64
  return
}

// -----

func.func @caller() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nowhere'}}
  %f = constant @nowhere : () -> ()
  return
}

// -----

func.func private @g(i32)
func.func @caller() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %f = constant @g : () -> ()
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func private @dup()
// expected-error@+1 {{redefinition of symbol named 'dup'}}
func.func private @dup()

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}

// -----

"test.region"() ({
  // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @call_indirect_type_kind(%f: () -> ()) {
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  func.call_indirect %f() : i32
  return
}
