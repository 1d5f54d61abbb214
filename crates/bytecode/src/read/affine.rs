//! The builtin encodings of affine maps and integer sets.
//!
//! A map starts with `(dims << 2) | form`: form 0 is the identity, 1 a permutation (one
//! dimension position per dimension), 2 a selection of dimensions (a count, then positions),
//! 3 the general form (symbol count, result count, then expressions). An expression is a
//! varint kind (0 dimension, 1 symbol, 2 constant, 3 add, 4 mul, 5 mod, 6 floordiv,
//! 7 ceildiv) followed by a position, a signed constant, or two operands. A set is its dimension
//! and symbol counts, a constraint count, the constraints, then one byte per constraint that
//! is set for an equality.

use mlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};

use crate::encoding::{Cursor, ReadResult};

/// How deeply an expression may nest.
const MAX_EXPR_DEPTH: usize = 256;

fn count(c: &mut Cursor<'_>) -> ReadResult<u32> {
    let n = c.varint()?;
    if n > c.remaining() as u64 + 64 {
        return Err(format!("affine count {n} exceeds the remaining data"));
    }
    u32::try_from(n).map_err(|_| "affine count out of range".to_string())
}

pub(crate) fn read_map(c: &mut Cursor<'_>) -> ReadResult<AffineMap> {
    let header = c.varint()?;
    let num_dims = u32::try_from(header >> 2).map_err(|_| "affine map dimension count out of range".to_string())?;
    if num_dims as u64 > c.remaining() as u64 + 64 {
        return Err("affine map dimension count exceeds the remaining data".into());
    }
    let dim = |c: &mut Cursor<'_>| -> ReadResult<AffineExpr> {
        let p = c.varint()?;
        if p >= num_dims as u64 {
            return Err(format!("affine map dimension d{p} out of range"));
        }
        Ok(AffineExpr::Dim(p as u32))
    };
    let (num_symbols, results) = match header & 3 {
        0 => (0, (0..num_dims).map(AffineExpr::Dim).collect::<Vec<_>>()),
        1 => {
            let mut r = Vec::with_capacity(num_dims as usize);
            for _ in 0..num_dims {
                r.push(dim(c)?);
            }
            (0, r)
        }
        2 => {
            let n = count(c)?;
            let mut r = Vec::with_capacity(n as usize);
            for _ in 0..n {
                r.push(dim(c)?);
            }
            (0, r)
        }
        _ => {
            let num_symbols = count(c)?;
            let n = count(c)?;
            let mut r = Vec::with_capacity(n as usize);
            for _ in 0..n {
                r.push(expr(c, num_dims, num_symbols, 0)?);
            }
            (num_symbols, r)
        }
    };
    Ok(AffineMap { num_dims, num_symbols, results: results.into() })
}

pub(crate) fn read_set(c: &mut Cursor<'_>) -> ReadResult<IntegerSet> {
    let num_dims = count(c)?;
    let num_symbols = count(c)?;
    let n = count(c)?;
    let mut constraints = Vec::with_capacity(n as usize);
    for _ in 0..n {
        constraints.push(expr(c, num_dims, num_symbols, 0)?);
    }
    let mut eq_flags = Vec::with_capacity(n as usize);
    for _ in 0..n {
        eq_flags.push(c.byte()? != 0);
    }
    Ok(IntegerSet { num_dims, num_symbols, constraints: constraints.into(), eq_flags: eq_flags.into() })
}

fn expr(c: &mut Cursor<'_>, dims: u32, symbols: u32, depth: usize) -> ReadResult<AffineExpr> {
    if depth > MAX_EXPR_DEPTH {
        return Err("affine expression nests too deeply".into());
    }
    let kind = c.varint()?;
    let pos = |c: &mut Cursor<'_>, limit: u32, what: &str| -> ReadResult<u32> {
        let p = c.varint()?;
        if p >= limit as u64 {
            return Err(format!("affine {what} position {p} out of range"));
        }
        Ok(p as u32)
    };
    Ok(match kind {
        0 => AffineExpr::Dim(pos(c, dims, "dimension")?),
        1 => AffineExpr::Symbol(pos(c, symbols, "symbol")?),
        2 => AffineExpr::Const(c.signed_varint()?),
        3..=7 => {
            let l = Box::new(expr(c, dims, symbols, depth + 1)?);
            let r = Box::new(expr(c, dims, symbols, depth + 1)?);
            match kind {
                3 => AffineExpr::Add(l, r),
                4 => AffineExpr::Mul(l, r),
                5 => AffineExpr::Mod(l, r),
                6 => AffineExpr::FloorDiv(l, r),
                _ => AffineExpr::CeilDiv(l, r),
            }
        }
        _ => return Err(format!("unknown affine expression kind {kind}")),
    })
}
