//! Correctly rounded arithmetic in any format (LLVM's `APFloat::add`, `subtract`, `multiply`,
//! `divide` and `mod` with round-to-nearest-even): the exact result is formed from the
//! operands' significands as big integers (a rational for division) and rounded once.
//!
//! NaN operands give the first NaN operand, quieted; invalid operations (`inf - inf`,
//! `0 * inf`, `0 / 0`, `inf / inf`, `x mod 0`, `inf mod y`) give the format's default NaN.

use num_bigint::{BigInt, BigUint, Sign};

use crate::convert::convert;
use crate::repr::{canonical_zero, decode, default_nan, encode, Category, Unpacked};
use crate::round::round_rational;
use crate::semantics::Semantics;

/// A binary operation of [`binary`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    /// `fmod`: the remainder of the division truncated toward zero, with the dividend's sign.
    Rem,
}

/// `a op b` in `sem`, as bits.
pub fn binary(sem: Semantics, op: BinaryOp, a: u128, b: u128) -> u128 {
    let (x, mut y) = (decode(sem, a), decode(sem, b));
    for v in [&x, &y] {
        if v.category == Category::NaN {
            // Quieted, as any operation on a NaN (a subtracted NaN keeps its sign).
            return encode(sem, &convert(sem, sem, v).value);
        }
    }
    if op == BinaryOp::Sub {
        y.sign = !y.sign;
    }
    encode(sem, &apply(sem, op, &x, &y))
}

fn apply(sem: Semantics, op: BinaryOp, x: &Unpacked, y: &Unpacked) -> Unpacked {
    use Category::*;
    let invalid = default_nan(sem, false);
    match op {
        BinaryOp::Add | BinaryOp::Sub => match (x.category, y.category) {
            (Infinity, Infinity) if x.sign != y.sign => invalid,
            (Infinity, _) => *x,
            (_, Infinity) => *y,
            (Zero, Zero) => canonical_zero(sem, x.sign && y.sign),
            (Zero, _) => *y,
            (_, Zero) => *x,
            _ => add_normal(sem, x, y),
        },
        BinaryOp::Mul => {
            let sign = x.sign != y.sign;
            match (x.category, y.category) {
                (Infinity, Zero) | (Zero, Infinity) => invalid,
                (Infinity, _) | (_, Infinity) => Unpacked::infinity(sign),
                (Zero, _) | (_, Zero) => canonical_zero(sem, sign),
                _ => {
                    let p = sem.params().precision as i64 - 1;
                    let sig = BigUint::from(x.sig) * BigUint::from(y.sig);
                    round_rational(sem, sign, &sig, &BigUint::from(1u8), x.exp as i64 + y.exp as i64 - 2 * p).value
                }
            }
        }
        BinaryOp::Div => {
            let sign = x.sign != y.sign;
            match (x.category, y.category) {
                (Infinity, Infinity) | (Zero, Zero) => invalid,
                (Infinity, _) | (_, Zero) => Unpacked::infinity(sign),
                (Zero, _) | (_, Infinity) => canonical_zero(sem, sign),
                _ => round_rational(sem, sign, &BigUint::from(x.sig), &BigUint::from(y.sig), x.exp as i64 - y.exp as i64).value,
            }
        }
        BinaryOp::Rem => match (x.category, y.category) {
            (Infinity, _) | (_, Zero) => invalid,
            (Zero, _) | (_, Infinity) => *x,
            _ => {
                // Both as integers over the smaller exponent: the remainder is exact.
                let (a, b, e) = aligned(sem, x, y);
                let r = a % b;
                round_rational(sem, x.sign, &r, &BigUint::from(1u8), e).value
            }
        },
    }
}

/// The magnitudes of two normal values as integers over a common power of two, and that
/// power's exponent.
fn aligned(sem: Semantics, x: &Unpacked, y: &Unpacked) -> (BigUint, BigUint, i64) {
    let p = sem.params().precision as i64 - 1;
    let (ex, ey) = (x.exp as i64 - p, y.exp as i64 - p);
    let e = ex.min(ey);
    (BigUint::from(x.sig) << (ex - e) as u64, BigUint::from(y.sig) << (ey - e) as u64, e)
}

fn add_normal(sem: Semantics, x: &Unpacked, y: &Unpacked) -> Unpacked {
    let (a, b, e) = aligned(sem, x, y);
    let signed = |v: BigUint, neg: bool| BigInt::from_biguint(if neg { Sign::Minus } else { Sign::Plus }, v);
    let sum = signed(a, x.sign) + signed(b, y.sign);
    let (sign, mag) = sum.into_parts();
    if mag == BigUint::ZERO {
        // An exact zero sum is +0 when rounding to nearest.
        return canonical_zero(sem, false);
    }
    round_rational(sem, sign == Sign::Minus, &mag, &BigUint::from(1u8), e).value
}

/// The order of two values of `sem` (`None` when either is a NaN; zeros of either sign are
/// equal), compared exactly.
pub fn compare(sem: Semantics, a: u128, b: u128) -> Option<std::cmp::Ordering> {
    use std::cmp::Ordering::*;
    use Category::*;
    let (x, y) = (decode(sem, a), decode(sem, b));
    if x.category == NaN || y.category == NaN {
        return None;
    }
    let signum = |v: &Unpacked| match v.category {
        Zero => 0i8,
        _ if v.sign => -1,
        _ => 1,
    };
    let (sx, sy) = (signum(&x), signum(&y));
    if sx != sy || sx == 0 {
        return Some(sx.cmp(&sy));
    }
    let magnitude = match (x.category, y.category) {
        (Infinity, Infinity) => Equal,
        (Infinity, _) => Greater,
        (_, Infinity) => Less,
        _ => {
            let (m, n, _) = aligned(sem, &x, &y);
            m.cmp(&n)
        }
    };
    Some(if sx < 0 { magnitude.reverse() } else { magnitude })
}

/// `bits` of format `from` converted to `to` (round to nearest even), with whether the
/// conversion was exact (`!losesInfo`).
pub fn convert_bits(from: Semantics, to: Semantics, bits: u128) -> (u128, bool) {
    let c = convert(from, to, &decode(from, bits));
    (encode(to, &c.value), !c.loses_info)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f64_op(op: BinaryOp, a: f64, b: f64) -> u64 {
        binary(Semantics::F64, op, a.to_bits() as u128, b.to_bits() as u128) as u64
    }

    /// In f64 the results are the host's (IEEE arithmetic, nearest even).
    #[test]
    fn matches_host_f64() {
        let vals = [0.0, -0.0, 1.0, -1.5, 0.1, 3.0, 1e300, -1e-300, 5e-324, f64::INFINITY, f64::NEG_INFINITY, 2.5, 7.0, 1.0 / 3.0];
        for &a in &vals {
            for &b in &vals {
                let cases = [(BinaryOp::Add, a + b), (BinaryOp::Sub, a - b), (BinaryOp::Mul, a * b), (BinaryOp::Div, a / b), (BinaryOp::Rem, a % b)];
                for (op, want) in cases {
                    let got = f64::from_bits(f64_op(op, a, b));
                    if want.is_nan() {
                        assert!(got.is_nan(), "{op:?} {a} {b}");
                    } else {
                        assert_eq!(got.to_bits(), want.to_bits(), "{op:?} {a} {b}: {got} vs {want}");
                    }
                }
            }
        }
    }

    /// Comparisons agree with the host's on f64, NaNs unordered.
    #[test]
    fn compare_matches_host_f64() {
        let vals = [0.0, -0.0, 1.0, -1.5, 5e-324, -5e-324, 1e300, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 0.1, 0.1 + 1e-17];
        for &a in &vals {
            for &b in &vals {
                assert_eq!(compare(Semantics::F64, a.to_bits() as u128, b.to_bits() as u128), a.partial_cmp(&b), "{a} {b}");
            }
        }
    }

    /// f128 keeps what f64 would round away: (1 + 2^-100) - 1 is 2^-100.
    #[test]
    fn f128_is_exact_where_f64_is_not() {
        let one = convert_bits(Semantics::F64, Semantics::F128, 1.0f64.to_bits() as u128).0;
        let tiny = convert_bits(Semantics::F64, Semantics::F128, 2f64.powi(-100).to_bits() as u128).0;
        let sum = binary(Semantics::F128, BinaryOp::Add, one, tiny);
        let diff = binary(Semantics::F128, BinaryOp::Sub, sum, one);
        assert_eq!(diff, tiny);
        let back = convert_bits(Semantics::F128, Semantics::F64, sum);
        assert_eq!(back, (1.0f64.to_bits() as u128, false));
    }
}
