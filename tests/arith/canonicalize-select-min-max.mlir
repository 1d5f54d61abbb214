// select(cmpi(p, a, b), a, b) and its swapped form become minsi/maxsi/minui/maxui of the
// comparison's operands (eq/ne selects fold to one branch); a - (a - b) folds to b.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %0 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:    %2 = arith.maxsi %arg1, %arg0 : i32
// CHECK-NEXT:    %3 = arith.minsi %arg1, %arg0 : i32
// CHECK-NEXT:    %4 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:    %5 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:    %6 = arith.maxsi %arg1, %arg0 : i32
// CHECK-NEXT:    %7 = arith.minsi %arg1, %arg0 : i32
// CHECK-NEXT:    %8 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:    %9 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:    %10 = arith.minsi %arg1, %arg0 : i32
// CHECK-NEXT:    %11 = arith.maxsi %arg1, %arg0 : i32
// CHECK-NEXT:    %12 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:    %13 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:    %14 = arith.minsi %arg1, %arg0 : i32
// CHECK-NEXT:    %15 = arith.maxsi %arg1, %arg0 : i32
// CHECK-NEXT:    %16 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:    %17 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:    %18 = arith.maxui %arg1, %arg0 : i32
// CHECK-NEXT:    %19 = arith.minui %arg1, %arg0 : i32
// CHECK-NEXT:    %20 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:    %21 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:    %22 = arith.maxui %arg1, %arg0 : i32
// CHECK-NEXT:    %23 = arith.minui %arg1, %arg0 : i32
// CHECK-NEXT:    %24 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:    %25 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:    %26 = arith.minui %arg1, %arg0 : i32
// CHECK-NEXT:    %27 = arith.maxui %arg1, %arg0 : i32
// CHECK-NEXT:    %28 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:    %29 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:    %30 = arith.minui %arg1, %arg0 : i32
// CHECK-NEXT:    %31 = arith.maxui %arg1, %arg0 : i32
// CHECK-NEXT:    return %arg1, %arg0, %arg1, %arg0, %arg0, %arg1, %arg0, %arg1, %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-LABEL: func.func @g(
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.subi %c0_i32, %arg0 : i32
// CHECK-NEXT:    return %arg1, %0 : i32, i32

func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.cmpi eq, %a, %b : i32
  %s0 = arith.select %c0, %a, %b : i32
  %c1 = arith.cmpi eq, %a, %b : i32
  %s1 = arith.select %c1, %b, %a : i32
  %c2 = arith.cmpi eq, %b, %a : i32
  %s2 = arith.select %c2, %a, %b : i32
  %c3 = arith.cmpi eq, %b, %a : i32
  %s3 = arith.select %c3, %b, %a : i32
  %c4 = arith.cmpi ne, %a, %b : i32
  %s4 = arith.select %c4, %a, %b : i32
  %c5 = arith.cmpi ne, %a, %b : i32
  %s5 = arith.select %c5, %b, %a : i32
  %c6 = arith.cmpi ne, %b, %a : i32
  %s6 = arith.select %c6, %a, %b : i32
  %c7 = arith.cmpi ne, %b, %a : i32
  %s7 = arith.select %c7, %b, %a : i32
  %c8 = arith.cmpi slt, %a, %b : i32
  %s8 = arith.select %c8, %a, %b : i32
  %c9 = arith.cmpi slt, %a, %b : i32
  %s9 = arith.select %c9, %b, %a : i32
  %c10 = arith.cmpi slt, %b, %a : i32
  %s10 = arith.select %c10, %a, %b : i32
  %c11 = arith.cmpi slt, %b, %a : i32
  %s11 = arith.select %c11, %b, %a : i32
  %c12 = arith.cmpi sle, %a, %b : i32
  %s12 = arith.select %c12, %a, %b : i32
  %c13 = arith.cmpi sle, %a, %b : i32
  %s13 = arith.select %c13, %b, %a : i32
  %c14 = arith.cmpi sle, %b, %a : i32
  %s14 = arith.select %c14, %a, %b : i32
  %c15 = arith.cmpi sle, %b, %a : i32
  %s15 = arith.select %c15, %b, %a : i32
  %c16 = arith.cmpi sgt, %a, %b : i32
  %s16 = arith.select %c16, %a, %b : i32
  %c17 = arith.cmpi sgt, %a, %b : i32
  %s17 = arith.select %c17, %b, %a : i32
  %c18 = arith.cmpi sgt, %b, %a : i32
  %s18 = arith.select %c18, %a, %b : i32
  %c19 = arith.cmpi sgt, %b, %a : i32
  %s19 = arith.select %c19, %b, %a : i32
  %c20 = arith.cmpi sge, %a, %b : i32
  %s20 = arith.select %c20, %a, %b : i32
  %c21 = arith.cmpi sge, %a, %b : i32
  %s21 = arith.select %c21, %b, %a : i32
  %c22 = arith.cmpi sge, %b, %a : i32
  %s22 = arith.select %c22, %a, %b : i32
  %c23 = arith.cmpi sge, %b, %a : i32
  %s23 = arith.select %c23, %b, %a : i32
  %c24 = arith.cmpi ult, %a, %b : i32
  %s24 = arith.select %c24, %a, %b : i32
  %c25 = arith.cmpi ult, %a, %b : i32
  %s25 = arith.select %c25, %b, %a : i32
  %c26 = arith.cmpi ult, %b, %a : i32
  %s26 = arith.select %c26, %a, %b : i32
  %c27 = arith.cmpi ult, %b, %a : i32
  %s27 = arith.select %c27, %b, %a : i32
  %c28 = arith.cmpi ule, %a, %b : i32
  %s28 = arith.select %c28, %a, %b : i32
  %c29 = arith.cmpi ule, %a, %b : i32
  %s29 = arith.select %c29, %b, %a : i32
  %c30 = arith.cmpi ule, %b, %a : i32
  %s30 = arith.select %c30, %a, %b : i32
  %c31 = arith.cmpi ule, %b, %a : i32
  %s31 = arith.select %c31, %b, %a : i32
  %c32 = arith.cmpi ugt, %a, %b : i32
  %s32 = arith.select %c32, %a, %b : i32
  %c33 = arith.cmpi ugt, %a, %b : i32
  %s33 = arith.select %c33, %b, %a : i32
  %c34 = arith.cmpi ugt, %b, %a : i32
  %s34 = arith.select %c34, %a, %b : i32
  %c35 = arith.cmpi ugt, %b, %a : i32
  %s35 = arith.select %c35, %b, %a : i32
  %c36 = arith.cmpi uge, %a, %b : i32
  %s36 = arith.select %c36, %a, %b : i32
  %c37 = arith.cmpi uge, %a, %b : i32
  %s37 = arith.select %c37, %b, %a : i32
  %c38 = arith.cmpi uge, %b, %a : i32
  %s38 = arith.select %c38, %a, %b : i32
  %c39 = arith.cmpi uge, %b, %a : i32
  %s39 = arith.select %c39, %b, %a : i32
  return %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18, %s19, %s20, %s21, %s22, %s23, %s24, %s25, %s26, %s27, %s28, %s29, %s30, %s31, %s32, %s33, %s34, %s35, %s36, %s37, %s38, %s39 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @g(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %a, %0 : i32
  %2 = arith.subi %b, %a : i32
  %3 = arith.subi %2, %b : i32
  return %1, %3 : i32, i32
}
