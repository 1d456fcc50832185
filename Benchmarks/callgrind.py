#!/usr/bin/env python3
"""Instructions per frame under callgrind (repeatable on a busy machine), clipgen and Blend2D.

    python3 Benchmarks/callgrind.py [--blend2d] [--out DIR] BIN [workload ...]

For each workload, BIN (a clipgen-rasterbench) runs under `valgrind --tool=callgrind` with
`--iterations 1` and `--iterations 3`; the difference / 2 is one frame, split by function into scan
conversion, sweep + compositing, gradient fetch and other. `--blend2d` does the same for Blend2D
through raster_peers.py's own Blend2DBackend (JIT code counted as one block). Valgrind 3.19 has no
AVX-512 and cannot read DWARF 5: both libraries run their AVX2 code, and BIN is measured through a
`strip --strip-debug` copy. Needs valgrind; --blend2d needs blend2d-python.
"""
import collections, os, re, subprocess, sys

PIX = 1920 * 1080
PEERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "bench", "peers", "raster_peers.py")
B2D = """import sys, importlib.util
spec = importlib.util.spec_from_file_location("rp", sys.argv[1]); rp = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rp)
w = [w for w in rp.load_workloads(False)["workloads"] if w["name"] == sys.argv[2]][0]
frame, _ = rp.Blend2DBackend().prepare(w)
for i in range(1 + int(sys.argv[3])): frame(False, i)
"""


def costs(path):
    out = subprocess.run(["callgrind_annotate", "--inclusive=no", "--threshold=100", path], capture_output=True, text=True, check=True).stdout
    d = collections.Counter()
    for line in out.splitlines():
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+(.*)$", line)
        if m and "PROGRAM TOTALS" not in m.group(2):
            d[m.group(2)] += int(m.group(1).replace(",", ""))
    return d


def category(name, blend2d):
    if blend2d:
        if "[???]" in name: return "JIT pipelines"
        return "library" if "blend2d" in name else "python/other"
    if re.search(r"linearSpan|radialSpan|radialFetch|radialOver|GradientShader|conic|lutSpan", name): return "gradient fetch (v3: radial spans with their blend)"
    if re.search(r"sweepSolidOver|sweepGradientOver|sweepRows|Sink|blendSpan|solidOverRun|spanImpl|fill32|Composite", name): return "sweep + compositing"
    if re.search(r"walk|line33|addLine|EdgeBuilder|StrokeEdges|Accumulator", name): return "scan conversion"
    return "other"


def frame_costs(cmd, out, tag, blend2d):
    runs = []
    for n in (1, 3):
        f = os.path.join(out, f"{tag}-{n}.cg")
        subprocess.run(["valgrind", "--tool=callgrind", "--smc-check=all", f"--callgrind-out-file={f}", *cmd(n)],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        runs.append(costs(f))
    per = collections.Counter()
    for k in set(runs[0]) | set(runs[1]):
        per[category(k, blend2d)] += (runs[1][k] - runs[0][k]) / 2
    return per


def main():
    args = sys.argv[1:]
    blend2d = "--blend2d" in args
    args = [a for a in args if a != "--blend2d"]
    out = "/tmp/clipgen-callgrind"
    if "--out" in args:
        i = args.index("--out"); out = args[i + 1]; del args[i:i + 2]
    os.makedirs(out, exist_ok=True)
    binary, names = args[0], args[1:] or ["circles", "blobs", "strokes", "gradients", "ui"]
    stripped = os.path.join(out, "rasterbench-stripped")
    subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
    for w in names:
        rows = [("clipgen", frame_costs(lambda n: [stripped, "--iterations", str(n), w], out, f"clipgen-{w}", False))]
        if blend2d:
            script = os.path.join(out, "b2d.py")
            open(script, "w").write(B2D)
            py = os.path.realpath(subprocess.run([sys.executable, "-c", "import sys; print(sys.executable)"], capture_output=True, text=True).stdout.strip())
            rows.append(("Blend2D", frame_costs(lambda n: [py, script, os.path.abspath(PEERS), w, str(n)], out, f"blend2d-{w}", True)))
        for lib, per in rows:
            tot = sum(per.values())
            parts = ", ".join(f"{k} {v / 1e6:.1f} M ({100 * v / tot:.0f} %)" for k, v in per.most_common())
            print(f"{w:10s} {lib:8s} {tot / 1e6:6.1f} M instructions/frame, {tot / PIX:5.1f}/pixel: {parts}", flush=True)


main()
