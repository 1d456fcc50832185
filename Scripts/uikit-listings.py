#!/usr/bin/env python3
"""Generates Tests/ClipUIKitTests/Listings/ from the fenced Swift listings of "iOS Animations by
Tutorials" (the seed text, /work/shared/seeds/001_9f3692fe0db8946c.txt by default).

Each listing is copied unchanged into its own file, inside a subclass of the stand-in of the app it
comes from (Tests/ClipUIKitTests/BahamaAir.swift): statements become the body of a method (with the
locals the surrounding book code defines as parameters), declarations become members, and
extensions stay at file level with `ViewController` naming the listing's class. Listings that are
not compilable Swift as printed are left out with the reason in EXCLUDED.

  Scripts/uikit-listings.py [SEED]             regenerate the test sources
  Scripts/uikit-listings.py --classify [SEED]  type-check every listing on its own against the
                                               built ClipUIKit (after `swift build --target ClipUIKit`)
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "ClipUIKitTests", "Listings")
DEFAULT_SEED = "/work/shared/seeds/001_9f3692fe0db8946c.txt"

HOSTS = {
    "vc": "BahamaAirViewController",
    "clouds": "BahamaAirCloudsViewController",
    "avatarBase": "AvatarViewBase",
    "avatar": "AvatarView",
    "multi": "MultiplayerViewController",
    "mask": "AnimatedMaskLabel",
    "refresh": "RefreshView",
    "rep": "ReplicatorViewController",
}

EXCLUDED = {
    10: "not valid Swift as printed: `delay(seconds: 5.0)` lacks the `{` that opens its trailing closure",
    18: "a fragment: the trailing `completion:` argument of a call whose beginning is not shown",
    22: "two method signatures without bodies, quoted from the CAAnimationDelegate protocol",
    25: "console output, not code",
    53: "NSValue initializer signatures quoted from the API reference, not statements",
    81: "#selector needs Objective-C, and real touches (UISwipeGestureRecognizer) are not supported",
}

# listing -> (host, mode, conformances, parameters). mode: stmt (method body), member, file.
D = ("vc", "stmt", "", "")
SPEC = {n: D for n in range(1, 98)}
SPEC.update({
    16: ("vc", "member", "", ""),
    19: ("vc", "member", "", ""),
    23: ("vc", "stmt", "CAAnimationDelegate", ""),
    24: ("vc", "file", "", ""),
    28: ("vc", "member", "", ""),
    31: ("vc", "file", "", ""),
    32: ("vc", "stmt", "UITextFieldDelegate", ""),
    34: ("vc", "member", "CAAnimationDelegate", ""),
    35: ("clouds", "stmt", "", ""),
    36: ("clouds", "stmt", "", "anim: CAAnimation, name: String"),
    46: ("vc", "stmt", "CAAnimationDelegate", ""),
    47: ("vc", "stmt", "CAAnimationDelegate", ""),
    48: ("vc", "stmt", "", "layer: CALayer?"),
    49: ("vc", "stmt", "", "layer: CALayer?"),
    50: ("vc", "member", "", ""),
    51: ("vc", "member", "", ""),
    58: ("avatarBase", "stmt", "", ""),
    59: ("avatarBase", "stmt", "", ""),
    60: ("avatarBase", "stmt", "", ""),
    61: ("multi", "member", "", ""),
    62: ("multi", "stmt", "", "bounceXOffset: CGFloat, morphSize: CGSize"),
    63: ("avatarBase", "member", "", ""),
    64: ("avatarBase", "stmt", "", "originalCenter: CGPoint, point: CGPoint, morphSize: CGSize"),
    65: ("avatarBase", "stmt", "", "morphedFrame: CGRect"),
    66: ("avatarBase", "stmt", "", "morphAnimation: CABasicAnimation"),
    67: ("multi", "member", "", ""),
    68: ("multi", "member", "", ""),
    69: ("multi", "member", "", ""),
    70: ("avatar", "stmt", "", ""),
    71: ("avatarBase", "member", "", ""),
    72: ("avatar", "stmt", "", "point: CGPoint, morphSize: CGSize"),
    78: ("mask", "member", "", ""),
    79: ("mask", "stmt", "", "textAttributes: [NSAttributedString.Key: Any]"),
    80: ("mask", "stmt", "", "image: UIImage"),
    84: ("mask", "stmt", "", "gradientAnimation: CABasicAnimation"),
    91: ("refresh", "stmt", "", "strokeEndAnimation: CABasicAnimation"),
})
for n in list(range(73, 78)) + [82, 83]:
    SPEC[n] = ("mask", "stmt", "", "")
for n in range(85, 94):
    SPEC.setdefault(n, D)
    if SPEC[n] == D:
        SPEC[n] = ("refresh", "stmt", "", "")
for n in range(94, 98):
    SPEC[n] = ("rep", "stmt", "", "")


def listings(seed):
    out, cur, start = [], None, 0
    for i, line in enumerate(open(seed, encoding="utf-8").read().split("\n"), 1):
        if line.lstrip().startswith("```swift"):
            if cur is not None:  # a listing whose closing fence is missing ends where the next begins
                out.append((start, "\n".join(cur)))
            cur, start = [], i + 1
        elif cur is not None and line.lstrip().startswith("```"):
            out.append((start, "\n".join(cur)))
            cur = None
        elif cur is not None:
            cur.append(line)
    return out


def source(n, line, text):
    host, mode, conforms, params = SPEC[n]
    cls = "Listing%03d" % n
    supers = HOSTS[host] + (", " + conforms if conforms else "")
    head = (
        "// swift-format-ignore-file\n"
        "// Generated by Scripts/uikit-listings.py: iOS Animations by Tutorials, listing %d of 97 (seed line %d),\n"
        "// unchanged between the markers. Do not edit; regenerate.\n"
        "import ClipUIKit\n\n" % (n, line)
    )
    mark = "// ---- listing %d ----\n" % n
    end = "\n// ---- end of listing %d ----\n" % n
    if mode == "file":
        return head + "private typealias ViewController = %s\n\nfinal class %s: %s {}\n\n%s%s%s" % (cls, cls, supers, mark, text, end)
    if mode == "member":
        return head + "final class %s: %s {\n%s%s%s}\n" % (cls, supers, mark, text, end)
    return head + "final class %s: %s {\n    func listing(%s) {\n%s%s%s    }\n}\n" % (cls, supers, params, mark, text, end)


ARGUMENTS = {
    "CAAnimation": 'CABasicAnimation(keyPath: "position.x")',
    "String": '"cloud"',
    "CALayer?": "host.view.layer",
    "CGFloat": "10",
    "CGSize": "CGSize(width: 50, height: 60)",
    "CGPoint": "CGPoint(x: 100, y: 100)",
    "CGRect": "CGRect(x: 0, y: 0, width: 50, height: 60)",
    "UIImage": "UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }",
    "[NSAttributedString.Key: Any]": "[:]",
}
KEY_PATHS = {"morphAnimation": "path", "gradientAnimation": "locations", "strokeEndAnimation": "strokeEnd"}


def run_code(n):
    """Swift that makes listing n's class inside `host` (a view controller) and runs its statements."""
    host, mode, _, params = SPEC[n]
    cls = "Listing%03d" % n
    args = []
    for p in [p.strip() for p in params.split(",") if p.strip()]:
        name, typ = [x.strip() for x in p.split(":", 1)]
        value = 'CABasicAnimation(keyPath: "%s")' % KEY_PATHS[name] if typ == "CABasicAnimation" else ARGUMENTS[typ]
        args.append("%s: %s" % (name, value))
    call = "v.listing(%s)" % ", ".join(args) if mode == "stmt" else "_ = v"
    if host in ("vc", "clouds", "multi", "rep"):
        return "let v = %s(); host.view.addSubview(v.view); %s" % (cls, call)
    return "let v = %s(frame: CGRect(x: 20, y: 40, width: 200, height: 100)); host.view.addSubview(v); %s" % (cls, call)


def classify(items):
    build = os.path.join(ROOT, ".build", "debug")
    mods = os.path.join(build, "Modules")
    cflags = []
    for m in ["CFreeType", "CFontconfig", "CFFmpeg", "CJavaScriptCore"]:
        cflags += ["-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources", m, "module.modulemap")]
    cflags += ["-Xcc", "-fmodule-map-file=" + os.path.join(build, "CRasterShims.build", "module.modulemap")]
    cflags += ["-Xcc", "-I" + os.path.join(ROOT, "Sources", "CRasterShims", "include")]
    for inc in ["/usr/include/freetype2", "/usr/include/x86_64-linux-gnu"]:
        cflags += ["-Xcc", "-I" + inc]
    stand_in = os.path.join(ROOT, "Tests", "ClipUIKitTests", "BahamaAir.swift")
    ok, failed = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for n, (line, text) in items:
            path = os.path.join(tmp, "Listing%03d.swift" % n)
            open(path, "w").write(source(n, line, text))
            r = subprocess.run(
                ["swiftc", "-typecheck", "-swift-version", "5", "-I", mods] + cflags + [stand_in, path],
                capture_output=True, text=True)
            errs = [l for l in r.stderr.split("\n") if "error:" in l]
            (ok if r.returncode == 0 else failed).append(n)
            status = "ok" if r.returncode == 0 else "FAIL " + (errs[0] if errs else r.stderr[-300:])
            print("%3d %s" % (n, status), flush=True)
    print("compiled %d of %d" % (len(ok), len(items)))
    return ok


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    seed = args[0] if args else DEFAULT_SEED
    items = list(enumerate(listings(seed), 1))
    if len(items) != 97:
        sys.exit("expected 97 listings in %s, found %d" % (seed, len(items)))
    if "--classify" in sys.argv:
        only = [int(a) for a in args[1:]] if len(args) > 1 else None
        classify([(n, it) for n, it in items if (only is None or n in only)])
        return
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        if f.startswith("Listing") and f.endswith(".swift"):
            os.remove(os.path.join(OUT, f))
    kept = []
    for n, (line, text) in items:
        if n in EXCLUDED:
            continue
        open(os.path.join(OUT, "Listing%03d.swift" % n), "w").write(source(n, line, text))
        kept.append(n)
    table = "// swift-format-ignore-file\n// Generated by Scripts/uikit-listings.py. Do not edit; regenerate.\nimport ClipUIKit\n\n"
    table += "/// The book's listings: which compile unchanged (a file each in this folder) and why the others do not.\n"
    table += "enum BookListings {\n    /// Listings in the seed text.\n    static let total = 97\n"
    table += "    /// Listings compiled unchanged by this target.\n    static let compiled: [Int] = %s\n" % kept
    table += "    /// Listings left out, with the reason.\n    static let excluded: [Int: String] = [\n"
    for n in sorted(EXCLUDED):
        table += "        %d: %s,\n" % (n, '"' + EXCLUDED[n].replace('\\', '\\\\').replace('"', '\\"') + '"')
    table += "    ]\n"
    table += "    /// Each compiled listing run: its class made in a host controller's viewDidLoad, statements called.\n"
    table += "    static let runs: [(listing: Int, run: (UIViewController) -> Void)] = [\n"
    for n in kept:
        table += "        (%d, { host in %s }),\n" % (n, run_code(n))
    table += "    ]\n}\n"
    open(os.path.join(OUT, "BookListings.swift"), "w").write(table)
    print("wrote %d listings (%d excluded) to %s" % (len(kept), len(EXCLUDED), OUT))


if __name__ == "__main__":
    main()
