//! Unit tests. `print_cases` and `parse_cases` hold outputs recorded from an
//! upstream MLIR build; the rest are hand-written properties and examples.

mod parse_cases;
mod print_cases;

use crate::*;
use parse_cases::PARSE_CASES;
use print_cases::PRINT_CASES;

#[test]
fn print_matches_upstream() {
    let mut failures = Vec::new();
    for &(sem, bits, expected) in PRINT_CASES {
        let got = print_mlir(sem, bits);
        if got != expected {
            failures.push(format!("{sem:?} 0x{bits:X}: got {got}, want {expected}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn parse_matches_upstream() {
    let mut failures = Vec::new();
    for &(sem, text, negate, expected) in PARSE_CASES {
        let got = match parse_decimal(sem, text, negate) {
            Ok(bits) => print_mlir(sem, bits),
            Err(e) => format!("ERR {e}"),
        };
        if got != expected {
            failures.push(format!("{sem:?} {negate} {text}: got {got}, want {expected}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn p(sem: Semantics, text: &str) -> String {
    let (neg, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    print_mlir(sem, parse_decimal(sem, body, neg).expect(text))
}

#[test]
fn documented_examples() {
    use Semantics::*;
    assert_eq!(p(F32, "1.0"), "1.000000e+00");
    assert_eq!(p(F32, "0.1"), "1.000000e-01");
    assert_eq!(p(F64, "0.1"), "1.000000e-01");
    assert_eq!(p(F32, "3.14159"), "3.141590e+00");
    assert_eq!(p(F32, "1e10"), "1.000000e+10");
    assert_eq!(p(F32, "-0.0"), "-0.000000e+00");
    assert_eq!(p(F64, "123456789.0"), "0x419D6F3454000000");
    assert_eq!(p(F64, "123456789.5"), "123456789.5");
    assert_eq!(p(F64, "1.0e-7"), "9.9999999999999995E-8");
    assert_eq!(p(F64, "0.30000000000000004"), "0.30000000000000004");
    assert_eq!(p(F16, "0.1"), "9.997550e-02");
    assert_eq!(p(F32, "16777217.0"), "0x4B800000");
    assert_eq!(print_mlir(F32, 0x7FC0_0000), "0x7FC00000");
    assert_eq!(print_mlir(F16, 0x7C00), "0x7C00");
    assert_eq!(print_mlir(F64, 0xFFF0_0000_0000_0000), "0xFFF0000000000000");
    assert_eq!(print_mlir(TF32, 0x3FC00), "0x3FC00");
    assert_eq!(print_mlir(F8E4M3FNUZ, 0x80), "0x80");
    // x87 unnormals are NaNs and print re-encoded, as MLIR does.
    assert_eq!(print_mlir(F80, 0x4000_0000_0000_0000_0000), "0x7FFF0000000000000000");
    // Bits above the storage width are ignored.
    assert_eq!(print_mlir(F16, 0xFFFF_3C00), "1.000000e+00");
}

#[test]
fn semantics_table() {
    let widths = [4, 6, 6, 8, 8, 8, 8, 8, 8, 8, 8, 8, 16, 16, 19, 32, 64, 80, 128];
    for (sem, width) in Semantics::ALL.into_iter().zip(widths) {
        assert_eq!(sem.bit_width(), width, "{sem:?}");
        assert_eq!(Semantics::from_mlir_type_name(sem.mlir_type_name()), Some(sem));
    }
    assert_eq!(Semantics::F8E4M3B11FNUZ.mlir_type_name(), "f8E4M3B11FNUZ");
    assert_eq!(Semantics::from_mlir_type_name("f31"), None);
    assert!(!Semantics::F8E8M0FNU.has_zero() && !Semantics::F8E8M0FNU.has_signed_repr());
    assert!(!Semantics::F6E3M2FN.has_nan() && !Semantics::F8E4M3FN.has_inf());
}

/// MLIR's guarantee: every finite value prints as text that parses back to
/// the same bits. Checked exhaustively for the formats of 16 bits or fewer.
#[test]
fn printing_round_trips_exhaustively() {
    for sem in Semantics::ALL {
        if sem.bit_width() > 16 {
            continue;
        }
        for bits in 0..(1u128 << sem.bit_width()) {
            let text = print_mlir(sem, bits);
            if text.starts_with("0x") {
                assert!(is_nan(sem, bits) || is_inf(sem, bits), "{sem:?} 0x{bits:X} -> {text}");
                continue;
            }
            let (neg, body) = match text.strip_prefix('-') {
                Some(rest) => (true, rest),
                None => (false, text.as_str()),
            };
            let back = parse_decimal(sem, body, neg).unwrap();
            assert_eq!(back, bits, "{sem:?} 0x{bits:X} -> {text}");
        }
    }
}

#[test]
fn from_f64_reports_exactness() {
    use Semantics::*;
    assert_eq!(from_f64(F32, 1.0), (0x3F80_0000, true));
    assert_eq!(from_f64(F32, 0.1), (0x3DCC_CCCD, false));
    assert_eq!(from_f64(F32, 1e300), (0x7F80_0000, false));
    assert_eq!(from_f64(F32, f64::NEG_INFINITY), (0xFF80_0000, true));
    assert_eq!(from_f64(F32, f64::NAN), (0x7FC0_0000, true));
    assert_eq!(from_f64(F16, 65504.0), (0x7BFF, true));
    assert_eq!(from_f64(F16, 65520.0), (0x7C00, false));
    assert_eq!(from_f64(F16, 5.960464477539063e-8), (0x0001, true));
    assert_eq!(from_f64(BF16, 1.0), (0x3F80, true));
    assert_eq!(from_f64(F8E4M3FN, 448.0), (0x7E, true));
    assert_eq!(from_f64(F8E4M3FN, 464.0), (0x7E, false));
    assert_eq!(from_f64(F8E4M3FN, 480.0), (0x7F, false));
    assert_eq!(from_f64(F8E4M3FN, f64::NAN), (0x7F, false));
    assert_eq!(from_f64(F8E4M3FN, f64::INFINITY), (0x7F, false));
    assert_eq!(from_f64(F8E4M3FNUZ, -0.0), (0x00, false));
    assert_eq!(from_f64(F8E4M3FNUZ, f64::NAN), (0x80, false));
    assert_eq!(from_f64(F8E5M2FNUZ, 0.0), (0x00, true));
    assert_eq!(from_f64(F4E2M1FN, 0.5), (0x1, true));
    assert_eq!(from_f64(F4E2M1FN, 100.0), (0x7, false));
    assert_eq!(from_f64(F4E2M1FN, f64::NEG_INFINITY), (0xF, false));
    assert_eq!(from_f64(F4E2M1FN, f64::NAN), (0x0, false));
    // E8M0 has no zero: LLVM turns zero into the smallest value, "losslessly".
    assert_eq!(from_f64(F8E8M0FNU, 0.0), (0x00, true));
    assert_eq!(from_f64(F8E8M0FNU, 3.0), (0x81, false));
    assert_eq!(from_f64(F8E8M0FNU, -2.0), (0xFF, false));
    assert_eq!(from_f64(F80, 1.0), (0x3FFF_8000_0000_0000_0000, true));
    assert_eq!(from_f64(F128, -2.0), (0xC000_0000_0000_0000_0000_0000_0000_0000, true));
    assert_eq!(from_f64(TF32, 1.0), (0x1FC00, true));
}

#[test]
fn to_f64_values() {
    use Semantics::*;
    assert_eq!(to_f64(F16, 0x3C00), 1.0);
    assert_eq!(to_f64(F16, 0x0001), 5.960464477539063e-8);
    assert_eq!(to_f64(F8E8M0FNU, 0x00), 2f64.powi(-127));
    assert_eq!(to_f64(F8E4M3B11FNUZ, 0x58), 1.0);
    assert_eq!(to_f64(F8E4M3FNUZ, 0x00), 0.0);
    assert_eq!(to_f64(F4E2M1FN, 0xF), -6.0);
    assert_eq!(to_f64(F6E3M2FN, 0x1F), 28.0);
    assert_eq!(to_f64(F80, 0x3FFD_AAAA_AAAA_AAAA_AAAB), 1.0 / 3.0);
    assert_eq!(to_f64(F128, 0x3FFD_5555_5555_5555_5555_5555_5555_5555), 1.0 / 3.0);
    assert_eq!(to_f64(F80, 0x7FFE_FFFF_FFFF_FFFF_FFFF), f64::INFINITY);
    assert_eq!(to_f64(F32, 0x8000_0000).to_bits(), (-0.0f64).to_bits());
    assert!(to_f64(F8E4M3FN, 0xFF).is_nan());
    assert!(to_f64(F8E8M0FNU, 0xFF).is_nan());
    assert_eq!(to_f64(F16, 0xFC00), f64::NEG_INFINITY);
}

#[test]
fn classification() {
    use Semantics::*;
    assert!(is_nan(F32, 0x7FC0_0001) && !is_inf(F32, 0x7FC0_0001));
    assert!(is_inf(F32, 0xFF80_0000) && is_negative(F32, 0xFF80_0000));
    assert!(is_nan(F8E4M3FNUZ, 0x80) && is_negative(F8E4M3FNUZ, 0x80));
    assert!(!is_nan(F8E4M3FN, 0x7E) && is_nan(F8E4M3FN, 0x7F) && is_nan(F8E4M3FN, 0xFF));
    assert!(!is_nan(F8E5M2, 0x7C) && is_inf(F8E5M2, 0x7C) && is_nan(F8E5M2, 0x7D));
    assert!(is_nan(F8E8M0FNU, 0xFF) && !is_negative(F8E8M0FNU, 0xFE) && !is_zero(F8E8M0FNU, 0));
    assert!(!is_nan(F4E2M1FN, 0xF) && !is_inf(F6E2M3FN, 0x3F));
    assert!(is_zero(F64, 1 << 63) && is_negative(F64, 1 << 63));
    assert!(is_nan(F80, 0x4000_0000_0000_0000_0000)); // unnormal
    assert!(is_inf(F80, 0x7FFF_8000_0000_0000_0000));
    assert!(is_nan(F80, 0x7FFF_0000_0000_0000_0001)); // pseudo-NaN
}

#[test]
fn parse_grammar() {
    use Semantics::*;
    let ok = |t: &str| parse_decimal(F32, t, false);
    assert_eq!(ok("1e3"), Ok(0x447A_0000));
    assert_eq!(ok(".5"), Ok(0x3F00_0000));
    assert_eq!(ok("1."), Ok(0x3F80_0000));
    assert_eq!(ok("1e"), Ok(0x3F80_0000));
    assert_eq!(ok("1e+"), Ok(0x3F80_0000));
    assert_eq!(ok("+2.5"), Ok(0x4020_0000));
    assert_eq!(ok("-2.5"), Ok(0xC020_0000));
    assert_eq!(ok("000123.4500e-2"), ok("1.2345"));
    assert_eq!(ok("0.000e99999"), Ok(0));
    assert_eq!(parse_decimal(F32, "-2.5", true), Ok(0x4020_0000));
    for bad in ["", "-", "+", ".", "e5", ".e5", "1.2.3", "1..", "abc", "1e5x", "1e-x", "inf", "nan", "0x1p3", "1.5 ", " 1"] {
        assert!(ok(bad).is_err(), "{bad:?} should be rejected");
    }
    assert!(parse_decimal(F8E8M0FNU, "1.0", true).is_err());
    assert!(parse_decimal(F8E8M0FNU, "-1.0", false).is_err());
    assert_eq!(parse_decimal(F8E8M0FNU, "0.0", false), Ok(0x00));
    assert_eq!(parse_decimal(F8E4M3FNUZ, "0.0", true), Ok(0x00));
    assert_eq!(parse_decimal(F8E5M2FNUZ, "1.0e9", true), Ok(0x80));
}

/// Correct rounding where converting through `f64` first would round twice.
#[test]
fn parse_rounds_once() {
    use Semantics::*;
    // Just above the halfway point between 1 and 1 + 2^-10.
    assert_eq!(parse_decimal(F16, "1.00048828125000000001", false), Ok(0x3C01));
    assert_eq!(parse_decimal(F16, "1.00048828125", false), Ok(0x3C00));
    assert_eq!(p(F80, "0.1"), "1.000000e-01");
    assert_eq!(parse_decimal(F80, "0.1", false), Ok(0x3FFB_CCCC_CCCC_CCCC_CCCD));
    assert_eq!(parse_decimal(F128, "0.1", false), Ok(0x3FFB_9999_9999_9999_9999_9999_9999_999A));
}

/// Literals longer than the internal digit limit still round correctly.
#[test]
fn parse_very_long_literals() {
    use Semantics::*;
    let zeros = "0".repeat(30_000);
    let tie = format!("1.00048828125{zeros}");
    let above = format!("1.00048828125{zeros}1");
    assert_eq!(parse_decimal(F16, &tie, false), Ok(0x3C00));
    assert_eq!(parse_decimal(F16, &above, false), Ok(0x3C01));
    assert_eq!(parse_decimal(F16, &format!("{above}e-0"), true), Ok(0xBC01));
    // 1 + 2^-113 is the halfway point between 1 and the next F128 value.
    let half_ulp = "1.00000000000000000000000000000000009629649721936179265279889712924636592690508241076940976199693977832794189453125";
    assert_eq!(parse_decimal(F128, half_ulp, false), Ok(0x3FFF_0000_0000_0000_0000_0000_0000_0000));
    let just_above = format!("{half_ulp}{zeros}1");
    assert_eq!(parse_decimal(F128, &just_above, false), Ok(0x3FFF_0000_0000_0000_0000_0000_0000_0001));
}

#[test]
fn to_string_options() {
    use Semantics::*;
    let d = |sem, bits| to_string(sem, bits, FormatOptions::DEFAULT);
    assert_eq!(d(F64, 0x3FF0_0000_0000_0000), "1");
    assert_eq!(d(F64, 0x4059_0000_0000_0000), "100");
    assert_eq!(d(F64, 0x40C3_8800_0000_0000), "1.0E+4");
    assert_eq!(d(F64, 0x3E7A_D7F2_9ABC_AF48), "9.9999999999999995E-8");
    assert_eq!(d(F64, 0x3FB9_9999_9999_999A), "0.10000000000000001");
    assert_eq!(d(F64, 0x419D_6F34_5400_0000), "123456789");
    assert_eq!(d(F64, 0), "0");
    assert_eq!(d(F32, 0x7F80_0000), "+Inf");
    assert_eq!(d(F32, 0xFF80_0000), "-Inf");
    assert_eq!(d(F32, 0x7FC0_0000), "NaN");
    let o = FormatOptions { precision: 3, max_padding: 0, truncate_zero: true };
    assert_eq!(to_string(F64, 0, o), "0.0E+0");
    assert_eq!(to_string(F64, 0x3FF8_0000_0000_0000, o), "1.5E+0");
}

/// A tiny deterministic generator, to avoid a dependency.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 ^ (self.0 >> 29)
    }
    fn bits128(&mut self) -> u128 {
        (self.next() as u128) << 64 | self.next() as u128
    }
}

#[test]
fn no_panics_on_arbitrary_input() {
    let mut rng = Lcg(7);
    let alphabet = b"0123456789..eE+-x ";
    for _ in 0..600 {
        let len = (rng.next() % 12) as usize;
        let text: String =
            (0..len).map(|_| alphabet[(rng.next() % alphabet.len() as u64) as usize] as char).collect();
        let bits = rng.bits128();
        let v = f64::from_bits(rng.next());
        for sem in Semantics::ALL {
            let _ = parse_decimal(sem, &text, rng.next() & 1 == 1);
            let _ = print_mlir(sem, bits);
            let _ = to_f64(sem, bits);
            let _ = from_f64(sem, v);
            let _ = to_string(sem, bits, FormatOptions::DEFAULT);
        }
    }
    for sem in Semantics::ALL {
        let _ = parse_decimal(sem, "1e-24000", false);
        let _ = parse_decimal(sem, "9999999999999999999999999999e24000", true);
        let _ = print_mlir(sem, u128::MAX);
    }
}

#[test]
fn unsigned_e5m3() {
    use Semantics::*;
    // No sign bit: all eight bits are exponent (5, bias 15) and fraction (3); only 0xFF is NaN.
    assert!(!F8E5M3FNU.has_signed_repr() && F8E5M3FNU.has_zero() && !F8E5M3FNU.has_inf());
    assert_eq!(to_f64(F8E5M3FNU, 0x80), 2.0);
    assert_eq!(to_f64(F8E5M3FNU, 0x01), 2f64.powi(-17));
    assert_eq!(to_f64(F8E5M3FNU, 0x08), 2f64.powi(-14));
    assert_eq!(to_f64(F8E5M3FNU, 0xFE), 114688.0);
    assert!(to_f64(F8E5M3FNU, 0xFF).is_nan() && !is_nan(F8E5M3FNU, 0xF8));
    assert!(!is_negative(F8E5M3FNU, 0x80));
    assert_eq!(from_f64(F8E5M3FNU, 1.5), (0x7C, true));
    assert_eq!(from_f64(F8E5M3FNU, 3.0e9), (0xFF, false));
    assert_eq!(from_f64(F8E5M3FNU, 1.0e-7), (0x00, false));
    assert!(parse_decimal(F8E5M3FNU, "2.0", true).is_err());
}
