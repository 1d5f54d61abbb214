// Every builtin type, printed back in generic and custom form; and the round trip.
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic < %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt --allow-unregistered-dialect < %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic < %s | mlir-opt --allow-unregistered-dialect | FileCheck %s

"test.types"() {
  ints = [i1, i8, i32, i64, i128, i1024, si8, ui16, si1, ui64],
  floats = [f16, bf16, f32, f64, f80, f128, tf32, f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E3M4, f8E4M3, f8E4M3FN, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E5M2, f8E5M2FNUZ, f8E5M3FNU, f8E8M0FNU],
  misc = [index, none, complex<f32>, complex<i8>, tuple<>, tuple<i32, f32>, tuple<tuple<i1>>],
  funcs = [() -> (), (i32) -> i32, (i32, f32) -> (i1, i1), () -> (() -> ()), (i32) -> ((i32) -> f32)],
  vectors = [vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]x[8]xi1>, vector<f32>, vector<1xindex>],
  tensors = [tensor<f32>, tensor<4x?x8xi32>, tensor<*xf64>, tensor<0xf32>, tensor<4xf32, "enc">, tensor<2x2xcomplex<f32>>, tensor<?x?xi1, {a = 1}>],
  memrefs = [memref<f32>, memref<4x?xf32>, memref<*xf32>, memref<*xi8, 3>, memref<4xf32, 1>, memref<4xf32, "gpu">, memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 5>, 2>, memref<4xvector<4xf32>>, memref<2xmemref<3xi8>>]
} : () -> ()
"test.opaque"() {t = !foo.bar, u = !foo<"a b">, v = !foo.baz<1, [2]>} : () -> ()
!alias = tuple<i32, !foo.x>
"test.alias"() : () -> !alias

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "test.types"() {floats = [f16, bf16, f32, f64, f80, f128, tf32, f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E3M4, f8E4M3, f8E4M3FN, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E5M2, f8E5M2FNUZ, f8E5M3FNU, f8E8M0FNU], funcs = [() -> (), (i32) -> i32, (i32, f32) -> (i1, i1), () -> (() -> ()), (i32) -> ((i32) -> f32)], ints = [i1, i8, i32, i64, i128, i1024, si8, ui16, si1, ui64], memrefs = [memref<f32>, memref<4x?xf32>, memref<*xf32>, memref<*xi8, 3>, memref<4xf32, 1>, memref<4xf32, "gpu">, memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 5>, 2>, memref<4xvector<4xf32>>, memref<2xmemref<3xi8>>], misc = [index, none, complex<f32>, complex<i8>, tuple<>, tuple<i32, f32>, tuple<tuple<i1>>], tensors = [tensor<f32>, tensor<4x?x8xi32>, tensor<*xf64>, tensor<0xf32>, tensor<4xf32, "enc">, tensor<2x2xcomplex<f32>>, tensor<?x?xi1, {a = 1 : i64}>], vectors = [vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]x[8]xi1>, vector<f32>, vector<1xindex>]} : () -> ()
// GENERIC-NEXT:   "test.opaque"() {t = !foo.bar, u = !foo<"a b">, v = !foo.baz<1, [2]>} : () -> ()
// GENERIC-NEXT:   %0 = "test.alias"() : () -> tuple<i32, !foo.x>
// GENERIC-NEXT: }) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "test.types"() {floats = [f16, bf16, f32, f64, f80, f128, tf32, f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E3M4, f8E4M3, f8E4M3FN, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E5M2, f8E5M2FNUZ, f8E5M3FNU, f8E8M0FNU], funcs = [() -> (), (i32) -> i32, (i32, f32) -> (i1, i1), () -> (() -> ()), (i32) -> ((i32) -> f32)], ints = [i1, i8, i32, i64, i128, i1024, si8, ui16, si1, ui64], memrefs = [memref<f32>, memref<4x?xf32>, memref<*xf32>, memref<*xi8, 3>, memref<4xf32, 1>, memref<4xf32, "gpu">, memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1], offset: 5>, 2>, memref<4xvector<4xf32>>, memref<2xmemref<3xi8>>], misc = [index, none, complex<f32>, complex<i8>, tuple<>, tuple<i32, f32>, tuple<tuple<i1>>], tensors = [tensor<f32>, tensor<4x?x8xi32>, tensor<*xf64>, tensor<0xf32>, tensor<4xf32, "enc">, tensor<2x2xcomplex<f32>>, tensor<?x?xi1, {a = 1 : i64}>], vectors = [vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]x[8]xi1>, vector<f32>, vector<1xindex>]} : () -> ()
// CHECK-NEXT:   "test.opaque"() {t = !foo.bar, u = !foo<"a b">, v = !foo.baz<1, [2]>} : () -> ()
// CHECK-NEXT:   %0 = "test.alias"() : () -> tuple<i32, !foo.x>
// CHECK-NEXT: }
