#!/usr/bin/env python3
"""A/B timing of clipgen-rasterbench binaries on a noisy machine: runs them alternately for
ROUNDS rounds (--iterations 30 each) and prints, per workload, the median and the minimum of the
per-run medians, and each binary's ratio to the first.

    python3 Benchmarks/ab.py ROUNDS BIN_A BIN_B [...] [-- workload ...]
"""
import json, statistics, subprocess, sys

def main():
    args = sys.argv[1:]
    rounds = int(args.pop(0))
    names = []
    if "--" in args:
        i = args.index("--"); names = args[i + 1:]; args = args[:i]
    bins = args
    runs = {b: {} for b in bins}
    for _ in range(rounds):
        for b in bins:
            out = subprocess.run([b, "--iterations", "30", "--json", *names], capture_output=True, text=True, check=True).stdout
            for w in json.loads(out)["workloads"]:
                runs[b].setdefault(w["name"], []).append(w["median_ms"])
    wl = list(runs[bins[0]].keys())
    print("workload   " + "".join(f"{'[%d] med/min' % i:>18}" for i in range(len(bins))) + "".join(f"{'[%d]/[0]' % i:>9}" for i in range(1, len(bins))))
    for w in wl:
        meds = [statistics.median(runs[b][w]) for b in bins]
        mins = [min(runs[b][w]) for b in bins]
        print(f"{w:10s} " + "".join(f"{m:9.2f}/{n:<8.2f}" for m, n in zip(meds, mins)) + "".join(f"{meds[i] / meds[0]:9.3f}" for i in range(1, len(bins))))
    for i, b in enumerate(bins): print(f"[{i}] = {b}")

if __name__ == "__main__":
    main()
