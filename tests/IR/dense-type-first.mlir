// The type-first form of dense elements, `dense<TYPE : ELEMENTS>`: the elements are attributes of
// exactly the element type, in lists nested as the shape, or one attribute for a splat.
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK: a = dense<[1, 2]> : tensor<2xi32>
// CHECK-SAME: b = dense<7> : vector<2xi8>
// CHECK-SAME: c = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-SAME: d = dense<[true, false]> : tensor<2xi1>
// CHECK-SAME: e = dense<3> : tensor<2xi32>
// CHECK-SAME: f = dense<> : tensor<0xi32>
// CHECK-SAME: g = dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xindex>
// CHECK-SAME: h = dense<(1.000000e+00,2.000000e+00)> : tensor<1xcomplex<f32>>
// CHECK-SAME: i = dense<[0x7C00, 1.000000e+00]> : tensor<2xf16>
// CHECK-SAME: j = dense<5> : tensor<i32>
"test.op"() {a = dense<tensor<2xi32>: [1 : i32, 2 : i32]>, b = dense<vector<2xi8>: 7 : i8>, c = dense<tensor<2xf32>: [1.0 : f32, 2.0 : f32]>, d = dense<tensor<2xi1>: [true, false]>, e = dense<tensor<2xi32>: [3 : i32, 3 : i32]>, f = dense<tensor<0xi32>: []>, g = dense<tensor<2x2xindex>: [[1 : index, 2 : index], [3 : index, 4 : index]]>, h = dense<tensor<1xcomplex<f32>>: [[1.0 : f32, 2.0 : f32]]>, i = dense<tensor<2xf16>: [0x7C00 : f16, 1.0 : f16]>, j = dense<tensor<i32>: 5 : i32>} : () -> ()

// Dense elements of a memref type (any statically shaped type).
// CHECK: b = dense<[1, 2]> : memref<2xi32>, c = dense<1> : memref<2xi32>
"test.op"() {b = dense<[1, 2]> : memref<2xi32>, c = dense<"0x01000000"> : memref<2xi32>} : () -> ()
