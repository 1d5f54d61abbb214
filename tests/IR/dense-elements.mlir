// Dense elements: splats, nesting, complex, strings, hex form, elision, resources.
// RUN: mlir-opt --allow-unregistered-dialect < %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 < %s | FileCheck %s --check-prefix=ELIDE
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=2 < %s | FileCheck %s --check-prefix=HEX
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=-1 < %s | FileCheck %s --check-prefix=NOHEX
// RUN: mlir-opt --allow-unregistered-dialect < %s | mlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=27 < %s | FileCheck %s --check-prefix=NORES

"test.dense"() {
  d1 = dense<[1, 2, 3]> : tensor<3xi32>,
  d2 = dense<5> : tensor<2x2xi8>,
  d3 = dense<[[1.0, 2.0], [3.0, 4.5]]> : tensor<2x2xf32>,
  d4 = dense<[true, false, true]> : tensor<3xi1>,
  d5 = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>,
  d6 = dense<[(1, 2)]> : tensor<1xcomplex<i16>>,
  d7 = dense<"hello"> : tensor<2x!foo.str>,
  d8 = dense<["a", "b"]> : tensor<2x!foo.str>,
  d9 = dense<> : tensor<0xi32>,
  d10 = dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>,
  d11 = dense<[-1, 255]> : tensor<2xi16>,
  d12 = dense<[1, 2]> : vector<2xi64>,
  d13 = dense<0x0000803F> : tensor<f32>,
  d14 = dense<"0x0100000002000000"> : tensor<2xi32>,
  d15 = dense<[[[1]], [[2]]]> : tensor<2x1x1xi8>,
  d16 = dense<1.0> : tensor<f64>,
  d17 = dense<[0.1, 0.2]> : tensor<2xf64>,
  d18 = dense<[1, 2]> : tensor<2xui8>,
  d19 = dense<[1.5, 2.0]> : tensor<2xf16>,
  big = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi8>,
  res = dense_resource<blob1> : tensor<2xi32>
} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// CHECK: module {
// CHECK-NEXT:   "test.dense"() {big = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>, d1 = dense<[1, 2, 3]> : tensor<3xi32>, d10 = dense<1> : tensor<2x2xi32>, d11 = dense<[-1, 255]> : tensor<2xi16>, d12 = dense<[1, 2]> : vector<2xi64>, d13 = dense<4.600600e-41> : tensor<f32>, d14 = dense<[1, 2]> : tensor<2xi32>, d15 = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xi8>, d16 = dense<1.000000e+00> : tensor<f64>, d17 = dense<[1.000000e-01, 2.000000e-01]> : tensor<2xf64>, d18 = dense<[1, 2]> : tensor<2xui8>, d19 = dense<[1.500000e+00, 2.000000e+00]> : tensor<2xf16>, d2 = dense<5> : tensor<2x2xi8>, d3 = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.500000e+00]]> : tensor<2x2xf32>, d4 = dense<[true, false, true]> : tensor<3xi1>, d5 = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>, d6 = dense<(1,2)> : tensor<1xcomplex<i16>>, d7 = dense<"hello"> : tensor<2x!foo.str>, d8 = dense<["a", "b"]> : tensor<2x!foo.str>, d9 = dense<> : tensor<0xi32>, res = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// ELIDE: module {
// ELIDE-NEXT:   "test.dense"() {big = dense_resource<__elided__> : tensor<101xi8>, d1 = dense_resource<__elided__> : tensor<3xi32>, d10 = dense<1> : tensor<2x2xi32>, d11 = dense<[-1, 255]> : tensor<2xi16>, d12 = dense<[1, 2]> : vector<2xi64>, d13 = dense<4.600600e-41> : tensor<f32>, d14 = dense<[1, 2]> : tensor<2xi32>, d15 = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xi8>, d16 = dense<1.000000e+00> : tensor<f64>, d17 = dense<[1.000000e-01, 2.000000e-01]> : tensor<2xf64>, d18 = dense<[1, 2]> : tensor<2xui8>, d19 = dense<[1.500000e+00, 2.000000e+00]> : tensor<2xf16>, d2 = dense<5> : tensor<2x2xi8>, d3 = dense_resource<__elided__> : tensor<2x2xf32>, d4 = dense_resource<__elided__> : tensor<3xi1>, d5 = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>, d6 = dense<(1,2)> : tensor<1xcomplex<i16>>, d7 = dense<"hello"> : tensor<2x!foo.str>, d8 = dense<["a", "b"]> : tensor<2x!foo.str>, d9 = dense<> : tensor<0xi32>, res = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// ELIDE-NEXT: }
// ELIDE-EMPTY:
// ELIDE-NEXT: {-#
// ELIDE-NEXT:   dialect_resources: {
// ELIDE-NEXT:     builtin: {
// ELIDE-NEXT:       blob1: "0x040000000100000002000000"
// ELIDE-NEXT:     }
// ELIDE-NEXT:   }
// ELIDE-NEXT: #-}

// HEX: module {
// HEX-NEXT:   "test.dense"() {big = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>, d1 = dense<"0x010000000200000003000000"> : tensor<3xi32>, d10 = dense<1> : tensor<2x2xi32>, d11 = dense<[-1, 255]> : tensor<2xi16>, d12 = dense<[1, 2]> : vector<2xi64>, d13 = dense<4.600600e-41> : tensor<f32>, d14 = dense<[1, 2]> : tensor<2xi32>, d15 = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xi8>, d16 = dense<1.000000e+00> : tensor<f64>, d17 = dense<[1.000000e-01, 2.000000e-01]> : tensor<2xf64>, d18 = dense<[1, 2]> : tensor<2xui8>, d19 = dense<[1.500000e+00, 2.000000e+00]> : tensor<2xf16>, d2 = dense<5> : tensor<2x2xi8>, d3 = dense<"0x0000803F000000400000404000009040"> : tensor<2x2xf32>, d4 = dense<"0x010001"> : tensor<3xi1>, d5 = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>, d6 = dense<(1,2)> : tensor<1xcomplex<i16>>, d7 = dense<"hello"> : tensor<2x!foo.str>, d8 = dense<["a", "b"]> : tensor<2x!foo.str>, d9 = dense<> : tensor<0xi32>, res = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// HEX-NEXT: }
// HEX-EMPTY:
// HEX-NEXT: {-#
// HEX-NEXT:   dialect_resources: {
// HEX-NEXT:     builtin: {
// HEX-NEXT:       blob1: "0x040000000100000002000000"
// HEX-NEXT:     }
// HEX-NEXT:   }
// HEX-NEXT: #-}

// NOHEX: module {
// NOHEX-NEXT:   "test.dense"() {big = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi8>, d1 = dense<[1, 2, 3]> : tensor<3xi32>, d10 = dense<1> : tensor<2x2xi32>, d11 = dense<[-1, 255]> : tensor<2xi16>, d12 = dense<[1, 2]> : vector<2xi64>, d13 = dense<4.600600e-41> : tensor<f32>, d14 = dense<[1, 2]> : tensor<2xi32>, d15 = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xi8>, d16 = dense<1.000000e+00> : tensor<f64>, d17 = dense<[1.000000e-01, 2.000000e-01]> : tensor<2xf64>, d18 = dense<[1, 2]> : tensor<2xui8>, d19 = dense<[1.500000e+00, 2.000000e+00]> : tensor<2xf16>, d2 = dense<5> : tensor<2x2xi8>, d3 = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.500000e+00]]> : tensor<2x2xf32>, d4 = dense<[true, false, true]> : tensor<3xi1>, d5 = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>, d6 = dense<(1,2)> : tensor<1xcomplex<i16>>, d7 = dense<"hello"> : tensor<2x!foo.str>, d8 = dense<["a", "b"]> : tensor<2x!foo.str>, d9 = dense<> : tensor<0xi32>, res = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// NOHEX-NEXT: }
// NOHEX-EMPTY:
// NOHEX-NEXT: {-#
// NOHEX-NEXT:   dialect_resources: {
// NOHEX-NEXT:     builtin: {
// NOHEX-NEXT:       blob1: "0x040000000100000002000000"
// NOHEX-NEXT:     }
// NOHEX-NEXT:   }
// NOHEX-NEXT: #-}

// NORES: module {
// NORES-NEXT:   "test.dense"() {big = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>, d1 = dense<[1, 2, 3]> : tensor<3xi32>, d10 = dense<1> : tensor<2x2xi32>, d11 = dense<[-1, 255]> : tensor<2xi16>, d12 = dense<[1, 2]> : vector<2xi64>, d13 = dense<4.600600e-41> : tensor<f32>, d14 = dense<[1, 2]> : tensor<2xi32>, d15 = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xi8>, d16 = dense<1.000000e+00> : tensor<f64>, d17 = dense<[1.000000e-01, 2.000000e-01]> : tensor<2xf64>, d18 = dense<[1, 2]> : tensor<2xui8>, d19 = dense<[1.500000e+00, 2.000000e+00]> : tensor<2xf16>, d2 = dense<5> : tensor<2x2xi8>, d3 = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.500000e+00]]> : tensor<2x2xf32>, d4 = dense<[true, false, true]> : tensor<3xi1>, d5 = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>, d6 = dense<(1,2)> : tensor<1xcomplex<i16>>, d7 = dense<"hello"> : tensor<2x!foo.str>, d8 = dense<["a", "b"]> : tensor<2x!foo.str>, d9 = dense<> : tensor<0xi32>, res = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// NORES-NEXT: }
// NORES-EMPTY:
// NORES-NEXT: {-#
// NORES-EMPTY:
// NORES-NEXT: #-}
