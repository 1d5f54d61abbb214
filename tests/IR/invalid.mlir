// Parse errors: each case names the rule broken, at upstream's location, with its wording.
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{use of undeclared SSA value name}}
"test.use"(%undefined) : (i32) -> ()

// -----

// expected-note @+1 {{previously defined here}}
%0 = "test.def"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%0'}}
%0 = "test.def"() : () -> i32

// -----

// expected-note @+1 {{prior use here}}
%0 = "test.def"() : () -> i32
// expected-error @+1 {{use of value '%0' expects different type than prior uses: 'f32' vs 'i32'}}
"test.use"(%0) : (f32) -> ()

// -----

// expected-error @+1 {{expected 0 operand types but had 1}}
"test.op"() : (i32) -> ()

// -----

// expected-error @+1 {{expected function type}}
"test.op"() : i32

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"test.op"()

// -----

// expected-error @+1 {{empty operation name is invalid}}
""() : () -> ()

// -----

"test.op"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "test.br"()[^missing] : () -> ()
}) : () -> ()

// -----

"test.op"() ({
^bb0:
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.br"()[^bb0] : () -> ()
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  "test.end"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
%a, %b = "test.one"() : () -> i32

// -----

// expected-error @+1 {{cannot name an operation with no results}}
%a = "test.none"() : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = } : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"test.op"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'nope'}}
"test.op"() {a = #nope} : () -> ()

// -----

#dup = 1
// expected-error @+1 {{redefinition of attribute alias id 'dup'}}
#dup = 2

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"test.op"() {a = 1 : f32} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"test.op"() : () -> (i32, @sym)

// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.op"() {a = "unterminated} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"test.op"() {a = "bad \q escape"} : () -> ()

// -----

// expected-error @+1 {{unexpected character}}
"test.op"() : () -> () `

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"test.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{expected location instance}}
"test.op"() : () -> () loc(12)

// -----

// expected-error @+1 {{operation location alias was never defined}}
"test.op"() : () -> () loc(#never)

// -----

// expected-error @+1 {{expected '[' after 'distinct'}}
#bad = distinct<1>

// -----

#d = distinct[0]<42 : i32>
// expected-error @+1 {{referenced attribute does not match previous definition: 42 : i32}}
#d2 = distinct[0]<43 : i32>

// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = notanattribute} : () -> ()


// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"test.a"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
"test.a"() : () -> memref<4xf32, 1, 2>

// -----

// expected-error @+1 {{expected memory space to be last in memref type}}
"test.a"() : () -> memref<4xf32, 1, affine_map<(d0) -> (d0)>>

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"test.a"() {a = dense<"0x123"> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 2, 0}}
"test.a"() : () -> vector<2x0xf32>

// -----

// The element type is checked before the sizes, at the start of the type.
// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.a"() : () -> vector<0xvector<2xf32>>

// -----

// Types of unregistered dialects are not vector elements.
// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.a"() : () -> vector<2x!foo.bar>

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.a"() : () -> vector<2xcomplex<f32>>

// -----

// A value defined on one side of a diamond does not dominate the merge block.
"test.f"() ({
^bb0(%c: i1):
  "test.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %x = "test.def"() : () -> i32
  "test.br"()[^bb3] : () -> ()
^bb2:
  "test.br"()[^bb3] : () -> ()
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "test.use"(%x) : (i32) -> ()
  "test.ret"() : () -> ()
}) : () -> ()

// -----

// Strings are not elements of numeric element types.
// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<["a", "b"]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"test.op"() {a = dense<["x"]> : tensor<1xf32>} : () -> ()

// -----

// expected-error @+1 {{parsed 2 elements, but type ('tensor<2xcomplex<f32>>') expected 4 elements}}
"test.op"() {a = dense<["a", "b"]> : tensor<2xcomplex<f32>>} : () -> ()

// -----

// expected-error @+1 {{expected ',' or '>' in memref type}}
"test.a"() : () -> memref<2xi8 i32>

// -----

// expected-error @+1 {{expected list element}}
"test.a"() : () -> memref<2xi8, >

// -----

// expected-error @+1 {{expected ',' or '>'}}
"test.a"() : () -> memref<2xi8, 1 2>

// -----

// Reported at the token after the type, as upstream.
// expected-error @+1 {{cannot apply encoding to unranked tensor}}
"test.a"() : () -> (tensor<*xi32, "foo">)

// -----

// expected-error @+1 {{expected 'true' or 'false' values for i1 type}}
"test.a"() {a = array<i1: 1>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.a"() {a = array<i8: 256>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"test.a"() {a = array<si8: 200>} : () -> ()

// -----

// expected-error @+1 {{expected integer literal}}
"test.a"() {a = array<i8: 1.5>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"test.a"() {a = array<f32: x>} : () -> ()

// -----

// expected-error @+1 {{invalid integer width}}
"test.a"() : () -> i21312312323120

// -----

// expected-error @+1 {{incompatible attribute for element type}}
"test.a"() {a = dense<tensor<2xi32>: [1, 2]>} : () -> ()

// -----

// expected-error @+1 {{expected 2 elements in dimension, got 1}}
"test.a"() {a = dense<tensor<2xi32>: [1 : i32]>} : () -> ()

// -----

// expected-error @+1 {{expected '['}}
"test.a"() {a = dense<tensor<2x2xi32>: [1 : i32, 2 : i32]>} : () -> ()

// -----

// expected-error @+1 {{dense elements type must have static shape}}
"test.a"() {a = dense<tensor<?xi32>: [1 : i32]>} : () -> ()

// -----

// expected-error @+1 {{expected a shaped type for dense elements}}
"test.a"() {a = dense<i32>} : () -> ()

// -----

// expected-error @+1 {{element type must implement DenseElementTypeInterface for type-first dense syntax}}
"test.a"() {a = dense<tensor<2x!foo.bar>: [1, 2]>} : () -> ()

// -----

// expected-error @+1 {{expected ':' after type in dense attribute}}
"test.a"() {a = dense<tensor<2xi32>>} : () -> ()

// -----

// expected-error @+1 {{expected single element for scalar type, got list}}
"test.a"() {a = dense<tensor<i32>: [5 : i32]>} : () -> ()

// -----

// expected-error @+1 {{expected integer or floating point literal}}
"test.a"() {a = dense<-inf> : tensor<f32>} : () -> ()

// -----

// expected-error @+1 {{expected '>' in complex type}}
"test.a"() : () -> complex<index i32>

// -----

// Types of unregistered dialects are not memref elements.
// expected-error @+1 {{invalid memref element type}}
"test.a"() : () -> memref<2x!foo.bar>

// -----

#not_a_loc = 1 : i32
// expected-error @+1 {{expected location attribute, but got1 : i32}}
"test.a"() {a = loc(#not_a_loc)} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'memref<4xf32>'}}
"test.a"() {a = dense<"0x0102"> : memref<4xf32>} : () -> ()

// -----

// A tensor whose element type fails still reads its encoding, as upstream, which reports a
// second error there (one annotation stands for both).
// expected-error @+1 {{expected non-function type}}
"test.a"() : () -> (tensor<,tensor<"a.mlir":1:2i0>)

// -----

// expected-error @+1 {{invalid dimension}}
"test.a"() : () -> vector<[?]xf32>
