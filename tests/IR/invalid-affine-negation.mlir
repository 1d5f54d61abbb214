// Affine map syntax errors: each case names the rule broken, at upstream's place.
// RUN: mlir-opt --split-input-file --verify-diagnostics %s | FileCheck %s

// A negation of nothing reports the empty parentheses, then the negation itself.
#m0 = affine_map<(x, y) -> (-(), y)>
// expected-error@-1 {{no expression inside parentheses}}
// expected-error@-2 {{missing operand of negation}}

// -----

// A negation of an unknown name: the name, then the negation.
#m1 = affine_map<(x) -> (-z)>
// expected-error@-1 {{use of undeclared identifier}}
// expected-error@-2 {{missing operand of negation}}

// -----

// Empty parentheses without a negation: one error.
#m2 = affine_map<(x) -> (())> // expected-error {{no expression inside parentheses}}

// -----

// A well-formed negation is accepted.
#m3 = affine_map<(x, y) -> (-(x + y))>
func.func private @uses_m3() attributes {m = #m3}
// CHECK: #map = affine_map<(d0, d1) -> (-(d0 + d1))>
