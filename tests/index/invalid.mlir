// Invalid index ops (upstream's own index tests are the reference: the reference build
// lacks the dialect).
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @cast_both_index(%a: index) {
  // expected-error@+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @cast_no_index(%a: i64) {
  // expected-error@+1 {{'index.castu' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = index.castu %a : i64 to i32
  return
}

// -----

func.func @operand_type(%a: i32) {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> index
  return
}
