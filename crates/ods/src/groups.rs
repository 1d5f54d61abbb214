//! Which operands and results of an op belong to which named group of its definition.

use crate::def::{Arity, OpDef, Trait, ValueDef};
use mlir_ir::{AttrKind, Ir, OpId};
use std::ops::Range;

/// Splits `total` values among `defs`: by explicit segment sizes when given, else by giving
/// the variable-length groups what the fixed ones leave (equally when there are several).
/// `None` when the counts cannot be split that way.
pub fn split(defs: &[ValueDef], total: usize, segments: Option<&[i64]>) -> Option<Vec<Range<usize>>> {
    let mut out = Vec::with_capacity(defs.len());
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
    let ctx = &ir.ctx;
    let props = ir.props(op)?;
    let id = ctx.ident(name);
    let a = ctx.dict_entries(props).iter().find(|(n, _)| *n == id)?.1;
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { len, raw, .. } if raw.len() == len * 4 => {
            Some(raw.chunks(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]) as i64).collect())
        }
        _ => None,
    }
}

pub fn operand_ranges(def: &OpDef, ir: &Ir, op: OpId) -> Option<Vec<Range<usize>>> {
    let seg = if def.has_trait(&Trait::AttrSizedOperandSegments) { segment_sizes(ir, op, "operandSegmentSizes") } else { None };
    if def.has_trait(&Trait::AttrSizedOperandSegments) && seg.is_none() {
        return None;
    }
    split(&def.operands, ir.num_operands(op), seg.as_deref())
}

pub fn result_ranges(def: &OpDef, ir: &Ir, op: OpId) -> Option<Vec<Range<usize>>> {
    let seg = if def.has_trait(&Trait::AttrSizedResultSegments) { segment_sizes(ir, op, "resultSegmentSizes") } else { None };
    if def.has_trait(&Trait::AttrSizedResultSegments) && seg.is_none() {
        return None;
    }
    split(&def.results, ir.num_results(op), seg.as_deref())
}

/// The op's property `name`, if set.
pub fn prop(ir: &Ir, op: OpId, name: &str) -> Option<mlir_ir::Attribute> {
    let props = ir.props(op)?;
    let ctx = &ir.ctx;
    let id = ctx.ident(name);
    ctx.dict_entries(props).iter().find(|(n, _)| *n == id).map(|(_, a)| *a)
}
