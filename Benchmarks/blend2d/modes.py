#!/usr/bin/env python3
"""Alternating rounds (the order rotated each round) of blend2d_bench at several --cpu modes (and, with --python, raster_peers.py's
blend2d-python run in the same rounds), then a table of the medians over rounds of the per-round
medians (ms), each mode's ratio to the first mode, and (with --python) the first mode's ratio to
the binding's time.

    python3 Benchmarks/blend2d/modes.py OUTDIR [--rounds 5] [--modes native,avx2,sse2]
                                        [--min-time 1.0] [--python] [--bin PATH] [--table-only]

Raw runs: OUTDIR/<lib>-<round>.json (raster_peers.py's --out shape).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PEERS = os.environ.get("PEERS", os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(HERE))), "shared", "bench",
                                             "peers", "raster_peers.py"))
NAMES = ["circles", "blobs", "strokes", "gradients", "ui"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--modes", default="native,avx2")
    ap.add_argument("--min-time", type=float, default=1.0)
    ap.add_argument("--python", action="store_true", help="also run raster_peers.py --libs blend2d each round")
    ap.add_argument("--bin", default=os.path.join(HERE, ".build", "blend2d_bench"))
    ap.add_argument("--table-only", action="store_true", help="only print the table of an earlier OUTDIR")
    a = ap.parse_args()
    modes = a.modes.split(",")
    if a.table_only:
        table(a.out, a.rounds, (["blend2d"] if a.python else []) + [f"blend2d-c-{m}" for m in modes])
        return
    os.makedirs(a.out, exist_ok=True)
    runs = (["python"] if a.python else []) + modes
    for r in range(1, a.rounds + 1):
        k = (r - 1) % len(runs)  # the order rotates each round: no run always goes first
        for m in runs[k:] + runs[:k]:
            if m == "python":
                subprocess.run([sys.executable, PEERS, "--libs", "blend2d", "--no-overhead", "--no-png", "--min-time",
                                str(a.min_time), "--out", os.path.join(a.out, f"blend2d-{r}.json")],
                               check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            else:
                subprocess.run([a.bin, "--cpu", m, "--min-time", str(a.min_time), "--json",
                                os.path.join(a.out, f"blend2d-c-{m}-{r}.json")], check=True, stderr=subprocess.DEVNULL)
        print(f"round {r}/{a.rounds} done", file=sys.stderr)
    libs = (["blend2d"] if a.python else []) + [f"blend2d-c-{m}" for m in modes]
    table(a.out, a.rounds, libs)


def table(out, rounds, libs):
    meds = {}
    for lib in libs:
        for r in range(1, rounds + 1):
            for row in json.load(open(os.path.join(out, f"{lib}-{r}.json")))["rows"]:
                meds.setdefault((lib, row["name"]), []).append(row["median_ms"])
    c = [l for l in libs if l.startswith("blend2d-c-")]
    pairs = [(l, c[0]) for l in c[1:]] + ([(c[0], "blend2d")] if "blend2d" in libs else [])
    print(f"{rounds} alternating rounds; ms = median over rounds of the per-round medians (range); "
          "a / b = median over rounds of the per-round ratios (range)")
    print("| workload | " + " | ".join(libs) + " | " + " | ".join(f"{x} / {y}" for x, y in pairs) + " |")
    print("|---|" + "---|" * (len(libs) + len(pairs)))
    for n in NAMES:
        if (libs[0], n) not in meds:
            continue
        cells = [f"{statistics.median(meds[(l, n)]):.2f} ({min(meds[(l, n)]):.2f}–{max(meds[(l, n)]):.2f})" for l in libs]
        for x, y in pairs:
            ratios = [p / q for p, q in zip(meds[(x, n)], meds[(y, n)])]
            cells.append(f"{statistics.median(ratios):.3f} ({min(ratios):.3f}–{max(ratios):.3f})")
        print(f"| {n} | " + " | ".join(cells) + " |")

if __name__ == "__main__":
    main()
