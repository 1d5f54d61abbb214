// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// subview, reinterpret_cast and extract_strided_metadata: mixed static and dynamic index
// lists, and result layouts computed from the source's strides.

// CHECK-LABEL: func.func @views
// CHECK-SAME: (%[[M:.*]]: memref<4x6x16x32xi8>, %[[D:.*]]: memref<?x?xf32>, %[[I:.*]]: index, %[[J:.*]]: index, %[[IN:.*]]: memref<?xf32>, %[[U:.*]]: memref<*xf32>)
func.func @views(%m: memref<4x6x16x32xi8>, %d: memref<?x?xf32>, %i: index, %j: index, %in: memref<?xf32>, %u: memref<*xf32>) {
  // Unit dimensions may be dropped from the result.
  // CHECK-NEXT: %subview = memref.subview %[[M]][0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<4x6x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
  %0 = memref.subview %m[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<4x6x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
  // GENERIC: "memref.subview"(%{{[^)]*}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 1, 0, 0>, static_sizes = array<i64: 1, 1, 16, 32>, static_strides = array<i64: 1, 1, 1, 1>}> : (memref<4x6x16x32xi8>) -> memref<16x32xi8, strided<[32, 1], offset: 512>>
  // CHECK-NEXT: %subview_0 = memref.subview %[[D]][%[[I]], %[[J]]] [4, 4] [2, 2] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 2], offset: ?>>
  %1 = memref.subview %d[%i, %j][4, 4][2, 2] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 2], offset: ?>>
  // GENERIC: "memref.subview"(%{{[^)]*}}) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>
  // CHECK-NEXT: memref.subview %[[M]][1, %[[I]], 0, 0] [1, %[[J]], 1, 32] [1, 1, 1, %[[I]]] : memref<4x6x16x32xi8> to memref<?x32xi8, strided<[512, ?], offset: ?>>
  %2 = memref.subview %m[1, %i, 0, 0] [1, %j, 1, 32] [1, 1, 1, %i] : memref<4x6x16x32xi8> to memref<?x32xi8, strided<[512, ?], offset: ?>>
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  // CHECK: %reinterpret_cast = memref.reinterpret_cast %[[IN]] to offset: [%{{.*}}], sizes: [10, %{{.*}}], strides: [%{{.*}}, 1] : memref<?xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  %3 = memref.reinterpret_cast %in to offset: [%c0], sizes: [10, %c10], strides: [%c10, 1] : memref<?xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  // CHECK-NEXT: memref.reinterpret_cast %[[U]] to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32, strided<[4, 1]>>
  %4 = memref.reinterpret_cast %u to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32, strided<[4, 1]>>
  // One name per group of results.
  // CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %[[D]] : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %d : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  // CHECK-NEXT: %base_buffer_3, %offset_4 = memref.extract_strided_metadata %base_buffer : memref<f32> -> memref<f32>, index
  %b0, %o0 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  return
}

// view (a byte buffer seen as a typed memref) and transpose (a permutation written as a bare
// map, whose dimension names print as d0, d1, ...).
// CHECK-LABEL: func.func @view_and_transpose
// CHECK-SAME: (%[[B:.*]]: memref<2048xi8>, %[[I:.*]]: index, %[[J:.*]]: index, %[[M:.*]]: memref<?x?xf32>, %[[S:.*]]: memref<4x8xf32>)
func.func @view_and_transpose(%b: memref<2048xi8>, %i: index, %j: index, %m: memref<?x?xf32>, %s: memref<4x8xf32>) {
  // CHECK-NEXT: %view = memref.view %[[B]][%[[I]]][%[[I]], %[[J]]] : memref<2048xi8> to memref<?x?xf32>
  %0 = memref.view %b[%i][%i, %j] : memref<2048xi8> to memref<?x?xf32>
  // CHECK-NEXT: %view_0 = memref.view %[[B]][%[[J]]][] : memref<2048xi8> to memref<64x4xf32>
  %1 = memref.view %b[%j][] : memref<2048xi8> to memref<64x4xf32>
  // CHECK-NEXT: %transpose = memref.transpose %[[M]] (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %2 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  // CHECK-NEXT: %transpose_1 = memref.transpose %[[S]] (d0, d1) -> (d1, d0) {note} : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %3 = memref.transpose %s (d0, d1) -> (d1, d0) {note} : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  // GENERIC: "memref.transpose"(%{{[^)]*}}) <{permutation = #map}> {note} : (memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>>
  return
}

// expand_shape and collapse_shape: groups of dimensions, the expanded sizes given as a mixed
// list.
// CHECK-LABEL: func.func @reshapes
// CHECK-SAME: (%[[M:.*]]: memref<?x?xf32>, %[[A:.*]]: index, %[[B:.*]]: index, %[[C:.*]]: memref<3x4x5xf32>, %[[Z:.*]]: memref<f32>, %[[O:.*]]: memref<1x1xf32>)
func.func @reshapes(%m: memref<?x?xf32>, %a: index, %b: index, %c: memref<3x4x5xf32>, %z: memref<f32>, %o: memref<1x1xf32>) {
  // CHECK-NEXT: %expand_shape = memref.expand_shape %[[M]] {{\[\[}}0, 1], [2]] output_shape [%[[A]], 4, %[[B]]] : memref<?x?xf32> into memref<?x4x?xf32>
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, 4, %b] : memref<?x?xf32> into memref<?x4x?xf32>
  // CHECK-NEXT: %collapse_shape = memref.collapse_shape %[[C]] {{\[\[}}0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
  %1 = memref.collapse_shape %c [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
  // CHECK-NEXT: memref.expand_shape %[[Z]] [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %2 = memref.expand_shape %z [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  // CHECK-NEXT: memref.collapse_shape %[[O]] [] : memref<1x1xf32> into memref<f32>
  %3 = memref.collapse_shape %o [] : memref<1x1xf32> into memref<f32>
  // GENERIC: "memref.expand_shape"(%{{[^)]*}}) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}>
  return
}
