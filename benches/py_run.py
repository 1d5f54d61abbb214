#!/usr/bin/env python3
"""Python-bindings benchmark: our `mlir` package against upstream's bindings, same script.

Runs benches/py_workload.py (build N arith.addi ops with Operation.create, print, re-parse)
with our package and with upstream's (the `iree.compiler` package of `iree-base-compiler`),
RUNS times each, and reports the median seconds per phase and the ratio upstream/ours.

usage: benches/py_run.py [--n 100000] [--runs 3] [--mode create|helpers|both] [--ours PYTHON] [--upstream PYTHON]
  --ours      a Python with our package installed (default: .venv/bin/python)
  --upstream  a Python with iree-base-compiler installed (default: .venv-ref/bin/python next to
              or inside the repo, if present); without it, only our timings are reported.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORKLOAD = os.path.join(ROOT, "benches", "py_workload.py")
PHASES = ["build", "print", "parse", "total"]


def run(python, package, n, runs, mode):
    samples = []
    for _ in range(runs):
        # numpy (imported by both packages) must not spin BLAS threads during the timing.
        env = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")
        out = subprocess.run([python, WORKLOAD, package, str(n), mode], check=True, capture_output=True, text=True, env=env)
        samples.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return {k: statistics.median(s[k] for s in samples) for k in PHASES}


def find_upstream(explicit):
    if explicit:
        return explicit
    for base in (os.path.join(ROOT, ".venv-ref"), os.path.join(os.path.dirname(ROOT), ".venv-ref")):
        py = os.path.join(base, "bin", "python")
        if os.path.exists(py):
            return py
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=100000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--ours", default=os.path.join(ROOT, ".venv", "bin", "python"))
    ap.add_argument("--upstream")
    ap.add_argument("--mode", choices=["create", "helpers", "both"], default="both")
    args = ap.parse_args()
    upstream_py = find_upstream(args.upstream)
    modes = ["create", "helpers"] if args.mode == "both" else [args.mode]
    for mode in modes:
        ours = run(args.ours, "mlir", args.n, args.runs, mode)
        theirs = run(upstream_py, "iree.compiler", args.n, args.runs, mode) if upstream_py else None
        how = "Operation.create" if mode == "create" else "the generated helpers (func.FuncOp, arith.addi)"
        print(f"{args.n} x arith.addi via {how}, then print and re-parse (median of {args.runs})")
        print(f"{'phase':8} {'ours (s)':>10} {'upstream (s)':>13} {'speedup':>8}")
        for k in PHASES:
            if theirs:
                print(f"{k:8} {ours[k]:10.3f} {theirs[k]:13.3f} {theirs[k] / ours[k]:7.2f}x")
            else:
                print(f"{k:8} {ours[k]:10.3f} {'-':>13} {'-':>8}")
        print()


if __name__ == "__main__":
    sys.exit(main())
