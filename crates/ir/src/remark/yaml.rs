//! Remarks as LLVM's YAML remark documents:
//!
//! ```yaml
//! --- !Missed
//! Pass:            'Loop:Inner'
//! Name:            NotUnrolled
//! DebugLoc:        { File: test.mlir, Line: 5, Column: 6 }
//! Function:        f
//! Args:
//!   - RemarkId:        '1'
//! ...
//! ```
//!
//! Scalars are quoted by LLVM's YAML rules (single quotes when a plain scalar would be read
//! differently, double quotes for control characters and non-ASCII text); keys are padded to
//! 16 columns as LLVM's YAML output does.

use std::fmt::Write;

use super::{source_position, Remark};
use crate::context::Context;

#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Quoting {
    None,
    Single,
    Double,
}

fn is_null(s: &str) -> bool {
    matches!(s, "null" | "Null" | "NULL" | "~")
}

fn is_bool(s: &str) -> bool {
    matches!(s, "true" | "True" | "TRUE" | "false" | "False" | "FALSE")
}

fn skip_digits(s: &str) -> &str {
    s.trim_start_matches(|c: char| c.is_ascii_digit())
}

/// YAML 1.2 core-schema numbers: integers, floats, `.inf`, `.nan`, `0o` and `0x` forms.
fn is_numeric(s: &str) -> bool {
    if s.is_empty() || s == "+" || s == "-" {
        return false;
    }
    if matches!(s, ".nan" | ".NaN" | ".NAN") {
        return true;
    }
    let tail = s.strip_prefix(['-', '+']).unwrap_or(s);
    if matches!(tail, ".inf" | ".Inf" | ".INF") {
        return true;
    }
    if let Some(d) = s.strip_prefix("0o") {
        return !d.is_empty() && d.chars().all(|c| ('0'..='7').contains(&c));
    }
    if let Some(d) = s.strip_prefix("0x") {
        return !d.is_empty() && d.chars().all(|c| c.is_ascii_hexdigit());
    }
    let s = tail;
    if let Some(after_dot) = s.strip_prefix('.') {
        if !after_dot.starts_with(|c: char| c.is_ascii_digit()) {
            return false;
        }
    }
    if s.starts_with(['e', 'E']) {
        return false;
    }
    let mut rest = skip_digits(s);
    if rest.is_empty() {
        return true;
    }
    if let Some(r) = rest.strip_prefix('.') {
        rest = skip_digits(r);
        if rest.is_empty() {
            return true;
        }
    }
    let Some(exp) = rest.strip_prefix(['e', 'E']) else { return false };
    let exp = exp.strip_prefix(['+', '-']).unwrap_or(exp);
    !exp.is_empty() && skip_digits(exp).is_empty()
}

fn quoting(s: &str) -> Quoting {
    let Some(first) = s.bytes().next() else { return Quoting::Single };
    let mut q = Quoting::None;
    let last = s.as_bytes()[s.len() - 1];
    if first.is_ascii_whitespace() || last.is_ascii_whitespace() || is_null(s) || is_bool(s) || is_numeric(s) {
        q = Quoting::Single;
    }
    if br#"-?:\,[]{}#&*!|>'"%@`"#.contains(&first) {
        q = Quoting::Single;
    }
    for c in s.bytes() {
        match c {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'-' | b'^' | b'.' | b',' | b' ' | b'\t' => {}
            0x7F => return Quoting::Double,
            c if c <= 0x1F || c >= 0x80 => return Quoting::Double,
            _ => q = q.max(Quoting::Single),
        }
    }
    q
}

fn scalar(out: &mut String, s: &str) {
    match quoting(s) {
        Quoting::None => out.push_str(s),
        Quoting::Single => {
            out.push('\'');
            out.push_str(&s.replace('\'', "''"));
            out.push('\'');
        }
        Quoting::Double => {
            out.push('"');
            for c in s.chars() {
                match c {
                    '"' => out.push_str("\\\""),
                    '\\' => out.push_str("\\\\"),
                    '\n' => out.push_str("\\n"),
                    '\r' => out.push_str("\\r"),
                    '\t' => out.push_str("\\t"),
                    '\0' => out.push_str("\\0"),
                    c if (c as u32) < 0x20 || c as u32 == 0x7F => {
                        let _ = write!(out, "\\x{:02X}", c as u32);
                    }
                    c => out.push(c),
                }
            }
            out.push('"');
        }
    }
}

/// `key:` followed by padding to column 16 past the key's start (one space for long keys).
fn key(out: &mut String, k: &str) {
    scalar(out, k);
    out.push(':');
    let pad = 16usize.saturating_sub(k.len()).max(1);
    out.extend(std::iter::repeat_n(' ', pad));
}

/// One remark as a YAML document.
pub(super) fn document(ctx: &Context, r: &Remark) -> String {
    let mut out = format!("--- !{}\n", r.kind.label());
    key(&mut out, "Pass");
    scalar(&mut out, &r.full_category());
    out.push('\n');
    key(&mut out, "Name");
    scalar(&mut out, r.display_name());
    out.push('\n');
    let (file, line, col) = source_position(ctx, r.loc);
    key(&mut out, "DebugLoc");
    out.push_str("{ File: ");
    scalar(&mut out, &file);
    let _ = writeln!(out, ", Line: {line}, Column: {col} }}");
    key(&mut out, "Function");
    scalar(&mut out, r.display_function());
    out.push('\n');
    if !r.args.is_empty() {
        out.push_str("Args:\n");
        for (k, v) in &r.args {
            out.push_str("  - ");
            key(&mut out, k);
            scalar(&mut out, v);
            out.push('\n');
        }
    }
    out.push_str("...\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(s: &str) -> String {
        let mut out = String::new();
        scalar(&mut out, s);
        out
    }

    #[test]
    fn scalars_quote_as_llvm_yaml() {
        assert_eq!(q("trip count too small"), "trip count too small");
        assert_eq!(q("test.mlir"), "test.mlir");
        assert_eq!(q("a\tb"), "a\tb");
        for (plain, quoted) in [
            ("", "''"),
            ("4", "'4'"),
            ("1e5", "'1e5'"),
            (".5", "'.5'"),
            ("0x1F", "'0x1F'"),
            ("null", "'null'"),
            ("True", "'True'"),
            ("Loop:Inner", "'Loop:Inner'"),
            ("<unknown file>", "'<unknown file>'"),
            ("it's", "'it''s'"),
            ("a/b", "'a/b'"),
            (" s", "' s'"),
            ("-x", "'-x'"),
            ("#c", "'#c'"),
            ("q?", "'q?'"),
            ("x\ny", "\"x\\ny\""),
            ("ü", "\"ü\""),
        ] {
            assert_eq!(q(plain), quoted, "{plain:?}");
        }
        assert!(!is_numeric("1.2.3") && !is_numeric("e5") && !is_numeric("1e") && is_numeric("-1.5E+3"));
    }
}
