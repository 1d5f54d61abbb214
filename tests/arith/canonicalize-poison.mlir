// A poison operand folds an arith op to poison (after the op's own identities), as the
// reference build's constant folders do; shifts and comparisons keep their poison operands.
// RUN: mlir-opt --canonicalize --allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %0 = ub.poison : i1
// CHECK-NEXT:    %1 = ub.poison : f16
// CHECK-NEXT:    %2 = ub.poison : f64
// CHECK-NEXT:    %3 = ub.poison : i8
// CHECK-NEXT:    %4 = ub.poison : i64
// CHECK-NEXT:    %5 = ub.poison : i32
// CHECK-NEXT:    %6 = ub.poison : f32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    %7 = arith.shli %5, %c3_i32 : i32
// CHECK-NEXT:    "test.use"(%7) : (i32) -> ()
// CHECK-NEXT:    %8 = arith.shli %arg0, %5 : i32
// CHECK-NEXT:    "test.use"(%8) : (i32) -> ()
// CHECK-NEXT:    %9 = arith.shrsi %5, %c3_i32 : i32
// CHECK-NEXT:    "test.use"(%9) : (i32) -> ()
// CHECK-NEXT:    %10 = arith.shrsi %arg0, %5 : i32
// CHECK-NEXT:    "test.use"(%10) : (i32) -> ()
// CHECK-NEXT:    %11 = arith.shrui %5, %c3_i32 : i32
// CHECK-NEXT:    "test.use"(%11) : (i32) -> ()
// CHECK-NEXT:    %12 = arith.shrui %arg0, %5 : i32
// CHECK-NEXT:    "test.use"(%12) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%4) : (i64) -> ()
// CHECK-NEXT:    "test.use"(%4) : (i64) -> ()
// CHECK-NEXT:    "test.use"(%3) : (i8) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%5) : (i32) -> ()
// CHECK-NEXT:    "test.use"(%2) : (f64) -> ()
// CHECK-NEXT:    "test.use"(%1) : (f16) -> ()
// CHECK-NEXT:    "test.use"(%6) : (f32) -> ()
// CHECK-NEXT:    %13 = arith.cmpi slt, %5, %c3_i32 : i32
// CHECK-NEXT:    "test.use"(%13) : (i1) -> ()
// CHECK-NEXT:    %14 = arith.cmpf olt, %6, %cst : f32
// CHECK-NEXT:    "test.use"(%14) : (i1) -> ()
// CHECK-NEXT:    "test.use"(%5, %0) : (i32, i1) -> ()
// CHECK-NEXT:    return

func.func @f(%x: i32, %y: f32, %z: i64) {
  %pi = ub.poison : i32
  %pf = ub.poison : f32
  %c = arith.constant 3 : i32
  %cf = arith.constant 2.0 : f32
  %a0 = arith.addi %pi, %c : i32
  "test.use"(%a0) : (i32) -> ()
  %a1 = arith.addi %x, %pi : i32
  "test.use"(%a1) : (i32) -> ()
  %a2 = arith.subi %pi, %c : i32
  "test.use"(%a2) : (i32) -> ()
  %a3 = arith.subi %x, %pi : i32
  "test.use"(%a3) : (i32) -> ()
  %a4 = arith.muli %pi, %c : i32
  "test.use"(%a4) : (i32) -> ()
  %a5 = arith.muli %x, %pi : i32
  "test.use"(%a5) : (i32) -> ()
  %a6 = arith.divsi %pi, %c : i32
  "test.use"(%a6) : (i32) -> ()
  %a7 = arith.divsi %x, %pi : i32
  "test.use"(%a7) : (i32) -> ()
  %a8 = arith.divui %pi, %c : i32
  "test.use"(%a8) : (i32) -> ()
  %a9 = arith.divui %x, %pi : i32
  "test.use"(%a9) : (i32) -> ()
  %a10 = arith.ceildivsi %pi, %c : i32
  "test.use"(%a10) : (i32) -> ()
  %a11 = arith.ceildivsi %x, %pi : i32
  "test.use"(%a11) : (i32) -> ()
  %a12 = arith.ceildivui %pi, %c : i32
  "test.use"(%a12) : (i32) -> ()
  %a13 = arith.ceildivui %x, %pi : i32
  "test.use"(%a13) : (i32) -> ()
  %a14 = arith.floordivsi %pi, %c : i32
  "test.use"(%a14) : (i32) -> ()
  %a15 = arith.floordivsi %x, %pi : i32
  "test.use"(%a15) : (i32) -> ()
  %a16 = arith.remsi %pi, %c : i32
  "test.use"(%a16) : (i32) -> ()
  %a17 = arith.remsi %x, %pi : i32
  "test.use"(%a17) : (i32) -> ()
  %a18 = arith.remui %pi, %c : i32
  "test.use"(%a18) : (i32) -> ()
  %a19 = arith.remui %x, %pi : i32
  "test.use"(%a19) : (i32) -> ()
  %a20 = arith.andi %pi, %c : i32
  "test.use"(%a20) : (i32) -> ()
  %a21 = arith.andi %x, %pi : i32
  "test.use"(%a21) : (i32) -> ()
  %a22 = arith.ori %pi, %c : i32
  "test.use"(%a22) : (i32) -> ()
  %a23 = arith.ori %x, %pi : i32
  "test.use"(%a23) : (i32) -> ()
  %a24 = arith.xori %pi, %c : i32
  "test.use"(%a24) : (i32) -> ()
  %a25 = arith.xori %x, %pi : i32
  "test.use"(%a25) : (i32) -> ()
  %a26 = arith.shli %pi, %c : i32
  "test.use"(%a26) : (i32) -> ()
  %a27 = arith.shli %x, %pi : i32
  "test.use"(%a27) : (i32) -> ()
  %a28 = arith.shrsi %pi, %c : i32
  "test.use"(%a28) : (i32) -> ()
  %a29 = arith.shrsi %x, %pi : i32
  "test.use"(%a29) : (i32) -> ()
  %a30 = arith.shrui %pi, %c : i32
  "test.use"(%a30) : (i32) -> ()
  %a31 = arith.shrui %x, %pi : i32
  "test.use"(%a31) : (i32) -> ()
  %a32 = arith.maxsi %pi, %c : i32
  "test.use"(%a32) : (i32) -> ()
  %a33 = arith.maxsi %x, %pi : i32
  "test.use"(%a33) : (i32) -> ()
  %a34 = arith.maxui %pi, %c : i32
  "test.use"(%a34) : (i32) -> ()
  %a35 = arith.maxui %x, %pi : i32
  "test.use"(%a35) : (i32) -> ()
  %a36 = arith.minsi %pi, %c : i32
  "test.use"(%a36) : (i32) -> ()
  %a37 = arith.minsi %x, %pi : i32
  "test.use"(%a37) : (i32) -> ()
  %a38 = arith.minui %pi, %c : i32
  "test.use"(%a38) : (i32) -> ()
  %a39 = arith.minui %x, %pi : i32
  "test.use"(%a39) : (i32) -> ()
  %a40 = arith.addf %pf, %cf : f32
  "test.use"(%a40) : (f32) -> ()
  %a41 = arith.addf %y, %pf : f32
  "test.use"(%a41) : (f32) -> ()
  %a42 = arith.subf %pf, %cf : f32
  "test.use"(%a42) : (f32) -> ()
  %a43 = arith.subf %y, %pf : f32
  "test.use"(%a43) : (f32) -> ()
  %a44 = arith.mulf %pf, %cf : f32
  "test.use"(%a44) : (f32) -> ()
  %a45 = arith.mulf %y, %pf : f32
  "test.use"(%a45) : (f32) -> ()
  %a46 = arith.divf %pf, %cf : f32
  "test.use"(%a46) : (f32) -> ()
  %a47 = arith.divf %y, %pf : f32
  "test.use"(%a47) : (f32) -> ()
  %a48 = arith.remf %pf, %cf : f32
  "test.use"(%a48) : (f32) -> ()
  %a49 = arith.remf %y, %pf : f32
  "test.use"(%a49) : (f32) -> ()
  %a50 = arith.maximumf %pf, %cf : f32
  "test.use"(%a50) : (f32) -> ()
  %a51 = arith.maximumf %y, %pf : f32
  "test.use"(%a51) : (f32) -> ()
  %a52 = arith.minimumf %pf, %cf : f32
  "test.use"(%a52) : (f32) -> ()
  %a53 = arith.minimumf %y, %pf : f32
  "test.use"(%a53) : (f32) -> ()
  %a54 = arith.maxnumf %pf, %cf : f32
  "test.use"(%a54) : (f32) -> ()
  %a55 = arith.maxnumf %y, %pf : f32
  "test.use"(%a55) : (f32) -> ()
  %a56 = arith.minnumf %pf, %cf : f32
  "test.use"(%a56) : (f32) -> ()
  %a57 = arith.minnumf %y, %pf : f32
  "test.use"(%a57) : (f32) -> ()
  %a58 = arith.negf %pf : f32
  "test.use"(%a58) : (f32) -> ()
  %a59 = arith.extsi %pi : i32 to i64
  "test.use"(%a59) : (i64) -> ()
  %a60 = arith.extui %pi : i32 to i64
  "test.use"(%a60) : (i64) -> ()
  %a61 = arith.trunci %pi : i32 to i8
  "test.use"(%a61) : (i8) -> ()
  %a62 = arith.sitofp %pi : i32 to f32
  "test.use"(%a62) : (f32) -> ()
  %a63 = arith.uitofp %pi : i32 to f32
  "test.use"(%a63) : (f32) -> ()
  %a64 = arith.fptosi %pf : f32 to i32
  "test.use"(%a64) : (i32) -> ()
  %a65 = arith.fptoui %pf : f32 to i32
  "test.use"(%a65) : (i32) -> ()
  %a66 = arith.extf %pf : f32 to f64
  "test.use"(%a66) : (f64) -> ()
  %a67 = arith.truncf %pf : f32 to f16
  "test.use"(%a67) : (f16) -> ()
  %a68 = arith.bitcast %pi : i32 to f32
  "test.use"(%a68) : (f32) -> ()
  %a69 = arith.cmpi slt, %pi, %c : i32
  "test.use"(%a69) : (i1) -> ()
  %a70 = arith.cmpf olt, %pf, %cf : f32
  "test.use"(%a70) : (i1) -> ()
  %s, %o = arith.addui_extended %pi, %c : i32, i1
  "test.use"(%s, %o) : (i32, i1) -> ()
  return
}
