"""What the gallery and studio browser tests share: check counting, finding Chromium and its driver,
starting headless Chromium, and polling the page."""
import os
import shutil
import time

# Selenium Manager must not try to download a browser or driver: the system ones are given below.
os.environ.setdefault("SE_OFFLINE", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Headless, quiet, deterministic colours; callers add their window size and extras.
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-features=MediaRouter,OptimizationHints", "--force-color-profile=srgb", "--hide-scrollbars"]


class Checks:
    """Counts and prints checks; the closing line is `browser: N passed, M failed`."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print(f"  ok    {what}")
        else:
            self.failed += 1
            print(f"  FAIL  {what}" + (f": {detail}" if detail else ""))
        return ok


def find(*names):
    """The first of `names` found on PATH or as a path, else None."""
    for n in names:
        p = shutil.which(n)
        if p:
            return p
        if os.path.exists(n):
            return n
    return None


def find_browser():
    """(chromium, chromedriver) paths from Debian's packages, either None when missing."""
    return find("/usr/lib/chromium/chromium", "chromium"), find("chromedriver", "/usr/bin/chromedriver")


def start_chromium(chromium, driver_path, window_size, extra_args=(), logging=None):
    """A headless Chromium driven by Selenium at `window_size` ("W,H")."""
    opts = webdriver.ChromeOptions()
    opts.binary_location = chromium
    for a in CHROMIUM_ARGS + [f"--window-size={window_size}"] + list(extra_args):
        opts.add_argument(a)
    opts.set_capability("goog:loggingPrefs", logging or {"browser": "ALL"})
    return webdriver.Chrome(service=Service(executable_path=driver_path), options=opts)


def wait_for(driver, script, timeout, *args, interval=0.1):
    """Polls a JS expression (returning a truthy value when done) until `timeout` seconds."""
    end = time.time() + timeout
    while True:
        value = driver.execute_script(script, *args)
        if value or time.time() > end:
            return value
        time.sleep(interval)
