//! The MLIR textual format parser.
//!
//! Text flows: bytes → [`lexer`] tokens → recursive-descent [`Parser`] → IR in an
//! [`mlir_ir::Ir`], with types and attributes uniqued in its context. Errors are emitted as
//! diagnostics through the context (upstream's wording and `file:line:col`), and the parse
//! functions return `Err(Emitted)`.

mod affine;
mod attrs;
mod custom;
mod dense;
mod locs;
pub mod lexer;
mod ops;
mod types;

use lexer::{Lexer, Tok, Token};
use mlir_ir::{Attribute, Context, Diagnostic, Emitted, Ir, Location, OpId, Type};
use rustc_hash::FxHashMap;

pub type PResult<T> = Result<T, Emitted>;

/// How deeply attributes, types, locations and regions may nest (far beyond real IR; it keeps
/// adversarial input from exhausting the stack).
pub const MAX_NESTING: u32 = 2000;

/// Alias definitions of one source file (`#name = ...`, `!name = ...`).
#[derive(Default)]
pub(crate) struct Symbols {
    pub(crate) attr_aliases: FxHashMap<String, Attribute>,
    pub(crate) type_aliases: FxHashMap<String, Type>,
    /// Distinct attributes by the id the text gave them.
    pub(crate) distinct: FxHashMap<u64, Attribute>,
}

/// Maps byte offsets to line/column, remembering the last lookup (lookups mostly move forward).
pub(crate) struct LineIndex {
    /// The parsed range's line table, shared with the store when it turns ops' source
    /// positions into locations.
    pub(crate) table: std::sync::Arc<mlir_ir::store::SourceLines>,
    /// Where the parsed range starts in the source.
    begin: usize,
    last: std::cell::Cell<usize>,
}

impl LineIndex {
    /// Indexes `src[begin..end]`, where `begin` is at 1-based (line, column) `base`.
    fn new(src: &[u8], begin: usize, end: usize, base: (u32, u32)) -> Self {
        let table = std::sync::Arc::new(mlir_ir::store::SourceLines::new(&src[begin..end], base));
        LineIndex { table, begin, last: std::cell::Cell::new(0) }
    }

    /// Number of lines in the indexed range.
    pub(crate) fn num_lines(&self) -> usize {
        self.table.num_lines()
    }

    /// 1-based (line, column) of `offset`.
    pub(crate) fn line_col(&self, offset: usize) -> (u32, u32) {
        let rel = offset.saturating_sub(self.begin);
        let l = self.table.line_from(rel, self.last.get());
        self.last.set(l);
        self.table.line_col_on(rel, l)
    }
}

/// A function type's text as last parsed, with its first (up to) 8 bytes as an integer for a
/// quick first comparison.
#[derive(Copy, Clone)]
pub(crate) struct FnTypeEntry<'s> {
    pub(crate) text: &'s str,
    pub(crate) head: u64,
    pub(crate) mask: u64,
    pub(crate) ty: Type,
}

/// The first up to 8 bytes of `b` as a little-endian integer (missing bytes zero).
pub(crate) fn head8(b: &[u8]) -> u64 {
    match b.get(..8) {
        Some(w) => u64::from_le_bytes(w.try_into().expect("8 bytes")),
        None => short_le(b),
    }
}

/// Up to 7 bytes as a little-endian integer (missing bytes zero), by loads of the bytes
/// themselves: copying them into a buffer and loading that makes the processor wait for the
/// bytes just stored.
pub(crate) fn short_le(b: &[u8]) -> u64 {
    debug_assert!(b.len() < 8);
    let n = b.len();
    match n {
        0 => 0,
        1..=3 => b[0] as u64 | (b[n / 2] as u64) << (8 * (n / 2)) | (b[n - 1] as u64) << (8 * (n - 1)),
        _ => {
            let w = |i: usize| u32::from_le_bytes(b[i..i + 4].try_into().expect("4 bytes")) as u64;
            w(0) | w(n - 4) << (8 * (n - 4))
        }
    }
}

/// A spelling shorter than 8 bytes as one integer (its bytes and its length), unique to it.
#[inline]
pub(crate) fn short_key(b: &[u8]) -> Option<u64> {
    (b.len() < 8).then(|| short_le(b) | (b.len() as u64) << 56)
}

/// Whether two spellings are equal. Short ones (op names, keywords, types) are compared by
/// whole-word loads in registers: a call to the C library's `memcmp` costs more than the
/// comparison at these lengths (it was 3% of the time parsing a generic-form file).
#[inline]
pub(crate) fn same_text(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let n = a.len();
    if n != b.len() {
        return false;
    }
    let w8 = |s: &[u8], i: usize| u64::from_le_bytes(s[i..i + 8].try_into().expect("8 bytes"));
    let w4 = |s: &[u8], i: usize| u32::from_le_bytes(s[i..i + 4].try_into().expect("4 bytes"));
    match n {
        0 => true,
        // Bytes 0, n/2 and n-1 are every byte of a string of 1 to 3.
        1..=3 => a[0] == b[0] && a[n / 2] == b[n / 2] && a[n - 1] == b[n - 1],
        // Two overlapping words cover the whole string.
        4..=7 => w4(a, 0) == w4(b, 0) && w4(a, n - 4) == w4(b, n - 4),
        8..=16 => w8(a, 0) == w8(b, 0) && w8(a, n - 8) == w8(b, n - 8),
        _ => a == b,
    }
}

/// The parser state shared by the type, attribute, location and operation parsers.
pub struct Parser<'s> {
    /// Borrowed for the whole parse: copying the reference costs nothing (a `Context` clone is
    /// an atomic count update, paid per op and per attribute on hot paths).
    pub(crate) ctx: &'s Context,
    pub(crate) src: &'s str,
    pub(crate) lex: Lexer<'s>,
    pub(crate) tok: Token,
    /// End offset of the previous token.
    pub(crate) prev_end: usize,
    pub(crate) filename: mlir_ir::Ident,
    pub(crate) lines: LineIndex,
    pub(crate) symbols: Symbols,
    /// Set once an error was emitted for an error token: later errors are dropped, as upstream.
    pub(crate) lex_error_reported: bool,
    /// Where the parsed range starts in `src` (chunks of a split file are ranges of it).
    pub(crate) begin: usize,
    /// Keyword types (`i32`, `f32`, `index`) already seen, by spelling: skips re-interning.
    pub(crate) type_cache: FxHashMap<&'s str, Type>,
    /// In front of `type_cache`: builtin types spelled in under 8 bytes (`i32`, `index`), by
    /// [`short_key`], one per slot.
    pub(crate) short_types: [(u64, Option<Type>); 16],
    /// The text and value of the last function types parsed: IR repeats op signatures, and a
    /// byte comparison is much cheaper than parsing and uniquing the type again.
    pub(crate) fn_type_cache: [Option<FnTypeEntry<'s>>; 8],
    /// Attribute names already interned in this parse, by spelling (names repeat a lot).
    pub(crate) idents: FxHashMap<&'s str, mlir_ir::Ident>,
    /// Current nesting of recursive constructs (attributes, types, locations, regions).
    pub(crate) depth: u32,
    pub(crate) fn_type_next: usize,
    /// The text and entries of the last attribute dictionaries parsed (generic IR repeats
    /// them: `{fastmath = "none"}` on every op of a kind), with the nesting depth they were
    /// parsed at; see `parse_attr_dict`.
    pub(crate) dict_cache: [Option<DictEntry<'s>>; 8],
    /// Counts dictionary parses: the clock of the entries' `last_use`.
    pub(crate) dict_clock: usize,
}

/// A dictionary's text as parsed, its first (up to) 8 bytes for a quick first comparison, and
/// its entries.
pub(crate) struct DictEntry<'s> {
    pub(crate) text: &'s str,
    pub(crate) head: u64,
    pub(crate) mask: u64,
    pub(crate) depth: u32,
    /// When the entry was last made or used (`Parser::dict_clock`).
    pub(crate) last_use: usize,
    pub(crate) entries: Box<[(mlir_ir::Ident, mlir_ir::Attribute)]>,
}

impl<'s> Parser<'s> {
    pub fn new(ctx: &'s Context, src: &'s str, filename: &str) -> Parser<'s> {
        Self::new_range(ctx, src, 0..src.len(), (1, 1), filename)
    }

    /// A parser for `src[range]`, whose start is at 1-based (line, column) `base` of the file;
    /// offsets and locations refer to the whole of `src`.
    pub fn new_range(ctx: &'s Context, src: &'s str, range: std::ops::Range<usize>, base: (u32, u32), filename: &str) -> Parser<'s> {
        let mut lex = Lexer::new(&src.as_bytes()[..range.end]);
        lex.pos = range.start;
        let tok = lex.lex();
        let mut p = Parser {
            ctx,
            src,
            lex,
            tok,
            prev_end: 0,
            filename: ctx.ident(filename),
            lines: LineIndex::new(src.as_bytes(), range.start, range.end, base),
            symbols: Symbols::default(),
            lex_error_reported: false,
            begin: range.start,
            type_cache: FxHashMap::default(),
            short_types: [(0, None); 16],
            fn_type_cache: [None; 8],
            depth: 0,
            idents: FxHashMap::default(),
            fn_type_next: 0,
            dict_cache: Default::default(),
            dict_clock: 0,
        };
        p.check_lex_error();
        p
    }

    // ----- tokens -----

    #[inline]
    pub(crate) fn spelling(&self) -> &'s str {
        // Token boundaries are ASCII bytes, so this never splits a character; `get` keeps a
        // mistake from becoming a panic.
        self.src.get(self.tok.start..self.tok.end()).unwrap_or("")
    }

    #[inline]
    pub(crate) fn at(&self, k: Tok) -> bool {
        self.tok.is(k)
    }

    /// Whether the current token is the bare identifier/keyword `kw`.
    #[inline]
    pub(crate) fn at_kw(&self, kw: &str) -> bool {
        self.tok.is(Tok::BareIdent) && same_text(self.spelling(), kw)
    }

    #[inline]
    pub(crate) fn bump(&mut self) {
        self.prev_end = self.tok.end();
        self.tok = self.lex.lex();
        if self.tok.is(Tok::Error) {
            self.check_lex_error();
        }
    }

    fn check_lex_error(&mut self) {
        if self.tok.is(Tok::Error) {
            if let Some(e) = self.lex.error.take() {
                let loc = self.loc_at(e.offset);
                self.ctx.emit(Diagnostic::error(loc, e.message));
                self.lex_error_reported = true;
            }
        }
    }

    /// Re-lexes from byte `pos` (after a sub-parser consumed raw text, or to split a token).
    pub(crate) fn reset_to(&mut self, pos: usize) {
        // Everything before `pos` counts as consumed.
        self.prev_end = pos;
        self.lex.reset_to(pos);
        self.tok = self.lex.lex();
        self.check_lex_error();
    }

    pub(crate) fn eat(&mut self, k: Tok) -> bool {
        if self.at(k) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn eat_kw(&mut self, kw: &str) -> bool {
        if self.at_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn expect(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.eat(k) {
            Ok(())
        } else {
            Err(self.wrong_token(msg))
        }
    }

    // ----- locations and errors -----

    pub(crate) fn loc_at(&self, offset: usize) -> Location {
        let (line, col) = self.lines.line_col(offset);
        self.ctx.file_line_col(self.filename, line, col)
    }

    /// Emits an error at byte `offset`; returns the marker to propagate.
    pub(crate) fn error_at(&mut self, offset: usize, msg: impl Into<String>) -> Emitted {
        self.emit_diag(Diagnostic::error(self.loc_at(offset), msg))
    }

    pub(crate) fn emit_diag(&mut self, d: Diagnostic) -> Emitted {
        if self.tok.is(Tok::Error) && self.lex_error_reported {
            return Emitted;
        }
        self.ctx.emit(d);
        Emitted
    }

    /// An error at the current token (at the last character when at the end of input).
    pub(crate) fn error(&mut self, msg: impl Into<String>) -> Emitted {
        let off = if self.at(Tok::Eof) { self.tok.start.saturating_sub(1) } else { self.tok.start };
        self.error_at(off, msg)
    }

    /// Upstream's `emitWrongTokenError`: reported just after the previous token's line content
    /// when the unexpected token starts a new line (skipping blank lines and comments).
    pub(crate) fn wrong_token(&mut self, msg: &str) -> Emitted {
        let mut loc = self.tok.start;
        if self.at(Tok::Eof) {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let bytes = self.src.as_bytes();
        let begin = self.begin;
        let mut end = loc; // exclusive end of "start of buffer"
        loop {
            while end > begin && (bytes[end - 1] == b' ' || bytes[end - 1] == b'\t') {
                end -= 1;
            }
            if end == begin {
                return self.error_at(original, msg);
            }
            if bytes[end - 1] != b'\n' && bytes[end - 1] != b'\r' {
                return self.error_at(end, msg);
            }
            end -= 1;
            // Drop a `//` comment on the previous line.
            let line_start = bytes[begin..end].iter().rposition(|&c| c == b'\n' || c == b'\r').map_or(begin, |i| begin + i);
            let line = &bytes[line_start..end];
            if let Some(pos) = line.windows(2).position(|w| w == b"//") {
                end = line_start + pos;
            }
        }
    }

    // ----- nesting -----

    /// Runs `f` one nesting level deeper; input nested beyond [`MAX_NESTING`] is an error, not
    /// a stack overflow.
    pub(crate) fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_NESTING {
            return Err(self.error(format!("exceeded the maximum nesting depth of {MAX_NESTING}")));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    // ----- small shared pieces -----

    /// `(` elem (`,` elem)* `)` style lists: `open` already checked by caller when `None`.
    pub(crate) fn comma_list(&mut self, mut elem: impl FnMut(&mut Self) -> PResult<()>) -> PResult<()> {
        elem(self)?;
        while self.eat(Tok::Comma) {
            elem(self)?;
        }
        Ok(())
    }

    /// `open` elem (`,` elem)* `close`, possibly empty (upstream's delimited
    /// `parseCommaSeparatedList`): errors say "expected '<open>'/'<close>'" + `context`.
    pub(crate) fn comma_list_delimited(
        &mut self,
        (open, open_spelling): (Tok, &str),
        (close, close_spelling): (Tok, &str),
        context: &str,
        elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        // The messages are built only on failure.
        if !self.eat(open) {
            return Err(self.wrong_token(&format!("expected '{open_spelling}'{context}")));
        }
        if self.eat(close) {
            return Ok(());
        }
        self.comma_list(elem)?;
        if !self.eat(close) {
            return Err(self.wrong_token(&format!("expected '{close_spelling}'{context}")));
        }
        Ok(())
    }

    /// Elements until `close`, comma separated; an empty list is allowed when `allow_empty`.
    pub(crate) fn comma_list_until(
        &mut self,
        close: Tok,
        close_spelling: &str,
        allow_empty: bool,
        elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.at(close) {
            if !allow_empty {
                return Err(self.wrong_token("expected list element"));
            }
            self.bump();
            return Ok(());
        }
        self.comma_list(elem)?;
        if !self.eat(close) {
            return Err(self.wrong_token(&format!("expected ',' or '{close_spelling}'")));
        }
        Ok(())
    }

    /// The unescaped value of the current string token.
    pub(crate) fn string_value(&self) -> Vec<u8> {
        let s = self.spelling().as_bytes();
        lexer::unescape(&s[1..s.len() - 1])
    }

    /// The interned identifier for `name`, without taking the context's lock again for a name
    /// this parse has seen.
    pub(crate) fn cached_ident(&mut self, name: &'s str) -> mlir_ir::Ident {
        if let Some(&id) = self.idents.get(name) {
            return id;
        }
        let id = self.ctx.ident(name);
        self.idents.insert(name, id);
        id
    }

    /// A resource key: a bare identifier or a string (consumed). `None` (nothing consumed) when
    /// the current token is neither.
    pub(crate) fn parse_resource_key(&mut self) -> Option<String> {
        let key = match self.tok.kind() {
            Tok::String => String::from_utf8_lossy(&self.string_value()).into_owned(),
            Tok::BareIdent => self.spelling().to_string(),
            _ => return None,
        };
        self.bump();
        Some(key)
    }

    /// An `@symbol` token's name.
    pub(crate) fn symbol_name(&self) -> String {
        let s = &self.spelling()[1..];
        if s.starts_with('"') {
            String::from_utf8_lossy(&lexer::unescape(&s.as_bytes()[1..s.len() - 1])).into_owned()
        } else {
            s.to_string()
        }
    }

    /// Whether the whole input was consumed.
    pub(crate) fn at_end(&self) -> bool {
        self.at(Tok::Eof)
    }
}

/// Parses a whole source file into `ir`. With `implicit_module`, top-level ops are wrapped in a
/// `builtin.module` (unless the file holds exactly one module); otherwise the file must hold
/// exactly one op. Returns the top-level op.
pub fn parse_source(ir: &mut Ir, src: &str, filename: &str, implicit_module: bool) -> PResult<OpId> {
    parse_source_range(ir, src, 0..src.len(), (1, 1), filename, implicit_module, OpLocations::Interned)
}

/// How a parse gives ops and block arguments their `file:line:col` locations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OpLocations {
    /// Interned as they are parsed (each distinct location is kept by the context for good,
    /// as upstream does; parsing the same text again adds nothing).
    Interned,
    /// Kept as positions in the text and interned only when asked (`Ir::loc`); the store
    /// keeps the text's line table, 4 bytes a line, as long as it lives. For a store made for
    /// one parse (as `mlir-opt` makes per input): no location attribute per op.
    SourcePositions,
}

/// As [`parse_source`], for `src[range]` (a chunk of a split file), which starts at 1-based
/// (line, column) `base` (diagnostics point into the whole file), keeping locations as
/// `locations` says.
pub fn parse_source_range(
    ir: &mut Ir,
    src: &str,
    range: std::ops::Range<usize>,
    base: (u32, u32),
    filename: &str,
    implicit_module: bool,
    locations: OpLocations,
) -> PResult<OpId> {
    let ctx = ir.ctx.clone();
    let mut p = Parser::new_range(&ctx, src, range, base, filename);
    let ops = ops::parse_top_level(&mut p, ir, locations)?;
    ops::wrap_top_level(&mut p, ir, ops, implicit_module)
}

/// Parses a type from `text` (all of it), as `Type::parse`.
pub fn parse_type(ctx: &Context, text: &str) -> PResult<Type> {
    parse_type_named(ctx, text, "-")
}

/// As [`parse_type`], with diagnostics located in `filename` (upstream's Python `Type.parse`
/// names the source buffer after the text itself).
pub fn parse_type_named(ctx: &Context, text: &str, filename: &str) -> PResult<Type> {
    let mut p = Parser::new(ctx, text, filename);
    let t = p.parse_type()?;
    p.expect_end()?;
    Ok(t)
}

/// Parses an attribute from `text` (all of it), as `Attribute::parse`.
pub fn parse_attribute(ctx: &Context, text: &str) -> PResult<Attribute> {
    parse_attribute_named(ctx, text, "-")
}

/// As [`parse_attribute`], with diagnostics located in `filename`.
pub fn parse_attribute_named(ctx: &Context, text: &str, filename: &str) -> PResult<Attribute> {
    let mut p = Parser::new(ctx, text, filename);
    let a = p.parse_attribute(None)?;
    p.expect_end()?;
    Ok(a)
}

impl Parser<'_> {
    fn expect_end(&mut self) -> PResult<()> {
        if !self.at_end() {
            // Upstream quotes what is left from the first unread token on, counting from the
            // text with its leading blanks trimmed: with leading blanks, the quote starts that
            // many characters early.
            let lead = self.src.len() - self.src.trim_start_matches([' ', '\t', '\n', '\r', '\x0b', '\x0c']).len();
            let rest = self.src.get(self.tok.start.saturating_sub(lead)..).unwrap_or("").to_string();
            return Err(self.error(format!("found trailing characters: '{rest}'")));
        }
        Ok(())
    }
}

#[cfg(test)]
mod same_text_tests {
    use super::same_text;

    #[test]
    fn agrees_with_string_equality() {
        let words = ["", "a", "ab", "abc", "abcd", "abcde", "abcdefg", "abcdefgh", "\"test.addi\"", "\"test.addj\"", "arith.constant", "a_longer_name_than_sixteen"];
        for a in words {
            for b in words {
                assert_eq!(same_text(a, b), a == b, "{a:?} vs {b:?}");
            }
            // Every single-byte change at every position is seen.
            for i in 0..a.len() {
                let mut c = a.as_bytes().to_vec();
                c[i] ^= 1;
                let c = String::from_utf8(c).expect("ascii");
                assert!(!same_text(a, &c), "{a:?} vs {c:?}");
            }
        }
    }
}
