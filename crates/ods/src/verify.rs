//! Verification from the model, in upstream's order: structural counts and traits, then
//! attributes, operands, results, regions and successors against their constraints, then the
//! remaining traits, then the op's own verifier.

use crate::compiled::{CompiledOp, Link, Named};
use crate::constraint::typed_attr_type;
use crate::def::{Arity, Trait, ValueDef};
use mlir_ir::verify::emit_op_error_prefixed as op_error;
use mlir_ir::{EmitResult, Ir, OpId, Type, TypeKind};
use smallvec::SmallVec;

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

fn count_error(defs: &[ValueDef], found: usize, what: &str) -> Option<String> {
    let fixed = defs.iter().filter(|d| d.arity == Arity::Single).count();
    let variable = defs.len() != fixed;
    if variable {
        if found < fixed {
            return Some(format!("expected {fixed} or more {what}s, but found {found}"));
        }
        return None;
    }
    if found == fixed {
        return None;
    }
    Some(match (what, fixed) {
        ("operand", 0) => "requires zero operands".into(),
        ("operand", 1) => "requires a single operand".into(),
        ("operand", n) => format!("expected {n} operands, but found {found}"),
        ("result", 0) => "requires zero results".into(),
        ("result", 1) => "requires one result".into(),
        (_, n) => format!("expected {n} results"),
    })
}

fn type_str(ir: &Ir, t: Type) -> String {
    mlir_ir::print::type_to_string(&ir.ctx, t)
}

/// The model's checks for `op` (before its nested ops are verified).
pub fn verify(c: &CompiledOp, ir: &Ir, op: OpId) -> EmitResult {
    let def = &c.def;
    let ctx = &ir.ctx;
    // Structural counts: regions, results, successors, operands.
    let nr = ir.num_regions(op);
    let fixed_regions = def.regions.iter().filter(|r| !r.variadic).count();
    let variadic_regions = def.regions.len() != fixed_regions;
    if variadic_regions && nr < fixed_regions {
        return Err(op_error(ir, op, format!("expected {fixed_regions} or more regions")));
    }
    if !variadic_regions && nr != fixed_regions {
        let msg = match fixed_regions {
            0 => "requires zero regions".to_string(),
            1 => "requires one region".to_string(),
            n => format!("expected {n} regions"),
        };
        return Err(op_error(ir, op, msg));
    }
    if let Some(msg) = count_error(&def.results, ir.num_results(op), "result") {
        return Err(op_error(ir, op, msg));
    }
    let ns = ir.num_successors(op);
    let fixed_succ = def.successors.iter().filter(|s| !s.variadic).count();
    let variadic_succ = def.successors.len() != fixed_succ;
    if variadic_succ && ns < fixed_succ {
        return Err(op_error(ir, op, format!("requires at least {} but found {ns}", plural(fixed_succ, "successor", "successors"))));
    }
    if !variadic_succ && ns != fixed_succ {
        return Err(op_error(ir, op, format!("requires {} but found {ns}", plural(fixed_succ, "successor", "successors"))));
    }
    if let Some(msg) = count_error(&def.operands, ir.num_operands(op), "operand") {
        return Err(op_error(ir, op, msg));
    }
    // Structural traits: the parent first (upstream reports it before the rest).
    for t in &def.traits {
        if let Trait::HasParent(parents) = t {
            let parent = ir.parent_op(op).map(|p| ir.name_str(p).to_string());
            if !parent.as_ref().is_some_and(|p| parents.iter().any(|q| q == p)) {
                let msg = if parents.len() == 1 {
                    format!("expects parent op '{}'", parents[0])
                } else {
                    format!("expects parent op to be one of '{}'", parents.join(", "))
                };
                return Err(op_error(ir, op, msg));
            }
        }
    }
    for t in &def.traits {
        match t {
            Trait::SingleBlock | Trait::SingleBlockImplicitTerminator(_) => {
                let no_terminator = def.has_trait(&Trait::NoTerminator);
                for (i, r) in ir.regions(op).enumerate() {
                    if ir.first_block(r) != ir.last_block(r) {
                        return Err(op_error(ir, op, format!("expects region #{i} to have 0 or 1 blocks")));
                    }
                    if matches!(t, Trait::SingleBlock) && !no_terminator && ir.first_block(r).is_some_and(|b| ir.block_is_empty(b)) {
                        return Err(op_error(ir, op, "expects a non-empty block"));
                    }
                    if let (Trait::SingleBlockImplicitTerminator(term), Some(b)) = (t, ir.first_block(r)) {
                        let found = ir.last_op(b).map(|o| ir.name_str(o).to_string());
                        if found.as_deref() != Some(term.as_str()) {
                            let Some(f) = found else {
                                return Err(op_error(ir, op, "expects a non-empty block"));
                            };
                            let msg = format!("'{}' op expects regions to end with '{term}', found '{f}'", ir.name_str(op));
                            let note = format!("in custom textual format, the absence of terminator implies '{term}'");
                            // The "see current operation" note comes first, as upstream attaches it
                            // when the error is created.
                            let d = mlir_ir::verify::with_current_op(ir, op, mlir_ir::Diagnostic::error(ir.loc(op), msg));
                            ir.ctx.emit(d.with_note(ir.loc(op), note));
                            return Err(mlir_ir::Emitted);
                        }
                    }
                }
            }
            Trait::Terminator => {
                let last = ir.parent_block(op).and_then(|b| ir.last_op(b));
                if last != Some(op) {
                    return Err(op_error(ir, op, "must be the last operation in the parent block"));
                }
            }
            Trait::NoRegionArguments => {
                for (i, r) in ir.regions(op).enumerate() {
                    if ir.first_block(r).is_some_and(|b| ir.num_arguments(b) != 0) {
                        return Err(op_error(ir, op, format!("region #{i} should have no arguments")));
                    }
                }
            }
            _ => {}
        }
    }
    // Attributes: presence, then constraints, in declaration order.
    for (i, a) in def.attrs.iter().enumerate() {
        if !a.optional && c.attr(ir, op, i).is_none() {
            return Err(op_error(ir, op, format!("requires attribute '{}'", a.name)));
        }
    }
    for (i, a) in def.attrs.iter().enumerate() {
        if let Some(v) = c.attr(ir, op, i) {
            if !a.constraint.check(ctx, v) {
                return Err(op_error(ir, op, format!("attribute '{}' failed to satisfy constraint: {}", a.name, a.constraint.summary)));
            }
        }
    }
    // Operands and results.
    let Some(operands) = crate::groups::operand_ranges(c, ir, op) else {
        return Err(segment_error(ir, op, c.sized_operands, "operand", "operandSegmentSizes"));
    };
    for (d, r) in def.operands.iter().zip(&operands) {
        if d.arity == Arity::Optional && r.len() > 1 {
            return Err(op_error(ir, op, format!("operand group starting at #{} requires 0 or 1 element, but found {}", r.start, r.len())));
        }
        for k in r.clone() {
            let t = ir.value_type(ir.operand(op, k));
            if !d.constraint.check(ctx, t) {
                return Err(op_error(ir, op, format!("operand #{k} must be {}, but got '{}'", group_summary(d), type_str(ir, t))));
            }
        }
    }
    let Some(results) = crate::groups::result_ranges(c, ir, op) else {
        return Err(segment_error(ir, op, c.sized_results, "result", "resultSegmentSizes"));
    };
    for (d, r) in def.results.iter().zip(&results) {
        if d.arity == Arity::Optional && r.len() > 1 {
            return Err(op_error(ir, op, format!("result group starting at #{} requires 0 or 1 element, but found {}", r.start, r.len())));
        }
        for k in r.clone() {
            let t = ir.value_type(ir.result(op, k));
            if !d.constraint.check(ctx, t) {
                return Err(op_error(ir, op, format!("result #{k} must be {}, but got '{}'", group_summary(d), type_str(ir, t))));
            }
        }
    }
    // Predicate traits (type relations and op predicates), as ODS checks them with the
    // invariants.
    let mut links = c.links.iter();
    for t in &def.traits {
        match t {
            Trait::SameOperandsAndResultType | Trait::SameTypeOperands => {
                links.next();
            }
            Trait::AllTypesMatch(names) => {
                let Some(Link::AllMatch(vars)) = links.next() else { continue };
                let mut first = None;
                for v in vars {
                    if let Some(t) = named_type(c, ir, op, &operands, &results, *v) {
                        match first {
                            None => first = Some(t),
                            Some(f) if f != t => {
                                return Err(op_error(ir, op, format!("failed to verify that all of {{{}}} have same type", names.join(", "))));
                            }
                            _ => {}
                        }
                    }
                }
            }
            Trait::TypesMatchWith { summary, .. } => {
                let Some(Link::MatchWith { from, to, transform }) = links.next() else { continue };
                let a = named_type(c, ir, op, &operands, &results, *from);
                let b = named_type(c, ir, op, &operands, &results, *to);
                if let (Some(a), Some(b)) = (a, b) {
                    if transform(ctx, a) != Some(b) {
                        return Err(op_error(ir, op, format!("failed to verify that {summary}")));
                    }
                }
            }
            Trait::Symbol => {
                // Upstream's `verifySymbol`: a visibility, when given, is one of three words.
                let vis = crate::groups::prop(ir, op, "sym_visibility").or_else(|| {
                    let id = ir.ctx.ident("sym_visibility");
                    ir.ctx.dict_entries(ir.attrs(op)).iter().find(|(n, _)| *n == id).map(|(_, a)| *a)
                });
                if let Some(v) = vis {
                    match ir.ctx.attr_kind(v) {
                        mlir_ir::AttrKind::String { value, .. } => {
                            if !matches!(&value[..], b"public" | b"private" | b"nested") {
                                let text = mlir_ir::print::attr_to_string(&ir.ctx, v);
                                return Err(op_error(
                                    ir,
                                    op,
                                    format!("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {text}"),
                                ));
                            }
                        }
                        _ => {
                            let text = mlir_ir::print::attr_to_string(&ir.ctx, v);
                            return Err(op_error(
                                ir,
                                op,
                                format!("requires visibility attribute 'sym_visibility' to be a string attribute, but got {text}"),
                            ));
                        }
                    }
                }
                // An unregistered parent may be a symbol table for all we know (upstream checks
                // registered parents only).
                if let Some(parent) = ir.parent_op(op) {
                    if ir.is_registered(parent) && !ir.traits(parent).contains(mlir_ir::Traits::SYMBOL_TABLE) {
                        return Err(op_error(ir, op, "symbol's parent must have the SymbolTable trait"));
                    }
                }
            }
            Trait::Pred { summary, check } => {
                if !check(ir, op) {
                    return Err(op_error(ir, op, format!("failed to verify that {summary}")));
                }
            }
            _ => {}
        }
    }
    // Regions.
    for (i, (d, r)) in def.regions.iter().zip(ir.regions(op)).enumerate() {
        if d.single_block && ir.first_block(r) != ir.last_block(r) || d.single_block && ir.first_block(r).is_none() {
            return Err(op_error(ir, op, format!("region #{i} ('{}') failed to verify constraint: region with 1 blocks", d.name)));
        }
    }
    // The other traits.
    for t in &def.traits {
        match t {
            Trait::SameOperandsAndResultType => {
                let mut tys = ir.operand_types(op).chain(ir.result_types(op));
                if let Some(first) = tys.next() {
                    if tys.any(|t| t != first) {
                        return Err(op_error(ir, op, "requires the same type for all operands and results"));
                    }
                }
            }
            Trait::SameTypeOperands => {
                let mut tys = ir.operand_types(op);
                if let Some(first) = tys.next() {
                    if tys.any(|t| t != first) {
                        return Err(op_error(ir, op, "requires all operands to have the same type"));
                    }
                }
            }
            Trait::SameOperandsAndResultShape => {
                let tys: SmallVec<[Type; 4]> = ir.operand_types(op).chain(ir.result_types(op)).collect();
                let all_scalar = tys.iter().all(|t| shape_kind(ir.ctx.type_kind(*t)).is_none());
                if !all_scalar && !same_shapes(ir, &tys) {
                    return Err(op_error(ir, op, "requires the same shape for all operands and results"));
                }
            }
            Trait::Elementwise => elementwise(ir, op)?,
            _ => {}
        }
    }
    if let Some(f) = def.code.successor_operands {
        verify_branch(ir, op, f)?;
    }
    if let Some(f) = def.code.verify {
        f(ir, op)?;
    }
    Ok(())
}

/// `BranchOpInterface`: each successor gets as many operands as it has arguments, of the
/// same types.
fn verify_branch(ir: &Ir, op: OpId, operands_of: fn(&Ir, OpId, usize) -> std::ops::Range<usize>) -> EmitResult {
    let succs: Vec<mlir_ir::BlockId> = ir.successors(op).collect();
    for (k, b) in succs.into_iter().enumerate() {
        let r = operands_of(ir, op, k);
        let n = ir.num_arguments(b);
        if r.len() != n {
            return Err(mlir_ir::verify::emit_op_error(ir, op, format!("branch has {} operands for successor #{k}, but target block has {n}", r.len())));
        }
        for (i, o) in r.enumerate() {
            let a = ir.value_type(ir.argument(b, i));
            if ir.value_type(ir.operand(op, o)) != a {
                return Err(mlir_ir::verify::emit_op_error(ir, op, format!("type mismatch for bb argument #{i} of successor #{k}")));
            }
        }
    }
    Ok(())
}

fn segment_error(ir: &Ir, op: OpId, sized: bool, what: &str, attr: &str) -> mlir_ir::Emitted {
    if sized {
        match crate::groups::segment_sizes(ir, op, attr) {
            None => op_error(ir, op, format!("requires attribute '{attr}'")),
            Some(seg) => {
                let total: i64 = seg.iter().sum();
                let n = if what == "operand" { ir.num_operands(op) } else { ir.num_results(op) };
                op_error(ir, op, format!("{what} count ({n}) does not match with the total size ({total}) specified in attribute '{attr}'"))
            }
        }
    } else {
        op_error(ir, op, format!("{what} groups cannot be split"))
    }
}

fn named_type(c: &CompiledOp, ir: &Ir, op: OpId, operands: &[std::ops::Range<usize>], results: &[std::ops::Range<usize>], n: Named) -> Option<Type> {
    match n {
        Named::Operand(i) => operands[i].clone().next().map(|k| ir.value_type(ir.operand(op, k))),
        Named::Result(i) => results[i].clone().next().map(|k| ir.value_type(ir.result(op, k))),
        Named::Attr(i) => c.attr(ir, op, i).and_then(|a| typed_attr_type(&ir.ctx, a)),
    }
}

fn shape_of(ir: &Ir, t: Type) -> Option<(u8, Vec<i64>)> {
    match ir.ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => Some((0, shape.to_vec())),
        TypeKind::RankedTensor { shape, .. } => Some((1, shape.to_vec())),
        TypeKind::UnrankedTensor { .. } => Some((2, Vec::new())),
        TypeKind::MemRef { shape, .. } => Some((3, shape.to_vec())),
        TypeKind::UnrankedMemRef { .. } => Some((4, Vec::new())),
        _ => None,
    }
}

/// Upstream's shape compatibility: all shaped or none; `?` matches anything, unranked matches
/// any rank; vectors must match exactly (scalable dimensions included).
fn same_shapes(ir: &Ir, tys: &[Type]) -> bool {
    let kinds: Vec<&TypeKind> = tys.iter().map(|&t| ir.ctx.type_kind(t)).collect();
    let shaped: Vec<bool> = kinds.iter().map(|k| shape_kind(k).is_some()).collect();
    if shaped.iter().any(|s| *s) && !shaped.iter().all(|s| *s) {
        return false;
    }
    let ranked: Vec<&[i64]> = kinds.iter().filter_map(|k| k.shape()).collect();
    for w in ranked.windows(2) {
        if w[0].len() != w[1].len() {
            return false;
        }
        for (a, b) in w[0].iter().zip(w[1].iter()) {
            if *a != *b && *a != mlir_ir::DYNAMIC && *b != mlir_ir::DYNAMIC {
                return false;
            }
        }
    }
    let vecs: Vec<&&TypeKind> = kinds.iter().filter(|k| matches!(k, TypeKind::Vector { .. })).collect();
    for w in vecs.windows(2) {
        if let (TypeKind::Vector { shape: a, scalable: sa, .. }, TypeKind::Vector { shape: b, scalable: sb, .. }) = (*w[0], *w[1]) {
            let fa = |i: usize| sa.get(i).copied().unwrap_or(false);
            let fb = |i: usize| sb.get(i).copied().unwrap_or(false);
            if a != b || (0..a.len()).any(|i| fa(i) != fb(i)) {
                return false;
            }
        }
    }
    true
}

fn shape_kind(k: &TypeKind) -> Option<u8> {
    match k {
        TypeKind::Vector { .. } => Some(0),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => Some(1),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => Some(2),
        _ => None,
    }
}

/// Upstream's `Elementwise` trait checks.
fn elementwise(ir: &Ir, op: OpId) -> EmitResult {
    let is_shaped = |t: &Type| shape_of(ir, *t).is_some();
    // Scalars only: nothing to check (the common case).
    if !ir.operands(op).any(|v| is_shaped(&ir.value_type(v))) && !ir.result_types(op).any(|t| is_shaped(&t)) {
        return Ok(());
    }
    let res: Vec<Type> = ir.result_types(op).collect();
    let opnds: Vec<Type> = ir.operand_types(op).collect();
    let any_shaped_operand = opnds.iter().any(is_shaped);
    if any_shaped_operand && !res.iter().any(is_shaped) {
        return Err(op_error(ir, op, "if an operand is non-scalar, then there must be at least one non-scalar result"));
    }
    if any_shaped_operand && !res.iter().all(is_shaped) {
        return Err(op_error(ir, op, "if an operand is non-scalar, then all results must be non-scalar"));
    }
    let shaped: Vec<Type> = opnds.iter().chain(res.iter()).copied().filter(|t| is_shaped(t)).collect();
    if shaped.is_empty() {
        return Ok(());
    }
    let kinds: Vec<u8> = shaped.iter().map(|&t| shape_of(ir, t).map(|s| s.0 % 2).unwrap_or(9)).collect();
    if kinds.windows(2).any(|w| w[0] != w[1]) || !same_shapes(ir, &shaped) {
        return Err(op_error(ir, op, "all non-scalar operands/results must have the same shape and base type"));
    }
    Ok(())
}

/// How a group's constraint reads in messages: ODS's `Variadic<T>` says "variadic of" first.
fn group_summary(d: &ValueDef) -> std::borrow::Cow<'_, str> {
    if d.arity == Arity::Variadic {
        format!("variadic of {}", d.constraint.summary).into()
    } else {
        d.constraint.summary.as_str().into()
    }
}
