//! The `scf` dialect: structured control flow (`scf.for`, `scf.if`, `scf.while`,
//! `scf.execute_region`, `scf.index_switch`, `scf.parallel` and their terminators).

pub(crate) mod branch;
mod forall;
mod loop_canonicalize;
mod parallel_canonicalize;
mod region_branch;
pub(crate) mod syntax;
pub mod canonicalize;

use mlir_ir::verify::emit_op_error_prefixed as op_error;
use mlir_ir::{EmitResult, Ir, OpId};
use mlir_ods::constraint::{self as c};
use mlir_ods::{DialectDef, Interface, OpDef, Trait};

pub fn dialect() -> DialectDef {
    use mlir_ods::interfaces::Speculatability;
    let mut d = DialectDef::new("scf");
    d.dependencies.push("arith".into());
    let ops = &mut d.ops;
    ops.push(
        OpDef::new("scf.for")
            .operand("lowerBound", c::signless_int_or_index())
            .operand("upperBound", c::signless_int_or_index())
            .operand("step", c::signless_int_or_index())
            .variadic_operand("initArgs", c::any_type())
            .optional_attr("unsignedCmp", c::unit_attr())
            .variadic_result("results", c::any_type())
            .sized_region("region")
            .traits([
                Trait::AutomaticAllocationScope,
                Trait::AllTypesMatch(vec!["lowerBound".into(), "upperBound".into(), "step".into()]),
                Trait::SingleBlockImplicitTerminator("scf.yield".into()),
                Trait::RecursiveMemoryEffects,
            ])
            .interfaces([Interface::LoopLikeOpInterface, Interface::RegionBranchOpInterface, Interface::ConditionallySpeculatable])
            .custom_syntax(syntax::parse_for, syntax::print_for)
            .hides_entry_args(&[0])
            .prints_terminator(|ir, op, _| ir.num_operands(op) > 3)
            .verifier(verify_for)
            .region_verifier(branch::verify_for)
            .speculatability(|ir, op| {
                // With a step of 1 the loop terminates whatever its bounds (upstream's rule).
                let step = ir.defining_op(ir.operand(op, 2)).filter(|&d| ir.name_str(d) == "arith.constant");
                let one = step.and_then(|d| mlir_ods::groups::prop(ir, d, "value")).is_some_and(|a| {
                    matches!(ir.ctx.attr_kind(a), mlir_ir::AttrKind::Integer { value, .. } if value.as_i64() == Some(1))
                });
                if one {
                    Speculatability::RecursivelySpeculatable
                } else {
                    Speculatability::NotSpeculatable
                }
            }),
    );
    ops.push(
        OpDef::new("scf.forall")
            .variadic_operand("dynamicLowerBound", c::index())
            .variadic_operand("dynamicUpperBound", c::index())
            .variadic_operand("dynamicStep", c::index())
            .attr("staticLowerBound", c::dense_i64_array_attr())
            .attr("staticUpperBound", c::dense_i64_array_attr())
            .attr("staticStep", c::dense_i64_array_attr())
            .variadic_operand("outputs", ranked_tensor())
            .optional_attr("mapping", device_mapping())
            .variadic_result("results", c::any_type())
            .sized_region("region")
            .traits([
                Trait::AttrSizedOperandSegments,
                Trait::AutomaticAllocationScope,
                Trait::RecursiveMemoryEffects,
                Trait::SingleBlockImplicitTerminator("scf.forall.in_parallel".into()),
            ])
            .interfaces([
                Interface::LoopLikeOpInterface,
                Interface::RegionBranchOpInterface,
                Interface::DestinationStyleOpInterface,
            ])
            .custom_syntax(forall::parse_forall, forall::print_forall)
            .hides_entry_args(&[0])
            .prints_terminator(|ir, op, _| ir.num_results(op) > 0)
            .verifier(forall::verify_forall),
    );
    ops.push(
        OpDef::new("scf.forall.in_parallel")
            .region("region")
            .traits([
                Trait::Pure,
                Trait::Terminator,
                Trait::HasParent(vec!["scf.forall".into()]),
                Trait::NoTerminator,
                Trait::SingleBlock,
            ])
            .custom_syntax(forall::parse_in_parallel, forall::print_in_parallel)
            .verifier(forall::verify_in_parallel),
    );
    ops.push(
        OpDef::new("scf.if")
            .operand("condition", c::i1())
            .variadic_result("results", c::any_type())
            .sized_region("thenRegion")
            .region("elseRegion")
            .traits([
                Trait::SingleBlockImplicitTerminator("scf.yield".into()),
                Trait::RecursiveMemoryEffects,
                Trait::RecursivelySpeculatable,
                Trait::NoRegionArguments,
            ])
            .interfaces([Interface::RegionBranchOpInterface, Interface::InferTypeOpInterface])
            .custom_syntax(syntax::parse_if, syntax::print_if)
            .prints_terminator(|ir, op, _| ir.num_results(op) > 0)
            .verifier(verify_if)
            .region_verifier(branch::verify_if),
    );
    ops.push(
        OpDef::new("scf.while")
            .variadic_operand("inits", c::any_type())
            .variadic_result("results", c::any_type())
            .sized_region("before")
            .sized_region("after")
            .traits([Trait::RecursiveMemoryEffects, Trait::SingleBlock])
            .interfaces([Interface::RegionBranchOpInterface, Interface::LoopLikeOpInterface])
            .custom_syntax(syntax::parse_while, syntax::print_while)
            .hides_entry_args(&[0])
            .verifier(branch::verify_while_terminators)
            .region_verifier(branch::verify_while),
    );
    ops.push(
        OpDef::new("scf.condition")
            .operand("condition", c::i1())
            .variadic_operand("args", c::any_type())
            .traits([Trait::HasParent(vec!["scf.while".into()]), Trait::Pure, Trait::Terminator])
            .interfaces([Interface::RegionBranchTerminatorOpInterface])
            .format("`(` $condition `)` attr-dict ($args^ `:` type($args))?"),
    );
    ops.push(
        OpDef::new("scf.yield")
            .variadic_operand("results", c::any_type())
            .traits([
                Trait::Pure,
                Trait::ReturnLike,
                Trait::Terminator,
                Trait::HasParent(
                    ["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"].iter().map(|s| s.to_string()).collect(),
                ),
            ])
            .interfaces([Interface::RegionBranchTerminatorOpInterface])
            .format("attr-dict ($results^ `:` type($results))?"),
    );
    ops.push(
        OpDef::new("scf.execute_region")
            .optional_attr("no_inline", c::unit_attr())
            // Unnamed, as upstream's (generated builders call the argument `result`).
            .variadic_result("", c::any_type())
            .region("region")
            .traits([Trait::RecursiveMemoryEffects])
            .interfaces([Interface::RegionBranchOpInterface])
            .custom_syntax(syntax::parse_execute_region, syntax::print_execute_region)
            .verifier(verify_execute_region)
            .region_verifier(branch::verify_execute_region),
    );
    ops.push(
        OpDef::new("scf.index_switch")
            .operand("arg", c::index())
            .attr("cases", c::dense_i64_array_attr())
            .variadic_result("results", c::any_type())
            .sized_region("defaultRegion")
            .variadic_region("caseRegions", true)
            .traits([Trait::RecursiveMemoryEffects, Trait::SingleBlock])
            .interfaces([Interface::RegionBranchOpInterface])
            .custom_syntax(syntax::parse_index_switch, syntax::print_index_switch)
            .prints_terminator(|ir, op, r| r != 0 || !syntax::bare_yield(ir, ir.region(op, 0)))
            .region_print_order(|ir, op| (1..ir.num_regions(op)).chain([0]).collect())
            .verifier(branch::verify_index_switch),
    );
    ops.push(
        OpDef::new("scf.parallel")
            .variadic_operand("lowerBound", c::index())
            .variadic_operand("upperBound", c::index())
            .variadic_operand("step", c::index())
            .variadic_operand("initVals", c::any_type())
            .optional_attr("unsignedCmp", c::unit_attr())
            .variadic_result("results", c::any_type())
            .sized_region("region")
            .traits([
                Trait::AutomaticAllocationScope,
                Trait::AttrSizedOperandSegments,
                Trait::RecursiveMemoryEffects,
                Trait::SingleBlock,
            ])
            .interfaces([Interface::LoopLikeOpInterface, Interface::RegionBranchOpInterface])
            .custom_syntax(syntax::parse_parallel, syntax::print_parallel)
            .hides_entry_args(&[0])
            .verifier(branch::verify_parallel),
    );
    ops.push(
        OpDef::new("scf.reduce")
            .variadic_operand("operands", c::any_type())
            .variadic_region("reductions", true)
            .traits([Trait::Terminator, Trait::HasParent(vec!["scf.parallel".into()]), Trait::RecursiveMemoryEffects])
            .interfaces([Interface::RegionBranchTerminatorOpInterface])
            .format("(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict")
            .region_verifier(branch::verify_reduce),
    );
    ops.push(
        OpDef::new("scf.reduce.return")
            .operand("result", c::any_type())
            .traits([Trait::HasParent(vec!["scf.reduce".into()]), Trait::Pure, Trait::Terminator])
            .format("$result attr-dict `:` type($result)")
            .verifier(verify_reduce_return),
    );
    d.set_class_names(&[("forall.in_parallel", "InParallelOp")]);
    d
}

/// `DeviceMappingArrayAttr`: an array of device mapping attributes (the `gpu` dialect's
/// `#gpu.thread<x>` and friends).
fn device_mapping() -> c::AttrConstraint {
    c::AttrConstraint::new("DeviceMappingArrayAttr", "Device Mapping array attribute", c::AttrSyntax::Full, |ctx, a| match ctx.attr_kind(a) {
        mlir_ir::AttrKind::Array(es) => es.iter().all(|e| match ctx.attr_kind(*e) {
            mlir_ir::AttrKind::Dialect { dialect, .. } | mlir_ir::AttrKind::Opaque { dialect, .. } => ctx.str(*dialect) == "gpu",
            _ => false,
        }),
        _ => false,
    })
}

fn ranked_tensor() -> c::TypeConstraint {
    c::TypeConstraint::new("AnyRankedTensor", "ranked tensor of any type values", |ctx, t| {
        matches!(ctx.type_kind(t), mlir_ir::TypeKind::RankedTensor { .. })
    })
}

fn verify_for(ir: &Ir, op: OpId) -> EmitResult {
    let n_init = ir.num_operands(op).saturating_sub(3);
    if n_init != ir.num_results(op) {
        return Err(op_error(ir, op, "mismatch in number of loop-carried values and defined values"));
    }
    let r = ir.region(op, 0);
    let Some(body) = ir.first_block(r) else { return Ok(()) };
    if ir.num_arguments(body) == 0 {
        return Err(op_error(ir, op, "expected body to have at least 1 argument(s) for the induction variable, but got 0"));
    }
    let iv = ir.value_type(ir.argument(body, 0));
    if !(c::is_signless_int(&ir.ctx, iv) || c::is_index(&ir.ctx, iv)) {
        let s = mlir_ir::print::type_to_string(&ir.ctx, iv);
        return Err(op_error(ir, op, format!("0-th induction variable has invalid type: '{s}'")));
    }
    if iv != ir.value_type(ir.operand(op, 0)) {
        return Err(op_error(ir, op, "expected induction variable to be same type as bounds and step"));
    }
    let iter_args = ir.num_arguments(body) - 1;
    if n_init != iter_args {
        return Err(op_error(ir, op, format!("different number of inits and region iter_args: {n_init} != {iter_args}")));
    }
    if let Some(t) = ir.last_op(body) {
        if ir.name_str(t) == "scf.yield" && ir.num_operands(t) != iter_args {
            return Err(op_error(
                ir,
                op,
                format!("different number of region iter_args and yielded values: {iter_args} != {}", ir.num_operands(t)),
            ));
        }
    }
    Ok(())
}

fn verify_if(ir: &Ir, op: OpId) -> EmitResult {
    if ir.num_results(op) != 0 && ir.first_block(ir.region(op, 1)).is_none() {
        return Err(op_error(ir, op, "must have an else block if defining values"));
    }
    Ok(())
}

fn verify_execute_region(ir: &Ir, op: OpId) -> EmitResult {
    let r = ir.region(op, 0);
    let Some(entry) = ir.first_block(r) else {
        return Err(op_error(ir, op, "region needs to have at least one block"));
    };
    if ir.num_arguments(entry) > 0 {
        return Err(op_error(ir, op, "region cannot have any arguments"));
    }
    Ok(())
}

fn verify_reduce_return(ir: &Ir, op: OpId) -> EmitResult {
    let Some(b) = ir.parent_block(op) else { return Ok(()) };
    if ir.num_arguments(b) == 0 {
        return Ok(());
    }
    let t = ir.value_type(ir.argument(b, 0));
    if ir.value_type(ir.operand(op, 0)) != t {
        let s = mlir_ir::print::type_to_string(&ir.ctx, t);
        return Err(op_error(ir, op, format!("must have type '{s}' (the type of the reduction inputs)")));
    }
    Ok(())
}
