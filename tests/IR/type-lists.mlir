// The optional parts of tensor and memref types, read as upstream reads them: a tensor's
// encoding is optional after its comma; a memref's trailing list keeps the last layout given.
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK: () -> (tensor<8xi32>, tensor<*xi32>, tensor<8xi32, i32>)
"test.op"() : () -> (tensor<8xi32, >, tensor<*xi32, >, tensor<8xi32, i32>)

// CHECK: () -> (memref<2xi8>, memref<2xi8, strided<[1]>>, memref<2xi8, #map>)
"test.op"() : () -> (memref<2xi8, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>>, memref<2xi8, affine_map<(d0) -> (d0 * 2)>, strided<[1]>>, memref<2xi8, strided<[1]>, affine_map<(d0) -> (d0 * 2)>>)
