//! `mlir-opt`: the command-line driver. See `mlir_opt::run`.

use mlir_opt::options::{Options, HELP};
use std::io::{Read, Write};
use std::process::ExitCode;

mod alloc;
mod input;

#[global_allocator]
static ALLOC: alloc::SplitAlloc = alloc::SplitAlloc;

fn main() -> ExitCode {
    // Deeply nested IR recurses deeply in the parser, printer and verifier: give it room.
    match std::thread::Builder::new().stack_size(1 << 30).spawn(real_main) {
        Ok(handle) => handle.join().unwrap_or(ExitCode::from(1)),
        Err(_) => real_main(),
    }
}

fn real_main() -> ExitCode {
    // As in the tool's other messages, the name is the tool's own, not argv[0]'s.
    let _ = mlir_passes::PROGRAM_NAME.set("mlir-opt".to_string());
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-help" || a == "-h") {
        print!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let opts = match Options::parse(&args) {
        Ok(mut o) => {
            o.leak_ir_at_exit = true;
            o
        }
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    if opts.show_dialects {
        let ctx = mlir_opt::make_context(&opts);
        println!("Available Dialects: {}", ctx.loaded_dialects().join(", "));
        return ExitCode::SUCCESS;
    }
    let (name, text) = match opts.input.as_deref() {
        None | Some("-") => {
            let mut buf = Vec::new();
            if let Err(e) = std::io::stdin().read_to_end(&mut buf) {
                eprintln!("Could not open input file '-': {e}");
                return ExitCode::from(1);
            }
            ("<stdin>".to_string(), input::Input::Owned(buf))
        }
        Some(path) => match input::read(path) {
            Ok(b) => (path.to_string(), b),
            Err(e) => {
                eprintln!("Could not open input file '{path}': {e}");
                return ExitCode::from(1);
            }
        },
    };
    let mut sink: Box<dyn Write> = match opts.output.as_deref() {
        None | Some("-") => Box::new(std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock())),
        Some(path) => match std::fs::File::create(path) {
            Ok(f) => Box::new(std::io::BufWriter::with_capacity(1 << 16, f)),
            Err(e) => {
                eprintln!("Could not open output file '{path}': {e}");
                return ExitCode::from(1);
            }
        },
    };
    // Never let a panic escape as an abort: report it as an internal error.
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| mlir_opt::run_input(&opts, &name, &text, &mut *sink)));
    let out = match result {
        Ok(o) => o,
        Err(_) => {
            let _ = sink.flush();
            eprintln!("mlir-opt: internal error while processing '{name}'");
            return ExitCode::from(1);
        }
    };
    // Diagnostics first, then the rest of the (buffered) output, as upstream's unbuffered stderr
    // and buffered output file appear when both go to one place.
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    if sink.flush().is_err() {
        return ExitCode::from(1);
    }
    ExitCode::from(out.code as u8)
}
