//! Affine expressions, maps and integer sets (data only; simplification lives in `affine_ops`).
//!
//! Expressions are trees built through the simplifying constructors in `affine_ops`, so that the
//! stored form is the one upstream prints. Equality is structural.

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    Dim(u32),
    Symbol(u32),
    Const(i64),
    Add(Box<AffineExpr>, Box<AffineExpr>),
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Box<[AffineExpr]>,
}

/// `affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>`: each constraint is `expr >= 0` or, when
/// `eq_flags[i]` is set, `expr == 0`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub constraints: Box<[AffineExpr]>,
    pub eq_flags: Box<[bool]>,
}
