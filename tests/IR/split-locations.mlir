// The implicit module of a chunk after a split marker is located where the chunk starts (just
// after the marker); the first chunk's is at 0:0. Aliases of a fused location's parts are
// numbered in the order they print (metadata first).
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo %s | FileCheck %s

"test.first"() : () -> ()
// CHECK: #loc = loc("{{.*}}split-locations.mlir":0:0)

// -----
"test.second"() {a = loc(fused<loc("nested")>["t.mlir":10:8])} : () -> ()
// CHECK: #loc2 = loc("nested")
// CHECK-NEXT: #loc3 = loc("t.mlir":10:8)
// CHECK-NEXT: #loc4 = loc(fused<#loc2>[#loc3])
// CHECK: #loc = loc("{{.*}}split-locations.mlir":[[# @LINE - 5]]:9)
