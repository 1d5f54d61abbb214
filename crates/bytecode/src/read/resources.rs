//! The resource sections: the offset section lists groups of resources (external groups, whose
//! values are skipped, then dialect groups) with each entry's key, size and kind; the resource
//! section holds the values in that order. Only the builtin dialect's resources (the blobs of
//! `dense_resource` attributes) are kept; a blob's value is its alignment, its size, padding to
//! the alignment (relative to the file start), then its bytes. The context stores a blob as
//! upstream's text shows it: the alignment as four little-endian bytes, then the bytes.

use mlir_ir::Context;

use super::Tables;
use crate::encoding::{Cursor, ReadResult};

/// The kinds of resource entries.
const KIND_BLOB: u8 = 0;

/// Reads the resources into the context; returns the dialect resource keys in order.
pub(crate) fn read(ctx: &Context, tables: &Tables<'_>, mut data: Cursor<'_>, offsets: &[u8]) -> ReadResult<Vec<String>> {
    let mut c = Cursor::new(offsets);
    let external = c.varint()?;
    for _ in 0..external {
        tables.string(c.varint()?)?;
        group(&mut c, &mut data, |_, _, _| Ok(()))?;
    }
    let mut keys = Vec::new();
    while !c.is_empty() {
        let d = c.varint()?;
        let dialect = usize::try_from(d).ok().and_then(|i| tables.dialects.get(i)).ok_or_else(|| format!("invalid dialect index: {d}"))?;
        if dialect != "builtin" {
            return Err(format!("unexpected resources for dialect '{dialect}'"));
        }
        group(&mut c, &mut data, |key, kind, mut entry| {
            let key = String::from_utf8_lossy(tables.string(key)?).into_owned();
            if !entry.is_empty() {
                if kind != KIND_BLOB {
                    return Err(format!("unexpected resource kind {kind} for builtin resource '{key}'"));
                }
                let align = entry.varint()?;
                let size = entry.varint()?;
                entry.align_to(align)?;
                let bytes = entry.bytes(size)?;
                if !entry.is_empty() {
                    return Err(format!("unexpected trailing bytes in resource entry '{key}'"));
                }
                let align = u32::try_from(align).map_err(|_| "resource alignment out of range".to_string())?;
                let mut blob = align.to_le_bytes().to_vec();
                blob.extend_from_slice(bytes);
                ctx.set_resource(ctx.ident(&key), blob.into());
            }
            keys.push(key);
            Ok(())
        })?;
    }
    Ok(keys)
}

/// One group: a count, then per entry its key, size and kind; `entry` gets each entry's key,
/// kind and a cursor over its value.
fn group<'a>(
    c: &mut Cursor<'_>,
    data: &mut Cursor<'a>,
    mut entry: impl FnMut(u64, u8, Cursor<'a>) -> ReadResult<()>,
) -> ReadResult<()> {
    let n = c.varint()?;
    for _ in 0..n {
        let key = c.varint()?;
        let size = c.varint()?;
        let kind = c.byte()?;
        let at = data.offset();
        let value = data.bytes(size)?;
        entry(key, kind, Cursor::with_base(value, at))?;
    }
    Ok(())
}
