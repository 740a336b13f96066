# Sourced by the build-cost scripts: `crate_copy DIR [REVISION]` puts a
# workspace of only the library crates, `bitfill`, `bitfill-macros` and
# (from its first revision on) `bitfill-types`, in DIR: this tree's, or those
# of REVISION. `$root` is the repository.
# Also `median` (of the numbers on standard input, one per line),
# `elapsed COMMAND...` (runs it, prints its wall time in milliseconds) and
# `rebuild_times` (below).

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
elapsed() { local start end; start=$(date +%s%N); "$@"; end=$(date +%s%N); echo $(( (end - start) / 1000000 )); }
# `rebuild_times DIR FILE RUNS PROFILE PACKAGE`: builds PACKAGE in the
# workspace DIR once, then RUNS times touches FILE and rebuilds it, printing
# each rebuild's milliseconds on one line.
rebuild_times() {
    local dir=$1 file=$2 runs=$3 profile=$4 package=$5 times=()
    (cd "$dir" && cargo build -q --profile "$profile" -p "$package")
    for _ in $(seq "$runs"); do
        touch "$file"
        times+=("$(cd "$dir" && elapsed cargo build -q --profile "$profile" -p "$package")")
    done
    echo "${times[*]}"
}
crate_copy() {
    local dir=$1 revision=${2:-}
    local crates=(bitfill bitfill-macros) members
    mkdir -p "$dir"
    if git -C "$root" cat-file -e "${revision:-HEAD}:bitfill-types" 2>/dev/null; then
        crates+=(bitfill-types)
    fi
    if [[ -n $revision ]]; then
        git -C "$root" archive "$revision" "${crates[@]}" spec.md | tar -x -C "$dir"
    else
        for crate in "${crates[@]}"; do cp -r "$root/$crate" "$dir/"; done
        cp "$root/spec.md" "$dir/"
    fi
    members=$(printf '"%s", ' "${crates[@]}")
    cat > "$dir/Cargo.toml" <<TOML
[workspace]
members = [${members%, }]
resolver = "3"

[workspace.package]
version = "0.1.0"
edition = "2024"
rust-version = "1.85"
license = "MIT OR Apache-2.0"
authors = ["The bitfill developers"]
# Only for revisions whose crates still inherit it.
repository = "https://example.invalid/bitfill"
TOML
    cp "$root/Cargo.lock" "$dir/"
    rm -f "$dir/bitfill/spec.md"
    ln -s ../spec.md "$dir/bitfill/spec.md"
}
