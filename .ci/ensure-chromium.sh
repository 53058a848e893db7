#!/usr/bin/env bash
# Installs headless Chromium (Debian's `chromium` package) for the SVG pixel tests
# (Tests/SpecTests/SVGPixelTests.swift) when it is missing. Never fails the run: without Chromium
# those tests are skipped with a recorded message.
if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing chromium for the SVG pixel tests" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null 2>&1 \
    || echo "could not install chromium; the SVG pixel tests will be skipped" >&2
else
  echo "chromium missing and not installable here; the SVG pixel tests will be skipped" >&2
fi
exit 0
