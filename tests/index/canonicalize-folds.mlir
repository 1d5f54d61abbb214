// index folds: rounding divisions, comparisons (constants, equal operands, a min/max against a
// bound), identities, casts of integer constants, and comparisons of a difference with zero.
// A fold happens only when the 64-bit and the 32-bit results agree (the index width is the
// target's).
// RUN: mlir-opt --canonicalize --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @divisions
// CHECK-DAG:     %[[M3:.*]] = index.constant -3{{$}}
// CHECK-DAG:     %[[P4:.*]] = index.constant 4{{$}}
// CHECK-DAG:     %[[M2:.*]] = index.constant -2{{$}}
// CHECK-DAG:     %[[BIG:.*]] = index.constant 2147483648{{$}}
// CHECK:         %[[NOFOLD:.*]] = index.floordivs
// CHECK:         return %[[M3]], %[[P4]], %[[M2]], %[[BIG]], %[[NOFOLD]]
func.func @divisions() -> (index, index, index, index, index) {
  %m7 = index.constant -7
  %c2 = index.constant 2
  %c7 = index.constant 7
  %m5 = index.constant -5
  %min = index.constant -2147483648
  %m1 = index.constant -1
  %wide = index.constant 0x100000000
  %f = index.floordivs %m5, %c2
  %u = index.ceildivu %c7, %c2
  %s = index.ceildivs %m5, %c2
  %e = index.ceildivs %min, %m1
  %n = index.floordivs %wide, %c2
  return %f, %u, %s, %e, %n : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @comparisons
// CHECK-DAG:     %[[T:.*]] = index.bool.constant true
// CHECK-DAG:     %[[F:.*]] = index.bool.constant false
// CHECK:         return %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[F]]
func.func @comparisons(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %m1 = index.constant -1
  %a = index.cmp ugt(%m1, %c0)
  %b = index.cmp slt(%c1, %m1)
  %c = index.cmp sle(%x, %x)
  %d = index.cmp ult(%x, %x)
  %mx = index.maxs %x, %c1
  %e = index.cmp sgt(%mx, %c0)
  %f = index.cmp eq(%mx, %c0)
  return %a, %b, %c, %d, %e, %f : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @identities
// CHECK:         %[[Z:.*]] = index.constant 0
// CHECK:         return %arg0, %arg0, %arg0, %[[Z]]
func.func @identities(%x: index) -> (index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %a = index.add %x, %c0
  %s = index.sub %x, %c0
  %m = index.mul %x, %c1
  %z = index.mul %x, %c0
  return %a, %s, %m, %z : index, index, index, index
}

// -----

// A cast to an integer type folds to a constant only the index dialect could make: it stays.
// A cast from an integer wider than 64 bits keeps the low 64 bits.
// CHECK-LABEL: func.func @casts
// CHECK-DAG:     index.constant -1000
// CHECK-DAG:     index.constant 8000000000000
// CHECK-DAG:     index.constant 1{{$}}
// CHECK-DAG:     index.constant -1{{$}}
// CHECK-DAG:     index.casts %{{.*}} : index to i8
func.func @casts() -> (index, index, i8, index, index) {
  %a = arith.constant -1000 : i48
  %b = arith.constant 8000000000000 : i48
  %c = index.constant 1000
  %s = index.casts %a : i48 to index
  %u = index.castu %b : i48 to index
  %t = index.casts %c : index to i8
  %w = arith.constant 18446744073709551617 : i128
  %ws = index.casts %w : i128 to index
  %m = arith.constant -1 : i100
  %wu = index.castu %m : i100 to index
  return %s, %u, %t, %ws, %wu : index, index, i8, index, index
}

// -----

// CHECK-LABEL: func.func @difference_against_zero
// CHECK:         %[[A:.*]] = index.cmp slt(%arg0, %arg1)
// CHECK:         %[[B:.*]] = index.cmp uge(%arg1, %arg0)
// CHECK:         return %[[A]], %[[B]]
func.func @difference_against_zero(%x: index, %y: index) -> (i1, i1) {
  %c0 = index.constant 0
  %d = index.sub %x, %y
  %a = index.cmp slt(%d, %c0)
  %b = index.cmp uge(%c0, %d)
  return %a, %b : i1, i1
}
