// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics --symbol-dce %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(builtin.module(symbol-dce))' %s 2>&1 | FileCheck %s --check-prefix=INNER

// In the top-level table nothing is visible from outside: unused nested symbols go too.
// CHECK-LABEL: module attributes {t.top}
// CHECK-NOT:     @gone_nested
// CHECK:         func.func nested @kept_nested
// CHECK:         func.func @entry
module attributes {t.top} {
  func.func nested @gone_nested()
  func.func nested @kept_nested()
  func.func @entry() {
    "t.use"() {refs = [@kept_nested]} : () -> ()
    return
  }
}

// -----

// Run on inner tables, only a private table hides its nested symbols.
// INNER-LABEL: module attributes {t.inner}
// INNER:         module @visible
// INNER-NEXT:      func.func nested @stays
// INNER:         module @hidden <sym_visibility = "private">
// INNER-NOT:       @goes
// INNER:         "t.use"
module attributes {t.inner} {
  module @visible {
    func.func nested @stays()
  }
  "builtin.module"() <{sym_name = "hidden", sym_visibility = "private"}> ({
    func.func nested @goes()
  }) : () -> ()
  "t.use"() {refs = [@hidden]} : () -> ()
}

// -----

module {
  func.func private @unused()
  // An op of unknown kind with a region may be a symbol table: uses cannot be computed.
  // expected-error @+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
  "t.maybe_table"() ({
  }) : () -> ()
}
