#!/usr/bin/env python3
"""Opens a small clipgen gallery in headless Chromium (Debian's chromium + chromium-driver, driven by
Selenium) over file:// and checks what a visitor gets:

- the page has a section per book and chapter and a table of contents linking to them;
- videos are lazy: a video below the fold has no source until it is scrolled into view;
- every <video> reaches a playable state (readyState >= 2) with a duration > 0, decodes H.264 and
  plays once in view; a video scrolled out of view is paused;
- every poster <img> and every linked GIF decodes (naturalWidth > 0);
- the page makes no network request (every resource is file:// or data:);
- the browser console shows no error (no SEVERE entry);
- the same page served by a static web server (http.server on localhost) plays and decodes too;
- then it saves a screenshot to .build/gallery-screenshot.png (and -dark.png in dark mode).

Prints one line per check and a closing line "browser: N passed, M failed"; exits non-zero on failure.

    python3 Tests/Browser/gallery_test.py [--clipgen .build/debug/clipgen] [--screenshot PATH] [--keep DIR]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from browser_support import ROOT, Checks, find_browser, start_chromium, wait_for  # noqa: E402
SCENES = "test-card,twitter-launch,jump-star"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--clipgen", default=os.path.join(ROOT, ".build/debug/clipgen"))
    ap.add_argument("--screenshot", default=os.path.join(ROOT, ".build/gallery-screenshot.png"))
    ap.add_argument("--keep", help="render the gallery into this folder and keep it")
    ap.add_argument("--use", help="check this already rendered gallery folder instead of rendering one")
    args = ap.parse_args()
    checks = Checks()
    started = time.time()

    if not os.access(args.clipgen, os.X_OK):
        print(f"browser: clipgen not found at {args.clipgen} (run 'swift build' first)")
        print("browser: 0 passed, 1 failed")
        return 1
    chromium, driver_path = find_browser()
    if not chromium or not driver_path:
        print("browser: chromium or chromedriver missing (run 'make browser-deps')")
        print("browser: 0 passed, 1 failed")
        return 1

    work = args.keep or tempfile.mkdtemp(prefix="clipgen-browser-")
    gallery = os.path.join(work, "gallery")
    try:
        if args.use:
            gallery = os.path.abspath(args.use)
        else:
            render = subprocess.run([args.clipgen, "gallery", "--only", SCENES, "--scale", "0.5", "--duration", "1.5",
                                     "--directory", gallery, "--quiet"], capture_output=True, text=True)
            if not checks.check(render.returncode == 0, f"clipgen gallery renders {SCENES}", render.stderr.strip()):
                print(f"browser: {checks.passed} passed, {checks.failed} failed")
                return 1
        index = os.path.join(gallery, "index.html")

        driver = start_chromium(chromium, driver_path, "1280,800",
                                ["--autoplay-policy=no-user-gesture-required", "--mute-audio"],
                                {"browser": "ALL", "performance": "ALL"})
        try:
            run_checks(driver, index, checks, args.screenshot)
            run_served_checks(driver, gallery, checks)
        finally:
            driver.quit()
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    print(f"browser: {checks.passed} passed, {checks.failed} failed ({time.time() - started:.1f} s)")
    return 0 if checks.failed == 0 else 1


def run_checks(driver, index, checks, screenshot):
    driver.get("file://" + index)
    wait_for(driver, "return document.readyState === 'complete'", 10)
    time.sleep(0.5)  # let the IntersectionObserver deliver its first entries

    # Structure: a section per book and chapter, linked from the table of contents.
    sections = driver.execute_script("""
        return [...document.querySelectorAll('section.chapter')].map(s => [s.id, s.querySelectorAll('.card').length,
            !!document.querySelector('nav.toc a[href="#' + s.id + '"]')]);""")
    checks.check(sorted(s[0] for s in sections) == ["diagnostics-ch1", "kitten-yang-ch3"] and all(s[2] for s in sections),
                 "a section per chapter, each linked from the contents", str(sections))
    cards = driver.execute_script("return document.querySelectorAll('article.card').length")
    checks.check(cards == 3, "one card per scene", f"{cards} cards")
    can_h264 = driver.execute_script("return document.createElement('video').canPlayType('video/mp4; codecs=\"avc1.640028\"')")
    checks.check(can_h264 in ("probably", "maybe"), "Chromium can play H.264 MP4", f"canPlayType = {can_h264!r}")

    # Lazy loading: before any scrolling, a video below the fold has no source and has fetched nothing.
    below = driver.execute_script("""
        return [...document.querySelectorAll('video')].filter(v => v.getBoundingClientRect().top > innerHeight)
            .map(v => [v.dataset.src, v.getAttribute('src'), v.networkState]);""")
    checks.check(len(below) >= 1 and all(src is None and net == 0 for _, src, net in below),
                 "videos below the fold have no source yet (lazy)", str(below))

    # Each video: scrolled into view it loads and plays; readyState >= 2 and a duration.
    videos = driver.execute_script("return [...document.querySelectorAll('video')].map(v => v.dataset.src)")
    checks.check(len(videos) == 3, "a <video> per scene", str(videos))
    for i, name in enumerate(videos):
        driver.execute_script("document.querySelectorAll('video')[arguments[0]].scrollIntoView({block: 'center'})", i)
        state = wait_for(driver, """
            const v = document.querySelectorAll('video')[arguments[0]];
            if (v.error) return {error: v.error.code + ' ' + v.error.message};
            return v.readyState >= 2 && v.currentTime > 0 && !v.paused
                ? {ready: v.readyState, duration: v.duration, time: v.currentTime} : null;""", 15, i)
        if not state:
            state = driver.execute_script("""const v = document.querySelectorAll('video')[arguments[0]];
                return {ready: v.readyState, src: v.getAttribute('src'), paused: v.paused, time: v.currentTime,
                        error: v.error && v.error.code};""", i)
        ok = bool(state) and "error" not in state and state.get("ready", 0) >= 2 and (state.get("duration") or 0) > 0
        checks.check(ok, f"{name} loads, is playable (readyState >= 2, duration > 0) and plays in view", str(state))
        live = driver.execute_script("return document.querySelectorAll('video')[arguments[0]].parentElement.classList.contains('live')", i)
        checks.check(live, f"{name} is shown over its poster once playing")

    # Scrolled out of view, a playing video pauses.
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
    last = len(videos) - 1
    driver.execute_script("document.querySelectorAll('video')[arguments[0]].scrollIntoView({block: 'center'})", last)
    time.sleep(0.6)
    driver.execute_script("window.scrollTo(0, 0)")
    paused = wait_for(driver, """const v = document.querySelectorAll('video')[arguments[0]];
        return v.getBoundingClientRect().top > innerHeight && v.paused;""", 5, last)
    checks.check(bool(paused), f"{videos[last]} pauses when scrolled out of view")

    # Posters and GIFs decode.
    posters = driver.execute_script("""
        const imgs = [...document.querySelectorAll('img.poster')];
        imgs.forEach(i => { i.loading = 'eager'; });
        return imgs.length;""")
    checks.check(posters == 3, "a poster <img> per scene", f"{posters}")
    decoded = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const imgs = [...document.querySelectorAll('img.poster')].map(i => i.src)
            .concat([...document.querySelectorAll('a[type="image/gif"]')].map(a => a.href));
        Promise.all(imgs.map(src => new Promise(res => {
            const im = new Image();
            im.onload = () => im.decode().then(() => res([src, im.naturalWidth, im.naturalHeight]), () => res([src, 0, 0]));
            im.onerror = () => res([src, 0, 0]);
            im.src = src;
        }))).then(done);""")
    gifs = [d for d in decoded if d[0].endswith(".gif")]
    checks.check(len(gifs) == 3, "a GIF link per scene", str([d[0] for d in gifs]))
    for src, w, h in decoded:
        checks.check(w > 0 and h > 0, f"{os.path.basename(src)} decodes ({w}×{h})")

    # No network: every request the page made (DevTools network log) is a local file or inline data.
    urls = [m["params"]["request"]["url"] for m in (json.loads(e["message"])["message"] for e in driver.get_log("performance"))
            if m.get("method") == "Network.requestWillBeSent"]
    remote = [u for u in urls if not (u.startswith("file://") or u.startswith("data:"))]
    checks.check(len(urls) >= 7 and not remote, f"no network requests ({len(urls)} local requests)", str(remote or urls))

    # Screenshot: the whole page in one image, videos playing.
    height = driver.execute_script("return Math.min(document.documentElement.scrollHeight, 2400)")
    driver.set_window_size(1280, max(800, height + 140))
    driver.execute_script("window.scrollTo(0, 0)")
    wait_for(driver, "return [...document.querySelectorAll('video')].every(v => !v.paused && v.currentTime > 0.3)", 5)
    os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
    checks.check(driver.save_screenshot(screenshot), f"screenshot saved to {os.path.relpath(screenshot, ROOT)}")
    # The same page in dark mode, beside it.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    time.sleep(0.3)
    dark = screenshot[:-4] + "-dark.png" if screenshot.endswith(".png") else screenshot + "-dark.png"
    checks.check(driver.save_screenshot(dark), f"dark-mode screenshot saved to {os.path.relpath(dark, ROOT)}")

    # Console: no errors (read last, so every step above is covered).
    severe = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
    checks.check(not severe, "browser console has no errors", "; ".join(e.get("message", "") for e in severe))


def run_served_checks(driver, gallery, checks):
    """The same page from a plain static web server (Python's http.server on localhost): every video
    plays and every poster decodes, with no console error."""
    driver.get_log("browser")  # drop what the file:// pass logged
    server = subprocess.Popen([sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", gallery],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline()  # "Serving HTTP on 127.0.0.1 port N (http://127.0.0.1:N/) ..."
        port = line.split(" port ")[1].split(" ")[0] if " port " in line else None
        if not checks.check(port is not None, "a static server serves the gallery", line.strip()):
            return
        driver.set_window_size(1280, 2400)
        driver.get(f"http://127.0.0.1:{port}/index.html")
        wait_for(driver, "return document.readyState === 'complete'", 10)
        state = wait_for(driver, """
            const vs = [...document.querySelectorAll('video')];
            const ps = [...document.querySelectorAll('img.poster')];
            return vs.length > 0 && vs.every(v => v.readyState >= 2 && v.duration > 0 && v.currentTime > 0)
                && ps.every(p => p.complete && p.naturalWidth > 0) ? vs.length : 0;""", 15)
        checks.check(state == 3, "over http:// every video plays and every poster decodes", str(state))
        severe = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
        checks.check(not severe, "over http:// the console has no errors", "; ".join(e.get("message", "") for e in severe))
    finally:
        server.terminate()
        server.wait(timeout=5)


if __name__ == "__main__":
    sys.exit(main())
