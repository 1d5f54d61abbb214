// Canonicalization of scf.for through upstream's region-branch patterns: iter args that only
// ever hold one value from outside the loop are replaced by it, iter args fed the same values
// merge, unused results go with their iter args and yielded values, and a loop whose trip
// count is known (constant bounds, `ub = lb + c` with nsw/nuw, 0 to the step itself) is
// removed (no iteration) or inlined (one iteration, the induction variable becoming the lower
// bound). A zero or negative (signed) step leaves the trip count unknown.
// Expected output is the reference build's for this input.
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOC

// LOC-LABEL: func.func @locations
// LOC-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc("body")
// LOC-NEXT: return %0 : i32

// CHECK-LABEL: func.func @forwarded(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT:     %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg3, %0, %arg3 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_result(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT:   %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32) {
// CHECK-NEXT:     %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT:     %2 = arith.muli %arg7, %arg7 : i32
// CHECK-NEXT:     "t.use"(%2) : (i32) -> ()
// CHECK-NEXT:     scf.yield %1, %2 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @duplicate(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:     %1 = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_trip(%arg0: i32, %arg1: index, %arg2: index) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %0 = scf.for %arg3 = %c0 to %c4 step %c-1 iter_args(%arg4 = %arg0) -> (i32) {
// CHECK-NEXT:     %2 = arith.addi %arg4, %arg4 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = scf.for %arg3 = %c0 to %c4 step %c0 iter_args(%arg4 = %arg0) -> (i32) {
// CHECK-NEXT:     %2 = arith.addi %arg4, %arg4 : i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0, %arg0, %0, %1 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_trip(%arg0: i32, %arg1: index) -> (i32, i32) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   "t.use"(%c0) : (index) -> ()
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   "t.use"(%arg1) : (index) -> ()
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_flags(%arg0: i32, %arg1: index) -> i32 {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = arith.addi %arg1, %c3 : index
// CHECK-NEXT:   scf.for %arg2 = %arg1 to %0 step %c4 {
// CHECK-NEXT:     "t.use"(%arg2) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_body(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unsigned(%arg0: i8) -> (i8, i8) {
// CHECK-NEXT:   %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:   %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT:   %c100_i8 = arith.constant 100 : i8
// CHECK-NEXT:   %0 = scf.for unsigned %arg1 = %c100_i8 to %c-56_i8 step %c1_i8 iter_args(%arg2 = %arg0) -> (i8)  : i8 {
// CHECK-NEXT:     %1 = arith.addi %arg2, %arg1 : i8
// CHECK-NEXT:     scf.yield %1 : i8
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg0 : i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_results(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     "t.use"(%arg3) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_cycle(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT:   %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32) {
// CHECK-NEXT:     %1 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT:     %2 = arith.muli %arg7, %1 : i32
// CHECK-NEXT:     scf.yield %1, %2 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @step_is_bound(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @locations(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }

func.func @forwarded(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    %n = arith.addi %b, %b : i32
    scf.yield %a, %n, %x : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

func.func @unused_result(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %n = arith.addi %a, %a : i32
    %m = arith.muli %b, %b : i32
    "t.use"(%m) : (i32) -> ()
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}

func.func @duplicate(%lb: index, %ub: index, %s: index, %x: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %n = arith.addi %a, %b : i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @zero_trip(%x: i32, %lb: index, %s: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  %r0 = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  %r1 = scf.for %i = %lb to %lb step %s iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  %r2 = scf.for %i = %c0 to %c4 step %cm1 iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  %r3 = scf.for %i = %c0 to %c4 step %c0 iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}

func.func @single_trip(%x: i32, %lb: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c3 step %c4 iter_args(%a = %x) -> (i32) {
    "t.use"(%i) : (index) -> ()
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  %ub = arith.addi %lb, %c3 overflow<nsw> : index
  %r2 = scf.for %i = %lb to %ub step %c4 iter_args(%a = %r) -> (i32) {
    "t.use"(%i) : (index) -> ()
    %n = arith.muli %a, %a : i32
    scf.yield %n : i32
  }
  return %r, %r2 : i32, i32
}

func.func @no_flags(%x: i32, %lb: index) -> i32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c3 : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%a = %x) -> (i32) {
    "t.use"(%i) : (index) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @empty_body(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %x) -> (i32) {
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @unsigned(%x: i8) -> (i8, i8) {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %cm56 = arith.constant -56 : i8
  %c100 = arith.constant 100 : i8
  %r0 = scf.for unsigned %i = %c100 to %cm56 step %c1 iter_args(%a = %x) -> (i8) : i8 {
    %n = arith.addi %a, %i : i8
    scf.yield %n : i8
  }
  %r1 = scf.for %i = %c100 to %cm56 step %c1 iter_args(%a = %x) -> (i8) : i8 {
    %n = arith.addi %a, %i : i8
    scf.yield %n : i8
  }
  return %r0, %r1 : i8, i8
}

func.func @no_results(%lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %s {
    "t.use"(%i) : (index) -> ()
  }
  scf.for %i = %c0 to %c0 step %s {
    "t.use"(%i) : (index) -> ()
  }
  return
}

func.func @dead_cycle(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %n = arith.addi %a, %a : i32
    %m = arith.muli %b, %n : i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}

func.func @step_is_bound(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %n step %n iter_args(%a = %x) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %s = arith.addi %a, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @locations(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32 loc("body")
    scf.yield %s : i32 loc("yield")
  } loc("loop")
  return %r : i32
}
