#!/usr/bin/env bash
# Runs every test of the project, set-up included: installs LLVM's FileCheck (Debian's
# llvm-14-tools) if missing, creates .venv with lit, maturin and pytest, builds the workspace and
# the Python extension (into .venv), builds the profile-guided mlir-opt users run and checks it
# prints as the tested build, runs the Rust tests, the lit tests and the Python tests, and ends
# with one line "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/.."

if ! [ -x /usr/lib/llvm-14/bin/FileCheck ] && ! command -v FileCheck >/dev/null; then
  echo "== installing llvm-14-tools (FileCheck, not)"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq llvm-14-tools >/dev/null
fi

if ! [ -x .venv/bin/lit ] || ! [ -x .venv/bin/maturin ] || ! [ -x .venv/bin/pytest ] || ! [ -x .venv/bin/pyright ]; then
  echo "== creating .venv with lit, maturin, pytest"
  [ -x .venv/bin/python ] || python3 -m venv .venv
  .venv/bin/pip install -q --disable-pip-version-check lit "maturin>=1.5,<2" pytest numpy pyright
fi

echo "== building"
cargo build --release --workspace --exclude mlir-python --quiet

echo "== building the Python package (mlir) into .venv"
.venv/bin/maturin develop --release --quiet 2>&1 | grep -v -E '^(🐍|🔗|📦|✏️|🛠|🍹)' || true
.venv/bin/python -c "import mlir.ir" # fail early if the build did not install
echo "== checking the generated Python op classes match the op definitions"
cargo run --release --quiet -p mlir-pygen -- --check
echo "== checking the type stubs match the built module"
.venv/bin/python scripts/gen_stubs.py --check

echo "== building the mlir-opt users run (scripts/build-dist.sh, profile-guided) and checking it prints as the tested build"
user_bin="$(scripts/build-dist.sh)"
for f in $(find tests -name '*.mlir' | sort); do
  for flags in "" "--mlir-print-op-generic --mlir-print-debuginfo"; do
    # shellcheck disable=SC2086
    a="$("$user_bin" --split-input-file --allow-unregistered-dialect $flags "$f" 2>&1; echo "exit $?")"
    # shellcheck disable=SC2086
    b="$(target/release/mlir-opt --split-input-file --allow-unregistered-dialect $flags "$f" 2>&1; echo "exit $?")"
    if [ "$a" != "$b" ]; then
      echo "the optimized build differs from the tested one on $f ($flags)" >&2
      exit 1
    fi
  done
done

echo "== Rust tests"
cargo test --release --workspace --exclude mlir-python --quiet 2>&1 | tee target/cargo-test.log

echo "== lit tests"
set +e
.venv/bin/lit -sv tests --xunit-xml-output target/lit-results.xml
lit_status=$?
echo "== Python tests"
.venv/bin/python -m pytest -q tests/python --junitxml target/pytest-results.xml
py_status=$?
set -e

python3 - <<'PY'
import re, xml.etree.ElementTree as ET
passed = failed = 0
for line in open("target/cargo-test.log"):
    m = re.search(r"test result: \w+\. (\d+) passed; (\d+) failed", line)
    if m:
        passed += int(m.group(1)); failed += int(m.group(2))
for xml in ("target/lit-results.xml", "target/pytest-results.xml"):
    root = ET.parse(xml).getroot()
    for case in root.iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.find("skipped") is None:
            passed += 1
print(f"{passed} passed, {failed} failed")
PY
[ $lit_status -eq 0 ] && [ $py_status -eq 0 ]
