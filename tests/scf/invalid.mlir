// Invalid scf ops: verifier and parser errors with upstream's wording.
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @for_bounds(%a: index, %b: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %a, %b) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, i32) -> ()
  return
}

// -----

func.func @for_float(%a: f32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @for_iter_args(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %0 = "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @for_yield(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 0 != 1}}
  scf.for %i = %a to %a step %a {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @for_empty(%a: index) {
  // expected-error@+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%a, %a, %a) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_terminator(%a: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "test.op"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @if_else(%c: i1) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %0 = "scf.if"(%c) ({
    %x = arith.constant 1 : i32
    "scf.yield"(%x) : (i32) -> ()
  }, {
  }) : (i1) -> i32
  return
}

// -----

func.func @if_condition(%c: i32) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @if_yield_type(%c: i1, %f: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to Operation scf.if: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = scf.if %c -> (i32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %f : f32
  } else {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @yield_parent() {
  "test.region"() ({
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @condition_parent(%c: i1) {
  "test.region"() ({
    // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }) : () -> ()
  return
}

// -----

func.func @while_terminator(%a: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while (%x = %a) : (i32) -> () {
    // expected-note@+1 {{terminator here}}
    "test.term"() : () -> ()
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_types(%a: i32) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 0)}}
  scf.while (%x = %a) : () -> () {
    scf.condition(%x)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @index_switch_count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @index_switch_duplicate(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 2}}
  scf.index_switch %i
  case 2 {
    scf.yield
  }
  case 2 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @parallel_results(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @reduce_return(%a: index, %f: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      %c = arith.constant 1 : i32
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : i32
    }
  }
  return
}

// -----

func.func @forall_mapping(%n: index) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1]}
  return
}

// -----

func.func @forall_outputs(%n: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @in_parallel_parent() {
  // expected-error@+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}

// -----

func.func @for_iter_args_paren(%d: index) {
  // expected-error@+1 {{custom op 'scf.for' expected '('}}
  scf.for %i = %d to %d step %d iter_args x
  return
}

// -----

func.func @forall_shared_outs_paren(%d: index) {
  // expected-error@+1 {{custom op 'scf.forall' expected '('}}
  %0 = scf.forall (%i) in (%d) shared_outs x
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @forall_bounds_resolve_first(%c: i32) {
  // The bounds are resolved as soon as they are read, before the rest is.
  // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = scf.forall (%i) in (%c) shared_outs x
  return
}

// -----

func.func @parallel_init_list(%lb: index, %f: f32) {
  // expected-error@+1 {{expected ')' in operand list}}
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f %f) -> f32 {
  }
  return
}

// -----

func.func @forall_rank(%n: index, %t: tensor<?xf32>) {
  // The rank is the number of induction variables (lower bounds).
  // expected-error@+1 {{expected 0 upper bound values, got 1}}
  %r = scf.forall () in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
  }
  return
}

// -----

func.func @while_terminator_first(%a: i32) {
  // The region terminators are checked with the op, before the ops inside.
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while (%x = %a) : (i32) -> () {
    scf.yield
    // expected-note@+1 {{terminator here}}
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_type_kind(%a: i32) {
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  scf.while (%x = %a) : i32) -> () {
  }
  return
}

// -----

func.func @in_parallel_holds_only_combining_ops(%out: tensor<4xf32>) {
  %n = arith.constant 4 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<4xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 1 : index
    }
  }
  return
}
