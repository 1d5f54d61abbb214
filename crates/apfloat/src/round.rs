//! Correctly rounded conversion of an exact positive rational into a format,
//! with round-to-nearest-ties-to-even and LLVM's `normalize` rules for
//! denormals, overflow and the NaN-only / finite-only formats.

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};

use crate::repr::{canonical_zero, overflow_value, Unpacked};
use crate::semantics::{NanEncoding, NonFinite, Semantics};

/// A rounded result and whether rounding changed the value (LLVM's status
/// being anything but `opOK`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rounded {
    pub value: Unpacked,
    pub inexact: bool,
}

/// Round `(num / den) * 2^exp2`, negated when `sign`, to `sem`.
///
/// `den` must be non-zero. A zero `num` yields the format's canonical zero.
pub(crate) fn round_rational(
    sem: Semantics,
    sign: bool,
    num: &BigUint,
    den: &BigUint,
    exp2: i64,
) -> Rounded {
    if num.is_zero() || den.is_zero() {
        let value = canonical_zero(sem, sign);
        return Rounded { value, inexact: false };
    }
    let p = sem.params();
    let precision = p.precision as i64;

    // floor(log2(num/den)): start from the bit-length difference and correct.
    let mut e = num.bits() as i64 - den.bits() as i64;
    let ge = if e >= 0 { *num >= (den << e as u64) } else { (num << (-e) as u64) >= *den };
    if !ge {
        e -= 1;
    }
    let top = e + exp2; // the exponent of the leading bit of the value

    if top > p.max_exponent as i64 {
        return Rounded { value: overflow_value(sem, sign), inexact: true };
    }
    let mut exponent = top.max(p.min_exponent as i64);

    // q = floor(value * 2^(precision - 1 - exponent)), with the remainder.
    let shift = exp2 + precision - 1 - exponent;
    let (n, d) = if shift >= 0 {
        (num << shift as u64, den.clone())
    } else {
        (num.clone(), den << (-shift) as u64)
    };
    let q_big = &n / &d;
    let r = n - &q_big * &d;
    let mut q = q_big.to_u128().unwrap_or(0);

    let inexact = !r.is_zero();
    if inexact {
        let twice = r << 1u32;
        let round_up = match twice.cmp(&d) {
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Equal => q & 1 == 1,
            std::cmp::Ordering::Less => false,
        };
        if round_up {
            q += 1;
            if q >> precision == 1 {
                q >>= 1;
                exponent += 1;
            }
        }
    }
    finish(sem, sign, exponent, q, inexact)
}

/// Final range checks shared by all rounding paths: overflow after rounding,
/// the all-ones NaN encoding, and underflow to zero.
fn finish(sem: Semantics, sign: bool, exponent: i64, q: u128, inexact: bool) -> Rounded {
    let p = sem.params();
    if exponent > p.max_exponent as i64 {
        return Rounded { value: overflow_value(sem, sign), inexact: true };
    }
    let all_ones = p.precision < 128 && q == (1u128 << p.precision) - 1;
    if p.non_finite == NonFinite::NanOnly
        && p.nan_encoding == NanEncoding::AllOnes
        && p.precision > 1
        && exponent == p.max_exponent as i64
        && all_ones
    {
        return Rounded { value: overflow_value(sem, sign), inexact: true };
    }
    if q == 0 {
        return Rounded { value: canonical_zero(sem, sign), inexact };
    }
    let sign = sign && p.has_signed_repr;
    Rounded { value: Unpacked::normal(sign, exponent as i32, q), inexact }
}

/// Round `sig * 2^exp2` (an exact binary value, e.g. another format's
/// significand) to `sem`.
pub(crate) fn round_binary(sem: Semantics, sign: bool, sig: u128, exp2: i64) -> Rounded {
    round_rational(sem, sign, &BigUint::from(sig), &BigUint::one(), exp2)
}
