// The builtin dialect's own operations in custom form: unrealized_conversion_cast with 0, 1
// and N inputs and outputs; and signatures that share a prefix (the parser reuses the text of
// recent function types, which must never match a longer type).
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | mlir-opt --allow-unregistered-dialect | FileCheck %s

%in = "test.op"() : () -> !foo.type
%pair = "test.op"() : () -> !foo.type2<!foo.type, !foo.type>
%none = unrealized_conversion_cast to !bar.tuple_type<>
%one = unrealized_conversion_cast %in : !foo.type to !bar.lowered {test.note = "kept"}
%two:2 = builtin.unrealized_conversion_cast %pair : !foo.type2<!foo.type, !foo.type> to !foo.type, !foo.type
%merged = unrealized_conversion_cast %in, %in : !foo.type, !foo.type to i32
%a = "test.sig"() : () -> i32
%b = "test.sig"(%a) : (i32) -> i32
%c = "test.sig"(%a) : (i32) -> i32 loc("x":1:1)
%d = "test.sig"(%a) : (i32) -> i32

// CHECK: module {
// CHECK-NEXT:   %0 = "test.op"() : () -> !foo.type
// CHECK-NEXT:   %1 = "test.op"() : () -> !foo.type2<!foo.type, !foo.type>
// CHECK-NEXT:   %2 = unrealized_conversion_cast to !bar.tuple_type<>
// CHECK-NEXT:   %3 = unrealized_conversion_cast %0 : !foo.type to !bar.lowered {test.note = "kept"}
// CHECK-NEXT:   %4:2 = unrealized_conversion_cast %1 : !foo.type2<!foo.type, !foo.type> to !foo.type, !foo.type
// CHECK-NEXT:   %5 = unrealized_conversion_cast %0, %0 : !foo.type, !foo.type to i32
// CHECK-NEXT:   %6 = "test.sig"() : () -> i32
// CHECK-NEXT:   %7 = "test.sig"(%6) : (i32) -> i32
// CHECK-NEXT:   %8 = "test.sig"(%6) : (i32) -> i32
// CHECK-NEXT:   %9 = "test.sig"(%6) : (i32) -> i32
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0 = "test.op"() : () -> !foo.type
// GENERIC-NEXT:   %1 = "test.op"() : () -> !foo.type2<!foo.type, !foo.type>
// GENERIC-NEXT:   %2 = "builtin.unrealized_conversion_cast"() : () -> !bar.tuple_type<>
// GENERIC-NEXT:   %3 = "builtin.unrealized_conversion_cast"(%0) {test.note = "kept"} : (!foo.type) -> !bar.lowered
// GENERIC-NEXT:   %4:2 = "builtin.unrealized_conversion_cast"(%1) : (!foo.type2<!foo.type, !foo.type>) -> (!foo.type, !foo.type)
// GENERIC-NEXT:   %5 = "builtin.unrealized_conversion_cast"(%0, %0) : (!foo.type, !foo.type) -> i32
// GENERIC-NEXT:   %6 = "test.sig"() : () -> i32
// GENERIC-NEXT:   %7 = "test.sig"(%6) : (i32) -> i32
// GENERIC-NEXT:   %8 = "test.sig"(%6) : (i32) -> i32
// GENERIC-NEXT:   %9 = "test.sig"(%6) : (i32) -> i32
// GENERIC-NEXT: }) : () -> ()
