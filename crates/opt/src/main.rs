//! `mlir-opt`: the command-line driver. See `mlir_opt::run`.

use mlir_opt::options::{Options, HELP};
use std::io::{Read, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-help" || a == "-h") {
        print!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let opts = match Options::parse(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let (name, text) = match opts.input.as_deref() {
        None | Some("-") => {
            let mut buf = Vec::new();
            if let Err(e) = std::io::stdin().read_to_end(&mut buf) {
                eprintln!("Could not open input file '-': {e}");
                return ExitCode::from(1);
            }
            ("<stdin>".to_string(), buf)
        }
        Some(path) => match std::fs::read(path) {
            Ok(b) => (path.to_string(), b),
            Err(e) => {
                eprintln!("Could not open input file '{path}': {e}");
                return ExitCode::from(1);
            }
        },
    };
    let text = match String::from_utf8(text) {
        Ok(t) => t,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    // Never let a panic escape as an abort: report it as an internal error.
    let result = std::panic::catch_unwind(|| mlir_opt::run(&opts, &name, &text));
    let out = match result {
        Ok(o) => o,
        Err(_) => {
            eprintln!("mlir-opt: internal error while processing '{name}'");
            return ExitCode::from(1);
        }
    };
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    match opts.output.as_deref() {
        None | Some("-") => {
            let mut stdout = std::io::stdout().lock();
            let _ = stdout.write_all(out.stdout.as_bytes());
            let _ = stdout.flush();
        }
        Some(path) => {
            if let Err(e) = std::fs::write(path, out.stdout.as_bytes()) {
                eprintln!("Could not open output file '{path}': {e}");
                return ExitCode::from(1);
            }
        }
    }
    ExitCode::from(out.code as u8)
}
