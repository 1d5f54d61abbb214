// A fused location is built as upstream's FusedLoc::get builds it: nested fused locations
// with the same metadata are flattened, unknown and repeated locations dropped, and a single
// location left without metadata is that location itself (also for block arguments).
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s

// CHECK: func.func @args(%arg0: i32 loc("q"), %arg1: i32 loc(unknown))
func.func @args(%q: i32 loc(fused["q"]), %e: i32 loc(fused[])) {
  return
}
// CHECK: "t.one"() : () -> () loc("q")
"t.one"() : () -> () loc(fused["q"])
// CHECK: "t.empty"() : () -> () loc(unknown)
"t.empty"() : () -> () loc(fused[])
// CHECK: "t.repeated"() : () -> () loc("a")
"t.repeated"() : () -> () loc(fused["a", "a"])
// CHECK: "t.with_unknown"() : () -> () loc("a")
"t.with_unknown"() : () -> () loc(fused[unknown, "a"])
// CHECK: "t.nested"() : () -> () loc(fused["a", "b", "c"])
"t.nested"() : () -> () loc(fused["a", fused["b", "c"]])
// CHECK: "t.meta_one"() : () -> () loc(fused<"m">["a"])
"t.meta_one"() : () -> () loc(fused<"m">["a"])
// CHECK: "t.same_meta"() : () -> () loc(fused<"m">["a", "b"])
"t.same_meta"() : () -> () loc(fused<"m">[fused<"m">["a"], "b"])
// CHECK: "t.other_meta"() : () -> () loc(fused<"m">[fused<"n">["a"], "b"])
"t.other_meta"() : () -> () loc(fused<"m">[fused<"n">["a"], "b"])
// CHECK: "t.meta_empty"() : () -> () loc(fused<"m">[unknown])
"t.meta_empty"() : () -> () loc(fused<"m">[])
// CHECK: "t.meta_unknown"() : () -> () loc(fused<"m">[unknown])
"t.meta_unknown"() : () -> () loc(fused<"m">[unknown])
// CHECK: "t.unknown"() : () -> () loc(unknown)
"t.unknown"() : () -> () loc(fused[unknown])
// CHECK: "t.inner_meta"() : () -> () loc(fused["a", fused<"m">["b"]])
"t.inner_meta"() : () -> () loc(fused["a", fused<"m">["b"]])
