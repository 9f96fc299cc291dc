#!/bin/sh
# Stands in for the tenace binary in ../shared/tools/dd_speed_pair.py: `wasm-dd-bench.sh dd --bench FILE`
# solves FILE's tables in the web app's worker (headless Chromium, tests/browser/bench-dd.mjs) and prints
# one line per deal as `tenace dd --bench` does (Chromium's CPU time per table, beside DDS's process_time),
# so DDS native and the wasm worker run back to back:
#   /tmp/ddsvenv/bin/python ../shared/tools/dd_speed_pair.py tests/browser/wasm-dd-bench.sh FILE
set -e
[ "$1" = dd ] && [ "$2" = --bench ] && [ -n "$3" ] || { echo "usage: $0 dd --bench FILE" >&2; exit 2; }
exec node "$(dirname "$0")/bench-dd.mjs" --per-deal --cpu --deals "$3"
