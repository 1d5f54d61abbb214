//! The `func` dialect: `func.func`, `func.return`, `func.call`, `func.call_indirect` and
//! `func.constant`.

use mlir_ir::asm::{Argument, AsmParser, PResult, ParsedOp, Punct};
use mlir_ir::print::OpPrinter;
use mlir_ir::symbol::SymbolCache;
use mlir_ir::verify::{emit_op_error, emit_op_error_prefixed as op_error};
use mlir_ir::{AttrKind, Attribute, Diagnostic, EmitResult, Ident, Ir, OpId, Type, TypeKind};
use mlir_ods::constraint::{self as c};
use mlir_ods::groups::prop;
use mlir_ods::{DialectDef, Interface, OpDef, Trait};

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("func");
    d.ops.push(func());
    d.ops.push(
        OpDef::new("func.return")
            .variadic_operand("operands", c::any_type())
            .traits([Trait::Pure, Trait::HasParent(vec!["func.func".into()]), Trait::ReturnLike, Trait::Terminator])
            .format("attr-dict ($operands^ `:` type($operands))?")
            .verifier(verify_return),
    );
    d.ops.push(
        OpDef::new("func.call")
            .attr("callee", c::flat_symbol_ref_attr())
            .variadic_operand("operands", c::any_type())
            .optional_attr("arg_attrs", c::dictionary_array_attr())
            .optional_attr("res_attrs", c::dictionary_array_attr())
            .optional_attr("no_inline", c::unit_attr())
            // Unnamed, as upstream's (generated builders call the argument `result`).
            .variadic_result("", c::any_type())
            .interfaces([Interface::CallOpInterface, Interface::SymbolUserOpInterface])
            .format("$callee `(` $operands `)` prop-dict attr-dict `:` functional-type($operands, results)")
            .symbol_verifier(verify_call_symbols),
    );
    d.ops.push(
        OpDef::new("func.call_indirect")
            .operand("callee", c::function_type())
            .variadic_operand("callee_operands", c::any_type())
            .optional_attr("arg_attrs", c::dictionary_array_attr())
            .optional_attr("res_attrs", c::dictionary_array_attr())
            .variadic_result("results", c::any_type())
            .interfaces([Interface::CallOpInterface])
            .custom_syntax(parse_call_indirect, print_call_indirect)
            .verifier(verify_call_indirect),
    );
    d.ops.push(
        OpDef::new("func.constant")
            .attr("value", c::flat_symbol_ref_attr())
            .result("", c::any_type())
            .traits([Trait::ConstantLike, Trait::Pure])
            .interfaces([Interface::OpAsmOpInterface])
            .format("attr-dict $value `:` type(results)")
            .result_names(|_, _| vec![Some("f".into())])
            .folder(|ir, op, _| Some(vec![mlir_ods::FoldResult::Attr(prop(ir, op, "value")?)]))
            .symbol_verifier(verify_constant_symbols),
    );
    d
}

fn func() -> OpDef {
    OpDef::new("func.func")
        .attr("sym_name", c::symbol_name_attr())
        .attr("function_type", c::type_attr_of("TypeAttrOf<FunctionType>", "function type", c::function_type()))
        .optional_attr("sym_visibility", c::str_attr())
        .optional_attr("arg_attrs", c::dictionary_array_attr())
        .optional_attr("res_attrs", c::dictionary_array_attr())
        .optional_attr("no_inline", c::unit_attr())
        .region("body")
        .traits([Trait::AffineScope, Trait::AutomaticAllocationScope, Trait::IsolatedFromAbove, Trait::Symbol])
        .interfaces([
            Interface::FunctionOpInterface,
            Interface::CallableOpInterface,
            Interface::SymbolOpInterface,
            Interface::OpAsmOpInterface,
        ])
        .default_dialect("func")
        .custom_syntax(parse_func, print_func)
        .verifier(verify_func)
}

// ----- func.func -----

const FUNC_OWN: [&str; 5] = ["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"];

/// `(%a: t {attrs} loc(...), ...)` or `(t {attrs}, ...)`; returns the arguments (names unset
/// for the unnamed form) and whether they were named.
fn parse_arguments(p: &mut dyn AsmParser) -> PResult<(Vec<Argument>, Vec<Type>, Vec<Option<Attribute>>)> {
    p.parse_punct(Punct::LParen)?;
    let mut args = Vec::new();
    let mut types = Vec::new();
    let mut attrs = Vec::new();
    if p.parse_optional_punct(Punct::RParen) {
        return Ok((args, types, attrs));
    }
    let mut named: Option<bool> = None;
    loop {
        let at = p.offset();
        match p.parse_optional_argument(true, true)? {
            Some(a) => {
                if named == Some(false) {
                    return Err(p.error_at(at, "expected type instead of SSA identifier".into()));
                }
                named = Some(true);
                types.push(a.ty.expect("typed argument"));
                attrs.push(a.attrs);
                args.push(a);
            }
            None => {
                if named == Some(true) {
                    return Err(p.error_at(at, "expected SSA identifier".into()));
                }
                named = Some(false);
                types.push(p.parse_type()?);
                let mut dict = Vec::new();
                p.parse_optional_attr_dict(&mut dict)?;
                attrs.push((!dict.is_empty()).then(|| p.context().dictionary(dict)));
                p.parse_optional_location()?;
            }
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;
    Ok((args, types, attrs))
}

/// `-> t` or `-> (t {attrs}, ...)`.
fn parse_results(p: &mut dyn AsmParser) -> PResult<(Vec<Type>, Vec<Option<Attribute>>)> {
    let mut types = Vec::new();
    let mut attrs = Vec::new();
    if !p.parse_optional_punct(Punct::Arrow) {
        return Ok((types, attrs));
    }
    if p.parse_optional_punct(Punct::LParen) {
        if p.parse_optional_punct(Punct::RParen) {
            return Ok((types, attrs));
        }
        loop {
            types.push(p.parse_type()?);
            let mut dict = Vec::new();
            p.parse_optional_attr_dict(&mut dict)?;
            attrs.push((!dict.is_empty()).then(|| p.context().dictionary(dict)));
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    } else {
        types.push(p.parse_type()?);
        attrs.push(None);
    }
    Ok((types, attrs))
}

/// `[{...}, {}, ...]` when any dictionary is non-empty.
fn attr_array(ctx: &mlir_ir::Context, dicts: &[Option<Attribute>]) -> Option<Attribute> {
    if dicts.iter().all(|d| d.is_none()) {
        return None;
    }
    let items: Vec<Attribute> = dicts.iter().map(|d| d.unwrap_or_else(|| ctx.empty_dictionary())).collect();
    Some(ctx.attr(AttrKind::Array(items.into())))
}

fn parse_func(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let id = |s: &str| ctx.ident(s);
    if let Some(kw) = p.peek_keyword() {
        if matches!(kw, "private" | "public" | "nested") {
            let v = kw.to_string();
            p.skip_keyword();
            st.props.push((id("sym_visibility"), ctx.string_attr(&v)));
        }
    }
    let Some(name) = p.parse_optional_symbol_name() else {
        let at = p.offset();
        return Err(p.error_at(at, "expected valid '@'-identifier for symbol name".into()));
    };
    st.props.push((id("sym_name"), ctx.string_attr(&name)));
    let (args, arg_types, arg_attrs) = parse_arguments(p)?;
    let (res_types, res_attrs) = parse_results(p)?;
    st.props.push((id("function_type"), ctx.type_attr(ctx.function_type(&arg_types, &res_types))));
    if let Some(a) = attr_array(&ctx, &arg_attrs) {
        st.props.push((id("arg_attrs"), a));
    }
    if let Some(a) = attr_array(&ctx, &res_attrs) {
        st.props.push((id("res_attrs"), a));
    }
    let attributes_at = p.offset();
    if p.parse_optional_keyword("attributes") {
        let at = attributes_at;
        if !p.at_punct(Punct::LBrace) {
            return Err(p.wrong_token("expected '{' in attribute dictionary"));
        }
        let mut dict = Vec::new();
        p.parse_optional_attr_dict(&mut dict)?;
        for (n, _) in &dict {
            let ns = ctx.str(*n);
            if matches!(ns, "sym_name" | "function_type" | "sym_visibility") {
                return Err(p.error_at(at, format!("'{ns}' is an inferred attribute and should not be specified in the explicit attribute dictionary")));
            }
        }
        // Inherent attributes written here become properties.
        for (n, v) in dict {
            if matches!(ctx.str(n), "arg_attrs" | "res_attrs" | "no_inline") {
                st.props.push((n, v));
            } else {
                st.attrs.push((n, v));
            }
        }
    }
    let at = p.offset();
    match p.parse_optional_region(&args)? {
        Some(blocks) => {
            if blocks.is_empty() {
                return Err(p.error_at(at, "expected non-empty function body".into()));
            }
            st.regions.push(blocks);
        }
        None => st.regions.push(Vec::new()),
    }
    Ok(())
}

fn print_func(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = &ir.ctx;
    p.print_op_name(op);
    p.out().push(' ');
    if let Some(v) = prop(ir, op, "sym_visibility") {
        if let AttrKind::String { value, .. } = ctx.attr_kind(v) {
            p.out().push_str(&String::from_utf8_lossy(value));
            p.out().push(' ');
        }
    }
    p.out().push('@');
    let name = prop(ir, op, "sym_name")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        })
        .unwrap_or_default();
    mlir_ir::print::write_keyword_or_string(p.out(), &name);
    let (inputs, results) = match prop(ir, op, "function_type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => match ctx.type_kind(*t) {
            TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
            _ => (Vec::new(), Vec::new()),
        },
        _ => (Vec::new(), Vec::new()),
    };
    let dicts = |name: &str| -> Vec<Option<Attribute>> {
        match prop(ir, op, name).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(es)) => es.iter().map(|e| (!ctx.dict_entries(*e).is_empty()).then_some(*e)).collect(),
            _ => Vec::new(),
        }
    };
    let arg_attrs = dicts("arg_attrs");
    let res_attrs = dicts("res_attrs");
    let body = ir.region(op, 0);
    let entry = ir.first_block(body);
    p.out().push('(');
    for (i, t) in inputs.iter().enumerate() {
        if i > 0 {
            p.out().push_str(", ");
        }
        let arg = entry.filter(|b| ir.num_arguments(*b) > i).map(|b| ir.argument(b, i));
        if let Some(a) = arg {
            p.print_value(a, false);
            p.out().push_str(": ");
        }
        p.print_type(*t);
        if let Some(Some(d)) = arg_attrs.get(i) {
            p.print_optional_attr_dict(ctx.dict_entries(*d), &[]);
        }
        // Made only when printed (debug info): parsed locations are kept as source positions.
        if let Some(a) = arg.filter(|_| p.w.flags.debug_info) {
            if let Some(loc) = ir.argument_loc(a) {
                p.print_trailing_location(loc, false);
            }
        }
    }
    p.out().push(')');
    if !results.is_empty() {
        p.out().push_str(" -> ");
        let first_has_attrs = matches!(res_attrs.first(), Some(Some(_)));
        let parens = results.len() > 1 || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. }) || first_has_attrs;
        if parens {
            p.out().push('(');
        }
        for (i, t) in results.iter().enumerate() {
            if i > 0 {
                p.out().push_str(", ");
            }
            p.print_type(*t);
            if let Some(Some(d)) = res_attrs.get(i) {
                p.print_optional_attr_dict(ctx.dict_entries(*d), &[]);
            }
        }
        if parens {
            p.out().push(')');
        }
    }
    // Discardable attributes, then the inherent ones the signature does not show.
    let mut extra: Vec<(Ident, Attribute)> = ctx.dict_entries(ir.attrs(op)).to_vec();
    if let Some(pr) = ir.props(op) {
        for (n, v) in ctx.dict_entries(pr) {
            if !FUNC_OWN.contains(&ctx.str(*n)) {
                extra.push((*n, *v));
            }
        }
    }
    if !extra.is_empty() {
        p.out().push_str(" attributes {");
        p.w.print_named_attrs(&extra);
        p.out().push('}');
    }
    if entry.is_some() {
        p.out().push(' ');
        p.print_region(body, false, true, false);
    }
}

fn function_type(ir: &Ir, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let a = prop(ir, op, "function_type")?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Type(t) => match ir.ctx.type_kind(*t) {
            TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
            _ => None,
        },
        _ => None,
    }
}

fn verify_func(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let Some((inputs, results)) = function_type(ir, op) else {
        return Ok(());
    };
    for (name, n, what) in [("arg_attrs", inputs.len(), "argument"), ("res_attrs", results.len(), "result")] {
        if let Some(a) = prop(ir, op, name) {
            if let AttrKind::Array(es) = ctx.attr_kind(a) {
                if es.len() != n {
                    return Err(op_error(
                        ir,
                        op,
                        format!(
                            "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {n}",
                            es.len()
                        ),
                    ));
                }
                for d in es.iter() {
                    if ctx.dict_entries(*d).iter().any(|(k, _)| !ctx.str(*k).contains('.')) {
                        return Err(op_error(ir, op, format!("{what}s may only have dialect attributes")));
                    }
                }
            }
        }
    }
    let body = ir.region(op, 0);
    match ir.first_block(body) {
        None => {
            if mlir_ir::symbol::visibility(ir, op) == mlir_ir::symbol::Visibility::Public {
                return Err(op_error(ir, op, "symbol declaration cannot have public visibility"));
            }
        }
        Some(entry) => {
            if ir.num_arguments(entry) != inputs.len() {
                return Err(op_error(ir, op, format!("entry block must have {} arguments to match function signature", inputs.len())));
            }
            for (i, t) in inputs.iter().enumerate() {
                let at = ir.value_type(ir.argument(entry, i));
                if at != *t {
                    let s = |t: Type| mlir_ir::print::type_to_string(ctx, t);
                    return Err(op_error(
                        ir,
                        op,
                        format!(
                            "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                            s(at),
                            s(*t)
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

// ----- func.return -----

fn verify_return(ir: &Ir, op: OpId) -> EmitResult {
    let Some(f) = ir.parent_op(op) else { return Ok(()) };
    let Some((_, results)) = function_type(ir, f) else { return Ok(()) };
    let name = mlir_ir::symbol::symbol_name(ir, f).unwrap_or_default();
    let n = ir.num_operands(op);
    if n != results.len() {
        return Err(op_error(ir, op, format!("has {n} operands, but enclosing function (@{name}) returns {}", results.len())));
    }
    for (i, r) in results.iter().enumerate() {
        let t = ir.value_type(ir.operand(op, i));
        if t != *r {
            let s = |t: Type| mlir_ir::print::type_to_string(&ir.ctx, t);
            return Err(emit_op_error(
                ir,
                op,
                format!("type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}", s(t), s(*r)),
            ));
        }
    }
    Ok(())
}

// ----- func.call -----

fn verify_call_symbols(ir: &Ir, op: OpId, symbols: &mut SymbolCache) -> EmitResult {
    let ctx = &ir.ctx;
    let Some(callee) = prop(ir, op, "callee") else { return Ok(()) };
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(callee) else { return Ok(()) };
    let name = ctx.str(*root).to_string();
    let f = symbols.lookup_nearest(ir, op, &name).filter(|f| ir.name_str(*f) == "func.func");
    let Some(f) = f else {
        return Err(op_error(ir, op, format!("'{name}' does not reference a valid function")));
    };
    let Some((inputs, results)) = function_type(ir, f) else { return Ok(()) };
    let s = |t: Type| mlir_ir::print::type_to_string(ctx, t);
    if inputs.len() != ir.num_operands(op) {
        return Err(op_error(ir, op, format!("incorrect number of operands for callee: expected {}, but got {}", inputs.len(), ir.num_operands(op))));
    }
    for (i, t) in inputs.iter().enumerate() {
        let u = ir.value_type(ir.operand(op, i));
        if u != *t {
            return Err(op_error(
                ir,
                op,
                format!("operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}", s(*t), s(u)),
            ));
        }
    }
    if results.len() != ir.num_results(op) {
        return Err(op_error(ir, op, format!("incorrect number of results for callee: expected {}, but got {}", results.len(), ir.num_results(op))));
    }
    let mine: Vec<Type> = ir.result_types(op).collect();
    for (i, t) in results.iter().enumerate() {
        if mine[i] != *t {
            let list = |ts: &[Type]| ts.iter().map(|t| format!("'{}'", s(*t))).collect::<Vec<_>>().join(", ");
            let msg = format!("'{}' op result type mismatch at index {i}", ir.name_str(op));
            let d = mlir_ir::verify::with_current_op(ir, op, Diagnostic::error(ir.loc(op), msg))
                .with_note(ir.loc(op), format!("    op result types: {}", list(&mine)))
                .with_note(ir.loc(op), format!("callee result types: {}", list(&results)));
            ctx.emit(d);
            return Err(mlir_ir::Emitted);
        }
    }
    Ok(())
}

// ----- func.call_indirect -----

/// `%f(%args) (arg_attrs = [...])? (, res_attrs = [...])? attr-dict : function-type`
fn parse_call_indirect(p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let ctx = p.context().clone();
    let callee = p.parse_operand()?;
    p.parse_punct(Punct::LParen)?;
    let at = p.offset();
    let mut args = Vec::new();
    p.parse_operand_list(&mut args)?;
    p.parse_punct(Punct::RParen)?;
    let mut first = true;
    loop {
        let key = if p.parse_optional_keyword("arg_attrs") {
            "arg_attrs"
        } else if p.parse_optional_keyword("res_attrs") {
            "res_attrs"
        } else {
            break;
        };
        p.parse_punct(Punct::Equal)?;
        let at = p.offset();
        let v = p.parse_attribute(None)?;
        if !matches!(ctx.attr_kind(v), AttrKind::Array(_)) {
            return Err(p.error_at(at, "invalid kind of attribute specified".into()));
        }
        st.props.push((ctx.ident(key), v));
        first = false;
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    let _ = first;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(Punct::Colon)?;
    let type_at = p.offset();
    let fty = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty).clone() else {
        // Reported at the type, as upstream's generated parser does.
        let text = mlir_ir::print::type_to_string(&ctx, fty);
        return Err(p.error_at(type_at, format!("invalid kind of type specified: expected builtin.function, but found '{text}'")));
    };
    st.operands.push(p.resolve_operand(callee, fty)?);
    if inputs.len() != args.len() {
        return Err(p.error_at(at, format!("number of operands and types do not match: got {} operands and {} types", args.len(), inputs.len())));
    }
    for (u, t) in args.into_iter().zip(inputs.iter()) {
        st.operands.push(p.resolve_operand(u, *t)?);
    }
    st.result_types.extend(results.iter().copied());
    Ok(())
}

fn print_call_indirect(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir;
    let ctx = &ir.ctx;
    p.print_op_name(op);
    p.out().push(' ');
    p.print_value(ir.operand(op, 0), true);
    p.out().push('(');
    p.print_values(ir.operands(op).skip(1));
    p.out().push(')');
    let mut sep = " ";
    for key in ["arg_attrs", "res_attrs"] {
        if let Some(v) = prop(ir, op, key) {
            p.out().push_str(sep);
            p.out().push_str(key);
            p.out().push_str(" = ");
            p.print_attr(v);
            sep = ", ";
        }
    }
    p.print_optional_attr_dict(ctx.dict_entries(ir.attrs(op)), &[]);
    p.out().push_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
}

fn verify_call_indirect(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let fty = ir.value_type(ir.operand(op, 0));
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty) else { return Ok(()) };
    let mine: Vec<Type> = ir.result_types(op).collect();
    if **results != *mine {
        return Err(op_error(ir, op, "failed to verify that callee result types match result types"));
    }
    let args: Vec<Type> = ir.operands(op).skip(1).map(|v| ir.value_type(v)).collect();
    if **inputs != *args {
        return Err(op_error(ir, op, "failed to verify that callee input types match argument types"));
    }
    Ok(())
}

// ----- func.constant -----

fn verify_constant_symbols(ir: &Ir, op: OpId, symbols: &mut SymbolCache) -> EmitResult {
    let ctx = &ir.ctx;
    let Some(v) = prop(ir, op, "value") else { return Ok(()) };
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(v) else { return Ok(()) };
    let name = ctx.str(*root).to_string();
    let Some(f) = symbols.lookup_nearest(ir, op, &name).filter(|f| ir.name_str(*f) == "func.func") else {
        return Err(op_error(ir, op, format!("reference to undefined function '{name}'")));
    };
    let fty = prop(ir, f, "function_type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    });
    if fty != Some(ir.value_type(ir.result(op, 0))) {
        return Err(op_error(ir, op, "reference to function with mismatched type"));
    }
    Ok(())
}
