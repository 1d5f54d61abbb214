//! Implicit terminators (`SingleBlockImplicitTerminator`): regions whose text leaves out a
//! bare terminator get it back when parsed.

use crate::def::OpDef;
use mlir_ir::asm::AsmParser;
use mlir_ir::{BlockId, OperationState, Traits};

/// Adds the op's implicit terminator to a parsed region when it is empty or its block does
/// not end in a terminator; returns the region's blocks.
pub fn ensure(def: &OpDef, p: &mut dyn AsmParser, mut blocks: Vec<BlockId>) -> Vec<BlockId> {
    let Some(term) = def.implicit_terminator() else {
        return blocks;
    };
    let ctx = p.context().clone();
    let Some(ir) = p.ir() else {
        return blocks;
    };
    if blocks.is_empty() {
        blocks.push(ir.create_block());
    }
    if blocks.len() != 1 {
        return blocks;
    }
    let b = blocks[0];
    let ends_in_terminator = ir.last_op(b).is_some_and(|t| ctx.op_traits(ir.name(t)).contains(Traits::TERMINATOR));
    if !ends_in_terminator {
        // The location is made only when a terminator is added.
        let loc = p.loc_at(p.name_offset());
        let Some(ir) = p.ir() else {
            return blocks;
        };
        let op = ir.create_op(OperationState::new(ctx.op_name(term), loc));
        ir.append_op(b, op).expect("fresh op");
    }
    blocks
}
