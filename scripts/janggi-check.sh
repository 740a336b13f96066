#!/usr/bin/env bash
# Checks bitfill-games's janggi move generator against Fairy-Stockfish:
# the legal moves of every position of random games, compared with pyffish's
# (see scripts/janggi-check.py for what is compared and printed).
#
#   scripts/janggi-check.sh [--positions N] [--plies P] [--seed S]
#
# Needs python3 with venv and pip access to PyPI. The first run makes a
# virtual environment with pyffish in target/janggi-venv (ignored by git,
# like all of target/; JANGGI_VENV=<dir> puts it elsewhere), then every run
# builds the `janggi_perft` example in release and runs the comparison.
# Not part of `cargo test`, which needs only Rust.
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
venv=${JANGGI_VENV:-$root/target/janggi-venv}
if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c "import pyffish" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pyffish
fi
cargo build -q --release -p bitfill-games --example janggi_perft
exec "$venv/bin/python" scripts/janggi-check.py \
    "${CARGO_TARGET_DIR:-target}/release/examples/janggi_perft" "$@"
