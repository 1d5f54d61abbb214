// A func.func needs a symbol table around it only when its parent is a registered op: an
// unregistered parent may be one for all the verifier knows (as upstream checks it).
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK: "test.scope"() ({
// CHECK-NEXT:   func.func @inner() {
"test.scope"() ({
  func.func @inner() {
    return
  }
  "test.done"() : () -> ()
}) : () -> ()

// -----

func.func @outer() {
  scf.execute_region {
    // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
    func.func @inner() {
      return
    }
    scf.yield
  }
  return
}
