#!/usr/bin/env bash
# Runs every test of the project, set-up included: installs LLVM's FileCheck (Debian's
# llvm-14-tools) if missing, creates .venv with lit, builds the workspace, runs the Rust tests
# and the lit tests, and ends with one line "N passed, M failed".
set -euo pipefail
cd "$(dirname "$0")/.."

if ! [ -x /usr/lib/llvm-14/bin/FileCheck ] && ! command -v FileCheck >/dev/null; then
  echo "== installing llvm-14-tools (FileCheck, not)"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq llvm-14-tools >/dev/null
fi

if ! [ -x .venv/bin/lit ]; then
  echo "== creating .venv with lit"
  python3 -m venv .venv
  .venv/bin/pip install -q --disable-pip-version-check lit
fi

echo "== building"
cargo build --release --workspace --quiet

echo "== Rust tests"
cargo test --release --workspace --quiet 2>&1 | tee target/cargo-test.log

echo "== lit tests"
set +e
.venv/bin/lit -sv tests --xunit-xml-output target/lit-results.xml
lit_status=$?
set -e

python3 - <<'PY'
import re, xml.etree.ElementTree as ET
passed = failed = 0
for line in open("target/cargo-test.log"):
    m = re.search(r"test result: \w+\. (\d+) passed; (\d+) failed", line)
    if m:
        passed += int(m.group(1)); failed += int(m.group(2))
root = ET.parse("target/lit-results.xml").getroot()
for case in root.iter("testcase"):
    if case.find("failure") is not None or case.find("error") is not None:
        failed += 1
    elif case.find("skipped") is None:
        passed += 1
print(f"{passed} passed, {failed} failed")
PY
exit $lit_status
