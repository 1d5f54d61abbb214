//! `mlir-pygen [--check] [--out DIR]`: writes the generated Python op classes of every dialect
//! into `DIR` (default: the package's `python/mlir/dialects`). With `--check` nothing is
//! written; the exit status is 1 when a file is missing or differs from what would be written.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut check = false;
    let mut out = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../python/mlir/dialects");
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--check" => check = true,
            "--out" => match args.next() {
                Some(d) => out = PathBuf::from(d),
                None => {
                    eprintln!("mlir-pygen: --out needs a directory");
                    return ExitCode::from(2);
                }
            },
            "-h" | "--help" => {
                println!("usage: mlir-pygen [--check] [--out DIR]");
                return ExitCode::SUCCESS;
            }
            other => {
                eprintln!("mlir-pygen: unknown argument '{other}'");
                return ExitCode::from(2);
            }
        }
    }
    let mut stale = Vec::new();
    for (name, text) in mlir_pygen::files() {
        let path = out.join(&name);
        let current = std::fs::read_to_string(&path).ok();
        if current.as_deref() == Some(text.as_str()) {
            continue;
        }
        if check {
            stale.push(name);
        } else if let Err(e) = std::fs::write(&path, text) {
            eprintln!("mlir-pygen: cannot write {}: {e}", path.display());
            return ExitCode::FAILURE;
        } else {
            println!("wrote {name}");
        }
    }
    if !stale.is_empty() {
        eprintln!("mlir-pygen: generated Python files are stale (run `cargo run --release -p mlir-pygen`): {}", stale.join(", "));
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
