#!/usr/bin/env bash
# Builds (if needed) and runs our mlir-opt with the given arguments, e.g.
#   scripts/mlir-opt.sh --allow-unregistered-dialect --mlir-print-op-generic input.mlir
# The build is the optimized one users run (scripts/build-dist.sh: the first run takes a few
# minutes, later ones rebuild only after a change).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$("$root/scripts/build-dist.sh")"
exec "$bin" "$@"
