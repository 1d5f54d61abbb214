//! The IRDL ops' own verifiers, with upstream's messages: names (`isValidName`: lowercase
//! letters, digits and single inner underscores), counts of names against values, the
//! cross-kind name collisions of an operation, base constraints and symbol references.

use super::syntax::string_list;
use super::variadicities_of;
use mlir_ir::symbol::SymbolCache;
use mlir_ir::verify::{emit_op_error, emit_op_error_prefixed};
use mlir_ir::{AttrKind, Attribute, EmitResult, Ident, Ir, OpId};
use mlir_ods::groups::prop;

fn sym_name(ir: &Ir, op: OpId) -> String {
    mlir_ir::symbol::symbol_name(ir, op).unwrap_or_default()
}

/// Upstream's `isValidName`: reported without the op-name prefix.
fn valid_name(ir: &Ir, op: OpId, name: &str, label: &str) -> EmitResult {
    let fail = |what: &str| -> EmitResult { Err(emit_op_error(ir, op, format!("name of {label} {what}"))) };
    if name.is_empty() {
        return fail("is empty");
    }
    let mut allow_underscore = false;
    for c in name.chars() {
        if c == '_' {
            if !allow_underscore {
                return fail("should not contain leading or double underscores");
            }
        } else if !c.is_ascii_alphanumeric() {
            return fail("must contain only lowercase letters, digits and underscores");
        } else if c.is_ascii_uppercase() {
            return fail("should not contain uppercase letters");
        }
        allow_underscore = c != '_';
    }
    Ok(())
}

/// Upstream's `AtMostOneChildOf<...>` trait: at most one direct child of each listed kind.
fn at_most_one_child_of(ir: &Ir, op: OpId, kinds: &[&str]) -> EmitResult {
    let Some(r) = ir.regions(op).next() else { return Ok(()) };
    for kind in kinds {
        let count = ir.region_blocks(r).flat_map(|b| ir.block_ops(b)).filter(|&o| ir.name_str(o) == *kind).count();
        if count > 1 {
            return Err(emit_op_error(
                ir,
                op,
                format!("failed to verify AtMostOneChildOf trait: the operation contains at least two operations of type {kind}"),
            ));
        }
    }
    Ok(())
}

fn valid_namespace(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && (b[0].is_ascii_alphabetic() || b[0] == b'_') && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'$')
}

pub(super) fn dialect(ir: &Ir, op: OpId) -> EmitResult {
    let name = sym_name(ir, op);
    if !valid_namespace(&name) {
        return Err(emit_op_error_prefixed(ir, op, "invalid dialect name"));
    }
    valid_name(ir, op, &name, "dialect")
}

pub(super) fn type_def(ir: &Ir, op: OpId) -> EmitResult {
    at_most_one_child_of(ir, op, &["irdl.parameters"])?;
    let name = sym_name(ir, op);
    valid_name(ir, op, name.strip_prefix('!').unwrap_or(&name), "type")
}

pub(super) fn attribute_def(ir: &Ir, op: OpId) -> EmitResult {
    at_most_one_child_of(ir, op, &["irdl.parameters"])?;
    let name = sym_name(ir, op);
    valid_name(ir, op, name.strip_prefix('#').unwrap_or(&name), "attribute")
}

pub(super) fn operation_def(ir: &Ir, op: OpId) -> EmitResult {
    at_most_one_child_of(ir, op, &["irdl.operands", "irdl.results", "irdl.attributes", "irdl.regions"])?;
    valid_name(ir, op, &sym_name(ir, op), "operation")
}

/// An operation's operands, results and regions may not share a name.
pub(super) fn operation_regions(ir: &Ir, op: OpId) -> EmitResult {
    let Some(r) = ir.regions(op).next() else { return Ok(()) };
    let mut kinds: Vec<(&str, Vec<String>)> = Vec::new();
    for o in ir.region_blocks(r).flat_map(|b| ir.block_ops(b)) {
        let kind = match ir.name_str(o) {
            "irdl.operands" => "operands",
            "irdl.results" => "results",
            "irdl.regions" => "regions",
            _ => continue,
        };
        kinds.push((kind, string_list(&ir.ctx, prop(ir, o, "names"))));
    }
    for i in 0..kinds.len() {
        for j in i + 1..kinds.len() {
            if let Some(n) = kinds[i].1.iter().find(|n| kinds[j].1.contains(n)) {
                return Err(emit_op_error_prefixed(
                    ir,
                    op,
                    format!("contains a value named '{n}' for both its {} and {}", kinds[i].0, kinds[j].0),
                ));
            }
        }
    }
    Ok(())
}

/// Upstream's `verifyNames`: as many names as values, each valid, none repeated.
fn names(ir: &Ir, op: OpId, kind: &str) -> EmitResult {
    let names = string_list(&ir.ctx, prop(ir, op, "names"));
    let n = ir.num_operands(op);
    if n != names.len() {
        return Err(emit_op_error_prefixed(
            ir,
            op,
            format!("the number of {kind}s and their names must be the same, but got {n} and {} respectively", names.len()),
        ));
    }
    for (i, name) in names.iter().enumerate() {
        valid_name(ir, op, name, &format!("{kind} #{i}"))?;
    }
    for (i, name) in names.iter().enumerate() {
        if let Some(first) = names[..i].iter().position(|m| m == name) {
            return Err(emit_op_error_prefixed(
                ir,
                op,
                format!("name of {kind} #{i} is a duplicate of the name of {kind} #{first}"),
            ));
        }
    }
    Ok(())
}

pub(super) fn parameters(ir: &Ir, op: OpId) -> EmitResult {
    names(ir, op, "parameter")
}

pub(super) fn regions(ir: &Ir, op: OpId) -> EmitResult {
    names(ir, op, "region")
}

fn operands_or_results(ir: &Ir, op: OpId, kind: &str) -> EmitResult {
    let vs = prop(ir, op, "variadicity").and_then(|a| variadicities_of(&ir.ctx, a)).unwrap_or_default();
    let n = ir.num_operands(op);
    if n != vs.len() {
        return Err(emit_op_error_prefixed(
            ir,
            op,
            format!("the number of {kind}s and their variadicities must be the same, but got {n} and {} respectively", vs.len()),
        ));
    }
    names(ir, op, kind)
}

pub(super) fn operands(ir: &Ir, op: OpId) -> EmitResult {
    operands_or_results(ir, op, "operand")
}

pub(super) fn results(ir: &Ir, op: OpId) -> EmitResult {
    operands_or_results(ir, op, "result")
}

pub(super) fn attributes(ir: &Ir, op: OpId) -> EmitResult {
    let names = match prop(ir, op, "attributeValueNames").map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.len(),
        _ => 0,
    };
    let n = ir.num_operands(op);
    if names != n {
        return Err(emit_op_error_prefixed(
            ir,
            op,
            format!("the number of attribute names and their constraints must be the same but got {names} and {n} respectively"),
        ));
    }
    Ok(())
}

pub(super) fn region(ir: &Ir, op: OpId) -> EmitResult {
    if let Some(a) = prop(ir, op, "numberOfBlocks") {
        if let AttrKind::Integer { value, .. } = ir.ctx.attr_kind(a) {
            let v = value.as_i64().unwrap_or(0);
            if v <= 0 {
                return Err(emit_op_error_prefixed(ir, op, format!("the number of blocks is expected to be >= 1 but got {v}")));
            }
        }
    }
    Ok(())
}

pub(super) fn base(ir: &Ir, op: OpId) -> EmitResult {
    let by_ref = prop(ir, op, "base_ref");
    let by_name = prop(ir, op, "base_name");
    if by_ref.is_some() == by_name.is_some() {
        return Err(emit_op_error_prefixed(ir, op, "the base type or attribute should be specified by either a name or a reference"));
    }
    if let Some(n) = by_name {
        let text = match ir.ctx.attr_kind(n) {
            AttrKind::String { value, .. } => value.clone(),
            _ => Default::default(),
        };
        if !matches!(text.first(), Some(b'!' | b'#')) {
            return Err(emit_op_error_prefixed(ir, op, "the base type or attribute name should start with '!' or '#'"));
        }
    }
    Ok(())
}

/// The parts of a symbol reference: root, then nested names.
pub(super) fn symbol_parts(ir: &Ir, a: Attribute) -> Option<Vec<Ident>> {
    match ir.ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } => Some(std::iter::once(*root).chain(nested.iter().copied()).collect()),
        _ => None,
    }
}

/// Upstream's `lookupSymbolNearDialect`: the reference is resolved from the op around the
/// enclosing `irdl.dialect` (so it names the dialect: `@dialect::@type`).
pub(super) fn lookup_near_dialect(ir: &Ir, from: OpId, parts: &[Ident]) -> Option<OpId> {
    let mut d = from;
    while ir.name_str(d) != "irdl.dialect" {
        d = ir.parent_op(d)?;
    }
    let mut table = mlir_ir::symbol::nearest_symbol_table(ir, ir.parent_op(d)?)?;
    let mut found = None;
    for part in parts {
        let op = mlir_ir::symbol::lookup(ir, table, ir.ctx.str(*part))?;
        found = Some(op);
        table = op;
    }
    found
}

fn check_reference(ir: &Ir, op: OpId, attr_name: &str) -> EmitResult {
    let Some(a) = prop(ir, op, attr_name) else { return Ok(()) };
    let Some(parts) = symbol_parts(ir, a) else { return Ok(()) };
    let text = mlir_ir::print::attr_to_string(&ir.ctx, a);
    match lookup_near_dialect(ir, op, &parts) {
        None => Err(emit_op_error_prefixed(ir, op, format!("symbol '{text}' not found"))),
        Some(def) if !matches!(ir.name_str(def), "irdl.type" | "irdl.attribute") => Err(emit_op_error_prefixed(
            ir,
            op,
            format!("symbol '{text}' does not refer to a type or attribute definition (refers to '{}')", ir.name_str(def)),
        )),
        Some(_) => Ok(()),
    }
}

pub(super) fn base_symbols(ir: &Ir, op: OpId, _symbols: &mut SymbolCache) -> EmitResult {
    check_reference(ir, op, "base_ref")
}

pub(super) fn parametric_symbols(ir: &Ir, op: OpId, _symbols: &mut SymbolCache) -> EmitResult {
    check_reference(ir, op, "base_type")
}
