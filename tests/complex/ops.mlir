// Every complex op in custom form, printed back as upstream prints it, also after a trip
// through the generic form.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

func.func @complex_ops(%a: complex<f32>, %b: complex<f32>, %f: f32, %g: f32, %n: i32, %d: complex<f64>) {
  %add = complex.add %a, %b : complex<f32>
  %atan2 = complex.atan2 %a, %b : complex<f32>
  %div = complex.div %a, %b : complex<f32>
  %mul = complex.mul %a, %b : complex<f32>
  %pow = complex.pow %a, %b : complex<f32>
  %sub = complex.sub %a, %b : complex<f32>
  %addf = complex.add %a, %b fastmath<fast> : complex<f32>
  %conj = complex.conj %a : complex<f32>
  %cos = complex.cos %a : complex<f32>
  %exp = complex.exp %a : complex<f32>
  %expm1 = complex.expm1 %a : complex<f32>
  %log = complex.log %a : complex<f32>
  %log1p = complex.log1p %a : complex<f32>
  %neg = complex.neg %a : complex<f32>
  %rsqrt = complex.rsqrt %a : complex<f32>
  %sign = complex.sign %a : complex<f32>
  %sin = complex.sin %a : complex<f32>
  %sqrt = complex.sqrt %a : complex<f32>
  %tan = complex.tan %a : complex<f32>
  %tanh = complex.tanh %a : complex<f32>
  %expf = complex.exp %a fastmath<nnan> {x.y} : complex<f32>
  %abs = complex.abs %a : complex<f32>
  %angle = complex.angle %a : complex<f32>
  %re = complex.re %a : complex<f32>
  %im = complex.im %a : complex<f32>
  %absd = complex.abs %d fastmath<fast> : complex<f64>
  %eq = complex.eq %a, %b : complex<f32>
  %neq = complex.neq %a, %b : complex<f32>
  %pi = complex.powi %a, %n : complex<f32>, i32
  %pif = complex.powi %a, %n fastmath<none> : complex<f32>, i32
  %cr = complex.create %f, %g : complex<f32>
  %k = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %ki = complex.constant [1 : i32, 2 : i32] : complex<i32>
  %bc = complex.bitcast %a : complex<f32> to i64
  %bd = complex.bitcast %d : complex<f64> to f128
  return
}

// CHECK-LABEL: func.func @complex_ops(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: f32, %arg4: i32, %arg5: complex<f64>) {
// CHECK-NEXT: %0 = complex.add %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %1 = complex.atan2 %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %2 = complex.div %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %3 = complex.mul %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %4 = complex.pow %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %5 = complex.sub %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %6 = complex.add %arg0, %arg1 fastmath<fast> : complex<f32>
// CHECK-NEXT: %7 = complex.conj %arg0 : complex<f32>
// CHECK-NEXT: %8 = complex.cos %arg0 : complex<f32>
// CHECK-NEXT: %9 = complex.exp %arg0 : complex<f32>
// CHECK-NEXT: %10 = complex.expm1 %arg0 : complex<f32>
// CHECK-NEXT: %11 = complex.log %arg0 : complex<f32>
// CHECK-NEXT: %12 = complex.log1p %arg0 : complex<f32>
// CHECK-NEXT: %13 = complex.neg %arg0 : complex<f32>
// CHECK-NEXT: %14 = complex.rsqrt %arg0 : complex<f32>
// CHECK-NEXT: %15 = complex.sign %arg0 : complex<f32>
// CHECK-NEXT: %16 = complex.sin %arg0 : complex<f32>
// CHECK-NEXT: %17 = complex.sqrt %arg0 : complex<f32>
// CHECK-NEXT: %18 = complex.tan %arg0 : complex<f32>
// CHECK-NEXT: %19 = complex.tanh %arg0 : complex<f32>
// CHECK-NEXT: %20 = complex.exp %arg0 fastmath<nnan> {x.y} : complex<f32>
// CHECK-NEXT: %21 = complex.abs %arg0 : complex<f32>
// CHECK-NEXT: %22 = complex.angle %arg0 : complex<f32>
// CHECK-NEXT: %23 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %24 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %25 = complex.abs %arg5 fastmath<fast> : complex<f64>
// CHECK-NEXT: %26 = complex.eq %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %27 = complex.neq %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %28 = complex.powi %arg0, %arg4 : complex<f32>, i32
// CHECK-NEXT: %29 = complex.powi %arg0, %arg4 fastmath<none> : complex<f32>, i32
// CHECK-NEXT: %30 = complex.create %arg2, %arg3 : complex<f32>
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_0 = complex.constant [1 : i32, 2 : i32] : complex<i32>
// CHECK-NEXT: %31 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: %32 = complex.bitcast %arg5 : complex<f64> to f128
// CHECK-NEXT: return
