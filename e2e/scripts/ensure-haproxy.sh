#!/bin/sh
# Debian's HAProxy, in front of the cluster test's instances, or HAPROXY_PATH (ensure-package.sh).
exec sh "$(dirname "$0")/ensure-package.sh" haproxy "${HAPROXY_PATH:-/usr/sbin/haproxy}" HAPROXY_PATH
