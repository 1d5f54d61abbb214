// --mlir-use-nameloc-as-prefix: a value whose location holds a name takes it as its SSA name
// (the first NameLoc met: in a call site's callee, a fused location's parts, a NameLoc with a
// child), sanitized and uniqued like dialect name hints, and ahead of them. Named results and
// named arguments of non-entry blocks take no number; entry-block arguments keep counting.
// RUN: mlir-opt --allow-unregistered-dialect --mlir-use-nameloc-as-prefix %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-use-nameloc-as-prefix --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @f(%argA: i32, %x_y: i32, %q: i32, %arg3: i32, %d: i32) -> i32
// GENERIC: ^bb0(%argA: i32, %x_y: i32, %q: i32, %arg3: i32, %d: i32):
// OFF-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32) -> i32
func.func @f(%a: i32 loc("argA"), %b: i32 loc("x y"), %c: i32 loc(fused["f.c":1:1, "q"]), %u: i32, %d: i32 loc("d"("f.c":1:2))) -> i32 {
  // CHECK-NEXT: %sum = arith.addi %argA, %x_y : i32
  // GENERIC: %sum = "arith.addi"(%argA, %x_y)
  // OFF: %0 = arith.addi %arg0, %arg1 : i32
  %0 = arith.addi %a, %b : i32 loc("sum")
  // CHECK-NEXT: %sum_0 = arith.addi %sum, %x_y : i32
  %1 = arith.addi %0, %b : i32 loc("sum")
  // CHECK-NEXT: %_3x = arith.constant 3 : i32
  // OFF: %c3_i32 = arith.constant 3 : i32
  %2 = arith.constant 3 : i32 loc("3x")
  // CHECK-NEXT: %pair:2 = "t.two"() : () -> (i32, i32)
  %3:2 = "t.two"() : () -> (i32, i32) loc("pair")
  // CHECK-NEXT: %cs = arith.muli %_3x, %pair#1 : i32
  %4 = arith.muli %2, %3#1 : i32 loc(callsite("cs" at "g.c":1:1))
  // CHECK-NEXT: %d_1 = arith.muli %cs, %d : i32
  %5 = arith.muli %4, %d : i32 loc("d"("f.c":1:2))
  // CHECK-NEXT: %0 = arith.muli %d_1, %d : i32
  %6 = arith.muli %5, %d : i32 loc("")
  // CHECK-NEXT: %sum_0_2 = arith.muli %0, %d : i32
  %7 = arith.muli %6, %d : i32 loc("sum_0")
  // CHECK-NEXT: %a.b-c$d = arith.muli %sum_0_2, %arg3 : i32
  %8 = arith.muli %7, %u : i32 loc("a.b-c$d")
  // CHECK-NEXT: %1 = arith.muli %a.b-c$d, %d : i32
  %9 = arith.muli %8, %d : i32
  // CHECK-NEXT: cf.br ^bb1(%1, %1 : i32, i32)
  cf.br ^bb1(%9, %9 : i32, i32)
// CHECK-NEXT: ^bb1(%zz: i32, %2: i32):
^bb1(%z: i32 loc("zz"), %y: i32):
  // CHECK-NEXT: %3 = arith.addi %zz, %2 : i32
  %10 = arith.addi %z, %y : i32
  return %10 : i32
}
