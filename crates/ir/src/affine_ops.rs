//! Operations on affine expressions: the simplifying constructors upstream applies whenever an
//! expression is built (`d0 + d0` is `d0 * 2`, `(d0 + 1) + 2` is `d0 + 3`, ...), a few predicates,
//! substitution (`transform`), simplification by flattening (`flatten`), and the printer.
//!
//! Build expressions only through [`add`], [`mul`], [`floor_div`], [`ceil_div`], [`modulo`],
//! [`sub`] and [`neg`] (and the leaves [`constant`], [`dim`], [`symbol`]): the stored tree is then
//! the one upstream would hold, so structural equality is upstream's uniqued-pointer equality and
//! printing matches byte for byte.

mod flatten;
mod print;
mod simplify;
mod transform;

pub use flatten::simplify_affine_expr;
pub use print::{write_expr, write_map, write_set};
pub use transform::{
    compose, compress_unused_symbols, identity_map, is_permutation, is_projected_permutation,
    map_replace_dims_and_symbols, replace_dims_and_symbols, replace_expr, shift_dims,
    shift_symbols,
};
pub use simplify::{
    add, ceil_div, constant, dim, floor_div, is_pure_affine, is_symbolic_or_constant,
    largest_known_divisor, modulo, mul, neg, sub, symbol,
};

use crate::affine::{AffineExpr, AffineMap};

/// True for a map whose results are exactly `d0, ..., dn-1` for its `n` dims (upstream
/// `AffineMap::isIdentity`). Like upstream, symbols are not looked at: `(d0)[s0] -> (d0)` is an
/// identity (which is why a memref layout `affine_map<(i, j)[s0] -> (i, j)>` is dropped).
pub fn is_identity(map: &AffineMap) -> bool {
    map.results.len() == map.num_dims as usize
        && map.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(i as u32))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::AffineExpr::{self, Const};

    fn p(e: &AffineExpr) -> String {
        let mut out = String::new();
        write_expr(&mut out, e);
        out
    }

    #[test]
    fn simplifies_like_upstream() {
        assert_eq!(p(&add(dim(0), dim(0))), "d0 * 2");
        assert_eq!(p(&add(constant(4), dim(0))), "d0 + 4");
        assert_eq!(p(&add(add(dim(0), constant(2)), constant(3))), "d0 + 5");
        assert_eq!(p(&add(add(dim(0), constant(2)), dim(1))), "d0 + d1 + 2");
        assert_eq!(p(&add(symbol(1), symbol(0))), "s0 + s1");
        assert_eq!(p(&mul(mul(dim(0), constant(2)), constant(3))), "d0 * 6");
        assert_eq!(p(&mul(dim(0), constant(0))), "0");
        assert_eq!(p(&floor_div(mul(dim(0), constant(128)), constant(64))), "d0 * 2");
        assert_eq!(p(&modulo(mul(dim(0), constant(128)), constant(64))), "0");
        assert_eq!(p(&sub(dim(0), mul(floor_div(dim(0), constant(4)), constant(4)))), "d0 mod 4");
        assert_eq!(floor_div(constant(-5), constant(3)), Const(-2));
        assert_eq!(ceil_div(constant(-5), constant(3)), Const(-1));
        assert_eq!(modulo(constant(-5), constant(3)), Const(1));
        // Overflowing constant folds are kept unfolded.
        assert_eq!(p(&add(constant(i64::MAX), constant(1))), "9223372036854775807 + 1");
        assert_eq!(p(&sub(dim(0), constant(i64::MIN))), "d0 - 9223372036854775808");
    }

    #[test]
    fn prints_like_upstream() {
        assert_eq!(p(&neg(dim(0))), "-d0");
        assert_eq!(p(&sub(dim(0), add(dim(1), constant(1)))), "d0 - (d1 + 1)");
        assert_eq!(p(&sub(dim(0), mul(dim(1), constant(3)))), "d0 - d1 * 3");
        assert_eq!(p(&floor_div(neg(symbol(0)), constant(4))), "(-s0) floordiv 4");
        assert_eq!(p(&mul(add(dim(0), dim(1)), symbol(0))), "(d0 + d1) * s0");
    }

    #[test]
    fn substitutes_and_shifts() {
        let e = add(dim(0), mul(symbol(1), constant(2)));
        assert_eq!(p(&replace_dims_and_symbols(&e, &[constant(3)], &[])), "s1 * 2 + 3");
        assert_eq!(p(&replace_expr(&e, &symbol(1), &dim(0))), "d0 * 3");
        assert_eq!(p(&shift_dims(&add(dim(0), dim(1)), 2, 2, 1)), "d0 + d3");
        assert_eq!(p(&shift_symbols(&add(symbol(0), dim(1)), 1, 4, 0)), "d1 + s4");
        let m = AffineMap { num_dims: 1, num_symbols: 0, results: Box::new([mul(dim(0), constant(2))]) };
        assert_eq!(p(&compose(&add(dim(0), dim(1)), &m)), "d0 * 2 + d1");
    }

    #[test]
    fn map_predicates_and_compression() {
        let m = |d, s, r: Vec<AffineExpr>| AffineMap { num_dims: d, num_symbols: s, results: r.into() };
        assert!(is_permutation(&m(2, 0, vec![dim(1), dim(0)])));
        assert!(!is_permutation(&m(3, 0, vec![dim(1), dim(0)])));
        assert!(is_projected_permutation(&m(3, 0, vec![dim(1), dim(0)])));
        assert!(!is_projected_permutation(&m(2, 0, vec![dim(1), dim(1)])));
        assert!(!is_projected_permutation(&m(2, 1, vec![dim(1)])));
        assert!(!is_projected_permutation(&m(1, 0, vec![dim(4)])));
        let out = compress_unused_symbols(&[m(1, 3, vec![add(dim(0), symbol(2))]), m(1, 3, vec![dim(0)])]);
        let out = out.expect("same counts");
        assert_eq!(out[0], m(1, 1, vec![add(dim(0), symbol(0))]));
        assert_eq!(out[1], m(1, 1, vec![dim(0)]));
        assert!(compress_unused_symbols(&[m(1, 0, vec![]), m(2, 0, vec![])]).is_none());
    }

    #[test]
    fn flattening_simplifies() {
        let s = |e: AffineExpr| p(&simplify_affine_expr(&e, 2, 1));
        // (d0 * 4 + d1) mod 2 keeps d1's part only after flattening.
        assert_eq!(s(modulo(add(mul(dim(0), constant(4)), dim(1)), constant(2))), "d1 mod 2");
        // d0 - (d0 floordiv 4) * 4 is d0 mod 4.
        let fd = floor_div(dim(0), constant(4));
        assert_eq!(s(add(dim(0), mul(fd.clone(), constant(-4)))), "d0 mod 4");
        assert_eq!(s(add(fd.clone(), neg(fd))), "0");
        assert_eq!(s(ceil_div(add(mul(dim(0), constant(6)), constant(3)), constant(9))), "(d0 * 2 + 1) ceildiv 3");
        assert_eq!(s(add(symbol(0), dim(1))), "d1 + s0");
        // Poison (modulo by zero) and semi-affine expressions are kept.
        assert_eq!(s(modulo(dim(0), constant(0))), "d0 mod 0");
        assert_eq!(s(mul(dim(0), symbol(0))), "d0 * s0");
        // Positions past the given counts do not panic.
        assert_eq!(p(&simplify_affine_expr(&add(dim(5), symbol(3)), 0, 0)), "d5 + s3");
    }
}
