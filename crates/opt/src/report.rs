//! Diagnostics as upstream's `SourceMgrDiagnosticHandler` prints them: `file:line:col: error:
//! message`, then the source line and a caret when the location is in the input buffer.

use mlir_ir::{Context, Diagnostic, LocKind, Location};

/// The input buffer diagnostics refer to.
pub struct Source<'a> {
    pub name: &'a str,
    pub text: &'a str,
}

/// The first `file:line:col` location inside `loc` (pre-order), as `findInstanceOf`.
pub fn find_file_loc(ctx: &Context, loc: Location) -> Option<(String, u32, u32)> {
    match ctx.loc_kind(loc) {
        LocKind::FileLineCol { file, line, col, .. } => Some((ctx.str(*file).to_string(), *line, *col)),
        LocKind::Name { child: Some(c), .. } => find_file_loc(ctx, *c),
        LocKind::CallSite { callee, caller } => find_file_loc(ctx, *callee).or_else(|| find_file_loc(ctx, *caller)),
        LocKind::Fused(f) => f.locs.iter().find_map(|l| find_file_loc(ctx, *l)),
        _ => None,
    }
}

/// The text of 1-based `line` of `text`, without its line break.
pub fn line_text(text: &str, line: u32) -> Option<&str> {
    text.split('\n').nth(line.checked_sub(1)? as usize).map(|l| l.strip_suffix('\r').unwrap_or(l))
}

/// Formats one diagnostic, the call stack of a call-site location, and the notes (a note at
/// the same location as the line before it does not repeat the source line).
pub fn format(ctx: &Context, src: &Source<'_>, d: &Diagnostic) -> String {
    let mut out = String::new();
    format_one(ctx, src, d.loc, d.severity.as_str(), &d.message, &mut out);
    let mut loc = d.loc;
    if let Some((_, caller)) = call_site(ctx, loc) {
        loc = caller;
        for _ in 0..10 {
            format_one(ctx, src, loc, "note", "called from", &mut out);
            match call_site(ctx, loc) {
                Some((_, c)) => loc = c,
                None => break,
            }
        }
    }
    for n in &d.notes {
        format_with_source(ctx, src, n.loc, n.severity.as_str(), &n.message, n.loc != loc, &mut out);
        loc = n.loc;
    }
    out
}

/// The first call-site location inside `loc`: (callee, caller).
fn call_site(ctx: &Context, loc: Location) -> Option<(Location, Location)> {
    match ctx.loc_kind(loc) {
        LocKind::CallSite { callee, caller } => Some((*callee, *caller)),
        LocKind::Name { child: Some(c), .. } => call_site(ctx, *c),
        LocKind::Fused(f) => f.locs.iter().find_map(|l| call_site(ctx, *l)),
        _ => None,
    }
}

pub fn format_one(ctx: &Context, src: &Source<'_>, loc: Location, sev: &str, msg: &str, out: &mut String) {
    format_with_source(ctx, src, loc, sev, msg, true, out)
}

fn format_with_source(ctx: &Context, src: &Source<'_>, loc: Location, sev: &str, msg: &str, show_source: bool, out: &mut String) {
    match find_file_loc(ctx, loc) {
        None => {
            // LLVM's source manager names a position it cannot place `<unknown>:0`.
            out.push_str("<unknown>:0: ");
            out.push_str(sev);
            out.push_str(": ");
            if *ctx.loc_kind(loc) != LocKind::Unknown {
                out.push_str(&mlir_ir::print::location_to_string(ctx, loc));
                out.push_str(": ");
            }
            out.push_str(msg);
            out.push('\n');
        }
        Some((file, line, col)) => {
            out.push_str(&format!("{file}:{line}:{col}: {sev}: {msg}\n"));
            if show_source && file == src.name {
                if let Some(text) = line_text(src.text, line) {
                    let (shown, caret) = caret_line(text, col as usize);
                    out.push_str(&shown);
                    out.push('\n');
                    // As LLVM's SMDiagnostic: no caret under a line with non-ASCII characters,
                    // whose columns it cannot place.
                    if text.is_ascii() {
                        out.push_str(&caret);
                        out.push('\n');
                    }
                }
            }
        }
    }
}

/// The source line with tabs expanded (8-column stops, as LLVM's `SMDiagnostic`) and the caret
/// line under 1-based byte column `col`.
fn caret_line(text: &str, col: usize) -> (String, String) {
    let mut shown = String::new();
    let mut caret = String::new();
    for (i, ch) in text.char_indices() {
        if i + 1 == col {
            while caret.len() < shown.len() {
                caret.push(' ');
            }
            caret.push('^');
        }
        if ch == '\t' {
            shown.push(' ');
            while !shown.len().is_multiple_of(8) {
                shown.push(' ');
            }
        } else {
            shown.push(ch);
        }
    }
    if caret.is_empty() {
        while caret.len() < shown.len().min(col.saturating_sub(1)) {
            caret.push(' ');
        }
        caret.push('^');
    }
    (shown, caret)
}
