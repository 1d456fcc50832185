#!/usr/bin/env bash
# The first build of a package made by `clipgen new` (README, "Your own clips"): scaffolds Demo into a
# temporary folder against a clipgen checkout, resolves its dependencies (not timed; the checkout's
# clones are reused), then times one `swift build` from a build folder with nothing compiled.
# Prints wall and CPU time (user + sys: fairer than wall on a shared machine), the Swift files
# compiled and the modules they belong to.
#
#   Scripts/first-build.sh [--uikit] [--release] [CHECKOUT]
#       CHECKOUT: the clipgen checkout the package depends on (default: this one)
#       CLIPGEN: the clipgen binary that scaffolds (default: .build/debug/clipgen of this checkout)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd -P)
new_flags=() build_flags=() config=debug checkout=$root
for arg in "$@"; do
    case $arg in
    --uikit) new_flags+=(--uikit) ;;
    --release) build_flags+=(-c release) config=release ;;
    *) checkout=$(cd "$arg" && pwd -P) ;;
    esac
done
clipgen=${CLIPGEN:-$root/.build/debug/clipgen}
[ -x "$clipgen" ] || { echo "first-build: no clipgen binary at $clipgen (run 'swift build' first)" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/clipgen-first-build.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && "$clipgen" new Demo --clipgen-path "$checkout" "${new_flags[@]}" >/dev/null)
demo=$tmp/Demo
mkdir -p "$demo/.build"
[ ! -d "$root/.build/repositories" ] || cp -r "$root/.build/repositories" "$demo/.build/"
swift package --package-path "$demo" resolve >"$tmp/resolve.log" 2>&1 || { cat "$tmp/resolve.log"; exit 1; }
load=$(cut -d' ' -f1-3 /proc/loadavg)
/usr/bin/time -f "%e %U %S" -o "$tmp/time" swift build --package-path "$demo" "${build_flags[@]}" >"$tmp/build.log" 2>&1 \
    || { tail -20 "$tmp/build.log"; exit 1; }
read -r wall user sys <"$tmp/time"
modules=()
for d in "$demo/.build/$config"/*.build; do
    compgen -G "$d/*.swift.o" >/dev/null && modules+=("$(basename "$d" .build)")
done
files=$(find -L "$demo/.build/$config" -name '*.swift.o' | wc -l)
echo "first build of 'clipgen new Demo${new_flags[*]:+ ${new_flags[*]}}' ($config) against $checkout"
echo "  wall $wall s, CPU $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }') s (user $user, sys $sys); load average before: $load"
echo "  $files Swift files in ${#modules[@]} modules: ${modules[*]}"
