// cf ops in custom form: asserts, branches with operands and weights, and switches
// (signed case values, default-only switches, attributes).
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.assert %c, "must hold \"quoted\""
  cf.assert %c, "with attrs" {some.attr}
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.cond_br %c, ^bb2, ^bb3(%x : i32)
^bb2:
  cf.cond_br %c weights([10, 90]), ^bb3(%a : i32), ^bb4 {branch.tag}
^bb3(%z: i32):
  cf.br ^bb4 {x = 1 : i64}
^bb4:
  return %a : i32
}
func.func @switches(%flag: i32, %a: i32, %f8: i8) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    -3: ^bb2
  ]
^bb1(%x: i32):
  cf.switch %f8 : i8, [
    default: ^bb2,
    255: ^bb3,
    7: ^bb3
  ]
^bb2:
  cf.switch %flag : i32, [
    default: ^bb3
  ]
^bb3:
  cf.switch %flag : i32, [default: ^bb4, 5: ^bb4, 5: ^bb4] {sw.tag}
^bb4:
  return
}

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.assert %arg0, "must hold \22quoted\22"
// CHECK-NEXT: cf.assert %arg0, "with attrs" {some.attr}
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg0 weights([10, 90]), ^bb3(%arg1 : i32), ^bb4 {branch.tag}
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4 {x = 1 : i64}
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %arg1 : i32
// CHECK-LABEL: func.func @switches(%arg0: i32, %arg1: i32, %arg2: i8) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 42: ^bb1(%arg1 : i32),
// CHECK-NEXT: -3: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg2 : i8, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: -1: ^bb3,
// CHECK-NEXT: 7: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3]
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb1, ^bb1, ^bb2
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 5: ^bb4,
// CHECK-NEXT: 5: ^bb4
// CHECK-NEXT: ] {sw.tag}
// CHECK-NEXT: ^bb4:  // 3 preds: ^bb3, ^bb3, ^bb3
// CHECK-NEXT: return
