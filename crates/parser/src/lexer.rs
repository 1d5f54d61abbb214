//! The byte-level lexer (upstream's `Lexer`/`Token`).
//!
//! Tokens are `(kind, start, end)` byte ranges into the source; the lexer never allocates.
//! Keywords are lexed as [`Tok::BareIdent`] and recognised by their spelling.

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Tok {
    Eof,
    Error,
    BareIdent,
    /// `@foo` or `@"foo"`
    AtIdent,
    /// `#foo`
    HashIdent,
    /// `%foo`
    PercentIdent,
    /// `^foo`
    CaretIdent,
    /// `!foo`
    BangIdent,
    Float,
    Integer,
    String,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Slash,
    Star,
    VerticalBar,
    FileMetadataBegin,
    FileMetadataEnd,
}

/// A token: its kind and byte range. Two words (the start, then the length and kind packed),
/// so the lexer returns it in registers: a token returned through memory was copied by the
/// parser with loads wider than the lexer's stores of its fields, which the processor cannot
/// forward (a stall on every token, a tenth of a generic-form parse).
#[derive(Copy, Clone, Debug)]
pub struct Token {
    pub start: usize,
    /// The kind (`Tok as u8`, low byte) and the length (above).
    bits: u64,
}

/// Every kind, by its discriminant (`Tok as usize`).
const KINDS: [Tok; 32] = [
    Tok::Eof,
    Tok::Error,
    Tok::BareIdent,
    Tok::AtIdent,
    Tok::HashIdent,
    Tok::PercentIdent,
    Tok::CaretIdent,
    Tok::BangIdent,
    Tok::Float,
    Tok::Integer,
    Tok::String,
    Tok::Arrow,
    Tok::Colon,
    Tok::Comma,
    Tok::Ellipsis,
    Tok::Equal,
    Tok::Greater,
    Tok::LBrace,
    Tok::LParen,
    Tok::LSquare,
    Tok::Less,
    Tok::Minus,
    Tok::Plus,
    Tok::Question,
    Tok::RBrace,
    Tok::RParen,
    Tok::RSquare,
    Tok::Slash,
    Tok::Star,
    Tok::VerticalBar,
    Tok::FileMetadataBegin,
    Tok::FileMetadataEnd,
];

impl Token {
    /// A token of `kind` over `start..end` (a length below 2^56 bytes).
    #[inline]
    pub fn new(kind: Tok, start: usize, end: usize) -> Token {
        Token { start, bits: kind as u64 | ((end - start) as u64) << 8 }
    }

    #[inline]
    pub fn kind(&self) -> Tok {
        KINDS[self.bits as usize % KINDS.len()]
    }

    /// Whether the token is of kind `k` (one byte compare, no decoding).
    #[inline]
    pub fn is(&self, k: Tok) -> bool {
        self.bits as u8 == k as u8
    }

    /// Where the token ends (exclusive).
    #[inline]
    pub fn end(&self) -> usize {
        self.start + (self.bits >> 8) as usize
    }
}

/// A lexing error: byte offset and upstream's message.
#[derive(Clone, Debug)]
pub struct LexError {
    pub offset: usize,
    pub message: &'static str,
}

pub struct Lexer<'s> {
    pub src: &'s [u8],
    pub pos: usize,
    pub error: Option<LexError>,
}

/// Byte classes, one table lookup each: identifier characters (`[a-zA-Z0-9_$.]`) and the
/// bytes that end the plain run of a string literal (`"`, `\\`, `\n`, `\v`, `\f`).
const IDENT: u8 = 1;
const STRING_STOP: u8 = 2;
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            t[c] |= IDENT;
        }
        if b == b'"' || b == b'\\' || b == b'\n' || b == 0x0b || b == 0x0c {
            t[c] |= STRING_STOP;
        }
        c += 1;
    }
    t
};

#[inline]
fn is_ident_char(c: u8) -> bool {
    CLASS[c as usize] & IDENT != 0
}

impl<'s> Lexer<'s> {
    pub fn new(src: &'s [u8]) -> Self {
        Lexer { src, pos: 0, error: None }
    }

    #[inline]
    fn peek(&self, off: usize) -> u8 {
        // A NUL past the end, like the C++ lexer's terminated buffer.
        *self.src.get(self.pos + off).unwrap_or(&0)
    }

    fn form(&self, kind: Tok, start: usize) -> Token {
        Token::new(kind, start, self.pos)
    }

    fn err(&mut self, offset: usize, message: &'static str) -> Token {
        self.error = Some(LexError { offset, message });
        // An empty token: the offending byte may be inside a multi-byte character.
        Token::new(Tok::Error, offset, offset)
    }

    /// Repositions the lexer (used to re-lex after a sub-parser consumed text).
    pub fn reset_to(&mut self, pos: usize) {
        self.pos = pos;
    }

    pub fn lex(&mut self) -> Token {
        loop {
            // Runs of blanks (indentation) in one tight loop.
            while self.pos < self.src.len() && self.src[self.pos] == b' ' {
                self.pos += 1;
            }
            let start = self.pos;
            if start >= self.src.len() {
                return Token::new(Tok::Eof, self.src.len(), self.src.len());
            }
            let c = self.src[start];
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                b'_' => return self.lex_bare(start),
                c if c.is_ascii_alphabetic() => return self.lex_bare(start),
                0 => continue,
                b':' => Tok::Colon,
                b',' => Tok::Comma,
                b'.' => {
                    if self.peek(0) != b'.' || self.peek(1) != b'.' {
                        return self.err(self.pos, "expected three consecutive dots for an ellipsis");
                    }
                    self.pos += 2;
                    Tok::Ellipsis
                }
                b'(' => Tok::LParen,
                b')' => Tok::RParen,
                b'{' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'#' {
                        self.pos += 2;
                        Tok::FileMetadataBegin
                    } else {
                        Tok::LBrace
                    }
                }
                b'}' => Tok::RBrace,
                b'[' => Tok::LSquare,
                b']' => Tok::RSquare,
                b'<' => Tok::Less,
                b'>' => Tok::Greater,
                b'=' => Tok::Equal,
                b'+' => Tok::Plus,
                b'*' => Tok::Star,
                b'-' => {
                    if self.peek(0) == b'>' {
                        self.pos += 1;
                        Tok::Arrow
                    } else {
                        Tok::Minus
                    }
                }
                b'?' => Tok::Question,
                b'|' => Tok::VerticalBar,
                b'/' => {
                    if self.peek(0) == b'/' {
                        self.skip_comment();
                        continue;
                    }
                    Tok::Slash
                }
                b'@' => return self.lex_at(start),
                b'#' => {
                    if self.peek(0) == b'-' && self.peek(1) == b'}' {
                        self.pos += 2;
                        Tok::FileMetadataEnd
                    } else {
                        return self.lex_prefixed(start);
                    }
                }
                b'!' | b'^' | b'%' => return self.lex_prefixed(start),
                b'"' => return self.lex_string(start),
                b'0'..=b'9' => return self.lex_number(start),
                _ => return self.err(start, "unexpected character"),
            };
            return self.form(kind, start);
        }
    }

    fn skip_comment(&mut self) {
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            self.pos += 1;
            if c == b'\n' || c == b'\r' {
                return;
            }
        }
    }

    fn lex_bare(&mut self, start: usize) -> Token {
        // A local position: the loop keeps it in a register instead of storing it per byte.
        let (src, mut pos) = (self.src, self.pos);
        while pos < src.len() && is_ident_char(src[pos]) {
            pos += 1;
        }
        self.pos = pos;
        self.form(Tok::BareIdent, start)
    }

    fn lex_at(&mut self, start: usize) -> Token {
        let c = self.peek(0);
        self.pos += 1;
        if c == b'"' {
            let s = self.lex_string(self.pos - 1);
            if s.is(Tok::Error) {
                return s;
            }
            return self.form(Tok::AtIdent, start);
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            return self.err(self.pos - 1, "@ identifier expected to start with letter or '_'");
        }
        while self.pos < self.src.len() && is_ident_char(self.src[self.pos]) {
            self.pos += 1;
        }
        self.form(Tok::AtIdent, start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == b'x' {
            if !self.peek(1).is_ascii_hexdigit() {
                return self.form(Tok::Integer, start);
            }
            self.pos += 2;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.form(Tok::Integer, start);
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return self.form(Tok::Integer, start);
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) == b'e' || self.peek(0) == b'E' {
            let c1 = self.peek(1);
            if c1.is_ascii_digit() || ((c1 == b'-' || c1 == b'+') && self.peek(2).is_ascii_digit()) {
                self.pos += 2;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.form(Tok::Float, start)
    }

    #[inline(always)]
    fn lex_prefixed(&mut self, start: usize) -> Token {
        let (kind, what) = match self.src[start] {
            b'#' => (Tok::HashIdent, "invalid attribute name"),
            b'%' => (Tok::PercentIdent, "invalid SSA name"),
            b'^' => (Tok::CaretIdent, "invalid block name"),
            _ => (Tok::BangIdent, "invalid type identifier"),
        };
        let c = self.peek(0);
        let is_punct = |c: u8| c == b'$' || c == b'.' || c == b'_' || c == b'-';
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || is_punct(c) {
            let (src, mut pos) = (self.src, self.pos + 1);
            while pos < src.len() && (is_ident_char(src[pos]) || src[pos] == b'-') {
                pos += 1;
            }
            self.pos = pos;
        } else {
            return self.err(self.pos - 1, what);
        }
        self.form(kind, start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        loop {
            while self.pos < self.src.len() && CLASS[self.src[self.pos] as usize] & STRING_STOP == 0 {
                self.pos += 1;
            }
            if self.pos >= self.src.len() {
                return self.err(self.pos, "expected '\"' in string literal");
            }
            let c = self.src[self.pos];
            self.pos += 1;
            match c {
                b'"' => return self.form(Tok::String, start),
                b'\n' | 0x0b | 0x0c => return self.err(self.pos - 1, "expected '\"' in string literal"),
                b'\\' => {
                    let n = self.peek(0);
                    if n == b'"' || n == b'\\' || n == b'n' || n == b't' {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.peek(1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        return self.err(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }
}

/// The value of a string token's body (between the quotes), with escapes resolved.
pub fn unescape(body: &[u8]) -> Vec<u8> {
    if !body.contains(&b'\\') {
        return body.to_vec();
    }
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        i += 1;
        if c != b'\\' {
            out.push(c);
            continue;
        }
        let c1 = body[i];
        i += 1;
        match c1 {
            b'"' | b'\\' => out.push(c1),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let c2 = body[i];
                i += 1;
                let h = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                out.push((h(c1) << 4) | h(c2));
            }
        }
    }
    out
}

#[cfg(test)]
mod token_tests {
    use super::*;

    #[test]
    fn kinds_table_is_indexed_by_discriminant() {
        for (i, k) in KINDS.iter().enumerate() {
            assert_eq!(*k as usize, i, "{k:?}");
        }
        // The last variant is the table's last entry (a new kind must be added to it).
        assert_eq!(Tok::FileMetadataEnd as usize, KINDS.len() - 1);
    }

    #[test]
    fn token_round_trips_kind_and_range() {
        for &k in &KINDS {
            let t = Token::new(k, 1234, 1240);
            assert_eq!((t.kind(), t.start, t.end()), (k, 1234, 1240));
        }
    }
}
