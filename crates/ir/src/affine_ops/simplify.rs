//! The simplifying constructors (upstream `AffineExpr::operator+`, `operator*`, `floorDiv`,
//! `ceilDiv`, `operator%`, `operator-` and their `simplify*` helpers in `AffineExpr.cpp`).
//!
//! Every constructor first tries the local rewrite rules of upstream; when none applies the node is
//! built as is, except that the operands of a commutative node (`+`, `*`) that are both dims or
//! symbols are ordered (dims before symbols, then by position), as upstream's uniquer does.
//!
//! Integer arithmetic mirrors upstream: folding two constants is checked (an overflowing fold keeps
//! the node unfolded), while the coefficient arithmetic of the other rules wraps like the C++
//! `int64_t` code does in practice. Nothing here panics, whatever the input.

use crate::affine::AffineExpr::{self, Add, CeilDiv, Const, Dim, FloorDiv, Mod, Mul, Symbol};

/// `c` as an expression.
pub fn constant(c: i64) -> AffineExpr {
    Const(c)
}

/// The dimension `d<pos>`.
pub fn dim(pos: u32) -> AffineExpr {
    Dim(pos)
}

/// The symbol `s<pos>`.
pub fn symbol(pos: u32) -> AffineExpr {
    Symbol(pos)
}

/// `a + b`, simplified.
pub fn add(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match simplify_add(&a, &b) {
        Some(e) => e,
        None => commutative(a, b, Add),
    }
}

/// `a * b`, simplified.
pub fn mul(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match simplify_mul(&a, &b) {
        Some(e) => e,
        None => commutative(a, b, Mul),
    }
}

/// `a floordiv b`, simplified.
pub fn floor_div(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match simplify_div(&a, &b, false) {
        Some(e) => e,
        None => FloorDiv(Box::new(a), Box::new(b)),
    }
}

/// `a ceildiv b`, simplified.
pub fn ceil_div(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match simplify_div(&a, &b, true) {
        Some(e) => e,
        None => CeilDiv(Box::new(a), Box::new(b)),
    }
}

/// `a mod b`, simplified.
pub fn modulo(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match simplify_mod(&a, &b) {
        Some(e) => e,
        None => Mod(Box::new(a), Box::new(b)),
    }
}

/// `-a`, i.e. `a * -1`.
pub fn neg(a: AffineExpr) -> AffineExpr {
    mul(a, Const(-1))
}

/// `a - b`: `a + (-b)`, except that a constant `b` is negated with wrapping arithmetic (so that
/// `d0 - 9223372036854775808` means `d0 + INT64_MIN`), as upstream does.
pub fn sub(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    match b {
        Const(c) => add(a, Const(c.wrapping_neg())),
        b => add(a, neg(b)),
    }
}

/// Builds `a op b` without simplification, ordering the operands of a commutative node when both
/// are dims or symbols (dims first, then by position).
fn commutative(
    a: AffineExpr,
    b: AffineExpr,
    make: fn(Box<AffineExpr>, Box<AffineExpr>) -> AffineExpr,
) -> AffineExpr {
    let key = |e: &AffineExpr| match *e {
        Dim(p) => Some((0u8, p)),
        Symbol(p) => Some((1u8, p)),
        _ => None,
    };
    match (key(&a), key(&b)) {
        (Some(ka), Some(kb)) if ka > kb => make(Box::new(b), Box::new(a)),
        _ => make(Box::new(a), Box::new(b)),
    }
}

/// True when `e` uses no dimension (only symbols and constants).
pub fn is_symbolic_or_constant(e: &AffineExpr) -> bool {
    match e {
        Const(_) | Symbol(_) => true,
        Dim(_) => false,
        Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
            is_symbolic_or_constant(l) && is_symbolic_or_constant(r)
        }
    }
}

/// True when multiplication, floordiv, ceildiv and mod only involve constants on one side
/// (upstream `AffineExpr::isPureAffine`).
pub fn is_pure_affine(e: &AffineExpr) -> bool {
    match e {
        Const(_) | Symbol(_) | Dim(_) => true,
        Add(l, r) => is_pure_affine(l) && is_pure_affine(r),
        Mul(l, r) => {
            is_pure_affine(l)
                && is_pure_affine(r)
                && (matches!(**l, Const(_)) || matches!(**r, Const(_)))
        }
        Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
            is_pure_affine(l) && matches!(**r, Const(_))
        }
    }
}

/// The greatest known integral divisor of `e` (upstream `getLargestKnownDivisor`, including its
/// wrapping and unsigned-gcd behaviour on extreme values).
pub fn largest_known_divisor(e: &AffineExpr) -> i64 {
    match e {
        Dim(_) | Symbol(_) => 1,
        Const(c) => c.wrapping_abs(),
        FloorDiv(l, r) | CeilDiv(l, r) => match **r {
            Const(rc) if rc != 0 => {
                let ld = largest_known_divisor(l);
                if ld.wrapping_rem(rc) == 0 {
                    ld.wrapping_div(rc)
                } else {
                    1
                }
            }
            _ => 1,
        },
        Mul(l, r) => largest_known_divisor(l).wrapping_mul(largest_known_divisor(r)),
        Add(l, r) | Mod(l, r) => {
            gcd_u64(largest_known_divisor(l) as u64, largest_known_divisor(r) as u64) as i64
        }
    }
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `x % m == 0` for a divisor `m` that may be any value (never panics).
fn divides(m: i64, x: i64) -> bool {
    m != 0 && x.wrapping_rem(m) == 0
}

fn as_const(e: &AffineExpr) -> Option<i64> {
    match *e {
        Const(c) => Some(c),
        _ => None,
    }
}

/// Splits `e * c` into `(e, c)`; anything else is `(e, 1)`.
fn coefficient(e: &AffineExpr) -> (&AffineExpr, i64) {
    match e {
        Mul(l, r) => match **r {
            Const(c) => (l, c),
            _ => (e, 1),
        },
        _ => (e, 1),
    }
}

fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // Fold two constants unless the sum overflows.
    if let (Const(a), Const(b)) = (lhs, rhs) {
        return a.checked_add(*b).map(Const);
    }
    // Canonicalize so that a constant, or else the only symbolic operand, is on the right.
    if matches!(lhs, Const(_)) || (is_symbolic_or_constant(lhs) && !is_symbolic_or_constant(rhs)) {
        return Some(add(rhs.clone(), lhs.clone()));
    }
    let rhs_const = as_const(rhs);
    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }
    // (x + c1) + c2 -> x + (c1 + c2).
    if let (Add(ll, lr), Some(rc)) = (lhs, rhs_const) {
        if let Const(lc) = **lr {
            return Some(add((**ll).clone(), Const(lc.wrapping_add(rc))));
        }
    }
    // c1 * x + c2 * x -> (c1 + c2) * x.
    let (first, c1) = coefficient(lhs);
    let (second, c2) = coefficient(rhs);
    if first == second {
        return Some(mul(first.clone(), Const(c1.wrapping_add(c2))));
    }
    // (x + c) + y -> (x + y) + c.
    if let Add(ll, lr) = lhs {
        if let Const(lc) = **lr {
            return Some(add(add((**ll).clone(), rhs.clone()), Const(lc)));
        }
    }
    simplify_add_mod(lhs, rhs)
}

/// The tail of upstream's `simplifyAdd`: recognizes `x - (x floordiv q) * q` as `x mod q`, and
/// `(a + b) + (e floordiv q) * k` by simplifying `b + (e floordiv q) * k` first.
fn simplify_add_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let Mul(lrhs, rrhs) = rhs else { return None };
    // x + ((x floordiv q) * q) * -1 -> x mod q, with q symbolic or constant.
    if as_const(rrhs) == Some(-1) {
        if let Mul(fd, q) = &**lrhs {
            let FloorDiv(x, q2) = &**fd else { return None };
            if q2 == q && **x == *lhs {
                return Some(modulo(lhs.clone(), (**q).clone()));
            }
        }
    }
    let FloorDiv(x, q) = &**lrhs else { return None };
    // x + (x floordiv c) * -c -> x mod c, for a positive constant c.
    if **x == *lhs {
        if let (Some(qc), Some(k)) = (as_const(q), as_const(rrhs)) {
            if qc > 0 && k.checked_neg() == Some(qc) {
                return Some(modulo(lhs.clone(), (**q).clone()));
            }
        }
    }
    // (a + b) + (e floordiv q) * k -> a + simplified(b + (e floordiv q) * k).
    if let Add(a, b) = lhs {
        if let Some(s) = simplify_add(b, rhs) {
            return Some(add((**a).clone(), s));
        }
    }
    None
}

fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // Fold two constants unless the product overflows.
    if let (Const(a), Const(b)) = (lhs, rhs) {
        return a.checked_mul(*b).map(Const);
    }
    let lhs_sym = is_symbolic_or_constant(lhs);
    let rhs_sym = is_symbolic_or_constant(rhs);
    if !lhs_sym && !rhs_sym {
        // Not affine; upstream asserts. Keep the node as written.
        return None;
    }
    // Canonicalize so that the constant, or else the symbolic operand, is on the right.
    if !rhs_sym || matches!(lhs, Const(_)) {
        return Some(mul(rhs.clone(), lhs.clone()));
    }
    let rhs_const = as_const(rhs);
    match rhs_const {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(Const(0)),
        _ => {}
    }
    if let Mul(ll, lr) = lhs {
        if let Const(lc) = **lr {
            // (x * c1) * c2 -> x * (c1 * c2).
            if let Some(rc) = rhs_const {
                return Some(mul((**ll).clone(), Const(lc.wrapping_mul(rc))));
            }
            // (x * c) * y -> (x * y) * c.
            return Some(mul(mul((**ll).clone(), rhs.clone()), Const(lc)));
        }
    }
    None
}

/// `floordiv` (`ceil == false`) and `ceildiv` (`ceil == true`).
fn simplify_div(lhs: &AffineExpr, rhs: &AffineExpr, ceil: bool) -> Option<AffineExpr> {
    // x div x -> 1, unless x is the constant 0.
    if lhs == rhs && *rhs != Const(0) {
        return Some(Const(1));
    }
    // Division by a non-constant or by zero is kept as is.
    let rc = match *rhs {
        Const(c) if c != 0 => c,
        _ => return None,
    };
    if let Const(lc) = *lhs {
        return div_const(lc, rc, ceil).map(Const);
    }
    if rc == 1 {
        return Some(lhs.clone());
    }
    match lhs {
        // (x * c) div d -> x * (c / d) when d divides c.
        Mul(ll, lr) => {
            if let Const(lc) = **lr {
                if divides(rc, lc) {
                    return Some(mul((**ll).clone(), Const(lc.wrapping_div(rc))));
                }
            }
            None
        }
        // (a + b) floordiv d -> a floordiv d + b floordiv d when d divides a or b.
        Add(a, b) if !ceil => {
            if divides(rc, largest_known_divisor(a)) || divides(rc, largest_known_divisor(b)) {
                let a = floor_div((**a).clone(), Const(rc));
                let b = floor_div((**b).clone(), Const(rc));
                return Some(add(a, b));
            }
            None
        }
        _ => None,
    }
}

/// Exact floor/ceil division of two constants; `None` when the quotient does not fit.
fn div_const(a: i64, b: i64, ceil: bool) -> Option<i64> {
    let (a, b) = (a as i128, b as i128);
    let q = a.div_euclid(b);
    let r = a.rem_euclid(b);
    // div_euclid rounds so that the remainder is non-negative; adjust to floor / ceil.
    let floor = if r != 0 && b < 0 { q - 1 } else { q };
    let q = if ceil && r != 0 { floor + 1 } else { floor };
    i64::try_from(q).ok()
}

fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // x mod x -> 0 for a non-constant x.
    if lhs == rhs && !matches!(rhs, Const(_)) {
        return Some(Const(0));
    }
    // Modulo by a non-constant or by a non-positive constant is kept as is.
    let rc = match *rhs {
        Const(c) if c >= 1 => c,
        _ => return None,
    };
    if let Const(lc) = *lhs {
        return Some(Const(lc.rem_euclid(rc)));
    }
    if largest_known_divisor(lhs) % rc == 0 {
        return Some(Const(0));
    }
    match lhs {
        // (a + b) mod c -> b mod c (or a mod c) when c divides a (or b).
        Add(a, b) => {
            if largest_known_divisor(a) % rc == 0 {
                return Some(modulo((**b).clone(), Const(rc)));
            }
            if largest_known_divisor(b) % rc == 0 {
                return Some(modulo((**a).clone(), Const(rc)));
            }
            None
        }
        // (e mod a) mod b -> e mod b when b divides a.
        Mod(e, a) => match **a {
            Const(ac) if ac >= 1 && ac % rc == 0 => Some(modulo((**e).clone(), Const(rc))),
            _ => None,
        },
        _ => None,
    }
}
