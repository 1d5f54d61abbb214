// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// Atomics, prefetch, realloc, reshape and dma_wait.

// CHECK-LABEL: func.func @more
// CHECK-SAME: (%[[M:.*]]: memref<10xf32>, %[[MI:.*]]: memref<4x4xi32>, %[[I:.*]]: index, %[[V:.*]]: f32, %[[W:.*]]: i32, %[[S:.*]]: memref<2xindex>, %[[T:.*]]: memref<1xi32>)
func.func @more(%m: memref<10xf32>, %mi: memref<4x4xi32>, %i: index, %v: f32, %w: i32, %s: memref<2xindex>, %tag: memref<1xi32>) {
  // CHECK-NEXT: memref.atomic_rmw addf %[[V]], %[[M]][%[[I]]] : (f32, memref<10xf32>) -> f32
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  // CHECK-NEXT: memref.atomic_rmw maxs %[[W]], %[[MI]][%[[I]], %[[I]]] {x = 1 : i64} : (i32, memref<4x4xi32>) -> i32
  %1 = memref.atomic_rmw maxs %w, %mi[%i, %i] {x = 1} : (i32, memref<4x4xi32>) -> i32
  // The body's argument is the loaded value; attributes follow the region.
  // CHECK-NEXT: memref.generic_atomic_rmw %[[M]][%[[I]]] : memref<10xf32> {
  // CHECK-NEXT: ^bb0(%[[CUR:.*]]: f32):
  // CHECK-NEXT:   %[[N:.*]] = arith.addf %[[CUR]], %[[V]] : f32
  // CHECK-NEXT:   memref.atomic_yield %[[N]] : f32
  // CHECK-NEXT: } {tag = 8 : index}
  %2 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %n = arith.addf %cur, %v : f32
    memref.atomic_yield %n : f32
  } {tag = 8 : index}
  // CHECK-NEXT: memref.prefetch %[[MI]][%[[I]], %[[I]]], write, locality<1>, data : memref<4x4xi32>
  memref.prefetch %mi[%i, %i], write, locality<1>, data : memref<4x4xi32>
  // CHECK-NEXT: memref.prefetch %[[M]][%[[I]]], read, locality<3>, instr : memref<10xf32>
  memref.prefetch %m[%i], read, locality<3>, instr : memref<10xf32>
  // CHECK-NEXT: %[[R1:.*]] = memref.realloc %[[M]] : memref<10xf32> to memref<20xf32>
  %3 = memref.realloc %m : memref<10xf32> to memref<20xf32>
  // CHECK-NEXT: %[[R2:.*]] = memref.realloc %[[R1]](%[[I]]) : memref<20xf32> to memref<?xf32>
  %4 = memref.realloc %3(%i) : memref<20xf32> to memref<?xf32>
  // CHECK-NEXT: memref.realloc %[[R2]] alignment = 8 : memref<?xf32> to memref<4xf32>
  %5 = memref.realloc %4 alignment = 8 : memref<?xf32> to memref<4xf32>
  // CHECK-NEXT: %reshape = memref.reshape %[[M]](%[[S]]) : (memref<10xf32>, memref<2xindex>) -> memref<2x5xf32>
  %6 = memref.reshape %m(%s) : (memref<10xf32>, memref<2xindex>) -> memref<2x5xf32>
  // CHECK-NEXT: memref.dma_wait %[[T]][%[[I]]], %[[I]] : memref<1xi32>
  memref.dma_wait %tag[%i], %i : memref<1xi32>
  // Load clauses print in the format's order, whatever order they were written in.
  // CHECK-NEXT: memref.load %[[M]][%[[I]]] alignment(4) invariant(true) : memref<10xf32>
  %7 = memref.load %m[%i] invariant(true) alignment(4) : memref<10xf32>
  return
}

// dma_start: the memrefs' ranks say where each operand list ends; the optional stride pair
// comes last.
// CHECK-LABEL: func.func @dma
// CHECK-SAME: (%[[A:.*]]: memref<256xf32>, %[[B:.*]]: memref<256xf32, 1>, %[[T:.*]]: memref<1xi32>, %[[C0:.*]]: index, %[[N:.*]]: index, %[[S:.*]]: index, %[[E:.*]]: index, %[[M:.*]]: memref<4x4xf32>)
func.func @dma(%a: memref<256xf32>, %b: memref<256xf32, 1>, %t: memref<1xi32>, %c0: index, %n: index, %s: index, %e: index, %m2: memref<4x4xf32>) {
  // CHECK-NEXT: memref.dma_start %[[A]][%[[C0]]], %[[B]][%[[C0]]], %[[N]], %[[T]][%[[C0]]] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  memref.dma_start %a[%c0], %b[%c0], %n, %t[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  // CHECK-NEXT: memref.dma_start %[[A]][%[[C0]]], %[[B]][%[[C0]]], %[[N]], %[[T]][%[[C0]]], %[[S]], %[[E]] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  memref.dma_start %a[%c0], %b[%c0], %n, %t[%c0], %s, %e : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  // CHECK-NEXT: memref.dma_start %[[M]][%[[C0]], %[[N]]], %[[B]][%[[C0]]], %[[N]], %[[T]][%[[C0]]] : memref<4x4xf32>, memref<256xf32, 1>, memref<1xi32>
  memref.dma_start %m2[%c0, %n], %b[%c0], %n, %t[%c0] : memref<4x4xf32>, memref<256xf32, 1>, memref<1xi32>
  return
}
