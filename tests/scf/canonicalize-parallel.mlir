// scf.parallel canonicalization: a dimension that runs once is dropped (its induction
// variable becomes the lower bound; with none left the body and the reductions are inlined),
// a loop with a dimension that never runs, or whose bounds are one value, gives its initial
// values, and a loop whose body is only a loop without reductions (and whose bounds do not
// use the outer variables) merges with it. Expected output is the reference build's.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

func.func private @use(index, index)
func.func private @use1(index)

// CHECK-LABEL: func.func @collapse(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:     func.call @use(%c3, %arg1) : (index, index) -> ()
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @collapse(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.parallel (%i, %j) = (%c3, %c0) to (%c5, %n) step (%c3, %c1) {
    func.call @use(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}
// CHECK-LABEL: func.func @all_single(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   call @use1(%c0) : (index) -> ()
// CHECK-NEXT:   %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT:   %1 = arith.mulf %arg1, %cst : f32
// CHECK-NEXT:   return %0, %1 : f32, f32
// CHECK-NEXT: }
func.func @all_single(%a: f32, %b: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init(%a, %b) -> (f32, f32) {
    %x = arith.constant 2.0 : f32
    func.call @use1(%i) : (index) -> ()
    scf.reduce(%x, %x : f32, f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: f32, %r: f32):
      %m = arith.mulf %l, %r : f32
      scf.reduce.return %m : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}
// CHECK-LABEL: func.func @zero_trip(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:   return %arg0 : f32
// CHECK-NEXT: }
func.func @zero_trip(%a: f32, %n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %r = scf.parallel (%i, %j) = (%c5, %c1) to (%c3, %n) step (%c1, %c1) init(%a) -> f32 {
    func.call @use(%i, %j) : (index, index) -> ()
    %x = arith.constant 2.0 : f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// CHECK-LABEL: func.func @same_bounds(%arg0: index, %arg1: index) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @same_bounds(%n: index, %m: index) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%n, %c1) to (%n, %m) step (%c1, %c1) {
    func.call @use(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}
// CHECK-LABEL: func.func @merge(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg3, %arg4, %arg5) = (%c0, %c0, %c0) to (%arg0, %arg1, %arg2) step (%c1, %c1, %c1) {
// CHECK-NEXT:     func.call @use(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT:     func.call @use1(%arg5) : (index) -> ()
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @merge(%n: index, %m: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %l) = (%c0, %c0) to (%m, %k) step (%c1, %c1) {
      func.call @use(%i, %j) : (index, index) -> ()
      func.call @use1(%l) : (index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
// CHECK-LABEL: func.func @no_merge(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:     scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:       func.call @use(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @no_merge(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      func.call @use(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
// CHECK-LABEL: func.func @merge_then_collapse(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:     func.call @use(%c0, %arg1) : (index, index) -> ()
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @merge_then_collapse(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      func.call @use(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
// CHECK-LABEL: func.func @ub_is_step(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   call @use1(%c0) : (index) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @ub_is_step(%n: index) {
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%c0) to (%n) step (%n) {
    func.call @use1(%i) : (index) -> ()
    scf.reduce
  }
  return
}
// CHECK-LABEL: func.func @attrs(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:     func.call @use1(%arg1) : (index) -> ()
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @attrs(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    func.call @use1(%j) : (index) -> ()
    scf.reduce
  }
  return
}
// CHECK-LABEL: func.func @partial_with_reduction(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT:     func.call @use(%arg2, %c0) : (index, index) -> ()
// CHECK-NEXT:     scf.reduce(%cst : f32) {
// CHECK-NEXT:     ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:       %1 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:       scf.reduce.return %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @partial_with_reduction(%n: index, %a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) init(%a) -> f32 {
    func.call @use(%i, %j) : (index, index) -> ()
    %x = arith.constant 1.0 : f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// CHECK-LABEL: func.func @inner_reduction(%arg0: index, %arg1: f32) {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:     %0 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT:       func.call @use(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:       scf.reduce(%cst : f32) {
// CHECK-NEXT:       ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT:         %1 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT:         scf.reduce.return %1 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @inner_reduction(%n: index, %a: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.parallel (%j) = (%c0) to (%n) step (%c1) init(%a) -> f32 {
      func.call @use(%i, %j) : (index, index) -> ()
      %x = arith.constant 1.0 : f32
      scf.reduce(%x : f32) {
      ^bb0(%l: f32, %r: f32):
        %s = arith.addf %l, %r : f32
        scf.reduce.return %s : f32
      }
    }
    scf.reduce
  }
  return
}
// CHECK-LABEL: func.func @three_levels(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg1, %arg2, %arg3) = (%c0, %c0, %c0) to (%arg0, %arg0, %arg0) step (%c1, %c1, %c1) {
// CHECK-NEXT:     func.call @use(%arg1, %arg3) : (index, index) -> ()
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @three_levels(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        func.call @use(%i, %k) : (index, index) -> ()
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
