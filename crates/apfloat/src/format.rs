//! Decimal formatting with exactly the output of LLVM's
//! `IEEEFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`.
//!
//! The algorithm is reproduced step by step, including its quirks: the
//! significand is first truncated (not rounded) to roughly the requested
//! number of digits by an integer division by a power of ten, and only then
//! rounded half-up on the first dropped decimal digit.

use num_bigint::BigUint;

use crate::repr::{Category, Unpacked};
use crate::semantics::Semantics;

/// Options of `APFloat::toString`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormatOptions {
    /// Significant digits to print; 0 means "enough to round-trip"
    /// (`2 + precision * 59 / 196`).
    pub precision: u32,
    /// Maximum number of padding zeros before switching to scientific
    /// notation; 0 forces scientific notation.
    pub max_padding: u32,
    /// Drop trailing zeros (and use `E`); when false, pad to `precision`
    /// digits and use `e` with a two-digit minimum exponent.
    pub truncate_zero: bool,
}

impl FormatOptions {
    /// `toString(Str, 6, 0, false)`: the form MLIR tries first, e.g.
    /// `1.000000e+00`.
    pub const MLIR_SHORT: FormatOptions =
        FormatOptions { precision: 6, max_padding: 0, truncate_zero: false };
    /// `toString(Str)` with default arguments (`0, 3, true`).
    pub const DEFAULT: FormatOptions =
        FormatOptions { precision: 0, max_padding: 3, truncate_zero: true };
}

/// Format an unpacked value. Infinities print as `+Inf`/`-Inf` and NaNs as
/// `NaN`, like LLVM.
pub(crate) fn to_string(sem: Semantics, v: &Unpacked, opts: FormatOptions) -> String {
    let mut out = String::new();
    match v.category {
        Category::Infinity => {
            return if v.sign { "-Inf".to_string() } else { "+Inf".to_string() };
        }
        Category::NaN => return "NaN".to_string(),
        Category::Zero => {
            if v.sign {
                out.push('-');
            }
            if opts.max_padding == 0 {
                if opts.truncate_zero {
                    out.push_str("0.0E+0");
                } else {
                    out.push_str("0.0");
                    for _ in 1..opts.precision.max(1) {
                        out.push('0');
                    }
                    out.push_str("e+00");
                }
            } else {
                out.push('0');
            }
            return out;
        }
        Category::Normal => {}
    }
    let precision = sem.params().precision;
    let exp = v.exp as i64 - (precision as i64 - 1);
    format_normal(&mut out, v.sign, exp, BigUint::from(v.sig), precision, opts);
    out
}

/// Number of bits needed for `FormatPrecision` decimal digits, as LLVM
/// estimates it (196/59 slightly overestimates log2(10)).
fn bits_required(format_precision: u64) -> u64 {
    (format_precision * 196).div_ceil(59)
}

fn pow10(n: u64) -> BigUint {
    num_traits::pow(BigUint::from(10u32), n as usize)
}

/// `toStringImpl` for a non-zero value `sig * 2^exp`.
fn format_normal(
    out: &mut String,
    negative: bool,
    mut exp: i64,
    mut sig: BigUint,
    sem_precision: u32,
    opts: FormatOptions,
) {
    if negative {
        out.push('-');
    }
    let mut format_precision = opts.precision as u64;
    if format_precision == 0 {
        format_precision = 2 + sem_precision as u64 * 59 / 196;
    }

    // Drop trailing binary zeros.
    let tz = sig.trailing_zeros().unwrap_or(0);
    exp += tz as i64;
    sig >>= tz;

    // Rebase from 2^exp to 10^exp: sig * 2^-e == sig * 5^e * 10^-e.
    if exp > 0 {
        sig <<= exp as u64;
        exp = 0;
    } else if exp < 0 {
        sig *= num_traits::pow(BigUint::from(5u32), (-exp) as usize);
    }

    // First precision adjustment: truncating division by a power of ten.
    let bits = sig.bits();
    let required = bits_required(format_precision);
    if bits > required {
        let tens = (bits - required) * 59 / 196;
        if tens > 0 {
            exp += tens as i64;
            sig /= pow10(tens);
        }
    }

    // Decimal digits, least significant first, dropping trailing zeros.
    let mut buffer: Vec<u8> = Vec::new();
    {
        let digits = sig.to_radix_le(10);
        let mut in_trail = true;
        for d in digits {
            if in_trail && d == 0 {
                exp += 1;
            } else {
                buffer.push(b'0' + d);
                in_trail = false;
            }
        }
    }
    if buffer.is_empty() {
        // Unreachable for non-zero input; keep a defined result anyway.
        buffer.push(b'0');
    }

    adjust_digits_to_precision(&mut buffer, &mut exp, format_precision);
    write_digits(out, &buffer, exp, format_precision, opts);
}

/// Second precision adjustment: keep `format_precision` digits, rounding
/// half-up on the first dropped digit only, and drop new trailing zeros.
/// `buffer` holds digits least significant first.
fn adjust_digits_to_precision(buffer: &mut Vec<u8>, exp: &mut i64, format_precision: u64) {
    let n = buffer.len();
    if n as u64 <= format_precision {
        return;
    }
    let mut first = n - format_precision as usize;
    if buffer[first - 1] < b'5' {
        while first < n && buffer[first] == b'0' {
            first += 1;
        }
        *exp += first as i64;
        buffer.drain(..first);
        return;
    }
    // Round up with carry; carried-through nines become trailing zeros and
    // are dropped.
    let mut i = first;
    while i != n {
        if buffer[i] == b'9' {
            first += 1;
        } else {
            buffer[i] += 1;
            break;
        }
        i += 1;
    }
    if first == n {
        *exp += first as i64;
        buffer.clear();
        buffer.push(b'1');
        return;
    }
    *exp += first as i64;
    buffer.drain(..first);
}

/// Lay out the digits (least significant first in `buffer`) for the value
/// `digits * 10^exp`, choosing plain or scientific notation.
fn write_digits(out: &mut String, buffer: &[u8], mut exp: i64, format_precision: u64, opts: FormatOptions) {
    let n_digits = buffer.len() as i64;
    let max_padding = opts.max_padding as i64;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        // 765e3 --> 765000, unless that would look more precise than it is.
        exp > max_padding || n_digits + exp > format_precision as i64
    } else {
        let msd = exp + (n_digits - 1);
        if msd >= 0 {
            false
        } else {
            -msd > max_padding
        }
    };
    let digit = |i: i64| buffer[(n_digits - 1 - i) as usize] as char;

    if scientific {
        exp += n_digits - 1;
        out.push(digit(0));
        out.push('.');
        if n_digits == 1 && opts.truncate_zero {
            out.push('0');
        } else {
            for i in 1..n_digits {
                out.push(digit(i));
            }
        }
        if !opts.truncate_zero && format_precision as i64 > n_digits - 1 {
            for _ in 0..(format_precision as i64 - n_digits + 1) {
                out.push('0');
            }
        }
        out.push(if opts.truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let mag = exp.unsigned_abs().to_string();
        if !opts.truncate_zero && mag.len() < 2 {
            out.push('0');
        }
        out.push_str(&mag);
        return;
    }

    if exp >= 0 {
        for i in 0..n_digits {
            out.push(digit(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return;
    }

    let whole = exp + n_digits;
    let mut i = 0;
    if whole > 0 {
        while i < whole {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 1..(1 - whole) {
            out.push('0');
        }
    }
    while i < n_digits {
        out.push(digit(i));
        i += 1;
    }
}
