//! Conversions between formats (LLVM's `IEEEFloat::convert` with
//! round-to-nearest-ties-to-even), used for `f64` interchange.

use crate::repr::{
    canonical_zero, decode, default_nan, encode, largest, overflow_value, smallest_normalized,
    Category, Unpacked,
};
use crate::round::round_binary;
use crate::semantics::{NanEncoding, NonFinite, Semantics};

/// The result of a conversion and whether it lost information (LLVM's
/// `losesInfo`).
pub(crate) struct Converted {
    pub value: Unpacked,
    pub loses_info: bool,
}

/// Convert `v` (a value of `from`) to `to`.
///
/// Cases LLVM leaves undefined get a defined result, reported as lossy:
/// infinity into a finite-only format gives the largest finite value of that
/// sign, NaN into a finite-only format gives +0, and a negative non-zero
/// value into the unsigned F8E8M0FNU gives its NaN.
pub(crate) fn convert(from: Semantics, to: Semantics, v: &Unpacked) -> Converted {
    let fp = from.params();
    let tp = to.params();
    match v.category {
        Category::Normal => {
            if v.sign && !tp.has_signed_repr {
                return Converted { value: default_nan(to, false), loses_info: true };
            }
            let exp2 = v.exp as i64 - (fp.precision as i64 - 1);
            let r = round_binary(to, v.sign, v.sig, exp2);
            Converted { value: r.value, loses_info: r.inexact }
        }
        Category::Zero => {
            // Negative zero loses information only where it cannot exist.
            let loses_info = v.sign
                && tp.nan_encoding == NanEncoding::NegativeZero
                && fp.nan_encoding != NanEncoding::NegativeZero;
            let value = if tp.has_zero { canonical_zero(to, v.sign) } else { smallest_normalized(to, false) };
            Converted { value, loses_info }
        }
        Category::Infinity => match tp.non_finite {
            NonFinite::Ieee754 => Converted { value: Unpacked::infinity(v.sign), loses_info: false },
            NonFinite::NanOnly => Converted { value: overflow_value(to, v.sign), loses_info: true },
            NonFinite::FiniteOnly => Converted { value: largest(to, v.sign), loses_info: true },
        },
        Category::NaN => convert_nan(from, to, v),
    }
}

fn convert_nan(from: Semantics, to: Semantics, v: &Unpacked) -> Converted {
    let fp = from.params();
    let tp = to.params();
    match tp.non_finite {
        NonFinite::FiniteOnly => {
            return Converted { value: Unpacked::zero(false), loses_info: true };
        }
        NonFinite::NanOnly => {
            return Converted {
                value: default_nan(to, v.sign),
                loses_info: fp.non_finite != NonFinite::NanOnly,
            };
        }
        NonFinite::Ieee754 => {}
    }
    let no_payload = fp.precision < 2 || (fp.non_finite != NonFinite::Ieee754 && fp.nan_encoding != NanEncoding::AllOnes);
    if fp.nan_encoding == NanEncoding::NegativeZero || no_payload {
        // Negative-zero encodings (and F8E8M0FNU, without a significand) carry
        // no payload: produce the default quiet NaN, positive for negative-zero
        // encodings. (An all-ones NaN, as F8E4M3FN's, keeps its significand as
        // LLVM does: F8E4M3FN's NaN extends to F32 as 0x7FF00000.)
        let sign = v.sign && fp.nan_encoding != NanEncoding::NegativeZero;
        return Converted { value: default_nan(to, sign), loses_info: false };
    }
    // IEEE payload: shift the stored significand field to the new width.
    let shift = tp.precision as i64 - fp.precision as i64;
    let mut sig = v.sig;
    let mut loses_info = false;
    if shift < 0 {
        let s = (-shift) as u32;
        let lost = if s >= 128 { sig } else { sig & ((1u128 << s) - 1) };
        loses_info = lost != 0;
        sig = if s >= 128 { 0 } else { sig >> s };
    } else if shift > 0 {
        sig = if shift >= 128 { 0 } else { sig << shift as u32 };
    }
    let signaling = (v.sig >> (fp.precision - 2)) & 1 == 0;
    if from == Semantics::F80 && to != Semantics::F80 {
        let special = v.sig >> 63 & 1 == 0 || v.sig >> 62 & 1 == 0;
        loses_info |= special;
    }
    if to == Semantics::F80 {
        sig |= 1u128 << 63;
    }
    // Quiet the NaN (also guarantees a non-zero payload after truncation).
    if signaling || sig & ((1u128 << (tp.precision - 1)) - 1) == 0 {
        sig |= 1u128 << (tp.precision - 2);
    }
    let value = Unpacked { category: Category::NaN, sign: v.sign, exp: 0, sig };
    Converted { value, loses_info }
}

/// `from_f64` behind the public API.
pub(crate) fn from_f64(sem: Semantics, v: f64) -> (u128, bool) {
    let src = decode(Semantics::F64, v.to_bits() as u128);
    let c = convert(Semantics::F64, sem, &src);
    (encode(sem, &c.value), !c.loses_info)
}

/// `to_f64` behind the public API.
pub(crate) fn to_f64(sem: Semantics, bits: u128) -> f64 {
    let src = decode(sem, bits);
    let c = convert(sem, Semantics::F64, &src);
    f64::from_bits(encode(Semantics::F64, &c.value) as u64)
}
