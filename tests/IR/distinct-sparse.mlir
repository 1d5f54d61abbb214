// Distinct attributes (identity, not content; renumbered and aliased when printed) and sparse
// elements (indices and values, splats, hex values, the empty form).
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL
// RUN: mlir-opt --allow-unregistered-dialect %s | mlir-opt --allow-unregistered-dialect | FileCheck %s

"test.a"() {a = distinct[0]<42 : i32>, b = distinct[1]<>, c = distinct[0]<42 : i32>, d = [distinct[5]<"x">]} : () -> ()
"test.b"() {e = distinct[7]<unit>, f = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, g = sparse<> : tensor<2xf32>} : () -> ()
"test.s"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[1, 2], [1.5, 2.5]> : tensor<4xf32>, c = sparse<[[0]], 7> : tensor<4xi8>, d = sparse<[[0, 1]], "0x0100"> : tensor<2x2xi16>, e = sparse<0, 3> : tensor<3xi64>, f = sparse<[[1]], [(1.0, 2.0)]> : tensor<2xcomplex<f32>>} : () -> ()

// CHECK: #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<"x">
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.a"() {a = #distinct, b = distinct[2]<>, c = #distinct, d = [#distinct1]} : () -> ()
// CHECK-NEXT:   "test.b"() {e = distinct[3]<>, f = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, g = sparse<> : tensor<2xf32>} : () -> ()
// CHECK-NEXT:   "test.s"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[1, 2], [1.500000e+00, 2.500000e+00]> : tensor<4xf32>, c = sparse<0, 7> : tensor<4xi8>, d = sparse<{{\[\[}}0, 1]], 1> : tensor<2x2xi16>, e = sparse<0, 3> : tensor<3xi64>, f = sparse<1, (1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>} : () -> ()
// CHECK-NEXT: }

// LOCAL: module {
// LOCAL-NEXT:   "test.a"() {a = distinct[0]<42 : i32>, b = distinct[1]<>, c = distinct[0]<42 : i32>, d = [distinct[2]<"x">]} : () -> ()
// LOCAL-NEXT:   "test.b"() {e = distinct[3]<>, f = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, g = sparse<> : tensor<2xf32>} : () -> ()
// LOCAL-NEXT:   "test.s"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[1, 2], [1.500000e+00, 2.500000e+00]> : tensor<4xf32>, c = sparse<0, 7> : tensor<4xi8>, d = sparse<{{\[\[}}0, 1]], 1> : tensor<2x2xi16>, e = sparse<0, 3> : tensor<3xi64>, f = sparse<1, (1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>} : () -> ()
// LOCAL-NEXT: }
