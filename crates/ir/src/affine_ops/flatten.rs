//! `simplify_affine_expr`: upstream's `simplifyAffineExpr` for pure affine expressions. The
//! expression is flattened into one linear form over `[dims | symbols | locals | constant]`,
//! where each `floordiv`, `ceildiv` or `mod` by a constant becomes a local variable standing for
//! a quotient (upstream `SimpleAffineExprFlattener`), then rebuilt term by term
//! (`getAffineExprFromFlatForm`). Equal terms cancel and constants fold on the way.
//!
//! Semi-affine expressions (products of dims and symbols, division by a symbol) are returned
//! unchanged; upstream's extra rules for them are not implemented.

use crate::affine::AffineExpr::{self, Add, CeilDiv, Const, Dim, FloorDiv, Mod, Mul, Symbol};

use super::simplify::{add, ceil_div, floor_div, is_pure_affine, mul};

/// Simplifies `e` over `num_dims` dims and `num_symbols` symbols. The result depends only on
/// the dims and symbols `e` uses (columns are kept for those alone, in position order, so any
/// position is fine and no count needs checking). An expression that cannot be flattened
/// (division or modulo by a non-positive constant) is returned unchanged.
pub fn simplify_affine_expr(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> AffineExpr {
    let _ = (num_dims, num_symbols);
    if !is_pure_affine(e) {
        return e.clone();
    }
    let (mut dims, mut syms) = (Vec::new(), Vec::new());
    collect_positions(e, &mut dims, &mut syms);
    for v in [&mut dims, &mut syms] {
        v.sort_unstable();
        v.dedup();
    }
    let mut f = Flattener { dims, syms, locals: Vec::new(), stack: Vec::new() };
    match f.walk(e) {
        Some(()) => match f.stack.pop() {
            Some(flat) => f.expr_of(&flat),
            None => e.clone(),
        },
        None => e.clone(),
    }
}

/// The dim and symbol positions used in `e`.
fn collect_positions(e: &AffineExpr, dims: &mut Vec<u32>, syms: &mut Vec<u32>) {
    match e {
        Dim(p) => dims.push(*p),
        Symbol(p) => syms.push(*p),
        Const(_) => {}
        Add(l, r) | Mul(l, r) | Mod(l, r) | FloorDiv(l, r) | CeilDiv(l, r) => {
            collect_positions(l, dims, syms);
            collect_positions(r, dims, syms);
        }
    }
}

/// Columns: one per used dim (`dims`, sorted), one per used symbol (`syms`, sorted), one per
/// local, and the constant.
struct Flattener {
    dims: Vec<u32>,
    syms: Vec<u32>,
    /// The expression each local variable stands for (a `floordiv` or `ceildiv`).
    locals: Vec<AffineExpr>,
    /// Flattened operands, each `width()` long.
    stack: Vec<Vec<i64>>,
}

impl Flattener {
    fn local_start(&self) -> usize {
        self.dims.len() + self.syms.len()
    }

    fn width(&self) -> usize {
        self.local_start() + self.locals.len() + 1
    }

    fn unit(&self, column: usize, value: i64) -> Vec<i64> {
        let mut v = vec![0; self.width()];
        if let Some(x) = v.get_mut(column) {
            *x = value;
        }
        v
    }

    /// Adds a local variable standing for `e`, widening every flattened operand.
    fn add_local(&mut self, e: AffineExpr) {
        let at = self.local_start() + self.locals.len();
        for v in &mut self.stack {
            v.insert(at, 0);
        }
        self.locals.push(e);
    }

    /// Post-order walk leaving the flattened form of `e` on the stack; `None` on a division or
    /// modulo by a non-positive constant (upstream's failure for a "poison" expression).
    fn walk(&mut self, e: &AffineExpr) -> Option<()> {
        match e {
            Dim(p) => {
                let v = self.unit(self.dims.binary_search(p).ok()?, 1);
                self.stack.push(v);
            }
            Symbol(p) => {
                let v = self.unit(self.dims.len() + self.syms.binary_search(p).ok()?, 1);
                self.stack.push(v);
            }
            Const(c) => {
                let v = self.unit(self.width() - 1, *c);
                self.stack.push(v);
            }
            Add(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop()?;
                let lhs = self.stack.last_mut()?;
                for (a, b) in lhs.iter_mut().zip(rhs) {
                    *a = a.wrapping_add(b);
                }
            }
            Mul(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                let rhs = self.stack.pop()?;
                let lhs = self.stack.pop()?;
                // A pure affine product has a constant operand (on the right once built).
                let (factor, mut other) = match (&**l, &**r) {
                    (_, Const(_)) => (*rhs.last()?, lhs),
                    (Const(_), _) => (*lhs.last()?, rhs),
                    _ => return None,
                };
                for a in &mut other {
                    *a = a.wrapping_mul(factor);
                }
                self.stack.push(other);
            }
            Mod(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                self.modulo()?;
            }
            FloorDiv(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                self.divide(false)?;
            }
            CeilDiv(l, r) => {
                self.walk(l)?;
                self.walk(r)?;
                self.divide(true)?;
            }
        }
        Some(())
    }

    /// The divisor on top of the stack (popped), which must be a positive constant.
    fn pop_positive_divisor(&mut self) -> Option<i64> {
        let rhs = self.stack.pop()?;
        let c = *rhs.last()?;
        (c > 0 && rhs[..rhs.len() - 1].iter().all(|&x| x == 0)).then_some(c)
    }

    /// `lhs mod c` becomes `lhs - c * q` with a local `q = lhs floordiv c` (after dividing out
    /// the gcd of `lhs` and `c`), or 0 when `c` divides every coefficient.
    fn modulo(&mut self) -> Option<()> {
        let c = self.pop_positive_divisor()?;
        let lhs = self.stack.last_mut()?;
        if lhs.iter().all(|&x| x.rem_euclid(c) == 0) {
            lhs.iter_mut().for_each(|x| *x = 0);
            return Some(());
        }
        let g = gcd_with(c, lhs);
        let dividend: Vec<i64> = lhs.iter().map(|&x| x / g).collect();
        let quotient = floor_div(self.expr_of(&dividend), Const(c / g));
        match self.locals.iter().position(|l| *l == quotient) {
            Some(i) => {
                let col = self.local_start() + i;
                let x = self.stack.last_mut()?.get_mut(col)?;
                *x = x.wrapping_sub(c);
            }
            None => {
                self.add_local(quotient);
                let col = self.local_start() + self.locals.len() - 1;
                *self.stack.last_mut()?.get_mut(col)? = c.wrapping_neg();
            }
        }
        Some(())
    }

    /// `lhs floordiv c` / `lhs ceildiv c`: divides out the gcd; when the divisor is left at 1 the
    /// divided `lhs` is the result, otherwise the quotient becomes a local variable.
    fn divide(&mut self, ceil: bool) -> Option<()> {
        let c = self.pop_positive_divisor()?;
        let lhs = self.stack.last_mut()?;
        let g = gcd_with(c, lhs);
        lhs.iter_mut().for_each(|x| *x /= g);
        let divisor = c / g;
        if divisor == 1 {
            return Some(());
        }
        let dividend = self.expr_of(self.stack.last()?);
        let quotient = if ceil { ceil_div(dividend, Const(divisor)) } else { floor_div(dividend, Const(divisor)) };
        let i = match self.locals.iter().position(|l| *l == quotient) {
            Some(i) => i,
            None => {
                self.add_local(quotient);
                self.locals.len() - 1
            }
        };
        let col = self.local_start() + i;
        let lhs = self.stack.last_mut()?;
        lhs.iter_mut().for_each(|x| *x = 0);
        *lhs.get_mut(col)? = 1;
        Some(())
    }

    /// Rebuilds an expression from a flat form: dims, symbols, locals, then the constant.
    fn expr_of(&self, flat: &[i64]) -> AffineExpr {
        let mut e = Const(0);
        let start = self.local_start();
        let Some((&constant, terms)) = flat.split_last() else { return e };
        for (j, &coeff) in terms.iter().enumerate() {
            if coeff == 0 {
                continue;
            }
            let term = if let Some(&p) = self.dims.get(j) {
                Dim(p)
            } else if let Some(&p) = self.syms.get(j - self.dims.len()) {
                Symbol(p)
            } else {
                match self.locals.get(j - start) {
                    Some(l) => l.clone(),
                    None => continue,
                }
            };
            e = add(e, mul(term, Const(coeff)));
        }
        if constant != 0 {
            e = add(e, Const(constant));
        }
        e
    }
}

/// The gcd of the positive `c` and the magnitudes of `values` (at most `c`, so it fits `i64`).
fn gcd_with(c: i64, values: &[i64]) -> i64 {
    let mut g = c as u64;
    for &v in values {
        let (mut a, mut b) = (g, v.unsigned_abs());
        while b != 0 {
            (a, b) = (b, a % b);
        }
        g = a;
    }
    g as i64
}
