//! Printing of affine expressions, maps and integer sets, byte-identical to upstream's
//! `AsmPrinter` (`printAffineExprInternal`, `printAffineMap`, `printIntegerSet`).

use std::fmt::Write;

use crate::affine::AffineExpr::{self, Add, CeilDiv, Const, Dim, FloorDiv, Mod, Mul, Symbol};
use crate::affine::{AffineMap, IntegerSet};

/// Writes `e` as upstream prints it (`d0 + s0 * 2`, `d0 - (d1 + 1)`, `-d0`, ...).
pub fn write_expr(out: &mut String, e: &AffineExpr) {
    expr(out, e, false);
}

/// Writes what goes inside `affine_map<...>`: `(d0, d1)[s0] -> (d0 + s0, d1)`.
pub fn write_map(out: &mut String, m: &AffineMap) {
    ids(out, m.num_dims, m.num_symbols);
    out.push_str(" -> (");
    for (i, e) in m.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_expr(out, e);
    }
    out.push(')');
}

/// Writes what goes inside `affine_set<...>`: `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
/// A set without constraints prints `(d0) : ()` (the parser never builds one: it turns `()` into
/// `0 == 0`).
pub fn write_set(out: &mut String, s: &IntegerSet) {
    ids(out, s.num_dims, s.num_symbols);
    out.push_str(" : (");
    for (i, e) in s.constraints.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_expr(out, e);
        let is_eq = s.eq_flags.get(i).copied().unwrap_or(false);
        out.push_str(if is_eq { " == 0" } else { " >= 0" });
    }
    out.push(')');
}

/// `(d0, d1)` and, when there are symbols, `[s0, s1]`.
fn ids(out: &mut String, num_dims: u32, num_symbols: u32) {
    out.push('(');
    for i in 0..num_dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if num_symbols != 0 {
        out.push('[');
        for i in 0..num_symbols {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}

/// `strong` is upstream's `BindingStrength::Strong`: the enclosing context binds tighter than any
/// binary operator, so a binary expression gets parentheses.
fn expr(out: &mut String, e: &AffineExpr, strong: bool) {
    let (spelling, lhs, rhs) = match e {
        Dim(p) => return write_num(out, 'd', *p),
        Symbol(p) => return write_num(out, 's', *p),
        Const(c) => {
            let _ = write!(out, "{c}");
            return;
        }
        Add(l, r) => return add_expr(out, l, r, strong),
        Mul(l, r) => (" * ", l, r),
        FloorDiv(l, r) => (" floordiv ", l, r),
        CeilDiv(l, r) => (" ceildiv ", l, r),
        Mod(l, r) => (" mod ", l, r),
    };
    if strong {
        out.push('(');
    }
    if matches!(e, Mul(..)) && **rhs == Const(-1) {
        // x * -1 prints as -x.
        out.push('-');
        expr(out, lhs, true);
    } else {
        expr(out, lhs, true);
        out.push_str(spelling);
        expr(out, rhs, true);
    }
    if strong {
        out.push(')');
    }
}

fn write_num(out: &mut String, prefix: char, n: u32) {
    out.push(prefix);
    let _ = write!(out, "{n}");
}

/// `lhs + rhs`, with the pretty forms `a - b`, `a - b * c` and `a - c`.
fn add_expr(out: &mut String, lhs: &AffineExpr, rhs: &AffineExpr, strong: bool) {
    if strong {
        out.push('(');
    }
    let negative_product = match rhs {
        Mul(rl, rr) => match **rr {
            Const(c) if c < 0 => Some((&**rl, c)),
            _ => None,
        },
        _ => None,
    };
    if let Some((rl, c)) = negative_product {
        expr(out, lhs, false);
        out.push_str(" - ");
        if c == -1 {
            // a + b * -1 prints as a - b, parenthesizing b only when it is a sum.
            expr(out, rl, matches!(rl, Add(..)));
        } else {
            // a + b * -c prints as a - b * c.
            expr(out, rl, true);
            let _ = write!(out, " * {}", c.unsigned_abs());
        }
    } else if let Const(c @ i64::MIN..=-1) = *rhs {
        // a + -c prints as a - c.
        expr(out, lhs, false);
        let _ = write!(out, " - {}", c.unsigned_abs());
    } else {
        expr(out, lhs, false);
        out.push_str(" + ");
        expr(out, rhs, false);
    }
    if strong {
        out.push(')');
    }
}
