// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s | mlir-opt | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Every memref op we have, in its custom form (result names as upstream's hints).

// CHECK: #[[MAP:.*]] = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#layout = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>

// CHECK: memref.global @plain : memref<3xi16>
memref.global @plain : memref<3xi16>
// CHECK: memref.global constant @table : memref<2xf64> = dense<[2.500000e-01, -1.000000e+00]>
memref.global constant @table : memref<2xf64> = dense<[0.25, -1.0]>
// CHECK: memref.global "private" @scratch : memref<4x4xi8> = uninitialized
memref.global "private" @scratch : memref<4x4xi8> = uninitialized
// CHECK: memref.global "nested" constant @one : memref<f32> = dense<1.000000e+00> alignment = 32 {note = "x"}
memref.global "nested" constant @one : memref<f32> = dense<1.0> alignment = 32 {note = "x"}
// GENERIC: "memref.global"() <{alignment = 32 : i64, constant, initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "one", sym_visibility = "nested", type = memref<f32>}> {note = "x"} : () -> ()

// CHECK-LABEL: func.func @buffers
// CHECK-SAME: (%[[N:.*]]: index, %[[S:.*]]: index, %[[M:.*]]: memref<8x?xi32>, %[[U:.*]]: memref<*xi32>, %[[V:.*]]: i32)
func.func @buffers(%n: index, %s: index, %m: memref<8x?xi32>, %u: memref<*xi32>, %v: i32) -> index {
  // CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<16xi32, 2>
  %a = memref.alloc() : memref<16xi32, 2>
  // CHECK-NEXT: %[[B:.*]] = memref.alloc(%[[N]], %[[S]]) : memref<?x?xi32>
  %b = memref.alloc(%n, %s) : memref<?x?xi32>
  // CHECK-NEXT: %alloc_1 = memref.alloc(%[[N]])[%[[S]]] : memref<3x?xi32, #[[MAP]]>
  %c = memref.alloc(%n)[%s] : memref<3x?xi32, #layout>
  // CHECK-NEXT: %alloc_2 = memref.alloc() alignment = 128 : memref<2xi32>
  %d = memref.alloc() alignment = 128 : memref<2xi32>
  // GENERIC: "memref.alloc"() <{alignment = 128 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
  // CHECK-NEXT: %alloca = memref.alloca(%[[N]]) : memref<?xi32>
  %e = memref.alloca(%n) : memref<?xi32>
  // CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
  %zero = arith.constant 0 : index
  // CHECK-NEXT: %[[X:.*]] = memref.load %[[M]][%[[ZERO]], %[[N]]] : memref<8x?xi32>
  %x = memref.load %m[%zero, %n] : memref<8x?xi32>
  // The optional clauses print in their own order, and a default value not at all.
  // CHECK-NEXT: memref.load %[[M]][%[[ZERO]], %[[N]]] alignment(4) nontemporal(true) : memref<8x?xi32>
  %y = memref.load %m[%zero, %n] nontemporal(true) alignment(4) : memref<8x?xi32>
  // CHECK-NEXT: memref.load %[[M]][%[[ZERO]], %[[N]]] {tag} : memref<8x?xi32>
  %z = memref.load %m[%zero, %n] nontemporal(false) {tag} : memref<8x?xi32>
  // GENERIC: "memref.load"(%arg2, %{{.*}}, %arg0) <{nontemporal = false}> {tag} : (memref<8x?xi32>, index, index) -> i32
  // CHECK-NEXT: memref.store %[[X]], %[[M]][%[[ZERO]], %[[S]]] : memref<8x?xi32>
  memref.store %x, %m[%zero, %s] : memref<8x?xi32>
  // CHECK-NEXT: memref.store %[[V]], %[[A]][%[[ZERO]]] nontemporal(true) : memref<16xi32, 2>
  memref.store %v, %a[%zero] nontemporal(true) : memref<16xi32, 2>
  // CHECK-NEXT: %[[DIM:.*]] = memref.dim %[[M]], %[[ZERO]] : memref<8x?xi32>
  %dim = memref.dim %m, %zero : memref<8x?xi32>
  // CHECK-NEXT: %dim_3 = memref.dim {k = 1 : i64} %[[U]], %[[ZERO]] : memref<*xi32>
  %dim2 = memref.dim {k = 1} %u, %zero : memref<*xi32>
  // CHECK-NEXT: memref.rank %[[U]] : memref<*xi32>
  %rank = memref.rank %u : memref<*xi32>
  // CHECK-NEXT: %cast = memref.cast %[[M]] : memref<8x?xi32> to memref<?x?xi32>
  %cast = memref.cast %m : memref<8x?xi32> to memref<?x?xi32>
  // CHECK-NEXT: %cast_4 = memref.cast %[[U]] : memref<*xi32> to memref<4x4xi32>
  %cast2 = memref.cast %u : memref<*xi32> to memref<4x4xi32>
  // CHECK-NEXT: memref.copy %[[M]], %[[B]] : memref<8x?xi32> to memref<?x?xi32>
  memref.copy %m, %b : memref<8x?xi32> to memref<?x?xi32>
  // CHECK-NEXT: memref.get_global @plain : memref<3xi16>
  %g = memref.get_global @plain : memref<3xi16>
  // CHECK-NEXT: %assume_align = memref.assume_alignment %[[M]], 64 : memref<8x?xi32>
  %al = memref.assume_alignment %m, 64 : memref<8x?xi32>
  // CHECK-NEXT: %memspacecast = memref.memory_space_cast %[[A]] : memref<16xi32, 2> to memref<16xi32>
  %ms = memref.memory_space_cast %a : memref<16xi32, 2> to memref<16xi32>
  // CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %[[U]] : memref<*xi32> -> index
  %p = memref.extract_aligned_pointer_as_index %u : memref<*xi32> -> index
  // CHECK-NEXT: memref.distinct_objects %[[M]], %[[A]] : memref<8x?xi32>, memref<16xi32, 2>
  %do:2 = memref.distinct_objects %m, %a : memref<8x?xi32>, memref<16xi32, 2>
  // Two spaces after the name, as upstream's printer writes them; the terminator shows only
  // when the scope yields values.
  // CHECK-NEXT: memref.alloca_scope  {
  // CHECK-NEXT:   memref.alloca() : memref<4xi32>
  // CHECK-NEXT: }
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xi32>
  }
  // CHECK-NEXT: memref.alloca_scope  -> (i32) {
  // CHECK-NEXT:   memref.alloca_scope.return %[[V]] : i32
  // CHECK-NEXT: }
  %r = memref.alloca_scope -> i32 {
    memref.alloca_scope.return %v : i32
  }
  // CHECK-NEXT: memref.dealloc %[[B]] : memref<?x?xi32>
  memref.dealloc %b : memref<?x?xi32>
  // CHECK-NEXT: memref.dealloc %[[U]] : memref<*xi32>
  memref.dealloc %u : memref<*xi32>
  return %dim : index
}
