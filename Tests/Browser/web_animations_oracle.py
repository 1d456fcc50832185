#!/usr/bin/env python3
"""Chromium as an oracle for the engine's CAMediaTiming (issue #26): random top-level timings
(fixed seed) mapped one to one onto Web Animations, evaluated by Chromium's own implementation
(headless Debian chromium, Selenium), recorded in a fixture that `WebAnimationsOracleTests` compares
the engine against on every `swift test`.

The mapping (Sources/ClipAnimation/README.md, "Timing vs Web Animations", says why each holds):

    CA (top level)                     Web Animations
    beginTime b, speed s               Animation start time b, playbackRate s: the current time is
                                       (parent time - b) * s, CA's e = (t - beginTime) * speed.
                                       ("delay" mapping, b >= 0, s > 0: start time 0 and
                                       delay = b * s, i.e. local time t * s minus delay b * s.)
    duration d (0 = 0.25 s)            duration d (ms)
    autoreverses                       direction "alternate"; a WA iteration is one leg of d
    repeatCount n / repeatDuration r   iterations = active duration / d: n (2n when autoreversing),
                                       Infinity, or r / d
    timeOffset o (>= 0)                iterationStart = o / d
    fillMode + removedOnCompletion     fill: backwards from fillMode, forwards from fillMode unless
                                       removedOnCompletion
    timingFunction (control points)    easing cubic-bezier(...); the named ones as CSS keywords

Chromium gets each sample's current time directly (a paused animation's hold time, timeline null),
so boundary samples are exact: every grid value is a multiple of 1/16 s or of d/8, so the engine
(seconds) and Chromium (milliseconds, divided by 1000) compute boundaries without rounding.
The playback rate is still set on the animation: WA's phase boundaries depend on its sign.

Per sample the fixture holds Chromium's eased progress, its progress with linear easing (the
directed progress, CA's f), currentIteration and localTime; per case its activeDuration. Samples off
the boundaries (start-time mapping) are also evaluated on the live document timeline ("live"), with
the start time and playbackRate set and Chromium computing the current time itself.

    python3 Tests/Browser/web_animations_oracle.py            # --check: Chromium must reproduce the fixture
    python3 Tests/Browser/web_animations_oracle.py --write    # regenerate the fixture (make oracle-fixture)

Prints one line per check and a closing line "browser: N passed, M failed"; exits non-zero on failure.
"""
import argparse
import json
import math
import os
import random
import sys
import time

from browser_support import ROOT, Checks, find_browser, start_chromium  # noqa: E402

SEED = 26
CASES = 300
FIXTURE = os.path.join(ROOT, "Tests/ClipAnimationTests/Fixtures/web-animations-oracle.json")
# CA's named curves and the CSS keyword with the same control points.
NAMED = {"linear": "linear", "easeIn": "ease-in", "easeOut": "ease-out", "easeInEaseOut": "ease-in-out",
         "default": "ease"}
NEAR = 1e-4       # local seconds either side of a phase boundary ("near" samples)
WITHIN_US = 5e-7  # local seconds inside Chromium's 1 µs boundary tolerance ("tolerance" samples)


def active_duration(ca):
    d = ca["duration"] or 0.25
    if ca["repeatDuration"] > 0:
        return ca["repeatDuration"]
    n = ca["repeatCount"] or 1
    return math.inf if math.isinf(n) else n * (2 * d if ca["autoreverses"] else d)


def web_timing(ca, mapping):
    """The WA timing dictionary and playback rate for a CA timing (see the module doc)."""
    d = ca["duration"] or 0.25
    ad = active_duration(ca)
    fills_back = ca["fillMode"] in ("backwards", "both")
    fills_fwd = ca["fillMode"] in ("forwards", "both") and not ca["removedOnCompletion"]
    fill = {(False, False): "none", (True, False): "backwards", (False, True): "forwards", (True, True): "both"}
    tf = ca["timingFunction"]
    if tf is None:
        easing = "linear"
    elif "name" in tf:
        easing = NAMED[tf["name"]]
    else:
        easing = "cubic-bezier({},{},{},{})".format(*tf["controlPoints"])
    timing = {"duration": d * 1000, "iterations": ad / d, "iterationStart": ca["timeOffset"] / d,
              "direction": "alternate" if ca["autoreverses"] else "normal", "fill": fill[(fills_back, fills_fwd)],
              "easing": easing, "delay": ca["beginTime"] * ca["speed"] * 1000 if mapping == "delay" else 0}
    return timing, ca["speed"]


def local_time(ca, mapping, t):
    """WA local time (seconds) at parent time t: (t - b) * s, or t * s with the delay mapping."""
    return t * ca["speed"] if mapping == "delay" else (t - ca["beginTime"]) * ca["speed"]


def exact(ca, mapping, t, e):
    """Whether parent time t gives elapsed time e exactly in the engine and in Chromium."""
    s, b = ca["speed"], ca["beginTime"]
    if (t - b) * s != e:
        return False
    local = local_time(ca, mapping, t)
    if mapping == "delay" and local - b * s != e:
        return False
    return (local * 1000) / 1000 == local


def parent_time(ca, mapping, e, need_exact):
    """A parent time whose elapsed time is e (exactly, if need_exact; None when no double is)."""
    s, b = ca["speed"], ca["beginTime"]
    t = b + e / s
    if not need_exact:
        return t
    for k in range(9):
        for toward in (math.inf, -math.inf):
            c = t
            for _ in range(k):
                c = math.nextafter(c, toward)
            if exact(ca, mapping, c, e):
                return c
    return None


def make_case(rng):
    d = rng.choice([0] + [k / 16 for k in range(1, 41)]) if rng.random() > 0.05 else 0
    ca = {"beginTime": rng.randint(-16, 32) / 16, "duration": d,
          "speed": rng.choice([1, 1, 1, 1, 2, 0.5, 4, 0.25, 1.5, 0.75, 3, -1, -0.5, -2, 0]),
          "timeOffset": 0, "repeatCount": 0, "repeatDuration": 0, "autoreverses": rng.random() < 0.35,
          "fillMode": rng.choice(["removed", "forwards", "backwards", "both"]),
          "removedOnCompletion": rng.random() < 0.5, "timingFunction": None}
    de = d or 0.25
    r = rng.random()
    if r < 0.45:
        ca["repeatCount"] = rng.choice([0, 1, 2, 3, 0.5, 1.5, 2.25, 2.75, 0.25])
    elif r < 0.6:
        ca["repeatCount"] = math.inf
    else:
        ca["repeatDuration"] = rng.randint(1, 16) / 4 * de
    if rng.random() < 0.5:
        ca["timeOffset"] = rng.randint(1, 15) / 8 * de
    r = rng.random()
    if r < 0.25:
        ca["timingFunction"] = {"name": rng.choice(list(NAMED))}
    elif r < 0.8:
        ca["timingFunction"] = {"controlPoints": [round(rng.random(), 3), round(rng.uniform(-0.6, 1.6), 3),
                                                  round(rng.random(), 3), round(rng.uniform(-0.6, 1.6), 3)]}
    mapping = "delay" if ca["speed"] > 0 and rng.random() < 0.25 else "startTime"
    return ca, mapping


def make_samples(rng, ca, mapping):
    """[[parent time, kind], ...]: kind b = exact boundary, n = near one, r = random, t = within 1 µs."""
    d = ca["duration"] or 0.25
    ad = active_duration(ca)
    p = 2 * d if ca["autoreverses"] else d
    out = []
    if ca["speed"] == 0:
        return [[rng.randint(-64, 96) / 16, "r"] for _ in range(3)] + [[round(rng.uniform(-2, 6), 6), "r"]]
    bounds = [0.0] + ([ad] if math.isfinite(ad) else [])
    j = math.floor(ca["timeOffset"] / d) + 1
    inner = []
    while len(inner) < 40:
        e = j * d - ca["timeOffset"]
        if e >= ad:
            break
        if e > 0:
            inner.append(e)
        j += 1
    bounds += inner[:3] + inner[-1:] if len(inner) > 3 else inner
    for e in bounds:
        t = parent_time(ca, mapping, e, True)
        if t is not None:
            out.append([t, "b"])
    for e in [-NEAR, NEAR] + ([ad - NEAR, ad + NEAR] if math.isfinite(ad) else []):
        out.append([parent_time(ca, mapping, e, False), "n"])
    if mapping == "startTime" and ca["speed"] > 0 and rng.random() < 0.1:
        for e in [-WITHIN_US] + ([ad - WITHIN_US] if math.isfinite(ad) else []):
            out.append([parent_time(ca, mapping, e, False), "t"])
    span = ad if math.isfinite(ad) else 4 * p
    for _ in range(4):
        out.append([parent_time(ca, mapping, rng.uniform(-0.25, 1.25) * span, False), "r"])
    return out


def generate():
    rng = random.Random(SEED)
    cases = []
    for i in range(CASES):
        ca, mapping = make_case(rng)
        timing, rate = web_timing(ca, mapping)
        samples = make_samples(rng, ca, mapping)
        cases.append({"id": i, "ca": ca, "mapping": mapping, "web": {"timing": timing, "playbackRate": rate},
                      "samples": [{"t": t, "kind": k, "localTimeMs": local_time(ca, mapping, t) * 1000}
                                  for t, k in samples]})
    return cases


EVALUATE = r"""
const cases = arguments[0];
const num = (x) => (x === Infinity ? "inf" : x === -Infinity ? "-inf" : x);
return cases.map((c) => {
  const timing = Object.assign({}, c.timing, {iterations: Number(c.timing.iterations)});
  const eased = new KeyframeEffect(null, [{opacity: 0}, {opacity: 1}], timing);
  const linear = new KeyframeEffect(null, [{opacity: 0}, {opacity: 1}], Object.assign({}, timing, {easing: "linear"}));
  const a = new Animation(eased, null), b = new Animation(linear, null);
  a.playbackRate = c.rate; b.playbackRate = c.rate;
  // The same effect on the live document timeline (frozen during this script), started so that
  // timeline time T0 is the sample's parent time: Chromium computes (T0 - start time) * playbackRate.
  const liveEffect = new KeyframeEffect(null, [{opacity: 0}, {opacity: 1}], timing);
  const live = new Animation(liveEffect, document.timeline);
  live.playbackRate = c.rate;
  const T0 = document.timeline.currentTime;
  const rows = c.times.map((ms, i) => {
    a.currentTime = ms; b.currentTime = ms;
    const e = eased.getComputedTiming(), l = linear.getComputedTiming();
    const row = [e.progress, l.progress, num(e.currentIteration), e.localTime];
    if (c.live[i] !== null) {
      live.startTime = T0 - c.live[i];
      const v = liveEffect.getComputedTiming();
      row.push([v.progress, v.localTime]);
    }
    return row;
  });
  return {activeDuration: num(eased.getComputedTiming().activeDuration), rows: rows};
});
"""


def live_ms(c, s):
    """For the live-timeline evaluation: parent time - beginTime in ms (start-time mapping, samples off
    the boundaries: the timeline's own time adds rounding a boundary sample cannot take), else None."""
    if c["mapping"] != "startTime" or s["kind"] not in ("r", "n"):
        return None
    return (s["t"] - c["ca"]["beginTime"]) * 1000


def run_chromium(cases):
    chromium, driver_path = find_browser()
    if not chromium or not driver_path:
        raise RuntimeError("chromium or chromedriver missing (run 'make browser-deps')")
    drv = start_chromium(chromium, driver_path, "320,240")
    try:
        drv.get("about:blank")
        version = drv.capabilities.get("browserVersion", "?")
        # JSON has no infinity: iterations go over as the string "Infinity", which Number() reads back.
        arg = [{"timing": {k: "Infinity" if v == math.inf else v for k, v in c["web"]["timing"].items()},
                "rate": c["web"]["playbackRate"], "times": [s["localTimeMs"] for s in c["samples"]],
                "live": [live_ms(c, s) for s in c["samples"]]} for c in cases]
        res = drv.execute_script(EVALUATE, arg)
    finally:
        drv.quit()
    for c, r in zip(cases, res):
        c["chromium"] = {"activeDurationMs": r["activeDuration"]}
        for s, row in zip(c["samples"], r["rows"]):
            pe, pl, it, lt = row[:4]
            s["chromium"] = {"progress": pe, "linearProgress": pl, "currentIteration": it, "localTimeMs": lt}
            if len(row) > 4:
                s["chromium"]["live"] = {"progress": row[4][0], "localTimeMs": row[4][1]}
    return version


def to_json(doc):
    """One case per line; ∞ as the string "inf" (JSON has no infinity)."""
    def fix(x):
        if isinstance(x, float) and math.isinf(x):
            return "inf" if x > 0 else "-inf"
        if isinstance(x, dict):
            return {k: fix(v) for k, v in x.items()}
        if isinstance(x, list):
            return [fix(v) for v in x]
        return x
    head = {k: fix(v) for k, v in doc.items() if k != "cases"}
    lines = [json.dumps(fix(c), separators=(",", ":")) for c in doc["cases"]]
    return json.dumps(head, indent=1)[:-2] + ',\n "cases": [\n' + ",\n".join(lines) + "\n ]\n}\n"


def inputs(c):
    return {k: v for k, v in c.items() if k != "chromium"} | {
        "samples": [{k: v for k, v in s.items() if k != "chromium"} for s in c["samples"]]}


def same(a, b):
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if a is None or b is None or isinstance(a, str) or isinstance(b, str):
        return a == b
    return abs(a - b) <= 1e-9 * max(1, abs(a))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--write", action="store_true", help="regenerate the fixture from Chromium")
    ap.add_argument("--fixture", default=FIXTURE)
    args = ap.parse_args()
    started = time.time()
    cases = generate()
    try:
        version = run_chromium(cases)
    except Exception as e:  # noqa: BLE001 - one line, counted as a failed check
        print(f"browser: {str(e).splitlines()[0]}")
        print("browser: 0 passed, 1 failed")
        return 1
    n = sum(len(c["samples"]) for c in cases)
    doc = {"about": "Chromium's Web Animations timing for random CAMediaTiming values; "
                    "written by Tests/Browser/web_animations_oracle.py --write, checked by make test",
           "seed": SEED, "chromium": version, "cases": json.loads(json.dumps(cases))}
    if args.write:
        os.makedirs(os.path.dirname(args.fixture), exist_ok=True)
        with open(args.fixture, "w") as f:
            f.write(to_json(doc))
        print(f"oracle: wrote {args.fixture}: {len(cases)} timings, {n} samples, Chromium {version}")
        return 0

    checks = Checks()
    try:
        with open(args.fixture) as f:
            fixture = json.load(f)
    except (OSError, ValueError) as e:
        checks.check(False, "fixture readable", str(e))
        print(f"browser: {checks.passed} passed, {checks.failed} failed")
        return 1
    fresh = json.loads(to_json(doc))
    old = fixture.get("cases", [])
    checks.check(len(old) == len(fresh["cases"]) and all(inputs(a) == inputs(b) for a, b in zip(old, fresh["cases"])),
                 f"fixture timings and sample times are the generator's (seed {SEED}, {len(cases)} timings, {n} samples)")
    block = 50
    for lo in range(0, len(fresh["cases"]), block):
        bad = []
        for a, b in zip(old[lo:lo + block], fresh["cases"][lo:lo + block]):
            if a["chromium"] != b["chromium"]:
                bad.append(f"case {b['id']} activeDuration {a['chromium']} vs {b['chromium']}")
            for sa, sb in zip(a["samples"], b["samples"]):
                ca, cb = sa.get("chromium", {}), sb["chromium"]
                if not same(ca, cb):
                    bad.append(f"case {b['id']} t={sb['t']}: fixture {ca}, Chromium {version} {cb}")
        checks.check(not bad, f"Chromium {version} reproduces the fixture, timings {lo}-{min(lo + block, len(cases)) - 1}",
                     "; ".join(bad[:3]) + (f" (+{len(bad) - 3} more)" if len(bad) > 3 else ""))
    print(f"browser: {checks.passed} passed, {checks.failed} failed ({time.time() - started:.1f} s)")
    return 0 if checks.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
