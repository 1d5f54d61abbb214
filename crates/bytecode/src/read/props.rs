//! Properties of registered ops as upstream's generated code encodes them: the op's inherent
//! attributes in name order, each a plain attribute reference when required or an optional
//! one (a varint whose low bit says it is present) when optional or default-valued; then,
//! from version 6, the segment sizes of ops with attribute-sized operand/result groups as
//! sparse arrays (before version 6 they come first, as dense array attributes).

use mlir_ir::{Attribute, Context, Ident, OpName};

use super::attr_type::AttrTypeTable;
use crate::encoding::{self, Cursor, ReadResult};

/// One stored property: its name, whether it may be absent.
struct Field {
    name: String,
    optional: bool,
}

/// The fields of `name`'s properties, in encoding order, and its segment-size properties
/// with their lengths.
fn fields(ctx: &Context, name: OpName) -> (Vec<Field>, Vec<(&'static str, usize)>) {
    let full = ctx.op_name_str(name).to_string();
    if let Some(def) = mlir_ods::op_def(ctx, &full) {
        let mut fields: Vec<Field> = def
            .attrs
            .iter()
            .map(|a| Field { name: a.name.clone(), optional: a.optional || a.default.is_some() })
            .collect();
        fields.sort_by(|a, b| a.name.cmp(&b.name));
        let mut segments = Vec::new();
        if def.has_trait(&mlir_ods::def::Trait::AttrSizedOperandSegments) {
            segments.push(("operandSegmentSizes", def.operands.len()));
        }
        if def.has_trait(&mlir_ods::def::Trait::AttrSizedResultSegments) {
            segments.push(("resultSegmentSizes", def.results.len()));
        }
        return (fields, segments);
    }
    // Ops registered by hand (builtin.module): every inherent attribute is optional.
    let mut fields: Vec<Field> = match ctx.op_info(name) {
        Some(info) => info.inherent_attrs.iter().map(|n| Field { name: n.to_string(), optional: true }).collect(),
        None => Vec::new(),
    };
    fields.sort_by(|a, b| a.name.cmp(&b.name));
    (fields, Vec::new())
}

/// Decodes the properties of a registered op from its properties-section entry.
pub(crate) fn read(t: &mut AttrTypeTable<'_>, version: u64, name: OpName, data: &[u8]) -> ReadResult<Vec<(Ident, Attribute)>> {
    let ctx = t.ctx.clone();
    let (fields, segments) = fields(&ctx, name);
    let mut c = Cursor::new(data);
    let mut out = Vec::new();
    if version < encoding::V_NATIVE_PROPERTIES_ODS_SEGMENT_SIZE {
        for (seg, _) in &segments {
            let a = t.read_attr(&mut c)?;
            out.push((ctx.ident(seg), a));
        }
    }
    for f in &fields {
        if f.optional {
            let (idx, present) = c.varint_with_flag()?;
            if present {
                out.push((ctx.ident(&f.name), t.attr(idx)?));
            }
        } else {
            let a = t.read_attr(&mut c)?;
            out.push((ctx.ident(&f.name), a));
        }
    }
    if version >= encoding::V_NATIVE_PROPERTIES_ODS_SEGMENT_SIZE {
        for (seg, len) in &segments {
            let sizes = sparse_array(&mut c, *len)?;
            let mut raw = Vec::with_capacity(sizes.len() * 4);
            for s in &sizes {
                raw.extend_from_slice(&s.to_le_bytes());
            }
            let i32t = ctx.integer_type(32, mlir_ir::Signedness::Signless);
            let a = ctx.attr(mlir_ir::AttrKind::DenseArray { elem: i32t, len: sizes.len(), raw: raw.into() });
            out.push((ctx.ident(seg), a));
        }
    }
    if !c.is_empty() {
        return Err(format!("unexpected trailing bytes in the properties of '{}'", ctx.op_name_str(name)));
    }
    Ok(out)
}

/// Upstream's sparse array of `len` `i32`s (the length is the op's, not stored): a count with
/// a flag for the sparse form; dense: `count` leading values (the rest are zero); sparse: a
/// bit count, then per non-zero value `(value << bits) | index`.
fn sparse_array(c: &mut Cursor<'_>, len: usize) -> ReadResult<Vec<i32>> {
    let mut out = vec![0i32; len];
    let (count, sparse) = c.varint_with_flag()?;
    if count > len as u64 {
        return Err(format!("trying to read an array of {count} but only {len} storage available."));
    }
    if count == 0 {
        return Ok(out);
    }
    let value = |v: u64| i32::try_from(v).map_err(|_| "segment size out of range".to_string());
    if !sparse {
        for slot in out.iter_mut().take(count as usize) {
            *slot = value(c.varint()?)?;
        }
        return Ok(out);
    }
    let bits = c.varint()?;
    if bits > 8 {
        return Err("invalid index bit size in a sparse array".into());
    }
    let mask = (1u64 << bits) - 1;
    for _ in 0..count {
        let pair = c.varint()?;
        let index = (pair & mask) as usize;
        let slot = out.get_mut(index).ok_or("sparse array index out of range")?;
        *slot = value(pair >> bits)?;
    }
    Ok(out)
}
