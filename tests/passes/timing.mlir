// --mlir-timing: the execution time report at exit, as a tree of the tool's phases, the
// passes as the pipeline nests them and the analyses they computed, or (list) merged by name.
// The times vary; the layout does not.
// RUN: mlir-opt --mlir-timing --pass-pipeline='builtin.module(func.func(cse,loop-invariant-code-motion),cse)' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TREE --match-full-lines --strict-whitespace
// RUN: mlir-opt --mlir-timing --mlir-timing-display=list --pass-pipeline='builtin.module(func.func(cse),cse)' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST --match-full-lines --strict-whitespace

// TREE:===-------------------------------------------------------------------------===
// TREE-NEXT:                         ... Execution time report ...
// TREE-NEXT:===-------------------------------------------------------------------------===
// TREE-NEXT:  Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE-EMPTY:
// TREE-NEXT:  ----Wall Time----  ----Name----
// TREE-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Parser
// TREE-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  'func.func' Pipeline
// TREE-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)    CSEPass
// TREE-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)      (A) DominanceInfo
// TREE-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)    LoopInvariantCodeMotionPass
// TREE-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  CSEPass
// TREE-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)    (A) DominanceInfo
// TREE-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Output
// TREE-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Rest
// TREE-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} (100.0%)  Total

// LIST:  ----Wall Time----  ----Name----
// LIST-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} (100.0%)  root
// LIST-DAG:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Parser
// LIST-DAG:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Output
// LIST-DAG:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  'func.func' Pipeline
// LIST-DAG:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  CSEPass
// LIST-DAG:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  (A) DominanceInfo
// LIST:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} ({{ *[0-9]+\.[0-9]}}%)  Rest
// LIST-NEXT:{{ +[0-9]+\.[0-9][0-9][0-9][0-9]}} (100.0%)  Total

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
