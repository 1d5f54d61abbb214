// math's integer ops fold a poison operand to poison (ipowi for either operand).
// Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @poison(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, vector<2xi8>) {
// CHECK-NEXT:   %0 = ub.poison : i32
// CHECK-NEXT:   %1 = ub.poison : vector<2xi8>
// CHECK-NEXT:   return %0, %0, %0, %0, %0, %0, %1 : i32, i32, i32, i32, i32, i32, vector<2xi8>
// CHECK-NEXT: }
func.func @poison(%x: i32) -> (i32, i32, i32, i32, i32, i32, vector<2xi8>) {
  %p = ub.poison : i32
  %pv = ub.poison : vector<2xi8>
  %c3 = arith.constant 3 : i32
  %a = math.ctlz %p : i32
  %b = math.cttz %p : i32
  %c = math.ctpop %p : i32
  %d = math.absi %p : i32
  %e = math.ipowi %p, %c3 : i32
  %f = math.ipowi %x, %p : i32
  %g = math.ctpop %pv : vector<2xi8>
  return %a, %b, %c, %d, %e, %f, %g : i32, i32, i32, i32, i32, i32, vector<2xi8>
}
