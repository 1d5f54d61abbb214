//! Command-line options, spelled as upstream `mlir-opt` spells them.

use mlir_ir::print::PrintFlags;

#[derive(Debug, Default, Clone)]
pub struct Options {
    pub input: Option<String>,
    pub output: Option<String>,
    /// `--split-input-file[=marker]`
    pub split_input: Option<String>,
    pub output_split_marker: String,
    pub verify_diagnostics: bool,
    pub allow_unregistered_dialect: bool,
    pub no_implicit_module: bool,
    pub verify_each: bool,
    /// The passes to run, in order: `--pass-pipeline=...` or one flag per registered pass
    /// (`--cse`), which run on the top-level op.
    pub pipeline: Option<String>,
    pub passes: Vec<String>,
    /// `--mlir-print-ir-{before-all,after-all,after-change,after-failure,module-scope}`.
    pub ir_printing: mlir_passes::IrPrinting,
    /// `--verify-roundtrip`: the output, printed generically and in custom form, must parse
    /// back to the same text.
    pub verify_roundtrip: bool,
    pub disable_verifier_on_parsing: bool,
    pub show_dialects: bool,
    pub print: PrintFlags,
    /// `--mlir-pass-statistics[-display=list|pipeline]`: the report after the passes run.
    pub pass_statistics: Option<mlir_passes::DisplayMode>,
    /// `--mlir-timing[-display=list|tree]`: the execution time report at exit.
    pub timing: Option<mlir_passes::timing::TimingDisplay>,
    pass_statistics_requested: bool,
    pass_statistics_display: mlir_passes::DisplayMode,
    timing_requested: bool,
    timing_display: mlir_passes::timing::TimingDisplay,
    /// `--emit-bytecode`: write the output as bytecode instead of text.
    pub emit_bytecode: bool,
    /// `--emit-bytecode-version=N`: the bytecode version to write (the newest by default).
    pub emit_bytecode_version: Option<u64>,
    /// `--emit-bytecode-producer=S`: the producer string of the bytecode (upstream's by default).
    pub emit_bytecode_producer: Option<String>,
    /// Leave the IR to the OS at exit instead of freeing it piece by piece (the CLI sets this:
    /// the process is about to end anyway).
    pub leak_ir_at_exit: bool,
    /// `--irdl-file=F`: IRDL dialect definitions loaded into each context before the input.
    pub irdl_file: Option<String>,
}

pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

fn parse_bool(v: Option<&str>) -> Result<bool, String> {
    match v {
        None | Some("true") | Some("1") | Some("TRUE") | Some("True") => Ok(true),
        Some("false") | Some("0") | Some("FALSE") | Some("False") => Ok(false),
        Some(o) => Err(format!("'{o}' is invalid value for boolean argument! Try 0 or 1")),
    }
}

fn parse_num<T: std::str::FromStr>(name: &str, v: Option<&str>) -> Result<T, String> {
    v.and_then(|s| s.parse().ok()).ok_or_else(|| format!("for the --{name} option: '{}' value invalid for integer argument!", v.unwrap_or("")))
}

impl Options {
    /// Parses `args` (without the program name). `Err` carries the message to print.
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut o = Options { output_split_marker: DEFAULT_SPLIT_MARKER.to_string(), verify_each: true, ..Default::default() };
        let mut i = 0;
        while i < args.len() {
            let arg = &args[i];
            i += 1;
            if arg == "-" || !arg.starts_with('-') {
                if o.input.is_some() {
                    return Err("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: mlir-opt --help".to_string());
                }
                o.input = Some(arg.clone());
                continue;
            }
            let body = arg.trim_start_matches('-');
            let (name, value) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (body, None),
            };
            match name {
                "o" => {
                    let v = match value {
                        Some(v) => v.to_string(),
                        None => {
                            i += 1;
                            args.get(i - 1).cloned().ok_or("Not enough positional command line arguments specified!")?
                        }
                    };
                    o.output = Some(v);
                }
                "split-input-file" => o.split_input = Some(value.unwrap_or(DEFAULT_SPLIT_MARKER).to_string()),
                "output-split-marker" => o.output_split_marker = value.unwrap_or("").to_string(),
                "verify-diagnostics" => o.verify_diagnostics = parse_bool(value)?,
                "allow-unregistered-dialect" => o.allow_unregistered_dialect = parse_bool(value)?,
                "no-implicit-module" => o.no_implicit_module = parse_bool(value)?,
                "verify-each" => o.verify_each = parse_bool(value)?,
                "verify-roundtrip" => o.verify_roundtrip = parse_bool(value)?,
                "mlir-very-unsafe-disable-verifier-on-parsing" => o.disable_verifier_on_parsing = parse_bool(value)?,
                "show-dialects" => o.show_dialects = true,
                "mlir-print-op-generic" => o.print.generic = parse_bool(value)?,
                "mlir-print-debuginfo" => o.print.debug_info = parse_bool(value)?,
                "mlir-pretty-debuginfo" => o.print.pretty_debug_info = parse_bool(value)?,
                "mlir-print-local-scope" => o.print.local_scope = parse_bool(value)?,
                "mlir-print-unique-ssa-ids" => o.print.unique_ssa_ids = parse_bool(value)?,
                "mlir-use-nameloc-as-prefix" => o.print.name_loc_as_prefix = parse_bool(value)?,
                "mlir-print-skip-regions" => o.print.skip_regions = parse_bool(value)?,
                "mlir-print-value-users" => o.print.print_value_users = parse_bool(value)?,
                "mlir-print-assume-verified" => o.print.assume_verified = parse_bool(value)?,
                "mlir-elide-elementsattrs-if-larger" => {
                    o.print.elide_elements_if_larger = Some(parse_num(name, value)?)
                }
                "mlir-elide-resource-strings-if-larger" => {
                    o.print.elide_resources_if_larger = Some(parse_num(name, value)?)
                }
                "mlir-print-elementsattrs-with-hex-if-larger" => {
                    o.print.hex_elements_if_larger = Some(parse_num(name, value)?)
                }
                "mlir-disable-threading" => {}
                "mlir-pass-statistics" => {
                    o.pass_statistics_requested = parse_bool(value)?;
                }
                "mlir-pass-statistics-display" => {
                    o.pass_statistics_display = match value.unwrap_or("") {
                        "list" => mlir_passes::DisplayMode::List,
                        "pipeline" => mlir_passes::DisplayMode::Pipeline,
                        v => return Err(format!("mlir-opt: for the --{name} option: Cannot find option named '{v}'!")),
                    };
                }
                "mlir-timing" => o.timing_requested = parse_bool(value)?,
                "mlir-timing-display" => {
                    o.timing_display = match value.unwrap_or("") {
                        "list" => mlir_passes::timing::TimingDisplay::List,
                        "tree" => mlir_passes::timing::TimingDisplay::Tree,
                        v => return Err(format!("mlir-opt: for the --{name} option: Cannot find option named '{v}'!")),
                    };
                }
                "irdl-file" => o.irdl_file = Some(value.unwrap_or("").to_string()),
                "emit-bytecode" => o.emit_bytecode = parse_bool(value)?,
                "emit-bytecode-version" => o.emit_bytecode_version = Some(parse_num(name, value)?),
                "emit-bytecode-producer" => o.emit_bytecode_producer = Some(value.unwrap_or("").to_string()),
                "pass-pipeline" => o.pipeline = Some(value.unwrap_or("").to_string()),
                "mlir-print-ir-before-all" => o.ir_printing.before = parse_bool(value)?,
                "mlir-print-ir-after-all" => o.ir_printing.after = parse_bool(value)?,
                "mlir-print-ir-after-change" => o.ir_printing.after_change = parse_bool(value)?,
                "mlir-print-ir-after-failure" => o.ir_printing.after_failure = parse_bool(value)?,
                "mlir-print-ir-module-scope" => o.ir_printing.module_scope = parse_bool(value)?,
                // `--<pass>[=<options>]`: the options as they would be written between braces.
                _ if mlir_passes::registered().iter().any(|(p, _)| *p == name) => o.passes.push(match value {
                    Some(v) => format!("{name}{{{v}}}"),
                    None => name.to_string(),
                }),
                _ => {
                    return Err(format!(
                        "mlir-opt: Unknown command line argument '{arg}'.  Try: 'mlir-opt --help'"
                    ))
                }
            }
        }
        o.pass_statistics = o.pass_statistics_requested.then_some(o.pass_statistics_display);
        o.timing = o.timing_requested.then_some(o.timing_display);
        // `--mlir-pretty-debuginfo` only chooses the form: alone it prints no locations, as
        // upstream.
        Ok(o)
    }
}

pub const HELP: &str = "OVERVIEW: MLIR modular optimizer driver (Rust)

USAGE: mlir-opt [options] <input file>

OPTIONS:
  -o <filename>                                 - Output filename
  --allow-unregistered-dialect                  - Allow operation with no registered dialects
  --no-implicit-module                          - Disable implicit addition of a top-level module op during parsing
  --split-input-file[=<string>]                 - Split the input file into chunks using the given or default marker and process each chunk independently
  --output-split-marker=<string>                - Split marker to use for merging the ouput
  --verify-diagnostics                          - Check that emitted diagnostics match expected-* lines on the corresponding line
  --verify-each                                 - Run the verifier after each transformation pass
  --mlir-print-op-generic                       - Print the generic op form
  --mlir-print-debuginfo                        - Print debug info in MLIR output
  --mlir-pass-statistics                        - Display the statistics of each pass
  --mlir-pass-statistics-display=<value>        - Display method for pass statistics
    =list                                       -   display the results in a merged list sorted by pass name
    =pipeline                                   -   display the results with a nested pipeline view
  --mlir-pretty-debuginfo                       - Print pretty debug info in MLIR output
  --mlir-print-local-scope                      - Print with local scope and inline information (eliding aliases for attributes, types, and locations)
  --mlir-print-unique-ssa-ids                   - Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions
  --mlir-timing                                 - Display execution times
  --mlir-timing-display=<value>                 - Display method for timing data
    =list                                       -   display the results in a list sorted by total time
    =tree                                       -   display the results ina with a nested tree view
  --mlir-use-nameloc-as-prefix                  - Print SSA IDs using NameLocs as prefixes
  --mlir-print-skip-regions                     - Skip regions when printing ops.
  --mlir-print-value-users                      - Print users of operation results and block arguments as a comment
  --mlir-print-assume-verified                  - Skip op verification when using custom printers
  --mlir-elide-elementsattrs-if-larger=<uint>   - Elide ElementsAttrs with \"...\" that have more elements than the given upper limit
  --mlir-print-elementsattrs-with-hex-if-larger=<long> - Print DenseElementsAttrs with a hex string that have more elements than the given upper limit (use -1 to disable)
  --emit-bytecode                               - Emit bytecode when generating output
  --emit-bytecode-producer=<string>             - Use specified producer when generating bytecode output
  --emit-bytecode-version=<value>               - Use specified bytecode when generating output
  --mlir-disable-threading                      - Disable multi-threading within MLIR
  --pass-pipeline=<string>                      - A textual description of a pass pipeline to run, e.g. 'builtin.module(cse)'
  --mlir-print-ir-before-all                    - Print IR before each pass
  --mlir-print-ir-after-all                     - Print IR after each pass
  --mlir-print-ir-after-change                  - When printing the IR after a pass, only print if the IR changed
  --mlir-print-ir-after-failure                 - When printing the IR after a pass, only print if the pass failed
  --mlir-print-ir-module-scope                  - When printing IR for print-ir-[before|after]{-all} always print the top-level operation
  --canonicalize                                - Canonicalize operations
  --cse                                         - Eliminate common sub-expressions
  --loop-invariant-code-motion                  - Hoist loop invariant instructions outside of the loop
  --print-op-stats                              - Print statistics of operations
  --strip-debuginfo                             - Strip debug info from all operations
  --symbol-dce                                  - Eliminate dead symbols
";
