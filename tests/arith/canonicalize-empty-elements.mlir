// Folds of constants with no elements (tensor<0x...>) give empty constants (i1: the one-byte
// splat dense<false>, as upstream stores booleans), never a crash; `dense<>` reads for any
// type with no elements, whatever its rank.
// RUN: mlir-opt --canonicalize %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s -split-input-file -verify-diagnostics -o /dev/null -mlir-print-op-generic

// CHECK-LABEL: func.func @empty
// CHECK-DAG:     %[[I:.*]] = arith.constant dense<> : tensor<0xi32>
// CHECK-DAG:     %[[F:.*]] = arith.constant dense<> : tensor<0xf32>
// CHECK-DAG:     %[[W:.*]] = arith.constant dense<> : tensor<0xi64>
// CHECK-DAG:     %[[B:.*]] = arith.constant dense<false> : tensor<0xi1>
// CHECK-DAG:     %[[M:.*]] = arith.constant dense<> : tensor<2x0xf32>
// CHECK:         return %[[I]], %[[F]], %[[F]], %[[W]], %[[F]], %[[B]], %[[F]], %[[M]]
func.func @empty() -> (tensor<0xi32>, tensor<0xf32>, tensor<0xf32>, tensor<0xi64>, tensor<0xf32>, tensor<0xi1>, tensor<0xf32>, tensor<2x0xf32>) {
  %c = arith.constant dense<> : tensor<0xi1>
  %a = arith.constant dense<> : tensor<0xi32>
  %r0 = arith.select %c, %a, %a : tensor<0xi1>, tensor<0xi32>
  %f = arith.constant dense<> : tensor<0xf32>
  %r1 = arith.addf %f, %f : tensor<0xf32>
  %r2 = math.sin %f : tensor<0xf32>
  %r3 = arith.extsi %a : tensor<0xi32> to tensor<0xi64>
  %r4 = arith.sitofp %a : tensor<0xi32> to tensor<0xf32>
  %r5 = arith.cmpi slt, %a, %a : tensor<0xi32>
  %r6 = math.powf %f, %f : tensor<0xf32>
  %m = arith.constant dense<> : tensor<2x0xf32>
  %r7 = math.absf %m : tensor<2x0xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : tensor<0xi32>, tensor<0xf32>, tensor<0xf32>, tensor<0xi64>, tensor<0xf32>, tensor<0xi1>, tensor<0xf32>, tensor<2x0xf32>
}
