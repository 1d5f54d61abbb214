//! Loading IRDL definitions into a context (upstream's `irdl::loadDialects`): every
//! `irdl.dialect` of a module becomes a dynamic dialect whose types, attributes and ops are
//! checked by the [`Solver`] against the constraints their definitions give.
//!
//! Dynamic ops have no custom syntax (they print in generic form); dynamic types and
//! attributes read and print as `!dialect.name<param, ...>` / `#dialect.name<...>`, each
//! parameter an attribute. Where upstream aborts the process (a dialect name taken by a
//! non-dynamic dialect, a definition loaded twice) an error is reported instead.

use super::checks::{lookup_near_dialect, symbol_parts};
use mlir_ir::verify::emit_op_error;
use super::solver::{Constraint, RegionConstraint, Solver, BUILTIN_ATTRS, BUILTIN_TYPES};
use super::syntax::string_list;
use super::{variadicities_of, Variadicity};
use mlir_ir::asm::{AsmParser, PResult, Punct};
use mlir_ir::print::{AsmWriter, Elision};
use mlir_ir::{
    AttrHooks, AttrKind, Attribute, Context, Diagnostic, EmitResult, Emitted, Ir, OpHooks, OpId, OpInfo, Traits, Type, TypeHooks,
    Value,
};
use mlir_ods::groups::prop;
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// A type or attribute definition: its constraints and the slots of its parameters.
struct ParamDef {
    constraints: Vec<Constraint>,
    params: Vec<usize>,
}

impl ParamDef {
    /// Upstream's `irdlAttrOrTypeVerifier` (its count message says "type" for attributes too).
    fn verify(&self, ctx: &Context, params: &[Attribute]) -> Result<(), String> {
        if params.len() != self.params.len() {
            return Err(format!("expected {} type arguments, but had {}", self.params.len(), params.len()));
        }
        let mut solver = Solver::new(ctx, &self.constraints);
        for (p, s) in params.iter().zip(&self.params) {
            solver.verify(*p, *s)?;
        }
        Ok(())
    }
}

/// `<p, ...>` after a dynamic type's or attribute's name (nothing, or `<>`, for none).
fn parse_params(p: &mut dyn AsmParser) -> PResult<Vec<Attribute>> {
    let mut params = Vec::new();
    if p.parse_optional_punct(Punct::Less) && !p.parse_optional_punct(Punct::Greater) {
        loop {
            params.push(p.parse_attribute(None)?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::Greater)?;
    }
    Ok(params)
}

fn print_params(w: &mut AsmWriter<'_>, params: &[Attribute]) {
    if params.is_empty() {
        return;
    }
    w.out.push('<');
    for (i, a) in params.iter().enumerate() {
        if i > 0 {
            w.out.push_str(", ");
        }
        w.print_attr(*a, Elision::Never);
    }
    w.out.push('>');
}

struct DynType {
    dialect: String,
    name: String,
    def: ParamDef,
}

impl TypeHooks for DynType {
    fn parse(&self, p: &mut dyn AsmParser) -> PResult<Type> {
        let at = p.name_offset();
        let params = parse_params(p)?;
        if let Err(msg) = self.def.verify(p.context(), &params) {
            return Err(p.error_at(at, msg));
        }
        Ok(p.context().dialect_type(&self.dialect, &self.name, &params))
    }
    fn print(&self, w: &mut AsmWriter<'_>, params: &[Attribute]) {
        print_params(w, params)
    }
}

struct DynAttr {
    dialect: String,
    name: String,
    def: ParamDef,
}

impl AttrHooks for DynAttr {
    fn parse(&self, p: &mut dyn AsmParser, _ty: Option<Type>) -> PResult<Attribute> {
        let at = p.name_offset();
        let params = parse_params(p)?;
        if let Err(msg) = self.def.verify(p.context(), &params) {
            return Err(p.error_at(at, msg));
        }
        Ok(p.context().dialect_attr(&self.dialect, &self.name, &params))
    }
    fn print(&self, w: &mut AsmWriter<'_>, params: &[Attribute]) {
        print_params(w, params)
    }
}

/// A dynamic op's definition.
struct DynOp {
    name: String,
    constraints: Vec<Constraint>,
    operands: Vec<(usize, Variadicity)>,
    results: Vec<(usize, Variadicity)>,
    attrs: Vec<(String, usize)>,
    regions: Vec<RegionConstraint>,
}

/// Upstream's `getSegmentSizes`: the size of each defined group, or the message saying why
/// the op's values do not fit the definition.
fn segment_sizes(ir: &Ir, op: OpId, kind: &str, attr_name: &str, n: usize, defs: &[(usize, Variadicity)]) -> Result<Vec<usize>, String> {
    let non_single: Vec<usize> = (0..defs.len()).filter(|&i| defs[i].1 != Variadicity::Single).collect();
    let nd = defs.len();
    match non_single.len() {
        0 => {
            if n != nd {
                return Err(format!("op expects exactly {nd} {kind}s, but got {n}"));
            }
            Ok(vec![1; nd])
        }
        1 => {
            let k = non_single[0];
            let rest = n as i64 - nd as i64 + 1;
            if rest < 0 {
                return Err(format!("op expects at least {} {kind}s, but got {n}", nd - 1));
            }
            if defs[k].1 == Variadicity::Optional && rest > 1 {
                return Err(format!("op expects at most {nd} {kind}s, but got {n}"));
            }
            let mut sizes = vec![1; nd];
            sizes[k] = rest as usize;
            Ok(sizes)
        }
        _ => {
            let id = ir.ctx.ident(attr_name);
            let found = ir.ctx.dict_entries(ir.attrs(op)).iter().find(|(k, _)| *k == id).map(|(_, a)| *a);
            let Some(a) = found else {
                return Err(format!("'{attr_name}' attribute is expected but not provided"));
            };
            let values: Vec<i64> = match ir.ctx.attr_kind(a) {
                AttrKind::DenseArray { elem, len, raw } if *elem == ir.ctx.integer_type(32, mlir_ir::Signedness::Signless) && raw.len() == len * 4 => {
                    raw.chunks(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as i64).collect()
                }
                _ => return Err(format!("'{attr_name}' attribute is expected to be a dense i32 array")),
            };
            if values.len() != nd {
                return Err(format!(
                    "'{attr_name}' attribute for specifying {kind} segments must have {nd} elements, but got {}",
                    values.len()
                ));
            }
            let mut sum = 0i64;
            for (i, &v) in values.iter().enumerate() {
                if v < 0 {
                    return Err(format!("'{attr_name}' attribute for specifying {kind} segments must have non-negative values"));
                }
                match defs[i].1 {
                    Variadicity::Single if v != 1 => {
                        return Err(format!("element {i} in '{attr_name}' attribute must be equal to 1"));
                    }
                    Variadicity::Optional if v > 1 => {
                        return Err(format!("element {i} in '{attr_name}' attribute must be equal to 0 or 1"));
                    }
                    _ => {}
                }
                sum += v;
            }
            if sum != n as i64 {
                return Err(format!("sum of elements in '{attr_name}' attribute must be equal to the number of {kind}s"));
            }
            Ok(values.into_iter().map(|v| v as usize).collect())
        }
    }
}

impl DynOp {
    /// Counts, attributes, operand and result types (upstream's `irdlOpVerifier`).
    fn verify_values(&self, ir: &Ir, op: OpId, solver: &mut Solver<'_>) -> EmitResult {
        let err = |msg: String| -> EmitResult { Err(mlir_ir::verify::emit_op_error(ir, op, msg)) };
        let operand_sizes = match segment_sizes(ir, op, "operand", "operandSegmentSizes", ir.num_operands(op), &self.operands) {
            Ok(s) => s,
            Err(m) => return err(m),
        };
        let result_sizes = match segment_sizes(ir, op, "result", "resultSegmentSizes", ir.num_results(op), &self.results) {
            Ok(s) => s,
            Err(m) => return err(m),
        };
        let entries = ir.ctx.dict_entries(ir.attrs(op));
        for (name, slot) in &self.attrs {
            let id = ir.ctx.ident(name);
            let Some(a) = entries.iter().find(|(k, _)| *k == id).map(|(_, a)| *a) else {
                return Err(mlir_ir::verify::emit_op_error_prefixed(ir, op, format!("attribute \"{name}\" is expected but not provided")));
            };
            if let Err(m) = solver.verify(a, *slot) {
                return err(m);
            }
        }
        let operands: Vec<Value> = ir.operands(op).collect();
        let mut k = 0;
        for ((slot, _), size) in self.operands.iter().zip(&operand_sizes) {
            for v in &operands[k..k + size] {
                if let Err(m) = solver.verify(ir.ctx.type_attr(ir.value_type(*v)), *slot) {
                    return err(m);
                }
            }
            k += size;
        }
        let results: Vec<Type> = ir.result_types(op).collect();
        let mut k = 0;
        for ((slot, _), size) in self.results.iter().zip(&result_sizes) {
            for t in &results[k..k + size] {
                if let Err(m) = solver.verify(ir.ctx.type_attr(*t), *slot) {
                    return err(m);
                }
            }
            k += size;
        }
        Ok(())
    }

    /// Region counts, block counts and entry arguments.
    fn verify_regions(&self, ir: &Ir, op: OpId, solver: &mut Solver<'_>) -> EmitResult {
        let n = ir.num_regions(op);
        if n != self.regions.len() {
            return Err(mlir_ir::verify::emit_op_error_prefixed(
                ir,
                op,
                format!("unexpected number of regions: expected {} but got {n}", self.regions.len()),
            ));
        }
        let op_loc = ir.loc(op);
        let emit = |loc: mlir_ir::Location, msg: String| -> EmitResult {
            let mut d = Diagnostic::error(loc, msg);
            if loc != op_loc {
                d = d.with_note(op_loc, "see the operation");
            }
            ir.ctx.emit(d);
            Err(Emitted)
        };
        for (i, (r, c)) in ir.regions(op).zip(&self.regions).enumerate() {
            let blocks: Vec<_> = ir.region_blocks(r).collect();
            if let Some(want) = c.blocks {
                if blocks.len() as i64 != want {
                    return emit(op_loc, format!("expected region {i} to have {want} block(s) but got {}", blocks.len()));
                }
            }
            let Some(arg_slots) = &c.args else { continue };
            let args: Vec<Value> = blocks.first().map(|b| ir.arguments(*b).collect()).unwrap_or_default();
            if args.len() != arg_slots.len() {
                let loc = args.first().and_then(|a| ir.argument_loc(*a)).unwrap_or(op_loc);
                return emit(loc, format!("expected region {i} to have {} arguments but got {}", arg_slots.len(), args.len()));
            }
            for (a, slot) in args.iter().zip(arg_slots) {
                if let Err(m) = solver.verify(ir.ctx.type_attr(ir.value_type(*a)), *slot) {
                    return emit(ir.argument_loc(*a).unwrap_or(op_loc), m);
                }
            }
        }
        Ok(())
    }
}

struct DynOpHooks(Arc<DynOp>);

impl OpHooks for DynOpHooks {
    fn verify(&self, ir: &Ir, op: OpId) -> EmitResult {
        let d = &self.0;
        let mut solver = Solver::new(&ir.ctx, &d.constraints);
        // Both halves run, as upstream's verifier and region verifier.
        let values = d.verify_values(ir, op, &mut solver);
        let regions = d.verify_regions(ir, op, &mut solver);
        values.and(regions)
    }

    fn has_symbol_uses(&self) -> bool {
        false
    }
}

/// Every op nested in `root` (not `root`), in pre-order.
fn nested_ops(ir: &Ir, root: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack: Vec<OpId> = Vec::new();
    let push_children = |op: OpId, stack: &mut Vec<OpId>| {
        let mut children: Vec<OpId> = ir.regions(op).flat_map(|r| ir.region_blocks(r)).flat_map(|b| ir.block_ops(b)).collect();
        children.reverse();
        stack.extend(children);
    };
    push_children(root, &mut stack);
    while let Some(op) = stack.pop() {
        out.push(op);
        push_children(op, &mut stack);
    }
    out
}

fn body_ops(ir: &Ir, op: OpId) -> Vec<OpId> {
    ir.regions(op).flat_map(|r| ir.region_blocks(r)).flat_map(|b| ir.block_ops(b)).collect()
}

fn string_prop(ir: &Ir, op: OpId, name: &str) -> Option<String> {
    match ir.ctx.attr_kind(prop(ir, op, name)?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

fn dialect_of(ir: &Ir, op: OpId) -> String {
    let mut d = op;
    while ir.name_str(d) != "irdl.dialect" {
        match ir.parent_op(d) {
            Some(p) => d = p,
            None => return String::new(),
        }
    }
    mlir_ir::symbol::symbol_name(ir, d).unwrap_or_default()
}

/// Upstream's `getBases`: whether the constraint `op` may match anything, collecting the
/// kinds (`ids`) and definitions (`defs`) it names. Reproduces upstream's rules, including
/// that an `any_of` never counts as matching anything.
fn bases(ir: &Ir, op: OpId, ids: &mut Vec<String>, defs: &mut Vec<OpId>) -> bool {
    match ir.name_str(op) {
        "irdl.any_of" => {
            for v in ir.operands(op).collect::<Vec<_>>() {
                if let Some(d) = ir.defining_op(v) {
                    bases(ir, d, ids, defs);
                }
            }
            false
        }
        "irdl.all_of" => {
            if let Some(d) = ir.operands(op).next().and_then(|v| ir.defining_op(v)) {
                return bases(ir, d, ids, defs);
            }
            false
        }
        "irdl.parametric" => {
            if let Some(d) = prop(ir, op, "base_type").and_then(|a| symbol_parts(ir, a)).and_then(|p| lookup_near_dialect(ir, op, &p)) {
                defs.push(d);
            }
            false
        }
        "irdl.base" => {
            if let Some(n) = string_prop(ir, op, "base_name") {
                ids.push(n);
            } else if let Some(d) = prop(ir, op, "base_ref").and_then(|a| symbol_parts(ir, a)).and_then(|p| lookup_near_dialect(ir, op, &p)) {
                defs.push(d);
            }
            false
        }
        "irdl.any" => true,
        _ => false,
    }
}

/// Upstream's `checkCorrectAnyOf`: no alternative may match anything, and no two may name the
/// same kind or definition.
fn any_of_is_well_formed(ir: &Ir, any_of: OpId) -> bool {
    let (mut seen_ids, mut seen_defs): (Vec<String>, Vec<OpId>) = (Vec::new(), Vec::new());
    for v in ir.operands(any_of).collect::<Vec<_>>() {
        let Some(d) = ir.defining_op(v) else { continue };
        let (mut ids, mut defs) = (Vec::new(), Vec::new());
        if bases(ir, d, &mut ids, &mut defs) {
            return false;
        }
        if ids.iter().any(|i| seen_ids.contains(i)) || defs.iter().any(|x| seen_defs.contains(x)) {
            return false;
        }
        seen_ids.extend(ids);
        seen_defs.extend(defs);
    }
    true
}

/// The slots of a definition body: one per constraint op, in body order.
struct Slots {
    constraints: Vec<Constraint>,
    of_value: FxHashMap<Value, usize>,
    regions: FxHashMap<Value, RegionConstraint>,
}

fn build_slots(ir: &Ir, def: &OpId) -> Result<Slots, Emitted> {
    let ctx = &ir.ctx;
    let ops = body_ops(ir, *def);
    let mut of_value = FxHashMap::default();
    let mut n = 0;
    for &o in &ops {
        if matches!(ir.name_str(o), "irdl.is" | "irdl.base" | "irdl.parametric" | "irdl.any" | "irdl.any_of" | "irdl.all_of") {
            of_value.insert(ir.result(o, 0), n);
            n += 1;
        }
    }
    let slot_list = |o: OpId| -> Vec<usize> { ir.operands(o).filter_map(|v| of_value.get(&v).copied()).collect() };
    let mut constraints = Vec::with_capacity(n);
    let mut regions = FxHashMap::default();
    for &o in &ops {
        let c = match ir.name_str(o) {
            "irdl.is" => Constraint::Is(prop(ir, o, "expected").unwrap_or_else(|| ctx.unit_attr())),
            "irdl.any" => Constraint::Any,
            "irdl.any_of" => Constraint::AnyOf(slot_list(o)),
            "irdl.all_of" => Constraint::AllOf(slot_list(o)),
            "irdl.base" => {
                if let Some(name) = string_prop(ir, o, "base_name") {
                    let (sigil, rest) = name.split_at(1);
                    let known = |list: &[&str], registered: bool| list.contains(&rest) || registered;
                    let (d, m) = rest.split_once('.').unwrap_or((rest, ""));
                    if sigil == "!" {
                        let float = d == "builtin" && mlir_ir::FloatKind::from_mlir_type_name(m).is_some();
                        if !known(BUILTIN_TYPES, float || ctx.type_hooks(d, m).is_some()) {
                            return Err(emit_op_error(ir, o, format!("no registered type with name {name}")));
                        }
                        Constraint::BaseType(rest.to_string())
                    } else {
                        if !known(BUILTIN_ATTRS, ctx.attr_hooks(rest).is_some()) {
                            return Err(emit_op_error(ir, o, format!("no registered attribute with name {name}")));
                        }
                        Constraint::BaseAttr(rest.to_string())
                    }
                } else {
                    let target = prop(ir, o, "base_ref").and_then(|a| symbol_parts(ir, a)).and_then(|p| lookup_near_dialect(ir, o, &p));
                    let Some(t) = target else {
                        return Err(emit_op_error(ir, o, "reference does not refer to any existing symbol"));
                    };
                    let full = format!("{}.{}", dialect_of(ir, t), mlir_ir::symbol::symbol_name(ir, t).unwrap_or_default());
                    if ir.name_str(t) == "irdl.type" {
                        Constraint::BaseType(full)
                    } else {
                        Constraint::BaseAttr(full)
                    }
                }
            }
            "irdl.parametric" => {
                let refattr = prop(ir, o, "base_type");
                let target = refattr.and_then(|a| symbol_parts(ir, a)).and_then(|p| lookup_near_dialect(ir, o, &p));
                let Some(t) = target else {
                    let text = refattr.map(|a| mlir_ir::print::attr_to_string(ctx, a)).unwrap_or_default();
                    return Err(emit_op_error(ir, o, format!("{text} does not refer to any existing symbol")));
                };
                let (dialect, name) = (dialect_of(ir, t), mlir_ir::symbol::symbol_name(ir, t).unwrap_or_default());
                let args = slot_list(o);
                if ir.name_str(t) == "irdl.type" {
                    Constraint::DynType { dialect, name, args }
                } else {
                    Constraint::DynAttr { dialect, name, args }
                }
            }
            "irdl.region" => {
                let args = prop(ir, o, "constrainedArguments").map(|_| slot_list(o));
                let blocks = prop(ir, o, "numberOfBlocks").and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::Integer { value, .. } => value.as_i64(),
                    _ => None,
                });
                regions.insert(ir.result(o, 0), RegionConstraint { args, blocks });
                continue;
            }
            _ => continue,
        };
        constraints.push(c);
    }
    Ok(Slots { constraints, of_value, regions })
}

fn find_child(ir: &Ir, def: OpId, name: &str) -> Option<OpId> {
    body_ops(ir, def).into_iter().find(|&o| ir.name_str(o) == name)
}

fn param_def(ir: &Ir, def: OpId) -> Result<ParamDef, Emitted> {
    let slots = build_slots(ir, &def)?;
    let params = match find_child(ir, def, "irdl.parameters") {
        Some(p) => ir.operands(p).filter_map(|v| slots.of_value.get(&v).copied()).collect(),
        None => Vec::new(),
    };
    Ok(ParamDef { constraints: slots.constraints, params })
}

fn value_defs(ir: &Ir, slots: &Slots, op: Option<OpId>) -> Vec<(usize, Variadicity)> {
    let Some(op) = op else { return Vec::new() };
    let vs = prop(ir, op, "variadicity").and_then(|a| variadicities_of(&ir.ctx, a)).unwrap_or_default();
    ir.operands(op)
        .enumerate()
        .filter_map(|(i, v)| Some((*slots.of_value.get(&v)?, vs.get(i).copied().unwrap_or(Variadicity::Single))))
        .collect()
}

fn op_def(ir: &Ir, def: OpId, dialect: &str) -> Result<DynOp, Emitted> {
    let slots = build_slots(ir, &def)?;
    let operands = value_defs(ir, &slots, find_child(ir, def, "irdl.operands"));
    let results = value_defs(ir, &slots, find_child(ir, def, "irdl.results"));
    let mut attrs = Vec::new();
    if let Some(a) = find_child(ir, def, "irdl.attributes") {
        let names = string_list(&ir.ctx, prop(ir, a, "attributeValueNames"));
        for (name, v) in names.into_iter().zip(ir.operands(a)) {
            if let Some(s) = slots.of_value.get(&v) {
                attrs.push((name, *s));
            }
        }
    }
    let regions = match find_child(ir, def, "irdl.regions") {
        Some(r) => ir.operands(r).filter_map(|v| slots.regions.get(&v).cloned()).collect(),
        None => Vec::new(),
    };
    let name = format!("{dialect}.{}", mlir_ir::symbol::symbol_name(ir, def).unwrap_or_default());
    Ok(DynOp { name, constraints: slots.constraints, operands, results, attrs, regions })
}

/// Registers the dialects that the `irdl.dialect` ops inside `module` describe, with their
/// types, attributes and operations. Errors are reported through the context's diagnostics.
pub fn load_dialects(ir: &Ir, module: OpId) -> Result<(), Emitted> {
    let ctx = &ir.ctx;
    let ops = nested_ops(ir, module);
    if ops.iter().any(|&o| ir.name_str(o) == "irdl.any_of" && !any_of_is_well_formed(ir, o)) {
        return Err(emit_op_error(ir, module, "any_of constraints are not in the correct form"));
    }
    let dialects: Vec<OpId> = ops.iter().copied().filter(|&o| ir.name_str(o) == "irdl.dialect").collect();
    for &d in &dialects {
        let ns = mlir_ir::symbol::symbol_name(ir, d).unwrap_or_default();
        if !ctx.load_dynamic_dialect(&ns) {
            return Err(emit_op_error(ir, d, format!("a dialect with namespace '{ns}' has already been registered")));
        }
    }
    // Build everything first, so that nothing is registered from a module that fails.
    let mut types = Vec::new();
    let mut attrs = Vec::new();
    let mut dyn_ops = Vec::new();
    for &o in &ops {
        let kind = ir.name_str(o);
        if !matches!(kind, "irdl.type" | "irdl.attribute" | "irdl.operation") {
            continue;
        }
        let dialect = dialect_of(ir, o);
        let name = mlir_ir::symbol::symbol_name(ir, o).unwrap_or_default();
        let taken = match kind {
            "irdl.type" => ctx.type_hooks(&dialect, &name).is_some(),
            "irdl.attribute" => ctx.attr_hooks(&format!("{dialect}.{name}")).is_some(),
            _ => ctx.op_info(ctx.op_name(&format!("{dialect}.{name}"))).is_some(),
        };
        if taken {
            let what = &kind["irdl.".len()..];
            return Err(emit_op_error(ir, o, format!("{what} '{dialect}.{name}' is already defined")));
        }
        match kind {
            "irdl.type" => types.push(DynType { def: param_def(ir, o)?, dialect, name }),
            "irdl.attribute" => attrs.push(DynAttr { def: param_def(ir, o)?, dialect, name }),
            _ => dyn_ops.push(op_def(ir, o, &dialect)?),
        }
    }
    for t in types {
        let (d, n) = (t.dialect.clone(), t.name.clone());
        ctx.register_type(&d, &n, Arc::new(t));
    }
    for a in attrs {
        let (d, n) = (a.dialect.clone(), a.name.clone());
        ctx.register_attr(&d, &n, a);
    }
    for o in dyn_ops {
        let name = o.name.clone();
        ctx.register_op(OpInfo::new(&name, Traits::default()).with_hooks(DynOpHooks(Arc::new(o))));
    }
    Ok(())
}
