//! Rewrites of affine expressions and maps that rebuild through the simplifying constructors:
//! substitution of dims, symbols or sub-expressions (upstream `AffineExpr::replaceDimsAndSymbols`,
//! `replace`, `shiftDims`, `shiftSymbols`, `compose`), a few map predicates, and
//! `compressUnusedSymbols`.
//!
//! As upstream, a node whose operands come back unchanged is kept as it is (not rebuilt), and a
//! changed node is rebuilt with the simplifying constructor of its kind.

use crate::affine::AffineExpr::{self, Add, CeilDiv, Const, Dim, FloorDiv, Mod, Mul, Symbol};
use crate::affine::AffineMap;

use super::simplify::{add, ceil_div, floor_div, modulo, mul};

/// Rebuilds the binary node `e` (its kind) over new operands, simplifying.
fn rebuild(e: &AffineExpr, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    match e {
        Add(..) => add(lhs, rhs),
        Mul(..) => mul(lhs, rhs),
        Mod(..) => modulo(lhs, rhs),
        FloorDiv(..) => floor_div(lhs, rhs),
        CeilDiv(..) => ceil_div(lhs, rhs),
        Dim(_) | Symbol(_) | Const(_) => e.clone(),
    }
}

/// Rewrites `e` bottom-up: `f` may replace any node (it sees the node before its operands are
/// visited); nodes it keeps have their operands rewritten.
fn rewrite(e: &AffineExpr, f: &dyn Fn(&AffineExpr) -> Option<AffineExpr>) -> AffineExpr {
    if let Some(r) = f(e) {
        return r;
    }
    match e {
        Dim(_) | Symbol(_) | Const(_) => e.clone(),
        Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
            let nl = rewrite(l, f);
            let nr = rewrite(r, f);
            if nl == **l && nr == **r {
                e.clone()
            } else {
                rebuild(e, nl, nr)
            }
        }
    }
}

/// Replaces `d<i>` by `dims[i]` and `s<j>` by `syms[j]`; positions past the ends are kept.
pub fn replace_dims_and_symbols(e: &AffineExpr, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
    rewrite(e, &|n| match *n {
        Dim(p) => Some(dims.get(p as usize).cloned().unwrap_or_else(|| n.clone())),
        Symbol(p) => Some(syms.get(p as usize).cloned().unwrap_or_else(|| n.clone())),
        _ => None,
    })
}

/// Replaces every occurrence of the sub-expression `from` by `to`.
pub fn replace_expr(e: &AffineExpr, from: &AffineExpr, to: &AffineExpr) -> AffineExpr {
    rewrite(e, &|n| (n == from).then(|| to.clone()))
}

/// Shifts the dims `d<offset>` .. `d<num_dims - 1>` up by `shift` (upstream `shiftDims`).
pub fn shift_dims(e: &AffineExpr, num_dims: u32, shift: u32, offset: u32) -> AffineExpr {
    rewrite(e, &|n| match *n {
        Dim(p) if p >= offset && p < num_dims => Some(Dim(p.wrapping_add(shift))),
        _ => None,
    })
}

/// Shifts the symbols `s<offset>` .. `s<num_symbols - 1>` up by `shift` (upstream `shiftSymbols`).
pub fn shift_symbols(e: &AffineExpr, num_symbols: u32, shift: u32, offset: u32) -> AffineExpr {
    rewrite(e, &|n| match *n {
        Symbol(p) if p >= offset && p < num_symbols => Some(Symbol(p.wrapping_add(shift))),
        _ => None,
    })
}

/// `e` with each dim `d<i>` replaced by the map's `i`-th result (upstream `AffineExpr::compose`).
pub fn compose(e: &AffineExpr, map: &AffineMap) -> AffineExpr {
    replace_dims_and_symbols(e, &map.results, &[])
}

/// The map whose results are `map`'s with dims and symbols replaced, over new input counts.
pub fn map_replace_dims_and_symbols(
    map: &AffineMap,
    dims: &[AffineExpr],
    syms: &[AffineExpr],
    num_dims: u32,
    num_symbols: u32,
) -> AffineMap {
    let results = map.results.iter().map(|e| replace_dims_and_symbols(e, dims, syms)).collect();
    AffineMap { num_dims, num_symbols, results }
}

/// The identity map `(d0, ..., dn-1) -> (d0, ..., dn-1)`.
pub fn identity_map(num_dims: u32) -> AffineMap {
    AffineMap { num_dims, num_symbols: 0, results: (0..num_dims).map(Dim).collect() }
}

/// True when each result is a distinct dim and there are no symbols (upstream
/// `isProjectedPermutation`, zero results not allowed).
pub fn is_projected_permutation(map: &AffineMap) -> bool {
    if map.num_symbols > 0 || map.results.len() > map.num_dims as usize {
        return false;
    }
    let mut seen = vec![false; map.num_dims as usize];
    map.results.iter().all(|e| match *e {
        Dim(p) => match seen.get_mut(p as usize) {
            Some(s) if !*s => {
                *s = true;
                true
            }
            _ => false,
        },
        _ => false,
    })
}

/// A projected permutation with as many results as dims.
pub fn is_permutation(map: &AffineMap) -> bool {
    map.results.len() == map.num_dims as usize && is_projected_permutation(map)
}

fn mark_symbols(e: &AffineExpr, used: &mut [bool]) {
    match e {
        Symbol(p) => {
            if let Some(u) = used.get_mut(*p as usize) {
                *u = true;
            }
        }
        Dim(_) | Const(_) => {}
        Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
            mark_symbols(l, used);
            mark_symbols(r, used);
        }
    }
}

/// Drops the symbols no result uses, renumbering the others (upstream `compressUnusedSymbols`
/// over a list of maps: a symbol is kept when any of the maps uses it). `None` when the maps do
/// not all have the same numbers of dims and symbols.
pub fn compress_unused_symbols(maps: &[AffineMap]) -> Option<Vec<AffineMap>> {
    let Some(first) = maps.first() else { return Some(Vec::new()) };
    let (num_dims, num_symbols) = (first.num_dims, first.num_symbols);
    if maps.iter().any(|m| m.num_dims != num_dims || m.num_symbols != num_symbols) {
        return None;
    }
    let mut used = vec![false; num_symbols as usize];
    for e in maps.iter().flat_map(|m| m.results.iter()) {
        mark_symbols(e, &mut used);
    }
    // Unused symbols become 0 (they do not occur, so this only matters for the count).
    let mut kept = 0u32;
    let replacements: Vec<AffineExpr> = used
        .iter()
        .map(|&u| {
            if u {
                kept += 1;
                Symbol(kept - 1)
            } else {
                Const(0)
            }
        })
        .collect();
    Some(maps.iter().map(|m| map_replace_dims_and_symbols(m, &[], &replacements, num_dims, kept)).collect())
}
