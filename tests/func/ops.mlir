// func ops in custom form: signatures (visibility, argument and result attributes, names
// that need quotes), calls with properties, indirect calls and constants.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

func.func private @decl(i32, f32 {arg.attr}) -> (i32 {res.attr})
func.func private @no_results(i64)
func.func nested @nested_vis() attributes {some.unit}
func.func @fn_result() -> (() -> i32) attributes {no_inline} {
  %f = constant @returns_one : () -> i32
  return %f : () -> i32
}
func.func @returns_one() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @two_results(%a: i32 {arg.a = 1 : i64}, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}
func.func @calls(%a: i32, %b: f32) {
  %0:2 = call @two_results(%a, %b) : (i32, f32) -> (i32, f32)
  %1 = func.call @returns_one() {call.tag} : () -> i32
  %2 = call @decl(%a, %b) <{no_inline}> : (i32, f32) -> i32
  %3 = call @decl(%a, %b) <{arg_attrs = [{x.y}, {}], res_attrs = [{}]}> : (i32, f32) -> i32
  %f = constant @two_results : (i32, f32) -> (i32, f32)
  %4:2 = call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32)
  %5:2 = call_indirect %f(%a, %b) arg_attrs = [{}, {z.w}] : (i32, f32) -> (i32, f32)
  %a64 = arith.extsi %a : i32 to i64
  call @no_results(%a64) : (i64) -> ()
  return
}
func.func @multi_block(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.constant 1 : i32
  return %0 : i32
^bb2:
  %1 = arith.constant 2 : i32
  return %1 : i32
}
func.func @"quoted name"() {
  return
}

// CHECK-LABEL: func.func private @decl(i32, f32 {arg.attr}) -> (i32 {res.attr})
// CHECK-LABEL: func.func private @no_results(i64)
// CHECK-LABEL: func.func nested @nested_vis() attributes {some.unit}
// CHECK-LABEL: func.func @fn_result() -> (() -> i32) attributes {no_inline} {
// CHECK-NEXT: %f = constant @returns_one : () -> i32
// CHECK-NEXT: return %f : () -> i32
// CHECK-LABEL: func.func @returns_one() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-LABEL: func.func @two_results(%arg0: i32 {arg.a = 1 : i64}, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
// CHECK-LABEL: func.func @calls(%arg0: i32, %arg1: f32) {
// CHECK-NEXT: %0:2 = call @two_results(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %1 = call @returns_one() {call.tag} : () -> i32
// CHECK-NEXT: %2 = call @decl(%arg0, %arg1) <no_inline> : (i32, f32) -> i32
// CHECK-NEXT: %3 = call @decl(%arg0, %arg1) <arg_attrs = [{x.y}, {}], res_attrs = [{}]> : (i32, f32) -> i32
// CHECK-NEXT: %f = constant @two_results : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %4:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %5:2 = call_indirect %f(%arg0, %arg1) arg_attrs = [{}, {z.w}] : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %6 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: call @no_results(%6) : (i64) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @multi_block(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: return %c2_i32 : i32
// CHECK-LABEL: func.func @"quoted name"() {
// CHECK-NEXT: return
