//! Passes and the pass manager (upstream `mlir::PassManager` and the textual pass pipeline).
//!
//! A [`PassManager`] is anchored on an op name (or `any`) and holds, in order, passes and
//! nested pass managers. Running it on an op runs each pass on that op, and each nested
//! manager on every op directly inside the op's regions whose name is its anchor; the op is
//! verified after each pass unless verification is turned off. A failing pass stops the run:
//! the error is emitted through the context (what the IR looks like then is what the pass
//! left).
//!
//! Pipelines are written as upstream writes them: `builtin.module(symbol-dce,func.func(cse))`
//! (see [`pipeline`]). The registered passes are listed in [`registered`]; options are
//! printed as each pass states them (`print-op-stats{json=false}`).

mod canonicalize;
mod cse;
mod licm;
mod op_stats;
pub mod pipeline;
pub mod report;
mod strip_debuginfo;
mod symbol_dce;
pub mod timing;

use mlir_ir::{Emitted, Ir, OpId};

pub use pipeline::{Elem, IrPrinting, PassManager, TextSink};
pub use report::{DisplayMode, Entry};

/// A counter a pass keeps (upstream's `Pass::Statistic`), shown by `--mlir-pass-statistics`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statistic {
    pub name: &'static str,
    pub description: &'static str,
    pub value: u64,
}

/// A pass: a transformation of the op it runs on (and what it contains).
pub trait Pass: Send {
    /// The pass's name in pipelines (`cse`).
    fn argument(&self) -> &str;

    /// The pass's class name, as IR dumps show it (`CSEPass`).
    fn name(&self) -> &str;

    /// The options as printed in pipelines (`{max-iterations=3}`); empty without options.
    fn options(&self) -> String {
        String::new()
    }

    /// Transforms `op`; an error has already been emitted when it returns `Err`.
    fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Emitted>;

    /// The pass's statistics as they stand (none by default).
    fn statistics(&self) -> Vec<Statistic> {
        Vec::new()
    }
}

/// The registered passes: (name, summary).
pub fn registered() -> &'static [(&'static str, &'static str)] {
    &[
        ("canonicalize", "Canonicalize operations"),
        ("cse", "Eliminate common sub-expressions"),
        ("loop-invariant-code-motion", "Hoist loop invariant instructions outside of the loop"),
        ("print-op-stats", "Print statistics of operations"),
        ("strip-debuginfo", "Strip debug info from all operations"),
        ("symbol-dce", "Eliminate dead symbols"),
    ]
}

/// The program name llvm's command-line library puts before an option value error it prints
/// (`mlir-opt: for the --max-iterations option: ...`); unset (empty) in Python, as upstream.
pub static PROGRAM_NAME: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// A pass option whose value does not parse: upstream's command-line library prints
/// `cl_message` to stderr at once, after the program name, and the pass manager then fails
/// with an empty options-parser message. Returns that failure's text.
pub(crate) fn option_value_error(pass: &str, options: &str, cl_message: &str) -> String {
    eprintln!("{}: {cl_message}", PROGRAM_NAME.get().map_or("", String::as_str));
    format!("\nfailed to add `{pass}` with options `{options}`\n")
}

/// A new instance of the registered pass `name` with `options` (`key=value` pairs, as
/// written between the braces), or the error upstream reports.
pub fn create(name: &str, options: &str) -> Result<Box<dyn Pass>, String> {
    let pass: Box<dyn Pass> = match name {
        "canonicalize" => return Ok(Box::new(canonicalize::Canonicalize::with_options(options)?)),
        "cse" => Box::new(cse::Cse::default()),
        "loop-invariant-code-motion" => Box::new(licm::Licm),
        "print-op-stats" => return Ok(Box::new(op_stats::PrintOpStats::with_options(options)?)),
        "strip-debuginfo" => Box::new(strip_debuginfo::StripDebugInfo),
        "symbol-dce" => Box::new(symbol_dce::SymbolDce::default()),
        _ => return Err(format!("'{name}' does not refer to a registered pass or pass pipeline")),
    };
    // The other passes take no options.
    if let Some(first) = options.split_whitespace().next() {
        let key = first.split('=').next().unwrap_or(first);
        return Err(format!("<Pass-Options-Parser>: no such option {key}\n\nfailed to add `{name}` with options `{options}`\n"));
    }
    Ok(pass)
}

#[cfg(test)]
mod tests;
