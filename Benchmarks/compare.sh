#!/bin/sh
# Runs the peers (Cairo, Skia, Blend2D via raster_peers.py) and clipgen's raster bench in one
# session, alternating, and prints a comparison table. Usage:
#   Benchmarks/compare.sh OUTDIR [ROUNDS] [CLIPGEN_BENCH_BINARY...]
# Default binary: .build/release/clipgen-rasterbench (build with `swift build -c release`).
# BLEND2D_C=Benchmarks/blend2d/.build/blend2d_bench (see Benchmarks/blend2d/README.md) also runs
# Blend2D's C harness each round, at the CPU modes in BLEND2D_C_MODES (default: avx2, Blend2D's JIT
# restricted to AVX2 as on an AVX2-only machine); the table then has a column per mode.
set -e
OUT=${1:-/tmp/bench-compare}; ROUNDS=${2:-2}; shift 2 || true
BINS=${*:-.build/release/clipgen-rasterbench}
PEERS=${PEERS:-"$(cd "$(dirname "$0")/../.." && pwd)/shared/bench/peers/raster_peers.py"}
mkdir -p "$OUT"
r=1
while [ $r -le $ROUNDS ]; do
  python3 $PEERS --libs blend2d,skia,cairo --no-overhead --min-time 1.0 --out "$OUT/peers-$r.json" >/dev/null 2>&1
  if [ -n "$BLEND2D_C" ]; then
    for m in ${BLEND2D_C_MODES:-avx2}; do
      "$BLEND2D_C" --cpu "$m" --min-time 1.0 --json "$OUT/peers-blend2d-c-$m-$r.json" 2>/dev/null
    done
  fi
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
