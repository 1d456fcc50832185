#!/usr/bin/env bash
# Renders one scene (default twitter-launch) once per output format with the given clipgen binary and
# prints a Markdown table row per format: size and wall time of the render (render + encode; the
# frames are the same for every format, so differences are the encoders'). Usage:
#   Scripts/format-table.sh .build-rel/release/clipgen [scene]
set -euo pipefail
bin=${1:?clipgen binary}; scene=${2:-twitter-launch}
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
row() {  # label, output name, extra args...
  local label=$1 name=$2; shift 2
  local t0 t1 bytes
  t0=$(date +%s.%N)
  "$bin" "$scene" --quiet -o "$out/$name" "$@" >/dev/null
  t1=$(date +%s.%N)
  if [ -d "$out/$name" ]; then bytes=$(du -sb "$out/$name" | cut -f1); else bytes=$(stat -c %s "$out/$name"); fi
  printf '| %s | `%s` | %.0f KiB | %.1f s |\n' "$label" "-o ${name} $*" "$(echo "$bytes / 1024" | bc -l)" "$(echo "$t1 - $t0" | bc -l)"
}
echo "| format | command | size | time |"
echo "|---|---|---|---|"
row "H.264 MP4" a.mp4
row "HEVC MP4 (hvc1)" b.mp4 --codec hevc
row "AV1 MP4" c.mp4 --codec av1
row "VP9 WebM" d.webm
row "AV1 WebM" e.webm --codec av1
row "ProRes 4444 MOV" f.mov
row "GIF" g.gif
row "WebP (lossy, q75)" h.webp
row "WebP (lossless)" i.webp --lossless
row "APNG" j.apng
row "PNG frames" frames/
