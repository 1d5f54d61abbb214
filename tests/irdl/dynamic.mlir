// RUN: mlir-opt %s --allow-unregistered-dialect --irdl-file=%S/Inputs/geo.irdl.mlir | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --irdl-file=%S/Inputs/geo.irdl.mlir --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect --irdl-file=%S/Inputs/geo.irdl.mlir | FileCheck %s

// Types, attributes and ops of a dialect loaded from IRDL: the types and attributes print
// as `!geo.name<params>`, the ops always in generic form.

// CHECK-LABEL: func.func @accepted
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f64, %[[I:.*]]: i32, %[[J:.*]]: i64, %{{.*}}: !geo.origin) -> !geo.point<f32>
func.func @accepted(%x: f32, %y: f64, %i: i32, %j: i64, %o: !geo.origin) -> !geo.point<f32> {
  // CHECK-NEXT: %[[P:.*]] = "geo.make"(%[[X]], %[[X]]) : (f32, f32) -> !geo.point<f32>
  %p = "geo.make"(%x, %x) : (f32, f32) -> !geo.point<f32>
  // CHECK-NEXT: "geo.make"(%[[Y]], %[[Y]]) : (f64, f64) -> !geo.point<f64>
  %q = "geo.make"(%y, %y) : (f64, f64) -> !geo.point<f64>
  // One constraint value binds one type per op: every part has the same type.
  // CHECK-NEXT: "geo.concat"() : () -> i8
  %n = "geo.concat"() : () -> i8
  // CHECK-NEXT: "geo.concat"(%[[I]], %[[I]], %[[I]]) : (i32, i32, i32) -> i64
  %m = "geo.concat"(%i, %i, %i) : (i32, i32, i32) -> i64
  // CHECK-NEXT: "geo.maybe"(%[[I]]) : (i32) -> ()
  "geo.maybe"(%i) : (i32) -> ()
  // CHECK-NEXT: "geo.maybe"(%[[I]], %[[I]]) : (i32, i32) -> ()
  "geo.maybe"(%i, %i) : (i32, i32) -> ()
  // Two groups that are not single need the segment sizes, as a plain attribute.
  // CHECK-NEXT: "geo.pair"(%[[I]], %[[I]], %[[J]], %[[I]]) {operandSegmentSizes = array<i32: 2, 1, 1>} : (i32, i32, i64, i32) -> ()
  "geo.pair"(%i, %i, %j, %i) {operandSegmentSizes = array<i32: 2, 1, 1>} : (i32, i32, i64, i32) -> ()
  // CHECK-NEXT: "geo.pair"(%[[I]]) {operandSegmentSizes = array<i32: 0, 0, 1>} : (i32) -> ()
  "geo.pair"(%i) {operandSegmentSizes = array<i32: 0, 0, 1>} : (i32) -> ()
  // Attributes the definition does not name are allowed.
  // CHECK-NEXT: "geo.labeled"() {label = #geo.tag<"north">, other = 3 : i64} : () -> ()
  "geo.labeled"() {label = #geo.tag<"north">, other = 3} : () -> ()
  // CHECK-NEXT: "geo.scope"() ({
  // CHECK-NEXT: ^bb0(%{{.*}}: index):
  // CHECK-NEXT:   "geo.maybe"(%[[I]]) : (i32) -> ()
  // CHECK-NEXT:   "test.end"() : () -> ()
  // CHECK-NEXT: }, {
  // CHECK-NEXT:   "test.end"() : () -> ()
  // CHECK-NEXT: ^bb1:
  // CHECK-NEXT:   "test.end"() : () -> ()
  // CHECK-NEXT: }) : () -> ()
  "geo.scope"() ({
  ^bb0(%arg: index):
    "geo.maybe"(%i) : (i32) -> ()
    "test.end"() : () -> ()
  }, {
    "test.end"() : () -> ()
  ^bb2:
    "test.end"() : () -> ()
  }) : () -> ()
  // CHECK-NEXT: return %[[P]] : !geo.point<f32>
  return %p : !geo.point<f32>
}

// Parameters are attributes: nested dynamic types, and `<>` for none.
// CHECK-LABEL: func.func @params
// CHECK-SAME: (%{{.*}}: !geo.origin, %{{.*}}: !geo.point<f64>) attributes {tag = #geo.tag<"a\0Ab">}
func.func @params(%a: !geo.origin<>, %b: !geo.point<f64>) attributes {tag = #geo.tag<"a\nb">} {
  return
}
