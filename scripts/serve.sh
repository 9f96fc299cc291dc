#!/usr/bin/env bash
# README's first command. From any directory:
#
#   scripts/serve.sh
#
# The browser app arrives with the next milestone; this will then build it and
# serve it on http://127.0.0.1:8080 (trunk serve). Until then it builds the
# `tenace` command-line tool in release mode and shows how to use it.

set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# shellcheck source=scripts/install-tools.sh
source scripts/install-tools.sh
install_tools serve

echo "==> building the tenace command-line tool (release)"
cargo build --release -p tenace-cli

target_dir=$(cargo metadata --format-version 1 --no-deps 2>/dev/null |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
binary="${target_dir:-$PWD/target}/release/tenace"
[ -x "$binary" ] || {
    echo "serve.sh: the build finished but $binary is missing" >&2
    exit 1
}

tenace=${binary#"$PWD"/}
cat <<MSG

The web app is not built yet: it arrives with the next milestone, when this
script will serve it at http://127.0.0.1:8080. Today Tenace is a command-line
tool, built at:

  $binary

Try, from $PWD:
  $tenace deal --seed 42 --board 7
  $tenace deal --seed 42 --board 7 > /tmp/board7.pbn && $tenace pbn convert /tmp/board7.pbn /tmp/board7.lin
  echo '{"level": 4, "strain": "S", "penalty": "", "vul": false, "tricks": 10}' | $tenace score --batch
  $tenace pbn check ../shared/testdata/real/eitazhou-bridge_played_hands/00001.lin
  $tenace help
MSG
