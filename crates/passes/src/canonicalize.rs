//! `canonicalize` (upstream's `Canonicalizer`): the greedy rewrite driver over the op's
//! regions with every canonicalization pattern the dialects registered in the context, folding,
//! dead-code removal and region simplification, until nothing changes.
//!
//! Options as upstream's: `top-down` (default true), `region-simplify`
//! (`disabled|normal|aggressive`, default normal), `max-iterations` (10), `max-num-rewrites`
//! (-1: no limit), `test-convergence` (fail when the driver did not converge),
//! `cse-between-iterations` (only `false`: CSE between iterations is not supported yet, and
//! asking for it is an error),
//! `disable-patterns`/`enable-patterns` (pattern labels).

use mlir_ir::rewriter::CanonicalizationPattern;
use mlir_ir::{Emitted, Ir, OpId};
use mlir_rewrite::{apply_greedily, GreedyConfig, Pattern, RegionSimplification};

pub struct Canonicalize {
    config: GreedyConfig,
    test_convergence: bool,
    cse_between_iterations: bool,
    disable: Vec<String>,
    enable: Vec<String>,
}

/// Why options do not parse: a value the command-line library refuses (its message, printed
/// on stderr), or a complete error text.
enum OptionError {
    Value(String),
    Other(String),
}

fn bool_value(key: &str, value: &str) -> Result<bool, String> {
    match value {
        "true" | "1" | "TRUE" | "True" => Ok(true),
        "false" | "0" | "FALSE" | "False" => Ok(false),
        _ => Err(format!("for the --{key} option: '{value}' is invalid value for boolean argument! Try 0 or 1")),
    }
}

fn int_value(key: &str, value: &str) -> Result<i64, String> {
    value.parse().map_err(|_| format!("for the --{key} option: '{value}' value invalid for long argument!"))
}

/// A list option's items: `A,B` or `{A,B}`.
fn list_value(value: &str) -> Vec<String> {
    let inner = value.strip_prefix('{').and_then(|v| v.strip_suffix('}')).unwrap_or(value);
    inner.split(',').map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect()
}

impl Canonicalize {
    /// The pass with `options` (as written between the braces).
    pub fn with_options(options: &str) -> Result<Canonicalize, String> {
        Self::parse_options(options).map_err(|e| match e {
            OptionError::Value(cl) => crate::option_value_error("canonicalize", options, &cl),
            OptionError::Other(text) => text,
        })
    }

    fn parse_options(options: &str) -> Result<Canonicalize, OptionError> {
        let mut c = Canonicalize {
            config: GreedyConfig {
                use_top_down_traversal: true,
                region_simplification: RegionSimplification::Normal,
                ..GreedyConfig::default()
            },
            test_convergence: false,
            cse_between_iterations: false,
            disable: Vec::new(),
            enable: Vec::new(),
        };
        for opt in options.split_whitespace() {
            let (key, value) = opt.split_once('=').unwrap_or((opt, "true"));
            match key {
                "top-down" => c.config.use_top_down_traversal = bool_value(key, value).map_err(OptionError::Value)?,
                "test-convergence" => c.test_convergence = bool_value(key, value).map_err(OptionError::Value)?,
                "cse-between-iterations" => {
                    c.cse_between_iterations = bool_value(key, value).map_err(OptionError::Value)?;
                    if c.cse_between_iterations {
                        return Err(OptionError::Other("canonicalize: cse-between-iterations=true is not supported by this build\n".to_string()));
                    }
                }
                "max-iterations" => c.config.max_iterations = int_value(key, value).map_err(OptionError::Value)?,
                "max-num-rewrites" => c.config.max_num_rewrites = int_value(key, value).map_err(OptionError::Value)?,
                "region-simplify" => {
                    c.config.region_simplification = match value {
                        "disabled" => RegionSimplification::Disabled,
                        "normal" => RegionSimplification::Normal,
                        "aggressive" => RegionSimplification::Aggressive,
                        _ => return Err(OptionError::Value(format!("for the --region-simplify option: Cannot find option named '{value}'!"))),
                    }
                }
                "disable-patterns" => c.disable = list_value(value),
                "enable-patterns" => c.enable = list_value(value),
                _ => {
                    return Err(OptionError::Other(format!(
                        "<Pass-Options-Parser>: no such option {key}\n\nfailed to add `canonicalize` with options `{options}`\n"
                    )))
                }
            }
        }
        Ok(c)
    }

    fn wanted(&self, p: &CanonicalizationPattern) -> bool {
        !self.disable.iter().any(|d| d == p.label) && (self.enable.is_empty() || self.enable.iter().any(|e| e == p.label))
    }
}

impl crate::Pass for Canonicalize {
    fn argument(&self) -> &str {
        "canonicalize"
    }

    fn name(&self) -> &str {
        "CanonicalizerPass"
    }

    fn options(&self) -> String {
        let list = |key: &str, items: &[String]| if items.is_empty() { String::new() } else { format!("{key}={{{}}}", items.join(",")) };
        let region = match self.config.region_simplification {
            RegionSimplification::Disabled => "disabled",
            RegionSimplification::Normal => "normal",
            RegionSimplification::Aggressive => "aggressive",
        };
        // Upstream's order and spacing, including the empty slot after the pattern lists.
        format!(
            "cse-between-iterations={} {} {}  max-iterations={} max-num-rewrites={} region-simplify={region} test-convergence={} top-down={}",
            self.cse_between_iterations,
            list("disable-patterns", &self.disable),
            list("enable-patterns", &self.enable),
            self.config.max_iterations,
            self.config.max_num_rewrites,
            self.test_convergence,
            self.config.use_top_down_traversal,
        )
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> Result<(), Emitted> {
        let patterns: Vec<Pattern> = ir
            .ctx
            .canonicalization_patterns()
            .into_iter()
            .filter(|(_, p)| self.wanted(p))
            .map(|(root, p)| {
                let f = p.apply;
                Pattern { root: Some(root), benefit: p.benefit, apply: Box::new(move |ir, op, notes| f(ir, op, notes)) }
            })
            .collect();
        let converged = apply_greedily(ir, op, &patterns, self.config.clone());
        // Not converging is not a failure, unless asked (then, as upstream, without a message).
        if self.test_convergence && !converged {
            return Err(Emitted);
        }
        Ok(())
    }
}
