//! The writer: header, versions, errors.

mod common;

use mlir_ir::Ir;

const INPUT: &str = r#"func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  cf.br ^bb1(%c : i32)
^bb1(%d: i32):
  %u = "test.op"(%d) <{p = 1 : i64}> ({
  ^bb0(%x: index loc("x.mlir":1:2)):
    "test.yield"(%x, %d) : (index, i32) -> ()
  }) {q} : (i32) -> i32
  return %u : i32
}
"#;

#[test]
fn writes_header_and_current_version() {
    let ctx = common::context();
    let mut ir = Ir::new(&ctx);
    let top = common::parse(&mut ir, INPUT);
    let mut out = Vec::new();
    mlir_bytecode::write(&ir, top, None, &mut out).expect("writes");
    assert!(mlir_bytecode::is_bytecode(&out));
    assert_eq!(out[4], 0x0d, "version 6 as a one-byte varint");
    assert!(out[5..].starts_with(b"MLIR24.0.0git\0"));
}

#[test]
fn every_supported_version_writes_and_newer_is_refused() {
    let ctx = common::context();
    let mut ir = Ir::new(&ctx);
    let top = common::parse(&mut ir, INPUT);
    for v in 0..=mlir_bytecode::VERSION {
        let mut out = Vec::new();
        mlir_bytecode::write(&ir, top, Some(v), &mut out).expect("writes");
        assert_eq!(out[4] as u64, (v << 1) | 1);
    }
    let mut out = Vec::new();
    let err = mlir_bytecode::write(&ir, top, Some(7), &mut out).unwrap_err();
    assert!(err.contains("unsupported version requested 7"), "{err}");
    assert!(out.is_empty());
}

#[test]
fn writing_a_nested_op_using_outer_values_is_an_error() {
    let ctx = common::context();
    let mut ir = Ir::new(&ctx);
    let top = common::parse(&mut ir, INPUT);
    let ops = ir.collect_ops(top);
    let addi = ops.into_iter().find(|&o| ir.name_str(o) == "arith.addi").expect("addi");
    let mut out = Vec::new();
    let err = mlir_bytecode::write(&ir, addi, None, &mut out).unwrap_err();
    assert!(err.contains("defined outside"), "{err}");
}
