#!/usr/bin/env bash
# Builds the mlir-opt that users run and the benchmarks measure, and prints its path.
#
# The `dist` profile (fat LTO, one codegen unit) with profile-guided optimization: an
# instrumented build parses, verifies and prints the test suite's inputs (tests/**/*.mlir;
# never the benchmark files or their generator's output) in custom, generic and debug-info
# form and reads its generic output back, and the final build is laid out and inlined by
# those counts (about 15% less CPU time on the benchmarks, BENCHMARKS.md). PGO needs `llvm-profdata` of rustc's own LLVM (rustup's `llvm-tools`
# component, installed here when missing); without it this falls back to the plain `dist`
# build. Rebuilds only when a source, manifest or test input changed.
#
# usage: scripts/build-dist.sh            -> prints e.g. /path/target/pgo/mlir-opt
#        MLIR_RS_NO_PGO=1 scripts/build-dist.sh   (plain dist build, target/dist/mlir-opt)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

host="$(rustc -vV | sed -n 's/^host: //p')"
# On glibc Linux the tool is linked statically: no dynamic loader and no symbol relocations at
# start-up (an empty input: 5.0 -> 4.3 ms; BENCHMARKS.md).
static=""
case "$host" in *-linux-gnu) static="-Ctarget-feature=+crt-static" ;; esac

plain() {
  RUSTFLAGS="$static" cargo build --profile dist --quiet -p mlir-opt >&2
  echo "$root/target/dist/mlir-opt"
}

[ -n "${MLIR_RS_NO_PGO:-}" ] && { plain; exit 0; }

sysroot="$(rustc --print sysroot)"
profdata="$sysroot/lib/rustlib/$host/bin/llvm-profdata"
if [ ! -x "$profdata" ] && command -v rustup >/dev/null; then
  rustup component add llvm-tools >/dev/null 2>&1 || true
fi
if [ ! -x "$profdata" ]; then
  echo "build-dist: llvm-profdata (rustup component llvm-tools) not available; building without PGO" >&2
  plain
  exit 0
fi

pgo="$root/target/pgo"
out="$pgo/mlir-opt"
# Everything the binary and its training depend on.
stamp="$( { rustc -vV; cat Cargo.lock Cargo.toml scripts/build-dist.sh;
            find crates tests -type f \( -name '*.rs' -o -name 'Cargo.toml' -o -name '*.mlir' -o -name '*.td' \) -print0 \
              | sort -z | xargs -0 cat; } | sha256sum | cut -d' ' -f1)"
if [ -x "$out" ] && [ "$(cat "$pgo/stamp" 2>/dev/null)" = "$stamp" ]; then
  echo "$out"
  exit 0
fi

echo "build-dist: building mlir-opt with profile-guided optimization (a few minutes)..." >&2
rm -rf "$pgo/raw" && mkdir -p "$pgo/raw"
# Each phase has its own target directory: the flags differ, and sharing one directory would
# make cargo rebuild everything whenever the other phase (or a plain build) ran.
RUSTFLAGS="-Cprofile-generate=$pgo/raw $static" \
  cargo build --profile dist --quiet -p mlir-opt --target-dir "$root/target/pgo-gen" >&2
gen="$root/target/pgo-gen/dist/mlir-opt"
find tests -name '*.mlir' | sort | while read -r f; do
  for flags in "" "--mlir-print-op-generic" "--mlir-print-debuginfo" "--verify-diagnostics"; do
    # Inputs that are meant to fail (invalid.mlir) exercise the error paths; the exit code
    # does not matter here.
    # shellcheck disable=SC2086
    "$gen" --split-input-file --allow-unregistered-dialect $flags "$f" -o /dev/null >/dev/null 2>&1 || true
  done
  # The round trip through the generic form with locations (what tools exchange): read back.
  if "$gen" --split-input-file --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo "$f" \
      -o "$pgo/generic.mlir" >/dev/null 2>&1; then
    for flags in "" "--mlir-print-op-generic"; do
      # shellcheck disable=SC2086
      "$gen" --split-input-file --allow-unregistered-dialect $flags "$pgo/generic.mlir" -o /dev/null >/dev/null 2>&1 || true
    done
  fi
done
"$profdata" merge -o "$pgo/merged.profdata" "$pgo"/raw/*.profraw
RUSTFLAGS="-Cprofile-use=$pgo/merged.profdata $static" \
  cargo build --profile dist --quiet -p mlir-opt --target-dir "$root/target/pgo-use" >&2
cp "$root/target/pgo-use/dist/mlir-opt" "$out.tmp"
mv "$out.tmp" "$out"
echo "$stamp" > "$pgo/stamp"
echo "$out"
