//! The bytecode reader: [`read`] decodes a file into an [`Ir`].
//!
//! Reading goes section by section as upstream's reader does: the header (magic, version,
//! producer), the raw sections, then the string table, the properties table, the dialect and
//! op-name tables, the attribute/type table (entries decoded lazily, on first reference:
//! [`attr_type`]), and finally the IR section ([`ir`]). Every length and index is checked
//! against the data: malformed input yields an error diagnostic, never a panic.

mod affine;
mod attr_type;
mod builtin;
mod ir;
mod props;
mod resources;

use mlir_ir::{Diagnostic, Emitted, Ir, OpId, OperationState};

use crate::encoding::{self, section, Cursor, ReadResult};
use attr_type::AttrTypeTable;

/// An op name of the file: its full name, and (from version 5) whether the writer had it
/// registered.
pub(crate) struct OpNameEntry {
    pub(crate) name: mlir_ir::OpName,
    pub(crate) dialect: String,
}

/// What every part of the reader shares: the version and the file's tables.
pub(crate) struct Tables<'a> {
    pub(crate) version: u64,
    pub(crate) strings: Vec<&'a [u8]>,
    pub(crate) dialects: Vec<String>,
    pub(crate) op_names: Vec<OpNameEntry>,
    /// Entries of the properties section.
    pub(crate) props: Vec<&'a [u8]>,
    /// The keys of the dialect resources, in the order attributes refer to them.
    pub(crate) resources: Vec<String>,
}

impl<'a> Tables<'a> {
    pub(crate) fn string(&self, idx: u64) -> ReadResult<&'a [u8]> {
        usize::try_from(idx)
            .ok()
            .and_then(|i| self.strings.get(i).copied())
            .ok_or_else(|| format!("invalid string index: {idx}"))
    }
}

/// Reads the bytecode file `data` (named `filename` in diagnostics) into `ir`. With
/// `implicit_module`, the top-level ops are wrapped in a `builtin.module` unless the file holds
/// exactly one module, as for text; otherwise the file must hold exactly one op. Errors are
/// emitted through the context's diagnostics (at `filename:0:0`, with a note naming the
/// version and producer once those are known).
pub fn read(ir: &mut Ir, data: &[u8], filename: &str, implicit_module: bool) -> Result<OpId, Emitted> {
    let ctx = ir.ctx.clone();
    let file_loc = ctx.file_loc(filename, 0, 0);
    let mut header = None;
    let block = ir.create_block();
    let result = read_into(ir, data, block, &mut header);
    let fail = |message: String, header: &Option<(u64, String)>| {
        let mut d = Diagnostic::error(file_loc, message);
        if let Some((v, producer)) = header {
            d = d.with_note(file_loc, format!("in bytecode version {v} produced by: {producer}"));
        }
        ctx.emit(d);
        Emitted
    };
    if let Err(message) = result {
        discard_block(ir, block);
        return Err(fail(message, &header));
    }
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    if ops.len() == 1 && (ir.name_str(ops[0]) == mlir_ir::builtin::MODULE || !implicit_module) {
        let top = ops[0];
        if ir.detach_op(top).is_err() {
            discard_block(ir, block);
            return Err(fail("internal error: cannot detach the top-level operation".into(), &header));
        }
        let _ = ir.erase_block(block);
        return Ok(top);
    }
    if !implicit_module {
        discard_block(ir, block);
        let msg = format!("source must contain a single top-level operation, found: {}", ops.len());
        return Err(fail(msg, &header));
    }
    let mut st = OperationState::new(ctx.op_name(mlir_ir::builtin::MODULE), file_loc);
    st.num_regions = 1;
    let module = ir.create_op(st);
    let region = ir.region(module, 0);
    if ir.append_block(region, block).is_err() {
        discard_block(ir, block);
        let _ = ir.erase_op(module);
        return Err(fail("internal error: cannot build the implicit module".into(), &header));
    }
    Ok(module)
}

/// Erases a detached block and everything in it (best effort: this is error clean-up).
fn discard_block(ir: &mut Ir, block: mlir_ir::BlockId) {
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    for op in ops.into_iter().rev() {
        let _ = ir.erase_op(op);
    }
    let _ = ir.erase_block(block);
}

fn read_into(ir: &mut Ir, data: &[u8], block: mlir_ir::BlockId, header: &mut Option<(u64, String)>) -> ReadResult<()> {
    if !crate::is_bytecode(data) {
        return Err("input buffer is not an MLIR bytecode file".into());
    }
    let mut c = Cursor::new(data);
    c.skip(4)?;
    let version = c.varint()?;
    if version > encoding::VERSION {
        return Err(format!("bytecode version {version} is newer than the current version {}", encoding::VERSION));
    }
    let producer = String::from_utf8_lossy(c.nul_terminated()?).into_owned();
    *header = Some((version, producer));

    let mut sections: [Option<&[u8]>; section::COUNT as usize] = Default::default();
    let mut offsets = [0usize; section::COUNT as usize];
    while !c.is_empty() {
        let (id, body, offset) = c.section_with_offset()?;
        let slot = &mut sections[id as usize];
        if slot.is_some() {
            return Err(format!("duplicate top-level section: {}", section::name(id)));
        }
        *slot = Some(body);
        offsets[id as usize] = offset;
    }
    for id in 0..section::COUNT {
        let optional = match id {
            section::RESOURCE | section::RESOURCE_OFFSET | section::DIALECT_VERSIONS => true,
            section::PROPERTIES => version < encoding::V_NATIVE_PROPERTIES,
            _ => false,
        };
        if sections[id as usize].is_none() && !optional {
            return Err(format!("missing data for top-level section: {}", section::name(id)));
        }
    }
    let get = |id: u8| sections[id as usize].unwrap_or(&[]);
    let mut tables = Tables {
        version,
        strings: read_strings(get(section::STRING))?,
        dialects: Vec::new(),
        op_names: Vec::new(),
        props: read_props_table(get(section::PROPERTIES))?,
        resources: Vec::new(),
    };
    read_dialects(&ir.ctx, get(section::DIALECT), &mut tables)?;
    let (resource, resource_offsets) = (sections[section::RESOURCE as usize], sections[section::RESOURCE_OFFSET as usize]);
    match (resource, resource_offsets) {
        (Some(data), Some(offsets_data)) => {
            let data = Cursor::with_base(data, offsets[section::RESOURCE as usize]);
            tables.resources = resources::read(&ir.ctx, &tables, data, offsets_data)?;
        }
        (None, Some(_)) => return Err("unexpected resource offset section when resource section is not present".into()),
        (Some(_), None) => return Err("expected resource offset section when resource section is present".into()),
        (None, None) => {}
    }
    let mut attrs = AttrTypeTable::new(&ir.ctx, &tables, get(section::ATTR_TYPE), get(section::ATTR_TYPE_OFFSET))?;
    ir::read_ir_section(ir, &tables, &mut attrs, get(section::IR), block)
}

fn read_strings(data: &[u8]) -> ReadResult<Vec<&[u8]>> {
    let mut c = Cursor::new(data);
    let count = c.varint()?;
    // Each string takes at least one byte (its NUL): a larger count is malformed.
    if count > data.len() as u64 {
        return Err("string section count exceeds the available data size".into());
    }
    let mut sizes = Vec::with_capacity(count as usize);
    for _ in 0..count {
        sizes.push(c.varint()?);
    }
    // Sizes are listed last string first; the strings follow in order.
    let mut end = data.len() as u64;
    let mut strings = vec![&data[0..0]; count as usize];
    for (slot, &size) in strings.iter_mut().rev().zip(&sizes) {
        if size == 0 || size > end {
            return Err("string size exceeds the available data size".into());
        }
        let start = end - size;
        *slot = &data[start as usize..(end - 1) as usize];
        end = start;
    }
    if (data.len() - c.remaining()) as u64 != end {
        return Err("unexpected trailing data between the offsets for strings and their data".into());
    }
    Ok(strings)
}

fn read_props_table(data: &[u8]) -> ReadResult<Vec<&[u8]>> {
    if data.is_empty() {
        return Ok(Vec::new());
    }
    let mut c = Cursor::new(data);
    let count = c.varint()?;
    let mut entries = Vec::new();
    for _ in 0..count {
        let size = c.varint()?;
        entries.push(c.bytes(size)?);
    }
    if !c.is_empty() {
        return Err("Broken properties section: didn't exhaust the offsets table".into());
    }
    Ok(entries)
}

fn read_dialects(ctx: &mlir_ir::Context, data: &[u8], tables: &mut Tables<'_>) -> ReadResult<()> {
    let mut c = Cursor::new(data);
    let count = c.varint()?;
    for _ in 0..count {
        let name = if tables.version < encoding::V_DIALECT_VERSIONING {
            tables.string(c.varint()?)?
        } else {
            let (idx, versioned) = c.varint_with_flag()?;
            if versioned {
                let (id, _) = c.section()?;
                if id != section::DIALECT_VERSIONS {
                    return Err("expected dialect version section".into());
                }
            }
            tables.string(idx)?
        };
        let name = std::str::from_utf8(name).map_err(|_| "dialect name is not valid UTF-8".to_string())?;
        tables.dialects.push(name.to_string());
    }
    if tables.version >= encoding::V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
        c.varint()?;
    }
    while !c.is_empty() {
        let d = c.varint()?;
        let dialect = usize::try_from(d)
            .ok()
            .and_then(|i| tables.dialects.get(i))
            .ok_or_else(|| format!("invalid dialect index: {d}"))?
            .clone();
        let n = c.varint()?;
        for _ in 0..n {
            let idx = if tables.version >= encoding::V_NATIVE_PROPERTIES { c.varint_with_flag()?.0 } else { c.varint()? };
            let short = std::str::from_utf8(tables.string(idx)?).map_err(|_| "operation name is not valid UTF-8".to_string())?;
            let full = if short.is_empty() { dialect.clone() } else { format!("{dialect}.{short}") };
            tables.op_names.push(OpNameEntry { name: ctx.op_name(&full), dialect: dialect.clone() });
        }
    }
    Ok(())
}
