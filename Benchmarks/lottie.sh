#!/usr/bin/env bash
# Render-only speed of clipgen's Lottie importer against rlottie 0.1 (Debian librlottie-dev) on the
# timing set of ../shared/lottie/timing.tsv: every frame, one thread, into memory, W×W canvas with
# the animation fitted and centred (as the shared C harness does).
#
#   Benchmarks/lottie.sh [CLIPGEN] [SIZES]      e.g. Benchmarks/lottie.sh .build-rel/release/clipgen "512 1080"
#
# Needs: a release clipgen, `apt-get install librlottie-dev`, a C compiler, GNU time. RUNS=3 takes
# the median of three runs per file (default 1). Columns: the renderers' own wall-clock render
# time, and the whole process's CPU time (user + system, from /usr/bin/time), which stays
# meaningful on a busy machine. Totals last.
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
cpu() { awk '{print $1 + $2}' "$1"; }

printf 'file\tsize\tframes\tclipgen_wall_s\tclipgen_cpu_s\trlottie_wall_s\trlottie_cpu_s\n'
for size in $sizes; do
    t1=0; t2=0; t3=0; t4=0
    while IFS=$'\t' read -r file _; do
        [ -n "$file" ] || continue
        : > "$work/cw"; : > "$work/cc"; : > "$work/rw"; : > "$work/rc"
        for _ in $(seq "$runs"); do
            /usr/bin/time -f '%U %S' -o "$work/t" "$clipgen" lottie "$corpus/$file" --width "$size" --height "$size" --render-only > "$work/out"
            cut -f4 "$work/out" | cut -d' ' -f1 >> "$work/cw"; cpu "$work/t" >> "$work/cc"
            n=$(cut -f3 "$work/out" | cut -d' ' -f1)
            /usr/bin/time -f '%U %S' -o "$work/t" "$work/rlottie_bench" "$corpus/$file" "$size" "$size" 2> "$work/err" || true
            sed -n 's/.*render_ms=\([0-9.]*\).*/\1/p' "$work/err" | awk '{print $1 / 1000}' >> "$work/rw"; cpu "$work/t" >> "$work/rc"
        done
        cw=$(median < "$work/cw"); cc=$(median < "$work/cc"); rw=$(median < "$work/rw"); rc=$(median < "$work/rc")
        printf '%s\t%s\t%s\t%.3f\t%.3f\t%.3f\t%.3f\n' "$file" "$size" "$n" "$cw" "$cc" "$rw" "$rc"
        read -r t1 t2 t3 t4 < <(awk -v a="$t1" -v b="$t2" -v c="$t3" -v d="$t4" -v w="$cw" -v x="$cc" -v y="$rw" -v z="$rc" \
            'BEGIN {print a + w, b + x, c + y, d + z}')
    done < "$shared/lottie/timing.tsv"
    printf 'TOTAL\t%s\t\t%.2f\t%.2f\t%.2f\t%.2f\n' "$size" "$t1" "$t2" "$t3" "$t4"
done
