// math's integer folds at widths past 64 bits and on dense vectors (splat or not): ctpop,
// ctlz, cttz (the width for zero), absi (of the minimum, itself) and ipowi (wrapping).
// Expected output is the reference build's for this input.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @i128_scalars() -> (i128, i128, i128, i128, i128, i128, i128, i128) {
// CHECK-NEXT:   %c8_i128 = arith.constant 8 : i128
// CHECK-NEXT:   %c120_i128 = arith.constant 120 : i128
// CHECK-NEXT:   %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:   %c98765432109876543210987654321_i128 = arith.constant 98765432109876543210987654321 : i128
// CHECK-NEXT:   %c-124093324511172574172617332284324436337_i128 = arith.constant -124093324511172574172617332284324436337 : i128
// CHECK-NEXT:   %c77_i128 = arith.constant 77 : i128
// CHECK-NEXT:   %c128_i128 = arith.constant 128 : i128
// CHECK-NEXT:   %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:   return %c8_i128, %c120_i128, %c0_i128, %c98765432109876543210987654321_i128, %c-124093324511172574172617332284324436337_i128, %c77_i128, %c128_i128, %c-170141183460469231731687303715884105728_i128 : i128, i128, i128, i128, i128, i128, i128, i128
// CHECK-NEXT: }
func.func @i128_scalars() -> (i128, i128, i128, i128, i128, i128, i128, i128) {
  %a = arith.constant 255 : i128
  %n = arith.constant -98765432109876543210987654321 : i128
  %p = arith.constant 5 : i128
  %z = arith.constant 0 : i128
  %min = arith.constant -170141183460469231731687303715884105728 : i128
  %0 = math.ctpop %a : i128
  %1 = math.ctlz %a : i128
  %2 = math.cttz %n : i128
  %3 = math.absi %n : i128
  %4 = math.ipowi %n, %p : i128
  %5 = math.ctpop %n : i128
  %6 = math.cttz %z : i128
  %7 = math.absi %min : i128
  return %0, %1, %2, %3, %4, %5, %6, %7 : i128, i128, i128, i128, i128, i128, i128, i128
}

// CHECK-LABEL: func.func @i1000_power() -> i1000 {
// CHECK-NEXT:   %c671560569471085376842582774560465020578124142967154502369909760267332113849754374031146351885758475922461046805488640558798571783156435219827619378197829171324807005350093498583815595944199891932102994883585041080856006595074515091786557933311068741323826340717853811566991987899183154958118365786391_i1000 = arith.constant 671560569471085376842582774560465020578124142967154502369909760267332113849754374031146351885758475922461046805488640558798571783156435219827619378197829171324807005350093498583815595944199891932102994883585041080856006595074515091786557933311068741323826340717853811566991987899183154958118365786391 : i1000
// CHECK-NEXT:   return %c671560569471085376842582774560465020578124142967154502369909760267332113849754374031146351885758475922461046805488640558798571783156435219827619378197829171324807005350093498583815595944199891932102994883585041080856006595074515091786557933311068741323826340717853811566991987899183154958118365786391_i1000 : i1000
// CHECK-NEXT: }
func.func @i1000_power() -> i1000 {
  %s = arith.constant 999 : i1000
  %0 = math.ipowi %s, %s : i1000
  return %0 : i1000
}

// CHECK-LABEL: func.func @vectors() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<3xi128>, vector<3xi128>) {
// CHECK-NEXT:   %cst = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<3> : vector<2xi32>
// CHECK-NEXT:   %cst_1 = arith.constant dense<7> : vector<2xi32>
// CHECK-NEXT:   %cst_2 = arith.constant dense<[1, 2187]> : vector<2xi32>
// CHECK-NEXT:   %cst_3 = arith.constant dense<823543> : vector<2xi32>
// CHECK-NEXT:   %cst_4 = arith.constant dense<[-170141183460469231731687303715884105728, 5, 1]> : vector<3xi128>
// CHECK-NEXT:   %cst_5 = arith.constant dense<[121, 127, 121]> : vector<3xi128>
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<3xi128>, vector<3xi128>
// CHECK-NEXT: }
func.func @vectors() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<3xi128>, vector<3xi128>) {
  %a = arith.constant dense<[1, 3]> : vector<2xi32>
  %b = arith.constant dense<7> : vector<2xi32>
  %0 = math.ctpop %a : vector<2xi32>
  %1 = math.ctpop %b : vector<2xi32>
  %2 = math.absi %b : vector<2xi32>
  %3 = math.ipowi %a, %b : vector<2xi32>
  %4 = math.ipowi %b, %b : vector<2xi32>
  %w = arith.constant dense<[-170141183460469231731687303715884105728, 5, 340282366920938463463374607431768211455]> : vector<3xi128>
  %s = arith.constant dense<[127, 1, 64]> : vector<3xi128>
  %5 = math.absi %w : vector<3xi128>
  %6 = math.ctlz %s : vector<3xi128>
  return %0, %1, %2, %3, %4, %5, %6 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<3xi128>, vector<3xi128>
}
