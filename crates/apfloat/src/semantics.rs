//! The table of floating-point formats ("semantics") MLIR's builtin float
//! types use, with the parameters LLVM's `fltSemantics` gives each of them.
//!
//! Exponents follow IEEE 754 conventions: `max_exponent` is the largest `E`
//! such that `2^E` is representable, `min_exponent` the smallest `E` such that
//! `2^E` is a normal number. `precision` counts significand bits including the
//! integer bit.

/// A binary floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Semantics {
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E3M4,
    F8E4M3,
    F8E4M3FN,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E5M2,
    F8E5M2FNUZ,
    F8E5M3FNU,
    F8E8M0FNU,
    BF16,
    F16,
    TF32,
    F32,
    F64,
    /// x87 80-bit extended precision (explicit integer bit).
    F80,
    F128,
}

/// How a format represents values outside the finite range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NonFinite {
    /// IEEE 754: all-ones exponent field encodes Inf (zero significand) or NaN.
    Ieee754,
    /// No infinity; overflow produces NaN (the `FN`/`FNUZ` formats, E8M0).
    NanOnly,
    /// Neither infinity nor NaN; overflow saturates (the F4/F6 formats).
    FiniteOnly,
}

/// How NaN is encoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NanEncoding {
    /// All-ones exponent with a non-zero significand.
    Ieee,
    /// All-ones exponent and all-ones significand (F8E4M3FN, F8E5M3FNU, F8E8M0FNU).
    AllOnes,
    /// The negative-zero bit pattern (the `FNUZ` formats).
    NegativeZero,
}

/// Parameters of one format (the fields of LLVM's `fltSemantics`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Params {
    pub max_exponent: i32,
    pub min_exponent: i32,
    pub precision: u32,
    pub size_in_bits: u32,
    pub non_finite: NonFinite,
    pub nan_encoding: NanEncoding,
    pub has_zero: bool,
    pub has_signed_repr: bool,
}

const fn ieee(max_exponent: i32, min_exponent: i32, precision: u32, size_in_bits: u32) -> Params {
    Params {
        max_exponent,
        min_exponent,
        precision,
        size_in_bits,
        non_finite: NonFinite::Ieee754,
        nan_encoding: NanEncoding::Ieee,
        has_zero: true,
        has_signed_repr: true,
    }
}

const fn with(p: Params, non_finite: NonFinite, nan_encoding: NanEncoding) -> Params {
    Params { non_finite, nan_encoding, ..p }
}

impl Semantics {
    /// Every supported format, in declaration order.
    pub const ALL: [Semantics; 19] = [
        Semantics::F4E2M1FN,
        Semantics::F6E2M3FN,
        Semantics::F6E3M2FN,
        Semantics::F8E3M4,
        Semantics::F8E4M3,
        Semantics::F8E4M3FN,
        Semantics::F8E4M3FNUZ,
        Semantics::F8E4M3B11FNUZ,
        Semantics::F8E5M2,
        Semantics::F8E5M2FNUZ,
        Semantics::F8E5M3FNU,
        Semantics::F8E8M0FNU,
        Semantics::BF16,
        Semantics::F16,
        Semantics::TF32,
        Semantics::F32,
        Semantics::F64,
        Semantics::F80,
        Semantics::F128,
    ];

    pub(crate) fn params(self) -> Params {
        use NanEncoding as E;
        use NonFinite as N;
        match self {
            Semantics::F16 => ieee(15, -14, 11, 16),
            Semantics::BF16 => ieee(127, -126, 8, 16),
            Semantics::F32 => ieee(127, -126, 24, 32),
            Semantics::F64 => ieee(1023, -1022, 53, 64),
            Semantics::F128 => ieee(16383, -16382, 113, 128),
            Semantics::F80 => ieee(16383, -16382, 64, 80),
            Semantics::TF32 => ieee(127, -126, 11, 19),
            Semantics::F8E5M2 => ieee(15, -14, 3, 8),
            Semantics::F8E4M3 => ieee(7, -6, 4, 8),
            Semantics::F8E3M4 => ieee(3, -2, 5, 8),
            Semantics::F8E5M2FNUZ => with(ieee(15, -15, 3, 8), N::NanOnly, E::NegativeZero),
            Semantics::F8E4M3FN => with(ieee(8, -6, 4, 8), N::NanOnly, E::AllOnes),
            Semantics::F8E4M3FNUZ => with(ieee(7, -7, 4, 8), N::NanOnly, E::NegativeZero),
            Semantics::F8E4M3B11FNUZ => with(ieee(4, -10, 4, 8), N::NanOnly, E::NegativeZero),
            // Unsigned: 5 exponent bits (bias 15) and 3 significand bits, the all-ones
            // exponent holding finite values except the all-ones pattern, which is NaN.
            Semantics::F8E5M3FNU => Params {
                has_signed_repr: false,
                ..with(ieee(16, -14, 4, 8), N::NanOnly, E::AllOnes)
            },
            Semantics::F8E8M0FNU => Params {
                has_zero: false,
                has_signed_repr: false,
                ..with(ieee(127, -127, 1, 8), N::NanOnly, E::AllOnes)
            },
            Semantics::F6E3M2FN => with(ieee(4, -2, 3, 6), N::FiniteOnly, E::Ieee),
            Semantics::F6E2M3FN => with(ieee(2, 0, 4, 6), N::FiniteOnly, E::Ieee),
            Semantics::F4E2M1FN => with(ieee(2, 0, 2, 4), N::FiniteOnly, E::Ieee),
        }
    }

    /// Storage width in bits (4, 6, 8, 16, 19, 32, 64, 80 or 128).
    pub fn bit_width(self) -> u32 {
        self.params().size_in_bits
    }

    /// Significand precision in bits, including the integer bit (LLVM's
    /// `semanticsPrecision`).
    pub fn precision(self) -> u32 {
        self.params().precision
    }

    /// The builtin MLIR type keyword for this format, e.g. `"f32"`.
    pub fn mlir_type_name(self) -> &'static str {
        match self {
            Semantics::F4E2M1FN => "f4E2M1FN",
            Semantics::F6E2M3FN => "f6E2M3FN",
            Semantics::F6E3M2FN => "f6E3M2FN",
            Semantics::F8E3M4 => "f8E3M4",
            Semantics::F8E4M3 => "f8E4M3",
            Semantics::F8E4M3FN => "f8E4M3FN",
            Semantics::F8E4M3FNUZ => "f8E4M3FNUZ",
            Semantics::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            Semantics::F8E5M2 => "f8E5M2",
            Semantics::F8E5M2FNUZ => "f8E5M2FNUZ",
            Semantics::F8E5M3FNU => "f8E5M3FNU",
            Semantics::F8E8M0FNU => "f8E8M0FNU",
            Semantics::BF16 => "bf16",
            Semantics::F16 => "f16",
            Semantics::TF32 => "tf32",
            Semantics::F32 => "f32",
            Semantics::F64 => "f64",
            Semantics::F80 => "f80",
            Semantics::F128 => "f128",
        }
    }

    /// The inverse of [`Semantics::mlir_type_name`].
    pub fn from_mlir_type_name(name: &str) -> Option<Semantics> {
        Semantics::ALL.into_iter().find(|s| s.mlir_type_name() == name)
    }

    /// Whether the format has an infinity.
    pub fn has_inf(self) -> bool {
        self.params().non_finite == NonFinite::Ieee754
    }

    /// Whether the format has a NaN.
    pub fn has_nan(self) -> bool {
        self.params().non_finite != NonFinite::FiniteOnly
    }

    /// Whether the format can represent negative values (false for F8E5M3FNU
    /// and F8E8M0FNU, which have no sign bit).
    pub fn has_signed_repr(self) -> bool {
        self.params().has_signed_repr
    }

    /// Whether the format has a zero (false only for F8E8M0FNU).
    pub fn has_zero(self) -> bool {
        self.params().has_zero
    }

    /// Mask selecting the low `bit_width` bits of an encoding.
    pub(crate) fn mask(self) -> u128 {
        let w = self.bit_width();
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    }
}
