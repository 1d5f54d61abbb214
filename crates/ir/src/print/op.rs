//! Operations, regions and blocks to text.

use super::attr::{AsmWriter, Elision};
use super::{write_escaped_str, AliasState, NameState, PrintFlags};
use crate::attrs::{Attribute, Location};
use crate::dialect::Traits;
use crate::store::{BlockId, Ir, OpId, RegionId, Value};
use crate::types::Type;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::fmt::Write;

const INDENT: usize = 2;

/// Prints operations; custom-form hooks receive it to write their syntax.
pub struct OpPrinter<'a> {
    pub ir: &'a Ir,
    pub w: AsmWriter<'a>,
    names: &'a NameState,
    indent: usize,
    /// Successor uses per block, filled per region as it is printed.
    preds: FxHashMap<BlockId, SmallVec<[BlockId; 2]>>,
    /// Where to stream the text as it grows (printing to a file or stdout); `None` keeps it all
    /// in `w.out`.
    sink: Option<&'a mut dyn std::io::Write>,
    sink_error: Option<std::io::Error>,
    /// The dialect whose ops print without their prefix, per region being printed (upstream's
    /// default-dialect stack: `builtin` at the top, then each region's parent op's).
    default_dialects: Vec<Box<str>>,
    /// Op names as the generic form writes them (quoted, escaped), by name index, made on
    /// first use.
    quoted_names: Vec<Option<Box<str>>>,
    /// Texts of attributes whose printing depends on nothing but the attribute (callers decide
    /// which: [`OpPrinter::push_remembered`], [`OpPrinter::remember_since`]).
    remembered: FxHashMap<crate::Attribute, Box<str>>,
}

/// Text is handed to the sink in pieces of about this size.
const FLUSH_AT: usize = 1 << 16;

/// Prints `op` with names computed from `root` (an ancestor or `op` itself), no aliases.
pub(crate) fn print_nested(ir: &Ir, root: OpId, op: OpId, flags: &PrintFlags) -> String {
    let aliases = AliasState::empty();
    let names = NameState::new(ir, root, flags);
    let mut p = OpPrinter {
        ir,
        w: AsmWriter::new(&ir.ctx, flags, &aliases),
        names: &names,
        indent: 0,
        preds: FxHashMap::default(),
        sink: None,
        sink_error: None,
        default_dialects: vec!["builtin".into()],
        quoted_names: Vec::new(),
        remembered: FxHashMap::default(),
    };
    p.print_op(op);
    p.w.out
}

/// Prints block `b` (header and ops) as upstream's `Block::print`: names come from the nearest
/// isolated-from-above ancestor.
pub(crate) fn print_block_alone(ir: &Ir, root: OpId, b: BlockId, flags: &PrintFlags) -> String {
    let aliases = AliasState::empty();
    let names = NameState::new(ir, root, flags);
    let mut p = OpPrinter {
        ir,
        w: AsmWriter::new(&ir.ctx, flags, &aliases),
        names: &names,
        indent: 0,
        preds: FxHashMap::default(),
        sink: None,
        sink_error: None,
        default_dialects: vec!["builtin".into()],
        quoted_names: Vec::new(),
        remembered: FxHashMap::default(),
    };
    if let Some(r) = ir.parent_region_of_block(b) {
        p.compute_preds(r);
    }
    p.print_block(b, true, true);
    p.w.out
}

/// Prints `op` as the top of a file: non-deferred aliases, the op, deferred aliases.
pub(crate) fn print_top_level(
    ir: &Ir,
    op: OpId,
    flags: &PrintFlags,
    out: &mut String,
    sink: Option<&mut dyn std::io::Write>,
) -> std::io::Result<()> {
    let aliases = AliasState::collect(ir, op, flags);
    let names = NameState::new(ir, op, flags);
    // Shorten the sink's lifetime to the printer's (an unsizing coercion).
    let sink: Option<&mut dyn std::io::Write> = match sink {
        Some(s) => Some(s as &mut dyn std::io::Write),
        None => None,
    };
    let mut w = AsmWriter::new(&ir.ctx, flags, &aliases);
    w.out.reserve(if sink.is_some() { 2 * FLUSH_AT } else { ir.num_live_ops().saturating_mul(64) });
    let mut p = OpPrinter {
        ir,
        w,
        names: &names,
        indent: 0,
        preds: FxHashMap::default(),
        sink,
        sink_error: None,
        default_dialects: vec!["builtin".into()],
        quoted_names: Vec::new(),
        remembered: FxHashMap::default(),
    };
    if flags.local_scope {
        // Upstream prints a local-scope op on its own: no alias sections, no trailing newline.
        p.print_op(op);
    } else {
        aliases.write_definitions(&mut p.w, false);
        p.print_op(op);
        p.w.out.push('\n');
        aliases.write_definitions(&mut p.w, true);
        write_file_metadata(&ir.ctx, &aliases.resources, flags.elide_resources_if_larger, &mut p.w.out);
    }
    p.flush(true);
    if let Some(e) = p.sink_error.take() {
        return Err(e);
    }
    out.push_str(&p.w.out);
    Ok(())
}

/// `{-# dialect_resources: { builtin: { name: "0x..." } } #-}` for the blobs the IR uses.
/// With `elide_if_larger`, blobs whose quoted hex text is longer are left out (as upstream,
/// the `{-# #-}` shell stays even when every blob is left out).
fn write_file_metadata(
    ctx: &crate::context::Context,
    handles: &[crate::ident::Ident],
    elide_if_larger: Option<u64>,
    out: &mut String,
) {
    let all: Vec<_> = handles.iter().filter_map(|h| ctx.resource(*h).map(|b| (*h, b))).collect();
    if all.is_empty() {
        return;
    }
    let blobs: Vec<_> = all
        .into_iter()
        .filter(|(_, b)| elide_if_larger.is_none_or(|limit| (4 + 2 * b.len()) as u64 <= limit))
        .collect();
    if blobs.is_empty() {
        out.push_str("\n{-#\n\n#-}\n");
        return;
    }
    out.push_str("\n{-#\n  dialect_resources: {\n    builtin: {\n");
    for (i, (h, blob)) in blobs.iter().enumerate() {
        out.push_str("      ");
        super::write_keyword_or_string(out, ctx.str(*h));
        out.push_str(": \"0x");
        for b in blob.iter() {
            let _ = write!(out, "{b:02X}");
        }
        out.push('"');
        if i + 1 < blobs.len() {
            out.push(',');
        }
        out.push('\n');
    }
    out.push_str("    }\n  }\n#-}\n");
}

impl<'a> OpPrinter<'a> {
    /// Hands the text so far to the sink, if any (when `all` or once enough has piled up).
    fn flush(&mut self, all: bool) {
        if let Some(sink) = self.sink.as_mut() {
            if all || self.w.out.len() >= FLUSH_AT {
                if self.sink_error.is_none() {
                    if let Err(e) = sink.write_all(self.w.out.as_bytes()) {
                        self.sink_error = Some(e);
                    }
                }
                self.w.out.clear();
            }
        }
    }

    pub fn out(&mut self) -> &mut String {
        &mut self.w.out
    }

    pub fn flags(&self) -> &PrintFlags {
        self.w.flags
    }

    fn newline_indent(&mut self) {
        self.w.out.push('\n');
    }

    fn push_indent(&mut self) {
        const SPACES: &str = "                                ";
        let mut n = self.indent;
        while n > 0 {
            let k = n.min(SPACES.len());
            self.w.out.push_str(&SPACES[..k]);
            n -= k;
        }
    }

    /// Prints an op with indentation, its results, its body and trailing location.
    pub fn print_op(&mut self, op: OpId) {
        self.push_indent();
        let ir = self.ir;
        let d = ir.op_data(op);
        let (name, loc) = (d.name, d.loc);
        if !d.results.is_empty() {
            self.names.write_result_defs(ir, &mut self.w.out, op);
            self.w.out.push_str(" = ");
        }
        if self.w.flags.generic {
            self.print_generic(op);
        } else {
            // A registered op may print itself through its dialect's hook.
            let hooked = match ir.ctx.op_info(name) {
                Some(info) => info.hooks.print(self, op).is_some(),
                None => false,
            };
            if !hooked {
                self.print_generic(op);
            }
        }
        if self.w.flags.debug_info {
            self.print_trailing_location(ir.resolve_loc(loc), true);
        }
        if self.w.flags.print_value_users {
            self.print_users_comment(op);
        }
    }

    /// A new line indented to the current op (upstream's `printNewline`).
    pub fn print_newline(&mut self) {
        self.w.out.push('\n');
        self.push_indent();
    }

    /// A successor block's name (`^bb1`).
    pub fn print_block_name(&mut self, b: BlockId) {
        self.names.write_block(&mut self.w.out, b);
    }

    /// Writes the text remembered for `a`, if any; false (nothing written) otherwise.
    #[inline]
    pub fn push_remembered(&mut self, a: crate::Attribute) -> bool {
        match self.remembered.get(&a) {
            Some(t) => {
                self.w.out.push_str(t);
                true
            }
            None => false,
        }
    }

    /// Remembers what was written from `start` on as the text of `a` (a caller's promise:
    /// `a` prints so wherever this printer meets it). `start` is a length of the text taken
    /// while printing the same op: text goes to the sink only between ops.
    pub fn remember_since(&mut self, a: crate::Attribute, start: usize) {
        if let Some(t) = self.w.out.get(start..) {
            self.remembered.insert(a, t.into());
        }
    }

    /// The op's name as a custom form starts: without the prefix of the default dialect.
    pub fn print_op_name(&mut self, op: OpId) {
        let default = self.default_dialects.last().map_or("", |d| &**d);
        self.w.out.push_str(self.ir.ctx.op_name_in_dialect(self.ir.op_data(op).name, default));
    }

    /// `"name"`, escaped (made once per name).
    fn write_quoted_name(&mut self, name: crate::context::OpName) {
        let i = name.0 as usize;
        if self.quoted_names.len() <= i {
            self.quoted_names.resize(i + 1, None);
        }
        let ctx = &self.ir.ctx;
        let quoted = self.quoted_names[i].get_or_insert_with(|| {
            let mut q = String::new();
            write_escaped_str(&mut q, ctx.op_name_str(name));
            q.into()
        });
        self.w.out.push_str(quoted);
    }

    /// The generic form: `"name"(operands)[succs] <{props}> (regions) {attrs} : type`.
    pub fn print_generic(&mut self, op: OpId) {
        let ir = self.ir;
        // The op's record, read once (each accessor would check the handle again).
        let d = ir.op_data(op);
        self.write_quoted_name(d.name);
        self.w.out.push('(');
        self.print_values(ir.operands_of(d).iter().map(|o| ir.value_of(o.value)));
        self.w.out.push(')');
        if !d.successors().is_empty() {
            self.w.out.push('[');
            for (i, &b) in d.successors().iter().enumerate() {
                if i > 0 {
                    self.w.out.push_str(", ");
                }
                self.names.write_block(&mut self.w.out, ir.block_id(b));
            }
            self.w.out.push(']');
        }
        if let Some(p) = d.props {
            self.w.out.push_str(" <");
            self.w.print_attr(p, Elision::Never);
            self.w.out.push('>');
        }
        if !d.regions().is_empty() {
            self.w.out.push_str(" (");
            for (i, &r) in d.regions().iter().enumerate() {
                if i > 0 {
                    self.w.out.push_str(", ");
                }
                self.print_region(ir.region_id(r), true, true, true);
            }
            self.w.out.push(')');
        }
        self.print_optional_attr_dict(ir.ctx.dict_entries(d.attrs), &[]);
        self.w.out.push_str(" : ");
        self.print_functional_type(op);
    }

    /// ` {a = 1, b}` unless empty (entries named in `elided` are left out).
    pub fn print_optional_attr_dict(&mut self, entries: &[(crate::ident::Ident, Attribute)], elided: &[&str]) {
        if elided.is_empty() {
            if !entries.is_empty() {
                self.w.out.push_str(" {");
                self.w.print_named_attrs(entries);
                self.w.out.push('}');
            }
            return;
        }
        let ctx = &self.ir.ctx;
        let kept: SmallVec<[_; 8]> = entries.iter().filter(|(n, _)| !elided.contains(&ctx.str(*n))).copied().collect();
        if kept.is_empty() {
            return;
        }
        self.w.out.push_str(" {");
        self.w.print_named_attrs(&kept);
        self.w.out.push('}');
    }

    /// `(operand types) -> result types`
    pub fn print_functional_type(&mut self, op: OpId) {
        let ir = self.ir;
        self.w.out.push('(');
        for (i, t) in ir.operand_types(op).enumerate() {
            if i > 0 {
                self.w.out.push_str(", ");
            }
            self.w.print_type(t);
        }
        self.w.out.push_str(") -> ");
        self.w.print_result_types(ir.op_data(op).results.iter().map(|r| r.ty));
    }

    /// `%a, %b#1, ...`
    pub fn print_values(&mut self, values: impl Iterator<Item = Value>) {
        for (i, v) in values.enumerate() {
            if i > 0 {
                self.w.out.push_str(", ");
            }
            self.print_value(v, true);
        }
    }

    pub fn print_value(&mut self, v: Value, result_no: bool) {
        self.names.write_value(self.ir, &mut self.w.out, v, result_no);
    }

    pub fn print_type(&mut self, t: Type) {
        self.w.print_type(t);
    }

    pub fn print_attr(&mut self, a: Attribute) {
        self.w.print_attr(a, Elision::Never);
    }

    /// ` loc(...)` when debug info is printed.
    pub fn print_trailing_location(&mut self, loc: Location, allow_alias: bool) {
        if !self.w.flags.debug_info {
            return;
        }
        self.w.out.push(' ');
        self.w.print_location(loc, allow_alias);
    }

    /// `{` blocks `}`; see upstream's `printRegion` for the header rules.
    pub fn print_region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool, print_empty_block: bool) {
        if self.w.flags.skip_regions {
            self.w.out.push_str("{...}");
            return;
        }
        self.w.out.push('{');
        self.newline_indent();
        let ir = self.ir;
        if let Some(entry) = ir.first_block(r) {
            let parent = ir.parent_op_of_region(r);
            let default = parent
                .and_then(|op| ir.ctx.op_info(ir.name(op)))
                .and_then(|i| i.default_dialect.clone())
                .unwrap_or_default();
            self.default_dialects.push(default);
            self.compute_preds(r);
            let always_header = (print_empty_block && ir.block_is_empty(entry))
                || (print_entry_args && ir.num_arguments(entry) != 0);
            self.print_block(entry, always_header, print_terminators);
            let mut b = ir.next_block(entry);
            while let Some(blk) = b {
                self.print_block(blk, true, true);
                b = ir.next_block(blk);
            }
            self.default_dialects.pop();
        }
        self.push_indent();
        self.w.out.push('}');
    }

    fn compute_preds(&mut self, r: RegionId) {
        let ir = self.ir;
        for b in ir.region_blocks(r) {
            for op in ir.block_ops(b) {
                for s in ir.successors(op) {
                    self.preds.entry(s).or_default().push(b);
                }
            }
        }
    }

    fn print_block(&mut self, b: BlockId, print_header: bool, print_terminator: bool) {
        let ir = self.ir;
        if print_header {
            self.push_indent();
            self.names.write_block(&mut self.w.out, b);
            if ir.num_arguments(b) > 0 {
                self.w.out.push('(');
                for (i, a) in ir.arguments(b).enumerate() {
                    if i > 0 {
                        self.w.out.push_str(", ");
                    }
                    self.print_value(a, true);
                    self.w.out.push_str(": ");
                    self.w.print_type(ir.value_type(a));
                    if self.w.flags.debug_info {
                        let loc = ir.argument_loc(a).expect("argument");
                        self.print_trailing_location(loc, false);
                    }
                }
                self.w.out.push(')');
            }
            self.w.out.push(':');
            let preds = self.preds.remove(&b).unwrap_or_default();
            if ir.parent_region_of_block(b).is_none() {
                self.w.out.push_str("  // block is not in a region!");
            } else if preds.is_empty() {
                if !ir.is_entry_block(b) {
                    self.w.out.push_str("  // no predecessors");
                }
            } else if preds.len() == 1 {
                self.w.out.push_str("  // pred: ");
                self.names.write_block(&mut self.w.out, preds[0]);
            } else {
                let mut sorted = preds;
                sorted.sort_by_key(|p| self.names.block_ordering(*p));
                let _ = write!(self.w.out, "  // {} preds: ", sorted.len());
                for (i, p) in sorted.iter().enumerate() {
                    if i > 0 {
                        self.w.out.push_str(", ");
                    }
                    self.names.write_block(&mut self.w.out, *p);
                }
            }
            self.newline_indent();
        }
        self.indent += INDENT;
        if self.w.flags.print_value_users {
            for a in ir.arguments(b).collect::<Vec<_>>() {
                self.push_indent();
                self.w.out.push_str("// ");
                self.print_value(a, true);
                if ir.has_uses(a) {
                    self.w.out.push_str(" is used by ");
                    self.print_value_users(a);
                } else {
                    self.w.out.push_str(" is unused");
                }
                self.newline_indent();
            }
        }
        let last = ir.last_op(b);
        let skip_last = !print_terminator && last.is_some_and(|l| ir.traits(l).contains(Traits::TERMINATOR));
        let mut cur = ir.first_op(b);
        while let Some(op) = cur {
            if skip_last && Some(op) == last {
                break;
            }
            self.print_op(op);
            self.newline_indent();
            self.flush(false);
            cur = ir.next_op(op);
        }
        self.indent -= INDENT;
    }

    fn print_users_comment(&mut self, op: OpId) {
        let ir = self.ir;
        let n = ir.num_results(op);
        if n == 0 {
            if ir.num_operands(op) > 0 {
                self.w.out.push_str(" // id: ");
                self.names.write_op_id(&mut self.w.out, op);
            }
            return;
        }
        if !ir.op_has_uses(op) {
            self.w.out.push_str(" // unused");
            return;
        }
        let mut users: Vec<OpId> = Vec::new();
        let mut used_in_results = 0;
        for r in ir.results(op) {
            for u in ir.uses(r) {
                if !users.contains(&u.op) {
                    users.push(u.op);
                    used_in_results += ir.num_results(u.op);
                }
            }
        }
        let one = used_in_results <= 1 && users.len() <= 1 && n == 1;
        let _ = write!(self.w.out, " // {}: ", if one { "user" } else { "users" });
        let brackets = n > 1;
        for (i, r) in ir.results(op).enumerate() {
            if i > 0 {
                self.w.out.push_str(", ");
            }
            if brackets {
                self.w.out.push('(');
            }
            self.print_value_users(r);
            if brackets {
                self.w.out.push(')');
            }
        }
    }

    fn print_value_users(&mut self, v: Value) {
        let ir = self.ir;
        if !ir.has_uses(v) {
            self.w.out.push_str("unused");
        }
        let mut seen: Vec<OpId> = Vec::new();
        for (idx, u) in ir.uses(v).enumerate() {
            if seen.contains(&u.op) {
                continue;
            }
            seen.push(u.op);
            if idx > 0 {
                self.w.out.push_str(", ");
            }
            if ir.num_results(u.op) == 0 {
                self.names.write_op_id(&mut self.w.out, u.op);
            } else {
                for (j, r) in ir.results(u.op).enumerate() {
                    if j > 0 {
                        self.w.out.push_str(", ");
                    }
                    self.print_value(r, true);
                }
            }
        }
    }
}
