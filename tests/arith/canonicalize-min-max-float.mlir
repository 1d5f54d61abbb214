// Folds of the float minimum/maximum ops: op(x, x) is x; minimumf/maximumf of x and the
// infinity that cannot win is x, minnumf/maxnumf of x and a NaN is x; constants fold as LLVM's
// minimum/maximum (NaN wins, -0 < +0) and minnum/maxnum (NaN loses).
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_0 = arith.constant -1.500000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %0 = arith.minimumf %arg0, %cst_1 : f32
// CHECK-NEXT:    %1 = arith.maximumf %arg0, %cst_2 : f32
// CHECK-NEXT:    %2 = arith.minnumf %arg0, %cst_2 : f32
// CHECK-NEXT:    %3 = arith.maxnumf %arg0, %cst_3 : f32
// CHECK-NEXT:    return %0, %arg0, %arg0, %cst_0, %arg0, %arg0, %cst, %1, %arg0, %2, %arg0, %cst_0, %arg0, %3, %arg0, %cst_1 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32

func.func @f(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant -1.5 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %m0 = arith.minimumf %c0, %x : f32
  %m1 = arith.minimumf %x, %x : f32
  %m2 = arith.minimumf %inf, %x : f32
  %m3 = arith.minimumf %c0, %c1 : f32
  %a0 = arith.maximumf %x, %x : f32
  %a1 = arith.maximumf %ninf, %x : f32
  %a2 = arith.maximumf %nan, %c1 : f32
  %a3 = arith.maximumf %x, %inf : f32
  %n0 = arith.minnumf %x, %x : f32
  %n1 = arith.minnumf %inf, %x : f32
  %n2 = arith.minnumf %nan, %x : f32
  %n3 = arith.minnumf %nan, %c1 : f32
  %b0 = arith.maxnumf %x, %x : f32
  %b1 = arith.maxnumf %ninf, %x : f32
  %b2 = arith.maxnumf %x, %nan : f32
  %b3 = arith.maxnumf %c0, %c1 : f32
  return %m0, %m1, %m2, %m3, %a0, %a1, %a2, %a3, %n0, %n1, %n2, %n3, %b0, %b1, %b2, %b3 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
