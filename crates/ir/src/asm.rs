//! The reading side of custom syntax: the interface a dialect's hand-written or declarative
//! parser uses to read an op's text (upstream's `OpAsmParser`, and `DialectAsmParser` for
//! dialect attributes and types).
//!
//! The textual-format crate implements [`AsmParser`] over its token stream; dialect code sees
//! only this trait, so dialects depend on the core and never on the parser. Every method that
//! fails has already emitted its diagnostic (with upstream's wording, at the offending token)
//! and returns [`Emitted`].
//!
//! Offsets (`usize`) are byte offsets into the text being parsed; [`AsmParser::loc_at`] turns
//! one into a location.

use crate::attrs::{Attribute, Location};
use crate::context::Context;
use crate::diag::Emitted;
use crate::ident::Ident;
use crate::store::{BlockId, Ir, Value};
use crate::types::Type;

pub type PResult<T> = Result<T, Emitted>;

/// Punctuation a custom parser can ask for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Punct {
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Less,
    Greater,
    LBrace,
    RBrace,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Question,
    Plus,
    Star,
    VerticalBar,
}

impl Punct {
    /// The text of the token, as upstream's messages quote it (`expected ':'`).
    pub fn text(self) -> &'static str {
        match self {
            Punct::Arrow => "->",
            Punct::Colon => ":",
            Punct::Comma => ",",
            Punct::Ellipsis => "...",
            Punct::Equal => "=",
            Punct::Less => "<",
            Punct::Greater => ">",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LSquare => "[",
            Punct::RSquare => "]",
            Punct::Question => "?",
            Punct::Plus => "+",
            Punct::Star => "*",
            Punct::VerticalBar => "|",
        }
    }

    /// The punctuation spelled `text`, if any.
    pub fn from_text(text: &str) -> Option<Punct> {
        Some(match text {
            "->" => Punct::Arrow,
            ":" => Punct::Colon,
            "," => Punct::Comma,
            "..." => Punct::Ellipsis,
            "=" => Punct::Equal,
            "<" => Punct::Less,
            ">" => Punct::Greater,
            "{" => Punct::LBrace,
            "}" => Punct::RBrace,
            "(" => Punct::LParen,
            ")" => Punct::RParen,
            "[" => Punct::LSquare,
            "]" => Punct::RSquare,
            "?" => Punct::Question,
            "+" => Punct::Plus,
            "*" => Punct::Star,
            "|" => Punct::VerticalBar,
            _ => return None,
        })
    }
}

/// An SSA use read from the text whose type is not known yet (`%x`, `%x#2`): resolve it with
/// [`AsmParser::resolve_operand`] once the type is parsed. Only meaningful to the parser that
/// produced it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// Offset of the `%name` token.
    pub loc: usize,
    /// Length of the name, `%` included.
    pub name_len: u32,
    /// The `#N` result number (0 when absent).
    pub number: u32,
}

/// A region entry argument read from the text (`%arg0: i32 {attrs} loc(...)`).
#[derive(Clone, Debug)]
pub struct Argument {
    pub name: UnresolvedOperand,
    pub ty: Option<Type>,
    /// Argument attributes, a dictionary (only when asked for).
    pub attrs: Option<Attribute>,
    pub loc: Option<Location>,
}

/// What a custom op parser produces; the parser creates the op from it, then reads the
/// trailing location and binds result names.
#[derive(Default, Debug)]
pub struct ParsedOp {
    pub operands: Vec<Value>,
    pub result_types: Vec<Type>,
    /// Discardable attributes (and inherent ones the op keeps as attributes).
    pub attrs: Vec<(Ident, Attribute)>,
    /// Properties (inherent attributes), printed generically as `<{...}>`.
    pub props: Vec<(Ident, Attribute)>,
    pub successors: Vec<BlockId>,
    /// Each region as its blocks, detached, in order.
    pub regions: Vec<Vec<BlockId>>,
}

impl ParsedOp {
    /// Empties every part, keeping the buffers.
    pub fn clear(&mut self) {
        self.operands.clear();
        self.result_types.clear();
        self.attrs.clear();
        self.props.clear();
        self.successors.clear();
        self.regions.clear();
    }
}

/// The reader interface for custom syntax. `optional` methods return `None`/`false` without
/// consuming anything when the next token does not match.
pub trait AsmParser {
    fn context(&self) -> &Context;
    /// Offset of the next token.
    fn offset(&self) -> usize;
    /// Offset of the op name (the place most op errors point at).
    fn name_offset(&self) -> usize;
    /// The source location of `offset`.
    fn loc_at(&self, offset: usize) -> Location;
    /// Emits an error at `offset`. In an op parser the message gets upstream's
    /// `custom op '<name>' ` prefix (token-level errors, [`AsmParser::wrong_token`], do not).
    fn error_at(&mut self, offset: usize, msg: String) -> Emitted;
    /// Emits an error at the next token, upstream's `emitError(getCurrentLocation())`.
    fn error(&mut self, msg: String) -> Emitted {
        let at = self.offset();
        self.error_at(at, msg)
    }
    /// An error about the next token that points, as upstream's `emitWrongTokenError`, at the
    /// end of the previous token when the next one is on a later line.
    fn wrong_token(&mut self, msg: &str) -> Emitted;

    // ----- tokens -----
    fn parse_optional_punct(&mut self, p: Punct) -> bool;
    /// Upstream's message is `expected '<text>'`.
    fn parse_punct(&mut self, p: Punct) -> PResult<()> {
        if self.parse_optional_punct(p) {
            Ok(())
        } else {
            Err(self.wrong_token(&format!("expected '{}'", p.text())))
        }
    }
    /// Whether the next token is `p`, without consuming it.
    fn at_punct(&self, p: Punct) -> bool;
    /// Consumes the keyword `kw` (a bare identifier or keyword token) if it is next.
    fn parse_optional_keyword(&mut self, kw: &str) -> bool;
    /// Upstream reports a missing keyword at the next token (through the op parser, so with
    /// the `custom op` prefix).
    fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            let at = self.offset();
            Err(self.error_at(at, format!("expected '{kw}'")))
        }
    }
    /// Whether the next token is a quoted string.
    fn peek_string(&self) -> bool;
    /// Whether the next token is `@name`.
    fn peek_symbol(&self) -> bool;
    /// Whether the next token is `#...`.
    fn peek_hash(&self) -> bool;
    /// Whether a type can start at the next token.
    fn peek_type(&self) -> bool;
    /// Whether an attribute can start at the next token.
    fn peek_attribute(&self) -> bool;
    /// The next token's text if it is a bare identifier or keyword, without consuming it.
    fn peek_keyword(&self) -> Option<&str>;
    /// Consumes and returns any keyword.
    fn parse_optional_any_keyword(&mut self) -> Option<String> {
        let kw = self.peek_keyword()?.to_string();
        self.parse_optional_keyword(&kw);
        Some(kw)
    }
    /// Consumes a keyword, if one comes next (as `parse_optional_any_keyword`, without
    /// copying its text).
    fn skip_keyword(&mut self) -> bool {
        self.parse_optional_any_keyword().is_some()
    }
    /// A quoted string's value.
    fn parse_optional_string(&mut self) -> Option<Vec<u8>>;
    /// An integer literal, optionally negative.
    fn parse_optional_integer(&mut self) -> PResult<Option<num_bigint::BigInt>>;
    /// A floating-point literal, optionally negative (upstream's `parseFloat(double &)`): a
    /// float literal, or a hexadecimal integer giving the bits of an IEEE double.
    fn parse_float(&mut self) -> PResult<f64>;
    /// `@name` or `@"name"`.
    fn parse_optional_symbol_name(&mut self) -> Option<String>;

    // ----- types and attributes -----
    fn parse_type(&mut self) -> PResult<Type>;
    fn parse_optional_type(&mut self) -> PResult<Option<Type>>;
    /// `: type`
    fn parse_colon_type(&mut self) -> PResult<Type> {
        self.parse_punct(Punct::Colon)?;
        self.parse_type()
    }
    /// A bare affine map (`(d0, d1) -> (d1, d0)`, no `affine_map<...>` around it), as an
    /// affine map attribute.
    fn parse_affine_map_attr(&mut self) -> PResult<Attribute> {
        Err(self.wrong_token("expected affine map"))
    }
    /// A comma-separated list of at least one type.
    fn parse_type_list(&mut self, out: &mut Vec<Type>) -> PResult<()> {
        loop {
            out.push(self.parse_type()?);
            if !self.parse_optional_punct(Punct::Comma) {
                return Ok(());
            }
        }
    }
    /// A function result list: one type, or `(types)`.
    fn parse_arrow_type_list(&mut self, out: &mut Vec<Type>) -> PResult<()>;
    fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute>;
    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> PResult<Option<Attribute>>;
    /// `{name = value, ...}` when next; appends the entries.
    fn parse_optional_attr_dict(&mut self, out: &mut Vec<(Ident, Attribute)>) -> PResult<()>;
    /// `attributes {…}` when next.
    fn parse_optional_attr_dict_with_keyword(&mut self, out: &mut Vec<(Ident, Attribute)>) -> PResult<()> {
        if self.parse_optional_keyword("attributes") {
            if !self.at_punct(Punct::LBrace) {
                return Err(self.wrong_token("expected '{' in attribute dictionary"));
            }
            self.parse_optional_attr_dict(out)?;
        }
        Ok(())
    }
    /// `loc(...)` when next.
    fn parse_optional_location(&mut self) -> PResult<Option<Location>>;

    // ----- SSA values, regions, successors (op parsers only) -----
    fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>>;
    fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        match self.parse_optional_operand()? {
            Some(u) => Ok(u),
            None => Err(self.wrong_token("expected SSA operand")),
        }
    }
    /// Zero or more comma-separated operands.
    fn parse_operand_list(&mut self, out: &mut Vec<UnresolvedOperand>) -> PResult<()> {
        if let Some(u) = self.parse_optional_operand()? {
            out.push(u);
            while self.parse_optional_punct(Punct::Comma) {
                out.push(self.parse_operand()?);
            }
        }
        Ok(())
    }
    fn resolve_operand(&mut self, u: UnresolvedOperand, ty: Type) -> PResult<Value>;
    /// The type of a value already resolved.
    fn value_type(&self, v: Value) -> Type;
    /// `%name` (and, as asked, `: type`, `{attrs}`, `loc(...)`) for a region argument.
    fn parse_optional_argument(&mut self, allow_type: bool, allow_attrs: bool) -> PResult<Option<Argument>>;
    /// A region `{...}` whose entry block gets `args` (named ones are bound in its scope).
    fn parse_region(&mut self, args: &[Argument]) -> PResult<Vec<BlockId>>;
    /// A region if `{` comes next.
    fn parse_optional_region(&mut self, args: &[Argument]) -> PResult<Option<Vec<BlockId>>> {
        if self.at_punct(Punct::LBrace) {
            Ok(Some(self.parse_region(args)?))
        } else {
            Ok(None)
        }
    }
    fn parse_optional_successor(&mut self) -> PResult<Option<BlockId>>;
    fn parse_successor(&mut self) -> PResult<BlockId> {
        match self.parse_optional_successor()? {
            Some(b) => Ok(b),
            None => Err(self.wrong_token("expected block name")),
        }
    }
    /// The IR being built, for parsers that add ops (implicit terminators) to parsed regions;
    /// `None` when parsing an attribute or type.
    fn ir(&mut self) -> Option<&mut Ir>;
    /// The number of results the text binds (`%a, %b:2 = ...` binds 3); used by parsers that
    /// infer nothing else about their results.
    fn num_result_names(&self) -> usize;
}
