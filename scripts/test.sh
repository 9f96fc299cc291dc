#!/usr/bin/env bash
# THE test command (CI runs it through .ci/run). From any directory:
#
#   scripts/test.sh              every step below, in order
#   scripts/test.sh STEP...      only those steps: tools fmt clippy test wasm deps fuzz browser
#
# Installs what it needs (scripts/install-tools.sh), then runs, stopping at the
# first failure: rustfmt, clippy, every test, the wasm32 build of the engine
# crates, the check that engine crates pull in no web crate, the fuzz
# smoke run, and the browser suite (the release site built by trunk, driven
# in headless Chromium). Needs no stdin; CI=true changes nothing.
# docs/development.md explains each step and how to run pieces of it by
# hand; docs/web.md the browser step.

set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Crates that must build for wasm32-unknown-unknown and must never depend on
# a web crate. A crate can also join by declaring in its own Cargo.toml:
#   [package.metadata.tenace]
#   engine = true
ENGINE_CRATES=(tenace-cards tenace-bridge tenace-bidding tenace-robots)
# Engine crates with their feature flags as a web module builds them besides
# the defaults (checked by the wasm and deps steps too): the quiz widget's
# common module has tenace-quiz (and so tenace-bidding) without the 1930s systems.
ENGINE_VARIANTS=("tenace-quiz --no-default-features")
# Crates the engine must not reach (each name, or the name followed by -anything).
WEB_CRATES='yew|web-sys|wasm-bindgen|js-sys|gloo'
ALL_STEPS=(tools fmt clippy test wasm deps fuzz browser)

started=$SECONDS
step_started=$SECONDS
step_name=""
timings=()
test_log=""
tests_passed=""
tests_failed=""

banner() {
    finish_step
    step_name=$1
    step_started=$SECONDS
    printf '\n==================== %s ====================\n' "$step_name"
}

finish_step() {
    if [ -n "$step_name" ]; then
        timings+=("$(printf '%-36s %5d s' "$step_name" $((SECONDS - step_started)))")
        step_name=""
    fi
}

on_exit() {
    local status=$?
    [ -z "$test_log" ] || rm -f "$test_log"
    if [ "$status" -ne 0 ]; then
        printf '\ntest.sh: FAILED in “%s” (exit %d) after %d s\n' "${step_name:-setup}" "$status" $((SECONDS - started)) >&2
    fi
}
trap on_exit EXIT

# Crates whose Cargo.toml carries `engine = true` under [package.metadata.tenace].
marked_engine_crates() {
    local manifest
    for manifest in crates/*/Cargo.toml; do
        if awk '
            /^\[/ { in_section = ($0 ~ /^\[package\.metadata\.tenace\][[:space:]]*$/) }
            in_section && /^[[:space:]]*engine[[:space:]]*=[[:space:]]*true/ { found = 1 }
            END { exit found ? 0 : 1 }
        ' "$manifest"; then
            sed -n 's/^name[[:space:]]*=[[:space:]]*"\([^"]*\)".*/\1/p' "$manifest" | head -n 1
        fi
    done
}

engine_crates() {
    { printf '%s\n' "${ENGINE_CRATES[@]}"; marked_engine_crates; } | awk 'NF && !seen[$0]++'
}

step_tools() {
    banner "tools"
    # shellcheck source=scripts/install-tools.sh
    source scripts/install-tools.sh
    install_tools test
}

step_fmt() {
    banner "format: cargo fmt --check"
    cargo fmt --all -- --check
}

step_clippy() {
    banner "lint: cargo clippy -D warnings"
    cargo clippy --workspace --all-targets -- -D warnings
}

step_test() {
    banner "tests"
    test_log=$(mktemp)
    if command -v cargo-nextest >/dev/null 2>&1; then
        cargo nextest run --workspace 2>&1 | tee "$test_log"
        # nextest does not run doctests.
        cargo test --workspace --doc 2>&1 | tee -a "$test_log"
    else
        cargo test --workspace 2>&1 | tee "$test_log"
    fi
    # The bridge game without its `director` feature, as the page's table
    # builds it (the workspace run turns the feature on through tenace-laws):
    # a tutored deal is refused there, naming why.
    cargo test -p tenace-bridge --lib directors_rules 2>&1 | tee -a "$test_log"
    # The quiz without the bidding engine's 1930s systems, as the widget's
    # common module builds it: their problems still read, and answering one
    # is refused (the second module answers it), never given another system's call.
    cargo test -p tenace-quiz --no-default-features --lib 2>&1 | tee -a "$test_log"
    # Totals over nextest's "Summary … N passed" and libtest's "test result: … N passed; M failed".
    read -r tests_passed tests_failed < <(awk '
        /Summary \[/ || /^test result:/ {
            for (i = 1; i < NF; i++) {
                if ($(i + 1) ~ /^passed/) p += $i
                if ($(i + 1) ~ /^failed/) f += $i
            }
        }
        END { print p + 0, f + 0 }
    ' "$test_log")
    if [ "$tests_passed" -eq 0 ]; then
        echo "test.sh: no test ran" >&2
        return 1
    fi
}

step_wasm() {
    banner "wasm32 build of the engine crates"
    local crates package_args=() crate
    mapfile -t crates < <(engine_crates)
    for crate in "${crates[@]}"; do package_args+=(-p "$crate"); done
    echo "engine crates: ${crates[*]}"
    cargo build --target wasm32-unknown-unknown "${package_args[@]}"
    # Engine crates also built without their default features where a web
    # module does so (the quiz widget's common module: no 1930s systems).
    local variant
    for variant in "${ENGINE_VARIANTS[@]}"; do
        echo "engine variant: $variant"
        # shellcheck disable=SC2086 # a variant is a package and its flags
        cargo build --target wasm32-unknown-unknown -p $variant
    done
}

step_deps() {
    banner "engine crates use no web crate"
    # Normal dependencies with default features, for the host and for wasm32.
    # (tenace-cards' optional `entropy` feature reaches wasm-bindgen through
    # getrandom on wasm32: that is the browser's randomness shim, and only an
    # app turns it on.)
    local crates crate target tree offenders target_args
    mapfile -t crates < <(engine_crates)
    crates+=("${ENGINE_VARIANTS[@]}")
    for crate in "${crates[@]}"; do
        for target in host wasm32-unknown-unknown; do
            target_args=()
            [ "$target" = host ] || target_args=(--target "$target")
            # shellcheck disable=SC2086 # a variant is a package and its flags
            tree=$(cargo tree -q -p $crate -e normal --prefix none "${target_args[@]}")
            offenders=$(awk '{print $1}' <<<"$tree" | grep -E "^($WEB_CRATES)(-.*)?$" | sort -u || true)
            if [ -n "$offenders" ]; then
                echo "$crate ($target) depends on web crates: $(tr '\n' ' ' <<<"$offenders")" >&2
                # shellcheck disable=SC2086
                cargo tree -q -p $crate -e normal "${target_args[@]}" -i "$(head -n 1 <<<"$offenders")" >&2 || true
                return 1
            fi
            echo "$crate ($target): no web crate"
        done
    done
}

step_fuzz() {
    banner "fuzz smoke"
    if [ -x scripts/fuzz-smoke.sh ]; then
        scripts/fuzz-smoke.sh
    else
        echo "skipped: scripts/fuzz-smoke.sh is not there (or not executable)"
    fi
}

# The web app: build the release site exactly as it is deployed (trunk build
# --release --offline into dist/), then drive it in Debian's headless Chromium
# (tests/browser: play whole deals, reload, PBN load, keyboard only). The
# suite prints wasm size, time to interactive, screenshot paths and
# "N passed, M failed"; it fails the step when anything failed.
step_browser() {
    banner "browser: trunk build --release --offline + headless Chromium suite"
    # shellcheck source=scripts/install-tools.sh
    source scripts/install-tools.sh
    install_tools browser
    build_site
    cargo build -q -p tenace-cli
    # The double-dummy worker's host build: the suite cross-checks the review and hints with it.
    cargo build -q --release -p tenace-worker
    node tests/browser/run.mjs
}

steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=("${ALL_STEPS[@]}")
for step in "${steps[@]}"; do
    case "$step" in
        tools | fmt | clippy | test | wasm | deps | fuzz | browser) ;;
        *)
            echo "test.sh: unknown step “$step” (steps: ${ALL_STEPS[*]})" >&2
            exit 2
            ;;
    esac
done
for step in "${steps[@]}"; do
    "step_$step"
done
finish_step

printf '\n==================== summary ====================\n'
printf '%s\n' "${timings[@]}"
printf '%-36s %5d s\n' "total" $((SECONDS - started))
if [ -n "$tests_passed" ]; then
    printf 'tests: %d passed, %d failed\n' "$tests_passed" "$tests_failed"
fi
