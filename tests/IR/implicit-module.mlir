// A file that is one module is used as it is; anything else is wrapped in a module, unless
// --no-implicit-module asks for exactly one top-level op.
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: not mlir-opt --allow-unregistered-dialect --no-implicit-module --split-input-file %s | FileCheck %s --check-prefix=NOWRAP
// RUN: not mlir-opt --allow-unregistered-dialect --no-implicit-module --split-input-file %s 2>&1 | FileCheck %s --check-prefix=TWO

"test.single"() ({
  "test.inner"() : () -> ()
}) : () -> ()

// -----

"test.first"() : () -> ()
"test.second"() : () -> ()

// TWO: error: source must contain a single top-level operation, found: 2

// CHECK: module {
// CHECK-NEXT:   "test.single"() ({
// CHECK-NEXT:     "test.inner"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.first"() : () -> ()
// CHECK-NEXT:   "test.second"() : () -> ()
// CHECK-NEXT: }

// NOWRAP: "test.single"() ({
// NOWRAP-NEXT:   "test.inner"() : () -> ()
// NOWRAP-NEXT: }) : () -> ()
// NOWRAP-EMPTY:
// NOWRAP-NEXT: {{//}} -----
// NOWRAP-NOT: test.first
