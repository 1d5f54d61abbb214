//! The canonicalization pattern of `func` (upstream's): an indirect call of a constant callee
//! becomes a direct `func.call`, keeping the argument and result attributes.

use mlir_ir::rewriter::{erase_op, CanonicalizationPattern, Note};
use mlir_ir::{AttrKind, Context, Ir, OpId, OperationState, Value};

pub fn register(ctx: &Context) {
    ctx.register_canonicalization(
        "func.call_indirect",
        CanonicalizationPattern { label: "SimplifyIndirectCallWithKnownCallee", benefit: 1, apply: indirect_to_direct },
    );
}

fn indirect_to_direct(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let operands: Vec<Value> = ir.operands(op).collect();
    let Some(&callee) = operands.first() else { return false };
    let Some(def) = ir.defining_op(callee) else { return false };
    let Some(sym) = mlir_ods::interfaces::constant_value(ir, def) else { return false };
    if !matches!(ir.ctx.attr_kind(sym), AttrKind::SymbolRef { .. }) {
        return false;
    }
    let ctx = ir.ctx.clone();
    let mut props = vec![(ctx.ident("callee"), sym)];
    for name in ["arg_attrs", "res_attrs"] {
        if let Some(a) = mlir_ods::groups::prop(ir, op, name) {
            props.push((ctx.ident(name), a));
        }
    }
    let mut st = OperationState::new(ctx.op_name("func.call"), ir.loc(op));
    st.operands = operands[1..].to_vec();
    st.result_types = ir.result_types(op).collect();
    st.props = Some(ctx.dictionary(props));
    let call = ir.create_op(st);
    if ir.insert_op_before(op, call).is_err() {
        return false;
    }
    notes.push(Note::Visit(call));
    let results: Vec<Value> = ir.results(call).collect();
    mlir_ir::rewriter::replace_op(ir, op, &results, notes).is_ok() || erase_op(ir, call, notes).is_err()
}
