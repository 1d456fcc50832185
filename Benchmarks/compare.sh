#!/bin/sh
# Runs the peers (Cairo, Skia, Blend2D via raster_peers.py) and clipgen's raster bench in one
# session, alternating, and prints a comparison table. Usage:
#   Benchmarks/compare.sh OUTDIR [ROUNDS] [CLIPGEN_BENCH_BINARY...]
# Default binary: .build/release/clipgen-rasterbench (build with `swift build -c release`).
set -e
OUT=${1:-/tmp/bench-compare}; ROUNDS=${2:-2}; shift 2 || true
BINS=${*:-.build/release/clipgen-rasterbench}
PEERS=${PEERS:-"$(cd "$(dirname "$0")/../.." && pwd)/shared/bench/peers/raster_peers.py"}
mkdir -p "$OUT"
r=1
while [ $r -le $ROUNDS ]; do
  python3 $PEERS --libs blend2d,skia,cairo --no-overhead --min-time 1.0 --out "$OUT/peers-$r.json" >/dev/null 2>&1
  i=0
  for b in $BINS; do
    i=$((i+1))
    $b --iterations 30 --json > "$OUT/ours-$i-$r.json"
  done
  r=$((r+1))
done
python3 "$(dirname "$0")/compare_table.py" "$OUT" $BINS
echo "best run of each (minimum over rounds of the per-run medians):"
python3 "$(dirname "$0")/compare_table.py" --best "$OUT" $BINS
