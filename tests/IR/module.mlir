// The builtin module in custom and generic form: names, attributes, nesting, and the
// implicit top-level module.
// RUN: mlir-opt --allow-unregistered-dialect < %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic < %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic < %s | mlir-opt --allow-unregistered-dialect | FileCheck %s

module @outer attributes {test.flag, test.value = 3 : i32} {
  module {
  }
  module @"quoted name" {
    "test.op"() : () -> ()
  }
  "builtin.module"() ({
    "test.op"() : () -> ()
  }) {sym_name = "from_generic", sym_visibility = "private"} : () -> ()
}



// CHECK: module @outer attributes {test.flag, test.value = 3 : i32} {
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT:   module @"quoted name" {
// CHECK-NEXT:     "test.op"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   module @from_generic <sym_visibility = "private"> {
// CHECK-NEXT:     "test.op"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() <{sym_name = "outer"}> ({
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "quoted name"}> ({
// GENERIC-NEXT:     "test.op"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "from_generic", sym_visibility = "private"}> ({
// GENERIC-NEXT:     "test.op"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) {test.flag, test.value = 3 : i32} : () -> ()
