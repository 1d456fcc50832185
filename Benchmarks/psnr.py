#!/usr/bin/env python3
"""PSNR (RGB, 8-bit) of clipgen's bench PNGs against a peer's (default Blend2D's) pictures.

    python3 Benchmarks/psnr.py OUR_DIR [PEER_OUT_DIR] [--lib blend2d]
"""
import glob, math, os, sys
import numpy as np
from PIL import Image

def psnr(a, b):
    mse = np.mean((a.astype(np.float64) - b.astype(np.float64)) ** 2)
    return float("inf") if mse == 0 else 10 * math.log10(255 * 255 / mse)

def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    lib = "blend2d"
    if "--lib" in sys.argv: lib = sys.argv[sys.argv.index("--lib") + 1]; args = [a for a in args if a != lib]
    ours = args[0]
    peers = args[1] if len(args) > 1 else "/work/shared/bench/peers/out"
    for p in sorted(glob.glob(os.path.join(ours, "*_clipgen.png"))):
        base = os.path.basename(p).replace("_clipgen.png", "")
        q = os.path.join(peers, f"{base}_{lib}.png")
        if not os.path.exists(q):
            print(f"{base:14s} (no {lib} image)"); continue
        a = np.asarray(Image.open(p).convert("RGB")); b = np.asarray(Image.open(q).convert("RGB"))
        print(f"{base:14s} PSNR vs {lib}: {psnr(a, b):6.2f} dB   max |d| {int(np.abs(a.astype(int) - b.astype(int)).max())}")

if __name__ == "__main__":
    main()
