// RUN: not mlir-opt --pass-pipeline='builtin.module(cse, nope)' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not mlir-opt --pass-pipeline='cse' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not mlir-opt --pass-pipeline='builtin.module(cse))' %s 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not mlir-opt --pass-pipeline='builtin.module(cse{depth=2})' %s 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not mlir-opt --cse --pass-pipeline='builtin.module(cse)' %s 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not mlir-opt --pass-pipeline='func.func(cse)' %s 2>&1 | FileCheck %s --check-prefix=RUNANCHOR
// RUN: not mlir-opt --pass-pipeline='builtin.module(func.func(symbol-dce))' %s 2>&1 | FileCheck %s --check-prefix=NOTABLE

// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:6: error: 'nope' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: cse, nope
// UNKNOWN-NEXT: {{^     \^$}}
// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// PAREN: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option depth
// OPTION: failed to add `cse` with options `depth=2`
// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options
// RUNANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op
// NOTABLE: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// NOTABLE: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
func.func @one() { return }
func.func @two() { return }
