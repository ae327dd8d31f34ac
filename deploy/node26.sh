#!/bin/sh
# Prints the bin/ folder of a Node.js 26 for this machine, for the front of PATH:
#   export PATH="$(sh deploy/node26.sh):$PATH"
# The machine's own node when it is 26 or newer; otherwise the official binary from the npm registry's
# node-linux-<arch> package, fetched once with the machine's npm into ~/.cache/teleplan (npm itself then runs
# under it). Progress goes to stderr.
set -eu
version=26.10.0
if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 26 ]; then
  dirname "$(command -v node)"
  exit 0
fi
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node.js $version package for $(uname -m); install Node.js 26 yourself" >&2 && exit 1 ;;
esac
home="${XDG_CACHE_HOME:-$HOME/.cache}/teleplan/node-v$version-linux-$arch"
if [ ! -x "$home/bin/node" ]; then
  echo "Fetching Node.js $version (npm package node-linux-$arch) into $home" >&2
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack "node-linux-$arch@$version" --silent >/dev/null)
  mkdir -p "$work/unpacked"
  tar -xzf "$work/node-linux-$arch-$version.tgz" -C "$work/unpacked"
  "$work/unpacked/package/bin/node" --version >/dev/null
  mkdir -p "$(dirname "$home")"
  rm -rf "$home"
  mv "$work/unpacked/package" "$home"
fi
echo "$home/bin"
