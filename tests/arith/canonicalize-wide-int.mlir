// Integer folding of arith beyond 64 bits, as upstream's APInt folders compute it: wrapping
// add/sub/mul at the type's width, signed and unsigned division and remainder (with the
// ceil/floor variants), bitwise ops, shifts, min/max, cmpi, the extended ops, casts to and
// from wide types (sitofp/uitofp rounding to nearest even, overflowing to infinity), dense
// vectors (splat or not), constant reassociation, and the undefined cases left alone
// (MIN / -1, division by zero, a shift by the width or more). Widths 65, 100, 128, 200, 256
// and 1000 are exercised. Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @i128_arithmetic() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
// CHECK-NEXT:   %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:   %c170141183361703799621810760504896451408_i128 = arith.constant 170141183361703799621810760504896451408 : i128
// CHECK-NEXT:   %c96041728533064653893136611586985700281_i128 = arith.constant 96041728533064653893136611586985700281 : i128
// CHECK-NEXT:   %c-14109347444268077601569664903_i128 = arith.constant -14109347444268077601569664903 : i128
// CHECK-NEXT:   %c48611766688881861621928294888682936733_i128 = arith.constant 48611766688881861621928294888682936733 : i128
// CHECK-NEXT:   %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:   %c4_i128 = arith.constant 4 : i128
// CHECK-NEXT:   %c1763668414462081127160493827_i128 = arith.constant 1763668414462081127160493827 : i128
// CHECK-NEXT:   %c236959790822908368485122309_i128 = arith.constant 236959790822908368485122309 : i128
// CHECK-NEXT:   %c-86656712999464883689349319841_i128 = arith.constant -86656712999464883689349319841 : i128
// CHECK-NEXT:   %c98765432109876543210987654320_i128 = arith.constant 98765432109876543210987654320 : i128
// CHECK-NEXT:   %c12345678901234567890123456789_i128 = arith.constant 12345678901234567890123456789 : i128
// CHECK-NEXT:   return %c-170141183460469231731687303715884105728_i128, %c170141183361703799621810760504896451408_i128, %c96041728533064653893136611586985700281_i128, %c-14109347444268077601569664903_i128, %c48611766688881861621928294888682936733_i128, %c0_i128, %c4_i128, %c-14109347444268077601569664903_i128, %c-14109347444268077601569664903_i128, %c1763668414462081127160493827_i128, %c236959790822908368485122309_i128, %c-86656712999464883689349319841_i128, %c98765432109876543210987654320_i128, %c12345678901234567890123456789_i128 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
// CHECK-NEXT: }
func.func @i128_arithmetic() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %max = arith.constant 170141183460469231731687303715884105727 : i128
  %one = arith.constant 1 : i128
  %m1 = arith.constant -1 : i128
  %p = arith.constant 12345678901234567890123456789 : i128
  %seven = arith.constant 7 : i128
  %n = arith.constant -98765432109876543210987654321 : i128
  %0 = arith.addi %max, %one : i128
  %1 = arith.subi %n, %max : i128
  %2 = arith.muli %p, %p : i128
  %3 = arith.divsi %n, %seven : i128
  %4 = arith.divui %n, %seven : i128
  %5 = arith.remsi %n, %seven : i128
  %6 = arith.remui %n, %seven : i128
  %7 = arith.ceildivsi %n, %seven : i128
  %8 = arith.floordivsi %n, %seven : i128
  %9 = arith.ceildivui %p, %seven : i128
  %10 = arith.andi %n, %p : i128
  %11 = arith.ori %n, %p : i128
  %12 = arith.xori %n, %m1 : i128
  %13 = arith.maxsi %n, %p : i128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}

// CHECK-LABEL: func.func @shifts_bounds_compares() -> (i128, i128, i128, i128, i128, i128, i128, i1, i1, i1, i1, i65, i256) {
// CHECK-NEXT:   %c-2_i256 = arith.constant -2 : i256
// CHECK-NEXT:   %c18446744073709551613_i65 = arith.constant 18446744073709551613 : i65
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c-98765432109876543210987654321_i128 = arith.constant -98765432109876543210987654321 : i128
// CHECK-NEXT:   %c12345678901234567890123456789_i128 = arith.constant 12345678901234567890123456789 : i128
// CHECK-NEXT:   %c128_i128 = arith.constant 128 : i128
// CHECK-NEXT:   %c-37758031616049003295129554719300648960_i128 = arith.constant -37758031616049003295129554719300648960 : i128
// CHECK-NEXT:   %c268435455_i128 = arith.constant 268435455 : i128
// CHECK-NEXT:   %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:   %0 = arith.shli %c12345678901234567890123456789_i128, %c128_i128 : i128
// CHECK-NEXT:   return %c-37758031616049003295129554719300648960_i128, %c268435455_i128, %c-1_i128, %0, %c-98765432109876543210987654321_i128, %c-98765432109876543210987654321_i128, %c12345678901234567890123456789_i128, %true, %false, %true, %true, %c18446744073709551613_i65, %c-2_i256 : i128, i128, i128, i128, i128, i128, i128, i1, i1, i1, i1, i65, i256
// CHECK-NEXT: }
func.func @shifts_bounds_compares() -> (i128, i128, i128, i128, i128, i128, i128, i1, i1, i1, i1, i65, i256) {
  %n = arith.constant -98765432109876543210987654321 : i128
  %p = arith.constant 12345678901234567890123456789 : i128
  %s = arith.constant 100 : i128
  %width = arith.constant 128 : i128
  %0 = arith.shli %p, %s : i128
  %1 = arith.shrui %n, %s : i128
  %2 = arith.shrsi %n, %s : i128
  %3 = arith.shli %p, %width : i128
  %4 = arith.minsi %n, %p : i128
  %5 = arith.maxui %n, %p : i128
  %6 = arith.minui %n, %p : i128
  %7 = arith.cmpi slt, %n, %p : i128
  %8 = arith.cmpi ult, %n, %p : i128
  %9 = arith.cmpi eq, %n, %n : i128
  %10 = arith.cmpi sge, %p, %n : i128
  %a = arith.constant 18446744073709551615 : i65
  %b = arith.constant 3 : i65
  %11 = arith.muli %a, %b : i65
  %c = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %d = arith.constant 2 : i256
  %12 = arith.muli %c, %d : i256
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i128, i128, i128, i128, i128, i128, i128, i1, i1, i1, i1, i65, i256
}

// CHECK-LABEL: func.func @undefined_left_alone(%arg0: i128) -> (i128, i128, i128, i128, i128) {
// CHECK-NEXT:   %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:   %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:   %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:   %0 = arith.divsi %c-170141183460469231731687303715884105728_i128, %c-1_i128 : i128
// CHECK-NEXT:   %1 = arith.remui %c-1_i128, %c0_i128 : i128
// CHECK-NEXT:   %2 = arith.ceildivsi %c-170141183460469231731687303715884105728_i128, %c-1_i128 : i128
// CHECK-NEXT:   %3 = arith.floordivsi %c-170141183460469231731687303715884105728_i128, %c-1_i128 : i128
// CHECK-NEXT:   return %0, %1, %2, %c0_i128, %3 : i128, i128, i128, i128, i128
// CHECK-NEXT: }
func.func @undefined_left_alone(%x: i128) -> (i128, i128, i128, i128, i128) {
  %min = arith.constant -170141183460469231731687303715884105728 : i128
  %m1 = arith.constant -1 : i128
  %z = arith.constant 0 : i128
  %ones = arith.constant 340282366920938463463374607431768211455 : i128
  %0 = arith.divsi %min, %m1 : i128
  %1 = arith.remui %ones, %z : i128
  %2 = arith.ceildivsi %min, %m1 : i128
  %3 = arith.shrsi %ones, %ones : i128
  %4 = arith.floordivsi %min, %m1 : i128
  return %0, %1, %2, %3, %4 : i128, i128, i128, i128, i128
}

// CHECK-LABEL: func.func @casts(%arg0: i128) -> (i128, i128, i64, i200, f32, f64, f32, f64, i128, i128) {
// CHECK-NEXT:   %c-5_i128 = arith.constant -5 : i128
// CHECK-NEXT:   %c18446744073709551611_i128 = arith.constant 18446744073709551611 : i128
// CHECK-NEXT:   %c2078932182037327_i64 = arith.constant 2078932182037327 : i64
// CHECK-NEXT:   %c-98765432109876543210987654321_i200 = arith.constant -98765432109876543210987654321 : i200
// CHECK-NEXT:   %cst = arith.constant -9.87654332E+28 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -9.8765432109876546E+28 : f64
// CHECK-NEXT:   %cst_1 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 3.4028236682217304E+38 : f64
// CHECK-NEXT:   return %c-5_i128, %c18446744073709551611_i128, %c2078932182037327_i64, %c-98765432109876543210987654321_i200, %cst, %cst_0, %cst_1, %cst_2, %arg0, %arg0 : i128, i128, i64, i200, f32, f64, f32, f64, i128, i128
// CHECK-NEXT: }
func.func @casts(%x: i128) -> (i128, i128, i64, i200, f32, f64, f32, f64, i128, i128) {
  %a = arith.constant -5 : i64
  %b = arith.constant -98765432109876543210987654321 : i128
  %0 = arith.extsi %a : i64 to i128
  %1 = arith.extui %a : i64 to i128
  %2 = arith.trunci %b : i128 to i64
  %3 = arith.extsi %b : i128 to i200
  %4 = arith.sitofp %b : i128 to f32
  %5 = arith.sitofp %b : i128 to f64
  %6 = arith.uitofp %b : i128 to f32
  %7 = arith.uitofp %b : i128 to f64
  %c0 = arith.constant 0 : i128
  %8 = arith.addi %x, %c0 : i128
  %m1 = arith.constant -1 : i128
  %9 = arith.andi %x, %m1 : i128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i128, i128, i64, i200, f32, f64, f32, f64, i128, i128
}

// CHECK-LABEL: func.func @index_and_bool_casts() -> (index, i128, f16, bf16, i128, i128) {
// CHECK-NEXT:   %c-1 = arith.constant -1 : index
// CHECK-NEXT:   %c18446744073709551609_i128 = arith.constant 18446744073709551609 : i128
// CHECK-NEXT:   %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : bf16
// CHECK-NEXT:   %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:   %c1_i128 = arith.constant 1 : i128
// CHECK-NEXT:   return %c-1, %c18446744073709551609_i128, %cst, %cst_0, %c-1_i128, %c1_i128 : index, i128, f16, bf16, i128, i128
// CHECK-NEXT: }
func.func @index_and_bool_casts() -> (index, i128, f16, bf16, i128, i128) {
  %a = arith.constant 36893488147419103231 : i128
  %0 = arith.index_cast %a : i128 to index
  %i = arith.constant -7 : index
  %1 = arith.index_castui %i : index to i128
  %b = arith.constant 36893488147419103231 : i65
  %2 = arith.uitofp %b : i65 to f16
  %3 = arith.sitofp %b : i65 to bf16
  %t = arith.constant 1 : i1
  %4 = arith.extsi %t : i1 to i128
  %5 = arith.extui %t : i1 to i128
  return %0, %1, %2, %3, %4, %5 : index, i128, f16, bf16, i128, i128
}

// CHECK-LABEL: func.func @splat_vectors() -> (vector<2xi128>, vector<2xi128>, vector<2xi1>, vector<3xi100>) {
// CHECK-NEXT:   %cst = arith.constant dense<1> : vector<2xi128>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[-170141183460469231731687303715884105728, -2]> : vector<2xi128>
// CHECK-NEXT:   %cst_1 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[2, -2, -2]> : vector<3xi100>
// CHECK-NEXT:   return %cst_0, %cst, %cst_1, %cst_2 : vector<2xi128>, vector<2xi128>, vector<2xi1>, vector<3xi100>
// CHECK-NEXT: }
func.func @splat_vectors() -> (vector<2xi128>, vector<2xi128>, vector<2xi1>, vector<3xi100>) {
  %a = arith.constant dense<[170141183460469231731687303715884105727, -3]> : vector<2xi128>
  %b = arith.constant dense<1> : vector<2xi128>
  %0 = arith.addi %a, %b : vector<2xi128>
  %1 = arith.muli %b, %b : vector<2xi128>
  %2 = arith.cmpi sgt, %a, %b : vector<2xi128>
  %c = arith.constant dense<[1, -1, 633825300114114700748351602687]> : vector<3xi100>
  %d = arith.constant dense<2> : vector<3xi100>
  %3 = arith.muli %c, %d : vector<3xi100>
  return %0, %1, %2, %3 : vector<2xi128>, vector<2xi128>, vector<2xi1>, vector<3xi100>
}

// CHECK-LABEL: func.func @dense_vectors(%arg0: vector<3xi128>) -> (vector<3xi128>, vector<3xi128>, vector<3xi1>, vector<3xi8>, vector<3xi200>, vector<3xf16>, vector<3xi128>) {
// CHECK-NEXT:   %cst = arith.constant dense<[-1, 2, -1]> : vector<3xi128>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[1, 2, 18446744073709551615]> : vector<3xi128>
// CHECK-NEXT:   %cst_1 = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[0, 5, -1]> : vector<3xi8>
// CHECK-NEXT:   %cst_3 = arith.constant dense<[-170141183460469231731687303715884105728, 5, -1]> : vector<3xi200>
// CHECK-NEXT:   %cst_4 = arith.constant dense<[0xFC00, 5.000000e+00, -1.000000e+00]> : vector<3xf16>
// CHECK-NEXT:   %cst_5 = arith.constant dense<0> : vector<3xi128>
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : vector<3xi128>, vector<3xi128>, vector<3xi1>, vector<3xi8>, vector<3xi200>, vector<3xf16>, vector<3xi128>
// CHECK-NEXT: }
func.func @dense_vectors(%v: vector<3xi128>) -> (vector<3xi128>, vector<3xi128>, vector<3xi1>, vector<3xi8>, vector<3xi200>, vector<3xf16>, vector<3xi128>) {
  %a = arith.constant dense<[-170141183460469231731687303715884105728, 5, 340282366920938463463374607431768211455]> : vector<3xi128>
  %s = arith.constant dense<[127, 1, 64]> : vector<3xi128>
  %0 = arith.shrsi %a, %s : vector<3xi128>
  %1 = arith.shrui %a, %s : vector<3xi128>
  %2 = arith.cmpi ugt, %a, %s : vector<3xi128>
  %3 = arith.trunci %a : vector<3xi128> to vector<3xi8>
  %4 = arith.extsi %a : vector<3xi128> to vector<3xi200>
  %5 = arith.sitofp %a : vector<3xi128> to vector<3xf16>
  %m1 = arith.constant dense<-1> : vector<3xi128>
  %t = arith.muli %v, %m1 : vector<3xi128>
  %6 = arith.addi %v, %t : vector<3xi128>
  return %0, %1, %2, %3, %4, %5, %6 : vector<3xi128>, vector<3xi128>, vector<3xi1>, vector<3xi8>, vector<3xi200>, vector<3xf16>, vector<3xi128>
}

// CHECK-LABEL: func.func @extended() -> (i128, i1, i128, i128, i128, i128) {
// CHECK-NEXT:   %c2_i128 = arith.constant 2 : i128
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c-3_i128 = arith.constant -3 : i128
// CHECK-NEXT:   %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:   return %c2_i128, %true, %c-3_i128, %c-1_i128, %c-3_i128, %c2_i128 : i128, i1, i128, i128, i128, i128
// CHECK-NEXT: }
func.func @extended() -> (i128, i1, i128, i128, i128, i128) {
  %a = arith.constant -1 : i128
  %b = arith.constant 3 : i128
  %s, %o = arith.addui_extended %a, %b : i128, i1
  %l, %h = arith.mulsi_extended %a, %b : i128
  %l2, %h2 = arith.mului_extended %a, %b : i128
  return %s, %o, %l, %h, %l2, %h2 : i128, i1, i128, i128, i128, i128
}

// CHECK-LABEL: func.func @reassociation(%arg0: i128, %arg1: i128) -> (i128, i128, i128, i128, i128) {
// CHECK-NEXT:   %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:   %c-170141183460469231731687303715884105724_i128 = arith.constant -170141183460469231731687303715884105724 : i128
// CHECK-NEXT:   %0 = arith.addi %arg0, %c-170141183460469231731687303715884105724_i128 : i128
// CHECK-NEXT:   %1 = arith.subi %arg0, %c-1_i128 : i128
// CHECK-NEXT:   %2 = arith.xori %arg1, %c-1_i128 : i128
// CHECK-NEXT:   %3 = arith.subi %arg0, %arg1 : i128
// CHECK-NEXT:   return %0, %arg0, %1, %2, %3 : i128, i128, i128, i128, i128
// CHECK-NEXT: }
func.func @reassociation(%x: i128, %y: i128) -> (i128, i128, i128, i128, i128) {
  %max = arith.constant 170141183460469231731687303715884105727 : i128
  %five = arith.constant 5 : i128
  %0 = arith.addi %x, %max : i128
  %1 = arith.addi %0, %five : i128
  %2 = arith.muli %x, %max : i128
  %3 = arith.muli %2, %max : i128
  %c0 = arith.constant 100000000000000000000000000000 : i128
  %c1 = arith.constant -100000000000000000000000000001 : i128
  %4 = arith.subi %x, %c0 : i128
  %5 = arith.subi %4, %c1 : i128
  %6 = arith.xori %y, %c0 : i128
  %7 = arith.xori %6, %c1 : i128
  %m1 = arith.constant -1 : i128
  %m = arith.muli %y, %m1 : i128
  %8 = arith.addi %x, %m : i128
  return %1, %3, %5, %7, %8 : i128, i128, i128, i128, i128
}

// CHECK-LABEL: func.func @i1000(%arg0: i1000) -> (i1000, i1, i1000) {
// CHECK-NEXT:   %c-5357543035931336604742125245300009052807024058527668037218751941851755255624680612465991894078479290637973364587765734125935726428461570217992288787349287401967283887412115492710537302531185570938977091076523237491790970633699383779582771973038531457285598238843271083830214915826312193418602834034688_i1000 = arith.constant -5357543035931336604742125245300009052807024058527668037218751941851755255624680612465991894078479290637973364587765734125935726428461570217992288787349287401967283887412115492710537302531185570938977091076523237491790970633699383779582771973038531457285598238843271083830214915826312193418602834034688 : i1000
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c5357543035931336604742125245300009052807024058527668037218751941851755255624680612465991894078479290637973364587765734125935726428461570217992288787349287401967283887412115492710537302531185570938977091076523237491790970633699383779582771973038531457285598238843271083830214915826312193418602834034687_i1000 = arith.constant 5357543035931336604742125245300009052807024058527668037218751941851755255624680612465991894078479290637973364587765734125935726428461570217992288787349287401967283887412115492710537302531185570938977091076523237491790970633699383779582771973038531457285598238843271083830214915826312193418602834034687 : i1000
// CHECK-NEXT:   return %c-5357543035931336604742125245300009052807024058527668037218751941851755255624680612465991894078479290637973364587765734125935726428461570217992288787349287401967283887412115492710537302531185570938977091076523237491790970633699383779582771973038531457285598238843271083830214915826312193418602834034688_i1000, %true, %c5357543035931336604742125245300009052807024058527668037218751941851755255624680612465991894078479290637973364587765734125935726428461570217992288787349287401967283887412115492710537302531185570938977091076523237491790970633699383779582771973038531457285598238843271083830214915826312193418602834034687_i1000 : i1000, i1, i1000
// CHECK-NEXT: }
func.func @i1000(%x: i1000) -> (i1000, i1, i1000) {
  %one = arith.constant 1 : i1000
  %s = arith.constant 999 : i1000
  %0 = arith.shli %one, %s : i1000
  %1 = arith.cmpi slt, %0, %one : i1000
  %2 = arith.subi %0, %one : i1000
  return %0, %1, %2 : i1000, i1, i1000
}
