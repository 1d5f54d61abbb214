#!/usr/bin/env bash
# Builds (if needed) and runs our mlir-opt with the given arguments, e.g.
#   scripts/mlir-opt.sh --allow-unregistered-dialect --mlir-print-op-generic input.mlir
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cargo build --profile dist --quiet -p mlir-opt --manifest-path "$root/Cargo.toml" >&2
exec "$root/target/dist/mlir-opt" "$@"
