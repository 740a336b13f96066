#!/usr/bin/env bash
# Checks bitfill-games's xiangqi move generator against Fairy-Stockfish:
# the legal moves of every position of random games, compared with pyffish's
# (see scripts/xiangqi-check.py for what is compared and printed).
#
#   scripts/xiangqi-check.sh [--positions N] [--plies P] [--seed S]
#
# Needs python3 with venv and pip access to PyPI. The first run makes a
# virtual environment with pyffish in target/xiangqi-venv (ignored by git,
# like all of target/; XIANGQI_VENV=<dir> puts it elsewhere), then every run
# builds the `xiangqi_perft` example in release and runs the comparison.
# Not part of `cargo test`, which needs only Rust.
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
venv=${XIANGQI_VENV:-$root/target/xiangqi-venv}
if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c "import pyffish" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pyffish
fi
cargo build -q --release -p bitfill-games --example xiangqi_perft
exec "$venv/bin/python" scripts/xiangqi-check.py \
    "${CARGO_TARGET_DIR:-target}/release/examples/xiangqi_perft" "$@"
