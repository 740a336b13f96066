# Sourced by the benchmark scripts: the three builds an engine ships.
# `build_settings BUILD` sets `flags` (RUSTFLAGS) and `target` (the target
# directory, one per build so the builds do not rebuild each other) for
# default, v3 or native, and fails for anything else.
BUILDS=(default v3 native)

build_settings() {
    case "$1" in
        default) flags="" target="target" ;;
        v3) flags="-C target-cpu=x86-64-v3" target="target/v3" ;;
        native) flags="-C target-cpu=native" target="target/native" ;;
        *) return 1 ;;
    esac
}
