#!/usr/bin/env python3
"""Summarises Benchmarks/lottie.sh's results.tsv: per-file medians, totals, the goal ratios, and a
Markdown table for Benchmarks/README.md.

    python3 Benchmarks/lottie_table.py results.tsv [--run TEXT] [--machine TEXT] [--markdown OUT]

Per (part, size, tool, file): the median over runs of the tool's own render time (render part) or
the chain's wall time (mp4, gif). Totals sum those medians over the files. A ratio between two
tools is taken over the files both finished (a failed file is named).
"""
import argparse
import csv
import statistics
import sys
from collections import defaultdict

TOOLS = ["clipgen", "rlottie", "thorvg", "floor"]
LABEL = {
    "clipgen": "clipgen",
    "rlottie": "rlottie 0.1 (Debian)",
    "thorvg": "ThorVG",
    "floor": "FFmpeg alone on pre-rendered raw frames (the floor)",
}


def load(path):
    runs = defaultdict(list)  # (part, size, tool, file) -> [(own, wall, cpu)]
    failed = defaultdict(set)  # (part, size, tool) -> {file}
    frames = {}
    order = []
    with open(path) as f:
        for row in csv.DictReader(f, delimiter="\t"):
            key = (row["part"], int(row["size"]), row["tool"], row["file"])
            if row["file"] not in order:
                order.append(row["file"])
            frames[row["file"]] = int(row["frames"])
            if row["status"] != "ok":
                failed[key[:3]].add(row["file"])
                continue
            runs[key].append((float(row["own_s"]), float(row["wall_s"]), float(row["cpu_s"])))
    med = {}
    for key, v in runs.items():
        if key[3] in failed[key[:3]]:
            continue
        med[key] = tuple(statistics.median(x[i] for x in v) for i in range(3))
    return med, failed, frames, order


def total(med, part, size, tool, files, idx=0):
    vals = [med[(part, size, tool, f)][idx] for f in files if (part, size, tool, f) in med]
    return sum(vals) if len(vals) == len(files) else None


def fmt(v, nd=2):
    return "–" if v is None else f"{v:.{nd}f}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results")
    ap.add_argument("--run", default="")
    ap.add_argument("--machine", default="")
    ap.add_argument("--thorvg", default="thorvg-python")
    ap.add_argument("--thorvg-jobs", default="1")
    ap.add_argument("--markdown")
    a = ap.parse_args()
    med, failed, frames, order = load(a.results)
    parts = sorted({(k[0], k[1]) for k in med}, key=lambda p: (["render", "mp4", "gif"].index(p[0]), p[1]))
    out = []
    p = out.append
    nframes = sum(frames[f] for f in order)
    p(f"{len(order)} files, {nframes} frames. {a.run}")
    if a.machine:
        p(f"machine: {a.machine}")
    for part, size in parts:
        tools = [t for t in TOOLS if any((part, size, t, f) in med for f in order)]
        what = "own render s (process CPU s)" if part == "render" else "wall s (process CPU s)"
        p("")
        p(f"{part} {size}x{size}: {what}, median per file")
        p("file".ljust(44) + "frames".rjust(7) + "".join(t.rjust(18) for t in tools))
        for f in order:
            cells = []
            for t in tools:
                m = med.get((part, size, t, f))
                cells.append(("FAILED" if f in failed[(part, size, t)] else "–") if m is None else f"{m[0]:.3f} ({m[2]:.2f})")
            p(f[:44].ljust(44) + str(frames[f]).rjust(7) + "".join(c.rjust(18) for c in cells))
        cells = []
        for t in tools:
            ok = [f for f in order if (part, size, t, f) in med]
            own, cpu = (sum(med[(part, size, t, f)][i] for f in ok) for i in (0, 2))
            cells.append(f"{own:.2f} ({cpu:.2f})" + ("*" if len(ok) < len(order) else ""))
        p("TOTAL".ljust(44) + str(nframes).rjust(7) + "".join(c.rjust(18) for c in cells))

    def ratio(part, size, a_tool, b_tool, idx=0):
        """a / b over the files both finished, and the files left out (idx 2: process CPU)."""
        both = [f for f in order if (part, size, a_tool, f) in med and (part, size, b_tool, f) in med]
        if not both:
            return None, order
        sa = sum(med[(part, size, a_tool, f)][idx] for f in both)
        sb = sum(med[(part, size, b_tool, f)][idx] for f in both)
        return (sa / sb if sb > 0 else None), [f for f in order if f not in both]

    goals = []

    def goal(text, r, left, ok, cpu=None):
        verdict = "–" if r is None else ("met" if ok(r) else "MISSED")
        note = f" (without {', '.join(left)})" if left and r is not None else ""
        cpu_note = f" (process CPU time: {fmt(cpu)})" if cpu is not None else ""
        goals.append(f"{text}: {fmt(r)}{note} — {verdict}{cpu_note}")

    sizes = sorted({s for (pt, s) in parts if pt == "render"})
    for s in sizes:
        r, left = ratio("render", s, "clipgen", "rlottie")
        cpu, _ = ratio("render", s, "clipgen", "rlottie", 2)
        goal(f"render-only {s}², clipgen / rlottie (goal ≤ 1.0 at 1080²)", r, left, lambda x: x <= 1.0, cpu)
        r, left = ratio("render", s, "clipgen", "thorvg")
        cpu, _ = ratio("render", s, "clipgen", "thorvg", 2)
        goals.append(f"render-only {s}², clipgen / ThorVG: {fmt(r)} (process CPU time: {fmt(cpu)})")
    for part, label in (("mp4", "MP4"), ("gif", "GIF")):
        for s in sorted({s for (pt, s) in parts if pt == part}):
            r, left = ratio(part, s, "clipgen", "floor")
            cpu, _ = ratio(part, s, "clipgen", "floor", 2)
            goal(f"file → {label} {s}², clipgen / FFmpeg floor (goal ≤ 1.2)", r, left, lambda x: x <= 1.2, cpu)
            r, left = ratio(part, s, "rlottie", "clipgen")
            cpu, _ = ratio(part, s, "rlottie", "clipgen", 2)
            goal(f"file → {label} {s}², (rlottie | ffmpeg) / clipgen (goal ≥ 1.7)", r, left, lambda x: x >= 1.7, cpu)
            r, left = ratio(part, s, "thorvg", "clipgen")
            goals.append(f"file → {label} {s}², (ThorVG | ffmpeg) / clipgen: {fmt(r)}" + (f" (without {', '.join(left)})" if left else ""))
    p("")
    p("goals (same-run ratios of the totals):")
    out.extend("  " + g for g in goals)

    # Markdown: one row per chain, one column per measurement.
    cols = parts
    head = ["chain"] + [
        (f"render all frames, {s}²" if pt == "render" else f"file → {pt.upper()}, {s}²") for pt, s in cols
    ]
    rows = []
    chains = [
        ("clipgen", "clipgen (in-process pipeline)"),
        ("rlottie", "rlottie 0.1 (Debian) piped into ffmpeg"),
        ("thorvg", f"ThorVG ({a.thorvg}) piped into ffmpeg" + (f" ({a.thorvg_jobs} instances)" if a.thorvg_jobs != "1" else "")),
        ("floor", LABEL["floor"]),
    ]
    for tool, label in chains:
        cells = []
        for pt, s in cols:
            t = total(med, pt, s, tool, order)
            left = failed[(pt, s, tool)]
            if t is None and not left and not any((pt, s, tool, f) in med for f in order):
                cells.append("n/a")
            elif t is None:
                ok = [f for f in order if (pt, s, tool, f) in med]
                why = f"fails on {', '.join(sorted(left))}" if left else "incomplete run"
                cells.append(f"{sum(med[(pt, s, tool, f)][0] for f in ok):.2f} s ({why})")
            else:
                cpu = total(med, pt, s, tool, order, 2)
                cells.append(f"{t:.2f} s (CPU {cpu:.2f} s)")
        rows.append([label] + cells)
    md = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    md += ["| " + " | ".join(r) + " |" for r in rows]
    md.append("")
    md += ["- " + g for g in goals]
    md.append("")
    # per file, the 1080² (largest) render and the encode chains
    big = [(pt, s) for pt, s in cols if pt != "render" or s == max(sizes, default=s)]
    md.append("| file | frames | " + " | ".join(f"{pt} {s}²: clipgen / rlottie / ThorVG" + (" / floor" if pt != "render" else "") for pt, s in big) + " |")
    md.append("|" + "---|" * (2 + len(big)))
    for f in order:
        cells = []
        for pt, s in big:
            ts = ["clipgen", "rlottie", "thorvg"] + (["floor"] if pt != "render" else [])
            cells.append(" / ".join(fmt(med[(pt, s, t, f)][0]) if (pt, s, t, f) in med else ("fail" if f in failed[(pt, s, t)] else "–") for t in ts))
        md.append(f"| {f.removesuffix('.json')} | {frames[f]} | " + " | ".join(cells) + " |")
    p("")
    p("Markdown:")
    out.extend(md)
    print("\n".join(out))
    if a.markdown:
        with open(a.markdown, "w") as fh:
            fh.write(f"{a.run}\n\nMachine: {a.machine}\n\n" + "\n".join(md) + "\n")


if __name__ == "__main__":
    sys.exit(main())
