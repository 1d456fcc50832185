#!/usr/bin/env bash
# The scaffold test (`make scaffold-test`, part of `make test`):
#   1. `clipgen new Demo` into a temporary folder (the default dependency: this checkout, by path);
#   2. builds it, checks that it compiled neither clipgen's built-in scenes nor the Lottie importer
#      (ClipScenes, ClipLottie, JavaScriptCore: `lean`), renders a still of the example scene and checks
#      its pixels, checks that its CLI lists only its own scene and has no Lottie command, and renders
#      the README's MP4 (shortened);
#   3. changes the example's colour as a user would, rebuilds and checks the new colour; scaffolds a
#      `--uikit` package (iOS code on ClipUIKit), builds it (lean too) and checks a still of its spinner;
#   4. builds Examples/LaunchPulse and Examples/Shimmer (checking that neither recompiles clipgen) and
#      checks a still of each;
#   5. `clipgen new --clipgen-url file://CLONE --clipgen-version 0.0.1` against a tagged clone: SwiftPM
#      resolves it and loads its package graph (not built).
# All three packages build in ONE scratch folder (SCAFFOLD_SCRATCH, default .build-scaffold): they
# depend on the same checkout at the same path, so SwiftPM compiles clipgen as a dependency once
# and each later package only compiles its own module. Debug configuration (the cheapest build).
#
#   Scripts/scaffold-test.sh [CLIPGEN]     CLIPGEN: the clipgen binary (default .build/debug/clipgen)
# Prints one line per check, the time of each step and "scaffold: N passed, M failed".
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd -P)
clipgen=${1:-$root/.build/debug/clipgen}
# The steps run from temporary folders: make a relative binary path absolute first.
case $clipgen in /*) ;; *) clipgen=$(cd "$(dirname "$clipgen")" && pwd -P)/$(basename "$clipgen") ;; esac
scratch=${SCAFFOLD_SCRATCH:-$root/.build-scaffold}
swift=${SWIFT:-swift}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/clipgen-scaffold.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
times=()

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
pass() { echo "  ok    $1"; passed=$((passed + 1)); }
fail() { echo "  FAIL  $1"; failed=$((failed + 1)); }
# check NAME COMMAND...: runs the command, output indented, counts a pass or a failure.
check() {
    local name=$1; shift
    local out
    if out=$("$@" 2>&1); then pass "$name"; else fail "$name"; fi
    [ -z "$out" ] || sed 's/^/        /' <<<"$out"
}
# build LABEL PACKAGE_DIR PRODUCT: swift build in the shared scratch folder, timed. SwiftPM caches the
# build plan in the scratch folder and reuses it while no manifest it lists has changed, so a new root
# package would silently get the previous root's plan: --disable-build-manifest-caching plans each
# root afresh (about a second). The product is deleted first, so a stale binary cannot pass.
build() {
    local t0; t0=$(now)
    rm -f "$scratch/debug/$3"
    if "$swift" build --package-path "$2" --scratch-path "$scratch" --disable-build-manifest-caching >"$tmp/build-$3.log" 2>&1 \
        && [ -x "$scratch/debug/$3" ]; then
        pass "$1 builds ($(since "$t0") s)"; times+=("$1 build $(since "$t0") s")
    else
        fail "$1 builds"; grep -E "error|warning: .*unsafe" "$tmp/build-$3.log" | head -20 | sed 's/^/        /'
        [ -x "$scratch/debug/$3" ] || echo "        no $scratch/debug/$3 after the build"
        return 1
    fi
}
# still LABEL BINARY SCENE TIME PNG: renders one frame at scale 1, timed.
still() {
    local t0; t0=$(now)
    if "$2" still "$3" --at "$4" --scale 1 -o "$5" >/dev/null 2>"$tmp/still.err"; then
        pass "$1 renders a still of '$3' at $4 s ($(since "$t0") s)"; times+=("$1 still $(since "$t0") s")
    else
        fail "$1 renders a still of '$3': $(cat "$tmp/still.err")"
        return 1
    fi
}
contains() { [[ "$(cat "$1")" == *"$2"* ]]; }
# reuses LOG: the build compiled none of clipgen's modules (they came from the shared scratch folder).
reuses() { ! grep -m3 -E "Compiling (ClipGeometry|ClipRaster|ClipAnimation|ClipSceneKit|ClipScenes|ClipCLI) " "$1"; }
# lean PRODUCT: the user's executable holds nothing of clipgen's built-in scenes or Lottie importer. Its
# build plan (the scratch folder's description.json, planned afresh for this root) names none of their
# modules, the binary has no symbol of them, and it does not link JavaScriptCore. A package compiles
# only what it uses: ClipgenCLI alone, not the clipgen executable's ClipgenScenes and ClipgenLottie.
lean() {
    local bin=$scratch/debug/$1 found=() m
    local plan
    plan=$(python3 -c 'import json, sys; print(" ".join(json.load(open(sys.argv[1]))["targetDependencyMap"].get(sys.argv[2], ["(none)"])))' \
        "$scratch/debug/description.json" "$1") || return 1
    for m in ClipScenes ClipLottie ClipgenScenes ClipgenLottie CJavaScriptCore; do
        if [[ " $plan " == *" $m "* ]]; then found+=("$m in the build plan"); fi
    done
    for m in ClipScenes ClipLottie ClipgenScenes ClipgenLottie; do
        if nm "$bin" 2>/dev/null | grep -q "s${#m}${m}"; then found+=("$m symbols in $1"); fi
    done
    if ldd "$bin" | grep -qi javascriptcore; then found+=("$1 links JavaScriptCore"); fi
    [ "${#found[@]}" = 0 ] || { printf '%s\n' "${found[@]}"; return 1; }
}
# Pillow comes from Debian's python3-pil (make deps): prefer the system python3 that has it over
# another python3 first on PATH (a pyenv one, say).
pypil=python3
for p in /usr/bin/python3 python3; do if "$p" -c 'import PIL' 2>/dev/null; then pypil=$p; break; fi; done
pixels() { check "$1 pixels" "$pypil" "$root/Scripts/pixel-check.py" "${@:2}"; }

[ -x "$clipgen" ] || { echo "scaffold: no clipgen binary at $clipgen (run 'swift build' first)"; exit 1; }
# A fresh scratch folder fetches swift-argument-parser: reuse the checkout's clones when present.
if [ ! -d "$scratch/repositories" ] && [ -d "$root/.build/repositories" ]; then
    mkdir -p "$scratch" && cp -r "$root/.build/repositories" "$scratch/"
fi

echo "scaffold test (scratch folder $scratch):"
t0=$(now)
if (cd "$tmp" && "$clipgen" new Demo >"$tmp/new.out" 2>&1); then
    pass "clipgen new Demo ($(since "$t0") s)"; times+=("new $(since "$t0") s")
else
    fail "clipgen new Demo: $(cat "$tmp/new.out")"
fi
demo=$tmp/Demo
check "the manifest depends on this checkout by path" contains "$demo/Package.swift" ".package(name: \"clipgen\", path: \"$root\")"
check "the README has the build and render commands" contains "$demo/README.md" $'swift build -c release\n.build/release/Demo pulse --mp4'
out=$(cd "$tmp" && "$clipgen" new Demo 2>&1)
status=$?
if [ $status = 64 ] && [ "$(wc -l <<<"$out")" = 1 ] && grep -q "exists and is not empty" <<<"$out"; then
    pass "a second 'clipgen new Demo' is refused in one line"
else
    fail "a second 'clipgen new Demo' is refused in one line (status $status: $out)"
fi

# Pulse: 400 x 400 pt, disc of radius 52 at (200, 165), accent FF375F on 0E1726. At 2.0 s the disc
# has settled; (200, 205) is inside it below the play symbol. The corners stay background (rings
# reach 52 x 2.6 = 135 pt from the centre). The title is white text at y 270..310.
if build "Demo (scaffolded)" "$demo" Demo && check "Demo compiles neither the built-in scenes nor the Lottie importer" lean Demo \
    && still "Demo" "$scratch/debug/Demo" pulse 2.0 "$tmp/demo.png"; then
    pixels "Demo" "$tmp/demo.png" at:200,205=FF375F~6 at:5,5=0E1726~2 at:395,395=0E1726~2 any:100,265,300,310=FFFFFF~30
    # The project's CLI lists only its own scenes, under "Your scenes", and renders the README's MP4
    # (shortened and at half scale: a debug build).
    check "Demo list shows only its scene, under 'Your scenes'" \
        bash -c '[ "$("$1" list --ids)" = pulse ] && "$1" list | grep -q "^Your scenes (custom)"' _ "$scratch/debug/Demo"
    # Its --help names the package's executable and its own scene, not clipgen's built-in ones, and
    # its help and errors send the user to its own `list`, not clipgen's.
    check "Demo --help offers its own scene, not the built-in ones" \
        bash -c 'h=$("$1" --help) && grep -q "Demo pulse --mp4" <<<"$h" && grep -q "USAGE: Demo" <<<"$h" \
            && ! grep -qE "twitter-launch|test-card" <<<"$h" && "$1" still --help | grep -q "see .Demo list." \
            && { "$1" still nope 2>&1; true; } | grep -q "run .Demo list."' _ "$scratch/debug/Demo"
    # No Lottie command or option; a Lottie file is a one-line error naming the product that reads it.
    check "Demo has no Lottie command; a .json says to add ClipgenLottie" \
        bash -c 'h=$("$1" --help) && ! grep -qiE "lottie" <<<"$h" && ! "$1" still --help | grep -qE "assets|Lottie" \
            && e=$("$1" still anim.json 2>&1); [ $? = 64 ] && [ "$(wc -l <<<"$e")" = 1 ] && grep -q "ClipgenLottie" <<<"$e"' \
        _ "$scratch/debug/Demo"
    t0=$(now)
    if (cd "$tmp" && "$scratch/debug/Demo" pulse --mp4 --duration 0.5 --scale 0.5 >/dev/null 2>"$tmp/mp4.err") \
        && [ -s "$tmp/clips/pulse.mp4" ]; then
        pass "Demo renders clips/pulse.mp4 (0.5 s at scale 0.5: $(since "$t0") s)"
    else
        fail "Demo renders clips/pulse.mp4: $(cat "$tmp/mp4.err")"
    fi
    # The user edits the example's colour: an incremental build (only the user's module).
    sed -i 's/0xFF375F/0x30D158/' "$demo/Sources/Demo/Pulse.swift"
    if build "Demo after a colour edit" "$demo" Demo && still "Demo" "$scratch/debug/Demo" pulse 2.0 "$tmp/demo-green.png"; then
        pixels "Demo after the edit" "$tmp/demo-green.png" at:200,205=30D158~6 at:5,5=0E1726~2 none:0,0,400,400=FF375F~6
    fi
fi

# Spin (`clipgen new Spin --uikit`): the iOS spinner of Spinner.swift, 320 x 480 pt on white; dot k
# sits at k x 30 deg from 12 o'clock, 92 pt from (160, 240), system blue 007AFF fading 1 -> 0.1 over
# 1.2 s, k x 0.1 s behind dot 0. At 2.05 s dot 8 (80, 286) is the brightest (0.96: 0A7FFF on white),
# dot 2 (240, 194) at 1 - 0.9 x 0.65 / 1.2 (0.51: 7CBBFF), the centre is white.
t0=$(now)
if (cd "$tmp" && "$clipgen" new Spin --uikit >"$tmp/new-spin.out" 2>&1); then
    pass "clipgen new Spin --uikit ($(since "$t0") s)"
else
    fail "clipgen new Spin --uikit: $(cat "$tmp/new-spin.out")"
fi
if build "Spin (scaffolded, --uikit)" "$tmp/Spin" Spin && check "Spin compiles neither the built-in scenes nor the Lottie importer" lean Spin \
    && still "Spin" "$scratch/debug/Spin" spinner 2.05 "$tmp/spin.png"; then
    pixels "Spin" "$tmp/spin.png" at:80,286=0A7FFF~12 at:240,194=7CBBFF~16 at:160,240=FFFFFF~2 at:5,5=FFFFFF~2
fi

# LaunchPulse: 480 x 270 pt, icon FF9F0A (96 pt, centre 150,135) on 1C1433; pressed at 1.2 s,
# the icon springs back and "Beacon" (white, 40 pt bold) springs in at x 262..472, y 98..150.
if build "Examples/LaunchPulse" "$root/Examples/LaunchPulse" LaunchPulse \
    && still "LaunchPulse" "$scratch/debug/LaunchPulse" launch-pulse 3.2 "$tmp/launch.png"; then
    check "Examples/LaunchPulse reused clipgen's build" reuses "$tmp/build-LaunchPulse.log"
    pixels "LaunchPulse" "$tmp/launch.png" at:150,170=FF9F0A~6 at:5,5=1C1433~2 at:475,265=1C1433~2 \
        any:262,98,472,150=FFFFFF~30 any:40,20,260,250=FFC46B~60
fi

# Shimmer: 375 x 667 pt on 0B1D26; "Swipe to render" masks a gradient 2E6F73 | FFD166 | 2E6F73 whose
# gold peak crosses the label's middle at 1.5 s (locations animate 0 -> 1 over 3 s).
if build "Examples/Shimmer" "$root/Examples/Shimmer" Shimmer \
    && still "Shimmer" "$scratch/debug/Shimmer" shimmer 1.5 "$tmp/shimmer.png"; then
    check "Examples/Shimmer reused clipgen's build" reuses "$tmp/build-Shimmer.log"
    pixels "Shimmer" "$tmp/shimmer.png" at:5,5=0B1D26~2 at:370,660=0B1D26~2 any:150,500,225,548=FFD166~24 \
        any:37,500,110,548=2E6F73~24 none:37,500,110,548=FFD166~40 any:0,150,375,230=FFFFFF~20
fi

# --clipgen-url and --clipgen-version: the manifest `clipgen new` writes resolves against a tagged
# clone of this checkout (HEAD, tag 0.0.1 in the clone only) and SwiftPM loads its package graph,
# where it would refuse products with unsafe flags. Not built: that would compile clipgen again.
t0=$(now)
git clone -q --no-checkout "$root" "$tmp/clipgen" && git -C "$tmp/clipgen" checkout -q "$(git -C "$root" rev-parse HEAD)" \
    && git -C "$tmp/clipgen" tag 0.0.1 \
    && (cd "$tmp" && "$clipgen" new Tagged --clipgen-url "file://$tmp/clipgen" --clipgen-version 0.0.1 >/dev/null)
mkdir -p "$tmp/tagged-scratch" && { [ ! -d "$scratch/repositories" ] || cp -r "$scratch/repositories" "$tmp/tagged-scratch/"; }
if out=$(env -u CLIPGEN_CPU -u CLIPGEN_UNCHECKED_EXCLUSIVITY "$swift" package --package-path "$tmp/Tagged" \
    --scratch-path "$tmp/tagged-scratch" show-dependencies 2>&1) && ! grep -q "unsafe build flags" <<<"$out" \
    && grep -q "clipgen<.*/clipgen@0.0.1>" <<<"$out"; then
    pass "clipgen new --clipgen-url file://… --clipgen-version 0.0.1: SwiftPM resolves and loads it ($(since "$t0") s)"
else
    fail "clipgen new --clipgen-url … --clipgen-version 0.0.1: $(tail -5 <<<"$out")"
fi

echo "scaffold times: ${times[*]/%/;}"
echo "scaffold: $passed passed, $failed failed"
[ "$failed" = 0 ]
