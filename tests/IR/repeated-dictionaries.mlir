// Attribute dictionaries written again and again (the parser reuses what it made for the
// same text at the same nesting depth) still give every op its own attributes, with
// distinct ids, locations and unit entries kept as written.
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC

// CHECK: #[[FLOC:loc[0-9]*]] = loc("f":1:2)
// CHECK: "test.a"() {x = 1 : i32, y = "s"} : () -> ()
// CHECK: "test.a"() {x = 1 : i32, y = "s"} : () -> ()
// CHECK: "test.b"() {d = distinct[0]<>} : () -> ()
// CHECK: "test.a"() {x = 1 : i32, y = "s"} : () -> ()
// CHECK: "test.b"() {d = distinct[0]<>} : () -> ()
// CHECK: "test.b"() {d = distinct[1]<>} : () -> ()
// CHECK: "test.c"() {l = #[[FLOC]], u} : () -> ()
// CHECK: "test.c"() {l = #[[FLOC]], u} : () -> ()
// CHECK: }) {x = 1 : i32, y = "s"} : () -> ()
// CHECK: "test.a"() {x = 1 : i32, y = "s"} : () -> ()
// CHECK: "test.a"() : () -> ()

// Each op keeps its own location, though the dictionaries are the same text.
// LOC: "test.a"() {x = 1 : i32, y = "s"} : () -> () loc(#[[L1:loc[0-9]*]])
// LOC: "test.a"() {x = 1 : i32, y = "s"} : () -> () loc(#[[L2:loc[0-9]*]])
// LOC-DAG: #[[L1]] = loc({{.*}}:26:1)
// LOC-DAG: #[[L2]] = loc({{.*}}:28:3)

"test.a"() {x = 1 : i32, y = "s"} : () -> ()
"test.r"() ({
  "test.a"() {x = 1 : i32, y = "s"} : () -> ()
  "test.b"() {d = distinct[0]<>} : () -> ()
  "test.r"() ({
    "test.a"() {x = 1 : i32, y = "s"} : () -> ()
    "test.b"() {d = distinct[0]<>} : () -> ()
    "test.b"() {d = distinct[1]<>} : () -> ()
    "test.c"() {l = loc("f":1:2), u} : () -> ()
  }) : () -> ()
  "test.c"() {l = loc("f":1:2), u} : () -> ()
}) {x = 1 : i32, y = "s"} : () -> ()
"test.a"() {x = 1 : i32, y = "s"} : () -> ()
"test.a"() {} : () -> ()
