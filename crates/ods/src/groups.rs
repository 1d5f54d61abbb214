//! Which operands and results of an op belong to which named group of its definition.

use crate::compiled::CompiledOp;
use crate::def::{Arity, ValueDef};
use mlir_ir::{AttrKind, Ident, Ir, OpId};
use smallvec::SmallVec;
use std::ops::Range;

/// The value ranges of an op's groups (a few, almost always).
pub type Ranges = SmallVec<[Range<usize>; 4]>;

/// Splits `total` values among `defs`: by explicit segment sizes when given, else by giving
/// the variable-length groups what the fixed ones leave (equally when there are several).
/// `None` when the counts cannot be split that way.
pub fn split(defs: &[ValueDef], total: usize, segments: Option<&[i64]>) -> Option<Ranges> {
    let mut out = Ranges::new();
    if let Some(seg) = segments {
        if seg.len() != defs.len() || seg.iter().any(|&s| s < 0) || seg.iter().sum::<i64>() as usize != total {
            return None;
        }
        let mut at = 0;
        for &s in seg {
            out.push(at..at + s as usize);
            at += s as usize;
        }
        return Some(out);
    }
    let n_var = defs.iter().filter(|d| d.arity != Arity::Single).count();
    let n_fixed = defs.len() - n_var;
    if total < n_fixed {
        return None;
    }
    let spare = total - n_fixed;
    if n_var == 0 && spare != 0 {
        return None;
    }
    let per_var = if n_var == 0 { 0 } else { spare / n_var };
    if n_var > 0 && per_var * n_var != spare {
        return None;
    }
    let mut at = 0;
    for d in defs {
        let n = if d.arity == Arity::Single { 1 } else { per_var };
        out.push(at..at + n);
        at += n;
    }
    Some(out)
}

/// The `i32` dense array property `name` (`operandSegmentSizes`), if set.
pub fn segment_sizes(ir: &Ir, op: OpId, name: &str) -> Option<Vec<i64>> {
    segment_sizes_id(ir, op, ir.ctx.ident(name)).map(|v| v.into_vec())
}

/// As [`segment_sizes`], by interned name.
pub fn segment_sizes_id(ir: &Ir, op: OpId, id: Ident) -> Option<SmallVec<[i64; 4]>> {
    let ctx = &ir.ctx;
    let props = ir.props(op)?;
    let a = ctx.dict_entries(props).iter().find(|(n, _)| *n == id)?.1;
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { len, raw, .. } if raw.len() == len * 4 => {
            Some(raw.chunks(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as i64).collect())
        }
        _ => None,
    }
}

/// The ranges of `n` single-value groups over `total` values (`split`'s answer when no group
/// is variable-length).
fn singles(n: usize, total: usize) -> Option<Ranges> {
    (total == n).then(|| (0..n).map(|i| i..i + 1).collect())
}

pub fn operand_ranges(c: &CompiledOp, ir: &Ir, op: OpId) -> Option<Ranges> {
    if c.single_operands {
        return singles(c.def.operands.len(), ir.num_operands(op));
    }
    if !c.sized_operands {
        return split(&c.def.operands, ir.num_operands(op), None);
    }
    let seg = segment_sizes_id(ir, op, c.operand_segments_id)?;
    split(&c.def.operands, ir.num_operands(op), Some(&seg))
}

pub fn result_ranges(c: &CompiledOp, ir: &Ir, op: OpId) -> Option<Ranges> {
    if c.single_results {
        return singles(c.def.results.len(), ir.num_results(op));
    }
    if !c.sized_results {
        return split(&c.def.results, ir.num_results(op), None);
    }
    let seg = segment_sizes_id(ir, op, c.result_segments_id)?;
    split(&c.def.results, ir.num_results(op), Some(&seg))
}

/// The op's property `name`, if set.
pub fn prop(ir: &Ir, op: OpId, name: &str) -> Option<mlir_ir::Attribute> {
    let props = ir.props(op)?;
    let ctx = &ir.ctx;
    let id = ctx.ident(name);
    ctx.dict_entries(props).iter().find(|(n, _)| *n == id).map(|(_, a)| *a)
}
