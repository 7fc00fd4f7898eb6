#!/usr/bin/env bash
# The wasm bytes pysem::xlsx adds to a page (BENCHMARKS.md, ".xlsx read as the server
# reads it"): the cdylib built without and with `--features xlsx`, each through
# wasm-opt -Oz (e2e's binaryen) and gzip -9.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}/xlsx-size"
opt="${WASM_OPT:-$root/e2e/node_modules/.bin/wasm-opt}"
[ -x "$opt" ] || opt="$(command -v wasm-opt || true)"
[ -n "$opt" ] || { echo "xlsx-size: no wasm-opt (scripts/install-tools, or WASM_OPT=...)" >&2; exit 1; }
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
for f in base xlsx; do
  feat=(); [ "$f" = xlsx ] && feat=(--features xlsx)
  cargo build -q --release --target wasm32-unknown-unknown --manifest-path "$here/Cargo.toml" "${feat[@]}"
  "$opt" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/xlsx_size.wasm" -o "$tmp/$f.wasm"
  printf '%s: %s B, gzip -9 %s B\n' "$f" "$(stat -c%s "$tmp/$f.wasm")" "$(gzip -9c "$tmp/$f.wasm" | wc -c)"
done
