// Location forms, location aliases (including ones defined after use), block argument
// locations, and how each prints with and without debug info.
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo < %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic < %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo < %s | FileCheck %s --check-prefix=PRETTY
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope < %s | FileCheck %s --check-prefix=LOCAL

#early = loc("early.mlir":7:8)
"test.file"() : () -> () loc("a.mlir":1:2)
"test.range_line"() : () -> () loc("a.mlir":1:2 to :9)
"test.range_lines"() : () -> () loc("a.mlir":1:2 to 3:4)
"test.name"() : () -> () loc("just a name")
"test.name_child"() : () -> () loc("outer"("b.mlir":5:6))
"test.callsite"() : () -> () loc(callsite("callee" at "caller.mlir":10:20))
"test.callsite_nested"() : () -> () loc(callsite(callsite("a" at "b":1:1) at "c":2:2))
"test.fused"() : () -> () loc(fused["x.mlir":1:1, "y"])
"test.fused_meta"() : () -> () loc(fused<"meta">["x.mlir":1:1, "z"])
"test.fused_dict"() : () -> () loc(fused<{k = 1 : i32}>["w"])
"test.unknown"() : () -> () loc(unknown)
"test.alias_early"() : () -> () loc(#early)
"test.alias_late"() : () -> () loc(#late)
"test.shared"() : () -> () loc("a.mlir":1:2)
"test.escaped"() : () -> () loc("quote\"d":1:1)
"test.args"() ({
^bb0(%a: i32 loc("arg.mlir":1:1), %b: i32 loc(#late), %c: i32):
  "test.end"() : () -> ()
}) : () -> ()
"test.default"() : () -> ()
"test.line_only"() : () -> () loc("f.mlir":4)
"test.line_col0"() : () -> () loc("f.mlir":4:0)
"test.same_range"() : () -> () loc("f.mlir":4:5 to 4:5)
#late = loc("late.mlir":3:3)





// CHECK: #loc17 = loc("late.mlir":3:3)
// CHECK-NEXT: #loc20 = loc("arg.mlir":1:1)
// CHECK-NEXT: #loc21 = loc("<stdin>":25:55)
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.file"() : () -> () loc(#loc1)
// CHECK-NEXT:   "test.range_line"() : () -> () loc(#loc2)
// CHECK-NEXT:   "test.range_lines"() : () -> () loc(#loc3)
// CHECK-NEXT:   "test.name"() : () -> () loc(#loc4)
// CHECK-NEXT:   "test.name_child"() : () -> () loc(#loc27)
// CHECK-NEXT:   "test.callsite"() : () -> () loc(#loc28)
// CHECK-NEXT:   "test.callsite_nested"() : () -> () loc(#loc33)
// CHECK-NEXT:   "test.fused"() : () -> () loc(#loc30)
// CHECK-NEXT:   "test.fused_meta"() : () -> () loc(#loc31)
// CHECK-NEXT:   "test.fused_dict"() : () -> () loc(#loc32)
// CHECK-NEXT:   "test.unknown"() : () -> () loc(#loc15)
// CHECK-NEXT:   "test.alias_early"() : () -> () loc(#loc16)
// CHECK-NEXT:   "test.alias_late"() : () -> () loc(#loc17)
// CHECK-NEXT:   "test.shared"() : () -> () loc(#loc1)
// CHECK-NEXT:   "test.escaped"() : () -> () loc(#loc18)
// CHECK-NEXT:   "test.args"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":1:1), %arg1: i32 loc("late.mlir":3:3), %arg2: i32 loc("<stdin>":25:55)):
// CHECK-NEXT:     "test.end"() : () -> () loc(#loc22)
// CHECK-NEXT:   }) : () -> () loc(#loc19)
// CHECK-NEXT:   "test.default"() : () -> () loc(#loc23)
// CHECK-NEXT:   "test.line_only"() : () -> () loc(#loc24)
// CHECK-NEXT:   "test.line_col0"() : () -> () loc(#loc25)
// CHECK-NEXT:   "test.same_range"() : () -> () loc(#loc26)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("<stdin>":0:0)
// CHECK-NEXT: #loc1 = loc("a.mlir":1:2)
// CHECK-NEXT: #loc2 = loc("a.mlir":1:2 to :9)
// CHECK-NEXT: #loc3 = loc("a.mlir":1:2 to 3:4)
// CHECK-NEXT: #loc4 = loc("just a name")
// CHECK-NEXT: #loc5 = loc("b.mlir":5:6)
// CHECK-NEXT: #loc6 = loc("callee")
// CHECK-NEXT: #loc7 = loc("caller.mlir":10:20)
// CHECK-NEXT: #loc8 = loc("a")
// CHECK-NEXT: #loc9 = loc("b":1:1)
// CHECK-NEXT: #loc10 = loc("c":2:2)
// CHECK-NEXT: #loc11 = loc("x.mlir":1:1)
// CHECK-NEXT: #loc12 = loc("y")
// CHECK-NEXT: #loc13 = loc("z")
// CHECK-NEXT: #loc14 = loc("w")
// CHECK-NEXT: #loc15 = loc(unknown)
// CHECK-NEXT: #loc16 = loc("early.mlir":7:8)
// CHECK-NEXT: #loc18 = loc("quote\22d":1:1)
// CHECK-NEXT: #loc19 = loc("<stdin>":24:1)
// CHECK-NEXT: #loc22 = loc("<stdin>":26:3)
// CHECK-NEXT: #loc23 = loc("<stdin>":28:1)
// CHECK-NEXT: #loc24 = loc("f.mlir":4:0)
// CHECK-NEXT: #loc25 = loc("f.mlir":4:0)
// CHECK-NEXT: #loc26 = loc("f.mlir":4:5)
// CHECK-NEXT: #loc27 = loc("outer"(#loc5))
// CHECK-NEXT: #loc28 = loc(callsite(#loc6 at #loc7))
// CHECK-NEXT: #loc29 = loc(callsite(#loc8 at #loc9))
// CHECK-NEXT: #loc30 = loc(fused[#loc11, #loc12])
// CHECK-NEXT: #loc31 = loc(fused<"meta">[#loc11, #loc13])
// CHECK-NEXT: #loc32 = loc(fused<{k = 1 : i32}>[#loc14])
// CHECK-NEXT: #loc33 = loc(callsite(#loc29 at #loc10))

// GENERIC: #loc17 = loc("late.mlir":3:3)
// GENERIC-NEXT: #loc20 = loc("arg.mlir":1:1)
// GENERIC-NEXT: #loc21 = loc("<stdin>":25:55)
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "test.file"() : () -> () loc(#loc1)
// GENERIC-NEXT:   "test.range_line"() : () -> () loc(#loc2)
// GENERIC-NEXT:   "test.range_lines"() : () -> () loc(#loc3)
// GENERIC-NEXT:   "test.name"() : () -> () loc(#loc4)
// GENERIC-NEXT:   "test.name_child"() : () -> () loc(#loc27)
// GENERIC-NEXT:   "test.callsite"() : () -> () loc(#loc28)
// GENERIC-NEXT:   "test.callsite_nested"() : () -> () loc(#loc33)
// GENERIC-NEXT:   "test.fused"() : () -> () loc(#loc30)
// GENERIC-NEXT:   "test.fused_meta"() : () -> () loc(#loc31)
// GENERIC-NEXT:   "test.fused_dict"() : () -> () loc(#loc32)
// GENERIC-NEXT:   "test.unknown"() : () -> () loc(#loc15)
// GENERIC-NEXT:   "test.alias_early"() : () -> () loc(#loc16)
// GENERIC-NEXT:   "test.alias_late"() : () -> () loc(#loc17)
// GENERIC-NEXT:   "test.shared"() : () -> () loc(#loc1)
// GENERIC-NEXT:   "test.escaped"() : () -> () loc(#loc18)
// GENERIC-NEXT:   "test.args"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":1:1), %arg1: i32 loc("late.mlir":3:3), %arg2: i32 loc("<stdin>":25:55)):
// GENERIC-NEXT:     "test.end"() : () -> () loc(#loc22)
// GENERIC-NEXT:   }) : () -> () loc(#loc19)
// GENERIC-NEXT:   "test.default"() : () -> () loc(#loc23)
// GENERIC-NEXT:   "test.line_only"() : () -> () loc(#loc24)
// GENERIC-NEXT:   "test.line_col0"() : () -> () loc(#loc25)
// GENERIC-NEXT:   "test.same_range"() : () -> () loc(#loc26)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// GENERIC-NEXT: #loc = loc("<stdin>":0:0)
// GENERIC-NEXT: #loc1 = loc("a.mlir":1:2)
// GENERIC-NEXT: #loc2 = loc("a.mlir":1:2 to :9)
// GENERIC-NEXT: #loc3 = loc("a.mlir":1:2 to 3:4)
// GENERIC-NEXT: #loc4 = loc("just a name")
// GENERIC-NEXT: #loc5 = loc("b.mlir":5:6)
// GENERIC-NEXT: #loc6 = loc("callee")
// GENERIC-NEXT: #loc7 = loc("caller.mlir":10:20)
// GENERIC-NEXT: #loc8 = loc("a")
// GENERIC-NEXT: #loc9 = loc("b":1:1)
// GENERIC-NEXT: #loc10 = loc("c":2:2)
// GENERIC-NEXT: #loc11 = loc("x.mlir":1:1)
// GENERIC-NEXT: #loc12 = loc("y")
// GENERIC-NEXT: #loc13 = loc("z")
// GENERIC-NEXT: #loc14 = loc("w")
// GENERIC-NEXT: #loc15 = loc(unknown)
// GENERIC-NEXT: #loc16 = loc("early.mlir":7:8)
// GENERIC-NEXT: #loc18 = loc("quote\22d":1:1)
// GENERIC-NEXT: #loc19 = loc("<stdin>":24:1)
// GENERIC-NEXT: #loc22 = loc("<stdin>":26:3)
// GENERIC-NEXT: #loc23 = loc("<stdin>":28:1)
// GENERIC-NEXT: #loc24 = loc("f.mlir":4:0)
// GENERIC-NEXT: #loc25 = loc("f.mlir":4:0)
// GENERIC-NEXT: #loc26 = loc("f.mlir":4:5)
// GENERIC-NEXT: #loc27 = loc("outer"(#loc5))
// GENERIC-NEXT: #loc28 = loc(callsite(#loc6 at #loc7))
// GENERIC-NEXT: #loc29 = loc(callsite(#loc8 at #loc9))
// GENERIC-NEXT: #loc30 = loc(fused[#loc11, #loc12])
// GENERIC-NEXT: #loc31 = loc(fused<"meta">[#loc11, #loc13])
// GENERIC-NEXT: #loc32 = loc(fused<{k = 1 : i32}>[#loc14])
// GENERIC-NEXT: #loc33 = loc(callsite(#loc29 at #loc10))

// PRETTY: #loc17 = late.mlir:3:3
// PRETTY-NEXT: #loc20 = arg.mlir:1:1
// PRETTY-NEXT: #loc21 = <stdin>:25:55
// PRETTY-NEXT: module {
// PRETTY-NEXT:   "test.file"() : () -> () a.mlir:1:2
// PRETTY-NEXT:   "test.range_line"() : () -> () a.mlir:1:2 to :9
// PRETTY-NEXT:   "test.range_lines"() : () -> () a.mlir:1:2 to 3:4
// PRETTY-NEXT:   "test.name"() : () -> () "just a name"
// PRETTY-NEXT:   "test.name_child"() : () -> () "outer"(#loc5)
// PRETTY-NEXT:   "test.callsite"() : () -> () #loc6 at #loc7
// PRETTY-NEXT:   "test.callsite_nested"() : () -> () #loc29
// PRETTY-NEXT:  at #loc10
// PRETTY-NEXT:   "test.fused"() : () -> () [#loc11, #loc12]
// PRETTY-NEXT:   "test.fused_meta"() : () -> () <"meta">[#loc11, #loc13]
// PRETTY-NEXT:   "test.fused_dict"() : () -> () <{k = 1 : i32}>[#loc14]
// PRETTY-NEXT:   "test.unknown"() : () -> () [unknown]
// PRETTY-NEXT:   "test.alias_early"() : () -> () early.mlir:7:8
// PRETTY-NEXT:   "test.alias_late"() : () -> () late.mlir:3:3
// PRETTY-NEXT:   "test.shared"() : () -> () a.mlir:1:2
// PRETTY-NEXT:   "test.escaped"() : () -> () quote"d:1:1
// PRETTY-NEXT:   "test.args"() ({
// PRETTY-NEXT:   ^bb0(%arg0: i32 arg.mlir:1:1, %arg1: i32 late.mlir:3:3, %arg2: i32 <stdin>:25:55):
// PRETTY-NEXT:     "test.end"() : () -> () <stdin>:26:3
// PRETTY-NEXT:   }) : () -> () <stdin>:24:1
// PRETTY-NEXT:   "test.default"() : () -> () <stdin>:28:1
// PRETTY-NEXT:   "test.line_only"() : () -> () f.mlir:4:0
// PRETTY-NEXT:   "test.line_col0"() : () -> () f.mlir:4:0
// PRETTY-NEXT:   "test.same_range"() : () -> () f.mlir:4:5
// PRETTY-NEXT: } <stdin>:0:0
// PRETTY-NEXT: #loc = <stdin>:0:0
// PRETTY-NEXT: #loc1 = a.mlir:1:2
// PRETTY-NEXT: #loc2 = a.mlir:1:2 to :9
// PRETTY-NEXT: #loc3 = a.mlir:1:2 to 3:4
// PRETTY-NEXT: #loc4 = "just a name"
// PRETTY-NEXT: #loc5 = b.mlir:5:6
// PRETTY-NEXT: #loc6 = "callee"
// PRETTY-NEXT: #loc7 = caller.mlir:10:20
// PRETTY-NEXT: #loc8 = "a"
// PRETTY-NEXT: #loc9 = b:1:1
// PRETTY-NEXT: #loc10 = c:2:2
// PRETTY-NEXT: #loc11 = x.mlir:1:1
// PRETTY-NEXT: #loc12 = "y"
// PRETTY-NEXT: #loc13 = "z"
// PRETTY-NEXT: #loc14 = "w"
// PRETTY-NEXT: #loc15 = [unknown]
// PRETTY-NEXT: #loc16 = early.mlir:7:8
// PRETTY-NEXT: #loc18 = quote"d:1:1
// PRETTY-NEXT: #loc19 = <stdin>:24:1
// PRETTY-NEXT: #loc22 = <stdin>:26:3
// PRETTY-NEXT: #loc23 = <stdin>:28:1
// PRETTY-NEXT: #loc24 = f.mlir:4:0
// PRETTY-NEXT: #loc25 = f.mlir:4:0
// PRETTY-NEXT: #loc26 = f.mlir:4:5
// PRETTY-NEXT: #loc27 = "outer"(#loc5)
// PRETTY-NEXT: #loc28 = #loc6 at #loc7
// PRETTY-NEXT: #loc29 = #loc8 at #loc9
// PRETTY-NEXT: #loc30 = [#loc11, #loc12]
// PRETTY-NEXT: #loc31 = <"meta">[#loc11, #loc13]
// PRETTY-NEXT: #loc32 = <{k = 1 : i32}>[#loc14]
// PRETTY-NEXT: #loc33 = #loc29
// PRETTY-NEXT:  at #loc10

// LOCAL: module {
// LOCAL-NEXT:   "test.file"() : () -> () loc("a.mlir":1:2)
// LOCAL-NEXT:   "test.range_line"() : () -> () loc("a.mlir":1:2 to :9)
// LOCAL-NEXT:   "test.range_lines"() : () -> () loc("a.mlir":1:2 to 3:4)
// LOCAL-NEXT:   "test.name"() : () -> () loc("just a name")
// LOCAL-NEXT:   "test.name_child"() : () -> () loc("outer"("b.mlir":5:6))
// LOCAL-NEXT:   "test.callsite"() : () -> () loc(callsite("callee" at "caller.mlir":10:20))
// LOCAL-NEXT:   "test.callsite_nested"() : () -> () loc(callsite(callsite("a" at "b":1:1) at "c":2:2))
// LOCAL-NEXT:   "test.fused"() : () -> () loc(fused["x.mlir":1:1, "y"])
// LOCAL-NEXT:   "test.fused_meta"() : () -> () loc(fused<"meta">["x.mlir":1:1, "z"])
// LOCAL-NEXT:   "test.fused_dict"() : () -> () loc(fused<{k = 1 : i32}>["w"])
// LOCAL-NEXT:   "test.unknown"() : () -> () loc(unknown)
// LOCAL-NEXT:   "test.alias_early"() : () -> () loc("early.mlir":7:8)
// LOCAL-NEXT:   "test.alias_late"() : () -> () loc("late.mlir":3:3)
// LOCAL-NEXT:   "test.shared"() : () -> () loc("a.mlir":1:2)
// LOCAL-NEXT:   "test.escaped"() : () -> () loc("quote\22d":1:1)
// LOCAL-NEXT:   "test.args"() ({
// LOCAL-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":1:1), %arg1: i32 loc("late.mlir":3:3), %arg2: i32 loc("<stdin>":25:55)):
// LOCAL-NEXT:     "test.end"() : () -> () loc("<stdin>":26:3)
// LOCAL-NEXT:   }) : () -> () loc("<stdin>":24:1)
// LOCAL-NEXT:   "test.default"() : () -> () loc("<stdin>":28:1)
// LOCAL-NEXT:   "test.line_only"() : () -> () loc("f.mlir":4:0)
// LOCAL-NEXT:   "test.line_col0"() : () -> () loc("f.mlir":4:0)
// LOCAL-NEXT:   "test.same_range"() : () -> () loc("f.mlir":4:5)
// LOCAL-NEXT: } loc("<stdin>":0:0)

// `--mlir-pretty-debuginfo` alone only picks the form; no location is printed.
// RUN: mlir-opt --allow-unregistered-dialect --mlir-pretty-debuginfo < %s | FileCheck %s --check-prefix=NOINFO
// NOINFO-NOT: a.mlir
// NOINFO-NOT: #loc
