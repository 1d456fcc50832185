#!/usr/bin/env python3
"""Converts the raster workloads (workloads.json, format clipgen-raster-workloads v1) into the flat,
whitespace-separated op list blend2d_bench reads. Numbers keep their exact double value (repr).

    python3 workloads_to_ops.py [WORKLOADS_JSON] OUT

Default input: Sources/ClipBench/Resources/workloads.json (a copy of the peers' file). Output:

    workloads 5 1920 1080
    workload ID NAME NOPS
    clear R G B A
    fill_rect X Y W H PAINT
    fill_circle CX CY R PAINT
    fill_round_rect X Y W H R PAINT
    fill_path nonzero|evenodd PATH PAINT
    stroke_path WIDTH butt|round|square miter|round|bevel PATH PAINT
    PATH  = path MX MY CLOSED(0|1) NCUBICS (X1 Y1 X2 Y2 X3 Y3)*
    PAINT = solid R G B A
          | linear X0 Y0 X1 Y1 NSTOPS (OFFSET R G B A)*
          | radial CX CY R NSTOPS (OFFSET R G B A)*

Every op is one line; colours are the JSON's 8-bit straight-alpha [r,g,b,a]. Gradients are always
drawn with extend pad, as raster_peers.py's Blend2DBackend does (other extends are rejected here).
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT = os.path.join(ROOT, "Sources", "ClipBench", "Resources", "workloads.json")


def num(x):
    return repr(float(x))


def color(c):
    if len(c) != 4 or any(not isinstance(v, int) or not 0 <= v <= 255 for v in c):
        raise ValueError(f"colour {c!r} is not four 8-bit integers")
    return " ".join(str(v) for v in c)


def stops(g):
    if g.get("extend", "pad") != "pad":
        raise ValueError(f"extend {g['extend']!r}: raster_peers.py's Blend2D backend draws pad only")
    return f"{len(g['stops'])} " + " ".join(f"{num(o)} {color(c)}" for o, c in g["stops"])


def paint(p):
    if "solid" in p:
        return "solid " + color(p["solid"])
    if "linear" in p:
        g = p["linear"]
        return f"linear {num(g['p0'][0])} {num(g['p0'][1])} {num(g['p1'][0])} {num(g['p1'][1])} " + stops(g)
    if "radial" in p:
        g = p["radial"]
        return f"radial {num(g['center'][0])} {num(g['center'][1])} {num(g['r'])} " + stops(g)
    raise ValueError(f"unknown paint {p!r}")


def path(p):
    out = [f"path {num(p['move'][0])} {num(p['move'][1])} {1 if p['close'] else 0} {len(p['cubics'])}"]
    for c in p["cubics"]:
        if len(c) != 6:
            raise ValueError(f"cubic {c!r} has not six numbers")
        out.append(" ".join(num(v) for v in c))
    return " ".join(out)


def op_line(op):
    k = op["op"]
    if k == "clear":
        return "clear " + color(op["color"])
    if k == "fill_rect":
        return "fill_rect " + " ".join(num(v) for v in op["rect"]) + " " + paint(op["paint"])
    if k == "fill_circle":
        return f"fill_circle {num(op['c'][0])} {num(op['c'][1])} {num(op['r'])} " + paint(op["paint"])
    if k == "fill_round_rect":
        return "fill_round_rect " + " ".join(num(v) for v in op["rect"]) + f" {num(op['r'])} " + paint(op["paint"])
    if k == "fill_path":
        if op["fill_rule"] not in ("nonzero", "evenodd"):
            raise ValueError(f"fill rule {op['fill_rule']!r}")
        return f"fill_path {op['fill_rule']} " + path(op["path"]) + " " + paint(op["paint"])
    if k == "stroke_path":
        if op["cap"] not in ("butt", "round", "square") or op["join"] not in ("miter", "round", "bevel"):
            raise ValueError(f"stroke cap/join {op['cap']!r}/{op['join']!r}")
        return f"stroke_path {num(op['width'])} {op['cap']} {op['join']} " + path(op["path"]) + " " + paint(op["paint"])
    raise ValueError(f"unknown op {k!r}")


def main():
    args = sys.argv[1:]
    if len(args) not in (1, 2):
        sys.exit(__doc__)
    src, out = (DEFAULT, args[0]) if len(args) == 1 else args
    doc = json.load(open(src))
    if doc.get("format") != "clipgen-raster-workloads" or doc.get("version") != 1:
        sys.exit(f"{src}: not a clipgen-raster-workloads v1 file")
    lines = [f"workloads {len(doc['workloads'])} {doc['width']} {doc['height']}"]
    for w in doc["workloads"]:
        lines.append(f"workload {w['id']} {w['name']} {len(w['ops'])}")
        lines.extend(op_line(op) for op in w["ops"])
    tmp = out + ".tmp"
    with open(tmp, "w") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, out)


if __name__ == "__main__":
    main()
