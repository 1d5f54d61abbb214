// A pass given as its own flag takes its options after `=`, written as between braces in a
// pipeline. An unknown option and a value that does not parse fail as in the reference build:
// the value's error printed by the command-line library, then two errors.
// RUN: mlir-opt '--canonicalize=max-iterations=3 top-down=false' %s | FileCheck %s
// RUN: mlir-opt --canonicalize= %s | FileCheck %s
// RUN: not mlir-opt --canonicalize=bogus %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not mlir-opt --cse=depth=2 %s 2>&1 | FileCheck %s --check-prefix=NOOPTIONS
// RUN: not mlir-opt --canonicalize=max-iterations=abc %s 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not mlir-opt --pass-pipeline='builtin.module(canonicalize{top-down=maybe})' %s 2>&1 | FileCheck %s --check-prefix=PIPELINE

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32

// UNKNOWN:      <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// UNKNOWN-EMPTY:
// UNKNOWN-NEXT: <unknown>:0: error: failed to add `canonicalize` with options `bogus`

// NOOPTIONS:      <unknown>:0: error: <Pass-Options-Parser>: no such option depth
// NOOPTIONS-EMPTY:
// NOOPTIONS-NEXT: <unknown>:0: error: failed to add `cse` with options `depth=2`

// VALUE:      mlir-opt: for the --max-iterations option: 'abc' value invalid for long argument!
// VALUE-NEXT: <unknown>:0: error: {{$}}
// VALUE-NEXT: <unknown>:0: error: failed to add `canonicalize` with options `max-iterations=abc`

// PIPELINE:      mlir-opt: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// PIPELINE-NEXT: <unknown>:0: error: {{$}}
// PIPELINE-NEXT: failed to add `canonicalize` with options `top-down=maybe`

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
