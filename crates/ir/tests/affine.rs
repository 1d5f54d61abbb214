//! Tests of the simplifying constructors and the printer of `mlir_ir::affine_ops` against
//! upstream MLIR.
//!
//! Each row of `CASES` is an expression written with the constructors (`A` add, `M` mul, `FD`
//! floordiv, `CD` ceildiv, `MOD` mod, `SUB` subtract, `C` constant, `D` dim, `S` symbol), the tree
//! upstream builds for it and the way upstream prints that tree. The expectations were produced by
//! upstream MLIR itself (an `iree-base-compiler` 3.13 build, through its C API constructors).

use mlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use mlir_ir::affine_ops::*;

/// Builds an expression from the notation of `CASES`.
fn build(s: &str) -> AffineExpr {
    fn skip(s: &[u8], i: &mut usize) {
        while *i < s.len() && (s[*i] == b' ' || s[*i] == b',') {
            *i += 1;
        }
    }
    fn number(s: &[u8], i: &mut usize) -> i64 {
        let start = *i;
        while s[*i] == b'-' || s[*i].is_ascii_digit() {
            *i += 1;
        }
        std::str::from_utf8(&s[start..*i]).unwrap().parse().unwrap()
    }
    fn expr(s: &[u8], i: &mut usize) -> AffineExpr {
        skip(s, i);
        if s[*i] == b'-' || s[*i].is_ascii_digit() {
            return constant(number(s, i));
        }
        let start = *i;
        while s[*i].is_ascii_alphabetic() {
            *i += 1;
        }
        let name = std::str::from_utf8(&s[start..*i]).unwrap().to_string();
        assert_eq!(s[*i], b'(');
        *i += 1;
        let e = match name.as_str() {
            "C" => constant(number(s, i)),
            "D" => dim(number(s, i) as u32),
            "S" => symbol(number(s, i) as u32),
            op => {
                let a = expr(s, i);
                skip(s, i);
                let b = expr(s, i);
                match op {
                    "A" => add(a, b),
                    "M" => mul(a, b),
                    "FD" => floor_div(a, b),
                    "CD" => ceil_div(a, b),
                    "MOD" => modulo(a, b),
                    "SUB" => sub(a, b),
                    _ => panic!("unknown constructor {op}"),
                }
            }
        };
        skip(s, i);
        assert_eq!(s[*i], b')');
        *i += 1;
        e
    }
    expr(s.as_bytes(), &mut 0)
}

/// The tree in the notation of upstream's Python bindings: `Add(d0, Mul(s0, 2))`.
fn tree(e: &AffineExpr) -> String {
    use AffineExpr::*;
    match e {
        Dim(p) => format!("d{p}"),
        Symbol(p) => format!("s{p}"),
        Const(c) => format!("{c}"),
        Add(l, r) => format!("Add({}, {})", tree(l), tree(r)),
        Mul(l, r) => format!("Mul({}, {})", tree(l), tree(r)),
        Mod(l, r) => format!("Mod({}, {})", tree(l), tree(r)),
        FloorDiv(l, r) => format!("FloorDiv({}, {})", tree(l), tree(r)),
        CeilDiv(l, r) => format!("CeilDiv({}, {})", tree(l), tree(r)),
    }
}

fn printed(e: &AffineExpr) -> String {
    let mut out = String::new();
    write_expr(&mut out, e);
    out
}

#[test]
fn upstream_cases() {
    let mut failures = Vec::new();
    for (input, expected_tree, expected_print) in CASES {
        let e = build(input);
        let (t, p) = (tree(&e), printed(&e));
        if t != *expected_tree || p != *expected_print {
            failures.push(format!("{input}\n  expected {expected_tree}  |  {expected_print}\n  got      {t}  |  {p}"));
        }
    }
    assert!(failures.is_empty(), "{} of {} cases differ:\n{}", failures.len(), CASES.len(), failures.join("\n"));
}

#[test]
fn maps_and_sets() {
    let map = |num_dims, num_symbols, results: Vec<AffineExpr>| AffineMap { num_dims, num_symbols, results: results.into() };
    let show_map = |m: &AffineMap| {
        let mut out = String::new();
        write_map(&mut out, m);
        out
    };
    assert_eq!(show_map(&map(0, 0, vec![])), "() -> ()");
    assert_eq!(show_map(&map(0, 2, vec![])), "()[s0, s1] -> ()");
    assert_eq!(show_map(&map(2, 1, vec![add(dim(0), symbol(0)), dim(1)])), "(d0, d1)[s0] -> (d0 + s0, d1)");
    assert_eq!(show_map(&map(1, 0, vec![constant(-3), neg(dim(0))])), "(d0) -> (-3, -d0)");
    let set = |num_dims, num_symbols, cs: Vec<(AffineExpr, bool)>| IntegerSet {
        num_dims,
        num_symbols,
        constraints: cs.iter().map(|c| c.0.clone()).collect(),
        eq_flags: cs.iter().map(|c| c.1).collect(),
    };
    let show_set = |s: &IntegerSet| {
        let mut out = String::new();
        write_set(&mut out, s);
        out
    };
    let s = set(1, 1, vec![(sub(dim(0), symbol(0)), false), (dim(0), true)]);
    assert_eq!(show_set(&s), "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
    assert_eq!(show_set(&set(0, 0, vec![(constant(0), true)])), "() : (0 == 0)");
    assert_eq!(show_set(&set(2, 0, vec![])), "(d0, d1) : ()");
}

#[test]
fn predicates() {
    let map = |num_dims, num_symbols, results: Vec<AffineExpr>| AffineMap { num_dims, num_symbols, results: results.into() };
    assert!(is_identity(&map(2, 0, vec![dim(0), dim(1)])));
    assert!(is_identity(&map(0, 0, vec![])));
    // Like upstream, symbols do not matter.
    assert!(is_identity(&map(2, 1, vec![dim(0), dim(1)])));
    assert!(!is_identity(&map(2, 0, vec![dim(1), dim(0)])));
    assert!(!is_identity(&map(2, 0, vec![dim(0)])));
    assert!(!is_identity(&map(1, 0, vec![add(dim(0), constant(1))])));
    assert!(is_pure_affine(&build("A(M(D(0), 3), FD(D(1), 4))")));
    assert!(!is_pure_affine(&build("M(D(0), S(0))")));
    assert!(!is_pure_affine(&build("MOD(D(0), S(0))")));
    assert!(is_symbolic_or_constant(&build("A(M(S(0), 3), FD(S(1), 4))")));
    assert!(!is_symbolic_or_constant(&build("A(S(0), D(0))")));
    assert_eq!(largest_known_divisor(&build("A(M(D(0), 6), M(S(0), 4))")), 2);
    assert_eq!(largest_known_divisor(&build("FD(M(D(0), 12), 3)")), 4);
}

#[rustfmt::skip]
const CASES: &[(&str, &str, &str)] = &[
    ("A(D(1), M(FD(D(1), 4), -4))", "Mod(d1, 4)", "d1 mod 4"),
    ("A(D(1), M(FD(D(1), S(0)), M(S(0), -1)))", "Add(d1, Mul(FloorDiv(d1, s0), Mul(s0, -1)))", "d1 + (d1 floordiv s0) * (-s0)"),
    ("A(D(1), M(M(FD(D(1), S(0)), S(0)), -1))", "Mod(d1, s0)", "d1 mod s0"),
    ("A(A(D(0), D(1)), M(M(FD(D(1), S(0)), S(0)), -1))", "Add(Add(d0, d1), Mul(Mul(FloorDiv(d1, s0), s0), -1))", "d0 + d1 - (d1 floordiv s0) * s0"),
    ("A(A(D(0), S(0)), M(FD(D(1), 4), -4))", "Add(d0, Add(Mul(FloorDiv(d1, 4), -4), s0))", "d0 + (d1 floordiv 4) * -4 + s0"),
    ("A(A(D(0), 5), M(FD(D(1), 4), -4))", "Add(Add(d0, Mul(FloorDiv(d1, 4), -4)), 5)", "d0 - (d1 floordiv 4) * 4 + 5"),
    ("A(A(D(0), D(1)), M(FD(D(1), 4), -4))", "Add(d0, Mod(d1, 4))", "d0 + d1 mod 4"),
    ("A(A(D(0), D(1)), M(FD(D(0), 4), -4))", "Add(Add(d0, d1), Mul(FloorDiv(d0, 4), -4))", "d0 + d1 - (d0 floordiv 4) * 4"),
    ("A(A(D(0), S(0)), M(FD(D(1), 4), -8))", "Add(d0, Add(Mul(FloorDiv(d1, 4), -8), s0))", "d0 + (d1 floordiv 4) * -8 + s0"),
    ("A(A(D(0), S(0)), M(D(1), -4))", "Add(Add(d0, s0), Mul(d1, -4))", "d0 + s0 - d1 * 4"),
    ("A(D(1), M(FD(D(1), -4), 4))", "Add(d1, Mul(FloorDiv(d1, -4), 4))", "d1 + (d1 floordiv -4) * 4"),
    ("A(A(D(0), S(0)), M(FD(D(1), S(1)), -4))", "Add(d0, Add(Mul(FloorDiv(d1, s1), -4), s0))", "d0 + (d1 floordiv s1) * -4 + s0"),
    ("A(A(D(0), D(1)), M(FD(A(D(0), D(1)), 4), -4))", "Mod(Add(d0, d1), 4)", "(d0 + d1) mod 4"),
    ("A(A(A(D(0), D(2)), D(1)), M(FD(D(1), 4), -4))", "Add(Add(d0, d2), Mod(d1, 4))", "d0 + d2 + d1 mod 4"),
    ("A(A(D(0), 3), M(FD(D(1), 4), -4))", "Add(Add(d0, Mul(FloorDiv(d1, 4), -4)), 3)", "d0 - (d1 floordiv 4) * 4 + 3"),
    ("A(A(D(0), S(0)), M(FD(D(1), 4), 4))", "Add(d0, Add(Mul(FloorDiv(d1, 4), 4), s0))", "d0 + (d1 floordiv 4) * 4 + s0"),
    ("A(A(D(0), S(0)), M(CD(D(1), 4), -4))", "Add(Add(d0, s0), Mul(CeilDiv(d1, 4), -4))", "d0 + s0 - (d1 ceildiv 4) * 4"),
    ("A(A(D(0), S(0)), M(MOD(D(1), 4), -4))", "Add(Add(d0, s0), Mul(Mod(d1, 4), -4))", "d0 + s0 - (d1 mod 4) * 4"),
    ("A(D(1), M(FD(D(1), -9223372036854775808), -9223372036854775808))", "Add(d1, Mul(FloorDiv(d1, -9223372036854775808), -9223372036854775808))", "d1 - (d1 floordiv -9223372036854775808) * 9223372036854775808"),
    ("A(A(D(0), S(0)), M(FD(A(D(0), S(0)), 4), -4))", "Mod(Add(d0, s0), 4)", "(d0 + s0) mod 4"),
    ("FD(C(-3), C(-3))", "1", "1"),
    ("MOD(C(-3), C(-3))", "Mod(-3, -3)", "-3 mod -3"),
    ("CD(C(-3), C(-3))", "1", "1"),
    ("FD(D(0), D(0))", "1", "1"),
    ("CD(D(0), D(0))", "1", "1"),
    ("MOD(D(0), D(0))", "0", "0"),
    ("FD(M(S(0), -1), M(S(0), -1))", "1", "1"),
    ("MOD(M(S(0), -1), M(S(0), -1))", "0", "0"),
    ("MOD(C(0), C(0))", "Mod(0, 0)", "0 mod 0"),
    ("FD(C(0), C(0))", "FloorDiv(0, 0)", "0 floordiv 0"),
    ("M(D(1), D(0))", "Mul(d0, d1)", "d0 * d1"),
    ("M(S(1), S(0))", "Mul(s0, s1)", "s0 * s1"),
    ("A(D(1), D(0))", "Add(d0, d1)", "d0 + d1"),
    ("A(S(1), S(0))", "Add(s0, s1)", "s0 + s1"),
    ("A(S(0), D(1))", "Add(d1, s0)", "d1 + s0"),
    ("M(S(0), D(1))", "Mul(d1, s0)", "d1 * s0"),
    ("M(D(0), M(D(1), 2))", "Mul(d0, Mul(d1, 2))", "d0 * (d1 * 2)"),
    ("FD(M(D(0), 8), -2)", "Mul(d0, -4)", "d0 * -4"),
    ("MOD(FD(M(D(0), 8), -2), 4)", "0", "0"),
    ("FD(C(7), C(-2))", "-4", "-4"),
    ("CD(C(7), C(-2))", "-3", "-3"),
    ("MOD(C(7), C(-2))", "Mod(7, -2)", "7 mod -2"),
    ("FD(D(0), C(-1))", "FloorDiv(d0, -1)", "d0 floordiv -1"),
    ("CD(M(D(0), 8), -2)", "Mul(d0, -4)", "d0 * -4"),
    ("MOD(M(D(0), 8), -2)", "Mod(Mul(d0, 8), -2)", "(d0 * 8) mod -2"),
    ("MOD(M(D(0), 8), 0)", "Mod(Mul(d0, 8), 0)", "(d0 * 8) mod 0"),
    ("FD(M(D(0), 8), 0)", "FloorDiv(Mul(d0, 8), 0)", "(d0 * 8) floordiv 0"),
    ("FD(A(M(D(0), 4), D(1)), -2)", "Add(Mul(d0, -2), FloorDiv(d1, -2))", "d0 * -2 + d1 floordiv -2"),
    ("FD(A(M(D(0), 4), D(1)), 2)", "Add(Mul(d0, 2), FloorDiv(d1, 2))", "d0 * 2 + d1 floordiv 2"),
    ("CD(A(M(D(0), 4), D(1)), 2)", "CeilDiv(Add(Mul(d0, 4), d1), 2)", "(d0 * 4 + d1) ceildiv 2"),
    ("MOD(A(M(D(0), 4), D(1)), -2)", "Mod(Add(Mul(d0, 4), d1), -2)", "(d0 * 4 + d1) mod -2"),
    ("FD(M(D(0), -8), 2)", "Mul(d0, -4)", "d0 * -4"),
    ("FD(M(D(0), -8), -2)", "Mul(d0, 4)", "d0 * 4"),
    ("FD(C(-9223372036854775808), C(-9223372036854775808))", "1", "1"),
    ("FD(C(-9223372036854775808), C(-1))", "FloorDiv(-9223372036854775808, -1)", "-9223372036854775808 floordiv -1"),
    ("CD(C(-9223372036854775808), C(-1))", "CeilDiv(-9223372036854775808, -1)", "-9223372036854775808 ceildiv -1"),
    ("MOD(MOD(D(0), 6), 3)", "Mod(d0, 3)", "d0 mod 3"),
    ("MOD(MOD(D(0), 6), -3)", "Mod(Mod(d0, 6), -3)", "(d0 mod 6) mod -3"),
    ("MOD(MOD(D(0), -6), 3)", "Mod(Mod(d0, -6), 3)", "(d0 mod -6) mod 3"),
    ("FD(FD(D(0), 2), 3)", "FloorDiv(FloorDiv(d0, 2), 3)", "(d0 floordiv 2) floordiv 3"),
    ("CD(CD(D(0), 2), 3)", "CeilDiv(CeilDiv(d0, 2), 3)", "(d0 ceildiv 2) ceildiv 3"),
    ("A(C(9223372036854775807), C(1))", "Add(9223372036854775807, 1)", "9223372036854775807 + 1"),
    ("M(C(9223372036854775807), C(2))", "Mul(9223372036854775807, 2)", "9223372036854775807 * 2"),
    ("M(C(-1), C(-9223372036854775808))", "Mul(-1, -9223372036854775808)", "-1 * -9223372036854775808"),
    ("M(C(-9223372036854775808), C(-1))", "Mul(-9223372036854775808, -1)", "--9223372036854775808"),
    ("A(A(D(0), 9223372036854775807), 1)", "Add(d0, -9223372036854775808)", "d0 - 9223372036854775808"),
    ("M(M(D(0), 9223372036854775807), 2)", "Mul(d0, -2)", "d0 * -2"),
    ("A(M(D(0), 9223372036854775807), D(0))", "Mul(d0, -9223372036854775808)", "d0 * -9223372036854775808"),
    ("SUB(D(0), C(-9223372036854775808))", "Add(d0, -9223372036854775808)", "d0 - 9223372036854775808"),
    ("SUB(C(1), C(-9223372036854775808))", "-9223372036854775807", "-9223372036854775807"),
    ("SUB(C(-9223372036854775808), C(1))", "Add(-9223372036854775808, -1)", "-9223372036854775808 - 1"),
    ("SUB(D(0), M(S(0), -9223372036854775808))", "Add(d0, Mul(s0, -9223372036854775808))", "d0 - s0 * 9223372036854775808"),
    ("A(D(0), C(-9223372036854775808))", "Add(d0, -9223372036854775808)", "d0 - 9223372036854775808"),
    ("A(D(0), M(D(1), -9223372036854775808))", "Add(d0, Mul(d1, -9223372036854775808))", "d0 - d1 * 9223372036854775808"),
    ("M(A(D(0), D(1)), -1)", "Mul(Add(d0, d1), -1)", "-(d0 + d1)"),
    ("A(D(0), M(A(D(1), 1), -1))", "Add(d0, Mul(Add(d1, 1), -1))", "d0 - (d1 + 1)"),
    ("A(D(0), M(A(D(1), 1), -2))", "Add(d0, Mul(Add(d1, 1), -2))", "d0 - (d1 + 1) * 2"),
    ("A(D(0), M(MOD(D(1), 3), -1))", "Add(d0, Mul(Mod(d1, 3), -1))", "d0 - d1 mod 3"),
    ("M(M(D(0), -1), -1)", "d0", "d0"),
    ("FD(M(S(0), -1), 4)", "FloorDiv(Mul(s0, -1), 4)", "(-s0) floordiv 4"),
    ("A(D(0), M(FD(D(1), 2), -1))", "Add(d0, Mul(FloorDiv(d1, 2), -1))", "d0 - d1 floordiv 2"),
    ("A(M(D(0), 2), M(D(0), 3))", "Mul(d0, 5)", "d0 * 5"),
    ("A(D(0), M(D(0), -1))", "0", "0"),
    ("MOD(A(M(D(0), 4), 8), 4)", "0", "0"),
    ("MOD(M(M(D(0), 32), M(S(0), 8)), 256)", "0", "0"),
    ("MOD(A(M(D(0), 4), 3), 2)", "1", "1"),
    ("FD(A(M(D(0), 4), 2), 4)", "d0", "d0"),
    ("MOD(M(FD(M(D(0), 8), 2), 3), 4)", "0", "0"),
    ("MOD(FD(M(D(0), 12), 3), 4)", "0", "0"),
    ("MOD(CD(M(D(0), 12), 3), 4)", "0", "0"),
    ("MOD(A(D(0), M(D(1), 4)), 2)", "Mod(d0, 2)", "d0 mod 2"),
    ("SUB(A(D(0), 2), C(2))", "d0", "d0"),
    ("SUB(D(0), D(0))", "0", "0"),
    ("SUB(S(0), M(FD(S(0), 4), 4))", "Mod(s0, 4)", "s0 mod 4"),
    ("A(D(0), A(D(1), 2))", "Add(d0, Add(d1, 2))", "d0 + d1 + 2"),
    ("A(A(D(0), 2), A(D(1), 3))", "Add(Add(d0, Add(d1, 3)), 2)", "d0 + d1 + 3 + 2"),
    ("A(S(1), M(S(0), S(0)))", "Add(s1, Mul(s0, s0))", "s1 + s0 * s0"),
    ("A(S(1), D(0))", "Add(d0, s1)", "d0 + s1"),
    ("FD(S(2), S(2))", "1", "1"),
    ("A(FD(C(9223372036854775807), S(1)), FD(M(D(1), S(1)), S(1)))", "Add(FloorDiv(Mul(d1, s1), s1), FloorDiv(9223372036854775807, s1))", "(d1 * s1) floordiv s1 + 9223372036854775807 floordiv s1"),
    ("A(S(1), M(FD(S(1), C(4)), M(C(4), C(-1))))", "Mod(s1, 4)", "s1 mod 4"),
    ("D(1)", "d1", "d1"),
    ("A(MOD(FD(S(0), M(C(-2), C(12))), C(12)), M(M(FD(MOD(FD(S(0), M(C(-2), C(12))), C(12)), C(2)), C(2)), C(-1)))", "Mod(FloorDiv(s0, -24), 2)", "(s0 floordiv -24) mod 2"),
    ("M(D(0), S(1))", "Mul(d0, s1)", "d0 * s1"),
    ("SUB(A(SUB(S(1), S(1)), A(D(0), M(M(FD(D(0), C(8)), C(8)), C(-1)))), S(2))", "Add(Mod(d0, 8), Mul(s2, -1))", "d0 mod 8 - s2"),
    ("A(C(-9223372036854775808), S(2))", "Add(s2, -9223372036854775808)", "s2 - 9223372036854775808"),
    ("MOD(C(64), S(0))", "Mod(64, s0)", "64 mod s0"),
    ("FD(C(-8), C(-3))", "2", "2"),
    ("M(M(S(2), D(1)), CD(FD(C(-8), C(-4)), FD(C(-8), C(-4))))", "Mul(d1, s2)", "d1 * s2"),
    ("A(A(C(2), C(4611686018427387904)), A(S(2), D(2)))", "Add(Add(d2, s2), 4611686018427387906)", "d2 + s2 + 4611686018427387906"),
    ("A(MOD(D(1), D(1)), C(128))", "128", "128"),
    ("S(0)", "s0", "s0"),
    ("A(S(0), S(0))", "Mul(s0, 2)", "s0 * 2"),
    ("D(2)", "d2", "d2"),
    ("SUB(CD(C(-8), C(-8)), SUB(S(2), D(0)))", "Add(Mul(Add(Mul(d0, -1), s2), -1), 1)", "-(-d0 + s2) + 1"),
    ("A(C(-2), D(1))", "Add(d1, -2)", "d1 - 2"),
    ("SUB(S(1), C(2))", "Add(s1, -2)", "s1 - 2"),
    ("D(0)", "d0", "d0"),
    ("A(SUB(MOD(MOD(S(0), C(5)), MOD(S(0), C(5))), MOD(D(1), C(-2))), A(M(S(2), FD(D(2), S(1))), A(M(S(0), D(0)), A(A(D(0), S(2)), M(M(FD(D(0), S(1)), S(1)), C(-1))))))", "Add(Mul(Mod(d1, -2), -1), Add(Mul(FloorDiv(d2, s1), s2), Add(Mul(d0, s0), Add(Add(d0, s2), Mul(Mul(FloorDiv(d0, s1), s1), -1)))))", "-(d1 mod -2) + (d2 floordiv s1) * s2 + d0 * s0 + d0 + s2 - (d0 floordiv s1) * s1"),
    ("C(9223372036854775807)", "9223372036854775807", "9223372036854775807"),
    ("A(C(16), M(FD(C(16), C(2)), M(C(2), C(-1))))", "0", "0"),
    ("C(-1)", "-1", "-1"),
    ("FD(M(A(A(D(1), C(2)), M(M(FD(C(2), C(3)), C(3)), C(-1))), C(0)), MOD(C(16), CD(C(6), C(-4))))", "FloorDiv(0, Mod(16, -1))", "0 floordiv (16 mod -1)"),
    ("C(-4611686018427387904)", "-4611686018427387904", "-4611686018427387904"),
    ("A(A(S(1), M(M(FD(S(1), C(8)), C(8)), C(-1))), M(S(2), D(1)))", "Add(Mul(d1, s2), Mod(s1, 8))", "d1 * s2 + s1 mod 8"),
    ("S(1)", "s1", "s1"),
    ("SUB(A(A(D(1), D(1)), M(M(FD(A(D(1), D(1)), C(-4)), C(-4)), C(-1))), C(-2))", "Add(Add(Mul(d1, 2), Mul(FloorDiv(Mul(d1, 2), -4), 4)), 2)", "d1 * 2 + ((d1 * 2) floordiv -4) * 4 + 2"),
    ("M(SUB(CD(CD(C(-4611686018427387904), C(-2)), CD(C(-4611686018427387904), C(-2))), A(SUB(S(2), C(7)), S(2))), A(M(D(2), A(C(-3), M(FD(C(-3), C(2)), C(-2)))), A(A(SUB(C(-1), C(-1)), M(D(2), C(128))), M(M(FD(SUB(C(-1), C(-1)), S(0)), S(0)), C(-1)))))", "Mul(Add(d2, Add(Mul(d2, 128), Mul(Mul(FloorDiv(0, s0), s0), -1))), Add(Mul(Add(Mul(s2, 2), -7), -1), 1))", "(d2 + d2 * 128 - (0 floordiv s0) * s0) * (-(s2 * 2 - 7) + 1)"),
    ("A(S(2), D(2))", "Add(d2, s2)", "d2 + s2"),
    ("M(CD(S(1), S(1)), A(A(D(2), D(1)), M(M(FD(D(1), C(4)), C(4)), C(-1))))", "Add(Add(d1, d2), Mul(FloorDiv(d1, 4), -4))", "d1 + d2 - (d1 floordiv 4) * 4"),
    ("A(A(A(M(S(0), D(0)), A(C(-4), S(1))), M(FD(M(S(0), D(0)), C(3)), M(C(3), C(-1)))), D(1))", "Add(Add(Mul(d0, s0), Add(Mul(FloorDiv(Mul(d0, s0), 3), -3), Add(s1, -4))), d1)", "d0 * s0 + ((d0 * s0) floordiv 3) * -3 + s1 - 4 + d1"),
    ("CD(FD(C(12), C(4611686018427387904)), C(5))", "0", "0"),
    ("S(2)", "s2", "s2"),
    ("M(C(5), D(2))", "Mul(d2, 5)", "d2 * 5"),
    ("FD(FD(S(1), CD(C(-3), S(2))), FD(S(1), CD(C(-3), S(2))))", "1", "1"),
    ("A(S(1), S(2))", "Add(s1, s2)", "s1 + s2"),
    ("S(1)", "s1", "s1"),
    ("M(MOD(A(S(0), D(1)), FD(C(64), S(2))), S(0))", "Mul(Mod(Add(d1, s0), FloorDiv(64, s2)), s0)", "((d1 + s0) mod (64 floordiv s2)) * s0"),
    ("M(CD(S(2), S(1)), MOD(D(1), C(7)))", "Mul(Mod(d1, 7), CeilDiv(s2, s1))", "(d1 mod 7) * (s2 ceildiv s1)"),
    ("CD(S(1), C(0))", "CeilDiv(s1, 0)", "s1 ceildiv 0"),
    ("C(128)", "128", "128"),
    ("S(2)", "s2", "s2"),
    ("A(D(2), C(4611686018427387904))", "Add(d2, 4611686018427387904)", "d2 + 4611686018427387904"),
    ("C(0)", "0", "0"),
    ("C(9223372036854775806)", "9223372036854775806", "9223372036854775806"),
    ("SUB(A(D(2), D(2)), S(1))", "Add(Mul(d2, 2), Mul(s1, -1))", "d2 * 2 - s1"),
    ("M(M(S(2), A(A(S(1), S(2)), M(M(FD(S(2), S(0)), S(0)), C(-1)))), CD(A(C(-4611686018427387904), C(-1)), C(6)))", "Mul(Mul(s2, Add(Add(s1, s2), Mul(Mul(FloorDiv(s2, s0), s0), -1))), -768614336404564650)", "(s2 * (s1 + s2 - (s2 floordiv s0) * s0)) * -768614336404564650"),
    ("D(1)", "d1", "d1"),
    ("A(C(128), S(2))", "Add(s2, 128)", "s2 + 128"),
    ("FD(S(0), S(0))", "1", "1"),
    ("A(FD(C(-1), C(8)), C(7))", "6", "6"),
    ("C(12)", "12", "12"),
    ("A(D(1), SUB(FD(C(6), C(16)), C(4)))", "Add(d1, -4)", "d1 - 4"),
    ("FD(A(CD(D(0), S(0)), FD(S(1), C(-9223372036854775808))), C(4611686018427387904))", "FloorDiv(Add(CeilDiv(d0, s0), FloorDiv(s1, -9223372036854775808)), 4611686018427387904)", "(d0 ceildiv s0 + s1 floordiv -9223372036854775808) floordiv 4611686018427387904"),
    ("A(D(1), CD(MOD(D(1), C(6)), FD(S(2), C(12))))", "Add(d1, CeilDiv(Mod(d1, 6), FloorDiv(s2, 12)))", "d1 + (d1 mod 6) ceildiv (s2 floordiv 12)"),
    ("D(2)", "d2", "d2"),
    ("S(0)", "s0", "s0"),
    ("A(A(S(2), D(1)), M(M(FD(D(1), S(0)), S(0)), C(-1)))", "Add(Add(d1, s2), Mul(Mul(FloorDiv(d1, s0), s0), -1))", "d1 + s2 - (d1 floordiv s0) * s0"),
    ("M(S(1), D(1))", "Mul(d1, s1)", "d1 * s1"),
    ("FD(D(2), D(2))", "1", "1"),
    ("D(0)", "d0", "d0"),
    ("A(A(A(A(D(0), D(0)), M(FD(D(0), S(1)), S(1))), M(C(-9223372036854775807), C(2))), M(FD(A(A(D(0), D(0)), M(FD(D(0), S(1)), S(1))), C(3)), C(-1)))", "Add(Add(Mul(d0, 2), Mul(FloorDiv(d0, s1), s1)), Add(Mul(FloorDiv(Add(Mul(d0, 2), Mul(FloorDiv(d0, s1), s1)), 3), -1), Mul(-9223372036854775807, 2)))", "d0 * 2 + (d0 floordiv s1) * s1 + -((d0 * 2 + (d0 floordiv s1) * s1) floordiv 3) + -9223372036854775807 * 2"),
    ("D(0)", "d0", "d0"),
    ("A(A(CD(D(1), C(-2)), A(C(16), C(3))), M(M(FD(A(C(16), C(3)), C(-4)), C(-4)), C(-1)))", "Add(CeilDiv(d1, -2), -1)", "d1 ceildiv -2 - 1"),
    ("M(A(D(2), C(16)), FD(S(1), C(4)))", "Mul(Add(d2, 16), FloorDiv(s1, 4))", "(d2 + 16) * (s1 floordiv 4)"),
    ("CD(D(0), D(0))", "1", "1"),
    ("CD(S(2), S(2))", "1", "1"),
    ("SUB(D(1), D(2))", "Add(d1, Mul(d2, -1))", "d1 - d2"),
    ("A(M(D(0), C(128)), M(FD(M(D(0), C(128)), C(4)), C(-4)))", "0", "0"),
    ("A(S(0), S(2))", "Add(s0, s2)", "s0 + s2"),
    ("FD(S(2), S(2))", "1", "1"),
    ("CD(M(S(2), C(2)), M(S(2), C(2)))", "1", "1"),
    ("M(M(MOD(CD(D(1), D(1)), C(3037000500)), MOD(A(S(1), M(FD(S(1), C(2)), C(2))), C(8))), S(1))", "Mul(Mod(Add(s1, Mul(FloorDiv(s1, 2), 2)), 8), s1)", "((s1 + (s1 floordiv 2) * 2) mod 8) * s1"),
    ("D(2)", "d2", "d2"),
    ("C(128)", "128", "128"),
    ("A(M(S(1), C(5)), M(M(S(2), S(1)), CD(S(2), S(2))))", "Add(Mul(s1, 5), Mul(s1, s2))", "s1 * 5 + s1 * s2"),
    ("CD(A(FD(C(64), S(2)), M(M(FD(FD(C(64), S(2)), S(0)), S(0)), C(-1))), A(FD(C(64), S(2)), M(M(FD(FD(C(64), S(2)), S(0)), S(0)), C(-1))))", "1", "1"),
    ("A(MOD(S(0), M(S(2), C(8))), M(S(1), A(D(0), S(0))))", "Add(Mul(Add(d0, s0), s1), Mod(s0, Mul(s2, 8)))", "(d0 + s0) * s1 + s0 mod (s2 * 8)"),
    ("S(1)", "s1", "s1"),
    ("CD(S(2), C(-9223372036854775808))", "CeilDiv(s2, -9223372036854775808)", "s2 ceildiv -9223372036854775808"),
    ("C(4611686018427387904)", "4611686018427387904", "4611686018427387904"),
    ("A(A(MOD(S(2), C(-4)), C(5)), M(FD(C(5), C(8)), M(C(8), C(-1))))", "Add(Mod(s2, -4), 5)", "s2 mod -4 + 5"),
    ("S(1)", "s1", "s1"),
    ("D(0)", "d0", "d0"),
    ("M(D(0), S(2))", "Mul(d0, s2)", "d0 * s2"),
    ("CD(A(MOD(A(A(C(-4611686018427387904), D(0)), M(FD(C(-4611686018427387904), C(8)), C(-8))), S(2)), SUB(SUB(C(6), S(0)), S(0))), A(MOD(A(A(C(-4611686018427387904), D(0)), M(FD(C(-4611686018427387904), C(8)), C(-8))), S(2)), SUB(SUB(C(6), S(0)), S(0))))", "1", "1"),
    ("A(CD(D(0), S(2)), SUB(S(2), C(0)))", "Add(CeilDiv(d0, s2), s2)", "d0 ceildiv s2 + s2"),
    ("M(A(FD(D(2), D(2)), MOD(D(2), D(2))), A(S(1), C(-3)))", "Add(s1, -3)", "s1 - 3"),
    ("CD(D(0), C(1))", "d0", "d0"),
    ("CD(M(A(S(1), D(1)), SUB(S(1), S(0))), M(A(S(1), D(1)), SUB(S(1), S(0))))", "1", "1"),
    ("FD(S(0), S(0))", "1", "1"),
    ("CD(D(0), S(1))", "CeilDiv(d0, s1)", "d0 ceildiv s1"),
    ("A(C(9223372036854775807), D(2))", "Add(d2, 9223372036854775807)", "d2 + 9223372036854775807"),
    ("MOD(M(A(A(S(1), S(0)), M(FD(S(0), C(8)), C(-8))), FD(D(1), S(2))), M(A(A(S(1), S(0)), M(FD(S(0), C(8)), C(-8))), FD(D(1), S(2))))", "0", "0"),
    ("M(MOD(S(2), S(2)), FD(S(1), C(-4611686018427387904)))", "0", "0"),
    ("S(1)", "s1", "s1"),
    ("S(2)", "s2", "s2"),
    ("A(FD(S(1), C(4)), C(4))", "Add(FloorDiv(s1, 4), 4)", "s1 floordiv 4 + 4"),
    ("D(1)", "d1", "d1"),
    ("FD(A(A(S(0), C(6)), M(FD(S(0), C(2)), C(2))), A(A(S(0), C(6)), M(FD(S(0), C(2)), C(2))))", "1", "1"),
    ("A(CD(C(9223372036854775807), C(16)), M(C(9223372036854775806), D(1)))", "Add(Mul(d1, 9223372036854775806), 576460752303423488)", "d1 * 9223372036854775806 + 576460752303423488"),
    ("CD(S(2), S(0))", "CeilDiv(s2, s0)", "s2 ceildiv s0"),
    ("M(C(7), D(1))", "Mul(d1, 7)", "d1 * 7"),
    ("M(CD(FD(S(1), C(1)), FD(S(1), C(1))), FD(A(D(1), M(FD(D(1), C(-4)), C(-1))), MOD(C(-1), C(-1))))", "FloorDiv(Add(d1, Mul(FloorDiv(d1, -4), -1)), Mod(-1, -1))", "(d1 - d1 floordiv -4) floordiv (-1 mod -1)"),
    ("M(CD(C(16), C(16)), A(C(128), S(0)))", "Add(s0, 128)", "s0 + 128"),
    ("CD(M(FD(S(1), S(0)), M(C(1), D(2))), A(A(C(4), C(9223372036854775806)), A(C(3), C(-8))))", "CeilDiv(Mul(d2, FloorDiv(s1, s0)), 9223372036854775805)", "(d2 * (s1 floordiv s0)) ceildiv 9223372036854775805"),
    ("S(2)", "s2", "s2"),
    ("A(M(D(2), C(-4611686018427387904)), M(C(128), S(0)))", "Add(Mul(d2, -4611686018427387904), Mul(s0, 128))", "d2 * -4611686018427387904 + s0 * 128"),
    ("CD(SUB(A(MOD(C(64), S(1)), A(S(2), S(0))), FD(A(S(0), M(FD(S(0), C(2)), C(-1))), S(1))), SUB(A(MOD(C(64), S(1)), A(S(2), S(0))), FD(A(S(0), M(FD(S(0), C(2)), C(-1))), S(1))))", "1", "1"),
    ("M(FD(SUB(D(0), C(2)), C(-3)), A(C(128), M(FD(C(128), C(-4)), C(4))))", "0", "0"),
    ("A(C(64), CD(CD(A(S(0), C(-3)), C(9223372036854775806)), CD(A(S(0), C(-3)), C(9223372036854775806))))", "65", "65"),
    ("CD(S(1), S(0))", "CeilDiv(s1, s0)", "s1 ceildiv s0"),
    ("A(A(S(0), A(FD(C(-1), C(-1)), MOD(D(2), D(2)))), C(3))", "Add(s0, 4)", "s0 + 4"),
    ("A(C(-1), D(2))", "Add(d2, -1)", "d2 - 1"),
    ("M(A(A(D(2), MOD(MOD(S(0), C(-8)), CD(C(64), C(3037000500)))), M(M(FD(D(2), S(0)), S(0)), C(-1))), C(12))", "Mul(Mod(d2, s0), 12)", "(d2 mod s0) * 12"),
    ("MOD(A(A(S(1), C(-4)), M(C(7), D(2))), S(2))", "Mod(Add(Mul(d2, 7), Add(s1, -4)), s2)", "(d2 * 7 + s1 - 4) mod s2"),
    ("M(C(-8), MOD(CD(SUB(S(0), D(2)), SUB(S(0), D(2))), C(2)))", "-8", "-8"),
    ("A(CD(C(-8), C(-3)), MOD(D(0), M(S(1), C(2))))", "Add(Mod(d0, Mul(s1, 2)), 3)", "d0 mod (s1 * 2) + 3"),
    ("A(MOD(D(2), M(MOD(C(-1), C(-1)), A(C(2), C(12)))), MOD(M(A(D(2), D(2)), MOD(C(5), S(0))), S(0)))", "Add(Mod(d2, Mul(Mod(-1, -1), 14)), Mod(Mul(Mul(d2, Mod(5, s0)), 2), s0))", "d2 mod ((-1 mod -1) * 14) + ((d2 * (5 mod s0)) * 2) mod s0"),
    ("S(1)", "s1", "s1"),
    ("S(2)", "s2", "s2"),
    ("A(FD(S(1), C(-4)), D(0))", "Add(d0, FloorDiv(s1, -4))", "d0 + s1 floordiv -4"),
    ("A(C(0), S(2))", "s2", "s2"),
    ("SUB(A(A(D(0), S(0)), MOD(D(0), D(0))), A(S(2), FD(D(0), D(0))))", "Add(Add(d0, s0), Mul(Add(s2, 1), -1))", "d0 + s0 - (s2 + 1)"),
    ("SUB(MOD(S(1), C(-4)), C(-8))", "Add(Mod(s1, -4), 8)", "s1 mod -4 + 8"),
    ("S(2)", "s2", "s2"),
    ("SUB(D(1), C(8))", "Add(d1, -8)", "d1 - 8"),
    ("M(MOD(A(A(A(D(2), C(5)), FD(D(0), D(0))), M(M(FD(FD(D(0), D(0)), C(-4)), C(-4)), C(-1))), MOD(A(S(0), C(1)), C(-2))), CD(A(A(S(2), M(M(FD(S(2), C(8)), C(8)), C(-1))), M(C(4611686018427387904), S(2))), A(A(S(2), M(M(FD(S(2), C(8)), C(8)), C(-1))), M(C(4611686018427387904), S(2)))))", "Mod(Add(d2, 2), Mod(Add(s0, 1), -2))", "(d2 + 2) mod ((s0 + 1) mod -2)"),
    ("A(A(FD(S(2), S(1)), MOD(A(S(1), SUB(C(1), S(1))), C(1))), M(M(FD(FD(S(2), S(1)), C(3)), C(3)), C(-1)))", "Mod(FloorDiv(s2, s1), 3)", "(s2 floordiv s1) mod 3"),
    ("CD(SUB(A(S(0), M(FD(S(0), C(8)), C(-8))), M(D(0), C(6))), SUB(A(S(0), M(FD(S(0), C(8)), C(-8))), M(D(0), C(6))))", "1", "1"),
    ("FD(MOD(S(1), S(0)), C(4))", "FloorDiv(Mod(s1, s0), 4)", "(s1 mod s0) floordiv 4"),
    ("D(1)", "d1", "d1"),
    ("MOD(SUB(C(-4611686018427387904), FD(D(2), C(5))), A(A(A(A(S(1), C(-9223372036854775808)), C(4611686018427387904)), CD(A(C(128), M(M(FD(C(128), C(8)), C(8)), C(-1))), CD(S(0), C(8)))), M(FD(A(A(S(1), C(-9223372036854775808)), C(4611686018427387904)), C(8)), M(C(8), C(-1)))))", "Mod(Add(Mul(FloorDiv(d2, 5), -1), -4611686018427387904), Add(Add(Add(s1, CeilDiv(0, CeilDiv(s0, 8))), Mul(Add(FloorDiv(s1, 8), -576460752303423488), -8)), -4611686018427387904))", "(-(d2 floordiv 5) - 4611686018427387904) mod (s1 + 0 ceildiv (s0 ceildiv 8) - (s1 floordiv 8 - 576460752303423488) * 8 - 4611686018427387904)"),
    ("CD(A(D(2), C(6)), SUB(S(1), S(2)))", "CeilDiv(Add(d2, 6), Add(s1, Mul(s2, -1)))", "(d2 + 6) ceildiv (s1 - s2)"),
    ("FD(A(D(1), M(FD(D(1), C(4)), C(4))), S(1))", "FloorDiv(Add(d1, Mul(FloorDiv(d1, 4), 4)), s1)", "(d1 + (d1 floordiv 4) * 4) floordiv s1"),
    ("A(D(0), A(FD(C(7), C(16)), SUB(D(0), S(0))))", "Add(d0, Add(d0, Mul(s0, -1)))", "d0 + d0 - s0"),
    ("A(C(0), C(6))", "6", "6"),
    ("A(S(2), D(0))", "Add(d0, s2)", "d0 + s2"),
    ("SUB(FD(S(0), S(0)), A(D(2), CD(A(A(D(1), D(2)), M(FD(D(2), C(4)), C(-1))), S(0))))", "Add(Mul(Add(d2, CeilDiv(Add(Add(d1, d2), Mul(FloorDiv(d2, 4), -1)), s0)), -1), 1)", "-(d2 + (d1 + d2 - d2 floordiv 4) ceildiv s0) + 1"),
    ("M(D(0), C(3))", "Mul(d0, 3)", "d0 * 3"),
    ("C(64)", "64", "64"),
    ("MOD(A(A(M(S(1), C(128)), A(C(12), M(M(FD(C(12), C(-4)), C(-4)), C(-1)))), M(M(FD(M(S(1), C(128)), C(2)), C(2)), C(-1))), C(0))", "Mod(0, 0)", "0 mod 0"),
    ("A(A(S(1), C(-4)), M(M(FD(A(S(1), C(-4)), C(3)), C(3)), C(-1)))", "Add(Add(s1, Mul(FloorDiv(Add(s1, -4), 3), -3)), -4)", "s1 - ((s1 - 4) floordiv 3) * 3 - 4"),
    ("M(M(M(FD(S(1), S(0)), C(-9223372036854775807)), M(A(C(9223372036854775807), D(0)), S(0))), S(1))", "Mul(Mul(Mul(Add(d0, 9223372036854775807), s0), Mul(FloorDiv(s1, s0), -9223372036854775807)), s1)", "(((d0 + 9223372036854775807) * s0) * ((s1 floordiv s0) * -9223372036854775807)) * s1"),
    ("A(CD(FD(A(C(64), M(M(FD(C(64), C(3)), C(3)), C(-1))), C(-4611686018427387904)), FD(A(C(64), M(M(FD(C(64), C(3)), C(3)), C(-1))), C(-4611686018427387904))), D(0))", "Add(d0, 1)", "d0 + 1"),
    ("C(-3)", "-3", "-3"),
    ("M(M(FD(C(2), C(3037000500)), A(C(-9223372036854775807), D(1))), C(-4611686018427387904))", "0", "0"),
    ("M(D(0), S(1))", "Mul(d0, s1)", "d0 * s1"),
    ("SUB(C(3037000500), D(0))", "Add(Mul(d0, -1), 3037000500)", "-d0 + 3037000500"),
    ("SUB(D(2), D(2))", "0", "0"),
    ("A(D(0), D(0))", "Mul(d0, 2)", "d0 * 2"),
    ("M(C(-2), M(C(9223372036854775807), A(A(C(-2), S(1)), M(D(1), C(4)))))", "Mul(Add(Mul(d1, 4), Add(s1, -2)), 2)", "(d1 * 4 + s1 - 2) * 2"),
    ("A(A(FD(D(2), C(64)), M(D(1), C(128))), M(M(FD(A(FD(D(2), C(64)), M(D(1), C(128))), C(3)), C(3)), C(-1)))", "Mod(Add(FloorDiv(d2, 64), Mul(d1, 128)), 3)", "(d2 floordiv 64 + d1 * 128) mod 3"),
    ("M(A(A(S(0), M(M(FD(S(0), C(4)), C(4)), C(-1))), M(M(FD(A(S(0), M(M(FD(S(0), C(4)), C(4)), C(-1))), S(1)), S(1)), C(-1))), CD(C(8), C(5)))", "Mul(Mod(Mod(s0, 4), s1), 2)", "((s0 mod 4) mod s1) * 2"),
    ("C(4611686018427387904)", "4611686018427387904", "4611686018427387904"),
    ("MOD(M(A(FD(S(1), S(1)), MOD(D(2), S(0))), SUB(A(S(1), C(-1)), A(C(3), S(0)))), FD(SUB(SUB(C(-2), C(-9223372036854775808)), A(C(8), S(1))), FD(M(C(7), C(0)), MOD(C(-2), C(-8)))))", "Mod(Mul(Add(Mod(d2, s0), 1), Add(Add(s1, Mul(Add(s0, 3), -1)), -1)), FloorDiv(Add(Mul(Add(s1, 8), -1), 9223372036854775806), FloorDiv(0, Mod(-2, -8))))", "((d2 mod s0 + 1) * (s1 - (s0 + 3) - 1)) mod ((-(s1 + 8) + 9223372036854775806) floordiv (0 floordiv (-2 mod -8)))"),
    ("MOD(A(C(-3), M(M(FD(C(-3), S(0)), S(0)), C(-1))), MOD(M(A(C(9223372036854775807), S(1)), A(C(-3), S(0))), M(A(C(9223372036854775807), S(1)), A(C(-3), S(0)))))", "Mod(Add(Mul(Mul(FloorDiv(-3, s0), s0), -1), -3), 0)", "(-((-3 floordiv s0) * s0) - 3) mod 0"),
    ("SUB(D(0), S(0))", "Add(d0, Mul(s0, -1))", "d0 - s0"),
    ("CD(S(0), C(-4611686018427387904))", "CeilDiv(s0, -4611686018427387904)", "s0 ceildiv -4611686018427387904"),
    ("A(FD(FD(C(1), C(-8)), FD(C(1), C(-8))), A(C(-4), CD(S(2), S(2))))", "-2", "-2"),
    ("A(C(3), D(1))", "Add(d1, 3)", "d1 + 3"),
    ("M(M(A(FD(S(0), S(0)), M(FD(FD(S(0), S(0)), C(2)), C(-1))), A(M(C(-9223372036854775808), S(1)), A(S(0), D(1)))), S(1))", "Mul(Add(Add(d1, s0), Mul(s1, -9223372036854775808)), s1)", "(d1 + s0 - s1 * 9223372036854775808) * s1"),
    ("A(A(M(C(9223372036854775806), S(0)), MOD(D(1), D(1))), M(FD(M(C(9223372036854775806), S(0)), C(4)), M(C(4), C(-1))))", "Mod(Mul(s0, 9223372036854775806), 4)", "(s0 * 9223372036854775806) mod 4"),
    ("CD(FD(C(128), S(0)), S(1))", "CeilDiv(FloorDiv(128, s0), s1)", "(128 floordiv s0) ceildiv s1"),
    ("A(CD(SUB(A(C(9223372036854775807), C(9223372036854775807)), S(1)), SUB(A(C(9223372036854775807), C(9223372036854775807)), S(1))), A(A(A(C(9223372036854775806), D(2)), D(1)), S(2)))", "Add(Add(Add(d1, d2), s2), 9223372036854775807)", "d1 + d2 + s2 + 9223372036854775807"),
    ("C(-2)", "-2", "-2"),
    ("C(9223372036854775807)", "9223372036854775807", "9223372036854775807"),
    ("A(A(M(D(2), S(2)), C(1)), M(FD(A(M(D(2), S(2)), C(1)), C(2)), M(C(2), C(-1))))", "Add(Add(Mul(d2, s2), Mul(FloorDiv(Add(Mul(d2, s2), 1), 2), -2)), 1)", "d2 * s2 - ((d2 * s2 + 1) floordiv 2) * 2 + 1"),
    ("A(D(2), A(FD(D(0), C(-1)), M(M(FD(FD(D(0), C(-1)), C(4)), C(4)), C(-1))))", "Add(d2, Mod(FloorDiv(d0, -1), 4))", "d2 + (d0 floordiv -1) mod 4"),
    ("FD(S(2), A(A(S(1), S(2)), M(FD(S(2), S(1)), S(1))))", "FloorDiv(s2, Add(Add(s1, s2), Mul(FloorDiv(s2, s1), s1)))", "s2 floordiv (s1 + s2 + (s2 floordiv s1) * s1)"),
    ("S(2)", "s2", "s2"),
    ("S(1)", "s1", "s1"),
    ("A(D(2), D(0))", "Add(d0, d2)", "d0 + d2"),
    ("A(A(M(S(1), D(1)), M(D(0), S(0))), M(CD(C(9223372036854775806), C(0)), CD(D(1), S(1))))", "Add(Add(Mul(d1, s1), Mul(d0, s0)), Mul(CeilDiv(d1, s1), CeilDiv(9223372036854775806, 0)))", "d1 * s1 + d0 * s0 + (d1 ceildiv s1) * (9223372036854775806 ceildiv 0)"),
    ("S(0)", "s0", "s0"),
    ("M(CD(A(C(-4), M(FD(C(-4), C(3)), M(C(3), C(-1)))), A(C(-4), M(FD(C(-4), C(3)), M(C(3), C(-1))))), D(0))", "d0", "d0"),
    ("C(64)", "64", "64"),
    ("FD(A(D(0), D(1)), A(D(0), D(1)))", "1", "1"),
    ("D(2)", "d2", "d2"),
    ("D(2)", "d2", "d2"),
    ("A(A(S(0), A(C(-1), MOD(S(0), S(0)))), FD(CD(A(S(1), C(-1)), A(S(1), C(-1))), CD(A(S(1), C(-1)), A(S(1), C(-1)))))", "s0", "s0"),
    ("A(D(0), D(2))", "Add(d0, d2)", "d0 + d2"),
    ("A(SUB(M(S(1), S(1)), CD(C(-2), C(9223372036854775806))), S(1))", "Add(Mul(s1, s1), s1)", "s1 * s1 + s1"),
    ("A(S(0), A(MOD(A(S(2), C(7)), C(-8)), M(FD(MOD(A(S(2), C(7)), C(-8)), C(8)), M(C(8), C(-1)))))", "Add(s0, Mod(Mod(Add(s2, 7), -8), 8))", "s0 + ((s2 + 7) mod -8) mod 8"),
    ("C(-9223372036854775807)", "-9223372036854775807", "-9223372036854775807"),
    ("M(FD(S(1), S(0)), C(-8))", "Mul(FloorDiv(s1, s0), -8)", "(s1 floordiv s0) * -8"),
    ("M(MOD(C(3), C(3)), A(D(1), C(16)))", "0", "0"),
    ("CD(D(1), C(7))", "CeilDiv(d1, 7)", "d1 ceildiv 7"),
    ("A(A(A(A(C(-2), D(0)), M(S(2), D(1))), M(FD(D(1), C(-1)), C(-9223372036854775808))), M(FD(A(A(C(-2), D(0)), M(S(2), D(1))), C(4)), C(-4)))", "Add(Add(Add(Add(d0, Mul(d1, s2)), Mul(FloorDiv(d1, -1), -9223372036854775808)), Mul(FloorDiv(Add(Add(d0, Mul(d1, s2)), -2), 4), -4)), -2)", "d0 + d1 * s2 - (d1 floordiv -1) * 9223372036854775808 - ((d0 + d1 * s2 - 2) floordiv 4) * 4 - 2"),
    ("M(M(A(MOD(C(4611686018427387904), C(4611686018427387904)), FD(C(-1), C(12))), A(S(1), MOD(D(0), S(1)))), C(0))", "0", "0"),
    ("A(FD(C(3037000500), S(0)), D(0))", "Add(d0, FloorDiv(3037000500, s0))", "d0 + 3037000500 floordiv s0"),
    ("M(S(0), C(4))", "Mul(s0, 4)", "s0 * 4"),
    ("A(A(A(A(D(0), S(0)), S(2)), SUB(M(D(1), C(-3)), A(D(2), S(1)))), M(M(FD(A(A(D(0), S(0)), S(2)), C(4)), C(4)), C(-1)))", "Add(Add(Add(Add(d0, s0), s2), Add(Mul(d1, -3), Mul(Add(d2, s1), -1))), Mul(FloorDiv(Add(Add(d0, s0), s2), 4), -4))", "d0 + s0 + s2 + d1 * -3 - (d2 + s1) - ((d0 + s0 + s2) floordiv 4) * 4"),
    ("M(A(C(0), S(1)), A(D(1), D(2)))", "Mul(Add(d1, d2), s1)", "(d1 + d2) * s1"),
    ("MOD(M(C(1), D(2)), C(-9223372036854775808))", "Mod(d2, -9223372036854775808)", "d2 mod -9223372036854775808"),
    ("A(S(2), C(-4611686018427387904))", "Add(s2, -4611686018427387904)", "s2 - 4611686018427387904"),
    ("A(C(4), M(CD(D(1), C(64)), S(0)))", "Add(Mul(CeilDiv(d1, 64), s0), 4)", "(d1 ceildiv 64) * s0 + 4"),
    ("FD(M(M(D(2), C(12)), A(S(0), C(4611686018427387904))), S(2))", "FloorDiv(Mul(Mul(d2, Add(s0, 4611686018427387904)), 12), s2)", "((d2 * (s0 + 4611686018427387904)) * 12) floordiv s2"),
    ("A(S(2), SUB(S(1), S(0)))", "Add(s2, Add(s1, Mul(s0, -1)))", "s2 + s1 - s0"),
    ("M(SUB(MOD(M(S(1), D(2)), S(2)), D(1)), FD(C(6), MOD(S(0), S(0))))", "Mul(Add(Mod(Mul(d2, s1), s2), Mul(d1, -1)), FloorDiv(6, 0))", "((d2 * s1) mod s2 - d1) * (6 floordiv 0)"),
    ("C(-4611686018427387904)", "-4611686018427387904", "-4611686018427387904"),
    ("A(MOD(D(1), S(0)), FD(S(0), S(0)))", "Add(Mod(d1, s0), 1)", "d1 mod s0 + 1"),
    ("FD(A(SUB(S(0), D(0)), M(C(-4), D(0))), A(SUB(S(0), D(0)), M(C(-4), D(0))))", "1", "1"),
    ("SUB(S(0), S(0))", "0", "0"),
    ("A(A(D(0), M(FD(D(0), C(2)), C(-1))), MOD(S(0), C(16)))", "Add(Add(d0, Mul(FloorDiv(d0, 2), -1)), Mod(s0, 16))", "d0 - d0 floordiv 2 + s0 mod 16"),
    ("S(0)", "s0", "s0"),
    ("M(D(1), C(4))", "Mul(d1, 4)", "d1 * 4"),
    ("A(A(MOD(D(2), C(1)), A(S(2), C(7))), M(M(FD(A(MOD(D(2), C(1)), A(S(2), C(7))), C(4)), C(4)), C(-1)))", "Add(Add(s2, Mul(FloorDiv(Add(s2, 7), 4), -4)), 7)", "s2 - ((s2 + 7) floordiv 4) * 4 + 7"),
    ("M(S(0), A(FD(C(12), C(-4)), FD(C(16), C(0))))", "Mul(s0, Add(FloorDiv(16, 0), -3))", "s0 * (16 floordiv 0 - 3)"),
    ("A(A(S(1), C(16)), M(M(FD(C(16), C(8)), C(8)), C(-1)))", "s1", "s1"),
    ("A(SUB(CD(C(1), C(1)), CD(D(0), D(0))), S(2))", "s2", "s2"),
    ("SUB(A(A(A(D(2), M(FD(D(2), S(1)), M(S(1), C(-1)))), M(M(FD(A(D(2), M(FD(D(2), S(1)), M(S(1), C(-1)))), C(-4)), C(-4)), C(-1))), SUB(M(S(2), C(-9223372036854775807)), A(C(128), S(2)))), A(SUB(SUB(C(-4611686018427387904), S(1)), D(0)), M(M(FD(SUB(SUB(C(-4611686018427387904), S(1)), D(0)), C(2)), C(2)), C(-1))))", "Add(Add(Add(Add(d2, Mul(FloorDiv(d2, s1), Mul(s1, -1))), Mul(FloorDiv(Add(d2, Mul(FloorDiv(d2, s1), Mul(s1, -1))), -4), 4)), Add(Mul(s2, -9223372036854775807), Mul(Add(s2, 128), -1))), Mul(Mod(Add(Mul(d0, -1), Add(Mul(s1, -1), -4611686018427387904)), 2), -1))", "d2 + (d2 floordiv s1) * (-s1) + ((d2 + (d2 floordiv s1) * (-s1)) floordiv -4) * 4 + s2 * -9223372036854775807 - (s2 + 128) - (-d0 + -s1 - 4611686018427387904) mod 2"),
    ("MOD(S(1), S(1))", "0", "0"),
    ("CD(A(C(-9223372036854775807), S(1)), C(-3))", "CeilDiv(Add(s1, -9223372036854775807), -3)", "(s1 - 9223372036854775807) ceildiv -3"),
    ("A(M(C(9223372036854775807), D(1)), A(D(1), D(1)))", "Mul(d1, -9223372036854775807)", "d1 * -9223372036854775807"),
    ("FD(MOD(MOD(A(C(8), D(1)), SUB(C(16), C(5))), S(0)), C(9223372036854775806))", "FloorDiv(Mod(Mod(Add(d1, 8), 11), s0), 9223372036854775806)", "(((d1 + 8) mod 11) mod s0) floordiv 9223372036854775806"),
    ("FD(FD(MOD(SUB(S(1), D(1)), SUB(S(1), D(1))), S(2)), S(0))", "FloorDiv(FloorDiv(0, s2), s0)", "(0 floordiv s2) floordiv s0"),
    ("M(A(C(3037000500), D(1)), CD(CD(M(C(3037000500), S(2)), M(C(3037000500), S(2))), S(0)))", "Mul(Add(d1, 3037000500), CeilDiv(1, s0))", "(d1 + 3037000500) * (1 ceildiv s0)"),
    ("SUB(A(MOD(D(2), C(8)), M(M(FD(MOD(D(2), C(8)), C(-4)), C(-4)), C(-1))), C(9223372036854775807))", "Add(Add(Mod(d2, 8), Mul(FloorDiv(Mod(d2, 8), -4), 4)), -9223372036854775807)", "d2 mod 8 + ((d2 mod 8) floordiv -4) * 4 - 9223372036854775807"),
    ("D(2)", "d2", "d2"),
    ("A(A(CD(D(0), C(-3)), A(S(2), D(1))), M(M(FD(A(CD(D(0), C(-3)), A(S(2), D(1))), S(0)), S(0)), C(-1)))", "Mod(Add(CeilDiv(d0, -3), Add(d1, s2)), s0)", "(d0 ceildiv -3 + d1 + s2) mod s0"),
    ("M(D(2), C(4611686018427387904))", "Mul(d2, 4611686018427387904)", "d2 * 4611686018427387904"),
    ("C(6)", "6", "6"),
    ("A(D(0), S(2))", "Add(d0, s2)", "d0 + s2"),
    ("FD(A(CD(C(4611686018427387904), S(0)), FD(C(128), S(0))), MOD(A(S(1), S(0)), M(C(7), S(2))))", "FloorDiv(Add(CeilDiv(4611686018427387904, s0), FloorDiv(128, s0)), Mod(Add(s0, s1), Mul(s2, 7)))", "(4611686018427387904 ceildiv s0 + 128 floordiv s0) floordiv ((s0 + s1) mod (s2 * 7))"),
    ("C(16)", "16", "16"),
    ("D(2)", "d2", "d2"),
    ("C(-1)", "-1", "-1"),
    ("SUB(FD(MOD(A(D(1), S(0)), C(4)), MOD(A(C(3), S(2)), MOD(C(128), S(0)))), A(M(S(2), A(D(0), C(1))), M(A(A(S(0), S(2)), M(M(FD(S(2), C(8)), C(8)), C(-1))), C(3))))", "Add(FloorDiv(Mod(Add(d1, s0), 4), Mod(Add(s2, 3), Mod(128, s0))), Mul(Add(Mul(Add(d0, 1), s2), Mul(Add(s0, Mod(s2, 8)), 3)), -1))", "((d1 + s0) mod 4) floordiv ((s2 + 3) mod (128 mod s0)) - ((d0 + 1) * s2 + (s0 + s2 mod 8) * 3)"),
    ("C(12)", "12", "12"),
    ("D(2)", "d2", "d2"),
    ("SUB(D(0), C(-9223372036854775808))", "Add(d0, -9223372036854775808)", "d0 - 9223372036854775808"),
    ("SUB(A(MOD(D(2), C(4)), M(FD(MOD(D(2), C(4)), S(0)), S(0))), S(2))", "Add(Add(Mod(d2, 4), Mul(FloorDiv(Mod(d2, 4), s0), s0)), Mul(s2, -1))", "d2 mod 4 + ((d2 mod 4) floordiv s0) * s0 - s2"),
    ("D(0)", "d0", "d0"),
    ("M(D(2), S(1))", "Mul(d2, s1)", "d2 * s1"),
    ("D(0)", "d0", "d0"),
    ("CD(M(C(-4611686018427387904), C(-1)), A(C(-2), C(16)))", "329406144173384851", "329406144173384851"),
    ("C(64)", "64", "64"),
    ("M(A(A(A(D(1), M(M(FD(D(1), S(1)), S(1)), C(-1))), MOD(D(2), D(2))), M(M(FD(MOD(D(2), D(2)), C(8)), C(8)), C(-1))), C(1))", "Mod(d1, s1)", "d1 mod s1"),
    ("A(A(A(FD(S(2), S(2)), CD(D(1), C(-1))), M(A(C(-9223372036854775808), D(1)), S(1))), A(A(A(C(64), D(0)), C(-4)), D(1)))", "Add(Add(Add(CeilDiv(d1, -1), Mul(Add(d1, -9223372036854775808), s1)), Add(Add(d0, d1), 60)), 1)", "d1 ceildiv -1 + (d1 - 9223372036854775808) * s1 + d0 + d1 + 60 + 1"),
    ("A(A(C(3), D(0)), M(FD(C(3), S(1)), M(S(1), C(-1))))", "Add(Add(d0, Mul(FloorDiv(3, s1), Mul(s1, -1))), 3)", "d0 + (3 floordiv s1) * (-s1) + 3"),
    ("M(D(1), C(7))", "Mul(d1, 7)", "d1 * 7"),
    ("CD(A(D(0), C(3037000500)), A(D(0), C(3037000500)))", "1", "1"),
    ("C(5)", "5", "5"),
    ("C(-8)", "-8", "-8"),
    ("MOD(S(2), MOD(S(0), C(16)))", "Mod(s2, Mod(s0, 16))", "s2 mod (s0 mod 16)"),
    ("D(1)", "d1", "d1"),
    ("FD(A(C(9223372036854775807), M(M(FD(C(9223372036854775807), C(-4)), C(-4)), C(-1))), S(0))", "FloorDiv(-1, s0)", "-1 floordiv s0"),
    ("C(128)", "128", "128"),
    ("SUB(A(MOD(CD(S(1), S(1)), FD(C(9223372036854775806), S(2))), A(A(D(0), D(1)), M(M(FD(D(1), C(3)), C(3)), C(-1)))), C(-4))", "Add(Add(Add(d0, Mod(d1, 3)), Mod(1, FloorDiv(9223372036854775806, s2))), 4)", "d0 + d1 mod 3 + 1 mod (9223372036854775806 floordiv s2) + 4"),
    ("MOD(C(4), S(0))", "Mod(4, s0)", "4 mod s0"),
    ("MOD(FD(D(0), S(0)), S(2))", "Mod(FloorDiv(d0, s0), s2)", "(d0 floordiv s0) mod s2"),
    ("M(FD(D(2), D(2)), S(1))", "s1", "s1"),
    ("M(A(D(0), C(6)), C(3))", "Mul(Add(d0, 6), 3)", "(d0 + 6) * 3"),
    ("M(SUB(S(1), D(2)), FD(C(-3), S(1)))", "Mul(Add(Mul(d2, -1), s1), FloorDiv(-3, s1))", "(-d2 + s1) * (-3 floordiv s1)"),
    ("M(M(C(-1), C(1)), FD(C(0), S(1)))", "Mul(FloorDiv(0, s1), -1)", "-(0 floordiv s1)"),
    ("M(A(C(-3), M(FD(C(-3), C(8)), C(8))), C(-8))", "88", "88"),
    ("A(M(S(1), MOD(SUB(S(2), C(8)), S(0))), CD(M(M(C(3037000500), D(1)), C(3037000500)), S(2)))", "Add(CeilDiv(Mul(d1, -9223372036709301616), s2), Mul(s1, Mod(Add(s2, -8), s0)))", "(d1 * -9223372036709301616) ceildiv s2 + s1 * ((s2 - 8) mod s0)"),
    ("D(0)", "d0", "d0"),
    ("A(A(C(4), D(1)), M(M(FD(D(1), S(0)), S(0)), C(-1)))", "Add(Mod(d1, s0), 4)", "d1 mod s0 + 4"),
    ("FD(M(M(D(2), C(-2)), FD(FD(S(2), S(2)), CD(S(2), C(-1)))), C(64))", "FloorDiv(Mul(Mul(d2, FloorDiv(1, CeilDiv(s2, -1))), -2), 64)", "((d2 * (1 floordiv (s2 ceildiv -1))) * -2) floordiv 64"),
    ("CD(D(0), C(4))", "CeilDiv(d0, 4)", "d0 ceildiv 4"),
    ("M(S(2), S(2))", "Mul(s2, s2)", "s2 * s2"),
    ("C(-4)", "-4", "-4"),
    ("C(64)", "64", "64"),
    ("M(A(D(0), S(1)), M(S(2), C(1)))", "Mul(Add(d0, s1), s2)", "(d0 + s1) * s2"),
    ("D(2)", "d2", "d2"),
    ("C(-4)", "-4", "-4"),
    ("D(2)", "d2", "d2"),
    ("M(A(S(1), M(FD(S(1), C(2)), M(C(2), C(-1)))), CD(MOD(C(-4611686018427387904), C(-9223372036854775808)), C(-1)))", "Mul(Mod(s1, 2), CeilDiv(Mod(-4611686018427387904, -9223372036854775808), -1))", "(s1 mod 2) * ((-4611686018427387904 mod -9223372036854775808) ceildiv -1)"),
    ("C(-3)", "-3", "-3"),
    ("C(1)", "1", "1"),
    ("FD(A(A(A(C(1), M(FD(C(1), C(2)), M(C(2), C(-1)))), CD(D(0), S(1))), M(FD(A(C(1), M(FD(C(1), C(2)), M(C(2), C(-1)))), C(-4)), C(4))), S(0))", "FloorDiv(Add(CeilDiv(d0, s1), -3), s0)", "(d0 ceildiv s1 - 3) floordiv s0"),
    ("M(D(2), S(2))", "Mul(d2, s2)", "d2 * s2"),
    ("FD(C(8), A(C(-4), S(0)))", "FloorDiv(8, Add(s0, -4))", "8 floordiv (s0 - 4)"),
    ("FD(D(1), S(0))", "FloorDiv(d1, s0)", "d1 floordiv s0"),
    ("CD(FD(A(D(0), C(3037000500)), A(D(0), C(3037000500))), S(1))", "CeilDiv(1, s1)", "1 ceildiv s1"),
    ("M(MOD(M(C(-8), S(0)), C(-4)), A(MOD(S(1), C(16)), FD(D(2), S(0))))", "Mul(Add(FloorDiv(d2, s0), Mod(s1, 16)), Mod(Mul(s0, -8), -4))", "(d2 floordiv s0 + s1 mod 16) * ((s0 * -8) mod -4)"),
    ("CD(S(0), M(C(7), C(3)))", "CeilDiv(s0, 21)", "s0 ceildiv 21"),
    ("A(SUB(MOD(S(0), S(0)), M(M(S(0), S(0)), S(0))), M(M(A(C(8), C(3)), M(D(0), C(4))), C(16)))", "Add(Mul(d0, 704), Mul(Mul(Mul(s0, s0), s0), -1))", "d0 * 704 - (s0 * s0) * s0"),
    ("C(-8)", "-8", "-8"),
    ("MOD(D(0), D(0))", "0", "0"),
    ("D(1)", "d1", "d1"),
    ("MOD(SUB(S(0), FD(CD(D(2), S(1)), A(S(2), S(0)))), FD(CD(A(S(2), C(0)), CD(S(1), S(1))), FD(FD(S(2), S(2)), MOD(C(0), C(0)))))", "Mod(Add(Mul(FloorDiv(CeilDiv(d2, s1), Add(s0, s2)), -1), s0), FloorDiv(s2, FloorDiv(1, Mod(0, 0))))", "(-((d2 ceildiv s1) floordiv (s0 + s2)) + s0) mod (s2 floordiv (1 floordiv (0 mod 0)))"),
    ("M(FD(FD(S(1), S(2)), C(-1)), SUB(C(6), FD(C(0), C(0))))", "Mul(FloorDiv(FloorDiv(s1, s2), -1), Add(Mul(FloorDiv(0, 0), -1), 6))", "((s1 floordiv s2) floordiv -1) * (-(0 floordiv 0) + 6)"),
    ("C(-2)", "-2", "-2"),
    ("CD(A(C(-3), S(0)), MOD(C(1), C(1)))", "CeilDiv(Add(s0, -3), 0)", "(s0 - 3) ceildiv 0"),
    ("A(A(A(D(0), C(9223372036854775806)), S(0)), S(2))", "Add(Add(Add(d0, s0), s2), 9223372036854775806)", "d0 + s0 + s2 + 9223372036854775806"),
    ("CD(MOD(D(0), C(4611686018427387904)), MOD(C(-8), C(-8)))", "CeilDiv(Mod(d0, 4611686018427387904), Mod(-8, -8))", "(d0 mod 4611686018427387904) ceildiv (-8 mod -8)"),
    ("A(C(-3), C(9223372036854775807))", "9223372036854775804", "9223372036854775804"),
    ("FD(C(7), C(1))", "7", "7"),
    ("A(A(A(C(4611686018427387904), C(4)), M(FD(C(4611686018427387904), C(-4)), C(4))), MOD(C(-9223372036854775808), C(4)))", "4", "4"),
    ("FD(S(2), S(0))", "FloorDiv(s2, s0)", "s2 floordiv s0"),
    ("MOD(A(A(A(S(0), S(1)), M(FD(S(1), C(-4)), C(-4))), CD(S(2), C(-1))), A(C(6), C(5)))", "Mod(Add(Add(Add(s0, s1), Mul(FloorDiv(s1, -4), -4)), CeilDiv(s2, -1)), 11)", "(s0 + s1 - (s1 floordiv -4) * 4 + s2 ceildiv -1) mod 11"),
    ("S(2)", "s2", "s2"),
    ("M(CD(A(C(-9223372036854775807), SUB(C(-2), S(1))), SUB(S(0), C(1))), S(2))", "Mul(CeilDiv(Add(Mul(s1, -1), 9223372036854775807), Add(s0, -1)), s2)", "((-s1 + 9223372036854775807) ceildiv (s0 - 1)) * s2"),
    ("A(C(9223372036854775806), C(2))", "Add(9223372036854775806, 2)", "9223372036854775806 + 2"),
    ("A(C(128), M(C(-4), D(2)))", "Add(Mul(d2, -4), 128)", "d2 * -4 + 128"),
    ("CD(MOD(S(1), C(4)), A(A(FD(C(-8), S(0)), A(C(128), S(1))), M(M(FD(A(C(128), S(1)), C(-4)), C(-4)), C(-1))))", "CeilDiv(Mod(s1, 4), Add(Add(FloorDiv(-8, s0), Add(s1, 128)), Mul(Add(FloorDiv(s1, -4), -32), 4)))", "(s1 mod 4) ceildiv (-8 floordiv s0 + s1 + 128 + (s1 floordiv -4 - 32) * 4)"),
    ("CD(FD(MOD(D(2), FD(S(2), S(0))), MOD(D(2), FD(S(2), S(0)))), M(CD(S(0), C(4)), A(A(S(1), C(9223372036854775807)), FD(S(0), S(0)))))", "CeilDiv(1, Mul(CeilDiv(s0, 4), Add(s1, -9223372036854775808)))", "1 ceildiv ((s0 ceildiv 4) * (s1 - 9223372036854775808))"),
    ("D(2)", "d2", "d2"),
    ("A(C(16), C(5))", "21", "21"),
    ("A(CD(S(2), S(1)), FD(C(-8), C(3)))", "Add(CeilDiv(s2, s1), -3)", "s2 ceildiv s1 - 3"),
    ("C(2)", "2", "2"),
    ("A(SUB(C(-4611686018427387904), D(1)), C(0))", "Add(Mul(d1, -1), -4611686018427387904)", "-d1 - 4611686018427387904"),
    ("A(CD(D(0), C(1)), A(D(1), D(1)))", "Add(d0, Mul(d1, 2))", "d0 + d1 * 2"),
    ("A(A(D(1), C(-1)), M(M(FD(C(-1), C(-4)), C(-4)), C(-1)))", "Add(d1, -1)", "d1 - 1"),
    ("MOD(C(9223372036854775806), S(2))", "Mod(9223372036854775806, s2)", "9223372036854775806 mod s2"),
    ("C(128)", "128", "128"),
    ("MOD(D(1), C(4611686018427387904))", "Mod(d1, 4611686018427387904)", "d1 mod 4611686018427387904"),
    ("A(A(D(1), D(0)), FD(D(1), S(1)))", "Add(Add(d0, d1), FloorDiv(d1, s1))", "d0 + d1 + d1 floordiv s1"),
    ("A(S(1), A(C(5), C(2)))", "Add(s1, 7)", "s1 + 7"),
    ("D(0)", "d0", "d0"),
    ("A(D(2), M(FD(D(2), C(4)), C(4)))", "Add(d2, Mul(FloorDiv(d2, 4), 4))", "d2 + (d2 floordiv 4) * 4"),
    ("FD(S(2), M(C(-2), S(1)))", "FloorDiv(s2, Mul(s1, -2))", "s2 floordiv (s1 * -2)"),
    ("FD(MOD(M(SUB(S(1), D(2)), C(-4611686018427387904)), S(2)), MOD(M(SUB(S(1), D(2)), C(-4611686018427387904)), S(2)))", "1", "1"),
    ("A(MOD(D(1), S(1)), M(M(FD(MOD(D(1), S(1)), C(8)), C(8)), C(-1)))", "Mod(Mod(d1, s1), 8)", "(d1 mod s1) mod 8"),
    ("A(FD(D(0), C(16)), FD(C(7), C(7)))", "Add(FloorDiv(d0, 16), 1)", "d0 floordiv 16 + 1"),
    ("CD(C(5), C(12))", "1", "1"),
    ("C(-4611686018427387904)", "-4611686018427387904", "-4611686018427387904"),
];
