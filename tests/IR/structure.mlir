// Regions, blocks, successors, predecessors comments, forward references, value groups,
// SSA and block naming in every printing mode.
// RUN: mlir-opt --allow-unregistered-dialect < %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic < %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-unique-ssa-ids < %s | FileCheck %s --check-prefix=UNIQUE
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-skip-regions < %s | FileCheck %s --check-prefix=SKIP
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-value-users < %s | FileCheck %s --check-prefix=USERS
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo < %s | FileCheck %s --check-prefix=DEBUG
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo < %s | FileCheck %s --check-prefix=PRETTY
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope < %s | FileCheck %s --check-prefix=LOCAL
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic < %s | mlir-opt --allow-unregistered-dialect | FileCheck %s

// Structure: regions, blocks, successors, forward references, value groups.
"test.func"() ({
^entry(%a: i32, %b: i64):
  %0:3 = "test.multi"(%a) : (i32) -> (i32, f32, i64)
  %fwd = "test.later"() : () -> i1
  "test.use"(%0#0, %0#2, %fwd) : (i32, i64, i1) -> ()
  "test.cond_br"(%fwd)[^bb1, ^loop] : (i1) -> ()
^bb1:
  "test.br"(%0#1)[^loop] : (f32) -> ()
^loop(%x: f32):
  %c = "test.nested"(%x) ({
    %inner = "test.inside"(%a, %x) : (i32, f32) -> i32
    "test.yield"(%inner) : (i32) -> ()
  }, {
  ^bb0(%y: index):
    "test.yield"() : () -> ()
  }, {
  }) : (f32) -> i32
  "test.br"()[^exit] : () -> ()
^unreachable:
  "test.br"()[^exit] : () -> ()
^exit:
  "test.return"(%c) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"test.graph"() ({
  %1 = "test.use_before_def"(%2) : (i32) -> i32
  %2 = "test.def"(%1) : (i32) -> i32
}) : () -> ()
%top:2 = "test.top"() : () -> (i32, i32)
"test.empty_block_region"() ({
^bb0:
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "test.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i64):
// CHECK-NEXT:     %1:3 = "test.multi"(%arg0) : (i32) -> (i32, f32, i64)
// CHECK-NEXT:     %2 = "test.later"() : () -> i1
// CHECK-NEXT:     "test.use"(%1#0, %1#2, %2) : (i32, i64, i1) -> ()
// CHECK-NEXT:     "test.cond_br"(%2)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.br"(%1#1)[^bb2] : (f32) -> ()
// CHECK-NEXT:   ^bb2(%3: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %4 = "test.nested"(%3) ({
// CHECK-NEXT:       %5 = "test.inside"(%arg0, %3) : (i32, f32) -> i32
// CHECK-NEXT:       "test.yield"(%5) : (i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       "test.yield"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }) : (f32) -> i32
// CHECK-NEXT:     "test.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb3:  // no predecessors
// CHECK-NEXT:     "test.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     "test.return"(%4) : (i32) -> ()
// CHECK-NEXT:   }) {sym_name = "f"} : () -> ()
// CHECK-NEXT:   "test.graph"() ({
// CHECK-NEXT:     %1 = "test.use_before_def"(%2) : (i32) -> i32
// CHECK-NEXT:     %2 = "test.def"(%1) : (i32) -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %0:2 = "test.top"() : () -> (i32, i32)
// CHECK-NEXT:   "test.empty_block_region"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "test.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: i64):
// GENERIC-NEXT:     %3:3 = "test.multi"(%arg0) : (i32) -> (i32, f32, i64)
// GENERIC-NEXT:     %4 = "test.later"() : () -> i1
// GENERIC-NEXT:     "test.use"(%3#0, %3#2, %4) : (i32, i64, i1) -> ()
// GENERIC-NEXT:     "test.cond_br"(%4)[^bb1, ^bb2] : (i1) -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "test.br"(%3#1)[^bb2] : (f32) -> ()
// GENERIC-NEXT:   ^bb2(%5: f32):  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:     %6 = "test.nested"(%5) ({
// GENERIC-NEXT:       %7 = "test.inside"(%arg0, %5) : (i32, f32) -> i32
// GENERIC-NEXT:       "test.yield"(%7) : (i32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg2: index):
// GENERIC-NEXT:       "test.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     }) : (f32) -> i32
// GENERIC-NEXT:     "test.br"()[^bb4] : () -> ()
// GENERIC-NEXT:   ^bb3:  // no predecessors
// GENERIC-NEXT:     "test.br"()[^bb4] : () -> ()
// GENERIC-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// GENERIC-NEXT:     "test.return"(%6) : (i32) -> ()
// GENERIC-NEXT:   }) {sym_name = "f"} : () -> ()
// GENERIC-NEXT:   "test.graph"() ({
// GENERIC-NEXT:     %1 = "test.use_before_def"(%2) : (i32) -> i32
// GENERIC-NEXT:     %2 = "test.def"(%1) : (i32) -> i32
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   %0:2 = "test.top"() : () -> (i32, i32)
// GENERIC-NEXT:   "test.empty_block_region"() ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// UNIQUE: module {
// UNIQUE-NEXT:   "test.func"() ({
// UNIQUE-NEXT:   ^bb0(%arg0: i32, %arg1: i64):
// UNIQUE-NEXT:     %3:3 = "test.multi"(%arg0) : (i32) -> (i32, f32, i64)
// UNIQUE-NEXT:     %4 = "test.later"() : () -> i1
// UNIQUE-NEXT:     "test.use"(%3#0, %3#2, %4) : (i32, i64, i1) -> ()
// UNIQUE-NEXT:     "test.cond_br"(%4)[^bb1, ^bb2] : (i1) -> ()
// UNIQUE-NEXT:   ^bb1:  // pred: ^bb0
// UNIQUE-NEXT:     "test.br"(%3#1)[^bb2] : (f32) -> ()
// UNIQUE-NEXT:   ^bb2(%5: f32):  // 2 preds: ^bb0, ^bb1
// UNIQUE-NEXT:     %6 = "test.nested"(%5) ({
// UNIQUE-NEXT:       %7 = "test.inside"(%arg0, %5) : (i32, f32) -> i32
// UNIQUE-NEXT:       "test.yield"(%7) : (i32) -> ()
// UNIQUE-NEXT:     }, {
// UNIQUE-NEXT:     ^bb0(%arg2: index):
// UNIQUE-NEXT:       "test.yield"() : () -> ()
// UNIQUE-NEXT:     }, {
// UNIQUE-NEXT:     }) : (f32) -> i32
// UNIQUE-NEXT:     "test.br"()[^bb4] : () -> ()
// UNIQUE-NEXT:   ^bb3:  // no predecessors
// UNIQUE-NEXT:     "test.br"()[^bb4] : () -> ()
// UNIQUE-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// UNIQUE-NEXT:     "test.return"(%6) : (i32) -> ()
// UNIQUE-NEXT:   }) {sym_name = "f"} : () -> ()
// UNIQUE-NEXT:   "test.graph"() ({
// UNIQUE-NEXT:     %1 = "test.use_before_def"(%2) : (i32) -> i32
// UNIQUE-NEXT:     %2 = "test.def"(%1) : (i32) -> i32
// UNIQUE-NEXT:   }) : () -> ()
// UNIQUE-NEXT:   %0:2 = "test.top"() : () -> (i32, i32)
// UNIQUE-NEXT:   "test.empty_block_region"() ({
// UNIQUE-NEXT:   ^bb0:
// UNIQUE-NEXT:   }) : () -> ()
// UNIQUE-NEXT: }

// SKIP: module {...}

// USERS: module {
// USERS-NEXT:   "test.func"() ({
// USERS-NEXT:   ^bb0(%arg0: i32, %arg1: i64):
// USERS-NEXT:     // %arg0 is used by %14, %4#0, %4#1, %4#2
// USERS-NEXT:     // %arg1 is unused
// USERS-NEXT:     %4:3 = "test.multi"(%arg0) : (i32) -> (i32, f32, i64) // users: (%6), (%8), (%6)
// USERS-NEXT:     %5 = "test.later"() : () -> i1 // users: %7, %6
// USERS-NEXT:     "test.use"(%4#0, %4#2, %5) : (i32, i64, i1) -> () // id: %6
// USERS-NEXT:     "test.cond_br"(%5)[^bb1, ^bb2] : (i1) -> () // id: %7
// USERS-NEXT:   ^bb1:  // pred: ^bb0
// USERS-NEXT:     "test.br"(%4#1)[^bb2] : (f32) -> () // id: %8
// USERS-NEXT:   ^bb2(%9: f32):  // 2 preds: ^bb0, ^bb1
// USERS-NEXT:     // %9 is used by %10, %14
// USERS-NEXT:     %10 = "test.nested"(%9) ({
// USERS-NEXT:       %14 = "test.inside"(%arg0, %9) : (i32, f32) -> i32 // user: %15
// USERS-NEXT:       "test.yield"(%14) : (i32) -> () // id: %15
// USERS-NEXT:     }, {
// USERS-NEXT:     ^bb0(%arg2: index):
// USERS-NEXT:       // %arg2 is unused
// USERS-NEXT:       "test.yield"() : () -> ()
// USERS-NEXT:     }, {
// USERS-NEXT:     }) : (f32) -> i32 // user: %13
// USERS-NEXT:     "test.br"()[^bb4] : () -> ()
// USERS-NEXT:   ^bb3:  // no predecessors
// USERS-NEXT:     "test.br"()[^bb4] : () -> ()
// USERS-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// USERS-NEXT:     "test.return"(%10) : (i32) -> () // id: %13
// USERS-NEXT:   }) {sym_name = "f"} : () -> ()
// USERS-NEXT:   "test.graph"() ({
// USERS-NEXT:     %4 = "test.use_before_def"(%5) : (i32) -> i32 // user: %5
// USERS-NEXT:     %5 = "test.def"(%4) : (i32) -> i32 // user: %4
// USERS-NEXT:   }) : () -> ()
// USERS-NEXT:   %2:2 = "test.top"() : () -> (i32, i32) // unused
// USERS-NEXT:   "test.empty_block_region"() ({
// USERS-NEXT:   ^bb0:
// USERS-NEXT:   }) : () -> ()
// USERS-NEXT: }

// DEBUG: #loc2 = loc("<stdin>":15:8)
// DEBUG-NEXT: #loc3 = loc("<stdin>":15:17)
// DEBUG-NEXT: #loc9 = loc("<stdin>":22:7)
// DEBUG-NEXT: #loc13 = loc("<stdin>":27:8)
// DEBUG-NEXT: module {
// DEBUG-NEXT:   "test.func"() ({
// DEBUG-NEXT:   ^bb0(%arg0: i32 loc("<stdin>":15:8), %arg1: i64 loc("<stdin>":15:17)):
// DEBUG-NEXT:     %1:3 = "test.multi"(%arg0) : (i32) -> (i32, f32, i64) loc(#loc4)
// DEBUG-NEXT:     %2 = "test.later"() : () -> i1 loc(#loc5)
// DEBUG-NEXT:     "test.use"(%1#0, %1#2, %2) : (i32, i64, i1) -> () loc(#loc6)
// DEBUG-NEXT:     "test.cond_br"(%2)[^bb1, ^bb2] : (i1) -> () loc(#loc7)
// DEBUG-NEXT:   ^bb1:  // pred: ^bb0
// DEBUG-NEXT:     "test.br"(%1#1)[^bb2] : (f32) -> () loc(#loc8)
// DEBUG-NEXT:   ^bb2(%3: f32 loc("<stdin>":22:7)):  // 2 preds: ^bb0, ^bb1
// DEBUG-NEXT:     %4 = "test.nested"(%3) ({
// DEBUG-NEXT:       %5 = "test.inside"(%arg0, %3) : (i32, f32) -> i32 loc(#loc11)
// DEBUG-NEXT:       "test.yield"(%5) : (i32) -> () loc(#loc12)
// DEBUG-NEXT:     }, {
// DEBUG-NEXT:     ^bb0(%arg2: index loc("<stdin>":27:8)):
// DEBUG-NEXT:       "test.yield"() : () -> () loc(#loc14)
// DEBUG-NEXT:     }, {
// DEBUG-NEXT:     }) : (f32) -> i32 loc(#loc10)
// DEBUG-NEXT:     "test.br"()[^bb4] : () -> () loc(#loc15)
// DEBUG-NEXT:   ^bb3:  // no predecessors
// DEBUG-NEXT:     "test.br"()[^bb4] : () -> () loc(#loc16)
// DEBUG-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// DEBUG-NEXT:     "test.return"(%4) : (i32) -> () loc(#loc17)
// DEBUG-NEXT:   }) {sym_name = "f"} : () -> () loc(#loc1)
// DEBUG-NEXT:   "test.graph"() ({
// DEBUG-NEXT:     %1 = "test.use_before_def"(%2) : (i32) -> i32 loc(#loc19)
// DEBUG-NEXT:     %2 = "test.def"(%1) : (i32) -> i32 loc(#loc20)
// DEBUG-NEXT:   }) : () -> () loc(#loc18)
// DEBUG-NEXT:   %0:2 = "test.top"() : () -> (i32, i32) loc(#loc21)
// DEBUG-NEXT:   "test.empty_block_region"() ({
// DEBUG-NEXT:   ^bb0:
// DEBUG-NEXT:   }) : () -> () loc(#loc22)
// DEBUG-NEXT: } loc(#loc)
// DEBUG-NEXT: #loc = loc("<stdin>":0:0)
// DEBUG-NEXT: #loc1 = loc("<stdin>":14:1)
// DEBUG-NEXT: #loc4 = loc("<stdin>":16:10)
// DEBUG-NEXT: #loc5 = loc("<stdin>":17:10)
// DEBUG-NEXT: #loc6 = loc("<stdin>":18:3)
// DEBUG-NEXT: #loc7 = loc("<stdin>":19:3)
// DEBUG-NEXT: #loc8 = loc("<stdin>":21:3)
// DEBUG-NEXT: #loc10 = loc("<stdin>":23:8)
// DEBUG-NEXT: #loc11 = loc("<stdin>":24:14)
// DEBUG-NEXT: #loc12 = loc("<stdin>":25:5)
// DEBUG-NEXT: #loc14 = loc("<stdin>":28:5)
// DEBUG-NEXT: #loc15 = loc("<stdin>":31:3)
// DEBUG-NEXT: #loc16 = loc("<stdin>":33:3)
// DEBUG-NEXT: #loc17 = loc("<stdin>":35:3)
// DEBUG-NEXT: #loc18 = loc("<stdin>":37:1)
// DEBUG-NEXT: #loc19 = loc("<stdin>":38:8)
// DEBUG-NEXT: #loc20 = loc("<stdin>":39:8)
// DEBUG-NEXT: #loc21 = loc("<stdin>":41:10)
// DEBUG-NEXT: #loc22 = loc("<stdin>":42:1)

// PRETTY: #loc2 = <stdin>:15:8
// PRETTY-NEXT: #loc3 = <stdin>:15:17
// PRETTY-NEXT: #loc9 = <stdin>:22:7
// PRETTY-NEXT: #loc13 = <stdin>:27:8
// PRETTY-NEXT: module {
// PRETTY-NEXT:   "test.func"() ({
// PRETTY-NEXT:   ^bb0(%arg0: i32 <stdin>:15:8, %arg1: i64 <stdin>:15:17):
// PRETTY-NEXT:     %1:3 = "test.multi"(%arg0) : (i32) -> (i32, f32, i64) <stdin>:16:10
// PRETTY-NEXT:     %2 = "test.later"() : () -> i1 <stdin>:17:10
// PRETTY-NEXT:     "test.use"(%1#0, %1#2, %2) : (i32, i64, i1) -> () <stdin>:18:3
// PRETTY-NEXT:     "test.cond_br"(%2)[^bb1, ^bb2] : (i1) -> () <stdin>:19:3
// PRETTY-NEXT:   ^bb1:  // pred: ^bb0
// PRETTY-NEXT:     "test.br"(%1#1)[^bb2] : (f32) -> () <stdin>:21:3
// PRETTY-NEXT:   ^bb2(%3: f32 <stdin>:22:7):  // 2 preds: ^bb0, ^bb1
// PRETTY-NEXT:     %4 = "test.nested"(%3) ({
// PRETTY-NEXT:       %5 = "test.inside"(%arg0, %3) : (i32, f32) -> i32 <stdin>:24:14
// PRETTY-NEXT:       "test.yield"(%5) : (i32) -> () <stdin>:25:5
// PRETTY-NEXT:     }, {
// PRETTY-NEXT:     ^bb0(%arg2: index <stdin>:27:8):
// PRETTY-NEXT:       "test.yield"() : () -> () <stdin>:28:5
// PRETTY-NEXT:     }, {
// PRETTY-NEXT:     }) : (f32) -> i32 <stdin>:23:8
// PRETTY-NEXT:     "test.br"()[^bb4] : () -> () <stdin>:31:3
// PRETTY-NEXT:   ^bb3:  // no predecessors
// PRETTY-NEXT:     "test.br"()[^bb4] : () -> () <stdin>:33:3
// PRETTY-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// PRETTY-NEXT:     "test.return"(%4) : (i32) -> () <stdin>:35:3
// PRETTY-NEXT:   }) {sym_name = "f"} : () -> () <stdin>:14:1
// PRETTY-NEXT:   "test.graph"() ({
// PRETTY-NEXT:     %1 = "test.use_before_def"(%2) : (i32) -> i32 <stdin>:38:8
// PRETTY-NEXT:     %2 = "test.def"(%1) : (i32) -> i32 <stdin>:39:8
// PRETTY-NEXT:   }) : () -> () <stdin>:37:1
// PRETTY-NEXT:   %0:2 = "test.top"() : () -> (i32, i32) <stdin>:41:10
// PRETTY-NEXT:   "test.empty_block_region"() ({
// PRETTY-NEXT:   ^bb0:
// PRETTY-NEXT:   }) : () -> () <stdin>:42:1
// PRETTY-NEXT: } <stdin>:0:0
// PRETTY-NEXT: #loc = <stdin>:0:0
// PRETTY-NEXT: #loc1 = <stdin>:14:1
// PRETTY-NEXT: #loc4 = <stdin>:16:10
// PRETTY-NEXT: #loc5 = <stdin>:17:10
// PRETTY-NEXT: #loc6 = <stdin>:18:3
// PRETTY-NEXT: #loc7 = <stdin>:19:3
// PRETTY-NEXT: #loc8 = <stdin>:21:3
// PRETTY-NEXT: #loc10 = <stdin>:23:8
// PRETTY-NEXT: #loc11 = <stdin>:24:14
// PRETTY-NEXT: #loc12 = <stdin>:25:5
// PRETTY-NEXT: #loc14 = <stdin>:28:5
// PRETTY-NEXT: #loc15 = <stdin>:31:3
// PRETTY-NEXT: #loc16 = <stdin>:33:3
// PRETTY-NEXT: #loc17 = <stdin>:35:3
// PRETTY-NEXT: #loc18 = <stdin>:37:1
// PRETTY-NEXT: #loc19 = <stdin>:38:8
// PRETTY-NEXT: #loc20 = <stdin>:39:8
// PRETTY-NEXT: #loc21 = <stdin>:41:10
// PRETTY-NEXT: #loc22 = <stdin>:42:1

// LOCAL: module {
// LOCAL-NEXT:   "test.func"() ({
// LOCAL-NEXT:   ^bb0(%arg0: i32 loc("<stdin>":15:8), %arg1: i64 loc("<stdin>":15:17)):
// LOCAL-NEXT:     %1:3 = "test.multi"(%arg0) : (i32) -> (i32, f32, i64) loc("<stdin>":16:10)
// LOCAL-NEXT:     %2 = "test.later"() : () -> i1 loc("<stdin>":17:10)
// LOCAL-NEXT:     "test.use"(%1#0, %1#2, %2) : (i32, i64, i1) -> () loc("<stdin>":18:3)
// LOCAL-NEXT:     "test.cond_br"(%2)[^bb1, ^bb2] : (i1) -> () loc("<stdin>":19:3)
// LOCAL-NEXT:   ^bb1:  // pred: ^bb0
// LOCAL-NEXT:     "test.br"(%1#1)[^bb2] : (f32) -> () loc("<stdin>":21:3)
// LOCAL-NEXT:   ^bb2(%3: f32 loc("<stdin>":22:7)):  // 2 preds: ^bb0, ^bb1
// LOCAL-NEXT:     %4 = "test.nested"(%3) ({
// LOCAL-NEXT:       %5 = "test.inside"(%arg0, %3) : (i32, f32) -> i32 loc("<stdin>":24:14)
// LOCAL-NEXT:       "test.yield"(%5) : (i32) -> () loc("<stdin>":25:5)
// LOCAL-NEXT:     }, {
// LOCAL-NEXT:     ^bb0(%arg2: index loc("<stdin>":27:8)):
// LOCAL-NEXT:       "test.yield"() : () -> () loc("<stdin>":28:5)
// LOCAL-NEXT:     }, {
// LOCAL-NEXT:     }) : (f32) -> i32 loc("<stdin>":23:8)
// LOCAL-NEXT:     "test.br"()[^bb4] : () -> () loc("<stdin>":31:3)
// LOCAL-NEXT:   ^bb3:  // no predecessors
// LOCAL-NEXT:     "test.br"()[^bb4] : () -> () loc("<stdin>":33:3)
// LOCAL-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// LOCAL-NEXT:     "test.return"(%4) : (i32) -> () loc("<stdin>":35:3)
// LOCAL-NEXT:   }) {sym_name = "f"} : () -> () loc("<stdin>":14:1)
// LOCAL-NEXT:   "test.graph"() ({
// LOCAL-NEXT:     %1 = "test.use_before_def"(%2) : (i32) -> i32 loc("<stdin>":38:8)
// LOCAL-NEXT:     %2 = "test.def"(%1) : (i32) -> i32 loc("<stdin>":39:8)
// LOCAL-NEXT:   }) : () -> () loc("<stdin>":37:1)
// LOCAL-NEXT:   %0:2 = "test.top"() : () -> (i32, i32) loc("<stdin>":41:10)
// LOCAL-NEXT:   "test.empty_block_region"() ({
// LOCAL-NEXT:   ^bb0:
// LOCAL-NEXT:   }) : () -> () loc("<stdin>":42:1)
// LOCAL-NEXT: } loc("<stdin>":0:0)
