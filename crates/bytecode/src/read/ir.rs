//! The IR section: operations, regions, blocks and values.
//!
//! Values are numbered per isolated-from-above scope: entering a region reserves slots for
//! the values defined directly in it (block arguments, then op results, block by block), and
//! a nested region's values come after its parent region's. An operand may name a slot not
//! defined yet (a forward reference): it gets a placeholder value, replaced when the slot is
//! defined. Regions nest at most [`MAX_NESTING`] deep (the reader recurses).

use mlir_ir::{AttrKind, Attribute, BlockId, Ir, OpId, OperationState, Value};
use rustc_hash::FxHashMap;

use super::attr_type::AttrTypeTable;
use super::{props, Tables};
use crate::encoding::{self, op_mask, section, Cursor, ReadResult};

/// How deeply regions may nest.
pub(crate) const MAX_NESTING: usize = 512;

struct Scope {
    values: Vec<Option<Value>>,
}

/// The value range of the region being read: `next` is the slot the next definition takes,
/// `end` the end of the region's reservation.
#[derive(Clone, Copy)]
struct RegionSlots {
    next: usize,
    end: usize,
}

struct IrReader<'t, 'a> {
    tables: &'t Tables<'a>,
    attrs: &'t mut AttrTypeTable<'a>,
    scopes: Vec<Scope>,
    /// Placeholder values of forward references, with the op that defines each.
    forward: FxHashMap<Value, OpId>,
    depth: usize,
}

pub(crate) fn read_ir_section<'a>(
    ir: &mut Ir,
    tables: &Tables<'a>,
    attrs: &mut AttrTypeTable<'a>,
    data: &[u8],
    block: BlockId,
) -> ReadResult<()> {
    let mut r = IrReader { tables, attrs, scopes: vec![Scope { values: Vec::new() }], forward: FxHashMap::default(), depth: 0 };
    let mut c = Cursor::new(data);
    let result = r.top_level(ir, &mut c, block);
    // Placeholders still standing were never defined.
    let unresolved = !r.forward.is_empty();
    if result.is_err() || unresolved {
        // Their users go first (the caller erases the block), so drop the uses here.
        let ops: Vec<OpId> = ir.block_ops(block).collect();
        for op in ops.into_iter().rev() {
            let _ = ir.erase_op(op);
        }
    }
    for (_, op) in r.forward.drain() {
        let _ = ir.erase_op(op);
    }
    result?;
    if unresolved {
        return Err("not all forward unresolved forward operand references".into());
    }
    Ok(())
}

impl<'t, 'a> IrReader<'t, 'a> {
    fn top_level(&mut self, ir: &mut Ir, c: &mut Cursor<'_>, block: BlockId) -> ReadResult<()> {
        // The section reads as a block without arguments whose results are not numbered.
        let (num_ops, has_args) = c.varint_with_flag()?;
        if has_args {
            return Err("the top-level block of the IR section cannot have arguments".into());
        }
        let mut slots = RegionSlots { next: 0, end: 0 };
        for _ in 0..num_ops {
            self.op(ir, c, block, &[], &mut slots, false)?;
        }
        if !c.is_empty() {
            return Err("unexpected trailing data in the IR section".into());
        }
        Ok(())
    }

    fn scope(&mut self) -> &mut Scope {
        // There is always at least the top scope.
        let last = self.scopes.len() - 1;
        &mut self.scopes[last]
    }

    /// Gives the next slots of the region to `values` (upstream's `defineValues`).
    fn define(&mut self, ir: &mut Ir, values: &[Value], slots: &mut RegionSlots) -> ReadResult<()> {
        if slots.next + values.len() > slots.end {
            return Err(format!(
                "value index range was outside of the expected range for the parent region, got [{}, {}), but the maximum index was {}",
                slots.next,
                slots.next + values.len(),
                slots.end as i64 - 1
            ));
        }
        for &v in values {
            let slot = slots.next;
            slots.next += 1;
            let old = self.scope().values.get_mut(slot).and_then(|s| s.replace(v));
            if let Some(old) = old {
                let Some(placeholder) = self.forward.remove(&old) else {
                    return Err("value index was already defined".into());
                };
                ir.replace_all_uses_with(old, v);
                let _ = ir.erase_op(placeholder);
            }
        }
        Ok(())
    }

    fn operand(&mut self, ir: &mut Ir, c: &mut Cursor<'_>) -> ReadResult<Value> {
        let idx = c.varint()?;
        let slot = usize::try_from(idx).ok().filter(|&i| i < self.scope().values.len()).ok_or_else(|| format!("invalid value index: {idx}"))?;
        if let Some(v) = self.scope().values[slot] {
            return Ok(v);
        }
        let ctx = ir.ctx.clone();
        let mut st = OperationState::new(ctx.op_name(mlir_ir::builtin::UNREALIZED_CONVERSION_CAST), ctx.unknown_loc());
        st.result_types.push(ctx.none_type());
        let op = ir.create_op(st);
        let v = ir.result(op, 0);
        self.forward.insert(v, op);
        self.scope().values[slot] = Some(v);
        Ok(v)
    }

    /// Reads one op (and its regions) and appends it to `block`. `blocks` are the blocks of
    /// the enclosing region (successors index them); `numbered` says whether the region
    /// numbers its values (the top level does not).
    fn op(&mut self, ir: &mut Ir, c: &mut Cursor<'_>, block: BlockId, blocks: &[BlockId], slots: &mut RegionSlots, numbered: bool) -> ReadResult<()> {
        let ctx = ir.ctx.clone();
        let name_idx = c.varint()?;
        let entry = usize::try_from(name_idx)
            .ok()
            .and_then(|i| self.tables.op_names.get(i))
            .ok_or_else(|| format!("invalid operation name index: {name_idx}"))?;
        let name = entry.name;
        let info = ctx.op_info(name).cloned();
        if info.is_none() && !ctx.is_dialect_loaded(&entry.dialect) && !ctx.allows_unregistered_dialects() {
            return Err(format!(
                "dialect '{}' is unknown. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used.",
                entry.dialect
            ));
        }
        let mask = c.byte()?;
        let loc_attr = self.attrs.read_attr(c)?;
        let loc = ctx.as_location(loc_attr).ok_or("expected attribute of type: LocationAttr")?;
        let mut st = OperationState::new(name, loc);
        let mut attr_entries: Vec<(mlir_ir::Ident, Attribute)> = Vec::new();
        if mask & op_mask::HAS_ATTRS != 0 {
            let dict = self.attrs.read_attr(c)?;
            match ctx.attr_kind(dict) {
                AttrKind::Dictionary(es) => attr_entries = es.to_vec(),
                _ => return Err("expected attribute of type: DictionaryAttr".into()),
            }
        }
        if mask & op_mask::HAS_PROPERTIES != 0 {
            if self.tables.version < encoding::V_NATIVE_PROPERTIES {
                return Err(format!(
                    "Unexpected missing `wasRegistered` opname flag at bytecode version {} with properties.",
                    self.tables.version
                ));
            }
            let idx = c.varint()?;
            let data = usize::try_from(idx)
                .ok()
                .and_then(|i| self.tables.props.get(i).copied())
                .ok_or_else(|| format!("Properties idx out-of-bound for {}", ctx.op_name_str(name)))?;
            if info.is_some() {
                let entries = props::read(self.attrs, self.tables.version, name, data)?;
                if !entries.is_empty() {
                    st.props = Some(ctx.dictionary(entries));
                }
            } else {
                let mut pc = Cursor::new(data);
                st.props = Some(self.attrs.read_attr(&mut pc)?);
            }
        }
        // Inherent attributes in the dictionary of a registered op are its properties (older
        // versions, and writers that merge them).
        if let (Some(info), None) = (&info, st.props) {
            let (inherent, rest): (Vec<_>, Vec<_>) =
                attr_entries.iter().partition(|(n, _)| info.inherent_attrs.iter().any(|ia| **ia == *ctx.str(*n)));
            if !inherent.is_empty() {
                st.props = Some(ctx.dictionary(inherent));
                attr_entries = rest;
            }
        }
        if !attr_entries.is_empty() {
            st.attrs = Some(ctx.dictionary(attr_entries));
        }
        if mask & op_mask::HAS_RESULTS != 0 {
            let n = c.varint()?;
            self.check_count(n, c)?;
            for _ in 0..n {
                let t = self.attrs.read_type(c)?;
                st.result_types.push(t);
            }
        }
        if mask & op_mask::HAS_OPERANDS != 0 {
            let n = c.varint()?;
            self.check_count(n, c)?;
            for _ in 0..n {
                let v = self.operand(ir, c)?;
                st.operands.push(v);
            }
        }
        if mask & op_mask::HAS_SUCCESSORS != 0 {
            let n = c.varint()?;
            self.check_count(n, c)?;
            for _ in 0..n {
                let i = c.varint()?;
                let b = usize::try_from(i).ok().and_then(|i| blocks.get(i).copied()).ok_or_else(|| format!("invalid successor index: {i}"))?;
                st.successors.push(b);
            }
        }
        if self.tables.version >= encoding::V_USE_LIST_ORDERING && mask & op_mask::HAS_USE_LIST_ORDERS != 0 {
            skip_use_list_orders(c, st.result_types.len() as u64)?;
        }
        let mut isolated = false;
        if mask & op_mask::HAS_INLINE_REGIONS != 0 {
            let (n, iso) = c.varint_with_flag()?;
            self.check_count(n, c)?;
            st.num_regions = n as usize;
            isolated = iso;
        }
        let op = ir.create_op(st);
        ir.append_op(block, op).map_err(|e| e.to_string())?;
        if numbered && slots.end > 0 && ir.num_results(op) > 0 {
            let results: Vec<Value> = ir.results(op).collect();
            self.define(ir, &results, slots)?;
        }
        if ir.num_regions(op) > 0 {
            self.regions(ir, c, op, isolated, slots.end)?;
        }
        Ok(())
    }

    /// A count of items that each take at least a byte must fit in the data left.
    fn check_count(&self, n: u64, c: &Cursor<'_>) -> ReadResult<()> {
        if n > c.remaining() as u64 {
            return Err(format!("count {n} exceeds the remaining data"));
        }
        Ok(())
    }

    fn regions(&mut self, ir: &mut Ir, c: &mut Cursor<'_>, op: OpId, isolated: bool, parent_end: usize) -> ReadResult<()> {
        if self.depth >= MAX_NESTING {
            return Err("regions nest too deeply".into());
        }
        self.depth += 1;
        let regions: Vec<_> = ir.regions(op).collect();
        let result = if isolated && self.tables.version >= encoding::V_LAZY_LOADING {
            let (id, data) = c.section()?;
            if id != section::IR {
                return Err("expected IR section for region".into());
            }
            let mut inner = Cursor::new(data);
            self.scopes.push(Scope { values: Vec::new() });
            let r = regions.iter().try_for_each(|&r| self.region(ir, &mut inner, r));
            self.scopes.pop();
            r.and_then(|()| if inner.is_empty() { Ok(()) } else { Err("unexpected trailing data in a region section".into()) })
        } else if isolated {
            self.scopes.push(Scope { values: Vec::new() });
            let r = regions.iter().try_for_each(|&r| self.region(ir, c, r));
            self.scopes.pop();
            r
        } else {
            // Nested values come after the enclosing region's.
            let keep = parent_end.min(self.scope().values.len());
            self.scope().values.truncate(keep);
            regions.iter().try_for_each(|&r| self.region(ir, c, r))
        };
        self.depth -= 1;
        result
    }

    fn region(&mut self, ir: &mut Ir, c: &mut Cursor<'_>, region: mlir_ir::RegionId) -> ReadResult<()> {
        let num_blocks = c.varint()?;
        if num_blocks == 0 {
            return Ok(());
        }
        self.check_count(num_blocks, c)?;
        let num_values = c.varint()?;
        // Every value is defined by at least one byte of the section.
        self.check_count(num_values, c)?;
        let mut blocks = Vec::with_capacity(num_blocks as usize);
        for _ in 0..num_blocks {
            let b = ir.create_block();
            ir.append_block(region, b).map_err(|e| e.to_string())?;
            blocks.push(b);
        }
        let base = self.scope().values.len();
        self.scope().values.resize(base + num_values as usize, None);
        let mut slots = RegionSlots { next: base, end: base + num_values as usize };
        let result = blocks.iter().try_for_each(|&b| self.block(ir, c, b, &blocks, &mut slots));
        self.scope().values.truncate(base);
        result
    }

    fn block(&mut self, ir: &mut Ir, c: &mut Cursor<'_>, block: BlockId, blocks: &[BlockId], slots: &mut RegionSlots) -> ReadResult<()> {
        let ctx = ir.ctx.clone();
        let (num_ops, has_args) = c.varint_with_flag()?;
        self.check_count(num_ops, c)?;
        if has_args {
            let n = c.varint()?;
            self.check_count(n, c)?;
            let mut args = Vec::with_capacity(n as usize);
            for _ in 0..n {
                let (ty, loc) = if self.tables.version >= encoding::V_ELIDE_UNKNOWN_BLOCK_ARG_LOC {
                    let (t, has_loc) = c.varint_with_flag()?;
                    let ty = self.attrs.ty(t)?;
                    let loc = if has_loc { self.location(c)? } else { ctx.unknown_loc() };
                    (ty, loc)
                } else {
                    let ty = self.attrs.read_type(c)?;
                    (ty, self.location(c)?)
                };
                args.push(ir.add_argument(block, ty, loc));
            }
            self.define(ir, &args, slots)?;
            if self.tables.version >= encoding::V_USE_LIST_ORDERING && c.byte()? != 0 {
                skip_use_list_orders(c, n)?;
            }
        }
        for _ in 0..num_ops {
            self.op(ir, c, block, blocks, slots, true)?;
        }
        Ok(())
    }

    fn location(&mut self, c: &mut Cursor<'_>) -> ReadResult<mlir_ir::Location> {
        let a = self.attrs.read_attr(c)?;
        self.attrs.ctx.as_location(a).ok_or_else(|| "expected attribute of type: LocationAttr".to_string())
    }
}

/// Reads past use-list orders (the store keeps no use-list order to restore): for a range of
/// `n` values, a count of entries when `n > 1`, then per entry an index when `n > 1` and a
/// list of indices.
fn skip_use_list_orders(c: &mut Cursor<'_>, n: u64) -> ReadResult<()> {
    let entries = if n > 1 { c.varint()? } else { 1 };
    if entries > c.remaining() as u64 {
        return Err("use-list order count exceeds the remaining data".into());
    }
    for _ in 0..entries {
        if n > 1 {
            c.varint()?;
        }
        let (count, _) = c.varint_with_flag()?;
        if count > c.remaining() as u64 {
            return Err("use-list order count exceeds the remaining data".into());
        }
        for _ in 0..count {
            c.varint()?;
        }
    }
    Ok(())
}
