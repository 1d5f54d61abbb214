// Attribute aliases: affine maps and integer sets get `#map`/`#set` aliases numbered by first
// use; identity layouts are dropped; alias definitions in the input are resolved.
// RUN: mlir-opt --allow-unregistered-dialect < %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-local-scope < %s | FileCheck %s --check-prefix=LOCAL
// RUN: mlir-opt --allow-unregistered-dialect < %s | mlir-opt --allow-unregistered-dialect | FileCheck %s

#map0 = affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>
"test.a"() {m = #map0, n = affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod 4)>, s = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, id = affine_map<(d0) -> (d0)>, e = affine_map<() -> ()>} : () -> (memref<4xf32, affine_map<(d0) -> (d0)>>, memref<4x4xf32, affine_map<(i, j) -> (j, i)>>)
!big = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
!small = tuple<i1, i2>
"test.tuples"() : () -> (!big, !small)
"test.nested_alias"() {x = [affine_map<(d0) -> (d0 + 7)>], y = affine_map<(d0) -> (d0 + 7)>} : () -> ()

// CHECK: !tuple = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<() -> ()>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod 4)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 7)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0:2 = "test.a"() {e = #map1, id = #map2, m = #map3, n = #map4, s = #set} : () -> (memref<4xf32>, memref<4x4xf32, #map>)
// CHECK-NEXT:   %1:2 = "test.tuples"() : () -> (!tuple, tuple<i1, i2>)
// CHECK-NEXT:   "test.nested_alias"() {x = [#map5], y = #map5} : () -> ()
// CHECK-NEXT: }

// LOCAL: module {
// LOCAL-NEXT:   %0:2 = "test.a"() {e = affine_map<() -> ()>, id = affine_map<(d0) -> (d0)>, m = affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>, n = affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod 4)>, s = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>} : () -> (memref<4xf32>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)
// LOCAL-NEXT:   %1:2 = "test.tuples"() : () -> (tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>, tuple<i1, i2>)
// LOCAL-NEXT:   "test.nested_alias"() {x = [affine_map<(d0) -> (d0 + 7)>], y = affine_map<(d0) -> (d0 + 7)>} : () -> ()
// LOCAL-NEXT: }
