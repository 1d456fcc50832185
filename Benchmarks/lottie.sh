#!/usr/bin/env bash
# Render-only speed of clipgen's Lottie importer against rlottie 0.1 (Debian librlottie-dev) on the
# timing set of ../shared/lottie/timing.tsv: every frame, one thread, into memory, W×W canvas with
# the animation fitted and centred (as the shared C harness does).
#
#   Benchmarks/lottie.sh [CLIPGEN] [SIZES]      e.g. Benchmarks/lottie.sh .build-rel/release/clipgen "512 1080"
#
# Needs: a release clipgen, `apt-get install librlottie-dev`, a C compiler. RUNS=3 takes the median
# of three runs per file (default 1). Prints one row per file and size, then the totals.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
clipgen=${1:-$root/.build-rel/release/clipgen}
sizes=${2:-512 1080}
runs=${RUNS:-1}
shared=${LOTTIE_SHARED:-$root/../shared}
[ -f "$shared/lottie/timing.tsv" ] || shared=$(cd "$(git -C "$root" rev-parse --git-common-dir)/../.." && pwd)/shared
corpus=$shared/lottie/corpus
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/rlottie_bench" "$shared/bench/lottie/rlottie_bench.c" -ldl -lpthread

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

printf 'file\tsize\tframes\tclipgen_s\trlottie_s\n'
for size in $sizes; do
    tc=0; tr=0
    while IFS=$'\t' read -r file _; do
        [ -n "$file" ] || continue
        : > "$work/c"
        for _ in $(seq "$runs"); do "$clipgen" lottie "$corpus/$file" --width "$size" --height "$size" --render-only >> "$work/c"; done
        c=$(cut -f4 "$work/c" | cut -d' ' -f1 | median)
        n=$(head -1 "$work/c" | cut -f3 | cut -d' ' -f1)
        r=$(for _ in $(seq "$runs"); do "$work/rlottie_bench" "$corpus/$file" "$size" "$size" 2>&1 | sed -n 's/.*render_ms=\([0-9.]*\).*/\1/p' | awk '{print $1/1000}'; done | median)
        printf '%s\t%s\t%s\t%.3f\t%.3f\n' "$file" "$size" "$n" "$c" "$r"
        tc=$(awk -v a="$tc" -v b="$c" 'BEGIN {print a + b}'); tr=$(awk -v a="$tr" -v b="$r" 'BEGIN {print a + b}')
    done < "$shared/lottie/timing.tsv"
    printf 'TOTAL\t%s\t\t%.2f\t%.2f\n' "$size" "$tc" "$tr"
done
