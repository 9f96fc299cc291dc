#!/usr/bin/env bash
# The browser suite, from any directory:
#
#   tests/browser/run.sh [--build] [FILTER…]
#
# Installs what it needs (Debian's Chromium, the npm packages of this folder;
# with --build also trunk and wasm-bindgen), with --build builds the release
# site (trunk build --release --offline), builds the `tenace` CLI used to
# cross-check scores, then runs run.mjs: it serves dist/ on 127.0.0.1, drives
# headless Chromium and ends with "N passed, M failed" (exit 1 on failure).
# Screenshots go to tests/browser/artifacts/.

set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

build=false
if [ "${1:-}" = "--build" ]; then
    build=true
    shift
fi

# shellcheck source=scripts/install-tools.sh
source scripts/install-tools.sh
install_tools browser

if $build; then
    echo "==> trunk build --release --offline"
    build_site
fi
echo "==> cargo build -p tenace-cli (the score cross-check)"
cargo build -q -p tenace-cli
echo "==> cargo build --release -p tenace-worker (the double-dummy cross-check)"
cargo build -q --release -p tenace-worker

echo "==> browser suite (headless Chromium)"
exec node tests/browser/run.mjs "$@"
