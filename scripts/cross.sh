#!/usr/bin/env bash
# The tests that CI (.ci/run) runs on x86-64 again on aarch64, s390x
# (big-endian) and i686 (32-bit x86), under qemu-user (CI itself runs only
# bitfill's on aarch64, for time): bitfill and bitfill-types with their doc
# tests, the suite's chess, lookup, catalogue, Betza-piece,
# confined-direction and user-program tests, and bitfill-games' tests
# (without its compile-fail cases, as in CI). A contributor tool, not run
# by CI.
#
#   scripts/cross.sh [--debian] [aarch64] [s390x] [i686]     (no target: all three)
#
# Installs what is missing, with apt as root: qemu-user, and for each
# target Debian's cross gcc (the linker) and cross glibc
# (gcc-s390x-linux-gnu libc6-dev-s390x-cross, gcc-i686-linux-gnu
# libc6-dev-i386-cross). The target's std comes from rustup (`rustup
# target add`), prebuilt for the same rustc as the rest of the workspace.
#
# Where rustup cannot download it, or with --debian, the script uses
# Debian's Rust instead (rustc-web, cargo-web, rust-web-src: /usr/bin/cargo,
# beside rustup's). Caveat: Debian ships a std of that version only for its
# own architectures (libstd-rust-web-dev:arm64 for aarch64, and adding the
# i386 architecture to apt failed here on a mirror size mismatch), so for
# s390x and i686 std is rebuilt from rust-web-src's sources with cargo's
# `-Zbuild-std`. That flag is unstable: a stable toolchain accepts it only
# with RUSTC_BOOTSTRAP=1, which unlocks every nightly feature with none of
# their promises. Acceptable in a contributor script, never in CI.
#
# The tests run as in CI's aarch64 stage: the dev profile (overflow checks
# and debug assertions on) at opt-level 1 without debug info. At the end the
# script prints each target's cfg and the branches of bitfill's and
# bitfill-games' `cfg`s it compiles (`paths:` the software PEXT without
# `bmi2`, carry-save popcount sums on x86 without `popcnt`, the group
# shape expected without `avx2`), the group shape `auto` gave and the
# lookup `chess::Fastest` names (the chess and lookups tests print them),
# and every test result.
set -euo pipefail
cd "$(dirname "$0")/.."

debian=no
targets=()
for arg in "$@"; do
    case "$arg" in
        --debian) debian=yes ;;
        aarch64 | s390x | i686) targets+=("$arg") ;;
        *)
            sed -n '2,/^set -euo/p' "$0" | sed '$d'
            exit 2
            ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(aarch64 s390x i686)

# Per target: its triple, Debian's cross prefix, cross glibc package, qemu
# binary and the glibc loader's name.
settings() {
    case "$1" in
        aarch64) triple=aarch64-unknown-linux-gnu gnu=aarch64-linux-gnu libc=libc6-dev-arm64-cross qemu=qemu-aarch64 loader=ld-linux-aarch64.so.1 ;;
        s390x) triple=s390x-unknown-linux-gnu gnu=s390x-linux-gnu libc=libc6-dev-s390x-cross qemu=qemu-s390x loader=ld64.so.1 ;;
        i686) triple=i686-unknown-linux-gnu gnu=i686-linux-gnu libc=libc6-dev-i386-cross qemu=qemu-i386 loader=ld-linux.so.2 ;;
    esac
}

# Installs the Debian packages named that are not installed yet.
apt_install() {
    local missing=() package
    for package in "$@"; do
        dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
}

packages=(qemu-user)
for target in "${targets[@]}"; do
    settings "$target"
    packages+=("gcc-$gnu" "$libc")
done
apt_install "${packages[@]}"

# rustup's std for each target, unless --debian or it cannot be had.
cargo=(cargo)
if [ "$debian" = no ]; then
    for target in "${targets[@]}"; do
        settings "$target"
        if [ ! -d "$(rustc --print sysroot)/lib/rustlib/$triple/lib" ] && ! rustup target add "$triple"; then
            echo "rustup cannot add $triple: Debian's Rust with -Zbuild-std instead" >&2
            debian=yes
        fi
    done
fi
if [ "$debian" = yes ]; then
    apt_install rustc-web cargo-web rust-web-src
    # Debian's toolchain, its own target folder, std rebuilt from source.
    export RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1
    export CARGO_TARGET_DIR=target/cross-debian
    cargo=(/usr/bin/cargo -Zbuild-std)
fi
export CARGO_PROFILE_DEV_OPT_LEVEL=1 CARGO_PROFILE_DEV_DEBUG=0

log=$(mktemp "${TMPDIR:-/tmp}/bitfill-cross.XXXXXX")
trap 'rm -f "$log"' EXIT
# Each step's output goes to the log; a step that fails is noted and the
# others still run (cargo's --no-fail-fast: every test binary too), so
# that the summary reports all of them, and the script fails at its end.
failed=()
step() {
    "$@" 2>&1 | tee -a "$log" || failed+=("$target: $*")
}
for target in "${targets[@]}"; do
    target_started=$SECONDS
    settings "$target"
    upper=$(echo "$triple" | tr 'a-z-' 'A-Z_')
    # qemu reads the loader and glibc under the cross glibc's folder, or
    # under / where Debian's multiarch glibc for the target is installed
    # (the loader would mix the two, and threaded test binaries hang).
    root=/usr/$gnu
    [ ! -e "/lib/$loader" ] || root=/
    export "CARGO_TARGET_${upper}_LINKER=$gnu-gcc" "CARGO_TARGET_${upper}_RUNNER=$qemu -L $root"
    echo "== $target: $("${RUSTC:-rustc}" -V), runner $qemu -L $root" | tee -a "$log"
    cfg=$("${RUSTC:-rustc}" --print cfg --target "$triple")
    sed -n 's/^target_\(arch\|endian\|pointer_width\|feature\)=/\1=/p' <<<"$cfg" | tr '\n' ' ' |
        sed 's/^/cfg: /; s/ $/\n/' | tee -a "$log"
    # The target-dependent branches this cfg compiles, by the code's own
    # rules: bitfill's pext_u64 (the instruction on x86-64 with bmi2),
    # bitfill-games' popcount sums (carry-save adders on x86 without
    # popcnt) and the group shape of `auto` (split on x86 without avx2,
    # paired with avx2 but not avx512f, fused elsewhere), which bitfill's
    # group_shape test checks.
    has() { grep -qx "target_$1" <<<"$cfg"; }
    x86=no
    if has 'arch="x86"' || has 'arch="x86_64"'; then x86=yes; fi
    pext='software loop'
    if has 'arch="x86_64"' && has 'feature="bmi2"'; then pext='BMI2 instruction'; fi
    popcount='one count_ones per set'
    if [ $x86 = yes ] && ! has 'feature="popcnt"'; then popcount='carry-save adders (no popcnt)'; fi
    shape=fused
    if [ $x86 = yes ] && ! has 'feature="avx2"'; then
        shape=split
    elif [ $x86 = yes ] && ! has 'feature="avx512f"'; then
        shape=paired
    fi
    echo "paths: pext_u64 $pext; popcount sums $popcount; group_shape auto expected $shape" | tee -a "$log"
    # The compile-fail cases (trybuild) are the host's business, as in CI.
    step "${cargo[@]}" test --no-fail-fast --target "$triple" -p bitfill -p bitfill-types --features bitfill-types/betza \
        -- --skip fills_compile_errors --show-output
    step "${cargo[@]}" test --no-fail-fast --target "$triple" -p bitfill-suite --test chess --test lookups \
        --test geometries --test betza_pieces --test confined --test user_programs -- --show-output
    step "${cargo[@]}" test --no-fail-fast --target "$triple" -p bitfill-games -- --skip variant_compile_errors
    echo "time: $target built and tested in $((SECONDS - target_started)) s" | tee -a "$log"
done

# The summary: per target its cfg and the paths it compiles, the group
# shape and the lookup `Fastest` names (as the tests print them), each
# test binary's result line and the time taken; then the steps that
# failed, if any.
printf '\n== summary\n'
sed -n -e '/^== \|^cfg: \|^paths: \|^group_shape: \|^lookup: \|^time: /p' \
    -e 's/^ *Running \(.*\) (.*\/\([a-z_]*\)-[0-9a-f]*)$/\2: \1/p' -e 's/^ *Doc-tests \(.*\)/\1: doc tests/p' \
    -e '/^test result: /p' "$log"
if [ ${#failed[@]} -gt 0 ]; then
    printf '\n!! FAILED:\n' >&2
    printf -- '- %s\n' "${failed[@]}" >&2
    exit 1
fi
