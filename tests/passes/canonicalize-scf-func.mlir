// canonicalize with the patterns of scf (single-block execute_region inlining, scf.if on a
// constant condition, empty else regions), func (indirect calls of a known callee) and the
// builtin cast folder. Expected output is the reference build's for this input.
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @execute_region_inlined(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @execute_region_kept(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_if(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_else(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "side.effect"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @callee(i32, f32) -> (i32, f32)
// CHECK-LABEL: func.func @direct_call(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:   %0:2 = call @callee(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:   return %0#0, %0#1 : i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }

func.func @execute_region_inlined(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @execute_region_kept(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @static_if(%a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %x = scf.if %t -> i32 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  %y = scf.if %f -> i32 {
    scf.yield %a : i32
  } else {
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  }
  scf.if %f {
    "side.effect"() : () -> ()
  }
  return %x, %y : i32, i32
}

func.func @empty_else(%c: i1) {
  scf.if %c {
    "side.effect"() : () -> ()
  } else {
  }
  return
}

func.func private @callee(i32, f32) -> (i32, f32)

func.func @direct_call(%a: i32, %b: f32) -> (i32, f32) {
  %f = func.constant @callee : (i32, f32) -> (i32, f32)
  %r:2 = func.call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32)
  return %r#0, %r#1 : i32, f32
}

func.func @casts(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i32
  return %2 : i32
}
