// RUN: mlir-opt --allow-unregistered-dialect --symbol-dce %s | FileCheck %s

// Private symbols nothing live refers to go, with what only they referred to; nested tables
// are cleaned too, and references through nested tables and attributes keep symbols alive.
// CHECK-NOT:   @dead
// CHECK-NOT:   @only_called_by_dead
// CHECK:       func.func private @called
// CHECK:       func.func @entry
// CHECK:       module @inner
// CHECK-NOT:     @inner_dead
// CHECK:         func.func @inner_public
// CHECK:       module @hidden <sym_visibility = "private">
// CHECK:         func.func @hidden_public
// CHECK-NOT:     @hidden_private
// CHECK:       func.func private @kept_by_attribute
func.func private @dead() { return }
func.func private @only_called_by_dead() { return }
func.func private @dead_caller() { func.call @only_called_by_dead() : () -> () return }
func.func private @called() { return }
func.func @entry() { func.call @called() : () -> () return }
module @inner {
  func.func private @inner_dead() { return }
  func.func @inner_public() { return }
}
"builtin.module"() <{sym_name = "hidden", sym_visibility = "private"}> ({
  func.func @hidden_public() { return }
  func.func private @hidden_private() { return }
}) : () -> ()
"test.user"() {ref = @hidden::@hidden_public} : () -> ()
func.func private @kept_by_attribute() { return }
"test.op"() {callees = [@kept_by_attribute]} : () -> ()
