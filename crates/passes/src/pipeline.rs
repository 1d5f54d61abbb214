//! The pass manager and upstream's textual pipeline syntax:
//!
//! ```text
//! pipeline ::= anchor `(` elements `)`
//! elements ::= element (`,` element)*
//! element  ::= anchor `(` elements `)`      a nested pass manager
//!            | pass-name (`{` options `}`)?  a registered pass
//! ```
//!
//! Errors carry upstream's wording, and for the elements a `line:column` and a caret under
//! the offending text.

use std::fmt;

use mlir_ir::diag::Diagnostic;
use mlir_ir::{Emitted, Ir, OpId};

use crate::Pass;

/// A pass or a nested pass manager.
pub enum Elem {
    Pass(Box<dyn Pass>),
    Nested(PassManager),
}

/// Passes and nested pass managers anchored on an op name (`any`: every op). See the crate
/// docs for how it runs.
pub struct PassManager {
    pub anchor: String,
    pub elems: Vec<Elem>,
    /// Verify the op after each pass (on by default).
    pub verify_each: bool,
    /// Dump the IR around passes (to stderr), as upstream's `enable_ir_printing`.
    pub ir_printing: Option<IrPrinting>,
    /// Where passes write their reports (`print-op-stats`): stderr when `None`.
    pub output: Option<TextSink>,
    /// Time each element (see [`crate::timing`]); nested managers follow the top-level one.
    pub timing: bool,
    /// What was measured of each element (by index), across runs.
    measured: Vec<Measured>,
}

/// The time an element took, across runs, with the analyses its pass timed.
#[derive(Clone, Debug, Default)]
struct Measured {
    wall: std::time::Duration,
    analyses: Vec<(&'static str, std::time::Duration)>,
}

thread_local! {
    /// The output of the pass manager running on this thread (see [`write_text`]).
    static OUTPUT: std::cell::RefCell<Option<TextSink>> = const { std::cell::RefCell::new(None) };
}

/// Writes a pass's report to the running pass manager's output (stderr by default).
pub fn write_text(text: &str) {
    let sink = OUTPUT.with(|o| o.borrow().clone());
    match sink {
        Some(s) => (s.0)(text),
        None => eprint!("{text}"),
    }
}

/// When to dump the IR, and how: `// -----// IR Dump After CSEPass: cse //----- //` followed
/// by the op the pass ran on (or the top-level op, with `module_scope`).
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    pub before: bool,
    pub after: bool,
    /// With `after`: only when the pass changed the IR.
    pub after_change: bool,
    pub after_failure: bool,
    pub module_scope: bool,
    pub flags: mlir_ir::print::PrintFlags,
    /// Where the dumps go: stderr when `None`.
    pub sink: Option<TextSink>,
}

/// A receiver of dump text (a tool that buffers its diagnostics keeps both in order with it).
#[derive(Clone)]
pub struct TextSink(pub std::sync::Arc<dyn Fn(&str) + Send + Sync>);

impl fmt::Debug for TextSink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TextSink")
    }
}

impl IrPrinting {
    fn dump(&self, ir: &Ir, op: OpId, before: bool, failed: bool, pass: &dyn Pass) {
        let mut target = op;
        let mut scope = String::new();
        if self.module_scope {
            while let Some(p) = ir.parent_op(target) {
                target = p;
            }
            if target != op {
                scope = format!(" ('{}' operation", ir.name_str(op));
                if let Some(name) = mlir_ir::symbol::symbol_name(ir, op) {
                    scope += &format!(": @{name}");
                }
                scope.push(')');
            }
        }
        // Upstream ends a top-level op's text with a newline and a nested op's without one.
        let text = mlir_ir::print::print_op(ir, target, &self.flags);
        let text = if ir.parent_op(target).is_some() { text.trim_end_matches('\n') } else { text.as_str() };
        let options = pass.options();
        let options = if options.is_empty() { options } else { format!("{{{options}}}") };
        let dump = format!(
            "// -----// IR Dump {} {}{}: {}{options}{scope} //----- //\n{text}\n\n",
            if before { "Before" } else { "After" },
            pass.name(),
            if failed { " Failed" } else { "" },
            pass.argument()
        );
        match &self.sink {
            Some(sink) => (sink.0)(&dump),
            None => write_text(&dump),
        }
    }
}

impl PassManager {
    pub fn new(anchor: &str) -> PassManager {
        PassManager {
            anchor: anchor.to_string(),
            elems: Vec::new(),
            verify_each: true,
            ir_printing: None,
            output: None,
            timing: false,
            measured: Vec::new(),
        }
    }

    /// Parses `anchor(elements)`.
    pub fn parse(text: &str) -> Result<PassManager, String> {
        let text = text.trim();
        let wrapped = text.find('(').filter(|&open| open > 0 && text.ends_with(')'));
        let Some(open) = wrapped else {
            return Err("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".into());
        };
        let mut pm = PassManager::new(text[..open].trim());
        pm.add(&text[open + 1..text.len() - 1])?;
        Ok(pm)
    }

    /// Appends the elements written in `text` (`cse,func.func(cse)`).
    pub fn add(&mut self, text: &str) -> Result<(), String> {
        let mut p = ElemParser { text, pos: 0 };
        let elems = p.elements(0, text.len()).map_err(|(at, msg)| p.error(at, &msg))?;
        self.elems.extend(elems);
        Ok(())
    }

    /// Runs the pipeline on `op`, which must be an anchor op.
    pub fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Emitted> {
        let name = ir.name_str(op);
        if self.anchor != "any" && self.anchor != name {
            let msg = format!("can't run '{}' pass manager on '{name}' op", self.anchor);
            ir.ctx.emit(Diagnostic::error(ir.loc(op), msg));
            return Err(Emitted);
        }
        let previous = OUTPUT.with(|o| o.replace(self.output.clone()));
        let result = self.run_elems(ir, op);
        OUTPUT.with(|o| *o.borrow_mut() = previous);
        result
    }

    fn run_elems(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Emitted> {
        let verify_each = self.verify_each;
        if !ir.is_registered(op) {
            return Err(mlir_ir::verify::emit_op_error_prefixed(ir, op, "trying to schedule a pass on an unregistered operation"));
        }
        let printing = self.ir_printing.clone();
        let timing = self.timing;
        if self.measured.len() < self.elems.len() {
            self.measured.resize_with(self.elems.len(), Measured::default);
        }
        for (elem, measured) in self.elems.iter_mut().zip(self.measured.iter_mut()) {
            let start = timing.then(std::time::Instant::now);
            let result = Self::run_elem(elem, ir, op, verify_each, &printing, timing);
            if let Some(start) = start {
                measured.wall += start.elapsed();
                for (name, d) in crate::timing::take_analyses() {
                    match measured.analyses.iter_mut().find(|(n, _)| *n == name) {
                        Some(m) => m.1 += d,
                        None => measured.analyses.push((name, d)),
                    }
                }
            }
            result?;
        }
        Ok(())
    }

    /// The statistics report's entries for this manager's elements, in order.
    pub fn statistics_entries(&self) -> Vec<crate::Entry> {
        self.elems
            .iter()
            .map(|e| match e {
                Elem::Pass(p) => crate::Entry::Pass { name: p.name().to_string(), statistics: p.statistics() },
                Elem::Nested(pm) => crate::Entry::Pipeline { anchor: pm.anchor.clone(), entries: pm.statistics_entries() },
            })
            .collect()
    }

    /// The timing report's items for this manager's elements, in order (elements that never
    /// ran take no time).
    pub fn timers(&self) -> Vec<crate::timing::Timer> {
        self.elems
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let m = self.measured.get(i).cloned().unwrap_or_default();
                let mut t = match e {
                    Elem::Pass(p) => crate::timing::Timer::new(p.name(), m.wall),
                    Elem::Nested(pm) => {
                        let mut t = crate::timing::Timer::new(format!("'{}' Pipeline", pm.anchor), m.wall);
                        t.children = pm.timers();
                        t
                    }
                };
                t.children.extend(m.analyses.iter().map(|(n, d)| crate::timing::Timer::new(format!("(A) {n}"), *d)));
                t
            })
            .collect()
    }

    fn run_elem(
        elem: &mut Elem,
        ir: &mut Ir,
        op: OpId,
        verify_each: bool,
        printing: &Option<IrPrinting>,
        timing: bool,
    ) -> Result<(), Emitted> {
        {
            match elem {
                Elem::Pass(pass) => {
                    crate::timing::take_analyses();
                    let before_text = printing.as_ref().filter(|p| p.after_change).map(|p| mlir_ir::print::print_op(ir, op, &p.flags));
                    if let Some(p) = printing.as_ref().filter(|p| p.before) {
                        p.dump(ir, op, true, false, pass.as_ref());
                    }
                    let result = pass.run(ir, op);
                    if let Some(p) = &printing {
                        let changed = || before_text.as_deref() != Some(mlir_ir::print::print_op(ir, op, &p.flags).as_str());
                        // `after_change` narrows `after` (upstream's modifier), it does not enable it.
                        let show = match result {
                            Ok(()) => p.after && (!p.after_change || changed()),
                            Err(_) => p.after_failure,
                        };
                        if show {
                            p.dump(ir, op, false, result.is_err(), pass.as_ref());
                        }
                    }
                    result?;
                    if verify_each {
                        mlir_ir::verify::verify(ir, op)?;
                    }
                }
                Elem::Nested(pm) => {
                    pm.verify_each = verify_each;
                    pm.ir_printing = printing.clone();
                    pm.timing = timing;
                    let mut nested = Vec::new();
                    for r in ir.regions(op) {
                        for b in ir.region_blocks(r) {
                            nested.extend(ir.block_ops(b).filter(|&o| pm.anchor == "any" || ir.name_str(o) == pm.anchor));
                        }
                    }
                    // Every op is processed even after a failure (upstream reports them all).
                    let mut failed = false;
                    for o in nested {
                        // A pass may have erased ops the list holds.
                        if ir.check_op(o).is_ok() {
                            failed |= pm.run_elems(ir, o).is_err();
                        }
                    }
                    if failed {
                        return Err(Emitted);
                    }
                }
            }
        }
        Ok(())
    }
}

impl fmt::Display for PassManager {
    /// Upstream's textual form: `anchor(pass{options},nested(...))`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}(", self.anchor)?;
        for (i, e) in self.elems.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            match e {
                Elem::Pass(p) => {
                    f.write_str(p.argument())?;
                    let o = p.options();
                    if !o.is_empty() {
                        write!(f, "{{{o}}}")?;
                    }
                }
                Elem::Nested(pm) => write!(f, "{pm}")?,
            }
        }
        f.write_str(")")
    }
}

struct ElemParser<'a> {
    text: &'a str,
    pos: usize,
}

type PResult<T> = Result<T, (usize, String)>;

impl ElemParser<'_> {
    fn error(&self, at: usize, msg: &str) -> String {
        // Options errors come from the pass itself, without a position.
        if msg.starts_with("<Pass-Options-Parser>") || msg.starts_with("\nfailed to add") {
            return msg.to_string();
        }
        let col = self.text[..at].chars().count() + 1;
        format!("MLIR Textual PassPipeline Parser:1:{col}: error: {msg}\n{}\n{}^\n", self.text, " ".repeat(col - 1))
    }

    fn skip_spaces(&mut self, end: usize) {
        while self.pos < end && self.text.as_bytes()[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    /// The index of the bracket closing the one before `from`, within `end`.
    fn closing(&self, from: usize, end: usize, open: u8, close: u8) -> Option<usize> {
        let mut depth = 1;
        for (i, &c) in self.text.as_bytes()[from..end].iter().enumerate() {
            if c == open {
                depth += 1;
            } else if c == close {
                depth -= 1;
                if depth == 0 {
                    return Some(from + i);
                }
            }
        }
        None
    }

    /// The elements in `text[start..end]`.
    fn elements(&mut self, start: usize, end: usize) -> PResult<Vec<Elem>> {
        self.pos = start;
        let mut out = Vec::new();
        loop {
            self.skip_spaces(end);
            let name_at = self.pos;
            while self.pos < end && !b"(){},".contains(&self.text.as_bytes()[self.pos]) && !self.text.as_bytes()[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            let name = &self.text[name_at..self.pos];
            if name.is_empty() {
                return Err((name_at, "expected pass pipeline element".into()));
            }
            self.skip_spaces(end);
            let next = self.text.as_bytes().get(self.pos).copied().filter(|_| self.pos < end);
            match next {
                Some(b'(') => {
                    let close = self
                        .closing(self.pos + 1, end, b'(', b')')
                        .ok_or((self.pos, "encountered unbalanced parentheses while parsing pipeline".to_string()))?;
                    let mut nested = PassManager::new(name);
                    nested.elems = self.elements(self.pos + 1, close)?;
                    self.pos = close + 1;
                    out.push(Elem::Nested(nested));
                }
                Some(b'{') => {
                    let close = self
                        .closing(self.pos + 1, end, b'{', b'}')
                        .ok_or((self.pos, "missing closing '}' while processing pass options".to_string()))?;
                    let options = self.text[self.pos + 1..close].trim();
                    out.push(Elem::Pass(crate::create(name, options).map_err(|m| (name_at, m))?));
                    self.pos = close + 1;
                }
                _ => out.push(Elem::Pass(crate::create(name, "").map_err(|m| (name_at, m))?)),
            }
            self.skip_spaces(end);
            match self.text.as_bytes().get(self.pos).copied().filter(|_| self.pos < end) {
                None => return Ok(out),
                Some(b',') => self.pos += 1,
                Some(b')') => {
                    return Err((self.pos, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline".into()))
                }
                Some(_) => return Err((self.pos, "expected ',' after parsing pipeline element".into())),
            }
        }
    }
}
