//! Parses an op by its declarative format (upstream's generated `parse` methods): the
//! elements in order, then operand and result types resolved from the format, the traits
//! and the op's inference hook.

use super::{is_unit_attr, Elem, Group, Item, TypeOf, Var};
use crate::compiled::{CompiledOp, Link, Named};
use crate::constraint::{typed_attr_type, AttrSyntax};
use crate::def::{Arity, OpDef};
use mlir_ir::asm::{AsmParser, PResult, ParsedOp, Punct, UnresolvedOperand};
use mlir_ir::{Attribute, BlockId, Ident, Type, TypeKind};
use smallvec::SmallVec;

/// A few values, inline (most groups hold one or two).
pub type Few<T> = SmallVec<[T; 2]>;
/// One entry per group of the definition, inline for common op shapes.
pub type PerGroup<T> = SmallVec<[T; 4]>;
/// A per-group table of the parse state: a plain vector (states are pooled, so it keeps its
/// allocation, and indexing it needs no inline-or-heap test).
pub type Table<T> = Vec<T>;

/// What the elements read so far, per variable of the definition.
pub struct FormatState {
    pub operands: Table<Few<UnresolvedOperand>>,
    /// Where each operand group started (count errors point there).
    pub operand_locs: Table<usize>,
    pub operand_types: Table<Option<Few<Type>>>,
    pub result_types: Table<Option<Few<Type>>>,
    pub all_operands: Option<(usize, Vec<UnresolvedOperand>)>,
    pub all_operand_types: Option<Vec<Type>>,
    pub all_result_types: Option<Vec<Type>>,
    pub attrs: Table<Option<Attribute>>,
    pub regions: Table<Vec<Vec<BlockId>>>,
    pub all_regions: Option<Vec<Vec<BlockId>>>,
    pub successors: Table<Few<BlockId>>,
    pub all_successors: Option<Vec<BlockId>>,
    pub dict: Vec<(Ident, Attribute)>,
}

impl FormatState {
    fn empty() -> FormatState {
        FormatState {
            operands: Vec::new(),
            operand_locs: Vec::new(),
            operand_types: Vec::new(),
            result_types: Vec::new(),
            all_operands: None,
            all_operand_types: None,
            all_result_types: None,
            attrs: Vec::new(),
            regions: Vec::new(),
            all_regions: None,
            successors: Vec::new(),
            all_successors: None,
            dict: Vec::new(),
        }
    }

    /// Empties the state and sizes it for `def` (keeping the allocations of a previous use:
    /// entries are emptied in place, so parsing the same kind of op again constructs nothing).
    fn reset(&mut self, def: &OpDef) {
        fn fit<T>(v: &mut Vec<T>, n: usize, clear: impl Fn(&mut T), make: impl FnMut() -> T) {
            v.truncate(n);
            v.iter_mut().for_each(clear);
            if v.len() < n {
                v.resize_with(n, make);
            }
        }
        let n = def.operands.len();
        fit(&mut self.operands, n, |x| x.clear(), Few::new);
        fit(&mut self.operand_locs, n, |x| *x = 0, || 0);
        fit(&mut self.operand_types, n, |x| *x = None, || None);
        fit(&mut self.result_types, def.results.len(), |x| *x = None, || None);
        self.all_operands = None;
        self.all_operand_types = None;
        self.all_result_types = None;
        fit(&mut self.attrs, def.attrs.len(), |x| *x = None, || None);
        fit(&mut self.regions, def.regions.len(), |x| x.clear(), Vec::new);
        self.all_regions = None;
        fit(&mut self.successors, def.successors.len(), |x| x.clear(), Few::new);
        self.all_successors = None;
        self.dict.clear();
    }
}

thread_local! {
    /// Parse states kept for reuse: a format parse takes one and gives it back, so that
    /// parsing an op allocates and initializes no fresh state (nested ops, parsed while their
    /// parent's state is out, take another).
    static STATES: std::cell::RefCell<Vec<Box<FormatState>>> = const { std::cell::RefCell::new(Vec::new()) };
}

pub fn parse(c: &CompiledOp, p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let Some(format) = &c.format else {
        let at = p.name_offset();
        return Err(p.error_at(at, "has no custom assembly form".into()));
    };
    if let Some(plan) = c.simple.as_ref().filter(|_| super::simple::enabled()) {
        return super::simple::parse(c, plan, p, st);
    }
    let mut fs = STATES.with(|s| s.borrow_mut().pop()).unwrap_or_else(|| Box::new(FormatState::empty()));
    fs.reset(&c.def);
    let r = items(c, p, &mut fs, &format.elems).and_then(|()| finish(c, p, &mut fs, st));
    STATES.with(|s| s.borrow_mut().push(fs));
    r
}

fn items(c: &CompiledOp, p: &mut dyn AsmParser, fs: &mut FormatState, items_: &[Item]) -> PResult<()> {
    for it in items_ {
        elem(c, p, fs, &it.elem)?;
    }
    Ok(())
}

fn literal(p: &mut dyn AsmParser, v: &str) -> PResult<()> {
    match Punct::from_text(v) {
        Some(pt) => p.parse_punct(pt),
        None => p.parse_keyword(v),
    }
}

pub(super) fn optional_literal(p: &mut dyn AsmParser, v: &str) -> bool {
    match Punct::from_text(v) {
        Some(pt) => p.parse_optional_punct(pt),
        None => p.parse_optional_keyword(v),
    }
}

/// A type list of at least one type.
fn type_list(p: &mut dyn AsmParser) -> PResult<Few<Type>> {
    let mut out = Few::new();
    loop {
        out.push(p.parse_type()?);
        if !p.parse_optional_punct(Punct::Comma) {
            return Ok(out);
        }
    }
}

fn elem(c: &CompiledOp, p: &mut dyn AsmParser, fs: &mut FormatState, e: &Elem) -> PResult<()> {
    let def = &c.def;
    match e {
        Elem::Literal(v) => literal(p, v),
        Elem::Space(_) | Elem::Newline | Elem::Ref(_) => Ok(()),
        Elem::Var(v) => var(c, p, fs, *v, false),
        Elem::Qualified(v) => var(c, p, fs, *v, true),
        Elem::Type { of, qualified } => {
            let tys: Few<Type> = match of {
                TypeOf::Operand(i) if def.operands[*i].arity == Arity::Single => {
                    smallvec::smallvec![class_checked_type(p, &def.operands[*i].constraint, *qualified)?]
                }
                TypeOf::Result(i) if def.results[*i].arity == Arity::Single => {
                    smallvec::smallvec![class_checked_type(p, &def.results[*i].constraint, *qualified)?]
                }
                TypeOf::Operand(i) if def.operands[*i].arity == Arity::Optional => p.parse_optional_type()?.into_iter().collect(),
                TypeOf::Result(i) if def.results[*i].arity == Arity::Optional => p.parse_optional_type()?.into_iter().collect(),
                _ => type_list(p)?,
            };
            set_types(fs, *of, tys);
            Ok(())
        }
        Elem::FunctionalType(a, b) => {
            let at = p.offset();
            let t = p.parse_type()?;
            let (ins, outs) = match p.context().type_kind(t) {
                TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
                _ => {
                    let text = mlir_ir::print::type_to_string(p.context(), t);
                    return Err(p.error_at(at, format!("invalid kind of type specified: expected builtin.function, but found '{text}'")));
                }
            };
            set_types(fs, *a, ins.into());
            set_types(fs, *b, outs.into());
            Ok(())
        }
        Elem::AttrDict { with_keyword } => attr_dict_into(c, p, *with_keyword, &mut fs.dict),
        Elem::PropDict => prop_dict(c, p, fs),
        Elem::Operands => {
            let at = p.offset();
            let mut us = Vec::new();
            p.parse_operand_list(&mut us)?;
            fs.all_operands = Some((at, us));
            Ok(())
        }
        Elem::Regions => {
            let mut rs = Vec::new();
            if let Some(r) = p.parse_optional_region(&[])? {
                rs.push(r);
                while p.parse_optional_punct(Punct::Comma) {
                    rs.push(p.parse_region(&[])?);
                }
            }
            fs.all_regions = Some(rs);
            Ok(())
        }
        Elem::Successors => {
            let mut bs = Vec::new();
            if let Some(b) = p.parse_optional_successor()? {
                bs.push(b);
                while p.parse_optional_punct(Punct::Comma) {
                    bs.push(p.parse_successor()?);
                }
            }
            fs.all_successors = Some(bs);
            Ok(())
        }
        Elem::Custom { name, args } => match crate::custom::directive(name) {
            Some(d) => (d.parse)(p, fs, def, args),
            None => {
                let at = p.name_offset();
                Err(p.error_at(at, format!("custom directive '{name}' is not available")))
            }
        },
        Elem::Optional(g) => group(c, p, fs, g),
        Elem::Oilist(clauses) => {
            let mut seen = vec![false; clauses.len()];
            'outer: loop {
                for (k, (kw, es)) in clauses.iter().enumerate() {
                    if p.parse_optional_keyword(kw) {
                        if seen[k] {
                            let at = p.name_offset();
                            return Err(p.error_at(at, format!("`{kw}` clause can appear at most once in the expansion of the oilist directive")));
                        }
                        seen[k] = true;
                        if es.len() == 1 && is_unit_attr(def, &es[0].elem) {
                            if let Elem::Var(Var::Attr(i)) = es[0].elem {
                                fs.attrs[i] = Some(p.context().unit_attr());
                            }
                        } else {
                            items(c, p, fs, es)?;
                        }
                        continue 'outer;
                    }
                }
                return Ok(());
            }
        }
    }
}

/// `attr-dict` (or `attr-dict-with-keyword`): the discardable attributes, appended to `out`.
pub(super) fn attr_dict_into(c: &CompiledOp, p: &mut dyn AsmParser, with_keyword: bool, out: &mut Vec<(Ident, Attribute)>) -> PResult<()> {
    let def = &c.def;
    if with_keyword {
        if !p.parse_optional_keyword("attributes") {
            return Ok(());
        }
        if !p.at_punct(Punct::LBrace) {
            return Err(p.wrong_token("expected '{' in attribute dictionary"));
        }
    }
    let at = p.offset();
    let mut dict = Vec::new();
    p.parse_optional_attr_dict(&mut dict)?;
    // Strict properties: inherent attributes are written in the format, never here.
    for (i, a) in def.attrs.iter().enumerate() {
        if dict.iter().any(|(n, _)| *n == c.attr_ids[i]) {
            return Err(p.error_at(
                at,
                format!("inherent attribute '{}' cannot be parsed from attr-dict when strict properties in assembly format is enabled", a.name),
            ));
        }
    }
    out.extend(dict);
    Ok(())
}

/// What [`super::simple`]'s straight-line parse read: per operand group its one operand, per
/// attribute its value, and the types in the order the text gave them.
#[derive(Default)]
pub(super) struct Slots {
    pub operands: [Option<UnresolvedOperand>; SLOTS],
    pub attrs: [Option<Attribute>; SLOTS],
    /// The types read, in order, from the first entry on.
    pub types: [Option<(TypeOf, Type)>; SLOTS],
}

/// Most operands, attributes or written types a straight-line parse has room for (a format
/// with more takes the general path).
pub(super) const SLOTS: usize = 4;

/// Finishes a straight-line parse by the general rules: the slots become the parse state
/// the elements would have left (discardable attributes, already in `st.attrs`, included).
pub(super) fn finish_from_slots(c: &CompiledOp, p: &mut dyn AsmParser, slots: Slots, st: &mut ParsedOp) -> PResult<()> {
    let mut fs = STATES.with(|s| s.borrow_mut().pop()).unwrap_or_else(|| Box::new(FormatState::empty()));
    fs.reset(&c.def);
    for (i, u) in slots.operands.iter().enumerate() {
        if let Some(u) = u {
            fs.operand_locs[i] = u.loc;
            fs.operands[i] = smallvec::smallvec![*u];
        }
    }
    for &(of, t) in slots.types.iter().flatten() {
        set_types(&mut fs, of, smallvec::smallvec![t]);
    }
    for (i, a) in slots.attrs.into_iter().enumerate() {
        fs.attrs[i] = a;
    }
    fs.dict.append(&mut st.attrs);
    let r = finish(c, p, &mut fs, st);
    STATES.with(|s| s.borrow_mut().push(fs));
    r
}

/// A type for a value whose constraint names a builtin class: a type of another class is
/// an error at the type ("invalid kind of type specified").
pub(super) fn class_checked_type(p: &mut dyn AsmParser, c: &crate::constraint::TypeConstraint, qualified: bool) -> PResult<Type> {
    let at = p.offset();
    let t = p.parse_type()?;
    if let (Some((name, test)), false) = (c.class, qualified) {
        if !test(p.context(), t) {
            // A class without a name of its own (`BaseMemRefType`) gets the short message.
            if name.is_empty() {
                return Err(p.error_at(at, "invalid kind of type specified".into()));
            }
            let text = mlir_ir::print::type_to_string(p.context(), t);
            return Err(p.error_at(at, format!("invalid kind of type specified: expected {name}, but found '{text}'")));
        }
    }
    Ok(t)
}

fn set_types(fs: &mut FormatState, of: TypeOf, tys: Few<Type>) {
    match of {
        TypeOf::Operand(i) => fs.operand_types[i] = Some(tys),
        TypeOf::Result(i) => fs.result_types[i] = Some(tys),
        TypeOf::AllOperands => fs.all_operand_types = Some(tys.into_vec()),
        TypeOf::AllResults => fs.all_result_types = Some(tys.into_vec()),
    }
}

fn var(c: &CompiledOp, p: &mut dyn AsmParser, fs: &mut FormatState, v: Var, qualified: bool) -> PResult<()> {
    let def = &c.def;
    match v {
        Var::Operand(i) => {
            fs.operand_locs[i] = p.offset();
            match def.operands[i].arity {
                Arity::Single => fs.operands[i] = smallvec::smallvec![p.parse_operand()?],
                Arity::Optional => fs.operands[i] = p.parse_optional_operand()?.into_iter().collect(),
                Arity::Variadic => {
                    let mut us = Vec::new();
                    p.parse_operand_list(&mut us)?;
                    fs.operands[i] = us.into();
                }
            }
            Ok(())
        }
        Var::Result(_) => Ok(()),
        Var::Region(i) => {
            if def.regions[i].variadic {
                if let Some(r) = p.parse_optional_region(&[])? {
                    fs.regions[i].push(r);
                    while p.parse_optional_punct(Punct::Comma) {
                        fs.regions[i].push(p.parse_region(&[])?);
                    }
                }
            } else {
                fs.regions[i] = vec![p.parse_region(&[])?];
            }
            Ok(())
        }
        Var::Successor(i) => {
            if def.successors[i].variadic {
                if let Some(b) = p.parse_optional_successor()? {
                    fs.successors[i].push(b);
                    while p.parse_optional_punct(Punct::Comma) {
                        fs.successors[i].push(p.parse_successor()?);
                    }
                }
            } else {
                fs.successors[i] = smallvec::smallvec![p.parse_successor()?];
            }
            Ok(())
        }
        Var::Attr(i) => {
            fs.attrs[i] = Some(attr_value(c, p, i, qualified)?);
            Ok(())
        }
    }
}

/// Reads attribute `i` as its syntax says (required).
pub(super) fn attr_value(c: &CompiledOp, p: &mut dyn AsmParser, i: usize, qualified: bool) -> PResult<Attribute> {
    let a = &c.def.attrs[i];
    if qualified {
        return p.parse_attribute(None);
    }
    match &a.constraint.syntax {
        AttrSyntax::Full => {
            let at = p.offset();
            let v = p.parse_attribute(None)?;
            if a.constraint.class_checked && !a.constraint.check(p.context(), v) {
                return Err(p.error_at(at, "invalid kind of attribute specified".into()));
            }
            Ok(v)
        }
        AttrSyntax::WithoutType(t) => {
            let ty = t(p.context());
            let at = p.offset();
            let v = p.parse_attribute(Some(ty))?;
            if a.constraint.class_checked && !a.constraint.check(p.context(), v) {
                return Err(p.error_at(at, "invalid kind of attribute specified".into()));
            }
            Ok(v)
        }
        AttrSyntax::IntEnum(e) => {
            // Keyword cases, the common spelling, need no context copy.
            if let Some(v) = p.peek_keyword().and_then(|kw| e.keyword_value(kw)) {
                p.skip_keyword();
                return Ok(e.int_attr(p.context(), v));
            }
            int_enum_slow(p, a, e)
        }
        AttrSyntax::Dialect { .. } => {
            // A full `#dialect...` attribute is accepted too (and checked by the verifier).
            if p.peek_hash() {
                return p.parse_attribute(None);
            }
            match c.dialect_attr_hooks(p.context(), i) {
                Some(h) => h.parse(p, None),
                None => p.parse_attribute(None),
            }
        }
        syntax => attr_value_other(p, a, syntax),
    }
}

fn int_enum_slow(p: &mut dyn AsmParser, a: &crate::def::AttrDef, e: &crate::enums::EnumDef) -> PResult<Attribute> {
    let ctx = p.context().clone();
    let at = p.offset();
    if let Some(s) = p.parse_optional_string() {
        let s = String::from_utf8_lossy(&s).into_owned();
        return match e.keyword_value(&s) {
            Some(v) => Ok(ctx.integer_attr(e.storage_type(&ctx), v as i128)),
            None => Err(p.error_at(at, format!("invalid {} attribute specification: \"{s}\"", a.name))),
        };
    }
    Err(p.error_at(
        at,
        format!(
            "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
            a.name,
            e.keywords().join(", ")
        ),
    ))
}

fn attr_value_other(p: &mut dyn AsmParser, a: &crate::def::AttrDef, syntax: &AttrSyntax) -> PResult<Attribute> {
    let ctx = p.context().clone();
    match syntax {
        // Read by `attr_value` itself.
        AttrSyntax::Full | AttrSyntax::WithoutType(_) | AttrSyntax::IntEnum(_) | AttrSyntax::Dialect { .. } => {
            let _ = a;
            p.parse_attribute(None)
        }
        AttrSyntax::Unit => Ok(ctx.unit_attr()),
        AttrSyntax::SymbolName => match p.parse_optional_symbol_name() {
            Some(n) => Ok(ctx.string_attr(&n)),
            None => {
                let at = p.offset();
                Err(p.error_at(at, "expected valid '@'-identifier for symbol name".into()))
            }
        },
        AttrSyntax::Type => {
            let t = p.parse_type()?;
            Ok(ctx.type_attr(t))
        }
        AttrSyntax::DenseArray(elem) => {
            let et = elem(&ctx);
            let width = match ctx.type_kind(et) {
                TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            p.parse_punct(Punct::LSquare)?;
            let mut raw = Vec::new();
            let mut len = 0;
            if !p.parse_optional_punct(Punct::RSquare) {
                loop {
                    let at = p.offset();
                    let Some(v) = p.parse_optional_integer()? else {
                        return Err(p.error_at(at, "expected integer value".into()));
                    };
                    let mut le = v.to_signed_bytes_le();
                    let fill = if v.sign() == num_bigint::Sign::Minus { 0xFF } else { 0 };
                    let bytes = mlir_ir::attrs::dense_elem_bytes(width);
                    le.resize(bytes.max(le.len()), fill);
                    raw.extend_from_slice(&le[..bytes]);
                    len += 1;
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RSquare)?;
            }
            Ok(ctx.attr(mlir_ir::AttrKind::DenseArray { elem: et, len, raw: raw.into() }))
        }
    }
}

/// Whether the first element of an optional group is present; consumes it if so.
fn probe(c: &CompiledOp, p: &mut dyn AsmParser, fs: &mut FormatState, e: &Elem) -> PResult<bool> {
    let def = &c.def;
    match e {
        Elem::Literal(v) => Ok(optional_literal(p, v)),
        Elem::Var(Var::Operand(i)) => {
            fs.operand_locs[*i] = p.offset();
            let mut us = Vec::new();
            match def.operands[*i].arity {
                Arity::Variadic => p.parse_operand_list(&mut us)?,
                _ => us.extend(p.parse_optional_operand()?),
            }
            let present = !us.is_empty();
            fs.operands[*i] = us.into();
            Ok(present)
        }
        Elem::Var(Var::Region(i)) => match p.parse_optional_region(&[])? {
            Some(r) => {
                let present = !r.is_empty();
                fs.regions[*i] = vec![r];
                Ok(present)
            }
            None => Ok(false),
        },
        Elem::Var(Var::Successor(i)) => match p.parse_optional_successor()? {
            Some(b) => {
                fs.successors[*i] = smallvec::smallvec![b];
                Ok(true)
            }
            None => Ok(false),
        },
        Elem::Var(Var::Attr(i)) | Elem::Qualified(Var::Attr(i)) => {
            let a = &def.attrs[*i];
            let present = match &a.constraint.syntax {
                AttrSyntax::IntEnum(en) => {
                    let kw_ok = p.peek_keyword().is_some_and(|k| en.keyword_value(k).is_some());
                    kw_ok || p.peek_string()
                }
                AttrSyntax::SymbolName => p.peek_symbol(),
                AttrSyntax::Dialect { .. } => p.at_punct(Punct::Less) || p.peek_hash(),
                AttrSyntax::DenseArray(_) => p.at_punct(Punct::LSquare),
                AttrSyntax::Unit => false,
                AttrSyntax::Type => p.peek_type(),
                // Upstream's `parseOptionalAttribute` for a storage class looks for the token
                // that class starts with.
                _ => match a.constraint.name.as_str() {
                    "SymbolRefAttr" | "FlatSymbolRefAttr" => p.peek_symbol(),
                    "StrAttr" => p.peek_string(),
                    _ => p.peek_attribute(),
                },
            };
            if !present {
                return Ok(false);
            }
            fs.attrs[*i] = Some(attr_value(c, p, *i, matches!(e, Elem::Qualified(_)))?);
            Ok(true)
        }
        Elem::Type { of, .. } => match p.parse_optional_type()? {
            Some(t) => {
                let mut tys: Few<Type> = smallvec::smallvec![t];
                let single = match of {
                    TypeOf::Operand(i) => def.operands[*i].arity != Arity::Variadic,
                    TypeOf::Result(i) => def.results[*i].arity != Arity::Variadic,
                    _ => false,
                };
                if !single {
                    while p.parse_optional_punct(Punct::Comma) {
                        tys.push(p.parse_type()?);
                    }
                }
                set_types(fs, *of, tys);
                Ok(true)
            }
            None => Ok(false),
        },
        Elem::Operands => {
            let at = p.offset();
            let mut us = Vec::new();
            p.parse_operand_list(&mut us)?;
            let present = !us.is_empty();
            fs.all_operands = Some((at, us));
            Ok(present)
        }
        Elem::Custom { .. } => {
            elem(c, p, fs, e)?;
            Ok(true)
        }
        _ => {
            elem(c, p, fs, e)?;
            Ok(true)
        }
    }
}

fn group(c: &CompiledOp, p: &mut dyn AsmParser, fs: &mut FormatState, g: &Group) -> PResult<()> {
    let first = g.then.iter().position(|t| !matches!(t.elem, Elem::Space(_) | Elem::Newline)).unwrap_or(0);
    if probe(c, p, fs, &g.then[first].elem)? {
        if let Elem::Var(Var::Attr(i)) = g.then[g.anchor].elem {
            if is_unit_attr(&c.def, &g.then[g.anchor].elem) {
                fs.attrs[i] = Some(p.context().unit_attr());
            }
        }
        for (j, t) in g.then.iter().enumerate().skip(first + 1) {
            if j == g.anchor && is_unit_attr(&c.def, &t.elem) {
                continue;
            }
            elem(c, p, fs, &t.elem)?;
        }
    } else {
        items(c, p, fs, &g.els)?;
    }
    Ok(())
}

/// `<name = value, unit>` or `<{dict}>`: properties the format does not place.
fn prop_dict(c: &CompiledOp, p: &mut dyn AsmParser, fs: &mut FormatState) -> PResult<()> {
    if !p.parse_optional_punct(Punct::Less) {
        return Ok(());
    }
    let placed = &c.format.as_ref().expect("format").placed_attrs;
    if p.at_punct(Punct::LBrace) {
        let at = p.offset();
        let mut dict = Vec::new();
        p.parse_optional_attr_dict(&mut dict)?;
        for &(n, v) in &dict {
            match c.attr_ids.iter().position(|id| *id == n) {
                Some(i) if !placed.contains(&i) => fs.attrs[i] = Some(v),
                _ => {
                    let ctx = p.context().clone();
                    let key = ctx.str(n).to_string();
                    let text = mlir_ir::print::attr_to_string(&ctx, ctx.dictionary(dict.clone()));
                    return Err(p.error_at(at, format!("invalid properties {text}: unknown key '\"{key}\"' when parsing properties dictionary")));
                }
            }
        }
        return p.parse_punct(Punct::Greater);
    }
    if p.parse_optional_punct(Punct::Greater) {
        return Ok(());
    }
    loop {
        let at = p.offset();
        let Some(key) = p.parse_optional_any_keyword() else {
            return Err(p.error_at(at, "expected valid keyword".into()));
        };
        let i = match c.def.attrs.iter().position(|a| a.name == key) {
            Some(i) if !placed.contains(&i) && fs.attrs[i].is_none() => i,
            _ => return Err(p.error_at(at, format!("duplicate or unknown property in properties dictionary: {key}"))),
        };
        if matches!(c.def.attrs[i].constraint.syntax, AttrSyntax::Unit) {
            if p.parse_optional_punct(Punct::Equal) {
                p.parse_attribute(None)?;
            }
            fs.attrs[i] = Some(p.context().unit_attr());
        } else {
            p.parse_punct(Punct::Equal)?;
            fs.attrs[i] = Some(attr_value(c, p, i, false)?);
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::Greater)
}

/// A type source for a group: one type for every value, or one per value (as the text gave
/// them, borrowed from the parse state).
#[derive(Clone, Copy, Debug)]
enum Tys<'a> {
    One(Type),
    List(&'a [Type]),
}

impl Tys<'_> {
    fn first(&self) -> Option<Type> {
        match self {
            Tys::One(t) => Some(*t),
            Tys::List(v) => v.first().copied(),
        }
    }
}

/// A named variable's known type, for trait-driven inference.
fn named_type(ops: &[Option<Tys<'_>>], res: &[Option<Tys<'_>>], fs: &FormatState, ctx: &mlir_ir::Context, n: Named) -> Option<Type> {
    match n {
        Named::Operand(i) => ops[i].as_ref().and_then(|t| t.first()),
        Named::Result(i) => res[i].as_ref().and_then(|t| t.first()),
        Named::Attr(i) => fs.attrs[i].and_then(|a| typed_attr_type(ctx, a)),
    }
}

fn set_named_type<'a>(ops: &mut [Option<Tys<'a>>], res: &mut [Option<Tys<'a>>], n: Named, t: Type) {
    let slot = match n {
        Named::Operand(i) => &mut ops[i],
        Named::Result(i) => &mut res[i],
        Named::Attr(_) => return,
    };
    if slot.is_none() {
        *slot = Some(Tys::One(t));
    }
}

fn finish(c: &CompiledOp, p: &mut dyn AsmParser, fs: &mut FormatState, st: &mut ParsedOp) -> PResult<()> {
    let def = &c.def;
    // Regions (with implicit terminators) and successors.
    let regions: Vec<Vec<BlockId>> = match fs.all_regions.take() {
        Some(rs) => rs,
        None => fs.regions.drain(..).flatten().collect(),
    };
    for blocks in regions {
        let blocks = crate::terminator::ensure(def, p, blocks);
        st.regions.push(blocks);
    }
    match fs.all_successors.take() {
        Some(bs) => st.successors = bs,
        None => st.successors.extend(fs.successors.iter().flatten().copied()),
    }
    // Types known from the text; a single value takes a single type.
    let mut ops: PerGroup<Option<Tys>> = fs
        .operand_types
        .iter()
        .enumerate()
        .map(|(i, t)| {
            t.as_ref().map(|v| if v.len() == 1 && def.operands[i].arity != Arity::Variadic { Tys::One(v[0]) } else { Tys::List(v) })
        })
        .collect();
    let mut res: PerGroup<Option<Tys>> = fs.result_types.iter().map(|t| t.as_deref().map(Tys::List)).collect();
    // A type the text gives and a trait derives another from is checked first (upstream's
    // generated parsers do, naming the value).
    for link in &c.links {
        if let Link::MatchWith { from: Named::Operand(i), .. } = link {
            if let Some(t) = ops[*i].as_ref().and_then(|t| t.first()) {
                let d = &def.operands[*i];
                if !d.constraint.check(p.context(), t) {
                    let at = p.name_offset();
                    let text = mlir_ir::print::type_to_string(p.context(), t);
                    return Err(p.error_at(at, format!("'{}' must be {}, but got '{text}'", d.name, d.constraint.summary)));
                }
            }
        }
    }
    // Inference from the traits' type relations, in trait order, then buildable types.
    for link in &c.links {
        match link {
            Link::Same { with_results } => {
                let src = ops.iter().flatten().find_map(|t| t.first()).or_else(|| {
                    if *with_results {
                        res.iter().flatten().find_map(|t| t.first())
                    } else {
                        None
                    }
                });
                if let Some(t) = src {
                    for o in ops.iter_mut().filter(|o| o.is_none()) {
                        *o = Some(Tys::One(t));
                    }
                    if *with_results {
                        for r in res.iter_mut().filter(|r| r.is_none()) {
                            *r = Some(Tys::One(t));
                        }
                    }
                }
            }
            Link::AllMatch(names) => {
                let src = names.iter().rev().find_map(|n| named_type(&ops, &res, fs, p.context(), *n));
                if let Some(t) = src {
                    for n in names {
                        set_named_type(&mut ops, &mut res, *n, t);
                    }
                }
            }
            Link::MatchWith { from, to, transform } => {
                if let Some(t) = named_type(&ops, &res, fs, p.context(), *from) {
                    if let Some(u) = transform(p.context(), t) {
                        set_named_type(&mut ops, &mut res, *to, u);
                    }
                }
            }
        }
    }
    for (i, o) in def.operands.iter().enumerate() {
        if ops[i].is_none() {
            if let Some(b) = o.constraint.buildable {
                ops[i] = Some(Tys::One(b(p.context())));
            }
        }
    }
    for (i, r) in def.results.iter().enumerate() {
        if res[i].is_none() && r.arity == Arity::Single {
            if let Some(b) = r.constraint.buildable {
                res[i] = Some(Tys::One(b(p.context())));
            }
        }
    }
    // Operands.
    if let Some((at, uses)) = fs.all_operands.take() {
        let tys = fs.all_operand_types.as_deref().unwrap_or_default();
        resolve(p, &uses, &Tys::List(tys), at, &mut st.operands)?;
    } else if let Some(all) = fs.all_operand_types.as_deref() {
        let uses: Vec<UnresolvedOperand> = fs.operands.iter().flatten().copied().collect();
        let at = p.name_offset();
        resolve(p, &uses, &Tys::List(all), at, &mut st.operands)?;
    } else {
        for (i, uses) in fs.operands.iter().enumerate() {
            // No operands and no types written: nothing to resolve (types given for no
            // operands are a count mismatch, reported by `resolve`).
            let types_given = matches!(&ops[i], Some(Tys::List(v)) if !v.is_empty());
            if uses.is_empty() && !types_given {
                continue;
            }
            match &ops[i] {
                Some(t) => resolve(p, uses, t, fs.operand_locs[i], &mut st.operands)?,
                None => {
                    let at = p.name_offset();
                    return Err(p.error_at(at, format!("could not infer the type of operand '{}'", def.operands[i].name)));
                }
            }
        }
    }
    // Segment sizes.
    if c.sized_operands {
        let sizes: Vec<i32> = fs.operands.iter().map(|u| u.len() as i32).collect();
        st.props.push((c.operand_segments_id, dense_i32(p.context(), &sizes)));
    }
    // Results.
    if let Some(all) = fs.all_result_types.take() {
        st.result_types = all;
    } else if res.iter().all(|r| r.is_some()) {
        for r in res.iter() {
            match r {
                Some(Tys::One(t)) => st.result_types.push(*t),
                Some(Tys::List(v)) => st.result_types.extend(v.iter().copied()),
                None => {}
            }
        }
    } else if let Some(infer) = def.code.infer_result_types {
        let operand_types: Vec<Type> = st.operands.iter().map(|v| p.value_type(*v)).collect();
        let attrs: Vec<(Ident, Attribute)> = c.attr_ids.iter().zip(&fs.attrs).filter_map(|(n, a)| a.map(|a| (*n, a))).collect();
        match infer(p.context(), &operand_types, &attrs) {
            Some(tys) => st.result_types = tys,
            None => {
                let at = p.name_offset();
                return Err(p.error_at(at, "Failed to infer result type(s).".into()));
            }
        }
    } else {
        let at = p.name_offset();
        return Err(p.error_at(at, "could not infer the result types".into()));
    }
    if c.sized_results {
        let sizes: Vec<i32> = res
            .iter()
            .map(|r| match r {
                Some(Tys::List(v)) => v.len() as i32,
                _ => 1,
            })
            .collect();
        st.props.push((c.result_segments_id, dense_i32(p.context(), &sizes)));
    }
    // Attributes: placed ones are properties, the dictionary's are discardable.
    for (i, a) in fs.attrs.iter().enumerate() {
        if let Some(a) = a {
            st.props.push((c.attr_ids[i], *a));
        }
    }
    st.attrs.append(&mut fs.dict);
    Ok(())
}

fn dense_i32(ctx: &mlir_ir::Context, v: &[i32]) -> Attribute {
    let raw: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    ctx.attr(mlir_ir::AttrKind::DenseArray { elem: ctx.integer_type(32, mlir_ir::Signedness::Signless), len: v.len(), raw: raw.into() })
}

fn resolve(p: &mut dyn AsmParser, uses: &[UnresolvedOperand], tys: &Tys, at: usize, out: &mut Vec<mlir_ir::Value>) -> PResult<()> {
    match tys {
        Tys::One(t) => {
            for u in uses {
                out.push(p.resolve_operand(*u, *t)?);
            }
        }
        Tys::List(v) => {
            if v.len() != uses.len() {
                return Err(p.error_at(
                    at,
                    format!("number of operands and types do not match: got {} operands and {} types", uses.len(), v.len()),
                ));
            }
            for (u, t) in uses.iter().zip(v.iter()) {
                out.push(p.resolve_operand(*u, *t)?);
            }
        }
    }
    Ok(())
}
