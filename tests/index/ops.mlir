// Every index op in custom form. The reference build lacks the index dialect: these
// spellings follow upstream's own index tests (predicate keyword before the parenthesis,
// `%idxN` result names, attributes before constant values).
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// GENERIC: "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC: "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC: "index.bool.constant"() <{value = true}> : () -> i1

func.func @binary(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b {x.y}
  return
}
func.func @others(%a: index, %i: i32) {
  %0 = index.casts %a : index to i64
  %1 = index.castu %i : i32 to index
  %2 = index.cmp slt(%a, %a)
  %3 = index.cmp uge(%a, %a) {x.y}
  %4 = index.sizeof
  %5 = index.constant 42
  %6 = index.constant -1
  %7 = index.constant {x.y} 0
  %8 = index.bool.constant true
  %9 = index.bool.constant false
  return
}

// CHECK-LABEL: func.func @binary(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %arg0, %arg1
// CHECK-NEXT: %2 = index.mul %arg0, %arg1
// CHECK-NEXT: %3 = index.divs %arg0, %arg1
// CHECK-NEXT: %4 = index.divu %arg0, %arg1
// CHECK-NEXT: %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT: %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT: %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT: %8 = index.rems %arg0, %arg1
// CHECK-NEXT: %9 = index.remu %arg0, %arg1
// CHECK-NEXT: %10 = index.maxs %arg0, %arg1
// CHECK-NEXT: %11 = index.maxu %arg0, %arg1
// CHECK-NEXT: %12 = index.mins %arg0, %arg1
// CHECK-NEXT: %13 = index.minu %arg0, %arg1
// CHECK-NEXT: %14 = index.shl %arg0, %arg1
// CHECK-NEXT: %15 = index.shrs %arg0, %arg1
// CHECK-NEXT: %16 = index.shru %arg0, %arg1
// CHECK-NEXT: %17 = index.and %arg0, %arg1
// CHECK-NEXT: %18 = index.or %arg0, %arg1
// CHECK-NEXT: %19 = index.xor %arg0, %arg1 {x.y}
// CHECK-NEXT: return
// CHECK-LABEL: func.func @others(%arg0: index, %arg1: i32) {
// CHECK-NEXT: %0 = index.casts %arg0 : index to i64
// CHECK-NEXT: %1 = index.castu %arg1 : i32 to index
// CHECK-NEXT: %2 = index.cmp slt(%arg0, %arg0)
// CHECK-NEXT: %3 = index.cmp uge(%arg0, %arg0) {x.y}
// CHECK-NEXT: %4 = index.sizeof
// CHECK-NEXT: %idx42 = index.constant 42
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx0 = index.constant {x.y} 0
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: return
