#!/usr/bin/env bash
# Renders every file of the shared Lottie corpus to MP4 and to GIF with `clipgen lottie`, at a
# reduced size so it is quick, and checks each output: exit status 0, the MP4 decodes (ffprobe,
# every frame read, no decoder error) with exactly the frames the clip has, the GIF decodes with
# at least one frame and no more than the clip's frames (the GIF sink folds frames that change
# nothing, and 60 fps frames under 2 cs, into the previous frame's delay) and its delays add up to
# the clip's duration to the centisecond (the GIF sink's timing rule).
#
#   Scripts/lottie-corpus-export.sh [-c CLIPGEN] [-s SIZE] [-f FRAMES] [-r FPS] [-o DIR] [-k] [FILTER]
#
#   -c CLIPGEN  the binary (default .build/debug/clipgen)
#   -s SIZE     output canvas SIZE × SIZE, the animation fitted inside (default 48)
#   -f FRAMES   at most FRAMES file frames per file, from the in point (default: all)
#   -r FPS      output frame rate (--fps; default the file's own): a low rate samples the whole
#               timeline with few frames (`make test` runs -s 32 -r 5)
#   -o DIR      where outputs go (default: a temporary folder, removed unless -k)
#   -k          keep the outputs
#   FILTER      only files whose corpus path contains FILTER
# Prints one line per file (frames, seconds, status) and a summary; exits 1 when any file fails.
# The corpus is ../shared/lottie beside the repository (beside the main checkout for a worktree)
# or $CLIPGEN_LOTTIE_DIR.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
clipgen=$root/.build/debug/clipgen size=48 maxframes=0 rate=0 outdir="" keep=0
while getopts "c:s:f:r:o:kh" opt; do
    case $opt in
    c) clipgen=$OPTARG ;;
    s) size=$OPTARG ;;
    f) maxframes=$OPTARG ;;
    r) rate=$OPTARG ;;
    o) outdir=$OPTARG ;;
    k) keep=1 ;;
    *) sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
filter=${1:-}
lottie=${CLIPGEN_LOTTIE_DIR:-$root/../shared/lottie}
[ -d "$lottie/corpus" ] || lottie=$(cd "$(git -C "$root" rev-parse --git-common-dir)/../.." 2> /dev/null && pwd)/shared/lottie
if [ ! -d "$lottie/corpus" ]; then
    echo "lottie corpus export: no corpus (set CLIPGEN_LOTTIE_DIR): skipped"
    exit 0
fi
[ -x "$clipgen" ] || { echo "lottie corpus export: no clipgen binary at $clipgen" >&2; exit 1; }
command -v ffprobe > /dev/null || { echo "lottie corpus export: ffprobe not found" >&2; exit 1; }
if [ -z "$outdir" ]; then
    outdir=$(mktemp -d)
    [ $keep = 1 ] || trap 'rm -rf "$outdir"' EXIT
fi
mkdir -p "$outdir"

# expected FILE: "<clip frames> <fps> <GIF duration in cs> <--frames value or ->", the CLI's rules: fps = -r, else
# the file's rate rounded (1...120), frames = round(duration × fps) (at least 1), GIF frame i starts at
# round(i × 100 / fps) cs, so the GIF lasts round(frames × 100 / fps) cs.
expected() {
    python3 - "$1" "$maxframes" "$rate" << 'EOF'
import json, math, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
fr, n = float(d["fr"]), float(d["op"]) - float(d["ip"])
limit = int(sys.argv[2])
flag = "-"
if 0 < limit < n:
    n, flag = limit, f"0:{limit}"
fps = int(sys.argv[3]) or max(1, min(120, int(math.floor(fr + 0.5))))
frames = max(1, int(math.floor(n / fr * fps + 0.5)))
print(frames, fps, (frames * 200 + fps) // (2 * fps), flag)
EOF
}

n=0 bad=0 t_start=$(date +%s.%N)
while IFS= read -r f; do
    rel=${f#"$lottie/corpus/"}
    [ -z "$filter" ] || [[ $rel == *"$filter"* ]] || continue
    n=$((n + 1))
    read -r frames fps gifcs limit < <(expected "$f")
    frameflag=()
    [ "$limit" = - ] || frameflag=(--frames "$limit")
    [ "$rate" = 0 ] || frameflag+=(--fps "$rate")
    base=$outdir/$(echo "${rel%.json}" | tr '/' '_')
    problems=()
    t0=$(date +%s.%N)
    for fmt in mp4 gif; do
        out=$base.$fmt
        if ! err=$("$clipgen" lottie "$f" --width "$size" --height "$size" --"$fmt" --quiet "${frameflag[@]}" -o "$out" 2>&1 > /dev/null); then
            problems+=("$fmt: exit status: $(echo "$err" | tail -1)")
            continue
        fi
        probe=$(ffprobe -v error -count_frames -select_streams v:0 \
            -show_entries stream=nb_read_frames -of csv=p=0 "$out" 2>&1)
        got=$(echo "$probe" | tail -1 | tr -d ' ,')
        if [ "$(echo "$probe" | wc -l)" != 1 ] || ! [[ $got =~ ^[0-9]+$ ]]; then
            problems+=("$fmt: does not decode: $(echo "$probe" | head -1)")
        elif [ $fmt = mp4 ] && [ "$got" != "$frames" ]; then
            problems+=("mp4: $got frames, expected $frames")
        elif [ $fmt = gif ]; then
            # GIF delays in centiseconds, summed from the packets' durations (1/100 s time base).
            cs=$(ffprobe -v error -select_streams v:0 -show_entries packet=duration -of csv=p=0 "$out" | awk '{s += $1} END {print s}')
            if [ "$got" -lt 1 ] || [ "$got" -gt "$frames" ]; then
                problems+=("gif: $got frames, expected 1...$frames")
            elif [ "$cs" != "$gifcs" ]; then
                problems+=("gif: lasts $cs cs, expected $gifcs")
            fi
        fi
    done
    secs=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN {printf "%.1f", b - a}')
    if [ ${#problems[@]} = 0 ]; then
        printf '  ok    %-60s %5s frames %4s fps %6s s\n' "$rel" "$frames" "$fps" "$secs"
    else
        bad=$((bad + 1))
        for p in "${problems[@]}"; do printf '  FAIL  %-60s %s\n' "$rel" "$p"; done
    fi
done < <(find "$lottie/corpus" -name '*.json' | LC_ALL=C sort)
total=$(awk -v a="$t_start" -v b="$(date +%s.%N)" 'BEGIN {printf "%.0f", b - a}')
echo "lottie corpus export (${size}x$size, ${maxframes/#0/all} file frames, ${rate/#0/own} fps): $((n - bad)) of $n files to MP4 and GIF, $bad failed, ${total} s"
[ $bad = 0 ]
