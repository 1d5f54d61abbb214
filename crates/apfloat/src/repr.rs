//! The unpacked form of a float (LLVM's `IEEEFloat` fields) and the
//! conversions between it and raw bit encodings (`initFromAPInt` /
//! `bitcastToAPInt`).

use crate::semantics::{NanEncoding, NonFinite, Params, Semantics};

/// Category of a value (LLVM's `fltCategory`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Category {
    Zero,
    Normal,
    Infinity,
    NaN,
}

/// An unpacked value: for `Normal`, the value is `sig * 2^(exp - (precision-1))`
/// where `sig` has at most `precision` bits (fewer for denormals, whose `exp`
/// is `min_exponent`). For `NaN`, `sig` holds the stored significand field.
/// For `Zero` and `Infinity`, `exp` and `sig` are 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Unpacked {
    pub category: Category,
    pub sign: bool,
    pub exp: i32,
    pub sig: u128,
}

impl Unpacked {
    pub fn zero(sign: bool) -> Self {
        Unpacked { category: Category::Zero, sign, exp: 0, sig: 0 }
    }

    pub fn infinity(sign: bool) -> Self {
        Unpacked { category: Category::Infinity, sign, exp: 0, sig: 0 }
    }

    pub fn normal(sign: bool, exp: i32, sig: u128) -> Self {
        Unpacked { category: Category::Normal, sign, exp, sig }
    }

    /// Bitwise equality in LLVM's `bitwiseIsEqual` sense.
    pub fn bitwise_eq(&self, other: &Unpacked) -> bool {
        if self.category != other.category || self.sign != other.sign {
            return false;
        }
        match self.category {
            Category::Zero | Category::Infinity => true,
            Category::Normal => self.exp == other.exp && self.sig == other.sig,
            Category::NaN => self.sig == other.sig,
        }
    }
}

fn low_bits(n: u32) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// The default quiet NaN of a format (LLVM's `makeNaN(false, sign)`).
/// Must not be called for finite-only formats; returns a zero there.
pub(crate) fn default_nan(sem: Semantics, sign: bool) -> Unpacked {
    let p = sem.params();
    let mut sign = sign && p.has_signed_repr;
    let sig = match (p.non_finite, p.nan_encoding) {
        (NonFinite::FiniteOnly, _) => return Unpacked::zero(false),
        (NonFinite::NanOnly, NanEncoding::NegativeZero) => {
            sign = true;
            0
        }
        (NonFinite::NanOnly, _) => low_bits(p.precision - 1),
        _ => {
            let mut s = 1u128 << (p.precision - 2);
            if sem == Semantics::F80 {
                s |= 1u128 << (p.precision - 1);
            }
            s
        }
    };
    Unpacked { category: Category::NaN, sign, exp: 0, sig }
}

/// The largest finite value (LLVM's `makeLargest`).
pub(crate) fn largest(sem: Semantics, sign: bool) -> Unpacked {
    let p = sem.params();
    let mut sig = low_bits(p.precision);
    if p.non_finite == NonFinite::NanOnly && p.nan_encoding == NanEncoding::AllOnes && p.precision > 1 {
        sig &= !1;
    }
    Unpacked::normal(sign && p.has_signed_repr, p.max_exponent, sig)
}

/// The smallest normalized value (LLVM's `makeSmallestNormalized`).
pub(crate) fn smallest_normalized(sem: Semantics, sign: bool) -> Unpacked {
    let p = sem.params();
    Unpacked::normal(sign && p.has_signed_repr, p.min_exponent, 1u128 << (p.precision - 1))
}

/// The result of an overflow under round-to-nearest (LLVM's `handleOverflow`):
/// infinity, NaN for NaN-only formats, or the largest finite value for
/// finite-only formats.
pub(crate) fn overflow_value(sem: Semantics, sign: bool) -> Unpacked {
    match sem.params().non_finite {
        NonFinite::Ieee754 => Unpacked::infinity(sign),
        NonFinite::NanOnly => default_nan(sem, sign),
        NonFinite::FiniteOnly => largest(sem, sign),
    }
}

/// A zero of the requested sign, canonicalized the way LLVM's `normalize`
/// does: no negative zero in NaN-as-negative-zero formats, and the smallest
/// normalized value in formats without zero.
pub(crate) fn canonical_zero(sem: Semantics, sign: bool) -> Unpacked {
    let p = sem.params();
    if !p.has_zero {
        return smallest_normalized(sem, false);
    }
    if p.nan_encoding == NanEncoding::NegativeZero {
        return Unpacked::zero(false);
    }
    Unpacked::zero(sign)
}

/// Width of the sign field: 0 for the unsigned formats.
fn sign_bits(p: Params) -> u32 {
    u32::from(p.has_signed_repr)
}

/// Unpack a bit pattern (only the low `bit_width` bits of `bits` are used).
pub(crate) fn decode(sem: Semantics, bits: u128) -> Unpacked {
    let bits = bits & sem.mask();
    let p = sem.params();
    match sem {
        Semantics::F8E8M0FNU => {
            if bits == 0xFF {
                Unpacked { category: Category::NaN, sign: false, exp: 0, sig: 1 }
            } else {
                Unpacked::normal(false, bits as i32 - 127, 1)
            }
        }
        Semantics::F80 => decode_f80(bits),
        _ => {
            let frac_bits = p.precision - 1;
            let exp_bits = p.size_in_bits - sign_bits(p) - frac_bits;
            let exp_mask = low_bits(exp_bits);
            let bias = 1 - p.min_exponent;
            let frac = bits & low_bits(frac_bits);
            let field = (bits >> frac_bits) & exp_mask;
            let sign = p.has_signed_repr && (bits >> (p.size_in_bits - 1)) & 1 == 1;
            let unbiased = field as i32 - bias;
            let is_zero = field == 0 && frac == 0;
            if p.non_finite == NonFinite::Ieee754 && unbiased == p.max_exponent + 1 && frac == 0 {
                return Unpacked::infinity(sign);
            }
            let is_nan = match (p.non_finite, p.nan_encoding) {
                (NonFinite::FiniteOnly, _) => false,
                (_, NanEncoding::Ieee) => unbiased == p.max_exponent + 1 && frac != 0,
                (_, NanEncoding::AllOnes) => field == exp_mask && frac == low_bits(frac_bits),
                (_, NanEncoding::NegativeZero) => is_zero && sign,
            };
            if is_nan {
                return Unpacked { category: Category::NaN, sign, exp: 0, sig: frac };
            }
            if is_zero {
                return canonical_zero(sem, sign);
            }
            if field == 0 {
                Unpacked::normal(sign, p.min_exponent, frac)
            } else {
                Unpacked::normal(sign, unbiased, frac | (1u128 << frac_bits))
            }
        }
    }
}

fn decode_f80(bits: u128) -> Unpacked {
    let significand = bits & low_bits(64);
    let field = ((bits >> 64) & 0x7fff) as i32;
    let sign = (bits >> 79) & 1 == 1;
    let integer_bit = significand >> 63 == 1;
    if field == 0 && significand == 0 {
        Unpacked::zero(sign)
    } else if field == 0x7fff && significand == 1u128 << 63 {
        Unpacked::infinity(sign)
    } else if field == 0x7fff || (field != 0 && !integer_bit) {
        // NaNs, pseudo-NaNs, pseudo-infinities and unnormals are all NaN.
        Unpacked { category: Category::NaN, sign, exp: 0, sig: significand }
    } else if field == 0 {
        // Denormal (or pseudo-denormal, which LLVM treats as normal).
        Unpacked::normal(sign, -16382, significand)
    } else {
        Unpacked::normal(sign, field - 16383, significand)
    }
}

/// Pack a value into its bit pattern. Values a format cannot hold (e.g. an
/// infinity in a NaN-only format) are mapped to the nearest sensible encoding
/// (NaN, or the largest finite value) instead of failing.
pub(crate) fn encode(sem: Semantics, v: &Unpacked) -> u128 {
    let p = sem.params();
    let sign_bit = |s: bool| if s && p.has_signed_repr { 1u128 << (p.size_in_bits - 1) } else { 0 };
    match sem {
        Semantics::F8E8M0FNU => match v.category {
            Category::Normal => (v.exp + 127).clamp(0, 254) as u128,
            Category::Zero => 0,
            _ => 0xFF,
        },
        Semantics::F80 => {
            let (field, significand): (u128, u128) = match v.category {
                Category::Normal => {
                    let mut e = (v.exp + 16383) as u128;
                    if e == 1 && v.sig >> 63 == 0 {
                        e = 0;
                    }
                    (e, v.sig)
                }
                Category::Zero => (0, 0),
                Category::Infinity => (0x7fff, 1u128 << 63),
                Category::NaN => (0x7fff, v.sig),
            };
            sign_bit(v.sign) | (field & 0x7fff) << 64 | (significand & low_bits(64))
        }
        _ => {
            let frac_bits = p.precision - 1;
            let exp_bits = p.size_in_bits - sign_bits(p) - frac_bits;
            let exp_mask = low_bits(exp_bits);
            let bias = 1 - p.min_exponent;
            let v = match (v.category, p.non_finite) {
                (Category::Infinity, NonFinite::NanOnly) => default_nan(sem, v.sign),
                (Category::Infinity, NonFinite::FiniteOnly) => largest(sem, v.sign),
                (Category::NaN, NonFinite::FiniteOnly) => Unpacked::zero(false),
                _ => *v,
            };
            let (field, frac) = match v.category {
                Category::Normal => {
                    let mut e = v.exp + bias;
                    if e == 1 && (v.sig >> frac_bits) & 1 == 0 {
                        e = 0;
                    }
                    (e as u128, v.sig)
                }
                Category::Zero => (0, 0),
                Category::Infinity => (exp_mask, 0),
                Category::NaN => {
                    let field = match p.nan_encoding {
                        NanEncoding::NegativeZero => 0,
                        NanEncoding::AllOnes => exp_mask,
                        NanEncoding::Ieee => exp_mask,
                    };
                    (field, v.sig)
                }
            };
            sign_bit(v.sign) | (field & exp_mask) << frac_bits | (frac & low_bits(frac_bits))
        }
    }
}
