#!/usr/bin/env bash
# Like gif-compare.sh, on real scenes: renders every frame of each scene as a PNG with
# `clipgen still` (lossless originals), then compares clipgen's GIF encoder with FFmpeg's recipe
# on those frames (size, RGB PSNR against the originals).
# Usage: Scripts/gif-compare-scenes.sh [output-dir] [fps] [scale] [seconds] [scene...]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/clipgen-gif-compare-scenes}"; fps="${2:-25}"; scale="${3:-1}"; seconds="${4:-2}"
shift $(( $# < 4 ? $# : 4 ))
scenes=("$@"); [ ${#scenes[@]} -gt 0 ] || scenes=(twitter-launch liquid-loader game-center-bubbles download-button)
swift build -c release --product clipgen
mkdir -p "$out"
for s in "${scenes[@]}"; do
  d="$out/$s"; rm -rf "$d"; mkdir -p "$d"; echo "$fps" > "$d/fps"
  n=$(( fps * seconds ))
  for ((i = 0; i < n; i++)); do
    t=$(awk -v i="$i" -v f="$fps" 'BEGIN { printf "%.6f", i / f }')
    .build/release/clipgen still "$s" --at "$t" --scale "$scale" --no-touches -o "$(printf '%s/frame_%04d.png' "$d" "$i")" >/dev/null
  done
done
swift build -c release --build-tests -Xswiftc -enable-testing
CLIPGEN_GIF_COMPARE="$out" CLIPGEN_GIF_COMPARE_FRAMES=1 \
  swift test -c release --skip-build -Xswiftc -enable-testing --filter GIFComparisonHarness 2>&1 \
  | grep -E '^\||^total' || { echo "comparison failed; run the swift test command to see why" >&2; exit 1; }
