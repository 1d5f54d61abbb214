// complex's folders and canonicalization patterns, with the reference build's rules: bitcast
// chains merge (complex if either end is complex), re/im of create and of neg(create) fold,
// double neg/conj fold, exp(log(a)) and add/sub cancellations only with the fast-math flags
// the reference needs, x + (-0), x - 0, x * 1 fold but x + (+0) does not, x / 1 only with
// nnan or a constant x, and a constant with a NaN part divides to NaN. Expected output is the
// reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s
// RUN: mlir-opt --canonicalize --mlir-print-op-generic %s | mlir-opt --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @bitcasts(%arg0: complex<f32>, %arg1: i64, %arg2: f64) -> (complex<f32>, f64, complex<f32>, f64, complex<f32>, i64) {
// CHECK-NEXT:    %0 = complex.bitcast %arg0 : complex<f32> to f64
// CHECK-NEXT:    %1 = complex.bitcast %arg1 : i64 to complex<f32>
// CHECK-NEXT:    %2 = arith.bitcast %arg1 : i64 to f64
// CHECK-NEXT:    %3 = complex.bitcast %arg2 : f64 to complex<f32>
// CHECK-NEXT:    %4 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT:    return %arg0, %0, %1, %2, %3, %4 : complex<f32>, f64, complex<f32>, f64, complex<f32>, i64
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @parts(%arg0: f16, %arg1: f16, %arg2: complex<f16>) -> (f16, f16, bf16, complex<f16>) {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : bf16
// CHECK-NEXT:    %0 = arith.negf %arg0 : f16
// CHECK-NEXT:    %1 = arith.negf %arg1 : f16
// CHECK-NEXT:    return %0, %1, %cst, %arg2 : f16, f16, bf16, complex<f16>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @involutions(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT:    %0 = complex.exp %arg0 fastmath<fast> : complex<f32>
// CHECK-NEXT:    %1 = complex.log %0 fastmath<fast> : complex<f32>
// CHECK-NEXT:    return %arg0, %arg0, %1, %arg0 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @add_sub(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT:    %0 = complex.sub %arg0, %arg1 : complex<f32>
// CHECK-NEXT:    %1 = complex.add %0, %arg1 : complex<f32>
// CHECK-NEXT:    %2 = complex.add %arg0, %arg1 fastmath<reassoc> : complex<f32>
// CHECK-NEXT:    %3 = complex.sub %2, %arg1 fastmath<reassoc> : complex<f32>
// CHECK-NEXT:    return %1, %arg0, %3, %arg0 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @zeros_and_ones(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT:    %cst = complex.constant [0.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:    %cst_0 = complex.constant [1.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK-NEXT:    %0 = complex.add %arg0, %cst : complex<f32>
// CHECK-NEXT:    %1 = complex.div %arg0, %cst_0 : complex<f32>
// CHECK-NEXT:    return %0, %arg0, %arg0, %arg0, %1, %arg0 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @divs_of_constants(%arg0: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>) {
// CHECK-NEXT:    %cst = complex.constant [3.000000e+00, 4.000000e+00] : complex<f64>
// CHECK-NEXT:    %cst_0 = complex.constant [0x7FF8000000000000 : f64, 0x7FF8000000000000 : f64] : complex<f64>
// CHECK-NEXT:    return %cst_0, %cst_0, %cst : complex<f64>, complex<f64>, complex<f64>
// CHECK-NEXT:  }

func.func @bitcasts(%a: complex<f32>, %i: i64, %f: f64) -> (complex<f32>, f64, complex<f32>, f64, complex<f32>, i64) {
  %0 = complex.bitcast %a : complex<f32> to complex<f32>
  %b = complex.bitcast %a : complex<f32> to i64
  %1 = arith.bitcast %b : i64 to f64
  %2 = complex.bitcast %i : i64 to complex<f32>
  %3 = complex.bitcast %2 : complex<f32> to f64
  %4 = arith.bitcast %f : f64 to i64
  %5 = complex.bitcast %4 : i64 to complex<f32>
  %6 = complex.bitcast %a : complex<f32> to f64
  %7 = arith.bitcast %6 : f64 to i64
  return %0, %1, %2, %3, %5, %7 : complex<f32>, f64, complex<f32>, f64, complex<f32>, i64
}
func.func @parts(%x: f16, %y: f16, %z: complex<f16>) -> (f16, f16, bf16, complex<f16>) {
  %c = complex.create %x, %y : complex<f16>
  %n = complex.neg %c : complex<f16>
  %0 = complex.re %n : complex<f16>
  %1 = complex.im %n : complex<f16>
  %k = complex.constant [1.5 : bf16, 2.0 : bf16] : complex<bf16>
  %2 = complex.im %k : complex<bf16>
  %re = complex.re %z : complex<f16>
  %im = complex.im %z : complex<f16>
  %3 = complex.create %re, %im : complex<f16>
  return %0, %1, %2, %3 : f16, f16, bf16, complex<f16>
}
func.func @involutions(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %n = complex.neg %a : complex<f32>
  %0 = complex.neg %n : complex<f32>
  %c = complex.conj %a : complex<f32>
  %1 = complex.conj %c : complex<f32>
  %e = complex.exp %a fastmath<fast> : complex<f32>
  %2 = complex.log %e fastmath<fast> : complex<f32>
  %l = complex.log %a fastmath<reassoc,nnan,ninf,nsz> : complex<f32>
  %3 = complex.exp %l fastmath<reassoc> : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @add_sub(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.sub %a, %b : complex<f32>
  %0 = complex.add %s, %b : complex<f32>
  %fs = complex.sub %a, %b fastmath<reassoc> : complex<f32>
  %1 = complex.add %b, %fs fastmath<reassoc,nsz> : complex<f32>
  %fa = complex.add %a, %b fastmath<reassoc> : complex<f32>
  %2 = complex.sub %fa, %b fastmath<reassoc> : complex<f32>
  %3 = complex.sub %fa, %b fastmath<reassoc,nsz> : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @zeros_and_ones(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %pz = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %nz = complex.constant [-0.0 : f32, -0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %0 = complex.add %a, %pz : complex<f32>
  %1 = complex.add %a, %nz : complex<f32>
  %2 = complex.sub %a, %pz : complex<f32>
  %3 = complex.mul %one, %a : complex<f32>
  %4 = complex.div %a, %one : complex<f32>
  %5 = complex.div %a, %one fastmath<nnan> : complex<f32>
  return %0, %1, %2, %3, %4, %5 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @divs_of_constants(%a: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>) {
  %one = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %nan = complex.constant [0x7FF8000000000000 : f64, 2.0 : f64] : complex<f64>
  %nan2 = complex.constant [3.0 : f64, 0x7FF8000000000000 : f64] : complex<f64>
  %k = complex.constant [3.0 : f64, 4.0 : f64] : complex<f64>
  %0 = complex.div %nan, %a : complex<f64>
  %1 = complex.div %nan2, %one : complex<f64>
  %2 = complex.div %k, %one : complex<f64>
  return %0, %1, %2 : complex<f64>, complex<f64>, complex<f64>
}
