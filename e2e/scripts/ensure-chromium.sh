#!/bin/sh
# The end-to-end tests drive Debian's Chromium. Run before Playwright so that a machine without
# it either gets it (as root on Debian: apt-get) or stops at once with the one command to run,
# instead of every test failing on its own. CHROMIUM_PATH points at another Chromium.
set -eu

chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$chromium" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $chromium: installing Debian's chromium (apt-get)." >&2
  # Waits for another apt-get (a parallel run) instead of failing on its lock.
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
  [ -x "$chromium" ] && exit 0
  echo "apt-get installed chromium, but there is still none at $chromium: set CHROMIUM_PATH to it." >&2
  exit 1
fi

cat >&2 <<MESSAGE
Chromium is missing at $chromium; the end-to-end tests need it. Install it with:

  sudo apt-get update && sudo apt-get install -y chromium

or set CHROMIUM_PATH to a Chromium that is installed.
MESSAGE
exit 1
