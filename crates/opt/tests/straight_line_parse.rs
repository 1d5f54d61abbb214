//! The straight-line parse and print of simple op formats (`mlir_ods::format::simple`) must
//! behave exactly as the general format parser and printer: every test input of the repository, run through the
//! tool both ways (custom and generic output, with diagnostics), gives the same output, the
//! same messages and the same exit code.

use mlir_opt::options::Options;
use mlir_opt::run;
use std::path::{Path, PathBuf};

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("tests directory").flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

fn run_with(args: &[&str], name: &str, text: &str) -> (String, String, i32) {
    let opts = Options::parse(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>()).expect("options");
    let mut stdout = Vec::new();
    let out = run(&opts, name, text, &mut stdout);
    (String::from_utf8_lossy(&stdout).into_owned(), out.stderr, out.code)
}

#[test]
fn straight_line_and_general_parses_agree_on_every_test_input() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests");
    let mut files = Vec::new();
    mlir_files(&root, &mut files);
    assert!(files.len() > 50, "test inputs not found under {}", root.display());
    let flag_sets: [&[&str]; 3] = [
        &["--split-input-file", "--allow-unregistered-dialect"],
        &["--split-input-file", "--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo"],
        &["--split-input-file", "--allow-unregistered-dialect", "--verify-diagnostics"],
    ];
    let mut compared = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable test input");
        let name = f.display().to_string();
        for flags in flag_sets {
            mlir_ods::format::simple::set_enabled(true);
            let fast = run_with(flags, &name, &text);
            mlir_ods::format::simple::set_enabled(false);
            let general = run_with(flags, &name, &text);
            mlir_ods::format::simple::set_enabled(true);
            assert_eq!(fast, general, "{name} with {flags:?}: the two parses disagree");
            compared += 1;
        }
    }
    assert!(compared > 150);
}
