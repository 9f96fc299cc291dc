#!/usr/bin/env bash
# Installs the tools Tenace's scripts need, each only when it is missing, so a
# fresh Debian machine gets everything and a warm one loses a second or two.
#
#   scripts/install-tools.sh [GROUP|TOOL]...     (no argument: the "test" group)
#
# Groups:  test    — rustfmt, clippy, the wasm32 target, cargo-fuzz, and
#                    everything of "browser" (scripts/test.sh runs the browser suite)
#          serve   — what scripts/serve.sh needs: cargo, the wasm32 target,
#                    wasm-bindgen-cli and trunk (to build and serve the web app)
#          browser — serve, plus Debian's Chromium and the browser suite's
#                    npm packages (tests/browser: playwright-core, no browser download)
# Tools:   cargo rustfmt clippy wasm-target cargo-fuzz wasm-bindgen trunk
#          chromium node browser-deps
#
# Each tool is one ensure_* function; a new tool is a new function plus its
# name in a group below. The file can also be sourced (scripts/test.sh does),
# so that a PATH fix made here holds for the caller too.
#
# Only the registries this project may use are touched: rustup's own
# components, crates.io, Debian's packages (Chromium, Node.js) and the npm
# registry (the browser suite's lock file). Nothing downloads a prebuilt
# binary, and no tool is allowed to fetch a browser of its own.

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

# The wasm-bindgen CLI must be exactly the version of the wasm-bindgen crate
# in Cargo.lock (crates/tenace-web pins it with "="); trunk uses the installed
# one (Trunk.toml [tools]) instead of downloading it.
wasm_bindgen_version() {
    awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock 2>/dev/null
}

_ensure_cargo_path() {
    case ":$PATH:" in
        *":${CARGO_HOME:-$HOME/.cargo}/bin:"*) ;;
        *) export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH" ;;
    esac
}

# Built from crates.io source, about 8–13 minutes on 2 cores, once per machine.
# No --locked: its lock file names a crate version that the registry lacks.
ensure_wasm_bindgen() {
    _ensure_cargo_path
    local want
    want=$(wasm_bindgen_version)
    want=${want:-0.2.130}
    if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" = "$want" ]; then
        _tools_say "wasm-bindgen $want"
        return
    fi
    _tools_say "installing wasm-bindgen-cli $want from crates.io (takes several minutes)"
    cargo install wasm-bindgen-cli --version "$want"
}

TRUNK_VERSION=0.21.14

# Built from crates.io source, about 20 minutes on 2 cores, once per machine.
# --locked: without it a newer transitive crate breaks the build.
ensure_trunk() {
    _ensure_cargo_path
    if [ "$(trunk --version 2>/dev/null | awk '{print $2}')" = "$TRUNK_VERSION" ]; then
        _tools_say "trunk $TRUNK_VERSION"
        return
    fi
    _tools_say "installing trunk $TRUNK_VERSION from crates.io (takes about 20 minutes)"
    cargo install trunk --locked --version "$TRUNK_VERSION"
}

# Runs apt-get as root, or through sudo when there is one.
_apt_get() {
    if [ "$(id -u)" = 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo DEBIAN_FRONTEND=noninteractive apt-get "$@"
    else
        _tools_die "apt-get $* needs root (or sudo)"
    fi
}

_apt_install() {
    _tools_say "apt-get install -y $*"
    _apt_get install -y --no-install-recommends "$@" || {
        _apt_get update
        _apt_get install -y --no-install-recommends "$@"
    }
}

# Debian's Chromium for the browser suite (headless). Never a browser download.
ensure_chromium() {
    local chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
    if [ -x "$chromium" ]; then
        _tools_say "chromium: $("$chromium" --version 2>/dev/null | head -n 1)"
        return
    fi
    command -v apt-get >/dev/null 2>&1 || _tools_die "$chromium is missing and there is no apt-get to install Debian's chromium"
    _apt_install chromium
}

ensure_node() {
    if command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 &&
        [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -ge 20 ]; then
        _tools_say "node $(node --version), npm $(npm --version 2>/dev/null)"
        return
    fi
    command -v apt-get >/dev/null 2>&1 || _tools_die "Node.js ≥ 20 with npm is needed for the browser suite"
    _apt_install nodejs npm
}

# tests/browser's npm packages, exactly as package-lock.json pins them
# (playwright-core, which never downloads a browser, and axe-core). Skipped
# when the installed tree already has every package at the locked version.
ensure_browser_deps() {
    ensure_node
    local dir=tests/browser
    [ -f "$dir/package-lock.json" ] || _tools_die "$dir/package-lock.json is missing"
    if [ -f "$dir/node_modules/.package-lock.json" ] &&
        node -e 'const a=require(process.argv[1]).packages,b=require(process.argv[2]).packages;const v=(p)=>Object.fromEntries(Object.entries(p).filter(([k])=>k).map(([k,x])=>[k,x.version]));process.exit(JSON.stringify(v(a))===JSON.stringify(v(b))?0:1)' \
            "$PWD/$dir/package-lock.json" "$PWD/$dir/node_modules/.package-lock.json" 2>/dev/null; then
        _tools_say "browser suite packages: installed ($(node -p "['playwright-core','axe-core'].map(p=>p+' '+require('./$dir/node_modules/'+p+'/package.json').version).join(', ')" 2>/dev/null))"
        return
    fi
    _tools_say "npm ci in $dir"
    (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
}

# Builds the deployed site into dist/: `trunk build --release --offline`
# (no tool is downloaded). Everything else is Trunk's: the size settings are
# Cargo's [profile.web] (index.html), the quiz widget is a link of index.html,
# and the service worker's precache list is Trunk.toml's post_build hook
# (scripts/precache.sh).
build_site() {
    local started=$SECONDS
    trunk build --release --offline
    _tools_say "trunk build --release --offline: $((SECONDS - started)) s"
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
                install_tools browser
                ;;
            serve)
                ensure_cargo
                ensure_wasm_target
                ensure_wasm_bindgen
                ensure_trunk
                ;;
            browser)
                install_tools serve
                ensure_chromium
                ensure_browser_deps
                ;;
            cargo) ensure_cargo ;;
            rustfmt) ensure_rustfmt ;;
            clippy) ensure_clippy ;;
            wasm-target) ensure_wasm_target ;;
            cargo-fuzz) ensure_cargo_fuzz ;;
            wasm-bindgen) ensure_wasm_bindgen ;;
            trunk) ensure_trunk ;;
            chromium) ensure_chromium ;;
            node) ensure_node ;;
            browser-deps) ensure_browser_deps ;;
            *) _tools_die "unknown group or tool “$item” (groups: test serve browser; tools: cargo rustfmt clippy wasm-target cargo-fuzz wasm-bindgen trunk chromium node browser-deps)" ;;
        esac
    done
}

# Run directly: install what was asked for. Sourced: only define the functions.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    cd "$(dirname "${BASH_SOURCE[0]}")/.."
    install_tools "$@"
fi
