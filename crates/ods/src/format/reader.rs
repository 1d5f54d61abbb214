//! Reads a format string into [`Elem`]s, resolving `$names` against the op definition.

use super::{Elem, Group, Item, TypeOf, Var};
use crate::def::OpDef;

struct Reader<'a> {
    def: &'a OpDef,
    src: &'a [u8],
    pos: usize,
}

#[derive(Debug, PartialEq)]
enum Tok {
    Literal(String),
    Var(String),
    Keyword(String),
    Punct(u8),
    Eof,
}

fn item(elem: Elem) -> Item {
    Item { elem, space: false }
}

pub(super) fn read(def: &OpDef, text: &str) -> Result<Vec<Item>, String> {
    let mut r = Reader { def, src: text.as_bytes(), pos: 0 };
    let mut elems = Vec::new();
    loop {
        if r.peek()? == Tok::Eof {
            break;
        }
        elems.push(item(r.element()?));
    }
    Ok(elems)
}

impl Reader<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.src.len() && self.src[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn lex(&mut self) -> Result<Tok, String> {
        self.skip_ws();
        let Some(&c) = self.src.get(self.pos) else {
            return Ok(Tok::Eof);
        };
        self.pos += 1;
        match c {
            b'`' => {
                let start = self.pos;
                while self.pos < self.src.len() && self.src[self.pos] != b'`' {
                    self.pos += 1;
                }
                if self.pos >= self.src.len() {
                    return Err("unterminated literal".into());
                }
                let text = String::from_utf8_lossy(&self.src[start..self.pos]).into_owned();
                self.pos += 1;
                Ok(Tok::Literal(text))
            }
            b'$' => Ok(Tok::Var(self.ident())),
            c if c.is_ascii_alphabetic() || c == b'_' => {
                self.pos -= 1;
                Ok(Tok::Keyword(self.ident()))
            }
            c => Ok(Tok::Punct(c)),
        }
    }

    fn ident(&mut self) -> String {
        let start = self.pos;
        while self.pos < self.src.len() && (self.src[self.pos].is_ascii_alphanumeric() || matches!(self.src[self.pos], b'_' | b'-')) {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.src[start..self.pos]).into_owned()
    }

    fn peek(&mut self) -> Result<Tok, String> {
        let save = self.pos;
        let t = self.lex();
        self.pos = save;
        t
    }

    fn expect_punct(&mut self, p: u8) -> Result<(), String> {
        match self.lex()? {
            Tok::Punct(c) if c == p => Ok(()),
            t => Err(format!("expected '{}' in format, found {t:?}", p as char)),
        }
    }

    fn var(&self, name: &str) -> Result<Var, String> {
        let d = self.def;
        if let Some(i) = d.operands.iter().position(|o| o.name == name) {
            return Ok(Var::Operand(i));
        }
        if let Some(i) = d.results.iter().position(|o| o.name == name) {
            return Ok(Var::Result(i));
        }
        if let Some(i) = d.attrs.iter().position(|o| o.name == name) {
            return Ok(Var::Attr(i));
        }
        if let Some(i) = d.regions.iter().position(|o| o.name == name) {
            return Ok(Var::Region(i));
        }
        if let Some(i) = d.successors.iter().position(|o| o.name == name) {
            return Ok(Var::Successor(i));
        }
        Err(format!("format of '{}' names unknown variable '${name}'", d.name))
    }

    fn type_arg(&mut self) -> Result<TypeOf, String> {
        match self.lex()? {
            Tok::Var(n) => match self.var(&n)? {
                Var::Operand(i) => Ok(TypeOf::Operand(i)),
                Var::Result(i) => Ok(TypeOf::Result(i)),
                _ => Err(format!("type of '${n}', which is not an operand or result")),
            },
            Tok::Keyword(k) if k == "operands" => Ok(TypeOf::AllOperands),
            Tok::Keyword(k) if k == "results" => Ok(TypeOf::AllResults),
            t => Err(format!("expected a type argument in format, found {t:?}")),
        }
    }

    fn element(&mut self) -> Result<Elem, String> {
        match self.lex()? {
            Tok::Literal(text) => Ok(match text.as_str() {
                "" => Elem::Space(false),
                " " => Elem::Space(true),
                "\\n" => Elem::Newline,
                _ => Elem::Literal(text),
            }),
            Tok::Var(name) => Ok(Elem::Var(self.var(&name)?)),
            Tok::Punct(b'(') => self.group(),
            Tok::Keyword(k) => self.directive(&k),
            t => Err(format!("unexpected {t:?} in format")),
        }
    }

    fn directive(&mut self, k: &str) -> Result<Elem, String> {
        Ok(match k {
            "attr-dict" => Elem::AttrDict { with_keyword: false },
            "attr-dict-with-keyword" => Elem::AttrDict { with_keyword: true },
            "prop-dict" => Elem::PropDict,
            "operands" => Elem::Operands,
            "regions" => Elem::Regions,
            "successors" => Elem::Successors,
            "type" => {
                self.expect_punct(b'(')?;
                let of = self.type_arg()?;
                self.expect_punct(b')')?;
                Elem::Type { of, qualified: false }
            }
            "qualified" => {
                self.expect_punct(b'(')?;
                let inner = match self.lex()? {
                    Tok::Var(n) => Elem::Qualified(self.var(&n)?),
                    Tok::Keyword(k) if k == "type" => {
                        self.expect_punct(b'(')?;
                        let of = self.type_arg()?;
                        self.expect_punct(b')')?;
                        Elem::Type { of, qualified: true }
                    }
                    t => return Err(format!("unexpected {t:?} in qualified(...)")),
                };
                self.expect_punct(b')')?;
                inner
            }
            "functional-type" => {
                self.expect_punct(b'(')?;
                let a = self.type_arg()?;
                self.expect_punct(b',')?;
                let b = self.type_arg()?;
                self.expect_punct(b')')?;
                Elem::FunctionalType(a, b)
            }
            "custom" => {
                self.expect_punct(b'<')?;
                let name = match self.lex()? {
                    Tok::Keyword(n) => n,
                    t => return Err(format!("expected custom directive name, found {t:?}")),
                };
                self.expect_punct(b'>')?;
                self.expect_punct(b'(')?;
                let mut args = Vec::new();
                if self.peek()? != Tok::Punct(b')') {
                    loop {
                        args.push(self.custom_arg()?);
                        if self.peek()? != Tok::Punct(b',') {
                            break;
                        }
                        self.lex()?;
                    }
                }
                self.expect_punct(b')')?;
                Elem::Custom { name, args }
            }
            "oilist" => {
                self.expect_punct(b'(')?;
                let mut clauses = Vec::new();
                loop {
                    let kw = match self.lex()? {
                        Tok::Literal(t) => t,
                        t => return Err(format!("expected oilist keyword, found {t:?}")),
                    };
                    let mut es = Vec::new();
                    while !matches!(self.peek()?, Tok::Punct(b'|') | Tok::Punct(b')')) {
                        es.push(item(self.element()?));
                    }
                    clauses.push((kw, es));
                    match self.lex()? {
                        Tok::Punct(b'|') => continue,
                        Tok::Punct(b')') => break,
                        t => return Err(format!("unexpected {t:?} in oilist")),
                    }
                }
                Elem::Oilist(clauses)
            }
            _ => return Err(format!("unknown format directive '{k}'")),
        })
    }

    fn custom_arg(&mut self) -> Result<Elem, String> {
        if let Tok::Keyword(k) = self.peek()? {
            if k == "ref" {
                self.lex()?;
                self.expect_punct(b'(')?;
                let e = self.element()?;
                self.expect_punct(b')')?;
                return Ok(Elem::Ref(Box::new(e)));
            }
        }
        self.element()
    }

    /// After `(`: elements `)` (`:` `(` elements `)`)? `?`
    fn group(&mut self) -> Result<Elem, String> {
        let mut then = Vec::new();
        let mut anchor = None;
        loop {
            match self.peek()? {
                Tok::Punct(b')') => {
                    self.lex()?;
                    break;
                }
                Tok::Eof => return Err("unterminated optional group".into()),
                _ => {}
            }
            then.push(item(self.element()?));
            if self.peek()? == Tok::Punct(b'^') {
                self.lex()?;
                anchor = Some(then.len() - 1);
            }
        }
        let mut els = Vec::new();
        if self.peek()? == Tok::Punct(b':') {
            self.lex()?;
            self.expect_punct(b'(')?;
            while self.peek()? != Tok::Punct(b')') {
                els.push(item(self.element()?));
            }
            self.lex()?;
        }
        self.expect_punct(b'?')?;
        let anchor = match anchor {
            Some(a) => a,
            None => return Err("optional group has no anchor".into()),
        };
        Ok(Elem::Optional(Box::new(Group { then, els, anchor })))
    }
}
