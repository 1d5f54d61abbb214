#!/usr/bin/env python3
"""Parse+print benchmark: our mlir-opt against upstream's (iree-opt), same inputs, same run.

For each workload (see gen.py) both tools parse the file and print it in generic form, single
threaded (`--mlir-disable-threading` for upstream). Each command runs once untimed, then RUNS
times; we report the median wall time, the peak resident memory (from the kernel's rusage), the
ratios, and whether the two outputs are byte-identical.

usage: benches/run.py [--runs 5] [--only NAME] [--upstream PATH] [--markdown]
The upstream tool is found in the `iree-base-compiler` package (pip install
iree-base-compiler); without it, only our timings are reported.
"""
import argparse
import glob
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "benches"))
import gen  # noqa: E402

FLAGS = ["--allow-unregistered-dialect", "--mlir-print-op-generic"]


def find_upstream(explicit):
    if explicit:
        return explicit
    cands = []
    for base in [os.path.join(ROOT, ".venv-ref"), os.path.join(os.path.dirname(ROOT), ".venv-ref"), sys.prefix]:
        cands += glob.glob(os.path.join(base, "lib", "python3*", "site-packages", "iree", "compiler", "_mlir_libs", "iree-opt"))
    try:
        import iree.compiler  # type: ignore

        cands.append(os.path.join(os.path.dirname(iree.compiler.__file__), "_mlir_libs", "iree-opt"))
    except ImportError:
        pass
    for c in cands:
        if os.path.exists(c):
            return c
    return None


def run_once(cmd, out_path):
    """Wall time and peak RSS in KiB of one run of `cmd`, its output to `out_path`. Both come
    from the child alone: the time from just before its start to its exit, the peak from the
    kernel's rusage of that one child (`wait4`), so no other process's start-up or size counts."""
    with open(out_path, "wb") as out:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
        # Reaped here: telling the Popen object keeps it from waiting for the child again.
        proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed with status {proc.returncode}")
    return elapsed, usage.ru_maxrss


def measure(cmds, runs):
    """Median wall time and peak memory of each `(cmd, out_path)` in `cmds`: each command runs
    once untimed (a warm-up) and then RUNS times, before the next command starts (as hyperfine
    does), so each is timed in its own steady state rather than in the state the other left."""
    results = []
    for cmd, out_path in cmds:
        run_once(cmd, out_path)
        times, peaks = zip(*(run_once(cmd, out_path) for _ in range(runs)))
        results.append((statistics.median(times), max(peaks)))
    return results


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only")
    ap.add_argument("--upstream")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()

    # The build users run (profile-guided; scripts/build-dist.sh says how).
    ours = subprocess.run([os.path.join(ROOT, "scripts", "build-dist.sh")], cwd=ROOT, check=True, stdout=subprocess.PIPE, text=True).stdout.strip()
    upstream = find_upstream(args.upstream)
    inputs = os.path.join(ROOT, "bench-out", "inputs")
    os.makedirs(inputs, exist_ok=True)

    rows = []
    for name, make in gen.WORKLOADS.items():
        if args.only and args.only not in name:
            continue
        path = os.path.join(inputs, name + ".mlir")
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(make())
        custom = name in gen.CUSTOM
        flags = [] if custom else FLAGS
        with open(path) as f:
            if custom:
                # One op per line, except block labels, closing braces and `} else {`.
                ops = sum(1 for line in f if line.strip() and not line.strip().startswith(("^", "}")))
            else:
                ops = sum(1 for line in f if '"test.' in line)
        ours_out = os.path.join(ROOT, "bench-out", name + ".ours.mlir")
        cmds = [([ours] + flags + [path], ours_out)]
        if upstream:
            up_out = os.path.join(ROOT, "bench-out", name + ".upstream.mlir")
            cmds.append(([upstream, "--mlir-disable-threading"] + flags + [path], up_out))
        results = measure(cmds, args.runs)
        t_ours, m_ours = results[0]
        row = {"name": name, "ops": ops, "t_ours": t_ours, "m_ours": m_ours}
        if upstream:
            t_up, m_up = results[1]
            row.update(t_up=t_up, m_up=m_up, same=files_equal(ours_out, up_out))
        rows.append(row)
        print_row(row, args.markdown, header=len(rows) == 1)
    if not upstream:
        print("(upstream iree-opt not found: pip install iree-base-compiler to compare)")


def files_equal(a, b):
    with open(a, "rb") as fa, open(b, "rb") as fb:
        while True:
            x, y = fa.read(1 << 20), fb.read(1 << 20)
            if x != y:
                return False
            if not x:
                return True


def print_row(r, markdown, header):
    if markdown:
        if header:
            print("| workload | ops | ours (s) | upstream (s) | speed-up | ours peak (MiB) | upstream peak (MiB) | memory ratio | identical output |")
            print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
        if "t_up" in r:
            print(f"| {r['name']} | {r['ops']} | {r['t_ours']:.3f} | {r['t_up']:.3f} | {r['t_up'] / r['t_ours']:.1f}x | "
                  f"{r['m_ours'] / 1024:.0f} | {r['m_up'] / 1024:.0f} | {r['m_ours'] / r['m_up']:.2f} | {'yes' if r['same'] else 'NO'} |")
        else:
            print(f"| {r['name']} | {r['ops']} | {r['t_ours']:.3f} | - | - | {r['m_ours'] / 1024:.0f} | - | - | - |")
        return
    line = f"{r['name']:<16} {r['ops']:>9} ops  ours {r['t_ours']:7.3f} s {r['m_ours'] / 1024:7.0f} MiB"
    if "t_up" in r:
        line += (f"  upstream {r['t_up']:7.3f} s {r['m_up'] / 1024:7.0f} MiB  speed-up {r['t_up'] / r['t_ours']:5.1f}x"
                 f"  memory {r['m_ours'] / r['m_up']:.2f}x  identical={r['same']}")
    print(line, flush=True)


if __name__ == "__main__":
    main()
