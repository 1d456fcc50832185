#!/usr/bin/env bash
# clipgen's Lottie importer against rlottie 0.1 (Debian librlottie-dev) and ThorVG (PyPI
# thorvg-python 1.1.3), side by side in one run, on the 10-file timing set of
# ../shared/lottie/timing.tsv (how the peers were measured: ../shared/lottie/README.md).
#
#   Benchmarks/lottie.sh [-n RUNS] [-m RUNS] [-s "512 1080"] [-e SIZE] [-f FRAMES] [-p render,mp4,gif]
#                        [-P CPU|none] [-q] [-c CLIPGEN] [-o DIR]
#
# Three parts, each tool and file interleaved inside every repetition (so load hits all alike):
#   render  every frame on one thread into memory, W×W canvas, the animation fitted inside and
#           centred: `clipgen lottie FILE --width W --height W --render-only` against the shared C
#           harness (rlottie_bench, thorvg_bench: one instance, ThorVG with no worker threads).
#           Each tool's own render time (parse and start-up excluded), and the process's CPU time.
#           Debian's rlottie 0.1 rasterizes on a pool of worker threads (3 threads in all on this
#           machine): every render-only process is pinned to one CPU (taskset -c 0; -P none turns it
#           off), and on a loaded machine, where the scheduler shares CPU time per thread, the CPU time
#           is the fair measure (both are printed, and both ratios).
#   mp4     file → MP4 at E×E (x264 veryfast, crf 20, yuv420p): `clipgen lottie FILE --mp4`, against
#           `rlottie_bench -r FILE E E | ffmpeg -f rawvideo … -c:v libx264 …` (ThorVG likewise: one
#           instance, as two, -j 2, crash at random on this build: THORVG_JOBS=2 tries it), and the
#           floor: ffmpeg alone encoding the raw frames (rendered by rlottie beforehand, read back
#           from the page cache) with the same settings.
#   gif     file → GIF at E×E: clipgen `--gif` against the peers piped into ffmpeg's
#           palettegen/paletteuse, and the floor (ffmpeg alone on the raw frames, same filter).
# Wall-clock seconds of the whole chain (parse, render, pipe, encode, write) and the processes' CPU
# time, median of RUNS per file, summed over the files; then the ratios the importer's goals name
# (clipgen / rlottie render-only ≤ 1; MP4 and GIF: ≤ 1.2× the floor, ≥ 1.7× faster than rlottie
# piped into ffmpeg), and a Markdown table for Benchmarks/README.md. A failed run is tried once more;
# a file that fails twice is left out of that tool's ratios, and named.
#
# Options:
#   -n RUNS   repetitions per file and tool, median taken (default 3)
#   -m RUNS   repetitions of the MP4 and GIF parts (default: as -n)
#   -s SIZES  render-only canvas sizes (default "512 1080")
#   -e SIZE   MP4/GIF canvas size (default 1080)
#   -f N      at most N frames per file (default: all of them)
#   -p PARTS  which parts, comma-separated (default render,mp4,gif)
#   -P CPU    the CPU the render-only processes are pinned to (default 0; none: not pinned)
#   -q        quick: -n 1 -s 1080 -f 60 (a minute or two; ratios indicative only)
#   -c BIN    the clipgen binary (default .build-rel/release/clipgen, built when missing with the
#             `make release` settings: CLIPGEN_CPU=host level, CLIPGEN_UNCHECKED_EXCLUSIVITY=1)
#   -o DIR    where results go (default .build/bench-lottie): results.tsv (one row per run),
#             table.md (the Markdown table), summary.txt
# Needs: librlottie-dev, a C compiler, ffmpeg with libx264, GNU time, python3 (venv + pip: the
# ThorVG venv is created in .build/bench-venv when missing). LOTTIE_SHARED overrides the shared folder.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tvjobs=${THORVG_JOBS:-1}
pin=0 runs=3 eruns="" sizes="512 1080" esize=1080 maxframes=0 parts="render,mp4,gif" clipgen="" out="$root/.build/bench-lottie"
while getopts "n:m:s:e:f:p:P:qc:o:h" opt; do
    case $opt in
    n) runs=$OPTARG ;;
    m) eruns=$OPTARG ;;
    s) sizes=$OPTARG ;;
    e) esize=$OPTARG ;;
    f) maxframes=$OPTARG ;;
    p) parts=$OPTARG ;;
    P) pin=$OPTARG ;;
    q) runs=1 sizes=1080 maxframes=60 ;;
    c) clipgen=$OPTARG ;;
    o) out=$OPTARG ;;
    *) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 2 ;;
    esac
done
eruns=${eruns:-$runs}
has() { [[ ",$parts," == *",$1,"* ]]; }
die() { echo "lottie.sh: $*" >&2; exit 1; }
pinned=""
if [ "$pin" != none ]; then
    command -v taskset > /dev/null || die "taskset not found (util-linux); -P none runs unpinned"
    pinned="taskset -c $pin "
fi

shared=${LOTTIE_SHARED:-$root/../shared}
[ -f "$shared/lottie/timing.tsv" ] || shared=$(cd "$(git -C "$root" rev-parse --git-common-dir)/../.." && pwd)/shared
[ -f "$shared/lottie/timing.tsv" ] || die "no timing set: set LOTTIE_SHARED to the folder holding lottie/ and bench/lottie/"
corpus=$shared/lottie/corpus

# --- tools ---------------------------------------------------------------------------------------
if [ -z "$clipgen" ]; then
    clipgen=$root/.build-rel/release/clipgen
    if [ ! -x "$clipgen" ]; then
        echo "building $clipgen (make release settings)" >&2
        (cd "$root" && CLIPGEN_CPU=$(Scripts/host-cpu.sh) CLIPGEN_UNCHECKED_EXCLUSIVITY=1 \
            swift build -c release --scratch-path .build-rel --product clipgen >&2)
    fi
fi
[ -x "$clipgen" ] || die "no clipgen binary at $clipgen"
command -v ffmpeg > /dev/null || die "ffmpeg not found"
[ -x /usr/bin/time ] || die "GNU time (/usr/bin/time) not found: apt-get install time"
ldconfig -p | grep -q 'librlottie.so.0-1' || die "rlottie 0.1 not found: apt-get install librlottie-dev"
venv=$root/.build/bench-venv
thorlib=$(ls "$venv"/lib/python3*/site-packages/thorvg_python/libthorvg-1.so 2> /dev/null | head -1 || true)
if [ -z "$thorlib" ]; then
    echo "installing thorvg-python 1.1.3 into $venv" >&2
    python3 -m venv "$venv" && "$venv/bin/pip" install -q thorvg-python==1.1.3 >&2
    thorlib=$(ls "$venv"/lib/python3*/site-packages/thorvg_python/libthorvg-1.so | head -1)
fi
thorver=$("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("thorvg-python"))' 2> /dev/null || echo "?")
mkdir -p "$out"
work=$(mktemp -d "$out/run.XXXXXX")
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/rlottie_bench" "$shared/bench/lottie/rlottie_bench.c" -ldl -lpthread
cc -O2 -o "$work/thorvg_bench" "$shared/bench/lottie/thorvg_bench.c" -ldl -lpthread
rl=$work/rlottie_bench
tv="$work/thorvg_bench -l $thorlib"

nflag=() cflag=()
if [ "$maxframes" -gt 0 ]; then nflag=(-n "$maxframes"); fi
x264=(-c:v libx264 -preset veryfast -crf 20 -pix_fmt yuv420p)
gifvf='split[a][b];[a]palettegen[p];[b][p]paletteuse'

# --- measuring -----------------------------------------------------------------------------------
res=$out/results.tsv
printf 'part\tsize\ttool\tfile\trun\tframes\twall_s\tcpu_s\town_s\tstatus\n' > "$res"
# timed PART SIZE TOOL FILE RUN FRAMES CMD: runs CMD (a bash command line) under GNU time, appends a row.
# own_s: the render time the tool reports itself (render part), else the wall time.
timed() {
    local part=$1 size=$2 tool=$3 file=$4 run=$5 frames=$6 cmd=$7 status=ok own try
    # A failed run is tried once more (ThorVG's two instances crash now and then); a second
    # failure marks the file failed for that tool and leaves it out of the tool's ratios.
    for try in 1 2; do
        /usr/bin/time -f '%e %U %S' -o "$work/t" bash -o pipefail -c "$cmd" > "$work/stdout" 2> "$work/stderr" && break
        echo "  failed (try $try): $tool $part $size $file: $(grep -v '^Command exited' "$work/stderr" | tail -1)" >&2
        [ "$try" = 1 ] || status=fail
    done
    read -r wall user sys < <(tail -1 "$work/t")
    own=$wall
    if [ "$part" = render ] && [ $status = ok ]; then
        case $tool in
        clipgen) own=$(cut -f4 "$work/stdout" | cut -d' ' -f1) ;;
        *) own=$(sed -n 's/.*render_ms=\([0-9.]*\).*/\1/p' "$work/stderr" | awk '{print $1 / 1000}') ;;
        esac
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$part" "$size" "$tool" "$file" "$run" "$frames" "$wall" \
        "$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}')" "$own" "$status" >> "$res"
}

mapfile -t files < <(cut -f1 "$shared/lottie/timing.tsv" | grep -v '^$')
load0=$(cut -d' ' -f1-3 /proc/loadavg)
start=$(date -u '+%Y-%m-%d %H:%M UTC')
echo "clipgen $clipgen; rlottie 0.1 (Debian); ThorVG $thorlib (thorvg-python $thorver)" >&2
echo "runs $runs (encode $eruns), render sizes '$sizes' (pinned to CPU $pin), encode size $esize, frames ${maxframes/#0/all}, parts $parts; load $load0" >&2

for file in "${files[@]}"; do
    f=$corpus/$file
    meta=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["fr"], int(round(d["op"]-d["ip"])))' "$f")
    fps=${meta% *}; frames=${meta#* }
    [ "$maxframes" -gt 0 ] && [ "$frames" -gt "$maxframes" ] && frames=$maxframes
    cflag=()
    [ "$maxframes" -gt 0 ] && cflag=(--frames "0:$frames")
    echo "$file: $frames frames at $fps fps" >&2
    # render only
    if has render; then
        for size in $sizes; do
            for run in $(seq "$runs"); do
                timed render "$size" clipgen "$file" "$run" "$frames" \
                    "$pinned'$clipgen' lottie '$f' --width $size --height $size --render-only ${cflag[*]}"
                timed render "$size" rlottie "$file" "$run" "$frames" "$pinned$rl ${nflag[*]} '$f' $size $size"
                timed render "$size" thorvg "$file" "$run" "$frames" "$pinned$tv ${nflag[*]} '$f' $size $size"
            done
        done
    fi
    # the floor's raw frames: rendered once by rlottie, then read back so they sit in the page cache
    raw=$work/frames.raw
    if has mp4 || has gif; then
        "$rl" -r "${nflag[@]}" "$f" "$esize" "$esize" > "$raw" 2> /dev/null
        cat "$raw" > /dev/null
    fi
    in="-f rawvideo -pix_fmt bgra -s ${esize}x$esize -r $fps"
    ff="ffmpeg -nostdin -hide_banner -loglevel error -y"
    for run in $(seq "$eruns"); do
        # The same four chains for each encoded format; only the output's encoder arguments differ.
        for fmt in mp4 gif; do
            has $fmt || continue
            o=$work/out.$fmt
            if [ $fmt = mp4 ]; then enc="${x264[*]}"; else enc="-vf '$gifvf'"; fi
            timed $fmt "$esize" clipgen "$file" "$run" "$frames" \
                "'$clipgen' lottie '$f' --width $esize --height $esize --$fmt --quiet ${cflag[*]} -o $o"
            timed $fmt "$esize" rlottie "$file" "$run" "$frames" "$rl -r ${nflag[*]} '$f' $esize $esize | $ff $in -i - $enc $o"
            timed $fmt "$esize" thorvg "$file" "$run" "$frames" "$tv -j $tvjobs -r ${nflag[*]} '$f' $esize $esize | $ff $in -i - $enc $o"
            timed $fmt "$esize" floor "$file" "$run" "$frames" "$ff $in -i $raw $enc $o"
        done
    done
    rm -f "$raw" "$work/out.mp4" "$work/out.gif"
done

load1=$(cut -d' ' -f1-3 /proc/loadavg)
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
machine="$(nproc) cores ($cpu), $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), $(. /etc/os-release && echo "$PRETTY_NAME")"
rev=$(git -C "$root" rev-parse --short HEAD 2> /dev/null || echo "?")
python3 "$root/Benchmarks/lottie_table.py" "$res" \
    --run "$start, clipgen $rev, render-only pinned to CPU $pin, median of $runs runs (render) and $eruns (MP4, GIF), frames ${maxframes/#0/all}, load average $load0 at the start, $load1 at the end" \
    --machine "$machine" --thorvg "thorvg-python $thorver" --thorvg-jobs "$tvjobs" --markdown "$out/table.md" | tee "$out/summary.txt"
echo "(rows: $res; table: $out/table.md)" >&2
