// RUN: not mlir-opt %s --irdl-file=%S/Inputs/bad-any-of.irdl.mlir 2>&1 | FileCheck %s --check-prefix=ANYOF
// RUN: not mlir-opt %s --irdl-file=%S/Inputs/bad-base.irdl.mlir 2>&1 | FileCheck %s --check-prefix=BASE
// RUN: not mlir-opt %s --irdl-file=%S/Inputs/taken-name.irdl.mlir 2>&1 | FileCheck %s --check-prefix=TAKEN
// RUN: not mlir-opt %s --irdl-file=%S/Inputs/missing.irdl.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not mlir-opt %s --irdl-file=%S/Inputs/bad-name.irdl.mlir 2>&1 | FileCheck %s --check-prefix=INVALID

// Definitions that fail to load stop the tool before its input is read; nothing of the
// input is printed.

// ANYOF: bad-any-of.irdl.mlir:0:0: error: any_of constraints are not in the correct form
// ANYOF-NEXT: bad-any-of.irdl.mlir:0:0: note: see current operation:
// ANYOF-NOT: func.func

// BASE: bad-base.irdl.mlir:4:10: error: no registered type with name !builtin.nothing
// BASE-NEXT: {{^}}    %0 = irdl.base "!builtin.nothing"
// BASE-NOT: func.func

// Upstream aborts here; a diagnostic is friendlier.
// TAKEN: taken-name.irdl.mlir:2:1: error: a dialect with namespace 'arith' has already been registered
// TAKEN-NOT: func.func

// MISSING: error: cannot open input file '{{.*}}missing.irdl.mlir': No such file or directory
// MISSING-NOT: func.func

// A definition file that does not verify is reported as such.
// INVALID: bad-name.irdl.mlir:3:3: error: name of type should not contain uppercase letters
// INVALID-NOT: func.func

func.func @unused() {
  return
}
