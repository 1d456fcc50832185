#!/usr/bin/env python3
"""Screenshot of a clipgen `--trace` file in Chromium's trace viewer (the Catapult viewer behind
chrome://tracing), for the README. Perfetto's UI needs the network; this needs none.

    .build/browser-venv/bin/python Scripts/trace-screenshot.py TRACE.json OUT.png --catapult DIR [--zoom N]

DIR is a checkout of https://github.com/catapult-project/catapult (only its `tracing/` folder and
`third_party/` are used): its `tracing/bin/trace2html` turns the trace into one standalone HTML page,
which headless Chromium (Selenium, as in `make browser-test`) opens; the picture is taken after the
viewer has imported the trace, zoomed in N steps (the viewer's `w` key) around the middle of the run,
with the span under the pointer selected so the details panel shows its frame number.
"""
import argparse, os, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
from browser_support import find_browser, start_chromium  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("trace")
    ap.add_argument("out")
    ap.add_argument("--catapult", required=True)
    ap.add_argument("--zoom", type=int, default=5)
    ap.add_argument("--size", default="1600,900")
    ap.add_argument("--crop", type=int, default=0, help="keep only the top N pixels (0: all)")
    a = ap.parse_args()
    chromium, driver = find_browser()
    if not chromium or not driver:
        sys.exit("trace-screenshot: needs Debian's chromium and chromium-driver")
    with tempfile.TemporaryDirectory() as tmp:
        page = os.path.join(tmp, "trace.html")
        subprocess.run(["python3", os.path.join(a.catapult, "tracing", "bin", "trace2html"),
                        os.path.abspath(a.trace), "--output", page], check=True, stdout=subprocess.DEVNULL)
        drv = start_chromium(chromium, driver, a.size)
        try:
            drv.get("file://" + page)
            time.sleep(8)  # the viewer imports the trace asynchronously
            width = int(a.size.split(",")[0])
            ActionChains(drv).move_by_offset(width // 2 + 40, 62).perform()
            for _ in range(a.zoom):
                ActionChains(drv).send_keys("w").perform()
                time.sleep(0.3)
            ActionChains(drv).click().perform()
            time.sleep(1)
            drv.save_screenshot(a.out)
        finally:
            drv.quit()
    if a.crop:
        from PIL import Image
        im = Image.open(a.out)
        im.crop((0, 0, im.width, min(a.crop, im.height))).save(a.out, optimize=True)


if __name__ == "__main__":
    main()
