// Every arith op in custom form: printed back as upstream prints it, also after a trip
// through the generic form.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

func.func @integer_ops(%a: i32, %b: i32, %v: vector<4xi64>, %t: tensor<?xindex>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %2 = arith.subi %v, %v overflow<nuw> : vector<4xi64>
  %3 = arith.muli %t, %t : tensor<?xindex>
  %4 = arith.shli %a, %b overflow<nsw> : i32
  %5 = arith.divui %a, %b exact : i32
  %6 = arith.divsi %a, %b : i32
  %7 = arith.ceildivui %a, %b : i32
  %8 = arith.ceildivsi %a, %b : i32
  %9 = arith.floordivsi %a, %b : i32
  %10 = arith.remui %a, %b : i32
  %11 = arith.remsi %a, %b : i32
  %12 = arith.andi %a, %b : i32
  %13 = arith.ori %a, %b : i32
  %14 = arith.xori %a, %b : i32
  %15 = arith.shrui %a, %b exact : i32
  %16 = arith.shrsi %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %a, %b {some.tag} : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %d, %bo = arith.subui_extended %v, %v : vector<4xi64>, vector<4xi1>
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  return
}

func.func @float_ops(%x: f32, %y: f32, %v: vector<[4]xf16>) {
  %0 = arith.negf %x : f32
  %1 = arith.negf %v fastmath<nnan, ninf> : vector<[4]xf16>
  %2 = arith.flush_denormals %x : f32
  %3 = arith.addf %x, %y : f32
  %4 = arith.addf %x, %y fastmath<fast> : f32
  %5 = arith.subf %x, %y upward : f32
  %6 = arith.mulf %x, %y toward_zero fastmath<contract,afn> : f32
  %7 = arith.divf %x, %y fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %8 = arith.remf %x, %y : f32
  %9 = arith.maximumf %x, %y : f32
  %10 = arith.maxnumf %x, %y : f32
  %11 = arith.minimumf %x, %y : f32
  %12 = arith.minnumf %x, %y : f32
  %13 = arith.maximumnumf %x, %y : f32
  %14 = arith.minimumnumf %x, %y fastmath<none> : f32
  return
}

func.func @compare_select(%a: i64, %b: i64, %x: f64, %y: f64, %c: vector<2xi1>, %u: vector<2xf32>, %t: tensor<*xi32>) {
  %0 = arith.cmpi eq, %a, %b : i64
  %1 = arith.cmpi "uge", %a, %b : i64
  %2 = arith.cmpi ne, %t, %t : tensor<*xi32>
  %3 = arith.cmpf une, %x, %y : f64
  %4 = arith.cmpf false, %x, %y fastmath<nnan> : f64
  %5 = arith.cmpf true, %u, %u : vector<2xf32>
  %6 = arith.select %0, %a, %b : i64
  %7 = arith.select %c, %u, %u : vector<2xi1>, vector<2xf32>
  %8 = arith.select %0, %u, %u {tag.x = 1 : i32} : vector<2xf32>
  return
}

func.func @casts(%i: i32, %f: f32, %h: f16, %x: index, %m: memref<4xi32>, %s: f8E8M0FNU) {
  %0 = arith.extui %i : i32 to i64
  %1 = arith.extui %i nneg : i32 to i64
  %2 = arith.extsi %i : i32 to i64
  %3 = arith.trunci %i : i32 to i8
  %4 = arith.trunci %i overflow<nuw> : i32 to i8
  %5 = arith.extf %f : f32 to f64
  %6 = arith.extf %h fastmath<fast> : f16 to f32
  %7 = arith.truncf %f : f32 to f16
  %8 = arith.truncf %f downward fastmath<nnan> : f32 to bf16
  %9 = arith.convertf %h : f16 to bf16
  %10 = arith.uitofp %i : i32 to f32
  %11 = arith.uitofp %i nneg : i32 to f32
  %12 = arith.sitofp %i : i32 to f64
  %13 = arith.fptoui %f : f32 to i16
  %14 = arith.fptosi %f : f32 to i64
  %15 = arith.index_cast %x : index to i32
  %16 = arith.index_castui %i nneg : i32 to index
  %17 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %18 = arith.bitcast %i : i32 to f32
  %19 = arith.scaling_extf %h, %s : f16, f8E8M0FNU to f32
  %20 = arith.scaling_truncf %f, %s to_nearest_away : f32, f8E8M0FNU to f16
  return
}

func.func @constants() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 1 : i32
  %2 = arith.constant -1 : i64
  %3 = arith.constant 255 : i8
  %4 = arith.constant 0 : index
  %5 = arith.constant -5 : index
  %6 = arith.constant true
  %7 = arith.constant false
  %8 = arith.constant 1.0 : f32
  %9 = arith.constant 0.1 : f64
  %10 = arith.constant 0x7FC00000 : f32
  %11 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %12 = arith.constant dense<1.5> : vector<4xf32>
  %13 = arith.constant {some.attr} 3 : i32
  %14 = arith.constant 1 : i32
  %15 = arith.constant dense<0> : vector<[4]xi32>
  return
}

// CHECK-LABEL: func.func @integer_ops(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: tensor<?xindex>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %2 = arith.subi %arg2, %arg2 overflow<nuw> : vector<4xi64>
// CHECK-NEXT: %3 = arith.muli %arg3, %arg3 : tensor<?xindex>
// CHECK-NEXT: %4 = arith.shli %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %5 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %6 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.shrui %arg0, %arg1 exact : i32
// CHECK-NEXT: %16 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.minui %arg0, %arg1 {some.tag} : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %diff, %borrow = arith.subui_extended %arg2, %arg2 : vector<4xi64>, vector<4xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @float_ops(%arg0: f32, %arg1: f32, %arg2: vector<[4]xf16>) {
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.negf %arg2 fastmath<nnan,ninf> : vector<[4]xf16>
// CHECK-NEXT: %2 = arith.flush_denormals %arg0 : f32
// CHECK-NEXT: %3 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %4 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %5 = arith.subf %arg0, %arg1 upward : f32
// CHECK-NEXT: %6 = arith.mulf %arg0, %arg1 toward_zero fastmath<contract,afn> : f32
// CHECK-NEXT: %7 = arith.divf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %8 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %10 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %11 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %12 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %13 = arith.maximumnumf %arg0, %arg1 : f32
// CHECK-NEXT: %14 = arith.minimumnumf %arg0, %arg1 : f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @compare_select(%arg0: i64, %arg1: i64, %arg2: f64, %arg3: f64, %arg4: vector<2xi1>, %arg5: vector<2xf32>, %arg6: tensor<*xi32>) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.cmpi uge, %arg0, %arg1 : i64
// CHECK-NEXT: %2 = arith.cmpi ne, %arg6, %arg6 : tensor<*xi32>
// CHECK-NEXT: %3 = arith.cmpf une, %arg2, %arg3 : f64
// CHECK-NEXT: %4 = arith.cmpf false, %arg2, %arg3 fastmath<nnan> : f64
// CHECK-NEXT: %5 = arith.cmpf true, %arg5, %arg5 : vector<2xf32>
// CHECK-NEXT: %6 = arith.select %0, %arg0, %arg1 : i64
// CHECK-NEXT: %7 = arith.select %arg4, %arg5, %arg5 : vector<2xi1>, vector<2xf32>
// CHECK-NEXT: %8 = arith.select %0, %arg5, %arg5 {tag.x = 1 : i32} : vector<2xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: index, %arg4: memref<4xi32>, %arg5: f8E8M0FNU) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extui %arg0 nneg : i32 to i64
// CHECK-NEXT: %2 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %3 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %4 = arith.trunci %arg0 overflow<nuw> : i32 to i8
// CHECK-NEXT: %5 = arith.extf %arg1 : f32 to f64
// CHECK-NEXT: %6 = arith.extf %arg2 fastmath<fast> : f16 to f32
// CHECK-NEXT: %7 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: %8 = arith.truncf %arg1 downward fastmath<nnan> : f32 to bf16
// CHECK-NEXT: %9 = arith.convertf %arg2 : f16 to bf16
// CHECK-NEXT: %10 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %11 = arith.uitofp %arg0 nneg : i32 to f32
// CHECK-NEXT: %12 = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT: %13 = arith.fptoui %arg1 : f32 to i16
// CHECK-NEXT: %14 = arith.fptosi %arg1 : f32 to i64
// CHECK-NEXT: %15 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %16 = arith.index_castui %arg0 nneg : i32 to index
// CHECK-NEXT: %17 = arith.index_cast %arg4 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %18 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %19 = arith.scaling_extf %arg2, %arg5 : f16, f8E8M0FNU to f32
// CHECK-NEXT: %20 = arith.scaling_truncf %arg1, %arg5 to_nearest_away : f32, f8E8M0FNU to f16
// CHECK-NEXT: return
// CHECK-LABEL: func.func @constants() {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-5 = arith.constant -5 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<1.500000e+00> : vector<4xf32>
// CHECK-NEXT: %c3_i32 = arith.constant {some.attr} 3 : i32
// CHECK-NEXT: %c1_i32_4 = arith.constant 1 : i32
// CHECK-NEXT: %cst_5 = arith.constant dense<0> : vector<[4]xi32>
// CHECK-NEXT: return
