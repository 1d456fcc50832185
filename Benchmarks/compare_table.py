#!/usr/bin/env python3
"""Table of clipgen vs peers from Benchmarks/compare.sh output: the median over rounds of per-run
medians, or with --best the minimum over rounds (the least disturbed run of each; on a noisy VM the
two bracket the truth)."""
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
med = (lambda xs: min(xs) if xs else float("nan")) if best else (lambda xs: statistics.median(xs) if xs else float("nan"))
hdr = "| workload | " + " | ".join(f"clipgen[{i}]" for i in range(1, len(bins) + 1)) + " | Blend2D | Skia | Cairo | " + \
      " | ".join(f"[{i}]/Blend2D | [{i}]/Skia | [{i}]/Cairo" for i in range(1, len(bins) + 1)) + " |"
print(hdr); print("|" + "---|" * (hdr.count("|") - 1))
for n in names:
    b2, sk, ca = med(peers.get(("blend2d", n), [])), med(peers.get(("skia", n), [])), med(peers.get(("cairo", n), []))
    o = [med(ours.get((i, n), [])) for i in range(1, len(bins) + 1)]
    cells = [f"{x:.2f}" for x in o] + [f"{b2:.2f}", f"{sk:.2f}", f"{ca:.2f}"]
    for x in o: cells += [f"{x / b2:.2f}", f"{x / sk:.2f}", f"{x / ca:.2f}"]
    print(f"| {n} | " + " | ".join(cells) + " |")
for i, b in enumerate(bins, 1): print(f"[{i}] = {b}")
