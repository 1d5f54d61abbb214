// RUN: mlir-opt --allow-unregistered-dialect %s --pass-pipeline='builtin.module(print-op-stats)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TABLE
// RUN: mlir-opt --allow-unregistered-dialect %s --pass-pipeline='builtin.module(func.func(print-op-stats{json}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON

// Dialect names right-aligned on the dot, op names left-aligned, counts after a comma.
// TABLE:      Operations encountered:
// TABLE-NEXT: -----------------------
// TABLE-NEXT:     arith.addi     , 2
// TABLE-NEXT:     arith.constant , 1
// TABLE-NEXT:   builtin.module   , 1
// TABLE-NEXT:      func.func     , 2
// TABLE-NEXT:      func.return   , 2
// TABLE-NEXT:        t.op        , 1

// One report per function when nested.
// JSON:      {
// JSON-NEXT:   "arith.addi" : 2,
// JSON-NEXT:   "arith.constant" : 1,
// JSON-NEXT:   "func.func" : 1,
// JSON-NEXT:   "func.return" : 1
// JSON-NEXT: }
// JSON-NEXT: {
// JSON-NEXT:   "func.func" : 1,
// JSON-NEXT:   "func.return" : 1,
// JSON-NEXT:   "t.op" : 1
// JSON-NEXT: }
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %0, %c : i32
  return %1 : i32
}
func.func @g() {
  "t.op"() : () -> ()
  return
}
