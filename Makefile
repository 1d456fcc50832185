# clipgen — two commands on a fresh Debian machine:
#   make run    installs what is missing, builds release, renders clips/twitter-launch.mp4
#   make test   installs what is missing, builds, runs the whole test suite
SHELL := /bin/bash
SWIFT ?= swift
SCENE ?= twitter-launch
APT_PACKAGES := pkg-config libavcodec-dev libavformat-dev libswscale-dev libavutil-dev libfreetype-dev fonts-inter fonts-dejavu-core
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build release run gallery test bench clean

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
	$(SWIFT) build -c release

run: release
	.build/release/clipgen $(SCENE) --mp4

gallery: release
	.build/release/clipgen gallery

bench: release
	.build/release/clipgen bench

# The suite is XCTest; the last line counts the test cases that passed, failed and were skipped.
test: deps
	$(SWIFT) build --build-tests
	@set -o pipefail; $(SWIFT) test --skip-build --disable-swift-testing 2>&1 | tee .build/test.log; status=$$?; \
	passed=$$(grep -cE "^Test Case '.*' passed" .build/test.log); \
	failed=$$(grep -cE "^Test Case '.*' failed" .build/test.log); \
	skipped=$$(grep -cE "^Test Case '.*' skipped" .build/test.log); \
	echo "tests: $$passed passed, $$failed failed, $$skipped skipped"; \
	exit $$status

clean:
	rm -rf .build
