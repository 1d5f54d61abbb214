//! `verify` stops at the first error (as upstream); `verify_all` reports every one.

use mlir_ir::{Context, Diagnostic, Ir};
use std::sync::{Arc, Mutex};

fn errors(text: &str, all: bool) -> Vec<String> {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let seen: Arc<Mutex<Vec<Diagnostic>>> = Arc::default();
    let sink = seen.clone();
    ctx.attach_diagnostic_handler(Box::new(move |d| {
        sink.lock().unwrap().push(d.clone());
        true
    }));
    let mut ir = Ir::new(&ctx);
    let top = mlir_parser::parse_source(&mut ir, text, "v.mlir", true).expect("parses");
    let r = if all { mlir_ir::verify::verify_all(&ir, top) } else { mlir_ir::verify::verify(&ir, top) };
    assert!(r.is_err());
    let msgs = seen.lock().unwrap().iter().map(|d| d.message.clone()).collect();
    msgs
}

#[test]
fn collects_every_error_on_request() {
    let text = r#"
      "test.a"() ({
      ^bb0:
        "test.x"()[^bb1] : () -> ()
        "test.y"() : () -> ()
      ^bb1:
        "test.z"() : () -> ()
      }) : () -> ()
      "builtin.foo"() : () -> ()
      "test.b"() ({
      ^bb0:
        %0 = "test.use"(%1) : (i32) -> i32
        %1 = "test.def"() : () -> i32
        "test.br"()[^bb1] : () -> ()
      ^bb1:
        "test.end"() : () -> ()
      }) : () -> ()
    "#;
    let first = errors(text, false);
    assert_eq!(first, vec!["operation with block successors must terminate its parent block".to_string()]);
    let all = errors(text, true);
    assert_eq!(all.len(), 3, "{all:?}");
    assert!(all[1].starts_with("unregistered operation 'builtin.foo'"));
    assert_eq!(all[2], "operand #0 does not dominate this use");
}
