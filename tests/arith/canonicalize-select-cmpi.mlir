// Canonicalization of arith.select (nested selects on one condition, a negated condition,
// i1 and integer 0/1 selections), of a negated cmpi (the inverse predicate), of cmpi with a
// constant on the left (operands and predicate swap, in place) or comparing an i1 with 0/1,
// and of the extended ops whose second result is unused. A negated condition's rewrite is
// located at the select and the all-ones constant, as the reference's generated matcher
// records it. Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s
// RUN: mlir-opt --canonicalize --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOC

// LOC-LABEL: func.func @locations
// LOC: arith.select %arg0, %arg2, %arg1 : i32 loc(fused["select", "true"])
// LOC: arith.cmpi sge, %arg3, %arg4 : i32 loc(fused["xor", "cmp"])

// CHECK-LABEL: func.func @selects(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i32, i32, i1, i32, i32, i64) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT:   %1 = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT:   %2 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT:   %3 = arith.xori %arg1, %true : i1
// CHECK-NEXT:   %4 = arith.extui %arg1 : i1 to i32
// CHECK-NEXT:   %5 = arith.xori %arg1, %true : i1
// CHECK-NEXT:   %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT:   %7 = arith.extui %arg0 : i1 to i64
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %6, %7 : i32, i32, i32, i1, i32, i32, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vector_select(%arg0: i1, %arg1: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT:   %cst = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %0 = arith.select %arg0, %cst, %cst_0 : vector<2xi32>
// CHECK-NEXT:   return %0 : vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_cmpi(%arg0: i32, %arg1: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT:   %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:   %2 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT:   %3 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %1, %2, %3 : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmpi_constant_lhs(%arg0: i32, %arg1: i1) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT:   %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:   %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT:   %1 = arith.cmpi ule, %arg0, %c5_i32 : i32
// CHECK-NEXT:   %2 = arith.cmpi ne, %arg0, %c5_i32 : i32
// CHECK-NEXT:   return %0, %1, %2, %arg1, %arg1 : i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:   %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:   %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:   %4 = arith.extsi %3 : i1 to i32
// CHECK-NEXT:   return %0, %1, %2, %arg0, %4 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @locations(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i1) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:   %1 = arith.cmpi sge, %arg3, %arg4 : i32
// CHECK-NEXT:   return %0, %1 : i32, i1
// CHECK-NEXT: }

func.func @selects(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i1, i32, i32, i64) {
  %s0 = arith.select %p, %a, %b : i32
  %r0 = arith.select %p, %s0, %c : i32
  %r1 = arith.select %p, %c, %s0 : i32
  %true = arith.constant true
  %np = arith.xori %p, %true : i1
  %r2 = arith.select %np, %a, %b : i32
  %false = arith.constant false
  %r3 = arith.select %q, %false, %true : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %r4 = arith.select %q, %one, %zero : i32
  %r5 = arith.select %q, %zero, %one : i32
  %l1 = arith.constant 1 : i64
  %l0 = arith.constant 0 : i64
  %r6 = arith.select %p, %l1, %l0 : i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, i32, i32, i1, i32, i32, i64
}

func.func @vector_select(%p: i1, %a: vector<2xi32>) -> vector<2xi32> {
  %one = arith.constant dense<1> : vector<2xi32>
  %zero = arith.constant dense<0> : vector<2xi32>
  %r = arith.select %p, %one, %zero : vector<2xi32>
  return %r : vector<2xi32>
}

func.func @not_cmpi(%x: i32, %y: i32) -> (i1, i1, i1, i1) {
  %true = arith.constant true
  %c0 = arith.cmpi slt, %x, %y : i32
  %r0 = arith.xori %c0, %true : i1
  %c1 = arith.cmpi uge, %x, %y : i32
  %r1 = arith.xori %c1, %true : i1
  %c2 = arith.cmpi eq, %x, %y : i32
  %r2 = arith.xori %c2, %true : i1
  %r3 = arith.xori %r2, %true : i1
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @cmpi_constant_lhs(%x: i32, %b: i1) -> (i1, i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %r0 = arith.cmpi slt, %c5, %x : i32
  %r1 = arith.cmpi uge, %c5, %x : i32
  %r2 = arith.cmpi ne, %c5, %x : i32
  %e = arith.extui %b : i1 to i32
  %zero = arith.constant 0 : i32
  %r3 = arith.cmpi ne, %e, %zero : i32
  %true = arith.constant true
  %r4 = arith.cmpi eq, %b, %true : i1
  return %r0, %r1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}

func.func @extended(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  %ul, %uh = arith.mului_extended %x, %y : i32
  %one = arith.constant 1 : i32
  %ol, %oh = arith.mulsi_extended %x, %one : i32
  return %s, %l, %ul, %ol, %oh : i32, i32, i32, i32, i32
}

func.func @locations(%p: i1, %a: i32, %b: i32, %x: i32, %y: i32) -> (i32, i1) {
  %true = arith.constant true loc("true")
  %np = arith.xori %p, %true : i1 loc("not")
  %r0 = arith.select %np, %a, %b : i32 loc("select")
  %c = arith.cmpi slt, %x, %y : i32 loc("cmp")
  %r1 = arith.xori %c, %true : i1 loc("xor")
  return %r0, %r1 : i32, i1
}
