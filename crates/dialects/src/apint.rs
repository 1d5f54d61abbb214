//! [`ApInt`]: an integer of a fixed bit width, the value constant folding computes with (the
//! role LLVM's `APInt` plays upstream). Every operation wraps modulo `2^width`, as the integer
//! ops of `arith`, `math` and `index` do; signed operations read the bits as two's complement.
//!
//! Widths up to 64 bits compute in one machine word; wider ones in a `BigUint`, so any width
//! the builtin integer types allow folds.

use std::cmp::Ordering;

use mlir_ir::IntValue;
use num_bigint::{BigInt, BigUint, Sign};

/// A `width`-bit pattern.
///
/// Invariants: `width >= 1`; the bits are held as [`Bits::Word`] exactly when `width <= 64`,
/// and the held value is below `2^width` (bits past the width are zero). Two values are equal
/// when their widths and bits are.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ApInt {
    width: u32,
    bits: Bits,
}

#[derive(Clone, PartialEq, Eq, Debug)]
enum Bits {
    Word(u64),
    Wide(BigUint),
}

/// The low `w` bits set, for `w <= 64`.
fn word_mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// The low `w` bits set.
fn wide_mask(w: u32) -> BigUint {
    (BigUint::from(1u8) << w) - 1u8
}

/// `v` (the low `w` bits of a `u64`) read as a signed `w`-bit number, for `w <= 64`.
fn word_sext(v: u64, w: u32) -> i64 {
    if w >= 64 {
        v as i64
    } else {
        let s = 64 - w;
        ((v << s) as i64) >> s
    }
}

impl ApInt {
    /// The low `width` bits of `v`.
    pub fn from_u64(width: u32, v: u64) -> ApInt {
        if width <= 64 {
            ApInt { width, bits: Bits::Word(v & word_mask(width)) }
        } else {
            ApInt { width, bits: Bits::Wide(BigUint::from(v)) }
        }
    }

    /// `v` in `width` bits (sign-extended past 64, truncated below).
    pub fn from_i64(width: u32, v: i64) -> ApInt {
        if width <= 64 || v >= 0 {
            return ApInt::from_u64(width, v as u64);
        }
        ApInt::from_bigint(width, &BigInt::from(v))
    }

    /// `v` modulo `2^width`.
    pub fn from_bigint(width: u32, v: &BigInt) -> ApInt {
        let modulus = BigInt::from(1u8) << width;
        let mut r = v % &modulus;
        if r.sign() == Sign::Minus {
            r += &modulus;
        }
        let (_, mag) = r.into_parts();
        ApInt::from_biguint(width, mag)
    }

    /// `v` modulo `2^width`.
    fn from_biguint(width: u32, v: BigUint) -> ApInt {
        if width <= 64 {
            let low = v.iter_u64_digits().next().unwrap_or(0);
            ApInt::from_u64(width, low)
        } else {
            let v = if v.bits() > width as u64 { v & wide_mask(width) } else { v };
            ApInt { width, bits: Bits::Wide(v) }
        }
    }

    /// An attribute's integer value in `width` bits.
    pub fn from_int_value(width: u32, v: &IntValue) -> ApInt {
        match v {
            IntValue::Small(s) => ApInt::from_i64(width, *s),
            IntValue::Big(b) => ApInt::from_bigint(width, b),
        }
    }

    /// The `width`-bit number stored little-endian in `bytes` (bits past the width ignored),
    /// as dense elements hold their integers.
    pub fn from_le_bytes(width: u32, bytes: &[u8]) -> ApInt {
        if width <= 64 {
            let mut v = 0u64;
            for (i, b) in bytes.iter().take(8).enumerate() {
                v |= (*b as u64) << (8 * i);
            }
            return ApInt::from_u64(width, v);
        }
        ApInt::from_biguint(width, BigUint::from_bytes_le(bytes))
    }

    pub fn zero(width: u32) -> ApInt {
        ApInt::from_u64(width, 0)
    }

    pub fn all_ones(width: u32) -> ApInt {
        ApInt::from_i64(width, -1)
    }

    /// The largest signed value, `0111...1`.
    pub fn signed_max(width: u32) -> ApInt {
        ApInt::all_ones(width).lshr(1)
    }

    /// The smallest signed value, `1000...0`.
    pub fn signed_min(width: u32) -> ApInt {
        ApInt::from_u64(width, 1).shl(width - 1)
    }

    /// A boolean as a 1-bit value.
    pub fn from_bool(b: bool) -> ApInt {
        ApInt::from_u64(1, b as u64)
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn is_zero(&self) -> bool {
        match &self.bits {
            Bits::Word(v) => *v == 0,
            Bits::Wide(v) => *v == BigUint::ZERO,
        }
    }

    pub fn is_one(&self) -> bool {
        self.to_u64() == Some(1)
    }

    pub fn is_all_ones(&self) -> bool {
        match &self.bits {
            Bits::Word(v) => *v == word_mask(self.width),
            Bits::Wide(v) => v.bits() == self.width as u64 && v.count_ones() == self.width as u64,
        }
    }

    /// Whether the sign bit (the top one) is set.
    pub fn is_negative(&self) -> bool {
        self.bit(self.width - 1)
    }

    /// Bit `i` (below the width).
    pub fn bit(&self, i: u32) -> bool {
        match &self.bits {
            Bits::Word(v) => (v >> i) & 1 == 1,
            Bits::Wide(v) => v.bit(i as u64),
        }
    }

    /// The value read as unsigned, if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.bits {
            Bits::Word(v) => Some(*v),
            Bits::Wide(v) => u64::try_from(v).ok(),
        }
    }

    /// The value read as unsigned.
    pub fn to_unsigned(&self) -> BigInt {
        match &self.bits {
            Bits::Word(v) => BigInt::from(*v),
            Bits::Wide(v) => BigInt::from(v.clone()),
        }
    }

    /// The value read as two's complement.
    pub fn to_signed(&self) -> BigInt {
        match &self.bits {
            Bits::Word(v) => BigInt::from(word_sext(*v, self.width)),
            Bits::Wide(v) if self.is_negative() => BigInt::from(v.clone()) - (BigInt::from(1u8) << self.width),
            Bits::Wide(v) => BigInt::from(v.clone()),
        }
    }

    /// The value as an attribute holds it: read as signed or unsigned.
    pub fn to_int_value(&self, signed: bool) -> IntValue {
        match (&self.bits, signed) {
            (Bits::Word(v), true) => IntValue::Small(word_sext(*v, self.width)),
            (Bits::Word(v), false) if *v <= i64::MAX as u64 => IntValue::Small(*v as i64),
            _ => IntValue::from_bigint(if signed { self.to_signed() } else { self.to_unsigned() }),
        }
    }

    /// Appends the value's `n` low bytes, little-endian, filled past the width with the sign
    /// bit (`sign_fill`) or zeros, as dense elements store an integer.
    pub fn write_le(&self, n: usize, sign_fill: bool, out: &mut Vec<u8>) {
        let fill = if sign_fill && self.is_negative() { 0xff } else { 0 };
        match &self.bits {
            Bits::Word(v) => {
                let full = if fill == 0xff { word_sext(*v, self.width) as u64 } else { *v };
                let b = full.to_le_bytes();
                out.extend((0..n).map(|i| if i < 8 { b[i] } else { fill }));
            }
            Bits::Wide(v) => {
                let b = v.to_bytes_le();
                let top = (self.width / 8) as usize;
                let pad = (fill as u32) << (self.width % 8);
                out.extend((0..n).map(|i| {
                    let byte = *b.get(i).unwrap_or(&0);
                    if i < top {
                        byte
                    } else if i == top {
                        byte | pad as u8
                    } else {
                        fill
                    }
                }));
            }
        }
    }

    /// Applies `word` to one-word values and `wide` to wider ones.
    fn map2(&self, o: &ApInt, word: impl Fn(u64, u64) -> u64, wide: impl Fn(&BigUint, &BigUint) -> BigUint) -> ApInt {
        debug_assert_eq!(self.width, o.width);
        match (&self.bits, &o.bits) {
            (Bits::Word(a), Bits::Word(b)) => ApInt::from_u64(self.width, word(*a, *b)),
            _ => ApInt::from_biguint(self.width, wide(&self.big(), &o.big())),
        }
    }

    /// The value as a `BigUint` (a copy).
    fn big(&self) -> BigUint {
        match &self.bits {
            Bits::Word(v) => BigUint::from(*v),
            Bits::Wide(v) => v.clone(),
        }
    }

    pub fn add(&self, o: &ApInt) -> ApInt {
        self.map2(o, u64::wrapping_add, |a, b| a + b)
    }

    pub fn sub(&self, o: &ApInt) -> ApInt {
        let w = self.width;
        self.map2(o, u64::wrapping_sub, |a, b| {
            // `b` reduced first, so that the difference is never negative.
            let m = BigUint::from(1u8) << w;
            a + &m - (b % &m)
        })
    }

    pub fn mul(&self, o: &ApInt) -> ApInt {
        self.map2(o, u64::wrapping_mul, |a, b| a * b)
    }

    pub fn and(&self, o: &ApInt) -> ApInt {
        self.map2(o, |a, b| a & b, |a, b| a & b)
    }

    pub fn or(&self, o: &ApInt) -> ApInt {
        self.map2(o, |a, b| a | b, |a, b| a | b)
    }

    pub fn xor(&self, o: &ApInt) -> ApInt {
        self.map2(o, |a, b| a ^ b, |a, b| a ^ b)
    }

    pub fn neg(&self) -> ApInt {
        ApInt::zero(self.width).sub(self)
    }

    /// The magnitude (the signed minimum is its own).
    pub fn abs(&self) -> ApInt {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// Unsigned quotient; `None` for a zero divisor.
    pub fn udiv(&self, o: &ApInt) -> Option<ApInt> {
        (!o.is_zero()).then(|| self.map2(o, |a, b| a / b, |a, b| a / b))
    }

    /// Unsigned remainder; `None` for a zero divisor.
    pub fn urem(&self, o: &ApInt) -> Option<ApInt> {
        (!o.is_zero()).then(|| self.map2(o, |a, b| a % b, |a, b| a % b))
    }

    /// Signed quotient rounded toward zero; `None` for a zero divisor and for the one
    /// overflowing case, the signed minimum divided by -1.
    pub fn sdiv(&self, o: &ApInt) -> Option<ApInt> {
        if o.is_zero() || (o.is_all_ones() && *self == ApInt::signed_min(self.width)) {
            return None;
        }
        Some(match (&self.bits, &o.bits) {
            (Bits::Word(a), Bits::Word(b)) => ApInt::from_i64(self.width, word_sext(*a, self.width) / word_sext(*b, self.width)),
            _ => ApInt::from_bigint(self.width, &(self.to_signed() / o.to_signed())),
        })
    }

    /// Signed remainder, with the dividend's sign; `None` for a zero divisor.
    pub fn srem(&self, o: &ApInt) -> Option<ApInt> {
        if o.is_zero() {
            return None;
        }
        Some(match (&self.bits, &o.bits) {
            (Bits::Word(a), Bits::Word(b)) => ApInt::from_i64(self.width, word_sext(*a, self.width).wrapping_rem(word_sext(*b, self.width))),
            _ => ApInt::from_bigint(self.width, &(self.to_signed() % o.to_signed())),
        })
    }

    /// The value as a shift amount: `Some` when it is below the width.
    pub fn shift_amount(&self) -> Option<u32> {
        self.to_u64().filter(|s| *s < self.width as u64).map(|s| s as u32)
    }

    /// Shifted left by `s` bits (`s` below the width; more gives zero).
    pub fn shl(&self, s: u32) -> ApInt {
        if s >= self.width {
            return ApInt::zero(self.width);
        }
        match &self.bits {
            Bits::Word(v) => ApInt::from_u64(self.width, v << s),
            Bits::Wide(v) => ApInt::from_biguint(self.width, v << s),
        }
    }

    /// Shifted right by `s` bits, filling with zeros.
    pub fn lshr(&self, s: u32) -> ApInt {
        if s >= self.width {
            return ApInt::zero(self.width);
        }
        match &self.bits {
            Bits::Word(v) => ApInt::from_u64(self.width, v >> s),
            Bits::Wide(v) => ApInt::from_biguint(self.width, v >> s),
        }
    }

    /// Shifted right by `s` bits, filling with the sign bit.
    pub fn ashr(&self, s: u32) -> ApInt {
        let s = s.min(self.width - 1);
        if !self.is_negative() {
            return self.lshr(s);
        }
        // The sign bits shifted in are the top `s` bits of the all-ones pattern.
        let ones = ApInt::all_ones(self.width);
        self.lshr(s).or(&ones.xor(&ones.lshr(s)))
    }

    /// Unsigned order.
    pub fn ucmp(&self, o: &ApInt) -> Ordering {
        match (&self.bits, &o.bits) {
            (Bits::Word(a), Bits::Word(b)) => a.cmp(b),
            _ => self.big().cmp(&o.big()),
        }
    }

    /// Signed (two's complement) order.
    pub fn scmp(&self, o: &ApInt) -> Ordering {
        match (self.is_negative(), o.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            // Of equal signs, the bit patterns order as the values.
            _ => self.ucmp(o),
        }
    }

    pub fn count_ones(&self) -> u32 {
        match &self.bits {
            Bits::Word(v) => v.count_ones(),
            Bits::Wide(v) => v.count_ones() as u32,
        }
    }

    pub fn leading_zeros(&self) -> u32 {
        match &self.bits {
            Bits::Word(v) => v.leading_zeros() - (64 - self.width),
            Bits::Wide(v) => self.width - v.bits() as u32,
        }
    }

    /// Trailing zero bits: the width for zero.
    pub fn trailing_zeros(&self) -> u32 {
        match &self.bits {
            Bits::Word(v) => v.trailing_zeros().min(self.width),
            Bits::Wide(v) => v.trailing_zeros().map_or(self.width, |t| t as u32),
        }
    }

    /// Converted to `width` bits: truncated, or extended with the sign bit (`signed`) or zeros.
    pub fn resize(&self, width: u32, signed: bool) -> ApInt {
        if width <= self.width || !signed || !self.is_negative() {
            return match &self.bits {
                Bits::Word(v) => ApInt::from_u64(width, *v),
                Bits::Wide(v) => ApInt::from_biguint(width, v.clone()),
            };
        }
        ApInt::from_bigint(width, &self.to_signed())
    }

    /// The high `width` bits of the full `2 * width`-bit product, of the values read as signed
    /// or unsigned (LLVM's `mulhs`/`mulhu`).
    pub fn mul_high(&self, o: &ApInt, signed: bool) -> ApInt {
        let w = self.width;
        match (&self.bits, &o.bits) {
            (Bits::Word(a), Bits::Word(b)) => {
                let full = if signed { (word_sext(*a, w) as i128).wrapping_mul(word_sext(*b, w) as i128) as u128 } else { (*a as u128) * (*b as u128) };
                ApInt::from_u64(w, (full >> w) as u64)
            }
            _ => {
                let full = if signed { self.to_signed() * o.to_signed() } else { self.to_unsigned() * o.to_unsigned() };
                ApInt::from_bigint(w, &(full >> w))
            }
        }
    }

    /// The value (read as signed or unsigned) rounded to a float of `precision` significant
    /// bits, to nearest with ties to even, given as an `f64` holding that float exactly (or an
    /// infinity past the `f64` range). The exponent range of a narrower format is the caller's.
    pub fn to_float(&self, signed: bool, precision: u32) -> f64 {
        let neg = signed && self.is_negative();
        let mag = if neg { self.neg() } else { self.clone() };
        let bits = mag.width - mag.leading_zeros();
        let m = if bits <= precision {
            mag.to_f64_exact()
        } else {
            let drop = bits - precision;
            let kept = mag.lshr(drop).to_u64().unwrap_or(u64::MAX);
            let rest = mag.and(&ApInt::all_ones(mag.width).lshr(mag.width - drop));
            let half = ApInt::from_u64(mag.width, 1).shl(drop - 1);
            let up = match rest.ucmp(&half) {
                Ordering::Greater => true,
                Ordering::Equal => kept & 1 == 1,
                Ordering::Less => false,
            };
            // Rounding up may carry into a new bit: still exactly representable.
            (kept + up as u64) as f64 * (drop as f64).exp2()
        };
        if neg {
            -m
        } else {
            m
        }
    }

    /// The unsigned value as an `f64`, for values of at most 64 significant bits that fit
    /// exactly (the callers round first).
    fn to_f64_exact(&self) -> f64 {
        self.to_u64().map_or(f64::INFINITY, |v| v as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `v`'s low `w` bits (`w <= 128`).
    fn m(v: u128, w: u32) -> u128 {
        if w >= 128 {
            v
        } else {
            v & ((1u128 << w) - 1)
        }
    }

    fn s(v: u128, w: u32) -> i128 {
        let sh = 128 - w;
        ((v << sh) as i128) >> sh
    }

    fn ap(v: u128, w: u32) -> ApInt {
        let bytes = v.to_le_bytes();
        ApInt::from_le_bytes(w, &bytes)
    }

    fn val(a: &ApInt) -> u128 {
        let mut out = Vec::new();
        a.write_le(16, false, &mut out);
        u128::from_le_bytes(out.try_into().unwrap())
    }

    /// A small xorshift generator, with values biased toward the edges (0, 1, -1, the signed
    /// limits) where wrapping and sign handling go wrong.
    struct Gen(u64);

    impl Gen {
        fn next(&mut self, w: u32) -> u128 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            let r = ((self.0 as u128) << 64) | (self.0.rotate_left(23) as u128);
            let edge = match self.0 % 8 {
                0 => 0,
                1 => 1,
                2 => u128::MAX,
                3 => 1u128 << (w - 1),
                4 => (1u128 << (w - 1)).wrapping_sub(1),
                _ => r,
            };
            m(edge, w)
        }
    }

    /// Every operation, at widths on both sides of the one-word limit, against `u128`/`i128`
    /// arithmetic done by hand.
    #[test]
    fn operations_match_wrapping_arithmetic() {
        let mut g = Gen(0x9E37_79B9_7F4A_7C15);
        for w in [1, 2, 7, 8, 31, 63, 64, 65, 70, 100, 127, 128] {
            for _ in 0..400 {
                let (x, y) = (g.next(w), g.next(w));
                let (a, b) = (ap(x, w), ap(y, w));
                assert_eq!(val(&a.add(&b)), m(x.wrapping_add(y), w), "add w={w}");
                assert_eq!(val(&a.sub(&b)), m(x.wrapping_sub(y), w), "sub w={w}");
                assert_eq!(val(&a.mul(&b)), m(x.wrapping_mul(y), w), "mul w={w}");
                assert_eq!(val(&a.xor(&b)), x ^ y);
                assert_eq!(a.udiv(&b).map(|r| val(&r)), (y != 0).then(|| x / y));
                assert_eq!(a.urem(&b).map(|r| val(&r)), (y != 0).then(|| x % y));
                let (sx, sy) = (s(x, w), s(y, w));
                let overflow = sy == -1 && sx == s(1u128 << (w - 1), w);
                assert_eq!(a.sdiv(&b).map(|r| val(&r)), (sy != 0 && !overflow).then(|| m((sx / sy) as u128, w)), "sdiv w={w} {sx} {sy}");
                assert_eq!(a.srem(&b).map(|r| val(&r)), (sy != 0).then(|| m(sx.wrapping_rem(sy) as u128, w)), "srem w={w}");
                assert_eq!(a.ucmp(&b), x.cmp(&y));
                assert_eq!(a.scmp(&b), sx.cmp(&sy), "scmp w={w}");
                let sh = (y % w as u128) as u32;
                assert_eq!(val(&a.shl(sh)), m(x << sh, w), "shl w={w} by {sh}");
                assert_eq!(val(&a.lshr(sh)), x >> sh);
                assert_eq!(val(&a.ashr(sh)), m((sx >> sh) as u128, w), "ashr w={w} by {sh}");
                assert_eq!(a.count_ones(), x.count_ones());
                assert_eq!(a.leading_zeros(), x.leading_zeros() - (128 - w));
                assert_eq!(a.trailing_zeros(), x.trailing_zeros().min(w));
                assert_eq!(a.is_negative(), sx < 0);
                assert_eq!(a.to_signed(), BigInt::from(sx));
                assert_eq!(ApInt::from_bigint(w, &BigInt::from(sx)), a);
                if w <= 64 {
                    assert_eq!(val(&a.mul_high(&b, true)), m(((sx * sy) as u128) >> w, w), "mulhs w={w}");
                    assert_eq!(val(&a.mul_high(&b, false)), m((x * y) >> w, w), "mulhu w={w}");
                } else {
                    let full = BigInt::from(sx) * BigInt::from(sy);
                    assert_eq!(a.mul_high(&b, true), ApInt::from_bigint(w, &(full >> w)), "mulhs w={w}");
                }
                for to in [1, 8, 64, 65, 128] {
                    let r = a.resize(to, true);
                    assert_eq!(val(&r), m(if to > w { sx as u128 } else { x }, to), "sext w={w} to {to}");
                    assert_eq!(val(&a.resize(to, false)), m(x, to));
                }
            }
        }
    }

    #[test]
    fn limits_and_predicates() {
        for w in [1, 8, 64, 65, 128, 300] {
            assert!(ApInt::all_ones(w).is_all_ones());
            assert!(!ApInt::signed_max(w).is_all_ones() || w == 1);
            assert!(ApInt::signed_min(w).is_negative());
            assert_eq!(ApInt::signed_min(w).sub(&ApInt::from_u64(w, 1)), ApInt::signed_max(w));
            assert!(ApInt::zero(w).is_zero());
            assert_eq!(ApInt::all_ones(w).to_signed(), BigInt::from(-1));
            assert_eq!(ApInt::all_ones(w).count_ones(), w);
            assert_eq!(ApInt::zero(w).trailing_zeros(), w);
            assert_eq!(ApInt::from_i64(w, -1), ApInt::all_ones(w));
        }
        assert!(ApInt::from_u64(1, 1).is_one());
        assert_eq!(ApInt::from_i64(300, -2).to_int_value(true), IntValue::Small(-2));
    }

    /// Dense storage: little-endian, sign-filled to the byte size when asked.
    #[test]
    fn stored_bytes_fill_past_the_width() {
        let mut out = Vec::new();
        ApInt::from_i64(100, -2).write_le(13, true, &mut out);
        assert_eq!(out[0], 0xfe);
        assert!(out[1..].iter().all(|b| *b == 0xff));
        out.clear();
        ApInt::from_i64(100, -2).write_le(13, false, &mut out);
        assert_eq!(out[12], 0x0f);
        out.clear();
        ApInt::from_i64(4, -1).write_le(1, true, &mut out);
        assert_eq!(out, [0xff]);
        assert_eq!(ApInt::from_le_bytes(100, &[0xff; 13]), ApInt::all_ones(100));
    }

    /// Integer-to-float rounding: to nearest, ties to even, at the precision of `f32`.
    #[test]
    fn float_conversion_rounds_to_nearest_even() {
        let big = ApInt::from_bigint(128, &"-98765432109876543210987654321".parse::<BigInt>().unwrap());
        assert_eq!(big.to_float(true, 53), -9.876543210987655e28);
        assert_eq!(ApInt::from_u64(64, (1 << 24) + 1).to_float(false, 24), 16777216.0);
        assert_eq!(ApInt::from_u64(64, (1 << 24) + 3).to_float(false, 24), 16777220.0);
        assert_eq!(ApInt::all_ones(128).to_float(false, 24), 2f64.powi(128));
        assert_eq!(ApInt::all_ones(8).to_float(true, 24), -1.0);
        assert_eq!(ApInt::all_ones(2000).to_float(false, 53), f64::INFINITY);
    }
}
