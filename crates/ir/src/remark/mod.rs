//! Optimization remarks (upstream `mlir::remark`): structured reports of what a transformation
//! did or could not do, selected by category filters and delivered to one sink.
//!
//! A context has at most one [`RemarkEngine`], enabled with [`Context::enable_remarks`] and
//! finalized with [`Context::finalize_remarks`]. Each emitted remark gets the next id of its
//! engine (from 1) and is
//! - dropped unless a filter matches its category (`all` for every kind, else its kind's own);
//! - under [`Policy::All`], delivered at once; under [`Policy::Final`], kept (the last of each
//!   kind/name/category/function wins) and delivered, in the order of those last reports,
//!   when the engine is finalized;
//! - delivered to the output file (YAML or LLVM bitstream), or to the callback, and/or as a
//!   `remark` diagnostic of the context.
//!
//! Invariants: the engine's lock is never held while a callback or a diagnostic handler runs
//! (either may emit remarks again); a callback only sees a remark during its call.

mod bitstream;
mod yaml;

use std::collections::HashMap;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::sync::Arc;

use crate::attrs::LocKind;
use crate::context::Context;
use crate::diag::{Diagnostic, Severity};
use crate::Location;

/// What a remark reports (upstream `RemarkKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RemarkKind {
    /// Never reported.
    Unknown,
    /// A transformation was applied.
    Passed,
    /// A transformation was not applied.
    Missed,
    /// A transformation failed.
    Failure,
    /// Information gathered by an analysis.
    Analysis,
}

impl RemarkKind {
    /// The label of the kind in messages and YAML tags (`Passed`, ...).
    pub fn label(self) -> &'static str {
        match self {
            RemarkKind::Unknown => "Unknown",
            RemarkKind::Passed => "Passed",
            RemarkKind::Missed => "Missed",
            RemarkKind::Failure => "Failure",
            RemarkKind::Analysis => "Analysis",
        }
    }
}

/// When remarks are delivered.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Policy {
    /// As they are emitted.
    #[default]
    All,
    /// On finalization, the last one of each kind, name, category and function.
    Final,
}

/// The format of a remark file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Format {
    /// LLVM's YAML remark documents.
    #[default]
    Yaml,
    /// LLVM's remark bitstream container (magic `RMRK`).
    Bitstream,
}

/// A reported remark.
#[derive(Clone, Debug)]
pub struct Remark {
    pub kind: RemarkKind,
    /// The engine's number for it, from 1.
    pub id: u64,
    pub name: String,
    pub category: String,
    pub sub_category: String,
    pub function: String,
    pub loc: Location,
    /// In order: `RemarkId`, then `Remark` (the message) if there is one, then the caller's.
    pub args: Vec<(String, String)>,
}

impl Remark {
    /// `category:sub_category`, or whichever of the two is not empty.
    pub fn full_category(&self) -> String {
        match (self.category.is_empty(), self.sub_category.is_empty()) {
            (_, true) => self.category.clone(),
            (true, false) => self.sub_category.clone(),
            (false, false) => format!("{}:{}", self.category, self.sub_category),
        }
    }

    /// The name, or upstream's placeholder when it is empty.
    pub fn display_name(&self) -> &str {
        if self.name.is_empty() {
            "<unknown remark name>"
        } else {
            &self.name
        }
    }

    /// The function, or upstream's placeholder when it is empty.
    pub fn display_function(&self) -> &str {
        if self.function.is_empty() {
            "<unknown function>"
        } else {
            &self.function
        }
    }

    /// The one-line text of the remark, e.g.
    /// `[Passed] Unroll | Category:Loop | Function=f | Remark="unrolled by 4", RemarkId=1`:
    /// arguments sorted by key (stably), values quoted when they hold a space or a comma.
    pub fn message(&self) -> String {
        let mut out = format!("[{}] {}", self.kind.label(), self.name);
        let category = self.full_category();
        if !category.is_empty() {
            out.push_str(" | Category:");
            out.push_str(&category);
        }
        if !self.function.is_empty() {
            out.push_str(" | Function=");
            out.push_str(&self.function);
        }
        let mut args: Vec<&(String, String)> = self.args.iter().collect();
        args.sort_by(|a, b| a.0.cmp(&b.0));
        for (i, (k, v)) in args.into_iter().enumerate() {
            out.push_str(if i == 0 { " | " } else { ", " });
            out.push_str(k);
            out.push('=');
            if v.contains([' ', ',']) {
                out.push('"');
                out.push_str(v);
                out.push('"');
            } else {
                out.push_str(v);
            }
        }
        out
    }
}

/// What a caller reports; the engine adds the id.
#[derive(Clone, Debug)]
pub struct NewRemark<'a> {
    pub kind: RemarkKind,
    pub name: &'a str,
    pub category: &'a str,
    pub sub_category: &'a str,
    pub function: &'a str,
    pub message: &'a str,
    pub args: &'a [(String, String)],
    pub loc: Location,
}

/// Receives each delivered remark (valid only during the call).
pub type RemarkCallback = Arc<dyn Fn(&Remark) + Send + Sync>;

/// Category filters: regular expressions matched against the whole category (not the
/// sub-category). An empty or invalid expression matches nothing.
#[derive(Clone, Debug, Default)]
pub struct Filters {
    pub all: String,
    pub passed: String,
    pub missed: String,
    pub analysis: String,
    pub failed: String,
}

/// How to set up an engine.
#[derive(Clone, Default)]
pub struct RemarkOptions {
    pub policy: Policy,
    pub output: Option<(PathBuf, Format)>,
    pub filters: Filters,
    pub callback: Option<RemarkCallback>,
    /// Also report each remark as a `remark` diagnostic. `None`: only when there is neither an
    /// output file nor a callback.
    pub emit_as_diagnostics: Option<bool>,
}

fn anchored(pattern: &str) -> Option<regex::Regex> {
    if pattern.is_empty() {
        return None;
    }
    regex::Regex::new(&format!("^(?:{pattern})$")).ok()
}

/// A remark file being written.
enum FileSink {
    Yaml(BufWriter<File>),
    Bitstream { file: BufWriter<File>, writer: bitstream::RemarkWriter },
}

impl FileSink {
    fn write(&mut self, ctx: &Context, r: &Remark) -> std::io::Result<()> {
        match self {
            FileSink::Yaml(f) => f.write_all(yaml::document(ctx, r).as_bytes()),
            FileSink::Bitstream { writer, .. } => {
                writer.remark(ctx, r);
                Ok(())
            }
        }
    }

    fn finish(self) -> std::io::Result<()> {
        match self {
            FileSink::Yaml(mut f) => f.flush(),
            FileSink::Bitstream { mut file, writer } => {
                file.write_all(&writer.finish())?;
                file.flush()
            }
        }
    }
}

/// One context's remark engine. See the module docs.
pub struct RemarkEngine {
    policy: Policy,
    all: Option<regex::Regex>,
    /// Passed, missed, analysis, failed.
    by_kind: [Option<regex::Regex>; 4],
    callback: Option<RemarkCallback>,
    as_diagnostics: bool,
    next_id: u64,
    /// Under `Policy::Final`: kept remarks, and where each key sits.
    kept: Vec<Remark>,
    kept_at: HashMap<(RemarkKind, String, String, String), usize>,
    file: Option<FileSink>,
}

impl Drop for RemarkEngine {
    /// An engine dropped without finalization (its context is gone) still completes its file;
    /// kept remarks are dropped.
    fn drop(&mut self) {
        if let Some(f) = self.file.take() {
            let _ = f.finish();
        }
    }
}

impl RemarkEngine {
    fn new(opts: RemarkOptions) -> Result<RemarkEngine, String> {
        if opts.output.is_some() && opts.callback.is_some() {
            return Err("a remark callback cannot be combined with an output file".into());
        }
        let file = match &opts.output {
            None => None,
            Some((path, format)) => {
                let f = File::create(path).map_err(|_| format!("failed to enable remarks: cannot write '{}'", path.display()))?;
                let f = BufWriter::new(f);
                Some(match format {
                    Format::Yaml => FileSink::Yaml(f),
                    Format::Bitstream => FileSink::Bitstream { file: f, writer: bitstream::RemarkWriter::new() },
                })
            }
        };
        let f = &opts.filters;
        Ok(RemarkEngine {
            policy: opts.policy,
            all: anchored(&f.all),
            by_kind: [anchored(&f.passed), anchored(&f.missed), anchored(&f.analysis), anchored(&f.failed)],
            as_diagnostics: opts.emit_as_diagnostics.unwrap_or(file.is_none() && opts.callback.is_none()),
            callback: opts.callback,
            next_id: 1,
            kept: Vec::new(),
            kept_at: HashMap::new(),
            file,
        })
    }

    fn selects(&self, kind: RemarkKind, category: &str) -> bool {
        let own = match kind {
            RemarkKind::Unknown => return false,
            RemarkKind::Passed => &self.by_kind[0],
            RemarkKind::Missed => &self.by_kind[1],
            RemarkKind::Analysis => &self.by_kind[2],
            RemarkKind::Failure => &self.by_kind[3],
        };
        [&self.all, own].into_iter().flatten().any(|re| re.is_match(category))
    }
}

/// Where a remark is delivered, taken out of the engine so that its lock is free meanwhile.
struct Delivery {
    callback: Option<RemarkCallback>,
    as_diagnostics: bool,
}

impl Delivery {
    fn run(&self, ctx: &Context, r: &Remark) {
        if let Some(cb) = &self.callback {
            cb(r);
        }
        if self.as_diagnostics {
            ctx.emit(Diagnostic::new(Severity::Remark, r.loc, r.message()));
        }
    }
}

impl Context {
    /// Enables the remark engine. Fails when one is already enabled, when both an output file
    /// and a callback are given, or when the output file cannot be created.
    pub fn enable_remarks(&self, opts: RemarkOptions) -> Result<(), String> {
        let mut slot = self.remark_slot().lock();
        if slot.is_some() {
            return Err("remarks are already enabled on this context; call finalize_remarks() first".into());
        }
        *slot = Some(RemarkEngine::new(opts)?);
        Ok(())
    }

    pub fn remarks_enabled(&self) -> bool {
        self.remark_slot().lock().is_some()
    }

    /// Reports a remark; returns whether the engine took it (false without an engine, for
    /// `Unknown` remarks, and for categories no filter selects).
    pub fn emit_remark(&self, new: NewRemark<'_>) -> bool {
        let (remark, delivery) = {
            let mut slot = self.remark_slot().lock();
            let Some(engine) = slot.as_mut() else { return false };
            if !engine.selects(new.kind, new.category) {
                return false;
            }
            let id = engine.next_id;
            engine.next_id += 1;
            let mut args = Vec::with_capacity(new.args.len() + 2);
            args.push(("RemarkId".to_string(), id.to_string()));
            if !new.message.is_empty() {
                args.push(("Remark".to_string(), new.message.to_string()));
            }
            args.extend(new.args.iter().cloned());
            let remark = Remark {
                kind: new.kind,
                id,
                name: new.name.into(),
                category: new.category.into(),
                sub_category: new.sub_category.into(),
                function: new.function.into(),
                loc: new.loc,
                args,
            };
            if engine.policy == Policy::Final {
                let key = (remark.kind, remark.name.clone(), remark.full_category(), remark.function.clone());
                match engine.kept_at.get(&key) {
                    Some(&i) => engine.kept[i] = remark,
                    None => {
                        engine.kept_at.insert(key, engine.kept.len());
                        engine.kept.push(remark);
                    }
                }
                return true;
            }
            if let Some(f) = engine.file.as_mut() {
                if f.write(self, &remark).is_err() {
                    engine.file = None;
                }
            }
            (remark, Delivery { callback: engine.callback.clone(), as_diagnostics: engine.as_diagnostics })
        };
        delivery.run(self, &remark);
        true
    }

    /// Delivers the kept remarks (`Policy::Final`), completes the output file and removes the
    /// engine. Nothing happens without an engine.
    pub fn finalize_remarks(&self) -> Result<(), String> {
        let Some(mut engine) = self.remark_slot().lock().take() else { return Ok(()) };
        let delivery = Delivery { callback: engine.callback.clone(), as_diagnostics: engine.as_diagnostics };
        // The order of their (last) reports.
        let mut kept = std::mem::take(&mut engine.kept);
        kept.sort_by_key(|r| r.id);
        let mut result = Ok(());
        for r in &kept {
            if let Some(f) = engine.file.as_mut() {
                if let Err(e) = f.write(self, r) {
                    result = Err(format!("failed to write remarks: {e}"));
                }
            }
            delivery.run(self, r);
        }
        if let Some(f) = engine.file.take() {
            if let Err(e) = f.finish() {
                result = Err(format!("failed to write remarks: {e}"));
            }
        }
        result
    }
}

/// The first file position inside `loc` (callee before caller, fused parts in order), as
/// (file, line, column); `("<unknown file>", 0, 0)` when there is none.
pub(crate) fn source_position(ctx: &Context, loc: Location) -> (String, u32, u32) {
    fn find(ctx: &Context, loc: Location) -> Option<(String, u32, u32)> {
        match ctx.loc_kind(loc) {
            LocKind::Unknown => None,
            LocKind::FileLineCol { file, line, col, .. } => Some((ctx.str(*file).to_string(), *line, *col)),
            LocKind::Name { child, .. } => child.and_then(|c| find(ctx, c)),
            LocKind::CallSite { callee, caller } => find(ctx, *callee).or_else(|| find(ctx, *caller)),
            LocKind::Fused(f) => f.locs.iter().find_map(|&l| find(ctx, l)),
        }
    }
    find(ctx, loc).unwrap_or_else(|| ("<unknown file>".into(), 0, 0))
}

#[cfg(test)]
mod tests;
