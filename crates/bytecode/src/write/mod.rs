//! The bytecode writer: [`write`] encodes an operation (and everything nested in it).
//!
//! Builtin attributes and types are written in the builtin dialect's own encoding
//! ([`builtin`]), others in their textual form (the format's assembly fallback); the blobs of
//! `dense_resource` attributes go in the resource sections. Properties: an unregistered op's properties are one attribute,
//! referenced from an entry of the properties section (upstream's reader looks every
//! op's properties up there); a registered op's properties are merged into its attribute
//! dictionary, from which a reader's op creation puts the inherent attributes back into
//! properties (upstream's `Operation::create` and this crate's reader both do). Use-list
//! orders and dialect versions are not written.
//!
//! The work is two walks over the IR: the first numbers every dialect, op name, attribute
//! and type ([`tables`]); the second writes the IR section with the final numbers.

mod builtin;
mod tables;

use mlir_ir::{Attribute, BlockId, Context, Ir, LocKind, OpId, RegionId, Traits, Type, Value};
use rustc_hash::FxHashMap;

use crate::encoding::{self, op_mask, section, Emitter};
use tables::{attr_dialect, split_op_name, type_dialect, Grouped, Strings};

/// How to write: the version of the format and the producer string.
#[derive(Clone, Debug)]
pub struct WriteConfig {
    pub version: u64,
    pub producer: String,
}

impl Default for WriteConfig {
    fn default() -> Self {
        WriteConfig { version: encoding::VERSION, producer: encoding::PRODUCER.to_string() }
    }
}

/// Writes `op` as bytecode of `desired_version` (the newest when `None`) to `out`. Fails,
/// writing nothing, for a version this writer cannot produce or IR it cannot encode (an
/// operand defined outside `op`, a successor outside its op's region).
pub fn write(ir: &Ir, op: OpId, desired_version: Option<u64>, out: &mut Vec<u8>) -> Result<(), String> {
    let mut config = WriteConfig::default();
    if let Some(v) = desired_version {
        config.version = v;
    }
    write_with(ir, op, &config, out)
}

/// As [`write`], with every setting given.
pub fn write_with(ir: &Ir, op: OpId, config: &WriteConfig, out: &mut Vec<u8>) -> Result<(), String> {
    if config.version > encoding::VERSION {
        return Err(format!("unsupported version requested {}, must be in range [0, {}]", config.version, encoding::VERSION));
    }
    ir.check_op(op).map_err(|e| e.to_string())?;
    let mut w = Writer::new(ir, config.version);
    w.collect_op(op);
    w.finish_tables();
    let mut ir_section = Emitter::new();
    // The IR section reads as a block without arguments holding the one op.
    ir_section.varint_with_flag(1, false);
    w.write_op(&mut ir_section, op, 0)?;

    let mut file = Emitter::new();
    file.raw(encoding::MAGIC);
    file.varint(config.version);
    file.nul_terminated(config.producer.as_bytes());
    file.section(section::DIALECT, &w.dialect_section());
    let (attr_types, offsets) = w.attr_type_sections()?;
    file.section(section::ATTR_TYPE, &attr_types);
    file.section(section::ATTR_TYPE_OFFSET, &offsets);
    file.section(section::IR, &ir_section.bytes);
    if !w.resources.is_empty() {
        w.resource_sections(&mut file)?;
    }
    if config.version >= encoding::V_NATIVE_PROPERTIES {
        // Required from this version on: the count, then each entry as size and bytes.
        let mut props = Emitter::new();
        props.varint(w.props.len() as u64);
        for p in &w.props {
            props.varint(p.len() as u64);
            props.raw(p);
        }
        file.section(section::PROPERTIES, &props.bytes);
    }
    file.section(section::STRING, &w.strings.encode());
    out.extend_from_slice(&file.bytes);
    Ok(())
}

struct Writer<'a> {
    ir: &'a Ir,
    ctx: &'a Context,
    version: u64,
    strings: Strings,
    dialects: Vec<String>,
    dialect_index: FxHashMap<String, u64>,
    op_names: Grouped<mlir_ir::OpName>,
    attrs: Grouped<Attribute>,
    types: Grouped<Type>,
    /// Value numbers, relative to the nearest isolated scope.
    values: FxHashMap<Value, u64>,
    /// The attribute dictionary written for each op (properties merged in where needed).
    op_dicts: FxHashMap<OpId, Attribute>,
    /// Entries of the properties section, and the index of each.
    props: Vec<Vec<u8>>,
    props_index: FxHashMap<Vec<u8>, u64>,
    /// The builtin resources `dense_resource` attributes use, in first-use order.
    resources: Vec<mlir_ir::Ident>,
}

impl<'a> Writer<'a> {
    fn new(ir: &'a Ir, version: u64) -> Self {
        Writer {
            ir,
            ctx: &ir.ctx,
            version,
            strings: Strings::default(),
            dialects: Vec::new(),
            dialect_index: FxHashMap::default(),
            op_names: Grouped::new(),
            attrs: Grouped::new(),
            types: Grouped::new(),
            values: FxHashMap::default(),
            op_dicts: FxHashMap::default(),
            props: Vec::new(),
            props_index: FxHashMap::default(),
            resources: Vec::new(),
        }
    }

    fn dialect(&mut self, name: String) -> u64 {
        if let Some(&i) = self.dialect_index.get(&name) {
            return i;
        }
        let i = self.dialects.len() as u64;
        self.dialects.push(name.clone());
        self.dialect_index.insert(name, i);
        i
    }

    /// Numbers `a` and, for a builtin encoding, what it refers to.
    fn add_attr(&mut self, a: Attribute) {
        let d = attr_dialect(self.ctx, a);
        let di = self.dialect(d);
        if self.attrs.add(a, || di) && builtin::attr_round_trips(self.ctx, a) {
            let ctx = self.ctx;
            builtin::attr(ctx, a, &mut Collect(self), &mut Emitter::new());
        }
    }

    fn add_type(&mut self, t: Type) {
        let d = type_dialect(self.ctx, t);
        let di = self.dialect(d);
        if self.types.add(t, || di) {
            let ctx = self.ctx;
            builtin::ty(ctx, t, &mut Collect(self), &mut Emitter::new());
        }
    }

    /// Whether an op's properties are written as one attribute (unregistered ops, from the
    /// version with native properties on).
    fn props_as_attribute(&self, op: OpId) -> Option<Attribute> {
        let props = self.ir.props(op)?;
        (self.version >= encoding::V_NATIVE_PROPERTIES && !self.ir.is_registered(op)).then_some(props)
    }

    /// The attribute dictionary written for `op`: its attributes, plus its properties when
    /// they are not written apart.
    fn op_dict(&self, op: OpId) -> Attribute {
        let attrs = self.ir.attrs(op);
        match self.ir.props(op) {
            Some(p) if self.props_as_attribute(op).is_none() => {
                let mut entries: Vec<_> = self.ctx.dict_entries(p).to_vec();
                entries.extend_from_slice(self.ctx.dict_entries(attrs));
                self.ctx.dictionary(entries)
            }
            _ => attrs,
        }
    }

    fn block_arg_loc_written(&self, loc: mlir_ir::Location) -> bool {
        self.version < encoding::V_ELIDE_UNKNOWN_BLOCK_ARG_LOC || !matches!(self.ctx.loc_kind(loc), LocKind::Unknown)
    }

    // ----- first walk: numbering -----

    fn collect_op(&mut self, op: OpId) {
        let ir = self.ir;
        let name = ir.name(op);
        let (d, _) = split_op_name(self.ctx, name);
        let di = self.dialect(d);
        self.op_names.add(name, || di);
        self.add_attr(ir.loc(op).attr());
        let dict = self.op_dict(op);
        self.op_dicts.insert(op, dict);
        if !self.ctx.dict_entries(dict).is_empty() {
            self.add_attr(dict);
        }
        if let Some(p) = self.props_as_attribute(op) {
            self.add_attr(p);
        }
        for t in ir.result_types(op) {
            self.add_type(t);
        }
        for r in ir.regions(op) {
            for b in ir.region_blocks(r) {
                for arg in ir.arguments(b) {
                    self.add_type(ir.value_type(arg));
                    if let Some(loc) = ir.argument_loc(arg) {
                        if self.block_arg_loc_written(loc) {
                            self.add_attr(loc.attr());
                        }
                    }
                }
                for inner in ir.block_ops(b) {
                    self.collect_op(inner);
                }
            }
        }
    }

    fn finish_tables(&mut self) {
        self.op_names.finish();
        self.attrs.finish();
        self.types.finish();
        // Dialect and op names go in the string table first, in the order the reader meets them.
        for d in self.dialects.clone() {
            self.strings.intern(d.as_bytes());
        }
    }

    // ----- second walk: the IR section -----

    fn write_op(&mut self, e: &mut Emitter, op: OpId, nested_base: u64) -> Result<(), String> {
        let ir = self.ir;
        e.varint(self.op_names.get(ir.name(op))?);
        let mask_at = e.len();
        e.byte(0);
        let mut mask = 0u8;
        e.varint(self.attrs.get(ir.loc(op).attr())?);
        let dict = self.op_dicts.get(&op).copied().unwrap_or_else(|| ir.attrs(op));
        if !self.ctx.dict_entries(dict).is_empty() {
            mask |= op_mask::HAS_ATTRS;
            e.varint(self.attrs.get(dict)?);
        }
        if let Some(p) = self.props_as_attribute(op) {
            mask |= op_mask::HAS_PROPERTIES;
            let mut entry = Emitter::new();
            entry.varint(self.attrs.get(p)?);
            let next = self.props.len() as u64;
            let idx = *self.props_index.entry(entry.bytes.clone()).or_insert(next);
            if idx == next {
                self.props.push(entry.bytes);
            }
            e.varint(idx);
        }
        if ir.num_results(op) > 0 {
            mask |= op_mask::HAS_RESULTS;
            e.varint(ir.num_results(op) as u64);
            for t in ir.result_types(op) {
                e.varint(self.types.get(t)?);
            }
        }
        if ir.num_operands(op) > 0 {
            mask |= op_mask::HAS_OPERANDS;
            e.varint(ir.num_operands(op) as u64);
            for v in ir.operands(op) {
                let id = self.values.get(&v).copied().ok_or_else(|| {
                    format!("cannot write '{}': an operand is defined outside the written operation", ir.name_str(op))
                })?;
                e.varint(id);
            }
        }
        if ir.num_successors(op) > 0 {
            mask |= op_mask::HAS_SUCCESSORS;
            e.varint(ir.num_successors(op) as u64);
            let parent = ir.parent_block(op).and_then(|b| ir.parent_region_of_block(b));
            for s in ir.successors(op) {
                let idx = parent.and_then(|r| ir.region_blocks(r).position(|b| b == s)).ok_or_else(|| {
                    format!("cannot write '{}': a successor is not a block of its region", ir.name_str(op))
                })?;
                e.varint(idx as u64);
            }
        }
        if ir.num_regions(op) > 0 {
            mask |= op_mask::HAS_INLINE_REGIONS;
            let isolated = ir.traits(op).contains(Traits::ISOLATED_FROM_ABOVE);
            e.varint_with_flag(ir.num_regions(op) as u64, isolated);
            let regions: Vec<RegionId> = ir.regions(op).collect();
            if isolated && self.version >= encoding::V_LAZY_LOADING {
                let mut inner = Emitter::new();
                for r in regions {
                    self.write_region(&mut inner, r, 0)?;
                }
                e.section(section::IR, &inner.bytes);
            } else {
                let base = if isolated { 0 } else { nested_base };
                for r in regions {
                    self.write_region(e, r, base)?;
                }
            }
        }
        e.bytes[mask_at] = mask;
        Ok(())
    }

    /// Writes a region whose values are numbered from `base`.
    fn write_region(&mut self, e: &mut Emitter, r: RegionId, base: u64) -> Result<(), String> {
        let ir = self.ir;
        let blocks: Vec<BlockId> = ir.region_blocks(r).collect();
        e.varint(blocks.len() as u64);
        if blocks.is_empty() {
            return Ok(());
        }
        let mut next = base;
        for &b in &blocks {
            for v in ir.arguments(b) {
                self.values.insert(v, next);
                next += 1;
            }
            for op in ir.block_ops(b) {
                for v in ir.results(op) {
                    self.values.insert(v, next);
                    next += 1;
                }
            }
        }
        e.varint(next - base);
        for &b in &blocks {
            self.write_block(e, b, next)?;
        }
        Ok(())
    }

    fn write_block(&mut self, e: &mut Emitter, b: BlockId, nested_base: u64) -> Result<(), String> {
        let ir = self.ir;
        let ops: Vec<OpId> = ir.block_ops(b).collect();
        let has_args = ir.num_arguments(b) > 0;
        e.varint_with_flag(ops.len() as u64, has_args);
        if has_args {
            e.varint(ir.num_arguments(b) as u64);
            for arg in ir.arguments(b) {
                let ty = self.types.get(ir.value_type(arg))?;
                let loc = ir.argument_loc(arg).unwrap_or_else(|| self.ctx.unknown_loc());
                if self.version >= encoding::V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
                    let with_loc = self.block_arg_loc_written(loc);
                    e.varint_with_flag(ty, with_loc);
                    if with_loc {
                        e.varint(self.attrs.get(loc.attr())?);
                    }
                } else {
                    e.varint(ty);
                    e.varint(self.attrs.get(loc.attr())?);
                }
            }
            if self.version >= encoding::V_USE_LIST_ORDERING {
                // No use-list orders follow.
                e.byte(0);
            }
        }
        for op in ops {
            self.write_op(e, op, nested_base)?;
        }
        Ok(())
    }

    // ----- the other sections -----

    fn dialect_section(&mut self) -> Vec<u8> {
        let mut e = Emitter::new();
        e.varint(self.dialects.len() as u64);
        for d in self.dialects.clone() {
            let s = self.strings.intern(d.as_bytes());
            if self.version >= encoding::V_DIALECT_VERSIONING {
                e.varint_with_flag(s, false);
            } else {
                e.varint(s);
            }
        }
        if self.version >= encoding::V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
            e.varint(self.op_names.entries.len() as u64);
        }
        for (dialect, items) in self.op_names.groups() {
            e.varint(dialect);
            e.varint(items.len() as u64);
            for i in items {
                let name = self.op_names.entries[i].0;
                let (_, short) = split_op_name(self.ctx, name);
                let s = self.strings.intern(short.as_bytes());
                if self.version >= encoding::V_NATIVE_PROPERTIES {
                    e.varint_with_flag(s, self.ctx.op_info(name).is_some());
                } else {
                    e.varint(s);
                }
            }
        }
        e.bytes
    }

    /// The attribute/type section and its offset section.
    fn attr_type_sections(&mut self) -> Result<(Vec<u8>, Vec<u8>), String> {
        let ctx = self.ctx;
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        offsets.varint(self.attrs.entries.len() as u64);
        offsets.varint(self.types.entries.len() as u64);
        let mut missing = false;
        for (dialect, items) in self.attrs.groups() {
            offsets.varint(dialect);
            offsets.varint(items.len() as u64);
            for i in items {
                let a = self.attrs.entries[i].0;
                let mut custom = Emitter::new();
                let is_custom = builtin::attr_round_trips(ctx, a)
                    && builtin::attr(ctx, a, &mut Final { w: self, missing: &mut missing }, &mut custom);
                entry(&mut data, &mut offsets, is_custom, custom, || mlir_ir::print::attr_to_string(ctx, a));
            }
        }
        for (dialect, items) in self.types.groups() {
            offsets.varint(dialect);
            offsets.varint(items.len() as u64);
            for i in items {
                let t = self.types.entries[i].0;
                let mut custom = Emitter::new();
                let is_custom = builtin::ty(ctx, t, &mut Final { w: self, missing: &mut missing }, &mut custom);
                entry(&mut data, &mut offsets, is_custom, custom, || mlir_ir::print::type_to_string(ctx, t));
            }
        }
        if missing {
            return Err("internal error: a bytecode entry refers to one that was not numbered".into());
        }
        Ok((data.bytes, offsets.bytes))
    }

    /// The resource section and its offset section: one group of the builtin dialect, one blob
    /// per resource (alignment, size, padding, bytes). The section is aligned to the largest
    /// blob alignment, so padding relative to its start aligns each blob in the file.
    fn resource_sections(&mut self, file: &mut Emitter) -> Result<(), String> {
        let mut data = Emitter::new();
        let mut offsets = Emitter::new();
        let mut max_align = 1u64;
        offsets.varint(0);
        let builtin = self.dialect("builtin".to_string());
        offsets.varint(builtin);
        offsets.varint(self.resources.len() as u64);
        for h in self.resources.clone() {
            let start = data.len();
            if let Some(blob) = self.ctx.resource(h) {
                let (align, bytes) = match blob.get(..4) {
                    Some(a) => (u32::from_le_bytes([a[0], a[1], a[2], a[3]]) as u64, &blob[4..]),
                    None => return Err(format!("resource '{}' has no alignment prefix", self.ctx.str(h))),
                };
                if !align.is_power_of_two() {
                    return Err(format!("resource '{}' has an alignment that is not a power of two", self.ctx.str(h)));
                }
                max_align = max_align.max(align);
                data.varint(align);
                data.varint(bytes.len() as u64);
                while !(data.len() as u64).is_multiple_of(align) {
                    data.byte(encoding::ALIGNMENT_BYTE);
                }
                data.raw(bytes);
            }
            let key = self.strings.intern(self.ctx.str(h).as_bytes());
            offsets.varint(key);
            offsets.varint((data.len() - start) as u64);
            offsets.byte(0);
        }
        file.byte(section::RESOURCE | 0x80);
        file.varint(data.len() as u64);
        file.varint(max_align);
        while !(file.len() as u64).is_multiple_of(max_align) {
            file.byte(encoding::ALIGNMENT_BYTE);
        }
        file.raw(&data.bytes);
        file.section(section::RESOURCE_OFFSET, &offsets.bytes);
        Ok(())
    }
}

/// Appends one attribute/type entry: its builtin encoding, or its text with a NUL.
fn entry(data: &mut Emitter, offsets: &mut Emitter, is_custom: bool, custom: Emitter, text: impl FnOnce() -> String) {
    if is_custom {
        offsets.varint_with_flag(custom.len() as u64, true);
        data.raw(&custom.bytes);
    } else {
        let text = text();
        data.nul_terminated(text.as_bytes());
        offsets.varint_with_flag(text.len() as u64 + 1, false);
    }
}

/// The first walk's [`builtin::Refs`]: numbers what an entry refers to.
struct Collect<'w, 'a>(&'w mut Writer<'a>);

impl builtin::Refs for Collect<'_, '_> {
    fn attr(&mut self, a: Attribute) -> u64 {
        self.0.add_attr(a);
        0
    }
    fn ty(&mut self, t: Type) -> u64 {
        self.0.add_type(t);
        0
    }
    fn string(&mut self, _: &[u8]) -> u64 {
        0
    }
    fn resource(&mut self, handle: mlir_ir::Ident) -> u64 {
        if !self.0.resources.contains(&handle) {
            self.0.resources.push(handle);
        }
        0
    }
}

/// The final [`builtin::Refs`]: the numbers the file uses.
struct Final<'w, 'a, 'm> {
    w: &'w mut Writer<'a>,
    missing: &'m mut bool,
}

impl builtin::Refs for Final<'_, '_, '_> {
    fn attr(&mut self, a: Attribute) -> u64 {
        self.w.attrs.get(a).unwrap_or_else(|_| {
            *self.missing = true;
            0
        })
    }
    fn ty(&mut self, t: Type) -> u64 {
        self.w.types.get(t).unwrap_or_else(|_| {
            *self.missing = true;
            0
        })
    }
    fn string(&mut self, s: &[u8]) -> u64 {
        self.w.strings.intern(s)
    }
    fn resource(&mut self, handle: mlir_ir::Ident) -> u64 {
        self.w.resources.iter().position(|&h| h == handle).unwrap_or_else(|| {
            *self.missing = true;
            0
        }) as u64
    }
}
