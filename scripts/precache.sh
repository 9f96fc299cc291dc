#!/usr/bin/env bash
# Fills in sw.js (copied from www/sw.js by trunk): the list of every file of
# the built site for the service worker to precache, and a version that is a
# hash of their contents (a new build with any change is a new version; the
# same build is the same one). Trunk runs it as its post_build hook (Trunk.toml)
# on the staging directory, once every file is there; by hand:
#
#   scripts/precache.sh [DIST]
#
# Under trunk a debug build (`trunk serve` without --release) is left unfilled:
# its service worker caches nothing, so development reloads are never stale.
set -euo pipefail
if [ -n "${TRUNK_STAGING_DIR:-}" ] && [ $# -eq 0 ]; then
    if [ "${TRUNK_PROFILE:-}" != release ]; then
        echo "service worker: debug build, nothing to precache"
        exit 0
    fi
    dist=$TRUNK_STAGING_DIR
else
    dist=${1:-dist}
fi
sw="$dist/sw.js"
[ -f "$sw" ] || { echo "precache.sh: $sw is missing (is www/sw.js copied by index.html?)" >&2; exit 1; }
grep -q "__TENACE_VERSION__" "$sw" || { echo "precache.sh: $sw is already filled in" >&2; exit 1; }
# The first visit loads the table page's module only: Trunk preloads the JS
# snippets of every Rust link, so the preloads of the modules loaded on demand
# (Preferans' snippet) are taken out of index.html; they are fetched (and
# precached below) like the rest of their module.
if [ -f "$dist/index.html" ]; then
    perl -0pi -e 's{<link rel="modulepreload" href="\./snippets/(?!tenace-web-)[^"]*"[^>]*>\s*}{}g' "$dist/index.html"
fi
mapfile -t files < <(cd "$dist" && find . -type f ! -path ./sw.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(cd "$dist" && sha256sum -- "${files[@]}" | sha256sum | cut -c1-16)
list=$(printf "'%s', " "${files[@]}")
list=${list%, }
tmp=$(mktemp)
sed -e "s|__TENACE_VERSION__|$version|" -e "s|/\* __TENACE_ASSETS__ \*/|$list|" "$sw" >"$tmp"
mv "$tmp" "$sw"
chmod 644 "$sw"
echo "service worker: version $version, ${#files[@]} files to precache"
