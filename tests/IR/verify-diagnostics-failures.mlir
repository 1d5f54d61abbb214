// What --verify-diagnostics reports: unexpected diagnostics as they come (`<unknown>:0` when
// the location has no file position, no source line for another file), then every expectation
// nothing produced, after all chunks; exit code 1.
// RUN: not mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s 2>&1 | FileCheck %s


// expected-error @below {{empty block: expect at least a terminator}}
"test.op"() ({
^bb0:
  "test.a"() : () -> ()
^bb1:
}) : () -> () loc(unknown)

// -----

"test.op"() ({
^bb0:
  "test.a"() : () -> ()
^bb1:
}) : () -> () loc("other.mlir":1:1)

// -----

// expected-warning @+1 {{never emitted}}
"test.fine"() : () -> ()

// CHECK: <unknown>:0: error: unexpected error: empty block: expect at least a terminator
// CHECK-NEXT: other.mlir:1:1: error: unexpected error: empty block: expect at least a terminator
// CHECK-NEXT: verify-diagnostics-failures.mlir:7:4: error: expected error "empty block: expect at least a terminator" was not produced
// CHECK-NEXT: // expected{{-}}error @below {{[{][{]}}empty block: expect at least a terminator}}
// CHECK-NEXT: {{^   \^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NEXT: verify-diagnostics-failures.mlir:24:4: error: expected warning "never emitted" was not produced
// CHECK-NOT: was not produced
