#!/bin/sh
# Debian's Chromium, or CHROMIUM_PATH (ensure-package.sh).
exec sh "$(dirname "$0")/ensure-package.sh" chromium "${CHROMIUM_PATH:-/usr/bin/chromium}" CHROMIUM_PATH
