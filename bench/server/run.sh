#!/usr/bin/env bash
# Runs the live-play bench (run.ts) with enough file descriptors for 40,000+ sockets on each
# side of loopback; as root the hard limit is raised too. Arguments go to run.ts (--quick …).
set -euo pipefail
cd "$(dirname "$0")"
want=131072
if [ "$(ulimit -Hn)" != unlimited ] && [ "$(ulimit -Hn)" -lt "$want" ]; then
  ulimit -Hn "$want" 2>/dev/null || true
fi
ulimit -Sn "$want" 2>/dev/null || ulimit -Sn "$(ulimit -Hn)"
export BENCH_NOFILE="$(ulimit -Sn)"
# The load generator (this process) measures every latency: a larger young generation and a
# roomier old one keep its own collections, which would count against the server, rare.
exec node --conditions=source --import tsx --max-old-space-size=8192 --max-semi-space-size=64 --heap-growing-percent=300 run.ts "$@"
