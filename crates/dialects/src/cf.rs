//! The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`, `cf.switch`,
//! `cf.assert`).

use mlir_ir::{AttrKind, EmitResult, Ir, OpId};
use mlir_ods::constraint::{self as c};
use mlir_ods::groups::prop;
use mlir_ods::{DialectDef, Interface, OpDef, Trait};

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("cf");
    d.dependencies.extend(["arith".to_string(), "ub".to_string()]);
    d.ops.push(
        OpDef::new("cf.assert")
            .operand("arg", c::i1())
            .attr("msg", c::str_attr())
            .interfaces([Interface::MemoryEffects])
            .format("$arg `,` $msg attr-dict"),
    );
    d.ops.push(
        OpDef::new("cf.br")
            .variadic_operand("destOperands", c::any_type())
            .successor("dest")
            .traits([Trait::Pure, Trait::Terminator])
            .interfaces([Interface::BranchOpInterface])
            .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict"),
    );
    d.ops.push(
        OpDef::new("cf.cond_br")
            .operand("condition", c::i1())
            .variadic_operand("trueDestOperands", c::any_type())
            .variadic_operand("falseDestOperands", c::any_type())
            .optional_attr("branch_weights", c::dense_i32_array_attr())
            .successor("trueDest")
            .successor("falseDest")
            .traits([Trait::AttrSizedOperandSegments, Trait::Pure, Trait::Terminator])
            .interfaces([Interface::BranchOpInterface])
            .format(
                "$condition (`weights` `(` $branch_weights^ `)` )? `,` \
                 $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
                 $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
            )
            .verifier(verify_weights),
    );
    d
}

fn verify_weights(ir: &Ir, op: OpId) -> EmitResult {
    let Some(w) = prop(ir, op, "branch_weights") else { return Ok(()) };
    if let AttrKind::DenseArray { len, .. } = ir.ctx.attr_kind(w) {
        let n = ir.num_successors(op);
        if *len != n {
            let d = mlir_ir::Diagnostic::error(ir.loc(op), format!("expects number of branch weights to match number of successors: {len} vs {n}"));
            ir.ctx.emit(mlir_ir::verify::with_current_op(ir, op, d));
            return Err(mlir_ir::Emitted);
        }
    }
    Ok(())
}
