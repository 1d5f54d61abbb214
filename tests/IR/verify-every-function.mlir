// The verifier reports an error in each isolated op (each function here) and goes on to the
// next after one fails, nested modules included, as the reference build does with threading
// disabled; the file still fails.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// CHECK: 12:3: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @a
// CHECK: 19:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @c
// CHECK: 24:5: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @d
// CHECK-NOT: error
func.func @a() -> i32 {
  %0 = arith.constant 1 : i64
  return %0 : i64
}
func.func @b() -> i32 {
  %0 = arith.constant 1 : i32
  return %0 : i32
}
func.func @c(%a: i32) -> i64 {
  return %a : i32
}
module {
  func.func @d() -> i32 {
    %0 = arith.constant 1 : i64
    return %0 : i64
  }
}
