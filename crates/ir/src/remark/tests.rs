use std::sync::{Arc, Mutex};

use super::*;

fn file_loc(ctx: &Context, file: &str, line: u32, col: u32) -> Location {
    ctx.file_loc(file, line, col)
}

fn remark<'a>(kind: RemarkKind, name: &'a str, category: &'a str, loc: Location) -> NewRemark<'a> {
    NewRemark { kind, name, category, sub_category: "", function: "", message: "", args: &[], loc }
}

/// An engine whose callback records each remark's message.
fn recording(ctx: &Context, policy: Policy, filters: Filters) -> Arc<Mutex<Vec<String>>> {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let sink = seen.clone();
    let callback: RemarkCallback = Arc::new(move |r: &Remark| sink.lock().unwrap().push(r.message()));
    ctx.enable_remarks(RemarkOptions { policy, filters, callback: Some(callback), ..Default::default() }).unwrap();
    seen
}

#[test]
fn message_format_sorts_arguments_and_quotes_values() {
    let ctx = Context::new();
    let seen = recording(&ctx, Policy::All, Filters { all: ".*".into(), ..Default::default() });
    let args = [("factor".to_string(), "4".to_string()), ("why".to_string(), "a, b".to_string())];
    let loc = ctx.unknown_loc();
    let r = NewRemark { sub_category: "Inner", function: "main", message: "unrolled by 4", args: &args, ..remark(RemarkKind::Passed, "Unroll", "Loop", loc) };
    assert!(ctx.emit_remark(r));
    assert!(ctx.emit_remark(remark(RemarkKind::Missed, "", "", loc)));
    assert!(!ctx.emit_remark(remark(RemarkKind::Unknown, "U", "Loop", loc)));
    ctx.finalize_remarks().unwrap();
    assert_eq!(
        *seen.lock().unwrap(),
        [
            r#"[Passed] Unroll | Category:Loop:Inner | Function=main | Remark="unrolled by 4", RemarkId=1, factor=4, why="a, b""#,
            "[Missed]  | RemarkId=2",
        ]
    );
    assert!(!ctx.remarks_enabled());
}

#[test]
fn filters_match_the_whole_category_per_kind() {
    let ctx = Context::new();
    let filters = Filters { all: "Loop".into(), passed: "Vec|Z".into(), missed: "(".into(), ..Default::default() };
    let seen = recording(&ctx, Policy::All, filters);
    let loc = ctx.unknown_loc();
    let cases = [
        (RemarkKind::Analysis, "Loop", true),
        (RemarkKind::Analysis, "Loops", false),
        (RemarkKind::Passed, "Vec", true),
        (RemarkKind::Passed, "xZ", false),
        (RemarkKind::Missed, "Vec", false),
        (RemarkKind::Missed, "(", false), // an invalid expression matches nothing
    ];
    for (kind, category, expected) in cases {
        assert_eq!(ctx.emit_remark(remark(kind, "n", category, loc)), expected, "{kind:?} {category}");
    }
    ctx.finalize_remarks().unwrap();
    assert_eq!(seen.lock().unwrap().len(), 2);
}

#[test]
fn final_policy_keeps_the_last_of_each_key_until_finalized() {
    let ctx = Context::new();
    let seen = recording(&ctx, Policy::Final, Filters { all: ".*".into(), ..Default::default() });
    let (a, b) = (file_loc(&ctx, "a.mlir", 1, 1), file_loc(&ctx, "a.mlir", 2, 2));
    let reports = [(RemarkKind::Passed, "N", a), (RemarkKind::Missed, "N", a), (RemarkKind::Passed, "N", b), (RemarkKind::Passed, "M", a)];
    for (kind, name, loc) in reports {
        assert!(ctx.emit_remark(remark(kind, name, "C", loc)));
    }
    assert!(seen.lock().unwrap().is_empty());
    ctx.finalize_remarks().unwrap();
    // In the order of the kept (last) reports.
    assert_eq!(
        *seen.lock().unwrap(),
        ["[Missed] N | Category:C | RemarkId=2", "[Passed] N | Category:C | RemarkId=3", "[Passed] M | Category:C | RemarkId=4"]
    );
}

#[test]
fn enabling_twice_or_with_two_sinks_fails() {
    let ctx = Context::new();
    let callback: RemarkCallback = Arc::new(|_: &Remark| {});
    let both = RemarkOptions {
        output: Some((std::env::temp_dir().join("never-created.yaml"), Format::Yaml)),
        callback: Some(callback),
        ..Default::default()
    };
    assert_eq!(ctx.enable_remarks(both).unwrap_err(), "a remark callback cannot be combined with an output file");
    let missing = RemarkOptions { output: Some(("/nonexistent-dir/r.yaml".into(), Format::Yaml)), ..Default::default() };
    assert_eq!(ctx.enable_remarks(missing).unwrap_err(), "failed to enable remarks: cannot write '/nonexistent-dir/r.yaml'");
    assert!(!ctx.remarks_enabled());
    ctx.enable_remarks(RemarkOptions::default()).unwrap();
    assert!(ctx.enable_remarks(RemarkOptions::default()).unwrap_err().starts_with("remarks are already enabled"));
}

#[test]
fn remarks_become_diagnostics_without_another_sink() {
    let ctx = Context::new();
    let got = Arc::new(Mutex::new(Vec::new()));
    let sink = got.clone();
    ctx.attach_diagnostic_handler(Box::new(move |d: &Diagnostic| {
        sink.lock().unwrap().push((d.severity, d.message.clone()));
        true
    }));
    ctx.enable_remarks(RemarkOptions { filters: Filters { all: ".*".into(), ..Default::default() }, ..Default::default() }).unwrap();
    ctx.emit_remark(remark(RemarkKind::Analysis, "TripCount", "Loop", ctx.unknown_loc()));
    ctx.finalize_remarks().unwrap();
    assert_eq!(*got.lock().unwrap(), [(Severity::Remark, "[Analysis] TripCount | Category:Loop | RemarkId=1".to_string())]);
}

fn write_file(format: Format, name: &str) -> Vec<u8> {
    let ctx = Context::new();
    let path = std::env::temp_dir().join(format!("mlir-rs-remark-{}-{name}", std::process::id()));
    let opts = RemarkOptions { output: Some((path.clone(), format)), filters: Filters { all: ".*".into(), ..Default::default() }, ..Default::default() };
    ctx.enable_remarks(opts).unwrap();
    let args = [("tripCount".to_string(), "4".to_string())];
    let loc = file_loc(&ctx, "test.mlir", 5, 6);
    let r = NewRemark { sub_category: "Inner", function: "f", message: "trip count too small", args: &args, ..remark(RemarkKind::Missed, "NotUnrolled", "Loop", loc) };
    ctx.emit_remark(r);
    ctx.emit_remark(remark(RemarkKind::Passed, "", "", ctx.unknown_loc()));
    ctx.finalize_remarks().unwrap();
    let bytes = std::fs::read(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    bytes
}

#[test]
fn yaml_file() {
    let text = String::from_utf8(write_file(Format::Yaml, "yaml")).unwrap();
    let expected = "\
--- !Missed
Pass:            'Loop:Inner'
Name:            NotUnrolled
DebugLoc:        { File: test.mlir, Line: 5, Column: 6 }
Function:        f
Args:
  - RemarkId:        '1'
  - Remark:          trip count too small
  - tripCount:       '4'
...
--- !Passed
Pass:            ''
Name:            '<unknown remark name>'
DebugLoc:        { File: '<unknown file>', Line: 0, Column: 0 }
Function:        '<unknown function>'
Args:
  - RemarkId:        '2'
...
";
    assert_eq!(text, expected);
}

/// Walks the top-level blocks of a bitstream container by their length words; returns their
/// ids. Checks the words add up to the whole file.
fn top_level_blocks(bytes: &[u8]) -> Vec<u64> {
    assert_eq!(&bytes[..4], b"RMRK");
    let mut ids = Vec::new();
    let mut at = 4;
    while at < bytes.len() {
        let word = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) as u64;
        // abbrev id 1 (2 bits), block id (vbr8), code width (vbr4), then alignment.
        assert_eq!(word & 3, 1, "ENTER_SUBBLOCK at byte {at}");
        ids.push((word >> 2) & 0x7F);
        let len = u32::from_le_bytes(bytes[at + 4..at + 8].try_into().unwrap()) as usize;
        at += 8 + 4 * len;
    }
    assert_eq!(at, bytes.len());
    ids
}

#[test]
fn bitstream_file() {
    let bytes = write_file(Format::Bitstream, "bitstream");
    // Block info, meta, two remarks, the closing meta block with the string table.
    assert_eq!(top_level_blocks(&bytes), [0, 8, 9, 9, 8]);
    let table = b"NotUnrolled\0Loop:Inner\0f\0test.mlir\0RemarkId\x001\0Remark\0trip count too small\0tripCount\x004\0\
<unknown remark name>\0\0<unknown function>\0<unknown file>\x002\0";
    let found = bytes.windows(table.len()).any(|w| w == table);
    assert!(found, "string table");
}

#[test]
fn an_empty_bitstream_file_stays_empty() {
    let ctx = Context::new();
    let path = std::env::temp_dir().join(format!("mlir-rs-remark-{}-empty", std::process::id()));
    ctx.enable_remarks(RemarkOptions { output: Some((path.clone(), Format::Bitstream)), ..Default::default() }).unwrap();
    ctx.finalize_remarks().unwrap();
    assert!(std::fs::read(&path).unwrap().is_empty());
    std::fs::remove_file(&path).unwrap();
}
