// RUN: mlir-opt %s --mlir-print-ir-after-all --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: mlir-opt %s --mlir-print-ir-before-all --mlir-print-ir-module-scope --pass-pipeline='builtin.module(func.func(cse))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: mlir-opt %s --mlir-print-ir-after-all --mlir-print-ir-after-change --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE

// RUN: not mlir-opt %s --mlir-print-ir-after-failure --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=FAILURE

// A nested pass dumps the op it ran on, a top-level one the module.
// AFTER:      // -----// IR Dump After CSEPass: cse //----- //
// AFTER-NEXT: func.func @twice(%arg0: i32) -> i32 {
// AFTER-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// AFTER-NEXT:   return %0 : i32
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After SymbolDCEPass: symbol-dce //----- //
// AFTER-NEXT: module {

// SCOPE:      // -----// IR Dump Before CSEPass: cse ('func.func' operation: @twice) //----- //
// SCOPE-NEXT: module {

// The error comes first, then the IR the failed pass left.
// FAILURE:      error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// FAILURE:      // -----// IR Dump After SymbolDCEPass Failed: symbol-dce //----- //
// FAILURE-NEXT: func.func @twice

// Only cse changes anything here.
// CHANGE:     IR Dump After CSEPass: cse
// CHANGE-NOT: IR Dump After SymbolDCEPass
func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}

// RUN: mlir-opt %s --mlir-print-ir-after-all --loop-invariant-code-motion --print-op-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=ORDER
// A pass's report comes between the dumps, and a pass with options shows them in its header.
// ORDER:      IR Dump After LoopInvariantCodeMotionPass: loop-invariant-code-motion //
// ORDER:      Operations encountered:
// ORDER:      IR Dump After PrintOpStatsPass: print-op-stats{json=false} //
