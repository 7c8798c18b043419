#!/usr/bin/env bash
# Installs what Tengen needs on a fresh Debian machine (as root), then its npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

# System packages the site and its tests use: PostgreSQL for the storage tests, Redis for the
# scale-out tests, Chromium and CJK fonts for the browser tests.
SYSTEM_PACKAGES=(postgresql redis-server chromium fonts-noto-cjk gnugo)

missing=()
for pkg in "${SYSTEM_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
fi

# onnxruntime-node's install script only fetches GPU extras; its CPU runtime is in the package. npm runs
# no script outside package.json's allowScripts anyway; this also stops it where scripts run.
export ONNXRUNTIME_NODE_INSTALL=skip
npm ci --no-audit --no-fund
