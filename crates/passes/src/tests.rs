use crate::PassManager;

#[test]
fn pipelines_print_as_written_without_spaces() {
    let pm = PassManager::parse(" builtin.module( symbol-dce , func.func(cse,strip-debuginfo) ) ").unwrap();
    assert_eq!(pm.to_string(), "builtin.module(symbol-dce,func.func(cse,strip-debuginfo))");
    let mut pm = PassManager::new("builtin.module");
    pm.add("cse").unwrap();
    pm.add("func.func(cse),symbol-dce").unwrap();
    assert_eq!(pm.to_string(), "builtin.module(cse,func.func(cse),symbol-dce)");
    assert_eq!(PassManager::new("any").to_string(), "any()");
}

#[test]
fn pipeline_errors_point_at_the_element() {
    let err = |text: &str| PassManager::parse(text).err().unwrap();
    assert_eq!(
        err("builtin.module(func.func(cse,nope2))"),
        "MLIR Textual PassPipeline Parser:1:15: error: 'nope2' does not refer to a registered pass or pass pipeline\n\
         func.func(cse,nope2)\n              ^\n"
    );
    assert!(err("cse").starts_with("expected pass pipeline to be wrapped"));
    assert!(err("builtin.module(cse))").contains("1:4: error: encountered extra closing ')'"));
    assert!(err("builtin.module(cse{x=1})").starts_with("<Pass-Options-Parser>: no such option x"));
    assert!(err("builtin.module(cse,)").contains("expected pass pipeline element"));
}

#[test]
fn op_stats_options_print_and_validate() {
    let pm = PassManager::parse("builtin.module(func.func(print-op-stats{json}),print-op-stats)").unwrap();
    assert_eq!(pm.to_string(), "builtin.module(func.func(print-op-stats{json=true}),print-op-stats{json=false})");
    let err = PassManager::parse("builtin.module(print-op-stats{format=csv})").err().unwrap();
    assert!(err.starts_with("<Pass-Options-Parser>: no such option format"));
}
