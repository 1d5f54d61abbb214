//! `mlir-opt` as a library: read, split, parse, verify, (transform,) print.

pub mod expect;
pub mod options;
pub mod report;

use mlir_ir::{Context, Diagnostic, Ir};
use options::Options;
use report::Source;
use std::io::Write;
use std::sync::{Arc, Mutex};

/// The outcome of a run: the text for stderr and the exit code (the IR went to the writer).
pub struct RunOutput {
    pub stderr: String,
    pub code: i32,
}

/// Builds a context with every dialect this build knows.
pub fn make_context(opts: &Options) -> Context {
    let ctx = Context::new();
    mlir_dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered_dialect);
    ctx.set_default_print_flags(opts.print.clone());
    // As upstream, expected-* annotations never have to match "see current operation" notes.
    ctx.set_print_op_on_diagnostic(!opts.verify_diagnostics);
    ctx
}

/// Upstream's `--verify-roundtrip`: prints `top` generically and in custom form, parses each
/// back in a fresh context and compares the texts; a difference is reported on `top`.
fn roundtrip_differs(opts: &Options, ir: &Ir, top: mlir_ir::OpId) -> bool {
    for (kind, generic) in [("generic", true), ("custom", false)] {
        let flags = mlir_ir::print::PrintFlags { generic, debug_info: true, ..Default::default() };
        let reference = mlir_ir::print::print_op(ir, top, &flags);
        let ctx2 = make_context(opts);
        ctx2.attach_diagnostic_handler(Box::new(|_| true));
        let mut ir2 = Ir::new(&ctx2);
        let again = match mlir_parser::parse_source(&mut ir2, &reference, "roundtrip", false) {
            Ok(op) => mlir_ir::print::print_op(&ir2, op, &flags),
            Err(_) => String::new(),
        };
        if again != reference {
            let msg = format!(
                "'{}' op {kind} roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n{reference}\n=====\n{again}\n>>>>>roundtripped\n",
                ir.name_str(top)
            );
            ir.ctx.emit(Diagnostic::error(ir.loc(top), msg));
            return true;
        }
    }
    false
}

/// Processes `text` (the contents of `name`) as `mlir-opt` would, writing the output IR to
/// `stdout` as it is printed.
/// What `--mlir-timing` measured over a run: parsing (with verification), printing, and the
/// passes (accumulated over the chunks of a split file).
struct ToolTiming {
    start: std::time::Instant,
    parser: std::time::Duration,
    output: std::time::Duration,
    passes: Vec<mlir_passes::timing::Timer>,
}

impl ToolTiming {
    fn new() -> ToolTiming {
        ToolTiming {
            start: std::time::Instant::now(),
            parser: Default::default(),
            output: Default::default(),
            passes: Vec::new(),
        }
    }

    fn report(self, display: mlir_passes::timing::TimingDisplay) -> String {
        use mlir_passes::timing::Timer;
        let mut items = vec![Timer::new("Parser", self.parser)];
        items.extend(self.passes);
        items.push(Timer::new("Output", self.output));
        mlir_passes::timing::render(&items, self.start.elapsed(), display)
    }
}

pub fn run(opts: &Options, name: &str, text: &str, stdout: &mut dyn Write) -> RunOutput {
    let mut out = RunOutput { stderr: String::new(), code: 0 };
    let mut timing = ToolTiming::new();
    let chunks: Vec<std::ops::Range<usize>> = match &opts.split_input {
        Some(marker) => split_chunks(text, marker),
        None => vec![0..text.len()],
    };
    let mut failed = false;
    let mut unmet: Vec<String> = Vec::new();
    let sep = format!("{}\n", opts.output_split_marker);
    // Line starts are needed only to place the chunks of a split file.
    let newlines: Vec<usize> = if opts.split_input.is_some() {
        memchr::memchr_iter(b'\n', text.as_bytes()).collect()
    } else {
        Vec::new()
    };
    if let Some(marker) = &opts.split_input {
        near_miss_warnings(name, text, marker, &chunks, &newlines, &mut out.stderr);
    }
    for (i, range) in chunks.into_iter().enumerate() {
        let base = line_col(&newlines, range.start);
        if i > 0 && stdout.write_all(sep.as_bytes()).is_err() {
            failed = true;
        }
        let input = Input::Text { whole: text, range, base };
        let (e, ok) = process_chunk(opts, name, input, stdout, &mut unmet, &mut timing);
        out.stderr.push_str(&e);
        failed |= !ok;
    }
    // Expectations nothing produced are reported once every chunk has run, as upstream.
    for u in unmet {
        out.stderr.push_str(&u);
    }
    if let Some(display) = opts.timing {
        out.stderr.push_str(&timing.report(display));
    }
    out.code = i32::from(failed);
    out
}

/// Processes the input file's bytes: a bytecode file (it starts with the bytecode magic
/// number) is read as one unit; anything else is text for [`run`].
pub fn run_input(opts: &Options, name: &str, bytes: &[u8], stdout: &mut dyn Write) -> RunOutput {
    if !mlir_bytecode::is_bytecode(bytes) {
        // `from_utf8` validates a word at a time; the lossy form only for invalid input.
        let text = match std::str::from_utf8(bytes) {
            Ok(t) => std::borrow::Cow::Borrowed(t),
            Err(_) => String::from_utf8_lossy(bytes),
        };
        return run(opts, name, &text, stdout);
    }
    let mut unmet = Vec::new();
    let mut timing = ToolTiming::new();
    let (mut stderr, ok) = process_chunk(opts, name, Input::Bytecode(bytes), stdout, &mut unmet, &mut timing);
    for u in unmet {
        stderr.push_str(&u);
    }
    if let Some(display) = opts.timing {
        stderr.push_str(&timing.report(display));
    }
    RunOutput { stderr, code: i32::from(!ok) }
}

/// Splits at every occurrence of `marker`, as upstream (a plain substring split).
fn split_chunks(text: &str, marker: &str) -> Vec<std::ops::Range<usize>> {
    let mut chunks = Vec::new();
    let mut start = 0;
    if !marker.is_empty() {
        for (pos, _) in text.match_indices(marker) {
            chunks.push(start..pos);
            start = pos + marker.len();
        }
    }
    chunks.push(start..text.len());
    chunks
}

/// Warns, as upstream, about text that looks like a split marker but is not one (`// ---`
/// without the rest of `// -----`), at the character after the look-alike.
fn near_miss_warnings(name: &str, text: &str, marker: &str, chunks: &[std::ops::Range<usize>], newlines: &[usize], stderr: &mut String) {
    if marker.len() <= 2 || !marker.is_char_boundary(marker.len() - 2) {
        return;
    }
    let prefix = &marker[..marker.len() - 2];
    let ctx = Context::new();
    let src = Source { name, text };
    for range in chunks {
        for (pos, _) in text[range.clone()].match_indices(prefix) {
            let at = range.start + pos + prefix.len();
            let (line, col) = line_col(newlines, at);
            let loc = ctx.file_loc(name, line, col);
            report::format_one(&ctx, &src, loc, "warning", "near miss with file split marker", stderr);
        }
    }
}

/// With `MLIR_RS_PHASES` set, the time of each phase (parse, verify, print) goes to stderr:
/// a profiling aid for benchmarks (see BENCHMARKS.md), not part of the upstream interface.
fn report_phases() -> bool {
    std::env::var_os("MLIR_RS_PHASES").is_some()
}

/// 1-based (line, column) of byte `offset`, given the offsets of the text's newlines.
fn line_col(newlines: &[usize], offset: usize) -> (u32, u32) {
    let line = newlines.partition_point(|&n| n < offset);
    let line_start = if line == 0 { 0 } else { newlines[line - 1] + 1 };
    (line as u32 + 1, (offset - line_start) as u32 + 1)
}

/// Parses, verifies and prints one buffer; returns (stdout text, stderr text, success).
/// Runs the requested passes on `top`; false (with the error emitted or printed) on failure.
fn run_passes(opts: &Options, ir: &mut Ir, top: mlir_ir::OpId, dumps: &mlir_passes::TextSink, timing: &mut ToolTiming) -> bool {
    if opts.pipeline.is_none() && opts.passes.is_empty() {
        // Upstream still runs its (empty) pass manager, which reports.
        if let Some(mode) = opts.pass_statistics {
            (dumps.0)(&mlir_passes::report::render(&[], mode));
        }
        return true;
    }
    // Pipeline errors have no location; upstream prints them as such.
    let fail = |msg: &str| {
        eprintln!("<unknown>:0: error: {msg}");
        false
    };
    let mut pm = match &opts.pipeline {
        Some(_) if !opts.passes.is_empty() => return fail("'-pass-pipeline' option can't be used with individual pass options"),
        Some(text) => match mlir_passes::PassManager::parse(text) {
            Ok(pm) => pm,
            Err(e) => return fail(&e),
        },
        None => mlir_passes::PassManager::new("any"),
    };
    for p in &opts.passes {
        if let Err(e) = pm.add(p) {
            // A pass given as its own flag reports the options parser's message and the
            // failure to add the pass as two errors (the pipeline form prints them as one).
            match e.find("failed to add") {
                Some(at) => {
                    fail(&e[..at.saturating_sub(1)]);
                    fail(e[at..].trim_end());
                }
                None => {
                    fail(&e);
                }
            }
            return false;
        }
    }
    pm.verify_each = opts.verify_each;
    pm.output = Some(dumps.clone());
    let p = &opts.ir_printing;
    if p.before || p.after || p.after_change || p.after_failure {
        let mut printing = p.clone();
        printing.flags = opts.print.clone();
        printing.sink = Some(dumps.clone());
        pm.ir_printing = Some(printing);
    }
    pm.timing = opts.timing.is_some();
    let ok = pm.run(ir, top).is_ok();
    // As upstream, the statistics follow every run, failed or not.
    if let Some(mode) = opts.pass_statistics {
        (dumps.0)(&mlir_passes::report::render(&pm.statistics_entries(), mode));
    }
    if pm.timing {
        mlir_passes::timing::merge(&mut timing.passes, pm.timers());
    }
    ok
}

/// Upstream's `--irdl-file`: parses `file` (which is verified) and loads the dialects it
/// describes into `ctx`; on failure, the diagnostics as text.
fn load_irdl_file(ctx: &Context, file: &str) -> Result<(), String> {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            // The OS's message alone, as LLVM's `std::error_code::message()` gives it.
            let msg = e.to_string();
            let msg = msg.split(" (os error").next().unwrap_or_default();
            return Err(format!("error: cannot open input file '{file}': {msg}\n"));
        }
    };
    let diags: Arc<Mutex<Vec<Diagnostic>>> = Arc::new(Mutex::new(Vec::new()));
    let sink = diags.clone();
    let id = ctx.attach_diagnostic_handler(Box::new(move |d| {
        sink.lock().expect("diagnostics").push(d.clone());
        true
    }));
    let mut ir = Ir::new(ctx);
    let ok = match mlir_parser::parse_source(&mut ir, &text, file, true) {
        Ok(top) => mlir_ir::verify::verify(&ir, top).is_ok() && mlir_dialects::irdl::load_dialects(&ir, top).is_ok(),
        Err(_) => false,
    };
    ctx.detach_diagnostic_handler(id);
    if ok {
        return Ok(());
    }
    let src = Source { name: file, text: &text };
    let diags = std::mem::take(&mut *diags.lock().expect("diagnostics"));
    Err(diags.iter().map(|d| report::format(ctx, &src, d)).collect())
}

/// Writes `top` to `stdout` as text, or as bytecode with `--emit-bytecode`; a bytecode
/// writer error is reported on `top`.
fn emit(opts: &Options, ir: &Ir, top: mlir_ir::OpId, stdout: &mut dyn Write) -> bool {
    if opts.emit_bytecode {
        let mut bytes = Vec::new();
        let mut config = mlir_bytecode::WriteConfig::default();
        if let Some(v) = opts.emit_bytecode_version {
            config.version = v;
        }
        if let Some(p) = &opts.emit_bytecode_producer {
            config.producer = p.clone();
        }
        if let Err(e) = mlir_bytecode::write_with(ir, top, &config, &mut bytes) {
            ir.ctx.emit(Diagnostic::error(ir.loc(top), e));
            return false;
        }
        return stdout.write_all(&bytes).is_ok();
    }
    let printed = mlir_ir::print::print_op_to(ir, top, &opts.print, stdout);
    printed.and_then(|()| stdout.write_all(b"\n")).is_ok()
}

/// What one unit of work reads: a chunk of a text file (`range` of `whole`, whose first
/// character is at line/column `base`), or a whole bytecode file.
enum Input<'a> {
    Text { whole: &'a str, range: std::ops::Range<usize>, base: (u32, u32) },
    Bytecode(&'a [u8]),
}

fn process_chunk(
    opts: &Options,
    name: &str,
    input: Input<'_>,
    stdout: &mut dyn Write,
    unmet: &mut Vec<String>,
    timing: &mut ToolTiming,
) -> (String, bool) {
    let (whole, range, base, bytecode) = match input {
        Input::Text { whole, range, base } => (whole, range, base, None),
        Input::Bytecode(data) => ("", 0..0, (1, 1), Some(data)),
    };
    let chunk = &whole[range.clone()];
    let ctx = make_context(opts);
    if let Some(file) = &opts.irdl_file {
        if let Err(e) = load_irdl_file(&ctx, file) {
            return (e, false);
        }
    }
    // Diagnostics, and (as `Err`) the IR dumps of passes, in the order they happen.
    let diags: Arc<Mutex<Vec<Result<Diagnostic, String>>>> = Arc::new(Mutex::new(Vec::new()));
    let sink = diags.clone();
    ctx.attach_diagnostic_handler(Box::new(move |d| {
        sink.lock().expect("diagnostics").push(Ok(d.clone()));
        true
    }));
    let dumps = diags.clone();
    let dump_sink = mlir_passes::TextSink(Arc::new(move |text: &str| dumps.lock().expect("diagnostics").push(Err(text.to_string()))));
    let src = Source { name, text: whole };
    let mut ir = Ir::new(&ctx);
    let mut ok = true;
    let t0 = std::time::Instant::now();
    let parsed = match bytecode {
        Some(data) => mlir_bytecode::read(&mut ir, data, name, !opts.no_implicit_module),
        // This store lives for this input only: locations can stay source positions.
        None => mlir_parser::parse_source_range(&mut ir, whole, range, base, name, !opts.no_implicit_module, mlir_parser::OpLocations::SourcePositions),
    };
    let t1 = std::time::Instant::now();
    match parsed {
        Err(_) => {
            timing.parser += t1 - t0;
            ok = false
        }
        Ok(top) => {
            // The parser's time includes the verification of what it read, as upstream's.
            let verified_after_parse = opts.disable_verifier_on_parsing || mlir_ir::verify::verify(&ir, top).is_ok();
            timing.parser += t0.elapsed();
            let verified = verified_after_parse && run_passes(opts, &mut ir, top, &dump_sink, timing);
            let t2 = std::time::Instant::now();
            let phases = report_phases();
            if phases {
                eprintln!("parse {:?} verify {:?}", t1 - t0, t2 - t1);
            }
            if verified && opts.verify_roundtrip && roundtrip_differs(opts, &ir, top) {
                ok = false;
            } else if !verified {
                ok = false;
            } else {
                let t3 = std::time::Instant::now();
                if !emit(opts, &ir, top, stdout) {
                    ok = false;
                }
                timing.output += t3.elapsed();
                if phases {
                    eprintln!("print {:?}", t3.elapsed());
                }
            }
        }
    }
    if opts.leak_ir_at_exit {
        std::mem::forget(ir);
    }
    let diags = std::mem::take(&mut *diags.lock().expect("diagnostics"));
    let mut stderr = String::new();
    if opts.verify_diagnostics {
        let mut v = expect::Verifier::new(&ctx, &src, chunk, base.0);
        for d in &diags {
            match d {
                Ok(d) => v.handle(&ctx, &src, d),
                Err(dump) => stderr.push_str(dump),
            }
        }
        v.finish(&src);
        for e in &v.errors {
            stderr.push_str(e);
        }
        let ok = v.errors.is_empty() && v.unmet.is_empty();
        unmet.extend(v.unmet);
        if opts.leak_ir_at_exit {
            std::mem::forget(ctx);
        }
        return (stderr, ok);
    }
    for d in &diags {
        match d {
            Ok(d) => stderr.push_str(&report::format(&ctx, &src, d)),
            Err(dump) => stderr.push_str(dump),
        }
    }
    // As upstream, `expected-*` annotations in a file run without --verify-diagnostics are each
    // reported as not produced (the exit code is unaffected).
    if chunk.contains("expected-") {
        let mut v = expect::Verifier::new(&ctx, &src, chunk, base.0);
        v.finish(&src);
        for e in &v.errors {
            stderr.push_str(e);
        }
        unmet.extend(v.unmet);
    }
    if opts.leak_ir_at_exit {
        // The uniquing tables go with the process too.
        std::mem::forget(ctx);
    }
    (stderr, ok)
}
