// Bytecode: what --emit-bytecode writes reads back (through mlir-opt's input) to the same IR,
// in the current version and in an old one; a version newer than the current one is refused.
// ^bb2 uses a value defined later in the text (in ^bb3, which dominates it): a forward
// reference in the bytecode.
// RUN: mlir-opt --allow-unregistered-dialect --emit-bytecode %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=4 %s | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=V4
// RUN: not mlir-opt --emit-bytecode --emit-bytecode-version=7 %s --allow-unregistered-dialect -o %t 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: mlir-opt --emit-bytecode --emit-bytecode-producer=MyTool %s --allow-unregistered-dialect -o %t.mlirbc
// RUN: not mlir-opt --no-implicit-module %t.mlirbc 2>&1 | FileCheck %s --check-prefix=PRODUCER

func.func @f(%a: i32, %b: i32 loc("arg.mlir":2:3), %p: i1) -> i32 {
  %c = arith.addi %a, %b overflow<nsw> : i32 loc("add.mlir":4:5)
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi8>
  cf.cond_br %p, ^bb1(%c : i32), ^bb3 loc(fused["x.mlir":1:1, "y"])
^bb1(%d: i32):
  %e = "test.op"(%d) <{p = [1 : i64, @sym]}> ({
  ^bb0(%x: index):
    "test.yield"(%x) : (index) -> ()
  }) {q = affine_map<(d0)[s0] -> (d0 + s0)>} : (i32) -> i32 loc(callsite("callee" at "caller.mlir":7:8))
  return %e : i32
^bb2:
  return %later : i32
^bb3:
  %later = arith.muli %a, %a : i32
  cf.br ^bb2
}

// CHECK-LABEL: func.func @f(%arg0: i32 loc({{.*}}bytecode.mlir":11:14), %arg1: i32 loc("arg.mlir":2:3), %arg2: i1 loc({{.*}}bytecode.mlir":11:52)) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32 loc(#loc5)
// CHECK-NEXT:    %cst = arith.constant dense<[1, 2, 3]> : tensor<3xi8> loc(#loc6)
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1(%0 : i32), ^bb3 loc(#loc18)
// CHECK-NEXT:  ^bb1(%1: i32 loc({{.*}}bytecode.mlir":15:6)):  // pred: ^bb0
// CHECK-NEXT:    %2 = "test.op"(%1) <{p = [1, @sym]}> ({
// CHECK-NEXT:    ^bb0(%arg3: index loc({{.*}}bytecode.mlir":17:8)):
// CHECK-NEXT:      "test.yield"(%arg3) : (index) -> () loc(#loc13)
// CHECK-NEXT:    }) {q = #map} : (i32) -> i32 loc(#loc19)
// CHECK-NEXT:    return %2 : i32 loc(#loc14)
// CHECK-NEXT:  ^bb2:  // pred: ^bb3
// CHECK-NEXT:    return %3 : i32 loc(#loc15)
// CHECK-NEXT:  ^bb3:  // pred: ^bb0
// CHECK-NEXT:    %3 = arith.muli %arg0, %arg0 : i32 loc(#loc16)
// CHECK-NEXT:    cf.br ^bb2 loc(#loc17)
// CHECK:       #loc5 = loc("add.mlir":4:5)
// CHECK:       #loc18 = loc(fused[#loc7, #loc8])
// CHECK-NEXT:  #loc19 = loc(callsite(#loc10 at #loc11))

// Before version 5 an unregistered op's properties travel among its attributes.
// V4-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// V4:         %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// V4:         %2 = "test.op"(%1) ({
// V4:         }) {p = [1, @sym], q = #map} : (i32) -> i32
// V4:         return %3 : i32

// ERR: error: unsupported version requested 7, must be in range [0, 6]

// Errors reading bytecode name the producer (here: the test dialect is not allowed).
// PRODUCER: error: dialect 'test' is unknown
// PRODUCER-NEXT: note: in bytecode version 6 produced by: MyTool
