#!/usr/bin/env python3
"""clipgen's whole render+encode pipeline against FFmpeg encoding the same frames alone.

Renders SCENE once as PNG frames, packs them into one raw RGBA file (kept in the page cache), then
runs, alternately for PAIRS pairs, both as whole processes:
  A  clipgen SCENE --mp4 (render + RGBA→YUV + x264, the defaults: 60 fps, veryfast, crf 20)
  B  ffmpeg -f rawvideo -pix_fmt rgba -s WxH -r 60 -i frames.rgba -c:v libx264 -preset veryfast
            -crf 20 -pix_fmt yuv420p out.mp4     (encode only: the frames cost it nothing)
and prints each pair, the medians, min/max, and the ratio A/B of the medians (goal: <= 0.9).

    python3 Benchmarks/pipeline_vs_ffmpeg.py [--pairs 5] [--scene twitter-launch]
        [--clipgen .build-rel/release/clipgen] [--workdir /tmp/clipgen-vs-ffmpeg] [--json]
"""
import argparse, glob, json, os, shutil, statistics, struct, subprocess, sys, time

def run_timed(cmd):
    t0 = time.monotonic()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - t0

def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return struct.unpack(">II", head[16:24])

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=5)
    ap.add_argument("--scene", default="twitter-launch")
    ap.add_argument("--clipgen", default=".build-rel/release/clipgen")
    ap.add_argument("--workdir", default="/tmp/clipgen-vs-ffmpeg")
    ap.add_argument("--preset", default="veryfast")
    ap.add_argument("--crf", type=int, default=20)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    ffmpeg = shutil.which("ffmpeg")
    if not ffmpeg:
        sys.exit("pipeline_vs_ffmpeg: ffmpeg is not on PATH (apt-get install ffmpeg)")
    os.makedirs(a.workdir, exist_ok=True)
    frames_dir = os.path.join(a.workdir, "frames")
    raw = os.path.join(a.workdir, "frames.rgba")
    shutil.rmtree(frames_dir, ignore_errors=True)
    subprocess.run([a.clipgen, a.scene, "--png-sequence", "--quiet", "-o", frames_dir + "/", "--fps", "60"], check=True)
    pngs = sorted(glob.glob(os.path.join(frames_dir, "*.png")))
    w, h = png_size(pngs[0])
    subprocess.run([ffmpeg, "-y", "-loglevel", "error", "-framerate", "60", "-i", os.path.join(frames_dir, "frame_%04d.png"),
                    "-f", "rawvideo", "-pix_fmt", "rgba", raw], check=True)
    n = os.path.getsize(raw) // (w * h * 4)
    with open(raw, "rb") as f:   # into the page cache
        while f.read(1 << 24): pass
    ours = [a.clipgen, a.scene, "--mp4", "--quiet", "--preset", a.preset, "--crf", str(a.crf), "-o", os.path.join(a.workdir, "clipgen.mp4")]
    theirs = [ffmpeg, "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", f"{w}x{h}", "-r", "60", "-i", raw,
              "-c:v", "libx264", "-preset", a.preset, "-crf", str(a.crf), "-pix_fmt", "yuv420p", os.path.join(a.workdir, "ffmpeg.mp4")]
    pairs = []
    for i in range(a.pairs):
        pa, pb = (run_timed(ours), run_timed(theirs)) if i % 2 == 0 else tuple(reversed((run_timed(theirs), run_timed(ours))))
        pairs.append((pa, pb))
        if not a.json:
            print(f"pair {i + 1}: clipgen {pa:.3f} s, ffmpeg encode-only {pb:.3f} s, ratio {pa / pb:.3f}")
    ma, mb = statistics.median(p[0] for p in pairs), statistics.median(p[1] for p in pairs)
    result = {"scene": a.scene, "width": w, "height": h, "frames": n, "pairs": a.pairs, "clipgen_median_s": ma, "ffmpeg_median_s": mb,
              "clipgen_min_max_s": [min(p[0] for p in pairs), max(p[0] for p in pairs)],
              "ffmpeg_min_max_s": [min(p[1] for p in pairs), max(p[1] for p in pairs)],
              "ratio_of_medians": ma / mb, "pair_ratios": [p[0] / p[1] for p in pairs]}
    if a.json:
        print(json.dumps(result))
    else:
        print(f"{a.scene} {w}×{h}, {n} frames, preset {a.preset}, crf {a.crf}, {os.cpu_count()} cores: "
              f"clipgen median {ma:.3f} s (min {result['clipgen_min_max_s'][0]:.3f}, max {result['clipgen_min_max_s'][1]:.3f}), "
              f"ffmpeg median {mb:.3f} s (min {result['ffmpeg_min_max_s'][0]:.3f}, max {result['ffmpeg_min_max_s'][1]:.3f}); "
              f"ratio {ma / mb:.3f} (goal <= 0.9)")

if __name__ == "__main__":
    main()
