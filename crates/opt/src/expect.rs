//! `--verify-diagnostics`: the `expected-error/warning/remark/note` annotations of a buffer,
//! matched against the diagnostics a run emits (upstream's `SourceMgrDiagnosticVerifierHandler`).
//!
//! Syntax: `expected-<severity>[-re] [@+N|@-N|@above|@below|@unknown] {{message}}`. The message
//! must be a substring of the diagnostic; with `-re`, text inside nested `{{...}}` is a regex.

use crate::report::{find_file_loc, Source};
use mlir_ir::{Context, Diagnostic, Severity};
use regex::Regex;

struct Expected {
    severity: Severity,
    /// Line the diagnostic must be on; `None` for `@unknown`.
    line: Option<u32>,
    matcher: Matcher,
    text: String,
    /// Where the annotation is (line, column of `expected`).
    at: (u32, u32),
    matched: bool,
}

enum Matcher {
    Substring(String),
    Regex(Regex),
}

impl Matcher {
    fn matches(&self, msg: &str) -> bool {
        match self {
            Matcher::Substring(s) => msg.contains(s.as_str()),
            Matcher::Regex(r) => r.is_match(msg),
        }
    }
}

pub struct Verifier {
    expected: Vec<Expected>,
    /// Errors found while reading the annotations or matching (already formatted).
    pub errors: Vec<String>,
    /// Expectations nothing matched (filled by `finish`; upstream reports them after every
    /// chunk of a split file has run).
    pub unmet: Vec<String>,
}

fn annotation_regex() -> Regex {
    Regex::new(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}\s*$")
        .expect("valid regex")
}

/// Builds a regex from an `-re` message: `{{...}}` parts are regex, the rest literal.
fn build_regex(text: &str) -> Result<Regex, String> {
    let mut pat = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        pat.push_str(&regex::escape(&rest[..start]));
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            return Err("found start of regex with no end '}}'".into());
        };
        pat.push('(');
        pat.push_str(&after[..end]);
        pat.push(')');
        rest = &after[end + 2..];
    }
    pat.push_str(&regex::escape(rest));
    Regex::new(&pat).map_err(|e| format!("invalid regex: {e}"))
}

impl Verifier {
    /// Reads the annotations of `text`, whose first line is line `first_line` of the file.
    pub fn new(ctx: &Context, src: &Source<'_>, text: &str, first_line: u32) -> Verifier {
        let re = annotation_regex();
        let mut expected = Vec::new();
        let mut errors = Vec::new();
        // Lines of consecutive `@below` annotations all designate the next non-annotation line.
        let mut pending_below: Vec<usize> = Vec::new();
        for (i, raw_line) in text.split('\n').enumerate() {
            let line_no = first_line + i as u32;
            let Some(c) = re.captures(raw_line) else {
                if !pending_below.is_empty() && !raw_line.trim().is_empty() {
                    for idx in pending_below.drain(..) {
                        let e: &mut Expected = &mut expected[idx];
                        e.line = Some(line_no);
                    }
                }
                continue;
            };
            let m0 = c.get(0).expect("match");
            let col = m0.start() as u32 + 1;
            let severity = match &c[1] {
                "error" => Severity::Error,
                "warning" => Severity::Warning,
                "remark" => Severity::Remark,
                _ => Severity::Note,
            };
            let msg = c[5].to_string();
            let matcher = if c.get(2).is_some() {
                match build_regex(&msg) {
                    Ok(r) => Matcher::Regex(r),
                    Err(e) => {
                        let mut s = String::new();
                        crate::report::format_one(ctx, src, ctx.file_loc(src.name, line_no, col), "error", &e, &mut s);
                        errors.push(s);
                        continue;
                    }
                }
            } else {
                Matcher::Substring(msg.clone())
            };
            let mut line = Some(line_no);
            let mut below = false;
            if let Some(off) = c.get(4) {
                match off.as_str() {
                    "above" => line = Some(line_no - 1),
                    "below" => below = true,
                    "unknown" => line = None,
                    s => {
                        let n: i64 = s.parse().unwrap_or(0);
                        line = Some((line_no as i64 + n).max(0) as u32);
                    }
                }
            }
            expected.push(Expected { severity, line, matcher, text: msg, at: (line_no, col), matched: false });
            if below {
                pending_below.push(expected.len() - 1);
            } else if !pending_below.is_empty() && raw_line.trim_start().starts_with("//") {
                // Annotation lines don't end a run of `@below`.
            }
        }
        Verifier { expected, errors, unmet: Vec::new() }
    }

    /// Offers one diagnostic (and its notes); unmatched ones become "unexpected" errors.
    pub fn handle(&mut self, ctx: &Context, src: &Source<'_>, d: &Diagnostic) {
        self.handle_one(ctx, src, d.loc, d.severity, &d.message);
        for n in &d.notes {
            self.handle_one(ctx, src, n.loc, n.severity, &n.message);
        }
    }

    fn handle_one(&mut self, ctx: &Context, src: &Source<'_>, loc: mlir_ir::Location, sev: Severity, msg: &str) {
        let file_loc = find_file_loc(ctx, loc);
        let line = match &file_loc {
            Some((f, l, _)) if f == src.name => Some(*l),
            Some(_) => Some(0),
            None => None,
        };
        // As upstream, the first annotation that fits takes the diagnostic, even one already
        // matched: one annotation can stand for several equal diagnostics on its line.
        let found = self.expected.iter_mut().find(|e| {
            e.severity == sev && e.line == line && (line.is_some() || file_loc.is_none()) && e.matcher.matches(msg)
        });
        if let Some(e) = found {
            e.matched = true;
            return;
        }
        let mut s = String::new();
        let text = format!("unexpected {}: {}", sev.as_str(), msg);
        if file_loc.is_none() {
            // Upstream names a location it cannot place `<unknown>:0`.
            s.push_str(&format!("<unknown>:0: error: {text}\n"));
        } else {
            crate::report::format_one(ctx, src, loc, "error", &text, &mut s);
        }
        self.errors.push(s);
    }

    /// The "was not produced" errors for annotations nothing matched.
    pub fn finish(&mut self, src: &Source<'_>) {
        for e in &self.expected {
            if e.matched {
                continue;
            }
            let (line, col) = e.at;
            let mut s = format!(
                "{}:{}:{}: error: expected {} \"{}\" was not produced\n",
                src.name,
                line,
                col,
                e.severity.as_str(),
                e.text
            );
            if let Some(text) = crate::report::line_text(src.text, line) {
                s.push_str(text);
                s.push('\n');
                // Upstream underlines as many columns as the expected message has characters.
                s.push_str(&" ".repeat(col as usize - 1));
                s.push('^');
                s.push_str(&"~".repeat(e.text.len().saturating_sub(1)));
                s.push('\n');
            }
            self.unmet.push(s);
        }
    }
}
