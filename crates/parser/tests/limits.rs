//! Adversarial input: deep nesting is an error or works, never a stack overflow, on an ordinary
//! 8 MiB thread stack (the main thread's default).

use mlir_ir::{Context, Ir};

fn parse_print(text: String) -> Result<String, ()> {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let ctx = Context::new();
            ctx.set_allow_unregistered_dialects(true);
            ctx.attach_diagnostic_handler(Box::new(|_| true));
            let mut ir = Ir::new(&ctx);
            let top = mlir_parser::parse_source(&mut ir, &text, "deep.mlir", true).map_err(|_| ())?;
            mlir_ir::verify::verify(&ir, top).map_err(|_| ())?;
            Ok(mlir_ir::print::print_op(&ir, top, &Default::default()))
        })
        .unwrap()
        .join()
        .expect("no stack overflow or panic")
}

fn nested_regions(n: usize) -> String {
    let mut s = String::new();
    for _ in 0..n {
        s.push_str("\"test.r\"() ({\n");
    }
    for _ in 0..n {
        s.push_str("}) : () -> ()\n");
    }
    s
}

#[test]
fn nesting_up_to_the_limit_works_and_beyond_is_an_error() {
    let depth = mlir_parser::MAX_NESTING as usize - 1;
    assert!(parse_print(nested_regions(depth)).is_ok());
    assert!(parse_print(nested_regions(depth + 10)).is_err());
    let attr = format!("\"test.op\"() {{a = {}{}}} : () -> ()", "[".repeat(50_000), "]".repeat(50_000));
    assert!(parse_print(attr).is_err());
    let ty = format!("\"test.op\"() : () -> {}i32{}", "tuple<".repeat(50_000), ">".repeat(50_000));
    assert!(parse_print(ty).is_err());
}
