//! Parses arbitrary bytes as MLIR text; when that succeeds, verifies and prints the result in
//! every form and parses the printed text again. Every dialect is registered, so the custom
//! syntax of their ops is fuzzed too. Any panic, hang or crash is a bug: malformed
//! input must only ever produce diagnostics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlir_ir::print::PrintFlags;
use mlir_ir::{Context, Ir};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx.attach_diagnostic_handler(Box::new(|_| true));
    let mut ir = Ir::new(&ctx);
    // Both ways of keeping locations (mlir-opt keeps source positions; the faces intern).
    let locations = if data.len() % 2 == 0 { mlir_parser::OpLocations::SourcePositions } else { mlir_parser::OpLocations::Interned };
    let parsed = mlir_parser::parse_source_range(&mut ir, text, 0..text.len(), (1, 1), "fuzz.mlir", true, locations);
    let Ok(top) = parsed else { return };
    let verified = mlir_ir::verify::verify(&ir, top).is_ok();
    for flags in [
        PrintFlags::default(),
        PrintFlags { generic: true, debug_info: true, ..Default::default() },
        PrintFlags { local_scope: true, pretty_debug_info: true, debug_info: true, ..Default::default() },
    ] {
        let printed = mlir_ir::print::print_op(&ir, top, &flags);
        if verified && !flags.pretty_debug_info {
            // What we print must parse again.
            let ctx2 = Context::new();
            mlir_dialects::register_all(&ctx2);
            ctx2.set_allow_unregistered_dialects(true);
            ctx2.attach_diagnostic_handler(Box::new(|_| true));
            let mut ir2 = Ir::new(&ctx2);
            let reparsed = mlir_parser::parse_source(&mut ir2, &printed, "printed.mlir", true);
            assert!(reparsed.is_ok(), "printed IR does not parse:\n{printed}");
        }
    }
});
