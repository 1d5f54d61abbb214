//! Decimal string to float conversion with the grammar and the results of
//! LLVM's `IEEEFloat::convertFromString` (decimal form) under
//! round-to-nearest-ties-to-even.
//!
//! Accepted: an optional sign, digits with at most one `.`, and an optional
//! exponent `e`/`E` followed by an optionally signed decimal integer (an
//! empty exponent counts as zero, as in LLVM). Leading and trailing zeros are
//! insignificant. Hexadecimal floats and the special names (`inf`, `nan`) are
//! rejected.

use num_bigint::BigUint;
use num_traits::One;

use crate::repr::{canonical_zero, decode, overflow_value, Unpacked};
use crate::round::round_rational;
use crate::semantics::Semantics;

/// LLVM clamps decimal exponents at this magnitude while reading them.
const OVERLARGE_EXPONENT: i64 = 24000;

/// The scan of a decimal significand (LLVM's `decimalInfo`), as byte
/// positions into the text after the sign.
#[derive(Debug)]
struct DecimalInfo {
    first_sig: usize,
    last_sig: usize,
    /// Exponent to apply when the significant digits are read as an integer.
    exponent: i64,
    /// Exponent of the leading significant digit.
    normalized_exponent: i64,
}

fn is_digit(c: u8) -> bool {
    c.is_ascii_digit()
}

/// Read `[+-]ddd`; no digits at all means 0. Stops early (without checking
/// the remaining characters) once the magnitude reaches the clamp.
fn read_exponent(s: &[u8]) -> Result<i64, String> {
    if s.is_empty() || ((s[0] == b'-' || s[0] == b'+') && s.len() == 1) {
        return Ok(0);
    }
    let negative = s[0] == b'-';
    let mut p = usize::from(s[0] == b'-' || s[0] == b'+');
    if !is_digit(s[p]) {
        return Err("Invalid character in exponent".into());
    }
    let mut value = (s[p] - b'0') as i64;
    p += 1;
    while p < s.len() {
        if !is_digit(s[p]) {
            return Err("Invalid character in exponent".into());
        }
        value = value * 10 + (s[p] - b'0') as i64;
        if value >= OVERLARGE_EXPONENT {
            value = OVERLARGE_EXPONENT;
            break;
        }
        p += 1;
    }
    Ok(if negative { -value } else { value })
}

/// Scan `dddd.dddd[eE][+-]ddd` the way LLVM's `interpretDecimal` does.
fn interpret_decimal(s: &[u8]) -> Result<DecimalInfo, String> {
    let end = s.len();
    let mut dot = end;
    let mut p = 0;
    while p < end && s[p] == b'0' {
        p += 1;
    }
    if p < end && s[p] == b'.' {
        dot = p;
        p += 1;
        if end == 1 {
            return Err("Significand has no digits".into());
        }
        while p < end && s[p] == b'0' {
            p += 1;
        }
    }

    let first_sig = p;
    let mut exponent = 0i64;
    let mut normalized_exponent = 0i64;
    while p < end {
        if s[p] == b'.' {
            if dot != end {
                return Err("String contains multiple dots".into());
            }
            dot = p;
            p += 1;
            if p == end {
                break;
            }
        }
        if !is_digit(s[p]) {
            break;
        }
        p += 1;
    }

    if p != end {
        if s[p] != b'e' && s[p] != b'E' {
            return Err("Invalid character in significand".into());
        }
        if p == 0 || (dot != end && p == 1) {
            return Err("Significand has no digits".into());
        }
        exponent = read_exponent(&s[p + 1..])?;
        if dot == end {
            dot = p;
        }
    }

    if p != first_sig {
        // Drop insignificant trailing zeros (and a dot between them).
        if p != 0 {
            loop {
                loop {
                    p -= 1;
                    if !(p != 0 && s[p] == b'0') {
                        break;
                    }
                }
                if !(p != 0 && s[p] == b'.') {
                    break;
                }
            }
        }
        let (dot_i, p_i, first_i) = (dot as i64, p as i64, first_sig as i64);
        exponent += (dot_i - p_i) - i64::from(dot_i > p_i);
        normalized_exponent =
            exponent + (p_i - first_i) - i64::from(dot_i > first_i && dot_i < p_i);
    }
    Ok(DecimalInfo { first_sig, last_sig: p, exponent, normalized_exponent })
}

/// Convert a decimal string to `sem`, rounding to nearest-even.
///
/// Errors mirror LLVM's messages. A leading `-` on F8E8M0FNU (which has no
/// sign) is an error rather than LLVM's unreachable.
pub(crate) fn convert_from_string(sem: Semantics, text: &str) -> Result<Unpacked, String> {
    let s = text.as_bytes();
    if s.is_empty() {
        return Err("Invalid string length".into());
    }
    let sign = s[0] == b'-';
    let body = if s[0] == b'-' || s[0] == b'+' { &s[1..] } else { s };
    if sign && !sem.has_signed_repr() {
        return Err("negative floating point literal for a type with no signed representation".into());
    }
    if body.is_empty() {
        return Err("String has no digits".into());
    }
    if body.len() >= 2 && body[0] == b'0' && (body[1] == b'x' || body[1] == b'X') {
        return Err("hexadecimal float literals are not supported".into());
    }
    convert_decimal(sem, sign, body)
}

fn convert_decimal(sem: Semantics, sign: bool, s: &[u8]) -> Result<Unpacked, String> {
    let d = interpret_decimal(s)?;
    let p = sem.params();

    // Zero: no significant digits.
    if d.first_sig == s.len() || !is_digit(s[d.first_sig]) {
        return Ok(canonical_zero(sem, sign));
    }

    // Quick range checks, with LLVM's bounds 42039/12655 < log2(10) < 28738/8651.
    let ne = d.normalized_exponent;
    let int_max_q = i32::MAX as i64 / 42039;
    let int_min_q = i32::MIN as i64 / 42039;
    if ne - 1 > int_max_q {
        return Ok(overflow_value(sem, sign));
    }
    if ne - 1 < int_min_q
        || (ne + 1) * 28738 <= 8651 * (p.min_exponent as i64 - p.precision as i64)
    {
        return Ok(canonical_zero(sem, sign));
    }
    if (ne - 1) * 42039 >= 12655 * p.max_exponent as i64 {
        return Ok(overflow_value(sem, sign));
    }

    // The significant digits, dot and leading zeros removed.
    let mut digits: Vec<u8> = s[..=d.last_sig].iter().copied().filter(|&c| c != b'.').collect();
    if digits.iter().any(|&c| !is_digit(c)) {
        return Err("Invalid character in significand".into());
    }
    let leading = digits.iter().take_while(|&&c| c == b'0').count();
    digits.drain(..leading);
    let mut exponent = d.exponent;

    match sem {
        Semantics::F64 | Semantics::F32 => Ok(native_parse(sem, sign, &digits, exponent)),
        _ => {
            truncate_with_sticky_digit(&mut digits, &mut exponent);
            let mantissa = BigUint::parse_bytes(&digits, 10).unwrap_or_default();
            let (num, den) = if exponent >= 0 {
                (mantissa * pow10(exponent as u64), BigUint::one())
            } else {
                (mantissa, pow10(exponent.unsigned_abs()))
            };
            Ok(round_rational(sem, sign, &num, &den, 0).value)
        }
    }
}

/// More significant digits than any format's exact halfway point has (F128's
/// smallest ones need about 11,530); beyond this only "non-zero" matters.
const MAX_SIGNIFICANT_DIGITS: usize = 12_000;

/// Bound the work for absurdly long literals without changing the rounding:
/// keep `MAX_SIGNIFICANT_DIGITS` digits and replace the rest by a single `1`
/// when any dropped digit is non-zero (a sticky digit).
fn truncate_with_sticky_digit(digits: &mut Vec<u8>, exponent: &mut i64) {
    if digits.len() <= MAX_SIGNIFICANT_DIGITS {
        return;
    }
    let dropped = digits.len() - MAX_SIGNIFICANT_DIGITS;
    let sticky = digits[MAX_SIGNIFICANT_DIGITS..].iter().any(|&c| c != b'0');
    digits.truncate(MAX_SIGNIFICANT_DIGITS);
    *exponent += dropped as i64;
    if sticky {
        digits.push(b'1');
        *exponent -= 1;
    }
}

fn pow10(n: u64) -> BigUint {
    if n == 0 {
        return BigUint::one();
    }
    num_traits::pow(BigUint::from(10u32), n as usize)
}

/// Fast path for the host formats: Rust's float parsing is correctly rounded
/// (nearest-even, overflow to infinity, gradual underflow), which is exactly
/// what the exact algorithm would produce.
fn native_parse(sem: Semantics, sign: bool, digits: &[u8], exponent: i64) -> Unpacked {
    let mut text = String::with_capacity(digits.len() + 24);
    if sign {
        text.push('-');
    }
    text.push_str(std::str::from_utf8(digits).unwrap_or("0"));
    text.push('e');
    text.push_str(&exponent.to_string());
    let bits = if sem == Semantics::F64 {
        text.parse::<f64>().map(|v| v.to_bits() as u128).unwrap_or(0)
    } else {
        text.parse::<f32>().map(|v| v.to_bits() as u128).unwrap_or(0)
    };
    decode(sem, bits)
}
