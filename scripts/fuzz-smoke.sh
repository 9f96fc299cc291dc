#!/usr/bin/env bash
# Builds every fuzz target in fuzz/ and runs each one briefly, failing if any
# target crashes, panics or hangs. A smoke test, not a fuzzing campaign: it
# proves the targets build and shakes out the shallow bugs.
#
#   scripts/fuzz-smoke.sh [SECONDS_PER_TARGET] [TARGET]...
#
# Defaults: 15 seconds, every target. Only a stable toolchain is installed, so
# RUSTC_BOOTSTRAP=1 lets cargo-fuzz use the -Z flags it needs; --sanitizer none
# because sanitizers need nightly-only runtimes. Seeds come from fuzz/seeds
# (small hand-written inputs) plus, when ../shared/testdata is there, a few
# real hand records copied into the git-ignored fuzz/corpus.

set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-15}
shift || true
case "$seconds" in
'' | *[!0-9]*)
    echo "fuzz-smoke: the time per target must be a whole number of seconds, not “$seconds”" >&2
    exit 2
    ;;
esac

export RUSTC_BOOTSTRAP=1

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "fuzz-smoke: installing cargo-fuzz"
    cargo install cargo-fuzz --locked
fi

cd "$root/fuzz"
if [ "$#" -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <(cargo fuzz list)
fi
[ "${#targets[@]}" -gt 0 ] || {
    echo "fuzz-smoke: no fuzz targets found" >&2
    exit 1
}

echo "fuzz-smoke: building ${targets[*]}"
cargo fuzz build --sanitizer none

testdata=${TENACE_TESTDATA:-$root/../shared/testdata}
real_samples() {
    case "$1" in
    pbn_roundtrip)
        # The three smallest PBN files keep inputs short enough to mutate quickly.
        find "$testdata/real" -type f -iname '*.pbn' -printf '%s %p\n' 2>/dev/null | sort -n | head -n 3 | cut -d' ' -f2-
        ;;
    lin_roundtrip) find "$testdata/real" -type f -iname '*.lin' 2>/dev/null ;;
    *) ;;
    esac
}

# The targets run side by side, one per core (each fuzzer is one process on
# one core), so the step takes about seconds × targets / cores.
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

run_target() {
    local target=$1 corpus="$root/fuzz/corpus/$1" sample
    mkdir -p "$corpus"
    if [ -d "$root/fuzz/seeds/$target" ]; then
        cp -r "$root/fuzz/seeds/$target/." "$corpus/"
    fi
    while IFS= read -r sample; do
        [ -n "$sample" ] && cp "$sample" "$corpus/real-$(basename "$sample")"
    done < <(real_samples "$target")
    # -timeout: an input that takes over 10 s is a hang, and a failure.
    cargo fuzz run "$target" --sanitizer none "$corpus" -- \
        -max_total_time="$seconds" -timeout=10 -print_final_stats=1
}

echo "fuzz-smoke: running ${#targets[@]} targets for ${seconds}s each, $jobs at a time"
pids=()
for target in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
        wait -n || true
    done
    run_target "$target" >"$logs/$target.log" 2>&1 &
    pids+=("$!")
done

failed=()
for i in "${!targets[@]}"; do
    target=${targets[$i]}
    if wait "${pids[$i]}"; then
        echo "fuzz-smoke: $target ok ($(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$logs/$target.log" | awk '{print $2}') runs)"
    else
        tail -n 40 "$logs/$target.log" >&2
        echo "fuzz-smoke: $target FAILED (the crashing input is in fuzz/artifacts/$target)" >&2
        failed+=("$target")
    fi
done

if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzz-smoke: failed: ${failed[*]}" >&2
    exit 1
fi
echo "fuzz-smoke: all ${#targets[@]} targets ran ${seconds}s without a crash"
