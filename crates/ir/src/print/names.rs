//! SSA value and block names for printing (upstream's `SSANameState`).
//!
//! Numbering, as upstream: the values of a region (block arguments, then op results, block by
//! block) are numbered before the regions nested in its ops; every nested region starts from the
//! counters where its parent region ended, so sibling regions reuse numbers. Entry-block
//! arguments are `%argN`, other values `%N`; an op with several results is named by its first
//! result (`%0:2`, used as `%0#1`). Blocks are `^bbN`, numbered per region. With
//! `unique_ssa_ids` (and in generic form, as upstream), counters are never rewound.
//!
//! With `name_loc_as_prefix`, a value whose location holds a `NameLoc` takes its name instead:
//! named results and named arguments of non-entry blocks take no number, while entry-block
//! arguments keep counting (`%argA, %arg1`), as upstream.
//!
//! Names live in dense tables indexed by op and block index (no hashing on the print path).

use super::PrintFlags;
use crate::attrs::LocKind;
use crate::store::{BlockId, Ir, OpId, RegionId, Value};
use crate::{Context, Location};

const UNSET: u32 = u32::MAX;
/// Marks a block whose arguments are `%argN` (entry blocks).
const ARG_FLAG: u32 = 1 << 31;
/// Marks an op number whose op has several results (its uses print `%N#i`), so that writing
/// a use reads only this table, not the defining op.
const MULTI: u32 = 1 << 31;
/// Not yet asked (`NameState::names_results`).
const UNASKED: u8 = 2;

/// Writes `n` in decimal. Value numbers are mostly short: below 1000 the digits are pushed
/// one by one (cheaper than formatting into a buffer and copying it).
#[inline]
fn push_number(out: &mut String, n: u32) {
    let digit = |d: u32| char::from(b'0' + d as u8);
    if n < 10 {
        out.push(digit(n));
    } else if n < 100 {
        out.push(digit(n / 10));
        out.push(digit(n % 10));
    } else if n < 1000 {
        out.push(digit(n / 100));
        out.push(digit(n / 10 % 10));
        out.push(digit(n % 10));
    } else {
        out.push_str(itoa::Buffer::new().format(n));
    }
}

/// Result names an op asked for (upstream's `getAsmResultNames`): result groups by first
/// result number, each with its name (`None`: the group's first result takes a number).
type Groups = Box<[(u32, Option<Box<str>>)]>;

pub struct NameState {
    /// Ops whose results carry names from their dialect, by op index.
    named: rustc_hash::FxHashMap<u32, Groups>,
    /// One bit per op index: whether `named` holds the op (a bit test spares most values a
    /// hash lookup).
    named_bits: Vec<u64>,
    /// Names taken so far, per naming scope (one per region), with each scope's parent.
    used: Vec<(rustc_hash::FxHashSet<Box<str>>, usize)>,
    /// Per op name (by index): whether its hooks may name results (1), not (0), or
    /// [`UNASKED`].
    names_results: Vec<u8>,
    /// The scope names are currently taken in.
    scope: usize,
    /// Suffix counter for names taken twice (`%c0_1`).
    next_conflict: u32,
    /// Op index → number of its first result (or its id with `print_value_users`), with
    /// `MULTI` for ops with several results.
    op_numbers: Vec<u32>,
    /// Block index → number of its first argument, with `ARG_FLAG` for `%argN` names.
    block_args: Vec<u32>,
    /// Block index → its `^bbN` number within its region.
    block_numbers: Vec<u32>,
    /// Names of the arguments of blocks with a named argument (`name_loc_as_prefix`), by
    /// (block index, argument number); such a block has every argument here.
    arg_names: rustc_hash::FxHashMap<(u32, u32), ArgName>,
}

/// How an argument of a block with named arguments prints.
enum ArgName {
    Name(Box<str>),
    /// `%N` (or `%argN` in an entry block).
    Number(u32),
}

/// The name of the first `NameLoc` met walking `loc` (itself, then what it holds, in order),
/// when that name is not empty (upstream's `findInstanceOf<NameLoc>`).
fn name_loc_prefix(ctx: &Context, loc: Location) -> Option<&str> {
    fn find(ctx: &Context, loc: Location) -> Option<crate::Ident> {
        match ctx.loc_kind(loc) {
            LocKind::Name { name, .. } => Some(*name),
            LocKind::CallSite { callee, caller } => find(ctx, *callee).or_else(|| find(ctx, *caller)),
            LocKind::Fused(f) => f.locs.iter().find_map(|l| find(ctx, *l)),
            LocKind::Unknown | LocKind::FileLineCol { .. } => None,
        }
    }
    let name = ctx.str(find(ctx, loc)?);
    (!name.is_empty()).then_some(name)
}

impl NameState {
    pub fn new(ir: &Ir, root: OpId, flags: &PrintFlags) -> NameState {
        let (nops, nblocks) = ir.index_bounds();
        let mut st = NameState {
            named: Default::default(),
            named_bits: vec![0; nops.div_ceil(64)],
            used: vec![(Default::default(), usize::MAX)],
            scope: 0,
            next_conflict: 0,
            op_numbers: vec![UNSET; nops],
            block_args: vec![UNSET; nblocks],
            block_numbers: vec![UNSET; nblocks],
            arg_names: Default::default(),
            names_results: Vec::new(),
        };
        let (mut next_value, mut next_arg) = (0u32, 0u32);
        st.number_op(ir, root, &mut next_value, flags);
        // (region, next value id, next argument id, next conflict id, parent scope). As
        // upstream, regions are taken from the back of a stack filled in region order: with
        // unique ids, later sibling regions get the lower numbers.
        let mut stack: Vec<(RegionId, u32, u32, u32, usize)> = ir.regions(root).map(|r| (r, 0, 0, 0, 0)).collect();
        let unique = flags.unique_ssa_ids || flags.generic;
        let mut nested = Vec::new();
        while let Some((region, v, a, c, parent)) = stack.pop() {
            if !unique {
                next_value = v;
                next_arg = a;
                st.next_conflict = c;
            }
            st.used.push((Default::default(), parent));
            st.scope = st.used.len() - 1;
            let scope = st.scope;
            st.number_region(ir, region, &mut next_value, &mut next_arg, flags, &mut nested);
            // The regions of the region's ops, in order, each starting from the counters as
            // they are after the whole region.
            stack.extend(nested.drain(..).map(|r| (r, next_value, next_arg, st.next_conflict, scope)));
        }
        st.used = Vec::new();
        st
    }

    /// Numbers the blocks, arguments and op results of `region`; the regions of its ops are
    /// appended to `nested`, in order.
    fn number_region(&mut self, ir: &Ir, region: RegionId, next_value: &mut u32, next_arg: &mut u32, flags: &PrintFlags, nested: &mut Vec<RegionId>) {
        for (i, b) in ir.region_blocks(region).enumerate() {
            self.block_numbers[b.idx as usize] = i as u32;
            let n = ir.num_arguments(b) as u32;
            if flags.name_loc_as_prefix && self.name_args(ir, b, i == 0, next_value, next_arg) {
                continue_ops(self, ir, b, next_value, flags, nested);
                continue;
            }
            if i == 0 {
                self.block_args[b.idx as usize] = *next_arg | ARG_FLAG;
                *next_arg += n;
            } else {
                self.block_args[b.idx as usize] = *next_value;
                *next_value += n;
            }
            continue_ops(self, ir, b, next_value, flags, nested);
        }

        fn continue_ops(st: &mut NameState, ir: &Ir, b: BlockId, next_value: &mut u32, flags: &PrintFlags, nested: &mut Vec<RegionId>) {
            for op in ir.block_ops(b) {
                st.number_op(ir, op, next_value, flags);
                nested.extend(ir.regions(op));
            }
        }
    }

    /// Names the arguments of `b` from their `NameLoc`s; false (nothing done) when none has one.
    fn name_args(&mut self, ir: &Ir, b: BlockId, entry: bool, next_value: &mut u32, next_arg: &mut u32) -> bool {
        let names: Vec<Option<&str>> =
            ir.arguments(b).map(|v| ir.argument_loc(v).and_then(|l| name_loc_prefix(&ir.ctx, l))).collect();
        if names.iter().all(Option::is_none) {
            return false;
        }
        self.block_args[b.idx as usize] = if entry { *next_arg | ARG_FLAG } else { *next_value };
        for (k, name) in names.into_iter().enumerate() {
            let entry_no = if entry { Some(*next_arg + k as u32) } else { None };
            let arg = match name {
                Some(n) => ArgName::Name(self.unique_name(n)),
                None if entry => ArgName::Number(entry_no.unwrap_or_default()),
                None => {
                    *next_value += 1;
                    ArgName::Number(*next_value - 1)
                }
            };
            self.arg_names.insert((b.idx, k as u32), arg);
        }
        if entry {
            *next_arg += ir.num_arguments(b) as u32;
        }
        true
    }

    fn name_taken(&self, name: &str) -> bool {
        let mut s = self.scope;
        while s != usize::MAX {
            let (names, parent) = &self.used[s];
            if names.contains(name) {
                return true;
            }
            s = *parent;
        }
        false
    }

    /// Upstream's `uniqueValueName`: the name, or the name with `_N` when taken.
    fn unique_name(&mut self, name: &str) -> Box<str> {
        let name = sanitize(name);
        let unique: Box<str> = if !self.name_taken(&name) {
            name.into()
        } else {
            loop {
                let probe = format!("{name}_{}", self.next_conflict);
                self.next_conflict += 1;
                if !self.name_taken(&probe) {
                    break probe.into();
                }
            }
        };
        self.used[self.scope].0.insert(unique.clone());
        unique
    }

    fn number_op(&mut self, ir: &Ir, op: OpId, next_value: &mut u32, flags: &PrintFlags) {
        let num_results = ir.num_results(op);
        if num_results == 0 && !flags.print_value_users {
            return;
        }
        if flags.name_loc_as_prefix && num_results > 0 {
            if let Some(name) = name_loc_prefix(&ir.ctx, ir.loc(op)) {
                let name = self.unique_name(name);
                self.insert_named(op.idx, Box::new([(0, Some(name))]));
                return;
            }
        }
        if !flags.generic && num_results > 0 && !self.used.is_empty() && self.may_name_results(ir, ir.name(op)) {
            if let Some(hints) = ir.ctx.op_info(ir.name(op)).and_then(|i| i.hooks.result_names(ir, op)) {
                let mut groups: Vec<(u32, Option<Box<str>>)> = Vec::new();
                for (k, name) in hints {
                    if k < num_results && !groups.iter().any(|g| g.0 == k as u32) {
                        let n = self.unique_name(&name);
                        groups.push((k as u32, Some(n)));
                    }
                }
                if !groups.is_empty() {
                    if !groups.iter().any(|g| g.0 == 0) {
                        groups.push((0, None));
                        // Named groups write their own `#i`: no `MULTI` here.
                        self.op_numbers[op.idx as usize] = *next_value;
                        *next_value += 1;
                    }
                    groups.sort_by_key(|g| g.0);
                    self.insert_named(op.idx, groups.into());
                    return;
                }
            }
        }
        let multi = if num_results > 1 { MULTI } else { 0 };
        self.op_numbers[op.idx as usize] = *next_value | multi;
        *next_value += 1;
    }

    /// Whether ops named `name` may give their results names (asked of the hooks once per
    /// name).
    fn may_name_results(&mut self, ir: &Ir, name: crate::context::OpName) -> bool {
        let i = name.0 as usize;
        if self.names_results.len() <= i {
            self.names_results.resize(i + 1, UNASKED);
        }
        if self.names_results[i] == UNASKED {
            let gives = ir.ctx.op_info(name).is_some_and(|info| info.hooks.gives_result_names());
            self.names_results[i] = gives as u8;
        }
        self.names_results[i] == 1
    }

    fn insert_named(&mut self, op: u32, groups: Groups) {
        self.named_bits[op as usize / 64] |= 1 << (op % 64);
        self.named.insert(op, groups);
    }

    /// The dialect-given names of op `op`'s results, if it has any.
    #[inline]
    fn named(&self, op: u32) -> Option<&Groups> {
        let bit = self.named_bits.get(op as usize / 64).is_some_and(|w| w & (1 << (op % 64)) != 0);
        if bit { self.named.get(&op) } else { None }
    }

    /// Writes `%name` for `v`; for a result of a multi-result op, `%name#i` when `result_no`.
    pub fn write_value(&self, ir: &Ir, out: &mut String, v: Value, result_no: bool) {
        if v.raw.is_arg() {
            if !self.arg_names.is_empty() {
                if let Some(name) = self.arg_names.get(&(v.raw.owner, v.raw.number())) {
                    let base = self.block_args[v.raw.owner as usize];
                    out.push('%');
                    match name {
                        ArgName::Name(n) => out.push_str(n),
                        ArgName::Number(n) => {
                            if base & ARG_FLAG != 0 {
                                out.push_str("arg");
                            }
                            push_number(out, *n);
                        }
                    }
                    return;
                }
            }
            let base = self.block_args.get(v.raw.owner as usize).copied().unwrap_or(UNSET);
            if base == UNSET {
                out.push_str("<<UNKNOWN SSA VALUE>>");
                return;
            }
            out.push('%');
            if base & ARG_FLAG != 0 {
                out.push_str("arg");
            }
            push_number(out, (base & !ARG_FLAG) + v.raw.number());
            return;
        }
        if let Some(groups) = self.named(v.raw.owner) {
            let k = v.raw.number();
            let op = OpId { idx: v.raw.owner, gen: v.gen };
            let total = ir.num_results(op) as u32;
            let gi = groups.iter().rposition(|g| g.0 <= k).unwrap_or(0);
            let (start, name) = &groups[gi];
            let end = groups.get(gi + 1).map_or(total, |g| g.0);
            out.push('%');
            match name {
                Some(n) => out.push_str(n),
                None => push_number(out, self.op_numbers[v.raw.owner as usize]),
            }
            if result_no && end - start > 1 {
                out.push('#');
                push_number(out, k - start);
            }
            return;
        }
        let n = self.op_numbers.get(v.raw.owner as usize).copied().unwrap_or(UNSET);
        if n == UNSET {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        out.push('%');
        push_number(out, n & !MULTI);
        if result_no && n & MULTI != 0 {
            out.push('#');
            push_number(out, v.raw.number());
        }
    }

    /// The names an op's results are defined with: `%0`, `%0:2`, or for named groups
    /// `%sum, %overflow` (a group of several: `%name:N`).
    pub fn write_result_defs(&self, ir: &Ir, out: &mut String, op: OpId) {
        let n = ir.num_results(op) as u32;
        match self.named(op.idx) {
            Some(groups) => {
                for (gi, (start, name)) in groups.iter().enumerate() {
                    if gi > 0 {
                        out.push_str(", ");
                    }
                    out.push('%');
                    match name {
                        Some(nm) => out.push_str(nm),
                        None => push_number(out, self.op_numbers[op.idx as usize]),
                    }
                    let end = groups.get(gi + 1).map_or(n, |g| g.0);
                    if end - start > 1 {
                        out.push(':');
                        push_number(out, end - start);
                    }
                }
            }
            None => {
                self.write_value(ir, out, ir.result(op, 0), false);
                if n > 1 {
                    out.push(':');
                    push_number(out, n);
                }
            }
        }
    }

    pub fn write_block(&self, out: &mut String, b: BlockId) {
        match self.block_numbers.get(b.idx as usize).copied().unwrap_or(UNSET) {
            UNSET => out.push_str("INVALIDBLOCK"),
            n => {
                out.push_str("^bb");
                push_number(out, n);
            }
        }
    }

    pub fn block_ordering(&self, b: BlockId) -> i64 {
        match self.block_numbers.get(b.idx as usize).copied().unwrap_or(UNSET) {
            UNSET => -1,
            n => n as i64,
        }
    }

    pub fn write_op_id(&self, out: &mut String, op: OpId) {
        match self.op_numbers.get(op.idx as usize).copied().unwrap_or(UNSET) {
            UNSET => out.push_str("<<UNKNOWN OPERATION>>"),
            n => {
                out.push('%');
                push_number(out, n & !MULTI);
            }
        }
    }
}

/// Upstream's `sanitizeIdentifier` for value names: invalid characters become hex (spaces
/// `_`), and a leading digit gets a `_` in front.
fn sanitize(name: &str) -> String {
    let valid = |c: char| c.is_ascii_alphanumeric() || "$._-".contains(c);
    let copy = |out: &mut String| {
        for b in name.bytes() {
            let c = b as char;
            if valid(c) {
                out.push(c);
            } else if c == ' ' {
                out.push('_');
            } else {
                out.push_str(&format!("{b:X}"));
            }
        }
    };
    let mut out = String::new();
    if name.as_bytes().first().is_some_and(|c| c.is_ascii_digit()) {
        out.push('_');
        copy(&mut out);
        return out;
    }
    if name.chars().all(valid) {
        return name.to_string();
    }
    copy(&mut out);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn numbers_print_in_decimal_at_every_length() {
        for n in [0, 7, 9, 10, 42, 99, 100, 505, 999, 1000, 1001, 65_536, u32::MAX >> 1, u32::MAX] {
            let mut out = String::from("%");
            super::push_number(&mut out, n);
            assert_eq!(out, format!("%{n}"));
        }
    }
}
