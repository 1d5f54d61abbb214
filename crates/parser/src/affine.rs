//! Parser for the bodies of `affine_map<...>` and `affine_set<...>` (upstream
//! `mlir/lib/AsmParser/AffineParser.cpp`), with its own lexer for the tokens that can appear there.
//!
//! Expressions are built with the simplifying constructors of `mlir_ir::affine_ops`, in the order
//! upstream's recursive-descent parser applies them, so `d0 + d0` yields `d0 * 2`.
//!
//! Diagnostics follow upstream: the first error wins (upstream may add notes such as "missing
//! operand of negation" after it; only the first is returned), lexer errors are reported when the
//! offending token is reached, and errors of the "wrong token" kind are reported at the end of the
//! previous token (upstream's `emitWrongTokenError` backs up over whitespace, newlines and `//`
//! comments).

use std::collections::HashMap;

use mlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use mlir_ir::affine_ops as ops;

/// A parsed `affine_map` or `affine_set` body.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AffineParsed {
    Map(AffineMap),
    Set(IntegerSet),
}

/// An error at byte `offset` of the parsed text, with upstream's message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AffineError {
    pub offset: usize,
    pub message: String,
    /// A second error upstream reports after this one (`missing operand of negation`).
    pub then: Option<(usize, String)>,
}

/// Parses a map or set starting at the beginning of `text` (which continues after the construct,
/// e.g. `"(d0) -> (d0)>, ..."`), stopping right after the map/set; returns it and the number of
/// bytes consumed (up to the end of its closing `)`, not including the closing `>`).
///
/// `text` is expected to start right after the `<` of `affine_map<`/`affine_set<`: an error that
/// upstream places before the first token (after backing up over whitespace) is reported at 0.
pub fn parse_affine_map_or_set(text: &str) -> Result<(AffineParsed, usize), AffineError> {
    let mut p = Parser::new(text);
    let parsed = p.map_or_set();
    p.finish(parsed)
}

/// Same as [`parse_affine_map_or_set`], for a caller that requires a map.
pub fn parse_affine_map(text: &str) -> Result<(AffineMap, usize), AffineError> {
    match parse_affine_map_or_set(text)? {
        (AffineParsed::Map(m), n) => Ok((m, n)),
        (AffineParsed::Set(_), _) => Err(error(first_token(text), "expected AffineMap, but got IntegerSet")),
    }
}

/// Same as [`parse_affine_map_or_set`], for a caller that requires an integer set.
pub fn parse_integer_set(text: &str) -> Result<(IntegerSet, usize), AffineError> {
    match parse_affine_map_or_set(text)? {
        (AffineParsed::Set(s), n) => Ok((s, n)),
        (AffineParsed::Map(_), _) => Err(error(first_token(text), "expected IntegerSet, but got AffineMap")),
    }
}

/// Offset of the first token of `text` (where upstream reports a map/set mismatch).
fn first_token(text: &str) -> usize {
    Parser::new(text).tok.start
}

fn error(offset: usize, message: &str) -> AffineError {
    AffineError { offset, message: message.to_string(), then: None }
}

/// Deepest expression tree the parser builds. Deeper trees would overflow the stack in the
/// recursive walks over `AffineExpr` (including its drop glue), so they are rejected.
const MAX_TREE_DEPTH: usize = 1000;
/// Deepest nesting of parentheses and unary minus the parser follows.
const MAX_NESTING: usize = 500;
const TOO_DEEP: &str = "affine expression is too deeply nested";

const LOW_OPS: &[Kind] = &[Kind::Plus, Kind::Minus];
const HIGH_OPS: &[Kind] = &[Kind::Star, Kind::KwFloorDiv, Kind::KwCeilDiv, Kind::KwMod];

// ---------------------------------------------------------------------------------------------
// Lexer
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Eof,
    /// A token the lexer rejected; its diagnostic has been recorded.
    Error,
    /// A bare identifier, an integer type (`i32`) or a keyword other than the four below.
    Ident,
    KwFloorDiv,
    KwCeilDiv,
    KwMod,
    KwSymbol,
    Integer,
    PercentId,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Colon,
    Arrow,
    Minus,
    Plus,
    Star,
    Greater,
    Less,
    Equal,
    /// Any other valid token (strings, `#x`, `@x`, `{`, floats, ...): never valid here.
    Other,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
}

/// A lexer error: the offset to report and upstream's message.
type LexError = (usize, &'static str);

/// Upstream's `Lexer` over the bytes of the text; bytes past the end read as NUL, like the
/// terminator of upstream's buffers.
struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

impl Lexer<'_> {
    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn skip_while(&mut self, pred: impl Fn(u8) -> bool) {
        while pred(self.at(self.pos)) {
            self.pos += 1;
        }
    }

    /// The next token; on a lexer error, the error token and its diagnostic.
    fn next(&mut self) -> (Token, Option<LexError>) {
        let (kind, start, err) = self.lex();
        (Token { kind, start, end: self.pos.max(start) }, err)
    }

    fn lex(&mut self) -> (Kind, usize, Option<LexError>) {
        let ident_char = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.';
        let suffix_char = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-');
        loop {
            let start = self.pos;
            if start >= self.src.len() {
                return (Kind::Eof, self.src.len(), None);
            }
            let c = self.src[start];
            self.pos += 1;
            let kind = match c {
                // Whitespace; a NUL before the end of the buffer is skipped too.
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if self.at(self.pos) == b'/' => {
                    // A comment runs to the end of the line.
                    let rest = &self.src[self.pos..];
                    let len = rest.iter().position(|&c| c == b'\n' || c == b'\r').map_or(rest.len(), |n| n + 1);
                    self.pos += len;
                    continue;
                }
                b'_' | b'a'..=b'z' | b'A'..=b'Z' => {
                    self.skip_while(ident_char);
                    match &self.src[start..self.pos] {
                        b"floordiv" => Kind::KwFloorDiv,
                        b"ceildiv" => Kind::KwCeilDiv,
                        b"mod" => Kind::KwMod,
                        b"symbol" => Kind::KwSymbol,
                        _ => Kind::Ident,
                    }
                }
                b'0'..=b'9' => self.number(c),
                b':' => Kind::Colon,
                b',' => Kind::Comma,
                b'(' => Kind::LParen,
                b')' => Kind::RParen,
                b'[' => Kind::LSquare,
                b']' => Kind::RSquare,
                b'<' => Kind::Less,
                b'>' => Kind::Greater,
                b'=' => Kind::Equal,
                b'+' => Kind::Plus,
                b'*' => Kind::Star,
                b'-' if self.at(self.pos) == b'>' => {
                    self.pos += 1;
                    Kind::Arrow
                }
                b'-' => Kind::Minus,
                b'?' | b'|' | b'}' | b'/' => Kind::Other,
                b'{' if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'#' => {
                    self.pos += 2;
                    Kind::Other
                }
                b'#' if self.at(self.pos) == b'-' && self.at(self.pos + 1) == b'}' => {
                    self.pos += 2;
                    Kind::Other
                }
                b'{' => Kind::Other,
                b'.' => {
                    if self.at(self.pos) != b'.' || self.at(self.pos + 1) != b'.' {
                        return (Kind::Error, start, Some((self.pos, "expected three consecutive dots for an ellipsis")));
                    }
                    self.pos += 2;
                    Kind::Other
                }
                b'@' => {
                    let first = self.at(self.pos);
                    self.pos += 1;
                    if first == b'"' {
                        if let Err(e) = self.string() {
                            return (Kind::Error, start, Some(e));
                        }
                    } else if first.is_ascii_alphabetic() || first == b'_' {
                        self.skip_while(ident_char);
                    } else {
                        let e = (self.pos - 1, "@ identifier expected to start with letter or '_'");
                        return (Kind::Error, start, Some(e));
                    }
                    Kind::Other
                }
                b'#' | b'!' | b'^' | b'%' => {
                    let n = self.at(self.pos);
                    if n.is_ascii_digit() {
                        self.skip_while(|c| c.is_ascii_digit());
                    } else if suffix_char(n) && !n.is_ascii_digit() {
                        self.skip_while(suffix_char);
                    } else {
                        let message = match c {
                            b'#' => "invalid attribute name",
                            b'%' => "invalid SSA name",
                            b'^' => "invalid block name",
                            _ => "invalid type identifier",
                        };
                        return (Kind::Error, start, Some((start, message)));
                    }
                    if c == b'%' {
                        Kind::PercentId
                    } else {
                        Kind::Other
                    }
                }
                b'"' => match self.string() {
                    Ok(()) => Kind::Other,
                    Err(e) => return (Kind::Error, start, Some(e)),
                },
                _ => return (Kind::Error, start, Some((start, "unexpected character"))),
            };
            return (kind, start, None);
        }
    }

    /// An integer (decimal, or hexadecimal `0x...`) or a float literal; `first` was consumed.
    fn number(&mut self, first: u8) -> Kind {
        if first == b'0' && self.at(self.pos) == b'x' && self.at(self.pos + 1).is_ascii_hexdigit() {
            self.pos += 2;
            self.skip_while(|c| c.is_ascii_hexdigit());
            return Kind::Integer;
        }
        self.skip_while(|c| c.is_ascii_digit());
        if self.at(self.pos) != b'.' {
            return Kind::Integer;
        }
        self.pos += 1;
        self.skip_while(|c| c.is_ascii_digit());
        if matches!(self.at(self.pos), b'e' | b'E') {
            let (n1, n2) = (self.at(self.pos + 1), self.at(self.pos + 2));
            if n1.is_ascii_digit() || (matches!(n1, b'-' | b'+') && n2.is_ascii_digit()) {
                self.pos += 2;
                self.skip_while(|c| c.is_ascii_digit());
            }
        }
        Kind::Other
    }

    /// The rest of a string literal whose opening quote was consumed.
    fn string(&mut self) -> Result<(), LexError> {
        loop {
            if self.pos >= self.src.len() {
                return Err((self.src.len(), "expected '\"' in string literal"));
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return Ok(()),
                b'\n' | 0x0b | 0x0c => return Err((self.pos - 1, "expected '\"' in string literal")),
                b'\\' => {
                    let n = self.at(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.at(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return Err((self.pos - 1, "unknown escape in string literal"));
                    }
                }
                _ => {}
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------------------------

/// Marker for a failed parse; the diagnostic is in `Parser::diag`.
struct Failed;
type PResult<T> = Result<T, Failed>;

struct Parser<'a> {
    text: &'a str,
    src: &'a [u8],
    lexer: Lexer<'a>,
    /// The current token.
    tok: Token,
    /// End of the last consumed token.
    prev_end: usize,
    /// The first diagnostic.
    diag: Option<AffineError>,
    /// An error reported after the first (see [`AffineError::then`]).
    then: Option<(usize, String)>,
    /// Dim and symbol names, with their expressions.
    ids: HashMap<&'a str, AffineExpr>,
    /// Current nesting of parentheses and negations.
    nesting: usize,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
        let mut p = Parser {
            text,
            src: text.as_bytes(),
            lexer: Lexer { src: text.as_bytes(), pos: 0 },
            tok: Token { kind: Kind::Eof, start: 0, end: 0 },
            prev_end: 0,
            diag: None,
            then: None,
            ids: HashMap::new(),
            nesting: 0,
        };
        p.advance();
        p
    }

    /// Lexes the next token into `tok`, recording a lexer error if there is one.
    fn advance(&mut self) {
        let (tok, err) = self.lexer.next();
        self.tok = tok;
        if let (Some((offset, message)), None) = (err, &self.diag) {
            self.diag = Some(error(offset, message));
        }
    }

    fn consume(&mut self) {
        self.prev_end = self.tok.end;
        self.advance();
    }

    fn consume_if(&mut self, kind: Kind) -> bool {
        if self.tok.kind == kind {
            self.consume();
            true
        } else {
            false
        }
    }

    fn spelling(&self) -> &'a str {
        &self.text[self.tok.start..self.tok.end]
    }

    fn finish(mut self, parsed: PResult<AffineParsed>) -> Result<(AffineParsed, usize), AffineError> {
        // A lexer error on the token after the construct fails the parse too.
        match (parsed, self.diag.take()) {
            (Ok(p), None) => Ok((p, self.prev_end)),
            (_, Some(mut d)) => {
                d.then = self.then.take();
                Err(d)
            }
            (Err(Failed), None) => Err(error(self.tok.start, "failed to parse affine structure")),
        }
    }

    /// Upstream `Parser::emitError`: dropped when the current token is a lexer error (already
    /// reported) or when an error was already recorded.
    fn emit_error_at(&mut self, offset: usize, message: &str) -> Failed {
        if self.tok.kind != Kind::Error && self.diag.is_none() {
            self.diag = Some(error(offset, message));
        }
        Failed
    }

    /// Upstream `Parser::emitError(message)`: at the current token, or on the last character when
    /// the current token is the end of the input.
    fn emit_error(&mut self, message: &str) -> Failed {
        let mut loc = self.tok.start;
        if self.tok.kind == Kind::Eof {
            loc = loc.saturating_sub(1);
        }
        self.emit_error_at(loc, message)
    }

    /// Upstream `Parser::emitWrongTokenError`: reported at the end of the previous token, skipping
    /// back over blanks, blank lines and `//` comments.
    fn emit_wrong_token_error(&mut self, message: &str) -> Failed {
        let mut loc = self.tok.start;
        if self.tok.kind == Kind::Eof {
            loc = loc.saturating_sub(1);
        }
        let mut end = loc;
        loop {
            while end > 0 && (self.src[end - 1] == b' ' || self.src[end - 1] == b'\t') {
                end -= 1;
            }
            if end == 0 {
                // What precedes `text` (the `<`) is not blank.
                return self.emit_error_at(0, message);
            }
            let last = self.src[end - 1];
            if last != b'\n' && last != b'\r' {
                return self.emit_error_at(end, message);
            }
            end -= 1;
            // If the previous line has a `//`, back up to its start.
            let line_start = self.src[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            if let Some(i) = self.src[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + i;
            }
        }
    }

    fn parse_token(&mut self, kind: Kind, message: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.emit_wrong_token_error(message))
        }
    }

    /// `open elem (, elem)* close`, or `open close`.
    fn comma_list(
        &mut self,
        square: bool,
        context: &str,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close, open_s, close_s) = if square {
            (Kind::LSquare, Kind::RSquare, "expected '['", "expected ']'")
        } else {
            (Kind::LParen, Kind::RParen, "expected '('", "expected ')'")
        };
        self.parse_token(open, &format!("{open_s}{context}"))?;
        if self.consume_if(close) {
            return Ok(());
        }
        elem(self)?;
        while self.consume_if(Kind::Comma) {
            elem(self)?;
        }
        self.parse_token(close, &format!("{close_s}{context}"))
    }

    fn map_or_set(&mut self) -> PResult<AffineParsed> {
        let mut num_dims = 0u32;
        self.comma_list(false, " in dimensional identifier list", |p| {
            let e = ops::dim(num_dims);
            num_dims = num_dims.wrapping_add(1);
            p.id_definition(e)
        })?;
        let mut num_symbols = 0u32;
        if self.tok.kind == Kind::LSquare {
            self.comma_list(true, " in symbol list", |p| {
                let e = ops::symbol(num_symbols);
                num_symbols = num_symbols.wrapping_add(1);
                p.id_definition(e)
            })?;
        }
        if self.consume_if(Kind::Arrow) {
            let mut results = Vec::new();
            self.comma_list(false, " in affine map range", |p| {
                results.push(p.expr()?);
                Ok(())
            })?;
            let results = results.into_boxed_slice();
            return Ok(AffineParsed::Map(AffineMap { num_dims, num_symbols, results }));
        }
        self.parse_token(Kind::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        let mut eq_flags = Vec::new();
        self.comma_list(false, " in integer set constraint list", |p| {
            let (e, eq) = p.constraint()?;
            constraints.push(e);
            eq_flags.push(eq);
            Ok(())
        })?;
        if constraints.is_empty() {
            // `()` is the degenerate "true" set, `0 == 0`.
            constraints.push(ops::constant(0));
            eq_flags.push(true);
        }
        Ok(AffineParsed::Set(IntegerSet {
            num_dims,
            num_symbols,
            constraints: constraints.into_boxed_slice(),
            eq_flags: eq_flags.into_boxed_slice(),
        }))
    }

    fn is_identifier(&self) -> bool {
        matches!(
            self.tok.kind,
            Kind::Ident | Kind::KwFloorDiv | Kind::KwCeilDiv | Kind::KwMod | Kind::KwSymbol
        )
    }

    fn id_definition(&mut self, e: AffineExpr) -> PResult<()> {
        if !self.is_identifier() {
            return Err(self.emit_wrong_token_error("expected bare identifier"));
        }
        let name = self.spelling();
        if self.ids.contains_key(name) {
            return Err(self.emit_error(&format!("redefinition of identifier '{name}'")));
        }
        self.consume();
        self.ids.insert(name, e);
        Ok(())
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, normalized to `e >= 0` / `e == 0`.
    fn constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.expr()?;
        if self.consume_if(Kind::Greater) && self.consume_if(Kind::Equal) {
            let rhs = self.expr()?;
            return self.checked(ops::sub(lhs, rhs)).map(|e| (e, false));
        }
        if self.consume_if(Kind::Less) && self.consume_if(Kind::Equal) {
            let rhs = self.expr()?;
            return self.checked(ops::sub(rhs, lhs)).map(|e| (e, false));
        }
        if self.consume_if(Kind::Equal) && self.consume_if(Kind::Equal) {
            let rhs = self.expr()?;
            return self.checked(ops::sub(lhs, rhs)).map(|e| (e, true));
        }
        Err(self.emit_error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))
    }

    /// Rejects trees too deep to be walked recursively.
    fn checked(&mut self, e: AffineExpr) -> PResult<AffineExpr> {
        if depth(&e) > MAX_TREE_DEPTH {
            return Err(self.emit_error(TOO_DEEP));
        }
        Ok(e)
    }

    /// `lhs + rhs` or `lhs - rhs` (`op` is `Plus` or `Minus`).
    fn low(&mut self, op: Kind, lhs: AffineExpr, rhs: AffineExpr) -> PResult<AffineExpr> {
        self.checked(if op == Kind::Plus { ops::add(lhs, rhs) } else { ops::sub(lhs, rhs) })
    }

    /// `lhs * rhs`, `floordiv`, `ceildiv` or `mod` (`op` is `Star` or the keyword), checking that it
    /// stays (semi-)affine; errors are reported at `op_loc`.
    fn high(&mut self, op: Kind, lhs: AffineExpr, rhs: AffineExpr, op_loc: usize) -> PResult<AffineExpr> {
        let (name, build): (&str, fn(AffineExpr, AffineExpr) -> AffineExpr) = match op {
            Kind::KwFloorDiv => ("floordiv", ops::floor_div),
            Kind::KwCeilDiv => ("ceildiv", ops::ceil_div),
            Kind::KwMod => ("mod", ops::modulo),
            _ => ("*", ops::mul),
        };
        let affine = ops::is_symbolic_or_constant(&rhs) || (name == "*" && ops::is_symbolic_or_constant(&lhs));
        if !affine {
            let message = if name == "*" {
                "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
                    .to_string()
            } else {
                format!("non-affine expression: right operand of {name} has to be either a constant or symbolic")
            };
            return Err(self.emit_error_at(op_loc, &message));
        }
        self.checked(build(lhs, rhs))
    }

    /// Consumes the current token if it is one of `kinds`.
    fn consume_op(&mut self, kinds: &[Kind]) -> Option<Kind> {
        let kind = self.tok.kind;
        (kinds.contains(&kind) && self.consume_if(kind)).then_some(kind)
    }

    /// An affine expression: operands joined by left-associative `+`/`-` (low precedence) and
    /// `*`/`floordiv`/`ceildiv`/`mod` (high precedence). Upstream's `parseAffineLowPrecOpExpr`,
    /// with its tail recursion turned into a loop.
    fn expr(&mut self) -> PResult<AffineExpr> {
        let mut acc: Option<(AffineExpr, Kind)> = None;
        loop {
            let lhs = self.operand(acc.is_some())?;
            if let Some(op) = self.consume_op(LOW_OPS) {
                let sum = match acc.take() {
                    Some((llhs, llop)) => self.low(llop, llhs, lhs)?,
                    None => lhs,
                };
                acc = Some((sum, op));
                continue;
            }
            let op_loc = self.tok.start;
            if let Some(hop) = self.consume_op(HIGH_OPS) {
                let product = self.high_chain(lhs, hop, op_loc)?;
                let e = match acc.take() {
                    Some((llhs, llop)) => self.low(llop, llhs, product)?,
                    None => product,
                };
                match self.consume_op(LOW_OPS) {
                    Some(next) => {
                        acc = Some((e, next));
                        continue;
                    }
                    None => return Ok(e),
                }
            }
            return match acc {
                Some((llhs, llop)) => self.low(llop, llhs, lhs),
                None => Ok(lhs),
            };
        }
    }

    /// `llhs op operand (op operand)*` at high precedence (upstream `parseAffineHighPrecOpExpr`).
    /// As upstream, combining with a following operator reports errors at that operator.
    fn high_chain(&mut self, mut llhs: AffineExpr, mut op: Kind, mut op_loc: usize) -> PResult<AffineExpr> {
        loop {
            let lhs = self.operand(true)?;
            let next_loc = self.tok.start;
            match self.consume_op(HIGH_OPS) {
                Some(next) => {
                    llhs = self.high(op, llhs, lhs, next_loc)?;
                    op = next;
                    op_loc = next_loc;
                }
                None => return self.high(op, llhs, lhs, op_loc),
            }
        }
    }

    /// An operand: identifier, integer, parenthesized expression or negation.
    /// `has_lhs` tells whether it is the right operand of a binary operator (for the message).
    fn operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        let missing_right = "missing right operand of binary operator";
        match self.tok.kind {
            Kind::KwSymbol => {
                // `symbol(%ssa)` is only valid where SSA ids are allowed, never here.
                self.consume();
                self.parse_token(Kind::LParen, "expected '(' at start of SSA symbol")?;
                Err(self.emit_wrong_token_error("unexpected ssa identifier"))
            }
            Kind::PercentId => Err(self.emit_wrong_token_error("unexpected ssa identifier")),
            Kind::Integer => self.integer(),
            Kind::LParen => self.nested(|p| p.parenthesized()),
            Kind::Minus => self.nested(|p| p.negation(has_lhs)),
            Kind::Ident | Kind::KwFloorDiv | Kind::KwCeilDiv | Kind::KwMod => self.bare_id(),
            Kind::Plus | Kind::Star => Err(self.emit_error(if has_lhs {
                missing_right
            } else {
                "missing left operand of binary operator"
            })),
            _ => Err(self.emit_error(if has_lhs { missing_right } else { "expected affine expression" })),
        }
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self) -> PResult<AffineExpr>) -> PResult<AffineExpr> {
        if self.nesting >= MAX_NESTING {
            return Err(self.emit_error(TOO_DEEP));
        }
        self.nesting += 1;
        let r = f(self);
        self.nesting -= 1;
        r
    }

    fn parenthesized(&mut self) -> PResult<AffineExpr> {
        self.consume();
        if self.tok.kind == Kind::RParen {
            return Err(self.emit_error("no expression inside parentheses"));
        }
        let e = self.expr()?;
        self.parse_token(Kind::RParen, "expected ')'")?;
        Ok(e)
    }

    fn negation(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        self.consume();
        // As upstream, a second error follows the operand's own ("a better diagnostic").
        let operand = match self.operand(has_lhs) {
            Ok(e) => e,
            Err(_) => {
                // Reported at the current token, when the first error was kept.
                if self.then.is_none() && self.diag.is_some() {
                    let mut loc = self.tok.start;
                    if self.tok.kind == Kind::Eof {
                        loc = loc.saturating_sub(1);
                    }
                    self.then = Some((loc, "missing operand of negation".to_string()));
                }
                return Err(Failed);
            }
        };
        self.checked(ops::neg(operand))
    }

    fn integer(&mut self) -> PResult<AffineExpr> {
        let s = self.spelling();
        let value = match s.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => s.parse::<u64>().ok(),
        };
        // 2^63 is allowed: it is how the printer writes the magnitude of INT64_MIN.
        match value {
            Some(v) if v <= 1u64 << 63 => {
                self.consume();
                Ok(ops::constant(v as i64))
            }
            _ => Err(self.emit_error("constant too large for index")),
        }
    }

    fn bare_id(&mut self) -> PResult<AffineExpr> {
        let name = self.spelling();
        match self.ids.get(name) {
            Some(e) => {
                let e = e.clone();
                self.consume();
                Ok(e)
            }
            None => Err(self.emit_wrong_token_error("use of undeclared identifier")),
        }
    }
}

/// Depth of `e`; only called on trees whose operands were checked, so the recursion is bounded.
fn depth(e: &AffineExpr) -> usize {
    use AffineExpr::*;
    match e {
        Dim(_) | Symbol(_) | Const(_) => 1,
        Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => 1 + depth(l).max(depth(r)),
    }
}
