// Canonicalization of scf.if: uses of the condition inside the then (else) region become
// true (false), constants created at the if's location; adjacent ifs on one condition merge
// (uses of the first one's results inside the second take the yielded values); an if whose
// then block holds only another if combines the conditions with arith.andi (results defined
// outside become selects on the outer condition); an if with an else region on a negated
// condition swaps its regions; results yielding the same values as an earlier result merge.
// Expected output is the reference build's for this input.
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOC

// LOC-LABEL: func.func @locations
// LOC: %true = arith.constant true loc("if")

// CHECK-LABEL: func.func @propagate(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "t.use"(%true) : (i1) -> ()
// CHECK-NEXT:     "t.use"(%true) : (i1) -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "t.use"(%false) : (i1) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "t.use"(%arg0) : (i1) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @adjacent(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     "t.a"() : () -> ()
// CHECK-NEXT:     %2 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "t.b"() : () -> ()
// CHECK-NEXT:     %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @adjacent_negated(%arg0: i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "t.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:   scf.if %0 {
// CHECK-NEXT:     "t.b"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:   %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:   %2 = arith.select %0, %arg2, %arg3 : i32
// CHECK-NEXT:   scf.if %0 {
// CHECK-NEXT:     "t.in"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_blocked(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       "t.in"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negated_condition(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "t.b"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "t.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @duplicate_results(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     "t.a"() : () -> ()
// CHECK-NEXT:     scf.yield %arg1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @locations(%arg0: i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "t.use"(%true) : (i1) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @propagate(%c: i1, %x: i32) {
  scf.if %c {
    "t.use"(%c) : (i1) -> ()
    scf.if %c {
      "t.use"(%c) : (i1) -> ()
    }
  } else {
    "t.use"(%c) : (i1) -> ()
  }
  "t.use"(%c) : (i1) -> ()
  return
}

func.func @adjacent(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %a = scf.if %c -> i32 {
    "t.a"() : () -> ()
    scf.yield %x : i32
  } else {
    "t.b"() : () -> ()
    scf.yield %y : i32
  }
  %b = scf.if %c -> i32 {
    %s = arith.addi %a, %x : i32
    scf.yield %s : i32
  } else {
    %s = arith.addi %a, %y : i32
    scf.yield %s : i32
  }
  return %a, %b : i32, i32
}

func.func @adjacent_negated(%c: i1) {
  scf.if %c {
    "t.a"() : () -> ()
  }
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "t.b"() : () -> ()
  }
  return
}

func.func @nested(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %i = scf.if %b -> i32 {
      "t.in"() : () -> ()
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %i, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @nested_blocked(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %a -> i32 {
    %i = scf.if %b -> i32 {
      "t.in"() : () -> ()
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %i : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @negated_condition(%c: i1, %x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    "t.a"() : () -> ()
    scf.yield %x : i32
  } else {
    "t.b"() : () -> ()
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @duplicate_results(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    "t.a"() : () -> ()
    scf.yield %x, %x : i32, i32
  } else {
    %s = arith.addi %x, %y : i32
    scf.yield %s, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @locations(%c: i1) {
  scf.if %c {
    "t.use"(%c) : (i1) -> ()
  } loc("if")
  return
}
