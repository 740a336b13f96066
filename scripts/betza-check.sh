#!/usr/bin/env bash
# Checks the naive Betza reference (src/betza.rs) against Fairy-Stockfish:
# the moves of one custom piece in random positions, compared with pyffish's
# (see scripts/betza-check.py for the pieces, the positions and the output).
#
#   scripts/betza-check.sh [--positions N] [--seed S]
#
# Needs python3 with venv and pip access to PyPI. The first run makes a
# virtual environment with pyffish in target/betza-venv (ignored by git,
# like all of target/; BETZA_VENV=<dir> puts it elsewhere), then every run
# builds the `betza_moves` example in release and runs the comparison
# (`--generated`: the macro's generated pieces too, in both strategies and
# through the per-square functions of the three lookups).
# Not part of `cargo test`, which needs only Rust.
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
venv=${BETZA_VENV:-$root/target/betza-venv}
if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c "import pyffish" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pyffish
fi
cargo build -q -j 1 --release --example betza_moves
exec "$venv/bin/python" scripts/betza-check.py \
    "${CARGO_TARGET_DIR:-target}/release/examples/betza_moves" "$@"
