#!/usr/bin/env python3
"""Table of clipgen vs peers from Benchmarks/compare.sh output: the median over rounds of per-run
medians, or with --best the minimum over rounds (the least disturbed run of each; on a noisy VM the
two bracket the truth). Runs of Benchmarks/blend2d's C harness in the same folder (compare.sh with
BLEND2D_C set; lib blend2d-c-MODE) add a column per mode and clipgen's ratio to it."""
import glob, json, os, statistics, sys
args = [a for a in sys.argv[1:] if a != "--best"]; best = "--best" in sys.argv
out = args[0]; bins = args[1:]
names = ["circles", "blobs", "strokes", "gradients", "ui"]
peers = {}
for p in sorted(glob.glob(os.path.join(out, "peers-*.json"))):
    for row in json.load(open(p))["rows"]:
        if "median_ms" in row: peers.setdefault((row["lib"], row["name"]), []).append(row["median_ms"])
ours = {}
for i, b in enumerate(bins, 1):
    for p in sorted(glob.glob(os.path.join(out, f"ours-{i}-*.json"))):
        for w in json.load(open(p))["workloads"]:
            ours.setdefault((i, w["name"]), []).append(w["median_ms"])
extra = sorted({lib for lib, _ in peers if lib.startswith("blend2d-c-")})
med = (lambda xs: min(xs) if xs else float("nan")) if best else (lambda xs: statistics.median(xs) if xs else float("nan"))
hdr = "| workload | " + " | ".join(f"clipgen[{i}]" for i in range(1, len(bins) + 1)) + " | Blend2D | Skia | Cairo | " + \
      " | ".join(f"[{i}]/Blend2D | [{i}]/Skia | [{i}]/Cairo" for i in range(1, len(bins) + 1)) + \
      "".join(" | " + lib for lib in extra) + \
      "".join(f" | [{i}]/{lib}" for lib in extra for i in range(1, len(bins) + 1)) + " |"
print(hdr); print("|" + "---|" * (hdr.count("|") - 1))
for n in names:
    b2, sk, ca = med(peers.get(("blend2d", n), [])), med(peers.get(("skia", n), [])), med(peers.get(("cairo", n), []))
    o = [med(ours.get((i, n), [])) for i in range(1, len(bins) + 1)]
    cells = [f"{x:.2f}" for x in o] + [f"{b2:.2f}", f"{sk:.2f}", f"{ca:.2f}"]
    for x in o: cells += [f"{x / b2:.2f}", f"{x / sk:.2f}", f"{x / ca:.2f}"]
    e = [med(peers.get((lib, n), [])) for lib in extra]
    cells += [f"{y:.2f}" for y in e] + [f"{x / y:.2f}" for y in e for x in o]
    print(f"| {n} | " + " | ".join(cells) + " |")
for i, b in enumerate(bins, 1): print(f"[{i}] = {b}")
