// How errors are reported: `file:line:col: error: message`, the source line and a caret;
// notes at another place show their own line; exit code 1. Each chunk is its own buffer.
// RUN: not mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

"test.use"(%missing) : (i32) -> ()
// CHECK: diagnostics-output.mlir:[[# @LINE - 1]]:12: error: use of undeclared SSA value name
// CHECK-NEXT: "test.use"(%missing) : (i32) -> ()
// CHECK-NEXT: {{^           \^$}}

// -----

%v = "test.def"() : () -> i32
%v = "test.def"() : () -> i32
// CHECK: diagnostics-output.mlir:[[# @LINE - 1]]:1: error: redefinition of SSA value '%v'
// CHECK-NEXT: %v = "test.def"() : () -> i32
// CHECK-NEXT: {{^\^$}}
// CHECK-NEXT: diagnostics-output.mlir:[[# @LINE - 5]]:1: note: previously defined here
// CHECK-NEXT: %v = "test.def"() : () -> i32
// CHECK-NEXT: {{^\^$}}

// -----

"test.op"() : () -> () loc("elsewhere.mlir":3:4)
"test.op"() ({
^bb0:
  "test.a"() : () -> ()
^bb1:
}) : () -> () loc(callsite("callee.mlir":1:2 at "caller.mlir":5:6))
// CHECK: callee.mlir:1:2: error: empty block: expect at least a terminator
// CHECK-NEXT: caller.mlir:5:6: note: called from

// -----

// A location with no file position is named `<unknown>:0`; a named one is shown after it.
"test.op"() ({
^bb0:
  "test.a"() : () -> ()
^bb1:
}) : () -> () loc("named")
// CHECK: <unknown>:0: error: loc("named"): empty block: expect at least a terminator

// -----

// An op's error carries the "see current operation" note first, then its own notes.
func.func private @twice()
func.func private @twice()
// CHECK: diagnostics-output.mlir:[[# @LINE - 1]]:1: error: redefinition of symbol named 'twice'
// CHECK: diagnostics-output.mlir:[[# @LINE - 2]]:1: note: see current operation:
// CHECK: diagnostics-output.mlir:[[# @LINE - 4]]:1: note: see existing symbol definition here

// -----

func.func @yields(%lb: index) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "test.foo"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// CHECK: error: 'scf.for' op expects regions to end with 'scf.yield', found 'test.foo'
// CHECK: note: see current operation:
// CHECK: note: in custom textual format, the absence of terminator implies 'scf.yield'
