// Integer attributes at the edges of 64-bit storage: decimal literals of up to 19 digits take a
// fast path, longer ones and unsigned values above 2^63 the arbitrary-precision one; both must
// agree on range checks and on how signless values wrap.
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK: a = 9223372036854775807 : i64
// CHECK-SAME: b = -9223372036854775808 : i64
// CHECK-SAME: c = -1 : i64
// CHECK-SAME: d = 18446744073709551615 : ui64
// CHECK-SAME: e = 9223372036854775808 : ui64
// CHECK-SAME: f = 9223372036854775807 : si64
// CHECK-SAME: g = -1 : si64
// CHECK-SAME: h = -1 : i32
// CHECK-SAME: i = 255 : ui8
// CHECK-SAME: j = -128 : si8
// CHECK-SAME: k = 1234567890123456789 : i64
// CHECK-SAME: l = -8446744073709551617 : i64
"test.op"() {a = 9223372036854775807 : i64, b = -9223372036854775808 : i64, c = 18446744073709551615 : i64, d = 18446744073709551615 : ui64, e = 9223372036854775808 : ui64, f = 9223372036854775807 : si64, g = -1 : si64, h = 4294967295 : i32, i = 255 : ui8, j = -128 : si8, k = 1234567890123456789 : i64, l = 9999999999999999999 : i64} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = -9223372036854775809 : i64} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 18446744073709551616 : i64} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = -0 : i64} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"test.op"() {a = -1 : ui64} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 9223372036854775808 : si64} : () -> ()
