//! The printer: IR, types, attributes and locations to text, byte-identical to upstream's
//! `AsmPrinter`.
//!
//! Printing an op runs in two passes, as upstream: the alias pass (`alias.rs`) visits what will
//! be printed to pick `#map`/`#loc`... aliases, then the text pass writes into one `String`.
//! SSA and block names come from `names.rs`.

mod alias;
mod attr;
mod names;
mod op;

pub use alias::AliasState;
pub use attr::{AsmWriter, Elision};
pub use names::NameState;
pub use op::OpPrinter;

use crate::context::Context;
use crate::diag::Diagnostic;

/// Printing options (upstream's `OpPrintingFlags` and the `--mlir-*` printer flags).
#[derive(Clone, Debug, Default)]
pub struct PrintFlags {
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`
    pub debug_info: bool,
    /// `--mlir-pretty-debuginfo`
    pub pretty_debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases, everything inline.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`
    pub elide_elements_if_larger: Option<u64>,
    /// `--mlir-elide-resource-strings-if-larger=N`
    pub elide_resources_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N` (default: 100 elements)
    pub hex_elements_if_larger: Option<i64>,
    /// `--mlir-print-unique-ssa-ids`
    pub unique_ssa_ids: bool,
    /// `--mlir-print-skip-regions`
    pub skip_regions: bool,
    /// `--mlir-print-value-users`
    pub print_value_users: bool,
    /// `--mlir-print-assume-verified`
    pub assume_verified: bool,
    /// `--mlir-use-nameloc-as-prefix`: a value whose location holds a name (`loc("sum")`) is
    /// printed with that name (`%sum`), before any name its dialect suggests.
    pub name_loc_as_prefix: bool,
}

impl PrintFlags {
    pub fn generic() -> Self {
        PrintFlags { generic: true, ..Default::default() }
    }
}

/// Writes `s` as a quoted string with upstream's escapes (`\0A`, `\22`, `\\`).
pub fn write_escaped(out: &mut String, s: &[u8]) {
    out.push('"');
    write_escaped_body(out, s);
    out.push('"');
}

/// Whether byte `c` prints as itself inside a quoted string.
#[inline]
fn prints_plain(c: u8) -> bool {
    (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\'
}

/// As [`write_escaped`], for text (op names, mostly, which need no escape).
pub fn write_escaped_str(out: &mut String, s: &str) {
    // Every byte is tested (no early exit), which the compiler turns into vector compares.
    if s.bytes().fold(true, |ok, c| ok & (c >= 0x20) & (c < 0x7f) & (c != b'"') & (c != b'\\')) {
        out.push('"');
        out.push_str(s);
        out.push('"');
    } else {
        write_escaped(out, s.as_bytes());
    }
}

/// The escaped body of a string, without quotes (`llvm::printEscapedString`). Runs of bytes
/// that print as themselves are copied at once.
pub fn write_escaped_body(out: &mut String, s: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    // Printable ASCII only: always valid UTF-8.
    let push_run = |out: &mut String, run: &[u8]| out.push_str(std::str::from_utf8(run).unwrap_or_default());
    let mut start = 0;
    for (i, &c) in s.iter().enumerate() {
        if prints_plain(c) {
            continue;
        }
        push_run(out, &s[start..i]);
        start = i + 1;
        if c == b'\\' {
            out.push_str("\\\\");
        } else {
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
    push_run(out, &s[start..]);
}

/// Whether `s` can be printed without quotes as an attribute name or symbol
/// (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    // Every byte is tested (no early exit), which the compiler turns into vector compares.
    b[1..].iter().fold(true, |ok, &c| {
        let lower = c | 0x20;
        ok & ((lower >= b'a') & (lower <= b'z') | (c >= b'0') & (c <= b'9') | (c == b'_') | (c == b'$') | (c == b'.'))
    })
}

/// Prints `s` bare when possible, else quoted.
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped(out, s.as_bytes());
    }
}

/// Formats a diagnostic as upstream's default handler does: `loc: error: message\n`, each note
/// on its own line after it.
pub fn format_diagnostic(ctx: &Context, diag: &Diagnostic) -> String {
    let mut out = String::new();
    format_one(ctx, diag, &mut out);
    for n in &diag.notes {
        format_one(ctx, n, &mut out);
    }
    out
}

fn format_one(ctx: &Context, diag: &Diagnostic, out: &mut String) {
    let loc = attr::location_for_diagnostic(ctx, diag.loc);
    if !loc.is_empty() {
        out.push_str(&loc);
        out.push_str(": ");
    }
    out.push_str(diag.severity.as_str());
    out.push_str(": ");
    out.push_str(&diag.message);
    out.push('\n');
}

/// Prints a type on its own (no aliases), as `Type::print`.
pub fn type_to_string(ctx: &Context, ty: crate::types::Type) -> String {
    let flags = PrintFlags::default();
    let aliases = AliasState::empty();
    let mut p = attr::AsmWriter::new(ctx, &flags, &aliases);
    p.print_type(ty);
    p.out
}

/// Prints an attribute on its own (no aliases), as `Attribute::print`.
pub fn attr_to_string(ctx: &Context, a: crate::attrs::Attribute) -> String {
    let flags = PrintFlags::default();
    let aliases = AliasState::empty();
    let mut p = attr::AsmWriter::new(ctx, &flags, &aliases);
    p.print_attr(a, attr::Elision::Never);
    p.out
}

/// Prints a location as `loc(...)`.
pub fn location_to_string(ctx: &Context, loc: crate::attrs::Location) -> String {
    let flags = PrintFlags::default();
    let aliases = AliasState::empty();
    let mut p = attr::AsmWriter::new(ctx, &flags, &aliases);
    p.print_location(loc, false);
    p.out
}

/// Prints `op` (and everything nested in it) with `flags`.
pub fn print_op(ir: &crate::store::Ir, op: crate::store::OpId, flags: &PrintFlags) -> String {
    let mut out = String::new();
    op::print_top_level(ir, op, flags, &mut out, None).expect("printing to a string cannot fail");
    out
}

/// Prints `op` as [`print_op`] does, streaming the text to `sink` as it is produced (so a large
/// module never sits in memory as one string).
pub fn print_op_to(
    ir: &crate::store::Ir,
    op: crate::store::OpId,
    flags: &PrintFlags,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut rest = String::new();
    op::print_top_level(ir, op, flags, &mut rest, Some(sink))
}

/// Prints `op` alone as `Operation::print` does with local scope: values are named from the
/// nearest isolated-from-above ancestor (or `op`), so the names match the enclosing function.
pub fn print_op_in_scope(ir: &crate::store::Ir, op: crate::store::OpId, flags: &PrintFlags) -> String {
    op::print_nested(ir, naming_root(ir, op), op, flags)
}

/// The nearest isolated-from-above ancestor of `op` (or the top-level op): the scope whose
/// numbering names values when printing `op` alone.
fn naming_root(ir: &crate::store::Ir, op: crate::store::OpId) -> crate::store::OpId {
    let mut root = op;
    loop {
        if ir.traits(root).contains(crate::dialect::Traits::ISOLATED_FROM_ABOVE) {
            return root;
        }
        match ir.parent_op(root) {
            Some(p) => root = p,
            None => return root,
        }
    }
}

/// Prints a block alone (header, arguments, ops), as upstream's `Block::print`.
pub fn print_block(ir: &crate::store::Ir, b: crate::store::BlockId, flags: &PrintFlags) -> String {
    match ir.block_parent_op(b) {
        Some(op) => op::print_block_alone(ir, naming_root(ir, op), b, flags),
        None => {
            // A detached block: number it on its own.
            let mut out = String::from("<<UNLINKED BLOCK>>\n");
            for o in ir.block_ops(b) {
                out.push_str(&op::print_nested(ir, o, o, flags));
                out.push('\n');
            }
            out
        }
    }
}

/// The name a value prints with (`%0`, `%arg0`), numbered in its enclosing isolated scope.
pub fn value_name(ir: &crate::store::Ir, v: crate::store::Value, flags: &PrintFlags) -> String {
    let owner = match ir.value_def(v) {
        crate::store::ValueDef::Result { op, .. } => Some(op),
        crate::store::ValueDef::Argument { block, .. } => ir.block_parent_op(block),
    };
    let Some(owner) = owner else { return String::from("<<UNKNOWN SSA VALUE>>") };
    let names = NameState::new(ir, naming_root(ir, owner), flags);
    let mut out = String::new();
    names.write_value(ir, &mut out, v, true);
    out
}
