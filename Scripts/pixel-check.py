#!/usr/bin/env python3
"""Checks pixels of a PNG (Pillow). Used by Scripts/scaffold-test.sh.

    pixel-check.py IMAGE CHECK...

Each CHECK is one of (coordinates in pixels, colours as RRGGBB, TOL the largest channel difference):
    at:X,Y=RRGGBB~TOL           the pixel at (X, Y) is that colour
    any:X0,Y0,X1,Y1=RRGGBB~TOL  some pixel in the box [X0, X1) x [Y0, Y1) is that colour
    none:X0,Y0,X1,Y1=RRGGBB~TOL no pixel in the box is that colour
Prints one line per check; exits 1 if any fails, 2 on a bad argument or unreadable image.
"""
import sys

from PIL import Image


def parse(check):
    kind, _, rest = check.partition(":")
    where, _, colour = rest.partition("=")
    hex_colour, _, tol = colour.partition("~")
    nums = [int(v) for v in where.split(",")]
    rgb = tuple(int(hex_colour[i:i + 2], 16) for i in (0, 2, 4))
    expected = {"at": 2, "any": 4, "none": 4}.get(kind)
    if expected != len(nums) or len(hex_colour) != 6:
        raise ValueError(check)
    return kind, nums, rgb, int(tol or 0)


def close(p, rgb, tol):
    return max(abs(a - b) for a, b in zip(p[:3], rgb)) <= tol


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        image = Image.open(argv[1]).convert("RGB")
        checks = [parse(c) for c in argv[2:]]
    except (OSError, ValueError) as e:
        print(f"pixel-check: {e}", file=sys.stderr)
        return 2
    px = image.load()
    w, h = image.size
    failed = 0
    for text, (kind, nums, rgb, tol) in zip(argv[2:], checks):
        if kind == "at":
            x, y = nums
            got = px[x, y] if 0 <= x < w and 0 <= y < h else None
            ok = got is not None and close(got, rgb, tol)
            detail = "outside the image" if got is None else "got %02X%02X%02X" % got
        else:
            x0, y0, x1, y1 = max(nums[0], 0), max(nums[1], 0), min(nums[2], w), min(nums[3], h)
            hits = [(x, y) for y in range(y0, y1) for x in range(x0, x1) if close(px[x, y], rgb, tol)]
            ok = bool(hits) if kind == "any" else not hits
            detail = "%d matching pixels" % len(hits) + (" (first at %d,%d)" % hits[0] if hits else "")
        print(("  ok    " if ok else "  FAIL  ") + f"{text}: {detail}")
        failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
