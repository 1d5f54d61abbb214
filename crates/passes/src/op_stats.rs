//! `print-op-stats`: counts the ops under the op it runs on, by name, and prints the counts
//! (to the pass manager's output, stderr by default) as a table or as JSON (upstream's
//! `PrintOpStatsPass`).

use std::collections::BTreeMap;

use mlir_ir::{Emitted, Ir, OpId};

pub struct PrintOpStats {
    pub json: bool,
}

impl PrintOpStats {
    /// The options written between braces: `json`, `json=true`, `json=false`.
    pub fn with_options(options: &str) -> Result<PrintOpStats, String> {
        let mut json = false;
        for opt in options.split_whitespace() {
            let (key, value) = opt.split_once('=').unwrap_or((opt, "true"));
            if key != "json" {
                return Err(format!("<Pass-Options-Parser>: no such option {key}\n\nfailed to add `print-op-stats` with options `{options}`\n"));
            }
            json = match value {
                "true" | "1" | "TRUE" | "True" => true,
                "false" | "0" | "FALSE" | "False" => false,
                _ => {
                    let cl = format!("for the --json option: '{value}' is invalid value for boolean argument! Try 0 or 1");
                    return Err(crate::option_value_error("print-op-stats", options, &cl));
                }
            };
        }
        Ok(PrintOpStats { json })
    }

    fn report(counts: &BTreeMap<String, usize>, json: bool) -> String {
        if json {
            let entries: Vec<String> = counts.iter().map(|(n, c)| format!("  \"{n}\" : {c}")).collect();
            return format!("{{\n{}\n}}\n", entries.join(",\n"));
        }
        let split = |name: &str| -> (String, String) {
            match name.split_once('.') {
                Some((d, o)) if !o.is_empty() => (d.to_string(), o.to_string()),
                _ => (String::new(), name.to_string()),
            }
        };
        let (mut dialect_width, mut op_width) = (0, 0);
        for name in counts.keys() {
            let (d, o) = split(name);
            dialect_width = dialect_width.max(d.len());
            op_width = op_width.max(o.len());
        }
        let mut out = String::from("Operations encountered:\n-----------------------\n");
        for (name, count) in counts {
            let (d, o) = split(name);
            if d.is_empty() {
                out += &" ".repeat(dialect_width + 3);
            } else {
                out += &format!("{d:>width$}.", width = dialect_width + 2);
            }
            out += &format!("{o:<op_width$} , {count}\n");
        }
        out
    }
}

impl crate::Pass for PrintOpStats {
    fn argument(&self) -> &str {
        "print-op-stats"
    }

    fn name(&self) -> &str {
        "PrintOpStatsPass"
    }

    fn options(&self) -> String {
        format!("json={}", self.json)
    }

    fn run(&mut self, ir: &mut Ir, root: OpId) -> Result<(), Emitted> {
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for op in ir.collect_ops(root) {
            *counts.entry(ir.name_str(op).to_string()).or_default() += 1;
        }
        crate::pipeline::write_text(&Self::report(&counts, self.json));
        Ok(())
    }
}
