//! Pass timing (upstream's `--mlir-timing`): how long each pass, nested pipeline and analysis
//! took, accumulated over runs, and the report in upstream's layout.
//!
//! Only wall time is measured (upstream adds a user-time column when it runs passes on several
//! threads; passes here run on one). Analyses are timed by the pass that computes them, through
//! [`analysis`]; the running pass manager files them under the pass.

use std::cell::RefCell;
use std::time::Duration;

thread_local! {
    /// Analyses timed while the current pass runs: (name, time).
    static ANALYSES: RefCell<Vec<(&'static str, Duration)>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` (the computation of the analysis `name`, e.g. `DominanceInfo`), timing it for the
/// pass manager's report.
pub fn analysis<R>(name: &'static str, f: impl FnOnce() -> R) -> R {
    let start = std::time::Instant::now();
    let r = f();
    let took = start.elapsed();
    ANALYSES.with(|a| a.borrow_mut().push((name, took)));
    r
}

/// The analyses timed since the last call, merged by name in first-seen order.
pub(crate) fn take_analyses() -> Vec<(&'static str, Duration)> {
    let taken = ANALYSES.with(|a| std::mem::take(&mut *a.borrow_mut()));
    let mut merged: Vec<(&'static str, Duration)> = Vec::new();
    for (name, d) in taken {
        match merged.iter_mut().find(|(n, _)| *n == name) {
            Some(m) => m.1 += d,
            None => merged.push((name, d)),
        }
    }
    merged
}

/// A timed item of the report: a pass, a nested pipeline, an analysis (`(A) DominanceInfo`),
/// or a phase of the tool (`Parser`, `Output`), with what ran inside it.
#[derive(Clone, Debug)]
pub struct Timer {
    pub name: String,
    pub wall: Duration,
    pub children: Vec<Timer>,
}

impl Timer {
    pub fn new(name: impl Into<String>, wall: Duration) -> Timer {
        Timer { name: name.into(), wall, children: Vec::new() }
    }
}

/// How a report lays its items out (upstream's `--mlir-timing-display`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum TimingDisplay {
    /// Every item under what it ran in.
    #[default]
    Tree,
    /// Items of the same name merged, slowest first.
    List,
}

const RULE: &str = "===-------------------------------------------------------------------------===\n";

fn line(out: &mut String, wall: Duration, total: Duration, indent: usize, name: &str) {
    let secs = wall.as_secs_f64();
    let pct = if total.is_zero() { 0.0 } else { 100.0 * secs / total.as_secs_f64() };
    out.push_str(&format!("  {secs:8.4} ({pct:5.1}%)  {:indent$}{name}\n", ""));
}

/// The report for `items` (the top-level timers, in order) run within `total`: what they do
/// not cover is `Rest`.
pub fn render(items: &[Timer], total: Duration, display: TimingDisplay) -> String {
    let mut out = String::new();
    out.push_str(RULE);
    out.push_str("                         ... Execution time report ...\n");
    out.push_str(RULE);
    out.push_str(&format!("  Total Execution Time: {:.4} seconds\n\n", total.as_secs_f64()));
    out.push_str("  ----Wall Time----  ----Name----\n");
    let covered: Duration = items.iter().map(|t| t.wall).sum();
    match display {
        TimingDisplay::Tree => {
            fn tree(out: &mut String, t: &Timer, total: Duration, indent: usize) {
                line(out, t.wall, total, indent, &t.name);
                for c in &t.children {
                    tree(out, c, total, indent + 2);
                }
            }
            for t in items {
                tree(&mut out, t, total, 0);
            }
        }
        TimingDisplay::List => {
            let mut merged: Vec<(String, Duration)> = vec![("root".to_string(), total)];
            fn collect(t: &Timer, merged: &mut Vec<(String, Duration)>) {
                match merged.iter_mut().find(|(n, _)| *n == t.name) {
                    Some(m) => m.1 += t.wall,
                    None => merged.push((t.name.clone(), t.wall)),
                }
                for c in &t.children {
                    collect(c, merged);
                }
            }
            for t in items {
                collect(t, &mut merged);
            }
            // Slowest first; `root` (everything) leads.
            merged[1..].sort_by(|a, b| b.1.cmp(&a.1));
            for (name, wall) in &merged {
                line(&mut out, *wall, total, 0, name);
            }
        }
    }
    line(&mut out, total.saturating_sub(covered), total, 0, "Rest");
    line(&mut out, total, total, 0, "Total");
    out
}

/// Adds `from` into `into`, item by item by name (the same pipeline run again, say on the next
/// chunk of a split file, accumulates into the same items).
pub fn merge(into: &mut Vec<Timer>, from: Vec<Timer>) {
    for t in from {
        match into.iter_mut().find(|i| i.name == t.name) {
            Some(i) => {
                i.wall += t.wall;
                merge(&mut i.children, t.children);
            }
            None => into.push(t),
        }
    }
}
