#!/usr/bin/env python3
"""Lists the public declarations of the library modules that have no `///` doc comment.

Reads the symbol graphs the compiler writes for the modules `import ClipKit` re-exports
(swift-symbolgraph-extract over the debug build's .swiftmodule files, so run `swift build` first),
keeps the symbols declared in this package at `public` or `open` access, and prints every one
without a doc comment as `path:line: kind name`. A member that implements a documented protocol
requirement inherits that documentation (as DocC shows it) and counts as documented.

ClipScenes is covered only for its protocol and support part (the files directly in
Sources/ClipScenes and in Sources/ClipScenes/Support), not the scenes themselves; ClipKit and
ClipSceneKit (the library's own targets) are covered whole when they exist.

Usage: Scripts/doc-coverage.py [--build-path .build/debug] [--summary] [--list]
Exit status: 0 when every symbol is documented, 1 when some are not, 2 on a setup error.
"""

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

MODULES = ["ClipKit", "ClipSceneKit", "ClipAnimation", "ClipGeometry", "ClipRaster", "ClipEncode", "ClipImage", "ClipPipeline", "ClipScenes", "ClipUIKit", "ClipgenCLI", "ClipgenScenes"]
# Modules that may not exist in every checkout (the library targets are being split out).
OPTIONAL = {"ClipKit", "ClipSceneKit"}
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def in_scope(module, path):
    rel = os.path.relpath(path, ROOT)
    if not rel.startswith(f"Sources/{module}/"):
        return False  # declared elsewhere (a re-export, another module's extension)
    if module == "ClipScenes":
        inner = rel[len("Sources/ClipScenes/") :]
        return "/" not in inner or inner.startswith("Support/")
    return True


def c_module_flags(build):
    flags = []
    for mm in ["Sources/CFreeType/module.modulemap", "Sources/CFontconfig/module.modulemap", "Sources/CFFmpeg/module.modulemap"]:
        flags += ["-Xcc", f"-fmodule-map-file={os.path.join(ROOT, mm)}"]
    for mm in glob.glob(os.path.join(build, "*.build", "module.modulemap")):
        flags += ["-Xcc", f"-fmodule-map-file={mm}"]
    for inc in glob.glob(os.path.join(ROOT, "Sources", "*", "include")):
        flags += ["-Xcc", f"-I{inc}"]
    try:
        cflags = subprocess.run(
            ["pkg-config", "--cflags", "freetype2", "fontconfig", "libavcodec", "libavformat", "libswscale", "libavutil"],
            capture_output=True, text=True, check=True,
        ).stdout.split()
        for f in cflags:
            flags += ["-Xcc", f]
    except (OSError, subprocess.CalledProcessError):
        pass
    return flags


def extract(module, build, out):
    modules = os.path.join(build, "Modules")
    if not os.path.isdir(modules):
        modules = build
    if not os.path.exists(os.path.join(modules, f"{module}.swiftmodule")):
        return None
    tool = shutil.which("swift-symbolgraph-extract")
    if tool is None:
        sys.exit("doc-coverage: swift-symbolgraph-extract not found (it ships with the Swift toolchain)")
    cmd = [
        tool, "-module-name", module, "-I", modules, "-output-dir", out,
        "-minimum-access-level", "public", "-skip-synthesized-members",
        "-target", "x86_64-unknown-linux-gnu",
    ] + c_module_flags(build)
    arch = subprocess.run(["uname", "-m"], capture_output=True, text=True).stdout.strip()
    if arch and arch != "x86_64":
        cmd[cmd.index("x86_64-unknown-linux-gnu")] = f"{arch}-unknown-linux-gnu"
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(r.stderr)
        sys.exit(f"doc-coverage: swift-symbolgraph-extract failed for {module}")
    return glob.glob(os.path.join(out, f"{module}*.symbols.json"))


def symbols_of(module, files):
    """(documented, missing) symbols of `module` declared in scope, deduplicated by precise id."""
    seen = {}
    for f in files:
        graph = json.load(open(f))
        for s in graph.get("symbols", []):
            if s.get("accessLevel") not in ("public", "open"):
                continue
            loc = s.get("location")
            if not loc:
                continue
            path = loc["uri"].removeprefix("file://")
            if not in_scope(module, path):
                continue
            uid = s["identifier"]["precise"]
            line = loc["position"]["line"] + 1
            name = ".".join(s.get("pathComponents", [])) or s["names"]["title"]
            kind = s["kind"]["identifier"].removeprefix("swift.")
            seen[uid] = (os.path.relpath(path, ROOT), line, kind, name, bool(s.get("docComment", {}).get("lines")))
    documented = [v for v in seen.values() if v[4]]
    missing = sorted(v for v in seen.values() if not v[4])
    return documented, missing


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build-path", default=os.path.join(ROOT, ".build", "debug"))
    ap.add_argument("--summary", action="store_true", help="per-module counts only")
    args = ap.parse_args()
    build = os.path.realpath(args.build_path)
    if not os.path.isdir(build):  # .build/debug is a link SwiftPM makes at the end of a build
        found = glob.glob(os.path.join(ROOT, ".build", "*-unknown-linux-gnu", "debug"))
        build = found[0] if found else build
    total_doc = total_missing = 0
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for m in MODULES:
            out = os.path.join(tmp, m)
            os.makedirs(out)
            files = extract(m, build, out)
            if files is None:
                if m not in OPTIONAL:
                    sys.exit(f"doc-coverage: no {m}.swiftmodule under {build} (run 'swift build' first)")
                continue
            documented, missing = symbols_of(m, files)
            total_doc += len(documented)
            total_missing += len(missing)
            rows.append((m, len(documented), len(missing), missing))
    if not args.summary:
        for _, _, _, missing in rows:
            for path, line, kind, name, _ in missing:
                print(f"{path}:{line}: {kind} {name}")
    for m, d, n, _ in rows:
        print(f"  {m}: {d} of {d + n} documented")
    total = total_doc + total_missing
    print(f"doc-coverage: {total_doc} of {total} public symbols documented, {total_missing} missing")
    return 1 if total_missing else 0


if __name__ == "__main__":
    sys.exit(main())
