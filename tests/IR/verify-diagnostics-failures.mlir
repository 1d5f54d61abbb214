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

// -----

// The first annotation that fits takes every equal diagnostic of its line, so a second equal
// annotation is never matched (upstream's rule).
// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{expected non-function type}}
"test.a"() : () -> (tensor<,tensor<"a.mlir":1:2i0>)

// CHECK: <unknown>:0: error: unexpected error: empty block: expect at least a terminator
// CHECK-NEXT: other.mlir:1:1: error: unexpected error: empty block: expect at least a terminator
// CHECK-NEXT: verify-diagnostics-failures.mlir:7:4: error: expected error "empty block: expect at least a terminator" was not produced
// CHECK-NEXT: // expected{{-}}error @below {{[{][{]}}empty block: expect at least a terminator}}
// CHECK-NEXT: {{^   \^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NEXT: verify-diagnostics-failures.mlir:24:4: error: expected warning "never emitted" was not produced
// CHECK: verify-diagnostics-failures.mlir:32:4: error: expected error "expected non-function type" was not produced
// CHECK-NOT: was not produced
