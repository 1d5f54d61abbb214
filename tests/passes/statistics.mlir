// --mlir-pass-statistics: the passes and their statistics after the run, as the pipeline
// nests them or (list) merged by pass name. cse's counts are those of its last run (per op
// it ran on), symbol-dce's add up, as upstream's (run on one thread).
// RUN: mlir-opt --mlir-pass-statistics --pass-pipeline='builtin.module(symbol-dce,func.func(cse,loop-invariant-code-motion),cse)' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE --match-full-lines --strict-whitespace
// RUN: mlir-opt --mlir-pass-statistics --mlir-pass-statistics-display=list --pass-pipeline='builtin.module(symbol-dce,func.func(cse,loop-invariant-code-motion),cse)' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST --match-full-lines --strict-whitespace
// RUN: mlir-opt --mlir-pass-statistics --cse --symbol-dce %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAT --match-full-lines --strict-whitespace
// RUN: mlir-opt --mlir-pass-statistics %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --match-full-lines --strict-whitespace
// RUN: not mlir-opt --mlir-pass-statistics-display=tree %s 2>&1 | FileCheck %s --check-prefix=BAD

// PIPE:===-------------------------------------------------------------------------===
// PIPE-NEXT:                         ... Pass statistics report ...
// PIPE-NEXT:===-------------------------------------------------------------------------===
// PIPE-NEXT:SymbolDCEPass
// PIPE-NEXT:  (S) 1 num-dce'd - Number of symbols DCE'd
// PIPE-NEXT:'func.func' Pipeline
// PIPE-NEXT:  CSEPass
// PIPE-NEXT:    (S) 0 num-cse'd - Number of operations CSE'd
// PIPE-NEXT:    (S) 1 num-dce'd - Number of operations DCE'd
// PIPE-NEXT:  LoopInvariantCodeMotionPass
// PIPE-NEXT:CSEPass
// PIPE-NEXT:  (S) 0 num-cse'd - Number of operations CSE'd
// PIPE-NEXT:  (S) 0 num-dce'd - Number of operations DCE'd
// PIPE-EMPTY:

// LIST:===-------------------------------------------------------------------------===
// LIST-NEXT:                         ... Pass statistics report ...
// LIST-NEXT:===-------------------------------------------------------------------------===
// LIST-NEXT:  CSEPass
// LIST-NEXT:    (S) 0 num-cse'd - Number of operations CSE'd
// LIST-NEXT:    (S) 1 num-dce'd - Number of operations DCE'd
// LIST-NEXT:  SymbolDCEPass
// LIST-NEXT:    (S) 1 num-dce'd - Number of symbols DCE'd
// LIST-EMPTY:

// FLAT:CSEPass
// FLAT-NEXT:  (S) 1 num-cse'd - Number of operations CSE'd
// FLAT-NEXT:  (S) 2 num-dce'd - Number of operations DCE'd
// FLAT-NEXT:SymbolDCEPass
// FLAT-NEXT:  (S) 1 num-dce'd - Number of symbols DCE'd
// FLAT-EMPTY:

// NONE:===-------------------------------------------------------------------------===
// NONE-NEXT:                         ... Pass statistics report ...
// NONE-NEXT:===-------------------------------------------------------------------------===
// NONE-EMPTY:

// BAD: for the --mlir-pass-statistics-display option: Cannot find option named 'tree'!

func.func private @dead()
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.muli %0, %0 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}
