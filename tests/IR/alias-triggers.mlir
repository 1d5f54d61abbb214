// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s

// Printing skips the alias walk while a context has nothing that could get an alias; a
// location inside an attribute value, a long tuple and an affine map each still get one.
// CHECK: !tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
// CHECK: #loc = loc("x")
// CHECK: #loc1 = loc("y")
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: "t.op"() {a = #loc, b = [#loc1]} : () -> ()
// CHECK: "t.op2"() {c = !tuple} : () -> ()
// CHECK: "t.op3"() {m = #map} : () -> ()
"t.op"() {a = loc("x"), b = [loc("y")]} : () -> ()
"t.op2"() {c = tuple<i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1,i1>} : () -> ()
"t.op3"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
