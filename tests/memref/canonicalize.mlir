// RUN: mlir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// The folders of the memref ops we have: sizes known statically or from the allocation,
// ranks, identity casts, repeated alignment assumptions; and allocations, loads and
// allocation scopes nothing uses go away.

// CHECK-LABEL: func.func @dims
// CHECK-SAME: (%[[N:.*]]: index, %[[M:.*]]: memref<4x?xf32>, %[[U:.*]]: memref<*xf32>)
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[A:.*]] = memref.alloc(%[[N]]) : memref<3x?xf32>
// An index past the rank does not fold, nor does an unranked source.
// CHECK-NEXT: %[[D:.*]] = memref.dim %[[M]], %[[C5]] : memref<4x?xf32>
// CHECK-NEXT: %[[DU:.*]] = memref.dim %[[U]], %[[C0]] : memref<*xf32>
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: return %[[C4]], %[[N]], %[[D]], %[[DU]], %[[C2]]
func.func @dims(%n: index, %m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%n) : memref<3x?xf32>
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<3x?xf32>
  %d2 = memref.dim %m, %c5 : memref<4x?xf32>
  %d3 = memref.dim %u, %c0 : memref<*xf32>
  %r = memref.rank %m : memref<4x?xf32>
  "test.use"(%a) : (memref<3x?xf32>) -> ()
  return %d0, %d1, %d2, %d3, %r : index, index, index, index, index
}

// CHECK-LABEL: func.func @casts
// CHECK-SAME: (%[[M:.*]]: memref<4xf32>)
// CHECK-NEXT: %[[AL:.*]] = memref.assume_alignment %[[M]], 16 : memref<4xf32>
// CHECK-NEXT: return %[[M]], %[[M]], %[[AL]]
func.func @casts(%m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<4xf32>
  %s = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32>
  %a1 = memref.assume_alignment %m, 16 : memref<4xf32>
  %a2 = memref.assume_alignment %a1, 16 : memref<4xf32>
  return %c, %s, %a2 : memref<4xf32>, memref<4xf32>, memref<4xf32>
}

// CHECK-LABEL: func.func @dead
// CHECK-NEXT: return
func.func @dead(%m: memref<4xf32>, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<8xf32>
  %x = memref.load %m[%i] : memref<4xf32>
  %r = memref.alloca_scope -> (f32) {
    %t = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return
}

// An allocation that is only stored into and freed goes, with those stores; one whose
// address is itself stored stays.
// CHECK-LABEL: func.func @stores
// CHECK-SAME: (%{{.*}}: f32, %[[I:.*]]: index, %[[H:.*]]: memref<1xmemref<4xf32>>)
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %[[B]], %[[H]][%[[I]]]
// CHECK-NEXT: return
func.func @stores(%v: f32, %i: index, %h: memref<1xmemref<4xf32>>) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %b, %h[%i] : memref<1xmemref<4xf32>>
  return
}

// Accesses read through a cast of a ranked memref (not of an unranked one, and never a cast
// that is the stored value).
// CHECK-LABEL: func.func @through_casts
// CHECK-SAME: (%[[M:.*]]: memref<4xf32>, %[[I:.*]]: index, %[[V:.*]]: f32, %[[T:.*]]: memref<1xi32>, %[[U:.*]]: memref<*xf32>)
// CHECK-NEXT: %[[X:.*]] = memref.load %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: memref.store %[[V]], %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: memref.atomic_rmw addf %[[V]], %[[M]][%[[I]]] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: memref.prefetch %[[M]][%[[I]]], read, locality<1>, data : memref<4xf32>
// CHECK-NEXT: memref.dma_wait %[[T]][%[[I]]], %[[I]] : memref<1xi32>
// CHECK-NEXT: %[[CU:.*]] = memref.cast %[[U]] : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[CU]][%[[I]]] : memref<?xf32>
// CHECK-NEXT: memref.dealloc %[[M]] : memref<4xf32>
// CHECK-NEXT: return %[[X]], %[[Y]]
func.func @through_casts(%m: memref<4xf32>, %i: index, %v: f32, %t: memref<1xi32>, %u: memref<*xf32>) -> (f32, f32) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %r = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %c[%i], read, locality<1>, data : memref<?xf32>
  %tc = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_wait %tc[%i], %i : memref<?xi32>
  %cu = memref.cast %u : memref<*xf32> to memref<?xf32>
  %y = memref.load %cu[%i] : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return %x, %y : f32, f32
}
