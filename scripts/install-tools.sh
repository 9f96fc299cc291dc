#!/usr/bin/env bash
# Installs the tools Tenace's scripts need, each only when it is missing, so a
# fresh Debian machine gets everything and a warm one loses a second or two.
#
#   scripts/install-tools.sh [GROUP|TOOL]...     (no argument: the "test" group)
#
# Groups:  test  — rustfmt, clippy, the wasm32 target, cargo-fuzz
#          serve — what scripts/serve.sh needs (for now only cargo)
# Tools:   cargo rustfmt clippy wasm-target cargo-fuzz
#
# Each tool is one ensure_* function; a new tool is a new function plus its
# name in a group below. The file can also be sourced (scripts/test.sh does),
# so that a PATH fix made here holds for the caller too.
#
# Only the registries this project may use are touched: rustup's own
# components and crates.io. Nothing downloads a prebuilt binary.

set -euo pipefail

_tools_say() { printf '  [tools] %s\n' "$*"; }
_tools_die() {
    printf 'install-tools: %s\n' "$*" >&2
    exit 1
}

# Rust itself comes with the machine (rustup's toolchain); it cannot be
# fetched here, and Debian's rustc is older than the workspace's rust-version.
ensure_cargo() {
    if ! command -v cargo >/dev/null 2>&1 && [ -x "${CARGO_HOME:-$HOME/.cargo}/bin/cargo" ]; then
        export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
    fi
    command -v cargo >/dev/null 2>&1 ||
        _tools_die "cargo is not installed: Tenace needs Rust ≥ 1.84 from rustup (see docs/development.md)"
    _tools_say "$(cargo --version)"
}

# Adds a rustup component unless its cargo subcommand already answers.
_ensure_component() {
    local component=$1 check=$2
    if cargo "$check" --version >/dev/null 2>&1; then
        _tools_say "$component: $(cargo "$check" --version 2>/dev/null | head -n 1)"
        return
    fi
    command -v rustup >/dev/null 2>&1 || _tools_die "cargo $check is missing and there is no rustup to add $component"
    _tools_say "adding rustup component $component"
    rustup component add "$component"
}

ensure_rustfmt() { _ensure_component rustfmt fmt; }
ensure_clippy() { _ensure_component clippy clippy; }

# The engine crates must build for the browser.
ensure_wasm_target() {
    local target=wasm32-unknown-unknown
    if command -v rustup >/dev/null 2>&1; then
        if rustup target list --installed | grep -qx "$target"; then
            _tools_say "target $target: installed"
        else
            _tools_say "adding target $target"
            rustup target add "$target"
        fi
    elif [ -d "$(rustc --print sysroot)/lib/rustlib/$target" ]; then
        _tools_say "target $target: installed"
    else
        _tools_die "the $target target is missing and there is no rustup to add it"
    fi
}

# Built from crates.io source (about a minute or two on 2 cores), once per machine.
ensure_cargo_fuzz() {
    if cargo fuzz --version >/dev/null 2>&1; then
        _tools_say "$(cargo fuzz --version 2>/dev/null | head -n 1)"
        return
    fi
    _tools_say "installing cargo-fuzz from crates.io"
    cargo install cargo-fuzz --locked
}

install_tools() {
    local wanted=("$@")
    [ ${#wanted[@]} -gt 0 ] || wanted=(test)
    local item
    for item in "${wanted[@]}"; do
        case "$item" in
            test)
                ensure_cargo
                ensure_rustfmt
                ensure_clippy
                ensure_wasm_target
                ensure_cargo_fuzz
                ;;
            serve) ensure_cargo ;;
            cargo) ensure_cargo ;;
            rustfmt) ensure_rustfmt ;;
            clippy) ensure_clippy ;;
            wasm-target) ensure_wasm_target ;;
            cargo-fuzz) ensure_cargo_fuzz ;;
            *) _tools_die "unknown group or tool “$item” (groups: test serve; tools: cargo rustfmt clippy wasm-target cargo-fuzz)" ;;
        esac
    done
}

# Run directly: install what was asked for. Sourced: only define the functions.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    cd "$(dirname "${BASH_SOURCE[0]}")/.."
    install_tools "$@"
fi
