import gc

import pytest

from mlir.ir import *


def report(loc, kind=RemarkKind.PASSED, name="Vectorize", category="Loop", **kw):
    return loc.emit_remark(kind, name, category=category, **kw)


def test_without_an_engine_nothing_is_reported():
    ctx = Context()
    assert not ctx.remarks_enabled
    assert not report(Location.unknown(context=ctx))
    ctx.finalize_remarks()  # no engine: nothing to do
    assert not ctx.remarks_enabled


def test_callback_sees_the_remark_only_during_the_call():
    ctx = Context()
    seen, kept = [], []

    def callback(r):
        kept.append(r)
        seen.append((r.kind, r.remark_name, r.category_name, r.full_category_name, r.function_name, r.remark_id, r.args, str(r)))
        assert r.location.context is ctx

    ctx.enable_remarks(all_filter="Loop", callback=callback)
    loc = Location.file("k.mlir", 7, 3, context=ctx)
    assert report(loc, sub_category="Inner", function_name="kernel", message="width 8", args=[("lanes", "8")])
    assert report(loc, RemarkKind.MISSED, name="")
    ctx.finalize_remarks()
    assert not ctx.remarks_enabled
    assert seen[0] == (
        RemarkKind.PASSED,
        "Vectorize",
        "Loop",
        "Loop:Inner",
        "kernel",
        1,
        [("RemarkId", "1"), ("Remark", "width 8"), ("lanes", "8")],
        '[Passed] Vectorize | Category:Loop:Inner | Function=kernel | Remark="width 8", RemarkId=1, lanes=8',
    )
    assert seen[1][1] == "<unknown remark name>" and seen[1][4] == "<unknown function>"
    assert str(kept[0]) == "<Invalid Remark>"
    with pytest.raises(ValueError, match=r"Remark is invalid \(used outside of callback\)"):
        kept[0].message


def test_filters_select_by_kind_and_whole_category():
    ctx = Context()
    names = []
    ctx.enable_remarks(missed_filter="Mem.*", analysis_filter="Alias", callback=lambda r: names.append(r.remark_name))
    loc = Location.unknown(context=ctx)
    assert report(loc, RemarkKind.MISSED, "a", "Memory")
    assert not report(loc, RemarkKind.PASSED, "b", "Memory")
    assert report(loc, RemarkKind.ANALYSIS, "c", "Alias")
    assert not report(loc, RemarkKind.ANALYSIS, "d", "AliasSet")
    assert not report(loc, RemarkKind.UNKNOWN, "e", "Memory")
    ctx.finalize_remarks()
    assert names == ["a", "c"]


def test_final_policy_keeps_the_last_report_of_each_remark():
    ctx = Context()
    messages = []
    ctx.enable_remarks(policy=RemarkPolicy.FINAL, all_filter=".*", callback=lambda r: messages.append(r.message))
    loc = Location.unknown(context=ctx)
    report(loc, message="first try")
    report(loc, name="Other")
    report(loc, message="second try")
    assert messages == []
    ctx.finalize_remarks()
    assert messages == [
        "[Passed] Other | Category:Loop | RemarkId=2",
        '[Passed] Vectorize | Category:Loop | Remark="second try", RemarkId=3',
    ]


def test_yaml_and_bitstream_files(tmp_path):
    ctx = Context()
    yaml = tmp_path / "r.yaml"
    ctx.enable_remarks(output_file=str(yaml), all_filter=".*")
    report(Location.file("k.mlir", 2, 5, context=ctx), RemarkKind.FAILURE, function_name="g", args=[("why", "a: b")])
    ctx.finalize_remarks()
    assert yaml.read_text() == (
        "--- !Failure\n"
        "Pass:            Loop\n"
        "Name:            Vectorize\n"
        "DebugLoc:        { File: k.mlir, Line: 2, Column: 5 }\n"
        "Function:        g\n"
        "Args:\n"
        "  - RemarkId:        '1'\n"
        "  - why:             'a: b'\n"
        "...\n"
    )
    bits = tmp_path / "r.bin"
    ctx.enable_remarks(output_file=str(bits), format=RemarkFormat.BITSTREAM, all_filter=".*")
    report(Location.unknown(context=ctx))
    ctx.finalize_remarks()
    data = bits.read_bytes()
    assert data[:4] == b"RMRK" and len(data) % 4 == 0 and b"Vectorize\x00Loop\x00" in data


def test_remarks_become_diagnostics_unless_another_sink_is_chosen():
    ctx = Context()
    diags = []
    handler = ctx.attach_diagnostic_handler(lambda d: diags.append((d.severity, str(d.message))) or True)
    loc = Location.unknown(context=ctx)
    ctx.enable_remarks(all_filter=".*")
    report(loc, RemarkKind.ANALYSIS, "Trip")
    ctx.finalize_remarks()
    ctx.enable_remarks(all_filter=".*", callback=lambda r: diags.append("callback"))
    report(loc)
    ctx.finalize_remarks()
    ctx.enable_remarks(all_filter=".*", callback=lambda r: diags.append("callback"), print_as_emit_remarks=True)
    report(loc)
    ctx.finalize_remarks()
    handler.detach()
    assert diags == [
        (DiagnosticSeverity.REMARK, "[Analysis] Trip | Category:Loop | RemarkId=1"),
        "callback",
        "callback",
        (DiagnosticSeverity.REMARK, "[Passed] Vectorize | Category:Loop | RemarkId=1"),
    ]


def test_errors_leave_the_engine_unchanged(tmp_path):
    ctx = Context()
    with pytest.raises(ValueError, match="cannot be combined with an output file"):
        ctx.enable_remarks(output_file=str(tmp_path / "x"), callback=print)
    with pytest.raises(ValueError, match="failed to enable remarks: cannot write"):
        ctx.enable_remarks(output_file=str(tmp_path / "missing" / "x"))
    with pytest.raises(TypeError, match=r"enable_remarks\(\): incompatible function arguments"):
        ctx.enable_remarks(policy="final")
    assert not ctx.remarks_enabled
    ctx.enable_remarks()
    with pytest.raises(ValueError, match="already enabled"):
        ctx.enable_remarks()
    with pytest.raises(TypeError, match=r"emit_remark\(\): incompatible function arguments"):
        Location.unknown(context=ctx).emit_remark("passed", "x")
    with pytest.raises(TypeError, match="no constructor defined"):
        Remark()
    ctx.finalize_remarks()


def test_callback_errors_are_reported_and_dropped(capfd):
    ctx = Context()
    ctx.enable_remarks(all_filter=".*", callback=lambda r: 1 / 0)
    assert report(Location.unknown(context=ctx))
    assert ctx.remarks_enabled
    ctx.finalize_remarks()
    assert "remark callback raised exception" in capfd.readouterr().err


def test_a_context_dropped_with_postponed_remarks_drops_them():
    ctx = Context()
    names = []
    ctx.enable_remarks(policy=RemarkPolicy.FINAL, all_filter=".*", callback=lambda r: names.append(r.remark_name))
    report(Location.unknown(context=ctx))
    del ctx
    gc.collect()
    assert names == []


def test_a_callback_closing_over_its_context_does_not_keep_it_alive():
    def enable():
        ctx = Context()
        ctx.enable_remarks(all_filter=".*", callback=lambda r: ctx)
        # Refused while enabled: the first callback stays.
        with pytest.raises(ValueError, match="already enabled"):
            ctx.enable_remarks(callback=print)

    enable()
    gc.collect()
    assert Context._get_live_count() == 0
