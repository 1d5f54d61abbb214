// Splitting: only the exact marker splits; look-alikes get upstream's "near miss" warning at
// the character after them; chunk outputs are joined with the marker.
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

"test.first"() : () -> ()
// ---
"test.same_chunk"() : () -> ()

// -----

"test.second"() : () -> ()

// CHECK: split-markers.mlir:6:7: warning: near miss with file split marker
// CHECK-NEXT: {{^//}} ---
// CHECK-NEXT: {{^      \^$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.first"() : () -> ()
// CHECK-NEXT:   "test.same_chunk"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.second"() : () -> ()
// CHECK-NEXT: }
