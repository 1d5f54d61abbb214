// Aliases are collected from an op's attribute dictionary: a registered op's properties are
// part of it, an unregistered op's `<{...}>` properties are not (they use an alias only when
// something else made one).
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK:     #map = affine_map<(d0) -> (d0)>
// CHECK-NOT: #map1
// CHECK:     "x.only_props"() <{m = affine_map<() -> (0)>}> ({
// CHECK:     "x.shared"() <{m = #map}> : () -> ()
// CHECK:     "x.user"() {m = #map} : () -> ()
// CHECK:     call @g() <arg_attrs = [{x.m = #map}]> : () -> ()
// GENERIC:   #map = affine_map<(d0) -> (d0)>
// GENERIC:   "x.only_props"() <{m = affine_map<() -> (0)>}> ({
// GENERIC:   "func.call"() <{arg_attrs = [{x.m = #map}], callee = @g}> : () -> ()
func.func @f() {
  "x.only_props"() <{m = affine_map<() -> (0)>}> ({
    "x.inner"() : () -> ()
  }) : () -> ()
  "x.shared"() <{m = affine_map<(d0) -> (d0)>}> : () -> ()
  "x.user"() {m = affine_map<(d0) -> (d0)>} : () -> ()
  "func.call"() <{callee = @g, arg_attrs = [{x.m = affine_map<(d0) -> (d0)>}]}> : () -> ()
  return
}
func.func private @g()
