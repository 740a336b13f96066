#!/usr/bin/env bash
# Checks the shipped variants of bitfill-games against Fairy-Stockfish:
# perft at depths 1 to 4 of 200 positions per variant (random games), the
# start position deeper (see scripts/variants-check.py for the positions,
# the oracles and the output).
#
#   scripts/variants-check.sh [--positions N] [--depth D] [--variants a,b] [--fixtures FILE]
#   scripts/variants-check.sh --odd [--positions N] [--seed S] ...
#
# With --odd, it runs scripts/variants-odd.py instead: positions no game
# reaches (random games' pieces swapped or retyped), compared the same way.
#
# Needs python3 with venv and pip access to PyPI; the deep counts come from
# Debian's fairy-stockfish (apt-get install fairy-stockfish) where it is
# installed, from pyffish otherwise (slowly). The first run makes a virtual
# environment with pyffish in target/ffenv (FFENV=<dir> puts it elsewhere),
# then every run builds the `variant_perft` example in release and runs the
# comparison. Not part of `cargo test`, which keeps a fixed set of these
# counts (games/tests/variants.counts, written by --fixtures).
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
venv=${FFENV:-$root/target/ffenv}
if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c "import pyffish" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet pyffish
fi
cargo build -q --release -p bitfill-games --example variant_perft
script=scripts/variants-check.py
if [[ ${1:-} == --odd ]]; then
    script=scripts/variants-odd.py
    shift
fi
exec "$venv/bin/python" "$script" \
    "${CARGO_TARGET_DIR:-target}/release/examples/variant_perft" "$@"
