# clipgen — two commands on a fresh Debian machine:
#   make run    installs what is missing, builds release, renders clips/twitter-launch.mp4
#   make test   installs what is missing, builds, runs the whole test suite
SHELL := /bin/bash
SWIFT ?= swift
SCENE ?= twitter-launch
# python3-pil (Debian's Pillow on libwebp) decodes animated WebP in the round-trip tests: FFmpeg 5.1 cannot.
# nodejs: `node --check` lints the JavaScript kept as resources (make lint-text).
# ffmpeg (its ffprobe) checks the Lottie corpus exports of `make test`: every file to MP4 and GIF, decoded.
APT_PACKAGES := nodejs pkg-config libavcodec-dev libavformat-dev libswscale-dev libavutil-dev libfreetype-dev libfontconfig-dev libjavascriptcoregtk-4.1-dev fonts-inter fonts-dejavu-core fonts-liberation2 python3-pil ffmpeg
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Release builds compile the raster core for this machine's x86-64 level (see Package.swift);
# `make release CLIPGEN_CPU=x86-64` builds a binary that runs on any x86-64.
CLIPGEN_CPU ?= $(shell Scripts/host-cpu.sh)
# CLIPGEN_UNCHECKED_EXCLUSIVITY=1: release builds of the raster core skip exclusivity checks (an
# unsafe flag, so Package.swift applies it only when asked; a package depending on clipgen never does).
RELEASE_ENV := CLIPGEN_CPU=$(CLIPGEN_CPU) CLIPGEN_UNCHECKED_EXCLUSIVITY=1

.PHONY: image image-deps image-test all deps build release run gallery test bench clean browser-deps browser-test oracle-fixture tsan format api check-tagged-dependency doc-coverage docs scaffold-test fuzz-lottie lint-text

all: build

# Installs the system packages when any of them is missing (idempotent, quiet when all present).
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(RELEASE_ENV) $(SWIFT) build -c release

run: release
	.build/release/clipgen $(SCENE) --mp4

gallery: release
	.build/release/clipgen gallery

bench: release
	.build/release/clipgen bench

# The suite is XCTest, run twice: the whole suite in a debug build for baseline x86-64, then the
# raster tests in a release build for this machine's CPU level (optimised SIMD code at the level
# users run). Then two cross-build checks: the benchmark frames must match
# Benchmarks/workload-digests.txt, and one frame of every scene must be byte-identical from the
# debug x86-64 build and the release build (pixels never depend on the CPU level or optimiser).
# Then `clipgen check --strict` lints every scene (flashes, jumps, clipped text, missing glyphs, …;
# findings a scene declares as its effect pass), output in .build/test-check.log.
# The last line counts the test cases that passed, failed and were skipped.
RELEASE_TESTS := .build-release-tests
test: deps browser-deps
	$(SWIFT) build --build-tests
	@set -o pipefail; $(SWIFT) test --skip-build --disable-swift-testing 2>&1 | tee .build/test.log; echo $$? > .build/test.status
	@$(MAKE) --no-print-directory doc-coverage || echo 1 >> .build/test.status
	@if $(SWIFT) format lint --strict -r $(FORMAT_PATHS); then echo "swift format lint: clean"; \
	else echo "swift format lint: findings above (run 'make format')"; echo 1 >> .build/test.status; fi
	@Scripts/api-dump.sh --check || echo 1 >> .build/test.status
	@Scripts/lint-text.py || echo 1 >> .build/test.status
	@Scripts/check-tagged-dependency.sh || echo 1 >> .build/test.status
	$(RELEASE_ENV) $(SWIFT) build -c release --build-tests -Xswiftc -enable-testing --scratch-path $(RELEASE_TESTS)
	@set -o pipefail; $(RELEASE_ENV) $(SWIFT) test -c release --skip-build --disable-swift-testing --scratch-path $(RELEASE_TESTS) \
	  --filter ClipRasterTests 2>&1 | tee .build/test-release.log; echo $$? >> .build/test.status
	@echo "benchmark frames at CPU level '$(CLIPGEN_CPU)', kernels at every level this CPU runs (0 = Swift reference):"; \
	for l in $$($(RELEASE_TESTS)/release/clipgen-rasterbench --kernel-levels) 0; do \
	CLIPGEN_CPU_LEVEL=$$l $(RELEASE_TESTS)/release/clipgen-rasterbench --digest > .build/workload-digests.txt && \
	if diff Benchmarks/workload-digests.txt .build/workload-digests.txt; then echo "digests, kernel level $$l: all match"; \
	else echo "digests, kernel level $$l: MISMATCH (see $(RELEASE_TESTS)/release/clipgen-rasterbench --png DIR)"; echo 1 >> .build/test.status; fi; done
	@n=0; bad=0; for s in $$(.build/debug/clipgen list --ids); do n=$$((n+1)); \
	  .build/debug/clipgen still $$s --at 1.5 --scale 1 -o .build/still-debug.png >/dev/null && \
	  $(RELEASE_TESTS)/release/clipgen still $$s --at 1.5 --scale 1 -o .build/still-release.png >/dev/null && \
	  cmp -s .build/still-debug.png .build/still-release.png || { echo "  $$s: frame at 1.5 s differs"; bad=$$((bad+1)); }; done; \
	echo "scene frames, debug x86-64 vs release $(CLIPGEN_CPU): $$((n-bad)) of $$n byte-identical"; \
	[ $$bad = 0 ] || echo 1 >> .build/test.status
	@echo "clipgen check --strict over every scene (release build, scale 0.25, 60 fps):"; \
	set -o pipefail; $(RELEASE_TESTS)/release/clipgen check all --strict --scale 0.25 --quiet 2>&1 | tee .build/test-check.log; \
	echo $$? >> .build/test.status
	@set -o pipefail; $(BROWSER_VENV)/bin/python Tests/Browser/gallery_test.py --clipgen .build/debug/clipgen 2>&1 \
	  | tee .build/test-browser.log; echo $$? >> .build/test.status
	@set -o pipefail; $(BROWSER_VENV)/bin/python Tests/Browser/studio_test.py --clipgen .build/debug/clipgen 2>&1 | tee .build/test-studio.log; echo $$? >> .build/test.status
	@set -o pipefail; $(BROWSER_VENV)/bin/python Tests/Browser/web_animations_oracle.py 2>&1 | tee .build/test-oracle.log; echo $$? >> .build/test.status
	@set -o pipefail; Scripts/scaffold-test.sh .build/debug/clipgen 2>&1 | tee .build/test-scaffold.log; echo $$? >> .build/test.status
	@set -o pipefail; Scripts/fuzz-lottie.sh 20 debug 2>&1 | tee .build/test-fuzz.log; echo $$? >> .build/test.status
	@set -o pipefail; Scripts/lottie-corpus-export.sh -c .build/debug/clipgen -s 32 -r 5 2>&1 | grep -v '^  ok ' | tee .build/test-lottie-export.log; echo $$? >> .build/test.status
	@cat .build/test.log .build/test-release.log > .build/test-all.log; \
	passed=$$(grep -cE "^Test Case '.*' passed" .build/test-all.log); \
	failed=$$(grep -cE "^Test Case '.*' failed" .build/test-all.log); \
	skipped=$$(grep -cE "^Test Case '.*' skipped" .build/test-all.log); \
	bp=$$(sed -nE 's/^browser: ([0-9]+) passed, ([0-9]+) failed.*/\1/p' .build/test-browser.log | tail -1); \
	bf=$$(sed -nE 's/^browser: ([0-9]+) passed, ([0-9]+) failed.*/\2/p' .build/test-browser.log | tail -1); \
	[ -n "$$bp" ] || { bp=0; bf=1; }; \
	sp=$$(sed -nE 's/^browser: ([0-9]+) passed, ([0-9]+) failed.*/\1/p' .build/test-studio.log | tail -1); \
	sf=$$(sed -nE 's/^browser: ([0-9]+) passed, ([0-9]+) failed.*/\2/p' .build/test-studio.log | tail -1); \
	[ -n "$$sp" ] || { sp=0; sf=1; }; \
	op=$$(sed -nE 's/^browser: ([0-9]+) passed, ([0-9]+) failed.*/\1/p' .build/test-oracle.log | tail -1); \
	of=$$(sed -nE 's/^browser: ([0-9]+) passed, ([0-9]+) failed.*/\2/p' .build/test-oracle.log | tail -1); \
	[ -n "$$op" ] || { op=0; of=1; }; \
	np=$$(sed -nE 's/^scaffold: ([0-9]+) passed, ([0-9]+) failed.*/\1/p' .build/test-scaffold.log | tail -1); \
	nf=$$(sed -nE 's/^scaffold: ([0-9]+) passed, ([0-9]+) failed.*/\2/p' .build/test-scaffold.log | tail -1); \
	[ -n "$$np" ] || { np=0; nf=1; }; \
	{ grep -E "^[^ ]+\.swift:[0-9]+: error: |^Fatal error|^Test Case .* failed" .build/test-all.log; grep -hE "^  FAIL  " .build/test-browser.log .build/test-studio.log .build/test-oracle.log .build/test-scaffold.log 2>/dev/null; } \
	  | cut -c1-400 | head -20 | sed 's/^/failure: /'; \
	echo "tests: $$((passed + bp + sp + op + np)) passed, $$((failed + bf + sf + of + nf)) failed, $$skipped skipped (XCTest cases, raster tests counted twice: debug x86-64 and release $(CLIPGEN_CPU); plus $$bp browser checks of the gallery page, $$sp of the studio page, $$op of Chromium's Web Animations timing against the oracle fixture and $$np scaffold/Examples checks)"; \
	! grep -qv '^0$$' .build/test.status

# The public API of the library products, recorded in api/ClipKit.txt (`make test` checks it).
api:
	$(SWIFT) build
	Scripts/api-dump.sh

# SwiftPM accepts clipgen as a version-tagged dependency (`make test` runs the resolve; this also builds).
check-tagged-dependency:
	Scripts/check-tagged-dependency.sh --build

# swift-format (ships with the toolchain), configured by .swift-format; `make test` runs the lint.
FORMAT_PATHS := Sources Tests Package.swift $(wildcard Examples/*/Package.swift Examples/*/Sources)
format:
	$(SWIFT) format format -i -r $(FORMAT_PATHS)

# Public symbols of the library modules without a /// doc comment, from the symbol graphs of the
# debug build (run 'swift build' first; 'make test' runs this after its build).
# The product text kept as resources (the studio and gallery pages, the Lottie expression prelude,
# the project README): node --check on every script, an HTML parse, slot names.
lint-text:
	Scripts/lint-text.py

doc-coverage:
	@Scripts/doc-coverage.py

# The ClipKit documentation as a static site in docs/api: the DocC catalog
# Sources/ClipKit/ClipKit.docc (overview, a step-by-step scene) and every library module's ///
# comments, combined into one archive so ClipKit's pages link to the symbols it re-exports. Broken
# links are errors. Serve docs/api over HTTP and open /documentation/clipkit.
DOCS_DIR := docs/api
DOC_TARGETS := ClipKit ClipSceneKit ClipAnimation ClipGeometry ClipRaster ClipPipeline ClipEncode
docs:
	@rm -rf $(DOCS_DIR)
	$(SWIFT) package --allow-writing-to-directory $(DOCS_DIR) generate-documentation $(addprefix --target ,$(DOC_TARGETS)) \
	  --enable-experimental-combined-documentation --output-path $(DOCS_DIR) --transform-for-static-hosting \
	  --disable-indexing --warnings-as-errors

# The gallery page's browser test: Debian's Chromium and ChromeDriver, and Selenium in a virtual
# environment under .build (installed only when missing; quiet when everything is present).
BROWSER_APT := chromium chromium-driver
BROWSER_VENV := .build/browser-venv
browser-deps:
	@missing=""; for p in $(BROWSER_APT); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
	@if ! $(BROWSER_VENV)/bin/python -c 'import selenium' 2>/dev/null; then \
	  echo "installing: selenium (into $(BROWSER_VENV))"; \
	  command -v python3 >/dev/null && python3 -m venv --clear $(BROWSER_VENV) 2>/dev/null || { \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends \
	      python3 python3-venv >/dev/null && python3 -m venv --clear $(BROWSER_VENV); }; \
	  $(BROWSER_VENV)/bin/python -m pip install -q --disable-pip-version-check selenium; \
	fi

# Renders a 3-scene gallery with .build/debug/clipgen (run 'swift build' first), opens it in headless
# Chromium over file:// and checks videos, posters, GIFs and the console; then drives 'clipgen studio'
# (scrub = still pixels, real-time play, layer tree, errors, traversal 404); screenshots in .build/.
browser-test: browser-deps
	$(BROWSER_VENV)/bin/python Tests/Browser/gallery_test.py --clipgen .build/debug/clipgen
	$(BROWSER_VENV)/bin/python Tests/Browser/studio_test.py --clipgen .build/debug/clipgen
	$(BROWSER_VENV)/bin/python Tests/Browser/web_animations_oracle.py

# Chromium as the oracle for the engine's CAMediaTiming (issue #26): 300 random timings (seed 26) mapped
# onto Web Animations and evaluated by headless Chromium, written to
# Tests/ClipAnimationTests/Fixtures/web-animations-oracle.json, which WebAnimationsOracleTests compares
# the engine against. `make test` re-runs Chromium and checks it still gives the fixture; after a
# Chromium upgrade that changes an answer, or a change to the generator, regenerate it with this target.
oracle-fixture: browser-deps
	$(BROWSER_VENV)/bin/python Tests/Browser/web_animations_oracle.py --write

# `clipgen new` into a temporary folder, then that package and both Examples/ built against this checkout
# (one shared scratch folder, .build-scaffold: clipgen compiles once as their dependency), a still of
# each rendered and its pixels checked. Needs .build/debug/clipgen.
scaffold-test: build
	Scripts/scaffold-test.sh .build/debug/clipgen

# libFuzzer on the Lottie importer (parse + two frames at 64×64) for FUZZ_SECONDS, release build of
# Fuzz/LottieFuzz; `make test` runs 20 s of it in debug. Findings land in .build/fuzz-lottie/.
FUZZ_SECONDS ?= 600
fuzz-lottie: deps
	Scripts/fuzz-lottie.sh $(FUZZ_SECONDS) release

clean:
	rm -rf .build $(RELEASE_TESTS) .build-scaffold Fuzz/LottieFuzz/.build $(IMAGE_BUILD)

# The container image without a Docker engine (run as root; `make test` runs neither): `make image`
# builds the portable release binary (x86-64, Swift runtime linked statically, as the Dockerfile
# does) in $(IMAGE_BUILD), mmdebstraps a bookworm root file system with exactly the Dockerfile's
# runtime packages, adds the binary, its *.resources bundles and the user, and imports it with
# podman as localhost/clipgen:latest (the tarball stays in $(IMAGE_BUILD)/image/rootfs.tar).
# `make image-test` runs it: ldd, a scene in every format, a Lottie file with expressions and the
# raster bench (compared with the same binary on the host), the Indexed Job's command as 4
# containers on one volume then the merge Job's (= a one-process gallery, byte for byte), and
# kubernetes-validate --strict on deploy/kubernetes (from PyPI, in a venv under $(IMAGE_BUILD)).
# See Scripts/image.sh.
IMAGE_APT := mmdebstrap podman runc uidmap libcurl4-openssl-dev python3-venv
IMAGE_BUILD := .build-image
image-deps: deps
	@missing=""; for p in $(IMAGE_APT); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

image: image-deps
	CLIPGEN_CPU=x86-64 CLIPGEN_UNCHECKED_EXCLUSIVITY=1 $(SWIFT) build -c release --product clipgen --static-swift-stdlib \
	  --scratch-path $(IMAGE_BUILD)
	$(SUDO) Scripts/image.sh build $(IMAGE_BUILD)/release

image-test: image-deps
	$(SUDO) Scripts/image.sh test $(IMAGE_BUILD)/release

# ThreadSanitizer over the pipeline tests (ring, workers, encoder, trace), in its own scratch path.
TSAN_BUILD := .build-tsan
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path $(TSAN_BUILD)
	$(SWIFT) test --skip-build --disable-swift-testing --sanitize=thread --scratch-path $(TSAN_BUILD) --filter ClipPipelineTests
