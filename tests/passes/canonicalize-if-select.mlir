// canonicalize with the scf.if result patterns (values defined outside become selects, unused
// results go, results yielding one value or true/false become that value or the condition)
// and the arith.select folder and patterns. Expected output is the reference build's.
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1, %arg2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bools(%arg0: i1, %arg1: i32) -> (i1, i1, i32) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "side.effect"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0, %0, %arg1 : i1, i1, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @all_outside(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "side.effect"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not(%arg0: i1) -> i1 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:   return %0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @redundant(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT:   %1 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @folds(%arg0: i1, %arg1: i32, %arg2: i32) -> (i1, i32, i32) {
// CHECK-NEXT:   return %arg0, %arg2, %arg1 : i1, i32, i32
// CHECK-NEXT: }

func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %a, %s, %b : i32, i32, i32
  } else {
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

func.func @unused(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    %m = arith.muli %a, %b : i32
    scf.yield %s, %m : i32, i32
  } else {
    %d = arith.subi %a, %b : i32
    scf.yield %d, %d : i32, i32
  }
  return %r#1 : i32
}

func.func @bools(%c: i1, %a: i32) -> (i1, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %r:3 = scf.if %c -> (i1, i1, i32) {
    "side.effect"() : () -> ()
    scf.yield %t, %f, %a : i1, i1, i32
  } else {
    scf.yield %f, %t, %a : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}

func.func @all_outside(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    "side.effect"() : () -> ()
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @not(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %c, %f, %t : i1
  return %r : i1
}
func.func @redundant(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32) {
  %s = arith.select %c, %a, %b : i32
  %r = arith.select %c, %s, %d : i32
  %s2 = arith.select %c, %b, %d : i32
  %r2 = arith.select %c, %a, %s2 : i32
  return %r, %r2 : i32, i32
}
func.func @folds(%c: i1, %a: i32, %b: i32) -> (i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.select %c, %t, %f : i1
  %e = arith.cmpi eq, %a, %b : i32
  %y = arith.select %e, %a, %b : i32
  %n = arith.cmpi ne, %a, %b : i32
  %z = arith.select %n, %a, %b : i32
  return %x, %y, %z : i1, i32, i32
}
