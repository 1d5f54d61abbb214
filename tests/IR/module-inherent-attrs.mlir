// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// The module's name and visibility are properties: the attribute dictionary may not set them.

// expected-error @+1 {{custom op 'builtin.module' inherent attribute 'sym_visibility' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
module @m attributes {sym_visibility = "private"} {}

// -----

// expected-error @+1 {{custom op 'builtin.module' inherent attribute 'sym_name' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
module attributes {sym_name = "x"} {}
