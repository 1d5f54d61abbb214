// Canonicalization of scf.while: after-region arguments fed the condition become true, a
// comparison repeating the condition's (or its inverse) on a forwarded operand becomes a
// constant made before the loop, the condition forwards the before-region arguments in block
// order, an scf.if on the condition right before scf.condition moves into the after region,
// then upstream's region-branch patterns (loop-invariant and duplicate arguments, unused
// results, a false condition inlining the before region).
// Expected output is the reference build's for this input.
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOC

// LOC-LABEL: func.func @locations
// LOC-NEXT: %false = arith.constant false loc("again")
// LOC: } loc("loop")

// CHECK-LABEL: func.func @condition_truth(%arg0: i32) -> i32 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "t.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     "t.use"(%true) : (i1) -> ()
// CHECK-NEXT:     %1 = "t.next"(%arg1, %true) : (i32, i1) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = arith.cmpi sgt, %arg2, %arg1 : i32
// CHECK-NEXT:     "t.use"(%true, %false, %1) : (i1, i1, i1) -> ()
// CHECK-NEXT:     %2 = "t.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:   %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT:     %1 = "t.cond"(%arg2, %arg3) : (i32, f32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2, %arg3 : i32, f32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT:     %1:2 = "t.next"(%arg2, %arg3) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     scf.yield %1#0, %1#1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : i32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @move_if_down(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0:2 = scf.while (%arg2 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT:     %1 = "t.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     %2 = arith.muli %arg2, %arg1 : i32
// CHECK-NEXT:     scf.condition(%1) %arg2, %2 : i32, i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:     %1 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT:     %2 = "t.next"(%1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @invariant(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "t.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "t.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @duplicates(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "t.cond"(%arg1, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = "t.next"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @false_condition(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @locations(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     "t.use"(%false) : (i1) -> ()
// CHECK-NEXT:     %1 = "t.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }

func.func @condition_truth(%x: i32) -> i32 {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i1) {
    %c = "t.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %c : i32, i1
  } do {
  ^bb0(%p: i32, %q: i1):
    "t.use"(%q) : (i1) -> ()
    %n = "t.next"(%p, %q) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

func.func @cmp_cond(%x: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %lim : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    %c2 = arith.cmpi slt, %p, %lim : i32
    %c3 = arith.cmpi sge, %p, %lim : i32
    %c4 = arith.cmpi sgt, %p, %lim : i32
    "t.use"(%c2, %c3, %c4) : (i1, i1, i1) -> ()
    %n = "t.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @align(%x: i32, %y: f32) -> (i32, f32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
    %c = "t.cond"(%a, %b) : (i32, f32) -> i1
    scf.condition(%c) %b, %a : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n:2 = "t.next"(%q, %p) : (i32, f32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %r#1, %r#0 : i32, f32
}

func.func @move_if_down(%x: i32, %y: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "t.cond"(%a) : (i32) -> i1
    %m = arith.muli %a, %y : i32
    %v = scf.if %c -> (i32) {
      %s = arith.addi %m, %a : i32
      scf.yield %s : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%p: i32):
    %n = "t.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @invariant(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "t.cond"(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "t.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @duplicates(%x: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %c = "t.cond"(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "t.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @false_condition(%x: i32) -> i32 {
  %false = arith.constant false
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %n = arith.addi %a, %a : i32
    scf.condition(%false) %n : i32
  } do {
  ^bb0(%p: i32):
    "t.use"(%p) : (i32) -> ()
    scf.yield %p : i32
  }
  return %r : i32
}

func.func @locations(%x: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %lim : i32 loc("cond")
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    %c2 = arith.cmpi sge, %p, %lim : i32 loc("again")
    "t.use"(%c2) : (i1) -> ()
    %n = "t.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  } loc("loop")
  return %r : i32
}
