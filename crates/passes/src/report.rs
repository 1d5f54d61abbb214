//! The pass statistics report (upstream's `--mlir-pass-statistics`): each pass with its
//! statistics, as the pipeline nests them or merged by pass name.

use crate::Statistic;

/// A pass or a nested pipeline of the report, in pipeline order.
#[derive(Clone, Debug)]
pub enum Entry {
    Pass { name: String, statistics: Vec<Statistic> },
    Pipeline { anchor: String, entries: Vec<Entry> },
}

/// How the report lays passes out (upstream's `PassDisplayMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DisplayMode {
    /// Passes of the same name merged (their statistics summed), sorted by name; passes
    /// without statistics are left out.
    List,
    /// Passes as the pipeline nests them.
    #[default]
    Pipeline,
}

const RULE: &str = "===-------------------------------------------------------------------------===\n";

/// `name`, then its statistics sorted by name, names and values aligned.
fn pass_entry(out: &mut String, indent: usize, name: &str, stats: &[Statistic]) {
    out.push_str(&format!("{:indent$}{name}\n", ""));
    let mut stats: Vec<&Statistic> = stats.iter().collect();
    stats.sort_by(|a, b| a.name.cmp(b.name));
    let name_width = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let value_width = stats.iter().map(|s| s.value.to_string().len()).max().unwrap_or(0);
    for s in stats {
        out.push_str(&format!(
            "{:pad$}(S) {:>value_width$} {:<name_width$} - {}\n",
            "",
            s.value,
            s.name,
            s.description,
            pad = indent + 2
        ));
    }
}

/// The report for `entries` (the top-level pipeline's elements).
pub fn render(entries: &[Entry], mode: DisplayMode) -> String {
    let mut out = String::new();
    out.push_str(RULE);
    out.push_str("                         ... Pass statistics report ...\n");
    out.push_str(RULE);
    match mode {
        DisplayMode::Pipeline => {
            fn nested(out: &mut String, entries: &[Entry], indent: usize) {
                for e in entries {
                    match e {
                        Entry::Pass { name, statistics } => pass_entry(out, indent, name, statistics),
                        Entry::Pipeline { anchor, entries } => {
                            out.push_str(&format!("{:indent$}'{anchor}' Pipeline\n", ""));
                            nested(out, entries, indent + 2);
                        }
                    }
                }
            }
            nested(&mut out, entries, 0);
        }
        DisplayMode::List => {
            let mut merged: Vec<(String, Vec<Statistic>)> = Vec::new();
            fn collect(entries: &[Entry], merged: &mut Vec<(String, Vec<Statistic>)>) {
                for e in entries {
                    match e {
                        // Passes without statistics are left out of the list.
                        Entry::Pass { statistics, .. } if statistics.is_empty() => {}
                        Entry::Pass { name, statistics } => match merged.iter_mut().find(|(n, _)| n == name) {
                            Some((_, stats)) => {
                                for (into, s) in stats.iter_mut().zip(statistics) {
                                    into.value += s.value;
                                }
                            }
                            None => merged.push((name.clone(), statistics.clone())),
                        },
                        Entry::Pipeline { entries, .. } => collect(entries, merged),
                    }
                }
            }
            collect(entries, &mut merged);
            merged.sort_by(|a, b| a.0.cmp(&b.0));
            for (name, stats) in &merged {
                pass_entry(&mut out, 2, name, stats);
            }
        }
    }
    out.push('\n');
    out
}
