//! The verifier: structural rules, then op-specific hooks.
//!
//! As upstream's `OperationVerifier`: ops are checked in pre-order (blocks on entry and exit),
//! nested isolated-from-above ops are verified on their own, and dominance is checked after
//! the structure. Like upstream, verification stops at the first error (the diagnostic carries
//! a "see current operation" note with the op in generic form), so the messages and their
//! number match upstream's for the same input.

use crate::diag::{Diagnostic, EmitResult, Emitted};
use crate::dialect::Traits;
use crate::print::PrintFlags;
use crate::store::{BlockId, Ir, OpId, RegionId, Value, ValueDef, NONE};
use rustc_hash::FxHashMap;

/// Verifies `op` and everything nested in it. Emits the first error through the context.
pub fn verify(ir: &Ir, op: OpId) -> EmitResult {
    Verifier::new(ir, false).verify_op_and_dominance(op)
}

/// Like [`verify`], but reports every error it can find instead of stopping at the first: an
/// op or block that fails its own checks is not descended into, everything else is still
/// checked. Useful for tools; diagnostics differ from upstream's (which stops at the first).
pub fn verify_all(ir: &Ir, op: OpId) -> EmitResult {
    let mut v = Verifier::new(ir, true);
    let r = v.verify_op_and_dominance(op);
    if v.failed {
        return Err(Emitted);
    }
    r
}

struct Verifier<'a> {
    ir: &'a Ir,
    doms: FxHashMap<RegionId, DomTree>,
    /// See [`UNNUMBERED`]; allocated when the first tree is computed.
    block_number: Vec<u32>,
    /// Whether each unregistered op name's dialect is loaded (looked up once per name).
    /// Per op name (by its index): whether its dialect is loaded, once looked up.
    dialect_loaded: Vec<Option<bool>>,
    /// Keep going after an error (see [`verify_all`]); `failed` records that one was found.
    collect_all: bool,
    failed: bool,
    /// How many ops verified so far check symbol uses ([`OpHooks::has_symbol_uses`]), and
    /// the count when each symbol table was entered: a table whose count did not move holds
    /// no such op, and skips the walk for them.
    symbol_users: usize,
    symbol_users_at_entry: FxHashMap<OpId, usize>,
    /// `builtin.module` and `builtin.unrealized_conversion_cast`, which have checks of
    /// their own here.
    module: crate::context::OpName,
    cast: crate::context::OpName,
}

/// Emits `message` at `op`'s location with the "see current operation" note.
pub fn emit_op_error(ir: &Ir, op: OpId, message: impl Into<String>) -> Emitted {
    let loc = ir.loc(op);
    let d = with_current_op(ir, op, Diagnostic::error(loc, message));
    ir.ctx.emit(d);
    Emitted
}

/// `'name' op message`, as upstream's `emitOpError`.
pub fn emit_op_error_prefixed(ir: &Ir, op: OpId, message: impl AsRef<str>) -> Emitted {
    let text = format!("'{}' op {}", ir.name_str(op), message.as_ref());
    emit_op_error(ir, op, text)
}

/// Attaches the "see current operation" note, unless the context asks not to (upstream's
/// `printOpOnDiagnostic`, which mlir-opt turns off under `--verify-diagnostics`).
pub fn with_current_op(ir: &Ir, op: OpId, d: Diagnostic) -> Diagnostic {
    if !ir.ctx.print_op_on_diagnostic() {
        return d;
    }
    d.with_note(ir.loc(op), current_op_note(ir, op))
}

/// "see current operation: ..." with the op in generic form, named from its nearest
/// isolated-from-above ancestor (values from outside print as `<<UNKNOWN SSA VALUE>>`).
pub fn current_op_note(ir: &Ir, op: OpId) -> String {
    let flags = PrintFlags { generic: true, local_scope: true, assume_verified: true, ..ir.ctx.default_print_flags() };
    let text = crate::print::print_op_in_scope(ir, op, &flags);
    let mut s = String::from("see current operation: ");
    if ir.num_regions(op) > 0 {
        s.push('\n');
    }
    s.push_str(&text);
    s
}

impl<'a> Verifier<'a> {
    fn new(ir: &'a Ir, collect_all: bool) -> Self {
        Verifier {
            ir,
            doms: FxHashMap::default(),
            block_number: Vec::new(),
            dialect_loaded: Vec::new(),
            collect_all,
            failed: false,
            symbol_users: 0,
            symbol_users_at_entry: FxHashMap::default(),
            module: ir.ctx.op_name(crate::builtin::MODULE),
            cast: ir.ctx.op_name(crate::builtin::UNREALIZED_CONVERSION_CAST),
        }
    }

    fn verify_op_and_dominance(&mut self, op: OpId) -> EmitResult {
        let structure = self.verify_operation(op);
        if structure.is_err() && !self.collect_all {
            return structure;
        }
        if self.ir.num_regions(op) != 0 {
            self.verify_dominance(op)?;
        }
        structure
    }

    /// In collect-all mode, records an error and lets the caller go on; otherwise passes it up.
    fn note(&mut self, r: EmitResult) -> Result<bool, Emitted> {
        match r {
            Ok(()) => Ok(true),
            Err(e) if !self.collect_all => Err(e),
            Err(_) => {
                self.failed = true;
                Ok(false)
            }
        }
    }

    /// Pre-order over ops and blocks, skipping nested isolated ops (verified on exit).
    fn verify_operation(&mut self, root: OpId) -> EmitResult {
        enum Item {
            Op(OpId),
            /// Leaving an op; its nested isolated ops are `isolated[start..]`.
            OpExit(OpId, usize),
            Block(BlockId),
            BlockExit(BlockId),
        }
        let ir = self.ir;
        let mut stack: Vec<Item> = vec![Item::Op(root)];
        // Nested isolated-from-above ops met in the blocks walked, in program order, until
        // their parent's exit verifies them.
        let mut isolated: Vec<OpId> = Vec::new();
        while let Some(item) = stack.pop() {
            match item {
                Item::OpExit(op, start) => {
                    let r = if isolated.len() == start {
                        self.op_on_exit(op, &[])
                    } else {
                        let nested = isolated.split_off(start);
                        self.op_on_exit(op, &nested)
                    };
                    self.note(r)?;
                }
                Item::BlockExit(b) => {
                    let r = self.block_on_exit(b);
                    self.note(r)?;
                }
                Item::Op(op) => {
                    if ir.num_regions(op) == 0 {
                        // Nothing nested: entered and left at once.
                        let r = self.leaf_op(op);
                        self.note(r)?;
                        continue;
                    }
                    let r = self.op_on_entrance(op);
                    if !self.note(r)? {
                        continue;
                    }
                    stack.push(Item::OpExit(op, isolated.len()));
                    // Push in program order, then reverse the pushed tail so the first
                    // block pops first (no per-op temporary vectors).
                    let start = stack.len();
                    for r in ir.regions(op) {
                        stack.extend(ir.region_blocks(r).map(Item::Block));
                    }
                    stack[start..].reverse();
                }
                Item::Block(b) => {
                    let r = self.block_on_entrance(b);
                    if !self.note(r)? {
                        // Its nested isolated ops are still verified with their parent.
                        isolated.extend(ir.block_ops(b).filter(|&o| ir.num_regions(o) != 0 && ir.traits(o).contains(Traits::ISOLATED_FROM_ABOVE)));
                        continue;
                    }
                    stack.push(Item::BlockExit(b));
                    let start = stack.len();
                    for o in ir.block_ops(b) {
                        if ir.num_regions(o) != 0 && ir.traits(o).contains(Traits::ISOLATED_FROM_ABOVE) {
                            isolated.push(o);
                        } else {
                            stack.push(Item::Op(o));
                        }
                    }
                    stack[start..].reverse();
                }
            }
        }
        if self.failed {
            return Err(Emitted);
        }
        Ok(())
    }

    fn may_be_valid_without_terminator(&self, b: BlockId) -> bool {
        let ir = self.ir;
        let Some(r) = ir.parent_region_of_block(b) else { return true };
        if ir.first_block(r) != ir.last_block(r) {
            return false;
        }
        match ir.parent_op_of_region(r) {
            None => true,
            Some(op) => !ir.is_registered(op) || ir.traits(op).contains(Traits::NO_TERMINATOR),
        }
    }

    fn block_on_entrance(&mut self, b: BlockId) -> EmitResult {
        let ir = self.ir;
        if ir.block_is_empty(b) {
            if self.may_be_valid_without_terminator(b) {
                return Ok(());
            }
            let r = ir.parent_region_of_block(b).expect("region");
            let loc = ir.parent_op_of_region(r).map_or(ir.ctx.unknown_loc(), |o| ir.loc(o));
            ir.ctx.emit(Diagnostic::error(loc, "empty block: expect at least a terminator"));
            return Err(Emitted);
        }
        let last = ir.last_op(b);
        for op in ir.block_ops(b) {
            if ir.num_successors(op) != 0 && Some(op) != last {
                return Err(emit_op_error(ir, op, "operation with block successors must terminate its parent block"));
            }
        }
        Ok(())
    }

    fn block_on_exit(&mut self, b: BlockId) -> EmitResult {
        let ir = self.ir;
        let region = ir.parent_region_of_block(b);
        if let Some(last) = ir.last_op(b) {
            for s in ir.successors(last) {
                if ir.parent_region_of_block(s) != region {
                    return Err(emit_op_error_prefixed(ir, last, "branching to block of a different region"));
                }
            }
        }
        if self.may_be_valid_without_terminator(b) {
            return Ok(());
        }
        let last = ir.last_op(b).expect("non-empty block");
        let might_terminate = !ir.is_registered(last) || ir.traits(last).contains(Traits::TERMINATOR);
        if !might_terminate {
            let text = crate::print::print_op_in_scope(
                ir,
                last,
                &PrintFlags { generic: true, local_scope: true, assume_verified: true, ..ir.ctx.default_print_flags() },
            );
            return Err(emit_op_error(ir, last, format!("block with no terminator, has {text}")));
        }
        Ok(())
    }

    /// An op without regions: [`Verifier::op_on_entrance`] and, if that passed,
    /// [`Verifier::op_on_exit`], with the op's registration looked up once.
    fn leaf_op(&mut self, op: OpId) -> EmitResult {
        let name = self.ir.op_data(op).name;
        let info = self.ir.ctx.op_info(name).map(|i| &**i);
        self.entrance(op, name, info)?;
        self.exit(op, &[], info)
    }

    fn op_on_entrance(&mut self, op: OpId) -> EmitResult {
        let name = self.ir.op_data(op).name;
        let info = self.ir.ctx.op_info(name).map(|i| &**i);
        self.entrance(op, name, info)
    }

    /// [`Verifier::op_on_entrance`] for an op named `name`, registered as `info`.
    #[inline(always)]
    fn entrance(&mut self, op: OpId, name: crate::context::OpName, info: Option<&'a crate::dialect::OpInfo>) -> EmitResult {
        let ir = self.ir;
        let traits = info.map_or(Traits::default(), |i| i.traits);
        if let Some(info) = info {
            self.verify_traits(op, name, info)?;
        }
        if traits.contains(Traits::SYMBOL_TABLE) {
            self.symbol_users_at_entry.insert(op, self.symbol_users);
        }
        for r in ir.regions(op) {
            if let Some(entry) = ir.first_block(r) {
                if self.has_predecessors(entry) {
                    ir.ctx.emit(Diagnostic::error(ir.loc(op), "entry block of region may not have predecessors"));
                    return Err(Emitted);
                }
            }
        }
        Ok(())
    }

    fn has_predecessors(&self, b: BlockId) -> bool {
        let ir = self.ir;
        let Some(r) = ir.parent_region_of_block(b) else { return false };
        ir.region_blocks(r).any(|blk| ir.last_op(blk).is_some_and(|t| ir.successors(t).any(|s| s == b)))
    }

    /// The structural traits of registered ops (upstream's `verifyInvariants`).
    fn verify_traits(&mut self, op: OpId, name: crate::context::OpName, info: &crate::dialect::OpInfo) -> EmitResult {
        let ir = self.ir;
        let traits = info.traits;

        if traits.contains(Traits::ONE_REGION) && ir.num_regions(op) != 1 {
            return Err(emit_op_error_prefixed(ir, op, "requires one region"));
        }
        if traits.contains(Traits::ZERO_OPERANDS) && ir.num_operands(op) != 0 {
            return Err(emit_op_error_prefixed(ir, op, "requires zero operands"));
        }
        if traits.contains(Traits::ZERO_RESULTS) && ir.num_results(op) != 0 {
            return Err(emit_op_error_prefixed(ir, op, "requires zero results"));
        }
        if traits.contains(Traits::SINGLE_BLOCK) {
            for (i, r) in ir.regions(op).enumerate() {
                if ir.first_block(r) != ir.last_block(r) {
                    return Err(emit_op_error_prefixed(ir, op, format!("expects region #{i} to have 0 or 1 blocks")));
                }
            }
        }
        if traits.contains(Traits::GRAPH_REGIONS) {
            for (i, r) in ir.regions(op).enumerate() {
                if ir.first_block(r) != ir.last_block(r) {
                    return Err(emit_op_error_prefixed(ir, op, format!("expects graph region #{i} to have 0 or 1 blocks")));
                }
            }
        }
        if name == self.cast && ir.num_results(op) == 0 {
            return Err(emit_op_error_prefixed(ir, op, "expected at least one result for cast operation"));
        }
        if name == self.module {
            if ir.region_is_empty(ir.region(op, 0)) {
                return Err(emit_op_error_prefixed(
                    ir,
                    op,
                    "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
                ));
            }
            for (name, _) in ir.ctx.dict_entries(ir.attrs(op)) {
                let n = ir.ctx.str(*name);
                if !n.contains('.') {
                    return Err(emit_op_error_prefixed(
                        ir,
                        op,
                        format!("can only contain attributes with dialect-prefixed names, found: '{n}'"),
                    ));
                }
            }
        }
        if info.hooks.has_symbol_uses() {
            self.symbol_users += 1;
        }
        info.hooks.verify(ir, op)
    }

    /// `isolated`: the isolated-from-above ops directly nested in `op`'s blocks, in program
    /// order (found by the walk, not yet verified).
    fn op_on_exit(&mut self, op: OpId, isolated: &[OpId]) -> EmitResult {
        let info = self.ir.ctx.op_info(self.ir.op_data(op).name).map(|i| &**i);
        self.exit(op, isolated, info)
    }

    /// [`Verifier::op_on_exit`] for an op registered as `info`.
    #[inline(always)]
    fn exit(&mut self, op: OpId, isolated: &[OpId], info: Option<&'a crate::dialect::OpInfo>) -> EmitResult {
        let ir = self.ir;
        // Nested isolated ops are verified on their own (upstream may do this in parallel).
        // Every one is verified, even after one fails, as upstream's (possibly parallel)
        // loop over them does; the op itself fails if any did.
        let mut nested_failed = None;
        for &o in isolated {
            let r = self.verify_op_and_dominance(o);
            if let Err(e) = r {
                nested_failed.get_or_insert(e);
            }
        }
        if let Some(e) = nested_failed {
            self.note(Err(e))?;
        }
        if let Some(info) = info {
            let traits = info.traits;
            if traits.contains(Traits::ISOLATED_FROM_ABOVE) {
                self.verify_isolated(op)?;
            }
            if traits.contains(Traits::SYMBOL_TABLE) {
                // The table's own ops were counted after its entry; no entry (an error cut the
                // walk short) means checking everything.
                let users_inside = self.symbol_users_at_entry.remove(&op).is_none_or(|at| at != self.symbol_users);
                crate::symbol::verify_symbol_table(ir, op, users_inside)?;
            }
            return info.hooks.verify_regions(ir, op);
        }
        self.unregistered_on_exit(op)
    }

    /// An unregistered op: allowed if its dialect is not loaded and the context allows
    /// unregistered dialects.
    fn unregistered_on_exit(&mut self, op: OpId) -> EmitResult {
        let ir = self.ir;
        let key = ir.name(op).0 as usize;
        if self.dialect_loaded.len() <= key {
            self.dialect_loaded.resize(key + 1, None);
        }
        let loaded = *self.dialect_loaded[key].get_or_insert_with(|| {
            let name = ir.name_str(op);
            name.contains('.') && ir.ctx.is_dialect_loaded(name.split('.').next().unwrap_or(""))
        });
        if !loaded {
            if !ir.ctx.allows_unregistered_dialects() {
                return Err(emit_op_error_prefixed(
                    ir,
                    op,
                    "created with unregistered dialect. If this is intended, please call \
                     allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with \
                     the MLIR opt tool used",
                ));
            }
            return Ok(());
        }
        let name = ir.name_str(op);
        let dialect = name.split('.').next().unwrap_or("");
        let text = format!(
            "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
        );
        Err(emit_op_error(ir, op, text))
    }

    /// No op nested in `op` uses a value defined outside it.
    fn verify_isolated(&mut self, op: OpId) -> EmitResult {
        let ir = self.ir;
        let mut stack: Vec<OpId> = Vec::new();
        for r in ir.regions(op) {
            for b in ir.region_blocks(r) {
                stack.extend(ir.block_ops(b));
            }
        }
        while let Some(o) = stack.pop() {
            let data = ir.op_data(o);
            for operand in ir.operands_of(data) {
                // A value of the user's own block is inside, as the user is (read from the
                // store's own records: an operand's value is live by the store's invariants).
                let raw = operand.value;
                let def_block = if raw.is_arg() { raw.owner } else { ir.ops.at(raw.owner).block };
                if def_block == data.block {
                    continue;
                }
                let v = ir.value_of(raw);
                let inside = match ir.value_block(v) {
                    Some(b) => ir.block_parent_op(b).is_some_and(|p| ir.is_ancestor(op, p)),
                    None => false,
                };
                if !inside {
                    let d = Diagnostic::error(ir.loc(o), format!("'{}' op using value defined outside the region", ir.name_str(o)));
                    let d = with_current_op(ir, o, d)
                        .with_note(ir.loc(op), "required by region isolation constraints");
                    ir.ctx.emit(d);
                    return Err(Emitted);
                }
            }
            if !data.regions().is_empty() && !ir.traits(o).contains(Traits::ISOLATED_FROM_ABOVE) {
                for r in ir.regions(o) {
                    for b in ir.region_blocks(r) {
                        stack.extend(ir.block_ops(b));
                    }
                }
            }
        }
        Ok(())
    }

    // ----- dominance -----

    /// Whether values must dominate their uses in region `r` (not a graph region).
    fn has_ssa_dominance(&self, r: RegionId) -> bool {
        has_ssa_dominance(self.ir, r)
    }

    fn verify_dominance(&mut self, root: OpId) -> EmitResult {
        let ir = self.ir;
        let mut worklist = vec![root];
        while let Some(op) = worklist.pop() {
            for r in ir.regions(op) {
                let ssa = self.has_ssa_dominance(r);
                let entry = ir.first_block(r);
                let entry_idx = entry.map_or(NONE, |e| e.idx);
                for b in ir.region_blocks(r) {
                    // Uses in unreachable blocks are not checked (as upstream); a block is
                    // reachable when its region's dominator tree numbered it. That tree is
                    // built only for a use the fast path below cannot settle: most regions
                    // never need one.
                    let mut reachable = if !ssa || Some(b) == entry { Some(true) } else { None };
                    for o in ir.block_ops(b) {
                        let data = ir.op_data(o);
                        for (i, operand) in ir.operands_of(data).iter().enumerate() {
                            // Fast path, on the store's own records (an operand's value is live
                            // by the store's invariants): a value of this block used by an op
                            // of it, or a value of the region's entry block used in another
                            // block (the entry block dominates every reachable block, and
                            // unreachable ones are not checked).
                            let raw = operand.value;
                            let ok = if raw.is_arg() {
                                raw.owner == b.idx || raw.owner == entry_idx
                            } else {
                                let def = ir.ops.at(raw.owner);
                                // An op may use its own result only in a graph region.
                                (def.block == b.idx && (!ssa || raw.owner != o.idx && def.order < data.order))
                                    || (def.block == entry_idx && b.idx != entry_idx)
                            };
                            if ok {
                                continue;
                            }
                            let is_reachable = *reachable.get_or_insert_with(|| {
                                self.dom_tree(r);
                                self.block_number[b.idx as usize] != UNNUMBERED
                            });
                            if !is_reachable {
                                break;
                            }
                            let v = ir.value_of(raw);
                            if !self.properly_dominates(v, o) {
                                let e = self.diagnose_dominance(o, i, v);
                                if !self.collect_all {
                                    return Err(e);
                                }
                                self.failed = true;
                            }
                        }
                        if ir.num_regions(o) != 0 && !ir.traits(o).contains(Traits::ISOLATED_FROM_ABOVE) {
                            worklist.push(o);
                        }
                    }
                }
            }
        }
        // The trees built here are of regions under `root` (values cannot cross an isolated
        // op's boundary, so no later query reaches into them): free them now rather than
        // keeping one per function until the end.
        self.doms.clear();
        Ok(())
    }

    fn dom_tree(&mut self, r: RegionId) -> &DomTree {
        let ir = self.ir;
        if self.block_number.is_empty() {
            self.block_number = vec![UNNUMBERED; ir.index_bounds().1];
        }
        let number = &mut self.block_number;
        self.doms.entry(r).or_insert_with(|| DomTree::number(ir, r, number))
    }

    /// Whether `v` is available at `user` (upstream's `DominanceInfo::properlyDominates`).
    fn properly_dominates(&mut self, v: Value, user: OpId) -> bool {
        let ir = self.ir;
        let Some(def_block) = ir.value_block(v) else { return false };
        let Some(region) = ir.parent_region_of_block(def_block) else { return false };
        // The ancestor of `user` in the defining region.
        let mut u = user;
        let ub = loop {
            let Some(b) = ir.parent_block(u) else { return false };
            if ir.parent_region_of_block(b) == Some(region) {
                break b;
            }
            match ir.block_parent_op(b) {
                Some(p) => u = p,
                None => return false,
            }
        };
        if let ValueDef::Result { op: def, .. } = ir.value_def(v) {
            if def == user {
                // An op may use its own result only in a graph region.
                return !self.has_ssa_dominance(region);
            }
            if def == u {
                // A result is never available in the regions of its own op.
                return false;
            }
        }
        if !self.has_ssa_dominance(region) {
            return true;
        }
        if ub == def_block {
            return match ir.value_def(v) {
                ValueDef::Argument { .. } => true,
                ValueDef::Result { op: def, .. } => ir.is_before_in_block(def, u),
            };
        }
        // The entry block dominates every block of its region.
        if ir.first_block(region) == Some(def_block) {
            return true;
        }
        self.dom_tree(region);
        let tree = self.doms.get_mut(&region).expect("just computed");
        tree.compute_intervals(ir, &self.block_number);
        tree.dominates(&self.block_number, def_block, ub)
    }

    fn diagnose_dominance(&mut self, op: OpId, i: usize, v: Value) -> Emitted {
        let ir = self.ir;
        let msg = format!("operand #{i} does not dominate this use");
        let mut d = with_current_op(ir, op, Diagnostic::error(ir.loc(op), msg));
        let user_block = ir.parent_block(op);
        let user_region = user_block.and_then(|b| ir.parent_region_of_block(b));
        let relation = |def_region: Option<RegionId>| -> &'static str {
            if def_region == user_region {
                "same region"
            } else if def_region.is_some_and(|dr| region_is_proper_ancestor(ir, dr, user_region)) {
                "parent region"
            } else if user_region.is_some_and(|ur| region_is_proper_ancestor(ir, ur, def_region)) {
                "child region"
            } else {
                "neither"
            }
        };
        match ir.value_def(v) {
            ValueDef::Result { op: def, .. } => {
                let def_block = ir.parent_block(def);
                let def_region = def_block.and_then(|b| ir.parent_region_of_block(b));
                let where_ = if def_block == user_block {
                    " (op in the same block)"
                } else {
                    match relation(def_region) {
                        "same region" => " (op in the same region)",
                        "parent region" => " (op in a parent region)",
                        "child region" => " (op in a child region)",
                        _ => " (op is neither in a parent nor in a child region)",
                    }
                };
                d = d.with_note(ir.loc(def), format!("operand defined here{where_}"));
            }
            ValueDef::Argument { block, .. } => {
                let loc = ir.block_parent_op(block).map_or(ir.ctx.unknown_loc(), |p| ir.loc(p));
                let def_region = ir.parent_region_of_block(block);
                let index = def_region.map_or(0, |r| ir.region_blocks(r).position(|b| b == block).unwrap_or(0));
                let where_ = match relation(def_region) {
                    "same region" => " in the same region)",
                    "parent region" => " in a parent region)",
                    "child region" => " in a child region)",
                    _ => " neither in a parent nor in a child region)",
                };
                d = d.with_note(loc, format!("operand defined as a block argument (block #{index}{where_}"));
            }
        }
        ir.ctx.emit(d);
        Emitted
    }
}

/// Whether region `a` strictly contains region `b`.
fn region_is_proper_ancestor(ir: &Ir, a: RegionId, b: Option<RegionId>) -> bool {
    let mut cur = b;
    while let Some(r) = cur {
        let Some(op) = ir.parent_op_of_region(r) else { return false };
        let Some(pb) = ir.parent_block(op) else { return false };
        cur = ir.parent_region_of_block(pb);
        if cur == Some(a) {
            return true;
        }
    }
    false
}

/// Immediate dominators of the blocks of one region (Cooper, Harvey and Kennedy's iterative
/// algorithm over reverse post-order). Unreachable blocks have no entry.
struct DomTree {
    /// The reachable blocks in reverse post-order (numbered so in the shared numbering).
    rpo: Vec<BlockId>,
    /// Reverse post-order number → (entry, exit) times of a depth-first walk of the dominator
    /// tree: `a` dominates `b` exactly when `b`'s interval nests in `a`'s, an O(1) test.
    /// Computed on the first dominance query (reachability needs only the numbering).
    interval: Vec<(u32, u32)>,
}

/// Successor `i` of `b`'s terminator, if any.
fn successor(ir: &Ir, b: BlockId, i: usize) -> Option<BlockId> {
    ir.last_op(b).filter(|&t| i < ir.num_successors(t)).map(|t| ir.successor(t, i))
}

/// Block index → reverse post-order number within its region's dominator tree, shared by all
/// regions' trees (a block belongs to one region); `UNNUMBERED` for unreachable blocks and
/// blocks of regions whose tree is not computed.
const UNNUMBERED: u32 = u32::MAX;

impl DomTree {
    /// Numbers the blocks reachable from the entry in reverse post-order.
    fn number(ir: &Ir, r: RegionId, number: &mut [u32]) -> DomTree {
        let Some(entry) = ir.first_block(r) else { return DomTree { rpo: Vec::new(), interval: Vec::new() } };
        // Post-order by iterative DFS; (block, next successor to look at). `number` marks
        // visited blocks (with a provisional value) until the real numbers are known.
        const VISITING: u32 = u32::MAX - 1;
        let mut post: Vec<BlockId> = Vec::with_capacity(8);
        let mut stack: Vec<(BlockId, usize)> = Vec::with_capacity(8);
        stack.push((entry, 0));
        number[entry.idx as usize] = VISITING;
        while let Some((b, i)) = stack.pop() {
            match successor(ir, b, i) {
                Some(s) => {
                    stack.push((b, i + 1));
                    if number[s.idx as usize] == UNNUMBERED {
                        number[s.idx as usize] = VISITING;
                        stack.push((s, 0));
                    }
                }
                None => post.push(b),
            }
        }
        post.reverse();
        for (i, b) in post.iter().enumerate() {
            number[b.idx as usize] = i as u32;
        }
        DomTree { rpo: post, interval: Vec::new() }
    }

    /// Cooper, Harvey and Kennedy's iterative algorithm over the numbered blocks. Adjacency
    /// lists are flat (one allocation each).
    fn compute_intervals(&mut self, ir: &Ir, number: &[u32]) {
        let n = self.rpo.len();
        if n == 0 || !self.interval.is_empty() {
            return;
        }
        let idom = immediate_dominators(ir, &self.rpo, number);
        // Number the dominator tree depth first (iteratively: trees can be deep). Children
        // lists are flat too: (parent, child) pairs sorted by parent.
        let mut tree: Vec<(usize, usize)> = (1..n).map(|i| (idom[i], i)).collect();
        tree.sort_unstable();
        let mut child_start = vec![0usize; n + 1];
        for &(p, _) in &tree {
            child_start[p + 1] += 1;
        }
        for i in 0..n {
            child_start[i + 1] += child_start[i];
        }
        let mut interval = vec![(0u32, 0u32); n];
        let mut clock = 0u32;
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        while let Some((node, next_child)) = stack.pop() {
            let at = child_start[node] + next_child;
            if at < child_start[node + 1] {
                let c = tree[at].1;
                stack.push((node, next_child + 1));
                clock += 1;
                interval[c].0 = clock;
                stack.push((c, 0));
            } else {
                clock += 1;
                interval[node].1 = clock;
            }
        }
        self.interval = interval;
    }

    /// Whether `a` dominates `b` (both in the region, numbered by `number`). O(1).
    fn dominates(&self, number: &[u32], a: BlockId, b: BlockId) -> bool {
        let (na, nb) = (number[a.idx as usize], number[b.idx as usize]);
        if nb == UNNUMBERED {
            // Uses in unreachable blocks are not checked.
            return true;
        }
        if na == UNNUMBERED {
            // Defs in unreachable blocks dominate nothing.
            return false;
        }
        let (ia, ib) = (self.interval[na as usize], self.interval[nb as usize]);
        ia.0 <= ib.0 && ib.1 <= ia.1
    }
}

/// The immediate dominator of each block of `rpo` (the reachable blocks of a region in reverse
/// post-order, numbered so in `number`), as an index into `rpo`; the entry's is itself.
/// Cooper, Harvey and Kennedy's iterative algorithm, with flat predecessor lists.
pub(crate) fn immediate_dominators(ir: &Ir, rpo: &[BlockId], number: &[u32]) -> Vec<usize> {
    let n = rpo.len();
    let rpo = |i: usize| rpo[i];
    // Predecessor lists, flat: preds of node i are pred_list[pred_start[i]..pred_start[i+1]].
    let mut edges: Vec<(u32, u32)> = Vec::new();
    for i in 0..n {
        let b = rpo(i);
        let mut k = 0;
        while let Some(s) = successor(ir, b, k) {
            edges.push((number[s.idx as usize], i as u32));
            k += 1;
        }
    }
    edges.sort_unstable();
    let mut pred_start = vec![0usize; n + 1];
    for &(t, _) in &edges {
        pred_start[t as usize + 1] += 1;
    }
    for i in 0..n {
        pred_start[i + 1] += pred_start[i];
    }
    const UNDEF: usize = usize::MAX;
    let mut idom = vec![UNDEF; n];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for i in 1..n {
            let mut new = UNDEF;
            for &(_, p) in &edges[pred_start[i]..pred_start[i + 1]] {
                let p = p as usize;
                if idom[p] == UNDEF {
                    continue;
                }
                new = if new == UNDEF { p } else { intersect(&idom, p, new) };
            }
            if new != idom[i] {
                idom[i] = new;
                changed = true;
            }
        }
    }
    idom
}

/// Whether values in `r` must dominate their uses: not in a graph region (an unregistered op's
/// single-block region may be one).
pub fn has_ssa_dominance(ir: &Ir, r: RegionId) -> bool {
    match ir.parent_op_of_region(r) {
        None => true,
        Some(op) if !ir.is_registered(op) => ir.first_block(r) != ir.last_block(r),
        Some(op) => !ir.traits(op).contains(Traits::GRAPH_REGIONS),
    }
}

/// The dominator tree of `region`'s reachable blocks: the blocks in reverse post-order, and
/// each one's immediate dominator as an index into that list (the entry's is 0). `numbering` is
/// scratch space a caller reuses across regions (grown here, left all unnumbered), so that a
/// walk over many regions does not pay for a table of every block each time.
pub fn dominator_tree(ir: &Ir, region: RegionId, numbering: &mut Vec<u32>) -> (Vec<BlockId>, Vec<usize>) {
    let blocks = ir.index_bounds().1;
    if numbering.len() < blocks {
        numbering.resize(blocks, UNNUMBERED);
    }
    let tree = DomTree::number(ir, region, numbering);
    let idom = if tree.rpo.is_empty() { Vec::new() } else { immediate_dominators(ir, &tree.rpo, numbering) };
    // Every block the walk marked is in `rpo`: unmark them for the next region.
    for b in &tree.rpo {
        numbering[b.idx as usize] = UNNUMBERED;
    }
    (tree.rpo, idom)
}

fn intersect(idom: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a];
        }
        while b > a {
            b = idom[b];
        }
    }
    a
}
