//! The attribute and type table: entries are located when the offset section is read and
//! decoded on first reference, from their textual form or from a dialect's own encoding
//! (only the builtin dialect's, [`super::builtin`]). References between entries are followed
//! recursively; a cycle or a chain deeper than [`MAX_DEPTH`] is an error, not a stack overflow.

use mlir_ir::{Attribute, Context, Type};

use super::Tables;
use crate::encoding::{Cursor, ReadResult};

/// How deep references between attribute/type entries may nest.
pub(crate) const MAX_DEPTH: usize = 512;

#[derive(Clone, Copy)]
enum State<T> {
    Unread,
    InProgress,
    Done(T),
}

struct Entry<'a, T> {
    data: &'a [u8],
    dialect: usize,
    custom: bool,
    state: State<T>,
}

pub(crate) struct AttrTypeTable<'a> {
    pub(crate) ctx: Context,
    attrs: Vec<Entry<'a, Attribute>>,
    types: Vec<Entry<'a, Type>>,
    dialects: Vec<String>,
    pub(crate) strings: Vec<&'a [u8]>,
    pub(crate) resources: Vec<String>,
    depth: usize,
}

impl<'a> AttrTypeTable<'a> {
    pub(crate) fn new(ctx: &Context, tables: &Tables<'a>, data: &'a [u8], offsets: &[u8]) -> ReadResult<Self> {
        let mut c = Cursor::new(offsets);
        let num_attrs = c.varint()?;
        let num_types = c.varint()?;
        // Each entry takes at least one byte of the offset section.
        if num_attrs.saturating_add(num_types) > offsets.len() as u64 {
            return Err("Attribute or Type entry count exceeds the offset section".into());
        }
        let mut offset = 0u64;
        let mut read_entries = |count: u64, c: &mut Cursor<'_>| -> ReadResult<Vec<(usize, bool, &'a [u8])>> {
            let mut out = Vec::with_capacity(count as usize);
            while (out.len() as u64) < count {
                let dialect = c.varint()?;
                let dialect = usize::try_from(dialect)
                    .ok()
                    .filter(|&d| d < tables.dialects.len())
                    .ok_or_else(|| format!("invalid dialect index: {dialect}"))?;
                let n = c.varint()?;
                for _ in 0..n {
                    if out.len() as u64 >= count {
                        return Err("Attribute or Type entry group exceeds the entry count".into());
                    }
                    let (size, custom) = c.varint_with_flag()?;
                    let end = offset.checked_add(size).filter(|&e| e <= data.len() as u64).ok_or_else(|| {
                        "Attribute or Type entry offset points past the end of section".to_string()
                    })?;
                    out.push((dialect, custom, &data[offset as usize..end as usize]));
                    offset = end;
                }
            }
            Ok(out)
        };
        let attrs = read_entries(num_attrs, &mut c)?;
        let types = read_entries(num_types, &mut c)?;
        if !c.is_empty() {
            return Err("unexpected trailing data in the Attribute/Type offset section".into());
        }
        Ok(AttrTypeTable {
            ctx: ctx.clone(),
            attrs: attrs.into_iter().map(|(dialect, custom, data)| Entry { data, dialect, custom, state: State::Unread }).collect(),
            types: types.into_iter().map(|(dialect, custom, data)| Entry { data, dialect, custom, state: State::Unread }).collect(),
            dialects: tables.dialects.clone(),
            strings: tables.strings.clone(),
            resources: tables.resources.clone(),
            depth: 0,
        })
    }

    pub(crate) fn string(&self, idx: u64) -> ReadResult<&'a [u8]> {
        usize::try_from(idx)
            .ok()
            .and_then(|i| self.strings.get(i).copied())
            .ok_or_else(|| format!("invalid string index: {idx}"))
    }

    /// The attribute at `idx`, decoded now if it was not yet.
    pub(crate) fn attr(&mut self, idx: u64) -> ReadResult<Attribute> {
        let i = usize::try_from(idx).ok().filter(|&i| i < self.attrs.len()).ok_or_else(|| format!("invalid Attribute index: {idx}"))?;
        match self.attrs[i].state {
            State::Done(a) => return Ok(a),
            State::InProgress => return Err(format!("Attribute entry {idx} refers to itself")),
            State::Unread => {}
        }
        let (data, dialect, custom) = (self.attrs[i].data, self.attrs[i].dialect, self.attrs[i].custom);
        self.attrs[i].state = State::InProgress;
        let r = self.nested(|t| t.decode_attr(data, dialect, custom));
        self.attrs[i].state = match r {
            Ok(a) => State::Done(a),
            Err(_) => State::Unread,
        };
        r
    }

    pub(crate) fn ty(&mut self, idx: u64) -> ReadResult<Type> {
        let i = usize::try_from(idx).ok().filter(|&i| i < self.types.len()).ok_or_else(|| format!("invalid Type index: {idx}"))?;
        match self.types[i].state {
            State::Done(t) => return Ok(t),
            State::InProgress => return Err(format!("Type entry {idx} refers to itself")),
            State::Unread => {}
        }
        let (data, dialect, custom) = (self.types[i].data, self.types[i].dialect, self.types[i].custom);
        self.types[i].state = State::InProgress;
        let r = self.nested(|t| t.decode_type(data, dialect, custom));
        self.types[i].state = match r {
            Ok(t) => State::Done(t),
            Err(_) => State::Unread,
        };
        r
    }

    /// An attribute reference read from `c`.
    pub(crate) fn read_attr(&mut self, c: &mut Cursor<'_>) -> ReadResult<Attribute> {
        let idx = c.varint()?;
        self.attr(idx)
    }

    pub(crate) fn read_type(&mut self, c: &mut Cursor<'_>) -> ReadResult<Type> {
        let idx = c.varint()?;
        self.ty(idx)
    }

    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> ReadResult<T>) -> ReadResult<T> {
        if self.depth >= MAX_DEPTH {
            return Err("attribute and type entries nest too deeply".into());
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn decode_attr(&mut self, data: &'a [u8], dialect: usize, custom: bool) -> ReadResult<Attribute> {
        let mut c = Cursor::new(data);
        let a = if custom {
            self.check_builtin(dialect)?;
            super::builtin::read_attr(self, &mut c)?
        } else {
            let text = asm_text(&mut c, "Attribute")?;
            self.parse_quietly(|ctx| mlir_parser::parse_attribute(ctx, text))
                .map_err(|e| format!("invalid Attribute assembly format '{text}': {e}"))?
        };
        if !c.is_empty() {
            return Err("unexpected trailing bytes after Attribute entry".into());
        }
        Ok(a)
    }

    fn decode_type(&mut self, data: &'a [u8], dialect: usize, custom: bool) -> ReadResult<Type> {
        let mut c = Cursor::new(data);
        let t = if custom {
            self.check_builtin(dialect)?;
            super::builtin::read_type(self, &mut c)?
        } else {
            let text = asm_text(&mut c, "Type")?;
            self.parse_quietly(|ctx| mlir_parser::parse_type(ctx, text))
                .map_err(|e| format!("invalid Type assembly format '{text}': {e}"))?
        };
        if !c.is_empty() {
            return Err("unexpected trailing bytes after Type entry".into());
        }
        Ok(t)
    }

    fn check_builtin(&self, dialect: usize) -> ReadResult<()> {
        let name = self.dialects.get(dialect).map(String::as_str).unwrap_or("");
        if name == "builtin" {
            Ok(())
        } else {
            Err(format!("unsupported bytecode: dialect '{name}' uses its own attribute/type encoding, which this reader does not know"))
        }
    }

    /// Runs a text parse with its diagnostics held back; a failure returns the first one's
    /// message (the caller reports it as the reader's error).
    fn parse_quietly<T>(&self, f: impl FnOnce(&Context) -> Result<T, mlir_ir::Emitted>) -> Result<T, String> {
        let first: std::sync::Arc<std::sync::Mutex<Option<String>>> = Default::default();
        let sink = first.clone();
        let id = self.ctx.attach_diagnostic_handler(Box::new(move |d| {
            if let Ok(mut slot) = sink.lock() {
                slot.get_or_insert_with(|| d.message.clone());
            }
            true
        }));
        let r = f(&self.ctx);
        self.ctx.detach_diagnostic_handler(id);
        r.map_err(|_| first.lock().ok().and_then(|mut m| m.take()).unwrap_or_else(|| "parse error".into()))
    }
}

fn asm_text<'a>(c: &mut Cursor<'a>, what: &str) -> ReadResult<&'a str> {
    let bytes = c.nul_terminated()?;
    std::str::from_utf8(bytes).map_err(|_| format!("{what} assembly format is not valid UTF-8"))
}
