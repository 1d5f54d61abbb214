// RUN: mlir-opt --strip-debuginfo --mlir-print-debuginfo %s | FileCheck %s

// CHECK:      #[[UNKNOWN:.*]] = loc(unknown)
// CHECK-NOT:  loc("
// CHECK:      func.func @f(%arg0: i32 loc(unknown)) {
// CHECK-NEXT:   return loc(#[[UNKNOWN]])
// CHECK-NEXT: } loc(#[[UNKNOWN]])
func.func @f(%a: i32 loc("arg")) {
  return loc("file.mlir":3:4)
} loc(fused["a", "b"])
