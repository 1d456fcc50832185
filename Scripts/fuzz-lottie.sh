#!/usr/bin/env bash
# Fuzzes the Lottie importer (parse, then two frames rendered at 64×64) with libFuzzer.
#   Scripts/fuzz-lottie.sh [SECONDS] [debug|release]     (defaults: 600, release)
# Builds Fuzz/LottieFuzz (its own package, so the main package's products carry no sanitizer flag)
# with -sanitize=fuzzer, seeds a fresh temporary corpus with Fuzz/LottieFuzz/Seeds and the JSON files
# of the shared corpus ($CLIPGEN_LOTTIE_DIR, else ../shared/lottie beside the repository or beside the
# main checkout of a worktree; skipped when absent), and runs for SECONDS. A crash, a hang over 10 s per input (-timeout) or more than
# 2 GiB resident (-rss_limit_mb) is a finding: the reproducer is kept in .build/fuzz-lottie/ and the
# script exits non-zero. Replay one: Fuzz/LottieFuzz/.build/CONFIG/LottieFuzz FILE.
set -euo pipefail
seconds=${1:-600}
config=${2:-release}
root=$(cd "$(dirname "$0")/.." && pwd)
pkg=$root/Fuzz/LottieFuzz
out=$root/.build/fuzz-lottie
mkdir -p "$out" "$pkg/.build"
# Reuse the main package's fetched dependencies (no network, no second resolve).
for d in checkouts repositories; do
    [ -d "$pkg/.build/$d" ] || [ ! -d "$root/.build/$d" ] || cp -r "$root/.build/$d" "$pkg/.build/"
done
[ -f "$pkg/Package.resolved" ] || [ ! -f "$root/Package.resolved" ] || cp "$root/Package.resolved" "$pkg/"
start=$(date +%s)
(cd "$pkg" && swift build -c "$config" -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' || true)
bin=$pkg/.build/$config/LottieFuzz
[ -x "$bin" ] || { echo "fuzz-lottie: build failed"; exit 1; }
echo "fuzz-lottie: $config build $(($(date +%s) - start)) s"
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
cp "$pkg"/Seeds/*.json "$corpus/"
shared=${CLIPGEN_LOTTIE_DIR:-$root/../shared/lottie}
if [ -z "${CLIPGEN_LOTTIE_DIR:-}" ] && [ ! -d "$shared" ]; then # a git worktree: beside the main checkout
    common=$(git -C "$root" rev-parse --path-format=absolute --git-common-dir 2>/dev/null || true)
    [ -n "$common" ] && shared=$(dirname "$common")/../shared/lottie
fi
[ -d "$shared/corpus" ] && shared=$shared/corpus
if [ -d "$shared" ]; then
    n=0
    while IFS= read -r -d '' f; do n=$((n + 1)); cp "$f" "$corpus/shared-$n.json"; done < <(find "$shared" -name '*.json' -print0 | sort -z)
    echo "fuzz-lottie: seeds: $(ls "$pkg"/Seeds/*.json | wc -l) handcrafted + $n from $shared"
else
    echo "fuzz-lottie: seeds: handcrafted only ($shared not found)"
fi
set +e
"$bin" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 -max_len=1048576 \
    -dict="$pkg/lottie.dict" -artifact_prefix="$out/" -print_final_stats=1 >"$out/fuzz.log" 2>&1
rc=$?
set -e
grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::number_of_executed_units|^stat::average_exec_per_sec|^stat::peak_rss_mb' "$out/fuzz.log" || true
if [ $rc != 0 ]; then
    grep -E 'ERROR|SUMMARY|Fatal|Test unit written' "$out/fuzz.log" | head -8
    echo "fuzz-lottie: FINDING (log: $out/fuzz.log)"
    exit 1
fi
echo "fuzz-lottie: no finding in ${seconds} s"
