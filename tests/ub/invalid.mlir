// Invalid ub ops, with upstream's wording.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @unreachable_not_last() {
  // expected-error@+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @poison_value() {
  // expected-error@+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 1 : i32} : () -> i32
  return
}
