#!/bin/sh
# Usage: ensure-package.sh PACKAGE PATH VARIABLE
# The end-to-end tests drive Debian's Chromium, and the cluster test Debian's HAProxy. Run before
# Playwright so that a machine without one either gets it (as root on Debian: apt-get) or stops
# at once with the one command to run, instead of every test failing on its own. VARIABLE (for
# example CHROMIUM_PATH) is the environment variable that points at another copy.
set -eu
package=$1
path=$2
variable=$3

[ -x "$path" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "$package is missing at $path: installing Debian's $package (apt-get)." >&2
  # Waits for another apt-get (a parallel run) instead of failing on its lock.
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$package" >/dev/null
  [ -x "$path" ] && exit 0
  echo "apt-get installed $package, but there is still none at $path: set $variable to it." >&2
  exit 1
fi

cat >&2 <<MESSAGE
$package is missing at $path; the end-to-end tests need it. Install it with:

  sudo apt-get update && sudo apt-get install -y $package

or set $variable to a $package that is installed.
MESSAGE
exit 1
