// --verify-roundtrip prints the module generically and in custom form, parses each back and
// compares: ops of several dialects, locations and aliases survive both trips.
// RUN: mlir-opt %s --verify-roundtrip --mlir-print-debuginfo | FileCheck %s

#map = affine_map<(d0) -> (d0 * 2)>
func.func @f(%a: i32 loc("arg"), %c: i1, %m: memref<4xf32, #map>) -> i32 {
  %0 = arith.addi %a, %a overflow<nsw> : i32 loc(fused<"meta">["f.mlir":1:2])
  %1 = scf.if %c -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  cf.br ^bb1(%1 : i32)
^bb1(%x: i32):
  return %x : i32
}

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK: func.func @f(%arg0: i32 loc("arg"), %arg1: i1 loc({{.*}}), %arg2: memref<4xf32, #map> loc({{.*}})) -> i32 {
// CHECK: arith.addi %arg0, %arg0 overflow<nsw> : i32 loc(#loc{{[0-9]*}})
// CHECK: scf.if
