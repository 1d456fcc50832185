#!/usr/bin/env bash
# Shows that SwiftPM accepts clipgen as a version-tagged dependency: no product target carries
# unsafe build flags. Clones this checkout (with its uncommitted changes) into a temporary folder,
# tags it 0.0.1 there (the tag never leaves the clone), writes a tiny package that depends on it by
# file:// URL and `from: "0.0.1"`, resolves it and loads the package graph (`swift package
# show-dependencies`, where SwiftPM checks for unsafe flags); with --build it also builds the tiny
# package (all of clipgen once more) and runs its executable.
#   Scripts/check-tagged-dependency.sh [--build]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=0; [ "${1:-}" = "--build" ] && build=1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/clipgen-tagcheck.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# The variables that opt into unsafe flags are for this checkout's own builds, never a dependent's.
unset CLIPGEN_CPU CLIPGEN_UNCHECKED_EXCLUSIVITY

git clone -q --no-checkout "$root" "$tmp/clipgen"
git -C "$tmp/clipgen" checkout -q "$(git -C "$root" rev-parse HEAD)"
# Carry the working tree's uncommitted changes (tracked and new files) into the clone.
(cd "$root" && { git diff --name-only HEAD; git ls-files --others --exclude-standard; } | sort -u) | while read -r f; do
    if [ -e "$root/$f" ]; then mkdir -p "$tmp/clipgen/$(dirname "$f")"; cp "$root/$f" "$tmp/clipgen/$f"; else rm -f "$tmp/clipgen/$f"; fi
done
git -C "$tmp/clipgen" add -A
git -C "$tmp/clipgen" -c user.name=check -c user.email=check@localhost commit -q --allow-empty -m "working tree"
git -C "$tmp/clipgen" tag 0.0.1

mkdir -p "$tmp/user/Sources/user"
cat > "$tmp/user/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "user",
    dependencies: [.package(url: "file://$tmp/clipgen", from: "0.0.1")],
    targets: [
        .executableTarget(
            name: "user",
            dependencies: [.product(name: "ClipKit", package: "clipgen"), .product(name: "ClipgenCLI", package: "clipgen")])
    ]
)
SWIFT
cat > "$tmp/user/Sources/user/main.swift" <<'SWIFT'
import ClipgenCLI

let pulse = EngineScene(
    id: "pulse", title: "Pulse", keyTimes: [0.5], size: Size(200, 200), duration: 2
) { ctx in
    let root = Layer(frame: Rect(0, 0, 200, 200))
    let dot = LayerKit.disc(center: Point(100, 100), radius: 40, color: .red)
    dot.add(BasicAnimation(keyPath: .scale, from: 1, to: 1.3, duration: 1))
    root.addSublayer(dot)
    return root
}
ClipgenCLI.main(scenes: [pulse], includeBuiltInScenes: true)
SWIFT

cd "$tmp/user"
if ! out=$(swift package resolve 2>&1); then
    echo "tagged dependency: SwiftPM refused clipgen 0.0.1 as a dependency:"; echo "$out"; exit 1
fi
# Loading the package graph (not the resolve) is where SwiftPM rejects products with unsafe flags:
# "the target 'ClipRaster' in product 'ClipKit' contains unsafe build flags".
if ! out=$(swift package show-dependencies 2>&1 >/dev/null) || grep -q "unsafe build flags" <<<"$out"; then
    echo "tagged dependency: SwiftPM refused clipgen 0.0.1 as a dependency:"; echo "$out"; exit 1
fi
if [ $build = 1 ]; then
    swift build 2>&1 | tail -3
    first=$(.build/debug/user list --ids | head -1)
    [ "$first" = pulse ] || { echo "tagged dependency: the user's executable lists '$first' first, not its own scene 'pulse'"; exit 1; }
    .build/debug/user still pulse --at 0.5 --scale 1 -o "$tmp/pulse.png" >/dev/null
fi
echo "tagged dependency: SwiftPM accepts clipgen 0.0.1 by file:// URL and version (ClipKit, ClipgenCLI)$([ $build = 1 ] && echo '; the package builds and runs')"
