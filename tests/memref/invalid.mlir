// RUN: mlir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// The memref ops' verifiers and parse errors, one broken rule per case.

func.func @a(%a: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%a) : memref<4xf32>
  return
}
// -----
func.func @a(%a: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<?xf32>
  return
}
// -----
#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @a(%a: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, #map>
  return
}
// -----
func.func @a() {
  // expected-error@+1 {{custom op 'memref.alloc' inherent attribute 'alignment' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}
// -----
func.func @a() {
  // expected-error@+1 {{custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'i32'}}
  %0 = memref.alloc() : i32
  return
}
// -----
"test.op"() ({
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<4xf32>
  "test.end"() : () -> ()
}) : () -> ()
// -----
func.func @a(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op invalid number of indices for accessed memref, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}
// -----
func.func @a(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op invalid number of indices for accessed memref, expected 2 but got 3}}
  memref.store %v, %m[%i, %i, %i] : memref<4x4xf32>
  return
}
// -----
func.func @a(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i, %i) : (memref<4x4xf32>, index, index) -> i32
  return
}
// -----
func.func @a(%m: memref<4x4xf32>, %i: index, %v: i32) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i, %i) : (i32, memref<4x4xf32>, index, index) -> ()
  return
}
// -----
func.func @a(%m: memref<f32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any non-token type values or non-0-ranked.memref of any non-token type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}
// -----
func.func @a(%m: memref<2x5xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<2x5xf32>' and result type 'memref<*xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<2x5xf32> to memref<*xi32>
  return
}
// -----
func.func @a(%m: memref<2x5xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<2x5xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<2x5xf32> to memref<*xf32, 1>
  return
}
// -----
func.func @a(%m: memref<12x4x16xf32, strided<[64, 16, 1]>>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<12x4x16xf32, strided<[64, 16, 1]>>' and result type 'memref<12x4x16xf32, strided<[128, 32, 2]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<12x4x16xf32, strided<[64, 16, 1]>> to memref<12x4x16xf32, strided<[128, 32, 2]>>
  return
}
// -----
func.func @a(%m: memref<12x4x16xf32, strided<[64, 16, 1]>>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<12x4x16xf32, strided<[64, 16, 1]>>' and result type 'memref<12x4x16xf32, strided<[64, 16, 1], offset: 16>>' are cast incompatible}}
  %0 = memref.cast %m : memref<12x4x16xf32, strided<[64, 16, 1]>> to memref<12x4x16xf32, strided<[64, 16, 1], offset: 16>>
  return
}
// -----
func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>, %n: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>, %n: memref<4xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}
// -----
// expected-error@+1 {{type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>
// -----
// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global @g : memref<2xf32> = dense<[1.0, 2.0, 3.0]>
// -----
// expected-error@+1 {{initial value should be a unit or elements attribute}}
memref.global @g : memref<2xf32> = "foo"
// -----
// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f16', but was of type 'f32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf16>, initial_value = dense<1.0> : tensor<2xf32>}> : () -> ()
// -----
// expected-error@+1 {{'memref.global' op initial value shape expected to be 1, 2 but was 2, 2}}
"memref.global"() <{sym_name = "g", type = memref<1x2xf32>, initial_value = dense<1.0> : tensor<2x2xf32>}> : () -> ()
// -----
// expected-error@+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
memref.global "priate" @g : memref<2xf32>
// -----
// expected-error@+1 {{expected valid '@'-identifier for symbol name}}
memref.global constant "private" @g : memref<2xf32>
// -----
func.func @a() {
  // expected-error@+1 {{'memref.get_global' op 'gv' does not reference a valid global memref}}
  %0 = memref.get_global @gv : memref<3xf32>
  return
}
// -----
memref.global @gv : memref<2xf32>
func.func @a() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @gv}}
  %0 = memref.get_global @gv : memref<3xf32>
  return
}
// -----
func.func @gv() { return }
func.func @a() {
  // expected-error@+1 {{'memref.get_global' op 'gv' does not reference a valid global memref}}
  %0 = memref.get_global @gv : memref<3xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}
// -----
func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}
// -----
func.func @a(%m: f32) {
  // expected-error@+1 {{invalid kind of type specified}}
  memref.dealloc %m : f32
  return
}
// -----
func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = "memref.distinct_objects"() : () -> ()
  return
}
// -----
func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> memref<5xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{invalid kind of type specified}}
  %0 = memref.rank %m : f32
  return
}
// -----
func.func @a(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.load' inherent attribute 'alignment' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
  %0 = memref.load %m[%i] {alignment = 3} : memref<4xf32>
  return
}
// -----
func.func @a() {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  "memref.alloca_scope.return"() : () -> ()
  return
}
// -----
func.func @a(%v: f32) {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to Operation memref.alloca_scope: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = memref.alloca_scope -> (f32) {
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return
  }
  return
}
// -----
func.func @a() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() alignment = 3 : memref<4xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  "memref.store"(%i, %m, %i) <{alignment = 0 : i64}> : (index, memref<4xf32>, index) -> ()
  return
}

// -----
func.func @a(%m: memref<10xf32>, %i: index, %w: i32) {
  // expected-error@+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addf %w, %m[%i] : (i32, memref<10xf32>) -> i32
  return
}
// -----
func.func @a(%m: memref<10xi32>, %i: index, %w: i32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %w, %m[%i] : (i32, memref<10xi32>) -> i32
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}
// -----
func.func @a(%m: memref<10x10xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op invalid number of indices for accessed memref, expected 2 but got 1}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10x10xf32>) -> f32
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
  %0 = memref.atomic_rmw nope %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %a, %m[%i] : memref<10xf32>
    memref.atomic_yield %a : f32
  }
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<1>, data : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<1>, cache : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op invalid number of indices for accessed memref, expected 2 but got 1}}
  memref.prefetch %m[%i], read, locality<1>, data : memref<10x10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<10xf32> to memref<?xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{unnecessary dimension operand for result type 'memref<20xf32>'}}
  %0 = memref.realloc %m(%i) : memref<10xf32> to memref<20xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.realloc' op source element type ('f32') does not match result element type ('i32')}}
  %0 = memref.realloc %m : memref<10xf32> to memref<20xi32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<10xf32>' and result memref type 'memref<20xf32, 1>'}}
  %0 = memref.realloc %m : memref<10xf32> to memref<20xf32, 1>
  return
}
// -----
func.func @a(%m: memref<10xf32, strided<[2]>>, %i: index) {
  // expected-error@+1 {{unsupported layout for source memref type 'memref<10xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<10xf32, strided<[2]>> to memref<20xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %s: memref<2xindex>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<10xf32>, memref<2xindex>) -> memref<2x5xi32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %s: memref<?xindex>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<10xf32>, memref<?xindex>) -> memref<2x5xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %s: memref<3xindex>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<10xf32>, memref<3xindex>) -> memref<2x5xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32, strided<[2]>>, %s: memref<2xindex>) {
  // expected-error@+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<10xf32, strided<[2]>>, memref<2xindex>) -> memref<2x5xf32>
  return
}
// -----
func.func @a(%t: memref<2xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  memref.dma_wait %t[%i, %i], %i : memref<2xi32>
  return
}

// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}
// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x5xf32, strided<[8, 1]>>
  return
}
// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xi32, strided<[8, 1]>>
  return
}
// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x8xf32>' and subview memref type 'memref<4x4xf32, strided<[8, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  return
}
// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 3}}
  %0 = memref.subview %m[0, 0, 0] [4, 4, 1] [1, 1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[0, -1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}
// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -4}}
  %0 = memref.subview %m[0, 0] [4, -4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<1x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32, strided<[8, 1, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4x1xf32, strided<[8, 1, 1]>>
  return
}
// -----
func.func @a(%m: memref<8x8xf32>) {
  // expected-error@+2 {{custom op 'memref.subview' expected integer value}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[0, x] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @a(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.reinterpret_cast' op source element type ('f32') does not match result element type ('i32')}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xi32>
  return
}
// -----
func.func @a(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with size = 10 instead of 11 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<11xf32>
  return
}
// -----
func.func @a(%m: memref<?xf32>) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<10xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, 1>
  return
}
// -----
func.func @a(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with offset = 5 instead of 4}}
  %0 = memref.reinterpret_cast %m to offset: [5], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 4>>
  return
}
// -----
func.func @a(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with stride = 2 instead of 1 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [2] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<?xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<?xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 1], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.extract_strided_metadata' op result #3 must be variadic of index, but got 'i32'}}
  %0:4 = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, i32
  return
}

// -----
func.func @a(%b: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = memref.view %b[%i][%i] : memref<2048xi8> to memref<?x?xf32>
  return
}
// -----
func.func @a(%b: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<4x4xf32, strided<[8, 1]>>
  return
}
// -----
func.func @a(%b: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4x4xf32, 2>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<4x4xf32, 2>
  return
}
// -----
func.func @a(%b: memref<2048xf32>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xf32>'}}
  %0 = memref.view %b[%i][] : memref<2048xf32> to memref<4x4xf32>
  return
}
// -----
func.func @a(%b: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = memref.view %b[][%i] : memref<2048xi8> to memref<?xf32>
  return
}
// -----
func.func @a(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (d0, d1) -> (d0, d0) : memref<4x8xf32> to memref<4x8xf32>
  return
}
// -----
func.func @a(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (d0, d1, d2) -> (d1, d0, d2) : memref<4x8xf32> to memref<4x8xf32>
  return
}
// -----
func.func @a(%m: memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32>
  return
}
// -----
func.func @a(%m: memref<4x8xf32>) {
  // expected-error@+1 {{expected '(' in affine map range}}
  %0 = memref.transpose %m (d0, d1) -> d1 : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----
func.func @a(%c: memref<3x4x5xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (6) must equal reassociation group size (5)}}
  %0 = memref.collapse_shape %c [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x6xf32>
  return
}
// -----
func.func @a(%c: memref<3x4x5xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %c [[0, 2], [1]] : memref<3x4x5xf32> into memref<15x4xf32>
  return
}
// -----
func.func @a(%c: memref<3x4x5xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.collapse_shape %c [[0, 1, 2]] : memref<3x4x5xf32> into memref<12x5xf32>
  return
}
// -----
func.func @a(%c: memref<3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %0 = memref.collapse_shape %c [[0, 1]] : memref<3x4xf32> into memref<3x4x1xf32>
  return
}
// -----
func.func @a(%c: memref<3x?xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %c [[0, 1]] : memref<3x?xf32> into memref<12xf32>
  return
}
// -----
func.func @a(%c: memref<3x4x5xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.collapse_shape %c [[0, 1]] : memref<3x4x5xf32> into memref<12xf32>
  return
}
// -----
func.func @a(%c: memref<2x1xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %c [] : memref<2x1xf32> into memref<f32>
  return
}
// -----
func.func @a(%c: memref<3x4x5xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<12x5xf32>' but found 'memref<12x5xi32>'}}
  %0 = memref.collapse_shape %c [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xi32>
  return
}
// -----
func.func @a(%m: memref<12xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (12) must equal reassociation group size (15)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 5] : memref<12xf32> into memref<3x5xf32>
  return
}
// -----
func.func @a(%m: memref<12xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3] : memref<12xf32> into memref<3x4xf32>
  return
}
// -----
func.func @a(%m: memref<?xf32>, %a: index) {
  // expected-error@+1 {{'memref.expand_shape' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<?xf32> into memref<3x?xf32>
  return
}
// -----
func.func @a(%m: memref<3x4xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [12] : memref<3x4xf32> into memref<12xf32>
  return
}
// -----
func.func @a(%m: memref<?xf32>, %a: index) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, 5] : memref<?xf32> into memref<?x4xf32>
  return
}

// -----
func.func @f(%a: memref<256xf32>, %b: memref<256xf32, 1>, %t: memref<1xi32>, %c0: index, %n: index, %s: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %a[%c0], %b[%c0], %n, %t[%c0], %s : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  return
}
// -----
func.func @f(%a: memref<256xf32>, %b: memref<256xf32, 1>, %t: memref<1xi32>, %c0: index, %n: index, %s: index) {
  // expected-error@+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %a[%c0], %b[%c0], %n, %t[%c0] : memref<256xf32>, memref<256xf32, 1>
  return
}
// -----
func.func @f(%a: f32, %b: memref<256xf32, 1>, %t: memref<1xi32>, %c0: index, %n: index) {
  // expected-error@+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%a, %b, %c0, %n, %t, %c0) : (f32, memref<256xf32, 1>, index, index, memref<1xi32>, index) -> ()
  return
}
// -----
func.func @f(%a: memref<256xf32>, %b: memref<256xf32, 1>, %t: memref<1xi32>, %c0: index, %n: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %c0, %b, %c0, %n, %t, %c0) : (memref<256xf32>, index, memref<256xf32, 1>, index, i32, memref<1xi32>, index) -> ()
  return
}
// -----
func.func @f(%a: memref<256xf32>, %b: memref<256xf32, 1>, %t: memref<1xi32>, %c0: index, %n: index) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %c0, %b, %c0, %n, %t, %c0, %n) : (memref<256xf32>, index, memref<256xf32, 1>, index, index, memref<1xi32>, index, index) -> ()
  return
}
// -----
func.func @f(%a: memref<256xf32>, %b: memref<256xf32, 1>, %t: memref<1xi32>, %c0: index, %n: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%a, %c0) : (memref<256xf32>, index) -> ()
  return
}
// -----
func.func @f(%a: memref<256xf32>, %b: memref<256xf32, 1>, %t: memref<1xi32>, %c0: index, %n: index, %x: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%a, %c0, %b, %c0, %n, %t, %c0, %x, %x) : (memref<256xf32>, index, memref<256xf32, 1>, index, index, memref<1xi32>, index, i32, i32) -> ()
  return
}
