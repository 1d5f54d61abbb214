//! Ops and block arguments get the same locations whether the parse interns them at once or
//! keeps source positions for the store to resolve when asked, including in a chunk that
//! starts in the middle of a file and after explicit `loc(...)` overrides.

use mlir_ir::{Context, Ir, Location, OpId, WalkOrder, WalkResult};
use mlir_parser::OpLocations;

const TEXT: &str = "// a comment line\n\"test.f\"() ({\n^bb0(%a: i32, %b: i32 loc(\"x.mlir\":9:9)):\n  %0 = \"test.add\"(%a, %b) : (i32, i32) -> i32\n    \"test.use\"(%0) : (i32) -> () loc(\"y.mlir\":1:2)\n  \"test.br\"()[^bb1] : () -> ()\n^bb1(%c: i32):\n  \"test.ret\"(%c) : (i32) -> ()\n}) : () -> ()\n";

/// Every op's location and every block argument's, in walk order.
fn locations(mode: OpLocations, range: std::ops::Range<usize>, base: (u32, u32)) -> Vec<String> {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new(&ctx);
    let top = mlir_parser::parse_source_range(&mut ir, TEXT, range, base, "in.mlir", true, mode).expect("parses");
    let mut ops: Vec<OpId> = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, &mut |op| {
        ops.push(op);
        WalkResult::Advance
    });
    let text = |l: Location| mlir_ir::print::attr_to_string(&ctx, l.attr());
    let mut out = Vec::new();
    for op in ops {
        out.push(format!("{}: {}", ir.name_str(op), text(ir.loc(op))));
        for r in ir.regions(op).collect::<Vec<_>>() {
            for b in ir.region_blocks(r).collect::<Vec<_>>() {
                for a in ir.arguments(b).collect::<Vec<_>>() {
                    out.push(format!("  arg: {}", text(ir.argument_loc(a).expect("argument"))));
                }
            }
        }
    }
    out
}

#[test]
fn source_positions_resolve_to_the_interned_locations() {
    let eager = locations(OpLocations::Interned, 0..TEXT.len(), (1, 1));
    let lazy = locations(OpLocations::SourcePositions, 0..TEXT.len(), (1, 1));
    assert_eq!(eager, lazy);
    assert!(eager.iter().any(|l| l.contains("\"in.mlir\":4:8")), "{eager:#?}");
    assert!(eager.iter().any(|l| l.contains("\"y.mlir\":1:2")), "{eager:#?}");
    assert!(eager.iter().any(|l| l.contains("\"x.mlir\":9:9")), "{eager:#?}");
    // A chunk of the file that starts on its second line.
    let start = TEXT.find('\n').unwrap() + 1;
    let eager = locations(OpLocations::Interned, start..TEXT.len(), (2, 1));
    let lazy = locations(OpLocations::SourcePositions, start..TEXT.len(), (2, 1));
    assert_eq!(eager, lazy);
}
