#!/bin/sh
# Starts Debian's Chromium (or CHROMIUM_PATH) for Playwright with every --disable-features joined
# into one: Chromium keeps only the last, and Playwright passes its own list before the
# configuration's, which would otherwise drop Playwright's.
features=""
for arg do
  shift
  case "$arg" in
    --disable-features=*) features="${features:+$features,}${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" ${features:+"--disable-features=$features"}
