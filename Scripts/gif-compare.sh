#!/usr/bin/env bash
# Compares clipgen's GIF encoder with FFmpeg's recipe
# (palettegen=stats_mode=diff + paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle)
# on synthetic animated clips: file size and RGB PSNR against the original frames.
# Usage: Scripts/gif-compare.sh [output-dir] [clip-name]   (needs the ffmpeg CLI; release build)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/clipgen-gif-compare}"
mkdir -p "$out"
export CLIPGEN_GIF_COMPARE="$out"
if [ -n "${2:-}" ]; then export CLIPGEN_GIF_COMPARE_ONLY="$2"; fi
swift build -c release --build-tests -Xswiftc -enable-testing
swift test -c release --skip-build -Xswiftc -enable-testing --filter GIFComparisonHarness 2>&1 \
  | grep -E '^\||^total' || { echo "comparison failed; run the swift test command to see why" >&2; exit 1; }
