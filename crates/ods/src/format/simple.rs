//! A straight-line parse for the commonest formats: every operand and result single, no
//! regions or successors, and elements among operands, literals, attributes, `attr-dict`,
//! `type(...)` and `(`keyword` $attr^)?` groups (`arith.addi`'s
//! `$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)`, say).
//!
//! For such a format, where each value's type comes from is known when the format is read:
//! the [`Plan`] works it out once (as [`super::parse`]'s `finish` would for every op, through
//! the trait links) and each op then reads its elements into a few fixed slots and resolves
//! its operands with no per-op state to reset or tables to build.
//!
//! Same behaviour by construction: the elements are read by the very calls the general
//! parser makes, in the same order (so errors are the same, at the same place), and a type
//! that can only be known per op (a trait's transform that gives none) hands the slots to the
//! general `finish`. The plan also holds the format's printing steps (`PrintStep`): operands,
//! types and the fixed text between them (literals and their spaces, run together) print
//! directly; any other element prints through the general printer's `item`, so the text is
//! the same (a test runs every test input through both paths and compares).

use super::parse::{attr_dict_into, attr_value, class_checked_type, finish_from_slots, optional_literal, Slots, SLOTS};
use super::{is_unit_attr, Elem, Format, TypeOf, Var};
use crate::compiled::{CompiledOp, Link, Named};
use crate::def::OpDef;
use mlir_ir::asm::{AsmParser, PResult, ParsedOp, Punct};
use mlir_ir::{Context, Type};
use smallvec::SmallVec;
use std::sync::atomic::{AtomicBool, Ordering};

static ENABLED: AtomicBool = AtomicBool::new(true);

/// Whether simple formats are read (and printed) by their straight-line paths (the default)
/// or by the general ones. For tests, which run both and compare: they must agree on every
/// input.
pub fn set_enabled(on: bool) {
    ENABLED.store(on, Ordering::Relaxed);
}

#[inline]
pub(super) fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

/// One element, as read.
#[derive(Clone, Debug)]
enum Step {
    Operand(usize),
    /// A keyword literal.
    Keyword(String),
    /// A punctuation literal.
    Punct(Punct),
    /// A required attribute (`qualified` when written `qualified($attr)`).
    Attr { attr: usize, qualified: bool },
    /// `(`keyword` $attr^)?`: the attribute when the keyword is there (a unit attribute is
    /// the keyword alone).
    KeywordAttr { keyword: String, attr: usize, unit: bool },
    AttrDict { with_keyword: bool },
    /// `type($operand)` / `type($result)`: the next parsed type.
    Type(TypeOf),
}

/// A trait's type transform (`TypesMatchWith`): the type of one value from another's.
type Transform = fn(&Context, Type) -> Option<Type>;

/// Where a value's type comes from.
#[derive(Copy, Clone, Debug)]
enum Src {
    /// The `k`-th type the text gives.
    Parsed(usize),
    /// The only type its constraint allows.
    Built(fn(&Context) -> Type),
    /// Entry `k` of [`Plan::derived`].
    Derived(usize),
}

/// A format the straight-line parse can read, with where each type comes from.
#[derive(Debug)]
pub struct Plan {
    steps: Vec<Step>,
    /// Types derived by a trait's transform, in the order the links derive them.
    derived: Vec<(Transform, Src)>,
    operands: Vec<Src>,
    results: Vec<Src>,
    /// Operands whose written type a `TypesMatchWith` link checks before deriving from it:
    /// (operand, parsed type index).
    prechecks: Vec<(usize, usize)>,
    /// How the format prints (`print.rs`): its operands and types directly, its fixed text
    /// (literals with the spaces before them) run together.
    pub(super) print: Vec<PrintStep>,
}

/// One step of a simple format's printing.
#[derive(Debug)]
pub(super) enum PrintStep {
    Text(Box<str>),
    Operand(usize),
    OperandType(usize),
    ResultType(usize),
    /// Element `i` of the format, printed as the general printer does.
    Item(usize),
}

/// The printing steps of `format`'s elements.
fn print_steps(format: &Format) -> Vec<PrintStep> {
    let mut steps = Vec::new();
    let mut text = String::new();
    for (k, it) in format.elems.iter().enumerate() {
        let step = match &it.elem {
            Elem::Literal(v) => {
                if it.space {
                    text.push(' ');
                }
                text.push_str(v);
                continue;
            }
            Elem::Space(true) => {
                text.push(' ');
                continue;
            }
            Elem::Space(false) | Elem::Ref(_) => continue,
            Elem::Newline => {
                text.push('\n');
                continue;
            }
            Elem::Var(Var::Operand(i)) => PrintStep::Operand(*i),
            Elem::Type { of: TypeOf::Operand(i), .. } => PrintStep::OperandType(*i),
            Elem::Type { of: TypeOf::Result(i), .. } => PrintStep::ResultType(*i),
            // The element prints its own space, if any.
            _ => {
                if !text.is_empty() {
                    steps.push(PrintStep::Text(std::mem::take(&mut text).into()));
                }
                steps.push(PrintStep::Item(k));
                continue;
            }
        };
        if it.space {
            text.push(' ');
        }
        if !text.is_empty() {
            steps.push(PrintStep::Text(std::mem::take(&mut text).into()));
        }
        steps.push(step);
    }
    if !text.is_empty() {
        steps.push(PrintStep::Text(text.into()));
    }
    steps
}

/// The plan for `def`'s format, if the straight-line parse can read it.
/// `all_single`: every operand and result group of `def` holds one value, without segment
/// sizes (`CompiledOp::single_operands` and `single_results`).
pub fn plan(def: &OpDef, format: &Format, links: &[Link], all_single: bool) -> Option<Plan> {
    if !all_single || !def.regions.is_empty() || !def.successors.is_empty() || links_need_attrs(links) {
        return None;
    }
    if def.operands.len() > SLOTS || def.attrs.len() > SLOTS {
        return None;
    }
    let mut steps = Vec::new();
    let mut ops: Vec<Option<Src>> = vec![None; def.operands.len()];
    let mut res: Vec<Option<Src>> = vec![None; def.results.len()];
    let mut n_types = 0;
    for item in &format.elems {
        match &item.elem {
            Elem::Space(_) | Elem::Newline => {}
            Elem::Var(Var::Operand(i)) => steps.push(Step::Operand(*i)),
            Elem::Literal(v) => steps.push(match Punct::from_text(v) {
                Some(pt) => Step::Punct(pt),
                None => Step::Keyword(v.clone()),
            }),
            Elem::Var(Var::Attr(i)) => steps.push(Step::Attr { attr: *i, qualified: false }),
            Elem::Qualified(Var::Attr(i)) => steps.push(Step::Attr { attr: *i, qualified: true }),
            Elem::AttrDict { with_keyword } => steps.push(Step::AttrDict { with_keyword: *with_keyword }),
            Elem::Type { of, qualified: false } => {
                if n_types == SLOTS {
                    return None;
                }
                match *of {
                    TypeOf::Operand(i) => ops[i] = Some(Src::Parsed(n_types)),
                    TypeOf::Result(i) => res[i] = Some(Src::Parsed(n_types)),
                    _ => return None,
                }
                n_types += 1;
                steps.push(Step::Type(*of));
            }
            Elem::Optional(g) => {
                // Exactly: a keyword, spaces, the anchor attribute; nothing otherwise.
                let parts: Vec<&Elem> = g.then.iter().map(|t| &t.elem).filter(|e| !matches!(e, Elem::Space(_) | Elem::Newline)).collect();
                let anchor = &g.then[g.anchor].elem;
                let else_empty = g.els.iter().all(|t| matches!(t.elem, Elem::Space(_) | Elem::Newline));
                match (parts.as_slice(), anchor) {
                    ([Elem::Literal(kw), Elem::Var(Var::Attr(a))], Elem::Var(Var::Attr(b))) if a == b && else_empty => {
                        steps.push(Step::KeywordAttr { keyword: kw.clone(), attr: *a, unit: is_unit_attr(def, anchor) });
                    }
                    _ => return None,
                }
            }
            _ => return None,
        }
    }
    // The written types a `TypesMatchWith` from an operand checks first.
    let prechecks = links
        .iter()
        .filter_map(|l| match l {
            Link::MatchWith { from: Named::Operand(i), .. } => match ops[*i] {
                Some(Src::Parsed(k)) => Some((*i, k)),
                _ => None,
            },
            _ => None,
        })
        .collect();
    // The trait links, in order, as `finish` applies them.
    let mut derived = Vec::new();
    for link in links {
        match link {
            Link::Same { with_results } => {
                let src = ops.iter().flatten().next().copied().or_else(|| if *with_results { res.iter().flatten().next().copied() } else { None });
                if let Some(s) = src {
                    ops.iter_mut().filter(|o| o.is_none()).for_each(|o| *o = Some(s));
                    if *with_results {
                        res.iter_mut().filter(|r| r.is_none()).for_each(|r| *r = Some(s));
                    }
                }
            }
            Link::AllMatch(names) => {
                let src = names.iter().rev().find_map(|n| get(&ops, &res, *n));
                if let Some(s) = src {
                    for n in names {
                        set(&mut ops, &mut res, *n, s);
                    }
                }
            }
            Link::MatchWith { from, to, transform } => {
                if let Some(s) = get(&ops, &res, *from) {
                    if get(&ops, &res, *to).is_none() {
                        derived.push((*transform, s));
                        set(&mut ops, &mut res, *to, Src::Derived(derived.len() - 1));
                    }
                }
            }
        }
    }
    for (o, d) in ops.iter_mut().zip(&def.operands) {
        if o.is_none() {
            *o = d.constraint.buildable.map(Src::Built);
        }
    }
    for (r, d) in res.iter_mut().zip(&def.results) {
        if r.is_none() {
            *r = d.constraint.buildable.map(Src::Built);
        }
    }
    let operands = ops.into_iter().collect::<Option<Vec<_>>>()?;
    let results = res.into_iter().collect::<Option<Vec<_>>>()?;
    Some(Plan { steps, derived, operands, results, prechecks, print: print_steps(format) })
}

/// Whether a link reads an attribute's type (known only per op).
fn links_need_attrs(links: &[Link]) -> bool {
    links.iter().any(|l| match l {
        Link::AllMatch(names) => names.iter().any(|n| matches!(n, Named::Attr(_))),
        Link::MatchWith { from, to, .. } => matches!(from, Named::Attr(_)) || matches!(to, Named::Attr(_)),
        Link::Same { .. } => false,
    })
}

fn get(ops: &[Option<Src>], res: &[Option<Src>], n: Named) -> Option<Src> {
    match n {
        Named::Operand(i) => ops[i],
        Named::Result(i) => res[i],
        Named::Attr(_) => None,
    }
}

fn set(ops: &mut [Option<Src>], res: &mut [Option<Src>], n: Named, s: Src) {
    let slot = match n {
        Named::Operand(i) => &mut ops[i],
        Named::Result(i) => &mut res[i],
        Named::Attr(_) => return,
    };
    if slot.is_none() {
        *slot = Some(s);
    }
}

/// Parses an op by `plan` (which must be `c`'s).
pub fn parse(c: &CompiledOp, plan: &Plan, p: &mut dyn AsmParser, st: &mut ParsedOp) -> PResult<()> {
    let def = &c.def;
    let mut slots = Slots::default();
    let mut num_types = 0;
    for step in &plan.steps {
        match step {
            Step::Operand(i) => slots.operands[*i] = Some(p.parse_operand()?),
            Step::Punct(pt) => p.parse_punct(*pt)?,
            Step::Keyword(v) => p.parse_keyword(v)?,
            Step::Attr { attr, qualified } => slots.attrs[*attr] = Some(attr_value(c, p, *attr, *qualified)?),
            Step::KeywordAttr { keyword, attr, unit } => {
                if optional_literal(p, keyword) {
                    slots.attrs[*attr] = Some(if *unit { p.context().unit_attr() } else { attr_value(c, p, *attr, false)? });
                }
            }
            Step::AttrDict { with_keyword } => attr_dict_into(c, p, *with_keyword, &mut st.attrs)?,
            Step::Type(of) => {
                let constraint = match *of {
                    TypeOf::Operand(i) => &def.operands[i].constraint,
                    TypeOf::Result(i) => &def.results[i].constraint,
                    _ => unreachable!("plans hold single-value types only"),
                };
                let t = class_checked_type(p, constraint, false)?;
                slots.types[num_types] = Some((*of, t));
                num_types += 1;
            }
        }
    }
    // Types derived per op; one a transform cannot give leaves the op to the general rules.
    let mut derived: SmallVec<[Type; 2]> = SmallVec::new();
    for (transform, src) in &plan.derived {
        let from = eval(*src, &slots.types, &derived, p.context());
        match transform(p.context(), from) {
            Some(t) => derived.push(t),
            None => return finish_from_slots(c, p, slots, st),
        }
    }
    for &(i, k) in &plan.prechecks {
        let t = parsed(&slots.types, k);
        let d = &def.operands[i];
        if !d.constraint.check(p.context(), t) {
            let at = p.name_offset();
            let text = mlir_ir::print::type_to_string(p.context(), t);
            return Err(p.error_at(at, format!("'{}' must be {}, but got '{text}'", d.name, d.constraint.summary)));
        }
    }
    for (i, src) in plan.operands.iter().enumerate() {
        let t = eval(*src, &slots.types, &derived, p.context());
        let u = slots.operands[i].expect("every operand is in the format");
        st.operands.push(p.resolve_operand(u, t)?);
    }
    for src in &plan.results {
        st.result_types.push(eval(*src, &slots.types, &derived, p.context()));
    }
    for (i, a) in slots.attrs.iter().enumerate() {
        if let Some(a) = a {
            st.props.push((c.attr_ids[i], *a));
        }
    }
    Ok(())
}

/// The `k`-th type read (the plan only names types its steps read before).
fn parsed(types: &[Option<(TypeOf, Type)>], k: usize) -> Type {
    types[k].expect("the plan reads a type before using it").1
}

fn eval(src: Src, types: &[Option<(TypeOf, Type)>], derived: &[Type], ctx: &Context) -> Type {
    match src {
        Src::Parsed(k) => parsed(types, k),
        Src::Built(b) => b(ctx),
        Src::Derived(k) => derived[k],
    }
}
