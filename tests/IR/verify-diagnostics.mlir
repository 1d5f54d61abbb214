// The forms of expected-* annotations understood by --verify-diagnostics: @+N, @-N, @above,
// @below, runs of @below, @unknown, -re with {{regex}} parts, notes, and warnings.
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

"test.use"(%undefined_below) : (i32) -> ()
// expected-error @above {{use of undeclared SSA value name}}

// -----

// expected-error @below {{use of undeclared SSA value name}}
"test.use"(%undefined_above) : (i32) -> ()

// -----

// expected-error-re @+1 {{use of undeclared SSA {{[a-z]+}} name}}
"test.use"(%undefined_re) : (i32) -> ()

// -----

"test.use"(%undefined_minus) : (i32) -> ()

// expected-error @-2 {{undeclared}}

// -----

// expected-note @+1 {{previously defined here}}
%v = "test.def"() : () -> i32
%v = "test.def"() : () -> i32 // expected-error {{redefinition of SSA value '%v'}}
