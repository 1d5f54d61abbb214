// Folds of the extended ops: addui_extended of 0 and of constants (sum and carry),
// mulsi/mului_extended of 0, of 1 (unsigned) and of constants (low and high halves, splats
// too), and poison operands.
// RUN: mlir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %cst = arith.constant dense<false> : vector<2xi1>
// CHECK-NEXT:    %cst_0 = arith.constant dense<6> : vector<2xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<9> : vector<2xi32>
// CHECK-NEXT:    %c-294967303_i32 = arith.constant -294967303 : i32
// CHECK-NEXT:    %c2064771072_i32 = arith.constant 2064771072 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = ub.poison : i1
// CHECK-NEXT:    %1 = ub.poison : i32
// CHECK-NEXT:    %c-6_i32 = arith.constant -6 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c-589934592_i32 = arith.constant -589934592 : i32
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    "test.use"(%arg0, %false) : (i32, i1) -> ()
// CHECK-NEXT:    "test.use"(%c-589934592_i32, %true) : (i32, i1) -> ()
// CHECK-NEXT:    "test.use"(%c-6_i32, %false) : (i32, i1) -> ()
// CHECK-NEXT:    "test.use"(%1, %0) : (i32, i1) -> ()
// CHECK-NEXT:    "test.use"(%c0_i32, %c0_i32) : (i32, i32) -> ()
// CHECK-NEXT:    "test.use"(%c2064771072_i32, %c0_i32) : (i32, i32) -> ()
// CHECK-NEXT:    %2 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:    %3 = arith.extsi %2 : i1 to i32
// CHECK-NEXT:    "test.use"(%arg0, %3) : (i32, i32) -> ()
// CHECK-NEXT:    "test.use"(%c0_i32, %c0_i32) : (i32, i32) -> ()
// CHECK-NEXT:    "test.use"(%arg0, %c0_i32) : (i32, i32) -> ()
// CHECK-NEXT:    "test.use"(%c2064771072_i32, %c-294967303_i32) : (i32, i32) -> ()
// CHECK-NEXT:    "test.use"(%1, %1) : (i32, i32) -> ()
// CHECK-NEXT:    "test.use"(%1, %1) : (i32, i32) -> ()
// CHECK-NEXT:    "test.use"(%cst_2, %cst_1) : (vector<2xi32>, vector<2xi32>) -> ()
// CHECK-NEXT:    "test.use"(%cst_0, %cst) : (vector<2xi32>, vector<2xi1>) -> ()
// CHECK-NEXT:    return

func.func @f(%x: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm = arith.constant -7 : i32
  %cb = arith.constant 4000000000 : i32
  %cv = arith.constant dense<3> : vector<2xi32>
  %p = ub.poison : i32
  %s0, %o0 = arith.addui_extended %x, %c0 : i32, i1
  "test.use"(%s0, %o0) : (i32, i1) -> ()
  %s1, %o1 = arith.addui_extended %cb, %cb : i32, i1
  "test.use"(%s1, %o1) : (i32, i1) -> ()
  %s2, %o2 = arith.addui_extended %c1, %cm : i32, i1
  "test.use"(%s2, %o2) : (i32, i1) -> ()
  %s3, %o3 = arith.addui_extended %p, %c1 : i32, i1
  "test.use"(%s3, %o3) : (i32, i1) -> ()
  %l0, %h0 = arith.mulsi_extended %x, %c0 : i32
  "test.use"(%l0, %h0) : (i32, i32) -> ()
  %l1, %h1 = arith.mulsi_extended %cm, %cb : i32
  "test.use"(%l1, %h1) : (i32, i32) -> ()
  %l2, %h2 = arith.mulsi_extended %x, %c1 : i32
  "test.use"(%l2, %h2) : (i32, i32) -> ()
  %l3, %h3 = arith.mului_extended %x, %c0 : i32
  "test.use"(%l3, %h3) : (i32, i32) -> ()
  %l4, %h4 = arith.mului_extended %x, %c1 : i32
  "test.use"(%l4, %h4) : (i32, i32) -> ()
  %l5, %h5 = arith.mului_extended %cm, %cb : i32
  "test.use"(%l5, %h5) : (i32, i32) -> ()
  %l6, %h6 = arith.mului_extended %p, %cb : i32
  "test.use"(%l6, %h6) : (i32, i32) -> ()
  %l7, %h7 = arith.mulsi_extended %p, %c1 : i32
  "test.use"(%l7, %h7) : (i32, i32) -> ()
  %l8, %h8 = arith.mului_extended %cv, %cv : vector<2xi32>
  "test.use"(%l8, %h8) : (vector<2xi32>, vector<2xi32>) -> ()
  %s9, %o9 = arith.addui_extended %cv, %cv : vector<2xi32>, vector<2xi1>
  "test.use"(%s9, %o9) : (vector<2xi32>, vector<2xi1>) -> ()
  return
}
