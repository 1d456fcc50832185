#!/usr/bin/env python3
"""Lints the product text that lives outside Swift (`make lint-text`, part of `make test`):

- every `.js` resource: `node --check` (syntax);
- every `.html` resource: parsed with Python's HTML parser; every element opened is closed in order
  (void elements and the optional-close ones HTML allows aside), and every inline <script> passes
  `node --check`;
- `{{slot}}` names are letters, digits and '-' (what Sources/ClipCLI/Gallery/PageTemplate.swift fills).

Prints one line per file and exits non-zero on any finding.

    Scripts/lint-text.py [FILE...]     (default: the resources listed below)
"""
import html.parser
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = [
    "Sources/ClipLottie/Expressions/ExpressionPrelude.js",
    "Sources/ClipStudio/Resources/studio.html",
    "Sources/ClipCLI/Resources/gallery.html",
    "Sources/ClipCLI/Resources/gallery-fragments.html",
    "Sources/ClipCLI/Resources/project-README.md",
]
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
OPTIONAL_CLOSE = {"li", "p", "option", "tr", "td", "th", "dt", "dd"}


def node_check(source, name):
    """node --check on `source`; returns the error text or None."""
    with tempfile.NamedTemporaryFile("w", suffix=".js", delete=False) as f:
        f.write(source)
        path = f.name
    try:
        r = subprocess.run(["node", "--check", path], capture_output=True, text=True)
        if r.returncode == 0:
            return None
        lines = [l for l in r.stderr.replace(path, name).splitlines() if not l.lstrip().startswith("at ") and not l.startswith("Node.js v")]
        return "\n".join(lines).strip()
    finally:
        os.unlink(path)


class Checker(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.scripts, self.in_script = [], [], [], None

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            return
        if tag in OPTIONAL_CLOSE and self.stack and self.stack[-1][0] == tag:
            self.stack.pop()
        self.stack.append((tag, self.getpos()[0]))
        if tag == "script" and not dict(attrs).get("src"):
            self.in_script = (self.getpos()[0], [])

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        while self.stack and self.stack[-1][0] in OPTIONAL_CLOSE and self.stack[-1][0] != tag:
            self.stack.pop()
        if not self.stack or self.stack[-1][0] != tag:
            open_ = f"<{self.stack[-1][0]}> from line {self.stack[-1][1]}" if self.stack else "nothing"
            self.errors.append(f"line {self.getpos()[0]}: </{tag}> closes {open_}")
            return
        self.stack.pop()
        if tag == "script" and self.in_script:
            line, parts = self.in_script
            self.scripts.append((line, "".join(parts)))
            self.in_script = None

    def handle_data(self, data):
        if self.in_script:
            self.in_script[1].append(data)


def lint(path):
    name = os.path.relpath(path, ROOT)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    errors = []
    for m in re.finditer(r"\{\{([^}]*)\}\}", text):
        if not re.fullmatch(r"[A-Za-z0-9-]{1,64}", m.group(1)):
            errors.append(f"bad slot name {m.group(0)!r}")
    if path.endswith(".js"):
        e = node_check(text, name)
        if e:
            errors.append(e)
    elif path.endswith(".html"):
        c = Checker()
        c.feed(text)
        c.close()
        errors += c.errors
        errors += [f"<{t}> from line {line} is never closed" for t, line in c.stack if t not in OPTIONAL_CLOSE]
        for line, source in c.scripts:
            e = node_check(source, f"{name} <script> at line {line}")
            if e:
                errors.append(e)
        if not c.scripts and "<script" in text:
            errors.append("a <script> was not parsed")
    return errors


def main():
    if not shutil.which("node"):
        print("lint-text: node not found (Debian: apt-get install nodejs; 'make deps' installs it)")
        return 1
    files = sys.argv[1:] or [os.path.join(ROOT, f) for f in FILES]
    bad = 0
    for path in files:
        errors = lint(path)
        print(f"lint-text: {os.path.relpath(path, ROOT)}: " + ("ok" if not errors else f"{len(errors)} finding(s)"))
        for e in errors:
            print("  " + e.replace("\n", "\n  "))
        bad += bool(errors)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
