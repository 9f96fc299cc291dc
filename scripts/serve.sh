#!/usr/bin/env bash
# README's first command. From any directory:
#
#   scripts/serve.sh
#
# Installs what is missing (scripts/install-tools.sh serve: the wasm32
# target, wasm-bindgen-cli and trunk, built from crates.io the first time),
# builds the `tenace` command-line tool in release mode, then builds the web
# app and serves it with `trunk serve --release --offline` on
# http://127.0.0.1:8080 (TENACE_PORT to change the port). Ctrl-C stops it.
#
# For a static copy instead (any static host, any sub-directory):
#   trunk build --release --offline      → dist/

set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# shellcheck source=scripts/install-tools.sh
source scripts/install-tools.sh
install_tools serve

port=${TENACE_PORT:-8080}
address=127.0.0.1

echo "==> building the tenace command-line tool (release)"
cargo build --release -p tenace-cli

target_dir=$(cargo metadata --format-version 1 --no-deps 2>/dev/null |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
binary="${target_dir:-$PWD/target}/release/tenace"
[ -x "$binary" ] || {
    echo "serve.sh: the build finished but $binary is missing" >&2
    exit 1
}

if command -v ss >/dev/null 2>&1 && ss -ltn "sport = :$port" 2>/dev/null | grep -q LISTEN; then
    echo "serve.sh: port $port on $address is already in use (set TENACE_PORT to use another)" >&2
    exit 1
fi

tenace=${binary#"$PWD"/}
cat <<MSG

The command-line tool is at $binary, for example:
  $tenace deal --seed 42 --board 7
  $tenace pbn check ../shared/testdata/real/eitazhou-bridge_played_hands/00001.lin

==> building the web app and serving it (first build: a minute or two)

    Tenace:  http://$address:$port/

    Open it in a browser and play against the robots. A deal link such as
    http://$address:$port/#board=7&seed=42 deals board 7 of deal set 42.
    Ctrl-C stops the server.

MSG

exec trunk serve --release --offline --address "$address" --port "$port"
