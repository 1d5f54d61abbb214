// Builtin attributes: integers, floats, strings, symbols, arrays, dictionaries, dense arrays,
// opaque dialect attributes, strided layouts, locations.
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic < %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt --allow-unregistered-dialect < %s | mlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

"test.attrs"() {
  unit_attr,
  b1 = true, b2 = false, b3 = true,
  i1 = 1, i2 = -1 : i32, i3 = 255 : ui8, i4 = 127 : si8, i5 = -128 : si8, i6 = 0x10 : i16, i7 = 170141183460469231731687303715884105727 : i128, i8 = 7 : index, i9 = 1 : i64, i10 = 255 : i8,
  f1 = 1.0, f2 = 0.1, f3 = 1.5 : f32, f4 = -0.0 : f16, f5 = 1.0e10 : f64, f6 = 0x7FC00000 : f32, f7 = 0x7FF0000000000000 : f64, f8 = 3.0 : bf16, f9 = 1.0e-7, f10 = 123456789.0,
  s1 = "hello", s2 = "with \"quotes\" and \\ and \n and \t", s3 = "typed" : i32, s4 = "\00\FF",
  "quoted key" = 1, _underscore = 2, dot.ted = 3, "9digit" = 4,
  arr = [1, [2, [3]], "x", i32, @sym],
  dict = {z = 1, a = 2, m = {}},
  sym1 = @foo, sym2 = @foo::@bar::@baz, sym3 = @"with space", sym4 = @"a"::@"b c",
  t1 = i32, t2 = (i32) -> i1, t3 = !foo.bar,
  darr = array<i32: 1, 2, 3>, darr2 = array<f32: 1.0, 2.5>, darr3 = array<i1: true, false>, darr4 = array<i64>, darr5 = array<i8: -1>, darr6 = array<f64: 0.1>,
  opaque1 = #foo.bar, opaque2 = #foo<"x y">, opaque3 = #foo.baz<1, 2> : i32,
  strided = strided<[1, ?], offset: 4>, strided2 = strided<[]>,
  loc_attr = loc("file.mlir":1:2)
} : () -> ()

// GENERIC: #loc = loc("file.mlir":1:2)
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "test.attrs"() {"9digit" = 4 : i64, _underscore = 2 : i64, arr = [1, [2, [3]], "x", i32, @sym], b1 = true, b2 = false, b3 = true, darr = array<i32: 1, 2, 3>, darr2 = array<f32: 1.000000e+00, 2.500000e+00>, darr3 = array<i1: true, false>, darr4 = array<i64>, darr5 = array<i8: -1>, darr6 = array<f64: 1.000000e-01>, dict = {a = 2 : i64, m = {}, z = 1 : i64}, dot.ted = 3 : i64, f1 = 1.000000e+00 : f64, f10 = 0x419D6F3454000000 : f64, f2 = 1.000000e-01 : f64, f3 = 1.500000e+00 : f32, f4 = -0.000000e+00 : f16, f5 = 1.000000e+10 : f64, f6 = 0x7FC00000 : f32, f7 = 0x7FF0000000000000 : f64, f8 = 3.000000e+00 : bf16, f9 = 9.9999999999999995E-8 : f64, i1 = 1 : i64, i10 = -1 : i8, i2 = -1 : i32, i3 = 255 : ui8, i4 = 127 : si8, i5 = -128 : si8, i6 = 16 : i16, i7 = 170141183460469231731687303715884105727 : i128, i8 = 7 : index, i9 = 1 : i64, loc_attr = #loc, opaque1 = #foo.bar, opaque2 = #foo<"x y">, opaque3 = #foo.baz<1, 2> : i32, "quoted key" = 1 : i64, s1 = "hello", s2 = "with \22quotes\22 and \\ and \0A and \09", s3 = "typed" : i32, s4 = "\00\FF", strided = strided<[1, ?], offset: 4>, strided2 = strided<[]>, sym1 = @foo, sym2 = @foo::@bar::@baz, sym3 = @"with space", sym4 = @a::@"b c", t1 = i32, t2 = (i32) -> i1, t3 = !foo.bar, unit_attr} : () -> ()
// GENERIC-NEXT: }) : () -> ()
