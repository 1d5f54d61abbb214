//! Operations, regions and blocks (upstream's `OperationParser`), and the top level.
//!
//! SSA names live in scopes: each region pushes a scope whose definitions are dropped when it
//! ends; an isolated scope (the top level) hides everything outside it. A use before its
//! definition gets a placeholder value (a detached op) that the definition replaces.

use crate::lexer::Tok;
use crate::{PResult, Parser};
use mlir_ir::{BlockId, Diagnostic, Ir, Location, OpId, OperationState, Type, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// One definition of a value name: the value, where it was seen, and whether it is a
/// placeholder for a use that came before the definition.
#[derive(Copy, Clone)]
struct Def {
    value: Value,
    loc: u32,
    placeholder: bool,
}

/// A value name with its definitions (several for `%x:2` groups), valid while scope `scope`
/// is open: entries of closed scopes are stale and read as absent (so closing a scope costs
/// nothing per name).
struct Entry {
    scope: u32,
    defs: SmallVec<[Option<Def>; 1]>,
}

/// The names visible in one isolated-from-above scope.
struct IsolatedScope<'s> {
    /// Names of up to 15 bytes (nearly all), packed into one integer: hashing and comparing
    /// it is much cheaper than hashing and comparing the string.
    short: FxHashMap<u128, Entry>,
    values: FxHashMap<&'s str, Entry>,
    /// Names that are plain numbers (`%0`, `%17`), by number: most IR names its values this
    /// way, and a dense table is much faster than hashing. `scope == CLOSED` marks absent.
    numeric: Vec<Entry>,
    /// The scope id that is open for as long as this isolated scope is.
    root: u32,
}

/// The scope id of entries that were never defined.
const CLOSED: u32 = u32::MAX;

/// `name`'s bytes and length in one integer, when it has at most 15 bytes (distinct names
/// give distinct integers: the length is the top byte).
fn packed_name(name: &str) -> Option<u128> {
    let b = name.as_bytes();
    let n = b.len();
    if n > 15 {
        return None;
    }
    // Whole-word loads of the name's own bytes (overlapping where the length is not a
    // power of two): building the integer in a buffer instead makes the processor wait for
    // the bytes just stored.
    let word = |i: usize| u64::from_le_bytes(b[i..i + 8].try_into().expect("8 bytes"));
    let (lo, hi) = if n >= 8 {
        (word(0), if n == 8 { 0 } else { word(n - 8) >> ((16 - n) * 8) })
    } else {
        (crate::short_le(b), 0)
    };
    Some(lo as u128 | (hi as u128) << 64 | (n as u128) << 120)
}

/// `%123` → 123 (no leading zeros: `%01` is a different name from `%1`); `None` otherwise.
fn numeric_name(name: &str) -> Option<usize> {
    let digits = name.strip_prefix('%')?.as_bytes();
    if digits.is_empty() || digits.len() > 9 || (digits[0] == b'0' && digits.len() > 1) {
        return None;
    }
    let mut n = 0usize;
    for &c in digits {
        if !c.is_ascii_digit() {
            return None;
        }
        n = n * 10 + (c - b'0') as usize;
    }
    Some(n)
}

struct BlockDef {
    block: BlockId,
}

pub(crate) struct OpParser<'s> {
    isolated: Vec<IsolatedScope<'s>>,
    /// Emptied isolated scopes and block-name tables, kept for reuse: their tables stay
    /// allocated at the size earlier functions needed.
    isolated_pool: Vec<IsolatedScope<'s>>,
    block_names_pool: Vec<FxHashMap<&'s str, BlockDef>>,
    /// Ids of the open scopes, innermost last; `scope_open[id]` says whether `id` is open.
    scope_stack: Vec<u32>,
    scope_open: Vec<bool>,
    blocks_by_name: Vec<FxHashMap<&'s str, BlockDef>>,
    /// Blocks referenced before being defined, per scope, with the reference location.
    forward_blocks: Vec<FxHashMap<BlockId, usize>>,
    /// Placeholder values and where they were used.
    forward_values: FxHashMap<Value, usize>,
    placeholder_name: mlir_ir::OpName,
    /// Deferred `loc(#alias)` references: (op or block arg, alias name, offset).
    deferred_locs: Vec<(LocTarget, String, usize)>,
    /// The dialect whose ops may drop their prefix, per enclosing custom op (upstream's
    /// default-dialect stack; `builtin` at the top).
    default_dialects: Vec<Box<str>>,
    /// Buffers custom op parsers fill, reused from op to op (boxed: taking one and giving it
    /// back moves a pointer, not six vectors).
    parsed_pool: Vec<Box<mlir_ir::ParsedOp>>,
    /// Property dictionaries by their entries as parsed (bounded).
    props_cache: FxHashMap<Box<[(mlir_ir::Ident, mlir_ir::Attribute)]>, mlir_ir::Attribute>,
    /// The parsed source as registered with the store: ops get their offsets in it as
    /// locations, made into `file:line:col` ones only when asked (`None`: made as parsed).
    source: Option<mlir_ir::store::SourceRef>,
    /// Op names already interned in this parse, by spelling.
    op_names: FxHashMap<&'s str, (mlir_ir::OpName, Option<&'s mlir_ir::OpInfo>, bool)>,
    /// The last op names seen (as written: quoted in generic form, bare in custom form; only
    /// names `op_names` holds), by a slot picked from their last bytes: a hit costs one short
    /// comparison instead of hashing the name (see [`name_slot`]).
    recent_names: [Option<(&'s str, mlir_ir::OpName, Option<&'s mlir_ir::OpInfo>, bool)>; 16],
}

/// The `recent_names` slot of an op name as written: its length and its last letters
/// (`"test.addi"` and `"test.cmpi"` differ there), which a few slots tell apart in practice.
fn name_slot(spelling: &str) -> usize {
    let b = spelling.as_bytes();
    let n = b.len();
    if n < 3 {
        return 0;
    }
    (n ^ b[n - 2] as usize ^ (b[n - 3] as usize).wrapping_mul(3)) & 15
}

#[derive(Copy, Clone)]
pub(crate) enum LocTarget {
    Op(OpId),
    Arg(Value),
}

pub(crate) struct UseInfo<'s> {
    pub name: &'s str,
    pub number: usize,
    pub loc: usize,
}

/// Parses everything at the top level; returns the top-level ops (in a detached block).
pub(crate) fn parse_top_level<'s>(p: &mut Parser<'s>, ir: &mut Ir, locations: crate::OpLocations) -> PResult<BlockId> {
    let block = ir.create_block();
    let mut op_parser = OpParser {
        isolated: Vec::new(),
        isolated_pool: Vec::new(),
        block_names_pool: Vec::new(),
        scope_stack: Vec::new(),
        scope_open: Vec::new(),
        op_names: FxHashMap::default(),
        recent_names: [None; 16],
        blocks_by_name: Vec::new(),
        forward_blocks: Vec::new(),
        forward_values: FxHashMap::default(),
        placeholder_name: ir.ctx.op_name("builtin.unrealized_forward_reference"),
        deferred_locs: Vec::new(),
        default_dialects: vec!["builtin".into()],
        parsed_pool: Vec::new(),
        props_cache: FxHashMap::default(),
        source: None,
    };
    let range_len = p.lex.src.len() - p.begin;
    if locations == crate::OpLocations::SourcePositions {
        op_parser.source = ir.add_source(p.filename, p.lines.table.clone(), range_len);
    }
    op_parser.push_scope(true);
    // The numeric name table is not pre-sized: it grows by doubling as numbers are defined
    // (large blocks grow by remapping, not copying), so IR that reuses small numbers per
    // function never touches a table sized for the whole file.
    // About one op per line of text.
    let expected_ops = p.lines.num_lines().min(1 << 24);
    // Every op gets a location of its own (when not kept as a source position).
    if op_parser.source.is_none() {
        p.ctx.reserve_attributes(expected_ops);
    }
    ir.reserve_ops(expected_ops);
    // Blocks are fewer; room is reserved, not touched, so a generous guess costs nothing.
    ir.reserve_blocks(expected_ops / 3);
    loop {
        match p.tok.kind() {
            Tok::Eof => break,
            Tok::Error => return Err(mlir_ir::Emitted),
            Tok::HashIdent => parse_attr_alias_def(p)?,
            Tok::BangIdent => parse_type_alias_def(p)?,
            Tok::FileMetadataBegin => parse_file_metadata(p)?,
            _ => op_parser.parse_operation(p, ir, block)?,
        }
    }
    op_parser.finalize(p, ir)?;
    Ok(block)
}

/// Wraps the parsed top-level ops in a module unless the file is one module.
pub(crate) fn wrap_top_level(p: &mut Parser<'_>, ir: &mut Ir, block: BlockId, implicit_module: bool) -> PResult<OpId> {
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    if ops.len() == 1 && (ir.name_str(ops[0]) == mlir_ir::builtin::MODULE || !implicit_module) {
        ir.detach_op(ops[0]).expect("live op");
        return Ok(ops[0]);
    }
    if !implicit_module {
        let loc = p.loc_at(p.begin);
        p.ctx.emit(Diagnostic::error(
            loc,
            format!("source must contain a single top-level operation, found: {}", ops.len()),
        ));
        return Err(mlir_ir::Emitted);
    }
    let ctx = ir.ctx.clone();
    let file = ctx.str(p.filename).to_string();
    // The implicit module is at `file:0:0`, or, for a later chunk of a split file, where the
    // chunk starts (just after the split marker), as upstream.
    let loc = if p.begin == 0 { ctx.file_loc(&file, 0, 0) } else { p.loc_at(p.begin) };
    let mut st = OperationState::new(ctx.op_name(mlir_ir::builtin::MODULE), loc);
    st.num_regions = 1;
    let module = ir.create_op(st);
    let r = ir.region(module, 0);
    ir.append_block(r, block).expect("fresh block");
    Ok(module)
}

fn parse_attr_alias_def(p: &mut Parser<'_>) -> PResult<()> {
    let name = p.spelling()[1..].to_string();
    if p.symbols.attr_aliases.contains_key(&name) {
        return Err(p.error(format!("redefinition of attribute alias id '{name}'")));
    }
    if name.contains('.') {
        return Err(p.error("attribute names with a '.' are reserved for dialect-defined names"));
    }
    p.bump();
    p.expect(Tok::Equal, "expected '=' in attribute alias definition")?;
    let a = p.parse_attribute(None)?;
    p.symbols.attr_aliases.insert(name, a);
    Ok(())
}

fn parse_type_alias_def(p: &mut Parser<'_>) -> PResult<()> {
    let name = p.spelling()[1..].to_string();
    if p.symbols.type_aliases.contains_key(&name) {
        return Err(p.error(format!("redefinition of type alias id '{name}'")));
    }
    if name.contains('.') {
        return Err(p.error("type names with a '.' are reserved for dialect-defined names"));
    }
    p.bump();
    p.expect(Tok::Equal, "expected '=' in type alias definition")?;
    let t = p.parse_type()?;
    p.symbols.type_aliases.insert(name, t);
    Ok(())
}

/// `{-# key: {...}, ... #-}`: `dialect_resources` blobs are stored in the context; other
/// sections are checked for shape only.
fn parse_file_metadata(p: &mut Parser<'_>) -> PResult<()> {
    p.bump();
    p.comma_list_until(Tok::FileMetadataEnd, "#-}", true, |p| {
        if !p.at(Tok::BareIdent) {
            return Err(p.error("expected identifier key in file metadata dictionary"));
        }
        let key_loc = p.tok.start;
        let key = p.spelling().to_string();
        p.bump();
        p.expect(Tok::Colon, "expected ':'")?;
        if key != "dialect_resources" && key != "external_resources" {
            return Err(p.error_at(key_loc, format!("unknown key '{key}' in file metadata dictionary")));
        }
        p.expect(Tok::LBrace, "expected '{'")?;
        p.comma_list_until(Tok::RBrace, "}", true, |p| {
            if !p.at(Tok::BareIdent) {
                return Err(p.error("expected identifier key for 'resource' entry"));
            }
            let dialect = p.spelling().to_string();
            let dloc = p.tok.start;
            p.bump();
            p.expect(Tok::Colon, "expected ':'")?;
            p.expect(Tok::LBrace, "expected '{'")?;
            if key == "dialect_resources" && !p.ctx.is_dialect_loaded(&dialect) {
                return Err(p.error_at(dloc, format!("dialect '{dialect}' is unknown")));
            }
            p.comma_list_until(Tok::RBrace, "}", true, |p| {
                let Some(name) = p.parse_resource_key() else {
                    return Err(p.error("expected identifier key for 'resource' entry"));
                };
                p.expect(Tok::Colon, "expected ':'")?;
                if !p.at(Tok::String) && !p.at_kw("true") && !p.at_kw("false") {
                    return Err(p.wrong_token("expected string value for resource entry"));
                }
                if p.at(Tok::String) && key == "dialect_resources" && dialect == "builtin" {
                    let v = p.string_value();
                    let text = String::from_utf8_lossy(&v);
                    let Some(hex) = text.strip_prefix("0x") else {
                        return Err(p.error("expected string containing hex digits starting with `0x`"));
                    };
                    let Some(bytes) = crate::dense::decode_hex(hex) else {
                        return Err(p.error("expected string containing hex digits starting with `0x`"));
                    };
                    let h = p.ctx.ident(&name);
                    p.ctx.set_resource(h, bytes.into());
                }
                p.bump();
                Ok(())
            })
        })
    })
}


impl<'s> OpParser<'s> {
    fn push_scope(&mut self, isolated: bool) {
        self.blocks_by_name.push(self.block_names_pool.pop().unwrap_or_default());
        self.forward_blocks.push(FxHashMap::default());
        let id = self.scope_open.len() as u32;
        self.scope_open.push(true);
        self.scope_stack.push(id);
        if isolated || self.isolated.is_empty() {
            let scope = match self.isolated_pool.pop() {
                Some(mut s) => {
                    s.root = id;
                    s
                }
                None => IsolatedScope { short: FxHashMap::default(), values: FxHashMap::default(), numeric: Vec::new(), root: id },
            };
            self.isolated.push(scope);
        }
    }

    fn pop_scope(&mut self, p: &mut Parser<'s>) -> PResult<()> {
        let fwd = self.forward_blocks.pop().expect("scope");
        if !fwd.is_empty() {
            let mut errors: Vec<usize> = fwd.values().copied().collect();
            errors.sort_unstable();
            for loc in errors {
                p.error_at(loc, "reference to an undefined block");
            }
            return Err(mlir_ir::Emitted);
        }
        let id = self.scope_stack.pop().expect("scope");
        self.scope_open[id as usize] = false;
        if self.isolated.last().is_some_and(|s| s.root == id) {
            if let Some(mut s) = self.isolated.pop() {
                s.short.clear();
                s.values.clear();
                s.numeric.clear();
                self.isolated_pool.push(s);
            }
        }
        if let Some(mut names) = self.blocks_by_name.pop() {
            names.clear();
            self.block_names_pool.push(names);
        }
        Ok(())
    }

    fn finalize(&mut self, p: &mut Parser<'s>, ir: &mut Ir) -> PResult<()> {
        if !self.forward_values.is_empty() {
            let mut errors: Vec<usize> = self.forward_values.values().copied().collect();
            errors.sort_unstable();
            for loc in errors {
                p.error_at(loc, "use of undeclared SSA value name");
            }
            return Err(mlir_ir::Emitted);
        }
        for (target, name, off) in std::mem::take(&mut self.deferred_locs) {
            let Some(&a) = p.symbols.attr_aliases.get(&name) else {
                return Err(p.error_at(off, "operation location alias was never defined"));
            };
            let Some(l) = p.ctx.as_location(a) else {
                let text = mlir_ir::print::attr_to_string(&p.ctx, a);
                return Err(p.error_at(off, format!("expected location, but found '{text}'")));
            };
            match target {
                LocTarget::Op(op) => ir.set_loc(op, l),
                LocTarget::Arg(v) => ir.set_argument_loc(v, l),
            }
        }
        self.pop_scope(p)
    }

    /// The live entry for `name` in the current isolated scope (created empty if absent or
    /// stale).
    fn entry(&mut self, name: &'s str) -> &mut Entry {
        let current = *self.scope_stack.last().expect("scope");
        let open = &self.scope_open;
        let scope = self.isolated.last_mut().expect("scope");
        // Only `%` followed by a digit can be a number.
        let numeric = if name.as_bytes().get(1).is_some_and(u8::is_ascii_digit) { numeric_name(name) } else { None };
        let e = match numeric {
            Some(n) => {
                if scope.numeric.len() <= n {
                    let want = (n + 1).max(scope.numeric.len() * 2).max(64);
                    scope.numeric.resize_with(want, || Entry { scope: CLOSED, defs: SmallVec::new() });
                }
                &mut scope.numeric[n]
            }
            None => match packed_name(name) {
                Some(k) => scope.short.entry(k).or_insert_with(|| Entry { scope: current, defs: SmallVec::new() }),
                None => scope.values.entry(name).or_insert_with(|| Entry { scope: current, defs: SmallVec::new() }),
            },
        };
        if e.scope == CLOSED || !open[e.scope as usize] {
            e.scope = current;
            e.defs.clear();
        }
        e
    }

    fn add_definition(&mut self, p: &mut Parser<'s>, ir: &mut Ir, u: &UseInfo<'s>, value: Value) -> PResult<()> {
        let current = *self.scope_stack.last().expect("scope");
        let entry = self.entry(u.name);
        if entry.defs.len() == u.number {
            // The common case (`%x` or the next `%x#N`): one slot more.
            entry.defs.push(None);
        } else if entry.defs.len() < u.number {
            entry.defs.resize(u.number + 1, None);
        }
        if entry.defs[u.number].is_none() {
            // The common case: a fresh name.
            entry.defs[u.number] = Some(Def { value, loc: u.loc as u32, placeholder: false });
            entry.scope = current;
            return Ok(());
        }
        if let Some(existing) = entry.defs[u.number] {
            if !existing.placeholder {
                let d = Diagnostic::error(p.loc_at(u.loc), format!("redefinition of SSA value '{}'", u.name))
                    .with_note(p.loc_at(existing.loc as usize), "previously defined here");
                return Err(p.emit_diag(d));
            }
            let (et, vt) = (ir.value_type(existing.value), ir.value_type(value));
            if et != vt {
                let ctx = p.ctx;
                let d = Diagnostic::error(
                    p.loc_at(u.loc),
                    format!(
                        "definition of SSA value '{}#{}' has type '{}'",
                        u.name,
                        u.number,
                        mlir_ir::print::type_to_string(&ctx, vt)
                    ),
                )
                .with_note(
                    p.loc_at(existing.loc as usize),
                    format!("previously used here with type '{}'", mlir_ir::print::type_to_string(&ctx, et)),
                );
                return Err(p.emit_diag(d));
            }
            ir.replace_all_uses_with(existing.value, value);
            self.forward_values.remove(&existing.value);
            let op = ir.defining_op(existing.value).expect("placeholder op");
            ir.erase_op(op).expect("placeholder has no uses left");
        }
        let entry = self.entry(u.name);
        entry.defs[u.number] = Some(Def { value, loc: u.loc as u32, placeholder: false });
        entry.scope = current;
        Ok(())
    }

    // Inlined: returned through memory, the four-word result was copied by its callers with
    // loads spanning two of its stores, which the processor cannot forward (a stall per use).
    #[inline(always)]
    pub(crate) fn parse_ssa_use(&mut self, p: &mut Parser<'s>, allow_result_number: bool) -> PResult<UseInfo<'s>> {
        let name = p.spelling();
        let loc = p.tok.start;
        p.expect(Tok::PercentIdent, "expected SSA operand")?;
        let mut number = 0;
        if p.at(Tok::HashIdent) {
            if !allow_result_number {
                return Err(p.error("result number not allowed in argument list"));
            }
            match p.spelling()[1..].parse::<u32>() {
                Ok(n) => number = n as usize,
                Err(_) => return Err(p.error("invalid SSA value result number")),
            }
            p.bump();
        }
        Ok(UseInfo { name, number, loc })
    }

    /// `%a, %b#1, ...` if an SSA name comes next (upstream's `parseOptionalSSAUseList`).
    fn parse_optional_ssa_uses(&mut self, p: &mut Parser<'s>) -> PResult<SmallVec<[UseInfo<'s>; 4]>> {
        let mut uses = SmallVec::new();
        if p.at(Tok::PercentIdent) {
            p.comma_list(|p| {
                uses.push(self.parse_ssa_use(p, true)?);
                Ok(())
            })?;
        }
        Ok(uses)
    }

    pub(crate) fn resolve_ssa_use(&mut self, p: &mut Parser<'s>, ir: &mut Ir, u: &UseInfo<'s>, ty: Type) -> PResult<Value> {
        let placeholder_name = self.placeholder_name;
        let root = self.isolated.last().expect("scope").root;
        let entry = self.entry(u.name);
        if let Some(Some(d)) = entry.defs.get(u.number).copied() {
            let vt = ir.value_type(d.value);
            if vt == ty {
                return Ok(d.value);
            }
            let ctx = p.ctx;
            let diag = Diagnostic::error(
                p.loc_at(u.loc),
                format!(
                    "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                    u.name,
                    mlir_ir::print::type_to_string(&ctx, ty),
                    mlir_ir::print::type_to_string(&ctx, vt)
                ),
            )
            .with_note(p.loc_at(d.loc as usize), "prior use here");
            return Err(p.emit_diag(diag));
        }
        if entry.defs.len() <= u.number {
            entry.defs.resize(u.number + 1, None);
        }
        if let Some(d0) = entry.defs[0] {
            if !d0.placeholder {
                return Err(p.error_at(u.loc, "reference to invalid result number"));
            }
        }
        let mut st = OperationState::new(placeholder_name, ir.ctx.unknown_loc());
        st.result_types.push(ty);
        let op = ir.create_op(st);
        let v = ir.result(op, 0);
        self.forward_values.insert(v, u.loc);
        let entry = self.entry(u.name);
        entry.defs[u.number] = Some(Def { value: v, loc: u.loc as u32, placeholder: true });
        // A forward reference stays pending until its isolated scope ends.
        if entry.defs.iter().all(|d| d.is_none_or(|d| d.placeholder)) {
            entry.scope = root;
        }
        Ok(v)
    }

    /// operation ::= (ssa-results `=`)? (generic-operation | custom-operation) trailing-location?
    fn parse_operation(&mut self, p: &mut Parser<'s>, ir: &mut Ir, block: BlockId) -> PResult<()> {
        let loc = p.tok.start;
        let mut results: SmallVec<[(&str, usize, usize); 2]> = SmallVec::new();
        let mut num_expected = 0;
        if p.at(Tok::PercentIdent) {
            p.comma_list(|p| {
                let name = p.spelling();
                let nloc = p.tok.start;
                p.expect(Tok::PercentIdent, "expected valid ssa identifier")?;
                let mut n = 1;
                if p.eat(Tok::Colon) {
                    if !p.at(Tok::Integer) {
                        return Err(p.wrong_token("expected integer number of results"));
                    }
                    let v: Option<u64> = p.spelling().parse().ok();
                    match v {
                        Some(v) if v >= 1 => n = v as usize,
                        _ => return Err(p.error("expected named operation to have at least 1 result")),
                    }
                    p.bump();
                }
                results.push((name, n, nloc));
                num_expected += n;
                Ok(())
            })?;
            p.expect(Tok::Equal, "expected '=' after SSA name")?;
        }
        let op = match p.tok.kind() {
            Tok::String => self.parse_generic_operation(p, ir)?,
            // An integer type (`i32`) is a token of its own upstream, never an op name.
            Tok::BareIdent if !crate::types::is_int_type_spelling(p.spelling()) => self.parse_custom_operation(p, ir, num_expected)?,
            _ => return Err(p.wrong_token("expected operation name in quotes")),
        };
        ir.append_op(block, op).expect("fresh op");
        if !results.is_empty() {
            let n = ir.num_results(op);
            if n == 0 {
                return Err(p.error_at(loc, "cannot name an operation with no results"));
            }
            if num_expected != n {
                return Err(p.error_at(loc, format!("operation defines {n} results but was provided {num_expected} to bind")));
            }
            let mut i = 0;
            for &(name, count, nloc) in &results {
                for sub in 0..count {
                    let v = ir.result(op, i);
                    i += 1;
                    self.add_definition(p, ir, &UseInfo { name, number: sub, loc: nloc }, v)?;
                }
            }
        }
        Ok(())
    }

    /// An op name already resolved in this parse, by its spelling: through the recent-name
    /// slot table first, then the map of all names (a hit there takes the slot).
    fn known_op_name(&mut self, spelling: &'s str) -> Option<(mlir_ir::OpName, Option<&'s mlir_ir::OpInfo>, bool)> {
        let slot = name_slot(spelling);
        if let Some((_, n, i, d)) = self.recent_names[slot].filter(|(s, ..)| crate::same_text(s, spelling)) {
            return Some((n, i, d));
        }
        let (n, i, d) = *self.op_names.get(spelling)?;
        self.recent_names[slot] = Some((spelling, n, i, d));
        Some((n, i, d))
    }

    /// The location of an op whose text starts at `offset`.
    #[inline]
    fn op_loc(&self, p: &Parser<'s>, offset: usize) -> mlir_ir::store::OpLoc {
        match self.source {
            Some(src) => src.loc(offset - p.begin),
            None => p.loc_at(offset).into(),
        }
    }

    fn parse_custom_operation(&mut self, p: &mut Parser<'s>, ir: &mut Ir, num_results: usize) -> PResult<OpId> {
        let name = p.spelling();
        let name_loc = p.tok.start;
        // Names with a dialect prefix resolve the same everywhere: remember them.
        let cached = self.known_op_name(name).map(|(n, i, _)| (n, i));
        let (op_name, info) = match cached {
            Some(hit) => hit,
            None => {
                let ctx = p.ctx;
                // A registered name is used as written; a name without a dialect prefix
                // (`foo`, or `foo.` with nothing after the dot) is looked up in the default
                // dialect.
                let mut op_name = ctx.op_name(name);
                let mut full = name.to_string();
                let prefixed = !matches!(name.split_once('.'), Some((_, "")) | None);
                if ctx.op_info(op_name).is_none() && !prefixed {
                    let default = self.default_dialects.last().map_or("", |d| &**d);
                    full = format!("{default}.{name}");
                    op_name = ctx.op_name(&full);
                }
                let info = ctx.op_info(op_name).map(|i| &**i).filter(|i| i.hooks.has_custom_parser());
                if info.is_none() {
                    // As upstream, the name is consumed first: a lexer error just after it is
                    // reported instead of this one.
                    p.bump();
                    let tried = if full != name { format!(" (tried '{full}' as well)") } else { String::new() };
                    let dialect = full.split('.').next().unwrap_or("");
                    if !ctx.is_dialect_loaded(dialect) {
                        let loc = p.loc_at(name_loc);
                        let d = Diagnostic::error(loc, format!("Dialect `{dialect}' not found for custom op '{name}' {tried}")).with_note(
                            loc,
                            format!(
                                "Available dialects: {} ; for more info on dialect registration see \
                                 https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                                ctx.loaded_dialects().join(", ")
                            ),
                        );
                        return Err(p.emit_diag(d));
                    }
                    return Err(p.error_at(name_loc, format!("custom op '{name}' is unknown{tried}")));
                }
                if prefixed {
                    self.op_names.insert(name, (op_name, info, true));
                }
                (op_name, info)
            }
        };
        let Some(info) = info else {
            return Err(p.error_at(name_loc, format!("custom op '{name}' is unknown")));
        };
        let ctx = p.ctx;
        p.bump();
        self.default_dialects.push(info.default_dialect.clone().unwrap_or_default());
        // A reused buffer: nested custom ops take their own from the pool.
        let mut st = self.parsed_pool.pop().unwrap_or_default();
        let r = {
            let mut cp = crate::custom::CustomParser { p, op: Some((self, ir)), name_off: name_loc, num_results, op_name: Some(op_name) };
            info.hooks.parse(&mut cp, &mut st)
        };
        self.default_dialects.pop();
        if let Err(e) = r {
            st.clear();
            self.parsed_pool.push(st);
            return Err(e);
        }
        // Names given twice (say, in the format and in the attribute dictionary).
        if st.attrs.len() + st.props.len() > 1 {
            let all: SmallVec<[mlir_ir::Ident; 8]> = st.attrs.iter().chain(st.props.iter()).map(|(n, _)| *n).collect();
            for (i, n) in all.iter().enumerate() {
                if all[..i].contains(n) {
                    let text = ctx.str(*n).to_string();
                    st.clear();
                    self.parsed_pool.push(st);
                    return Err(p.error_at(name_loc, format!("attribute '{text}' occurs more than once in the attribute list")));
                }
            }
        }
        let src_loc = self.op_loc(p, name_loc);
        let attrs = if st.attrs.is_empty() { None } else { Some(ctx.dictionary(std::mem::take(&mut st.attrs))) };
        // Ops of one kind repeat their properties in the same order: remember the dictionary
        // built for each list (cheaper than sorting and uniquing it again).
        let props = if st.props.is_empty() {
            None
        } else if let Some(&d) = self.props_cache.get(&st.props[..]) {
            Some(d)
        } else {
            let key: Box<[(mlir_ir::Ident, mlir_ir::Attribute)]> = st.props.clone().into_boxed_slice();
            let d = ctx.dictionary(std::mem::take(&mut st.props));
            if self.props_cache.len() < 4096 {
                self.props_cache.insert(key, d);
            }
            Some(d)
        };
        let op = ir.create_op_from(op_name, src_loc, &st.operands, &st.result_types, attrs, props, &st.successors, st.regions.len());
        for (i, blocks) in st.regions.drain(..).enumerate() {
            let r = ir.region(op, i);
            for b in blocks {
                ir.append_block(r, b).expect("fresh block");
            }
        }
        st.clear();
        self.parsed_pool.push(st);
        self.parse_trailing_location(p, ir, LocTarget::Op(op))?;
        Ok(op)
    }

    /// `"name"(operands)[successors] <{props}> (regions) {attrs} : (types) -> types`
    fn parse_generic_operation(&mut self, p: &mut Parser<'s>, ir: &mut Ir) -> PResult<OpId> {
        let ctx = p.ctx;
        let src_off = p.tok.start;
        let spelling = p.spelling();
        let (op_name, info, dialect_known) = match self.known_op_name(spelling) {
            Some(hit) => hit,
            None => {
                let name_bytes = p.string_value();
                if name_bytes.is_empty() {
                    return Err(p.error("empty operation name is invalid"));
                }
                if name_bytes.contains(&0) {
                    return Err(p.error("null character not allowed in operation name"));
                }
                let name = String::from_utf8_lossy(&name_bytes).into_owned();
                let op_name = ctx.op_name(&name);
                let info = ctx.op_info(op_name).map(|i| &**i);
                let dialect_known = ctx.is_dialect_loaded(name.split('.').next().unwrap_or(""));
                self.op_names.insert(spelling, (op_name, info, dialect_known));
                (op_name, info, dialect_known)
            }
        };
        // The name's text is read only for messages: reading it on every op put a dependent
        // chain of loads (context, table, entry) on the hot path.
        let name = || ctx.op_name_str(op_name);
        p.bump();
        if info.is_none()
            && !dialect_known && !ctx.allows_unregistered_dialects() {
                return Err(p.error(
                    "operation being parsed with an unregistered dialect. If this is intended, please use \
                     -allow-unregistered-dialect with the MLIR tool used",
                ));
            }
        // Operands.
        p.expect(Tok::LParen, "expected '(' to start operand list")?;
        let uses = self.parse_optional_ssa_uses(p)?;
        p.expect(Tok::RParen, "expected ')' to end operand list")?;
        // Successors.
        let mut succs = Vec::new();
        if p.at(Tok::LSquare) {
            let may_terminate = info.as_ref().is_none_or(|i| i.traits.contains(mlir_ir::Traits::TERMINATOR));
            if !may_terminate {
                return Err(p.error("successors in non-terminator"));
            }
            p.bump();
            p.comma_list_until(Tok::RSquare, "]", false, |p| {
                if !p.at(Tok::CaretIdent) {
                    return Err(p.wrong_token("expected block name"));
                }
                let b = self.block_named(ir, p.spelling(), p.tok.start);
                p.bump();
                succs.push(b);
                Ok(())
            })?;
        }
        // Properties.
        let mut props = None;
        if p.eat(Tok::Less) {
            props = Some(p.parse_attribute(None)?);
            p.expect(Tok::Greater, "expected '>' to close properties")?;
        }
        // Regions.
        let mut regions: Vec<Vec<BlockId>> = Vec::new();
        if p.eat(Tok::LParen) {
            loop {
                regions.push(self.parse_region(p, ir, &[])?);
                if !p.eat(Tok::Comma) {
                    break;
                }
            }
            p.expect(Tok::RParen, "expected ')' to end region list")?;
        }
        // Attributes.
        let mut attrs = Vec::new();
        if p.at(Tok::LBrace) {
            attrs = p.parse_attr_dict()?;
        }
        // Type.
        p.expect(Tok::Colon, "expected ':' followed by operation type")?;
        let type_off = p.tok.start;
        let fty = p.parse_type()?;
        let (inputs, results) = match ctx.type_kind(fty) {
            mlir_ir::TypeKind::Function { inputs, results } => (&**inputs, &**results),
            _ => return Err(p.error_at(type_off, "expected function type")),
        };
        if inputs.len() != uses.len() {
            // Upstream streams `"s"[n == 1]`, which is a NUL character for one operand.
            let plural = if uses.len() == 1 { "\0" } else { "s" };
            return Err(p.error_at(
                type_off,
                format!("expected {} operand type{} but had {}", uses.len(), plural, inputs.len()),
            ));
        }
        let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
        for (u, &t) in uses.iter().zip(inputs) {
            operands.push(self.resolve_ssa_use(p, ir, u, t)?);
        }
        // Inherent attributes given in the dictionary of a registered op become properties.
        if let Some(info) = &info {
            if props.is_none() && !info.inherent_attrs.is_empty() {
                let mut inherent = Vec::new();
                attrs.retain(|(n, a)| {
                    if info.inherent_attrs.iter().any(|ia| &**ia == ctx.str(*n)) {
                        inherent.push((*n, *a));
                        false
                    } else {
                        true
                    }
                });
                if !inherent.is_empty() {
                    if let Some(msg) = info.hooks.check_inherent_attrs(&ctx, &inherent) {
                        ctx.emit(Diagnostic::error(p.loc_at(src_off), format!("'{}' op {msg}", name())));
                        return Err(mlir_ir::Emitted);
                    }
                    props = Some(ctx.dictionary(inherent));
                }
            }
        }
        if let Some(pa) = props {
            if !matches!(ctx.attr_kind(pa), mlir_ir::AttrKind::Dictionary(_)) && info.is_some() {
                let text = mlir_ir::print::attr_to_string(&ctx, pa);
                ctx.emit(Diagnostic::error(p.loc_at(src_off), format!("invalid properties {text} for op {}: expected DictionaryAttr to set properties", name())));
                return Err(mlir_ir::Emitted);
            }
        }
        let attrs = Some(ctx.dictionary(attrs));
        let op = ir.create_op_from(op_name, self.op_loc(p, src_off), &operands, results, attrs, props, &succs, regions.len());
        for (i, blocks) in regions.into_iter().enumerate() {
            let r = ir.region(op, i);
            for b in blocks {
                ir.append_block(r, b).expect("fresh block");
            }
        }
        self.parse_trailing_location(p, ir, LocTarget::Op(op))?;
        Ok(op)
    }

    fn parse_trailing_location(&mut self, p: &mut Parser<'s>, ir: &mut Ir, target: LocTarget) -> PResult<()> {
        if !p.at_kw("loc") {
            return Ok(());
        }
        p.bump();
        p.expect(Tok::LParen, "expected '(' in location")?;
        let loc: Option<Location> = if p.at(Tok::HashIdent) && !p.spelling().contains('.') {
            let name = p.spelling()[1..].to_string();
            let off = p.tok.start;
            p.bump();
            match p.symbols.attr_aliases.get(&name).copied() {
                Some(a) => match p.ctx.as_location(a) {
                    Some(l) => Some(l),
                    None => {
                        let text = mlir_ir::print::attr_to_string(&p.ctx, a);
                        return Err(p.error_at(off, format!("expected location, but found '{text}'")));
                    }
                },
                None => {
                    self.deferred_locs.push((target, name, off));
                    None
                }
            }
        } else {
            Some(p.parse_location_instance()?)
        };
        p.expect(Tok::RParen, "expected ')' in location")?;
        if let Some(l) = loc {
            match target {
                LocTarget::Op(op) => ir.set_loc(op, l),
                LocTarget::Arg(v) => ir.set_argument_loc(v, l),
            }
        }
        Ok(())
    }

    pub(crate) fn block_named(&mut self, ir: &mut Ir, name: &'s str, loc: usize) -> BlockId {
        let scope = self.blocks_by_name.last_mut().expect("scope");
        if let Some(d) = scope.get(name) {
            return d.block;
        }
        let b = ir.create_block();
        scope.insert(name, BlockDef { block: b });
        self.forward_blocks.last_mut().expect("scope").insert(b, loc);
        b
    }

    /// `{` block* `}`; returns the region's blocks (detached, in order).
    fn parse_region(&mut self, p: &mut Parser<'s>, ir: &mut Ir, entry_args: &[(UseInfo<'s>, Type, Option<Location>)]) -> PResult<Vec<BlockId>> {
        if p.depth >= crate::MAX_NESTING {
            return Err(p.error(format!("exceeded the maximum nesting depth of {}", crate::MAX_NESTING)));
        }
        p.depth += 1;
        let r = self.parse_region_inner(p, ir, entry_args);
        p.depth -= 1;
        r
    }

    /// A region whose entry block gets `args` (name, type, location), bound in its scope.
    pub(crate) fn parse_region_with_args(&mut self, p: &mut Parser<'s>, ir: &mut Ir, args: &[(UseInfo<'s>, Type, Option<Location>)]) -> PResult<Vec<BlockId>> {
        self.parse_region(p, ir, args)
    }

    fn parse_region_inner(&mut self, p: &mut Parser<'s>, ir: &mut Ir, args: &[(UseInfo<'s>, Type, Option<Location>)]) -> PResult<Vec<BlockId>> {
        p.expect(Tok::LBrace, "expected '{' to begin a region")?;
        let mut blocks = Vec::new();
        if p.at(Tok::RBrace) && args.is_empty() {
            p.bump();
            return Ok(blocks);
        }
        self.push_scope(false);
        // The entry block may be unnamed.
        let entry = ir.create_block();
        if !args.is_empty() {
            if p.at(Tok::CaretIdent) {
                return Err(p.error("invalid block name in region with named arguments"));
            }
            for (u, ty, loc) in args {
                // A name visible here (defined or used before) cannot name an argument.
                let prior = self.entry(u.name).defs.get(u.number).copied().flatten();
                if let Some(d) = prior {
                    let diag = Diagnostic::error(p.loc_at(u.loc), format!("region entry argument '{}' is already in use", u.name))
                        .with_note(p.loc_at(d.loc as usize), "previously referenced here");
                    return Err(p.emit_diag(diag));
                }
                let loc = match loc {
                    Some(l) => (*l).into(),
                    None => self.op_loc(p, u.loc),
                };
                let arg = ir.add_argument_at(entry, *ty, loc);
                self.add_definition(p, ir, u, arg)?;
            }
        }
        let mut first = Some(entry);
        loop {
            let is_entry = first.is_some();
            let b = self.parse_block(p, ir, first.take())?;
            if is_entry && !args.is_empty() && ir.num_arguments(b) > args.len() {
                return Err(p.error("entry block arguments were already defined"));
            }
            blocks.push(b);
            if p.at(Tok::RBrace) {
                break;
            }
        }
        p.bump();
        self.pop_scope(p)?;
        Ok(blocks)
    }

    /// block ::= block-label? operation*; `existing` is the unnamed entry block candidate.
    fn parse_block(&mut self, p: &mut Parser<'s>, ir: &mut Ir, existing: Option<BlockId>) -> PResult<BlockId> {
        let unnamed_entry = if p.at(Tok::CaretIdent) { None } else { existing };
        let block = if let Some(entry) = unnamed_entry {
            entry
        } else {
            let name_loc = p.tok.start;
            let name = p.spelling();
            if !p.at(Tok::CaretIdent) {
                return Err(p.wrong_token("expected block name"));
            }
            p.bump();
            let scope = self.blocks_by_name.last_mut().expect("scope");
            let b = match scope.get(name) {
                None => {
                    let b = existing.unwrap_or_else(|| ir.create_block());
                    scope.insert(name, BlockDef { block: b });
                    b
                }
                Some(d) => {
                    let b = d.block;
                    if self.forward_blocks.last_mut().expect("scope").remove(&b).is_none() {
                        return Err(p.error_at(name_loc, format!("redefinition of block '{name}'")));
                    }
                    b
                }
            };
            if p.at(Tok::LParen) {
                self.parse_block_args(p, ir, b)?;
            }
            p.expect(Tok::Colon, "expected ':' after block name")?;
            b
        };
        while !p.at(Tok::CaretIdent) && !p.at(Tok::RBrace) {
            self.parse_operation(p, ir, block)?;
        }
        Ok(block)
    }

    fn parse_block_args(&mut self, p: &mut Parser<'s>, ir: &mut Ir, b: BlockId) -> PResult<()> {
        p.comma_list_delimited((Tok::LParen, "("), (Tok::RParen, ")"), "", |p| {
            // Upstream accepts (and binds) `%name#N` here too.
            let u = self.parse_ssa_use(p, true)?;
            p.expect(Tok::Colon, "expected ':' and type for SSA operand")?;
            let ty = p.parse_type()?;
            let loc = self.op_loc(p, u.loc);
            let arg = ir.add_argument_at(b, ty, loc);
            self.parse_trailing_location(p, ir, LocTarget::Arg(arg))?;
            self.add_definition(p, ir, &u, arg)
        })
    }
}

#[cfg(test)]
mod packed_name_tests {
    use super::packed_name;

    /// The packing the word loads must reproduce: byte `i` at bits `8i`, the length on top.
    fn reference(name: &str) -> u128 {
        let mut buf = [0u8; 16];
        buf[..name.len()].copy_from_slice(name.as_bytes());
        buf[15] = name.len() as u8;
        u128::from_le_bytes(buf)
    }

    #[test]
    fn packs_every_length_like_the_byte_layout() {
        let text = "%abcdefghijklmnopq";
        for n in 0..=15 {
            let name = &text[..n];
            assert_eq!(packed_name(name), Some(reference(name)), "length {n}");
        }
        assert_eq!(packed_name(&text[..16]), None);
        // Names that differ only in length or in their last byte stay apart.
        assert_ne!(packed_name("%a"), packed_name("%a\0"));
        assert_ne!(packed_name("%arg10"), packed_name("%arg11"));
    }
}
