//! The reader: round trips through this crate's writer at every version, a file written by
//! upstream's writer (which uses the builtin dialect's own encodings), and malformed input.

mod common;

use mlir_ir::Ir;

const REFERENCE_TEXT: &str = include_str!("data/reference.mlir");
/// `reference.mlir` written by the reference build (`iree-opt --emit-bytecode`).
const REFERENCE_BYTECODE: &[u8] = include_bytes!("data/reference.mlirbc");

fn read_and_print(data: &[u8], name: &str) -> Result<String, ()> {
    let ctx = common::context();
    let mut ir = Ir::new(&ctx);
    let top = mlir_bytecode::read(&mut ir, data, name, true).map_err(|_| ())?;
    Ok(common::print(&ir, top))
}

fn text_print(text: &str, name: &str) -> String {
    let ctx = common::context();
    let mut ir = Ir::new(&ctx);
    let top = match mlir_parser::parse_source(&mut ir, text, name, true) {
        Ok(op) => op,
        Err(_) => panic!("test input does not parse"),
    };
    common::print(&ir, top)
}

#[test]
fn reads_what_upstream_writes() {
    let expected = text_print(REFERENCE_TEXT, "reference.mlir");
    let got = read_and_print(REFERENCE_BYTECODE, "reference.mlirbc").expect("reads");
    assert_eq!(got, expected);
}

#[test]
fn reads_upstream_resources() {
    let expected = text_print(include_str!("data/resources.mlir"), "resources.mlir");
    let got = read_and_print(include_bytes!("data/resources.mlirbc"), "resources.mlirbc").expect("reads");
    assert_eq!(got, expected);
    assert!(got.contains("blob1: \"0x04000000010000000200000003000000\""), "{got}");
}

#[test]
fn round_trips_through_every_version() {
    let ctx = common::context();
    let mut ir = Ir::new(&ctx);
    let top = mlir_parser::parse_source(&mut ir, REFERENCE_TEXT, "reference.mlir", true).expect("parses");
    let expected = common::print(&ir, top);
    for version in 5..=mlir_bytecode::VERSION {
        let mut out = Vec::new();
        mlir_bytecode::write(&ir, top, Some(version), &mut out).expect("writes");
        assert_eq!(read_and_print(&out, "x").expect("reads"), expected, "version {version}");
    }
    // Older versions carry an unregistered op's properties among its attributes.
    for version in 0..5 {
        let mut out = Vec::new();
        mlir_bytecode::write(&ir, top, Some(version), &mut out).expect("writes");
        let text = read_and_print(&out, "x").expect("reads");
        assert!(text.contains("{p = [1, @sym::@nested], q = #map"), "version {version}:\n{text}");
    }
}

/// Builtin attributes and types of every kind this crate encodes, graph regions, successors,
/// nested modules, multi-result ops.
#[test]
fn round_trips_every_builtin_encoding() {
    let text = include_str!("data/stress.mlir");
    let ctx = common::context();
    let mut ir = Ir::new(&ctx);
    let top = mlir_parser::parse_source(&mut ir, text, "stress.mlir", true).expect("parses");
    let expected = common::print(&ir, top);
    let mut out = Vec::new();
    mlir_bytecode::write(&ir, top, None, &mut out).expect("writes");
    assert_eq!(read_and_print(&out, "x").expect("reads"), expected);
}

#[test]
fn a_file_with_several_top_level_ops_gets_an_implicit_module() {
    let ctx = common::context();
    let mut ir = Ir::new(&ctx);
    let top = common::parse(&mut ir, "\"test.a\"() : () -> ()\n");
    let mut out = Vec::new();
    mlir_bytecode::write(&ir, top, None, &mut out).expect("writes");
    let mut ir2 = Ir::new(&ctx);
    let again = mlir_bytecode::read(&mut ir2, &out, "x", true).expect("reads");
    assert_eq!(ir2.name_str(again), "builtin.module");
    assert!(mlir_bytecode::read(&mut ir2, &out, "x", false).is_ok());
}

#[test]
fn errors_name_the_problem_and_the_producer() {
    let ctx = common::context();
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let sink = seen.clone();
    ctx.attach_diagnostic_handler(Box::new(move |d| {
        let notes: Vec<String> = d.notes.iter().map(|n| n.message.clone()).collect();
        sink.lock().unwrap().push((d.message.clone(), notes));
        true
    }));
    let mut ir = Ir::new(&ctx);
    assert!(mlir_bytecode::read(&mut ir, b"ML\xefR\x0fX\0", "f.mlirbc", true).is_err());
    assert!(mlir_bytecode::read(&mut ir, b"not bytecode", "f.mlirbc", true).is_err());
    let mut cut = REFERENCE_BYTECODE.to_vec();
    cut.truncate(40);
    assert!(mlir_bytecode::read(&mut ir, &cut, "f.mlirbc", true).is_err());
    let seen = seen.lock().unwrap();
    assert_eq!(seen[0].0, "bytecode version 7 is newer than the current version 6");
    assert_eq!(seen[1].0, "input buffer is not an MLIR bytecode file");
    assert!(seen[2].1[0].starts_with("in bytecode version 6 produced by: MLIR"), "{:?}", seen[2]);
    assert_eq!(ir.num_live_ops(), 0, "a failed read leaves nothing behind");
}

/// Every prefix of a valid file, and the file with any one byte changed, reads as an error or
/// as IR, never a panic or a hang.
#[test]
fn malformed_input_never_panics() {
    let ctx = common::context();
    let mut ir = Ir::new(&ctx);
    let top = mlir_parser::parse_source(&mut ir, REFERENCE_TEXT, "reference.mlir", true).expect("parses");
    let mut ours = Vec::new();
    mlir_bytecode::write(&ir, top, None, &mut ours).expect("writes");
    for data in [REFERENCE_BYTECODE, &ours[..]] {
        for cut in 0..data.len() {
            assert!(read_and_verify(&data[..cut]).is_err(), "a prefix of {cut} bytes read as valid");
        }
        for at in 0..data.len() {
            for flip in [0x01u8, 0xff] {
                let mut bad = data.to_vec();
                bad[at] ^= flip;
                let _ = read_and_verify(&bad);
            }
        }
    }
}

/// Reads, and verifies and prints what reads (as a caller would).
fn read_and_verify(data: &[u8]) -> Result<(), ()> {
    let ctx = common::context();
    let mut ir = Ir::new(&ctx);
    let top = mlir_bytecode::read(&mut ir, data, "x", true).map_err(|_| ())?;
    if mlir_ir::verify::verify(&ir, top).is_ok() {
        let _ = common::print(&ir, top);
    }
    Ok(())
}
