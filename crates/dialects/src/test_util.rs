//! Helpers for the dialects' unit tests.

use mlir_ir::dialect::FoldResult;
use mlir_ir::{Context, Ir, OpId};

/// Parses `text`, then folds every op whose name starts with `prefix` (constants excepted),
/// with the operands that come from constant-like ops known; returns one line per op: the
/// constant or `operand N` it folds to, `?` for another value, `-` when it does not fold.
pub fn fold_all(prefix: &str, text: &str) -> Vec<String> {
    let ctx = Context::new();
    crate::register_all(&ctx);
    let mut ir = Ir::new(&ctx);
    let module = mlir_parser::parse_source(&mut ir, text, "t.mlir", true).expect("parses");
    mlir_ir::verify::verify(&ir, module).expect("verifies");
    let mut ops: Vec<OpId> = Vec::new();
    ir.walk(module, mlir_ir::WalkOrder::PreOrder, &mut |op| {
        ops.push(op);
        mlir_ir::WalkResult::Advance
    });
    let is_constant = |name: &str| name.ends_with(".constant");
    let mut out = Vec::new();
    for op in ops {
        let name = ir.name_str(op);
        if !name.starts_with(prefix) || is_constant(name) {
            continue;
        }
        let Some(info) = ctx.op_info(ir.name(op)) else { continue };
        let consts: Vec<_> = ir
            .operands(op)
            .map(|v| {
                let def = ir.defining_op(v)?;
                is_constant(ir.name_str(def)).then(|| mlir_ods::groups::prop(&ir, def, "value")).flatten()
            })
            .collect();
        let text = match info.hooks.fold(&ir, op, &consts) {
            None => "-".to_string(),
            Some(rs) => match rs[0] {
                FoldResult::Attr(a) => mlir_ir::print::attr_to_string(&ctx, a),
                FoldResult::Value(v) => ir.operands(op).position(|o| o == v).map_or("?".to_string(), |k| format!("operand {k}")),
            },
        };
        out.push(format!("{name}: {text}"));
    }
    out
}
