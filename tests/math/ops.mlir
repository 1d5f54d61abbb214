// Every math op in custom form, printed back as upstream prints it, also after a trip
// through the generic form.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

func.func @float_unary(%f: f32, %v: vector<4xf16>, %t: tensor<?xf64>) {
  %absf = math.absf %f : f32
  %acos = math.acos %v fastmath<fast> : vector<4xf16>
  %acosh = math.acosh %t fastmath<nnan,ninf> : tensor<?xf64>
  %asin = math.asin %f : f32
  %asinh = math.asinh %v fastmath<fast> : vector<4xf16>
  %atan = math.atan %t fastmath<nnan,ninf> : tensor<?xf64>
  %atanh = math.atanh %f : f32
  %cbrt = math.cbrt %v fastmath<fast> : vector<4xf16>
  %ceil = math.ceil %t fastmath<nnan,ninf> : tensor<?xf64>
  %cos = math.cos %f : f32
  %cosh = math.cosh %v fastmath<fast> : vector<4xf16>
  %erf = math.erf %t fastmath<nnan,ninf> : tensor<?xf64>
  %erfc = math.erfc %f : f32
  %exp = math.exp %v fastmath<fast> : vector<4xf16>
  %exp2 = math.exp2 %t fastmath<nnan,ninf> : tensor<?xf64>
  %expm1 = math.expm1 %f : f32
  %floor = math.floor %v fastmath<fast> : vector<4xf16>
  %log = math.log %t fastmath<nnan,ninf> : tensor<?xf64>
  %log10 = math.log10 %f : f32
  %log1p = math.log1p %v fastmath<fast> : vector<4xf16>
  %log2 = math.log2 %t fastmath<nnan,ninf> : tensor<?xf64>
  %round = math.round %f : f32
  %roundeven = math.roundeven %v fastmath<fast> : vector<4xf16>
  %rsqrt = math.rsqrt %t fastmath<nnan,ninf> : tensor<?xf64>
  %sin = math.sin %f : f32
  %sinh = math.sinh %v fastmath<fast> : vector<4xf16>
  %sqrt = math.sqrt %t fastmath<nnan,ninf> : tensor<?xf64>
  %tan = math.tan %f : f32
  %tanh = math.tanh %v fastmath<fast> : vector<4xf16>
  %trunc = math.trunc %t fastmath<nnan,ninf> : tensor<?xf64>
  return
}
func.func @integer(%i: i32, %v: vector<2xi8>, %x: index, %z: i0) {
  %absi = math.absi %i : i32
  %ctlz = math.ctlz %i : i32
  %cttz = math.cttz %i : i32
  %ctpop = math.ctpop %i : i32
  %c = math.ctlz %v : vector<2xi8>
  %d = math.ctpop %x : index
  %e = math.absi %z : i0
  %p = math.ipowi %i, %i : i32
  return
}
func.func @others(%a: f32, %b: f32, %c: f32, %v: vector<4xf32>, %n: i32, %vn: vector<4xi32>) {
  %0 = math.atan2 %a, %b : f32
  %1 = math.copysign %a, %b fastmath<nsz> : f32
  %2 = math.powf %a, %b : f32
  %3 = math.fma %a, %b, %c : f32
  %4 = math.fma %a, %b, %c to_nearest_away fastmath<fast> {x.y} : f32
  %5 = math.clampf %a to [%b, %c] : f32
  %6 = math.clampf %a to [%b, %c] fastmath<fast> : f32
  %7 = math.isnan %a : f32
  %8 = math.isinf %v : vector<4xf32>
  %9 = math.isfinite %a fastmath<ninf> : f32
  %10 = math.isnormal %v : vector<4xf32>
  %11 = math.fpowi %a, %n : f32, i32
  %12 = math.fpowi %v, %vn fastmath<fast> : vector<4xf32>, vector<4xi32>
  %s, %co = math.sincos %a : f32
  %s2, %c2 = math.sincos %v fastmath<afn> : vector<4xf32>
  return
}

// CHECK-LABEL: func.func @float_unary(%arg0: f32, %arg1: vector<4xf16>, %arg2: tensor<?xf64>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.acos %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %2 = math.acosh %arg2 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %3 = math.asin %arg0 : f32
// CHECK-NEXT: %4 = math.asinh %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %5 = math.atan %arg2 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %6 = math.atanh %arg0 : f32
// CHECK-NEXT: %7 = math.cbrt %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %8 = math.ceil %arg2 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %9 = math.cos %arg0 : f32
// CHECK-NEXT: %10 = math.cosh %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %11 = math.erf %arg2 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %12 = math.erfc %arg0 : f32
// CHECK-NEXT: %13 = math.exp %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %14 = math.exp2 %arg2 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %15 = math.expm1 %arg0 : f32
// CHECK-NEXT: %16 = math.floor %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %17 = math.log %arg2 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %18 = math.log10 %arg0 : f32
// CHECK-NEXT: %19 = math.log1p %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %20 = math.log2 %arg2 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %21 = math.round %arg0 : f32
// CHECK-NEXT: %22 = math.roundeven %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %23 = math.rsqrt %arg2 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %24 = math.sin %arg0 : f32
// CHECK-NEXT: %25 = math.sinh %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %26 = math.sqrt %arg2 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %27 = math.tan %arg0 : f32
// CHECK-NEXT: %28 = math.tanh %arg1 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %29 = math.trunc %arg2 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @integer(%arg0: i32, %arg1: vector<2xi8>, %arg2: index, %arg3: i0) {
// CHECK-NEXT: %0 = math.absi %arg0 : i32
// CHECK-NEXT: %1 = math.ctlz %arg0 : i32
// CHECK-NEXT: %2 = math.cttz %arg0 : i32
// CHECK-NEXT: %3 = math.ctpop %arg0 : i32
// CHECK-NEXT: %4 = math.ctlz %arg1 : vector<2xi8>
// CHECK-NEXT: %5 = math.ctpop %arg2 : index
// CHECK-NEXT: %6 = math.absi %arg3 : i0
// CHECK-NEXT: %7 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @others(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: vector<4xf32>, %arg4: i32, %arg5: vector<4xi32>) {
// CHECK-NEXT: %0 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %1 = math.copysign %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT: %2 = math.powf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = math.fma %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: %4 = math.fma %arg0, %arg1, %arg2 to_nearest_away fastmath<fast> {x.y} : f32
// CHECK-NEXT: %5 = math.clampf %arg0 to [%arg1, %arg2] : f32
// CHECK-NEXT: %6 = math.clampf %arg0 to [%arg1, %arg2] fastmath<fast> : f32
// CHECK-NEXT: %7 = math.isnan %arg0 : f32
// CHECK-NEXT: %8 = math.isinf %arg3 : vector<4xf32>
// CHECK-NEXT: %9 = math.isfinite %arg0 fastmath<ninf> : f32
// CHECK-NEXT: %10 = math.isnormal %arg3 : vector<4xf32>
// CHECK-NEXT: %11 = math.fpowi %arg0, %arg4 : f32, i32
// CHECK-NEXT: %12 = math.fpowi %arg3, %arg5 fastmath<fast> : vector<4xf32>, vector<4xi32>
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg3 fastmath<afn> : vector<4xf32>
// CHECK-NEXT: return
