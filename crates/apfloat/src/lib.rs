//! Bit-exact emulation of the parts of LLVM's `APFloat` that MLIR's textual
//! IR printer and parser rely on, for every float format MLIR's builtin types
//! use.
//!
//! Values are passed around as raw bit encodings in a `u128` (the low
//! [`Semantics::bit_width`] bits are used; higher bits are ignored).
//!
//! * [`print_mlir`] writes exactly what MLIR's `printFloatValue` writes.
//! * [`parse_decimal`] converts a decimal literal like LLVM's
//!   `APFloat::convertFromString` (correctly rounded, nearest-even).
//! * [`from_f64`] / [`to_f64`] convert like `APFloat::convert`.
//! * [`to_string`] is `APFloat::toString` with explicit options.
//!
//! No public function panics.

mod arith;
mod convert;
mod format;
mod parse;
mod repr;
mod round;
mod semantics;

#[cfg(test)]
mod tests;

pub use arith::{binary, compare, convert_bits, BinaryOp};
pub use format::FormatOptions;
pub use semantics::Semantics;

use repr::{decode, encode, Category};

/// Exactly what MLIR's AsmPrinter `printFloatValue` writes for this value.
///
/// Finite values print as `toString(6, 0, false)` (e.g. `1.000000e+00`) when
/// that text parses back to the same value, otherwise as the default
/// `toString()` (e.g. `0.10000000000000001`, `9.9999999999999995E-8`) when
/// that contains a `.`. Everything else (infinities, NaNs, and integers too
/// long for the short form, e.g. `123456789.0 : f64`) prints as the bit
/// pattern in C hex form with uppercase digits, e.g. `0x7FC00000`.
pub fn print_mlir(sem: Semantics, bits: u128) -> String {
    let v = decode(sem, bits);
    if matches!(v.category, Category::Normal | Category::Zero) {
        let short = format::to_string(sem, &v, FormatOptions::MLIR_SHORT);
        if let Ok(back) = parse::convert_from_string(sem, &short) {
            if back.bitwise_eq(&v) {
                return short;
            }
        }
        let full = format::to_string(sem, &v, FormatOptions::DEFAULT);
        if full.contains('.') {
            return full;
        }
    }
    // Re-encode from the unpacked value, as MLIR prints `bitcastToAPInt()`
    // (this only differs from `bits` for x87 unnormals, which become NaNs).
    hex_literal(encode(sem, &v))
}

/// `APInt::toString(16, /*Signed=*/false, /*formatAsCLiteral=*/true)`:
/// `0x` followed by uppercase hex digits without leading zeros.
fn hex_literal(bits: u128) -> String {
    format!("0x{bits:X}")
}

/// `APFloat::toString` for the value with the given options. Infinities
/// print as `+Inf`/`-Inf`, NaNs as `NaN`.
pub fn to_string(sem: Semantics, bits: u128, opts: FormatOptions) -> String {
    format::to_string(sem, &decode(sem, bits), opts)
}

/// Parse a decimal literal into `sem`, rounding to nearest-even like
/// `APFloat::convertFromString`, and return its bit pattern; `negate` flips
/// the sign of the result (the MLIR parser's separate `-` token).
///
/// Accepts an optional sign, decimal digits with at most one `.`, and an
/// optional exponent (`1.5`, `-2.0e+10`, `1e3`, `.5`, `1.`). Overflow gives
/// infinity, NaN for the `FN`/`FNUZ`/E8M0 formats, or the largest finite
/// value for the finite-only F4/F6 formats; underflow gives zero (the
/// smallest value for F8E8M0FNU). Negative zero becomes +0 where it does not
/// exist. Negative input for F8E8M0FNU is an error, as in MLIR.
pub fn parse_decimal(sem: Semantics, text: &str, negate: bool) -> Result<u128, String> {
    if negate && !sem.has_signed_repr() {
        return Err("negative floating point literal for a type with no signed representation".into());
    }
    let mut v = parse::convert_from_string(sem, text)?;
    if negate {
        let keeps_sign = sem_has_nan_as_negative_zero(sem)
            && matches!(v.category, Category::Zero | Category::NaN);
        if !keeps_sign {
            v.sign = !v.sign;
        }
    }
    Ok(encode(sem, &v))
}

fn sem_has_nan_as_negative_zero(sem: Semantics) -> bool {
    sem.params().nan_encoding == semantics::NanEncoding::NegativeZero
}

/// Convert an `f64` to `sem` with round-to-nearest-even (`APFloat::convert`),
/// returning the bits and whether the conversion was exact (`!losesInfo`).
///
/// NaN payloads are carried over (truncated) like LLVM does. Where LLVM's
/// behaviour is undefined a defined, lossy result is returned: infinity in
/// the finite-only F4/F6 formats gives the largest finite value, NaN there
/// gives +0, and a negative value in F8E8M0FNU gives its NaN.
pub fn from_f64(sem: Semantics, v: f64) -> (u128, bool) {
    convert::from_f64(sem, v)
}

/// Convert a value to `f64` with round-to-nearest-even (exact for every
/// format except F80 and F128).
pub fn to_f64(sem: Semantics, bits: u128) -> f64 {
    convert::to_f64(sem, bits)
}

/// Whether the bits encode a NaN (for x87 this includes pseudo-NaNs,
/// pseudo-infinities and unnormals, as in LLVM).
pub fn is_nan(sem: Semantics, bits: u128) -> bool {
    decode(sem, bits).category == Category::NaN
}

/// Whether the bits encode an infinity.
pub fn is_inf(sem: Semantics, bits: u128) -> bool {
    decode(sem, bits).category == Category::Infinity
}

/// Whether the sign bit is set (always false for F8E8M0FNU; true for the
/// NaN of the `FNUZ` formats, whose encoding is the negative-zero pattern).
pub fn is_negative(sem: Semantics, bits: u128) -> bool {
    decode(sem, bits).sign
}

/// Whether the bits encode a (positive or negative) zero.
pub fn is_zero(sem: Semantics, bits: u128) -> bool {
    decode(sem, bits).category == Category::Zero
}
