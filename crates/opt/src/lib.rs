//! `mlir-opt` as a library: read, split, parse, verify, (transform,) print.

pub mod expect;
pub mod options;
pub mod report;

use mlir_ir::{Context, Diagnostic, Ir};
use options::Options;
use report::Source;
use std::sync::{Arc, Mutex};

/// The outcome of a run: text for stdout (or `-o`), text for stderr, and the exit code.
pub struct RunOutput {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

/// Builds a context with every dialect this build knows.
pub fn make_context(opts: &Options) -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered_dialect);
    ctx.set_default_print_flags(opts.print.clone());
    ctx
}

/// Processes `text` (the contents of `name`) as `mlir-opt` would.
pub fn run(opts: &Options, name: &str, text: &str) -> RunOutput {
    let mut out = RunOutput { stdout: String::new(), stderr: String::new(), code: 0 };
    let chunks: Vec<(u32, &str)> = match &opts.split_input {
        Some(marker) => split_chunks(text, marker),
        None => vec![(0, text)],
    };
    let mut outputs = Vec::new();
    let mut failed = false;
    for (line_offset, chunk) in chunks {
        let (o, e, ok) = process_chunk(opts, name, text, chunk, line_offset);
        outputs.push(o);
        out.stderr.push_str(&e);
        failed |= !ok;
    }
    let sep = format!("{}\n", opts.output_split_marker);
    out.stdout = outputs.join(if opts.split_input.is_some() { sep.as_str() } else { "" });
    out.code = i32::from(failed);
    out
}

/// Splits at lines that hold exactly the marker (surrounding whitespace allowed), keeping the
/// number of lines before each chunk.
fn split_chunks<'a>(text: &'a str, marker: &str) -> Vec<(u32, &'a str)> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut start_line = 0u32;
    let mut line_no = 0u32;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        line_no += 1;
        let content = line.trim_end_matches(['\n', '\r']);
        if content.trim() == marker {
            chunks.push((start_line, &text[start..pos]));
            start = pos + line.len();
            start_line = line_no;
        }
        pos += line.len();
    }
    chunks.push((start_line, &text[start..]));
    chunks
}

/// Parses, verifies and prints one buffer; returns (stdout text, stderr text, success).
fn process_chunk(opts: &Options, name: &str, whole: &str, chunk: &str, line_offset: u32) -> (String, String, bool) {
    let ctx = make_context(opts);
    let diags: Arc<Mutex<Vec<Diagnostic>>> = Arc::new(Mutex::new(Vec::new()));
    let sink = diags.clone();
    ctx.attach_diagnostic_handler(Box::new(move |d| {
        sink.lock().expect("diagnostics").push(d.clone());
        true
    }));
    let src = Source { name, text: whole };
    let mut ir = Ir::new(&ctx);
    let mut ok = true;
    let mut stdout = String::new();
    match mlir_parser::parse_source_at_line(&mut ir, chunk, name, line_offset, !opts.no_implicit_module) {
        Err(_) => ok = false,
        Ok(top) => {
            let verified = opts.disable_verifier_on_parsing || mlir_ir::verify::verify(&ir, top).is_ok();
            if !verified {
                ok = false;
            } else {
                stdout = mlir_ir::print::print_op(&ir, top, &opts.print);
                stdout.push('\n');
            }
        }
    }
    let diags = std::mem::take(&mut *diags.lock().expect("diagnostics"));
    let mut stderr = String::new();
    if opts.verify_diagnostics {
        let mut v = expect::Verifier::new(&ctx, &src, chunk, line_offset + 1);
        for d in &diags {
            v.handle(&ctx, &src, d);
        }
        v.finish(&src);
        for e in &v.errors {
            stderr.push_str(e);
        }
        return (stdout, stderr, v.errors.is_empty());
    }
    for d in &diags {
        stderr.push_str(&report::format(&ctx, &src, d));
    }
    (stdout, stderr, ok)
}
