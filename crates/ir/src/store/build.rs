//! Creating, inserting, detaching, moving and erasing IR.

use super::*;

impl Ir {
    /// Creates a detached operation with `state.num_regions` empty regions. Operands must be live
    /// values of this store.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        self.create_op_from(
            state.name,
            state.loc.into(),
            &state.operands,
            &state.result_types,
            state.attrs,
            state.props,
            &state.successors,
            state.num_regions,
        )
    }

    /// As [`Ir::create_op`], from borrowed parts (no `OperationState` to build).
    #[allow(clippy::too_many_arguments)]
    pub fn create_op_from(
        &mut self,
        name: crate::context::OpName,
        loc: OpLoc,
        operands: &[Value],
        result_types: &[Type],
        attrs: Option<Attribute>,
        props: Option<Attribute>,
        successors: &[BlockId],
        num_regions: usize,
    ) -> OpId {
        let attrs = attrs.unwrap_or_else(|| self.ctx.empty_dictionary());
        let props = self.with_default_props(name, props);
        // A fresh op: its operands are pushed and then linked, nothing to unlink first.
        self.compact_operands();
        let span = self.operand_table.push(operands.iter().map(|v| v.raw));
        let (idx, gen) = self.ops.insert_with(|| OpData {
            name,
            loc,
            block: NONE,
            prev: NONE,
            next: NONE,
            order: 0,
            operands: span,
            // Filled in place below: a list built here would be copied into the arena by
            // loads wider than its stores (a stall the processor cannot forward around).
            results: SmallVec::new(),
            extra: (num_regions > 0 || !successors.is_empty()).then(|| {
                Box::new(OpExtra {
                    regions: SmallVec::with_capacity(num_regions),
                    successors: successors.iter().map(|b| b.idx).collect(),
                })
            }),
            attrs,
            props,
        });
        let op = OpId { idx, gen };
        {
            let d = self.ops.at_mut(idx);
            d.results.extend(result_types.iter().map(|&ty| ResultData { ty, first_use: UseRef::NIL }));
        }
        self.link_fresh_operands(idx, span);
        for _ in 0..num_regions {
            let (r, _) = self.regions.insert(RegionData { op: idx, first_block: NONE, last_block: NONE });
            self.ops.at_mut(idx).extra_mut().regions.push(r);
        }
        op
    }

    /// `props` with the op's default-valued properties added where absent (upstream's
    /// `populateDefaultProperties`, run whenever an op is created).
    fn with_default_props(&self, name: crate::context::OpName, props: Option<Attribute>) -> Option<Attribute> {
        let Some(info) = self.ctx.op_info(name) else {
            return props;
        };
        if info.default_props.is_empty() {
            return props;
        }
        let existing: &[(crate::ident::Ident, Attribute)] = match props {
            None => return Some(*info.defaults_dict.get_or_init(|| self.ctx.dictionary(info.default_props.clone()))),
            Some(p) => match self.ctx.attr_kind(p) {
                crate::attrs::AttrKind::Dictionary(es) => es,
                _ => return props,
            },
        };
        // The common case: every default is already set.
        if info.default_props.iter().all(|(n, _)| existing.iter().any(|(m, _)| m == n)) {
            return props;
        }
        let mut entries = existing.to_vec();
        let before = entries.len();
        for (n, v) in &info.default_props {
            if !entries[..before].iter().any(|(m, _)| m == n) {
                entries.push((*n, *v));
            }
        }
        if entries.len() == before {
            return props;
        }
        Some(self.ctx.dictionary(entries))
    }

    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let old = self.op_data(op).operands;
        for i in 0..old.len {
            self.unlink_use(op.idx, i);
        }
        let span = if values.len() <= old.len() {
            // In place: the unlinked entries take the new values.
            let span = self.operand_table.shrink(old, values.len() as u32);
            for (o, v) in self.operand_table.get_mut(span).iter_mut().zip(values) {
                o.value = v.raw;
            }
            span
        } else {
            self.operand_table.release(old);
            self.ops.at_mut(op.idx).operands = Span::default();
            self.compact_operands();
            self.operand_table.push(values.iter().map(|v| v.raw))
        };
        self.ops.at_mut(op.idx).operands = span;
        for (i, v) in values.iter().enumerate() {
            self.link_use_of(op.idx, i as u32, v.raw);
        }
    }

    /// Replaces operand `i` of `op` with `value`.
    pub fn set_operand(&mut self, op: OpId, i: usize, value: Value) {
        self.check_op(op).expect("live op");
        self.unlink_use(op.idx, i as u32);
        self.operand_mut(UseRef { op: op.idx, idx: i as u32 }).value = value.raw;
        self.link_use(op.idx, i as u32);
    }

    pub fn set_successor(&mut self, op: OpId, i: usize, block: BlockId) {
        self.op_data_mut(op).extra_mut().successors[i] = block.idx;
    }

    /// Appends a new empty region to `op`.
    pub fn add_region(&mut self, op: OpId) -> RegionId {
        self.check_op(op).expect("live op");
        let (r, gen) = self.regions.insert(RegionData { op: op.idx, first_block: NONE, last_block: NONE });
        self.ops.at_mut(op.idx).extra_mut().regions.push(r);
        RegionId { idx: r, gen }
    }

    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> BlockId {
        let (idx, gen) = self.blocks.insert(BlockData {
            region: NONE,
            prev: NONE,
            next: NONE,
            first_op: NONE,
            last_op: NONE,
            args: Vec::new(),
        });
        BlockId { idx, gen }
    }

    pub fn add_argument(&mut self, b: BlockId, ty: Type, loc: Location) -> Value {
        self.add_argument_at(b, ty, loc.into())
    }

    /// As [`Ir::add_argument`], with the location as stored (a parser's source position).
    pub fn add_argument_at(&mut self, b: BlockId, ty: Type, loc: OpLoc) -> Value {
        self.check_block(b).expect("live block");
        let args = &mut self.blocks.at_mut(b.idx).args;
        args.push(ArgData { ty, loc, first_use: UseRef::NIL });
        Value { raw: RawValue::arg(b.idx, (args.len() - 1) as u32), gen: b.gen }
    }

    /// Erases argument `i` of `b`, which must have no uses; later arguments shift down.
    pub fn erase_argument(&mut self, b: BlockId, i: usize) -> Result<(), IrError> {
        self.check_block(b)?;
        let len = self.blocks.at(b.idx).args.len();
        if i >= len {
            return Err(IrError::OutOfRange { what: "argument", index: i, len });
        }
        if !self.blocks.at(b.idx).args[i].first_use.is_nil() {
            return Err(IrError::ArgumentInUse);
        }
        self.blocks.at_mut(b.idx).args.remove(i);
        // Uses of later arguments name them by index: renumber.
        for j in i..len - 1 {
            let mut u = self.blocks.at(b.idx).args[j].first_use;
            while !u.is_nil() {
                let operand = self.operand_mut(u);
                operand.value = RawValue::arg(b.idx, j as u32);
                u = operand.next;
            }
        }
        Ok(())
    }

    // ----- block placement -----

    /// Appends a detached block to a region.
    pub fn append_block(&mut self, r: RegionId, b: BlockId) -> Result<(), IrError> {
        self.check_region(r)?;
        self.check_block(b)?;
        if self.blocks.at(b.idx).region != NONE {
            return Err(IrError::AlreadyAttached("block"));
        }
        if self.block_contains_region(b.idx, r.idx) {
            return Err(IrError::Cycle);
        }
        let last = self.regions.at(r.idx).last_block;
        self.link_block(r.idx, b.idx, last, NONE);
        Ok(())
    }

    /// Inserts a detached block before `anchor` (in `anchor`'s region).
    pub fn insert_block_before(&mut self, anchor: BlockId, b: BlockId) -> Result<(), IrError> {
        self.check_block(anchor)?;
        self.check_block(b)?;
        if self.blocks.at(b.idx).region != NONE {
            return Err(IrError::AlreadyAttached("block"));
        }
        let a = self.blocks.at(anchor.idx);
        let (region, prev) = (a.region, a.prev);
        if region == NONE {
            return Err(IrError::Stale("parent region"));
        }
        if self.block_contains_region(b.idx, region) {
            return Err(IrError::Cycle);
        }
        self.link_block(region, b.idx, prev, anchor.idx);
        Ok(())
    }

    /// Inserts a detached block after `anchor`.
    pub fn insert_block_after(&mut self, anchor: BlockId, b: BlockId) -> Result<(), IrError> {
        match self.next_block(anchor) {
            Some(n) => self.insert_block_before(n, b),
            None => {
                let r = self.parent_region_of_block(anchor).ok_or(IrError::Stale("parent region"))?;
                self.append_block(r, b)
            }
        }
    }

    /// Whether region `r` is nested (at any depth) in block `b`: placing `b` in `r` would make
    /// the block contain itself.
    fn block_contains_region(&self, b: u32, mut r: u32) -> bool {
        loop {
            let owner = self.regions.at(r).op;
            if owner == NONE {
                return false;
            }
            let ob = self.ops.at(owner).block;
            if ob == NONE {
                return false;
            }
            if ob == b {
                return true;
            }
            r = self.blocks.at(ob).region;
            if r == NONE {
                return false;
            }
        }
    }

    fn link_block(&mut self, region: u32, b: u32, prev: u32, next: u32) {
        {
            let d = self.blocks.at_mut(b);
            d.region = region;
            d.prev = prev;
            d.next = next;
        }
        if prev == NONE {
            self.regions.at_mut(region).first_block = b;
        } else {
            self.blocks.at_mut(prev).next = b;
        }
        if next == NONE {
            self.regions.at_mut(region).last_block = b;
        } else {
            self.blocks.at_mut(next).prev = b;
        }
    }

    /// Detaches a block from its region (its ops stay in it).
    pub fn detach_block(&mut self, b: BlockId) -> Result<(), IrError> {
        self.check_block(b)?;
        let d = self.blocks.at(b.idx);
        let (region, prev, next) = (d.region, d.prev, d.next);
        if region == NONE {
            return Ok(());
        }
        if prev == NONE {
            self.regions.at_mut(region).first_block = next;
        } else {
            self.blocks.at_mut(prev).next = next;
        }
        if next == NONE {
            self.regions.at_mut(region).last_block = prev;
        } else {
            self.blocks.at_mut(next).prev = prev;
        }
        let d = self.blocks.at_mut(b.idx);
        d.region = NONE;
        d.prev = NONE;
        d.next = NONE;
        Ok(())
    }

    // ----- op placement -----

    /// Appends a detached op at the end of `b`.
    pub fn append_op(&mut self, b: BlockId, op: OpId) -> Result<(), IrError> {
        self.check_block(b)?;
        let last = self.blocks.at(b.idx).last_op;
        self.link_op_checked(b.idx, op, last, NONE)
    }

    /// Inserts a detached op at the start of `b`.
    pub fn prepend_op(&mut self, b: BlockId, op: OpId) -> Result<(), IrError> {
        self.check_block(b)?;
        let first = self.blocks.at(b.idx).first_op;
        self.link_op_checked(b.idx, op, NONE, first)
    }

    /// Inserts a detached op before `anchor`.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) -> Result<(), IrError> {
        self.check_op(anchor)?;
        let a = self.ops.at(anchor.idx);
        let (block, prev) = (a.block, a.prev);
        if block == NONE {
            return Err(IrError::Stale("parent block of the anchor"));
        }
        self.link_op_checked(block, op, prev, anchor.idx)
    }

    /// Inserts a detached op after `anchor`.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) -> Result<(), IrError> {
        self.check_op(anchor)?;
        let a = self.ops.at(anchor.idx);
        let (block, next) = (a.block, a.next);
        if block == NONE {
            return Err(IrError::Stale("parent block of the anchor"));
        }
        self.link_op_checked(block, op, anchor.idx, next)
    }

    fn link_op_checked(&mut self, block: u32, op: OpId, prev: u32, next: u32) -> Result<(), IrError> {
        self.check_op(op)?;
        if self.ops.at(op.idx).block != NONE {
            return Err(IrError::AlreadyAttached("operation"));
        }
        // Refuse to put an op inside its own regions.
        let mut r = self.blocks.at(block).region;
        while r != NONE {
            let owner = self.regions.at(r).op;
            if owner == NONE {
                break;
            }
            if owner == op.idx {
                return Err(IrError::Cycle);
            }
            let ob = self.ops.at(owner).block;
            if ob == NONE {
                break;
            }
            r = self.blocks.at(ob).region;
        }
        self.link_op(block, op.idx, prev, next);
        Ok(())
    }

    /// Links op `o` between `prev` and `next` in `block` and gives it an order key.
    pub(crate) fn link_op(&mut self, block: u32, o: u32, prev: u32, next: u32) {
        let lo = if prev == NONE { 0 } else { self.ops.at(prev).order };
        let order = if next == NONE {
            lo + ORDER_STRIDE
        } else {
            let hi = self.ops.at(next).order;
            if hi - lo >= 2 { lo + (hi - lo) / 2 } else { 0 }
        };
        {
            let d = self.ops.at_mut(o);
            d.block = block;
            d.prev = prev;
            d.next = next;
            d.order = order;
        }
        if prev == NONE {
            self.blocks.at_mut(block).first_op = o;
        } else {
            self.ops.at_mut(prev).next = o;
        }
        if next == NONE {
            self.blocks.at_mut(block).last_op = o;
        } else {
            self.ops.at_mut(next).prev = o;
        }
        if order == 0 {
            self.renumber_block(block);
        }
    }

    /// Gives the ops of `block` evenly spaced order keys. O(ops in block); runs only when an
    /// insertion finds no gap between its neighbours.
    fn renumber_block(&mut self, block: u32) {
        let mut cur = self.blocks.at(block).first_op;
        let mut key = 0;
        while cur != NONE {
            key += ORDER_STRIDE;
            let d = self.ops.at_mut(cur);
            d.order = key;
            cur = d.next;
        }
    }

    /// Removes `op` from its block (if any); it stays alive, detached, with its regions.
    pub fn detach_op(&mut self, op: OpId) -> Result<(), IrError> {
        self.check_op(op)?;
        let d = self.ops.at(op.idx);
        let (block, prev, next) = (d.block, d.prev, d.next);
        if block == NONE {
            return Ok(());
        }
        if prev == NONE {
            self.blocks.at_mut(block).first_op = next;
        } else {
            self.ops.at_mut(prev).next = next;
        }
        if next == NONE {
            self.blocks.at_mut(block).last_op = prev;
        } else {
            self.ops.at_mut(next).prev = prev;
        }
        let d = self.ops.at_mut(op.idx);
        d.block = NONE;
        d.prev = NONE;
        d.next = NONE;
        Ok(())
    }

    /// Moves `op` (attached or not) to just before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) -> Result<(), IrError> {
        self.check_op(anchor)?;
        self.check_op(op)?;
        if op == anchor {
            return Ok(());
        }
        // Check before detaching, so a refused move changes nothing.
        if self.is_ancestor(op, anchor) {
            return Err(IrError::Cycle);
        }
        self.detach_op(op)?;
        self.insert_op_before(anchor, op)
    }

    /// Moves `op` to just after `anchor`.
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) -> Result<(), IrError> {
        self.check_op(anchor)?;
        self.check_op(op)?;
        if op == anchor {
            return Ok(());
        }
        if self.is_ancestor(op, anchor) {
            return Err(IrError::Cycle);
        }
        self.detach_op(op)?;
        self.insert_op_after(anchor, op)
    }

    // ----- erasure -----

    /// Erases `op` and everything nested in it. Refused (and nothing changes) if a result of the
    /// erased IR is used by an op that is not being erased.
    pub fn erase_op(&mut self, op: OpId) -> Result<(), IrError> {
        self.check_op(op)?;
        let mut subtree = Vec::new();
        self.collect_subtree(op.idx, &mut subtree);
        // Mark membership via a sorted list; subtrees are usually small.
        let mut members = subtree.clone();
        members.sort_unstable();
        self.check_no_escaping_uses(&subtree, &members)?;
        self.detach_op(op)?;
        for &o in &subtree {
            let n = self.ops.at(o).operands.len;
            for i in 0..n {
                self.unlink_use(o, i);
            }
        }
        for &o in &subtree {
            let data = self.ops.remove(o);
            self.operand_table.release(data.operands);
            for &r in data.regions() {
                let mut b = self.regions.at(r).first_block;
                while b != NONE {
                    let next = self.blocks.at(b).next;
                    self.blocks.remove(b);
                    b = next;
                }
                self.regions.remove(r);
            }
        }
        Ok(())
    }

    /// Refuses erasing the ops `subtree` (sorted copy: `members`) if a value they define — a
    /// result, or an argument of a block nested in them — is used by an op outside them. The
    /// API can move ops anywhere, so uses may cross the subtree's boundary before the verifier
    /// runs; erasing then would leave dangling uses.
    fn check_no_escaping_uses(&self, subtree: &[u32], members: &[u32]) -> Result<(), IrError> {
        let inside = |o: u32| members.binary_search(&o).is_ok();
        let escapes = |mut u: UseRef| -> bool {
            while !u.is_nil() {
                if !inside(u.op) {
                    return true;
                }
                u = self.operand_at(u).next;
            }
            false
        };
        for &o in subtree {
            let data = self.ops.at(o);
            if data.results.iter().any(|r| escapes(r.first_use)) {
                return Err(IrError::ResultInUse { op: self.ctx.op_name_str(data.name).to_string() });
            }
            for &r in data.regions() {
                let mut b = self.regions.at(r).first_block;
                while b != NONE {
                    if self.blocks.at(b).args.iter().any(|a| escapes(a.first_use)) {
                        return Err(IrError::ArgumentInUse);
                    }
                    b = self.blocks.at(b).next;
                }
            }
        }
        Ok(())
    }

    /// Erases a block of a region (detaching it first) with all its ops. Refused (and nothing
    /// changes) if a value the block defines is used outside it.
    pub fn erase_block(&mut self, b: BlockId) -> Result<(), IrError> {
        self.check_block(b)?;
        let mut subtree = Vec::new();
        for o in self.block_ops(b) {
            self.collect_subtree(o.idx, &mut subtree);
        }
        let mut members = subtree.clone();
        members.sort_unstable();
        self.check_no_escaping_uses(&subtree, &members)?;
        {
            let inside = |o: u32| members.binary_search(&o).is_ok();
            let mut u_ok = true;
            for a in &self.blocks.at(b.idx).args {
                let mut u = a.first_use;
                while !u.is_nil() {
                    if !inside(u.op) {
                        u_ok = false;
                    }
                    u = self.operand_at(u).next;
                }
            }
            if !u_ok {
                return Err(IrError::ArgumentInUse);
            }
        }
        let ops: Vec<OpId> = self.block_ops(b).collect();
        // Erase from the back so uses inside the block go away before their definitions.
        for &o in ops.iter().rev() {
            let n = self.ops.at(o.idx).operands.len;
            for i in 0..n {
                self.unlink_use(o.idx, i);
            }
        }
        for &o in ops.iter().rev() {
            self.erase_op(o)?;
        }
        if self.blocks.at(b.idx).args.iter().any(|a| !a.first_use.is_nil()) {
            return Err(IrError::ArgumentInUse);
        }
        self.detach_block(b)?;
        self.blocks.remove(b.idx);
        Ok(())
    }

    /// Pre-order list of `o` and every op nested in it.
    pub(crate) fn collect_subtree(&self, o: u32, out: &mut Vec<u32>) {
        let mut stack = vec![o];
        while let Some(o) = stack.pop() {
            out.push(o);
            for &r in self.ops.at(o).regions().iter().rev() {
                let mut b = self.regions.at(r).last_block;
                while b != NONE {
                    let mut op = self.blocks.at(b).last_op;
                    while op != NONE {
                        stack.push(op);
                        op = self.ops.at(op).prev;
                    }
                    b = self.blocks.at(b).prev;
                }
            }
        }
    }
}
