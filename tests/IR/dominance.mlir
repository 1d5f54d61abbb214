// Dominance of uses: values of a region's entry block are available in all of its blocks;
// uses in blocks that cannot be reached from the entry are not checked at all; every other use
// is checked against the region's dominator tree, also after uses that need none.
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: "test.entry_values"
// CHECK: ^bb2:
// CHECK-NEXT: "test.use"(%[[X:[0-9]+]], %{{[0-9]+}}, %{{[0-9]+}}) : (i32, i32, i32) -> i32
// CHECK-NEXT: %[[X]] = "test.def"() : () -> i32
"test.entry_values"() ({
^bb0(%c: i1):
  %e = "test.def"() : () -> i32
  "test.cond_br"(%c)[^bb1, ^bb3] : (i1) -> ()
^bb1:
  %x = "test.use"(%e, %c) : (i32, i1) -> i32
  "test.br"()[^bb3] : () -> ()
^dead:
  // Not reachable: a use before its definition, and a value of a block that does not
  // dominate this one, are both accepted.
  %u = "test.use"(%later, %x, %e) : (i32, i32, i32) -> i32
  %later = "test.def"() : () -> i32
  "test.br"()[^bb3] : () -> ()
^bb3:
  "test.return"(%e, %c) : (i32, i1) -> ()
}) : () -> ()

// -----

// Values of an enclosing region's entry block, used in a later block of a nested region.
// CHECK-LABEL: "test.outer"
// CHECK: "test.use"(%{{.*}}, %{{.*}}) : (i32, i1) -> ()
"test.outer"() ({
^bb0(%c: i1):
  %e = "test.def"() : () -> i32
  "test.inner"() ({
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    "test.use"(%e, %c) : (i32, i1) -> ()
    "test.return"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}) : () -> ()

// -----

// The first operand comes from the entry block; the second does not dominate the use.
"test.f"() ({
^bb0(%c: i1):
  %e = "test.def"() : () -> i32
  "test.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %x = "test.def"() : () -> i32
  "test.br"()[^bb3] : () -> ()
^bb2:
  "test.br"()[^bb3] : () -> ()
^bb3:
  // expected-error @+1 {{operand #1 does not dominate this use}}
  "test.use"(%e, %x) : (i32, i32) -> ()
  "test.ret"() : () -> ()
}) : () -> ()

// -----

// A use before its definition in a reachable block other than the entry.
"test.f"() ({
^bb0:
  "test.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "test.use"(%y) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %y = "test.def"() : () -> i32
  "test.ret"() : () -> ()
}) : () -> ()
