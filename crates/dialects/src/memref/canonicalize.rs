//! The memref canonicalization patterns we have (upstream's `SimplifyDeadAlloc`).

use mlir_ir::rewriter::{erase_op, CanonicalizationPattern, Note};
use mlir_ir::{Context, Ir, OpId};

pub fn register(ctx: &Context) {
    for name in ["memref.alloc", "memref.alloca", "memref.realloc"] {
        ctx.register_canonicalization(name, CanonicalizationPattern { label: "SimplifyDeadAlloc", benefit: 1, apply: dead_alloc });
    }
}

/// An allocation only freed or stored into is dead: it goes with its deallocations and the
/// stores into it (a store of the allocation itself somewhere keeps it).
fn dead_alloc(ir: &mut Ir, op: OpId, notes: &mut Vec<Note>) -> bool {
    let buffer = ir.result(op, 0);
    let users: Vec<OpId> = ir.uses(buffer).map(|u| u.op).collect();
    let removable = ir.uses(buffer).all(|u| match ir.name_str(u.op) {
        "memref.dealloc" => true,
        "memref.store" => u.index == 1,
        _ => false,
    });
    if !removable {
        return false;
    }
    let mut seen = Vec::new();
    for u in users {
        if !seen.contains(&u) {
            seen.push(u);
            if erase_op(ir, u, notes).is_err() {
                return false;
            }
        }
    }
    erase_op(ir, op, notes).is_ok()
}
