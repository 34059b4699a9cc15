#!/usr/bin/env bash
# The README's first command, checked as a newcomer runs it: with the machine's own Node first on
# PATH (20 or newer), `npm start` must serve the app and the API, and on a tree whose dist/ is
# already built (the test run built it) it must not rebuild; with no dist/ it builds and says why. Prints "quick-start: ok" or the reason.
# Usage: bash .ci/quick-start.sh [port]
set -uo pipefail
cd "$(dirname "$0")/.."
port="${1:-8765}"
log="$(mktemp)"
built_before=0
[ -f dist/index.html ] && built_before=1
echo "quick-start: machine Node $(node -v) first on PATH; running npm start on :$port"
# Its own process group (setsid), so stopping it stops npm, node scripts/start.ts and the server.
PORT="$port" HOST=127.0.0.1 PLAYFRONT_DATA_DIR=".data/quick-start" PLAYFRONT_FRESH_DB=1 \
  setsid npm start >"$log" 2>&1 &
pid=$!
stop() { kill -- "-$pid" 2>/dev/null; wait "$pid" 2>/dev/null; }
fail() { echo "quick-start: FAILED — $1"; sed 's/^/  | /' "$log" | grep -v EBADENGINE | tail -25; stop; rm -f "$log"; exit 1; }
for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || fail "npm start exited before serving"
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 || fail "no answer on :$port/healthz after 120 s"
curl -fsS "http://127.0.0.1:$port/" | grep -q 'id="root"' || fail "the app's index.html is not served"
curl -fsS "http://127.0.0.1:$port/common/languages" \
  | grep -q '"ok":true' || fail "the platform's API does not answer"
if [ "$built_before" -eq 1 ]; then
  grep -q "not rebuilding" "$log" || fail "npm start rebuilt an up-to-date dist/"
  what="without rebuilding the up-to-date dist/"
else
  grep -q "building the app (dist/index.html is missing)" "$log" || fail "npm start did not say why it builds"
  what="after building the missing dist/"
fi
stop
rm -f "$log"
echo "quick-start: ok (served the app and the API $what)"
