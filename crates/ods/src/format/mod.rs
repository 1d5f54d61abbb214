//! The declarative assembly format: upstream's `assemblyFormat` grammar, read once when an op
//! is registered into a small tree that [`print`] and [`parse`] interpret.
//!
//! ```text
//! format   ::= element*
//! element  ::= literal | variable | directive | group
//! literal  ::= '`' text '`'           (`` is "no space", ` ` a space, `\n` a new line)
//! variable ::= '$' name               (operand, result, attribute, region or successor)
//! group    ::= '(' element* ')' (':' '(' element* ')')? '?'   with one `^` anchor inside
//! ```

pub mod parse;
pub mod print;
mod reader;
pub mod simple;

use crate::def::OpDef;

/// What a `$name` refers to, by index into the op definition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Var {
    Operand(usize),
    Result(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
}

/// The subject of `type(...)` and the arguments of `functional-type(...)`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeOf {
    Operand(usize),
    Result(usize),
    AllOperands,
    AllResults,
}

/// One element of a format.
#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    /// A keyword or punctuation.
    Literal(String),
    /// `` (nothing: suppresses the next space) or ` ` (one space).
    Space(bool),
    Newline,
    Var(Var),
    /// `qualified($attr)`: the attribute in full, dialect prefix included.
    Qualified(Var),
    Type { of: TypeOf, qualified: bool },
    FunctionalType(TypeOf, TypeOf),
    AttrDict { with_keyword: bool },
    PropDict,
    Operands,
    Regions,
    Successors,
    Custom { name: String, args: Vec<Elem> },
    /// `ref(...)` inside a custom directive: an element parsed earlier.
    Ref(Box<Elem>),
    Optional(Box<Group>),
    Oilist(Vec<(String, Vec<Item>)>),
}

/// An element with its spacing decision: whether a space goes before it. Upstream decides
/// spacing once per format (not per printed op), simulating the elements in textual order
/// through both branches of optional groups; so do we, when the format is read.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub elem: Elem,
    pub space: bool,
}

/// An optional group: printed when its anchor is present, else its `else` elements.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    pub then: Vec<Item>,
    pub els: Vec<Item>,
    /// Index into `then` of the anchor element.
    pub anchor: usize,
}

/// A format read from its text.
#[derive(Clone, Debug)]
pub struct Format {
    pub elems: Vec<Item>,
    /// Attributes the format places (attr-dict leaves them out).
    pub placed_attrs: Vec<usize>,
}

impl Format {
    /// Reads `text` for the op `def`; the error names what is wrong with the format.
    pub fn new(def: &OpDef, text: &str) -> Result<Format, String> {
        let mut elems = reader::read(def, text)?;
        let mut st = (true, false);
        simulate_spacing(def, &mut elems, &mut st);
        let mut placed = Vec::new();
        collect_attrs(&elems, &mut placed);
        Ok(Format { elems, placed_attrs: placed })
    }
}

/// Whether a literal gets a space before it (upstream's `shouldEmitSpaceBefore`).
fn space_before_literal(v: &str, last_was_punct: bool) -> bool {
    if v.len() != 1 && v != "->" {
        return true;
    }
    let c = v.as_bytes()[0];
    if last_was_punct {
        !b">)}],".contains(&c)
    } else {
        !b"<>(){}[],".contains(&c)
    }
}

/// Whether `e` is a unit attribute (printed only through its group's keyword).
pub(crate) fn is_unit_attr(def: &OpDef, e: &Elem) -> bool {
    matches!(e, Elem::Var(Var::Attr(i)) if matches!(def.attrs[*i].constraint.syntax, crate::constraint::AttrSyntax::Unit))
}

/// Assigns each item its spacing decision; `st` is (should_emit_space, last_was_punctuation).
fn simulate_spacing(def: &OpDef, items: &mut [Item], st: &mut (bool, bool)) {
    for (i, item) in items.iter_mut().enumerate() {
        match &mut item.elem {
            Elem::Literal(v) => {
                item.space = st.0 && space_before_literal(v, st.1);
                st.0 = !matches!(v.as_str(), "<" | "(" | "{" | "[");
                let c = v.as_bytes()[0];
                st.1 = !(c.is_ascii_alphabetic() || c == b'_');
            }
            Elem::Space(false) => *st = (false, true),
            Elem::Space(true) => *st = (false, false),
            Elem::Newline => {}
            Elem::AttrDict { .. } | Elem::PropDict => st.1 = false,
            Elem::Optional(g) => {
                let anchor = g.anchor;
                // A unit anchor that is not first prints nothing and takes no part.
                let skip = anchor != 0 && is_unit_attr(def, &g.then[anchor].elem);
                for (j, t) in g.then.iter_mut().enumerate() {
                    if skip && j == anchor {
                        continue;
                    }
                    simulate_spacing(def, std::slice::from_mut(t), st);
                }
                simulate_spacing(def, &mut g.els, st);
            }
            Elem::Oilist(clauses) => {
                // Each clause starts after its keyword (`alignment(8)`: no space before `(`).
                for (_, es) in clauses.iter_mut() {
                    let mut clause = (true, false);
                    simulate_spacing(def, es, &mut clause);
                }
                *st = (true, false);
            }
            _ => {
                item.space = st.0 || !st.1;
                *st = (true, false);
            }
        }
        let _ = i;
    }
}

fn collect_attrs(elems: &[Item], out: &mut Vec<usize>) {
    for e in elems {
        match &e.elem {
            Elem::Var(Var::Attr(i)) | Elem::Qualified(Var::Attr(i)) => out.push(*i),
            Elem::Optional(g) => {
                collect_attrs(&g.then, out);
                collect_attrs(&g.els, out);
            }
            Elem::Custom { args, .. } => {
                for a in args {
                    if let Elem::Var(Var::Attr(i)) = a {
                        out.push(*i);
                    }
                }
            }
            Elem::Oilist(clauses) => {
                for (_, es) in clauses {
                    collect_attrs(es, out);
                }
            }
            _ => {}
        }
    }
}
