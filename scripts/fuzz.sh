#!/usr/bin/env bash
# Fuzzes the parser (parse → verify → print in every form → parse the printed text again).
# usage: scripts/fuzz.sh [SECONDS]   (default 600). Needs `cargo install cargo-fuzz`; the
# machine's stable toolchain is enough (RUSTC_BOOTSTRAP enables the flags cargo-fuzz passes).
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
seconds="${1:-600}"
mkdir -p corpus/parse_print
for f in ../tests/*/*.mlir; do cp "$f" "corpus/parse_print/$(basename "$(dirname "$f")")-$(basename "$f")"; done
RUSTC_BOOTSTRAP=1 cargo fuzz run parse_print -O corpus/parse_print -- \
  -max_total_time="$seconds" -max_len=4096 -timeout=10
